// notes-shell is a small REPL for a depot's shift notes: its own line
// editor in a terminal put raw by moby/term (left, right, backspace, up
// and down through the history), its answers wrapped and indented by
// MichaelMure/go-term-text to the terminal's width.
package main

import (
	"fmt"
	"os"
	"strings"

	"agentty.test/twohundredthirtythird/internal/keys"
	text "github.com/MichaelMure/go-term-text"
	"github.com/moby/term"
)

const prompt = "\033[36mnotes\033[m> "

var notes = []string{
	"Forklift 2 is back from service; its left fork still squeaks when lifted above the third shelf, so keep it on the ground floor until Monday.",
	"Delivery from Harwick Paper came two pallets short. The driver signed for 18 of 20; the claim form is in the blue folder.",
	"Shelves C4 to C9 were counted twice by the night shift. Use the second count, the first one skipped the top row.",
}

var history []string

func width() int {
	if ws, err := term.GetWinsize(os.Stdout.Fd()); err == nil && ws.Width > 0 {
		return int(ws.Width)
	}
	return 80
}

// say prints s wrapped to the terminal's width, indented by pad.
func say(s string, pad int) {
	w, _ := text.WrapLeftPadded(s, width()-1, pad)
	fmt.Print(strings.ReplaceAll(w, "\n", "\r\n"), "\r\n")
}

// readLine edits one line after the prompt.
func readLine() (string, bool) {
	buf := []rune{}
	pos := 0
	h := len(history)
	redraw := func() {
		fmt.Print("\r\033[K", prompt, string(buf))
		if back := len(buf) - pos; back > 0 {
			fmt.Printf("\033[%dD", back)
		}
	}
	redraw()
	for {
		switch k := keys.Read(); k {
		case keys.Enter:
			fmt.Print("\r\n")
			return string(buf), true
		case keys.Quit:
			fmt.Print("\r\n")
			return "", false
		case keys.Left:
			if pos > 0 {
				pos--
			}
		case keys.Right:
			if pos < len(buf) {
				pos++
			}
		case keys.Back:
			if pos > 0 {
				buf = append(buf[:pos-1], buf[pos:]...)
				pos--
			}
		case keys.Up:
			if h > 0 {
				h--
				buf = []rune(history[h])
				pos = len(buf)
			}
		case keys.Down:
			if h < len(history)-1 {
				h++
				buf = []rune(history[h])
			} else {
				h, buf = len(history), nil
			}
			pos = len(buf)
		case keys.Tab, "":
		default:
			if k == keys.Space {
				k = " "
			}
			r := []rune(string(k))
			buf = append(buf[:pos], append(r, buf[pos:]...)...)
			pos += len(r)
		}
		redraw()
	}
}

func main() {
	restore := keys.Raw()
	defer restore()
	fmt.Print("depot notes 0.3 — 3 notes from the last shift. Type help for commands.\r\n")
	for {
		l, ok := readLine()
		if !ok {
			return
		}
		l = strings.TrimSpace(l)
		if l != "" {
			history = append(history, l)
		}
		cmd, arg, _ := strings.Cut(l, " ")
		switch cmd {
		case "":
		case "help":
			say("list             show the notes, newest last", 2)
			say("show N           show note N in full", 2)
			say("add TEXT         add a note for the next shift", 2)
			say("quit             leave", 2)
		case "list":
			for i, n := range notes {
				fmt.Printf("%2d ", i+1)
				w, _ := text.WrapLeftPadded(n, width()-1, 3)
				fmt.Print(strings.ReplaceAll(strings.TrimLeft(w, " "), "\n", "\r\n"), "\r\n")
			}
		case "add":
			notes = append(notes, arg)
			fmt.Printf("Added note %d.\r\n", len(notes))
		case "show":
			var n int
			if _, err := fmt.Sscan(arg, &n); err != nil || n < 1 || n > len(notes) {
				say("No such note: "+arg, 0)
				continue
			}
			say(notes[n-1], 0)
		case "quit", "exit":
			return
		default:
			say(fmt.Sprintf("Unknown command %q; type help for the commands.", cmd), 0)
		}
	}
}
