package host

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"strings"
	"sync"
	"time"

	"github.com/agentty/agentty/spell"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/transport"
)

// frontEnd is what the stdio and HTTP front ends share: the client of the
// host, their origin, and their registration with the host.
type frontEnd struct {
	c        *Client
	origin   tools.Origin
	env      string // origin.Env encoded for HeaderEnv
	warn     io.Writer
	presence presenceState
	kick     chan struct{}

	mu       sync.Mutex // guards lastHost and last
	lastHost int        // pid of the last host whose lost sessions were told
	last     Info       // what the host last said of itself

	// probing is held (a value in it) by the one probe of the host at a
	// time, which may wait up to hostBusy; it guards the two below. A
	// channel, so that a call that ends stops waiting for another's probe.
	probing  chan struct{}
	probedAt time.Time // when the host was last asked whether it answers
	probeErr error     // what that found (ErrSilent), nil when it answered
}

func newFrontEnd(c *Client, origin tools.Origin, warn io.Writer) *frontEnd {
	if warn == nil {
		warn = io.Discard
	}
	return &frontEnd{c: c, origin: origin, env: encodeEnv(origin.Env), warn: warn, kick: make(chan struct{}, 1), probing: make(chan struct{}, 1)}
}

// hold keeps the front end registered with the host until ctx ends; see
// Client.Presence.
func (f *frontEnd) hold(ctx context.Context) {
	f.c.Presence(ctx, f.origin.ID, f.kick, &f.presence, f.seen)
}

// use makes sure the front end is registered before a request: the host
// (a new one, after the last went away) learns of it.
func (f *frontEnd) use() {
	if !f.presence.get() {
		select {
		case f.kick <- struct{}{}:
		default:
		}
	}
}

// seen tells the person, once per host, about sessions that an earlier host
// lost.
func (f *frontEnd) seen(info Info) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.last = info
	if info.PID == f.lastHost {
		return
	}
	f.lastHost = info.PID
	if len(info.Lost) == 0 {
		return
	}
	var ids []string
	for _, l := range info.Lost {
		ids = append(ids, spell.Out(l.SessionID)+" ("+spell.Out(l.Command)+")")
	}
	fmt.Fprintf(f.warn, "agentty: sessions %s were lost: %s; list_sessions says so to the agent\n", strings.Join(ids, ", "), spell.Out(info.LostWhy))
}

// A host that does not answer (stopped by SIGSTOP, wedged, overloaded)
// keeps its socket: connections are queued, and requests wait. So a call
// the host has not answered within hostQuiet makes the front end ask the
// host who it is (Hello, on a connection of its own: helloWatched), and
// again every hostQuiet while the call lasts. While that gets no answer,
// the front end asks the kernel about the host's process every
// hostAnswer: a host that is stopped ends the call at once, one that
// neither answered nor ran within hostAnswer (no processor time used, no
// thread running or waiting for a processor) ends it, and one at work,
// overloaded but getting on, is waited for, up to hostBusy; the call ends
// with an error naming the host and what to do (ErrSilent). Where the kernel shows nothing of the host (no procfs), no
// answer within hostAnswer ends the call. A call answered in time,
// however long it then takes (a wait of 50 s), goes on. A host that is
// gone refuses or breaks the connection at once, which the call's own
// error says.
const (
	hostQuiet  = 2 * time.Second
	hostAnswer = 3 * time.Second
)

// watch returns ctx for a call to the host, ended, with the reason
// (ErrSilent) as its cause, when the host stops answering; stop ends
// the watching (and ctx), once the call's answer is read.
func (f *frontEnd) watch(ctx context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTimer(hostQuiet)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
			}
			if err := f.answers(ctx); err != nil {
				cancel(err)
				return
			}
			t.Reset(hostQuiet)
		}
	}()
	return ctx, func() {
		close(done)
		cancel(nil) // a probe under way ends with it
		wg.Wait()
	}
}

// answers asks the host who it is (helloWatched) and says, with
// ErrSilent, when it is not answering; a probe made by another call a
// moment ago counts.
func (f *frontEnd) answers(ctx context.Context) error {
	select {
	case f.probing <- struct{}{}:
	case <-ctx.Done():
		return nil // the call ended meanwhile
	}
	defer func() { <-f.probing }()
	if time.Since(f.probedAt) < hostQuiet/2 {
		return f.probeErr
	}
	info, err := f.c.helloWatched(ctx)
	if ctx.Err() != nil {
		return nil // the call ended meanwhile
	}
	f.probedAt, f.probeErr = time.Now(), nil
	switch {
	case err == nil:
		f.mu.Lock()
		f.last = info
		f.mu.Unlock()
	case errors.Is(err, ErrSilent):
		f.probeErr = err
		slog.Warn("the session host does not answer", "err", f.probeErr)
	}
	return f.probeErr
}

// HTTPFrontEnd is the HTTP front end's handler: MCP Streamable HTTP
// requests are forwarded to the host's /mcp (starting the host when none
// runs), with the front end's origin instead of any Agentty headers the
// caller sent. Guarding the requests (token, Origin) is the caller's.
type HTTPFrontEnd struct {
	f     *frontEnd
	proxy *httputil.ReverseProxy
}

// NewHTTPFrontEnd returns the HTTP front end of the host c reaches.
func NewHTTPFrontEnd(c *Client, origin tools.Origin, warn io.Writer) *HTTPFrontEnd {
	f := newFrontEnd(c, origin, warn)
	return &HTTPFrontEnd{f: f, proxy: &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			if pr.In.Method == http.MethodPost {
				f.use() // a call: the host is needed
			}
			pr.Out.URL.Scheme, pr.Out.URL.Host, pr.Out.URL.Path, pr.Out.URL.RawPath = "http", "agentty", "/mcp", ""
			pr.Out.Host = "localhost"
			for k := range pr.Out.Header {
				if strings.HasPrefix(strings.ToLower(k), "agentty-") {
					pr.Out.Header.Del(k)
				}
			}
			// The bearer token is the front end's business, not the host's.
			pr.Out.Header.Del("Authorization")
			setOrigin(pr.Out.Header, f.origin, f.env)
		},
		Transport:     callsStart{call: c.HTTP().Transport, other: c.NoStart().Transport},
		FlushInterval: -1,
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			if cause := context.Cause(r.Context()); errors.Is(cause, ErrSilent) {
				http.Error(w, "agentty: "+cause.Error(), http.StatusGatewayTimeout)
				return
			}
			http.Error(w, fmt.Sprintf("agentty: the session host did not answer: %v", err), http.StatusBadGateway)
		},
	}}
}

// Hold keeps the front end registered with the host (so that the host does
// not linger out) until ctx ends; it blocks.
func (h *HTTPFrontEnd) Hold(ctx context.Context) {
	h.f.use()
	h.f.hold(ctx)
}

// ServeHTTP forwards a request to the host; a call (a POST) the host
// stops answering ends within hostQuiet and hostAnswer (watch).
func (h *HTTPFrontEnd) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		h.proxy.ServeHTTP(w, r)
		return
	}
	ctx, stop := h.f.watch(r.Context())
	defer stop()
	h.proxy.ServeHTTP(w, r.WithContext(ctx))
}

// callsStart sends a POST (a call) through call, which starts a host when
// none runs, and anything else (a client's notification stream, the end of
// its MCP session) through other, which does not: a stopped host stays
// stopped until a call needs it.
type callsStart struct{ call, other http.RoundTripper }

func (t callsStart) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == http.MethodPost {
		return t.call.RoundTrip(r)
	}
	return t.other.RoundTrip(r)
}

// RunHTTP serves the HTTP front end of the host c reaches on addr
// (transport.ServeHTTP, which guards it) until ctx ends: it holds the front
// end registered with the host meanwhile, and starts the host at once when
// none runs. Notes for the person (lost sessions, the host failing to
// start, the bearer token) go to warn.
func RunHTTP(ctx context.Context, c *Client, addr string, o transport.HTTPOptions, warn io.Writer) error {
	h := NewHTTPFrontEnd(c, Self("http "+addr), warn)
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		h.Hold(ctx)
	}()
	defer wg.Wait()
	defer cancel()
	if _, err := c.Ensure(ctx, warn); err != nil {
		slog.Error("session host", "err", err)
	}
	return transport.ServeHTTP(ctx, h, addr, o, warn)
}
