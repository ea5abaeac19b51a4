// Command laravel-multiselect-demo draws what a PHP framework's
// multiselect prompt draws: the question on the top border of a box of
// gray lines, each choice behind a box (◻, ◼ when ticked), a pointer on
// the current one, and a hint under the box. Arrow keys move, Space
// ticks, Enter accepts.
package main

import (
	"fmt"
	"os"
	"strings"

	"golang.org/x/term"
)

const width = 62

var (
	question = "Which platforms should the release build?"
	choices  = []string{"linux", "darwin", "windows"}
)

func gray(s string) string { return "\x1b[90m" + s + "\x1b[39m" }
func cyan(s string) string { return "\x1b[36m" + s + "\x1b[39m" }
func dim(s string) string  { return "\x1b[2m" + s + "\x1b[22m" }

func draw(cur int, ticked map[int]bool, lines int) int {
	var b strings.Builder
	if lines > 0 {
		fmt.Fprintf(&b, "\x1b[%dA\r", lines)
	}
	rows := []string{" " + gray("┌") + " " + cyan(question) + " " + gray(strings.Repeat("─", width-len(question)-3)+"┐")}
	for i, c := range choices {
		box := dim("◻")
		if ticked[i] {
			box = cyan("◼")
		}
		text := "  " + box + " " + dim(c)
		if i == cur {
			text = cyan("›") + " " + box + " " + c
		}
		rows = append(rows, " "+gray("│")+" "+text+strings.Repeat(" ", width-3-4-len(c))+" "+gray("│"))
	}
	rows = append(rows, " "+gray("└"+strings.Repeat("─", width-1)+"┘"), "  "+gray("Use the space bar to select options."))
	for _, r := range rows {
		b.WriteString("\x1b[2K" + r + "\r\n")
	}
	os.Stdout.WriteString(b.String())
	return len(rows)
}

func main() {
	fd := int(os.Stdin.Fd())
	old, err := term.MakeRaw(fd)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer term.Restore(fd, old)
	os.Stdout.WriteString("\r\n\x1b[?25l")
	defer os.Stdout.WriteString("\x1b[?25h")
	cur, ticked := 0, map[int]bool{}
	lines := draw(cur, ticked, 0)
	buf := make([]byte, 8)
	for {
		n, err := os.Stdin.Read(buf)
		if err != nil {
			return
		}
		switch k := string(buf[:n]); k {
		case "\x1b[A", "k":
			cur = max(cur-1, 0)
		case "\x1b[B", "j":
			cur = min(cur+1, len(choices)-1)
		case " ":
			ticked[cur] = !ticked[cur]
		case "\r", "\n":
			var picked []string
			for i, c := range choices {
				if ticked[i] {
					picked = append(picked, c)
				}
			}
			fmt.Printf("\x1b[%dA\r\x1b[J %s %s\r\n", lines, question, strings.Join(picked, ", "))
			return
		case "\x03":
			return
		}
		lines = draw(cur, ticked, lines)
	}
}
