package session

import (
	"fmt"
	"sync"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/people"
)

// Attachment is a person watching or typing into a session from their own
// terminal, a browser or the client's app (package people). Every screen
// result lists the people attached while there are any.
type Attachment = people.Attachment

// Handback says that a person who had taken a session over has detached:
// the next result after that carries it once (package people).
type Handback = people.Handback

// Person is one person attached to a session; Detach ends it. Its methods
// are safe for concurrent use.
type Person struct {
	s        *Session
	id       int
	readOnly bool
	once     sync.Once
}

// Attach registers a person (who: "terminal", "browser", or "app": the
// MCP App in the agent's client) on the session. With exclusive
// the agent's input tools are refused until Detach; only one person may hold
// a session exclusively. A read-only person cannot type.
func (s *Session) Attach(who string, exclusive, readOnly bool) (*Person, error) {
	if exclusive && readOnly {
		return nil, fmt.Errorf("a person who only watches cannot take %s over", s.id)
	}
	if s.kern.isExited() {
		return nil, fmt.Errorf("%w: %s", ErrExited, s.id)
	}
	rev := s.term.Snapshot().Revision
	s.mu.Lock()
	id, err := s.views.roster.Add(s.id, who, exclusive, readOnly, rev)
	if err != nil {
		s.mu.Unlock()
		return nil, err
	}
	s.io.out.want() // a person sees the output as it comes (package pace)
	p := &Person{s: s, id: id, readOnly: readOnly}
	s.mu.Unlock()
	if exclusive {
		// From here on no byte of the agent's input goes in (takeover.go).
		s.io.stopAgent()
	}
	return p, nil
}

// Detach ends the person's attachment; when they had taken the session
// over, the agent's next result says it was handed back. Calling it again
// does nothing.
func (p *Person) Detach() {
	p.once.Do(func() {
		s := p.s
		rev := s.term.Snapshot().Revision
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.views.roster.Remove(p.id, rev) {
			s.io.out.unwant()
			// The idle timeout counts from the person's leaving.
			s.act.used.Store(stamp(time.Now()))
		}
	})
}

// Input types what the person typed into the program. It does not wait for
// the program, nor for any tool call: agent and person may both type, as in
// tmux.
func (p *Person) Input(b []byte) error {
	if p.readOnly {
		return fmt.Errorf("watching %s is read-only", p.s.id)
	}
	if p.s.kern.isExited() {
		return fmt.Errorf("%w: %s", ErrExited, p.s.id)
	}
	return p.s.io.writeInput(b, time.Now().Add(time.Second))
}

// Resize gives the session the person's terminal size; the program gets
// SIGWINCH. It does not wait for the program to redraw.
func (p *Person) Resize(cols, rows int) error {
	if p.readOnly {
		return fmt.Errorf("watching %s is read-only", p.s.id)
	}
	if err := emulator.CheckSize(cols, rows); err != nil {
		return err
	}
	if p.s.kern.isExited() {
		return fmt.Errorf("%w: %s", ErrExited, p.s.id)
	}
	return p.s.io.resize(cols, rows)
}

// Frame returns the session's screen with every cell's attributes, for a
// person's terminal. The terminal masks it as it masks every result: a cell
// of secret input comes as '*' in its colours, so a secret never leaves
// agentty, to anyone.
func (s *Session) Frame() emulator.Frame {
	return s.term.Frame()
}

// ExitStatus says whether the process has ended, and how: its exit code, or
// the signal that ended it. It changes nothing a result reports.
func (s *Session) ExitStatus() (exited bool, code int, signal string) {
	if !s.kern.isExited() {
		return false, 0, ""
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	_, code, signal = s.kern.exitLocked()
	return true, code, signal
}

// People returns who is attached now, first come first.
func (s *Session) People() []Attachment {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.views.roster.List()
}

// takenOver returns ErrTakenOver while a person holds the session
// exclusively; the agent's input tools call it once admitted.
func (s *views) takenOver() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.roster.TakenOver(s.id)
}
