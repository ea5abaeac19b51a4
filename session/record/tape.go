package record

import (
	"strconv"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/lockorder"
	"github.com/agentty/agentty/secret"
)

// Tape is a session's recording and the events on their way to it.
// The program's output is redacted (its Filter) and queued as the
// terminal feeds it, with the markers and resizes among it where the
// screen was: the filter and the queue are guarded by the terminal's lock
// (the session's stream, a Listener of the terminal, reaches them in its
// callbacks, calls in functions Terminal.Locked runs). Write empties the
// queue into the file, in order, without the terminal's lock: no file is
// written while the screen is held.
type Tape struct {
	W      *Writer
	order  lockorder.Mutex[lockorder.Recording] // one write at a time, the queue's events in their order
	filter *Filter                              // guarded by the terminal's lock
	queue  []recEvent                           // guarded by the terminal's lock
}

// recEvent is an event queued for the recording: output ('o'), a resize
// ('r', data COLSxROWS) or a marker ('m').
type recEvent struct {
	kind byte
	data string
}

// NewTape returns the Tape of the recording w writes (nil for nil).
func NewTape(w *Writer) *Tape {
	if w == nil {
		return nil
	}
	return &Tape{W: w, filter: NewFilter()}
}

// Output queues what the terminal fed, redacted. The caller holds the
// terminal's lock.
func (r *Tape) Output(p []byte, secrets *secret.Set) {
	r.queueOutput(r.filter.Write(p, secrets.Recordings(), HoldSecrets))
}

// Text tells the filter where a run of text was fed (Filter.Text). The
// caller holds the terminal's lock.
func (r *Tape) Text(start, end int) { r.filter.Text(start, end) }

// Hold queues the output the filter held back: all of it when the
// recording ends, else all but a cut character. The caller holds the
// terminal's lock.
func (r *Tape) Hold(all bool, secrets *secret.Set) {
	hold := HoldChar
	if all {
		hold = HoldNothing
	}
	r.queueOutput(r.filter.Write(nil, secrets.Recordings(), hold))
}

func (r *Tape) queueOutput(p []byte) {
	if len(p) > 0 {
		r.queue = append(r.queue, recEvent{kind: 'o', data: string(p)})
	}
}

// Resized queues a resize. The caller holds the terminal's lock.
func (r *Tape) Resized(cols, rows int) {
	r.queue = append(r.queue, recEvent{kind: 'r', data: strconv.Itoa(cols) + "x" + strconv.Itoa(rows)})
}

// Marker queues a marker. The caller holds the terminal's lock.
func (r *Tape) Marker(label string) {
	r.queue = append(r.queue, recEvent{kind: 'm', data: label})
}

// Write writes the queued events to the file, in order; a nil Tape
// writes nothing.
func (r *Tape) Write(term *emulator.Terminal) {
	if r == nil {
		return
	}
	r.order.Lock()
	defer r.order.Unlock()
	var evs []recEvent
	term.Locked(func(emulator.Held) { evs, r.queue = r.queue, nil })
	for _, e := range evs {
		switch e.kind {
		case 'o':
			r.W.Output(e.data)
		case 'r':
			cols, rows, _ := ParseSize(e.data)
			r.W.Resize(cols, rows)
		case 'm':
			r.W.Marker(e.data)
		}
	}
}

// Input writes input sent to the program, in order with the queue's
// writes: the caller leaves out secret input and redacts the rest.
func (r *Tape) Input(p string) {
	r.order.Lock()
	defer r.order.Unlock()
	r.W.Input(p)
}
