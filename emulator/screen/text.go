package screen

import (
	"log/slog"

	"github.com/charmbracelet/x/ansi/parser"
)

// Reading a program's output as text, for what reads it beside the
// screen: run_command's transcript and the recording's filter. Both go
// through the feed the screen's own output goes through (feed.go), so
// that there is one parser and one idea of what is text:
//
//   - a Scanner finds the text in output without drawing it: each run of
//     printable bytes, by its offsets in what it was given;
//   - a window (NewWindow) is a screen that keeps no history: each row of
//     its primary screen that leaves it (scrolled off its top, or erased
//     by a clear or a reset) is handed to its caller instead;
//   - either stops at an OSC 133 mark when asked (Scanner.ToMark,
//     Terminal.WriteToMark), so that a caller can tell the output of a
//     command from what comes before and after it.

// text is the core's part for these readers.
type text struct {
	scan   func(start, end int) // set: text is reported to it, not printed
	keep   func(Line)           // set: a window's caller, which takes the rows it loses
	toMark bool                 // stop after the next OSC 133 sequence
	stop   bool                 // one was met: feed returns
	met    []byte               // its data
}

// text prints a run of printable bytes (allASCII: all of them ASCII)
// that starts at offset at of what is being fed, or, in a Scanner,
// reports it.
func (c *core) text(run []byte, at int, allASCII bool) {
	if f := c.txt.scan; f != nil {
		f(at, at+len(run))
		return
	}
	if f := c.lis.Text; f != nil {
		f(c.lis.base+at, c.lis.base+at+len(run))
	}
	c.print(run, allASCII)
}

// stopAt notes an OSC 133 sequence for feedToMark, which stops after it.
func (c *core) stopAt(data []byte) {
	if c.txt.toMark {
		c.txt.met = append(c.txt.met[:0], data...)
		c.txt.stop, c.txt.toMark = true, false
	}
}

// feedToMark feeds p up to the end of the first OSC 133 sequence in it,
// and returns how many bytes it fed and that sequence's data (nil: p had
// none, and all of it was fed).
func (c *core) feedToMark(p []byte) (n int, met []byte) {
	defer c.recoverText(p, &n, &met)
	c.txt.toMark = true
	n = c.feed(p)
	stopped := !c.txt.toMark
	c.txt.toMark, c.txt.stop = false, false
	if !stopped {
		return n, nil
	}
	if c.parser.State() != parser.GroundState {
		// The parser ends a string at the ESC of its ST: the '\' after it
		// is the mark's too; anything else begins what follows, and the
		// ESC is given back with it.
		if n < len(p) && p[n] == '\\' {
			c.parser.Advance(p[n])
			n++
		} else {
			c.parser.Reset()
			n--
		}
	}
	return n, c.txt.met
}

// recoverText recovers a panic of the engine while a reader of text feeds
// it, as FeedUnit does for the screen: the rest of p is dropped (*n is all
// of it, *met none), and the parser goes back to its ground state.
func (c *core) recoverText(p []byte, n *int, met *[]byte) {
	if r := recover(); r != nil {
		*n, *met = len(p), nil
		c.parser.Reset()
		c.held = c.held[:0]
		c.txt.toMark, c.txt.stop = false, false
		slog.Warn("screen: fault recovered; the rest of the write is dropped", "panic", r, "bytes", len(p))
	}
}

// WriteToMark feeds the program's output up to the end of the first OSC
// 133 sequence in p, and returns how many bytes it fed and that
// sequence's data ("133;D;0…"; nil when p has none and all of it was
// fed). The data is valid until the next call.
func (t *Terminal) WriteToMark(p []byte) (int, []byte) {
	return t.c.feedToMark(p)
}

// Scanner reads a program's output as the screen does, without drawing
// it: it finds the runs of printable bytes (what the screen prints, in
// the parser's ground state: not a control, not in an escape sequence or
// a string) and the OSC 133 marks. It holds a parser's state and a
// screen of one cell, whatever the output. It is not safe for concurrent
// use.
type Scanner struct {
	c    *core
	none func(start, end int)
}

// NewScanner returns a Scanner at the start of output.
func NewScanner() *Scanner {
	s := &Scanner{c: newCore(1, 1, 0), none: func(int, int) {}}
	s.c.txt.scan = s.none
	return s
}

// Scan reads p, the output after what earlier calls read, and calls text
// with the offsets in p of each run of printable bytes in it, in order. A
// UTF-8 sequence that the end of the last call's p cut is reported with
// the rest of its bytes, at a start below 0 (before p). A run that p's
// end cuts is reported as far as p goes, but for a cut UTF-8 sequence.
func (s *Scanner) Scan(p []byte, text func(start, end int)) {
	var n int
	var met []byte
	defer s.c.recoverText(p, &n, &met)
	defer func() { s.c.txt.scan = s.none }()
	s.c.txt.scan = text
	s.c.feed(p)
}

// ToMark reads p up to the end of the first OSC 133 sequence in it, and
// returns how many bytes it read and that sequence's data (nil when p has
// none and all of it was read), valid until the next call.
func (s *Scanner) ToMark(p []byte) (int, []byte) {
	return s.c.feedToMark(p)
}

// Line is a row of a window's primary screen as the window lost it: its
// text (a blank as a space; trailing blanks trimmed unless it is
// wrapped), whether it wrapped (its text goes on on the next row), and
// the byte ranges of its text that hidden cells covered (mask.go).
type Line struct {
	Text    []byte
	Wrapped bool
	Hidden  []Span
	Num     int64 // for a Listener: its number in the whole text (counted from the first line that ever went into history)
	Erased  bool  // for a Listener: an erase took it rather than history
}

// NewWindow returns a terminal of cols x rows cells that keeps no history
// but hands keep each row of its primary screen that leaves it: every
// row that would go into history (scrolled off the top), and the rows
// that erasing the display or a reset erases, up to the last one that is
// not blank, as some terminals move a cleared screen into history: ED 2,
// ED 0 from the top left corner, ED 1 (the rows above the cursor's), RIS.
// keep is called with the terminal's lock held, in the middle of a write:
// it must not call the terminal, and must not keep Text or Hidden.
func NewWindow(cols, rows int, keep func(Line)) *Terminal {
	c := newCore(max(cols, 1), max(rows, 1), 0)
	c.txt.keep = keep
	return &Terminal{c: c}
}

// leave hands a window's caller row r, which just went into history.
func (c *core) leave(r *row) {
	if c.txt.keep == nil {
		return
	}
	n := c.hist.total - 1
	hidden := c.ext.hidden[n]
	delete(c.ext.hidden, n)
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
	c.txt.keep(Line{Text: text, Wrapped: r.wrapped, Hidden: hidden})
}

// keepErased hands a window's caller the rows of the primary screen that
// erasing the display (how, as ED's parameter) is about to erase.
func (c *core) keepErased(how int) {
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
		c.pushHistory(c.primary.row(y))
	}
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
