package emulator

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// textMove is the move Diff finds from was to now, rows of text.
func textMove(was, now []string) *Move {
	return Diff(TextRows(was, 0), TextRows(now, 0), true).Move
}

// TestFindMove: the block of rows that moved, found by comparing rows, on
// screens made here; none where moving saves fewer than two rows.
func TestFindMove(t *testing.T) {
	lines := func(format string, from, n int, tail ...string) []string {
		out := make([]string, 0, n+len(tail))
		for i := range n {
			out = append(out, fmt.Sprintf(format, from+i))
		}
		return append(out, tail...)
	}
	tilde := []string{"a", "~", "~", "~", "~", "~", "~", "~"}
	for _, c := range []struct {
		name     string
		was, now []string
		want     *Move
	}{
		{"a pager, 3 down its file", lines("line %d", 1, 9, ":"), lines("line %d", 4, 9, ":"), &Move{Top: 0, Bottom: 8, By: 3}},
		{"a pager, 2 up its file", lines("line %d", 10, 9, ":"), lines("line %d", 8, 9, ":"), &Move{Top: 0, Bottom: 8, By: -2}},
		{"a region between a header and a footer", append([]string{"head"}, lines("item %d", 1, 8, "foot")...),
			append([]string{"head"}, lines("item %d", 2, 8, "foot")...), &Move{Top: 1, Bottom: 8, By: 1}},
		{"two rows changed", lines("line %d", 1, 9, ":"), append(lines("line %d", 1, 8, "new"), "/x"), nil},
		{"nothing in common", lines("line %d", 1, 9), lines("row %d", 1, 9), nil},
		{"vim's empty rows filled", tilde, []string{"a", "b", "c", "d", "~", "~", "~", "~"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := textMove(c.was, c.now)
			if (got == nil) != (c.want == nil) || (got != nil && *got != *c.want) {
				t.Fatalf("move %+v, want %+v", got, c.want)
			}
		})
	}
}

// TestBestBlockIsBest checks the one-pass search against every block, on
// random screens of a few texts: for each shift, the block found leaves as
// few rows to set as the best one.
func TestBestBlockIsBest(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	texts := []string{"", "a", "b", "c"}
	for range 2000 {
		n := 2 + r.IntN(9)
		was, now := make([]string, n), make([]string, n)
		for i := range n {
			was[i], now[i] = texts[r.IntN(len(texts))], texts[r.IntN(len(texts))]
		}
		had, cur := TextRows(was, 0), TextRows(now, 0)
		d := differ{had: &had, now: &cur, n: n, hadN: n, was: make([]int, n)}
		for i := range d.was {
			d.was[i] = i
		}
		for by := -(n - 1); by < n; by++ {
			if by == 0 {
				continue
			}
			m := d.bestBlock(by)
			if m == nil || m.By != by || m.Top < 0 || m.Bottom >= n || m.Bottom-m.Top < max(by, -by) {
				t.Fatalf("%q -> %q by %d: block %+v", was, now, by, m)
			}
			got := d.left(m)
			dist := max(by, -by)
			for top := 0; top < n; top++ {
				for bottom := top + dist; bottom < n; bottom++ {
					if c := d.left(&Move{Top: top, Bottom: bottom, By: by}); c < got {
						t.Fatalf("%q -> %q by %d: block %+v leaves %d rows, %d..%d leaves %d", was, now, by, *m, got, top, bottom, c)
					}
				}
			}
		}
	}
}
