package session

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/sessiontest"
)

// portable reports whether the manager reads state with the portable
// backend (AGENTTY_STATE=portable runs the suite so): assertions only a
// kernel that shows what a process waits on can meet then check that the
// result says its state was inferred.
func portable(m *Manager) bool { return m.Config().State == BackendPortable }

func open(t *testing.T, m *Manager, opts Options) *Session {
	t.Helper()
	s, err := m.Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.close(true, "") })
	return s
}

func TestIdleSessionsAreReaped(t *testing.T) {
	sessiontest.Need(t, "sleep")
	m := NewManager(Config{IdleTimeout: 200 * time.Millisecond})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Argv: []string{"sleep", "1000"}})
	pid := s.kern.cmd.Pid()
	sessiontest.Eventually(t, 10*time.Second, "the idle session to be reaped", func() bool { return len(m.List()) == 0 })
	if _, err := m.Get(s.ID()); err == nil {
		t.Fatal("reaped session still reachable")
	}
	// The reaper unlists a session before it closes it: its process ends
	// a moment later.
	sessiontest.Eventually(t, 10*time.Second, "the reaped session's process to end", func() bool { return len(kernel.SessionProcs(pid, 0)) == 0 })
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
		if _, err := s.Settle(context.Background(), Expect{}, 10*time.Second); err != nil {
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
	gate := sessiontest.NewGate(t)
	s, err := m.Open(Options{Command: "(setsid yes >/dev/tty &) ; " + gate.Wait() + "; exit 0"})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.WaitFor(context.Background(), Cond{Text: "y"}, 10*time.Second)
	if err != nil || v.Wait.Outcome != Matched {
		t.Fatalf("no flood: %v %+v", err, v.Wait)
	}
	// bash runs until the gate opens, after the wait, so only the wait's
	// deadline (a second) can end it; the context, a minute, ends a wait
	// the flood held past it.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	v, err = s.Send(ctx, Text([]byte("x")), Expect{}, time.Second)
	if err != nil || v.Wait.Outcome != TimedOut || ctx.Err() != nil {
		t.Fatalf("a 1 s wait under a flood: %v %+v (context: %v)", err, v.Wait, ctx.Err())
	}
	gate.Open(t)
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
	v, err := s.Settle(context.Background(), Expect{}, 10*time.Second)
	if err != nil || v.State != WaitingForInput || v.Wait.Outcome != Settled || v.Mode != "password_prompt" {
		t.Fatalf("su as nobody: state %s outcome %+v mode %s (%s) err %v\n%q", v.State, v.Wait, v.Mode, v.ModeDetail, err, v.Lines)
	}
}

// A shell and a REPL no table names, waiting at the same prompt of a
// mark: the kernel tells them apart, as the shell ignores the stops of
// job control (SIGTSTP, SIGTTOU) and the REPL lets them stop it.
func TestShellKnownByTheJobsItRuns(t *testing.T) {
	sessiontest.Need(t, "dash", "python3")
	dir := t.TempDir()
	copyOf := func(src, name string) string {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		bin := filepath.Join(dir, name)
		if err := os.WriteFile(bin, data, 0o755); err != nil {
			t.Fatal(err)
		}
		return bin
	}
	dash, err := exec.LookPath("dash")
	if err != nil {
		t.Fatal(err)
	}
	// Python's executable itself, not a wrapper that finds it (pyenv's).
	out, err := exec.Command("python3", "-c", "import sys; print(sys.executable)").Output()
	if err != nil {
		t.Fatal(err)
	}
	python := strings.TrimSpace(string(out))
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	// At a prompt of marks REPLs draw too, and at a bare "$", which
	// Devel::REPL draws: the kernel decides both.
	for i, prompt := range []string{"\u00bb ", "$ "} {
		startup := filepath.Join(dir, fmt.Sprintf("startup%d.py", i))
		if err := os.WriteFile(startup, []byte("import sys\nsys.ps1 = '"+prompt+"'\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name string
			argv []string
			env  map[string]string
			mode modes.Mode
		}{
			{"a shell", []string{copyOf(dash, "cmdloop"), "-i"}, map[string]string{"PS1": prompt, "ENV": ""}, modes.Shell},
			{"a REPL", []string{copyOf(python, "exprloop"), "-q"}, map[string]string{"PYTHONSTARTUP": startup}, modes.REPL},
		} {
			t.Run(c.name+" at "+strings.TrimSpace(prompt), func(t *testing.T) {
				s := open(t, m, Options{Argv: c.argv, Env: c.env, Cwd: dir})
				v, err := s.WaitFor(context.Background(), Cond{Text: strings.TrimSpace(prompt), State: WaitingForInput}, 10*time.Second)
				if err != nil || v.Wait.Outcome != Matched {
					t.Fatalf("no prompt: %v %+v %q", err, v.Wait, v.Lines)
				}
				if portable(m) {
					return // the portable backend reads no process's signals
				}
				if v.Mode != c.mode {
					t.Fatalf("mode %s (%s), want %s\n%q", v.Mode, v.ModeDetail, c.mode, v.Lines)
				}
			})
		}
	}
}

// The quiet rule, which decides where the kernel cannot see what a program
// waits on (the portable backend, macOS): after quiet_ms of silence a
// program that put the terminal in raw mode or turned echo off, or shows a
// prompt-like screen, waits; one with input it has not read, or with
// nothing prompt-like in cooked mode, runs. Every answer says "quiet".
func TestQuietRule(t *testing.T) {
	sessiontest.Need(t, "bash", "python3", "sleep")
	const quiet = 150 * time.Millisecond
	m := NewManager(Config{State: BackendPortable, Quiet: quiet})
	t.Cleanup(func() { _ = m.Close() })
	raw := "import sys,time,tty; tty.setraw(0); print('raw', end='', flush=True); time.sleep(60)"
	tests := []struct {
		name  string
		opts  Options
		input string // typed once the program shows ready
		ready string
		want  State
	}{
		{"a silent sleep", Options{Command: "echo sleeping; sleep 60"}, "", "sleeping", Running},
		{"raw mode", Options{Argv: []string{"python3", "-c", raw}}, "", "raw", WaitingForInput},
		{"raw mode, input unread", Options{Argv: []string{"python3", "-c", raw}}, "abc", "raw", Running},
		{"echo off", Options{Argv: []string{"python3", "-c", "import getpass; getpass.getpass('Passphrase: ')"}}, "", "Passphrase", WaitingForInput},
		{"a question", Options{Command: `read -p "Overwrite? [y/N] " x`}, "", "Overwrite", WaitingForInput},
		{"cooked, nothing on the line", Options{Command: "echo ready; read x"}, "", "ready", Running},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := open(t, m, tt.opts)
			ctx := context.Background()
			if v, err := s.WaitFor(ctx, Cond{Text: tt.ready}, 10*time.Second); err != nil || v.Wait.Outcome != Matched {
				t.Fatalf("%q did not show: %v %+v", tt.ready, err, v.Lines)
			}
			if tt.input != "" {
				if err := s.io.writeInput([]byte(tt.input), time.Now().Add(time.Second)); err != nil {
					t.Fatal(err)
				}
			}
			// Before quiet_ms of silence nothing waits yet.
			if o := s.kern.observe(); s.quietFor(time.Now()) < quiet && (o.state != Running || o.source != SourceQuiet) {
				t.Fatalf("before quiet_ms: %s from %q", o.state, o.source)
			}
			// Quiet counts from the look that first saw the terminal's
			// modes changed too (raw mode, echo off), which may come after
			// the output.
			sessiontest.Eventually(t, 10*time.Second, "quiet_ms of silence", func() bool {
				_ = s.kern.observe()
				return quietSeen(s, time.Now()) >= quiet
			})
			for i := 0; i < 5; i++ {
				if o := s.kern.observe(); o.state != tt.want || o.source != SourceQuiet {
					t.Fatalf("look %d: %s from %q, want %s from quiet", i, o.state, o.source, tt.want)
				}
			}
			if tt.want == WaitingForInput {
				v, err := s.Settle(ctx, Expect{}, 5*time.Second)
				if err != nil || v.Wait.Outcome != Settled || v.Source != SourceQuiet {
					t.Fatalf("settle: %v %+v from %q", err, v.Wait, v.Source)
				}
			}
		})
	}
}

// quietSeen is the quiet the quiet rule counts: since the last output or
// input, and since a look first saw the terminal's modes changed.
func quietSeen(s *Session, now time.Time) time.Duration {
	s.kern.mu.Lock()
	since := s.kern.ttyModes.since
	s.kern.mu.Unlock()
	return min(s.quietFor(now), now.Sub(since))
}

// In the portable backend, a program that changes the terminal's modes
// is at work: quiet counts from the change too. A program that printed
// nothing while it started (longer than the blank screen's QuietAfter)
// and then turns echo off, its prompt coming just after, is not read as
// waiting at a blank screen in between (getpass under load).
func TestQuietCountsFromAModeChange(t *testing.T) {
	sessiontest.Need(t, "sh", "stty", "sleep")
	m := NewManager(Config{State: BackendPortable})
	defer m.Close()
	s := open(t, m, Options{Command: "sh -c 'sleep 2.5; stty -echo; sleep 0.6; printf \"Password: \"; read x'"})
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		o := s.kern.observe()
		snap := s.term.Snapshot()
		if strings.Contains(strings.Join(snap.Lines, "\n"), "Password:") {
			return
		}
		if o.state == WaitingForInput && !o.echo {
			t.Fatalf("waiting for input (%s) at a blank screen right after echo was turned off, its prompt not yet written", o.source)
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the prompt never came")
}

// A new terminal echoes and reads lines: a first look that finds it so
// has seen no change of its modes, and a question quiet for quiet_ms
// waits at that look (the portable backend).
func TestQuietFromANewTerminalsModes(t *testing.T) {
	sessiontest.Need(t, "sh")
	const quiet = 150 * time.Millisecond
	m := NewManager(Config{State: BackendPortable, Quiet: quiet})
	defer m.Close()
	s := open(t, m, Options{Command: `printf 'Overwrite? [y/N] '; read x`})
	sessiontest.Eventually(t, 10*time.Second, "the question, then quiet_ms of silence", func() bool {
		return strings.Contains(strings.Join(s.term.Snapshot().Lines, "\n"), "Overwrite?") && s.quietFor(time.Now()) >= quiet
	})
	if o := s.kern.observe(); o.state != WaitingForInput || o.source != SourceQuiet {
		t.Fatalf("first look: %s from %q, want waiting_for_input from quiet", o.state, o.source)
	}
}
