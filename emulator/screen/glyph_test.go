package screen

import (
	"fmt"
	"testing"
)

// A program that prints ever new clusters keeps the glyph table near
// what the screens show: ids no cell holds are dropped, and the cells of
// both screens keep their characters through every renumbering, as do
// history, REP and the clusters joined later. (A rune is its own id and
// takes no room in the table.)
func TestGlyphsForgotten(t *testing.T) {
	term := New(20, 5, 100)
	// The alternate screen keeps what it showed while the primary churns.
	fmt.Fprint(term, "\x1b[?47h\x1b[H日本語 e\u0301 👍🏽\x1b[?47l")
	var last []string
	for i := range 60000 {
		r := rune(0x4E00 + i%20000) // CJK ideographs, wide
		switch i % 3 {
		case 0:
			fmt.Fprintf(term, "%c\u0301", 'a'+rune(i%26)) // a cluster printed often
		case 1:
			fmt.Fprintf(term, "%c\u0301", r) // a cluster printed once in a while
		default:
			fmt.Fprintf(term, "%c", r)
		}
		if i >= 59990 {
			last = append(last, term.Lines()[4])
		}
	}
	top := term.Lines()[0] // the line the next line feed puts into history
	fmt.Fprint(term, "\r\n\u4E00\x1b[2b")
	c := term.c
	if n := len(c.glyphs.list); n > 2*glyphMin {
		t.Errorf("the glyph table holds %d glyphs after 60,000 new characters on a 20x5 screen, want it bounded near %d", n, glyphMin)
	}
	if got := term.Lines()[4]; got != "一一一" {
		t.Errorf("REP after renumbering: %q, want %q", got, "一一一")
	}
	if got := term.Lines()[3]; got != last[len(last)-1] {
		t.Errorf("row 3 is %q, want the row printed last %q", got, last[len(last)-1])
	}
	fmt.Fprint(term, "\x1b[?47h")
	if got := term.Lines()[0]; got != "日本語 e\u0301 👍🏽" {
		t.Errorf("the alternate screen shows %q after renumbering, want its text kept", got)
	}
	if h := term.Scrollback(1); len(h) != 1 || h[0] != top {
		t.Errorf("the newest history line is %q, want the top row it was, %q", h, top)
	}
}

// TestGlyphMadeInARun fills the glyph table while a run is printed, at
// a cluster that then does not fit: the table compacts, and the run ends
// at the cluster before, whose glyph id the compacting renumbered in its
// cell (printedSimple once read a stale copy of it, out of the table's
// range).
func TestGlyphMadeInARun(t *testing.T) {
	term := New(2, 1, 10)
	for i := range glyphMin - 1 {
		fmt.Fprintf(term, "\r%c\u0301", rune(0x4E00+i))
	}
	// Autowrap off: the wide cluster that does not fit is not drawn.
	fmt.Fprint(term, "\x1b[?7l\re\u0301\u9000\u0301")
	if got := term.Lines()[0]; got != "e\u0301" {
		t.Errorf("the row is %+q, want %+q", got, "e\u0301")
	}
	c := term.c
	if !c.last.valid || c.last.id < clusterBase || int(c.last.id-clusterBase) >= len(c.glyphs.list) || c.glyphs.text(c.last.id) != "e\u0301" {
		t.Errorf("the last character printed is id %d of %d clusters, want that of e and U+0301", c.last.id, len(c.glyphs.list))
	}
	if c.glyphs.limit == glyphMin && len(c.glyphs.list) >= glyphMin {
		t.Errorf("the table holds %d clusters after the run, want it compacted", len(c.glyphs.list))
	}
}
