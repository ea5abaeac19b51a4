package host

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// hostileHost is a machine's session host that answers an attach with
// what far writes on the connection, and records the links dropped.
type hostileHost struct {
	far func(c net.Conn)
	// answer, when set, answers the attach instead (ctx is the request's,
	// which ends a transport's reading of the answer).
	answer func(ctx context.Context) (*http.Response, error)

	mu      sync.Mutex
	queries []string
	drops   []string
}

func (h *hostileHost) Do(ctx context.Context, machine string, req *http.Request) (*http.Response, error) {
	h.mu.Lock()
	h.queries = append(h.queries, machine+" "+req.URL.RawQuery)
	h.mu.Unlock()
	if h.answer != nil {
		return h.answer(ctx)
	}
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

// TestFarCellsBounded: a cells frame's label (the far session's name and
// program, painted on the status line at each frame) is kept to a row's
// worth, whatever the far host sends.
func TestFarCellsBounded(t *testing.T) {
	var in cellsIn
	b, _ := json.Marshal(cellsMsg{Cols: 20, Rows: 2, Full: true, Label: strings.Repeat("é", 1<<19)})
	if _, err := in.apply(b); err != nil {
		t.Fatal(err)
	}
	if len(in.label) > maxLabel+len("…") {
		t.Errorf("a far label of 1 MiB is kept as %d bytes", len(in.label))
	}
}

// TestAttachFarAnswersInTime: a machine's host that does not answer an
// attach, or answers why not and never ends that answer, has the person
// told so within the host's FarWait, naming the machine, and its link is
// dropped.
func TestAttachFarAnswersInTime(t *testing.T) {
	cases := map[string]func(ctx context.Context) (*http.Response, error){
		"no answer": func(ctx context.Context) (*http.Response, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		},
		"an endless why not": func(ctx context.Context) (*http.Response, error) {
			body := io.MultiReader(strings.NewReader("no session s1 here, and then"), ctxReader{ctx})
			return &http.Response{StatusCode: http.StatusNotFound, Body: io.NopCloser(body), Header: http.Header{}}, nil
		},
	}
	for name, answer := range cases {
		t.Run(name, func(t *testing.T) {
			far := &hostileHost{answer: answer}
			paths := serveTest(t, Config{Manager: session.NewManager(session.Config{Grace: 200 * time.Millisecond}), Machines: far, FarWait: time.Second})
			status, c, fr := upgrade(t, paths, "session=box:s1&size=40x10&mode=attach")
			if fr != nil {
				t.Fatalf("attach box:s1 was upgraded (%s); want an error", status)
			}
			_ = c.Close()
			far.mu.Lock()
			drops := far.drops
			far.mu.Unlock()
			if !strings.Contains(status, "machine box did not answer an attach within 1s") || len(drops) != 1 || !strings.HasPrefix(drops[0], "box: ") {
				t.Errorf("the person was told %q, links dropped %q; want machine box named within FarWait and its link dropped", status, drops)
			}
		})
	}
}

// ctxReader reads nothing until ctx ends, then fails with its error, as a
// transport's answer whose request was cancelled.
type ctxReader struct{ ctx context.Context }

func (r ctxReader) Read([]byte) (int, error) {
	<-r.ctx.Done()
	return 0, r.ctx.Err()
}

// TestResolveNamesFew: a session that is not there is told with a few of
// the ids listed, however many the host and its machines list (a machine
// lists up to 1,024 ids of up to 512 bytes each).
func TestResolveNamesFew(t *testing.T) {
	const listed = 3000
	remote := func(context.Context) ([]tools.SessionRow, []string) {
		rows := make([]tools.SessionRow, listed)
		for i := range rows {
			id := fmt.Sprintf("s%d%s", i, strings.Repeat("x", 500))
			rows[i] = tools.SessionRow{SessionID: tools.JoinID("box", id), Machine: "box", Name: id}
		}
		return rows, nil
	}
	paths := serveTest(t, Config{Manager: session.NewManager(session.Config{Grace: 200 * time.Millisecond}), Remote: remote})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, err := Resolve(ctx, NewClient(paths, "test", nil), "box:nope")
	if err == nil {
		t.Fatal("box:nope resolved; want no session")
	}
	msg := err.Error()
	if len(msg) > 16<<10 || !strings.Contains(msg, "box:s0x") || !strings.Contains(msg, fmt.Sprintf("and %d more", listed-maxNamed)) {
		t.Errorf("no session box:nope among %d listed: told in %d bytes, %.300q; want a few ids and how many more", listed, len(msg), msg)
	}
}
