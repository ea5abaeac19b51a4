package host

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/charmbracelet/x/term"
	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/spell"
	"github.com/agentty/agentty/tools"
)

// DefaultDetachKey is the key that detaches a person (as in telnet and
// virsh console): rare in programs, one keystroke.
const DefaultDetachKey = "ctrl-]"

// PersonClient returns a client for a person's commands (ls, attach,
// watch) in dir: the host of this version, or, when none runs, a host of
// another version that speaks this one's protocol (warn is told so).
func PersonClient(ctx context.Context, dir, version string, warn io.Writer) (*Client, Info, error) {
	own := NewClient(PathsIn(dir, VersionName(version)), version, nil)
	info, err := own.Hello(ctx)
	if err == nil || errors.Is(err, ErrSocketPath) || errors.Is(err, ErrSilent) {
		return own, info, err
	}
	var other *Found
	for _, f := range Hosts(ctx, dir) {
		if f.Err != nil || f.Paths == own.Paths() {
			continue
		}
		if f.Info.Proto == Proto {
			c := NewClient(f.Paths, version, nil)
			_, verr := c.check(f.Info)
			fmt.Fprintf(warn, "agentty: note: %s\n", spell.Out(fmt.Sprint(verr)))
			return c, f.Info, nil
		}
		other = &f
	}
	if other != nil {
		_, verr := NewClient(other.Paths, version, nil).check(other.Info)
		return nil, other.Info, fmt.Errorf("%w; it speaks another protocol: use the agentty of version %s, or stop it with agentty host stop", verr, other.Info.Version)
	}
	return nil, Info{}, err
}

// AttachOptions say how a person attaches.
type AttachOptions struct {
	Watch     bool   // read-only: keys are not sent (q and ctrl-c detach too)
	Exclusive bool   // lock the agent's input tools out until detaching
	Resize    bool   // give the session this terminal's size
	DetachKey string // DefaultDetachKey when empty
}

// ParseKey returns the byte a terminal sends for "ctrl-X" (X one of
// @A-Z[\]^_ or a letter).
func ParseKey(name string) (byte, error) {
	rest, ok := strings.CutPrefix(strings.ToLower(name), "ctrl-")
	if !ok || len(rest) != 1 {
		return 0, fmt.Errorf("detach key %q: want ctrl-X, e.g. %s or ctrl-q", name, DefaultDetachKey)
	}
	ch := rest[0]
	switch {
	case ch >= 'a' && ch <= 'z':
		return ch - 'a' + 1, nil
	case ch >= '@' && ch <= '_':
		return ch & 0x1f, nil
	}
	return 0, fmt.Errorf("detach key %q: want ctrl- and a letter or one of @[\\]^_", name)
}

// Resolve returns the id of the session arg names, an id or a session's
// name, among those of the host c reaches (a session on another machine
// by MACHINE:ID or MACHINE:NAME); the error lists the ids when none
// matches, and says so when that machine did not list its sessions.
func Resolve(ctx context.Context, c *Client, arg string) (string, error) {
	var l Listing
	if err := c.Get(ctx, "/v1/sessions", &l); err != nil {
		return "", err
	}
	var names []string
	for _, s := range l.Sessions {
		if s.SessionID == arg {
			return arg, nil
		}
	}
	m, rest, far := tools.SplitID(arg)
	for _, s := range l.Sessions {
		if s.Name == arg && s.Machine == "" || far && s.Machine == m && s.Name == rest {
			return s.SessionID, nil
		}
		names = append(names, s.SessionID)
	}
	if far {
		for _, n := range l.Notes {
			if strings.HasPrefix(n, "machine "+m+" ") {
				return "", fmt.Errorf("no session %q: %s; agentty machines says whether it answers", arg, n)
			}
		}
		if !slices.ContainsFunc(l.Sessions, func(s tools.SessionRow) bool { return s.Machine == m }) {
			return "", fmt.Errorf("no session %q: no machine %q lists sessions here; agentty machines lists the machines, agentty ls the sessions", arg, m)
		}
	}
	if len(names) == 0 {
		return "", fmt.Errorf("no session %q; the session host has no sessions", arg)
	}
	more := ""
	if len(names) > maxNamed {
		more = fmt.Sprintf(" and %d more", len(names)-maxNamed)
		names = names[:maxNamed]
	}
	return "", fmt.Errorf("no session %q; agentty ls lists them (%s%s)", arg, strings.Join(names, ", "), more)
}

// maxNamed bounds the sessions a "no session" error names: a host may list
// thousands, its machines' too.
const maxNamed = 20

// Attach connects the person's terminal (in and out, a TTY) to session id
// until the person presses the detach key, the session ends or the host
// does; it returns what to tell the person then. The screen is painted from
// the emulator at once and repainted as it changes; keys go to the program
// (not when watching). The terminal is in raw mode meanwhile and is given
// back as it was.
func Attach(ctx context.Context, c *Client, id string, in, out *os.File, opts AttachOptions) (string, error) {
	if opts.DetachKey == "" {
		opts.DetachKey = DefaultDetachKey
	}
	key, err := ParseKey(opts.DetachKey)
	if err != nil {
		return "", err
	}
	if !term.IsTerminal(in.Fd()) {
		return "", errors.New("attach and watch need a terminal on stdin; agentty ls and the MCP tools read sessions without one")
	}
	cols, rows, err := term.GetSize(out.Fd())
	if err != nil || cols < 1 || rows < 1 {
		cols, rows = 80, 24
	}
	conn, br, err := c.upgrade(ctx, id, cols, rows, opts)
	if err != nil {
		return "", err
	}
	defer conn.Close()

	state, err := term.MakeRaw(in.Fd())
	if err != nil {
		return "", fmt.Errorf("raw mode: %w", err)
	}
	defer func() { _ = term.Restore(in.Fd(), state) }()
	keys, restoreBlocking, err := cancellable(in)
	if err != nil {
		return "", err
	}
	defer restoreBlocking()

	p := &personConn{conn: conn}
	var wg sync.WaitGroup
	ended := make(chan string, 1) // the host's reason, or a broken connection's
	wg.Add(1)
	go func() {
		defer wg.Done()
		ended <- p.output(br, out)
	}()
	detached := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		if p.input(keys, key, opts.Watch) {
			close(detached)
		}
	}()
	winch := make(chan os.Signal, 1)
	signal.Notify(winch, syscall.SIGWINCH)
	defer signal.Stop(winch)

	var why string
	for why == "" {
		select {
		case why = <-ended:
		case <-detached:
			_ = p.send(frameDetach, nil)
			select { // the host says goodbye; a dead one is not waited for
			case why = <-ended:
			case <-time.After(2 * time.Second):
				why = "detached from session " + id
			}
		case <-winch:
			if c, r, err := term.GetSize(out.Fd()); err == nil {
				_ = p.send(frameResize, []byte(strconv.Itoa(c)+"x"+strconv.Itoa(r)))
			}
		case <-ctx.Done():
			why = "detached from session " + id
		}
	}
	_ = conn.Close()
	_ = keys.SetReadDeadline(time.Now()) // the input goroutine stops
	wg.Wait()
	_, _ = out.WriteString("\x1b[m\x1b[?1l\x1b>\x1b[?2004l\x1b[?25h\x1b[?1049l")
	return why, nil
}

// upgrade asks the host for an attach connection.
func (c *Client) upgrade(ctx context.Context, id string, cols, rows int, opts AttachOptions) (io.ReadWriteCloser, *bufio.Reader, error) {
	conn, err := c.dial(ctx)
	if err != nil {
		return nil, nil, err
	}
	q := url.Values{"session": {id}, "size": {fmt.Sprintf("%dx%d", cols, rows)}, "detach": {opts.DetachKey}, "mode": {"attach"}}
	if opts.Watch {
		q.Set("mode", "watch")
	}
	if opts.Exclusive {
		q.Set("exclusive", "1")
	}
	if opts.Resize {
		q.Set("resize", "1")
	}
	req, _ := http.NewRequest(http.MethodGet, "http://agentty/v1/attach?"+q.Encode(), nil)
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", upgradeProto)
	// A host that does not answer is said so, not waited on.
	if dc, ok := conn.(interface{ SetDeadline(time.Time) error }); ok {
		_ = dc.SetDeadline(time.Now().Add(upgradeWait))
		defer func() { _ = dc.SetDeadline(time.Time{}) }()
	}
	if err := req.Write(conn); err != nil {
		conn.Close()
		return nil, nil, fmt.Errorf("attach: %w", err)
	}
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, req)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		conn.Close()
		return nil, nil, c.silent(0, "did not answer within "+upgradeWait.String())
	}
	if err != nil {
		conn.Close()
		return nil, nil, fmt.Errorf("attach: %w", err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		resp.Body.Close()
		conn.Close()
		return nil, nil, errors.New(strings.TrimSpace(string(b)))
	}
	return conn, br, nil
}

// personConn is the person's end of an attach connection.
type personConn struct {
	conn io.ReadWriteCloser
	mu   sync.Mutex // one frame at a time
}

func (p *personConn) send(kind byte, payload []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return writeFrame(p.conn, kind, payload)
}

// output copies what the host paints to the person's terminal, and returns
// why the attachment ended.
func (p *personConn) output(br *bufio.Reader, out io.Writer) string {
	fr := newFrameReader(br)
	for {
		kind, _, err := fr.next()
		if err != nil {
			return "the session host went away"
		}
		switch kind {
		case frameOutput:
			for {
				b, err := fr.piece()
				if err == io.EOF {
					break
				}
				if err != nil {
					return "the session host went away"
				}
				if _, err := out.Write(b); err != nil {
					return "the terminal went away"
				}
			}
		case frameEnd:
			why, err := fr.small(maxEndFrame)
			if err != nil {
				return "the session host ended the attachment"
			}
			return string(why)
		}
	}
}

// upgradeWait bounds how long an attach waits for the host to take it.
const upgradeWait = 10 * time.Second

// maxEndFrame bounds the reason an attachment ended that a person is told.
const maxEndFrame = 4 << 10

// input sends the person's keys until the detach key (true) or the end of
// input (false). Watching, keys are not sent, and q and ctrl-c detach too.
func (p *personConn) input(keys *os.File, detach byte, watch bool) bool {
	buf := make([]byte, 4096)
	for {
		n, err := keys.Read(buf)
		b := buf[:n]
		cut := -1
		for i, ch := range b {
			if ch == detach || watch && (ch == 'q' || ch == 3) {
				cut = i
				break
			}
		}
		if !watch {
			send := b
			if cut >= 0 {
				send = b[:cut]
			}
			if len(send) > 0 {
				if p.send(frameInput, append([]byte(nil), send...)) != nil {
					return false
				}
			}
		}
		if cut >= 0 {
			return true
		}
		if err != nil {
			return false
		}
	}
}

// cancellable returns the terminal's input as a file whose reads a deadline
// can end (a non-blocking descriptor in Go's poller), and the function that
// makes the terminal blocking again, as the shell after us expects.
func cancellable(in *os.File) (*os.File, func(), error) {
	fd, err := unix.Dup(int(in.Fd()))
	if err != nil {
		return nil, nil, fmt.Errorf("dup stdin: %w", err)
	}
	unix.CloseOnExec(fd)
	if err := unix.SetNonblock(fd, true); err != nil {
		unix.Close(fd)
		return nil, nil, fmt.Errorf("stdin non-blocking: %w", err)
	}
	f := os.NewFile(uintptr(fd), "stdin")
	return f, func() {
		_ = unix.SetNonblock(fd, false) // the flag is the terminal's, shared with the shell
		_ = f.Close()
	}, nil
}
