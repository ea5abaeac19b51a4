package host

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
)

// frame is one attach frame as a person's terminal writes it.
func frame(kind byte, payload string) []byte {
	return append(header(kind, uint32(len(payload))), payload...)
}

// people returns how many attach and watch connections the host counts.
func people(t *testing.T, paths Paths) int {
	t.Helper()
	info, err := NewClient(paths, "test", nil).Hello(context.Background())
	if err != nil {
		t.Fatalf("the host stopped answering: %v", err)
	}
	return info.People
}

// goroutines returns the number of goroutines once it holds still for a
// while: connections just closed take a moment to end theirs, and a
// session just opened to start its watchers'.
func goroutines() int {
	n, still := runtime.NumGoroutine(), 0
	for range 200 {
		time.Sleep(10 * time.Millisecond)
		m := runtime.NumGoroutine()
		if m != n {
			n, still = m, 0
			continue
		}
		if still++; still == 10 {
			break
		}
	}
	return n
}

// noLeaks fails the test unless the goroutines are back to baseline
// within a few seconds, and shows the ones left.
func noLeaks(t *testing.T, baseline int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > baseline {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Errorf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), baseline, buf)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// alive fails the test unless s still runs and takes keys.
func alive(t *testing.T, s *session.Session, marker string) {
	t.Helper()
	select {
	case <-s.Done():
		t.Fatalf("session %s ended", s.ID())
	default:
	}
	v, err := s.Send(context.Background(), session.Text([]byte(marker+"\r")), session.Expect{Text: marker}, 10*time.Second)
	if err != nil || !strings.Contains(strings.Join(v.Lines, "\n"), marker) {
		t.Fatalf("session %s does not take keys: %v\n%s", s.ID(), err, strings.Join(v.Lines, "\n"))
	}
}

// Whatever a person's end sends, the host neither faults nor lets the
// session go: frames of kinds it does not take (its own included) and
// empty ones are skipped; sizes that are not sizes are ignored, and only
// --resize sizes the session; keys split across writes arrive whole; a
// header over the bound ends the attachment saying why; a header or a
// payload cut short by the connection's end detaches the person. After
// each the session runs and takes keys, the host counts no person, and
// its goroutines are back where they were.
//
// On a broken host: a reader that trusted a header's length, or stopped
// at an unknown kind, would lose the marker typed after it (the case
// fails waiting for it); one that forgot a person whose connection broke
// would keep counting them (people stays 1); a leaked painter or reader
// shows in the goroutine count.
func TestAttachMalformedFrames(t *testing.T) {
	m, paths := testHost(t)
	s := openCat(t, m)
	alive(t, s, "ready")
	baseline := goroutines()

	type step struct {
		query string   // the attach's options (size and session added)
		send  [][]byte // written one after the other, each on its own
		cut   bool     // the connection is closed once they are sent
		end   string   // the attachment ends with a reason holding this
		typed string   // what send typed, when it did
	}
	for i, c := range []struct {
		name string
		step
	}{
		{"unknown kind", step{send: [][]byte{frame('z', strings.Repeat("z", 100_000))}}},
		{"the host's own kinds", step{send: [][]byte{frame(frameOutput, "\x1b[2J"), frame(frameEnd, "bye")}}},
		{"empty frames", step{send: [][]byte{frame(frameInput, ""), frame(frameResize, ""), frame(frameOutput, "")}}},
		{"sizes that are not sizes", step{query: "resize=1", send: [][]byte{
			frame(frameResize, "axb"), frame(frameResize, "0x0"), frame(frameResize, "-5x10"), frame(frameResize, "80x"), frame(frameResize, "\x00\xff")}}},
		{"a size without --resize", step{send: [][]byte{frame(frameResize, "120x40")}}},
		{"keys split across writes", step{send: [][]byte{header(frameInput, 11), []byte("spl"), []byte("it-k"), []byte("eys\r")}, typed: "split-keys"}},
		{"a header split across writes", step{send: [][]byte{{frameInput, 0}, {0, 0}, {5}, []byte("hdr!\r")}, typed: "hdr!"}},
		{"a header over the bound", step{send: [][]byte{header(frameInput, maxFrame+1)}, end: "frame too large"}},
		{"a huge header, no payload", step{send: [][]byte{header('z', 1<<32-1)}, end: "frame too large"}},
		{"detach", step{send: [][]byte{frame(frameDetach, "")}, end: "it goes on"}},
		{"detach with a payload", step{send: [][]byte{frame(frameDetach, "junk")}, end: "it goes on"}},
		{"a header cut short", step{send: [][]byte{{frameInput, 0, 0}}, cut: true}},
		{"a payload cut short", step{send: [][]byte{header(frameInput, 100), []byte("only-ten!!")}, cut: true}},
		{"a resize payload cut short", step{query: "resize=1", send: [][]byte{header(frameResize, 7), []byte("12")}, cut: true}},
	} {
		t.Run(c.name, func(t *testing.T) {
			q := "mode=attach&size=80x24&session=" + s.ID()
			if c.query != "" {
				q += "&" + c.query
			}
			status, conn, fr := upgrade(t, paths, q)
			if fr == nil {
				t.Fatalf("attach: %s", status)
			}
			until(t, conn, fr, "the first paint", func(k byte, _ string) bool { return k == frameOutput })
			for _, b := range c.send {
				if _, err := conn.Write(b); err != nil {
					t.Fatal(err)
				}
				time.Sleep(time.Millisecond) // each write its own read at the host
			}
			switch {
			case c.cut:
				conn.Close()
			case c.end != "":
				why := until(t, conn, fr, "the end of the attachment", func(k byte, _ string) bool { return k == frameEnd })
				if !strings.Contains(why, c.end) {
					t.Errorf("ended with %q, want %q", why, c.end)
				}
				_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
				if _, _, err := fr.next(); !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
					t.Errorf("after the end frame: %v, want the connection closed", err)
				}
			default:
				// Still attached: the person's keys reach the program.
				marker := c.typed
				if marker == "" {
					marker = fmt.Sprintf("after-%d", i)
					if _, err := conn.Write(frame(frameInput, marker+"\r")); err != nil {
						t.Fatal(err)
					}
				}
				until(t, conn, fr, marker+" painted", func(k byte, p string) bool { return k == frameOutput && strings.Contains(p, marker) })
				if f := s.Frame(); f.Cols != 80 || f.Rows != 24 {
					t.Errorf("the session is %dx%d, want 80x24 as it was", f.Cols, f.Rows)
				}
				_, _ = conn.Write(frame(frameDetach, ""))
				why := until(t, conn, fr, "the end of the attachment", func(k byte, _ string) bool { return k == frameEnd })
				if !strings.Contains(why, "it goes on") {
					t.Errorf("detached with %q", why)
				}
				conn.Close()
			}
			sessiontest.Eventually(t, 10*time.Second, "the host to count no person", func() bool { return people(t, paths) == 0 })
			alive(t, s, fmt.Sprintf("alive-%d", i))
		})
	}
	noLeaks(t, baseline)
}

// An attach the host cannot serve is answered with a status and a
// sentence, not upgraded, and leaves nothing behind: no Upgrade header, a
// size that is not COLSxROWS, a session that is not there, a watcher
// asking to resize or to take over, a second take-over. A size beyond the
// bounds is brought within them (the session is resized to the largest
// one, not refused nor faulted).
//
// On a broken host each refused attach would upgrade (the status is 101)
// or count a person (people is not 0 once it is answered).
func TestAttachRefused(t *testing.T) {
	m, paths := testHost(t)
	s := openCat(t, m)
	alive(t, s, "ready")
	baseline := goroutines()

	status, taker, fr := upgrade(t, paths, "mode=attach&exclusive=1&size=80x24&session="+s.ID())
	if fr == nil {
		t.Fatalf("take over: %s", status)
	}
	for _, c := range []struct{ query, want string }{
		{"mode=attach&size=80&session=" + s.ID(), "400 Bad Request: the terminal size \"80\" is not COLSxROWS"},
		{"mode=attach&size=axb&session=" + s.ID(), "400 Bad Request"},
		{"mode=attach&session=" + s.ID(), "400 Bad Request"},
		{"mode=attach&size=0x24&session=" + s.ID(), "400 Bad Request"},
		{"mode=attach&size=80x24&session=s999", "404 Not Found"},
		{"mode=attach&size=80x24&session=../../etc", "404 Not Found"},
		{"mode=attach&size=80x24", "404 Not Found"},
		{"mode=watch&resize=1&size=80x24&session=" + s.ID(), "400 Bad Request: watching is read-only"},
		{"mode=watch&exclusive=1&size=80x24&session=" + s.ID(), "409 Conflict"},
		{"mode=attach&exclusive=1&size=80x24&session=" + s.ID(), "409 Conflict"},
	} {
		status, conn, fr := upgrade(t, paths, c.query)
		if fr != nil || !strings.HasPrefix(status, c.want) {
			t.Errorf("%s: %s, want %s", c.query, status, c.want)
		}
		conn.Close()
	}
	// Without the Upgrade header.
	resp, err := NewClient(paths, "test", nil).NoStart().Get("http://agentty/v1/attach?mode=attach&size=80x24&session=" + s.ID())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 400 || !strings.Contains(string(b), "Upgrade: "+upgradeProto) {
		t.Errorf("an attach without Upgrade: %s %s", resp.Status, b)
	}
	if n := people(t, paths); n != 1 {
		t.Errorf("the host counts %d people, want the one who took over", n)
	}
	taker.Close()
	sessiontest.Eventually(t, 10*time.Second, "the host to count no person", func() bool { return people(t, paths) == 0 })

	// Sizes beyond the bounds: the largest, for the session and the
	// painter; then the smallest.
	status, c, fr := upgrade(t, paths, "mode=attach&resize=1&size=99999999999999999999x30&session="+s.ID())
	if fr == nil {
		t.Fatalf("attach at a huge size: %s", status)
	}
	until(t, c, fr, "the first paint", func(k byte, _ string) bool { return k == frameOutput })
	if f := s.Frame(); f.Cols != emulator.MaxCols || f.Rows != 30 {
		t.Errorf("the session is %dx%d, want %dx30", f.Cols, f.Rows, emulator.MaxCols)
	}
	for _, z := range []struct {
		size       string
		cols, rows int
	}{{"40x9999999", 40, emulator.MaxRows}, {"1x1", emulator.MinCols, emulator.MinRows}} {
		_, _ = c.Write(frame(frameResize, z.size))
		sessiontest.Eventually(t, 10*time.Second, "the session at "+z.size, func() bool {
			f := s.Frame()
			return f.Cols == z.cols && f.Rows == z.rows
		})
	}
	c.Close()
	sessiontest.Eventually(t, 10*time.Second, "the host to count no person", func() bool { return people(t, paths) == 0 })
	alive(t, s, "still")
	noLeaks(t, baseline)
}

// Any bytes a person's end sends are read as frames the way readLoop
// reads them without a fault: no piece is longer than frameChunk, a
// frame's pieces add up to its header's length unless the stream ends
// first, a header over maxFrame is refused, and a size read from a resize
// frame is within the emulator's bounds.
func FuzzFrames(f *testing.F) {
	f.Add([]byte{})
	f.Add(frame(frameInput, "hello\r"))
	f.Add(append(frame(frameResize, "80x24"), frame(frameDetach, "")...))
	f.Add(append(frame(frameResize, "99999999999999999999x0"), header(frameInput, maxFrame+1)...))
	f.Add(append(header('z', 3), 'a'))
	f.Add(append(frame(frameResize, "1x1"), header(frameResize, maxSizeFrame+1)...))
	f.Fuzz(func(t *testing.T, in []byte) {
		fr := newFrameReader(bufio.NewReaderSize(bytes.NewReader(in), 16))
		for {
			kind, n, err := fr.next()
			if errors.Is(err, errFrameTooLarge) {
				if n != 0 || len(in) < 5 {
					t.Fatalf("refused a header with %d bytes left of %d", n, len(in))
				}
				return
			}
			if err != nil {
				return
			}
			if n > maxFrame {
				t.Fatalf("a frame of %d bytes taken", n)
			}
			switch kind {
			case frameResize:
				b, err := fr.small(maxSizeFrame)
				if errors.Is(err, errFrameTooLarge) {
					if n <= maxSizeFrame {
						t.Fatalf("a resize of %d bytes refused", n)
					}
					return
				}
				if err != nil {
					return
				}
				if int64(len(b)) != n {
					t.Fatalf("a resize of %d bytes read as %d", n, len(b))
				}
				if cols, rows, err := parseSize(string(b)); err == nil &&
					(cols < emulator.MinCols || cols > emulator.MaxCols || rows < emulator.MinRows || rows > emulator.MaxRows) {
					t.Fatalf("%q read as %dx%d", b, cols, rows)
				}
			case frameInput:
				var got int64
				for {
					b, err := fr.piece()
					if err == io.EOF {
						break
					}
					if err != nil {
						return
					}
					if len(b) == 0 || len(b) > frameChunk {
						t.Fatalf("a piece of %d bytes", len(b))
					}
					got += int64(len(b))
				}
				if got != n {
					t.Fatalf("a frame of %d bytes read as %d", n, got)
				}
			}
		}
	})
}
