package session

import (
	"fmt"
	"slices"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/watch"
)

// What people's views need beside the tools' calls: looking at a session
// without touching what the agent was last shown, its history, answers a
// person typed, and a Watcher that follows every session of a manager and
// says when one needs a person.

// Busy reports whether a call of the agent holds the session now (an input
// tool waiting for the program to settle, a wait_for).
func (s *Session) Busy() bool { return len(s.calls.ops) > 0 }

// Look returns the screen result as it stands, for a person or a resource
// reader: the revision the agent was last shown and the hand-back note are
// left as they are, so the agent's next result is not changed by it.
func (s *Session) Look() Screen {
	s.io.catchUp()
	return s.views.screen(s.term.Snapshot(), s.kern.observe(), false)
}

// History returns up to n of the newest lines above the screen, oldest
// first, secrets masked (by the terminal, as in every result).
func (s *Session) History(n int) []string {
	return s.term.Scrollback(n)
}

// Answer types what a person answered on agentty's page, then Enter. A
// secret answer is remembered and redacted from every result like send_text's
// secret input, and never recorded nor logged. It does not wait for any call
// of the agent, nor for the program.
func (s *Session) Answer(text string, secret bool) error {
	if s.kern.isExited() {
		return fmt.Errorf("%w: %s", ErrExited, s.id)
	}
	if secret {
		s.secrets.Add(text)
	}
	b := append(emulator.EncodeText(text, false, emulator.Modes{}), '\r')
	s.recordInput(b, secret)
	return s.io.writeInput(b, time.Now().Add(time.Second))
}

// peopleChanged returns a channel closed the next time somebody attaches
// or detaches.
func (s *views) peopleChanged() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.roster.Changed()
}

// seenByAgent reports whether the agent's last result showed revision rev.
func (s *views) seenByAgent(rev uint64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.returned.Revision() == rev
}

// Changed returns a channel closed the next time a session opens or ends.
func (m *Manager) Changed() <-chan struct{} {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.notify == nil {
		m.notify = make(chan struct{})
	}
	return m.notify
}

// notifyLocked wakes the callers of Changed.
func (m *Manager) notifyLocked() {
	if m.notify != nil {
		close(m.notify)
		m.notify = nil
	}
}

// Attention says why a session needs a person (package watch).
type Attention = watch.Attention

const (
	// AttentionPassword: a password prompt appeared that the agent has not
	// been shown.
	AttentionPassword = watch.AttentionPassword
	// AttentionExited: the program exited while no call of the agent
	// waited on it.
	AttentionExited = watch.AttentionExited
)

// Change is what a Watcher reports about a session: its listing row and
// screen revision now, that it ended, or that it needs a person.
type Change = watch.Change[Info]

// Watch calls fn with every change of every session of m, starting with
// the sessions open now, until stop is called or the manager closes (stop
// blocks until fn is no longer called). fn is called from the watcher's goroutines, one session
// at a time each; it must not block. Nothing runs while no session
// changes: each session's watcher waits on its screen, its people and its
// end.
func (m *Manager) Watch(fn func(Change)) (stop func()) {
	m.mu.Lock()
	if m.watch == nil {
		m.watch = watch.New[*Session, Info](watchSource{m})
	}
	w := m.watch
	m.mu.Unlock()
	return w.Subscribe(fn)
}

// watchSource is a manager as package watch follows it.
type watchSource struct{ m *Manager }

var _ watch.Source[*Session, Info] = watchSource{}

func (w watchSource) Changed() <-chan struct{} { return w.m.Changed() }

func (w watchSource) Open() []*Session { return w.m.Sessions() }

func (w watchSource) Closed(s *Session) bool {
	w.m.mu.Lock()
	defer w.m.mu.Unlock()
	return w.m.sessions[s.id] != s
}

func (w watchSource) Wake(s *Session) (screen, people, done <-chan struct{}) {
	return s.term.Changed(), s.views.peopleChanged(), s.Done()
}

func (w watchSource) Look(s *Session) watch.Look[Info] {
	info := s.Info()
	l := watch.Look[Info]{Row: info, Revision: s.term.Snapshot().Revision, Busy: s.Busy()}
	switch {
	case info.State == Exited:
		l.Exited, l.Code, l.Signal = s.ExitStatus()
	case info.Mode == string(modes.PasswordPrompt):
		l.Password, l.Seen = true, s.views.seenByAgent(l.Revision)
	}
	return l
}

func (w watchSource) Same(a, b Info) bool {
	return a.State == b.State && a.Mode == b.Mode && a.Program == b.Program && a.Name == b.Name &&
		a.Cols == b.Cols && a.Rows == b.Rows && slices.Equal(a.Attached, b.Attached)
}
