package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
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

	// post, for a client over HTTP, sends one message as a request of its
	// own and returns the body of the answer (nil on stdio).
	post func(line []byte) ([]byte, error)

	mu      sync.Mutex
	next    int
	answers map[string]chan map[string]any
	lines   []string // every line agentty wrote
}

// startRawHTTP is the raw client over HTTP, each message a POST of its
// own to the MCP endpoint u, authorised by token.
func startRawHTTP(t *testing.T, caps map[string]any, u, token string) *rawClient {
	t.Helper()
	c := &rawClient{t: t, caps: caps, answers: map[string]chan map[string]any{}}
	c.post = func(line []byte) ([]byte, error) {
		var m struct {
			Method string `json:"method"`
			Params struct {
				Name string `json:"name"`
				URI  string `json:"uri"`
			} `json:"params"`
		}
		_ = json.Unmarshal(line, &m)
		req, err := http.NewRequest("POST", u, bytes.NewReader(line))
		if err != nil {
			return nil, err
		}
		for k, v := range map[string]string{"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
			"Authorization": "Bearer " + token, mcp.HeaderProtocolVersion: mcp.LATEST_PROTOCOL_VERSION, mcp.HeaderMethod: m.Method} {
			req.Header.Set(k, v)
		}
		if name := m.Params.Name + m.Params.URI; name != "" {
			req.Header.Set(mcp.HeaderName, name) // a tool's name, a resource's URI
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	}
	return c
}

// take takes in one line agentty wrote: kept, and handed to the request
// waiting for its answer.
func (c *rawClient) take(line string) {
	var m map[string]any
	if json.Unmarshal([]byte(line), &m) != nil {
		return
	}
	id, _ := json.Marshal(m["id"])
	c.mu.Lock()
	c.lines = append(c.lines, line)
	ch := c.answers[string(id)]
	c.mu.Unlock()
	if ch != nil && m["method"] == nil {
		select {
		case ch <- m:
		default:
		}
	}
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
			c.take(sc.Text())
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
	if c.post != nil {
		// Over HTTP the answer is the body: one message, or an event
		// stream of them.
		body, err := c.post(line)
		if err != nil {
			c.t.Fatal(err)
		}
		for _, l := range strings.Split(string(body), "\n") {
			c.take(strings.TrimPrefix(strings.TrimSpace(l), "data: "))
		}
	} else if _, err := c.in.Write(append(line, '\n')); err != nil {
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
// uses agentty serve on stdio and over HTTP, through the session host and
// standalone:
// server/discover, tools/list, every tool, and request_user_input's
// elicitation by an input_required result it answers by calling again.
// An id that is not a string or an integer is refused as an Invalid
// Request; the app's ui:// resource is read only by a client that declares
// MCP Apps. An SDK client of that protocol works over the same front end
// beside it.
func TestModernClientThroughHost(t *testing.T) {
	sessiontest.Need(t, "bash", "cat")
	elicits := map[string]any{"elicitation": map[string]any{"url": map[string]any{}}}
	t.Run("stdio", func(t *testing.T) {
		dir := runtimeDir(t)
		c := startRaw(t, elicits, "--runtime-dir", dir, "--grace", "500ms")
		modernClient(t, c, "stdio front end", func() *rawClient { return startRaw(t, appsCaps, "--runtime-dir", dir, "--grace", "500ms") })

		// An SDK client beside it, which negotiates 2026-07-28 the same way.
		fe := startFrontEnd(t, dir, nil)
		if got := fe.c.ProtocolVersion(); got != mcp.LATEST_PROTOCOL_VERSION {
			t.Errorf("the SDK client speaks %s through the host, want %s", got, mcp.LATEST_PROTOCOL_VERSION)
		}
		var l listing
		fe.must(t, "list_sessions", nil, &l)
	})
	t.Run("stdio standalone", func(t *testing.T) {
		modernClient(t, startRaw(t, elicits, "--standalone", "--web", "127.0.0.1:0", "--grace", "500ms"), "raw-2026 1", func() *rawClient { return startRaw(t, appsCaps, "--standalone", "--grace", "500ms") })
	})
	t.Run("http", func(t *testing.T) {
		dir := runtimeDir(t)
		_, u, _ := httpServer(t, nil, "--runtime-dir", dir, "--http", "127.0.0.1:0", "--token", "t0ken")
		modernClient(t, startRawHTTP(t, elicits, u, "t0ken"), "raw-2026 1", func() *rawClient { return startRawHTTP(t, appsCaps, u, "t0ken") })
	})
	t.Run("http standalone", func(t *testing.T) {
		_, u, _ := httpServer(t, nil, "--http", "127.0.0.1:0", "--token", "t0ken")
		modernClient(t, startRawHTTP(t, elicits, u, "t0ken"), "raw-2026 1", func() *rawClient { return startRawHTTP(t, appsCaps, u, "t0ken") })
	})
}

// modernClient drives every tool through c, a raw client of protocol
// 2026-07-28 that declares URL elicitation; the sessions it opens are
// listed as opened by a client named with opener; apps starts another
// raw client on the same server, one that declares MCP Apps.
func modernClient(t *testing.T, c *rawClient, opener string, apps func() *rawClient) {

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
	if len(l.Sessions) != 1 || !strings.Contains(l.Sessions[0].OpenedBy, "raw-2026 1") || !strings.Contains(l.Sessions[0].OpenedBy, opener) {
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
	if res := apps().result("resources/read", map[string]any{"uri": tools.AppURI}); len(res["contents"].([]any)) != 1 {
		t.Errorf("resources/read of %s with MCP Apps: %v", tools.AppURI, res)
	}
}
