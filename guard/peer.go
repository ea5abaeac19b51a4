package guard

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

// Who may be served (the page, agentty serve --http's /mcp): a process
// of the server's own user, outside every agentty session (of this server
// or any other: session.Manager.Belongs), that the kernel shows. The
// process at the other end of a connection is found once, at its first
// request (kernel.FindTCPPeer: the machine's TCP tables, then the
// processes holding the socket); a connection whose process cannot be
// named (another machine, an execute-only program, a platform that does
// not tell), another user's, or a session program's is refused every
// request with a sentence saying which.

// PeerRule is what JudgePeer asks of the process behind a connection.
type PeerRule struct {
	// What is served, for the sentence ("the page").
	What string
	// Belongs says whether a process belongs to an agentty session:
	// session.Manager.Belongs, or kernel.SessionOf where no manager is.
	Belongs func(pid int) (how string, in bool, err error)
	// Elsewhere lets in, on other grounds (a bearer token), a peer on
	// another machine and one a platform that cannot say connects from.
	Elsewhere bool
}

// peerJudges are one connection's judgements, each made at its first
// request, by rule.
type peerJudges struct {
	mu  sync.Mutex
	why map[string]string // rule's What -> why refused ("" when let in)
}

type peerKey struct{}

// PeerContext gives each connection of a server its judgements
// (http.Server.ConnContext): its process is found once, not at every
// request. A server that mounts the page sets it.
func PeerContext(ctx context.Context, _ net.Conn) context.Context {
	return context.WithValue(ctx, peerKey{}, &peerJudges{why: map[string]string{}})
}

// JudgePeer says why the local process behind r's TCP connection may not
// be served by rule ("" when it may): another user's, one that belongs to
// an agentty session, or one that cannot be identified. It judges once a
// connection where the server set PeerContext, else at each request.
func JudgePeer(r *http.Request, rule PeerRule) string {
	js, _ := r.Context().Value(peerKey{}).(*peerJudges)
	if js == nil {
		return judgePeer(r, rule)
	}
	js.mu.Lock()
	defer js.mu.Unlock()
	why, ok := js.why[rule.What]
	if !ok {
		why = judgePeer(r, rule)
		js.why[rule.What] = why
		if why != "" {
			slog.Warn("connection refused", "to", rule.What, "remote", r.RemoteAddr, "why", why)
		}
	}
	return why
}

func judgePeer(r *http.Request, rule PeerRule) string {
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
	plain := func(a netip.AddrPort) netip.AddrPort {
		return netip.AddrPortFrom(a.Addr().Unmap().WithZone(""), a.Port())
	}
	la, ra = plain(la), plain(ra)
	// The processes holding the socket are judged, then looked for again:
	// one that forked and exited meanwhile may have left the socket to a
	// child not judged, and its pid to another process. The verdict
	// stands when every process holding it then is one judged, as it was.
	for try := 0; ; try++ {
		p, err := kernel.FindTCPPeer(la, ra)
		if uid := os.Getuid(); p.UID >= 0 && p.UID != uid {
			return fmt.Sprintf("this connection comes from another user's process (uid %d); %s is its own user's (uid %d) only", p.UID, rule.What, uid)
		}
		if rule.Elsewhere && (errors.Is(err, errors.ErrUnsupported) || errors.Is(err, kernel.ErrNotLocal) && !ra.Addr().IsLoopback()) {
			return ""
		}
		if err != nil {
			return fmt.Sprintf("%v; %s serves only a process it can tell is its user's, outside every agentty session", err, rule.What)
		}
		judged := map[int]uint64{} // pid -> start, of each holder judged outside every session
		for _, pid := range p.Pids {
			start := kernel.ProcessStart(pid)
			how, in, err := rule.Belongs(pid)
			switch {
			case in:
				return fmt.Sprintf("this connection comes from a program (pid %d) that belongs to %s; only the user's processes outside every session may use %s", pid, how, rule.What)
			case errors.Is(err, kernel.ErrEnded):
				// it holds the socket no more
			case err != nil:
				return fmt.Sprintf("the process behind this connection (pid %d) cannot be told from a session's program: %v", pid, err)
			default:
				judged[pid] = start
			}
		}
		if len(judged) == 0 {
			return "the process behind this connection has ended"
		}
		if now, err := kernel.FindTCPPeer(la, ra); err == nil && heldBy(now.Pids, judged) {
			return ""
		}
		if try == 3 {
			return "the processes holding this connection kept changing while they were judged, so they cannot be told from a session's programs"
		}
	}
}

// heldBy says whether every process of pids is one of judged (pid ->
// start time), the same process still.
func heldBy(pids []int, judged map[int]uint64) bool {
	for _, pid := range pids {
		start, ok := judged[pid]
		if !ok || start == 0 || kernel.ProcessStart(pid) != start {
			return false
		}
	}
	return true
}
