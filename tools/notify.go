package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

// Sessions as MCP resources, and notifications about them.
//
// Each open session's screen is a text resource, agentty://sessions/ID/screen
// (listed while the session is open; subscribable). A client subscribed to
// it gets notifications/resources/updated when the screen changes, at most
// once every resourceGap. When a session needs a person while the agent
// waits on no call of it — a password prompt the agent has not been shown,
// or an exit — every client gets a logging message of level notice naming
// it (unless it asked for a higher level), and its subscribers the update.

// resourceGap bounds how often a subscriber hears that a screen changed.
const resourceGap = time.Second

const screenURIPrefix = "agentty://sessions/"

func screenURI(id string) string { return screenURIPrefix + id + "/screen" }

// notifier tells the clients of srv about the sessions of m.
type notifier struct {
	srv *server.MCPServer
	m   *session.Manager

	mu      sync.Mutex                  // guards every field below
	clients map[string]bool             // client sessions that are registered
	levels  map[string]mcp.LoggingLevel // the level each client asked for, if it did
	subs    map[string]map[string]bool  // client session -> subscribed URIs
	listed  map[string]bool             // sessions listed as resources
	sent    map[string]time.Time        // session -> last resources/updated
	later   map[string]*time.Timer      // session -> an update held back by resourceGap
}

// newHooks returns the hooks the notifier needs, to be given to the server
// before it is made; attach then binds it to the server.
func newNotifier(m *session.Manager) (*notifier, *server.Hooks) {
	n := &notifier{m: m, clients: map[string]bool{}, levels: map[string]mcp.LoggingLevel{},
		subs: map[string]map[string]bool{}, listed: map[string]bool{}, sent: map[string]time.Time{}, later: map[string]*time.Timer{}}
	h := &server.Hooks{}
	h.AddOnRegisterSession(func(ctx context.Context, cs server.ClientSession) {
		n.mu.Lock()
		n.clients[cs.SessionID()] = true
		n.mu.Unlock()
	})
	h.AddOnUnregisterSession(func(ctx context.Context, cs server.ClientSession) {
		n.mu.Lock()
		delete(n.clients, cs.SessionID())
		delete(n.levels, cs.SessionID())
		delete(n.subs, cs.SessionID())
		n.mu.Unlock()
	})
	h.AddAfterSetLevel(func(ctx context.Context, id any, req *mcp.SetLevelRequest, _ *mcp.EmptyResult) {
		if cs := server.ClientSessionFromContext(ctx); cs != nil {
			n.mu.Lock()
			n.levels[cs.SessionID()] = req.Params.Level
			n.mu.Unlock()
		}
	})
	// A subscription is taken only for the screen of an open session: any
	// other URI is refused before it is kept, so that what a client
	// subscribes to costs the server no more than its sessions.
	h.AddOnRequestInitialization(func(ctx context.Context, id any, message any) error {
		return n.checkSubscribe(message)
	})
	h.AddAfterSubscribe(func(ctx context.Context, id any, req *mcp.SubscribeRequest, _ *mcp.EmptyResult) {
		if _, ok := n.sessionOf(req.Params.URI); !ok {
			return // checkSubscribe refused it; the session may have closed since
		}
		if cs := server.ClientSessionFromContext(ctx); cs != nil {
			n.mu.Lock()
			if n.subs[cs.SessionID()] == nil {
				n.subs[cs.SessionID()] = map[string]bool{}
			}
			n.subs[cs.SessionID()][req.Params.URI] = true
			n.mu.Unlock()
		}
	})
	h.AddAfterUnsubscribe(func(ctx context.Context, id any, req *mcp.UnsubscribeRequest, _ *mcp.EmptyResult) {
		if cs := server.ClientSessionFromContext(ctx); cs != nil {
			n.mu.Lock()
			delete(n.subs[cs.SessionID()], req.Params.URI)
			n.mu.Unlock()
		}
	})
	return n, h
}

// checkSubscribe refuses a resources/subscribe (message, as it came) whose
// URI is not the screen of an open session, naming the URIs it takes.
func (n *notifier) checkSubscribe(message any) error {
	// Only a message that may name the method is read: one that has
	// "subscribe" in it, or a JSON escape (\u0065 is an e).
	raw, ok := message.(json.RawMessage)
	if !ok || !bytes.Contains(raw, []byte("subscribe")) && !bytes.Contains(raw, []byte(`\u`)) {
		return nil
	}
	var m struct {
		Method string `json:"method"`
		Params struct {
			URI string `json:"uri"`
		} `json:"params"`
	}
	if json.Unmarshal(raw, &m) != nil || m.Method != string(mcp.MethodResourcesSubscribe) {
		return nil
	}
	if _, ok := n.sessionOf(m.Params.URI); ok {
		return nil
	}
	var open []string
	for _, i := range n.m.List() {
		open = append(open, screenURI(i.SessionID))
	}
	list := "none is open"
	if len(open) > 0 {
		list = "open: " + strings.Join(open, ", ")
	}
	return fmt.Errorf("no resource %s to subscribe to: subscriptions are taken for %sID/screen of an open session (%s)",
		session.QuoteCut(m.Params.URI, 80), screenURIPrefix, list)
}

// sessionOf is the id of the open session whose screen uri names.
func (n *notifier) sessionOf(uri string) (string, bool) {
	id, ok := strings.CutPrefix(uri, screenURIPrefix)
	id, ok2 := strings.CutSuffix(id, "/screen")
	if !ok || !ok2 || id == "" || strings.Contains(id, "/") {
		return "", false
	}
	if _, err := n.m.Get(id); err != nil {
		return "", false
	}
	return id, true
}

// attach serves the screen resources on srv and follows the sessions until
// the manager closes.
func (n *notifier) attach(srv *server.MCPServer) {
	n.srv = srv
	srv.AddResourceTemplate(
		mcp.NewResourceTemplate(screenURIPrefix+"{id}/screen", "session screen",
			mcp.WithTemplateDescription("A session's screen as text, as read_screen renders it (header line, then the rows)"),
			mcp.WithTemplateMIMEType("text/plain")),
		n.read)
	n.m.Watch(n.change)
}

// read answers resources/read of a screen without changing what the
// agent's next result says changed.
func (n *notifier) read(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	uri := req.Params.URI
	id, ok := strings.CutPrefix(uri, screenURIPrefix)
	id, ok2 := strings.CutSuffix(id, "/screen")
	if !ok || !ok2 || id == "" {
		return nil, fmt.Errorf("no resource %q; session screens are %sID/screen", uri, screenURIPrefix)
	}
	s, err := n.m.Get(id)
	if err != nil {
		return nil, err
	}
	v := s.Look()
	v.Changed = true // a resource is the whole screen, whatever the agent saw
	w := NewScreen(v, Full)
	w.Whole = true // and the whole header, the session named
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: uri, MIMEType: "text/plain", Text: Render(w)}}, nil
}

// change takes a session's change from the manager's watcher.
func (n *notifier) change(c session.Change) {
	uri := screenURI(c.SessionID)
	n.mu.Lock()
	listed := n.listed[c.SessionID]
	switch {
	case c.Gone:
		delete(n.listed, c.SessionID)
		delete(n.sent, c.SessionID)
		for _, uris := range n.subs {
			delete(uris, uri)
		}
		if t := n.later[c.SessionID]; t != nil {
			t.Stop()
			delete(n.later, c.SessionID)
		}
	case !listed:
		n.listed[c.SessionID] = true
	}
	n.mu.Unlock()
	switch {
	case c.Gone:
		n.srv.DeleteResources(uri)
	case !listed:
		label := c.Info.Program
		if c.Info.Name != "" {
			label = c.Info.Name + " (" + label + ")"
		}
		n.srv.AddResource(mcp.NewResource(uri, "screen of "+c.SessionID+" "+label,
			mcp.WithResourceDescription("session "+c.SessionID+"'s screen, live"), mcp.WithMIMEType("text/plain")), n.read)
	}
	if c.Gone {
		return
	}
	if c.Attention != "" {
		n.notice(c)
		n.updated(c.SessionID, true)
		return
	}
	n.updated(c.SessionID, false)
}

// notice tells every client that a session needs a person.
func (n *notifier) notice(c session.Change) {
	label := c.Info.Program
	if c.Info.Name != "" {
		label = c.Info.Name + ", " + label
	}
	msg := fmt.Sprintf("session %s (%s) needs a person: %s", c.SessionID, label, c.Detail)
	switch c.Attention {
	case session.AttentionPassword:
		msg += "; ask the person with request_user_input, or read_screen to see it"
	case session.AttentionExited:
		msg += "; read_screen shows its last screen"
	}
	data := map[string]any{"session_id": c.SessionID, "reason": string(c.Attention), "message": msg}
	params := map[string]any{"level": mcp.LoggingLevelNotice, "logger": "agentty", "data": data}
	n.mu.Lock()
	var to []string
	for id := range n.clients {
		if lvl, ok := n.levels[id]; ok && !mcp.LoggingLevelNotice.ShouldSendTo(lvl) {
			continue
		}
		to = append(to, id)
	}
	n.mu.Unlock()
	slog.Info("session needs a person", "session", c.SessionID, "reason", c.Attention, "clients", to)
	for _, id := range to {
		if err := n.srv.SendNotificationToSpecificClient(id, string(mcp.MethodNotificationMessage), params); err != nil {
			slog.Warn("notice not sent", "client", id, "err", err)
		}
	}
}

// updated tells the subscribers of a session's screen that it changed, at
// most once every resourceGap (now, when urgent). Sending does not block:
// the server drops a notification a client's queue has no room for.
func (n *notifier) updated(id string, urgent bool) {
	uri := screenURI(id)
	n.mu.Lock()
	if wait := resourceGap - time.Since(n.sent[id]); wait > 0 && !urgent {
		if n.later[id] == nil {
			n.later[id] = time.AfterFunc(wait, func() {
				n.mu.Lock()
				delete(n.later, id)
				n.mu.Unlock()
				n.updated(id, true)
			})
		}
		n.mu.Unlock()
		return
	}
	n.sent[id] = time.Now()
	var to []string
	for client, uris := range n.subs {
		if uris[uri] {
			to = append(to, client)
		}
	}
	n.mu.Unlock()
	for _, client := range to {
		if err := n.srv.SendNotificationToSpecificClient(client, mcp.MethodNotificationResourceUpdated, map[string]any{"uri": uri}); err != nil {
			slog.Debug("resources/updated not sent", "client", client, "err", err)
		}
	}
}

// progressEvery is how often a tool call that is still at work tells the
// client so, when the client asked (a progressToken in the request's
// _meta).
const progressEvery = 3 * time.Second

// reportProgress sends notifications/progress every progressEvery while a
// call runs, to a client that gave a progress token: a client that resets
// its timeout on progress keeps waiting, and a person sees the call is
// alive. The progress counts the notifications; there is no total (a wait
// ends when the program says so).
func reportProgress(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		srv := server.ServerFromContext(ctx)
		if req.Params.Meta == nil || req.Params.Meta.ProgressToken == nil || srv == nil {
			return next(ctx, req)
		}
		token := req.Params.Meta.ProgressToken
		done := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			t := time.NewTicker(progressEvery)
			defer t.Stop()
			for n := 1; ; n++ {
				select {
				case <-done:
					return
				case <-ctx.Done():
					return
				case <-t.C:
				}
				params := map[string]any{"progressToken": token, "progress": n,
					"message": fmt.Sprintf("%s still at work after %s", req.Params.Name, time.Since(start).Round(time.Second))}
				if err := srv.SendNotificationToClient(ctx, string(mcp.MethodNotificationProgress), params); err != nil {
					slog.Debug("progress not sent", "tool", req.Params.Name, "err", err)
				}
			}
		}()
		defer func() {
			close(done)
			wg.Wait()
		}()
		return next(ctx, req)
	}
}
