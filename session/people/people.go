package people

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// ErrTakenOver: a person took the session over from a terminal (agentty
// attach --exclusive); the agent's input tools are refused until they
// detach, reading still works.
var ErrTakenOver = errors.New("taken over by a person")

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

// attachment is one person's entry in a Roster.
type attachment struct {
	id        int
	who       string
	since     time.Time
	exclusive bool
	readOnly  bool
	rev       uint64 // the screen's revision when they attached
}

// Roster is the people attached to one session, the one of them who took
// it over, and the hand-back the agent's next result tells of. It is not
// safe for concurrent use: its owner (the session) calls it with its own
// lock held. Its zero value has nobody attached.
type Roster struct {
	people   []attachment
	next     int
	handback *Handback     // a person's takeover ended; the next result says so
	note     chan struct{} // closed when somebody attaches or detaches, then replaced
}

// Add attaches a person (who: "terminal", "browser", "app") to session
// id, when the screen is at revision rev, and returns their number in the
// roster. Only one person may hold a session exclusively: another who
// asks fails with ErrTakenOver.
func (r *Roster) Add(session, who string, exclusive, readOnly bool, rev uint64) (int, error) {
	if exclusive {
		if a := r.exclusive(); a != nil {
			return 0, fmt.Errorf("%w: session %s is already taken over by %s since %s", ErrTakenOver, session, aWho(a.who), a.since.Format(time.TimeOnly))
		}
	}
	r.next++
	r.people = append(r.people, attachment{id: r.next, who: who, since: time.Now(), exclusive: exclusive, readOnly: readOnly, rev: rev})
	r.changed()
	return r.next, nil
}

// Remove detaches person n, when the screen is at revision rev, and
// reports whether they were attached; one who had taken the session over
// leaves a hand-back for the agent's next result.
func (r *Roster) Remove(n int, rev uint64) bool {
	for i, a := range r.people {
		if a.id != n {
			continue
		}
		r.people = append(r.people[:i], r.people[i+1:]...)
		if a.exclusive {
			r.handback = &Handback{Who: a.who, Since: a.since.UTC().Format(time.RFC3339), Until: time.Now().UTC().Format(time.RFC3339),
				FromRevision: a.rev, ToRevision: rev}
		}
		r.changed()
		return true
	}
	return false
}

// Any reports whether anybody is attached.
func (r *Roster) Any() bool { return len(r.people) > 0 }

// List returns who is attached, first come first (nil for nobody).
func (r *Roster) List() []Attachment {
	if len(r.people) == 0 {
		return nil
	}
	out := make([]Attachment, 0, len(r.people))
	for _, a := range r.people {
		out = append(out, Attachment{Who: a.who, Since: a.since.UTC().Format(time.RFC3339), Exclusive: a.exclusive, ReadOnly: a.readOnly})
	}
	return out
}

// TakenOver returns ErrTakenOver, naming session, while a person holds it
// exclusively.
func (r *Roster) TakenOver(session string) error {
	if a := r.exclusive(); a != nil {
		return fmt.Errorf("%w: a person has taken over session %s from %s (since %s)", ErrTakenOver, session, aWho(a.who), a.since.Format(time.TimeOnly))
	}
	return nil
}

// Handback returns the hand-back not yet told of, if any, and forgets it.
func (r *Roster) Handback() *Handback {
	h := r.handback
	r.handback = nil
	return h
}

// Changed returns a channel closed the next time somebody attaches or
// detaches.
func (r *Roster) Changed() <-chan struct{} {
	if r.note == nil {
		r.note = make(chan struct{})
	}
	return r.note
}

func (r *Roster) changed() {
	if r.note != nil {
		close(r.note)
		r.note = nil
	}
}

func (r *Roster) exclusive() *attachment {
	for i := range r.people {
		if r.people[i].exclusive {
			return &r.people[i]
		}
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
