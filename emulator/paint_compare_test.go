package emulator

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator/screen"
)

// paintRandom is how many random streams the painters are compared on
// (3000 were, once, by hand: equal).
var paintRandom = 300

// paintStreams are the byte streams the painters are compared on, each a
// list of chunks fed one after another, with the size of the terminal
// they were written for: real programs' output from testdata fed in
// chunks of several sizes, the differential cases token by token, and
// random streams of the sequences programs emit (generate).
func paintStreams(t *testing.T) (names []string, sizes [][2]int, streams [][][]byte) {
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
		for _, n := range []int{256, 4096} {
			var chunks [][]byte
			for at := 0; at < len(b); at += n {
				chunks = append(chunks, b[at:min(at+n, len(b))])
			}
			names = append(names, fmt.Sprintf("%s in %d-byte chunks", filepath.Base(file), n))
			sizes = append(sizes, [2]int{80, 24})
			streams = append(streams, chunks)
		}
	}
	cases, _ := filepath.Glob(filepath.Join(diffCaseDir, "*.case"))
	if len(cases) < 20 {
		t.Fatalf("%d differential cases", len(cases))
	}
	tokens := func(name string, s diffStream) {
		var chunks [][]byte
		for _, tk := range s.tokens {
			chunks = append(chunks, tk.b)
		}
		names = append(names, name)
		sizes = append(sizes, [2]int{s.cols, s.rows})
		streams = append(streams, chunks)
	}
	for _, file := range cases {
		c, err := readDiffCase(file)
		if err != nil {
			t.Fatal(err)
		}
		tokens(filepath.Base(file), c.s)
	}
	for _, s := range generate(38, paintRandom) {
		tokens(fmt.Sprintf("random stream %d", s.index), s)
	}
	return names, sizes, streams
}

// TestPainterAsBefore compares the painter that asks the differ with the
// one before it (oldPainter) on every stream there is, each on a
// person's terminal of the program's size, a larger one (a status line
// below) and a smaller one (the top left shown): fed what each painter
// sends after every chunk, the two people's terminals show the same cells,
// cursor and modes, and the new painter never sends more.
func TestPainterAsBefore(t *testing.T) {
	names, sizes, streams := paintStreams(t)
	var paints, moved, oldBytes, newBytes int
	for k, chunks := range streams {
		cols, rows := sizes[k][0], sizes[k][1]
		for _, person := range [][2]int{{cols, rows}, {cols + 7, rows + 3}, {max(cols-5, 1), max(rows-3, 1)}} {
			src := New(cols, rows, 1000)
			src.DiscardReplies()
			oldDst, newDst := New(person[0], person[1], 100), New(person[0], person[1], 100)
			oldDst.DiscardReplies()
			newDst.DiscardReplies()
			op, np := newOldPainter(person[0], person[1]), NewPainter(person[0], person[1])
			_, _ = oldDst.Write([]byte(op.Start()))
			_, _ = newDst.Write([]byte(np.Start()))
			for i, chunk := range chunks {
				_, _ = src.Write(chunk)
				f := src.Frame()
				o, n := op.Paint(f, "status"), np.Paint(f, "status")
				paints++
				oldBytes += len(o)
				newBytes += len(n)
				if n != o {
					moved++
				}
				if len(n) > len(o) {
					t.Fatalf("%s on %v, chunk %d: the painter sends %d bytes, before %d", names[k], person, i, len(n), len(o))
				}
				_, _ = oldDst.Write([]byte(o))
				_, _ = newDst.Write([]byte(n))
				of, nf := oldDst.Frame(), newDst.Frame()
				if !sameShown(of.Cells, nf.Cells) || of.Cursor != nf.Cursor || of.Modes != nf.Modes {
					t.Fatalf("%s on %v, chunk %d: the person's screen differs from the one the painter before painted:\n%q\nbefore:\n%q\nsent %q\nbefore %q",
						names[k], person, i, nf.lines(), of.lines(), n, o)
				}
			}
		}
	}
	t.Logf("%d streams, %d paints, %d by moving rows: %d bytes, before %d (%.1f%%); the people's screens equal",
		len(streams), paints, moved, newBytes, oldBytes, 100*float64(newBytes)/float64(max(oldBytes, 1)))
}

// sameShown reports whether two screens' cells show the same: a blank
// is a blank whether a space was written in it or not.
func sameShown(a, b []screen.Cell) bool {
	return slices.EqualFunc(a, b, func(x, y screen.Cell) bool {
		if x.Text == " " {
			x.Text = ""
		}
		if y.Text == " " {
			y.Text = ""
		}
		return x == y
	})
}

func (f *Frame) lines() []string {
	out := make([]string, f.Rows)
	for y := range out {
		out[y] = f.Line(y)
	}
	return out
}

// TestPainterAsBeforeInXterm feeds xterm.js headless, as a person's
// terminal, what the old painter and the new one send on the program
// streams and 100 random streams, on a terminal of the program's size and
// a larger one, and compares its screens at the end and, for the program
// streams, at 8 points along the way.
func TestPainterAsBeforeInXterm(t *testing.T) {
	x, why := startXterm(t)
	if x == nil {
		if requirePrograms() {
			t.Fatal(why)
		}
		t.Skip(why)
	}
	names, sizes, streams := paintStreams(t)
	compared := 0
	for k, chunks := range streams {
		if strings.HasPrefix(names[k], "random") && k%3 != 0 || strings.Contains(names[k], "in 256-byte") {
			continue
		}
		cols, rows := sizes[k][0], sizes[k][1]
		for _, person := range [][2]int{{cols, rows}, {cols + 7, rows + 3}} {
			src := New(cols, rows, 1000)
			src.DiscardReplies()
			op, np := newOldPainter(person[0], person[1]), NewPainter(person[0], person[1])
			olds, news := [][]byte{[]byte(op.Start())}, [][]byte{[]byte(np.Start())}
			check := func(at int) {
				t.Helper()
				want, err := x.screen(person[0], person[1], olds)
				if err != nil {
					t.Fatal(err)
				}
				got, err := x.screen(person[0], person[1], news)
				if err != nil {
					t.Fatal(err)
				}
				compared++
				if !reflect.DeepEqual(want, got) {
					var w, g []string
					for y := range want.rows {
						w, g = append(w, want.rowText(y)), append(g, got.rowText(y))
					}
					t.Fatalf("%s on %v, chunk %d: xterm.js shows\n%q\nbefore\n%q", names[k], person, at, g, w)
				}
			}
			for i, chunk := range chunks {
				_, _ = src.Write(chunk)
				f := src.Frame()
				olds = append(olds, []byte(op.Paint(f, "status")))
				news = append(news, []byte(np.Paint(f, "status")))
				if !strings.HasPrefix(names[k], "random") && len(chunks) >= 8 && i%(len(chunks)/8) == 0 {
					check(i)
				}
			}
			check(len(chunks))
		}
	}
	t.Logf("%d screens of xterm.js compared: equal", compared)
}
