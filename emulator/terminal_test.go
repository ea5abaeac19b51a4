package emulator

import (
	"bytes"
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

// The alternate screen's saved lines are dropped now and then; the screen
// itself must come through unchanged.
func TestAltScreenTrimKeepsScreen(t *testing.T) {
	term := New(20, 5, 10)
	ref := New(20, 5, 10)
	var b strings.Builder
	b.WriteString("\x1b[?1049h\x1b[31m")
	for i := 0; i < 3*altTrimEvery; i++ {
		b.WriteString("line ")
		b.WriteString(strings.Repeat("x", i%13))
		b.WriteString("\r\n")
	}
	b.WriteString("end")
	in := []byte(b.String())
	for len(in) > 0 { // in small chunks, so trims happen between them
		n := min(100, len(in))
		_, _ = term.Write(in[:n])
		in = in[n:]
	}
	ref.altFeeds = -1 << 30 // never trims
	_, _ = ref.Write([]byte(b.String()))
	if a, r := term.Snapshot(), ref.Snapshot(); strings.Join(a.Lines, "\n") != strings.Join(r.Lines, "\n") || a.Cursor != r.Cursor {
		t.Fatalf("trimmed %q %+v\nreference %q %+v", a.Lines, a.Cursor, r.Lines, r.Cursor)
	}
	if term.altFeeds >= altTrimEvery {
		t.Fatalf("no trim happened (%d feeds pending)", term.altFeeds)
	}
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

// FuzzFeed: whatever a program prints, the emulator neither panics nor
// breaks its invariants, fed whole or cut into reads anywhere, and text it
// prints afterwards appears.
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
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		whole, parts := newDrained(t, 23, 7), newDrained(t, 23, 7)
		data = append(data[:len(data):len(data)], sentinel...)
		_, _ = whole.Write(data)
		for _, c := range cuts(rand.New(rand.NewPCG(seed, 2)), data) {
			_, _ = parts.Write(c)
		}
		checkInvariants(t, parts)
		checkInvariants(t, whole)
		sentinelShown(t, whole)
		sameTerminal(t, parts, whole, "cut into reads")
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

// newDrained returns a terminal whose replies are thrown away (x/vt blocks
// Write until a reply is taken). Cleanup closes it, which waits for the
// drain to end.
func newDrained(t *testing.T, cols, rows int) *Terminal {
	t.Helper()
	term := New(cols, rows, 1000)
	term.DiscardReplies()
	t.Cleanup(func() { _ = term.Close() })
	return term
}

// sameTerminal compares everything the terminals keep (see stateDiff).
func sameTerminal(t *testing.T, got, want *Terminal, what string) {
	t.Helper()
	sameState(t, got, want, what)
}

// The fast path follows insert mode through the scanner alone, so a full
// reset (which leaves insert mode without telling anyone) gives it back.
func TestFastPathAfterReset(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("\x1b[4h\x1bc")
	for i := 0; i < 3*fastMinScreens*4; i++ {
		fmt.Fprintf(&b, "line %d\r\n", i)
	}
	fast, slow := newDrained(t, 20, 4), newDrained(t, 20, 4)
	slow.noFast = true
	_, _ = fast.Write(b.Bytes())
	_, _ = slow.Write(b.Bytes())
	fast.mu.Lock()
	lazy := fast.lazy != nil
	fast.mu.Unlock()
	if !lazy {
		t.Error("the fast path was not taken after ESC c")
	}
	sameTerminal(t, fast, slow, "after reset")
}

// Huge counts are bounded before x/vt sees them (REP with a count of a
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

func TestParserBufferShrunk(t *testing.T) {
	if !shrinkParser(New(10, 2, 10).vt) {
		t.Fatal("the x/vt parser was not found; every session would keep a 4 MiB buffer")
	}
	// Strings still work, and a longer one is cut, not a fault.
	term := New(20, 2, 10)
	_, _ = term.Write([]byte("\x1b]2;short title\x07"))
	if s := term.Snapshot(); s.Title != "short title" {
		t.Fatalf("title %q", s.Title)
	}
	_, _ = term.Write([]byte("\x1b]2;" + strings.Repeat("t", 2*stringLimit) + "\x07ok"))
	if s := term.Snapshot(); len(s.Title) > stringLimit || s.Lines[0] != "ok" {
		t.Fatalf("long title: %d bytes, line %q", len(s.Title), s.Lines[0])
	}
}

// The history arena drops old lines and compacts, keeping lines intact.
func TestHistoryArena(t *testing.T) {
	h := history{max: 5}
	for i := 0; i < 1000; i++ {
		h.push([]byte(strings.Repeat(string(rune('a'+i%26)), i%37)))
		if h.len() > 5 {
			t.Fatalf("%d lines kept", h.len())
		}
	}
	for k := 0; k < 5; k++ {
		i := 995 + k
		if got, want := h.at(k), strings.Repeat(string(rune('a'+i%26)), i%37); got != want {
			t.Fatalf("line %d: %q, want %q", k, got, want)
		}
		if got, ok := h.abs(int64(995 + k)); !ok || got != h.at(k) {
			t.Fatalf("abs(%d) = %q %v", 995+k, got, ok)
		}
	}
	if _, ok := h.abs(994); ok {
		t.Fatal("a dropped line is still there")
	}
	if cap(h.arena) > 4096 {
		t.Fatalf("arena grew to %d bytes for 5 short lines", cap(h.arena))
	}
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

// x/vt starts a cluster at each printable ASCII character, though UAX #29
// joins one to a Prepend character (U+0602) before it; the fast path's
// model and the scanner split there too.
func TestPrependBeforeASCII(t *testing.T) {
	data := []byte(strings.Repeat("\u06020\r\n", 3*fastMinScreens*4))
	fast, slow := newDrained(t, 20, 4), newDrained(t, 20, 4)
	slow.noFast = true
	_, _ = fast.Write(data)
	_, _ = slow.Write(data)
	sameTerminal(t, fast, slow, "fast path")
	if h := fast.Scrollback(1); len(h) != 1 || h[0] != "0" {
		t.Errorf("history %q, want \"0\" as x/vt draws it", h)
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

// The faults of x/vt the emulator issue lists, one regression test each
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
			{"e", "\xb9\u0301", "e\u0301"}, // x/vt ignores a stray continuation byte
		} {
			term := newDrained(t, 20, 2)
			_, _ = term.Write([]byte(c.a))
			_, _ = term.Write([]byte(c.b))
			whole := newDrained(t, 20, 2)
			_, _ = whole.Write([]byte(c.a + c.b))
			sameTerminal(t, term, whole, fmt.Sprintf("%q|%q", c.a, c.b))
			if got := term.vt.CellAt(0, 0); got == nil || got.Content != c.cell {
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
		c := term.vt.CellAt(0, 0)
		if c == nil || c.Link.URL != "https://x.example/a%3Bb?c=d%3Be" || c.Link.Params != "id=1" {
			t.Fatalf("link %+v", c)
		}
		if c := term.vt.CellAt(5, 0); c == nil || c.Link.URL != "" {
			t.Fatalf("the link did not end: %+v", c)
		}
	})
}

// Queries counts the sequences x/vt answers, as they are fed: a session
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

// x/vt's pending wrap is read from its unexported field (wrap.go): it must
// be there, and say what x/vt does.
func TestPendingWrapReadable(t *testing.T) {
	if phantomField < 0 {
		t.Fatal("x/vt's atPhantom field was not found; the pending-wrap corrections are off")
	}
	term := newDrained(t, 10, 3)
	_, _ = term.Write([]byte("0123456789"))
	_ = term.Snapshot() // a read's last character waits for the next read, or a reader
	term.mu.Lock()
	pending := term.pendingWrap()
	term.mu.Unlock()
	if !pending {
		t.Error("no pending wrap after ten characters on a ten-column row")
	}
	_, _ = term.Write([]byte("\r"))
	term.mu.Lock()
	pending = term.pendingWrap()
	term.mu.Unlock()
	if pending {
		t.Error("a pending wrap after CR")
	}
}
