package web_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/web"
)

// hostilePage is a machine's session host whose page answers as a hostile
// one would (its handler), reached as the Fleet reaches one; it records
// the links dropped.
type hostilePage struct {
	srv *httptest.Server

	mu    sync.Mutex
	drops []string
}

func newHostilePage(t *testing.T, h http.Handler) *hostilePage {
	p := &hostilePage{srv: httptest.NewServer(h)}
	t.Cleanup(func() {
		p.srv.CloseClientConnections()
		p.srv.Close()
	})
	return p
}

func (p *hostilePage) Do(ctx context.Context, machine string, req *http.Request) (*http.Response, error) {
	u, _ := url.Parse(p.srv.URL)
	req = req.WithContext(ctx)
	req.URL.Scheme, req.URL.Host = u.Scheme, u.Host
	return http.DefaultTransport.RoundTrip(req)
}

func (p *hostilePage) Drop(machine string, why error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.drops = append(p.drops, machine+": "+why.Error())
}

func (p *hostilePage) dropped() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.drops...)
}

// TestFarPageRelayed: what a machine's page answers reaches the browser
// as data this page checked: an answer that never ends (a byte now and
// then) is an error naming the machine within the page's FarWait, and
// drops the link; a screen of a size no terminal has, or rows beyond it,
// ends the stream and drops the link; the strings of its JSON (a
// session's name, its program, a history's lines) are spelled out, as
// this page's own are.
func TestFarPageRelayed(t *testing.T) {
	const evil = "\x1b]52;c;cm0gLXJmIH4=\x07\u202eevil\u200b"
	q, _ := json.Marshal(evil)
	quoted := string(q)
	far := newHostilePage(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f := w.(http.Flusher)
		switch r.URL.Path {
		case "/v1/page/api/sessions/slow/history":
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusOK)
			for {
				if _, err := w.Write([]byte(" ")); err != nil {
					return
				}
				f.Flush()
				select {
				case <-time.After(100 * time.Millisecond):
				case <-r.Context().Done():
					return
				}
			}
		case "/v1/page/api/sessions/huge/events":
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprint(w, "event: screen\ndata: {\"full\":true,\"cols\":80,\"rows\":1000000000,\"lines\":[],\"cursor\":{\"row\":0,\"col\":0,\"visible\":true},\"rev\":1,\"history\":0}\n\n")
			f.Flush()
			<-r.Context().Done()
		case "/v1/page/api/sessions/rows/events":
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprint(w, "event: screen\ndata: {\"full\":true,\"cols\":80,\"rows\":2,\"lines\":[{\"y\":7,\"runs\":[]}],\"cursor\":{\"row\":0,\"col\":0,\"visible\":true},\"rev\":1,\"history\":0}\n\n")
			f.Flush()
			<-r.Context().Done()
		case "/v1/page/api/sessions/evil/events":
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprintf(w, "event: info\ndata: {\"view\":\"v1\",\"row\":{\"session_id\":\"evil\",\"name\":%s,\"program\":%[1]s}}\n\n", quoted)
			f.Flush()
			<-r.Context().Done()
		case "/v1/page/api/sessions/evil/history":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, "{\"lines\":[%s]}", quoted)
		default:
			http.NotFound(w, r)
		}
	}))
	r := pageWith(t, web.Options{Machines: far, FarWait: 2 * time.Second})
	auth := r.loginCred()
	get := func(path string) (int, string, time.Duration) {
		t.Helper()
		req, _ := http.NewRequest("GET", r.page.URL()+path, nil)
		req.Header.Set("Authorization", auth)
		c := &http.Client{Timeout: 30 * time.Second}
		began := time.Now()
		resp, err := c.Do(req)
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		defer resp.Body.Close()
		var b strings.Builder
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			b.WriteString(sc.Text() + "\n")
			if strings.HasPrefix(sc.Text(), "data: ") && strings.HasSuffix(path, "/events") && strings.Contains(path, "evil") {
				break // one event is all it sends
			}
		}
		return resp.StatusCode, b.String(), time.Since(began)
	}

	code, body, took := get("/api/sessions/box:slow/history")
	if code != http.StatusBadGateway || !strings.Contains(body, "machine box") || took > 10*time.Second {
		t.Errorf("an answer that never ends: %d %q after %v; want 502 naming machine box within the page's FarWait", code, body, took)
	}
	for _, id := range []string{"huge", "rows"} {
		before := len(far.dropped())
		code, body, _ = get("/api/sessions/box:" + id + "/events")
		if strings.Contains(body, "event: screen") || len(far.dropped()) != before+1 {
			t.Errorf("a screen event beyond its size (%s): %d %q, links dropped %q; want it not relayed and the link dropped", id, code, body, far.dropped())
		}
	}
	_, body, _ = get("/api/sessions/box:evil/events")
	_, hist, _ := get("/api/sessions/box:evil/history")
	for what, s := range map[string]string{"the info event": body, "the history": hist} {
		if strings.ContainsAny(s, "\x1b\x07\u202e\u200b") || !strings.Contains(s, `\\x1b]52;c;`) {
			t.Errorf("%s of a far session reached the browser with its escapes: %q", what, s)
		}
	}
}
