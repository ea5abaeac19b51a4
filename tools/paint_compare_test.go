package tools

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator"
)

// compareStreams are byte streams to compare what follows a screen on:
// real programs' output from testdata in chunks of two sizes, and random
// streams of the sequences programs emit, each with its terminal's size.
func compareStreams(t *testing.T) (names []string, sizes [][2]int, streams [][][]byte) {
	t.Helper()
	files, _ := filepath.Glob("../testdata/conformance/pyte-captured/*.input")
	raws, _ := filepath.Glob("../testdata/recordings/*.raw")
	vts, _ := filepath.Glob("../testdata/vt/recordings/*.raw")
	files = append(append(files, raws...), vts...)
	if len(files) < 20 {
		t.Fatalf("%d program streams", len(files))
	}
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{97, 2048} {
			var chunks [][]byte
			for at := 0; at < len(b); at += n {
				chunks = append(chunks, b[at:min(at+n, len(b))])
			}
			names = append(names, fmt.Sprintf("%s in %d-byte chunks", filepath.Base(file), n))
			sizes = append(sizes, [2]int{80, 24})
			streams = append(streams, chunks)
		}
	}
	r := rand.New(rand.NewPCG(38, 3))
	words := []string{"ls", "hello world", "日本語", "👍", "e\u0301", "~", "$ ", "a very long line of text that wraps around the edge of a small screen"}
	for k := range 500 {
		cols, rows := 5+r.IntN(40), 2+r.IntN(12)
		var chunks [][]byte
		for range 1 + r.IntN(60) {
			var b strings.Builder
			for range 1 + r.IntN(4) {
				switch r.IntN(12) {
				case 0, 1, 2:
					b.WriteString(words[r.IntN(len(words))])
				case 3:
					fmt.Fprintf(&b, "\x1b[%d;%dH", 1+r.IntN(rows+2), 1+r.IntN(cols+2))
				case 4:
					fmt.Fprintf(&b, "\x1b[%dm", []int{0, 1, 3, 4, 7, 9, 31, 42, 95, 39, 49}[r.IntN(11)])
				case 5:
					fmt.Fprintf(&b, "\x1b[38;5;%dm\x1b[48;2;%d;%d;%dm", r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256))
				case 6:
					fmt.Fprintf(&b, "\x1b[%dK", r.IntN(3))
				case 7:
					fmt.Fprintf(&b, "\x1b[%d%c", 1+r.IntN(3), "LMSTJ@P"[r.IntN(7)])
				case 8:
					fmt.Fprintf(&b, "\x1b[%d;%dr", 1+r.IntN(rows), 1+r.IntN(rows))
				case 9:
					b.WriteString("\r\n")
				case 10:
					b.WriteString([]string{"\x1b[?1049h", "\x1b[?1049l", "\x1b[?25l", "\x1b[?25h", "\x1b[r"}[r.IntN(5)])
				default:
					b.WriteString(strings.Repeat("\n", r.IntN(rows+1)))
				}
			}
			chunks = append(chunks, []byte(b.String()))
		}
		names = append(names, fmt.Sprintf("random stream %d", k))
		sizes = append(sizes, [2]int{cols, rows})
		streams = append(streams, chunks)
	}
	return names, sizes, streams
}

// TestFollowerAsBefore compares the follower that asks the emulator's
// differ which rows changed with the one before it (oldFollower): on
// every stream, after every chunk, the two send the same update, byte for
// byte, or none. A resize of the screen midway is in every stream.
func TestFollowerAsBefore(t *testing.T) {
	names, sizes, streams := compareStreams(t)
	updates, sent := 0, 0
	for k, chunks := range streams {
		term := emulator.New(sizes[k][0], sizes[k][1], 100)
		term.DiscardReplies()
		var old oldFollower
		var cur Follower
		for i, chunk := range chunks {
			if i == len(chunks)/2 {
				term.Resize(sizes[k][0]+1, sizes[k][1]+2)
			}
			_, _ = term.Write(chunk)
			fr := term.Frame()
			rev, hist := term.Snapshot().Revision, term.ScrollbackLen()
			wu, wok := old.next(fr, rev, hist)
			gu, gok := cur.next(fr, rev, hist)
			w, _ := json.Marshal(wu)
			g, _ := json.Marshal(gu)
			updates++
			if wok {
				sent++
			}
			if wok != gok || string(w) != string(g) {
				t.Fatalf("%s, chunk %d: update %v %s, before %v %s", names[k], i, gok, g, wok, w)
			}
		}
	}
	t.Logf("%d streams, %d updates, %d sent: equal", len(streams), updates, sent)
}
