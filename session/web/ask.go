package web

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/agentty/agentty/session"
)

// A question's page: the first browser to open /ask/ID claims it (a cookie
// scoped to that path), and only it may read the question, follow the
// session's screen (redacted) and answer, until the question expires.

func (s *Server) askCookieName() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, port, _ := net.SplitHostPort(s.addr)
	return "agentty_" + port + "_ask"
}

// question finds the question a request names and checks that this browser
// claimed it; it answers the error itself.
func (s *Server) question(w http.ResponseWriter, r *http.Request) *session.Question {
	q, ok := s.m.Question(r.PathValue("qid"))
	if !ok {
		gone(w, "this question has expired or does not exist; ask the agent to ask again")
		return nil
	}
	c, err := r.Cookie(s.askCookieName())
	if err != nil || !q.Claimed(c.Value) {
		gone(w, "this question's page is open in another browser")
		return nil
	}
	return q
}

func gone(w http.ResponseWriter, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusGone)
	_, _ = w.Write([]byte("agentty: " + msg + "\n"))
}

// askPage claims the question for this browser and shows its page.
func (s *Server) askPage(w http.ResponseWriter, r *http.Request) {
	q, ok := s.m.Question(r.PathValue("qid"))
	if !ok {
		gone(w, "this question has expired or does not exist; ask the agent to ask again")
		return
	}
	token := ""
	if c, err := r.Cookie(s.askCookieName()); err == nil {
		token = c.Value
	}
	fresh := token == "" || !q.Claimed(token)
	if fresh {
		token = randomToken()
	}
	switch err := q.Claim(token); {
	case errors.Is(err, session.ErrQuestionClaimed):
		gone(w, "this link was already opened in another browser; it works once")
		return
	case err != nil:
		gone(w, "this question was answered, declined or has expired")
		return
	}
	if fresh {
		http.SetCookie(w, &http.Cookie{Name: s.askCookieName(), Value: token, Path: "/ask/" + q.ID,
			HttpOnly: true, SameSite: http.SameSiteStrictMode, Expires: q.Expires})
		slog.Info("question page opened", "session", q.Session.ID())
	}
	serveAsset(w, "ask.html")
}

// askState is what the question's page shows of it.
type askState struct {
	SessionID string `json:"session_id"`
	Label     string `json:"label"`
	Message   string `json:"message"`
	Secret    bool   `json:"secret"`
	ExpiresMs int64  `json:"expires_in_ms"`
	Outcome   string `json:"outcome,omitempty"`
}

func (s *Server) askStateOf(q *session.Question) askState {
	outcome, _ := q.Outcome()
	label := q.Session.ID()
	if n := q.Session.Name(); n != "" {
		label += " " + n
	}
	return askState{SessionID: q.Session.ID(), Label: label, Message: q.Message, Secret: q.Secret,
		ExpiresMs: max(time.Until(q.Expires).Milliseconds(), 0), Outcome: outcome}
}

func (s *Server) askInfo(w http.ResponseWriter, r *http.Request) {
	if q := s.question(w, r); q != nil {
		writeJSON(w, s.askStateOf(q))
	}
}

// askEvents streams the session's screen (redacted) to the question's
// page, and the question's state when it changes.
func (s *Server) askEvents(w http.ResponseWriter, r *http.Request) {
	q := s.question(w, r)
	if q == nil {
		return
	}
	e, err := newEvents(w)
	if err != nil {
		return
	}
	ctx, cancel := s.requestContext(r)
	defer cancel()
	// The page is of no use once the question expired.
	ctx, stop := contextUntil(ctx, q.Expires)
	defer stop()
	last := ""
	_ = follow(ctx, e, q.Session, func() (<-chan struct{}, error) {
		st := s.askStateOf(q)
		var next <-chan struct{}
		if st.Outcome == "" {
			next = q.Done()
		}
		if st.Outcome == last && last != "" {
			return next, nil
		}
		last = st.Outcome
		return next, e.send("question", st)
	})
}

// askAnswer takes the person's answer (typed into the program) or their
// refusal. The answer is never logged.
func (s *Server) askAnswer(w http.ResponseWriter, r *http.Request) {
	q := s.question(w, r)
	if q == nil {
		return
	}
	var req struct {
		Answer  *string `json:"answer"`
		Decline bool    `json:"decline"`
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxInput)
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "agentty: the answer is not the JSON expected", http.StatusBadRequest)
		return
	}
	switch {
	case req.Decline:
		q.Finish(session.AskDeclined)
	case req.Answer == nil:
		http.Error(w, "agentty: no answer given", http.StatusBadRequest)
		return
	default:
		if err := q.Answer(*req.Answer); err != nil {
			gone(w, err.Error())
			return
		}
	}
	outcome, _ := q.Outcome()
	slog.Info("question answered on its page", "session", q.Session.ID(), "outcome", outcome)
	writeJSON(w, s.askStateOf(q))
}
