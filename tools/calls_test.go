package tools_test

import (
	"os"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

func TestReadScreenScrollbackAndRevisions(t *testing.T) {
	sessiontest.Need(t, "bash", "seq")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": "seq 1 100; read -r _", "cols": 40, "rows": 10})
	id := v.SessionID
	if !hasLine(v, "100") || hasLine(v, "50") {
		t.Fatalf("screen:\n%s", screenText(v))
	}
	v = h.screen("read_screen", map[string]any{"session_id": id, "scrollback": 5})
	if len(v.Scrollback) != 5 || v.Scrollback[4] != "91" || v.Scrollback[0] != "87" {
		t.Fatalf("scrollback %q, want 87..91", v.Scrollback)
	}
	if v.Changed {
		t.Error("changed is true for a screen already returned")
	}
	v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": v.Revision})
	if len(v.Lines) != 0 || v.Changed {
		t.Fatalf("since_revision of the current revision returned %d lines, changed %v", len(v.Lines), v.Changed)
	}
	v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": v.Revision - 1})
	if len(v.Lines) == 0 {
		t.Fatal("since_revision of an older revision returned no lines")
	}
	rev := v.Revision
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "x"})
	if !v.Changed || v.Revision <= rev {
		t.Fatalf("after typing: changed %v revision %d (was %d)", v.Changed, v.Revision, rev)
	}
}

func TestWaitForAndExpect(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID

	// expect returns as soon as the text appears after the input, before
	// the command is done (it goes on once the gate opens, after the call).
	gate := sessiontest.NewGate(t)
	v := h.screen("send_text", map[string]any{"session_id": id, "text": "echo start; " + gate.Wait() + "; echo fin\"\"ished", "enter": true, "expect": "start"})
	if v.Wait.Outcome != session.Matched || v.State != session.Running || hasLine(v, "finished") {
		t.Fatalf("expect: %s state %s\n%s", v.Wait.Outcome, v.State, screenText(v))
	}
	gate.Open(t)
	v = h.screen("wait_for", map[string]any{"session_id": id, "text": "finished", "timeout_ms": 5000})
	if v.Wait.Outcome != session.Matched || !hasLine(v, "finished") {
		t.Fatalf("wait_for text: %s\n%s", v.Wait.Outcome, screenText(v))
	}
	v = h.screen("wait_for", map[string]any{"session_id": id, "state": "waiting_for_input", "mode": "shell", "regex": `(?m)^finished$`})
	if v.Wait.Outcome != session.Matched || v.Mode != "shell" {
		t.Fatalf("wait_for state+mode+regex: %s %s", v.Wait.Outcome, v.Mode)
	}
	v = h.screen("wait_for", map[string]any{"session_id": id, "text": "never shown", "timeout_ms": 100})
	if v.Wait.Outcome != session.TimedOut {
		t.Fatalf("wait_for that cannot match: %s", v.Wait.Outcome)
	}
	h.screen("send_keys", map[string]any{"session_id": id, "keys": "clear<enter>"})
	v = h.screen("wait_for", map[string]any{"session_id": id, "gone": "finished"})
	if v.Wait.Outcome != session.Matched || strings.Contains(screenText(v), "finished") {
		t.Fatalf("wait_for gone: %s\n%s", v.Wait.Outcome, screenText(v))
	}
	// An exited session: waiting for exited matches.
	e := h.open(map[string]any{"command": "sleep 0.2"})
	v = h.screen("wait_for", map[string]any{"session_id": e.SessionID, "state": "exited"})
	if v.Wait.Outcome != session.Matched || v.State != session.Exited {
		t.Fatalf("wait_for exited: %s %s", v.Wait.Outcome, v.State)
	}
}

func TestSendSignal(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 100", "enter": true, "timeout_ms": 100})
	v := h.screen("send_signal", map[string]any{"session_id": id, "signal": "INT"})
	if v.State != session.WaitingForInput || v.Program != "bash" || v.Mode != "shell" {
		t.Fatalf("after INT: %s %s %s", v.State, v.Program, v.Mode)
	}
	h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 100", "enter": true, "timeout_ms": 100})
	v = h.screen("send_signal", map[string]any{"session_id": id, "signal": "sigtstp"})
	if v.State != session.WaitingForInput || !strings.Contains(screenText(v), "Stopped") {
		t.Fatalf("after TSTP: %s\n%s", v.State, screenText(v))
	}
	r := h.run(map[string]any{"session_id": id, "command": "jobs"})
	if !strings.Contains(r.Output, "Stopped") || !strings.Contains(r.Output, "sleep 100") {
		t.Fatalf("jobs after TSTP: %q", r.Output)
	}
	e := h.open(map[string]any{"argv": []string{"sleep", "100"}, "timeout_ms": 100})
	v = h.screen("send_signal", map[string]any{"session_id": e.SessionID, "signal": "TERM"})
	if v.State != session.Exited || v.ExitSignal == nil || *v.ExitSignal != "SIGTERM" {
		t.Fatalf("after TERM: %s %v", v.State, v.ExitSignal)
	}
}

func TestRunCommandUnfinished(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID

	// A command that outlives the timeout: it goes on once the gate
	// opens, after the call. (The timeout is under QuietAfter: a command
	// silent that long would be answered as quiet.)
	gate := sessiontest.NewGate(t)
	r := h.run(map[string]any{"session_id": id, "command": "echo begun; " + gate.Wait() + "; echo over", "timeout_ms": 1500})
	if r.Finished || r.ExitCode != nil || r.State != session.Running || r.Wait.Outcome != session.TimedOut || r.Output != "begun" {
		t.Fatalf("unfinished: finished %v exit %v state %s outcome %s output %q", r.Finished, r.ExitCode, r.State, r.Wait.Outcome, r.Output)
	}
	msg := h.refused("run_command", map[string]any{"session_id": id, "command": "echo next"})
	if !strings.Contains(msg, "still running") && !strings.Contains(msg, "in front") && !strings.Contains(msg, "busy") {
		t.Fatalf("second command while the first runs: %q", msg)
	}
	gate.Open(t)
	h.screen("wait_for", map[string]any{"session_id": id, "text": "over", "state": "waiting_for_input"})

	// A command that asks a question hands it back.
	r = h.run(map[string]any{"session_id": id, "command": `read -p "Name? [x] " n; echo "hi $n"`})
	if r.Finished || r.Mode != "question" || r.State != session.WaitingForInput {
		t.Fatalf("question: finished %v mode %s (%s) state %s", r.Finished, r.Mode, r.ModeDetail, r.State)
	}
	v := h.screen("send_text", map[string]any{"session_id": id, "text": "Bob", "enter": true})
	if !hasLine(v, "hi Bob") || v.Mode != "shell" {
		t.Fatalf("after answering:\n%s", screenText(v))
	}
	r = h.run(map[string]any{"session_id": id, "command": "echo fine"})
	if r.Output != "fine" || *r.ExitCode != 0 {
		t.Fatalf("next command: %q", r.Output)
	}
}

func TestExpectIgnoresEchoAndSeesAboveCursor(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID
	// The echo of the command line holds READY; only the output counts.
	v := h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 0.3; echo READY", "enter": true, "expect": "READY"})
	if v.Wait.Outcome != session.Matched || !hasLine(v, "READY") {
		t.Fatalf("expect matched the echo: %s\n%s", v.Wait.Outcome, screenText(v))
	}
	// The call returned at READY, maybe before the prompt: what is typed
	// before it would be echoed twice, by the terminal and by readline.
	h.screen("wait_for", map[string]any{"session_id": id, "mode": "shell", "state": "waiting_for_input"})
	// Text drawn above the cursor's row counts too.
	v = h.screen("send_text", map[string]any{"session_id": id, "text": `clear; printf 'x\n\n\n'; sleep 0.2; printf '\e[1;1HHERE\e[5;1H'; read -r _`, "enter": true, "expect": "HERE"})
	if v.Wait.Outcome != session.Matched || !strings.HasPrefix(v.Lines[0], "HERE") {
		t.Fatalf("expect above the cursor: %s\n%s", v.Wait.Outcome, screenText(v))
	}
	h.screen("send_keys", map[string]any{"session_id": id, "keys": "<enter>"})
	v = h.screen("wait_for", map[string]any{"session_id": id, "regex": `^HERE$`, "timeout_ms": 500})
	if v.Wait.Outcome != session.Matched {
		t.Fatalf("regex ^HERE$ did not match a line: %s", v.Wait.Outcome)
	}
}

func TestSecretStaysRedacted(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	// A program that echoes what it reads: the secret would be on screen.
	id := h.open(map[string]any{"command": `read -r s; echo "you said $s"; read -r _`}).SessionID
	const secret = "tr0ub4dor&3"
	v := h.screen("send_text", map[string]any{"session_id": id, "text": secret, "secret": true, "enter": true})
	for _, res := range []tools.Screen{v, h.screen("read_screen", map[string]any{"session_id": id, "scrollback": 10, "since_revision": 0})} {
		all := screenText(res) + strings.Join(res.Scrollback, "\n")
		if strings.Contains(all, secret) || !strings.Contains(all, "you said ****") {
			t.Fatalf("secret not redacted:\n%s", all)
		}
	}
}

func TestArgvRelativeToCwd(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/hello.sh", []byte("#!/bin/bash\necho hello from $PWD\nread -r _\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	v := h.open(map[string]any{"argv": []string{"./hello.sh"}, "cwd": dir})
	if !hasLine(v, "hello from "+dir) {
		t.Fatalf("relative argv with cwd:\n%s", screenText(v))
	}
}

// A key name is a name however long it is: a doubled modifier spelled
// out past any length is refused with the modifiers named, and the
// program gets nothing (it was typed as text when longer than 40 bytes).
func TestSendKeysLongNameRefused(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"argv": []string{"cat"}}).SessionID
	for _, keys := range []string{"<ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-c>", "x<" + strings.Repeat("alt-", 30) + "x><enter>"} {
		msg := h.refused("send_keys", map[string]any{"session_id": id, "keys": keys})
		if !strings.Contains(msg, "is given twice") || !strings.Contains(msg, "the modifiers are ctrl-") || !strings.Contains(msg, "nothing was sent") {
			t.Errorf("send_keys %q: %s", keys, msg)
		}
	}
	if v := h.screen("read_screen", map[string]any{"session_id": id}); screenText(v) != "" {
		t.Errorf("cat got keys:\n%s", screenText(v))
	}
}
