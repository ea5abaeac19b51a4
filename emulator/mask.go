package emulator

import (
	"crypto/rand"
	"slices"
	"sort"
	"strings"

	"github.com/agentty/agentty/secret"
	uv "github.com/charmbracelet/ultraviolet"
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

// SetMask makes the terminal hide what m finds from now on (nil: nothing).
func (t *Terminal) SetMask(m Mask) {
	t.lock()
	defer t.mu.Unlock()
	t.mask = m
	t.dirty = true
}

// maskLongest returns the mask's longest text, 0 when there is none.
// The caller holds mu.
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

// maskText masks a text on its own (the title). The caller holds mu.
func (t *Terminal) maskText(s string) string {
	if t.maskLongest() == 0 || s == "" {
		return s
	}
	return secret.Star(s, t.mask.Find(s, nil))
}

// maskLink marks a cell of the screen as hidden: rendered as '*' (one a
// cell it covers) in text, history and pictures. The mark stays with the
// cell wherever x/vt moves it (scrolling, inserting, a resize that cuts the
// row) until the program writes over it, so a secret that was whole on the
// screen once stays hidden when only a part of it is left.
//
// The URL ends in a random value made when the process starts, so that a
// program cannot mark cells itself with a hyperlink (OSC 8) to it.
var maskLink = "agentty:masked:" + rand.Text()

func masked(c *uv.Cell) bool { return c.Link.URL == maskLink }

// historyText renders a line scrolled off the screen for the history as
// lineText does, but with a hidden cell's own text, and appends to hidden
// the byte ranges of the hidden cells, which the caller notes for histLine
// to star: the history's text stays whole for the mask's search, as the
// screen's cells do (see rowCells).
func historyText(l uv.Line, hidden []Span) (string, []Span) {
	return historyCells(len(l), func(i int) *uv.Cell { return &l[i] }, hidden)
}

// historyCells is historyText for the n cells cell returns (nil: blank).
func historyCells(n int, cell func(i int) *uv.Cell, hidden []Span) (string, []Span) {
	var b strings.Builder
	spaces := 0
	for i := range n {
		c := cell(i)
		if c == nil {
			spaces++
			continue
		}
		if !masked(c) {
			writeCell(&b, c, &spaces)
			continue
		}
		for ; spaces > 0; spaces-- {
			b.WriteByte(' ')
		}
		start := b.Len()
		if c.Content == "" {
			b.WriteByte(' ')
		} else {
			b.WriteString(c.Content)
		}
		hidden = append(hidden, Span{Start: start, End: b.Len()})
	}
	return b.String(), hidden
}

// cellRef is where a cell's text is in its row's text.
type cellRef struct{ start, end, x, w int }

// rowCells renders screen row y for the mask's search, and says where
// each cell it wrote (blank cells between text included) is in the text.
// Unlike rowText it writes a hidden cell's own text, not stars: a secret
// hidden in part while it was being written (its first pieces echoed
// before the rest) is found whole again once the rest comes, and the rest
// is hidden with it.
func (t *Terminal) rowCells(y int, b *strings.Builder, refs []cellRef) (string, []cellRef) {
	b.Reset()
	spaces := 0
	for x := 0; x < t.cols; x++ {
		c := t.vt.CellAt(x, y)
		switch {
		case c != nil && c.Content == "" && c.Width == 0:
			// The second half of a wide character.
		case c == nil || c.Content == "" || c.Content == " ":
			spaces++
		default:
			for ; spaces > 0; spaces-- {
				refs = append(refs, cellRef{b.Len(), b.Len() + 1, x - spaces, 1})
				b.WriteByte(' ')
			}
			refs = append(refs, cellRef{b.Len(), b.Len() + len(c.Content), x, max(c.Width, 1)})
			b.WriteString(c.Content)
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
func (t *Terminal) maskCells() int {
	longest := t.maskLongest()
	if longest == 0 {
		return t.maskedCount()
	}
	var b strings.Builder
	refs := make([][]cellRef, t.rows)
	lines := make([]string, t.rows)
	for y := range t.rows {
		lines[y], refs[y] = t.rowCells(y, &b, nil)
	}
	var above []string
	first := t.history.total // the absolute number of above[0]
	if !t.altScreen {
		k := min(t.maskContext(longest), t.history.len())
		first -= int64(k)
		for n := first; n < t.history.total; n++ {
			l, _ := t.history.abs(n)
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
			t.hideHistory(first+int64(i), sp)
			continue
		}
		y := i - len(above)
		t.marked = true
		for _, r := range refs[y] {
			if !secret.Covered(sp, r.start, r.end) {
				continue
			}
			if c := t.vt.CellAt(r.x, y); c != nil && !masked(c) {
				m := *c
				m.Link.URL, m.Link.Params = maskLink, ""
				if m.Content == "" {
					m.Content, m.Width = " ", 1
				}
				t.setCell(r.x, y, &m)
			} else if c == nil {
				t.setCell(r.x, y, &uv.Cell{Content: " ", Width: 1, Link: uv.Link{URL: maskLink}})
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
	// seg is a cell that is not blank: where its text is in the compact
	// text (at) and in its row's text (r).
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

// maskedCount returns how many cells of the screen are marked hidden. The
// caller holds mu.
func (t *Terminal) maskedCount() int {
	if !t.marked {
		return 0
	}
	n := 0
	for y := range t.rows {
		for x := range t.cols {
			if c := t.vt.CellAt(x, y); c != nil && masked(c) {
				n += max(c.Width, 1)
			}
		}
	}
	return n
}

// hideHistory notes that spans of history line n (an absolute number) are
// hidden, and forgets the notes of lines no longer kept once they are
// many. The caller holds mu.
func (t *Terminal) hideHistory(n int64, spans []Span) {
	if t.histMask == nil {
		t.histMask = map[int64][]Span{}
	}
	t.histMask[n] = append(t.histMask[n], spans...)
	if len(t.histMask) <= 2*t.history.len()+64 {
		return // the lines no longer kept are forgotten in bulk (amortized)
	}
	oldest := t.history.total - int64(t.history.len())
	for k := range t.histMask {
		if k < oldest {
			delete(t.histMask, k)
		}
	}
}

// histLine returns history line n (an absolute number) with what was
// marked hidden in it starred, and the spans of found too, and whether it
// is kept. The history keeps its lines' text whole (hidden cells' own
// text, for the mask's search: see historyText); everything it hands out
// comes through here. The caller holds mu.
func (t *Terminal) histLine(n int64, found []Span) (string, bool) {
	s, ok := t.history.abs(n)
	if ok {
		s = secret.Star(s, slices.Concat(t.histMask[n], found))
	}
	return s, ok
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
	var all []string
	start := max(first-k, t.history.total-int64(t.history.len()))
	end := min(first+int64(n)+k, t.history.total)
	for i := start; i < end; i++ {
		l, _ := t.history.abs(i)
		all = append(all, l)
	}
	above := int(first - start)
	if below := t.history.total - (first + int64(n)); longest > 0 && !t.altScreen && below < k {
		var b strings.Builder
		for y := range min(int(k-below), t.rows) {
			l, _ := t.rowCells(y, &b, nil)
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
