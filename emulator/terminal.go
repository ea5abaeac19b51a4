package emulator

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/lockorder"
)

// Size limits for a terminal. They match what the MCP tools accept.
const (
	MinCols = 10
	MaxCols = 1000
	MinRows = 2
	MaxRows = 500
)

// DefaultScrollback is the number of lines kept above the screen when the
// caller does not say.
const DefaultScrollback = 10000

// Terminal is a program's screen. The engine (package screen) keeps the
// cells, the cursor, the modes, the history, the OSC 133 marks and the
// replies; Terminal adds what the product needs around it: the lock and
// the per-unit cost bound of Feed, the snapshot and its revision, the
// mask, the Changed channel, the reply stream, and the Listener that
// hears the parse.
//
// Its lock (mu) is the one lock on the screen (rank lockorder.Screen):
// every field, all use of the engine, and what a Listener keeps are
// guarded by it; the mask and the reply stream take their own leaf locks
// inside it.
type Terminal struct {
	waiting atomic.Int32 // goroutines waiting for mu (lock), a Feed's cue to let go
	closed  atomic.Bool  // Close was called: a Feed stops at its next unit

	mu lockorder.Mutex[lockorder.Screen] // guards every field below, all use of scr, and the listener's state

	scr        *screen.Terminal
	cols, rows int
	faults     int

	mask    Mask   // hides secrets from everything handed out; may be nil
	maskVer uint64 // the mask's version when snap was taken
	marked  bool   // a cell was ever marked hidden

	revision uint64   // grows when a snapshot differs from the one before
	dirty    bool     // output arrived since snap was taken
	snap     Snapshot // the latest snapshot; valid when !dirty
	notify   chan struct{}

	feeding  bool      // a Feed is under way (it may have let go of mu between two units)
	feedDone sync.Cond // on mu: a Feed ended; the next may begin
	feedLen  int       // the length of the chunk a Feed is feeding; 0 between Feeds
	fedFrom  time.Time // when the Feed began or last paused
	pauses   int       // times a Feed let go of mu for a waiter (tests read it)

	lis Listener // hears the parse; nil for none

	replies replyPipe
}

// New returns a terminal of the given size that keeps scrollback lines of
// history above the screen (DefaultScrollback when scrollback <= 0).
func New(cols, rows, scrollback int) *Terminal {
	if scrollback <= 0 {
		scrollback = DefaultScrollback
	}
	t := &Terminal{scr: screen.New(cols, rows, scrollback), cols: cols, rows: rows, dirty: true}
	t.replies.cond.L = &t.replies.mu
	t.feedDone.L = &t.mu
	t.scr.SetMaskLink(maskLink)
	return t
}

// Write feeds output from the program. It never fails and never panics: a
// fault of the engine costs at most the unit that caused it, which is
// dropped, counted (Faults) and logged, and feeding resumes after it.
//
// Write does not keep the terminal to itself for a whole chunk that is slow
// to emulate: between two units of output (screen.Terminal.FeedUnit, each
// bounded in cost by the screen's size), it lets go of the lock when
// another call waits for it and it has fed for pauseAfter, so a call waits
// that long and one unit at most. Writes are one at a time (a second waits
// for the first to end, pauses and all); a Write in progress when Close is
// called stops at its next unit and drops the rest of its chunk.
func (t *Terminal) Write(p []byte) (int, error) {
	t.Feed(p)
	return len(p), nil
}

// Feed is Write without its results: it feeds a chunk of the program's
// output, a unit at a time, telling the Listener after each unit.
func (t *Terminal) Feed(p []byte) {
	t.mu.Lock() // not lock(): the feeder is nobody's waiter
	for t.feeding {
		t.feedDone.Wait()
	}
	t.feeding, t.feedLen, t.fedFrom = true, len(p), time.Now()
	for off := 0; off < len(p) && !t.closed.Load(); {
		if off > 0 && t.pauseDue() && !t.pause() {
			break
		}
		n, fault := t.scr.FeedUnit(p[off:])
		if fault != nil {
			t.faults++
		}
		if t.lis != nil {
			t.lis.Output(p[off:off+n], Held{t})
		}
		off += n
		t.replies.put(t.scr.Replies())
	}
	t.feeding, t.feedLen = false, 0
	t.feedDone.Broadcast()
	ch := t.fed()
	t.mu.Unlock()
	if ch != nil {
		close(ch)
	}
}

// fed readies the screen for whoever gets mu next, at the end of a Feed or
// in a pause: it is changed, and a secret whole on it is hidden first (see
// maskCells). It returns the channel of Changed's waiters, which the caller
// closes once it has let go of mu. The caller holds mu.
func (t *Terminal) fed() chan struct{} {
	t.dirty = true
	if t.maskLongest() > 0 {
		t.maskCells()
	}
	ch := t.notify
	t.notify = nil
	return ch
}

// lock takes mu for anybody but the feeder, counted in waiting while it
// waits, so that a Write in progress lets go of mu at its next unit.
func (t *Terminal) lock() {
	t.waiting.Add(1)
	t.mu.Lock()
	t.waiting.Add(-1)
}

// pauseAfter is how long a Feed goes on before it lets go of mu for a
// waiter, and between two such pauses: output that takes less to emulate
// (a prompt, a screenful) goes on the screen whole, as one write of the
// program's usually arrives, and a waiter waits this long plus one unit at
// most.
const pauseAfter = 5 * time.Millisecond

// pauseDue reports whether the feeder should let go of mu before its next
// unit: somebody waits for it, and the feed has gone on for pauseAfter
// since it began or last paused; or the terminal was closed. The caller
// holds mu, inside Feed.
func (t *Terminal) pauseDue() bool {
	if t.closed.Load() {
		return true
	}
	return t.waiting.Load() > 0 && time.Since(t.fedFrom) >= pauseAfter
}

// pause lets go of mu between two units of a Feed, for whoever waits, and
// takes it back. Waiters for Changed are woken: the screen moved. It
// reports false when the terminal was closed meanwhile, and the rest of
// the chunk is to be dropped.
func (t *Terminal) pause() bool {
	ch := t.fed()
	t.pauses++
	t.mu.Unlock()
	if ch != nil {
		close(ch)
	}
	runtime.Gosched() // a waiter woken by Unlock takes mu first
	t.mu.Lock()
	t.fedFrom = time.Now()
	return !t.closed.Load()
}

// Resize changes the screen size (see screen.Terminal.Resize).
func (t *Terminal) Resize(cols, rows int) {
	t.lock()
	defer t.mu.Unlock()
	t.resize(cols, rows)
}

// resize is Resize. The caller holds mu.
func (t *Terminal) resize(cols, rows int) {
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
func (t *Terminal) Size() (cols, rows int) {
	t.lock()
	defer t.mu.Unlock()
	return t.cols, t.rows
}

// Modes returns the terminal modes that decide how input is encoded,
// with the screen's size for where a click may land.
func (t *Terminal) Modes() Modes {
	t.lock()
	defer t.mu.Unlock()
	m := modesOf(t.scr.Modes())
	m.Cols, m.Rows = t.cols, t.rows
	return m
}

// modesOf is the engine's modes as Modes, without a size.
func modesOf(m screen.Modes) Modes {
	return Modes{AppCursor: m.AppCursor, AppKeypad: m.AppKeypad, BracketedPaste: m.BracketedPaste, Mouse: m.Mouse,
		MouseTracking: m.MouseTracking, MouseEncoding: m.MouseEncoding}
}

// Changed returns a channel closed the next time output arrives or the
// screen is resized.
func (t *Terminal) Changed() <-chan struct{} {
	t.lock()
	defer t.mu.Unlock()
	if t.notify == nil {
		t.notify = make(chan struct{})
	}
	return t.notify
}

// Queries returns how many queries the terminal answered.
func (t *Terminal) Queries() uint64 {
	t.lock()
	defer t.mu.Unlock()
	return t.scr.Queries()
}

// Faults returns how many panics of the engine were recovered.
func (t *Terminal) Faults() int {
	t.lock()
	defer t.mu.Unlock()
	return t.faults
}

// SetMarkNonce makes the terminal count only the OSC 133 marks that carry
// nonce (agentty=NONCE, see screen.ParseMark); "" counts every mark, for a terminal that replays
// a recording.
func (t *Terminal) SetMarkNonce(nonce string) {
	t.lock()
	defer t.mu.Unlock()
	t.scr.SetMarkNonce(nonce)
}

// LastPrompt returns the Prompt of the newest D mark: the prompt now
// shown, when the shell counts its prompts.
func (t *Terminal) LastPrompt() string {
	t.lock()
	defer t.mu.Unlock()
	return t.scr.LastPrompt()
}

// Marks returns the marks kept (the newest 1024) whose Seq is above
// after, oldest first.
func (t *Terminal) Marks(after int) []Mark {
	t.lock()
	defer t.mu.Unlock()
	ms := t.scr.MarksSince(after)
	out := make([]Mark, len(ms))
	for i, m := range ms {
		out[i] = markOf(m)
	}
	return out
}

// MarkSeq returns the Seq of the newest mark: how many marks ever counted.
func (t *Terminal) MarkSeq() int {
	t.lock()
	defer t.mu.Unlock()
	return t.scr.MarkSeq()
}
