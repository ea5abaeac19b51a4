// restore-table lists snapshots in an aquasecurity/table table with
// rounded borders, the highlighted row in reverse video, moved with the
// arrow keys; enter asks whether to restore the chosen one.
package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"agentty.test/twohundredthirtythird/internal/keys"
	"github.com/aquasecurity/table"
)

var rows = [][]string{
	{"nightly-1127", "2026-11-27 02:00", "4.2 GB", "full"},
	{"nightly-1126", "2026-11-26 02:00", "310 MB", "incremental"},
	{"nightly-1125", "2026-11-25 02:00", "295 MB", "incremental"},
	{"weekly-48", "2026-11-23 03:30", "4.1 GB", "full"},
	{"weekly-47", "2026-11-16 03:30", "4.0 GB", "full"},
}

// render draws the table and puts the highlighted row in reverse video.
func render(cur int) []string {
	var b bytes.Buffer
	t := table.New(&b)
	t.SetDividers(table.UnicodeRoundedDividers)
	t.SetHeaders("Snapshot", "Taken", "Size", "Kind")
	t.SetHeaderStyle(table.StyleBold)
	t.SetRowLines(false)
	t.SetAlignment(table.AlignLeft, table.AlignLeft, table.AlignRight, table.AlignLeft)
	t.AddRows(rows...)
	t.Render()
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	// top border, header, rule, then a line a row
	i := 3 + cur
	lines[i] = "\033[7m" + stripLines(lines[i]) + "\033[m"
	for j := range lines {
		lines[j] += "\033[m"
	}
	return append([]string{"\033[1mChoose a snapshot to restore\033[m  \033[2m(↑/↓ move, enter choose)\033[m"}, lines...)
}

// stripLines drops the line colour from a row, for reverse video over it.
func stripLines(s string) string {
	var out strings.Builder
	esc := false
	for _, r := range s {
		switch {
		case r == 27:
			esc = true
		case esc:
			if r == 'm' {
				esc = false
			}
		default:
			out.WriteRune(r)
		}
	}
	return out.String()
}

func main() {
	restore := keys.Raw()
	keys.HideCursor()
	var f keys.Frame
	cur := 0
	for {
		f.Draw(render(cur))
		switch keys.Read() {
		case keys.Up:
			cur = (cur + len(rows) - 1) % len(rows)
			continue
		case keys.Down:
			cur = (cur + 1) % len(rows)
			continue
		case keys.Quit, "q":
			keys.ShowCursor()
			f.Done()
			restore()
			os.Exit(1)
		case keys.Enter:
		default:
			continue
		}
		break
	}
	f.Done()
	keys.ShowCursor()
	fmt.Printf("Restore %s over /srv/depot? (y/N) ", rows[cur][0])
	for {
		switch keys.Read() {
		case "y", "Y":
			fmt.Print("yes\r\nRestoring…\r\n")
		case "n", "N", keys.Enter:
			fmt.Print("no\r\n")
		case keys.Quit:
		default:
			continue
		}
		break
	}
	restore()
}
