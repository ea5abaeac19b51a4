package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestMachinesCommand: agentty machines lists the config file's machines
// and the flags', says which answers (with its platform) and which does not
// (naming it, with what its prefix printed), and exits 1 when one does not;
// the prefix runs as given, with sh appended.
func TestMachinesCommand(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the rows say Linux")
	}
	dir := t.TempDir()
	logf := filepath.Join(dir, "prefix.log")
	script := filepath.Join(dir, "exec")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nprintf '%s\\n' \"$*\" >>"+logf+"\nshift 2\nexec \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cfgDir := filepath.Join(dir, "config", "agentty")
	if err := os.MkdirAll(cfgDir, 0o700); err != nil {
		t.Fatal(err)
	}
	cfg := `{"machines": {"box": ["` + script + `", "-i", "box"], "gone": "sh -c 'echo no route to gone.example >&2; exit 255'"}, "timeout": "5s"}`
	if err := os.WriteFile(filepath.Join(cfgDir, "machines.json"), []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := agentty(t, "machines", "--machine", "pod="+script+" -i pod")
	cmd.Env = append(cmd.Env, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"))
	out, err := cmd.CombinedOutput()
	if code := cmd.ProcessState.ExitCode(); code != 1 {
		t.Errorf("agentty machines exited %d (%v), want 1 (gone does not answer)", code, err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "NAME") {
		t.Fatalf("agentty machines printed:\n%s", out)
	}
	for i, want := range []string{"box", "gone", "pod"} {
		if f := strings.Fields(lines[i+1]); f[0] != want {
			t.Errorf("row %d is %q, want machine %s", i+1, lines[i+1], want)
		}
	}
	for _, i := range []int{1, 3} {
		if !strings.Contains(lines[i], "answers: Linux") {
			t.Errorf("row %q does not say the machine answers", lines[i])
		}
	}
	if !strings.Contains(lines[2], "does not answer") || !strings.Contains(lines[2], "machine gone") || !strings.Contains(lines[2], "no route to gone.example") {
		t.Errorf("row %q does not say gone does not answer, and why", lines[2])
	}
	calls, _ := os.ReadFile(logf)
	got := strings.Split(strings.TrimSpace(string(calls)), "\n")
	if len(got) != 2 || !(got[0] == "-i box sh" && got[1] == "-i pod sh" || got[1] == "-i box sh" && got[0] == "-i pod sh") {
		t.Errorf("the prefixes ran with %q; want -i box sh and -i pod sh", got)
	}
}

// TestSessionOnAMachine: open_session with machine opens the session on
// that machine, through its prefix (a script that logs its arguments, then
// runs the rest here with a cache and a runtime directory of the far
// side's own): the result names the machine and the session MACHINE:ID,
// the other tools reach it by that id, list_sessions lists it beside the
// local ones, and the far side is its own session
// host, which the binary from --release-dir was copied for (this test
// binary is not static). An unknown machine is an error naming the ones
// there are.
func TestSessionOnAMachine(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the far side's uname is this machine's")
	}
	sessiontest.Need(t, "bash")
	dist, far, script := farBox(t)
	logf := filepath.Join(far, "prefix.log")
	dir := runtimeDir(t)
	p := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, "--machine", "box="+script+" -i box", "--release-dir", dist)
	call := p.caller(t)
	out := call("open_session", map[string]any{"machine": "box", "command": "echo far pid $$; read x", "expect": "far pid"})
	id, _ := out["session_id"].(string)
	if out["machine"] != "box" || !strings.HasPrefix(id, "box:s") || out["state_source"] != "kernel" {
		t.Fatalf("open_session on box: %v", out)
	}
	// The link drops (its far end is killed, as a network drop ends it):
	// the next call makes it again, and the session is there. The far
	// end is the probe's shell that became agentty link (exec).
	var links []int
	for _, pid := range sessiontest.Find(far + "/cache/agentty/") {
		if cl, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid)); err == nil && (strings.HasSuffix(string(cl), "\x00link\x00") || strings.Contains(string(cl), "\x00link\x00--\x00")) {
			links = append(links, pid)
		}
	}
	if len(links) != 1 {
		t.Fatalf("want one agentty link on the far side, found %v", links)
	}
	if err := syscall.Kill(links[0], syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 10*time.Second, "the link to end", func() bool { return len(sessiontest.Find(far+"/cache/agentty/")) == 1 })
	out = call("send_text", map[string]any{"session_id": id, "text": "done", "enter": true})
	if out["session_id"] != id || out["machine"] != "box" {
		t.Fatalf("send_text on %s: %v", id, out)
	}
	if got := tools.Text(p.must(t, "read_screen", map[string]any{"session_id": id}, nil)); !strings.HasPrefix(got, "["+id+"] ") {
		t.Errorf("read_screen's text does not start with %s:\n%s", id, got)
	}
	// list_sessions lists it, by its id here and with its machine, beside
	// the local sessions.
	call("open_session", map[string]any{"command": "read y", "name": "here"})
	res := p.must(t, "list_sessions", nil, nil)
	var l struct {
		Sessions []struct {
			SessionID string `json:"session_id"`
			Name      string `json:"name"`
			Machine   string `json:"machine"`
		} `json:"sessions"`
	}
	if err := tools.Decode(res, &l); err != nil {
		t.Fatal(err)
	}
	if len(l.Sessions) != 2 || l.Sessions[0].Name != "here" || l.Sessions[0].Machine != "" || l.Sessions[1].SessionID != id || l.Sessions[1].Machine != "box" {
		t.Errorf("list_sessions: %+v", l.Sessions)
	}
	if text := tools.Text(res); !strings.Contains(text, "\n"+id+"\t") {
		t.Errorf("list_sessions' text has no row of %s:\n%s", id, text)
	}
	// A new front end of this host, started without --machine, lists it too.
	p2 := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()})
	if text := tools.Text(p2.must(t, "list_sessions", nil, nil)); !strings.Contains(text, "\n"+id+"\t") {
		t.Errorf("a new front end's list_sessions has no row of %s:\n%s", id, text)
	}
	calls, _ := os.ReadFile(logf)
	lines := strings.Split(strings.TrimSpace(string(calls)), "\n")
	if len(lines) != 4 || lines[0] != "-i box sh" || lines[1] != "-i box sh" || !strings.HasPrefix(lines[2], "-i box "+far+"/cache/agentty/") || !strings.HasSuffix(lines[2], "/agentty link -- --grace=500ms") ||
		lines[3] != "-i box sh" {
		t.Errorf("the prefix ran with %q; want a probe, a copy and the link (with the host's --grace for the far host), then a probe that becomes the link", lines)
	}
	res, err := p.call("open_session", map[string]any{"machine": "nowhere", "command": "true"}, 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError || !strings.Contains(tools.Text(res), `"nowhere"`) || !strings.Contains(tools.Text(res), "box") {
		t.Errorf("open_session on an unknown machine: %s", tools.Text(res))
	}
}

// TestRestartedHostFindsMachineSessions: a session opened on a machine
// outlives the local host (agentty host stop); a new front end starts a
// new host, whose list_sessions lists it (MACHINE:ID, with its machine)
// and whose read_screen reaches it, and agentty ls lists it with its
// machine. The machine is farBox's.
func TestRestartedHostFindsMachineSessions(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the far side's uname is this machine's")
	}
	sessiontest.Need(t, "bash")
	dist, _, script := farBox(t)
	dir := runtimeDir(t)
	flags := []string{"--machine", "box=" + script + " -i box", "--release-dir", dist}
	p := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, flags...)
	out := p.caller(t)("open_session", map[string]any{"machine": "box", "command": "echo far marker $((6*7)); read x", "expect": "far marker 42"})
	id, _ := out["session_id"].(string)
	if !strings.HasPrefix(id, "box:s") {
		t.Fatalf("open_session on box: %v", out)
	}
	before := hostInfo(t, dir)
	if out, err := agenttyIn(t, dir, "host", "stop"); err != nil {
		t.Fatalf("agentty host stop: %v\n%s", err, out)
	}
	p2 := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, flags...)
	var l listing
	p2.must(t, "list_sessions", nil, &l)
	if after := hostInfo(t, dir); after.PID == before.PID {
		t.Fatalf("the local host was not started anew (pid %d)", after.PID)
	}
	if len(l.Sessions) != 1 || l.Sessions[0].SessionID != id || l.Sessions[0].Machine != "box" {
		t.Fatalf("the new host's list_sessions: %+v; want %s on box", l.Sessions, id)
	}
	screen := tools.Text(p2.must(t, "read_screen", map[string]any{"session_id": id, "since_revision": 0}, nil))
	if !strings.Contains(screen, "far marker 42") {
		t.Errorf("read_screen on %s after the restart:\n%s", id, screen)
	}
	ls, err := agenttyIn(t, dir, "ls")
	if err != nil {
		t.Fatalf("agentty ls: %v\n%s", err, ls)
	}
	rows := strings.Split(strings.TrimSpace(ls), "\n")
	if len(rows) != 2 || !strings.HasSuffix(strings.TrimSpace(rows[0]), "MACHINE") || !strings.HasPrefix(rows[1], id+" ") || !strings.HasSuffix(strings.TrimSpace(rows[1]), " box") {
		t.Errorf("agentty ls does not list %s with its machine:\n%s", id, ls)
	}
	p2.must(t, "close_session", map[string]any{"session_id": id, "force": true}, nil)
}

// farBox builds this agentty, static, into a release directory (dist), and
// makes a "machine" that is this one seen through a prefix: script, which
// logs its arguments to far/prefix.log, one call a line, and runs what
// follows its first two (as docker exec -i CONTAINER would) with a cache
// and a runtime directory of the far side's own, in far. The test's end
// stops the far host and removes far.
func farBox(t *testing.T) (dist, far, script string) {
	t.Helper()
	dist = t.TempDir()
	bin := filepath.Join(dist, "agentty-"+runtime.GOOS+"-"+runtime.GOARCH)
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	far, err := os.MkdirTemp("", "am-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = exec.Command(bin, "host", "stop", "--runtime-dir", filepath.Join(far, "run")).Run()
		// The host writes its state file as it ends.
		deadline := time.Now().Add(15 * time.Second)
		for len(sessiontest.Find(far+"/run")) > 0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		os.RemoveAll(far)
	})
	script = filepath.Join(far, "exec")
	body := "#!/bin/sh\nprintf '%s\\n' \"$*\" >>" + far + "/prefix.log\nshift 2\nexport XDG_CACHE_HOME=" + far + "/cache AGENTTY_RUNTIME_DIR=" + far + "/run\nexec \"$@\"\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return dist, far, script
}
