package transport

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/guard"
	"github.com/agentty/agentty/session"
)

// HTTPOptions configure the Streamable HTTP transport: agentty serve
// --http's flags.
type HTTPOptions struct {
	// Page is the sessions' web page (web.Server), served beside /mcp
	// when not nil (not over TLS).
	Page Page
	// Token and TokenFile are --token and --token-file; EnvToken is
	// $AGENTTY_TOKEN, taken out of the environment (TokenOutOfEnviron).
	// Without any of them a random token is printed.
	Token, TokenFile, EnvToken string
	// Origins and Hosts are the comma-separated Origins and host names
	// allowed besides the server's own (--allow-origin, --allow-host).
	Origins, Hosts string
	// CertFile and KeyFile, when given, serve HTTPS.
	CertFile, KeyFile string
	// MaxRequest bounds one request's body (RequestLimit).
	MaxRequest int
	// Version is the server's, for its log.
	Version string
	// Belongs says whether a process belongs to an agentty session (the
	// standalone server's session.Manager.Belongs); nil is
	// session.Belongs, every server's sessions.
	Belongs func(pid int) (how string, in bool, err error)
}

// A Page is the sessions' web page as ServeHTTP serves it beside /mcp:
// web.Server's, which ServeHTTP mounts at its own address and bearer
// token.
type Page interface {
	http.Handler
	// Mount gives the page the address it is served at and the bearer
	// token its API takes.
	Mount(addr, token string)
	// URL is the page's address; LoginURL the one that logs a browser in.
	URL() string
	LoginURL() (string, error)
}

// ServeHTTP serves MCP Streamable HTTP at /mcp until ctx ends. Requests need
// the bearer token, a Host naming this server, and, from a browser, an
// Origin of this server (DNS rebinding, cross-site requests); a request
// body over the limit is refused unread.
func ServeHTTP(ctx context.Context, mcp http.Handler, addr string, o HTTPOptions, stderr io.Writer) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--http %q: want HOST:PORT, e.g. 127.0.0.1:7070", addr)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	if (o.CertFile == "") != (o.KeyFile == "") {
		return errors.New("--tls-cert and --tls-key go together")
	}
	token, err := bearerToken(o, stderr)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, port))
	if err != nil {
		return err
	}
	tls := o.CertFile != ""
	scheme := "http"
	if tls {
		scheme = "https"
	}
	hosts := guard.NewHosts(host, ln.Addr().(*net.TCPAddr).Port, tls, o.Hosts)
	allowed := map[string]bool{}
	for _, origin := range strings.Split(o.Origins, ",") {
		if origin = strings.TrimSpace(origin); origin != "" {
			allowed[strings.ToLower(strings.TrimRight(origin, "/"))] = true
		}
	}
	if !tls && !isLoopback(host) {
		slog.Warn("serving HTTP on a non-loopback address without TLS: the bearer token and every screen cross the network in the clear; "+
			"give --tls-cert and --tls-key, or bind 127.0.0.1", "addr", ln.Addr().String())
	}
	mux := http.NewServeMux()
	belongs := o.Belongs
	if belongs == nil {
		belongs = session.Belongs
	}
	// A local process is served only when it is the user's own outside
	// every agentty session (a session's program may have read the token
	// file); one on another machine, or where the platform does not say,
	// on the token alone.
	peer := func(r *http.Request) string {
		return guard.JudgePeer(r, guard.PeerRule{What: "agentty serve --http", Belongs: belongs, Elsewhere: true})
	}
	mux.Handle("/mcp", guarded(mcp, token, hosts, allowed, o.MaxRequest, peer))
	if o.Page != nil && !tls {
		o.Page.Mount(ln.Addr().String(), token)
		mux.Handle("/", o.Page)
		if login, err := o.Page.LoginURL(); err == nil {
			fmt.Fprintf(stderr, "agentty: web page: %s (log in once with %s, or with the bearer token)\n", o.Page.URL(), login)
		}
	}
	// Each connection's process is judged once (guard.JudgePeer).
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10, ConnContext: guard.PeerContext}
	slog.Info("agentty serving MCP over HTTP", "url", scheme+"://"+ln.Addr().String()+"/mcp", "version", o.Version, "max_request", o.MaxRequest)
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	if tls {
		err = srv.ServeTLS(ln, o.CertFile, o.KeyFile)
	} else {
		err = srv.Serve(ln)
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// StreamableHTTP is s's Streamable HTTP handler, for ServeHTTP. ServeHTTP's
// guard owns the Host check (mcp-go's own would refuse --allow-host names
// on a loopback connection).
func StreamableHTTP(s *server.MCPServer) *server.StreamableHTTPServer {
	return server.NewStreamableHTTPServer(s, server.WithDisableLocalhostProtection(true))
}

// bearerToken is the token from --token-file, --token or $AGENTTY_TOKEN,
// else a random one printed to stderr.
func bearerToken(o HTTPOptions, stderr io.Writer) (string, error) {
	switch {
	case o.TokenFile != "":
		b, err := os.ReadFile(o.TokenFile)
		if err != nil {
			return "", fmt.Errorf("--token-file: %w", err)
		}
		t := strings.TrimSpace(string(b))
		if t == "" || strings.ContainsAny(t, " \t\r\n") {
			return "", fmt.Errorf("--token-file %s: want one token on one line", o.TokenFile)
		}
		return t, nil
	case o.Token != "":
		slog.Warn("--token is visible to every user of this machine in the process list; prefer --token-file or $AGENTTY_TOKEN")
		return o.Token, nil
	case o.EnvToken != "":
		return o.EnvToken, nil
	}
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	t := hex.EncodeToString(b)
	fmt.Fprintf(stderr, "agentty: bearer token for this server: %s\n", t)
	return t, nil
}

// guarded checks, before a request reaches MCP: the Host header (DNS
// rebinding), the Origin header (cross-site requests from a browser), the
// process behind the connection (peer: why it is refused, "" when it is
// not), the bearer token, and the size of the body.
func guarded(next http.Handler, token string, hosts guard.Hosts, origins map[string]bool, maxRequest int, peer func(*http.Request) string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !hosts.HostOK(r.Host) {
			http.Error(w, "host not allowed: use the address the server listens on, localhost or 127.0.0.1 (or start it with --allow-host)", http.StatusForbidden)
			return
		}
		if o := r.Header.Get("Origin"); o != "" && !originOK(o, hosts, origins) {
			http.Error(w, "origin not allowed", http.StatusForbidden)
			return
		}
		if why := peer(r); why != "" {
			http.Error(w, "agentty: refused: "+why+".", http.StatusForbidden)
			return
		}
		if !bearerOK(r.Header.Get("Authorization"), token) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="agentty"`)
			http.Error(w, "missing or wrong bearer token", http.StatusUnauthorized)
			return
		}
		LimitBody(next, maxRequest).ServeHTTP(w, r)
	})
}

// bearerOK checks an Authorization header: the scheme is case-insensitive
// (RFC 9110), the token compared in constant time.
func bearerOK(header, token string) bool {
	scheme, cred, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(strings.TrimSpace(cred)), []byte(token)) == 1
}

// originOK allows an Origin of this server (guard.Hosts) and the ones
// configured.
func originOK(origin string, hosts guard.Hosts, allowed map[string]bool) bool {
	return allowed[strings.ToLower(strings.TrimRight(origin, "/"))] || hosts.OriginOK(origin)
}

// isLoopback says whether a bind host reaches only this machine.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}
