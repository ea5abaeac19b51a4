package emulator

import (
	"strings"

	"github.com/rivo/uniseg"
)

// Mask finds text a terminal must never hand out: the secrets typed into
// its program. A terminal with a mask applies it to everything it gives
// out — snapshot lines, history, title, working directory, text between
// positions and pictures — before anything else sees the text, so that
// everything computed from a snapshot is masked by construction.
//
// Its methods are called with the terminal's lock held: they must not call
// back into the terminal, and should take no lock but a leaf one of their
// own.
type Mask interface {
	// Find appends to hits the byte ranges of text where hidden text
	// appears.
	Find(text string, hits []Span) []Span
	// Version changes whenever what Find hides changes.
	Version() uint64
	// Longest is the length in bytes of the longest text Find hides (0
	// when it hides nothing).
	Longest() int
}

// Span is a byte range [Start, End) of a text.
type Span struct{ Start, End int }

// A masked character is shown as this, once per cell it covers, so that
// the screen keeps its columns.
const maskChar = '*'

// SetMask makes the terminal hide what m finds from now on (nil: nothing).
func (t *Terminal) SetMask(m Mask) {
	t.mu.Lock()
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
// for hidden text that runs into it: text of n bytes wrapped across rows
// fills at least a row's worth of cells a row (a cell holds a byte or
// more), so it spans at most n/cols+1 rows. The caller holds mu.
func (t *Terminal) maskContext(longest int) int {
	if longest == 0 {
		return 0
	}
	return (longest+t.cols-1)/t.cols + 1
}

// MaskLines returns, for each of a run of consecutive lines, the byte
// ranges m hides: text within a line, or running on from the end of one
// line into the next (an echo wrapped at the screen's edge), with or
// without one space at the break (a space that ended the row). Nil when
// nothing is hidden.
func MaskLines(m Mask, lines []string) [][]Span {
	if m == nil || len(lines) == 0 || m.Longest() == 0 {
		return nil
	}
	var out [][]Span
	for gap := 0; gap <= 1; gap++ {
		if gap == 1 && len(lines) == 1 {
			break
		}
		// The lines joined, gap spaces between them; starts[i] is where
		// line i starts in joined.
		var b strings.Builder
		starts := make([]int, len(lines))
		for i, l := range lines {
			if i > 0 && gap == 1 {
				b.WriteByte(' ')
			}
			starts[i] = b.Len()
			b.WriteString(l)
		}
		hits := m.Find(b.String(), nil)
		for _, h := range hits {
			for i, l := range lines {
				lo, hi := max(h.Start, starts[i]), min(h.End, starts[i]+len(l))
				if lo >= hi {
					continue
				}
				if out == nil {
					out = make([][]Span, len(lines))
				}
				out[i] = append(out[i], Span{lo - starts[i], hi - starts[i]})
			}
		}
	}
	return out
}

// Star returns text with every character a span touches replaced by one
// maskChar per cell it covers.
func Star(text string, spans []Span) string {
	if len(spans) == 0 {
		return text
	}
	var b strings.Builder
	off := 0
	g := uniseg.NewGraphemes(text)
	for g.Next() {
		s := g.Str()
		if covered(spans, off, off+len(s)) {
			for range max(g.Width(), 1) {
				b.WriteByte(maskChar)
			}
		} else {
			b.WriteString(s)
		}
		off += len(s)
	}
	return b.String()
}

func covered(spans []Span, lo, hi int) bool {
	for _, s := range spans {
		if s.Start < hi && lo < s.End {
			return true
		}
	}
	return false
}

// maskText masks a text on its own (the title). The caller holds mu.
func (t *Terminal) maskText(s string) string {
	if t.maskLongest() == 0 || s == "" {
		return s
	}
	return Star(s, t.mask.Find(s, nil))
}

// cellRef is where a cell's text is in its row's text.
type cellRef struct{ start, end, x, w int }

// rowCells renders screen row y as rowText does, and says where each cell
// it wrote (blank cells between text included) is in the text.
func (t *Terminal) rowCells(y int, b *strings.Builder, refs []cellRef) (string, []cellRef) {
	b.Reset()
	spaces := 0
	for x := 0; x < t.cols; x++ {
		c := t.vt.CellAt(x, y)
		switch {
		case c == nil || (c.Content == "" && c.Width != 0) || c.Content == " ":
			spaces++
		case c.Content == "" && c.Width == 0:
			// The second half of a wide character.
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

// maskedScreen returns the screen's rows as text with what the mask hides
// starred, the cells it hid in each row (nil when none), and how many cells
// that is. Hidden text that wrapped into the screen from the history above
// it is found too. The caller holds mu and has materialized.
func (t *Terminal) maskedScreen() (lines []string, hidden [][]cellRef, n int) {
	lines = make([]string, t.rows)
	longest := t.maskLongest()
	var b strings.Builder
	if longest == 0 {
		for y := range t.rows {
			lines[y] = t.rowText(y, 0, t.cols, &b)
		}
		return lines, nil, 0
	}
	refs := make([][]cellRef, t.rows)
	for y := range t.rows {
		lines[y], refs[y] = t.rowCells(y, &b, nil)
	}
	var above []string
	if !t.altScreen {
		above = t.history.last(t.maskContext(longest))
	}
	spans := MaskLines(t.mask, append(above, lines...))
	if spans == nil {
		return lines, nil, 0
	}
	spans = spans[len(above):]
	hidden = make([][]cellRef, t.rows)
	for y := range t.rows {
		if len(spans[y]) == 0 {
			continue
		}
		b.Reset()
		for _, r := range refs[y] {
			if !covered(spans[y], r.start, r.end) {
				b.WriteString(lines[y][r.start:r.end])
				continue
			}
			hidden[y] = append(hidden[y], r)
			n += r.w
			for range r.w {
				b.WriteByte(maskChar)
			}
		}
		lines[y] = b.String()
	}
	return lines, hidden, n
}

// maskHistory stars what the mask hides in lines, the newest lines of the
// history (the whole history's last len(lines)); the lines above them and
// the top of the main screen are searched with them for hidden text that
// runs across. The caller holds mu and has materialized.
func (t *Terminal) maskHistory(lines []string) {
	longest := t.maskLongest()
	if longest == 0 || len(lines) == 0 {
		return
	}
	k := t.maskContext(longest)
	all := t.history.last(len(lines) + k)
	above := len(all) - len(lines)
	if !t.altScreen {
		var b strings.Builder
		for y := range min(k, t.rows) {
			all = append(all, t.rowText(y, 0, t.cols, &b))
		}
	}
	spans := MaskLines(t.mask, all)
	if spans == nil {
		return
	}
	for i := range lines {
		lines[i] = Star(lines[i], spans[above+i])
	}
}
