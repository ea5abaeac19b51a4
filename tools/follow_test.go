package tools_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// longCommand prints a numbered step every 0.05 s for two seconds, then
// fails with status 3.
const longCommand = `for i in $(seq 1 40); do echo "step $i of 40: compiling module_$i.c"; sleep 0.05; done; (exit 3)`

// follow calls run_command without a command until the command has
// finished (at most max calls), and returns the results and what they cost.
func (h *harness) follow(id string, args map[string]any, max int) ([]tools.RunResult, tally) {
	h.t.Helper()
	var rs []tools.RunResult
	var c tally
	for range max {
		a := map[string]any{"session_id": id, "timeout_ms": 400}
		for k, v := range args {
			a[k] = v
		}
		res := h.ok("run_command", a)
		c.add(h.t, res)
		var r tools.RunResult
		h.decode(res, &r)
		if strings.Count(tools.Text(res), "step 1 of 40:") > 1 {
			h.t.Fatalf("the output is printed twice:\n%s", tools.Text(res))
		}
		rs = append(rs, r)
		if r.Finished {
			return rs, c
		}
		if !strings.HasSuffix(tools.Text(res), fmt.Sprintf(`Still running: follow it with run_command {"session_id": %q} without command, or stop it with send_keys <ctrl-c>.`, id)) {
			h.t.Fatalf("an unfinished reply does not end naming the next call:\n%s", tools.Text(res))
		}
	}
	h.t.Fatalf("the command did not finish in %d calls", max)
	return nil, c
}

// TestRunCommandFollow: a command that outlives its timeout is followed by
// run_command without command, each reply giving the output since the last
// and the exit code at the end; a second command meanwhile is refused at
// once; last_command says how the last one ended, also for a command typed
// at the prompt.
func TestRunCommandFollow(t *testing.T) {
	sessiontest.Need(t, "bash", "seq", "sleep")
	h := newHarness(t, session.Config{})
	id := h.open(nil).SessionID

	start := h.ok("run_command", map[string]any{"session_id": id, "command": longCommand, "timeout_ms": 400})
	var r tools.RunResult
	h.decode(start, &r)
	if r.Finished || r.ExitCode != nil || !strings.Contains(r.Output, "step 1 of 40:") || strings.Contains(r.Output, "step 40 of 40:") {
		t.Fatalf("the first reply: finished %v output %q", r.Finished, r.Output)
	}
	if r.Form != tools.Output || r.Lines != nil || strings.Count(tools.Text(start), "step 1 of 40:") != 1 {
		t.Fatalf("the output is not printed once (form %s):\n%s", r.Form, tools.Text(start))
	}
	if r.LastCommand == nil || r.LastCommand.Finished || r.LastCommand.Command != longCommand {
		t.Fatalf("last_command while it runs: %+v", r.LastCommand)
	}
	if !strings.Contains(r.ModeDetail, "running: for i in") {
		t.Errorf("mode detail while the command runs: %s (%s)", r.Mode, r.ModeDetail)
	}

	// Another command meanwhile: refused at once, naming the follow call
	// (a refusal that waited for the first to end would find it ended,
	// and type the second).
	msg := h.refused("run_command", map[string]any{"session_id": id, "command": "echo next"})
	if !strings.Contains(msg, "still running") || !strings.Contains(msg, "no command follows it") {
		t.Errorf("refusal: %s", msg)
	}

	rs, _ := h.follow(id, nil, 40)
	seen := strings.Split(r.Output, "\n")
	for _, f := range rs {
		if !f.OutputSinceLast {
			t.Fatalf("a follow reply does not say its output is what is new: %+v", f)
		}
		for _, l := range strings.Split(f.Output, "\n") {
			if l != "" && strings.Contains(strings.Join(seen, "\n")+"\n", l+"\n") {
				t.Errorf("%q given again", l)
			}
		}
		seen = append(seen, strings.Split(f.Output, "\n")...)
	}
	last := rs[len(rs)-1]
	if last.ExitCode == nil || *last.ExitCode != 3 {
		t.Fatalf("the end: exit %v", last.ExitCode)
	}
	var want []string
	for i := 1; i <= 40; i++ {
		want = append(want, fmt.Sprintf("step %d of 40: compiling module_%d.c", i, i))
	}
	var got []string
	for _, l := range seen {
		if l != "" {
			got = append(got, l)
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the replies together give\n%s", strings.Join(got, "\n"))
	}
	v := h.screen("read_screen", map[string]any{"session_id": id})
	if c := v.LastCommand; c == nil || !c.Finished || c.ExitCode == nil || *c.ExitCode != 3 || c.Command != longCommand {
		t.Fatalf("last_command after it ended: %+v", c)
	}

	// Nothing runs now: following is an error naming the last command.
	if msg := h.refused("run_command", map[string]any{"session_id": id}); !strings.Contains(msg, "no command is running") || !strings.Contains(msg, "exit code 3") {
		t.Fatalf("following nothing: %s", msg)
	}

	// A command typed at the prompt: followed to its end, its screen shown
	// (its output is not captured), and last_command from the marks.
	h.screen("send_text", map[string]any{"session_id": id, "text": "sleep 1.5; echo typed-done; false", "enter": true, "timeout_ms": 200})
	rs, _ = h.follow(id, map[string]any{"timeout_ms": 5000}, 3)
	last = rs[len(rs)-1]
	if last.ExitCode == nil || *last.ExitCode != 1 || last.Form == tools.Output || !strings.Contains(last.Note, "not started by run_command") {
		t.Fatalf("following a typed command: exit %v form %s note %q", last.ExitCode, last.Form, last.Note)
	}
	if c := last.LastCommand; c == nil || c.Command != "sleep 1.5; echo typed-done; false" || !c.Finished {
		t.Fatalf("last_command of a typed command: %+v", c)
	}
	v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
	if !hasLine(v, "typed-done") {
		t.Fatalf("screen:\n%s", screenText(v))
	}

	// delta false: every reply gives all of the output.
	h.run(map[string]any{"session_id": id, "command": longCommand, "timeout_ms": 400})
	rs, _ = h.follow(id, map[string]any{"delta": false}, 40)
	for _, f := range rs {
		if f.OutputSinceLast || !strings.HasPrefix(f.Output, "step 1 of 40:") {
			t.Fatalf("delta false: the output does not start at the start: %q", f.Output)
		}
	}
}

// TestRunCommandFollowFigures counts what the long command costs followed
// with what is new (the default) and with delta false (all of it each
// time).
func TestRunCommandFollowFigures(t *testing.T) {
	sessiontest.Need(t, "bash", "seq", "sleep")
	h := newHarness(t, session.Config{})
	for _, mode := range []struct {
		name string
		args map[string]any
	}{{"output since the last call", nil}, {"delta false", map[string]any{"delta": false}}} {
		id := h.open(nil).SessionID
		var c tally
		c.add(t, h.ok("run_command", map[string]any{"session_id": id, "command": longCommand, "timeout_ms": 400}))
		_, f := h.follow(id, mode.args, 40)
		c.calls += f.calls
		c.text += f.text
		c.structured += f.structured
		t.Logf("long command, %s: %s", mode.name, c)
	}
}
