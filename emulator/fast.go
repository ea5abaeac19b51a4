package emulator

import (
	"bytes"
	"fmt"
	"slices"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi/parser"
)

// The fast path for plain streaming text.
//
// x/vt copies every cell of the screen on each line feed, so a program that
// prints many lines (a build log, cat, seq) is emulated at a few MB/s. But of
// a run of text with many line feeds, only the last screenful is visible at
// the end; the lines before it scroll into history, where agentty keeps
// text. So for a run of plain text (printable characters, CR, LF, TAB, BS,
// BEL and SGR) with more than two screens of line feeds, the fast path
//
//  1. feeds x/vt the run up to its first line feed, as usual;
//  2. renders the rest itself on a model of the screen's text, pushing each
//     row that scrolls off into history; by the end, every visible row was
//     scrolled in during the run;
//  3. when the screen is needed (materializeLazy), replays the SGR state of
//     the moment the top visible row scrolled in, and for each visible row
//     blanks it in the pen of its moment (scrolling a row in fills it with
//     the pen's background), puts the cursor where the row began and feeds
//     x/vt the bytes that drew it: the visible rows, with their colours,
//     without scrolling.
//
// The model follows x/vt cell for cell (and the fixes of feed.go), so every
// cell, the cursor and the history are what feeding the whole run to x/vt
// would give, however the run is cut into reads; FuzzFastPath and
// TestEnginesAgree check that.

// fastMinScreens is how many screenfuls of line feeds a run needs.
const fastMinScreens = 2

// plainRun reports whether plain text starting at p[i] is a fast-path run.
// It returns where the fast part starts (with head, after the run's first
// line feed) and ends. When it is not, to is where the plain text ends, so
// the caller does not look again before it. Without head, the run need not
// start after a line feed (the lazy model knows the pending wrap) and counts
// from p[i].
func (t *Terminal) plainRun(p []byte, i int, head bool) (from, to int, ok bool) {
	// The scanner's state is current at p[i]; x/vt's (modes, screens,
	// margins) is checked by fastReady once everything before is written.
	eligible := !t.noFast && t.scan.plainCharset() && !t.scan.irm &&
		t.scan.state == parser.GroundState
	lfs, first := 0, -1
	j := i
loop:
	for j < len(p) {
		b := p[j]
		switch {
		case b >= 0x20 && b < 0x7f:
			j++
			for j < len(p) && p[j] >= 0x20 && p[j] < 0x7f {
				j++
			}
		case b == '\n' || b == '\v' || b == '\f':
			if first < 0 {
				first = j + 1
			}
			lfs++
			j++
		case b == '\r' || b == '\b' || b == '\a':
			j++
		case b == '\t':
			if t.scan.tabsCustom {
				break loop
			}
			j++
		case b == 0x1b:
			n := sgrLen(p[j:])
			if n == 0 {
				break loop
			}
			j += n
		case b >= 0xC2 && b <= 0xF4:
			r, size := utf8.DecodeRune(p[j:])
			if r == utf8.RuneError || size != utf8ByteLen(b) {
				break loop
			}
			j += size
		case ignoredByte(b):
			// x/vt ignores it, and it does not end a character's cluster
			// there: a combining mark after it still joins.
			j++
		default:
			break loop
		}
	}
	if !head {
		if !eligible || lfs < fastMinScreens*t.rows {
			return -1, j, false
		}
		return i, j, true
	}
	if !eligible || first < 0 || lfs-1 < fastMinScreens*t.rows {
		return -1, j, false
	}
	return first, j, true
}

// continueLazy feeds the lazy state the run of plain text at the start of p
// if it can take it, and returns the rest of p (nothing when the run takes
// all of it, but for a rune the end of the read cut short, which is held).
func (t *Terminal) continueLazy(p []byte) []byte {
	l := t.lazy
	if !t.fastReady() || len(p) == 0 {
		return p
	}
	if n := l.m.lastLen; n > 0 {
		// The runs ended with a character: if p extends it, the normal
		// path joins them.
		g := &t.memo.g
		g.set(l.tail[len(l.tail)-n:])
		if k, open := g.read(p); k > 0 || open {
			return p
		}
	}
	_, to, ok := t.plainRun(p, 0, false)
	if !ok {
		return p
	}
	final := to == len(p) || cutRune(p[to:])
	t.lazyRun(p[:to], final)
	if final {
		t.hold(p[to:])
		return nil
	}
	return p[to:]
}

// fastReady reports whether x/vt is in a state the fast path models: main
// screen, whole-screen scroll region, autowrap, no line-feed/new-line mode,
// no origin mode, no left/right margins. Insert mode is the scanner's
// (x/vt has none; feed.go inserts), which plainRun checks.
func (t *Terminal) fastReady() bool {
	return !t.altScreen && t.fullRegion[0] && !t.noAutowrap && !t.lnm &&
		!t.originMode && !t.lrMargins
}

// sgrLen returns the length of the SGR sequence b starts with, or 0.
func sgrLen(b []byte) int {
	if len(b) < 3 || b[0] != 0x1b || b[1] != '[' {
		return 0
	}
	for k := 2; k < len(b) && k < 128; k++ {
		c := b[k]
		switch {
		case c >= '0' && c <= '9' || c == ';' || c == ':':
		case c == 'm':
			return k + 1
		default:
			return 0
		}
	}
	return 0
}

// vcell is one cell of the fast path's model: the text x/vt would hold,
// as a string (ASCII, or a cluster of several runes) or, for a one-rune
// character, the rune (no allocation). A wide character's second cell is
// {"" 0 0}; a blank cell is {" " 0 1}.
type vcell struct {
	s   string
	r   rune
	w   int8
	hid bool // a hidden cell of x/vt's screen (see masked), not written over
}

var blank = vcell{s: " ", w: 1}

// asciiCell holds the cell of each printable ASCII byte, so printing one
// allocates nothing.
var asciiCell = func() (c [128]vcell) {
	for b := 0x20; b < 0x7f; b++ {
		c[b] = vcell{s: string(rune(b)), w: 1}
	}
	return c
}()

// model is the fast path's screen: rows in a ring, the cursor, and for each
// row the byte offset (in the run) at which it scrolled in.
type model struct {
	t          *Terminal
	cols, rows int
	ring       [][]vcell
	used       []int // per ring slot: cells [used:] are blank
	top        int   // ring index of screen row 0
	entry      []int // per ring slot: offset where the row scrolled in, or -1
	entryX     []int // per ring slot: the cursor column at that moment
	x, y       int
	phantom    bool   // x/vt's pending wrap after the last column
	pending    bool   // feed.go's wrap after a wide character at the right edge
	buf        []byte // reused to render rows
	// lastLen is the length of the last character, when the last run ended
	// with it: the end of lazy.tail (the top visible row, where tail
	// starts, scrolled in before the character was printed).
	lastLen int
	// ascii says that a run printed a character of one ASCII byte, which
	// x/vt remembers for REP.
	ascii bool

	spans []Span // reused by text

	// Memory reused from one run, and one lazy state, to the next: the
	// run's SGR spans, and spare buffers for lazy's tail and pens (never
	// the ones a lazy state holds).
	sgrs []sgrSpan
	tail []byte
	pens [2][]byte
}

func (m *model) row(y int) []vcell { return m.ring[(m.top+y)%m.rows] }

// newline moves down a row, scrolling the top row into history at the
// bottom. at is the offset where the row now entered begins.
func (m *model) newline(at int) {
	if m.y < m.rows-1 {
		m.y++
		return
	}
	slot := m.top
	r := m.ring[slot][:m.used[slot]]
	text, hidden := m.text(r)
	m.t.history.push(text)
	if len(hidden) > 0 {
		m.t.hideHistory(m.t.history.total-1, slices.Clone(hidden))
	}
	for i := range r {
		r[i] = blank
	}
	m.used[slot] = 0
	m.entry[slot], m.entryX[slot] = at, m.x
	m.top = (m.top + 1) % m.rows
}

// text renders a row the way rowText does, into a buffer reused by the
// next call, but with a hidden cell's own text, as historyText does: the
// byte ranges of the hidden cells are returned too (reused as well).
func (m *model) text(r []vcell) ([]byte, []Span) {
	b := m.buf[:0]
	m.spans = m.spans[:0]
	spaces := 0
	for _, c := range r {
		switch {
		case c.hid:
			for ; spaces > 0; spaces-- {
				b = append(b, ' ')
			}
			start := len(b)
			switch {
			case c.r != 0:
				b = utf8.AppendRune(b, c.r)
			case c.s == "":
				b = append(b, ' ')
			default:
				b = append(b, c.s...)
			}
			m.spans = append(m.spans, Span{Start: start, End: len(b)})
		case len(c.s) == 1 && c.s[0] != ' ':
			for ; spaces > 0; spaces-- {
				b = append(b, ' ')
			}
			b = append(b, c.s[0])
		case c.r != 0:
			for ; spaces > 0; spaces-- {
				b = append(b, ' ')
			}
			b = utf8.AppendRune(b, c.r)
		case c.s == "" && c.r == 0 && c.w == 0:
		case c.s == "" || c.s == " ":
			spaces++
		default:
			for ; spaces > 0; spaces-- {
				b = append(b, ' ')
			}
			b = append(b, c.s...)
		}
	}
	m.buf = b
	return b, m.spans
}

// set writes a cell at x of row r with the overwrite rules of
// ultraviolet's Line.Set, which x/vt uses.
func set(r []vcell, x int, c vcell) {
	cols := len(r)
	if c.w > 1 && x+1 < cols && r[x+1].w > 1 {
		// Its second cell is the first of another wide character, whose
		// second half goes too (as printAlone, feed.go, makes x/vt do).
		for j, w := 0, int(r[x+1].w); j < w && x+1+j < cols; j++ {
			r[x+1+j] = blank
		}
	}
	prev := r[x]
	if prev.w > 1 {
		for j := 0; j < int(prev.w) && x+j < cols; j++ {
			r[x+j] = blank
		}
	} else if prev.w == 0 {
		for j := 1; x-j >= 0; j++ {
			if wide := r[x-j]; wide.w > 1 && j < int(wide.w) {
				for k := 0; k < int(wide.w) && x-j+k < cols; k++ {
					r[x-j+k] = blank
				}
				break
			}
		}
	}
	r[x] = c
	if c.w > 1 {
		if x+int(c.w) > cols {
			for i := 0; i < int(c.w) && x+i < cols; i++ {
				r[x+i] = blank
			}
			return
		}
		for j := 1; j < int(c.w); j++ {
			r[x+j] = vcell{}
		}
	}
}

// print puts one character at the cursor as x/vt plus feed.go's fixes
// would. at is its offset in the run.
func (m *model) print(c vcell, at int) {
	if c.w == 0 && (c.r != 0 && lone(utf8.AppendRune(nil, c.r)) || c.r == 0 && lone([]byte(c.s))) {
		m.join(c) // as joinMark (wrap.go)
		return
	}
	if m.phantom || m.pending || (c.w == 2 && m.x >= m.cols-1) {
		m.x = 0
		m.newline(at)
	}
	m.phantom, m.pending = false, false
	slot := (m.top + m.y) % m.rows
	set(m.ring[slot], m.x, c)
	m.used[slot] = max(m.used[slot], min(m.x+max(int(c.w), 1), m.cols))
	switch {
	case c.w == 2:
		m.pending = m.x+2 >= m.cols
		m.x = min(m.x+2, m.cols-1)
	case c.w == 1:
		if m.x >= m.cols-1 {
			m.phantom = true
		} else {
			m.x++
		}
	default:
		m.phantom = m.x >= m.cols-1
	}
}

// soloRun writes the characters of soloWidth that start at run[*i] and fit
// on plain cells before the last column, and reports whether it wrote any.
func (m *model) soloRun(run []byte, i *int, lastAt *int) bool {
	slot := (m.top + m.y) % m.rows
	r := m.ring[slot]
	x, j := m.x, *i
	for j < len(run) && run[j] >= 0xC2 {
		c, size := decodeRune(run[j:])
		if c >= 0x10000 {
			break
		}
		w := int(soloWidth[c])
		if w == 0 || x+w >= m.cols || r[x].w != 1 || (w == 2 && r[x+1].w != 1) || !soloNext(run[j+size:]) {
			break
		}
		r[x] = vcell{r: c, w: int8(w)}
		if w == 2 {
			r[x+1] = vcell{}
		}
		x += w
		*lastAt = j
		j += size
	}
	if j == *i {
		return false
	}
	m.used[slot] = max(m.used[slot], x)
	m.x, *i = x, j
	return true
}

// sgrSpan is where an SGR sequence is in a run, and whether it resets the
// pen first (so nothing before it matters to the pen).
type sgrSpan struct {
	at, end int
	reset   bool
}

// feed runs the model over run and returns its SGR sequences (in m.sgrs,
// valid until the next run).
func (m *model) feed(run []byte) []sgrSpan {
	sgrs := m.sgrs[:0]
	lastAt := -1 // start of the last character, while nothing followed it
	defer func() {
		m.sgrs = sgrs
		m.lastLen = 0
		if lastAt >= 0 {
			m.lastLen = len(run) - lastAt
		}
	}()
	for i := 0; i < len(run); {
		b := run[i]
		if ignoredByte(b) {
			i++ // x/vt ignores it; a character before it stays open
			continue
		}
		lastAt = -1
		switch {
		case b >= 0x20 && b < 0x7f && (i+1 >= len(run) || run[i+1] < 0x80):
			// Runs of ASCII that land on plain cells and do not reach the
			// last column need none of print's cases.
			slot := (m.top + m.y) % m.rows
			r := m.ring[slot]
			x := m.x
			if !m.phantom && !m.pending {
				for i+1 < len(run) && x < m.cols-1 && r[x].w == 1 {
					c := run[i]
					if c < 0x20 || c >= 0x7f || run[i+1] >= 0x80 {
						break
					}
					r[x] = asciiCell[c]
					x++
					i++
				}
				if x > m.x {
					m.used[slot] = max(m.used[slot], x)
					m.x = x
					m.ascii = true
					continue
				}
			}
			m.print(asciiCell[b], i)
			m.ascii = true
			lastAt = i
			i++
		case b >= 0xC2 && !m.phantom && !m.pending && m.soloRun(run, &i, &lastAt):
			// A run of characters of soloWidth on plain cells, short of
			// the last column.
		case b >= 0x20 && b < 0x7f || b >= 0xC2:
			c := m.t.memo.next(run[i:])
			if c.r >= 0x80 {
				m.print(vcell{r: c.r, w: int8(c.w)}, i)
			} else if c.r != 0 {
				m.print(asciiCell[c.r], i)
				m.ascii = true
			} else if c.keep == c.n {
				m.print(vcell{s: string(run[i : i+c.n]), w: int8(c.w)}, i)
			} else {
				// The cell keeps part of it, or not all its bytes are
				// part of it.
				c = nextCluster(run[i:], &m.t.memo.g)
				m.print(vcell{s: string(m.t.memo.g.kept()), w: int8(c.w)}, i)
			}
			lastAt = i
			i += c.n
		case b == '\r':
			m.x, m.phantom, m.pending = 0, false, false
			i++
		case b == '\n' || b == '\v' || b == '\f':
			i++
			m.phantom, m.pending = false, false
			m.newline(i)
		case b == '\t':
			if m.x < m.cols-1 {
				m.x = min((m.x/8+1)*8, m.cols-1)
			}
			m.pending = false
			i++
		case b == '\b':
			m.x = max(m.x-1, 0)
			m.phantom, m.pending = false, false
			i++
		case b == '\a':
			i++
		case b == 0x1b:
			n := sgrLen(run[i:])
			params := run[i+2 : i+n-1]
			reset := len(params) == 0 || params[0] == '0' && (len(params) == 1 || params[1] == ';')
			if len(sgrs) >= 256 {
				sgrs = m.compact(sgrs)
			}
			sgrs = append(sgrs, sgrSpan{i, i + n, reset})
			i += n
		default:
			i++ // cannot happen: plainRun admits nothing else
		}
	}
	return sgrs
}

// compact drops the SGR spans no longer needed: the top visible row can
// only start at or after the current top row's entry (rows that scroll in
// later start later), and the pen there needs the spans since the last
// reset before it. Without such a reset nothing can go.
func (m *model) compact(sgrs []sgrSpan) []sgrSpan {
	limit := m.entry[m.top]
	if limit < 0 {
		return sgrs
	}
	keep := lastReset(sgrs, limit)
	if keep <= 0 {
		return sgrs
	}
	n := copy(sgrs, sgrs[keep:])
	return sgrs[:n]
}

// lastReset returns the index of the last span before offset limit that
// resets the pen, or -1.
func lastReset(sgrs []sgrSpan, limit int) int {
	k := -1
	for i, s := range sgrs {
		if s.at >= limit {
			break
		}
		if s.reset {
			k = i
		}
	}
	return k
}

// lazy is the fast path's pending work. The model holds the screen's text
// after the runs fed so far; x/vt still shows the screen from before them.
// materialize brings x/vt up to date: it clears the screen (without pushing
// it into scrollback), puts the cursor where the top visible row began, sets
// the pen to its state there and feeds the bytes that draw the visible rows.
// Until something reads the screen, or output other than plain text comes,
// a stream of plain text never touches x/vt.
type lazy struct {
	m      *model
	tail   []byte // from the top visible row's start to the end of the runs
	startX int    // the cursor column where tail starts, on row 0
	pen    []byte // SGR sequences that take x/vt's pen to its state at tail's start
	penEnd []byte // the same, for the end of the runs
	final  bool   // the runs end a chunk
}

// lazyPenMax bounds the SGR sequences a lazy state keeps for the pen.
const lazyPenMax = 64 << 10

// fastFeed runs the fast path on run, which starts right after a line feed
// (so x/vt has no pending wrap) and holds plain text only. With final, run
// ends the chunk.
func (t *Terminal) fastFeed(run []byte, final bool) {
	// Lines x/vt scrolled off earlier in this chunk go first.
	t.drainScrollback()
	m := t.newModel()
	for y := 0; y < t.rows; y++ {
		r := m.ring[y]
		for x := 0; x < t.cols; x++ {
			if c := t.vt.CellAt(x, y); c != nil && masked(c) {
				// A hidden cell scrolls into history hidden.
				r[x] = vcell{s: c.Content, w: int8(c.Width), hid: true}
			} else if c != nil {
				r[x] = vcell{s: c.Content, w: int8(c.Width)}
			} else {
				r[x] = blank
			}
		}
		m.used[y] = t.cols
	}
	pos := t.cursorPos()
	m.x, m.y = pos.X, pos.Y
	t.lazy = &lazy{m: m, tail: m.tail[:0]}
	m.tail = nil
	t.lazyRun(run, final)
}

// newModel returns a model of the screen's size, reusing the last one's
// memory.
func (t *Terminal) newModel() *model {
	m := t.spare
	if m == nil || m.cols != t.cols || m.rows != t.rows {
		m = &model{t: t, cols: t.cols, rows: t.rows}
		m.ring = make([][]vcell, t.rows)
		for y := range m.ring {
			m.ring[y] = make([]vcell, t.cols)
		}
		m.used = make([]int, t.rows)
		m.entry = make([]int, t.rows)
		m.entryX = make([]int, t.rows)
	}
	t.spare = nil
	m.top, m.x, m.y, m.phantom, m.pending = 0, 0, 0, false, false
	m.lastLen, m.ascii = 0, false
	return m
}

// lazyRun feeds the lazy state's model another run of plain text that has
// enough line feeds to scroll every visible row in anew.
func (t *Terminal) lazyRun(run []byte, final bool) {
	l := t.lazy
	m := l.m
	t.fastRuns++
	for i := range m.entry {
		m.entry[i] = -1
	}
	sgrs := m.feed(run)
	if m.ascii {
		t.scan.rep = t.scan.rep[:0]
	}
	start, startX := m.entry[m.top], m.entryX[m.top]

	// The pen at tail's start and at the end: the SGR sequences since the
	// last reset, or, without one, all of them after what came before. They
	// are written into the spare buffers, and the lazy state's old ones
	// become the spares.
	pen := func(b []byte, limit int) []byte {
		from := lastReset(sgrs, limit)
		b = b[:0]
		if from < 0 {
			b = append(b, l.penEnd...)
			from = 0
		}
		for _, s := range sgrs[from:] {
			if s.at >= limit {
				break
			}
			b = append(b, run[s.at:s.end]...)
		}
		return b
	}
	penStart, penEnd := pen(m.pens[0], start), pen(m.pens[1], len(run))
	m.pens = [2][]byte{l.pen, l.penEnd}
	l.pen, l.penEnd = penStart, penEnd
	l.tail = append(l.tail[:0], run[start:]...)
	l.startX, l.final = startX, final
	if len(l.penEnd) > lazyPenMax {
		t.materializeLazy()
	}
}

// materialize brings x/vt up to date: the lazy state, if any, and the open
// character (feed.go). The caller holds mu.
func (t *Terminal) materialize() {
	t.materializeLazy()
	t.settleChar()
}

// materializeLazy brings x/vt up to date with the lazy state, if any. Each
// visible row scrolled in during the last run, blank in the pen of that
// moment (a background colour fills it): each is blanked so (EL 2 in that
// pen) and drawn again from the bytes that drew it, in order, so that the
// pen moves on from one row to the next as it did. A character the runs
// end with stays open, as after any chunk.
func (t *Terminal) materializeLazy() {
	l := t.lazy
	if l == nil {
		return
	}
	t.lazy = nil
	t.spare = l.m
	m := l.m
	start := m.entry[m.top]
	t.writeVT(l.pen)
	for y := 0; y < t.rows; y++ {
		slot := (m.top + y) % m.rows
		from, to := m.entry[slot]-start, len(l.tail)
		if y+1 < t.rows {
			to = m.entry[(slot+1)%m.rows] - start
		}
		t.writeVT(fmt.Appendf(nil, "\x1b[%dH\x1b[2K\x1b[%d;%dH", y+1, y+1, m.entryX[slot]+1))
		t.pending = false
		// No UTF-8 sequence is held back here: the lazy state outlives a
		// chunk only when its run reaches the chunk's end, and plainRun
		// stops before a cut rune.
		t.process(l.tail[from:to], l.final && y+1 == t.rows)
	}
	// The next lazy state reuses the buffers.
	l.m.tail, l.m.pens = l.tail[:0], [2][]byte{l.pen[:0], l.penEnd[:0]}
}

// Runs of blank lines.
//
// A line feed at the bottom of the screen costs x/vt a copy of every cell
// of the screen (and one of the row, for its scrollback): on a 1000x500
// screen, milliseconds. The fast path above takes runs of text, which
// start with a printable character; a run of blank lines (line feeds and
// carriage returns only, what printf '\n%.0s' {1..2500} prints) is
// scrolled here in one go instead, in a screen's worth of work however
// long it is: the line feeds that move the cursor down go to x/vt as they
// are; fewer than a screenful of scrolls go as one SU (x/vt pushes the rows
// it scrolls off into its scrollback, as for line feeds); more push every
// row's text into history, blank each row (EL 2, in the pen that fills a
// row scrolled in) and push the lines past a screenful, blank rows
// scrolled off a blank screen, as empty lines. The screen, the cursor and the history are what
// the line feeds one by one would give (TestBlankRunsAgree).

// blankLines scrolls the run of blank lines p starts with (p[0] is a line
// feed, everything before it is in x/vt) and returns its length, or 0 when
// the run is left to x/vt: a single line feed, or a state the fast path
// does not model. The caller holds mu.
func (t *Terminal) blankLines(p []byte) int {
	lfs, cr, n := 0, false, 0
run:
	for ; n < len(p); n++ {
		switch p[n] {
		case '\n', '\v', '\f':
			lfs++
		case '\r':
			cr = true
		default:
			break run
		}
	}
	if lfs < 2 || t.noFast || !t.fastReady() {
		return 0
	}
	t.blankRuns++
	pos := t.cursorPos()
	down := min(t.rows-1-pos.Y, lfs) // line feeds that only move the cursor
	if down > 0 {
		t.writeVT(bytes.Repeat([]byte{'\n'}, down))
	}
	if scroll := lfs - down; scroll > 0 {
		if scroll < t.rows {
			t.writeVT(fmt.Appendf(nil, "\x1b[%dS", scroll))
		} else {
			// Every row scrolls off: into history as text (x/vt's
			// scrollback would copy its cells), and each row is blank
			// in the pen's background (EL 2), as a row scrolled in is.
			t.pushRows(false)
			var b []byte
			for y := 1; y <= t.rows; y++ {
				b = fmt.Appendf(b, "\x1b[%dH\x1b[2K", y)
			}
			t.writeVT(b)
			t.history.pushRepeat("", int64(scroll-t.rows))
		}
		// The cursor where the line feeds leave it; a line feed ends a
		// pending wrap, which SU and EL keep.
		t.writeVT(fmt.Appendf(nil, "\x1b[%d;%dH", t.rows, pos.X+1))
	}
	if cr {
		t.writeVT([]byte{'\r'})
	}
	t.pending = false
	return n
}
