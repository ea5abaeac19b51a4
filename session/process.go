package session

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/delta"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/launch"
	"github.com/agentty/agentty/session/record"
	"github.com/agentty/agentty/session/shell"
)

// ProcessKey returns the value of AGENTTY_SESSION_KEY that marks the
// session's processes ("" where the platform sets none): with its pid and
// start, it names what kernel.EndLeftovers ends should the server be killed.
func (s *Session) ProcessKey() string { return s.kern.procs.Key() }

// startProcess starts the program of opts on a new PTY and returns a session
// whose goroutines are running.
func startProcess(id string, opts Options, cfg *Config, feed *feedGate, tr *kernel.Tracker) (*Session, error) {
	argv, interactive := opts.Argv, false
	command := strings.Join(opts.Argv, " ")
	switch {
	case len(argv) > 0:
	case opts.Command != "":
		argv = []string{cfg.Shell, "-c", opts.Command}
		command = opts.Command
	default:
		argv = []string{cfg.Shell, "--rcfile", "/dev/fd/3", "-i"}
		command = cfg.Shell
		interactive = true
	}
	cols, rows := opts.Cols, opts.Rows
	scrollback := opts.Scrollback
	if scrollback <= 0 {
		scrollback = cfg.Scrollback
	}

	ptm, pts, err := openPTY()
	if err != nil {
		return nil, err
	}
	ok := false
	var rec *record.Writer
	defer func() {
		if !ok {
			_ = ptm.Close()
			_ = pts.Close()
			rec.Discard()
		}
	}()
	if err := pty.Setsize(ptm, &pty.Winsize{Rows: uint16(rows), Cols: uint16(cols)}); err != nil {
		return nil, fmt.Errorf("set pty size: %w", err)
	}

	path, err := launch.LookPath(argv[0], opts.Cwd, launch.SearchPath(opts.Env, opts.BaseEnv))
	if err != nil {
		return nil, fmt.Errorf("%w %q: %v", ErrStart, argv[0], err)
	}
	cmd := exec.Command(path, argv[1:]...)
	cmd.Args[0] = argv[0]
	cmd.Dir = opts.Cwd
	cmd.Env = launch.Environment(id, opts.BaseEnv, opts.Env)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = pts, pts, pts
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	nonce := ""
	if interactive {
		nonce = shell.NewNonce()
		rc, err := shell.Integration(nonce)
		if err != nil {
			return nil, err
		}
		defer rc.Close()
		cmd.ExtraFiles = []*os.File{rc}
	}
	if opts.Record || cfg.RecordDir != "" {
		if rec, err = startRecording(id, command, cols, rows, cmd.Env, cfg); err != nil {
			return nil, err
		}
	}
	cmd, procs, err := tr.Start(cmd, id)
	if errors.Is(err, kernel.ErrClosed) {
		return nil, ErrClosed
	}
	if err != nil {
		// %w on both: callers tell E2BIG and EINVAL from a missing program.
		return nil, fmt.Errorf("%w %q: %w", ErrStart, argv[0], err)
	}
	defer func() {
		if !ok {
			// Started, then a later step failed: end it here.
			_ = cmd.Process.Kill()
			_, _, _ = launch.Process{Cmd: cmd}.Wait()
			procs.Signal(unix.SIGKILL)
			procs.WaitEmpty(time.Second)
			procs.Release()
		}
	}()

	ptmConn, err := ptm.SyscallConn()
	if err != nil {
		return nil, fmt.Errorf("pty raw conn: %w", err)
	}
	ptsConn, err := pts.SyscallConn()
	if err != nil {
		return nil, fmt.Errorf("pts raw conn: %w", err)
	}

	now := time.Now()
	s := &Session{
		id:       id,
		name:     opts.Name,
		command:  command,
		openedBy: opts.OpenedBy,
		created:  now,
		shell:    interactive,
		cfg:      cfg,
		term:     emulator.New(cols, rows, scrollback),
		rec:      record.NewTape(rec),
	}
	s.io = ptyIO{id: id, term: s.term, rec: s.rec, act: &s.act, people: &s.views,
		ptm: ptm, ptmConn: ptmConn, pts: pts, ptsConn: ptsConn, ptsName: pts.Name(),
		replies: make(chan []byte, replyQueue), out: newOutputQueue(feed)}
	s.kern = kernelWatch{id: id, cfg: cfg, term: s.term, act: &s.act, mu: &s.mu, secrets: &s.secrets,
		tty: &s.io, ptsName: s.io.ptsName, cmd: launch.Process{Cmd: cmd, Reaped: procs.LeaderReaped}, procs: procs,
		reaped: make(chan struct{}), exitc: make(chan struct{})}
	s.calls = calls{id: id, cfg: cfg, created: now, shell: interactive, term: s.term, stream: &s.stream, act: &s.act, mu: &s.mu,
		io: &s.io, kern: &s.kern, views: &s.views, ops: make(chan struct{}, 1)}
	// The size it opens with is the caller's: no result needs to say it.
	s.views = views{id: id, name: opts.Name, command: command, term: s.term, rec: s.rec, mu: &s.mu, secrets: &s.secrets,
		kern: &s.kern, calls: &s.calls, returned: delta.Opened(cols, rows)}
	// Starting counts as input: settling waits for the program to show
	// its first screen.
	s.act.used.Store(stamp(now))
	s.act.input.Store(stamp(now))
	s.protect(nonce)
	s.start()
	ok = true
	return s, nil
}

// openPTY opens a PTY, its master and slave outside Go's poller (see
// outsidePoller), the master non-blocking.
func openPTY() (ptm, pts *os.File, err error) {
	ptm, pts, err = pty.Open()
	if err != nil {
		return nil, nil, noPTY(err)
	}
	if ptm, err = outsidePoller(ptm, true); err != nil {
		_ = pts.Close()
		return nil, nil, err
	}
	if pts, err = outsidePoller(pts, false); err != nil {
		_ = ptm.Close()
		return nil, nil, err
	}
	return ptm, pts, nil
}

// noPTY is ErrNoPTY for the error opening a PTY gave, saying why.
func noPTY(err error) error {
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return fmt.Errorf("%w: every pseudo-terminal the system allows is in use (/proc/sys/kernel/pty/max, or the max= of the devpts mount): %w", ErrNoPTY, err)
	case errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE):
		return fmt.Errorf("%w: the server has no file descriptor left to open one: %w", ErrNoPTY, err)
	}
	return fmt.Errorf("%w: %w", ErrNoPTY, err)
}

// outsidePoller returns a duplicate of f that Go's poller does not watch
// (see "The master is outside Go's poller" in output.go), non-blocking
// when nonblock, and closes f. os.NewFile leaves a descriptor in blocking
// mode out of the poller; O_NONBLOCK, set after it, belongs to the open
// file (the master's reads, writes and ioctls, made through Control and
// Write callbacks, then return EAGAIN rather than wait); the slave stays
// blocking, as the program's own descriptors of it are.
func outsidePoller(f *os.File, nonblock bool) (*os.File, error) {
	defer f.Close()
	nfd, err := dupFile(f)
	if err != nil {
		return nil, err
	}
	if err := unix.SetNonblock(nfd, false); err != nil {
		_ = unix.Close(nfd)
		return nil, fmt.Errorf("pty blocking: %w", err)
	}
	nf := os.NewFile(uintptr(nfd), f.Name())
	if nonblock {
		if err := unix.SetNonblock(nfd, true); err != nil {
			_ = nf.Close()
			return nil, fmt.Errorf("pty non-blocking: %w", err)
		}
	}
	return nf, nil
}

// pollerDup returns a duplicate of the master ptm in Go's poller: the
// reader's watch (output.go).
func pollerDup(ptm *os.File) (*os.File, error) {
	nfd, err := dupFile(ptm)
	if err != nil {
		return nil, err
	}
	return os.NewFile(uintptr(nfd), ptm.Name()), nil // non-blocking: in the poller
}

// dupFile duplicates f's descriptor, closed on exec.
func dupFile(f *os.File) (int, error) {
	nfd := -1
	var derr error
	rc, err := f.SyscallConn()
	if err != nil {
		return -1, err
	}
	if err := rc.Control(func(fd uintptr) {
		nfd, derr = unix.FcntlInt(fd, unix.F_DUPFD_CLOEXEC, 0)
	}); err != nil {
		return -1, err
	}
	if derr != nil {
		return -1, fmt.Errorf("dup pty: %w", derr)
	}
	return nfd, nil
}

// terminate ends every process of the session's tree: SIGHUP, then
// SIGTERM, then SIGKILL, each after half the grace period (at once with
// force). It returns as soon as none is left, without waiting when none was.
func (s *kernelWatch) terminate(force bool) {
	if !force {
		for _, sig := range []unix.Signal{unix.SIGHUP, unix.SIGTERM} {
			if !s.procs.Signal(sig) {
				return // nothing alive
			}
			if s.procs.WaitEmpty(s.cfg.Grace / 2) {
				return
			}
		}
	}
	// A process forked just as the kill went out escapes it: kill again
	// until none is left.
	deadline := time.Now().Add(killWait)
	for s.procs.Signal(unix.SIGKILL) {
		left := time.Until(deadline)
		if left <= 0 {
			slog.Warn("session processes left after SIGKILL", "session", s.id, "pids", s.procs.Pids())
			return
		}
		if s.procs.WaitEmpty(min(left, 100*time.Millisecond)) {
			return
		}
	}
}

// killWait bounds how long terminate waits for SIGKILL to take effect (a
// process in uninterruptible sleep ends only when it wakes).
const killWait = time.Second

// startRecording creates the session's recording in the configured
// directory, or the user's state directory.
func startRecording(id, command string, cols, rows int, env []string, cfg *Config) (*record.Writer, error) {
	dir := cfg.RecordDir
	if dir == "" {
		var err error
		if dir, err = record.DefaultDir(); err != nil {
			return nil, err
		}
	}
	h := record.Header{Width: cols, Height: rows, Command: command, Env: map[string]string{}}
	for _, kv := range env {
		if k, v, _ := strings.Cut(kv, "="); k == "TERM" || k == "SHELL" {
			h.Env[k] = v
		}
	}
	if h.Env["SHELL"] == "" {
		h.Env["SHELL"] = cfg.Shell
	}
	rec, err := record.Create(record.Path(dir, id, time.Now()), h, cfg.RecordMax)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrRecord, err)
	}
	return rec, nil
}

// protect sets up, before the session's goroutines start, what keeps its
// secrets in and its marks true: the terminal hides the secrets from
// everything it hands out and counts only marks with the shell's nonce
// (when the session is a shell), and recordings hide the nonce.
func (s *Session) protect(nonce string) {
	s.nonce = nonce
	if nonce != "" {
		s.secrets.AddRecordOnly(nonce)
		s.term.SetMarkNonce(nonce)
	}
	s.term.SetMask(s.secrets.Results())
}
