package session

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/settle"
)

// A chunk with two queries (termenv asks for the background colour and
// the cursor's position in one write) has two replies, which the reply
// writer may write one at a time: the program takes the first and waits
// for the second, and until that is written too the queries are not
// answered, whenever the first was written.
func TestAnsweredCountsEveryReply(t *testing.T) {
	term := emulator.New(80, 24, 0)
	defer term.Close()
	var a activity
	if !a.answered() {
		t.Fatal("no query sent, and not answered")
	}
	term.Feed([]byte("\x1b]11;?\x1b\\\x1b[6n"))
	a.chunkFed(time.Now(), term.RepliesSent())
	replies := make([]byte, 256)
	n, err := term.Replies().Read(replies)
	if err != nil {
		t.Fatal(err)
	}
	replies = replies[:n]
	cpr := bytes.LastIndex(replies, []byte("\x1b["))
	if !bytes.HasPrefix(replies, []byte("\x1b]11;")) || cpr < 0 || !bytes.HasSuffix(replies, []byte("R")) {
		t.Fatalf("the replies are %q, want the background colour, then the cursor's position", replies)
	}
	a.replyDone.Add(uint64(cpr)) // the colour is written
	if a.answered() {
		t.Errorf("the colour's reply is written, the position's is not (%q), and the queries are taken for answered", replies[cpr:])
	}
	a.replyDone.Add(uint64(len(replies) - cpr))
	if !a.answered() {
		t.Errorf("both replies are written (%d bytes of %d), and the queries are not taken for answered", a.replyDone.Load(), term.RepliesSent())
	}
}

// Whether every reply is written is read before the program's input
// queue: a reply the writer writes after the queue was found empty is
// input the program has not taken, and a look that found the program
// blocked reading with its queue empty is no proof it took the reply.
// (A Go program asking termenv for the background colour was settled
// blank this way before it had read the answer, 1 open in 800 on a
// loaded machine.)
func TestAnsweredReadBeforeInputQueue(t *testing.T) {
	sessiontest.Need(t, "cat")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	s, err := m.Open(Options{Argv: []string{"cat"}, Cols: 40, Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	if portable(m) {
		t.Skip("the portable backend infers waiting from quiet time")
	}
	if v, err := s.Settle(context.Background(), Expect{}, 10*time.Second); err != nil || v.State != WaitingForInput {
		t.Fatalf("cat did not settle waiting for input: %v %+v", err, v.Wait)
	}
	// A reply is due: the emulator sent it, the writer has not written it.
	s.act.replyWant.Store(s.act.replyDone.Load() + 4)
	o := s.kern.observe()
	if o.state != WaitingForInput || o.inputQ != 0 || o.answered {
		t.Fatalf("cat with a reply not yet written: %s, %d bytes queued, answered %v", o.state, o.inputQ, o.answered)
	}
	// The writer writes it after that look (here it only counts it: cat
	// would take it at once).
	s.act.replyDone.Add(4)
	// The decision on a look with that observation, a second after it
	// (quiet long enough).
	settled := func(o observation) bool {
		start, later := clock(time.Now()), time.Second
		l := settle.Look{At: later, Chunks: o.chunks, Output: start.stamp(s.act.output.Load()), Input: start.stamp(s.act.input.Load()),
			Drained: true, Fg: foreground(o, later)}
		screenLook(&l, s.term.Snapshot(), nil)
		v, _ := settle.Decide(s.calls.call(waitSpec{deadline: time.Now().Add(time.Minute), settle: true}, start), settle.Memory{}, l)
		return v.Outcome == Settled
	}
	if settled(o) {
		t.Error("settled on a look taken before the reply was written, which cannot say the program took it")
	}
	if o = s.kern.observe(); !o.answered || !settled(o) {
		t.Errorf("a look after the reply was written does not settle: answered %v, %s, %d bytes queued", o.answered, o.state, o.inputQ)
	}
}
