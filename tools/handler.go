package tools

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

// sessionArgs are the arguments of a tool on one session: they name it,
// and give timeout_ms where the tool takes one (0 where it does not).
type sessionArgs interface {
	target() (id string, timeoutMs int)
	// far is the arguments for the host of the machine the session is
	// on: session_id the id there; and, when lost is not nil (an answer on
	// the session was lost since the agent was shown revision *lost),
	// reckoned from that screen: the full form, read_screen since it.
	far(id string, lost *uint64) any
}

// A call is a tool call on one session once it got that far: its
// arguments bound and checked, its timeout read and the session found.
type call[A sessionArgs] struct {
	args A
	s    *session.Session
	wait time.Duration // timeout_ms, or the tool's default
	req  mcp.CallToolRequest
}

// onSession is the one shape of a tool on a session: bind the arguments,
// read timeout_ms (def when it is left out), check the other arguments
// (check, which may be nil, may also fill what the work needs from them),
// look the session up, and then do the work. A mistake found on the way is
// an isError result naming the next step, the first one in that order. A
// session MACHINE:ID is looked up on that machine, which does the work
// (onFar).
func onSession[A sessionArgs](src *source, tool string, def time.Duration, check func(*A) error,
	do func(context.Context, call[A]) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	m := src.m
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[A](tool, req)
		if err != nil {
			return fail(err, nil)
		}
		id, ms := a.target()
		wait, err := timeout(ms, def)
		if err != nil {
			return fail(err, nil)
		}
		if check != nil {
			if err := check(&a); err != nil {
				return fail(err, nil)
			}
		}
		if machine, far, ok := SplitID(id); ok {
			return onFar(ctx, src, tool, machine, far, a, pageOf(a))
		}
		s, err := lookup(m, id)
		if err != nil {
			return fail(err, nil)
		}
		return do(ctx, call[A]{args: a, s: s, wait: wait, req: req})
	}
}

// pageOf is the scrollback a tool's arguments ask for: read_screen's.
func pageOf(a any) session.Page {
	if r, ok := a.(readArgs); ok {
		return session.Page{Lines: r.Scrollback, Skip: r.Offset}
	}
	return session.Page{}
}

// full is delta, unless the call is reckoned from a lost answer's screen.
func full(delta bool, lost *uint64) bool { return delta && lost == nil }
