package session

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/session/sessiontest"
)

// queryLoop is a program that asks the terminal questions as fast as it can:
// device attributes, the cursor position and the device status, each of
// which the emulator answers through its reply pipe.
const queryLoop = `while :; do printf '\033[c\033[6n\033[5n'; done`

// openQueryLoop starts queryLoop. A test that finds a call hung calls
// abandon instead of closing: a close would hang the same way. abandon
// kills the program so that nothing outlives the test.
func openQueryLoop(t *testing.T) (s *Session, closeAll func(), abandon func()) {
	t.Helper()
	sessiontest.Need(t, "bash")
	m := NewManager(Config{Grace: 200 * time.Millisecond})
	s, err := m.Open(Options{Command: queryLoop, Cols: 80, Rows: 24})
	if err != nil {
		m.Close()
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 10*time.Second, "the program's first query", func() bool { return s.term.Queries() > 0 })
	return s, func() { m.Close() }, func() { _ = unix.Kill(-s.cmd.Pid(), unix.SIGKILL) }
}

// within runs f and reports whether it returned within d.
func within(d time.Duration, f func()) bool {
	done := make(chan struct{})
	go func() {
		f()
		close(done)
	}()
	select {
	case <-done:
		return true
	case <-time.After(d):
		return false
	}
}

// Readers asking for scrollback while a program floods the terminal with
// queries: every read returns. (The reply drain once took the session lock
// while the reader goroutine held the emulator's lock across x/vt's write of
// a reply; a read holding the session lock then asked for the emulator's,
// and all three waited on each other for good.)
func TestQueryFloodDoesNotHangReads(t *testing.T) {
	s, closeAll, abandon := openQueryLoop(t)
	const readers = 4
	var wg sync.WaitGroup
	stop := make(chan struct{})
	hung := make(chan string, readers)
	for i := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if !within(5*time.Second, func() { s.Read(100, nil) }) {
					hung <- fmt.Sprintf("reader %d: a read with scrollback did not return within 5s", i)
					return
				}
			}
		}()
	}
	time.Sleep(3 * time.Second) // how long the readers run; the watchdogs are the assertion
	close(stop)
	wg.Wait()
	close(hung)
	if msg, ok := <-hung; ok {
		abandon()
		t.Fatal(msg)
	}
	closeAll()
}

// The lock order of doc.go: mu is innermost, so while a caller holds it the
// emulator must stay available. The reader goroutine may wait for mu, but
// never while it holds the emulator's lock across a reply that needs mu to
// be taken.
func TestSessionLockIsInnermost(t *testing.T) {
	s, closeAll, abandon := openQueryLoop(t)
	s.mu.Lock()
	start := s.term.Queries()
	var fed atomic.Bool
	ok := within(5*time.Second, func() {
		// Let the program's queries reach the emulator while mu is held:
		// each one is a reply x/vt writes with the emulator's lock held.
		for !fed.Load() {
			fed.Store(s.term.Queries() != start)
		}
		deadline := time.Now().Add(300 * time.Millisecond)
		for time.Now().Before(deadline) {
			s.term.Snapshot()
			s.term.Scrollback(10)
		}
	})
	s.mu.Unlock()
	if !ok {
		abandon()
		t.Fatalf("the emulator was held while the session lock was (queries fed meanwhile: %v)", fed.Load())
	}
	closeAll()
}
