package tools_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestFarAnswersBounded: a machine's host that answers within its bound
// (tools.MaxAnswerBytes) but with fields no local screen has — a screen of
// hundreds of thousands of short lines or changed rows, as many notes,
// attachments or prompt options, a megabyte in a field a local result
// keeps short (the id, the state, the recording, a wait's outcome, a
// person's name, the last command), sizes and a cursor out of any
// terminal's range — is answered here within MaxResultBytes, every tool,
// with its numbers within what a screen may be.
func TestFarAnswersBounded(t *testing.T) {
	if sessiontest.RaceBuild {
		t.Skip("megabytes encoded in one goroutine: make test runs it without the race detector (99 s under it, 7 s without)")
	}
	const mib = 1 << 20
	big := strings.Repeat("y", mib)
	many := func(n int, s string) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = s
		}
		return out
	}
	rows := make([]any, 300_000)
	for i := range rows {
		rows[i] = map[string]any{"row": i, "text": "r"}
	}
	attached := make([]any, 60_000)
	for i := range attached {
		attached[i] = map[string]any{"who": "terminal", "since": "now"}
	}
	base := func() map[string]any {
		return map[string]any{
			"session_id": "s1", "name": "n", "state": "waiting_for_input", "mode": "shell", "mode_detail": "",
			"program": "bash", "cols": 80, "rows": 24, "cursor": map[string]any{"row": 0, "col": 0, "visible": true},
			"title": "", "revision": 3, "changed": true, "form": "full", "state_source": "kernel", "lines": []string{"$ "},
		}
	}
	variants := map[string]func(s map[string]any){
		"lines":        func(s map[string]any) { s["lines"] = many(600_000, "") },
		"short lines":  func(s map[string]any) { s["lines"] = many(400_000, "x") },
		"changed rows": func(s map[string]any) { s["form"], s["changed_rows"] = "delta", rows },
		"notes":        func(s map[string]any) { s["notes"] = many(400_000, "n") },
		"attached":     func(s map[string]any) { s["attached"] = attached },
		"who":          func(s map[string]any) { s["attached"] = []any{map[string]any{"who": big, "since": big}} },
		"handed back":  func(s map[string]any) { s["handed_back"] = map[string]any{"who": big, "since": big, "until": big} },
		"id":           func(s map[string]any) { s["session_id"] = big },
		"state":        func(s map[string]any) { s["state"], s["mode"], s["state_source"] = big, big, big },
		"recording":    func(s map[string]any) { s["recording"] = big + big },
		"signal":       func(s map[string]any) { s["exit_signal"] = big + big },
		"wait":         func(s map[string]any) { s["wait"] = map[string]any{"outcome": big + big, "waited_ms": 1} },
		"last command": func(s map[string]any) {
			s["last_command"] = map[string]any{"command": big + big, "exit_code": 0, "finished": true}
		},
		"prompt key": func(s map[string]any) {
			s["prompt"] = map[string]any{"kind": big, "question": "q", "options": []any{map[string]any{"label": "a", "key": big}}}
		},
		"sizes": func(s map[string]any) {
			s["cols"], s["rows"], s["cursor"] = 1_000_000_000, -7, map[string]any{"row": -5, "col": 2_000_000_000, "visible": true}
		},
	}
	var answer map[string]any
	pictures := 0 // how many pictures the far side puts beside its result
	far := &farSide{answer: func(tool string) (*mcp.CallToolResult, error) {
		res := mcp.NewToolResultStructured(answer, "far text")
		png := base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n"))
		for range pictures {
			res.Content = append(res.Content, mcp.NewImageContent(png, "image/png"))
		}
		return res, nil
	}}
	c := farClient(t, far)
	for name, v := range variants {
		for _, call := range []struct {
			tool string
			args map[string]any
			more func(map[string]any)
		}{
			{"read_screen", map[string]any{"session_id": "box:s1"}, nil},
			{"wait_for", map[string]any{"session_id": "box:s1", "text": "x", "delta": true}, nil},
			{"run_command", map[string]any{"session_id": "box:s1", "command": "ls"}, func(s map[string]any) {
				s["output"], s["note"], s["finished"] = big, big+big, true
			}},
			{"request_user_input", map[string]any{"session_id": "box:s1", "message": "the password"}, func(s map[string]any) {
				s["outcome"], s["answer"], s["url"] = big, big+big, "http://127.0.0.1:1/ask/"+big
			}},
		} {
			answer = base()
			v(answer)
			if call.more != nil {
				call.more(answer)
			}
			res, err := c.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: call.tool, Arguments: call.args}})
			if err != nil {
				t.Fatalf("%s, %s: %v", name, call.tool, err)
			}
			b, _ := json.Marshal(res)
			if len(b) > tools.MaxResultBytes {
				t.Errorf("%s, %s: the result is %d bytes, over MaxResultBytes", name, call.tool, len(b))
			}
			if call.tool == "request_user_input" && len(far.asked) > 0 {
				if q := far.asked[len(far.asked)-1]; len(q) > 64 {
					t.Errorf("%s: the page was told of question %.40q…, %d bytes", name, q, len(q))
				}
			}
			var w tools.Screen
			if res.IsError || tools.Decode(res, &w) != nil {
				continue // refused: an error naming the machine is bounded too
			}
			if w.Cols < 1 || w.Cols > 1000 || w.Rows < 1 || w.Rows > 500 || w.Cursor.Row < 0 || w.Cursor.Row >= w.Rows || w.Cursor.Col < 0 || w.Cursor.Col >= w.Cols {
				t.Errorf("%s, %s: a screen of %dx%d with its cursor at %d,%d", name, call.tool, w.Cols, w.Rows, w.Cursor.Row, w.Cursor.Col)
			}
			if len(w.Lines) > w.Rows || len(w.ChangedRows) > w.Rows {
				t.Errorf("%s, %s: %d lines and %d changed rows on a screen of %d rows", name, call.tool, len(w.Lines), len(w.ChangedRows), w.Rows)
			}
		}
	}
	// A screen with 60,000 pictures beside it: read_screen gives one.
	answer, pictures = base(), 60_000
	res, err := c.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "read_screen", Arguments: map[string]any{"session_id": "box:s1", "format": "png"}}})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(res.Content); n > 2 {
		t.Errorf("read_screen of a far screen with 60,000 pictures: %d contents, want the text and one picture at most", n)
	}
	pictures = 0

	// A list of hundreds of thousands of sessions, or of one whose
	// fields are a megabyte each.
	for name, list := range map[string][]any{
		"many": func() []any {
			out := make([]any, 200_000)
			for i := range out {
				out[i] = map[string]any{"session_id": "s", "state": "running"}
			}
			return out
		}(),
		"wide": {map[string]any{"session_id": "s1", "state": big, "mode": big, "created": big, "last_activity": big, "attached": attached[:1000]}},
		"who":  {map[string]any{"session_id": "s1", "state": "running", "attached": []any{map[string]any{"who": big, "since": big}}}},
		"long": {map[string]any{"session_id": "s1", "state": "running", "name": big, "command": big, "program": big, "opened_by": big, "recording": big}},
	} {
		answer = map[string]any{"sessions": list}
		res, err := c.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "list_sessions"}})
		if err != nil {
			t.Fatalf("list_sessions, %s: %v", name, err)
		}
		if b, _ := json.Marshal(res); len(b) > tools.MaxResultBytes {
			t.Errorf("list_sessions, %s: the result is %d bytes, over MaxResultBytes", name, len(b))
		}
		// The host's listing (agentty ls, the page) is as bounded.
		rows, notes := tools.MachineRows(context.Background(), far)
		if b, _ := json.Marshal(rows); len(b) > tools.MaxResultBytes || len(notes) > 1 {
			t.Errorf("MachineRows, %s: %d rows, %d bytes; notes %.200q", name, len(rows), len(b), notes)
		}
	}
}
