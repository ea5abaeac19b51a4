package session

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

func need(t *testing.T, programs ...string) {
	t.Helper()
	for _, p := range programs {
		if _, err := exec.LookPath(p); err != nil {
			if os.Getenv("AGENTTY_REQUIRE_PROGRAMS") == "1" {
				t.Fatalf("%s is not installed, and AGENTTY_REQUIRE_PROGRAMS=1", p)
			}
			t.Skipf("%s is not installed", p)
		}
	}
}

func open(t *testing.T, m *Manager, opts Options) *Session {
	t.Helper()
	s, err := m.Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.close(true) })
	return s
}

// Waiting means blocked on the terminal, whichever way a program waits:
// read, select, poll or epoll. The same waits on a pipe are not waiting for
// the agent.
func TestWaitsOnTerminalByKind(t *testing.T) {
	need(t, "python3")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	tests := []struct {
		name string
		code string
		want State
	}{
		{"read", "import os; print('ready', flush=True); os.read(0, 1)", WaitingForInput},
		{"select", "import select,sys; print('ready', flush=True); select.select([sys.stdin],[],[])", WaitingForInput},
		{"poll", "import select,sys; p=select.poll(); p.register(0, select.POLLIN); print('ready', flush=True); p.poll()", WaitingForInput},
		{"epoll", "import select; e=select.epoll(); e.register(0, select.EPOLLIN); print('ready', flush=True); e.poll()", WaitingForInput},
		{"select on a pipe", "import os,select; r,w=os.pipe(); print('ready', flush=True); select.select([r],[],[])", Running},
		{"poll on a pipe", "import os,select; r,w=os.pipe(); p=select.poll(); p.register(r, select.POLLIN); print('ready', flush=True); p.poll()", Running},
		{"read on a pipe", "import os; r,w=os.pipe(); print('ready', flush=True); os.read(r, 1)", Running},
		{"thread waits on the terminal", "import os,threading,time; threading.Thread(target=lambda: os.read(0,1)).start(); print('ready', flush=True); time.sleep(60)", WaitingForInput},
		{"one thread busy", "import os,threading\ndef spin():\n  while True: pass\nthreading.Thread(target=spin, daemon=True).start(); print('ready', flush=True); os.read(0,1)", Running},
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
			// look, once the program has had a moment to block.
			v, _ = s.WaitFor(ctx, Cond{State: tt.want}, 2*time.Second)
			if v.State != tt.want {
				t.Fatalf("state %s, want %s", v.State, tt.want)
			}
			for i := 0; i < 10; i++ {
				if got := s.observe().state; got != tt.want {
					t.Fatalf("look %d: state %s, want %s", i, got, tt.want)
				}
			}
		})
	}
}

func TestIdleSessionsAreReaped(t *testing.T) {
	need(t, "sleep")
	m := NewManager(Config{IdleTimeout: 200 * time.Millisecond})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Argv: []string{"sleep", "1000"}})
	pid := s.cmd.Pid()
	deadline := time.Now().Add(10 * time.Second)
	for len(m.List()) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("idle session not reaped")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, err := m.Get(s.ID()); err == nil {
		t.Fatal("reaped session still reachable")
	}
	if len(sessionProcs(pid, 0)) != 0 {
		t.Fatal("reaped session's process still alive")
	}
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

func TestCut(t *testing.T) {
	if s, cut := cut("short", 100); s != "short" || cut {
		t.Fatalf("%q %v", s, cut)
	}
	s, c := cut("0123456789abcdefghij", 10)
	if !c || s != "01234\n[… 10 characters cut …]\nfghij" {
		t.Fatalf("%q", s)
	}
}

// Closing leaves no descriptor and no goroutine behind.
func TestNoLeaks(t *testing.T) {
	need(t, "bash")
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
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > baseG {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines, %d before", runtime.NumGoroutine(), baseG)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestRedactOne(t *testing.T) {
	var s secrets
	s.add("hunter2")
	s.add("ab") // too short to redact
	for in, want := range map[string]string{
		"hunter2":              "****",
		"x hunter2 y hunter2z": "x **** y ****z",
		"hunter":               "hunter",
		"hhunter2hunter2":      "h********",
		"ab and abc":           "ab and abc",
		"":                     "",
		"日本hunter2語":           "日本****語",
	} {
		if got := s.redact(in); got != want {
			t.Errorf("redact(%q) = %q, want %q", in, got, want)
		}
	}
}

// A program that never stops writing cannot hold a wait past its deadline,
// keep the session from showing it exited, or block its close.
func TestFloodDoesNotHoldWaits(t *testing.T) {
	need(t, "bash", "yes")
	m := NewManager(Config{Grace: 200 * time.Millisecond})
	defer m.Close()
	s := open(t, m, Options{Command: "(setsid yes >/dev/tty &) ; sleep 0.3; exit 0"})
	start := time.Now()
	v, err := s.Send(context.Background(), []byte("x"), "", "", time.Second)
	if time.Since(start) > 5*time.Second {
		t.Fatalf("a 1 s wait took %v (%v %+v)", time.Since(start), err, v.Wait)
	}
	v, _ = s.WaitFor(context.Background(), Cond{State: Exited}, 5*time.Second)
	if v.State != Exited {
		t.Fatalf("the session did not show its exit under a flood: %s", v.State)
	}
	start = time.Now()
	if _, err := m.CloseSession(s.ID(), true); err != nil {
		t.Fatal(err)
	}
	if time.Since(start) > 10*time.Second {
		t.Fatalf("close took %v", time.Since(start))
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
	need(t, "su")
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
	deadline := time.Now().Add(10 * time.Second)
	for {
		kids, _ := children(s.cmd.Pid())
		if f := strings.Fields(kids); len(f) > 0 {
			if st, ok := readStat("/proc/" + f[0] + "/stat"); ok && st.comm == "sleep" {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatal("bash started no sleep")
		}
		time.Sleep(5 * time.Millisecond)
	}
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
