package spell

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestOut(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"plain", "vim", "vim"},
		{"wide and combining", "日本 e\u0301 🧑‍💻", "日本 e\u0301 🧑‍💻"},
		{"backslash kept", `C:\x1b\n`, `C:\x1b\n`},
		{"replacement character kept", "a\ufffdb", "a\ufffdb"},
		{"clear screen and title", "\x1b[2J\x1b]2;pwn\x07", `\x1b[2J\x1b]2;pwn\a`},
		{"clipboard", "\x1b]52;c;aGk=\x1b\\", `\x1b]52;c;aGk=\x1b\`},
		{"named C0", "\a\b\t\n\v\f\r", `\a\b\t\n\v\f\r`},
		{"other C0 and DEL", "\x00\x01\x1f\x7f", `\x00\x01\x1f\x7f`},
		{"C1 as UTF-8", "a\u0080\u009b2J\u009d0;x\u009c", `a\u0080\u009b2J\u009d0;x\u009c`},
		{"C1 as raw bytes", "a\x9b2J\x9c", `a\x9b2J\x9c`},
		{"invalid UTF-8", "\xff\xfe\xc2", `\xff\xfe\xc2`},
		{"cut character", "ab\xe2\x82", `ab\xe2\x82`},
		{"after plain text", "top\x1bc", `top\x1bc`},
		{"bidi override and zero widths", "c\u202eat\u200b\u2066x\u200e", `c\u202eat\u200b\u2066x\u200e`},
		{"separators, soft hyphen and a tag", "a\u2028b\u2029c\u00add\U000e0041", `a\u2028b\u2029c\u00add\U000e0041`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Out(c.in)
			if got != c.want {
				t.Errorf("Out(%q) = %q, want %q", c.in, got, c.want)
			}
			if again := Out(got); again != got {
				t.Errorf("Out is not idempotent: %q then %q", got, again)
			}
		})
	}
}

// FuzzOut: whatever the bytes, the result is UTF-8 without a control
// or a character that hides or reorders text, is its own Out, and text that needed nothing is kept.
func FuzzOut(f *testing.F) {
	for _, s := range []string{"", "vim", "\x1b]52;c;aGk=\a", "\u009b\x9b\xff", "日本\t", "c\u202eat\u200d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v := Out(s)
		if !utf8.ValidString(v) {
			t.Fatalf("Out(%q) = %q is not UTF-8", s, v)
		}
		if i := strings.IndexFunc(v, func(r rune) bool { return r < 0x20 || (r >= 0x7f && r <= 0x9f) || hidden(r) }); i >= 0 {
			t.Fatalf("Out(%q) = %q holds a control at %d", s, v, i)
		}
		if Out(v) != v {
			t.Fatalf("Out(%q) = %q changes again", s, v)
		}
		clean := utf8.ValidString(s) && strings.IndexFunc(s, func(r rune) bool { return r < 0x20 || (r >= 0x7f && r <= 0x9f) || hidden(r) }) < 0
		if clean != (v == s) {
			t.Fatalf("Out(%q) = %q; the input was clean: %v", s, v, clean)
		}
	})
}
