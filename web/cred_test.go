package web_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// recorder is a second loopback web server, on another port of 127.0.0.1,
// that keeps every request a browser sends it: a dev server an agent
// started, or another user's.
type recorder struct {
	url  string
	mu   sync.Mutex // guards reqs
	reqs []string   // each request: its line and headers
}

func newRecorder(t *testing.T) *recorder {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{url: "http://" + ln.Addr().String()}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var b strings.Builder
		fmt.Fprintf(&b, "%s %s\n", r.Method, r.URL.RequestURI())
		_ = r.Header.Write(&b)
		rec.mu.Lock()
		rec.reqs = append(rec.reqs, b.String())
		rec.mu.Unlock()
		if r.URL.Path == "/" {
			// Its page asks its own server for more, as a page does.
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, `<!doctype html><img src="/img.png"><script>fetch('/api', {credentials: 'include'}).then(() => { document.title = 'fetched' })</script>`)
		}
	})}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return rec
}

func (rec *recorder) requests() []string {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return append([]string(nil), rec.reqs...)
}

// A person logs in with agentty web's link and uses the page (takes a
// session over and types into it); then the page's tab goes to another
// server on another port of 127.0.0.1, whose page fetches from it. No
// request that server gets carries a cookie, an Authorization, the
// page's credential or the link's token; and the credential still works
// on the page, from the page's tab only.
func TestCredentialStaysWithPage(t *testing.T) {
	sessiontest.Need(t, "cat")
	r := newRig(t, session.Config{})
	s, err := r.m.Open(session.Options{Command: "cat", Cols: 60, Rows: 8})
	if err != nil {
		t.Fatal(err)
	}
	rec := newRecorder(t)
	b := newBrowser(t)
	link, err := r.page.LoginURL()
	if err != nil {
		t.Fatal(err)
	}
	_, token, _ := strings.Cut(link, "#token=")
	b.run("log in", chromedp.Navigate(link))
	b.until(pageWait, "the login to land on the page", `location.pathname === '/' && !!sessionStorage.getItem('agentty-credential')`)
	cred := eval[string](b, `sessionStorage.getItem('agentty-credential')`)
	b.run("open the session", chromedp.Navigate(r.page.URL()+"/#"+s.ID()))
	b.until(pageWait, "the screen", `document.querySelector('#screen .row') !== null`)
	b.run("take over", chromedp.Click(chromedp.CSS("#take")))
	b.until(pageWait, "the page to hold the session", `!document.querySelector('#give').hidden`)
	b.run("type", chromedp.Focus(chromedp.CSS("#term")), chromedp.KeyEvent("typed here\r"))
	b.until(pageWait, "what was typed, echoed by cat", `document.querySelector('#screen').textContent.includes('typed heretyped here') || document.querySelectorAll('#screen .row')[1].textContent.startsWith('typed here')`)

	// The tab goes to the other server, by name and by address.
	for _, u := range []string{rec.url + "/", strings.Replace(rec.url, "127.0.0.1", "localhost", 1) + "/"} {
		b.run("go to "+u, chromedp.Navigate(u))
		b.until(pageWait, "its page's fetch", `document.title === 'fetched'`)
	}
	reqs := rec.requests()
	if len(reqs) < 6 {
		t.Fatalf("the other server got %d requests, want its page, picture and fetch twice:\n%s", len(reqs), strings.Join(reqs, "\n"))
	}
	for _, req := range reqs {
		low := strings.ToLower(req)
		if strings.Contains(low, "\ncookie:") || strings.Contains(low, "\nauthorization:") || strings.Contains(req, cred) || strings.Contains(req, token) {
			t.Errorf("the other server got a credential:\n%s", req)
		}
	}
	// The credential is the page's: it still works there, in a header.
	if code, _, _ := r.request("GET", "/api/sessions", "", map[string]string{"Authorization": "Bearer " + cred}); code != 200 {
		t.Errorf("the page's credential on the page: %d", code)
	}
}

// fillProgram fills a COLSxROWS screen with clusters of a letter and eight
// combining marks, then waits.
const fillProgram = `import sys, time
cols, rows = int(sys.argv[1]), int(sys.argv[2])
cell = "e" + "".join(chr(0x301 + i) for i in range(8))
sys.stdout.write("\r\n".join([cell * cols] * rows))
sys.stdout.flush()
time.sleep(600)`

// A screen whose cells take more than an MCP result may (1000 columns of
// long clusters) comes to the page in messages of at most
// tools.MaxResultBytes, every row still as wide as the screen, with a
// note that the page shows.
func TestScreenMessageCapped(t *testing.T) {
	sessiontest.Need(t, "python3")
	const cols, rows = 1000, 80
	r := newRig(t, session.Config{})
	s, err := r.m.Open(session.Options{Argv: []string{"python3", "-c", fillProgram, fmt.Sprint(cols), fmt.Sprint(rows)}, Cols: cols, Rows: rows})
	if err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 90*time.Second, "the screen to fill", func() bool {
		lines := s.Look().Lines
		return len(lines) == rows && strings.HasPrefix(lines[rows-1], "e\u0301")
	})
	cred := r.loginCred()
	req, _ := http.NewRequest("GET", r.page.URL()+"/api/sessions/"+s.ID()+"/events", nil)
	req.Header.Set("Authorization", cred)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	br := bufio.NewReader(resp.Body)
	var data string
	for event := ""; data == ""; {
		line, err := br.ReadString('\n')
		if err != nil {
			t.Fatalf("the stream ended before a screen: %v", err)
		}
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimSpace(line[len("event: "):])
		case strings.HasPrefix(line, "data: ") && event == "screen":
			data = strings.TrimSuffix(line[len("data: "):], "\n")
		}
	}
	fr, whole := s.Frame(), 0
	for y := 0; y < fr.Rows; y++ {
		b, _ := json.Marshal(fr.Stretches(y))
		whole += len(b)
	}
	t.Logf("the first screen message: %d bytes; the screen's rows uncut: %d bytes", len(data), whole)
	if len(data) > tools.MaxResultBytes {
		t.Errorf("the screen message is %d bytes, over %d", len(data), tools.MaxResultBytes)
	}
	var msg struct {
		Lines []struct {
			Y    int `json:"y"`
			Runs []struct {
				Text  string `json:"t"`
				Cells int    `json:"n"`
			} `json:"runs"`
		} `json:"lines"`
		Cut string `json:"cut"`
	}
	if err := json.Unmarshal([]byte(data), &msg); err != nil {
		t.Fatal(err)
	}
	if len(msg.Lines) != rows || !strings.Contains(msg.Cut, "rows are cut") {
		t.Fatalf("%d rows, note %q", len(msg.Lines), msg.Cut)
	}
	for _, l := range msg.Lines {
		n := 0
		for _, run := range l.Runs {
			n += run.Cells
		}
		if n != cols || !strings.HasPrefix(l.Runs[0].Text, "e\u0301") {
			t.Fatalf("row %d covers %d cells, want %d; starts %q", l.Y, n, cols, l.Runs[0].Text[:min(20, len(l.Runs[0].Text))])
		}
	}
	b := newBrowser(t)
	r.login(b)
	b.run("open the session", chromedp.Navigate(r.page.URL()+"/#"+s.ID()))
	b.until(pageWait, "the page's note of the cut", `!document.querySelector('#cut').hidden && document.querySelector('#cut').textContent.includes('rows are cut')`)
}

// An answer with a line break, sent to a question's page, is refused with
// a message, and nothing is typed: typed as is, it would be two lines of
// input (a password, then a command). An answer without one is typed as
// one line.
func TestAnswerWithLineBreak(t *testing.T) {
	sessiontest.Need(t, "cat")
	r := newRig(t, session.Config{})
	s, err := r.m.Open(session.Options{Command: "cat"})
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []bool{true, false} {
		q, err := r.m.Ask(s, "a word", secret, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		path := strings.TrimPrefix(q.URL, r.page.URL())
		origin := map[string]string{"Origin": r.page.URL()}
		_, body, _ := r.request("POST", path+"/claim", "{}", origin)
		var c struct {
			Claim string `json:"claim"`
		}
		_ = json.Unmarshal([]byte(body), &c)
		h := map[string]string{"Origin": r.page.URL(), "Authorization": "Bearer " + c.Claim}
		for _, bad := range []string{"pass\nword", "pass\rword", "pass\r\nword", "pass\x15word"} {
			b, _ := json.Marshal(map[string]string{"answer": bad})
			code, body, _ := r.request("POST", path, string(b), h)
			if code != http.StatusBadRequest || !strings.Contains(body, "line break") {
				t.Errorf("secret %v: the answer %q: %d %s", secret, bad, code, body)
			}
		}
		if outcome, _ := q.Outcome(); outcome != "" {
			t.Fatalf("a refused answer ended the question: %q", outcome)
		}
		good, _ := json.Marshal(map[string]string{"answer": map[bool]string{true: "hunter2", false: "plain answer"}[secret]})
		if code, body, _ := r.request("POST", path, string(good), h); code != 200 {
			t.Fatalf("the answer: %d %s", code, body)
		}
	}
	// The secret is masked on the screen; the other answer shows, typed
	// and echoed by cat, after it.
	sessiontest.Eventually(t, time.Minute, "cat to echo the answers", func() bool {
		return strings.Count(strings.Join(s.Look().Lines, "\n"), "plain answer") == 2
	})
	if text := strings.Join(s.Look().Lines, "\n"); strings.Contains(text, "word") {
		t.Errorf("a refused answer was typed:\n%s", text)
	}
}

// loginProgram posts a login token to the page (argv: the page's address,
// the token), as a program in a session that read the link's file could,
// and prints the answer's status.
const loginProgram = `import sys, urllib.request, urllib.error
req = urllib.request.Request(sys.argv[1] + "/login", data=('{"token":"%s"}' % sys.argv[2]).encode(),
                             headers={"Origin": sys.argv[1], "Content-Type": "application/json"})
try:
    code = urllib.request.urlopen(req).status
except urllib.error.HTTPError as e:
    code = e.code
print("status", code, flush=True)
input()
`

// A program in a session that has a login link's token (the file agentty
// web writes is its user's, so it can read it) is refused at the login,
// and the token is not spent: the person's browser then logs in with it.
func TestSessionProgramCannotLogIn(t *testing.T) {
	sessiontest.Need(t, "python3")
	r := newRig(t, session.Config{})
	u, _ := r.page.LoginURL()
	base, token, ok := strings.Cut(u, "/login#token=")
	if !ok {
		t.Fatalf("login link %q", u)
	}
	s, err := r.m.Open(session.Options{Argv: []string{"python3", "-c", loginProgram, base, token}, Cols: 60, Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	var said string
	sessiontest.Eventually(t, 30*time.Second, "the program's login to be answered", func() bool {
		for _, l := range s.Look().Lines {
			if strings.HasPrefix(l, "status ") {
				said = l
				return true
			}
		}
		return false
	})
	if said != "status 403" {
		t.Errorf("the session's program logged in: %q", said)
	}
	if code, body, _ := r.request("POST", "/login", `{"token":"`+token+`"}`, map[string]string{"Origin": r.page.URL()}); code != http.StatusOK {
		t.Errorf("the person's login with the same token: %d %s", code, body)
	}
}
