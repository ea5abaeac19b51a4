package session

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/agentty/agentty/emulator"
)

// RunResult is what run_command returns: the command's output and exit
// status beside the screen.
type RunResult struct {
	Screen
	Output     string `json:"output" jsonschema:"what the command printed, rendered, without escape codes"`
	ExitCode   *int   `json:"exit_code" jsonschema:"the command's exit status; null while it has not finished"`
	DurationMs int64  `json:"duration_ms"`
	Truncated  bool   `json:"truncated" jsonschema:"output was cut to max_output_chars; head and tail kept"`
	Finished   bool   `json:"finished" jsonschema:"the command ended and the shell shows its prompt again"`
}

// Run types a command at the shell's prompt and waits until the shell
// reports, through its OSC 133 marks, that the command ended; or until the
// command waits for input, or the timeout. Output is the screen text between
// the marks C (output starts) and D (command done).
func (s *Session) Run(ctx context.Context, command string, timeout time.Duration, maxOutput int) (res RunResult, err error) {
	start := time.Now()
	deadline := start.Add(timeout)
	if !s.shell {
		return RunResult{}, fmt.Errorf("%w: %s", ErrNotShell, s.id)
	}
	if err := s.acquire(ctx, deadline); err != nil {
		return RunResult{}, err
	}
	defer s.release()
	defer s.markCall(ctx, &res.Screen) // before release: no other call in between
	if s.isExited() {
		return RunResult{Screen: s.exitedScreen(start)}, fmt.Errorf("%w: %s", ErrExited, s.id)
	}
	if err := s.takenOver(); err != nil {
		return RunResult{Screen: s.view(s.term.Snapshot(), s.observe())}, err
	}
	// The shell must be at its prompt: settled, in front, last mark not C.
	snap, o, _ := s.wait(ctx, waitSpec{deadline: start.Add(min(timeout, time.Second)), settle: true, base: baseline{}})
	if err := s.atPrompt(snap, o); err != nil {
		return RunResult{Screen: s.view(snap, o)}, err
	}

	seq := s.term.MarkSeq()
	modes := s.term.Modes()
	// Ctrl-E Ctrl-U clears anything typed at the prompt; the command goes in
	// as a bracketed paste when readline enabled it, so that tabs and newlines
	// in it are text, not completion or early Enter.
	input := []byte("\x05\x15")
	cmd := strings.ReplaceAll(strings.ReplaceAll(command, "\r\n", "\n"), "\n", "\r")
	if modes.BracketedPaste {
		input = append(input, "\x1b[200~"+strings.ReplaceAll(cmd, "\x1b[201~", "")+"\x1b[201~"...)
	} else {
		input = append(input, cmd...)
	}
	input = append(input, '\r')
	base := s.baseline("")
	s.recordInput(input, false)
	if err := s.writeInput(input, deadline); err != nil {
		return RunResult{Screen: s.screenNow(start, TimedOut)}, err
	}

	// Settled means the shell is back at its prompt, or the command (or a
	// builtin such as read) waits for input: either way the caller is next.
	snap, o, outcome := s.wait(ctx, waitSpec{deadline: deadline, settle: true, base: base})
	first, done := commandMarks(s.term.Marks(seq))
	res = RunResult{Screen: withWait(s.view(snap, o), outcome, start), DurationMs: time.Since(start).Milliseconds()}
	if done == nil && res.Screen.ExitCode != nil {
		res.ExitCode = res.Screen.ExitCode // the shell itself exited
	}
	if first != nil {
		end := s.term.CursorPos()
		if done != nil {
			end = done.Pos
			code := done.Exit
			res.ExitCode = &code
			res.Finished = true
		}
		text, lost := s.term.Text(first.Pos, end)
		text = strings.TrimRight(text, "\n")
		if lost > 0 {
			text = fmt.Sprintf("[%d earlier lines scrolled out of the scrollback]\n%s", lost, text)
		}
		text = s.Redact(text)
		res.Output, res.Truncated = cut(text, maxOutput)
	}
	return res, nil
}

// commandMarks finds, among marks since the command was sent, the first C
// and the last D after it.
func commandMarks(ms []emulator.Mark) (first, done *emulator.Mark) {
	for i := range ms {
		m := &ms[i]
		switch m.Kind {
		case 'C':
			if first == nil {
				first = m
			}
		case 'D':
			if first != nil {
				done = m
			}
		}
	}
	return first, done
}

func (s *Session) shellInFront(o observation) bool {
	return o.pid == s.cmd.Pid()
}

// atPrompt explains why a command cannot be typed now, if it cannot.
func (s *Session) atPrompt(snap emulator.Snapshot, o observation) error {
	switch {
	case o.state == Exited:
		return fmt.Errorf("%w: %s", ErrExited, s.id)
	case !s.shellInFront(o):
		return fmt.Errorf("%w: %s is in front of session %s, not its shell; finish it or send <ctrl-c>", ErrBusy, o.program, s.id)
	case snap.HasMarks && snap.LastMark.Kind == 'C':
		return fmt.Errorf("%w: a command is still running in session %s", ErrBusy, s.id)
	case o.state != WaitingForInput:
		return fmt.Errorf("%w: the shell of session %s is busy", ErrBusy, s.id)
	}
	return nil
}

// cut keeps the head and the tail of text when it is longer than max
// characters, with a note in the middle saying how much was cut.
func cut(text string, max int) (string, bool) {
	r := []rune(text)
	if max <= 0 || len(r) <= max {
		return text, false
	}
	head := max / 2
	tail := max - head
	return fmt.Sprintf("%s\n[… %d characters cut …]\n%s", string(r[:head]), len(r)-max, string(r[len(r)-tail:])), true
}
