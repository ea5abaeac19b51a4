package session

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

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
	Note       string `json:"note,omitempty" jsonschema:"why the command is not known to have finished, and what to do"`
}

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

// CheckCommand says why a command line cannot be typed at a prompt: a
// control character (other than tab and newline) would act as a key there,
// e.g. Ctrl-C would cancel the line or end the bracketed paste it is sent
// in; invalid UTF-8 is not text.
func CheckCommand(command string) error {
	if !utf8.ValidString(command) {
		return fmt.Errorf("%w: it is not valid UTF-8 text", ErrCommand)
	}
	for i, r := range command {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return fmt.Errorf("%w: it holds the control character %U at byte %d", ErrCommand, r, i)
		}
	}
	return nil
}

// Run types a command at the shell's prompt and waits until the shell
// reports, through its OSC 133 marks, that the command ended; or until the
// command waits for input, or the timeout. Output is what the command
// printed between the marks C (output starts) and D (command done), kept
// within maxOutput characters as it comes (see transcript).
func (s *Session) Run(ctx context.Context, command string, timeout time.Duration, maxOutput int) (res RunResult, err error) {
	start := time.Now()
	deadline := start.Add(timeout)
	if !s.shell {
		return RunResult{}, fmt.Errorf("%w: %s", ErrNotShell, s.id)
	}
	if err := CheckCommand(command); err != nil {
		return RunResult{}, err
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
	out := newTranscript(s.nonce, resultMask{&s.secrets}, snap.Rows, maxOutput)
	out.prompt = s.term.LastPrompt()
	s.ioMu.Lock()
	s.capture = out
	s.ioMu.Unlock()
	defer func() {
		s.ioMu.Lock()
		s.capture = nil
		s.ioMu.Unlock()
	}()
	base := s.baseline("")
	seq := s.term.MarkSeq()
	s.recordInput(input, false)
	if err := s.writeInput(input, deadline); err != nil {
		return RunResult{Screen: s.screenNow(start, TimedOut)}, err
	}

	// Settled means the shell is back at its prompt, or the command (or a
	// builtin such as read) waits for input: either way the caller is next.
	snap, o, outcome := s.wait(ctx, waitSpec{deadline: deadline, settle: true, base: base})
	res = RunResult{Screen: withWait(s.view(snap, o), outcome, start), DurationMs: time.Since(start).Milliseconds()}
	s.ioMu.Lock()
	began, ended, exit := out.began, out.ended, out.exit
	res.Output, res.Truncated = out.output()
	s.ioMu.Unlock()
	switch {
	case ended:
		res.ExitCode, res.Finished = &exit, true
	case res.Screen.ExitCode != nil:
		res.ExitCode = res.Screen.ExitCode // the shell itself exited
	case began && s.shellInFront(o) && o.state == WaitingForInput && !o.canonical:
		// Readline's raw mode: the prompt, unless a builtin reads a key.
		res.Note = hooksLost
	case !began && s.shellInFront(o) && o.state == WaitingForInput && s.term.MarkSeq() == seq:
		// No mark at all since the Enter: no command started, and no new
		// prompt was drawn (as after an empty line): the continuation
		// prompt.
		res.Note = unfinishedLine
		s.unfinished = seq
	}
	return res, nil
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
		return fmt.Errorf("%w: the last command in session %s has not reported its end; %s", ErrBusy, s.id, hooksLost)
	case s.unfinished != 0 && s.term.MarkSeq() == s.unfinished:
		return fmt.Errorf("%w: the command line typed last in session %s is unfinished; %s", ErrBusy, s.id, unfinishedLine)
	case o.state != WaitingForInput:
		return fmt.Errorf("%w: the shell of session %s is busy", ErrBusy, s.id)
	}
	return nil
}
