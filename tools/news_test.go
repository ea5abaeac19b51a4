package tools_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// shell opens bash without rc files, prompt "$ ", for the tests of what a
// result carries.
func (h *harness) shell(cols, rows int) string {
	h.t.Helper()
	return h.open(map[string]any{"argv": []string{"bash", "--norc"}, "env": map[string]any{"PS1": "$ "}, "cols": cols, "rows": rows}).SessionID
}

// TestNewsNotTheScreen: once a result showed the screen, the tools that
// act answer with what changed (a command's new lines), the whole screen
// when most of it changed, and the whole screen and header when asked
// (delta false, on any tool); read_screen gives the screen whole, an
// unchanged one as its header alone unless asked.
func TestNewsNotTheScreen(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	h := newHarness(t, session.Config{})
	id := h.shell(80, 24)

	res := h.ok("send_text", map[string]any{"session_id": id, "text": "seq 101 105", "enter": true})
	var v tools.Screen
	h.wire(res, &v)
	text := tools.Text(res)
	if v.Form != tools.Delta || v.Lines != nil || len(v.ChangedRows) != 7 || v.ChangedRows[1].Text != "101" || v.ChangedRows[6].Text != "$" {
		t.Errorf("a command's output: want its new rows as a delta, got form %s, rows %+v\n%s", v.Form, v.ChangedRows, text)
	}
	if strings.Count(text, "$ ") != 1 || !strings.Contains(text, "\n101\n") || !strings.Contains(text, "\n105\n$") {
		t.Errorf("the text of a command's output: want the command, its lines and the prompt once:\n%s", text)
	}

	// Most of the screen changed: the whole of it.
	res = h.ok("send_text", map[string]any{"session_id": id, "text": "clear; seq 1 20", "enter": true})
	v = tools.Screen{}
	h.wire(res, &v)
	if v.Form != tools.Full || len(v.Lines) != 21 || v.Lines[0] != "1" {
		t.Errorf("most rows changed: want the whole screen, got form %s, %d lines\n%s", v.Form, len(v.Lines), tools.Text(res))
	}

	// delta false: the whole screen and header, on an input tool too.
	res = h.ok("send_text", map[string]any{"session_id": id, "text": "echo asked", "enter": true, "delta": false})
	v = tools.Screen{}
	h.wire(res, &v)
	if head := headOf(tools.Text(res)); v.Form != tools.Full || !hasLine(v, "1") || !hasLine(v, "asked") ||
		!strings.Contains(head, "bash · shell (bash prompt) · waiting_for_input · settled after") || !strings.Contains(head, "80x24") {
		t.Errorf("delta false: want the whole screen and header, got form %s:\n%s", v.Form, tools.Text(res))
	}

	// read_screen: nothing changed, the header alone; asked, all of it.
	if text := tools.Text(h.ok("read_screen", map[string]any{"session_id": id})); strings.Contains(text, "\n") || !strings.Contains(text, "(unchanged)") {
		t.Errorf("read_screen of an unchanged screen:\n%s", text)
	}
	res = h.ok("read_screen", map[string]any{"session_id": id, "delta": false})
	v = tools.Screen{}
	h.wire(res, &v)
	if v.Changed || !hasLine(v, "asked") || !hasLine(v, "20") || !strings.Contains(headOf(tools.Text(res)), "(unchanged)") {
		t.Errorf("read_screen asked for the whole screen, unchanged:\n%s", tools.Text(res))
	}
}

// TestBackOnTheMainScreen: a program that had the alternate screen (less)
// quits; the result is reckoned from the main screen the agent saw before
// it, so the rows it had are not sent again.
func TestBackOnTheMainScreen(t *testing.T) {
	sessiontest.Need(t, "bash", "less", "seq")
	h := newHarness(t, session.Config{})
	id := h.shell(80, 24)
	dir := t.TempDir()
	sessiontest.WriteFile(t, filepath.Join(dir, "f.txt"), strings.Repeat("paged line\n", 100))
	h.ok("send_text", map[string]any{"session_id": id, "text": "seq 1 10; cd " + dir, "enter": true})
	v := h.screen("send_text", map[string]any{"session_id": id, "text": "less f.txt", "enter": true})
	if !v.AltScreen || !hasLine(v, "paged line") {
		t.Fatalf("less did not take the alternate screen:\n%s", screenText(v))
	}
	res := h.ok("send_keys", map[string]any{"session_id": id, "keys": "q"})
	var w tools.Screen
	h.decode(res, &w) // the lines made from the delta, as a client makes them
	text := tools.Text(res)
	if w.Form != tools.Delta || w.BaseRevision == 0 || !strings.Contains(text, "(back on the main screen: what changed since it was last shown)") ||
		strings.Contains(text, "\n5\n") || !strings.Contains(text, "$ less f.txt") {
		t.Errorf("back on the main screen: want what changed since it was shown (base %d):\n%s", w.BaseRevision, text)
	}
	// The harness, a client holding the screens it was shown, has the
	// screen now from that delta.
	whole := h.screen("read_screen", map[string]any{"session_id": id, "delta": false})
	if !slices.Equal(w.Lines, whole.Lines) {
		t.Errorf("the delta applied to the main screen shown before gives\n%q\nthe screen is\n%q", w.Lines, whole.Lines)
	}
}

// TestPartOfTheScreen: grep, tail and row_range give only those rows of the
// screen now, numbered, on open_session and the input tools as on
// read_screen; no row is said so; a bad pattern or range is refused with
// what to give.
func TestPartOfTheScreen(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	h := newHarness(t, session.Config{})
	res := h.ok("open_session", map[string]any{"command": "seq 1 30; read -r _", "cols": 40, "rows": 40, "grep": "^2"})
	var v tools.Screen
	h.wire(res, &v)
	h.t.Cleanup(func() { _, _ = h.m.CloseSession(v.SessionID, true) })
	id := v.SessionID
	want := []tools.Row{{Row: 1, Text: "2"}}
	for i := 20; i <= 29; i++ {
		want = append(want, tools.Row{Row: i - 1, Text: strconv.Itoa(i)})
	}
	if v.Form != tools.Part || !slices.Equal(v.Part, want) || v.Lines != nil {
		t.Errorf("open_session with grep: form %s, part %+v", v.Form, v.Part)
	}
	if text := tools.Text(res); !strings.Contains(text, "\n1: 2\n19: 20\n") || strings.Contains(text, "\n3\n") {
		t.Errorf("the text of rows matching: each with its number:\n%s", text)
	}
	for _, tt := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"tail": 3}, "27: 28\n28: 29\n29: 30"},
		{map[string]any{"row_range": []int{0, 2}}, "0: 1\n1: 2\n2: 3"},
		{map[string]any{"row_range": []int{0, 9}, "grep": "5"}, "4: 5"},
		{map[string]any{"row_range": []int{20, 29}, "grep": "^2", "tail": 2}, "27: 28\n28: 29"},
		{map[string]any{"grep": "zzz"}, `(no row matches)`},
	} {
		args := map[string]any{"session_id": id}
		for k, a := range tt.args {
			args[k] = a
		}
		text := tools.Text(h.ok("read_screen", args))
		if _, rows, _ := strings.Cut(text, "\n"); rows != tt.want {
			t.Errorf("read_screen %v: got\n%s\nwant the rows\n%s", tt.args, text, tt.want)
		}
	}
	// On an input tool: the rows of the screen after the input.
	text := tools.Text(h.ok("send_keys", map[string]any{"session_id": id, "keys": "x", "tail": 1}))
	if _, rows, _ := strings.Cut(text, "\n"); rows != "30: x" {
		t.Errorf("send_keys with tail: %s", text)
	}
	for _, bad := range []map[string]any{{"grep": "("}, {"tail": -1}, {"row_range": []int{3}}, {"row_range": []int{5, 2}}} {
		bad["session_id"] = id
		if msg := h.refused("read_screen", bad); !strings.Contains(msg, "grep") && !strings.Contains(msg, "tail") && !strings.Contains(msg, "row_range") {
			t.Errorf("%v: the refusal names no argument: %s", bad, msg)
		}
	}
}

// TestPartOnEveryTool: resize_session, send_signal, close_session and
// run_command take grep, tail and row_range as the input tools do:
// run_command narrows the screen's rows where they come (a program on the
// alternate screen), not its output.
func TestPartOnEveryTool(t *testing.T) {
	sessiontest.Need(t, "bash", "less", "seq")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	var b strings.Builder
	for i := 1; i <= 100; i++ {
		fmt.Fprintf(&b, "entry %03d\n", i)
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "list.txt"), b.String())
	id := h.open(map[string]any{"cwd": dir, "cols": 60, "rows": 12}).SessionID
	part := func(tool string, args map[string]any) tools.Screen {
		t.Helper()
		args["session_id"] = id
		res := h.ok(tool, args)
		var v tools.Screen
		h.wire(res, &v)
		if v.Form != tools.Part || v.Lines != nil || v.ChangedRows != nil {
			t.Errorf("%s %v: form %s, %d lines, %d changed rows; want only the part:\n%s", tool, args, v.Form, len(v.Lines), len(v.ChangedRows), tools.Text(res))
		}
		return v
	}
	var r tools.RunResult
	res := h.ok("run_command", map[string]any{"session_id": id, "command": "less list.txt", "grep": "entry 00[3-4]", "timeout_ms": 5000})
	h.decode(res, &r)
	if r.Finished || r.Form != tools.Part || !slices.Equal(r.Part, []tools.Row{{Row: 2, Text: "entry 003"}, {Row: 3, Text: "entry 004"}}) ||
		!strings.Contains(tools.Text(res), "\n2: entry 003\n3: entry 004") {
		t.Errorf("run_command with grep, less on the alternate screen: form %s, part %+v\n%s", r.Form, r.Part, tools.Text(res))
	}
	if v := part("resize_session", map[string]any{"cols": 60, "rows": 8, "tail": 1}); len(v.Part) != 1 || v.Part[0].Row != 7 {
		t.Errorf("resize_session with tail 1: %+v", v.Part)
	}
	if v := part("send_signal", map[string]any{"signal": "WINCH", "row_range": []int{0, 1}}); !slices.Equal(v.Part, []tools.Row{{Row: 0, Text: "entry 001"}, {Row: 1, Text: "entry 002"}}) {
		t.Errorf("send_signal with row_range: %+v", v.Part)
	}
	h.ok("send_keys", map[string]any{"session_id": id, "keys": "q"})
	if v := part("close_session", map[string]any{"grep": "# less"}); len(v.Part) != 1 || !strings.Contains(v.Part[0].Text, "# less list") {
		t.Errorf("close_session with grep: %+v", v.Part)
	}
}

// TestEndedSessionClosesItself: a result after the program ended carries
// its final screen (here as news: the lines it printed last), and with
// it the session closed by itself: it is listed no more, read_screen
// still gives the final screen (whole when asked), close_session says
// there was nothing left to close, wait_for is matched by what the final
// screen holds, an input tool is refused as on an exited session, and
// the recording is kept. A session a person watches stays until they
// leave; one whose rows a result left out (run_command's output) closes
// once a read showed them.
func TestEndedSessionClosesItself(t *testing.T) {
	sessiontest.Need(t, "python3", "bash")
	ownHome(t, "")
	rec := t.TempDir()
	h := newHarness(t, session.Config{RecordDir: rec})
	id := h.open(map[string]any{"argv": []string{"python3", "-q"}, "cols": 80, "rows": 24, "record": true}).SessionID
	h.ok("send_text", map[string]any{"session_id": id, "text": "x = 6 * 7", "enter": true})
	res := h.ok("send_text", map[string]any{"session_id": id, "text": "import sys; print('last words', x); sys.exit(4)", "enter": true})
	var v tools.Screen
	h.wire(res, &v)
	text := tools.Text(res)
	if v.State != session.Exited || v.ExitCode == nil || *v.ExitCode != 4 || !v.Closed || !strings.Contains(headOf(text), "· closed") ||
		!strings.Contains(text, "last words 42") {
		t.Fatalf("the result after the exit: want the final lines and closed:\n%s", text)
	}
	if _, err := h.m.Get(id); err == nil {
		t.Error("the session is still open")
	}
	for _, row := range h.list() {
		if row.SessionID == id {
			t.Errorf("list_sessions lists the closed session: %+v", row)
		}
	}
	// read_screen of the ended program's screen, which the agent was shown:
	// the final screen whole all the same (issue 45: the last screen within
	// reach without knowing to ask for a form); its news alone with delta
	// true.
	if text := tools.Text(h.ok("read_screen", map[string]any{"session_id": id})); !strings.Contains(text, "last words 42") || !strings.Contains(headOf(text), "exited") {
		t.Errorf("read_screen of the closed session:\n%s", text)
	}
	if text := tools.Text(h.ok("read_screen", map[string]any{"session_id": id, "delta": true})); !strings.Contains(text, "(unchanged)") || strings.Contains(text, "\n") {
		t.Errorf("read_screen of the closed session, delta true:\n%s", text)
	}
	if w := h.screen("read_screen", map[string]any{"session_id": id, "delta": false}); !hasLine(w, "last words 42") || !w.Closed || w.State != session.Exited {
		t.Errorf("read_screen of the closed session, whole: %s\n%s", tools.Header(w), screenText(w))
	}
	res = h.ok("close_session", map[string]any{"session_id": id})
	if text := tools.Text(res); !strings.Contains(text, "nothing was left to close") {
		t.Errorf("close_session of the closed session:\n%s", text)
	}
	if w := h.screen("wait_for", map[string]any{"session_id": id, "state": "exited"}); w.Wait == nil || w.Wait.Outcome != session.Matched {
		t.Errorf("wait_for exited on the closed session: %s", tools.Header(w))
	}
	for _, call := range []struct {
		tool string
		args map[string]any
	}{
		{"wait_for", map[string]any{"session_id": id, "text": "never printed"}},
		{"send_keys", map[string]any{"session_id": id, "keys": "x"}},
	} {
		if msg := h.refused(call.tool, call.args); !strings.Contains(msg, "has exited (code 4)") || !strings.Contains(msg, "open a new session") {
			t.Errorf("%s on the closed session: %s", call.tool, msg)
		}
	}
	casts, _ := filepath.Glob(filepath.Join(rec, "*.cast"))
	if len(casts) != 1 {
		t.Errorf("recordings %v, want the one kept", casts)
	} else if b, err := os.ReadFile(casts[0]); err != nil || !strings.Contains(string(b), "last words") {
		t.Errorf("the recording lacks the last words: %v", err)
	}

	// A person watching: the session stays until they leave, and closes
	// with the next result after.
	watched := h.open(map[string]any{"command": "read -r x; echo got $x", "cols": 80, "rows": 24}).SessionID
	s, err := h.m.Get(watched)
	if err != nil {
		t.Fatal(err)
	}
	p, err := s.Attach("terminal", false, true)
	if err != nil {
		t.Fatal(err)
	}
	if w := h.screen("send_text", map[string]any{"session_id": watched, "text": "it", "enter": true}); w.State != session.Exited || w.Closed {
		t.Errorf("a watched session whose program ended: %s", tools.Header(w))
	}
	if _, err := h.m.Get(watched); err != nil {
		t.Errorf("the watched session closed under its watcher: %v", err)
	}
	p.Detach()
	if w := h.screen("read_screen", map[string]any{"session_id": watched}); !w.Closed {
		t.Errorf("the session after its watcher left: %s", tools.Header(w))
	}

	// run_command shows the output, not the rows: the session stays
	// until a read shows them.
	sh := h.open(map[string]any{"cols": 80, "rows": 24}).SessionID
	r := h.run(map[string]any{"session_id": sh, "command": "echo going; exit 3"})
	if !r.Finished || r.Closed {
		t.Fatalf("run_command that ends the shell: finished %v closed %v", r.Finished, r.Closed)
	}
	if w := h.screen("read_screen", map[string]any{"session_id": sh}); !w.Closed || !hasLine(w, "going") {
		t.Errorf("the read after run_command: %s\n%s", tools.Header(w), screenText(w))
	}
}
