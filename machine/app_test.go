package machine

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestAppOnAMachine: the MCP App on a session of a machine, through the
// local host (agentty host run) and the real link: the agent opens a
// session there and types; the app, called by a client that renders apps,
// shows it under the id the agent uses; the person takes it over, the
// agent's send_text is refused, the person types and the program there
// gets the keys (it writes them to a file there); the person hands it
// back and the agent types again.
func TestAppOnAMachine(t *testing.T) {
	sessiontest.Need(t, "bash")
	b := hostWithBox(t, "app", mcp.ClientCapabilities{Extensions: map[string]any{
		"io.modelcontextprotocol/ui": map[string]any{"mimeTypes": []string{"text/html;profile=mcp-app"}},
	}})
	far, call := b.far, b.call
	ok := func(tool string, args map[string]any) *mcp.CallToolResult {
		t.Helper()
		res := call(tool, args)
		if res.IsError {
			t.Fatalf("%s(%v): %s", tool, args, tools.Text(res))
		}
		return res
	}
	holder := "" // the take-over's token, sent while holding, as the view does
	app := func(args map[string]any) (tools.AppView, string) {
		t.Helper()
		if holder != "" {
			args["holder"] = holder
		}
		var v tools.AppView
		if err := tools.Decode(ok("app_session", args), &v); err != nil {
			t.Fatal(err)
		}
		holder = v.Holder
		var b strings.Builder
		for _, l := range v.Screen.Lines {
			var runs []emulator.Stretch
			if err := json.Unmarshal(l.Runs, &runs); err != nil {
				t.Fatal(err)
			}
			var row string
			for _, r := range runs {
				row += r.Text
			}
			b.WriteString(strings.TrimRight(row, " ") + "\n")
		}
		return v, b.String()
	}

	var opened tools.Screen
	if err := tools.Decode(ok("open_session", map[string]any{"machine": "box", "argv": []string{"bash", "--norc"}, "cwd": far.dir}), &opened); err != nil {
		t.Fatal(err)
	}
	id := opened.SessionID
	if !strings.HasPrefix(id, "box:") {
		t.Fatalf("open_session on box answered %q", id)
	}
	ok("send_text", map[string]any{"session_id": id, "text": "echo agent-$((6*7))", "enter": true, "expect": "agent-42\n"})
	v, screen := app(map[string]any{"session_id": id})
	if v.SessionID != id || v.Held || !strings.Contains(screen, "agent-42") {
		t.Fatalf("the app's view of %s: id %q, held %v:\n%s", id, v.SessionID, v.Held, screen)
	}

	v, _ = app(map[string]any{"session_id": id, "hold": true})
	if !v.Held || len(v.Holder) < 40 {
		t.Fatalf("the app's take-over did not hold the session: held %v, holder %q", v.Held, v.Holder)
	}
	// Another view of the same client, without the token, can neither type
	// nor hand it back.
	if res := call("app_session", map[string]any{"session_id": id, "keys": "echo other > other<enter>"}); !res.IsError {
		t.Fatalf("keys without the holder's token: %s", tools.Text(res))
	}
	if res := call("app_session", map[string]any{"session_id": id, "hold": false}); !res.IsError {
		t.Fatalf("a hand-back without the holder's token: %s", tools.Text(res))
	}
	if res := call("send_text", map[string]any{"session_id": id, "text": "echo agent", "enter": true}); !res.IsError || !strings.Contains(tools.Text(res), "taken over") {
		t.Fatalf("the agent's send_text while the person holds the session: %s", tools.Text(res))
	}
	app(map[string]any{"session_id": id, "keys": "echo person-$((5*5)) > got<enter>"})
	got := filepath.Join(far.dir, "got")
	sessiontest.Eventually(t, 30*time.Second, "the program there to get the person's keys", func() bool {
		b, err := os.ReadFile(got)
		return err == nil && string(b) == "person-25\n"
	})
	for !strings.Contains(screen, "> got\n") {
		v, screen = app(map[string]any{"session_id": id, "since": v.Screen.Rev})
	}

	if v, _ = app(map[string]any{"session_id": id, "hold": false}); v.Held {
		t.Fatal("the app's hand-back left the session held")
	}
	ok("send_text", map[string]any{"session_id": id, "text": "echo agent-again", "enter": true, "expect": "agent-again\n"})
	ok("close_session", map[string]any{"session_id": id, "force": true})
}

// boxHost is a local host (agentty host run) whose machine box is a far
// side of its own, and an MCP client of it.
type boxHost struct {
	t   *testing.T
	far *farSide
	c   *client.Client
	ctx context.Context // the test's calls end with it
}

// hostWithBox starts a boxHost, the host's instance called name, its
// client declaring caps.
func hostWithBox(t *testing.T, name string, caps mcp.ClientCapabilities) *boxHost {
	t.Helper()
	bin := buildAgentty(t)
	far := newFarSide(t)
	here := newFarSide(t)
	cfg, err := json.Marshal(map[string]any{"machines": map[string]any{"box": far.prefix(t)}, "timeout": "30s"})
	if err != nil {
		t.Fatal(err)
	}
	cfgPath := filepath.Join(here.dir, "machines.json")
	if err := os.WriteFile(cfgPath, cfg, 0o600); err != nil {
		t.Fatal(err)
	}
	startLocalHost(t, bin, here.runtime, name, cfgPath)
	c, err := client.NewStreamableHttpClient("http://agentty/mcp", transport.WithHTTPBasicClient(hostHTTP(here.runtime, name)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: mcp.LATEST_PROTOCOL_VERSION, ClientInfo: mcp.Implementation{Name: "test", Version: "1"}, Capabilities: caps,
	}}); err != nil {
		t.Fatal(err)
	}
	return &boxHost{t: t, far: far, c: c, ctx: ctx}
}

// call calls tool; an error of the protocol fails the test.
func (b *boxHost) call(tool string, args map[string]any) *mcp.CallToolResult {
	b.t.Helper()
	res, err := b.c.CallTool(b.ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: tool, Arguments: args}})
	if err != nil {
		b.t.Fatalf("%s: %v", tool, err)
	}
	return res
}
