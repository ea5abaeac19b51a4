package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/agentty/agentty/modes"
)

// TestModeAsTheProgramBegan drives editors and pagers of held-out sets
// from their first screen to a screen of their own that alone reads as
// another program's (an editor's search at the foot over text read as
// a pager's, a pager's search line read as a question, a help screen
// read as a full-screen program's): the mode
// stays what the program showed itself to be (modes.Facts.Began), while
// a question it asks in words over the same editor stays a question.
// The imitations are python3 scripts of the sets' own, so it runs
// wherever the suite does, not only with the held-out sets.
func TestModeAsTheProgramBegan(t *testing.T) {
	if testing.Short() {
		t.Skip("drives imitations of editors and pagers")
	}
	want := []string{
		"atto-like-search",       // an editor's search line over text that alone reads as a pager's
		"jasspa-like-write-file", // an editor's question
		"markless-like-search",   // a pager's search line
		"treemd-like-help",       // a pager's help
	}
	var cases []corpusCase
	for _, c := range slices.Concat(hundredfortyseventhSet(), hundredfiftyninthSet(), hundredninetyfifthSet(), hundredseventyfifthSet()) {
		if slices.Contains(want, c.name) {
			// The program settles on its first screen before the keys,
			// as an agent's first look finds it: a wait for its first
			// words alone can return mid-draw on a loaded machine,
			// running, and a screen drawn while running shows nothing
			// the program began as.
			c.steps = append([]step{c.steps[0], settled}, c.steps[1:]...)
			cases = append(cases, c)
		}
	}
	if len(cases) != len(want) {
		t.Fatalf("found %d of the cases %q", len(cases), want)
	}
	f := newFixtures(t)
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, snap, _, facts, _ := runCase(t, m, f, c)
			if v.Mode != c.mode {
				t.Errorf("got %s (%s), want %s\n%s", v.Mode, v.ModeDetail, c.mode, strings.Join(v.Lines, "\n"))
			}
			if c.mode == modes.Question {
				return
			}
			if facts.Began != c.mode {
				t.Errorf("the program began as %q, want %q", facts.Began, c.mode)
			}
			// Without what it began as, the screen alone reads otherwise:
			// the case needs the fact.
			facts.Began = ""
			if r := modes.Classify(snap, facts); r.Mode == c.mode {
				t.Errorf("read %s without what the program began as: the case tests nothing", r.Mode)
			}
		})
	}
}

// TestBeganAs keeps the first mode of its kind a process showed while
// it waited, and starts over for another process or program.
func TestBeganAs(t *testing.T) {
	var b beganAs
	b.note(7, "ed", Running, modes.Editor) // drawing still: not yet
	if got := b.of(7, "ed"); got != "" {
		t.Errorf("noted while running: %q", got)
	}
	b.note(7, "ed", WaitingForInput, modes.Question) // a question first: no kind of its own
	b.note(7, "ed", WaitingForInput, modes.Editor)
	b.note(7, "ed", WaitingForInput, modes.TUI) // its help, later: the first stays
	if got := b.of(7, "ed"); got != modes.Editor {
		t.Errorf("began as %q, want editor", got)
	}
	if got := b.of(8, "ed"); got != "" {
		t.Errorf("another process began as %q", got)
	}
	b.note(7, "pager", WaitingForInput, modes.Pager) // the process ran another program
	if got := b.of(7, "pager"); got != modes.Pager {
		t.Errorf("after exec: %q, want pager", got)
	}
	b.note(0, "", WaitingForInput, modes.TUI) // no process known
	if got := b.of(0, ""); got != "" {
		t.Errorf("no process: %q", got)
	}
}
