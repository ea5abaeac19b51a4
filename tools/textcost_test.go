package tools_test

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestTextCost drives ten scripted tasks of the kinds an agent met (issue
// 19's ten) and prints the calls and characters of text content they
// return (the README's figure): a whiptail menu and a yes/no box
// answered, a [y/N] question a command asks, commands in a shell, one of
// them ending it, a man page scrolled with deltas, a vim substitution,
// gdb's quit question, git add -p, a getpass secret, and a long command
// followed to its exit code. Each text that goes with a prompt names
// answer_prompt, and no text holds a run of empty rows.
func TestTextCost(t *testing.T) {
	sessiontest.Need(t, "bash", "whiptail", "man", "vim", "gdb", "git", "python3")
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
		if v.Prompt != nil && v.Changed && !strings.Contains(text, "answer_prompt {") && !strings.Contains(text, "(the same "+string(v.Prompt.Kind)+" prompt)") {
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
	task("man page scrolled", func() {
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"command": "unset MANPAGER PAGER; exec man ls", "rows": 24, "cols": 80}), &v)
		check("send_keys", map[string]any{"session_id": v.SessionID, "keys": "3j", "delta": true})
		check("send_keys", map[string]any{"session_id": v.SessionID, "keys": "q"})
	})
	task("vim substitution", func() {
		dir := t.TempDir()
		sessiontest.WriteFile(t, dir+"/notes.txt", "foo one\nbar two\nfoo three\n")
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"argv": []string{"vim", "-u", "NONE", "-n", "notes.txt"}, "cwd": dir, "rows": 12, "cols": 60}), &v)
		check("send_keys", map[string]any{"session_id": v.SessionID, "keys": ":%s/foo/baz/g<enter>"})
		check("send_keys", map[string]any{"session_id": v.SessionID, "keys": ":wq<enter>"})
	})
	task("gdb quit anyway", func() {
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"argv": []string{"gdb", "-q", "-nx", "/bin/sleep"}, "rows": 24, "cols": 80, "expect": "(gdb)"}), &v)
		check("send_text", map[string]any{"session_id": v.SessionID, "text": "starti 5", "enter": true})
		check("send_text", map[string]any{"session_id": v.SessionID, "text": "quit", "enter": true})
		check("answer_prompt", map[string]any{"session_id": v.SessionID, "confirm": true})
	})
	task("git add -p", func() {
		dir := t.TempDir()
		git := "git -c user.name=a -c user.email=a@example.com"
		sessiontest.WriteFile(t, dir+"/f.txt", "one\ntwo\n")
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"cwd": dir, "rows": 24, "cols": 80}), &v)
		check("run_command", map[string]any{"session_id": v.SessionID, "command": "git init -q . && " + git + " add f.txt && " + git + " commit -qm one && echo three >> f.txt"})
		check("send_text", map[string]any{"session_id": v.SessionID, "text": "git add -p", "enter": true})
		check("send_text", map[string]any{"session_id": v.SessionID, "text": "y", "enter": true})
		check("run_command", map[string]any{"session_id": v.SessionID, "command": "git diff --cached --stat"})
	})
	task("getpass secret", func() {
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"argv": []string{"python3", "-c", "import getpass; p = getpass.getpass('Password: '); print('got', len(p), 'characters')"}, "rows": 10, "cols": 60, "expect": "Password:"}), &v)
		check("send_text", map[string]any{"session_id": v.SessionID, "text": "correct-horse-battery", "secret": true, "enter": true})
	})
	task("a long command followed", func() {
		var v tools.Screen
		h.decode(check("open_session", map[string]any{"rows": 24}), &v)
		args := map[string]any{"session_id": v.SessionID, "command": "for i in 1 2 3 4 5 6; do echo step $i; sleep 0.3; done; false", "timeout_ms": 500}
		for i := 0; i < 20; i++ {
			var r tools.RunResult
			h.decode(check("run_command", args), &r)
			if r.Finished {
				if r.ExitCode == nil || *r.ExitCode != 1 {
					t.Errorf("the followed command ended with exit code %v, want 1", r.ExitCode)
				}
				return
			}
			args = map[string]any{"session_id": v.SessionID, "timeout_ms": 1000}
		}
		t.Error("the followed command never finished")
	})
	t.Logf("%-30s %2d calls, %5d characters of text, %d of structured content", "all", all.calls, all.text, all.structured)
}
