package emulator

import (
	"fmt"
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
