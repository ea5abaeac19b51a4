package session

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Questions the agent asks a person (request_user_input): each is answered
// once, on a one-time page of agentty's web page, before it expires. The
// manager keeps them so that the tools (which ask) and the web page (which
// shows them) share them without knowing each other.

// Outcome of a question.
const (
	AskEntered   = "entered"   // the person answered; it was typed into the program
	AskDeclined  = "declined"  // the person (or their client) declined to answer
	AskCancelled = "cancelled" // the client cancelled, or the call ended first
	AskTimeout   = "timeout"   // nobody answered before the page expired
)

// Errors of questions.
var (
	// ErrNoPage: no web page serves questions (the server runs without one).
	ErrNoPage = errors.New("no web page serves questions")
	// ErrQuestionGone: the question was answered, declined or cancelled,
	// or it expired.
	ErrQuestionGone = errors.New("the question is no longer open")
	// ErrQuestionClaimed: the question's page was opened in another browser.
	ErrQuestionClaimed = errors.New("the question's page was opened elsewhere")
)

// Question is one question to a person about a session. Its methods are
// safe for concurrent use.
type Question struct {
	ID      string // unguessable: the page's URL holds it
	Session *Session
	Message string
	Secret  bool
	Expires time.Time
	URL     string // the page where it is answered

	done chan struct{} // closed once it has an outcome

	mu      sync.Mutex // guards the fields below
	claim   string     // the browser that opened the page; "" until one did
	outcome string
	answer  string // a non-secret answer, for the agent's result
}

// questions is a manager's open questions and the page that shows them.
type questions struct {
	mu   sync.Mutex // guards the fields below
	page func(id string) string
	m    map[string]*Question
}

// SetQuestionPage makes page (a question's id to its URL) the place where
// questions are answered; nil stops asking.
func (m *Manager) SetQuestionPage(page func(id string) string) {
	m.qs.mu.Lock()
	defer m.qs.mu.Unlock()
	m.qs.page = page
}

// Ask opens a question to a person about s, answered on its page until
// ttl passes. It fails with ErrNoPage when no web page serves questions.
func (m *Manager) Ask(s *Session, message string, secret bool, ttl time.Duration) (*Question, error) {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	q := &Question{ID: hex.EncodeToString(b), Session: s, Message: message, Secret: secret,
		Expires: time.Now().Add(ttl), done: make(chan struct{})}
	m.qs.mu.Lock()
	defer m.qs.mu.Unlock()
	if m.qs.page == nil {
		return nil, ErrNoPage
	}
	m.qs.sweepLocked()
	if m.qs.m == nil {
		m.qs.m = map[string]*Question{}
	}
	q.URL = m.qs.page(q.ID)
	m.qs.m[q.ID] = q
	return q, nil
}

// Question returns the question with the given id while its page may still
// be shown (until it expires, answered or not).
func (m *Manager) Question(id string) (*Question, bool) {
	m.qs.mu.Lock()
	defer m.qs.mu.Unlock()
	m.qs.sweepLocked()
	q, ok := m.qs.m[id]
	return q, ok
}

// sweepLocked forgets the questions that expired, ending those still open
// with AskTimeout.
func (qs *questions) sweepLocked() {
	now := time.Now()
	for id, q := range qs.m {
		if now.After(q.Expires) {
			q.finish(AskTimeout, "")
			delete(qs.m, id)
		}
	}
}

// Claim ties the question's page to one browser (token is its own): the
// first claim wins, and only that browser may claim it again.
func (q *Question) Claim(token string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	switch {
	case q.claim == token:
		return nil
	case q.claim != "":
		return ErrQuestionClaimed
	case q.outcome != "" || time.Now().After(q.Expires):
		return ErrQuestionGone
	}
	q.claim = token
	return nil
}

// Claimed reports whether token claimed the question.
func (q *Question) Claimed(token string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return token != "" && q.claim == token
}

// Answer types the person's answer into the program (as secret input for a
// secret question) and ends the question with AskEntered.
func (q *Question) Answer(text string) error {
	q.mu.Lock()
	if q.outcome != "" || time.Now().After(q.Expires) {
		q.mu.Unlock()
		return ErrQuestionGone
	}
	q.outcome = AskEntered // nobody else answers meanwhile
	q.mu.Unlock()
	if err := q.Session.Answer(text, q.Secret); err != nil {
		// The program cannot take it (it exited): the question ends.
		q.mu.Lock()
		q.outcome = AskCancelled
		q.mu.Unlock()
		close(q.done)
		return fmt.Errorf("type the answer into %s: %w", q.Session.ID(), err)
	}
	answer := ""
	if !q.Secret {
		answer = text
	}
	q.mu.Lock()
	q.answer = answer
	q.mu.Unlock()
	close(q.done)
	return nil
}

// Finish ends an open question with an outcome other than AskEntered; it
// does nothing to one that has ended.
func (q *Question) Finish(outcome string) { q.finish(outcome, "") }

func (q *Question) finish(outcome, answer string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.outcome != "" {
		return
	}
	q.outcome, q.answer = outcome, answer
	close(q.done)
}

// Outcome returns the question's outcome ("" while it is open), and the
// answer when it was not secret.
func (q *Question) Outcome() (outcome, answer string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.outcome == "" && time.Now().After(q.Expires) {
		return AskTimeout, ""
	}
	if q.outcome == AskEntered {
		select {
		case <-q.done:
		default:
			return "", "" // still being typed
		}
	}
	return q.outcome, q.answer
}

// Wait blocks until the question has an outcome, it expires, or ctx ends
// (then it is cancelled), and returns the outcome and a non-secret answer.
func (q *Question) Wait(ctx context.Context) (outcome, answer string) {
	t := time.NewTimer(time.Until(q.Expires))
	defer t.Stop()
	select {
	case <-q.done:
	case <-t.C:
		q.finish(AskTimeout, "")
	case <-ctx.Done():
		q.finish(AskCancelled, "")
	}
	<-q.done
	return q.Outcome()
}

// Done returns a channel closed once the question has an outcome.
func (q *Question) Done() <-chan struct{} { return q.done }
