package answer

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// TestConfirmOptions: a confirm's yes and no are the options named so
// (yes, ok; no, cancel); of a dialog's two buttons, the one that is not
// the other answer ("Discard" beside "Cancel"), or, neither named so
// ("Purge" and "Keep"), the first and the second, as modes reads such a
// confirm; three options none named so have no yes nor no.
func TestConfirmOptions(t *testing.T) {
	opts := func(labels ...string) *modes.Prompt {
		p := &modes.Prompt{Kind: modes.Confirm, Question: "Go on?"}
		for _, l := range labels {
			p.Options = append(p.Options, modes.Option{Label: l})
		}
		return p
	}
	for _, c := range []struct {
		name    string
		p       *modes.Prompt
		yes, no int
	}{
		{"yes and no", opts("Yes", "No"), 0, 1},
		{"no first", opts("no", "yes"), 1, 0},
		{"ok and cancel", opts("Ok", "Cancel"), 0, 1},
		{"two buttons that name what they do", opts("Purge", "Keep"), 0, 1},
		{"a button that names what it does, and cancel", opts("Discard", "Cancel"), 0, 1},
		{"three buttons none a yes or no", opts("Drop", "Keep", "Later"), -1, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if y, n := yesOrNo(c.p, true), yesOrNo(c.p, false); y != c.yes || n != c.no {
				t.Errorf("yes %d, no %d; want %d, %d", y, n, c.yes, c.no)
			}
		})
	}
}
