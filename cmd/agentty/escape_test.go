package main

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// A program is named (its file, and prctl PR_SET_NAME) with a name that clears
// the screen and sets the title, in a session opened by an MCP client whose
// name writes the clipboard (OSC 52). agentty ls lists both spelled out,
// with no control character but the newlines ending its lines, and watch's
// status line names the program spelled out: the person's terminal is not
// cleared and gets no title.
func TestPeopleSeeNamesSpelled(t *testing.T) {
	sessiontest.Need(t, "python3")
	dir := runtimeDir(t)
	fe := startServe(t, serveOpts{name: "\x1b]52;c;aGk=\x07evil"}, "--runtime-dir", dir, "--grace", "500ms")
	const spelled, client = sessiontest.RenamedSpelled, `\x1b]52;c;aGk=\aevil 1 (stdio front end`
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": sessiontest.Renamed(t), "expect": "renamed", "cols": 40, "rows": 5}, &v)
	sessiontest.Eventually(t, 10*time.Second, "the renamed program in front", func() bool {
		fe.must(t, "read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0}, &v)
		return v.Program != "" && v.Program != "python3"
	})
	if v.Program != spelled {
		t.Errorf("program %q, want %s", v.Program, spelled)
	}

	out, err := agenttyIn(t, dir, "ls")
	if err != nil {
		t.Fatalf("ls: %v\n%s", err, out)
	}
	if !utf8.ValidString(out) || strings.IndexFunc(out, func(r rune) bool { return (r < 0x20 && r != '\n') || (r >= 0x7f && r <= 0x9f) }) >= 0 {
		t.Errorf("ls printed control characters: %q", out)
	}
	for _, want := range []string{spelled, client} {
		if !strings.Contains(out, want) {
			t.Errorf("ls lacks %s:\n%s", want, out)
		}
	}

	p := startPerson(t, 80, 10, "watch", "--runtime-dir", dir, v.SessionID)
	s := p.until("the status line naming the program spelled out", shows(v.SessionID+" "+spelled+" · watching"))
	if s.Title != "" || !strings.Contains(s.Lines[0], "renamed") {
		t.Errorf("the person's terminal took the name's controls: title %q, first row %q", s.Title, s.Lines[0])
	}
	p.typ("q")
	p.wait()
}
