package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// socketMCP is an MCP client session with the host in dir, made over its
// socket as a front end makes one: post sends a JSON-RPC message and
// returns the body of the answer.
func socketMCP(t testing.TB, dir string) (post func(msg string) string) {
	t.Helper()
	sock := ownPaths(dir).Socket
	hc := &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "unix", sock)
	}}, Timeout: time.Minute}
	sid := ""
	post = func(msg string) string {
		req, _ := http.NewRequest("POST", "http://localhost/mcp", strings.NewReader(msg))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if sid != "" {
			req.Header.Set("Mcp-Session-Id", sid)
			req.Header.Set("Mcp-Protocol-Version", "2025-06-18")
		}
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if s := resp.Header.Get("Mcp-Session-Id"); s != "" {
			sid = s
		}
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		return string(b)
	}
	post(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	post(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	return post
}

func subscribeMsg(id int, uri string) string {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "method": "resources/subscribe", "params": map[string]any{"uri": uri}})
	return string(b)
}

// The session host's memory under 2,000 resources/subscribe of 100 KB
// URIs from one client (AGENTTY_SUBSCRIBE_FIGURES=1; a figure, not an
// assertion).
func TestFiguresSubscriptions(t *testing.T) {
	if os.Getenv("AGENTTY_SUBSCRIBE_FIGURES") != "1" {
		t.Skip("AGENTTY_SUBSCRIBE_FIGURES=1 prints the figures")
	}
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, nil)
	pid := hostInfo(t, dir).PID
	post := socketMCP(t, dir)
	before := procMemory(t, pid, "VmRSS")
	long := strings.Repeat("x", 100<<10)
	refused := 0
	for i := range 2000 {
		if strings.Contains(post(subscribeMsg(i+1, fmt.Sprintf("agentty://sessions/%d/%s", i, long))), `"error"`) {
			refused++
		}
	}
	time.Sleep(time.Second) // the figure, not an assertion: let the collector run once
	after := procMemory(t, pid, "VmRSS")
	t.Logf("session host RSS: %.1f MiB before, %.1f MiB after 2,000 subscriptions of 100 KB URIs (%d refused)", float64(before)/(1<<20), float64(after)/(1<<20), refused)
}

// resources/subscribe takes only the screen URIs of open sessions, each
// once; any other URI (another scheme, a session that is not open, a
// screen URI with more after it) is refused with a sentence naming the
// URIs it takes, and a subscribed session's updates reach the client.
func TestSubscribeOnlySessionScreens(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"cat"}}, &v)
	post := socketMCP(t, dir)
	for i, uri := range []string{
		"file:///etc/passwd",
		"agentty://sessions/s99/screen",
		"agentty://sessions/" + v.SessionID + "/screen/more",
		"agentty://sessions/" + v.SessionID + "/" + strings.Repeat("x", 100<<10),
	} {
		got := post(subscribeMsg(i+1, uri))
		if !strings.Contains(got, `"error"`) || !strings.Contains(got, "agentty://sessions/ID/screen of an open session") || len(got) > 4096 {
			t.Errorf("subscribe %.60q: %.300s", uri, got)
		}
	}
	// The method spelled with JSON's escapes is the same method.
	for i, method := range []string{`resources\/subscribe`, `resources/subscrib\u0065`, `\u0072esources\u002fsubscribe`} {
		got := post(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"%s","params":{"uri":"file:///etc/passwd"}}`, 20+i, method))
		if !strings.Contains(got, `"error"`) || !strings.Contains(got, "agentty://sessions/ID/screen of an open session") {
			t.Errorf("subscribe as %s: %.300s", method, got)
		}
	}
	if got := post(subscribeMsg(9, "agentty://sessions/"+v.SessionID+"/screen")); strings.Contains(got, `"error"`) {
		t.Errorf("subscribe to the session's screen: %s", got)
	}
}
