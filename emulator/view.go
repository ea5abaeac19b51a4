package emulator

import (
	"slices"
	"strconv"
	"strings"

	"github.com/agentty/agentty/secret"
	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/spell"
)

// What the terminal hands out as text: snapshots, history and the text
// between two positions, rendered from the engine's cells, masked.

// Snapshot returns the current screen. It is cheap when nothing arrived
// since the last call: the cached value is returned.
func (t *Terminal) Snapshot() Snapshot {
	t.lock()
	defer t.mu.Unlock()
	return t.snapshot()
}

// snapshot is Snapshot. The caller holds mu.
func (t *Terminal) snapshot() Snapshot {
	var ver uint64
	if t.mask != nil {
		ver = t.mask.Version()
	}
	if !t.dirty && ver == t.maskVer {
		return t.snap
	}
	s := Snapshot{
		Cols:      t.cols,
		Rows:      t.rows,
		AltScreen: t.scr.AltScreen(),
		Title:     t.maskText(spell.Out(t.scr.Title())),
		Cwd:       t.maskText(spell.Out(t.scr.Cwd())),
		Modes:     modesOf(t.scr.Modes()),
	}
	s.Masked = t.maskCells()
	s.Torn = t.feedLen > 0
	s.Lines = make([]string, t.rows)
	var row []screen.Cell
	var text []byte
	var b strings.Builder
	for y := range t.rows {
		if t.scr.Wrapped(y) {
			s.Wrapped = append(s.Wrapped, y)
		}
		var plain bool
		if text, plain = t.scr.PlainRow(y, text); plain {
			s.Lines[y] = string(text)
			continue
		}
		row = t.scr.Row(y, row[:0])
		s.Lines[y] = cellsText(row, &b)
		s.Runs = cellsRuns(y, row, s.Runs)
	}
	cur := t.scr.Cursor()
	s.Cursor = Cursor{Row: cur.Row, Col: cur.Col, Visible: cur.Visible}
	if m, ok := t.scr.LastMark(); ok {
		s.LastMark, s.HasMarks = markOf(m), true
	}
	s.History = t.scr.History()
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

// maskedCell reports whether a cell is marked hidden (screen.Terminal.Hide).
func maskedCell(c *screen.Cell) bool { return c.Link == maskLink }

// cellsText renders a row as text, trailing blanks trimmed, a wide
// character once, a hidden cell as maskChar once per cell it covers.
func cellsText(row []screen.Cell, b *strings.Builder) string {
	b.Reset()
	spaces := 0
	for i := range row {
		c := &row[i]
		switch {
		case c.Width == 0:
		case maskedCell(c):
			for ; spaces > 0; spaces-- {
				b.WriteByte(' ')
			}
			for range c.Width {
				b.WriteByte(maskChar)
			}
		case c.Text == "" || c.Text == " ":
			spaces++
		default:
			for ; spaces > 0; spaces-- {
				b.WriteByte(' ')
			}
			b.WriteString(c.Text)
		}
	}
	return b.String()
}

// cellsRuns appends the runs of a row (row y) to runs, as rowRuns does.
func cellsRuns(y int, row []screen.Cell, runs []Run) []Run {
	open := false
	var prev screen.Style
	for x := range row {
		c := &row[x]
		if open && (c.Width == 0 || c.Style == prev) {
			runs[len(runs)-1].Len++
			continue
		}
		s := c.Style
		if s.Attrs&^(screen.Overline) == 0 && s.Underline == 0 && s.Fg == 0 && s.Bg == 0 {
			open = false
			continue
		}
		runs = append(runs, Run{Row: y, Col: x, Len: 1, Look: styleLook(s)})
		prev, open = s, true
	}
	return runs
}

// styleLook is a style's Look.
func styleLook(s screen.Style) Look {
	l := Look{Fg: screenColorName(s.Fg), Bg: screenColorName(s.Bg)}
	for _, a := range [...]struct {
		s    screen.Attr
		attr Attr
	}{{screen.Bold, Bold}, {screen.Faint, Faint}, {screen.Italic, Italic}, {screen.Blink, Blink},
		{screen.Reverse, Inverse}, {screen.Conceal, Conceal}, {screen.Strike, Strike}} {
		if s.Attrs&a.s != 0 {
			l.Attr |= a.attr
		}
	}
	if s.Underline != 0 {
		l.Attr |= Underline
	}
	return l
}

func screenColorName(c screen.Color) string {
	if n, ok := c.Palette(); ok {
		return paletteNames[n]
	}
	if r, g, b, ok := c.RGB(); ok {
		const hex = "0123456789abcdef"
		return string([]byte{'#', hex[r>>4], hex[r&15], hex[g>>4], hex[g&15], hex[b>>4], hex[b&15]})
	}
	return ""
}

// rowText is screen row y's text, masked. The caller holds mu.
func (t *Terminal) rowText(y int) string {
	var b strings.Builder
	return cellsText(t.scr.Row(y, nil), &b)
}

// histTotal is how many lines ever went into history, histKept how many
// are kept. The caller holds mu.
func (t *Terminal) histTotal() int64 { return t.scr.History() }
func (t *Terminal) histKept() int    { return t.scr.HistoryKept() }

// Scrollback returns up to n of the newest lines above the screen, oldest
// first, masked. While the alternate screen is shown, these are the lines
// above the main screen.
func (t *Terminal) Scrollback(n int) []string {
	t.lock()
	defer t.mu.Unlock()
	n = min(max(n, 0), t.histKept())
	return t.maskHistory(t.histTotal()-int64(n), n)
}

// ScrollbackPage returns a page of history, masked as Scrollback is,
// oldest line first: up to n lines ending skip lines above the newest, with
// at most maxBytes bytes of text (no limit when maxBytes < 0). When not all
// n fit in maxBytes, the newest of them are returned (always at least one)
// and more is true. kept is how many lines of history are kept in all.
func (t *Terminal) ScrollbackPage(n, skip, maxBytes int) (lines []string, kept int, more bool) {
	t.lock()
	defer t.mu.Unlock()
	kept = t.histKept()
	oldest := t.histTotal() - int64(kept)
	skip = min(max(skip, 0), kept)
	n = min(max(n, 0), kept-skip)
	end := kept - skip
	from, size := end, 0
	for from > end-n {
		l, _ := t.scr.HistoryLine(oldest + int64(from-1))
		if maxBytes >= 0 && from < end && size+len(l) > maxBytes {
			more = true
			break
		}
		size += len(l)
		from--
	}
	return t.maskHistory(oldest+int64(from), end-from), kept, more
}

// History returns the history lines with absolute numbers in [from, to)
// (numbered as Snapshot.History counts them), masked, oldest first: at most
// limit of them, the newest. first is the number of the first line
// returned; lines in the range before it were dropped from the history or
// left out for limit.
func (t *Terminal) History(from, to int64, limit int) (lines []string, first int64) {
	t.lock()
	defer t.mu.Unlock()
	total := t.histTotal()
	oldest := total - int64(t.histKept())
	to = min(to, total)
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
	return t.histKept()
}

// Text returns the main screen's text from one position to another, as
// lines joined by '\n', and how many lines at its start are no longer kept.
// The end position is exclusive.
func (t *Terminal) Text(from, to Pos) (text string, lost int64) {
	t.lock()
	defer t.mu.Unlock()
	return t.text(from, to)
}

// TextSince returns the text from p to the end of the screen, masked.
func (t *Terminal) TextSince(p Pos) string {
	t.lock()
	defer t.mu.Unlock()
	text, _ := t.text(p, Pos{Line: t.histTotal() + int64(t.rows) - 1, Col: t.cols})
	return text
}

// Clears returns how many times the screen was erased whole (ED 2, ED 0
// from the top-left corner, RIS): a line on the screen before one is not
// there after it, though its number still is (see OnScreen).
func (t *Terminal) Clears() uint64 {
	t.lock()
	defer t.mu.Unlock()
	return t.scr.Clears()
}

// OnScreen reports whether line p.Line is one of the screen's rows; after
// a clear (Clears) the row holds other text.
func (t *Terminal) OnScreen(p Pos) bool {
	t.lock()
	defer t.mu.Unlock()
	total := t.histTotal()
	return p.Line >= total && p.Line < total+int64(t.rows)
}

// CursorPos returns the cursor's position in the whole text.
func (t *Terminal) CursorPos() Pos {
	t.lock()
	defer t.mu.Unlock()
	c := t.scr.Cursor()
	return Pos{Line: t.histTotal() + int64(c.Row), Col: c.Col}
}

// text renders the main screen's text in [from, to), masked: the whole
// lines of the range and the lines around it that hidden text may run in
// from are masked together, then the range is cut out of them.
// The caller holds mu.
func (t *Terminal) text(from, to Pos) (text string, lost int64) {
	k := int64(t.maskContext(t.maskLongest()))
	top := t.histTotal()
	alt := t.scr.AltScreen()
	var lines []string
	var nums []int64
	for n := from.Line - k; n <= to.Line+k; n++ {
		var line string
		switch {
		case n < 0:
			continue
		case n < top:
			s, ok := t.scr.HistoryLine(n)
			if !ok {
				if n >= from.Line && n <= to.Line {
					lost++
				}
				continue
			}
			line = s
		case !alt && n-top < int64(t.rows):
			line = t.rowText(int(n - top))
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
		start, end := 0, -1
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

// histLine returns history line n with what was hidden in
// it and found starred. The caller holds mu.
func (t *Terminal) histLine(n int64, found []Span) (string, bool) {
	s, ok := t.scr.HistoryLine(n)
	if !ok {
		return s, false
	}
	spans := found
	if h := t.scr.HistoryHidden(n); len(h) > 0 {
		spans = slices.Clone(found)
		for _, sp := range h {
			spans = append(spans, Span{Start: sp.Start, End: sp.End})
		}
	}
	return secret.Star(s, spans), true
}

// paletteNames are the names of the 256 palette colours, made once.
var paletteNames = func() (n [256]string) {
	for i := range n {
		n[i] = strconv.Itoa(i)
	}
	return n
}()

// cutCells returns the part of a rendered line that covers cells [from, to);
// to < 0 means the end of the line. A wide character is kept when its first
// cell is inside the range.
func cutCells(s string, from, to int) string {
	if from <= 0 && to < 0 {
		return s
	}
	var b strings.Builder
	col := 0
	g := uniseg.NewGraphemes(s)
	for g.Next() {
		if to >= 0 && col >= to {
			break
		}
		if col >= from {
			b.WriteString(g.Str())
		}
		col += max(g.Width(), 1)
	}
	return b.String()
}

// BeforeCursor returns the text of the cursor's row left of the cursor,
// masked, trailing spaces trimmed: at a prompt, the prompt and what was
// typed after it.
func (t *Terminal) BeforeCursor() string {
	t.lock()
	defer t.mu.Unlock()
	c := t.scr.Cursor()
	if c.Row < 0 || c.Row >= t.rows {
		return ""
	}
	line := t.rowText(c.Row)
	col, state := 0, -1
	var b strings.Builder
	for line != "" && col < c.Col {
		var g string
		var w int
		g, line, w, state = uniseg.FirstGraphemeClusterInString(line, state)
		b.WriteString(g)
		col += max(w, 1)
	}
	return strings.TrimRight(b.String(), " ")
}
