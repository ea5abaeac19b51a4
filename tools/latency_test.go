package tools_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// answerBound is what a call that does not wait for the program may take
// while another program's output is slow to emulate: generous for a loaded
// machine (times raceSlowdown under the race detector, where the screens
// below are smaller too: reading a 1000x500 screen takes seconds there),
// and far below what one chunk of these outputs takes to emulate (seconds
// to minutes).
const answerBound = time.Second * raceSlowdown

// bigRows is the height of the large screens below: 500, the most a
// session may have, or a fifth of it under the race detector.
const bigRows = 500 / raceSlowdown

// costlyOutputs print, in a loop, output that is slow to emulate: each
// 64 KiB write takes the emulator from a second to minutes.
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

// While a program prints output that is slow to emulate, calls that do not
// wait for it answer at once: read_screen on it (with scrollback, as a
// picture), list_sessions, read_screen on another session, the timeouts of
// wait_for and resize_session (which write a marker and a resize into the
// recording), and close_session. Before the feed let go of its locks
// between units, each waited for the chunk being fed.
func TestCallsAnswerDuringCostlyOutput(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{RecordDir: t.TempDir()})
	other := h.open(map[string]any{"argv": []string{"sleep", "600"}, "timeout_ms": 100}).SessionID
	for _, c := range costlyOutputs {
		t.Run(c.name, func(t *testing.T) {
			script := fmt.Sprintf("import os\nb = %s\nb = b * (65536 // len(b))\nwhile True: os.write(1, b)\n", c.unit)
			args := map[string]any{"argv": []string{"python3", "-c", script}, "timeout_ms": 200, "record": c.record}
			if c.cols > 0 {
				args["cols"], args["rows"] = c.cols, c.rows
			}
			var worst time.Duration
			var worstCall string
			timed := func(what, tool string, args map[string]any, allowed time.Duration) *mcp.CallToolResult {
				t.Helper()
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				defer cancel()
				start := time.Now()
				res, err := h.callCtx(ctx, tool, args)
				took := time.Since(start)
				if err != nil || res.IsError {
					t.Fatalf("%s: %v %s", what, err, tools.Text(res))
				}
				if over := took - allowed; over > worst {
					worst, worstCall = over, what
				}
				if took > allowed+answerBound {
					t.Errorf("%s took %v", what, took.Round(time.Millisecond))
				}
				return res
			}
			var v tools.Screen
			if err := tools.Decode(timed("open_session", "open_session", args, 200*time.Millisecond), &v); err != nil {
				t.Fatal(err)
			}
			id := v.SessionID
			defer func() { _, _ = h.m.CloseSession(id, true) }() // when the test failed first
			calls := 0
			for end := time.Now().Add(2 * time.Second); time.Now().Before(end); calls++ {
				timed("read_screen", "read_screen", map[string]any{"session_id": id, "scrollback": 100}, 0)
				timed("list_sessions", "list_sessions", map[string]any{}, 0)
				timed("read_screen of another session", "read_screen", map[string]any{"session_id": other}, 0)
				if calls%4 == 0 {
					timed("wait_for's timeout", "wait_for", map[string]any{"session_id": id, "text": "never-printed", "timeout_ms": 300}, 300*time.Millisecond)
				}
				if c.cols == 0 && calls%4 == 1 {
					// A picture is drawn with no output landing in between.
					timed("read_screen as png", "read_screen", map[string]any{"session_id": id, "format": "png"}, 0)
				}
				if calls%4 == 2 {
					// The recording has the resize where the screen had it.
					size := map[string]any{"session_id": id, "cols": 100 + calls%2, "rows": 30, "timeout_ms": 200}
					if c.cols > 0 {
						size["cols"], size["rows"] = c.cols-calls%2, c.rows
					}
					timed("resize_session's timeout", "resize_session", size, 200*time.Millisecond)
				}
			}
			timed("close_session", "close_session", map[string]any{"session_id": id}, 0)
			t.Logf("%d rounds of calls; the slowest past its own timeout: %s, %v", calls, worstCall, worst.Round(time.Millisecond))
		})
	}
}

// A wait does not end on a screen torn in the middle of a chunk, but
// output slow to emulate keeps every look torn: a condition that holds
// there still ends the wait, soon.
func TestWaitMatchesDuringCostlyOutput(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	script := "import os\nb = b\"\\x1b#8\" * 32768\nwhile True: os.write(1, b)\n"
	v := h.open(map[string]any{"argv": []string{"python3", "-c", script}, "cols": 1000, "rows": bigRows, "timeout_ms": 200})
	start := time.Now()
	w := h.screen("wait_for", map[string]any{"session_id": v.SessionID, "text": "EEEEEEEE", "timeout_ms": 20000})
	if w.Wait == nil || w.Wait.Outcome != session.Matched {
		t.Fatalf("wait_for on a screen filled with E while DECALN goes on: %s", tools.Header(w))
	}
	if took := time.Since(start); took > time.Second+answerBound {
		t.Errorf("the match took %v", took.Round(time.Millisecond))
	}
	h.screen("close_session", map[string]any{"session_id": v.SessionID})
}
