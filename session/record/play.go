package record

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/kernel"
)

// Point says how far to replay: up to and including the Marker'th marker
// (from 1), or the events up to At seconds; the whole recording when both
// are zero.
type Point struct {
	At     float64
	Marker int
}

// Played is a recording fed up to a point: the terminal there (its
// caller closes it), the label of the last marker fed, and whether that
// marker was the last event fed.
type Played struct {
	Term     *emulator.Terminal
	Marker   string
	AtMarker bool
}

// Play feeds the recording's output and resizes up to p through a new
// emulator.
func (c *Cast) Play(p Point) (Played, error) {
	if n := len(c.Markers()); p.Marker > n {
		return Played{}, fmt.Errorf("marker %d asked for; the recording has %d markers", p.Marker, n)
	}
	i := 0
	return Play(c.Width, c.Height, p, func() (Event, error) {
		if i == len(c.Events) {
			return Event{}, io.EOF
		}
		i++
		return c.Events[i-1], nil
	})
}

// Play feeds the events next gives (io.EOF after the last), a terminal
// cols by rows to begin with, up to p. Fed from a Reader, it holds the
// terminal and one line of the file, whatever the file's size. A
// recording cut short (ErrCut: next's error) is played up to the line
// that cannot be read: what was played comes with that error.
func Play(cols, rows int, p Point, next func() (Event, error)) (Played, error) {
	if p.Marker < 0 || p.At < 0 {
		return Played{}, errors.New("the replay point cannot be negative")
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
			cols, rows, _ := ParseSize(e.Data) // checked by the reader
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
			return Played{}, fmt.Errorf("marker %d asked for; the recording has %d markers before %w", p.Marker, markers, cut)
		}
		return Played{}, fmt.Errorf("marker %d asked for; the recording has %d markers", p.Marker, markers)
	}
	return Played{Term: t, Marker: last, AtMarker: atMarker}, cut
}

// Program guesses, for a replay, which program a recorded command line
// ran: the first word that is not shell syntax or a variable assignment
// ("(sleep 1; x=2 make)" ran sleep first). A live session names its
// program from the kernel instead.
func Program(cmd string) string {
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
