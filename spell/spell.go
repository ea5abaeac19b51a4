package spell

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Out returns s with every character a terminal would act on, and every
// byte that is not UTF-8, spelled out as Go writes it in a quoted string:
// the C0 controls and DEL as \a \b \t \n \v \f \r or \x1b, the C1 controls
// (U+0080 to U+009F) as \u009b, a byte that starts no UTF-8 character
// as \xff, and the characters that reorder or hide text without being
// controls — bidirectional overrides, embeddings, isolates and marks, zero
// width spaces and joiners but the emoji joiner U+200D, the other format
// characters (Unicode's Cf) and the line and paragraph separators — as
// \u202e (\U000e0001 past U+FFFF). Everything else, backslashes among it, is kept as it is, so a
// string without those is returned unchanged and Out(Out(s)) is
// Out(s): text can be made visible where it enters and again where it
// leaves without being spelled out twice.
//
// Text a program or a client chose (a process's name and arguments, a
// window title, an MCP client's name) goes through Out before anything
// hands it on, so it can clear no screen, set no title and write no
// clipboard on the terminal of a person who reads it.
func Out(s string) string {
	i := 0
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n == 1) || (r >= 0x80 && r <= 0x9f) || hidden(r) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c < 0x20 || c == 0x7f:
				writeControl(&b, c)
			default:
				b.WriteByte(c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			writeHex(&b, `\x`, c)
		case r >= 0x80 && r <= 0x9f:
			writeHex(&b, `\u00`, byte(r))
		case hidden(r):
			writeRune(&b, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// hidden reports whether r reorders or hides the text around it on a
// person's terminal without being a control: a format character (bidi
// overrides and isolates, zero-width spaces, the soft hyphen, tags) or a
// line or paragraph separator. The zero-width joiner is kept: it only
// joins emoji into one picture.
func hidden(r rune) bool {
	return r != '\u200d' && (unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029')
}

// writeRune spells out r as \uXXXX, or \UXXXXXXXX past U+FFFF.
func writeRune(b *strings.Builder, r rune) {
	if r > 0xffff {
		writeHex(b, `\U`, byte(r>>24))
		writeHex(b, "", byte(r>>16))
	} else {
		b.WriteString(`\u`)
	}
	writeHex(b, "", byte(r>>8))
	writeHex(b, "", byte(r))
}

// writeControl spells out a C0 control or DEL.
func writeControl(b *strings.Builder, c byte) {
	if i := strings.IndexByte("\a\b\f\n\r\t\v", c); i >= 0 {
		b.WriteByte('\\')
		b.WriteByte("abfnrtv"[i])
		return
	}
	writeHex(b, `\x`, c)
}

func writeHex(b *strings.Builder, prefix string, c byte) {
	const digits = "0123456789abcdef"
	b.WriteString(prefix)
	b.WriteByte(digits[c>>4])
	b.WriteByte(digits[c&15])
}
