package tools_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// mcpMachine is a machine "box" whose session host is another agentty
// server with sessions of its own, reached as the link to a machine
// reaches one: over Streamable HTTP, through an MCP client that declares
// the MCP Apps extension (tools.HandshakeLink, as machine.Fleet's does).
// The machine tests run the same through a real link.
type mcpMachine struct {
	m   *session.Manager
	c   *client.Client
	url string

	mu   sync.Mutex
	lose string // a call whose arguments' JSON holds this is not sent, as if its answer was lost
}

func newMCPMachine(t *testing.T) *mcpMachine {
	t.Helper()
	m := session.NewManager(session.Config{})
	mux := http.NewServeMux()
	mux.Handle("/mcp", server.NewStreamableHTTPServer(tools.NewServer(m, "far"), server.WithStateful(true)))
	srv := httptest.NewServer(mux)
	c, err := client.NewStreamableHttpClient(srv.URL + "/mcp")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	startLink(t, ctx, c, "agentty-machine")
	t.Cleanup(func() {
		_ = c.Close()
		srv.Close()
		_ = m.Close()
	})
	return &mcpMachine{m: m, c: c, url: srv.URL + "/mcp"}
}

// startLink starts c and makes the handshake of a machine's link, as name.
func startLink(t *testing.T, ctx context.Context, c *client.Client, name string) {
	t.Helper()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if err := tools.HandshakeLink(ctx, c, name); err != nil {
		t.Fatal(err)
	}
}

func (f *mcpMachine) Call(ctx context.Context, machine, tool string, args any) (*mcp.CallToolResult, error) {
	if machine != "box" {
		return nil, fmt.Errorf("no machine %s", machine)
	}
	b, _ := json.Marshal(args)
	f.mu.Lock()
	lost := f.lose != "" && strings.Contains(string(b), f.lose)
	if lost {
		f.lose = ""
	}
	f.mu.Unlock()
	if lost {
		return nil, errors.New("machine box: the link dropped")
	}
	return f.c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: tool, Arguments: args}})
}

func (f *mcpMachine) Lists(ctx context.Context) []tools.MachineList {
	res, err := f.Call(ctx, "box", "list_sessions", nil)
	return []tools.MachineList{{Machine: "box", Result: res, Err: err}}
}

func (f *mcpMachine) QuestionURL(machine, id string, _ time.Time) string { return "" }

// screenOf is the text of session id's screen on f.
func (f *mcpMachine) screenOf(t *testing.T, id string) string {
	t.Helper()
	s, err := f.m.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(tools.NewScreen(s.Look(), tools.Full).Lines, "\n")
}

// farAppHarness is an app's harness (appHarness) whose server reaches the
// machine "box" too.
func farAppHarness(t *testing.T, lease time.Duration, protocol string) (*harness, *mcpMachine) {
	t.Helper()
	far := newMCPMachine(t)
	m := session.NewManager(session.Config{})
	h := &harness{t: t, m: m, srv: tools.NewServerLease(m, "test", lease, tools.WithMachines(far))}
	h.c = connectAs(t, h, appsCaps, protocol)
	t.Cleanup(func() {
		_ = h.c.Close()
		_ = m.Close()
	})
	return h, far
}

// The app on a session of another machine works as on one of this host's:
// it shows what the agent typed there, under the id MACHINE:ID the agent
// uses; the person takes it over (the agent's input refused meanwhile,
// another client's app kept out), types, and the program there gets the
// keys; they hand it back and the agent's next result still says what
// changed since its own last one; a secret the agent typed there shows
// masked; a person at a terminal there keeps the
// app out; a hand-back with no answer is made good, and a hold the app
// stopped renewing ends there too.
func TestAppOnAMachine(t *testing.T) {
	sessiontest.Need(t, "bash")
	for _, protocol := range protocols {
		t.Run(protocol, func(t *testing.T) {
			h, far := farAppHarness(t, time.Minute, protocol)
			v := h.open(map[string]any{"machine": "box", "cols": 80, "rows": 12})
			id := v.SessionID
			farID := strings.TrimPrefix(id, "box:")
			if farID == id {
				t.Fatalf("open_session on box answered %q", id)
			}
			h.screen("send_keys", map[string]any{"session_id": id, "keys": "echo agent-$((6*7))<enter>", "expect": "agent-42\n"})

			a := h.app(map[string]any{"session_id": id})
			if a.SessionID != id || !strings.Contains(rows(t, a.Screen), "agent-42") || a.Held || a.Screen.Cols != 80 || !a.Screen.Full {
				t.Fatalf("the app's first view of %s: id %q, held %v, %d cols:\n%s", id, a.SessionID, a.Held, a.Screen.Cols, rows(t, a.Screen))
			}
			h.takeOver(id)
			if msg := h.refused("send_text", map[string]any{"session_id": id, "text": "echo agent", "enter": true}); !strings.Contains(msg, "machine box") || !strings.Contains(msg, "taken over") {
				t.Fatalf("the agent's text while the person holds the session: %s", msg)
			}
			// Another client's app sees it held, and may neither take it
			// nor type into it.
			other := connectAs(t, h, appsCaps, protocol)
			otherApp := func(args map[string]any) (tools.AppView, *mcp.CallToolResult) {
				res, err := other.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "app_session", Arguments: args}})
				if err != nil {
					t.Fatal(err)
				}
				var w tools.AppView
				_ = tools.Decode(res, &w)
				return w, res
			}
			if w, res := otherApp(map[string]any{"session_id": id, "hold": true, "keys": "echo other<enter>"}); !res.IsError || w.Held || !strings.Contains(tools.Text(res), "another view") {
				t.Fatalf("another client's take-over: held %v: %s", w.Held, tools.Text(res))
			}
			if w, res := otherApp(map[string]any{"session_id": id, "hold": false}); !res.IsError || w.Held || !strings.Contains(tools.Text(res), "another view, which alone hands it back") {
				t.Fatalf("another client's hand-back of what it does not hold: held %v: %s", w.Held, tools.Text(res))
			}

			h.app(map[string]any{"session_id": id, "keys": "echo person-$((5*5))"})
			h.app(map[string]any{"session_id": id, "paste": " pasted"})
			a = h.app(map[string]any{"session_id": id, "keys": "<enter>"})
			sessiontest.Eventually(t, 30*time.Second, "the program there to get the person's keys", func() bool {
				return strings.Contains(far.screenOf(t, farID), "person-25 pasted\n")
			})
			for !strings.Contains(rows(t, a.Screen), "person-25 pasted\n") {
				a = h.app(map[string]any{"session_id": id, "since": a.Screen.Rev})
			}
			if !a.Held {
				t.Fatal("the person's hold ended while they typed")
			}

			a = h.app(map[string]any{"session_id": id, "hold": false})
			if a.Held || len(a.Attached) != 0 {
				t.Fatalf("after handing back: held %v, attached %+v", a.Held, a.Attached)
			}
			d := h.screen("read_screen", map[string]any{"session_id": id, "delta": true})
			changed := strings.Join(d.NewHistory, "\n")
			for _, r := range d.ChangedRows {
				changed += "\n" + r.Text
			}
			if !d.Changed || !strings.Contains(changed, "person-25 pasted") {
				t.Fatalf("the agent's read after the person: changed %v, rows:\n%s", d.Changed, changed)
			}
			h.screen("send_text", map[string]any{"session_id": id, "text": "echo agent-again", "enter": true, "expect": "agent-again\n"})
			h.secretMasked(id)

			// A person at a terminal there keeps the app out; once they
			// detach, the app takes it over.
			s, err := far.m.Get(farID)
			if err != nil {
				t.Fatal(err)
			}
			p, err := s.Attach("terminal", true, false)
			if err != nil {
				t.Fatal(err)
			}
			if _, res := h.appCall(map[string]any{"session_id": id, "hold": true}); !res.IsError || !strings.HasPrefix(tools.Text(res), "machine box: ") || !strings.Contains(tools.Text(res), "taken over") {
				t.Fatalf("taking over a session held at a terminal there: %s", tools.Text(res))
			}
			p.Detach()
			if a := h.app(map[string]any{"session_id": id, "hold": true}); !a.Held {
				t.Fatal("the app could not take the session over once the terminal there detached")
			}
			h.app(map[string]any{"session_id": id, "hold": false})
		})
	}
	// A hand-back whose answer was lost: the next view of the session
	// hands it back there. A hold there that is not this host's (another
	// client of the machine's host) is left alone.
	t.Run("lost", func(t *testing.T) {
		h, far := farAppHarness(t, time.Minute, mcp.LATEST_PROTOCOL_VERSION)
		id := h.open(map[string]any{"machine": "box"}).SessionID
		h.app(map[string]any{"session_id": id, "hold": true})
		far.mu.Lock()
		far.lose = `"hold":false`
		far.mu.Unlock()
		if _, res := h.appCall(map[string]any{"session_id": id, "hold": false}); !res.IsError {
			t.Fatalf("a hand-back with no answer: %s", tools.Text(res))
		}
		h.refused("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"})
		if a := h.app(map[string]any{"session_id": id}); a.Held || len(a.Attached) != 0 {
			t.Fatalf("the view after the lost hand-back: held %v, attached %+v", a.Held, a.Attached)
		}
		h.screen("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"})

		there, err := client.NewStreamableHttpClient(far.url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = there.Close() })
		startLink(t, context.Background(), there, "another-client")
		farID := strings.TrimPrefix(id, "box:")
		if res, err := there.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "app_session",
			Arguments: map[string]any{"session_id": farID, "hold": true}}}); err != nil || res.IsError {
			t.Fatalf("another client's take-over there: %v %v", err, res)
		}
		if a := h.app(map[string]any{"session_id": id}); a.Held {
			t.Fatal("this host's app holds what another client took there")
		}
		h.refused("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"})
	})
	t.Run("lease", func(t *testing.T) {
		h, _ := farAppHarness(t, time.Second, mcp.LATEST_PROTOCOL_VERSION)
		id := h.open(map[string]any{"machine": "box"}).SessionID
		h.app(map[string]any{"session_id": id, "hold": true})
		h.refused("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"})
		sessiontest.Eventually(t, 30*time.Second, "the hold there to end at the lease here", func() bool {
			return !h.call("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"}).IsError
		})
	})
}

// TestAppFarSpelledOut: whatever a machine's host puts in its view of a
// session (escapes in its id, labels and cells, colours that are not
// colours, rows past its screen, cells that do not fit) comes to the app
// spelled out and checked, named MACHINE:ID, within MaxResultBytes; a
// screen no terminal has is refused, naming the machine.
func TestAppFarSpelledOut(t *testing.T) {
	runs := func(text, fg string) json.RawMessage {
		b, _ := json.Marshal([]map[string]any{{"t": text, "n": 5000, "fg": fg, "bg": "#00ff00", "a": 255, "u": 9, "uc": "url(x)"}})
		return b
	}
	var lines []map[string]any
	lines = append(lines, map[string]any{"y": 0, "runs": runs("$ "+hostile, "red;background:url(http://x)")})
	for y := 1; y < 400; y++ {
		lines = append(lines, map[string]any{"y": y, "runs": runs(strings.Repeat("\x1b", 4000), "#ABCDEF")})
	}
	cols, rows := 200, 400
	far := &farSide{answer: func(tool string) (*mcp.CallToolResult, error) {
		view := map[string]any{"session_id": "s1" + hostile, "name": hostile, "program": hostile, "state": "running" + hostile,
			"mode": hostile, "mode_detail": hostile, "title": hostile, "exit_signal": hostile, "held": true,
			"attached": []any{map[string]any{"who": "app" + hostile, "since": hostile, "exclusive": true}},
			"screen": map[string]any{"full": true, "cols": cols, "rows": rows, "lines": lines, "rev": 7, "history": -3, "cut": hostile,
				"cursor": map[string]any{"row": 1, "col": 1, "visible": true}}}
		return mcp.NewToolResultStructured(view, hostile), nil
	}}
	m := session.NewManager(session.DefaultConfig())
	t.Cleanup(func() { m.Close() })
	h := &harness{t: t, m: m, srv: tools.NewServer(m, "test", tools.WithMachines(far))}
	h.c = connectAs(t, h, appsCaps, mcp.LATEST_PROTOCOL_VERSION)

	v, res := h.appCall(map[string]any{"session_id": "box:s1", "hold": true})
	if res.IsError {
		t.Fatalf("app_session: %s", tools.Text(res))
	}
	if want := `box app_session {"session_id":"s1","hold":true}`; far.last() != want {
		t.Errorf("sent %s; want %s", far.last(), want)
	}
	if b, _ := json.Marshal(res); len(b) > tools.MaxResultBytes {
		t.Errorf("the result is %d bytes, over MaxResultBytes", len(b))
	}
	if r, ok := clean(tools.Text(res), true); !ok || !strings.HasPrefix(tools.Text(res), "[box:s1\\x1b]52;") {
		t.Errorf("the text holds %U or does not name box:s1: %.200q", r, tools.Text(res))
	}
	var sc any
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &sc)
	walk(sc, "", func(key, s string) {
		if r, ok := clean(s, false); !ok {
			t.Errorf("a string of the view holds %U: %.200q", r, s)
		}
	})
	// The cells' runs, within the row, in colours or none.
	for _, l := range v.Screen.Lines {
		var st []map[string]any
		if err := json.Unmarshal(l.Runs, &st); err != nil {
			t.Fatal(err)
		}
		for _, r := range st {
			walk(r, "", func(key, s string) {
				if r, ok := clean(s, false); !ok {
					t.Errorf("row %d holds %U: %.100q", l.Y, r, s)
				}
			})
			if n, _ := r["n"].(float64); n > float64(cols) {
				t.Errorf("row %d: a stretch of %v cells in a row of %d", l.Y, n, cols)
			}
			if fg, _ := r["fg"].(string); fg != "" && fg != "#ABCDEF" {
				t.Errorf("row %d: colour %q", l.Y, fg)
			}
			if r["uc"] != nil || r["a"].(float64) > 7 || r["u"].(float64) > 5 {
				t.Errorf("row %d: %v", l.Y, r)
			}
		}
	}
	if !strings.HasPrefix(v.SessionID, "box:s1\\x1b]52;") || !v.Held || v.Screen.Cut == "" || v.Screen.History != 0 {
		t.Errorf("the view: id %.40q, held %v, cut %q, history %d", v.SessionID, v.Held, v.Screen.Cut, v.Screen.History)
	}

	// A screen no terminal has, a row past it: refused, naming the machine.
	for _, size := range [][2]int{{100000, 24}, {80, 0}} {
		cols, rows = size[0], size[1]
		if _, res := h.appCall(map[string]any{"session_id": "box:s1"}); !res.IsError || !strings.HasPrefix(tools.Text(res), "machine box answered with a view") {
			t.Errorf("a view of %dx%d: %s", cols, rows, tools.Text(res))
		}
	}
	cols, rows = 80, 24
	if _, res := h.appCall(map[string]any{"session_id": "box:s1"}); !res.IsError || !strings.Contains(tools.Text(res), "row 24 of a screen of 24") {
		t.Errorf("a view with rows past its screen: %s", tools.Text(res))
	}
}
