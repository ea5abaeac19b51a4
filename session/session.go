package session

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/lockorder"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/secret"
	"github.com/agentty/agentty/session/delta"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/people"
	"github.com/agentty/agentty/session/record"
	"github.com/agentty/agentty/session/shell"
)

// Options say what to start and how.
type Options struct {
	// Command is a shell command line, run by bash -c. Argv is an exact
	// argv, run without a shell. With neither, an interactive bash with
	// agentty's shell integration starts.
	Command string
	Argv    []string
	Cwd     string
	Env     map[string]string
	// Cols and Rows are the terminal size (120x40 when zero).
	Cols, Rows int
	Name       string
	// Scrollback is how many lines above the screen are kept (the
	// manager's default when zero).
	Scrollback int
	// Record writes the session to an asciicast file in the manager's
	// RecordDir (or the user's state directory); a manager with a
	// RecordDir records every session.
	Record bool
	// OpenedBy says who opened the session (the client and the front end),
	// for listings.
	OpenedBy string
	// BaseEnv is the environment Env is added to (the server's when nil):
	// the front end's, when the session host opens a session for it.
	BaseEnv []string
}

// Session is one program on a pseudo-terminal: what it is, what its parts
// share (the terminal, the recording, the secrets, the times of activity,
// the lock on the parts' fields), and its parts, each a type of its own
// with the methods that work on it:
//
//   - io (ptyIO, output.go and session.go): the PTY and its queues, the
//     goroutines that read the PTY, feed the screen and write the replies,
//     and the writes of input;
//   - kern (kernelWatch, state.go, process.go and session.go): the
//     process, its tree and how the kernel shows them (the prober, the
//     foreground's state, exit and reaping, the leader's name);
//   - calls (calls, api.go, wait.go and runcmd.go): admitting one call at
//     a time, the waits, run_command's state;
//   - views (views, view.go, changed.go, attach.go and people.go): the
//     screen results, the last screen returned, the people attached.
//
// A part holds what it shares with its session as fields of its own (the
// terminal, the activity times, the session's mu...), and knows each
// other part it asks anything of as an interface of the methods it calls
// (the kernel part reads the terminal's side of the state through tty,
// which the PTY part implements): no part holds the session, and what a
// part may ask of another is written in its type. The Session's own
// methods are the whole, and use every part.
type Session struct {
	id      string
	name    string
	command string // what was started, for listings
	created time.Time
	shell   bool // interactive bash with agentty's shell integration
	cfg     *Config

	openedBy string // who opened it, for listings

	kept atomic.Pointer[keptRow] // its row in a host's state file (Manager.Kept), while the secrets are those it was made with

	term   *emulator.Terminal
	rec    *record.Tape // nil unless recording
	stream stream       // hears the terminal's parse: run_command's capture, the recording's output
	nonce  string       // what the shell's marks carry; "" unless a shell

	// The locks, in the order they are taken (see package lockorder):
	// calls.ops, io.out's, the recording's, the terminal's, mu. None
	// is held across a write that can wait: PTY writes are non-blocking,
	// and the emulator's reply pipe is drained by a goroutine that takes
	// no lock.

	act activity // when output, input and calls last came; no lock

	// mu is the innermost lock: nothing done while it is held takes
	// another lock or does I/O. It guards the fields of the parts that
	// say so, and secrets.
	mu      lockorder.Mutex[lockorder.Session]
	secrets secret.Set // hashes of secret input, to redact it from every result

	io    ptyIO
	kern  kernelWatch
	calls calls
	views views

	closeOnce sync.Once
}

// ptyIO is a session's PTY and its queues: the master and the slave, the
// output queue between the reader and the feeder, the replies on their way
// back to the program, and the goroutines that move them.
type ptyIO struct {
	// What it shares with its session: the id (for errors and logs), the
	// terminal it feeds, the recording of what it fed, and the times of
	// output and input it sets.
	id   string
	term *emulator.Terminal
	rec  *record.Tape // nil unless recording
	act  *activity

	// people tells whether a person holds the session (the views part):
	// a take-over stops the agent's writes (takeover.go).
	people interface{ takenOver() error }

	ptm     *os.File        // master side, non-blocking, outside Go's poller (output.go)
	ptmConn syscall.RawConn // raw access to ptm for reads, writes and ioctls
	pts     *os.File        // slave side, kept open for termios and the input queue; outside the poller
	ptsConn syscall.RawConn
	ptsName string

	// agent admits the writes of the agent's input, for a person's
	// take-over to stop them (takeover.go).
	agent agentGate

	// out carries the output from the reader to the feeder (output.go);
	// its lock is its own, taken with no other held but calls.ops.
	out *outputQueue

	// replies carries the emulator's replies from drainReplies to
	// writeReplies; repliesDropped counts those the full queue refused.
	replies        chan []byte
	repliesDropped atomic.Uint64

	wg sync.WaitGroup // readLoop, feedLoop, drainReplies and writeReplies
}

// kernelWatch is a session's process as the kernel shows it: the process
// and its tree, the prober that reads the foreground's state, how and when
// it ended, and the leader's name.
type kernelWatch struct {
	// What it shares with its session: the id (errors and logs), the
	// limits (the relay's quiet time, the grace before a kill), the
	// terminal (the quiet rule reads the screen), the activity times, the
	// lock on its fields and the secrets (the names it gives are masked).
	id      string
	cfg     *Config
	term    *emulator.Terminal
	act     *activity
	mu      *lockorder.Mutex[lockorder.Session]
	secrets *secret.Set

	// tty is the terminal's side of the state, and the end of the output,
	// as the PTY part reads them; ptsName is the slave's name.
	tty interface {
		foreground() int
		pendingInput() (int, error)
		termios() (echo, canonical bool)
		drainOutput()
	}
	ptsName string

	cmd   processHandle
	procs kernel.Tree   // every process the session started
	probe kernel.Prober // reads the foreground's state from the kernel

	// Guarded by the session's mu.
	exited     bool // the process was reaped and its output is on the screen
	exitCode   int
	exitSignal string
	leader     string
	// ttyModes is the terminal's echo and canonical mode as a look last
	// read them, and since when they held (the quiet rule's quiet counts
	// from a change: a program that just set them up is at work). A new
	// terminal echoes and reads lines; a change is dated by the look that
	// first saw it (when it came between two looks is not known, and a
	// program at work is the safe reading); zero while none was seen.
	ttyModes struct {
		seen, echo, canonical bool
		since                 time.Time
	}

	reaped chan struct{} // closed once the process has been waited for (its pid may be reused)
	exitc  chan struct{} // closed once the process has exited and its output is on screen
}

// calls is what a session keeps for the agent's calls: the one admitted
// at a time, the looks their waits take, and run_command's state.
type calls struct {
	// What it shares with its session: the id (errors), the limits (the
	// settle and quiet times, the traces' hook), when the session started
	// and whether it is a shell, the terminal, the stream (run_command's
	// capture), the activity times and the lock on its fields.
	id      string
	cfg     *Config
	created time.Time
	shell   bool
	term    *emulator.Terminal
	stream  *stream
	act     *activity
	mu      *lockorder.Mutex[lockorder.Session]

	// What a wait asks of the other parts: of the PTY part, whether all
	// the program wrote is on the screen and when the output queued is;
	// of the kernel part, its view of the foreground, the process's end,
	// its pid and exit status (exitLocked: the caller holds mu); of the
	// views, the result of a screen and what the classifier is told.
	io interface {
		outputIdle() bool
		queuedWait() <-chan struct{}
	}
	kern interface {
		observe() observation
		isExited() bool
		done() <-chan struct{}
		pid() int
		exitLocked() (exited bool, code int, signal string)
	}
	views interface {
		view(emulator.Snapshot, observation) Screen
		facts(observation) modes.Facts
	}

	// ops admits one caller at a time: a tool call holds it for its whole
	// duration so that input and the wait for its effect are not interleaved
	// with another call's. Callers wait for it with a deadline (ErrBusy).
	ops chan struct{}

	looks atomic.Uint64 // looks waits took at the screen and the kernel (tests read it)

	// unfinished is the terminal's mark count when run_command left a
	// command line unfinished at the continuation prompt (0: none); only
	// run_command uses it, holding ops.
	unfinished int

	// Guarded by the session's mu.
	ran      shell.Typed // the command Run typed last
	cmdCache cmdCache    // the last command, read from the marks
}

// views is what a session's screen results reckon from: the last screen
// returned to a caller, and the people attached (attach.go).
type views struct {
	// What it shares with its session: the id and name, the command it
	// was opened with (shown masked), the terminal (a delta reads its
	// history), the recording (a result says once that it stopped), the
	// lock on its fields and the secrets (what the kernel says of the
	// foreground is masked with them).
	id, name, command string
	term              *emulator.Terminal
	rec               *record.Tape // nil unless recording
	mu                *lockorder.Mutex[lockorder.Session]
	secrets           *secret.Set

	// kern is what a result reads of the kernel part: the leader's name,
	// whether and how the process ended (exitLocked: the caller holds
	// mu); calls, the last command the shell's marks show.
	kern interface {
		leaderProgram() string
		exitLocked() (exited bool, code int, signal string)
		isExited() bool
	}
	calls interface{ lastCommand() *Command }

	// Guarded by the session's mu.
	returned delta.Shown   // the last screen returned to a caller
	seq      uint64        // how many screens were returned to a caller
	roster   people.Roster // the people attached, the take-over, the hand-back

	recTold bool // a result said the recording stopped; guarded by the session's mu

	typed typedLines // the prompts the agent's lines began at, for the classifier
	heads fileHeads  // the heads of the files the foreground was given, for the classifier
	began beganAs    // what the process in front showed itself to be, for the classifier
}

// processHandle is the started process; an interface so that the wait
// goroutine does not depend on os/exec details.
type processHandle interface {
	Pid() int
	Wait() (code int, signal string, err error)
}

// ID returns the session id ("s1").
func (s *Session) ID() string { return s.id }

// Name returns the name the caller gave, if any.
func (s *Session) Name() string { return s.name }

// OpenedBy returns who opened the session (the client, and its front end),
// as the caller said.
func (s *Session) OpenedBy() string { return s.openedBy }

// Shell reports whether the session is an interactive bash with agentty's
// shell integration.
func (s *Session) Shell() bool { return s.shell }

// Terminal returns the session's emulator.
func (s *Session) Terminal() *emulator.Terminal { return s.term }

// Done returns a channel closed once the process has exited and everything
// it printed is on the screen.
func (s *Session) Done() <-chan struct{} { return s.kern.exitc }

// start wires up the goroutines of a session whose process has started.
func (s *Session) start() {
	s.kern.probe = kernel.NewProber(s.cfg.State == BackendPortable, s.kern.procs)
	s.stream.rec, s.stream.secrets, s.stream.act = s.rec, &s.secrets, &s.act
	s.term.Listen(&s.stream)
	s.term.Locked(s.stream.hear)
	s.io.wg.Add(4)
	go s.io.readLoop()
	go s.io.feedLoop()
	go s.io.drainReplies()
	go s.io.writeReplies()
	go s.kern.waitLoop()
}

// feedChunk feeds a chunk read from the master to the terminal, whose
// listener (stream) hands it to run_command's capture and the recording
// as it goes, then writes what the recording queued. Only feedLoop calls
// it.
func (s *ptyIO) feedChunk(p []byte) {
	s.term.Feed(p)
	s.rec.Write(s.term)
	s.act.chunkFed(time.Now(), s.term.RepliesSent())
}

// replyQueue bounds how many replies wait for the reply writer. A program
// that floods the terminal with queries while its input is full loses the
// replies past it, as it would lose input on a real terminal.
const replyQueue = 256

// drainReplies is the only reader of the emulator's reply stream (which
// keeps up to 64 KiB for a late reader and never makes a Write wait). It
// takes no lock and waits for nothing but the stream, and hands each reply
// to writeReplies through a bounded queue, dropping it when the queue is
// full.
func (s *ptyIO) drainReplies() {
	defer s.wg.Done()
	defer close(s.replies)
	buf := make([]byte, 4096)
	for {
		n, err := s.term.Replies().Read(buf)
		if n > 0 {
			select {
			case s.replies <- append([]byte(nil), buf[:n]...):
			default:
				s.repliesDropped.Add(1)
				s.act.replyDone.Add(uint64(n))
			}
		}
		if err != nil {
			return
		}
	}
}

// writeReplies writes the queued replies to the PTY. It never blocks on the
// program: a reply that does not fit because the program stopped reading
// its input is dropped. It ends when drainReplies does.
func (s *ptyIO) writeReplies() {
	defer s.wg.Done()
	for p := range s.replies {
		// A reply is input the program waits for: settling waits for it
		// to be taken, like keys.
		s.act.input.Store(stamp(time.Now()))
		if _, werr := s.writeOnce(p); werr != nil {
			slog.Debug("reply dropped", "session", s.id, "bytes", len(p), "err", werr)
		}
		s.act.replyDone.Add(uint64(len(p)))
	}
}

// waitLoop reaps the process and records how it ended, once everything it
// wrote is on the screen: until then the session is not exited (observe).
func (s *kernelWatch) waitLoop() {
	code, sig, err := s.cmd.Wait()
	close(s.reaped)
	if err != nil {
		slog.Warn("wait for session process", "session", s.id, "err", err)
	}
	s.tty.drainOutput()
	s.mu.Lock()
	s.exited = true
	s.exitCode, s.exitSignal = code, sig
	s.mu.Unlock()
	close(s.exitc)
}

// writeOnce makes one non-blocking write of p to the PTY.
func (s *ptyIO) writeOnce(p []byte) (int, error) {
	var n int
	var werr error
	err := s.ptmConn.Write(func(fd uintptr) bool {
		n, werr = unix.Write(int(fd), p)
		return true
	})
	if err != nil {
		return n, err
	}
	if n < 0 {
		n = 0
	}
	return n, werr
}

// foreground returns the terminal's foreground process group (0 or less:
// none).
func (s *ptyIO) foreground() (pgrp int) {
	_ = s.ptmConn.Control(func(fd uintptr) { pgrp = kernel.ForegroundGroup(int(fd)) })
	return pgrp
}

// pendingInput returns how many bytes of input the program has not read;
// its error says the slave is closed.
func (s *ptyIO) pendingInput() (n int, err error) {
	err = s.ptsConn.Control(func(fd uintptr) { n = kernel.PendingInput(int(fd)) })
	return n, err
}

// termios returns the terminal's echo and canonical flags (both false
// when they cannot be read).
func (s *ptyIO) termios() (echo, canonical bool) {
	_ = s.ptsConn.Control(func(fd uintptr) { echo, canonical, _ = kernel.TermiosFlags(int(fd)) })
	return echo, canonical
}

// writeInput writes p to the program, waiting while the terminal's input
// buffer is full, until the deadline.
func (s *ptyIO) writeInput(p []byte, deadline time.Time) error {
	return s.writeEach(p, deadline, s.writeOnce)
}

// writeEach writes p with write, one non-blocking write at a time,
// waiting while the terminal's input buffer is full, until the deadline.
func (s *ptyIO) writeEach(p []byte, deadline time.Time, write func([]byte) (int, error)) error {
	s.act.input.Store(stamp(time.Now()))
	for len(p) > 0 {
		n, err := write(p)
		p = p[max(n, 0):]
		switch {
		case errors.Is(err, ErrTakenOver):
			return err
		case err == nil || err == unix.EINTR:
		case err == unix.EAGAIN:
			if time.Now().After(deadline) {
				return fmt.Errorf("%w: %d bytes not sent", ErrInputBlocked, len(p))
			}
			// Wait (briefly, then look at the deadline again) for room.
			_ = s.ptmConn.Control(func(fd uintptr) {
				_, _ = unix.Poll([]unix.PollFd{{Fd: int32(fd), Events: unix.POLLOUT}}, 20)
			})
		case errors.Is(err, os.ErrClosed):
			return fmt.Errorf("%w: %s is closing", ErrExited, s.id)
		default:
			return fmt.Errorf("write to terminal: %w", err)
		}
	}
	s.act.input.Store(stamp(time.Now()))
	return nil
}

// resize changes the terminal size; the kernel tells the foreground with
// SIGWINCH.
func (s *ptyIO) resize(cols, rows int) error {
	s.term.Locked(func(h emulator.Held) {
		h.Resize(cols, rows)
		if s.rec != nil {
			s.rec.Resized(cols, rows) // where the screen was resized
		}
	})
	s.rec.Write(s.term)
	var ierr error
	err := s.ptmConn.Control(func(fd uintptr) {
		ierr = unix.IoctlSetWinsize(int(fd), unix.TIOCSWINSZ, &unix.Winsize{Row: uint16(rows), Col: uint16(cols)})
	})
	return errors.Join(err, ierr)
}

// signalForeground sends sig to the terminal's foreground process group.
func (s *kernelWatch) signalForeground(sig unix.Signal) error {
	pgrp := s.tty.foreground()
	if pgrp <= 0 {
		if s.isReaped() {
			return fmt.Errorf("%w: %s", ErrExited, s.id)
		}
		pgrp = s.cmd.Pid()
	}
	if err := unix.Kill(-pgrp, sig); err != nil {
		return fmt.Errorf("signal process group %d: %w", pgrp, err)
	}
	return nil
}

// acquire admits one caller; it fails with ErrBusy when another call keeps
// the session past the deadline.
func (s *calls) acquire(ctx context.Context, deadline time.Time) error {
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case s.ops <- struct{}{}:
		lockorder.Acquire[lockorder.Ops](s.ops)
		s.touch()
		return nil
	case <-t.C:
		return fmt.Errorf("%w: another call is still using session %s", ErrBusy, s.id)
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s *calls) release() {
	s.touch()
	lockorder.Release(s.ops)
	<-s.ops
}

func (s *calls) touch() { s.act.used.Store(stamp(time.Now())) }

// quietFor returns how long neither output nor input happened.
func (s *Session) quietFor(now time.Time) time.Duration { return s.act.quietFor(now) }

// pid is the session's process's id.
func (s *kernelWatch) pid() int { return s.cmd.Pid() }

// done returns a channel closed once the process has exited and its
// output is on the screen.
func (s *kernelWatch) done() <-chan struct{} { return s.exitc }

// exitLocked says whether the process has exited (its output on the
// screen), and how: its exit code, or the signal that ended it. The
// caller holds the session's mu.
func (s *kernelWatch) exitLocked() (exited bool, code int, signal string) {
	return s.exited, s.exitCode, s.exitSignal
}

// isReaped reports whether the process has been waited for; after that its
// pid may belong to another process.
func (s *kernelWatch) isReaped() bool {
	select {
	case <-s.reaped:
		return true
	default:
		return false
	}
}

// isExited reports whether the process has ended and its output is in.
func (s *kernelWatch) isExited() bool {
	select {
	case <-s.exitc:
		return true
	default:
		return false
	}
}

// close ends the session's processes, releases everything and ends the
// recording, with a marker labelled label when it is not empty. It returns
// the final screen. It blocks until the goroutines are gone; calling it
// again does nothing (and returns no screen).
//
// A process that SIGKILL cannot end (stuck in uninterruptible sleep) is
// left to its wait goroutine, which reaps it when it finally dies; close
// does not wait for it beyond the grace period.
func (s *Session) close(force bool, label string) (v Screen) {
	s.closeOnce.Do(func() {
		s.io.out.want() // what is left is fed at once, and Close stops it
		s.kern.terminate(force)
		// A chunk still being fed stops at its next unit once the
		// emulator is closed; closing the master then hangs up the
		// terminal, and the reader stops.
		_ = s.term.Close()
		s.io.closeMaster()
		select {
		case <-s.kern.exitc:
		case <-time.After(s.cfg.Grace + time.Second):
			slog.Warn("session process not reaped after SIGKILL", "session", s.id, "pid", s.kern.cmd.Pid())
		}
		s.io.wg.Wait()
		_ = s.io.pts.Close()
		s.kern.procs.Release()
		v = s.views.view(s.term.Snapshot(), s.kern.observe())
		if label != "" {
			s.Mark(label, &v)
		}
		s.endRecording()
	})
	return v
}
