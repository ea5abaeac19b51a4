package session

import (
	"strings"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/settle"
)

// A wait looks at the session and hands what it saw to the decision
// (package settle) as a settle.Look: its times are offsets from the call's
// start (a clock).

// clock converts times to offsets from a call's start.
type clock time.Time

// at is t's offset.
func (c clock) at(t time.Time) time.Duration { return t.Sub(time.Time(c)) }

// stamp is an activity stamp's offset; settle.Never for 0.
func (c clock) stamp(ns int64) time.Duration {
	if ns == 0 {
		return settle.Never
	}
	return c.at(at(ns))
}

// time is the time of offset d.
func (c clock) time(d time.Duration) time.Time { return time.Time(c).Add(d) }

// foreground is the kernel's view in o as the decision takes it, at
// offset now.
func foreground(o observation, now time.Duration) settle.Foreground {
	f := settle.Foreground{
		Seen: o.sees, Reading: o.state == WaitingForInput, Inferred: o.inferred, Relay: o.relay,
		Busy: o.busy, Stopped: o.state == Stopped, Resuming: o.resuming, CPU: o.cpu, Pgrp: o.pgrp,
		Unread: o.inputQ, Answered: o.answered, Outside: o.outside, InFlight: o.inFlight,
	}
	for _, w := range o.wakes {
		f.Timers = append(f.Timers, now+w)
	}
	if o.timer > 0 {
		f.ReadTimeout, f.ReadWake = o.timer, now+o.timerWake
	}
	return f
}

// screenLook fills in what the decision reads of a screen: whether it
// shows anything, the alternate screen, a prompt's shape, and how many of
// its rows show text and differ from the rows before the input.
func screenLook(l *settle.Look, snap emulator.Snapshot, before []string) {
	l.Blank, l.AltScreen, l.Prompted = blank(snap), snap.AltScreen, prompted(snap)
	for i, r := range snap.Lines {
		if r != "" {
			l.RowsText++
		}
		if i >= len(before) || before[i] != r {
			l.RowsChanged++
		}
	}
}

// blank reports whether a screen shows no text.
func blank(snap emulator.Snapshot) bool {
	for _, l := range snap.Lines {
		if strings.TrimSpace(l) != "" {
			return false
		}
	}
	return true
}

// prompted reports whether the screen has a prompt's shape: the cursor
// after text on its row (a prompt, a question, a field being typed in),
// or the alternate screen (a full-screen program). Only the shape is
// read, not the words.
func prompted(snap emulator.Snapshot) bool {
	if snap.AltScreen {
		return true
	}
	row, col := snap.Cursor.Row, snap.Cursor.Col
	if row < 0 || row >= len(snap.Lines) || col <= 0 {
		return false
	}
	n := 0
	for _, r := range snap.Lines[row] {
		if n >= col {
			break
		}
		if r != ' ' {
			return true
		}
		n++
	}
	return false
}
