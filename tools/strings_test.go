package tools_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
)

// A title and a hyperlink holding characters whose UTF-8 has the byte
// 0x9C (✳ is E2 9C B3, “ E2 80 9C) are read whole, as bash prints them:
// the result's title is the whole title, and no byte of either string
// shows on the screen or in run_command's output (before, the title was
// "\xe2" and the screen showed "� done").
func TestTitleWithCharactersLive(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"cols": 60, "rows": 8})
	r := h.run(map[string]any{"session_id": v.SessionID, "command": `printf '\033]0;\342\234\263 done\007'; printf '\033]8;;https://h/\342\200\234\342\234\263\033\\link\033]8;;\033\\\n'`})
	if r.Output != "link" || r.ExitCode == nil || *r.ExitCode != 0 {
		t.Errorf("run_command: output %q, want \"link\", and exit 0", r.Output)
	}
	v = h.screen("read_screen", map[string]any{"session_id": v.SessionID})
	if v.Title != "✳ done" {
		t.Errorf("title %q, want %q", v.Title, "✳ done")
	}
	for _, l := range v.Lines {
		if strings.Contains(l, `\`) {
			// The command line's echo, wrapped where the prompt's
			// directory puts it: its escapes are text, no string's
			// bytes (a row may end in its " done").
			continue
		}
		if strings.ContainsAny(l, "\ufffd✳“") || strings.HasSuffix(l, " done") {
			t.Errorf("a string's bytes reached the screen: %q\n%s", l, strings.Join(v.Lines, "\n"))
		}
	}
	if !slices.Contains(v.Lines, "link") {
		t.Errorf("no row is the link's text alone:\n%s", strings.Join(v.Lines, "\n"))
	}
}
