// Command tea-list is a Bubble Tea list of the kind many Go command-line
// tools draw: a question, options under it, a cursor marker on the
// highlighted one moved with the arrow keys or j and k, Enter to choose.
// It prints the choice once it has quit. agentty's tests drive it.
package main

import (
	"fmt"
	"os"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

type model struct {
	options []string
	cursor  int
	chosen  string
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "up", "k":
			if m.cursor > 0 {
				m.cursor--
			}
		case "down", "j":
			if m.cursor < len(m.options)-1 {
				m.cursor++
			}
		case "enter":
			m.chosen = m.options[m.cursor]
			return m, tea.Quit
		case "ctrl+c", "q":
			return m, tea.Quit
		}
	}
	return m, nil
}

func (m model) View() string {
	if m.chosen != "" {
		return ""
	}
	var b strings.Builder
	b.WriteString("Which fruit should we buy?\n\n")
	for i, o := range m.options {
		marker := "  "
		if i == m.cursor {
			marker = "> "
		}
		b.WriteString(marker + o + "\n")
	}
	b.WriteString("\n(j/k to move, enter to choose, q to quit)\n")
	return b.String()
}

func main() {
	options := os.Args[1:]
	if len(options) == 0 {
		options = []string{"Apple", "Banana", "Cherry", "Date", "Elderberry"}
	}
	end, err := tea.NewProgram(model{options: options}).Run()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if c := end.(model).chosen; c != "" {
		fmt.Println("chosen:", c)
	}
}
