package tools_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// harness is an MCP client talking in-process to a real agentty server.
type harness struct {
	t   *testing.T
	m   *session.Manager
	srv *server.MCPServer
	c   *client.Client
}

func newHarness(t *testing.T, cfg session.Config) *harness {
	t.Helper()
	m := session.NewManager(cfg)
	srv := tools.NewServer(m, "test")
	h := &harness{t: t, m: m, srv: srv}
	h.connect()
	t.Cleanup(func() {
		_ = h.c.Close()
		_ = m.Close()
	})
	return h
}

func (h *harness) connect() {
	h.t.Helper()
	c, err := client.NewInProcessClient(h.srv)
	if err != nil {
		h.t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.Start(ctx); err != nil {
		h.t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ClientInfo: mcp.Implementation{Name: "agentty-test", Version: "0"},
	}}); err != nil {
		h.t.Fatal(err)
	}
	h.c = c
}

// call invokes a tool; a JSON-RPC error fails the test.
func (h *harness) call(tool string, args map[string]any) *mcp.CallToolResult {
	h.t.Helper()
	var req mcp.CallToolRequest
	req.Params.Name = tool
	req.Params.Arguments = args
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := h.c.CallTool(ctx, req)
	if err != nil {
		h.t.Fatalf("%s: %v", tool, err)
	}
	return res
}

// screen calls a tool that must succeed and decodes its screen result.
func (h *harness) screen(tool string, args map[string]any) session.Screen {
	h.t.Helper()
	var v session.Screen
	h.decode(h.ok(tool, args), &v)
	return v
}

// ok calls a tool that must not report an error.
func (h *harness) ok(tool string, args map[string]any) *mcp.CallToolResult {
	h.t.Helper()
	res := h.call(tool, args)
	if res.IsError {
		h.t.Fatalf("%s(%v) failed: %s", tool, redactArgs(args), text(res))
	}
	return res
}

// refused calls a tool that must answer with isError, and returns the text.
func (h *harness) refused(tool string, args map[string]any) string {
	h.t.Helper()
	res := h.call(tool, args)
	if !res.IsError {
		h.t.Fatalf("%s(%v) succeeded, want an error: %s", tool, args, text(res))
	}
	return text(res)
}

func (h *harness) decode(res *mcp.CallToolResult, into any) {
	h.t.Helper()
	raw := res.RawStructuredContent
	if len(raw) == 0 {
		var err error
		if raw, err = json.Marshal(res.StructuredContent); err != nil {
			h.t.Fatal(err)
		}
	}
	if err := json.Unmarshal(raw, into); err != nil {
		h.t.Fatalf("decode %s: %v", raw, err)
	}
}

// open starts a session and closes it when the test ends.
func (h *harness) open(args map[string]any) session.Screen {
	h.t.Helper()
	v := h.screen("open_session", args)
	h.t.Cleanup(func() {
		if _, err := h.m.Get(v.SessionID); err == nil {
			_, _ = h.m.CloseSession(v.SessionID, true)
		}
	})
	return v
}

// until polls read_screen until ok holds or the deadline passes.
func (h *harness) until(id string, within time.Duration, what string, ok func(session.Screen) bool) session.Screen {
	h.t.Helper()
	deadline := time.Now().Add(within)
	for {
		v := h.screen("read_screen", map[string]any{"session_id": id})
		if ok(v) {
			return v
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("%s not seen within %v; last screen:\n%s", what, within, tools.Render(v))
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := mcp.AsTextContent(c); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

func redactArgs(args map[string]any) map[string]any {
	if args["secret"] == true {
		c := map[string]any{}
		for k, v := range args {
			c[k] = v
		}
		c["text"] = "****"
		return c
	}
	return args
}

func screenText(v session.Screen) string { return strings.Join(v.Lines, "\n") }

func hasLine(v session.Screen, want string) bool {
	for _, l := range v.Lines {
		if strings.TrimSpace(l) == want {
			return true
		}
	}
	return false
}

// need skips the test when a program it drives is missing, or fails it when
// AGENTTY_REQUIRE_PROGRAMS=1 (CI installs them).
func need(t *testing.T, programs ...string) {
	t.Helper()
	for _, p := range programs {
		if _, err := exec.LookPath(p); err != nil {
			if os.Getenv("AGENTTY_REQUIRE_PROGRAMS") == "1" {
				t.Fatalf("%s is not installed, and AGENTTY_REQUIRE_PROGRAMS=1", p)
			}
			t.Skipf("%s is not installed; install it to run this test", p)
		}
	}
}
