package screen

import "github.com/charmbracelet/x/ansi"

// Cursor movement: CUU CUD CUF CUB CNL CPL CHA HPA HPR VPA VPR CUP HVP,
// tabs (HT CHT CBT HTS TBC), BS, CR, and saving and restoring the cursor
// (DECSC DECRC SCOSC SCORC). Every movement ends a pending wrap.

func init() {
	handle(func(c *core, p ansi.Params) { c.cursorUp(count(p, 0, c.rows)) }, 'A')
	handle(func(c *core, p ansi.Params) { c.cursorDown(count(p, 0, c.rows)) }, 'B', 'e')
	handle(func(c *core, p ansi.Params) { c.cursorForward(count(p, 0, c.cols)) }, 'C', 'a')
	handle(func(c *core, p ansi.Params) { c.cursorBack(count(p, 0, c.cols)) }, 'D')
	handle(func(c *core, p ansi.Params) {
		c.cursorDown(count(p, 0, c.rows))
		c.carriageReturn()
	}, 'E')
	handle(func(c *core, p ansi.Params) {
		c.cursorUp(count(p, 0, c.rows))
		c.carriageReturn()
	}, 'F')
	handle(func(c *core, p ansi.Params) { c.setColumn(param(p, 0, 1) - 1) }, 'G', '`')
	handle(func(c *core, p ansi.Params) { c.setRow(param(p, 0, 1) - 1) }, 'd')
	handle(func(c *core, p ansi.Params) { c.moveTo(param(p, 1, 1)-1, param(p, 0, 1)-1) }, 'H', 'f')
	handle(func(c *core, p ansi.Params) { c.tabForward(count(p, 0, c.cols)) }, 'I')
	handle(func(c *core, p ansi.Params) { c.tabBack(count(p, 0, c.cols)) }, 'Z')
	handle(func(c *core, p ansi.Params) { c.clearTabs(param(p, 0, 0)) }, 'g')
	handle(func(c *core, p ansi.Params) {
		if !c.modes.lrmm {
			c.saveCursor() // SCOSC; with DECLRMM, CSI s is DECSLRM (scroll.go)
		} else {
			c.setLRMargins(p)
		}
	}, 's')
	handle(func(c *core, _ ansi.Params) { c.restoreCursor() }, 'u')
}

// top and bottom are the rows a vertical movement stops at from y.
func (c *core) vBounds(y int) (top, bottom int) {
	top, bottom = 0, c.rows-1
	if y >= c.marg.top {
		top = c.marg.top
	}
	if y <= c.marg.bottom {
		bottom = c.marg.bottom
	}
	return top, bottom
}

// hBounds are the columns a horizontal movement stops at from x.
func (c *core) hBounds(x int) (left, right int) {
	left, right = 0, c.cols-1
	if c.modes.lrmm && x >= c.marg.left {
		left = c.marg.left
	}
	if c.modes.lrmm && x <= c.marg.right {
		right = c.marg.right
	}
	return left, right
}

func (c *core) cursorUp(n int) {
	top, _ := c.vBounds(c.cur.y)
	c.cur.y = max(c.cur.y-n, top)
	c.cur.pending = false
}

func (c *core) cursorDown(n int) {
	_, bottom := c.vBounds(c.cur.y)
	c.cur.y = min(c.cur.y+n, bottom)
	c.cur.pending = false
}

func (c *core) cursorForward(n int) {
	_, right := c.hBounds(c.cur.x)
	c.cur.x = min(c.cur.x+n, right)
	c.cur.pending = false
}

func (c *core) cursorBack(n int) {
	left, _ := c.hBounds(c.cur.x)
	c.cur.x = max(c.cur.x-n, left)
	c.cur.pending = false
}

func (c *core) backspace() {
	if c.cur.pending {
		c.cur.pending = false
	}
	c.cursorBack(1)
}

func (c *core) carriageReturn() {
	c.cur.x = c.leftMargin()
	if c.modes.origin && c.modes.lrmm {
		c.cur.x = c.marg.left
	}
	c.cur.pending = false
}

// setColumn moves to column x (origin mode: from the left margin).
func (c *core) setColumn(x int) {
	lo, hi := 0, c.cols-1
	if c.modes.origin && c.modes.lrmm {
		lo, hi = c.marg.left, c.marg.right
	}
	c.cur.x = min(max(lo+x, lo), hi)
	c.cur.pending = false
}

// setRow moves to row y (origin mode: from the top margin).
func (c *core) setRow(y int) {
	lo, hi := 0, c.rows-1
	if c.modes.origin {
		lo, hi = c.marg.top, c.marg.bottom
	}
	c.cur.y = min(max(lo+y, lo), hi)
	c.cur.pending = false
}

func (c *core) moveTo(x, y int) {
	c.setColumn(x)
	c.setRow(y)
}

func (c *core) tabForward(n int) {
	_, right := c.hBounds(c.cur.x)
	x := c.cur.x
	for ; n > 0 && x < right; n-- {
		for x++; x < right && !c.tabs[x]; x++ {
		}
	}
	c.cur.x = x
}

func (c *core) tabBack(n int) {
	left, _ := c.hBounds(c.cur.x)
	x := c.cur.x
	for ; n > 0 && x > left; n-- {
		for x--; x > left && !c.tabs[x]; x-- {
		}
	}
	c.cur.x = x
	c.cur.pending = false
}

func (c *core) clearTabs(how int) {
	switch how {
	case 0:
		c.tabs[c.cur.x] = false
	case 3:
		clear(c.tabs)
	}
}

func (c *core) saveCursor() {
	c.saved[c.screenIndex()] = savedCursor{x: c.cur.x, y: c.cur.y, pending: c.cur.pending,
		pen: c.pen, origin: c.modes.origin, cs: c.cs, valid: true}
}

// restoreCursor puts back what saveCursor saved; with nothing saved, the
// cursor goes home with a plain pen and origin mode off, as xterm's
// zeroed saved cursor gives.
func (c *core) restoreCursor() {
	s := c.saved[c.screenIndex()]
	c.cur.x, c.cur.y = min(s.x, c.cols-1), min(s.y, c.rows-1)
	c.cur.pending = false
	c.pen = s.pen
	c.modes.origin = s.origin
	c.cs = s.cs
}
