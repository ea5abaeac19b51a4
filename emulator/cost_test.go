package emulator

import (
	"bytes"
	"fmt"
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
			if rep.history.total != ref.history.total {
				t.Fatalf("%s: %d lines pushed into history, want %d", what, rep.history.total, ref.history.total)
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
	if term.history.total != want {
		t.Errorf("%d lines pushed into history, want %d", term.history.total, want)
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

// feedCases are outputs that cost x/vt much per byte: each unit is bounded,
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

// While a chunk of costly output is fed, a reader waits for one unit at
// most, not for the chunk: the feed lets go of the lock between units when
// somebody waits.
func TestFeedLetsReadersIn(t *testing.T) {
	for _, c := range feedCases {
		t.Run(c.name, func(t *testing.T) {
			term := newDrained(t, c.cols, c.rows)
			chunk := bytes.Repeat([]byte(c.unit), max((128<<10)/len(c.unit), 1))
			var wg sync.WaitGroup
			done := make(chan struct{})
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer close(done)
				for range 2 {
					_, _ = term.Write(chunk)
				}
			}()
			// The wait for the lock is what Size takes; a snapshot adds its
			// own work, which grows with the screen.
			var worst, worstSnap time.Duration
			reads := 0
			start := time.Now()
		loop:
			for {
				select {
				case <-done:
					break loop
				default:
				}
				t0 := time.Now()
				_, _ = term.Size()
				t1 := time.Now()
				_ = term.Snapshot()
				_ = term.Scrollback(10)
				worst, worstSnap = max(worst, t1.Sub(t0)), max(worstSnap, time.Since(t1))
				reads++
				if time.Since(start) > 1500*time.Millisecond {
					break // enough seen; Close stops the feed
				}
				time.Sleep(time.Millisecond)
			}
			closed := time.Now()
			_ = term.Close()
			wg.Wait()
			t.Logf("%d reads: the longest wait for the lock %v, the slowest snapshot and history %v; the feed ended %v after Close",
				reads, worst.Round(time.Microsecond), worstSnap.Round(time.Microsecond), time.Since(closed).Round(time.Microsecond))
			if worst > readBound {
				t.Errorf("a read waited %v for the lock, over %v", worst, readBound)
			}
			if worstSnap > 5*readBound {
				t.Errorf("a snapshot took %v", worstSnap)
			}
			if d := time.Since(closed); d > readBound {
				t.Errorf("the feed went on %v after Close", d)
			}
		})
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

// A feed that lets go of the lock mid-chunk goes on where it was, whatever
// the callers did meanwhile (resize, read the screen and the history, set
// a mask): text after the chunk appears, and the screen keeps its
// invariants.
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
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; ; i++ {
			select {
			case <-done:
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
	for range 5 {
		_, _ = term.Write(b.Bytes())
	}
	done <- struct{}{}
	<-done
	sentinelShown(t, term)
	checkInvariants(t, term)
	term.mu.Lock()
	pauses := term.pauses
	term.mu.Unlock()
	if pauses == 0 {
		t.Error("the feed never let go of the lock for the other caller")
	}
	t.Logf("%d pauses", pauses)
}

// snapPauser takes the screen whenever a feed pauses for it.
type snapPauser struct {
	term        *Terminal
	looks, torn int
	endSeen     bool
}

func (p *snapPauser) Waiting() bool { return true }

func (p *snapPauser) Pause(int) {
	s := p.term.Snapshot()
	p.looks++
	if s.Torn {
		p.torn++
	}
	p.endSeen = p.endSeen || strings.Contains(strings.Join(s.Lines, "\n"), "END")
}

// A screen taken while a feed has paused in the middle of its chunk says
// it is torn (the rest of the chunk is not on it); one taken after the feed
// is not.
func TestSnapshotTornMidFeed(t *testing.T) {
	term := newDrained(t, 200, 50)
	var b bytes.Buffer
	for range 400 {
		b.WriteString("\x1b#8\x1b[2J") // each fills and clears the screen
	}
	b.WriteString("END")
	p := &snapPauser{term: term}
	term.Feed(b.Bytes(), p)
	if p.looks == 0 || p.torn != p.looks || p.endSeen {
		t.Fatalf("%d looks during the feed, %d torn; the end seen: %v", p.looks, p.torn, p.endSeen)
	}
	if s := term.Snapshot(); s.Torn || s.Lines[0] != "END" {
		t.Fatalf("after the feed: torn %v, %q", s.Torn, s.Lines[0])
	}
}
