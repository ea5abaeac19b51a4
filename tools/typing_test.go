package tools_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestSendTextEnterSubmits: send_text with enter submits a text field
// that reads the text and an Enter written at once as one input: Ink's
// text input (ink-text-input hands the field the whole chunk, "\r" and
// all) and a composer in the manner of Codex's (testdata/tui/composer:
// it enables bracketed paste, and takes characters that arrive together
// as a paste, an Enter among them a newline). The text goes as a paste,
// bracketed where the program enabled it, and Enter as a key of its own
// once the program has read the text; each program prints what it took.
func TestSendTextEnterSubmits(t *testing.T) {
	h := newHarness(t, session.Config{})
	npm, bin := npmDir(t), goBin(t)
	ink := sessiontest.Node(npm, true, "ink-select.mjs", "text")
	composer := []string{filepath.Join(bin, "composer")}
	for _, c := range []struct {
		name  string
		argv  []string
		args  map[string]any
		want  string
		paste tools.Paste // reported, with paste: true
	}{
		{"ink text input", ink, map[string]any{"text": "my-shop"}, `ANSWER "my-shop"`, ""},
		{"ink text input, again", ink, map[string]any{"text": "my-shop-2"}, `ANSWER "my-shop-2"`, ""},
		{"composer", composer, map[string]any{"text": "ship it"}, `SUBMITTED "ship it"`, ""},
		{"composer, lines", composer, map[string]any{"text": "line one\nline two"}, `SUBMITTED "line one\nline two"`, ""},
		{"composer, paste reported", composer, map[string]any{"text": "pasted", "paste": true}, `SUBMITTED "pasted"`, tools.Bracketed},
		{"composer, typed", composer, map[string]any{"text": "typed", "paste": false}, `SUBMITTED "typed"`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := h.open(map[string]any{"argv": c.argv, "cols": 80, "rows": 10})
			if v.State == session.Running {
				// node may take longer to start than open_session waits
				// on a loaded machine.
				v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "waiting_for_input", "timeout_ms": 30_000})
			}
			args := map[string]any{"session_id": v.SessionID, "enter": true, "expect": c.want, "timeout_ms": 30_000}
			for k, a := range c.args {
				args[k] = a
			}
			v = h.screen("send_text", args)
			if !strings.Contains(screenText(v), c.want) || v.Paste != c.paste {
				t.Fatalf("send_text %v: want %q on the screen (paste %q, reported %q):\n%s", c.args, c.want, c.paste, v.Paste, tools.Render(v))
			}
		})
	}
}

// TestSendTextShellsAndPasswords: in bash, whose readline enables
// bracketed paste, a pasted command runs on the Enter after it, and
// lines pasted together run together; a password prompt, which enables
// none, takes the text typed and the Enter.
func TestSendTextShellsAndPasswords(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cols": 80, "rows": 12}).SessionID
	s, err := h.m.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Terminal().Modes().BracketedPaste {
		t.Fatal("bash's readline did not enable bracketed paste")
	}
	v := h.screen("send_text", map[string]any{"session_id": id, "text": "echo v$((6*7))", "enter": true})
	if !strings.Contains(screenText(v), "\nv42") {
		t.Fatalf("the command:\n%s", tools.Render(v))
	}
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "echo one\necho two", "enter": true})
	if !strings.Contains(screenText(v), "\none\ntwo") {
		t.Fatalf("two lines pasted:\n%s", tools.Render(v))
	}
	h.screen("send_text", map[string]any{"session_id": id, "text": `read -rs -p 'Password: ' pw; echo; echo "got ${#pw}"`, "enter": true})
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "hunter2-x", "secret": true, "enter": true})
	if !strings.Contains(screenText(v), "got 9") || strings.Contains(screenText(v), "hunter2-x") {
		t.Fatalf("the password:\n%s", tools.Render(v))
	}
}
