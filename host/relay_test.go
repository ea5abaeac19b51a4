package host

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// mcpHost is a host serving the tools at /mcp, as agentty host run serves
// them; calls counts the POSTs to /mcp being answered, streams the GETs
// (a front end's stream of notifications).
type mcpHost struct {
	m       *session.Manager
	paths   Paths
	calls   atomic.Int32
	streams atomic.Int32
	cancel  context.CancelFunc
	done    chan error
	once    sync.Once

	mu   sync.Mutex  // guards last
	last http.Header // the headers of the last POST to /mcp
}

// lastHeader returns the headers of the last POST to /mcp.
func (h *mcpHost) lastHeader() http.Header {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.last
}

// testDir returns a runtime directory of the test's own, short enough
// for a socket.
func testDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "agentty-host-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// startMCPHost runs a host over a new manager at paths until the test
// ends or stop is called, and waits until it answers.
func startMCPHost(t *testing.T, paths Paths) *mcpHost {
	t.Helper()
	m := session.NewManager(session.Config{Grace: 200 * time.Millisecond})
	h := &mcpHost{m: m, paths: paths, done: make(chan error, 1)}
	mcp := server.NewStreamableHTTPServer(tools.NewServer(m, "test"), server.WithStateful(true),
		server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
			return tools.WithOrigin(ctx, OriginOf(r))
		}))
	counted := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			h.calls.Add(1)
			defer h.calls.Add(-1)
			h.mu.Lock()
			h.last = r.Header.Clone()
			h.mu.Unlock()
		}
		if r.Method == http.MethodGet {
			h.streams.Add(1)
			defer h.streams.Add(-1)
		}
		mcp.ServeHTTP(w, r)
	})
	ctx, cancel := context.WithCancel(context.Background())
	h.cancel = cancel
	go func() {
		h.done <- Serve(ctx, Config{Paths: paths, Version: "test", Manager: m, MCP: counted})
	}()
	t.Cleanup(func() { h.stop(t) })
	c := NewClient(paths, "test", nil)
	sessiontest.Eventually(t, 10*time.Second, "the host to answer", func() bool {
		_, err := c.Hello(context.Background())
		return err == nil
	})
	return h
}

// stop ends the host as a signal does, and waits for it.
func (h *mcpHost) stop(t *testing.T) {
	h.once.Do(func() {
		h.cancel()
		select {
		case err := <-h.done:
			if err != nil {
				t.Error(err)
			}
		case <-time.After(20 * time.Second):
			t.Error("the host did not end")
		}
	})
}

// stdio is a stdio front end (RunStdio) driven as an MCP client drives it:
// lines in, lines out.
type stdio struct {
	t    *testing.T
	c    *Client
	in   *io.PipeWriter
	out  lines
	done chan error
	id   int
}

// lines collects what the front end writes, a line at a time.
type lines struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *lines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *lines) all() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Split(l.buf.String(), "\n")
}

// startStdio runs a stdio front end of the host at paths, and introduces
// a client to it.
func startStdio(t *testing.T, paths Paths) *stdio {
	t.Helper()
	pr, pw := io.Pipe()
	f := &stdio{t: t, c: NewClient(paths, "test", nil), in: pw, done: make(chan error, 1)}
	go func() { f.done <- RunStdio(context.Background(), f.c, pr, &f.out, StdioOptions{Origin: Self("stdio")}) }()
	t.Cleanup(func() { f.end() })
	f.send(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}`)
	if a := f.answer("0"); a.Error != nil {
		t.Fatalf("initialize: %s", a.Error.Message)
	}
	f.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	return f
}

func (f *stdio) send(line string) {
	if _, err := io.WriteString(f.in, line+"\n"); err != nil {
		f.t.Fatalf("the front end does not read: %v", err)
	}
}

// rpcAnswer is a JSON-RPC answer as the client reads it.
type rpcAnswer struct {
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
	raw string
}

// answer waits for the answer to request id.
func (f *stdio) answer(id string) rpcAnswer {
	f.t.Helper()
	var a rpcAnswer
	sessiontest.Eventually(f.t, 20*time.Second, "the answer to request "+id, func() bool {
		for _, l := range f.out.all() {
			var m struct {
				ID json.RawMessage `json:"id"`
			}
			if json.Unmarshal([]byte(l), &m) == nil && string(m.ID) == id && json.Unmarshal([]byte(l), &a) == nil && (a.Result != nil || a.Error != nil) {
				a.raw = l
				return true
			}
		}
		return false
	})
	return a
}

// call sends a tool call and returns its request id.
func (f *stdio) call(tool string, args any) string {
	f.t.Helper()
	f.id++
	b, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": f.id, "method": "tools/call", "params": map[string]any{"name": tool, "arguments": args}})
	if err != nil {
		f.t.Fatal(err)
	}
	f.send(string(b))
	return fmt.Sprint(f.id)
}

// must calls a tool and returns its result's structured content (JSON)
// after its text, failing the test on an error.
func (f *stdio) must(tool string, args any) string {
	f.t.Helper()
	a := f.answer(f.call(tool, args))
	var r struct {
		Content []struct {
			Text string `json:"text"`
		} `json:"content"`
		Structured json.RawMessage `json:"structuredContent"`
		IsError    bool            `json:"isError"`
	}
	if a.Error != nil || json.Unmarshal(a.Result, &r) != nil || r.IsError || len(r.Content) == 0 {
		f.t.Fatalf("%s: %s", tool, a.raw)
	}
	return r.Content[0].Text + "\n" + string(r.Structured)
}

// end closes the client's side, as a client that goes away does, waits
// for the front end to return, and closes its kept connections, as the
// end of its process would.
func (f *stdio) end() error {
	f.in.Close()
	select {
	case err := <-f.done:
		f.done <- err
		f.c.CloseIdle()
		return err
	case <-time.After(20 * time.Second):
		f.t.Error("the front end did not end when its client went away")
		return nil
	}
}

// sessionID reads the session_id of a tool's result.
func sessionID(t *testing.T, text string) string {
	t.Helper()
	var v struct {
		SessionID string `json:"session_id"`
	}
	_, js, _ := strings.Cut(text, "\n")
	if json.Unmarshal([]byte(js), &v) != nil || v.SessionID == "" {
		t.Fatalf("no session_id in %s", text)
	}
	return v.SessionID
}

// A front end gone while a call of its waits: its client's end closes
// while wait_for (a minute) runs. The front end returns at once, its call
// ends in the host (the host stops waiting on its behalf), the session
// goes on, and the host serves the next front end, which finds the
// session where the first left it (a reconnect resumes the sessions).
// Then every goroutine the two front ends and their calls had is gone.
//
// On a broken host or relay: a call not cancelled with its connection
// keeps the host waiting (calls stays 1 for the minute); a relay that
// waits for its calls before returning hangs; a session tied to its front
// end is gone for the second one; a leaked stream or call shows in the
// goroutine count.
func TestFrontEndGoneMidCall(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	baseline := goroutines()

	first := startStdio(t, h.paths)
	id := sessionID(t, first.must("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 10}))
	first.must("send_text", map[string]any{"session_id": id, "text": "before", "enter": true})
	waiting := first.call("wait_for", map[string]any{"session_id": id, "text": "never shown", "timeout_ms": 60_000})
	sessiontest.Eventually(t, 10*time.Second, "wait_for to wait in the host", func() bool { return h.calls.Load() == 1 })
	start := time.Now()
	if err := first.end(); err != nil {
		t.Errorf("the front end whose client went away: %v", err)
	}
	// Ended by its front end's going, not by its own 60 s.
	sessiontest.Eventually(t, 45*time.Second, "the host to end the call of the front end gone", func() bool { return h.calls.Load() == 0 })
	t.Logf("the call ended %s after its front end", time.Since(start).Round(time.Millisecond))
	for _, l := range first.out.all() {
		if strings.Contains(l, `"id":`+waiting+`,`) {
			t.Errorf("a client gone was answered: %s", l)
		}
	}

	s, err := h.m.Get(id)
	if err != nil {
		t.Fatalf("the session went with its front end: %v", err)
	}
	second := startStdio(t, h.paths)
	if l := second.must("list_sessions", nil); !strings.Contains(l, `"session_id":"`+id+`"`) {
		t.Errorf("the next front end's list_sessions: %s", l)
	}
	if v := second.must("send_text", map[string]any{"session_id": id, "text": "after", "enter": true, "expect": "after", "delta": false}); !strings.Contains(v, "before") || !strings.Contains(v, "after") {
		t.Errorf("the session resumed by the next front end: %s", v)
	}
	if err := second.end(); err != nil {
		t.Error(err)
	}
	alive(t, s, "still")
	if _, err := h.m.CloseSession(id, true); err != nil {
		t.Error(err)
	}
	noLeaks(t, baseline)
}

// The same at the socket: a connection that closes while its wait_for
// runs ends the call in the host; the host answers others meanwhile and
// after.
//
// On a broken host (a call that ignores its request's end) calls stays 1.
func TestConnectionGoneMidCall(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	s, err := h.m.Open(session.Options{Argv: []string{"cat"}, Cols: 60, Rows: 10})
	if err != nil {
		t.Fatal(err)
	}
	alive(t, s, "ready")
	baseline := goroutines()

	// An MCP session of a client of its own, over plain HTTP.
	hc := NewClient(h.paths, "test", nil).NoStart()
	post := func(sid, body string) *http.Response {
		req, _ := http.NewRequest(http.MethodPost, "http://agentty/mcp", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if sid != "" {
			req.Header.Set("Mcp-Session-Id", sid)
		}
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	resp := post("", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`)
	sid := resp.Header.Get("Mcp-Session-Id")
	if resp.StatusCode != http.StatusOK || sid == "" {
		t.Fatalf("initialize: %s", resp.Status)
	}
	post(sid, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)

	conn, err := net.Dial("unix", h.paths.Socket)
	if err != nil {
		t.Fatal(err)
	}
	body := `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"wait_for","arguments":{"session_id":"` + s.ID() + `","text":"never shown","timeout_ms":60000}}}`
	fmt.Fprintf(conn, "POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMcp-Session-Id: %s\r\nContent-Length: %d\r\n\r\n%s", sid, len(body), body)
	sessiontest.Eventually(t, 10*time.Second, "wait_for to wait in the host", func() bool { return h.calls.Load() == 1 })
	if _, err := NewClient(h.paths, "test", nil).Hello(context.Background()); err != nil {
		t.Errorf("the host does not answer while a call waits: %v", err)
	}
	conn.Close()
	sessiontest.Eventually(t, 10*time.Second, "the host to end the call of the connection gone", func() bool { return h.calls.Load() == 0 })
	alive(t, s, "still")
	noLeaks(t, baseline)
}

// A front end outlives its host: the host ends (its sessions with it) and
// a new one takes its place on the socket; the front end's next call
// reaches the new host, which does not know the client's MCP session, so
// the front end introduces the client again with its own initialize and
// the call is answered there, telling of the sessions the first host
// lost; calls that change something work on the new MCP session too.
//
// On a broken relay (no re-initialization, or none on a new connection)
// the call after the new host is answered with an error.
func TestFrontEndReconnectsToANewHost(t *testing.T) {
	sessiontest.Need(t, "cat")
	paths := PathsIn(testDir(t), DefaultName)
	first := startMCPHost(t, paths)
	f := startStdio(t, paths)
	id := sessionID(t, f.must("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 10}))
	first.stop(t)

	second := startMCPHost(t, paths)
	l := f.must("list_sessions", nil)
	if !strings.Contains(l, id) || !strings.Contains(l, "lost") {
		t.Errorf("list_sessions on the new host does not tell of %s lost: %s", id, l)
	}
	next := sessionID(t, f.must("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 10}))
	if next == id {
		t.Errorf("the new host reused the lost session's id %s", id)
	}
	if _, err := second.m.Get(next); err != nil {
		t.Errorf("the session opened after the reconnect is not the new host's: %v", err)
	}
	if v := f.must("send_text", map[string]any{"session_id": next, "text": "there", "enter": true, "expect": "there"}); !strings.Contains(v, "there") {
		t.Errorf("send_text on the new host: %s", v)
	}
}

// The stdio front end answers what is not JSON-RPC with an error and
// goes on; it resends after a broken connection only what reads.
func TestRelayBadInput(t *testing.T) {
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	f := startStdio(t, h.paths)
	f.send(`{"jsonrpc":"2.0","id":1,"method":`)
	f.send(`not json at all`)
	f.send(`[1,2,3]`)
	f.send(`{"jsonrpc":"2.0","id":{"a":1},"method":"tools/call","params":{"name":"list_sessions"}}`)
	f.send(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":"not an object"}`)
	f.send(`{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"no_such_tool"}}`)
	f.send(`{"jsonrpc":"2.0","id":7,"method":"notifications/cancelled","params":{"requestId":99}}`)
	f.id = 100
	if l := f.must("list_sessions", nil); !strings.Contains(l, "sessions") {
		t.Errorf("list_sessions after bad input: %s", l)
	}
	var parse int
	for _, l := range f.out.all() {
		if strings.Contains(l, `"id":null`) && strings.Contains(l, "-32700") {
			parse++
		}
	}
	if parse != 3 {
		t.Errorf("%d parse errors, want 3:\n%s", parse, strings.Join(f.out.all(), "\n"))
	}
	for _, id := range []string{"5", "6"} {
		if a := f.answer(id); a.Error == nil && !strings.Contains(a.raw, `"isError":true`) {
			t.Errorf("request %s answered without an error: %s", id, a.raw)
		}
	}

	for line, want := range map[string]bool{
		`{"method":"tools/list"}`:                                   true,
		`{"method":"tools/call","params":{"name":"list_sessions"}}`: true,
		`{"method":"tools/call","params":{"name":"read_screen"}}`:   true,
		`{"method":"tools/call","params":{"name":"send_keys"}}`:     false,
		`{"method":"tools/call","params":{"name":"close_session"}}`: false,
		`{"method":"initialize"}`:                                   false,
		`{"method":"tools/call","params":"x"}`:                      false,
		`not json`:                                                  false,
	} {
		if got := safeToResend([]byte(line)); got != want {
			t.Errorf("safeToResend(%s) = %v", line, got)
		}
	}
}

// A client's notifications/cancelled ends its call in the host: the
// request is dropped, the host stops waiting, no answer is written for
// it, and the front end goes on.
//
// On a broken relay (the notification not read, or relayed without
// ending the request) calls stays 1 for the minute wait_for waits.
func TestRelayCancel(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	f := startStdio(t, h.paths)
	id := sessionID(t, f.must("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 10}))
	waiting := f.call("wait_for", map[string]any{"session_id": id, "text": "never shown", "timeout_ms": 60_000})
	sessiontest.Eventually(t, 10*time.Second, "wait_for to wait in the host", func() bool { return h.calls.Load() == 1 })
	f.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":` + waiting + `,"reason":"test"}}`)
	sessiontest.Eventually(t, 10*time.Second, "the host to end the cancelled call", func() bool { return h.calls.Load() == 0 })

	// A cancel sent right behind its request, before the relay has begun
	// to post it, ends it too (the relay once recorded a call only once
	// its goroutine ran, and a cancel read before that was lost).
	var quick []string
	for range 20 {
		w := f.call("wait_for", map[string]any{"session_id": id, "text": "never shown", "timeout_ms": 60_000})
		f.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":` + w + `,"reason":"test"}}`)
		quick = append(quick, w)
	}
	sessiontest.Eventually(t, 10*time.Second, "the host to end the calls cancelled at once", func() bool { return h.calls.Load() == 0 })
	if l := f.must("list_sessions", nil); !strings.Contains(l, id) {
		t.Errorf("list_sessions after a cancel: %s", l)
	}
	for _, l := range f.out.all() {
		for _, w := range append(quick, waiting) {
			if strings.Contains(l, `"id":`+w+`,`) {
				t.Errorf("the cancelled call %s was answered: %s", w, l)
			}
		}
	}
}

// dropper stands between front ends and a host: it listens on one socket
// and passes bytes through to the host's, except that once armed it
// closes the connection that carries the next request instead, as a host
// that died with the request in hand does.
type dropper struct {
	armed   atomic.Bool
	dropped atomic.Int32
}

func startDropper(t *testing.T, front, back string) *dropper {
	t.Helper()
	d := &dropper{}
	ln, err := net.Listen("unix", front)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go d.pass(c, back)
		}
	}()
	return d
}

func (d *dropper) pass(c net.Conn, back string) {
	defer c.Close()
	b, err := net.Dial("unix", back)
	if err != nil {
		return
	}
	defer b.Close()
	go func() {
		_, _ = io.Copy(c, b)
		c.Close()
	}()
	buf := make([]byte, 64<<10)
	for {
		n, err := c.Read(buf)
		if n > 0 {
			if d.armed.CompareAndSwap(true, false) {
				d.dropped.Add(1)
				return
			}
			if _, err := b.Write(buf[:n]); err != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// A request whose connection breaks before its answer (the host died
// with it in hand) is sent again on a new connection when it only reads:
// list_sessions is answered as if nothing happened. One that changes
// something is not sent twice: send_text gets an error saying the host
// was unreachable, the text is not typed, and the next call works.
//
// On a broken relay: no resend (hostGone or safeToResend wrong) answers
// list_sessions with an error; resending what changes something types
// the text that was to fail.
func TestRelayResendsWhatReads(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	front := PathsIn(testDir(t), DefaultName)
	d := startDropper(t, front.Socket, h.paths.Socket)
	f := startStdio(t, front)
	id := sessionID(t, f.must("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 10}))
	s, err := h.m.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	// The front end's presence and notification streams are open: the
	// next request it makes is a call's.
	sessiontest.Eventually(t, 10*time.Second, "the front end's streams", func() bool {
		info, err := NewClient(h.paths, "test", nil).Hello(context.Background())
		return err == nil && info.FrontEnds == 1 && h.streams.Load() == 1
	})

	d.armed.Store(true)
	if l := f.must("list_sessions", nil); !strings.Contains(l, id) {
		t.Errorf("list_sessions sent again: %s", l)
	}
	if n := d.dropped.Load(); n != 1 {
		t.Fatalf("%d requests dropped, want 1", n)
	}

	d.armed.Store(true)
	a := f.answer(f.call("send_text", map[string]any{"session_id": id, "text": "typed-once", "enter": true}))
	if a.Error == nil || !strings.Contains(a.Error.Message, "unreachable") {
		t.Errorf("send_text whose connection broke: %s", a.raw)
	}
	if n := d.dropped.Load(); n != 2 {
		t.Fatalf("%d requests dropped, want 2", n)
	}
	if v := f.must("send_text", map[string]any{"session_id": id, "text": "next", "enter": true, "expect": "next"}); !strings.Contains(v, "next") {
		t.Errorf("the call after: %s", v)
	}
	if text := strings.Join(s.Read(session.Page{}, nil).Lines, "\n"); strings.Contains(text, "typed-once") {
		t.Errorf("the text whose call failed was typed:\n%s", text)
	}
}

// People and calls are told when what they use ends, never left hanging:
// a person attached to a session that is closed is detached saying the
// session ended; when the host is stopped, a person attached is told the
// host is ending, a call that waits is answered, the host's Serve
// returns, and the front end's next call is an error saying the host is
// unreachable (this front end may not start one).
//
// On a broken host: an attachment that missed the host's end would keep
// Serve waiting for it (the stop times out); a relay that hung on a host
// gone would leave the call unanswered.
func TestHostEndsUnderPeopleAndCalls(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	f := startStdio(t, h.paths)
	closing := sessionID(t, f.must("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 10}))
	staying := sessionID(t, f.must("open_session", map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 10}))

	attach := func(id string) (net.Conn, *frameReader) {
		status, c, fr := upgrade(t, h.paths, "mode=attach&size=80x24&session="+id)
		if fr == nil {
			t.Fatalf("attach %s: %s", id, status)
		}
		until(t, c, fr, "the first paint", func(k byte, _ string) bool { return k == frameOutput })
		return c, fr
	}
	c, fr := attach(closing)
	f.must("close_session", map[string]any{"session_id": closing, "force": true})
	if why := until(t, c, fr, "the end of the attachment", func(k byte, _ string) bool { return k == frameEnd }); !strings.Contains(why, "session "+closing+" ") {
		t.Errorf("a person whose session was closed was told %q", why)
	}

	c, fr = attach(staying)
	waiting := f.call("wait_for", map[string]any{"session_id": staying, "text": "never shown", "timeout_ms": 60_000})
	sessiontest.Eventually(t, 10*time.Second, "wait_for to wait in the host", func() bool { return h.calls.Load() == 1 })
	if _, err := NewClient(h.paths, "test", nil).Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if why := until(t, c, fr, "the end of the attachment", func(k byte, _ string) bool { return k == frameEnd }); !strings.Contains(why, "session host is ending") {
		t.Errorf("a person attached when the host stopped was told %q", why)
	}
	f.answer(waiting)
	h.stop(t)
	// Ended by the stop, not by the end of the 60 s wait under way.
	if took := time.Since(start); took > 45*time.Second {
		t.Errorf("the host took %s to end, as long as the wait under way", took)
	}
	if a := f.answer(f.call("list_sessions", nil)); a.Error == nil || !strings.Contains(a.Error.Message, "unreachable") {
		t.Errorf("a call with no host: %s", a.raw)
	}
}

// fakeHost answers on a socket as a host of version "test" does at
// /v1/hello and /v1/presence, and at /mcp as mcp says: the relay's side
// of answers a real host gives only when it breaks.
func fakeHost(t *testing.T, mcp http.HandlerFunc) Paths {
	t.Helper()
	paths := PathsIn(testDir(t), DefaultName)
	ln, err := net.Listen("unix", paths.Socket)
	if err != nil {
		t.Fatal(err)
	}
	info := func() []byte {
		b, _ := json.Marshal(Info{Proto: Proto, Version: "test", PID: os.Getpid(), Socket: paths.Socket})
		return append(b, '\n')
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/hello", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write(info()) })
	mux.HandleFunc("GET /v1/presence", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write(info())
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	})
	mux.HandleFunc("GET /mcp", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "no stream", http.StatusMethodNotAllowed)
	})
	mux.HandleFunc("POST /mcp", mcp)
	srv := &http.Server{Handler: mux}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close() })
	return paths
}

// The relay's side of a host's broken answers, one per tool name: an
// event stream that ends without the call's answer (the host ended
// during the call), one cut off mid-event, a request refused for its size
// (the error is the request's, with its id), a status that is an error,
// and a body that is not JSON. Each call gets exactly one answer, an
// error that says what happened, and the front end goes on; what the
// stream carried before it ended reaches the client.
//
// On a broken relay a call would go unanswered (answer times out) or be
// answered twice, or the notification before the break would be lost.
func TestRelayBrokenAnswers(t *testing.T) {
	paths := fakeHost(t, func(w http.ResponseWriter, r *http.Request) {
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params struct {
				Name string `json:"name"`
			} `json:"params"`
		}
		_ = json.NewDecoder(r.Body).Decode(&m)
		note := `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1,"message":"from ` + m.Params.Name + `"}}`
		switch {
		case m.Method == "initialize":
			w.Header().Set("Mcp-Session-Id", "fake")
			w.Header().Set("Content-Type", "application/json")
			_, _ = fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"2025-03-26","capabilities":{},"serverInfo":{"name":"fake","version":"1"}}}`, m.ID)
		case m.ID == nil:
			w.WriteHeader(http.StatusAccepted)
		case m.Params.Name == "ends_early":
			w.Header().Set("Content-Type", "text/event-stream")
			_, _ = fmt.Fprintf(w, "event: message\ndata: %s\n\n", note)
		case m.Params.Name == "cut_off":
			w.Header().Set("Content-Type", "text/event-stream")
			_, _ = fmt.Fprintf(w, "event: message\ndata: %s\n\ndata: {\"jsonrpc\":\"2.0\",\"id\":%s,\"res", note, m.ID)
			w.(http.Flusher).Flush()
			c, _, err := w.(http.Hijacker).Hijack()
			if err == nil {
				c.Close()
			}
		case m.Params.Name == "too_large":
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusRequestEntityTooLarge)
			_, _ = io.WriteString(w, `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a request of more than 10 bytes was refused"}}`)
		case m.Params.Name == "failing":
			http.Error(w, "the host fell over", http.StatusInternalServerError)
		case m.Params.Name == "not_json":
			w.Header().Set("Content-Type", "application/json")
			_, _ = io.WriteString(w, "this is not json")
		default:
			w.Header().Set("Content-Type", "application/json")
			_, _ = fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"content":[{"type":"text","text":"fine"}]}}`, m.ID)
		}
	})
	f := startStdio(t, paths)
	for _, c := range []struct{ tool, err, note string }{
		{"ends_early", "ended during this call", "from ends_early"},
		{"cut_off", "broke off", "from cut_off"},
		{"too_large", "at the session host, a request of more than 10 bytes was refused", ""},
		{"failing", "answered 500 Internal Server Error: the host fell over", ""},
		{"not_json", "agentty: ", ""}, // said as a host gone: no host answers so
	} {
		id := f.call(c.tool, nil)
		a := f.answer(id)
		if a.Error == nil || !strings.Contains(a.Error.Message, c.err) {
			t.Errorf("%s: %s, want an error with %q", c.tool, a.raw, c.err)
		}
		if l := f.must("fine", nil); !strings.Contains(l, "fine") {
			t.Errorf("the call after %s: %s", c.tool, l)
		}
		n, noted := 0, false
		for _, l := range f.out.all() {
			if strings.Contains(l, `"id":`+id+`,`) {
				n++
			}
			noted = noted || c.note != "" && strings.Contains(l, c.note)
		}
		if n != 1 {
			t.Errorf("%s answered %d times", c.tool, n)
		}
		if c.note != "" && !noted {
			t.Errorf("%s: the notification before the break was lost", c.tool)
		}
	}
}
