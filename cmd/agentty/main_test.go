package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/pprof"
	"strings"
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

// The test binary doubles as agentty: with AGENTTY_TEST_MAIN=1 it runs main
// (with AGENTTY_TEST_VERSION as its version when set, and its session host
// without cgroups with AGENTTY_TEST_TREES=1). No test may reach the
// user's own session host: unless a test names a runtime directory, session
// hosts run in one of the test binary's own, stopped at its end.
func TestMain(m *testing.M) {
	if os.Getenv("AGENTTY_TEST_MAIN") == "1" {
		testVersion = os.Getenv("AGENTTY_TEST_VERSION")
		testTrees = os.Getenv("AGENTTY_TEST_TREES") == "1"
		stop := profileHost(os.Args[1:])
		code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		stop()
		os.Exit(code)
	}
	dir, err := os.MkdirTemp("", "agentty-test-runtime-")
	if err != nil {
		panic(err)
	}
	os.Setenv(host.EnvRuntimeDir, dir)
	code := m.Run()
	stopHosts(dir, func() string { return "" })
	os.RemoveAll(dir)
	for _, bin := range built { // buildStamped's binaries, about 20 MB each
		os.RemoveAll(filepath.Dir(bin))
	}
	os.Exit(code)
}

// profileHost writes a CPU profile of a session host (agentty host run) to
// the file $AGENTTY_TEST_CPUPROFILE names, with the host's pid added, until
// the returned func is called; it does nothing for other commands or
// without the variable.
func profileHost(args []string) (stop func()) {
	path := os.Getenv("AGENTTY_TEST_CPUPROFILE")
	if path == "" || len(args) < 2 || args[0] != "host" || args[1] != "run" {
		return func() {}
	}
	f, err := os.Create(fmt.Sprintf("%s.%d", path, os.Getpid()))
	if err != nil {
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

// agentty starts this binary as agentty with args.
func agentty(t testing.TB, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "AGENTTY_TEST_MAIN=1")
	return cmd
}

// serveProc is agentty serve with an MCP client on its stdio, on pipes the
// test holds, so that it can close them in any order.
type serveProc struct {
	cmd    *exec.Cmd
	c      *client.Client
	stdin  io.WriteCloser
	stdout io.ReadCloser
	stderr *sessiontest.Buffer
	exited chan struct{} // closed once cmd.Wait has returned
}

// serveOpts say where startServe starts agentty serve, beside its flags.
type serveOpts struct {
	cwd    string                // working directory; "" for the test's
	env    []string              // added to the test's environment
	client []client.ClientOption // the MCP client's options
	name   string                // the MCP client's name (clientInfo.name); "test" when empty
	bin    string                // the agentty binary to run; "" for this test binary
}

// startServe starts agentty serve with flags and initializes an MCP client
// on its stdio; the test's end kills it.
func startServe(t testing.TB, o serveOpts, flags ...string) *serveProc {
	t.Helper()
	cmd := agentty(t, append([]string{"serve"}, flags...)...)
	if o.bin != "" {
		cmd.Path, cmd.Args[0] = o.bin, o.bin
	}
	cmd.Env = append(cmd.Env, o.env...)
	cmd.Dir = o.cwd
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &serveProc{cmd: cmd, stdin: stdin, stdout: stdout, stderr: &sessiontest.Buffer{}, exited: make(chan struct{})}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		_ = cmd.Wait()
		close(p.exited)
	}()
	p.c = client.NewClient(transport.NewIO(stdout, stdin, nil), o.client...)
	t.Cleanup(func() {
		_ = p.c.Close()
		_ = cmd.Process.Kill()
		<-p.exited
	})
	// A minute, as a call's (mustCall): a hang, not a time the test
	// asserts; a host started on a loaded machine may wait tens of
	// seconds for a processor.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	name := o.name
	if name == "" {
		name = "test"
	}
	if err := tools.Initialize(ctx, p.c, name); err != nil {
		t.Fatalf("initialize: %v\nstderr:\n%s", err, p.stderr)
	}
	return p
}

// stdioServer starts agentty serve --standalone (the sessions live in it)
// with extra flags.
func stdioServer(t testing.TB, flags ...string) *serveProc {
	t.Helper()
	return startServe(t, serveOpts{}, append([]string{"--standalone", "--grace", "500ms"}, flags...)...)
}

// waitExit waits for the server to exit and returns how.
func (p *serveProc) waitExit(t testing.TB, within time.Duration) *os.ProcessState {
	t.Helper()
	select {
	case <-p.exited:
		return p.cmd.ProcessState
	case <-time.After(within):
		t.Fatalf("the server did not exit within %v", within)
		return nil
	}
}

// call calls a tool; a JSON-RPC error is returned, an isError result is a
// result.
func (p *serveProc) call(tool string, args map[string]any, within time.Duration) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	return p.c.CallTool(ctx, toolRequest(tool, args))
}

// must calls a tool that must succeed and decodes its result into v (when
// not nil).
func (p *serveProc) must(t testing.TB, tool string, args map[string]any, v any) *mcp.CallToolResult {
	t.Helper()
	return mustCall(t, p.c, p.stderr, tool, args, v)
}

// caller returns must as a function of the tool and its arguments that
// returns the result as a map.
func (p *serveProc) caller(t testing.TB) func(string, map[string]any) map[string]any {
	return func(tool string, args map[string]any) map[string]any { return callTool(t, p.c, tool, args) }
}

func toolRequest(tool string, args map[string]any) mcp.CallToolRequest {
	var req mcp.CallToolRequest
	req.Params.Name = tool
	req.Params.Arguments = args
	return req
}

// mustCall calls a tool on c that must succeed and decodes its result into
// v (when not nil); a failure shows what the server logged, when log is
// not nil.
func mustCall(t testing.TB, c *client.Client, log fmt.Stringer, tool string, args map[string]any, v any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := c.CallTool(ctx, toolRequest(tool, args))
	if err != nil {
		if log != nil {
			t.Fatalf("%s: %v\nserver stderr:\n%s", tool, err, log)
		}
		t.Fatalf("%s: %v", tool, err)
	}
	if res.IsError {
		t.Fatalf("%s failed: %s", tool, tools.Text(res))
	}
	if v != nil {
		if err := tools.Decode(res, v); err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
	}
	return res
}

// callTool calls a tool on c that must succeed and returns its result as a
// map.
func callTool(t testing.TB, c *client.Client, tool string, args map[string]any) map[string]any {
	t.Helper()
	var out map[string]any
	mustCall(t, c, nil, tool, args, &out)
	return out
}

// openSleepers opens a session whose kernel session holds bash and two
// sleeps through call, and returns the session leader's pid.
func openSleepers(t testing.TB, call func(string, map[string]any) map[string]any) int {
	t.Helper()
	call("open_session", map[string]any{"command": "sleep 1000 & sleep 1000", "timeout_ms": 300})
	pid := soleSessionPID(t, call)
	if n := len(sessiontest.Members(pid)); n != 3 {
		t.Fatalf("want 3 processes in the session, found %d", n)
	}
	return pid
}

// soleSessionPID returns the pid of the one session list_sessions lists,
// called through call.
func soleSessionPID(t testing.TB, call func(string, map[string]any) map[string]any) int {
	t.Helper()
	list := call("list_sessions", nil)
	rows, _ := list["sessions"].([]any)
	if len(rows) != 1 {
		t.Fatalf("list_sessions: %v", list)
	}
	return int(rows[0].(map[string]any)["pid"].(float64))
}

// waitNoMembers fails the test unless every process of kernel session sid
// ends within the time given.
func waitNoMembers(t *testing.T, sid int, within time.Duration) {
	t.Helper()
	sessiontest.Eventually(t, within, fmt.Sprintf("every process of session %d to end", sid), func() bool {
		return len(sessiontest.Members(sid)) == 0
	})
}

// Item 13: when the server ends (its client closes stdin), every child ends.
func TestServerExitEndsChildren(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	srv := stdioServer(t)
	pid := openSleepers(t, srv.caller(t))
	_ = srv.stdin.Close()
	if st := srv.waitExit(t, 15*time.Second); !st.Success() {
		t.Fatalf("server exit: %v", st)
	}
	waitNoMembers(t, pid, 5*time.Second)
}

// Even a server killed outright leaves nothing behind: its PTYs hang up.
func TestServerKilledEndsChildren(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	srv := stdioServer(t)
	pid := openSleepers(t, srv.caller(t))
	if err := srv.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitNoMembers(t, pid, 5*time.Second)
}

// Streamable HTTP: bearer token required, foreign Origin refused, tools work.
func TestServeHTTP(t *testing.T) {
	sessiontest.Need(t, "bash")
	_, url, _ := httpServer(t, nil, "--http", "127.0.0.1:0", "--token", "t0ken")
	for _, c := range []struct {
		name   string
		header map[string]string
		want   int
	}{
		{"no token", nil, http.StatusUnauthorized},
		{"wrong token", map[string]string{"Authorization": "Bearer wrong"}, http.StatusUnauthorized},
		{"foreign origin", map[string]string{"Authorization": "Bearer t0ken", "Origin": "http://evil.example"}, http.StatusForbidden},
	} {
		if code, _ := post(t, http.DefaultClient, url, strings.NewReader(ping), int64(len(ping)), c.header); code != c.want {
			t.Errorf("%s: %d, want %d", c.name, code, c.want)
		}
	}

	c, err := client.NewStreamableHttpClient(url, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer t0ken"}))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := tools.Initialize(context.Background(), c, "test"); err != nil {
		t.Fatal(err)
	}
	out := callTool(t, c, "run_command", map[string]any{"command": "echo over http"})
	if out["output"] != "over http" {
		t.Fatalf("run_command over HTTP: %v", out)
	}
}

func TestSnapAndVersion(t *testing.T) {
	sessiontest.Need(t, "bash")
	out, err := agentty(t, "snap", "--size", "40x5", "--", "bash", "-c", "printf 'snap works'; read -r _").Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "waiting_for_input") || lines[1] != "snap works" {
		t.Fatalf("snap printed:\n%s", out)
	}
	out, err = agentty(t, "snap", "--json", "--size", "40x5", "--", "bash", "-c", "exit 4").Output()
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		State    string `json:"state"`
		ExitCode *int   `json:"exit_code"`
	}
	if err := json.Unmarshal(out, &v); err != nil || v.State != "exited" || v.ExitCode == nil || *v.ExitCode != 4 {
		t.Fatalf("snap --json: %s (%v)", out, err)
	}
	out, err = agentty(t, "version").Output()
	if err != nil || !strings.HasPrefix(string(out), "agentty ") {
		t.Fatalf("version: %q %v", out, err)
	}
}
