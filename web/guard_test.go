package web_test

import (
	"encoding/json"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/web"
)

// loginCred logs in with a fresh one-time token, as the login page's
// script does, and returns the Authorization header of the credential.
func (r *rig) loginCred() string {
	r.t.Helper()
	u, err := r.page.LoginURL()
	if err != nil {
		r.t.Fatal(err)
	}
	_, token, _ := strings.Cut(u, "#token=")
	code, body, _ := r.request("POST", "/login", `{"token":"`+token+`"}`, map[string]string{"Origin": r.page.URL()})
	if code != http.StatusOK {
		r.t.Fatalf("login: %d %s", code, body)
	}
	var reply struct {
		Credential string `json:"credential"`
	}
	if err := json.Unmarshal([]byte(body), &reply); err != nil || reply.Credential == "" {
		r.t.Fatalf("login: %q %v", body, err)
	}
	return "Bearer " + reply.Credential
}

// Logging in: the link's one-time token is in its fragment (no server
// sees it in a request line); the page's script exchanges it for a
// credential, and no cookie is set; a token works once; a bad one does
// not; the API wants the credential in the Authorization header, and a
// cookie of the same value authorises nothing.
func TestLoginTokens(t *testing.T) {
	r := newRig(t, session.Config{})
	u, _ := r.page.LoginURL()
	base, token, ok := strings.Cut(u, "/login#token=")
	if !ok || base != r.page.URL() || token == "" {
		t.Fatalf("login link %q", u)
	}
	origin := map[string]string{"Origin": r.page.URL()}
	if code, body, h := r.request("GET", "/login", "", nil); code != 200 || h.Get("Set-Cookie") != "" || !strings.Contains(body, "app.js") {
		t.Errorf("the login page: %d cookie %q", code, h.Get("Set-Cookie"))
	}
	code, body, h := r.request("POST", "/login", `{"token":"`+token+`"}`, origin)
	if code != 200 || h.Get("Set-Cookie") != "" || !strings.Contains(body, `"credential":"`) {
		t.Fatalf("login: %d %s, cookie %q", code, body, h.Get("Set-Cookie"))
	}
	var reply struct {
		Credential string `json:"credential"`
	}
	_ = json.Unmarshal([]byte(body), &reply)
	if code, _, _ := r.request("POST", "/login", `{"token":"`+token+`"}`, origin); code != http.StatusForbidden {
		t.Errorf("the token a second time: %d, want 403", code)
	}
	for _, bad := range []string{"0000", reply.Credential} {
		if code, _, h := r.request("POST", "/login", `{"token":"`+bad+`"}`, origin); code != http.StatusForbidden || h.Get("Set-Cookie") != "" {
			t.Errorf("login with %q: %d, cookie %q", bad, code, h.Get("Set-Cookie"))
		}
	}
	if code, _, _ := r.request("GET", "/api/sessions", "", nil); code != http.StatusUnauthorized {
		t.Errorf("the API without the credential: %d", code)
	}
	if code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": "Bearer " + reply.Credential + "x"}); code != http.StatusUnauthorized {
		t.Errorf("the API with a wrong credential: %d", code)
	}
	if code, body, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": "Bearer " + reply.Credential}); code != http.StatusOK {
		t.Errorf("the API with the credential: %d %s", code, body)
	}
	if code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Cookie": "agentty=" + reply.Credential}); code != http.StatusUnauthorized {
		t.Errorf("the API with the credential as a cookie: %d", code)
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
	code, body, _ := r.request("POST", "/login", `{"token":"s3cr3t-bearer"}`, map[string]string{"Origin": page.URL()})
	if code != http.StatusOK || !strings.Contains(body, `"credential":"`) {
		t.Errorf("login with the bearer token: %d %s", code, body)
	}
	if code, _, _ := r.request("POST", "/login", `{"token":"wrong"}`, map[string]string{"Origin": page.URL()}); code != http.StatusForbidden {
		t.Errorf("login with a wrong token: %d", code)
	}
}

// Host and Origin: a request naming another host (DNS rebinding) or from
// another origin or site is refused, logged in or not.
func TestHostAndOrigin(t *testing.T) {
	sessiontest.Need(t, "cat")
	r := newRig(t, session.Config{})
	cred := r.loginCred()
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
		{"own host", "GET", "/api/sessions", map[string]string{"Authorization": cred}, 200},
		{"localhost", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Host": "localhost:" + port}, 200},
		{"rebinding name", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Host": "evil.example:" + port}, 403},
		{"rebinding name, login", "GET", "/login?token=x", map[string]string{"Host": "evil.example:" + port}, 403},
		{"another port", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Host": "127.0.0.1:1"}, 403},
		{"no port", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Host": "127.0.0.1"}, 403},
		{"own origin", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Origin": own}, 200},
		{"other origin", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Origin": "http://evil.example"}, 403},
		{"other port origin", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Origin": "http://127.0.0.1:1"}, 403},
		{"null origin", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Origin": "null"}, 403},
		{"cross-site fetch", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors"}, 403},
		{"same-site other port", "GET", "/api/sessions/" + s.ID() + "/screen.png", map[string]string{"Authorization": cred, "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors"}, 403},
		{"navigation from elsewhere", "GET", "/", map[string]string{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"}, 200},
		{"navigation into the API", "GET", "/api/sessions", map[string]string{"Authorization": cred, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"}, 403},
		{"POST without Origin", "POST", "/api/sessions/" + s.ID() + "/takeover", map[string]string{"Cookie": "agentty=x"}, 403},
		{"POST from elsewhere", "POST", "/api/sessions/" + s.ID() + "/takeover", map[string]string{"Authorization": cred, "Origin": "http://evil.example"}, 403},
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
	origin := map[string]string{"Origin": r.page.URL()}
	code, _, h := r.request("GET", path, "", nil)
	if code != 200 || h.Get("Set-Cookie") != "" {
		t.Fatalf("the page: %d, cookie %q", code, h.Get("Set-Cookie"))
	}
	code, body, h := r.request("POST", path+"/claim", "{}", origin)
	var claimed struct {
		Claim string `json:"claim"`
	}
	if code != 200 || h.Get("Set-Cookie") != "" || json.Unmarshal([]byte(body), &claimed) != nil || claimed.Claim == "" {
		t.Fatalf("first claim: %d %s, cookie %q", code, body, h.Get("Set-Cookie"))
	}
	claim := "Bearer " + claimed.Claim
	if code, _, _ := r.request("POST", path+"/claim", "{}", origin); code != http.StatusGone {
		t.Errorf("a second browser's claim: %d, want 410", code)
	}
	if code, _, _ := r.request("GET", path+"/info", "", nil); code != http.StatusGone {
		t.Errorf("its info from a second browser: %d, want 410", code)
	}
	if code, _, _ := r.request("GET", path+"/info", "", map[string]string{"Cookie": "x=" + claimed.Claim}); code != http.StatusGone {
		t.Errorf("its info with the claim as a cookie: %d, want 410", code)
	}
	if code, _, _ := r.request("POST", path+"/claim", "{}", map[string]string{"Authorization": claim, "Origin": r.page.URL()}); code != 200 {
		t.Errorf("the same browser again: %d", code)
	}
	if code, _, _ := r.request("POST", path, `{"answer":"x"}`, map[string]string{"Authorization": claim, "Origin": "http://evil.example"}); code != http.StatusForbidden {
		t.Errorf("an answer from elsewhere: %d", code)
	}
	if code, body, _ := r.request("POST", path, `{"answer":"hello"}`, map[string]string{"Authorization": claim, "Origin": r.page.URL()}); code != 200 {
		t.Fatalf("the answer: %d %s", code, body)
	}
	if outcome, answer := q.Outcome(); outcome != session.AskEntered || answer != "hello" {
		t.Errorf("outcome %q answer %q", outcome, answer)
	}
	if code, _, _ := r.request("POST", path, `{"answer":"again"}`, map[string]string{"Authorization": claim, "Origin": r.page.URL()}); code != http.StatusGone {
		t.Errorf("a second answer: %d, want 410", code)
	}
	if code, _, _ := r.request("GET", path, "", nil); code != http.StatusGone {
		t.Errorf("the page of an answered question: %d, want 410", code)
	}
	sessiontest.Eventually(t, time.Minute, "cat to echo the answer once", func() bool {
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
