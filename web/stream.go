package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/agentty/agentty/emulator"
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
	_ = e.rc.SetWriteDeadline(time.Now().Add(sendWait))
	if _, err := fmt.Fprintf(e.w, "event: %s\ndata: %s\n\n", event, b); err != nil {
		return err
	}
	return e.rc.Flush()
}

// maxScreenMsg bounds one screen message as an MCP result is bounded
// (tools.MaxResultBytes): a program controls what its screen holds, and a
// 1000x500 screen of long clusters is 15 MB of cells. When the rows that
// changed take more, each row over its share (the bound over the screen's
// rows) is cut, and the message says so.
const maxScreenMsg = tools.MaxResultBytes

// screenReserve is what a screen message's fields besides the rows take at
// most; rowReserve what one row's envelope and its cut's end take.
const (
	screenReserve = 16 << 10
	rowReserve    = 64
)

// screenMsg is one update of a screen: the rows that changed (every row
// when Full), the cursor, how much history is kept, and a note while rows
// the page shows are cut.
type screenMsg struct {
	Full    bool         `json:"full,omitempty"`
	Cols    int          `json:"cols"`
	Rows    int          `json:"rows"`
	Lines   []rowMsg     `json:"lines,omitempty"`
	Cursor  tools.Cursor `json:"cursor"` // the agent's screen result's cursor
	Rev     uint64       `json:"rev"`
	History int          `json:"history"`
	Cut     string       `json:"cut,omitempty"`
}

type rowMsg struct {
	Y    int             `json:"y"`
	Runs json.RawMessage `json:"runs"`
}

// screenFollower sends a session's screen, then what changes in it.
type screenFollower struct {
	s    *session.Session
	rows []string // the stretches of each row as last sent, as JSON
	cols int
	cur  emulator.Cursor
	rev  uint64
	hist int
	sent bool
	cut  []bool // rows the page shows cut
	note string // the last Cut sent
}

// next returns the update from what was sent to the screen now, or false
// when nothing changed. The message takes at most maxScreenMsg bytes.
func (f *screenFollower) next() (screenMsg, bool) {
	fr := f.s.Frame()
	rev := f.s.Terminal().Snapshot().Revision
	hist := f.s.Terminal().ScrollbackLen()
	full := !f.sent || fr.Cols != f.cols || fr.Rows != len(f.rows)
	if full {
		f.rows = make([]string, fr.Rows)
		f.cut = make([]bool, fr.Rows)
		f.cols = fr.Cols
	}
	msg := screenMsg{Full: full, Cols: fr.Cols, Rows: fr.Rows, Cursor: tools.Cursor(fr.Cursor), Rev: rev, History: hist}
	size := 0
	for y := 0; y < fr.Rows; y++ {
		b, _ := json.Marshal(fr.Stretches(y))
		if full || string(b) != f.rows[y] {
			f.rows[y] = string(b)
			msg.Lines = append(msg.Lines, rowMsg{Y: y, Runs: b})
			size += len(b) + rowReserve
		}
	}
	if size > maxScreenMsg-screenReserve {
		share := (maxScreenMsg-screenReserve)/max(fr.Rows, 1) - rowReserve
		for i, l := range msg.Lines {
			if f.cut[l.Y] = len(l.Runs) > share; f.cut[l.Y] {
				msg.Lines[i].Runs = cutRow(fr.Stretches(l.Y), share)
			}
		}
	} else {
		for _, l := range msg.Lines {
			f.cut[l.Y] = false
		}
	}
	n := 0
	for _, c := range f.cut {
		if c {
			n++
		}
	}
	if n > 0 {
		msg.Cut = fmt.Sprintf("%d of %d rows are cut: the page takes at most %d KiB of a screen at once (the program draws more: long clusters or many colours)",
			n, fr.Rows, maxScreenMsg>>10)
	}
	changed := full || len(msg.Lines) > 0 || fr.Cursor != f.cur || hist != f.hist || msg.Cut != f.note
	f.sent, f.cur, f.rev, f.hist, f.note = true, fr.Cursor, rev, hist, msg.Cut
	return msg, changed
}

// cutRow is a row's stretches as JSON of at most share bytes: those that
// fit, then the rest of the row's cells as one stretch whose text is cut.
func cutRow(st []emulator.Stretch, share int) json.RawMessage {
	total := 0
	for _, s := range st {
		total += s.Cells
	}
	out := []emulator.Stretch{}
	used, cells := 2, 0
	for _, s := range st {
		b, _ := json.Marshal(s)
		if used+len(b)+1 <= share-rowReserve {
			out = append(out, s)
			used += len(b) + 1
			cells += s.Cells
			continue
		}
		// The rest of the row, in this stretch's look, its text cut.
		envelope := len(b) - tools.JSONLen(s.Text)
		s.Cells = total - cells
		s.Text = tools.CutText(s.Text, share-used-envelope-8)
		out = append(out, s)
		break
	}
	b, _ := json.Marshal(out)
	return b
}

// follow sends the screen of s on e, then each change, until ctx ends or
// sending fails; extra, when not nil, is called on each wake (it sends
// what else the page follows) and returns a channel closed at its next
// change. It is event-driven: nothing runs while the screen is still.
func follow(ctx context.Context, e *events, s *session.Session, extra func() (<-chan struct{}, error)) error {
	f := &screenFollower{s: s}
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
		if msg, ok := f.next(); ok {
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
