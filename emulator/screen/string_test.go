package screen

import (
	"strings"
	"testing"
)

// TestStringEnds reads control strings to their ends as string.go says,
// fed whole, in two writes cut at every byte and a byte at a time: the
// title and the first row (what follows the string shows where it ended)
// are the same each way. (emulator's TestStringsWholeAgainstReferences
// holds the cases tmux and xterm.js judge to their screens.)
func TestStringEnds(t *testing.T) {
	long := strings.Repeat("x", stringMax-2) + "✳✳" // the first ✳ would pass stringMax
	tests := []struct {
		name, in    string
		title, row0 string
	}{
		{"a title with ✳", "\x1b]0;\xe2\x9c\xb3 done\a$ ", "✳ done", "$"},
		{"0x9C continues each byte of a character", "\x1b]2;\xc5\x9c\xe6\x9c\xab\xf0\x9f\x92\x9c\x1b\\x", "Ŝ末💜", "x"},
		{"0x9C outside a character is ST", "\x1b]2;ab\x9ccd", "ab", "cd"},
		{"0x9C after a character is ST", "\x1b]2;é\x9ccd", "é", "cd"},
		{"0x9C where the character's second byte cannot be it", "\x1b]2;a\xe0\x9ccd", "a\xe0", "cd"},
		{"a character cut short by ASCII", "\x1b]2;a\xe2\x9cb\x07c", "a\xe2\x9cb", "c"},
		{"a character cut short by ESC", "\x1b]2;a\xe2\x1b\\c", "a\xe2", "c"},
		{"a C1 control in UTF-8 is the string's", "\x1b]2;a\xc2\x9c\xc2\x85b\ac", "a\u009c\u0085b", "c"},
		{"C0 controls in an OSC string are ignored", "\x1b]2;a\tb\r\n\ac", "ab", "c"},
		{"CAN cancels", "\x1b]2;✳ab\x18cd", "", "cd"},
		{"SUB cancels", "\x1b]2;✳ab\x1acd\a", "", "cd"},
		{"ESC ends and starts a sequence", "\x1b]2;✳\x1b[2Cx", "✳", "  x"},
		{"BEL is a DCS string's", "\x1bP1$r✳\a\xe2\x9c\xb3\x1b\\x", "", "x"},
		{"APC with any character", "\x1b_\xe2\x9c\xb3\xc2\xa0\xff\x80\x1b\\x", "", "x"},
		{"PM to 8-bit ST", "\x1b^“✳”\x9cx", "", "x"},
		{"SOS in UTF-8 C1", "\xc2\x98✳\x1b\\x", "", "x"},
		{"OSC in UTF-8 C1", "\xc2\x9d2;✳\ax", "✳", "x"},
		{"a title past its bound keeps whole characters", "\x1b]2;" + long + "\ax", strings.Repeat("x", stringMax-2), "x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := []byte(tt.in)
			feeds := [][][]byte{{in}}
			var bytes [][]byte
			for i := range in {
				bytes = append(bytes, in[i:i+1])
			}
			if len(in) < 64 {
				feeds = append(feeds, bytes)
			}
			for k := 1; k < len(in); k++ {
				feeds = append(feeds, [][]byte{in[:k], in[k:]})
			}
			for _, chunks := range feeds {
				term := New(20, 3, 0)
				for _, c := range chunks {
					_, _ = term.Write(c)
				}
				if got, row := term.Title(), term.Lines()[0]; got != tt.title || row != tt.row0 {
					t.Fatalf("fed in %d writes (the first %d bytes): title %q, row %q; want %q, %q", len(chunks), len(chunks[0]), got, row, tt.title, tt.row0)
				}
			}
		})
	}
}

// TestStringLink: a hyperlink's URI keeps its characters, and the text it
// links shows.
func TestStringLink(t *testing.T) {
	term := New(20, 3, 0)
	_, _ = term.Write([]byte("\x1b]8;;https://h/“✳”\x1b\\link\x1b]8;;\x1b\\!"))
	if got := term.Lines()[0]; got != "link!" {
		t.Fatalf("row %q, want %q", got, "link!")
	}
	if got := term.Cell(0, 0).Link; got != "https://h/“✳”" {
		t.Errorf("link %q", got)
	}
	if got := term.Cell(4, 0).Link; got != "" {
		t.Errorf("the link went on past its end: %q", got)
	}
}
