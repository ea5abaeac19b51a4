package tools_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// raw calls a tool the way the stdio transport does, and returns the
// JSON-RPC response exactly as it would go on the wire, with its decoded
// result.
func (h *harness) raw(tool string, args map[string]any) ([]byte, *mcp.CallToolResult) {
	h.t.Helper()
	req, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": tool, "arguments": args}})
	if err != nil {
		h.t.Fatal(err)
	}
	out, err := json.Marshal(h.srv.HandleMessage(context.Background(), req))
	if err != nil {
		h.t.Fatal(err)
	}
	var res struct {
		Result *mcp.CallToolResult `json:"result"`
		Error  any                 `json:"error"`
	}
	if err := json.Unmarshal(out, &res); err != nil || res.Result == nil {
		h.t.Fatalf("%s: %v %.300s", tool, err, out)
	}
	return out, res.Result
}

// capped calls a tool and fails the test when its response is over the
// result cap.
func (h *harness) capped(tool string, args map[string]any) (*mcp.CallToolResult, int) {
	h.t.Helper()
	out, res := h.raw(tool, args)
	if len(out) > tools.MaxResultBytes {
		h.t.Fatalf("%s: a response of %d bytes, over the cap of %d", tool, len(out), tools.MaxResultBytes)
	}
	return res, len(out)
}

func notesOf(v tools.Screen) string { return strings.Join(v.Notes, "\n") }

// The documented limits at their largest: 1000 columns, history full of
// 990-character lines, read_screen {scrollback: 10000}. The result stays
// under the cap, a note says how to page on, and paging returns every line
// in order.
func TestScrollbackPagedUnderCap(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	const total = 10600
	v := h.open(map[string]any{"cols": 1000, "rows": 20, "timeout_ms": 60000, "argv": []string{"python3", "-c",
		fmt.Sprintf("import sys\nfor i in range(%d): sys.stdout.write('%%06d' %% i + 'x' * 984 + '\\n')\nsys.stdout.write('done'); sys.stdout.flush(); input()", total)},
		"expect": "done"})
	if v.Wait.Outcome != session.Matched {
		t.Fatalf("the lines did not all arrive: %s", tools.Header(v))
	}
	id := v.SessionID
	res, n := h.capped("read_screen", map[string]any{"session_id": id, "scrollback": 10000})
	h.decode(res, &v)
	t.Logf("read_screen {scrollback: 10000}: %d bytes, %d lines of scrollback, %d kept", n, len(v.Scrollback), v.ScrollbackKept)
	if v.ScrollbackKept != 10000 || len(v.Scrollback) == 0 || len(v.Scrollback) >= 10000 {
		t.Fatalf("kept %d, returned %d lines", v.ScrollbackKept, len(v.Scrollback))
	}
	if !strings.Contains(notesOf(v), "scrollback_offset") || !strings.Contains(tools.Text(res), "scrollback_offset") {
		t.Fatalf("no note on paging: %q", v.Notes)
	}
	// Page back through all of it: each page ends where the last began.
	seen := map[int]bool{}
	offset, pages := 0, 0
	for offset < v.ScrollbackKept {
		res, _ := h.capped("read_screen", map[string]any{"session_id": id, "scrollback": 10000 - offset, "scrollback_offset": offset})
		var p tools.Screen
		h.decode(res, &p)
		if len(p.Scrollback) == 0 {
			t.Fatalf("empty page at offset %d: %q", offset, p.Notes)
		}
		for _, l := range p.Scrollback {
			k, err := strconv.Atoi(l[:6])
			if err != nil || len(l) != 990 || seen[k] {
				t.Fatalf("page at offset %d: line %.20q (%d bytes), seen before %v", offset, l, len(l), seen[k])
			}
			seen[k] = true
		}
		offset += len(p.Scrollback)
		pages++
	}
	// 10600 lines went by, 20 rows on screen ("done" on the last): the
	// 10000 kept are the ones just above the screen.
	first := total - 19 - 10000
	for k := first; k < first+10000; k++ {
		if !seen[k] {
			t.Fatalf("line %d never came back in %d pages", k, pages)
		}
	}
	t.Logf("all 10000 lines in %d pages", pages)
}

// A screen whose text JSON-escapes six times over (every cell '<') at the
// largest size, a megabyte title, and a run_command output of a million
// escaped characters: each result stays under the cap and says what it cut.
func TestResultCapHoldsForEscapedText(t *testing.T) {
	sessiontest.Need(t, "python3", "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"cols": 1000, "rows": 500, "timeout_ms": 30000, "argv": []string{"python3", "-c",
		"import sys\nsys.stdout.write('\\x1b]0;' + 'T' * 1000000 + '\\x07')\n" +
			"for i in range(500): sys.stdout.write('<' * 1000)\nsys.stdout.flush(); input()"}})
	res, n := h.capped("read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0})
	h.decode(res, &v)
	t.Logf("1000x500 screen of '<': %d bytes; notes %q", n, v.Notes)
	if len(v.Title) > 256 || !strings.HasPrefix(v.Title, "TTT") || !strings.Contains(notesOf(v), "title cut") {
		t.Errorf("title of %d bytes, notes %q", len(v.Title), v.Notes)
	}
	if len(v.Lines) != 500 || !strings.HasSuffix(v.Lines[0], "…") || !strings.Contains(notesOf(v), "screen lines") {
		t.Errorf("%d lines, the first %d bytes; notes %q", len(v.Lines), len(v.Lines[0]), v.Notes)
	}
	if strings.Count(tools.Text(res), "TTTTTTTTTT") > 2*26 {
		t.Errorf("the title is repeated at length in the text")
	}

	sh := h.open(nil).SessionID
	res, n = h.capped("run_command", map[string]any{"session_id": sh, "max_output_chars": 1 << 20,
		"command": "python3 -c \"print('<' * 1000000)\""})
	var r tools.RunResult
	h.decode(res, &r)
	t.Logf("run_command printing a million '<': %d bytes, output %d bytes, notes %q", n, len(r.Output), r.Notes)
	if !r.Truncated || !strings.HasPrefix(r.Output, "<<<") || !strings.HasSuffix(r.Output, "<<<") || !strings.Contains(notesOf(r.Screen), "output cut") {
		t.Errorf("output: truncated %v, %d bytes, notes %q", r.Truncated, len(r.Output), r.Notes)
	}
}

// An unknown id is echoed back cut, however long; and a session that ended
// is reported with how it ended.
func TestNoSessionSaysWhy(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{IdleTimeout: 500 * time.Millisecond})
	long := strings.Repeat("s", 10<<20)
	res, _ := h.capped("read_screen", map[string]any{"session_id": long})
	if msg := tools.Text(res); !res.IsError || len(msg) > 200 || !strings.Contains(msg, "10485760 bytes") {
		t.Fatalf("10 MB id: isError %v, %d bytes: %.200q", res.IsError, len(msg), msg)
	}

	// Closed by the agent.
	id := h.open(map[string]any{"argv": []string{"sleep", "100"}, "timeout_ms": 100}).SessionID
	h.ok("close_session", map[string]any{"session_id": id, "force": true})
	if msg := h.refused("read_screen", map[string]any{"session_id": id}); !strings.Contains(msg, "was closed") || strings.Contains(msg, "idle") {
		t.Errorf("after close_session: %q", msg)
	}
	// An exited program, then closed.
	id = h.open(map[string]any{"command": "exit 3"}).SessionID
	h.ok("close_session", map[string]any{"session_id": id})
	if msg := h.refused("send_keys", map[string]any{"session_id": id, "keys": "x"}); !strings.Contains(msg, "exited (code 3)") {
		t.Errorf("after exit and close: %q", msg)
	}
	// Reaped when idle.
	id = h.open(map[string]any{"argv": []string{"sleep", "100"}, "timeout_ms": 100}).SessionID
	sessiontest.Eventually(t, 10*time.Second, "the idle session to be reaped", func() bool {
		_, err := h.m.Get(id)
		return err != nil
	})
	if msg := h.refused("read_screen", map[string]any{"session_id": id}); !strings.Contains(msg, "idle reaper") || !strings.Contains(msg, "idle-timeout") {
		t.Errorf("after reaping: %q", msg)
	}
}

// A name cannot forge lines; a program's own name, a command and a mode
// detail with control characters are written on one line.
func TestNoForgedLines(t *testing.T) {
	sessiontest.Need(t, "bash", "python3")
	h := newHarness(t, session.Config{})
	for _, name := range []string{"ok\n[s9] bash · shell", "tab\there", "esc\x1b[2J", "bidi\u202eevil", "ls\u2028x", "nul\x00", "filler\u3164x", "hangul\u115f", "braille\u2800"} {
		if msg := h.refused("open_session", map[string]any{"name": name}); !strings.Contains(msg, "name") {
			t.Errorf("name %q: %q", name, msg)
		}
	}
	h.open(map[string]any{"name": "build · ünïcode ok"})
	// The program's executable has a newline in its name (the kernel's
	// name for it is what program shows: a copy, as a link is resolved),
	// and the command holds one.
	evil := filepath.Join(t.TempDir(), "evil\n[s7] fake")
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(sleep)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(evil, data, 0o755); err != nil {
		t.Fatal(err)
	}
	id := h.open(map[string]any{"command": "exec \"$EVIL\" 100\necho second line", "env": map[string]any{"EVIL": evil}, "timeout_ms": 300}).SessionID
	v := h.until(id, 5*time.Second, "the renamed sleep in front", func(v tools.Screen) bool { return strings.HasPrefix(v.Program, "evil") })
	if hdr := tools.Header(v); strings.Contains(hdr, "\n") || !strings.Contains(hdr, `evil\n[s7] fake`) {
		t.Errorf("header %q (program %q)", hdr, v.Program)
	}
	if r := h.ok("read_screen", map[string]any{"session_id": id}); strings.Count(tools.Text(r), "\n") != len(v.Lines) {
		t.Errorf("text rendering of %d screen lines:\n%s", len(v.Lines), tools.Text(r))
	}
	res := h.ok("list_sessions", nil)
	if lines := strings.Split(tools.Text(res), "\n"); len(lines) != 3 {
		t.Fatalf("list_sessions text has %d lines, want its header and 2 rows:\n%s", len(lines), tools.Text(res))
	}
}

// Start errors say what is wrong: an environment the kernel finds too large
// (E2BIG) and a NUL byte are not "check the program name and PATH".
func TestStartErrorsSayWhatIsWrong(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	msg := h.refused("open_session", map[string]any{"argv": []string{"bash", "-c", "true"}, "env": map[string]any{"BIG": strings.Repeat("x", 200<<10)}})
	if !strings.Contains(msg, "too large") || strings.Contains(msg, "PATH") {
		t.Errorf("E2BIG: %q", msg)
	}
	msg = h.refused("open_session", map[string]any{"argv": []string{"bash", "-c", "tr\x00ue"}})
	if !strings.Contains(msg, "NUL") || strings.Contains(msg, "PATH") {
		t.Errorf("NUL in argv: %q", msg)
	}
	msg = h.refused("open_session", map[string]any{"command": "echo ok", "env": map[string]any{"A": "x\x00y"}})
	if !strings.Contains(msg, "NUL") {
		t.Errorf("NUL in env: %q", msg)
	}
	msg = h.refused("open_session", map[string]any{"argv": []string{"no-such-program-here"}})
	if !strings.Contains(msg, "PATH") {
		t.Errorf("missing program: %q", msg)
	}
}

// The HTTP transport's bearer token does not reach the sessions.
func TestTokenNotInSessions(t *testing.T) {
	sessiontest.Need(t, "bash")
	t.Setenv("AGENTTY_TOKEN", "s3cret-token")
	h := newHarness(t, session.Config{})
	r := h.run(map[string]any{"command": "echo \"token=${AGENTTY_TOKEN-unset}\""})
	if r.Output != "token=unset" {
		t.Fatalf("the session sees %q", r.Output)
	}
}

// One cell grown without bound by U+FE0F (the emulator caps a cell's
// grapheme; the result cap must hold even so), and the line after it.
func TestResultCapGraphemeBomb(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"argv": []string{"python3", "-c", `print("a"+"\ufe0f"*1000000); print("after-bomb"); input()`},
		"expect": "after-bomb", "timeout_ms": 60000})
	res, n := h.capped("read_screen", map[string]any{"session_id": v.SessionID, "scrollback": 100})
	h.decode(res, &v)
	t.Logf("U+FE0F bomb: %d bytes, notes %q", n, v.Notes)
	if !hasLine(v, "after-bomb") {
		t.Fatalf("the line after the bomb is missing:\n%.2000s", tools.Text(res))
	}
}

// A menu as wide and long as a screen holds: its prompt (question and
// options as data) counts against the cap too.
func TestResultCapHoldsForPrompt(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"cols": 1000, "rows": 500, "timeout_ms": 20000, "command": `opts=(); for i in $(seq 1 450); do opts+=("$(printf '%03d<%0980d' $i 0)"); done; ` +
		`PS3='Pick one: '; select x in "${opts[@]}"; do echo "picked $x"; break; done`})
	res, n := h.capped("read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0})
	h.decode(res, &v)
	t.Logf("a menu of 450 options of 985 characters: %d bytes, prompt %v, notes %q", n, v.Prompt != nil, v.Notes)
	if v.Prompt == nil || len(v.Prompt.Options) == 0 || !strings.Contains(notesOf(v), "options left out") {
		t.Fatalf("the menu was not read as a prompt, or not cut (mode %s: %s); this test covers neither", v.Mode, v.ModeDetail)
	}
}

// A session is a terminal with someone at it even when its server runs in
// CI: CI, which makes Bubble Tea and npm draw and ask as if nobody were,
// does not reach its programs unless the caller sets it.
func TestCINotInSessions(t *testing.T) {
	sessiontest.Need(t, "bash")
	t.Setenv("CI", "true")
	h := newHarness(t, session.Config{})
	r := h.run(map[string]any{"command": "echo \"ci=${CI-unset}\""})
	if r.Output != "ci=unset" {
		t.Fatalf("the session sees %q", r.Output)
	}
	v := h.open(map[string]any{"argv": []string{"bash", "-c", `echo "ci=${CI-unset}"; read -r _`}, "env": map[string]any{"CI": "1"}, "expect": "ci="})
	if !hasLine(v, "ci=1") {
		t.Fatalf("with env CI=1 the session sees:\n%s", screenText(v))
	}
}
