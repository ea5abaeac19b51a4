package session

import (
	"strings"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
)

// Screen is what every tool answers about a session: the screen the program
// drew, where the cursor is, what kind of program is in front and whether it
// waits for the agent. It is the contract's "screen result".
type Screen struct {
	SessionID  string          `json:"session_id"`
	Name       string          `json:"name"`
	State      State           `json:"state" jsonschema:"running, waiting_for_input or exited"`
	ExitCode   *int            `json:"exit_code" jsonschema:"exit status once exited normally, else null"`
	ExitSignal *string         `json:"exit_signal" jsonschema:"signal that ended the process (SIGKILL…), else null"`
	Mode       modes.Mode      `json:"mode" jsonschema:"shell, editor, pager, password_prompt, repl, question or unknown"`
	ModeDetail string          `json:"mode_detail" jsonschema:"a few words saying why"`
	Program    string          `json:"program" jsonschema:"the foreground program"`
	Cols       int             `json:"cols"`
	Rows       int             `json:"rows"`
	Cursor     emulator.Cursor `json:"cursor" jsonschema:"0-based cell position"`
	AltScreen  bool            `json:"alt_screen"`
	Title      string          `json:"title"`
	Lines      []string        `json:"lines" jsonschema:"visible rows, trailing spaces and trailing empty rows dropped"`
	Revision   uint64          `json:"revision" jsonschema:"grows whenever the screen changes"`
	Changed    bool            `json:"changed" jsonschema:"the screen differs from the last result for this session"`
	Prompt     *modes.Prompt   `json:"prompt" jsonschema:"a question, menu or form as data, else null"`
	Wait       *WaitInfo       `json:"wait,omitempty"`
	Scrollback []string        `json:"scrollback,omitempty" jsonschema:"lines above the screen, oldest first, when asked for"`
	// ScrollbackKept is how many lines of history are kept above the
	// screen, when scrollback was asked for: what scrollback_offset pages
	// through.
	ScrollbackKept int          `json:"scrollback_kept,omitempty" jsonschema:"lines of history kept above the screen (when scrollback was asked for)"`
	Notes          []string     `json:"notes,omitempty" jsonschema:"what was left out of this result to keep it within its size cap, and how to get it"`
	Recording      string       `json:"recording,omitempty" jsonschema:"the asciicast file the session is recorded to (in open_session's result)"`
	Attached       []Attachment `json:"attached,omitempty" jsonschema:"the people attached from a terminal (agentty attach/watch), while there are any"`
	HandedBack     *Handback    `json:"handed_back,omitempty" jsonschema:"a person who had taken the session over detached since the last result; input tools work again"`
}

// WaitInfo says how the wait behind a result ended.
type WaitInfo struct {
	Outcome  Outcome `json:"outcome" jsonschema:"settled, matched, exited or timeout"`
	WaitedMs int64   `json:"waited_ms"`
}

// view builds the screen result from a snapshot and an observation, and
// remembers its revision for the next result's changed flag.
//
// The snapshot comes masked from the terminal (its lines, title and
// everything read from them: the mode, its detail and the prompt); the facts the
// kernel gave (the foreground program's name and arguments, which a
// command line typed as a secret could hold) are masked here, before the
// mode is worked out from them.
func (s *Session) view(snap emulator.Snapshot, o observation) Screen {
	return s.screen(snap, o, true)
}

// screen builds the screen result; mark says it goes to the agent: its
// revision is remembered and the hand-back note taken. A look for a person
// or a resource reader changes nothing.
func (s *Session) screen(snap emulator.Snapshot, o observation, mark bool) Screen {
	o = s.maskFacts(o)
	mode := modes.Classify(snap, o.facts())
	v := screenOf(snap)
	v.SessionID, v.Name, v.State, v.Program = s.id, s.name, o.state, o.program
	v.Mode, v.ModeDetail, v.Prompt = mode.Mode, mode.Detail, mode.Prompt
	s.mu.Lock()
	v.Changed = snap.Revision != s.returnedRev
	if mark {
		s.returnedRev = snap.Revision
	}
	if s.exited {
		if s.exitSignal != "" {
			sig := s.exitSignal
			v.ExitSignal = &sig
		} else {
			code := s.exitCode
			v.ExitCode = &code
		}
	}
	v.Attached = s.peopleLocked()
	if mark {
		v.HandedBack, s.handback = s.handback, nil
	}
	s.mu.Unlock()
	if o.state == Exited && v.Program == "" {
		v.Program = programFromCommand(s.shownCommand())
	}
	return v
}

// maskFacts hides the session's secrets in what the kernel says about the
// foreground program: its name and arguments.
func (s *Session) maskFacts(o observation) observation {
	o.program = s.secrets.redact(o.program, false)
	args := make([]string, len(o.args))
	for i, a := range o.args {
		args[i] = s.secrets.redact(a, false)
	}
	o.args = args
	return o
}

// shownCommand is the command the session was opened with, for results and
// listings: with the session's secrets masked, like every other text a
// result carries.
func (s *Session) shownCommand() string {
	return s.secrets.redact(s.command, false)
}

// screenOf is the part of a screen result the snapshot gives: the screen's
// size, cursor, title and lines (trailing empty rows dropped).
func screenOf(snap emulator.Snapshot) Screen {
	lines := snap.Lines
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return Screen{
		Cols:      snap.Cols,
		Rows:      snap.Rows,
		Cursor:    snap.Cursor,
		AltScreen: snap.AltScreen,
		Title:     snap.Title,
		Lines:     append([]string{}, lines...),
		Revision:  snap.Revision,
	}
}

func withWait(v Screen, outcome Outcome, start time.Time) Screen {
	v.Wait = &WaitInfo{Outcome: outcome, WaitedMs: time.Since(start).Milliseconds()}
	return v
}

func programFromCommand(cmd string) string {
	f := strings.Fields(cmd)
	if len(f) == 0 {
		return ""
	}
	return programOf(procStat{}, f[:1])
}
