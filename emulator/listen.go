package emulator

import "io"

// What reads a program's output beside the screen (a session's recording
// and run_command's transcript) hears it from the terminal as it feeds
// it, as a Listener, so that it keeps step with the screen, and reads the
// screen as the feed left it at that moment under the terminal's one lock.

// A Listener hears the program's output as the terminal feeds it. Output
// is called with the terminal's lock held, in the middle of a Feed, once
// a unit is on the screen: it must not call the terminal, must not block
// or take a lock but a leaf (a secret set's), and what it keeps is guarded
// by the terminal's lock (reached outside a call with Terminal.Locked).
type Listener interface {
	// Output hears each unit of a chunk once it is on the screen: its
	// bytes as the program wrote them.
	Output(unit []byte)
}

// Listen makes l hear the terminal's output from now on (nil: nobody).
func (t *Terminal) Listen(l Listener) {
	t.lock()
	defer t.mu.Unlock()
	t.lis = l
}

// Held is the terminal as the holder of its lock reads it: handed to a
// function Locked runs, and valid during that call only.
type Held struct{ t *Terminal }

// Locked calls f with the terminal's lock held (a Feed in progress waits
// at its next unit): what f does is at one point of the output, and what
// a Listener keeps is f's to read and change. f must not call the
// terminal but through h.
func (t *Terminal) Locked(f func(h Held)) {
	t.lock()
	defer t.mu.Unlock()
	f(Held{t})
}

// Snapshot is Terminal.Snapshot.
func (h Held) Snapshot() Snapshot { return h.t.snapshot() }

// Resize is Terminal.Resize.
func (h Held) Resize(cols, rows int) { h.t.resize(cols, rows) }

// SVG is Terminal.SVG.
func (h Held) SVG(w io.Writer) error {
	f := h.t.frame()
	return f.SVG(w)
}

// PNG is Terminal.PNG.
func (h Held) PNG(w io.Writer) error {
	cells, cursor := h.t.screenCells()
	return writePNG(w, drawScreen(cells, h.t.cols, h.t.rows, cursor))
}
