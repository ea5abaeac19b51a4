// Command siltlog shows a log file in a table of
// github.com/rivo/tview (a fixed header row of time, level and message,
// the selected row in reverse video, a status line with the row and the
// count under it). It is a fixture of agentty's hundredfiftysecond set,
// whose screens were never used to tune the mode classifier.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: siltlog FILE")
		os.Exit(2)
	}
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var rows [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), " ", 3)
		if len(parts) == 3 {
			rows = append(rows, parts)
		}
	}
	f.Close()
	table := tview.NewTable().SetFixed(1, 0).SetSelectable(true, false)
	for c, h := range []string{"TIME", "LEVEL", "MESSAGE"} {
		table.SetCell(0, c, tview.NewTableCell(h).SetTextColor(tcell.ColorYellow).SetSelectable(false))
	}
	for r, row := range rows {
		for c, s := range row {
			cell := tview.NewTableCell(s)
			if c == 1 && s == "ERROR" {
				cell.SetTextColor(tcell.ColorRed)
			}
			table.SetCell(r+1, c, cell)
		}
	}
	status := tview.NewTextView()
	show := func(r, _ int) { status.SetText(fmt.Sprintf(" %s  row %d of %d   ↑↓ PgUp PgDn move   q quit", os.Args[1], r, len(rows))) }
	table.SetSelectionChangedFunc(show)
	table.Select(1, 0)
	show(1, 0)
	table.SetBorder(true).SetTitle(" siltlog ")
	flex := tview.NewFlex().SetDirection(tview.FlexRow).AddItem(table, 0, 1, true).AddItem(status, 1, 0, false)
	app := tview.NewApplication()
	app.SetInputCapture(func(e *tcell.EventKey) *tcell.EventKey {
		if e.Rune() == 'q' {
			app.Stop()
			return nil
		}
		return e
	})
	if err := app.SetRoot(flex, true).Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
