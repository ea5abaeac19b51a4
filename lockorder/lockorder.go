package lockorder

import "sync"

// Rank is a lock's place in the order.
type Rank uint8

// Ranked is a rank as a type, for Mutex's parameter: a Mutex[Screen] has
// the Screen rank from its zero value on.
type Ranked interface {
	Rank() Rank
	String() string
}

// The ranks, as types (see the order in the package documentation).
type (
	Ops       struct{}
	Output    struct{}
	Recording struct{}
	Screen    struct{}
	Session   struct{}
	Secrets   struct{}
	Replies   struct{}
)

func (Ops) Rank() Rank       { return 1 }
func (Output) Rank() Rank    { return 2 }
func (Recording) Rank() Rank { return 3 }
func (Screen) Rank() Rank    { return 4 }
func (Session) Rank() Rank   { return 5 }
func (Secrets) Rank() Rank   { return 6 }
func (Replies) Rank() Rank   { return 7 }

func (Ops) String() string       { return "a session's calls (ops)" }
func (Output) String() string    { return "a session's output queue" }
func (Recording) String() string { return "a session's recording" }
func (Screen) String() string    { return "a terminal's screen" }
func (Session) String() string   { return "a session's fields" }
func (Secrets) String() string   { return "a secret set" }
func (Replies) String() string   { return "a terminal's replies" }

// Mutex is a sync.Mutex of rank R. Its zero value is an unlocked mutex.
type Mutex[R Ranked] struct {
	mu sync.Mutex
}

// Lock takes m (see sync.Mutex.Lock); under the race detector it first
// checks that the goroutine holds no lock of R's rank or above.
func (m *Mutex[R]) Lock() {
	var r R
	took(r, m)
	m.mu.Lock()
}

// Unlock lets go of m.
func (m *Mutex[R]) Unlock() {
	let(m)
	m.mu.Unlock()
}

// Acquire notes that the goroutine holds a lock of rank R that is no
// Mutex (a channel that admits one at a time), identified by id; Release
// notes that it let go. Both do nothing without the race detector.
func Acquire[R Ranked](id any) {
	var r R
	took(r, id)
}

// Release notes that the lock id noted by Acquire was let go.
func Release(id any) { let(id) }
