package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// runtimeDir returns a runtime directory of the test's own; every session
// host started in it ends when the test does.
func runtimeDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "agentty-host-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		logs := func() string { // read before the hosts are killed and the directory goes
			var b strings.Builder
			for _, pid := range hostPIDs(dir) {
				st, _, _ := sessiontest.Stat(pid)
				cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
				fmt.Fprintf(&b, "host %d (state %s): %s\n", pid, st, strings.ReplaceAll(string(cmdline), "\x00", " "))
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.log"))
			for _, f := range files {
				data, _ := os.ReadFile(f)
				lines := strings.Split(strings.TrimSpace(string(data)), "\n")
				fmt.Fprintf(&b, "%s ends:\n%s\n", filepath.Base(f), strings.Join(lines[max(0, len(lines)-15):], "\n"))
			}
			return b.String()
		}
		if left := stopHosts(dir, logs); left != "" {
			t.Errorf("session hosts had to be killed, 10 s after host stop:\n%s", left)
		}
		os.RemoveAll(dir)
	})
	return dir
}

// stopHosts ends every session host running for dir: agentty host stop for
// each instance, then SIGKILL for any still there after a while. It returns
// how many had to be killed.
func stopHosts(dir string, describe func() string) string {
	if len(hostPIDs(dir)) == 0 {
		return ""
	}
	socks, _ := filepath.Glob(filepath.Join(dir, "*.sock"))
	for _, s := range socks {
		name := strings.TrimSuffix(filepath.Base(s), ".sock")
		cmd := exec.Command(os.Args[0], "host", "stop", "--runtime-dir", dir, "--name", name)
		cmd.Env = append(os.Environ(), "AGENTTY_TEST_MAIN=1")
		_ = cmd.Run()
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if len(hostPIDs(dir)) == 0 {
			return ""
		}
		time.Sleep(20 * time.Millisecond)
	}
	what := describe()
	for _, pid := range hostPIDs(dir) {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
	return what
}

// hostPIDs returns the pids of the live session host processes of dir.
func hostPIDs(dir string) []int {
	var pids []int
	procs, _ := filepath.Glob("/proc/[0-9]*")
	for _, p := range procs {
		pid, err := strconv.Atoi(filepath.Base(p))
		if err != nil {
			continue
		}
		b, err := os.ReadFile(p + "/cmdline")
		if err != nil {
			continue
		}
		args := strings.Split(string(b), "\x00")
		i := slices.Index(args, "host")
		if i < 0 || i+1 >= len(args) || args[i+1] != "run" || !slices.Contains(args, dir) {
			continue
		}
		if st, err := os.ReadFile(p + "/stat"); err == nil {
			if f := strings.Fields(string(st[bytes.LastIndexByte(st, ')')+1:])); len(f) > 0 && f[0] == "Z" {
				continue // ended; its new parent has not reaped it
			}
		}
		pids = append(pids, pid)
	}
	return pids
}

// startFrontEnd starts agentty serve in runtime directory dir (with env
// added and flags) and initializes an MCP client on it.
func startFrontEnd(t testing.TB, dir string, env []string, flags ...string) *serveProc {
	t.Helper()
	return startFrontEndIn(t, "", dir, env, flags...)
}

// startFrontEndIn starts agentty serve in working directory cwd.
func startFrontEndIn(t testing.TB, cwd, dir string, env []string, flags ...string) *serveProc {
	t.Helper()
	return startServe(t, serveOpts{cwd: cwd, env: env}, append([]string{"--runtime-dir", dir, "--grace", "500ms"}, flags...)...)
}

// listing is list_sessions' result, as the tools declare it.
type listing = tools.List

// ownPaths are the files of this agentty version's host in dir.
func ownPaths(dir string) host.Paths { return host.PathsIn(dir, host.VersionName(version())) }

// hostInfo asks this version's host in dir who it is.
func hostInfo(t testing.TB, dir string) host.Info {
	t.Helper()
	c := host.NewClient(ownPaths(dir), "", nil)
	info, err := c.Hello(context.Background())
	if err != nil {
		t.Fatalf("no session host in %s: %v", dir, err)
	}
	return info
}

// A session outlives the front end that opened it: a python3 REPL opened
// through one agentty serve, which is then SIGKILLed, is found by the next
// one in list_sessions (who opened it, when, last activity), and its state
// is still there.
func TestResumeAfterFrontEndKilled(t *testing.T) {
	sessiontest.Need(t, "python3")
	dir := runtimeDir(t)
	first := startFrontEnd(t, dir, nil)
	var v tools.Screen
	first.must(t, "open_session", map[string]any{"argv": []string{"python3", "-q"}, "name": "repl", "cols": 60, "rows": 10}, &v)
	first.must(t, "send_text", map[string]any{"session_id": v.SessionID, "text": "x = 41", "enter": true}, nil)
	if err := first.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	first.waitExit(t, 10*time.Second)

	second := startFrontEnd(t, dir, nil)
	var l listing
	second.must(t, "list_sessions", nil, &l)
	if len(l.Sessions) != 1 {
		t.Fatalf("list_sessions after the first front end died: %+v", l)
	}
	s := l.Sessions[0]
	if s.SessionID != v.SessionID || s.Name != "repl" || !strings.HasPrefix(s.OpenedBy, "test 1 (stdio front end, pid "+strconv.Itoa(first.cmd.Process.Pid)) || s.Created == "" || s.LastActivity == "" {
		t.Errorf("the resumed session's row: %+v", s)
	}
	var after tools.Screen
	second.must(t, "send_text", map[string]any{"session_id": s.SessionID, "text": "x+1", "enter": true, "delta": false}, &after)
	if !slices.Contains(after.Lines, "42") {
		t.Fatalf("x+1 after the resume:\n%s", strings.Join(after.Lines, "\n"))
	}
}

// Killing the host ends every session's processes (the terminal's hangup
// at once; what ignores it, when the next host starts); a call it was
// answering gets an error at once (not a hang); the next call starts a
// fresh host on the stale socket's place, and list_sessions and the front
// end say the earlier sessions were lost. New ids do not reuse theirs.
func TestHostKilled(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v, deaf tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "sleep 1000 & sleep 1000", "timeout_ms": 300}, &v)
	fe.must(t, "open_session", map[string]any{"command": "trap '' HUP; sleep 1000 & sleep 1000", "timeout_ms": 300}, &deaf)
	var l listing
	fe.must(t, "list_sessions", nil, &l)
	leader, deafLeader := l.Sessions[0].PID, l.Sessions[1].PID
	for _, pid := range []int{leader, deafLeader} {
		if n := len(sessiontest.Members(pid)); n != 3 {
			t.Fatalf("want 3 processes in session %d, found %d", pid, n)
		}
	}
	old := hostInfo(t, dir)

	type answer struct {
		res *mcp.CallToolResult
		err error
	}
	inFlight := make(chan answer, 1)
	go func() {
		res, err := fe.call("wait_for", map[string]any{"session_id": v.SessionID, "text": "never shown", "timeout_ms": 60000}, 2*time.Minute)
		inFlight <- answer{res, err}
	}()
	sessiontest.Eventually(t, 10*time.Second, "the wait_for call to hold the session in the host", func() bool {
		res, err := fe.call("send_keys", map[string]any{"session_id": v.SessionID, "keys": "x", "timeout_ms": 50}, time.Minute)
		return err == nil && res.IsError && strings.Contains(tools.Text(res), "busy")
	})
	if err := syscall.Kill(old.PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	select {
	case a := <-inFlight:
		if a.err == nil {
			t.Errorf("the call in flight when the host died returned a result: %s", tools.Text(a.res))
		} else if !strings.Contains(a.err.Error(), "session host") {
			t.Errorf("the call in flight when the host died: %v", a.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the call in flight when the host died hangs")
	}
	waitNoMembers(t, leader, 5*time.Second)
	if _, err := os.Stat(ownPaths(dir).Socket); err != nil {
		t.Fatalf("the killed host's socket is gone (%v); the test wants the stale one replaced", err)
	}

	if n := len(sessiontest.Members(deafLeader)); n == 0 {
		t.Log("the processes that ignore SIGHUP ended with the hangup already")
	}

	fe.must(t, "list_sessions", nil, &l)
	if len(l.Sessions) != 0 || len(l.Lost) != 2 || l.Lost[0].SessionID != v.SessionID || !strings.Contains(l.LostWhy, fmt.Sprintf("pid %d", old.PID)) {
		t.Fatalf("list_sessions after the host was killed: %+v", l)
	}
	waitNoMembers(t, deafLeader, 5*time.Second)
	if res, err := fe.call("read_screen", map[string]any{"session_id": v.SessionID}, time.Minute); err != nil || !res.IsError || !strings.Contains(tools.Text(res), "it was lost") {
		t.Errorf("read_screen of a lost session: %v %v", err, res)
	}
	if now := hostInfo(t, dir); now.PID == old.PID {
		t.Fatal("no new host")
	}
	var fresh tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "cat"}, &fresh)
	if fresh.SessionID == v.SessionID {
		t.Errorf("a new session got the lost one's id %s", fresh.SessionID)
	}
	next := startFrontEnd(t, dir, nil)
	next.must(t, "list_sessions", nil, &l)
	sessiontest.Eventually(t, 5*time.Second, "the new front end to say sessions were lost", func() bool {
		return strings.Contains(fe.stderr.String()+next.stderr.String(), "sessions "+v.SessionID+" (sleep 1000 & sleep 1000), "+deaf.SessionID)
	})
}

func logOf(dir string) string {
	b, _ := os.ReadFile(ownPaths(dir).Log)
	return string(b)
}

// A stdio front end and an HTTP one see the same sessions: what one opens
// the other reads and types into. The HTTP front end still wants its token.
func TestStdioAndHTTPFrontEnds(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	stdio := startFrontEnd(t, dir, nil)
	var v tools.Screen
	stdio.must(t, "open_session", map[string]any{"command": "cat", "name": "shared"}, &v)

	_, url, stderr := httpServer(t, nil, "--runtime-dir", dir, "--http", "127.0.0.1:0", "--token", "t0ken")
	req, _ := http.NewRequest("POST", url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
	req.Header.Set("Content-Type", "application/json")
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusUnauthorized {
		t.Errorf("no token: %v %v", err, res)
	}
	c, err := client.NewStreamableHttpClient(url, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer t0ken"}))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := tools.Initialize(context.Background(), c, "http-test"); err != nil {
		t.Fatal(err)
	}
	over := &serveProc{c: c, stderr: stderr}
	var l listing
	over.must(t, "list_sessions", nil, &l)
	if len(l.Sessions) != 1 || l.Sessions[0].SessionID != v.SessionID || l.Sessions[0].Name != "shared" {
		t.Fatalf("the HTTP front end lists: %+v", l)
	}
	over.must(t, "send_text", map[string]any{"session_id": v.SessionID, "text": "typed over http", "enter": true}, nil)
	stdio.must(t, "wait_for", map[string]any{"session_id": v.SessionID, "text": "typed over http\ntyped over http", "timeout_ms": 10000}, nil)
	var o tools.Screen
	over.must(t, "open_session", map[string]any{"command": "cat", "name": "from-http"}, &o)
	stdio.must(t, "list_sessions", nil, &l)
	// Newest first: the one the HTTP front end opened leads.
	if len(l.Sessions) != 2 || l.Sessions[0].SessionID != o.SessionID || !strings.Contains(l.Sessions[0].OpenedBy, "http-test 1 (http 127.0.0.1:0 front end") {
		t.Errorf("the stdio front end lists: %+v", l.Sessions)
	}
}

// Sessions start where their client started its front end, with its
// environment, whichever front end started the host: open_session's, and
// run_command's fresh shell.
func TestSessionsStartInTheFrontEndsPlace(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	startFrontEnd(t, dir, nil) // starts the host, here
	place := t.TempDir()
	fe := startFrontEndIn(t, place, dir, []string{"AGENTTY_FE_MARK=second front end"})
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": `printf '%s|%s\n' "$PWD" "$AGENTTY_FE_MARK"; read -r _`, "expect": "|"}, &v)
	if want := place + "|second front end"; !slices.Contains(v.Lines, want) {
		t.Errorf("the session started at %q, want %q", v.Lines, want)
	}
	var r tools.RunResult
	fe.must(t, "run_command", map[string]any{"command": `printf '%s|%s\n' "$PWD" "$AGENTTY_FE_MARK"`}, &r)
	if want := place + "|second front end"; !strings.Contains(r.Output, want) {
		t.Errorf("run_command's fresh shell started at %q, want %q", r.Output, want)
	}
}

// A front end told to end by its client (SIGTERM) ends at once, with its
// stdin still open; the sessions stay in the host. Those a stopped host
// closed are named to the next client.
func TestFrontEndSignalAndHostStop(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "cat"}, &v)
	start := time.Now()
	_ = fe.cmd.Process.Signal(syscall.SIGTERM)
	if st := fe.waitExit(t, 10*time.Second); !st.Success() {
		t.Errorf("front end exit: %v", st)
	}
	t.Logf("front end ended %s after SIGTERM", time.Since(start).Round(time.Millisecond))
	if info := hostInfo(t, dir); info.Sessions != 1 {
		t.Errorf("the host holds %d sessions after the front end ended", info.Sessions)
	}
	if out, err := agenttyIn(t, dir, "host", "stop"); err != nil || !strings.Contains(out, "is stopping, with 1 sessions") {
		t.Fatalf("host stop: %v %s", err, out)
	}
	sessiontest.Eventually(t, 10*time.Second, "the stopped host to end", func() bool { return len(hostPIDs(dir)) == 0 })
	next := startFrontEnd(t, dir, nil)
	var l listing
	next.must(t, "list_sessions", nil, &l)
	if len(l.Lost) != 1 || !strings.Contains(l.LostWhy, "it was stopped (agentty host stop), and closed them") {
		t.Errorf("after a stopped host: %+v", l)
	}
}

// Ten front ends started at once make one host, and all of them use it.
func TestTenFrontEndsOneHost(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	var wg sync.WaitGroup
	fes := make([]*serveProc, 10)
	errs := make(chan string, 10)
	for i := range fes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fe := startFrontEnd(t, dir, nil)
			fes[i] = fe
			res, err := fe.call("open_session", map[string]any{"command": "cat", "name": fmt.Sprintf("fe%d", i)}, time.Minute)
			if err != nil || res.IsError {
				errs <- fmt.Sprintf("front end %d: %v %v", i, err, res)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if slices.Contains(fes, nil) {
		t.FailNow() // a front end did not start, and said why
	}
	if pids := hostPIDs(dir); len(pids) != 1 {
		t.Fatalf("%d session hosts run: %v", len(pids), pids)
	}
	if n := strings.Count(logOf(dir), "session host started"); n != 1 {
		t.Errorf("%d session hosts were started:\n%s", n, logOf(dir))
	}
	var l listing
	fes[3].must(t, "list_sessions", nil, &l)
	if len(l.Sessions) != 10 {
		t.Errorf("one front end sees %d sessions, want the 10 all opened", len(l.Sessions))
	}
	if info := hostInfo(t, dir); info.FrontEnds != 10 {
		t.Errorf("the host counts %d front ends", info.FrontEnds)
	}
}

// A host with nothing to do ends after its linger time; not while a
// session is open, though no front end is.
func TestHostLingersOut(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil, "--host-linger", "300ms")
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "cat"}, &v)
	pid := hostInfo(t, dir).PID
	_ = fe.stdin.Close() // the client goes: the front end ends
	fe.waitExit(t, 15*time.Second)
	time.Sleep(time.Second) // over three linger times
	if !slices.Contains(hostPIDs(dir), pid) {
		t.Fatal("the host ended while it held a session")
	}
	fe = startFrontEnd(t, dir, nil)
	fe.must(t, "close_session", map[string]any{"session_id": v.SessionID}, nil)
	_ = fe.stdin.Close()
	fe.waitExit(t, 15*time.Second)
	sessiontest.Eventually(t, 10*time.Second, "the idle host to end", func() bool { return len(hostPIDs(dir)) == 0 })
	var st struct {
		Clean bool `json:"clean"`
	}
	if b, err := os.ReadFile(ownPaths(dir).State); err != nil || json.Unmarshal(b, &st) != nil || !st.Clean {
		t.Errorf("the host's state after it ended: %s %v", b, err)
	}
}

// Each version's front ends use a host of that version: two versions'
// hosts run side by side, each with its own sessions; agentty host status
// shows both and agentty host stop stops both. The sessions a killed host
// held are told of by the next host of its version, never to a front end
// of another version.
func TestVersionsSideBySide(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	a := startFrontEnd(t, dir, []string{"AGENTTY_TEST_VERSION=1.0.0"})
	var v, w tools.Screen
	a.must(t, "open_session", map[string]any{"command": "cat"}, &v)
	b := startFrontEnd(t, dir, []string{"AGENTTY_TEST_VERSION=2.0.0"})
	var l listing
	b.must(t, "list_sessions", nil, &l)
	if len(l.Sessions) != 0 {
		t.Errorf("version 2 sees version 1's sessions: %+v", l.Sessions)
	}
	b.must(t, "open_session", map[string]any{"command": "cat"}, &w)
	a.must(t, "list_sessions", nil, &l)
	if len(l.Sessions) != 1 || l.Sessions[0].SessionID != v.SessionID {
		t.Errorf("version 1's sessions: %+v", l)
	}
	if n := len(hostPIDs(dir)); n != 2 {
		t.Errorf("%d hosts, want one of each version", n)
	}
	out, err := agenttyIn(t, dir, "host", "status")
	if err != nil || !strings.Contains(out, "(version 1.0.0,") || !strings.Contains(out, "(version 2.0.0,") || strings.Count(out, "runs 1 sessions") != 2 {
		t.Errorf("host status: %v\n%s", err, out)
	}

	// Version 1's host is killed: a front end of version 2 started now
	// says nothing of its sessions; version 1's next call does.
	var v1 host.Info
	for _, f := range host.Hosts(context.Background(), dir) {
		if f.Err == nil && f.Info.Version == "1.0.0" {
			v1 = f.Info
		}
	}
	if v1.PID == 0 {
		t.Fatal("no host of version 1.0.0 answers")
	}
	if err := syscall.Kill(v1.PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitEnded(t, []int{v1.PID}, 10*time.Second)
	c := startFrontEnd(t, dir, []string{"AGENTTY_TEST_VERSION=2.0.0"})
	c.must(t, "list_sessions", nil, &l)
	if len(l.Lost) != 0 || len(l.Sessions) != 1 || l.Sessions[0].SessionID != w.SessionID {
		t.Errorf("version 2 after version 1's host was killed: %+v", l)
	}
	a.must(t, "list_sessions", nil, &l)
	if len(l.Lost) != 1 || l.Lost[0].SessionID != v.SessionID || !strings.Contains(l.LostWhy, "version 1.0.0") {
		t.Errorf("version 1 after its host was killed: %+v", l)
	}
	if msg := b.stderr.String() + c.stderr.String(); strings.Contains(msg, "were lost") {
		t.Errorf("a front end of version 2 told of version 1's lost sessions:\n%s", msg)
	}

	out, err = agenttyIn(t, dir, "host", "stop")
	if err != nil || strings.Count(out, "is stopping") != 2 || !strings.Contains(out, "(version 1.0.0,") || !strings.Contains(out, "(version 2.0.0,") {
		t.Errorf("host stop: %v\n%s", err, out)
	}
	sessiontest.Eventually(t, 10*time.Second, "both hosts to end", func() bool { return len(hostPIDs(dir)) == 0 })
}

// After agentty host stop the host stays stopped while the front ends are
// idle (one whose client initialized holds a notification stream, which
// restarted it within a second; an HTTP client opening its notification
// stream is not a call either); the next tool call starts it.
func TestStopStaysAStop(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	_, url, _ := httpServer(t, nil, "--runtime-dir", dir, "--http", "127.0.0.1:0", "--token", "t0ken")
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "cat"}, &v)
	old := hostInfo(t, dir).PID
	listen := func() {
		req, _ := http.NewRequest("GET", url, nil)
		req.Header.Set("Authorization", "Bearer t0ken")
		req.Header.Set("Accept", "text/event-stream")
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		if res, err := http.DefaultClient.Do(req.WithContext(ctx)); err == nil {
			res.Body.Close()
		}
	}
	if out, err := agenttyIn(t, dir, "host", "stop"); err != nil {
		t.Fatalf("host stop: %v %s", err, out)
	}
	waitEnded(t, []int{old}, 10*time.Second)
	// Polled: a host coming back fails at once.
	stopped := time.Now()
	for time.Since(stopped) < 4*time.Second {
		if pids := hostPIDs(dir); len(pids) > 0 {
			t.Fatalf("a host came back %v after the stopped one ended, with no call: %v", time.Since(stopped).Round(time.Millisecond), pids)
		}
		listen()
		time.Sleep(20 * time.Millisecond)
	}
	var l listing
	fe.must(t, "list_sessions", nil, &l)
	if len(hostPIDs(dir)) != 1 || len(l.Lost) != 1 {
		t.Errorf("after a call: hosts %v, listing %+v", hostPIDs(dir), l)
	}
}

// A runtime directory whose socket path is too long for a Unix socket is
// an error that names the path and the fix, from agentty host status and
// from every tool call of a front end; no host is started.
func TestRuntimeDirTooLong(t *testing.T) {
	dir := runtimeDir(t)
	long := filepath.Join(dir, strings.Repeat("d", 60), strings.Repeat("e", 60))
	if err := os.MkdirAll(long, 0o700); err != nil {
		t.Fatal(err)
	}
	out, err := agenttyIn(t, long, "host", "status")
	if err == nil || !strings.Contains(out, long) || !strings.Contains(out, "too long for a Unix socket") || !strings.Contains(out, "AGENTTY_RUNTIME_DIR") {
		t.Errorf("host status in a too long directory: %v\n%s", err, out)
	}
	// The client's first call, initialize, gets the error.
	fe := agentty(t, "serve", "--runtime-dir", long)
	fe.Stdin = strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}` + "\n")
	var stderr sessiontest.Buffer
	fe.Stderr = &stderr
	answer, err := fe.Output()
	if err != nil {
		t.Errorf("agentty serve: %v %s", err, stderr.String())
	}
	for _, msg := range []string{string(answer), stderr.String()} {
		if !strings.Contains(msg, long) || !strings.Contains(msg, "too long for a Unix socket") || !strings.Contains(msg, "AGENTTY_RUNTIME_DIR") {
			t.Errorf("a front end with a too long runtime directory: %s", msg)
		}
	}
	if pids := hostPIDs(long); len(pids) > 0 {
		t.Errorf("a host was started: %v", pids)
	}
}

// Without cgroups, what a killed host's sessions left running that
// ignores SIGHUP and started a kernel session of its own, keeping its
// environment, is ended by the next host, whatever its version: found by
// its session's key.
func TestLeftoversOfAKilledHost(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "setsid")
	dir := runtimeDir(t)
	a := startFrontEnd(t, dir, []string{"AGENTTY_TEST_VERSION=1.0.0", "AGENTTY_TEST_TREES=1"})
	tag := sessiontest.NewTag()
	a.must(t, "open_session", map[string]any{"command": fmt.Sprintf(`t=1000.; t=${t}%s; trap '' HUP TERM
setsid sleep ${t}1 &
cat`, tag), "timeout_ms": 200}, nil)
	t.Cleanup(func() {
		for _, pid := range sessiontest.Find("1000." + tag) {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	var pids []int
	sessiontest.Eventually(t, 10*time.Second, "the sleep to run", func() bool {
		pids = sessiontest.Find("1000." + tag)
		return len(pids) == 1
	})
	old := host.Hosts(context.Background(), dir)
	if len(old) != 1 || old[0].Err != nil {
		t.Fatalf("hosts: %+v", old)
	}
	_ = a.cmd.Process.Kill() // its front end would start a new host of its version
	a.waitExit(t, 10*time.Second)
	if err := syscall.Kill(old[0].Info.PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitEnded(t, []int{old[0].Info.PID}, 10*time.Second)
	if _, ppid, ok := sessiontest.Stat(pids[0]); !ok {
		t.Fatal("the sleep ended with its host: the test means nothing")
	} else {
		t.Logf("the sleep outlived its host (now the child of %d)", ppid)
	}
	b := startFrontEnd(t, dir, []string{"AGENTTY_TEST_VERSION=2.0.0"})
	b.must(t, "list_sessions", nil, nil)
	waitEnded(t, pids, 5*time.Second)
}

// Another user cannot reach the host: not through the directory's
// permissions, and not even when they are opened (SO_PEERCRED).
func TestOtherUserRefused(t *testing.T) {
	sessiontest.Need(t, "python3")
	if os.Getuid() != 0 {
		t.Skip("needs root to run a client as another user (the agentty test account .ci/run creates); skipped")
	}
	uid, gid, ok := testAccount()
	if !ok {
		t.Skip("the agentty test account does not exist (.ci/run creates it); skipped")
	}
	dir := runtimeDir(t)
	startFrontEnd(t, dir, nil)
	sock := ownPaths(dir).Socket
	// The test user's own python3, not one under root's home.
	python, err := lookPathIn("python3", "/usr/local/bin:/usr/bin:/bin")
	if err != nil {
		t.Skipf("no python3 the test user can run: %v; skipped", err)
	}
	probe := func() string {
		cmd := exec.Command(python, "-c", `
import socket, sys
s = socket.socket(socket.AF_UNIX)
try:
    s.connect(sys.argv[1])
except OSError as e:
    print("connect:", e); sys.exit(0)
try:
    s.sendall(b"GET /v1/hello HTTP/1.0\r\nHost: x\r\n\r\n")
except OSError as e:
    print("send:", e)
print(s.recv(65536).decode())
`, sock)
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: gid}}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("probe: %v %s", err, out)
		}
		return string(out)
	}
	if out := probe(); !strings.Contains(out, "Permission denied") {
		t.Errorf("another user through the private directory: %s", out)
	}
	// Open the way; the host itself must refuse.
	if err := os.Chmod(dir, 0o711); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(sock, 0o666); err != nil {
		t.Fatal(err)
	}
	out := probe()
	if !strings.Contains(out, "403 Forbidden") || !strings.Contains(out, fmt.Sprintf("runs as uid %d", uid)) || strings.Contains(out, `"version"`) {
		t.Errorf("another user through an open socket: %s", out)
	}
}

// lookPathIn finds a program in the directories of path.
func lookPathIn(name, path string) (string, error) {
	for _, dir := range filepath.SplitList(path) {
		if p, err := exec.LookPath(filepath.Join(dir, name)); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not in %s", name, path)
}

// testAccount returns the uid and gid of the agentty test account.
func testAccount() (uid, gid uint32, ok bool) {
	b, err := os.ReadFile("/etc/passwd")
	if err != nil {
		return 0, 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, ":")
		if len(f) > 3 && f[0] == "agentty" {
			u, err1 := strconv.Atoi(f[2])
			g, err2 := strconv.Atoi(f[3])
			return uint32(u), uint32(g), err1 == nil && err2 == nil
		}
	}
	return 0, 0, false
}

// A host started beside a live one waits for its lock, and takes over once
// that one is stopped only while the front end that started it still
// waits for it: one whose starter has gone ends instead, and no host comes
// back by itself after agentty host stop.
func TestWaitingHostOfAGoneStarterEnds(t *testing.T) {
	dir := runtimeDir(t)
	firstCmd := agentty(t, "host", "run", "--runtime-dir", dir)
	if err := firstCmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { _ = firstCmd.Wait() }()
	c := host.NewClient(ownPaths(dir), "", nil)
	deadline := time.Now().Add(10 * time.Second)
	for _, err := c.Hello(context.Background()); err != nil; _, err = c.Hello(context.Background()) {
		if time.Now().After(deadline) {
			t.Fatalf("the first host did not answer: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	first := hostInfo(t, dir).PID

	// A host as a front end that has gone since would have started it:
	// its starter's pid is not its parent's.
	spare := agentty(t, "host", "run", "--runtime-dir", dir)
	spare.Env = append(spare.Env, host.StarterEnv+"=1")
	var out sessiontest.Buffer
	spare.Stderr = &out
	if err := spare.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- spare.Wait() }()
	// It reaches the lock (its web page is up first) and waits for it
	// while the first host lives.
	deadline = time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), "web page") {
		select {
		case err := <-done:
			t.Fatalf("the spare host ended while the first one held the lock (%v): %s", err, out.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("the spare host did not start: %s", out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if out, err := agenttyIn(t, dir, "host", "stop"); err != nil {
		t.Fatalf("host stop: %v %s", err, out)
	}
	waitEnded(t, []int{first}, 10*time.Second)
	select {
	case err := <-done:
		if err == nil || !strings.Contains(out.String(), "not needed") {
			t.Fatalf("the spare host ended with %v: %s", err, out.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the spare host took over after the first was stopped: %s", out.String())
	}
	if pids := hostPIDs(dir); len(pids) > 0 {
		t.Fatalf("a host runs after agentty host stop: %v", pids)
	}
}
