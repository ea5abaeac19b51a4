package tools_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// model is what a client holding delta results knows of the screen: it
// moves its rows up by scrolled and sets the changed rows.
type model struct {
	rows    []string
	history []string
}

func (m *model) apply(t *testing.T, v tools.Screen) {
	t.Helper()
	if v.Form != tools.Delta || v.Lines != nil {
		t.Fatalf("not a delta: form %q, %d lines", v.Form, len(v.Lines))
	}
	if !v.Changed {
		if v.ChangedRows != nil || v.NewHistory != nil || v.Scrolled != 0 {
			t.Fatalf("an unchanged screen carries rows: %+v", v)
		}
		return
	}
	k := int(v.Scrolled)
	moved := min(k, len(m.rows))
	m.history = append(m.history, m.rows[:moved]...)
	m.history = append(m.history, v.NewHistory...)
	rows := make([]string, v.Rows)
	for i := range rows {
		if i+k < len(m.rows) {
			rows[i] = m.rows[i+k]
		}
	}
	for _, r := range v.ChangedRows {
		rows[r.Row] = r.Text
	}
	m.rows = rows
}

// lines is the model's screen as a full result has it: trailing empty rows
// dropped.
func (m *model) lines() []string {
	l := m.rows
	for len(l) > 0 && l[len(l)-1] == "" {
		l = l[:len(l)-1]
	}
	return l
}

// tally counts what a task cost: calls, and the characters of the text
// content and of the structured content returned.
type tally struct {
	calls, text, structured int
}

func (c *tally) add(t testing.TB, res *mcp.CallToolResult) {
	t.Helper()
	c.calls++
	c.text += utf8.RuneCountInString(tools.Text(res))
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	c.structured += utf8.RuneCount(b)
}

func (c tally) String() string {
	return fmt.Sprintf("%d calls, %d characters of text, %d of structured content", c.calls, c.text, c.structured)
}

// deltaTexts is every line a delta result carries: the new history, then
// the changed rows.
func deltaTexts(v tools.Screen) []string {
	out := slices.Clone(v.NewHistory)
	for _, r := range v.ChangedRows {
		out = append(out, r.Text)
	}
	return out
}

// TestDeltaPdb steps through a script in pdb with delta results: each
// reply holds just what the step printed (the command's echo, pdb's two
// lines and the next prompt), also once the screen scrolls, and a client
// applying the deltas has the screen a full read shows. The same task in
// full results is counted beside it.
func TestDeltaPdb(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	var src []string
	for i := range 30 {
		src = append(src, fmt.Sprintf("v%d = %d * 7", i, i))
	}
	script := filepath.Join(dir, "steps.py")
	if err := os.WriteFile(script, []byte(strings.Join(src, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	open := map[string]any{"argv": []string{"python3", "-m", "pdb", script}, "cwd": dir}
	steps := 24

	// Full results: the baseline.
	var full tally
	res := h.ok("open_session", open)
	full.add(t, res)
	var v tools.Screen
	h.decode(res, &v)
	h.t.Cleanup(func() { _, _ = h.m.CloseSession(v.SessionID, true) })
	for range steps {
		res = h.ok("send_text", map[string]any{"session_id": v.SessionID, "text": "n", "enter": true})
		full.add(t, res)
	}

	// Delta results.
	var delta tally
	res = h.ok("open_session", open)
	delta.add(t, res)
	h.decode(res, &v)
	id := v.SessionID
	h.t.Cleanup(func() { _, _ = h.m.CloseSession(id, true) })
	if !hasLine(v, "(Pdb)") {
		t.Fatalf("pdb did not start:\n%s", screenText(v))
	}
	m := &model{rows: make([]string, v.Rows)}
	copy(m.rows, v.Lines)
	scrolled := 0
	for i := range steps {
		res = h.ok("send_text", map[string]any{"session_id": id, "text": "n", "enter": true, "delta": true})
		delta.add(t, res)
		v = tools.Screen{}
		h.decode(res, &v)
		// The step ran line i+1 (pdb starts at line 1): the reply is the
		// echo of n, where pdb stopped, the line it shows, the prompt.
		want := []string{"(Pdb) n", fmt.Sprintf("> %s(%d)<module>()", script, i+2), "-> " + src[i+1], "(Pdb)"}
		if got := deltaTexts(v); !slices.Equal(got, want) {
			t.Fatalf("step %d: the delta holds\n%q\nwant just the new lines\n%q\n%s", i, got, want, tools.Text(res))
		}
		if !strings.Contains(tools.Text(res), "-> "+src[i+1]) || strings.Contains(tools.Text(res), "-> "+src[i]+"\n") {
			t.Fatalf("step %d: text rendering:\n%s", i, tools.Text(res))
		}
		if i == steps-1 {
			t.Logf("the last delta reply:\n%s", tools.Text(res))
		}
		scrolled += int(v.Scrolled)
		m.apply(t, v)
		whole := h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
		if got := m.lines(); !slices.Equal(got, whole.Lines) {
			t.Fatalf("step %d: the deltas applied give\n%q\nthe screen is\n%q", i, got, whole.Lines)
		}
	}
	if scrolled == 0 {
		t.Fatal("the screen never scrolled: the test needs it to")
	}
	// Nothing changed since: the header alone, in either form.
	for _, d := range []bool{true, false} {
		res = h.ok("read_screen", map[string]any{"session_id": id, "delta": d})
		v = tools.Screen{}
		h.decode(res, &v)
		if v.Changed || v.Lines != nil || v.ChangedRows != nil || strings.Contains(tools.Text(res), "\n") {
			t.Fatalf("unchanged screen, delta %v:\n%s", d, tools.Text(res))
		}
	}
	t.Logf("pdb task, full results: %s", full)
	t.Logf("pdb task, delta results: %s", delta)
	if delta.text*2 > full.text {
		t.Errorf("delta results (%d characters) are not under half of full ones (%d)", delta.text, full.text)
	}
}

// TestUnchangedIsHeaderAlone: a screen the session returned already comes
// back as its header alone, from read_screen and from close_session of an
// exited session; since_revision 0 gets it whole.
func TestUnchangedIsHeaderAlone(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": "echo bye; exit 3"})
	v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "exited"})
	id := v.SessionID
	res := h.ok("read_screen", map[string]any{"session_id": id})
	if strings.Contains(tools.Text(res), "bye") || strings.Contains(tools.Text(res), "\n") || !strings.Contains(tools.Text(res), "(unchanged)") {
		t.Fatalf("read_screen of a screen already returned:\n%s", tools.Text(res))
	}
	if v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0}); !hasLine(v, "bye") {
		t.Fatalf("since_revision 0:\n%s", screenText(v))
	}
	res = h.ok("close_session", map[string]any{"session_id": id})
	v = tools.Screen{}
	h.decode(res, &v)
	if v.Changed || v.Lines != nil || strings.Contains(tools.Text(res), "bye") || v.ExitCode == nil || *v.ExitCode != 3 {
		t.Fatalf("close_session of an exited session:\n%s", tools.Text(res))
	}
}
