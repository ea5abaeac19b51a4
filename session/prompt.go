package session

import (
	"context"
	"time"

	"github.com/agentty/agentty/session/answer"
)

// PromptAnswer is an answer to the prompt on the screen: exactly one of
// Choice (an option's label or key), Choices (a multiselect's labels to
// tick), Text (empty takes the default) or Confirm (yes or no).
type PromptAnswer = answer.Answer

// AnswerPrompt answers the prompt the screen shows with a: it moves the
// highlight with the widget's keys, checking each step on screen, and
// submits; a password goes as secret input (package answer drives the
// steps). Each step waits up to timeout. It fails with ErrAnswer (whose
// text says why and what to do next) when the answer does not fit the
// prompt or the screen did not move as intended, and returns the screen
// then. The result says what changed since the last result before the
// steps: their screens are not results.
func (s *Session) AnswerPrompt(ctx context.Context, a PromptAnswer, timeout time.Duration) (Screen, error) {
	base := s.views.Baseline()
	got, err := answer.Prompt(answering{s: s, ctx: ctx, wait: timeout}, a)
	v := got.Of
	if err != nil && v.SessionID == "" {
		v = s.Read(Page{}, nil)
	}
	s.views.Rebase(base, &v)
	return v, err
}

// answering is a session as answer_prompt's steps drive it: each step a
// call of its own, waiting up to wait.
type answering struct {
	s    *Session
	ctx  context.Context
	wait time.Duration
}

var _ answer.Terminal[Screen] = answering{}

func (t answering) Look(settle bool) (answer.Screen[Screen], error) {
	var v Screen
	var err error
	if settle {
		v, err = t.s.Settle(t.ctx, Expect{}, t.wait)
	} else {
		v = t.s.Read(Page{}, nil)
	}
	if err == nil && v.State == Exited {
		err = ErrExited
	}
	return answerScreen(v), err
}

func (t answering) Send(in answer.Input, label string) (answer.Screen[Screen], error) {
	v, err := t.s.Send(WithMark(t.ctx, label), Input{Keys: in.Keys, Text: in.Text, Secret: in.Secret}, Expect{}, t.wait)
	return answerScreen(v), err
}

// answerScreen is what answering reads of v.
func answerScreen(v Screen) answer.Screen[Screen] {
	return answer.Screen[Screen]{Of: v, Session: v.SessionID, Mode: v.Mode, Lines: v.Lines, Prompt: v.Prompt, Running: v.State == Running}
}
