package session

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
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
	if s.peopleNote == nil {
		s.peopleNote = make(chan struct{})
	}
	return s.peopleNote
}

func (s *views) notePeopleLocked() {
	if s.peopleNote != nil {
		close(s.peopleNote)
		s.peopleNote = nil
	}
}

// seenByAgent reports whether the agent's last result showed revision rev.
func (s *views) seenByAgent(rev uint64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.returned.rev == rev
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

// Attention says why a session needs a person.
type Attention string

const (
	// AttentionPassword: a password prompt appeared that the agent has not
	// been shown.
	AttentionPassword Attention = "password_prompt"
	// AttentionExited: the program exited while no call of the agent
	// waited on it.
	AttentionExited Attention = "exited"
)

// Change is what a Watcher reports about a session: its listing row and
// screen revision now, that it ended, or that it needs a person.
type Change struct {
	SessionID string
	Info      Info   // the row of list_sessions now; zero when Gone
	Revision  uint64 // the screen's revision now
	Gone      bool   // the session was closed (or reaped)
	// Attention is set on the change at which the session starts to need a
	// person while no call of the agent waits on it (once per prompt, once
	// for an exit); Detail says what, in a few words.
	Attention Attention
	Detail    string
	// Needs is whether the session needs a person now: set from an
	// Attention change until the prompt goes (an exit stays).
	Needs Attention
}

// Watcher timing: a change is reported at most every watchGap while a
// program keeps printing (a look costs a snapshot, the kernel's facts and
// the classifier: a program that never stops printing must not make the
// watcher compete with the agent's calls); after the last change the
// session is looked at again at each of watchAgain (its state may settle
// without output).
const watchGap = 250 * time.Millisecond

var watchAgain = []time.Duration{300 * time.Millisecond, 1500 * time.Millisecond}

// Watch calls fn with every change of every session of m, starting with
// the sessions open now, until stop is called or the manager closes (stop
// blocks until fn is no longer called). fn is called from the watcher's goroutines, one session
// at a time each; it must not block. Nothing runs while no session
// changes: each session's watcher waits on its screen, its people and its
// end.
func (m *Manager) Watch(fn func(Change)) (stop func()) {
	m.mu.Lock()
	if m.watch == nil {
		m.watch = newWatcher(m)
	}
	w := m.watch
	m.mu.Unlock()
	return w.subscribe(fn)
}

// watcher follows the sessions of a manager for Watch's subscribers. Its
// goroutines run while there is a subscriber.
//
// Lock order: watcher.mu, then Manager.mu or Session.mu (never the other
// way); subscribers are called with neither held.
type watcher struct {
	m *Manager

	mu     sync.Mutex // guards every field below
	subs   map[int]func(Change)
	nextID int
	last   map[string]Change // each session's last change, for new subscribers
	cancel context.CancelFunc
	wg     sync.WaitGroup // run and the session watchers
}

func newWatcher(m *Manager) *watcher {
	return &watcher{m: m, subs: map[int]func(Change){}, last: map[string]Change{}}
}

func (w *watcher) subscribe(fn func(Change)) func() {
	w.mu.Lock()
	w.nextID++
	id := w.nextID
	w.subs[id] = fn
	var replay []Change
	for _, c := range w.last {
		replay = append(replay, c)
	}
	if w.cancel == nil {
		ctx, cancel := context.WithCancel(context.Background())
		w.cancel = cancel
		w.wg.Add(1)
		go w.run(ctx)
	}
	w.mu.Unlock()
	slices.SortFunc(replay, func(a, b Change) int { return idOrder(a.SessionID, b.SessionID) })
	for _, c := range replay {
		fn(c)
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			w.mu.Lock()
			delete(w.subs, id)
			var cancel context.CancelFunc
			if len(w.subs) == 0 && w.cancel != nil {
				cancel, w.cancel = w.cancel, nil
				w.last = map[string]Change{}
			}
			w.mu.Unlock()
			if cancel != nil {
				cancel()
				w.wg.Wait()
			}
		})
	}
}

// shutdown ends every subscription, once the manager's sessions are gone;
// it blocks until the watcher's goroutines have ended.
func (w *watcher) shutdown() {
	// Let the watcher tell of the sessions' ends first (briefly).
	deadline := time.Now().Add(time.Second)
	for time.Now().Before(deadline) {
		w.mu.Lock()
		n := len(w.last)
		w.mu.Unlock()
		if n == 0 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	w.mu.Lock()
	cancel := w.cancel
	w.cancel = nil
	w.subs = map[int]func(Change){}
	w.last = map[string]Change{}
	w.mu.Unlock()
	if cancel != nil {
		cancel()
	}
	w.wg.Wait()
}

func (w *watcher) publish(c Change) {
	w.mu.Lock()
	if c.Gone {
		delete(w.last, c.SessionID)
	} else {
		w.last[c.SessionID] = c
	}
	subs := make([]func(Change), 0, len(w.subs))
	for _, fn := range w.subs {
		subs = append(subs, fn)
	}
	w.mu.Unlock()
	for _, fn := range subs {
		fn(c)
	}
}

// run starts a session watcher for each session that opens and reports
// each that ends, until ctx ends.
func (w *watcher) run(ctx context.Context) {
	defer w.wg.Done()
	watched := map[*Session]context.CancelFunc{}
	defer func() {
		for _, cancel := range watched {
			cancel()
		}
	}()
	for {
		changed := w.m.Changed()
		w.m.mu.Lock()
		open := w.m.sortedLocked()
		w.m.mu.Unlock()
		isOpen := make(map[*Session]bool, len(open))
		for _, s := range open {
			isOpen[s] = true
		}
		for s, cancel := range watched {
			if !isOpen[s] {
				cancel()
				delete(watched, s)
			}
		}
		for _, s := range open {
			if _, ok := watched[s]; ok {
				continue
			}
			sctx, cancel := context.WithCancel(ctx)
			watched[s] = cancel
			w.wg.Add(1)
			go func() {
				defer w.wg.Done()
				w.follow(sctx, s)
			}()
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return
		}
	}
}

// follow reports the changes of one session until it is closed (then a
// Gone change) or ctx ends.
func (w *watcher) follow(ctx context.Context, s *Session) {
	var last Change
	needs := Attention("")
	exitTold := false
	var again *time.Timer
	againStep := len(watchAgain)
	lastLook := time.Time{}
	for {
		screen := s.term.Changed()
		people := s.views.peopleChanged()
		if gap := time.Since(lastLook); gap < watchGap {
			select {
			case <-time.After(watchGap - gap):
			case <-ctx.Done():
			}
		}
		if ctx.Err() != nil {
			break
		}
		lastLook = time.Now()
		info := s.Info()
		c := Change{SessionID: s.id, Info: info, Revision: s.term.Snapshot().Revision}
		// Attention: a password prompt the agent has not been shown and
		// does not wait on; an exit no call waits on.
		busy := s.Busy()
		switch {
		case info.State == Exited:
			if !exitTold {
				exitTold = true
				if !busy {
					needs = AttentionExited
					c.Attention = AttentionExited
					_, code, sig := s.ExitStatus()
					c.Detail = fmt.Sprintf("exited (code %d)", code)
					if sig != "" {
						c.Detail = "ended by " + sig
					}
				}
			}
		case info.Mode == string(modes.PasswordPrompt):
			if needs != AttentionPassword && !busy && !s.views.seenByAgent(c.Revision) {
				needs = AttentionPassword
				c.Attention = AttentionPassword
				c.Detail = "a password prompt"
			}
		default:
			if needs == AttentionPassword {
				needs = ""
			}
		}
		c.Needs = needs
		if c.Attention != "" || !sameRow(last, c) {
			w.publish(c)
			last = c
		}
		if again != nil {
			again.Stop()
		}
		var againC <-chan time.Time
		if againStep < len(watchAgain) {
			again = time.NewTimer(watchAgain[againStep])
			againC = again.C
		}
		select {
		case <-screen:
			againStep = 0
		case <-people:
			againStep = 0
		case <-s.Done():
			if exitTold {
				// Nothing more will change but its end.
				select {
				case <-ctx.Done():
				case <-people:
					continue
				}
			}
			againStep = len(watchAgain)
		case <-againC:
			againStep++
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
	}
	if again != nil {
		again.Stop()
	}
	// Closed (not the watcher stopping): say so.
	w.m.mu.Lock()
	gone := w.m.sessions[s.id] != s
	w.m.mu.Unlock()
	if gone {
		w.publish(Change{SessionID: s.id, Gone: true})
	}
}

// sameRow reports whether two changes show the same listing (idle time and
// activity aside) and screen.
func sameRow(a, b Change) bool {
	ai, bi := a.Info, b.Info
	return a.Revision == b.Revision && a.Needs == b.Needs && a.SessionID == b.SessionID &&
		ai.State == bi.State && ai.Mode == bi.Mode && ai.Program == bi.Program && ai.Name == bi.Name &&
		ai.Cols == bi.Cols && ai.Rows == bi.Rows && slices.Equal(ai.Attached, bi.Attached)
}

func idOrder(a, b string) int {
	if len(a) != len(b) {
		return len(a) - len(b)
	}
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
