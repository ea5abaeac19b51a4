// Package sessiontest holds what agentty's tests share: skipping a test
// whose program is not installed (or failing it where CI promises them),
// polling a condition under a deadline, listing the processes of a kernel
// session and the script of processes that try to leave it (Escapees),
// writing fixture files, installing the npm and Go fixture programs
// (NPM, GoPrograms), holding a program until the test lets it go on
// (Gate), collecting output from many goroutines (Buffer),
// servers on loopback (Redis, Postgres, an sshd that takes a password for the tests
// of ssh logins, PasswordSSHD, and one that takes a key for the tests of
// other machines, StartSSHD), the byte streams screens are compared on
// (ProgramStreams, RandomStreams), and the heap and latency figures the
// benchmarks report. It imports only the standard library, so that the
// session package's own tests can use it; it is no part of agentty.
package sessiontest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// RequirePrograms is the environment variable that, set to 1, turns a skip
// for a missing program or fixture into a failure (CI installs them all).
const RequirePrograms = "AGENTTY_REQUIRE_PROGRAMS"

// Need skips the test when one of programs is not on PATH, or fails it
// under AGENTTY_REQUIRE_PROGRAMS=1.
func Need(t testing.TB, programs ...string) {
	t.Helper()
	for _, p := range programs {
		if _, err := exec.LookPath(p); err != nil {
			Unavailable(t, "%s is not installed", p)
		}
	}
}

// Unavailable skips the test because what it needs is missing, or fails it
// under AGENTTY_REQUIRE_PROGRAMS=1. The message says what is missing.
func Unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if os.Getenv(RequirePrograms) == "1" {
		t.Fatalf("%s, and %s=1", msg, RequirePrograms)
	}
	t.Skip(msg)
}

// poll is how often Eventually looks again.
const poll = 10 * time.Millisecond

// Eventually calls cond until it holds, and fails the test if it still does
// not once within has passed. what names the condition in the failure.
// cond is called from the test's goroutine, so it may use t.
func Eventually(t testing.TB, within time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", within, what)
		}
		time.Sleep(poll)
	}
}

// Members lists the live processes of kernel session sid: those whose
// /proc/PID/stat names sid as their session, except zombies (Z) and the
// dead (X).
func Members(sid int) []int {
	ents, _ := os.ReadDir("/proc")
	want := strconv.Itoa(sid)
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue // ended since the directory was read
		}
		// The command name may hold spaces and parentheses: the fields
		// start after the last ')'. They are state, ppid, pgrp, session.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 || i+2 > len(s) {
			continue
		}
		f := strings.Fields(s[i+2:])
		if len(f) > 3 && f[0] != "Z" && f[0] != "X" && f[3] == want {
			out = append(out, pid)
		}
	}
	return out
}

// WriteFile writes content to path (mode 0644) or fails the test.
func WriteFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// HeapInUse is the bytes of live Go heap after collecting garbage: what a
// memory benchmark compares before and after it builds something.
func HeapInUse() uint64 {
	var ms runtime.MemStats
	// More than one cycle: finalizers queued by the first free more.
	for i := 0; i < 3; i++ {
		runtime.GC()
	}
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// Quantiles returns the median, the 95th percentile (nearest rank: the
// smallest value at least 95% of d are not above) and the maximum of d,
// or zeros when d is empty. d is not modified.
func Quantiles(d []time.Duration) (median, p95, max time.Duration) {
	if len(d) == 0 {
		return 0, 0, 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	n := len(s)
	return s[n/2], s[(n*95+99)/100-1], s[n-1]
}

// Find lists the live processes (not zombies) whose command line, its
// arguments joined by spaces, contains marker. Tests start processes with a
// marker of their own (an unusual argument) to find them wherever they went.
func Find(marker string) []int {
	ents, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		if st, _, ok := Stat(pid); !ok || st == "Z" {
			continue
		}
		cl, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err == nil && strings.Contains(strings.ReplaceAll(string(cl), "\x00", " "), marker) {
			out = append(out, pid)
		}
	}
	return out
}

// Stat returns a process's scheduler state (Z for a zombie nobody has
// waited for) and its parent; ok is false when there is no such process.
func Stat(pid int) (state string, ppid int, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return "", 0, false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 || i+2 > len(s) {
		return "", 0, false
	}
	f := strings.Fields(s[i+2:])
	if len(f) < 2 {
		return "", 0, false
	}
	ppid, _ = strconv.Atoi(f[1])
	return f[0], ppid, true
}

// Buffer collects output that many goroutines write (a process's stderr,
// a test's log) and reads it back whole.
type Buffer struct {
	mu sync.Mutex // guards b
	b  bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

// String returns everything written so far.
func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// Escapees returns a shell script whose children try every way out of a
// session, and how many they are: plain, setsid, nohup, ignoring HUP and
// TERM, double-forked, double-forked into a new session. Each is a sleep
// whose argument is 1000.TAG plus a digit, so that Find("1000."+tag) finds
// them wherever they went (the script's own command line holds the tag only
// apart). The script ends once they are started; add "wait" to keep it.
func Escapees(tag string) (script string, n int) {
	return fmt.Sprintf(`t=1000.; t=${t}%s
sleep ${t}1 &
setsid sleep ${t}2 &
nohup sleep ${t}3 >/dev/null 2>&1 &
bash -c "trap '' HUP TERM; exec sleep ${t}4" &
(setsid sleep ${t}5 &)
(sleep ${t}6 &)
setsid bash -c "(trap '' HUP TERM; exec nohup sleep ${t}7 >/dev/null 2>&1 &)"
`, tag), 7
}

// NewTag returns digits no other test run is likely to use at the same
// time, for Escapees.
func NewTag() string { return fmt.Sprintf("%08d", rand.IntN(1e8)) }

// RenamedName is a program name that would clear a person's screen and set
// their terminal's title, and RenamedSpelled the same name as results and
// people must see it (spell.Out).
const (
	RenamedName    = "\x1b[2J\x1b]2;pwn\x07"
	RenamedSpelled = `\x1b[2J\x1b]2;pwn\a`
)

// Renamed returns the argv of a program named RenamedName both ways a
// program chooses its name: it is a python3 script whose file has that
// name (the kernel names a script's process by its file), and it renames
// its process to it (prctl PR_SET_NAME). It prints "renamed" and sleeps.
func Renamed(t testing.TB) []string {
	path := filepath.Join(t.TempDir(), RenamedName)
	WriteFile(t, path, "#!/usr/bin/env python3\n"+
		"import ctypes, time\n"+
		"ctypes.CDLL(None).prctl(15, b\"\\x1b[2J\\x1b]2;pwn\\x07\", 0, 0, 0)\n"+
		"print(\"renamed\", flush=True)\n"+
		"time.sleep(600)\n")
	if err := os.Chmod(path, 0o755); err != nil {
		t.Fatal(err)
	}
	return []string{path}
}

// Editors pins the list Debian's select-editor shows (what crontab -e
// runs first) to the four editors of a bare machine (nano, vim.basic,
// vim.tiny, ed, by their packages' priorities), however many this machine
// has: an update-alternatives of its own, first on PATH, answers
// select-editor's two questions about the editor alternative. It returns
// the environment that runs select-editor with it, with a fresh HOME (no
// editor chosen yet).
func Editors(t testing.TB) map[string]string {
	t.Helper()
	bin := t.TempDir()
	shim := `#!/bin/sh
case "$*" in
"--list editor") printf '%s\n' /bin/ed /bin/nano /usr/bin/vim.basic /usr/bin/vim.tiny ;;
"--query editor") printf 'Name: editor\nLink: /usr/bin/editor\nStatus: auto\nBest: /bin/nano\nValue: /bin/nano\n\n'
	for a in "/bin/ed -100" "/bin/nano 40" "/usr/bin/vim.basic 30" "/usr/bin/vim.tiny 15"; do
		set -- $a
		printf 'Alternative: %s\nPriority: %s\nSlaves:\n\n' "$1" "$2"
	done ;;
*) exec /usr/bin/update-alternatives "$@" ;;
esac
`
	WriteFile(t, filepath.Join(bin, "update-alternatives"), shim)
	if err := os.Chmod(filepath.Join(bin, "update-alternatives"), 0o755); err != nil {
		t.Fatal(err)
	}
	return map[string]string{"HOME": t.TempDir(), "PATH": bin + ":" + os.Getenv("PATH")}
}
