package session

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/agentty/agentty/emulator"
)

// Attachment is a person watching or typing into a session from their own
// terminal, a browser or the client's app. Every screen result lists the
// people attached while there are any.
type Attachment struct {
	Who   string // terminal, browser or app
	Since string // RFC 3339 time
	// Exclusive says the person took the session over: the agent's input
	// tools are refused until they detach.
	Exclusive bool
	ReadOnly  bool // the person only watches
}

// Handback says that a person who had taken a session over has detached: the
// next result after that carries it once, with the screen's revision when
// they took it and when they gave it back (equal when nothing changed).
type Handback struct {
	Who   string
	Since string // RFC 3339 time the person took over
	Until string // RFC 3339 time the person handed the session back
	// FromRevision and ToRevision are the screen's revisions when the
	// person took over and when they handed it back.
	FromRevision uint64
	ToRevision   uint64
}

// attachment is one person's entry in views.people.
type attachment struct {
	id        int
	who       string
	since     time.Time
	exclusive bool
	readOnly  bool
	rev       uint64 // the screen's revision when they attached
}

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
	if exclusive {
		if a := s.views.exclusiveLocked(); a != nil {
			s.mu.Unlock()
			return nil, fmt.Errorf("%w: session %s is already taken over by %s since %s", ErrTakenOver, s.id, aWho(a.who), a.since.Format(time.TimeOnly))
		}
	}
	s.views.nextPerson++
	s.views.people = append(s.views.people, attachment{id: s.views.nextPerson, who: who, since: time.Now(), exclusive: exclusive, readOnly: readOnly, rev: rev})
	s.io.out.want() // a person sees the output as it comes (pace.go)
	s.views.notePeopleLocked()
	p := &Person{s: s, id: s.views.nextPerson, readOnly: readOnly}
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
		for i, a := range s.views.people {
			if a.id != p.id {
				continue
			}
			s.views.people = append(s.views.people[:i], s.views.people[i+1:]...)
			s.io.out.unwant()
			if a.exclusive {
				s.views.handback = &Handback{Who: a.who, Since: a.since.UTC().Format(time.RFC3339), Until: time.Now().UTC().Format(time.RFC3339),
					FromRevision: a.rev, ToRevision: rev}
			}
			s.views.notePeopleLocked()
			// The idle timeout counts from the person's leaving.
			s.act.used.Store(stamp(time.Now()))
			return
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
	return true, s.kern.exitCode, s.kern.exitSignal
}

// People returns who is attached now, first come first.
func (s *Session) People() []Attachment {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.views.peopleLocked()
}

func (s *views) peopleLocked() []Attachment {
	if len(s.people) == 0 {
		return nil
	}
	out := make([]Attachment, 0, len(s.people))
	for _, a := range s.people {
		out = append(out, Attachment{Who: a.who, Since: a.since.UTC().Format(time.RFC3339), Exclusive: a.exclusive, ReadOnly: a.readOnly})
	}
	return out
}

func (s *views) exclusiveLocked() *attachment {
	for i := range s.people {
		if s.people[i].exclusive {
			return &s.people[i]
		}
	}
	return nil
}

// takenOver returns ErrTakenOver while a person holds the session
// exclusively; the agent's input tools call it once admitted.
func (s *views) takenOver() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if a := s.exclusiveLocked(); a != nil {
		return fmt.Errorf("%w: a person has taken over session %s from %s (since %s)", ErrTakenOver, s.id, aWho(a.who), a.since.Format(time.TimeOnly))
	}
	return nil
}

// aWho is who with its article, for a sentence: "a terminal", "an app".
func aWho(who string) string {
	if who != "" && strings.ContainsRune("aeiou", rune(who[0])) {
		return "an " + who
	}
	return "a " + who
}
