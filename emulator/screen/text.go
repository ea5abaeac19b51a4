package screen

// text prints a run of printable bytes (allASCII: all of them ASCII)
// that starts at offset at of what is being fed, after its listener heard
// it (listen.go).
func (c *core) text(run []byte, at int, allASCII bool) {
	if f := c.lis.Text; f != nil {
		f(c.lis.base+at, c.lis.base+at+len(run))
	}
	c.print(run, allASCII)
}

// PrimaryRow appends the cells of row y of the primary screen, shown or
// not, to dst, and returns it and whether the row's text goes on on the
// next row (dst unchanged, false, for a row off the screen).
func (t *Terminal) PrimaryRow(y int, dst []Cell) ([]Cell, bool) {
	c := t.c
	if y < 0 || y >= c.rows {
		return dst, false
	}
	r := c.primary.row(y)
	return c.appendCells(dst, r), r.wrapped
}
