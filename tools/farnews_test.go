package tools_test

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestFarResultsSayTheNews: the header of a result on a session of
// another machine says only what changed since the agent's last result
// there, as on one of this host's: this host reckons it from what it
// showed the agent (the machine's text, which says it too, is not passed
// on), the cursor where typing goes too, from the rows the deltas built.
// An error that shows the final screen there carries it as data, as here.
func TestFarResultsSayTheNews(t *testing.T) {
	sessiontest.Need(t, "bash", "cat")
	far := newMCPMachine(t)
	m := session.NewManager(session.Config{})
	h := &harness{t: t, m: m, srv: tools.NewServer(m, "test", tools.WithMachines(far))}
	h.connect()
	t.Cleanup(func() {
		_ = h.c.Close()
		_ = m.Close()
	})
	headOf := func(text string) string { return strings.Replace(headOf(text), " (inferred from quiet)", "", 1) }
	text, v := h.text("open_session", map[string]any{"machine": "box", "argv": []string{"bash", "--norc"}, "env": map[string]any{"PS1": "$ "}, "cols": 80, "rows": 10})
	id := v.SessionID
	if head := headOf(text); !strings.HasPrefix(id, "box:") || head != "["+id+"] shell (bash prompt) · waiting_for_input" {
		t.Errorf("the first header: %s", head)
	}
	for _, step := range []struct {
		tool string
		args map[string]any
		head string
	}{
		{"send_keys", map[string]any{"keys": "xy"}, "waiting_for_input"},
		{"send_keys", map[string]any{"keys": "<left>"}, "waiting_for_input · cursor 0,3"},
		{"send_keys", map[string]any{"keys": "<end><ctrl-u>"}, "waiting_for_input"},
		{"resize_session", map[string]any{"cols": 90, "rows": 10}, "waiting_for_input · 90x10"},
		{"send_text", map[string]any{"text": "cat", "enter": true}, "unknown (cat waiting for input, no prompt recognised) · waiting_for_input"},
		{"send_text", map[string]any{"text": "meow", "enter": true}, "waiting_for_input"},
		{"send_keys", map[string]any{"keys": "<ctrl-d>"}, "shell (bash prompt) · waiting_for_input"},
		{"read_screen", map[string]any{}, "waiting_for_input (unchanged)"},
		// Asked for whole: all of the header, and the rows, unchanged.
		{"read_screen", map[string]any{"delta": false}, "[" + id + "] bash · shell (bash prompt) · waiting_for_input · cursor 3,2 visible · 90x10 (unchanged)"},
		{"send_text", map[string]any{"text": "exit 4", "enter": true}, "exited (code 4) · closed"},
	} {
		step.args["session_id"] = id
		text, _ := h.text(step.tool, step.args)
		if head := headOf(text); head != step.head {
			t.Errorf("%s %v: the header is %q, want %q:\n%s", step.tool, step.args, head, step.head, text)
		}
		if step.args["delta"] == false && !strings.Contains(text, "\n$ cat\n") {
			t.Errorf("read_screen with delta false: no rows:\n%s", text)
		}
	}
	res := h.call("send_keys", map[string]any{"session_id": id, "keys": "x"})
	var w tools.Screen
	if err := tools.Decode(res, &w); err != nil || !res.IsError || w.SessionID != id || w.State != session.Exited || w.Machine != "box" {
		t.Errorf("input to the ended session there: error %v, structured content %+v (%v):\n%s", res.IsError, w, err, tools.Text(res))
	}
	if text := tools.Text(res); !strings.HasPrefix(text, "machine box: session s") || !strings.Contains(text, "has exited (code 4)") {
		t.Errorf("its text: %s", text)
	}
}
