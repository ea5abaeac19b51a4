package tools_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// harness is an MCP client talking in-process to a real agentty server.
type harness struct {
	t   testing.TB
	m   *session.Manager
	srv *server.MCPServer
	c   *client.Client
	// holders are the tokens the app's take-overs answered, by session
	// (appCall).
	holders map[string]string
}

// newHarness serves a new manager with cfg to an in-process client; both
// close when t (a test or a benchmark) ends.
func newHarness(t testing.TB, cfg session.Config) *harness {
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
	if err := tools.Initialize(context.Background(), c, "agentty-test"); err != nil {
		h.t.Fatal(err)
	}
	h.c = c
}

// call invokes a tool; a JSON-RPC error fails the test.
func (h *harness) call(tool string, args map[string]any) *mcp.CallToolResult {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := h.callCtx(ctx, tool, args)
	if err != nil {
		h.t.Fatalf("%s: %v", tool, err)
	}
	return res
}

// callCtx invokes a tool under ctx. The error is the JSON-RPC error, or
// ctx's own when ctx ended before the call returned: the in-process
// transport runs the handler to its end whatever ctx says, so a late
// answer is an error here too.
func (h *harness) callCtx(ctx context.Context, tool string, args map[string]any) (*mcp.CallToolResult, error) {
	var req mcp.CallToolRequest
	req.Params.Name = tool
	req.Params.Arguments = args
	res, err := h.c.CallTool(ctx, req)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return res, err
}

// screen calls a tool that must succeed and decodes its screen result.
func (h *harness) screen(tool string, args map[string]any) tools.Screen {
	h.t.Helper()
	var v tools.Screen
	h.decode(h.ok(tool, args), &v)
	return v
}

// ok calls a tool that must not report an error.
func (h *harness) ok(tool string, args map[string]any) *mcp.CallToolResult {
	h.t.Helper()
	res := h.call(tool, args)
	if res.IsError {
		h.t.Fatalf("%s(%v) failed: %s", tool, redactArgs(args), tools.Text(res))
	}
	return res
}

// refused calls a tool that must answer with isError, and returns the text.
func (h *harness) refused(tool string, args map[string]any) string {
	h.t.Helper()
	res := h.call(tool, args)
	if !res.IsError {
		h.t.Fatalf("%s(%v) succeeded, want an error: %s", tool, args, tools.Text(res))
	}
	return tools.Text(res)
}

func (h *harness) decode(res *mcp.CallToolResult, into any) {
	h.t.Helper()
	if err := tools.Decode(res, into); err != nil {
		h.t.Fatal(err)
	}
}

// open starts a session and closes it when the test ends.
func (h *harness) open(args map[string]any) tools.Screen {
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
func (h *harness) until(id string, within time.Duration, what string, ok func(tools.Screen) bool) tools.Screen {
	h.t.Helper()
	var v tools.Screen
	seen := false
	defer func() {
		// Eventually failed (or a read did): show what was there.
		if !seen && v.SessionID != "" {
			h.t.Logf("last screen:\n%s", tools.Render(v))
		}
	}()
	sessiontest.Eventually(h.t, within, what, func() bool {
		// since_revision 0: the whole screen each time, changed or not.
		v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
		return ok(v)
	})
	seen = true
	return v
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

func screenText(v tools.Screen) string { return strings.Join(v.Lines, "\n") }

func hasLine(v tools.Screen, want string) bool {
	for _, l := range v.Lines {
		if strings.TrimSpace(l) == want {
			return true
		}
	}
	return false
}
