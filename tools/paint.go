package tools

import (
	"encoding/json"
	"fmt"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

// A screen painted for a person: the session's cells as agentty's
// emulator has them (session.Session.Frame, secrets masked), row by row as
// stretches of cells that look the same (emulator.Stretch: text, cells
// covered, colours, attributes), with the cursor. The web page's stream
// and the MCP App's tool send these; the script that draws them
// (app/term.js) lays the cells out and emulates nothing. Reading them
// changes nothing of what the agent's next result says changed.

// maxUpdate bounds one update as an MCP result is bounded
// (MaxResultBytes): a program controls what its screen holds, and a
// 1000x500 screen of long clusters is 15 MB of cells. When the rows that
// changed take more, each row over its share (the bound over the screen's
// rows) is cut, and the update says so.
const maxUpdate = MaxResultBytes

// updateReserve is what an update's fields besides the rows, and what
// goes beside it in a message, take at most; rowReserve what one row's
// envelope and its cut's end take.
const (
	updateReserve = 16 << 10
	rowReserve    = 64
)

// ScreenUpdate is one update of a painted screen: the rows that changed
// (every row when Full), the cursor, how much history is kept, and a note
// while rows are cut.
type ScreenUpdate struct {
	Full    bool        `json:"full,omitempty"`
	Cols    int         `json:"cols"`
	Rows    int         `json:"rows"`
	Lines   []RowUpdate `json:"lines,omitempty"`
	Cursor  Cursor      `json:"cursor"` // the agent's screen result's cursor
	Rev     uint64      `json:"rev"`
	History int         `json:"history"`
	Cut     string      `json:"cut,omitempty"`
}

// RowUpdate is row Y's stretches, as JSON ([]emulator.Stretch).
type RowUpdate struct {
	Y    int             `json:"y"`
	Runs json.RawMessage `json:"runs"`
}

// A Follower paints a session's screen, then what changes in it: each
// Next sends only the rows that differ from what the last one sent, as
// the emulator's differ finds them. It is not safe for concurrent use.
type Follower struct {
	s    *session.Session
	prev emulator.Frame // the frame last sent
	rows []string       // the stretches of each row as last sent, as JSON
	hist int
	sent bool
	cut  []bool // rows sent cut
	note string // the last Cut sent
}

// NewFollower follows s; its first Next is the whole screen.
func NewFollower(s *session.Session) *Follower { return &Follower{s: s} }

// Next returns the update from what was sent to the screen now, or false
// when nothing changed. The update takes at most maxUpdate bytes.
func (f *Follower) Next() (ScreenUpdate, bool) {
	fr := f.s.Frame()
	return f.next(fr, fr.Revision, f.s.Terminal().ScrollbackLen())
}

// next is Next for the frame fr, of revision rev, hist lines of history
// kept.
func (f *Follower) next(fr emulator.Frame, rev uint64, hist int) (ScreenUpdate, bool) {
	full := !f.sent || fr.Cols != f.prev.Cols || fr.Rows != f.prev.Rows
	var had emulator.Rows
	if full {
		f.rows = make([]string, fr.Rows)
		f.cut = make([]bool, fr.Rows)
	} else {
		had = emulator.FrameRows(&f.prev)
	}
	u := ScreenUpdate{Full: full, Cols: fr.Cols, Rows: fr.Rows, Cursor: Cursor(fr.Cursor), Rev: rev, History: hist}
	// The rows to look at: every row of a new screen, else those whose
	// cells changed (a row whose cells changed may look the same).
	ys := emulator.Diff(had, emulator.FrameRows(&fr), false).Rows
	if full {
		ys = make([]int, fr.Rows)
		for y := range ys {
			ys[y] = y
		}
	}
	size := 0
	for _, y := range ys {
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
	changed := full || len(u.Lines) > 0 || fr.Cursor != f.prev.Cursor || hist != f.hist || u.Cut != f.note
	f.sent, f.prev, f.hist, f.note = true, fr, hist, u.Cut
	return u, changed
}

// fitUpdate cuts lines, which take size bytes (rowReserve a line
// included), when that is more than an update may take: each line over its
// share of a screen of rows, st giving a row's stretches. It returns the
// rows cut.
func fitUpdate(lines []RowUpdate, size, rows int, st func(y int) []emulator.Stretch) []int {
	if size <= maxUpdate-updateReserve {
		return nil
	}
	share := (maxUpdate-updateReserve)/max(rows, 1) - rowReserve
	var cut []int
	for i, l := range lines {
		if len(l.Runs) > share {
			lines[i].Runs = cutRow(st(l.Y), share)
			cut = append(cut, l.Y)
		}
	}
	return cut
}

// updateCut is an update's note when n of its rows are cut, "" when none is.
func updateCut(n, rows int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d of %d rows are cut: a screen is sent in at most %d KiB at once (the program draws more: long clusters or many colours)",
		n, rows, maxUpdate>>10)
}

// cutRow is a row's stretches as JSON of at most share bytes: those that
// fit, then the rest of the row's cells as one stretch whose text is cut.
func cutRow(st []emulator.Stretch, share int) json.RawMessage {
	total := 0
	for _, s := range st {
		total += s.Cells
	}
	out := []emulator.Stretch{}
	used, cells := 2, 0
	for _, s := range st {
		b, _ := json.Marshal(s)
		if used+len(b)+1 <= share-rowReserve {
			out = append(out, s)
			used += len(b) + 1
			cells += s.Cells
			continue
		}
		// The rest of the row, in this stretch's look, its text cut.
		envelope := len(b) - jsonLen(s.Text)
		s.Cells = total - cells
		s.Text = cutText(s.Text, share-used-envelope-8)
		out = append(out, s)
		break
	}
	b, _ := json.Marshal(out)
	return b
}
