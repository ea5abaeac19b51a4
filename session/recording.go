package session

import (
	"context"
	"strconv"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/lockorder"
	"github.com/agentty/agentty/secret"
	"github.com/agentty/agentty/session/record"
)

// recording is a session's recording and the events on their way to it.
// The program's output is redacted (filter) and queued as the terminal
// feeds it, with the markers and resizes among it where the screen was:
// filter and queue are guarded by the terminal's lock (the session's
// stream, a Listener of the terminal, reaches them in its callbacks,
// calls in functions Terminal.Locked runs). write empties the queue into
// the file, in order, without the terminal's lock: no file is written
// while the screen is held.
type recording struct {
	w      *record.Writer
	order  lockorder.Mutex[lockorder.Recording] // one write at a time, the queue's events in their order
	filter *record.Filter                       // guarded by the terminal's lock
	queue  []recEvent                           // guarded by the terminal's lock
	told   bool                                 // a result said the recording stopped; guarded by the session's mu
}

// recEvent is an event queued for the recording: output ('o'), a resize
// ('r', data COLSxROWS) or a marker ('m').
type recEvent struct {
	kind byte
	data string
}

func newRecording(w *record.Writer) *recording {
	if w == nil {
		return nil
	}
	return &recording{w: w, filter: record.NewFilter()}
}

// output queues what the terminal fed, redacted. The caller holds the
// terminal's lock.
func (r *recording) output(p []byte, secrets *secret.Set) {
	r.queueOutput(r.filter.Write(p, secrets.Recordings(), record.HoldSecrets))
}

// hold queues the output the filter held back: all of it when the
// recording ends, else all but a cut character. The caller holds the
// terminal's lock.
func (r *recording) hold(all bool, secrets *secret.Set) {
	hold := record.HoldChar
	if all {
		hold = record.HoldNothing
	}
	r.queueOutput(r.filter.Write(nil, secrets.Recordings(), hold))
}

func (r *recording) queueOutput(p []byte) {
	if len(p) > 0 {
		r.queue = append(r.queue, recEvent{kind: 'o', data: string(p)})
	}
}

// resized queues a resize. The caller holds the terminal's lock.
func (r *recording) resized(cols, rows int) {
	r.queue = append(r.queue, recEvent{kind: 'r', data: strconv.Itoa(cols) + "x" + strconv.Itoa(rows)})
}

// marker queues a marker. The caller holds the terminal's lock.
func (r *recording) marker(label string) {
	r.queue = append(r.queue, recEvent{kind: 'm', data: label})
}

// write writes the queued events to the file, in order.
func (r *recording) write(term *emulator.Terminal) {
	if r == nil {
		return
	}
	r.order.Lock()
	defer r.order.Unlock()
	var evs []recEvent
	term.Locked(func(emulator.Held) { evs, r.queue = r.queue, nil })
	for _, e := range evs {
		switch e.kind {
		case 'o':
			r.w.Output(e.data)
		case 'r':
			cols, rows, _ := record.ParseSize(e.data)
			r.w.Resize(cols, rows)
		case 'm':
			r.w.Marker(e.data)
		}
	}
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
	s.rec.order.Lock()
	defer s.rec.order.Unlock()
	s.rec.w.Input(s.Redact(string(p)))
}

// Recording returns the path of the session's recording, or "".
func (s *Session) Recording() string {
	if s.rec == nil {
		return ""
	}
	return s.rec.w.File()
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
func (s *calls) markCall(ctx context.Context, v *Screen) {
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
			s.rec.hold(false, &s.secrets)
			s.rec.marker(s.Redact(label + " → " + string(v.Mode) + ", " + string(v.State)))
			done = true
		})
		if done {
			break
		}
		now := s.views.view(s.term.Snapshot(), s.kern.observe())
		now.Wait, now.Scrollback, now.HandedBack = v.Wait, v.Scrollback, v.HandedBack
		*v = now
	}
	s.rec.write(s.term)
}

// endRecording closes the recording, once the session is closed.
func (s *Session) endRecording() {
	if s.rec == nil {
		return
	}
	s.term.Locked(func(emulator.Held) { s.rec.hold(true, &s.secrets) })
	s.rec.write(s.term)
	s.rec.w.Close()
}
