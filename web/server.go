package web

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/agentty/agentty/guard"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

//go:embed assets
var assets embed.FS

// Options configure a Server.
type Options struct {
	// Manager holds the sessions the page shows.
	Manager *session.Manager
	// Token, when set, is a bearer token that authorises API requests and
	// logs a browser in (agentty serve --http's).
	Token string
	// LoginTTL is how long a one-time login token works (10 minutes when
	// zero). A login's credential lasts while its page uses it, until no
	// request has used it for LoginIdle (15 minutes when zero), and never
	// longer than LoginFor (12 hours when zero); see login.go.
	LoginTTL, LoginIdle, LoginFor time.Duration
	// Remote, when set, lists the sessions on other machines (ids
	// MACHINE:ID, each with its machine): the page lists them after the
	// manager's, asking again every few seconds while a list is open.
	Remote func(context.Context) ([]tools.SessionRow, []string)
	// Machines, when set, reaches the session hosts of other machines
	// (package machine's Fleet): a session MACHINE:ID's page is that
	// host's (Server.Socket), whose emulator draws it, relayed as data.
	Machines Machines
	// FarWait bounds how long a machine's page has to answer a request
	// that is not a stream (and to start a stream's answer): past it the
	// browser gets an error naming the machine, and its link is dropped
	// (a minute when zero).
	FarWait time.Duration
}

// Server is the web page of one manager's sessions; it is an http.Handler.
type Server struct {
	opts  Options
	m     *session.Manager
	hub   *hub
	files http.Handler
	mux   *http.ServeMux
	asked farQuestions // the questions of machines this page shows

	mu     sync.Mutex             // guards every field below
	addr   string                 // host:port the page is reached at
	hosts  guard.Hosts            // the Host headers and Origins of addr
	logins map[string]*linkToken  // one-time login tokens, until used or expired
	creds  map[string]*credential // logged-in pages' credentials, until they end
	views  map[string]*view       // the session pages open, by id
	closed bool

	ctx    context.Context // ends when the server closes: streams end
	cancel context.CancelFunc
	srv    *http.Server // when it serves its own listener
	wg     sync.WaitGroup
}

// New returns the page of o.Manager's sessions. It follows the sessions
// from now on; Close stops it.
func New(o Options) *Server {
	if o.LoginTTL <= 0 {
		o.LoginTTL = 10 * time.Minute
	}
	if o.LoginIdle <= 0 {
		o.LoginIdle = 15 * time.Minute
	}
	if o.LoginFor <= 0 {
		o.LoginFor = 12 * time.Hour
	}
	if o.FarWait <= 0 {
		o.FarWait = time.Minute
	}
	sub, _ := fs.Sub(assets, "assets")
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{opts: o, m: o.Manager, files: http.FileServerFS(sub),
		logins: map[string]*linkToken{}, creds: map[string]*credential{}, views: map[string]*view{},
		ctx: ctx, cancel: cancel}
	s.hub = newHub(o.Manager)
	s.mux = s.routes()
	return s
}

// Listen serves the page on a TCP listener at addr (host:port; port 0 picks
// one, an empty host is 127.0.0.1) until Close, and makes it the place
// where the manager's questions are answered.
func (s *Server) Listen(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("web address %q: want HOST:PORT, e.g. 127.0.0.1:0", addr)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, port))
	if err != nil {
		return fmt.Errorf("web page: %w", err)
	}
	if ip := net.ParseIP(strings.Trim(host, "[]")); ip == nil || !ip.IsLoopback() {
		slog.Warn("the web page listens beyond loopback: anyone who reaches it can try to log in", "addr", ln.Addr().String())
	}
	s.Mount(ln.Addr().String(), "")
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10, ConnContext: s.ConnContext}
	s.mu.Lock()
	s.srv = srv
	s.mu.Unlock()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			slog.Error("web page", "err", err)
		}
	}()
	slog.Info("web page", "url", s.URL(), "login", "run agentty web for a login link")
	return nil
}

// Mount says where the page is reached (host:port of the listener that
// serves it, when another server mounts it) and the bearer token that also
// logs in ("" keeps Options.Token), and makes it the place where the
// manager's questions are answered.
func (s *Server) Mount(addr, token string) {
	s.mu.Lock()
	s.addr = addr
	s.hosts = guard.HostsAt(addr)
	if token != "" {
		s.opts.Token = token
	}
	s.mu.Unlock()
	s.m.SetQuestionPage(func(id string) string { return s.URL() + "/ask/" + id })
}

// URL returns the page's address, "" before Listen or Mount.
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.addr == "" {
		return ""
	}
	return "http://" + s.addr
}

// Close stops the page: its streams end, and its own listener (if any)
// closes; the manager's questions are no longer answered here. It blocks
// until its goroutines are gone; calling it again does nothing.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	srv := s.srv
	s.logoutLocked()
	s.mu.Unlock()
	s.m.SetQuestionPage(nil)
	s.cancel()
	var err error
	if srv != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if err = srv.Shutdown(ctx); err != nil {
			err = srv.Close()
		}
	}
	s.wg.Wait()
	s.hub.close()
	return err
}

func randomToken() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// ServeHTTP checks every request (host, origin, headers), then routes it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	secureHeaders(w.Header())
	if err := s.checkRequest(r); err != nil {
		slog.Warn("web request refused", "path", r.URL.Path, "why", err.Error())
		http.Error(w, "agentty: refused: "+err.Error(), http.StatusForbidden)
		return
	}
	if why := s.refusedPeer(r); why != "" {
		http.Error(w, "agentty: refused: "+why+".", http.StatusForbidden)
		return
	}
	s.mux.ServeHTTP(w, r)
}

// routes is the page's mux.
func (s *Server) routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.index)
	mux.HandleFunc("GET /login", s.loginGet)
	mux.HandleFunc("POST /login", s.loginPost)
	mux.Handle("GET /static/", http.StripPrefix("/static", s.files))
	// The painted screen's script and style, which the MCP App holds too.
	mux.HandleFunc("GET /static/term.js", serveBytes("text/javascript; charset=utf-8", tools.TermJS))
	mux.HandleFunc("GET /static/term.css", serveBytes("text/css; charset=utf-8", tools.TermCSS))
	api := func(pattern string, h http.HandlerFunc) {
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			c, ok := s.authorise(r)
			if !ok {
				http.Error(w, "agentty: log in first: run agentty web for a login link (a login ends when its page has not used it for "+
					s.opts.LoginIdle.String()+", after "+s.opts.LoginFor.String()+", or when logged out)", http.StatusUnauthorized)
				return
			}
			defer s.release(c)
			h(w, r.WithContext(context.WithValue(r.Context(), credKey{}, c)))
		})
	}
	api("POST /api/logout", s.logoutPost)
	api("GET /api/sessions", s.listSessions)
	api("GET /api/events", s.listEvents)
	for _, a := range s.sessionAPI() {
		api(a.pattern, func(w http.ResponseWriter, r *http.Request) {
			if !s.toFar(w, r) {
				a.h(w, r)
			}
		})
	}
	for _, a := range s.askAPI() {
		mux.HandleFunc(a.pattern, func(w http.ResponseWriter, r *http.Request) {
			if !s.askFar(w, r) {
				a.h(w, r)
			}
		})
	}
	return mux
}

// index is the page; its script sends a browser that has no credential
// to the login page.
func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	serveAsset(w, "index.html")
}

// loginGet is the login page. Its script exchanges a token in the URL's
// fragment (#token=, from agentty web) or typed in its form with POST
// /login, and keeps the credential it gets in the tab's sessionStorage.
func (s *Server) loginGet(w http.ResponseWriter, r *http.Request) {
	serveAsset(w, "login.html")
}

// loginReply is what POST /login answers: the credential the page sends
// as "Authorization: Bearer" with each request.
type loginReply struct {
	Credential string `json:"credential"`
	ExpiresMs  int64  `json:"expires_in_ms"` // at the latest
	IdleMs     int64  `json:"idle_ms"`       // unless used within
}

// loginPost exchanges a token ({"token": ...}) for a credential.
func (s *Server) loginPost(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4096)
	var req struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "agentty: the login is not the JSON expected", http.StatusBadRequest)
		return
	}
	c := s.login(strings.TrimSpace(req.Token))
	if c == "" {
		slog.Warn("web login refused: unknown, used or expired token")
		http.Error(w, "agentty: this login token is unknown, used or expired; run agentty web for a new login link", http.StatusForbidden)
		return
	}
	slog.Info("web login", "remote", r.RemoteAddr)
	writeJSON(w, loginReply{Credential: c, ExpiresMs: s.opts.LoginFor.Milliseconds(), IdleMs: s.opts.LoginIdle.Milliseconds()})
}

// serveBytes serves b as a file of type typ.
func serveBytes(typ string, b []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", typ)
		w.Header().Set("Content-Length", strconv.Itoa(len(b)))
		_, _ = w.Write(b)
	}
}

// serveAsset writes an embedded page.
func serveAsset(w http.ResponseWriter, name string) {
	b, err := assets.ReadFile("assets/" + name)
	if err != nil {
		http.Error(w, "agentty: missing page "+name, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)))
	_, _ = w.Write(b)
}
