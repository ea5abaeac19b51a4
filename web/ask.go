package web

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// A question's page: the first browser whose page claims /ask/ID (POST
// /ask/ID/claim) gets a claim, which its script keeps in the tab's
// sessionStorage and sends as "Authorization: Bearer" (no cookie, which
// the browser would send to every port of the host); only it may read the
// question, follow the session's screen (redacted) and answer, until the
// question expires.

// askAPI are the routes of a question's page, served for a browser
// (behind the checks of ServeHTTP) and on the session host's socket, where
// another machine's page reaches them for its browser.
func (s *Server) askAPI() []route {
	return []route{
		{"GET /ask/{qid}", s.askPage},
		{"POST /ask/{qid}/claim", s.askClaim},
		{"GET /ask/{qid}/info", s.askInfo},
		{"GET /ask/{qid}/events", s.askEvents},
		{"POST /ask/{qid}", s.askAnswer},
	}
}

// claimOf is the claim a request carries, "" when none.
func claimOf(r *http.Request) string {
	scheme, claim, ok := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(claim)
}

// question finds the question a request names and checks that this browser
// claimed it; it answers the error itself.
func (s *Server) question(w http.ResponseWriter, r *http.Request) *session.Question {
	q, ok := s.m.Question(r.PathValue("qid"))
	if !ok {
		gone(w, "this question has expired or does not exist; ask the agent to ask again")
		return nil
	}
	if !q.Claimed(claimOf(r)) {
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

// askPage shows a question's page; its script claims the question.
func (s *Server) askPage(w http.ResponseWriter, r *http.Request) {
	q, ok := s.m.Question(r.PathValue("qid"))
	if !ok {
		gone(w, "this question has expired or does not exist; ask the agent to ask again")
		return
	}
	if outcome, _ := q.Outcome(); outcome != "" {
		gone(w, "this question was answered, declined or has expired")
		return
	}
	serveAsset(w, "ask.html")
}

// askClaim claims the question for the page that asks first, or again for
// the page that holds its claim, and answers {"claim": ...}.
func (s *Server) askClaim(w http.ResponseWriter, r *http.Request) {
	q, ok := s.m.Question(r.PathValue("qid"))
	if !ok {
		gone(w, "this question has expired or does not exist; ask the agent to ask again")
		return
	}
	token := claimOf(r)
	fresh := !q.Claimed(token)
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
		slog.Info("question page opened", "session", q.Session.ID())
	}
	writeJSON(w, map[string]string{"claim": token})
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

// askStateOf is q's state for the page of r, which names the session
// MACHINE:ID when another machine's page asks for its browser (asMachine).
func (s *Server) askStateOf(r *http.Request, q *session.Question) askState {
	outcome, _ := q.Outcome()
	id := q.Session.ID()
	if m, ok := r.Context().Value(asMachine{}).(string); ok {
		id = tools.JoinID(m, id)
	}
	label := id
	if n := q.Session.Name(); n != "" {
		label += " " + n
	}
	return askState{SessionID: id, Label: label, Message: q.Message, Secret: q.Secret,
		ExpiresMs: max(time.Until(q.Expires).Milliseconds(), 0), Outcome: outcome}
}

func (s *Server) askInfo(w http.ResponseWriter, r *http.Request) {
	if q := s.question(w, r); q != nil {
		writeJSON(w, s.askStateOf(r, q))
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
		st := s.askStateOf(r, q)
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

// lineControl reports a character that an answer, typed as one line,
// cannot hold: C0 controls but tab, DEL, C1 controls.
func lineControl(r rune) bool {
	return r < 0x20 && r != '\t' || r >= 0x7f && r < 0xa0
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
	case strings.ContainsFunc(*req.Answer, lineControl):
		// Typed as is, a line break would end the program's line early and
		// type the rest as a second line (a second command, after a
		// password); other control characters edit the line.
		http.Error(w, "agentty: the answer has a line break or another control character; "+
			"it is typed as one line, ended by Enter: send it without", http.StatusBadRequest)
		return
	default:
		if err := q.Answer(*req.Answer); err != nil {
			gone(w, err.Error())
			return
		}
	}
	outcome, _ := q.Outcome()
	slog.Info("question answered on its page", "session", q.Session.ID(), "outcome", outcome)
	writeJSON(w, s.askStateOf(r, q))
}
