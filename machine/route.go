package machine

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// Router is the local session host's /mcp with the machines in front:
// open_session with "machine" opens the session on that machine (through
// its link, in the session host there), and a call whose session_id is
// MACHINE:ID goes to that machine's host, its result saying which machine
// it is from and naming the session MACHINE:ID. Every other request goes
// to the local handler as it came.
//
// list_sessions lists the local sessions, then those of every machine
// this host has a link to. It is a first step: people's commands (agentty
// ls, attach, watch, the web page) do not reach remote sessions yet.
type Router struct {
	local http.Handler
	load  func() (Config, error)
	opts  Options

	mu      sync.Mutex // guards cfg, remotes and closed
	cfg     Config
	remotes map[string]*remote
	closed  bool
}

// remote is a machine in use: its link and an MCP client of the host
// there.
type remote struct {
	link *Link
	hc   *http.Client

	mu sync.Mutex // guards c, held while it is made
	c  *client.Client
	up atomic.Bool // c is made: list_sessions asks this machine
}

// NewRouter returns local behind the machines load names; load is called
// again for a machine it did not name (the config file was edited since),
// and may be nil.
func NewRouter(local http.Handler, load func() (Config, error), opts Options) *Router {
	rt := &Router{local: local, load: load, opts: opts, remotes: map[string]*remote{}}
	if load != nil {
		if cfg, err := load(); err == nil {
			rt.cfg = cfg
		}
	}
	return rt
}

// maxCall bounds a routed request's body (the local handler's caller
// bounds it too).
const maxCall = 8 << 20

// rpcRequest is the part of a JSON-RPC request the router reads.
type rpcRequest struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  struct {
		Name      string                     `json:"name"`
		Arguments map[string]json.RawMessage `json:"arguments"`
	} `json:"params"`
}

func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		rt.local.ServeHTTP(w, r)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxCall+1))
	if err != nil || len(body) > maxCall {
		http.Error(w, "agentty: request too large or unreadable", http.StatusRequestEntityTooLarge)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	var req rpcRequest
	if json.Unmarshal(body, &req) != nil || req.Method != "tools/call" || len(req.ID) == 0 {
		rt.local.ServeHTTP(w, r)
		return
	}
	if req.Params.Name == "list_sessions" {
		rt.list(w, r, req.ID)
		return
	}
	name, args, remoteID, ok := route(req.Params.Name, req.Params.Arguments)
	if !ok {
		rt.local.ServeHTTP(w, r)
		return
	}
	writeResult(w, req.ID, rt.call(r.Context(), name, req.Params.Name, args, remoteID))
}

// writeResult answers a call with its result, as JSON.
func writeResult(w http.ResponseWriter, id json.RawMessage, res any) {
	out, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "result": res})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}

// route says whether a call goes to a machine: open_session with a
// machine, or a session_id MACHINE:ID. It returns the machine, the
// arguments for the far host (without machine; with the far id) and the
// far id.
func route(tool string, args map[string]json.RawMessage) (machine string, out map[string]json.RawMessage, id string, ok bool) {
	out = make(map[string]json.RawMessage, len(args))
	for k, v := range args {
		out[k] = v
	}
	if tool == "open_session" {
		var m string
		if raw, has := args["machine"]; has && json.Unmarshal(raw, &m) == nil && m != "" {
			delete(out, "machine")
			return m, out, "", true
		}
		return "", nil, "", false
	}
	var sid string
	if raw, has := args["session_id"]; !has || json.Unmarshal(raw, &sid) != nil {
		return "", nil, "", false
	}
	m, id, found := strings.Cut(sid, ":")
	if !found || m == "" || id == "" {
		return "", nil, "", false
	}
	out["session_id"], _ = json.Marshal(id)
	return m, out, id, true
}

// call runs tool on machine name and returns its result, with the session
// named MACHINE:ID and the machine said; a machine that cannot be reached
// is an isError result naming it.
func (rt *Router) call(ctx context.Context, name, tool string, args map[string]json.RawMessage, id string) *mcp.CallToolResult {
	rm, err := rt.remote(name)
	if err != nil {
		return mcp.NewToolResultError(err.Error() + "; agentty machines lists the machines and whether each answers")
	}
	res, err := rm.call(ctx, tool, args)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("machine %s: %v; check it with agentty machines, then call again", name, err))
	}
	// The structured content as a map, however the client kept it.
	raw := res.RawStructuredContent
	if len(raw) == 0 && res.StructuredContent != nil {
		raw, _ = json.Marshal(res.StructuredContent)
	}
	var sc map[string]any
	if len(raw) > 0 && json.Unmarshal(raw, &sc) == nil && sc != nil {
		res.RawStructuredContent = nil
	}
	far := id
	if sc != nil {
		if s, ok := sc["session_id"].(string); ok && s != "" {
			far = s
			sc["session_id"] = name + ":" + s
		}
		sc["machine"] = name
		res.StructuredContent = sc
	}
	if far != "" && len(res.Content) > 0 {
		if tc, ok := res.Content[0].(mcp.TextContent); ok {
			first, rest, more := strings.Cut(tc.Text, "\n")
			tc.Text = strings.Replace(first, far, name+":"+far, 1)
			if more {
				tc.Text += "\n" + rest
			}
			res.Content[0] = tc
		}
	}
	return res
}

// remote returns machine name's remote, making it on first use.
func (rt *Router) remote(name string) (*remote, error) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.closed {
		return nil, ErrLinkClosed
	}
	if rm := rt.remotes[name]; rm != nil {
		return rm, nil
	}
	if _, ok := rt.cfg.Machines[name]; !ok && rt.load != nil {
		cfg, err := rt.load()
		if err != nil {
			return nil, err
		}
		rt.cfg = cfg
	}
	m, err := rt.cfg.Get(name)
	if err != nil {
		return nil, err
	}
	opts := rt.opts
	if opts.ReleaseDir == "" {
		opts.ReleaseDir = rt.cfg.ReleaseDir
	}
	l := NewLink(m, opts)
	rm := &remote{link: l, hc: &http.Client{Transport: &http.Transport{
		DialContext:        func(ctx context.Context, _, _ string) (net.Conn, error) { return l.Dial(ctx) },
		DisableCompression: true,
	}}}
	rt.remotes[name] = rm
	return rm, nil
}

// call calls tool on the far host, making the MCP client first. The
// client's connections are made again with the link, so its MCP session
// outlives a dropped link; when the far host no longer knows that session
// (it restarted), which it says before running the call, the client is
// made again and the call sent once more. A call that failed otherwise is
// not sent again: it may have run there.
func (rm *remote) call(ctx context.Context, tool string, args map[string]json.RawMessage) (*mcp.CallToolResult, error) {
	var last error
	for range 2 {
		c, err := rm.client(ctx)
		if err != nil {
			return nil, err
		}
		res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: tool, Arguments: args}})
		if err == nil {
			return res, nil
		}
		last = err
		if !errors.Is(err, transport.ErrSessionTerminated) || ctx.Err() != nil {
			break
		}
		slog.Info("machine: the far host forgot this host's MCP session; making it again", "err", err)
		rm.mu.Lock()
		if rm.c == c {
			rm.c = nil
			rm.up.Store(false)
		}
		rm.mu.Unlock()
		_ = c.Close()
	}
	return nil, last
}

func (rm *remote) client(ctx context.Context) (*client.Client, error) {
	rm.mu.Lock()
	defer rm.mu.Unlock()
	if rm.c != nil {
		return rm.c, nil
	}
	c, err := client.NewStreamableHttpClient("http://agentty/mcp", transport.WithHTTPBasicClient(rm.hc))
	if err != nil {
		return nil, err
	}
	if err := c.Start(ctx); err != nil {
		return nil, err
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "agentty-machine", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		_ = c.Close()
		return nil, err
	}
	rm.c = c
	rm.up.Store(true)
	return c, nil
}

// Close ends every machine's link (not the far hosts nor their sessions);
// it blocks until their prefixes exited, a few seconds at most. It is safe
// to call twice.
func (rt *Router) Close() error {
	rt.mu.Lock()
	rms := rt.remotes
	rt.remotes, rt.closed = map[string]*remote{}, true
	rt.mu.Unlock()
	for _, rm := range rms {
		rm.mu.Lock()
		if rm.c != nil {
			_ = rm.c.Close()
		}
		rm.mu.Unlock()
		rm.hc.CloseIdleConnections()
		_ = rm.link.Close()
	}
	return nil
}

// listWait bounds how long list_sessions waits for a machine's list.
const listWait = 5 * time.Second

// list answers list_sessions: the local host's list, then the sessions of
// every machine this host has a link to (MACHINE:ID, with machine); a
// machine that does not answer within listWait is a note. Machines not
// used since this host started are not asked (that would make their
// links).
func (rt *Router) list(w http.ResponseWriter, r *http.Request, id json.RawMessage) {
	rt.mu.Lock()
	names := make([]string, 0, len(rt.remotes))
	for n, rm := range rt.remotes {
		if rm.up.Load() {
			names = append(names, n)
		}
	}
	rt.mu.Unlock()
	if len(names) == 0 {
		rt.local.ServeHTTP(w, r)
		return
	}
	rec := httptest.NewRecorder()
	rt.local.ServeHTTP(rec, r)
	res, ok := resultOf(rec, id)
	if !ok {
		// Not an answer this can read: as it came.
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
		return
	}
	for k, v := range rec.Header() {
		if k != "Content-Type" && k != "Content-Length" {
			w.Header()[k] = v
		}
	}
	var list struct {
		Sessions []map[string]any `json:"sessions"`
		Lost     []any            `json:"lost,omitempty"`
		LostWhy  string           `json:"lost_why,omitempty"`
		Notes    []string         `json:"notes,omitempty"`
	}
	if json.Unmarshal(res.RawStructuredContent, &list) != nil || res.IsError {
		writeResult(w, id, res)
		return
	}
	text := ""
	if len(res.Content) > 0 {
		if tc, ok := res.Content[0].(mcp.TextContent); ok {
			text = tc.Text
		}
	}
	var lines []string
	if len(list.Sessions) > 0 || len(list.Lost) > 0 {
		lines = append(lines, text)
	}
	slices.Sort(names)
	for _, n := range names {
		rows, rtext, err := rt.remoteList(r.Context(), n)
		if err != nil {
			note := fmt.Sprintf("machine %s did not list its sessions: %v", n, err)
			list.Notes = append(list.Notes, note)
			lines = append(lines, "note: "+note)
			continue
		}
		ids := map[string]bool{}
		for _, row := range rows {
			if sid, ok := row["session_id"].(string); ok {
				ids[sid] = true
				row["session_id"] = n + ":" + sid
			}
			row["machine"] = n
			list.Sessions = append(list.Sessions, row)
		}
		for _, l := range strings.Split(rtext, "\n") {
			first, rest, _ := strings.Cut(l, "\t")
			switch {
			case ids[first]:
				lines = append(lines, n+":"+first+"\t"+rest)
			case len(rows) > 0 && l != "":
				lines = append(lines, "machine "+n+": "+l)
			}
		}
	}
	if len(list.Sessions) == 0 && len(list.Lost) == 0 {
		lines = append(lines, text)
	}
	out := mcp.NewToolResultStructured(list, strings.Join(lines, "\n"))
	writeResult(w, id, out)
}

// remoteList asks machine n's host for its sessions.
func (rt *Router) remoteList(ctx context.Context, n string) ([]map[string]any, string, error) {
	rm, err := rt.remote(n)
	if err != nil {
		return nil, "", err
	}
	ctx, cancel := context.WithTimeout(ctx, listWait)
	defer cancel()
	res, err := rm.call(ctx, "list_sessions", nil)
	if err != nil {
		return nil, "", err
	}
	raw := res.RawStructuredContent
	if len(raw) == 0 {
		raw, _ = json.Marshal(res.StructuredContent)
	}
	var list struct {
		Sessions []map[string]any `json:"sessions"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, "", err
	}
	text := ""
	if len(res.Content) > 0 {
		if tc, ok := res.Content[0].(mcp.TextContent); ok {
			text = tc.Text
		}
	}
	return list.Sessions, text, nil
}

// resultOf reads the tool result answering id from a recorded answer of
// the MCP handler: JSON, or an event stream whose data lines are messages.
func resultOf(rec *httptest.ResponseRecorder, id json.RawMessage) (*mcp.CallToolResult, bool) {
	if rec.Code != http.StatusOK {
		return nil, false
	}
	var msgs [][]byte
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/event-stream") {
		for _, l := range strings.Split(rec.Body.String(), "\n") {
			if d, ok := strings.CutPrefix(strings.TrimRight(l, "\r"), "data:"); ok {
				msgs = append(msgs, []byte(strings.TrimSpace(d)))
			}
		}
	} else {
		msgs = append(msgs, rec.Body.Bytes())
	}
	for _, m := range msgs {
		var resp struct {
			ID     json.RawMessage `json:"id"`
			Result json.RawMessage `json:"result"`
		}
		if json.Unmarshal(m, &resp) != nil || len(resp.Result) == 0 || !bytes.Equal(bytes.TrimSpace(resp.ID), bytes.TrimSpace(id)) {
			continue
		}
		var res mcp.CallToolResult
		if err := json.Unmarshal(resp.Result, &res); err != nil {
			return nil, false
		}
		return &res, true
	}
	return nil, false
}
