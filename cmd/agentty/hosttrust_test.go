package main

import (
	"bufio"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// A program in a session is not a client of the session host: a python3
// probe (wallProbe) in one session tries the socket, as itself, after
// setsid, and from a grandchild that left the session and cleared its
// environment; every request (list the sessions, MCP, attach and type into
// another session, the web page's login, stop) is refused with a
// sentence, and so is a connection its maker handed to a child before
// exiting; the other session gets none of its keys, and the host goes on.
// agentty ls run in a session says why it is refused. The session's
// environment names no socket or directory of the host.
func TestSessionsAreNotClients(t *testing.T) {
	sessiontest.Need(t, "python3", "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var victim tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "name": "victim"}, &victim)
	hostPID := hostInfo(t, dir).PID
	work := t.TempDir()
	got := runWallProbe(t, fe, nil, wallTarget{Sockets: []string{ownPaths(dir).Socket}, Handoff: true}, work)
	wantRefused(t, got, "belongs to a session of this server")
	for mode, r := range got {
		if env := fmt.Sprint(r["agentty_env"]); strings.Contains(env, "AGENTTY_RUNTIME_DIR") || strings.Contains(env, "AGENTTY_HOST_STARTER") || strings.Contains(env, "AGENTTY_TOKEN") {
			t.Errorf("%s: the session's environment has %s", mode, env)
		}
		if mode == "setsid" && r["pid"] != r["sid"] {
			t.Errorf("the setsid probe did not lead a kernel session of its own: %v", r)
		}
	}
	b, err := os.ReadFile(filepath.Join(work, "handoff"))
	if err != nil {
		t.Fatal(err)
	}
	// Refused as it was accepted (its maker was a session's process) or at
	// its first request (its maker had ended): served never.
	if got := string(b); !strings.Contains(got, "HTTP/1.1 403") || strings.Contains(got, "victim") {
		t.Errorf("a connection handed to a child by a process that then exited was served: %s", got)
	}
	var after tools.Screen
	fe.must(t, "read_screen", map[string]any{"session_id": victim.SessionID}, &after)
	if strings.Contains(strings.Join(after.Lines, "\n"), "pwned") {
		t.Errorf("a session typed into another:\n%s", strings.Join(after.Lines, "\n"))
	}
	// The victim is open still, and the probe's session too unless its
	// result already showed the probe's exit (a loaded machine's wait may
	// see PROBES DONE and the exit after it at once): then it closed by
	// itself.
	if info := hostInfo(t, dir); info.PID != hostPID || info.Sessions < 1 || info.Sessions > 2 {
		t.Errorf("the host changed: %+v (was pid %d)", info, hostPID)
	}

	// A front end's command run in a session says why it cannot.
	var ls tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{os.Args[0], "ls", "--runtime-dir", dir},
		"env": map[string]string{"AGENTTY_TEST_MAIN": "1"}, "expect": "refused", "timeout_ms": 20000}, &ls)
	if text := strings.Join(ls.Lines, " "); !strings.Contains(text, "refused") || !strings.Contains(text, "belongs to a session") {
		t.Errorf("agentty ls in a session: %s", text)
	}
}

// socketClient is an HTTP client of the host's socket in dir, as any
// process of the user outside the sessions may make.
func socketClient(dir string) *http.Client {
	sock := ownPaths(dir).Socket
	return &http.Client{Transport: &http.Transport{DisableKeepAlives: true,
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", sock)
		}}}
}

// repeatReader is n bytes of c.
type repeatReader struct {
	c byte
	n int64
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.n)]
	for i := range p {
		p[i] = r.c
	}
	r.n -= int64(len(p))
	return len(p), nil
}

// hwmGrowth bounds how much the host's peak memory may grow under an
// attack of hundreds of MB (KiB): reading it whole would take that much;
// bounded, it takes buffers, and the race detector's share of them.
const hwmGrowth = 128 << 10

// The host's /mcp refuses a request body over --max-request as the front
// ends do, unread: a 300 MB body, with its length declared or streamed
// without one, leaves the host's peak memory small.
func TestHostRefusesOversizeBody(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, nil)
	pid := hostInfo(t, dir).PID
	before := vmHWM(t, pid) >> 10
	hc := socketClient(dir)
	for _, declared := range []bool{true, false} {
		body := &repeatReader{c: ' ', n: 300 << 20}
		req, _ := http.NewRequest(http.MethodPost, "http://agentty/mcp", io.MultiReader(strings.NewReader(`{"jsonrpc":"2.0","id":7,"method":"ping","params":{"x":"`), body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if declared {
			req.ContentLength = 300<<20 + 100
		}
		resp, err := hc.Do(req)
		if err != nil {
			// The host closed the connection while the body was still
			// being sent; what it answered is not always read then.
			t.Logf("declared %v: %v", declared, err)
			continue
		}
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(b), "refused unread") {
			t.Errorf("declared %v: %s %s", declared, resp.Status, b)
		}
	}
	// A request just over the limit, whose refusal is read, carries its id.
	req, _ := http.NewRequest(http.MethodPost, "http://agentty/mcp", io.MultiReader(strings.NewReader(`{"jsonrpc":"2.0","id":8,"method":"ping","params":{"x":"`), &repeatReader{c: ' ', n: 2 << 20}))
	req.ContentLength = -1
	if resp, err := hc.Do(req); err == nil {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(b), `"id":8`) {
			t.Errorf("2 MB streamed: %s %s", resp.Status, b)
		}
	}
	after := vmHWM(t, pid) >> 10
	t.Logf("session host VmHWM: %d KiB before, %d KiB after 300 MB bodies", before, after)
	if after-before > hwmGrowth {
		t.Errorf("the host's peak memory grew from %d KiB to %d", before, after)
	}
	fe.must(t, "list_sessions", nil, nil)
}

// attachConn is a raw attach connection to the host in dir, upgraded: the
// response's status line, and the connection with its reader.
func attachConn(t testing.TB, dir, query string) (string, net.Conn, *bufio.Reader) {
	t.Helper()
	c, err := net.Dial("unix", ownPaths(dir).Socket)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	fmt.Fprintf(c, "GET /v1/attach?%s HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: agentty-attach\r\n\r\n", query)
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return resp.Status + ": " + strings.TrimSpace(string(b)), c, br
	}
	return resp.Status, c, br
}

func frameHeader(kind byte, n uint32) []byte {
	h := []byte{kind, 0, 0, 0, 0}
	binary.BigEndian.PutUint32(h[1:], n)
	return h
}

// readFrames reads the host's frames until one satisfies ok, or the
// connection ends or time is up; it returns the frames' kinds and the text
// of the last.
func readFrames(c net.Conn, br *bufio.Reader, ok func(kind byte, payload string) bool) (byte, string, bool) {
	_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
	for {
		var hdr [5]byte
		if _, err := io.ReadFull(br, hdr[:]); err != nil {
			return 0, err.Error(), false
		}
		p := make([]byte, binary.BigEndian.Uint32(hdr[1:]))
		if _, err := io.ReadFull(br, p); err != nil {
			return 0, err.Error(), false
		}
		if ok(hdr[0], string(p)) {
			return hdr[0], string(p), true
		}
	}
}

// Frames that lie about their size cost the host nothing: 50 attach
// connections each start a frame of 16 MiB and send all of it but its last
// byte (resize frames, refused at their header, and frames of an unknown
// kind, read and dropped as they come); the host's peak memory stays small.
func TestAttachFramesBounded(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, &v)
	pid := hostInfo(t, dir).PID
	const conns, claim = 50, 16 << 20
	// The attachments first, each painted once: what they cost is not
	// the frames'.
	type attached struct {
		c  net.Conn
		br *bufio.Reader
	}
	as := make([]attached, conns)
	for i := range as {
		status, c, br := attachConn(t, dir, "mode=attach&size=80x24&session="+v.SessionID)
		if !strings.HasPrefix(status, "101") {
			t.Fatalf("attach: %s", status)
		}
		if _, got, ok := readFrames(c, br, func(k byte, _ string) bool { return k == 'o' }); !ok {
			t.Fatalf("attachment %d was not painted: %s", i, got)
		}
		as[i] = attached{c, br}
	}
	before := vmHWM(t, pid) >> 10
	var wg sync.WaitGroup
	ended := make([]string, conns)
	for i, a := range as {
		kind := byte('r')
		if i%2 == 1 {
			kind = 'z'
		}
		wg.Add(2)
		go func() {
			defer wg.Done()
			_, _ = a.c.Write(frameHeader(kind, claim))
			_, _ = io.Copy(a.c, &repeatReader{c: '9', n: claim - 1})
		}()
		go func() {
			defer wg.Done()
			if kind == 'r' {
				_, why, _ := readFrames(a.c, a.br, func(k byte, _ string) bool { return k == 'x' })
				ended[i] = why
			}
		}()
	}
	wg.Wait()
	after := vmHWM(t, pid) >> 10
	t.Logf("session host VmHWM: %d KiB with %d people attached, %d KiB after each sent a frame claiming %d bytes", before, conns, after, claim)
	if after-before > hwmGrowth {
		t.Errorf("the host's peak memory grew from %d KiB to %d", before, after)
	}
	for i := 0; i < conns; i += 2 {
		if !strings.Contains(ended[i], "resize frame too large") {
			t.Errorf("connection %d: a resize frame of %d bytes ended it with %q", i, claim, ended[i])
		}
	}
	fe.must(t, "list_sessions", nil, nil)
}

// A person's size is brought within the bounds resize_session has: a
// resize frame of 2^63-1 (and of 2^63) columns neither brings the host
// down nor reaches the session as such; with --resize the session gets
// the largest size, and the attachment goes on.
func TestAttachResizeFrameCapped(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "cols": 80, "rows": 24}, &v)
	status, c, br := attachConn(t, dir, "mode=attach&resize=1&size=80x24&session="+v.SessionID)
	if !strings.HasPrefix(status, "101") {
		t.Fatalf("attach: %s", status)
	}
	for _, size := range []string{"9223372036854775807x30", "9223372036854775808x30"} {
		if _, err := c.Write(append(frameHeader('r', uint32(len(size))), size...)); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		var l listing
		fe.must(t, "list_sessions", nil, &l)
		if len(l.Sessions) == 1 && l.Sessions[0].Cols == 1000 && l.Sessions[0].Rows == 30 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the session is %+v, want 1000x30", l.Sessions)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// The attachment goes on: typed keys are painted.
	if _, err := c.Write(append(frameHeader('i', 6), "hello\r"...)); err != nil {
		t.Fatal(err)
	}
	if k, got, ok := readFrames(c, br, func(k byte, p string) bool { return k == 'x' || k == 'o' && strings.Contains(p, "hello") }); !ok || k != 'o' {
		t.Fatalf("the attachment broke off: %q", got)
	}
	if out, err := os.ReadFile(ownPaths(dir).Log); err == nil && strings.Contains(string(out), "panic") {
		t.Errorf("the host panicked:\n%s", out)
	}
}

// A watcher cannot resize the session: asking to is refused with a
// sentence, and a watcher's terminal size changes only what it is shown.
func TestWatcherCannotResize(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "cols": 80, "rows": 24}, &v)
	status, _, _ := attachConn(t, dir, "mode=watch&resize=1&size=100x30&session="+v.SessionID)
	if !strings.HasPrefix(status, "400") || !strings.Contains(status, "watcher cannot resize") {
		t.Errorf("watch with resize: %s", status)
	}
	status, c, br := attachConn(t, dir, "mode=watch&size=100x30&session="+v.SessionID)
	if !strings.HasPrefix(status, "101") {
		t.Fatalf("watch: %s", status)
	}
	size := "120x40"
	if _, err := c.Write(append(frameHeader('r', uint32(len(size))), size...)); err != nil {
		t.Fatal(err)
	}
	// Painted again for the watcher's new size: the frame was taken.
	if _, got, ok := readFrames(c, br, func(k byte, p string) bool { return k == 'o' && strings.Contains(p, "\x1b[40;1H") }); !ok {
		t.Fatalf("the watcher's terminal was not repainted: %q", got)
	}
	var l listing
	fe.must(t, "list_sessions", nil, &l)
	if len(l.Sessions) != 1 || l.Sessions[0].Cols != 80 || l.Sessions[0].Rows != 24 {
		t.Errorf("a watcher resized the session: %+v", l.Sessions)
	}
}

// A front end whose requests may be larger than its host's takes the
// host's refusal to its client as a JSON-RPC error for that request, and
// the host's limit holds for it: one front end starts the host with
// --max-request 100000, another with a larger one sends 200 kB.
func TestHostLimitReachesRelayedClient(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	startFrontEnd(t, dir, nil, "--max-request", "100000")
	big := startFrontEnd(t, dir, nil, "--max-request", "4000000")
	_, err := big.call("list_sessions", map[string]any{"padding": strings.Repeat("x", 200000)}, time.Minute)
	if err == nil || !strings.Contains(err.Error(), "refused unread") || !strings.Contains(err.Error(), "limit of 100000 bytes") {
		t.Errorf("a request over the host's limit: %v", err)
	}
	big.must(t, "list_sessions", nil, nil)
}

// racerScript, run as a session's program, connects to the host's socket
// (argv: the socket, a file for the answers) at once — from a grandchild
// that called setsid and was orphaned, while the host may still be
// starting the session — asks for a web login, then holds 300 more
// connections open and prints HELD.
const racerScript = `import os, socket, sys, time
` + pyAsk + `
sock, out = sys.argv[1], sys.argv[2]
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        s = socket.socket(socket.AF_UNIX)
        s.connect(sock)
        s.settimeout(3)
        data = ask(s, "/v1/web")
        with open(out + ".tmp", "wb") as f:
            f.write(data)
        os.rename(out + ".tmp", out)
        os._exit(0)
    os._exit(0)
os.wait()
held = []
for i in range(300):
    s = socket.socket(socket.AF_UNIX)
    try:
        s.connect(sock)
        held.append(s)
    except OSError:
        pass
print("HELD", len(held), flush=True)
time.sleep(600)
`

// A session's program that connects in the first moment of its session
// (before the host has listed the session's processes) is refused all the
// same, and connections a session's program holds open without a word are
// closed as they are accepted: they cost the host no descriptors.
func TestSessionsRefusedFromTheirFirstMoment(t *testing.T) {
	sessiontest.Need(t, "python3")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	work := t.TempDir()
	script := filepath.Join(work, "racer.py")
	if err := os.WriteFile(script, []byte(racerScript), 0o644); err != nil {
		t.Fatal(err)
	}
	sock := ownPaths(dir).Socket
	for i := range 4 {
		out := filepath.Join(work, fmt.Sprintf("answer-%d", i))
		var v tools.Screen
		fe.must(t, "open_session", map[string]any{"argv": []string{"python3", script, sock, out}, "expect": "HELD", "timeout_ms": 30000}, &v)
		var got []byte
		sessiontest.Eventually(t, 10*time.Second, "the racer's answer", func() bool {
			b, err := os.ReadFile(out)
			got = b
			return err == nil
		})
		// The answer is the refusal. Its request may have met a closed
		// socket (EPIPE): the host reads a refused connection on for a
		// while only 64 at a time, and the 300 held open may have taken
		// them all.
		if !strings.Contains(string(got), "HTTP/1.1 403 Forbidden") || strings.Contains(string(got), "login_url") || strings.Contains(string(got), "200 OK") {
			t.Errorf("a session's program in its first moment was served: %q", got)
		}
		// Each refused connection is answered and closed within 50 ms.
		hostPID := hostInfo(t, dir).PID
		sessiontest.Eventually(t, 10*time.Second, "the host to let the refused connections go", func() bool {
			fds, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", hostPID))
			return err == nil && len(fds) < 100
		})
		fe.must(t, "close_session", map[string]any{"session_id": v.SessionID}, nil)
	}
}
