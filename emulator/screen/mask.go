package screen

// Hidden cells. Package emulator finds secrets in the text it hands out
// and marks the cells that show them hidden, for good: the mark is the
// cell's hyperlink, set to a link of its own (SetMaskLink), so it moves
// with the cell wherever the cell goes (scrolling, inserting, deleting, a
// resize) until the program writes over it. When a row with hidden cells
// goes into history, the byte ranges of its text they cover are noted
// with the line (HistoryHidden), as history keeps only text.

// Span is a byte range [Start, End) of a text.
type Span struct{ Start, End int }

// ext is what the core keeps for the hidden cells of package emulator's
// mask: a row going into history is looked at for them.
type ext struct {
	maskID uint16           // the link id of hidden cells; 0 none yet
	hiding bool             // a cell was ever hidden: rows going into history are looked at
	hidden map[int64][]Span // history lines' hidden byte ranges, by absolute number
}

// SetMaskLink sets the link that marks a cell hidden. It must be set once,
// before any cell is marked, to a URL no program can write (a random one).
func (t *Terminal) SetMaskLink(url string) {
	t.c.ext.maskID = t.c.links.intern(url)
}

// Hide marks the cell at column x, row y of the screen shown hidden (both
// halves of a wide character). A blank cell becomes a space.
func (t *Terminal) Hide(x, y int) {
	c := t.c
	id := c.ext.maskID
	if id == 0 || x < 0 || y < 0 || x >= c.cols || y >= c.rows {
		return
	}
	cs := c.g.touch(y, x-1, x+1)
	if cs[x].kind() == tail && x > 0 {
		x--
	}
	if cs[x].ch() == 0 && cs[x].kind() == narrow {
		cs[x] = cs[x].withID(' ')
	}
	cs[x] = cs[x].withLink(id)
	c.ext.hiding = true
	if cs[x].kind() == wide && x+1 < len(cs) {
		c.g.touch(y, x, x+2)
		cs[x+1] = cs[x+1].withLink(id)
	}
}

// HistoryHidden returns the byte ranges of history line n (an absolute
// number) that hidden cells covered when it scrolled off the screen.
func (t *Terminal) HistoryHidden(n int64) []Span {
	return t.c.ext.hidden[n]
}

// noteHidden notes the hidden cells of r, which is about to go into
// history as line c.hist.total, and forgets the notes of lines no longer
// kept once they are many.
func (c *core) noteHidden(r *row) {
	if !c.ext.hiding {
		return
	}
	spans := c.hiddenSpans(r)
	if spans == nil {
		return
	}
	if c.ext.hidden == nil {
		c.ext.hidden = map[int64][]Span{}
	}
	c.ext.hidden[c.hist.total] = spans
	if len(c.ext.hidden) > 2*c.hist.n+64 {
		oldest := c.hist.total - int64(c.hist.n)
		for k := range c.ext.hidden {
			if k < oldest {
				delete(c.ext.hidden, k)
			}
		}
	}
}

// hiddenSpans returns the byte ranges of row r's text that hidden cells
// cover, nil when none does.
func (c *core) hiddenSpans(r *row) []Span {
	id := c.ext.maskID
	if !c.ext.hiding {
		return nil
	}
	var spans []Span
	off := 0
	for i := range r.cells[:r.end] {
		k := r.cells[i]
		n := len(c.glyphs.text(k.ch()))
		switch {
		case k.kind() == tail:
			continue
		case k.ch() == 0:
			n = 1
		}
		if k.link() == id {
			spans = append(spans, Span{off, off + n})
		}
		off += n
	}
	return spans
}

// HideHistory notes byte ranges of history line n (an absolute number) as
// hidden, beside those its hidden cells covered.
func (t *Terminal) HideHistory(n int64, spans []Span) {
	c := t.c
	if n < c.hist.total-int64(c.hist.n) || n >= c.hist.total || len(spans) == 0 {
		return
	}
	if c.ext.hidden == nil {
		c.ext.hidden = map[int64][]Span{}
	}
	c.ext.hidden[n] = append(c.ext.hidden[n], spans...)
}
