package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/sessiontest/chromium"
)

// agentty web gives the browser opener ($BROWSER here, a script that
// records its argv) a file, not the link: nothing of the link's token is
// on a command line; the file is its user's only, and a real browser given
// it lands on the page logged in.
func TestWebOpensAFile(t *testing.T) {
	sessiontest.Need(t, "sh", "cat")
	chromium.Path(t)
	dir := runtimeDir(t)
	startFrontEnd(t, dir, nil)
	tmp := t.TempDir()
	record := filepath.Join(tmp, "argv")
	opener := filepath.Join(tmp, "opener")
	sessiontest.WriteFile(t, opener, "#!/bin/sh\nfor a in \"$0\" \"$@\"; do printf '%s\\n' \"$a\"; done > "+record+"\n")
	if err := os.Chmod(opener, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("BROWSER", opener)
	var out, errb strings.Builder
	if code := run([]string{"web", "--runtime-dir", dir}, nil, &out, &errb); code != 0 {
		t.Fatalf("agentty web: %d\n%s", code, errb.String())
	}
	link := strings.TrimSpace(out.String())
	base, token, ok := strings.Cut(link, "/login#token=")
	if !ok || token == "" {
		t.Fatalf("agentty web printed %q", link)
	}
	b, err := os.ReadFile(record)
	if err != nil {
		t.Fatalf("the opener did not run: %v\n%s", err, errb.String())
	}
	argv := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(argv) != 2 || strings.Contains(string(b), token) || strings.Contains(string(b), "http") {
		t.Fatalf("the opener's argv %q (the token is %s)", argv, token)
	}
	file := argv[1]
	st, err := os.Stat(file)
	if err != nil || st.Mode().Perm() != 0o600 || filepath.Dir(file) != dir {
		t.Fatalf("the file given: %v %v, want 0600 in %s", st.Mode(), err, dir)
	}
	if page, _ := os.ReadFile(file); !strings.Contains(string(page), link) {
		t.Fatalf("the file does not send to the link:\n%s", page)
	}

	ctx := chromium.Start(t)
	run := func(what string, a chromedp.Action[chromedp.Void]) {
		t.Helper()
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := chromedp.Do(c, a); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	run("open the file", chromedp.Navigate("file://"+file))
	var status float64
	sessiontest.Eventually(t, 20*time.Second, "the browser to land on the page, logged in", func() bool {
		c, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool](fmt.Sprintf(`location.origin === %q && location.pathname === '/' && !!sessionStorage.getItem('agentty-credential')`, base)))
		if err != nil || !ok {
			return false
		}
		status, err = chromedp.Run(c, chromedp.Evaluate[float64](`api('/api/sessions').then(r => r.status)`, chromedp.EvalAwaitPromise))
		return err == nil
	})
	if status != 200 {
		t.Errorf("the page's API from the browser: %v", status)
	}
}

// otherOpens opens /proc/PID/mem, which wants leave to trace pid, as a
// process of the same user without CAP_SYS_PTRACE does (the test's own
// thread, that capability dropped, an ancestor of pid as Yama wants): a
// process that is not dumpable refuses it.
func otherOpens(pid int) error {
	errc := make(chan error, 1)
	go func() {
		// The thread is never unlocked: it ends with this goroutine, its
		// capability with it.
		runtime.LockOSThread()
		hdr := unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}
		var data [2]unix.CapUserData
		if err := unix.Capget(&hdr, &data[0]); err != nil {
			errc <- err
			return
		}
		data[0].Effective &^= 1 << unix.CAP_SYS_PTRACE
		if err := unix.Capset(&hdr, &data[0]); err != nil {
			errc <- err
			return
		}
		f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/mem")
		if err == nil {
			f.Close()
		}
		errc <- err
	}()
	return <-errc
}

// The HTTP front end given $AGENTTY_TOKEN has it in no environment block:
// not its own (/proc/PID/environ, read as root can), nor its session
// host's; the token still authorises. The front end and the host are not
// dumpable: another process of the user cannot read their /proc files,
// where it can read a dumpable process's.
func TestTokenNotInEnviron(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc/PID/environ and PR_SET_DUMPABLE are Linux's")
	}
	sessiontest.Need(t, "cat", "sleep")
	const token = "env-t0ken-4a1b9c"
	dir := runtimeDir(t)
	cmd := agentty(t, "serve", "--grace", "500ms", "--runtime-dir", dir, "--http", "127.0.0.1:0")
	cmd.Env = append(cmd.Env, "AGENTTY_TOKEN="+token)
	// As root, the server and the control below run without
	// CAP_SYS_PTRACE, as the test's tracing thread does: then only being
	// dumpable decides.
	var unprivileged []string
	if os.Geteuid() == 0 {
		sessiontest.Need(t, "setpriv")
		unprivileged = []string{"setpriv", "--bounding-set=-sys_ptrace"}
		setpriv, _ := exec.LookPath("setpriv")
		cmd.Path, cmd.Args = setpriv, append(unprivileged, cmd.Args...)
	}
	log := &sessiontest.Buffer{}
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	})
	re := regexp.MustCompile(`url=(http://\S+/mcp)`)
	var u string
	sessiontest.Eventually(t, 10*time.Second, "the server to say where it listens", func() bool {
		if m := re.FindStringSubmatch(log.String()); m != nil {
			u = m[1]
		}
		return u != ""
	})
	if strings.Contains(log.String(), token) {
		t.Errorf("the token in the log:\n%s", log.String())
	}
	// The client runs with the server's capabilities: a server may not
	// read the descriptors of a process that has more (the kernel's rule
	// for /proc/PID/fd), and would refuse it as a process it cannot
	// identify.
	post := func(bearer string) string {
		sessiontest.Need(t, "curl")
		argv := append(append([]string{}, unprivileged...), "curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST",
			"-H", "Content-Type: application/json", "-H", "Accept: application/json, text/event-stream", "-H", "Authorization: Bearer "+bearer, "--data", ping, u)
		out, _ := exec.Command(argv[0], argv[1:]...).Output()
		return string(out)
	}
	if code := post(token); code != "200" {
		t.Errorf("the token from the environment: %s", code)
	}
	if code := post("wrong"); code != "401" {
		t.Errorf("a wrong token: %s", code)
	}
	hostPID := hostInfo(t, dir).PID
	for _, p := range []struct {
		what string
		pid  int
	}{{"the front end", cmd.Process.Pid}, {"the session host", hostPID}} {
		if os.Geteuid() == 0 {
			env, err := os.ReadFile("/proc/" + strconv.Itoa(p.pid) + "/environ")
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(env), token) || strings.Contains(string(env), "AGENTTY_TOKEN=") {
				t.Errorf("%s's environment block holds the token", p.what)
			}
			if !strings.Contains(string(env), "AGENTTY_TEST_MAIN=1") {
				t.Errorf("%s's environment block lacks the rest of the environment", p.what)
			}
		}
		if err := otherOpens(p.pid); err == nil {
			t.Errorf("%s is dumpable: another process of the user may trace it", p.what)
		}
	}
	// The check can fail: a dumpable process's is read.
	sleep := exec.Command("sleep", "30")
	if unprivileged != nil {
		sleep = exec.Command(unprivileged[0], append(unprivileged[1:], "sleep", "30")...)
	}
	if err := sleep.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = sleep.Process.Kill()
		_ = sleep.Wait()
	})
	sessiontest.Eventually(t, 5*time.Second, "sleep to run", func() bool {
		comm, _ := os.ReadFile("/proc/" + strconv.Itoa(sleep.Process.Pid) + "/comm")
		return string(comm) == "sleep\n"
	})
	if err := otherOpens(sleep.Process.Pid); err != nil {
		t.Errorf("a dumpable process cannot be traced either (%v): the check proves nothing", err)
	}
}
