package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// The test binary doubles as agentty: with AGENTTY_TEST_MAIN=1 it runs main.
func TestMain(m *testing.M) {
	if os.Getenv("AGENTTY_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// agentty starts this binary as agentty with args.
func agentty(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "AGENTTY_TEST_MAIN=1")
	return cmd
}

func need(t *testing.T, programs ...string) {
	t.Helper()
	for _, p := range programs {
		if _, err := exec.LookPath(p); err != nil {
			if os.Getenv("AGENTTY_REQUIRE_PROGRAMS") == "1" {
				t.Fatalf("%s is not installed, and AGENTTY_REQUIRE_PROGRAMS=1", p)
			}
			t.Skipf("%s is not installed", p)
		}
	}
}

// stdioServer starts agentty serve (with extra flags) with pipes and an MCP
// client on them.
func stdioServer(t *testing.T, flags ...string) (*exec.Cmd, *client.Client, io.WriteCloser) {
	t.Helper()
	cmd := agentty(t, append([]string{"serve", "--grace", "500ms"}, flags...)...)
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
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: mcp.LATEST_PROTOCOL_VERSION,
		ClientInfo:      mcp.Implementation{Name: "test", Version: "0"},
	}}); err != nil {
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
	raw := res.RawStructuredContent
	if len(raw) == 0 {
		raw, _ = json.Marshal(res.StructuredContent)
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
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
	if n := len(members(pid)); n != 3 {
		t.Fatalf("want 3 processes in the session, found %d", n)
	}
	return pid
}

// members lists the live processes of kernel session sid.
func members(sid int) []int {
	ents, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
		if len(f) > 3 && f[0] != "Z" && f[3] == strconv.Itoa(sid) {
			out = append(out, pid)
		}
	}
	return out
}

func waitNoMembers(t *testing.T, sid int, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for len(members(sid)) > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("processes of the session still alive after %v: %v", within, members(sid))
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Item 13: when the server ends (its client closes stdin), every child ends.
func TestServerExitEndsChildren(t *testing.T) {
	need(t, "bash", "sleep")
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
	need(t, "bash", "sleep")
	cmd, c, _ := stdioServer(t)
	pid := openSleepers(t, c)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitNoMembers(t, pid, 5*time.Second)
}

// Streamable HTTP: bearer token required, foreign Origin refused, tools work.
func TestServeHTTP(t *testing.T) {
	need(t, "bash")
	cmd := agentty(t, "serve", "--http", "127.0.0.1:0", "--token", "t0ken")
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
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: mcp.LATEST_PROTOCOL_VERSION,
		ClientInfo:      mcp.Implementation{Name: "test", Version: "0"},
	}}); err != nil {
		t.Fatal(err)
	}
	out := callTool(t, c, "run_command", map[string]any{"command": "echo over http"})
	if out["output"] != "over http" {
		t.Fatalf("run_command over HTTP: %v", out)
	}
}

func TestSnapAndVersion(t *testing.T) {
	need(t, "bash")
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
