package emulator

import (
	"fmt"
	"io"
	"log/slog"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/ansi/parser"
	"github.com/charmbracelet/x/vt"
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

// altTrimEvery is how many line feeds the alternate screen may take before
// the lines the underlying emulator saved from it are thrown away. The
// alternate screen has no scrollback in xterm or tmux, but x/vt keeps up to
// 10000 full cell lines for it; unchecked, a pager scrolling a long file costs
// tens of MiB.
const altTrimEvery = 256

// scrolled notes an operation that may push a line off the alternate
// screen (a line feed, IND, NEL, SU, DL).
func (t *Terminal) scrolled() {
	if t.altScreen {
		t.altFeeds++
	}
}

// Terminal is a VT emulator with the bookkeeping agentty needs: a cached
// snapshot and revision, a text scrollback store, the terminal modes that
// decide how keys are encoded, the window title, and shell-integration marks.
type Terminal struct {
	// discard starts the drain of DiscardReplies at most once; Close runs it
	// empty so that none starts after it. discarded is closed when that
	// drain ends (nil when none started); only discard's func writes it.
	discard   sync.Once
	discarded chan struct{}

	// Lock order: wmu, then a Pauser's lock (the feeder takes it before
	// Feed), then mu. Feed lets go of mu (and its Pauser of its lock)
	// between units and takes them back in that order.
	wmu     sync.Mutex   // one Write or Feed at a time
	waiting atomic.Int32 // goroutines waiting for mu (lock), a Feed's cue to let go
	closed  atomic.Bool  // Close was called: a Feed stops at its next unit

	mu sync.Mutex // guards every field below, and all use of vt

	vt         *vt.Emulator
	cols, rows int
	queries    uint64 // sequences fed that x/vt answers on its reply pipe

	modes        Modes
	title        string
	cwd          string
	altScreen    bool
	cursorHidden bool

	history history // lines scrolled off the main screen, as text
	marks   marks   // OSC 133 marks
	nonce   string  // what a mark must carry to count; "" accepts every mark

	mask     Mask             // hides secrets from everything handed out; may be nil
	maskVer  uint64           // the mask's version when snap was taken
	histMask map[int64][]Span // what was marked hidden in history lines, by absolute number
	marked   bool             // a cell was ever marked hidden (see maskCells)

	revision uint64   // grows when a snapshot differs from the one before
	dirty    bool     // output arrived since snap was taken
	snap     Snapshot // the latest snapshot; valid when !dirty

	// notify is closed when output arrives, then replaced (nil until
	// somebody asks for it through Changed).
	notify chan struct{}

	originMode bool       // DECOM is set
	inner      bool       // a handler is feeding x/vt its own sequence again
	noAutowrap bool       // DECAWM is reset
	lnm        bool       // line feed also returns (LNM)
	lrMargins  bool       // left/right margins are enabled (DECLRMM)
	insertMode bool       // IRM as x/vt has taken it (csi_fixes.go; the scanner's runs ahead)
	pen        pen        // the pen x/vt prints with, when known (elide.go)
	shown      shownCells // what elide knows the cells show (shown.go)
	ahead      int        // columns the cursor is right of x/vt's: a CUF not written yet (shown.go)

	// fullRegion says, for the main (0) and alternate (1) screen, whether
	// the scroll region is the whole screen.
	fullRegion [2]bool

	noFast    bool     // tests: never take the fast paths (fast.go, elide.go)
	scan      scanner  // follows x/vt's parser; see feed.go
	held      []byte   // the start of a UTF-8 sequence cut by the end of a read
	char      openChar // the last character of the previous chunk, while more may join it
	pending   bool     // wrap before the next character (after a wide one at the edge)
	inject    []byte   // bytes a control or sequence asks to add right after it
	memo      clusterMemo
	lazy      *lazy  // the fast path's work not yet shown by x/vt; see fast.go
	fastRuns  int    // runs the fast path took (tests read it)
	blankRuns int    // runs of blank lines scrolled in one go (tests read it)
	spare     *model // the last lazy model, for its memory

	cutMain  bool       // a resize under the alternate screen may have cut the main one's wide characters
	altFeeds int        // line feeds fed to the alternate screen since the last trim
	alt47    []cellCopy // the alternate screen as mode 47 left it, for its return
	// savedOrigin is the origin mode DECSC (SCOSC, 1049) saved, per screen,
	// for DECRC: x/vt saves the cursor's place and pen only (restoreCursor).
	savedOrigin [2]bool
	faults      int  // panics recovered from the underlying emulator
	skipSeq     bool // x/vt faulted inside a sequence the scanner has not seen the end of

	pauser  Pauser      // the Feed in progress's, if any
	feedLen int         // the length of the chunk a Feed is feeding; 0 between Feeds
	fedFrom time.Time   // when the Feed began or last paused
	pauses  int         // times a Feed let go of mu for a waiter (tests read it)
	cont    func() bool // the rest of a costly sequence's work, one bounded piece a call (see more)
	inMore  bool        // cont is running
	// repeatable says that the REP x/vt takes next followed a character
	// (the scanner's printed, when it scanned the REP).
	repeatable bool
}

// New returns a terminal of the given size that keeps scrollback lines of
// history above the screen (DefaultScrollback when scrollback <= 0).
func New(cols, rows, scrollback int) *Terminal {
	if scrollback <= 0 {
		scrollback = DefaultScrollback
	}
	t := &Terminal{
		vt:         vt.NewEmulator(cols, rows),
		cols:       cols,
		rows:       rows,
		fullRegion: [2]bool{true, true},
	}
	t.history.max = scrollback
	t.shown.resize(cols, rows)
	shrinkParser(t.vt)
	// The emulator's own scrollback is only a staging area: Write moves
	// every line out of it into history after each chunk, so it never fills
	// and never pays for dropping its oldest line.
	t.vt.SetScrollbackSize(1 << 30)
	t.vt.SetCallbacks(vt.Callbacks{
		AltScreen: func(on bool) {
			t.altScreen = on
			t.shown.forget()
			if !on && t.cutMain {
				// The main screen is back after a resize that cut it.
				t.cutMain = false
				t.blankCut(0, t.rows)
			}
		},
		CursorVisibility: func(visible bool) { t.cursorHidden = !visible },
		EnableMode:       func(m ansi.Mode) { t.setMode(m, true) },
		DisableMode:      func(m ansi.Mode) { t.setMode(m, false) },
	})
	t.registerHandlers()
	t.dirty = true
	return t
}

// Write feeds output from the program. It never fails and never panics. A
// fault inside the underlying emulator costs at most the one sequence,
// control or run of text that caused it: it is recovered, counted (Faults)
// and logged, and feeding resumes right after it.
//
// Write does not keep the terminal to itself for a whole chunk that is slow
// to emulate: between two units of output (a sequence, a control, a run of
// text, each bounded in cost by the screen's size), it lets go of the lock
// when another call waits for it and it has fed for pauseAfter, so a call
// waits that long and one unit at most. Writes are one at a time (a second
// waits for the first); a Write in progress when Close is called stops at
// its next unit and drops the rest of its chunk.
func (t *Terminal) Write(p []byte) (int, error) {
	t.Feed(p, nil)
	return len(p), nil
}

// A Pauser is the feeder's side of Feed: a lock of the caller's own that
// other goroutines take, which Feed helps the feeder hand over between two
// units of output.
type Pauser interface {
	// Waiting reports whether another goroutine waits for the feeder. It
	// is called between every two units, so it must be cheap (an atomic
	// load) and take no lock.
	Waiting() bool
	// Pause is called between two units, with the terminal's lock let go,
	// when Waiting reported true (or the terminal's own callers wait): the
	// first fed bytes of the chunk are on the screen, the rest not yet.
	// The feeder lets its waiters in and returns to go on.
	Pause(fed int)
}

// Feed is Write for a feeder that holds a lock of its own across the
// chunk: it pauses between two units, as Write lets go of the terminal's
// lock, whenever pauser says that somebody waits for the feeder, so that
// they wait one unit at most too. pauser may be nil.
func (t *Terminal) Feed(p []byte, pauser Pauser) {
	t.wmu.Lock()
	defer t.wmu.Unlock()
	t.mu.Lock()
	t.pauser, t.feedLen, t.fedFrom = pauser, len(p), time.Now()
	if !t.closed.Load() {
		t.feed(p)
	}
	t.pauser, t.feedLen = nil, 0
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
	t.settle()
	t.dirty = true
	if t.maskLongest() > 0 {
		t.materialize()
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
// unit: somebody waits for it or for the feeder's own lock, and the feed
// has gone on for pauseAfter since it began or last paused; or the
// terminal was closed. The caller holds mu, inside Feed.
func (t *Terminal) pauseDue() bool {
	if t.closed.Load() {
		return true
	}
	return (t.waiting.Load() > 0 || (t.pauser != nil && t.pauser.Waiting())) && time.Since(t.fedFrom) >= pauseAfter
}

// pause lets go of mu between two units of a Feed, for whoever waits, and
// takes it back; fed bytes of the chunk are on the screen. Waiters for
// Changed are woken: the screen moved. It reports false when the terminal
// was closed meanwhile, and the rest of the chunk is to be dropped.
func (t *Terminal) pause(fed int) bool {
	ch := t.fed()
	t.pauses++
	pauser := t.pauser
	t.mu.Unlock()
	func() {
		defer t.mu.Lock() // also when the Pauser panics: feed recovers it
		if ch != nil {
			close(ch)
		}
		if pauser != nil {
			pauser.Pause(fed)
		}
		runtime.Gosched() // a waiter woken by Unlock takes mu first
	}()
	t.fedFrom = time.Now()
	return !t.closed.Load()
}

func (t *Terminal) feed(p []byte) {
	defer t.drainScrollback()
	// writeVT recovers what x/vt does wrong; this is for agentty's own
	// faults, which leave no way to know where the chunk was.
	defer func() {
		if r := recover(); r != nil {
			t.fault(r, nil)
			t.scan.state, t.skipSeq = parser.GroundState, false
			t.held, t.lazy, t.char.valid, t.inject, t.cont = nil, nil, false, t.inject[:0], nil
			slog.Warn("rest of the chunk dropped", "chunk_bytes", len(p))
		}
	}()
	t.feedChunk(p)
	t.finishMore()
}

// writeVT feeds one unit (a sequence, a control, a run of text, or bytes
// agentty writes for a fix) to x/vt, which may change any cell: what elide
// knew of them is forgotten (shown.go).
func (t *Terminal) writeVT(p []byte) {
	if len(p) == 0 {
		return
	}
	t.shown.forget()
	t.writeScanned(p)
}

// writeScanned is writeVT for bytes whose effect on the cells has been
// accounted for: units the scanner went through (it forgets what each
// could change) and elide's own. A fault inside x/vt loses that unit only:
// x/vt's parser is put back in its ground state, and the caller goes on
// with what follows.
func (t *Terminal) writeScanned(p []byte) {
	if len(p) == 0 {
		return
	}
	if t.ahead > 0 {
		switch {
		case oneCSI(p, 'm'): // SGR moves no cursor and reads none
		case oneCSI(p, 'H') || oneCSI(p, 'f'):
			t.ahead = 0 // an absolute move: the deferred one is needless
		default:
			t.settle()
		}
	}
	defer func() {
		if r := recover(); r != nil {
			t.fault(r, p)
		}
	}()
	_, _ = t.vt.Write(p)
}

// fault counts and logs a panic recovered from x/vt while it was fed unit
// (nil when unknown), and puts x/vt's parser back in its ground state: a
// panic inside a handler leaves it in the state of the sequence it was
// dispatching, which would take the next bytes as more of that sequence.
func (t *Terminal) fault(r any, unit []byte) {
	t.faults++
	t.shown.forget()
	t.inner = false
	// Units end where the scanner is: inside a sequence only when the read
	// ended there, and the rest of it is to come.
	t.skipSeq = t.scan.state != parser.GroundState
	slog.Warn("emulator fault recovered; the sequence that caused it is dropped",
		"panic", r, "unit", strconv.Quote(string(unit[:min(len(unit), 64)])), "unit_bytes", len(unit))
	defer func() { _ = recover() }() // CAN runs no handler of x/vt's; still, never twice
	_, _ = t.vt.Write([]byte{0x18})  // CAN: abort any sequence, back to ground
}

func (t *Terminal) setMode(m ansi.Mode, on bool) {
	t.modes.set(m, on)
	switch m {
	case ansi.ModeOrigin:
		t.originMode = on
	case ansi.ModeAutoWrap:
		t.noAutowrap = !on
	case ansi.ModeLineFeedNewLine:
		t.lnm = on
	case ansi.ModeLeftRightMargin:
		t.lrMargins = on
	}
}

// trimAltScrollback drops the lines x/vt saved from the alternate screen. The
// only way to reach that store is x/vt's ED 3, which also clears the screen,
// so the screen's cells are put back afterwards. It runs right after the
// control or sequence that made the line feeds reach altTrimEvery (feed.go),
// at the same place in the output however it was cut into reads: a screen
// x/vt left with half a wide character does not come back quite the same.
func (t *Terminal) trimAltScrollback() {
	t.altFeeds = 0
	cells := t.copyCells()
	t.innerWrite([]byte("\x1b[3J"))
	t.restoreCells(cells)
}

// drainScrollback moves the lines the emulator pushed off the top of the main
// screen into the text history.
func (t *Terminal) drainScrollback() {
	sb := t.vt.Scrollback()
	if sb == nil || sb.Len() == 0 {
		return
	}
	lines := sb.Lines()
	var hidden []Span
	for i := range lines {
		var text string
		text, hidden = historyText(lines[i], hidden[:0])
		t.history.pushString(text)
		if len(hidden) > 0 {
			t.hideHistory(t.history.total-1, slices.Clone(hidden))
		}
		lines[i] = nil // let the cells go
	}
	sb.Clear()
}

// Replies returns the stream of bytes the terminal sends back to the program
// (answers to DA, DSR and similar queries). Somebody must always be reading
// it, or have called DiscardReplies: Write blocks while a reply is not taken.
func (t *Terminal) Replies() io.Reader { return t.vt }

// DiscardReplies starts reading the replies and throwing them away, until
// Close; for replays and tests, where nobody answers the program. It returns
// at once, and does nothing after the first call or after Close. Nobody else
// may read Replies then.
func (t *Terminal) DiscardReplies() {
	t.discard.Do(func() {
		done := make(chan struct{})
		t.discarded = done
		go func() {
			defer close(done)
			_, _ = io.Copy(io.Discard, t.vt)
		}()
	})
}

// Close ends the reply stream. It is safe to call more than once. When
// DiscardReplies started a drain, Close blocks until the drain has ended.
func (t *Terminal) Close() error {
	// vt.Emulator.Close only closes the reply pipe; taking mu would deadlock
	// with a Write blocked on that pipe, and the pipe is safe to close
	// concurrently.
	t.closed.Store(true) // a Feed in progress stops at its next unit
	err := t.vt.InputPipe().(io.Closer).Close()
	t.discard.Do(func() {}) // no drain starts from now on
	if t.discarded != nil {
		<-t.discarded // the reader sees EOF now that the pipe is closed
	}
	return err
}

// Resize changes the screen size. Content is not reflowed: rows and columns
// beyond the new size are cut, new ones are blank.
func (t *Terminal) Resize(cols, rows int) {
	t.lock()
	defer t.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			t.fault(r, nil)
		}
	}()
	if cols == t.cols && rows == t.rows {
		return
	}
	// The screen changed although no output arrived: wake whoever waits.
	if t.notify != nil {
		close(t.notify)
		t.notify = nil
	}
	t.materialize()
	t.maskCells() // before the resize cuts a secret short
	if pos := t.cursorPos(); rows < t.rows && pos.Y >= rows && !t.altScreen {
		// The cursor's row would be cut off: as xterm does, scroll the
		// rows above it into history first, so that nothing is lost and
		// the cursor stays on its line.
		k := pos.Y - rows + 1
		t.innerWrite(fmt.Appendf(nil, "\x1b[r\x1b[%dS", k))
		t.innerWrite([]byte(ansi.CursorPosition(pos.X+1, pos.Y-k+1)))
		t.drainScrollback()
	}
	oldCols := t.cols
	t.vt.Resize(cols, rows)
	t.shown.resize(cols, rows)
	t.cols, t.rows = cols, rows
	if cols < oldCols {
		// x/vt resizes both screens; the one not shown is mended when it
		// is back.
		t.blankCut(0, rows)
		t.cutMain = t.altScreen
	}
	// x/vt resets the scroll regions and the tab stops on a resize.
	t.fullRegion = [2]bool{true, true}
	t.scan.tabsCustom = false
	t.char.valid = false
	t.pending = false
	t.dirty = true
}

// blankCut blanks each wide character in rows [y0, y1) that the right edge
// cuts in half (x+width > cols), as tmux shows it. Only x/vt's resize and
// ICH leave one there (they move cells without the overwrite rules of
// printing); blanking it at once keeps the screen, its text, the history it
// scrolls into and its pictures in agreement.
func (t *Terminal) blankCut(y0, y1 int) {
	for y := y0; y < y1; y++ {
		for x := 0; x < t.cols; x++ {
			if c := t.vt.CellAt(x, y); c != nil && x+c.Width > t.cols {
				blank := uv.EmptyCell
				t.setCell(x, y, &blank) // blanks both halves
			}
		}
	}
}

// Size returns the screen size in cells.
func (t *Terminal) Size() (cols, rows int) {
	t.lock()
	defer t.mu.Unlock()
	return t.cols, t.rows
}

// Modes returns the terminal modes that decide how input is encoded.
func (t *Terminal) Modes() Modes {
	t.lock()
	defer t.mu.Unlock()
	return t.modes
}

// Changed returns a channel that is closed the next time output arrives or
// the screen is resized.
func (t *Terminal) Changed() <-chan struct{} {
	t.lock()
	defer t.mu.Unlock()
	if t.notify == nil {
		t.notify = make(chan struct{})
	}
	return t.notify
}

// Queries returns how many sequences asking the terminal for a reply (device
// attributes, status and cursor reports, mode and colour queries) were fed.
// The replies come out of Replies; a count that grew means a reply is owed
// even when Replies' reader has not run yet.
func (t *Terminal) Queries() uint64 {
	t.lock()
	defer t.mu.Unlock()
	return t.queries
}

// Faults returns how many panics of the underlying emulator were recovered.
func (t *Terminal) Faults() int {
	t.lock()
	defer t.mu.Unlock()
	return t.faults
}

type cellCopy struct {
	x, y int
	cell vtCell
}
