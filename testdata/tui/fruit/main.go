// Command fruit is a Bubble Tea program for tuitest's tests, in the
// manner of charmbracelet's list and text input examples: pick a fruit
// from a list (bubbles' list), then type a note about it (bubbles'
// textinput). It prints what was picked and noted, and exits 0; esc or
// ctrl-c quits with 1.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/charmbracelet/bubbles/list"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

type fruit string

func (f fruit) FilterValue() string { return string(f) }

var (
	plain  = lipgloss.NewStyle().PaddingLeft(2)
	chosen = lipgloss.NewStyle().PaddingLeft(0).Foreground(lipgloss.Color("205")).Bold(true)
	title  = lipgloss.NewStyle().Bold(true)
)

// row draws one fruit of the list, the selected one marked.
type row struct{}

func (row) Height() int                         { return 1 }
func (row) Spacing() int                        { return 0 }
func (row) Update(tea.Msg, *list.Model) tea.Cmd { return nil }
func (row) Render(w io.Writer, m list.Model, i int, it list.Item) {
	f, _ := it.(fruit)
	if i == m.Index() {
		fmt.Fprint(w, chosen.Render("> "+string(f)))
		return
	}
	fmt.Fprint(w, plain.Render(string(f)))
}

type model struct {
	list   list.Model
	note   textinput.Model
	picked string // the fruit, once picked: then the note is typed
	done   bool
	quit   bool
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "ctrl+c", "esc":
			m.quit = true
			return m, tea.Quit
		case "enter":
			if m.picked == "" {
				f, _ := m.list.SelectedItem().(fruit)
				m.picked = string(f)
				m.note.Placeholder = "a note about " + m.picked
				return m, m.note.Focus()
			}
			m.done = true
			return m, tea.Quit
		}
	}
	var cmd tea.Cmd
	if m.picked == "" {
		m.list, cmd = m.list.Update(msg)
	} else {
		m.note, cmd = m.note.Update(msg)
	}
	return m, cmd
}

func (m model) View() string {
	switch {
	case m.done:
		return fmt.Sprintf("Picked %s: %s\n", m.picked, m.note.Value())
	case m.quit:
		return "Nothing picked.\n"
	case m.picked != "":
		return title.Render("Note for "+m.picked+":") + "\n" + m.note.View() + "\n\n(enter to finish)\n"
	}
	return m.list.View()
}

func main() {
	var items []list.Item
	for _, f := range []string{"Apple", "Banana", "Cherry", "Durian", "Elderberry"} {
		items = append(items, fruit(f))
	}
	l := list.New(items, row{}, 30, 12)
	l.Title = "Pick a fruit"
	l.Styles.Title = title
	l.SetShowStatusBar(false)
	l.SetFilteringEnabled(false)
	l.SetShowHelp(false)
	note := textinput.New()
	note.CharLimit = 40
	m, err := tea.NewProgram(model{list: l, note: note}).Run()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if m.(model).quit {
		os.Exit(1)
	}
}
