package screen

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// scanText returns the text a Scanner finds in chunks, joined, with the
// offset each run starts at in the whole output.
func scanText(chunks [][]byte) (text string, starts []int) {
	s := NewScanner()
	var all []byte
	var b strings.Builder
	for _, p := range chunks {
		base := len(all)
		all = append(all, p...)
		s.Scan(p, func(start, end int) {
			starts = append(starts, base+start)
			b.Write(all[base+start : base+end])
		})
	}
	return b.String(), starts
}

// A Scanner finds the text the screen prints, without the controls,
// sequences and strings between it, however the output is cut into
// reads.
func TestScannerFindsText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"colours between characters", "\x1b[31ms\x1b[32mk\x1b[0m-1", "sk-1"},
		{"controls", "a\r\nb\bc\td\x07", "abcd"},
		{"a title is no text", "\x1b]0;title\x07x\x1b]2;t2\x1b\\y", "xy"},
		{"a DCS string is no text", "\x1bP1$r0m\x1b\\z", "z"},
		{"C1 controls in UTF-8 act", "one\u009b2Jtwo\u009d0;t\athree\u0085four", "onetwothreefour"},
		{"an unended string holds the rest", "one\u009dtwo\r\nthree", "one"},
		{"wide and combining", "日本 e\u0301 👍🏽", "日本 e\u0301 👍🏽"},
		{"a CSI cut by the end of a read", "a\x1b[3", "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var bytewise [][]byte
			for i := range len(tt.in) {
				bytewise = append(bytewise, []byte{tt.in[i]})
			}
			for _, chunks := range [][][]byte{{[]byte(tt.in)}, bytewise} {
				if got, _ := scanText(chunks); got != tt.want {
					t.Fatalf("%d reads: %q, want %q", len(chunks), got, tt.want)
				}
			}
		})
	}
}

// Cut anywhere, long and varied output gives the scanner the same text at
// the same offsets as read whole; the screen shows that text (the rows of
// a screen as wide as the output that is fed only it).
func TestScannerReadsAsWhole(t *testing.T) {
	in := unitInput()
	whole, wholeAt := scanText([][]byte{in})
	rng := rand.New(rand.NewPCG(1, 2))
	var chunks [][]byte
	for off := 0; off < len(in); {
		n := min(1+rng.IntN(300), len(in)-off)
		chunks = append(chunks, in[off:off+n])
		off += n
	}
	cut, cutAt := scanText(chunks)
	if cut != whole {
		t.Fatalf("cut into %d reads, %d bytes of text, want %d", len(chunks), len(cut), len(whole))
	}
	// A run the reads cut is found in pieces: its pieces start where it
	// does or inside it.
	for _, at := range wholeAt {
		if _, ok := slices.BinarySearch(cutAt, at); !ok {
			t.Fatalf("no run found at %d when cut", at)
		}
	}
	if !strings.Contains(whole, "line 399 e\u0301 👍🏽 日本") || strings.Contains(whole, "title") || strings.ContainsAny(whole, "\x1b\r\n") {
		t.Fatalf("text %.200q…", whole)
	}
}

// WriteToMark stops right after each OSC 133 mark, whatever ends it, and
// the screen fed that way is the screen fed at once.
func TestWriteToMark(t *testing.T) {
	in := []byte("a\x1b]133;C\x07b\x1b[31m\x1b]133;D;0\x1b\\c\x1b]133;A\x1b[1md")
	whole := New(20, 3, 10)
	_, _ = whole.Write(in)
	marked := New(20, 3, 10)
	var got []string
	for p := in; len(p) > 0; {
		n, mark := marked.WriteToMark(p)
		got = append(got, string(p[:n])+"|"+string(mark))
		p = p[n:]
	}
	want := []string{"a\x1b]133;C\x07|133;C", "b\x1b[31m\x1b]133;D;0\x1b\\|133;D;0", "c\x1b]133;A|133;A", "\x1b[1md|"}
	if !slices.Equal(got, want) {
		t.Fatalf("fed\n%q\nwant\n%q", got, want)
	}
	if g, w := marked.Lines(), whole.Lines(); !slices.Equal(g, w) {
		t.Fatalf("lines %q, want %q", g, w)
	}
	s := NewScanner()
	if n, mark := s.ToMark(in); n != len("a\x1b]133;C\x07") || string(mark) != "133;C" {
		t.Fatalf("the scanner stopped after %d bytes at %q", n, mark)
	}
}

// A window hands its caller every row its primary screen loses: scrolled
// off its top (a wrapped one says so, its trailing blanks kept), or erased
// by a clear or a reset; not a row a program erases below or beside the
// cursor, nor the alternate screen's.
func TestWindowKeepsWhatLeaves(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"scrolled off", "1\r\n2\r\n3\r\n4", []string{"1"}},
		{"wrapped", "abcdefghijkl\r\n2\r\n3", []string{"abcdefghij⏎"}},
		{"a space that ends a wrapped row", "abcdefghi jk\r\n\r\n\r\n", []string{"abcdefghi ⏎", "jk"}},
		{"a blank that ends a wrapped row", "abcdefgh\u0301i日\r\n\r\n\r\n", []string{"abcdefgh\u0301i ⏎", "日"}},
		{"clear", "a\r\nb\r\n\x1b[H\x1b[2J\x1b[3J", []string{"a", "b"}},
		{"clear without moving", "a\r\n\r\nb\x1b[2J", []string{"a", "", "b"}},
		{"erase from the top left corner", "a\r\nb\x1b[H\x1b[J", []string{"a", "b"}},
		{"erase below the cursor", "a\r\nb\x1b[J\x1b[1;2H\x1b[J", nil},
		{"erase above the cursor", "a\r\nb\r\nc\x1b[1J", []string{"a", "b"}},
		{"reset", "a\r\nb\x1bc", []string{"a", "b"}},
		{"alternate screen", "\x1b[?1049h1\r\n2\r\n3\r\n4\x1b[2J\x1bc", nil},
		{"deleting the top row", "a\r\nb\x1b[H\x1b[M", []string{"a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			w := NewWindow(10, 3, func(l Line) {
				s := string(l.Text)
				if l.Wrapped {
					s += "⏎"
				}
				got = append(got, s)
			})
			_, _ = w.Write([]byte(tt.in))
			if !slices.Equal(got, tt.want) {
				t.Fatalf("kept %q, want %q", got, tt.want)
			}
			whole := got
			got, w = nil, NewWindow(10, 3, w.c.txt.keep)
			for i := range len(tt.in) {
				_, _ = w.Write([]byte(tt.in[i : i+1]))
			}
			if !slices.Equal(got, whole) {
				t.Fatalf("a byte at a time, kept %q, want %q, as in one write", got, whole)
			}
			if n := w.HistoryKept(); n != 0 {
				t.Fatalf("the window keeps %d lines of history", n)
			}
		})
	}
	// A screen that is no window keeps a clear's rows nowhere.
	s := New(10, 3, 10)
	_, _ = s.Write([]byte("a\r\nb\x1b[2J\x1bc"))
	if h := s.Scrollback(10); len(h) != 0 {
		t.Fatalf("history %q after a clear", h)
	}
}

// The hidden cells of a row a window loses are handed with it, as the
// byte ranges of its text they cover.
func TestWindowHandsHiddenCells(t *testing.T) {
	var got []Line
	w := NewWindow(10, 2, func(l Line) {
		got = append(got, Line{Text: slices.Clone(l.Text), Hidden: slices.Clone(l.Hidden)})
	})
	w.SetMaskLink("test:hidden")
	_, _ = w.Write([]byte("pw 本secret"))
	for x := 3; x < 10; x++ {
		w.Hide(x, 0)
	}
	_, _ = w.Write([]byte("\r\n\r\n\x1b[2Jsecret"))
	w.Hide(0, 1)
	_, _ = w.Write([]byte("\x1bc"))
	want := []Line{
		{Text: []byte("pw 本secre"), Hidden: []Span{{3, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 10}, {10, 11}}},
		{Text: []byte("t")},
		{Text: []byte("")}, // above the last row that is not blank: kept
		{Text: []byte("secret"), Hidden: []Span{{0, 1}}},
	}
	if len(got) != len(want) {
		t.Fatalf("kept %d lines: %+v", len(got), got)
	}
	for i := range want {
		if string(got[i].Text) != string(want[i].Text) || !slices.Equal(got[i].Hidden, want[i].Hidden) {
			t.Errorf("line %d: %q hidden %v, want %q hidden %v", i, got[i].Text, got[i].Hidden, want[i].Text, want[i].Hidden)
		}
	}
}

// A fault while a reader of text feeds the engine (here its caller's
// keep) is recovered: the rest of that write is dropped, the next one is
// read.
func TestWriteToMarkRecovers(t *testing.T) {
	faults := 0
	w := NewWindow(10, 2, func(Line) {
		faults++
		panic("keep failed")
	})
	in := []byte("1\r\n2\r\n3\x1b]133;C\x07")
	if n, mark := w.WriteToMark(in); n != len(in) || mark != nil || faults != 1 {
		t.Fatalf("fed %d of %d bytes, mark %q, %d faults", n, len(in), mark, faults)
	}
	next := []byte("\x1b[H4\x1b]133;D\x07")
	if n, mark := w.WriteToMark(next); string(mark) != "133;D" || n != len(next) {
		t.Fatalf("after the fault: fed %d bytes, mark %q", n, mark)
	}
	if got := w.Lines(); got[0] != "4" {
		t.Fatalf("screen %q", got)
	}
}
