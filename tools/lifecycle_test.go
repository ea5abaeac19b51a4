package tools_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// Item 13: closing ends the whole process group; listing shows sessions.
func TestCloseEndsProcessGroupAndList(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": "sleep 1000 & sleep 1000", "name": "sleepers", "timeout_ms": 200})
	if v.State != session.Running || v.Wait.Outcome != session.TimedOut {
		t.Fatalf("two sleeps: state %s outcome %s, want running timeout", v.State, v.Wait.Outcome)
	}
	// Under load bash may not have started the sleeps within the open's
	// 200 ms: the row is read once the foreground is sleep.
	h.until(v.SessionID, 10*time.Second, "sleep in the foreground", func(v tools.Screen) bool { return v.Program == "sleep" })
	var list struct{ Sessions []tools.SessionRow }
	h.decode(h.ok("list_sessions", nil), &list)
	if len(list.Sessions) != 1 {
		t.Fatalf("list_sessions: %+v", list.Sessions)
	}
	row := list.Sessions[0]
	if row.SessionID != v.SessionID || row.Name != "sleepers" || row.Program != "sleep" ||
		row.State != session.Running || row.Mode == "" || row.PID == 0 || row.Cols != 120 {
		t.Fatalf("list_sessions row: %+v", row)
	}
	if n := len(sessiontest.Members(row.PID)); n != 3 {
		t.Fatalf("want bash and two sleeps in the session, found %d processes", n)
	}
	v = h.screen("close_session", map[string]any{"session_id": v.SessionID})
	if v.State != session.Exited || (v.ExitCode == nil && v.ExitSignal == nil) {
		t.Fatalf("close_session: %+v", v)
	}
	if left := sessiontest.Members(row.PID); len(left) != 0 {
		t.Fatalf("processes left after close_session: %v", left)
	}
	h.decode(h.ok("list_sessions", nil), &list)
	if len(list.Sessions) != 0 {
		t.Fatalf("closed session still listed: %+v", list.Sessions)
	}
	msg := h.refused("read_screen", map[string]any{"session_id": v.SessionID})
	if !strings.Contains(msg, v.SessionID) || !strings.Contains(msg, "open_session") {
		t.Fatalf("reading a closed session: %q", msg)
	}
}

func TestForceCloseIgnoresHangup(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{Grace: time.Minute})
	v := h.open(map[string]any{"command": "trap '' HUP TERM; sleep 1000", "timeout_ms": 200})
	// Once sleep runs, the trap is set: HUP and TERM are ignored.
	h.until(v.SessionID, 10*time.Second, "sleep in the foreground", func(v tools.Screen) bool { return v.Program == "sleep" })
	s, err := h.m.Get(v.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	pid := s.Info().PID
	if n := len(sessiontest.Members(pid)); n == 0 {
		t.Fatalf("no process in session %d before the close", pid)
	}
	// Without force, SIGTERM would only come half the one-minute grace
	// period after SIGHUP, and SIGKILL after the whole of it.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	res, err := h.callCtx(ctx, "close_session", map[string]any{"session_id": v.SessionID, "force": true})
	if err != nil {
		t.Fatalf("forced close: %v", err)
	}
	if res.IsError {
		t.Fatalf("forced close failed: %s", tools.Text(res))
	}
	h.decode(res, &v)
	// Only a kill ends a process that ignores HUP and TERM.
	if v.State != session.Exited || v.ExitSignal == nil || *v.ExitSignal != "SIGKILL" {
		t.Fatalf("forced close: state %s signal %v, want exited by SIGKILL", v.State, v.ExitSignal)
	}
	if left := sessiontest.Members(pid); len(left) != 0 {
		t.Fatalf("processes left after a forced close: %v", left)
	}
}

// Item 14: limits.
func TestSessionLimit(t *testing.T) {
	sessiontest.Need(t, "sleep")
	h := newHarness(t, session.Config{})
	for i := 0; i < 16; i++ {
		h.open(map[string]any{"argv": []string{"sleep", "1000"}, "timeout_ms": 100})
	}
	msg := h.refused("open_session", map[string]any{"argv": []string{"sleep", "1"}})
	for _, want := range []string{"16 sessions", "s1 (sleep)", "s16 (sleep)", "close_session"} {
		if !strings.Contains(msg, want) {
			t.Errorf("refusal %q does not mention %q", msg, want)
		}
	}
	h.screen("close_session", map[string]any{"session_id": "s3", "force": true})
	h.open(map[string]any{"argv": []string{"sleep", "1000"}, "timeout_ms": 100})
}

// Item 14: bad input gets one sentence naming the fix, and changes nothing.
func TestBadInput(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{MaxInput: 1024})
	id := h.open(nil).SessionID
	cases := []struct {
		name string
		tool string
		args map[string]any
		want []string
	}{
		{"unknown session", "read_screen", map[string]any{"session_id": "s99"}, []string{`"s99"`, id + " (bash)"}},
		{"missing session", "send_keys", map[string]any{"keys": "x"}, []string{"session_id is required", "list_sessions"}},
		{"cols too small", "open_session", map[string]any{"cols": 3}, []string{"3x0", "cols must be"}},
		{"rows too big", "resize_session", map[string]any{"session_id": id, "cols": 80, "rows": 100000}, []string{"rows"}},
		{"timeout over max", "send_keys", map[string]any{"session_id": id, "keys": "x", "timeout_ms": 700000}, []string{"600000"}},
		{"negative timeout", "wait_for", map[string]any{"session_id": id, "text": "x", "timeout_ms": -5}, []string{"positive"}},
		{"oversize text", "send_text", map[string]any{"session_id": id, "text": strings.Repeat("a", 2000)}, []string{"2000 bytes", "in parts"}},
		{"wrong type", "open_session", map[string]any{"cols": "wide"}, []string{`"cols"`, "integer", "string"}},
		{"wrong type bool", "send_text", map[string]any{"session_id": id, "text": "x", "enter": "yes"}, []string{`"enter"`, "true or false"}},
		{"wrong type array", "open_session", map[string]any{"argv": "ls -l"}, []string{`"argv"`, "array"}},
		{"unknown argument", "send_keys", map[string]any{"session_id": id, "keys": "x", "key": "y"}, []string{`"key"`, "keys"}},
		{"command and argv", "open_session", map[string]any{"command": "ls", "argv": []string{"ls"}}, []string{"not both"}},
		{"missing cwd", "open_session", map[string]any{"cwd": "/no/such/dir"}, []string{"/no/such/dir", "not a directory"}},
		{"no such program", "open_session", map[string]any{"argv": []string{"no-such-program-xyz"}}, []string{"no-such-program-xyz", "PATH"}},
		{"bad regex", "wait_for", map[string]any{"session_id": id, "regex": "(["}, []string{"does not compile"}},
		{"no condition", "wait_for", map[string]any{"session_id": id}, []string{"at least one"}},
		{"bad mode", "wait_for", map[string]any{"session_id": id, "mode": "vim"}, []string{`"vim"`, "editor"}},
		{"bad signal", "send_signal", map[string]any{"session_id": id, "signal": "STOPP"}, []string{"STOPP", "INT"}},
		{"run in non-shell", "run_command", map[string]any{"session_id": "s99", "command": "ls"}, []string{"s99"}},
		{"empty keys", "send_keys", map[string]any{"session_id": id, "keys": ""}, []string{"keys is empty"}},
		{"scrollback too big", "read_screen", map[string]any{"session_id": id, "scrollback": 999999}, []string{"scrollback"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			msg := h.refused(c.tool, c.args)
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("%s: %q does not mention %q", c.tool, msg, w)
				}
			}
		})
	}
	// None of that harmed the session.
	r := h.run(map[string]any{"session_id": id, "command": "echo still here"})
	if r.Output != "still here" {
		t.Fatalf("session after bad calls: %q", r.Output)
	}
	if got := len(h.m.List()); got != 1 {
		t.Fatalf("bad calls opened sessions: %d open", got)
	}
}

func TestRunCommandNeedsShellSession(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"argv": []string{"python3", "-q"}}).SessionID
	msg := h.refused("run_command", map[string]any{"session_id": id, "command": "ls"})
	if !strings.Contains(msg, "send_text") {
		t.Fatalf("refusal %q does not point to send_text", msg)
	}
}

func TestExitedSessionError(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": "echo bye; exit 7"})
	msg := h.refused("send_keys", map[string]any{"session_id": v.SessionID, "keys": "x"})
	// open_session returned the final screen already: the error says so
	// and does not repeat it.
	for _, want := range []string{"has exited (code 7)", "final screen is the one last returned", "open a new session"} {
		if !strings.Contains(msg, want) {
			t.Errorf("%q does not mention %q", msg, want)
		}
	}
	if strings.Contains(msg, "bye") {
		t.Errorf("%q repeats the screen", msg)
	}
	if v = h.screen("read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0}); !hasLine(v, "bye") {
		t.Fatalf("exited session cannot be read:\n%s", screenText(v))
	}
}

// A panic in a handler is an error for that call; the server goes on.
func TestPanicBecomesError(t *testing.T) {
	h := newHarness(t, session.Config{})
	h.srv.AddTool(mcp.NewTool("boom"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		panic("kaboom")
	})
	var req mcp.CallToolRequest
	req.Params.Name = "boom"
	_, err := h.c.CallTool(context.Background(), req)
	if err == nil || !strings.Contains(err.Error(), "kaboom") {
		t.Fatalf("panic gave %v, want an error naming it", err)
	}
	var list struct{ Sessions []tools.SessionRow }
	h.decode(h.ok("list_sessions", nil), &list)
	if len(list.Sessions) != 0 {
		t.Fatalf("after the panic: sessions %+v, want none", list.Sessions)
	}
}

// Output that makes x/vt panic (a scroll region past the screen, then
// IL/DL/SU/SD/RI) cannot hurt a session.
func TestHostileOutput(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	seqs := `\033[1;60r\033[H\033[5M\033[3L\033[4S\033[2T\033M\033[99;200r\033[50;1H\033[M\033D\033[r`
	v := h.open(map[string]any{"command": fmt.Sprintf(`printf '%s'; printf '\033[Hsurvived\n'; read -r _`, seqs), "cols": 80, "rows": 24})
	if !hasLine(v, "survived") || !h.waits(v) {
		t.Fatalf("after hostile output: %s\n%s", v.State, screenText(v))
	}
	s, err := h.m.Get(v.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	if n := s.Terminal().Faults(); n != 0 {
		t.Fatalf("the emulator faulted %d times; the guard should have prevented it", n)
	}
}
