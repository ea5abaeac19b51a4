package session

import (
	"fmt"
	"sync/atomic"
	"time"

	"github.com/agentty/agentty/session/input"
	"github.com/agentty/agentty/session/kernel"
)

// A person's take-over stops the agent's input at once. An input call is
// admitted when it starts (calls.begin refuses one while a person holds
// the session), but it types its keys one at a time, each once the program
// took the one before, so each write is admitted on its own (writeAgent):
// it counts itself in agentGate.writing, then looks, under the session's
// lock, whether a person holds the session. Attach, having added an
// exclusive person under that lock, waits for the writes counted before
// it to end: once it returns, no byte of an agent's call reaches the
// terminal. What the call typed ahead and the program has not read is
// discarded then, outside canonical mode (in canonical mode the line
// discipline has taken and echoed it, as a line a person typed ahead).
// The call's result (takenDuring) says how much went in, once that discard is done.

const gatePoll = 20 * time.Microsecond // how often a take-over and the call it cut short look for each other's end: a write(2) or a discard, microseconds, so no caller sees a delay

// agentGate is what a take-over needs to know of the agent's input under
// way. No lock: its fields are atomic.
type agentGate struct {
	writing   atomic.Int32 // writes of an agent's input admitted and not done
	calling   atomic.Bool  // an input call of the agent's is under way (Send)
	discarded atomic.Int64 // bytes of that call's input a take-over discarded unread
	stops     atomic.Int64 // take-overs whose discard (stopAgent) is done
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
	defer s.agent.stops.Add(1)
	for s.agent.writing.Load() > 0 {
		kernel.SleepShort(gatePoll)
	}
	if !s.agent.calling.Load() {
		return
	}
	_ = s.ptsConn.Control(func(fd uintptr) {
		if _, canonical, ok := kernel.TermiosFlags(int(fd)); !ok || canonical {
			return
		}
		n, _ := kernel.DiscardInput(int(fd)) // what it discarded, whatever the flush said
		s.agent.discarded.Add(int64(n))
	})
}

// takenDuring is the error of a call whose input a person's take-over cut
// short: how much of in went in before (sent, less the discarded bytes
// the program had not read, the last ones written), and what did not.
func (s *Session) takenDuring(in Input, sent input.Typed, discarded int) error {
	return fmt.Errorf("%w: a person took session %s over during this call: %s reached the program before; the rest was not typed", ErrTakenOver, s.id, sent.Went(in, discarded))
}
