package emulator

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rivo/uniseg"
)

func TestScreens(t *testing.T) {
	tests := []struct {
		name   string
		w, h   int
		input  string
		want   []string
		cursor Cursor
		title  string
	}{
		{"plain", 20, 3, "hello\r\nworld", []string{"hello", "world", ""}, Cursor{1, 5, true}, ""},
		{"wide chars count two cells", 20, 2, "日本語|", []string{"日本語|", ""}, Cursor{0, 7, true}, ""},
		{"combining mark in one cell", 20, 2, "e\u0301x", []string{"e\u0301x", ""}, Cursor{0, 2, true}, ""},
		{"emoji", 20, 2, "👍a", []string{"👍a", ""}, Cursor{0, 3, true}, ""},
		{"trailing spaces trimmed", 20, 2, "a   \x1b[5Cb  ", []string{"a        b", ""}, Cursor{0, 12, true}, ""},
		{"title with semicolons", 20, 1, "\x1b]0;a;b;c\x07x", []string{"x"}, Cursor{0, 1, true}, "a;b;c"},
		{"title by OSC 2 with ST", 20, 1, "\x1b]2;vim - notes\x1b\\", []string{""}, Cursor{0, 0, true}, "vim - notes"},
		{"hidden cursor", 20, 1, "\x1b[?25lab", []string{"ab"}, Cursor{0, 2, false}, ""},
		{"erase line", 20, 1, "abcdef\x1b[3D\x1b[K", []string{"abc"}, Cursor{0, 3, true}, ""},
		{"wrap at last column", 5, 2, "abcdefg", []string{"abcde", "fg"}, Cursor{1, 2, true}, ""},
		{"scroll region past the screen is clamped", 10, 4, "1\r\n2\r\n3\r\n4\x1b[1;60r\x1b[H\x1b[2M", []string{"3", "4", "", ""}, Cursor{0, 0, true}, ""},
		{"IL in a clamped region", 10, 3, "a\r\nb\r\nc\x1b[2;99r\x1b[2;1H\x1b[L", []string{"a", "", "b"}, Cursor{1, 0, true}, ""},
		{"SU and RI in a clamped region", 10, 3, "a\r\nb\r\nc\x1b[1;50r\x1b[S\x1b[H\x1bM", []string{"", "b", "c"}, Cursor{0, 0, true}, ""},
		{"DEC special graphics", 10, 1, "\x1b(0lqk\x1b(Bx", []string{"┌─┐x"}, Cursor{0, 4, true}, ""},
		{"alternate screen and back", 10, 2, "main\x1b[?1049halt\x1b[?1049l", []string{"main", ""}, Cursor{0, 4, true}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			term := New(tt.w, tt.h, 100)
			_, _ = term.Write([]byte(tt.input))
			s := term.Snapshot()
			if strings.Join(s.Lines, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("lines\n got %q\nwant %q", s.Lines, tt.want)
			}
			if s.Cursor != tt.cursor {
				t.Errorf("cursor %+v, want %+v", s.Cursor, tt.cursor)
			}
			if s.Title != tt.title {
				t.Errorf("title %q, want %q", s.Title, tt.title)
			}
			if term.Faults() != 0 {
				t.Errorf("%d emulator faults", term.Faults())
			}
		})
	}
}

func TestScrollbackAndText(t *testing.T) {
	term := New(10, 3, 5)
	for i := 0; i < 9; i++ {
		_, _ = term.Write([]byte{'a' + byte(i), '\r', '\n'})
	}
	// a..i went by a 3-row screen: 7 lines scrolled off, 5 kept.
	if got := term.Scrollback(100); strings.Join(got, "") != "cdefg" {
		t.Fatalf("scrollback %q, want c..g", got)
	}
	if got := term.Scrollback(2); strings.Join(got, "") != "fg" {
		t.Fatalf("last two lines of scrollback %q", got)
	}
	text, lost := term.Text(Pos{Line: 0}, Pos{Line: 8, Col: 10})
	if lost != 2 || text != "c\nd\ne\nf\ng\nh\ni" {
		t.Fatalf("Text: %q lost %d", text, lost)
	}
	_, _ = term.Write([]byte("\x1b[3J"))
	if term.ScrollbackLen() != 0 {
		t.Fatal("ED 3 did not clear the scrollback")
	}
}

func TestMarksAndCommandText(t *testing.T) {
	term := New(20, 4, 100)
	in := "$ \x1b]133;B\x07ls\r\n\x1b]133;C\x07one\r\ntwo\r\nthree\r\nfour\r\nfive\r\n\x1b]133;D;2\x07\x1b]133;A\x07$ "
	_, _ = term.Write([]byte(in))
	ms := term.Marks(0)
	if len(ms) != 4 || ms[0].Kind != 'B' || ms[1].Kind != 'C' || ms[2].Kind != 'D' || ms[3].Kind != 'A' {
		t.Fatalf("marks %+v", ms)
	}
	if ms[2].Exit != 2 || term.MarkSeq() != 4 {
		t.Fatalf("exit %d seq %d", ms[2].Exit, term.MarkSeq())
	}
	// The output scrolled partly into history; the text spans both.
	text, lost := term.Text(ms[1].Pos, ms[2].Pos)
	if lost != 0 || text != "one\ntwo\nthree\nfour\nfive\n" {
		t.Fatalf("command text %q lost %d", text, lost)
	}
	if s := term.Snapshot(); !s.HasMarks || s.LastMark.Kind != 'A' {
		t.Fatalf("last mark %+v", s.LastMark)
	}
}

func TestRevision(t *testing.T) {
	term := New(10, 2, 10)
	r0 := term.Snapshot().Revision
	if r1 := term.Snapshot().Revision; r1 != r0 {
		t.Fatal("revision grew without output")
	}
	_, _ = term.Write([]byte("x"))
	r2 := term.Snapshot().Revision
	if r2 <= r0 {
		t.Fatal("revision did not grow with output")
	}
	_, _ = term.Write([]byte("\x1b[0m")) // output that changes nothing visible
	if r3 := term.Snapshot().Revision; r3 != r2 {
		t.Fatal("revision grew for an unchanged screen")
	}
}

func TestRepliesToQueries(t *testing.T) {
	term := New(20, 5, 10)
	got := make(chan string, 1)
	go func() {
		buf := make([]byte, 64)
		var all []byte
		for len(all) < len("\x1b[2;4R\x1b[?62;1;6;22c") {
			n, err := term.Replies().Read(buf)
			all = append(all, buf[:n]...)
			if err != nil {
				break
			}
		}
		got <- string(all)
	}()
	_, _ = term.Write([]byte("\r\nabc\x1b[6n\x1b[c"))
	select {
	case s := <-got:
		if s != "\x1b[2;4R\x1b[?62;1;6;22c" {
			t.Fatalf("replies %q", s)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no replies")
	}
	_ = term.Close()
	_ = term.Close() // twice is fine
}

func TestRecordingsRender(t *testing.T) {
	files, _ := filepath.Glob("../testdata/recordings/*.raw")
	if len(files) == 0 {
		t.Fatal("no recordings in testdata")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			term := New(80, 24, 1000)
			_, _ = term.Write(b)
			checkInvariants(t, term)
		})
	}
}

func checkInvariants(t *testing.T, term *Terminal) {
	t.Helper()
	s := term.Snapshot()
	if s.Cursor.Row < 0 || s.Cursor.Row >= s.Rows || s.Cursor.Col < 0 || s.Cursor.Col >= s.Cols {
		t.Fatalf("cursor %+v outside %dx%d", s.Cursor, s.Cols, s.Rows)
	}
	if len(s.Lines) != s.Rows {
		t.Fatalf("%d lines for %d rows", len(s.Lines), s.Rows)
	}
	for i, l := range s.Lines {
		if w := uniseg.StringWidth(l); w > s.Cols {
			t.Fatalf("line %d is %d cells wide on a %d-column screen: %q", i, w, s.Cols, l)
		}
	}
	if n := term.Faults(); n != 0 {
		t.Fatalf("%d emulator faults", n)
	}
}

// FuzzFeed: whatever a program prints, the emulator neither faults nor
// breaks its invariants, fed whole or cut into reads anywhere (with a mask
// set), and text it prints afterwards appears.
func FuzzFeed(f *testing.F) {
	files, _ := filepath.Glob("../testdata/recordings/*.raw")
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b[:min(len(b), 4096)], uint64(len(b)/2))
		}
	}
	f.Add([]byte("\x1b[1;60r\x1b[H\x1b[5M"), uint64(3))
	f.Add([]byte("日本語 e\u0301 👍\x1b[2J\x1b[3J"), uint64(4))
	f.Add([]byte("BEFORE\r\n\x1b[?69h\x1b[1;65535s\x1b[2TAFTER-FAULT\r\nLINE3\r\n"), uint64(5))
	f.Add([]byte("\x1b]133;A;k=1\x07$ \x1b]8;;x\x07sk-live-0123\x1b]8;;\x07456789abcdef\r\n"), uint64(6))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		whole, parts := newDrained(t, 23, 7), newDrained(t, 23, 7)
		withMask(whole)
		withMask(parts)
		data = append(data[:len(data):len(data)], sentinel...)
		_, _ = whole.Write(data)
		for _, c := range cuts(rand.New(rand.NewPCG(seed, 2)), data) {
			_, _ = parts.Write(c)
		}
		checkInvariants(t, parts)
		checkInvariants(t, whole)
		sentinelShown(t, whole)
		sameState(t, parts, whole, "cut into reads")
		parts.Resize(11, 3)
		checkInvariants(t, parts)
	})
}

// sentinel is written after hostile output: it ends any sequence or string,
// puts back the modes that could hide or move text, and prints a line of
// its own below the last.
const sentinel = "\x18\x18\x18\x18\x1b\\\x1b[?69l\x1b[r\x1b[?6l\x1b[?7h\x1b[4l\x1b(B\x0f\x1b[0m\x1b[999H\n\rS3NT\r\n"

// sentinelShown fails the test unless the sentinel's line is on the screen
// or in the history.
func sentinelShown(t *testing.T, term *Terminal) {
	t.Helper()
	s := term.Snapshot()
	for _, l := range append(s.Lines, term.Scrollback(1000)...) {
		if l == "S3NT" {
			return
		}
	}
	t.Fatalf("text written after the input is lost: screen %q", s.Lines)
}

// newDrained returns a terminal whose replies are thrown away; cleanup
// closes it.
func newDrained(t *testing.T, cols, rows int) *Terminal {
	t.Helper()
	term := New(cols, rows, 1000)
	term.DiscardReplies()
	t.Cleanup(func() { _ = term.Close() })
	return term
}

// Huge counts are bounded before the handlers see them (REP with a count of a
// billion would take minutes), and the screen is the one the full count
// draws.
func TestHugeCountsAreBounded(t *testing.T) {
	const cols, rows = 8, 3
	for _, n := range []int{5, 37, 5000, 999999999} {
		term := New(cols, rows, 10)
		_, _ = term.Write(fmt.Appendf(nil, "x\x1b[%db", n))
		ref := New(cols, rows, 10)
		k := 1 + n
		if k > 3*cols*rows { // equivalent: same remainder, screen fully written
			k = 2*cols*rows + k%cols
		}
		_, _ = ref.Write([]byte(strings.Repeat("x", k)))
		a, b := term.Snapshot(), ref.Snapshot()
		if strings.Join(a.Lines, "|") != strings.Join(b.Lines, "|") || a.Cursor != b.Cursor {
			t.Errorf("REP %d: %q %+v, want %q %+v", n, a.Lines, a.Cursor, b.Lines, b.Cursor)
		}
	}
	term := New(cols, rows, 10)
	for _, seq := range []string{"\x1b[999999999X", "\x1b[999999999I", "\x1b[999999999Z", "\x1b[999999999@",
		"\x1b[999999999P", "\x1b[999999999L", "\x1b[999999999M", "\x1b[999999999S", "\x1b[999999999T", "\x1b[-7X"} {
		_, _ = term.Write([]byte("abc" + seq))
	}
	checkInvariants(t, term)
}

// Shrinking the screen under the cursor scrolls the rows above it into
// history: nothing is lost and the cursor stays on its line.
func TestResizeKeepsCursorLine(t *testing.T) {
	term := newDrained(t, 20, 10)
	for i := 1; i <= 10; i++ {
		fmt.Fprintf(term, "line %d", i)
		if i < 10 {
			_, _ = term.Write([]byte("\r\n"))
		}
	}
	term.Resize(20, 4)
	s := term.Snapshot()
	if strings.Join(s.Lines, "|") != "line 7|line 8|line 9|line 10" || s.Cursor != (Cursor{3, 7, true}) {
		t.Fatalf("after shrinking: %q %+v", s.Lines, s.Cursor)
	}
	if h := term.Scrollback(100); strings.Join(h, "|") != "line 1|line 2|line 3|line 4|line 5|line 6" {
		t.Fatalf("history %q", h)
	}
	term.Resize(20, 8)
	if s := term.Snapshot(); s.Lines[3] != "line 10" || s.Cursor.Row != 3 {
		t.Fatalf("after growing: %q %+v", s.Lines, s.Cursor)
	}
}

// A wide character the right edge cuts in half (by a resize, or pushed
// there by ICH) is blank, as in tmux: on the screen and in the history it
// scrolls into alike.
func TestCutWideCharIsBlank(t *testing.T) {
	for _, tt := range []struct {
		name   string
		cols   int
		before string // written before the resize to 10 columns
		after  string // written after it
		line   string // the first row, on the screen and then in history
	}{
		{"resize", 11, "abcdefghi日", "", "abcdefghi"},
		{"resize under the alternate screen", 11, "abcdefghi日\x1b[?1049h", "\x1b[?1049l", "abcdefghi"},
		{"ICH", 10, "abcdefg日\r\x1b[2@", "", "  abcdefg"},
		{"insert mode", 10, "abcdefg日\r\x1b[4hxy\x1b[4l", "", "xyabcdefg"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			term := newDrained(t, tt.cols, 3)
			_, _ = term.Write([]byte(tt.before))
			term.Resize(10, 3)
			_, _ = term.Write([]byte(tt.after))
			if got := term.Snapshot().Lines[0]; got != tt.line {
				t.Errorf("screen: %q, want %q", got, tt.line)
			}
			_, _ = term.Write([]byte(strings.Repeat("\n", 20)))
			if got := term.Scrollback(100); len(got) == 0 || got[0] != tt.line {
				t.Errorf("history: %q, want %q first", got, tt.line)
			}
		})
	}
}

// The faults of x/vt an earlier emulator issue listed, one regression test each
// (the scroll-region panic is in TestScreens and TestHugeCountsAreBounded;
// no reflow on resize in TestResizeKeepsCursorLine).
func TestFaultsFixed(t *testing.T) {
	t.Run("wide character with one column left wraps", func(t *testing.T) {
		term := newDrained(t, 80, 3)
		_, _ = term.Write([]byte(strings.Repeat("x", 79) + "日X"))
		s := term.Snapshot()
		if s.Lines[0] != strings.Repeat("x", 79) || s.Lines[1] != "日X" || s.Cursor != (Cursor{1, 3, true}) {
			t.Fatalf("%q %+v", s.Lines, s.Cursor)
		}
	})
	t.Run("combining mark in a later read joins its base", func(t *testing.T) {
		for _, c := range []struct{ a, b, cell string }{
			{"e", "\u0301", "e\u0301"},
			{"e\xcc", "\x81", "e\u0301"}, // the mark's own bytes split too
			{"👨\u200d", "👩", "👨\u200d👩"},
			{"x\u0301", "\u0302y", "x\u0301\u0302"},
			{"e", "\xb9\u0301", "e"}, // a stray continuation byte is a U+FFFD of its own, which the mark joins
		} {
			term := newDrained(t, 20, 2)
			_, _ = term.Write([]byte(c.a))
			_, _ = term.Write([]byte(c.b))
			whole := newDrained(t, 20, 2)
			_, _ = whole.Write([]byte(c.a + c.b))
			sameState(t, term, whole, fmt.Sprintf("%q|%q", c.a, c.b))
			if got := term.scr.Cell(0, 0); got.Text != c.cell {
				t.Fatalf("%q|%q: first cell %+v, want %q", c.a, c.b, got, c.cell)
			}
		}
	})
	t.Run("OSC 0, 2 and 7 keep semicolons", func(t *testing.T) {
		term := newDrained(t, 20, 2)
		_, _ = term.Write([]byte("\x1b]2;make; make test\x07\x1b]7;file://host/tmp/a;b\x07"))
		if s := term.Snapshot(); s.Title != "make; make test" || s.Cwd != "/tmp/a;b" {
			t.Fatalf("title %q cwd %q", s.Title, s.Cwd)
		}
	})
	t.Run("OSC 8 link with a semicolon is kept", func(t *testing.T) {
		term := newDrained(t, 20, 2)
		_, _ = term.Write([]byte("\x1b]8;id=1;https://x.example/a;b?c=d;e\x07link\x1b]8;;\x07 no"))
		if c := term.scr.Cell(0, 0); c.Link != "https://x.example/a;b?c=d;e" {
			t.Fatalf("link %+v", c)
		}
		if c := term.scr.Cell(5, 0); c.Link != "" {
			t.Fatalf("the link did not end: %+v", c)
		}
	})
}

// Queries counts the sequences the terminal answers, as they are fed: a session
// knows from it that a reply is owed before the reply's reader has run.
func TestQueriesCounted(t *testing.T) {
	term := newDrained(t, 40, 5)
	for _, c := range []struct {
		feed string
		want uint64
	}{
		{"plain text\r\n\x1b[31mred\x1b[0m\x1b[2J", 0},
		{"\x1b[6n", 1},
		{"\x1b[c\x1b[>c", 3},
		{"\x1b[?6n\x1b[5n", 5},
		{"\x1b[?2004$p\x1b[4$p", 7},
		{"\x1b]11;?\x07\x1b]10;?\x1b\\", 9},
		{"\x1b]11;#000000\x07\x1b]0;title\x07", 9}, // setting a colour asks nothing
	} {
		_, _ = term.Write([]byte(c.feed))
		if got := term.Queries(); got != c.want {
			t.Errorf("after %q: %d queries, want %d", c.feed, got, c.want)
		}
	}
}
