package emulator

import (
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/agentty/agentty/emulator/screen"
)

// nextTerm is Terminal's surface built on package screen, beside the x/vt
// engine: the next step makes New return it and deletes the old engine.
// Until then only the tests use it, and compare it with Terminal on every
// input they have (next_test.go).
//
// The engine keeps the cells, the cursor, the modes, the history and the
// replies; nextTerm keeps what the product adds to them: the lock and the
// per-unit cost bound of Feed, the snapshot and its revision, the OSC 133
// marks with their nonce, the mask, the Changed channel and the reply
// stream. Lock order as Terminal's: wmu, a Pauser's lock, mu; the
// engine's own lock is taken inside mu, by each of its calls.
type nextTerm struct {
	wmu     sync.Mutex   // one Write or Feed at a time
	waiting atomic.Int32 // goroutines waiting for mu (lock), a Feed's cue to let go
	closed  atomic.Bool  // Close was called: a Feed stops at its next unit

	mu sync.Mutex // guards every field below, and all use of scr

	scr        *screen.Terminal
	cols, rows int
	faults     int

	marks marks  // OSC 133 marks
	nonce string // what a mark must carry to count; "" accepts every mark

	mask    Mask   // hides secrets from everything handed out; may be nil
	maskVer uint64 // the mask's version when snap was taken
	marked  bool   // a cell was ever marked hidden

	revision uint64   // grows when a snapshot differs from the one before
	dirty    bool     // output arrived since snap was taken
	snap     Snapshot // the latest snapshot; valid when !dirty
	notify   chan struct{}

	pauser  Pauser    // the Feed in progress's, if any
	feedLen int       // the length of the chunk a Feed is feeding; 0 between Feeds
	fedFrom time.Time // when the Feed began or last paused
	pauses  int       // times a Feed let go of mu for a waiter (tests read it)

	replies replyPipe
}

// newNext returns a nextTerm of the given size that keeps scrollback
// lines of history (DefaultScrollback when scrollback <= 0).
func newNext(cols, rows, scrollback int) *nextTerm {
	if scrollback <= 0 {
		scrollback = DefaultScrollback
	}
	t := &nextTerm{scr: screen.New(cols, rows, scrollback), cols: cols, rows: rows, dirty: true}
	t.replies.cond.L = &t.replies.mu
	t.scr.SetMaskLink(maskLink)
	t.scr.OnMarks(t.mark) // under mu: the engine is only fed inside it
	return t
}

// mark records one OSC 133 mark that carries the nonce (see ParseMark).
// The caller holds mu.
func (t *nextTerm) mark(o screen.OSC) {
	m, ok := ParseMark(o.Data, t.nonce)
	if !ok {
		return
	}
	m.Pos = Pos{Line: o.Line, Col: o.Col}
	m.AltScreen = o.AltScreen
	t.marks.add(m)
}

// Write feeds output from the program, as Terminal's does.
func (t *nextTerm) Write(p []byte) (int, error) {
	t.Feed(p, nil)
	return len(p), nil
}

// Feed is Terminal.Feed: the chunk goes to the engine a unit at a time
// (screen.FeedUnit bounds each), and between two units mu is let go for
// a waiter once the feed has gone on for pauseAfter.
func (t *nextTerm) Feed(p []byte, pauser Pauser) {
	t.wmu.Lock()
	defer t.wmu.Unlock()
	t.mu.Lock()
	t.pauser, t.feedLen, t.fedFrom = pauser, len(p), time.Now()
	for off := 0; off < len(p) && !t.closed.Load(); {
		if off > 0 && t.pauseDue() && !t.pause(off) {
			break
		}
		n, fault := t.scr.FeedUnit(p[off:])
		if fault != nil {
			t.faults++
		}
		off += n
		t.replies.put(t.scr.Replies())
	}
	t.pauser, t.feedLen = nil, 0
	ch := t.fed()
	t.mu.Unlock()
	if ch != nil {
		close(ch)
	}
}

// fed readies the screen for whoever gets mu next (see Terminal.fed).
func (t *nextTerm) fed() chan struct{} {
	t.dirty = true
	if t.maskLongest() > 0 {
		t.maskCells()
	}
	ch := t.notify
	t.notify = nil
	return ch
}

// lock takes mu for anybody but the feeder (see Terminal.lock).
func (t *nextTerm) lock() {
	t.waiting.Add(1)
	t.mu.Lock()
	t.waiting.Add(-1)
}

// pauseDue is Terminal.pauseDue.
func (t *nextTerm) pauseDue() bool {
	if t.closed.Load() {
		return true
	}
	return (t.waiting.Load() > 0 || (t.pauser != nil && t.pauser.Waiting())) && time.Since(t.fedFrom) >= pauseAfter
}

// pause is Terminal.pause.
func (t *nextTerm) pause(fed int) bool {
	ch := t.fed()
	t.pauses++
	pauser := t.pauser
	t.mu.Unlock()
	func() {
		defer t.mu.Lock()
		if ch != nil {
			close(ch)
		}
		if pauser != nil {
			pauser.Pause(fed)
		}
		runtime.Gosched()
	}()
	t.fedFrom = time.Now()
	return !t.closed.Load()
}

// Replies is the stream of the terminal's answers to queries. Unlike
// Terminal's, a Write never waits for its reader: replies not taken are
// kept up to replyKept bytes, and the rest is lost.
func (t *nextTerm) Replies() io.Reader { return &t.replies }

// DiscardReplies throws the replies away from now on.
func (t *nextTerm) DiscardReplies() { t.replies.discard() }

// Close ends the reply stream; a Feed in progress stops at its next unit.
func (t *nextTerm) Close() error {
	t.closed.Store(true)
	t.replies.close()
	return nil
}

// Resize changes the screen size (see screen.Terminal.Resize).
func (t *nextTerm) Resize(cols, rows int) {
	t.lock()
	defer t.mu.Unlock()
	if cols == t.cols && rows == t.rows {
		return
	}
	if t.notify != nil {
		close(t.notify)
		t.notify = nil
	}
	t.maskCells() // before the resize cuts a secret short
	t.scr.Resize(cols, rows)
	t.cols, t.rows = cols, rows
	t.dirty = true
}

// Size returns the screen size in cells.
func (t *nextTerm) Size() (cols, rows int) {
	t.lock()
	defer t.mu.Unlock()
	return t.cols, t.rows
}

// Modes returns the terminal modes that decide how input is encoded.
func (t *nextTerm) Modes() Modes {
	t.lock()
	defer t.mu.Unlock()
	return modesOf(t.scr.Modes())
}

func modesOf(m screen.Modes) Modes {
	return Modes{AppCursor: m.AppCursor, AppKeypad: m.AppKeypad, BracketedPaste: m.BracketedPaste, Mouse: m.Mouse}
}

// Changed returns a channel closed the next time output arrives or the
// screen is resized.
func (t *nextTerm) Changed() <-chan struct{} {
	t.lock()
	defer t.mu.Unlock()
	if t.notify == nil {
		t.notify = make(chan struct{})
	}
	return t.notify
}

// Queries returns how many queries the terminal answered.
func (t *nextTerm) Queries() uint64 {
	t.lock()
	defer t.mu.Unlock()
	return t.scr.Queries()
}

// Faults returns how many panics of the engine were recovered.
func (t *nextTerm) Faults() int {
	t.lock()
	defer t.mu.Unlock()
	return t.faults
}

// SetMarkNonce is Terminal.SetMarkNonce.
func (t *nextTerm) SetMarkNonce(nonce string) {
	t.lock()
	defer t.mu.Unlock()
	t.nonce = nonce
}

// LastPrompt is Terminal.LastPrompt.
func (t *nextTerm) LastPrompt() string {
	t.lock()
	defer t.mu.Unlock()
	return t.marks.prompt['D'-'A']
}

// Marks is Terminal.Marks.
func (t *nextTerm) Marks(after int) []Mark {
	t.lock()
	defer t.mu.Unlock()
	return t.marks.since(after)
}

// MarkSeq is Terminal.MarkSeq.
func (t *nextTerm) MarkSeq() int {
	t.lock()
	defer t.mu.Unlock()
	return t.marks.seq
}

// replyKept is the most reply bytes kept for a reader that is late.
const replyKept = 64 << 10

// replyPipe is the reply stream: Read waits for replies or Close.
type replyPipe struct {
	mu      sync.Mutex // guards the fields below; a leaf lock, taken inside the terminal's
	cond    sync.Cond  // on mu: replies came, or the stream closed
	buf     []byte     // replies not read yet, at most replyKept bytes
	closed  bool       // Close was called: Read returns io.EOF once buf is empty
	dropAll bool       // DiscardReplies was called
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
	r.buf = append(r.buf, p[:min(len(p), replyKept-len(r.buf))]...)
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
