package ending

import (
	"fmt"
	"slices"
	"time"
)

// maxEnded is how many ended sessions a manager remembers the end of.
const maxEnded = 1024

// maxFinalBytes bounds the text of the final screens a manager keeps of
// sessions that closed by themselves; the oldest are let go first (a read
// of one is then the error that says how it ended). A few MiB hold
// hundreds of 120x40 screens, and a handful of the largest.
const maxFinalBytes = 4 << 20

// Ending is how a session ended, for the error of a later call naming it;
// S is the session's final screen.
type Ending[S any] struct {
	By     string    // who closed it when not a close_session call: "the idle reaper, after…"
	Exited string    // how its program had ended before, if it had: "exited (code 0)"
	At     time.Time // when it was closed
	Name   string    // its name, for Final
	Final  *S        // its final screen, when it closed by itself
}

func (e Ending[S]) String() string {
	s := fmt.Sprintf("it was closed %v ago", time.Since(e.At).Round(time.Second))
	if e.By != "" {
		s += " by " + e.By
	}
	if e.Exited != "" {
		s = "its program had " + e.Exited + " and " + s
	}
	return s
}

// Log remembers the ends of the last maxEnded sessions; ids are never
// reused, so an entry cannot describe another session. Size says what a
// final screen's text takes, for the bound of the screens kept. A Log is
// not safe for concurrent use: its owner (the manager) holds its lock.
type Log[S any] struct {
	Size func(*S) int

	byID   map[string]Ending[S]
	order  []string // oldest first
	finals int      // the bytes of the final screens kept
}

// Add remembers how session id ended.
func (l *Log[S]) Add(id string, e Ending[S]) {
	if l.byID == nil {
		l.byID = map[string]Ending[S]{}
	}
	if len(l.order) >= maxEnded {
		l.finals -= l.finalBytes(l.byID[l.order[0]].Final)
		delete(l.byID, l.order[0])
		l.order = slices.Delete(l.order, 0, 1)
	}
	l.byID[id] = e
	l.order = append(l.order, id)
	l.finals += l.finalBytes(e.Final)
	for i := 0; l.finals > maxFinalBytes && i < len(l.order); i++ {
		old := l.byID[l.order[i]]
		l.finals -= l.finalBytes(old.Final)
		old.Final = nil
		l.byID[l.order[i]] = old
	}
}

// finalBytes is what a kept final screen's text takes.
func (l *Log[S]) finalBytes(v *S) int {
	if v == nil {
		return 0
	}
	return l.Size(v)
}

// Get returns how session id ended, when it is remembered.
func (l *Log[S]) Get(id string) (Ending[S], bool) {
	e, ok := l.byID[id]
	return e, ok
}

// Final returns the final screen kept of the session with the given id
// or, that failing, of the newest named so; nil when none is kept.
func (l *Log[S]) Final(id string) *S {
	if e, ok := l.Get(id); ok && e.Final != nil {
		return e.Final
	}
	for i := len(l.order) - 1; i >= 0 && id != ""; i-- {
		if e := l.byID[l.order[i]]; e.Final != nil && e.Name == id {
			return e.Final
		}
	}
	return nil
}
