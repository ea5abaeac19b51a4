package kernel

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/agentty/agentty/session/sessiontest"
)

func TestReadStatOddNames(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "stat")
	line := "4242 (a) b (c)) S 1 4242 4242 34816 4242 4194304 0 0 0 0 0 0 0 0 20 0 1 0 987654 0 0\n"
	if err := os.WriteFile(path, []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	st, ok := readStat(path)
	if !ok || st.Pid != 4242 || st.Comm != "a) b (c)" || st.State != 'S' || st.PPid != 1 ||
		st.Pgrp != 4242 || st.Session != 4242 || st.Start != 987654 {
		t.Fatalf("readStat: %+v %v", st, ok)
	}
	if _, ok := readStat(filepath.Join(dir, "missing")); ok {
		t.Fatal("a missing file parsed")
	}
}

// A shell with job control ignores SIGTSTP and SIGTTOU; a program that
// lets them stop it (a REPL) does not: the stat line's sigignore says so.
func TestRunsJobsFromIgnoredStops(t *testing.T) {
	sessiontest.Need(t, "sh", "sleep")
	for _, c := range []struct {
		name  string
		argv  []string
		wants bool
	}{
		{"both stops ignored", []string{"sh", "-c", "trap '' TSTP TTOU; exec sleep 30"}, true},
		{"one ignored", []string{"sh", "-c", "trap '' TTOU; exec sleep 30"}, false},
		{"none", []string{"sleep", "30"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(c.argv[0], c.argv[1:]...)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
			stat := filepath.Join("/proc", strconv.Itoa(cmd.Process.Pid), "stat")
			// Polled until the shell has exec'd sleep (its comm says so).
			var st Proc
			sessiontest.Eventually(t, 5*time.Second, "the process became sleep", func() bool {
				var ok bool
				st, ok = readStat(stat)
				return ok && st.Comm == "sleep"
			})
			if st.RunsJobs != c.wants {
				t.Fatalf("RunsJobs %v, want %v (%+v)", st.RunsJobs, c.wants, st)
			}
		})
	}
}

// startOnPTY starts argv as the leader of a kernel session whose
// controlling terminal is a new PTY, and returns it, the PTY's master and
// the terminal's device name. The process is killed at the test's end.
func startOnPTY(t *testing.T, argv ...string) (*exec.Cmd, *os.File, string) {
	t.Helper()
	ptm, pts, err := pty.Open()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = pts, pts, pts
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
		_ = ptm.Close()
		_ = pts.Close()
	})
	return cmd, ptm, pts.Name()
}

// A program that asked for SIGIO when the terminal has input (O_ASYNC, as
// termbox-go does) reads it when the signal comes: with its threads
// asleep elsewhere (a futex), no thread reads the terminal in a call, and
// SignalReader names it; the same program without O_ASYNC it does not.
func TestSignalDrivenReaderWaits(t *testing.T) {
	sessiontest.Need(t, "python3")
	for _, c := range []struct {
		name   string
		flags  string
		reader bool
	}{
		{"O_ASYNC set", "os.O_NONBLOCK | os.O_ASYNC", true},
		{"O_ASYNC not set", "os.O_NONBLOCK", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			code := "import fcntl, os, signal, threading\n" +
				"signal.signal(signal.SIGIO, lambda *a: None)\n" +
				"fd = os.open('/dev/tty', os.O_RDWR)\n" +
				"fcntl.fcntl(fd, fcntl.F_SETOWN, os.getpid())\n" +
				"fcntl.fcntl(fd, fcntl.F_SETFL, " + c.flags + ")\n" +
				"print('ready', flush=True)\n" +
				"threading.Event().wait()\n"
			cmd, ptm, tty := startOnPTY(t, "python3", "-c", code)
			buf := make([]byte, 64)
			if n, err := ptm.Read(buf); err != nil || !strings.Contains(string(buf[:n]), "ready") {
				t.Fatalf("python did not start: %q %v", buf[:n], err)
			}
			p := &procfsProber{}
			sid := cmd.Process.Pid
			pgrp := ForegroundGroup(int(ptm.Fd()))
			// Polled until a look sees every thread asleep at one instant.
			var l Group
			sessiontest.Eventually(t, 10*time.Second, "a look with python asleep", func() bool {
				l = p.Look(sid, pgrp, tty)
				return !l.Busy
			})
			if l.Reader >= 0 {
				t.Fatalf("a thread reads the terminal in a call: %+v", l)
			}
			if got := SignalReader(l.Members, tty) >= 0; got != c.reader {
				t.Fatalf("signal reader %v, want %v (%+v)", got, c.reader, l)
			}
		})
	}
}

// A child a foreground process starts (git its pager, man less) joins the
// group at once in the procfs backend's view, not when its cached list of
// the group's processes expires.
func TestNewChildSeenAtOnce(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	cmd, ptm, tty := startOnPTY(t, "bash", "-c", "read x; sleep 30; echo done")
	p := &procfsProber{}
	sid := cmd.Process.Pid
	pgrp := ForegroundGroup(int(ptm.Fd()))
	sessiontest.Eventually(t, 10*time.Second, "bash to block reading", func() bool {
		return p.Look(sid, pgrp, tty).Reader >= 0
	})
	if members, _ := p.foreground(sid, pgrp); len(members) != 1 {
		t.Fatalf("before the child: %+v", members)
	}
	if _, err := ptm.Write([]byte("\r")); err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 10*time.Second, "bash to start sleep", func() bool {
		kids, _ := children(sid)
		if f := strings.Fields(kids); len(f) > 0 {
			st, ok := readStat("/proc/" + f[0] + "/stat")
			return ok && st.Comm == "sleep"
		}
		return false
	})
	// As though the list had just been scanned: only the child's birth
	// can make it stale.
	p.mu.Lock()
	p.fg.scanned = time.Now()
	p.mu.Unlock()
	l := p.Look(sid, pgrp, tty)
	var names []string
	for _, m := range l.Members {
		names = append(names, m.Comm)
	}
	if !slices.Contains(names, "sleep") {
		t.Fatalf("the foreground is %q; the sleep bash started is missing", names)
	}
	if pick := Nameable(l.Members, l.Reader, pgrp, isShell); pick < 0 || ProgramOf(l.Members[pick], Cmdline(l.Members[pick].Pid)) != "sleep" {
		t.Errorf("the foreground is named after %+v, want sleep", l.Members)
	}
}

// A look reads a group's threads one after another; a thread that ran
// between two reads makes the look a mix of moments (oneInstant), even
// when it is asleep again by the time it is read once more: cat, read
// asleep on the terminal, takes a line, echoes it and sleeps again in
// the same read.
func TestOneInstantSeesAThreadThatRan(t *testing.T) {
	sessiontest.Need(t, "cat")
	cmd, ptm, tty := startOnPTY(t, "cat")
	p := &procfsProber{}
	sid := cmd.Process.Pid
	pgrp := ForegroundGroup(int(ptm.Fd()))
	sessiontest.Eventually(t, 10*time.Second, "cat to block reading", func() bool {
		return p.Look(sid, pgrp, tty).Reader >= 0
	})
	members, tids := p.foreground(sid, pgrp)
	var first []threadFacts
	for i, m := range members {
		for _, tid := range tids[i] {
			first = append(first, examineThread(m.Pid, tid, newFDCheck(m.Pid, tty)))
		}
	}
	if !oneInstant(first) {
		t.Fatal("cat asleep on the terminal, untouched, is not one instant")
	}
	if _, err := ptm.Write([]byte("ping\r")); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	buf := make([]byte, 256)
	for !strings.Contains(out.String(), "ping\r\nping") {
		n, err := ptm.Read(buf)
		if err != nil {
			t.Fatalf("reading cat's output: %v (so far %q)", err, out.String())
		}
		out.Write(buf[:n])
	}
	sessiontest.Eventually(t, 10*time.Second, "cat to block reading again", func() bool {
		return p.Look(sid, pgrp, tty).Reader >= 0
	})
	if st, _ := readStat("/proc/" + tids[0][0] + "/stat"); st.State != 'S' {
		t.Fatalf("cat is %c, not asleep", st.State)
	}
	if oneInstant(first) {
		t.Error("cat ran (it echoed a line) between two reads, and they were taken for one instant")
	}
	if l := p.Look(sid, pgrp, tty); l.Busy || l.Reader < 0 {
		t.Errorf("cat asleep on the terminal looked at again: busy %v, reader %d", l.Busy, l.Reader)
	}
}

// A look whose threads all sleep without a timeout is given again while
// none of them has run, the same as a fresh look would be; once one has
// run (sh took its line and became sleep, keeping its pid and its only
// thread), the next look is fresh and sees it asleep elsewhere.
func TestLookGivenAgainUntilAThreadRuns(t *testing.T) {
	sessiontest.Need(t, "sh", "sleep")
	cmd, ptm, tty := startOnPTY(t, "sh", "-c", "read x; exec sleep 1000")
	p := &procfsProber{}
	sid := cmd.Process.Pid
	pgrp := ForegroundGroup(int(ptm.Fd()))
	var first Group
	sessiontest.Eventually(t, 10*time.Second, "sh to block reading", func() bool {
		first = p.Look(sid, pgrp, tty)
		return first.Reader >= 0
	})
	p.mu.Lock()
	kept := p.last.seen != nil
	p.mu.Unlock()
	if !kept {
		t.Fatal("a look of sh asleep reading its terminal was not kept")
	}
	if again := p.Look(sid, pgrp, tty); !reflect.DeepEqual(again, first) {
		t.Fatalf("the look given again differs:\n%+v\n%+v", again, first)
	}
	if _, err := ptm.Write([]byte("\r")); err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 10*time.Second, "the look to see sleep, not a reader", func() bool {
		l := p.Look(sid, pgrp, tty)
		return l.Reader < 0 && !l.Busy && len(l.Members) == 1 && l.Members[0].Comm == "sleep"
	})
}

// A look given again names its members as they are now: one whose stat
// was read before the program set its job-control signals aside (a
// shell starting, seen at once asleep at its first prompt) or exec'd is
// not given again once the stat says otherwise, or the shell would read
// as a program that lets the stops stop it for as long as it waits there.
func TestLookGivenAgainNamesMembersAsTheyAre(t *testing.T) {
	sessiontest.Need(t, "sh")
	cmd, ptm, tty := startOnPTY(t, "sh", "-c", "read x")
	p := &procfsProber{}
	sid := cmd.Process.Pid
	pgrp := ForegroundGroup(int(ptm.Fd()))
	var first Group
	sessiontest.Eventually(t, 10*time.Second, "sh to block reading", func() bool {
		first = p.Look(sid, pgrp, tty)
		return first.Reader >= 0 && len(first.Members) == 1
	})
	now := first.Members[0] // a copy: the kept look shares first's slice
	for _, stale := range []func(m *Proc){
		func(m *Proc) { m.RunsJobs = !m.RunsJobs },
		func(m *Proc) { m.Comm = "before-exec" },
	} {
		p.mu.Lock()
		if p.last.seen == nil {
			p.mu.Unlock()
			t.Fatal("a look of sh asleep reading its terminal was not kept")
		}
		stale(&p.last.group.Members[0])
		p.mu.Unlock()
		if l := p.Look(sid, pgrp, tty); len(l.Members) != 1 || l.Members[0] != now {
			t.Fatalf("a look kept with a member's old facts was given again: %+v, want %+v", l.Members, now)
		}
	}
}
