package emulator

import (
	"github.com/agentty/agentty/secret"
	"image/color"
	"slices"
	"sort"
	"strconv"
	"strings"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

type vtCell = uv.Cell

// Snapshot is the screen at one moment. It is an immutable value: nothing in
// it is shared with the terminal, and callers must not modify its slices.
type Snapshot struct {
	Cols, Rows int
	// Lines holds one entry per row, with trailing spaces trimmed. A wide
	// character appears once; it covers two cells.
	Lines []string
	// Runs are the runs of cells drawn in a look other than the default
	// (inverse, bold, a colour…), row by row, left to right: what a
	// highlighted menu entry or a coloured marker is made of. Default
	// cells have none, so a plain screen has no runs.
	Runs      []Run `json:",omitempty"`
	Cursor    Cursor
	AltScreen bool
	Title     string
	Cwd       string // from OSC 7, when the shell reports it
	Modes     Modes
	// Shell is what the OSC 133 marks say about a shell in front: the most
	// recent mark, and whether any mark was ever seen.
	LastMark Mark
	HasMarks bool
	// History counts the lines that ever scrolled off the top of the main
	// screen into history (including those no longer kept): the absolute
	// number of the next line to go there.
	History int64
	// Revision grows whenever the screen differs from the previous snapshot
	// (its rows, or the lines that scrolled off it).
	Revision uint64
	// Masked is how many cells of the screen the terminal's mask hid.
	Masked int
	// Torn says the screen was taken while a chunk of output was being
	// fed (the feed paused for the reader, as it does for output slow to
	// emulate): the rest of the chunk, which the program wrote at once
	// with what shows, is not on it yet.
	Torn bool `json:"-"`
}

// Cursor is a 0-based cell position and whether the program shows it.
type Cursor struct {
	Row     int  `json:"row"`
	Col     int  `json:"col"`
	Visible bool `json:"visible"`
}

// Run is a run of cells on one row that share a look other than the
// default one.
type Run struct {
	Row int `json:"row"`
	Col int `json:"col"` // the first cell, 0-based
	Len int `json:"len"` // in cells (a wide character covers two)
	Look
}

// Look is how a cell is drawn: its attributes and colours. A colour is ""
// (the terminal's default), a palette index "0"…"255", or "#rrggbb".
type Look struct {
	Attr Attr   `json:"attr,omitempty"`
	Fg   string `json:"fg,omitempty"`
	Bg   string `json:"bg,omitempty"`
}

// Attr is a set of SGR attributes.
type Attr uint16

// The attributes a Look records.
const (
	Bold Attr = 1 << iota
	Faint
	Italic
	Blink
	Inverse
	Conceal
	Strike
	Underline
)

// LookAt returns the look of the cell at row, col (the zero Look for a
// default cell or a position off the screen).
func (s *Snapshot) LookAt(row, col int) Look {
	// Runs are in reading order: find the last one starting at or
	// before the cell.
	i := sort.Search(len(s.Runs), func(i int) bool {
		sp := s.Runs[i]
		return sp.Row > row || (sp.Row == row && sp.Col > col)
	})
	if i > 0 {
		if sp := s.Runs[i-1]; sp.Row == row && col < sp.Col+sp.Len {
			return sp.Look
		}
	}
	return Look{}
}

// Snapshot returns the current screen. It is cheap when nothing arrived since
// the last call: the cached value is returned.
func (t *Terminal) Snapshot() Snapshot {
	t.lock()
	defer t.mu.Unlock()
	var ver uint64
	if t.mask != nil {
		ver = t.mask.Version()
	}
	if !t.dirty && ver == t.maskVer {
		return t.snap
	}
	t.materialize()
	s := Snapshot{
		Cols:      t.cols,
		Rows:      t.rows,
		AltScreen: t.altScreen,
		Title:     t.maskText(t.title),
		Cwd:       t.maskText(t.cwd),
		Modes:     t.modes,
	}
	s.Masked = t.maskCells()
	s.Torn = t.feedLen > 0
	s.Lines = make([]string, t.rows)
	var b strings.Builder
	for y := range t.rows {
		s.Lines[y] = t.rowText(y, 0, t.cols, &b)
		s.Runs = t.rowRuns(y, s.Runs)
	}
	pos := t.cursorPos()
	s.Cursor = Cursor{Row: pos.Y, Col: pos.X, Visible: !t.cursorHidden}
	s.LastMark, s.HasMarks = t.marks.last()
	s.History = t.history.total
	s.Revision = t.revision
	if !sameScreen(&s, &t.snap) {
		t.revision++
		s.Revision = t.revision
	}
	t.snap = s
	t.dirty = false
	t.maskVer = ver
	return s
}

func sameScreen(a, b *Snapshot) bool {
	return a.Cols == b.Cols && a.Rows == b.Rows && a.Cursor == b.Cursor &&
		a.AltScreen == b.AltScreen && a.Title == b.Title && a.History == b.History &&
		slices.Equal(a.Lines, b.Lines) && slices.Equal(a.Runs, b.Runs)
}

// rowRuns appends the runs of screen row y to runs.
func (t *Terminal) rowRuns(y int, runs []Run) []Run {
	open := false // the last run is on this row and may grow
	var prev *uv.Style
	for x := 0; x < t.cols; x++ {
		c := t.vt.CellAt(x, y)
		// The second half of a wide character goes with its first.
		if open && c != nil && (c.Content == "" && c.Width == 0 || c.Style.Equal(prev)) {
			runs[len(runs)-1].Len++
			continue
		}
		if c == nil || plain(&c.Style) {
			open = false
			continue
		}
		runs = append(runs, Run{Row: y, Col: x, Len: 1, Look: lookOf(&c.Style)})
		prev, open = &c.Style, true
	}
	return runs
}

func plain(s *uv.Style) bool {
	return s.Attrs == 0 && s.Underline == 0 && s.Fg == nil && s.Bg == nil
}

func lookOf(s *uv.Style) Look {
	l := Look{Fg: colorName(s.Fg), Bg: colorName(s.Bg)}
	for _, a := range [...]struct {
		uv   uint8
		attr Attr
	}{{uv.AttrBold, Bold}, {uv.AttrFaint, Faint}, {uv.AttrItalic, Italic}, {uv.AttrBlink, Blink},
		{uv.AttrReverse, Inverse}, {uv.AttrConceal, Conceal}, {uv.AttrStrikethrough, Strike}} {
		if s.Attrs&a.uv != 0 {
			l.Attr |= a.attr
		}
	}
	if s.Underline != 0 {
		l.Attr |= Underline
	}
	return l
}

// paletteNames are the names of the 256 palette colours, made once.
var paletteNames = func() (n [256]string) {
	for i := range n {
		n[i] = strconv.Itoa(i)
	}
	return n
}()

func colorName(c color.Color) string {
	switch v := c.(type) {
	case nil:
		return ""
	case ansi.BasicColor:
		return paletteNames[v]
	case ansi.IndexedColor:
		return paletteNames[v]
	}
	r, g, b, _ := c.RGBA()
	const hex = "0123456789abcdef"
	return string([]byte{'#', hex[r>>12], hex[r>>8&15], hex[g>>12], hex[g>>8&15], hex[b>>12], hex[b>>8&15]})
}

// rowText renders cells [from, to) of screen row y as text, trailing spaces
// trimmed. Wide-character placeholders are skipped.
func (t *Terminal) rowText(y, from, to int, b *strings.Builder) string {
	b.Reset()
	spaces := 0
	for x := from; x < to; x++ {
		c := t.vt.CellAt(x, y)
		if c == nil {
			spaces++
		} else {
			writeCell(b, c, &spaces)
		}
	}
	return b.String()
}

func writeCell(b *strings.Builder, c *uv.Cell, spaces *int) {
	switch {
	case c.Content == "" && c.Width == 0:
		// The second half of a wide character.
	case masked(c):
		for ; *spaces > 0; *spaces-- {
			b.WriteByte(' ')
		}
		for range max(c.Width, 1) {
			b.WriteByte(maskChar)
		}
	case c.Content == "" || c.Content == " ":
		*spaces++
	default:
		for ; *spaces > 0; *spaces-- {
			b.WriteByte(' ')
		}
		b.WriteString(c.Content)
	}
}

// Scrollback returns up to n of the newest lines above the screen, oldest
// first, masked. While the alternate screen is shown, these are the lines
// above the main screen.
func (t *Terminal) Scrollback(n int) []string {
	t.lock()
	defer t.mu.Unlock()
	t.materialize()
	n = min(max(n, 0), t.history.len())
	return t.maskHistory(t.history.total-int64(n), n)
}

// ScrollbackPage returns a page of history, masked as Scrollback is,
// oldest line first: up to n lines ending skip lines above the newest, with
// at most maxBytes bytes of text (no limit when maxBytes < 0). When not all
// n fit in maxBytes, the newest of them are returned (always at least one)
// and more is true. kept is how many lines of history are kept in all.
func (t *Terminal) ScrollbackPage(n, skip, maxBytes int) (lines []string, kept int, more bool) {
	t.lock()
	defer t.mu.Unlock()
	t.materialize()
	from, end, more := t.history.pageRange(n, skip, maxBytes)
	first := t.history.total - int64(t.history.len()) + int64(from)
	return t.maskHistory(first, end-from), t.history.len(), more
}

// History returns the history lines with absolute numbers in [from, to)
// (numbered as Snapshot.History counts them), masked, oldest first: at most
// limit of them, the newest. first is the number of the first line
// returned; lines in the range before it were dropped from the history or
// left out for limit.
func (t *Terminal) History(from, to int64, limit int) (lines []string, first int64) {
	t.lock()
	defer t.mu.Unlock()
	t.materialize()
	oldest := t.history.total - int64(t.history.len())
	to = min(to, t.history.total)
	first = max(from, oldest, to-int64(limit))
	if first >= to {
		return nil, to
	}
	return t.maskHistory(first, int(to-first)), first
}

// ScrollbackLen returns how many lines of history are kept.
func (t *Terminal) ScrollbackLen() int {
	t.lock()
	defer t.mu.Unlock()
	t.settleChar()
	return t.history.len()
}

// Marks returns the kept OSC 133 marks that arrived after the mark with
// sequence number after (0 for all), oldest first.
func (t *Terminal) Marks(after int) []Mark {
	t.lock()
	defer t.mu.Unlock()
	return t.marks.since(after)
}

// MarkSeq returns the sequence number of the newest mark (0 when none).
func (t *Terminal) MarkSeq() int {
	t.lock()
	defer t.mu.Unlock()
	return t.marks.seq
}

// Text returns the main screen's text from one position to another, as
// lines joined by '\n', and how many lines at its start are no longer kept.
// The end position is exclusive.
func (t *Terminal) Text(from, to Pos) (text string, lost int64) {
	t.lock()
	defer t.mu.Unlock()
	t.materialize()
	return t.text(from, to)
}

// TextSince returns the main screen's text from p to the end of the screen.
func (t *Terminal) TextSince(p Pos) string {
	t.lock()
	defer t.mu.Unlock()
	t.materialize()
	text, _ := t.text(p, Pos{Line: t.history.total + int64(t.rows) - 1, Col: t.cols})
	return text
}

// OnScreen reports whether a position's line is on the main screen now (and
// has not scrolled into history).
func (t *Terminal) OnScreen(p Pos) bool {
	t.lock()
	defer t.mu.Unlock()
	// The lazy state, if any, already pushed its lines into history.
	t.settleChar()
	return p.Line >= t.history.total && p.Line < t.history.total+int64(t.rows)
}

// CursorPos returns the cursor as a position in the main screen's whole
// text.
func (t *Terminal) CursorPos() Pos {
	t.lock()
	defer t.mu.Unlock()
	t.materialize()
	c := t.cursorPos()
	return Pos{Line: t.history.total + int64(c.Y), Col: c.X}
}

// text renders the main screen's text in [from, to), masked: the whole
// lines of the range and the lines around it that hidden text may run in
// from are masked together, then the range is cut out of them.
func (t *Terminal) text(from, to Pos) (text string, lost int64) {
	var b strings.Builder
	k := int64(t.maskContext(t.maskLongest()))
	top := t.history.total // absolute number of screen row 0
	var lines []string
	var nums []int64
	for n := from.Line - k; n <= to.Line+k; n++ {
		var line string
		switch {
		case n < 0:
			continue
		case n < top:
			s, ok := t.history.abs(n) // starred below, by histLine
			if !ok {
				if n >= from.Line && n <= to.Line {
					lost++
				}
				continue
			}
			line = s
		case !t.altScreen && n-top < int64(t.rows):
			line = t.rowText(int(n-top), 0, t.cols, &b)
		default:
			continue
		}
		lines = append(lines, line)
		nums = append(nums, n)
	}
	spans := secret.Lines(t.mask, lines)
	var out []string
	for i, n := range nums {
		if n < from.Line || n > to.Line {
			continue
		}
		var found []Span
		if spans != nil {
			found = spans[i]
		}
		line := secret.Star(lines[i], found)
		if n < top {
			line, _ = t.histLine(n, found)
		}
		start, end := 0, -1 // end -1: the whole line
		if n == from.Line {
			start = from.Col
		}
		if n == to.Line {
			end = to.Col
		}
		out = append(out, cutCells(line, start, end))
	}
	return strings.Join(out, "\n"), lost
}
