package tools_test

import (
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
)

// TestModesForWhatIsThere: a full-screen program of no other kind is tui,
// an exited session exited, and a shell running a command says so, the
// same on every look while the command runs (its programs come and go).
func TestModesForWhatIsThere(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "htop")
	h := newHarness(t, session.Config{})

	v := h.open(map[string]any{"argv": []string{"htop"}, "cols": 100, "rows": 30, "expect": "PID"})
	v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "waiting_for_input"})
	if v.Mode != "tui" || v.ModeDetail != "htop, full-screen" {
		t.Errorf("htop: %s (%s)", v.Mode, v.ModeDetail)
	}

	v = h.open(map[string]any{"command": "echo bye; exit 4"})
	v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "exited"})
	if v.Mode != "exited" {
		t.Errorf("an exited session: %s (%s)", v.Mode, v.ModeDetail)
	}

	id := h.open(nil).SessionID
	const loop = "for i in 1 2 3 4 5 6; do sleep 0.25; done"
	h.screen("send_text", map[string]any{"session_id": id, "text": loop, "enter": true, "timeout_ms": 100})
	deadline := time.Now().Add(1 * time.Second)
	looks := 0
	for time.Now().Before(deadline) {
		v = h.screen("read_screen", map[string]any{"session_id": id})
		looks++
		if v.State == session.WaitingForInput {
			break // the loop ended (a slow machine)
		}
		if v.Mode != "shell" || v.ModeDetail != "running: "+loop {
			t.Fatalf("look %d while the loop runs: %s (%s)", looks, v.Mode, v.ModeDetail)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if looks < 5 {
		t.Fatalf("only %d looks while the loop ran", looks)
	}
	v = h.screen("wait_for", map[string]any{"session_id": id, "state": "waiting_for_input", "timeout_ms": 10000})
	if v.Mode != "shell" || !strings.HasSuffix(v.ModeDetail, "prompt") || v.LastCommand == nil || v.LastCommand.Command != loop {
		t.Fatalf("after the loop: %s (%s), last command %+v", v.Mode, v.ModeDetail, v.LastCommand)
	}
}
