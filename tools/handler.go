package tools

import (
	"context"
	"fmt"
	"strings"
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
		if sh, ok := any(a).(interface{ checkShape() error }); ok {
			if err := sh.checkShape(); err != nil {
				return fail(err, nil)
			}
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
			if res, ok := closedAnswer(m, a, id); ok {
				return asTool(tool)(res, nil)
			}
			return fail(err, nil)
		}
		res, err := asTool(tool)(do(ctx, call[A]{args: a, s: s, wait: wait, req: req}))
		if err == nil && res != nil {
			closeShown(m, s, res)
		}
		return res, err
	}
}

// closedAnswer answers a call on a session that closed by itself
// (session.Manager.Final) from its final screen, as the last result
// showed it: read_screen reads it (whole, unless the call asks for its
// news or a part, or counts revisions from another one);
// close_session says there was nothing left to close; wait_for is matched
// when the final screen holds what it waits for; the other tools, and a
// wait for what it does not hold, get the error of an exited session. A
// session whose screen is no longer kept gets the error that says how it
// ended.
func closedAnswer(m *session.Manager, a any, id string) (*mcp.CallToolResult, bool) {
	v, ok := m.Final(id)
	if !ok {
		return nil, false
	}
	var sh shape
	ended := false // the call acts, or waits for what will not come
	switch a := a.(type) {
	case readArgs:
		sh = a.shapeFor(Full)
		if a.SinceRevision != nil {
			v.Changed = *a.SinceRevision != v.Revision
		}
		sh.readEnded(v)
	case closeArgs:
		sh = a.shapeFor(Delta)
		v.Notes = append(v.Notes, "it had closed by itself once its final screen was shown; nothing was left to close")
	case waitArgs:
		// The screen will not change again: the wait ends at once,
		// matched when the final screen holds what it waits for.
		sh, ended = a.shapeFor(Delta), checkWait(&a) != nil || !holdsOn(a.cond, v)
		v.Wait = &session.WaitInfo{Outcome: session.Matched}
	default:
		ended = true
	}
	if ended {
		res, err := failIn(fmt.Errorf("%w: %s", session.ErrExited, v.SessionID), &v, shape{form: Delta})
		return res, err == nil && res != nil
	}
	w := fitted(v, session.Page{}, sh)
	w.Closed = true
	if r, ok := a.(readArgs); ok {
		w.ShowRevision = r.SinceRevision != nil
	}
	return mcp.NewToolResultStructured(w, Render(w)), true
}

// holdsOn reports whether cond holds on v, the final screen of a session
// that closed by itself (a claim on a cell's look cannot be checked there:
// the cells are gone).
func holdsOn(cond session.Cond, v session.Screen) bool {
	screen := strings.Join(v.Lines, "\n")
	switch {
	case cond.Look != nil,
		cond.Text != "" && !strings.Contains(screen, cond.Text),
		cond.Gone != "" && strings.Contains(screen, cond.Gone),
		cond.Regex != nil && !cond.Regex.MatchString(screen),
		cond.Mode != "" && v.Mode != cond.Mode,
		cond.State != "" && v.State != cond.State:
		return false
	}
	return true
}

// closeShown closes s when the result res, just made, showed the final
// screen of its ended program whole (session.Manager.CloseShown), and
// says so in res: closed in its structured content, " · closed" at the
// end of its header (the line of its text that is the header of that
// content).
func closeShown(m *session.Manager, s *session.Session, res *mcp.CallToolResult) {
	if !m.CloseShown(s) {
		return
	}
	var was Screen
	switch w := res.StructuredContent.(type) {
	case Screen:
		was = w
		w.Closed = true
		res.StructuredContent = w
	case RunResult:
		was = w.Screen
		w.Closed = true
		res.StructuredContent = w
	case askResult:
		was = w.Screen
		w.Closed = true
		res.StructuredContent = w
	default:
		return
	}
	now := was
	now.Closed = true
	heads := map[string]string{Header(was): Header(now), bareHeader(was): bareHeader(now)}
	for i, c := range res.Content {
		t, ok := c.(mcp.TextContent)
		if !ok {
			continue
		}
		lines := strings.Split(t.Text, "\n")
		for j, l := range lines {
			if h, ok := heads[l]; ok {
				lines[j] = h
				break
			}
		}
		t.Text = strings.Join(lines, "\n")
		res.Content[i] = t
		break
	}
}

// pageOf is the scrollback a tool's arguments ask for: read_screen's.
func pageOf(a any) session.Page {
	if r, ok := a.(readArgs); ok {
		return session.Page{Lines: r.Scrollback, Skip: r.Offset}
	}
	return session.Page{}
}
