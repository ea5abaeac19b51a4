package session

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

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
					if o := s.observe(); o.source != SourceQuiet {
						t.Fatalf("look %d: state %s from %q under the portable backend, want source quiet", i, o.state, o.source)
					}
				}
				return
			}
			// The state must hold steady at what the kernel says, look after
			// look, once the program has blocked. Running holds from the
			// start, so on a pipe the looks begin once python sleeps.
			if tt.pipe {
				pid := s.cmd.Pid()
				sessiontest.Eventually(t, 10*time.Second, "every thread of python to sleep", func() bool { return asleep(pid) })
			} else {
				v, err = s.WaitFor(ctx, Cond{State: tt.want}, 10*time.Second)
				if err != nil || v.State != tt.want {
					t.Fatalf("state %s, want %s (%v)", v.State, tt.want, err)
				}
			}
			for i := 0; i < 10; i++ {
				if o := s.observe(); o.state != tt.want || o.source != SourceKernel {
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
		if st, ok := readStat(path); !ok || st.state != 'S' {
			return false
		}
	}
	return len(tasks) > 0
}

func TestReadStatOddNames(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "stat")
	line := "4242 (a) b (c)) S 1 4242 4242 34816 4242 4194304 0 0 0 0 0 0 0 0 20 0 1 0 987654 0 0\n"
	if err := os.WriteFile(path, []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	st, ok := readStat(path)
	if !ok || st.pid != 4242 || st.comm != "a) b (c)" || st.state != 'S' || st.ppid != 1 ||
		st.pgrp != 4242 || st.session != 4242 || st.start != 987654 {
		t.Fatalf("readStat: %+v %v", st, ok)
	}
	if _, ok := readStat(filepath.Join(dir, "missing")); ok {
		t.Fatal("a missing file parsed")
	}
}

// A child a foreground process starts (git its pager, man less) joins the
// group at once in the procfs backend's view, not when its cached list of
// the group's processes expires. The test drives the backend directly, so
// it runs the same under either AGENTTY_STATE.
func TestNewChildSeenAtOnce(t *testing.T) {
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Argv: []string{"bash", "-c", "read x; sleep 30; echo done"}})
	p := &procfsProber{}
	sid := s.cmd.Pid()
	pgrp := s.observe().pgrp
	sessiontest.Eventually(t, 10*time.Second, "bash to block reading", func() bool {
		return p.look(sid, pgrp, s.ptsName).reader >= 0
	})
	if members, _ := p.foreground(sid, pgrp); len(members) != 1 {
		t.Fatalf("before the child: %+v", members)
	}
	// Written directly: a Send would look at the foreground while it waits.
	if err := s.writeInput([]byte("\r"), time.Now().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 10*time.Second, "bash to start sleep", func() bool {
		kids, _ := children(sid)
		if f := strings.Fields(kids); len(f) > 0 {
			st, ok := readStat("/proc/" + f[0] + "/stat")
			return ok && st.comm == "sleep"
		}
		return false
	})
	// As though the list had just been scanned: only the child's birth
	// can make it stale.
	p.mu.Lock()
	p.fg.scanned = time.Now()
	p.mu.Unlock()
	l := p.look(sid, pgrp, s.ptsName)
	var names []string
	for _, m := range l.members {
		names = append(names, m.comm)
	}
	if !slices.Contains(names, "sleep") {
		t.Fatalf("the foreground is %q; the sleep bash started is missing", names)
	}
	if pick := nameable(l.members, l.reader, pgrp); pick < 0 || programOf(l.members[pick], cmdline(l.members[pick].pid)) != "sleep" {
		t.Errorf("the foreground is named after %+v, want sleep", l.members)
	}
}
