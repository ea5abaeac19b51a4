package emulator

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
)

// The emulator has two engines (x/vt behind the fixes of feed.go, and the
// fast path of fast.go) and takes its input in reads of any size. Whatever
// the engine and however the input is cut, the terminal must end up the
// same: every cell (text, width, colours, attributes, link), the cursor, the
// history, the title, the modes, the marks and the replies. The tests here
// feed the same stream to a terminal that may take the fast path, in reads
// cut at random boundaries, and to one that never does, in one read.

// probe is written after every stream: it makes state that is not on the
// screen visible there or in the replies (the pen, a pending wrap, the
// cursor, the modes a key encoding depends on).
const probe = "P\x1b[6nQ\x1b[?1$p\x1b[?2004$p\x1b[4$p\x1b[?7$p\x1b[?6$p\x1b[?69$p\x1b[c"

// captured is a terminal whose replies are kept.
type captured struct {
	*Terminal
	replies bytes.Buffer
	done    chan struct{}
}

// newCaptured returns a terminal that keeps its replies; fast says whether
// it may take the fast path. Cleanup closes it.
func newCaptured(t testing.TB, cols, rows int, fast bool) *captured {
	t.Helper()
	c := &captured{Terminal: New(cols, rows, 1000), done: make(chan struct{})}
	c.noFast = !fast
	go func() {
		defer close(c.done)
		_, _ = io.Copy(&c.replies, c.Terminal.Replies())
	}()
	t.Cleanup(func() { c.close() })
	return c
}

// close ends the reply stream and waits until every reply is in c.replies.
func (c *captured) close() {
	_ = c.Terminal.Close()
	<-c.done
}

// stateDiff describes how two terminals differ, or returns "".
func stateDiff(got, want *Terminal) string {
	g, w := got.Snapshot(), want.Snapshot()
	var d []string
	if g.Cols != w.Cols || g.Rows != w.Rows {
		return fmt.Sprintf("size %dx%d, want %dx%d", g.Cols, g.Rows, w.Cols, w.Rows)
	}
	if strings.Join(g.Lines, "\n") != strings.Join(w.Lines, "\n") {
		d = append(d, fmt.Sprintf("lines\n got %q\nwant %q", g.Lines, w.Lines))
	}
	if g.Cursor != w.Cursor {
		d = append(d, fmt.Sprintf("cursor %+v, want %+v", g.Cursor, w.Cursor))
	}
	if g.AltScreen != w.AltScreen || g.Title != w.Title || g.Cwd != w.Cwd || g.Modes != w.Modes ||
		g.HasMarks != w.HasMarks || g.LastMark != w.LastMark {
		d = append(d, fmt.Sprintf("state alt %v title %q cwd %q modes %+v mark %v %+v\nwant  alt %v title %q cwd %q modes %+v mark %v %+v",
			g.AltScreen, g.Title, g.Cwd, g.Modes, g.HasMarks, g.LastMark,
			w.AltScreen, w.Title, w.Cwd, w.Modes, w.HasMarks, w.LastMark))
	}
	if gh, wh := got.Scrollback(1000), want.Scrollback(1000); strings.Join(gh, "\n") != strings.Join(wh, "\n") {
		d = append(d, fmt.Sprintf("history\n got %q\nwant %q", gh, wh))
	}
	if gq, wq := got.Queries(), want.Queries(); gq != wq {
		d = append(d, fmt.Sprintf("%d queries, want %d", gq, wq))
	}
	got.mu.Lock()
	want.mu.Lock()
	cells := 0
	for y := 0; y < g.Rows && cells < 5; y++ {
		for x := 0; x < g.Cols && cells < 5; x++ {
			gc, wc := got.vt.CellAt(x, y), want.vt.CellAt(x, y)
			if (gc == nil) != (wc == nil) || gc != nil && !gc.Equal(wc) {
				d = append(d, fmt.Sprintf("cell %d,%d: %s, want %s", x, y, cellString(gc), cellString(wc)))
				cells++
			}
		}
	}
	want.mu.Unlock()
	got.mu.Unlock()
	return strings.Join(d, "\n")
}

func cellString(c *vtCell) string {
	if c == nil {
		return "nil"
	}
	return fmt.Sprintf("{%q w%d %+v %+v}", c.Content, c.Width, c.Style, c.Link)
}

// sameState fails the test when two terminals differ in anything the
// emulator keeps (replies aside: see sameReplies).
func sameState(t testing.TB, got, want *Terminal, what string) {
	t.Helper()
	if d := stateDiff(got, want); d != "" {
		t.Fatalf("%s:\n%s", what, d)
	}
}

// sameReplies closes both terminals and compares the replies they sent.
func sameReplies(t testing.TB, got, want *captured, what string) {
	t.Helper()
	got.close()
	want.close()
	if g, w := got.replies.String(), want.replies.String(); g != w {
		t.Fatalf("%s: replies\n got %q\nwant %q", what, g, w)
	}
}

// cuts splits data at random boundaries: many small reads, some large.
func cuts(r *rand.Rand, data []byte) [][]byte {
	var out [][]byte
	for len(data) > 0 {
		var n int
		switch r.IntN(4) {
		case 0:
			n = 1 + r.IntN(3)
		case 1:
			n = 1 + r.IntN(16)
		case 2:
			n = 1 + r.IntN(256)
		default:
			n = 1 + r.IntN(len(data))
		}
		n = min(n, len(data))
		out = append(out, data[:n])
		data = data[n:]
	}
	return out
}

// engines is a terminal that may take the fast path and one that never
// does, fed the same output.
type engines struct {
	fast, slow *captured
}

func newEngines(t testing.TB, cols, rows int) *engines {
	return &engines{newCaptured(t, cols, rows, true), newCaptured(t, cols, rows, false)}
}

// feed writes data, then the probe, to the fast-path terminal in reads cut
// at random by r (and reads its screen between some of them), and in one
// read to the other, and returns how they differ ("" when they do not,
// replies aside: see sameReplies).
func (e *engines) feed(data []byte, r *rand.Rand) string {
	all := append(append([]byte(nil), data...), probe...)
	for _, c := range cuts(r, all) {
		_, _ = e.fast.Write(c)
		if r.IntN(8) == 0 {
			// Somebody reads the screen between two reads of output: the
			// lazy screen and the open character are drawn early.
			_ = e.fast.Snapshot()
		}
	}
	_, _ = e.slow.Write(all)
	return stateDiff(e.fast.Terminal, e.slow.Terminal)
}

// fastRuns returns how many runs the fast-path terminal took the fast path
// for.
func (e *engines) fastRuns() int {
	e.fast.mu.Lock()
	defer e.fast.mu.Unlock()
	return e.fast.fastRuns
}

// compareEngines feeds data through a new pair of engines and fails the test
// when they differ in anything, replies included. It returns how many runs
// the fast path took.
func compareEngines(t testing.TB, cols, rows int, data []byte, r *rand.Rand, what string) int {
	t.Helper()
	e := newEngines(t, cols, rows)
	if d := e.feed(data, r); d != "" {
		t.Fatalf("%s: %dx%d, input %q:\n%s", what, cols, rows, data, d)
	}
	sameReplies(t, e.fast, e.slow, fmt.Sprintf("%s: %dx%d, input %q", what, cols, rows, data))
	return e.fastRuns()
}

// stream writes a random stream of program output, mostly what the fast
// path takes (runs of lines of text, colours, Unicode), with sequences that
// end a run between them.
func stream(r *rand.Rand, cols, rows int) []byte {
	var b bytes.Buffer
	for range 1 + r.IntN(6) {
		switch r.IntN(10) {
		case 0, 1:
			b.WriteString(pick(r, breakers))
		default:
			// A run of lines: enough line feeds for the fast path, often.
			n := r.IntN(4*rows + 4)
			for range n {
				line(&b, r, cols)
				b.WriteString(pick(r, []string{"\r\n", "\r\n", "\r\n", "\n", "\n\r", "\v", "\f"}))
			}
			if r.IntN(2) == 0 {
				line(&b, r, cols)
			}
		}
	}
	return b.Bytes()
}

// line writes a line's worth of random plain text, of any width.
func line(b *bytes.Buffer, r *rand.Rand, cols int) {
	for range r.IntN(8) {
		switch r.IntN(12) {
		case 0, 1, 2:
			n := r.IntN(cols + 3)
			for i := range n {
				b.WriteByte(byte('a' + (i+n)%26))
			}
		case 3:
			b.WriteString(pick(r, sgrs))
		case 4:
			b.WriteString(pick(r, chars))
		case 5:
			b.WriteString(pick(r, []string{"\t", "\b", "\a", "\r", " ", "  "}))
		case 6:
			// A character then a combining run, which a read may cut.
			b.WriteString(pick(r, []string{"e", "a", "日", "👍", "\u0915", "x"}))
			for range r.IntN(4) {
				b.WriteString(pick(r, extenders))
			}
		case 7:
			// A cluster longer than any cell keeps.
			b.WriteString(pick(r, []string{"a", "👍", "e"}))
			m := pick(r, extenders)
			for range 1 + r.IntN(80) {
				b.WriteString(m)
			}
		case 8:
			// To the edge: the next character lands on the last column.
			for range r.IntN(cols) {
				b.WriteByte('-')
			}
			b.WriteString(pick(r, chars))
		default:
			b.WriteString(pick(r, []string{"log line", "INFO", "café", "日本語", "e\u0301", "x"}))
		}
	}
}

func pick(r *rand.Rand, s []string) string { return s[r.IntN(len(s))] }

var (
	sgrs = []string{"\x1b[m", "\x1b[0m", "\x1b[1m", "\x1b[31m", "\x1b[4;32m", "\x1b[38;5;200m",
		"\x1b[38;2;1;2;3m", "\x1b[48;5;17m", "\x1b[44m", "\x1b[49m", "\x1b[7m", "\x1b[27m",
		"\x1b[4:3m", "\x1b[58;5;3m", "\x1b[0;1;41m", "\x1b[103m", "\x1b[48:2::9:8:7m", "\x1b[;44m",
		"\x1b[1;48;5;1;2m", "\x1b[9m"}
	chars = []string{"日", "語", "👍", "🏽", "👍🏽", "👨\u200d👩\u200d👧", "🇫🇷", "\U0001F1EB", "é", "\u0602",
		"\u1100\u1161", "\u1100", "\u1161", "\uFE0F", "\u200d", "\xe6\x97", "\xb9", "\xc0", "\xff", "\xf0\x9f",
		"\u00a0", "\u2028", "\u0301", "☃", "☃\uFE0F", "\U0001F600", "ｗ", "\u0600a"}
	extenders = []string{"\u0301", "\u0302", "\uFE0F", "\u200d", "\u200d👍", "\U0001F3FB", "\u094d", "\u0300\u0301"}
	// breakers end a fast-path run, or change the modes it depends on.
	breakers = []string{"\x1b[H", "\x1b[2J", "\x1b[K", "\x1b[3;5H", "\x1b[?1049h", "\x1b[?1049l",
		"\x1b[?7l", "\x1b[?7h", "\x1b[4h", "\x1b[4l", "\x1b[2;3r", "\x1b[r", "\x1b(0", "\x1b(B", "\x1b(A",
		"\x0e", "\x0f", "\x1b)0", "\x1b[?6h", "\x1b[?6l", "\x1b[3g", "\x1bH", "\x1b[6n", "\x1b[c",
		"\x1b]2;a title\x07", "\x1b]133;A\x07", "\x1b]8;;http://x\x07", "\x1b]8;;\x07", "\x1b7", "\x1b8",
		"\x1bM", "\x1bD", "\x1bE", "\x1b[3b", "\x1b[2@", "\x1b[P", "\x1b[L", "\x1b[M", "\x1b[20h",
		"\x1b[20l", "\x1b[?69h\x1b[2;8s", "\x1b[?69l", "\x1bc", "\x1b[?25l", "\x1b[?2004h", "\x1b[S",
		"\x1b[T", "\x1b[5X", "\x1b[?1h", "\x1b=", "\x1b[1;99r", "\x1b#8", "\x1bN", "\x1bO", "\x1b*0\x1bn",
		"\x1b[4;1H", "\x1b[;7H", "\x1b[99;99H", "\x1b[2K", "\x1b[1J"}
)

// TestEnginesAgree feeds a few thousand random streams through both
// engines, cut into reads at random, and compares everything after each.
// A pair of terminals takes a series of streams (and a resize now and then
// between them): a new terminal costs x/vt's 4 MiB parser buffer.
func TestEnginesAgree(t *testing.T) {
	pairs, streams := 150, 20
	if testing.Short() || raceEnabled {
		pairs = 25
	}
	fast, all := 0, 0
	for i := range pairs {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		cols, rows := 10+r.IntN(30), 2+r.IntN(5)
		e := newEngines(t, cols, rows)
		var fed [][]byte
		for k := range streams {
			if r.IntN(8) == 0 {
				cols, rows = 10+r.IntN(30), 2+r.IntN(5)
				e.fast.Resize(cols, rows)
				e.slow.Resize(cols, rows)
				fed = append(fed, []byte(fmt.Sprintf("(resize to %dx%d)", cols, rows)))
			}
			data := stream(r, cols, rows)
			fed = append(fed, data)
			before := e.fastRuns()
			if d := e.feed(data, r); d != "" {
				t.Fatalf("pair %d, stream %d: %dx%d, inputs %q:\n%s", i, k, cols, rows, fed, d)
			}
			if e.fastRuns() > before {
				fast++
			}
			all++
		}
		sameReplies(t, e.fast, e.slow, fmt.Sprintf("pair %d: inputs %q", i, fed))
	}
	if fast < all/4 {
		t.Fatalf("the fast path was taken in %d streams of %d", fast, all)
	}
}

// The example of the emulator issue: a read boundary inside a combining
// mark's bytes, right after a fast run, left the mark a cell of its own
// ("abcdefghije" and a stray accent on the fast path, "abcdefghijé" on x/vt).
func TestMarkSplitAfterFastRun(t *testing.T) {
	in := strings.Repeat("log line\r\n", 10) + "abcdefghije\u0301"
	for _, cols := range []int{10, 11, 12, 80} {
		for _, rows := range []int{2, 3, 4} {
			for cut := len(in) - 3; cut <= len(in); cut++ {
				e := newEngines(t, cols, rows)
				for _, c := range [][]byte{[]byte(in[:cut]), []byte(in[cut:])} {
					_, _ = e.fast.Write(c)
				}
				_, _ = e.slow.Write([]byte(in))
				if d := stateDiff(e.fast.Terminal, e.slow.Terminal); d != "" {
					t.Fatalf("%dx%d, cut at %d:\n%s", cols, rows, cut, d)
				}
				if rows == 4 && e.fastRuns() == 0 {
					t.Fatalf("%dx%d: the fast path was not taken", cols, rows)
				}
			}
		}
	}
}

// FuzzFastPath: a stream through the fast path, cut into reads anywhere,
// leaves the terminal as x/vt (with agentty's fixes) does fed in one read.
func FuzzFastPath(f *testing.F) {
	f.Add([]byte("ab\r\n"), []byte("\x1b[31mred\x1b[0m\tx"), uint8(40), uint8(7), uint64(1))
	f.Add([]byte("日本"), []byte("e\u0301👍 wide at the edge\bz"), uint8(9), uint8(3), uint64(2))
	f.Add([]byte("\x1b[?25l"), []byte("line\n"), uint8(80), uint8(24), uint64(3))
	f.Add([]byte("\x1b[44m"), []byte("\x1b[3%dm%d \x1b[4%dmline\x1b[0m 日"), uint8(10), uint8(20), uint64(4))
	f.Add([]byte(""), []byte("abcdefghije\u0301"), uint8(0), uint8(1), uint64(5))
	f.Add([]byte("x"), []byte("a\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f"), uint8(3), uint8(5), uint64(6))
	f.Fuzz(func(t *testing.T, prefix, line []byte, n, cols uint8, seed uint64) {
		w, h := int(cols)%30+10, 4
		var b bytes.Buffer
		b.Write(prefix)
		for i := 0; i < int(n)%32+fastMinScreens*h+3; i++ {
			b.Write(line)
			b.WriteString("\r\n")
		}
		b.Write(line)
		r := rand.New(rand.NewPCG(seed, 1))
		compareEngines(t, w, h, b.Bytes(), r, "fast path")
	})
}

// TestBlankRunsAgree: runs of blank lines (line feeds and carriage returns
// only), scrolled in one go (blankLines, fast.go), leave the screen, the
// cursor, a pending wrap, the pen's background in the rows scrolled in and
// the history as x/vt given them one by one does: from any row, shorter and
// longer than the screen, after text up to the edge, in colour, hidden by
// a scroll region or the alternate screen, cut into reads anywhere.
func TestBlankRunsAgree(t *testing.T) {
	blanks := []string{"\r\n", "\n", "\n\r", "\v", "\f", "\r", "\r\r\n"}
	before := []string{"", "text", "\x1b[44m", "\x1b[41mred\x1b[m", "\x1b[3;5H", "\x1b[H", "\x1b[99;1H",
		"\x1b[2;3r", "\x1b[?1049h", "\x1b[?6h", "\x1b[20h", "\x1b[?7l", "日本", "e\u0301"}
	// After text, an EL keeps the fast path for text from taking the blank
	// lines.
	for i, in := range []string{
		"\n\n\n----------\n\n",                                          // a pending wrap on the last row
		"\n\n\n----------\r\n\r\n",                                      // the same, carriage returns too
		"ab\x1b[K\n\n\n\n",                                              // from the top: moves, then scrolls
		"\x1b[44mab\x1b[K\r\n\n\n\n\n\n\n\n\n\n\x1b[m",                  // more than a screenful, in colour
		"a\r\nb\r\nc\x1b[K" + strings.Repeat("\r\n", 7) + "d\x1b[K\n\n", // history: a, b, c, blank lines, d
	} {
		e := newEngines(t, 10, 3)
		if d := e.feed([]byte(in), rand.New(rand.NewPCG(uint64(i), 3))); d != "" {
			t.Fatalf("%q:\n%s", in, d)
		}
		e.fast.mu.Lock()
		taken := e.fast.blankRuns
		e.fast.mu.Unlock()
		if taken == 0 {
			t.Fatalf("%q: the blank lines were not scrolled in one go", in)
		}
	}
	taken, all := 0, 0
	for i := range 300 {
		r := rand.New(rand.NewPCG(uint64(i), 17))
		cols, rows := 5+r.IntN(30), 2+r.IntN(8)
		var b bytes.Buffer
		for range 1 + r.IntN(4) {
			for range r.IntN(3) {
				b.WriteString(pick(r, before))
			}
			if r.IntN(3) == 0 {
				// To the edge: a pending wrap, which a line feed ends.
				b.WriteString(strings.Repeat("-", cols))
			} else {
				line(&b, r, cols)
			}
			for range r.IntN(3*rows + 3) {
				b.WriteString(pick(r, blanks))
			}
		}
		e := newEngines(t, cols, rows)
		if d := e.feed(b.Bytes(), r); d != "" {
			t.Fatalf("case %d: %dx%d, input %q:\n%s", i, cols, rows, b.Bytes(), d)
		}
		sameReplies(t, e.fast, e.slow, fmt.Sprintf("case %d: %dx%d, input %q", i, cols, rows, b.Bytes()))
		e.fast.mu.Lock()
		if e.fast.blankRuns > 0 {
			taken++
		}
		e.fast.mu.Unlock()
		all++
	}
	if taken < all/4 {
		t.Fatalf("runs of blank lines were scrolled in one go in %d cases of %d", taken, all)
	}
}
