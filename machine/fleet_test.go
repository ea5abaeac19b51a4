package machine

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestFiguresFleet measures, with AGENTTY_FLEET_FIGURES=1, the memory of
// a local session host (agentty host run, this module's static binary)
// with 20 machines connected: one loopback sshd, and 20 machines that are
// 20 far sides of their own (a runtime directory and a cache each, set by
// the ssh prefix), so 20 far session hosts and 20 links. A session is
// opened on each through the one local host; each must answer with its
// machine and state_source kernel, and then again at once, every link up.
// It reports the local host's VmRSS and VmHWM before any machine and with
// the 20, per machine, and the ssh clients' memory beside it.
//
// The copy is measured apart: a first local host brings agentty to a
// 21st machine over ssh, and reports its memory before and after; then
// the 20 caches are given that binary on disk (as machines whose image
// has it), and a fresh local host measures the 20 links alone, with no
// copy's freed memory in its heap to hide theirs.
func TestFiguresFleet(t *testing.T) {
	if os.Getenv("AGENTTY_FLEET_FIGURES") != "1" {
		t.Skip("set AGENTTY_FLEET_FIGURES=1 to measure")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("reads the host's memory from /proc")
	}
	sessiontest.Need(t, "cat", "cp")
	const n = 20
	s := sessiontest.StartSSHD(t, "")
	bin := buildAgentty(t)
	fars := make([]*farSide, n+1) // the last: the machine the copy goes to
	machines := map[string][]string{}
	for i := range fars {
		fars[i] = newFarSide(t)
		if err := os.Chmod(fars[i].dir, 0o755); err != nil {
			t.Fatal(err)
		}
		machines[fleetName(i)] = s.Prefix("XDG_CACHE_HOME="+fars[i].cache, "AGENTTY_RUNTIME_DIR="+fars[i].runtime)
	}
	cfg, err := json.Marshal(map[string]any{"machines": machines, "timeout": "60s"})
	if err != nil {
		t.Fatal(err)
	}
	here := newFarSide(t) // this host's own directories
	cfgPath := filepath.Join(here.dir, "machines.json")
	if err := os.WriteFile(cfgPath, cfg, 0o600); err != nil {
		t.Fatal(err)
	}
	open := func(call func(string, map[string]any) map[string]any, i int) string {
		t.Helper()
		out := call("open_session", map[string]any{"machine": fleetName(i), "argv": []string{"cat"}})
		id, _ := out["session_id"].(string)
		if out["machine"] != fleetName(i) || !strings.HasPrefix(id, fleetName(i)+":s") || out["state_source"] != "kernel" || out["state"] != "waiting_for_input" {
			t.Fatalf("open_session on %s: %v", fleetName(i), out)
		}
		return id
	}

	// The copy, on a host of its own.
	pid, stop := startLocalHost(t, bin, here.runtime, "copy", cfgPath)
	call := mcpOver(t, hostHTTP(here.runtime, "copy"))
	copy0, _ := vmMemory(t, pid)
	start := time.Now()
	id := open(call, n)
	copyTime := time.Since(start)
	copy1, copyHWM := vmMemory(t, pid)
	call("close_session", map[string]any{"session_id": id, "force": true})
	stop()
	for _, f := range fars[:n] {
		if out, err := exec.Command("cp", "-al", fars[n].cache, f.cache).CombinedOutput(); err != nil {
			t.Fatalf("cp: %v\n%s", err, out)
		}
	}

	// The fleet, on a fresh host.
	hostPID, _ := startLocalHost(t, bin, here.runtime, "fleet", cfgPath)
	call = mcpOver(t, hostHTTP(here.runtime, "fleet"))
	rss0, hwm0 := vmMemory(t, hostPID)
	ids := make([]string, n)
	start = time.Now()
	for i := range n {
		ids[i] = open(call, i)
	}
	opened := time.Since(start)
	// Each machine is a session host of its own, in its own runtime
	// directory.
	for i, f := range fars[:n] {
		if len(sessiontest.Find(f.runtime)) == 0 {
			t.Errorf("no session host runs in %s's runtime directory %s", fleetName(i), f.runtime)
		}
	}
	// Every link is up at once: each session answers.
	for i, id := range ids {
		out := call("send_keys", map[string]any{"session_id": id, "keys": "m" + strconv.Itoa(i) + "<enter>", "expect": "m" + strconv.Itoa(i)})
		if w, _ := out["wait"].(map[string]any); out["machine"] != fleetName(i) || out["state_source"] != "kernel" || w["outcome"] != "matched" {
			t.Fatalf("send_keys on %s: %v", id, out)
		}
	}
	rss1, hwm1 := vmMemory(t, hostPID)
	var ssh []int
	var sshRSS, sshPSS int64
	for _, pid := range sessiontest.Find("127.0.0.1") {
		if _, ppid, ok := sessiontest.Stat(pid); ok && ppid == hostPID {
			ssh = append(ssh, pid)
			r, _ := vmMemory(t, pid)
			sshRSS += r
			sshPSS += pss(pid)
		}
	}
	if len(ssh) != n {
		t.Errorf("the local host has %d ssh clients, want %d (one link a machine)", len(ssh), n)
	}
	t.Logf("the copy: a first open over ssh with the copy in %v; that local host's VmRSS %s before, %s after (VmHWM %s)",
		copyTime.Round(time.Millisecond), inMiB(copy0), inMiB(copy1), inMiB(copyHWM))
	t.Logf("%d machines over ssh (agentty there already), a session each, opened in %v", n, opened.Round(time.Millisecond))
	t.Logf("a fresh local host: VmRSS %s before, %s with %d machines connected, %d KiB a machine; VmHWM %s before, %s after",
		inMiB(rss0), inMiB(rss1), n, (rss1-rss0)/n>>10, inMiB(hwm0), inMiB(hwm1))
	if len(ssh) > 0 {
		t.Logf("beside it, its %d ssh clients: VmRSS %s in all (%s each), Pss %s in all (%s each; the shared libraries counted once)",
			len(ssh), inMiB(sshRSS), inMiB(sshRSS/int64(len(ssh))), inMiB(sshPSS), inMiB(sshPSS/int64(len(ssh))))
	}
	// list_sessions lists them (after the figures: a host may ask every
	// machine named, and link to the one the copy went to).
	var l struct {
		Sessions []struct {
			SessionID string `json:"session_id"`
			Machine   string `json:"machine"`
		} `json:"sessions"`
	}
	b, _ := json.Marshal(call("list_sessions", map[string]any{}))
	if err := json.Unmarshal(b, &l); err != nil || len(l.Sessions) != n {
		t.Fatalf("list_sessions with %d machines: %s", n, b)
	}
	on := map[string]bool{}
	for _, r := range l.Sessions {
		on[r.Machine] = r.Machine != "" && strings.HasPrefix(r.SessionID, r.Machine+":")
	}
	if len(on) != n || on[""] {
		t.Errorf("list_sessions does not list a session on each of the %d machines: %s", n, b)
	}
	for _, id := range ids {
		call("close_session", map[string]any{"session_id": id, "force": true})
	}
}

// fleetName is the i-th machine's name.
func fleetName(i int) string { return fmt.Sprintf("m%02d", i+1) }

// startLocalHost runs agentty host run in dir, with the machines of cfg,
// as instance name, and returns its pid and a function that stops it
// (the test's end does too).
func startLocalHost(t *testing.T, bin, dir, name, cfg string) (int, func()) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "host", "run", "--runtime-dir", dir, "--name", name, "--machines-config", cfg, "--grace", "500ms")
	var log sessiontest.Buffer
	cmd.Stderr = &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			_ = cmd.Process.Signal(os.Interrupt)
			select {
			case <-exited:
			case <-time.After(15 * time.Second):
				_ = cmd.Process.Kill()
				<-exited
			}
			if t.Failed() {
				t.Logf("the local host %s's log:\n%s", name, log.String())
			}
		})
	}
	t.Cleanup(stop)
	sock := filepath.Join(dir, name+".sock")
	sessiontest.Eventually(t, 20*time.Second, "the local host to listen", func() bool {
		select {
		case <-exited:
			t.Fatalf("the local host exited:\n%s", log.String())
		default:
		}
		c, err := net.Dial("unix", sock)
		if err == nil {
			c.Close()
		}
		return err == nil
	})
	return cmd.Process.Pid, stop
}

// hostHTTP is an HTTP client of the host instance name in dir.
func hostHTTP(dir, name string) *http.Client {
	return &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", filepath.Join(dir, name+".sock"))
		},
	}}
}

// vmMemory reads a process's VmRSS and VmHWM, in bytes.
func vmMemory(t *testing.T, pid int) (rss, hwm int64) {
	t.Helper()
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 || f[2] != "kB" {
			continue
		}
		v, _ := strconv.ParseInt(f[1], 10, 64)
		switch f[0] {
		case "VmRSS:":
			rss = v << 10
		case "VmHWM:":
			hwm = v << 10
		}
	}
	if rss == 0 || hwm == 0 {
		t.Fatalf("no VmRSS or VmHWM for pid %d:\n%s", pid, b)
	}
	return rss, hwm
}

// pss is a process's proportional set size (its share of the pages it
// shares), in bytes; 0 when the kernel does not say.
func pss(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/smaps_rollup")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] == "Pss:" {
			v, _ := strconv.ParseInt(f[1], 10, 64)
			return v << 10
		}
	}
	return 0
}

// inMiB shows a byte count in MiB.
func inMiB(b int64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

// TestDroppedLinkMidCall: what a dropped link costs. A call under way
// on a machine when its link drops (the far end killed, as a network drop
// ends it) answers an error naming the machine, at once rather than at its
// wait's end; the program there ran on with the input it had, and the
// next call makes the link again and finds the session with its screen.
func TestDroppedLinkMidCall(t *testing.T) {
	sessiontest.Need(t, "bash", "sleep")
	b := hostWithBox(t, "drop", mcp.ClientCapabilities{})
	far, c, ctx, call := b.far, b.c, b.ctx, b.call
	got := filepath.Join(far.dir, "got")
	res := call("open_session", map[string]any{"machine": "box", "argv": []string{"bash", "--norc", "-c",
		`read -p "ready> " a; echo "$a" > ` + got + `; echo "got $a"; sleep 1000`}, "expect": "ready> "})
	var out map[string]any
	if err := tools.Decode(res, &out); err != nil || res.IsError {
		t.Fatalf("open_session on box: %v %s", err, tools.Text(res))
	}
	id, _ := out["session_id"].(string)

	// A call waits there for text that never shows; the link drops under it.
	type answer struct {
		res *mcp.CallToolResult
		err error
		at  time.Duration
	}
	answered := make(chan answer, 1)
	start := time.Now()
	go func() {
		res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "send_text", Arguments: map[string]any{
			"session_id": id, "text": "x", "enter": true, "expect": "never shows", "timeout_ms": 60000}}})
		answered <- answer{res, err, time.Since(start)}
	}()
	sessiontest.Eventually(t, 30*time.Second, "the input to reach the machine", func() bool {
		_, err := os.Stat(got)
		return err == nil
	})
	var links []int
	for _, pid := range sessiontest.Find(far.cache + "/agentty/") {
		if cl, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid)); err == nil && strings.Contains(string(cl), "\x00link") {
			links = append(links, pid)
		}
	}
	if len(links) != 1 {
		t.Fatalf("want one agentty link on the far side, found %v", links)
	}
	if err := syscall.Kill(links[0], syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	select {
	case a := <-answered:
		if a.err == nil && !a.res.IsError {
			t.Fatalf("the call under way when the link dropped succeeded: %s", tools.Text(a.res))
		}
		if a.err == nil && !strings.Contains(tools.Text(a.res), "machine box") {
			t.Errorf("the call under way when the link dropped: %s; want an error naming the machine", tools.Text(a.res))
		}
		t.Logf("the call under way answered after %v: %v %s", a.at.Round(time.Millisecond), a.err, func() string {
			if a.res != nil {
				return tools.Text(a.res)
			}
			return ""
		}())
	case <-time.After(30 * time.Second):
		t.Fatal("the call under way when the link dropped did not answer within 30 s (its wait was 60 s)")
	}

	// The next call makes the link again: the session is there, and the
	// program ran on. (The far host counts the lost answer as given: the
	// whole screen is asked for.)
	res = call("read_screen", map[string]any{"session_id": id, "since_revision": 0})
	if res.IsError || !strings.Contains(tools.Text(res), "got x") {
		t.Fatalf("read_screen after the link dropped: %s", tools.Text(res))
	}
	call("close_session", map[string]any{"session_id": id, "force": true})
}
