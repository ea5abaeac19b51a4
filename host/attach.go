package host

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// upgradeProto is the Upgrade token of an attach connection.
const upgradeProto = "agentty-attach"

// minFrameGap bounds how often a person's terminal is repainted while a
// program prints without pause; a change after a quiet spell is painted at
// once.
const minFrameGap = 2 * time.Millisecond

// writeWait is how long a person's terminal may take to accept a frame
// before the person is detached.
const writeWait = 10 * time.Second

// attach serves GET /v1/attach?session=ID&mode=attach|watch&size=COLSxROWS
// [&exclusive=1][&resize=1][&detach=NAME]: the connection is upgraded and
// carries frames (proto.go) until the person detaches, the session ends, or
// the host does.
func (h *Host) attach(w http.ResponseWriter, r *http.Request) {
	h.attached.Add(1)
	defer h.attached.Done()
	q := r.URL.Query()
	watch := q.Get("mode") == "watch"
	exclusive, resize := q.Get("exclusive") == "1", q.Get("resize") == "1"
	if !strings.EqualFold(r.Header.Get("Upgrade"), upgradeProto) {
		http.Error(w, "attach needs Upgrade: "+upgradeProto, http.StatusBadRequest)
		return
	}
	cols, rows, err := parseSize(q.Get("size"))
	if err != nil {
		http.Error(w, fmt.Sprintf("the terminal size %q is not COLSxROWS", q.Get("size")), http.StatusBadRequest)
		return
	}
	if watch && resize {
		http.Error(w, "watching is read-only: a watcher cannot resize the session; agentty attach --resize can", http.StatusBadRequest)
		return
	}
	if name, id, ok := tools.SplitID(q.Get("session")); ok {
		h.attachFar(w, r, name, id, cols, rows)
		return
	}
	s, err := h.cfg.Manager.Get(q.Get("session"))
	if err != nil {
		http.Error(w, err.Error()+"; agentty ls lists the sessions", http.StatusNotFound)
		return
	}
	p, err := s.Attach("terminal", exclusive, watch)
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	defer p.Detach()
	if resize {
		if err := p.Resize(cols, rows); err != nil {
			http.Error(w, fmt.Sprintf("resize %s to %dx%d: %v", s.ID(), cols, rows, err), http.StatusBadRequest)
			return
		}
	}
	conn, brw, ok := hijackUpgrade(w)
	if !ok {
		return
	}
	defer conn.Close()
	h.count(&h.people, 1)
	defer h.count(&h.people, -1)
	info := s.Info()
	label := info.Program
	if info.Name != "" {
		label = info.Name + " · " + label
	}
	a := &attachment{h: h, s: s, p: p, conn: conn, watch: watch, exclusive: exclusive, resize: resize,
		detachKey: q.Get("detach"), label: label, id: farQuery(q, s.ID()), cells: q.Get("cells") == "1"}
	slog.Info("person attached", "session", s.ID(), "watch", watch, "exclusive", exclusive)
	why := a.run(brw.Reader, cols, rows)
	slog.Info("person detached", "session", s.ID(), "why", why)
}

// attachment is one person's connection to a session.
type attachment struct {
	h                        *Host
	s                        *session.Session
	p                        *session.Person
	conn                     net.Conn
	watch, exclusive, resize bool
	detachKey, label         string
	// id is the session as the person named it: its id here, or
	// MACHINE:ID when another host relays the attachment (attachFar).
	id string
	// cells: the screen goes as cells (frameCells) to another host, which
	// paints it (attachFar), not painted here.
	cells bool
}

// run paints the session on the person's terminal until the attachment
// ends, and returns why it ended (also sent to the person). It owns the
// goroutine that reads the person's frames and waits for it.
func (a *attachment) run(br *bufio.Reader, cols, rows int) string {
	ctx, cancel := context.WithCancel(context.Background())
	sizes := make(chan [2]int, 1)
	var broke string // why the reader ended, when the person's end broke the protocol
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer cancel()
		broke = a.readLoop(br, sizes)
	}()
	why := a.paintLoop(ctx, cols, rows, sizes)
	if ctx.Err() != nil {
		wg.Wait() // the reader has ended: broke is written
		if broke != "" {
			why = broke + "; detached from session " + a.id
		}
	}
	// Gone before the person hears it: their next look at the session (or
	// the agent's) no longer finds them.
	a.p.Detach()
	_ = a.conn.SetWriteDeadline(time.Now().Add(time.Second))
	_ = writeFrame(a.conn, frameEnd, []byte(why))
	_ = a.conn.Close() // the reader stops
	cancel()
	wg.Wait()
	return why
}

// readLoop takes the person's frames: keys go to the program (unless the
// person only watches), sizes to the painter (and to the session with
// --resize). It returns when the person detaches, the connection ends, or
// the person's end breaks the protocol; then the reason, for the person
// (a connection that just ended has none).
func (a *attachment) readLoop(br *bufio.Reader, sizes chan [2]int) string {
	fr := newFrameReader(br)
	for {
		kind, _, err := fr.next()
		if errors.Is(err, errFrameTooLarge) {
			return fmt.Sprintf("the terminal sent a frame too large (%v)", err)
		}
		if err != nil {
			return ""
		}
		switch kind {
		case frameInput:
			if a.watch {
				continue // skipped by next
			}
			for {
				b, err := fr.piece()
				if err == io.EOF {
					break
				}
				if err != nil {
					return ""
				}
				if err := a.p.Input(b); err != nil {
					slog.Debug("person's input not sent", "session", a.s.ID(), "err", err)
				}
			}
		case frameResize:
			b, err := fr.small(maxSizeFrame)
			if errors.Is(err, errFrameTooLarge) {
				return fmt.Sprintf("the terminal sent a resize frame too large (%v)", err)
			}
			if err != nil {
				return ""
			}
			cols, rows, err := parseSize(string(b))
			if err != nil {
				continue
			}
			if a.resize {
				if err := a.p.Resize(cols, rows); err != nil {
					slog.Debug("person's resize not made", "session", a.s.ID(), "err", err)
				}
			}
			select { // the newest size replaces one not yet taken
			case <-sizes:
			default:
			}
			sizes <- [2]int{cols, rows}
		case frameDetach:
			return ""
		}
	}
}

// paintLoop repaints the person's terminal whenever the screen changes;
// for a cells attach it sends the cells that changed instead.
func (a *attachment) paintLoop(ctx context.Context, cols, rows int, sizes chan [2]int) string {
	painter := emulator.NewPainter(cols, rows)
	var out cellsOut
	paint := func(f emulator.Frame) error {
		if a.cells {
			for _, b := range out.next(f, a.label) {
				_ = a.conn.SetWriteDeadline(time.Now().Add(writeWait))
				if err := writeFrame(a.conn, frameCells, b); err != nil {
					return err
				}
			}
			return nil
		}
		return a.send(painter.Paint(f, a.status(painter, f)))
	}
	if !a.cells {
		if err := a.send(painter.Start()); err != nil {
			return "the person's terminal went away"
		}
	}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	var last time.Time
	for {
		changed := a.s.Terminal().Changed()
		f := a.s.Frame()
		if err := paint(f); err != nil {
			return "the person's terminal went away"
		}
		last = time.Now()
		select {
		case <-changed:
			if gap := time.Since(last); gap < minFrameGap {
				select {
				case <-time.After(minFrameGap - gap):
				case <-ctx.Done():
				}
			}
		case sz := <-sizes:
			painter.Resize(sz[0], sz[1])
		case <-a.s.Done():
			_ = paint(a.s.Frame())
			_, code, sig := a.s.ExitStatus()
			if sig != "" {
				return fmt.Sprintf("session %s ended (%s)", a.id, sig)
			}
			return fmt.Sprintf("session %s exited (code %d)", a.id, code)
		case <-ctx.Done():
			return "detached from session " + a.id + "; it goes on"
		case <-a.h.stopping:
			return "the session host is ending (" + a.h.why + "); its sessions end with it"
		case <-tick.C:
		}
	}
}

// send writes bytes for the person's terminal; nothing when out is empty.
func (a *attachment) send(out string) error {
	if out == "" {
		return nil
	}
	_ = a.conn.SetWriteDeadline(time.Now().Add(writeWait))
	err := writeFrame(a.conn, frameOutput, []byte(out))
	if errors.Is(err, errFrameTooLarge) {
		return nil
	}
	return err
}

// status is the status line's text (statusLine) of the attachment.
func (a *attachment) status(p *emulator.Painter, f emulator.Frame) string {
	return statusLine(p, f, a.id, a.label, a.detachKey, a.watch, a.exclusive)
}

// statusLine is the status line's text, when the layout has one: which
// session (id, label), how the person is attached, the detach key, and
// what part of the screen shows when the person's terminal is smaller.
func statusLine(p *emulator.Painter, f emulator.Frame, id, label, detachKey string, watch, exclusive bool) string {
	cols, rows, cut, has := p.Layout(f)
	if !has {
		return ""
	}
	how := "attached"
	switch {
	case watch:
		how = "watching (read-only)"
	case exclusive:
		how = "attached, agent's input locked out"
	}
	if cut {
		// What matters most first: a narrow terminal cuts the end.
		hint := "a larger terminal shows it all"
		if !watch {
			hint = "attach --resize fits the session to this terminal"
		}
		return fmt.Sprintf(" %s: top-left %dx%d of %dx%d · detach: %s · %s · %s %s · %s",
			id, cols, rows, f.Cols, f.Rows, detachKey, how, id, label, hint)
	}
	return fmt.Sprintf(" agentty %s %s · %s · detach: %s", id, label, how, detachKey)
}

// hijackUpgrade takes the connection of an attach request over from the HTTP
// server and answers it 101 Switching Protocols, with no deadline; false
// when it could not (an error is answered where it still can be).
func hijackUpgrade(w http.ResponseWriter) (net.Conn, *bufio.ReadWriter, bool) {
	hj, ok := w.(http.Hijacker)
	if !ok {
		http.Error(w, "this connection cannot be upgraded", http.StatusInternalServerError)
		return nil, nil, false
	}
	conn, brw, err := hj.Hijack()
	if err != nil {
		return nil, nil, false
	}
	_ = conn.SetDeadline(time.Time{})
	if _, err := fmt.Fprintf(conn, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: %s\r\nConnection: Upgrade\r\n\r\n", upgradeProto); err != nil {
		conn.Close()
		return nil, nil, false
	}
	return conn, brw, true
}
