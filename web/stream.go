package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// sendWait is how long a browser may take to take one event before its
// stream is ended.
const sendWait = 10 * time.Second

// frameGap bounds how often a stream sends the screen while a program
// prints without pause; a change after a quiet spell is sent at once.
const frameGap = 8 * time.Millisecond

// events is a server-sent event stream to one browser.
type events struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

func newEvents(w http.ResponseWriter) (*events, error) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	e := &events{w: w, rc: http.NewResponseController(w)}
	return e, e.rc.Flush()
}

// send writes one event whose data is v as JSON.
func (e *events) send(event string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return e.sendRaw(event, b)
}

// sendRaw writes one event whose data is b, JSON on one line.
func (e *events) sendRaw(event string, b []byte) error {
	_ = e.rc.SetWriteDeadline(time.Now().Add(sendWait))
	if _, err := fmt.Fprintf(e.w, "event: %s\ndata: %s\n\n", event, b); err != nil {
		return err
	}
	return e.rc.Flush()
}

// follow sends the screen of s on e, then each change, until ctx ends or
// sending fails; extra, when not nil, is called on each wake (it sends
// what else the page follows) and returns a channel closed at its next
// change. It is event-driven: nothing runs while the screen is still.
func follow(ctx context.Context, e *events, s *session.Session, extra func() (<-chan struct{}, error)) error {
	f := tools.NewFollower(s)
	done := s.Done()
	var last time.Time
	for {
		changed := s.Terminal().Changed()
		var other <-chan struct{}
		if extra != nil {
			var err error
			if other, err = extra(); err != nil {
				return err
			}
		}
		if msg, ok := f.Next(); ok {
			if err := e.send("screen", msg); err != nil {
				return err
			}
		}
		last = time.Now()
		select {
		case <-changed:
			if gap := time.Since(last); gap < frameGap {
				select {
				case <-time.After(frameGap - gap):
				case <-ctx.Done():
				}
			}
		case <-done:
			done = nil // the last screen is sent above; then only other changes
		case <-other:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// listEvents streams the list of sessions: at once, then at each change.
func (s *Server) listEvents(w http.ResponseWriter, r *http.Request) {
	e, err := newEvents(w)
	if err != nil {
		return
	}
	ctx, cancel := s.requestContext(r)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	var far []Row // the machines' rows, as last asked
	remote := make(chan []Row)
	if s.opts.Remote != nil {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.followRemote(ctx, remote)
		}()
	}
	for {
		rows, changed := s.hub.list()
		if err := e.send("sessions", append(rows, far...)); err != nil {
			return
		}
		select {
		case far = <-remote:
		case <-changed:
			// Coalesce a burst of changes.
			select {
			case <-time.After(50 * time.Millisecond):
			case <-ctx.Done():
				return
			}
		case <-ctx.Done():
			return
		}
	}
}

// requestContext ends with the request, the server, or the credential
// that authorised the request (logged out, or its time is up).
func (s *Server) requestContext(r *http.Request) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(r.Context())
	stop := context.AfterFunc(s.ctx, cancel)
	stopCred := func() bool { return false }
	if c, _ := r.Context().Value(credKey{}).(*credential); c != nil {
		stopCred = context.AfterFunc(c.ctx, cancel)
	}
	return ctx, func() {
		stop()
		stopCred()
		cancel()
	}
}

// contextUntil ends ctx at t too.
func contextUntil(ctx context.Context, t time.Time) (context.Context, context.CancelFunc) {
	return context.WithDeadline(ctx, t)
}
