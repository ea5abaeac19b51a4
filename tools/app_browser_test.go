package tools_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/sessiontest/chromium"
	"github.com/agentty/agentty/tools"
)

// The app, rendered by an MCP Apps host built on the SDK's host side
// (testdata/appshost: @modelcontextprotocol/ext-apps/app-bridge and its MCP
// client, bundled for the browser) in headless Chromium, against agentty's
// MCP server over Streamable HTTP, as the session host serves it. The host
// renders open_session's result in the app, behind a sandbox proxy of
// another origin with the spec's restrictive CSP. The agent types, and the
// app shows it; the person takes the session over in the app (a click),
// types (key presses), and the program gets the keys while the agent's
// input is refused; the person hands it back and the agent types again.
// The model is not shown app_session, and nothing the page does breaks
// its CSP. The same on a session the agent opened on another machine
// (mcpMachine): the app shows it by its id MACHINE:ID, and the program
// there gets the person's keys.
func TestAppInABrowserHost(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := sessiontest.NPM(t, "../testdata/appshost")
	bundle := filepath.Join(t.TempDir(), "host.js")
	build := exec.Command(filepath.Join(dir, "node_modules", ".bin", "esbuild"), "host.js", "--bundle", "--format=esm", "--platform=browser",
		"--log-level=warning", "--outfile="+bundle)
	build.Dir = dir
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("bundle the host: %v\n%s", err, out)
	}
	t.Run("here", func(t *testing.T) {
		m := session.NewManager(session.Config{})
		t.Cleanup(func() { _ = m.Close() })
		appInABrowser(t, dir, bundle, tools.NewServer(m, "test"), "", func(id string) string {
			s, err := m.Get(id)
			if err != nil {
				t.Fatal(err)
			}
			return strings.Join(tools.NewScreen(s.Look(), tools.Full).Lines, "\n")
		})
	})
	t.Run("machine", func(t *testing.T) {
		far := newMCPMachine(t)
		m := session.NewManager(session.Config{})
		t.Cleanup(func() { _ = m.Close() })
		appInABrowser(t, dir, bundle, tools.NewServer(m, "test", tools.WithMachines(far)), "box", func(id string) string {
			farID, ok := strings.CutPrefix(id, "box:")
			if !ok {
				t.Fatalf("the session on box is %q", id)
			}
			return far.screenOf(t, farID)
		})
	})
}

// appInABrowser is TestAppInABrowserHost with srv, the agent's session
// opened on machine ("": this host's); program is the screen of a session
// as its program drew it.
func appInABrowser(t *testing.T, dir, bundle string, srv *server.MCPServer, machine string, program func(id string) string) {
	hostMux := http.NewServeMux()
	hostMux.Handle("/mcp", server.NewStreamableHTTPServer(srv, server.WithStateful(true)))
	hostMux.HandleFunc("/{$}", fileHandler(filepath.Join(dir, "host.html"), "text/html", ""))
	hostMux.HandleFunc("/host.js", fileHandler(bundle, "text/javascript", ""))
	hostSrv := httptest.NewServer(hostMux)
	t.Cleanup(hostSrv.Close)
	// The sandbox: another origin (localhost, not 127.0.0.1), with the CSP a
	// host must use for a view that declares no domains; the view's frame
	// inherits it.
	const csp = "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
		"media-src 'self' data:; connect-src 'none'; frame-src 'self'; object-src 'none'; base-uri 'self'"
	sbMux := http.NewServeMux()
	sbMux.HandleFunc("/sandbox.html", fileHandler(filepath.Join(dir, "sandbox.html"), "text/html", csp))
	sbMux.HandleFunc("/sandbox.js", fileHandler(filepath.Join(dir, "sandbox.js"), "text/javascript", csp))
	sbSrv := httptest.NewServer(sbMux)
	t.Cleanup(sbSrv.Close)
	sandboxURL := strings.Replace(sbSrv.URL, "127.0.0.1", "localhost", 1) + "/sandbox.html"

	b := newFrameBrowser(t)
	var mu sync.Mutex
	var console []string
	msgs := chromedp.Console(b.ctx)
	go func() {
		for msg, err := range msgs {
			if err != nil {
				return
			}
			mu.Lock()
			console = append(console, fmt.Sprintf("%s: %s (%s)", msg.Type, msg.Text, msg.URL))
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		if t.Failed() {
			mu.Lock()
			defer mu.Unlock()
			t.Logf("the browser's console:\n%s", strings.Join(console, "\n"))
		}
	})
	b.do("open the host", chromedp.Navigate(hostSrv.URL+"/?sandbox="+sandboxURL))
	b.eval("window.host && window.host.ready.then(() => true)")
	if got := b.eval("JSON.stringify(window.host.modelTools())"); strings.Contains(got, "app_session") || !strings.Contains(got, "open_session") {
		t.Fatalf("the model's tools: %s", got)
	}

	// The agent opens a shell; the host renders the result in the app.
	id := b.eval(fmt.Sprintf(`window.host.agent('open_session', {cols: 80, rows: 10, machine: %q}).then((r) => r.structuredContent.session_id)`, machine))
	b.eval(fmt.Sprintf(`window.host.agent('send_keys', {session_id: %q, keys: 'echo agent-$((6*7))<enter>'}).then(() => true)`, id))
	app := b.appFrame()
	b.untilIn(app, "the app to show what the agent typed", `document.getElementById('screen').textContent.includes('agent-42')`)
	b.untilIn(app, "the app to name the session as the agent does", fmt.Sprintf(`document.getElementById('title').textContent.split(' ')[0] === %q`, id))
	// Colours, attributes and the cursor, as the emulator has them.
	b.eval(fmt.Sprintf(`window.host.agent('send_keys', {session_id: %q, keys: "printf '\\e[1;31m%%s\\e[0m\\n' red-alert<enter>"}).then(() => true)`, id))
	b.untilIn(app, "the app to draw the red bold text", `[...document.querySelectorAll('#screen span')].some((s) => s.textContent === 'red-alert' && s.style.color !== '' && s.classList.contains('b'))`)
	b.untilIn(app, "the app to draw the cursor", `(() => { const c = document.getElementById('cursor'); return c !== null && c.className !== 'hidden' && c.style.left !== ''; })()`)

	// The person takes it over with a click and types.
	b.click(app, "take")
	b.untilIn(app, "the app to hold the session", `document.body.classList.contains('held')`)
	for tool, input := range map[string]string{"send_keys": "keys: 'echo agent<enter>'", "send_text": "text: 'echo agent', enter: true"} {
		refused := b.eval(fmt.Sprintf(`window.host.agent(%q, {session_id: %q, %s}).then((r) => r.isError + ' ' + r.content[0].text)`, tool, id, input))
		if !strings.HasPrefix(refused, "true ") || !strings.Contains(refused, "taken over") {
			t.Fatalf("the agent's %s while the person holds the session: %s", tool, refused)
		}
	}
	b.do("type in the app", chromedp.KeyEvent("echo person-$((5*5))\r"))
	sessiontest.Eventually(t, 30*time.Second, "the program to get the person's keys", func() bool {
		return strings.Contains(program(id), "person-25\n")
	})
	b.untilIn(app, "the app to show what the person typed", `document.getElementById('screen').textContent.includes('person-25')`)

	// The person hands it back; the agent types again.
	b.click(app, "give")
	b.untilIn(app, "the app to hand the session back", `!document.body.classList.contains('held')`)
	again := b.eval(fmt.Sprintf(`window.host.agent('send_keys', {session_id: %q, keys: 'echo again-$((8*8))<enter>', expect: 'again-64'}).then((r) => String(!!r.isError))`, id))
	if again != "false" {
		t.Fatalf("the agent's keys after the hand-back: isError %s", again)
	}
	b.untilIn(app, "the app to show the agent's keys after the hand-back", `document.getElementById('screen').textContent.includes('again-64')`)

	// The agent closes it and looks again: the view of that result says
	// the session is closed.
	b.eval(fmt.Sprintf(`window.host.agent('close_session', {session_id: %q, force: true}).then(() => true)`, id))
	b.eval(fmt.Sprintf(`window.host.agent('read_screen', {session_id: %q}).then(() => true)`, id))
	b.untilIn(b.appFrameN(2), "the view of a closed session to say so", `document.getElementById('status').textContent === 'closed'`)
	if calls := b.eval("JSON.stringify([...new Set(window.host.appCalls)])"); calls != `["app_session"]` {
		t.Errorf("the app called %s", calls)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, c := range console {
		if strings.Contains(c, "Content Security Policy") || strings.Contains(c, "Refused to") {
			t.Errorf("the page broke the CSP: %s", c)
		}
	}
}

// fileHandler serves a file as typ, with a CSP when csp is not empty.
func fileHandler(path, typ, csp string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := os.ReadFile(path)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", typ+"; charset=utf-8")
		if csp != "" {
			w.Header().Set("Content-Security-Policy", csp)
		}
		_, _ = w.Write(b)
	}
}

// frameBrowser is headless Chromium with every frame in the page's process
// (no site isolation), so that the test reads and clicks in the app's
// frame within the sandbox's.
type frameBrowser struct {
	t   *testing.T
	ctx context.Context
}

func newFrameBrowser(t *testing.T) *frameBrowser {
	t.Helper()
	ctx := chromium.Start(t, chromedp.Flag("disable-site-isolation-trials", true),
		chromedp.Flag("disable-features", "IsolateOrigins,site-per-process"), chromedp.WindowSize(1200, 900))
	return &frameBrowser{t: t, ctx: ctx}
}

func (b *frameBrowser) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates an expression in the host's page, awaiting a promise, as
// a string.
func (b *frameBrowser) eval(expr string) string {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 60*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[any](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return fmt.Sprint(v)
}

// frames are the frames of the page: the host's, the sandbox's in it, the
// app's in that.
type frames struct{ sandbox, app cdp.FrameID }

// appFrame waits for the app's frame (the sandbox's child) to load.
func (b *frameBrowser) appFrame() frames { return b.appFrameN(1) }

// appFrameN waits for the nth app's frame the host rendered to load.
func (b *frameBrowser) appFrameN(n int) frames {
	b.t.Helper()
	var f frames
	sessiontest.Eventually(b.t, 30*time.Second, fmt.Sprintf("app frame %d", n), func() bool {
		res, err := chromedp.Call(b.ctx, page.GetFrameTree, cdp.Empty{})
		if err != nil {
			b.t.Fatal(err)
		}
		i := 0
		for _, sb := range res.FrameTree.ChildFrames {
			for _, app := range sb.ChildFrames {
				if i++; i == n {
					f = frames{sandbox: sb.Frame.ID, app: app.Frame.ID}
					return true
				}
			}
		}
		return false
	})
	return f
}

// evalIn evaluates an expression in a frame (in a world of the test's own
// beside the page's: the same document), as a string.
func (b *frameBrowser) evalIn(frame cdp.FrameID, expr string) (string, error) {
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	world, err := chromedp.Call(ctx, page.CreateIsolatedWorld, page.CreateIsolatedWorldParams{FrameID: frame, WorldName: "agentty-test"})
	if err != nil {
		return "", err
	}
	v, err := chromedp.Run(ctx, chromedp.Evaluate[any](expr, func(p *runtime.EvaluateParams) { p.ContextID = world.ExecutionContextID }))
	return fmt.Sprint(v), err
}

// untilIn polls a condition in the app's frame.
func (b *frameBrowser) untilIn(f frames, what, cond string) {
	b.t.Helper()
	var last string
	defer func() {
		if b.t.Failed() {
			last, _ = b.evalIn(f.app, `document.body.innerText`)
			b.t.Logf("the app shows:\n%s", last)
		}
	}()
	sessiontest.Eventually(b.t, 30*time.Second, what, func() bool {
		v, err := b.evalIn(f.app, cond)
		return err == nil && v == "true"
	})
}

// click clicks the middle of the app's element id with the mouse: its place
// is the sum of the frames' places in their parents.
func (b *frameBrowser) click(f frames, id string) {
	b.t.Helper()
	var x, y float64
	for _, step := range []struct {
		frame cdp.FrameID
		expr  string
	}{
		{"", `(() => { const r = document.querySelector('iframe').getBoundingClientRect(); return r.left + ',' + r.top; })()`},
		{f.sandbox, `(() => { const r = document.querySelector('iframe').getBoundingClientRect(); return r.left + ',' + r.top; })()`},
		{f.app, fmt.Sprintf(`(() => { const r = document.getElementById(%q).getBoundingClientRect(); return (r.left + r.width / 2) + ',' + (r.top + r.height / 2); })()`, id)},
	} {
		var v string
		if step.frame == "" {
			v = b.eval(step.expr)
		} else {
			var err error
			if v, err = b.evalIn(step.frame, step.expr); err != nil {
				b.t.Fatalf("the place of %s: %v", id, err)
			}
		}
		var dx, dy float64
		if _, err := fmt.Sscanf(v, "%g,%g", &dx, &dy); err != nil {
			b.t.Fatalf("the place of %s: %q", id, v)
		}
		x, y = x+dx, y+dy
	}
	b.do("click "+id, chromedp.MouseClickXY(x, y))
}
