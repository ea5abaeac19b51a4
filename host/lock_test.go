package host

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
)

// A lock file is made 0600 and held by one open file at a time: another
// is refused at once (or after its wait), gets it once the first is
// closed, and gets one held by a process that was killed; a lock that
// cannot be made is an error of its own, not "locked".
//
// On a broken lock (no flock, or a shared one) the second lockFile
// succeeds while the first holds it.
func TestLockFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.lock")
	first, err := lockFile(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("the lock file: %v %v", st.Mode(), err)
	}
	if f, err := lockFile(path, 0); !errors.Is(err, errLocked) {
		f.Close()
		t.Fatalf("a second lock while the first is held: %v", err)
	}
	start := time.Now()
	if _, err := lockFile(path, 50*time.Millisecond); !errors.Is(err, errLocked) || time.Since(start) < 50*time.Millisecond {
		t.Errorf("a lock that waits 50ms: %v after %s", err, time.Since(start))
	}
	go func() {
		time.Sleep(50 * time.Millisecond)
		first.Close()
	}()
	second, err := lockFile(path, 10*time.Second)
	if err != nil {
		t.Fatalf("the lock once the first is closed: %v", err)
	}
	second.Close()

	if _, err := lockFile(filepath.Join(dir, "missing", "x.lock"), 0); err == nil || errors.Is(err, errLocked) {
		t.Errorf("a lock in a directory that is not there: %v", err)
	}

	// Held by another process, then killed: free.
	sessiontest.Need(t, "python3")
	cmd := exec.Command("python3", "-c", `
import fcntl, sys
f = open(sys.argv[1], "a")
fcntl.flock(f, fcntl.LOCK_EX)
print("held", flush=True)
sys.stdin.read()
`, path)
	in, err := cmd.StdinPipe() // the process holds the lock until killed
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 5)
	if _, err := out.Read(buf); err != nil || string(buf[:4]) != "held" {
		t.Fatalf("the other process: %q %v", buf, err)
	}
	if f, err := lockFile(path, 0); !errors.Is(err, errLocked) {
		f.Close()
		t.Fatalf("a lock another process holds: %v", err)
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	f, err := lockFile(path, 0)
	if err != nil {
		t.Fatalf("a lock whose process was killed: %v", err)
	}
	f.Close()
}

// Serve takes the instance's lock: while another holds it for good, it
// fails with ErrRunning and touches nothing; when the other lets go within
// a few seconds (a host ending) it serves; when its starter is not its
// parent by then (a front end gone), it declines. A stale socket and a
// state file left behind are replaced; the socket is 0600; a host that
// ends removes its socket and writes its state clean.
//
// On a broken host: two hosts would serve one instance (the first case
// answers), a stale socket would stop a host starting, a host would leave
// its socket or a state that says it was killed.
func TestServeLock(t *testing.T) {
	serve := func(paths Paths, starter int) (context.CancelFunc, chan error) {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		m := session.NewManager(session.Config{Grace: 200 * time.Millisecond})
		go func() {
			done <- Serve(ctx, Config{Paths: paths, Version: "test", Manager: m, MCP: http.NotFoundHandler(), Starter: starter})
		}()
		t.Cleanup(func() {
			cancel()
			<-done
			m.Close() // the host's, unless it did not start
		})
		return cancel, done
	}

	t.Run("held for good", func(t *testing.T) {
		t.Parallel()
		paths := PathsIn(testDir(t), DefaultName)
		held, err := lockFile(paths.Lock, 0)
		if err != nil {
			t.Fatal(err)
		}
		defer held.Close()
		_, done := serve(paths, 0)
		select {
		case err := <-done:
			done <- err
			if !errors.Is(err, ErrRunning) {
				t.Errorf("Serve beside a held lock: %v", err)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("Serve beside a held lock did not return")
		}
		if _, err := os.Lstat(paths.Socket); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("a host that did not start made its socket: %v", err)
		}
	})

	t.Run("let go by an ending host", func(t *testing.T) {
		t.Parallel()
		paths := PathsIn(testDir(t), DefaultName)
		held, err := lockFile(paths.Lock, 0)
		if err != nil {
			t.Fatal(err)
		}
		// A stale socket and state where the ending host was.
		ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: paths.Socket, Net: "unix"})
		if err != nil {
			t.Fatal(err)
		}
		ln.SetUnlinkOnClose(false)
		ln.Close()
		if err := os.WriteFile(paths.State, []byte(`{"clean":true,"last_id":3,"sessions":[]}`), 0o600); err != nil {
			t.Fatal(err)
		}
		cancel, done := serve(paths, 0)
		waitForLock(t, paths.Lock)
		held.Close()
		c := NewClient(paths, "test", nil)
		sessiontest.Eventually(t, 10*time.Second, "the host to answer once the lock is let go", func() bool {
			_, err := c.Hello(context.Background())
			return err == nil
		})
		if st, err := os.Stat(paths.Socket); err != nil || st.Mode().Perm() != 0o600 {
			t.Errorf("the socket: %v %v", st.Mode(), err)
		}
		if _, err := c.Stop(context.Background()); err != nil {
			t.Fatal(err)
		}
		select {
		case err := <-done:
			done <- err
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(20 * time.Second):
			t.Fatal("the host did not end when stopped")
		}
		cancel()
		if _, err := os.Lstat(paths.Socket); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the socket of a host that ended: %v", err)
		}
		var st state
		if b, err := os.ReadFile(paths.State); err != nil || json.Unmarshal(b, &st) != nil || !st.Clean || st.LastID != 3 || !strings.Contains(st.Why, "stopped") {
			t.Errorf("the state of a host that was stopped: %+v %v", st, err)
		}
		if f, err := lockFile(paths.Lock, 0); err != nil {
			t.Errorf("the lock of a host that ended: %v", err)
		} else {
			f.Close()
		}
	})

	t.Run("its starter gone", func(t *testing.T) {
		t.Parallel()
		paths := PathsIn(testDir(t), DefaultName)
		held, err := lockFile(paths.Lock, 0)
		if err != nil {
			t.Fatal(err)
		}
		// This process is not its own parent: the starter is gone.
		_, done := serve(paths, os.Getpid())
		waitForLock(t, paths.Lock)
		held.Close()
		select {
		case err := <-done:
			done <- err
			if !errors.Is(err, ErrRunning) || !strings.Contains(err.Error(), "not needed") {
				t.Errorf("a host whose starter is gone: %v", err)
			}
		case <-time.After(20 * time.Second):
			t.Fatal("a host whose starter is gone did not return")
		}
		if f, err := lockFile(paths.Lock, 0); err != nil {
			t.Errorf("the lock after a host declined: %v", err)
		} else {
			f.Close()
		}
	})
}

// waitForLock returns once Serve waits for the lock at path, which this
// process holds: the lock file is open twice here (on Linux; elsewhere it
// gives Serve a while).
func waitForLock(t *testing.T, path string) {
	t.Helper()
	if runtime.GOOS != "linux" {
		time.Sleep(500 * time.Millisecond)
		return
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	sessiontest.Eventually(t, 10*time.Second, "Serve to wait for the lock", func() bool {
		fds, _ := filepath.Glob("/proc/self/fd/*")
		n := 0
		for _, fd := range fds {
			if l, err := os.Readlink(fd); err == nil && l == path {
				n++
			}
		}
		return n >= 2
	})
	// Between its first try, which fails, and the wait that follows.
	time.Sleep(50 * time.Millisecond)
}

// Instances finds a host of each socket in a directory, of any version,
// in order; nothing else there counts. RuntimeDir refuses a file, and
// makes a relative directory absolute.
//
// On a broken Instances a state or lock file left alone would pass for
// a host; on a broken RuntimeDir a file would be taken for a directory.
func TestInstancesAndRuntimeDir(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"host-v2.sock", "host-v1.sock", "host-v3.json", "host-v3.lock", "host.log", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var names []string
	for _, p := range Instances(dir) {
		names = append(names, p.Name)
		if p != PathsIn(dir, p.Name) {
			t.Errorf("the paths of %s: %+v", p.Name, p)
		}
	}
	if strings.Join(names, ",") != "host-v1,host-v2" {
		t.Errorf("instances: %q", names)
	}
	if got := Instances(filepath.Join(dir, "missing")); len(got) != 0 {
		t.Errorf("instances of a directory that is not there: %+v", got)
	}

	file := filepath.Join(dir, "notes.txt")
	if _, err := RuntimeDir(file); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("a file as the runtime directory: %v", err)
	}
	t.Chdir(dir)
	if got, err := RuntimeDir("rel"); err != nil || got != filepath.Join(dir, "rel") {
		t.Errorf("a relative runtime directory: %q %v", got, err)
	}
}

// A caller that stopped waiting starts no host (Ensure): not when its
// context ended before it asked, nor while it waited for the start lock
// another front end held.
func TestEnsureStartsNoHostOnceCancelled(t *testing.T) {
	paths := PathsIn(testDir(t), DefaultName)
	var starts atomic.Int32
	c := NewClient(paths, "test", func(p Paths) *exec.Cmd {
		starts.Add(1)
		return exec.Command(filepath.Join(p.Dir, "no-such-host")) // fails to start
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Ensure(ctx, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Ensure with its context ended: %v", err)
	}

	held, err := lockFile(paths.StartLock, 0)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := c.Ensure(ctx, nil)
		done <- err
	}()
	// Wait until it waits for the lock: a second descriptor of this
	// process open on the lock file is Ensure inside lockFile.
	lock, _ := filepath.EvalSymlinks(paths.StartLock)
	sessiontest.Eventually(t, 10*time.Second, "Ensure to wait for the start lock", func() bool { return openOn(lock) >= 2 })
	cancel()
	held.Close()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Ensure whose context ended while it waited for the start lock: %v", err)
	}
	if n := starts.Load(); n != 0 {
		t.Errorf("a caller that stopped waiting started %d hosts", n)
	}
}

// openOn counts this process's descriptors open on path (Linux's
// /proc/self/fd).
func openOn(path string) int {
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return 2 // no /proc: nothing to wait for, the assertions stand
	}
	n := 0
	for _, e := range entries {
		if target, err := os.Readlink(filepath.Join("/proc/self/fd", e.Name())); err == nil && target == path {
			n++
		}
	}
	return n
}
