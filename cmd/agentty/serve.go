package main

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

func serve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg session.Config
	httpAddr := fs.String("http", "", "serve MCP Streamable HTTP on this address (loopback when the host is empty) instead of stdio")
	token := fs.String("token", "", "bearer token HTTP clients must send (default: $AGENTTY_TOKEN, else a random one printed to stderr)")
	origins := fs.String("allow-origin", "", "comma-separated Origins allowed over HTTP besides the server's own")
	logLevel := fs.String("log-level", "info", "debug, info, warn or error (logs go to stderr)")
	configFlags(fs, &cfg)
	fe := frontEndFlags(fs)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if err := setupLogging(stderr, *logLevel); err != nil {
		fmt.Fprintln(stderr, "agentty:", err)
		return 2
	}
	if !fe.standalone {
		// A front end of the session host: the sessions live there.
		return serveFrontEnd(fs, fe, *httpAddr, *token, *origins, stdin, stdout, stderr)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	m := session.NewManager(cfg)
	// Every child ends with the server, however serving ends.
	defer m.Close()
	s := tools.NewServer(m, version())

	var err error
	if *httpAddr != "" {
		err = serveHTTP(ctx, server.NewStreamableHTTPServer(s), *httpAddr, *token, *origins, stderr)
	} else {
		slog.Info("agentty serving MCP on stdio", "version", version())
		// Tool calls run in a worker pool; with fewer workers than sessions,
		// long waits on some sessions would hold up calls on the others.
		std := server.NewStdioServer(s)
		server.WithWorkerPoolSize(m.Config().MaxSessions + 4)(std)
		std.SetErrorLogger(log.New(stderr, "mcp: ", 0))
		err = std.Listen(ctx, stdin, stdout)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		slog.Error("serve", "err", err)
		return 1
	}
	return 0
}

// serveHTTP serves MCP Streamable HTTP at /mcp (with mcp) until ctx ends.
// Requests need the bearer token; a browser Origin other than the server's
// own is refused.
func serveHTTP(ctx context.Context, mcp http.Handler, addr, token, extraOrigins string, stderr io.Writer) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--http %q: want HOST:PORT, e.g. 127.0.0.1:7070", addr)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	if token == "" {
		token = os.Getenv("AGENTTY_TOKEN")
	}
	if token == "" {
		b := make([]byte, 24)
		_, _ = rand.Read(b)
		token = hex.EncodeToString(b)
		fmt.Fprintf(stderr, "agentty: bearer token for this server: %s\n", token)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, port))
	if err != nil {
		return err
	}
	allowed := map[string]bool{}
	for _, o := range strings.Split(extraOrigins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			allowed[strings.TrimRight(o, "/")] = true
		}
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", guard(mcp, token, allowed))
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	slog.Info("agentty serving MCP over HTTP", "url", "http://"+ln.Addr().String()+"/mcp", "version", version())
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// guard checks the Origin header (DNS rebinding, cross-site requests) and the
// bearer token before a request reaches MCP.
func guard(next http.Handler, token string, allowed map[string]bool) http.Handler {
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if o := r.Header.Get("Origin"); o != "" && !originOK(o, r.Host, allowed) {
			http.Error(w, "origin not allowed", http.StatusForbidden)
			return
		}
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="agentty"`)
			http.Error(w, "missing or wrong bearer token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// originOK allows the server's own origin and the ones configured.
func originOK(origin, host string, allowed map[string]bool) bool {
	if allowed[strings.TrimRight(origin, "/")] {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host == host
}
