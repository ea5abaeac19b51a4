package session

import (
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/record"
)

// ReplayPoint says how far to replay: up to and including the Marker'th
// marker (from 1), or the events up to At seconds; the whole recording when
// both are zero.
type ReplayPoint = record.Point

// Replay feeds a recording's output and resizes, up to the point, through
// a new emulator (record.Cast.Play) and returns the screen result there,
// with the terminal (for a picture); the caller closes it. Mode and state
// come from the last marker agentty wrote up to the point (the result that
// call returned); between markers the mode is read from the screen again.
func Replay(c *record.Cast, p ReplayPoint) (Screen, *emulator.Terminal, error) {
	played, err := c.Play(p)
	return replayed(played, c.Command, err)
}

// ReplayFrom is Replay of the recording rd reads, read as it is fed: what
// it holds is the terminal and one line of the file, whatever the file's
// size. A recording cut short (record.ErrCut) is replayed up to the line
// that cannot be read: the screen and terminal there come with that
// error.
func ReplayFrom(rd *record.Reader, p ReplayPoint) (Screen, *emulator.Terminal, error) {
	played, err := record.Play(rd.Header.Width, rd.Header.Height, p, rd.Next)
	return replayed(played, rd.Header.Command, err)
}

// replayed is the screen result of what was played, and its terminal.
func replayed(p record.Played, command string, err error) (Screen, *emulator.Terminal, error) {
	if p.Term == nil {
		return Screen{}, nil, err
	}
	return replayView(p.Term.Snapshot(), command, p.Marker, p.AtMarker), p.Term, err
}

// replayView builds the screen result of a replay.
func replayView(snap emulator.Snapshot, command, marker string, atMarker bool) Screen {
	v := screenOf(snap)
	v.SessionID, v.Program, v.Changed = "replay", record.Program(command), true
	mode, state := markedResult(marker)
	if state == "" {
		state = WaitingForInput // a recording without agentty's markers
	}
	v.State = state
	got := modes.Classify(snap, modes.Facts{Program: v.Program, Waiting: state == WaitingForInput, Exited: state == Exited})
	v.Mode, v.ModeDetail = got.Mode, got.Detail+"; replayed"
	if atMarker && mode != "" && mode != got.Mode {
		v.Mode, v.ModeDetail = mode, "as recorded"
	}
	return v
}

// markedResult reads the mode and state agentty appends to a marker's label
// ("send_keys ihello<esc> → editor, waiting_for_input").
func markedResult(label string) (modes.Mode, State) {
	i := strings.LastIndex(label, " → ")
	if i < 0 {
		return "", ""
	}
	m, s, ok := strings.Cut(label[i+len(" → "):], ", ")
	if !ok {
		return "", ""
	}
	return modes.Mode(m), State(s)
}
