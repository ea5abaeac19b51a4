package machine

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"

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
// It is a first step: list_sessions lists the local sessions only, and
// people's commands (agentty ls, attach, watch, the web page) do not reach
// remote sessions yet.
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

	mu sync.Mutex // guards c
	c  *client.Client
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
	name, args, remoteID, ok := route(req.Params.Name, req.Params.Arguments)
	if !ok {
		rt.local.ServeHTTP(w, r)
		return
	}
	res := rt.call(r.Context(), name, req.Params.Name, args, remoteID)
	out, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": res})
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

// call calls tool on the far host, making the MCP client first; a client
// that failed (the far host restarted: its MCP session is gone) is made
// again once.
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
		if ctx.Err() != nil {
			break
		}
		slog.Info("machine: the far host's MCP client failed; making it again", "err", err)
		rm.mu.Lock()
		if rm.c == c {
			rm.c = nil
		}
		rm.mu.Unlock()
		_ = c.Close()
		rm.hc.CloseIdleConnections()
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
