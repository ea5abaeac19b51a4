package tools_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The text content is what most clients show the model: these tests read
// it as a model would.

// ownHome gives the test's shells a home of their own whose ~/.bashrc is
// rc (the machine's may take seconds to run, and differ from one to the
// next).
func ownHome(t *testing.T, rc string) {
	t.Helper()
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".bashrc"), []byte(rc), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
}

// promptLines returns the lines of text that describe a prompt.
func promptLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "(prompt: ") {
			out = append(out, l)
		}
	}
	return out
}

// A menu's text names, in one line above the rows, the prompt's kind, its
// options, the highlighted one and the answer_prompt call; the line
// follows the highlight, cuts a long list, and a question read by
// run_command is answered with answer_prompt.
func TestTextNamesThePromptAndItsAnswer(t *testing.T) {
	sessiontest.Need(t, "bash", "whiptail")
	ownHome(t, "")
	h := newHarness(t, session.Config{})

	res := h.ok("open_session", map[string]any{"command": "whiptail --menu 'Pick a fruit' 20 60 5 a Apple b Banana c Cherry", "cols": 80, "rows": 24})
	var v tools.Screen
	h.decode(res, &v)
	id := v.SessionID
	want := `(prompt: select; "Apple" (highlighted), "Banana", "Cherry"; answer_prompt {"choice": "Apple"})`
	text := tools.Text(res)
	if got := promptLines(text); len(got) != 1 || got[0] != want {
		t.Fatalf("prompt lines %q, want %q\n%s", got, want, text)
	}
	// The line stands before the rows, not among them.
	if i, j := strings.Index(text, want), strings.Index(text, "Pick a fruit"); i < 0 || j < i {
		t.Fatalf("the prompt line is not above the rows:\n%s", text)
	}

	res = h.ok("send_keys", map[string]any{"session_id": id, "keys": "<down>"})
	want = `(prompt: select; "Apple", "Banana" (highlighted), "Cherry"; answer_prompt {"choice": "Banana"})`
	if got := promptLines(tools.Text(res)); len(got) != 1 || got[0] != want {
		t.Fatalf("after <down>: prompt lines %q, want %q\n%s", got, want, tools.Text(res))
	}
	// An unchanged screen is its header alone: the line is not repeated.
	if res := h.ok("read_screen", map[string]any{"session_id": id}); strings.Contains(tools.Text(res), "\n") {
		t.Fatalf("an unchanged screen repeats lines:\n%s", tools.Text(res))
	}

	// Twelve options: the first eight are named, and the highlighted one
	// when it is past them.
	args := []string{"whiptail", "--menu", "Pick", "22", "60", "14"}
	for i := 1; i <= 12; i++ {
		args = append(args, fmt.Sprintf("k%d", i), fmt.Sprintf("item%d", i))
	}
	v = h.open(map[string]any{"argv": args, "cols": 80, "rows": 24})
	for range 10 {
		res = h.ok("send_keys", map[string]any{"session_id": v.SessionID, "keys": "<down>"})
	}
	got := promptLines(tools.Text(res))
	if len(got) != 1 || !strings.Contains(got[0], `"item8", … 4 more; highlighted: "item11"`) || strings.Contains(got[0], `"item9"`) ||
		!strings.Contains(got[0], `"choice": "item11"`) {
		t.Fatalf("a long menu's prompt line: %q\n%s", got, tools.Text(res))
	}

	// A question a command asks: run_command's text says to answer it
	// with answer_prompt, then follow.
	sh := h.open(nil).SessionID
	res = h.ok("run_command", map[string]any{"session_id": sh, "command": "read -r -p 'Delete everything? [y/N] ' a; echo \"got $a\""})
	text = tools.Text(res)
	want = `; answer_prompt {"confirm": true|false})`
	if got := promptLines(text); len(got) != 1 || !strings.HasPrefix(got[0], "(prompt: confirm") || !strings.HasSuffix(got[0], want) ||
		!strings.Contains(text, "It waits for an answer to its prompt: answer_prompt, then follow it with run_command") ||
		strings.Contains(text, "send_text or send_keys") || !strings.Contains(text, "\nnot finished after ") {
		t.Fatalf("run_command at a question:\n%s", text)
	}
	// A second command meanwhile is refused, naming the answer.
	if msg := h.refused("run_command", map[string]any{"session_id": sh, "command": "ls"}); !strings.Contains(msg, fmt.Sprintf(`waits for an answer to its prompt; answer it with answer_prompt {"session_id": %q, "confirm": true|false}`, sh)) {
		t.Fatalf("a second command at the question: %s", msg)
	}
	h.ok("answer_prompt", map[string]any{"session_id": sh, "confirm": true})
	var r tools.RunResult
	res = h.ok("run_command", map[string]any{"session_id": sh})
	h.decode(res, &r)
	if !r.Finished || r.ExitCode == nil || *r.ExitCode != 0 || !strings.Contains(r.Output, "got y") || !strings.Contains(tools.Text(res), "\nfinished: exit code 0 after ") {
		t.Fatalf("after the answer: finished %v exit %v output %q\n%s", r.Finished, r.ExitCode, r.Output, tools.Text(res))
	}
}

// A command that ends its shell ends with it: finished, with the shell's
// exit code, and last_command agrees; a shell killed by a signal has no
// exit code but is finished too.
func TestRunCommandThatEndsItsShell(t *testing.T) {
	sessiontest.Need(t, "bash")
	ownHome(t, "")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	res := h.ok("run_command", map[string]any{"session_id": id, "command": "echo bye; exit 3"})
	var r tools.RunResult
	h.decode(res, &r)
	c := r.LastCommand
	if !r.Finished || r.ExitCode == nil || *r.ExitCode != 3 || r.State != session.Exited ||
		c == nil || !c.Finished || c.ExitCode == nil || *c.ExitCode != 3 || c.Command != "echo bye; exit 3" || !strings.HasPrefix(r.Output, "bye") {
		t.Fatalf("exit 3: finished %v exit %v state %s last_command %+v output %q", r.Finished, r.ExitCode, r.State, c, r.Output)
	}
	if text := tools.Text(res); !strings.Contains(text, "\nfinished: the shell exited with the command, exit code 3, after ") || strings.Contains(text, "run_command {") {
		t.Fatalf("exit 3, text:\n%s", text)
	}
	// read_screen of the ended session says the same.
	v := h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
	if c := v.LastCommand; c == nil || !c.Finished || c.ExitCode == nil || *c.ExitCode != 3 {
		t.Fatalf("read_screen's last_command %+v", c)
	}

	id = h.open(nil).SessionID
	h.decode(h.ok("run_command", map[string]any{"session_id": id, "command": "kill -KILL $$"}), &r)
	if c := r.LastCommand; !r.Finished || r.ExitCode != nil || r.ExitSignal == nil || c == nil || !c.Finished || c.ExitCode != nil {
		t.Fatalf("kill -KILL $$: finished %v exit %v signal %v last_command %+v", r.Finished, r.ExitCode, r.ExitSignal, c)
	}

	// In a fresh shell: finished, so the shell is not left open.
	before := len(h.m.List())
	h.decode(h.ok("run_command", map[string]any{"command": "exit 5"}), &r)
	if !r.Finished || r.ExitCode == nil || *r.ExitCode != 5 || len(h.m.List()) != before {
		t.Fatalf("exit 5 in a fresh shell: finished %v exit %v, %d sessions open (%d before)", r.Finished, r.ExitCode, len(h.m.List()), before)
	}
	// A fresh shell closed after its command did not end with it.
	if text := tools.Text(h.ok("run_command", map[string]any{"command": "echo fresh"})); !strings.Contains(text, "\nfinished: exit code 0 after ") {
		t.Fatalf("a fresh shell's command:\n%s", text)
	}
}

// timeout_ms counts from the call's start: a fresh shell's start is in it.
func TestRunCommandTimeoutCountsTheShellsStart(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	ownHome(t, "sleep 1\n") // a shell that takes at least 1 s to start
	h := newHarness(t, session.Config{})
	// The command takes 2.5 s: counted from the call's start, 3 s run out
	// before it ends (at 3.5 s at the soonest); counted from the prompt,
	// it would end within them.
	var r tools.RunResult
	h.decode(h.ok("run_command", map[string]any{"command": "sleep 2.5", "timeout_ms": 3000}), &r)
	if r.Finished || r.Wait == nil || r.Wait.Outcome != session.TimedOut {
		t.Fatalf("sleep 2.5 with timeout_ms 3000 after a 1 s start: finished %v wait %+v", r.Finished, r.Wait)
	}

	// Not started within timeout_ms: nothing is typed, the shell is left
	// open, and the sentence says how to use it. The shell cannot start
	// before the gate opens, after the call.
	gate := sessiontest.NewGate(t)
	ownHome(t, gate.Wait()+"\n")
	msg := h.refused("run_command", map[string]any{"command": "echo typed", "timeout_ms": 800})
	if !strings.Contains(msg, "did not show its prompt within timeout_ms (800 ms), so the command was not typed") {
		t.Fatalf("a shell not started: %s", msg)
	}
	gate.Open(t)
	id := strings.Fields(strings.TrimPrefix(msg, "the fresh shell "))[0]
	if !strings.Contains(msg, fmt.Sprintf(`wait_for {"session_id": %q, "mode": "shell", "state": "waiting_for_input"} waits for its prompt`, id)) {
		t.Fatalf("the sentence names no wait for the prompt: %s", msg)
	}
	// The sentence's wait, as given: mode shell alone also holds while
	// the shell still runs its rc (a shell running a command is in mode
	// shell), and run_command would then be refused.
	h.screen("wait_for", map[string]any{"session_id": id, "mode": "shell", "state": "waiting_for_input"})
	h.decode(h.ok("run_command", map[string]any{"session_id": id, "command": "echo typed"}), &r)
	if !r.Finished || r.Output != "typed" {
		t.Fatalf("the shell left open: finished %v output %q", r.Finished, r.Output)
	}
}

// A wait longer than --max-wait ends there, with a note naming the call
// that goes on waiting.
func TestMaxWaitEndsLongWaits(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	ownHome(t, "")
	if d := session.DefaultConfig().MaxWait; d != 50*time.Second {
		t.Errorf("default --max-wait %v, want 50s", d)
	}
	h := newHarness(t, session.Config{MaxWait: 1500 * time.Millisecond})
	id := h.open(nil).SessionID

	// The note says the wait ended at --max-wait (one that ran to its
	// timeout_ms has nothing left to wait).
	res := h.ok("wait_for", map[string]any{"session_id": id, "text": "never shown", "timeout_ms": 5000})
	var v tools.Screen
	h.decode(res, &v)
	note := "wait_for with the same conditions and timeout_ms 3500 goes on waiting"
	if v.Wait.Outcome != session.TimedOut || !strings.Contains(strings.Join(v.Notes, "\n"), note) || !strings.Contains(tools.Text(res), note) {
		t.Fatalf("wait_for 5000 under --max-wait 1.5s: %s after %dms, notes %q", v.Wait.Outcome, v.Wait.WaitedMs, v.Notes)
	}
	// A wait that ends sooner says nothing of it.
	v = h.screen("wait_for", map[string]any{"session_id": id, "state": "waiting_for_input", "timeout_ms": 5000})
	if v.Wait.Outcome != session.Matched || len(v.Notes) != 0 {
		t.Fatalf("a wait that matched: %s, notes %q", v.Wait.Outcome, v.Notes)
	}

	// The command runs until the gate opens, after the call: the call
	// ends at --max-wait, unfinished, with the note.
	gate := sessiontest.NewGate(t)
	var r tools.RunResult
	h.decode(h.ok("run_command", map[string]any{"session_id": id, "command": gate.Wait() + "; echo done", "timeout_ms": 4000}), &r)
	note = fmt.Sprintf(`run_command {"session_id": %q, "timeout_ms": 2500} (no command) goes on waiting`, id)
	if r.Finished || !strings.Contains(strings.Join(r.Notes, "\n"), note) {
		t.Fatalf("run_command 4000 under --max-wait 1.5s: finished %v, notes %q", r.Finished, r.Notes)
	}
	gate.Open(t)
	h.decode(h.ok("run_command", map[string]any{"session_id": id, "timeout_ms": 2500}), &r)
	if !r.Finished || r.Output != "done" {
		t.Fatalf("followed: finished %v output %q notes %q", r.Finished, r.Output, r.Notes)
	}
}

// A client that sends a progress token hears that the call is still at
// work every few seconds; one that sends none hears nothing.
func TestProgressWhileACallWaits(t *testing.T) {
	sessiontest.Need(t, "bash")
	ownHome(t, "")
	h := newHarness(t, session.Config{})
	var mu sync.Mutex
	var got []map[string]any
	h.c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method == string(mcp.MethodNotificationProgress) {
			mu.Lock()
			got = append(got, n.Params.AdditionalFields)
			mu.Unlock()
		}
	})
	id := h.open(nil).SessionID
	call := func(token any) {
		var req mcp.CallToolRequest
		req.Params.Name = "wait_for"
		req.Params.Arguments = map[string]any{"session_id": id, "text": "never shown", "timeout_ms": 7000}
		if token != nil {
			req.Params.Meta = &mcp.Meta{ProgressToken: token}
		}
		if _, err := h.c.CallTool(context.Background(), req); err != nil {
			t.Fatal(err)
		}
	}
	call(nil)
	mu.Lock()
	n := len(got)
	mu.Unlock()
	if n != 0 {
		t.Fatalf("progress without a token: %v", got)
	}
	call("wait-1")
	// The notifications of a call come before its answer.
	mu.Lock()
	defer mu.Unlock()
	if len(got) < 2 || got[0]["progressToken"] != "wait-1" || fmt.Sprint(got[0]["progress"]) != "1" || fmt.Sprint(got[1]["progress"]) != "2" ||
		!strings.HasPrefix(fmt.Sprint(got[0]["message"]), "wait_for still at work after 3s") {
		t.Fatalf("progress: %v", got)
	}
}

// The text drops trailing empty rows and writes a run of empty rows in the
// middle as one line; lines keep every row.
func TestTextFoldsEmptyRows(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	res := h.ok("open_session", map[string]any{"command": `printf 'top\n\n\n\n\n\n\nmiddle\n\n\nbottom\n'; read -r _`, "cols": 40, "rows": 20})
	var v tools.Screen
	h.decode(res, &v)
	wantLines := []string{"top", "", "", "", "", "", "", "middle", "", "", "bottom"}
	if strings.Join(v.Lines, "|") != strings.Join(wantLines, "|") {
		t.Fatalf("lines %q, want %q", v.Lines, wantLines)
	}
	text := tools.Text(res)
	_, rows, _ := strings.Cut(text, "\n")
	if rows != "top\n… 6 empty rows\nmiddle\n\n\nbottom" {
		t.Fatalf("text rows %q\n%s", rows, text)
	}
}
