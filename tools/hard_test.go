package tools_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// queryLoop asks the terminal questions as fast as it can: device
// attributes, the cursor position and the device status, each answered
// through the emulator's reply pipe.
const queryLoop = `while :; do printf '\033[c\033[6n\033[5n'; done`

// callBound is how long a call in these tests may take before it is taken
// to hang: each asks for at most a second of waiting and takes
// milliseconds more, a few hundred on a loaded machine under -race.
const callBound = time.Minute

// boundedCall calls a tool and fails loudly, with every goroutine's stack,
// when it does not return within callBound: a hung call would otherwise hang
// the test's cleanup too.
func (h *harness) boundedCall(tool string, args map[string]any) (time.Duration, error) {
	start := time.Now()
	done := make(chan error, 1)
	go func() {
		_, err := h.callCtx(context.Background(), tool, args)
		done <- err
	}()
	select {
	case err := <-done:
		return time.Since(start), err
	case <-time.After(callBound):
		debug.SetTraceback("all")
		panic(fmt.Sprintf("%s(%v) did not return within %v", tool, args, callBound))
	}
}

// Eight callers at once mix every tool on sessions whose programs flood
// the terminal with queries, on one session and across sessions: every call
// returns (an error result such as "busy" is a return), none waits for
// another without a bound.
func TestConcurrentCallersAllReturn(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{Grace: 200 * time.Millisecond})
	shell := h.open(map[string]any{"cols": 80, "rows": 24}).SessionID
	q1 := h.open(map[string]any{"command": queryLoop, "cols": 80, "rows": 24, "timeout_ms": 100}).SessionID
	q2 := h.open(map[string]any{"command": queryLoop, "cols": 60, "rows": 12, "timeout_ms": 100}).SessionID
	shared := []string{q1, q1, q2, shell} // q1 is the one most callers share

	const callers, each = 8, 30
	start := time.Now()
	var mu sync.Mutex
	var worst time.Duration
	calls := 0
	slowest := map[string]time.Duration{}
	var wg sync.WaitGroup
	errs := make(chan error, callers)
	for i := range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(i), 8))
			for range each {
				id := shared[r.IntN(len(shared))]
				tool, args := pick(r, id, shell)
				d, err := h.boundedCall(tool, args)
				if err != nil {
					errs <- fmt.Errorf("%s(%v): %v", tool, args, err)
					return
				}
				mu.Lock()
				worst, calls = max(worst, d), calls+1
				if d > slowest[tool] {
					slowest[tool] = d
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	t.Logf("%d calls by %d callers in %v; the slowest took %v; slowest by tool: %v", calls, callers, time.Since(start).Round(time.Millisecond), worst, slowest)
	if calls != callers*each {
		t.Fatalf("%d calls returned, want %d", calls, callers*each)
	}
	// The sessions still answer.
	for _, id := range []string{q1, q2, shell} {
		if v := h.screen("read_screen", map[string]any{"session_id": id}); v.State == session.Exited {
			t.Fatalf("%s exited under the calls", id)
		}
	}
}

// pick chooses a tool and its arguments for a session; open_session and
// close_session come as a pair through a session of the caller's own.
func pick(r *rand.Rand, id, shell string) (string, map[string]any) {
	switch r.IntN(11) {
	case 0:
		return "read_screen", map[string]any{"session_id": id, "scrollback": 100}
	case 1:
		return "read_screen", map[string]any{"session_id": id, "since_revision": 1}
	case 2:
		return "send_keys", map[string]any{"session_id": id, "keys": "<up>x", "timeout_ms": 200}
	case 3:
		return "send_text", map[string]any{"session_id": id, "text": "y", "timeout_ms": 200}
	case 4:
		return "wait_for", map[string]any{"session_id": id, "text": "never shown", "timeout_ms": 150}
	case 5:
		cols := 60 + r.IntN(40)
		return "resize_session", map[string]any{"session_id": id, "cols": cols, "rows": 24, "timeout_ms": 200}
	case 6:
		return "send_signal", map[string]any{"session_id": id, "signal": "WINCH", "timeout_ms": 200}
	case 7:
		return "list_sessions", nil
	case 8:
		return "run_command", map[string]any{"session_id": shell, "command": "echo ran", "timeout_ms": 1000}
	case 9:
		return "open_session", map[string]any{"command": queryLoop + " & sleep 0.05", "timeout_ms": 100}
	default:
		return "close_session", map[string]any{"session_id": "s" + strconv.Itoa(4+r.IntN(40)), "force": r.IntN(2) == 0}
	}
}

// processFigures are what a leak shows in: descriptors, threads, resident
// memory, child processes and goroutines of this process.
type processFigures struct {
	fds, threads, children, goroutines int
	rssKiB                             int
}

func (f processFigures) String() string {
	return fmt.Sprintf("%d fds, %d threads, %d KiB RSS, %d child processes, %d goroutines",
		f.fds, f.threads, f.rssKiB, f.children, f.goroutines)
}

func figures() processFigures {
	var f processFigures
	ents, _ := os.ReadDir("/proc/self/fd")
	f.fds = len(ents)
	status, _ := os.ReadFile("/proc/self/status")
	for _, line := range strings.Split(string(status), "\n") {
		k, v, _ := strings.Cut(line, ":")
		n, _ := strconv.Atoi(strings.Fields(v + " 0")[0])
		switch k {
		case "Threads":
			f.threads = n
		case "VmRSS":
			f.rssKiB = n
		}
	}
	tasks, _ := os.ReadDir("/proc/self/task")
	for _, task := range tasks {
		b, _ := os.ReadFile("/proc/self/task/" + task.Name() + "/children")
		f.children += len(strings.Fields(string(b)))
	}
	f.goroutines = runtime.NumGoroutine()
	return f
}

// 500 cycles of open_session, run_command and close_session leave nothing
// behind: descriptors, child processes and goroutines are back where they
// started, and threads and resident memory have not grown with the cycles.
func TestLeakCycles(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{Grace: 200 * time.Millisecond})
	// A home without rc files: the cycles measure agentty, not ~/.bashrc.
	env := map[string]any{"HOME": t.TempDir()}
	cycle := func(i int) {
		id := h.screen("open_session", map[string]any{"cols": 80, "rows": 10, "env": env}).SessionID
		var res tools.RunResult
		h.decode(h.ok("run_command", map[string]any{"session_id": id, "command": "echo cycle " + strconv.Itoa(i)}), &res)
		if !res.Finished || !strings.Contains(res.Output, "cycle "+strconv.Itoa(i)) {
			t.Fatalf("cycle %d: run_command: finished %v, output %q", i, res.Finished, res.Output)
		}
		h.ok("close_session", map[string]any{"session_id": id, "force": i%2 == 0})
	}
	for i := range 10 { // warm up: pools, the guard process, runtime threads
		cycle(i)
	}
	var before processFigures
	settle := func() processFigures {
		var f processFigures
		// Goroutines of a closed session end just after its close returns.
		sessiontest.Eventually(t, 10*time.Second, "the figures to settle", func() bool {
			runtime.GC()
			debug.FreeOSMemory()
			f = figures()
			return f.goroutines <= before.goroutines && f.fds <= before.fds && f.children <= before.children
		})
		return f
	}
	before = figures()
	const cycles = 500
	start := time.Now()
	for i := range cycles {
		cycle(i)
	}
	took := time.Since(start)
	after := settle()
	t.Logf("%d cycles in %v\nbefore: %v\nafter:  %v", cycles, took.Round(time.Millisecond), before, after)
	if after.fds != before.fds || after.children != before.children || after.goroutines > before.goroutines {
		t.Fatalf("left behind after %d cycles: before %v; after %v", cycles, before, after)
	}
	// Threads are not given back by the Go runtime once made; cycles that
	// leaked one each would show hundreds.
	if after.threads > before.threads+8 {
		t.Fatalf("threads grew from %d to %d over %d cycles", before.threads, after.threads, cycles)
	}
	if after.rssKiB > before.rssKiB+64<<10 {
		t.Fatalf("resident memory grew from %d KiB to %d KiB over %d cycles", before.rssKiB, after.rssKiB, cycles)
	}
}
