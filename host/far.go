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
	"strings"
	"sync"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/spell"
	"github.com/agentty/agentty/tools"
)

// maxFarText bounds what of a machine's host's error or end of an
// attachment is read.
const maxFarText = 4 << 10

// attachFar serves an attach to session MACHINE:ID (cols x rows, the
// person's terminal): the machine's host (Config.Machines) sends the
// session's cells as they change (a cells attach), and this host paints
// them on the person's terminal with its own painter, as it paints a local
// session; the status line is this host's. Nothing the far side sends
// reaches the person's terminal as it came: a title, a hyperlink, a
// clipboard write stay there. The person's keys, sizes and detach go
// there as they come. A link that drops ends the attachment with a frame
// saying so; the session goes on there.
func (h *Host) attachFar(w http.ResponseWriter, r *http.Request, name, id string, cols, rows int) {
	q := r.URL.Query()
	shown := tools.JoinID(name, id)
	if h.cfg.Machines == nil {
		http.Error(w, fmt.Sprintf("no session %q: this session host reaches no machines (agentty host run --machine); agentty ls lists its sessions", shown), http.StatusNotFound)
		return
	}
	q.Set("session", id)
	q.Set("as", shown)
	q.Set("cells", "1")
	req, _ := http.NewRequest(http.MethodGet, "http://agentty/v1/attach?"+q.Encode(), nil)
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", upgradeProto)
	// The answer, and an answer that is not the attachment's whole (why
	// not), within FarWait.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	timer := time.AfterFunc(h.cfg.FarWait, cancel)
	defer timer.Stop()
	late := func() bool {
		if ctx.Err() == nil {
			return false
		}
		why := fmt.Errorf("machine %s did not answer an attach within %s; the link was dropped, the next use makes it again", name, h.cfg.FarWait)
		h.cfg.Machines.Drop(name, why)
		http.Error(w, spell.Out(fmt.Sprintf("session %s: %v", shown, why)), http.StatusGatewayTimeout)
		return true
	}
	resp, err := h.cfg.Machines.Do(ctx, name, req)
	if err != nil {
		if !late() {
			http.Error(w, spell.Out(fmt.Sprintf("session %s: %v; agentty machines says whether machine %s answers", shown, err, name)), http.StatusBadGateway)
		}
		return
	}
	far, ok := resp.Body.(io.ReadWriteCloser)
	if resp.StatusCode != http.StatusSwitchingProtocols || !ok {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, maxFarText))
		resp.Body.Close()
		if late() {
			return
		}
		code := resp.StatusCode
		if code < 400 {
			code = http.StatusBadGateway
		}
		http.Error(w, "machine "+name+": "+spell.Out(strings.TrimSpace(string(b))), code)
		return
	}
	timer.Stop()
	defer far.Close()
	near, brw, ok := hijackUpgrade(w)
	if !ok {
		return
	}
	defer near.Close()
	h.count(&h.people, 1)
	defer h.count(&h.people, -1)
	watch := q.Get("mode") == "watch"
	v := &farView{h: h, machine: name, id: shown, near: near, far: far, detachKey: q.Get("detach"),
		watch: watch, exclusive: q.Get("exclusive") == "1"}
	slog.Info("person attached to a session on a machine", "session", shown, "watch", watch)
	why, end := v.run(brw.Reader, cols, rows)
	if why != "" {
		cmd := "attach"
		if watch {
			cmd = "watch"
		}
		why = fmt.Sprintf("%s; session %s goes on there: agentty %s %s again", why, shown, cmd, shown)
	} else {
		why = end
	}
	_ = near.SetWriteDeadline(time.Now().Add(time.Second))
	_ = writeFrame(near, frameEnd, []byte(why))
	slog.Info("person detached from a session on a machine", "session", shown, "why", why)
}

// farView is a session on a machine, painted here for a person.
type farView struct {
	h                *Host
	machine, id      string // id: MACHINE:ID
	near             net.Conn
	far              io.ReadWriteCloser
	detachKey        string
	watch, exclusive bool
}

// farFrame is what the far host's frames bring: a whole frame to paint,
// the end of the attachment (end: why, spelled out), or why its frames
// stopped (err).
type farFrame struct {
	f     emulator.Frame
	label string
	end   string
	err   string
}

// run paints the far session on the person's terminal until the far host
// ends the attachment (end says why, spelled out), the link or its frames
// break (why), the person goes, or this host ends. It owns the goroutines
// that read both ends and waits for them.
func (v *farView) run(nr *bufio.Reader, cols, rows int) (why, end string) {
	painter := emulator.NewPainter(cols, rows)
	if err := v.send(painter.Start()); err != nil {
		return "", ""
	}
	var wg sync.WaitGroup
	defer wg.Wait()
	sizes := make(chan [2]int, 1)
	gone := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(gone)
		v.fromPerson(nr, sizes)
	}()
	frames := make(chan farFrame, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		v.fromFar(frames, gone)
	}()
	defer func() {
		_ = v.far.Close()                      // fromFar stops
		_ = v.near.SetReadDeadline(time.Now()) // fromPerson stops
	}()
	var cur farFrame
	painted := false
	paint := func() error {
		if !painted {
			return nil
		}
		status := statusLine(painter, cur.f, v.id, cur.label, v.detachKey, v.watch, v.exclusive)
		return v.send(painter.Paint(cur.f, status))
	}
	for {
		select {
		case fr := <-frames:
			switch {
			case fr.err != "":
				return fr.err, ""
			case fr.end != "":
				return "", fr.end
			}
			cur, painted = fr, true
		case sz := <-sizes:
			painter.Resize(sz[0], sz[1])
		case <-gone:
			return "", "detached from session " + v.id + "; it goes on"
		case <-v.h.stopping:
			return "the local session host is ending", ""
		}
		if err := paint(); err != nil {
			return "", "" // the person's terminal went away: no one to tell
		}
	}
}

// send writes bytes for the person's terminal; nothing when out is empty.
func (v *farView) send(out string) error {
	if out == "" {
		return nil
	}
	_ = v.near.SetWriteDeadline(time.Now().Add(writeWait))
	return writeFrame(v.near, frameOutput, []byte(out))
}

// fromPerson sends the person's frames to the far host as they come (a
// frame at a time, never half of one), and the sizes to the painter too,
// until the person's end stops.
func (v *farView) fromPerson(nr *bufio.Reader, sizes chan [2]int) {
	fr := newFrameReader(nr)
	for {
		kind, n, err := fr.next()
		if err != nil {
			return
		}
		if kind == frameResize {
			b, err := fr.small(maxSizeFrame)
			if err != nil {
				return
			}
			if cols, rows, err := parseSize(string(b)); err == nil {
				select { // the newest size replaces one not yet taken
				case <-sizes:
				default:
				}
				sizes <- [2]int{cols, rows}
			}
			if writeFrame(v.far, kind, b) != nil {
				return
			}
			continue
		}
		payload := make([]byte, 0, min(n, frameChunk))
		for {
			b, err := fr.piece()
			if err == io.EOF {
				break
			}
			if err != nil {
				return
			}
			payload = append(payload, b...)
		}
		if writeFrame(v.far, kind, payload) != nil {
			return
		}
	}
}

// fromFar reads the far host's frames: cells, put together into whole
// frames for the painter (the newest replaces one not painted yet), and
// its end, spelled out; any other frame is passed over. A frame over its
// bound, or one that is not what this agentty reads, drops the link.
func (v *farView) fromFar(out chan farFrame, gone <-chan struct{}) {
	put := func(f farFrame) bool {
		select {
		case <-out: // not painted yet: the newer one is
		default:
		}
		select {
		case out <- f:
			return true
		case <-gone:
			return false
		}
	}
	fr := newFrameReader(bufio.NewReader(v.far))
	var in cellsIn
	for {
		kind, _, err := fr.next()
		if errors.Is(err, errFrameTooLarge) {
			v.drop(err)
			put(farFrame{err: fmt.Sprintf("machine %s's host sent a frame too large (%v); the link was dropped", v.machine, err)})
			return
		}
		if err != nil {
			put(farFrame{err: "the link to the machine dropped"})
			return
		}
		switch kind {
		case frameCells:
			b, err := fr.small(maxCellsFrame + 1<<20)
			if err == nil {
				var whole bool
				if whole, err = in.apply(b); err == nil && whole {
					f := in.f
					f.Cells = append([]screen.Cell(nil), in.f.Cells...)
					if !put(farFrame{f: f, label: in.label}) {
						return
					}
				}
			}
			if err != nil {
				v.drop(err)
				put(farFrame{err: fmt.Sprintf("machine %s's host sent cells this agentty does not take (%s); the link was dropped", v.machine, spell.Out(err.Error()))})
				return
			}
		case frameEnd:
			b, _ := fr.small(maxFarText)
			end := capText(spell.Out(strings.TrimSpace(string(b))))
			if end == "" {
				end = "the machine's host ended the attachment"
			}
			put(farFrame{end: end})
			return
		}
	}
}

// drop drops the link of v's machine: what came over it broke a bound.
func (v *farView) drop(why error) {
	v.h.cfg.Machines.Drop(v.machine, fmt.Errorf("attach to %s: %w", v.id, why))
}

// capText cuts a line for a person to at most maxFarText bytes.
func capText(s string) string {
	if len(s) <= maxFarText {
		return s
	}
	return strings.ToValidUTF8(s[:maxFarText], "") + "…"
}

// farQuery reads the as parameter of an attach relayed from another
// host: how the session is named there (MACHINE:ID), for the status line
// and the messages; id itself when it is not id's.
func farQuery(q url.Values, id string) string {
	as := q.Get("as")
	if m, far, ok := tools.SplitID(as); ok && far == id && len(m) <= 64 && spell.Out(m) == m {
		return as
	}
	return id
}
