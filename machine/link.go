package machine

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/hashicorp/yamux"

	"github.com/agentty/agentty/session/kernel"
)

// Link is the way to one machine: a prefix running "agentty link" there,
// its stdin and stdout carrying a multiplexer's streams, each a connection
// to that machine's session host. It is made on the first Dial, and made
// again by the next Dial once it dropped (the prefix ended, the network
// went). The far host outlives the link: sessions there are not lost with
// it.
type Link struct {
	m    Machine
	opts Options

	// made serialises making the link, so that dials at once make one.
	made sync.Mutex

	mu     sync.Mutex // guards cur, closed, facts, copied, drops and why
	cur    *conn
	closed bool
	facts  Facts
	copied bool  // the binary was copied by this link's last making
	drops  int   // times the link was dropped for breaking a bound
	why    error // why it was dropped the last time

	quit     chan struct{} // closed by Close: a making under way gives up
	quitOnce sync.Once

	// wg counts the goroutines waiting on each link's prefix; they are
	// added while made is held, so never after Close waits.
	wg sync.WaitGroup
}

// conn is one made link: the prefix's process and the multiplexer on it.
type conn struct {
	cmd    *exec.Cmd
	sess   *yamux.Session
	stdin  io.Closer
	stderr *capped
	done   chan struct{} // closed when the prefix has exited
	err    error         // how it exited, once done
}

// NewLink returns the link to m; nothing runs until the first Dial.
func NewLink(m Machine, opts Options) *Link {
	return &Link{m: m, opts: opts, quit: make(chan struct{})}
}

// Machine is the machine the link reaches.
func (l *Link) Machine() Machine { return l.m }

// Facts returns what the last probe learned, and whether the last making
// of the link copied the binary.
func (l *Link) Facts() (Facts, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.facts, l.copied
}

// ErrLinkClosed: the link was closed (Close); it is not made again.
var ErrLinkClosed = errors.New("the link to the machine was closed")

// Dial opens a connection to the machine's session host, making the link
// first when it is not up.
func (l *Link) Dial(ctx context.Context) (net.Conn, error) {
	c, err := l.up(ctx)
	if err != nil {
		return nil, err
	}
	s, err := c.sess.OpenStream()
	if err != nil {
		// It dropped between the check and the open: once more, anew.
		l.drop(c)
		if c, err = l.up(ctx); err != nil {
			return nil, err
		}
		if s, err = c.sess.OpenStream(); err != nil {
			return nil, fmt.Errorf("%w: machine %s: %v", ErrUnreachable, l.m, err)
		}
	}
	return &stream{Stream: s}, nil
}

// stream is a connection over the link whose Close ends its reads too: a
// yamux stream closed here reads on until the far side closes it as well,
// so a far side that never does, and sends a byte now and then, would
// hold a request given up (its context ended) for good.
type stream struct {
	*yamux.Stream
	closed atomic.Bool
}

func (s *stream) Read(b []byte) (int, error) {
	if s.closed.Load() {
		return 0, net.ErrClosed
	}
	return s.Stream.Read(b)
}

func (s *stream) Close() error {
	s.closed.Store(true)
	_ = s.Stream.SetReadDeadline(time.Now()) // a read under way returns
	return s.Stream.Close()
}

// up returns the link, making it when there is none or it dropped.
func (l *Link) up(ctx context.Context) (*conn, error) {
	l.made.Lock()
	defer l.made.Unlock()
	l.mu.Lock()
	c, closed := l.cur, l.closed
	l.mu.Unlock()
	if closed {
		return nil, ErrLinkClosed
	}
	if c != nil && !c.sess.IsClosed() && !c.ended() {
		return c, nil
	}
	if c != nil {
		l.drop(c)
	}
	// A Close gives up the making: the prefix is killed, nothing waits.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		select {
		case <-l.quit:
			cancel()
		case <-ctx.Done():
		}
	}()
	c, err := l.make(ctx)
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		l.stop(c)
		return nil, ErrLinkClosed
	}
	l.cur = c
	// Made once: a link made again brings and starts as usual.
	l.opts.NoStart = false
	return c, nil
}

// ended reports whether the prefix's process has ended: the link is down
// even when the multiplexer has not read the end of its pipe yet.
func (c *conn) ended() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// make probes the machine, brings the binary and starts the link. When
// the machine has this agentty already, the probe itself becomes the link:
// one run of the prefix.
func (l *Link) make(ctx context.Context) (*conn, error) {
	var script string
	if b, err := l.opts.binaryFor(runtime.GOOS, runtime.GOARCH); err == nil && unames[runtime.GOOS+"/"+runtime.GOARCH] != "" {
		script = probeOrLinkScript(unames[runtime.GOOS+"/"+runtime.GOARCH], b, l.opts.linkArgs())
	}
	if script == "" {
		script = probeScript
	}
	c, f, err := l.start(ctx, script)
	if err != nil || c != nil {
		if c != nil {
			l.mu.Lock()
			l.facts, l.copied = f, false
			l.mu.Unlock()
		}
		return c, err
	}
	if f.Unsafe != "" {
		return nil, unsafeCache(l.m, f.Cache, f.Unsafe)
	}
	b, err := l.opts.binaryFor(f.OS, f.Arch)
	if l.opts.NoStart && (err != nil || !f.Has(b)) {
		// No binary of this agentty there: no host of it runs there.
		return nil, &wrapped{msg: fmt.Sprintf("%v: machine %s: this agentty is not in its cache", ErrNoFarHost, l.m), err: ErrNoFarHost}
	}
	if err != nil {
		return nil, fmt.Errorf("machine %s: %w", l.m, err)
	}
	began := time.Now()
	_, copied, err := Bring(ctx, l.m, f, b)
	if err != nil {
		return nil, err
	}
	if copied {
		slog.Info("copied agentty to a machine", "machine", l.m.Name, "path", f.Path(b), "bytes", b.Size, "took", time.Since(began).Round(time.Millisecond))
	}
	l.mu.Lock()
	l.facts, l.copied = f, copied
	l.mu.Unlock()
	c, _, err = l.start(ctx, linkScript(b, l.opts.linkArgs()))
	return c, err
}

// unsafeCache is ErrUnsafeCache for machine m, whose cache's path has
// a directory another user owns or may write to.
func unsafeCache(m Machine, cache, why string) error {
	return &wrapped{msg: fmt.Sprintf("%v: machine %s: %s: %s; agentty runs nothing from there: set XDG_CACHE_HOME on that machine to a directory only its user can write",
		ErrUnsafeCache, m, cache, why), err: ErrUnsafeCache}
}

// start runs PREFIX sh with script on its stdin, a probe: its lines are
// read within the machine's timeout; a probe that ended returns its Facts
// and no link (one whose binary was refused, an error saying why), one
// that became the link (exec) goes on: the multiplexer is put on the
// prefix's stdin and stdout, and the link is up once a ping went there
// and back, within the machine's timeout.
func (l *Link) start(ctx context.Context, script string) (*conn, Facts, error) {
	// Not CommandContext: the link outlives the call that made it.
	cmd := exec.Command(l.m.Prefix[0], append(l.m.Prefix[1:], "sh")...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, Facts{}, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, Facts{}, err
	}
	c := &conn{cmd: cmd, stdin: stdin, stderr: &capped{b: new(bytes.Buffer), n: 16 << 10}, done: make(chan struct{})}
	cmd.Stderr = c.stderr
	cmd.WaitDelay = time.Second
	// The host's own child, not a session's: a host of this machine
	// that its link reaches serves it (kernel.StartHelper).
	started, err := kernel.StartHelper(cmd)
	if err != nil {
		return nil, Facts{}, fmt.Errorf("%w: machine %s: %v", ErrUnreachable, l.m, err)
	}
	wait := func() error {
		defer started()
		return cmd.Wait()
	}
	timer := time.NewTimer(l.m.timeout())
	defer timer.Stop()
	br := bufio.NewReader(stdout)
	var p probe
	var args []string
	{
		read := make(chan error, 1)
		var out bytes.Buffer // what the prefix printed, for an error
		go func() {
			// A prefix that ended before taking the script (ssh that could
			// not connect) is read to its end: its exit status says more
			// than the broken pipe.
			if _, err := io.WriteString(stdin, script); err != nil && !errors.Is(err, syscall.EPIPE) {
				read <- err
				return
			}
			total := 0
			for {
				line, err := readProbeLine(br)
				total += len(line)
				if err == nil && total > maxProbeOutput {
					err = &wrapped{msg: fmt.Sprintf("its probe printed more than %d bytes", maxProbeOutput), err: ErrTooLarge}
				}
				if out.Len() < 64<<10 {
					out.Write(line[:min(len(line), 64<<10-out.Len())])
				}
				if err == nil && p.line(string(line)) {
					read <- nil
					return
				}
				if err != nil {
					read <- err
					return
				}
			}
		}()
		var why error
		got := true
		select {
		case why = <-read:
		case <-timer.C:
			why, got = fmt.Errorf("no answer within %s", l.m.timeout()), false
		case <-ctx.Done():
			why, got = ctx.Err(), false
		}
		if why == nil && p.linked == "" {
			// The probe ended: the link is another run.
			stdin.Close()
			_ = wait()
			if p.refused != "" {
				return nil, Facts{}, &wrapped{msg: fmt.Sprintf("%v: machine %s: %s; agentty runs nothing it cannot check: remove that file there to have agentty copy it again, or set XDG_CACHE_HOME there to a directory only its user can write",
					ErrUnsafeCache, l.m, p.refused), err: ErrUnsafeCache}
			}
			return nil, p.f, nil
		}
		if why != nil {
			_ = cmd.Process.Kill()
			_ = wait()
			if !got {
				<-read // the reading ends with the pipe, closed by Wait
			}
			if errors.Is(why, io.EOF) {
				why = fmt.Errorf("the probe ended early (%v)", cmd.ProcessState)
			}
			out.Write(c.stderr.b.Bytes())
			kind := ErrUnreachable
			if errors.Is(why, ErrTooLarge) {
				kind = ErrTooLarge
			}
			msg := fmt.Sprintf("%v: machine %s: %v; it printed: %s", ErrUnreachable, l.m, why, tail(out.Bytes(), 600))
			if kind == ErrTooLarge {
				msg = fmt.Sprintf("machine %s: %v, the most agentty reads; it printed: %s", l.m, why, tail(out.Bytes(), 200))
			}
			return nil, Facts{}, &wrapped{msg: msg, err: kind}
		}
		args = append([]string{p.linked}, l.opts.linkArgs()...)
	}
	cfg := yamux.DefaultConfig()
	cfg.LogOutput = io.Discard
	cfg.EnableKeepAlive = true
	cfg.KeepAliveInterval = 15 * time.Second
	cfg.ConnectionWriteTimeout = 15 * time.Second
	cfg.StreamOpenTimeout = l.m.timeout()
	// A stream closed here that the far side does not close too is let go
	// of after the machine's timeout, not yamux's 5 minutes.
	cfg.StreamCloseTimeout = l.m.timeout()
	// The far side never opens a stream: the first it opens drops the
	// link, and fewer than acceptBacklog wait meanwhile.
	cfg.AcceptBacklog = acceptBacklog
	drops, _ := l.Dropped()
	pings := &pingWatch{r: br, flood: make(chan struct{})}
	sess, err := yamux.Client(pipeConn{r: readCloser{pings, stdout}, w: stdin}, cfg)
	if err != nil {
		_ = cmd.Process.Kill()
		_ = wait()
		return nil, Facts{}, err
	}
	c.sess = sess
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		select {
		case <-pings.flood:
			l.dropConn(c, &wrapped{msg: fmt.Sprintf("machine %s sent pings faster than a far side does (more than %d at once; it sends one every 15 s); the link was dropped, the next call makes it again", l.m.Name, pingBurst), err: ErrTooLarge})
		case <-c.done:
		}
	}()
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		if s, err := sess.Accept(); err == nil {
			s.Close()
			l.dropConn(c, &wrapped{msg: fmt.Sprintf("machine %s opened a stream to this host, which a far side never does; the link was dropped, the next call makes it again", l.m.Name), err: ErrTooLarge})
		}
	}()
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		c.err = wait()
		close(c.done)
		sess.Close() // what was read is all there is
		if msg := tail(c.stderr.b.Bytes(), 600); msg != "" {
			slog.Info("machine link ended", "machine", l.m.Name, "err", c.err, "stderr", msg)
		}
	}()
	ping := make(chan error, 1)
	go func() {
		_, err := sess.Ping()
		ping <- err
	}()
	var why error
	select {
	case err := <-ping:
		if err == nil {
			return c, p.f, nil
		}
		why = err
	case <-c.done:
		why = fmt.Errorf("the link ended at once (%v)", c.err)
	case <-timer.C:
		why = fmt.Errorf("no answer within %s", l.m.timeout())
	case <-ctx.Done():
		why = ctx.Err()
	}
	l.stop(c)
	<-c.done
	if n, dropped := l.Dropped(); n != drops && dropped != nil {
		return nil, Facts{}, dropped
	}
	if l.opts.NoStart && noHost(c) {
		return nil, Facts{}, &wrapped{msg: fmt.Sprintf("%v: machine %s", ErrNoFarHost, l.m), err: ErrNoFarHost}
	}
	return nil, Facts{}, &wrapped{msg: fmt.Sprintf("%v: machine %s: %s: %v; it printed: %s", ErrUnreachable, l.m, strings.Join(args, " "), why, tail(c.stderr.b.Bytes(), 600)), err: ErrUnreachable}
}

// The probe's output is bounded: a line of it, and all it prints before it
// says its last (a login's banner may come first). Past either the link is
// not made.
const (
	maxProbeLine   = 4 << 10
	maxProbeOutput = 1 << 20
)

// readProbeLine reads one line of at most maxProbeLine bytes (its newline
// included); a longer one is ErrTooLarge, read no further.
func readProbeLine(br *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > maxProbeLine {
			return line, &wrapped{msg: fmt.Sprintf("its probe printed a line of more than %d bytes", maxProbeLine), err: ErrTooLarge}
		}
		line = append(line, chunk...)
		if !errors.Is(err, bufio.ErrBufferFull) {
			return line, err
		}
	}
}

// noHost says whether a link that ended said no host runs there (agentty
// link --no-start): by its line on stderr, or its exit status.
func noHost(c *conn) bool {
	if bytes.Contains(c.stderr.b.Bytes(), []byte(NoHostLine)) {
		return true
	}
	var ee *exec.ExitError
	return errors.As(c.err, &ee) && ee.ExitCode() == NoHostCode
}

// acceptBacklog is how many streams the far side may open before the link
// sees the first and drops (it opens none).
const acceptBacklog = 16

// A far side asks this side a ping every 15 s (its keepalive), and yamux
// answers each in a goroutine of its own, which waits while the far side
// does not read: pings faster than pingBurst at once, then one a second,
// drop the link.
const pingBurst = 16

// pingWatch passes on what the far side sends, and follows its frames
// (yamux's: a 12-byte header, then a data frame's Length bytes) to count
// the pings it asks; flood is closed at the first past the bound.
type pingWatch struct {
	r      io.Reader
	flood  chan struct{}
	hdr    [12]byte
	n      int    // bytes of hdr read
	skip   uint32 // bytes of a data frame still to pass
	tokens float64
	last   time.Time
	over   bool
}

func (p *pingWatch) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	p.watch(b[:n])
	return n, err
}

func (p *pingWatch) watch(b []byte) {
	for len(b) > 0 {
		if p.skip > 0 {
			k := min(uint32(len(b)), p.skip)
			p.skip -= k
			b = b[k:]
			continue
		}
		k := copy(p.hdr[p.n:], b)
		p.n += k
		b = b[k:]
		if p.n < len(p.hdr) {
			return
		}
		p.n = 0
		typ, flags, length := p.hdr[1], binary.BigEndian.Uint16(p.hdr[2:4]), binary.BigEndian.Uint32(p.hdr[8:12])
		switch {
		case typ == 0: // data
			p.skip = length
		case typ == 2 && flags&1 != 0: // a ping asked
			now := time.Now()
			if p.last.IsZero() {
				p.tokens = pingBurst
			} else {
				p.tokens = min(pingBurst, p.tokens+now.Sub(p.last).Seconds())
			}
			p.last = now
			if p.tokens < 1 && !p.over {
				p.over = true
				close(p.flood)
			}
			p.tokens = max(p.tokens-1, 0)
		}
	}
}

// readCloser reads from a buffered reader and closes what is under it.
type readCloser struct {
	io.Reader
	io.Closer
}

// drop forgets c, a link that went down, and ends what is left of it.
func (l *Link) drop(c *conn) {
	l.mu.Lock()
	if l.cur == c {
		l.cur = nil
	}
	l.mu.Unlock()
	l.stop(c)
}

// stop ends a link: the multiplexer, then the prefix's stdin (the far side
// sees its end and exits, and so does ssh), then, should the prefix still
// run a moment later, the prefix itself.
func (l *Link) stop(c *conn) {
	c.sess.Close()
	c.stdin.Close()
	time.AfterFunc(3*time.Second, func() {
		select {
		case <-c.done:
		default:
			_ = c.cmd.Process.Kill() // its waiting goroutine reaps it
		}
	})
}

// Close ends the link (not the far host nor its sessions), gives up a
// making under way, and waits for the prefix to exit; it blocks up to a
// few seconds. It is safe to call twice.
func (l *Link) Close() error {
	l.quitOnce.Do(func() { close(l.quit) })
	// A making under way ends first (its prefix killed), and stops what
	// it made.
	l.made.Lock()
	l.mu.Lock()
	c := l.cur
	l.cur, l.closed = nil, true
	l.mu.Unlock()
	l.made.Unlock()
	if c != nil {
		l.stop(c)
	}
	l.wg.Wait()
	return nil
}

// Drop ends the link as it is now at once (its prefix killed), for why:
// what came over it broke a bound. The next Dial makes it again.
func (l *Link) Drop(why error) {
	l.mu.Lock()
	c := l.cur
	l.mu.Unlock()
	if c != nil {
		l.dropConn(c, why)
	}
}

// dropConn ends c at once for why, which Dropped tells from now on.
func (l *Link) dropConn(c *conn, why error) {
	l.mu.Lock()
	if l.cur == c {
		l.cur = nil
	}
	l.why = why
	l.drops++
	l.mu.Unlock()
	slog.Warn("machine link dropped", "machine", l.m.Name, "why", why)
	c.sess.Close()
	_ = c.cmd.Process.Kill() // its waiting goroutine reaps it
}

// Dropped returns how many times the link was dropped for breaking a
// bound, and why the last time.
func (l *Link) Dropped() (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.drops, l.why
}

// Kill ends the link's prefix at once, as a dropped network would: for
// tests and for a link that hangs.
func (l *Link) Kill() {
	l.mu.Lock()
	c := l.cur
	l.mu.Unlock()
	if c != nil {
		_ = c.cmd.Process.Kill()
		<-c.done
	}
}

// pipeConn is a prefix's stdout and stdin as one stream for the
// multiplexer.
type pipeConn struct {
	r io.ReadCloser
	w io.WriteCloser
}

func (p pipeConn) Read(b []byte) (int, error)  { return p.r.Read(b) }
func (p pipeConn) Write(b []byte) (int, error) { return p.w.Write(b) }
func (p pipeConn) Close() error {
	err := p.w.Close()
	if err2 := p.r.Close(); err == nil {
		err = err2
	}
	return err
}
