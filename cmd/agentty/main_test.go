package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/host"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The test binary doubles as agentty: with AGENTTY_TEST_MAIN=1 it runs main
// (with AGENTTY_TEST_VERSION as its version when set). No test may reach the
// user's own session host: unless a test names a runtime directory, session
// hosts run in one of the test binary's own, stopped at its end.
func TestMain(m *testing.M) {
	if os.Getenv("AGENTTY_TEST_MAIN") == "1" {
		testVersion = os.Getenv("AGENTTY_TEST_VERSION")
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	dir, err := os.MkdirTemp("", "agentty-test-runtime-")
	if err != nil {
		panic(err)
	}
	os.Setenv(host.EnvRuntimeDir, dir)
	code := m.Run()
	stopHosts(dir)
	os.RemoveAll(dir)
	os.Exit(code)
}

// agentty starts this binary as agentty with args.
func agentty(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "AGENTTY_TEST_MAIN=1")
	return cmd
}

// stdioServer starts agentty serve (with extra flags) with pipes and an MCP
// client on them.
func stdioServer(t *testing.T, flags ...string) (*exec.Cmd, *client.Client, io.WriteCloser) {
	t.Helper()
	cmd := agentty(t, append([]string{"serve", "--standalone", "--grace", "500ms"}, flags...)...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	c := client.NewClient(transport.NewIO(stdout, stdin, stderr))
	if err := tools.Initialize(context.Background(), c, "test"); err != nil {
		t.Fatal(err)
	}
	return cmd, c, stdin
}

func callTool(t *testing.T, c *client.Client, name string, args map[string]any) map[string]any {
	t.Helper()
	var req mcp.CallToolRequest
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := c.CallTool(context.Background(), req)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		t.Fatalf("%s failed: %v", name, res.Content)
	}
	var out map[string]any
	if err := tools.Decode(res, &out); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out
}

// openSleepers opens a session whose kernel session holds bash and two
// sleeps, and returns the session leader's pid.
func openSleepers(t *testing.T, c *client.Client) int {
	t.Helper()
	callTool(t, c, "open_session", map[string]any{"command": "sleep 1000 & sleep 1000", "timeout_ms": 300})
	list := callTool(t, c, "list_sessions", nil)
	rows, _ := list["sessions"].([]any)
	if len(rows) != 1 {
		t.Fatalf("list_sessions: %v", list)
	}
	pid := int(rows[0].(map[string]any)["pid"].(float64))
	if n := len(sessiontest.Members(pid)); n != 3 {
		t.Fatalf("want 3 processes in the session, found %d", n)
	}
	return pid
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
	cmd, c, stdin := stdioServer(t)
	pid := openSleepers(t, c)
	_ = stdin.Close()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("server exit: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("server did not exit after stdin closed")
	}
	waitNoMembers(t, pid, 5*time.Second)
}

// Even a server killed outright leaves nothing behind: its PTYs hang up.
func TestServerKilledEndsChildren(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	cmd, c, _ := stdioServer(t)
	pid := openSleepers(t, c)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitNoMembers(t, pid, 5*time.Second)
}

// Streamable HTTP: bearer token required, foreign Origin refused, tools work.
func TestServeHTTP(t *testing.T) {
	sessiontest.Need(t, "bash")
	cmd := agentty(t, "serve", "--standalone", "--http", "127.0.0.1:0", "--token", "t0ken")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	})
	urls := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`url=(http://\S+/mcp)`)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				urls <- m[1]
			}
		}
	}()
	var url string
	select {
	case url = <-urls:
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not say where it listens")
	}

	post := func(header map[string]string) int {
		req, _ := http.NewRequest("POST", url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if code := post(nil); code != http.StatusUnauthorized {
		t.Errorf("no token: %d, want 401", code)
	}
	if code := post(map[string]string{"Authorization": "Bearer wrong"}); code != http.StatusUnauthorized {
		t.Errorf("wrong token: %d, want 401", code)
	}
	if code := post(map[string]string{"Authorization": "Bearer t0ken", "Origin": "http://evil.example"}); code != http.StatusForbidden {
		t.Errorf("foreign origin: %d, want 403", code)
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
