package session

import (
	"context"

	"github.com/agentty/agentty/emulator"
)

// A session's recording (package record's Tape) gets the program's output
// as the terminal feeds it, redacted, with the markers and resizes among
// it where the screen was, and the input sent, secrets left out.

// Redact hides the session's secrets, however short, in text: for the
// labels of a recording's markers and anything else built from what an
// agent sent.
func (s *Session) Redact(text string) string {
	return s.secrets.Redact(text, true)
}

// recordInput records input about to be sent. Secret input is never
// written (the call's marker says it was left out), and earlier secrets in
// other input are redacted.
func (s *Session) recordInput(p []byte, secret bool) {
	if s.rec == nil || secret {
		return
	}
	s.rec.Input(s.Redact(string(p)))
}

// Recording returns the path of the session's recording, or "".
func (s *Session) Recording() string {
	if s.rec == nil {
		return ""
	}
	return s.rec.W.File()
}

type markKey struct{}

// WithMark returns a context under which a call on a recorded session
// writes a marker with this label (the tool call and its arguments, secrets
// already left out) when it returns.
func WithMark(ctx context.Context, label string) context.Context {
	return context.WithValue(ctx, markKey{}, label)
}

// markCall writes the marker the context asks for, for a call's result.
// Calls run it before they let the next call in, so that no other call's
// events come between the result and its marker.
func (s *Session) markCall(ctx context.Context, v *Screen) {
	if label, ok := ctx.Value(markKey{}).(string); ok && v.SessionID != "" {
		s.Mark(label, v)
	}
}

// markTries is how often Mark brings a result up to the screen of the
// moment before it writes the marker where the screen is anyway.
const markTries = 3

// Mark writes a marker naming a tool call into the recording, at the point
// of the output stream where the call's result was taken, so that replaying
// up to the marker gives the result's screen. When output arrived after the
// result's screen was taken, the result is brought up to the marker's point
// (for a program that never stops printing, as near as markTries looks
// come). The label ends with the mode and state the result reported.
func (s *Session) Mark(label string, v *Screen) {
	if s.rec == nil {
		return
	}
	for try := 0; ; try++ {
		done := false
		s.term.Locked(func(h emulator.Held) {
			if h.Snapshot().Revision != v.Revision && try < markTries {
				return
			}
			s.rec.Hold(false, &s.secrets)
			s.rec.Marker(s.Redact(label + " → " + string(v.Mode) + ", " + string(v.State)))
			done = true
		})
		if done {
			break
		}
		now := s.views.again(v, s.term.Snapshot(), s.kern.observe())
		now.Wait, now.Scrollback, now.ScrollbackKept = v.Wait, v.Scrollback, v.ScrollbackKept
		*v = now
	}
	s.rec.Write(s.term)
}

// endRecording closes the recording, once the session is closed.
func (s *Session) endRecording() {
	if s.rec == nil {
		return
	}
	s.term.Locked(func(emulator.Held) { s.rec.Hold(true, &s.secrets) })
	s.rec.Write(s.term)
	s.rec.W.Close()
}
