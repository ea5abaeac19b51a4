package tools_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// Item 8: state comes from the kernel, not from output silence.
func TestStateFromKernel(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID

	// A silent sleep is running, also after more than quiet_ms (400) of
	// silence: the portable backend, which infers from quiet time, says
	// so too (and that it inferred it).
	v := h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 3", "enter": true, "timeout_ms": 1200})
	if v.State != session.Running || v.Wait.Outcome != session.TimedOut || v.StateSource != h.source() {
		t.Fatalf("sleep 3: %s; want running from %s, timeout", tools.Header(v), h.source())
	}
	// On a loaded machine bash may not have exec'd sleep yet: then its
	// forked copy, still named bash, is in front for a moment.
	h.until(id, 5*time.Second, "a silent sleep running", func(v tools.Screen) bool {
		return v.Program == "sleep" && v.State == session.Running
	})
	h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})

	// read x waits for input: the call settles on the kernel's word, not
	// at its timeout. How soon is a figure, the corpus flip (go test
	// ./session -run ModesCorpus -v), not asserted here.
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "read x", "enter": true})
	if h.portable() {
		// Nothing on read's line tells it from a sleep: the portable
		// backend must say that its answer is inferred.
		if v.StateSource != session.SourceQuiet || v.State == session.WaitingForInput && v.Wait.Outcome != session.Settled {
			t.Fatalf("read x under the portable backend: %s", tools.Header(v))
		}
	} else if v.State != session.WaitingForInput || v.Wait.Outcome != session.Settled || v.StateSource != session.SourceKernel {
		t.Fatalf("read x: state %s outcome %s after %dms, want waiting_for_input settled",
			v.State, v.Wait.Outcome, v.Wait.WaitedMs)
	}
	if !h.portable() && v.Mode != "unknown" {
		t.Errorf("read x without a prompt: mode %s (%s), want unknown", v.Mode, v.ModeDetail)
	}
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "", "enter": true})
	if v.Mode != "shell" || v.State != session.WaitingForInput {
		t.Fatalf("after answering read: mode %s state %s", v.Mode, v.State)
	}

	// A CPU loop that prints nothing is running, look after look.
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "while :; do :; done", "enter": true, "timeout_ms": 200})
	for i := 0; i < 5; i++ {
		if v.State != session.Running {
			t.Fatalf("busy loop read as %s (look %d)", v.State, i)
		}
		v = h.screen("read_screen", map[string]any{"session_id": id})
	}
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})
	if v.State != session.WaitingForInput || v.Mode != "shell" {
		t.Fatalf("after ctrl-c: state %s mode %s", v.State, v.Mode)
	}

	// The end of the process: exit code, or signal.
	v = h.open(map[string]any{"command": "exit 3"})
	if v.State != session.Exited || v.ExitCode == nil || *v.ExitCode != 3 || v.ExitSignal != nil {
		t.Fatalf("exit 3: state %s code %v signal %v", v.State, v.ExitCode, v.ExitSignal)
	}
	v = h.open(map[string]any{"command": "kill -TERM $$"})
	if v.State != session.Exited || v.ExitSignal == nil || *v.ExitSignal != "SIGTERM" || v.ExitCode != nil {
		t.Fatalf("kill -TERM: state %s code %v signal %v", v.State, v.ExitCode, v.ExitSignal)
	}
}

// Item 9: keys.
func TestKeys(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "vim")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID

	v := h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 100", "enter": true, "timeout_ms": 150})
	if v.State != session.Running {
		t.Fatalf("sleep 100: %s", v.State)
	}
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})
	if v.State != session.WaitingForInput || v.Mode != "shell" || v.Program != "bash" {
		t.Fatalf("ctrl-c did not bring the prompt back: %s", tools.Header(v))
	}

	// An unknown name: an error listing the valid ones, and nothing sent.
	before := h.screen("read_screen", map[string]any{"session_id": id})
	msg := h.refused("send_keys", map[string]any{"session_id": id, "keys": "abc<bogus>"})
	for _, want := range []string{"<bogus>", "<enter>", "<ctrl-c>", "send_text", "nothing was sent"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not mention %q", msg, want)
		}
	}
	after := h.screen("read_screen", map[string]any{"session_id": id})
	if after.Revision != before.Revision || strings.Contains(screenText(after), "abc") {
		t.Fatalf("something was sent:\n%s", screenText(after))
	}

	// Arrows move vim's cursor; vim asks for application cursor keys.
	file := filepath.Join(t.TempDir(), "three.txt")
	if err := os.WriteFile(file, []byte("one\ntwo\nthree\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	vid := h.open(map[string]any{"argv": []string{"vim", "-u", "NONE", file}, "cols": 80, "rows": 24}).SessionID
	s, err := h.m.Get(vid)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Terminal().Modes().AppCursor {
		t.Fatal("vim did not enable application cursor keys; this test would not cover them")
	}
	v = h.screen("send_keys", map[string]any{"session_id": vid, "keys": "<down><down><right>"})
	if v.Cursor.Row != 2 || v.Cursor.Col != 1 {
		t.Fatalf("after down down right: cursor %+v, want row 2 col 1", v.Cursor)
	}
	v = h.screen("send_keys", map[string]any{"session_id": vid, "keys": "<Up><Left>x"})
	if v.Cursor.Row != 1 || v.Lines[1] != "wo" {
		t.Fatalf("after up left x: cursor %+v line %q, want row 1 and \"wo\"", v.Cursor, v.Lines[1])
	}
}

// Item 10: wide characters, combining marks and emoji.
func TestUnicode(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	const want = "日本語 e\u0301 👍"
	r := h.run(map[string]any{"session_id": id, "command": `printf '日本語 e\u0301 👍\n'`})
	v := h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
	if r.Output != want || !hasLine(v, want) {
		t.Fatalf("output %q, screen:\n%s\nwant %q", r.Output, screenText(v), want)
	}
	// Cursor columns count cells: three wide characters are six.
	v = h.open(map[string]any{"command": `printf '日本語|'; read -r _`})
	if v.Lines[0] != "日本語|" || v.Cursor.Col != 7 || v.Cursor.Row != 0 {
		t.Fatalf("line %q cursor %+v, want \"日本語|\" at col 7", v.Lines[0], v.Cursor)
	}
	v = h.open(map[string]any{"command": `printf 'e\u0301👍|'; read -r _`})
	if v.Lines[0] != "e\u0301👍|" || v.Cursor.Col != 4 {
		t.Fatalf("line %q cursor %+v, want col 4", v.Lines[0], v.Cursor)
	}
}

// Item 11: resize.
func TestResize(t *testing.T) {
	sessiontest.Need(t, "bash", "tput", "vim")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cols": 80, "rows": 24}).SessionID
	v := h.screen("resize_session", map[string]any{"session_id": id, "cols": 100, "rows": 30})
	if v.Cols != 100 || v.Rows != 30 {
		t.Fatalf("resize: %dx%d", v.Cols, v.Rows)
	}
	r := h.run(map[string]any{"session_id": id, "command": "tput cols; tput lines"})
	if r.Output != "100\n30" {
		t.Fatalf("tput after resize: %q", r.Output)
	}

	file := filepath.Join(t.TempDir(), "two.txt")
	if err := os.WriteFile(file, []byte("first\nsecond\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tildes := func(v tools.Screen) int {
		n := 0
		for _, l := range v.Lines {
			if l == "~" {
				n++
			}
		}
		return n
	}
	v = h.open(map[string]any{"argv": []string{"vim", "-u", "NONE", file}, "cols": 80, "rows": 24})
	if n := tildes(v); n != 21 {
		t.Fatalf("vim at 24 rows shows %d tildes, want 21\n%s", n, screenText(v))
	}
	v = h.screen("resize_session", map[string]any{"session_id": v.SessionID, "cols": 100, "rows": 30})
	if n := tildes(v); n != 27 || v.Rows != 30 {
		t.Fatalf("vim at 30 rows shows %d tildes, want 27\n%s", n, screenText(v))
	}
}

// Item 12: terminal queries are answered, and a program flooding queries
// without reading its input cannot hang anything.
func TestTerminalQueries(t *testing.T) {
	sessiontest.Need(t, "bash", "python3")
	h := newHarness(t, session.Config{})
	// Echo goes off first: a reply can arrive before read -s turns it off,
	// and the terminal would show it, as a real one would.
	v := h.open(map[string]any{"command": `stty -echo; printf 'ab\033[6n'; IFS= read -rs -d R r; printf '\ncpr=%s\n' "${r#*[}";` +
		`printf '\033[c'; IFS= read -rs -d c r; printf 'da=%s\n' "${r#*[}"; read -r _`})
	if !hasLine(v, "cpr=1;3") || !hasLine(v, "da=?62;1;6;22") {
		t.Fatalf("query replies missing (%s after %dms):\n%s", v.Wait.Outcome, v.Wait.WaitedMs, screenText(v))
	}

	// Raw mode and no reading: the replies pile up in the terminal's input
	// until it is full; then they must be dropped, not block the emulator.
	flood := h.open(map[string]any{"argv": []string{"python3", "-c",
		"import sys,time,tty\ntty.setraw(0)\nsys.stdout.write('\\x1b[6n'*50000 + 'flooded\\r\\n'); sys.stdout.flush(); time.sleep(60)"},
		"expect": "flooded", "timeout_ms": 20000})
	if flood.Wait.Outcome != session.Matched {
		t.Fatalf("the flood did not reach the screen: %s", tools.Header(flood))
	}
	// A read takes milliseconds; one that waits on the replies' pipe
	// waits for good.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := h.callCtx(ctx, "read_screen", map[string]any{"session_id": flood.SessionID, "since_revision": 0})
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatal("read_screen of the flooded session did not return within 30s")
	}
	if err != nil {
		t.Fatalf("read_screen of the flooded session: %v", err)
	}
	if res.IsError {
		t.Fatalf("read_screen of the flooded session failed: %s", tools.Text(res))
	}
	h.decode(res, &v)
	if !strings.Contains(screenText(v), "flooded") {
		t.Fatalf("read_screen of the flooded session: %s", tools.Header(v))
	}
	r := h.run(map[string]any{"command": "echo other session fine"})
	if r.Output != "other session fine" {
		t.Fatalf("another session: %q", r.Output)
	}
}
