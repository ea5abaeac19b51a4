package machine

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// mcpOver returns a function calling a tool, which must succeed, on the
// session host hc reaches.
func mcpOver(t *testing.T, hc *http.Client) func(string, map[string]any) map[string]any {
	t.Helper()
	try := tryOver(t, hc)
	return func(tool string, args map[string]any) map[string]any {
		t.Helper()
		out, failed := try(tool, args)
		if failed != "" {
			t.Fatalf("%s: %s", tool, failed)
		}
		return out
	}
}

// tryOver returns a function calling a tool on the session host hc
// reaches, through an MCP client of its own: the result's structured
// content, or what the call failed with (the client's error, or an
// isError result's content).
func tryOver(t *testing.T, hc *http.Client) func(string, map[string]any) (map[string]any, string) {
	t.Helper()
	c, err := client.NewStreamableHttpClient("http://agentty/mcp", transport.WithHTTPBasicClient(hc))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := tools.Initialize(ctx, c, "test"); err != nil {
		t.Fatal(err)
	}
	return func(tool string, args map[string]any) (map[string]any, string) {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: tool, Arguments: args}})
		if err != nil {
			return nil, err.Error()
		}
		if res.IsError {
			b, _ := json.Marshal(res.Content)
			return nil, string(b)
		}
		var out map[string]any
		if err := tools.Decode(res, &out); err != nil {
			return nil, err.Error()
		}
		return out, ""
	}
}

// TestFiguresOverSSH measures, with AGENTTY_MACHINE_FIGURES=1, a
// keystroke to its settled screen (send_keys on cat) in a session of the
// far host reached over ssh and the link, beside the same host reached on
// its own socket; and the first open (with the copy) and a later one.
func TestFiguresOverSSH(t *testing.T) {
	if os.Getenv("AGENTTY_MACHINE_FIGURES") != "1" {
		t.Skip("set AGENTTY_MACHINE_FIGURES=1 to measure")
	}
	s := sessiontest.StartSSHD(t, "")
	bin := buildAgentty(t)
	far := newFarSide(t)
	if err := os.Chmod(far.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	m := Machine{Name: "loop", Prefix: s.Prefix("XDG_CACHE_HOME="+far.cache, "AGENTTY_RUNTIME_DIR="+far.runtime), Timeout: 30 * time.Second}
	start := time.Now()
	l := NewLink(m, Options{Version: "figures", Self: bin})
	info := hello(t, l)
	firstOpen := time.Since(start)
	l.Close()
	start = time.Now()
	l = NewLink(m, Options{Version: "figures", Self: bin})
	t.Cleanup(func() { l.Close() })
	hello(t, l)
	laterOpen := time.Since(start)

	over := mcpOver(t, &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) { return l.Dial(ctx) },
	}})
	direct := mcpOver(t, &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", info.Socket)
		},
	}})
	const rounds = 50
	measure := func(call func(string, map[string]any) map[string]any) []time.Duration {
		out := call("open_session", map[string]any{"argv": []string{"cat"}})
		id := out["session_id"]
		var d []time.Duration
		for i := range rounds {
			start := time.Now()
			out := call("send_keys", map[string]any{"session_id": id, "keys": string(rune('a' + i%26))})
			d = append(d, time.Since(start))
			if out["wait"].(map[string]any)["outcome"] != "settled" {
				t.Fatalf("send_keys: %v", out)
			}
		}
		call("close_session", map[string]any{"session_id": id, "force": true})
		return d
	}
	lm, lp, _ := sessiontest.Quantiles(measure(over))
	dm, dp, _ := sessiontest.Quantiles(measure(direct))
	t.Logf("first open over ssh (probe, copy %d MiB, link, host start): %v; later open (probe, link): %v", func() int64 {
		b, _ := (Options{Version: "figures"}).binary(bin)
		return b.Size >> 20
	}(), firstOpen.Round(time.Millisecond), laterOpen.Round(time.Millisecond))
	t.Logf("keystroke to settled screen, %d rounds: over ssh and the link median %v p95 %v; the same host on its socket median %v p95 %v",
		rounds, lm.Round(10*time.Microsecond), lp.Round(10*time.Microsecond), dm.Round(10*time.Microsecond), dp.Round(10*time.Microsecond))
}

// TestLinkArgs: the far host's flags follow "link --", and a word a far
// shell would read otherwise is left out.
func TestLinkArgs(t *testing.T) {
	got := strings.Join(Options{HostArgs: []string{"--max-sessions=3", "--quiet=1s", "--shell=a b", "--x=$(id)", ""}}.linkArgs(), " ")
	if got != "link -- --max-sessions=3 --quiet=1s" {
		t.Errorf("linkArgs = %q", got)
	}
	if got := strings.Join(Options{}.linkArgs(), " "); got != "link" {
		t.Errorf("linkArgs without HostArgs = %q", got)
	}
}

// TestRouterFindsSessionsAgain: a local host started anew (its Router
// new, the old one's links closed) lists the sessions a host before it
// opened on a machine behind a real sshd, and reaches them by
// MACHINE:ID: list_sessions asks each configured machine through a link
// that copies nothing and starts no host there. A machine with this
// agentty but no host running, and one without this agentty, are passed
// over, and neither gets a host or a copy; one that does not answer is a
// note naming it, asked again only after probeAgain. Router.Remote
// (agentty ls) lists the same.
func TestRouterFindsSessionsAgain(t *testing.T) {
	sessiontest.Need(t, "bash")
	s := sessiontest.StartSSHD(t, "")
	bin := buildAgentty(t)
	far, idle, bare := newFarSide(t), newFarSide(t), newFarSide(t)
	for _, f := range []*farSide{far, idle, bare} {
		if err := os.Chmod(f.dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cfg := Config{Machines: map[string]Machine{
		"loop": {Name: "loop", Prefix: s.Prefix("XDG_CACHE_HOME="+far.cache, "AGENTTY_RUNTIME_DIR="+far.runtime), Timeout: 30 * time.Second},
		// The same cache (this agentty is there), another host's directory.
		"idle": {Name: "idle", Prefix: s.Prefix("XDG_CACHE_HOME="+far.cache, "AGENTTY_RUNTIME_DIR="+idle.runtime), Timeout: 30 * time.Second},
		"bare": {Name: "bare", Prefix: s.Prefix("XDG_CACHE_HOME="+bare.cache, "AGENTTY_RUNTIME_DIR="+bare.runtime), Timeout: 30 * time.Second},
		"down": {Name: "down", Prefix: []string{"sh", "-c", "echo no route to down.example >&2; exit 255", "down"}, Timeout: 10 * time.Second},
	}}
	load := func() (Config, error) { return cfg, nil }
	opts := Options{Version: "again-test", Self: bin}
	_, hc, stop := frontEnd(t, far.dir, load, opts)
	call := mcpOver(t, hc)
	out := call("open_session", map[string]any{"machine": "loop", "command": "echo far marker $((6*7)); read x", "expect": "far marker 42"})
	id, _ := out["session_id"].(string)
	if !strings.HasPrefix(id, "loop:") {
		t.Fatalf("open_session on loop: %v", out)
	}
	// The local host ends (its links with it); the far host stays.
	stop()

	rows, hc, _ := frontEnd(t, far.dir, load, opts)
	call = mcpOver(t, hc)
	began := time.Now()
	out = call("list_sessions", nil)
	t.Logf("a new host's first list_sessions (loop, idle and bare over ssh, down): %v", time.Since(began))
	b, _ := json.Marshal(out)
	var l struct {
		Sessions []struct {
			SessionID string `json:"session_id"`
			Machine   string `json:"machine"`
		} `json:"sessions"`
		Notes []string `json:"notes"`
	}
	if err := json.Unmarshal(b, &l); err != nil {
		t.Fatal(err)
	}
	if len(l.Sessions) != 1 || l.Sessions[0].SessionID != id || l.Sessions[0].Machine != "loop" {
		t.Errorf("a new local host's list_sessions: %s; want %s on loop alone", b, id)
	}
	if len(l.Notes) != 1 || !strings.Contains(l.Notes[0], "machine down") || !strings.Contains(l.Notes[0], "no route to down.example") {
		t.Errorf("list_sessions' notes %q; want one naming machine down and what it printed", l.Notes)
	}
	out = call("read_screen", map[string]any{"session_id": id, "since_revision": 0})
	if screen, _ := json.Marshal(out["lines"]); out["machine"] != "loop" || !strings.Contains(string(screen), "far marker 42") {
		t.Errorf("read_screen on %s after the restart: %v", id, out)
	}
	// A second listing within probeAgain does not wait on down again.
	began = time.Now()
	listed, notes := rows(context.Background())
	t.Logf("the next listing (loop in use, the others held): %v", time.Since(began))
	if len(listed) != 1 || listed[0].SessionID != id || listed[0].Machine != "loop" || len(notes) != 1 || !strings.Contains(notes[0], "machine down") || !strings.Contains(notes[0], " ago)") {
		t.Errorf("the host's listing: %+v, notes %q", listed, notes)
	}
	// Neither idle nor bare got a host, nor bare a copy.
	for _, f := range []*farSide{idle, bare} {
		_ = filepath.WalkDir(f.runtime, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.Type()&os.ModeSocket != 0 {
				t.Errorf("a session host was started for a listing: %s", p)
			}
			return nil
		})
	}
	if _, err := os.Stat(filepath.Join(bare.cache, "agentty")); !os.IsNotExist(err) {
		t.Errorf("a listing copied agentty to a machine (%v)", err)
	}
	call("close_session", map[string]any{"session_id": id, "force": true})
}

// frontEnd is a local host: the tools of a manager of its own with the
// machines of load (a Fleet), served on a Unix socket in dir, and an MCP
// client of it; rows lists the machines' sessions as the host's listing
// does. stop ends it (the test's end does too): its links end, the far
// hosts stay.
func frontEnd(t *testing.T, dir string, load func() (Config, error), opts Options) (rows func(context.Context) ([]tools.SessionRow, []string), hc *http.Client, stop func()) {
	t.Helper()
	m := session.NewManager(session.DefaultConfig())
	fleet := NewFleet(load, opts)
	h := host.MCP(tools.NewServer(m, "test", tools.WithMachines(fleet)))
	rows = func(ctx context.Context) ([]tools.SessionRow, []string) { return tools.MachineRows(ctx, fleet) }
	// On a Unix socket, as the host serves it: the MCP server turns
	// away loopback TCP with another Host.
	sock := filepath.Join(dir, "local.sock")
	_ = os.Remove(sock)
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(h)
	srv.Listener = ln
	srv.Start()
	hc = &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", sock)
		},
	}}
	stop = func() {
		hc.CloseIdleConnections()
		srv.Close()
		fleet.Close()
		m.Close()
	}
	t.Cleanup(stop)
	return rows, hc, stop
}
