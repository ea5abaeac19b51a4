package host

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
)

// raw sends one request as bytes on a connection of its own and returns
// the status line of the answer and its body ("" and the error when the
// host answered nothing).
func raw(t *testing.T, paths Paths, request string) (string, string) {
	t.Helper()
	c, err := net.Dial("unix", paths.Socket)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(10 * time.Second))
	// Written as the answer is read: the host may answer (and close)
	// before it has read all of the request.
	go func() { _, _ = io.WriteString(c, request) }()
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return "", err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	return resp.Status, string(b)
}

// The host's API answers what it does not serve with a status and goes
// on serving: a wrong method (GET /v1/stop does not stop it), a path it
// has not, a request that is not HTTP, headers over the bound, bodies
// at /mcp that are not JSON-RPC. A presence stream is counted while it
// is open and no longer once it closes.
//
// On a broken host: one that stopped on GET /v1/stop, or faulted on any
// of these, would not answer the hello after them; one that kept counting
// a closed presence stream would show a front end still there.
func TestAPIBadRequests(t *testing.T) {
	h := startMCPHost(t, PathsIn(testDir(t), DefaultName))
	baseline := goroutines()
	get := func(path string) string {
		return "GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
	}
	post := func(path, ctype, body string, hdr ...string) string {
		return fmt.Sprintf("POST %s HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: %s\r\nAccept: application/json, text/event-stream\r\n%sContent-Length: %d\r\n\r\n%s",
			path, ctype, strings.Join(hdr, ""), len(body), body)
	}
	for _, c := range []struct {
		name, request, status, body string
	}{
		{"stop by GET", get("/v1/stop"), "405", ""},
		{"hello by POST", post("/v1/hello", "application/json", "{"), "405", ""},
		{"sessions by DELETE", "DELETE /v1/sessions HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "405", ""},
		{"an unknown path", get("/v1/nothing"), "404", ""},
		{"an unknown version", get("/v2/hello"), "404", ""},
		{"no web page", get("/v1/web"), "404", "serves no web page"},
		{"not HTTP", "\x00\x01\x02 garbage\r\n\r\n", "400", ""},
		{"a bad header", "GET /v1/hello HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", "400", ""},
		{"headers over the bound", "GET /v1/hello HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("b", 2<<20) + "\r\n\r\n", "431", ""},
		{"a body that lies about its length", "POST /v1/stop HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n", "400", ""},
		{"mcp: not JSON", post("/mcp", "application/json", "not json"), "400", ""},
		{"mcp: JSON, not JSON-RPC", post("/mcp", "application/json", `[1,2,3]`), "400", ""},
		{"mcp: a call of an unknown MCP session", post("/mcp", "application/json", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_sessions"}}`, "Mcp-Session-Id: mcp-session-nope\r\n"), "404", ""},
		{"mcp: a call before initialize", post("/mcp", "application/json", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_sessions"}}`), "404", ""},
	} {
		status, body := raw(t, h.paths, c.request)
		if !strings.HasPrefix(status, c.status) || !strings.Contains(body, c.body) {
			t.Errorf("%s: %s %q, want %s %q", c.name, status, body, c.status, c.body)
		}
		if _, err := NewClient(h.paths, "test", nil).Hello(context.Background()); err != nil {
			t.Fatalf("after %s the host does not answer: %v", c.name, err)
		}
	}
	// A connection that sends half a request and goes: nothing is held.
	for _, half := range []string{"", "GET /v1/hel", "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"jsonrpc\""} {
		c, err := net.Dial("unix", h.paths.Socket)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.WriteString(c, half)
		c.Close()
	}

	// Presence: counted while open, not once closed.
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://agentty/v1/presence", nil)
	c := NewClient(h.paths, "test", nil)
	resp, err := c.NoStart().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(resp.Body).ReadBytes('\n')
	var info Info
	if err != nil || json.Unmarshal(line, &info) != nil || info.Proto != Proto || info.FrontEnds != 1 {
		t.Errorf("the presence stream's first line: %q %v", line, err)
	}
	cancel()
	resp.Body.Close()
	sessiontest.Eventually(t, 10*time.Second, "the host to count no front end", func() bool {
		info, err := c.Hello(context.Background())
		return err == nil && info.FrontEnds == 0
	})
	noLeaks(t, baseline)
}

// A client of the host takes what answers on the socket for what it is:
// something that answers not JSON, another version's host, or nothing at
// all is an error saying so, not a fault nor a host taken for its own.
//
// On a broken client: decoding garbage into an Info would pass for a
// host (no error), and another version's host would be used.
func TestClientBadAnswers(t *testing.T) {
	dir := testDir(t)
	serve := func(name string, h http.HandlerFunc) Paths {
		p := PathsIn(dir, name)
		ln, err := net.Listen("unix", p.Socket)
		if err != nil {
			t.Fatal(err)
		}
		srv := &http.Server{Handler: h}
		go func() { _ = srv.Serve(ln) }()
		t.Cleanup(func() { srv.Close() })
		return p
	}
	garbage := serve("garbage", func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, "not json\n")
	})
	c := NewClient(garbage, "test", nil)
	if info, err := c.Hello(context.Background()); err == nil {
		t.Errorf("an answer that is not JSON taken for a host: %+v", info)
	}
	if _, err := c.Ensure(context.Background(), nil); err == nil {
		t.Error("Ensure took an answer that is not JSON for a host")
	}
	up := &presenceState{}
	if err := c.presenceOnce(context.Background(), "", nil, up, nil); err == nil || up.get() {
		t.Errorf("a presence stream that is not JSON: %v, registered %v", err, up.get())
	}

	other := serve("other", func(w http.ResponseWriter, r *http.Request) {
		b, _ := json.Marshal(Info{Proto: Proto, Version: "other", PID: 1, Socket: "elsewhere"})
		_, _ = w.Write(append(b, '\n'))
	})
	var warned strings.Builder
	c = NewClient(other, "test", nil)
	if _, err := c.Ensure(context.Background(), &warned); !errors.Is(err, ErrVersion) || !strings.Contains(warned.String(), "agentty host stop") {
		t.Errorf("another version's host: %v, warned %q", err, warned.String())
	}
	up = &presenceState{}
	if err := c.presenceOnce(context.Background(), "", nil, up, nil); !errors.Is(err, ErrVersion) || up.get() {
		t.Errorf("another version's presence stream: %v, registered %v", err, up.get())
	}

	refusing := serve("refusing", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "agentty: refused: because", http.StatusForbidden)
	})
	if _, err := NewClient(refusing, "test", nil).Hello(context.Background()); !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "because") {
		t.Errorf("a refusal: %v", err)
	}
	if _, err := NewClient(PathsIn(dir, "none"), "test", nil).Hello(context.Background()); !errors.Is(err, ErrNoHost) {
		t.Errorf("no host: %v", err)
	}
}

// A state file the host cannot read (not JSON, or JSON of other shapes)
// is set aside with a warning: the host starts, and reports nothing lost.
// One it can read, of a host that did not end cleanly, is reported: its
// sessions lost, and ids going on after its.
//
// On a broken host an unreadable state would stop it starting (the hello
// fails) or report sessions that were never there.
func TestStateFileUnreadable(t *testing.T) {
	for _, c := range []struct{ name, state, lost string }{
		{"not JSON", "{\x00garbage", ""},
		{"empty", "", ""},
		{"other shapes", `{"pid":"x","sessions":"none","last_id":-4}`, ""},
		{"sessions of other shapes", `{"sessions":[1,"a",null]}`, ""},
		{"a host killed", `{"pid":1,"version":"test","started":"2026-01-01T00:00:00Z","last_id":7,"sessions":[{"session_id":"s7","command":"cat","pid":0}]}`, "s7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			paths := PathsIn(testDir(t), DefaultName)
			if err := os.WriteFile(paths.State, []byte(c.state), 0o600); err != nil {
				t.Fatal(err)
			}
			h := startMCPHost(t, paths)
			info, err := NewClient(paths, "test", nil).Hello(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			var lost []string
			for _, l := range info.Lost {
				lost = append(lost, l.SessionID)
			}
			if strings.Join(lost, ",") != c.lost {
				t.Errorf("lost %q, want %q (%s)", lost, c.lost, info.LostWhy)
			}
			if c.lost != "" {
				if !strings.Contains(info.LostWhy, "killed or crashed") {
					t.Errorf("why lost: %q", info.LostWhy)
				}
				sessiontest.Need(t, "cat")
				s := openCat(t, h.m)
				if s.ID() != "s8" {
					t.Errorf("the next session is %s, want s8", s.ID())
				}
			}
			// The host's own state replaced it.
			b, _ := os.ReadFile(paths.State)
			var st state
			if err := json.Unmarshal(b, &st); err != nil || st.PID != os.Getpid() {
				t.Errorf("the state file once the host runs: %v %s", err, b)
			}
		})
	}
}

// A session's program is refused whatever it asks, an attach to another
// session included, however often it tries: no person is counted, the
// other session is not touched, and each refused connection is let go
// (the host's goroutines are back where they were).
//
// On a broken host the attach would upgrade (a 101 in the program's
// output, a person counted), or refused connections would pile up.
func TestSessionProcessAttachRefused(t *testing.T) {
	sessiontest.Need(t, "python3", "cat")
	m, paths := testHost(t)
	target := openCat(t, m)
	alive(t, target, "ready")
	baseline := goroutines()
	probe := `
import socket, sys
codes = []
for i in range(20):
    s = socket.socket(socket.AF_UNIX)
    s.connect(sys.argv[1])
    s.sendall(("GET /v1/attach?mode=attach&exclusive=1&size=80x24&session=" + sys.argv[2] +
        " HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: agentty-attach\r\n\r\n").encode())
    out = b""
    while True:
        c = s.recv(65536)
        if not c:
            break
        out += c
    codes.append(out.split(b" ")[1].decode() if out.startswith(b"HTTP/") else "none")
    s.close()
print("codes", " ".join(sorted(set(codes))), len(codes))
`
	script := filepath.Join(t.TempDir(), "probe.py")
	if err := os.WriteFile(script, []byte(probe), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := m.Open(session.Options{Argv: []string{"python3", script, paths.Socket, target.ID()}, Cols: 200, Rows: 10})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.WaitFor(context.Background(), session.Cond{State: session.Exited}, 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if text := strings.Join(v.Lines, "\n"); !strings.Contains(text, "codes 403 20") {
		t.Errorf("a session's program attaching 20 times:\n%s", text)
	}
	if n := people(t, paths); n != 0 {
		t.Errorf("%d people counted", n)
	}
	if _, err := m.CloseSession(s.ID(), true); err != nil {
		t.Error(err)
	}
	alive(t, target, "untouched")
	noLeaks(t, baseline)
}
