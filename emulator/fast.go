package emulator

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
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
//  3. clears x/vt's screen (without pushing it to scrollback), puts the
//     cursor where the top visible row began, replays the SGR state of that
//     moment, and feeds x/vt the bytes from there to the end of the run,
//     which draw the visible rows, with their colours, without scrolling.
//
// The model follows x/vt cell for cell (and the fixes of feed.go), so the
// screen, the cursor and the history are what feeding the whole run to x/vt
// would give; FuzzFastPath checks that.

// fastMinScreens is how many screenfuls of line feeds a run needs.
const fastMinScreens = 2

// fastRun reports whether plain text starting at p[i] is a fast-path run.
// It returns where the fast part starts (after the run's first line feed)
// and ends. When it is not, to is where the plain text ends, so the caller
// does not look again before it.
func (t *Terminal) fastRun(p []byte, i int) (from, to int, ok bool) {
	// The scanner's state is current at p[i]; x/vt's (modes, screens,
	// margins) is checked by fastReady once everything before is written.
	eligible := !t.noFast && t.scan.plainCharset() && !t.scan.bg && t.scan.state == parser.GroundState
	lfs, first := 0, -1
	j := i
loop:
	for j < len(p) {
		b := p[j]
		switch {
		case b >= 0x20 && b < 0x7f:
			j++
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
			n, isSGR, setsBG := sgrAt(p[j:])
			if !isSGR || setsBG {
				break loop
			}
			j += n
		case b >= 0xC2 && b <= 0xF4:
			r, size := utf8.DecodeRune(p[j:])
			if r == utf8.RuneError || size != utf8ByteLen(b) {
				break loop
			}
			j += size
		default:
			break loop
		}
	}
	if !eligible || first < 0 || lfs-1 < fastMinScreens*t.rows {
		return -1, j, false
	}
	return first, j, true
}

// fastReady reports whether x/vt is in a state the fast path models: main
// screen, whole-screen scroll region, autowrap, no insert or line-feed/new-
// line mode, no origin mode, no left/right margins.
func (t *Terminal) fastReady() bool {
	return !t.altScreen && t.fullRegion[0] && !t.noAutowrap && !t.irm && !t.lnm &&
		!t.originMode && !t.lrMargins
}

// sgrAt reports whether b starts with a complete SGR sequence (ESC [ params
// m, params only digits, ';' and ':'), its length, and whether it gives the
// pen a background colour.
func sgrAt(b []byte) (n int, isSGR, setsBG bool) {
	if len(b) < 3 || b[0] != 0x1b || b[1] != '[' {
		return 0, false, false
	}
	for k := 2; k < len(b) && k < 128; k++ {
		c := b[k]
		switch {
		case c >= '0' && c <= '9' || c == ';' || c == ':':
		case c == 'm':
			return k + 1, true, sgrBackground(b[2:k], false)
		default:
			return 0, false, false
		}
	}
	return 0, false, false
}

// vcell is one cell of the fast path's model: the text x/vt would hold.
// A wide character's second cell is {"" 0}; a blank cell is {" " 1}.
type vcell struct {
	s string
	w int8
}

var blank = vcell{" ", 1}

// asciiCell holds the cell of each printable ASCII byte, so printing one
// allocates nothing.
var asciiCell = func() (c [128]vcell) {
	for b := 0x20; b < 0x7f; b++ {
		c[b] = vcell{string(rune(b)), 1}
	}
	return c
}()

// model is the fast path's screen: rows in a ring, the cursor, and for each
// row the byte offset (in the run) at which it scrolled in.
type model struct {
	t          *Terminal
	cols, rows int
	ring       [][]vcell
	top        int   // ring index of screen row 0
	entry      []int // per ring slot: offset where the row scrolled in, or -1
	entryX     []int // per ring slot: the cursor column at that moment
	x, y       int
	phantom    bool // x/vt's pending wrap after the last column
	pending    bool // feed.go's wrap after a wide character at the right edge
	scrolled   int
	b          strings.Builder
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
	m.t.history.push(m.text(m.ring[slot]))
	for i := range m.ring[slot] {
		m.ring[slot][i] = blank
	}
	m.entry[slot], m.entryX[slot] = at, m.x
	m.top = (m.top + 1) % m.rows
	m.scrolled++
}

// text renders a row the way rowText does.
func (m *model) text(r []vcell) string {
	m.b.Reset()
	spaces := 0
	for x, c := range r {
		switch {
		case c.s == "" && c.w == 0:
		case c.s == "" || c.s == " " || x+int(c.w) > m.cols:
			spaces++
		default:
			for ; spaces > 0; spaces-- {
				m.b.WriteByte(' ')
			}
			m.b.WriteString(c.s)
		}
	}
	return m.b.String()
}

// set writes a cell at x of row r with the overwrite rules of
// ultraviolet's Line.Set, which x/vt uses.
func set(r []vcell, x int, c vcell) {
	cols := len(r)
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
	if m.phantom || m.pending || (c.w == 2 && m.x >= m.cols-1) {
		m.x = 0
		m.newline(at)
	}
	m.phantom, m.pending = false, false
	set(m.row(m.y), m.x, c)
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

// fastFeed runs the fast path on run, which starts right after a line feed
// (so x/vt has no pending wrap) and holds plain text only. With final, run
// ends the chunk.
func (t *Terminal) fastFeed(run []byte, final bool) {
	// Lines x/vt scrolled off earlier in this chunk go first.
	t.drainScrollback()
	m := &model{t: t, cols: t.cols, rows: t.rows}
	m.ring = make([][]vcell, t.rows)
	m.entry = make([]int, t.rows)
	m.entryX = make([]int, t.rows)
	for y := 0; y < t.rows; y++ {
		r := make([]vcell, t.cols)
		for x := 0; x < t.cols; x++ {
			if c := t.vt.CellAt(x, y); c != nil {
				r[x] = vcell{c.Content, int8(c.Width)}
			} else {
				r[x] = blank
			}
		}
		m.ring[y], m.entry[y] = r, -1
	}
	pos := t.vt.CursorPosition()
	m.x, m.y = pos.X, pos.Y

	type sgr struct {
		at, end int
		reset   bool
	}
	var sgrs []sgr
	for i := 0; i < len(run); {
		b := run[i]
		switch {
		case b >= 0x20 && b < 0x7f && (i+1 >= len(run) || run[i+1] < 0x80):
			m.print(asciiCell[b], i)
			i++
		case b >= 0x20 && b < 0x7f || b >= 0xC2:
			cluster, w := ansi.FirstGraphemeCluster(run[i:], ansi.GraphemeWidth)
			if n := validPrefix(cluster); n < len(cluster) {
				cluster = cluster[:n]
				_, w = ansi.FirstGraphemeCluster(cluster, ansi.GraphemeWidth)
			}
			m.print(vcell{string(cluster), int8(w)}, i)
			i += len(cluster)
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
			n, _, _ := sgrAt(run[i:])
			params := run[i+2 : i+n-1]
			sgrs = append(sgrs, sgr{i, i + n, len(params) == 0 || string(params) == "0" || strings.HasPrefix(string(params), "0;")})
			i += n
		default:
			i++ // cannot happen: fastRun admits nothing else
		}
	}

	// Every visible row scrolled in during the run (fastRun asked for enough
	// line feeds). Draw them again through x/vt from where the top one
	// began, with the SGR state of that moment.
	start, startX := m.entry[m.top], m.entryX[m.top]
	t.writeVT([]byte("\x1b[H\x1b[J"))
	t.writeVT(cup(0, startX))
	t.pending = false
	from := 0
	for k, s := range sgrs {
		if s.at >= start {
			break
		}
		if s.reset {
			from = k
		}
	}
	for _, s := range sgrs[from:] {
		if s.at >= start {
			break
		}
		t.writeVT(run[s.at:s.end])
	}
	t.process(run[start:], final)
}
