package emulator

import (
	"crypto/rand"
	"sort"
	"strings"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/secret"
)

// Mask finds text a terminal must never hand out: the secrets typed into
// its program (see [secret.Mask]). A terminal with a mask applies it to
// everything it gives out — snapshot lines, history, title, working
// directory, text between positions and pictures — before anything else
// sees the text, so that everything computed from a snapshot is masked by
// construction.
//
// Its methods are called with the terminal's lock held: they must not call
// back into the terminal, and should take no lock but a leaf one of their
// own.
type Mask = secret.Mask

// Span is a byte range [Start, End) of a text.
type Span = secret.Span

// A masked character is shown as this, once per cell it covers, so that
// the screen keeps its columns.
const maskChar = secret.Char

// maskLink marks a cell of the screen as hidden: rendered as '*' (one a
// cell it covers) in text, history and pictures. The mark stays with the
// cell wherever the engine moves it (scrolling, inserting, a resize that cuts the
// row) until the program writes over it, so a secret that was whole on the
// screen once stays hidden when only a part of it is left.
//
// The URL ends in a random value made when the process starts, so that a
// program cannot mark cells itself with a hyperlink (OSC 8) to it.
var maskLink = "agentty:masked:" + rand.Text()

// cellRef is where a cell's text is in its row's text.
type cellRef struct{ start, end, x, w int }

// Finding secrets on the screen.
// A cell found hidden is marked in the engine (screen.Terminal.Hide), and
// stays so wherever it moves until it is written over; a row that scrolls
// into history takes its hidden ranges with it, and a history line found
// hiding a part of a secret is noted so (screen's HistoryHidden).

// SetMask makes the terminal hide what m finds from now on (nil: nothing).
func (t *Terminal) SetMask(m Mask) {
	t.lock()
	defer t.mu.Unlock()
	t.mask = m
	t.dirty = true
}

// maskLongest returns the mask's longest text, 0 when there is none.
func (t *Terminal) maskLongest() int {
	if t.mask == nil {
		return 0
	}
	return t.mask.Longest()
}

// maskContext is how many lines around a range must be searched with it
// for hidden text that runs into it: a line of n bytes wrapped across rows
// fills at least a row's worth of cells a row (a cell holds a byte or
// more), so it spans at most n/cols+1 rows, and text of n bytes in k lines
// (a key, an .env file) at most n/cols+k. The caller holds mu.
func (t *Terminal) maskContext(longest int) int {
	if longest == 0 {
		return 0
	}
	return (longest+t.cols-1)/t.cols + max(t.mask.Lines(), 1)
}

// maskText masks a text on its own (the title).
func (t *Terminal) maskText(s string) string {
	if t.maskLongest() == 0 || s == "" {
		return s
	}
	return secret.Star(s, t.mask.Find(s, nil))
}

// cellsSearch renders a row for the mask's search, as rowCells does: a
// hidden cell with its own text, and where each cell is in the text.
func cellsSearch(row []screen.Cell, b *strings.Builder, refs []cellRef) (string, []cellRef) {
	b.Reset()
	spaces := 0
	for x := range row {
		c := &row[x]
		switch {
		case c.Width == 0:
		case c.Text == "" || c.Text == " ":
			spaces++
		default:
			for ; spaces > 0; spaces-- {
				refs = append(refs, cellRef{b.Len(), b.Len() + 1, x - spaces, 1})
				b.WriteByte(' ')
			}
			refs = append(refs, cellRef{b.Len(), b.Len() + len(c.Text), x, c.Width})
			b.WriteString(c.Text)
		}
	}
	return b.String(), refs
}

// maskCells finds what the mask hides on the screen, with the history
// above it (text that wrapped from there into the screen), and marks it
// for good: the screen's cells with maskLink, the history's lines in
// histMask. It returns how many cells of the screen are marked. It runs
// after every write, before a resize and for every snapshot, so a secret
// is marked while it is whole. The caller holds mu and has materialized.
// The caller holds mu.
func (t *Terminal) maskCells() int {
	longest := t.maskLongest()
	if longest == 0 {
		return t.maskedCount()
	}
	var b strings.Builder
	var row []screen.Cell
	refs := make([][]cellRef, t.rows)
	lines := make([]string, t.rows)
	for y := range t.rows {
		row = t.scr.Row(y, row[:0])
		lines[y], refs[y] = cellsSearch(row, &b, nil)
	}
	var above []string
	total := t.histTotal()
	first := total
	if !t.scr.AltScreen() {
		k := min(t.maskContext(longest), t.histKept())
		first -= int64(k)
		for n := first; n < total; n++ {
			l, _ := t.scr.HistoryLine(n)
			above = append(above, l)
		}
	}
	spans := secret.Lines(t.mask, append(above, lines...))
	spans = t.maskCompact(lines, refs, spans, len(above))
	for i, sp := range spans {
		if len(sp) == 0 {
			continue
		}
		if i < len(above) {
			hide := make([]screen.Span, len(sp))
			for j, s := range sp {
				hide[j] = screen.Span{Start: s.Start, End: s.End}
			}
			t.scr.HideHistory(first+int64(i), hide)
			continue
		}
		y := i - len(above)
		t.marked = true
		for _, r := range refs[y] {
			if secret.Covered(sp, r.start, r.end) {
				t.scr.Hide(r.x, y)
			}
		}
		t.dirty = true
	}
	return t.maskedCount()
}

// maskCompact adds to spans (whose entry off+y is screen row y's) what the
// mask finds in the screen's rows end to end without their blank cells: a
// secret with spaces in it, wrapped with any number of them at the break,
// or with a wide character moved on to the next row after them, is found
// by its form without spaces, which a Mask finds too (see Mask). The
// caller holds mu.
func (t *Terminal) maskCompact(lines []string, refs [][]cellRef, spans [][]Span, off int) [][]Span {
	type seg struct {
		at int
		y  int
		r  cellRef
	}
	var b strings.Builder
	var segs []seg
	for y, rs := range refs {
		for _, r := range rs {
			if text := lines[y][r.start:r.end]; text != " " {
				segs = append(segs, seg{b.Len(), y, r})
				b.WriteString(text)
			}
		}
	}
	for _, h := range t.mask.Find(b.String(), nil) {
		i := sort.Search(len(segs), func(i int) bool { return segs[i].at+segs[i].r.end-segs[i].r.start > h.Start })
		for ; i < len(segs) && segs[i].at < h.End; i++ {
			if spans == nil {
				spans = make([][]Span, off+len(lines))
			}
			sg := segs[i]
			spans[off+sg.y] = append(spans[off+sg.y], Span{Start: sg.r.start, End: sg.r.end})
		}
	}
	return spans
}

// maskedCount returns how many cells of the screen are marked hidden.
func (t *Terminal) maskedCount() int {
	if !t.marked {
		return 0
	}
	n := 0
	var row []screen.Cell
	for y := range t.rows {
		row = t.scr.Row(y, row[:0])
		for x := range row {
			if c := &row[x]; c.Width > 0 && maskedCell(c) {
				n += c.Width
			}
		}
	}
	return n
}

// maskHistory returns n lines of the history from line first (an absolute
// number), masked: what was marked in them, and what the mask finds in them
// now, searched with the lines around them and the top of the main screen
// for hidden text that runs across. The caller holds mu and has
// materialized.
func (t *Terminal) maskHistory(first int64, n int) []string {
	longest := t.maskLongest()
	k := int64(0)
	if longest > 0 {
		k = int64(t.maskContext(longest))
	}
	total := t.histTotal()
	var all []string
	start := max(first-k, total-int64(t.histKept()))
	end := min(first+int64(n)+k, total)
	for i := start; i < end; i++ {
		l, _ := t.scr.HistoryLine(i)
		all = append(all, l)
	}
	above := int(first - start)
	if below := total - (first + int64(n)); longest > 0 && !t.scr.AltScreen() && below < k {
		var b strings.Builder
		var row []screen.Cell
		for y := range min(int(k-below), t.rows) {
			row = t.scr.Row(y, row[:0])
			l, _ := cellsSearch(row, &b, nil)
			all = append(all, l)
		}
	}
	spans := secret.Lines(t.mask, all)
	lines := make([]string, n)
	for i := range lines {
		var found []Span
		if spans != nil {
			found = spans[above+i]
		}
		lines[i], _ = t.histLine(first+int64(i), found)
	}
	return lines
}
