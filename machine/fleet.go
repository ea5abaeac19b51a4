package machine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// Fleet is the machines this host reaches, as the tools see them
// (tools.Machines): a call on a session of a machine goes to that
// machine's session host over its link, through one MCP client of that
// host (which declares the MCP Apps extension, so that the app's tool
// serves the view of a session there: tools.HandshakeLink), and its
// result comes back as it was answered, its size bounded
// (tools.MaxAnswerBytes); the tools read it as their wire types. The
// host's attach and the web page reach a machine's host the same way
// ([Fleet.Do]), over the same link.
//
// Lists asks the machines in use for their sessions, and every other
// machine named where a session host runs already (an earlier local host
// left it there), found without copying or starting anything there: those
// are asked over a link with [Options.NoStart] ("agentty link
// --no-start"), which says there is none with [NoHostLine] and
// [NoHostCode] ([ErrNoFarHost]).
type Fleet struct {
	load func() (Config, error)
	opts Options

	mu      sync.Mutex // guards cfg, hosts, held, closed and page; never held while a link is made
	cfg     Config
	hosts   map[string]*farHost
	held    map[string]held
	closed  bool
	page    func(machine, id string, until time.Time) string
	answers int64 // the bound of an answer to a call: tools.MaxAnswerBytes

	// closing counts the far hosts of probes being closed in the
	// background (a listing does not wait for them); Close waits.
	closing sync.WaitGroup
}

// held is what a probe of a machine not in use found when it found no
// sessions there: no host (err nil), or no answer.
type held struct {
	at  time.Time
	err error
}

// probeAgain is how long a probe that found no host, or no answer, holds:
// a listing does not wait on such a machine each time.
const probeAgain = 30 * time.Second

// listWait bounds how long a listing waits for a machine's list.
const listWait = 5 * time.Second

// farHost is a machine in use: its link, the HTTP transport over it, and
// an MCP client of the session host there.
type farHost struct {
	name  string
	link  *Link
	rt    *http.Transport // over the link: every request to the host there
	limit int64           // the bound of an answer to a call
	wait  time.Duration   // the bound of the time an answer takes (Options.Wait and the machine's timeout)

	mu sync.Mutex // guards c, held while it is made
	c  *client.Client
	up atomic.Bool // c is made: listings ask this machine
}

// NewFleet returns the machines load names; load is called again for a
// machine it did not name (the config file was edited since), and at each
// listing, and may be nil.
func NewFleet(load func() (Config, error), opts Options) *Fleet {
	f := &Fleet{load: load, opts: opts, hosts: map[string]*farHost{}, held: map[string]held{}, answers: tools.MaxAnswerBytes}
	if load != nil {
		if cfg, err := load(); err == nil {
			f.cfg = cfg
		}
	}
	return f
}

var _ tools.Machines = (*Fleet)(nil)

// Call calls tool on machine's session host with args. The client's MCP
// session outlives a dropped link (its connections are made again with
// the link); when the far host no longer knows it (it restarted), which it
// says before running the call, the client is made again and the call sent
// once more. A call that failed otherwise is not sent again: it may have
// run there. An answer over its bound fails the call and drops the link.
func (f *Fleet) Call(ctx context.Context, machine, tool string, args any) (*mcp.CallToolResult, error) {
	h, err := f.host(machine)
	if err != nil {
		return nil, err
	}
	return h.call(ctx, tool, args)
}

// call is Call on h. A call that failed because the link was dropped
// for breaking a bound meanwhile says that bound; one that failed making
// the link says why it was not made.
func (h *farHost) call(ctx context.Context, tool string, args any) (*mcp.CallToolResult, error) {
	drops, _ := h.link.Dropped()
	var last error
	for range 2 {
		c, err := h.client(ctx)
		if err == nil {
			var res *mcp.CallToolResult
			err = h.answer(ctx, func(ctx context.Context) (err error) {
				res, err = c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: tool, Arguments: args}})
				return err
			})
			if err == nil {
				return res, nil
			}
		}
		if n, why := h.link.Dropped(); n != drops && why != nil {
			return nil, why
		}
		var made *wrapped
		if errors.As(err, &made) {
			return nil, made
		}
		last = err
		if !errors.Is(err, transport.ErrSessionTerminated) || ctx.Err() != nil {
			break
		}
		slog.Info("machine: the far host forgot this host's MCP session; making it again", "machine", h.name)
		h.forget(c)
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return nil, fmt.Errorf("machine %s: %w", h.name, last)
}

// answer runs do, a request to the far host, within h.wait: one that has
// not ended by then drops the link (a far host that takes a call and
// never answers, or answers without end), and says so.
func (h *farHost) answer(ctx context.Context, do func(context.Context) error) error {
	actx, cancel := context.WithTimeout(ctx, h.wait)
	defer cancel()
	err := do(actx)
	if err != nil && ctx.Err() == nil && errors.Is(actx.Err(), context.DeadlineExceeded) {
		err = &wrapped{msg: fmt.Sprintf("%v: machine %s did not answer within %s (a call waits at most %s there, and the machine's timeout is %s); the link was dropped, the next call makes it again",
			ErrUnreachable, h.name, h.wait, h.wait-h.link.m.timeout(), h.link.m.timeout()), err: ErrUnreachable}
		h.link.Drop(err)
	}
	return err
}

// forget drops c, a client the far host no longer knows.
func (h *farHost) forget(c *client.Client) {
	h.mu.Lock()
	if h.c == c {
		h.c = nil
		h.up.Store(false)
	}
	h.mu.Unlock()
	if c != nil {
		_ = c.Close()
	}
}

// client returns h's MCP client, making it (and the link) first.
func (h *farHost) client(ctx context.Context) (*client.Client, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.c != nil {
		return h.c, nil
	}
	// The link first, once: a link that cannot be made says why, and the
	// client's handshake (which tries two protocols) does not make it
	// twice.
	conn, err := h.link.Dial(ctx)
	if err != nil {
		return nil, err
	}
	conn.Close()
	hc := &http.Client{Transport: bounded{rt: h.rt, link: h.link, limit: h.limit}}
	c, err := client.NewStreamableHttpClient("http://agentty/mcp", transport.WithHTTPBasicClient(hc))
	if err != nil {
		return nil, err
	}
	if err := c.Start(ctx); err != nil {
		return nil, err
	}
	h.refuseAsks(c)
	if err := h.answer(ctx, func(ctx context.Context) error { return tools.HandshakeLink(ctx, c, "agentty-machine") }); err != nil {
		_ = c.Close()
		return nil, err
	}
	h.c = c
	h.up.Store(true)
	return c, nil
}

// refuseAsks makes c, an MCP client of h, answer no request of the far
// host's: it declares no capability but MCP Apps, for which a host asks
// nothing, and a far host asks it nothing. The
// first drops the link (the answer that carried it then fails), and none
// is answered, so that what the far side asks never makes this host
// send anything (the client answers each request in a goroutine of its
// own, over the link).
func (h *farHost) refuseAsks(c *client.Client) {
	t, ok := c.GetTransport().(transport.BidirectionalInterface)
	if !ok {
		return
	}
	t.SetRequestHandler(func(ctx context.Context, req transport.JSONRPCRequest) (*transport.JSONRPCResponse, error) {
		h.link.Drop(&wrapped{msg: fmt.Sprintf("machine %s asked this host %.40q, which a far host never does; the link was dropped, the next call makes it again",
			h.name, req.Method), err: ErrTooLarge})
		<-ctx.Done() // what it carried has failed by then: nothing is sent
		return nil, ctx.Err()
	})
}

// bounded is the transport of the MCP client of a far host: each answer's
// body is read up to limit bytes; past it the read fails and the link is
// dropped (the call says why: Link.Dropped), so that whatever the far side
// sends costs this host at most that.
type bounded struct {
	rt    http.RoundTripper
	link  *Link
	limit int64
}

func (b bounded) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := b.rt.RoundTrip(r)
	if err != nil {
		return nil, err
	}
	resp.Body = &boundedBody{rc: resp.Body, left: b.limit, over: func() error {
		err := &wrapped{msg: fmt.Sprintf("machine %s answered with more than %d bytes (a result is at most %d); the link was dropped, the next call makes it again",
			b.link.m.Name, b.limit, tools.MaxResultBytes), err: ErrTooLarge}
		b.link.Drop(err)
		return err
	}}
	return resp, nil
}

// boundedBody reads at most left bytes of rc; the read past them fails with
// over's error.
type boundedBody struct {
	rc   io.ReadCloser
	left int64
	over func() error
	err  error
}

func (b *boundedBody) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	if b.left <= 0 {
		// One byte more says whether the answer ends here.
		var one [1]byte
		if n, _ := b.rc.Read(one[:]); n == 0 {
			return 0, io.EOF
		}
		b.err = b.over()
		return 0, b.err
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *boundedBody) Close() error { return b.rc.Close() }

// Do sends req to machine's session host over its link (made first when it
// is not up): the way the session host's attach and the web page reach a
// far host, as the calls do. req's URL names the path there; its host is
// replaced. The caller bounds what it reads of the answer, and drops the
// link (Drop) when the far side breaks that bound.
func (f *Fleet) Do(ctx context.Context, machine string, req *http.Request) (*http.Response, error) {
	h, err := f.host(machine)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	req.URL.Scheme, req.URL.Host, req.Host = "http", "agentty", "agentty"
	resp, err := h.rt.RoundTrip(req)
	if err != nil {
		return nil, fmt.Errorf("machine %s: %w", machine, err)
	}
	return resp, nil
}

// Drop drops machine's link, for why: what came over it broke a bound.
// The next call makes it again.
func (f *Fleet) Drop(machine string, why error) {
	f.mu.Lock()
	h := f.hosts[machine]
	f.mu.Unlock()
	if h != nil {
		h.link.Drop(why)
	}
}

// SetQuestionPage makes page (a machine, the id of a question its page
// shows, and when it expires, to this host's page of it) the place where
// the questions asked in sessions on machines are answered
// ([Fleet.QuestionURL]): this host's page reaches the machine's over the
// link. nil leaves questions without a page.
func (f *Fleet) SetQuestionPage(page func(machine, id string, until time.Time) string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.page = page
}

// QuestionURL is where this host's page shows question id of machine.
func (f *Fleet) QuestionURL(machine, id string, until time.Time) string {
	f.mu.Lock()
	page := f.page
	f.mu.Unlock()
	if page == nil || id == "" {
		return ""
	}
	return page(machine, id, until)
}

// host returns machine name's far host, making it on first use.
func (f *Fleet) host(name string) (*farHost, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return nil, ErrLinkClosed
	}
	if h := f.hosts[name]; h != nil {
		return h, nil
	}
	if _, ok := f.cfg.Machines[name]; !ok && f.load != nil {
		cfg, err := f.load()
		if err != nil {
			return nil, err
		}
		f.cfg = cfg
	}
	m, err := f.cfg.Get(name)
	if err != nil {
		return nil, err
	}
	h := f.newHost(m, false)
	f.hosts[name] = h
	return h, nil
}

// newHost returns the far host of m, its link not made yet; with noStart,
// the link starts nothing there (Options.NoStart). f.mu is held.
func (f *Fleet) newHost(m Machine, noStart bool) *farHost {
	opts := f.opts
	if opts.ReleaseDir == "" {
		opts.ReleaseDir = f.cfg.ReleaseDir
	}
	opts.NoStart = noStart
	l := NewLink(m, opts)
	wait := opts.Wait
	if wait <= 0 {
		wait = session.DefaultConfig().MaxWait
	}
	return &farHost{name: m.Name, link: l, limit: f.answers, wait: wait + m.timeout(), rt: &http.Transport{
		DialContext:         func(ctx context.Context, _, _ string) (net.Conn, error) { return l.Dial(ctx) },
		DisableCompression:  true,
		MaxIdleConnsPerHost: 16,
		IdleConnTimeout:     90 * time.Second,
	}}
}

// found makes h, a far host a probe found, machine name's, unless it has
// one by now; it returns the one in use, and ends h when it is not that
// one.
func (f *Fleet) found(name string, h *farHost) *farHost {
	f.mu.Lock()
	cur := f.hosts[name]
	if cur == nil && !f.closed {
		f.hosts[name] = h
		f.mu.Unlock()
		return h
	}
	f.mu.Unlock()
	f.closeLater(h)
	return cur
}

// closeLater closes h without waiting for it; Close waits (once it was
// called, h is closed before closeLater returns).
func (f *Fleet) closeLater(h *farHost) {
	f.mu.Lock()
	closed := f.closed
	if !closed {
		f.closing.Add(1)
	}
	f.mu.Unlock()
	if closed {
		h.close()
		return
	}
	go func() {
		defer f.closing.Done()
		h.close()
	}()
}

// Close ends every machine's link (not the far hosts nor their sessions);
// it blocks until their prefixes exited, a few seconds at most. It is safe
// to call twice.
func (f *Fleet) Close() error {
	f.mu.Lock()
	hs := f.hosts
	f.hosts, f.closed = map[string]*farHost{}, true
	f.mu.Unlock()
	for _, h := range hs {
		h.close()
	}
	f.closing.Wait()
	return nil
}

// close ends h's MCP client and its link.
func (h *farHost) close() {
	h.mu.Lock()
	if h.c != nil {
		_ = h.c.Close()
	}
	h.mu.Unlock()
	h.rt.CloseIdleConnections()
	_ = h.link.Close()
}

// listAsk is a machine to ask for its sessions: one in use, or one probed
// with a link that starts nothing there.
type listAsk struct {
	name  string
	h     *farHost
	probe bool
	wait  time.Duration
	held  error // a recent probe's: no answer (h is nil)
}

// Lists asks the machines for their sessions, all at once: every machine
// in use, and every machine named that is not, through a link that
// neither copies agentty nor starts a host there (Options.NoStart), so
// that a host started since finds the sessions an earlier one left on its
// machines. One probed within probeAgain that had no host is left out, one
// that did not answer is its answer again. A probe that found a host makes
// it the machine's in use.
func (f *Fleet) Lists(ctx context.Context) []tools.MachineList {
	asks := f.asks()
	out := make([]tools.MachineList, len(asks))
	none := make([]bool, len(asks))
	var wg sync.WaitGroup
	for i, a := range asks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i].Machine = a.name
			if a.held != nil {
				out[i].Err = a.held
				return
			}
			res, err := f.listOf(ctx, a)
			out[i].Result, out[i].Err = res, err
			none[i] = errors.Is(err, ErrNoFarHost)
		}()
	}
	wg.Wait()
	var lists []tools.MachineList
	for i, l := range out {
		if !none[i] {
			lists = append(lists, l)
		}
	}
	return lists
}

// listOf asks one machine for its sessions, within its wait.
func (f *Fleet) listOf(parent context.Context, a listAsk) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(parent, a.wait)
	defer cancel()
	var err error
	if a.probe {
		// The link first, once: a machine without a host says so as it
		// is made.
		var c net.Conn
		if c, err = a.h.link.Dial(ctx); err == nil {
			c.Close()
		}
	}
	var res *mcp.CallToolResult
	if err == nil {
		res, err = a.h.call(ctx, "list_sessions", tools.ListAll())
	}
	if !a.probe {
		return res, err
	}
	if err == nil {
		f.found(a.name, a.h)
		return res, nil
	}
	f.closeLater(a.h)
	if parent.Err() != nil {
		return nil, err // the caller gave up: nothing learned
	}
	h := held{at: time.Now(), err: err}
	if errors.Is(err, ErrNoFarHost) {
		h.err = nil
	}
	f.mu.Lock()
	f.held[a.name] = h
	f.mu.Unlock()
	return nil, err
}

// asks are the machines a listing asks, by name.
func (f *Fleet) asks() []listAsk {
	var cfg Config
	loaded := false
	if f.load != nil {
		if c, err := f.load(); err == nil {
			cfg, loaded = c, true
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return nil
	}
	if loaded {
		f.cfg = cfg
	}
	var out []listAsk
	for n, h := range f.hosts {
		if h.up.Load() {
			out = append(out, listAsk{name: n, h: h, wait: listWait})
		}
	}
	for n, m := range f.cfg.Machines {
		if f.hosts[n] != nil {
			continue
		}
		if p, ok := f.held[n]; ok && time.Since(p.at) < probeAgain {
			if p.err != nil {
				out = append(out, listAsk{name: n, held: fmt.Errorf("%w (asked %s ago)", p.err, time.Since(p.at).Round(time.Second))})
			}
		} else {
			out = append(out, listAsk{name: n, h: f.newHost(m, true), probe: true, wait: max(listWait, m.timeout())})
		}
	}
	slices.SortFunc(out, func(a, b listAsk) int { return strings.Compare(a.name, b.name) })
	return out
}
