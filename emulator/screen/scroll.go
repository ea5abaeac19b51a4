package screen

import "github.com/charmbracelet/x/ansi"

// Scrolling and margins: LF VT FF, IND RI NEL, SU SD, DECSTBM, DECSLRM.
// The rows of the scroll region move; when the region is the whole width
// and starts at the top of the primary screen (whatever its bottom), the
// rows that leave it go into history as text, as xterm saves them
// (xtermScroll; DL on the top row too, edit.go).

func init() {
	handle(func(c *core, p ansi.Params) { c.scrollUp(count(p, 0, c.rows)) }, 'S')
	handle(func(c *core, p ansi.Params) { c.scrollDown(count(p, 0, c.rows)) }, 'T')
	handle(func(c *core, p ansi.Params) { c.setTBMargins(p) }, 'r')
}

// index moves the cursor down a row, scrolling the region at its bottom.
func (c *core) index() {
	c.cur.pending = false
	if c.cur.y == c.marg.bottom && c.inLRMargins() {
		c.scrollUp(1)
		return
	}
	if c.cur.y < c.rows-1 && c.cur.y != c.marg.bottom {
		c.cur.y++
	}
}

// lineFeed is index, with a way of its own for what most output does:
// the cursor on the last row of the primary screen, with no margins.
func (c *core) lineFeed() {
	g := c.g
	if c.cur.y != c.rows-1 || c.marg.bottom != c.rows-1 || c.marg.top != 0 || c.modes.lrmm || g != c.primary {
		c.index()
		return
	}
	c.cur.pending = false // then shiftUp's one step, the ring's turn written out
	r := &g.rows[g.top]
	c.pushHistory(r)
	if g.top++; g.top == len(g.rows) {
		g.top = 0
	}
	blankRow(r, c.blank())
}

func (c *core) reverseIndex() {
	c.cur.pending = false
	if c.cur.y == c.marg.top && c.inLRMargins() {
		c.scrollDown(1)
		return
	}
	if c.cur.y > 0 {
		c.cur.y--
	}
}

func (c *core) nextLine() {
	c.index()
	c.carriageReturn()
}

func (c *core) inLRMargins() bool {
	return !c.modes.lrmm || c.cur.x >= c.marg.left && c.cur.x <= c.marg.right
}

// fullWidth reports whether the left and right margins are the screen's.
func (c *core) fullWidth() bool {
	return !c.modes.lrmm || c.marg.left == 0 && c.marg.right == c.cols-1
}

// scrollUp moves the region's rows up by n, blank rows coming in at its
// bottom.
func (c *core) scrollUp(n int) {
	c.shiftUp(n, c.marg.top == 0 && !c.altShown())
}

// shiftUp moves the region's rows up by n; keep says the rows that leave
// its top go into history.
func (c *core) shiftUp(n int, keep bool) {
	top, bottom := c.marg.top, c.marg.bottom
	n = min(n, bottom-top+1)
	st := c.blank()
	if !c.fullWidth() {
		c.shiftCols(top, bottom, n, st)
		return
	}
	for ; n > 0; n-- {
		if keep {
			c.pushHistory(c.g.row(0))
		}
		c.g.rotateUp(top, bottom)
		blankRow(c.g.row(bottom), st)
	}
}

// scrollDown moves the region's rows down by n, blank rows coming in at
// its top.
func (c *core) scrollDown(n int) {
	top, bottom := c.marg.top, c.marg.bottom
	n = min(n, bottom-top+1)
	st := c.blank()
	if !c.fullWidth() {
		c.shiftCols(top, bottom, -n, st)
		return
	}
	for ; n > 0; n-- {
		c.g.rotateDown(top, bottom)
		blankRow(c.g.row(top), st)
	}
}

// shiftCols scrolls the cells between the left and right margins of rows
// [top, bottom] up by n rows (down when n < 0).
func (c *core) shiftCols(top, bottom, n int, st uint16) {
	l, r := c.marg.left, c.marg.right+1
	if n > 0 {
		for y := top; y <= bottom; y++ {
			dst := c.g.touch(y, l, r)
			if y+n <= bottom {
				copy(dst[l:r], c.g.row(y + n).cells[l:r])
			} else {
				fillBlank(dst[l:r], st)
			}
			c.mendEdges(dst, l, r)
		}
		return
	}
	for y := bottom; y >= top; y-- {
		dst := c.g.touch(y, l, r)
		if y+n >= top {
			copy(dst[l:r], c.g.row(y + n).cells[l:r])
		} else {
			fillBlank(dst[l:r], st)
		}
		c.mendEdges(dst, l, r)
	}
}

// mendEdges blanks wide characters that columns l and r cut in two.
func (c *core) mendEdges(cs []cell, l, r int) {
	if cs[l].kind() == tail {
		cs[l] = cs[l].with(0, narrow)
		if l > 0 {
			cs[l-1] = cs[l-1].with(0, narrow)
		}
	}
	if r < len(cs) && cs[r].kind() == tail {
		cs[r] = cs[r].with(0, narrow)
		cs[r-1] = cs[r-1].with(0, narrow)
	}
}

func (c *core) pushHistory(r *row) {
	if c.ext.hiding {
		c.noteHidden(r)
	}
	if !c.pushInPlace(r) {
		c.hist.push(c.historyLine(r))
	}
	if f := c.lis.Left; f != nil {
		n := c.hist.total - 1
		f(c.lineOf(r, n, false, c.ext.hidden[n]))
	}
}

// pushInPlace pushes row r's text into history written where history
// keeps it, when the block history fills has room for it, and reports
// whether it did: the text the row knows (row.text) when that is all of
// it, else written from its cells, with no copy in between.
func (c *core) pushInPlace(r *row) bool {
	b := c.hist.room()
	if r.known == r.end && len(r.text) < len(b) && len(r.text) <= maxHistoryLine {
		c.hist.pushRoom(len(trimBlanks(b[:copy(b, r.text)])))
		return true
	}
	if len(b) < 4*int(r.end)+4 {
		return false
	}
	n := c.rowInto(r, b)
	if n < 0 || n > maxHistoryLine {
		return false
	}
	c.hist.pushRoom(len(trimBlanks(b[:n])))
	return true
}

// historyLine is row r's text as history keeps it: cut to maxHistoryLine.
func (c *core) historyLine(r *row) []byte {
	s := c.rowBytes(r, &c.scratch)
	if len(s) > maxHistoryLine {
		s = append([]byte(cutString(string(s), maxHistoryLine-len("…"))), "…"...)
	}
	return s
}

// setTBMargins is DECSTBM: an invalid region is ignored; a valid one
// homes the cursor.
func (c *core) setTBMargins(p ansi.Params) {
	top := param(p, 0, 1) - 1
	bottom := min(param(p, 1, c.rows), c.rows) - 1
	if top >= bottom {
		return
	}
	c.marg.top, c.marg.bottom = top, bottom
	c.moveTo(0, 0)
}

// setLRMargins is DECSLRM, under DECLRMM.
func (c *core) setLRMargins(p ansi.Params) {
	left := param(p, 0, 1) - 1
	right := min(param(p, 1, c.cols), c.cols) - 1
	if left >= right {
		return
	}
	c.marg.left, c.marg.right = left, right
	c.moveTo(0, 0)
}
