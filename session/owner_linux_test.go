package session

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/sessiontest"
)

// Every process a session started belongs to it for Owner, however it
// left: a new kernel session, nohup, a double fork that orphans it, and a
// double fork in a new kernel session with the environment cleared; also
// after the session's own process has exited. The server itself and
// processes outside every session belong to none.
func TestOwnerFindsEverySessionProcess(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "setsid", "nohup", "env")
	for _, tr := range trackers {
		for _, leader := range []string{"waits", "exited"} {
			t.Run(tr.name+"/"+leader, func(t *testing.T) {
				tr.hold(t)
				m := NewManager(Config{Grace: 400 * time.Millisecond, TrackTrees: tr.walk})
				defer m.Close()
				tag := sessiontest.NewTag()
				script, n := sessiontest.Escapees(tag)
				// Its marker is only in the last process's argv.
				script += `setsid env -i /bin/sh -c '(exec sleep 1000.$1 &)' sh ` + tag + "8\n"
				n++
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
					if _, err := s.WaitFor(context.Background(), Cond{State: Exited}, 10*time.Second); err != nil {
						t.Fatal(err)
					}
				}
				// The one that left with a cleared environment is there.
				var cleared []int
				sessiontest.Eventually(t, 10*time.Second, "the escapee with a cleared environment", func() bool {
					cleared = sessiontest.Find("1000." + tag + "8")
					return len(cleared) == 1
				})
				if !slices.Contains(pids, cleared[0]) {
					pids = append(pids, cleared[0])
				}
				for _, pid := range append(pids, s.kern.cmd.Pid()) {
					if st, _, ok := sessiontest.Stat(pid); !ok || st == "Z" {
						if pid == cleared[0] {
							t.Fatalf("the escapee with a cleared environment ended")
						}
						continue // the terminal's hangup ended it with the session's process
					}
					if how, ok := m.Owner(pid); !ok {
						t.Errorf("process %d is not found to be the session's", pid)
					} else {
						t.Logf("%d: %s", pid, how)
					}
				}
				for _, pid := range []int{os.Getpid(), os.Getppid(), 1, 0, -1} {
					if how, ok := m.Owner(pid); ok {
						t.Errorf("process %d is found to be a session's: %s", pid, how)
					}
				}
			})
		}
	}
}

// A process found by none of the ways on itself (out of its session's
// cgroup, in a kernel session of its own, its environment cleared), whose
// parent is an orphan out of the cgroup too, still belongs to the session:
// Owner asks each ancestor (the parent is in the session's kernel
// session), as closing finds what descends from a stray.
func TestOwnerAsksTheAncestors(t *testing.T) {
	sessiontest.Need(t, "sh", "sleep", "setsid", "env")
	serverCg, _, err := kernel.OwnCgroupDir()
	if err != nil {
		t.Skipf("no cgroup v2 here (%v)", err)
	}
	m := NewManager(Config{Grace: 400 * time.Millisecond})
	defer m.Close()
	tag := sessiontest.NewTag()
	// An orphan (the subshell ends), out of the cgroup, whose child
	// leaves every mark behind.
	script := `(sh -c 'echo $$ >"$1/cgroup.procs" && env -i setsid sleep "1000.$2"; wait' sh "$SERVER_CG" ` + tag + " &)\nread -r _\n"
	s := open(t, m, Options{Command: script, Env: map[string]string{"SERVER_CG": serverCg}})
	skipWithoutCgroup(t, s)
	pids := waitFound(t, "1000."+tag, 1)
	// The process is found by its argument from env on; it is the sleep,
	// in a kernel session of its own, once setsid has run and exec'd it
	// (a look between env's exec and setsid's call still finds it in the
	// session's kernel session, its environment cleared already).
	sessiontest.Eventually(t, 10*time.Second, "sleep out of the session's cgroup, in a kernel session of its own", func() bool {
		comm, _ := os.ReadFile("/proc/" + strconv.Itoa(pids[0]) + "/comm")
		return !kernel.InCgroup(pids[0], kernel.CgroupOf(s.kern.procs)) && kernel.EnvKey(pids[0]) == "" && strings.TrimSpace(string(comm)) == "sleep"
	})
	how, ok := m.Owner(pids[0])
	if !ok || !strings.Contains(how, "descends from process") {
		t.Fatalf("Owner of the sleep that left: %q %v", how, ok)
	}
	t.Log(how)
}
