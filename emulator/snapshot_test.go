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
