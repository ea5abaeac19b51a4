package tools_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// list_sessions gives a page, newest first: 20 rows unless limit says
// otherwise, the count of all that match, and a cursor to the next page
// that the text names too; match (a part of a name, program, state or
// opener, any case) filters the rows, each from what the session shows
// (its state from the kernel).
func TestListSessionsPagesAndFilters(t *testing.T) {
	sessiontest.Need(t, "cat", "sleep")
	h := newHarness(t, session.Config{MaxSessions: 40})
	var ids []string
	for i := range 22 {
		ids = append(ids, h.open(map[string]any{"argv": []string{"cat"}, "name": fmt.Sprintf("cat-%d", i), "cols": 40, "rows": 5}).SessionID)
	}
	for i := range 3 {
		ids = append(ids, h.open(map[string]any{"argv": []string{"sleep", "1000"}, "name": fmt.Sprintf("nap-%d", i), "cols": 40, "rows": 5, "timeout_ms": 100}).SessionID)
	}
	slices.Reverse(ids) // newest first
	list := func(args map[string]any) (tools.List, string) {
		t.Helper()
		res := h.ok("list_sessions", args)
		var l tools.List
		h.decode(res, &l)
		return l, tools.Text(res)
	}
	rowIDs := func(l tools.List) []string {
		var out []string
		for _, r := range l.Sessions {
			out = append(out, r.SessionID)
		}
		return out
	}

	first, text := list(nil)
	if !slices.Equal(rowIDs(first), ids[:20]) || first.Matched != 25 || first.NextCursor != ids[19] {
		t.Fatalf("the first page: rows %v, matched %d, next %q; want %v, 25, %q", rowIDs(first), first.Matched, first.NextCursor, ids[:20], ids[19])
	}
	lines := strings.Split(text, "\n")
	if len(lines) != 21 || !strings.Contains(lines[0], "25 sessions") || !strings.Contains(lines[0], "5 more") || !strings.Contains(lines[0], `cursor "`+ids[19]+`"`) {
		t.Fatalf("the first page's text (%d lines):\n%s", len(lines), text)
	}
	second, _ := list(map[string]any{"cursor": first.NextCursor})
	if !slices.Equal(rowIDs(second), ids[20:]) || second.NextCursor != "" {
		t.Fatalf("the second page: rows %v, next %q; want %v and no cursor", rowIDs(second), second.NextCursor, ids[20:])
	}
	small, _ := list(map[string]any{"limit": 2})
	if !slices.Equal(rowIDs(small), ids[:2]) || small.NextCursor != ids[1] {
		t.Fatalf("limit 2: rows %v, next %q", rowIDs(small), small.NextCursor)
	}

	byName, _ := list(map[string]any{"match": "NAP"})
	if !slices.Equal(rowIDs(byName), ids[:3]) || byName.Matched != 3 {
		t.Errorf("match NAP (names): %v (matched %d), want %v", rowIDs(byName), byName.Matched, ids[:3])
	}
	byProgram, _ := list(map[string]any{"match": "slee", "limit": 2})
	if !slices.Equal(rowIDs(byProgram), ids[:2]) || byProgram.Matched != 3 || byProgram.NextCursor != ids[1] {
		t.Errorf("match slee (the program), limit 2: %v (matched %d, next %q)", rowIDs(byProgram), byProgram.Matched, byProgram.NextCursor)
	}
	byOpener, _ := list(map[string]any{"match": "test"}) // the harness's client
	if byOpener.Matched != 25 {
		t.Errorf("match test (who opened them): matched %d, want 25", byOpener.Matched)
	}
	// cat waits for input, sleep runs: by the kernel, whatever the names.
	var waiting tools.List
	sessiontest.Eventually(t, 10*time.Second, "22 cats waiting for input", func() bool {
		waiting, _ = list(map[string]any{"match": "waiting_for_input", "limit": 100})
		return waiting.Matched == 22
	})
	for _, r := range waiting.Sessions {
		if r.Program != "cat" || r.State != session.WaitingForInput {
			t.Errorf("state waiting_for_input lists %+v", r)
		}
	}
	running, text := list(map[string]any{"match": "RUNNING"})
	if running.Matched != 3 || !slices.Equal(rowIDs(running), ids[:3]) || !strings.HasPrefix(text, `3 sessions match "running" (25 open here)`) {
		t.Errorf("state running: %v (matched %d):\n%s", rowIDs(running), running.Matched, text)
	}
	none, text := list(map[string]any{"match": "nobody such"})
	if none.Matched != 0 || len(none.Sessions) != 0 || !strings.HasPrefix(text, `0 sessions match "nobody such"`) {
		t.Errorf("match nobody: %+v\n%s", none, text)
	}
	if msg := h.refused("list_sessions", map[string]any{"cursor": "box:s1"}); !strings.Contains(msg, "without cursor") {
		t.Errorf("a cursor naming nothing listed: %q", msg)
	}
	// A closed session's id still places the next page.
	h.ok("close_session", map[string]any{"session_id": ids[19], "force": true})
	after, _ := list(map[string]any{"cursor": ids[19]})
	if !slices.Equal(rowIDs(after), ids[20:]) {
		t.Errorf("after a closed cursor: %v, want %v", rowIDs(after), ids[20:])
	}
}
