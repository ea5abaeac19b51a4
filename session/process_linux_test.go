package session

import (
	"context"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/sessiontest"
)

// trackers are the two ways a manager keeps track of session processes,
// and the first again in a process marked as a server (a subreaper, as
// agentty's servers are: strays are looked for in its tree, not in the
// whole process table).
var trackers = []tracker{{"cgroup", false, false}, {"cgroup-marked", false, true}, {"tree", true, false}}

type tracker struct {
	name string
	walk bool // track trees, not cgroups
	mark bool // hold a server's mark (kernel.MarkServer) while the test runs
}

// hold marks the test's process as a server until the test's end (after
// its managers are closed), when tr asks for it.
func (tr tracker) hold(t testing.TB) {
	t.Helper()
	if !tr.mark {
		return
	}
	m, err := kernel.MarkServer()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
}

// skipWithoutCgroup skips a cgroup case where the kernel or the
// permissions give the server no cgroup of its own to make.
func skipWithoutCgroup(t *testing.T, s *Session) {
	t.Helper()
	if kernel.CgroupOf(s.kern.procs) == "" {
		t.Skip("no cgroup v2 the server may write to here: sessions are tracked by walking the process tree")
	}
}

// waitFound waits until n processes with the marker run, and returns them.
func waitFound(t *testing.T, marker string, n int) []int {
	t.Helper()
	var pids []int
	t.Cleanup(func() { killMarked(marker) })
	sessiontest.Eventually(t, time.Minute, fmt.Sprintf("%d processes marked %s", n, marker), func() bool {
		pids = sessiontest.Find(marker)
		return len(pids) == n
	})
	return pids
}

// killMarked kills what a failed test left running.
func killMarked(marker string) {
	for _, pid := range sessiontest.Find(marker) {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
}

// waitGone waits until every pid has ended and none is left a zombie of
// this process (one the server should have waited for).
func waitGone(t *testing.T, pids []int, within time.Duration) {
	t.Helper()
	self := os.Getpid()
	sessiontest.Eventually(t, within, fmt.Sprintf("processes %v to end", pids), func() bool {
		for _, pid := range pids {
			if st, ppid, ok := sessiontest.Stat(pid); ok && (st != "Z" || ppid == self) {
				return false
			}
		}
		return true
	})
}

// Closing a session ends every process it started, however it tried to
// leave: a new kernel session (setsid), nohup, ignored SIGHUP and SIGTERM,
// a double fork that orphans it, and each of these after the session's own
// process has exited.
func TestCloseEndsEveryDescendant(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "setsid", "nohup")
	for _, tr := range trackers {
		for _, leader := range []string{"waits", "exited"} {
			t.Run(tr.name+"/"+leader, func(t *testing.T) {
				tr.hold(t)
				m := NewManager(Config{Grace: 400 * time.Millisecond, TrackTrees: tr.walk})
				defer m.Close()
				tag := sessiontest.NewTag()
				script, n := sessiontest.Escapees(tag)
				if leader == "waits" {
					script += "wait\n"
				} else {
					script += "read -r _; exit 3\n"
				}
				s := open(t, m, Options{Command: script})
				if !tr.walk {
					skipWithoutCgroup(t, s)
				}
				pids := waitFound(t, "1000."+tag, n)
				if leader == "exited" {
					if _, err := s.Send(context.Background(), Text([]byte("\n")), Expect{}, 5*time.Second); err != nil {
						t.Fatal(err)
					}
					v, err := s.WaitFor(context.Background(), Cond{State: Exited}, 10*time.Second)
					if err != nil || v.ExitCode == nil || *v.ExitCode != 3 {
						t.Fatalf("the script's exit: %+v %v", v.ExitCode, err)
					}
				}
				start := time.Now()
				v, err := m.CloseSession(s.ID(), false)
				if err != nil {
					t.Fatal(err)
				}
				if v.State != Exited {
					t.Fatalf("closed session's state: %s", v.State)
				}
				// Those that ignore SIGHUP and SIGTERM end by SIGKILL after
				// the grace period; the close does not return before.
				waitGone(t, pids, 5*time.Second)
				t.Logf("close took %v", time.Since(start))
			})
		}
	}
}

// With the server as subreaper, orphans that exit on their own are waited
// for (no zombie is left), and their ends do not take the exit status of
// the session's own process from it.
func TestAdoptedOrphansAreReaped(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	m := NewManager(Config{TrackTrees: true})
	defer m.Close()
	tag := sessiontest.NewTag()
	// The orphans live until the test opens their gate, found however
	// slow the machine; the marker is their $0.
	gate := sessiontest.NewGate(t)
	orphan := "sh -c '" + strings.ReplaceAll(gate.Wait(), "'", `'\''`) + "'"
	// The marker is put together as the command runs, so that the
	// session's own command line does not hold it.
	s := open(t, m, Options{Command: fmt.Sprintf("o=orphan-; o=${o}%s; (%s ${o}-1 &); (setsid %s ${o}-2 &); sleep 0.2; exit 7", tag, orphan, orphan)})
	pids := waitFound(t, "orphan-"+tag, 2)
	v, err := s.WaitFor(context.Background(), Cond{State: Exited}, 10*time.Second)
	if err != nil || v.ExitCode == nil || *v.ExitCode != 7 {
		t.Fatalf("exit status: code %v signal %v (%v), want code 7", v.ExitCode, v.ExitSignal, err)
	}
	// Each subshell that started an orphan leaves on its own time: until
	// it has, the orphan's parent is that subshell, not the server.
	for _, pid := range pids {
		sessiontest.Eventually(t, 10*time.Second, fmt.Sprintf("orphan %d's parent to be the server (%d)", pid, os.Getpid()), func() bool {
			_, ppid, ok := sessiontest.Stat(pid)
			return !ok || ppid == os.Getpid()
		})
	}
	// They end on their own once the gate opens; nothing but the reaper
	// waits.
	gate.Open(t)
	waitGone(t, pids, time.Minute)
}

// A session whose processes are all gone closes without waiting: nothing
// is signalled and nothing polled for. With an hour of grace, a close that
// signalled and waited would take an hour; one that returns at all within
// a minute did neither (BenchmarkCloseExited reports how long it takes).
func TestCloseOfExitedSessionDoesNotWait(t *testing.T) {
	sessiontest.Need(t, "true")
	for _, tr := range trackers {
		t.Run(tr.name, func(t *testing.T) {
			tr.hold(t)
			m := NewManager(Config{Grace: time.Hour, TrackTrees: tr.walk})
			defer m.Close()
			s := open(t, m, Options{Argv: []string{"true"}})
			if _, err := s.WaitFor(context.Background(), Cond{State: Exited}, 10*time.Second); err != nil {
				t.Fatal(err)
			}
			if pids := s.kern.procs.Pids(); len(pids) != 0 {
				t.Fatalf("processes of an exited session: %v", pids)
			}
			if s.kern.procs.Signal(0) {
				t.Fatal("signal found a process in an exited session")
			}
			// Its kernel session was seen empty: its id, which another
			// session may get, is no longer looked for.
			if !kernel.SessionGone(s.kern.procs) {
				t.Fatal("the empty kernel session is still looked for")
			}
			empty := false
			if !within(time.Minute, func() { empty = s.kern.procs.WaitEmpty(time.Hour) }) {
				t.Fatal("waitEmpty of an exited session waited")
			}
			if !empty {
				t.Fatal("waitEmpty of an exited session did not report it empty")
			}
			var err error
			if !within(time.Minute, func() { _, err = m.CloseSession(s.ID(), false) }) {
				t.Fatal("closing an exited session waited for its grace")
			}
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

func BenchmarkCloseExited(b *testing.B) {
	sessiontest.Need(b, "true")
	for _, tr := range trackers {
		b.Run(tr.name, func(b *testing.B) {
			tr.hold(b)
			m := NewManager(Config{TrackTrees: tr.walk})
			defer m.Close()
			var closing time.Duration
			for b.Loop() {
				s, err := m.Open(Options{Argv: []string{"true"}})
				if err != nil {
					b.Fatal(err)
				}
				<-s.Done()
				start := time.Now()
				if _, err := m.CloseSession(s.ID(), false); err != nil {
					b.Fatal(err)
				}
				closing += time.Since(start)
			}
			b.ReportMetric(float64(closing.Microseconds())/float64(b.N), "close-µs/op")
		})
	}
}

// A session whose processes keep forking while it closes still ends with
// none left.
func TestCloseWhileForking(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	for _, tr := range trackers {
		t.Run(tr.name, func(t *testing.T) {
			tr.hold(t)
			m := NewManager(Config{Grace: 200 * time.Millisecond, TrackTrees: tr.walk})
			defer m.Close()
			tag := sessiontest.NewTag()
			// Ignores HUP and TERM and keeps starting sleeps: only the
			// kill loop ends it.
			s := open(t, m, Options{Command: fmt.Sprintf(`t=1000.; t=${t}%s; trap '' HUP TERM; while :; do (sleep $t &); sleep 0.01; done`, tag)})
			waitFoundAtLeast(t, "1000."+tag, 3)
			if _, err := m.CloseSession(s.ID(), false); err != nil {
				t.Fatal(err)
			}
			sessiontest.Eventually(t, 5*time.Second, "no sleep left", func() bool {
				return len(sessiontest.Find("1000."+tag)) == 0
			})
		})
	}
}

func waitFoundAtLeast(t *testing.T, marker string, n int) {
	t.Helper()
	t.Cleanup(func() { killMarked(marker) })
	sessiontest.Eventually(t, 10*time.Second, fmt.Sprintf("%d processes marked %s", n, marker), func() bool {
		return len(sessiontest.Find(marker)) >= n
	})
}

// A process that moves itself out of its session's cgroup (it writes its
// pid into another cgroup's cgroup.procs: the server's, or the one above
// the session's) and ignores HUP and TERM, and one that also starts a
// kernel session of its own, are still ended by close_session: found by
// the session's kernel session and by the key in their environment, in
// the whole process table, or, in a server (a subreaper), among the
// orphans it adopted.
func TestCloseEndsWhatLeftTheCgroup(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "setsid", "sed", "dirname")
	serverCg, _, err := kernel.OwnCgroupDir()
	if err != nil {
		t.Skipf("no cgroup v2 here (%v): sessions are tracked by walking the process tree; TestCloseEndsWhatLeftTheTree covers that", err)
	}
	mount, _, _ := kernel.Cgroup2Mount()
	// $up is the cgroup above the session's, where the manager keeps them.
	const script = `t=1000.; t=${t}%s; trap '' HUP TERM
up=$CG_MOUNT$(dirname "$(sed -n 's/^0:://p' /proc/self/cgroup)")
sh -c 'echo $$ >"$1/cgroup.procs" && exec sleep ${2}1' sh "$SERVER_CG" $t &
sh -c 'echo $$ >"$1/cgroup.procs" && exec sleep ${2}2' sh "$up" $t &
setsid sh -c 'echo $$ >"$1/cgroup.procs" && exec sleep ${2}3' sh "$SERVER_CG" $t &
wait
`
	for _, tr := range trackers {
		if tr.walk {
			continue
		}
		t.Run(tr.name, func(t *testing.T) {
			tr.hold(t)
			m := NewManager(Config{Grace: 400 * time.Millisecond})
			defer m.Close()
			tag := sessiontest.NewTag()
			s := open(t, m, Options{Command: fmt.Sprintf(script, tag), Env: map[string]string{"SERVER_CG": serverCg, "CG_MOUNT": mount}})
			skipWithoutCgroup(t, s)
			rel := kernel.CgroupOf(s.kern.procs)
			pids := waitFound(t, "1000."+tag, 3)
			// Each has left: the test means nothing otherwise.
			sessiontest.Eventually(t, 10*time.Second, "the three to leave the session's cgroup", func() bool {
				for _, pid := range pids {
					if kernel.InCgroup(pid, rel) {
						return false
					}
				}
				return true
			})
			start := time.Now()
			if _, err := m.CloseSession(s.ID(), false); err != nil {
				t.Fatal(err)
			}
			waitGone(t, pids, 5*time.Second)
			t.Logf("close took %v", time.Since(start))
		})
	}
}

// Without cgroups, a process that ignores HUP and TERM, left the process
// tree (a double fork orphaned it) and cleared its environment, but did not
// start a kernel session of its own, is ended by close_session and by the
// manager's end (what agentty host stop does): it is found in the
// session's kernel session.
func TestCloseEndsWhatLeftTheTree(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "env")
	for _, end := range []string{"close_session", "manager close"} {
		for _, tr := range trackers {
			t.Run(end+"/"+tr.name, func(t *testing.T) {
				tr.hold(t)
				m := NewManager(Config{Grace: 400 * time.Millisecond, TrackTrees: tr.walk})
				defer m.Close()
				tag := sessiontest.NewTag()
				s := open(t, m, Options{Command: fmt.Sprintf(`t=1000.; t=${t}%s; trap '' HUP TERM
(env -i "$(command -v sleep)" ${t}1 &)
wait`, tag)})
				if !tr.walk {
					skipWithoutCgroup(t, s)
				}
				pids := waitFound(t, "1000."+tag, 1)
				// env runs sleep with nothing in its environment: no key.
				sessiontest.Eventually(t, 10*time.Second, "the orphan to run with an empty environment", func() bool {
					b, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", pids[0]))
					return err == nil && len(b) == 0
				})
				// The subshell that started env leaves on its own time: until
				// it has, the orphan's parent is that subshell, not the
				// server (the subreaper the walking tracker relies on).
				if tr.walk {
					sessiontest.Eventually(t, 10*time.Second, "the orphan's parent to be the server", func() bool {
						_, ppid, _ := sessiontest.Stat(pids[0])
						return ppid == os.Getpid()
					})
				}
				if end == "close_session" {
					if _, err := m.CloseSession(s.ID(), false); err != nil {
						t.Fatal(err)
					}
				} else {
					m.Close()
				}
				waitGone(t, pids, 5*time.Second)
			})
		}
	}
}
