package session

import (
	"fmt"
	"strings"
	"sync"
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
	return s, func() { m.Close() }, func() { _ = unix.Kill(-s.kern.cmd.Pid(), unix.SIGKILL) }
}

// hung is how long a call in these tests may take before it is taken to
// wait for good: each takes milliseconds, on a loaded machine under -race
// some tens of them; a call caught in a cycle of locks never returns.
const hungAfter = 30 * time.Second

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
// and all three waited on each other for good.) Each reader reads a number
// of times, and the program asks on meanwhile.
func TestQueryFloodDoesNotHangReads(t *testing.T) {
	s, closeAll, abandon := openQueryLoop(t)
	const readers, reads = 4, 100
	var wg sync.WaitGroup
	hung := make(chan string, readers)
	asked := s.term.Queries()
	for i := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range reads {
				if !within(hungAfter, func() { s.Read(Page{Lines: 100}, nil) }) {
					hung <- fmt.Sprintf("reader %d: a read with scrollback did not return within %v", i, hungAfter)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(hung)
	if msg, ok := <-hung; ok {
		abandon()
		t.Fatal(msg)
	}
	if s.term.Queries() == asked {
		t.Error("the program asked nothing while the readers read")
	}
	closeAll()
}

// The lock order of doc.go: mu is innermost, and the reply drain takes no
// lock. So while a caller holds mu, a chunk full of queries is still fed to
// the emulator, each reply written into x/vt's pipe with the emulator's lock
// held: the drain takes them without waiting for mu.
func TestReplyDrainTakesNoLock(t *testing.T) {
	sessiontest.Need(t, "cat")
	m := NewManager(Config{Grace: 200 * time.Millisecond})
	s, err := m.Open(Options{Argv: []string{"cat"}, Cols: 80, Rows: 24})
	if err != nil {
		m.Close()
		t.Fatal(err)
	}
	queries := []byte(strings.Repeat("\x1b[c\x1b[6n\x1b[5n", 50))
	s.mu.Lock()
	fed := within(hungAfter, func() { _, _ = s.term.Write(queries) })
	s.mu.Unlock()
	if !fed {
		_ = unix.Kill(-s.kern.cmd.Pid(), unix.SIGKILL)
		t.Fatal("feeding queries hung while the session lock was held")
	}
	m.Close()
}
