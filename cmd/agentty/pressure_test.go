package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// Past the sessions its descriptor limit holds, a session host refuses
// open_session with a tool error that names the limit, the sessions idle
// longest and the next step, and goes on answering: its front ends'
// probe, list_sessions, agentty host status (which says how many sessions
// it holds and what they cost). A closed session makes room for the next.
// Past --max-sessions the same. The host runs with a descriptor limit of
// 400, of which a reserve of 256 is kept for its clients: 18 sessions.
func TestHostUnderPressure(t *testing.T) {
	sessiontest.Need(t, "sh", "cat")
	wrap := filepath.Join(t.TempDir(), "fewfds")
	sessiontest.WriteFile(t, wrap, "#!/bin/sh\nulimit -S -n 400 && ulimit -H -n 400 && exec '"+os.Args[0]+"' \"$@\"\n")
	if err := os.Chmod(wrap, 0o755); err != nil {
		t.Fatal(err)
	}
	dir := runtimeDir(t)
	fe := startServe(t, serveOpts{bin: wrap}, "--runtime-dir", dir, "--grace", "500ms", "--max-sessions", "100")
	cat := map[string]any{"argv": []string{"cat"}, "cols": 40, "rows": 5}
	var ids []string
	refusal := ""
	for refusal == "" {
		var v tools.Screen
		fe.must(t, "open_session", cat, &v)
		ids = append(ids, v.SessionID)
		if len(ids) == 18 {
			r, err := fe.call("open_session", cat, time.Minute)
			if err != nil {
				t.Fatalf("the 19th open_session: %v", err)
			}
			if !r.IsError {
				t.Fatalf("a 19th session opened within a descriptor limit of 400: %s", tools.Text(r))
			}
			refusal = tools.Text(r)
		}
	}
	t.Logf("refused: %s", refusal)
	for _, want := range []string{"descriptor limit (400", "idle longest: " + ids[0] + " (cat) idle", "close_session"} {
		if !strings.Contains(refusal, want) {
			t.Errorf("the refusal does not say %q: %s", want, refusal)
		}
	}
	hostInfo(t, dir) // the probe a front end makes: it answers
	var l tools.List
	fe.must(t, "list_sessions", nil, &l)
	if l.Matched != 18 {
		t.Errorf("list_sessions after the refusal: %d sessions", l.Matched)
	}
	out, err := agentty(t, "host", "status", "--runtime-dir", dir).CombinedOutput()
	t.Logf("host status:\n%s", out)
	if err != nil || !strings.Contains(string(out), "runs 18 sessions") || !strings.Contains(string(out), "of 400 descriptors") ||
		!strings.Contains(string(out), "it takes 100 sessions (--max-sessions), 18 within its descriptor limit") || !strings.Contains(string(out), "MiB resident") {
		t.Errorf("host status: %v\n%s", err, out)
	}
	fe.must(t, "close_session", map[string]any{"session_id": ids[3], "force": true}, nil)
	fe.must(t, "open_session", cat, nil)

	dir = runtimeDir(t)
	fe = startFrontEnd(t, dir, nil, "--max-sessions", "2")
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "name": "first"}, nil)
	fe.must(t, "open_session", cat, nil)
	r, err := fe.call("open_session", cat, time.Minute)
	if err != nil || !r.IsError {
		t.Fatalf("a third session past --max-sessions 2: %v %+v", err, r)
	}
	msg := tools.Text(r)
	for _, want := range []string{"2 sessions are open", "--max-sessions", "idle longest: ", "(first) idle", "close_session"} {
		if !strings.Contains(msg, want) {
			t.Errorf("past --max-sessions, the refusal does not say %q: %s", want, msg)
		}
	}
	hostInfo(t, dir)
}
