package main

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The stdio front end holds the host's stream of notifications for its
// client: a session that needs a person is told at once, with no call
// under way.
func TestFrontEndRelaysNotices(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startServe(t, serveOpts{client: []client.ClientOption{client.WithProtocolVersion(mcp.LATEST_LEGACY_PROTOCOL_VERSION)}},
		"--runtime-dir", dir, "--grace", "500ms")
	var mu sync.Mutex
	var notices []string
	fe.c.OnNotification(func(n mcp.JSONRPCNotification) {
		b, _ := json.Marshal(n)
		mu.Lock()
		notices = append(notices, string(b))
		mu.Unlock()
	})
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "sleep 1; exit 4", "timeout_ms": 200}, &v)
	sessiontest.Eventually(t, 15*time.Second, "the notice of "+v.SessionID+"'s exit, with no call under way", func() bool {
		mu.Lock()
		defer mu.Unlock()
		for _, n := range notices {
			if strings.Contains(n, `"notifications/message"`) && strings.Contains(n, `"session_id":"`+v.SessionID+`"`) && strings.Contains(n, "code 4") {
				return true
			}
		}
		return false
	})
}

// agentty web prints a one-time login link to the session host's page: it
// logs a browser in once, and the page lists the host's sessions.
func TestWebCommand(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "cat", "name": "webbed"}, &v)
	base, token := webLink(t, dir)
	login := func() (int, string) { return webLogin(t, base, token) }
	code, cred := login()
	if code != http.StatusOK || cred == "" {
		t.Fatalf("the link's token: %d, credential %q", code, cred)
	}
	if again, _ := login(); again != http.StatusForbidden {
		t.Errorf("the link's token a second time: %d", again)
	}
	// The page's list follows the host's watcher: it shows the session soon.
	var rows []struct {
		SessionID string `json:"session_id"`
		Name      string `json:"name"`
	}
	sessiontest.Eventually(t, 10*time.Second, "the page to list the session", func() bool {
		req, _ := http.NewRequest("GET", base+"/api/sessions", nil)
		req.Header.Set("Authorization", "Bearer "+cred)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		rows = nil
		if err := json.NewDecoder(resp.Body).Decode(&rows); err != nil {
			t.Fatal(err)
		}
		return len(rows) == 1 && rows[0].SessionID == v.SessionID && rows[0].Name == "webbed"
	})
	if info := hostInfo(t, dir); info.Web != base {
		t.Errorf("the host says the page is at %q, the link %q", info.Web, base)
	}
	var out, errb strings.Builder
	if code := run([]string{"host", "status", "--runtime-dir", dir}, nil, &out, &errb); code != 0 || !strings.Contains(out.String(), "; web page "+base+" ") {
		t.Errorf("agentty host status does not give the page's address %s: %d %s%s", base, code, out.String(), errb.String())
	}
}

// webLink runs agentty web --no-open for the host in dir, and returns the
// page's address and the link's one-time token.
func webLink(t *testing.T, dir string) (base, token string) {
	t.Helper()
	var out, errb strings.Builder
	if code := run([]string{"web", "--no-open", "--runtime-dir", dir}, nil, &out, &errb); code != 0 {
		t.Fatalf("agentty web: %d\n%s", code, errb.String())
	}
	link := strings.TrimSpace(out.String())
	if !strings.HasPrefix(link, "http://127.0.0.1:") || !strings.Contains(link, "/login#token=") {
		t.Fatalf("agentty web printed %q", link)
	}
	base, token, _ = strings.Cut(link, "/login#token=")
	return base, token
}

// webLogin exchanges a login link's token for the page's credential, as
// the login page's script does; it returns the status and the credential.
func webLogin(t *testing.T, base, token string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", base+"/login", strings.NewReader(`{"token":"`+token+`"}`))
	req.Header.Set("Origin", base)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var reply struct {
		Credential string `json:"credential"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&reply)
	return resp.StatusCode, reply.Credential
}

// agentty web gives the browser a file in the runtime directory that holds
// the link, and the host removes it once the link was used: no file keeps a
// token the page takes. agentty web --logout ends every login.
func TestWebLoginFileAndLogout(t *testing.T) {
	sessiontest.Need(t, "sh")
	dir := runtimeDir(t)
	startFrontEnd(t, dir, nil)
	seen := filepath.Join(t.TempDir(), "seen")
	browser := filepath.Join(t.TempDir(), "browser")
	sessiontest.WriteFile(t, browser, "#!/bin/sh\necho \"$1\" >"+seen+"\n")
	if err := os.Chmod(browser, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("BROWSER", browser)
	var out, errb strings.Builder
	if code := run([]string{"web", "--runtime-dir", dir}, nil, &out, &errb); code != 0 {
		t.Fatalf("agentty web: %d\n%s", code, errb.String())
	}
	b, err := os.ReadFile(seen)
	if err != nil {
		t.Fatal(err)
	}
	file := strings.TrimSpace(string(b))
	page, err := os.ReadFile(file)
	base, token, _ := strings.Cut(strings.TrimSpace(out.String()), "/login#token=")
	if err != nil || filepath.Dir(file) != dir || !strings.Contains(string(page), token) {
		t.Fatalf("the browser was given %q: %v %q", file, err, page)
	}
	code, cred := webLogin(t, base, token)
	if code != http.StatusOK {
		t.Fatalf("login: %d", code)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("the login file is still in the runtime directory once used: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "web-login*")); len(left) != 0 {
		t.Errorf("login files left: %v", left)
	}
	api := func() int {
		req, _ := http.NewRequest("GET", base+"/api/sessions", nil)
		req.Header.Set("Authorization", "Bearer "+cred)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if c := api(); c != http.StatusOK {
		t.Fatalf("the credential: %d", c)
	}
	errb.Reset()
	if code := run([]string{"web", "--logout", "--runtime-dir", dir}, nil, &out, &errb); code != 0 || !strings.Contains(errb.String(), "1 logins") {
		t.Fatalf("agentty web --logout: %d %s", code, errb.String())
	}
	if c := api(); c != http.StatusUnauthorized {
		t.Errorf("the credential after agentty web --logout: %d", c)
	}
}
