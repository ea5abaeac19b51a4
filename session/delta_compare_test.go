package session

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/agentty/agentty/emulator"
)

// TestDeltaAsBefore compares the delta worked out by the emulator's differ
// with the one session worked out before (oldDelta) on every screen there
// is: the streams of real programs fed in chunks of several sizes, each
// step against the one before and against one a few steps back, and
// unshown; the mode corpus's screens two by two; random screens.
func TestDeltaAsBefore(t *testing.T) {
	s := &Session{}
	cases, moves := 0, 0
	check := func(name string, prev, cur returned) {
		t.Helper()
		cases++
		want, got := oldDelta(prev, cur), s.delta(prev, cur)
		got.term = nil
		if got.Move != nil {
			moves++
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: delta %+v, before %+v", name, got, want)
		}
	}
	of := func(snap emulator.Snapshot) returned {
		return returned{lines: snap.Lines, history: snap.History, seen: true, shown: true}
	}
	streams, _ := filepath.Glob("../testdata/conformance/pyte-captured/*.input")
	raws, _ := filepath.Glob("../testdata/recordings/*.raw")
	vts, _ := filepath.Glob("../testdata/vt/recordings/*.raw")
	streams = append(append(streams, raws...), vts...)
	if len(streams) < 20 {
		t.Fatalf("%d streams", len(streams))
	}
	for _, file := range streams {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, chunk := range []int{16, 97, 512, 4096} {
			term := emulator.New(80, 24, 1000)
			term.DiscardReplies()
			var back []returned
			for at := 0; at < len(b); at += chunk {
				_, _ = term.Write(b[at:min(at+chunk, len(b))])
				cur := of(term.Snapshot())
				name := fmt.Sprintf("%s in %d-byte chunks at %d", filepath.Base(file), chunk, at)
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
	}
	files, _ := filepath.Glob("../testdata/modes/*.json")
	var corpus []returned
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
		prev := returned{lines: make([]string, n), history: int64(r.IntN(4)), seen: true, shown: r.IntN(8) > 0}
		m := n
		if r.IntN(6) == 0 {
			m = 1 + r.IntN(12)
		}
		cur := returned{lines: make([]string, m), history: prev.history + int64(r.IntN(3))}
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
	t.Logf("%d deltas compared, %d with a move: equal", cases, moves)
}
