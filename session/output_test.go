package session

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// The reader reads on while the feeder feeds, but what it read and has
// not fed yet is not on the screen: a session whose program printed more
// than the output buffers hold, faster than the screen is fed, is settled
// or exited only with its last line on the screen, the first time a wait
// says so.
func TestQueuedOutputIsOnScreenWhenSettled(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	const last = "300000" // about 2 MB: many times the buffers
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	for _, tc := range []struct {
		name    string
		command string
		wait    func(*Session) (Screen, error)
		want    Outcome
	}{
		{"settled", "seq 1 " + last + "; read -r _", func(s *Session) (Screen, error) {
			return s.Settle(context.Background(), Expect{}, time.Minute)
		}, Settled},
		{"exited", "seq 1 " + last, func(s *Session) (Screen, error) {
			return s.WaitFor(context.Background(), Cond{State: Exited}, time.Minute)
		}, Matched},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.want == Settled && portable(m) {
				// The quiet rule calls a program that was sent no input
				// running, however long it is quiet (as before the queue):
				// only the kernel says it waits for input here.
				t.Skip("the portable backend does not settle a program sent no input")
			}
			s := open(t, m, Options{Command: tc.command, Cols: 80, Rows: 24})
			v, err := tc.wait(s)
			if err != nil || v.Wait.Outcome != tc.want {
				t.Fatalf("wait: %v %+v, want %s", err, v.Wait, tc.want)
			}
			lines := v.Lines
			for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
				lines = lines[:len(lines)-1]
			}
			if len(lines) == 0 || lines[len(lines)-1] != last {
				t.Fatalf("%s before the last line was on the screen:\n%s", tc.want, strings.Join(v.Lines, "\n"))
			}
		})
	}
}

// A wait that only settling can end takes no look at the screen or the
// kernel while the program streams output (each look renders the screen
// and reads /proc, and would slow the program it waits for): it looks
// once the output pauses, and settles then.
func TestSettleTakesNoLookWhileOutputStreams(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	if portable(m) {
		t.Skip("the portable backend does not settle a program sent no input")
	}
	const last = "3000000" // about 20 MB: some hundreds of milliseconds of output
	s := open(t, m, Options{Command: "seq 1 " + last + "; read -r _", Cols: 80, Rows: 24})
	start := time.Now()
	v, err := s.Settle(context.Background(), Expect{}, time.Minute)
	if err != nil || v.Wait.Outcome != Settled {
		t.Fatalf("settle: %v %+v", err, v.Wait)
	}
	if !strings.Contains(strings.Join(v.Lines, "\n"), last) {
		t.Fatalf("settled before the last line was on the screen:\n%s", strings.Join(v.Lines, "\n"))
	}
	// Before, a look came every few milliseconds of the stream.
	if n, took := s.looks.Load(), time.Since(start); n > 10 {
		t.Errorf("the wait took %d looks in %v of streaming output, want a few at its start and end", n, took)
	}
}

// A wait for quiet that finds a chunk on the screen whose feed is not yet
// over ends when it is, not at its deadline: the Feed closed the screen's
// Changed before the feeder said it was done, so waiting for the screen to
// change again would wait for output that may never come (a fresh shell's
// run_command waited its whole timeout so, now and then).
func TestQuietWaitEndsWithTheFeed(t *testing.T) {
	sessiontest.Need(t, "cat")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Argv: []string{"cat"}, Cols: 40, Rows: 5})
	held, release := make(chan struct{}), make(chan struct{})
	var hold, let sync.Once
	letGo := func() { let.Do(func() { close(release) }) }
	t.Cleanup(letGo) // before the session's close, which waits for the feeder
	q := s.out
	q.mu.Lock()
	q.afterFeed = func() { hold.Do(func() { close(held); <-release }) }
	q.mu.Unlock()
	if err := s.writeInput([]byte("hi"), time.Now().Add(10*time.Second)); err != nil {
		t.Fatal(err)
	}
	select {
	case <-held: // "hi", echoed, is on the screen; the feeder has not said so
	case <-time.After(30 * time.Second):
		t.Fatal("the echo was never fed")
	}
	done := make(chan struct{})
	go func() {
		s.untilQuiet(context.Background(), time.Now().Add(time.Hour), time.Millisecond)
		close(done)
	}()
	sessiontest.Eventually(t, 10*time.Second, "the quiet wait to wait for the feed", func() bool {
		q.mu.Lock()
		defer q.mu.Unlock()
		return q.drained != nil
	})
	letGo()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the quiet wait did not end when the feed did")
	}
}
