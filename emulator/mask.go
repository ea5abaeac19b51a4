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

// SetMask is Terminal.SetMask.
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

// maskContext is Terminal.maskContext.
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

// maskCells is Terminal.maskCells. The caller holds mu.
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

// maskCompact is Terminal.maskCompact.
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

// maskHistory is Terminal.maskHistory.
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
