package session

import (
	"fmt"
	"sync/atomic"
	"time"

	"github.com/agentty/agentty/session/input"
	"github.com/agentty/agentty/session/kernel"
)

// A person's take-over stops the agent's input at once. The agent's
// input calls are admitted once, when they start (calls.begin refuses one
// while a person holds the session), but a call types its keys one at a
// time, each once the program took the one before: a person who takes the
// session over meanwhile must not get the rest of the agent's keys after
// theirs. So every write of an agent's input is admitted on its own
// (writeAgent): it counts itself in agentGate.writing, then looks whether
// a person holds the session, under the session's lock. Attach, having
// added an exclusive person under that lock, waits for the writes it may
// have missed (those counted before it) to end: once it returns, no byte
// of an agent's call reaches the terminal. What the call typed ahead and
// the program has not read yet (keys queued in the terminal's input while
// the program was busy) is discarded then, where the terminal is not in
// canonical mode: in canonical mode the line discipline has taken and
// echoed what it holds, as a line a person typed ahead, and the person
// sees it on the screen. The call's result says how much of its input
// went in before (takenDuring).

// agentGate is what a take-over needs to know of the agent's input under
// way. No lock: its fields are atomic.
type agentGate struct {
	writing   atomic.Int32 // writes of an agent's input admitted and not done
	calling   atomic.Bool  // an input call of the agent's is under way (Send)
	discarded atomic.Int64 // bytes of that call's input a take-over discarded unread
}

// writeAgent writes p, input of an agent's call, as writeInput does, each
// write admitted only while no person holds the session. It returns how
// many bytes went in, and ErrTakenOver when a person took the session over
// before the rest could.
func (s *ptyIO) writeAgent(p []byte, deadline time.Time) (int, error) {
	sent := 0
	err := s.writeEach(p, deadline, func(p []byte) (int, error) {
		s.agent.writing.Add(1)
		defer s.agent.writing.Add(-1)
		if err := s.people.takenOver(); err != nil {
			return 0, err
		}
		n, err := s.writeOnce(p)
		sent += max(n, 0)
		return n, err
	})
	return sent, err
}

// stopAgent is the take-over's end of the gate, called by Attach once an
// exclusive person is among the people: it waits for the agent's writes
// admitted before that to end, then discards what an input call under way
// typed ahead and the program has not read (outside canonical mode),
// counting it for the call's result.
func (s *ptyIO) stopAgent() {
	for s.agent.writing.Load() > 0 {
		// A write under way is one non-blocking write(2): microseconds.
		kernel.SleepShort(20 * time.Microsecond)
	}
	if !s.agent.calling.Load() {
		return
	}
	_ = s.ptsConn.Control(func(fd uintptr) {
		if _, canonical, ok := kernel.TermiosFlags(int(fd)); !ok || canonical {
			return
		}
		if n := kernel.PendingInput(int(fd)); n > 0 && kernel.DiscardInput(int(fd)) == nil {
			s.agent.discarded.Add(int64(n))
		}
	})
}

// takenDuring is the error of a call whose input a person's take-over cut
// short: how much of in went in before (sent, less the discarded bytes
// the program had not read, the last ones written), and what did not.
func (s *Session) takenDuring(in Input, sent input.Typed, discarded int) error {
	return fmt.Errorf("%w: a person took session %s over during this call: %s reached the program before; the rest was not typed", ErrTakenOver, s.id, sent.Went(in, discarded))
}
