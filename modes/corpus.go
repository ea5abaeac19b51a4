package modes

import (
	"strings"

	"github.com/agentty/agentty/emulator"
)

// Sample is one labelled moment of the mode corpus, one JSON file under
// testdata/modes: the screen and the kernel's facts captured live at a
// realistic moment of a real program, and the label a person gave that
// moment. The session package's TestModesCorpus writes the files (go test
// ./session -run ModesCorpus -update) after checking each label live; this
// package's accuracy test classifies them again, offline.
type Sample struct {
	Name    string            `json:"name"`
	Program string            `json:"program"` // the executable the moment needs; the accuracy table groups by it
	Expect  Label             `json:"expect"`
	Facts   Facts             `json:"facts"`
	Screen  emulator.Snapshot `json:"screen"`
}

// Label is what agentty must report at a sample's moment.
type Label struct {
	Mode   Mode   `json:"mode"`
	State  string `json:"state"`  // running, waiting_for_input or exited, as the session package names them
	Detail string `json:"detail"` // the mode detail must contain it
	// Prompt is the prompt the screen shows, null when it shows none.
	Prompt *Prompt `json:"prompt"`
}

// PromptMatch says how far a prompt read from a screen agrees with the
// labelled one: its kind, its options (labels, keys and ticks), its
// highlighted option, and its question and default. A label's question
// or default may hold "…", which stands for any text (a process id, a
// temporary directory's name).
type PromptMatch struct {
	Kind, Options, Selected, Text bool
}

// All reports whether every part agrees.
func (m PromptMatch) All() bool { return m.Kind && m.Options && m.Selected && m.Text }

// MatchPrompt compares a prompt read from a screen with the labelled one;
// nil means no prompt.
func MatchPrompt(want, got *Prompt) PromptMatch {
	if want == nil || got == nil {
		same := want == nil && got == nil
		return PromptMatch{same, same, same, same}
	}
	m := PromptMatch{Kind: want.Kind == got.Kind, Options: len(want.Options) == len(got.Options)}
	for i := 0; m.Options && i < len(want.Options); i++ {
		w, g := want.Options[i], got.Options[i]
		m.Options = w.Label == g.Label && w.Key == g.Key && sameBool(w.Checked, g.Checked)
	}
	m.Selected = want.SelectedIndex() == got.SelectedIndex() && want.Readable() == got.Readable()
	if m.Selected && !want.Readable() {
		// Unreadable: every option's selected is null, none false.
		for _, o := range got.Options {
			m.Selected = m.Selected && o.Selected == nil
		}
	}
	m.Text = matchText(want.Question, got.Question) && matchText(want.Default, got.Default)
	return m
}

func sameBool(a, b *bool) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}

// matchText matches text against a pattern where "…" stands for any text.
func matchText(pattern, s string) bool {
	parts := strings.Split(pattern, "…")
	if len(parts) == 1 {
		return pattern == s
	}
	if !strings.HasPrefix(s, parts[0]) {
		return false
	}
	s = s[len(parts[0]):]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(s, p)
		if i < 0 {
			return false
		}
		s = s[i+len(p):]
	}
	return strings.HasSuffix(s, parts[len(parts)-1])
}
