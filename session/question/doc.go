// Package question holds the questions the agent asks a person
// (request_user_input): each is about one session, answered once on a
// one-time page of agentty's web page, claimed by the one browser that
// opened it, and ended by its outcome (entered, declined, cancelled) or
// by expiring. It owns a manager's [Board] of open questions and each
// [Question]'s life; the answer is typed into the session's program
// through the [Session] the question is about. It does not own the page
// (package web) nor the tool that asks (package tools): they share the
// questions through the session package's manager without knowing each
// other.
package question
