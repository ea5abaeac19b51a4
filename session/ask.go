package session

import (
	"time"

	"github.com/agentty/agentty/session/question"
)

// Questions the agent asks a person (request_user_input): each is answered
// once, on a one-time page of agentty's web page, before it expires
// (package question). The manager keeps them so that the tools (which ask)
// and the web page (which shows them) share them without knowing each
// other.

// Question is one question to a person about a session.
type Question = question.Question[*Session]

// Outcome of a question.
const (
	AskEntered   = question.Entered   // the person answered; it was typed into the program
	AskDeclined  = question.Declined  // the person (or their client) declined to answer
	AskCancelled = question.Cancelled // the client cancelled, or the call ended first
	AskTimeout   = question.Timeout   // nobody answered before the page expired
)

// SetQuestionPage makes page (a question's id to its URL) the place where
// questions are answered; nil stops asking.
func (m *Manager) SetQuestionPage(page func(id string) string) { m.qs.SetPage(page) }

// Ask opens a question to a person about s, answered on its page until
// ttl passes. It fails with ErrNoPage when no web page serves questions.
func (m *Manager) Ask(s *Session, message string, secret bool, ttl time.Duration) (*Question, error) {
	return m.qs.Ask(s, message, secret, ttl)
}

// Question returns the question with the given id while its page may still
// be shown (until it expires, answered or not).
func (m *Manager) Question(id string) (*Question, bool) { return m.qs.Get(id) }
