package session

import (
	"errors"
	"fmt"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/delta"
	"github.com/agentty/agentty/spell"
)

// Screen is what every tool answers about a session: the screen the program
// drew, where the cursor is, what kind of program is in front and whether it
// waits for the agent. It is the contract's "screen result" as Go values;
// the tools package puts it on the wire.
type Screen struct {
	SessionID  string
	Name       string
	State      State
	Source     Source  // how State was known: SourceKernel or SourceQuiet
	ExitCode   *int    // the exit status once exited normally
	ExitSignal *string // the signal that ended the process (SIGKILL…)
	Mode       modes.Mode
	ModeDetail string // a few words saying why
	Program    string // the foreground program
	Cols, Rows int
	Cursor     emulator.Cursor
	AltScreen  bool
	Title      string
	// Lines are the visible rows, trailing spaces and trailing empty rows
	// dropped.
	Lines []string
	// Revision grows whenever the screen changes; Changed says whether it
	// differs from the last result the session returned (to any caller).
	Revision uint64
	Changed  bool
	// Delta is what changed since the last result the session returned.
	Delta Delta
	// Same says what else is as the last result showed it.
	Same Same
	// Prompt is a question, menu or form on the screen as data, when the
	// program waits for its answer.
	Prompt *modes.Prompt
	// Highlights are the runs of the screen set apart by reverse video
	// or a background of their own (modes.Highlights); SelectedRow is
	// the row of a list's selected entry among them, -1 for none.
	Highlights  []modes.Highlight
	SelectedRow int
	Wait        *WaitInfo
	Scrollback  []string // lines above the screen, oldest first, when asked for
	// ScrollbackKept is how many lines of history are kept above the
	// screen, when scrollback was asked for: what scrollback_offset pages
	// through.
	ScrollbackKept int
	// Notes say what was left out of this result to keep it within its
	// size cap, and how to get it.
	Notes     []string
	Recording string // the asciicast file the session is recorded to
	// LastCommand is the last command a shell session with shell
	// integration ran (or runs), once one has ended.
	LastCommand *Command
	// Attached lists the people attached from a terminal, while there are
	// any; HandedBack, once, that a person who had taken the session over
	// detached since the last result.
	Attached   []Attachment
	HandedBack *Handback

	rows    []string // every row, for Rebase
	history int64    // the snapshot's History, for Rebase
	// base is, for a result that goes to the agent, the screen returned
	// before it, which its Changed and Delta are reckoned from: a result
	// taken again before it goes out (Mark) is reckoned from it too, not
	// from the one it replaces, while no other result went out between
	// (seq, the count of results returned when it was taken).
	base *delta.Shown
	seq  uint64
}

// WaitInfo says how the wait behind a result ended.
type WaitInfo struct {
	Outcome  Outcome
	WaitedMs int64
	// Timer is, with Partial, how often the program redraws on its own.
	Timer time.Duration
	// Changing is, with TimedOut, that the program was still printing
	// when the time ran out: the screen had changed within QuietAfter.
	Changing bool
	// Undrawn is, with TimedOut, that the screen shows nothing while the
	// program could still draw: it has not drawn yet.
	Undrawn bool
}

// view builds the screen result from a snapshot and an observation, and
// remembers the screen for the next result's changed flag and delta.
//
// The snapshot comes masked from the terminal (its lines, title and
// everything read from them: the mode, its detail and the prompt); the facts the
// kernel gave (the foreground program's name and arguments, which a
// command line typed as a secret could hold) are masked here, before the
// mode is worked out from them.
func (s *views) view(snap emulator.Snapshot, o observation) Screen {
	return s.screen(snap, o, true)
}

// screen builds the screen result; mark says it goes to the agent: its
// revision is remembered and the hand-back note taken. A look for a person
// or a resource reader changes nothing.
func (s *views) screen(snap emulator.Snapshot, o observation, mark bool) Screen {
	return s.screenFrom(snap, o, mark, nil)
}

// again builds the result that replaces v before v goes out to the agent
// (the screen moved on meanwhile): what changed is reckoned from the
// screen returned before v, the last one the agent has (unless another
// result went out since v was taken: then from that one), and what v
// took once (the hand-back note, the notes) goes on to it.
func (s *views) again(v *Screen, snap emulator.Snapshot, o observation) Screen {
	now := s.screenFrom(snap, o, true, v)
	if now.HandedBack == nil {
		now.HandedBack = v.HandedBack
	}
	now.Notes = append(v.Notes[:len(v.Notes):len(v.Notes)], now.Notes...)
	return now
}

// screenFrom is screen; for a result that replaces one not yet gone out
// (replaced), the changes are reckoned from what that one's were.
func (s *views) screenFrom(snap emulator.Snapshot, o observation, mark bool, replaced *Screen) Screen {
	o = s.maskFacts(o)
	mode := modes.Classify(snap, s.facts(o))
	if mark {
		s.began.note(o.pid, o.program, o.state, mode.Mode)
	}
	v := screenOf(snap)
	v.SessionID, v.Name, v.State, v.Source, v.Program = s.id, s.name, o.state, o.source, o.program
	v.Mode, v.ModeDetail, v.Prompt = mode.Mode, mode.Detail, mode.Prompt
	v.Highlights = modes.Highlights(snap)
	v.SelectedRow = modes.SelectedRow(snap, mode.Prompt, v.Highlights)
	v.rows, v.history = snap.Lines, snap.History
	if v.Program == "" {
		v.Program = s.kern.leaderProgram()
	}
	cur := returnedOf(&v)
	s.mu.Lock()
	prev := s.returned
	if replaced != nil && replaced.base != nil && replaced.seq == s.seq {
		prev = *replaced.base
	}
	v.Changed, v.Same = delta.Changed(prev, cur), delta.SameAs(prev, cur)
	if mark {
		cur.Follow(prev)
		s.returned = cur
		s.seq++
		v.base, v.seq = &prev, s.seq
	}
	// How it ended goes with the state this result was observed in: an
	// exit that came since (the output fed to its end after the look) is
	// the next result's, with the screen that shows all of it.
	if exited, code, sig := s.kern.exitLocked(); exited && v.State == Exited {
		if sig != "" {
			v.ExitSignal = &sig
		} else {
			v.ExitCode = &code
		}
	}
	v.Attached = s.roster.List()
	if mark {
		v.HandedBack = s.roster.Handback()
	}
	tellStop := mark && s.rec != nil && !s.recTold
	s.mu.Unlock()
	if tellStop {
		if why := s.rec.W.Stopped(); why != "" {
			// Once: the next result after the recording stopped says so.
			s.mu.Lock()
			tellStop, s.recTold = !s.recTold, true
			s.mu.Unlock()
			if tellStop {
				v.Notes = append(v.Notes, fmt.Sprintf("the recording %s stopped: %s; nothing after that point is in it (agentty replay reads it up to there)", s.rec.W.File(), why))
			}
		}
	}
	if v.Changed {
		v.Delta = delta.Between(s.term, prev, cur)
	}
	v.LastCommand = s.calls.lastCommand()
	return v
}

// facts is what the mode classifier is told: the kernel's facts, and the
// command line the shell runs when its marks say one runs.
func (s *views) facts(o observation) modes.Facts {
	f := o.facts()
	f.Submitted = s.typed.lines()
	f.Typing, f.TypedFrom = s.typed.current()
	f.Files = s.heads.of(o.pid, o.args)
	f.Began = s.began.of(o.pid, o.program)
	if c := s.calls.lastCommand(); c != nil && !c.Finished {
		f.Command = c.Command
	}
	return f
}

// maskFacts hides the session's secrets in what the kernel says about the
// foreground program: its name and arguments.
func (s *views) maskFacts(o observation) observation {
	o.program = s.secrets.Redact(o.program, false)
	args := make([]string, len(o.args))
	for i, a := range o.args {
		args[i] = s.secrets.Redact(a, false)
	}
	o.args = args
	return o
}

// shownCommand is the command the session was opened with, for results and
// listings: with the session's secrets masked, like every other text a
// result carries, and its controls spelled out (a person reads listings).
func (s *views) shownCommand() string {
	return spell.Out(s.secrets.Redact(s.command, false))
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
		// No list's entry is known selected until the screen is read.
		SelectedRow: -1,
	}
}

func withWait(v Screen, outcome Outcome, start time.Time) Screen {
	v.Wait = &WaitInfo{Outcome: outcome, WaitedMs: time.Since(start).Milliseconds()}
	return v
}

// errNotWire is what encoding a session value as JSON gives: the wire
// shapes are the tools package's (tools.Screen, tools.RunResult,
// tools.SessionRow), built from these Go values.
var errNotWire = errors.New("session values are not JSON: encode or decode the tools package's wire types")

// MarshalJSON refuses: a Screen has no JSON form of its own (errNotWire).
func (Screen) MarshalJSON() ([]byte, error) { return nil, errNotWire }

// UnmarshalJSON refuses: a Screen has no JSON form of its own (errNotWire).
func (*Screen) UnmarshalJSON([]byte) error { return errNotWire }

// MarshalJSON refuses: an Info has no JSON form of its own (errNotWire).
func (Info) MarshalJSON() ([]byte, error) { return nil, errNotWire }

// UnmarshalJSON refuses: an Info has no JSON form of its own (errNotWire).
func (*Info) UnmarshalJSON([]byte) error { return errNotWire }
