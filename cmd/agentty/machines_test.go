package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/web"
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
	far, flags := loopbackMachine(t)
	logf := filepath.Join(far, "prefix.log")
	dir := runtimeDir(t)
	p := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, flags...)
	call := p.caller(t)
	out := call("open_session", map[string]any{"machine": "box", "command": "echo far pid $$; read x; read y", "expect": "far pid"})
	id, _ := out["session_id"].(string)
	if out["machine"] != "box" || !strings.HasPrefix(id, "box:s") || out["state_source"] != "kernel" {
		t.Fatalf("open_session on box: %v", out)
	}
	// The link drops (its far end is killed, as a network drop ends it):
	// the next call makes it again, and the session is there.
	killFarLink(t, far)
	out = call("send_text", map[string]any{"session_id": id, "text": "done", "enter": true})
	if out["session_id"] != id || out["machine"] != "box" {
		t.Fatalf("send_text on %s: %v", id, out)
	}
	if got := tools.Text(p.must(t, "read_screen", map[string]any{"session_id": id, "delta": false}, nil)); !strings.HasPrefix(got, "["+id+"] ") {
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
	if len(lines) != 4 || strings.Join(lines, "\n") != strings.Repeat("-i box sh\n", 3)+"-i box sh" {
		t.Errorf("the prefix ran with %q; want a probe, a copy and the link, then a probe that becomes the link: each sh with a script", lines)
	}
	// The far host has the host's --grace.
	graced := false
	for _, pid := range sessiontest.Find(far + "/cache/agentty/") {
		if cl, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid)); err == nil && strings.Contains(string(cl), "\x00host\x00run\x00") {
			graced = graced || strings.Contains(string(cl), "\x00--grace=500ms")
		}
	}
	if !graced {
		t.Error("the far host was not started with the local host's --grace=500ms")
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
// machine. The machine is loopbackMachine's.
func TestRestartedHostFindsMachineSessions(t *testing.T) {
	_, flags := loopbackMachine(t)
	dir := runtimeDir(t)
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

// loopbackMachine makes machine "box", whose prefix is a script that logs
// its arguments to FAR/prefix.log, then runs the rest here with a cache
// (FAR/cache) and a runtime directory (FAR/run) of the far side's own; the
// binary it is brought is a static build of agentty from --release-dir
// (this test binary is not static). It returns FAR and the flags that
// name the machine; the far host is stopped at the end of the test.
func loopbackMachine(t testing.TB) (string, []string) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the far side's uname is this machine's")
	}
	sessiontest.Need(t, "bash")
	dist, bin := releaseDir(t)
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
	logf := filepath.Join(far, "prefix.log")
	script := filepath.Join(far, "exec")
	body := "#!/bin/sh\nprintf '%s\\n' \"$*\" >>" + logf + "\nshift 2\nexport XDG_CACHE_HOME=" + far + "/cache AGENTTY_RUNTIME_DIR=" + far + "/run\nexec \"$@\"\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return far, []string{"--machine", "box=" + script + " -i box", "--release-dir", dist}
}

// releaseDir returns a directory for --release-dir holding a static build
// of agentty for this machine (this test binary is not static), and the
// binary's path.
func releaseDir(t testing.TB) (dist, bin string) {
	t.Helper()
	dist = t.TempDir()
	bin = filepath.Join(dist, "agentty-"+runtime.GOOS+"-"+runtime.GOARCH)
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return dist, bin
}

// killFarLink kills the far end of box's link (loopbackMachine), as a
// network drop ends it, and waits for it to end: the far end is the
// probe's shell that became agentty link (exec); the far host is left.
func killFarLink(t *testing.T, far string) {
	t.Helper()
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
	// Gone from the process table: the local host, its parent, has reaped
	// it, so its link knows it ended.
	sessiontest.Eventually(t, 10*time.Second, "the link to end", func() bool {
		_, err := os.Stat(fmt.Sprintf("/proc/%d", links[0]))
		return os.IsNotExist(err) && len(sessiontest.Find(far+"/cache/agentty/")) == 1
	})
}

// farNeeds: the local page highlights a session on a machine that needs
// a person as it does its own (Row.Needs, from the machine's page): a
// password prompt the agent has not seen and an exit nobody waited for, in
// /api/sessions and in the live list of /api/events; a session that needs
// nobody is not highlighted.
func farNeeds(t *testing.T, fe *serveProc, do func(ctx context.Context, method, path, body string) *http.Response) {
	t.Helper()
	open := func(args map[string]any) string {
		args["machine"] = "box"
		var v tools.Screen
		fe.must(t, "open_session", args, &v)
		return v.SessionID
	}
	quiet := open(map[string]any{"argv": []string{"bash", "--norc", "--noprofile"}, "env": map[string]string{"PS1": "quiet$ "}, "expect": "quiet$"})
	prompt := open(map[string]any{"command": "sleep 1; python3 -c \"import getpass; getpass.getpass('Later: ')\"", "cols": 60, "rows": 6, "timeout_ms": 200})
	quits := open(map[string]any{"command": "sleep 1; exit 3", "timeout_ms": 200})
	want := map[string]string{quiet: "", prompt: "password_prompt", quits: "exited"}
	needsOf := func(rows []web.Row) map[string]string {
		got := map[string]string{}
		for _, r := range rows {
			if _, ok := want[r.SessionID]; ok {
				got[r.SessionID] = r.Needs
			}
		}
		return got
	}
	var last map[string]string
	defer func() {
		if t.Failed() {
			t.Logf("needs: %v; want %v", last, want)
		}
	}()
	sessiontest.Eventually(t, 30*time.Second, "the page's list to highlight "+prompt+" and "+quits, func() bool {
		resp := do(context.Background(), "GET", "/api/sessions", "")
		defer resp.Body.Close()
		var rows []web.Row
		_ = json.NewDecoder(resp.Body).Decode(&rows)
		last = needsOf(rows)
		return maps.Equal(last, want)
	})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	list := do(ctx, "GET", "/api/events", "")
	defer list.Body.Close()
	sc := bufio.NewScanner(list.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rows []web.Row
		if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok && json.Unmarshal([]byte(data), &rows) == nil {
			if last = needsOf(rows); maps.Equal(last, want) {
				return
			}
		}
	}
	t.Errorf("the page's list stream never highlighted them")
}

// farQuestion: request_user_input in a session on a machine gives the
// local page's link to the question (MACHINE:QID), which shows and takes
// it through the machine's link: the first browser claims it, reads it,
// and its answer reaches the program there; another browser is refused.
func farQuestion(t *testing.T, fe *serveProc, base string) {
	t.Helper()
	sessiontest.Need(t, "python3")
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"machine": "box", "command": "python3 -c \"import getpass; print('got', len(getpass.getpass('Pw: ')))\"",
		"cols": 60, "rows": 6, "expect": "Pw:"}, &v)
	var asked struct {
		Outcome string `json:"outcome"`
		URL     string `json:"url"`
	}
	res := fe.must(t, "request_user_input", map[string]any{"session_id": v.SessionID, "message": "the test's password"}, &asked)
	if asked.Outcome != "url" || !strings.HasPrefix(asked.URL, base+"/ask/box:") || !strings.Contains(tools.Text(res), asked.URL) {
		t.Fatalf("request_user_input on %s: %+v, want the local page's link (%s/ask/box:...)\n%s", v.SessionID, asked, base, tools.Text(res))
	}
	send := func(method, url, claim, body string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest(method, url, strings.NewReader(body))
		req.Header.Set("Origin", base)
		if claim != "" {
			req.Header.Set("Authorization", "Bearer "+claim)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, page := send("GET", asked.URL, "", ""); code != http.StatusOK || !strings.Contains(page, "agentty asks") {
		t.Fatalf("the question's page: %d %.200q", code, page)
	}
	code, body := send("POST", asked.URL+"/claim", "", "{}")
	var claimed struct {
		Claim string `json:"claim"`
	}
	if code != http.StatusOK || json.Unmarshal([]byte(body), &claimed) != nil || claimed.Claim == "" {
		t.Fatalf("claim: %d %s", code, body)
	}
	if code, body := send("POST", asked.URL+"/claim", "", "{}"); code != http.StatusGone || !strings.Contains(body, "machine box") {
		t.Errorf("a second browser's claim: %d %s; want 410 from machine box", code, body)
	}
	code, body = send("GET", asked.URL+"/info", claimed.Claim, "")
	if code != http.StatusOK || !strings.Contains(body, "the test's password") || !strings.Contains(body, `"session_id":"`+v.SessionID+`"`) {
		t.Fatalf("info: %d %s", code, body)
	}
	if code, body := send("POST", asked.URL, claimed.Claim, `{"answer":"hunter2"}`); code != http.StatusOK || !strings.Contains(body, `"outcome":"entered"`) {
		t.Fatalf("answer: %d %s", code, body)
	}
	fe.must(t, "wait_for", map[string]any{"session_id": v.SessionID, "text": "got 7", "timeout_ms": 20000}, nil)
}

// TestAttachOnAMachine: a person attaches to a session on a machine by
// MACHINE:ID from a terminal of their own, through the local host and the
// machine's link: the far host paints the program's screen (the status
// line names the session MACHINE:ID), the person's keys reach the
// program, the detach key leaves it running there; --exclusive and
// --resize take it over at the terminal's size; watch shows it without
// taking keys; a dropped link ends the attachment saying the session goes
// on and how to come back, and the next attach makes the link again; a
// wrong machine or id is an error naming the next step.
func TestAttachOnAMachine(t *testing.T) {
	far, flags := loopbackMachine(t)
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, flags...)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"machine": "box", "argv": []string{"bash", "--norc", "--noprofile"},
		"env": map[string]string{"PS1": `\[\e[32m\]agent$ \[\e[m\]`}, "cols": 80, "rows": 24, "expect": "agent$"}, &v)
	id := v.SessionID
	if !strings.HasPrefix(id, "box:s") {
		t.Fatalf("open_session on box: %+v", v)
	}
	fe.must(t, "send_text", map[string]any{"session_id": id, "text": "echo hello", "enter": true, "expect": "hello\n"}, nil)

	p := startPerson(t, 100, 30, "attach", "--runtime-dir", dir, id)
	s := p.until("the far session's screen and its status line", func(s emulator.Snapshot) bool {
		return shows("agent$ echo hello\nhello\nagent$")(s) && strings.Contains(s.Lines[len(s.Lines)-1], "detach: ") && s.Cursor.Visible
	})
	if last := s.Lines[len(s.Lines)-1]; !strings.Contains(last, "agentty "+id+" ") || !strings.Contains(last, "detach: ctrl-]") {
		t.Errorf("status line %q does not name %s", last, id)
	}
	var r tools.Screen
	fe.must(t, "read_screen", map[string]any{"session_id": id}, &r)
	if len(r.Attached) != 1 || r.Attached[0].Who != "terminal" || r.Attached[0].ReadOnly {
		t.Errorf("attached while a person is: %+v", r.Attached)
	}
	p.typ("echo from-$((6*7))\r")
	p.until("the person's command's output", shows("\nfrom-42\n"))
	fe.must(t, "send_text", map[string]any{"session_id": id, "text": "echo agent-typed", "enter": true}, nil)
	p.until("the agent's input, live", shows("\nagent-typed\n"))
	// What the program there sends its terminal that is not the screen's
	// cells (a clipboard write, a title, a hyperlink) stays there: this
	// host paints the cells.
	fe.must(t, "send_text", map[string]any{"session_id": id, "enter": true, "expect": "after-osc",
		"text": `printf '\e]52;c;cm0gLXJmIH4=\a\e]0;far-title\a\e]8;;http://evil.example/\alink-text\e]8;;\a\n'; echo after-osc`}, nil)
	shown := p.until("the far program's output after its OSC sequences", shows("\nlink-text\nafter-osc\n"))
	if raw := p.raw.String(); strings.Contains(raw, "\x1b]") || shown.Title != "" {
		t.Errorf("a sequence of the far side reached the person's terminal (title %q): %q", shown.Title, raw[max(strings.Index(raw, "\x1b]")-20, 0):])
	}
	p.typ("\x1d") // ctrl-]
	if msg := p.wait(); !strings.Contains(msg, "detached from session "+id+"; it goes on") {
		t.Errorf("after detaching: %q", msg)
	}
	var after tools.Screen
	fe.must(t, "send_text", map[string]any{"session_id": id, "text": "echo still-$((2+2))", "enter": true, "expect": "still-4\n", "delta": false}, &after)
	if len(after.Attached) != 0 || !strings.Contains(strings.Join(after.Lines, "\n"), "\nstill-4") {
		t.Errorf("after the person left: attached %+v\n%s", after.Attached, strings.Join(after.Lines, "\n"))
	}

	w := startPerson(t, 80, 25, "watch", "--runtime-dir", dir, id)
	w.until("the far screen, read-only", func(s emulator.Snapshot) bool {
		return shows("\nstill-4\n")(s) && shows("watching (read-only)")(s)
	})
	w.typ("echo typed-by-watcher\r")
	fe.must(t, "send_text", map[string]any{"session_id": id, "text": "echo agent-$((1+1))", "enter": true, "expect": "agent-2\n"}, &r)
	if strings.Contains(strings.Join(r.Lines, "\n"), "typed-by-watcher") {
		t.Errorf("the watcher's keys reached the program:\n%s", strings.Join(r.Lines, "\n"))
	}
	w.until("the agent's output, live", shows("\nagent-2\n"))
	w.typ("q")
	if msg := w.wait(); !strings.Contains(msg, "detached from session "+id) {
		t.Errorf("after q: %q", msg)
	}

	// The link drops under an attached person: they are told, and the
	// next attach makes it again.
	p = startPerson(t, 100, 30, "attach", "--runtime-dir", dir, id)
	p.until("the far screen", shows("\nagent-2\n"))
	killFarLink(t, far)
	if msg := p.wait(); !strings.Contains(msg, "the link to the machine dropped; session "+id+" goes on there: agentty attach "+id+" again") {
		t.Errorf("after the link dropped: %q", msg)
	}
	p = startPerson(t, 100, 30, "attach", "--runtime-dir", dir, id)
	p.until("the far screen again", shows("\nagent-2\n"))
	p.typ("echo back-$((2*3))\r")
	p.until("the echo after the link was made again", shows("\nback-6\n"))
	p.typ("\x1d")
	p.wait()

	// Taken over with --exclusive and --resize, as locally: the agent's
	// input is refused there, the session takes the terminal's size, and
	// the agent's next result after detaching says it was handed back.
	p = startPerson(t, 90, 20, "attach", "--exclusive", "--resize", "--runtime-dir", dir, id)
	p.until("the far screen", shows("\nback-6\n"))
	sessiontest.Eventually(t, 10*time.Second, "the session to be taken over at the terminal's size", func() bool {
		var now tools.Screen
		fe.must(t, "read_screen", map[string]any{"session_id": id}, &now)
		return len(now.Attached) == 1 && now.Attached[0].Exclusive && now.Cols == 90 && now.Rows == 20
	})
	if res, err := fe.call("send_text", map[string]any{"session_id": id, "text": "echo agent", "enter": true}, time.Minute); err != nil || !res.IsError || !strings.Contains(tools.Text(res), "a person has taken over") {
		t.Errorf("send_text while taken over: %v %s", err, tools.Text(res))
	}
	p.typ("\x1d")
	p.wait()
	var back tools.Screen
	if res := fe.must(t, "send_text", map[string]any{"session_id": id, "text": "true", "enter": true}, &back); back.HandedBack == nil {
		t.Errorf("the first result after the person left has no handed_back:\n%s", tools.Text(res))
	}

	for _, c := range []struct{ arg, want string }{
		{"nowhere:s1", `no machine "nowhere" lists sessions here; agentty machines lists the machines`},
		{"box:s99", `no session "box:s99"; agentty ls lists them (` + id + ")"},
	} {
		out, err := agenttyIn(t, dir, "attach", c.arg)
		if err == nil || !strings.Contains(out, c.want) {
			t.Errorf("agentty attach %s: %v, %q; want it to say %q", c.arg, err, out, c.want)
		}
	}
}

// TestWebOnAMachine: the local host's web page lists a session on a
// machine (MACHINE:ID, with its machine) and shows it through the
// machine's link: its stream is the far page's (the far host's emulator,
// one painter), a person watching and taking it over is attached there,
// keys typed reach the program and its echo comes back on the stream,
// handing back gives the agent its input again, and closing the stream
// detaches. A wrong id or machine is an error naming the next step.
func TestWebOnAMachine(t *testing.T) {
	_, flags := loopbackMachine(t)
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, flags...)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"machine": "box", "argv": []string{"bash", "--norc", "--noprofile"},
		"env": map[string]string{"PS1": "agent$ "}, "cols": 80, "rows": 24, "expect": "agent$"}, &v)
	id := v.SessionID
	base, token := webLink(t, dir)
	code, cred := webLogin(t, base, token)
	if code != http.StatusOK || cred == "" {
		t.Fatalf("login: %d", code)
	}
	do := func(ctx context.Context, method, path, body string) *http.Response {
		t.Helper()
		req, _ := http.NewRequestWithContext(ctx, method, base+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+cred)
		req.Header.Set("Origin", base)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	sessiontest.Eventually(t, 20*time.Second, "the page to list "+id, func() bool {
		resp := do(context.Background(), "GET", "/api/sessions", "")
		defer resp.Body.Close()
		var rows []tools.SessionRow
		_ = json.NewDecoder(resp.Body).Decode(&rows)
		return slices.ContainsFunc(rows, func(r tools.SessionRow) bool { return r.SessionID == id && r.Machine == "box" })
	})
	// The page's live list (what the page's script follows) has it too.
	lctx, lcancel := context.WithTimeout(context.Background(), 20*time.Second)
	list := do(lctx, "GET", "/api/events", "")
	sc := bufio.NewScanner(list.Body)
	sc.Buffer(nil, 1<<20)
	listed := false
	for !listed && sc.Scan() {
		var rows []tools.SessionRow
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		listed = ok && json.Unmarshal([]byte(data), &rows) == nil &&
			slices.ContainsFunc(rows, func(r tools.SessionRow) bool { return r.SessionID == id && r.Machine == "box" })
	}
	lcancel()
	list.Body.Close()
	if !listed {
		t.Errorf("the page's list stream never listed %s", id)
	}

	// The session's stream, read as the page reads it.
	sessionPath := "/api/sessions/" + url.PathEscape(id)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp := do(ctx, "GET", sessionPath+"/events", "")
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("%s/events: %d %s", sessionPath, resp.StatusCode, b)
	}
	var mu sync.Mutex
	var view, screens string
	read := make(chan struct{})
	go func() {
		defer close(read)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 16<<20)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			if e, ok := strings.CutPrefix(line, "event: "); ok {
				event = e
			}
			data, ok := strings.CutPrefix(line, "data: ")
			if !ok {
				continue
			}
			mu.Lock()
			if event == "info" {
				var info struct {
					View string `json:"view"`
				}
				_ = json.Unmarshal([]byte(data), &info)
				view = info.View
			} else {
				screens += data
			}
			mu.Unlock()
		}
	}()
	got := func(s string) func() bool {
		return func() bool {
			mu.Lock()
			defer mu.Unlock()
			return view != "" && strings.Contains(screens, s)
		}
	}
	sessiontest.Eventually(t, 20*time.Second, "the far screen on the stream", got("agent$"))
	var r tools.Screen
	fe.must(t, "read_screen", map[string]any{"session_id": id}, &r)
	if len(r.Attached) != 1 || r.Attached[0].Who != "browser" || !r.Attached[0].ReadOnly {
		t.Errorf("attached while the page watches: %+v", r.Attached)
	}
	mu.Lock()
	viewID := view
	mu.Unlock()
	body := `{"view":"` + viewID + `"}`
	post := func(what, body string, want int) {
		t.Helper()
		resp := do(context.Background(), "POST", sessionPath+"/"+what, body)
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Fatalf("POST %s: %d %s; want %d", what, resp.StatusCode, b, want)
		}
	}
	post("takeover", body, http.StatusOK)
	if res, err := fe.call("send_text", map[string]any{"session_id": id, "text": "echo agent"}, 20*time.Second); err != nil || !res.IsError {
		t.Errorf("the agent's input while the page holds %s: %v %v", id, err, res)
	}
	post("input", `{"view":"`+viewID+`","keys":"echo from-$((6*7))<Enter>"}`, http.StatusNoContent)
	sessiontest.Eventually(t, 20*time.Second, "the echo of the keys typed in the page", got("from-42"))
	post("handback", body, http.StatusOK)
	fe.must(t, "send_text", map[string]any{"session_id": id, "text": "echo agent-$((1+1))", "enter": true, "expect": "agent-2"}, nil)
	sessiontest.Eventually(t, 20*time.Second, "the agent's output on the stream", got("agent-2"))
	cancel()
	<-read
	sessiontest.Eventually(t, 20*time.Second, "the page's person to be detached there", func() bool {
		var now tools.Screen // attached is left out when empty
		fe.must(t, "read_screen", map[string]any{"session_id": id}, &now)
		return len(now.Attached) == 0
	})

	for _, c := range []struct {
		id, want string
		code     int
	}{
		{"box:s99", `machine box: no such session "s99"`, http.StatusNotFound},
		{"nowhere:s1", `no such machine "nowhere"`, http.StatusBadGateway},
	} {
		resp := do(context.Background(), "GET", "/api/sessions/"+url.PathEscape(c.id)+"/history", "")
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.code || !strings.Contains(string(b), c.want) || !strings.Contains(string(b), "agentty") {
			t.Errorf("the page's %s: %d %q; want %d saying %q", c.id, resp.StatusCode, b, c.code, c.want)
		}
	}
	farNeeds(t, fe, do)
	farQuestion(t, fe, base)
}

// TestWebDialsNoMachineBeforeLogin: a request of the web page about a
// session or a question on a machine reaches no machine before it is
// authorised: without a login, a session's routes are refused (401), and a
// question this host never handed out is gone (410), logged in or not;
// the machine's prefix never runs.
func TestWebDialsNoMachineBeforeLogin(t *testing.T) {
	dir := runtimeDir(t)
	cold := t.TempDir()
	logf := filepath.Join(cold, "prefix.log")
	script := filepath.Join(cold, "exec")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nprintf '%s\\n' \"$*\" >>"+logf+"\nexit 255\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, "--machine", "cold="+script)
	base, token := webLink(t, dir)
	send := func(method, path, cred string) int {
		t.Helper()
		req, _ := http.NewRequest(method, base+path, strings.NewReader("{}"))
		req.Header.Set("Origin", base)
		if cred != "" {
			req.Header.Set("Authorization", "Bearer "+cred)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for _, c := range []struct {
		method, path string
		want         int
	}{
		{"GET", "/api/sessions/cold:s1/events", http.StatusUnauthorized},
		{"GET", "/api/sessions/cold:s1/history", http.StatusUnauthorized},
		{"POST", "/api/sessions/cold:s1/takeover", http.StatusUnauthorized},
		{"POST", "/api/sessions/cold:s1/handback", http.StatusUnauthorized},
		{"POST", "/api/sessions/cold:s1/input", http.StatusUnauthorized},
		{"GET", "/api/sessions/cold:s1/screen.png", http.StatusUnauthorized},
		{"POST", "/ask/cold:q1", http.StatusGone},
		{"GET", "/ask/cold:q1", http.StatusGone},
		{"POST", "/ask/cold:q1/claim", http.StatusGone},
		{"GET", "/ask/cold:q1/info", http.StatusGone},
		{"GET", "/ask/cold:q1/events", http.StatusGone},
	} {
		if got := send(c.method, c.path, ""); got != c.want {
			t.Errorf("%s %s without a login: %d, want %d", c.method, c.path, got, c.want)
		}
	}
	code, cred := webLogin(t, base, token)
	if code != http.StatusOK {
		t.Fatalf("login: %d", code)
	}
	if got := send("GET", "/ask/cold:q1", cred); got != http.StatusGone {
		t.Errorf("a question this host never handed out, logged in: %d, want 410", got)
	}
	if b, err := os.ReadFile(logf); err == nil {
		t.Errorf("the machine's prefix ran for requests not authorised: %q", b)
	}
}
