package web_test

import (
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/web"
)

// loginCookie logs in with a fresh one-time token and returns the cookie.
func (r *rig) loginCookie() string {
	r.t.Helper()
	u, err := r.page.LoginURL()
	if err != nil {
		r.t.Fatal(err)
	}
	code, _, h := r.request("GET", strings.TrimPrefix(u, r.page.URL()), "", nil)
	if code != http.StatusSeeOther {
		r.t.Fatalf("login: %d", code)
	}
	c := h.Get("Set-Cookie")
	name, _, _ := strings.Cut(c, ";")
	return name
}

// Logging in: a one-time token gives an HttpOnly, SameSite=Strict cookie
// and a redirect to a URL without it; a token works once; a bad one does
// not; the API wants the cookie.
func TestLoginTokens(t *testing.T) {
	r := newRig(t, session.Config{})
	u, _ := r.page.LoginURL()
	path := strings.TrimPrefix(u, r.page.URL())
	code, _, h := r.request("GET", path, "", nil)
	c := h.Get("Set-Cookie")
	if code != http.StatusSeeOther || h.Get("Location") != "/" || !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Strict") {
		t.Fatalf("login: %d Location %q Set-Cookie %q", code, h.Get("Location"), c)
	}
	cookie, _, _ := strings.Cut(c, ";")
	if code, _, _ := r.request("GET", path, "", nil); code != http.StatusForbidden {
		t.Errorf("the token a second time: %d, want 403", code)
	}
	for _, bad := range []string{"/login?token=0000", "/login?token=" + url.QueryEscape(cookie)} {
		if code, _, h := r.request("GET", bad, "", nil); code != http.StatusForbidden || h.Get("Set-Cookie") != "" {
			t.Errorf("%s: %d, cookie %q", bad, code, h.Get("Set-Cookie"))
		}
	}
	if code, _, _ := r.request("GET", "/api/sessions", "", nil); code != http.StatusUnauthorized {
		t.Errorf("the API without the cookie: %d", code)
	}
	if code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Cookie": cookie + "x"}); code != http.StatusUnauthorized {
		t.Errorf("the API with a wrong cookie: %d", code)
	}
	if code, body, _ := r.request("GET", "/api/sessions", "", map[string]string{"Cookie": cookie}); code != http.StatusOK {
		t.Errorf("the API with the cookie: %d %s", code, body)
	}
	// Without a login, the page is the login form, not the app.
	if _, body, _ := r.request("GET", "/", "", nil); !strings.Contains(body, `action="/login"`) || strings.Contains(body, "app.js") {
		t.Errorf("the page without login:\n%s", body)
	}
}

// The bearer token of agentty serve --http authorises the API and logs a
// browser in through the form.
func TestBearerToken(t *testing.T) {
	m := session.NewManager(session.Config{})
	t.Cleanup(func() { _ = m.Close() })
	page := web.New(web.Options{Manager: m, Token: "s3cr3t-bearer"})
	if err := page.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = page.Close() })
	r := &rig{t: t, m: m, page: page}
	if code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": "Bearer s3cr3t-bearer"}); code != http.StatusOK {
		t.Errorf("bearer: %d", code)
	}
	if code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": "Bearer wrong"}); code != http.StatusUnauthorized {
		t.Errorf("wrong bearer: %d", code)
	}
	code, _, h := r.request("POST", "/login", "token=s3cr3t-bearer", map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Origin": page.URL()})
	if code != http.StatusSeeOther || !strings.Contains(h.Get("Set-Cookie"), "HttpOnly") {
		t.Errorf("form login with the bearer token: %d %q", code, h.Get("Set-Cookie"))
	}
	if code, _, _ := r.request("POST", "/login", "token=wrong", map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Origin": page.URL()}); code != http.StatusForbidden {
		t.Errorf("form login with a wrong token: %d", code)
	}
}

// Host and Origin: a request naming another host (DNS rebinding) or from
// another origin or site is refused, logged in or not.
func TestHostAndOrigin(t *testing.T) {
	sessiontest.Need(t, "cat")
	r := newRig(t, session.Config{})
	cookie := r.loginCookie()
	s, err := r.m.Open(session.Options{Command: "cat"})
	if err != nil {
		t.Fatal(err)
	}
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(r.page.URL(), "http://"))
	own := r.page.URL()
	for _, c := range []struct {
		name    string
		method  string
		path    string
		headers map[string]string
		want    int
	}{
		{"own host", "GET", "/api/sessions", map[string]string{"Cookie": cookie}, 200},
		{"localhost", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Host": "localhost:" + port}, 200},
		{"rebinding name", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Host": "evil.example:" + port}, 403},
		{"rebinding name, login", "GET", "/login?token=x", map[string]string{"Host": "evil.example:" + port}, 403},
		{"another port", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Host": "127.0.0.1:1"}, 403},
		{"no port", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Host": "127.0.0.1"}, 403},
		{"own origin", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Origin": own}, 200},
		{"other origin", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Origin": "http://evil.example"}, 403},
		{"other port origin", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Origin": "http://127.0.0.1:1"}, 403},
		{"null origin", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Origin": "null"}, 403},
		{"cross-site fetch", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors"}, 403},
		{"same-site other port", "GET", "/api/sessions/" + s.ID() + "/screen.png", map[string]string{"Cookie": cookie, "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors"}, 403},
		{"navigation from elsewhere", "GET", "/", map[string]string{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"}, 200},
		{"navigation into the API", "GET", "/api/sessions", map[string]string{"Cookie": cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"}, 403},
		{"POST without Origin", "POST", "/api/sessions/" + s.ID() + "/takeover", map[string]string{"Cookie": cookie}, 403},
		{"POST from elsewhere", "POST", "/api/sessions/" + s.ID() + "/takeover", map[string]string{"Cookie": cookie, "Origin": "http://evil.example"}, 403},
		{"login form from elsewhere", "POST", "/login", map[string]string{"Origin": "http://evil.example", "Content-Type": "application/x-www-form-urlencoded"}, 403},
	} {
		t.Run(c.name, func(t *testing.T) {
			if code, body, _ := r.request(c.method, c.path, "", c.headers); code != c.want {
				t.Errorf("%s %s: %d, want %d: %s", c.method, c.path, code, c.want, body)
			}
		})
	}
	if s.People() != nil {
		t.Errorf("a refused request attached someone: %+v", s.People())
	}
}

// A question's page works in the first browser that opens it, until it
// expires; another browser, a request from elsewhere and a late one are
// refused.
func TestQuestionLink(t *testing.T) {
	sessiontest.Need(t, "cat")
	r := newRig(t, session.Config{})
	s, err := r.m.Open(session.Options{Command: "cat"})
	if err != nil {
		t.Fatal(err)
	}
	q, err := r.m.Ask(s, "a word", false, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	path := strings.TrimPrefix(q.URL, r.page.URL())
	code, _, h := r.request("GET", path, "", nil)
	c := h.Get("Set-Cookie")
	if code != 200 || !strings.Contains(c, "Path="+path) || !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Strict") {
		t.Fatalf("first open: %d %q", code, c)
	}
	claim, _, _ := strings.Cut(c, ";")
	if code, _, _ := r.request("GET", path, "", nil); code != http.StatusGone {
		t.Errorf("a second browser: %d, want 410", code)
	}
	if code, _, _ := r.request("GET", path+"/info", "", nil); code != http.StatusGone {
		t.Errorf("its info from a second browser: %d, want 410", code)
	}
	if code, _, _ := r.request("GET", path, "", map[string]string{"Cookie": claim}); code != 200 {
		t.Errorf("the same browser again: %d", code)
	}
	if code, _, _ := r.request("POST", path, `{"answer":"x"}`, map[string]string{"Cookie": claim, "Origin": "http://evil.example"}); code != http.StatusForbidden {
		t.Errorf("an answer from elsewhere: %d", code)
	}
	if code, body, _ := r.request("POST", path, `{"answer":"hello"}`, map[string]string{"Cookie": claim, "Origin": r.page.URL()}); code != 200 {
		t.Fatalf("the answer: %d %s", code, body)
	}
	if outcome, answer := q.Outcome(); outcome != session.AskEntered || answer != "hello" {
		t.Errorf("outcome %q answer %q", outcome, answer)
	}
	if code, _, _ := r.request("POST", path, `{"answer":"again"}`, map[string]string{"Cookie": claim, "Origin": r.page.URL()}); code != http.StatusGone {
		t.Errorf("a second answer: %d, want 410", code)
	}
	sessiontest.Eventually(t, 5*time.Second, "cat to echo the answer once", func() bool {
		return strings.Count(strings.Join(s.Look().Lines, "\n"), "hello") == 2 // typed, echoed by cat
	})
	// A question that expires.
	short, err := r.m.Ask(s, "quick", true, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // past its life: the assertion is the 410 below
	if code, _, _ := r.request("GET", strings.TrimPrefix(short.URL, r.page.URL()), "", nil); code != http.StatusGone {
		t.Errorf("an expired question: %d, want 410", code)
	}
	if outcome, _ := short.Outcome(); outcome != session.AskTimeout {
		t.Errorf("an expired question's outcome: %q", outcome)
	}
}

// The pages have no inline script or style, nothing the CSP would have to
// allow.
func TestNoInlineScript(t *testing.T) {
	inline := regexp.MustCompile(`(?i)<script(?:\s[^>]*)?>\s*[^<\s]|\son[a-z]+\s*=|\sstyle\s*=|<style|javascript:`)
	err := filepath.WalkDir("assets", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".html") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if m := inline.Find(b); m != nil {
			t.Errorf("%s has inline script or style: %q", path, m)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
