package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/web"
)

func serve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg session.Config
	var h httpOptions
	httpAddr := fs.String("http", "", "serve MCP Streamable HTTP on this address (loopback when the host is empty) instead of stdio")
	fs.StringVar(&h.tokenFile, "token-file", "", "read the bearer token HTTP clients must send from this file (preferred; or set $AGENTTY_TOKEN); "+
		"without either a random one is printed to stderr")
	fs.StringVar(&h.token, "token", "", "the bearer token, on the command line: visible to every user in the process list; prefer --token-file or $AGENTTY_TOKEN")
	fs.StringVar(&h.origins, "allow-origin", "", "comma-separated Origins allowed over HTTP besides the server's own (e.g. https://app.example)")
	fs.StringVar(&h.hosts, "allow-host", "", "comma-separated host names HTTP requests may name besides the listening address, localhost, 127.0.0.1 and [::1] "+
		"(a name without a port gets the listening port)")
	fs.StringVar(&h.certFile, "tls-cert", "", "serve HTTPS with this certificate (PEM); with --tls-key")
	fs.StringVar(&h.keyFile, "tls-key", "", "the private key (PEM) of --tls-cert")
	maxRequest := fs.Int("max-request", 0, "bytes of one JSON-RPC request, refused unread when larger (default: 1 MiB, or 8 x --max-input + 64 KiB when that is more)")
	logLevel := logLevelFlag(fs, "info")
	webAddr := webFlag(fs, "", "serve the sessions' web page on this address (port 0 picks one; off: none). Default: the session host's own "+
		"(agentty web logs in); standalone, at --http's address, or none on stdio")
	configFlags(fs, &cfg)
	fe := frontEndFlags(fs)
	mf := addMachineFlags(fs)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if _, err := mf.load(); err != nil {
		// Local sessions do not need the machines: a call for one says
		// what is wrong.
		fmt.Fprintln(stderr, "agentty: warning:", err)
	}
	if fe.standalone && len(mf.machines) > 0 {
		fmt.Fprintln(stderr, "agentty: --machine needs the session host, which reaches the machines: drop --standalone")
		return 2
	}
	if !setup(stderr, cfg.State, *logLevel) {
		return 2
	}
	// The token in the environment is taken out of it at once, the
	// environment block too (a re-exec): neither a session host this starts
	// nor a session inherits it, and /proc/PID/environ does not show it.
	envToken, terr := tokenOutOfEnviron()
	switch {
	case terr != nil && envToken == "":
		fmt.Fprintln(stderr, "agentty:", terr)
		return 2
	case terr != nil:
		slog.Warn("the bearer token stays in this process's environment block", "err", terr)
	}
	h.envToken = envToken
	if err := noDump(); err != nil {
		slog.Warn("this process stays dumpable", "err", err)
	}
	h.maxRequest = *maxRequest
	if h.maxRequest <= 0 {
		h.maxRequest = requestLimit(cfg.MaxInput)
	}
	if !fe.standalone {
		// A front end of the session host: the sessions live there.
		var machines []string
		for _, m := range mf.machines {
			machines = append(machines, "--machine="+m)
		}
		return serveFrontEnd(fs, fe, machines, *httpAddr, h, stdin, stdout, stderr)
	}

	sigCtx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	ctx, cancel := context.WithCancel(sigCtx)
	defer cancel()
	// A client that went away leaves stdout a broken pipe. Asking for
	// SIGPIPE makes a write to it fail with EPIPE instead of killing the
	// server before it has ended its sessions (and, unlike ignoring it,
	// leaves SIGPIPE's default action to the programs sessions start).
	sigpipe := make(chan os.Signal, 1)
	signal.Notify(sigpipe, syscall.SIGPIPE)
	defer signal.Stop(sigpipe)
	m := session.NewManager(cfg)
	// Every child ends with the server, however serving ends.
	defer m.Close()
	var page *web.Server
	if *httpAddr != "" && *webAddr == "" {
		page = web.New(web.Options{Manager: m}) // mounted beside /mcp
	} else if p, err := startWeb(m, *webAddr); err != nil {
		fmt.Fprintln(stderr, "agentty:", err)
		return 1
	} else {
		page = p
	}
	if page != nil {
		defer page.Close()
	}
	s := tools.NewServer(m, version())

	var err error
	if *httpAddr != "" {
		mounted := page
		if *webAddr != "" {
			mounted = nil // it has a listener of its own
		}
		h.page = mounted
		// guard owns the Host check (mcp-go's own would refuse
		// --allow-host names on a loopback connection).
		err = serveHTTP(ctx, server.NewStreamableHTTPServer(s, server.WithDisableLocalhostProtection(true)), *httpAddr, h, stderr)
	} else {
		slog.Info("agentty serving MCP on stdio", "version", version(), "max_request", h.maxRequest, "state", m.Config().State)
		// Tool calls run in a worker pool; with fewer workers than sessions,
		// long waits on some sessions would hold up calls on the others.
		std := server.NewStdioServer(s)
		server.WithWorkerPoolSize(m.Config().MaxSessions + 4)(std)
		std.SetErrorLogger(log.New(stderr, "mcp: ", 0))
		in, out := limitStdio(stdin, &clientWriter{w: stdout, gone: cancel}, h.maxRequest)
		err = std.Listen(ctx, in, out)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		slog.Error("serve", "err", err)
		return 1
	}
	return 0
}

// clientWriter is the stdio client's end: when a write to it fails (the
// client is gone), serving ends, and with it every session.
type clientWriter struct {
	w    io.Writer
	gone context.CancelFunc
	once sync.Once
}

func (c *clientWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	if err != nil {
		c.once.Do(func() {
			slog.Warn("cannot write to the client; ending", "err", err)
			c.gone()
		})
	}
	return n, err
}
