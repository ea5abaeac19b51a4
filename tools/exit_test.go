package tools_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// An exited result shows everything the program wrote (issue 17): 2,500
// blank lines on a 1000x500 screen, then a last line, and the program
// exits at once. The result said exited without the last line, which took
// seconds more to emulate.
func TestExitedShowsAllOutput(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": `printf '\n%.0s' {1..2500}; echo THE-END`, "cols": 1000, "rows": 500, "timeout_ms": 120000})
	exitedWith(t, v, "THE-END")
}

// The same after a large burst that ends the program: a few MiB of lines,
// then blank lines, then the last line.
func TestExitedAfterBurst(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": `seq 1 300000; printf '\n%.0s' {1..5000}; printf 'THE-END'`, "cols": 1000, "rows": 500, "timeout_ms": 120000})
	exitedWith(t, v, "THE-END")
}

// A call whose time runs out while the output of a program that has ended
// is still being emulated does not say exited: the screen is not final
// yet. The exit, waited for, shows all of it. (On a 1000x500 screen each
// DECALN fills the whole screen, a copy a row: 10,000 of them take a
// second or more; under the race detector, which checks every byte a copy
// moves, 300 do.)
func TestTimeoutBeforeOutputIsNotExited(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	decalns := map[bool]int{false: 10000, true: 300}[raceSlowdown > 1]
	// Each DECALN is followed by SGR resets that cost next to nothing, so
	// that the output spans many of the reader's chunks (up to 128 KiB
	// each): a call's screen waits for the chunk being fed, and one chunk
	// of them all (10,000 bare DECALNs are 30 KB, read at once when the
	// program wrote them all before the reader woke, as on a loaded
	// machine) is emulated at one go, after which the program has exited
	// and the screen is final. With 40 resets a full chunk holds about
	// 1,000 of the 10,000; under the race detector, with 1,000 resets,
	// about 40 of the 300.
	pad := strings.Repeat(`\e[m`, map[bool]int{false: 40, true: 1000}[raceSlowdown > 1])
	v := h.open(map[string]any{"command": fmt.Sprintf(`printf '\n%%.0s' {1..2500}; printf '\e#8%s%%.0s' {1..%d}; printf '\e[2J\e[H'; echo THE-END`, pad, decalns),
		"cols": 1000, "rows": 500, "timeout_ms": 200})
	if v.Wait.Outcome != "timeout" || v.State == "exited" || v.ExitCode != nil {
		t.Fatalf("outcome %s, state %s, exit code %v before the output was on the screen; want a timeout, not exited", v.Wait.Outcome, v.State, v.ExitCode)
	}
	// A call waits at most the server's --max-wait (50 s): under the race
	// detector on a loaded machine the 300 DECALNs on a 1000x500 screen
	// can take longer, so the wait is asked for again.
	for deadline := time.Now().Add(4 * time.Minute); v.State != "exited" && time.Now().Before(deadline); {
		v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "exited", "timeout_ms": 120000})
	}
	exitedWith(t, v, "THE-END")
}

// exitedWith fails the test unless v is the result of a program that exited
// with code 0, its screen showing last.
func exitedWith(t *testing.T, v tools.Screen, last string) {
	t.Helper()
	if v.State != "exited" || v.ExitCode == nil || *v.ExitCode != 0 {
		t.Fatalf("outcome %s, state %s, exit code %v; want exited with code 0", v.Wait.Outcome, v.State, v.ExitCode)
	}
	if !hasLine(v, last) {
		t.Fatalf("the exited result lacks the program's last line %q (%d lines)", last, len(v.Lines))
	}
}

// An error that shows the session's screen carries it as data too, in the
// form its text shows: a program that ended between two calls is refused
// input with the rows that changed since the last result, in the text and
// in the structured content, and a client applying the deltas it was sent,
// this one among them, holds the final screen.
func TestErrorShowsTheScreenAsData(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"argv": []string{"bash", "--norc", "-c", "echo begin; read -r -t 1 x; echo the-end; exit 3"}, "cols": 60, "rows": 8})
	if !strings.Contains(screenText(v), "begin") || v.State != session.WaitingForInput {
		t.Fatalf("the program's first screen: %s\n%s", tools.Header(v), screenText(v))
	}
	s, err := h.m.Get(v.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); ; {
		if exited, _, _ := s.ExitStatus(); exited {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the program did not end after its read timed out")
		}
		time.Sleep(20 * time.Millisecond)
	}
	res := h.call("send_keys", map[string]any{"session_id": v.SessionID, "keys": "x"})
	text := tools.Text(res)
	var w tools.Screen
	if err := tools.Decode(res, &w); err != nil || !res.IsError {
		t.Fatalf("input to an ended program: error %v, structured content %v:\n%s", res.IsError, err, text)
	}
	if w.SessionID != v.SessionID || w.State != session.Exited || w.Form != tools.Delta || !slices.Contains(deltaTexts(w), "the-end") {
		t.Fatalf("its structured content: %+v", w)
	}
	for _, r := range w.ChangedRows {
		if !strings.Contains(text, fmt.Sprintf("\n%d: %s", r.Row, r.Text)) {
			t.Errorf("its text does not show row %d of its structured content:\n%s", r.Row, text)
		}
	}
	if !strings.Contains(text, "has exited (code 3)") || !w.Closed || !strings.Contains(text, "\nexited (code 3) · closed\n") {
		t.Errorf("its text and structured content do not say alike that it ended and closed (closed %v):\n%s", w.Closed, text)
	}
	// The harness, a client that applied every screen it was sent, holds
	// the final screen.
	h.decode(res, &w)
	final := h.screen("read_screen", map[string]any{"session_id": v.SessionID, "delta": false})
	if !slices.Equal(w.Lines, final.Lines) {
		t.Errorf("the deltas applied give\n%q\nthe final screen is\n%q", w.Lines, final.Lines)
	}
}
