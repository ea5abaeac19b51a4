package host

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/spell"
)

// Errors a client of the host can act on.
var (
	// ErrNoHost: no host answers on the socket (and the client was not
	// asked to start one).
	ErrNoHost = errors.New("no session host is running")
	// ErrVersion: the host that answers is of another agentty version.
	ErrVersion = errors.New("the session host is of another version")
	// ErrRefused: the host refused this process as a client (it belongs
	// to one of the host's sessions); the error says why. Starting another
	// host would not help.
	ErrRefused = errors.New("the session host refused this process")
	// ErrSilent: the host's socket takes connections but the host does not
	// answer in time (stopped by SIGSTOP, overloaded); the error names it
	// and says what to do.
	ErrSilent = errors.New("the session host does not answer")
)

// startWait bounds how long a front end waits for a host it started to
// answer while the kernel does not show the host at work; one at work
// (running, or waiting for a processor on a loaded machine) is waited for
// up to hostBusy (startHost). A front end waits for another that starts
// the host (the start lock) startWait longer than that: past it, the one
// holding the lock is itself stopped or wedged.
const startWait = 15 * time.Second

// Client reaches the host of one instance, and starts it when it may.
type Client struct {
	// Version is the client's agentty version; a host of another one is
	// not used (ErrVersion).
	Version string
	// Start, when not nil, returns the command that runs a host for the
	// paths given ("agentty host run ..."); a front end's requests start
	// the host with it when none answers.
	Start func(Paths) *exec.Cmd

	mu    sync.Mutex // guards paths
	paths Paths

	plain *http.Client // never starts a host
	http  *http.Client // starts a host when Start is set
	fresh *http.Client // as http, a new connection a request
}

// NewClient returns a client of the host at paths.
func NewClient(paths Paths, version string, start func(Paths) *exec.Cmd) *Client {
	c := &Client{Version: version, Start: start, paths: paths}
	c.plain = &http.Client{Transport: &http.Transport{
		DialContext:       func(ctx context.Context, _, _ string) (net.Conn, error) { return c.dial(ctx) },
		DisableKeepAlives: true,
	}}
	c.http = &http.Client{Transport: &http.Transport{
		DialContext:         c.dialStarting,
		MaxIdleConnsPerHost: 64,
		IdleConnTimeout:     time.Minute,
		DisableCompression:  true,
	}}
	c.fresh = &http.Client{Transport: &http.Transport{
		DialContext:        c.dialStarting,
		DisableKeepAlives:  true,
		DisableCompression: true,
	}}
	return c
}

// Paths returns the paths of the host the client uses.
func (c *Client) Paths() Paths {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.paths
}

// HTTP returns an HTTP client whose requests (to any URL; the host part is
// ignored) reach the host, starting it first when none answers and the
// client has Start.
func (c *Client) HTTP() *http.Client { return c.http }

// CloseIdle drops the kept connections, after the host went away.
func (c *Client) CloseIdle() { c.http.CloseIdleConnections() }

// Fresh returns an HTTP client as HTTP does, whose every request goes on a
// new connection: for a request sent again after a kept connection met a
// host that died (another kept one, on its way back to the pool while the
// pool was emptied, would meet it too).
func (c *Client) Fresh() *http.Client { return c.fresh }

// NoStart returns an HTTP client as HTTP does that never starts a host:
// for what a front end does by itself, not for a call (a stopped host stays
// stopped until a call needs one).
func (c *Client) NoStart() *http.Client { return c.plain }

func (c *Client) dial(ctx context.Context) (net.Conn, error) {
	paths := c.Paths()
	if err := paths.CheckSocket(); err != nil {
		return nil, err
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "unix", paths.Socket)
	if errors.Is(err, syscall.EAGAIN) {
		return nil, c.silent(0, "takes no more connections (its socket's queue is full)")
	}
	if err != nil {
		return nil, fmt.Errorf("%w at %s: %v", ErrNoHost, paths.Socket, err)
	}
	return conn, nil
}

func (c *Client) dialStarting(ctx context.Context, _, _ string) (net.Conn, error) {
	conn, err := c.dial(ctx)
	if err == nil || c.Start == nil {
		return conn, err
	}
	if _, err := c.Ensure(ctx, nil); err != nil {
		return nil, err
	}
	return c.dial(ctx)
}

// Hello asks the host who it is, without starting one.
func (c *Client) Hello(ctx context.Context) (Info, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var info Info
	err := c.getJSON(ctx, c.plain, "/v1/hello", &info)
	return info, err
}

// Get decodes the JSON the host answers at path into v, without starting
// a host.
func (c *Client) Get(ctx context.Context, path string, v any) error {
	return c.getJSON(ctx, c.plain, path, v)
}

// Post posts nothing to path and decodes the JSON the host answers into
// v, without starting a host.
func (c *Client) Post(ctx context.Context, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://agentty"+path, nil)
	if err != nil {
		return err
	}
	return c.do(c.plain, req, v)
}

// Stop asks the host to end (and its sessions with it).
func (c *Client) Stop(ctx context.Context) (Info, error) {
	var info Info
	return info, c.Post(ctx, "/v1/stop", &info)
}

func (c *Client) getJSON(ctx context.Context, hc *http.Client, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://agentty"+path, nil)
	if err != nil {
		return err
	}
	return c.do(hc, req, v)
}

func (c *Client) do(hc *http.Client, req *http.Request, v any) (err error) {
	start := time.Now()
	defer func() {
		// Connected, and no answer in time.
		if err != nil && errors.Is(err, context.DeadlineExceeded) && req.Context().Err() != nil {
			err = c.silent(0, "did not answer within "+time.Since(start).Round(100*time.Millisecond).String())
		}
	}()
	resp, err := hc.Do(req)
	if err != nil {
		var ne *url.Error
		if errors.As(err, &ne) && (errors.Is(ne.Err, ErrNoHost) || errors.Is(ne.Err, ErrSocketPath)) {
			return ne.Err
		}
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		if resp.StatusCode == http.StatusForbidden {
			return fmt.Errorf("%w: %s", ErrRefused, strings.TrimPrefix(strings.TrimSpace(string(b)), "agentty: refused: "))
		}
		return fmt.Errorf("the session host answered %s: %s", resp.Status, strings.TrimSpace(string(b)))
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// silent is ErrSilent for the host, whose pid is given or else read from
// its state file, that did not answer (what says how).
func (c *Client) silent(pid int, what string) error {
	paths := c.Paths()
	if pid <= 0 {
		if b, err := os.ReadFile(paths.State); err == nil {
			var st state
			if json.Unmarshal(b, &st) == nil {
				pid = st.PID
			}
		}
	}
	who, p := "the session host at "+paths.Socket, "PID"
	if pid > 0 {
		who, p = fmt.Sprintf("the session host (pid %d, %s)", pid, paths.Socket), strconv.Itoa(pid)
	}
	return fmt.Errorf("%w: %s %s: it is stopped (kill -CONT %s resumes it) or overloaded; "+
		"should it stay so, kill -KILL %s ends it and its sessions, and the next call starts a fresh host",
		ErrSilent, who, what, p, p)
}

// check refuses a host of another version or protocol.
func (c *Client) check(info Info) (Info, error) {
	if info.Version != c.Version || info.Proto != Proto {
		return info, fmt.Errorf("%w: the host at %s (pid %d) is version %s, this agentty is %s", ErrVersion, info.Socket, info.PID, info.Version, c.Version)
	}
	return info, nil
}

// Ensure returns the host's Info, starting the host when none answers (and
// the client has Start). Front ends that start at once start one host: the
// start lock lets one of them start it while the others wait, then find it.
// Each version's host has its own name (VersionName), so a host of another
// version answers only where two versions' names meet; it is reported with
// ErrVersion, and told to warn when that is not nil. A socket path too long
// to use is reported with ErrSocketPath, and no host is started.
//
// A caller whose context has ended starts no host: its Hello failed for
// that, not because nothing answers, and nobody would use the host. A
// front end ends its requests as it closes (the one that kicked its
// presence stream among them, often while another of its requests holds
// the start lock); a host started then would come up in its last moment
// or after it, once agentty host stop has looked, and stay until it
// lingers out.
func (c *Client) Ensure(ctx context.Context, warn io.Writer) (Info, error) {
	info, err := c.ensure(ctx)
	if errors.Is(err, ErrVersion) && warn != nil {
		fmt.Fprintf(warn, "agentty: %v; its sessions are not this agentty's; to stop it (ending its sessions) run: agentty host stop --runtime-dir %s\n", spell.Out(err.Error()), spell.Out(c.Paths().Dir))
	}
	return info, err
}

func (c *Client) ensure(ctx context.Context) (Info, error) {
	if info, err := c.Hello(ctx); err == nil {
		return c.check(info)
	} else if c.Start == nil || ctx.Err() != nil || errors.Is(err, ErrSocketPath) || errors.Is(err, ErrRefused) || errors.Is(err, ErrSilent) {
		// A host that does not answer (stopped, overloaded) holds its
		// lock: one started now would only wait for it. A caller that
		// stopped waiting starts none (see Ensure).
		return Info{}, err
	}
	// Nothing answers (or something half-gone does): start a host. A live
	// one still holds its lock, and the one started waits for it.
	paths := c.Paths()
	lock, err := lockFile(paths.StartLock, hostBusy+startWait)
	if err != nil {
		return Info{}, fmt.Errorf("wait for another front end to start the session host: %w", err)
	}
	defer lock.Close()
	if info, err := c.Hello(ctx); err == nil {
		return c.check(info) // started by the front end that had the lock
	}
	if err := ctx.Err(); err != nil {
		return Info{}, err // it stopped waiting while the lock was held (see Ensure)
	}
	return c.startHost(ctx, paths)
}

// startHost runs the host in a session of its own (no terminal, so no
// hangup reaches it; it outlives this process) and waits until it answers.
func (c *Client) startHost(ctx context.Context, paths Paths) (Info, error) {
	cmd := c.Start(paths)
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, StarterEnv+"="+strconv.Itoa(os.Getpid()))
	logf, err := os.OpenFile(paths.Log, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return Info{}, fmt.Errorf("session host log: %w", err)
	}
	defer logf.Close()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = nil, nil, logf
	// No terminal (no hangup reaches it), and no directory held: each
	// front end says where its sessions start.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	cmd.Dir = "/"
	if err := cmd.Start(); err != nil {
		return Info{}, fmt.Errorf("start the session host: %w", err)
	}
	slog.Info("started a session host", "pid", cmd.Process.Pid, "socket", paths.Socket)
	exited := make(chan error, 1)
	// Reaps the host should it end while this process runs; it is the
	// host's parent until then.
	go func() { exited <- cmd.Wait() }()
	// Past startWait, the host is waited for while the kernel shows it at
	// work in each hostAnswer (silence), up to hostBusy.
	begin := time.Now()
	was, known := kernel.WorkOf(cmd.Process.Pid)
	deadline := time.NewTimer(startWait)
	defer deadline.Stop()
	poll := time.NewTicker(3 * time.Millisecond)
	defer poll.Stop()
	for {
		if info, err := c.Hello(ctx); err == nil {
			if info.PID != cmd.Process.Pid {
				// A host that was only slow to answer before is
				// alive, and the one started here waits for its lock:
				// it would take over once that one is stopped, a host
				// coming back by itself. It holds nothing yet.
				_ = cmd.Process.Kill()
				slog.Info("session host not needed: another answered", "pid", cmd.Process.Pid, "host_pid", info.PID)
			}
			return c.check(info)
		}
		select {
		case err := <-exited:
			return Info{}, fmt.Errorf("the session host exited at once (%v); its log %s ends: %s", err, paths.Log, logTail(paths.Log))
		case <-deadline.C:
			now, ok := kernel.WorkOf(cmd.Process.Pid)
			if silence(was, now, known && ok, time.Since(begin)) == "" {
				was = now
				deadline.Reset(hostAnswer)
				continue
			}
			return Info{}, fmt.Errorf("the session host (pid %d) did not answer within %s; see its log %s", cmd.Process.Pid, time.Since(begin).Round(time.Second), paths.Log)
		case <-ctx.Done():
			return Info{}, ctx.Err()
		case <-poll.C:
		}
	}
}

// logTail returns the last lines of a log, for an error message.
func logTail(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.Join(lines[max(len(lines)-3, 0):], " | ")
}

// Presence keeps this front end registered with the host while ctx lasts:
// the host does not linger out while it is. It connects when kicked (and at
// once), so that a host that was stopped is not started again before the
// front end is used. up reports whether it is connected; each new host's
// Info goes to seen. id names the front end (HeaderFrontEndID): the host
// takes it for ended once its last presence stream ends.
func (c *Client) Presence(ctx context.Context, id string, kick <-chan struct{}, up *presenceState, seen func(Info)) {
	for {
		if err := c.presenceOnce(ctx, id, kick, up, seen); err != nil && ctx.Err() == nil {
			slog.Debug("session host presence", "err", err)
		}
		up.set(false)
		c.CloseIdle()
		select {
		case <-ctx.Done():
			return
		case <-kick:
		}
	}
}

func (c *Client) presenceOnce(ctx context.Context, id string, kick <-chan struct{}, up *presenceState, seen func(Info)) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://agentty/v1/presence", nil)
	if err != nil {
		return err
	}
	if id != "" {
		req.Header.Set(HeaderFrontEndID, id)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("presence: %s", resp.Status)
	}
	br := bufio.NewReader(resp.Body)
	line, err := br.ReadBytes('\n')
	if err != nil {
		return err
	}
	var info Info
	if err := json.Unmarshal(line, &info); err != nil {
		return err
	}
	if _, err := c.check(info); err != nil {
		return err // not this front end's host: it neither counts it nor tells of its lost sessions
	}
	up.set(true)
	// A call that kicked while this connected is served by it: the kick
	// would start a host again once this one is stopped.
	select {
	case <-kick:
	default:
	}
	if seen != nil {
		seen(info)
	}
	_, err = io.Copy(io.Discard, br) // until the host or ctx ends it
	return err
}

// presenceState says whether a front end is registered with its host.
type presenceState struct {
	mu sync.Mutex
	up bool
}

func (p *presenceState) set(v bool) {
	p.mu.Lock()
	p.up = v
	p.mu.Unlock()
}

func (p *presenceState) get() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.up
}

// Found is a host instance of a runtime directory and what its host said.
type Found struct {
	Paths Paths
	Info  Info
	Err   error // why it did not answer (ErrNoHost: a socket its host left)
}

// Hosts asks the host of every instance in dir, of every version, who it
// is, without starting one.
func Hosts(ctx context.Context, dir string) []Found {
	var out []Found
	for _, p := range Instances(dir) {
		info, err := NewClient(p, "", nil).Hello(ctx)
		out = append(out, Found{Paths: p, Info: info, Err: err})
	}
	return out
}
