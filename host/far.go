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
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

// farWait bounds how long the host waits for a machine's host to answer
// an attach: the link, when it is not up, is made within the machine's
// own timeout first.
const farWait = 60 * time.Second

// splitFar splits a session id MACHINE:ID; ok is false for a local id.
func splitFar(id string) (machine, far string, ok bool) {
	machine, far, ok = strings.Cut(id, ":")
	return machine, far, ok && machine != "" && far != ""
}

// attachFar serves an attach to session MACHINE:ID: the request goes to
// the machine's session host over its link (Config.DialMachine), which
// paints its own screen, and the frames are copied both ways until either
// end stops. A link that drops ends the attachment with a frame saying so;
// the session goes on there.
func (h *Host) attachFar(w http.ResponseWriter, r *http.Request, name, id string) {
	q := r.URL.Query()
	shown := name + ":" + id
	ctx, cancel := context.WithTimeout(r.Context(), farWait)
	conn, err := h.cfg.DialMachine(ctx, name)
	cancel()
	if err != nil {
		http.Error(w, fmt.Sprintf("session %s: %v; agentty machines says whether machine %s answers", shown, err, name), http.StatusBadGateway)
		return
	}
	defer conn.Close()
	q.Set("session", id)
	q.Set("as", shown)
	req, _ := http.NewRequest(http.MethodGet, "http://agentty/v1/attach?"+q.Encode(), nil)
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", upgradeProto)
	_ = conn.SetDeadline(time.Now().Add(farWait))
	if err := req.Write(conn); err != nil {
		http.Error(w, fmt.Sprintf("session %s: the link to machine %s: %v; try again", shown, name, err), http.StatusBadGateway)
		return
	}
	far := bufio.NewReader(conn)
	resp, err := http.ReadResponse(far, req)
	if err != nil {
		http.Error(w, fmt.Sprintf("session %s: machine %s's session host did not answer: %v; try again", shown, name, err), http.StatusBadGateway)
		return
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		resp.Body.Close()
		http.Error(w, "machine "+name+": "+strings.TrimSpace(string(b)), resp.StatusCode)
		return
	}
	_ = conn.SetDeadline(time.Time{})
	near, brw, ok := hijackUpgrade(w)
	if !ok {
		return
	}
	defer near.Close()
	h.count(&h.people, 1)
	defer h.count(&h.people, -1)
	slog.Info("person attached to a session on a machine", "session", shown, "watch", q.Get("mode") == "watch")
	why := relayFrames(near, brw.Reader, conn, far, h.stopping)
	if why != "" {
		cmd := "attach"
		if q.Get("mode") == "watch" {
			cmd = "watch"
		}
		why = fmt.Sprintf("%s; session %s goes on there: agentty %s %s again", why, shown, cmd, shown)
		_ = near.SetWriteDeadline(time.Now().Add(time.Second))
		_ = writeFrame(near, frameEnd, []byte(why))
	}
	slog.Info("person detached from a session on a machine", "session", shown, "why", why)
}

// relayFrames copies a person's frames (near, read from nr) to a far host
// (far, read from fr) and the far host's frames back, until the far host
// ends the attachment (its end frame is passed on), the person's end
// closes, or stopping closes. It returns "" when the far host said why the
// attachment ended, else why it ended, for the person.
func relayFrames(near net.Conn, nr *bufio.Reader, far net.Conn, fr *bufio.Reader, stopping <-chan struct{}) string {
	var wg sync.WaitGroup
	defer wg.Wait()
	// The person's keys, sizes and detach: bytes as they come.
	gone := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, _ = io.Copy(far, nr)
		// The person went: the far host detaches them as its
		// connection closes.
		close(gone)
		_ = far.Close()
	}()
	down := make(chan string, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		down <- copyFrames(near, fr)
	}()
	var why string
	select {
	case why = <-down:
		select {
		case <-gone:
			why = "" // no one to tell
		default:
		}
	case <-stopping:
		why = "the local session host is ending"
	}
	_ = far.Close()
	_ = near.SetReadDeadline(time.Now()) // the person's copy stops
	return why
}

// copyFrames copies the far host's frames to the person, a frame at a
// time, so that one cut short is never passed on half; a person's
// terminal that takes no frame within writeWait is given up, as the far
// host gives it up. It returns "" once
// the end frame is passed on, else why the far end went.
func copyFrames(near net.Conn, fr *bufio.Reader) string {
	rd := newFrameReader(fr)
	var payload []byte // reused: a frame is sent whole before the next is read
	for {
		kind, n, err := rd.next()
		if err != nil {
			if errors.Is(err, errFrameTooLarge) {
				return fmt.Sprintf("the machine's host sent a frame too large (%v)", err)
			}
			return "the link to the machine dropped"
		}
		payload = slices.Grow(payload[:0], int(n))
		for {
			b, err := rd.piece()
			if err == io.EOF {
				break
			}
			if err != nil {
				return "the link to the machine dropped"
			}
			payload = append(payload, b...)
		}
		_ = near.SetWriteDeadline(time.Now().Add(writeWait))
		if err := writeFrame(near, kind, payload); err != nil {
			return "" // the person's end went, or does not take frames: no one to tell
		}
		if kind == frameEnd {
			return ""
		}
	}
}

// farQuery reads the as parameter of an attach relayed from another
// host: how the session is named there (MACHINE:ID), for the status line
// and the messages; id itself when it is not id's.
func farQuery(q url.Values, id string) string {
	as := q.Get("as")
	if m, far, ok := splitFar(as); ok && far == id && len(m) <= 64 && !strings.ContainsFunc(m, func(r rune) bool { return r < ' ' || r == 0x7f }) {
		return as
	}
	return id
}
