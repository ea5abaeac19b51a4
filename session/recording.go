package session

import (
	"context"

	"github.com/agentty/agentty/session/record"
)

// recordOutput writes output to the recording, with the secrets the
// program echoed redacted (see record.Filter). The caller holds ioMu.
func (s *Session) recordOutput(p []byte) {
	s.rec.Output(string(s.filter().Write(p, s.secrets.Recordings(), record.HoldSecrets)))
}

// filter returns the recording's filter. The caller holds ioMu.
func (s *Session) filter() *record.Filter {
	if s.recFilter == nil {
		s.recFilter = record.NewFilter()
	}
	return s.recFilter
}

// flushHeldOutput writes the output recordOutput held back: all of it when
// the recording ends, else all but a cut character. The caller holds ioMu.
func (s *Session) flushHeldOutput(all bool) {
	hold := record.HoldChar
	if all {
		hold = record.HoldNothing
	}
	s.rec.Output(string(s.filter().Write(nil, s.secrets.Recordings(), hold)))
}

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
	return s.rec.File()
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

// Mark writes a marker naming a tool call into the recording, at the point
// of the output stream where the call's result was taken, so that replaying
// up to the marker gives the result's screen. When output arrived after the
// result's screen was taken, the result is brought up to the marker's point.
// The label ends with the mode and state the result reported.
func (s *Session) Mark(label string, v *Screen) {
	if s.rec == nil {
		return
	}
	s.lockIO()
	defer s.ioMu.Unlock()
	if snap := s.term.Snapshot(); snap.Revision != v.Revision {
		now := s.view(snap, s.observe())
		now.Wait, now.Scrollback, now.HandedBack = v.Wait, v.Scrollback, v.HandedBack
		*v = now
	}
	label += " → " + string(v.Mode) + ", " + string(v.State)
	s.flushHeldOutput(false)
	s.rec.Marker(s.Redact(label))
}

// endRecording closes the recording, once the session is closed.
func (s *Session) endRecording() {
	s.lockIO()
	s.flushHeldOutput(true)
	s.ioMu.Unlock()
	s.rec.Close()
}
