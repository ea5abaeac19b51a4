package session

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/sessiontest"
)

// holdBackground takes the background feed's token of m, as a session
// feeding in the background would hold it forever: until the returned
// func, no session nobody waits on is fed.
func holdBackground(t *testing.T, m *Manager) func() {
	t.Helper()
	release, ok := m.feed.Hold(time.Minute)
	if !ok {
		t.Fatal("the background feed's token was never free")
	}
	return release
}

// pendingOutput returns how many bytes of the program's output were read
// from the master so far, and how many the master holds.
func pendingOutput(s *Session) (read uint64, held int) {
	_ = s.io.ptmConn.Control(func(fd uintptr) { held = kernel.PendingInput(int(fd)) })
	s.io.out.mu.Lock()
	defer s.io.out.mu.Unlock()
	return s.io.out.read, held
}

// A session nobody waits on is fed in the background, and not at all
// while the background feed's token is held; its output is held, not
// dropped: Read (like every call) first feeds what the program wrote, and
// the screen and the history then hold all of it, in order. Once the
// token is free, a session nobody calls is fed on its own.
func TestPacedSessionIsCurrentWhenRead(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	const last = 2000 // about 10 KB: what the kernel holds for a program that stops
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	release := holdBackground(t, m)
	released := false
	defer func() {
		if !released {
			release()
		}
	}()
	command := "seq 1 " + strconv.Itoa(last) + "; echo FLOOD-END; read -r _"
	want := uint64(len("FLOOD-END\r\n"))
	for i := 1; i <= last; i++ {
		want += uint64(len(strconv.Itoa(i)) + 2) // the terminal turns \n into \r\n
	}
	open := func() *Session {
		s, err := m.Open(Options{Command: command, Cols: 80, Rows: 24})
		if err != nil {
			t.Fatal(err)
		}
		// Everything the program writes is read or held by the master.
		sessiontest.Eventually(t, time.Minute, fmt.Sprintf("the %d bytes written read or held by the master", want), func() bool {
			read, held := pendingOutput(s)
			return read+uint64(held) >= want
		})
		if snap := s.term.Snapshot(); strings.Contains(strings.Join(snap.Lines, "\n"), "FLOOD-END") {
			t.Fatal("a session nobody waits on was fed while the background token was held")
		}
		return s
	}
	s, other := open(), open()

	// Read waits for a stalled feed only so long (catchUpStall), which a
	// loaded machine may exceed: it is asked again until its screen is
	// current. Nothing else feeds this session while the token is held.
	deadline := time.Now().Add(time.Minute)
	for {
		v := s.Read(Page{}, nil)
		if strings.Contains(strings.Join(v.Lines, "\n"), "FLOOD-END") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Read did not show what the program wrote:\n%s", strings.Join(v.Lines, "\n"))
		}
	}
	next := 1
	for _, l := range append(s.History(2*last), s.term.Snapshot().Lines...) {
		if next <= last && l == strconv.Itoa(next) {
			next++
		} else if l != "" && l != "FLOOD-END" {
			t.Fatalf("line %q where %d was due", l, next)
		}
	}
	if next != last+1 {
		t.Fatalf("the lines end at %d, not %d", next-1, last)
	}

	release()
	released = true
	sessiontest.Eventually(t, time.Minute, "a session nobody calls fed once the background token was free", func() bool {
		return strings.Contains(strings.Join(other.term.Snapshot().Lines, "\n"), "FLOOD-END")
	})
}

// A call on a session is served however busy the background feed is:
// while sessions flood their terminals with yes and the background
// feed's token is held (their feed stopped), a key sent to cat comes back
// settled with its echo, a wait_for on a flooding session sees its output
// move on, and the manager still closes the sessions whose feed waits.
func TestCallNotStarvedByBackgroundFeed(t *testing.T) {
	sessiontest.Need(t, "cat", "yes", "bash")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	var flood []*Session
	for range 4 {
		s, err := m.Open(Options{Argv: []string{"yes"}})
		if err != nil {
			t.Fatal(err)
		}
		flood = append(flood, s)
	}
	counter, err := m.Open(Options{Command: "i=0; while :; do i=$((i+1)); echo COUNT-$i; done", Cols: 80, Rows: 24})
	if err != nil {
		t.Fatal(err)
	}
	c, err := m.Open(Options{Argv: []string{"cat"}})
	if err != nil {
		t.Fatal(err)
	}
	release := holdBackground(t, m)
	defer release()
	ctx := context.Background()
	// (The portable backend infers it waiting: the cursor follows the
	// line being typed, a prompt's shape.)
	want := Settled
	for i := range 5 {
		v, err := c.Send(ctx, Text([]byte("x")), Expect{}, time.Minute)
		if err != nil || v.Wait.Outcome != want || !strings.HasSuffix(v.Lines[v.Cursor.Row], strings.Repeat("x", i+1)) {
			t.Fatalf("key %d: %v %s %q", i+1, err, v.Wait.Outcome, v.Lines[v.Cursor.Row])
		}
	}
	// The counter's program is held back while nobody waits on it; a
	// wait_for on it sees it count on.
	n := func(v Screen) int {
		best := 0
		for _, l := range v.Lines {
			if k, err := strconv.Atoi(strings.TrimPrefix(l, "COUNT-")); err == nil && strings.HasPrefix(l, "COUNT-") {
				best = max(best, k)
			}
		}
		return best
	}
	before := n(counter.Read(Page{}, nil))
	// A count ten times or more as large (the lines scroll by too fast
	// for any one number to be seen).
	goal := regexp.MustCompile(`COUNT-[1-9][0-9]{` + strconv.Itoa(len(strconv.Itoa(before))) + `,}`)
	v, err := counter.WaitFor(ctx, Cond{Regex: goal}, time.Minute)
	if err != nil || v.Wait.Outcome != Matched {
		t.Fatalf("wait_for %s on the counter: %v %s (it showed %d, then %d)", goal, err, v.Wait.Outcome, before, n(v))
	}
	for _, s := range append(flood, counter) {
		if _, err := m.CloseSession(s.ID(), true); err != nil {
			t.Fatal(err)
		}
	}
}
