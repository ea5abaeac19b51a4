package tools_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// TestSplitID: MACHINE:ID names a session on a machine; anything else is
// an id of this host.
func TestSplitID(t *testing.T) {
	for _, c := range []struct {
		id, machine, far string
		ok               bool
	}{
		{"box:s1", "box", "s1", true},
		{"box:s1:x", "box", "s1:x", true},
		{"s1", "", "", false},
		{":s1", "", "", false},
		{"box:", "", "", false},
		{"", "", "", false},
	} {
		m, far, ok := tools.SplitID(c.id)
		if ok != c.ok || ok && (m != c.machine || far != c.far) {
			t.Errorf("SplitID(%q) = %q, %q, %v; want %q, %q, %v", c.id, m, far, ok, c.machine, c.far, c.ok)
		}
		if ok && tools.JoinID(m, far) != c.id {
			t.Errorf("JoinID(%q, %q) = %q", m, far, tools.JoinID(m, far))
		}
	}
}

// farSide is a machine's session host as the tools see it: it answers
// each call with what answer returns, and records the calls.
type farSide struct {
	mu     sync.Mutex
	calls  []string // tool and arguments, as JSON
	asked  []string // the questions QuestionURL was told of
	answer func(tool string) (*mcp.CallToolResult, error)
}

func (f *farSide) Call(_ context.Context, machine, tool string, args any) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(args)
	f.mu.Lock()
	f.calls = append(f.calls, machine+" "+tool+" "+string(b))
	f.mu.Unlock()
	return f.answer(tool)
}

func (f *farSide) Lists(ctx context.Context) []tools.MachineList {
	res, err := f.answer("list_sessions")
	return []tools.MachineList{{Machine: "box", Result: res, Err: err}}
}

func (f *farSide) QuestionURL(machine, id string, _ time.Time) string {
	f.mu.Lock()
	f.asked = append(f.asked, id)
	f.mu.Unlock()
	return "http://127.0.0.1:9/ask/" + machine + ":" + id
}

func (f *farSide) last() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[len(f.calls)-1]
}

// hostile is text a far side may put in any string of its answers: a
// clipboard write, a title, a hyperlink, a screen clear, a bidi override,
// a zero-width space, a C1 CSI, a byte that is not UTF-8.
const hostile = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;owned\x07\x1b]8;;http://x\x07link\x1b]8;;\x07\x1b[2J\u202eevil\u200b\u009b31m\xff"

// clean reports the first character in s that a terminal would act on, or
// that hides or reorders text: none may reach a result, but the line
// breaks and tabs of a text rendering (lines: true).
func clean(s string, lines bool) (rune, bool) {
	for _, r := range s {
		if (r == '\n' || r == '\t') && lines {
			continue
		}
		if r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || unicode.Is(unicode.Cf, r) && r != '\u200d' || r == '\ufffd' && strings.Contains(s, "\xff") {
			return r, false
		}
	}
	return 0, true
}

// TestFarResultsSpelledOut: whatever a machine's host puts in its answers
// (escapes in the session's id, name, program, title, lines, notes,
// prompt, the list's rows, an error's text; a 4 MiB line) comes back
// spelled out as a local result's strings are, the session named
// MACHINE:ID, within MaxResultBytes, rendered here; and the call goes there
// with the far id.
func TestFarResultsSpelledOut(t *testing.T) {
	long := strings.Repeat("\x1b[31mX", 700_000)
	screen := map[string]any{
		"session_id": "s1" + hostile, "name": hostile, "state": "waiting_for_input" + hostile, "mode": "shell", "mode_detail": hostile,
		"program": "bash" + hostile, "cols": 80, "rows": 24, "cursor": map[string]any{"row": 0, "col": 0, "visible": true},
		"title": hostile, "revision": 3, "changed": true, "form": "full", "state_source": "kernel",
		"lines": []string{"$ " + hostile, long}, "notes": []string{hostile},
		"prompt":       map[string]any{"kind": "choice", "question": hostile, "options": []any{map[string]any{"label": hostile, "selected": true}}},
		"last_command": map[string]any{"command": hostile, "exit_code": 0, "finished": true},
		"attached":     []any{map[string]any{"who": hostile, "since": hostile}},
	}
	run := map[string]any{}
	for k, v := range screen {
		run[k] = v
	}
	run["form"], run["output"], run["finished"], run["exit_code"] = "output", hostile+"\n"+long, true, 0
	far := &farSide{answer: func(tool string) (*mcp.CallToolResult, error) {
		switch tool {
		case "list_sessions":
			return mcp.NewToolResultStructured(map[string]any{"sessions": []any{map[string]any{"session_id": "s1" + hostile, "name": hostile, "command": hostile,
				"program": hostile, "state": "running" + hostile, "mode": hostile, "created": hostile, "last_activity": hostile}}}, hostile), nil
		case "send_signal":
			return mcp.NewToolResultError("no session " + hostile + "\n[s1] " + hostile), nil
		case "run_command":
			return mcp.NewToolResultStructured(run, hostile), nil
		case "send_keys":
			return nil, errors.New("machine box: the link dropped")
		}
		return mcp.NewToolResultStructured(screen, hostile), nil
	}}
	c := farClient(t, far)
	call := func(tool string, args map[string]any) *mcp.CallToolResult {
		t.Helper()
		res, err := c.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: tool, Arguments: args}})
		if err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
		b, _ := json.Marshal(res)
		if len(b) > tools.MaxResultBytes {
			t.Errorf("%s: the result is %d bytes, over MaxResultBytes", tool, len(b))
		}
		if r, ok := clean(tools.Text(res), true); !ok {
			t.Errorf("%s: the text holds %U: %.300q", tool, r, tools.Text(res))
		}
		if sc, err := json.Marshal(res.StructuredContent); err == nil {
			var v any
			_ = json.Unmarshal(sc, &v)
			walk(v, "", func(key, s string) {
				if r, ok := clean(s, key == "output"); !ok {
					t.Errorf("%s: a string of the structured content holds %U: %.200q", tool, r, s)
				}
			})
		}
		return res
	}
	for _, c := range []struct {
		tool string
		args map[string]any
		sent string // what the far host was sent
	}{
		{"open_session", map[string]any{"machine": "box", "argv": []string{"bash"}}, `box open_session {"argv":["bash"]}`},
		{"read_screen", map[string]any{"session_id": "box:s1", "scrollback": 5}, `box read_screen {"session_id":"s1","scrollback":5}`},
		{"wait_for", map[string]any{"session_id": "box:s1", "text": "x", "delta": true}, `box wait_for {"session_id":"s1","text":"x","delta":true}`},
		{"run_command", map[string]any{"session_id": "box:s1", "command": "ls"}, `box run_command {"session_id":"s1","command":"ls"}`},
		{"list_sessions", nil, ""},
	} {
		res := call(c.tool, c.args)
		if res.IsError {
			t.Errorf("%s: %s", c.tool, tools.Text(res))
			continue
		}
		if c.sent != "" && far.last() != c.sent {
			t.Errorf("%s sent %s; want %s", c.tool, far.last(), c.sent)
		}
		if c.tool == "list_sessions" {
			var l tools.List
			if err := tools.Decode(res, &l); err != nil || len(l.Sessions) != 1 || !strings.HasPrefix(l.Sessions[0].SessionID, "box:s1\\x1b") || l.Sessions[0].Machine != "box" {
				t.Errorf("list_sessions: %+v %v", l, err)
			}
			continue
		}
		var v tools.Screen
		if err := tools.Decode(res, &v); err != nil || !strings.HasPrefix(v.SessionID, "box:s1\\x1b]52;") || v.Machine != "box" {
			t.Errorf("%s: session %q machine %q (%v)", c.tool, v.SessionID, v.Machine, err)
		}
		// The first result on a session names it, MACHINE:ID spelled
		// out; the later ones were called with it. (This far host
		// answers with an id not the one called, box:s1, whose first
		// result is read_screen's.)
		first := c.tool == "open_session" || c.tool == "read_screen"
		if named := strings.HasPrefix(tools.Text(res), "[box:s1\\x1b]52;"); named != first {
			t.Errorf("%s: the text names the session MACHINE:ID %v, want %v: %.100q", c.tool, named, first, tools.Text(res))
		}
	}
	// An error of the far host's: spelled out, naming the machine.
	res := call("send_signal", map[string]any{"session_id": "box:s1", "signal": "INT"})
	if !res.IsError || !strings.HasPrefix(tools.Text(res), "machine box: no session \\x1b]52;") {
		t.Errorf("send_signal's error: %.200q", tools.Text(res))
	}
	// A call that got no answer: an error naming the machine; the next
	// call on the session is reckoned from the screen the agent has: the
	// full form, read_screen since the revision last shown.
	res = call("send_keys", map[string]any{"session_id": "box:s1", "keys": "a", "delta": true})
	if !res.IsError || !strings.Contains(tools.Text(res), "machine box: the link dropped") {
		t.Errorf("send_keys with no answer: %q", tools.Text(res))
	}
	call("read_screen", map[string]any{"session_id": "box:s1", "delta": true})
	if want := `box read_screen {"session_id":"s1","since_revision":3}`; far.last() != want {
		t.Errorf("read_screen after a lost answer sent %s; want %s", far.last(), want)
	}
	call("read_screen", map[string]any{"session_id": "box:s1", "delta": true})
	if want := `box read_screen {"session_id":"s1","delta":true}`; far.last() != want {
		t.Errorf("read_screen once shown sent %s; want %s", far.last(), want)
	}
}

// walk calls each with every string in v and the key it is under.
func walk(v any, key string, each func(key, s string)) {
	switch v := v.(type) {
	case string:
		each(key, v)
	case []any:
		for _, x := range v {
			walk(x, key, each)
		}
	case map[string]any:
		for k, x := range v {
			each("", k)
			walk(x, k, each)
		}
	}
}

// farClient is an MCP client of tools on a manager of their own, whose
// machines are far, until the test ends.
func farClient(t *testing.T, far tools.Machines) *client.Client {
	t.Helper()
	m := session.NewManager(session.DefaultConfig())
	t.Cleanup(func() { m.Close() })
	c, err := client.NewInProcessClient(tools.NewServer(m, "test", tools.WithMachines(far)))
	if err != nil {
		t.Fatal(err)
	}
	if err := tools.Initialize(context.Background(), c, "test"); err != nil {
		t.Fatal(err)
	}
	return c
}
