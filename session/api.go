package session

import (
	"context"
	"errors"
	"fmt"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/expect"
	"github.com/agentty/agentty/session/input"
	"github.com/agentty/agentty/session/kernel"
)

// Input is what one call sends the program: keys pressed one at a time, or
// text written at once (see "Input" in the package documentation; package
// input types it).
type Input = input.Input

// Keys is the Input that presses keys, one write each.
func Keys(keys ...emulator.Key) Input { return input.Keys(keys...) }

// Text is the Input that writes text in one write.
func Text(b []byte) Input { return input.Text(b) }

// Expect is what ends a call's wait in place of settling: Text, or a
// match of Regex, appearing after the input (package expect).
type Expect = expect.Expect

// Send writes input to the program and waits until it has settled (or,
// with expect, until that appears after the input), the process exits, or
// the timeout passes. A secret is never kept past the call and is redacted
// from the result.
func (s *Session) Send(ctx context.Context, in Input, expect Expect, timeout time.Duration) (v Screen, err error) {
	c, v, err := s.begin(ctx, timeout, acts)
	defer c.end(&v)
	if err != nil {
		return v, err
	}
	if in.Secret != "" {
		s.secrets.Add(in.Secret)
	}
	base := s.calls.baseline(expect)
	s.views.typed.note(s.term.BeforeCursor(), in.Echo(s.term.Modes()))
	echoed := expect.Count(in.Echo(s.term.Modes()))
	s.io.agent.discarded.Store(0)
	stops := s.io.agent.stops.Load()
	s.io.agent.calling.Store(true) // a take-over now discards what it typed ahead
	defer s.io.agent.calling.Store(false)
	sent, err := input.Type(typing{s}, in, c.deadline, base.ticking)
	switch {
	case errors.Is(err, ErrTakenOver):
		for s.io.agent.stops.Load() == stops && time.Now().Before(c.deadline) {
			kernel.SleepShort(gatePoll) // the take-over's discard (stopAgent)
		}
		return s.views.view(s.term.Snapshot(), s.kern.observe()), s.takenDuring(in, sent, int(s.io.agent.discarded.Load()))
	case err != nil:
		return s.calls.screenNow(c.start, TimedOut), err
	}
	v = c.wait(waitSpec{settle: expect.None(), quiet: expect.None(), base: base, expect: expect, echoed: echoed})
	if d := s.io.agent.discarded.Load(); d > 0 {
		// Taken over during the wait, with keys typed ahead still unread.
		return v, s.takenDuring(in, sent, int(d))
	}
	return v, nil
}

// Settle waits, without sending anything, until the program has settled (or
// expect appears), for a session just opened.
func (s *Session) Settle(ctx context.Context, expect Expect, timeout time.Duration) (v Screen, err error) {
	c, v, err := s.begin(ctx, timeout, watches)
	defer c.end(&v)
	if err != nil {
		return v, err
	}
	// Everything the program drew since it started counts.
	return c.wait(waitSpec{settle: expect.None(), quiet: expect.None(), base: baseline{}, expect: expect}), nil
}

// Page asks for lines of history above the screen: up to Lines lines that
// end Skip lines above the screen, with at most Bytes bytes of text (no
// limit when Bytes is 0). When not all fit in Bytes, the ones nearest the
// screen are returned, at least one.
type Page struct {
	Lines, Skip, Bytes int
}

// Read returns the screen now, with the page of history asked for. With
// sinceRevision, Changed says whether the screen differs from that
// revision rather than from the last result, and the screen still at that
// revision comes without scrollback.
func (s *Session) Read(page Page, sinceRevision *uint64) Screen {
	s.calls.touch()
	s.io.catchUp()
	snap := s.term.Snapshot()
	v := s.views.view(snap, s.kern.observe())
	if sinceRevision != nil {
		// The caller says which screen it has.
		v.Changed = *sinceRevision != snap.Revision
		if !v.Changed {
			return v
		}
	}
	if page.Lines > 0 {
		limit := page.Bytes
		if limit <= 0 {
			limit = -1
		}
		// Masked by the terminal.
		v.Scrollback, v.ScrollbackKept, _ = s.term.ScrollbackPage(page.Lines, page.Skip, limit)
	}
	return v
}

// WaitFor waits until every part of cond holds, or the timeout passes.
func (s *Session) WaitFor(ctx context.Context, cond Cond, timeout time.Duration) (v Screen, err error) {
	c, v, err := s.begin(ctx, timeout, watches)
	defer c.end(&v)
	if err != nil {
		return v, err
	}
	return c.wait(waitSpec{cond: &cond}), nil
}

// Resize changes the terminal size and waits for the program to redraw.
func (s *Session) Resize(ctx context.Context, cols, rows int, timeout time.Duration) (v Screen, err error) {
	c, v, err := s.begin(ctx, timeout, acts)
	defer c.end(&v)
	if err != nil {
		return v, err
	}
	return c.act(func() error {
		if err := s.io.resize(cols, rows); err != nil {
			return fmt.Errorf("resize %s: %w", s.id, err)
		}
		return nil
	})
}

// Signals maps the names send_signal accepts to signals.
var Signals = map[string]unix.Signal{
	"INT": unix.SIGINT, "TERM": unix.SIGTERM, "KILL": unix.SIGKILL, "HUP": unix.SIGHUP,
	"QUIT": unix.SIGQUIT, "TSTP": unix.SIGTSTP, "CONT": unix.SIGCONT,
	"USR1": unix.SIGUSR1, "USR2": unix.SIGUSR2, "WINCH": unix.SIGWINCH,
}

// Signal sends a signal to the foreground process group and waits for the
// program to settle or exit.
func (s *Session) Signal(ctx context.Context, sig unix.Signal, timeout time.Duration) (v Screen, err error) {
	c, v, err := s.begin(ctx, timeout, acts)
	defer c.end(&v)
	if err != nil {
		return v, err
	}
	return c.act(func() error { return s.kern.signalForeground(sig) })
}

// Info is one row of list_sessions.
type Info struct {
	SessionID string
	Name      string
	Command   string
	PID       int
	State     State
	Mode      string
	Program   string
	Cols      int
	Rows      int
	Created   string  // RFC 3339 time
	IdleSec   float64 // seconds since the last tool call on it
	Recording string  // the asciicast file it is recorded to

	OpenedBy     string // the client (and front end) that opened it
	LastActivity string // RFC 3339 time of its last tool call, input or output
	Attached     []Attachment
}

// Info describes the session for listings.
func (s *Session) Info() Info {
	snap := s.term.Snapshot()
	o := s.views.maskFacts(s.kern.observe())
	idle := time.Since(at(s.act.used.Load()))
	active := s.act.last()
	s.mu.Lock()
	people := s.views.roster.List()
	s.mu.Unlock()
	command := s.views.shownCommand()
	program := o.program
	if program == "" {
		program = s.kern.leaderProgram()
	}
	return Info{
		SessionID: s.id, Name: s.name, Command: command, PID: s.kern.cmd.Pid(),
		State: o.state, Mode: string(modes.Classify(snap, s.views.facts(o)).Mode), Program: program,
		Cols: snap.Cols, Rows: snap.Rows,
		Created:   s.created.UTC().Format(time.RFC3339),
		IdleSec:   float64(idle.Milliseconds()) / 1000,
		Recording: s.Recording(),
		OpenedBy:  s.openedBy, LastActivity: active.UTC().Format(time.RFC3339), Attached: people,
	}
}

// A call is one of the agent's calls on a session (Send, Run, WaitFor...),
// from [Session.begin] to its deferred end: it holds the session, which
// admits one call at a time, and marks the recording with its result
// before it lets the next call in.
type call struct {
	s        *Session
	ctx      context.Context
	start    time.Time // a result's wait counts from here
	deadline time.Time // start plus the call's timeout
	held     bool      // admitted: end lets the next call in
}

// callKind is what a call does to the program, for begin.
type callKind int

const (
	watches callKind = iota // waits, sending nothing: Settle, WaitFor, Follow
	acts                    // sends input, a size or a signal: Send, Resize, Signal, Run
)

// begin opens a call that may take until timeout. It waits for the
// session (ErrBusy past the deadline, or the context's error), then
// refuses a call that acts once the program exited (ErrExited) or while a
// person has the session taken over (ErrTakenOver), in that order, with
// the screen to return with the error. Whatever it returns, the caller
// defers end at once, before it looks at the error:
//
//	c, v, err := s.begin(ctx, timeout, acts)
//	defer c.end(&v)
//	if err != nil {
//		return v, err
//	}
func (s *Session) begin(ctx context.Context, timeout time.Duration, kind callKind) (call, Screen, error) {
	start := time.Now()
	c := call{s: s, ctx: ctx, start: start, deadline: start.Add(timeout)}
	if err := s.calls.acquire(ctx, c.deadline); err != nil {
		return c, Screen{}, err
	}
	c.held = true
	// Until end, the session's output is fed at once, and what the
	// program wrote before the call is on the screen first (package pace).
	s.io.out.want()
	s.io.catchUp()
	if kind == watches {
		return c, Screen{}, nil
	}
	if s.kern.isExited() {
		return c, s.calls.exitedScreen(start), fmt.Errorf("%w: %s", ErrExited, s.id)
	}
	if err := s.views.takenOver(); err != nil {
		return c, s.views.view(s.term.Snapshot(), s.kern.observe()), err
	}
	return c, Screen{}, nil
}

// end writes the marker for the call's result v (the caller's result, as
// it returned) and lets the next call in; it does nothing for a call begin
// did not admit.
func (c call) end(v *Screen) {
	if !c.held {
		return
	}
	c.s.markCall(c.ctx, v) // before release: no other call in between
	c.s.io.out.unwant()
	c.s.calls.release()
}

// wait waits as w says until the call's deadline and returns the screen.
func (c call) wait(w waitSpec) Screen {
	w.deadline = c.deadline
	snap, o, v := c.s.calls.wait(c.ctx, w)
	r := withWait(c.s.views.view(snap, o), v.Outcome, c.start)
	r.Wait.Timer, r.Wait.Changing, r.Wait.Undrawn = v.Timer, v.Changing, v.Undrawn
	return r
}

// act does what a call sends the program other than input (a size, a
// signal), as input: the wait compares with the screen before it, and the
// quiet time counts from it. Then it waits for the program to settle.
func (c call) act(do func() error) (Screen, error) {
	s := c.s
	base := s.calls.baseline(Expect{})
	s.act.input.Store(stamp(time.Now()))
	if err := do(); err != nil {
		return Screen{}, err
	}
	return c.wait(waitSpec{settle: true, quiet: true, base: base}), nil
}

func (s *calls) screenNow(start time.Time, outcome Outcome) Screen {
	return withWait(s.views.view(s.term.Snapshot(), s.kern.observe()), outcome, start)
}

func (s *calls) exitedScreen(start time.Time) Screen {
	return s.screenNow(start, ExitedO)
}

// The formats of [Session.Picture].
const (
	PicturePNG = emulator.PicturePNG // pixels, drawn with the Go Mono fonts
	PictureSVG = emulator.PictureSVG // the same grid, its text kept as text
)

// Picture renders the screen as a picture in format (PicturePNG or
// PictureSVG), when it has at most maxCells cells (ErrTooLarge). It
// refuses while text sent as a secret shows (ErrSecretOnScreen):
// emulator.Terminal.Picture.
func (s *Session) Picture(format string, maxCells int) ([]byte, error) {
	return s.term.Picture(format, maxCells)
}
