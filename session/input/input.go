package input

import (
	"fmt"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/kernel"
)

// Input is what one call sends the program: keys pressed one at a time, or
// text written at once.
type Input struct {
	// Keys are pressed in order, as a person types them: each is its own
	// write to the terminal, encoded for the terminal's modes when it is
	// pressed, and the next is pressed once the kernel shows the program
	// has read the one before.
	Keys []emulator.Key
	// Text is written in one write, after the keys when there are both:
	// literal text, a paste, an answer typed as a whole.
	Text []byte
	// Enter presses Enter after the text, as a key of its own, once the
	// program has taken the text: a program that reads the text and an
	// Enter in one read may take the Enter as part of the text (a paste
	// it detects from characters arriving at once, as Codex does, or a
	// chunk of input Ink hands its field whole) and not submit.
	Enter bool
	// Secret is text in the input that must never be shown: it is masked
	// in every result from now on and the input is not recorded.
	Secret string
}

// Keys is the Input that presses keys, one write each.
func Keys(keys ...emulator.Key) Input { return Input{Keys: keys} }

// Text is the Input that writes text in one write.
func Text(b []byte) Input { return Input{Text: b} }

// Echo is the input as the program may echo it, for expect's count: the
// keys encoded for modes m, then the text, then Enter.
func (in Input) Echo(m emulator.Modes) string {
	var b []byte
	for _, k := range in.Keys {
		b = append(b, k.Encode(m)...)
	}
	b = append(b, in.Text...)
	if in.Enter {
		b = append(b, enterKey.Encode(m)...)
	}
	return string(b)
}

// enterKey is the Enter key, pressed after the text when Input.Enter.
var enterKey = func() emulator.Key {
	k, err := emulator.ParseKeys("<enter>")
	if err != nil || len(k) != 1 {
		panic("input: no Enter key")
	}
	return k[0]
}()

// Terminal is a session's terminal as typing uses it.
type Terminal interface {
	// Modes are the terminal's modes now, which a key is encoded for.
	Modes() emulator.Modes
	// Record records input about to be written (secret: it holds a
	// secret, and is not).
	Record(p []byte, secret bool)
	// Write writes p, the agent's input, waiting for room until
	// deadline, and says how much went in.
	Write(p []byte, deadline time.Time) (int, error)
	// Pending returns how many bytes of input the program has not read;
	// its error says the terminal is closed.
	Pending() (int, error)
	// Foreground returns the terminal's foreground process group (0 or
	// less: none).
	Foreground() int
	// Look looks at the threads of the foreground process group pgrp.
	Look(pgrp int) kernel.Group
	// Reaped reports whether the session's process has been waited for.
	Reaped() bool
}

// typeAhead is how long a key may wait for the program to take the one
// before it. A program that has not taken a key by then, and that the
// kernel shows at no work (no thread running or runnable, no timer about
// to fire), is not reading the terminal (it waits on something else): the
// keys after it are typed ahead without waiting, and it finds them all
// queued when it reads, as it would a person's. A program at work may be
// doing what the key made it do, or be kept from the processor by a
// loaded machine (Ink's render, Bubble Tea's reader waiting to run): the
// next key waits for it up to typeAheadBusy, or two keys sent as typed
// would reach it as one. Once a key was not taken in time, the call's
// keys after it are typed ahead without waiting (Type), so a program
// that computes and reads nothing costs a call typeAheadBusy once.
const (
	typeAhead     = 250 * time.Millisecond
	typeAheadBusy = 2 * time.Second
)

// Type writes a call's input: each key as its own write, the next
// once the program has taken the one before (or typeAhead passed), then
// the text in one write, then Enter (Input.Enter) once the program has
// taken the text, the same way. ticking says the program waited on a
// short timer before the input (see untilTaken). No input is recorded
// when it holds a secret. A write that fails (a person's take-over
// stops the rest) ends it with that error; sent says what went in.
func Type(t Terminal, in Input, deadline time.Time, ticking bool) (sent Typed, err error) {
	secret := in.Secret != ""
	waitTaken := true
	for i, k := range in.Keys {
		if i > 0 && waitTaken {
			waitTaken = untilTaken(t, deadline, ticking)
		}
		// Encoded now, for the modes the keys before it left.
		seq := k.Encode(t.Modes())
		t.Record(seq, secret)
		if _, err := t.Write(seq, deadline); err != nil {
			return sent, err
		}
		sent.keys = append(sent.keys, len(seq))
	}
	if len(in.Text) > 0 {
		if len(in.Keys) > 0 && waitTaken {
			waitTaken = untilTaken(t, deadline, ticking)
		}
		t.Record(in.Text, secret)
		if sent.text, err = t.Write(in.Text, deadline); err != nil {
			return sent, err
		}
	}
	if !in.Enter {
		return sent, nil
	}
	if (len(in.Keys) > 0 || len(in.Text) > 0) && waitTaken {
		untilTaken(t, deadline, ticking)
	}
	seq := enterKey.Encode(t.Modes())
	t.Record(seq, secret)
	if _, err = t.Write(seq, deadline); err != nil {
		return sent, err
	}
	sent.enter = len(seq)
	return sent, nil
}

// earlier returns the earlier of two times.
func earlier(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// untilTaken waits until the program has taken what was written last:
// the terminal's input queue is empty (it read it; in canonical mode the
// queue counts whole lines only, and the line discipline holds a line
// being typed) and, where the prober sees the foreground's threads, none
// of them runs or has a timer about to fire, nor, unless the program was
// ticking before the input (a renderer's frame timer that runs all the
// time), any short timer: it has done what the input made it do. A
// program that hands a key to another thread, or defers its work to a
// timer as Ink does, has not done it when its read returns; one that
// gets the next key before then may act on it with what the last one
// left stale. It reports false when limit passed first, or the process
// ended. It waits typeAhead, or typeAheadBusy while the program is at
// work, and never past deadline. It looks often at first, as a key is
// usually taken within microseconds, then less often.
func untilTaken(t Terminal, deadline time.Time, ticking bool) bool {
	start := time.Now()
	soft, hard := earlier(deadline, start.Add(typeAhead)), earlier(deadline, start.Add(typeAheadBusy))
	pause := 20 * time.Microsecond
	for {
		n, err := t.Pending()
		if err != nil {
			return false
		}
		pgrp := t.Foreground()
		atWork := pgrp > 0 && !idle(t.Look(pgrp), ticking)
		if n == 0 && !atWork {
			return true
		}
		now := time.Now()
		if !now.Before(hard) || (!now.Before(soft) && !atWork) || t.Reaped() {
			return false
		}
		kernel.SleepShort(pause) // on time: a key is usually taken within microseconds
		pause = min(2*pause, time.Millisecond)
	}
}

// The pacing of keys (untilTaken) waits out a program's short timers: a
// key that sets one (Ink's throttled render) is not done with until it
// fired.

// frameBudget is the longest timer the pacing of keys waits out, whatever
// thread waits on it: longer than the frame of a renderer drawing at 20
// frames a second or faster, and shorter than the timeouts programs poll
// the terminal with to look for an escape sequence's end, which are no
// drawing.
const frameBudget = 50 * time.Millisecond

// Frame returns the longest of the short timers the foreground waits on
// (wakes: kernel.Group.Wakes), at most frameBudget, 0 when it waits on
// none: a program waiting on one is ticking.
func Frame(wakes []time.Duration) time.Duration {
	var f time.Duration
	for _, w := range wakes {
		if w <= frameBudget {
			f = max(f, w)
		}
	}
	return f
}

// imminentWake is how soon a timer counts as about to fire: one that
// woke early (libuv counts its timeouts in whole milliseconds from a
// clock it reads once per turn of its loop) sleeps again for what is left.
const imminentWake = 5 * time.Millisecond

// imminent reports whether a timer the foreground waits on is about to
// fire.
func imminent(wakes []time.Duration) bool {
	for _, w := range wakes {
		if w <= imminentWake {
			return true
		}
	}
	return false
}

// idle reports whether a look at the foreground finds nothing of it at
// work: no thread running, no timer about to fire and, unless ticking,
// no short timer pending. A prober that does not see threads finds it
// idle.
func idle(l kernel.Group, ticking bool) bool {
	if !l.Sees {
		return true
	}
	return !l.Busy && !imminent(l.Wakes) && (ticking || Frame(l.Wakes) == 0)
}

// Typed is how much of a call's input went to the terminal: the length
// of each key's encoding written whole, in order, the bytes of its text,
// and the length of its Enter when Enter was written (Input.Enter).
type Typed struct {
	keys  []int
	text  int
	enter int
}

// Went says how much of in went in, as the end of a sentence ("3 of its
// 5 keys but not its Enter") when sent went to the terminal and the
// program had not read discarded bytes of it, the last ones written,
// when they were discarded.
func (sent Typed) Went(in Input, discarded int) string {
	// Enter went last: what was discarded comes off it first.
	enter := sent.enter > 0 && discarded < sent.enter
	discarded = max(discarded-sent.enter, 0)
	text := max(sent.text-discarded, 0)
	discarded = max(discarded-sent.text, 0)
	keys := len(sent.keys)
	for keys > 0 && discarded > 0 {
		keys--
		discarded -= sent.keys[keys]
	}
	var went string
	switch {
	case len(in.Keys) > 0 && len(in.Text) > 0:
		went = fmt.Sprintf("%d of its %d keys and %d of its text's %d bytes", keys, len(in.Keys), text, len(in.Text))
	case len(in.Text) > 0:
		went = fmt.Sprintf("%d of its text's %d bytes", text, len(in.Text))
	default:
		went = fmt.Sprintf("%d of its %d keys", keys, len(in.Keys))
	}
	switch {
	case in.Enter && enter:
		went += " and its Enter"
	case in.Enter:
		went += " but not its Enter"
	}
	return went
}
