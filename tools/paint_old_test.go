package tools

// The follower as it was before it asked the emulator's differ which rows
// changed: kept here while the two are compared.

import (
	"encoding/json"

	"github.com/agentty/agentty/emulator"
)

// A oldFollower paints a session's screen, then what changes in it: each
// Next sends only the rows that differ from what the last one sent. It is
// not safe for concurrent use.
type oldFollower struct {
	rows []string // the stretches of each row as last sent, as JSON
	cols int
	cur  emulator.Cursor
	hist int
	sent bool
	cut  []bool // rows sent cut
	note string // the last Cut sent
}

// NewoldFollower follows s; its first Next is the whole screen.

// Next returns the update from what was sent to the screen now, or false
// when nothing changed. The update takes at most maxUpdate bytes.
func (f *oldFollower) next(fr emulator.Frame, rev uint64, hist int) (ScreenUpdate, bool) {
	full := !f.sent || fr.Cols != f.cols || fr.Rows != len(f.rows)
	if full {
		f.rows = make([]string, fr.Rows)
		f.cut = make([]bool, fr.Rows)
		f.cols = fr.Cols
	}
	u := ScreenUpdate{Full: full, Cols: fr.Cols, Rows: fr.Rows, Cursor: Cursor(fr.Cursor), Rev: rev, History: hist}
	size := 0
	for y := 0; y < fr.Rows; y++ {
		b, _ := json.Marshal(fr.Stretches(y))
		if full || string(b) != f.rows[y] {
			f.rows[y] = string(b)
			u.Lines = append(u.Lines, RowUpdate{Y: y, Runs: b})
			size += len(b) + rowReserve
		}
	}
	for _, l := range u.Lines {
		f.cut[l.Y] = false
	}
	for _, y := range fitUpdate(u.Lines, size, fr.Rows, fr.Stretches) {
		f.cut[y] = true
	}
	n := 0
	for _, c := range f.cut {
		if c {
			n++
		}
	}
	u.Cut = updateCut(n, fr.Rows)
	changed := full || len(u.Lines) > 0 || fr.Cursor != f.cur || hist != f.hist || u.Cut != f.note
	f.sent, f.cur, f.hist, f.note = true, fr.Cursor, hist, u.Cut
	return u, changed
}
