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
	"github.com/agentty/agentty/session/sessiontest"
)

// paintRandom is how many random streams the painters are compared on.
var paintRandom = 150

// paintStreams are the streams the painters are compared on: real
// programs' output from testdata in chunks of two sizes, the
// differential cases token by token, and random streams of the sequences
// programs emit (generate).
func paintStreams(t *testing.T) []sessiontest.Stream {
	t.Helper()
	streams := sessiontest.ProgramStreams(t, "..", 1024, 4096)
	cases, _ := filepath.Glob(filepath.Join(diffCaseDir, "*.case"))
	if len(cases) < 20 {
		t.Fatalf("%d differential cases", len(cases))
	}
	tokens := func(name string, s diffStream) {
		st := sessiontest.Stream{Name: name, Cols: s.cols, Rows: s.rows}
		for _, tk := range s.tokens {
			st.Chunks = append(st.Chunks, tk.b)
		}
		streams = append(streams, st)
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
	return streams
}

// paintOnly is a painter that never moves rows: it paints every row that
// changed, as the painter did before it asked the differ for moves.
func paintOnly(cols, rows int) *Painter {
	p := NewPainter(cols, rows)
	p.paintOnly = true
	return p
}

// TestPainterMovesAsItPaints compares the painter that moves rows with
// one that paints every row that changed (paintOnly) on every stream
// there is, each on a person's terminal of the program's size, a larger
// one (a status line below) and a smaller one (the top left shown): fed
// what each painter sends after every chunk, the two people's terminals
// show what the program's does (compareShown) and the same cells, cursor
// and modes, and moving rows never sends more.
func TestPainterMovesAsItPaints(t *testing.T) {
	if sessiontest.RaceBuild {
		t.Skip("one goroutine feeding megabytes: make test runs it without the race detector (41 s under it, 5 s without)")
	}
	streams := paintStreams(t)
	var paints, moved, oldBytes, newBytes int
	for _, st := range streams {
		chunks := st.Chunks
		cols, rows := st.Cols, st.Rows
		for _, person := range [][2]int{{cols, rows}, {cols + 7, rows + 3}, {max(cols-5, 1), max(rows-3, 1)}} {
			src := New(cols, rows, 1000)
			src.DiscardReplies()
			oldDst, newDst := New(person[0], person[1], 100), New(person[0], person[1], 100)
			oldDst.DiscardReplies()
			newDst.DiscardReplies()
			op, np := paintOnly(person[0], person[1]), NewPainter(person[0], person[1])
			_, _ = oldDst.Write([]byte(op.Start()))
			_, _ = newDst.Write([]byte(np.Start()))
			for i, chunk := range chunks {
				_, _ = src.Write(chunk)
				f := src.Frame()
				o, n := op.Paint(f, "status: shown"), np.Paint(f, "status: shown")
				paints++
				oldBytes += len(o)
				newBytes += len(n)
				if n != o {
					moved++
				}
				if len(n) > len(o) {
					t.Fatalf("%s on %v, chunk %d: the painter sends %d bytes, painting only %d", st.Name, person, i, len(n), len(o))
				}
				_, _ = oldDst.Write([]byte(o))
				_, _ = newDst.Write([]byte(n))
				of, nf := oldDst.Frame(), newDst.Frame()
				if !strings.HasPrefix(st.Name, "random") && !strings.HasSuffix(st.Name, ".case") {
					compareShown(t, i, np, f, nf, "shown")
				}
				if !sameShown(of.Cells, nf.Cells) || of.Cursor != nf.Cursor || of.Modes != nf.Modes {
					t.Fatalf("%s on %v, chunk %d: the person's screen differs from the one painting only gives:\n%q\npainting only:\n%q\nsent %q\npainting only %q",
						st.Name, person, i, nf.lines(), of.lines(), n, o)
				}
			}
		}
	}
	t.Logf("%d streams, %d paints, %d by moving rows: %d bytes, painting only %d (%.1f%%); the people's screens equal",
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

// TestPainterMovesAsItPaintsInXterm feeds xterm.js headless, as a
// person's terminal, what the painter and paintOnly send on the program
// streams in 4096-byte chunks, the differential cases and the random
// streams, on a terminal of the program's size and a larger one, and
// compares its screens at the end and, for the program streams, at 8
// points along the way.
func TestPainterMovesAsItPaintsInXterm(t *testing.T) {
	x, why := startXterm(t)
	if x == nil {
		if requirePrograms() {
			t.Fatal(why)
		}
		t.Skip(why)
	}
	streams := paintStreams(t)
	compared := 0
	for _, st := range streams {
		chunks := st.Chunks
		if strings.Contains(st.Name, "in 1024-byte") {
			continue
		}
		cols, rows := st.Cols, st.Rows
		for _, person := range [][2]int{{cols, rows}, {cols + 7, rows + 3}} {
			src := New(cols, rows, 1000)
			src.DiscardReplies()
			op, np := paintOnly(person[0], person[1]), NewPainter(person[0], person[1])
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
					t.Fatalf("%s on %v, chunk %d: xterm.js shows\n%q\npainting only\n%q", st.Name, person, at, g, w)
				}
			}
			for i, chunk := range chunks {
				_, _ = src.Write(chunk)
				f := src.Frame()
				olds = append(olds, []byte(op.Paint(f, "status")))
				news = append(news, []byte(np.Paint(f, "status")))
				if !strings.HasPrefix(st.Name, "random") && len(chunks) >= 8 && i%(len(chunks)/8) == 0 {
					check(i)
				}
			}
			check(len(chunks))
		}
	}
	t.Logf("%d screens of xterm.js compared: equal", compared)
}

// BenchmarkPaint paints the frames less, vim, man, htop and ls drew,
// read 512 bytes at a time (222 frames), on an 80x24 terminal: moving
// rows as the differ says, and painting every row that changed
// (paintOnly). bytes/op is what the person's terminal is sent.
func BenchmarkPaint(b *testing.B) {
	var frames []Frame
	for _, file := range []string{"../testdata/recordings/less.raw", "../testdata/recordings/vim.raw", "../testdata/recordings/man.raw",
		"../testdata/conformance/pyte-captured/htop.input", "../testdata/recordings/lscolor.raw"} {
		data, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		term := New(80, 24, 1000)
		term.DiscardReplies()
		for at := 0; at < len(data); at += 512 {
			_, _ = term.Write(data[at:min(at+512, len(data))])
			frames = append(frames, term.Frame())
		}
	}
	for _, c := range []struct {
		name string
		new  func(cols, rows int) *Painter
	}{{"moves", NewPainter}, {"paint-only", paintOnly}} {
		b.Run(c.name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				p := c.new(80, 24)
				for _, f := range frames {
					n += len(p.Paint(f, ""))
				}
			}
			b.ReportMetric(float64(n)/float64(b.N), "bytes/op")
		})
	}
}
