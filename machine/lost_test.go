package machine

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// TestBinaryFor: this agentty's own binary for this platform when it is
// static; another platform's from the release directory, named as make
// release names it; else ErrNoBinary naming the file and how to build it.
func TestBinaryFor(t *testing.T) {
	dist := t.TempDir()
	other := filepath.Join(dist, "agentty-linux-riscv64")
	if err := os.WriteFile(other, []byte("not really"), 0o755); err != nil {
		t.Fatal(err)
	}
	o := Options{Version: "v9", ReleaseDir: dist}
	b, err := o.binaryFor("linux", "riscv64")
	if err != nil || b.Path != other || b.Size != 10 || !strings.HasPrefix(b.Key, "v9-") {
		t.Errorf("binaryFor(linux, riscv64) = %+v, %v; want %s", b, err, other)
	}
	_, err = o.binaryFor("freebsd", "arm64")
	if !errors.Is(err, ErrNoBinary) || !strings.Contains(err.Error(), "agentty-freebsd-arm64") || !strings.Contains(err.Error(), "make release") || !strings.Contains(err.Error(), dist) {
		t.Errorf("binaryFor(freebsd, arm64) = %v; want ErrNoBinary naming agentty-freebsd-arm64, %s and make release", err, dist)
	}
	// A binary linked dynamically (cgo) is not copied.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	_, err = Options{Version: "v9", Self: self}.binaryFor(runtime.GOOS, runtime.GOARCH)
	if static(self) != nil {
		if !errors.Is(err, ErrNoBinary) || !strings.Contains(err.Error(), "linked dynamically") {
			t.Errorf("the test binary, linked dynamically: %v; want ErrNoBinary saying so", err)
		}
	} else if err != nil {
		t.Errorf("the test binary, static: %v", err)
	}
}

// loseAnswer loses the answer of send_text with args (its session_id
// MACHINE:ID) on a program that creates before, sleeps, prints "woke" and
// creates after: while it sleeps the link stalls (the processes link
// lists are stopped), and once it woke they are killed, so the far host's
// answer is lost. The call must fail naming the machine.
func loseAnswer(t *testing.T, try func(string, map[string]any) (map[string]any, string), args map[string]any, before, after string, link func() []int) {
	t.Helper()
	lost := make(chan string, 1)
	go func() {
		_, failed := try("send_text", args)
		lost <- failed
	}()
	exists := func(p string) func() bool { return func() bool { _, err := os.Stat(p); return err == nil } }
	sessiontest.Eventually(t, 20*time.Second, "the program to sleep", exists(before))
	pids := link()
	if len(pids) == 0 {
		t.Fatal("no process of the link runs")
	}
	for _, pid := range pids {
		_ = syscall.Kill(pid, syscall.SIGSTOP)
	}
	sessiontest.Eventually(t, 20*time.Second, "the program to wake", exists(after))
	for _, pid := range pids {
		_ = syscall.Kill(pid, syscall.SIGKILL)
	}
	machine, _, _ := strings.Cut(args["session_id"].(string), ":")
	if failed := <-lost; !strings.Contains(failed, "machine "+machine) {
		t.Fatalf("the call whose link was stalled and killed: %q; want an error naming machine %s", failed, machine)
	}
}

// shownAfterLoss checks the result of the call after a lost answer on
// session id: the same session, the whole screen, changed, with want on it.
func shownAfterLoss(t *testing.T, out map[string]any, id, want string) {
	t.Helper()
	screen, _ := json.Marshal(out["lines"])
	if out["session_id"] != id || out["changed"] != true || out["form"] != "full" || !strings.Contains(string(screen), want) {
		t.Fatalf("the call after the lost answer: session %v, changed %v, form %v, lines %s; want %s, and the whole screen the lost answer carried (%q)",
			out["session_id"], out["changed"], out["form"], screen, id, want)
	}
}

// farLinks lists the processes of "agentty link" on far (the probe's
// shell that became it), not its session host.
func farLinks(far *farSide) []int {
	var links []int
	for _, pid := range sessiontest.Find(far.cache + "/agentty/") {
		if cl, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid)); err == nil && (strings.HasSuffix(string(cl), "\x00link\x00") || strings.Contains(string(cl), "\x00link\x00--\x00")) {
			links = append(links, pid)
		}
	}
	return links
}

// TestLostAnswer: through the tools and a Fleet, an answer lost with the link (its
// far end stalled, then killed) does not count as shown: the next
// read_screen has the screen, and so does the next call of another tool
// once an answer was lost again, though the far host saw that screen go.
func TestLostAnswer(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("finds the link's far end in /proc")
	}
	sessiontest.Need(t, "bash", "sleep")
	bin := buildAgentty(t)
	far := newFarSide(t)
	m := Machine{Name: "box", Prefix: far.prefix(t), Timeout: 30 * time.Second}
	load := func() (Config, error) { return Config{Machines: map[string]Machine{"box": m}}, nil }
	_, hc, _ := frontEnd(t, far.dir, load, Options{Version: "lost-test", Self: bin})
	call, try := mcpOver(t, hc), tryOver(t, hc)
	marks := make([]string, 4)
	for i := range marks {
		marks[i] = filepath.Join(far.dir, fmt.Sprint("mark", i))
	}
	// Twice: a prompt, a sleep between two marks, "woke".
	script := `for i in 0 2; do read -p "go? " x; eval ": > \$m$i"; sleep 1; echo wo""ke; eval ": > \$m$((i+1))"; done; read -p "done? " x`
	out := call("open_session", map[string]any{"machine": "box", "argv": []string{"env",
		"m0=" + marks[0], "m1=" + marks[1], "m2=" + marks[2], "m3=" + marks[3], "bash", "--norc", "-c", script}, "expect": "go? "})
	id, _ := out["session_id"].(string)
	links := func() []int { return farLinks(far) }
	loseAnswer(t, try, map[string]any{"session_id": id, "text": "go", "enter": true, "expect": "woke", "timeout_ms": 20000}, marks[0], marks[1], links)
	shownAfterLoss(t, call("read_screen", map[string]any{"session_id": id, "delta": true}), id, `"woke"`)

	// Lost again; the next call is wait_for, which the far host would
	// answer "unchanged" (it saw that screen go), in the delta form asked
	// for.
	loseAnswer(t, try, map[string]any{"session_id": id, "text": "go", "enter": true, "expect": "done?", "timeout_ms": 20000}, marks[2], marks[3], links)
	shownAfterLoss(t, call("wait_for", map[string]any{"session_id": id, "text": "done?", "delta": true}), id, "done?")
	// Once shown, the screen is unchanged again.
	if out = call("read_screen", map[string]any{"session_id": id}); out["changed"] != false {
		t.Errorf("read_screen after the screen was shown: %v", out)
	}
	call("close_session", map[string]any{"session_id": id, "force": true})
}
