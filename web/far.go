package web

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// SocketPrefix is where the session host mounts [Server.Socket] on its
// socket: another machine's page reaches this one's sessions there.
const SocketPrefix = "/v1/page"

// remoteEvery is how often an open list asks the machines for their
// sessions (Options.Remote): only while a page's list is open.
const remoteEvery = 3 * time.Second

// farListWait bounds how long a list waits for a machine's page to say
// which of its sessions need a person; maxFarList bounds the bytes of its
// answer read.
const (
	farListWait = 5 * time.Second
	maxFarList  = 8 << 20
)

// route is a pattern of the page's mux and its handler.
type route struct {
	pattern string
	h       http.HandlerFunc
}

// sessionAPI are the routes of one session's page, served for a browser
// (behind the checks of ServeHTTP) and on the session host's socket.
func (s *Server) sessionAPI() []route {
	return []route{
		{"GET /api/sessions/{id}/events", s.sessionEvents},
		{"GET /api/sessions/{id}/history", s.history},
		{"GET /api/sessions/{id}/screen.png", s.picture},
		{"POST /api/sessions/{id}/takeover", s.takeOver},
		{"POST /api/sessions/{id}/handback", s.handBack},
		{"POST /api/sessions/{id}/input", s.input},
	}
}

// Socket serves a session's page (its events, history, picture, taking
// over and input: the routes under /api/sessions/ID/) without a browser's
// checks, for the session host's socket, whose peers the host checks (the
// user's own processes, none of a session): the page of another machine
// reaches this one's sessions through it (Options.Dial), and this
// emulator's screen is the one shown.
func (s *Server) Socket() http.Handler {
	mux := http.NewServeMux()
	for _, a := range s.sessionAPI() {
		mux.HandleFunc(a.pattern, a.h)
	}
	for _, a := range s.askAPI() {
		mux.HandleFunc(a.pattern, func(w http.ResponseWriter, r *http.Request) {
			// The page of another machine names its sessions MACHINE:ID.
			if m := r.Header.Get(machineHeader); m != "" && len(m) <= 64 && !strings.ContainsFunc(m, func(c rune) bool { return c < ' ' || c == 0x7f || c == ':' }) {
				r = r.WithContext(context.WithValue(r.Context(), asMachine{}, m))
			}
			a.h(w, r)
		})
	}
	// This manager's rows, with what the page highlights (Row.Needs):
	// another machine's list carries it over for this one's sessions.
	mux.HandleFunc("GET /api/sessions", func(w http.ResponseWriter, r *http.Request) {
		rows, _ := s.hub.list()
		writeJSON(w, rows)
	})
	return http.StripPrefix(SocketPrefix, mux)
}

// splitFar splits a session id MACHINE:ID; ok is false for a local id.
func splitFar(id string) (machine, far string, ok bool) {
	machine, far, ok = strings.Cut(id, ":")
	return machine, far, ok && machine != "" && far != ""
}

// toFar serves a request for session MACHINE:ID when Options.Dial is set:
// it goes to the machine's session host over its link, to its page's
// Socket, and the answer comes back as it is (an event stream as it
// flows). It reports false for a local session.
func (s *Server) toFar(w http.ResponseWriter, r *http.Request) bool {
	name, id, ok := splitFar(r.PathValue("id"))
	if !ok || s.far == nil {
		return false
	}
	r2 := r.Clone(context.WithValue(r.Context(), farKey{}, name))
	r2.Header.Del("Authorization") // the page's credential stays here
	s.sendFar(w, r2, "/api/sessions/", id, "/"+path.Base(r.URL.Path))
	return true
}

// askFar serves a request for question MACHINE:ID (a question the agent
// asked in a session on that machine; Router.SetQuestionPage names it so)
// when Options.Dial is set: it goes to the machine's page as toFar's do,
// with the question's claim, which is the machine's to check (ServeHTTP
// judged the browser's connection). It reports false for a question of
// this page.
func (s *Server) askFar(w http.ResponseWriter, r *http.Request) bool {
	name, id, ok := splitFar(r.PathValue("qid"))
	if !ok || s.far == nil {
		return false
	}
	rest := strings.TrimPrefix(r.URL.Path, "/ask/"+r.PathValue("qid")) // "", /claim, /info or /events
	s.sendFar(w, r.Clone(context.WithValue(r.Context(), farKey{}, name)), "/ask/", id, rest)
	return true
}

// sendFar sends r, whose context names the machine, to the machine's page
// at SocketPrefix+dir+id+rest.
func (s *Server) sendFar(w http.ResponseWriter, r *http.Request, dir, id, rest string) {
	r.URL.Path = SocketPrefix + dir + id + rest
	r.URL.RawPath = SocketPrefix + dir + url.PathEscape(id) + rest
	r.Header.Del("Cookie")
	r.Header.Set(machineHeader, r.Context().Value(farKey{}).(string))
	s.far.ServeHTTP(w, r)
}

// FarQuestionURL is where this page shows question id of machine's page
// (a question asked in a session on that machine): "" when the page is
// not served or does not reach the machines.
func (s *Server) FarQuestionURL(machine, id string) string {
	u := s.URL()
	if u == "" || s.far == nil {
		return ""
	}
	return u + "/ask/" + url.PathEscape(machine+":"+id)
}

// machineHeader says, on a request to a machine's page (its Socket), the
// name the asking host gives that machine; asMachine is its context key
// there.
const machineHeader = "Agentty-Machine"

type asMachine struct{}

// farKey is the context key of the machine a proxied request goes to.
type farKey struct{}

// farHost is the host a request to machine name is sent to: the
// transport keeps its connections by host, so each machine's are its own.
func farHost(name string) string { return hex.EncodeToString([]byte(name)) + ".machine" }

// newFarProxy returns the proxy to the machines' hosts, over dial.
func newFarProxy(dial func(ctx context.Context, machine string) (net.Conn, error)) *httputil.ReverseProxy {
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			name, _ := pr.In.Context().Value(farKey{}).(string)
			pr.Out.URL.Scheme, pr.Out.URL.Host, pr.Out.Host = "http", farHost(name), "agentty"
		},
		Transport: &http.Transport{
			DialContext: func(ctx context.Context, _, addr string) (net.Conn, error) {
				host, _, _ := net.SplitHostPort(addr)
				name, err := hex.DecodeString(strings.TrimSuffix(host, ".machine"))
				if err != nil {
					return nil, fmt.Errorf("no machine at %q", addr)
				}
				return dial(ctx, string(name))
			},
			DisableCompression: true,
			IdleConnTimeout:    90 * time.Second,
		},
		FlushInterval: -1,
		ModifyResponse: func(resp *http.Response) error {
			if resp.StatusCode < 400 {
				return nil
			}
			// The far page's error, saying which machine it is from.
			name, _ := resp.Request.Context().Value(farKey{}).(string)
			b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
			resp.Body.Close()
			msg := "agentty: machine " + name + ": " + strings.TrimPrefix(string(b), "agentty: ")
			resp.Body = io.NopCloser(strings.NewReader(msg))
			resp.ContentLength = int64(len(msg))
			resp.Header.Set("Content-Length", strconv.Itoa(len(msg)))
			return nil
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			name, _ := r.Context().Value(farKey{}).(string)
			http.Error(w, "agentty: machine "+name+": "+err.Error()+"; agentty machines says whether it answers", http.StatusBadGateway)
		},
	}
}

// closeFar ends the proxy's idle connections.
func (s *Server) closeFar() {
	if s.far != nil {
		s.far.Transport.(*http.Transport).CloseIdleConnections()
	}
}

// remoteRows asks the machines for their sessions (Options.Remote), as
// the page's rows; with Options.Dial, each machine's page says which of
// them need a person (Row.Needs) and their screens' revisions, as this
// page's rows say of its own.
func (s *Server) remoteRows(ctx context.Context) []Row {
	if s.opts.Remote == nil {
		return nil
	}
	got, _ := s.opts.Remote(ctx)
	rows := make([]Row, 0, len(got))
	machines := map[string]bool{}
	for _, r := range got {
		rows = append(rows, Row{SessionRow: r})
		if name, _, ok := splitFar(r.SessionID); ok && s.far != nil {
			machines[name] = true
		}
	}
	var mu sync.Mutex                   // guards fars while the machines are asked
	fars := map[string]map[string]Row{} // each machine's page's rows, by their ids there
	var wg sync.WaitGroup
	for name := range machines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			far, err := s.farRows(ctx, name)
			if err != nil {
				slog.Debug("a machine's page did not list its sessions", "machine", name, "err", err)
				return
			}
			mu.Lock()
			fars[name] = far
			mu.Unlock()
		}()
	}
	wg.Wait()
	for i, r := range rows {
		name, id, _ := splitFar(r.SessionID)
		if far, ok := fars[name][id]; ok {
			rows[i].Needs, rows[i].Revision = far.Needs, far.Revision
		}
	}
	return rows
}

// farRows asks machine name's page (its Socket, over the link) for its
// rows, by their ids there, within farListWait.
func (s *Server) farRows(ctx context.Context, name string) (map[string]Row, error) {
	ctx, cancel := context.WithTimeout(ctx, farListWait)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+farHost(name)+SocketPrefix+"/api/sessions", nil)
	if err != nil {
		return nil, err
	}
	req.Host = "agentty"
	resp, err := s.far.Transport.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		// A host of an agentty before its page listed them over the link.
		return nil, fmt.Errorf("its page answered %s", resp.Status)
	}
	var list []Row
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxFarList)).Decode(&list); err != nil {
		return nil, fmt.Errorf("its page's list: %w", err)
	}
	out := make(map[string]Row, len(list))
	for _, r := range list {
		out[r.SessionID] = r
	}
	return out, nil
}

// followRemote sends the machines' rows on out at once and each
// remoteEvery, when they changed, until ctx ends.
func (s *Server) followRemote(ctx context.Context, out chan<- []Row) {
	var last []byte
	for {
		rows := s.remoteRows(ctx)
		b, _ := json.Marshal(rows)
		if !bytes.Equal(b, last) {
			last = b
			select {
			case out <- rows:
			case <-ctx.Done():
				return
			}
		}
		select {
		case <-time.After(remoteEvery):
		case <-ctx.Done():
			return
		}
	}
}
