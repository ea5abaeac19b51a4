package web_test

import (
	"bufio"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/web"
)

// pageWith serves a page with options o (its manager made here).
func pageWith(t *testing.T, o web.Options) *rig {
	t.Helper()
	m := session.NewManager(session.Config{})
	t.Cleanup(func() { _ = m.Close() })
	o.Manager = m
	page := web.New(o)
	if err := page.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = page.Close() })
	return &rig{t: t, m: m, page: page}
}

// tokenOf is the one-time token of a login link.
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	_, token, ok := strings.Cut(link, "/login#token=")
	if !ok {
		t.Fatalf("login link %q", link)
	}
	return token
}

// The file that hands a login link to a browser is the runtime
// directory's only while its token works: it is removed when the token is
// exchanged, when it expires, and when the page logs everyone out or
// closes; an expired token does not log in.
func TestLoginFileGoesWithItsToken(t *testing.T) {
	r := pageWith(t, web.Options{LoginTTL: 300 * time.Millisecond})
	dir := t.TempDir()
	origin := map[string]string{"Origin": r.page.URL()}

	link, file, err := r.page.LoginFile(dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(file)
	if st, _ := os.Stat(file); err != nil || !strings.Contains(string(b), tokenOf(t, link)) || st.Mode().Perm() != 0o600 || filepath.Dir(file) != dir {
		t.Fatalf("the login file %s: %v %q", file, err, b)
	}
	if code, body, _ := r.request("POST", "/login", `{"token":"`+tokenOf(t, link)+`"}`, origin); code != http.StatusOK {
		t.Fatalf("login: %d %s", code, body)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("the login file is still there once its token was used: %v", err)
	}

	link, file, _ = r.page.LoginFile(dir)
	sessiontest.Eventually(t, time.Minute, "the expired link's file to go", func() bool {
		_, err := os.Stat(file)
		return os.IsNotExist(err)
	})
	if code, _, _ := r.request("POST", "/login", `{"token":"`+tokenOf(t, link)+`"}`, origin); code != http.StatusForbidden {
		t.Errorf("an expired token: %d", code)
	}

	// A login by another way (another link, here one given on a terminal)
	// voids every link left in a file: the file goes, and its token logs
	// nobody in.
	left, leftFile, _ := r.page.LoginFile(dir)
	printed, _ := r.page.LoginURL()
	if code, body, _ := r.request("POST", "/login", `{"token":"`+tokenOf(t, printed)+`"}`, origin); code != http.StatusOK {
		t.Fatalf("login: %d %s", code, body)
	}
	if _, err := os.Stat(leftFile); !os.IsNotExist(err) {
		t.Errorf("a link's file is still there once the person logged in another way: %v", err)
	}
	if code, _, _ := r.request("POST", "/login", `{"token":"`+tokenOf(t, left)+`"}`, origin); code != http.StatusForbidden {
		t.Errorf("the token of a link left in a file, after a login: %d", code)
	}
	_ = r.page.Logout()

	_, file, _ = r.page.LoginFile(dir)
	if n := r.page.Logout(); n != 1 { // this link
		t.Errorf("Logout ended %d logins and links, want 2", n)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("a link's file is still there after Logout: %v", err)
	}
	_, file, _ = r.page.LoginFile(dir)
	_ = r.page.Close()
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("a link's file is still there after Close: %v", err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("files left in the directory: %v", left)
	}
}

// openStream opens the page's list stream with a credential and returns
// a channel closed when it ends.
func openStream(t *testing.T, r *rig, auth string) <-chan struct{} {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", r.page.URL()+"/api/events", nil)
	req.Header.Set("Authorization", auth)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("the list stream: %v %v", resp, err)
	}
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
		}
	}()
	return ended
}

// A credential lasts while its page uses it: it ends once no request has
// used it for LoginIdle, but not while its page's stream is open; and it
// ends at LoginFor whatever, its stream with it. (The times leave a loaded
// machine seconds between two uses of a credential used every 100 ms, and
// between its login and LoginFor.)
func TestCredentialLifetime(t *testing.T) {
	const idleFor = 2 * time.Second
	r := pageWith(t, web.Options{LoginIdle: idleFor, LoginFor: 4 * idleFor})
	api := func(auth string) int {
		code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": auth})
		return code
	}
	idle := r.loginCred()
	used := r.loginCred()
	streamed := r.loginCred()
	ended := openStream(t, r, streamed)
	deadline := time.Now().Add(idleFor + idleFor/2)
	for time.Now().Before(deadline) {
		if code := api(used); code != http.StatusOK {
			t.Fatalf("a credential used every 100 ms ended: %d", code)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if code := api(idle); code != http.StatusUnauthorized {
		t.Errorf("a credential unused for longer than LoginIdle: %d", code)
	}
	if code := api(streamed); code != http.StatusOK {
		t.Errorf("a credential whose page's stream is open: %d", code)
	}
	select {
	case <-ended:
	case <-time.After(time.Minute):
		t.Fatal("the stream outlived its credential's LoginFor by a minute")
	}
	if code := api(streamed); code != http.StatusUnauthorized {
		t.Errorf("a credential past LoginFor: %d", code)
	}
}

// The person ends logins: Logout ends every credential (and its open
// stream); a page's own Log out (POST /api/logout) ends its credential and
// no other.
func TestLogout(t *testing.T) {
	r := pageWith(t, web.Options{})
	api := func(auth string) int {
		code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": auth})
		return code
	}
	a, b := r.loginCred(), r.loginCred()
	if code, _, _ := r.request("POST", "/api/logout", "", map[string]string{"Authorization": a, "Origin": r.page.URL()}); code != http.StatusNoContent {
		t.Fatalf("POST /api/logout: %d", code)
	}
	if api(a) != http.StatusUnauthorized || api(b) != http.StatusOK {
		t.Errorf("after a page's log out: its credential %d, another %d", api(a), api(b))
	}
	ended := openStream(t, r, b)
	r.page.Logout()
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		t.Fatal("a stream outlived Logout")
	}
	if code := api(b); code != http.StatusUnauthorized {
		t.Errorf("a credential after Logout: %d", code)
	}
}

// The page's Log out button, in a real browser: the tab goes to the login
// page, and the credential it held works no more.
func TestBrowserLogout(t *testing.T) {
	r := newRig(t, session.Config{})
	b := newBrowser(t)
	r.login(b)
	cred := eval[string](b, `sessionStorage.getItem('agentty-credential')`)
	// The credential is stored before the login page leaves for /, so the
	// page may not have run its script yet: click once the button works.
	b.until(pageWait, "the Log out button's handler", `typeof document.getElementById('logout').onclick === 'function'`)
	b.run("log out", chromedp.Click(chromedp.CSS("#logout")))
	b.until(pageWait, "the login page", `location.pathname === '/login' && !sessionStorage.getItem('agentty-credential')`)
	if code, body, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": "Bearer " + cred}); code != http.StatusUnauthorized {
		t.Errorf("the credential after Log out: %d %s", code, body)
	}
}
