package tools_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// model is what a client holding delta results knows of the screen: it
// moves its rows up by scrolled, moves the block of rows moved, and sets
// the changed rows.
type model struct {
	rows    []string
	history []string
}

func (m *model) apply(t *testing.T, v tools.Screen) {
	t.Helper()
	if v.Form != tools.Delta || v.Lines != nil {
		t.Fatalf("not a delta: form %q, %d lines", v.Form, len(v.Lines))
	}
	if !v.Changed {
		if v.ChangedRows != nil || v.NewHistory != nil || v.Scrolled != 0 {
			t.Fatalf("an unchanged screen carries rows: %+v", v)
		}
		return
	}
	k := int(v.Scrolled)
	moved := min(k, len(m.rows))
	m.history = append(m.history, m.rows[:moved]...)
	m.history = append(m.history, v.NewHistory...)
	rows := make([]string, v.Rows)
	for i := range rows {
		if i+k < len(m.rows) {
			rows[i] = m.rows[i+k]
		}
	}
	if mv := v.Moved; mv != nil {
		by := mv.Up - mv.Down
		if mv.Top < 0 || mv.Bottom >= len(rows) || mv.Top > mv.Bottom || (mv.Up > 0) == (mv.Down > 0) {
			t.Fatalf("a move out of the screen's rows: %+v", *mv)
		}
		was := slices.Clone(rows)
		for i := mv.Top; i <= mv.Bottom; i++ {
			rows[i] = ""
			if j := i + by; j >= mv.Top && j <= mv.Bottom {
				rows[i] = was[j]
			}
		}
	}
	for _, r := range v.ChangedRows {
		rows[r.Row] = r.Text
	}
	m.rows = rows
}

// lines is the model's screen as a full result has it: trailing empty rows
// dropped.
func (m *model) lines() []string {
	l := m.rows
	for len(l) > 0 && l[len(l)-1] == "" {
		l = l[:len(l)-1]
	}
	return l
}

// tally counts what a task cost: calls, and the characters of the text
// content and of the structured content returned.
type tally struct {
	calls, text, structured int
}

func (c *tally) add(t testing.TB, res *mcp.CallToolResult) {
	t.Helper()
	c.calls++
	c.text += utf8.RuneCountInString(tools.Text(res))
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	c.structured += utf8.RuneCount(b)
}

func (c tally) String() string {
	return fmt.Sprintf("%d calls, %d characters of text, %d of structured content", c.calls, c.text, c.structured)
}

// deltaTexts is every line a delta result carries: the new history, then
// the changed rows.
func deltaTexts(v tools.Screen) []string {
	out := slices.Clone(v.NewHistory)
	for _, r := range v.ChangedRows {
		out = append(out, r.Text)
	}
	return out
}

// TestDeltaPdb steps through a script in pdb with delta results: each
// reply holds just what the step printed (the command's echo, pdb's two
// lines and the next prompt), also once the screen scrolls, and a client
// applying the deltas has the screen a full read shows. The same task in
// full results is counted beside it.
func TestDeltaPdb(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	var src []string
	for i := range 30 {
		src = append(src, fmt.Sprintf("v%d = %d * 7", i, i))
	}
	script := filepath.Join(dir, "steps.py")
	if err := os.WriteFile(script, []byte(strings.Join(src, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	open := map[string]any{"argv": []string{"python3", "-m", "pdb", script}, "cwd": dir}
	steps := 24

	// Full results: the baseline.
	var full tally
	res := h.ok("open_session", open)
	full.add(t, res)
	var v tools.Screen
	h.wire(res, &v)
	h.t.Cleanup(func() { _, _ = h.m.CloseSession(v.SessionID, true) })
	for range steps {
		res = h.ok("send_text", map[string]any{"session_id": v.SessionID, "text": "n", "enter": true, "delta": false})
		full.add(t, res)
	}

	// Delta results.
	var delta tally
	res = h.ok("open_session", open)
	delta.add(t, res)
	h.wire(res, &v)
	id := v.SessionID
	h.t.Cleanup(func() { _, _ = h.m.CloseSession(id, true) })
	if !hasLine(v, "(Pdb)") {
		t.Fatalf("pdb did not start:\n%s", screenText(v))
	}
	m := &model{rows: make([]string, v.Rows)}
	copy(m.rows, v.Lines)
	scrolled := 0
	for i := range steps {
		res = h.ok("send_text", map[string]any{"session_id": id, "text": "n", "enter": true, "delta": true})
		delta.add(t, res)
		v = tools.Screen{}
		h.wire(res, &v)
		// The step ran line i+1 (pdb starts at line 1): the reply is the
		// echo of n, where pdb stopped, the line it shows, the prompt.
		want := []string{"(Pdb) n", fmt.Sprintf("> %s(%d)<module>()", script, i+2), "-> " + src[i+1], "(Pdb)"}
		if got := deltaTexts(v); !slices.Equal(got, want) {
			t.Fatalf("step %d: the delta holds\n%q\nwant just the new lines\n%q\n%s", i, got, want, tools.Text(res))
		}
		if !strings.Contains(tools.Text(res), "-> "+src[i+1]) || strings.Contains(tools.Text(res), "-> "+src[i]+"\n") {
			t.Fatalf("step %d: text rendering:\n%s", i, tools.Text(res))
		}
		if i == steps-1 {
			t.Logf("the last delta reply:\n%s", tools.Text(res))
		}
		scrolled += int(v.Scrolled)
		m.apply(t, v)
		whole := h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
		if got := m.lines(); !slices.Equal(got, whole.Lines) {
			t.Fatalf("step %d: the deltas applied give\n%q\nthe screen is\n%q", i, got, whole.Lines)
		}
	}
	if scrolled == 0 {
		t.Fatal("the screen never scrolled: the test needs it to")
	}
	// Nothing changed since: the header alone, unless the whole screen
	// is asked for (delta false), which comes whole and says it is
	// unchanged.
	for _, args := range []map[string]any{{"session_id": id}, {"session_id": id, "delta": true}} {
		res = h.ok("read_screen", args)
		v = tools.Screen{}
		h.wire(res, &v)
		if v.Changed || v.Lines != nil || v.ChangedRows != nil || strings.Contains(tools.Text(res), "\n") {
			t.Fatalf("unchanged screen, %v:\n%s", args, tools.Text(res))
		}
	}
	res = h.ok("read_screen", map[string]any{"session_id": id, "delta": false})
	v = tools.Screen{}
	h.wire(res, &v)
	if v.Changed || !slices.Equal(v.Lines, m.lines()) || !strings.Contains(headOf(tools.Text(res)), "(unchanged)") {
		t.Fatalf("unchanged screen asked for whole:\n%s", tools.Text(res))
	}
	t.Logf("pdb task, full results: %s", full)
	t.Logf("pdb task, delta results: %s", delta)
	if delta.text*2 > full.text {
		t.Errorf("delta results (%d characters) are not under half of full ones (%d)", delta.text, full.text)
	}
}

// TestUnchangedIsHeaderAlone: a screen the session returned already comes
// back as its header alone, from read_screen asking for its news and from
// close_session of an exited session; a plain read_screen of an ended
// program's screen and since_revision 0 get it whole.
func TestUnchangedIsHeaderAlone(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": "echo bye; exit 3"})
	v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "exited"})
	id := v.SessionID
	res := h.ok("read_screen", map[string]any{"session_id": id, "delta": true})
	if strings.Contains(tools.Text(res), "bye") || strings.Contains(tools.Text(res), "\n") || !strings.Contains(tools.Text(res), "(unchanged)") {
		t.Fatalf("read_screen with delta true of a screen already returned:\n%s", tools.Text(res))
	}
	// The final screen stays within reach without knowing to ask for a
	// form (issue 45): read_screen shows an ended program's screen whole.
	if text := tools.Text(h.ok("read_screen", map[string]any{"session_id": id})); !strings.Contains(text, "bye") || !strings.Contains(headOf(text), "exited") {
		t.Fatalf("read_screen of an ended program's screen already returned:\n%s", text)
	}
	if v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0}); !hasLine(v, "bye") {
		t.Fatalf("since_revision 0:\n%s", screenText(v))
	}
	res = h.ok("close_session", map[string]any{"session_id": id})
	v = tools.Screen{}
	h.wire(res, &v)
	if v.Changed || v.Lines != nil || strings.Contains(tools.Text(res), "bye") || v.ExitCode == nil || *v.ExitCode != 3 {
		t.Fatalf("close_session of an exited session:\n%s", tools.Text(res))
	}
}

// regionScroller keeps a header and a footer and scrolls the rows between
// them (a scroll region, DECSTBM rows 3 to 20), on the alternate screen or
// (with the argument main) the primary one: a digit typed adds that many
// items at the region's foot, moving it up; a letter a to i that many at
// its head (reverse index at the top margin), moving it down.
const regionScroller = `import sys, tty
tty.setcbreak(sys.stdin.fileno())
w = sys.stdout.write
if sys.argv[1:] != ["main"]:
    w("\x1b[?1049h")
w("\x1b[H\x1b[2Jheader\x1b[24;1Hfooter\x1b[3;20r")
lo, hi = 1, 18
for i in range(18):
    w("\x1b[%d;1Hitem %03d" % (3 + i, 1 + i))
w("\x1b[20;1H")
sys.stdout.flush()
while True:
    c = sys.stdin.read(1)
    if c.isdigit():
        for _ in range(int(c)):
            hi += 1
            w("\x1b[20;1H\nitem %03d" % hi)
    elif "a" <= c <= "i":
        for _ in range(ord(c) - ord("a") + 1):
            lo -= 1
            w("\x1b[3;1H\x1bMitem %03d" % lo)
    sys.stdout.flush()
`

// TestDeltaMoves: a screen moved up or down by a few rows comes as a delta
// that says so and carries the new rows only: less scrolling 3 lines down
// and up its file (the alternate screen; the prompt row stays), and a scroll
// region on the primary screen (the rows outside it stay). A client
// applying the deltas has the screen a full read shows.
func TestDeltaMoves(t *testing.T) {
	sessiontest.Need(t, "less", "python3")
	dir := t.TempDir()
	var b strings.Builder
	for i := 1; i <= 300; i++ {
		fmt.Fprintf(&b, "line %03d\n", i)
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "long.txt"), b.String())
	sessiontest.WriteFile(t, filepath.Join(dir, "region.py"), regionScroller)
	rows := func(from, to int, format string, first int) []tools.Row {
		var out []tools.Row
		for r := from; r <= to; r++ {
			out = append(out, tools.Row{Row: r, Text: fmt.Sprintf(format, first+r-from)})
		}
		return out
	}
	for _, c := range []struct {
		name  string
		argv  []string
		ready string // shown once the program has drawn its screen
		first string // keys sent before the delta measured
		keys  string
		moved tools.Move
		rows  []tools.Row
	}{
		{"less 3j", []string{"less", "long.txt"}, "line 023", "g", "3j",
			tools.Move{Top: 0, Bottom: 22, Up: 3}, rows(20, 22, "line %03d", 24)},
		{"less 3k", []string{"less", "long.txt"}, "line 023", "100j", "3k",
			tools.Move{Top: 0, Bottom: 22, Down: 3}, rows(0, 2, "line %03d", 98)},
		{"a scroll region", []string{"python3", "region.py"}, "item 018", "", "3",
			tools.Move{Top: 2, Bottom: 19, Up: 3}, rows(17, 19, "item %03d", 19)},
		{"a scroll region moved down, primary screen", []string{"python3", "region.py", "main"}, "item 018", "", "b",
			tools.Move{Top: 2, Bottom: 19, Down: 2}, []tools.Row{{Row: 2, Text: "item -01"}, {Row: 3, Text: "item 000"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, session.Config{})
			v := h.open(map[string]any{"argv": c.argv, "cwd": dir, "cols": 80, "rows": 24, "env": map[string]string{"LESS": ""}, "expect": c.ready})
			id := v.SessionID
			if c.first != "" {
				h.screen("send_keys", map[string]any{"session_id": id, "keys": c.first})
			}
			before := h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
			m := &model{rows: make([]string, before.Rows)}
			copy(m.rows, before.Lines)
			res := h.ok("send_keys", map[string]any{"session_id": id, "keys": c.keys, "delta": true})
			v = tools.Screen{}
			h.wire(res, &v)
			t.Logf("%s: %d characters of text\n%s", c.name, utf8.RuneCountInString(tools.Text(res)), tools.Text(res))
			if v.Moved == nil || *v.Moved != c.moved {
				t.Errorf("moved %s, want %s", quote(v.Moved), quote(c.moved))
			}
			if !slices.Equal(v.ChangedRows, c.rows) || v.Scrolled != 0 || v.NewHistory != nil {
				t.Errorf("the delta carries scrolled %d, new history %q, rows %s; want the new rows only, %s", v.Scrolled, v.NewHistory, quote(v.ChangedRows), quote(c.rows))
			}
			m.apply(t, v)
			whole := h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
			if got := m.lines(); !slices.Equal(got, whole.Lines) {
				t.Fatalf("the delta applied gives\n%q\nthe screen is\n%q", got, whole.Lines)
			}
		})
	}
}

// TestEchoWrittenAsMark: the text send_text typed comes back in the
// delta's text as the mark where the screen shows it as sent, wrapped
// over two rows too, while the program's own output of the same words
// and the structured rows stay whole.
func TestEchoWrittenAsMark(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"argv": []string{"bash", "--norc", "--noprofile"}, "env": map[string]string{"PS1": "$ "}, "cols": 40, "rows": 12})
	id := v.SessionID
	const words = "the quick brown fox jumps over a dog" // 36 characters
	command := "echo " + words                           // after "$ ", 43 characters: wrapped at 40 columns
	res := h.ok("send_text", map[string]any{"session_id": id, "text": command, "enter": true})
	text := tools.Text(res)
	var w tools.Screen
	h.wire(res, &w)
	if w.Form != tools.Delta {
		t.Fatalf("not a delta (%s):\n%s", w.Form, text)
	}
	if !strings.Contains(text, "$ ⟨your text⟩") || strings.Contains(text, "echo the") || !strings.Contains(text, ": "+words) {
		t.Fatalf("the echo is not the mark, or the output is not whole:\n%s", text)
	}
	joined := ""
	for _, r := range w.ChangedRows {
		joined += r.Text + strings.Repeat(" ", max(0, w.Cols-utf8.RuneCountInString(r.Text)))
	}
	if !strings.Contains(joined, "$ "+command) {
		t.Fatalf("the structured rows lost the echo: %+v", w.ChangedRows)
	}
}
