package emulator

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The fault of the emulator issue: left/right margin mode with a right
// margin past the screen made the old x/vt engine index past a row on the next scroll, and
// the rest of the read was lost. The margin is clamped, and nothing faults.
func TestMarginPastTheScreen(t *testing.T) {
	for _, chunk := range []int{0, 1, 5} {
		term := newDrained(t, 80, 24)
		in := []byte("BEFORE\r\n\x1b[?69h\x1b[1;65535s\x1b[2TAFTER-FAULT\r\nLINE3\r\n")
		if chunk == 0 {
			_, _ = term.Write(in)
		} else {
			for len(in) > 0 {
				n := min(chunk, len(in))
				_, _ = term.Write(in[:n])
				in = in[n:]
			}
		}
		s := term.Snapshot()
		// SD 2 moved BEFORE down two rows; DECSLRM put the cursor home.
		if got := strings.Join(s.Lines[:3], "|"); got != "AFTER-FAULT|LINE3|BEFORE" {
			t.Errorf("reads of %d: screen %q", chunk, s.Lines[:4])
		}
		if n := term.Faults(); n != 0 {
			t.Errorf("reads of %d: %d faults", chunk, n)
		}
	}
}

// The parameters that made the old x/vt engine index out of range are bounded; each of
// these wrote past a row or the screen before.
func TestParametersPastTheScreen(t *testing.T) {
	for _, seq := range []string{
		"\x1b[?69h\x1b[1;65535s\x1b[2T",
		"\x1b[?69h\x1b[65535;65536s\x1bD\x1b[L",
		"\x1b[?69h\x1b[3;9s\x1b[?69l\x1b[5@\x1b[3P\x1b[S",
		"\x1b[1;65535r\x1b[3L\x1b[3M\x1bM",
		"\x1b[65535;65535H\x1b[65535@\x1b[65535P\x1b[65535X\x1b[65535b",
		"\x1b[2147483647;2147483647H\x1b[2147483646I\x1b[2147483646Z",
	} {
		term := newDrained(t, 20, 5)
		_, _ = term.Write([]byte("x" + seq + sentinel))
		checkInvariants(t, term)
		sentinelShown(t, term)
	}
}

// FuzzSequences: sequences with parameters at and past the screen's edges,
// in any order and mode, never make the engine fault, and text written after them
// appears. The fuzzer's bytes are a program over a grammar of sequences.
func FuzzSequences(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7}, uint8(0), uint8(0))
	f.Add([]byte("\x10\x20\x30\x40\x50\x60\x70\x80\x90\xa0\xb0\xc0\xd0\xe0\xf0"), uint8(70), uint8(20))
	f.Add([]byte("\xff\xfe\xfd\xfc\x01\x01\x01\x02\x02\x02"), uint8(1), uint8(1))
	f.Fuzz(func(t *testing.T, prog []byte, cols, rows uint8) {
		c, r := MinCols+int(cols)%40, MinRows+int(rows)%20
		term := newDrained(t, c, r)
		for _, step := range sequences(prog, c, r) {
			if step.cols > 0 {
				term.Resize(step.cols, step.rows)
				continue
			}
			_, _ = term.Write(step.out)
		}
		_, _ = term.Write([]byte(sentinel))
		checkInvariants(t, term)
		sentinelShown(t, term)
	})
}

// TestSequencesRandom runs the grammar of FuzzSequences over random programs
// in the normal suite.
func TestSequencesRandom(t *testing.T) {
	n := 400
	if testing.Short() || raceEnabled {
		n = 60
	}
	for i := range n {
		r := rand.New(rand.NewPCG(uint64(i), 11))
		prog := make([]byte, 20+r.IntN(200))
		for k := range prog {
			prog[k] = byte(r.IntN(256))
		}
		c, rows := MinCols+r.IntN(40), MinRows+r.IntN(20)
		term := newDrained(t, c, rows)
		for _, step := range sequences(prog, c, rows) {
			if step.cols > 0 {
				term.Resize(step.cols, step.rows)
				continue
			}
			_, _ = term.Write(step.out)
		}
		_, _ = term.Write([]byte(sentinel))
		if term.Faults() != 0 {
			t.Fatalf("program %d (%dx%d): %d faults; steps %q", i, c, rows, term.Faults(), sequences(prog, c, rows))
		}
		checkInvariants(t, term)
		sentinelShown(t, term)
	}
}

// step is one write of a program of FuzzSequences, or a resize.
type step struct {
	out        []byte
	cols, rows int
}

func (s step) String() string {
	if s.cols > 0 {
		return fmt.Sprintf("resize %dx%d", s.cols, s.rows)
	}
	return fmt.Sprintf("%q", s.out)
}

// sequences turns fuzzer bytes into writes: each byte picks a sequence,
// the next ones its parameters, from values around the screen's edges and
// the parser's limits.
func sequences(prog []byte, cols, rows int) []step {
	nums := []int{0, 1, 2, 3, cols - 1, cols, cols + 1, rows - 1, rows, rows + 1, 2 * cols, 255, 256,
		32767, 65535, 65536, 1<<31 - 2, 1<<31 - 1, 1 << 31, 99999999999}
	i := 0
	next := func() int {
		if i >= len(prog) {
			return 0
		}
		i++
		return int(prog[i-1])
	}
	num := func() string {
		k := next()
		if k >= 3*len(nums) {
			return "" // a missing parameter
		}
		return fmt.Sprint(nums[k%len(nums)])
	}
	finals := "@ABCDEFGHIJKLMPSTXZ`abcdefghlmnqrsuJK"
	modes := []int{1, 3, 4, 5, 6, 7, 12, 20, 25, 40, 45, 47, 66, 69, 95, 1000, 1004, 1047, 1048, 1049, 2004, 2026}
	texts := []string{"x", "日", "e\u0301", "👍", "a\ufe0f", "abcdefghijklmnop", "\t", "\b", "\r", "\n", "\r\n",
		"\v", "\f", "\x85", "\x84", "\x8d", "\x88", "\x0e", "\x0f", "\u0915\u094d"}
	escs := []string{"7", "8", "D", "E", "H", "M", "c", "#8", "(0", "(B", ")0", "n", "o", "N", "O", "=", ">", "Z"}
	var out []step
	var b []byte
	for i < len(prog) {
		switch op := next(); op % 16 {
		case 0, 1, 2, 3:
			b = append(b, "\x1b["+num()+string(finals[next()%len(finals)])...)
		case 4, 5:
			b = append(b, "\x1b["+num()+";"+num()+string("rsHfXy"[next()%6])...)
		case 6, 7:
			m := modes[next()%len(modes)]
			b = append(b, fmt.Sprintf("\x1b[?%d%c", m, "hl"[next()%2])...)
		case 8:
			b = append(b, fmt.Sprintf("\x1b[%d%c", []int{4, 20, 2, 12}[next()%4], "hl"[next()%2])...)
		case 9, 10, 11:
			b = append(b, texts[next()%len(texts)]...)
		case 12:
			b = append(b, "\x1b"+escs[next()%len(escs)]...)
		case 13:
			b = append(b, "\x1b["+num()+";"+num()+";"+num()+";"+num()+string("rsHm$"[next()%5])...)
		case 14:
			if len(b) > 0 {
				out = append(out, step{out: b})
				b = nil
			}
			out = append(out, step{cols: MinCols + next()%40, rows: MinRows + next()%20})
		default:
			b = append(b, strings.Repeat(string(rune('a'+next()%26)), next()%(2*cols+2))...)
		}
	}
	if len(b) > 0 {
		out = append(out, step{out: b})
	}
	return slices.Clip(out)
}
