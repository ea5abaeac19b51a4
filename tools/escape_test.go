package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// renamedSpelled is the renamed program's name as results and people see
// it.
const renamedSpelled = sessiontest.RenamedSpelled

// controls returns what of a tool result holds a control character (a tab or
// newline aside) or a byte that is not UTF-8: its text content, and each
// string of its structured content, as a client decodes them.
func controls(t testing.TB, res *mcp.CallToolResult) []string {
	t.Helper()
	var bad []string
	check := func(where, s string) {
		if !utf8.ValidString(s) || strings.IndexFunc(s, func(r rune) bool {
			return (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x7f && r <= 0x9f)
		}) >= 0 {
			bad = append(bad, where+": "+s)
		}
	}
	check("text", tools.Text(res))
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch v := v.(type) {
		case string:
			check(path, v)
		case []any:
			for _, e := range v {
				walk(path+"[]", e)
			}
		case map[string]any:
			for k, e := range v {
				walk(path+"."+k, e)
			}
		}
	}
	walk("structured", v)
	return bad
}

// A program named with escape sequences (its file's name, and prctl
// PR_SET_NAME) is named with them spelled out: in program and mode_detail, in
// list_sessions' row, and in the text of every result; no ESC or BEL
// reaches a result.
func TestRenamedProgramSpelled(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"argv": sessiontest.Renamed(t), "expect": "renamed", "cols": 60, "rows": 6})
	v = h.until(v.SessionID, 10*time.Second, "the renamed program in front", func(v tools.Screen) bool { return v.Program != "python3" && v.Program != "" })
	if v.Program != renamedSpelled || !strings.Contains(v.ModeDetail, renamedSpelled) {
		t.Errorf("program %q, mode_detail %q; want the name spelled out, %s", v.Program, v.ModeDetail, renamedSpelled)
	}
	if info := h.info(v.SessionID); info.Program != renamedSpelled {
		t.Errorf("list_sessions: program %q, want %s", info.Program, renamedSpelled)
	}
	for _, call := range []struct {
		tool string
		args map[string]any
	}{
		// The whole header (delta false) names the program every time.
		{"read_screen", map[string]any{"session_id": v.SessionID, "delta": false}},
		{"send_keys", map[string]any{"session_id": v.SessionID, "keys": "x", "timeout_ms": 200, "delta": false}},
		{"list_sessions", nil},
		{"close_session", map[string]any{"session_id": v.SessionID, "delta": false}},
	} {
		res := h.ok(call.tool, call.args)
		if bad := controls(t, res); len(bad) > 0 {
			t.Errorf("%s: control characters in %q", call.tool, bad)
		}
		if !strings.Contains(tools.Text(res), renamedSpelled) {
			t.Errorf("%s's text does not name the program spelled out:\n%s", call.tool, tools.Text(res))
		}
	}
}

// A title (OSC 2) holding C1 controls, as UTF-8 characters and as raw
// 8-bit bytes, comes out spelled, in the title field and the text.
func TestTitleControlsSpelled(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": `printf '\e]2;a\xc2\x9b2J\xc2\x9d52;c;aGk=\x9b31mb\a'; echo titled; read -r _`, "expect": "titled", "cols": 60, "rows": 6})
	v = h.until(v.SessionID, 10*time.Second, "the title", func(v tools.Screen) bool { return v.Title != "" })
	if want := `a\u009b2J\u009d52;c;aGk=\x9b31mb`; v.Title != want { // each as it came: a character, a byte
		t.Errorf("title %q, want %q", v.Title, want)
	}
	if bad := controls(t, h.ok("read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0})); len(bad) > 0 {
		t.Errorf("read_screen: control characters in %q", bad)
	}
}

// An MCP client whose name (clientInfo.name) writes the clipboard (OSC 52)
// is listed with it spelled out in opened_by.
func TestClientNameSpelled(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := newHarness(t, session.Config{})
	c, err := client.NewInProcessClient(h.srv)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	if err := tools.Initialize(context.Background(), c, "\x1b]52;c;aGk=\x07evil\u009b2J"); err != nil {
		t.Fatal(err)
	}
	evil := &harness{t: t, m: h.m, srv: h.srv, c: c}
	v := evil.open(map[string]any{"argv": []string{"cat"}})
	want := `\x1b]52;c;aGk=\aevil\u009b2J 1`
	if info := h.info(v.SessionID); !strings.HasPrefix(info.OpenedBy, want) {
		t.Errorf("opened_by %q, want it to start with %q", info.OpenedBy, want)
	}
	if bad := controls(t, h.ok("list_sessions", nil)); len(bad) > 0 {
		t.Errorf("list_sessions: control characters in %q", bad)
	}
}

// C1 controls a program prints in UTF-8 (CSI, OSC, NEL) act as controls
// and are no text: neither the screen's rows nor run_command's output
// holds one. (The OSC is ended: until its BEL, what follows it is the
// string's, on the screen and in the output alike.)
func TestPrintedC1NotInResults(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"env": map[string]string{"HOME": t.TempDir()}}) // no ~/.bashrc of this machine's
	res := h.ok("run_command", map[string]any{"session_id": v.SessionID, "command": `printf 'one\xc2\x9b\xc2\x80two\xc2\x9d0;t\a\r\nthree\xc2\x85\n'`})
	var r tools.RunResult
	h.decode(res, &r)
	if bad := controls(t, res); len(bad) > 0 {
		t.Errorf("run_command: control characters in %q", bad)
	}
	if !strings.Contains(r.Output, "onetwo") || !strings.Contains(r.Output, "three") {
		t.Errorf("run_command's output %q lacks the text around the controls", r.Output)
	}
	res = h.ok("read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0})
	if bad := controls(t, res); len(bad) > 0 {
		t.Errorf("read_screen: control characters in %q", bad)
	}
}
