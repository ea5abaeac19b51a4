package watch

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"
)

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

// Session is a session as a Watcher holds it: a handle it hands back to
// its Source, and its id.
type Session interface {
	comparable
	ID() string
}

// Source is what a Watcher follows: the sessions (S) of a manager, each
// looked at as its listing row (R).
type Source[S Session, R any] interface {
	// Changed returns a channel closed the next time a session opens or
	// ends.
	Changed() <-chan struct{}
	// Open returns the open sessions, oldest first.
	Open() []S
	// Closed reports whether s is no longer among the open sessions.
	Closed(s S) bool
	// Wake returns channels closed the next time s's screen changes, the
	// next time somebody attaches to s or detaches, and once its program
	// has exited.
	Wake(s S) (screen, people, done <-chan struct{})
	// Look looks at s now.
	Look(s S) Look[R]
	// Same reports whether two rows show the same listing (idle time and
	// activity aside).
	Same(a, b R) bool
}

// Look is one look at a session, for a Watcher.
type Look[R any] struct {
	Row      R      // its listing row
	Revision uint64 // its screen's revision
	Exited   bool   // its program has exited; Code, or Signal, say how
	Code     int
	Signal   string
	Password bool // a password prompt is in front (its mode)
	Busy     bool // a call of the agent holds the session
	Seen     bool // the agent's last result showed Revision (asked only of a password prompt)
}

// Change is what a Watcher reports about a session: its listing row and
// screen revision now, that it ended, or that it needs a person.
type Change[R any] struct {
	SessionID string
	Info      R      // the row of list_sessions now; zero when Gone
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

// Watcher follows the sessions of a Source for its subscribers. Its
// goroutines run while there is a subscriber.
//
// Lock order: Watcher.mu, then what the Source takes (never the other
// way); subscribers are called with neither held.
type Watcher[S Session, R any] struct {
	src Source[S, R]

	mu     sync.Mutex // guards every field below
	subs   map[int]func(Change[R])
	nextID int
	last   map[string]Change[R] // each session's last change, for new subscribers
	cancel context.CancelFunc
	wg     sync.WaitGroup // run and the session watchers
}

// New returns a Watcher of src's sessions; nothing runs until the first
// Subscribe.
func New[S Session, R any](src Source[S, R]) *Watcher[S, R] {
	return &Watcher[S, R]{src: src, subs: map[int]func(Change[R]){}, last: map[string]Change[R]{}}
}

// Subscribe calls fn with every change of every session of the Source,
// starting with the last change of each session known now, until the
// returned stop is called (stop blocks until fn is no longer called). fn
// is called from the watcher's goroutines, one session at a time each;
// it must not block.
func (w *Watcher[S, R]) Subscribe(fn func(Change[R])) func() {
	w.mu.Lock()
	w.nextID++
	id := w.nextID
	w.subs[id] = fn
	var replay []Change[R]
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
	slices.SortFunc(replay, func(a, b Change[R]) int { return idOrder(a.SessionID, b.SessionID) })
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
				w.last = map[string]Change[R]{}
			}
			w.mu.Unlock()
			if cancel != nil {
				cancel()
				w.wg.Wait()
			}
		})
	}
}

// Shutdown ends every subscription, once the Source's sessions are gone;
// it blocks until the watcher's goroutines have ended.
func (w *Watcher[S, R]) Shutdown() {
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
	w.subs = map[int]func(Change[R]){}
	w.last = map[string]Change[R]{}
	w.mu.Unlock()
	if cancel != nil {
		cancel()
	}
	w.wg.Wait()
}

func (w *Watcher[S, R]) publish(c Change[R]) {
	w.mu.Lock()
	if c.Gone {
		delete(w.last, c.SessionID)
	} else {
		w.last[c.SessionID] = c
	}
	subs := make([]func(Change[R]), 0, len(w.subs))
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
func (w *Watcher[S, R]) run(ctx context.Context) {
	defer w.wg.Done()
	watched := map[S]context.CancelFunc{}
	defer func() {
		for _, cancel := range watched {
			cancel()
		}
	}()
	for {
		changed := w.src.Changed()
		open := w.src.Open()
		isOpen := make(map[S]bool, len(open))
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
func (w *Watcher[S, R]) follow(ctx context.Context, s S) {
	var last Change[R]
	needs := Attention("")
	exitTold := false
	var again *time.Timer
	againStep := len(watchAgain)
	lastLook := time.Time{}
	for {
		screen, people, done := w.src.Wake(s)
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
		l := w.src.Look(s)
		c := Change[R]{SessionID: s.ID(), Info: l.Row, Revision: l.Revision}
		// Attention: a password prompt the agent has not been shown and
		// does not wait on; an exit no call waits on.
		busy := l.Busy
		switch {
		case l.Exited:
			if !exitTold {
				exitTold = true
				if !busy {
					needs = AttentionExited
					c.Attention = AttentionExited
					code, sig := l.Code, l.Signal
					c.Detail = fmt.Sprintf("exited (code %d)", code)
					if sig != "" {
						c.Detail = "ended by " + sig
					}
				}
			}
		case l.Password:
			if needs != AttentionPassword && !busy && !l.Seen {
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
		if c.Attention != "" || !w.sameRow(last, c) {
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
		case <-done:
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
	if w.src.Closed(s) {
		w.publish(Change[R]{SessionID: s.ID(), Gone: true})
	}
}

// sameRow reports whether two changes show the same listing (idle time and
// activity aside) and screen.
func (w *Watcher[S, R]) sameRow(a, b Change[R]) bool {
	return a.Revision == b.Revision && a.Needs == b.Needs && a.SessionID == b.SessionID && w.src.Same(a.Info, b.Info)
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
