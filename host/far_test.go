package host

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

// hostileHost is a machine's session host that answers an attach with
// what far writes on the connection, and records the links dropped.
type hostileHost struct {
	far func(c net.Conn)

	mu      sync.Mutex
	queries []string
	drops   []string
}

func (h *hostileHost) Do(_ context.Context, machine string, req *http.Request) (*http.Response, error) {
	h.mu.Lock()
	h.queries = append(h.queries, machine+" "+req.URL.RawQuery)
	h.mu.Unlock()
	near, far := net.Pipe()
	go func() {
		defer far.Close()
		h.far(far)
	}()
	return &http.Response{StatusCode: http.StatusSwitchingProtocols, Body: near, Header: http.Header{}}, nil
}

func (h *hostileHost) Drop(machine string, why error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.drops = append(h.drops, machine+": "+why.Error())
}

// hostileFrames writes what a hostile far host sends for an attach: raw
// output (a clipboard write, a title), cells whose text, label and size
// carry escapes, and an end whose reason does; then it waits for the
// person's keys.
func hostileFrames(c net.Conn) {
	const esc = "\x1b]52;c;cm0gLXJmIH4=\a\x1b]0;owned\a\x1b]8;;http://evil/\a"
	_ = writeFrame(c, frameOutput, []byte(esc+"raw output"))
	msg := cellsMsg{Cols: 30, Rows: 3, Full: true, Label: "bash " + esc, Cursor: emulator.Cursor{Row: 9, Col: -4, Visible: true},
		Lines: []cellsRow{{Y: 0, Runs: []cellRun{{Text: []string{"o", "k", " ", esc, "中", "", "\u202e", "x"}}}}, {Y: 7, Runs: []cellRun{{Text: []string{"lost"}}}}}}
	b, _ := json.Marshal(msg)
	_ = writeFrame(c, frameCells, b)
	buf := make([]byte, 64)
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	for {
		n, err := c.Read(buf)
		if err != nil {
			return
		}
		if strings.ContainsRune(string(buf[:n]), 0x1d) || buf[0] == frameDetach {
			_ = writeFrame(c, frameEnd, []byte("bye "+esc))
			return
		}
	}
}

// TestAttachFarPaintsHere: an attach to a session MACHINE:ID asks the
// machine's host for cells (a cells attach) and paints them here: raw
// output from the far side is not passed on, cells' text with escapes is
// a replacement character, the status line names the session with the
// far label spelled out, and the far host's end of the attachment reaches
// the person spelled out. A cells frame over its bound drops the link.
func TestAttachFarPaintsHere(t *testing.T) {
	far := &hostileHost{far: hostileFrames}
	paths := farTestHost(t, far)
	status, c, fr := upgrade(t, paths, "session=box:s1&size=40x10&mode=attach&detach=ctrl-%5D")
	if fr == nil {
		t.Fatalf("attach box:s1: %s", status)
	}
	term := emulator.New(40, 10, 0)
	t.Cleanup(func() { term.Close() })
	var out strings.Builder
	until(t, c, fr, "the far screen painted", func(kind byte, payload string) bool {
		if kind == frameOutput {
			out.WriteString(payload)
			_, _ = term.Write([]byte(payload))
		}
		return strings.Contains(strings.Join(term.Snapshot().Lines, "\n"), "agentty box:s1")
	})
	s := term.Snapshot()
	if !strings.HasPrefix(s.Lines[0], "ok \ufffd中\ufffdx") {
		t.Errorf("the far cells are painted as %q; want ok, a replacement character for the escapes, 中, another for the bidi override, x", s.Lines[0])
	}
	if last := s.Lines[len(s.Lines)-1]; !strings.Contains(last, `bash \x1b]52;c;`) {
		t.Errorf("the status line %q does not show the far label spelled out", last)
	}
	if strings.Contains(out.String(), "\x1b]") || strings.Contains(out.String(), "raw output") || s.Title != "" {
		t.Errorf("what the far side sent reached the person's terminal: %q", out.String())
	}
	_, _ = c.Write(frame(frameDetach, ""))
	end := until(t, c, fr, "the end of the attachment", func(kind byte, _ string) bool { return kind == frameEnd })
	if !strings.HasPrefix(end, `bye \x1b]52;c;`) {
		t.Errorf("the far host's end reached the person as %q; want it spelled out", end)
	}
	far.mu.Lock()
	q := strings.Join(far.queries, "\n")
	far.mu.Unlock()
	if !strings.Contains(q, "cells=1") || !strings.Contains(q, "session=s1") {
		t.Errorf("the far host was asked %q; want a cells attach of s1", q)
	}

	// A cells frame over its bound: the link is dropped, the person told.
	big := &hostileHost{far: func(c net.Conn) {
		_ = writeFrame(c, frameCells, []byte(strings.Repeat(" ", maxCellsFrame+2<<20)))
	}}
	paths = farTestHost(t, big)
	_, c, fr = upgrade(t, paths, "session=box:s1&size=40x10&mode=attach")
	end = until(t, c, fr, "the end of the attachment", func(kind byte, _ string) bool { return kind == frameEnd })
	big.mu.Lock()
	drops := big.drops
	big.mu.Unlock()
	if !strings.Contains(end, "machine box") || !strings.Contains(end, "the link was dropped") || len(drops) != 1 || !strings.HasPrefix(drops[0], "box: ") {
		t.Errorf("a cells frame over its bound: the person was told %q, links dropped %q", end, drops)
	}
}

// farTestHost runs a host whose machines are far, until the test ends.
func farTestHost(t *testing.T, far Machines) Paths {
	t.Helper()
	return serveTest(t, Config{Manager: session.NewManager(session.Config{Grace: 200 * time.Millisecond}), Machines: far})
}
