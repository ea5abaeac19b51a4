package tools_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
)

// A program cannot forge the end of a command: OSC 133 marks count only
// with the shell's nonce, which the command cannot read from its
// environment.
func TestForgedMarksDoNotEndACommand(t *testing.T) {
	sessiontest.Need(t, "bash", "env", "cat")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	other := h.open(nil).SessionID

	// The nonce of another session (an old one, to the forger): taken from
	// that shell's own memory.
	oldKey := h.run(map[string]any{"session_id": other, "command": `printf '%s\n' "$__agentty_n"`})
	oldNonce := oldKey.Output
	if len(oldNonce) != 32 || strings.Trim(oldNonce, "0123456789abcdef") != "" {
		t.Fatalf("the other shell's nonce: %q", oldNonce)
	}

	for _, forged := range []string{
		`\033]133;D;0\007`,
		`\033]133;D;0;agentty=00000000000000000000000000000000\007`,
		`\033]133;D;0;agentty=` + oldNonce + `\007`,
		`\033]133;A;agentty=` + oldNonce + `\007\033]133;B\007`,
		`\033]133;C\007\033]133;D;0\007\033]133;A\007`,
	} {
		t.Run(forged, func(t *testing.T) {
			r := h.run(map[string]any{"session_id": id, "command": `printf 'fake` + forged + `'; read -r x`, "timeout_ms": 3000})
			if r.Finished || r.ExitCode != nil || !h.waits(r.Screen) {
				t.Fatalf("a forged mark ended the command: finished %v exit %v state %s\n%s", r.Finished, r.ExitCode, r.State, screenText(r.Screen))
			}
			if r.Mode == "shell" && strings.Contains(r.ModeDetail, "prompt") {
				t.Fatalf("the forged mark made the shell look idle: %s (%s)", r.Mode, r.ModeDetail)
			}
			v := h.screen("send_text", map[string]any{"session_id": id, "text": "answer", "enter": true})
			if v.Mode != "shell" {
				t.Fatalf("after the answer: %s (%s)", v.Mode, v.ModeDetail)
			}
			r = h.run(map[string]any{"session_id": id, "command": "echo next; (exit 4)"})
			if !r.Finished || *r.ExitCode != 4 || r.Output != "next" {
				t.Fatalf("the next command: finished %v exit %v %q", r.Finished, r.ExitCode, r.Output)
			}
		})
	}

	// The nonce is in no program's environment, no file the shell keeps
	// open, and no result.
	r := h.run(map[string]any{"session_id": id, "command": `env; cat /proc/$$/environ | tr '\0' '\n'; ls -l /proc/$$/fd; declare -p PS1 PS0`})
	if !r.Finished {
		t.Fatalf("env did not finish: %s", screenText(r.Screen))
	}
	if i := strings.Index(r.Output, oldNonce); i >= 0 {
		t.Fatalf("the other shell's nonce shows: %q", r.Output[max(i-200, 0):i+40])
	}
	if !strings.Contains(r.Output, "133;B;agentty=") {
		t.Fatalf("declare -p should show the prompt's marks: %s", r.Output)
	}
	// A mark is "133;" and a letter: a bare 133 may be in a random
	// directory's name (the test's home or working directory).
	own := h.run(map[string]any{"session_id": id, "command": `env | grep -c '133;' || true; grep -c '133;' /proc/$$/environ || true`})
	if own.Output != "0\n0" {
		t.Fatalf("the marks are in the environment: %q", own.Output)
	}
}

// A command line that exports the prompt variables and then starts a
// program in the same line (a virtualenv's activate script exports PS1:
// "source .venv/bin/activate && ./tests") gives that program no nonce: the
// prompts name the nonce's variable, which is never exported, instead of
// holding it. awk reads its environment without a shell in between (bash
// drops PS1 from its own environment when it is not interactive).
func TestExportedPromptsHoldNoNonce(t *testing.T) {
	sessiontest.Need(t, "bash", "awk")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	forge := `awk 'BEGIN { e = ENVIRON["PS1"] " " ENVIRON["PS0"] " " ENVIRON["PROMPT_COMMAND"]
	if (match(e, /agentty=[0-9a-f]+/)) { printf "fake\033]133;D;0;%s\007", substr(e, RSTART, RLENGTH); fflush() }
	else print "no nonce"
	getline x < "/dev/stdin" }'`
	for _, export := range []string{
		`PS1="(venv) ${PS1:-}"; export PS1`,
		`export PS0`,
		`export PS1 PS0 PROMPT_COMMAND`,
		`set -a; PS1="$PS1 "; PS0="$PS0"; set +a`,
	} {
		r := h.run(map[string]any{"session_id": id, "command": export + "; " + forge, "timeout_ms": 3000})
		if r.Finished || r.ExitCode != nil || !strings.Contains(r.Output, "no nonce") {
			t.Fatalf("%s: a program read the nonce from its environment: finished %v exit %v output %q", export, r.Finished, r.ExitCode, r.Output)
		}
		h.screen("send_text", map[string]any{"session_id": id, "text": "answer", "enter": true})
		if r = h.run(map[string]any{"session_id": id, "command": "echo next; (exit 3)"}); !r.Finished || *r.ExitCode != 3 || r.Output != "next" {
			t.Fatalf("after %s: finished %v exit %v output %q", export, r.Finished, r.ExitCode, r.Output)
		}
	}
}

// run_command survives what a user does to the shell's prompt hooks, and
// keeps a command's output however the command treats the screen.
func TestRunCommandRobustToTheShell(t *testing.T) {
	sessiontest.Need(t, "bash", "tput", "clear")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cols": 60, "rows": 10}).SessionID
	steps := []struct {
		command, output string
		exit            int
	}{
		{"PROMPT_COMMAND=; echo x", "x", 0},
		{"echo after-empty-prompt-command", "after-empty-prompt-command", 0},
		{"PS1='plain$ '; echo y", "y", 0},
		{"echo after-ps1; false", "after-ps1", 1},
		{"PS0=; echo z", "z", 0},
		{"echo after-ps0", "after-ps0", 0},
		{"PROMPT_COMMAND='history -a'; PS1='\\u@\\h$ '; echo w", "w", 0},
		{"echo after-both", "after-both", 0},
		{`PS1="(venv) $PS1"; echo u`, "u", 0},
		{"echo after-prefix", "after-prefix", 0},
		{`PS0="started "; echo t`, "t", 0},
		{`PS0="$PS0started"; echo after-ps0-suffix`, "after-ps0-suffix", 0},
		{"echo after-suffix", "after-suffix", 0},
		{"shopt -u promptvars; echo s", "s", 0},
		{"echo after-promptvars; (exit 2)", "after-promptvars", 2},
		{"unset PROMPT_COMMAND; echo v", "v", 0},
		{"echo after-unset", "after-unset", 0},
		{"trap 'echo trapped' DEBUG; trap - DEBUG; trap '' INT; echo traps", "trapped\ntraps", 0},
		{"trap 'echo trapped >/dev/null' DEBUG RETURN EXIT; echo traps-set", "traps-set", 0},
		{"echo after-traps", "after-traps", 0},
		{"printf 'before\\n'; printf '\\033c'; echo after-ris", "before\nafter-ris", 0},
		{"echo one; tput reset; echo after-reset", "one\nafter-reset", 0},
		{"echo gone; clear; echo x", "gone\nx", 0},
		{"seq 1 30; clear; echo end", strings.TrimSpace(seqLines(1, 30)) + "\nend", 0},
		{"printf 'line1\\nline2'\necho; echo third", "line1\nline2\nthird", 0},
	}
	for _, st := range steps {
		r := h.run(map[string]any{"session_id": id, "command": st.command, "timeout_ms": 10000})
		if !r.Finished || r.ExitCode == nil || *r.ExitCode != st.exit || r.Output != st.output {
			t.Fatalf("%q: finished %v exit %v output %q, want %q (note %q)\n%s", st.command, r.Finished, r.ExitCode, r.Output, st.output, r.Note, screenText(r.Screen))
		}
	}
}

func seqLines(a, b int) string {
	var s strings.Builder
	for i := a; i <= b; i++ {
		fmt.Fprintf(&s, "%d\n", i)
	}
	return s.String()
}

// When every hook is gone at once, run_command does not wedge: it says so,
// with the fix, and the fix works.
func TestRunCommandLostHooks(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	r := h.run(map[string]any{"session_id": id, "command": "unset PROMPT_COMMAND; PS1='bare$ '; PS0=; echo gone", "timeout_ms": 3000})
	// Without an end mark, the output runs on into the prompt.
	if r.Finished || !strings.Contains(r.Note, "__agentty_hooks") || !strings.HasPrefix(r.Output, "gone") {
		t.Fatalf("lost hooks: finished %v output %q note %q", r.Finished, r.Output, r.Note)
	}
	msg := h.refused("run_command", map[string]any{"session_id": id, "command": "echo next"})
	if !strings.Contains(msg, "__agentty_hooks") {
		t.Fatalf("the refusal does not say how to restore the hooks: %s", msg)
	}
	h.screen("send_text", map[string]any{"session_id": id, "text": "__agentty_hooks", "enter": true})
	r = h.run(map[string]any{"session_id": id, "command": "echo restored"})
	if !r.Finished || r.Output != "restored" || *r.ExitCode != 0 {
		t.Fatalf("after __agentty_hooks: finished %v output %q", r.Finished, r.Output)
	}
	// A shell replaced by another has no __agentty_hooks: the note says what
	// to do then.
	other := h.open(nil).SessionID
	r = h.run(map[string]any{"session_id": other, "command": "exec bash --norc", "timeout_ms": 5000})
	if r.Finished || !strings.Contains(r.Note, "exec bash: close_session and open a new one") {
		t.Fatalf("exec bash: finished %v note %q", r.Finished, r.Note)
	}
	// <ctrl-c> at a prompt without hooks, then the fix, works as well.
	h.run(map[string]any{"session_id": id, "command": "unset PROMPT_COMMAND; PS1='bare$ '", "timeout_ms": 3000})
	h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})
	h.screen("send_text", map[string]any{"session_id": id, "text": "__agentty_hooks", "enter": true})
	if r = h.run(map[string]any{"session_id": id, "command": "echo again"}); r.Output != "again" {
		t.Fatalf("after <ctrl-c> and the fix: %q", r.Output)
	}
}

// A command line the shell cannot run yet (an unclosed quote, a trailing
// backslash, an unfinished here-document or if) leaves bash at its
// continuation prompt: run_command says so, and refuses the next command,
// which would otherwise be typed into the unfinished one, until the line is
// finished or dropped.
func TestRunCommandUnfinishedLine(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cols": 80, "rows": 12}).SessionID
	for _, tt := range []struct{ command, rest, output string }{
		{`echo "unclosed`, `quote"`, "unclosed\nquote"},
		{`echo a \`, `b`, "a b"},
		{"cat <<EOF\nline", "EOF", "line"},
		{"if true; then echo x", "fi", "x"},
	} {
		r := h.run(map[string]any{"session_id": id, "command": tt.command, "timeout_ms": 3000})
		if r.Finished || r.ExitCode != nil || !strings.Contains(r.Note, "rest of the command line") {
			t.Fatalf("%q: finished %v exit %v note %q", tt.command, r.Finished, r.ExitCode, r.Note)
		}
		msg := h.refused("run_command", map[string]any{"session_id": id, "command": "echo next"})
		if !strings.Contains(msg, "rest of the command line") {
			t.Fatalf("%q: the next command: %s", tt.command, msg)
		}
		// Finished by hand, the line runs; dropped with <ctrl-c>, it does not.
		// (The refusal showed the screen: the result is what changed since.)
		if text, _ := h.text("send_text", map[string]any{"session_id": id, "text": tt.rest, "enter": true}); !strings.Contains(plain(text), tt.output) {
			t.Fatalf("%q finished by hand:\n%s", tt.command, text)
		}
		if r = h.run(map[string]any{"session_id": id, "command": "echo next"}); !r.Finished || r.Output != "next" {
			t.Fatalf("after %q: finished %v output %q", tt.command, r.Finished, r.Output)
		}
		h.run(map[string]any{"session_id": id, "command": tt.command, "timeout_ms": 3000})
		h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})
		if r = h.run(map[string]any{"session_id": id, "command": "echo again"}); !r.Finished || r.Output != "again" {
			t.Fatalf("after %q and <ctrl-c>: finished %v output %q", tt.command, r.Finished, r.Output)
		}
	}
	// A comment is not unfinished, nor is a multi-line command that runs.
	for _, c := range []string{"# a comment", "# one\n# two", "echo one\necho two"} {
		if r := h.run(map[string]any{"session_id": id, "command": c}); r.Note != "" {
			t.Fatalf("%q: note %q", c, r.Note)
		}
		if r := h.run(map[string]any{"session_id": id, "command": "echo fine"}); r.Output != "fine" {
			t.Fatalf("after %q: %q", c, r.Output)
		}
	}
}

// Control characters in a command are refused before anything is typed.
func TestRunCommandRefusesControlCharacters(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	for _, c := range []string{"echo a\x03b", "echo \x1b[201~; echo x", "echo \x04", "echo \x7f", "echo \u009b1m"} {
		msg := h.refused("run_command", map[string]any{"session_id": id, "command": c})
		if !strings.Contains(msg, "send_keys") || (!strings.Contains(msg, "control character") && !strings.Contains(msg, "UTF-8")) {
			t.Fatalf("%q: %s", c, msg)
		}
	}
	// Nothing was typed: the prompt line is empty and the next command runs.
	r := h.run(map[string]any{"session_id": id, "command": "echo 'tab\there'\necho two"})
	if !r.Finished || r.Output != "tab     here\ntwo" {
		t.Fatalf("after the refusals: %q finished %v", r.Output, r.Finished)
	}
}

// run_command's output is built within its cap: a command that prints far
// more than the cap comes back with its head and tail, and the server's
// memory does not hold what was cut.
func TestRunCommandOutputWithinItsCap(t *testing.T) {
	sessiontest.Need(t, "bash", "seq", "head")
	dir := t.TempDir()
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cwd": dir}).SessionID
	r := h.run(map[string]any{"session_id": id, "command": "seq 1 10000; head -c 100000 /dev/zero | tr '\\0' x; echo; echo last", "max_output_chars": 1000, "timeout_ms": 60000})
	if !r.Finished || !r.Truncated || !strings.HasPrefix(r.Output, "1\n2\n3\n") || !strings.HasSuffix(r.Output, "xxx\nlast") {
		t.Fatalf("finished %v truncated %v:\n%.100s … %s", r.Finished, r.Truncated, r.Output, r.Output[max(len(r.Output)-100, 0):])
	}
	total := len(seqLines(1, 10000)) + 100000 + len("\nlast")
	if want := fmt.Sprintf("[… %d characters cut …]", total-1000); !strings.Contains(r.Output, want) {
		t.Fatalf("the note does not say %q", want)
	}
	if n := len([]rune(r.Output)); n > 1000+len("\n[… 9999999 characters cut …]\n") {
		t.Fatalf("%d characters for a cap of 1000", n)
	}
	_ = os.WriteFile(filepath.Join(dir, "x"), nil, 0o644)
}

// A recording is a file a program could read: it never holds the shell's
// nonce, and replays with the marks it has.
func TestRecordingHidesTheNonce(t *testing.T) {
	sessiontest.Need(t, "bash")
	screens, path := recorded(t, map[string]any{}, [][2]any{
		{"run_command", map[string]any{"command": `printf 'nonce %s\n' "$__agentty_n"`}},
		{"send_text", map[string]any{"text": "read -r x", "enter": true}},
	})
	var nonce string
	// run_command's result leaves the screen's rows out (its output has
	// them); the next result's screen shows the line.
	for _, l := range screens[2].Lines {
		if n, ok := strings.CutPrefix(l, "nonce "); ok {
			nonce = n
		}
	}
	if len(nonce) != 32 {
		t.Fatalf("no nonce on the screen:\n%s", screenText(screens[2]))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), nonce) || !strings.Contains(string(data), "133;B;agentty=********************************") {
		t.Fatalf("the recording holds the nonce, or no starred marks:\n%.2000s", data)
	}
	// A replay (which trusts every mark) sees the shell run read as the
	// session did.
	c := readCast(t, path)
	v, term, err := session.Replay(c, session.ReplayPoint{Marker: 3})
	if err != nil {
		t.Fatal(err)
	}
	_ = term.Close()
	if v.Mode != screens[2].Mode {
		t.Fatalf("replayed mode %s (%s), the call returned %s", v.Mode, v.ModeDetail, screens[2].Mode)
	}
}
