// Command hosts-table shows a table of relay hosts with
// evertras/bubble-table under Bubble Tea, one row focused, until q is
// pressed. It is a fixture of agentty's thirteenth set, whose screens
// were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/evertras/bubble-table/table"
)

type model struct{ table table.Model }

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && (k.String() == "q" || k.String() == "ctrl+c") {
		return m, tea.Quit
	}
	var cmd tea.Cmd
	m.table, cmd = m.table.Update(msg)
	return m, cmd
}

func (m model) View() string {
	return "Relay hosts\n\n" + m.table.View() + "\n\nup/down move, q quits\n"
}

func main() {
	row := func(host, zone, load string) table.Row {
		return table.NewRow(table.RowData{"host": host, "zone": zone, "load": load})
	}
	t := table.New([]table.Column{
		table.NewColumn("host", "Host", 14),
		table.NewColumn("zone", "Zone", 12),
		table.NewColumn("load", "Load", 8),
	}).WithRows([]table.Row{
		row("relay-ams", "eu-west", "0.42"),
		row("relay-iad", "us-east", "1.07"),
		row("relay-sin", "ap-south", "0.15"),
	}).Focused(true)
	if err := tea.NewProgram(model{t}, tea.WithAltScreen()).Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
