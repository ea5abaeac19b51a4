package screen

import "github.com/charmbracelet/x/ansi"

// Erasing: ED EL, DECSED DECSEL (no cell is protected: there is no DECSCA,
// so they erase as ED and EL), and DECALN. Erased cells take the pen's
// background. A pending wrap keeps the cursor's row from ED 0 and EL 0, as
// tmux and xterm.js have it: the cursor is past the last column, also when
// autowrap was turned off since. Not when autowrap was off as the last
// column was printed: the cursor stays on the last column, which they
// erase, as tmux and xterm (ClearRight: from cur_col) do (xterm.js
// departs).

func init() {
	handle(func(c *core, p ansi.Params) { c.eraseDisplay(param(p, 0, 0)) }, 'J', ansi.Command('?', 0, 'J'))
	handle(func(c *core, p ansi.Params) { c.eraseLine(param(p, 0, 0)) }, 'K', ansi.Command('?', 0, 'K'))
}

// eraseDisplay is ED; an erase of the whole screen (2, or 0 from its
// top-left corner) is counted in clears.
func (c *core) eraseDisplay(how int) {
	if c.lis.Left != nil && !c.altShown() {
		c.heardErased(how)
	}
	switch how {
	case 0:
		if c.cur.x == 0 && c.cur.y == 0 {
			c.clears++
		}
		c.eraseLine(0)
		c.eraseRows(c.cur.y+1, c.rows)
	case 1:
		c.eraseRows(0, c.cur.y)
		c.eraseLine(1)
	case 2:
		c.clears++
		c.eraseRows(0, c.rows)
	case 3:
		c.hist.clear()
	}
}

func (c *core) eraseRows(y0, y1 int) {
	st := c.blank()
	for y := y0; y < y1; y++ {
		blankRow(c.g.row(y), st)
	}
}

func (c *core) eraseLine(how int) {
	r := c.g.row(c.cur.y)
	x0, x1 := 0, c.cols
	switch how {
	case 0:
		if c.cur.pending && c.cur.past {
			return
		}
		x0 = c.cur.x
		r.wrapped = false
	case 1:
		x1 = c.cur.x + 1
	case 2:
		r.wrapped = false
	default:
		return
	}
	cs := c.g.touch(c.cur.y, x0, x1+1)
	c.splitWide(cs, x0)
	c.splitWide(cs, x1)
	fillBlank(cs[x0:x1], c.blank())
}

// alignment is DECALN: the screen full of E, the margins reset, the cursor
// home, origin mode off, and the pen's attributes reset but not its
// colours (xterm's resetRendition clears SGR_MASK and SGR_MASK2 only).
func (c *core) alignment() {
	if c.pen.style != 0 {
		s := c.styles.list[c.pen.style]
		s.Attrs, s.Underline = 0, 0
		c.pen.style = c.styles.intern(s)
	}
	c.modes.origin = false
	for y := 0; y < c.rows; y++ {
		r := c.g.row(y)
		r.wrapped = false
		r.end = int32(len(r.cells))
		r.forget()
		if y == 0 {
			fill(r.cells, cell('E'))
		} else {
			copy(r.cells, c.g.row(0).cells) // one copy a row (rows are all cols long)
		}
	}
	c.marg = margins{bottom: c.rows - 1, right: c.cols - 1}
	c.cur.x, c.cur.y, c.cur.pending = 0, 0, false
}
