// job-board is a full-screen board of a cluster's batch jobs on the
// alternate screen, their table laid out by rodaine/table and coloured
// with wzshiming/ctc: a title bar, the highlighted row in reverse video,
// a row of keys at the foot; d asks, in a box, whether to delete the
// highlighted job.
package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/rodaine/table"
	"github.com/wzshiming/ctc"
	"golang.org/x/term"

	"agentty.test/twohundredfortyseventh/internal/keys"
)

var jobs = [][]string{
	{"nightly-export", "Running", "0/1", "12m"},
	{"reindex-search", "Complete", "1/1", "2h"},
	{"purge-sessions", "Complete", "1/1", "3h"},
	{"thumbnail-backfill", "Failed", "0/1", "5h"},
	{"billing-rollup", "Complete", "1/1", "9h"},
	{"audit-archive", "Pending", "0/1", "1m"},
}

func pad(s string, w int) string {
	if n := len([]rune(s)); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s
}

func main() {
	w, h, err := term.GetSize(1)
	if err != nil || h < 12 {
		w, h = 80, 24
	}
	var buf bytes.Buffer
	tbl := table.New("NAME", "STATUS", "COMPLETIONS", "AGE").WithWriter(&buf).WithPadding(4)
	for _, j := range jobs {
		tbl.AddRow(j[0], j[1], j[2], j[3])
	}
	tbl.Print()
	lines := strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")
	header, rows := lines[0], lines[1:]
	for i, r := range rows {
		rows[i] = strings.TrimRight(strings.ReplaceAll(r, "\033[0m", ""), " ")
	}

	restore := keys.Raw()
	fmt.Print("\033[?1049h\033[?25l")
	at := 0
	asking := false
	draw := func() {
		fmt.Print("\033[H\033[2J")
		fmt.Print(ctc.Negative, pad(" relay jobs   cluster: east-1   namespace: batch   6 jobs", w), ctc.Reset, "\r\n\r\n")
		fmt.Print(" ", ctc.ForegroundYellow, header, ctc.Reset, "\r\n")
		for i, r := range rows {
			if i == at {
				fmt.Print(" ", ctc.Negative, pad(r, w-2), ctc.Reset, "\r\n")
			} else {
				fmt.Print(" ", r, "\r\n")
			}
		}
		fmt.Printf("\033[%d;1H", h)
		fmt.Print(ctc.ForegroundCyan, "<↑/↓>", ctc.Reset, " move  ", ctc.ForegroundCyan, "<l>", ctc.Reset, " logs  ",
			ctc.ForegroundCyan, "<d>", ctc.Reset, " delete  ", ctc.ForegroundCyan, "<r>", ctc.Reset, " restart  ",
			ctc.ForegroundCyan, "<q>", ctc.Reset, " quit")
		if asking {
			q := fmt.Sprintf("Delete job %s?", jobs[at][0])
			bw := 44
			left := (w - bw) / 2
			top := 12
			box := []string{
				"┌" + strings.Repeat("─", bw-2) + "┐",
				"│" + pad("  "+q, bw-2) + "│",
				"│" + strings.Repeat(" ", bw-2) + "│",
				"│" + strings.Repeat(" ", 11) + fmt.Sprint(ctc.Negative, "[ Cancel ]", ctc.Reset) + "   [ OK ]" + strings.Repeat(" ", bw-2-11-10-9) + "│",
				"└" + strings.Repeat("─", bw-2) + "┘",
			}
			for i, b := range box {
				fmt.Printf("\033[%d;%dH%s", top+i, left+1, b)
			}
		}
	}
	draw()
	for {
		k := keys.Read()
		if asking {
			if k == keys.Enter || k == "n" || k == "\033" {
				asking = false
			}
			draw()
			continue
		}
		switch k {
		case "q", keys.Quit:
			fmt.Print("\033[?25h\033[?1049l")
			restore()
			return
		case keys.Up, "k":
			at = (at + len(rows) - 1) % len(rows)
		case keys.Down, "j":
			at = (at + 1) % len(rows)
		case "d":
			asking = true
		}
		draw()
	}
}
