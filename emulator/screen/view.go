package screen

// Reading the screen whole, for package emulator's snapshots, pictures
// and text: a row's cells at once, and history lines by number.

// Row appends the cells of row y of the screen shown to dst and returns
// it (dst unchanged for a row off the screen). A hidden cell has the mask
// link (SetMaskLink) as its Link.
func (t *Terminal) Row(y int, dst []Cell) []Cell {
	c := t.c
	if y < 0 || y >= c.rows {
		return dst
	}
	return c.appendCells(dst, c.g.row(y))
}

// appendCells appends the cells of r to dst as a caller sees them.
func (c *core) appendCells(dst []Cell, r *row) []Cell {
	for i := range r.cells {
		k := r.cells[i]
		w := 1
		switch k.kind() {
		case wide:
			w = 2
		case tail:
			w = 0
		}
		dst = append(dst, Cell{Text: c.glyphs.text(k.ch()), Width: w, Style: c.styles.list[k.style()], Link: c.links.list[k.link()]})
	}
	return dst
}

// PlainRow returns the text of row y of the screen shown, as Lines has
// it, in buf (which it grows), and reports true, when every cell of the
// row is in the plain style with no link (no run of its own, nothing
// hidden); else it returns buf and false, and the caller reads the row's
// cells (Row).
func (t *Terminal) PlainRow(y int, buf []byte) ([]byte, bool) {
	c := t.c
	if y < 0 || y >= c.rows {
		return buf, true
	}
	r := c.g.row(y)
	for i := range r.cells {
		if r.cells[i]>>32 != 0 { // a style or a link
			return buf, false
		}
	}
	return c.rowBytes(r, &buf), true
}

// Wrapped reports whether row y's text goes on on the next row.
func (t *Terminal) Wrapped(y int) bool {
	if y < 0 || y >= t.c.rows {
		return false
	}
	return t.c.g.row(y).wrapped
}

// HistoryKept returns how many lines of history are kept.
func (t *Terminal) HistoryKept() int {
	return t.c.hist.n
}

// HistoryLine returns history line n, counted from the first line ever
// pushed, and whether it is still kept.
func (t *Terminal) HistoryLine(n int64) (string, bool) {
	h := &t.c.hist
	first := h.total - int64(h.n)
	if n < first || n >= h.total {
		return "", false
	}
	return h.line(int(n - first)), true
}
