package session

import (
	"context"
	"strings"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/expect"
	"github.com/agentty/agentty/session/input"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/settle"
)

// Outcome says how a wait ended (package settle decides it).
type Outcome = settle.Outcome

// Wait outcomes; see package settle.
const (
	Settled  = settle.Settled  // the program waits for input and drew what the input caused
	Matched  = settle.Matched  // what the caller waited for appeared
	ExitedO  = settle.Exited   // the process ended
	TimedOut = settle.TimedOut // the time ran out; the screen so far is returned
	Partial  = settle.Partial  // settled, and the program redraws the rest on its own timer after the wait
	Quiet    = settle.Quiet    // it runs without reading the terminal, silent and at no work for QuietAfter
)

// QuietAfter is how long a program that runs without reading the terminal
// must have printed nothing, and been at no work, for a settling wait to
// end with Quiet (settle.QuietAfter).
const QuietAfter = settle.QuietAfter

// baseline is what a wait compares against to know what the input did:
// the decision's settle.Before, and what expect reads.
type baseline struct {
	input  bool // input was sent; without it there is nothing to take
	before settle.Before
	expect expect.Before // what expect compares with
	lines  []string      // the screen's rows before the input
	// ticking: the program waited on a short timer before the input (a
	// renderer's frame tick that runs all the time); for the pacing of
	// keys (package input).
	ticking bool
}

// baseline is taken just before input is sent; expect is what the wait
// will look for, if anything. The zero baseline stands for a program just
// started: no input, nothing on the screen yet.
func (s *calls) baseline(ex Expect) baseline {
	now := time.Now()
	o := s.kern.observe()
	snap := s.term.Snapshot()
	b := baseline{input: true, expect: expect.Before{Pos: s.term.CursorPos(), Clears: s.term.Clears(), Rev: snap.Revision}, lines: snap.Lines,
		ticking: input.Frame(o.wakes) > 0}
	c := clock(now)
	l := settle.Look{At: 0, Fg: foreground(o, 0)}
	screenLook(&l, snap, nil)
	// It draws on its own when its last output came QuietAfter or more
	// after the input before it (or its start).
	out, in := s.act.output.Load(), max(s.act.input.Load(), stamp(s.created))
	b.before = settle.Before{Chunks: o.chunks, CPU: o.cpu, Pgrp: o.pgrp,
		Ticking: settle.Ticking(s.call(waitSpec{settle: true}, c), l),
		OwnDraw: out != 0 && at(out).Sub(at(in)) >= QuietAfter}
	if !ex.None() {
		b.expect.Seen = ex.Count(strings.Join(snap.Lines, "\n"))
	}
	return b
}

// Cond is what wait_for waits for; every field given must hold (package
// expect).
type Cond = expect.Cond[State]

// CellLook is a claim about the look of the cell at Row, Col (0-based).
type CellLook = expect.CellLook

// waitSpec says what ends a wait.
type waitSpec struct {
	deadline time.Time
	settle   bool     // end when settled
	quiet    bool     // end with Quiet too (an input call's wait)
	base     baseline // for settling after input, and for expect
	expect   Expect   // end when this appears after the input
	echoed   int      // how often expect occurs in the input itself (its echo does not count)
	cond     *Cond    // end when this holds
}

// kernel reports whether the wait's looks need the kernel's view: to
// settle, or for a condition on the state or the mode.
func (w waitSpec) kernel() bool {
	return w.settle || w.quiet || w.cond != nil && (w.cond.Mode != "" || w.cond.State != "")
}

// call is the decision's view of the wait, its times from c.
func (s *calls) call(w waitSpec, c clock) settle.Call {
	d := settle.Call{Settle: w.settle, Quiet: w.quiet, Expect: w.cond != nil || !w.expect.None(),
		Input: w.base.input, Before: w.base.before, SettleTime: s.cfg.Settle, QuietTime: s.cfg.Quiet}
	d.Deadline = c.at(w.deadline)
	return d
}

// wait looks at the session and asks the decision (settle.Decide) until
// it ends the wait, blocking between looks until the next observation (output,
// the exit, the end of the feed) or the verdict's next look. It returns the
// last screen, observation and verdict.
//
// Each look renders the screen and, for most waits, reads /proc; while
// output streams, a wait for what it expects looks no sooner after a look
// than that look took, and later and later, up to settle.Poll, while
// output keeps coming, so a busy program is not slowed by the watching;
// a wait that only settling ends takes no look until the output pauses.
func (s *calls) wait(ctx context.Context, w waitSpec) (emulator.Snapshot, observation, settle.Verdict) {
	start := clock(time.Now())
	c := s.call(w, start)
	kernel := w.kernel()
	tracing := s.cfg.Trace != nil
	tr := settle.Trace{Call: c}
	if tracing {
		defer func() { s.cfg.Trace(tr) }()
	}
	var m settle.Memory
	var gap time.Duration // least time between looks while output streams
	for {
		if ctx.Err() != nil {
			c.Deadline = 0 // cancelled: the look ends the wait
		}
		changed := s.term.Changed() // before looking, so no output is missed
		lookStart := time.Now()
		s.looks.Add(1)
		l, snap, o := s.look(w, start, kernel)
		v, m2 := settle.Decide(c, m, l)
		m = m2
		if tracing {
			tr.Add(l)
		}
		if v.Outcome != settle.None {
			tr.Live, tr.Program = v.Outcome, o.program
			if !kernel {
				o = s.kern.observe()
			}
			return snap, o, v
		}
		cost := time.Since(lookStart)
		switch s.block(ctx, start, w.deadline, v, changed, lookStart.Add(max(cost, gap))) {
		case wokenByOutput:
			gap = min(max(2*gap, cost), settle.Poll)
		default:
			gap = 0
		}
	}
}

// look takes one look for the decision: whether the process had exited
// (then the look holds everything it wrote), the kernel's view, what the
// call expects, the screen, the drains; in that order, so that no output
// comes between what the look says of the screen and the drains that
// prove nothing more is coming.
func (s *calls) look(w waitSpec, c clock, kernel bool) (settle.Look, emulator.Snapshot, observation) {
	exited := s.kern.isExited()
	var o observation
	if kernel {
		o = s.kern.observe()
	}
	// What expect reads of the terminal beside the screen, also before
	// the snapshot (see expect.Look).
	var ex expect.Look
	if !w.expect.None() {
		ex = w.expect.Look(s.term, w.base.expect)
	}
	snap := s.term.Snapshot()
	now := c.at(time.Now())
	l := settle.Look{At: now, Exited: exited, Torn: snap.Torn, Chunks: s.chunks(),
		Output: c.stamp(s.act.output.Load()), Input: c.stamp(s.act.input.Load())}
	if kernel {
		l.Chunks = o.chunks
		l.Drained = s.io.outputIdle() && s.chunks() == o.chunks
		l.Fg = foreground(o, now)
	}
	screenLook(&l, snap, w.base.lines)
	// A program the kernel shows waiting for input holds a condition on
	// the screen only once everything it wrote before is on it (a shell
	// reads the terminal while its prompt is still crossing the PTY).
	mode := func() modes.Result { return modes.Classify(snap, s.views.facts(o)) }
	l.Matched = w.cond != nil && w.cond.Holds(snap, o.state, mode) && (!kernel || o.state != WaitingForInput || l.Drained) ||
		!w.expect.None() && ex.Seen(snap, w.base.expect, w.expect, w.echoed)
	return l, snap, o
}

// What ended a wait's sleep between two looks.
const (
	wokenByTime = iota
	wokenByOutput
	wokenByExit
	wokenByCancel
)

// block waits for what the verdict v says may change it: its next look,
// output when v looks on output (not before earliest), exit and
// cancellation; and, when v asks for a pause, until output and input have
// paused that long and no output waits for the screen (looking at nothing
// but the time of the last output and the output queue meanwhile, so a
// program streaming output pays nothing but a timer now and then). It
// never waits past deadline, and says what ended it.
func (s *calls) block(ctx context.Context, c clock, deadline time.Time, v settle.Verdict, changed <-chan struct{}, earliest time.Time) int {
	next := c.time(v.Next)
	var output <-chan struct{}
	if v.OnOutput {
		output = changed
	}
	for {
		now := time.Now()
		wake := next
		var fed <-chan struct{}
		if v.Pause > 0 {
			if paused := at(max(s.act.output.Load(), s.act.input.Load())).Add(v.Pause); paused.After(wake) {
				wake = paused
			}
			if !wake.After(now) {
				if fed = s.io.queuedWait(); fed == nil {
					return wokenByTime
				}
				wake = deadline // a chunk is being fed, or waits to be: until none is
			}
		}
		if !deadline.IsZero() && deadline.Before(wake) {
			wake = deadline
		}
		if !wake.After(now) {
			return wokenByTime
		}
		switch why := s.sleep(ctx, wake.Sub(now), output, fed); why {
		case wokenByOutput:
			if d := time.Until(earliest); d > 0 {
				s.sleep(ctx, d, nil, nil)
			}
			return why
		case wokenByTime:
			if v.Pause == 0 {
				return why
			}
		case wokenByFed:
		default:
			return why
		}
	}
}

// wokenByFed: the output queue emptied.
const wokenByFed = wokenByCancel + 1

// sleep waits d, or until output changes the screen (changed), the output
// queue empties (fed), the process exits or ctx is done, and says which came
// first. A sleep shorter than kernel.CoarseTimer is slept whole, on time
// (kernel.SleepShort), and what came meanwhile is told after it.
func (s *calls) sleep(ctx context.Context, d time.Duration, changed, fed <-chan struct{}) int {
	if d < kernel.CoarseTimer {
		kernel.SleepShort(d)
		select {
		case <-changed:
			return wokenByOutput
		case <-fed:
			return wokenByFed
		case <-s.kern.done():
			return wokenByExit
		case <-ctx.Done():
			return wokenByCancel
		default:
			return wokenByTime
		}
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-changed:
		return wokenByOutput
	case <-fed:
		return wokenByFed
	case <-s.kern.done():
		return wokenByExit
	case <-ctx.Done():
		return wokenByCancel
	case <-t.C:
		return wokenByTime
	}
}

// chunks returns how many chunks of output were read so far.
func (s *calls) chunks() uint64 {
	return s.act.chunks.Load()
}
