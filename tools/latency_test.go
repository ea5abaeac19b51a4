package tools_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// bigRows is the height of the large screens below: 500, the most a
// session may have, or a fifth of it under the race detector.
const bigRows = 500 / raceSlowdown

// costlyOutputs print, in a loop, output that is slow to emulate: each
// MiB takes the emulator seconds to minutes.
var costlyOutputs = []struct {
	name       string
	cols, rows int
	unit       string // a Python bytes literal
	record     bool
}{
	{"alt-screen-toggles", 0, 0, `b"\x1b[?1049hx\r\n\x1b[?1049l\x1b[?47hy\x1b[?47l\x1b[?1047h\x1b[2Jz\x1b[?1047l"`, true},
	{"erase-display-wide", 1000, bigRows, `b"\x1b[2J"`, false},
	{"rep", 0, 0, `b"a\x1b[65535b"`, true},
	{"rep-wide", 1000, bigRows, `b"a\x1b[65535b"`, false},
	{"scroll-wide", 1000, bigRows, `b"\x1b[K\n"`, false},
	{"decaln-wide", 1000, bigRows, `b"\x1b#8"`, false},
}

// costlyScript is a Python program that writes unit over and over, a MiB
// at a time, each write ending with a device status query: the terminal
// counts the queries it answered (emulator.Terminal.Queries), so the count
// says how many writes are on the screen. Echo is off, so the answers,
// which the program never reads, do not come back as output.
func costlyScript(unit string) string {
	return fmt.Sprintf("import os, termios\na = termios.tcgetattr(0)\na[3] &= ~termios.ECHO\ntermios.tcsetattr(0, termios.TCSANOW, a)\n"+
		"b = %s\nb = b * ((1 << 20) // len(b)) + b\"\\x1b[5n\"\nwhile True: os.write(1, b)\n", unit)
}

// costlyFeed opens a session on a costly output and returns it once its
// feed is under way: a look at the screen came in the middle of a chunk.
func costlyFeed(t testing.TB, h *harness, args map[string]any) *session.Session {
	t.Helper()
	var v tools.Screen
	h.decode(h.ok("open_session", args), &v)
	t.Cleanup(func() { _, _ = h.m.CloseSession(v.SessionID, true) }) // when the test failed first
	s, err := h.m.Get(v.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	// Nobody waits on the session once open_session returned, so its
	// output is fed at the background's pace: a chunk is followed by a
	// pause nine times as long, and a look right after a read (which
	// catches up) comes between chunks. A person who watches has it fed
	// as it comes, so a look comes in the middle of a chunk nearly at once
	// (polling reads after open took 4 to 22 s for alt-screen-toggles,
	// once over a minute in .ci/run's benchmarks).
	p, err := s.Attach("costlyFeed", false, true)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Detach()
	sessiontest.Eventually(t, time.Minute, "a look in the middle of a chunk", func() bool {
		return s.Terminal().Snapshot().Torn
	})
	return s
}

// While a program prints output that is slow to emulate, calls that do not
// wait for it answer at once: read_screen on it (with scrollback, as a
// picture), list_sessions, read_screen on another session, the timeouts of
// wait_for and resize_session (which write a marker and a resize into the
// recording), and close_session. Before the feed let go of its locks
// between units, each waited for the chunk being fed.
//
// A call that waits for the chunk being fed ends after one of the
// program's writes is on the screen, as the terminal's count of queries
// shows; one that answers at once answers, nearly always, in the middle
// of the write it began in (a write takes seconds, such a call
// milliseconds). How long the calls took is logged.
func TestCallsAnswerDuringCostlyOutput(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{RecordDir: t.TempDir()})
	other := h.open(map[string]any{"argv": []string{"sleep", "600"}, "timeout_ms": 100}).SessionID
	for _, c := range costlyOutputs {
		t.Run(c.name, func(t *testing.T) {
			args := map[string]any{"argv": []string{"python3", "-c", costlyScript(c.unit)}, "timeout_ms": 200, "record": c.record}
			if c.cols > 0 {
				args["cols"], args["rows"] = c.cols, c.rows
			}
			s := costlyFeed(t, h, args)
			id := s.ID()
			var worst time.Duration
			var worstCall string
			calls, within := 0, 0
			timed := func(what, tool string, args map[string]any, allowed time.Duration) *mcp.CallToolResult {
				t.Helper()
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				defer cancel()
				written := s.Terminal().Queries()
				start := time.Now()
				res, err := h.callCtx(ctx, tool, args)
				took := time.Since(start)
				if err != nil || res.IsError {
					t.Fatalf("%s: %v %s", what, err, tools.Text(res))
				}
				if allowed == 0 {
					calls++
					if s.Terminal().Queries() == written {
						within++
					}
				}
				if over := took - allowed; over > worst {
					worst, worstCall = over, what
				}
				return res
			}
			for round := range 8 {
				timed("read_screen", "read_screen", map[string]any{"session_id": id, "scrollback": 100}, 0)
				timed("list_sessions", "list_sessions", map[string]any{}, 0)
				timed("read_screen of another session", "read_screen", map[string]any{"session_id": other}, 0)
				if round%4 == 0 {
					timed("wait_for's timeout", "wait_for", map[string]any{"session_id": id, "text": "never-printed", "timeout_ms": 300}, 300*time.Millisecond)
				}
				if c.cols == 0 && round%4 == 1 {
					// A picture is drawn with no output landing in between.
					timed("read_screen as png", "read_screen", map[string]any{"session_id": id, "format": "png"}, 0)
				}
				if round%4 == 2 {
					// The recording has the resize where the screen had it.
					size := map[string]any{"session_id": id, "cols": 100 + round%2, "rows": 30, "timeout_ms": 200}
					if c.cols > 0 {
						size["cols"], size["rows"] = c.cols-round%2, c.rows
					}
					timed("resize_session's timeout", "resize_session", size, 200*time.Millisecond)
				}
			}
			t.Logf("%d calls that do not wait, %d in the middle of the write they began in; the slowest past its own timeout: %s, %v", calls, within, worstCall, worst.Round(time.Millisecond))
			if 2*within < calls {
				t.Errorf("%d calls that do not wait, of %d, ended after the program's write they began in was on the screen: they waited for the feed", calls-within, calls)
			}
			timed("close_session", "close_session", map[string]any{"session_id": id}, 0)
		})
	}
}

// A wait does not end on a screen torn in the middle of a chunk, but
// output slow to emulate keeps every look torn: a condition that holds
// there still ends the wait, before the write it began in is on the
// screen. (A write takes seconds; the wait, a quarter of a second of torn
// looks. Of three waits, one at least ends inside its write.)
func TestWaitMatchesDuringCostlyOutput(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	s := costlyFeed(t, h, map[string]any{"argv": []string{"python3", "-c", costlyScript(`b"\x1b#8"`)}, "cols": 1000, "rows": bigRows, "timeout_ms": 200})
	var waits []string
	for range 3 {
		written := s.Terminal().Queries()
		// A chunk of these takes seconds to feed under -race (6 to 9 s
		// beside two CPU burners), and the match waits for the chunk it
		// was seen torn in: the longest a call waits.
		w := h.screen("wait_for", map[string]any{"session_id": s.ID(), "text": "EEEEEEEE", "timeout_ms": 50000})
		if w.Wait == nil || w.Wait.Outcome != session.Matched {
			t.Fatalf("wait_for on a screen filled with E while DECALN goes on: %s", tools.Header(w))
		}
		if s.Terminal().Queries() == written {
			t.Logf("matched after %dms, in the write it began in", w.Wait.WaitedMs)
			return
		}
		waits = append(waits, fmt.Sprintf("%dms", w.Wait.WaitedMs))
	}
	t.Errorf("each wait matched only after the write it began in was on the screen (after %s)", strings.Join(waits, ", "))
}

// BenchmarkReadDuringCostlyOutput: read_screen of a session whose program
// prints output slow to emulate, with 100 lines of scrollback, the median
// and p95 (TestCallsAnswerDuringCostlyOutput asserts that such calls do
// not wait for the feed; this says how long they take).
//
//	go test ./tools -run '^$' -bench ReadDuringCostlyOutput -benchtime 50x
func BenchmarkReadDuringCostlyOutput(b *testing.B) {
	sessiontest.Need(b, "python3")
	for _, c := range costlyOutputs {
		b.Run(c.name, func(b *testing.B) {
			h := newHarness(b, session.Config{})
			args := map[string]any{"argv": []string{"python3", "-c", costlyScript(c.unit)}, "timeout_ms": 200}
			if c.cols > 0 {
				args["cols"], args["rows"] = c.cols, c.rows
			}
			id := costlyFeed(b, h, args).ID()
			var times []time.Duration
			for b.Loop() {
				start := time.Now()
				h.screen("read_screen", map[string]any{"session_id": id, "scrollback": 100})
				times = append(times, time.Since(start))
			}
			reportQuantiles(b, times)
		})
	}
}
