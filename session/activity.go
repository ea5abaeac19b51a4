package session

import (
	"sync/atomic"
	"time"
)

// activity is when things last happened in a session, for quiet time,
// settling and listings. The goroutines that move bytes write it as they
// go (atomics: they take no lock for it, under the terminal's lock least
// of all); waits and listings read it.
type activity struct {
	output atomic.Int64  // the last output on the screen (Unix nanoseconds; 0 never)
	input  atomic.Int64  // the last input written (keys, text, a reply, a resize or a signal)
	used   atomic.Int64  // the last call on the session, or a person's leaving
	chunks atomic.Uint64 // output chunks on the screen so far
	// replyWant is how many bytes of replies the emulator had sent when
	// the last chunk was on the screen (Terminal.RepliesSent); replyDone
	// how many were written to the program, or dropped, so far.
	replyWant atomic.Uint64
	replyDone atomic.Uint64
}

func stamp(t time.Time) int64 { return t.UnixNano() }

// at is a stamp as a time; the zero time for 0.
func at(ns int64) time.Time {
	if ns == 0 {
		return time.Time{}
	}
	return time.Unix(0, ns)
}

// outputNow notes output on the screen at now.
func (a *activity) outputNow(now time.Time) {
	a.output.Store(stamp(now))
}

// chunkFed notes a chunk on the screen, and how many bytes of replies
// the terminal has sent so far.
func (a *activity) chunkFed(now time.Time, replies uint64) {
	// The replies first: a look that counts this chunk (its chunks are
	// read first) then finds them owed.
	a.replyWant.Store(replies)
	a.outputNow(now)
	a.chunks.Add(1)
}

// quietFor returns how long neither output nor input happened.
func (a *activity) quietFor(now time.Time) time.Duration {
	return now.Sub(at(max(a.output.Load(), a.input.Load())))
}

// answered reports whether every query on the screen was answered: each
// byte of the emulator's replies to them written to the program (or
// dropped). Counted in bytes, not by when the last reply was written: a
// chunk with two queries (termenv asks for the background colour and the
// cursor's position at once) has two replies, written one after the
// other, and the program reads the first and waits for the second.
func (a *activity) answered() bool {
	return a.replyDone.Load() >= a.replyWant.Load()
}

// last returns the latest of the call, input and output times.
func (a *activity) last() time.Time {
	return at(max(a.used.Load(), a.input.Load(), a.output.Load()))
}
