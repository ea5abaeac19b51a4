package settle

import (
	"math"
	"time"
)

// Outcome says how a wait ended; "" (None) that it goes on.
type Outcome string

// The outcomes.
const (
	None     Outcome = ""
	Settled  Outcome = "settled" // the program waits for input and drew what the input caused
	Matched  Outcome = "matched" // what the call expects appeared
	Exited   Outcome = "exited"  // the process ended, its output on the screen
	TimedOut Outcome = "timeout" // the call's time ran out
	// Partial: settled, and the program will redraw on its own timer
	// after the wait would end, having redrawn only part of the screen
	// since the input.
	Partial Outcome = "partial"
	// Quiet: the program runs, does not read the terminal, was at no
	// work and printed nothing for QuietAfter.
	Quiet Outcome = "quiet"
)

// The durations of the decision (see "Durations" in the package
// documentation for what each bounds and what a caller sees).
const (
	// Margin is the quiet a program the kernel shows at rest needs
	// before it is settled: the drains of both PTY queues prove that no
	// output and no input is in flight; the margin is what a caller
	// waits beyond the program's last output.
	Margin = 200 * time.Microsecond
	// QuietAfter bounds how long a wait waits for what it cannot see
	// coming: a program that runs without reading the terminal and
	// printed nothing for as long is Quiet, a timer due later is not
	// waited for, rounds of timers end after it, and bytes in flight on
	// a connection hold a program back for no longer. A network round
	// trip, a DNS lookup, ssh's key exchange take less on the hosts
	// agents reach; it is short beside the input tools' 5 s default.
	QuietAfter = 2 * time.Second
	// Poll is the longest between two looks when no event (output,
	// exit, a due timer) announces one: the kernel's view changes
	// without telling (a program blocks on the terminal without
	// printing), and is seen within it. A frame at 60 Hz: no person
	// sees a result this late as late, and looks at this rate cost a
	// session a few percent of a processor.
	Poll = 16 * time.Millisecond
)

// Never is the time of something that has not happened.
const Never = time.Duration(math.MinInt64 / 2)

// Call is what one call waits for. Its times, like a Look's, are offsets
// from the call's start.
type Call struct {
	// Deadline is when the call's time runs out.
	Deadline time.Duration `json:"deadline,omitempty"`
	// Settle: the program settling ends the wait; Quiet: going Quiet
	// does too (an input call); Expect: what the call expects appearing
	// does (Look.Matched).
	Settle bool `json:"settle,omitempty"`
	Quiet  bool `json:"quiet,omitempty"`
	Expect bool `json:"expect,omitempty"`
	// Input says input (keys, text, a size, a signal) was sent just
	// before the wait; Before is the session just before it.
	Input  bool   `json:"input,omitempty"`
	Before Before `json:"before,omitempty"`
	// SettleTime and QuietTime are the session's settle and quiet times
	// (--settle, --quiet).
	SettleTime time.Duration `json:"settleTime,omitempty"`
	QuietTime  time.Duration `json:"quietTime,omitempty"`
}

// Before is the session as it was just before the input, to tell what the
// input did.
type Before struct {
	Chunks uint64 `json:"chunks,omitempty"` // output chunks on the screen
	CPU    uint64 `json:"cpu,omitempty"`    // the foreground's CPU time
	Pgrp   int    `json:"pgrp,omitempty"`   // the foreground group
	// Ticking: the foreground had a timer pending that a round would
	// wait for (see Ticking): a renderer's frame tick, a full-screen
	// program's refresh, which run all the time.
	Ticking bool `json:"ticking,omitempty"`
	// OwnDraw: the last output came QuietAfter or more after the input
	// before it (or the start): the program draws on its own.
	OwnDraw bool `json:"ownDraw,omitempty"`
}

// Look is one observation of the session, taken in this order: whether it
// exited, the kernel's view, what the call expects, the screen, the
// drains.
type Look struct {
	At      time.Duration `json:"at,omitempty"`      // when it was taken
	Exited  bool          `json:"exited,omitempty"`  // the process ended and its output is on the screen
	Matched bool          `json:"matched,omitempty"` // what the call expects holds on this screen
	Torn    bool          `json:"torn,omitempty"`    // the screen was taken in the middle of a chunk of output
	Chunks  uint64        `json:"chunks,omitempty"`  // output chunks on the screen so far
	// Output and Input are when output last came on the screen and
	// input (keys, text, a reply, a size, a signal) was last written;
	// Never when never.
	Output time.Duration `json:"output,omitempty"`
	Input  time.Duration `json:"input,omitempty"`
	// Drained: no output read from the PTY waits for the screen or is
	// fed, none is in the kernel's queue, and no chunk came since the
	// kernel's view was taken.
	Drained bool `json:"drained,omitempty"`
	// Blank: the screen shows no text.
	Blank bool `json:"blank,omitempty"`
	// AltScreen: the alternate screen is shown (a full-screen program).
	AltScreen bool `json:"altScreen,omitempty"`
	// Prompted: the cursor follows text on its row, or the alternate
	// screen is shown: what a relay's far side waiting for input looks
	// like, read from the screen's shape, not its words.
	Prompted bool `json:"prompted,omitempty"`
	// RowsText is how many rows show text; RowsChanged how many differ
	// from the screen before the input.
	RowsText    int        `json:"rowsText,omitempty"`
	RowsChanged int        `json:"rowsChanged,omitempty"`
	Fg          Foreground `json:"fg,omitempty"`
}

// Foreground is the kernel's view of the terminal's foreground group.
type Foreground struct {
	// Seen: the kernel shows what the group's threads do (Linux's
	// procfs); Busy, Timers, ReadWake and Outside mean something only
	// then.
	Seen bool `json:"seen,omitempty"`
	// Reading: it waits for input, blocked reading the terminal; or, with
	// Inferred, it is taken to (a hidden system call, a platform that
	// does not show threads, a relay).
	Reading  bool `json:"reading,omitempty"`
	Inferred bool `json:"inferred,omitempty"`
	// Relay: a relay is in front (it waits on the terminal and a
	// connection at once); its far side is not seen.
	Relay bool `json:"relay,omitempty"`
	// Busy: a thread runs, waits to run or waits for the disk.
	Busy bool `json:"busy,omitempty"`
	// Stopped: the group is stopped; Resuming: a stopped member's parent
	// runs to take the terminal back.
	Stopped  bool   `json:"stopped,omitempty"`
	Resuming bool   `json:"resuming,omitempty"`
	CPU      uint64 `json:"cpu,omitempty"` // CPU time of the group's threads
	Pgrp     int    `json:"pgrp,omitempty"`
	// Unread is how many bytes of input the program has not read;
	// Answered says every reply to its queries had been written when
	// Unread was read.
	Unread   int  `json:"unread,omitempty"`
	Answered bool `json:"answered,omitempty"`
	// Timers are when each of the group's threads asleep with a timeout
	// wakes at the latest.
	Timers []time.Duration `json:"timers,omitempty"`
	// ReadWake is when the thread reading the terminal wakes on its own
	// at the latest, ReadTimeout the timeout it asked for; 0 without one.
	ReadWake    time.Duration `json:"readWake,omitempty"`
	ReadTimeout time.Duration `json:"readTimeout,omitempty"`
	// Outside: a thread waits on the network or another process (a
	// socket, a pipe whose other end the program does not hold).
	Outside bool `json:"outside,omitempty"`
	// InFlight: such a connection holds bytes in flight: written and not
	// yet taken by the other end, or come and not yet read. An exchange
	// is under way (a request and its answer), whose end the program may
	// draw.
	InFlight bool `json:"inFlight,omitempty"`
}

// mayDraw reports whether the kernel shows something of the foreground
// that can draw without input: a thread at work, a timer, a wait on the
// network or another process.
func (f Foreground) mayDraw() bool {
	return f.Seen && (f.Busy || len(f.Timers) > 0 || f.Outside)
}

// Verdict is what a look decided.
type Verdict struct {
	Outcome Outcome
	// Next is when to look again at the latest, when nothing comes
	// before; Pause, when set, that no look is worth taking before
	// output and input have paused for it and no output waits for the
	// screen (a wait only settling ends); OnOutput, that output brings
	// the next look forward (a wait for what the call expects).
	Next     time.Duration
	Pause    time.Duration
	OnOutput bool
	// Timer is, with Partial, the timeout of the program's terminal
	// read: how soon it redraws on its own.
	Timer time.Duration
	// Changing is, with TimedOut, that output came within QuietAfter.
	Changing bool
	// Undrawn is, with TimedOut, that the screen shows nothing while the
	// program could still draw: it has not drawn yet.
	Undrawn bool
	// Why names the rule that decided, for traces and logs.
	Why string
}

// Memory is what the looks of one wait leave for the next: the zero
// Memory starts a wait.
type Memory struct {
	Looks    int
	LastBusy time.Duration // the last look that saw the foreground at work; 0 with Looks 0
	// TornMatch: what the call expects held on a torn screen, at
	// TornChunks chunks.
	TornMatch  bool
	TornChunks uint64
	// Chunks is the output chunks the last look saw; Pause the pause of
	// the output a settling wait looks after (see next).
	Chunks uint64
	Pause  time.Duration
	// Round is the round of timers under way, when Rounds > 0.
	Round  Round
	Rounds int
	First  time.Duration // when the first round began
}

// Round is a wait for the timers a program at rest had pending.
type Round struct {
	Due    time.Duration // when the last of them is due
	Chunks uint64        // output chunks when it began
}

// Decide is the decision: from the call, what the wait's earlier looks
// left and this look, the verdict and what this look leaves. It is pure:
// the same arguments give the same results.
func Decide(c Call, m Memory, l Look) (Verdict, Memory) {
	m.note(l)
	if c.Expect && matched(&m, l) {
		return Verdict{Outcome: Matched, Why: "what the call expects is on the screen, with the chunk it came in"}, m
	}
	if l.Exited {
		return Verdict{Outcome: Exited, Why: "the process ended, its output on the screen"}, m
	}
	if l.At >= c.Deadline {
		return Verdict{Outcome: TimedOut, Changing: l.Output != Never && l.At-l.Output < QuietAfter,
			Undrawn: l.Blank && l.Fg.mayDraw(), Why: "the call's time ran out"}, m
	}
	quiet := l.At - max(l.Output, l.Input)
	if c.Settle {
		rest, why := atRest(c, l, quiet)
		// First paint: a blank screen is not settled while something of
		// the program can still draw.
		if rest && !(l.Blank && l.Fg.mayDraw() && !l.Fg.Inferred) {
			if out, v := rounds(c, &m, l); out {
				v.Why = why + "; " + v.Why
				return v, m
			}
		}
	}
	if c.Quiet && quietNow(m, l, quiet) {
		return Verdict{Outcome: Quiet, Why: "it runs without reading the terminal, silent and at no work for QuietAfter"}, m
	}
	return next(c, m, l, quiet), m
}

// note keeps what a look says for the looks after it: when the foreground
// was last at work, and the output chunks. A look that finds the output
// went on since the last one (a program streaming output pauses now and
// then, or is descheduled) makes the pause a settling wait's next look
// waits for twice as long, up to Poll: each look costs a snapshot and a
// read of /proc, which the program's output waits for.
func (m *Memory) note(l Look) {
	switch {
	case m.Looks == 0:
		m.LastBusy = Never
	case l.Chunks != m.Chunks:
		m.Pause = min(2*max(m.Pause, Margin), Poll)
	}
	m.Looks++
	m.Chunks = l.Chunks
	if l.Fg.Busy {
		m.LastBusy = l.At
	}
}

// matched reports whether what the call expects holds on a screen that
// is not torn in the middle of a chunk of output, or on a torn one once
// the chunk it was first seen torn in is on the screen (output that keeps
// coming can tear every look).
func matched(m *Memory, l Look) bool {
	switch {
	case !l.Matched:
		m.TornMatch = false
	case !l.Torn:
		return true
	case m.TornMatch:
		return l.Chunks > m.TornChunks
	default:
		m.TornMatch, m.TornChunks = true, l.Chunks
	}
	return false
}

// quietNow reports whether a program is Quiet: it runs without reading the
// terminal, its output is in, and it was silent and at no work for
// QuietAfter; not on a blank screen while something of it can draw (first
// paint).
func quietNow(m Memory, l Look, quiet time.Duration) bool {
	return !l.Fg.Reading && !l.Fg.Stopped && l.Drained && quiet >= QuietAfter && l.At-m.LastBusy >= QuietAfter &&
		!(l.Blank && l.Fg.mayDraw())
}

// atRest reports whether the program is at rest (see the package
// documentation), and why.
func atRest(c Call, l Look, quiet time.Duration) (bool, string) {
	f := l.Fg
	switch {
	case f.Stopped:
		return quiet >= c.SettleTime && !f.Resuming && l.Drained, "stopped, its output in"
	case !f.Reading:
		return false, ""
	case f.Relay:
		return quiet >= c.QuietTime && l.Prompted && l.Drained, "a relay, quiet for the quiet time at a prompt's shape"
	case !l.Drained:
		return false, "" // output in flight
	case f.Inferred:
		return quiet >= c.SettleTime, "taken to read the terminal, quiet for the settle time"
	case f.Unread > 0 || !f.Answered:
		return false, "" // input or a reply to a query not read yet
	case f.Seen && f.InFlight && quiet < QuietAfter:
		return false, "" // an exchange on a connection is under way
	}
	b := c.Before
	took := !c.Input || l.Chunks != b.Chunks || f.CPU != b.CPU || f.Pgrp != b.Pgrp
	if took && quiet >= Margin {
		return true, "blocked reading the terminal, its input taken, the PTY drained"
	}
	return quiet >= c.SettleTime, "blocked reading the terminal, quiet for the settle time"
}

// rounds waits, for a program at rest, for the timers it has pending (see
// the package documentation); it reports whether the wait ends, and how.
func rounds(c Call, m *Memory, l Look) (bool, Verdict) {
	if m.Rounds > 0 && l.At < m.Round.Due {
		return false, Verdict{}
	}
	if m.Rounds > 0 && late(l) && l.At-m.First < QuietAfter {
		// A timer due has not fired yet: the kernel ends a timed wait
		// of poll, select or epoll up to a thousandth of its length
		// late (its slack: 1 ms for a 1 s tick), and a loaded machine
		// runs the thread later still. Look again once it may have.
		m.Round.Due = l.At + Margin
		return false, Verdict{}
	}
	if m.Rounds > 0 {
		switch drew := l.Chunks != m.Round.Chunks; {
		case !drew:
			return true, final(c, l, "its timers fired and it drew nothing more")
		case c.Before.Ticking || !c.Input:
			return true, final(c, l, "its frame came with its timers")
		case l.At-m.First >= QuietAfter:
			return true, final(c, l, "it drew from timers for QuietAfter")
		}
	}
	due := pending(c, l, m.Rounds == 0)
	if due == Never {
		return true, final(c, l, "no timer of it is due soon")
	}
	if m.Rounds == 0 {
		m.First = l.At
	}
	m.Rounds++
	m.Round = Round{Due: due, Chunks: l.Chunks}
	return false, Verdict{}
}

// late reports whether a thread of the foreground is still asleep in a
// timed wait that is due (the prober gives a wake past due as due in a
// microsecond): its timer has not fired yet.
func late(l Look) bool {
	for _, t := range l.Fg.Timers {
		if t <= l.At+Margin {
			return true
		}
	}
	return false
}

// pending returns when the last of the timers a round waits for is due,
// Never when there is none: any thread's timer due within the settle time
// (a program the kernel could not see would be settled after that much
// quiet, so a timer due sooner is part of what the input does: a frame
// tick, a throttled render); and, for the first round after input on the
// alternate screen, the terminal reader's own timeout due within
// QuietAfter (a full-screen program that redraws when its wait for a key
// times out: once it has, its frame is drawn, and its next timeout is its
// next refresh).
func pending(c Call, l Look, first bool) time.Duration {
	due := Never
	for _, t := range l.Fg.Timers {
		if t > l.At && t <= l.At+c.SettleTime {
			due = max(due, t)
		}
	}
	if w := l.Fg.ReadWake; first && c.Input && l.AltScreen && w > l.At && w <= l.At+QuietAfter {
		due = max(due, w)
	}
	return due
}

// Ticking reports whether a program seen in l, just before input, had a
// timer pending that a round after the input would wait for: its timer
// runs all the time, and once it fired after the input, the input's frame
// is drawn. c is the call the input is for.
func Ticking(c Call, l Look) bool {
	c.Input = true
	return pending(c, l, true) != Never
}

// final is the verdict on a program settled: Partial when the screen is
// known to be redrawn after the wait (see Partial), else Settled.
func final(c Call, l Look, why string) Verdict {
	f := l.Fg
	if c.Input && l.AltScreen && c.Before.OwnDraw && f.ReadTimeout > 0 && f.ReadWake > l.At+QuietAfter && 2*l.RowsChanged < l.RowsText {
		return Verdict{Outcome: Partial, Timer: f.ReadTimeout, Why: why + "; it redraws on its own after the wait"}
	}
	return Verdict{Outcome: Settled, Why: why}
}

// next is the verdict of a wait that goes on: when to look again.
func next(c Call, m Memory, l Look, quiet time.Duration) Verdict {
	last := max(l.Output, l.Input)
	// The kernel may change with no event: look again after as long as
	// it has been quiet (a program usually blocks soon after its last
	// output), within Margin and Poll. A round of timers under way has
	// nothing to look at before they are due.
	at := l.At + min(max(quiet, Margin), Poll)
	if c.Settle && m.Rounds > 0 && l.At < m.Round.Due {
		at = m.Round.Due
	}
	soon := func(t time.Duration) {
		if t > l.At && t < at {
			at = t
		}
	}
	if c.Settle && m.Rounds == 0 {
		soon(last + Margin)
		soon(last + c.SettleTime)
		if l.Fg.Relay || !l.Fg.Seen {
			soon(last + c.QuietTime)
		}
	}
	if c.Quiet && !l.Fg.Reading {
		soon(last + QuietAfter)
		soon(m.LastBusy + QuietAfter)
	}
	v := Verdict{Next: min(at, c.Deadline), OnOutput: c.Expect, Why: "goes on"}
	if c.Settle && !c.Expect {
		v.Pause = max(m.Pause, Margin)
	}
	return v
}
