package secret

import (
	"strings"

	"github.com/rivo/uniseg"
)

// Mask finds text that must never be handed out: the secrets typed into a
// program. The terminal (emulator.Mask) and the recordings ask one.
//
// A terminal calls its methods with the terminal's lock held: they must not
// call back into the terminal, and should take no lock but a leaf one of
// their own.
type Mask interface {
	// Find appends to hits the byte ranges of text where hidden text
	// appears: as it is, and, for hidden text with spaces in it, without
	// them (the screen's cells are searched without their blanks too, so
	// that text wrapped with spaces at the break is found).
	Find(text string, hits []Span) []Span
	// Version changes whenever what Find hides changes.
	Version() uint64
	// Longest is the length in bytes of the longest text Find hides (0
	// when it hides nothing).
	Longest() int
	// Lines is the most lines a text Find hides was given in: its
	// newlines break it into rows (which Find sees joined), 1 when none
	// has a newline.
	Lines() int
}

// Span is a byte range [Start, End) of a text.
type Span struct{ Start, End int }

// Char stands for a hidden character, once per cell it covers, so that a
// screen keeps its columns.
const Char = '*'

// Lines returns, for each of a run of consecutive lines, the byte
// ranges m hides: text within a line, or running on from the end of one
// line into the next (an echo wrapped at the screen's edge), with or
// without one space at the break (a space that ended the row). Nil when
// nothing is hidden.
func Lines(m Mask, lines []string) [][]Span {
	if m == nil || len(lines) == 0 || m.Longest() == 0 {
		return nil
	}
	out := joined(m, lines, 0, nil)
	if len(lines) > 1 {
		out = joined(m, lines, 1, out)
	}
	return out
}

// joined adds to out the spans m finds in lines joined with gap spaces
// between them.
func joined(m Mask, lines []string, gap int, out [][]Span) [][]Span {
	// The lines joined; starts[i] is where line i starts in joined.
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
	return out
}

// Star returns text with every character a span touches replaced by one
// Char per cell it covers.
func Star(text string, spans []Span) string {
	if len(spans) == 0 {
		return text
	}
	var b strings.Builder
	off := 0
	g := uniseg.NewGraphemes(text)
	for g.Next() {
		s := g.Str()
		if Covered(spans, off, off+len(s)) {
			for range max(g.Width(), 1) {
				b.WriteByte(Char)
			}
		} else {
			b.WriteString(s)
		}
		off += len(s)
	}
	return b.String()
}

// Covered reports whether a span touches the bytes [lo, hi).
func Covered(spans []Span, lo, hi int) bool {
	for _, s := range spans {
		if s.Start < hi && lo < s.End {
			return true
		}
	}
	return false
}
