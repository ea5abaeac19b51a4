package tools

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/spell"
)

type appArgs struct {
	SessionID string  `json:"session_id"`
	Since     *uint64 `json:"since,omitempty"`
	Hold      *bool   `json:"hold,omitempty"`
	Keys      string  `json:"keys,omitempty"`
	Paste     *string `json:"paste,omitempty"`
}

func (a appArgs) target() (string, int) { return a.SessionID, 0 }

// far is the call for the machine's host, which does the work (farApp):
// the app's reads change nothing of the agent's deltas there either.
func (a appArgs) far(id string, lost *uint64) any { a.SessionID = id; return a }

// appWait bounds how long app_session waits for the screen to change past
// since: the app asks again at once, so a change shows as soon as it is
// drawn, and a call lasts well under any client's limit.
const appWait = 10 * time.Second

// appSession is the app's own tool: the session's screen painted for the
// person (AppView), after doing what the person asked: take the session
// over (hold true), type keys (key notation, encoded as send_keys encodes
// them) or paste text while holding it, hand it back (hold false). With
// since and nothing to do it waits until the screen's revision is another
// (at most appWait). What it reads changes nothing of what the agent's next
// result says changed.
func appSession(src *source, h *holds) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := appOnly(rawTool("app_session",
		"agentty's app: a session's screen (since: wait up to 10 s for another revision); "+
			"hold: take over (true), hand back (false); keys, paste: type while held.",
		schema[appArgs]([]string{"session_id"}),
		nil,
		mcp.ToolAnnotation{Title: "A person's view of a session"},
	))
	check := func(a *appArgs) error {
		n := len(a.Keys)
		if a.Paste != nil {
			n += len(*a.Paste)
		}
		if n > m.Config().MaxInput {
			return argErrorf("%d bytes of input, over the limit of %d a call; send it in parts", n, m.Config().MaxInput)
		}
		return nil
	}
	return tool, onSession(src, "app_session", 0, check, func(ctx context.Context, c call[appArgs]) (*mcp.CallToolResult, error) {
		a, s := c.args, c.s
		client := clientOf(ctx)
		p := h.renew(client, s.ID())
		if a.Hold != nil && *a.Hold && p == nil {
			var err error
			if p, err = h.take(client, s); err != nil {
				return appFail(err, s, false)
			}
		}
		if a.Keys != "" || a.Paste != nil {
			if p == nil {
				return appFail(argErrorf("take the session over first (hold: true); the person's keys go to the program only while they hold it"), s, false)
			}
			modes := s.Terminal().Modes()
			var b []byte
			if a.Keys != "" {
				k, err := emulator.EncodeKeys(a.Keys, modes)
				if err != nil {
					return appFail(argErrorf("%v; nothing was sent", err), s, true)
				}
				b = k
			}
			if a.Paste != nil {
				b = append(b, emulator.EncodeText(*a.Paste, true, modes)...)
			}
			if err := p.Input(b); err != nil {
				return appFail(err, s, true)
			}
		}
		if a.Hold != nil && !*a.Hold && p != nil {
			h.give(client, s.ID())
			p = nil
		}
		if a.Since != nil && a.Hold == nil && a.Keys == "" && a.Paste == nil {
			wait, _ := capWait(m, appWait)
			waitPast(ctx, s, *a.Since, wait)
			p = h.renew(client, s.ID()) // taken or given back meanwhile
		}
		return appResult(s, p != nil), nil
	})
}

// waitPast waits until the screen of s is at a revision other than rev, the
// session ends, ctx does, or wait passes.
func waitPast(ctx context.Context, s *session.Session, rev uint64, wait time.Duration) {
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		changed := s.Terminal().Changed() // before looking, so no change is missed
		if s.Terminal().Snapshot().Revision != rev {
			return
		}
		select {
		case <-changed:
		case <-s.Done():
			return
		case <-timer.C:
			return
		case <-ctx.Done():
			return
		}
	}
}

// AppView is what app_session answers: the session as its view shows it.
type AppView struct {
	SessionID  string        `json:"session_id"`
	Name       string        `json:"name,omitempty"`
	Program    string        `json:"program,omitempty"`
	State      session.State `json:"state"`
	ExitCode   *int          `json:"exit_code,omitempty"`
	ExitSignal *string       `json:"exit_signal,omitempty"`
	Mode       string        `json:"mode"`
	ModeDetail string        `json:"mode_detail,omitempty"`
	Title      string        `json:"title,omitempty"`
	Attached   []Attachment  `json:"attached,omitempty"`
	// Held says that the person of this client's app holds the session.
	Held   bool         `json:"held"`
	Screen ScreenUpdate `json:"screen"`
}

// appResult is the view of s now, read as a person's view is: the agent's
// next result still shows what changed since its last one.
func appResult(s *session.Session, held bool) *mcp.CallToolResult {
	v := s.Look()
	w := NewScreen(v, Full)
	u, _ := NewFollower(s).Next()
	view := AppView{SessionID: w.SessionID, Name: clip(w.Name, maxLabelBytes), Program: clip(w.Program, maxLabelBytes),
		State: w.State, ExitCode: w.ExitCode, ExitSignal: w.ExitSignal, Mode: string(w.Mode), ModeDetail: clip(w.ModeDetail, maxLabelBytes),
		Title: clip(spell.Out(v.Title), maxLabelBytes), Attached: attachments(v.Attached), Held: held, Screen: u}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(Header(w))}, StructuredContent: view}
}

// appFail is an isError result for the app, with the view of s as it is
// (held: whether the app's person holds it), so the view goes on.
func appFail(err error, s *session.Session, held bool) (*mcp.CallToolResult, error) {
	res, ferr := fail(err, nil)
	if ferr != nil {
		return res, ferr
	}
	res.StructuredContent = appResult(s, held).StructuredContent
	return res, nil
}

// clientOf names the client of a call: its MCP session, "" when it has
// none.
func clientOf(ctx context.Context) string {
	if cs := server.ClientSessionFromContext(ctx); cs != nil {
		return cs.SessionID()
	}
	return ""
}

// holdLease is how long a person holds a session through the app without
// a call from it: the app calls at least every appWait while it holds one,
// so a view that went away (its frame closed, the client gone) hands the
// session back within this.
const holdLease = 30 * time.Second

// holds are the sessions people hold through the app: at most one person
// a client and session, handed back when the app asks, when it has not
// called for holdLease, or when its client's MCP session ends. Its lock
// is taken alone: attaching and detaching a person happen outside it.
type holds struct {
	lease time.Duration // holdLease, or shorter in a test

	mu sync.Mutex // guards by and owed
	by map[holdKey]*hold
	// owed are the sessions on machines, by MACHINE:ID, taken over there
	// for this host and not surely handed back there yet (the hand-back
	// got no answer, or is under way).
	owed map[string]bool
}

type holdKey struct{ client, session string }

type hold struct {
	p     *session.Person // nil for a session on a machine, held there
	end   func()          // hands the session back: detaches p, or asks the machine
	at    time.Time       // when it was taken
	timer *time.Timer     // ends the hold at its lease
}

func newHolds(lease time.Duration) *holds {
	return &holds{lease: lease, by: map[holdKey]*hold{}, owed: map[string]bool{}}
}

// renew returns the person holding session id through client's app, with
// their lease renewed, or nil.
func (h *holds) renew(client, id string) *session.Person {
	h.mu.Lock()
	defer h.mu.Unlock()
	if x := h.by[holdKey{client, id}]; x != nil {
		x.timer.Reset(h.lease)
		return x.p
	}
	return nil
}

// take attaches a person holding s (exclusively: the agent's input tools
// are refused) for client's app.
func (h *holds) take(client string, s *session.Session) (*session.Person, error) {
	p, err := s.Attach("app", true, false)
	if err != nil {
		return nil, err
	}
	key := holdKey{client, s.ID()}
	x := &hold{p: p, end: p.Detach, at: time.Now()}
	h.mu.Lock()
	if old := h.by[key]; old != nil {
		// Taken by another call of the same app meanwhile; the session
		// refused this one's Attach unless that one is gone.
		h.mu.Unlock()
		p.Detach()
		return old.p, nil
	}
	x.timer = time.AfterFunc(h.lease, func() { h.expire(key, x) })
	h.by[key] = x
	h.mu.Unlock()
	slog.Info("person took a session over in the client's app", "session", s.ID())
	return p, nil
}

// give hands back session id, held through client's app.
func (h *holds) give(client, id string) {
	h.mu.Lock()
	x := h.by[holdKey{client, id}]
	delete(h.by, holdKey{client, id})
	h.mu.Unlock()
	if x != nil {
		x.timer.Stop()
		x.end()
		slog.Info("person handed a session back in the client's app", "session", id)
	}
}

// expire hands back what x holds when its lease ran out.
func (h *holds) expire(key holdKey, x *hold) {
	h.mu.Lock()
	mine := h.by[key] == x
	if mine {
		delete(h.by, key)
	}
	h.mu.Unlock()
	if mine {
		x.end()
		slog.Info("the client's app stopped calling: its person's hold of the session ended", "session", key.session, "after", h.lease)
	}
}

// release hands back every session client's app holds: its MCP session
// ended.
func (h *holds) release(client string) {
	var gone []*hold
	h.mu.Lock()
	for k, x := range h.by {
		if k.client == client {
			gone = append(gone, x)
			delete(h.by, k)
		}
	}
	h.mu.Unlock()
	for _, x := range gone {
		x.timer.Stop()
		x.end()
	}
}
