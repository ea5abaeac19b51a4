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

	"github.com/agentty/agentty/tools"
)

// Router is the local session host's /mcp with the machines in front:
// open_session with "machine" opens the session on that machine (through
// its link, in the session host there), and a call whose session_id is
// MACHINE:ID goes to that machine's host, its result saying which machine
// it is from and naming the session MACHINE:ID. Every other request goes
// to the local handler as it came.
//
// list_sessions lists the local sessions, then those of the machines: of
// every machine this host has a link to, and of every other configured
// machine where a session host runs already (one an earlier local host
// left there), found without copying or starting anything there; a
// machine with no host is passed over, one that does not answer is a
// note. [Router.Remote] lists them for the host's own listing (agentty
// ls), and [Router.Dial] connects to a machine's host over its link, for
// a person's attach and watch of a session there.
//
// A far host counts a screen as returned when it answers; an answer lost
// with the link (the call failed here) did not reach the agent, so the
// router remembers which revision of each remote session it answered with
// and reckons the next result on that session from it.
type Router struct {
	local http.Handler
	load  func() (Config, error)
	opts  Options

	mu      sync.Mutex // guards cfg, remotes, probed, shown, closed and askPage
	cfg     Config
	remotes map[string]*remote
	probed  map[string]probed
	shown   map[string]shown // by MACHINE:ID
	closed  bool
	askPage func(machine, id string) string
}

// shown is what the agent was last shown of a session on a machine: the
// revision of the last screen the router answered with, and whether an
// answer was lost since (the call failed on the link: the far host may
// have run it and counted its screen as returned, though the agent never
// got it). The far host reckons "changed" and the delta from the screen it
// last returned; after a lost answer that is not the agent's, so the
// router asks for the screen against the one the agent has.
type shown struct {
	rev  uint64
	lost bool
}

// maxShown bounds the sessions the router remembers what it showed of;
// beyond it one is forgotten (its next lost answer is then reckoned from
// no screen: the whole screen).
const maxShown = 4096

// probed is what list_sessions' probe of a machine not in use found when
// it found no sessions there: no host (err nil), or no answer.
type probed struct {
	at  time.Time
	err error
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
	rt := &Router{local: local, load: load, opts: opts, remotes: map[string]*remote{}, probed: map[string]probed{}, shown: map[string]shown{}}
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
	res := rt.call(r.Context(), name, req.Params.Name, args, remoteID)
	if writeResult(w, req.ID, res) != nil {
		return
	}
	if sid, rev, ok := screenOf(res); ok {
		rt.show(sid, rev, req.Params.Name == "close_session")
	}
}

// writeResult answers a call with its result, as JSON; the error is the
// write's.
func writeResult(w http.ResponseWriter, id json.RawMessage, res any) error {
	out, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "result": res})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return err
	}
	w.Header().Set("Content-Type", "application/json")
	_, err = w.Write(out)
	return err
}

// screenOf returns the session (MACHINE:ID) and revision of the screen a
// routed result carries.
func screenOf(res *mcp.CallToolResult) (sid string, rev uint64, ok bool) {
	sc, _ := res.StructuredContent.(map[string]any)
	sid, _ = sc["session_id"].(string)
	r, isNum := sc["revision"].(float64)
	if res.IsError || sid == "" || !isNum {
		return "", 0, false
	}
	return sid, uint64(r), true
}

// show notes that the agent was answered with revision rev of session sid
// (MACHINE:ID); closed forgets the session.
func (rt *Router) show(sid string, rev uint64, closed bool) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if closed {
		delete(rt.shown, sid)
		return
	}
	rt.putShown(sid, shown{rev: rev})
}

// lose notes that an answer on session sid (MACHINE:ID) was lost.
func (rt *Router) lose(sid string) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	sh := rt.shown[sid]
	sh.lost = true
	rt.putShown(sid, sh)
}

// putShown sets rt.shown[sid], forgetting another session when maxShown
// are remembered. rt.mu is held.
func (rt *Router) putShown(sid string, sh shown) {
	if _, known := rt.shown[sid]; !known && len(rt.shown) >= maxShown {
		for k := range rt.shown {
			delete(rt.shown, k)
			break
		}
	}
	rt.shown[sid] = sh
}

// lostSince says whether an answer on session sid was lost since the
// agent was last shown it, and the revision the agent was shown (0: none).
func (rt *Router) lostSince(sid string) (rev uint64, lost bool) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	sh := rt.shown[sid]
	return sh.rev, sh.lost
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
// is an isError result naming it. After an answer on the session was lost
// (a call failed on the link), the screen is reckoned from the one the
// agent was last shown ([shown]): read_screen is asked since that
// revision, no tool answers in the delta form, and a screen the far host
// calls unchanged though the agent has not seen it comes whole.
func (rt *Router) call(ctx context.Context, name, tool string, args map[string]json.RawMessage, id string) *mcp.CallToolResult {
	rm, err := rt.remote(name)
	if err != nil {
		return mcp.NewToolResultError(err.Error() + "; agentty machines lists the machines and whether each answers")
	}
	seen, lost := uint64(0), false
	if id != "" {
		seen, lost = rt.lostSince(name + ":" + id)
	}
	if lost {
		delete(args, "delta")
		if _, has := args["since_revision"]; tool == "read_screen" && !has {
			args["since_revision"], _ = json.Marshal(seen)
		}
	}
	res, err := rm.call(ctx, tool, args)
	if err != nil {
		if id != "" {
			rt.lose(name + ":" + id)
		}
		return mcp.NewToolResultError(fmt.Sprintf("machine %s: %v; check it with agentty machines, then call again", name, err))
	}
	if lost && tool != "read_screen" {
		res = rm.unseen(ctx, res, id, seen)
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
	if tool == "request_user_input" && sc != nil {
		rt.localQuestion(name, res, sc)
	}
	return res
}

// SetQuestionPage makes page (a machine's name and the id of a question
// its page shows, to this host's page of it) the place where the
// questions asked in sessions on machines are answered: the link
// request_user_input gives is this host's page, which reaches the
// machine's over the link, not the machine's own, which listens on its
// loopback. nil, or a page that answers "", leaves the machine's link.
func (rt *Router) SetQuestionPage(page func(machine, id string) string) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.askPage = page
}

// localQuestion puts the local page's link in place of the machine's page's
// in request_user_input's result res (sc, its structured content), in the
// structured content and the text.
func (rt *Router) localQuestion(name string, res *mcp.CallToolResult, sc map[string]any) {
	rt.mu.Lock()
	page := rt.askPage
	rt.mu.Unlock()
	far, _ := sc["url"].(string)
	i := strings.LastIndex(far, "/ask/")
	if page == nil || i < 0 {
		return
	}
	local := page(name, far[i+len("/ask/"):])
	if local == "" {
		return
	}
	sc["url"] = local
	for j, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			tc.Text = strings.ReplaceAll(tc.Text, far, local)
			res.Content[j] = tc
		}
	}
}

// unseen returns res, a screen result on session id the far host reckoned
// from a screen the agent did not get, with the screen's rows when it
// calls the screen unchanged though the agent was last shown revision
// seen: the rows come from read_screen since seen, and the text is
// rendered anew.
func (rm *remote) unseen(ctx context.Context, res *mcp.CallToolResult, id string, seen uint64) *mcp.CallToolResult {
	var v tools.Screen
	if res.IsError || tools.Decode(res, &v) != nil || v.Changed || v.Revision == seen {
		return res
	}
	since, _ := json.Marshal(seen)
	sid, _ := json.Marshal(id)
	now, err := rm.call(ctx, "read_screen", map[string]json.RawMessage{"session_id": sid, "since_revision": since})
	var r tools.Screen
	if err != nil || now.IsError || tools.Decode(now, &r) != nil {
		return res
	}
	v.Lines, v.Changed, v.Revision, v.Cursor, v.Cols, v.Rows, v.AltScreen, v.Title = r.Lines, r.Changed, r.Revision, r.Cursor, r.Cols, r.Rows, r.AltScreen, r.Title
	return mcp.NewToolResultStructured(v, tools.Render(v))
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
	rm := rt.newRemote(m, false)
	rt.remotes[name] = rm
	return rm, nil
}

// newRemote returns a remote of m, its link not made yet; with noStart,
// the link starts nothing there (Options.NoStart). rt.mu is held.
func (rt *Router) newRemote(m Machine, noStart bool) *remote {
	opts := rt.opts
	if opts.ReleaseDir == "" {
		opts.ReleaseDir = rt.cfg.ReleaseDir
	}
	opts.NoStart = noStart
	l := NewLink(m, opts)
	return &remote{link: l, hc: &http.Client{Transport: &http.Transport{
		DialContext:        func(ctx context.Context, _, _ string) (net.Conn, error) { return l.Dial(ctx) },
		DisableCompression: true,
	}}}
}

// Dial connects to the session host of machine name over its link (the
// one its calls use, made first when it is not up), where the host's
// protocol is spoken as on its socket: for attach and watch, which that
// host paints.
func (rt *Router) Dial(ctx context.Context, name string) (net.Conn, error) {
	rm, err := rt.remote(name)
	if err != nil {
		return nil, err
	}
	return rm.link.Dial(ctx)
}

// found makes rm, a remote that found machine name's host (a probe's),
// the machine's remote, unless it has one by now; it returns the remote
// in use, and ends rm when it is not that one.
func (rt *Router) found(name string, rm *remote) *remote {
	rt.mu.Lock()
	cur := rt.remotes[name]
	if cur == nil && !rt.closed {
		rt.remotes[name] = rm
		rt.mu.Unlock()
		return rm
	}
	rt.mu.Unlock()
	go rm.close()
	return cur
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
		rm.close()
	}
	return nil
}

// close ends rm's MCP client and its link.
func (rm *remote) close() {
	rm.mu.Lock()
	if rm.c != nil {
		_ = rm.c.Close()
	}
	rm.mu.Unlock()
	rm.hc.CloseIdleConnections()
	_ = rm.link.Close()
}

// list answers list_sessions: the local host's list, then the sessions of
// the machines (MACHINE:ID, with machine, [Router.Remote]).
func (rt *Router) list(w http.ResponseWriter, r *http.Request, id json.RawMessage) {
	asks := rt.asks()
	if len(asks) == 0 {
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
	for _, got := range rt.ask(r.Context(), asks) {
		n, rows, rtext := got.name, got.rows, got.text
		if got.err != nil {
			note := fmt.Sprintf("machine %s did not list its sessions: %v", n, got.err)
			list.Notes = append(list.Notes, note)
			lines = append(lines, "note: "+note)
			continue
		}
		if got.none {
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

// asked is a machine to ask for its sessions: one in use, or one probed
// with a link that starts nothing there.
type asked struct {
	name   string
	rm     *remote
	probe  bool
	wait   time.Duration
	cached error // a recent probe's: no answer (rm is nil)
}

// asks are the machines list_sessions asks, by name: every machine in use
// (its link up), and every configured machine not in use, through a link
// that neither copies agentty nor starts a host there (Options.NoStart),
// so that a host started since finds the sessions an earlier one left on
// its machines; one probed within probeAgain that had no host is left out,
// one that did not answer is its answer again.
func (rt *Router) asks() []asked {
	var cfg Config
	loaded := false
	if rt.load != nil {
		if c, err := rt.load(); err == nil {
			cfg, loaded = c, true
		}
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.closed {
		return nil
	}
	if loaded {
		rt.cfg = cfg
	}
	var out []asked
	for n, rm := range rt.remotes {
		if rm.up.Load() {
			out = append(out, asked{name: n, rm: rm, wait: listWait})
		}
	}
	for n, m := range rt.cfg.Machines {
		if rt.remotes[n] != nil {
			continue
		}
		if p, ok := rt.probed[n]; ok && time.Since(p.at) < probeAgain {
			if p.err != nil {
				out = append(out, asked{name: n, cached: fmt.Errorf("%w (asked %s ago)", p.err, time.Since(p.at).Round(time.Second))})
			}
		} else {
			out = append(out, asked{name: n, rm: rt.newRemote(m, true), probe: true, wait: max(listWait, m.timeout())})
		}
	}
	slices.SortFunc(out, func(a, b asked) int { return strings.Compare(a.name, b.name) })
	return out
}

// listed is a machine's answer to list_sessions: its rows and text, or
// why it did not answer; none: no host runs there (a probe found none).
type listed struct {
	name string
	rows []map[string]any
	text string
	err  error
	none bool
}

// ask asks the machines for their sessions, all at once, and returns
// their answers in asks' order. A probe that found a host makes its
// remote the machine's; others are ended.
func (rt *Router) ask(ctx context.Context, asks []asked) []listed {
	out := make([]listed, len(asks))
	var wg sync.WaitGroup
	parent := ctx
	for i, a := range asks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if a.cached != nil {
				out[i] = listed{name: a.name, err: a.cached}
				return
			}
			ctx, cancel := context.WithTimeout(ctx, a.wait)
			defer cancel()
			var err error
			if a.probe {
				// The link first, once: a machine without a host
				// says so as it is made.
				var c net.Conn
				if c, err = a.rm.link.Dial(ctx); err == nil {
					c.Close()
				}
			}
			var rows []map[string]any
			var text string
			if err == nil {
				rows, text, err = remoteList(ctx, a.rm, a.wait)
			}
			out[i] = listed{name: a.name, rows: rows, text: text, err: err}
			if !a.probe {
				return
			}
			switch {
			case err == nil:
				rt.found(a.name, a.rm)
				return
			case errors.Is(err, ErrNoFarHost):
				out[i].err, out[i].none = nil, true
				err = nil
			}
			go a.rm.close()
			if parent.Err() != nil {
				return // the caller gave up: nothing learned
			}
			rt.mu.Lock()
			rt.probed[a.name] = probed{at: time.Now(), err: err}
			rt.mu.Unlock()
		}()
	}
	wg.Wait()
	return out
}

// Remote lists the sessions on the machines as list_sessions does (ids
// MACHINE:ID, each with its machine), and a note for each machine that
// did not answer: for the host's own listing (agentty ls).
func (rt *Router) Remote(ctx context.Context) (rows []map[string]any, notes []string) {
	for _, got := range rt.ask(ctx, rt.asks()) {
		if got.err != nil {
			notes = append(notes, fmt.Sprintf("machine %s did not list its sessions: %v", got.name, got.err))
			continue
		}
		for _, row := range got.rows {
			if sid, ok := row["session_id"].(string); ok {
				row["session_id"] = got.name + ":" + sid
			}
			row["machine"] = got.name
			rows = append(rows, row)
		}
	}
	return rows, notes
}

// remoteList asks rm's host for its sessions, within wait.
func remoteList(ctx context.Context, rm *remote, wait time.Duration) ([]map[string]any, string, error) {
	ctx, cancel := context.WithTimeout(ctx, wait)
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
