package session

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

func open(t *testing.T, m *Manager, opts Options) *Session {
	t.Helper()
	s, err := m.Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.close(true, "") })
	return s
}

// Waiting means blocked on the terminal, whichever way a program waits:
// read, select, poll or epoll. The same waits on a pipe are not waiting for
// the agent.
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
				if got := s.observe().state; got != tt.want {
					t.Fatalf("look %d: state %s, want %s", i, got, tt.want)
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

func TestIdleSessionsAreReaped(t *testing.T) {
	sessiontest.Need(t, "sleep")
	m := NewManager(Config{IdleTimeout: 200 * time.Millisecond})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Argv: []string{"sleep", "1000"}})
	pid := s.cmd.Pid()
	sessiontest.Eventually(t, 10*time.Second, "the idle session to be reaped", func() bool { return len(m.List()) == 0 })
	if _, err := m.Get(s.ID()); err == nil {
		t.Fatal("reaped session still reachable")
	}
	// The reaper unlists a session before it closes it: its process ends
	// a moment later.
	sessiontest.Eventually(t, 10*time.Second, "the reaped session's process to end", func() bool { return len(sessionProcs(pid, 0)) == 0 })
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

// Closing leaves no descriptor and no goroutine behind.
func TestNoLeaks(t *testing.T) {
	sessiontest.Need(t, "bash")
	fds := func() int {
		ents, _ := os.ReadDir("/proc/self/fd")
		return len(ents)
	}
	m := NewManager(Config{Grace: 200 * time.Millisecond})
	defer m.Close()
	warm, err := m.Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.CloseSession(warm.ID(), true); err != nil {
		t.Fatal(err)
	}
	baseFDs, baseG := fds(), runtime.NumGoroutine()
	for i := 0; i < 5; i++ {
		s, err := m.Open(Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Settle(context.Background(), "", 10*time.Second); err != nil {
			t.Fatal(err)
		}
		if _, err := m.CloseSession(s.ID(), i%2 == 0); err != nil {
			t.Fatal(err)
		}
	}
	if n := fds(); n != baseFDs {
		t.Fatalf("%d descriptors open, %d before", n, baseFDs)
	}
	sessiontest.Eventually(t, 5*time.Second, fmt.Sprintf("no more than the %d goroutines there were before", baseG), func() bool {
		return runtime.NumGoroutine() <= baseG
	})
}

// A program that never stops writing cannot hold a wait past its deadline,
// keep the session from showing it exited, or block its close.
func TestFloodDoesNotHoldWaits(t *testing.T) {
	sessiontest.Need(t, "bash", "yes")
	m := NewManager(Config{Grace: 200 * time.Millisecond})
	defer m.Close()
	// Not open(): its cleanup would wait for a close that hangs, and the
	// test would hang with it instead of failing.
	s, err := m.Open(Options{Command: "(setsid yes >/dev/tty &) ; sleep 3; exit 0"})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.WaitFor(context.Background(), Cond{Text: "y"}, 10*time.Second)
	if err != nil || v.Wait.Outcome != Matched {
		t.Fatalf("no flood: %v %+v", err, v.Wait)
	}
	// bash sleeps past the wait's 1 s, so only its deadline can end it; the
	// context ends a wait the flood held well before bash exits.
	ctx, cancel := context.WithTimeout(context.Background(), 2500*time.Millisecond)
	defer cancel()
	v, err = s.Send(ctx, []byte("x"), "", "", time.Second)
	if err != nil || v.Wait.Outcome != TimedOut || ctx.Err() != nil {
		t.Fatalf("a 1 s wait under a flood: %v %+v (context: %v)", err, v.Wait, ctx.Err())
	}
	v, err = s.WaitFor(context.Background(), Cond{State: Exited}, 5*time.Second)
	if err != nil || v.State != Exited {
		t.Fatalf("the session did not show its exit under a flood: %s (%v)", v.State, err)
	}
	closed := make(chan error, 1)
	go func() {
		_, err := m.CloseSession(s.ID(), true)
		closed <- err
	}()
	select {
	case err := <-closed:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("closing the flooded session did not return within 10s")
	}
}

// As a server that is not root, a setuid program's syscall cannot be read;
// its password prompt must still be waiting_for_input and settle. The test
// binary runs itself again as nobody to see that.
func TestSetuidPromptAsNonRoot(t *testing.T) {
	if os.Getenv("AGENTTY_SETUID_CHILD") == "1" {
		setuidChild(t)
		return
	}
	sessiontest.Need(t, "su")
	if os.Geteuid() != 0 {
		t.Skip("needs root to start a copy of itself as nobody")
	}
	dir, err := os.MkdirTemp("", "agentty-setuid")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	bin := filepath.Join(dir, "session.test")
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil || os.Chmod(dir, 0o755) != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run=^TestSetuidPromptAsNonRoot$", "-test.v")
	cmd.Env = append(os.Environ(), "AGENTTY_SETUID_CHILD=1", "HOME="+dir)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS") {
		t.Fatalf("as nobody: %v\n%s", err, out)
	}
}

func setuidChild(t *testing.T) {
	m := NewManager(Config{})
	defer m.Close()
	s := open(t, m, Options{Argv: []string{"su", "root", "-c", "true"}})
	v, err := s.Settle(context.Background(), "", 10*time.Second)
	if err != nil || v.State != WaitingForInput || v.Wait.Outcome != Settled || v.Mode != "password_prompt" {
		t.Fatalf("su as nobody: state %s outcome %+v mode %s (%s) err %v\n%q", v.State, v.Wait, v.Mode, v.ModeDetail, err, v.Lines)
	}
}

// A child a foreground process starts (git its pager, man less) joins the
// group at once in agentty's view, not when the cached list of the group's
// processes expires.
func TestNewChildSeenAtOnce(t *testing.T) {
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Argv: []string{"bash", "-c", "read x; sleep 30; echo done"}})
	ctx := context.Background()
	if v, err := s.Settle(ctx, "", 10*time.Second); err != nil || v.State != WaitingForInput {
		t.Fatalf("bash read: %v %+v", err, v)
	}
	pgrp := s.observe().pgrp
	if members, _ := s.foreground(pgrp); len(members) != 1 {
		t.Fatalf("before the child: %+v", members)
	}
	// Written directly: a Send would look at the foreground while it waits.
	if err := s.writeInput([]byte("\r"), time.Now().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 10*time.Second, "bash to start sleep", func() bool {
		kids, _ := children(s.cmd.Pid())
		if f := strings.Fields(kids); len(f) > 0 {
			st, ok := readStat("/proc/" + f[0] + "/stat")
			return ok && st.comm == "sleep"
		}
		return false
	})
	// As though the list had just been scanned: only the child's birth
	// can make it stale.
	s.mu.Lock()
	s.fg.scanned = time.Now()
	s.mu.Unlock()
	members, _ := s.foreground(pgrp)
	var names []string
	for _, p := range members {
		names = append(names, p.comm)
	}
	if !slices.Contains(names, "sleep") {
		t.Fatalf("the foreground is %q; the sleep bash started is missing", names)
	}
	if got := s.Program(); got != "sleep" {
		t.Errorf("program %q, want sleep", got)
	}
}
