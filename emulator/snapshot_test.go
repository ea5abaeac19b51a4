package emulator

import (
	"reflect"
	"testing"
)

// TestSnapshotRuns checks the looks a snapshot records: runs of cells in
// one look, colours named by palette index or RGB, a wide character's two
// cells, and nothing for default cells.
func TestSnapshotRuns(t *testing.T) {
	for _, c := range []struct {
		name string
		out  string
		want []Run
	}{
		{"plain text has none", "hello", nil},
		{"inverse run", "a\x1b[7mbcd\x1b[0me", []Run{{Row: 0, Col: 1, Len: 3, Look: Look{Attr: Inverse}}}},
		{"basic and bright colours", "\x1b[31mr\x1b[0m\x1b[1;96mc", []Run{
			{Row: 0, Col: 0, Len: 1, Look: Look{Fg: "1"}}, {Row: 0, Col: 1, Len: 1, Look: Look{Attr: Bold, Fg: "14"}}}},
		{"256 colours and RGB", "\x1b[38;5;208;48;5;236mx\x1b[0m\x1b[38;2;255;0;128my", []Run{
			{Row: 0, Col: 0, Len: 1, Look: Look{Fg: "208", Bg: "236"}}, {Row: 0, Col: 1, Len: 1, Look: Look{Fg: "#ff0080"}}}},
		{"attributes", "\x1b[2;3;4;9mx", []Run{{Row: 0, Col: 0, Len: 1, Look: Look{Attr: Faint | Italic | Underline | Strike}}}},
		{"a wide character covers two cells", "\x1b[7m日本\x1b[0m", []Run{{Row: 0, Col: 0, Len: 4, Look: Look{Attr: Inverse}}}},
		{"rows apart", "\x1b[44m  \x1b[0m\r\n \x1b[44m \x1b[0m", []Run{
			{Row: 0, Col: 0, Len: 2, Look: Look{Bg: "4"}}, {Row: 1, Col: 1, Len: 1, Look: Look{Bg: "4"}}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			term := New(20, 3, 0)
			term.DiscardReplies()
			defer term.Close()
			_, _ = term.Write([]byte(c.out))
			s := term.Snapshot()
			if !reflect.DeepEqual(s.Runs, c.want) {
				t.Fatalf("runs %+v, want %+v", s.Runs, c.want)
			}
			for _, sp := range c.want {
				if got := s.LookAt(sp.Row, sp.Col+sp.Len-1); got != sp.Look {
					t.Errorf("LookAt(%d, %d) = %+v, want %+v", sp.Row, sp.Col+sp.Len-1, got, sp.Look)
				}
			}
			if got := s.LookAt(2, 19); got != (Look{}) {
				t.Errorf("a blank cell's look: %+v", got)
			}
		})
	}
}

// TestSnapshotWrapped checks the rows a snapshot says the terminal carried
// on: only where the program wrote past the last column, not where it
// filled a row and broke the line itself, nor after the row was erased.
func TestSnapshotWrapped(t *testing.T) {
	for _, c := range []struct {
		name string
		out  string
		want []int
	}{
		{"a line longer than the row", "0123456789abcdef", []int{0}},
		{"over two rows", "\r\n0123456789abcdefghij0123", []int{1, 2}},
		{"a full row, then the program's own line break", "0123456789\r\nabc", nil},
		{"lines the program broke", "abc\r\ndef", nil},
		{"the carried row erased", "0123456789abc\x1b[1;1H\x1b[2K", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			term := New(10, 4, 0)
			term.DiscardReplies()
			defer term.Close()
			_, _ = term.Write([]byte(c.out))
			if got := term.Snapshot().Wrapped; !reflect.DeepEqual(got, c.want) {
				t.Fatalf("wrapped %v, want %v", got, c.want)
			}
		})
	}
}

// A change of look alone is a change of the screen: a menu's highlight
// moving over text that stays the same gives a new revision.
func TestRevisionGrowsOnLook(t *testing.T) {
	term := New(20, 3, 0)
	term.DiscardReplies()
	defer term.Close()
	_, _ = term.Write([]byte("\x1b[7mone\x1b[0m\r\ntwo\x1b[H"))
	before := term.Snapshot().Revision
	_, _ = term.Write([]byte("\x1b[H\x1b[0mone\r\n\x1b[7mtwo\x1b[0m\x1b[H"))
	if after := term.Snapshot(); after.Revision == before {
		t.Fatalf("the highlight moved and the revision stayed %d: %+v", before, after.Runs)
	}
}
