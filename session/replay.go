package session

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/record"
)

// ReplayPoint says how far to replay: up to and including the Marker'th
// marker (from 1), or the events up to At seconds; the whole recording when
// both are zero.
type ReplayPoint struct {
	At     float64
	Marker int
}

// Replay feeds a recording's output and resizes, up to the point, through
// a new emulator and returns the screen result there, with the terminal
// (for a picture); the caller closes it. Mode and state come from the last
// marker agentty wrote up to the point (the result that call returned);
// between markers the mode is read from the screen again.
func Replay(c *record.Cast, p ReplayPoint) (Screen, *emulator.Terminal, error) {
	if n := len(c.Markers()); p.Marker > n {
		return Screen{}, nil, fmt.Errorf("marker %d asked for; the recording has %d markers", p.Marker, n)
	}
	i := 0
	return replay(c.Width, c.Height, c.Command, p, func() (record.Event, error) {
		if i == len(c.Events) {
			return record.Event{}, io.EOF
		}
		i++
		return c.Events[i-1], nil
	})
}

// ReplayFrom is Replay of the recording rd reads, read as it is fed: what
// it holds is the terminal and one line of the file, whatever the file's
// size. A recording cut short (record.ErrCut) is replayed up to the line
// that cannot be read: the screen and terminal there come with that
// error.
func ReplayFrom(rd *record.Reader, p ReplayPoint) (Screen, *emulator.Terminal, error) {
	return replay(rd.Header.Width, rd.Header.Height, rd.Header.Command, p, rd.Next)
}

// replay feeds the events next gives (io.EOF after the last) up to p.
func replay(cols, rows int, command string, p ReplayPoint, next func() (record.Event, error)) (Screen, *emulator.Terminal, error) {
	if p.Marker < 0 || p.At < 0 {
		return Screen{}, nil, errors.New("the replay point cannot be negative")
	}
	t := emulator.New(cols, rows, emulator.DefaultScrollback)
	go func() { _, _ = io.Copy(io.Discard, t.Replies()) }() // nobody answers the program any more
	markers := 0
	var last string // the label of the last marker fed
	atMarker := false
	var cut error
	for {
		e, err := next()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				cut = err
			}
			break
		}
		if p.At > 0 && e.Time > p.At {
			break
		}
		atMarker = false
		switch e.Type {
		case "o":
			_, _ = t.Write([]byte(e.Data))
		case "r":
			cols, rows, _ := record.ParseSize(e.Data) // checked by record's reader
			t.Resize(cols, rows)
		case "m":
			markers++
			last, atMarker = e.Data, true
		}
		if p.Marker > 0 && markers == p.Marker {
			break
		}
	}
	if p.Marker > markers {
		t.Close()
		if cut != nil {
			return Screen{}, nil, fmt.Errorf("marker %d asked for; the recording has %d markers before %w", p.Marker, markers, cut)
		}
		return Screen{}, nil, fmt.Errorf("marker %d asked for; the recording has %d markers", p.Marker, markers)
	}
	snap := t.Snapshot()
	v := replayView(snap, command, last, atMarker)
	return v, t, cut
}

// replayView builds the screen result of a replay.
func replayView(snap emulator.Snapshot, command, marker string, atMarker bool) Screen {
	v := screenOf(snap)
	v.SessionID, v.Program, v.Changed = "replay", programFromCommand(command), true
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

// programFromCommand guesses, for a replay, which program a recorded
// command line ran: the first word that is not shell syntax or a variable
// assignment ("(sleep 1; x=2 make)" ran sleep first). A live session names
// its program from the kernel instead.
func programFromCommand(cmd string) string {
	for _, f := range strings.Fields(cmd) {
		f = strings.TrimLeft(f, "({!")
		if f == "" || strings.Contains(f, "=") || f == "exec" || f == "command" {
			continue
		}
		if strings.ContainsAny(f, ";&|<>$`'\"\\)}") {
			f = f[:strings.IndexAny(f, ";&|<>$`'\"\\)}")]
			if f == "" {
				return ""
			}
		}
		return kernel.ProgramOf(kernel.Proc{}, []string{f})
	}
	return ""
}
