package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// rawClient speaks JSON-RPC lines to agentty serve as a client of protocol
// 2026-07-28 does, written out by hand: no initialize, each request
// carrying its protocol version, capabilities and name in its _meta.
type rawClient struct {
	t    *testing.T
	in   io.Writer
	caps map[string]any
	cmd  *exec.Cmd // agentty serve

	mu      sync.Mutex
	next    int
	answers map[string]chan map[string]any
	lines   []string // every line agentty wrote
}

// startRaw starts agentty serve with flags, the raw client on its stdio
// declaring caps.
func startRaw(t *testing.T, caps map[string]any, flags ...string) *rawClient {
	t.Helper()
	cmd := agentty(t, append([]string{"serve"}, flags...)...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &sessiontest.Buffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &rawClient{t: t, in: stdin, caps: caps, cmd: cmd, answers: map[string]chan map[string]any{}}
	read := make(chan struct{})
	go func() {
		defer close(read)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64<<10), 16<<20)
		for sc.Scan() {
			line := sc.Text()
			var m map[string]any
			if json.Unmarshal([]byte(line), &m) != nil {
				continue
			}
			id, _ := json.Marshal(m["id"])
			c.mu.Lock()
			c.lines = append(c.lines, line)
			ch := c.answers[string(id)]
			c.mu.Unlock()
			if ch != nil && m["method"] == nil {
				ch <- m
			}
		}
	}()
	t.Cleanup(func() {
		_ = stdin.Close()
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		<-read
		if t.Failed() {
			t.Logf("agentty serve's stderr:\n%s", stderr)
		}
	})
	return c
}

// appsCaps are the capabilities of a client that renders MCP Apps.
var appsCaps = map[string]any{"extensions": map[string]any{"io.modelcontextprotocol/ui": map[string]any{"mimeTypes": []string{"text/html;profile=mcp-app"}}}}

// meta is the _meta of every request of protocol 2026-07-28.
func (c *rawClient) meta() map[string]any {
	return map[string]any{
		mcp.MetaKeyProtocolVersion:    mcp.LATEST_PROTOCOL_VERSION,
		mcp.MetaKeyClientCapabilities: c.caps,
		mcp.MetaKeyClientInfo:         map[string]any{"name": "raw-2026", "version": "1"},
	}
}

// send writes one line and waits, up to a minute, for the answer to id
// (its JSON as sent); nil id waits for nothing.
func (c *rawClient) send(id any, line []byte) map[string]any {
	c.t.Helper()
	var ch chan map[string]any
	if id != nil {
		key, _ := json.Marshal(id)
		ch = make(chan map[string]any, 1)
		c.mu.Lock()
		c.answers[string(key)] = ch
		c.mu.Unlock()
	}
	if _, err := c.in.Write(append(line, '\n')); err != nil {
		c.t.Fatal(err)
	}
	if ch == nil {
		return nil
	}
	select {
	case m := <-ch:
		return m
	case <-time.After(time.Minute):
		c.mu.Lock()
		defer c.mu.Unlock()
		c.t.Fatalf("no answer to %s within a minute; agentty wrote:\n%s", line, strings.Join(c.lines, "\n"))
		return nil
	}
}

// request sends method with params (the _meta added) and returns the
// whole answer.
func (c *rawClient) request(method string, params map[string]any) map[string]any {
	c.t.Helper()
	c.mu.Lock()
	c.next++
	id := c.next
	c.mu.Unlock()
	if params == nil {
		params = map[string]any{}
	}
	params["_meta"] = c.meta()
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	return c.send(id, b)
}

// result is request's result, which must be there.
func (c *rawClient) result(method string, params map[string]any) map[string]any {
	c.t.Helper()
	m := c.request(method, params)
	r, ok := m["result"].(map[string]any)
	if !ok {
		c.t.Fatalf("%s: %v", method, m)
	}
	return r
}

// tool calls a tool that must succeed and decodes its structured content
// into v (when not nil).
func (c *rawClient) tool(name string, args map[string]any, v any) map[string]any {
	c.t.Helper()
	r := c.result("tools/call", map[string]any{"name": name, "arguments": args})
	if r["isError"] == true {
		c.t.Fatalf("%s(%v): %v", name, args, r["content"])
	}
	if v != nil {
		b, _ := json.Marshal(r["structuredContent"])
		if err := json.Unmarshal(b, v); err != nil {
			c.t.Fatalf("%s: %v", name, err)
		}
	}
	return r
}

// A client that speaks only protocol 2026-07-28, and sends no initialize,
// uses agentty serve on stdio through the session host as over HTTP:
// server/discover, tools/list, every tool, and request_user_input's
// elicitation by an input_required result it answers by calling again.
// An id that is not a string or an integer is refused as an Invalid
// Request; the app's ui:// resource is read only by a client that declares
// MCP Apps. An SDK client of that protocol works over the same front end
// beside it.
func TestModernClientThroughHost(t *testing.T) {
	sessiontest.Need(t, "bash", "cat")
	dir := runtimeDir(t)
	c := startRaw(t, map[string]any{"elicitation": map[string]any{"url": map[string]any{}}}, "--runtime-dir", dir, "--grace", "500ms")

	d := c.result("server/discover", nil)
	if vs, _ := d["supportedVersions"].([]any); len(vs) == 0 || vs[0] != mcp.LATEST_PROTOCOL_VERSION {
		t.Fatalf("server/discover: %v", d)
	}
	list := c.result("tools/list", nil)
	var names []string
	for _, tl := range list["tools"].([]any) {
		names = append(names, tl.(map[string]any)["name"].(string))
	}
	for _, want := range []string{"open_session", "send_keys", "send_text", "read_screen", "wait_for", "run_command", "resize_session",
		"send_signal", "list_sessions", "close_session", "answer_prompt", "request_user_input"} {
		if !strings.Contains(" "+strings.Join(names, " ")+" ", " "+want+" ") {
			t.Errorf("tools/list lacks %s: %v", want, names)
		}
	}

	var v tools.Screen
	c.tool("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 8}, &v)
	c.tool("send_keys", map[string]any{"session_id": v.SessionID, "keys": "keys<enter>", "expect": "keys\nkeys"}, nil)
	c.tool("send_text", map[string]any{"session_id": v.SessionID, "text": "text", "enter": true, "expect": "text\ntext"}, nil)
	c.tool("wait_for", map[string]any{"session_id": v.SessionID, "text": "text\ntext", "timeout_ms": 10000}, nil)
	c.tool("resize_session", map[string]any{"session_id": v.SessionID, "cols": 70, "rows": 9}, &v)
	if v.Cols != 70 {
		t.Errorf("resize_session: %dx%d", v.Cols, v.Rows)
	}
	c.tool("read_screen", map[string]any{"session_id": v.SessionID}, &v)
	var l listing
	c.tool("list_sessions", nil, &l)
	if len(l.Sessions) != 1 || !strings.Contains(l.Sessions[0].OpenedBy, "raw-2026 1 (stdio front end") {
		t.Errorf("list_sessions: %+v", l.Sessions)
	}
	// cat ends on INT; the result shows its final screen, and the session
	// closes by itself.
	c.tool("send_signal", map[string]any{"session_id": v.SessionID, "signal": "INT"}, &v)
	if v.State != "exited" {
		t.Errorf("send_signal INT to cat: state %s", v.State)
	}
	var run tools.RunResult
	c.tool("run_command", map[string]any{"command": "echo ran-$((40+2))"}, &run)
	if !strings.Contains(run.Output, "ran-42") {
		t.Errorf("run_command: %+v", run)
	}
	var q tools.Screen
	c.tool("open_session", map[string]any{"command": `read -p "Continue? [y/N] " a; echo "answered $a"; read x`, "expect": "[y/N]"}, &q)
	c.tool("answer_prompt", map[string]any{"session_id": q.SessionID, "confirm": true}, nil)
	c.tool("wait_for", map[string]any{"session_id": q.SessionID, "text": "answered y", "timeout_ms": 10000}, nil)

	// request_user_input: an input_required result naming the page, then
	// the call again with the answer (declined here: no browser).
	asked := c.result("tools/call", map[string]any{"name": "request_user_input", "arguments": map[string]any{"session_id": q.SessionID, "message": "the token"}})
	state, _ := asked["requestState"].(string)
	reqs, _ := asked["inputRequests"].(map[string]any)
	if asked["resultType"] != "input_required" || state == "" || len(reqs) != 1 {
		t.Fatalf("request_user_input: %v", asked)
	}
	var key string
	for k, r := range reqs {
		key = k
		if p, _ := r.(map[string]any)["params"].(map[string]any); p["mode"] != "url" || !strings.Contains(fmt.Sprint(p["url"]), "/ask/") {
			t.Errorf("the input request: %v", r)
		}
	}
	var got struct {
		Outcome string `json:"outcome"`
	}
	r := c.result("tools/call", map[string]any{"name": "request_user_input", "arguments": map[string]any{"session_id": q.SessionID, "message": "the token"},
		"requestState": state, "inputResponses": map[string]any{key: map[string]any{"action": "decline"}}})
	b, _ := json.Marshal(r["structuredContent"])
	if err := json.Unmarshal(b, &got); err != nil || got.Outcome != "declined" {
		t.Errorf("request_user_input answered: %v", r)
	}
	for _, id := range []string{v.SessionID, q.SessionID} {
		c.tool("close_session", map[string]any{"session_id": id, "force": true}, nil)
	}

	// Ids MCP does not allow: each is answered with an Invalid Request
	// error of id null, and nothing else.
	for _, id := range []string{`{"a":1}`, `[1]`, `true`, `1.5`, `null`} {
		c.mu.Lock()
		c.lines = nil
		c.mu.Unlock()
		c.send(nil, []byte(`{"jsonrpc":"2.0","id":`+id+`,"method":"ping","params":{}}`))
		sessiontest.Eventually(t, 20*time.Second, "the answer to id "+id, func() bool {
			c.mu.Lock()
			defer c.mu.Unlock()
			for _, line := range c.lines {
				var a struct {
					ID    json.RawMessage `json:"id"`
					Error struct {
						Code    int    `json:"code"`
						Message string `json:"message"`
					} `json:"error"`
				}
				if json.Unmarshal([]byte(line), &a) == nil && string(a.ID) == "null" && a.Error.Code == -32600 &&
					strings.Contains(a.Error.Message, "id must be a string or an integer") {
					return true
				}
			}
			return false
		})
	}

	// The app's resource: not to this client, which declares no MCP Apps.
	if m := c.request("resources/read", map[string]any{"uri": tools.AppURI}); m["error"] == nil {
		t.Errorf("resources/read of %s without MCP Apps: %v", tools.AppURI, m)
	}
	apps := startRaw(t, appsCaps,
		"--runtime-dir", dir, "--grace", "500ms")
	if res := apps.result("resources/read", map[string]any{"uri": tools.AppURI}); len(res["contents"].([]any)) != 1 {
		t.Errorf("resources/read of %s with MCP Apps: %v", tools.AppURI, res)
	}

	// An SDK client beside it, which negotiates 2026-07-28 the same way.
	fe := startFrontEnd(t, dir, nil)
	if got := fe.c.ProtocolVersion(); got != mcp.LATEST_PROTOCOL_VERSION {
		t.Errorf("the SDK client speaks %s through the host, want %s", got, mcp.LATEST_PROTOCOL_VERSION)
	}
	fe.must(t, "list_sessions", nil, &l)
}
