package main

import (
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// attach --exclusive stops an agent's send_keys under way through the
// session host at once: of twelve keys going into a program that reads
// one when the test lets it, the four it read before the person's
// terminal showed the session are all it gets; the person's keys come
// next, and the agent's result says how many of its keys went in before.
func TestAttachExclusiveStopsAgentKeys(t *testing.T) {
	sessiontest.Need(t, "python3")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	pr := sessiontest.NewPacedReader(t)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": pr.Argv, "expect": "paced ready", "cols": 60, "rows": 8}, &v)
	done := make(chan string, 1)
	go func() {
		res, err := fe.call("send_keys", map[string]any{"session_id": v.SessionID, "keys": "abcdefghijkl", "expect": "never shown", "timeout_ms": 10000}, time.Minute)
		switch {
		case err != nil:
			done <- err.Error()
		case !res.IsError:
			done <- "no error: " + tools.Text(res)
		default:
			done <- tools.Text(res)
		}
	}()
	for range 4 {
		pr.ReadOne(t)
	}
	p := startPerson(t, 80, 12, "attach", "--exclusive", "--runtime-dir", dir, v.SessionID)
	p.until("the session", shows("paced ready"))
	before := pr.Read(t)
	p.typ("Z")
	answer := <-done
	p.typ("Y")
	got := pr.ReadUntil(t, 'Y', 14)
	after := len(strings.NewReplacer("Z", "", "Y", "").Replace(got[len(before):]))
	t.Logf("keys of a 12-key send_keys that reached the program after attach --exclusive: %d (read %q before it, %q in all)", after, before, got)
	if before != "abcd" || got != "abcdZY" {
		t.Errorf("the program read %q before the take-over and %q in all, want abcd and abcdZY", before, got)
	}
	if !strings.Contains(answer, "4 of its 12 keys reached the program before") {
		t.Errorf("the agent's call answered: %s", answer)
	}
	p.typ("\x1d")
	p.wait()
}
