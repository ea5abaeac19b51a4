package emulator

import (
	"slices"
	"strings"

	"github.com/agentty/agentty/emulator/screen"
)

// The one differ: what changed from the screen a viewer has to the screen
// now. The agent's delta (package session), the painter of a person's
// terminal ([Painter]), the web page's and the MCP App's screen updates
// and the cells of a far attach all ask it, each with its own view of a
// row (text, or cells), and each renders the answer in its own form: rows
// of text, escape sequences, events.

// Rows are a screen's rows as a viewer has them, or as they are now.
type Rows struct {
	// Text is each row's text, as Snapshot.Lines has it. With Cells it
	// may be nil (then it is taken from the cells when needed).
	Text []string
	// Cells, when not nil, are the rows' cells, Cols a row: two rows are
	// the same only when their cells are (a viewer that paints). Without
	// them two rows are the same when their text is.
	Cells []screen.Cell
	Cols  int
	// History counts the lines that had scrolled off the top into
	// history (Snapshot.History): how far the screen scrolled between two
	// Rows is the difference.
	History int64
}

// TextRows are rows of text.
func TextRows(lines []string, history int64) Rows {
	return Rows{Text: lines, History: history}
}

// FrameRows are the rows of a frame, by their cells.
func FrameRows(f *Frame) Rows {
	r := Rows{Cells: f.Cells, Cols: f.Cols, History: f.History}
	if len(f.Lines) == f.Rows {
		r.Text = f.Lines
	}
	return r
}

// Len is the number of rows.
func (r *Rows) Len() int {
	if r.Cells != nil {
		if r.Cols <= 0 {
			return 0
		}
		return len(r.Cells) / r.Cols
	}
	return len(r.Text)
}

// Change is what changed from the rows a viewer had to the rows now. A
// viewer brings its rows to now by moving them up Scrolled rows (the top
// ones are gone, blank rows come in below), then moving the block Move,
// then setting Rows.
type Change struct {
	Scrolled int64
	// Move is nil when no block of rows moved (or moving one saves fewer
	// than two rows to set).
	Move *Move
	// Rows are the rows, top to bottom, that differ from what the viewer
	// has once scrolled and moved.
	Rows []int
	// from is, for each row now, the row of the viewer's it shows once
	// scrolled and moved, -1 for a blank row.
	from []int
}

// From is the row of the viewer's (had) that row i shows once the viewer
// scrolled and moved its rows, or -1 when it shows a blank row.
func (c *Change) From(i int) int {
	if i < 0 || i >= len(c.from) {
		return -1
	}
	return c.from[i]
}

// Move is rows Top to Bottom (0-based, both included) of the screen moved
// By rows: up when By > 0, down when By < 0, within those rows. The rows
// that move past Top or Bottom are gone; those left behind at the other
// end are blank until set.
type Move struct {
	Top, Bottom, By int
}

// Diff says what changed from had, the rows a viewer has, to now. With
// moves, the viewer can scroll and move a block of rows: the change
// scrolls as far as now's history grew past had's and moves the block
// that leaves the fewest rows to set (findMove); without, every row is
// compared with the viewer's row in its place. Rows had lacks (none when
// the viewer has nothing) are blank.
func Diff(had, now Rows, moves bool) Change {
	d := differ{had: &had, now: &now, n: now.Len(), hadN: had.Len()}
	var c Change
	if moves {
		c.Scrolled = max(now.History-had.History, 0)
	}
	d.was = make([]int, d.n)
	for i := range d.was {
		d.was[i] = -1
		if j := int64(i) + c.Scrolled; j < int64(d.hadN) {
			d.was[i] = int(j)
		}
	}
	if moves && d.hadN == d.n {
		if m := d.findMove(); m != nil {
			c.Move = m
			d.was = m.apply(d.was)
		}
	}
	for i := range d.n {
		if !d.same(i, i) {
			c.Rows = append(c.Rows, i)
		}
	}
	c.from = d.was
	return c
}

// differ is one Diff's work: n rows now, hadN the viewer's, was the
// viewer's row at each place (-1 blank) as scrolled (and moved).
type differ struct {
	had, now *Rows
	n, hadN  int
	was      []int
	// The rows' text, for finding rows that moved, taken from cells
	// when the rows have none.
	hadText, nowText []string
	memo             map[int]bool // rows of cells compared: now*hadN+had
}

// same reports whether row i now is what the viewer has at place j.
func (d *differ) same(i, j int) bool {
	if j < 0 || j >= d.n {
		return false
	}
	h := d.was[j]
	if h < 0 {
		return d.blank(i)
	}
	if d.now.Cells == nil {
		return d.now.Text[i] == d.had.Text[h]
	}
	if d.now.Cols != d.had.Cols {
		return false
	}
	// The search for a move asks of the same two rows again: each pair of
	// rows of cells is compared once.
	k := i*d.hadN + h
	if v, ok := d.memo[k]; ok {
		return v
	}
	v := slices.Equal(d.now.row(i), d.had.row(h))
	if d.memo == nil {
		d.memo = map[int]bool{}
	}
	d.memo[k] = v
	return v
}

// blank reports whether row i now shows nothing.
func (d *differ) blank(i int) bool {
	if d.now.Cells == nil {
		return d.now.Text[i] == ""
	}
	for _, c := range d.now.row(i) {
		if !emptyCell(&c) {
			return false
		}
	}
	return true
}

func (r *Rows) row(i int) []screen.Cell { return r.Cells[i*r.Cols : (i+1)*r.Cols] }

// texts returns the rows' text, rendering it from the cells when the
// rows have none.
func (r *Rows) texts() []string {
	if r.Text != nil || r.Cells == nil {
		return r.Text
	}
	out := make([]string, r.Len())
	var b strings.Builder
	for i := range out {
		out[i] = cellsText(r.row(i), &b)
	}
	return out
}

// wasText is the text of the viewer's row at place j ("" blank).
func (d *differ) wasText(j int) string {
	if h := d.was[j]; h >= 0 {
		return d.hadText[h]
	}
	return ""
}

// apply returns rows (each the viewer's row at a place, -1 blank) with
// the move made.
func (m *Move) apply(rows []int) []int {
	out := slices.Clone(rows)
	for i := m.Top; i <= m.Bottom; i++ {
		j := i + m.By
		out[i] = -1
		if j >= m.Top && j <= m.Bottom {
			out[i] = rows[j]
		}
	}
	return out
}

// findMove finds the block of rows whose move brings the viewer's rows
// nearest to now, with the fewest rows left to set, when it saves two
// rows or more: the shifts tried are those that rows which changed
// suggest (a row now whose text was elsewhere), the most suggested first,
// and for each the best block is found in one pass over the rows.
func (d *differ) findMove() *Move {
	changed := 0
	for i := range d.n {
		if !d.same(i, i) {
			changed++
		}
	}
	if changed < 3 {
		return nil
	}
	d.hadText, d.nowText = d.had.texts(), d.now.texts()
	at := map[string][]int{} // where each text was, a few places at most
	for j := range d.n {
		if l := d.wasText(j); l != "" && len(at[l]) < 4 {
			at[l] = append(at[l], j)
		}
	}
	votes := map[int]int{}
	for i, l := range d.nowText {
		if l == "" || d.same(i, i) {
			continue
		}
		for _, j := range at[l] {
			votes[j-i]++
		}
	}
	shifts := make([]int, 0, len(votes))
	for by, v := range votes {
		if v >= 2 {
			shifts = append(shifts, by)
		}
	}
	slices.SortFunc(shifts, func(a, b int) int {
		if votes[a] != votes[b] {
			return votes[b] - votes[a]
		}
		return cmpAbs(a, b)
	})
	if len(shifts) > 3 {
		shifts = shifts[:3]
	}
	var best *Move
	bestCost := changed - 1 // a move must save two rows
	for _, by := range shifts {
		m := d.bestBlock(by)
		if m == nil {
			continue
		}
		if cost := d.left(m); cost < bestCost {
			best, bestCost = m, cost
		}
	}
	return best
}

// left is how many rows are left to set once m is made.
func (d *differ) left(m *Move) int {
	was := d.was
	d.was = m.apply(was)
	defer func() { d.was = was }()
	n := 0
	for i := range d.n {
		if !d.same(i, i) {
			n++
		}
	}
	return n
}

func cmpAbs(a, b int) int {
	if d := max(a, -a) - max(b, -b); d != 0 {
		return d
	}
	return b - a // up before down: the order is the same every time
}

// bestBlock finds the block of rows [t, b] whose move by rows (up when
// by > 0) leaves the fewest rows now to set, and among those the one that
// moves the fewest rows only for them to be set again (a prompt row
// dragged along), then the largest. It weighs a row to set n+1 and a row
// moved in vain 1 more, so the rows to set count first. With prefix sums
// over the rows (C: a row that differs unmoved; A: one that differs
// moved; B: a row now that is not blank, which a row left blank must set)
// the weight of a block splits into a term of t and a term of b, so one
// pass keeping the least t term so far finds the best.
func (d *differ) bestBlock(by int) *Move {
	n := d.n
	dist := max(by, -by)
	if dist == 0 || dist >= n {
		return nil
	}
	w := n + 1 // a row to set outweighs every row moved in vain
	pc, pa, pb := make([]int, n+1), make([]int, n+1), make([]int, n+1)
	for i := range n {
		pc[i+1], pa[i+1], pb[i+1] = pc[i], pa[i], pb[i]
		if !d.same(i, i) {
			pc[i+1] += w
		}
		if !d.same(i, i+by) {
			pa[i+1] += w + 1
		}
		if !d.blank(i) {
			pb[i+1] += w
		}
	}
	var best *Move
	bestCost := 0
	minT, argT := 0, -1
	for b := dist; b < n; b++ {
		// The block [t, b] keeps at least one row: t <= b-dist.
		t := b - dist
		var ft, fb int
		if by > 0 {
			// Rows t..b-dist take the rows dist below; b-dist+1..b are
			// left blank.
			ft = pc[t] - pa[t]
			fb = -pc[b+1] + pa[b-dist+1] + pb[b+1] - pb[b-dist+1]
		} else {
			// Rows t..t+dist-1 are left blank; t+dist..b take the rows
			// dist above.
			ft = pc[t] + pb[t+dist] - pb[t] - pa[t+dist]
			fb = pa[b+1] - pc[b+1]
		}
		if argT < 0 || ft < minT {
			minT, argT = ft, t
		}
		cost := minT + fb
		if best == nil || cost < bestCost || (cost == bestCost && b-argT > best.Bottom-best.Top) {
			best, bestCost = &Move{Top: argT, Bottom: b, By: by}, cost
		}
	}
	return best
}
