package modes

import (
	"strings"
	"unicode"

	"github.com/agentty/agentty/emulator"
)

// Highlight is a run of a row set apart by reverse video or a background
// of its own: a menu's current option, a selected process, a panel's
// current row, a button, a current tab.
type Highlight struct {
	Row  int    `json:"row"`
	Col  int    `json:"col"`
	Len  int    `json:"len"` // in cells
	Text string `json:"text"`
}

// maxHighlights bounds the highlights one screen reports: a screen of a
// thousand coloured cells (a dashboard, a syntax-coloured file in
// reverse) says its first ones, which is what a reader looks for.
const maxHighlights = 32

// backdropShare is the share of a screen's cells past which a background
// is the screen's own (a program painting every row blue), no highlight.
const backdropShare = 0.3

// minPanelRows is how many rows a background paints a box's sides on to
// be a window's own (a dialog painted white on a desktop): three, a box
// of one row inside its edges.
const minPanelRows = 3

// sideIn reports whether cells [from, to) of a row hold a box's side.
func sideIn(cs []cell, from, to int) bool {
	for _, c := range cs {
		if c.col >= from && c.col < to && frameGlyphs[c.s] && c.s != "|" {
			return true
		}
	}
	return false
}

// insetEntry reports whether cells [from, end) of a row, set into a
// window in another look, are an entry set apart: words in them, not a
// field's fill ("____") nor the field the terminal's cursor is in
// (newt paints its entries so).
func insetEntry(s emulator.Snapshot, g *grid, row, from, end int) bool {
	if c := s.Cursor; c.Visible && c.Row == row && c.Col >= from && c.Col <= end {
		return false
	}
	return row < len(s.Lines) && strings.ContainsFunc(textIn(g.cells(row), from, end), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// Highlights returns the highlighted runs of a screen, in reading order,
// at most maxHighlights: runs of cells drawn in reverse video or on a
// background, next to each other on a row, with text in them, whose
// background is not the one most of the screen is painted with, nor a
// window's own (one that paints a box's sides on three rows or more).
func Highlights(s emulator.Snapshot) []Highlight {
	g := &grid{Snapshot: s} // (each row split into cells once)
	ls := looksOf(s, g)
	inset := ls.insets(s, g)
	var out []Highlight
	flush := func(h *Highlight) {
		if h.Len < 2 || h.Row < 0 || h.Row >= len(s.Lines) {
			return
		}
		if t := strings.TrimSpace(textIn(cellsOf(s.Lines[h.Row]), h.Col, h.Col+h.Len)); t != "" {
			h.Text = t
			out = append(out, *h)
		}
	}
	cur := Highlight{Row: -1}
	insetRow, insetEnd := -1, -1 // the stretch set into a window the runs are in
	for _, r := range s.Runs {
		k, ok := lookOf(r.Look)
		if end, in := inset[[2]int{r.Row, r.Col}]; in {
			insetRow, insetEnd = r.Row, end
		}
		within := r.Row == insetRow && r.Col < insetEnd
		if !ok || (ls.painted(k) && !within) {
			continue // (the screen's backdrop, or a window's: FINAL CUT paints its dialogs white on a blue desktop)
		}
		if r.Row == cur.Row && r.Col == cur.Col+cur.Len {
			cur.Len += r.Len
			continue
		}
		flush(&cur)
		if len(out) == maxHighlights {
			return out
		}
		cur = Highlight{Row: r.Row, Col: r.Col, Len: r.Len}
	}
	flush(&cur)
	return out
}

// backLook is a cell's background, or its reverse video: what sets a run
// apart.
type backLook struct {
	bg      string
	inverse bool
}

// lookOf is a look's background, and whether it has one.
func lookOf(l emulator.Look) (backLook, bool) {
	k := backLook{l.Bg, l.Attr&emulator.Inverse != 0}
	return k, k.bg != "" || k.inverse
}

// screenLooks counts each background's cells on a screen and the rows on
// which it paints a box's side.
type screenLooks struct {
	cells map[backLook]int
	sides map[backLook]map[int]bool
	total float64
}

func looksOf(s emulator.Snapshot, g *grid) screenLooks {
	ls := screenLooks{cells: map[backLook]int{}, sides: map[backLook]map[int]bool{}, total: float64(max(s.Cols*s.Rows, 1))}
	for _, r := range s.Runs {
		k, ok := lookOf(r.Look)
		if !ok {
			continue
		}
		ls.cells[k] += r.Len
		if r.Row < len(s.Lines) && sideIn(g.cells(r.Row), r.Col, r.Col+r.Len) {
			if ls.sides[k] == nil {
				ls.sides[k] = map[int]bool{}
			}
			ls.sides[k][r.Row] = true
		}
	}
	return ls
}

// backdrop reports whether k paints most of the screen: its own.
func (ls screenLooks) backdrop(k backLook) bool { return float64(ls.cells[k])/ls.total > backdropShare }

// painted reports whether k is the screen's backdrop or a window's.
func (ls screenLooks) painted(k backLook) bool {
	return ls.backdrop(k) || len(ls.sides[k]) >= minPanelRows
}

// insets finds the stretches of a row in the backdrop's look set into a
// window's on both sides (a row's runs of one look next to each other
// merged): drawn over the window, highlights (Smoothwall's current
// section in the desktop's blue inside its grey window). It maps each
// one's row and column to its end.
func (ls screenLooks) insets(s emulator.Snapshot, g *grid) map[[2]int]int {
	type stretch struct {
		row, col, end int
		k             backLook
		ok            bool
	}
	var stretches []stretch
	for _, r := range s.Runs {
		k, ok := lookOf(r.Look)
		if n := len(stretches); n > 0 && stretches[n-1].row == r.Row && stretches[n-1].end == r.Col && stretches[n-1].k == k && stretches[n-1].ok == ok {
			stretches[n-1].end += r.Len
			continue
		}
		stretches = append(stretches, stretch{r.Row, r.Col, r.Col + r.Len, k, ok})
	}
	inset := map[[2]int]int{}
	for i := 1; i+1 < len(stretches); i++ {
		a, m, b := stretches[i-1], stretches[i], stretches[i+1]
		beside := a.row == m.row && b.row == m.row && a.end == m.col && m.end == b.col
		if beside && a.ok && m.ok && a.k == b.k && a.k != m.k && ls.painted(a.k) && ls.backdrop(m.k) && insetEntry(s, g, m.row, m.col, m.end) {
			inset[[2]int{m.row, m.col}] = m.end
		}
	}
	return inset
}

// SelectedRow is the row of the selected entry of a list on the screen, or
// -1: the highlighted option of the prompt when it has one, or else the
// one row (not the screen's first or last, where bars are) whose
// highlight covers most of its text.
func SelectedRow(s emulator.Snapshot, p *Prompt, hs []Highlight) int {
	if i := p.SelectedIndex(); i >= 0 {
		return p.Options[i].Row
	}
	row := -1
	for _, h := range hs {
		if h.Row == 0 || h.Row == s.Rows-1 || h.Row == row {
			continue
		}
		text := strings.TrimSpace(s.Lines[h.Row])
		if len([]rune(h.Text))*2 < len([]rune(text)) {
			continue
		}
		if row >= 0 {
			return -1 // two rows set apart: no one of them is the selection
		}
		row = h.Row
	}
	return row
}

// bar reports whether a row is drawn as a bar: a background or reverse
// video across most of it (a status bar, a mode line), which no question
// wraps onto.
func bar(s emulator.Snapshot, row int) bool {
	return styledCells(s, row, 0, s.Cols)*2 >= s.Cols
}

// styledCells counts the cells of row from column from up to end drawn
// reversed or on a background of their own.
func styledCells(s emulator.Snapshot, row, from, end int) int {
	n := 0
	for _, r := range s.Runs {
		if r.Row == row && (r.Bg != "" || r.Attr&emulator.Inverse != 0) {
			n += max(0, min(end, r.Col+r.Len)-max(from, r.Col))
		}
	}
	return n
}

// wideBar reports whether a row is drawn as a bar across nine tenths of
// the screen's width or more: a program's title, menu or status bar.
func wideBar(s emulator.Snapshot, row int) bool {
	return styledCells(s, row, 0, s.Cols)*10 >= s.Cols*9
}
