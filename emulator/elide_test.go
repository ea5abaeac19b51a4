package emulator

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// FuzzRedraw: a frame drawn over another (elide.go steps over the cells
// that show it already) gives, cell by cell, the screen that printing every
// character gives.
func FuzzRedraw(f *testing.F) {
	frame := func(seed int, wide string) []byte {
		var b strings.Builder
		b.WriteString("\x1b[H")
		for r := 1; r <= 6; r++ {
			fmt.Fprintf(&b, "\x1b[%d;1H\x1b[%dm%-30d%s\x1b[0m\x1b[K", r, 31+(r+seed)%7, seed*r%1000, wide)
		}
		return []byte(b.String())
	}
	f.Add(frame(1, ""), frame(2, ""), uint8(40))
	f.Add(frame(3, "x"), frame(4, "x"), uint8(31)) // rows reaching the last column
	f.Add(frame(5, "中"), frame(5, "中"), uint8(31)) // and a wide character there
	f.Add([]byte("\x1b[1;44m"+strings.Repeat("same text here ", 8)), []byte("\x1b[H\x1b[1;44m"+strings.Repeat("same text here ", 8)), uint8(20))
	f.Add([]byte("\x1b[38;5;1m"+strings.Repeat("a", 50)), []byte("\x1b[H\x1b[31m"+strings.Repeat("a", 50)), uint8(25))
	f.Add([]byte(strings.Repeat("b", 60)), []byte("\x1b[H\x1b[7m"+strings.Repeat("b", 60)), uint8(25))
	f.Add([]byte("\x1b]8;;u\x07"+strings.Repeat("c", 40)), []byte("\x1b]8;;\x07\x1b[H"+strings.Repeat("c", 40)), uint8(25))
	f.Add([]byte(strings.Repeat("d", 30)+"\x1b[?7l"), []byte("\x1b[H"+strings.Repeat("d", 40)+"e"), uint8(30))
	// Stretches of two unchanged cells between changed ones (stepped over
	// too), in an RGB colour and an underline colour, then in the same
	// numbers as other types.
	f.Add([]byte("\x1b[38;2;1;2;3;4;58;5;9m"+strings.Repeat("aaBB", 12)), []byte("\x1b[H\x1b[38;2;1;2;3;4;58;5;9m"+strings.Repeat("aaCC", 12)), uint8(50))
	f.Add([]byte("\x1b[38;5;1;4;58;5;9m"+strings.Repeat("aaBB", 12)), []byte("\x1b[H\x1b[31;4;58;2;0;0;9m"+strings.Repeat("aaCC", 12)), uint8(50))
	f.Add([]byte("\x1b[31;4;58;2;0;0;9m"+strings.Repeat("aaBB", 12)), []byte("\x1b[H\x1b[38;5;1;4;58;5;9m"+strings.Repeat("aaCC", 12)), uint8(50))
	f.Add([]byte("\x1b[48;2;1;2;3m"+strings.Repeat("aaBB", 12)), []byte("\x1b[H\x1b[48;2;1;2;4m"+strings.Repeat("aaCC", 12)), uint8(50))
	f.Fuzz(func(t *testing.T, first, second []byte, cols uint8) {
		w, h := int(cols)%60+10, 6
		fast, slow := newDrained(t, w, h), newDrained(t, w, h)
		slow.noFast = true
		for _, b := range [][]byte{first, second, second, first} {
			_, _ = fast.Write(b)
			_, _ = slow.Write(b)
			if d := screenDelta(termScreen(slow), termScreen(fast)); d != nil {
				t.Fatalf("redrawn over cells that show it, the screen differs (printed / stepped over):\n  %s", strings.Join(d, "\n  "))
			}
		}
	})
}

// TestElidedStreamsAgree: the generated streams of the differential tests
// (fills of the screen and redraws of it among the other sequences), fed
// with and without the fast paths, give the same cells.
func TestElidedStreamsAgree(t *testing.T) {
	for _, s := range generate(11, 300) {
		fast, slow := newDrained(t, s.cols, s.rows), newDrained(t, s.cols, s.rows)
		slow.noFast = true
		for _, c := range s.chunks() {
			_, _ = fast.Write(c)
			_, _ = slow.Write(c)
		}
		if d := screenDelta(termScreen(slow), termScreen(fast)); d != nil {
			t.Fatalf("stream %d (%dx%d) %q: the fast paths change the screen (without / with):\n  %s",
				s.index, s.cols, s.rows, s.bytes(), strings.Join(d, "\n  "))
		}
	}
}

// TestShownCellsAgree: frames redrawn over each other (which shown.go lets
// elide compare byte by byte), the same again or changed, with sequences of
// the differential grammar and of the fast path's breakers between them,
// cut into reads at random: the terminal gives the one that never takes
// the fast paths everything, every cell's colours and links included. A
// sequence that changes cells and is not forgotten shows here as a frame
// stepped over cells that no longer show it.
func TestShownCellsAgree(t *testing.T) {
	// Fixed cases, "|" marking where a read ends.
	for i, s := range []string{
		// A run's last character printed for what may be a REP after it
		// (the read ends in its sequence), over a known cell of another
		// character; then the row drawn again.
		"\x1b[Haaaaaaaaaa\r\x1b[Haaaaaaaaab\x1b[|H\x1b[Haaaaaaaaaa\r",
		"\x1b[Haaaaaaaaaa\r\x1b[Haaaaaaaaab\x1b[2b\x1b[Haaaaaaaaaa\r",
		// REP after a character of more than one byte, which x/vt
		// does not remember, after a run whose last character was
		// stepped over.
		"\x1b[Habcdefghij\x1b[2;1Hk\x1b[Habcdefghij\x1b[H中\x1b[b",
		"\x1b[Habcdefghij\x1b[2;1Hk\x1b[Habcdefghij\ré\x1b[b",
		// EL left out over blanks it knows, then a run that ends on the
		// last column, then the EL again.
		"\x1b[Habcdefghij\x1b[K\x1b[H\x1b[13C        x\r\x1b[Habcdefghij\x1b[K",
	} {
		fast, slow := newDrained(t, 22, 3), newDrained(t, 22, 3)
		slow.noFast = true
		for _, c := range strings.Split(s, "|") {
			_, _ = fast.Write([]byte(c))
		}
		_, _ = slow.Write([]byte(strings.ReplaceAll(s, "|", "")))
		if d := stateDiff(fast, slow); d != "" {
			t.Fatalf("case %d %q:\n%s", i, s, d)
		}
	}
	n := 800
	if testing.Short() || raceEnabled {
		n = 200
	}
	for i := range n {
		r := rand.New(rand.NewPCG(uint64(i), 13))
		cols, rows := 10+r.IntN(40), 2+r.IntN(8)
		g := &gen{r: r, cols: cols, rows: rows}
		between := g.stream()
		var b bytes.Buffer
		frame := redrawFrame(r, cols, rows)
		for range 2 + r.IntN(6) {
			if r.IntN(3) == 0 {
				frame = redrawFrame(r, cols, rows)
			}
			b.Write(frame)
			for range r.IntN(3) {
				switch {
				case r.IntN(4) == 0:
					// A line feed on the bottom row scrolls the frame up.
					fmt.Fprintf(&b, "\x1b[%dH%s", rows, pick(r, []string{"\n", "\r\n", "\v", "\f", "\x1bD", "\x1bE", "\x85"}))
					continue
				case r.IntN(3) == 0 || len(between) == 0:
					b.WriteString(pick(r, breakers))
					continue
				}
				b.Write(between[0].b)
				between = between[1:]
			}
		}
		compareEngines(t, cols, rows, b.Bytes(), r, fmt.Sprintf("stream %d", i))
	}
}

// redrawFrame draws some rows as a full-screen program redraws them: the
// cursor put at the row's start (or elsewhere), a pen, a run of text long
// enough to be elided (to the last column and past it, now and then), and
// an erase of the rest of the row.
func redrawFrame(r *rand.Rand, cols, rows int) []byte {
	var b bytes.Buffer
	for range 1 + r.IntN(rows+1) {
		col := 1
		if r.IntN(4) == 0 {
			col = 1 + r.IntN(cols)
		}
		fmt.Fprintf(&b, "\x1b[%d;%dH", 1+r.IntN(rows), col)
		if r.IntN(2) == 0 {
			b.WriteString(pick(r, sgrs))
		}
		n := elideMin + r.IntN(cols+4)
		for k := range n {
			b.WriteByte("ab  -"[(k*7+r.IntN(2))%5])
		}
		if r.IntN(3) > 0 {
			// REP repeats the run's last character, which x/vt must
			// have printed.
			b.WriteString(pick(r, []string{"\x1b[0m\x1b[K", "\x1b[K", "\x1b[m", "\r", "\x1b[44m\x1b[K", "\x1b[2b"}))
		}
	}
	return b.Bytes()
}
