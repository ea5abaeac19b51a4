package session

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/agentty/agentty/session/kernel"
)

// What a session host needs of its manager beside the tools': session names
// that are unique, a hook to save its list of sessions, the sessions an
// earlier host lost, and ids that never repeat one of those.

// Lost is a session that an earlier session host held when it ended without
// closing it (it was killed, or crashed); its processes ended with it.
type Lost struct {
	SessionID string
	Name      string
	Command   string
	Created   string // RFC 3339 time
}

// SetOnChange sets fn to be called after a session opened or ended (fn
// must not block for long; it is called without the manager's lock).
func (m *Manager) SetOnChange(fn func()) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.onChange = fn
}

func (m *Manager) changed() {
	m.mu.Lock()
	m.notifyLocked()
	fn := m.onChange
	m.mu.Unlock()
	if fn != nil {
		fn()
	}
}

// Kept is a session as a session host's state file keeps it: what the
// next host tells of it, and how it finds what is left of its processes.
type Kept struct {
	SessionID string
	Name      string
	Command   string // as listings show it (secrets masked, controls spelled out)
	Created   string // RFC 3339 time
	PID       int    // the session's process
	Start     uint64 // when that process started (clock ticks after boot; 0 where unknown)
	Key       string // AGENTTY_SESSION_KEY in its processes
}

// Kept lists the open sessions, oldest first, for a session host's state
// file. It takes no look at the kernel nor at a screen: a host saves it
// after every open and close, which then costs a copy of each session's
// row, not a look at each (a host of 300 sessions took over a second to
// open one more while it looked at every session).
func (m *Manager) Kept() []Kept {
	m.mu.Lock()
	ss := m.sortedLocked()
	m.mu.Unlock()
	out := make([]Kept, 0, len(ss))
	for _, s := range ss {
		out = append(out, s.keptRow())
	}
	return out
}

// keptRow is a session's Kept, made once and again only when a secret
// was added since (the command is shown with the secrets masked).
type keptRow struct {
	secrets uint64 // the secrets' version it was made with
	row     Kept
}

func (s *Session) keptRow() Kept {
	v := s.secrets.Results().Version()
	if k := s.kept.Load(); k != nil && k.secrets == v {
		return k.row
	}
	k := &keptRow{secrets: v, row: Kept{
		SessionID: s.id, Name: s.name, Command: s.views.shownCommand(),
		Created: s.created.UTC().Format(time.RFC3339), PID: s.kern.cmd.Pid(),
		Start: kernel.LeaderStart(s.kern.procs), Key: s.kern.procs.Key(),
	}}
	s.kept.Store(k)
	return k.row
}

// Len returns how many sessions are open or starting.
func (m *Manager) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.sessions)
}

// SetLost records the sessions an earlier host lost, and why, for
// list_sessions and for the error a call naming one of them gets. Ids
// continue after theirs, so that an old id never names a new session.
func (m *Manager) SetLost(why string, lost []Lost, lastID int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.lost, m.lostWhy = lost, why
	m.next = max(m.next, lastID)
	for _, l := range lost {
		if n, err := strconv.Atoi(strings.TrimPrefix(l.SessionID, "s")); err == nil {
			m.next = max(m.next, n)
		}
	}
}

// Lost returns the sessions an earlier host lost, and why ("" when none).
func (m *Manager) Lost() (why string, lost []Lost) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lostWhy, append([]Lost(nil), m.lost...)
}

// LastID returns the number of the newest session id handed out.
func (m *Manager) LastID() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.next
}

// ByName returns the open session with the given name.
func (m *Manager) ByName(name string) (*Session, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, s := range m.sessions {
		if s != nil && name != "" && s.name == name {
			return s, true
		}
	}
	return nil, false
}

// lostLocked says why id is gone when an earlier host lost it ("" when it
// did not).
func (m *Manager) lostLocked(id string) string {
	for _, l := range m.lost {
		if l.SessionID == id {
			return "it was lost: " + m.lostWhy + "; its processes ended"
		}
	}
	return ""
}

// CheckName says (ErrName) when a session name would mean something else
// where sessions are found by id or name: a ':' (MACHINE:ID and
// MACHINE:NAME name a session on another machine), the form of an id (s
// and digits: an id is looked up before a name), a leading '-' (a flag to
// agentty attach and watch).
func CheckName(name string) error {
	switch {
	case strings.Contains(name, ":"):
		return fmt.Errorf("%w: %q holds ':', which names a session on another machine (MACHINE:ID)", ErrName, name)
	case isID(name):
		return fmt.Errorf("%w: %q is the form of a session id, which is looked up before a name", ErrName, name)
	case strings.HasPrefix(name, "-"):
		return fmt.Errorf("%w: %q starts with '-', which agentty attach and watch take for a flag", ErrName, name)
	}
	return nil
}

// isID reports whether s has the form of a session id: s and digits.
func isID(s string) bool {
	digits, ok := strings.CutPrefix(s, "s")
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// nameFreeLocked fails with ErrNameTaken when an open or starting session
// has the name.
func (m *Manager) nameFreeLocked(name string) error {
	if name == "" {
		return nil
	}
	for _, s := range m.sessions {
		if s != nil && s.name == name {
			return fmt.Errorf("%w: session %s (%s) is named %q", ErrNameTaken, s.id, s.kern.leaderProgram(), name)
		}
	}
	for id, n := range m.starting {
		if n == name {
			return fmt.Errorf("%w: session %s, being started, is named %q", ErrNameTaken, id, name)
		}
	}
	return nil
}

func (m *Manager) reserveNameLocked(id, name string) {
	if name == "" {
		return
	}
	if m.starting == nil {
		m.starting = map[string]string{}
	}
	m.starting[id] = name
}
