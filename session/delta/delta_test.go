package delta

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
)

// TestDeltaRebuildsScreen: a caller that holds the last result's rows and
// makes the delta (moves them up Scrolled, moves the block, sets Rows) has
// the rows now, and no row the delta sets was right already, on every
// screen there is: the streams of real programs fed in chunks of several
// sizes, each step against the one before, against one five steps back,
// and unshown; the mode corpus's screens two by two; random screens and
// moved blocks.
func TestDeltaRebuildsScreen(t *testing.T) {
	cases, moves := 0, 0
	check := func(name string, prev, cur Shown) {
		t.Helper()
		cases++
		d := Between(nil, prev, cur)
		if d.Move != nil {
			moves++
		}
		if d.Scrolled != max(cur.history-prev.history, 0) {
			t.Fatalf("%s: scrolled %d, history %d to %d", name, d.Scrolled, prev.history, cur.history)
		}
		var had []string
		if prev.shown {
			had = prev.lines
		}
		rows := make([]string, len(cur.lines))
		for i := range rows {
			if j := int64(i) + d.Scrolled; j < int64(len(had)) {
				rows[i] = had[j]
			}
		}
		if m := d.Move; m != nil {
			if len(had) != len(rows) || m.Top < 0 || m.Bottom >= len(rows) || m.By == 0 || max(m.By, -m.By) > m.Bottom-m.Top {
				t.Fatalf("%s: move %+v of %d rows", name, *m, len(rows))
			}
			moved := slices.Clone(rows)
			for i := m.Top; i <= m.Bottom; i++ {
				moved[i] = ""
				if j := i + m.By; j >= m.Top && j <= m.Bottom {
					moved[i] = rows[j]
				}
			}
			rows = moved
		}
		last := -1
		for _, r := range d.Rows {
			if r.Row <= last || r.Row >= len(rows) || rows[r.Row] == r.Text {
				t.Fatalf("%s: row %+v set (after row %d) where it was %q", name, r, last, rows[min(max(r.Row, 0), len(rows)-1)])
			}
			rows[r.Row], last = r.Text, r.Row
		}
		if !slices.Equal(rows, cur.lines) {
			t.Fatalf("%s: the delta %+v makes\n%q\nof\n%q, not\n%q", name, d, rows, prev.lines, cur.lines)
		}
	}
	of := func(snap emulator.Snapshot) Shown {
		return Shown{lines: snap.Lines, history: snap.History, seen: true, shown: true}
	}
	for _, st := range sessiontest.ProgramStreams(t, "../..", 16, 97, 512, 4096) {
		term := emulator.New(st.Cols, st.Rows, 1000)
		term.DiscardReplies()
		var back []Shown
		for i, chunk := range st.Chunks {
			_, _ = term.Write(chunk)
			cur := of(term.Snapshot())
			name := fmt.Sprintf("%s, chunk %d", st.Name, i)
			if len(back) > 0 {
				check(name, back[len(back)-1], cur)
				unshown := back[len(back)-1]
				unshown.shown = false
				check(name+", unshown", unshown, cur)
			}
			if len(back) > 4 {
				check(name+", 5 back", back[len(back)-5], cur)
			}
			back = append(back, cur)
		}
	}
	files, _ := filepath.Glob("../../testdata/modes/*.json")
	var corpus []Shown
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c struct{ Screen emulator.Snapshot }
		if json.Unmarshal(b, &c) == nil && len(c.Screen.Lines) > 0 {
			corpus = append(corpus, of(c.Screen))
		}
	}
	if len(corpus) < 50 {
		t.Fatalf("%d corpus screens", len(corpus))
	}
	for i := range corpus {
		for j := range corpus {
			check(fmt.Sprintf("%s to %s", files[i], files[j]), corpus[i], corpus[j])
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	texts := []string{"", "", "a", "b", "c", "d", "e"}
	for k := range 20000 {
		n := 1 + r.IntN(12)
		prev := Shown{lines: make([]string, n), history: int64(r.IntN(4)), seen: true, shown: r.IntN(8) > 0}
		m := n
		if r.IntN(6) == 0 {
			m = 1 + r.IntN(12)
		}
		cur := Shown{lines: make([]string, m), history: prev.history + int64(r.IntN(3))}
		for i := range prev.lines {
			prev.lines[i] = texts[r.IntN(len(texts))]
		}
		for i := range cur.lines {
			cur.lines[i] = texts[r.IntN(len(texts))]
			if r.IntN(2) == 0 && n > 0 {
				cur.lines[i] = prev.lines[r.IntN(n)]
			}
		}
		if r.IntN(3) == 0 && m == n && n > 2 {
			// A block moved, then a row or two written.
			top := r.IntN(n - 1)
			bottom := top + 1 + r.IntN(n-top-1)
			by := 1 + r.IntN(bottom-top)
			if r.IntN(2) == 0 {
				by = -by
			}
			for i := range cur.lines {
				cur.lines[i] = prev.lines[i]
				if j := i + by; i >= top && i <= bottom {
					cur.lines[i] = ""
					if j >= top && j <= bottom {
						cur.lines[i] = prev.lines[j]
					}
				}
			}
			for range r.IntN(3) {
				cur.lines[r.IntN(n)] = texts[r.IntN(len(texts))]
			}
		}
		check(fmt.Sprintf("random %d: %q to %q", k, prev.lines, cur.lines), prev, cur)
	}
	t.Logf("%d deltas, %d with a move: each makes the screen", cases, moves)
}
