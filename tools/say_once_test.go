package tools_test

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// text calls a tool that must succeed and returns its text and screen.
func (h *harness) text(tool string, args map[string]any) (string, tools.Screen) {
	h.t.Helper()
	res := h.ok(tool, args)
	var v tools.Screen
	h.decode(res, &v)
	return tools.Text(res), v
}

// TestHeaderSaysWhatChanged: the header carries the state always, the
// session in the first result (later calls name it); the program and the
// mode in the first result and where they
// changed; the cursor where it changed and stands anywhere but where
// typing goes; the size where it changed from the one the session was
// opened with; the wait's outcome when it did not simply settle; all of
// it, the alternate screen and the title too, when the whole screen is
// asked for (delta false); the revision only when the caller counts
// revisions (since_revision).
func TestHeaderSaysWhatChanged(t *testing.T) {
	sessiontest.Need(t, "bash", "cat")
	h := newHarness(t, session.Config{})
	// Where the state is inferred (the portable backend) the header says
	// so after it: the rest is the same.
	headOf := func(text string) string { return strings.Replace(headOf(text), " (inferred from quiet)", "", 1) }
	text, v := h.text("open_session", map[string]any{"argv": []string{"bash", "--norc"}, "env": map[string]any{"PS1": "$ "}, "cols": 80, "rows": 10})
	id := v.SessionID
	if head := headOf(text); head != "["+id+"] shell (bash prompt) · waiting_for_input" {
		t.Errorf("the first header: %s", head)
	}
	text, _ = h.text("send_keys", map[string]any{"session_id": id, "keys": "xy"})
	if head := headOf(text); head != "waiting_for_input" {
		t.Errorf("after keys typed where typing goes: want the state alone: %s", head)
	}
	text, _ = h.text("send_keys", map[string]any{"session_id": id, "keys": "<left>"})
	if head := headOf(text); head != "waiting_for_input · cursor 0,3" {
		t.Errorf("after a cursor moved back: want where it is: %s", head)
	}
	h.ok("send_keys", map[string]any{"session_id": id, "keys": "<end><ctrl-u>"})
	text, _ = h.text("resize_session", map[string]any{"session_id": id, "cols": 90, "rows": 10})
	if head := headOf(text); !strings.Contains(head, "90x10") || strings.Contains(head, "cursor") || strings.Contains(head, "shell") {
		t.Errorf("after a resize: want the size and no cursor or mode: %s", head)
	}
	text, _ = h.text("send_text", map[string]any{"session_id": id, "text": "cat", "enter": true})
	if head := headOf(text); !strings.HasPrefix(head, "unknown (cat ") {
		t.Errorf("another program in front: want it and its mode: %s", head)
	}
	text, _ = h.text("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-d>", "delta": false})
	head := headOf(text)
	for _, want := range []string{"[" + id + "]", "bash · shell (bash prompt) · waiting_for_input · settled after", "cursor ", " visible", "90x10"} {
		if !strings.Contains(head, want) {
			t.Errorf("the whole header (delta false) lacks %q: %s", want, head)
		}
	}
	if strings.Contains(head, "rev ") || strings.Contains(head, "kernel") {
		t.Errorf("a header has the revision or the source: %s", head)
	}
	text, _ = h.text("read_screen", map[string]any{"session_id": id, "since_revision": 0})
	if head = headOf(text); !strings.Contains(head, "rev ") {
		t.Errorf("since_revision: want the revision: %s", head)
	}
	if len(head) > 90 {
		t.Errorf("the header is %d characters: %s", len(head), head)
	}
}

// TestSayEachThingOnce: a prompt's line comes when the prompt appears or
// changes, an unchanged one in a few words; rows that became blank are
// one line of a delta; close_session sends only what the agent has not
// seen; a read after run_command, whose result showed the output in place
// of the rows, shows the rows; a box's blank margin and blank inside are
// said once.
func TestSayEachThingOnce(t *testing.T) {
	sessiontest.Need(t, "bash", "whiptail")
	h := newHarness(t, session.Config{})

	text, v := h.text("open_session", map[string]any{"command": "whiptail --menu 'Pick a fruit' 20 60 5 a Apple b Banana c Cherry", "cols": 120, "rows": 30})
	box := v.SessionID
	if !strings.Contains(text, `(prompt: select; "Apple" (highlighted)`) || !strings.Contains(text, "answer_prompt {") {
		t.Errorf("a prompt that appears: its line in full:\n%s", text)
	}
	if !strings.Contains(text, "(the rows below start at column 30: every row is blank left of it)") ||
		!strings.Contains(text, "more rows the same") || strings.Contains(text, "\n"+strings.Repeat(" ", 30)) {
		t.Errorf("the box's margin and blank inside on every row:\n%s", text)
	}
	text, _ = h.text("send_keys", map[string]any{"session_id": box, "keys": "<down>"})
	if !strings.Contains(text, `"Banana" (highlighted)`) {
		t.Errorf("a prompt that changed: its line in full:\n%s", text)
	}
	text, _ = h.text("read_screen", map[string]any{"session_id": box, "since_revision": 0})
	if !strings.Contains(text, "(the same select prompt)") || strings.Contains(text, "answer_prompt {") {
		t.Errorf("a prompt unchanged: named in a few words:\n%s", text)
	}

	sh := h.open(map[string]any{"argv": []string{"bash", "--norc"}, "env": map[string]any{"PS1": "$ "}, "cols": 80, "rows": 24}).SessionID
	h.ok("send_text", map[string]any{"session_id": sh, "text": "seq 1 15", "enter": true})
	text, _ = h.text("send_text", map[string]any{"session_id": sh, "text": "clear", "enter": true, "delta": true})
	if !strings.Contains(text, "--- rows 1-16 blank now ---") || strings.Count(text, "blank now") != 1 || strings.Count(text, "\n") != 2 {
		t.Errorf("rows that became blank: one line:\n%s", text)
	}
	text, _ = h.text("close_session", map[string]any{"session_id": sh})
	if strings.Contains(text, "seq") || strings.Count(text, "\n") > 3 {
		t.Errorf("close_session sent rows the agent had seen:\n%s", text)
	}

	run := h.open(map[string]any{"cols": 80, "rows": 12}).SessionID
	res := h.ok("run_command", map[string]any{"session_id": run, "command": "echo the-output"})
	if !strings.Contains(tools.Text(res), "the-output") {
		t.Fatalf("run_command: %s", tools.Text(res))
	}
	if _, v = h.text("read_screen", map[string]any{"session_id": run}); !v.Changed || !strings.Contains(screenText(v), "the-output") {
		t.Errorf("the read after run_command came without the rows: %+v", v)
	}
	if text, _ = h.text("read_screen", map[string]any{"session_id": run}); !strings.Contains(headOf(text), "(unchanged)") || strings.Contains(text, "\n") {
		t.Errorf("the read after that is the header alone:\n%s", text)
	}
}

// TestNameForID: a session's name is taken wherever its id is.
func TestNameForID(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"name": "build", "cols": 80, "rows": 10})
	if w := h.screen("send_text", map[string]any{"session_id": "build", "text": "echo by-name", "enter": true}); w.SessionID != v.SessionID || !hasLine(w, "by-name") {
		t.Fatalf("send_text to the name: %s", tools.Render(w))
	}
	if w := h.screen("read_screen", map[string]any{"session_id": "build", "since_revision": 0}); w.SessionID != v.SessionID {
		t.Errorf("read_screen of the name: %s", tools.Header(w))
	}
	h.ok("close_session", map[string]any{"session_id": "build"})
	if msg := h.refused("read_screen", map[string]any{"session_id": "build"}); !strings.Contains(msg, "build") {
		t.Errorf("a closed name: %s", msg)
	}
	if _, err := h.m.Get(v.SessionID); err == nil {
		t.Errorf("the session is still open after close_session by name")
	}
}

// headOf is a text's header, its first line.
func headOf(s string) string { line, _, _ := strings.Cut(s, "\n"); return line }
