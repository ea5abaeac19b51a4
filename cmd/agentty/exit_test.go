package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// openEscapees opens a session running sessiontest.Escapees (and waiting
// for its children) through call, and returns the session's pid and the
// pids of the sleeps, once all run.
func openEscapees(t *testing.T, call func(tool string, args map[string]any) map[string]any) (leader int, pids []int) {
	t.Helper()
	tag := sessiontest.NewTag()
	script, n := sessiontest.Escapees(tag)
	call("open_session", map[string]any{"command": script + "wait\n", "timeout_ms": 200})
	leader = soleSessionPID(t, call)
	t.Cleanup(func() { // what a failed test left running
		for _, pid := range sessiontest.Find("1000." + tag) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	sessiontest.Eventually(t, 10*time.Second, fmt.Sprintf("%d sleeps to start", n), func() bool {
		pids = sessiontest.Find("1000." + tag)
		return len(pids) == n
	})
	return leader, pids
}

// waitEnded waits until none of pids is alive.
func waitEnded(t *testing.T, pids []int, within time.Duration) {
	t.Helper()
	sessiontest.Eventually(t, within, fmt.Sprintf("processes %v to end", pids), func() bool {
		for _, pid := range pids {
			if st, _, ok := sessiontest.Stat(pid); ok && st != "Z" {
				return false
			}
		}
		return true
	})
}

// However a standalone server is asked to end, or its client goes away, it
// ends every process its sessions started first, including those that left
// the session's process group or kernel session, and then exits normally.
func TestServerEndEndsEveryDescendant(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "setsid", "nohup")
	for _, c := range []struct {
		name string
		end  func(t *testing.T, srv *serveProc)
	}{
		{"stdin closed", func(t *testing.T, srv *serveProc) { _ = srv.stdin.Close() }},
		{"SIGTERM", func(t *testing.T, srv *serveProc) { _ = srv.cmd.Process.Signal(syscall.SIGTERM) }},
		{"SIGINT", func(t *testing.T, srv *serveProc) { _ = srv.cmd.Process.Signal(syscall.SIGINT) }},
		{"SIGHUP", func(t *testing.T, srv *serveProc) { _ = srv.cmd.Process.Signal(syscall.SIGHUP) }},
		{"client gone", func(t *testing.T, srv *serveProc) {
			// The client stops reading, then a request comes in: the
			// answer meets a broken pipe (SIGPIPE unless handled).
			_ = srv.stdout.Close()
			if _, err := io.WriteString(srv.stdin, `{"jsonrpc":"2.0","id":99,"method":"ping"}`+"\n"); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			srv := stdioServer(t)
			leader, pids := openEscapees(t, srv.caller(t))
			c.end(t, srv)
			st := srv.waitExit(t, 15*time.Second)
			if ws := st.Sys().(syscall.WaitStatus); ws.Signaled() || st.ExitCode() != 0 {
				t.Fatalf("the server ended by %v, want a normal exit", st)
			}
			// Everything was ended before the server exited: nothing is
			// left by the time it has.
			waitEnded(t, append(pids, leader), time.Second)
		})
	}
}

// A SIGKILLed standalone server can do nothing, so what the README promises
// then is what the kernel and the guard do: each session's process gets
// SIGKILL (PR_SET_PDEATHSIG); where sessions live in cgroups, the guard
// kills everything in them too.
func TestServerKilledEndsWhatItCan(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "setsid", "nohup")
	srv := stdioServer(t)
	leader, pids := openEscapees(t, srv.caller(t))
	cg, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cgroup", leader))
	inCgroup := strings.Contains(string(cg), "/agentty-")
	if err := srv.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	srv.waitExit(t, 10*time.Second)
	waitEnded(t, []int{leader}, 5*time.Second)
	if !inCgroup {
		t.Logf("sessions are not in cgroups here: only the session's process is promised to end")
		return
	}
	waitEnded(t, pids, 10*time.Second)
}

// The session host ends every process of every session, including those
// that left the session's process group or kernel session, when it is
// stopped or told to end by a signal; killed, it ends what the README says.
func TestHostEndEndsEveryDescendant(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "setsid", "nohup")
	for _, c := range []struct {
		name string
		end  func(t *testing.T, dir string, pid int)
	}{
		{"host stop", func(t *testing.T, dir string, _ int) {
			if out, err := agenttyIn(t, dir, "host", "stop"); err != nil {
				t.Fatalf("host stop: %v %s", err, out)
			}
		}},
		{"SIGTERM", func(t *testing.T, _ string, pid int) { _ = syscall.Kill(pid, syscall.SIGTERM) }},
		{"SIGINT", func(t *testing.T, _ string, pid int) { _ = syscall.Kill(pid, syscall.SIGINT) }},
		{"SIGHUP", func(t *testing.T, _ string, pid int) { _ = syscall.Kill(pid, syscall.SIGHUP) }},
		{"SIGKILL", func(t *testing.T, _ string, pid int) { _ = syscall.Kill(pid, syscall.SIGKILL) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := runtimeDir(t)
			fe := startFrontEnd(t, dir, nil)
			leader, pids := openEscapees(t, fe.caller(t))
			cg, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cgroup", leader))
			inCgroup := strings.Contains(string(cg), "/agentty-")
			old := hostInfo(t, dir).PID
			c.end(t, dir, old)
			// The front end starts a fresh host when it next needs one: wait
			// for this one. (At the end, the front end is made to start the
			// next one, not to race the test's cleanup stopping hosts.)
			waitEnded(t, []int{old}, 15*time.Second)
			if c.name == "SIGKILL" && !inCgroup {
				waitEnded(t, []int{leader}, 5*time.Second)
				t.Logf("sessions are not in cgroups here: only the session's process is promised to end")
				fe.must(t, "list_sessions", nil, nil)
				return
			}
			// A host that ends by itself has ended everything first; a
			// killed one leaves it to its guard.
			within := time.Second
			if c.name == "SIGKILL" {
				within = 10 * time.Second
			}
			waitEnded(t, append(pids, leader), within)
			fe.must(t, "list_sessions", nil, nil)
		})
	}
}

// Without cgroups, a process that ignores HUP and TERM and left the
// session's process tree (a double fork orphaned it) with its environment
// cleared, but stayed in the session's kernel session, is ended by
// close_session and by agentty host stop.
func TestHostEndsWhatLeftTheTree(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "env")
	for _, end := range []string{"close_session", "host stop"} {
		t.Run(end, func(t *testing.T) {
			dir := runtimeDir(t)
			fe := startFrontEnd(t, dir, []string{"AGENTTY_TEST_TREES=1"})
			tag := sessiontest.NewTag()
			var v tools.Screen
			fe.must(t, "open_session", map[string]any{"command": fmt.Sprintf(`t=1000.; t=${t}%s; trap '' HUP TERM
(env -i "$(command -v sleep)" ${t}1 &)
cat`, tag), "timeout_ms": 200}, &v)
			t.Cleanup(func() {
				for _, pid := range sessiontest.Find("1000." + tag) {
					_ = syscall.Kill(pid, syscall.SIGKILL)
				}
			})
			hostPID := hostInfo(t, dir).PID
			var pid int
			sessiontest.Eventually(t, 10*time.Second, "the orphan to run, with an empty environment, adopted by the host", func() bool {
				pids := sessiontest.Find("1000." + tag)
				if len(pids) != 1 {
					return false
				}
				pid = pids[0]
				b, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", pid))
				_, ppid, _ := sessiontest.Stat(pid)
				// The host is its parent as a subreaper: no cgroup holds it.
				return err == nil && len(b) == 0 && ppid == hostPID
			})
			if end == "close_session" {
				fe.must(t, "close_session", map[string]any{"session_id": v.SessionID}, nil)
				waitEnded(t, []int{pid}, 3*time.Second)
				return
			}
			if out, err := agenttyIn(t, dir, "host", "stop"); err != nil {
				t.Fatalf("host stop: %v %s", err, out)
			}
			waitEnded(t, []int{hostPID}, 15*time.Second)
			waitEnded(t, []int{pid}, 3*time.Second)
		})
	}
}
