package session

import (
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/input"
	"github.com/agentty/agentty/session/kernel"
)

// typing is a session's terminal as package input types a call's input
// into it: each write the agent's (writeAgent: a person's take-over stops
// the rest, with ErrTakenOver), recorded unless secret, each key encoded
// for the terminal's modes of the moment and paced by what the kernel
// shows of the foreground.
type typing struct{ s *Session }

var _ input.Terminal = typing{}

func (t typing) Modes() emulator.Modes { return t.s.term.Modes() }

func (t typing) Record(p []byte, secret bool) { t.s.recordInput(p, secret) }

func (t typing) Write(p []byte, deadline time.Time) (int, error) {
	return t.s.io.writeAgent(p, deadline)
}

func (t typing) Pending() (int, error) { return t.s.io.pendingInput() }

func (t typing) Foreground() int { return t.s.io.foreground() }

func (t typing) Look(pgrp int) kernel.Group {
	return t.s.kern.probe.Look(t.s.kern.cmd.Pid(), pgrp, t.s.io.ptsName)
}

func (t typing) Reaped() bool { return t.s.kern.isReaped() }
