package web_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/sessiontest/chromium"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/web"
)

// rig is a manager with its web page on a loopback port and its MCP tools
// over Streamable HTTP, as agentty serves them.
type rig struct {
	t    *testing.T
	m    *session.Manager
	page *web.Server
	mcp  *httptest.Server
	log  *sessiontest.Buffer // every log line of the test
}

func newRig(t *testing.T, cfg session.Config) *rig {
	t.Helper()
	logs := &sessiontest.Buffer{}
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
	m := session.NewManager(cfg)
	page := web.New(web.Options{Manager: m})
	if err := page.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	// Stateful, as the session host serves it.
	srv := httptest.NewServer(server.NewStreamableHTTPServer(tools.NewServer(m, "test"), server.WithStateful(true)))
	r := &rig{t: t, m: m, page: page, mcp: srv, log: logs}
	t.Cleanup(func() {
		srv.CloseClientConnections()
		srv.Close()
		_ = page.Close()
		_ = m.Close()
		slog.SetDefault(old)
	})
	return r
}

// agent is an MCP client of the rig's tools. opts add a handler (an
// elicitation handler) or pin a protocol version; caps are the
// capabilities it declares.
type agent struct {
	t *testing.T
	c *client.Client
}

func (r *rig) agent(caps mcp.ClientCapabilities, opts ...client.ClientOption) *agent {
	r.t.Helper()
	return r.agentOver(caps, nil, opts...)
}

// agentOver is agent with options for the transport.
func (r *rig) agentOver(caps mcp.ClientCapabilities, topts []transport.StreamableHTTPCOption, opts ...client.ClientOption) *agent {
	r.t.Helper()
	tr, err := transport.NewStreamableHTTP(r.mcp.URL, topts...)
	if err != nil {
		r.t.Fatal(err)
	}
	c := client.NewClient(tr, opts...)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := c.Start(ctx); err != nil {
		r.t.Fatal(err)
	}
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: mcp.LATEST_PROTOCOL_VERSION, Capabilities: caps,
		ClientInfo: mcp.Implementation{Name: "agentty-web-test", Version: "1"},
	}}); err != nil {
		r.t.Fatal(err)
	}
	r.t.Cleanup(func() { _ = c.Close() })
	return &agent{t: r.t, c: c}
}

// listen reads the standalone GET stream of a's MCP session, as a client
// does once initialized (mcp-go's client opens its own before it has the
// session), and hands each notification to fn, until the test ends.
func (r *rig) listen(a *agent, fn func(mcp.JSONRPCNotification)) {
	r.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, r.mcp.URL, nil)
	req.Header.Set("Mcp-Session-Id", a.c.GetSessionId())
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Mcp-Protocol-Version", a.c.ProtocolVersion())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		r.t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		cancel()
		r.t.Fatalf("GET stream: %s", resp.Status)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			data, ok := strings.CutPrefix(sc.Text(), "data: ")
			if !ok {
				continue
			}
			var n mcp.JSONRPCNotification
			if json.Unmarshal([]byte(data), &n) == nil && n.Method != "" {
				fn(n)
			}
		}
	}()
	r.t.Cleanup(func() {
		cancel()
		resp.Body.Close()
		<-done
	})
}

// call invokes a tool; a JSON-RPC error fails the test.
func (a *agent) call(tool string, args map[string]any) *mcp.CallToolResult {
	a.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var req mcp.CallToolRequest
	req.Params.Name = tool
	req.Params.Arguments = args
	res, err := a.c.CallTool(ctx, req)
	if err != nil {
		a.t.Fatalf("%s: %v", tool, err)
	}
	return res
}

// screen calls a tool that must succeed and decodes its result.
func (a *agent) screen(tool string, args map[string]any, into any) *mcp.CallToolResult {
	a.t.Helper()
	res := a.call(tool, args)
	if res.IsError {
		a.t.Fatalf("%s failed: %s", tool, tools.Text(res))
	}
	if err := tools.Decode(res, into); err != nil {
		a.t.Fatal(err)
	}
	return res
}

// resultJSON is everything a result carries, as the client got it.
func resultJSON(res *mcp.CallToolResult) string {
	b, _ := json.Marshal(res)
	return string(b) + string(res.RawStructuredContent)
}

// browser is a headless chromium driven over the DevTools protocol, with a
// profile of its own.
type browser struct {
	t   *testing.T
	ctx context.Context
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	ctx := chromium.Start(t,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1400, 1000),
	)
	return &browser{t: t, ctx: ctx}
}

// run runs actions under a deadline, failing the test on error.
func (b *browser) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression (awaiting a promise) in the page.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// until polls a JavaScript condition in the page.
// pageWait is how long a test waits for the page to show something: a
// minute is a hang, as Chromium on a loaded 2-core machine may take
// seconds to render what it took milliseconds to on an idle one.
const pageWait = time.Minute

func (b *browser) until(within time.Duration, what, expr string) {
	b.t.Helper()
	sessiontest.Eventually(b.t, within, what, func() bool {
		ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
		defer cancel()
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
		return err == nil && ok
	})
}

// login opens a one-time login link.
func (r *rig) login(b *browser) {
	r.t.Helper()
	u, err := r.page.LoginURL()
	if err != nil {
		r.t.Fatal(err)
	}
	b.run("log in", chromedp.Navigate(u))
	b.until(pageWait, "the login to land on the page", `location.pathname === '/' && !!sessionStorage.getItem('agentty-credential')`)
	where := eval[string](b, `location.href`)
	cookies := eval[string](b, `document.cookie`)
	if where != r.page.URL()+"/" || cookies != "" {
		r.t.Errorf("after login the page is at %q (want / with no token) and has cookies %q (want none)", where, cookies)
	}
}

// request makes a request to the page with headers (Host among them),
// and returns the status, body and headers; every answer must carry the
// Content-Security-Policy.
func (r *rig) request(method, path, body string, headers map[string]string) (int, string, http.Header) {
	r.t.Helper()
	req, err := http.NewRequest(method, r.page.URL()+path, strings.NewReader(body))
	if err != nil {
		r.t.Fatal(err)
	}
	for k, v := range headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }, Timeout: 10 * time.Second}
	resp, err := c.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	_, _ = b.ReadFrom(resp.Body)
	if resp.Header.Get("Content-Security-Policy") == "" {
		r.t.Errorf("%s %s: no Content-Security-Policy", method, path)
	}
	return resp.StatusCode, b.String(), resp.Header
}

// screenshotTo is where TestBrowserVim writes the README's picture of the
// page, when AGENTTY_WEB_SCREENSHOT names a file.
func screenshotTo() string { return os.Getenv("AGENTTY_WEB_SCREENSHOT") }
