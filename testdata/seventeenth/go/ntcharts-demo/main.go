// Command ntcharts-demo draws a full-screen Bubble Tea board of a bar
// chart of the relay hosts' load with NimbleMarkets/ntcharts, over a line
// of keys; r redraws it with the next load and tells so. It is a fixture
// of agentty's seventeenth set, whose screens were never used to tune the
// mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/NimbleMarkets/ntcharts/barchart"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

type model struct {
	chart    barchart.Model
	refreshs int
}

var loads = [][]float64{{4, 7, 2}, {6, 3, 5}}

func newChart(round int) barchart.Model {
	c := barchart.New(40, 12)
	style := lipgloss.NewStyle().Foreground(lipgloss.Color("10"))
	for i, host := range []string{"ams", "iad", "sin"} {
		c.Push(barchart.BarData{Label: host, Values: []barchart.BarValue{{Name: host, Value: loads[round%2][i], Style: style}}})
	}
	c.Draw()
	return c
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "q", "ctrl+c":
			return m, tea.Quit
		case "r":
			m.refreshs++
			m.chart = newChart(m.refreshs)
		}
	}
	return m, nil
}

func (m model) View() string {
	status := "load of the relay hosts"
	if m.refreshs > 0 {
		status = fmt.Sprintf("refreshed %d times", m.refreshs)
	}
	return "Relay load\n\n" + m.chart.View() + "\n\n" + status + "\n\n r refresh   q quit\n"
}

func main() {
	if _, err := tea.NewProgram(model{chart: newChart(0)}, tea.WithAltScreen()).Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
