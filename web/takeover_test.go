package web_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The page's take-over stops an agent's send_keys under way at once: of
// twelve keys going into a program that reads one when the test lets it,
// the four it read before the page held the session are all it gets; the
// person's keys come next, and the agent's result says how many of its
// keys went in before.
func TestPageTakeOverStopsAgentKeys(t *testing.T) {
	sessiontest.Need(t, "python3")
	r := newRig(t, session.Config{})
	a := r.agent(mcp.ClientCapabilities{})
	p := sessiontest.NewPacedReader(t)
	var v tools.Screen
	a.screen("open_session", map[string]any{"argv": p.Argv, "expect": "paced ready", "cols": 60, "rows": 8}, &v)
	done := make(chan string, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		var req mcp.CallToolRequest
		req.Params.Name = "send_keys"
		req.Params.Arguments = map[string]any{"session_id": v.SessionID, "keys": "abcdefghijkl", "expect": "never shown", "timeout_ms": 10000}
		res, err := a.c.CallTool(ctx, req)
		if err != nil {
			done <- err.Error()
			return
		}
		done <- tools.Text(res)
	}()
	for range 4 {
		p.ReadOne(t)
	}
	b := newBrowser(t)
	r.login(b)
	b.until(pageWait, "the list to show the session", fmt.Sprintf(`!!document.querySelector('#sessions tr[data-id=%q]')`, v.SessionID))
	b.run("open the session", chromedp.Click(chromedp.CSS(fmt.Sprintf(`#sessions tr[data-id=%q]`, v.SessionID))))
	b.until(pageWait, "the screen", `document.querySelector('#screen').textContent.includes('paced ready')`)
	b.run("take over", chromedp.Click(chromedp.CSS("#take")))
	b.until(pageWait, "the page to hold the session", `!document.querySelector('#give').hidden`)
	before := p.Read(t)
	b.run("type Z", chromedp.Focus(chromedp.CSS("#term")), chromedp.KeyEvent("Z"))
	answer := <-done
	b.run("type Y", chromedp.KeyEvent("Y"))
	got := p.ReadUntil(t, 'Y', 14)
	after := len(strings.NewReplacer("Z", "", "Y", "").Replace(got[len(before):]))
	t.Logf("keys of a 12-key send_keys that reached the program after the page's take-over: %d (read %q before it, %q in all)", after, before, got)
	if before != "abcd" || got != "abcdZY" {
		t.Errorf("the program read %q before the take-over and %q in all, want abcd and abcdZY", before, got)
	}
	if !strings.Contains(answer, "4 of its 12 keys reached the program before") {
		t.Errorf("the agent's call answered: %s", answer)
	}
}
