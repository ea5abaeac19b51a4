package session

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

// feedGate is the token the background feeders of a manager share. The
// feeder holding it (having sent to token) owns next.
type feedGate struct {
	token chan struct{}
	next  time.Time // no background chunk starts before
}

func newFeedGate() *feedGate {
	return &feedGate{token: make(chan struct{}, 1)}
}

// wantFeed says whether a session's output is fed at once (its want
// count) and wakes its feeder when that changes (kick). It takes no lock.
type wantFeed struct {
	n    atomic.Int32
	kick chan struct{} // capacity 1: a want came while the feeder may wait
}

// want marks the session wanted until the matching unwant.
func (q *outputQueue) want() {
	if q.wanted.n.Add(1) == 1 {
		select {
		case q.wanted.kick <- struct{}{}:
		default:
		}
	}
}

func (q *outputQueue) unwant() { q.wanted.n.Add(-1) }

func (q *outputQueue) isWanted() bool { return q.wanted.n.Load() > 0 }

// pace is called by the feeder, without mu, before it feeds a chunk. For
// a wanted session (or one without a gate) it returns at once with
// paced false; else it waits for the gate's token and its pause, and
// returns holding the token, with the time the chunk starts: the feeder
// hands it back with paced. A want ends the wait at once.
func (q *outputQueue) pace() (start time.Time, paced bool) {
	g := q.gate
	for g != nil && !q.isWanted() {
		select {
		case g.token <- struct{}{}:
		case <-q.wanted.kick:
			continue
		}
		if wait := time.Until(g.next); wait > 0 {
			t := time.NewTimer(wait)
			select {
			case <-t.C:
			case <-q.wanted.kick:
				t.Stop()
				<-g.token
				continue
			}
		}
		if q.isWanted() {
			<-g.token
			break
		}
		return time.Now(), true
	}
	return time.Time{}, false
}

// paced hands the token back after a background chunk that started at
// start, setting the pause before the next.
func (q *outputQueue) paced(start time.Time) {
	g := q.gate
	now := time.Now()
	g.next = now.Add(backgroundPause * now.Sub(start))
	<-g.token
}
