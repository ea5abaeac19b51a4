package tools_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// gumThen runs gum with args under bash, which prints what gum printed and
// its exit status, then waits for a line: the answer shows on the screen.
func gumThen(t *testing.T, args string) []string {
	gum := filepath.Join(goBin(t), "gum")
	return []string{"bash", "-c", `x=$("$0" ` + args + `); echo "answer:[$x] status:$?"; read -r _`, gum}
}

// TestAnswerPromptTUILibraries: the prompts of Bubble Tea (gum, huh) and
// Ink, drawn from a timer, are questions answer_prompt answers: each
// result's prompt is of the right kind, the answer reaches the program
// (what it prints afterwards), and no key is counted blind.
func TestAnswerPromptTUILibraries(t *testing.T) {
	h := &counted{harness: newHarness(t, session.Config{})}
	npm := npmDir(t)
	for _, c := range []struct {
		name   string
		argv   []string
		kind   modes.Kind
		answer []any
		want   string // on the screen once answered
	}{
		{"gum choose", gumThen(t, "choose Apple Banana Cherry Date"), modes.Select, []any{"choice", "Cherry"}, "answer:[Cherry] status:0"},
		{"gum choose with a header", gumThen(t, "choose --header 'Pick a fruit' Apple Banana Cherry"), modes.Select, []any{"choice", "Banana"}, "answer:[Banana] status:0"},
		{"gum choose --no-limit", gumThen(t, "choose --no-limit Apple Banana Cherry Date"), modes.Multiselect, []any{"choices", []string{"Banana", "Date"}}, "answer:[Banana\nDate] status:0"},
		{"gum input", gumThen(t, "input --header 'What is your name?' --placeholder 'your name'"), modes.Text, []any{"text", "Ann Smith"}, "answer:[Ann Smith] status:0"},
		{"gum confirm yes", gumThen(t, "confirm 'Ship the order?'"), modes.Confirm, []any{"confirm", true}, "answer:[] status:0"},
		{"gum confirm no", gumThen(t, "confirm 'Ship the order?'"), modes.Confirm, []any{"confirm", false}, "answer:[] status:1"},
		{"gum filter", gumThen(t, "filter Apple Banana Cherry Date"), modes.Select, []any{"choice", "Cherry"}, "answer:[Cherry] status:0"},
		{"ink select", sessiontest.Node(npm, true, "ink-select.mjs"), modes.Select, []any{"choice", "Date"}, `ANSWER "date"`},
		{"ink text", sessiontest.Node(npm, true, "ink-select.mjs", "text"), modes.Text, []any{"text", "my-shop"}, `ANSWER "my-shop"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := h.open(map[string]any{"argv": c.argv, "cols": 80, "rows": 16})
			if v.State == session.Running {
				// Node took longer to start than open_session waits, as it
				// may on a loaded machine: wait for it to ask, as the
				// result says to.
				v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "waiting_for_input", "timeout_ms": 30_000})
			}
			if v.Mode != modes.Question || v.Prompt == nil || v.Prompt.Kind != c.kind {
				t.Fatalf("opened without a %s prompt: %s\n%s", c.kind, tools.Header(v), tools.Render(v))
			}
			v = answer(h, v.SessionID, c.answer...)
			if !strings.Contains(screenText(v), c.want) {
				t.Errorf("answered %v: want %q on the screen:\n%s", c.answer, c.want, tools.Render(v))
			}
			h.ok("close_session", map[string]any{"session_id": v.SessionID, "force": true})
		})
	}
}

// TestAnswerPromptHuhForm: a huh form's three questions in turn, a field,
// a select and a confirm, each read and answered, a field's text typed
// over what was typed into it before.
func TestAnswerPromptHuhForm(t *testing.T) {
	h := &counted{harness: newHarness(t, session.Config{})}
	v := h.open(map[string]any{"argv": []string{filepath.Join(goBin(t), "huh-form")}, "cols": 80, "rows": 16})
	id := v.SessionID
	if v.Prompt == nil || v.Prompt.Kind != modes.Text || v.Prompt.Question != "What is your name?" {
		t.Fatalf("the field: %s", tools.Render(v))
	}
	h.screen("send_text", map[string]any{"session_id": id, "text": "Bob"})
	v = answer(h, id, "text", "Ann")
	if v.Prompt == nil || v.Prompt.Kind != modes.Select || v.Prompt.Question != "Pick a fruit" {
		t.Fatalf("the select: %s", tools.Render(v))
	}
	v = answer(h, id, "choice", "Cherry")
	if v.Prompt == nil || v.Prompt.Kind != modes.Confirm || v.Prompt.Question != "Ship the order?" {
		t.Fatalf("the confirm: %s", tools.Render(v))
	}
	v = answer(h, id, "confirm", true)
	if v.State != session.Exited || !strings.Contains(screenText(v), "name=Ann fruit=Cherry ship=true") {
		t.Errorf("the form's answers: %s", tools.Render(v))
	}
}

// TestAnswerPromptNumberedChoice: Debian's select-editor (what crontab -e
// asks first) lists editors by number and asks "Choose 1-N [1]:": a
// select of the listed editors, its number each one's key, answered by
// label.
func TestAnswerPromptNumberedChoice(t *testing.T) {
	sessiontest.Need(t, "select-editor", "vim.tiny")
	h := &counted{harness: newHarness(t, session.Config{})}
	env := sessiontest.Editors(t) // the editors of a bare machine, whatever this one has
	home := env["HOME"]
	v := h.open(map[string]any{"command": "unset EDITOR VISUAL; select-editor; read -r _", "env": env, "cols": 80, "rows": 16})
	if v.Prompt == nil || v.Prompt.Kind != modes.Select || v.Prompt.Default != "1" || !strings.HasPrefix(v.Prompt.Question, "Choose 1-") {
		t.Fatalf("no numbered select read: %s", tools.Render(v))
	}
	answer(h, v.SessionID, "choice", "/usr/bin/vim.tiny")
	b, err := os.ReadFile(filepath.Join(home, ".selected_editor"))
	if err != nil || !strings.Contains(string(b), `SELECTED_EDITOR="/usr/bin/vim.tiny"`) {
		t.Errorf("the editor chosen: %q, %v", b, err)
	}
}

// TestDebuggersAreREPLs: pdb and gdb stopped at a location, their output
// above the prompt (location lines starting "> " and "->"), are REPLs;
// answer_prompt says there is no question and what to use instead.
func TestDebuggersAreREPLs(t *testing.T) {
	sessiontest.Need(t, "python3", "gdb")
	h := newHarness(t, session.Config{})
	dir, _ := filepath.Abs("../testdata/prompts")
	for _, c := range []struct {
		name  string
		argv  []string
		steps []string
	}{
		{"pdb", []string{"python3", "-m", "pdb", "average.py"}, []string{"break 11", "continue", "next"}},
		{"breakpoint()", []string{"python3", "average.py", "breakpoint"}, []string{"step", "next"}},
		{"gdb", []string{"gdb", "-q", "-nx", "--args", "sleep", "1"}, []string{"starti", "x/3i $pc"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := h.open(map[string]any{"argv": c.argv, "cwd": dir, "cols": 100, "rows": 24})
			for _, s := range c.steps {
				v = h.screen("send_text", map[string]any{"session_id": v.SessionID, "text": s, "enter": true})
				if v.Mode != modes.REPL || v.Prompt != nil {
					t.Fatalf("after %s: %s\n%s", s, tools.Header(v), tools.Render(v))
				}
			}
			if msg := h.refused("answer_prompt", map[string]any{"session_id": v.SessionID, "choice": "x"}); !strings.Contains(msg, "no question") {
				t.Errorf("answer_prompt: %s", msg)
			}
			h.ok("close_session", map[string]any{"session_id": v.SessionID, "force": true})
		})
	}
}
