package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/transport"
	"github.com/agentty/agentty/web"
)

func serve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg session.Config
	var h transport.HTTPOptions
	httpAddr := fs.String("http", "", "serve MCP Streamable HTTP on this address (loopback when the host is empty) instead of stdio")
	fs.StringVar(&h.TokenFile, "token-file", "", "read the bearer token HTTP clients must send from this file (preferred; or set $AGENTTY_TOKEN); "+
		"without either a random one is printed to stderr")
	fs.StringVar(&h.Token, "token", "", "the bearer token, on the command line: visible to every user in the process list; prefer --token-file or $AGENTTY_TOKEN")
	fs.StringVar(&h.Origins, "allow-origin", "", "comma-separated Origins allowed over HTTP besides the server's own (e.g. https://app.example)")
	fs.StringVar(&h.Hosts, "allow-host", "", "comma-separated host names HTTP requests may name besides the listening address, localhost, 127.0.0.1 and [::1] "+
		"(a name without a port gets the listening port)")
	fs.StringVar(&h.CertFile, "tls-cert", "", "serve HTTPS with this certificate (PEM); with --tls-key")
	fs.StringVar(&h.KeyFile, "tls-key", "", "the private key (PEM) of --tls-cert")
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
		fmt.Fprintln(stderr, "agentty: warning:", shown(err.Error()))
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
	envToken, terr := transport.TokenOutOfEnviron()
	switch {
	case terr != nil && envToken == "":
		fmt.Fprintln(stderr, "agentty:", shown(terr.Error()))
		return 2
	case terr != nil:
		slog.Warn("the bearer token stays in this process's environment block", "err", terr)
	}
	h.EnvToken = envToken
	if err := noDump(); err != nil {
		slog.Warn("this process stays dumpable", "err", err)
	}
	h.MaxRequest = *maxRequest
	if h.MaxRequest <= 0 {
		h.MaxRequest = transport.RequestLimit(cfg.MaxInput)
	}
	h.Version = version()
	if !fe.standalone {
		// A front end of the session host: the sessions live there.
		var machines []string
		for _, m := range mf.machines {
			machines = append(machines, "--machine="+m)
		}
		return serveFrontEnd(fs, fe, machines, *httpAddr, h, stdin, stdout, stderr)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	// A client that went away leaves stdout a broken pipe. Asking for
	// SIGPIPE makes a write to it fail with EPIPE instead of killing the
	// server before it has ended its sessions (and, unlike ignoring it,
	// leaves SIGPIPE's default action to the programs sessions start).
	sigpipe := make(chan os.Signal, 1)
	signal.Notify(sigpipe, syscall.SIGPIPE)
	defer signal.Stop(sigpipe)
	mark, ok := markServer(stderr)
	if !ok {
		return 1
	}
	defer mark.Close() // once the sessions have ended (deferred below)
	m := session.NewManager(cfg)
	// Every child ends with the server, however serving ends.
	defer m.Close()
	var page *web.Server
	if *httpAddr != "" && *webAddr == "" {
		page = web.New(web.Options{Manager: m}) // mounted beside /mcp
	} else if p, err := startWeb(web.Options{Manager: m}, *webAddr); err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
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
		if *webAddr == "" {
			h.Page = page // else it has a listener of its own
		}
		h.Belongs = m.Belongs
		err = transport.ServeHTTP(ctx, transport.StreamableHTTP(s), *httpAddr, h, stderr)
	} else {
		slog.Info("agentty serving MCP on stdio", "version", version(), "max_request", h.MaxRequest, "state", m.Config().State)
		// A client gone ends serving, and with it (m.Close) every session.
		err = transport.ServeStdio(ctx, s, stdin, stdout, transport.StdioOptions{
			MaxRequest: h.MaxRequest, Workers: m.Config().MaxSessions + 4, Log: stderr})
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		slog.Error("serve", "err", err)
		return 1
	}
	return 0
}
