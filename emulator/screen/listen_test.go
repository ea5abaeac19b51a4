package screen

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// heardText returns the text a listener hears in chunks written one after
// the other, joined, with the offset each run starts at in the whole
// output.
func heardText(chunks [][]byte) (text string, starts []int) {
	s := New(200, 5, 0)
	var all []byte
	var b strings.Builder
	base := 0
	s.Listen(Listen{Text: func(start, end int) {
		starts = append(starts, base+start)
		b.Write(all[base+start : base+end])
	}})
	for _, p := range chunks {
		base = len(all)
		all = append(all, p...)
		_, _ = s.Write(p)
	}
	return b.String(), starts
}

// A listener hears the text the screen prints, without the controls,
// sequences and strings between it, however the output is cut into
// writes.
func TestListenText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"colours between characters", "\x1b[31ms\x1b[32mk\x1b[0m-1", "sk-1"},
		{"controls", "a\r\nb\bc\td\x07", "abcd"},
		{"a title is no text", "\x1b]0;title\x07x\x1b]2;t2\x1b\\y", "xy"},
		{"a DCS string is no text", "\x1bP1$r0m\x1b\\z", "z"},
		{"C1 controls in UTF-8 act", "one\u009b2Jtwo\u009d0;t\athree\u0085four", "onetwothreefour"},
		{"an unended string holds the rest", "one\u009dtwo\r\nthree", "one"},
		{"wide and combining", "日本 e\u0301 👍🏽", "日本 e\u0301 👍🏽"},
		{"a CSI cut by the end of a write", "a\x1b[3", "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var bytewise [][]byte
			for i := range len(tt.in) {
				bytewise = append(bytewise, []byte{tt.in[i]})
			}
			for _, chunks := range [][][]byte{{[]byte(tt.in)}, bytewise} {
				if got, _ := heardText(chunks); got != tt.want {
					t.Fatalf("%d writes: %q, want %q", len(chunks), got, tt.want)
				}
			}
		})
	}
}

// Cut anywhere, long and varied output is heard as the same text at the
// same offsets as written whole; fed a unit at a time (FeedUnit, as
// package emulator feeds), the offsets are the unit's.
func TestListenTextAsWhole(t *testing.T) {
	in := unitInput()
	whole, wholeAt := heardText([][]byte{in})
	rng := rand.New(rand.NewPCG(1, 2))
	var chunks [][]byte
	for off := 0; off < len(in); {
		n := min(1+rng.IntN(300), len(in)-off)
		chunks = append(chunks, in[off:off+n])
		off += n
	}
	cut, cutAt := heardText(chunks)
	if cut != whole {
		t.Fatalf("cut into %d writes, %d bytes of text, want %d", len(chunks), len(cut), len(whole))
	}
	// A run the writes cut is heard in pieces: its pieces start where it
	// does or inside it.
	for _, at := range wholeAt {
		if _, ok := slices.BinarySearch(cutAt, at); !ok {
			t.Fatalf("no run heard at %d when cut", at)
		}
	}
	if !strings.Contains(whole, "line 399 e\u0301 👍🏽 日本") || strings.Contains(whole, "title") || strings.ContainsAny(whole, "\x1b\r\n") {
		t.Fatalf("text %.200q…", whole)
	}
	s := New(200, 5, 0)
	var b strings.Builder
	var unit []byte
	s.Listen(Listen{Text: func(start, end int) { b.Write(unit[start:end]) }})
	for p := in; len(p) > 0; {
		unit = p
		n, _ := s.FeedUnit(p)
		p = p[n:]
	}
	if b.String() != whole {
		t.Fatalf("fed a unit at a time, %d bytes of text, want %d", b.Len(), len(whole))
	}
}

// A listener hears every row the primary screen loses: scrolled off its
// top into history (a wrapped one says so, its trailing blanks kept), or
// erased by a clear or a reset (up to the last that is not blank); not a
// row a program erases below or beside the cursor, nor the alternate
// screen's. Each comes with its number in the whole text.
func TestListenLeft(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"scrolled off", "1\r\n2\r\n3\r\n4", []string{"0 1"}},
		{"wrapped", "abcdefghijkl\r\n2\r\n3", []string{"0 abcdefghij⏎"}},
		{"a space that ends a wrapped row", "abcdefghi jk\r\n\r\n\r\n", []string{"0 abcdefghi ⏎", "1 jk"}},
		{"a blank that ends a wrapped row", "abcdefgh\u0301i日\r\n\r\n\r\n", []string{"0 abcdefgh\u0301i ⏎", "1 日"}},
		{"clear", "a\r\nb\r\n\x1b[H\x1b[2J\x1b[3J", []string{"0 a erased", "1 b erased"}},
		{"clear without moving", "a\r\n\r\nb\x1b[2J", []string{"0 a erased", "1  erased", "2 b erased"}},
		{"erase from the top left corner", "a\r\nb\x1b[H\x1b[J", []string{"0 a erased", "1 b erased"}},
		{"erase below the cursor", "a\r\nb\x1b[J\x1b[1;2H\x1b[J", nil},
		{"erase above the cursor", "a\r\nb\r\nc\x1b[1J", []string{"0 a erased", "1 b erased"}},
		{"reset", "a\r\nb\x1bc", []string{"0 a erased", "1 b erased"}},
		{"alternate screen", "\x1b[?1049h1\r\n2\r\n3\r\n4\x1b[2J\x1bc", nil},
		{"deleting the top row", "a\r\nb\x1b[H\x1b[M", []string{"0 a"}},
		{"scrolled, then cleared", "1\r\n2\r\n3\r\n4\x1b[2J", []string{"0 1", "1 2 erased", "2 3 erased", "3 4 erased"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			heard := func(l Line) {
				s := strings.TrimSpace(string(rune('0'+l.Num)) + " " + string(l.Text))
				if l.Wrapped {
					s = string(rune('0'+l.Num)) + " " + string(l.Text) + "⏎"
				}
				if l.Erased {
					s = string(rune('0'+l.Num)) + " " + string(l.Text) + " erased"
				}
				got = append(got, s)
			}
			s := New(10, 3, 10)
			s.Listen(Listen{Left: heard})
			_, _ = s.Write([]byte(tt.in))
			if !slices.Equal(got, tt.want) {
				t.Fatalf("heard %q, want %q", got, tt.want)
			}
			whole := got
			got, s = nil, New(10, 3, 10)
			s.Listen(Listen{Left: heard})
			for i := range len(tt.in) {
				_, _ = s.Write([]byte(tt.in[i : i+1]))
			}
			if !slices.Equal(got, whole) {
				t.Fatalf("a byte at a time, heard %q, want %q, as in one write", got, whole)
			}
		})
	}
	// Nobody listening: a clear's rows go nowhere.
	s := New(10, 3, 10)
	_, _ = s.Write([]byte("a\r\nb\x1b[2J\x1bc"))
	if h := s.Scrollback(10); len(h) != 0 {
		t.Fatalf("history %q after a clear", h)
	}
}

// The hidden cells of a row that leaves are heard with it, as the byte
// ranges of its text they cover.
func TestListenLeftHidden(t *testing.T) {
	var got []Line
	s := New(10, 2, 10)
	s.Listen(Listen{Left: func(l Line) {
		got = append(got, Line{Text: slices.Clone(l.Text), Hidden: slices.Clone(l.Hidden)})
	}})
	s.SetMaskLink("test:hidden")
	_, _ = s.Write([]byte("pw 本secret"))
	for x := 3; x < 10; x++ {
		s.Hide(x, 0)
	}
	_, _ = s.Write([]byte("\r\n\r\n\x1b[2Jsecret"))
	s.Hide(0, 1)
	_, _ = s.Write([]byte("\x1bc"))
	want := []Line{
		{Text: []byte("pw 本secre"), Hidden: []Span{{3, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 10}, {10, 11}}},
		{Text: []byte("t")},
		{Text: []byte("")}, // above the last row that is not blank: heard
		{Text: []byte("secret"), Hidden: []Span{{0, 1}}},
	}
	if len(got) != len(want) {
		t.Fatalf("heard %d lines: %+v", len(got), got)
	}
	for i := range want {
		if string(got[i].Text) != string(want[i].Text) || !slices.Equal(got[i].Hidden, want[i].Hidden) {
			t.Errorf("line %d: %q hidden %v, want %q hidden %v", i, got[i].Text, got[i].Hidden, want[i].Text, want[i].Hidden)
		}
	}
}

// A listener hears each OSC 133 mark the screen keeps, and not one it
// leaves out (no nonce, a prompt redrawn).
func TestListenMarks(t *testing.T) {
	s := New(10, 3, 10)
	s.SetMarkNonce("n1")
	var got []string
	s.Listen(Listen{Mark: func(m Mark) { got = append(got, string(m.Kind)+m.Prompt) }})
	_, _ = s.Write([]byte("\x1b]133;A;agentty=n1;k=1\x07\x1b]133;C\x07\x1b]133;C;agentty=n1\x07\x1b]133;D;0;agentty=n1;k=2\x07\x1b]133;D;0;agentty=n1;k=2\x07"))
	if want := []string{"A1", "C", "D2"}; !slices.Equal(got, want) {
		t.Fatalf("heard %q, want %q", got, want)
	}
}

// A listener's fault while a unit is fed is the unit's: FeedUnit recovers
// it and the next unit is fed as usual.
func TestListenerFaultRecovered(t *testing.T) {
	s := New(10, 2, 10)
	faults := 0
	s.Listen(Listen{Left: func(Line) {
		faults++
		panic("listener failed")
	}})
	if _, fault := s.FeedUnit([]byte("1\r\n2\r\n3")); fault == nil || faults != 1 {
		t.Fatalf("fault %v, %d faults", fault, faults)
	}
	s.Listen(Listen{})
	if _, fault := s.FeedUnit([]byte("\x1b[H4")); fault != nil {
		t.Fatalf("after the fault: %v", fault)
	}
	if got := s.Lines(); got[0] != "4" {
		t.Fatalf("screen %q", got)
	}
}
