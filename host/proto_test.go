package host

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
)

// endless is an endless stream of one byte.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

func header(kind byte, n uint32) []byte {
	h := []byte{kind, 0, 0, 0, 0}
	binary.BigEndian.PutUint32(h[1:], n)
	return h
}

// A frame's payload is read in pieces as it comes, whatever its header
// claims: reading a frame of maxFrame bytes allocates a piece's buffer,
// not the frame; a header over maxFrame is refused before its payload is
// read; a frame cut short says so; what a reader leaves of a frame is
// skipped by the next header.
func TestFrameReaderReadsAsItComes(t *testing.T) {
	in := io.MultiReader(bytes.NewReader(header('i', maxFrame)), io.LimitReader(endless('k'), maxFrame),
		bytes.NewReader(header('r', 5)), strings.NewReader("80x24"),
		bytes.NewReader(header('z', 100)), strings.NewReader("dropped"))
	fr := newFrameReader(bufio.NewReader(in))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	kind, n, err := fr.next()
	if kind != 'i' || n != maxFrame || err != nil {
		t.Fatalf("header: %c %d %v", kind, n, err)
	}
	total := 0
	for {
		b, err := fr.piece()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(b) > frameChunk || len(b) == 0 {
			t.Fatalf("a piece of %d bytes", len(b))
		}
		total += len(b)
	}
	runtime.ReadMemStats(&after)
	if total != maxFrame {
		t.Errorf("read %d bytes of %d", total, maxFrame)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("reading a frame of %d bytes allocated %d", maxFrame, grew)
	}
	if kind, _, _ := fr.next(); kind != 'r' {
		t.Fatalf("next frame: %c", kind)
	}
	if b, err := fr.small(maxSizeFrame); string(b) != "80x24" || err != nil {
		t.Errorf("resize payload %q %v", b, err)
	}
	if kind, _, _ := fr.next(); kind != 'z' {
		t.Fatalf("next frame: %c", kind)
	}
	if _, err := fr.small(maxSizeFrame); !errors.Is(err, errFrameTooLarge) {
		t.Errorf("a payload of 100 bytes read as small: %v", err)
	}
	if b, err := fr.piece(); err == nil && len(b) > 0 {
		// The rest is there to read or skip; the stream then ends cut short.
		for err == nil {
			_, err = fr.piece()
		}
		if !errors.Is(err, io.ErrUnexpectedEOF) {
			t.Errorf("a frame cut short: %v", err)
		}
	}

	// A header over the bound: refused, its payload never asked for.
	fr = newFrameReader(bufio.NewReader(io.MultiReader(bytes.NewReader(header('i', maxFrame+1)), endless('x'))))
	if _, _, err := fr.next(); !errors.Is(err, errFrameTooLarge) {
		t.Errorf("a header of %d bytes: %v", maxFrame+1, err)
	}
}

// A person's size is brought within the bounds resize_session has, numbers
// too large for an int included; what is not a size is refused.
func TestParseSizeCaps(t *testing.T) {
	for _, c := range []struct {
		in         string
		cols, rows int
	}{
		{"80x24", 80, 24},
		{"9223372036854775807x24", emulator.MaxCols, 24},
		{"9223372036854775808x99999999999999999999999", emulator.MaxCols, emulator.MaxRows},
		{"1x1", emulator.MinCols, emulator.MinRows},
		{"1000x500", 1000, 500},
	} {
		cols, rows, err := parseSize(c.in)
		if err != nil || cols != c.cols || rows != c.rows {
			t.Errorf("%s: %dx%d %v, want %dx%d", c.in, cols, rows, err, c.cols, c.rows)
		}
	}
	for _, bad := range []string{"", "80", "0x24", "80x0", "-1x24", "80x-9223372036854775809", "axb", "80x24x1", " 80x24"} {
		if cols, rows, err := parseSize(bad); err == nil {
			t.Errorf("%q read as %dx%d", bad, cols, rows)
		}
	}
}

// testHost runs a host over a manager in a directory of its own, until the
// test ends.
func testHost(t *testing.T) (*session.Manager, Paths) {
	t.Helper()
	return testHostWith(t, session.Config{})
}

// testHostWith is testHost with a manager of cfg (its Grace set).
func testHostWith(t *testing.T, cfg session.Config) (*session.Manager, Paths) {
	t.Helper()
	cfg.Grace = 200 * time.Millisecond
	m := session.NewManager(cfg)
	return m, serveTest(t, Config{Manager: m})
}

// serveTest runs a host of c (its paths, version and MCP set) in a
// directory of its own, until the test ends.
func serveTest(t *testing.T, c Config) Paths {
	t.Helper()
	dir, err := os.MkdirTemp("", "agentty-host-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	paths := PathsIn(dir, DefaultName)
	c.Paths, c.Version, c.MCP = paths, "test", http.NotFoundHandler()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Serve(ctx, c)
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
	cl := NewClient(paths, "test", nil)
	sessiontest.Eventually(t, 10*time.Second, "the host to answer", func() bool {
		_, err := cl.Hello(context.Background())
		return err == nil
	})
	return paths
}

// upgrade opens an attach connection as a person's terminal does, and
// returns the response's status and body when it is not upgraded.
func upgrade(t *testing.T, paths Paths, query string) (string, net.Conn, *frameReader) {
	t.Helper()
	c, err := net.Dial("unix", paths.Socket)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	fmt.Fprintf(c, "GET /v1/attach?%s HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: %s\r\n\r\n", query, upgradeProto)
	br := bufio.NewReader(c)
	_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("the host's answer to an attach: %v", err)
	}
	_ = c.SetReadDeadline(time.Time{})
	if resp.StatusCode != http.StatusSwitchingProtocols {
		b, _ := io.ReadAll(resp.Body)
		return resp.Status + ": " + strings.TrimSpace(string(b)), c, nil
	}
	return resp.Status, c, newFrameReader(br)
}

// until reads the host's frames until ok holds of one (its kind and whole
// payload), and returns that payload; it fails the test if the connection
// ends first.
func until(t *testing.T, c net.Conn, fr *frameReader, what string, ok func(kind byte, payload string) bool) string {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	for {
		kind, _, err := fr.next()
		if err != nil {
			t.Fatalf("waiting for %s: %v", what, err)
		}
		var b []byte
		for {
			p, err := fr.piece()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("waiting for %s: %v", what, err)
			}
			b = append(b, p...)
		}
		if ok(kind, string(b)) {
			return string(b)
		}
	}
}

func openCat(t *testing.T, m *session.Manager) *session.Session {
	t.Helper()
	sessiontest.Need(t, "cat")
	s, err := m.Open(session.Options{Argv: []string{"cat"}, Cols: 80, Rows: 24})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The attach protocol bounds what a person's end sends: a resize frame
// larger than a size is refused (the person is told why, and detached); a
// size beyond the bounds is brought within them for the painter and the
// session (2^63-1 columns: the painter does not fault); a watcher cannot
// ask to resize, and its sizes change only its own view; a frame of an
// unknown kind is skipped as it comes.
func TestAttachProtocolBounds(t *testing.T) {
	m, paths := testHost(t)
	s := openCat(t, m)

	status, c, fr := upgrade(t, paths, "mode=attach&resize=1&size=80x24&session="+s.ID())
	if fr == nil {
		t.Fatalf("attach: %s", status)
	}
	big := "9223372036854775807x30"
	_, _ = c.Write(append(header('z', 1<<20), bytes.Repeat([]byte("z"), 1<<20)...))
	_, _ = c.Write(append(header('r', uint32(len(big))), big...))
	sessiontest.Eventually(t, 10*time.Second, "the session at 1000x30", func() bool {
		f := s.Frame()
		return f.Cols == emulator.MaxCols && f.Rows == 30
	})
	_, _ = c.Write(append(header('i', 6), "hello\r"...))
	until(t, c, fr, "the typed keys painted", func(k byte, p string) bool { return k == frameOutput && strings.Contains(p, "hello") })
	_, _ = c.Write(header('r', maxSizeFrame+1))
	why := until(t, c, fr, "the end of the attachment", func(k byte, _ string) bool { return k == frameEnd })
	if !strings.Contains(why, "resize frame too large") {
		t.Errorf("a resize frame of %d bytes ended the attachment with %q", maxSizeFrame+1, why)
	}

	if status, _, _ := upgrade(t, paths, "mode=watch&resize=1&size=100x30&session="+s.ID()); !strings.HasPrefix(status, "400") || !strings.Contains(status, "watcher cannot resize") {
		t.Errorf("watch with resize: %s", status)
	}
	status, c, fr = upgrade(t, paths, "mode=watch&size=100x30&session="+s.ID())
	if fr == nil {
		t.Fatalf("watch: %s", status)
	}
	_, _ = c.Write(append(header('r', 5), "90x20"...))
	_, _ = c.Write(append(header('i', 6), "typed\r"...))
	// Painted for the watcher's new size: the frame was taken.
	until(t, c, fr, "a repaint at 90x20", func(k byte, p string) bool {
		return k == frameOutput && strings.Contains(p, "top-left 90x19 of 1000x30")
	})
	if f := s.Frame(); f.Cols != emulator.MaxCols || f.Rows != 30 {
		t.Errorf("a watcher resized the session to %dx%d", f.Cols, f.Rows)
	}
	if strings.Contains(strings.Join(s.Read(session.Page{}, nil).Lines, "\n"), "typed") {
		t.Error("a watcher typed into the session")
	}
}

// A process of a session is no client: a child of the host (a session's
// orphan is one, where the host is its subreaper) and a session's program
// are refused every request, with a sentence saying why; the host's own
// user outside the sessions (here, the test itself) is served.
func TestSessionProcessRefused(t *testing.T) {
	sessiontest.Need(t, "python3")
	// A host that tracks trees adopts its sessions' orphans: a child of
	// its is a session's (a host with cgroups has no other children).
	m, paths := testHostWith(t, session.Config{TrackTrees: true})
	probe := `
import socket, sys
s = socket.socket(socket.AF_UNIX)
s.connect(sys.argv[1])
s.sendall(b"GET /v1/sessions HTTP/1.0\r\nHost: x\r\n\r\n")
out = b""
while True:
    c = s.recv(65536)
    if not c:
        break
    out += c
sys.stdout.write(out.decode().replace("\r\n", " ").replace("\n", " ") + "\n")
`
	out, err := exec.Command("python3", "-c", probe, paths.Socket).CombinedOutput()
	if err != nil {
		t.Fatalf("probe: %v %s", err, out)
	}
	if !strings.Contains(string(out), " 403 Forbidden") || !strings.Contains(string(out), "descends from the session host") {
		t.Errorf("a child of a host that adopts orphans: %s", out)
	}

	script := filepath.Join(t.TempDir(), "probe.py")
	if err := os.WriteFile(script, []byte(probe), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := m.Open(session.Options{Argv: []string{"python3", script, paths.Socket}, Cols: 200, Rows: 10})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.WaitFor(context.Background(), session.Cond{State: session.Exited}, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(v.Lines, "")
	if !strings.Contains(text, " 403 Forbidden") || !strings.Contains(text, "belongs to a session of this server") || strings.Contains(text, `"sessions"`) {
		t.Errorf("a session's program: %s", text)
	}

	var l Listing
	if err := NewClient(paths, "test", nil).Get(context.Background(), "/v1/sessions", &l); err != nil || len(l.Sessions) != 1 {
		t.Errorf("the host's user: %+v %v", l, err)
	}
}
