package emulator

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/x/vt"
)

// Character sets are translated per terminal, as xterm draws them.
func TestCharsets(t *testing.T) {
	for _, tt := range []struct {
		name, input, want string
	}{
		{"DEC graphics where x/vt differs", "\x1b(0yz_q\x1b(B", "≤≥ ─"},
		{"UK set", "\x1b(A$#\x1b(B#", "$£#"},
		{"REP repeats the drawn character", "\x1b(0q\x1b[4b\x1b(Bx\x1b[2b", "─────xxx"},
		// REP repeats only a character printed right before it: the
		// designation in between makes xterm forget it (xterm.js agrees).
		{"REP after the set changed back", "\x1b(0q\x1b(B\x1b[2b", "─"},
		{"SO and SI", "\x1b)0\x0eq\x0fq", "─q"},
		{"single shift", "\x1b*0\x1bNqq\x8eqq", "─q─q"},
		{"SI after a locking shift", "\x1b*0\x1bnq\x0fq", "─q"},
		{"a set x/vt does not know keeps the last", "\x1b(0\x1b(5q\x1b(B", "─"},
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

// The translation lives in each terminal: x/vt's package tables are left as
// they are, and an x/vt emulator of its own in the same process draws what
// upstream x/vt draws.
func TestCharsetsLeaveXVTAlone(t *testing.T) {
	term := newDrained(t, 20, 2)
	_, _ = term.Write([]byte("\x1b(0yz_\x1b(A$#"))
	if got := term.Snapshot().Lines[0]; got != "≤≥ $£" {
		t.Fatalf("agentty draws %q", got)
	}
	if vt.SpecialDrawing['y'] != "⩽" || vt.SpecialDrawing['z'] != "⩾" || vt.SpecialDrawing['_'] != "" ||
		len(vt.UK) != 1 || vt.UK['$'] != "£" {
		t.Fatalf("x/vt's tables changed: %q %q %q, UK %q", vt.SpecialDrawing['y'], vt.SpecialDrawing['z'], vt.SpecialDrawing['_'], vt.UK)
	}
	e := vt.NewEmulator(20, 2)
	drained := make(chan struct{})
	go func() {
		defer close(drained)
		_, _ = io.Copy(io.Discard, e)
	}()
	defer func() {
		// As Terminal.Close does: x/vt's Close races with its Read.
		_ = e.InputPipe().(io.Closer).Close()
		<-drained
	}()
	_, _ = e.Write([]byte("\x1b(0yz_\x1b(A$#"))
	var b strings.Builder
	for x := range 5 {
		b.WriteString(e.CellAt(x, 0).Content)
	}
	if got := b.String(); got != "⩽⩾_£#" {
		t.Fatalf("a plain x/vt emulator draws %q, not upstream's %q", got, "⩽⩾_£#")
	}
}
