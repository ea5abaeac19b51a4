package tools_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// goBin is the directory of the Go fixture programs (testdata/tui): gum,
// and a Bubble Tea list and a huh form of our own.
func goBin(t *testing.T) string { return sessiontest.GoPrograms(t, "../testdata/tui") }

// frameLists are select lists of the two frameworks that draw from a
// timer: Bubble Tea (gum choose, a list of our own), whose renderer
// flushes on a 60 frames a second ticker in a goroutine of its own, and
// Ink, whose render is deferred and throttled on node's event loop. Each
// marks the highlighted option with a marker at the start of its row.
func frameLists(t *testing.T) []struct {
	name   string
	argv   []string
	marker string
} {
	bin, npm := goBin(t), npmDir(t)
	return []struct {
		name   string
		argv   []string
		marker string
	}{
		{"gum choose", []string{filepath.Join(bin, "gum"), "choose", "Apple", "Banana", "Cherry", "Date", "Elderberry"}, "> "},
		{"bubble tea list", []string{filepath.Join(bin, "tea-list")}, "> "},
		{"ink select", sessiontest.Node(npm, true, "ink-select.mjs"), "❯ "},
	}
}

// markedOption returns the option a list's marker is on, "" when none is.
func markedOption(v tools.Screen, marker string) string {
	for _, l := range v.Lines {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(l), strings.TrimSpace(marker)); ok {
			return strings.TrimSpace(strings.TrimPrefix(rest, "•"))
		}
	}
	return ""
}

// stillTrue checks that a result is what the screen shows once the
// program has taken another key and drawn what it caused: the program drew
// all the input caused before the call returned. The key (F12) is bound
// to nothing in these lists; its wait, like every wait on a program that
// draws on a timer, ends after the program's next frame, which would show
// anything the first result missed.
func stillTrue(t *testing.T, h *harness, v tools.Screen, what string) {
	t.Helper()
	h.screen("send_keys", map[string]any{"session_id": v.SessionID, "keys": "<f12>"})
	later := h.screen("read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0})
	if screenText(later) != screenText(v) {
		t.Errorf("%s: the result was not the screen after the next frame; result:\n%s\nafter a key that does nothing:\n%s", what, screenText(v), screenText(later))
	}
}

// TestFramesKeysAsTyped: lists drawn from a timer open with their screen
// drawn, each key of send_keys reaches the program as its own write (jj
// moves two rows, as typed; in one write both frameworks read one key
// "jj"), and each result is the screen the keys caused, still true a
// moment later.
func TestFramesKeysAsTyped(t *testing.T) {
	h := newHarness(t, session.Config{})
	for _, p := range frameLists(t) {
		t.Run(p.name, func(t *testing.T) {
			v := h.open(map[string]any{"argv": p.argv, "cols": 60, "rows": 12})
			if v.Wait == nil || v.Wait.Outcome != session.Settled || markedOption(v, p.marker) != "Apple" {
				t.Fatalf("opened to a screen without its list drawn (Apple highlighted):\n%s", tools.Render(v))
			}
			id := v.SessionID
			stillTrue(t, h, v, "open")
			for _, step := range []struct{ keys, want string }{
				{"jj", "Cherry"},
				{"<down><down>", "Elderberry"},
				{"k", "Date"},
				{"<up>kj", "Cherry"},
			} {
				v = h.screen("send_keys", map[string]any{"session_id": id, "keys": step.keys})
				if got := markedOption(v, p.marker); got != step.want || v.Wait.Outcome != session.Settled {
					t.Fatalf("send_keys %s: %s highlighted (%s), want %s:\n%s", step.keys, got, v.Wait.Outcome, step.want, tools.Render(v))
				}
				stillTrue(t, h, v, "send_keys "+step.keys)
			}
		})
	}
}

// TestOnItsWayOut: a program told to end is not reported waiting for
// input at its own prompt: the result is the exit (the session's own
// program) or the shell it returns to. node's .exit puts the terminal
// back and ends on a timer of its event loop, after it was seen reading
// the terminal again.
func TestOnItsWayOut(t *testing.T) {
	sessiontest.Need(t, "node", "python3", "bash")
	h := newHarness(t, session.Config{})
	for _, c := range []struct{ start, quit string }{
		{"node", ".exit"},
		{"node", "process.exit(3)"},
		{"python3", "exit()"},
		{"bash --norc", "exit"},
	} {
		t.Run(c.start+" "+c.quit, func(t *testing.T) {
			for range 3 {
				v := h.open(map[string]any{"command": c.start, "cols": 60, "rows": 8})
				if v = h.screen("send_text", map[string]any{"session_id": v.SessionID, "text": c.quit, "enter": true}); v.State != session.Exited {
					t.Fatalf("%s alone: %s\n%s", c.quit, tools.Header(v), screenText(v))
				}
				h.ok("close_session", map[string]any{"session_id": v.SessionID})
				sh := h.open(map[string]any{"cols": 60, "rows": 8}).SessionID
				h.screen("send_text", map[string]any{"session_id": sh, "text": c.start, "enter": true})
				if v = h.screen("send_text", map[string]any{"session_id": sh, "text": c.quit, "enter": true}); v.Mode != "shell" || v.Program != "bash" {
					t.Fatalf("%s in a shell: %s\n%s", c.quit, tools.Header(v), screenText(v))
				}
				h.ok("close_session", map[string]any{"session_id": sh})
			}
		})
	}
}

// TestEditorTakesOver: git rebase -i hands the terminal to its editor; the
// result is the editor with the todo list drawn, opened directly or from a
// shell.
func TestEditorTakesOver(t *testing.T) {
	sessiontest.Need(t, "git", "vim", "nano")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	git := "git -c user.name=a -c user.email=a@example.com"
	if out, err := exec.Command("bash", "-c", "cd "+dir+" && git init -q . && for i in 1 2 3; do echo $i > f; git add f; "+git+" commit -qm commit-$i; done").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, editor := range []string{"vim", "nano"} {
		t.Run(editor, func(t *testing.T) {
			env := map[string]any{"EDITOR": editor}
			v := h.open(map[string]any{"command": git + " rebase -i HEAD~2", "cwd": dir, "env": env, "cols": 120, "rows": 16})
			if v.Mode != "editor" || v.Wait.Outcome != session.Settled || !strings.Contains(screenText(v), "pick") || !strings.Contains(screenText(v), "commit-3") {
				t.Fatalf("opened: %s\n%s", tools.Header(v), screenText(v))
			}
			h.ok("close_session", map[string]any{"session_id": v.SessionID, "force": true})
			_ = exec.Command("git", "-C", dir, "rebase", "--abort").Run()
			sh := h.open(map[string]any{"cwd": dir, "env": env, "cols": 120, "rows": 16}).SessionID
			v = h.screen("send_text", map[string]any{"session_id": sh, "text": git + " rebase -i HEAD~2", "enter": true})
			if v.Mode != "editor" || v.Wait.Outcome != session.Settled || !strings.Contains(screenText(v), "commit-3") {
				t.Fatalf("from a shell: %s\n%s", tools.Header(v), screenText(v))
			}
			h.ok("close_session", map[string]any{"session_id": sh, "force": true})
			_ = exec.Command("git", "-C", dir, "rebase", "--abort").Run()
		})
	}
}
