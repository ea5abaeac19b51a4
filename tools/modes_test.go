package tools_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestModesForWhatIsThere: a full-screen program of no other kind is tui,
// an exited session exited, and a shell running a command says so, the
// same on every look while the command runs (its programs come and go).
func TestModesForWhatIsThere(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep", "htop")
	h := newHarness(t, session.Config{})

	v := h.open(map[string]any{"argv": []string{"htop"}, "cols": 100, "rows": 30, "expect": "PID"})
	v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "waiting_for_input"})
	if v.Mode != "tui" || v.ModeDetail != "htop, full-screen" {
		t.Errorf("htop: %s (%s)", v.Mode, v.ModeDetail)
	}

	v = h.open(map[string]any{"command": "echo bye; exit 4"})
	v = h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "exited"})
	if v.Mode != "exited" {
		t.Errorf("an exited session: %s (%s)", v.Mode, v.ModeDetail)
	}

	// The loop runs until the gate opens, after the looks.
	gate := sessiontest.NewGate(t)
	id := h.open(map[string]any{"env": map[string]any{"GATE": gate.Path()}}).SessionID
	const loop = `until [ -e "$GATE" ]; do sleep 0.05; done`
	h.screen("send_text", map[string]any{"session_id": id, "text": loop, "enter": true, "timeout_ms": 100})
	h.screen("wait_for", map[string]any{"session_id": id, "state": "running", "timeout_ms": 10000})
	for look := range 10 {
		v = h.screen("read_screen", map[string]any{"session_id": id})
		if v.State == session.WaitingForInput || v.Mode != "shell" || v.ModeDetail != "running: "+loop {
			t.Fatalf("look %d while the loop runs: %s, %s (%s)", look, v.State, v.Mode, v.ModeDetail)
		}
		time.Sleep(20 * time.Millisecond) // sleeps come and go between the looks
	}
	gate.Open(t)
	v = h.screen("wait_for", map[string]any{"session_id": id, "state": "waiting_for_input", "timeout_ms": 10000})
	if v.Mode != "shell" || !strings.HasSuffix(v.ModeDetail, "prompt") || v.LastCommand == nil || v.LastCommand.Command != loop {
		t.Fatalf("after the loop: %s (%s), last command %+v", v.Mode, v.ModeDetail, v.LastCommand)
	}
}

// TestProgramsByWhatTheyAre: a program is named by what the kernel runs, so
// the pager man and git start under Debian's name pager (PAGER unset), and
// any program run through a link named pager, read as less in a pager; a
// #! script keeps its own name.
func TestProgramsByWhatTheyAre(t *testing.T) {
	sessiontest.Need(t, "less", "git", "man", "env")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	var b strings.Builder
	for i := 1; i <= 200; i++ {
		fmt.Fprintf(&b, "line %03d\n", i)
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "long.txt"), b.String())
	less, err := exec.LookPath("less")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(less, filepath.Join(dir, "pager")); err != nil {
		t.Fatal(err)
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "deploy.sh"), "#!/bin/sh\nprintf 'Deploy to: '\nread where\n")
	if err := os.Chmod(filepath.Join(dir, "deploy.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	repo := filepath.Join(dir, "repo")
	script := "git init -q repo && cd repo && for i in $(seq 1 60); do git commit -q --allow-empty -m \"change $i\"; done"
	gitEnv := []string{"HOME=" + dir, "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com",
		"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@example.com"}
	cmd := exec.Command("sh", "-c", script)
	cmd.Dir, cmd.Env = dir, append(os.Environ(), gitEnv...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make the repository: %v\n%s", err, out)
	}
	// The environment is the test's, without the variables that choose a
	// pager: man and git fall back to their own default, pager.
	unset := "env -u PAGER -u MANPAGER -u GIT_PAGER -u LESS "

	for _, c := range []struct {
		name, command, cwd, expect string
		program                    string
		mode, detail               string
	}{
		{"man", unset + "man ls", dir, "NAME", "less", "pager", "less, viewing"},
		{"git log", unset + "HOME=" + dir + " GIT_CONFIG_NOSYSTEM=1 git log", repo, "change 60", "less", "pager", "less, viewing"},
		{"a link named pager", "./pager long.txt", dir, "line 001", "less", "pager", "less, viewing"},
		{"a #! script", "./deploy.sh", dir, "Deploy to:", "deploy.sh", "question", "prompt for a value"},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := h.open(map[string]any{"command": c.command, "cwd": c.cwd, "cols": 80, "rows": 24, "expect": c.expect})
			v = h.until(v.SessionID, 10*time.Second, "settled", func(v tools.Screen) bool { return v.State == session.WaitingForInput })
			if v.Program != c.program || string(v.Mode) != c.mode || v.ModeDetail != c.detail {
				t.Fatalf("program %q, %s (%s); want %q, %s (%s)\n%s", v.Program, v.Mode, v.ModeDetail, c.program, c.mode, c.detail, screenText(v))
			}
		})
	}
}
