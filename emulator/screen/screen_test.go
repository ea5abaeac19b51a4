package screen

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"
)

// TestHistoryBounds holds history to its line bound and its byte bound.
func TestHistoryBounds(t *testing.T) {
	tests := []struct {
		name       string
		scrollback int
		line       string
		lines      int
		wantMax    int
	}{
		{"lines", 100, "x", 1000, 100},
		{"bytes", 1000, strings.Repeat("y", 4000), 600, minHistoryBytes / (4000 + lineCost)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			term := New(4000, 4, tt.scrollback)
			for i := 0; i < tt.lines; i++ {
				fmt.Fprintf(term, "%s\r\n", tt.line)
			}
			got := term.Scrollback(1 << 20)
			if len(got) == 0 || len(got) > tt.wantMax {
				t.Fatalf("%d lines kept, want 1 to %d", len(got), tt.wantMax)
			}
			if got[len(got)-1] != tt.line {
				t.Errorf("newest line %q, want %q", got[len(got)-1], tt.line)
			}
			if h := term.History(); h != int64(tt.lines-3) {
				t.Errorf("History() = %d, want %d", h, tt.lines-3)
			}
		})
	}
}

// TestReplies answers the queries the current engine answers, in its
// words but DSR 5's (CSI 0 n, as xterm answers; x/vt's is CSI ? 0 n).
func TestReplies(t *testing.T) {
	term := New(80, 24, 0)
	fmt.Fprint(term, "ab\x1b[6n\x1b[c\x1b[>c\x1b[5n\x1b[?2004$p\x1b[?7$p\x1b[>q")
	want := "\x1b[1;3R\x1b[?62;1;6;22c\x1b[>1;10;0c\x1b[0n\x1b[?2004;2$y\x1b[?7;1$y\x1bP>|agentty\x1b\\"
	if got := string(term.Replies()); got != want {
		t.Errorf("replies %q, want %q", got, want)
	}
}

// TestRepliesToEachQuery answers each query the product answers, alone
// on a fresh screen, as xterm does (the old engine's replies, checked
// against it before it was deleted, but DSR 5, DECRQM for IRM and
// XTVERSION: testdata/SWITCH.md), and counts it; what it does not answer
// (the colour set, DECRQSS, window reports) it does not count.
func TestRepliesToEachQuery(t *testing.T) {
	tests := []struct {
		query, reply string
		queries      uint64
	}{
		{"\x1b[c", "\x1b[?62;1;6;22c", 1},
		{"\x1b[0c", "\x1b[?62;1;6;22c", 1},
		{"\x1b[>c", "\x1b[>1;10;0c", 1},
		{"\x1b[>0c", "\x1b[>1;10;0c", 1},
		{"\x1b[5n", "\x1b[0n", 1},
		{"\x1b[6n", "\x1b[1;1R", 1},
		{"\x1b[?6n", "\x1b[?1;1R", 1},
		{"\x1b[5;3H\x1b[6n", "\x1b[5;3R", 1},
		{"\x1b[?6h\x1b[2;4r\x1b[6n", "\x1b[2;1R", 1},
		{"abc\x1b[?6n", "\x1b[?1;4R", 1},
		{"\x1b[4$p", "\x1b[4;2$y", 1},
		{"\x1b[4h\x1b[4$p", "\x1b[4;1$y", 1},
		{"\x1b[20$p", "\x1b[20;2$y", 1},
		{"\x1b[2$p", "\x1b[2;0$y", 1},
		{"\x1b[12$p", "\x1b[12;0$y", 1},
		{"\x1b[?1$p", "\x1b[?1;2$y", 1},
		{"\x1b[?6$p", "\x1b[?6;2$y", 1},
		{"\x1b[?7$p", "\x1b[?7;1$y", 1},
		{"\x1b[?7l\x1b[?7$p", "\x1b[?7;2$y", 1},
		{"\x1b[?25$p", "\x1b[?25;1$y", 1},
		{"\x1b[?25l\x1b[?25$p", "\x1b[?25;2$y", 1},
		{"\x1b[?1000$p", "\x1b[?1000;2$y", 1},
		{"\x1b[?1000h\x1b[?1000$p", "\x1b[?1000;1$y", 1},
		{"\x1b[?1002h\x1b[?1002$p", "\x1b[?1002;1$y", 1},
		{"\x1b[?1003$p", "\x1b[?1003;2$y", 1},
		{"\x1b[?1006h\x1b[?1006$p", "\x1b[?1006;1$y", 1},
		{"\x1b[?1015$p", "\x1b[?1015;2$y", 1},
		{"\x1b[?1015h\x1b[?1006h\x1b[?1015$p", "\x1b[?1015;2$y", 1}, // the encodings exclude each other
		{"\x1b[?1006h\x1b[?1015l\x1b[?1006$p", "\x1b[?1006;1$y", 1}, // a reset ends only the one in force
		{"\x1b[?2004$p", "\x1b[?2004;2$y", 1},
		{"\x1b[?2004h\x1b[?2004$p", "\x1b[?2004;1$y", 1},
		{"\x1b[?1049h\x1b[?1049$p", "\x1b[?1049;1$y", 1},
		{"\x1b[?1047$p", "\x1b[?1047;2$y", 1},
		{"\x1b[?1004h\x1b[?1004$p", "\x1b[?1004;1$y", 1},
		{"\x1b[?2026$p", "\x1b[?2026;0$y", 1},
		{"\x1b[?66h\x1b[?66$p", "\x1b[?66;1$y", 1},
		{"\x1b[?69$p", "\x1b[?69;2$y", 1},
		{"\x1b[?9999$p", "\x1b[?9999;0$y", 1},
		{"\x1b]10;?\a", "\x1b]10;rgb:ffff/ffff/ffff\a", 1},
		{"\x1b]11;?\a", "\x1b]11;rgb:0000/0000/0000\a", 1},
		{"\x1b]11;?\x1b\\", "\x1b]11;rgb:0000/0000/0000\a", 1},
		{"\x1b]11;#000000\a", "", 0},
		{"\x1b[>q", "\x1bP>|agentty\x1b\\", 1},
		{"\x1bP$qm\x1b\\", "", 0},
		{"\x1b[18t", "", 0},
		{"\x1b[14t", "", 0},
	}
	for _, tt := range tests {
		term := New(20, 5, 10)
		fmt.Fprint(term, tt.query)
		if got := string(term.Replies()); got != tt.reply || term.Queries() != tt.queries {
			t.Errorf("%q: reply %q (%d queries), want %q (%d)", tt.query, got, term.Queries(), tt.reply, tt.queries)
		}
	}
}

// TestHistoryRules keeps the rows that leave the top of the primary
// screen, as xterm's saved lines take them (xtermScroll and DeleteLine's
// scroll_all_lines: the top margin is the screen's top, or DL is on the
// top row), and only those.
func TestHistoryRules(t *testing.T) {
	const fill = "a\r\nb\r\nc\r\nd\x1b[H"
	tests := []struct {
		name, feed string
		want       []string
	}{
		{"full-screen scroll", "\x1b[4H\n\n", []string{"a", "b"}},
		{"region from the top", "\x1b[1;3r\x1b[3H\n", []string{"a"}},
		{"region below the top", "\x1b[2;4r\x1b[4H\n\x1b[2S", nil},
		{"DL on the top row", "\x1b[2M", []string{"a", "b"}},
		{"DL in a region from the top", "\x1b[1;2r\x1b[H\x1b[M", []string{"a"}},
		{"DL below the top row", "\x1b[2H\x1b[2M", nil},
		{"DL on the alternate screen", "\x1b[?1049h" + fill + "\x1b[2M", nil},
		{"DL within left and right margins", "\x1b[?69h\x1b[1;3s\x1b[H\x1b[M", nil},
		{"ED 2", "\x1b[2J", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			term := New(4, 4, 100)
			fmt.Fprint(term, fill+tt.feed)
			if got := term.Scrollback(100); strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("history %q, want %q", got, tt.want)
			}
		})
	}
}

// TestRepeatBounded holds REP with a count past a few screens of its
// character to the screen, cursor and history that the whole count
// printed leaves.
func TestRepeatBounded(t *testing.T) {
	setups := []string{"x", "日", "\x1b[2;3rx", "\x1b[1;2rx", "\x1b[?1049hx", "\x1b[?7lx", "\x1b[4hab\x1b[Hx", "\x1b[?7l日",
		"\x1b[?69h\x1b[2;5sx", "\x1b[?69h\x1b[2;5s\x1b[1;8Hx", "\x1b[?69h\x1b[3;4s日", "\x1b[3;1Hx", "\x1b[?6h\x1b[2;3r\x1b[2;9Hx"}
	state := func(term *Terminal) string {
		return fmt.Sprintf("%q %+v %q %d", term.Lines(), term.Cursor(), term.Scrollback(100), term.History())
	}
	for _, setup := range setups {
		last := setup[len(setup)-len("x"):]
		if strings.HasSuffix(setup, "日") {
			last = "日"
		}
		for _, n := range []int{37, 500, 70001} {
			rep, full := New(9, 3, 40), New(9, 3, 40)
			fmt.Fprintf(rep, "a\r\nb\r\nc\r\n%s\x1b[%db", setup, n)
			fmt.Fprintf(full, "a\r\nb\r\nc\r\n%s%s", setup, strings.Repeat(last, n))
			if got, want := state(rep), state(full); got != want {
				t.Errorf("%q then REP %d:\n got %s\nwant %s", setup, n, got, want)
			}
		}
	}
}

// TestLongLineCost feeds a line of a million characters with no line
// break in one write: each row's worth must cost what it prints, not what
// is left of the write (which took minutes; now milliseconds, as
// BenchmarkLongLine reports). A minute is a hang.
func TestLongLineCost(t *testing.T) {
	term := New(80, 24, 100)
	done := make(chan struct{})
	go func() {
		defer close(done)
		fmt.Fprint(term, strings.Repeat("0123456789", 100000))
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("a line of 1 MB was not fed in a minute")
	}
	if got, want := term.Lines()[23], strings.Repeat("0123456789", 8); got != want {
		t.Errorf("last row %q, want %q", got, want)
	}
}

// BenchmarkLongLine: a line of a million characters with no line break,
// in one write, on an 80x24 screen.
//
//	go test ./emulator/screen -run '^$' -bench LongLine
func BenchmarkLongLine(b *testing.B) {
	line := []byte(strings.Repeat("0123456789", 100000))
	b.SetBytes(int64(len(line)))
	for b.Loop() {
		term := New(80, 24, 100)
		_, _ = term.Write(line)
	}
}

// TestClustersAcrossWrites feeds clusters whole and a byte at a time: the
// screen must not depend on the reads (a lone mark, then U+FE0F in the
// next read, changed a cell the two in one read left alone; a sequence's
// start cut off in the next read was dropped).
func TestClustersAcrossWrites(t *testing.T) {
	for _, in := range []string{"\u0301\ufe0f|", "ab\r\u0308\ufe0fc", "x\u0301\ufe0f|", "\u0301\u0302\u0303x",
		"\x1b[2;1H\u0308\u200d|", "e\u0301\x1b[2b|", "👨\u200d👩|", "☃\ufe0f|", "\u0301\x1b[2b|",
		// The start of a sequence, and what cuts it off in the next read:
		// a replacement character each, as in one read.
		"a\xc3e|", "\xe6\x97e|",
		// A wrap left pending with autowrap off, then the margins reset:
		// the mark joins the character printed, not the cell after it.
		"\x1b[?69h\x1b[2;5sd\x1b[?7l日本\x1b[?69lé\u0301|"} {
		whole, split := New(8, 3, 10), New(8, 3, 10)
		fmt.Fprint(whole, in)
		for i := range len(in) {
			fmt.Fprint(split, in[i:i+1])
		}
		if a, b := fmt.Sprintf("%q %+v", whole.Lines(), whole.Cursor()), fmt.Sprintf("%q %+v", split.Lines(), split.Cursor()); a != b {
			t.Errorf("%q: whole %s, a byte at a time %s", in, a, b)
		}
	}
}

// firstRow is the first row of a terminal cols wide fed in.
func firstRow(cols int, in string) string {
	term := New(cols, 2, 10)
	fmt.Fprint(term, in)
	return term.Lines()[0]
}

// TestRepeatAfterCluster holds REP to xterm's: it repeats the last code
// point printed (xterm's lastchar) when that has a width, on its own.
// TestUndrawnClusterLeavesNothing prints a wide cluster that its cell
// would keep cut (it is longer than ClusterMax and ends with a joiner)
// where it has no room and autowrap is off, so that it is not drawn: what
// follows must show as if it had never come, whatever control comes
// between, and whether a return and a line feed come in one read or two.
func TestUndrawnClusterLeavesNothing(t *testing.T) {
	head := "\x1b[?69h\x1b[3;10s\x1b[?7l\x1b[1;10H"
	long := strings.Repeat("👦\u200d", 7)
	show := func(reads ...string) string {
		term := New(12, 3, 10)
		for _, r := range reads {
			fmt.Fprint(term, r)
		}
		return fmt.Sprintf("%q %+v", term.Lines(), term.Cursor())
	}
	for _, tail := range []string{"\r\n👦|", "\n👦|", "\b👦|", "\t👦|", "\r👦|"} {
		want := show(head + tail)
		if got := show(head + long + tail); got != want {
			t.Errorf("%q: %s, without the cluster %s", tail, got, want)
		}
		if got := show(head+long+tail[:1], tail[1:]); got != want {
			t.Errorf("%q, cut after %q: %s, without the cluster %s", tail, tail[:1], got, want)
		}
	}
}

func TestRepeatAfterCluster(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"e\u0301\x1b[2b|", "e\u0301|"},   // a mark: nothing
		{"☃\ufe0f\x1b[2b|", "☃\ufe0f|"},   // a variation selector: nothing
		{"\u0301\x1b[2b|", " |"},          // a lone mark: nothing
		{"👨\u200d👩\x1b[b|", "👨\u200d👩👩|"}, // the last of a sequence, on its own
		{"👍🏽\x1b[b|", "👍🏽🏽|"},             // a modifier, in a cell of its own already
		{"é\x1b[2b|", "ééé|"},             // one code point
		{"\x1b(0q\x1b[2b\x1b(B|", "───|"}, // a translated one
	} {
		if got := firstRow(12, tt.in); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestClusterCache prints clusters that the cache of clusters keeps, at
// the end of a run and before ASCII, then again where what follows them
// decides: the cells must be the ones the grapheme rules give.
func TestClusterCache(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string // row 1's cells
	}{
		{"x\u0600\r\nx\u0600a|", []string{"x", "\u0600a", "", "|"}},  // a Prepend character joins what follows it
		{"x\u0600🏽\r\nx\u0600a|", []string{"x", "\u0600a", "", "|"}}, // and is not kept when a modifier cut it
		{"e\u0301 \r\ne\u0301\u0302|", []string{"e\u0301\u0302", "|"}},
		{"👨\u200d👩 \r\n👨\u200d👩\u200d👧|", []string{"👨\u200d👩\u200d👧", "", "|"}},
		{"🇫🇷 \r\n🇫🇷🇩🇪|", []string{"🇫🇷", "", "🇩🇪", "", "|"}},
		// Kept before a modifier, which then takes a cell of its own; used
		// before ASCII and before a modifier again.
		{"👍🏽 \r\n👍|👍🏽|", []string{"👍", "", "|", "👍", "", "🏽", "", "|"}},
		// What joins ASCII, asked of the rules once a rune (alone): a
		// rune that joins nothing, then a spacing mark in the same slot,
		// and a joiner.
		{"\r\na\u0f33a\u0e33a\u0f33a\u200d|a\u200d", []string{"a", "\u0f33", "a\u0e33", "", "a", "\u0f33", "a\u200d", "|", "a\u200d"}},
	} {
		term := New(20, 3, 10)
		fmt.Fprint(term, tt.in)
		var got []string
		for x := range len(tt.want) {
			got = append(got, term.Cell(x, 1).Text)
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%q: row 1 %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestCharsetAfterText holds a character set to the ASCII that follows
// text beyond ASCII in the same run: it is translated (printSimple, which
// writes ASCII itself, takes no run under another set).
func TestCharsetAfterText(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"\x1b(0é q", "é ─"},
		{"\x1b(0日q", "日─"},
		{"\x1b(0x\u0301q", "│\u0301─"},
		{"\x1b)0\x0eé q\x0fq", "é ─q"},
		{"\x1b(0👍🏽 q", "👍🏽 ─"},
	} {
		if got := firstRow(20, tt.in); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestEraseAtLastColumn holds EL and ED at the last column to xterm's
// ClearRight (from the cursor's column, inclusive) where autowrap is off
// and the cursor stays there; with autowrap on, a pending wrap puts the
// cursor past it, as tmux and xterm.js have it, and nothing is erased.
func TestEraseAtLastColumn(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"abcdef\x1b[K", "abcdef"},
		{"\x1b[?7labcdef\x1b[K", "abcde"},
		{"\x1b[?7labcdefgh\x1b[J", "abcde"},
		{"\x1b[?7l\x1b[4habcdefgh\x1b[K", "abcde"},
	} {
		if got := strings.TrimRight(firstRow(6, tt.in), " "); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestSoftReset holds DECSTR to xterm's ReallyReset (soft): autowrap is
// set back on and DECLRMM reset (resetMarginMode), so that CSI s is
// SCOSC again and text runs to the screen's edge.
func TestSoftReset(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"\x1b[?7l\x1b[!pabcdefgh", []string{"abcdef", "gh"}},
		{"\x1b[?69h\x1b[2;4s\x1b[!p\x1b[3;5sabcdefgh", []string{"abcdef", "gh"}},
	} {
		term := New(6, 3, 10)
		fmt.Fprint(term, tt.in)
		for y, w := range tt.want {
			if got := strings.TrimRight(term.Lines()[y], " "); got != w {
				t.Errorf("%q: row %d %q, want %q", tt.in, y, got, w)
			}
		}
	}
}

// TestAlignment holds DECALN to xterm's CASE_DECALN: the pen's attributes
// are reset and its colours kept (resetRendition), origin mode is reset.
func TestAlignment(t *testing.T) {
	term := New(6, 4, 10)
	fmt.Fprint(term, "\x1b[1;3;4;7;97;41m\x1b#8x")
	s := term.Cell(0, 0).Style
	fg, _ := s.Fg.Palette()
	bg, _ := s.Bg.Palette()
	if s.Attrs != 0 || s.Underline != 0 || fg != 15 || bg != 1 {
		t.Errorf("after DECALN: %+v, want no attributes, colours 15 on 1", s)
	}
	term = New(6, 4, 10)
	fmt.Fprint(term, "\x1b[?6h\x1b#8\x1b[3;4rx")
	if got := term.Lines()[0]; got != "xEEEEE" {
		t.Errorf("origin mode after DECALN: row 0 %q, want %q (DECSTBM homes to the screen's top)", got, "xEEEEE")
	}
}

// TestTextWithinMargins holds printing under DECLRMM to xterm's dotext and
// WrapLine: DECSLRM homes the cursor; text from a column at or left of
// the right margin stops there, text right of it runs to the screen's
// edge, and a wrap goes on at the left margin on the next row (xtermIndex
// from the column the text ended in: scrolling only within the margins).
func TestTextWithinMargins(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"\x1b[?69h\x1b[3;5sabcdefgh", []string{"abcde", "  fgh"}},
		{"\x1b[?69h\x1b[3;5s\x1b[1;7Habcd", []string{"      ab", "  cd"}},
		{"x\x1b[?69h\x1b[3;5s\x1b[3;7Habcd", []string{"x", "", "  cd  ab"}},
		{"x\x1b[?69h\x1b[3;5s\x1b[3;1Habcdefgh", []string{"x", "  cde", "abfgh"}},
	} {
		term := New(8, 3, 10)
		fmt.Fprint(term, tt.in)
		for y, w := range tt.want {
			if got := strings.TrimRight(term.Lines()[y], " "); got != w {
				t.Errorf("%q: row %d %q, want %q", tt.in, y, got, w)
			}
		}
	}
}

// TestEraseSavedLines holds ED 3 to xterm's do_erase_display: the saved
// lines are erased whichever screen is shown.
func TestEraseSavedLines(t *testing.T) {
	for _, in := range []string{"a\r\nb\r\nc\x1b[3J", "a\r\nb\r\nc\x1b[?47h\x1b[3J\x1b[?47l", "a\r\nb\r\nc\x1b[?1049h\x1b[3J\x1b[?1049l"} {
		term := New(4, 2, 10)
		fmt.Fprint(term, in)
		if h := term.Scrollback(10); len(h) != 0 {
			t.Errorf("%q: history %q, want none", in, h)
		}
	}
}

// TestHistoryModel holds history to a plain list of strings under the
// same bounds, through random pushes of lines short and long, repeated
// lines and clears, at random bounds: the lines kept, their bytes, and the
// blocks, which no more than the kept text may hold.
func TestHistoryModel(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for round := range 40 {
		h := &history{maxLines: 1 + rng.Intn(60), maxBytes: 1 + rng.Intn(6*blockSize)}
		var model []string
		bytes := func() (n int) {
			for _, s := range model {
				n += len(s) + lineCost
			}
			return n
		}
		push := func(s string) {
			for len(model) > 0 && (len(model) == h.maxLines || bytes()+len(s)+lineCost > h.maxBytes) {
				model = model[1:]
			}
			model = append(model, s)
		}
		for op := range 3000 {
			size := rng.Intn(64)
			if rng.Intn(8) == 0 {
				size = rng.Intn(blockSize / 2)
			}
			s := strings.Repeat(string(rune('a'+op%26)), size)
			switch k := rng.Intn(40); {
			case k == 0:
				h.clear()
				model = nil
			case k < 4:
				n := 1 + rng.Intn(5)
				h.pushN([]byte(s), n)
				for range n {
					push(s)
				}
			case k < 20:
				// Written in place when the filling block has room, as
				// pushInPlace does, with bytes past the line written too.
				if room := h.room(); len(room) >= len(s)+4 {
					copy(room, s+"ZZZZ")
					h.pushRoom(len(s))
				} else {
					h.push([]byte(s))
				}
				push(s)
			default:
				h.push([]byte(s))
				push(s)
			}
			if h.n != len(model) || h.bytes != bytes() {
				t.Fatalf("round %d, op %d: %d lines of %d bytes, want %d of %d", round, op, h.n, h.bytes, len(model), bytes())
			}
			if blocks := len(h.blocks); blocks > 2+h.bytes/blockSize*2 {
				t.Fatalf("round %d, op %d: %d blocks for %d bytes", round, op, blocks, h.bytes)
			}
			if op%50 != 0 {
				continue
			}
			for i, want := range model {
				if got := h.line(i); got != want {
					t.Fatalf("round %d, op %d: line %d is %d bytes of %.1q, want %d of %.1q", round, op, i, len(got), got, len(want), want)
				}
			}
		}
	}
}

// TestReadsChangeNothing feeds random streams of text (ASCII, runes that
// never join, a mark after a letter, an emoji with a modifier), controls,
// character sets, insert mode, margins, wrap off, scrolling and links to a
// terminal whole, a byte at a time and in random reads: the cells, the
// cursor and history must be the same. A byte at a time, no run holds
// more than one character, so the paths that print a run at once
// (printASCII, printSimple) are held to the one that prints a character.
// (Joiner sequences and variation selectors are left out: with these
// controls around them, a read that cuts one can still change the screen,
// as it could before the fast paths of this change.) After every read,
// what each row knows of its text must be what its cells hold
// (checkRowText): a byte at a time, every row that scrolls into history
// is checked as it leaves.
func TestReadsChangeNothing(t *testing.T) {
	toks := []string{"a", "q", "x", " ", "ab cd", "é", "e\u0301", "日本", "한국", "テキスト", "ー", "“q”", "—", "→", "─│", "Ｗ", "ｱ", "Ω", "Ж",
		"👍", "👍🏽", "✓", "\r", "\n", "\r\n", "\b", "\t", "\x1b(0", "\x1b(B", "\x1b)0", "\x0e", "\x0f", "\x1b[4h", "\x1b[4l", "\x1b[?7l", "\x1b[?7h",
		"\x1b[H", "\x1b[5G", "\x1b[2;4r", "\x1b[r", "\x1b[?69h\x1b[3;9s", "\x1b[?69l", "\x1b[3b", "\x1b[2P", "\x1b[2@", "\x1b[K", "\x1b[1;31m", "\x1b[m",
		"\x1b[0m", "\x1b[32m", "\x1b[1m", "\x1b[7;4m", "\x1b[38;5;120m", "\x1b[38;5;1203m", "\x1b[48;2;1;2;3m", "\x1b[4:3m", "\x1b[;1m", "\x1b[22;27m",
		"\x1b[?1049h", "\x1b[?1049l", "\x1b7", "\x1b8", "\x1b[3D", "\x1b[10C", "\x1bM", "\x1b[2S", "\x1b]8;;http://x\x1b\\", "\x1b]8;;\x1b\\",
		"\x1b#8", "\x1b[3X", "\x1b[1K", "\x1b[2K", "\x1b[J", "\x1b[1J", "\x1b[2L", "\x1b[M", "\x1b[2T", "\x1bE", "\x1b[?5W", "\x1b[4;1H\x1b[1@"}
	rng := rand.New(rand.NewSource(5))
	screen := func(in []byte, cols, rows int, cut func(n int) int) string {
		term := New(cols, rows, 50)
		for len(in) > 0 {
			k := cut(len(in))
			term.Write(in[:k])
			in = in[k:]
			checkRowText(t, term)
		}
		var b strings.Builder
		for y := range rows {
			for x := range cols {
				fmt.Fprintf(&b, "%+v|", term.Cell(x, y))
			}
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%+v %q", term.Cursor(), term.Scrollback(100))
		return b.String()
	}
	for s := range 3000 {
		var b strings.Builder
		for n := 5 + rng.Intn(40); n > 0; n-- {
			tk := toks[rng.Intn(len(toks))]
			for r := rng.Intn(3); r >= 0; r-- {
				b.WriteString(tk)
			}
		}
		in := []byte(b.String())
		cols, rows := []int{10, 13, 80}[rng.Intn(3)], []int{3, 5}[rng.Intn(2)]
		whole := screen(in, cols, rows, func(n int) int { return n })
		if got := screen(in, cols, rows, func(int) int { return 1 }); got != whole {
			t.Fatalf("stream %d %q (%dx%d): a byte at a time\n%s\nwhole\n%s", s, in, cols, rows, got, whole)
		}
		if got := screen(in, cols, rows, func(n int) int { return 1 + rng.Intn(n) }); got != whole {
			t.Fatalf("stream %d %q (%dx%d): in random reads\n%s\nwhole\n%s", s, in, cols, rows, got, whole)
		}
	}
}

// TestShortSGR feeds many SGR sequences of the short form, each after
// many others (so that the cache's slots are shared), whole and a byte
// at a time (through the parser, which the cache is not on): every cell
// must have the same style.
func TestShortSGR(t *testing.T) {
	var seqs []string
	for _, n := range []int{0, 1, 2, 3, 4, 7, 22, 23, 24, 27, 39, 49} {
		seqs = append(seqs, fmt.Sprintf("\x1b[%dm", n))
	}
	for n := 30; n < 48; n++ {
		seqs = append(seqs, fmt.Sprintf("\x1b[%dm", n), fmt.Sprintf("\x1b[1;%dm", n), fmt.Sprintf("\x1b[38;5;%dm", n+100))
	}
	seqs = append(seqs, "\x1b[m", "\x1b[;1m", "\x1b[1;;4m", "\x1b[38;5;12m", "\x1b[48;5;255m", "\x1b[4;7;9m")
	rng := rand.New(rand.NewSource(9))
	var in strings.Builder
	for range 4000 {
		if rng.Intn(2) == 0 {
			in.WriteString("\x1b[0m") // the same pen before many: only the sequence tells them apart
		}
		in.WriteString(seqs[rng.Intn(len(seqs))])
		in.WriteByte(byte('a' + rng.Intn(26)))
	}
	whole, split := New(80, 24, 500), New(80, 24, 500)
	fmt.Fprint(whole, in.String())
	for _, b := range []byte(in.String()) {
		split.Write([]byte{b})
	}
	for y := range 24 {
		for x := range 80 {
			if a, b := whole.Cell(x, y), split.Cell(x, y); a != b {
				t.Fatalf("cell %d,%d: whole %+v, a byte at a time %+v", x, y, a, b)
			}
		}
	}
}

// checkRowText fails t when a row of either screen of term knows a text
// of its first cells other than what rowInto writes of them.
func checkRowText(t *testing.T, term *Terminal) {
	t.Helper()
	c := term.c
	for _, g := range []*grid{c.primary, c.alternate} {
		for y := range g.rows {
			r := g.row(y)
			if r.known == 0 && len(r.text) == 0 {
				continue
			}
			var buf []byte
			head := row{cells: r.cells, end: r.known}
			c.rowBytes(&head, &buf)
			if string(buf) != string(r.text) {
				t.Fatalf("row %d knows its text to column %d as %q; its cells hold %q", y, r.known, r.text, buf)
			}
		}
	}
}
