package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// A person's hold through the app, taken by a client of protocol
// 2026-07-28 through one front end, is that view's alone through the
// session host: a client of another front end is refused its keys, its
// hand-back and its take-over, with the holder's token too (replayed from
// elsewhere), as the agent is refused its input. The hold ends when its
// front end ends, and when the connection of a view's call over HTTP
// ends, at once, not at the lease (30 s): the other front end's agent
// types again well within it.
func TestAppHoldEndsWithItsFrontEnd(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	one := startRaw(t, appsCaps, "--runtime-dir", dir, "--grace", "500ms")
	two := startRaw(t, appsCaps, "--runtime-dir", dir, "--grace", "500ms")
	var v tools.Screen
	two.tool("open_session", map[string]any{"argv": []string{"cat"}}, &v)

	var a tools.AppView
	one.tool("app_session", map[string]any{"session_id": v.SessionID, "hold": true}, &a)
	if !a.Held || a.Holder == "" {
		t.Fatalf("the take-over: held %v", a.Held)
	}
	for _, args := range []map[string]any{
		{"session_id": v.SessionID, "keys": "other<enter>"},
		{"session_id": v.SessionID, "keys": "replayed<enter>", "holder": a.Holder},
		{"session_id": v.SessionID, "hold": false, "holder": a.Holder},
		{"session_id": v.SessionID, "hold": true},
	} {
		r := two.result("tools/call", map[string]any{"name": "app_session", "arguments": args})
		if r["isError"] != true {
			t.Errorf("another front end's client's %v was done: %v", args, r["content"])
		}
	}
	if r := two.result("tools/call", map[string]any{"name": "send_keys", "arguments": map[string]any{"session_id": v.SessionID, "keys": "agent<enter>"}}); r["isError"] != true {
		t.Errorf("the agent typed into a session a person holds: %v", r["content"])
	}
	one.tool("app_session", map[string]any{"session_id": v.SessionID, "keys": "person<enter>", "holder": a.Holder}, nil)
	two.tool("wait_for", map[string]any{"session_id": v.SessionID, "text": "person\nperson", "timeout_ms": 10000}, nil)

	// The holding front end ends (killed: no hand-back): the hold ends
	// with it.
	_ = one.cmd.Process.Kill()
	sessiontest.Eventually(t, 20*time.Second, "the hold to end with its front end", func() bool {
		r := two.result("tools/call", map[string]any{"name": "send_keys", "arguments": map[string]any{"session_id": v.SessionID, "keys": "agent<enter>"}})
		return r["isError"] != true
	})

	// Over HTTP: the view's call in flight loses its connection.
	_, u, _ := httpServer(t, nil, "--runtime-dir", dir, "--http", "127.0.0.1:0", "--token", "t0ken")
	httpCall := func(ctx context.Context, args map[string]any) (map[string]any, error) {
		params := map[string]any{"name": "app_session", "arguments": args, "_meta": map[string]any{
			mcp.MetaKeyProtocolVersion: mcp.LATEST_PROTOCOL_VERSION, mcp.MetaKeyClientCapabilities: appsCaps,
			mcp.MetaKeyClientInfo: map[string]any{"name": "raw-http", "version": "1"}}}
		body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params})
		req, _ := http.NewRequestWithContext(ctx, "POST", u, strings.NewReader(string(body)))
		for k, val := range map[string]string{"Content-Type": "application/json", "Accept": "application/json, text/event-stream", "Authorization": "Bearer t0ken",
			mcp.HeaderProtocolVersion: mcp.LATEST_PROTOCOL_VERSION, mcp.HeaderMethod: "tools/call", mcp.HeaderName: "app_session"} {
			req.Header.Set(k, val)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			return nil, err
		}
		if i := strings.Index(string(b), "data: "); i >= 0 { // an event stream
			b = []byte(strings.TrimSpace(strings.SplitN(string(b[i+len("data: "):]), "\n", 2)[0]))
		}
		var m struct {
			Result struct {
				StructuredContent tools.AppView `json:"structuredContent"`
			} `json:"result"`
		}
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%v: %s", err, b)
		}
		out := map[string]any{"held": m.Result.StructuredContent.Held, "holder": m.Result.StructuredContent.Holder, "rev": m.Result.StructuredContent.Screen.Rev}
		return out, nil
	}
	h, err := httpCall(context.Background(), map[string]any{"session_id": v.SessionID, "hold": true})
	if err != nil || h["held"] != true {
		t.Fatalf("the take-over over HTTP: %v %v", h, err)
	}
	if r := two.result("tools/call", map[string]any{"name": "send_keys", "arguments": map[string]any{"session_id": v.SessionID, "keys": "agent<enter>"}}); r["isError"] != true {
		t.Fatalf("the agent typed into a session held over HTTP: %v", r["content"])
	}
	// The view's call waiting for a change loses its connection. (Ended
	// before it reached the host, it ends nothing: it is made again. Within
	// the deadline, less than the lease, only its connection's end can
	// hand the session back.)
	sessiontest.Eventually(t, 20*time.Second, "the hold to end with its view's connection", func() bool {
		wrote := make(chan struct{})
		ctx, cancel := context.WithCancel(httptrace.WithClientTrace(context.Background(), &httptrace.ClientTrace{
			WroteRequest: func(httptrace.WroteRequestInfo) { close(wrote) },
		}))
		polled := make(chan struct{})
		go func() {
			defer close(polled)
			_, _ = httpCall(ctx, map[string]any{"session_id": v.SessionID, "holder": h["holder"], "since": h["rev"]})
		}()
		select {
		case <-wrote:
			// Another front end's call meanwhile: the view's is on its way.
			two.result("tools/call", map[string]any{"name": "list_sessions", "arguments": map[string]any{}})
		case <-time.After(5 * time.Second):
		}
		cancel()
		<-polled
		r := two.result("tools/call", map[string]any{"name": "send_keys", "arguments": map[string]any{"session_id": v.SessionID, "keys": "agent<enter>"}})
		return r["isError"] != true
	})
}
