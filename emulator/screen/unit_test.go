package screen

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// unitInput is output with every kind of place a unit may be cut: long
// runs of ASCII, of wide characters with no ASCII, combining marks and
// emoji modifiers around the cuts, C1 controls written in UTF-8, strings
// ended by ESC \, sequences and a REP.
func unitInput() []byte {
	var b strings.Builder
	for i := range 400 {
		fmt.Fprintf(&b, "\x1b[3%dmline %d e\u0301 👍🏽 日本\x1b[m\r\n", i%8, i)
		switch i % 100 {
		case 3:
			b.WriteString(strings.Repeat("本", 3000) + "e\u0301\r\n")
		case 17:
			b.WriteString(strings.Repeat("ab", 5000) + "\u0301x\r\n")
		case 29:
			b.WriteString("\u009b2J\x1b]0;title\x1b\\" + strings.Repeat("é", 6000) + "\r\n")
		case 41:
			b.WriteString("x\x1b[300b\x1b#8\x1b[5;10r\x1b[2S\x1b[r\r\n")
		case 53:
			b.WriteString(strings.Repeat("\U0001F44D\U0001F3FD", 3000) + "\r\n")
		}
	}
	return []byte(b.String())
}

// Fed a unit at a time, the screen, cursor, history and replies are what
// the whole write gives; each unit ends where segmentLen cut it.
func TestFeedUnitAsWhole(t *testing.T) {
	in := unitInput()
	whole := New(80, 24, 1000)
	_, _ = whole.Write(append(in, "\x1b[6n"...))
	units := New(80, 24, 1000)
	in = append(in, "\x1b[6n"...)
	count := 0
	for off := 0; off < len(in); count++ {
		n, fault := units.FeedUnit(in[off:])
		if fault != nil || n <= 0 {
			t.Fatalf("unit at %d: %d bytes, fault %v", off, n, fault)
		}
		off += n
	}
	if count < 2 {
		t.Fatalf("%d bytes fed in %d units", len(in), count)
	}
	if g, w := units.Lines(), whole.Lines(); !slices.Equal(g, w) {
		t.Errorf("lines\n%q\nwant\n%q", g, w)
	}
	if g, w := units.Cursor(), whole.Cursor(); g != w {
		t.Errorf("cursor %+v, want %+v", g, w)
	}
	if g, w := units.Scrollback(1000), whole.Scrollback(1000); !slices.Equal(g, w) {
		t.Errorf("history differs: %d lines, want %d", len(g), len(w))
	}
	if g, w := string(units.Replies()), string(whole.Replies()); g != w {
		t.Errorf("replies %q, want %q", g, w)
	}
	t.Logf("%d bytes in %d units", len(in), count)
}

// A segment is cut before an ESC, before a C1 control, and in long text
// only where no character is cut.
func TestSegmentLen(t *testing.T) {
	long := strings.Repeat("a", segmentMax+10)
	wide := strings.Repeat("本", segmentMax)
	garbage := "a" + strings.Repeat("\x80", 3*segmentMax) // no rune starts in it
	tests := []struct {
		name string
		in   string
		want int
	}{
		{"to the next ESC", "\x1b[1mab\r\n\x1b[m", 8},
		{"to the end", "abc", 3},
		{"before a C1 control", "ab\xc2\x9b2J", 2},
		{"not before another 0xC2", "a\u00b0b", 4},
		{"long ASCII", long, segmentMax},
		{"long text with no ASCII", wide, segmentMax + (3-segmentMax%3)%3},
		{"long text, then an ESC", wide + "\x1b[m", segmentMax + (3-segmentMax%3)%3},
		{"no rune to cut at, then an ESC far on", garbage + "\x1b[m", len(garbage)},
		{"no rune to cut at, then a C1 control far on", garbage + "\xc2\x9b", len(garbage)},
		{"no rune to cut at to the end", garbage, len(garbage)},
	}
	for _, tt := range tests {
		if got := segmentLen([]byte(tt.in)); got != tt.want {
			t.Errorf("%s: %d, want %d", tt.name, got, tt.want)
		}
	}
}

// A panic inside the engine costs the rest of the unit it was in: FeedUnit
// recovers it and returns it, the parser goes back to its ground state,
// and the next unit is fed as usual. (No input is known to make the
// engine panic; a cursor no handler leaves, past the screen's edge, does.)
func TestFaultRecovered(t *testing.T) {
	term := New(20, 3, 10)
	term.Write([]byte("a\x1b[31"))
	term.c.cur.x = 1 << 20
	n, fault := term.FeedUnit([]byte("mb\x1b[Hc"))
	if fault == nil || n > len("mb\x1b[Hc") {
		t.Fatalf("FeedUnit = %d, %v; want the fault returned", n, fault)
	}
	term.c.cur.x = 1
	if _, fault := term.FeedUnit([]byte("\x1b[32md")); fault != nil {
		t.Fatalf("the next unit faulted too: %v", fault)
	}
	if got := term.Lines()[0]; got != "ad" {
		t.Errorf("row 0 %q, want %q", got, "ad")
	}
	if c := term.Cell(1, 0); c.Style.Fg != PaletteColor(2) {
		t.Errorf("d drawn in %v, want colour 2: the parser was not back in its ground state", c.Style.Fg)
	}
}

// batchEnd ends a batch where taking segments one by one from its start
// ends it: after the segment that starts last before start+batch.
func TestBatchEnd(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	pieces := []string{"a", "bc", "\x1b[1m", "\x1b", "\xc2\x9b", "\xc2", "\x9b", "\u00b0", "本", "\r\n", strings.Repeat("x", 700), strings.Repeat("本", 2000)}
	for range 400 {
		var b strings.Builder
		for range rng.Intn(30) + 1 {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		p := []byte(b.String())
		for _, batch := range []int{1, 2, 7, 64, 512} {
			for n := 0; n < len(p); n += 1 + rng.Intn(50) {
				want := n
				for want < len(p) && want-n < batch {
					want += segmentLen(p[want:])
				}
				if got := batchEnd(p, n, batch); got != want {
					t.Fatalf("batchEnd(%q, %d, %d) = %d, want %d", p, n, batch, got, want)
				}
			}
		}
	}
}
