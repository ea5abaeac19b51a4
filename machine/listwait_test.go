package machine

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestListingWhileLinkIsMade: a listing (agentty ls, list_sessions, the
// page) does not wait for a link to a machine in use that another call is
// making again and that takes long (a prefix that does not answer): it
// answers within its wait, with a note naming that machine.
func TestListingWhileLinkIsMade(t *testing.T) {
	sessiontest.Need(t, "sh", "cat", "sleep")
	bin := buildAgentty(t)
	far := newFarSide(t)
	stall := filepath.Join(far.dir, "stall")
	prefix := far.prefix(t)
	// From the stall file on, the prefix does not answer.
	wrapper := filepath.Join(far.dir, "stalling")
	body := "#!/bin/sh\n[ -e " + stall + " ] && exec sleep 60\nexec " + strings.Join(prefix, " ") + " \"$@\"\n"
	if err := os.WriteFile(wrapper, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	m := Machine{Name: "box", Prefix: []string{wrapper}, Timeout: 20 * time.Second}
	fleet := NewFleet(func() (Config, error) { return Config{Machines: map[string]Machine{"box": m}}, nil }, Options{Version: "list-test", Self: bin})
	t.Cleanup(func() { fleet.Close() })
	ctx := context.Background()
	res, err := fleet.Call(ctx, "box", "open_session", map[string]any{"argv": []string{"cat"}})
	if err != nil || res.IsError {
		t.Fatalf("open_session on box: %v %v", err, res)
	}
	if err := os.WriteFile(stall, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	fleet.mu.Lock()
	h := fleet.hosts["box"]
	fleet.mu.Unlock()
	h.link.Kill()
	// A call makes the link again, and waits on the prefix.
	go func() { _, _ = fleet.Call(ctx, "box", "list_sessions", nil) }()
	time.Sleep(500 * time.Millisecond) // the call is making the link (not an assertion)
	began := time.Now()
	rows, notes := tools.MachineRows(ctx, fleet)
	took := time.Since(began)
	if took > listWait+3*time.Second {
		t.Errorf("the listing took %v while the link was made again; want it within its wait, %v", took, listWait)
	}
	if len(rows) != 0 || len(notes) != 1 || !strings.Contains(notes[0], "machine box") {
		t.Errorf("the listing while box's link is made: rows %v, notes %q; want a note naming box", rows, notes)
	}
	_ = os.Remove(stall)
}
