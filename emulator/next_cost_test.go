package emulator

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator/screen"
)

// The cost bound of cost_test.go, held by nextTerm: a reader waits one
// unit at most for a feed, a feed paused for others goes on where it was,
// and a screen taken in a pause says it is torn.

// newNextDrained returns a nextTerm whose replies are thrown away;
// cleanup closes it.
func newNextDrained(t *testing.T, cols, rows int) *nextTerm {
	t.Helper()
	term := newNext(cols, rows, 1000)
	term.DiscardReplies()
	t.Cleanup(func() { _ = term.Close() })
	return term
}

func TestNextFeedLetsReadersIn(t *testing.T) {
	for _, c := range feedCases {
		t.Run(c.name, func(t *testing.T) {
			term := newNextDrained(t, c.cols, c.rows)
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
func TestNextFeedPausedForOthers(t *testing.T) {
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
	term := newNextDrained(t, 80, 24)
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

// tornPauser takes the screen whenever a feed pauses for it.
type tornPauser struct {
	term        surface
	looks, torn int
	endSeen     bool
}

func (p *tornPauser) Waiting() bool { return true }

func (p *tornPauser) Pause(int) {
	s := p.term.Snapshot()
	p.looks++
	if s.Torn {
		p.torn++
	}
	p.endSeen = p.endSeen || strings.Contains(strings.Join(s.Lines, "\n"), "END")
}

func TestNextSnapshotTornMidFeed(t *testing.T) {
	term := newNextDrained(t, 200, 50)
	// A feed pauses only after pauseAfter of feeding: the screen is
	// filled and erased more times, twice as many each time, until it did.
	p := &tornPauser{term: term}
	for n, deadline := 400, time.Now().Add(20*time.Second); p.looks == 0 && time.Now().Before(deadline); n *= 2 {
		var b bytes.Buffer
		for range n {
			b.WriteString("\x1b#8\x1b[2J")
		}
		b.WriteString("END")
		*p = tornPauser{term: term}
		term.Feed(b.Bytes(), p)
	}
	if p.looks == 0 || p.torn != p.looks || p.endSeen {
		t.Fatalf("%d looks during the feed, %d torn; the end seen: %v", p.looks, p.torn, p.endSeen)
	}
	if s := term.Snapshot(); s.Torn || s.Lines[0] != "END" {
		t.Fatalf("after the feed: torn %v, %q", s.Torn, s.Lines[0])
	}
}

// Changed is closed by output and by a resize, and a reply written is
// read from Replies until Close ends the stream.
func TestNextChangedAndReplies(t *testing.T) {
	term := newNext(20, 4, 100)
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

// A panic inside the engine costs the rest of the unit it was in: it is
// recovered and counted, and what is written next shows.
func TestNextFaultRecovered(t *testing.T) {
	term := newNextDrained(t, 20, 3)
	term.scr.OnMarks(func(o screen.OSC) {
		if bytes.HasPrefix(o.Data, []byte("133;Z")) {
			panic("a fault of the engine")
		}
	})
	_, _ = term.Write([]byte("a\x1b]133;Z\x07b"))
	_, _ = term.Write([]byte("\x1b[31mc"))
	s := term.Snapshot()
	if term.Faults() != 1 || !strings.HasPrefix(s.Lines[0], "a") || !strings.HasSuffix(s.Lines[0], "c") ||
		s.LookAt(0, len(s.Lines[0])-1).Fg != "1" {
		t.Fatalf("%d faults, screen %q, runs %+v", term.Faults(), s.Lines, s.Runs)
	}
}

// FuzzNextFeed: whatever a program prints, nextTerm neither faults nor
// breaks its invariants, fed whole or cut into reads anywhere, and text it
// prints afterwards appears.
func FuzzNextFeed(f *testing.F) {
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
		whole, parts := newNextDrained(t, 23, 7), newNextDrained(t, 23, 7)
		withMask(whole)
		withMask(parts)
		data = append(data[:len(data):len(data)], sentinel...)
		_, _ = whole.Write(data)
		for _, c := range cuts(rand.New(rand.NewPCG(seed, 2)), data) {
			_, _ = parts.Write(c)
		}
		for _, term := range []*nextTerm{whole, parts} {
			s := term.Snapshot()
			if s.Cursor.Row < 0 || s.Cursor.Row >= s.Rows || s.Cursor.Col < 0 || s.Cursor.Col >= s.Cols || len(s.Lines) != s.Rows {
				t.Fatalf("cursor %+v, %d lines on %dx%d", s.Cursor, len(s.Lines), s.Cols, s.Rows)
			}
			if term.Faults() != 0 {
				t.Fatalf("%d faults", term.Faults())
			}
		}
		if !slices.Contains(append(whole.Snapshot().Lines, whole.Scrollback(1000)...), "S3NT") {
			t.Fatalf("text written after the input is lost: %q", whole.Snapshot().Lines)
		}
		if g, w := parts.Snapshot(), whole.Snapshot(); !slices.Equal(g.Lines, w.Lines) || g.Cursor != w.Cursor ||
			!slices.Equal(parts.Scrollback(1000), whole.Scrollback(1000)) {
			t.Fatalf("cut into reads:\n%q %+v\nwhole:\n%q %+v", g.Lines, g.Cursor, w.Lines, w.Cursor)
		}
		parts.Resize(11, 3)
		if s := parts.Snapshot(); len(s.Lines) != 3 || s.Cursor.Row >= 3 || s.Cursor.Col >= 11 {
			t.Fatalf("after a resize: %q %+v", s.Lines, s.Cursor)
		}
	})
}
