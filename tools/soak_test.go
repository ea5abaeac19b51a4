package tools_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The hostile-output soak: programs print what a hostile or broken program
// would, one after another (each kept open to the end), while another
// session is driven. Through the MCP
// tools, every call must answer (within soakHung), every result stay under
// tools.MaxResultBytes, the process stay under soakMemory of peak RSS,
// nothing panic (no internal error, no recovered emulator fault), the text
// each program writes after its hostile sequence must appear, and the
// driven session keep running commands with every hostile session open.
//
//	go test ./tools -run Soak -v     (prints max latency and peak RSS)
const (
	// soakHung is how long a call may take before the server is taken to
	// be wedged: every call here asks for at most 800 ms of waiting and
	// takes milliseconds more, seconds on a loaded machine under -race;
	// an MCP client gives a call 60 s.
	soakHung = 30 * time.Second
	// soakMemory bounds the peak RSS of the test process (server and
	// client) while the soak runs: fifteen sessions, one of them 1000
	// columns wide with a full scrollback (10 MiB of history), the others
	// holding megabytes of hostile output each.
	soakMemory = 1 << 30
	// soakEach bounds each hostile program's part (about 3 s each is
	// usual; 20 s is for a loaded machine).
	soakEach = 20*time.Second + 20*time.Second*(raceSlowdown-1)/4
	// soakScale divides the volumes of hostile output under the race
	// detector, so that the soak takes about as long.
	soakScale = raceSlowdown
)

// soakCase is a program printing a hostile sequence, then after.
type soakCase struct {
	name   string
	cols   int
	rows   int
	python string // Python code setting b, the bytes to write
	raw    bool   // the program puts its terminal in raw mode and never reads
}

func soakCases() []soakCase {
	return []soakCase{
		{name: "random", python: `import random; b = random.Random(7).randbytes((1 << 20) // S) + b"\x18\x1b\\\x1bc"`},
		{name: "unterminated-dcs", python: `b = b"\x1bP1;2|" + b"A" * ((1 << 20) // S) + b"\x18"`},
		{name: "unterminated-osc", python: `b = b"\x1b]8;;" + b"C" * ((1 << 20) // S) + b"\x18"`},
		{name: "unterminated-apc", python: `b = b"\x1b_G" + b"G" * ((1 << 20) // S) + b"\x1b\\"`},
		{name: "huge-params", python: `b = (b"x\x1b[99999999999999999999;99999999999999999999H\x1b[4294967296@\x1b[65535L\x1b[65535M" +
	b"\x1b[" + b";".join([b"38"] * 20000) + b"m\x1b[99999999999999999999b\x1b[65535b\x1b[99999999999X\x1b[0m\x1b[H\x1b[2J")`},
		{name: "margins-beyond-screen", python: `b = b"BEFORE\r\n\x1b[?69h\x1b[1;65535s\x1b[2T\x1b[?69l\x1b[200;1r\x1b[r\x1b[99999;99999r\x1b[r\x1b[H\x1b[2J"`},
		{name: "title-1mb", python: `b = b"\x1b]0;" + b"T" * (1 << 20) + b"\x07\x1b]2;" + b"U" * (1 << 20) + b"\x1b\\"`},
		{name: "alt-screen-toggles", python: `b = b"\x1b[?1049hx\r\n\x1b[?1049l\x1b[?47hy\x1b[?47l\x1b[?1047h\x1b[2Jz\x1b[?1047l" * (1000 // S)`},
		{name: "query-flood", raw: true, python: `b = b"\x1b[6n\x1b[c\x1b[5n\x1b[>c\x1b]10;?\x07\x1b[?996n" * (30000 // S)`},
		{name: "combining-bomb", python: `b = ("e" + "\u0301" * (1000000 // S) + "\r\n").encode()`},
		{name: "fe0f-bomb", python: `b = ("a" + "\ufe0f" * (3000000 // S) + "\r\n").encode()`},
		{name: "zwj-bomb", python: `b = ("\U0001F468\u200d" * (500000 // S) + "\r\n").encode()`},
		{name: "5mb-line", python: `b = b"y" * ((5 << 20) // S) + b"\r\n"`},
		{name: "wide-full-scrollback", cols: 1000, rows: 50,
			python: `b = b"".join(b"%06d" % i + b"w" * (993 // S) + b"\r\n" for i in range(10100))`},
	}
}

// soakStats gathers what the soak measures, from every goroutine.
type soakStats struct {
	mu         sync.Mutex
	calls      int
	maxLatency time.Duration
	maxTool    string
	maxBytes   int
	failures   []string
}

func (s *soakStats) failf(format string, a ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.failures) < 40 {
		s.failures = append(s.failures, fmt.Sprintf(format, a...))
	}
}

// call makes one tool call as the stdio transport would, checks its time
// and size, and returns its result (nil after a JSON-RPC error).
func (s *soakStats) call(h *harness, tool string, args map[string]any) *mcp.CallToolResult {
	req, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": tool, "arguments": args}})
	start := time.Now()
	out, err := json.Marshal(h.srv.HandleMessage(context.Background(), req))
	took := time.Since(start)
	s.mu.Lock()
	s.calls++
	if took > s.maxLatency {
		s.maxLatency, s.maxTool = took, tool
	}
	s.maxBytes = max(s.maxBytes, len(out))
	s.mu.Unlock()
	if err != nil {
		s.failf("%s: %v", tool, err)
		return nil
	}
	if took > soakHung {
		s.failf("%s %v took %v: wedged", tool, args["session_id"], took.Round(time.Millisecond))
	}
	if len(out) > tools.MaxResultBytes {
		s.failf("%s %v: %d bytes, over the cap", tool, args["session_id"], len(out))
	}
	var res struct {
		Result *mcp.CallToolResult `json:"result"`
	}
	if json.Unmarshal(out, &res) != nil || res.Result == nil {
		s.failf("%s %v: JSON-RPC error %.300s", tool, args["session_id"], out)
		return nil
	}
	if res.Result.IsError && strings.Contains(tools.Text(res.Result), "internal error") {
		s.failf("%s %v: %.300s", tool, args["session_id"], tools.Text(res.Result))
	}
	return res.Result
}

func TestHostileOutputSoak(t *testing.T) {
	sessiontest.Need(t, "bash", "python3")
	if testing.Short() {
		t.Skip("the soak takes about 30 s")
	}
	resetPeakRSS(t)
	h := newHarness(t, session.Config{})
	st := &soakStats{}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	// The driven session: commands run and their output comes back while
	// the others print.
	var wg sync.WaitGroup
	drive := h.open(nil).SessionID
	var driven atomic.Int64
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; ctx.Err() == nil; i++ {
			res := st.call(h, "run_command", map[string]any{"session_id": drive, "command": fmt.Sprintf("echo driven-%d", i), "timeout_ms": 800})
			var r tools.RunResult
			if res == nil || res.IsError || tools.Decode(res, &r) != nil {
				st.failf("run_command %d on the driven session: %v", i, res)
				return
			}
			if !r.Finished {
				// Late under load: wait for its prompt, as an agent would.
				st.call(h, "wait_for", map[string]any{"session_id": drive, "state": "waiting_for_input", "timeout_ms": 800})
				continue
			}
			if r.Output != fmt.Sprintf("driven-%d", i) {
				st.failf("driven session: output %q for command %d", r.Output, i)
			}
			driven.Add(1)
			st.call(h, "send_keys", map[string]any{"session_id": drive, "keys": "x<bs>", "timeout_ms": 500})
		}
	}()

	// Peak RSS, sampled.
	var peak int64
	wg.Add(1)
	go func() {
		defer wg.Done()
		for ctx.Err() == nil {
			peak = max(peak, rss("VmRSS"))
			time.Sleep(50 * time.Millisecond)
		}
	}()

	// One hostile program at a time (the machine has few cores; the
	// sessions before it stay open, sleeping, holding what they printed).
	for _, c := range soakCases() {
		marker := "AFTER-" + strings.ToUpper(c.name)
		script := fmt.Sprintf("import sys, time, tty\nS = %d\n%s\n", soakScale, c.python)
		if c.raw {
			script += "tty.setraw(0)\n"
		}
		// The hostile bytes and the text after them go in one write, so
		// that a fault dropping the rest of a chunk would drop the text.
		script += "sys.stdout.buffer.write(b + b'\\r\\n" + marker + "\\r\\n'); sys.stdout.flush(); time.sleep(600)"
		args := map[string]any{"argv": []string{"python3", "-c", script}, "timeout_ms": 500}
		if c.cols > 0 {
			args["cols"], args["rows"] = c.cols, c.rows
		}
		res := st.call(h, "open_session", args)
		var v tools.Screen
		if res == nil || res.IsError || tools.Decode(res, &v) != nil {
			t.Fatalf("open %s: %v", c.name, res)
		}
		id := v.SessionID
		t.Cleanup(func() { _, _ = h.m.CloseSession(id, true) })
		caseStart := time.Now()
		caseEnd := caseStart.Add(soakEach)
		for {
			res := st.call(h, "wait_for", map[string]any{"session_id": id, "text": marker, "timeout_ms": 500})
			v = tools.Screen{}
			if res != nil && !res.IsError && tools.Decode(res, &v) == nil && v.Wait.Outcome == session.Matched {
				break
			}
			if v.State == session.Exited || time.Now().After(caseEnd) {
				st.failf("%s: the text written after the hostile sequence never appeared (%s)", c.name, firstLine(res))
				break
			}
		}
		t.Logf("%s: the text after it appeared in %v", c.name, time.Since(caseStart).Round(time.Millisecond))
		res = st.call(h, "read_screen", map[string]any{"session_id": id, "scrollback": 10000})
		if res == nil || res.IsError || tools.Decode(res, &v) != nil {
			st.failf("%s: read_screen %v", c.name, res)
			continue
		}
		if c.name == "title-1mb" && (len(v.Title) > 256 || !strings.HasPrefix(v.Title, "UUU")) {
			st.failf("%s: title of %d bytes", c.name, len(v.Title))
		}
		if c.name == "wide-full-scrollback" && v.ScrollbackKept != 10000 {
			st.failf("%s: %d lines of scrollback kept, want 10000", c.name, v.ScrollbackKept)
		}
		s, err := h.m.Get(id)
		if err != nil {
			st.failf("%s: %v", c.name, err)
			continue
		}
		if n := s.Terminal().Faults(); n > 0 {
			st.failf("%s: the emulator panicked %d times (recovered)", c.name, n)
		}
	}
	// The driven session runs more commands with every hostile session
	// open.
	more := driven.Load() + 3
	for deadline := time.Now().Add(time.Minute); driven.Load() < more && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	wg.Wait()
	peak = max(peak, rss("VmHWM"))

	t.Logf("%d calls; max latency %v (%s); largest response %d bytes; peak RSS %d MiB; %d commands on the driven session",
		st.calls, st.maxLatency.Round(time.Millisecond), st.maxTool, st.maxBytes, peak>>20, driven.Load())
	for _, f := range st.failures {
		t.Error(f)
	}
	if peak > soakMemory {
		t.Errorf("peak RSS %d MiB, over the bound of %d MiB", peak>>20, soakMemory>>20)
	}
	if n := driven.Load(); n < more {
		t.Errorf("%d commands ran on the driven session; not three more within a minute with every hostile session open", n)
	}
}

func firstLine(res *mcp.CallToolResult) string {
	if res == nil {
		return "no result"
	}
	l, _, _ := strings.Cut(tools.Text(res), "\n")
	return l
}

// rss reads a memory figure of this process (VmRSS, VmHWM) in bytes; 0
// when /proc does not say.
func rss(field string) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == field+":" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// resetPeakRSS starts VmHWM afresh, so that earlier tests do not count.
func resetPeakRSS(t *testing.T) {
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Logf("cannot reset the peak RSS (%v); it covers the tests before", err)
	}
}
