package emulator

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// REP gives the screen, cursor and history that printing the character
// that many times gives, though it prints a few screenfuls at most: the
// lines between are pushed into history as text, and elsewhere (alternate
// screen, scroll region, no autowrap) the count is cut to what the screen
// shows.
func TestRepeatIsExact(t *testing.T) {
	const cols, rows = 10, 4
	setups := []struct {
		name, before, char string
	}{
		{"home", "", "x"},
		{"mid-screen", "a\r\nb\r\nc", "x"},
		{"full screen", "1\r\n2\r\n3\r\n4\r\n5\r\n6", "y"},
		{"pending wrap", "\r\n\r\n\r\n0123456789", "z"},
		{"background colour", "\x1b[44mab", "x"},
		{"special graphics", "\x1b(0", "q"},
		{"alternate screen", "\x1b[?1049hab", "x"},
		{"scroll region", "1\r\n2\r\n3\r\n4\x1b[2;3r\x1b[2;5H", "x"},
		{"above the scroll region", "1\r\n2\r\n3\r\n4\x1b[3;4r\x1b[1;5H", "x"},
		{"below the scroll region", "1\r\n2\r\n3\r\n4\x1b[1;2r\x1b[4;5H", "x"},
		{"scroll region at the top", "1\r\n2\r\n3\r\n4\x1b[1;3r\x1b[2;5H", "x"},
		{"no autowrap", "\x1b[?7l", "x"},
		{"origin mode", "\x1b[?6hab", "x"},
		{"insert mode", "1\r\n2\r\n3\r\n4\x1b[4h\x1b[2;2H", "x"},
		{"insert mode, pending wrap", "\x1b[4h\r\n\r\n\r\n0123456789", "z"},
	}
	for _, su := range setups {
		for _, n := range []int{1, 7, cols*rows - 1, cols*rows + cols + 3, (rows+3)*cols + 5, (rows + 5) * cols, 5000, 20001} {
			rep, ref := newDrained(t, cols, rows), newDrained(t, cols, rows)
			_, _ = rep.Write(fmt.Appendf(nil, "%s%s\x1b[%db.", su.before, su.char, n))
			_, _ = ref.Write([]byte(su.before + strings.Repeat(su.char, n+1) + "."))
			what := fmt.Sprintf("%s, REP %d", su.name, n)
			sameState(t, rep, ref, what)
			if rep.scr.History() != ref.scr.History() {
				t.Fatalf("%s: %d lines pushed into history, want %d", what, rep.scr.History(), ref.scr.History())
			}
		}
	}
}

// A REP of two billion is done in a moment, with every line it scrolls
// off counted in history.
func TestRepeatHuge(t *testing.T) {
	for _, mode := range []string{"", "\x1b[4h"} {
		repeatHuge(t, mode)
	}
}

func repeatHuge(t *testing.T, mode string) {
	const cols, rows, n = 10, 4, 2_000_000_000
	term := New(cols, rows, 100)
	term.DiscardReplies()
	defer term.Close()
	start := time.Now()
	_, _ = term.Write(fmt.Appendf(nil, "%sx\x1b[%db.", mode, n))
	took := time.Since(start)
	// n+1 x's and the dot from the home position: the last x and the dot
	// are on row n/cols of the whole text, the last screen row.
	want := int64(n/cols - (rows - 1))
	if term.scr.History() != want {
		t.Errorf("%d lines pushed into history, want %d", term.scr.History(), want)
	}
	for i, l := range term.Scrollback(100) {
		if l != strings.Repeat("x", cols) {
			t.Fatalf("history line %d: %q", i, l)
		}
	}
	s := term.Snapshot()
	if s.Lines[rows-1] != "x." || s.Lines[0] != strings.Repeat("x", cols) {
		t.Errorf("screen %q", s.Lines)
	}
	t.Logf("REP %d (%q) took %v", n, mode, took)
	if took > 5*time.Second {
		t.Errorf("REP %d took %v", n, took)
	}
}

// bigRows is the height of the large screens below: 500, the most a
// session may have, or a fifth of it under the race detector, which makes
// a unit over the whole screen (ED 2, DECALN) take five to ten times as
// long.
var bigRows = map[bool]int{false: 500, true: 100}[raceEnabled]

// feedCases are outputs that cost much per byte: each unit is bounded,
// but a chunk of them takes long to emulate.
var feedCases = []struct {
	name       string
	cols, rows int
	unit       string
}{
	{"alt-screen-toggles", 200, 60, "\x1b[?1049hx\r\n\x1b[?1049l\x1b[?47hy\x1b[?47l\x1b[?1047h\x1b[2Jz\x1b[?1047l"},
	{"erase-display", 1000, bigRows, "\x1b[2J"},
	{"rep", 80, 24, "a\x1b[65535b"},
	{"rep-wide", 1000, bigRows, "a\x1b[65535b"},
	{"scroll", 1000, bigRows, "\x1b[K\n"},
	{"decaln", 1000, bigRows, "\x1b#8"},
	{"long-line", 1000, 500, strings.Repeat("y", 4096)},
}

// The cost bound of cost_test.go, held by Terminal: a reader waits one
// unit at most for a feed, a feed paused for others goes on where it was,
// and a screen taken in a pause says it is torn.

func TestFeedLetsReadersIn(t *testing.T) {
	for _, c := range feedCases {
		t.Run(c.name, func(t *testing.T) {
			term := newDrained(t, c.cols, c.rows)
			chunk := bytes.Repeat([]byte(c.unit), max((128<<10)/len(c.unit), 1))
			done := make(chan struct{})
			go func() {
				defer close(done)
				for range 2 {
					_, _ = term.Write(chunk)
				}
			}()
			var worst time.Duration
			reads := 0
			start := time.Now()
		loop:
			for time.Since(start) < 1500*time.Millisecond {
				select {
				case <-done:
					break loop
				default:
				}
				t0 := time.Now()
				_, _ = term.Size()
				worst = max(worst, time.Since(t0))
				_ = term.Snapshot()
				reads++
				time.Sleep(time.Millisecond)
			}
			closed := time.Now()
			_ = term.Close()
			<-done
			t.Logf("%d reads: the longest wait for the lock %v; the feed ended %v after Close",
				reads, worst.Round(time.Microsecond), time.Since(closed).Round(time.Microsecond))
			if worst > readBound {
				t.Errorf("a read waited %v for the lock, over %v", worst, readBound)
			}
			if d := time.Since(closed); d > readBound {
				t.Errorf("the feed went on %v after Close", d)
			}
		})
	}
}

// A feed that lets go of the lock mid-chunk goes on where it was, whatever
// the callers did meanwhile.
func TestFeedPausedForOthers(t *testing.T) {
	var b bytes.Buffer
	for i := range 400 {
		fmt.Fprintf(&b, "line %d 日本 e\u0301\r\n", i)
		switch i % 50 {
		case 7:
			b.WriteString("a\x1b[5000b\r\n")
		case 19:
			b.WriteString("\x1b[?1049hx\x1b[?47l\x1b[?1049l")
		case 31:
			b.WriteString("\x1b#8\x1b[2J\x1b[H")
		case 43:
			b.WriteString(strings.Repeat("wide 👍🏽 ", 300))
		}
	}
	b.WriteString("\r\nS3NT\r\n")
	term := newDrained(t, 80, 24)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			switch i % 4 {
			case 0:
				term.Resize(60+i%40, 10+i%20)
			case 1:
				_ = term.Snapshot()
			case 2:
				_ = term.Scrollback(50)
			case 3:
				_ = term.TextSince(Pos{})
			}
		}
	}()
	// A feed lets go only after pauseAfter of feeding: the output is
	// written again, twice as long each time, until one did.
	chunk := b.Bytes()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		_, _ = term.Write(chunk)
		term.mu.Lock()
		paused := term.pauses > 0
		term.mu.Unlock()
		if paused {
			break
		}
		chunk = append(chunk, chunk...)
	}
	close(stop)
	wg.Wait()
	if s := term.Snapshot(); !strings.Contains(strings.Join(s.Lines, "\n"), "S3NT") {
		t.Fatalf("the end of the output is not on the screen: %q", s.Lines)
	}
	term.mu.Lock()
	pauses := term.pauses
	term.mu.Unlock()
	if pauses == 0 {
		t.Error("the feed never let go of the lock for the other caller")
	}
	t.Logf("%d pauses", pauses)
}

// A snapshot taken while a feed let go of the lock for it, in the middle
// of a chunk, says it is torn, and shows none of the chunk's end.
func TestSnapshotTornMidFeed(t *testing.T) {
	term := newDrained(t, 200, 50)
	// A feed pauses only after pauseAfter of feeding, for a caller that
	// waits: a reader looks all along while the screen is filled and
	// erased more times, twice as many each time, until a look came in
	// the middle of a feed.
	var torn, endSeen int
	for n, deadline := 400, time.Now().Add(20*time.Second); torn == 0 && time.Now().Before(deadline); n *= 2 {
		var b bytes.Buffer
		for range n {
			b.WriteString("\x1b#8\x1b[2J")
		}
		b.WriteString("END")
		stop := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if s := term.Snapshot(); s.Torn {
					torn++
					if strings.Contains(strings.Join(s.Lines, "\n"), "END") {
						endSeen++
					}
				}
			}
		}()
		term.Feed(b.Bytes())
		close(stop)
		wg.Wait()
	}
	if torn == 0 || endSeen > 0 {
		t.Fatalf("%d torn looks during the feeds; the end seen in %d", torn, endSeen)
	}
	if s := term.Snapshot(); s.Torn || s.Lines[0] != "END" {
		t.Fatalf("after the feed: torn %v, %q", s.Torn, s.Lines[0])
	}
}

// Changed is closed by output and by a resize, and a reply written is
// read from Replies until Close ends the stream.
func TestChangedAndReplies(t *testing.T) {
	term := New(20, 4, 100)
	ch := term.Changed()
	_, _ = term.Write([]byte("x\x1b[6n"))
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatal("Changed not closed by output")
	}
	ch = term.Changed()
	term.Resize(30, 5)
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatal("Changed not closed by a resize")
	}
	got := make([]byte, 16)
	n, err := term.Replies().Read(got)
	if err != nil || string(got[:n]) != "\x1b[1;2R" {
		t.Fatalf("reply %q, %v", got[:n], err)
	}
	_ = term.Close()
	if n, err := term.Replies().Read(got); n != 0 || err == nil {
		t.Fatalf("after Close: %d bytes, %v", n, err)
	}
}

// readBound is what a reader may wait for the lock while costly output is
// fed: one unit, generous for a loaded machine and the race detector; a
// chunk of any of these takes many times longer.
var readBound = func() time.Duration {
	if raceEnabled {
		return 5 * time.Second // the race detector makes emulation about ten times slower
	}
	return time.Second
}()

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

// The secrets of the mask scenarios (mask_test.go's).
var maskSecrets = []string{"sk-live-0123456789abcdef", "ab cd", "xy  zw", "pq   rs", "uv  日本", "日本語x", "correct-horse"}

// withMask sets a mask that hides maskSecrets.
func withMask(s *Terminal) {
	m := &textMask{}
	for _, x := range maskSecrets {
		m.add(x)
	}
	s.SetMask(m)
}

// sameState fails the test when two terminals differ in what they show
// and keep: the screen's lines, runs, cursor, modes and title, and the
// history, its count of lines included.
func sameState(t testing.TB, got, want *Terminal, what string) {
	t.Helper()
	g, w := got.Snapshot(), want.Snapshot()
	g.Revision, w.Revision = 0, 0
	if !reflect.DeepEqual(g, w) {
		t.Fatalf("%s: screen\n got %+v\nwant %+v", what, g, w)
	}
	if gh, wh := got.Scrollback(1<<20), want.Scrollback(1<<20); !slices.Equal(gh, wh) {
		t.Fatalf("%s: history\n got %d lines %q\nwant %d lines %q", what, len(gh), gh[max(len(gh)-3, 0):], len(wh), wh[max(len(wh)-3, 0):])
	}
}
