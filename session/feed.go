package session

import (
	"time"

	"github.com/agentty/agentty/session/pace"
)

// The feed of a session nobody waits on is paced (package pace): the
// manager's background feeders share a gate, and a session is wanted,
// fed at once, while a call holds it, a person is attached, its screen
// is read, its last output drained or it closes.

// feedGate is the token the background feeders of a manager share.
type feedGate = pace.Gate

// wantFeed says whether a session's output is fed at once.
type wantFeed = pace.Want

// want marks the session wanted until the matching unwant.
func (q *outputQueue) want() { q.wanted.Add() }

func (q *outputQueue) unwant() { q.wanted.Done() }

// pace is called by the feeder, without mu, before it feeds a chunk: for
// a session nobody wants, it waits for the gate (pace.Gate.Wait), and
// the feeder hands it back with paced.
func (q *outputQueue) pace() (start time.Time, paced bool) { return q.gate.Wait(&q.wanted) }

func (q *outputQueue) paced(start time.Time) { q.gate.Paced(start) }
