package machine

import (
	"encoding/json"
	"fmt"
	"net"
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

// remoteUser is the account the machine tests log in to over ssh: one of
// their own, which .ci/run creates (keys only), so that what runs under it
// is the tests' alone.
const remoteUser = "agentty-remote"

// needRemoteUser returns remoteUser's account; without root (sshd then
// cannot log another account in) or without the account the test is
// skipped, or fails under AGENTTY_REQUIRE_PROGRAMS=1 saying what to do.
func needRemoteUser(t *testing.T) *user.User {
	t.Helper()
	if os.Geteuid() != 0 {
		sessiontest.Unavailable(t, "logging in as %s through a test sshd needs root; run the tests as root, as .ci/run does", remoteUser)
	}
	u, err := user.Lookup(remoteUser)
	if err != nil {
		sessiontest.Unavailable(t, "user %s does not exist; create it as .ci/run does: useradd --create-home --shell /bin/bash %s && usermod -p '*' %s", remoteUser, remoteUser, remoteUser)
	}
	return u
}

// userProcesses lists the live processes of uid (not zombies) as
// "PID ARGS" lines, leaving out sshd's (the link's connection).
func userProcesses(t *testing.T, uid string) []string {
	t.Helper()
	out, err := exec.Command("ps", "-u", uid, "-o", "pid=,stat=,args=").Output()
	if err != nil && len(out) == 0 {
		return nil // ps exits 1 when the user has no process
	}
	var procs []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(l)
		if len(f) < 3 || strings.HasPrefix(f[1], "Z") || strings.HasPrefix(f[2], "sshd") {
			continue
		}
		procs = append(procs, f[0]+" "+strings.Join(f[2:], " "))
	}
	return procs
}

// TestSessionsOfAnotherUser: through the Router's MCP tools, a machine
// behind a real sshd on loopback, logged in to as an account of its own
// with a generated key. The first open copies agentty into that account's
// ~/.cache/agentty, and python3 runs there as that account, its state read
// from the kernel; the far host has the local one's limits. A call whose
// link stalls and whose ssh client is then killed fails; the next call
// makes the link again and finds the same session, and shows the screen
// the lost answer carried (it does not count as seen). A secret typed stays
// masked; a new front end lists the session; close_session ends the
// session's processes under that account; a machine that cannot be
// reached is an error naming it and saying what ssh printed.
func TestSessionsOfAnotherUser(t *testing.T) {
	sessiontest.Need(t, "python3", "ps")
	u := needRemoteUser(t)
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	bin := buildAgentty(t)

	// The far host's runtime directory: the account's, this test's alone
	// (short: the host's socket path must fit).
	run, err := os.MkdirTemp("", "ar-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(run) })
	if err := os.Chown(run, uid, gid); err != nil {
		t.Fatal(err)
	}
	// A version of this run's own, so the first open copies; its
	// directory in the account's cache goes at the end.
	opts := Options{Version: "sshuser-" + strconv.FormatInt(time.Now().UnixNano(), 36), Self: bin, HostArgs: []string{"--max-sessions=1"}}
	b, err := opts.binary(bin)
	if err != nil {
		t.Fatal(err)
	}
	cached := filepath.Join(u.HomeDir, ".cache", "agentty", b.Key)
	t.Cleanup(func() { os.RemoveAll(cached) })

	s := sessiontest.StartSSHD(t, remoteUser)
	m := Machine{Name: "remote", Prefix: s.Prefix("AGENTTY_RUNTIME_DIR=" + run), Timeout: 30 * time.Second}
	// Nothing listens on gone's port.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := *s
	closed.Port = l.Addr().(*net.TCPAddr).Port
	l.Close()
	gone := Machine{Name: "gone", Prefix: closed.Prefix(), Timeout: 10 * time.Second}
	load := func() (Config, error) { return Config{Machines: map[string]Machine{"remote": m, "gone": gone}}, nil }
	t.Cleanup(func() {
		// The far host ends, asked as the account over ssh (before sshd
		// stops), and is waited for: it writes its state file as it ends.
		args := append(append([]string{}, m.Prefix...), cached+"/agentty", "host", "stop", "--runtime-dir", run)
		if out, err := exec.Command(args[0], args[1:]...).CombinedOutput(); err != nil {
			t.Logf("agentty host stop on the machine: %v\n%s", err, out)
		}
		deadline := time.Now().Add(15 * time.Second)
		for len(sessiontest.Find(cached)) > 0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
	})

	dir := t.TempDir()
	_, hc, stop := frontEnd(t, dir, load, opts)
	call, try := mcpOver(t, hc), tryOver(t, hc)

	if _, err := os.Stat(cached); !os.IsNotExist(err) {
		t.Fatalf("%s is there before the first open (%v)", cached, err)
	}
	began := time.Now()
	out := call("open_session", map[string]any{"machine": "remote", "argv": []string{"python3", "-q"}, "expect": ">>> "})
	t.Logf("first open as %s over ssh (probe, copy, link, host start, python3): %v", remoteUser, time.Since(began))
	id, _ := out["session_id"].(string)
	if !strings.HasPrefix(id, "remote:") || out["machine"] != "remote" || out["state"] != "waiting_for_input" || out["state_source"] != "kernel" || out["program"] != "python3" {
		t.Fatalf("open_session on remote: %v", out)
	}
	st, err := os.Stat(filepath.Join(cached, "agentty"))
	if err != nil {
		t.Fatalf("the first open did not copy agentty into %s's cache: %v", remoteUser, err)
	}
	if owner := st.Sys().(*syscall.Stat_t).Uid; owner != uint32(uid) {
		t.Errorf("the copy in %s belongs to uid %d, not %s's", cached, owner, remoteUser)
	}
	copiedAt := st.ModTime()
	out = call("send_text", map[string]any{"session_id": id, "text": "import os, pwd, time; print('as', pwd.getpwuid(os.getuid()).pw_name)", "enter": true, "expect": "as " + remoteUser})
	if out["wait"].(map[string]any)["outcome"] != "matched" {
		t.Fatalf("python3 on remote does not run as %s: %v", remoteUser, out["lines"])
	}
	if _, failed := try("open_session", map[string]any{"machine": "remote", "argv": []string{"cat"}}); !strings.Contains(failed, "limit") {
		t.Fatalf("a second session opened on a machine whose host has --max-sessions=1 (%q)", failed)
	}

	sleeping, woke := filepath.Join(run, "sleeping"), filepath.Join(run, "woke")
	loseAnswer(t, try, map[string]any{"session_id": id, "enter": true, "expect": "woke", "timeout_ms": 20000,
		"text": fmt.Sprintf("open(%q, 'w').close(); time.sleep(1); print('wo' + 'ke'); open(%q, 'w').close()", sleeping, woke)},
		sleeping, woke, func() []int { return sessiontest.Find(s.Key) })
	shownAfterLoss(t, call("read_screen", map[string]any{"session_id": id}), id, `"woke"`)
	if st, err := os.Stat(filepath.Join(cached, "agentty")); err != nil || !st.ModTime().Equal(copiedAt) {
		t.Errorf("the link made again copied agentty again (%v)", err)
	}

	const secret = "sk-remote-7f3a9c"
	call("send_text", map[string]any{"session_id": id, "text": "t = input('Token: ')", "enter": true, "expect": "Token: "})
	call("send_text", map[string]any{"session_id": id, "text": secret, "secret": true, "enter": true})
	out = call("send_text", map[string]any{"session_id": id, "text": "print('got', len(t))", "enter": true, "expect": "got 16", "delta": false})
	screen, _ := json.Marshal(out["lines"])
	if strings.Contains(string(screen), secret) || !strings.Contains(string(screen), "Token: ****") || !strings.Contains(string(screen), "got 16") {
		t.Fatalf("the secret on remote is not masked, or did not arrive: %s", screen)
	}

	// A new front end (the old one ends, its links with it) lists the
	// session and reaches it.
	stop()
	_, hc, _ = frontEnd(t, dir, load, opts)
	call, try = mcpOver(t, hc), tryOver(t, hc)
	out = call("list_sessions", nil)
	var listed struct {
		Sessions []struct {
			SessionID string `json:"session_id"`
			Machine   string `json:"machine"`
		} `json:"sessions"`
	}
	raw, _ := json.Marshal(out)
	if err := json.Unmarshal(raw, &listed); err != nil {
		t.Fatal(err)
	}
	if len(listed.Sessions) != 1 || listed.Sessions[0].SessionID != id || listed.Sessions[0].Machine != "remote" {
		t.Fatalf("a new front end's list_sessions: %s; want %s on remote", raw, id)
	}

	// close_session ends the session's processes under the account.
	procs := userProcesses(t, u.Uid)
	if !strings.Contains(strings.Join(procs, "\n"), "python3 -q") {
		t.Fatalf("python3 does not run under %s before close: %q", remoteUser, procs)
	}
	call("close_session", map[string]any{"session_id": id, "force": true})
	// What is left is agentty's own (the far host, the link).
	left := func() []string {
		var procs []string
		for _, p := range userProcesses(t, u.Uid) {
			if !strings.Contains(p, cached+"/agentty") {
				procs = append(procs, p)
			}
		}
		return procs
	}
	for deadline := time.Now().Add(10 * time.Second); len(left()) > 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if procs := left(); len(procs) > 0 {
		t.Fatalf("after close_session these processes of %s are left: %q", remoteUser, procs)
	}

	// A machine that cannot be reached: an error naming it, with what ssh
	// said, not its timeout's.
	_, failed := try("open_session", map[string]any{"machine": "gone", "argv": []string{"cat"}})
	if !strings.Contains(failed, "machine gone") || !strings.Contains(failed, "refused") || strings.Contains(failed, "no answer within") {
		t.Errorf("open_session on a machine nothing answers: %q; want an error naming machine gone and what ssh printed, before its timeout", failed)
	}
}
