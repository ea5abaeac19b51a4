package web_test

import (
	"bufio"
	"fmt"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The figures of the web page, printed with -v when AGENTTY_WEB_FIGURES=1
// (they take half a minute):
//
//	AGENTTY_WEB_FIGURES=1 go test ./web -run Figures -v
//
// keystroke: from the start of the agent's send_text to the page showing
// the text (Date.now() in the page, the same clock); page load: a fresh
// page of a 200x60 screen, from navigation start to its screen shown; idle:
// the CPU time of this process (the server, and nothing else running) while
// 10 sessions sit idle, each followed by a page's event stream.
func TestFigures(t *testing.T) {
	if os.Getenv("AGENTTY_WEB_FIGURES") != "1" {
		t.Skip("set AGENTTY_WEB_FIGURES=1 for the web page's figures")
	}
	sessiontest.Need(t, "cat", "python3")
	r := newRig(t, session.Config{})
	a := r.agent(mcp.ClientCapabilities{})
	b := newBrowser(t)
	r.login(b)

	// Keystroke to page.
	var v tools.Screen
	a.screen("open_session", map[string]any{"command": "cat", "cols": 80, "rows": 24}, &v)
	b.run("open", chromedp.Navigate(r.page.URL()+"/#"+v.SessionID))
	b.until(pageWait, "the screen", `document.querySelectorAll('#screen .row').length === 24`)
	eval[bool](b, `(() => { window.seen = {}; new MutationObserver(() => { const t = document.querySelector('#screen').textContent; for (const m of (t.match(/k[0-9]{3}q/g) || [])) if (!(m in window.seen)) window.seen[m] = Date.now(); }).observe(document.querySelector('#screen'), {subtree: true, childList: true, characterData: true}); return true })()`)
	var lat []time.Duration
	for i := 0; i < 40; i++ {
		marker := fmt.Sprintf("k%03dq", i)
		t0 := time.Now().UnixMilli()
		a.screen("send_text", map[string]any{"session_id": v.SessionID, "text": marker, "enter": true}, &v)
		b.until(5*time.Second, marker+" on the page", fmt.Sprintf(`%q in window.seen`, marker))
		seen := eval[float64](b, fmt.Sprintf(`window.seen[%q]`, marker))
		lat = append(lat, time.Duration(int64(seen)-t0)*time.Millisecond)
	}
	med, p95, worst := sessiontest.Quantiles(lat)
	t.Logf("agent keystroke -> page: median %v, p95 %v, max %v over %d", med, p95, worst, len(lat))

	// Page load of a 200x60 screen, every cell coloured.
	var big tools.Screen
	fill := `import sys
for y in range(60):
    sys.stdout.write("".join("\x1b[38;5;%dm\x1b[48;5;%dm%s" % ((x+y) % 256, (x*7+y) % 256, chr(33 + (x+y) % 90)) for x in range(200)) + "\x1b[m" + ("\n" if y < 59 else ""))
sys.stdout.flush()
input()`
	a.screen("open_session", map[string]any{"argv": []string{"python3", "-c", fill}, "cols": 200, "rows": 60}, &big)
	var loads []time.Duration
	for i := 0; i < 5; i++ {
		b.run("blank", chromedp.Navigate("about:blank"))
		b.run("load", chromedp.Navigate(r.page.URL()+"/#"+big.SessionID))
		b.until(pageWait, "the big screen", `performance.getEntriesByName('agentty-screen').length > 0`)
		ms := eval[float64](b, `performance.getEntriesByName('agentty-screen')[0].startTime`)
		loads = append(loads, time.Duration(ms*float64(time.Millisecond)))
	}
	med, _, worst = sessiontest.Quantiles(loads)
	t.Logf("page load of a 200x60 screen (navigation to screen shown): median %v, max %v over %d", med, worst, len(loads))

	// Idle CPU: 10 sessions, each followed by an event stream.
	b.run("blank", chromedp.Navigate("about:blank"))
	cred := r.loginCred()
	for i := 0; i < 10; i++ {
		var s tools.Screen
		a.screen("open_session", map[string]any{"command": "cat", "cols": 80, "rows": 24}, &s)
		req, _ := http.NewRequest("GET", r.page.URL()+"/api/sessions/"+s.SessionID+"/events", nil)
		req.Header.Set("Authorization", cred)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(resp.Body).ReadString('\n')
		if !strings.HasPrefix(line, "event:") {
			t.Fatalf("stream: %q", line)
		}
		t.Cleanup(func() { resp.Body.Close() })
	}
	time.Sleep(3 * time.Second) // the watchers' look-agains pass
	const window = 20 * time.Second
	before := cpu()
	time.Sleep(window) // the measurement window itself
	used := cpu() - before
	t.Logf("10 idle sessions, each watched: %v CPU in %v, %v per 60 s", used, window, used*60/20)
}

func cpu() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
