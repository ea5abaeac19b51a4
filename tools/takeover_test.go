package tools_test

import (
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// A person's take-over through the app stops an agent's send_keys at once:
// of twelve keys going into a program that reads one when the test lets it,
// the four it read before the take-over are all it gets of them; the ones
// typed ahead into the terminal's input queue (or not typed yet) never
// reach it, the person's key comes next, and the call's result says how
// many went in before. The count after the take-over is logged (8 when
// the lock was looked at only as the call began).
func TestTakeOverStopsAgentKeys(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := appHarness(t, time.Minute, mcp.LATEST_LEGACY_PROTOCOL_VERSION)
	p := sessiontest.NewPacedReader(t)
	v := h.open(map[string]any{"argv": p.Argv, "expect": "paced ready"})

	type answer struct {
		text  string
		error bool
	}
	done := make(chan answer, 1)
	go func() {
		// expect holds the call in its wait: it is under way at the take-over.
		res, err := h.callCtx(t.Context(), "send_keys", map[string]any{"session_id": v.SessionID, "keys": "abcdefghijkl", "expect": "never shown", "timeout_ms": 10000})
		if err != nil {
			done <- answer{err.Error(), true}
			return
		}
		done <- answer{tools.Text(res), res.IsError}
	}()
	for range 4 {
		p.ReadOne(t)
	}
	h.app(map[string]any{"session_id": v.SessionID, "hold": true})
	before := p.Read(t)
	// The person types Z; once the agent's call has answered (it writes
	// nothing more), Y: what the program reads up to Y is all it gets.
	h.app(map[string]any{"session_id": v.SessionID, "keys": "Z"})
	r := <-done
	h.app(map[string]any{"session_id": v.SessionID, "keys": "Y"})
	got := p.ReadUntil(t, 'Y', 14)
	after := len(strings.NewReplacer("Z", "", "Y", "").Replace(got[len(before):]))
	t.Logf("keys of a 12-key send_keys that reached the program after the take-over: %d (read %q before it, %q in all)", after, before, got)
	t.Logf("the agent's call answered: %s", strings.SplitN(r.text, "\n", 2)[0])
	if before != "abcd" || got != "abcdZY" {
		t.Errorf("the program read %q before the take-over and %q in all, want abcd and abcdZY", before, got)
	}
	if !r.error || !strings.Contains(r.text, "4 of its 12 keys reached the program before") {
		t.Errorf("the agent's call answered (error %v): %s", r.error, r.text)
	}
	h.app(map[string]any{"session_id": v.SessionID, "hold": false})
}
