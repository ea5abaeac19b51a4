package session

// The old wait, kept beside the decision of package settle while the two
// are compared on the live suites (AGENTTY_SETTLE=old selects it; both
// write traces with AGENTTY_SETTLE_TRACES); it goes once they agree.

import (
	"context"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/settle"
)

// quietCalm is how long every look must have found the foreground at no
// work (no thread running, waiting to run or waiting for the disk) for a
// silent program to be quiet: one at work is computing what it will show,
// or starting (node loading its modules on a loaded machine takes
// seconds), and is waited for like a program that prints. Where the
// kernel does not show threads, a silent program counts as at no work.
const quietCalm = 100 * time.Millisecond

// changingWithin is how recent the last output must be, when a wait's
// time runs out, for the result to say the screen was still changing.
const changingWithin = 500 * time.Millisecond

// fastSettle is how long the screen must be quiet when the kernel shows the
// program consumed its input and blocked reading the terminal again. It is
// a margin, not the proof: input still crossing the PTY is proven taken
// by the poll of the slave that reads the input queue (n_tty_poll flushes
// the port's buffer work, and a reader the input wakes is then seen
// running: kernel.PendingInput), and output still crossing it is proven
// on the screen by drained, whose read of the master waits for that work
// (n_tty_read flushes the port's buffer work before it says there is
// nothing to read). It was a millisecond, which with the runtime's timers
// (coarseTimer) made a keystroke into cat settle 1.5 ms after it was
// sent in the process, 0.55 ms now (BenchmarkKeystrokeFlood).
const fastSettle = 200 * time.Microsecond

// maxPoll bounds the time between two looks at the kernel while waiting.
const maxPoll = 16 * time.Millisecond

// maxTorn is how long a wait's condition may hold on screens torn in the
// middle of a chunk only before the wait ends on one: output slow to
// emulate can keep a feed going whenever a look is made.
const maxTorn = 250 * time.Millisecond

// oldSpec is the old wait's spec: a waitSpec, and what the old rules
// carried between their waits.
type oldSpec struct {
	waitSpec
	// redraw makes settling wait for the program's next redraw: output
	// after the first chunks; or its waking up (CPU time beyond cpu) and
	// blocking again without drawing anything.
	redraw bool
	chunks uint64
	cpu    uint64
	// notBefore keeps settling from ending the wait before this time (a
	// timer the program waits for is due then).
	notBefore time.Time
}

// wait polls the screen and the kernel until the spec is met, the process
// exits or the deadline passes. It returns the last screen and observation.
//
// While output streams, each look (which renders the screen and reads
// /proc) comes a little later than the last, up to maxGap apart, and never
// sooner after the last than that look took, so a busy program is not
// slowed by the watching (a look at a large screen that keeps changing
// costs as much as emulating some of its output); a quiet screen is looked
// at as soon as the program stops.
func (s *calls) waitOld(ctx context.Context, w oldSpec, tr *settle.Trace, start clock) (emulator.Snapshot, observation, Outcome) {
	poll := time.Millisecond
	gap := time.Duration(0) // least time between looks while output streams
	kernel := w.settle || (w.cond != nil && (w.cond.Mode != "" || w.cond.State != ""))
	// A wait that only settling ends is not ended by a look while output
	// streams: it settles only after a pause (leastQuiet).
	quietOnly := w.settle && w.cond == nil && w.expect.none()
	pause := s.leastQuiet() // the pause quietOnly looks after; it grows while output keeps coming
	var tornSince time.Time // since when the condition has held on torn screens only
	var calmSince time.Time // since when every look found the foreground at no work
	for {
		lookStart := time.Now()
		s.looks.Add(1)
		// Whether the process had ended before this look: then the look
		// holds everything it wrote, and the kernel has let it go.
		exited := s.kern.isExited()
		changed := s.term.Changed() // before looking, so no output is missed
		// Observe before the snapshot: settled() proves no output arrived
		// after the observation, so the snapshot holds all of it.
		var o observation
		if kernel {
			o = s.kern.observe()
		}
		// What expect reads of the terminal beside the screen, also
		// before the snapshot (see expectLook).
		var ex expectLook
		if !w.expect.none() {
			ex = s.expectLook(w.base, w.expect)
		}
		snap := s.term.Snapshot()
		now := time.Now()
		if tr != nil {
			// The same look as the decision's, for the comparison.
			l := settle.Look{At: start.at(now), Exited: exited, Torn: snap.Torn, Chunks: s.chunks(),
				Output: start.stamp(s.act.output.Load()), Input: start.stamp(s.act.input.Load())}
			if kernel {
				l.Chunks = o.chunks
				l.Drained = s.io.outputIdle() && s.chunks() == o.chunks
				l.Fg = foreground(o, l.At)
			}
			screenLook(&l, snap, w.base.lines)
			mode := func() modes.Result { return modes.Classify(snap, s.views.facts(o)) }
			l.Matched = w.cond != nil && w.cond.holds(snap, o, mode) && (!kernel || o.state != WaitingForInput || l.Drained) ||
				!w.expect.none() && ex.seen(snap, w.base, w.expect, w.echoed)
			tr.Add(l)
		}
		done := func(out Outcome) (emulator.Snapshot, observation, Outcome) {
			if !kernel {
				o = s.kern.observe()
			}
			return snap, o, out
		}
		// A condition naming a mode made kernel true: o is a real look.
		mode := func() modes.Result { return modes.Classify(snap, s.views.facts(o)) }
		// A program the kernel shows waiting for input holds for the
		// screen only once everything it wrote before is on it (a shell
		// reads the terminal while its prompt is still crossing the PTY):
		// a look that finds output still coming looks again.
		//
		// Nor does a screen torn in the middle of a chunk (see
		// emulator.Snapshot.Torn), so that what matched is shown with the
		// rest of what the program wrote with it, not half a frame; unless
		// output slow to emulate keeps every look torn for maxTorn.
		matched := w.cond != nil && w.cond.holds(snap, o, mode) && (!kernel || o.state != WaitingForInput || s.io.outputIdle() && s.chunks() == o.chunks) ||
			!w.expect.none() && ex.seen(snap, w.base, w.expect, w.echoed)
		switch {
		case matched && !snap.Torn:
			return done(Matched)
		case !matched:
			tornSince = time.Time{}
		case tornSince.IsZero():
			tornSince = now
		case now.Sub(tornSince) >= maxTorn:
			return done(Matched)
		}
		if exited {
			return done(ExitedO)
		}
		due := !now.Before(w.notBefore)
		if due && w.settle && (!w.redraw || o.chunks > w.chunks) && s.settled(snap, o, w.base, now) {
			return done(Settled)
		}
		switch {
		case !kernel || o.busy:
			calmSince = time.Time{}
		case calmSince.IsZero():
			calmSince = now
		}
		if w.quiet && o.state == Running && s.quietFor(now) >= QuietAfter && !calmSince.IsZero() && now.Sub(calmSince) >= quietCalm && s.io.outputIdle() {
			return done(Quiet)
		}
		if due && w.redraw && o.chunks == w.chunks && o.cpu != w.cpu && o.state == WaitingForInput && !o.imminent() && s.quietFor(now) >= fastSettle && s.io.outputIdle() {
			return done(Settled) // it woke up and drew nothing
		}
		left := w.deadline.Sub(now)
		if left <= 0 {
			return done(TimedOut)
		}
		// Look again soon after output, then less often while nothing moves;
		// when quiet time is what is missing, look exactly when it is due.
		next := min(poll, left)
		switch {
		case !due:
			if d := w.notBefore.Sub(now); d < next {
				next = d
			}
		case o.state == WaitingForInput:
			if due := fastSettle - s.quietFor(now); due > 0 && due < next {
				next = due
			}
		case o.source == SourceQuiet:
			// The quiet rule may call it waiting once quiet_ms have passed.
			if due := s.cfg.Quiet - s.quietFor(now); due > 0 && due < next {
				next = due
			}
		case w.quiet && o.state == Running:
			if due := QuietAfter - s.quietFor(now); due > 0 && due < next {
				next = due
			}
		}
		switch s.sleepOld(ctx, next, changed) {
		case wokenByOutput:
			poll = time.Millisecond
			if quietOnly {
				// Only quiet can end it now: no look until the output has
				// paused (exit, deadline and cancellation still end it).
				s.untilQuiet(ctx, w.deadline, pause)
				pause = min(2*pause, max(streamPause, pause))
				continue
			}
			if gap > 0 {
				// Output keeps coming: let some of it gather first, for
				// at least as long as the last look took.
				g := time.NewTimer(min(max(gap, now.Sub(lookStart)), left))
				select {
				case <-g.C:
				case <-s.kern.exitc:
				case <-ctx.Done():
				}
				g.Stop()
			}
			gap = min(max(2*gap, time.Millisecond), maxGap)
		case wokenByTime:
			poll = min(poll*2, maxPoll)
			gap = 0
			if quietOnly && s.io.queuedWait() != nil {
				// A chunk waits for the screen or is being fed: no
				// look can settle before it is on it (settled asks
				// for drained), and a look (a snapshot, /proc) would
				// only slow the feed.
				s.untilQuiet(ctx, w.deadline, pause)
				pause = min(2*pause, max(streamPause, pause))
				continue
			}
		case wokenByExit:
		case wokenByCancel:
			return done(TimedOut)
		}
	}
}

// sleepOld waits d, or until output changes the screen (changed), the
// process exits or ctx is done, and says which came first. A sleep
// shorter than coarseTimer is slept whole, on time (sleepShort), and
// what came meanwhile is told after it.
func (s *calls) sleepOld(ctx context.Context, d time.Duration, changed <-chan struct{}) int {
	if d < coarseTimer {
		sleepShort(d)
		select {
		case <-changed:
			return wokenByOutput
		case <-s.kern.exitc:
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
	case <-s.kern.exitc:
		return wokenByExit
	case <-ctx.Done():
		return wokenByCancel
	case <-t.C:
		return wokenByTime
	}
}

// maxGap bounds how long a look waits for streaming output to gather.
const maxGap = 8 * time.Millisecond

// streamPause is how long a pause of the output a settling wait looks
// after once the program was seen still printing after a pause (a
// program streaming output pauses now and then): each look costs a
// snapshot and a read of /proc, which the program's output would wait
// for. The first look after the input comes after fastSettle.
const streamPause = time.Millisecond

// leastQuiet is the shortest quiet time that may settle a program: every
// rule of settled (and of a redraw that drew nothing) asks for at least
// this much time since the last output or input.
func (s *calls) leastQuiet() time.Duration {
	return min(fastSettle, s.cfg.Settle, s.cfg.Quiet)
}

// untilQuiet returns once neither output nor input has come for d and
// no output read waits for the screen, or the process has exited, the
// deadline has passed or ctx is done. It looks at nothing but the time of
// the last output and the output queue, so a wait costs the program
// streaming output nothing but a timer now and then.
func (s *calls) untilQuiet(ctx context.Context, deadline time.Time, d time.Duration) {
	for {
		var fed <-chan struct{}
		now := time.Now()
		wait := d - s.quietFor(now)
		if wait <= 0 {
			if fed = s.io.queuedWait(); fed == nil {
				return
			}
			wait = deadline.Sub(now) // a chunk is being fed, or waits to be: until none is
		}
		if wait = min(wait, deadline.Sub(now)); wait <= 0 {
			return
		}
		if fed == nil && wait < coarseTimer {
			sleepShort(wait)
			if s.kern.isExited() || ctx.Err() != nil {
				return
			}
			continue
		}
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-fed:
		case <-s.kern.exitc:
		case <-ctx.Done():
		}
		t.Stop()
		if s.kern.isExited() || ctx.Err() != nil {
			return
		}
	}
}

// settled decides whether the program has finished reacting: it is stopped
// and its output is in, or it is blocked reading the terminal, and either the kernel shows it took the input and
// everything it wrote is on screen (then a few milliseconds of quiet do), or
// the screen has been quiet for the settle time.
func (s *calls) settled(snap emulator.Snapshot, o observation, base baseline, now time.Time) bool {
	quiet := s.quietFor(now)
	if o.state == Stopped {
		// Nothing happens until it is resumed (send_signal CONT), or
		// the shell that stopped it takes the terminal back.
		return quiet >= s.cfg.Settle && !o.resuming && s.io.outputIdle() && s.chunks() == o.chunks
	}
	if o.state != WaitingForInput {
		return false
	}
	if o.relay {
		return quiet >= s.cfg.Quiet && modes.PromptLike(snap)
	}
	// Everything the program wrote is on the screen, and nothing came after
	// the observation.
	drained := func() bool { return s.io.outputIdle() && s.chunks() == o.chunks }
	// When the wait is only inferred (the syscall is hidden), quiet time
	// alone settles.
	took := !o.inferred && (!base.input || o.chunks != base.before.Chunks || o.cpu != base.before.CPU || o.pgrp != base.before.Pgrp)
	// A query the program sent is answered by the emulator's reply, which
	// may not have reached the program yet: it blocks on a read that the
	// reply will end. (A query the emulator does not answer leaves it
	// waiting; then the quiet time below settles.)
	if took && o.answered && o.inputQ == 0 && quiet >= fastSettle && drained() {
		return true
	}
	// Input the program has not read yet (a reply to its query, a key it
	// is slow to take on a loaded machine) is about to be read: not
	// settled, unless the wait is only inferred.
	return quiet >= s.cfg.Settle && (o.inferred || o.answered && o.inputQ == 0) && drained()
}

// A settled program may not have drawn yet what the input caused: many
// draw from a timer, or from a thread other than the one that read the
// key. Bubble Tea's renderer flushes the view on a 60 frames a second
// ticker while the goroutine reading keys is back reading the terminal
// within a few milliseconds; Ink renders on a throttled timer (32 ms) of
// node's event loop; htop, top and dashboards redraw on a timeout of the
// call that waits for the terminal. A thread that a key set to work is
// seen running, and the wait goes on; a timer is seen only as the timeout
// a sleeping thread asked for (kernel.Group.Wakes), so a settled wait
// also waits out the short ones (afterSettled).

// frameSlack bounds how long a wait for frames may last beyond settling:
// on an idle machine it ends a few milliseconds after the timers it waits
// out, at most frameBudget after settling.
const frameSlack = 500 * time.Millisecond

// blankSlack bounds it instead for a program just started whose screen is
// still blank while it waits on short timers: a renderer that has not
// drawn its first frame yet, which a loaded machine may keep from the
// processor for longer than frameSlack (a Bubble Tea form opened to a
// blank screen with two processes burning both processors). It is
// QuietAfter, how long agentty waits for a silent program anyway.
const blankSlack = QuietAfter

// afterFrames waits, for a program that settled, until the short timers
// it waits on are due and it has settled after them: having drawn, or
// woken and drawn nothing with no timer about to fire. That is all for a
// program that was ticking before the input (its timer runs all the
// time: once it has fired, the frame is drawn). The timers of a program
// that was not are the input's doing, and may set another when they
// fire (Ink's render is deferred, then throttled): it is waited for until
// it waits on no short timer. A program just started whose screen is
// still blank is waited for again while it has short timers (a renderer
// starts its ticker after it has set the terminal up, and draws at its
// first tick). The whole wait lasts frameSlack at most, blankSlack for a
// program that has drawn nothing yet.
func (s *calls) afterFrames(ctx context.Context, base baseline, snap emulator.Snapshot, o observation, deadline time.Time, tr *settle.Trace, start clock) (emulator.Snapshot, observation, Outcome) {
	slack := frameSlack
	if !base.input && blank(snap) {
		slack = blankSlack
	}
	deadline = earlier(deadline, time.Now().Add(slack))
	for {
		f := o.frame()
		if f <= 0 {
			return snap, o, Settled
		}
		snap2, o2, out := s.waitOld(ctx, oldSpec{waitSpec: waitSpec{deadline: deadline, settle: true, base: baseline{}},
			redraw: true, chunks: o.chunks, cpu: o.cpu, notBefore: time.Now().Add(f)}, tr, start)
		switch {
		case out == TimedOut && ctx.Err() == nil:
			// frameSlack ran out: it settled before, and this screen
			// is as new.
			return snap2, o2, Settled
		case out != Settled:
			return snap2, o2, out
		case base.input && base.ticking:
			return snap2, o2, Settled
		case !base.input && (o2.chunks != o.chunks || !blank(snap2)):
			return snap2, o2, Settled
		}
		snap, o = snap2, o2
	}
}

// timerBudget is the longest timer of a full-screen program's wait for
// the terminal whose next redraw a wait waits for.
const timerBudget = 2 * time.Second

// redrawSlack is how long after its timer a program's redraw may come.
const redrawSlack = 500 * time.Millisecond

// unpromptedGap is how long output and input must have paused for output
// to count as drawn on the program's own account.
const unpromptedGap = 250 * time.Millisecond

// afterSettled finishes a wait that settled, for a program that may draw
// from a timer (see above):
//
//   - Timers within frameBudget are pending in any thread: the program is
//     waited for until they are due and it has settled after them
//     (afterFrames), having drawn (what the input caused) or not.
//   - After input, a full-screen program (on the alternate screen) waits
//     for the terminal with a timeout within timerBudget (htop's 1.5 s): it is
//     waited for until it next wakes: it redraws then (what the key
//     changed, in full), or draws nothing (its timer was for something
//     else: vim writing its swap file). How much the key changed at once
//     says nothing here: the screen may change on its own at the same
//     moment (a refresh).
//   - Its timeout is longer: Partial is said if the program was seen
//     drawing on its own lately and the input changed less than half of
//     the rows with text. The timer is returned with Partial.
func (s *calls) afterSettled(ctx context.Context, base baseline, snap emulator.Snapshot, o observation, deadline time.Time, tr *settle.Trace, start clock) (emulator.Snapshot, observation, Outcome, time.Duration) {
	if o.frame() > 0 {
		snap, o, out := s.afterFrames(ctx, base, snap, o, deadline, tr, start)
		return snap, o, out, 0
	}
	if !base.input || !snap.AltScreen || o.timer <= 0 {
		return snap, o, Settled, 0
	}
	if o.timer > timerBudget {
		drawsOnTimer := time.Since(at(s.act.unprompted.Load())) < o.timer+timerBudget
		if drawsOnTimer && partialRedraw(base.lines, snap.Lines) {
			return snap, o, Partial, o.timer
		}
		return snap, o, Settled, 0
	}
	until := earlier(deadline, time.Now().Add(o.timer+redrawSlack))
	snap2, o2, out := s.waitOld(ctx, oldSpec{waitSpec: waitSpec{deadline: until, settle: true, base: baseline{}}, redraw: true, chunks: o.chunks, cpu: o.cpu}, tr, start)
	if out == TimedOut && s.chunks() != o.chunks {
		return snap2, o2, Partial, o.timer // it was drawing when the time ran out
	}
	if out == TimedOut {
		out = Settled // it drew nothing: nothing changed
	}
	return snap2, o2, out, 0
}

// partialRedraw reports whether fewer than half of the rows with text
// differ between before and after.
func partialRedraw(before, after []string) bool {
	text, changed := 0, 0
	for i, l := range after {
		if l != "" {
			text++
		}
		if i >= len(before) || before[i] != l {
			changed++
		}
	}
	return 2*changed < text
}

// awaitOld is the old wait with what followed it for a call that settled
// (afterSettled, when frames), as a verdict, with a trace of its looks.
func (s *calls) awaitOld(ctx context.Context, w waitSpec, frames bool) (emulator.Snapshot, observation, settle.Verdict) {
	start := clock(time.Now())
	tr := &settle.Trace{Call: s.call(w, start)}
	snap, o, out := s.waitOld(ctx, oldSpec{waitSpec: w}, tr, start)
	var timer time.Duration
	if frames && out == Settled {
		snap, o, out, timer = s.afterSettled(ctx, w.base, snap, o, w.deadline, tr, start)
	}
	v := settle.Verdict{Outcome: out, Timer: timer}
	if out == TimedOut {
		v.Changing = s.changing(time.Now())
	}
	tr.Live, tr.Program = out, o.program
	if s.cfg.Trace != nil {
		s.cfg.Trace(*tr)
	}
	return snap, o, v
}
