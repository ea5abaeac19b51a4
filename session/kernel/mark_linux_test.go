package kernel

import (
	"errors"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/session/sessiontest"
)

// startChild starts argv as a plain child of the test (not a helper), to
// be killed at the test's end.
func startChild(t *testing.T, argv ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return cmd
}

// pidIn waits for a pid written to file and returns it.
func pidIn(t *testing.T, file string) int {
	t.Helper()
	var pid int
	sessiontest.Eventually(t, 10*time.Second, "a pid in "+file, func() bool {
		b, err := os.ReadFile(file)
		if err != nil || !strings.HasSuffix(string(b), "\n") {
			return false
		}
		pid, err = strconv.Atoi(strings.TrimSpace(string(b)))
		return err == nil
	})
	t.Cleanup(func() { _ = unix.Kill(pid, unix.SIGKILL) })
	return pid
}

// A marked server's children are its sessions' and so are their orphans
// (setsid, a double fork, a cleared environment: re-parented to the
// server, a subreaper); a child it started as a helper is not, nor what
// the helper starts; once the mark is taken away nothing is. An ended
// process cannot be identified.
func TestSessionOfMarkedServer(t *testing.T) {
	sessiontest.Need(t, "sh", "sleep", "setsid", "env")
	m, err := MarkServer()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if _, err := MarkServer(); !errors.Is(err, ErrMarked) {
		t.Fatalf("a process was marked twice: %v", err)
	}

	child := startChild(t, "sleep", "30")
	if how, in, err := SessionOf(child.Process.Pid); !in || err != nil || !strings.Contains(how, "started by the agentty server pid "+strconv.Itoa(os.Getpid())) {
		t.Errorf("a server's child: %q %v %v", how, in, err)
	}

	dir := t.TempDir()
	file := filepath.Join(dir, "orphan")
	// The orphan clears its environment and leaves the kernel session.
	startChild(t, "sh", "-c", `setsid -f sh -c 'echo $$ >`+file+`; exec env -i sleep 30'`)
	orphan := pidIn(t, file)
	sessiontest.Eventually(t, 10*time.Second, "the orphan re-parented to the server", func() bool {
		pp, _ := ParentOf(orphan)
		return pp == os.Getpid()
	})
	if how, in, err := SessionOf(orphan); !in || err != nil {
		t.Errorf("an orphan re-parented to the server: %q %v %v", how, in, err)
	}

	helper := exec.Command("sh", "-c", "sleep 30 & echo $! >"+filepath.Join(dir, "helped")+"; wait")
	done, err := StartHelper(helper)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = helper.Process.Kill()
		_ = helper.Wait()
		done()
	})
	helped := pidIn(t, filepath.Join(dir, "helped"))
	for _, pid := range []int{helper.Process.Pid, helped} {
		if how, in, err := SessionOf(pid); in || err != nil {
			t.Errorf("pid %d, a helper's: %q %v %v", pid, how, in, err)
		}
	}

	m.Close()
	if how, in, err := SessionOf(child.Process.Pid); in || err != nil {
		t.Errorf("a child once the mark is gone: %q %v %v", how, in, err)
	}

	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	if _, in, err := SessionOf(gone.Process.Pid); in || !errors.Is(err, ErrEnded) || !errors.Is(err, ErrUnknownProcess) {
		t.Errorf("an ended process: %v %v", in, err)
	}
}

// A mark counts only where its process holds it: a name another process
// listens on marks nothing; one whose queue is full cannot be checked, and
// what descends from it is not let in.
func TestMarkNotTakenByAnother(t *testing.T) {
	sessiontest.Need(t, "sh", "sleep")
	dir := t.TempDir()
	parent := startChild(t, "sh", "-c", "sleep 30 & echo $! >"+filepath.Join(dir, "kid")+"; wait")
	kid := pidIn(t, filepath.Join(dir, "kid"))
	name := serverMarkName(parent.Process.Pid, ProcessStart(parent.Process.Pid))

	l, err := net.ListenUnix("unix", &net.UnixAddr{Name: name, Net: "unix"})
	if err != nil {
		t.Fatal(err)
	}
	if how, in, err := SessionOf(kid); in || err != nil {
		t.Errorf("a mark taken by another process counted: %q %v %v", how, in, err)
	}
	l.Close()

	// A listener of backlog 0 that never accepts: its queue is full.
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(fd)
	if err := unix.Bind(fd, &unix.SockaddrUnix{Name: name}); err != nil {
		t.Fatal(err)
	}
	if err := unix.Listen(fd, 0); err != nil {
		t.Fatal(err)
	}
	for range 4 {
		_, _ = holdsMark(name, parent.Process.Pid)
	}
	if how, in, err := SessionOf(kid); in || !errors.Is(err, ErrUnknownProcess) || !strings.Contains(err.Error(), "cannot be checked") {
		t.Errorf("a mark that cannot be checked: %q %v %v", how, in, err)
	}
}

// FindTCPPeer names the process at the other end of a loopback connection
// and its user, over IPv4 and IPv6; a connection whose other end was
// closed is not named.
func TestFindTCPPeer(t *testing.T) {
	sessiontest.Need(t, "bash")
	for _, network := range []string{"127.0.0.1:0", "[::1]:0"} {
		ln, err := net.Listen("tcp", network)
		if err != nil {
			t.Logf("%s: %v", network, err)
			continue
		}
		defer ln.Close()
		addr := ln.Addr().(*net.TCPAddr)
		// bash holds the connection (/dev/tcp) and sleeps.
		client := startChild(t, "bash", "-c", "exec 3<>/dev/tcp/"+addr.IP.String()+"/"+strconv.Itoa(addr.Port)+"; sleep 30")
		c, err := ln.Accept()
		if err != nil {
			t.Fatal(err)
		}
		local := netip.MustParseAddrPort(c.LocalAddr().String())
		remote := netip.MustParseAddrPort(c.RemoteAddr().String())
		p, err := FindTCPPeer(local, remote)
		if err != nil || p.UID != os.Getuid() || !slices.Contains(p.Pids, client.Process.Pid) {
			t.Errorf("%s: %+v %v, want uid %d and pid %d", network, p, err, os.Getuid(), client.Process.Pid)
		}
		_ = client.Process.Kill()
		_ = client.Wait()
		c.Close()
		if p, err := FindTCPPeer(local, remote); !errors.Is(err, ErrUnknownProcess) {
			t.Errorf("%s: a closed connection was named: %+v %v", network, p, err)
		}
	}
}
