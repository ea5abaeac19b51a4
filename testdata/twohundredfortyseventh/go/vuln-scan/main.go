// vuln-scan scans an image for vulnerabilities the way syft and grype
// show their work, with anchore/bubbly's task rows (a spinner, a title,
// a progress bar and a hint each, on wagoodman/go-progress), then asks
// whether to open a ticket for what it found. With "slow" its scan does
// not end.
package main

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/anchore/bubbly/bubbles/frame"
	"github.com/anchore/bubbly/bubbles/taskprogress"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/wagoodman/go-progress"

	"agentty.test/twohundredfortyseventh/internal/keys"
)

// job is one task's progress and stage.
type job struct {
	*progress.Manual
	*progress.AtomicStage
}

type model struct {
	frame *frame.Frame
	tasks []taskprogress.Model
	jobs  []job
}

func (m model) Init() tea.Cmd {
	var cmds []tea.Cmd
	for _, t := range m.tasks {
		cmds = append(cmds, t.Init())
	}
	return tea.Batch(cmds...)
}

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == "ctrl+c" {
		os.Exit(130)
	}
	if _, ok := msg.(doneMsg); ok {
		return m, tea.Quit
	}
	f, cmd := m.frame.Update(msg)
	m.frame = f.(*frame.Frame)
	return m, cmd
}

func (m model) View() string { return m.frame.View() }

type doneMsg struct{}

func main() {
	slow := len(os.Args) > 1 && os.Args[1] == "slow"
	fmt.Println("Scanning registry.example.invalid/relay/api:2.4")
	titles := []taskprogress.Title{
		{Default: "Load vulnerability DB", Running: "Loading vulnerability DB", Success: "Loaded vulnerability DB"},
		{Default: "Index file system", Running: "Indexing file system", Success: "Indexed file system"},
		{Default: "Catalog packages", Running: "Cataloging packages", Success: "Cataloged packages"},
		{Default: "Scan for vulnerabilities", Running: "Scanning for vulnerabilities", Success: "Scanned for vulnerabilities"},
	}
	sizes := []int64{40, 120, 214, 214}
	var wg sync.WaitGroup
	fr := frame.New()
	fr.ShowFooter(false)
	m := model{frame: fr}
	for i, t := range titles {
		j := job{progress.NewManual(sizes[i]), progress.NewAtomicStage("")}
		tm := taskprogress.New(&wg, taskprogress.WithStagedProgressable(j))
		tm.TitleOptions = t
		tm.TitleWidth = 30
		tm.HideProgressOnSuccess = true
		m.tasks = append(m.tasks, tm)
		m.jobs = append(m.jobs, j)
		fr.AppendModel(tm)
	}
	p := tea.NewProgram(m)
	go work(p, m.jobs, slow)
	if _, err := p.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println()
	fmt.Println("relay/api:2.4  3 critical, 7 high, 12 medium")
	if a := keys.Line("Open a ticket for the 3 critical findings? [y/N] "); !strings.HasPrefix(strings.ToLower(a), "y") {
		fmt.Println("No ticket opened.")
		return
	}
	who := keys.Line("Assign the ticket to [security-team]: ")
	if who == "" {
		who = "security-team"
	}
	fmt.Printf("Ticket SEC-1412 opened for %s.\n", who)
}

// work advances the jobs one after the other; slowed, the second never
// ends.
func work(p *tea.Program, jobs []job, slow bool) {
	stages := [][]string{
		{"v6.1.2", "v6.1.2 · built 2026-11-27"},
		{"/srv/relay", "1,204 files"},
		{"scanning layers", "214 packages"},
		{"matching", "22 vulnerability matches"},
	}
	for i, j := range jobs {
		j.AtomicStage.Set(stages[i][0])
		steps := int64(20)
		each := 40 * time.Millisecond
		if slow && i == 1 {
			each = 30 * time.Second
		}
		size := j.Size()
		for s := int64(1); s <= steps; s++ {
			time.Sleep(each)
			j.Manual.Set(size * s / steps)
		}
		j.AtomicStage.Set(stages[i][1])
		j.SetCompleted()
	}
	time.Sleep(600 * time.Millisecond)
	p.Send(doneMsg{})
}
