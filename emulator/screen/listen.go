package screen

// Listening to the feed: what reads a program's output beside the screen
// (run_command's capture, the recording's secret filter) hears it from
// the one parse that draws it, not by parsing it again: the runs of
// printable text by their offsets in what was fed, the OSC 133 marks kept,
// and the rows of the primary screen as they leave it.

// Listen says what a listener hears; a nil func hears nothing. Each is
// called in the middle of a feed: it must not call the terminal, and
// must not keep what it is given past the call.
type Listen struct {
	// Text hears each run of printable bytes (what the screen prints in
	// the parser's ground state: no control, nothing of a sequence), by
	// its offsets in what FeedUnit (or Write) was given; a UTF-8 sequence
	// that the end of the last write cut comes with the rest of its
	// bytes, at a start below 0.
	Text func(start, end int)
	// Mark hears each OSC 133 mark the terminal keeps (see Terminal.Marks).
	Mark func(Mark)
	// Left hears each row of the primary screen that leaves it: scrolled
	// into history, or erased whole by erasing the display (ED 2, ED 0
	// from the top-left corner, ED 1's rows above the cursor's, up to the
	// last that is not blank) or a reset (RIS), before it is erased.
	Left func(Line)
}

// Listen makes l hear the feed from now on.
func (t *Terminal) Listen(l Listen) { t.c.lis.Listen = l }

// heard is the core's listener and where the bytes being fed start in
// what FeedUnit was given.
type heard struct {
	Listen
	base int
}

// Line is a row of the primary screen as it left: its text (a blank as a
// space; trailing blanks trimmed unless it is wrapped), whether it wrapped
// (its text goes on on the next row), the byte ranges of its text that
// hidden cells covered (mask.go), its number in the whole text (counted
// from the first line that ever went into history), and whether an erase
// took it rather than history.
type Line struct {
	Text    []byte
	Wrapped bool
	Hidden  []Span
	Num     int64
	Erased  bool
}

// lineOf is row r as a Line numbered n, whose hidden ranges are hidden.
func (c *core) lineOf(r *row, n int64, erased bool, hidden []Span) Line {
	text := c.rowBytes(r, &c.scratch)
	if r.wrapped {
		// Untrimmed: every cell of the row, its plain blanks too,
		// wherever the writes that drew it left its end.
		text = c.scratch
		for range len(r.cells) - int(r.end) {
			text = append(text, ' ')
		}
		c.scratch = text
	}
	return Line{Text: text, Wrapped: r.wrapped, Hidden: hidden, Num: n, Erased: erased}
}

// heardErased hands the listener the rows of the primary screen that
// erasing the display (how, as ED's parameter) is about to erase.
func (c *core) heardErased(how int) {
	n := 0
	switch {
	case how == 2, how == 0 && c.cur.x == 0 && c.cur.y == 0 && !c.cur.pending:
		n = c.rows
	case how == 1:
		n = c.cur.y
	}
	for n > 0 && len(c.rowBytes(c.primary.row(n-1), &c.scratch)) == 0 {
		n--
	}
	for y := range n {
		r := c.primary.row(y)
		c.lis.Left(c.lineOf(r, c.hist.total+int64(y), true, c.hiddenSpans(r)))
	}
}
