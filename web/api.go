package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"sync"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

// Limits of what a page may send or ask for.
const (
	maxInput       = 64 << 10  // bytes of keys or paste one request sends
	maxHistory     = 10000     // lines of history one request returns
	maxPictureCell = 320 * 160 // cells of the largest screen drawn as a PNG
)

// view is one browser's page of a session, alive while its event stream
// is: the person watches (a read-only attachment) and may take the session
// over (an exclusive one). The stream's end hands the session back.
type view struct {
	id   string
	sess *session.Session

	mu    sync.Mutex      // guards watch and owner
	watch *session.Person // while the person only watches
	owner *session.Person // while the person holds the session
}

// takeOver swaps the view's watching for holding the session.
func (v *view) takeOver() error {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.owner != nil {
		return nil
	}
	p, err := v.sess.Attach("browser", true, false)
	if err != nil {
		return err
	}
	if v.watch != nil {
		v.watch.Detach()
		v.watch = nil
	}
	v.owner = p
	return nil
}

// handBack gives the session back and watches on.
func (v *view) handBack() {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.owner == nil {
		return
	}
	v.owner.Detach()
	v.owner = nil
	if p, err := v.sess.Attach("browser", false, true); err == nil {
		v.watch = p
	}
}

// holder returns the person holding the session through this view, or nil.
func (v *view) holder() *session.Person {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.owner
}

func (v *view) held() bool { return v.holder() != nil }

// end detaches the view's person, whatever they were doing.
func (v *view) end() {
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, p := range []*session.Person{v.watch, v.owner} {
		if p != nil {
			p.Detach()
		}
	}
	v.watch, v.owner = nil, nil
}

// sessionOf finds the session a request names, or answers 404.
func (s *Server) sessionOf(w http.ResponseWriter, r *http.Request) *session.Session {
	sess, err := s.m.Get(r.PathValue("id"))
	if err != nil {
		http.Error(w, "agentty: "+err.Error(), http.StatusNotFound)
		return nil
	}
	return sess
}

func (s *Server) listSessions(w http.ResponseWriter, r *http.Request) {
	rows, _ := s.hub.list()
	writeJSON(w, append(rows, s.remoteRows(r.Context())...))
}

// viewInfo is what the page shows about its session beside the screen.
type viewInfo struct {
	View string `json:"view"`
	Row  Row    `json:"row"`
	Gone bool   `json:"gone,omitempty"` // the session was closed
	Held bool   `json:"held"`           // this page holds the session
}

// sessionEvents streams a session's page: "info" (the view's id, the
// session's row, whether this page holds it) and "screen" updates. The
// person watches while it lasts; its end hands the session back.
func (s *Server) sessionEvents(w http.ResponseWriter, r *http.Request) {
	sess := s.sessionOf(w, r)
	if sess == nil {
		return
	}
	v := &view{id: randomToken(), sess: sess}
	if p, err := sess.Attach("browser", false, true); err == nil {
		v.watch = p
	}
	s.mu.Lock()
	s.views[v.id] = v
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.views, v.id)
		s.mu.Unlock()
		v.end()
	}()
	e, err := newEvents(w)
	if err != nil {
		return
	}
	ctx, cancel := s.requestContext(r)
	defer cancel()
	var lastInfo []byte
	err = follow(ctx, e, sess, func() (<-chan struct{}, error) {
		row, ok, changed := s.hub.row(sess.ID())
		_, err := s.m.Get(sess.ID())
		info := viewInfo{View: v.id, Row: row, Gone: err != nil, Held: v.held()}
		if !ok {
			info.Row.SessionID = sess.ID()
		}
		b, _ := json.Marshal(info)
		if bytes.Equal(b, lastInfo) {
			return changed, nil
		}
		lastInfo = b
		return changed, e.send("info", info)
	})
	if err != nil && ctx.Err() == nil {
		slog.Debug("web stream ended", "session", sess.ID(), "err", err)
	}
}

// viewOf finds the view a request names (its stream must be open, and for
// the session in the path), or answers an error.
func (s *Server) viewOf(w http.ResponseWriter, r *http.Request, body any) *view {
	r.Body = http.MaxBytesReader(w, r.Body, maxInput+4096)
	if err := json.NewDecoder(r.Body).Decode(body); err != nil {
		http.Error(w, "agentty: the request is not the JSON expected: "+err.Error(), http.StatusBadRequest)
		return nil
	}
	id := viewID(body)
	s.mu.Lock()
	v := s.views[id]
	s.mu.Unlock()
	if v == nil || v.sess.ID() != r.PathValue("id") {
		http.Error(w, "agentty: this page's stream is not open; reload the page", http.StatusConflict)
		return nil
	}
	return v
}

type viewReq struct {
	View string `json:"view"`
}

type inputReq struct {
	View  string  `json:"view"`
	Keys  string  `json:"keys,omitempty"`
	Paste *string `json:"paste,omitempty"`
}

func viewID(body any) string {
	switch b := body.(type) {
	case *viewReq:
		return b.View
	case *inputReq:
		return b.View
	}
	return ""
}

// takeOver locks the agent's input tools out and lets this page type.
func (s *Server) takeOver(w http.ResponseWriter, r *http.Request) {
	var req viewReq
	v := s.viewOf(w, r, &req)
	if v == nil {
		return
	}
	if err := v.takeOver(); err != nil {
		status := http.StatusConflict
		if errors.Is(err, session.ErrExited) {
			status = http.StatusGone
		}
		http.Error(w, "agentty: "+err.Error(), status)
		return
	}
	slog.Info("person took a session over in a browser", "session", v.sess.ID())
	writeJSON(w, map[string]bool{"held": true})
}

// handBack gives the session back to the agent.
func (s *Server) handBack(w http.ResponseWriter, r *http.Request) {
	var req viewReq
	v := s.viewOf(w, r, &req)
	if v == nil {
		return
	}
	v.handBack()
	slog.Info("person handed a session back in a browser", "session", v.sess.ID())
	writeJSON(w, map[string]bool{"held": false})
}

// input types keys (key notation, encoded for the terminal's modes as
// send_keys encodes them) or a paste into the session this page holds.
func (s *Server) input(w http.ResponseWriter, r *http.Request) {
	var req inputReq
	v := s.viewOf(w, r, &req)
	if v == nil {
		return
	}
	p := v.holder()
	if p == nil {
		http.Error(w, "agentty: take the session over first", http.StatusConflict)
		return
	}
	modes := v.sess.Terminal().Modes()
	var b []byte
	if req.Keys != "" {
		var err error
		if b, err = emulator.EncodeKeys(req.Keys, modes); err != nil {
			http.Error(w, "agentty: "+err.Error(), http.StatusBadRequest)
			return
		}
	}
	if req.Paste != nil {
		b = append(b, emulator.EncodeText(*req.Paste, true, modes)...)
	}
	if len(b) > maxInput {
		http.Error(w, fmt.Sprintf("agentty: %d bytes of input, over %d at once", len(b), maxInput), http.StatusRequestEntityTooLarge)
		return
	}
	if err := p.Input(b); err != nil {
		http.Error(w, "agentty: "+err.Error(), http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// history returns up to ?n= lines above the screen (500 by default),
// secrets redacted, and how many are kept.
func (s *Server) history(w http.ResponseWriter, r *http.Request) {
	sess := s.sessionOf(w, r)
	if sess == nil {
		return
	}
	n := 500
	if q := r.URL.Query().Get("n"); q != "" {
		var err error
		if n, err = strconv.Atoi(q); err != nil || n < 0 {
			http.Error(w, "agentty: n must be a number of lines", http.StatusBadRequest)
			return
		}
	}
	n = min(n, maxHistory)
	writeJSON(w, map[string]any{"lines": sess.History(n), "kept": sess.Terminal().ScrollbackLen()})
}

// picture is the screen as a PNG, drawn from the cells the page shows.
func (s *Server) picture(w http.ResponseWriter, r *http.Request) {
	sess := s.sessionOf(w, r)
	if sess == nil {
		return
	}
	f := sess.Frame()
	if f.Cols*f.Rows > maxPictureCell {
		http.Error(w, fmt.Sprintf("agentty: the screen is %dx%d, too large for a picture", f.Cols, f.Rows), http.StatusRequestEntityTooLarge)
		return
	}
	var b bytes.Buffer
	if err := f.PNG(&b); err != nil {
		http.Error(w, "agentty: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=agentty-%s.png", sess.ID()))
	_, _ = w.Write(b.Bytes())
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
