package screen

import (
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/rivo/uniseg"
)

// Editing: ICH DCH IL DL ECH REP. Characters move whole: a wide character
// an edit would cut in two is blanked.

func init() {
	handle(func(c *core, p ansi.Params) { c.insertChars(count(p, 0, c.cols)) }, '@')
	handle(func(c *core, p ansi.Params) { c.deleteChars(count(p, 0, c.cols)) }, 'P')
	handle(func(c *core, p ansi.Params) { c.insertLines(count(p, 0, c.rows)) }, 'L')
	handle(func(c *core, p ansi.Params) { c.deleteLines(count(p, 0, c.rows)) }, 'M')
	handle(func(c *core, p ansi.Params) { c.eraseChars(count(p, 0, c.cols)) }, 'X')
	handle(func(c *core, p ansi.Params) { c.repeat(param(p, 0, 1)) }, 'b')
}

func (c *core) insertChars(n int) {
	c.cur.pending = false
	if !c.inLRMargins() {
		return
	}
	_, right := c.hBounds(c.cur.x)
	c.insertBlanks(c.cur.y, c.cur.x, n, right+1)
}

// insertBlanks shifts cells [x, right) of row y right by n, blanks coming
// in at x.
func (c *core) insertBlanks(y, x, n, right int) {
	cs := c.g.touch(y, x, right)
	n = min(n, right-x)
	c.splitWide(cs, x)
	c.splitWide(cs, right)
	copy(cs[x+n:right], cs[x:right-n])
	fillBlank(cs[x:x+n], c.blank())
	if cs[right-1].kind() == wide {
		cs[right-1] = cs[right-1].with(0, narrow) // its half went past the edge
	}
}

func (c *core) deleteChars(n int) {
	c.cur.pending = false
	if !c.inLRMargins() {
		return
	}
	_, right := c.hBounds(c.cur.x)
	right++
	cs := c.g.touch(c.cur.y, c.cur.x, right)
	x := c.cur.x
	n = min(n, right-x)
	st := c.blank()
	c.splitWide(cs, x)
	c.splitWide(cs, right)
	c.splitWide(cs, x+n)
	copy(cs[x:right-n], cs[x+n:right])
	fillBlank(cs[right-n:right], st)
}

// splitWide blanks, in the pen's colours, the wide character that a cut
// before column x would split.
func (c *core) splitWide(cs []cell, x int) {
	if x <= 0 || x >= len(cs) || cs[x].kind() != tail {
		return
	}
	st := c.blank()
	cs[x-1] = blankOf(st)
	cs[x] = blankOf(st)
}

func (c *core) insertLines(n int) {
	c.cur.pending = false
	if c.cur.y < c.marg.top || c.cur.y > c.marg.bottom || !c.inLRMargins() {
		return
	}
	top := c.marg.top
	c.marg.top = c.cur.y
	c.scrollDown(n)
	c.marg.top = top
	c.cur.x = c.leftMargin()
}

func (c *core) deleteLines(n int) {
	c.cur.pending = false
	if c.cur.y < c.marg.top || c.cur.y > c.marg.bottom || !c.inLRMargins() {
		return
	}
	top := c.marg.top
	c.marg.top = c.cur.y
	// The rows DL deletes at the top of the primary screen go into
	// history, as the rows a scroll moves off it (xterm's DeleteLine:
	// scroll_all_lines).
	c.shiftUp(n, c.cur.y == 0 && !c.altShown())
	c.marg.top = top
	c.cur.x = c.leftMargin()
}

func (c *core) eraseChars(n int) {
	c.cur.pending = false
	x := c.cur.x
	end := min(x+n, c.cols)
	cs := c.g.touch(c.cur.y, x, end+1)
	c.splitWide(cs, x)
	c.splitWide(cs, end)
	fillBlank(cs[x:end], c.blank())
}

// repeat is REP: the character printed right before it, n times more. A
// count past a few screens of it costs no more than those: once the rows
// of the region have all been written, each row's worth of characters
// (from the left margin, where every wrap ends, to the right one) scrolls
// the region by a row and leaves the screen as it was, so those rows go
// into history (when a scroll keeps them) without being drawn.
func (c *core) repeat(n int) {
	if !c.last.valid {
		return
	}
	text, width, ok := repeated(c.glyphs.text(c.last.id), int(c.last.width))
	if !ok {
		return
	}
	perRow := max((c.marg.right+1-c.marg.left)/width, 1)
	base := (c.rows+2)*perRow + c.cols
	if n > base+perRow {
		c.putChars(text, width, base)
		c.scrolledRows((n - base) / perRow)
		n = (n - base) % perRow
	}
	c.putChars(text, width, n)
}

func (c *core) putChars(text string, width, n int) {
	for ; n > 0; n-- {
		c.putChar(c.glyphString(text), width)
	}
}

// scrolledRows puts into history the rows that n scrolls of the region,
// each drawing again the row that left it, would have put there.
func (c *core) scrolledRows(n int) {
	if !c.modes.autowrap || c.cur.y != c.marg.bottom || c.marg.top != 0 || c.altShown() || !c.fullWidth() {
		return
	}
	if k := n - c.hist.maxLines; k > 0 {
		c.hist.total += int64(k)
		n -= k
	}
	r := c.g.row(0)
	if c.ext.hiding || c.lis.Left != nil {
		// Masked cells are noted line by line (mask.go), and a listener
		// hears each row.
		for ; n > 0; n-- {
			c.pushHistory(r)
		}
		return
	}
	c.hist.pushN(c.historyLine(r), n)
}

// repeated is what REP prints, and its width, after the character text
// of width w: xterm repeats the last code point printed (its lastchar),
// when it has a width. After a cluster of more than one, that is its last
// code point on its own, and nothing after a mark, a variation selector
// or a joiner.
func repeated(text string, w int) (string, int, bool) {
	r, n := utf8.DecodeLastRuneInString(text)
	if n == len(text) {
		return text, w, true
	}
	s := text[len(text)-n:]
	_, _, w, _ = uniseg.FirstGraphemeClusterInString(s, -1)
	if startsModifier([]byte(s)) {
		w = 2
	}
	if w == 0 || r == utf8.RuneError {
		return "", 0, false
	}
	return s, min(w, 2), true
}
