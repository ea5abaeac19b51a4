package web_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// getpassProgram asks for a password without echo, prints how long it
// was, then waits.
const getpassProgram = `import getpass
s = getpass.getpass("Password: ")
print("got", len(s), "chars")
input("more? ")`

// personAtPage is an MCP client's elicitation handler that plays the
// person: it opens the URL in the browser, checks that the page shows the
// session's screen, types the answer with real key events and sends it.
type personAtPage struct {
	b      *browser
	answer string
	prompt string // what the session's screen shows before the person types

	mu      sync.Mutex // guards the fields below
	asked   []mcp.ElicitationParams
	pages   []string // the page's HTML after each answer
	screens []string // the page's screen text before typing
	err     error
}

func (p *personAtPage) Elicit(ctx context.Context, req mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	p.mu.Lock()
	p.asked = append(p.asked, req.Params)
	p.mu.Unlock()
	if req.Params.Mode != mcp.ElicitationModeURL {
		return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionDecline}}, nil
	}
	screen, html, err := p.answerAt(req.Params.URL)
	p.mu.Lock()
	p.screens = append(p.screens, screen)
	p.pages = append(p.pages, html)
	if err != nil && p.err == nil {
		p.err = err
	}
	p.mu.Unlock()
	if err != nil {
		return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionCancel}}, nil
	}
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: mcp.ElicitationResponseActionAccept}}, nil
}

// answerAt opens a question's page, waits for it to show the screen, types
// the answer and sends it; it returns the screen it saw and the page's HTML
// after sending.
func (p *personAtPage) answerAt(url string) (screen, html string, err error) {
	ctx, cancel := context.WithTimeout(p.b.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return "", "", err
	}
	for {
		screen, err = chromedp.Run(ctx, chromedp.Evaluate[string](screenText))
		if err != nil {
			return "", "", err
		}
		if strings.Contains(screen, p.prompt) {
			break
		}
		select {
		case <-ctx.Done():
			return screen, "", fmt.Errorf("the question's page never showed the session's prompt; it shows %q", screen)
		case <-time.After(20 * time.Millisecond):
		}
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#answer")), chromedp.KeyEvent(p.answer),
		chromedp.Click(chromedp.CSS("#form button[type=submit]"))); err != nil {
		return screen, "", err
	}
	for {
		outcome, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.dataset.outcome || ''`))
		if err != nil {
			return screen, "", err
		}
		if outcome == "entered" {
			break
		}
		if outcome != "" {
			return screen, "", fmt.Errorf("the page says %q", outcome)
		}
		select {
		case <-ctx.Done():
			return screen, "", errors.New("the page never said the answer was sent")
		case <-time.After(20 * time.Millisecond):
		}
	}
	html, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.outerHTML`))
	return screen, html, err
}

// A secret from the person, asked with URL elicitation: the client opens
// the page, the person types it there, the program gets it (it prints the
// length), the tool returns the settled screen with outcome entered, and the
// secret is in no result, log line, recording or page. Over both protocol
// eras: the server's elicitation/create (2025-11-25) and the input-required
// retry (2026-07-28).
func TestSecretThroughPage(t *testing.T) {
	sessiontest.Need(t, "python3")
	for _, era := range []struct {
		name, version string
		opts          []client.ClientOption
	}{
		{"elicitation-request", mcp.LATEST_LEGACY_PROTOCOL_VERSION, []client.ClientOption{client.WithProtocolVersion(mcp.LATEST_LEGACY_PROTOCOL_VERSION)}},
		{"input-required", mcp.LATEST_PROTOCOL_VERSION, nil},
	} {
		t.Run(era.name, func(t *testing.T) {
			r := newRig(t, session.Config{RecordDir: t.TempDir()})
			b := newBrowser(t)
			const secret = "hunter2-Sup3r-s3cret!"
			person := &personAtPage{b: b, answer: secret, prompt: "Password:"}
			opts := append([]client.ClientOption{client.WithElicitationHandler(person)}, era.opts...)
			a := r.agent(mcp.ClientCapabilities{Elicitation: &mcp.ElicitationCapability{URL: &struct{}{}}}, opts...)
			if got := a.c.ProtocolVersion(); got != era.version {
				t.Fatalf("the client speaks %s, want %s", got, era.version)
			}
			var v tools.Screen
			a.screen("open_session", map[string]any{"argv": []string{"python3", "-c", getpassProgram}, "record": true, "cols": 60, "rows": 8}, &v)
			if v.Mode != "password_prompt" {
				t.Fatalf("not at the prompt: %s (%s)", v.Mode, v.ModeDetail)
			}
			res := a.call("request_user_input", map[string]any{"session_id": v.SessionID, "message": "The password for the test", "delta": false})
			var got struct {
				tools.Screen
				Outcome string `json:"outcome"`
				Answer  string `json:"answer"`
			}
			if res.IsError {
				t.Fatalf("request_user_input: %s", tools.Text(res))
			}
			person.mu.Lock()
			perr, asked, pages, screens := person.err, person.asked, person.pages, person.screens
			person.mu.Unlock()
			if perr != nil {
				t.Fatal(perr)
			}
			if err := decodeInto(res, &got); err != nil {
				t.Fatal(err)
			}
			if got.Outcome != "entered" || !strings.Contains(strings.Join(got.Lines, "\n"), fmt.Sprintf("got %d chars", len(secret))) {
				t.Fatalf("outcome %q, screen:\n%s", got.Outcome, strings.Join(got.Lines, "\n"))
			}
			if got.Answer != "" {
				t.Errorf("a secret answer came back: %q", got.Answer)
			}
			if len(asked) != 1 || asked[0].Mode != "url" || !strings.Contains(asked[0].Message, "The password for the test") || !strings.HasPrefix(asked[0].URL, r.page.URL()+"/ask/") {
				t.Errorf("elicitations: %+v", asked)
			}
			if len(screens) != 1 || !strings.Contains(screens[0], "Password:") {
				t.Errorf("the page did not show the session's screen: %q", screens)
			}
			closed := a.screen("close_session", map[string]any{"session_id": v.SessionID}, &v)
			noSecret(t, secret, map[string]string{
				"result":       resultJSON(res) + tools.Text(res),
				"close result": resultJSON(closed),
				"log":          r.log.String(),
				"recording":    readFile(t, v.Recording),
				"page":         strings.Join(pages, "\n"),
			})
			// The question is over: its page no longer opens.
			if code, _, _ := r.request("GET", strings.TrimPrefix(asked[0].URL, r.page.URL()), "", nil); code != 410 {
				t.Errorf("the used question's page answers %d, want 410", code)
			}
		})
	}
}

// decodeInto decodes a result's structured content.
func decodeInto(res *mcp.CallToolResult, into any) error {
	return tools.Decode(res, into)
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	if path == "" {
		t.Fatal("no recording")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// noSecret fails the test for each place the secret shows up in.
func noSecret(t *testing.T, secret string, places map[string]string) {
	t.Helper()
	for where, text := range places {
		if text == "" {
			t.Errorf("%s is empty: nothing was checked there", where)
		}
		if strings.Contains(text, secret) {
			t.Errorf("the secret is in the %s", where)
		}
	}
}

// A client without URL elicitation gets the URL and a sentence saying to
// show it to the person; the person answers on the page, and the agent sees
// the program take it with wait_for. The link works in that one browser only.
func TestSecretURLForClientWithoutElicitation(t *testing.T) {
	sessiontest.Need(t, "python3")
	r := newRig(t, session.Config{})
	a := r.agent(mcp.ClientCapabilities{})
	var v tools.Screen
	a.screen("open_session", map[string]any{"argv": []string{"python3", "-c", getpassProgram}, "cols": 60, "rows": 8}, &v)
	res := a.call("request_user_input", map[string]any{"session_id": v.SessionID, "message": "The password", "timeout_ms": 60000})
	var got struct {
		tools.Screen
		Outcome string `json:"outcome"`
		URL     string `json:"url"`
	}
	if res.IsError {
		t.Fatal(tools.Text(res))
	}
	if err := decodeInto(res, &got); err != nil {
		t.Fatal(err)
	}
	text := tools.Text(res)
	if got.Outcome != "url" || !strings.HasPrefix(got.URL, r.page.URL()+"/ask/") || !strings.Contains(text, got.URL) || !strings.Contains(text, "show the person") || !strings.Contains(text, "wait_for") {
		t.Fatalf("outcome %q url %q\n%s", got.Outcome, got.URL, text)
	}
	b := newBrowser(t)
	const secret = "correct horse battery"
	person := &personAtPage{b: b, answer: secret, prompt: "Password:"}
	_, html, err := person.answerAt(got.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Another browser (no cookie of the page) cannot open the link now.
	if code, body, _ := r.request("GET", strings.TrimPrefix(got.URL, r.page.URL()), "", nil); code != 410 || !strings.Contains(body, "works once") && !strings.Contains(body, "answered") {
		t.Errorf("the link in another browser: %d %s", code, body)
	}
	var w tools.Screen
	wres := a.screen("wait_for", map[string]any{"session_id": v.SessionID, "text": "chars", "timeout_ms": 10000, "delta": false}, &w)
	if !strings.Contains(strings.Join(w.Lines, "\n"), fmt.Sprintf("got %d chars", len(secret))) {
		t.Fatalf("the program did not get it:\n%s", strings.Join(w.Lines, "\n"))
	}
	noSecret(t, secret, map[string]string{"result": resultJSON(wres), "log": r.log.String(), "page": html})
}

// An ssh login to a local sshd with a password, typed by the person on the
// page through URL elicitation: the login succeeds, and the password is in
// no result, log line, recording or page.
func TestSecretSSHLogin(t *testing.T) {
	port := sshd(t)
	sessiontest.Need(t, "ssh")
	r := newRig(t, session.Config{RecordDir: t.TempDir()})
	b := newBrowser(t)
	const password = "agentty-test-pw"
	person := &personAtPage{b: b, answer: password, prompt: "password:"}
	a := r.agent(mcp.ClientCapabilities{Elicitation: &mcp.ElicitationCapability{URL: &struct{}{}}},
		client.WithElicitationHandler(person), client.WithProtocolVersion(mcp.LATEST_LEGACY_PROTOCOL_VERSION))
	var v tools.Screen
	a.screen("open_session", map[string]any{"argv": []string{"ssh", "-p", strconv.Itoa(port),
		"-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
		"-o", "PreferredAuthentications=password", "-o", "PubkeyAuthentication=no",
		"agentty@127.0.0.1", "echo logged-in-as-$(whoami); read x"}, "record": true, "cols": 80, "rows": 10, "expect": "password:"}, &v)
	res := a.call("request_user_input", map[string]any{"session_id": v.SessionID, "message": "agentty@127.0.0.1's password"})
	person.mu.Lock()
	perr, pages := person.err, person.pages
	person.mu.Unlock()
	if perr != nil {
		t.Fatal(perr)
	}
	if res.IsError || !strings.Contains(tools.Text(res), "outcome entered") {
		t.Fatal(tools.Text(res))
	}
	var w tools.Screen
	a.screen("wait_for", map[string]any{"session_id": v.SessionID, "text": "logged-in-as-agentty", "timeout_ms": 15000}, &w)
	// Matched: the text is on the screen (the lines come only when the
	// screen changed since request_user_input's result, which may show it).
	if w.Wait == nil || w.Wait.Outcome != session.Matched {
		t.Fatalf("no login:\n%s", strings.Join(w.Lines, "\n"))
	}
	a.screen("close_session", map[string]any{"session_id": v.SessionID, "force": true}, &v)
	noSecret(t, password, map[string]string{"result": resultJSON(res), "log": r.log.String(), "recording": readFile(t, v.Recording), "page": strings.Join(pages, "\n")})
}

// sshd starts an sshd on a loopback port that takes the test account's
// password, for the test's life (as root only; .ci/run makes the account).
func sshd(t *testing.T) int { return sessiontest.PasswordSSHD(t, "agentty") }
