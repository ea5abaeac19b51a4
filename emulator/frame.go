package emulator

import (
	"regexp"
	"strings"

	"github.com/agentty/agentty/emulator/screen"
)

// What tests read of a Frame: a cell's text and look, where text is on
// the screen in cells, and masks for what changes from run to run.

// Place is a stretch of cells on one row: Len cells from Row, Col (0-based).
type Place struct {
	Row, Col, Len int
}

// CellText is the text of the cell at row, col as a test reads it: " " for
// a blank, "" for the second cell of a wide character (and off the screen).
func (f *Frame) CellText(row, col int) string {
	c := f.cell(row, col)
	switch {
	case c == nil || c.Width == 0:
		return ""
	case c.Text == "":
		return " "
	}
	return c.Text
}

// LookAt is the look of the cell at row, col (the second cell of a wide
// character has the first's); the zero Look off the screen.
func (f *Frame) LookAt(row, col int) Look {
	c := f.cell(row, col)
	if c == nil {
		return Look{}
	}
	return styleLook(c.Style)
}

func (f *Frame) cell(row, col int) *screen.Cell {
	if row < 0 || row >= f.Rows || col < 0 || col >= f.Cols {
		return nil
	}
	return &f.Cells[row*f.Cols+col]
}

// Find returns where re matches the text of each row, row by row and left
// to right, in cells: a match covers every cell whose text it touches. A
// match never runs from one row into the next.
func (f *Frame) Find(re *regexp.Regexp) []Place {
	var out []Place
	var b strings.Builder
	var refs []cellRef
	for y := range f.Rows {
		var text string
		text, refs = cellsSearch(f.Cells[y*f.Cols:(y+1)*f.Cols], &b, refs[:0])
		for _, m := range re.FindAllStringIndex(text, -1) {
			if m[0] == m[1] {
				continue
			}
			first, last := -1, -1
			for _, r := range refs {
				if r.end > m[0] && r.start < m[1] {
					if first < 0 {
						first = r.x
					}
					last = r.x + max(r.w, 1)
				}
			}
			if first >= 0 {
				out = append(out, Place{Row: y, Col: first, Len: last - first})
			}
		}
	}
	return out
}

// Hide draws the cells of p as the mask's character, one a cell, each in
// its own style: what a test masks shows masked in its text and its
// picture alike. A wide character p covers a part of is hidden whole.
func (f *Frame) Hide(p Place) {
	if p.Row < 0 || p.Row >= f.Rows || p.Len <= 0 {
		return
	}
	row := f.Cells[p.Row*f.Cols : (p.Row+1)*f.Cols]
	from, to := max(p.Col, 0), min(p.Col+p.Len, f.Cols)
	for from > 0 && from < f.Cols && row[from].Width == 0 {
		from--
	}
	for to < f.Cols && to > 0 && row[to].Width == 0 {
		to++
	}
	for x := from; x < to; x++ {
		row[x] = screen.Cell{Text: string(maskChar), Width: 1, Style: row[x].Style}
	}
}
