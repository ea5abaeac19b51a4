package lockorder

import (
	"strings"
	"sync"
	"testing"
)

// panics returns what f panicked with, "" when it returned.
func panics(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg, _ = r.(string)
		}
	}()
	f()
	return ""
}

// within calls f (if any) holding l.
func within(l sync.Locker, f func()) {
	l.Lock()
	defer l.Unlock()
	if f != nil {
		f()
	}
}

// Taking locks in the order passes; out of it, the build with the race
// detector panics naming both locks (and the one without compiles the
// check out).
func TestOrder(t *testing.T) {
	var screen Mutex[Screen]
	var fields Mutex[Session]
	var secrets Mutex[Secrets]

	if msg := panics(func() {
		within(&screen, func() { within(&fields, func() { within(&secrets, nil) }) })
	}); msg != "" {
		t.Fatalf("in order: %s", msg)
	}

	msg := panics(func() {
		fields.Lock()
		defer fields.Unlock()
		within(&screen, nil) // the screen's lock under a session's fields: out of order
	})
	switch {
	case !Enabled && msg != "":
		t.Fatalf("the check is off, yet: %s", msg)
	case Enabled && !strings.Contains(msg, "taking a terminal's screen (rank 4) while holding a session's fields (rank 5)"):
		t.Fatalf("out of order: panicked with %q", msg)
	}

	// Acquire and Release note a lock that is no Mutex.
	msg = panics(func() {
		screen.Lock()
		defer screen.Unlock()
		Acquire[Ops](&msg)
		Release(&msg)
	})
	if Enabled && !strings.Contains(msg, "taking a session's calls (ops) (rank 1) while holding a terminal's screen") {
		t.Fatalf("a call admitted under the screen's lock: panicked with %q", msg)
	}
	if screen.mu.TryLock() {
		screen.mu.Unlock()
	} else {
		t.Fatal("the screen's lock is still held after the panic")
	}
}

// A goroutine's locks are its own: another goroutine takes a lower rank
// while the first holds a higher one.
func TestOrderPerGoroutine(t *testing.T) {
	var screen Mutex[Screen]
	var fields Mutex[Session]
	fields.Lock()
	var wg sync.WaitGroup
	wg.Add(1)
	var msg string
	go func() {
		defer wg.Done()
		msg = panics(func() {
			within(&screen, nil)
		})
	}()
	wg.Wait()
	fields.Unlock()
	if msg != "" {
		t.Fatal(msg)
	}
	// A lock let go by another goroutine than took it is forgotten.
	screen.Lock()
	wg.Add(1)
	go func() {
		defer wg.Done()
		screen.Unlock()
	}()
	wg.Wait()
	if msg := panics(func() {
		within(&fields, nil)
		within(&screen, nil)
	}); msg != "" {
		t.Fatal(msg)
	}
}
