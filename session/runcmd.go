package session

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/shell"
)

// RunResult is what run_command returns: the command's output and exit
// status beside the screen.
type RunResult struct {
	Screen
	Output     string // what the command printed, rendered, without escape codes
	ExitCode   *int   // the command's exit status; nil while it has not finished
	DurationMs int64
	Truncated  bool   // the output was cut to its cap; head and tail kept
	Finished   bool   // the command ended and the shell shows its prompt again
	Note       string // why the command is not known to have finished, and what to do
	// Captured says that Output is the command's output, read from the
	// bytes it printed; a command typed at the prompt and followed has
	// none (the screen shows it).
	Captured bool
}

// Command is a command a shell session ran: its command line, and its exit
// status once it ended (read from the shell's marks: shell.Last).
type Command = shell.Command

// CheckCommand says why a command line cannot be typed at a prompt
// (ErrCommand): a control character (other than tab and newline) would
// act as a key there; invalid UTF-8 is not text.
func CheckCommand(command string) error { return shell.CheckCommand(command) }

// hooksLost says what to do when a command's end never came although the
// shell is in front, waiting.
const hooksLost = "the shell is waiting, but no end-of-command mark came: the command may wait for input " +
	"(the screen shows what it asked), or the shell's prompt hooks were removed (PS1 and PROMPT_COMMAND replaced); " +
	`if the screen shows the shell's prompt, restore them with send_text {"text": "__agentty_hooks", "enter": true} ` +
	"(if bash answers that __agentty_hooks is not found, the shell was replaced, as by exec bash: close_session and open a new one)"

// unfinishedLine says what to do when the shell took the command line but
// neither ran it nor drew a new prompt: it waits for the rest.
const unfinishedLine = "the shell did not run the command: it waits for the rest of the command line " +
	"(an unclosed quote or bracket, a trailing backslash, an unfinished here-document, if without fi); " +
	`send the rest with send_text {"text": "...", "enter": true}, or send_keys <ctrl-c> to drop the line`

// Run types a command at the shell's prompt and waits until the shell
// reports, through its OSC 133 marks, that the command ended; or until the
// command waits for input, or the timeout. Output is what the command
// printed between the marks C (output starts) and D (command done), kept
// within maxOutput characters as it comes (see shell.Capture). A command that
// has not ended when Run returns goes on being captured: Follow waits for
// it and gives what it printed since.
func (s *Session) Run(ctx context.Context, command string, timeout time.Duration, maxOutput int) (res RunResult, err error) {
	if !s.shell {
		return RunResult{}, fmt.Errorf("%w: %s", ErrNotShell, s.id)
	}
	if err := CheckCommand(command); err != nil {
		return RunResult{}, err
	}
	c, v, err := s.begin(ctx, timeout, acts)
	defer c.end(&res.Screen)
	if err != nil {
		return RunResult{Screen: v}, err
	}
	start, deadline := c.start, c.deadline
	// The shell must be at its prompt: settled, in front, last mark not C.
	// A shell busy drawing its prompt gets a moment to settle, also when
	// the last mark read is a command's start and a program other than the
	// shell is in front: the command may have ended, and the shell be
	// running its prompt's hooks (a PROMPT_COMMAND that runs programs, as
	// pyenv's does) before the end mark. A command still running after
	// that moment is refused (atPrompt).
	snap, o, _ := s.calls.wait(ctx, waitSpec{deadline: start.Add(min(timeout, time.Second)), settle: true, base: baseline{}})
	if err := s.calls.atPrompt(snap, o); err != nil {
		return RunResult{Screen: s.views.view(snap, o)}, err
	}

	modes := s.term.Modes()
	// Ctrl-E Ctrl-U clears anything typed at the prompt; the command goes in
	// as a bracketed paste when readline enabled it, so that tabs and newlines
	// in it are text, not completion or early Enter. CheckCommand let no
	// control character through that could end the paste or act as a key.
	input := []byte("\x05\x15")
	cmd := strings.ReplaceAll(strings.ReplaceAll(command, "\r\n", "\n"), "\n", "\r")
	if modes.BracketedPaste {
		input = append(input, "\x1b[200~"+cmd+"\x1b[201~"...)
	} else {
		input = append(input, cmd...)
	}
	input = append(input, '\r')
	out := shell.NewCapture(s.secrets.Results(), maxOutput)
	s.term.Locked(func(h emulator.Held) { s.stream.setCapture(out, h) })
	r := shell.Typed{Command: s.secrets.Redact(command, false), After: s.term.MarkSeq()}
	s.mu.Lock()
	s.calls.ran = r
	s.mu.Unlock()
	base := s.calls.baseline(Expect{})
	seq := s.term.MarkSeq()
	s.recordInput(input, false)
	if _, err := s.io.writeAgent(input, deadline); err != nil {
		s.term.Locked(func(h emulator.Held) { s.stream.setCapture(nil, h) })
		return RunResult{Screen: s.calls.screenNow(start, TimedOut)}, err
	}

	// Settled means the shell is back at its prompt, or the command (or a
	// builtin such as read) waits for input: either way the caller is next.
	snap, o, w := s.calls.wait(ctx, waitSpec{deadline: deadline, settle: true, base: base})
	return s.calls.runResult(out, snap, o, w.Outcome, start, true, seq), nil
}

// Follow waits for the command running in the shell (started by Run, or
// typed at the prompt) until it ends, waits for input, or the timeout
// passes, and returns what it printed that no result gave yet (all of it,
// within its cap, with all), and its exit status once it ended.
func (s *Session) Follow(ctx context.Context, timeout time.Duration, all bool) (res RunResult, err error) {
	if !s.shell {
		return RunResult{}, fmt.Errorf("%w: %s", ErrNotShell, s.id)
	}
	c, _, err := s.begin(ctx, timeout, watches)
	defer c.end(&res.Screen)
	if err != nil {
		return RunResult{}, err
	}
	start, deadline := c.start, c.deadline
	var out *shell.Capture
	s.term.Locked(func(emulator.Held) { out = s.stream.capture })
	snap := s.term.Snapshot()
	if out == nil && !(snap.HasMarks && snap.LastMark.Kind == 'C') {
		v := s.views.view(snap, s.kern.observe())
		if s.kern.isExited() {
			return RunResult{Screen: v}, fmt.Errorf("%w: %s", ErrExited, s.id)
		}
		return RunResult{Screen: v}, fmt.Errorf("%w in session %s", ErrNoCommand, s.id)
	}
	snap, o, v := s.calls.wait(ctx, waitSpec{deadline: deadline, settle: true, base: baseline{}})
	res = s.calls.runResult(out, snap, o, v.Outcome, start, all, -1)
	if out == nil {
		res.Note = "the command was not started by run_command, so its output is not captured: the screen shows it"
	}
	return res, nil
}

// runResult builds run_command's result once a wait for the command ended:
// its output (all of it, or what no result gave yet), and its exit status
// when its end mark came. The capture ends with the command. seq is the
// mark count before the command was typed (-1 when following one).
func (s *calls) runResult(out *shell.Capture, snap emulator.Snapshot, o observation, outcome Outcome, start time.Time, all bool, seq int) RunResult {
	res := RunResult{Screen: withWait(s.views.view(snap, o), outcome, start), DurationMs: time.Since(start).Milliseconds()}
	if out == nil {
		// Typed at the prompt: the marks say whether it ended.
		if c := res.LastCommand; c != nil && c.Finished {
			res.ExitCode, res.Finished = c.ExitCode, true
		}
		return res
	}
	res.Captured = true
	var began, ended bool
	var exit int
	s.term.Locked(func(h emulator.Held) {
		began, ended, exit = out.Began, out.Ended, out.Exit
		if all {
			res.Output, res.Truncated = out.Output(h)
		} else {
			res.Output, res.Truncated = out.Since(h)
		}
		if ended && s.stream.capture == out {
			s.stream.setCapture(nil, h)
		}
	})
	switch {
	case ended:
		res.ExitCode, res.Finished = &exit, true
	case res.Screen.ExitCode != nil || res.Screen.ExitSignal != nil:
		// The shell exited with the command (exit 3, exec, a kill of the
		// shell): its end is the command's, as last_command says.
		res.ExitCode, res.Finished = res.Screen.ExitCode, true
	case began && s.shellInFront(o) && o.state == WaitingForInput && !o.canonical:
		// Readline's raw mode: the prompt, unless a builtin reads a key.
		res.Note = hooksLost
	case seq >= 0 && !began && s.shellInFront(o) && o.state == WaitingForInput && s.term.MarkSeq() == seq:
		// No mark at all since the Enter: no command started, and no new
		// prompt was drawn (as after an empty line): the continuation
		// prompt.
		res.Note = unfinishedLine
		s.unfinished = seq
	}
	return res
}

func (s *calls) shellInFront(o observation) bool {
	return o.pid == s.kern.pid()
}

// commandRuns reports whether a command is running in the shell now: a
// program other than the shell is in front, or the last mark is a
// command's start (C) with no end after it.
func (s *calls) commandRuns(snap emulator.Snapshot, o observation) bool {
	return o.state != Exited && (!s.shellInFront(o) || (snap.HasMarks && snap.LastMark.Kind == 'C'))
}

// atPrompt explains why a command cannot be typed now, if it cannot.
func (s *calls) atPrompt(snap emulator.Snapshot, o observation) error {
	switch {
	case o.state == Exited:
		return fmt.Errorf("%w: %s", ErrExited, s.id)
	case snap.HasMarks && snap.LastMark.Kind == 'C' && s.shellInFront(o) && o.state == WaitingForInput && !o.canonical:
		return fmt.Errorf("%w: the last command in session %s has not reported its end; %s", ErrBusy, s.id, hooksLost)
	case s.unfinished != 0 && s.term.MarkSeq() == s.unfinished:
		return fmt.Errorf("%w: the command line typed last in session %s is unfinished; %s", ErrBusy, s.id, unfinishedLine)
	case s.commandRuns(snap, o):
		what := o.program
		if c := s.lastCommand(); c != nil && !c.Finished {
			what = c.Command
		}
		return fmt.Errorf("%w in session %s (%s)", ErrRunning, s.id, clipText(what, 80))
	case o.state != WaitingForInput:
		return fmt.Errorf("%w: the shell of session %s is busy", ErrBusy, s.id)
	}
	return nil
}

// lastCommand is the command a shell session runs or ran last, from its
// OSC 133 marks: the newest command start (C), its command line (what Run
// typed, or the screen's text between the prompt's end, B, and C), and
// whether an end (D, with the exit status) came after it. Nil before the
// first command, and for sessions that are no agentty shell.
func (s *calls) lastCommand() *Command {
	if !s.shell {
		return nil
	}
	seq := s.term.MarkSeq()
	s.mu.Lock()
	r, cache := s.ran, s.cmdCache
	s.mu.Unlock()
	if cache.valid && cache.seq == seq && cache.ran == r {
		return s.endedWithShell(cache.cmd.Clone())
	}
	cmd := shell.Last(s.term, r)
	s.mu.Lock()
	s.cmdCache = cmdCache{valid: true, seq: seq, ran: r, cmd: cmd}
	s.mu.Unlock()
	return s.endedWithShell(cmd.Clone())
}

// endedWithShell marks a command that never reported its end as finished
// when the shell has exited (exit 3 ends the shell before its prompt can
// report it): it ended with the shell, with the shell's exit code (none
// when a signal killed the shell).
func (s *calls) endedWithShell(c *Command) *Command {
	if c == nil || c.Finished {
		return c
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if exited, code, sig := s.kern.exitLocked(); exited {
		c.Finished = true
		if sig == "" {
			c.ExitCode = &code
		}
	}
	return c
}

// cmdCache is the last command as the marks up to mark seq gave it.
type cmdCache struct {
	valid bool
	seq   int
	ran   shell.Typed
	cmd   *Command
}

func clipText(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
