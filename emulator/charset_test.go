package emulator

import (
	"testing"
)

// Character sets are translated per terminal, as xterm draws them.
func TestCharsets(t *testing.T) {
	for _, tt := range []struct {
		name, input, want string
	}{
		{"DEC graphics as xterm draws them", "\x1b(0yz_q\x1b(B", "≤≥ ─"},
		{"UK set", "\x1b(A$#\x1b(B#", "$£#"},
		{"REP repeats the drawn character", "\x1b(0q\x1b[4b\x1b(Bx\x1b[2b", "─────xxx"},
		// REP repeats only a character printed right before it: the
		// designation in between makes xterm forget it (xterm.js agrees).
		{"REP after the set changed back", "\x1b(0q\x1b(B\x1b[2b", "─"},
		{"SO and SI", "\x1b)0\x0eq\x0fq", "─q"},
		{"single shift", "\x1b*0\x1bNqq\u008eqq", "─q─q"}, // SS2 in ESC N and in UTF-8
		{"SI after a locking shift", "\x1b*0\x1bnq\x0fq", "─q"},
		{"an unknown set keeps the last", "\x1b(0\x1b(5q\x1b(B", "─"},
		{"reset", "\x1b(0\x1bcq", "q"},
		{"a combining mark does not join a drawn character", "\x1b(0q\u0301\x1b(B", "─\u0301"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, chunk := range []int{0, 1} {
				term := newDrained(t, 20, 2)
				if chunk == 0 {
					_, _ = term.Write([]byte(tt.input))
				} else {
					for i := range len(tt.input) {
						_, _ = term.Write([]byte{tt.input[i]})
					}
				}
				if got := term.Snapshot().Lines[0]; got != tt.want {
					t.Errorf("fed in reads of %d: %q, want %q", chunk, got, tt.want)
				}
			}
		})
	}
}
