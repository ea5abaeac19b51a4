package screen

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/ansi/parser"
)

// decodeCSI reads the plain CSI sequences that x/ansi's DecodeSequence
// read before it, and must read them the same: the same length, command
// and parameters (missing ones, subparameters, numbers past any count),
// and take the same sequences as plain (plainForm, the test that chose
// DecodeSequence's path then).
func TestDecodeCSIAsDecodeSequence(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	alphabet := []byte("0123456789:;<=>? !\"#/@ABHJKLMm~\x1b\x07a")
	cases := []string{
		"m", "0m", "1;34m", ";m", ";;m", "38:2::255:0:0m", "?25h", ">c", "?1049l",
		"5 q", "!p", "99999999999999999999m", "2147483647m", "2147483648;1H",
		"1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18;19;20;21;22;23;24;25;26;27;28;29;30m",
		"1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18;19;20;21;22;23;24;25;26;27;28;29;30;31m",
		"??1h", "1?h", "1 1m", "", "1", "1;", "\x1b", "<0;1;1M",
	}
	for range 200000 {
		n := rng.Intn(12)
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rng.Intn(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	c := newCore(80, 24, 0)
	p := ansi.NewParser()
	for _, s := range cases {
		b := []byte(s)
		n, cmd, np := c.decodeCSI(b)
		want := plainForm(b)
		if n != want {
			t.Fatalf("%q: decodeCSI took %d bytes as plain, want %d", s, n, want)
		}
		if n == 0 {
			continue
		}
		seq := append([]byte("\x1b["), b[:n]...)
		_, _, dn, _ := ansi.DecodeSequence(seq, ansi.NormalState, p)
		if dn != len(seq) || cmd != ansi.Cmd(p.Command()) || !slices.Equal(c.csiParams[:np], p.Params()) {
			t.Fatalf("%q: decodeCSI read %d bytes, %v %v; DecodeSequence %d, %v %v", s, n, cmd, c.csiParams[:np], dn-2, ansi.Cmd(p.Command()), p.Params())
		}
	}
}

// plainForm is the length of the plain CSI sequence at the start of b, 0
// when it is not one: a prefix, parameters, intermediates and a final
// byte, in that order, with fewer separators than MaxParamsSize-2.
func plainForm(b []byte) int {
	i := 0
	if len(b) > 0 && b[0] >= '<' && b[0] <= '?' {
		i++
	}
	seps := 0
	for ; i < len(b) && b[i] >= '0' && b[i] <= ';'; i++ {
		if b[i] >= ':' {
			seps++
		}
	}
	for ; i < len(b) && b[i] >= ' ' && b[i] <= '/'; i++ {
	}
	if i == len(b) || b[i] < '@' || b[i] > '~' || seps >= parser.MaxParamsSize-2 {
		return 0
	}
	return i + 1
}

// printable ends a run at every control, DEL and C1 control in UTF-8,
// and nowhere else, whatever the alignment of the bytes around it, and
// says whether the run is all ASCII.
func TestPrintable(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for range 20000 {
		b := make([]byte, rng.Intn(40))
		high := rng.Intn(2) == 0 // mostly bytes beyond ASCII, as in UTF-8 text
		for i := range b {
			switch rng.Intn(12) {
			case 0:
				b[i] = byte(rng.Intn(256))
			case 1:
				b[i] = 0xC2
			case 2:
				b[i] = []byte{0x1f, 0x20, 0x7e, 0x7f, 0x80, 0x9f, 0xa0, 0xff}[rng.Intn(8)]
			default:
				if high && rng.Intn(4) != 0 {
					b[i] = byte(0x80 + rng.Intn(0x80))
				} else {
					b[i] = byte(0x20 + rng.Intn(0x5f))
				}
			}
		}
		from := rng.Intn(len(b) + 1)
		want, wantASCII := from, true
		for want < len(b) && b[want] >= 0x20 && b[want] != 0x7f && !isC1(b[want:]) {
			wantASCII = wantASCII && b[want] < 0x80
			want++
		}
		if got, allASCII := printable(b, from); got != want || allASCII != wantASCII {
			t.Fatalf("printable(%q, %d) = %d, %v; want %d, %v", b, from, got, allASCII, want, wantASCII)
		}
	}
}
