package host

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// Config is what a host serves with.
type Config struct {
	Paths   Paths
	Version string
	// Linger is how long the host stays with no session, no front end and
	// no person connected (10 minutes when zero).
	Linger time.Duration
	// Manager holds the sessions; the host closes it when it ends.
	Manager *session.Manager
	// MCP serves MCP Streamable HTTP at /mcp (the tools over Manager).
	MCP http.Handler
	// Web is the sessions' web page, when the host serves one: GET /v1/web
	// hands out login links to it (agentty web), and /v1/page/ serves its
	// sessions' pages to the page of another machine's host.
	Web WebPage
	// Starter is the pid of the front end that started this host
	// ($AGENTTY_HOST_STARTER), 0 when not known. A host that had to wait
	// for another's lock runs only while its starter still waits for it:
	// started beside a live host that was slow to answer, by a front end
	// that has gone since, it would otherwise take over once that host is
	// stopped, a host coming back by itself.
	Starter int
	// Remote, when set, lists the sessions on other machines (ids
	// MACHINE:ID), and a note for each machine that did not answer: GET
	// /v1/sessions lists them after this host's own.
	Remote func(context.Context) ([]tools.SessionRow, []string)
	// Machines, when set, reaches the session hosts of other machines
	// (package machine's Fleet): an attach or watch of a session
	// MACHINE:ID gets that session's cells from the host there, and this
	// host paints them (attachFar).
	Machines Machines
	// FarWait bounds how long a machine's host has to answer an attach,
	// or to say why it will not (a minute when zero): the link, when it
	// is not up, is made within the machine's own timeout first.
	FarWait time.Duration
}

// Machines are the session hosts of other machines, reached over their
// links.
type Machines interface {
	// Do sends req to machine's session host (its path there; the host is
	// replaced) and returns the answer, whose reading is the caller's to
	// bound.
	Do(ctx context.Context, machine string, req *http.Request) (*http.Response, error)
	// Drop drops machine's link, for why: what came over it broke a
	// bound. The next use makes it again.
	Drop(machine string, why error)
}

// StarterEnv names the variable that gives a host its starter's pid.
const StarterEnv = "AGENTTY_HOST_STARTER"

// WebPage is the host's web page as the host sees it.
type WebPage interface {
	URL() string
	// LoginURL returns a link that logs a browser in, once.
	LoginURL() (string, error)
	// LoginFile writes, in dir, a file that sends a browser on to a new
	// login link, and returns the link and the file; the file is removed
	// once the link is used or expires.
	LoginFile(dir string) (link, file string, err error)
	// Logout ends every login of the page, and returns how many there
	// were.
	Logout() int
	// Socket serves a session's page under /v1/page/ on the socket,
	// without a browser's checks (the socket checks its peers): the page
	// of a host on another machine shows this host's sessions through
	// it, over the machine's link.
	Socket() http.Handler
}

// WebLogin is GET /v1/web: the page's address and a one-time login link,
// and with ?file=1 the file in the runtime directory that sends a browser
// on to it (removed once the link is used or expires).
type WebLogin struct {
	URL      string `json:"url"`
	LoginURL string `json:"login_url"`
	File     string `json:"file,omitempty"`
}

// WebLogout is POST /v1/web/logout: how many logins of the page ended.
type WebLogout struct {
	Ended int `json:"ended"`
}

// ErrRunning: another host holds the instance's lock.
var ErrRunning = errors.New("a session host is already running")

// DefaultLinger is how long a host with nothing to do stays.
const DefaultLinger = 10 * time.Minute

// Host is a running session host.
type Host struct {
	cfg     Config
	started time.Time
	uid     int

	stopping chan struct{} // closed when the host starts to end
	stopOnce sync.Once
	why      string // why it ends; written before stopping is closed

	mu        sync.Mutex               // guards the fields below
	frontEnds int                      // presence streams open
	lives     map[string]*frontEndLife // by front end ID (HeaderFrontEndID)
	people    int                      // attach and watch connections open
	busySince time.Time                // when the host last had something to do; zero while it has
	lostWhy   string
	lost      []session.Lost

	stateMu sync.Mutex          // serialises writes of the state file, and guards rows
	rows    map[string]stateRow // each session's entry in it, as last written (state.go)

	// people's connections, which the HTTP server forgets once upgraded;
	// Serve waits for them.
	attached sync.WaitGroup
}

// Serve runs a host until ctx ends, it is stopped, or it lingered long
// enough with nothing to do; then it ends every session. It fails with
// ErrRunning when another host holds the instance (waiting a few seconds
// for one that is ending).
func Serve(ctx context.Context, cfg Config) error {
	if cfg.Linger <= 0 {
		cfg.Linger = DefaultLinger
	}
	if cfg.FarWait <= 0 {
		cfg.FarWait = time.Minute
	}
	lock, err := lockFile(cfg.Paths.Lock, 0)
	waited := errors.Is(err, errLocked)
	if waited {
		lock, err = lockFile(cfg.Paths.Lock, 5*time.Second)
	}
	if errors.Is(err, errLocked) {
		return fmt.Errorf("%w (its lock %s is held)", ErrRunning, cfg.Paths.Lock)
	}
	if err != nil {
		return err
	}
	if waited && cfg.Starter > 0 && os.Getppid() != cfg.Starter {
		lock.Close()
		return fmt.Errorf("%w until just now, and the front end that started this one (pid %d) is gone: not needed", ErrRunning, cfg.Starter)
	}
	defer lock.Close() // the next host may start once this one is gone
	h := &Host{cfg: cfg, started: time.Now(), uid: os.Getuid(), stopping: make(chan struct{})}
	h.takeOver()

	// The lock is ours: a socket left behind is stale.
	_ = os.Remove(cfg.Paths.Socket)
	ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: cfg.Paths.Socket, Net: "unix"})
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Paths.Socket, err)
	}
	ln.SetUnlinkOnClose(false) // removed below, while the lock is still held
	if err := os.Chmod(cfg.Paths.Socket, 0o600); err != nil {
		ln.Close()
		return fmt.Errorf("socket permissions: %w", err)
	}
	h.saveState(false, nil)
	cfg.Manager.SetOnChange(func() { h.saveState(false, nil) })

	srv := &http.Server{Handler: h.clientsOnly(h.routes()), ReadHeaderTimeout: 10 * time.Second, ConnContext: connPeer}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(peerListener{ln, h.uid, h.cfg.Manager}) }()
	slog.Info("session host started", "pid", os.Getpid(), "version", cfg.Version, "socket", cfg.Paths.Socket, "linger", cfg.Linger)

	tick := time.NewTicker(min(cfg.Linger/4, time.Second))
	defer tick.Stop()
	servedDone := false
	for done := false; !done; {
		select {
		case <-ctx.Done():
			h.stop("it was told to end by a signal")
		case err := <-served:
			servedDone = true
			h.stop(fmt.Sprintf("serving failed: %v", err))
		case <-h.stopping:
			done = true
		case <-tick.C:
			if idle := h.idleFor(); idle >= cfg.Linger {
				h.stop(fmt.Sprintf("it had no session, front end or person for %s", cfg.Linger.Round(time.Second)))
			}
		}
	}

	// Nobody new gets in; then the sessions end (calls waiting on them
	// return); then the calls still running are given a moment.
	slog.Info("session host ending", "why", h.why)
	_ = os.Remove(cfg.Paths.Socket)
	_ = ln.Close()
	cfg.Manager.SetOnChange(nil)
	ended := h.held()
	_ = cfg.Manager.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		_ = srv.Close()
	}
	if !servedDone {
		<-served // Serve returns once the server is shut down
	}
	h.attached.Wait()
	h.saveState(true, ended)
	slog.Info("session host ended", "pid", os.Getpid())
	return nil
}

// stop makes the host end, for the reason given; the first reason wins.
func (h *Host) stop(why string) {
	h.stopOnce.Do(func() {
		h.why = why
		close(h.stopping)
	})
}

// idleFor returns how long the host has had no session, no front end and
// no person.
func (h *Host) idleFor() time.Duration {
	n := h.cfg.Manager.Len()
	h.mu.Lock()
	defer h.mu.Unlock()
	if n > 0 || h.frontEnds > 0 || h.people > 0 {
		h.busySince = time.Time{}
		return 0
	}
	if h.busySince.IsZero() {
		h.busySince = time.Now()
	}
	return time.Since(h.busySince)
}

// count adds d to a counter of connections; a change counts as activity for
// the linger time.
func (h *Host) count(n *int, d int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	*n += d
	h.busySince = time.Time{}
}

func (h *Host) info() Info {
	n := h.cfg.Manager.Len()
	h.mu.Lock()
	defer h.mu.Unlock()
	return Info{
		Proto: Proto, Version: h.cfg.Version, PID: os.Getpid(),
		Started: h.started.UTC().Format(time.RFC3339), Socket: h.cfg.Paths.Socket,
		Sessions: n, FrontEnds: h.frontEnds, People: h.people,
		LostWhy: h.lostWhy, Lost: lostSessions(h.lost), Web: h.webURL(),
	}
}

func (h *Host) webURL() string {
	if h.cfg.Web == nil {
		return ""
	}
	return h.cfg.Web.URL()
}

func (h *Host) routes() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/mcp", h.untilStopping(h.withFrontEndLife(h.cfg.MCP)))
	mux.HandleFunc("GET /v1/hello", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, h.info())
	})
	mux.HandleFunc("GET /v1/status", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, Status{Info: h.info(), Cost: h.cost()})
	})
	mux.HandleFunc("GET /v1/presence", h.presence)
	mux.HandleFunc("GET /v1/sessions", func(w http.ResponseWriter, r *http.Request) {
		l := Listing{Host: h.info(), Sessions: sessionRows(h.cfg.Manager.List())}
		if h.cfg.Remote != nil {
			rows, notes := h.cfg.Remote(r.Context())
			l.Sessions, l.Notes = append(l.Sessions, rows...), notes
		}
		writeJSON(w, l)
	})
	mux.HandleFunc("POST /v1/stop", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, h.info())
		h.stop("it was stopped (agentty host stop)")
	})
	mux.HandleFunc("GET /v1/attach", h.attach)
	if h.cfg.Web != nil {
		mux.Handle("/v1/page/", h.untilStopping(h.cfg.Web.Socket()))
	}
	mux.HandleFunc("GET /v1/web", func(w http.ResponseWriter, r *http.Request) {
		if h.cfg.Web == nil || h.cfg.Web.URL() == "" {
			http.Error(w, "this session host serves no web page (it was started with --web off)", http.StatusNotFound)
			return
		}
		var l WebLogin
		var err error
		if r.URL.Query().Get("file") == "1" {
			l.LoginURL, l.File, err = h.cfg.Web.LoginFile(h.cfg.Paths.Dir)
		} else {
			l.LoginURL, err = h.cfg.Web.LoginURL()
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		l.URL = h.cfg.Web.URL()
		writeJSON(w, l)
	})
	mux.HandleFunc("POST /v1/web/logout", func(w http.ResponseWriter, r *http.Request) {
		if h.cfg.Web == nil {
			http.Error(w, "this session host serves no web page (it was started with --web off)", http.StatusNotFound)
			return
		}
		writeJSON(w, WebLogout{Ended: h.cfg.Web.Logout()})
	})
	return mux
}

// untilStopping ends a request when the host starts to end: a front end's
// GET stream of notifications would otherwise hold up the shutdown.
func (h *Host) untilStopping(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		go func() { // ends with the request (the deferred cancel) or the host
			select {
			case <-h.stopping:
				cancel()
			case <-ctx.Done():
			}
		}()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// presence holds a front end's connection open for as long as it runs; the
// first line says who the host is. The host does not linger out while one
// is open, and a front end whose last one ends has ended (frontEndLife).
func (h *Host) presence(w http.ResponseWriter, r *http.Request) {
	h.count(&h.frontEnds, 1)
	defer h.count(&h.frontEnds, -1)
	if id := r.Header.Get(HeaderFrontEndID); id != "" {
		h.lifeOf(id, 1)
		defer h.lifeOf(id, -1)
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	b, _ := json.Marshal(h.info())
	_, _ = w.Write(append(b, '\n'))
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
	select {
	case <-r.Context().Done():
	case <-h.stopping:
	}
}

// frontEndLife is what the host knows of a front end's life: its presence
// streams open, and a channel closed when the last one ends.
type frontEndLife struct {
	streams int
	ended   chan struct{}
}

type endedKey struct{}

// lifeOf returns the channel closed when front end id ends, adding d to
// its presence streams; the front end has ended when they fall to none.
// A front end's calls may come before its stream: its entry waits for it.
func (h *Host) lifeOf(id string, d int) <-chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.lives == nil {
		h.lives = map[string]*frontEndLife{}
	}
	l := h.lives[id]
	if l == nil {
		l = &frontEndLife{ended: make(chan struct{})}
		h.lives[id] = l
	}
	l.streams += d
	if d < 0 && l.streams <= 0 {
		close(l.ended)
		delete(h.lives, id)
	}
	return l.ended
}

// withFrontEndLife gives a call the end of its front end's life (OriginOf
// reads it): what a call binds to its front end ends with it.
func (h *Host) withFrontEndLife(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if id := r.Header.Get(HeaderFrontEndID); id != "" && r.Method == http.MethodPost {
			r = r.WithContext(context.WithValue(r.Context(), endedKey{}, h.lifeOf(id, 0)))
		}
		next.ServeHTTP(w, r)
	})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

// peerListener admits only connections from processes of the host's own
// user that belong to no agentty session, this host's or any other
// server's, and that it can identify (peer.judge); any other is answered
// 403 and closed at once, so that connections a session's program holds open cost
// the host nothing. The judge is made as the connection is accepted, with
// its process pinned (and again, for nothing new, at its first request:
// clientsOnly).
type peerListener struct {
	*net.UnixListener
	uid int
	m   *session.Manager
}

func (l peerListener) Accept() (net.Conn, error) {
	for {
		c, err := l.AcceptUnix()
		if err != nil {
			return nil, err
		}
		uid, pid, err := peerCred(c)
		if err == nil && uid == l.uid {
			p := &peer{pid: pid, pin: pinPeer(c, pid)}
			p.once.Do(func() { p.judge(l.m) })
			if p.refused == "" {
				return &peerConn{UnixConn: c, peer: p}, nil
			}
			go refuse(c, p.refused+"\n")
			continue
		}
		msg := fmt.Sprintf("agentty: refused: this session host belongs to uid %d, and the connecting process runs as uid %d\n", l.uid, uid)
		if err != nil {
			msg = fmt.Sprintf("agentty: refused: the connecting process's uid cannot be known: %v\n", err)
		}
		slog.Warn("session host refused a connection from another user", "uid", uid, "err", err)
		go refuse(c, msg)
	}
}

// refuse answers a refused connection 403 with msg and closes it. It
// takes what the client sends meanwhile (64 KiB, 2 s at most), so that a
// client that writes its request after the answer was written (a loaded
// machine) reads the answer rather than a broken pipe; lingering is for
// refuseLingers connections at once, a connection past them is closed
// after the answer.
func refuse(c *net.UnixConn, msg string) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(2 * time.Second))
	_, _ = fmt.Fprintf(c, "HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", len(msg), msg)
	_ = c.CloseWrite()
	select {
	case refuseLingers <- struct{}{}:
		defer func() { <-refuseLingers }()
	default:
		return
	}
	_, _ = io.CopyN(io.Discard, c, 64<<10)
}

// refuseLingers bounds the refused connections read from at once.
var refuseLingers = make(chan struct{}, 64)

// peerConn is an admitted connection and what is known of its peer.
type peerConn struct {
	*net.UnixConn
	peer *peer
}

// Close closes the connection and lets its peer's process go.
func (c *peerConn) Close() error {
	c.peer.pin.release()
	return c.UnixConn.Close()
}

// peer is the process at the other end of a connection, as it connected.
type peer struct {
	pid     int // 0: the kernel does not say (a process of another pid namespace, a platform that does not tell)
	pin     *peerPin
	once    sync.Once
	refused string // why it may not be a client, once judged; "" when it may
}

// judge decides whether the peer may be a client: not when its process
// belongs to a session, this host's or any other agentty server's
// (session.Manager.Belongs), nor when that cannot be told (the kernel does
// not say which process it is, it has ended, its ancestry cannot be read):
// a connection is served only when its process is known to be the user's
// own outside every session.
func (p *peer) judge(m *session.Manager) {
	defer p.pin.release()
	if p.pid == 0 {
		p.refused = "agentty: refused: the kernel does not say which process made this connection (" + unknownPeer + "), so it cannot be told from a session's program. " +
			"Run agentty serve --standalone where the session host cannot tell."
		slog.Warn("session host refused a connection whose process is not known", "why", unknownPeer)
		return
	}
	how, in, err := m.Belongs(p.pid)
	switch {
	case in:
		p.refused = fmt.Sprintf("agentty: refused: the connecting process (pid %d) belongs to %s. "+
			"A session's programs cannot drive a session host; only the user's processes outside every session can (agentty ls, attach, a front end its MCP client started).", p.pid, how)
		slog.Warn("session host refused a session's process", "pid", p.pid, "how", how)
	case !p.pin.alive():
		p.refused = fmt.Sprintf("agentty: refused: the process that made this connection (pid %d) has ended; a connection is served only while the process that made it runs.", p.pid)
		slog.Warn("session host refused a connection whose process has ended", "pid", p.pid)
	case err != nil:
		p.refused = fmt.Sprintf("agentty: refused: the connecting process (pid %d) cannot be told from a session's program: %v. "+
			"A connection is served only when its process is known to be outside every session.", p.pid, err)
		slog.Warn("session host refused a process it cannot identify", "pid", p.pid, "err", err)
	}
}

type peerKey struct{}

// connPeer is the server's ConnContext: each request knows its
// connection's peer.
func connPeer(ctx context.Context, c net.Conn) context.Context {
	if pc, ok := c.(*peerConn); ok {
		return context.WithValue(ctx, peerKey{}, pc.peer)
	}
	return ctx
}

// clientsOnly refuses every request of a connection whose peer belongs to
// a session (any server's) or cannot be identified: a session's programs
// are not the host's clients (they would list, read and type into every other session, take
// people's places, hand out the web page's logins and stop the host). It
// is judged once a connection, at its first request, off the accepting
// goroutine.
func (h *Host) clientsOnly(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, _ := r.Context().Value(peerKey{}).(*peer)
		if p == nil {
			next.ServeHTTP(w, r)
			return
		}
		p.once.Do(func() { p.judge(h.cfg.Manager) })
		if p.refused != "" {
			w.Header().Set("Connection", "close")
			http.Error(w, p.refused, http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}
