package tools

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
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
	// Holder is the token the take-over answered (AppView.Holder): the
	// view that holds a session sends it with every call while it does.
	Holder string `json:"holder,omitempty"`
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
// result says changed. A take-over belongs to the view that took it
// (holds): only calls with its token, from its client, do what a holder
// does.
func appSession(src *source, h *holds) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := appOnly(rawTool("app_session",
		"The app's view (since: wait ≤10 s for a change); "+
			"hold: take over (true), hand back (false); keys, paste: type, with holder.",
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
		x := h.mine(ctx, s.ID(), a.Holder)
		if a.Hold != nil && *a.Hold && x == nil {
			var err error
			if x, err = h.take(ctx, s); err != nil {
				return appFail(err, s, nil)
			}
		}
		if a.Keys != "" || a.Paste != nil {
			if x == nil {
				return appFail(h.notHeld(s.ID()), s, nil)
			}
			modes := s.Terminal().Modes()
			var b []byte
			if a.Keys != "" {
				k, err := emulator.EncodeKeys(a.Keys, modes)
				if err != nil {
					return appFail(argErrorf("%v; nothing was sent", err), s, x)
				}
				b = k
			}
			if a.Paste != nil {
				b = append(b, emulator.EncodeText(*a.Paste, true, modes)...)
			}
			if err := x.p.Input(b); err != nil {
				return appFail(err, s, x)
			}
		}
		if a.Hold != nil && !*a.Hold {
			if x == nil {
				if h.held(s.ID()) {
					return appFail(argErrorf("session %s is held in another view, which alone hands it back", s.ID()), s, nil)
				}
			} else {
				h.end(s.ID(), x, "handed it back")
				x = nil
			}
		}
		if a.Since != nil && a.Hold == nil && a.Keys == "" && a.Paste == nil {
			wait, _ := capWait(m, appWait)
			waitPast(ctx, s, *a.Since, wait)
			if x != nil && ctx.Err() != nil {
				// The holder's own call ended under it: its client's
				// connection (or front end) is gone, and its view with it.
				h.end(s.ID(), x, "its client's connection ended")
				x = nil
			}
			x = h.mine(ctx, s.ID(), a.Holder) // taken or given back meanwhile
		}
		return appResult(s, x), nil
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
	// Held says that the view that called holds the session.
	Held bool `json:"held"`
	// Holder is the holding view's token (holds), in the answers to that
	// view's calls only: it sends it with every call while it holds.
	Holder string       `json:"holder,omitempty"`
	Screen ScreenUpdate `json:"screen"`
}

// appResult is the view of s now, read as a person's view is: the agent's
// next result still shows what changed since its last one. x is the hold
// of the view that called, if it holds s: its token goes back to it.
func appResult(s *session.Session, x *hold) *mcp.CallToolResult {
	v := s.Look()
	w := NewScreen(v, Full)
	u, _ := NewFollower(s).Next()
	view := AppView{SessionID: w.SessionID, Name: clip(w.Name, maxLabelBytes), Program: clip(w.Program, maxLabelBytes),
		State: w.State, ExitCode: w.ExitCode, ExitSignal: w.ExitSignal, Mode: string(w.Mode), ModeDetail: clip(w.ModeDetail, maxLabelBytes),
		Title: clip(spell.Out(v.Title), maxLabelBytes), Attached: attachments(v.Attached), Screen: u}
	if x != nil {
		view.Held, view.Holder = true, x.token
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(Header(w))}, StructuredContent: view}
}

// appFail is an isError result for the app, with the view of s as it is
// (x: the calling view's hold, if it holds s), so the view goes on.
func appFail(err error, s *session.Session, x *hold) (*mcp.CallToolResult, error) {
	res, ferr := fail(err, nil)
	if ferr != nil {
		return res, ferr
	}
	res.StructuredContent = appResult(s, x).StructuredContent
	return res, nil
}

// clientOf names the client of a call: its MCP session, "" when it has
// none (protocol 2026-07-28: no request has one).
func clientOf(ctx context.Context) string {
	if cs := server.ClientSessionFromContext(ctx); cs != nil {
		return cs.SessionID()
	}
	return ""
}

// holdLease is how long a person holds a session through the app without
// a call from its view: the view calls at least every appWait while it
// holds one, so a view that went away while its client stays (its frame
// closed) hands the session back within this. A view whose client's
// connection or front end ends hands it back at once (holds).
const holdLease = 30 * time.Second

// holds are the sessions people hold through the app, one hold a session
// at most, each the holding view's alone. In protocol 2026-07-28 no MCP
// session tells one client from another, so a hold is bound to what only
// its view has: a token of 256 random bits (crypto/rand) that the
// take-over answers to the call that took it and to no other, which the
// view sends with every call while it holds the session (appArgs.Holder).
// It cannot be guessed, and no other client is shown it: it travels only
// in the answers to the holder's own calls, over the holder's own
// connection; it is in no log, no list and no other view's answer, and
// the model does not see app_session's answers. A call with it counts only
// from where the hold was taken: the same MCP session (earlier protocols)
// and the same front end (the session host tells them apart), so a token
// that leaked is no use from elsewhere. Every other client, stateless or
// not, is refused as the agent is: its keys, its hand-back and its
// take-over.
//
// A hold ends when its view hands it back, when its view has not called
// for the lease (holdLease), when its client's MCP session ends, when its
// client's front end ends (Origin.Ended), and when a call of its view ends
// because its connection did (the view always has one waiting: a closed
// connection ends it then, not a lease later). Its lock is taken alone:
// attaching and detaching a person happen outside it.
type holds struct {
	lease time.Duration // holdLease, or shorter in a test

	mu sync.Mutex // guards by and owed
	by map[string]*hold
	// owed are the sessions on machines, by MACHINE:ID, taken over there
	// for this host and not surely handed back there yet (the hand-back
	// got no answer, or is under way), with the token the machine's host
	// gave this host's take-over.
	owed map[string]string
}

// hold is one view's hold of a session.
type hold struct {
	token    string          // the holder's: 256 random bits, base64url
	client   string          // the MCP session it was taken in ("" in 2026-07-28)
	frontEnd string          // the front end it was taken through (Origin.ID)
	p        *session.Person // nil for a session on a machine, held there
	farToken string          // the machine's host's token, for one held there
	end      func()          // hands the session back: detaches p, or asks the machine
	at       time.Time       // when it was taken
	timer    *time.Timer     // ends the hold at its lease
	done     chan struct{}   // closed when the hold ends
	once     sync.Once       // closes done
}

func newHolds(lease time.Duration) *holds {
	return &holds{lease: lease, by: map[string]*hold{}, owed: map[string]string{}}
}

// newHoldToken returns 256 random bits, base64url: a holder's token.
func newHoldToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand: never fails (Go 1.24 on)
	return base64.RawURLEncoding.EncodeToString(b)
}

// mine returns the hold of session id when the call ctx carries is its
// view's (token, client and front end all its own), with its lease
// renewed; else nil.
func (h *holds) mine(ctx context.Context, id, token string) *hold {
	if token == "" {
		return nil
	}
	client, fe := clientOf(ctx), originFrom(ctx).ID
	h.mu.Lock()
	defer h.mu.Unlock()
	x := h.by[id]
	if x == nil || subtle.ConstantTimeCompare([]byte(x.token), []byte(token)) != 1 || x.client != client || x.frontEnd != fe {
		return nil
	}
	x.timer.Reset(h.lease)
	return x
}

// held reports whether a view holds session id.
func (h *holds) held(id string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.by[id] != nil
}

// notHeld is the error of keys from a view that does not hold session id.
func (h *holds) notHeld(id string) error {
	if h.held(id) {
		return argErrorf("session %s is held in another view; the person's keys go to the program only from the view that took it over", clipArg(id))
	}
	return argErrorf("take the session over first (hold: true); the person's keys go to the program only while they hold it")
}

// take attaches a person holding s (exclusively: the agent's input tools
// are refused) for the view of the call ctx carries.
func (h *holds) take(ctx context.Context, s *session.Session) (*hold, error) {
	if h.held(s.ID()) {
		return nil, argErrorf("session %s is taken over in another view; it is handed back there (or %s after that view's last call)", s.ID(), h.lease)
	}
	p, err := s.Attach("app", true, false)
	if err != nil {
		return nil, err
	}
	x := h.newHold(ctx, p.Detach)
	x.p = p
	if !h.add(ctx, s.ID(), x) {
		p.Detach()
		return nil, argErrorf("session %s is taken over in another view; it is handed back there (or %s after that view's last call)", s.ID(), h.lease)
	}
	slog.Info("person took a session over in the client's app", "session", s.ID())
	return x, nil
}

// newHold is a hold for the view of the call ctx carries, end handing the
// session back.
func (h *holds) newHold(ctx context.Context, end func()) *hold {
	return &hold{token: newHoldToken(), client: clientOf(ctx), frontEnd: originFrom(ctx).ID, end: end, at: time.Now(), done: make(chan struct{})}
}

// add records x as the hold of session id, unless one is there; its
// lease starts, and its client's front end's end ends it.
func (h *holds) add(ctx context.Context, id string, x *hold) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.by[id] != nil {
		return false
	}
	x.timer = time.AfterFunc(h.lease, func() { h.end(id, x, fmt.Sprintf("its view stopped calling for %s", h.lease)) })
	h.by[id] = x
	if ended := originFrom(ctx).Ended; ended != nil {
		go func() { // ends with the hold, or ends it
			select {
			case <-ended:
				h.end(id, x, "its client's front end ended")
			case <-x.done:
			}
		}()
	}
	return true
}

// end hands back session id, held as x, for why; nothing when x holds it
// no more.
func (h *holds) end(id string, x *hold, why string) {
	h.mu.Lock()
	mine := h.by[id] == x
	if mine {
		delete(h.by, id)
	}
	h.mu.Unlock()
	if !mine {
		return
	}
	x.timer.Stop()
	x.once.Do(func() { close(x.done) })
	x.end()
	slog.Info("a person's hold of a session through the client's app ended", "session", id, "why", why)
}

// release hands back every session client's views hold: its MCP session
// ended.
func (h *holds) release(client string) {
	if client == "" {
		return
	}
	var gone []string
	var xs []*hold
	h.mu.Lock()
	for id, x := range h.by {
		if x.client == client {
			gone, xs = append(gone, id), append(xs, x)
		}
	}
	h.mu.Unlock()
	for i, id := range gone {
		h.end(id, xs[i], "its client's MCP session ended")
	}
}
