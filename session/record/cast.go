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

// Read reads an asciicast v2 recording whole. A malformed header is an
// error naming the line; an event line that cannot be read ends the
// recording there: the events before it are returned with an error naming
// the line and wrapping ErrCut. A reader that need not hold every event
// reads them one at a time with a [Reader].
func Read(r io.Reader) (*Cast, error) {
	rd, err := NewReader(r)
	if err != nil {
		return nil, err
	}
	c := &Cast{Width: rd.Header.Width, Height: rd.Header.Height, Command: rd.Header.Command}
	for {
		e, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return c, nil
		}
		if err != nil {
			return c, err
		}
		c.Events = append(c.Events, e)
	}
}

// Reader reads a recording as it goes: the header when it is made, then an
// event a call, so that what it holds is one line (at most maxCastLine),
// whatever the file's size.
type Reader struct {
	Header Header

	sc           *bufio.Scanner
	line         int     // the line read last
	last         float64 // the time of the last event
	unterminated bool    // the last line has no line break
	err          error   // what ended the events, returned again
}

// NewReader reads the header of the recording r holds. A malformed header
// (or none) is an error naming the line.
func NewReader(r io.Reader) (*Reader, error) {
	rd := &Reader{sc: bufio.NewScanner(r)}
	rd.sc.Buffer(make([]byte, 64<<10), maxCastLine)
	rd.sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanLines(data, atEOF)
		if atEOF && tok != nil && adv == len(data) && !bytes.HasSuffix(data, []byte("\n")) {
			rd.unterminated = true
		}
		return adv, tok, err
	})
	b, err := rd.next()
	switch {
	case errors.Is(err, io.EOF):
		return nil, errors.New("line 1: empty file; an asciicast v2 recording starts with a JSON header")
	case err != nil:
		return nil, fmt.Errorf("line %d: %w", rd.line, err)
	}
	if rd.Header, err = parseHeader(b); err != nil {
		return nil, fmt.Errorf("line %d: %w", rd.line, err)
	}
	return rd, nil
}

// next returns the next line that is not blank, io.EOF at the end.
func (rd *Reader) next() ([]byte, error) {
	for rd.sc.Scan() {
		rd.line++
		if b := bytes.TrimSpace(rd.sc.Bytes()); len(b) > 0 {
			return b, nil
		}
	}
	if err := rd.sc.Err(); err != nil {
		rd.line++
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("longer than %d MiB; not an agentty recording", maxCastLine>>20)
		}
		return nil, err
	}
	return nil, io.EOF
}

// Next returns the next event, io.EOF after the last. An event line that
// cannot be read ends the events: Next returns an error naming the line
// and wrapping ErrCut, then the same error again.
func (rd *Reader) Next() (Event, error) {
	if rd.err != nil {
		return Event{}, rd.err
	}
	e, err := rd.event()
	if err != nil {
		if !errors.Is(err, io.EOF) {
			if rd.unterminated {
				err = fmt.Errorf("%v, in a line cut short (no line break ends it: writing it stopped there)", err)
			}
			err = fmt.Errorf("line %d: %v (%w)", rd.line, err, ErrCut)
		}
		rd.err = err
	}
	return e, err
}

func (rd *Reader) event() (Event, error) {
	b, err := rd.next()
	if err != nil {
		return Event{}, err
	}
	e, err := parseEvent(b)
	if err != nil {
		return Event{}, err
	}
	if e.Time < rd.last {
		return Event{}, fmt.Errorf("time %g is before the previous event's %g; events must be in order", e.Time, rd.last)
	}
	rd.last = e.Time
	e.Line = rd.line
	if e.Type == "r" {
		if _, _, err := ParseSize(e.Data); err != nil {
			return Event{}, err
		}
	}
	return e, nil
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
