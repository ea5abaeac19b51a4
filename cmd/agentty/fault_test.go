package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// frozenBound is what the tests allow a front end to take to answer a call
// whose host is frozen: the front end's own bound (2 s before it asks the
// host, who the kernel shows stopped at once; 3 s where it cannot tell)
// with room for a loaded machine.
const frozenBound = 30 * time.Second

// freeze stops process pid (SIGSTOP) and returns what resumes it, once
// however often it is called; the test's end resumes it too.
func freeze(t *testing.T, pid int) (resume func()) {
	t.Helper()
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	// The signal is delivered on the way: a thread of the host may still
	// answer a call until every thread has stopped, which the kernel shows
	// as the state T of each.
	sessiontest.Eventually(t, 10*time.Second, "the host's threads are all stopped", func() bool {
		tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/*/stat")
		for _, f := range tasks {
			b, err := os.ReadFile(f)
			if i := strings.LastIndexByte(string(b), ')'); err == nil && i >= 0 && i+2 < len(b) && b[i+2] != 'T' {
				return false
			}
		}
		return len(tasks) > 0
	})
	var once sync.Once
	resume = func() { once.Do(func() { _ = syscall.Kill(pid, syscall.SIGCONT) }) }
	t.Cleanup(resume)
	return resume
}

// A call through a front end whose host is frozen (SIGSTOP) answers
// within a bound, with an error naming the host and how to resume it,
// over stdio and over HTTP; a call made before the host froze and waiting
// on it ends the same way; once the host is resumed, calls work again.
func TestFrontEndAnswersWhenHostFrozen(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, nil)
	_, u, _ := httpServer(t, nil, "--runtime-dir", dir, "--http", "127.0.0.1:0", "--token", "t0ken")
	pid := hostInfo(t, dir).PID
	resume := freeze(t, pid)

	for _, c := range []struct {
		tool string
		args map[string]any
	}{{"list_sessions", nil}, {"open_session", map[string]any{"argv": []string{"cat"}}}} {
		tool := c.tool
		start := time.Now()
		res, err := fe.call(tool, c.args, time.Minute)
		took := time.Since(start)
		t.Logf("stdio %s with the host frozen: answered in %s: %v", tool, took.Round(time.Millisecond), err)
		// A fault of the server, not a mistake of the agent's: a JSON-RPC
		// error (SPEC: Errors), naming the host and the next step.
		if err == nil {
			t.Fatalf("stdio %s with the host frozen: answered %s", tool, tools.Text(res))
		}
		if !strings.Contains(err.Error(), "kill -CONT "+strconv.Itoa(pid)) || !strings.Contains(err.Error(), "kill -KILL "+strconv.Itoa(pid)) || took > frozenBound {
			t.Errorf("stdio %s with the host frozen: %v after %s", tool, err, took)
		}
	}
	// A call that waits on the host when it freezes: wait_for text that
	// never comes.
	resume()
	var v struct {
		SessionID string `json:"session_id"`
	}
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, &v)
	done := make(chan error, 1)
	start := time.Now()
	go func() {
		res, err := fe.call("wait_for", map[string]any{"session_id": v.SessionID, "text": "never", "timeout_ms": 40000}, time.Minute)
		if err == nil {
			err = errors.New("answered: " + tools.Text(res))
		}
		done <- err
	}()
	time.Sleep(500 * time.Millisecond) // the call is under way, not the assertion
	resume = freeze(t, pid)
	select {
	case err := <-done:
		took := time.Since(start)
		t.Logf("stdio wait_for under way when the host froze: answered in %s: %v", took.Round(time.Millisecond), err)
		if err == nil || !strings.Contains(err.Error(), "kill -CONT") {
			t.Errorf("wait_for when the host froze: %v", err)
		}
	case <-time.After(frozenBound):
		t.Errorf("wait_for under way when the host froze did not answer within %s", frozenBound)
	}

	start = time.Now()
	code, body := post(t, &http.Client{Timeout: time.Minute}, u, strings.NewReader(ping), int64(len(ping)), map[string]string{"Authorization": "Bearer t0ken"})
	took := time.Since(start)
	t.Logf("http with the host frozen: answered in %s: %d", took.Round(time.Millisecond), code)
	if code != http.StatusGatewayTimeout || !strings.Contains(body, "kill -CONT "+strconv.Itoa(pid)) || took > frozenBound {
		t.Errorf("http with the host frozen: %d %s after %s", code, body, took)
	}

	for _, cmd := range [][]string{{"ls"}, {"host", "status"}, {"web", "--no-open"}} {
		start = time.Now()
		var out, errb strings.Builder
		code := run(append(cmd, "--runtime-dir", dir), nil, &out, &errb)
		took := time.Since(start)
		t.Logf("agentty %s with the host frozen: exit %d in %s: %s%s", strings.Join(cmd, " "), code, took.Round(time.Millisecond), out.String(), errb.String())
		if took > frozenBound || !strings.Contains(out.String()+errb.String(), "kill -CONT "+strconv.Itoa(pid)) {
			t.Errorf("agentty %s with the host frozen: exit %d after %s: %s%s", strings.Join(cmd, " "), code, took, out.String(), errb.String())
		}
	}

	// Front ends that start while the host is frozen: their first calls
	// answer so too, and they start no second host (it would only wait for
	// the frozen one's lock).
	start = time.Now()
	cmd := agentty(t, "serve", "--runtime-dir", dir)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	log := &sessiontest.Buffer{}
	cmd.Stderr = log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	c := client.NewClient(transport.NewIO(stdout, stdin, nil))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	err := tools.Initialize(ctx, c, "test")
	cancel()
	took = time.Since(start)
	t.Logf("a stdio front end started with the host frozen: its initialize answered in %s: %v", took.Round(time.Millisecond), err)
	if err == nil || !strings.Contains(err.Error(), "kill -CONT "+strconv.Itoa(pid)) || took > frozenBound {
		t.Errorf("a stdio front end started with the host frozen: its initialize %v after %s", err, took)
	}
	start = time.Now()
	_, u2, log2 := httpServer(t, nil, "--runtime-dir", dir, "--http", "127.0.0.1:0", "--token", "t0ken")
	code, body = post(t, &http.Client{Timeout: time.Minute}, u2, strings.NewReader(ping), int64(len(ping)), map[string]string{"Authorization": "Bearer t0ken"})
	took = time.Since(start)
	t.Logf("an http front end started with the host frozen: answered in %s: %d", took.Round(time.Millisecond), code)
	if code != http.StatusGatewayTimeout || !strings.Contains(body, "kill -CONT "+strconv.Itoa(pid)) || took > frozenBound {
		t.Errorf("an http front end started with the host frozen: %d %s after %s", code, body, took)
	}
	for _, l := range []*sessiontest.Buffer{log, log2} {
		if strings.Contains(l.String(), "started a session host") {
			t.Errorf("a front end started a second host while the first was frozen:\n%s", l)
		}
	}

	resume()
	fe.must(t, "list_sessions", nil, nil)
}

// Out of pseudo-terminals, open_session and run_command answer with an
// isError result that says so and what to do, not a JSON-RPC error; a
// session closed frees one. The server runs in a mount namespace of its
// own with a devpts instance of two PTYs, so that the machine's are not
// used up.
func TestNoFreePTY(t *testing.T) {
	if os.Geteuid() != 0 {
		sessiontest.Unavailable(t, "a devpts instance of its own needs root; run the tests as root, as .ci/run does")
	}
	sessiontest.Need(t, "unshare", "mount", "cat", "bash")
	wrap := filepath.Join(t.TempDir(), "fewptys")
	sessiontest.WriteFile(t, wrap, "#!/bin/sh\nexec unshare -m sh -c 'mount -t devpts -o newinstance,ptmxmode=0666,max=2 devpts /dev/pts && "+
		"mount --bind /dev/pts/ptmx /dev/ptmx && exec \"$@\"' sh '"+os.Args[0]+"' \"$@\"\n")
	if err := os.Chmod(wrap, 0o755); err != nil {
		t.Fatal(err)
	}
	srv := startServe(t, serveOpts{bin: wrap}, "--standalone", "--grace", "500ms")
	var first tools.Screen
	srv.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, &first)
	srv.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, nil)
	for _, c := range []struct {
		tool string
		args map[string]any
	}{
		{"open_session", map[string]any{"argv": []string{"cat"}}},
		{"run_command", map[string]any{"command": "echo hi"}},
	} {
		res, err := srv.call(c.tool, c.args, time.Minute)
		if err != nil || !res.IsError || !strings.Contains(tools.Text(res), "no free pseudo-terminal") || !strings.Contains(tools.Text(res), "close_session") {
			t.Errorf("%s with no PTY left: %v %+v", c.tool, err, res)
		} else {
			t.Logf("%s with no PTY left: %s", c.tool, tools.Text(res))
		}
	}
	srv.must(t, "close_session", map[string]any{"session_id": first.SessionID, "force": true}, nil)
	srv.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, nil)
}

// A recording whose disk fills up (a tmpfs of 256 KiB under
// --record-dir) stops at a whole line with a marker saying why; the
// agent's next result says so, once; agentty replay reads it, and reads a
// recording cut in the middle of a line up to its last whole line.
func TestRecordingFillsItsDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		sessiontest.Unavailable(t, "mounting a tmpfs needs root; run the tests as root, as .ci/run does")
	}
	sessiontest.Need(t, "mount", "umount", "seq")
	disk := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", disk).CombinedOutput(); err != nil {
		t.Fatalf("mount: %v %s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("umount", disk).Run() })
	srv := stdioServer(t, "--record-dir", disk)
	notes := func(res *mcp.CallToolResult) string {
		var n struct {
			Notes []string `json:"notes"`
		}
		b, _ := json.Marshal(res.StructuredContent)
		_ = json.Unmarshal(b, &n)
		return strings.Join(n.Notes, "\n")
	}
	var v tools.Screen
	told := 0
	for _, call := range []func() *mcp.CallToolResult{
		func() *mcp.CallToolResult {
			return srv.must(t, "open_session", map[string]any{"command": "seq 1 300000; echo DONE; read x", "expect": "DONE", "timeout_ms": 60000}, &v)
		},
		func() *mcp.CallToolResult {
			return srv.must(t, "read_screen", map[string]any{"session_id": v.SessionID}, nil)
		},
		func() *mcp.CallToolResult {
			return srv.must(t, "read_screen", map[string]any{"session_id": v.SessionID}, nil)
		},
	} {
		res := call()
		if n := notes(res); strings.Contains(n, "recording") {
			told++
			if !strings.Contains(n, "the recording "+v.Recording+" stopped: its disk has no room for more") || !strings.Contains(tools.Text(res), "stopped: its disk has no room") {
				t.Errorf("the note: %q\n%s", n, tools.Text(res))
			}
			t.Logf("told: %s", n)
		}
	}
	if told != 1 {
		t.Errorf("%d results said the recording stopped, want 1", told)
	}
	out, errOut, code := runAgentty(t, "replay", v.Recording)
	if code != 0 || errOut != "" || !strings.Contains(out, "[replay]") && out == "" {
		t.Errorf("replay of the stopped recording: %d %s\n%s", code, errOut, out)
	}
	b, err := os.ReadFile(v.Recording)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(t.TempDir(), "cut.cast")
	sessiontest.WriteFile(t, cut, string(b[:len(b)-len(b)/3]))
	out, errOut, code = runAgentty(t, "replay", cut)
	if code != 0 || !strings.Contains(errOut, "cut short") || out == "" {
		t.Errorf("replay of a recording cut in a line: %d %s\n%s", code, errOut, out)
	}
}
