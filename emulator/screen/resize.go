package screen

// Resizing both screens.

func (c *core) resize(cols, rows int) {
	if cols == c.cols && rows == c.rows {
		return
	}
	if k := c.cur.y - rows + 1; k > 0 {
		if !c.altShown() {
			c.marg = margins{bottom: c.rows - 1, right: c.cols - 1}
			c.scrollUp(k)
		}
		c.cur.y -= k
	}
	c.primary = resizeGrid(c.primary, cols, rows)
	alt := c.altShown()
	c.alternate = resizeGrid(c.alternate, cols, rows)
	c.g = c.primary
	if alt {
		c.g = c.alternate
	}
	c.cols, c.rows = cols, rows
	c.marg = margins{bottom: rows - 1, right: cols - 1}
	c.resetTabs()
	c.cur.x, c.cur.y = min(c.cur.x, cols-1), min(c.cur.y, rows-1)
	c.cur.pending = false
	for i := range c.saved {
		c.saved[i].x, c.saved[i].y = min(c.saved[i].x, cols-1), min(c.saved[i].y, rows-1)
	}
}

// resizeGrid copies g's rows into a grid of the new size, blanking a wide
// character the new right edge cuts.
func resizeGrid(g *grid, cols, rows int) *grid {
	n := newGrid(cols, rows)
	for y := 0; y < min(rows, len(g.rows)); y++ {
		src, dst := g.row(y), n.row(y)
		copy(dst.cells, src.cells)
		dst.wrapped, dst.end = src.wrapped, int32(cols)
		if cols < g.cols && dst.cells[cols-1].kind() == wide {
			dst.cells[cols-1] = blankOf(dst.cells[cols-1].style())
		}
	}
	return n
}
