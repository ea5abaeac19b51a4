package web

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"

	"github.com/agentty/agentty/guard"
)

// csp allows nothing but this server's own scripts, styles, pictures and
// connections: no inline script or style, no frames, no forms elsewhere.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
	"form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

func secureHeaders(h http.Header) {
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-store")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
}

// checkRequest refuses a request whose Host is not this server (DNS
// rebinding), and a browser's request from another origin: a cross-origin
// Origin, or a Sec-Fetch-Site other than same-origin except for a
// top-level navigation to a page (a person opening a link).
func (s *Server) checkRequest(r *http.Request) error {
	if !s.hostOK(r.Host) {
		return errors.New("the Host header " + quote(r.Host) + " does not name this server; use the address it listens on, localhost or 127.0.0.1")
	}
	if o := r.Header.Get("Origin"); o != "" && !s.originOK(o) {
		return errors.New("the Origin " + quote(o) + " is not this page's")
	}
	site := r.Header.Get("Sec-Fetch-Site")
	navigation := r.Method == http.MethodGet && r.Header.Get("Sec-Fetch-Mode") == "navigate" && !strings.HasPrefix(r.URL.Path, "/api/")
	if site != "" && site != "same-origin" && site != "none" && !navigation {
		return errors.New("a request from another site (" + site + ")")
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead && r.Header.Get("Origin") == "" && r.Header.Get("Authorization") == "" {
		// Browsers send Origin with every POST; only the bearer token's
		// clients may leave it out.
		return errors.New("a POST without Origin")
	}
	return nil
}

// ConnContext is guard.PeerContext, for the page's own server: each
// connection's process is judged once.
func (s *Server) ConnContext(ctx context.Context, c net.Conn) context.Context {
	return guard.PeerContext(ctx, c)
}

// refusedPeer says why the process behind r's connection may not use the
// page, "" when it may (guard.JudgePeer). The routes served on the session
// host's socket (Server.Socket) are not judged here: the host judged that
// connection.
func (s *Server) refusedPeer(r *http.Request) string {
	return guard.JudgePeer(r, guard.PeerRule{What: "the page", Belongs: s.m.Belongs})
}

// hostOK reports whether a Host header names this server (guard.Hosts).
func (s *Server) hostOK(hostport string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hosts.HostOK(hostport)
}

// originOK reports whether an Origin is this server's (guard.Hosts).
func (s *Server) originOK(origin string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hosts.OriginOK(origin)
}

func quote(s string) string {
	if len(s) > 100 {
		s = s[:100] + "…"
	}
	return "\"" + strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return '?'
		}
		return r
	}, s) + "\""
}
