// volume-pick lists volumes in a table laid out by rodaine/table, one
// row highlighted in reverse video and moved with the arrow keys, then
// asks whether to snapshot the chosen one.
package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/rodaine/table"

	"agentty.test/twohundredfortyseventh/internal/keys"
)

var volumes = [][]string{
	{"vol-data-01", "100 GiB", "db-1", "2026-09-14"},
	{"vol-logs-02", "40 GiB", "web-2", "2026-10-02"},
	{"vol-cache-03", "20 GiB", "web-1", "2026-10-19"},
	{"vol-media-04", "250 GiB", "media-1", "2026-11-03"},
	{"vol-build-05", "60 GiB", "(none)", "2026-11-21"},
}

func main() {
	var buf bytes.Buffer
	tbl := table.New("NAME", "SIZE", "ATTACHED TO", "CREATED").WithWriter(&buf).WithPadding(3)
	tbl.WithHeaderFormatter(func(f string, a ...interface{}) string { return "\033[1m" + fmt.Sprintf(f, a...) + "\033[0m" })
	for _, v := range volumes {
		tbl.AddRow(v[0], v[1], v[2], v[3])
	}
	tbl.Print()
	lines := strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")
	header, rows := lines[0], lines[1:]
	for i, r := range rows {
		rows[i] = strings.TrimRight(strings.ReplaceAll(r, "\033[0m", ""), " ")
	}

	restore := keys.Raw()
	keys.HideCursor()
	at := 0
	var f keys.Frame
	draw := func() {
		out := []string{"\033[1mChoose a volume to snapshot\033[0m  \033[2m(↑/↓ move, enter choose)\033[0m", "", "  " + header}
		for i, r := range rows {
			if i == at {
				out = append(out, "\033[36m❯\033[0m \033[7m"+r+"\033[0m")
			} else {
				out = append(out, "  "+r)
			}
		}
		f.Draw(out)
	}
	draw()
	for {
		switch keys.Read() {
		case keys.Up:
			at = (at + len(rows) - 1) % len(rows)
		case keys.Down:
			at = (at + 1) % len(rows)
		case keys.Enter:
			f.Done()
			keys.ShowCursor()
			v := volumes[at]
			fmt.Printf("\r\nSnapshot %s (%s) now? (y/N) ", v[0], v[1])
			k := keys.Read()
			restore()
			if k == "y" || k == "Y" {
				fmt.Printf("Yes\nSnapshot snap-%s-1127 started.\n", v[0])
			} else {
				fmt.Println("No")
			}
			return
		case keys.Quit:
			restore()
			keys.ShowCursor()
			os.Exit(130)
		}
		draw()
	}
}
