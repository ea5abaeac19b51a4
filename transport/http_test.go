package transport

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/agentty/agentty/guard"
)

// The guard in front of /mcp: a Host of this server, a browser's Origin of
// this server or one allowed, and the bearer token (any case of its
// scheme), in that order; a request that passes reaches MCP.
func TestGuard(t *testing.T) {
	hosts := guard.NewHosts("127.0.0.1", 7070, false, "box.example")
	reached := false
	g := guarded(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { reached = true }),
		"s3cret", hosts, map[string]bool{"https://app.example": true}, 1<<20, func(*http.Request) string { return "" })
	for _, c := range []struct {
		name, host, origin, auth string
		code                     int
	}{
		{"ok", "127.0.0.1:7070", "", "Bearer s3cret", 200},
		{"scheme any case", "localhost:7070", "", "bearer  s3cret ", 200},
		{"allowed host", "box.example:7070", "", "Bearer s3cret", 200},
		{"own origin", "127.0.0.1:7070", "http://localhost:7070", "Bearer s3cret", 200},
		{"allowed origin", "127.0.0.1:7070", "https://APP.example/", "Bearer s3cret", 200},
		{"rebinding host", "evil.example:7070", "", "Bearer s3cret", http.StatusForbidden},
		{"other port", "127.0.0.1:7071", "", "Bearer s3cret", http.StatusForbidden},
		{"cross-site origin", "127.0.0.1:7070", "https://evil.example", "Bearer s3cret", http.StatusForbidden},
		{"null origin", "127.0.0.1:7070", "null", "Bearer s3cret", http.StatusForbidden},
		{"no token", "127.0.0.1:7070", "", "", http.StatusUnauthorized},
		{"wrong token", "127.0.0.1:7070", "", "Bearer s3cre", http.StatusUnauthorized},
		{"basic", "127.0.0.1:7070", "", "Basic s3cret", http.StatusUnauthorized},
	} {
		reached = false
		r := httptest.NewRequest("POST", "/mcp", nil)
		r.Host = c.host
		if c.origin != "" {
			r.Header.Set("Origin", c.origin)
		}
		if c.auth != "" {
			r.Header.Set("Authorization", c.auth)
		}
		w := httptest.NewRecorder()
		g.ServeHTTP(w, r)
		if w.Code != c.code || reached != (c.code == 200) {
			t.Errorf("%s: %d (reached %v), want %d", c.name, w.Code, reached, c.code)
		}
		if c.code == http.StatusUnauthorized && w.Header().Get("WWW-Authenticate") == "" {
			t.Errorf("%s: no WWW-Authenticate", c.name)
		}
	}
}

func TestIsLoopback(t *testing.T) {
	for host, want := range map[string]bool{"127.0.0.1": true, "localhost": true, "[::1]": true, "::1": true, "127.1.2.3": true,
		"0.0.0.0": false, "192.168.1.2": false, "box.example": false, "": false} {
		if got := isLoopback(host); got != want {
			t.Errorf("isLoopback(%q) = %v", host, got)
		}
	}
}
