package web_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/web"
)

// notes collects a client's notifications.
type notes struct {
	mu  sync.Mutex
	got []mcp.JSONRPCNotification
}

func (n *notes) add(m mcp.JSONRPCNotification) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.got = append(n.got, m)
}

// find returns the notifications of method whose params hold want (as
// JSON text).
func (n *notes) find(method, want string) []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	var out []string
	for _, m := range n.got {
		b, _ := json.Marshal(m.Params)
		if m.Method == method && strings.Contains(string(b), want) {
			out = append(out, string(b))
		}
	}
	return out
}

// A session that needs a person while the agent waits on no call of it —
// a password prompt appears, or it exits — is named in a logging notice to
// the client and a resources/updated to its subscribers, and the page
// highlights it. A prompt the agent was shown in a result is not.
func TestAttention(t *testing.T) {
	sessiontest.Need(t, "bash", "python3")
	r := newRig(t, session.Config{})
	n := &notes{}
	a := r.agent(mcp.ClientCapabilities{}, client.WithProtocolVersion(mcp.LATEST_LEGACY_PROTOCOL_VERSION))
	r.listen(a, n.add)
	defer func() {
		if t.Failed() {
			n.mu.Lock()
			t.Logf("client session %s; notifications: %+v\nlog:\n%s", a.c.GetSessionId(), n.got, r.log.String())
			n.mu.Unlock()
		}
	}()

	// Seen by the agent: the prompt is in its result.
	var seen tools.Screen
	a.screen("open_session", map[string]any{"argv": []string{"python3", "-c", "import getpass; getpass.getpass('Seen: ')"}, "cols": 60, "rows": 6}, &seen)
	if seen.Mode != "password_prompt" {
		t.Fatalf("not at a prompt: %s", seen.Mode)
	}
	// Not seen: the prompt comes after the call returned.
	var late tools.Screen
	a.screen("open_session", map[string]any{"command": "sleep 1; python3 -c \"import getpass; getpass.getpass('Later: ')\"", "cols": 60, "rows": 6, "timeout_ms": 200}, &late)
	uri := "agentty://sessions/" + late.SessionID + "/screen"
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	//lint:ignore SA1019 on this legacy connection Subscribe sends resources/subscribe, the RPC under test; Listen refuses legacy connections
	if err := a.c.Subscribe(ctx, mcp.SubscribeRequest{Params: mcp.SubscribeParams{URI: uri}}); err != nil {
		t.Fatal(err)
	}
	// And an exit nobody waits for.
	var quits tools.Screen
	a.screen("open_session", map[string]any{"command": "sleep 1; exit 3", "timeout_ms": 200}, &quits)

	sessiontest.Eventually(t, time.Minute, "a notice for "+late.SessionID+"'s prompt", func() bool {
		return len(n.find("notifications/message", `"session_id":"`+late.SessionID+`"`)) > 0
	})
	notice := n.find("notifications/message", `"session_id":"`+late.SessionID+`"`)[0]
	if !strings.Contains(notice, `"level":"notice"`) || !strings.Contains(notice, "password_prompt") || !strings.Contains(notice, "needs a person") {
		t.Errorf("the notice: %s", notice)
	}
	sessiontest.Eventually(t, time.Minute, "resources/updated for "+uri, func() bool {
		return len(n.find("notifications/resources/updated", uri)) > 0
	})
	sessiontest.Eventually(t, time.Minute, "a notice for "+quits.SessionID+"'s exit", func() bool {
		return len(n.find("notifications/message", `"session_id":"`+quits.SessionID+`"`)) > 0
	})
	if got := n.find("notifications/message", `"session_id":"`+quits.SessionID+`"`)[0]; !strings.Contains(got, `"reason":"exited"`) || !strings.Contains(got, "code 3") {
		t.Errorf("the exit notice: %s", got)
	}
	if got := n.find("notifications/message", `"session_id":"`+seen.SessionID+`"`); len(got) > 0 {
		t.Errorf("a notice for a prompt the agent was shown: %s", got)
	}
	// The page's list marks the two that need a person, not the third.
	cred := r.loginCred()
	_, body, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": cred})
	var rows []web.Row
	if err := json.Unmarshal([]byte(body), &rows); err != nil {
		t.Fatal(err)
	}
	needs := map[string]string{}
	for _, row := range rows {
		needs[row.SessionID] = row.Needs
	}
	if needs[late.SessionID] != "password_prompt" || needs[quits.SessionID] != "exited" || needs[seen.SessionID] != "" {
		t.Errorf("needs: %v (late %s, quits %s, seen %s)", needs, late.SessionID, quits.SessionID, seen.SessionID)
	}
}

// Sessions are resources: listed while open, read as the screen's text,
// without changing what the agent's next result calls changed.
func TestScreenResource(t *testing.T) {
	sessiontest.Need(t, "bash")
	r := newRig(t, session.Config{})
	a := r.agent(mcp.ClientCapabilities{}, client.WithProtocolVersion(mcp.LATEST_LEGACY_PROTOCOL_VERSION))
	var v tools.Screen
	a.screen("open_session", map[string]any{"command": "echo resource-text; cat", "cols": 40, "rows": 5}, &v)
	uri := "agentty://sessions/" + v.SessionID + "/screen"
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	sessiontest.Eventually(t, time.Minute, "the resource listed", func() bool {
		l, err := a.c.ListResources(ctx, mcp.ListResourcesRequest{})
		if err != nil {
			return false
		}
		for _, res := range l.Resources {
			if res.URI == uri {
				return true
			}
		}
		return false
	})
	readScreen(a, v.SessionID) // the agent is up to date
	got, err := a.c.ReadResource(ctx, mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: uri}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Contents) != 1 {
		t.Fatalf("contents: %+v", got.Contents)
	}
	tc, ok := got.Contents[0].(mcp.TextResourceContents)
	if !ok || !strings.Contains(tc.Text, "resource-text") || !strings.HasPrefix(tc.Text, "["+v.SessionID+"]") {
		t.Errorf("resource text: %+v", got.Contents[0])
	}
	var after tools.Screen
	if a.screen("read_screen", map[string]any{"session_id": v.SessionID}, &after); after.Changed {
		t.Errorf("the agent's next result says changed after a resource read")
	}
	if _, err := a.c.ReadResource(ctx, mcp.ReadResourceRequest{Params: mcp.ReadResourceParams{URI: "agentty://sessions/s99/screen"}}); err == nil {
		t.Errorf("reading an unknown session's screen worked")
	}
}
