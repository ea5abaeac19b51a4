package main

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/sessiontest/chromium"
	"github.com/agentty/agentty/tools"
)

// account is a user the tests run programs as (setpriv), with a home of
// the test's own.
type account struct {
	u        *user.User
	uid, gid int
	home     string
}

// needAccount returns the account name, which .ci/run creates, with a
// fresh home directory; without root or the account the test is skipped
// (or fails where CI promises both).
func needAccount(t *testing.T, name string) account {
	t.Helper()
	if os.Geteuid() != 0 {
		sessiontest.Unavailable(t, "running programs as %s needs root; run the tests as root, as .ci/run does", name)
	}
	sessiontest.Need(t, "setpriv")
	u, err := user.Lookup(name)
	if err != nil {
		sessiontest.Unavailable(t, "user %s does not exist; create it as .ci/run does", name)
	}
	a := account{u: u}
	a.uid, _ = strconv.Atoi(u.Uid)
	a.gid, _ = strconv.Atoi(u.Gid)
	home, err := os.MkdirTemp("", "au-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(home) })
	if err := os.Chown(home, a.uid, a.gid); err != nil {
		t.Fatal(err)
	}
	a.home = home
	return a
}

// argv is argv run as the account, with HOME and the XDG directories in
// its home and nothing else of the test's environment but PATH.
func (a account) argv(argv ...string) []string {
	return append([]string{"setpriv", "--reuid=" + a.u.Uid, "--regid=" + a.u.Gid, "--clear-groups", "--",
		"env", "-i", "PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + a.home, "XDG_CONFIG_HOME=" + a.home + "/config",
		"XDG_CACHE_HOME=" + a.home + "/cache", "XDG_STATE_HOME=" + a.home + "/state"}, argv...)
}

// run runs argv as the account and returns its stdout.
func (a account) run(t *testing.T, argv ...string) string {
	t.Helper()
	full := a.argv(argv...)
	out, err := exec.Command(full[0], full[1:]...).Output()
	if err != nil {
		var stderr string
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("%s as %s: %v\n%s%s", strings.Join(argv, " "), a.u.Username, err, out, stderr)
	}
	return string(out)
}

// script writes an executable script in the account's home that runs
// argv as the account with the script's own arguments after it.
func (a account) script(t *testing.T, name string, argv ...string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("#!/bin/sh\nexec")
	for _, w := range a.argv(argv...) {
		b.WriteString(" '" + w + "'")
	}
	b.WriteString(" \"$@\"\n")
	path := filepath.Join(a.home, name)
	if err := os.WriteFile(path, []byte(b.String()), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// serve starts agentty serve as the account, an agentty built with a
// version of its own, on a runtime directory in its home; the test's end
// stops the host. It returns the binary and the directory.
func (a account) serve(t *testing.T) (fe *serveProc, bin, run string) {
	t.Helper()
	bin = buildStamped(t, "wall-user")
	run = filepath.Join(a.home, "run")
	fe = startServe(t, serveOpts{bin: a.script(t, "agentty", bin)}, "--runtime-dir", run, "--grace", "500ms")
	t.Cleanup(func() { a.run(t, bin, "host", "stop", "--runtime-dir", run) })
	return fe, bin, run
}

// curlPost is the curl arguments of a POST to url with a JSON body and a
// bearer, printing the body and then the status on a line of its own.
func curlPost(url, origin, bearer, body string) []string {
	args := []string{"-s", "-o", "-", "-w", "\\n%{http_code}", "-X", "POST", "-H", "Origin: " + origin, "-H", "Content-Type: application/json", "--data", body}
	if bearer != "" {
		args = append(args, "-H", "Authorization: Bearer "+bearer)
	}
	return append(args, url)
}

// status splits what curlPost printed into the status and the body.
func status(out string) (string, string) {
	out = strings.TrimRight(out, "\n")
	i := strings.LastIndexByte(out, '\n')
	return out[i+1:], out[:max(i, 0)]
}

// Unknown is refused, the person is not: a session host runs as the
// account agentty, not root, so that /proc keeps from it what it keeps
// from a user. An execute-only copy of curl run by the same account
// outside every session (its /proc entries closed to the account) is
// refused at the login and at a question's claim with a sentence saying
// it cannot be identified, and so it is from inside a session; another
// user (agentty-remote) is refused at the login, the claim, the answer and
// the API, and root at the host's socket; the account's own curl logs in,
// and the person's own browser (chromium, as the account) logs in through
// agentty web's link and opens the question's page.
func TestWallUnknownAndOtherUsers(t *testing.T) {
	sessiontest.Need(t, "curl", "cat", "python3")
	me := needAccount(t, "agentty")
	other := needAccount(t, "agentty-remote")
	fe, bin, run := me.serve(t)
	var q tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"python3", "-c", "import getpass; print('got', getpass.getpass('Pw: '))"}, "expect": "Pw:"}, &q)
	var asked struct {
		Outcome string `json:"outcome"`
		URL     string `json:"url"`
	}
	fe.must(t, "request_user_input", map[string]any{"session_id": q.SessionID, "message": "the test's password", "timeout_ms": 300000}, &asked)
	link := func() (base, token string) {
		base, token, _ = strings.Cut(strings.TrimSpace(me.run(t, bin, "web", "--no-open", "--runtime-dir", run)), "/login#token=")
		return base, token
	}
	base, token := link()
	if asked.Outcome != "url" || !strings.HasPrefix(asked.URL, base+"/ask/") {
		t.Fatalf("request_user_input: %+v (page %s)", asked, base)
	}

	// The execute-only program, outside every session and in one.
	x := filepath.Join(me.home, "x")
	me.run(t, "cp", "/usr/bin/curl", x)
	me.run(t, "chmod", "111", x)
	for _, try := range [][]string{curlPost(base+"/login", base, "", `{"token":"`+token+`"}`), curlPost(asked.URL+"/claim", base, "", "{}")} {
		code, body := status(me.run(t, append([]string{x}, try...)...))
		if code != "403" || !strings.Contains(body, "cannot be identified") || !strings.Contains(body, "execute-only") {
			t.Errorf("the execute-only curl at %s: %s %s", try[len(try)-1], code, body)
		}
	}
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": append([]string{x}, curlPost(base+"/login", base, "", `{"token":"`+token+`"}`)...), "cols": 200}, &v)
	fe.must(t, "wait_for", map[string]any{"session_id": v.SessionID, "state": "exited", "timeout_ms": 20000}, &v)
	if text := strings.Join(v.Lines, " "); !strings.Contains(text, "refused") || !strings.HasSuffix(text, "403") {
		t.Errorf("the execute-only curl in a session: %s", text)
	}

	// The account's own curl logs in: the token was not spent.
	code, body := status(me.run(t, append([]string{"curl"}, curlPost(base+"/login", base, "", `{"token":"`+token+`"}`)...)...))
	var login struct {
		Credential string `json:"credential"`
	}
	if code != "200" || json.Unmarshal([]byte(body), &login) != nil || login.Credential == "" {
		t.Fatalf("the account's own login: %s %s", code, body)
	}

	// Another user, holding a fresh token, the question's link and the
	// person's credential.
	_, token = link()
	for what, try := range map[string][]string{
		"login":  curlPost(base+"/login", base, "", `{"token":"`+token+`"}`),
		"claim":  curlPost(asked.URL+"/claim", base, "", "{}"),
		"answer": curlPost(asked.URL, base, "x", `{"answer":"from another user"}`),
		"api":    {"-s", "-o", "-", "-w", "\\n%{http_code}", "-H", "Authorization: Bearer " + login.Credential, base + "/api/sessions"},
	} {
		code, body := status(other.run(t, append([]string{"curl"}, try...)...))
		if code != "403" || !strings.Contains(body, "another user's process (uid "+other.u.Uid+")") {
			t.Errorf("another user's %s: %s %s", what, code, body)
		}
	}
	// Root at the host's socket.
	c, err := net.Dial("unix", host.PathsIn(run, host.VersionName("wall-user")).Socket)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = c.Write([]byte("GET /v1/sessions HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"))
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	b := make([]byte, 4096)
	n, _ := c.Read(b)
	c.Close()
	if got := string(b[:n]); !strings.HasPrefix(got, "HTTP/1.1 403") || !strings.Contains(got, "belongs to uid "+me.u.Uid) {
		t.Errorf("root at the host's socket: %q", got)
	}

	// The person's own browser, as the account: the link logs it in
	// (the token the other user tried is spent here) and the question's
	// page shows the question.
	profile := filepath.Join(me.home, "profile")
	me.run(t, "mkdir", "-p", profile)
	ctx := chromium.Start(t, chromedp.ExecPath(me.script(t, "chromium", chromium.Path(t))), chromedp.UserDataDir(profile))
	until := func(what, expr string) {
		t.Helper()
		sessiontest.Eventually(t, 20*time.Second, what, func() bool {
			c, cancel := context.WithTimeout(ctx, 5*time.Second)
			defer cancel()
			ok, err := chromedp.Run(c, chromedp.Evaluate[bool](expr))
			return err == nil && ok
		})
	}
	for _, step := range []struct{ url, what, expr string }{
		{base + "/login#token=" + token, "the login to land on the page, listing the session", `location.pathname === '/' && !!sessionStorage.getItem('agentty-credential') && !!document.querySelector('#sessions tr[data-id="` + q.SessionID + `"]')`},
		{asked.URL, "the question's page to show its message", `document.body.textContent.includes("the test's password")`},
	} {
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := chromedp.Do(c, chromedp.Navigate(step.url))
		cancel()
		if err != nil {
			t.Fatalf("open %s: %v", step.url, err)
		}
		until(step.what, step.expr)
	}
}

// stealKeys, a session's program, takes each descriptor of process PID it
// can (pidfd_getfd) and, on each socket, sends an attach frame of keys;
// it prints what it got. argv: PID.
const stealKeys = `
import ctypes, errno, os, stat, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
pid, took, errs = int(sys.argv[1]), 0, set()
pfd = libc.syscall(434, pid, 0)  # pidfd_open
if pfd < 0:
    errs.add(errno.errorcode.get(ctypes.get_errno(), "?"))
for fd in range(64 if pfd >= 0 else 0):
    n = libc.syscall(438, pfd, fd, 0)  # pidfd_getfd
    if n < 0:
        errs.add(errno.errorcode.get(ctypes.get_errno(), "?"))
        continue
    took += 1
    if stat.S_ISSOCK(os.fstat(n).st_mode):
        keys = b"stolen\r"
        try:
            os.write(n, b"i" + struct.pack(">I", len(keys)) + keys)
        except OSError:
            pass
print("took %d descriptors; refused with %s" % (took, " ".join(sorted(errs)) or "nothing"))
`

// A person's agentty attach holds a connection to a session that no
// session's program may take from it: a program in another session of the
// same user takes no descriptor of the attach process (pidfd_getfd, which
// the kernel allows on a process of the same user that is dumpable), so
// it cannot type into the session the person attached to. The host and the
// person run as the account agentty, not root, whose capabilities would
// allow it anyway.
func TestWallAttachKeepsItsConnection(t *testing.T) {
	sessiontest.Need(t, "python3", "cat")
	me := needAccount(t, "agentty")
	fe, bin, run := me.serve(t)
	var victim tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "name": "victim"}, &victim)
	argv := me.argv(bin, "attach", "--runtime-dir", run, victim.SessionID)
	p := startPersonCmd(t, 80, 24, exec.Command(argv[0], argv[1:]...))
	sessiontest.Eventually(t, 20*time.Second, "the person to be attached", func() bool {
		var v tools.Screen
		fe.must(t, "read_screen", map[string]any{"session_id": victim.SessionID}, &v)
		return len(v.Attached) > 0
	})
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"python3", "-c", stealKeys, strconv.Itoa(p.cmd.Process.Pid)}, "cols": 200}, &v)
	fe.must(t, "wait_for", map[string]any{"session_id": v.SessionID, "text": "took ", "timeout_ms": 20000}, &v)
	if text := strings.Join(v.Lines, " "); !strings.Contains(text, "took 0 descriptors") || !strings.Contains(text, "EPERM") {
		t.Errorf("a session's program at the person's agentty attach: %s", text)
	}
	fe.must(t, "read_screen", map[string]any{"session_id": victim.SessionID}, &v)
	if strings.Contains(strings.Join(v.Lines, "\n"), "stolen") {
		t.Errorf("a session's program typed into %s through the person's attach:\n%s", victim.SessionID, strings.Join(v.Lines, "\n"))
	}
}
