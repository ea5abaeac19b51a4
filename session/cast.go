package session

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/kernel"
)

// Cast is an asciicast v2 recording read back.
type Cast struct {
	Width, Height int
	Command       string
	Events        []CastEvent
}

// CastEvent is one event of a recording: its time in seconds from the start,
// its type ("o", "i", "r", "m", or another a player ignores), its data and
// the line of the file it came from.
type CastEvent struct {
	Time float64
	Type string
	Data string
	Line int
}

// maxCastLine bounds one line of a recording; agentty writes an output event
// per read of at most 128 KiB, which JSON escaping can grow sixfold.
const maxCastLine = 16 << 20

// ReadCast reads an asciicast v2 recording. A malformed one is an error
// naming the line.
func ReadCast(r io.Reader) (*Cast, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxCastLine)
	line := 0
	var c *Cast
	last := 0.0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		if c == nil {
			h, err := parseHeader(b)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", line, err)
			}
			c = &Cast{Width: h.Width, Height: h.Height, Command: h.Command}
			continue
		}
		e, err := parseEvent(b)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if e.Time < last {
			return nil, fmt.Errorf("line %d: time %g is before the previous event's %g; events must be in order", line, e.Time, last)
		}
		last = e.Time
		e.Line = line
		if e.Type == "r" {
			if _, _, err := parseSize(e.Data); err != nil {
				return nil, fmt.Errorf("line %d: %w", line, err)
			}
		}
		c.Events = append(c.Events, e)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("line %d: longer than %d MiB; not an agentty recording", line+1, maxCastLine>>20)
		}
		return nil, err
	}
	if c == nil {
		return nil, errors.New("line 1: empty file; an asciicast v2 recording starts with a JSON header")
	}
	return c, nil
}

func parseHeader(b []byte) (castHeader, error) {
	var h castHeader
	if err := json.Unmarshal(b, &h); err != nil {
		return h, fmt.Errorf("the header is not a JSON object (%v); is this an asciicast v2 file?", err)
	}
	if h.Version != 2 {
		return h, fmt.Errorf("asciicast version %d; only version 2 can be replayed", h.Version)
	}
	if err := emulator.CheckSize(h.Width, h.Height); err != nil {
		return h, fmt.Errorf("the header's %w", err)
	}
	return h, nil
}

func parseEvent(b []byte) (CastEvent, error) {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil || len(raw) != 3 {
		return CastEvent{}, errors.New(`an event must be a JSON array [seconds, "type", "data"]`)
	}
	var e CastEvent
	if err := json.Unmarshal(raw[0], &e.Time); err != nil || e.Time < 0 || math.IsInf(e.Time, 0) {
		return e, errors.New("an event's time must be a number of seconds, not negative")
	}
	if err := json.Unmarshal(raw[1], &e.Type); err != nil {
		return e, errors.New("an event's type must be a string")
	}
	if err := json.Unmarshal(raw[2], &e.Data); err != nil {
		return e, errors.New("an event's data must be a string")
	}
	return e, nil
}

// parseSize reads a resize event's "COLSxROWS".
func parseSize(s string) (cols, rows int, err error) {
	cols, rows, err = emulator.ParseSize(s)
	if err != nil {
		return 0, 0, fmt.Errorf("resize: %w", err)
	}
	return cols, rows, nil
}

// Markers returns the marker events, in order.
func (c *Cast) Markers() []CastEvent {
	var out []CastEvent
	for _, e := range c.Events {
		if e.Type == "m" {
			out = append(out, e)
		}
	}
	return out
}

// ReplayPoint says how far to replay: up to and including the Marker'th
// marker (from 1), or the events up to At seconds; the whole recording when
// both are zero.
type ReplayPoint struct {
	At     float64
	Marker int
}

// Replay feeds the recording's output and resizes, up to the point, through
// a new emulator and returns the screen result there, with the terminal
// (for a picture); the caller closes it. Mode and state come from the last
// marker agentty wrote up to the point (the result that call returned);
// between markers the mode is read from the screen again.
func (c *Cast) Replay(p ReplayPoint) (Screen, *emulator.Terminal, error) {
	if p.Marker < 0 || p.At < 0 {
		return Screen{}, nil, errors.New("the replay point cannot be negative")
	}
	if n := len(c.Markers()); p.Marker > n {
		return Screen{}, nil, fmt.Errorf("marker %d asked for; the recording has %d markers", p.Marker, n)
	}
	t := emulator.New(c.Width, c.Height, emulator.DefaultScrollback)
	go func() { _, _ = io.Copy(io.Discard, t.Replies()) }() // nobody answers the program any more
	markers := 0
	var last string // the label of the last marker fed
	atMarker := false
	for _, e := range c.Events {
		if p.At > 0 && e.Time > p.At {
			break
		}
		atMarker = false
		switch e.Type {
		case "o":
			_, _ = t.Write([]byte(e.Data))
		case "r":
			cols, rows, _ := parseSize(e.Data) // checked by ReadCast
			t.Resize(cols, rows)
		case "m":
			markers++
			last, atMarker = e.Data, true
		}
		if p.Marker > 0 && markers == p.Marker {
			break
		}
	}
	snap := t.Snapshot()
	v := replayView(snap, c.Command, last, atMarker)
	return v, t, nil
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
