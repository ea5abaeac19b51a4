package host

import (
	"bufio"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// Proto is the version of the host's /v1 API and of its attach frames. A
// front end and a host of different agentty versions never use each other
// silently, whatever Proto says.
const Proto = 1

// Info is what a host says about itself (GET /v1/hello, and the first line
// of a presence stream).
type Info struct {
	Proto     int                 `json:"proto"`
	Version   string              `json:"version"`
	PID       int                 `json:"pid"`
	Started   string              `json:"started"`
	Socket    string              `json:"socket"`
	Sessions  int                 `json:"sessions"`
	FrontEnds int                 `json:"front_ends"`
	People    int                 `json:"people"`
	LostWhy   string              `json:"lost_why,omitempty"`
	Lost      []tools.LostSession `json:"lost,omitempty"`
	Web       string              `json:"web,omitempty"` // the web page's address, when it serves one
}

// Status is GET /v1/status: the host and what it costs, for agentty host
// status.
type Status struct {
	Info
	Cost Cost `json:"cost"`
}

// Cost is what a host holds for its sessions, and how many it takes. A
// figure the platform does not give is 0.
type Cost struct {
	MaxSessions     int     `json:"max_sessions"`     // --max-sessions
	FitSessions     int     `json:"fit_sessions"`     // how many the descriptor limit holds
	Resident        int64   `json:"resident_bytes"`   // memory resident now
	CPUSeconds      float64 `json:"cpu_seconds"`      // user and system time since it started
	Descriptors     int     `json:"descriptors"`      // open now
	DescriptorLimit uint64  `json:"descriptor_limit"` // ulimit -n
	Threads         int     `json:"threads"`
	PTYs            int     `json:"ptys"`    // the machine's PTYs in use, every user's
	PTYMax          int     `json:"pty_max"` // and how many it allows
}

// Listing is GET /v1/sessions: what agentty ls prints.
type Listing struct {
	Host     Info               `json:"host"`
	Sessions []tools.SessionRow `json:"sessions"`
	// Notes name the machines that did not list their sessions.
	Notes []string `json:"notes,omitempty"`
}

func sessionRows(infos []session.Info) []tools.SessionRow {
	out := make([]tools.SessionRow, 0, len(infos))
	for _, i := range infos {
		out = append(out, tools.SessionRowOf(i))
	}
	return out
}

func lostSessions(lost []session.Lost) []tools.LostSession {
	var out []tools.LostSession
	for _, l := range lost {
		out = append(out, tools.LostSession(l))
	}
	return out
}

// Headers a front end sets on the requests it relays to /mcp: who it is, and
// the working directory and environment the client started it with (see
// tools.Origin). The host trusts them: only the user's own processes reach
// the socket. The HTTP front end drops any its own clients send.
const (
	HeaderFrontEnd = "Agentty-Front-End"
	HeaderCwd      = "Agentty-Cwd" // base64: a path may hold any byte but NUL
	HeaderEnv      = "Agentty-Env" // base64 of NUL-separated KEY=VALUE
	// HeaderFrontEndID tells one front end from another (tools.Origin.ID),
	// on its calls and on its presence stream: the host ends what is bound
	// to a front end (a person's hold through its client's app) once its
	// last presence stream ends.
	HeaderFrontEndID = "Agentty-Front-End-Id"
)

// Self describes this process as a front end of the given kind ("stdio",
// "http 127.0.0.1:7070"), with an ID of its own.
func Self(kind string) tools.Origin {
	cwd, _ := os.Getwd()
	id := make([]byte, 16)
	_, _ = rand.Read(id) // crypto/rand: never fails
	return tools.Origin{FrontEnd: kind + " front end, pid " + strconv.Itoa(os.Getpid()), ID: hex.EncodeToString(id), Cwd: cwd, Env: os.Environ()}
}

// setOrigin writes o into h, replacing whatever h had; env is
// encodeEnv(o.Env).
func setOrigin(h http.Header, o tools.Origin, env string) {
	h.Set(HeaderFrontEnd, o.FrontEnd)
	h.Set(HeaderCwd, base64.StdEncoding.EncodeToString([]byte(o.Cwd)))
	h.Set(HeaderEnv, env)
	h.Set(HeaderFrontEndID, o.ID)
}

func encodeEnv(env []string) string {
	return base64.StdEncoding.EncodeToString([]byte(strings.Join(env, "\x00")))
}

// OriginOf reads the origin a front end put on r (the zero Origin when r
// has none), and, when the host serves r, when that front end ends
// (Host.frontEndLives).
func OriginOf(r *http.Request) tools.Origin {
	o := tools.Origin{FrontEnd: r.Header.Get(HeaderFrontEnd), ID: r.Header.Get(HeaderFrontEndID)}
	o.Ended, _ = r.Context().Value(endedKey{}).(<-chan struct{})
	if b, err := base64.StdEncoding.DecodeString(r.Header.Get(HeaderCwd)); err == nil {
		o.Cwd = string(b)
	}
	if e := r.Header.Get(HeaderEnv); e != "" {
		if b, err := base64.StdEncoding.DecodeString(e); err == nil && len(b) > 0 {
			o.Env = strings.Split(string(b), "\x00")
		}
	}
	return o
}

// Attach frames: a type byte, a 4-byte big-endian length, the payload.
const (
	frameOutput = 'o' // host → person: bytes for the person's terminal
	frameCells  = 'c' // host → host: the cells that changed (a cells attach, cells.go)
	frameEnd    = 'x' // host → person: the attachment ended; payload says why
	frameInput  = 'i' // person → host: keys for the program
	frameResize = 'r' // person → host: "COLSxROWS" of the person's terminal
	frameDetach = 'd' // person → host: the person detaches
)

// maxFrame bounds a frame's payload: a full repaint of the largest screen
// with every cell styled fits. A frame's payload is read as it comes, in
// pieces of at most frameChunk bytes, never as a whole of the size its
// header claims.
const maxFrame = 16 << 20

// frameChunk is the most of a payload read at once.
const frameChunk = 32 << 10

// maxSizeFrame bounds a resize frame: "COLSxROWS" fits with room to spare.
const maxSizeFrame = 32

var errFrameTooLarge = errors.New("attach frame too large")

func writeFrame(w io.Writer, kind byte, payload []byte) error {
	var hdr [5]byte
	hdr[0] = kind
	binary.BigEndian.PutUint32(hdr[1:], uint32(len(payload)))
	if _, err := w.Write(append(hdr[:], payload...)); err != nil {
		return err
	}
	return nil
}

// frameReader reads frames: a header, then the payload in pieces as it
// comes. It keeps one buffer of frameChunk bytes, whatever the headers say.
type frameReader struct {
	r    *bufio.Reader
	left int64 // bytes of the current payload not yet read
	buf  []byte
}

func newFrameReader(r *bufio.Reader) *frameReader {
	return &frameReader{r: r}
}

// next skips what is left of the current frame and reads the next
// header: the frame's kind and its payload's size (at most maxFrame).
func (f *frameReader) next() (kind byte, n int64, err error) {
	if f.left > 0 {
		if _, err := f.r.Discard(int(f.left)); err != nil {
			return 0, 0, err
		}
		f.left = 0
	}
	var hdr [5]byte
	if _, err := io.ReadFull(f.r, hdr[:]); err != nil {
		return 0, 0, err
	}
	n = int64(binary.BigEndian.Uint32(hdr[1:]))
	if n > maxFrame {
		return 0, 0, fmt.Errorf("%w: %d bytes, at most %d", errFrameTooLarge, n, maxFrame)
	}
	f.left = n
	return hdr[0], n, nil
}

// piece returns the next piece of the current payload, at most frameChunk
// bytes, valid until the next call; io.EOF once it is all read.
func (f *frameReader) piece() ([]byte, error) {
	if f.left == 0 {
		return nil, io.EOF
	}
	if f.buf == nil {
		f.buf = make([]byte, frameChunk)
	}
	n, err := f.r.Read(f.buf[:min(f.left, frameChunk)])
	f.left -= int64(n)
	if n > 0 {
		return f.buf[:n], nil
	}
	if err == nil || err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return nil, err
}

// small returns the whole current payload when it is at most limit bytes;
// a longer one is reported with errFrameTooLarge, left unread.
func (f *frameReader) small(limit int) ([]byte, error) {
	if f.left > int64(limit) {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", errFrameTooLarge, f.left, limit)
	}
	b := make([]byte, f.left)
	_, err := io.ReadFull(f.r, b)
	f.left = 0
	return b, err
}

// parseSize reads "COLSxROWS" as a person's terminal sends it, each number
// brought within what a terminal here may have (emulator.CheckSize's
// bounds, as resize_session's), a number too large for an int included.
func parseSize(s string) (cols, rows int, err error) {
	c, r, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, fmt.Errorf("size %q: want COLSxROWS", s)
	}
	if cols, err = sizeNumber(c, emulator.MinCols, emulator.MaxCols); err != nil {
		return 0, 0, fmt.Errorf("size %q: %w", s, err)
	}
	if rows, err = sizeNumber(r, emulator.MinRows, emulator.MaxRows); err != nil {
		return 0, 0, fmt.Errorf("size %q: %w", s, err)
	}
	return cols, rows, nil
}

// sizeNumber reads a positive decimal number and brings it within lo..hi.
func sizeNumber(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(s)
	if errors.Is(err, strconv.ErrRange) && s != "" && s[0] != '-' {
		n, err = hi, nil
	}
	if err != nil {
		return 0, err
	}
	if n < 1 {
		return 0, fmt.Errorf("%d is not a size", n)
	}
	return min(max(n, lo), hi), nil
}
