package host

// The cells of a cells attach as they were sent before the emulator's
// differ said which rows changed: kept here while the two are compared.

import (
	"encoding/json"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/emulator/screen"
)

// oldCellsOut follows a session's frames for a cells attach: each call of
// next returns the frames that bring the other host from the last frame
// to f.
type oldCellsOut struct {
	prev  emulator.Frame
	label string
	sent  bool
}

// next returns the payloads of the frames from the last frame to f (none
// when nothing changed), each at most about maxCellsFrame bytes.
func (o *oldCellsOut) next(f emulator.Frame, label string) [][]byte {
	full := !o.sent || o.prev.Cols != f.Cols || o.prev.Rows != f.Rows
	msg := cellsMsg{Cols: f.Cols, Rows: f.Rows, Full: full, Cursor: f.Cursor, Modes: f.Modes}
	if label != o.label || full {
		msg.Label = label
	}
	var out [][]byte
	size := 0
	for y := range f.Rows {
		row := f.Cells[y*f.Cols : (y+1)*f.Cols]
		if !full && oldSlicesEqual(row, o.prev.Cells[y*f.Cols:(y+1)*f.Cols]) {
			continue
		}
		r := cellsRow{Y: y, Runs: runsOf(row)}
		b, _ := json.Marshal(r)
		if size > 0 && size+len(b) > maxCellsFrame {
			msg.More = true
			out = append(out, marshal(msg))
			msg = cellsMsg{Cols: f.Cols, Rows: f.Rows, Cursor: f.Cursor, Modes: f.Modes}
			size = 0
		}
		msg.Lines = append(msg.Lines, r)
		size += len(b)
	}
	if len(out) > 0 || full || len(msg.Lines) > 0 || msg.Label != "" || f.Cursor != o.prev.Cursor || f.Modes != o.prev.Modes {
		out = append(out, marshal(msg))
	}
	o.prev, o.label, o.sent = f, label, true
	return out
}

func oldSlicesEqual(a, b []screen.Cell) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
