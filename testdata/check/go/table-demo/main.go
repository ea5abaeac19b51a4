// Command table-demo asks which service to restart with a table of
// github.com/charmbracelet/bubbles (a header, rows, the current one set
// apart) under the question and over a hint; Enter prints the chosen
// service. It is in agentty's check set.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/table"
	tea "github.com/charmbracelet/bubbletea"
)

type model struct {
	t      table.Model
	chosen string
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "ctrl+c", "q":
			return m, tea.Quit
		case "enter":
			m.chosen = m.t.SelectedRow()[0]
			return m, tea.Quit
		}
	}
	var cmd tea.Cmd
	m.t, cmd = m.t.Update(msg)
	return m, cmd
}

func (m model) View() string {
	if m.chosen != "" {
		return ""
	}
	return "Which service should be restarted?\n\n" + m.t.View() + "\n\n↑/↓ move • enter restart • q quit\n"
}

func main() {
	t := table.New(
		table.WithColumns([]table.Column{{Title: "Service", Width: 12}, {Title: "State", Width: 10}, {Title: "Restarts", Width: 8}}),
		table.WithRows([]table.Row{{"api", "running", "0"}, {"worker", "running", "2"}, {"scheduler", "failed", "5"}}),
		table.WithFocused(true),
		table.WithHeight(4),
	)
	final, err := tea.NewProgram(model{t: t}).Run()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %s\n", final.(model).chosen)
}
