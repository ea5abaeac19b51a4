package tools_test

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// wantQuiet checks that a result ended with outcome quiet and says that the
// program still runs and how to wait on.
func wantQuiet(t *testing.T, res tools.Screen, text string) {
	t.Helper()
	if res.Wait == nil || res.Wait.Outcome != session.Quiet || res.State != session.Running {
		t.Fatalf("want outcome quiet while it runs, got %v:\n%s", res.Wait, text)
	}
	if !strings.Contains(text, "still runs") || !strings.Contains(text, `wait_for {"session_id": "`+res.SessionID+`", "state": "waiting_for_input"}`) {
		t.Errorf("the text does not say that it still runs and how to wait on:\n%s", text)
	}
}

// TestQuietOutcome: an input call whose program goes on running without
// reading the terminal, and prints nothing for a while, returns with
// outcome quiet, well before its timeout: redis-cli subscribed waits on
// its socket, a sleep, a loop that stopped printing. The program goes on
// (a message published later shows up), and the wait's text says how to
// wait on.
func TestQuietOutcome(t *testing.T) {
	sessiontest.Need(t, "redis-cli")
	port := sessiontest.Redis(t)
	h := newHarness(t, session.Config{})

	id := h.open(map[string]any{"argv": []string{"redis-cli", "-p", strconv.Itoa(port)}, "cols": 80, "rows": 12}).SessionID
	res := h.ok("send_text", map[string]any{"session_id": id, "text": "SUBSCRIBE news", "enter": true, "timeout_ms": 20000})
	var v tools.Screen
	h.decode(res, &v)
	wantQuiet(t, v, tools.Text(res))
	if !strings.Contains(screenText(v), "Reading messages") || !strings.Contains(screenText(v), "news") {
		t.Errorf("the subscription's confirmation is not on the screen:\n%s", screenText(v))
	}
	if out, err := exec.Command("redis-cli", "-p", strconv.Itoa(port), "PUBLISH", "news", "hello-from-the-test").CombinedOutput(); err != nil {
		t.Fatalf("publish: %v\n%s", err, out)
	}
	h.screen("wait_for", map[string]any{"session_id": id, "text": "hello-from-the-test", "timeout_ms": 10000})

	sh := h.open(map[string]any{"cols": 80, "rows": 12}).SessionID
	for _, c := range []struct{ name, command, last string }{
		{"a sleep", "sleep 60", "sleep 60"},
		{"a loop that stopped printing", "for i in 1 2 3; do echo step-$i; sleep 0.2; done; sleep 60", "step-3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := h.ok("send_text", map[string]any{"session_id": sh, "text": c.command, "enter": true, "timeout_ms": 20000})
			var v tools.Screen
			h.decode(res, &v)
			wantQuiet(t, v, tools.Text(res))
			if v.Program != "sleep" || !strings.Contains(screenText(v), c.last) {
				t.Errorf("program %s, screen:\n%s", v.Program, screenText(v))
			}
			if v := h.screen("send_keys", map[string]any{"session_id": sh, "keys": "<ctrl-c>"}); v.Wait.Outcome != session.Settled || v.Mode != "shell" {
				t.Errorf("after ctrl-c: %s", tools.Header(v))
			}
		})
	}
}

// TestQuietNotWhileAtWork: a silent program the kernel shows at work is
// not quiet: it computes what it will show, or starts slowly on a loaded
// machine (node loading its modules), and is waited for. One that works
// for 3 s before it draws opens to its screen, settled; a silent loop
// runs the wait to its timeout.
func TestQuietNotWhileAtWork(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	script := "import time\nt = time.time()\nwhile time.time() - t < 3: pass\nprint('drawn-after-work')\ninput()\n"
	v := h.open(map[string]any{"argv": []string{"python3", "-c", script}, "cols": 60, "rows": 8, "timeout_ms": 20000})
	if v.Wait.Outcome != session.Settled || !strings.Contains(screenText(v), "drawn-after-work") {
		t.Errorf("a program at work for 3 s before it draws: %s\n%s", tools.Header(v), screenText(v))
	}
	sh := h.open(map[string]any{"cols": 60, "rows": 8}).SessionID
	v = h.screen("send_text", map[string]any{"session_id": sh, "text": "python3 -c 'while True: pass'", "enter": true, "timeout_ms": 3500})
	if v.Wait.Outcome != session.TimedOut || v.State != session.Running {
		t.Errorf("a silent loop: want the timeout while it runs, got %s", tools.Header(v))
	}
}

// TestOpenWaitsForALateFirstFrame: a program that blocks reading the
// terminal at once and draws its first frame from another thread's timer
// 1 s later (a renderer a loaded machine keeps from the processor) opens
// to that frame, not to a blank screen.
func TestOpenWaitsForALateFirstFrame(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	script := "import sys, threading, time\n" +
		"def draw():\n    end = time.time() + 1\n    while time.time() < end: time.sleep(0.01)\n    sys.stdout.write('first-frame'); sys.stdout.flush()\n" +
		"threading.Thread(target=draw, daemon=True).start()\nsys.stdin.readline()\n"
	v := h.open(map[string]any{"argv": []string{"python3", "-c", script}, "cols": 60, "rows": 8, "timeout_ms": 20000})
	if !strings.Contains(screenText(v), "first-frame") {
		t.Errorf("opened before the first frame: %s\n%s", tools.Header(v), screenText(v))
	}
}

// TestQuietNotForExpectOrRunCommand: a wait for expected text goes on past
// a quiet spell, and run_command follows its command to its end.
func TestQuietNotForExpectOrRunCommand(t *testing.T) {
	h := newHarness(t, session.Config{})
	sh := h.open(map[string]any{"cols": 80, "rows": 12}).SessionID
	v := h.screen("send_text", map[string]any{"session_id": sh, "text": "sleep 3; echo the-end", "enter": true, "expect": "the-end", "timeout_ms": 20000})
	if v.Wait.Outcome != session.Matched {
		t.Errorf("expect: outcome %s:\n%s", v.Wait.Outcome, screenText(v))
	}
	var r tools.RunResult
	h.decode(h.ok("run_command", map[string]any{"session_id": sh, "command": "sleep 3; echo finished", "timeout_ms": 20000}), &r)
	if !r.Finished || !strings.Contains(r.Output, "finished") {
		t.Errorf("run_command did not follow its command to its end: %+v", r)
	}
}

// TestTimeoutStillChanging: a screen that never stops changing returns at
// the timeout, and the result says it was still changing.
func TestTimeoutStillChanging(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	res := h.ok("open_session", map[string]any{"command": "while :; do date +%N; sleep 0.05; done", "timeout_ms": 1500})
	var v tools.Screen
	h.decode(res, &v)
	t.Cleanup(func() { _, _ = h.m.CloseSession(v.SessionID, true) })
	text := tools.Text(res)
	if v.Wait.Outcome != session.TimedOut || !v.Wait.StillChanging || !strings.Contains(text, "still changing") {
		t.Errorf("want a timeout that says the screen was still changing: %+v\n%s", v.Wait, text)
	}
}

// TestExpectRegex: expect_regex ends a wait when a match appears after the
// input, on open_session, send_keys and send_text; the echo of the input
// does not count; a bad pattern is refused with the next step.
func TestExpectRegex(t *testing.T) {
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": "sleep 0.3; echo ready-42; exec bash --norc", "expect_regex": `ready-\d+`, "cols": 80, "rows": 12})
	if v.Wait.Outcome != session.Matched || !strings.Contains(screenText(v), "ready-42") {
		t.Fatalf("open_session: %s\n%s", tools.Header(v), screenText(v))
	}
	id := v.SessionID
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 0.3; echo $((100+23))-done", "enter": true, "expect_regex": `[0-9]{3}-done`})
	if v.Wait.Outcome != session.Matched || !strings.Contains(screenText(v), "123-done") {
		t.Errorf("send_text: %s\n%s", tools.Header(v), screenText(v))
	}
	v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "echo id-$((6*7))<enter>", "expect_regex": `(?m)^id-\d+$`})
	if v.Wait.Outcome != session.Matched || !hasLine(v, "id-42") {
		t.Errorf("send_keys: %s\n%s", tools.Header(v), screenText(v))
	}
	// Only the echo matches: the wait runs to its timeout.
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "true only-the-echo-77", "enter": true, "expect_regex": `echo-\d+`, "timeout_ms": 1000})
	if v.Wait.Outcome != session.TimedOut {
		t.Errorf("the echo matched: %s", tools.Header(v))
	}
	for _, args := range []map[string]any{
		{"session_id": id, "text": "x", "expect_regex": "("},
		{"session_id": id, "text": "x", "expect": "a", "expect_regex": "a"},
		{"session_id": id, "text": "x", "expect_regex": strings.Repeat("a", 1001)},
	} {
		if msg := h.refused("send_text", args); !strings.Contains(msg, "expect_regex") {
			t.Errorf("%v: %s", args["expect_regex"], msg)
		}
	}
}

// TestKeysOneWriteEach: each key of send_keys reaches the program as a read
// of its own, an escape sequence whole; send_text's text arrives in one.
func TestKeysOneWriteEach(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	script := `import os, sys, tty
tty.setraw(0)
while True:
    b = os.read(0, 1024)
    os.write(1, ("read %r\r\n" % b).encode())
    if b == b"q":
        break
`
	id := h.open(map[string]any{"argv": []string{"python3", "-c", script}, "cols": 80, "rows": 20}).SessionID
	v := h.screen("send_keys", map[string]any{"session_id": id, "keys": "jj<down>3j<esc>"})
	want := []string{`read b'j'`, `read b'j'`, `read b'\x1b[B'`, `read b'3'`, `read b'j'`, `read b'\x1b'`}
	if got := v.Lines[:min(len(v.Lines), len(want))]; strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("each key a read of its own: got\n%s\nwant\n%s", screenText(v), strings.Join(want, "\n"))
	}
	v = h.screen("send_text", map[string]any{"session_id": id, "text": "abc"})
	if !hasLine(v, `read b'abc'`) {
		t.Errorf("send_text in one read:\n%s", screenText(v))
	}
}

// TestFirstPaint: a program that switched to the alternate screen and
// waits on the terminal while another thread prepares its first frame
// opens to that frame (it opened settled on the blank screen before); one
// that never draws while a thread of it could opens to its timeout, and
// the result says it has not drawn yet and how to wait for its first
// frame. cat, blocked on the terminal alone, opens settled on its blank
// screen (not at its timeout).
func TestFirstPaint(t *testing.T) {
	sessiontest.Need(t, "python3", "cat")
	h := newHarness(t, session.Config{})
	late := "import sys, threading, time\n" +
		"def draw():\n    time.sleep(1.5)\n    sys.stdout.write('first-frame'); sys.stdout.flush()\n" +
		"sys.stdout.write('\\x1b[?1049h'); sys.stdout.flush()\n" +
		"threading.Thread(target=draw, daemon=True).start()\nsys.stdin.readline()\n"
	v := h.open(map[string]any{"argv": []string{"python3", "-c", late}, "cols": 60, "rows": 8, "timeout_ms": 20000})
	if v.Wait.Outcome != session.Settled || !strings.Contains(screenText(v), "first-frame") {
		t.Errorf("a first frame drawn 1.5 s later from a thread: %s\n%s", tools.Header(v), screenText(v))
	}
	never := "import sys, threading, time\n" +
		"def wait():\n    while True: time.sleep(0.05)\n" +
		"sys.stdout.write('\\x1b[?1049h'); sys.stdout.flush()\n" +
		"threading.Thread(target=wait, daemon=True).start()\nsys.stdin.readline()\n"
	res := h.ok("open_session", map[string]any{"argv": []string{"python3", "-c", never}, "cols": 60, "rows": 8, "timeout_ms": 3000})
	var w tools.Screen
	h.decode(res, &w)
	t.Cleanup(func() { _, _ = h.m.CloseSession(w.SessionID, true) })
	if text := tools.Text(res); w.Wait.Outcome != session.TimedOut || !w.Wait.NotDrawn || !strings.Contains(text, "has not drawn anything yet") {
		t.Errorf("a program that never draws: %+v\n%s", w.Wait, text)
	}
	if c := h.open(map[string]any{"argv": []string{"cat"}, "cols": 60, "rows": 8}); c.Wait.Outcome != session.Settled {
		t.Errorf("cat: %s", tools.Header(c))
	}
}
