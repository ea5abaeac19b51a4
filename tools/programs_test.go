package tools_test

import (
	"bytes"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

func (h *harness) run(args map[string]any) tools.RunResult {
	h.t.Helper()
	var r tools.RunResult
	h.decode(h.ok("run_command", args), &r)
	return r
}

// Item 1: an interactive bash, run_command through OSC 133 marks.
func TestBashShellAndRunCommand(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(nil)
	if v.Mode != "shell" || v.State != session.WaitingForInput {
		t.Fatalf("open_session: mode %s state %s, want shell waiting_for_input\n%s", v.Mode, v.State, screenText(v))
	}
	id := v.SessionID

	r := h.run(map[string]any{"session_id": id, "command": "echo hi; false"})
	if r.Output != "hi" || r.ExitCode == nil || *r.ExitCode != 1 || !r.Finished {
		t.Fatalf("run_command: output %q exit %v finished %v, want \"hi\" 1 true", r.Output, r.ExitCode, r.Finished)
	}
	// The result leaves the screen's rows out: the output shows them.
	if r.Form != tools.Output || r.Lines != nil {
		t.Errorf("run_command's result carries the screen too: form %s, %d lines", r.Form, len(r.Lines))
	}
	// No visible sentinel: the screen holds the command line, its output and
	// the prompt, and nothing of the marks.
	v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
	for _, l := range v.Lines {
		if strings.Contains(l, "133") || strings.ContainsAny(l, "\x1b\a") {
			t.Errorf("screen shows shell-integration residue: %q", l)
		}
	}
	if !hasLine(v, "hi") {
		t.Errorf("the output is not on the screen:\n%s", screenText(v))
	}

	dir := t.TempDir()
	h.run(map[string]any{"session_id": id, "command": "cd " + dir})
	r = h.run(map[string]any{"session_id": id, "command": "pwd"})
	if r.Output != dir || *r.ExitCode != 0 {
		t.Fatalf("pwd after cd: %q (exit %v), want %q", r.Output, *r.ExitCode, dir)
	}

	// Several lines, a tab, and output without a final newline.
	r = h.run(map[string]any{"session_id": id, "command": "printf 'a\\tb\\n'; printf 'c\\nd'"})
	if r.Output != "a       b\nc\nd" {
		t.Fatalf("multi-line output %q", r.Output)
	}
}

func TestRunCommandFreshShellAndTruncation(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	h := newHarness(t, session.Config{})
	r := h.run(map[string]any{"command": "seq 1 3000", "max_output_chars": 200})
	if !r.Finished || *r.ExitCode != 0 || !r.Truncated {
		t.Fatalf("finished %v exit %v truncated %v", r.Finished, r.ExitCode, r.Truncated)
	}
	if !strings.HasPrefix(r.Output, "1\n2\n3\n") || !strings.HasSuffix(r.Output, "2999\n3000") || !strings.Contains(r.Output, "characters cut") {
		t.Fatalf("head and tail not kept:\n%s", r.Output)
	}
	if got := h.m.List(); len(got) != 0 {
		t.Fatalf("the fresh shell was left open: %+v", got)
	}
}

// Item 2: the python3 REPL, typed lines and a pasted function.
func TestPythonREPL(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"argv": []string{"python3", "-q"}})
	if v.Mode != "repl" {
		t.Fatalf("want repl, got:\n%s", tools.Render(v))
	}
	id := v.SessionID
	h.screen("send_text", map[string]any{"session_id": id, "text": "x = 6*7", "enter": true})
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "print(x)", "enter": true})
	if !hasLine(v, "42") {
		t.Fatalf("print(x) did not show 42:\n%s", screenText(v))
	}
	fn := "def triple(n):\n    y = n * 3\n    return y\n"
	v = h.screen("send_text", map[string]any{"session_id": id, "text": fn, "paste": true, "enter": true})
	if v.Mode != "repl" {
		t.Fatalf("after paste: mode %s (%s)\n%s", v.Mode, v.ModeDetail, screenText(v))
	}
	if strings.Contains(v.ModeDetail, "continuation") {
		// The REPL still waits for the block to end.
		v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<enter>"})
	}
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "print(triple(111))", "enter": true})
	if !hasLine(v, "333") {
		t.Fatalf("the pasted function did not run:\n%s", screenText(v))
	}
}

// Item 3: vim edits, writes and exits.
func TestVimEditsAndWrites(t *testing.T) {
	sessiontest.Need(t, "vim")
	h := newHarness(t, session.Config{})
	file := filepath.Join(t.TempDir(), "notes.txt")
	v := h.open(map[string]any{"argv": []string{"vim", "-u", "NONE", file}, "cols": 80, "rows": 24})
	if v.Mode != "editor" || !v.AltScreen {
		t.Fatalf("mode %s alt %v, want editor on the alternate screen\n%s", v.Mode, v.AltScreen, screenText(v))
	}
	id := v.SessionID
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "i"})
	if !strings.Contains(v.ModeDetail, "insert") {
		t.Fatalf("after i: detail %q, want insert mode", v.ModeDetail)
	}
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "hello<esc>:wq<enter>"})
	if v.State != session.Exited || v.ExitCode == nil || *v.ExitCode != 0 {
		t.Fatalf("after :wq: state %s exit %v\n%s", v.State, v.ExitCode, screenText(v))
	}
	if b, err := os.ReadFile(file); err != nil || string(b) != "hello\n" {
		t.Fatalf("file holds %q (%v), want \"hello\\n\"", b, err)
	}
}

// Item 4: less at the end, searching, quitting.
func TestLessPager(t *testing.T) {
	sessiontest.Need(t, "less")
	h := newHarness(t, session.Config{})
	file := filepath.Join(t.TempDir(), "long.txt")
	var b strings.Builder
	for i := 1; i <= 300; i++ {
		if i == 150 {
			b.WriteString("here is the needle\n")
			continue
		}
		fmt.Fprintf(&b, "line %03d\n", i)
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	v := h.open(map[string]any{"argv": []string{"less", file}, "cols": 80, "rows": 24, "env": map[string]string{"LESS": ""}})
	if v.Mode != "pager" {
		t.Fatalf("mode %s (%s), want pager\n%s", v.Mode, v.ModeDetail, screenText(v))
	}
	id := v.SessionID
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "G"})
	if !hasLine(v, "line 300") || !strings.Contains(v.ModeDetail, "end of file") {
		t.Fatalf("after G: detail %q\n%s", v.ModeDetail, screenText(v))
	}
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "g/needle<enter>"})
	if !hasLine(v, "here is the needle") || hasLine(v, "line 300") {
		t.Fatalf("search did not find the needle:\n%s", screenText(v))
	}
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "q"})
	if v.State != session.Exited {
		t.Fatalf("after q: state %s", v.State)
	}
}

// Item 5: a password prompt answered with a secret that goes nowhere.
func TestPasswordPromptSecret(t *testing.T) {
	sessiontest.Need(t, "python3")
	var logs bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
	t.Cleanup(func() { slog.SetDefault(old) })

	h := newHarness(t, session.Config{})
	// It waits at the end, so the session stays open for its screen to be read.
	v := h.open(map[string]any{"argv": []string{"python3", "-c", "import getpass; print(len(getpass.getpass())); input()"}})
	if v.Mode != "password_prompt" || v.State != session.WaitingForInput {
		t.Fatalf("mode %s state %s, want password_prompt waiting_for_input\n%s", v.Mode, v.State, screenText(v))
	}
	const secret = "s3cr3t-XYZZY-42"
	res := h.ok("send_text", map[string]any{"session_id": v.SessionID, "text": secret, "secret": true, "enter": true})
	var after tools.Screen
	h.decode(res, &after)
	if !hasLine(after, fmt.Sprint(len(secret))) {
		t.Fatalf("the program did not get the password:\n%s", screenText(after))
	}
	raw, _ := res.RawStructuredContent.MarshalJSON()
	if strings.Contains(tools.Text(res), secret) || bytes.Contains(raw, []byte(secret)) {
		t.Fatal("the secret appears in the result")
	}
	s, err := h.m.Get(v.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	stored := strings.Join(append(s.Terminal().Scrollback(1000), s.Terminal().Snapshot().Lines...), "\n")
	if strings.Contains(stored, secret) {
		t.Fatal("the secret is stored in the session's screen or scrollback")
	}
	h.screen("read_screen", map[string]any{"session_id": v.SessionID})
	if strings.Contains(logs.String(), secret) {
		t.Fatal("the secret appears in the logs")
	}
	if !strings.Contains(logs.String(), "send_text") {
		t.Fatal("the logs did not record the call at all, so the check above proves nothing")
	}
}

// Item 6: a y/N question.
func TestQuestion(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": `read -p "Continue? [y/N] " x; echo "answer=$x"`})
	if v.Mode != "question" || v.State != session.WaitingForInput {
		t.Fatalf("mode %s (%s) state %s, want question waiting_for_input\n%s", v.Mode, v.ModeDetail, v.State, screenText(v))
	}
	v = h.screen("send_text", map[string]any{"session_id": v.SessionID, "text": "y", "enter": true})
	if !hasLine(v, "answer=y") || v.State != session.Exited {
		t.Fatalf("after answering: state %s\n%s", v.State, screenText(v))
	}
}

// Item 7: top renders and quits. procps-ng top (Debian's) draws on the main
// screen after ED 2 and never switches to the alternate screen, so
// alt_screen is false for it; htop does switch, and must show true.
func TestTop(t *testing.T) {
	sessiontest.Need(t, "top")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"argv": []string{"top"}, "expect": "Tasks:"})
	if !strings.Contains(screenText(v), "Tasks:") || !strings.HasPrefix(v.Lines[0], "top - ") {
		t.Fatalf("top did not draw its screen:\n%s", screenText(v))
	}
	if v.AltScreen || v.Mode != "tui" || !strings.Contains(v.ModeDetail, "top") {
		t.Fatalf("top: alt %v mode %s (%s), want main screen, tui, detail naming top", v.AltScreen, v.Mode, v.ModeDetail)
	}
	v = h.screen("send_keys", map[string]any{"session_id": v.SessionID, "keys": "q"})
	if v.State != session.Exited {
		t.Fatalf("after q: state %s\n%s", v.State, screenText(v))
	}
}

func TestHtopAltScreen(t *testing.T) {
	sessiontest.Need(t, "htop")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"argv": []string{"htop"}, "expect": "PID"})
	if !v.AltScreen || !strings.Contains(screenText(v), "PID") {
		t.Fatalf("htop: alt %v\n%s", v.AltScreen, screenText(v))
	}
	v = h.screen("send_keys", map[string]any{"session_id": v.SessionID, "keys": "q"})
	if v.State != session.Exited || v.AltScreen {
		t.Fatalf("after q: state %s alt %v", v.State, v.AltScreen)
	}
}
