package pace

import (
	"sync/atomic"
	"time"
)

// The feed of a session nobody waits on is paced, so that sessions
// flooding their terminals leave the machine to the ones a call waits on.
//
// A session is wanted while a tool call holds it (begin to end), while
// a person is attached (a terminal, the page, the app), while Read or
// Look shows it, while its process's last output is drained and once it
// is closing. A wanted session's feeder feeds every chunk at once. The
// others feed in the background: one chunk at a time across the manager
// (a token), each after a pause backgroundPause times as long as the
// last background chunk took, so that background feeding takes at most
// a tenth of one processor. Nothing is dropped: a background feeder that
// waits holds its buffers, its reader stops reading once they are handed
// over, the kernel's buffer fills and the program's writes block, as
// they do when any feeder falls behind (outputQueue). A flooding program
// is so read at a bounded rate and held back by the PTY itself, and costs
// the machine little: its own writes block as well. When a call comes,
// the session is wanted at once: its feeder stops waiting (kick), and
// the call first feeds what the program had written (catchUp).
//
// Before, 15 sessions running yes on a 2-core machine kept 15 readers and
// 15 feeders runnable (the scheduler's trace: 56 s of goroutines waiting
// to run in 6 s, most of them readers and feeders woken by a buffer
// handed over), the kernel busy moving their output (58% of the machine's
// time was system time) and a keystroke's reader, feeder and wait queued
// behind them: the keystroke to its settled screen went from 1.5 to 13 ms
// median, 3 to 50 ms p95 in the process (BenchmarkKeystrokeFlood), 2 to
// 16 and 4 to 110 ms through agentty serve; paced, 2.2 and 11 ms in the
// process, 3.1 and 14 ms through agentty serve (on a machine loaded by
// others besides).

// backgroundPause is how long a background feed pauses after a chunk,
// in multiples of the time the chunk took.
const backgroundPause = 9

// Gate is the token the background feeders of a manager share. The
// feeder holding it (having sent to token) owns next.
type Gate struct {
	token chan struct{}
	next  time.Time // no background chunk starts before
}

// NewGate returns the gate of a manager's background feeders.
func NewGate() *Gate {
	return &Gate{token: make(chan struct{}, 1)}
}

// Want says whether a session's output is fed at once (its want count)
// and wakes its feeder when that changes (kick). It takes no lock. Init
// makes it ready.
type Want struct {
	n    atomic.Int32
	kick chan struct{} // capacity 1: a want came while the feeder may wait
}

// Init makes w ready, before its feeder or anyone wanting it uses it.
func (w *Want) Init() { w.kick = make(chan struct{}, 1) }

// Add marks the session wanted until the matching Done.
func (w *Want) Add() {
	if w.n.Add(1) == 1 {
		select {
		case w.kick <- struct{}{}:
		default:
		}
	}
}

// Done ends a want Add began.
func (w *Want) Done() { w.n.Add(-1) }

// Wanted reports whether the session is wanted now.
func (w *Want) Wanted() bool { return w.n.Load() > 0 }

// Wait is called by the feeder of the session w says is wanted or not,
// before it feeds a chunk. For a wanted session (or with a nil Gate: one
// that is never paced) it returns at once with paced false; else it
// waits for the gate's token and its pause, and returns holding the
// token, with the time the chunk starts: the feeder hands it back with
// Paced. A want ends the wait at once.
func (g *Gate) Wait(w *Want) (start time.Time, paced bool) {
	for g != nil && !w.Wanted() {
		select {
		case g.token <- struct{}{}:
		case <-w.kick:
			continue
		}
		if wait := time.Until(g.next); wait > 0 {
			t := time.NewTimer(wait)
			select {
			case <-t.C:
			case <-w.kick:
				t.Stop()
				<-g.token
				continue
			}
		}
		if w.Wanted() {
			<-g.token
			break
		}
		return time.Now(), true
	}
	return time.Time{}, false
}

// Paced hands the token back after a background chunk that started at
// start, setting the pause before the next.
func (g *Gate) Paced(start time.Time) {
	now := time.Now()
	g.next = now.Add(backgroundPause * now.Sub(start))
	<-g.token
}

// Hold takes the token as a background feeder does, and keeps it until
// release is called: meanwhile no session nobody waits on is fed. It
// waits up to wait for the token, and reports whether it took it.
func (g *Gate) Hold(wait time.Duration) (release func(), ok bool) {
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case g.token <- struct{}{}:
		return func() { <-g.token }, true
	case <-t.C:
		return nil, false
	}
}
