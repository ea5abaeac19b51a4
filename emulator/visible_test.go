package emulator

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// A title (OSC 0 or 2) and a working directory (OSC 7) hold the program's
// bytes: the controls among them come out spelled, whether sent as UTF-8
// C1 characters, raw 8-bit bytes or bytes that are no character. (ESC and
// BEL end the string, and 0x9c, ST, too.)
func TestTitleVisible(t *testing.T) {
	for _, c := range []struct{ name, in, title, cwd string }{
		{"C1 as UTF-8", "\x1b]2;a\u009b2J\u0085b\u009d52;c;x\x07", `a\u009b2J\u0085b\u009d52;c;x`, ""},
		{"8-bit CSI", "\x1b]0;a\x9b2Jb\x1b\\", `a\x9b2Jb`, ""},
		{"invalid and DEL", "\x1b]2;\xff\xfe\x7fok\x07", `\xff\xfe\x7fok`, ""},
		{"a clean title is kept", "\x1b]2;vim ~/notes.txt — 日\x07", "vim ~/notes.txt — 日", ""},
		{"cwd", "\x1b]7;file://host/tmp/a%1B%5D2;x%07\x07", "", `/tmp/a\x1b]2;x\a`},
	} {
		t.Run(c.name, func(t *testing.T) {
			term := New(20, 3, 10)
			defer term.Close()
			term.Feed([]byte(c.in))
			s := term.Snapshot()
			if s.Title != c.title || s.Cwd != c.cwd {
				t.Errorf("title %q, cwd %q; want %q, %q", s.Title, s.Cwd, c.title, c.cwd)
			}
		})
	}
}

// A C1 control written in UTF-8 is executed as its 7-bit form (ESC and
// a character) is, as xterm does, never printed: no cell holds it, so no result's row and no
// person's terminal gets it. A read may cut it between its two bytes.
func TestC1InUTF8NotPrinted(t *testing.T) {
	screen := func(chunks ...string) Snapshot {
		term := New(20, 3, 10)
		defer term.Close()
		for _, c := range chunks {
			term.Feed([]byte(c))
		}
		return term.Snapshot()
	}
	for r := rune(0x80); r <= 0x9f; r++ {
		for _, tail := range []string{"", "\r\n", "b", "\x1b\\b"} {
			in := "a" + string(r) + tail
			got := screen(in)
			for _, l := range got.Lines {
				if strings.ContainsFunc(l, func(r rune) bool { return r >= 0x80 && r <= 0x9f }) {
					t.Errorf("%q: a row holds a C1 control: %q", in, l)
				}
			}
			want := screen("a\x1b" + string(rune(r-0x40)) + tail)
			if strings.Join(got.Lines, "\n") != strings.Join(want.Lines, "\n") || got.Cursor != want.Cursor {
				t.Errorf("%q: %q cursor %v; the 7-bit form gives %q cursor %v", in, got.Lines, got.Cursor, want.Lines, want.Cursor)
			}
		}
	}
	if got, want := screen("ab\xc2", "\x9b2D!"), screen("ab\x1b[2D!"); got.Lines[0] != want.Lines[0] || got.Lines[0] != "!b" {
		t.Errorf("CSI cut between reads: %q, want %q as its 7-bit form gives", got.Lines[0], want.Lines[0])
	}
	if got := screen("é°\u00a0x").Lines[0]; got != "é°\u00a0x" {
		t.Errorf("Latin-1 characters after C1's first byte: %q", got)
	}
}

// FuzzNoControlShown: whatever a program writes, cut anywhere in two
// reads, no row, history line, title or working directory holds a
// control character or a byte that is not UTF-8.
func FuzzNoControlShown(f *testing.F) {
	for _, s := range []string{"a\u009bb", "\xc2\xc2\x85x", "é\u0085\r\n\x1b]2;\u009d\x07", "ab\xc2", "\x1b]7;file:///a%1b\x07"} {
		f.Add([]byte(s), uint8(len(s)/2))
	}
	f.Fuzz(func(t *testing.T, p []byte, cut uint8) {
		term := New(12, 3, 5)
		term.DiscardReplies()
		defer term.Close()
		at := min(int(cut), len(p))
		term.Feed(p[:at])
		term.Feed(append(p[at:], "\r\n\n\n\n"...)) // some to the history
		s := term.Snapshot()
		for _, l := range append(append(s.Lines, s.Title, s.Cwd), term.Scrollback(5)...) {
			if !utf8.ValidString(l) || strings.ContainsFunc(l, func(r rune) bool { return r < 0x20 || (r >= 0x7f && r <= 0x9f) }) {
				t.Fatalf("%q shows %q", p, l)
			}
		}
	})
}
