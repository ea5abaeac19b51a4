// Command burrowfiles asks for a file to attach with
// github.com/charmbracelet/bubbles' file picker, over the current
// directory, inline (not in the alternate screen), its question on the
// line above, and prints the path picked. It is a fixture of agentty's
// hundredfiftysecond set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/filepicker"
	tea "github.com/charmbracelet/bubbletea"
)

type model struct {
	picker filepicker.Model
	picked string
}

func (m model) Init() tea.Cmd { return m.picker.Init() }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && (k.String() == "ctrl+c" || k.String() == "q") {
		return m, tea.Quit
	}
	var cmd tea.Cmd
	m.picker, cmd = m.picker.Update(msg)
	if ok, path := m.picker.DidSelectFile(msg); ok {
		m.picked = path
		return m, tea.Quit
	}
	return m, cmd
}

func (m model) View() string {
	return "Pick a file to attach to the report:\n\n" + m.picker.View() + "\n"
}

func main() {
	fp := filepicker.New()
	dir, _ := os.Getwd()
	fp.CurrentDirectory = dir
	fp.SetHeight(8)
	m, err := tea.NewProgram(model{picker: fp}).Run()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if p := m.(model).picked; p != "" {
		fmt.Println("ANSWER", p)
	}
}
