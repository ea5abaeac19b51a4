package tools_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// portable reports whether the harness's server reads state with the
// portable backend (AGENTTY_STATE=portable runs the suite so). It sees no
// process's run state: where only the kernel could tell, the result must
// say state_source "quiet" instead.
func (h *harness) portable() bool { return h.m.Config().State == session.BackendPortable }

// source is where the backend takes a state from that it sees for
// itself: the kernel, or quiet time for the portable backend.
func (h *harness) source() session.Source {
	if h.portable() {
		return session.SourceQuiet
	}
	return session.SourceKernel
}

// waits reports whether v waits for input; under the portable backend,
// which cannot see a program blocked reading without a prompt on its
// screen, whether v says that its state was inferred instead.
func (h *harness) waits(v tools.Screen) bool {
	if h.portable() {
		return v.StateSource == session.SourceQuiet
	}
	return v.State == session.WaitingForInput
}

// wantStopped checks a result taken while the foreground group is stopped:
// stopped, seen in the kernel, settled when the call waited (nothing moves
// until CONT), and the mode says so. The portable backend cannot see it, and must say that its
// state was inferred.
func (h *harness) wantStopped(v tools.Screen, program string) {
	h.t.Helper()
	if h.portable() {
		if v.StateSource != session.SourceQuiet || v.State == session.Stopped {
			h.t.Fatalf("a stopped job under the portable backend: %s", tools.Header(v))
		}
		return
	}
	if v.State != session.Stopped || v.StateSource != session.SourceKernel || v.Program != program ||
		v.ModeDetail != program+" stopped" || (v.Wait != nil && v.Wait.Outcome != session.Settled) {
		h.t.Fatalf("want %s stopped, seen in the kernel, settled: %s", program, tools.Header(v))
	}
	if !strings.Contains(tools.Render(v), " · stopped") {
		h.t.Fatalf("the text rendering does not say stopped: %s", tools.Header(v))
	}
}

// A foreground group stopped by SIGSTOP is stopped, not running, until
// SIGCONT resumes it; so is one where only the program in front stopped
// while the shell that started it waits. <ctrl-z> stops a job of a shell
// with job control, which then takes the terminal back: its prompt waits.
// (A program agentty started itself is in an orphaned process group, for
// which the kernel discards the terminal's SIGTSTP: it goes on waiting.)
func TestStoppedState(t *testing.T) {
	sessiontest.Need(t, "bash", "cat", "python3")
	h := newHarness(t, session.Config{})
	sleeper := "import time; print('ready', flush=True); time.sleep(60)"
	// The portable backend cannot see these programs settle: its waits
	// run to their timeout, kept short.
	wait := 5000
	if h.portable() {
		wait = 1000
	}

	// The program stops itself.
	v := h.open(map[string]any{"command": "echo before; kill -STOP $$; echo after-cont; read x", "timeout_ms": wait})
	if !h.portable() && v.Wait.Outcome != session.Settled {
		t.Fatalf("opening a program that stops itself did not settle: %s", tools.Header(v))
	}
	h.wantStopped(v, "bash")
	id := v.SessionID
	h.wantStopped(h.screen("read_screen", map[string]any{"session_id": id}), "bash")
	h.screen("send_signal", map[string]any{"session_id": id, "signal": "CONT", "timeout_ms": wait})
	h.until(id, 10*time.Second, "bash to read", func(v tools.Screen) bool {
		return strings.Contains(screenText(v), "after-cont") && (h.portable() || v.State == session.WaitingForInput)
	})

	// SIGSTOP from outside agentty, which no program can catch.
	p := h.open(map[string]any{"argv": []string{"python3", "-c", sleeper}, "expect": "ready"})
	pid := h.info(p.SessionID).PID
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	if h.portable() {
		v = h.screen("read_screen", map[string]any{"session_id": p.SessionID})
	} else {
		v = h.until(p.SessionID, 10*time.Second, "python3 stopped", func(v tools.Screen) bool { return v.State == session.Stopped })
	}
	h.wantStopped(v, "python3")
	v = h.screen("send_signal", map[string]any{"session_id": p.SessionID, "signal": "CONT", "timeout_ms": 200})
	if v.State != session.Running || v.Wait.Outcome != session.TimedOut {
		t.Fatalf("python3 after CONT: %s", tools.Header(v))
	}

	// Only the program in front is stopped; the shell that waits for it
	// is not, and the group counts as stopped.
	id = h.open(map[string]any{"command": "python3 -c \"" + sleeper + "\"; echo python-ended", "expect": "ready"}).SessionID
	var child int
	sessiontest.Eventually(t, 10*time.Second, "python3 to start under bash", func() bool {
		out, _ := exec.Command("pgrep", "-P", strconv.Itoa(h.info(id).PID), "python3").Output()
		child, _ = strconv.Atoi(strings.TrimSpace(string(out)))
		return child > 0
	})
	if err := syscall.Kill(child, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	if h.portable() {
		v = h.screen("read_screen", map[string]any{"session_id": id})
	} else {
		v = h.until(id, 10*time.Second, "the group stopped", func(v tools.Screen) bool { return v.State == session.Stopped })
	}
	h.wantStopped(v, "python3")
	_ = syscall.Kill(child, syscall.SIGCONT)

	// <ctrl-z> at a program agentty started: the kernel does not stop an
	// orphaned group, and cat goes on reading.
	id = h.open(map[string]any{"argv": []string{"cat"}, "timeout_ms": wait}).SessionID
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-z>", "timeout_ms": wait})
	if h.portable() && v.StateSource != session.SourceQuiet || !h.portable() && v.State != session.WaitingForInput {
		t.Fatalf("cat after ctrl-z: %s", tools.Header(v))
	}

	// An interactive bash takes the terminal back from the job it
	// stopped: the shell waits, and the job is listed as stopped.
	id = h.open(nil).SessionID
	h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 30", "enter": true, "timeout_ms": 100})
	// Not before sleep has the terminal: readline would take the key.
	h.until(id, 10*time.Second, "sleep in front", func(v tools.Screen) bool { return v.Program == "sleep" })
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-z>"})
	if v.State != session.WaitingForInput || v.Program != "bash" || !strings.Contains(screenText(v), "Stopped") {
		t.Fatalf("bash after ctrl-z: %s\n%s", tools.Header(v), screenText(v))
	}
}

// The program is named after the executable the kernel runs (its comm),
// never by splitting the command line or trusting a rewritten argv[0]; an
// exited session names its own process.
func TestProgramName(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{})

	// A subshell: sleep is in front while it runs; afterwards the
	// session's own process, bash, and never "(sleep".
	v := h.open(map[string]any{"command": "(sleep 1; echo done-here)", "timeout_ms": 100})
	h.until(v.SessionID, 10*time.Second, "sleep in front", func(v tools.Screen) bool { return v.Program == "sleep" })
	if info := h.info(v.SessionID); info.Program != "sleep" {
		t.Fatalf("list_sessions: program %q, want sleep", info.Program)
	}
	v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "exited", "timeout_ms": 10000})
	if v.State != session.Exited || v.Program != "bash" {
		t.Fatalf("after the subshell: %s", tools.Header(v))
	}
	// Its final screen shown, the session closed by itself.
	if !v.Closed {
		t.Fatalf("the ended session, its final screen shown, is still open: %s", tools.Header(v))
	}
	v = h.open(map[string]any{"command": "exit 3"})
	if v.State != session.Exited || v.Program != "bash" {
		t.Fatalf("exit 3: %s", tools.Header(v))
	}

	// argv[0] says what the program wants to be called; the kernel says
	// what runs.
	v = h.open(map[string]any{"command": "exec -a 'fancy name' sleep 30", "timeout_ms": 100})
	v = h.until(v.SessionID, 10*time.Second, "bash to exec", func(v tools.Screen) bool { return v.Program != "" && v.Program != "bash" })
	if v.Program != "sleep" {
		t.Fatalf("exec -a 'fancy name' sleep: program %q, want sleep", v.Program)
	}

	// A name longer than the kernel keeps (15 bytes on Linux) is whole.
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(t.TempDir(), "sleep-with-a-long-name")
	data, err := os.ReadFile(sleep)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(long, data, 0o755); err != nil {
		t.Fatal(err)
	}
	v = h.open(map[string]any{"argv": []string{long, "30"}, "timeout_ms": 100})
	v = h.until(v.SessionID, 10*time.Second, "the program named", func(v tools.Screen) bool { return v.Program != "" })
	if v.Program != "sleep-with-a-long-name" {
		t.Fatalf("program %q, want sleep-with-a-long-name", v.Program)
	}
}

// list returns list_sessions' rows.
func (h *harness) list() []tools.SessionRow {
	h.t.Helper()
	var out tools.List
	h.decode(h.ok("list_sessions", nil), &out)
	return out.Sessions
}

// info returns list_sessions' row for session id.
func (h *harness) info(id string) tools.SessionRow {
	h.t.Helper()
	for _, i := range h.list() {
		if i.SessionID == id {
			return i
		}
	}
	h.t.Fatalf("%s is not listed", id)
	return tools.SessionRow{}
}
