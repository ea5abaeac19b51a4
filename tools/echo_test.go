package tools

import (
	"slices"
	"strings"
	"testing"
)

// TestElideEcho: the text a call sent, where rows show it exactly as sent
// (on one row, or wrapped over full rows), is written echoMark and the
// rows it filled alone are left out; anything else stays as the screen
// shows it, and the rows given are not changed.
func TestElideEcho(t *testing.T) {
	const long = "SELECT name FROM customers ORDER BY name LIMIT 3;"
	sel := func(r int) *int { return &r }
	cases := []struct {
		name     string
		text     string
		cols     int
		rows     []Row
		selected *int
		want     []Row
	}{{
		name: "on its row after a prompt",
		text: long, cols: 80,
		rows: []Row{{Row: 2, Text: "sqlite> " + long}, {Row: 3, Text: "Ann"}, {Row: 4, Text: "sqlite>"}},
		want: []Row{{Row: 2, Text: "sqlite> " + echoMark}, {Row: 3, Text: "Ann"}, {Row: 4, Text: "sqlite>"}},
	}, {
		name: "wrapped onto the row below",
		text: long, cols: 30,
		rows: []Row{{Row: 5, Text: ("sqlite> " + long)[:30]}, {Row: 6, Text: ("sqlite> " + long)[30:]}, {Row: 7, Text: "Ann"}},
		want: []Row{{Row: 5, Text: "sqlite> " + echoMark}, {Row: 7, Text: "Ann"}},
	}, {
		name: "wrapped where a blank ends the full row",
		text: "the quick brown fox jumps over the lazy dog", cols: 16,
		// "$ the quick brow" | "n fox jumps over" | " the lazy dog"
		rows: []Row{{Row: 0, Text: "$ the quick brow"}, {Row: 1, Text: "n fox jumps over"}, {Row: 2, Text: " the lazy dog"}, {Row: 3, Text: "$"}},
		want: []Row{{Row: 0, Text: "$ " + echoMark}, {Row: 3, Text: "$"}},
	}, {
		name: "wrapped where the full row's last cell is a blank (trimmed)",
		text: "abcdefghijklm opqrstuvwxyz01", cols: 16,
		rows: []Row{{Row: 0, Text: "$ abcdefghijklm"}, {Row: 1, Text: "opqrstuvwxyz01"}},
		want: []Row{{Row: 0, Text: "$ " + echoMark}},
	}, {
		name: "the rest of the last row stays",
		text: "print('a rather long line of python')", cols: 80,
		rows: []Row{{Row: 1, Text: ">>> print('a rather long line of python')  # a hint"}},
		want: []Row{{Row: 1, Text: ">>> " + echoMark + "  # a hint"}},
	}, {
		name: "shown otherwise: as the screen shows it",
		text: "git commit -m 'fix the parser's end'", cols: 80,
		rows: []Row{{Row: 1, Text: "$ git commit -m 'fix the parser's en"}},
	}, {
		name: "too short to be worth the mark",
		text: "shop", cols: 80,
		rows: []Row{{Row: 8, Text: "package name: (014) shop"}},
	}, {
		name: "rows that do not wrap are not joined",
		text: long, cols: 80,
		rows: []Row{{Row: 1, Text: "sqlite> SELECT name FROM"}, {Row: 2, Text: " customers ORDER BY name LIMIT 3;"}},
	}, {
		name: "rows apart are not joined",
		text: long, cols: 30,
		rows: []Row{{Row: 5, Text: ("sqlite> " + long)[:30]}, {Row: 9, Text: ("sqlite> " + long)[30:]}},
	}, {
		name: "the selected row keeps its text",
		text: long, cols: 80, selected: sel(2),
		rows: []Row{{Row: 2, Text: "> " + long}},
	}, {
		name: "each line of a paste",
		text: "for n in range(3):\n    print('the number is', n)\n", cols: 80,
		rows: []Row{{Row: 1, Text: ">>> for n in range(3):"}, {Row: 2, Text: "...     print('the number is', n)"}, {Row: 3, Text: "..."}},
		want: []Row{{Row: 1, Text: ">>> for n in range(3):"}, {Row: 2, Text: "... " + echoMark}, {Row: 3, Text: "..."}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			given := slices.Clone(c.rows)
			got := elideEcho(c.rows, c.text, c.cols, c.selected)
			want := c.want
			if want == nil {
				want = c.rows
			}
			if !slices.Equal(got, want) {
				t.Errorf("got %+v\nwant %+v", got, want)
			}
			if !slices.Equal(c.rows, given) {
				t.Errorf("the rows given were changed: %+v", c.rows)
			}
		})
	}
	if strings.Contains(echoMark, "\n") || minEcho < 10 {
		t.Fatalf("echoMark %q, minEcho %d", echoMark, minEcho)
	}
}
