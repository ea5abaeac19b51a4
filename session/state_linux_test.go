package session

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/sessiontest"
)

// Waiting means blocked on the terminal, whichever way a program waits:
// read, select, poll or epoll. The same waits on a pipe are not waiting for
// the agent. Only a kernel that shows the call can tell them apart: the
// portable backend must then say that its answer is inferred.
func TestWaitsOnTerminalByKind(t *testing.T) {
	sessiontest.Need(t, "python3")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	tests := []struct {
		name string
		code string
		want State
		pipe bool // blocked on a pipe: Running, but only once python blocks
	}{
		{"read", "import os; print('ready', flush=True); os.read(0, 1)", WaitingForInput, false},
		{"select", "import select,sys; print('ready', flush=True); select.select([sys.stdin],[],[])", WaitingForInput, false},
		{"poll", "import select,sys; p=select.poll(); p.register(0, select.POLLIN); print('ready', flush=True); p.poll()", WaitingForInput, false},
		{"epoll", "import select; e=select.epoll(); e.register(0, select.EPOLLIN); print('ready', flush=True); e.poll()", WaitingForInput, false},
		{"select on a pipe", "import os,select; r,w=os.pipe(); print('ready', flush=True); select.select([r],[],[])", Running, true},
		{"poll on a pipe", "import os,select; r,w=os.pipe(); p=select.poll(); p.register(r, select.POLLIN); print('ready', flush=True); p.poll()", Running, true},
		{"read on a pipe", "import os; r,w=os.pipe(); print('ready', flush=True); os.read(r, 1)", Running, true},
		{"thread waits on the terminal", "import os,threading,time; threading.Thread(target=lambda: os.read(0,1)).start(); print('ready', flush=True); time.sleep(60)", WaitingForInput, false},
		{"one thread busy", "import os,threading\ndef spin():\n  while True: pass\nthreading.Thread(target=spin, daemon=True).start(); print('ready', flush=True); os.read(0,1)", Running, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := open(t, m, Options{Argv: []string{"python3", "-c", tt.code}})
			ctx := context.Background()
			v, err := s.WaitFor(ctx, Cond{Text: "ready"}, 10*time.Second)
			if err != nil || v.Wait.Outcome != Matched {
				t.Fatalf("program did not start: %v %+v", err, v.Wait)
			}
			if portable(m) {
				// The same screen and termios whatever python waits on:
				// the answer can only be inferred, and must say so.
				sessiontest.Eventually(t, 10*time.Second, "quiet_ms of silence", func() bool { return s.quietFor(time.Now()) >= m.cfg.Quiet })
				for i := 0; i < 10; i++ {
					if o := s.kern.observe(); o.source != SourceQuiet {
						t.Fatalf("look %d: state %s from %q under the portable backend, want source quiet", i, o.state, o.source)
					}
				}
				return
			}
			// The state must hold steady at what the kernel says, look after
			// look, once the program has blocked. Running holds from the
			// start, so on a pipe the looks begin once python sleeps.
			if tt.pipe {
				pid := s.kern.cmd.Pid()
				sessiontest.Eventually(t, 10*time.Second, "every thread of python to sleep", func() bool { return asleep(pid) })
			} else {
				v, err = s.WaitFor(ctx, Cond{State: tt.want}, 10*time.Second)
				if err != nil || v.State != tt.want {
					t.Fatalf("state %s, want %s (%v)", v.State, tt.want, err)
				}
			}
			for i := 0; i < 10; i++ {
				if o := s.kern.observe(); o.state != tt.want || o.source != SourceKernel {
					t.Fatalf("look %d: state %s from %q, want %s from the kernel", i, o.state, o.source, tt.want)
				}
			}
		})
	}
}

// asleep reports whether every thread of process pid sleeps in a wait
// (state S in /proc/PID/task/*/stat).
func asleep(pid int) bool {
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/stat", pid))
	for _, path := range tasks {
		b, err := os.ReadFile(path)
		if i := bytes.LastIndexByte(b, ')'); err != nil || i < 0 || !bytes.HasPrefix(b[i:], []byte(") S ")) {
			return false
		}
	}
	return len(tasks) > 0
}

// The foreground is found among the session's own processes, and where
// none of its group's is held there any more (cat moved itself out of the
// session's cgroup) in the whole process table: cat still reads as
// waiting for input, by the kernel, and is named.
func TestForegroundThatLeftItsCgroup(t *testing.T) {
	sessiontest.Need(t, "sh", "cat")
	serverCg, _, err := kernel.OwnCgroupDir()
	if err != nil {
		t.Skipf("no cgroup v2 here (%v)", err)
	}
	m := NewManager(Config{State: BackendKernel})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Command: `echo $$ >"$SERVER_CG/cgroup.procs" && exec cat`, Env: map[string]string{"SERVER_CG": serverCg}})
	skipWithoutCgroup(t, s)
	sessiontest.Eventually(t, 10*time.Second, "cat out of the session's cgroup", func() bool {
		return !kernel.InCgroup(s.kern.cmd.Pid(), kernel.CgroupOf(s.kern.procs)) && s.Program() == "cat"
	})
	v, err := s.Settle(context.Background(), Expect{}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if v.State != WaitingForInput || v.Source != SourceKernel || v.Program != "cat" {
		t.Fatalf("cat out of its cgroup: %s (%s), program %q", v.State, v.Source, v.Program)
	}
}
