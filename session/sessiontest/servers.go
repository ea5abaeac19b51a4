package sessiontest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// The servers tests talk to on loopback, started for the test's life.

// FreePort returns a TCP port on loopback that was free a moment ago.
func FreePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// WaitPort polls until something takes connections on port of loopback.
func WaitPort(t testing.TB, port int, what string) {
	t.Helper()
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	Eventually(t, 20*time.Second, fmt.Sprintf("%s to listen on port %d", what, port), func() bool {
		c, err := net.Dial("tcp", addr)
		if err == nil {
			_ = c.Close()
		}
		return err == nil
	})
}

// serve starts cmd for the test's life and waits until port takes
// connections.
func serve(t testing.TB, cmd *exec.Cmd, port int) {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", cmd.Path, err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	WaitPort(t, port, filepath.Base(cmd.Path))
}

// Redis starts a redis-server on a free loopback port and returns the port.
func Redis(t testing.TB) int {
	t.Helper()
	Need(t, "redis-server")
	port := FreePort(t)
	serve(t, exec.Command("redis-server", "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", t.TempDir()), port)
	return port
}

// PasswordSSHD starts an sshd on a free loopback port that takes the
// password of account (.ci/run makes the account agentty), and returns the
// port. It needs root.
func PasswordSSHD(t testing.TB, account string) int {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root to run sshd")
	}
	if _, err := os.Stat("/usr/sbin/sshd"); err != nil {
		Unavailable(t, "sshd is not installed")
	}
	if _, err := user.Lookup(account); err != nil {
		Unavailable(t, "user %s does not exist (.ci/run creates it)", account)
	}
	dir := t.TempDir()
	_ = os.MkdirAll("/run/sshd", 0o755)
	key := filepath.Join(dir, "host_ed25519")
	if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key).CombinedOutput(); err != nil {
		t.Fatalf("ssh-keygen: %v\n%s", err, out)
	}
	port := FreePort(t)
	cfg := filepath.Join(dir, "sshd_config")
	WriteFile(t, cfg, fmt.Sprintf("Port %d\nListenAddress 127.0.0.1\nHostKey %s\nPidFile %s/sshd.pid\n"+
		"PasswordAuthentication yes\nKbdInteractiveAuthentication no\nPubkeyAuthentication no\nUsePAM yes\n"+
		"PermitRootLogin no\nStrictModes no\nPrintMotd no\nBanner none\n", port, key, dir))
	serve(t, exec.Command("/usr/sbin/sshd", "-D", "-e", "-f", cfg), port)
	return port
}

// Postgres starts a PostgreSQL server as the postgres user, trusting every
// connection on loopback, and returns its port; the server is stopped when
// the test ends. It needs root (to run the server as its own user) and
// Debian's server binaries (/usr/lib/postgresql/VERSION/bin).
func Postgres(t testing.TB) int {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root to run PostgreSQL as its own user")
	}
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(bins) == 0 {
		Unavailable(t, "PostgreSQL server binaries are not installed")
	}
	pg, err := user.Lookup("postgres")
	if err != nil {
		Unavailable(t, "no postgres user")
	}
	bin := filepath.Dir(bins[len(bins)-1])
	// The postgres user must reach the directory: not under the test's
	// private temporary directories.
	dir, err := os.MkdirTemp("", "agentty-pg")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	uid, _ := strconv.Atoi(pg.Uid)
	gid, _ := strconv.Atoi(pg.Gid)
	if err := os.Chown(dir, uid, gid); err != nil {
		t.Fatal(err)
	}
	asPG := func(script string) {
		t.Helper()
		if out, err := exec.Command("su", "postgres", "-s", "/bin/sh", "-c", script).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", script, err, out)
		}
	}
	asPG(fmt.Sprintf("%s/initdb -D %s/data -A trust -U postgres >/dev/null", bin, dir))
	port := FreePort(t)
	asPG(fmt.Sprintf("%s/pg_ctl -D %s/data -l %s/log -w -o \"-p %d -k %s -c listen_addresses=127.0.0.1\" start >/dev/null", bin, dir, dir, port, dir))
	t.Cleanup(func() {
		_ = exec.Command("su", "postgres", "-s", "/bin/sh", "-c", bin+"/pg_ctl -D "+dir+"/data -m immediate stop").Run()
	})
	WaitPort(t, port, "postgres")
	return port
}
