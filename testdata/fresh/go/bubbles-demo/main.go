// Command bubbles-demo runs one widget of github.com/charmbracelet/bubbles
// that agentty's corpus does not: textarea (a commit message, several
// lines; ctrl+d submits) or filepicker (the files of the directory it
// runs in). It prints the answer. It is in agentty's fresh held-out set.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/filepicker"
	"github.com/charmbracelet/bubbles/textarea"
	tea "github.com/charmbracelet/bubbletea"
)

type area struct {
	ta   textarea.Model
	done bool
}

func (m area) Init() tea.Cmd { return textarea.Blink }

func (m area) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "ctrl+c":
			return m, tea.Quit
		case "ctrl+d":
			m.done = true
			return m, tea.Quit
		}
	}
	var cmd tea.Cmd
	m.ta, cmd = m.ta.Update(msg)
	return m, cmd
}

func (m area) View() string {
	if m.done {
		return ""
	}
	return "Describe the change:\n\n" + m.ta.View() + "\n\n(ctrl+d to submit, ctrl+c to cancel)\n"
}

type picker struct {
	fp     filepicker.Model
	chosen string
}

func (m picker) Init() tea.Cmd { return m.fp.Init() }

func (m picker) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && (k.String() == "ctrl+c" || k.String() == "q") {
		return m, tea.Quit
	}
	var cmd tea.Cmd
	m.fp, cmd = m.fp.Update(msg)
	if ok, path := m.fp.DidSelectFile(msg); ok {
		m.chosen = path
		return m, tea.Quit
	}
	return m, cmd
}

func (m picker) View() string {
	if m.chosen != "" {
		return ""
	}
	return "Pick a file to upload:\n\n" + m.fp.View() + "\n"
}

func main() {
	var final tea.Model
	var err error
	switch os.Args[1] {
	case "textarea":
		ta := textarea.New()
		ta.Placeholder = "What changed, and why?"
		ta.Focus()
		final, err = tea.NewProgram(area{ta: ta}).Run()
		if err == nil && final.(area).done {
			fmt.Printf("ANSWER %q\n", final.(area).ta.Value())
		}
	case "filepicker":
		fp := filepicker.New()
		fp.CurrentDirectory, _ = os.Getwd()
		final, err = tea.NewProgram(picker{fp: fp}, tea.WithAltScreen()).Run()
		if err == nil {
			fmt.Printf("ANSWER %s\n", final.(picker).chosen)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
