package host

import (
	"bufio"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

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

// Listing is GET /v1/sessions: what agentty ls prints.
type Listing struct {
	Host     Info               `json:"host"`
	Sessions []tools.SessionRow `json:"sessions"`
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
)

// Self describes this process as a front end of the given kind ("stdio",
// "http 127.0.0.1:7070").
func Self(kind string) tools.Origin {
	cwd, _ := os.Getwd()
	return tools.Origin{FrontEnd: kind + " front end, pid " + strconv.Itoa(os.Getpid()), Cwd: cwd, Env: os.Environ()}
}

// setOrigin writes o into h, replacing whatever h had; env is
// encodeEnv(o.Env).
func setOrigin(h http.Header, o tools.Origin, env string) {
	h.Set(HeaderFrontEnd, o.FrontEnd)
	h.Set(HeaderCwd, base64.StdEncoding.EncodeToString([]byte(o.Cwd)))
	h.Set(HeaderEnv, env)
}

func encodeEnv(env []string) string {
	return base64.StdEncoding.EncodeToString([]byte(strings.Join(env, "\x00")))
}

// OriginOf reads the origin a front end put on r (the zero Origin when r
// has none).
func OriginOf(r *http.Request) tools.Origin {
	o := tools.Origin{FrontEnd: r.Header.Get(HeaderFrontEnd)}
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
	frameEnd    = 'x' // host → person: the attachment ended; payload says why
	frameInput  = 'i' // person → host: keys for the program
	frameResize = 'r' // person → host: "COLSxROWS" of the person's terminal
	frameDetach = 'd' // person → host: the person detaches
)

// maxFrame bounds a frame's payload: a full repaint of the largest screen
// with every cell styled fits.
const maxFrame = 16 << 20

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

func readFrame(r *bufio.Reader) (kind byte, payload []byte, err error) {
	var hdr [5]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return 0, nil, err
	}
	n := binary.BigEndian.Uint32(hdr[1:])
	if n > maxFrame {
		return 0, nil, fmt.Errorf("%w: %d bytes", errFrameTooLarge, n)
	}
	payload = make([]byte, n)
	if _, err := io.ReadFull(r, payload); err != nil {
		return 0, nil, err
	}
	return hdr[0], payload, nil
}

func parseSize(s string) (cols, rows int, err error) {
	c, r, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, fmt.Errorf("size %q: want COLSxROWS", s)
	}
	if cols, err = strconv.Atoi(c); err != nil {
		return 0, 0, fmt.Errorf("size %q: %w", s, err)
	}
	if rows, err = strconv.Atoi(r); err != nil {
		return 0, 0, fmt.Errorf("size %q: %w", s, err)
	}
	return cols, rows, nil
}
