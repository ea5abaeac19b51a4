package screen

import (
	"fmt"
	"testing"
)

// A program that prints ever new characters keeps the glyph table near
// what the screens show: ids no cell holds are dropped, and the cells of
// both screens keep their characters through every renumbering, as do
// history, REP and the clusters joined later.
func TestGlyphsForgotten(t *testing.T) {
	term := New(20, 5, 100)
	// The alternate screen keeps what it showed while the primary churns.
	fmt.Fprint(term, "\x1b[?47h\x1b[H日本語 e\u0301 👍🏽\x1b[?47l")
	var last []string
	for i := range 60000 {
		r := rune(0x4E00 + i%20000) // CJK ideographs, wide
		if i%3 == 0 {
			fmt.Fprintf(term, "%c\u0301", 'a'+rune(i%26)) // a cluster
		} else {
			fmt.Fprintf(term, "%c", r)
		}
		if i >= 59990 {
			last = append(last, term.Lines()[4])
		}
	}
	top := term.Lines()[0] // the line the next line feed puts into history
	fmt.Fprint(term, "\r\n\u4E00\x1b[2b")
	c := term.c
	if n := len(c.glyphs.list); n > 2*glyphMin+len(ascii) {
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

// TestGlyphMadeInARun makes the glyph table renumber while a run is
// printed, at a character that then does not fit: the run ends at the
// character before, whose glyph id changed (printedSimple read the run's
// stale copy of it, out of the table's range).
func TestGlyphMadeInARun(t *testing.T) {
	term := New(2, 1, 10)
	for i := range 3967 {
		fmt.Fprintf(term, "\r%c", rune(0x4E00+i))
	}
	// Autowrap off: the wide character that does not fit is not drawn,
	// and REP repeats the é.
	fmt.Fprint(term, "\x1b[?7l\ré\u9000\x1b[b")
	if got := term.Lines()[0]; got != "éé" {
		t.Errorf("the row is %q, want %q (é, repeated)", got, "éé")
	}
}
