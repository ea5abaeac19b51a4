package sessiontest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Stream is a program's output to feed a terminal chunk by chunk, with
// the size of the terminal it was written for.
type Stream struct {
	Name       string
	Cols, Rows int
	Chunks     [][]byte
}

// ProgramStreams are the byte streams of real programs kept in the
// repository's testdata (root is the repository's top directory), 80x24,
// each cut in chunks of every size of sizes.
func ProgramStreams(t testing.TB, root string, sizes ...int) []Stream {
	t.Helper()
	var files []string
	for _, glob := range []string{"testdata/conformance/pyte-captured/*.input", "testdata/recordings/*.raw", "testdata/vt/recordings/*.raw"} {
		f, _ := filepath.Glob(filepath.Join(root, glob))
		files = append(files, f...)
	}
	if len(files) < 20 {
		t.Fatalf("%d program streams in %s/testdata", len(files), root)
	}
	var out []Stream
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range sizes {
			s := Stream{Name: fmt.Sprintf("%s in %d-byte chunks", filepath.Base(file), n), Cols: 80, Rows: 24}
			for at := 0; at < len(b); at += n {
				s.Chunks = append(s.Chunks, b[at:min(at+n, len(b))])
			}
			out = append(out, s)
		}
	}
	return out
}

// RandomStreams are n streams of what programs print (text, wide and
// combining characters, cursor moves, colours, erasing, inserting and
// deleting, scrolling and scroll regions, new lines, the alternate
// screen), each up to 60 chunks, on terminals of 10 to 49 columns and 2
// to 13 rows, the same for the same seed.
func RandomStreams(seed uint64, n int) []Stream {
	r := rand.New(rand.NewPCG(seed, 3))
	words := []string{"ls", "hello world", "日本語", "👍", "e\u0301", "~", "$ ", "a very long line of text that wraps around the edge of a small screen"}
	out := make([]Stream, n)
	for k := range out {
		cols, rows := 10+r.IntN(40), 2+r.IntN(12)
		s := Stream{Name: fmt.Sprintf("random stream %d", k), Cols: cols, Rows: rows}
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
			s.Chunks = append(s.Chunks, []byte(b.String()))
		}
		out[k] = s
	}
	return out
}
