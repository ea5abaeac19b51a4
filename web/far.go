package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/spell"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/transport/sse"
)

// SocketPrefix is where the session host mounts [Server.Socket] on its
// socket: another machine's page reaches this one's sessions there.
const SocketPrefix = "/v1/page"

// remoteEvery is how often an open list asks the machines for their
// sessions (Options.Remote): only while a page's list is open.
const remoteEvery = 3 * time.Second

// farListWait bounds how long a list waits for a machine's page to say
// which of its sessions need a person.
const farListWait = 5 * time.Second

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
// reaches this one's sessions through it (Options.Machines), and this
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

// Machines are the session hosts of other machines, reached over their
// links.
type Machines interface {
	// Do sends req to machine's session host (its path there; the host is
	// replaced) and returns the answer, whose reading is the caller's to
	// bound.
	Do(ctx context.Context, machine string, req *http.Request) (*http.Response, error)
	// Drop drops machine's link, for why: what came over it broke a
	// bound. The next use makes it again.
	Drop(machine string, why error)
}

// What a machine's page answers with, as this page relays it: data only,
// each read within its bound, never a page of the machine's choosing.
type farKind int

const (
	farJSON   farKind = iota // a JSON value (history, takeover, a question's info)
	farEvents                // an event stream whose events are JSON values
	farPNG                   // a PNG picture
	farNone                  // no content (input)
)

// Bounds of what a machine's page sends: one JSON answer or event (a
// screen update is at most tools.MaxResultBytes, and a history page too),
// a picture, an error's text.
const (
	maxFarData  = 2 * tools.MaxResultBytes
	maxFarPNG   = 16 << 20
	maxFarError = 4 << 10
)

// toFar serves a request for session MACHINE:ID when Options.Machines is
// set (the request is authorised by then: nothing reaches a machine
// before): it goes to the machine's session host over its link, to its
// page's Socket, and its answer comes back as data. It reports false for a
// local session.
func (s *Server) toFar(w http.ResponseWriter, r *http.Request) bool {
	name, id, ok := tools.SplitID(r.PathValue("id"))
	if !ok || s.opts.Machines == nil {
		return false
	}
	kind := farJSON
	switch path.Base(r.URL.Path) {
	case "events":
		kind = farEvents
	case "screen.png":
		kind = farPNG
	case "input":
		kind = farNone
	}
	s.relayFar(w, r, name, "/api/sessions/"+url.PathEscape(id)+"/"+path.Base(r.URL.Path), kind, false)
	return true
}

// askFar serves a request for question MACHINE:ID (a question the agent
// asked in a session on that machine, which this page was told of:
// FarQuestionURL) when Options.Machines is set. A question this page was
// not told of is gone, before anything reaches a machine; the question's
// page is this page's own; what it asks goes to the machine's page, with
// the question's claim, which is the machine's to check (ServeHTTP judged
// the browser's connection, as for a question of this page). It reports
// false for a question of this page.
func (s *Server) askFar(w http.ResponseWriter, r *http.Request) bool {
	name, id, ok := tools.SplitID(r.PathValue("qid"))
	if !ok || s.opts.Machines == nil {
		return false
	}
	if !s.asked.has(name, id) {
		gone(w, "this question has expired or does not exist; ask the agent to ask again")
		return true
	}
	rest := strings.TrimPrefix(r.URL.Path, "/ask/"+r.PathValue("qid")) // "", /claim, /info or /events
	switch {
	case rest == "" && r.Method == http.MethodGet:
		serveAsset(w, "ask.html")
	case rest == "/events":
		s.relayFar(w, r, name, "/ask/"+url.PathEscape(id)+rest, farEvents, true)
	default:
		s.relayFar(w, r, name, "/ask/"+url.PathEscape(id)+rest, farJSON, true)
	}
	return true
}

// relayFar sends r to machine's page at SocketPrefix+where and answers
// with what it answers, as data of kind: a JSON value checked, an event
// stream whose events are JSON values checked one by one, a PNG; an error
// as this page's text, the machine's spelled out. The page's credential
// and cookies stay here; claim passes a question's claim on. What breaks
// a bound drops the machine's link.
func (s *Server) relayFar(w http.ResponseWriter, r *http.Request, machine, where string, kind farKind, claim bool) {
	var body io.Reader
	if r.Method == http.MethodPost {
		b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxInput))
		if err != nil {
			http.Error(w, "agentty: the request is too large or unreadable", http.StatusRequestEntityTooLarge)
			return
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequest(r.Method, "http://agentty"+SocketPrefix+where, body)
	if err != nil {
		http.Error(w, "agentty: "+err.Error(), http.StatusBadRequest)
		return
	}
	req.URL.RawQuery = r.URL.RawQuery
	req.Header.Set(machineHeader, machine)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if a := r.Header.Get("Authorization"); claim && a != "" {
		req.Header.Set("Authorization", a)
	}
	// The answer, or a stream's start, within FarWait: a machine's page
	// that does not answer, or answers without end, is an error here.
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	var late atomic.Bool
	timer := time.AfterFunc(s.opts.FarWait, func() {
		late.Store(true)
		cancel()
	})
	defer timer.Stop()
	broke := func(why error) {
		s.opts.Machines.Drop(machine, fmt.Errorf("its page's answer to %s: %w", where, why))
	}
	tooLate := func() bool {
		if !late.Load() || r.Context().Err() != nil {
			return false
		}
		broke(fmt.Errorf("no answer within %s", s.opts.FarWait))
		farError(w, http.StatusBadGateway, machine, fmt.Sprintf("its page did not answer within %s; the link was dropped", s.opts.FarWait))
		return true
	}
	resp, err := s.opts.Machines.Do(ctx, machine, req)
	if err != nil {
		if !tooLate() && r.Context().Err() == nil {
			farError(w, http.StatusBadGateway, machine, err.Error()+"; agentty machines says whether it answers")
		}
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, maxFarError))
		if tooLate() {
			return
		}
		code := resp.StatusCode
		if code > 599 {
			code = http.StatusBadGateway
		}
		farError(w, code, machine, strings.TrimPrefix(strings.TrimSpace(string(b)), "agentty: "))
		return
	}
	mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	switch {
	case kind == farNone:
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxFarError))
		w.WriteHeader(http.StatusNoContent)
	case kind == farEvents && mt == "text/event-stream":
		if !timer.Stop() { // a stream lasts as long as the browser's request
			tooLate()
			return
		}
		s.relayEvents(w, r, resp.Body, broke)
	case kind == farPNG && mt == "image/png":
		b, err := readAtMost(resp.Body, maxFarPNG)
		if tooLate() {
			return
		}
		if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")) {
			broke(fmt.Errorf("not a PNG picture within %d bytes (%v)", maxFarPNG, err))
			farError(w, http.StatusBadGateway, machine, "its picture is not a PNG within the bound; the link was dropped")
			return
		}
		w.Header().Set("Content-Type", "image/png")
		_, _ = w.Write(b)
	case mt == "application/json":
		b, err := readAtMost(resp.Body, maxFarData)
		if tooLate() {
			return
		}
		if err == nil {
			b, err = spelledOut(b)
		}
		if err != nil {
			broke(err)
			farError(w, http.StatusBadGateway, machine, "its answer is not JSON within the bound; the link was dropped")
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(resp.StatusCode)
		_, _ = w.Write(b)
	default:
		broke(fmt.Errorf("it answered %q", mt))
		farError(w, http.StatusBadGateway, machine, "its page answered with "+strconv.Quote(mt)+", not data; the link was dropped")
	}
}

// relayEvents relays a machine's event stream, an event at a time, each
// a JSON value within maxFarData, under a name of letters; the first that
// is not ends the stream and drops the link (broke).
func (s *Server) relayEvents(w http.ResponseWriter, r *http.Request, far io.Reader, broke func(error)) {
	e, err := newEvents(w)
	if err != nil {
		return
	}
	ctx, cancel := s.requestContext(r)
	defer cancel()
	if rc, ok := far.(io.Closer); ok {
		stop := context.AfterFunc(ctx, func() { rc.Close() })
		defer stop()
	}
	sent := true // false once the browser's end failed
	err = sse.Read(far, maxFarData, func(event string, data []byte) error {
		if !plainName(event) {
			return fmt.Errorf("an event that is not a named JSON value (%.60q)", event)
		}
		b, err := spelledOut(data)
		if err != nil {
			return fmt.Errorf("an event %s that is not a JSON value (%v)", event, err)
		}
		if event == "screen" {
			if err := checkScreen(b); err != nil {
				return err
			}
		}
		if err := e.sendRaw(event, b); err != nil {
			sent = false
			return err
		}
		return nil
	})
	if err != nil && sent && ctx.Err() == nil {
		broke(err)
	}
}

// spelledOut is the JSON value b, compact, with every string in it (keys
// too) spelled out as this page's own are (spell.Out): a
// machine's names, programs, lines and cells.
func spelledOut(b []byte) ([]byte, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, errors.New("more than one JSON value")
	}
	return json.Marshal(visibleJSON(v))
}

// visibleJSON is v, a decoded JSON value, with its strings spelled out.
func visibleJSON(v any) any {
	switch v := v.(type) {
	case string:
		return spell.Out(v)
	case []any:
		for i, x := range v {
			v[i] = visibleJSON(x)
		}
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			out[spell.Out(k)] = visibleJSON(x)
		}
		return out
	}
	return v
}

// checkScreen checks a screen event of a machine's page: a size a
// terminal may have, and rows of it (the page lays out as many rows as
// it says).
func checkScreen(b []byte) error {
	var u tools.ScreenUpdate
	if err := json.Unmarshal(b, &u); err != nil {
		return fmt.Errorf("a screen event this page does not read (%v)", err)
	}
	if err := emulator.CheckSize(u.Cols, u.Rows); err != nil {
		return fmt.Errorf("a screen event of %dx%d cells, beyond what a terminal may have", u.Cols, u.Rows)
	}
	if len(u.Lines) > u.Rows {
		return fmt.Errorf("a screen event of %d rows for a screen of %d", len(u.Lines), u.Rows)
	}
	for _, l := range u.Lines {
		if l.Y < 0 || l.Y >= u.Rows {
			return fmt.Errorf("a screen event with row %d of a screen of %d rows", l.Y, u.Rows)
		}
	}
	return nil
}

// plainName reports whether an event's name is 1 to 32 letters.
func plainName(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// readAtMost reads r whole when it holds at most n bytes.
func readAtMost(r io.Reader, n int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, n+1))
	if err == nil && int64(len(b)) > n {
		err = fmt.Errorf("more than %d bytes", n)
	}
	return b, err
}

// farError answers with an error of machine's: this page's text, the
// machine's words spelled out.
func farError(w http.ResponseWriter, code int, machine, msg string) {
	http.Error(w, "agentty: machine "+machine+": "+spell.Out(msg), code)
}

// FarQuestionURL is where this page shows question id of machine's page
// (a question asked in a session on that machine), until until: "" when
// the page is not served or does not reach the machines. Only such a
// question's page is served, and asks the machine.
func (s *Server) FarQuestionURL(machine, id string, until time.Time) string {
	u := s.URL()
	if u == "" || s.opts.Machines == nil {
		return ""
	}
	s.asked.add(machine, id, until)
	return u + "/ask/" + url.PathEscape(tools.JoinID(machine, id))
}

// farQuestions are the questions of machines this page was told of, until
// they expire.
type farQuestions struct {
	mu    sync.Mutex           // guards until
	until map[string]time.Time // by MACHINE:ID
}

// maxFarQuestions bounds the questions remembered; the oldest go first.
const maxFarQuestions = 1024

func (q *farQuestions) add(machine, id string, until time.Time) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.until == nil {
		q.until = map[string]time.Time{}
	}
	now := time.Now()
	var oldest string
	for k, t := range q.until {
		if now.After(t) {
			delete(q.until, k)
		} else if oldest == "" || t.Before(q.until[oldest]) {
			oldest = k
		}
	}
	if len(q.until) >= maxFarQuestions {
		delete(q.until, oldest)
	}
	q.until[tools.JoinID(machine, id)] = until.Add(time.Minute)
}

func (q *farQuestions) has(machine, id string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	t, ok := q.until[tools.JoinID(machine, id)]
	return ok && time.Now().Before(t)
}

// machineHeader says, on a request to a machine's page (its Socket), the
// name the asking host gives that machine; asMachine is its context key
// there.
const machineHeader = "Agentty-Machine"

type asMachine struct{}

// remoteRows asks the machines for their sessions (Options.Remote), as
// the page's rows; with Options.Machines, each machine's page says which of
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
		if name, _, ok := tools.SplitID(r.SessionID); ok && s.opts.Machines != nil {
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
		name, id, _ := tools.SplitID(r.SessionID)
		if far, ok := fars[name][id]; ok {
			rows[i].Needs, rows[i].Revision = spell.Out(far.Needs), far.Revision
			if len(rows[i].Needs) > 64 {
				rows[i].Needs = tools.CutText(rows[i].Needs, 64)
			}
		}
	}
	return rows
}

// farRows asks machine name's page (its Socket, over the link) for its
// rows, by their ids there, within farListWait.
func (s *Server) farRows(ctx context.Context, name string) (map[string]Row, error) {
	ctx, cancel := context.WithTimeout(ctx, farListWait)
	defer cancel()
	req, err := http.NewRequest(http.MethodGet, "http://agentty"+SocketPrefix+"/api/sessions", nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.opts.Machines.Do(ctx, name, req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		// A host of an agentty before its page listed them over the link.
		return nil, fmt.Errorf("its page answered %s", resp.Status)
	}
	b, err := readAtMost(resp.Body, maxFarData)
	var list []Row
	if err == nil {
		err = json.Unmarshal(b, &list)
	}
	if err != nil {
		err = fmt.Errorf("its page's list: %w", err)
		s.opts.Machines.Drop(name, err)
		return nil, err
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
