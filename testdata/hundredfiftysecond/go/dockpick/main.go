// Command dockpick asks which dock a ferry should use with a Bubble Tea
// program on github.com/charmbracelet/bubbles' list (its default
// delegate: a title and a description for each entry, a filter on "/"),
// in the alternate screen, and prints the answer. It is a fixture of
// agentty's hundredfiftysecond set, whose screens were never used to
// tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"
)

type dock struct{ title, desc string }

func (d dock) Title() string       { return d.title }
func (d dock) Description() string { return d.desc }
func (d dock) FilterValue() string { return d.title }

type model struct {
	list   list.Model
	choice string
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.list.SetSize(msg.Width, msg.Height-1)
	case tea.KeyMsg:
		if msg.String() == "enter" && m.list.FilterState() != list.Filtering {
			if d, ok := m.list.SelectedItem().(dock); ok {
				m.choice = d.title
			}
			return m, tea.Quit
		}
	}
	var cmd tea.Cmd
	m.list, cmd = m.list.Update(msg)
	return m, cmd
}

func (m model) View() string { return m.list.View() }

func main() {
	items := []list.Item{
		dock{"Harbour Gate", "deep water, two cranes"},
		dock{"Salt Wharf", "shallow, no cranes"},
		dock{"North Mole", "sheltered, one crane"},
		dock{"Ferry Steps", "passengers only"},
	}
	l := list.New(items, list.NewDefaultDelegate(), 0, 0)
	l.Title = "Which dock should the ferry use?"
	p := tea.NewProgram(model{list: l}, tea.WithAltScreen())
	m, err := p.Run()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if c := m.(model).choice; c != "" {
		fmt.Println("ANSWER", c)
	}
}
