package tools_test

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestTextCost drives a few scripted tasks and prints the characters of
// text content they return (the README's figure): a whiptail menu and a
// yes/no box answered, a [y/N] question a command asks, commands in a
// shell, one of them ending it. Each text that goes with a prompt names
// answer_prompt, and no text holds a run of empty rows.
func TestTextCost(t *testing.T) {
	sessiontest.Need(t, "bash", "whiptail")
	ownHome(t, "")
	h := newHarness(t, session.Config{})
	var all tally
	check := func(tool string, args map[string]any) *mcp.CallToolResult {
		t.Helper()
		res := h.ok(tool, args)
		all.add(t, res)
		text := tools.Text(res)
		var v tools.Screen
		h.decode(res, &v)
		if strings.Contains(text, "\n\n\n\n") {
			t.Errorf("%s: a run of empty rows in the text:\n%s", tool, text)
		}
		if v.Prompt != nil && v.Changed && !strings.Contains(text, "answer_prompt {") {
			t.Errorf("%s: a prompt the text does not say how to answer:\n%s", tool, text)
		}
		return res
	}
	task := func(name string, run func()) {
		before := all
		run()
		t.Logf("%-30s %2d calls, %5d characters of text", name, all.calls-before.calls, all.text-before.text)
	}
	task("whiptail menu", func() {
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"command": "whiptail --menu 'Pick a fruit' 20 60 5 a Apple b Banana c Cherry", "rows": 30}), &v)
		check("send_keys", map[string]any{"session_id": v.SessionID, "keys": "<down>"})
		check("answer_prompt", map[string]any{"session_id": v.SessionID, "choice": "Cherry"})
	})
	task("whiptail yes/no", func() {
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"command": "whiptail --yesno 'Install the update?' 10 40", "rows": 30}), &v)
		check("answer_prompt", map[string]any{"session_id": v.SessionID, "confirm": true})
	})
	var sh string
	task("question from a command", func() {
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"rows": 30}), &v)
		sh = v.SessionID
		check("run_command", map[string]any{"session_id": sh, "command": "read -r -p 'Overwrite notes.txt? [y/N] ' a; echo \"answer: $a\""})
		check("answer_prompt", map[string]any{"session_id": sh, "confirm": false})
		check("run_command", map[string]any{"session_id": sh})
	})
	task("commands, the last ending it", func() {
		check("run_command", map[string]any{"session_id": sh, "command": "printf 'a\\nb\\n' | sort -r"})
		check("read_screen", map[string]any{"session_id": sh})
		check("run_command", map[string]any{"session_id": sh, "command": "echo bye; exit 3"})
	})
	t.Logf("%-30s %2d calls, %5d characters of text, %d of structured content", "all", all.calls, all.text, all.structured)
}
