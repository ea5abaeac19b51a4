package session

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/settle"
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
// and reads /proc, and would slow the program it waits for): once it has
// seen output come, it looks again only when the output pauses.
//
// Whether output pauses is a matter of the machine's speed (a program or
// the reader descheduled for a few milliseconds is a pause), so the test
// makes a stream that cannot pause: each chunk is held on the screen,
// before the feeder says it is done, until the reader has queued the next
// one. A look is then one the wait took while output streamed. Before, a
// look came every few milliseconds of the stream (BenchmarkSettleLooks
// counts them on a real stream). The first chunk, the echo of the input,
// is held so for as long as the program sleeps before it streams, as a
// chunk slow to emulate would be: the wait takes no look on its timer
// while a chunk is being fed either (it did, one run in eight, while
// bash started seq on a loaded machine).
func TestSettleTakesNoLookWhileOutputStreams(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	if portable(m) {
		t.Skip("the portable backend does not settle a program sent no input")
	}
	const n = 1000000 // about 7 MB, some tens of chunks
	s := open(t, m, Options{Command: fmt.Sprintf("read -r _; sleep 0.1; seq 1 %d; read -r _", n), Cols: 80, Rows: 24})
	if v, err := s.WaitFor(context.Background(), Cond{State: WaitingForInput}, time.Minute); err != nil || v.Wait.Outcome != Matched {
		t.Fatalf("bash waiting for its first line: %v %+v", err, v.Wait)
	}
	var (
		chunks        int
		first, before uint64 // the looks taken when the stream began and before it ended
		ended         bool
	)
	total := uint64(seqBytes(n))
	q := s.io.out
	q.mu.Lock()
	q.afterFeed = func() {
		// On the feeder, without mu: the chunk is on the screen.
		chunks++
		if chunks == 1 {
			first = s.calls.looks.Load()
		}
		for !ended {
			q.mu.Lock()
			next, all := len(q.full) > 0, q.read >= total
			q.mu.Unlock()
			if all {
				// The reader has the whole stream (its last chunk may
				// come without the next behind it): it ends here.
				ended, before = true, s.calls.looks.Load()
			}
			if next || all {
				return
			}
			time.Sleep(50 * time.Microsecond)
		}
	}
	q.mu.Unlock()
	v, err := s.Send(context.Background(), Text([]byte("\r")), Expect{}, time.Minute)
	q.mu.Lock()
	q.afterFeed = nil
	q.mu.Unlock()
	if err != nil || v.Wait.Outcome != Settled {
		t.Fatalf("send: %v %+v", err, v.Wait)
	}
	if !strings.Contains(strings.Join(v.Lines, "\n"), strconv.Itoa(n)) {
		t.Fatalf("settled before the last line was on the screen:\n%s", strings.Join(v.Lines, "\n"))
	}
	if !ended || chunks < 10 {
		t.Fatalf("the stream was %d chunks, ended %v: not the stream the test means", chunks, ended)
	}
	// The look under way when the first chunk came, and one the wait
	// took before it saw the output begin.
	if d := before - first; d > 2 {
		t.Errorf("the wait took %d looks while %d chunks of output streamed, want none after it saw the stream", d, chunks)
	}
}

// seqBytes is how many bytes seq 1 n puts through a terminal: each number
// and "\r\n".
func seqBytes(n int) int {
	total := 0
	for digits, from := 1, 1; from <= n; digits, from = digits+1, from*10 {
		total += (min(n, from*10-1) - from + 1) * (digits + 2)
	}
	return total
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
	q := s.io.out
	q.mu.Lock()
	q.afterFeed = func() { hold.Do(func() { close(held); <-release }) }
	q.mu.Unlock()
	if err := s.io.writeInput([]byte("hi"), time.Now().Add(10*time.Second)); err != nil {
		t.Fatal(err)
	}
	select {
	case <-held: // "hi", echoed, is on the screen; the feeder has not said so
	case <-time.After(30 * time.Second):
		t.Fatal("the echo was never fed")
	}
	done := make(chan struct{})
	go func() {
		// A settling wait's pause: until output paused and no chunk is
		// being fed.
		s.calls.block(context.Background(), clock(time.Now()), time.Now().Add(time.Hour), settle.Verdict{Pause: time.Millisecond}, nil, time.Time{})
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
