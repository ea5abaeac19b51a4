package sessiontest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// SSHD is an sshd on a loopback port that lets the test's user in with a
// key of its own: the machine the ssh prefix reaches.
type SSHD struct {
	Port int
	Key  string // the user's private key
	User string
}

// StartSSHD runs sshd -D -e with a config, a host key and an
// authorized key of its own in a temporary directory, letting account in
// by that key; "" is the test's user (as root, root is let in by key
// only). For another account the test runs as root, and the directory is
// readable by all: sshd reads the authorized keys as the account. Nothing
// of the account's own is changed. The test's end stops sshd.
func StartSSHD(t testing.TB, account string) *SSHD {
	t.Helper()
	bin := "/usr/sbin/sshd"
	if p, err := exec.LookPath("sshd"); err == nil {
		bin = p
	}
	if _, err := os.Stat(bin); err != nil {
		Unavailable(t, "sshd is not installed (openssh-server)")
	}
	Need(t, "ssh", "ssh-keygen")
	if account == "" {
		me, err := user.Current()
		if err != nil {
			t.Fatal(err)
		}
		account = me.Username
	}
	dir, err := os.MkdirTemp("", "agentty-sshd-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"host", "user"} {
		if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", k, "-f", filepath.Join(dir, k)).CombinedOutput(); err != nil {
			t.Fatalf("ssh-keygen: %v\n%s", err, out)
		}
	}
	pub, err := os.ReadFile(filepath.Join(dir, "user.pub"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "authorized_keys"), pub, 0o644); err != nil {
		t.Fatal(err)
	}
	if os.Geteuid() == 0 {
		_ = os.MkdirAll("/run/sshd", 0o755) // its privilege separation directory
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cfg := filepath.Join(dir, "sshd_config")
	conf := fmt.Sprintf(`Port %d
ListenAddress 127.0.0.1
HostKey %s/host
PidFile %s/sshd.pid
AuthorizedKeysFile %s/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
AcceptEnv XDG_CACHE_HOME AGENTTY_RUNTIME_DIR
PrintMotd no
Banner none
`, port, dir, dir, dir)
	if err := os.WriteFile(cfg, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-D", "-e", "-f", cfg)
	var log Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatalf("sshd: %v", err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-exited
		if t.Failed() {
			t.Logf("sshd's log:\n%s", log.String())
		}
	})
	Eventually(t, 10*time.Second, "sshd to listen", func() bool {
		select {
		case <-exited:
			t.Fatalf("sshd exited:\n%s", log.String())
		default:
		}
		c, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(port))
		if err == nil {
			c.Close()
		}
		return err == nil
	})
	return &SSHD{Port: port, Key: filepath.Join(dir, "user"), User: account}
}

// Prefix is ssh -T to the sshd, with env set on the far side (sshd accepts
// XDG_CACHE_HOME and AGENTTY_RUNTIME_DIR).
func (s *SSHD) Prefix(env ...string) []string {
	p := []string{"ssh", "-T", "-i", s.Key, "-p", strconv.Itoa(s.Port),
		"-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-o", "IdentitiesOnly=yes"}
	if len(env) > 0 {
		p = append(p, "-o", "SetEnv="+strings.Join(env, " "))
	}
	return append(p, s.User+"@127.0.0.1")
}
