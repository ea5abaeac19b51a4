package tools_test

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestPasteFeedback: send_text with paste says how the text went
// (bracketed when the program enabled it, else typed), and a paste that
// leaves the program waiting for the rest (python3's continuation line,
// bash's continuation prompt) says so in the text with what to send.
func TestPasteFeedback(t *testing.T) {
	sessiontest.Need(t, "python3", "bash", "cat")
	h := newHarness(t, session.Config{})

	// The paste is bracketed when the program enabled bracketed paste (the
	// terminal knows), typed otherwise.
	how := func(id string) (tools.Paste, string) {
		s, err := h.m.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		if s.Terminal().Modes().BracketedPaste {
			return tools.Bracketed, "(pasted as a bracketed paste)"
		}
		return tools.Typed, "(typed, not pasted: the program had not enabled bracketed paste, so each newline was Enter)"
	}

	// A block pasted into python3 without its closing empty line leaves it
	// at "... ", whichever way it went (readline may or may not enable
	// bracketed paste).
	py := h.open(map[string]any{"argv": []string{"python3", "-q"}})
	want, line := how(py.SessionID)
	res := h.ok("send_text", map[string]any{"session_id": py.SessionID, "text": "def f():\n    return 41 + 1\n", "paste": true})
	var v tools.Screen
	h.decode(res, &v)
	if v.Paste != want || !strings.Contains(tools.Text(res), line) {
		t.Fatalf("python3 paste: %q, want %q\n%s", v.Paste, want, tools.Text(res))
	}
	if v.Mode != "repl" || !strings.HasSuffix(v.ModeDetail, "continuation line") ||
		!strings.Contains(tools.Text(res), "python3 waits for the rest of a block: send_text with enter and no text ends it") {
		t.Fatalf("python3 left at its continuation line: %s (%s)\n%s", v.Mode, v.ModeDetail, tools.Text(res))
	}
	h.screen("send_text", map[string]any{"session_id": py.SessionID, "text": "", "enter": true})
	res = h.ok("send_text", map[string]any{"session_id": py.SessionID, "text": "f()", "enter": true})
	if !strings.Contains(plain(tools.Text(res)), "\n42\n") || strings.Contains(tools.Text(res), "waits for the rest") {
		t.Fatalf("after the block:\n%s", tools.Text(res))
	}

	// bash at its prompt: a paste with an unfinished loop leaves it at its
	// continuation prompt.
	sh := h.open(nil)
	if want, _ := how(sh.SessionID); want != tools.Bracketed {
		t.Fatal("bash's readline did not enable bracketed paste")
	}
	res = h.ok("send_text", map[string]any{"session_id": sh.SessionID, "text": "for i in 1 2; do", "paste": true, "enter": true})
	v = tools.Screen{}
	h.decode(res, &v)
	if v.Paste != tools.Bracketed || v.Mode != "shell" || !strings.HasSuffix(v.ModeDetail, "continuation prompt") ||
		!strings.Contains(tools.Text(res), "bash waits for the rest of the command line") {
		t.Fatalf("bash loop: paste %q, %s (%s)\n%s", v.Paste, v.Mode, v.ModeDetail, tools.Text(res))
	}
	res = h.ok("send_text", map[string]any{"session_id": sh.SessionID, "text": "echo n$i; done", "enter": true})
	if !strings.Contains(plain(tools.Text(res)), "\nn1\nn2\n") || strings.Contains(tools.Text(res), "waits for the rest") {
		t.Fatalf("the loop finished:\n%s", tools.Text(res))
	}
	// A long command line that wraps is no continuation.
	res = h.ok("send_text", map[string]any{"session_id": sh.SessionID, "text": "echo " + strings.Repeat("w", 150)})
	if strings.Contains(tools.Text(res), "continuation") {
		t.Fatalf("a wrapped line read as a continuation:\n%s", tools.Text(res))
	}

	// cat never enables bracketed paste: the text is typed.
	c := h.open(map[string]any{"argv": []string{"cat"}})
	res = h.ok("send_text", map[string]any{"session_id": c.SessionID, "text": "one\ntwo\n", "paste": true})
	v = tools.Screen{}
	h.decode(res, &v)
	if v.Paste != tools.Typed || !strings.Contains(tools.Text(res), "typed, not pasted") {
		t.Fatalf("cat paste: %q\n%s", v.Paste, tools.Text(res))
	}
	// Without paste, nothing is said of it.
	res = h.ok("send_text", map[string]any{"session_id": c.SessionID, "text": "three", "enter": true})
	if strings.Contains(tools.Text(res), "paste") {
		t.Fatalf("a plain send_text speaks of pasting:\n%s", tools.Text(res))
	}
}
