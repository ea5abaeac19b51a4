// Command hosts-grid shows a table of relay hosts with 76creates/stickers
// (a Bubble Tea table of its own): the arrow keys move its cursor cell,
// q quits. It is a fixture of agentty's twentyfirst set, whose screens
// were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/76creates/stickers"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

type model struct {
	table *stickers.TableSingleType[string]
	info  *stickers.FlexBox
}

func main() {
	m := model{
		table: stickers.NewTableSingleType[string](0, 0, []string{"Host", "Zone", "Load"}),
		info:  stickers.NewFlexBox(0, 0).SetHeight(4),
	}
	m.table.SetRatio([]int{2, 2, 1}).SetMinWidth([]int{8, 8, 4})
	m.table.AddRows([][]string{
		{"relay-ams", "eu-west", "0.42"},
		{"relay-iad", "us-east", "1.07"},
		{"relay-sin", "ap-south", "0.15"},
	})
	r := m.info.NewRow()
	r.AddCells([]*stickers.FlexBoxCell{
		stickers.NewFlexBoxCell(1, 1).SetContent("arrows move, q quits"),
	})
	m.info.AddRows([]*stickers.FlexBoxRow{r})
	if err := tea.NewProgram(&m, tea.WithAltScreen()).Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func (m *model) Init() tea.Cmd { return nil }

func (m *model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.table.SetWidth(msg.Width)
		m.table.SetHeight(msg.Height - m.info.GetHeight())
		m.info.SetWidth(msg.Width)
	case tea.KeyMsg:
		switch msg.String() {
		case "ctrl+c", "q":
			return m, tea.Quit
		case "down":
			m.table.CursorDown()
		case "up":
			m.table.CursorUp()
		case "left":
			m.table.CursorLeft()
		case "right":
			m.table.CursorRight()
		}
	}
	return m, nil
}

func (m *model) View() string {
	return lipgloss.JoinVertical(lipgloss.Left, m.table.Render(), m.info.Render())
}
