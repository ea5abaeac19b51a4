package screen

import (
	"math/rand"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/ansi/parser"
	"github.com/rivo/uniseg"
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

// TestSoloRunes holds soloRune to the rules of UAX #29 (uniseg): each rune
// it takes is a cluster of its own beside ASCII, itself, the others and
// Hangul syllables, before them and after them, at the width it says; and
// it takes no byte sequence that UTF-8 does not decode to that rune.
func TestSoloRunes(t *testing.T) {
	neighbours := []string{"a", "\uac00", "\uac01", "\u4e00", "\u30a2", "é", "—", "─"}
	taken := 0
	for r := rune(0x80); r <= 0xFFFF; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		s := string(r)
		got, w, n := soloRune([]byte(s))
		if w == 0 {
			continue
		}
		taken++
		if got != r || n != len(s) {
			t.Fatalf("U+%04X: soloRune = U+%04X, %d bytes", r, got, n)
		}
		if _, _, want, _ := uniseg.FirstGraphemeClusterInString(s, -1); w != want {
			t.Fatalf("U+%04X: width %d, uniseg's %d", r, w, want)
		}
		for _, q := range append(neighbours, s) {
			if first, _, _, _ := uniseg.FirstGraphemeClusterInString(s+q, -1); first != s {
				t.Fatalf("U+%04X joins %q after it", r, q)
			}
			if first, _, _, _ := uniseg.FirstGraphemeClusterInString(q+s, -1); first != q {
				t.Fatalf("U+%04X joins %q before it", r, q)
			}
		}
	}
	if taken < 0x9FFF-0x4E00+0xD7A3-0xAC00 {
		t.Fatalf("soloRune took %d runes: the CJK and Hangul blocks alone are more", taken)
	}
	for lead := 0xC0; lead < 0xF0; lead++ {
		for b1 := range 256 {
			for b2 := range 256 {
				p := []byte{byte(lead), byte(b1), byte(b2)}
				if lead < 0xE0 && b2 > 0 {
					break // a two-byte form: the third byte is ASCII
				}
				if r, w, n := soloRune(p); w != 0 {
					if want, wn := utf8.DecodeRune(p); r != want || n != wn || want == utf8.RuneError {
						t.Fatalf("% X: soloRune = U+%04X, %d bytes; UTF-8 says U+%04X, %d", p, r, n, want, wn)
					}
				}
			}
		}
	}
}
