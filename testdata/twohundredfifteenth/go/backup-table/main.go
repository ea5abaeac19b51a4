// backup-table asks which backup to restore: a table drawn with go-ansi
// (a bold header row, a rule, one row a backup), the highlighted row in
// reverse video, the cursor hidden; enter restores it.
package main

import (
	"fmt"

	ansi "github.com/k0kubun/go-ansi"

	"agentty.test/twohundredfifteenth/internal/keys"
)

func main() {
	type backup struct{ name, taken, size, kind string }
	backups := []backup{
		{"nightly-1127", "2026-11-27 02:00", "4.2 GB", "full"},
		{"nightly-1126", "2026-11-26 02:00", "310 MB", "incremental"},
		{"nightly-1125", "2026-11-25 02:00", "295 MB", "incremental"},
		{"weekly-48", "2026-11-23 03:30", "4.1 GB", "full"},
		{"weekly-47", "2026-11-16 03:30", "4.0 GB", "full"},
	}
	row := func(a, b, c, d string) string { return fmt.Sprintf("%-14s %-18s %8s  %-12s", a, b, c, d) }
	restore := keys.Raw()
	ansi.CursorHide()
	defer func() { ansi.CursorShow(); restore() }()
	var f keys.Frame
	at := 0
	for {
		rows := []string{"Choose a backup to restore \033[2m(↑/↓, enter)\033[m", "",
			"  \033[1m" + row("NAME", "TAKEN", "SIZE", "KIND") + "\033[m",
			"  " + row("──────────────", "──────────────────", "────────", "────────────")}
		for i, b := range backups {
			r := row(b.name, b.taken, b.size, b.kind)
			if i == at {
				r = "\033[7m" + r + "\033[m"
			}
			rows = append(rows, "  "+r)
		}
		f.Draw(rows)
		switch keys.Read() {
		case keys.Up:
			if at > 0 {
				at--
			}
		case keys.Down:
			if at < len(backups)-1 {
				at++
			}
		case keys.Enter:
			f.Done()
			fmt.Print("Restoring ", backups[at].name, "\r\n")
			return
		case keys.Quit:
			f.Done()
			return
		}
	}
}
