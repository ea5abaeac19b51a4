package emulator

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
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

// A REP of two billion is done in a moment (BenchmarkRepeatHuge says how
// long: printed one by one, the characters would take minutes), with
// every line it scrolls off counted in history.
func TestRepeatHuge(t *testing.T) {
	for _, mode := range []string{"", "\x1b[4h"} {
		repeatHuge(t, mode)
	}
}

// BenchmarkRepeatHuge: a REP of two billion on a 10x4 screen, in replace
// and in insert mode.
//
//	go test ./emulator -run '^$' -bench RepeatHuge -benchtime 3x
func BenchmarkRepeatHuge(b *testing.B) {
	for _, mode := range []struct{ name, seq string }{{"replace", ""}, {"insert", "\x1b[4h"}} {
		b.Run(mode.name, func(b *testing.B) {
			for b.Loop() {
				repeatHuge(b, mode.seq)
			}
		})
	}
}

func repeatHuge(t testing.TB, mode string) {
	const cols, rows, n = 10, 4, 2_000_000_000
	term := New(cols, rows, 100)
	term.DiscardReplies()
	defer term.Close()
	_, _ = term.Write(fmt.Appendf(nil, "%sx\x1b[%db.", mode, n))
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

// The cost bound of cost_test.go, held by Terminal: a reader gets in
// during a feed, a feed paused for others goes on where it was,
// a screen taken in a pause says it is torn, and Close stops a feed.

// A reader that asks for the screen while a costly chunk is fed gets it in
// the middle of the chunk: the screen it gets is torn. (A feed lets a
// waiter in once it has fed for pauseAfter: a chunk quicker than that is
// fed whole, so it is written again, twice as long each time, until a
// reader got in.) How long a reader waits is BenchmarkFeedReaderWait's.
func TestFeedLetsReadersIn(t *testing.T) {
	for _, c := range feedCases {
		t.Run(c.name, func(t *testing.T) {
			term := newDrained(t, c.cols, c.rows)
			chunk := bytes.Repeat([]byte(c.unit), max((128<<10)/len(c.unit), 1))
			var torn atomic.Bool
			writes := make(chan int, 1)
			go func() {
				n := 0
				for p := chunk; n < 7 && !torn.Load(); p = append(p, p...) {
					_, _ = term.Write(p)
					n++
				}
				writes <- n
			}()
			reads := 0
			// A feed that kept the lock to its chunk's end would keep a
			// reader minutes, here: a minute is a hang.
			for deadline := time.Now().Add(time.Minute); !torn.Load() && time.Now().Before(deadline); {
				select {
				case n := <-writes:
					t.Fatalf("%d reads during %d writes (the last of %d KiB), none in the middle of one", reads, n, len(chunk)<<(n-1)>>10)
				default:
				}
				torn.Store(term.Snapshot().Torn)
				reads++
			}
			_ = term.Close() // the feed stops at its next unit
			select {
			case <-writes:
			case <-time.After(time.Minute):
				t.Fatal("the feed went on a minute after Close")
			}
			if !torn.Load() {
				t.Fatalf("%d reads in a minute, none in the middle of a feed", reads)
			}
		})
	}
}

// BenchmarkFeedReaderWait: how long a reader waits for the terminal while
// each of the costly chunks is fed over and over, the median, p95 and the
// longest wait (TestFeedLetsReadersIn asserts that readers get in during a
// chunk; this says how soon).
//
//	go test ./emulator -run '^$' -bench FeedReaderWait -benchtime 200x
func BenchmarkFeedReaderWait(b *testing.B) {
	for _, c := range feedCases {
		b.Run(c.name, func(b *testing.B) {
			term := New(c.cols, c.rows, 1000)
			term.DiscardReplies()
			defer term.Close()
			chunk := bytes.Repeat([]byte(c.unit), max((128<<10)/len(c.unit), 1))
			stop := make(chan struct{})
			done := make(chan struct{})
			go func() {
				defer close(done)
				for {
					select {
					case <-stop:
						return
					default:
					}
					_, _ = term.Write(chunk)
				}
			}()
			var waits []time.Duration
			for b.Loop() {
				t0 := time.Now()
				_, _ = term.Size()
				waits = append(waits, time.Since(t0))
				time.Sleep(time.Millisecond)
			}
			close(stop)
			_ = term.Close()
			<-done
			slices.Sort(waits)
			ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
			b.ReportMetric(ms(waits[len(waits)/2]), "ms-median")
			b.ReportMetric(ms(waits[(len(waits)*95+99)/100-1]), "ms-p95")
			b.ReportMetric(ms(waits[len(waits)-1]), "ms-max")
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
