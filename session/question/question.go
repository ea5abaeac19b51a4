package question

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Outcome of a question.
const (
	Entered   = "entered"   // the person answered; it was typed into the program
	Declined  = "declined"  // the person (or their client) declined to answer
	Cancelled = "cancelled" // the client cancelled, or the call ended first
	Timeout   = "timeout"   // nobody answered before the page expired
)

// Errors of questions.
var (
	// ErrNoPage: no web page serves questions (the server runs without one).
	ErrNoPage = errors.New("no web page serves questions")
	// ErrGone: the question was answered, declined or cancelled, or it
	// expired.
	ErrGone = errors.New("the question is no longer open")
	// ErrClaimed: the question's page was opened in another browser.
	ErrClaimed = errors.New("the question's page was opened elsewhere")
)

// Session is the session a question is about, as the question uses it:
// its id, and typing a person's answer into its program.
type Session interface {
	ID() string
	Answer(text string, secret bool) error
}

// Question is one question to a person about a session. Its methods are
// safe for concurrent use.
type Question[S Session] struct {
	ID      string // unguessable: the page's URL holds it
	Session S
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

// Board is a manager's open questions and the page that shows them. Its
// zero value asks nothing until SetPage; its methods are safe for
// concurrent use.
type Board[S Session] struct {
	mu   sync.Mutex // guards the fields below
	page func(id string) string
	m    map[string]*Question[S]
}

// SetPage makes page (a question's id to its URL) the place where
// questions are answered; nil stops asking.
func (qs *Board[S]) SetPage(page func(id string) string) {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	qs.page = page
}

// Ask opens a question to a person about s, answered on its page until
// ttl passes. It fails with ErrNoPage when no web page serves questions.
func (qs *Board[S]) Ask(s S, message string, secret bool, ttl time.Duration) (*Question[S], error) {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	q := &Question[S]{ID: hex.EncodeToString(b), Session: s, Message: message, Secret: secret,
		Expires: time.Now().Add(ttl), done: make(chan struct{})}
	qs.mu.Lock()
	defer qs.mu.Unlock()
	if qs.page == nil {
		return nil, ErrNoPage
	}
	qs.sweepLocked()
	if qs.m == nil {
		qs.m = map[string]*Question[S]{}
	}
	q.URL = qs.page(q.ID)
	qs.m[q.ID] = q
	return q, nil
}

// Get returns the question with the given id while its page may still
// be shown (until it expires, answered or not).
func (qs *Board[S]) Get(id string) (*Question[S], bool) {
	qs.mu.Lock()
	defer qs.mu.Unlock()
	qs.sweepLocked()
	q, ok := qs.m[id]
	return q, ok
}

// sweepLocked forgets the questions that expired, ending those still open
// with Timeout.
func (qs *Board[S]) sweepLocked() {
	now := time.Now()
	for id, q := range qs.m {
		if now.After(q.Expires) {
			q.finish(Timeout, "")
			delete(qs.m, id)
		}
	}
}

// Claim ties the question's page to one browser (token is its own): the
// first claim wins, and only that browser may claim it again.
func (q *Question[S]) Claim(token string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	switch {
	case q.claim == token:
		return nil
	case q.claim != "":
		return ErrClaimed
	case q.outcome != "" || time.Now().After(q.Expires):
		return ErrGone
	}
	q.claim = token
	return nil
}

// Claimed reports whether token claimed the question.
func (q *Question[S]) Claimed(token string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return token != "" && q.claim == token
}

// Answer types the person's answer into the program (as secret input for a
// secret question) and ends the question with Entered.
func (q *Question[S]) Answer(text string) error {
	q.mu.Lock()
	if q.outcome != "" || time.Now().After(q.Expires) {
		q.mu.Unlock()
		return ErrGone
	}
	q.outcome = Entered // nobody else answers meanwhile
	q.mu.Unlock()
	if err := q.Session.Answer(text, q.Secret); err != nil {
		// The program cannot take it (it exited): the question ends.
		q.mu.Lock()
		q.outcome = Cancelled
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

// Finish ends an open question with an outcome other than Entered; it
// does nothing to one that has ended.
func (q *Question[S]) Finish(outcome string) { q.finish(outcome, "") }

func (q *Question[S]) finish(outcome, answer string) {
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
func (q *Question[S]) Outcome() (outcome, answer string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.outcome == "" && time.Now().After(q.Expires) {
		return Timeout, ""
	}
	if q.outcome == Entered {
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
func (q *Question[S]) Wait(ctx context.Context) (outcome, answer string) {
	t := time.NewTimer(time.Until(q.Expires))
	defer t.Stop()
	select {
	case <-q.done:
	case <-t.C:
		q.finish(Timeout, "")
	case <-ctx.Done():
		q.finish(Cancelled, "")
	}
	<-q.done
	return q.Outcome()
}

// Done returns a channel closed once the question has an outcome.
func (q *Question[S]) Done() <-chan struct{} { return q.done }
