package machine

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// attacker is the account that plants files in the tests of the far cache:
// the one .ci/run makes for the sudo and ssh cases, another user than
// remoteUser.
const attacker = "agentty"

// asUser runs sh -c script as account, and returns what it printed.
func asUser(account, script string) (string, error) {
	out, err := exec.Command("runuser", "-u", account, "--", "sh", "-c", script).CombinedOutput()
	return string(out), err
}

// TestCacheNobodyElseCanWrite: on a machine whose user has no HOME and no
// XDG_CACHE_HOME (the prefix runs agentty-remote's sh with an empty
// environment but TMPDIR, a shared sticky directory as /tmp is), the cache
// is TMPDIR/agentty-cache-UID/agentty, and agentty runs nothing from it that
// another user could have put there: a cache directory another user made,
// or one another user may write to, is refused with the reason, and the
// binary another user planted never runs; a cache agentty made is the
// user's alone (another user cannot write in it), and a binary in it that
// is not the one sent (its sha256) is not run either.
func TestCacheNobodyElseCanWrite(t *testing.T) {
	sessiontest.Need(t, "runuser", "env", "sh", "cat")
	victim := needRemoteUser(t)
	evil, err := user.Lookup(attacker)
	if err != nil {
		sessiontest.Unavailable(t, "user %s does not exist; create it as .ci/run does", attacker)
	}
	bin := buildAgentty(t)
	opts := Options{Version: "cache-" + strconv.FormatInt(time.Now().UnixNano(), 36), Self: bin}
	b, err := opts.binary(bin)
	if err != nil {
		t.Fatal(err)
	}

	// A shared directory as /tmp is: root's, sticky, anyone may write.
	shared, err := os.MkdirTemp("", "ac-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(shared) })
	if err := os.Chmod(shared, 0o777|os.ModeSticky); err != nil {
		t.Fatal(err)
	}
	run := filepath.Join(shared, "run")
	if err := os.Mkdir(run, 0o700); err != nil {
		t.Fatal(err)
	}
	uid, _ := strconv.Atoi(victim.Uid)
	gid, _ := strconv.Atoi(victim.Gid)
	if err := os.Chown(run, uid, gid); err != nil {
		t.Fatal(err)
	}
	env := []string{"PATH=/usr/local/bin:/usr/bin:/bin", "TMPDIR=" + shared, "AGENTTY_RUNTIME_DIR=" + run}
	m := Machine{Name: "bare", Prefix: append([]string{"runuser", "-u", remoteUser, "--", "env", "-i"}, env...), Timeout: 30 * time.Second}
	cacheRoot := filepath.Join(shared, "agentty-cache-"+victim.Uid)
	cache := filepath.Join(cacheRoot, "agentty")
	cached := filepath.Join(cache, b.Key, "agentty")
	t.Cleanup(func() {
		// The far host this test started (its binary may have been
		// changed on disk since): asked to stop, as agentty host stop
		// does.
		for _, pid := range sessiontest.Find(cached) {
			_ = syscall.Kill(pid, syscall.SIGTERM)
		}
		deadline := time.Now().Add(15 * time.Second)
		for len(sessiontest.Find(cached)) > 0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
	})
	// What the attacker plants: a program that leaves a mark when it runs.
	mark := filepath.Join(shared, "planted-ran")
	planted := fmt.Sprintf("#!/bin/sh\ntouch %s\n", mark)
	plant := func(t *testing.T, dirMode string) {
		t.Helper()
		script := fmt.Sprintf("umask 0; mkdir -p %s && chmod %s %s %s && printf '%%s' '%s' > %s && chmod 755 %s",
			filepath.Dir(cached), dirMode, cacheRoot, cache, planted, cached, cached)
		if out, err := asUser(attacker, script); err != nil {
			t.Fatalf("planting as %s: %v\n%s", attacker, err, out)
		}
	}
	open := func(t *testing.T) string {
		t.Helper()
		load := func() (Config, error) { return Config{Machines: map[string]Machine{m.Name: m}}, nil }
		_, hc, stop := frontEnd(t, t.TempDir(), load, opts)
		defer stop()
		_, failed := tryOver(t, hc)("open_session", map[string]any{"machine": m.Name, "argv": []string{"cat"}})
		return failed
	}
	ran := func(t *testing.T) {
		t.Helper()
		if _, err := os.Stat(mark); err == nil {
			t.Fatal("the binary another user planted in the cache ran")
		}
	}

	t.Run("another user's directory", func(t *testing.T) {
		plant(t, "755")
		failed := open(t)
		if !strings.Contains(failed, "not safe") || !strings.Contains(failed, "belongs to uid "+evil.Uid) || !strings.Contains(failed, "machine bare") {
			t.Errorf("open_session with a cache %s planted: %q; want it refused, naming the owner", attacker, failed)
		}
		ran(t)
	})
	t.Run("a directory others may write to", func(t *testing.T) {
		os.RemoveAll(cacheRoot)
		if err := os.MkdirAll(cache, 0o777); err != nil {
			t.Fatal(err)
		}
		for _, d := range []string{cacheRoot, cache} {
			_ = os.Chmod(d, 0o777)
			_ = os.Chown(d, uid, gid)
		}
		if out, err := asUser(attacker, fmt.Sprintf("mkdir -p %s && printf '%%s' '%s' > %s && chmod 755 %s", filepath.Dir(cached), planted, cached, cached)); err != nil {
			t.Fatalf("planting as %s: %v\n%s", attacker, err, out)
		}
		failed := open(t)
		if !strings.Contains(failed, "not safe") || !strings.Contains(failed, "may be written by other users") {
			t.Errorf("open_session with the user's cache open to all: %q; want it refused, saying so", failed)
		}
		ran(t)
	})
	t.Run("agentty's own cache", func(t *testing.T) {
		os.RemoveAll(cacheRoot)
		if failed := open(t); failed != "" {
			t.Fatalf("open_session with no cache yet: %s", failed)
		}
		for _, d := range []string{cacheRoot, cache, filepath.Dir(cached)} {
			st, err := os.Stat(d)
			if err != nil {
				t.Fatal(err)
			}
			if st.Mode().Perm()&0o022 != 0 || st.Sys() == nil {
				t.Errorf("%s is %v: others may write to it", d, st.Mode())
			}
		}
		if out, err := asUser(attacker, fmt.Sprintf("printf '%%s' '%s' > %s", planted, cached)); err == nil {
			t.Errorf("%s could write over the cached binary: %s", attacker, out)
		}
		// The binary is not the one sent (another user with root's
		// powers, or a disk, changed it): it is not run.
		if err := os.WriteFile(cached+".new", []byte(planted), 0o700); err != nil {
			t.Fatal(err)
		}
		_ = os.Chown(cached+".new", uid, gid)
		if err := os.Rename(cached+".new", cached); err != nil { // the far host runs the old one
			t.Fatal(err)
		}
		failed := open(t)
		if !strings.Contains(failed, "not safe") || !strings.Contains(failed, "has sha256") {
			t.Errorf("open_session with a changed cached binary: %q; want it refused, naming its sha256", failed)
		}
		ran(t)
	})
}

// TestCacheWithoutHome: with neither XDG_CACHE_HOME nor HOME (nor
// TMPDIR), the cache is /tmp/agentty-cache-UID/agentty; a relative
// XDG_CACHE_HOME or HOME is not taken.
func TestCacheWithoutHome(t *testing.T) {
	sessiontest.Need(t, "env", "sh")
	for _, env := range [][]string{{}, {"XDG_CACHE_HOME=rel", "HOME=rel"}} {
		cmd := exec.Command("env", append(append([]string{"-i", "PATH=/usr/local/bin:/usr/bin:/bin"}, env...), "sh")...)
		cmd.Stdin = strings.NewReader(probeScript)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("the probe: %v\n%s", err, out)
		}
		var p probe
		for _, l := range strings.Split(string(out), "\n") {
			p.line(l)
		}
		if want := fmt.Sprintf("/tmp/agentty-cache-%d/agentty", os.Getuid()); p.f.Cache != want {
			t.Errorf("the probe with %q: cache %q, want %q", env, p.f.Cache, want)
		}
	}
}

// TestCacheSwappedWhileChecked: a cache reached through a symbolic link
// in a directory other users may write to (the user's HOME open to all,
// ~/.cache a link to a directory of the user's alone): the link is
// swapped by another user while agentty checks the binary (after its
// directories and its owner were checked, as its sha256 is worked out),
// and what runs is still the binary checked, never the one the swapped
// link leads to.
func TestCacheSwappedWhileChecked(t *testing.T) {
	sessiontest.Need(t, "runuser", "env", "sh", "cat", "sha256sum", "mkfifo")
	victim := needRemoteUser(t)
	if _, err := user.Lookup(attacker); err != nil {
		sessiontest.Unavailable(t, "user %s does not exist; create it as .ci/run does", attacker)
	}
	bin := buildAgentty(t)
	opts := Options{Version: "swap-" + strconv.FormatInt(time.Now().UnixNano(), 36), Self: bin}
	b, err := opts.binary(bin)
	if err != nil {
		t.Fatal(err)
	}
	shared, err := os.MkdirTemp("", "as-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(shared) })
	if err := os.Chmod(shared, 0o777|os.ModeSticky); err != nil {
		t.Fatal(err)
	}
	uid, _ := strconv.Atoi(victim.Uid)
	gid, _ := strconv.Atoi(victim.Gid)
	mine := func(path string, mode os.FileMode) {
		t.Helper()
		if err := os.Mkdir(path, mode); err != nil {
			t.Fatal(err)
		}
		_ = os.Chmod(path, mode)
		if err := os.Chown(path, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	home, safe, run, tools := filepath.Join(shared, "home"), filepath.Join(shared, "safe"), filepath.Join(shared, "run"), filepath.Join(shared, "bin")
	mine(home, 0o777) // the user's, open to all
	mine(safe, 0o700)
	mine(run, 0o700)
	mine(tools, 0o755)
	if err := os.Symlink(safe, filepath.Join(home, ".cache")); err != nil {
		t.Fatal(err)
	}
	_ = os.Lchown(filepath.Join(home, ".cache"), uid, gid)
	// The attacker's swap, at the moment agentty works out the cached
	// binary's sha256: a sha256sum first on PATH that asks for the swap
	// and waits for it once, then answers as the real one.
	req, ack := filepath.Join(shared, "swap-req"), filepath.Join(shared, "swap-ack")
	for _, f := range []string{req, ack} {
		if out, err := exec.Command("mkfifo", "-m", "666", f).CombinedOutput(); err != nil {
			t.Fatalf("mkfifo: %v %s", err, out)
		}
	}
	done := filepath.Join(tools, "swapped")
	hash := fmt.Sprintf(`#!/bin/sh
out=$(/usr/bin/sha256sum "$@")
case $1 in */%s/agentty) [ -e %s ] || { touch %s; echo go > %s; read x < %s; };; esac
printf '%%s\n' "$out"
`, b.Key, done, done, req, ack)
	if err := os.WriteFile(filepath.Join(tools, "sha256sum"), []byte(hash), 0o755); err != nil {
		t.Fatal(err)
	}
	_ = os.Chown(tools, uid, gid)
	mark := filepath.Join(shared, "planted-ran")
	evilDir := filepath.Join(shared, "evil")
	go func() {
		f, err := os.Open(req)
		if err != nil {
			return
		}
		_, _ = f.Read(make([]byte, 8))
		f.Close()
		script := fmt.Sprintf("mkdir -p %[1]s/agentty/%[2]s && printf '#!/bin/sh\\ntouch %[3]s\\n' > %[1]s/agentty/%[2]s/agentty && chmod 755 %[1]s/agentty/%[2]s/agentty && mv %[4]s/.cache %[4]s/.cache-old && ln -s %[1]s %[4]s/.cache",
			evilDir, b.Key, mark, home)
		if out, err := asUser(attacker, script); err != nil {
			t.Errorf("the swap as %s: %v\n%s", attacker, err, out)
		}
		_ = os.WriteFile(ack, []byte("ok\n"), 0)
	}()
	env := []string{"PATH=" + tools + ":/usr/local/bin:/usr/bin:/bin", "HOME=" + home, "AGENTTY_RUNTIME_DIR=" + run}
	m := Machine{Name: "swapped", Prefix: append([]string{"runuser", "-u", remoteUser, "--", "env", "-i"}, env...), Timeout: 30 * time.Second}
	t.Cleanup(func() {
		cached := filepath.Join(safe, "agentty", b.Key, "agentty")
		for _, pid := range sessiontest.Find(cached) {
			_ = syscall.Kill(pid, syscall.SIGTERM)
		}
		deadline := time.Now().Add(15 * time.Second)
		for len(sessiontest.Find(cached)) > 0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
	})
	load := func() (Config, error) { return Config{Machines: map[string]Machine{m.Name: m}}, nil }
	_, hc, _ := frontEnd(t, t.TempDir(), load, opts)
	_, failed := tryOver(t, hc)("open_session", map[string]any{"machine": m.Name, "argv": []string{"cat"}})
	if _, err := os.Stat(done); err != nil {
		t.Fatalf("the swap was never asked for (open_session: %q)", failed)
	}
	if _, err := os.Stat(mark); err == nil {
		t.Fatalf("the binary the swapped link led to ran (open_session: %q)", failed)
	}
	if failed != "" {
		t.Errorf("open_session: %s", failed)
	}
}
