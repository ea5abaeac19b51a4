package tools_test

import (
	"context"
	"encoding/json"
	"maps"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// appsCaps is what a client that renders MCP Apps declares.
var appsCaps = mcp.ClientCapabilities{Extensions: map[string]any{
	"io.modelcontextprotocol/ui": map[string]any{"mimeTypes": []string{"text/html;profile=mcp-app"}},
}}

// protocols are the eras a client may speak: capabilities declared once
// at initialize, or on every request (2026-07-28).
var protocols = []string{mcp.LATEST_PROTOCOL_VERSION, mcp.LATEST_LEGACY_PROTOCOL_VERSION}

// appHarness is a harness whose server ends a person's hold through the
// app after lease without a call, its client an MCP Apps host speaking
// protocol.
func appHarness(t *testing.T, lease time.Duration, protocol string) *harness {
	t.Helper()
	m := session.NewManager(session.Config{})
	h := &harness{t: t, m: m, srv: tools.NewServerLease(m, "test", lease)}
	h.c = connectAs(t, h, appsCaps, protocol)
	t.Cleanup(func() {
		_ = h.c.Close()
		_ = m.Close()
	})
	return h
}

// connectAs is another client of h's server, declaring caps and speaking
// protocol; it closes when the test ends.
func connectAs(t *testing.T, h *harness, caps mcp.ClientCapabilities, protocol string) *client.Client {
	t.Helper()
	c, err := client.NewInProcessClient(h.srv)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: protocol, Capabilities: caps, ClientInfo: mcp.Implementation{Name: "agentty-app-test", Version: "1"},
	}}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// listTools is tools/list as c gets it, and its size in characters.
func listTools(t *testing.T, c *client.Client) ([]mcp.Tool, int) {
	t.Helper()
	res, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(res)
	return res.Tools, utf8.RuneCount(raw)
}

// uiMeta is a tool's _meta.ui, as a client reads it off the wire.
func uiMeta(t *testing.T, tool mcp.Tool) map[string]any {
	t.Helper()
	b, _ := json.Marshal(tool)
	var w struct {
		Meta map[string]any `json:"_meta"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		t.Fatal(err)
	}
	ui, _ := w.Meta["ui"].(map[string]any)
	return ui
}

// A client that does not declare MCP Apps sees nothing of the app: no
// _meta on any tool, no app-only tool (nor may it call one), no ui://
// resource listed (nor may it read one).
func TestAppUnseenWithoutTheExtension(t *testing.T) {
	for _, protocol := range protocols {
		t.Run(protocol, func(t *testing.T) {
			h := newHarness(t, session.Config{})
			c := connectAs(t, h, mcp.ClientCapabilities{}, protocol)
			if ext := c.GetServerCapabilities().Extensions; len(ext) != 0 {
				t.Errorf("a client without MCP Apps is told of the server's extensions %v", ext)
			}
			list, n := listTools(t, c)
			t.Logf("tools/list without the extension: %d characters, %d tools", n, len(list))
			for _, tool := range list {
				b, _ := json.Marshal(tool)
				if tool.Name == "app_session" || strings.Contains(string(b), `"_meta"`) || strings.Contains(string(b), "ui://") {
					t.Errorf("a client without MCP Apps is shown %s", b)
				}
			}
			var req mcp.CallToolRequest
			req.Params.Name = "app_session"
			req.Params.Arguments = map[string]any{"session_id": "s1"}
			if res, err := c.CallTool(context.Background(), req); err == nil {
				t.Errorf("app_session answered a client without MCP Apps: %s", tools.Text(res))
			}
			res, err := c.ListResources(context.Background(), mcp.ListResourcesRequest{})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range res.Resources {
				if strings.HasPrefix(r.URI, "ui://") {
					t.Errorf("a client without MCP Apps is listed %s", r.URI)
				}
			}
			if rres, err := c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: tools.AppURI}}); err == nil {
				t.Errorf("a client without MCP Apps read %s: %d contents", tools.AppURI, len(rres.Contents))
			}
		})
	}
}

// A client that renders MCP Apps is told where open_session's and
// read_screen's results are shown, is given app_session as the app's alone,
// and reads one self-contained page; tools/list stays under its bound with
// the app-only tool in it, and the model's part of it too.
func TestAppDeclared(t *testing.T) {
	for _, protocol := range protocols {
		t.Run(protocol, func(t *testing.T) {
			h := appHarness(t, time.Minute, protocol)
			if _, ok := h.c.GetServerCapabilities().Extensions["io.modelcontextprotocol/ui"]; !ok {
				t.Errorf("the server's capabilities do not name the extension: %+v", h.c.GetServerCapabilities())
			}
			list, n := listTools(t, h.c)
			model := 0
			for _, tool := range list {
				ui := uiMeta(t, tool)
				vis, _ := ui["visibility"].([]any)
				switch tool.Name {
				case "open_session", "read_screen":
					if ui["resourceUri"] != tools.AppURI || vis != nil {
						t.Errorf("%s's _meta.ui is %v, want resourceUri %s", tool.Name, ui, tools.AppURI)
					}
				case "app_session":
					if len(vis) != 1 || vis[0] != "app" {
						t.Errorf("app_session's _meta.ui is %v, want visibility [app]", ui)
					}
					continue
				default:
					if ui != nil {
						t.Errorf("%s names the app: %v", tool.Name, ui)
					}
				}
				b, _ := json.Marshal(tool)
				model += utf8.RuneCount(b) + 1
			}
			t.Logf("tools/list with the extension: %d characters, %d tools; the model's tools %d characters", n, len(list), model)
			if n > maxToolsList || model > maxToolsList {
				t.Errorf("tools/list is %d characters (the model's %d), over %d", n, model, maxToolsList)
			}
			if !containsTool(list, "app_session") {
				t.Fatal("no app_session")
			}

			lres, err := h.c.ListResources(context.Background(), mcp.ListResourcesRequest{})
			if err != nil {
				t.Fatal(err)
			}
			listed := false
			for _, r := range lres.Resources {
				listed = listed || (r.URI == tools.AppURI && r.MIMEType == "text/html;profile=mcp-app")
			}
			if !listed {
				t.Errorf("resources/list does not list %s: %+v", tools.AppURI, lres.Resources)
			}
			rres, err := h.c.ReadResource(context.Background(), mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: tools.AppURI}})
			if err != nil {
				t.Fatal(err)
			}
			if len(rres.Contents) != 1 {
				t.Fatalf("%d contents, want 1", len(rres.Contents))
			}
			page, ok := rres.Contents[0].(mcp.TextResourceContents)
			if !ok || page.MIMEType != "text/html;profile=mcp-app" || page.URI != tools.AppURI {
				t.Fatalf("the page is %T %+v", rres.Contents[0], rres.Contents[0])
			}
			selfContained(t, page.Text)
		})
	}
}

func containsTool(list []mcp.Tool, name string) bool {
	for _, t := range list {
		if t.Name == name {
			return true
		}
	}
	return false
}

// selfContained fails the test when page loads anything: a script, style,
// image, font or frame from any address, or opens a connection.
func selfContained(t *testing.T, page string) {
	t.Helper()
	if !strings.HasPrefix(page, "<!doctype html>") || !strings.Contains(page, "</html>") {
		t.Errorf("the page is no HTML document: %.80q", page)
	}
	for _, re := range []string{`(?i)<script[^>]*\ssrc\s*=`, `(?i)<link\b`, `(?i)<(img|iframe|frame|object|embed|audio|video|source)\b`,
		`(?i)@import`, `(?i)url\s*\(`, `(?i)https?://`, `(?i)\bfetch\s*\(`, `(?i)XMLHttpRequest`, `(?i)WebSocket`, `(?i)EventSource`} {
		if m := regexp.MustCompile(re).FindString(page); m != "" {
			t.Errorf("the page holds %q (%s): it must load nothing", m, re)
		}
	}
	if strings.Count(page, "<script>") != 1 || strings.Count(page, "</script>") != 1 {
		t.Errorf("the page has %d scripts, want its one inline script", strings.Count(page, "<script"))
	}
}

// appCall calls app_session as the app's view does: with the token its
// take-over answered while it holds the session (unless args name a
// holder); a JSON-RPC error fails the test.
func (h *harness) appCall(args map[string]any) (tools.AppView, *mcp.CallToolResult) {
	h.t.Helper()
	id, _ := args["session_id"].(string)
	if _, ok := args["holder"]; !ok && h.holders[id] != "" {
		args = maps.Clone(args)
		args["holder"] = h.holders[id]
	}
	res := h.call("app_session", args)
	var v tools.AppView
	if res.StructuredContent != nil {
		h.decode(res, &v)
		if h.holders == nil {
			h.holders = map[string]string{}
		}
		if v.Held {
			h.holders[id] = v.Holder
		} else if args["hold"] != nil || args["since"] == nil {
			delete(h.holders, id)
		}
	}
	return v, res
}

// app is app_session that must succeed.
func (h *harness) app(args map[string]any) tools.AppView {
	h.t.Helper()
	v, res := h.appCall(args)
	if res.IsError {
		h.t.Fatalf("app_session(%v): %s", args, tools.Text(res))
	}
	return v
}

// rows is the text of a painted screen, a line a row.
func rows(t testing.TB, u tools.ScreenUpdate) string {
	t.Helper()
	lines := make([]string, u.Rows)
	for _, l := range u.Lines {
		var runs []struct {
			Text string `json:"t"`
		}
		if err := json.Unmarshal(l.Runs, &runs); err != nil {
			t.Fatal(err)
		}
		for _, r := range runs {
			lines[l.Y] += r.Text
		}
		lines[l.Y] = strings.TrimRight(lines[l.Y], " ")
	}
	return strings.Join(lines, "\n")
}

// takeOver takes session id over in the app: keys before that are
// refused, then the agent reads (its deltas are measured from here), then
// the app holds the session alone.
func (h *harness) takeOver(id string) tools.AppView {
	h.t.Helper()
	if _, res := h.appCall(map[string]any{"session_id": id, "keys": "echo no<enter>"}); !res.IsError || !strings.Contains(tools.Text(res), "hold: true") {
		h.t.Fatalf("keys before holding: %s", tools.Text(res))
	}
	h.screen("read_screen", map[string]any{"session_id": id})
	a := h.app(map[string]any{"session_id": id, "hold": true})
	if !a.Held || len(a.Attached) != 1 || a.Attached[0].Who != "app" || !a.Attached[0].Exclusive {
		h.t.Fatalf("after taking over: held %v, attached %+v", a.Held, a.Attached)
	}
	return a
}

// secretMasked checks that a secret the agent types in shell session id
// shows masked in the app too.
func (h *harness) secretMasked(id string) {
	h.t.Helper()
	h.screen("send_keys", map[string]any{"session_id": id, "keys": "cat<enter>"})
	h.screen("send_text", map[string]any{"session_id": id, "text": "hunter2-secret", "secret": true, "enter": true})
	a := h.app(map[string]any{"session_id": id})
	if raw, _ := json.Marshal(a); strings.Contains(string(raw), "hunter2") {
		h.t.Fatalf("the app was sent the secret:\n%s", rows(h.t, a.Screen))
	}
	h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})
}

// The app follows a session as a person's window does: it shows what the
// agent typed, waits for the screen to change past the revision it has,
// holds the session (the agent's input refused meanwhile) and types into
// it, the program gets the keys, and it hands it back; through all of it
// the agent's next result still says what changed since its own last one.
// Secrets are masked in what the app is sent.
func TestAppTakesOverAndHandsBack(t *testing.T) {
	for _, protocol := range protocols {
		t.Run(protocol, func(t *testing.T) {
			sessiontest.Need(t, "bash")
			h := appHarness(t, time.Minute, protocol)
			v := h.open(map[string]any{"cols": 80, "rows": 12})
			id := v.SessionID
			h.screen("send_keys", map[string]any{"session_id": id, "keys": "echo agent-$((6*7))<enter>", "expect": "agent-42\n"})

			a := h.app(map[string]any{"session_id": id})
			if !a.Screen.Full || !strings.Contains(rows(t, a.Screen), "agent-42") || a.Held || a.State == "" || a.Screen.Cols != 80 {
				t.Fatalf("the app's first view: full %v, held %v, state %q, %d cols:\n%s", a.Screen.Full, a.Held, a.State, a.Screen.Cols, rows(t, a.Screen))
			}

			// A wait past the revision the app has ends when the agent
			// types.
			since := a.Screen.Rev
			got := make(chan tools.AppView, 1)
			go func() {
				res, err := h.callCtx(context.Background(), "app_session", map[string]any{"session_id": id, "since": since})
				var w tools.AppView
				if err == nil && !res.IsError {
					_ = tools.Decode(res, &w)
				}
				got <- w
			}()
			h.screen("send_keys", map[string]any{"session_id": id, "keys": "echo later-$((7*7))<enter>", "expect": "later-49\n"})
			select {
			case w := <-got:
				if w.Screen.Rev == since {
					t.Fatalf("the app's wait ended without a change (rev %d)", since)
				}
			case <-time.After(2 * time.Minute):
				t.Fatal("the app's wait did not end")
			}

			h.takeOver(id)
			if msg := h.refused("send_keys", map[string]any{"session_id": id, "keys": "echo agent<enter>"}); !strings.Contains(msg, "taken over") || !strings.Contains(msg, "from an app") {
				t.Fatalf("the agent's keys while the person holds the session: %s", msg)
			}
			// A refused key leaves the person holding the session, and
			// the answer says so with the view.
			if w, res := h.appCall(map[string]any{"session_id": id, "keys": "<nokey>"}); !res.IsError || !strings.Contains(tools.Text(res), "nothing was sent") || !w.Held || w.Screen.Rows == 0 {
				t.Fatalf("an unknown key: held %v, %d rows: %s", w.Held, w.Screen.Rows, tools.Text(res))
			}
			h.app(map[string]any{"session_id": id, "keys": "echo person-$((5*5))"})
			h.app(map[string]any{"session_id": id, "paste": " pasted", "keys": ""})
			a = h.app(map[string]any{"session_id": id, "keys": "<enter>"})
			for !strings.Contains(rows(t, a.Screen), "person-25 pasted\n") {
				a = h.app(map[string]any{"session_id": id, "since": a.Screen.Rev})
			}

			a = h.app(map[string]any{"session_id": id, "hold": false})
			if a.Held || len(a.Attached) != 0 {
				t.Fatalf("after handing back: held %v, attached %+v", a.Held, a.Attached)
			}
			// The app read the screen many times; the agent's next result
			// still has what changed since the agent's last.
			d := h.screen("read_screen", map[string]any{"session_id": id, "delta": true})
			changed := ""
			for _, r := range d.ChangedRows {
				changed += r.Text + "\n"
			}
			if !d.Changed || !strings.Contains(changed+strings.Join(d.NewHistory, "\n"), "person-25 pasted") || d.HandedBack == nil || d.HandedBack.Who != "app" {
				t.Fatalf("the agent's read after the person: changed %v, handback %+v, rows:\n%s", d.Changed, d.HandedBack, changed)
			}
			h.screen("send_keys", map[string]any{"session_id": id, "keys": "echo agent-again<enter>", "expect": "agent-again\n"})

			h.secretMasked(id)

			// Another person holding the session keeps the app out.
			s, err := h.m.Get(id)
			if err != nil {
				t.Fatal(err)
			}
			p, err := s.Attach("terminal", true, false)
			if err != nil {
				t.Fatal(err)
			}
			if _, res := h.appCall(map[string]any{"session_id": id, "hold": true}); !res.IsError || !strings.Contains(tools.Text(res), "taken over") {
				t.Fatalf("taking over a session held at a terminal: %s", tools.Text(res))
			}
			p.Detach()
		})
	}
}

// A hold ends when the app stops calling (its lease) and when its client
// goes: the agent may type again.
func TestAppHoldEnds(t *testing.T) {
	sessiontest.Need(t, "bash")
	t.Run("lease", func(t *testing.T) {
		h := appHarness(t, time.Second, mcp.LATEST_PROTOCOL_VERSION)
		id := h.open(map[string]any{}).SessionID
		h.app(map[string]any{"session_id": id, "hold": true})
		h.refused("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"})
		sessiontest.Eventually(t, 30*time.Second, "the hold to end at its lease", func() bool {
			return !h.call("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"}).IsError
		})
	})
	t.Run("client", func(t *testing.T) {
		// A lease longer than the wait below: only the client's end
		// hands the session back in time.
		h := appHarness(t, 10*time.Minute, mcp.LATEST_PROTOCOL_VERSION)
		id := h.open(map[string]any{}).SessionID
		other := connectAs(t, h, appsCaps, mcp.LATEST_LEGACY_PROTOCOL_VERSION)
		var req mcp.CallToolRequest
		req.Params.Name = "app_session"
		req.Params.Arguments = map[string]any{"session_id": id, "hold": true}
		if res, err := other.CallTool(context.Background(), req); err != nil || res.IsError {
			t.Fatalf("the other app's take-over: %v %v", err, res)
		}
		h.refused("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"})
		_ = other.Close()
		sessiontest.Eventually(t, 30*time.Second, "the hold to end with its client", func() bool {
			return !h.call("send_keys", map[string]any{"session_id": id, "keys": "true<enter>"}).IsError
		})
	})
}

// In protocol 2026-07-28 no MCP session tells one client from another: a
// hold is its view's alone all the same. Another stateless client can
// neither type into the session, nor hand it back, nor take it; a token it
// makes up is refused; its watching does not keep the hold alive (the hold
// ends at its lease while the other client still calls); the holding view
// types, with its token. The same holds for a client of an earlier
// protocol beside it.
func TestAppHoldIsItsViews(t *testing.T) {
	sessiontest.Need(t, "cat")
	for _, protocol := range protocols {
		t.Run(protocol, func(t *testing.T) {
			h := appHarness(t, 2*time.Second, mcp.LATEST_PROTOCOL_VERSION)
			id := h.open(map[string]any{"argv": []string{"cat"}}).SessionID
			a := h.app(map[string]any{"session_id": id, "hold": true})
			if !a.Held || len(a.Holder) < 40 {
				t.Fatalf("the take-over: held %v, holder %q", a.Held, a.Holder)
			}
			other := connectAs(t, h, appsCaps, protocol)
			otherApp := func(args map[string]any) (tools.AppView, *mcp.CallToolResult) {
				t.Helper()
				res, err := other.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "app_session", Arguments: args}})
				if err != nil {
					t.Fatal(err)
				}
				var w tools.AppView
				_ = tools.Decode(res, &w)
				return w, res
			}
			for _, args := range []map[string]any{
				{"session_id": id, "keys": "other<enter>"},
				{"session_id": id, "keys": "guessed<enter>", "holder": strings.Repeat("A", len(a.Holder))},
				{"session_id": id, "hold": false},
				{"session_id": id, "hold": true},
			} {
				if w, res := otherApp(args); !res.IsError || w.Held || w.Holder != "" {
					t.Errorf("another client's %v: held %v, holder %q: %s", args, w.Held, w.Holder, tools.Text(res))
				}
			}
			if w, _ := otherApp(map[string]any{"session_id": id}); w.Held || w.Holder != "" || len(w.Attached) != 1 || !w.Attached[0].Exclusive {
				t.Errorf("another client's view: held %v, holder %q, attached %+v", w.Held, w.Holder, w.Attached)
			}
			h.app(map[string]any{"session_id": id, "keys": "mine<enter>"})
			h.until(id, time.Minute, "the holder's keys", func(v tools.Screen) bool { return strings.Contains(strings.Join(v.Lines, "\n"), "mine\nmine") })
			if v := h.screen("read_screen", map[string]any{"session_id": id}); strings.Contains(strings.Join(v.Lines, "\n"), "other") || strings.Contains(strings.Join(v.Lines, "\n"), "guessed") {
				t.Fatalf("another client's keys reached the program:\n%s", strings.Join(v.Lines, "\n"))
			}
			// The holding view stops calling; the other client watches on:
			// the hold ends at its lease.
			sessiontest.Eventually(t, time.Minute, "the hold to end at its lease while another client watches", func() bool {
				otherApp(map[string]any{"session_id": id})
				return !h.call("send_keys", map[string]any{"session_id": id, "keys": "agent<enter>"}).IsError
			})
		})
	}
}
