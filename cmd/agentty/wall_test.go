package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/tuitest"
)

// pyAsk is Python for a probe: ask(s, path) sends GET path on s, a
// connected socket of a host, and returns what came back, then what
// failed, if anything.
const pyAsk = `
def ask(s, path):
    data = b""
    try:
        s.sendall(b"GET " + path.encode() + b" HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    except OSError as e:
        data += b"send: " + str(e).encode() + b"\n"
    try:
        while True:
            c = s.recv(65536)
            if not c:
                break
            data += c
    except OSError as e:
        data += b"recv: " + str(e).encode()
    return data
`

// wallProbe, run as a session's program, tries every door of other
// agentty servers: each socket of its config (list the sessions, MCP,
// attach and type into a session named victim, a web login link, stop)
// and each page (log in with a link's token, claim a question, answer it,
// the API with a credential), as itself ("direct"), from a child that
// called setsid ("setsid"), and from a grandchild that left the session
// (setsid, a fork) with its environment cleared ("double"); what each got
// goes to OUT/MODE.json. argv: CONFIG OUT [MODE].
const wallProbe = `
import json, os, socket, struct, sys, time, urllib.request, urllib.error
` + pyAsk + `

cfg = json.load(open(sys.argv[1]))
out = sys.argv[2]

def recv_all(s):
    data = b""
    while True:
        c = s.recv(65536)
        if not c:
            return data
        data += c

def sock_req(sock, method, path, body=b"", extra=""):
    s = socket.socket(socket.AF_UNIX)
    s.settimeout(5)
    try:
        s.connect(sock)
        head = "%s %s HTTP/1.1\r\nHost: localhost\r\nContent-Length: %d\r\nConnection: close\r\n%s\r\n" % (method, path, len(body), extra)
        s.sendall(head.encode() + body)
        data = recv_all(s)
    except OSError as e:
        data = b"error: " + str(e).encode()
    s.close()
    return data.decode(errors="replace")

def web_req(method, url, body=None, auth=None, origin=None):
    req = urllib.request.Request(url, data=None if body is None else body.encode(), method=method)
    req.add_header("Content-Type", "application/json")
    if origin:
        req.add_header("Origin", origin)
    if auth:
        req.add_header("Authorization", "Bearer " + auth)
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return "%d %s" % (r.status, r.read().decode(errors="replace"))
    except urllib.error.HTTPError as e:
        return "%d %s" % (e.code, e.read().decode(errors="replace"))
    except Exception as e:
        return "error: %s" % e

def probe(mode):
    r = {}
    for i, sock in enumerate(cfg.get("sockets") or []):
        k = "socket%d " % i
        r[k + "sessions"] = sock_req(sock, "GET", "/v1/sessions")
        init = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "probe", "version": "1"}}}).encode()
        r[k + "mcp"] = sock_req(sock, "POST", "/mcp", init, "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n")
        r[k + "attach"] = sock_req(sock, "GET", "/v1/attach?session=victim&mode=attach&size=80x24", b"", "Upgrade: agentty-attach\r\n")
        keys = b"pwned-" + mode.encode() + b"\r"
        s = socket.socket(socket.AF_UNIX)
        s.settimeout(3)
        try:
            s.connect(sock)
            s.sendall(b"GET /v1/attach?session=victim&mode=attach&size=80x24 HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: agentty-attach\r\n\r\n" + b"i" + struct.pack(">I", len(keys)) + keys)
            time.sleep(0.3)
        except OSError:
            pass
        s.close()
        r[k + "web"] = sock_req(sock, "GET", "/v1/web")
        r[k + "stop"] = sock_req(sock, "POST", "/v1/stop")
    for i, h in enumerate(cfg.get("http") or []):
        init = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "probe", "version": "1"}}})
        r["http%d mcp" % i] = web_req("POST", h["url"], init, auth=h["token"])
    for i, p in enumerate(cfg.get("pages") or []):
        k = "page%d " % i
        base = p["base"]
        r[k + "login"] = web_req("POST", base + "/login", json.dumps({"token": p["token"]}), origin=base)
        if p.get("ask"):
            r[k + "claim"] = web_req("POST", base + p["ask"] + "/claim", "{}", origin=base)
            r[k + "answer"] = web_req("POST", base + p["ask"], json.dumps({"answer": "pwned-" + mode}), auth="x", origin=base)
        r[k + "api"] = web_req("GET", base + "/api/sessions", auth=p["cred"])
    # Python sets LC_CTYPE itself in an empty environment (PEP 538).
    r["pid"], r["sid"], r["env"] = os.getpid(), os.getsid(0), len([k for k in os.environ if k != "LC_CTYPE"])
    r["agentty_env"] = sorted(k for k in os.environ if k.startswith("AGENTTY_"))
    with open(os.path.join(out, mode + ".json.tmp"), "w") as f:
        json.dump(r, f)
    os.rename(os.path.join(out, mode + ".json.tmp"), os.path.join(out, mode + ".json"))

if len(sys.argv) > 3:
    probe(sys.argv[3])
    sys.exit(0)
probe("direct")
if os.fork() == 0:
    os.setsid()
    probe("setsid")
    os._exit(0)
os.wait()
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execve(sys.executable, [sys.executable, sys.argv[0], sys.argv[1], out, "double"], {})
    os._exit(0)
os.wait()
# A connection made by a process that then leaves it to its child.
if cfg.get("handoff") and os.fork() == 0:
    s = socket.socket(socket.AF_UNIX)
    s.connect(cfg["sockets"][0])
    maker = os.getpid()
    if os.fork() == 0:
        while os.getppid() == maker:
            time.sleep(0.01)
        time.sleep(0.2)
        s.settimeout(3)
        data = ask(s, "/v1/sessions")
        with open(os.path.join(out, "handoff.tmp"), "wb") as f:
            f.write(data)
        os.rename(os.path.join(out, "handoff.tmp"), os.path.join(out, "handoff"))
        os._exit(0)
    os._exit(0)
deadline = time.time() + 60
for name in ["double.json"] + (["handoff"] if cfg.get("handoff") else []):
    while not os.path.exists(os.path.join(out, name)) and time.time() < deadline:
        time.sleep(0.05)
print("PROBES DONE")
`

// wallTarget is what a probe tries: sockets, pages with a link's token, a
// logged-in credential and a question's path, and agentty serve --http
// front ends with their bearer token; with Handoff, a connection to the
// first socket made by a process that then exits, leaving it to its child
// (what it got goes to OUT/handoff).
type wallTarget struct {
	Sockets []string   `json:"sockets"`
	Pages   []wallPage `json:"pages"`
	HTTP    []wallHTTP `json:"http,omitempty"`
	Handoff bool       `json:"handoff,omitempty"`
}

type wallHTTP struct {
	URL   string `json:"url"`
	Token string `json:"token"`
}

type wallPage struct {
	Base  string `json:"base"`
	Token string `json:"token"`
	Cred  string `json:"cred"`
	Ask   string `json:"ask,omitempty"`
}

// runWallProbe runs wallProbe against target in a session opened with
// open (the arguments of open_session beside argv), and returns what each
// of its three probes got, by mode.
func runWallProbe(t *testing.T, fe *serveProc, open map[string]any, target wallTarget, work string) map[string]map[string]any {
	t.Helper()
	args := map[string]any{"argv": wallProbeArgv(t, target, work), "expect": "PROBES DONE", "timeout_ms": 120000, "cols": 100}
	for k, v := range open {
		args[k] = v
	}
	var v tools.Screen
	fe.must(t, "open_session", args, &v)
	if !strings.Contains(strings.Join(v.Lines, "\n"), "PROBES DONE") {
		t.Fatalf("the probes did not finish:\n%s", strings.Join(v.Lines, "\n"))
	}
	return wallProbeResults(t, work)
}

// wallProbeArgv writes wallProbe and target into work and returns the
// command that runs it.
func wallProbeArgv(t *testing.T, target wallTarget, work string) []string {
	t.Helper()
	sessiontest.Need(t, "python3")
	if err := os.Chmod(work, 0o777); err != nil { // the far side may run as another account
		t.Fatal(err)
	}
	script, cfg := filepath.Join(work, "probe.py"), filepath.Join(work, "target.json")
	b, _ := json.Marshal(target)
	sessiontest.WriteFile(t, script, wallProbe)
	sessiontest.WriteFile(t, cfg, string(b))
	return []string{"python3", script, cfg, work}
}

// wallProbeResults reads what each of a finished probe's three probes
// got, by mode.
func wallProbeResults(t *testing.T, work string) map[string]map[string]any {
	t.Helper()
	got := map[string]map[string]any{}
	for _, mode := range []string{"direct", "setsid", "double"} {
		b, err := os.ReadFile(filepath.Join(work, mode+".json"))
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		var r map[string]any
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		got[mode] = r
	}
	if d := got["double"]; d["env"] != float64(0) || d["sid"] == got["direct"]["sid"] || d["sid"] == got["setsid"]["sid"] {
		t.Errorf("the double-forked probe did not leave its session: %v", d)
	}
	return got
}

// wantRefused checks that every door a probe tried answered 403 with a
// sentence containing each of why, and gave away nothing (no session named
// victim, no login link, no credential).
func wantRefused(t *testing.T, got map[string]map[string]any, why ...string) {
	t.Helper()
	for mode, r := range got {
		n := 0
		for door, v := range r {
			s, ok := v.(string)
			if !ok {
				continue
			}
			n++
			refused := strings.HasPrefix(s, "HTTP/1.1 403") || strings.HasPrefix(s, "403 ")
			for _, w := range why {
				refused = refused && strings.Contains(s, w)
			}
			if !refused || strings.Contains(s, "victim") || strings.Contains(s, "login_url") || strings.Contains(s, "credential") {
				t.Errorf("%s: %s was not refused as %q:\n%s", mode, door, why, s)
			}
		}
		if n == 0 {
			t.Errorf("%s: no door was tried", mode)
		}
	}
}

var (
	builtMu sync.Mutex
	built   = map[string]string{}
)

// buildStamped builds agentty with version v stamped in (go build
// -ldflags -X main.buildVersion, as make dist does: agentty version says
// it), a static binary as a release is, once per test binary.
func buildStamped(t testing.TB, v string) string {
	t.Helper()
	builtMu.Lock()
	defer builtMu.Unlock()
	if bin, ok := built[v]; ok {
		return bin
	}
	dir, err := os.MkdirTemp("", "agentty-build-")
	if err == nil {
		err = os.Chmod(dir, 0o755) // other accounts run it too
	}
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "agentty")
	cmd := exec.Command("go", "build", "-ldflags", "-X main.buildVersion="+v, "-o", bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	if out, err := exec.Command(bin, "version").Output(); err != nil || !strings.HasPrefix(string(out), "agentty "+v+" ") {
		t.Fatalf("agentty version of the build stamped %s: %q %v", v, out, err)
	}
	built[v] = bin
	return bin
}

// pageOf logs in to the page of the host at paths, as a person does, and
// asks a question in that host's session id (none when fe is nil); it
// returns what a probe needs: the page, a fresh link's token, the person's
// credential and the question's path.
func pageOf(t *testing.T, paths host.Paths, fe *serveProc, id string) wallPage {
	t.Helper()
	link := func() (base, token string) {
		var l host.WebLogin
		if err := host.NewClient(paths, "", nil).Get(context.Background(), "/v1/web", &l); err != nil {
			t.Fatalf("a login link from %s: %v", paths.Socket, err)
		}
		base, token, _ = strings.Cut(l.LoginURL, "/login#token=")
		return base, token
	}
	base, token := link()
	code, cred := webLogin(t, base, token)
	if code != http.StatusOK {
		t.Fatalf("the person's login to %s: %d", base, code)
	}
	_, token = link()
	if fe == nil {
		return wallPage{Base: base, Token: token, Cred: cred}
	}
	var asked struct {
		Outcome string `json:"outcome"`
		URL     string `json:"url"`
	}
	fe.must(t, "request_user_input", map[string]any{"session_id": id, "message": "a password", "timeout_ms": 300000}, &asked)
	ask, ok := strings.CutPrefix(asked.URL, base)
	if asked.Outcome != "url" || !ok {
		t.Fatalf("request_user_input: %+v (page %s)", asked, base)
	}
	return wallPage{Base: base, Token: token, Cred: cred, Ask: ask}
}

// personStillServed checks, after the probes, that what they tried to
// spend is the person's still: the link's token logs in, the question is
// claimed, and the victim session got no keys.
func personStillServed(t *testing.T, fe *serveProc, victim string, p wallPage) {
	t.Helper()
	if code, _ := webLogin(t, p.Base, p.Token); code != http.StatusOK {
		t.Errorf("the person's login with the token the probes tried: %d", code)
	}
	req, _ := http.NewRequest("POST", p.Base+p.Ask+"/claim", strings.NewReader("{}"))
	req.Header.Set("Origin", p.Base)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("the person's claim of the question the probes tried: %s", resp.Status)
	}
	var v tools.Screen
	fe.must(t, "read_screen", map[string]any{"session_id": victim}, &v)
	if strings.Contains(strings.Join(v.Lines, "\n"), "pwned") {
		t.Errorf("a probe typed into %s:\n%s", victim, strings.Join(v.Lines, "\n"))
	}
}

// A program in a session of one host is refused by every other host of
// the user and their pages, as by its own: host A (a build stamped
// wall-a) runs the probe; host B (a build stamped wall-b) shares A's
// runtime directory; host C (wall-a again) runs in another; an agentty
// serve --http front end (this test binary's) holds a token the probe
// has. Every socket
// request and every page request (a login with a fresh link's token, a
// question's claim and answer, the API with the person's credential) is
// refused with 403 and a sentence naming the session, as the probe itself,
// after setsid, and from a grandchild with its environment cleared; the
// person then uses the same token, question and hosts.
func TestWallsAcrossHosts(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("other servers' sessions are recognised on Linux")
	}
	sessiontest.Need(t, "python3", "cat")
	binA, binB := buildStamped(t, "wall-a"), buildStamped(t, "wall-b")
	dir, other := runtimeDir(t), runtimeDir(t)
	start := func(bin, dir string) *serveProc {
		return startServe(t, serveOpts{bin: bin}, "--runtime-dir", dir, "--grace", "500ms")
	}
	a, b, c := start(binA, dir), start(binB, dir), start(binA, other)
	var target wallTarget
	type victim struct {
		fe   *serveProc
		id   string
		page wallPage
	}
	var victims []victim
	for _, h := range []struct {
		fe    *serveProc
		paths host.Paths
	}{{b, host.PathsIn(dir, host.VersionName("wall-b"))}, {c, host.PathsIn(other, host.VersionName("wall-a"))}} {
		var v tools.Screen
		h.fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "name": "victim"}, &v)
		p := pageOf(t, h.paths, h.fe, v.SessionID)
		target.Sockets = append(target.Sockets, h.paths.Socket)
		target.Pages = append(target.Pages, p)
		victims = append(victims, victim{h.fe, v.SessionID, p})
	}
	// An HTTP front end of host B, whose token a session's program may
	// read (its token file is the user's).
	_, u, _ := httpServer(t, nil, "--runtime-dir", dir, "--http", "127.0.0.1:0", "--token", "t0ken")
	target.HTTP = append(target.HTTP, wallHTTP{URL: u, Token: "t0ken"})
	got := runWallProbe(t, a, nil, target, t.TempDir())
	wantRefused(t, got, "belongs to a session of ", "agentty server pid ")
	for _, v := range victims {
		personStillServed(t, v.fe, v.id, v.page)
	}
	for _, paths := range []host.Paths{host.PathsIn(dir, host.VersionName("wall-b")), host.PathsIn(other, host.VersionName("wall-a"))} {
		if _, err := host.NewClient(paths, "", nil).Hello(context.Background()); err != nil {
			t.Errorf("a probe stopped the host at %s: %v", paths.Socket, err)
		}
	}
	t.Logf("refused: %s", fmt.Sprint(got["double"]["socket0 sessions"]))
}

// A program a Go test runs with tuitest is refused by a session host and
// its page as an agentty session's program is (tuitest marks the test
// process as a server of sessions): as itself, after setsid, and from a
// grandchild with its environment cleared, each refusal naming this test
// process as the server.
func TestWallsTuitest(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("other servers' sessions are recognised on Linux")
	}
	sessiontest.Need(t, "python3", "cat")
	dir := runtimeDir(t)
	fe := startServe(t, serveOpts{}, "--runtime-dir", dir, "--grace", "500ms")
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "name": "victim"}, &v)
	page := pageOf(t, ownPaths(dir), fe, v.SessionID)
	work := t.TempDir()
	argv := wallProbeArgv(t, wallTarget{Sockets: []string{ownPaths(dir).Socket}, Pages: []wallPage{page}}, work)
	term := tuitest.Start(t, argv, tuitest.Size(100, 24), tuitest.Timeout(2*time.Minute))
	term.WaitText("PROBES DONE")
	wantRefused(t, wallProbeResults(t, work), "belongs to a session of ", "agentty server pid "+strconv.Itoa(os.Getpid())+" ")
	personStillServed(t, fe, v.SessionID, page)
}

// The same across a machine's link: a session on a loopback machine
// reached over a real sshd (as this user, its host in a runtime directory
// of its own) is refused by the local host and page, and a local session
// by that machine's host and page.
func TestWallsOverMachine(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("other servers' sessions are recognised on Linux")
	}
	sessiontest.Need(t, "python3", "cat")
	s := sessiontest.StartSSHD(t, "")
	dist, _ := releaseDir(t)
	far, err := os.MkdirTemp("", "aw-") // short: the far host's socket path must fit
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stopHosts(far+"/run", func() string { return "" }); os.RemoveAll(far) })
	prefix := s.Prefix("XDG_CACHE_HOME="+far+"/cache", "AGENTTY_RUNTIME_DIR="+far+"/run")
	for i, w := range prefix {
		if strings.Contains(w, " ") {
			prefix[i] = "'" + w + "'" // --machine's words are split as a shell splits them
		}
	}
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, []string{"XDG_CONFIG_HOME=" + t.TempDir()}, "--machine", "lo="+strings.Join(prefix, " "), "--release-dir", dist)

	var victim tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "name": "victim"}, &victim)
	local := pageOf(t, ownPaths(dir), fe, victim.SessionID)
	got := runWallProbe(t, fe, map[string]any{"machine": "lo", "timeout_ms": 180000},
		wallTarget{Sockets: []string{ownPaths(dir).Socket}, Pages: []wallPage{local}}, t.TempDir())
	wantRefused(t, got, "belongs to a session of another agentty server")
	personStillServed(t, fe, victim.SessionID, local)

	socks, _ := filepath.Glob(far + "/run/*.sock")
	if len(socks) != 1 {
		t.Fatalf("the machine's host sockets: %v", socks)
	}
	farPaths := host.PathsIn(far+"/run", strings.TrimSuffix(filepath.Base(socks[0]), ".sock"))
	got = runWallProbe(t, fe, nil, wallTarget{Sockets: []string{farPaths.Socket}, Pages: []wallPage{pageOf(t, farPaths, nil, "")}}, t.TempDir())
	wantRefused(t, got, "belongs to a session of another agentty server")
}

// reuseProbe, a session's program, makes a connection to the host's
// socket SOCK from a child that leaves it to its own child and exits; the
// child's pid goes to DIR/maker, and once DIR/send exists the grandchild
// asks for the sessions and writes what it got to DIR/got. argv: SOCK DIR.
const reuseProbe = `
import os, socket, sys, time
` + pyAsk + `
sock, d = sys.argv[1], sys.argv[2]
def wait(name):
    while not os.path.exists(os.path.join(d, name)):
        time.sleep(0.01)
def put(name, data):
    with open(os.path.join(d, name + ".tmp"), "wb") as f:
        f.write(data)
    os.rename(os.path.join(d, name + ".tmp"), os.path.join(d, name))
print("READY", flush=True)
wait("connect")
maker = os.fork()
if maker == 0:
    s = socket.socket(socket.AF_UNIX)
    s.connect(sock)
    if os.fork() == 0:
        wait("send")
        s.settimeout(5)
        put("got", ask(s, "/v1/sessions"))
        os._exit(0)
    os._exit(0)
os.waitpid(maker, 0)
put("maker", str(maker).encode())
time.sleep(60)
`

// A connection is the process's that made it, not its pid's: a session's
// program connects to the host's socket while the host is stopped (which
// a session's program may do to it), leaves the connection to its child
// and exits, and its pid goes to a process outside every session before
// the host accepts the connection. The host refuses it, saying the
// process that made it has ended, and gives nothing away.
func TestWallPidReused(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("a process is pinned by the kernel's pidfd on Linux")
	}
	sessiontest.Need(t, "python3", "sleep", "cat")
	const lastPid = "/proc/sys/kernel/ns_last_pid"
	if f, err := os.OpenFile(lastPid, os.O_WRONLY, 0); err != nil {
		sessiontest.Unavailable(t, "giving a process a chosen pid needs root in the first pid namespace (%v)", err)
	} else {
		f.Close()
	}
	dir, work := runtimeDir(t), t.TempDir()
	fe := startFrontEnd(t, dir, nil)
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}, "name": "victim"}, nil)
	script := filepath.Join(work, "probe.py")
	sessiontest.WriteFile(t, script, reuseProbe)
	fe.must(t, "open_session", map[string]any{"argv": []string{"python3", script, ownPaths(dir).Socket, work}, "expect": "READY"}, nil)

	hostPid := hostInfo(t, dir).PID
	resume := freeze(t, hostPid)
	sessiontest.Eventually(t, 10*time.Second, "the host to stop", func() bool {
		b, _ := os.ReadFile("/proc/" + strconv.Itoa(hostPid) + "/stat")
		i := strings.LastIndexByte(string(b), ')')
		return i > 0 && i+2 < len(b) && b[i+2] == 'T'
	})
	sessiontest.WriteFile(t, filepath.Join(work, "connect"), "")
	var maker int
	sessiontest.Eventually(t, 20*time.Second, "the connection's maker to exit", func() bool {
		b, err := os.ReadFile(filepath.Join(work, "maker"))
		maker, _ = strconv.Atoi(string(b))
		return err == nil
	})
	// A process outside every session takes the maker's pid.
	var outside *exec.Cmd
	for try := 0; try < 500 && outside == nil; try++ {
		if err := os.WriteFile(lastPid, []byte(strconv.Itoa(maker-1)), 0); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("sleep", "60")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if cmd.Process.Pid == maker {
			outside = cmd
			break
		}
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}
	if outside == nil {
		t.Fatalf("no process of the test took pid %d", maker)
	}
	t.Cleanup(func() { _ = outside.Process.Kill(); _ = outside.Wait() })
	resume()
	sessiontest.WriteFile(t, filepath.Join(work, "send"), "")
	var got string
	sessiontest.Eventually(t, 20*time.Second, "the grandchild's answer", func() bool {
		b, err := os.ReadFile(filepath.Join(work, "got"))
		got = string(b)
		return err == nil
	})
	if !strings.Contains(got, "403 Forbidden") || !strings.Contains(got, fmt.Sprintf("(pid %d) has ended", maker)) || strings.Contains(got, "victim") {
		t.Errorf("a connection whose maker's pid went to a process outside every session:\n%s", got)
	}
	fe.must(t, "list_sessions", nil, nil)
}
