package session

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/agentty/agentty/session/sessiontest"
)

// testUser is the account the sudo, passwd and ssh cases use; .ci/run
// creates it (a password, sudo rights).
const (
	testUser     = "agentty"
	testPassword = "agentty-test-pw"
)

// gitIdentity is the author and committer of the fixture repository's
// commits and of the commits the cases make.
var gitIdentity = map[string]string{
	"GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.com",
	"GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@example.com",
}

// fixtures are the servers and files the mode corpus needs, started once
// per test on loopback ports and stopped at its end.
type fixtures struct {
	t    *testing.T
	dir  string
	mu   sync.Mutex
	pg   int // PostgreSQL port
	rd   int // redis port
	sshd int // sshd port
	repo string
}

func newFixtures(t *testing.T) *fixtures {
	return &fixtures{t: t, dir: t.TempDir()}
}

// background starts a server process and stops it when the whole corpus
// test ends (servers outlive the case that first needed them).
func (f *fixtures) background(t *testing.T, name string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = nil, nil
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	f.t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return cmd
}

func (f *fixtures) needUser(t *testing.T) {
	t.Helper()
	needRoot(t, "to act as "+testUser)
	if _, err := user.Lookup(testUser); err != nil {
		sessiontest.Unavailable(t, "user %q does not exist (.ci/run creates it)", testUser)
	}
}

// needRoot skips a case that needs root, even under
// AGENTTY_REQUIRE_PROGRAMS=1: that is about installed programs, and no
// install gives a test privileges.
func needRoot(t *testing.T, why string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skipf("needs root %s", why)
	}
}

// postgres starts a PostgreSQL server (as the postgres user) and returns its
// port.
func (f *fixtures) postgres(t *testing.T) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.pg != 0 {
		return f.pg
	}
	needRoot(t, "to run PostgreSQL as its own user")
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(bins) == 0 {
		sessiontest.Unavailable(t, "PostgreSQL server binaries are not installed")
	}
	pgUser, err := user.Lookup("postgres")
	if err != nil {
		sessiontest.Unavailable(t, "no postgres user")
	}
	bin := filepath.Dir(bins[len(bins)-1])
	// The postgres user must reach the directory: not under the test's
	// private temporary directories.
	dir, err := os.MkdirTemp("", "agentty-pg")
	if err != nil {
		t.Fatal(err)
	}
	f.t.Cleanup(func() { _ = os.RemoveAll(dir) })
	uid, _ := strconv.Atoi(pgUser.Uid)
	gid, _ := strconv.Atoi(pgUser.Gid)
	if err := os.Chown(dir, uid, gid); err != nil {
		t.Fatal(err)
	}
	asPG := func(args ...string) {
		out, err := exec.Command("su", "postgres", "-s", "/bin/sh", "-c", strings.Join(args, " ")).CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
	}
	asPG(bin+"/initdb", "-D", dir+"/data", "-A", "trust", "-U", "postgres", ">/dev/null")
	port := sessiontest.FreePort(t)
	asPG(bin+"/pg_ctl", "-D", dir+"/data", "-l", dir+"/log", "-w", "-o",
		fmt.Sprintf("\"-p %d -k %s -c listen_addresses=127.0.0.1\"", port, dir), "start", ">/dev/null")
	f.t.Cleanup(func() {
		_ = exec.Command("su", "postgres", "-s", "/bin/sh", "-c", bin+"/pg_ctl -D "+dir+"/data -m immediate stop").Run()
	})
	sessiontest.WaitPort(t, port, "postgres")
	f.pg = port
	return port
}

// redis starts redis-server and returns its port.
func (f *fixtures) redis(t *testing.T) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.rd != 0 {
		return f.rd
	}
	sessiontest.Need(t, "redis-server")
	port := sessiontest.FreePort(t)
	f.background(t, "redis-server", "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", f.dir)
	sessiontest.WaitPort(t, port, "redis-server")
	f.rd = port
	return port
}

// sshd starts an sshd that takes passwords, and returns its port.
func (f *fixtures) sshdPort(t *testing.T) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.sshd != 0 {
		return f.sshd
	}
	needRoot(t, "to run sshd")
	if _, err := os.Stat("/usr/sbin/sshd"); err != nil {
		sessiontest.Unavailable(t, "sshd is not installed")
	}
	f.needUser(t)
	dir := filepath.Join(f.dir, "sshd")
	_ = os.MkdirAll(dir, 0o700)
	_ = os.MkdirAll("/run/sshd", 0o755)
	key := filepath.Join(dir, "host_ed25519")
	if out, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key).CombinedOutput(); err != nil {
		t.Fatalf("ssh-keygen: %v\n%s", err, out)
	}
	port := sessiontest.FreePort(t)
	cfg := filepath.Join(dir, "sshd_config")
	conf := fmt.Sprintf(`Port %d
ListenAddress 127.0.0.1
HostKey %s
PidFile %s/sshd.pid
PasswordAuthentication yes
KbdInteractiveAuthentication no
PubkeyAuthentication no
UsePAM yes
PermitRootLogin no
StrictModes no
PrintMotd no
Banner none
`, port, key, dir)
	if err := os.WriteFile(cfg, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	f.background(t, "/usr/sbin/sshd", "-D", "-e", "-f", cfg)
	sessiontest.WaitPort(t, port, "sshd")
	f.sshd = port
	return port
}

// gitRepo returns a repository with a few commits and an unstaged change.
func (f *fixtures) gitRepo(t *testing.T) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.repo != "" {
		return f.repo
	}
	sessiontest.Need(t, "git")
	dir := filepath.Join(f.dir, "repo")
	_ = os.MkdirAll(dir, 0o755)
	git := func(args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = os.Environ()
		for k, v := range gitIdentity {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q", "-b", "main")
	for i := 1; i <= 40; i++ {
		var b strings.Builder
		for j := 1; j <= 30; j++ {
			fmt.Fprintf(&b, "line %d of version %d\n", j, i)
		}
		if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		git("add", "notes.txt")
		git("commit", "-q", "-m", fmt.Sprintf("change %d: rewrite the notes", i))
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("one new line\nline 1 of version 40\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f.repo = dir
	return dir
}
