package emulator

import (
	"io"
	"sync"
	"sync/atomic"

	"github.com/agentty/agentty/lockorder"
)

// The reply stream: what the terminal answers to a program's queries.

// Replies returns the stream of bytes the terminal sends back to the
// program (answers to DA, DSR and similar queries), to be read by a
// goroutine that never waits for the program. A Write never waits for its
// reader: replies not taken are kept up to replyKept bytes, and what comes
// past that is lost (a program that floods queries and reads no answers
// gets no more of them).
func (t *Terminal) Replies() io.Reader { return &t.replies }

// RepliesSent returns how many bytes the terminal has put in its reply
// stream so far (what was lost past replyKept, or thrown away, does not
// count): a reader that has taken as many has every reply sent until
// then.
func (t *Terminal) RepliesSent() uint64 { return t.replies.sent.Load() }

// DiscardReplies throws the replies away from now on; for replays and
// tests, where nobody answers the program.
func (t *Terminal) DiscardReplies() { t.replies.discard() }

// Close ends the reply stream (a Read returns io.EOF once what is kept
// is read); a Feed in progress stops at its next unit. It is safe to call
// more than once.
func (t *Terminal) Close() error {
	t.closed.Store(true)
	t.replies.close()
	return nil
}

// replyKept is the most reply bytes kept for a reader that is late.
const replyKept = 64 << 10

// replyPipe is the reply stream: Read waits for replies or Close.
type replyPipe struct {
	mu      lockorder.Mutex[lockorder.Replies] // guards the fields below; a leaf lock, taken inside the terminal's
	cond    sync.Cond                          // on mu: replies came, or the stream closed
	buf     []byte                             // replies not read yet, at most replyKept bytes
	closed  bool                               // Close was called: Read returns io.EOF once buf is empty
	dropAll bool                               // DiscardReplies was called
	sent    atomic.Uint64                      // bytes put in buf so far
}

func (r *replyPipe) put(p []byte) {
	if len(p) == 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.dropAll || r.closed {
		return
	}
	n := min(len(p), replyKept-len(r.buf))
	r.buf = append(r.buf, p[:n]...)
	r.sent.Add(uint64(n))
	r.cond.Broadcast()
}

func (r *replyPipe) Read(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for len(r.buf) == 0 && !r.closed {
		r.cond.Wait()
	}
	if len(r.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.buf)
	r.buf = append(r.buf[:0], r.buf[n:]...)
	return n, nil
}

func (r *replyPipe) discard() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.dropAll, r.buf = true, nil
}

func (r *replyPipe) close() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed = true
	r.cond.Broadcast()
}
