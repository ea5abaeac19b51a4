package tools_test

import (
	"fmt"
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
// DECALN fills the whole screen, a copy a row: 30,000 of them take a few
// seconds; under the race detector, which checks every byte a copy
// moves, 300 do.)
func TestTimeoutBeforeOutputIsNotExited(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	decalns := map[bool]int{false: 30000, true: 300}[raceSlowdown > 1]
	v := h.open(map[string]any{"command": fmt.Sprintf(`printf '\n%%.0s' {1..2500}; printf '\e#8%%.0s' {1..%d}; printf '\e[2J\e[H'; echo THE-END`, decalns),
		"cols": 1000, "rows": 500, "timeout_ms": 200})
	if v.Wait.Outcome != "timeout" || v.State == "exited" || v.ExitCode != nil {
		t.Fatalf("outcome %s, state %s, exit code %v before the output was on the screen; want a timeout, not exited", v.Wait.Outcome, v.State, v.ExitCode)
	}
	// A call waits at most the server's --max-wait (50 s): under the race
	// detector on a loaded machine the 3000 DECALNs on a 1000x500 screen
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
