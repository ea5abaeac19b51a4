package web

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"os"
	"sync"

	"github.com/agentty/agentty/session/kernel"
)

// Who may use the page: a process of the page's own user, outside every
// agentty session (of this server or any other: session.Manager.Belongs),
// that the kernel shows. The process at the other end of a connection is
// found once, at its first request (kernel.FindTCPPeer: the machine's TCP
// tables, then the processes holding the socket); a connection whose
// process cannot be named (another machine, an execute-only program, a
// platform that does not tell), another user's, or a session program's is
// refused every request with a sentence saying which. The routes served on
// the session host's socket (Server.Socket) are not judged here: the host
// judged that connection.

// peerJudge is one connection's judgement, made at its first request.
type peerJudge struct {
	once    sync.Once
	refused string // why the connection's process may not use the page; "" when it may
}

type peerKey struct{}

// ConnContext gives each connection of the page's server a judgement of its
// own (http.Server.ConnContext): its process is found once, not at every
// request. A server that mounts the page sets it.
func (s *Server) ConnContext(ctx context.Context, _ net.Conn) context.Context {
	return context.WithValue(ctx, peerKey{}, &peerJudge{})
}

// refusedPeer says why the process behind r's connection may not use the
// page, "" when it may.
func (s *Server) refusedPeer(r *http.Request) string {
	j, _ := r.Context().Value(peerKey{}).(*peerJudge)
	if j == nil {
		j = &peerJudge{} // a server that did not set ConnContext: each request
	}
	j.once.Do(func() {
		j.refused = s.judgePeer(r)
		if j.refused != "" {
			slog.Warn("web page refused a connection", "remote", r.RemoteAddr, "why", j.refused)
		}
	})
	return j.refused
}

// judgePeer finds the process at the other end of r's connection and says
// why it may not use the page, "" when it may.
func (s *Server) judgePeer(r *http.Request) string {
	local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	var la, ra netip.AddrPort
	var err error
	if local != nil {
		la, err = netip.ParseAddrPort(local.String())
	}
	if err == nil {
		ra, err = netip.ParseAddrPort(r.RemoteAddr)
	}
	if local == nil || err != nil {
		return "this connection's addresses cannot be read, so its process cannot be identified"
	}
	p, err := kernel.FindTCPPeer(netip.AddrPortFrom(la.Addr().Unmap().WithZone(""), la.Port()), netip.AddrPortFrom(ra.Addr().Unmap().WithZone(""), ra.Port()))
	if uid := os.Getuid(); p.UID >= 0 && p.UID != uid {
		return fmt.Sprintf("this connection comes from another user's process (uid %d); the page is its own user's (uid %d) only", p.UID, uid)
	}
	if err != nil {
		return fmt.Sprintf("%v; the page serves only a browser it can tell is its user's, outside every agentty session", err)
	}
	ended := 0
	for _, pid := range p.Pids {
		how, in, err := s.m.Belongs(pid)
		switch {
		case in:
			return fmt.Sprintf("this connection comes from a program (pid %d) that belongs to %s; only a person's browser outside every session may use the page", pid, how)
		case errors.Is(err, kernel.ErrEnded):
			ended++ // it holds the socket no more
		case err != nil:
			return fmt.Sprintf("the process behind this connection (pid %d) cannot be told from a session's program: %v", pid, err)
		}
	}
	if ended == len(p.Pids) {
		return "the process behind this connection has ended"
	}
	return ""
}
