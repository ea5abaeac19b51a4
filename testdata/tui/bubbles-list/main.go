// Command bubbles-list is the list of charmbracelet/bubbles with its
// default delegate, as many Charm programs draw a choice: a title, a
// count of the items, each item a title over a line describing it, the
// current one marked by a bar down its left side, and a help row of the
// keys. Enter prints the choice. agentty's tests drive it.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"
)

type fruit struct{ title, desc string }

func (f fruit) Title() string       { return f.title }
func (f fruit) Description() string { return f.desc }
func (f fruit) FilterValue() string { return f.title }

type model struct {
	list   list.Model
	chosen string
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.list.SetSize(msg.Width, msg.Height)
	case tea.KeyMsg:
		if msg.String() == "enter" {
			if f, ok := m.list.SelectedItem().(fruit); ok {
				m.chosen = f.title
			}
			return m, tea.Quit
		}
	}
	var cmd tea.Cmd
	m.list, cmd = m.list.Update(msg)
	return m, cmd
}

func (m model) View() string {
	if m.chosen != "" {
		return ""
	}
	return m.list.View()
}

func main() {
	items := []list.Item{
		fruit{"Apple", "A red fruit"},
		fruit{"Banana", "A yellow fruit"},
		fruit{"Cherry", "A small fruit"},
	}
	l := list.New(items, list.NewDefaultDelegate(), 60, 20)
	l.Title = "Groceries"
	final, err := tea.NewProgram(model{list: l}, tea.WithAltScreen()).Run()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if m, ok := final.(model); ok && m.chosen != "" {
		fmt.Println("ANSWER " + m.chosen)
	}
}
