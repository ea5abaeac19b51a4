package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/agentty/agentty/emulator"
)

// Cast is an asciicast v2 recording read back.
type Cast struct {
	Width, Height int
	Command       string
	Events        []Event
}

// Event is one event of a recording: its time in seconds from the start,
// its type ("o", "i", "r", "m", or another a player ignores), its data and
// the line of the file it came from.
type Event struct {
	Time float64
	Type string
	Data string
	Line int
}

// maxCastLine bounds one line of a recording; agentty writes an output event
// per read of at most 128 KiB, which JSON escaping can grow sixfold.
const maxCastLine = 16 << 20

// ErrCut: a recording's events stop early, at a line that cannot be read
// (most often the last, cut short where writing it stopped). Read returns
// the events before that line with it.
var ErrCut = errors.New("the recording is read up to that line")

// Read reads an asciicast v2 recording. A malformed header is an error
// naming the line; an event line that cannot be read ends the recording
// there: the events before it are returned with an error naming the line
// and wrapping ErrCut.
func Read(r io.Reader) (*Cast, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxCastLine)
	unterminated := false // the last line has no line break
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanLines(data, atEOF)
		if atEOF && tok != nil && adv == len(data) && !bytes.HasSuffix(data, []byte("\n")) {
			unterminated = true
		}
		return adv, tok, err
	})
	line := 0
	var c *Cast
	last := 0.0
	cut := func(err error) (*Cast, error) {
		if unterminated {
			err = fmt.Errorf("%v, in a line cut short (no line break ends it: writing it stopped there)", err)
		}
		return c, fmt.Errorf("line %d: %v (%w)", line, err, ErrCut)
	}
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
			return cut(err)
		}
		if e.Time < last {
			return cut(fmt.Errorf("time %g is before the previous event's %g; events must be in order", e.Time, last))
		}
		last = e.Time
		e.Line = line
		if e.Type == "r" {
			if _, _, err := ParseSize(e.Data); err != nil {
				return cut(err)
			}
		}
		c.Events = append(c.Events, e)
	}
	if err := sc.Err(); err != nil {
		line++
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("longer than %d MiB; not an agentty recording", maxCastLine>>20)
		}
		if c == nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		return cut(err)
	}
	if c == nil {
		return nil, errors.New("line 1: empty file; an asciicast v2 recording starts with a JSON header")
	}
	return c, nil
}

func parseHeader(b []byte) (Header, error) {
	var h Header
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

func parseEvent(b []byte) (Event, error) {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil || len(raw) != 3 {
		return Event{}, errors.New(`an event must be a JSON array [seconds, "type", "data"]`)
	}
	var e Event
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

// ParseSize reads a resize event's "COLSxROWS".
func ParseSize(s string) (cols, rows int, err error) {
	cols, rows, err = emulator.ParseSize(s)
	if err != nil {
		return 0, 0, fmt.Errorf("resize: %w", err)
	}
	return cols, rows, nil
}

// Markers returns the marker events, in order.
func (c *Cast) Markers() []Event {
	var out []Event
	for _, e := range c.Events {
		if e.Type == "m" {
			out = append(out, e)
		}
	}
	return out
}
