package emulator

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/spell"
)

// Frame is the screen at one moment with its cells, for painting on a
// person's terminal: the snapshot (the lines the agent reads, the cursor,
// the modes that decide what a person's keys must send, the history and
// the revision) and every cell with its colours and attributes, taken at
// once. It is a value: nothing in it is shared with the terminal, and
// callers must not modify the snapshot's slices. A frame from elsewhere
// (a cells attach) has the snapshot's size, cursor and modes, no Lines.
type Frame struct {
	Snapshot
	// Cells holds Rows*Cols cells, row by row. A blank has Width 1 and no
	// Text; a wide character's second cell has Width 0 and no Text.
	Cells []screen.Cell
}

// Frame returns the screen now, with its cells.
func (t *Terminal) Frame() Frame {
	t.lock()
	defer t.mu.Unlock()
	return t.frame()
}

// frame is Frame. The caller holds mu.
func (t *Terminal) frame() Frame {
	snap := t.snapshot()
	cells, _ := t.screenCells()
	return Frame{Snapshot: snap, Cells: cells}
}

// screenCells copies the screen's cells, row by row, and the cursor, with
// hidden cells drawn as the text shows them. The caller holds mu.
func (t *Terminal) screenCells() ([]screen.Cell, Cursor) {
	t.maskCells()
	cols := t.cols
	cells := make([]screen.Cell, 0, cols*t.rows)
	for y := range t.rows {
		cells = t.scr.Row(y, cells)
	}
	for i := range cells {
		if c := &cells[i]; maskedCell(c) && c.Width > 0 {
			w := c.Width
			for j := i; j < i+w && j < len(cells) && j/cols == i/cols; j++ {
				cells[j] = screen.Cell{Text: string(maskChar), Width: 1, Style: c.Style}
			}
		}
	}
	cur := t.scr.Cursor()
	return cells, Cursor{Row: cur.Row, Col: cur.Col, Visible: cur.Visible}
}

// Line returns row y as text, as Snapshot's Lines has it: trailing spaces
// trimmed, a wide character once.
func (f *Frame) Line(y int) string {
	var b strings.Builder
	return cellsText(f.Cells[y*f.Cols:(y+1)*f.Cols], &b)
}

// maxCellText bounds the text of one cell of a frame from elsewhere: a
// character and its combining marks.
const maxCellText = 64

// Clean makes f, a frame that came from elsewhere (the session host of
// another machine), safe to paint, as a frame of this emulator is: it has
// Rows*Cols cells (blanks added, the rest dropped); a cell's text that is
// not one printable character of at most maxCellText bytes (a control, a
// character that reorders or hides text, invalid UTF-8, two characters,
// a lone combining mark) or that is not as wide as its cell says is
// U+FFFD in one cell; a width is 1, or 2 followed by its second cell
// (width 0, no text), and a second cell without its first is a blank; no
// cell carries a link; the cursor is within the frame.
func (f *Frame) Clean() {
	n := f.Cols * f.Rows
	if len(f.Cells) > n {
		f.Cells = f.Cells[:n]
	}
	for len(f.Cells) < n {
		f.Cells = append(f.Cells, screen.Cell{Width: 1})
	}
	for y := range f.Rows {
		row := f.Cells[y*f.Cols : (y+1)*f.Cols]
		for x := range row {
			c := &row[x]
			c.Link = ""
			if c.Text != "" && !printableCell(c.Text) {
				c.Text = "\ufffd"
			}
			switch {
			case c.Width == 2 && x+1 < len(row) && row[x+1].Width == 0:
				row[x+1].Text = ""
			case c.Width == 0 && x > 0 && row[x-1].Width == 2:
			default:
				if c.Width == 0 {
					c.Text = ""
				}
				c.Width = 1
			}
			if c.Width >= 1 && c.Text != "" && cellWidth(c.Text) != c.Width {
				// A terminal would draw it wider or narrower than its
				// cells: every cell after it would move.
				c.Text, c.Width = "\ufffd", 1
			}
			if c.Width == 2 && c.Text == "" {
				c.Width = 1 // a blank is one cell; its second a blank too
			}
		}
	}
	f.Cursor.Row = min(max(f.Cursor.Row, 0), max(f.Rows-1, 0))
	f.Cursor.Col = min(max(f.Cursor.Col, 0), max(f.Cols-1, 0))
}

// cellWidth is the columns s takes when it is one character (a grapheme
// cluster), else 0.
func cellWidth(s string) int {
	_, rest, w, _ := uniseg.FirstGraphemeClusterInString(s, -1)
	if rest != "" {
		return 0
	}
	return w
}

// printableCell reports whether s is text a cell may hold: valid UTF-8 of
// at most maxCellText bytes with no control and nothing spell.Out would
// spell out.
func printableCell(s string) bool {
	return len(s) <= maxCellText && utf8.ValidString(s) && spell.Out(s) == s
}

// Painter draws frames on a person's terminal (a terminal emulator that
// understands xterm's sequences), sending only the cells that changed since
// the frame before. The person's terminal may be of another size than the
// frames: the top-left part that fits is shown, and a status line says so.
//
// A Painter is not safe for concurrent use.
type Painter struct {
	cols, rows int   // the person's terminal
	prev       Frame // the frame on the person's screen; zero before the first
	pens
	full bool // the next Paint redraws everything
	// paintOnly paints every row that changed, never moving rows: the
	// painter before it asked the differ for moves, which tests compare
	// with.
	paintOnly bool
	b         strings.Builder
}

// NewPainter returns a painter for a terminal of cols x rows cells.
func NewPainter(cols, rows int) *Painter {
	return &Painter{cols: max(cols, 1), rows: max(rows, 1), full: true}
}

// Resize tells the painter the person's terminal has a new size; the next
// Paint redraws everything.
func (p *Painter) Resize(cols, rows int) {
	p.cols, p.rows = max(cols, 1), max(rows, 1)
	p.full = true
}

// Layout says how a frame fits the person's terminal: how many of its
// columns and rows are shown (from the top left), and whether some are cut
// off. A status line takes the terminal's last row when the frame does not
// fill the terminal exactly or is cut.
func (p *Painter) Layout(f Frame) (cols, rows int, cut, status bool) {
	cols, rows = min(f.Cols, p.cols), min(f.Rows, p.rows)
	cut = f.Cols > p.cols || f.Rows > p.rows
	status = cut || f.Rows < p.rows
	if status && rows >= p.rows {
		rows = p.rows - 1
	}
	cut = cut || rows < f.Rows
	return cols, rows, cut, status
}

// Start is what the person's terminal is sent first: the alternate screen,
// so that detaching gives the person's own screen back as tmux does.
func (p *Painter) Start() string {
	return "\x1b[?1049h\x1b[m\x1b[H\x1b[2J"
}

// End is what the person's terminal is sent last: the modes set for the
// program reset, the cursor shown, and the person's own screen back.
// It resets every mode a Painter sets, whatever it set.
func (p *Painter) End() string {
	p.modes = Modes{}
	return "\x1b[m\x1b[?1l\x1b>\x1b[?2004l\x1b[?25h\x1b[?1049l"
}

// Paint returns what brings the person's terminal from the previous frame
// to f, with status (when Layout says there is a status line) in reverse
// video on the last row. What changed is the differ's (Diff): the rows
// that differ, painted cell by cell, and when the whole frame shows, the
// scroll and the block of rows that moved, made on the person's terminal
// by scrolling its rows (SU and SD in a scroll region) when that takes
// fewer bytes than painting them.
func (p *Painter) Paint(f Frame, status string) string {
	_, rows, _, hasStatus := p.Layout(f)
	if !hasStatus {
		status = ""
	}
	full := p.full || p.prev.Cols != f.Cols || p.prev.Rows != f.Rows
	var had Rows
	if !full {
		had = FrameRows(&p.prev)
	}
	now := FrameRows(&f)
	start := p.pens
	plain := Diff(had, now, false)
	out := p.paint(f, status, full, plain)
	// Moving rows can save painting them when three or more changed.
	if !full && !p.paintOnly && rows == f.Rows && rows >= 2 && len(plain.Rows) >= 3 {
		if c := Diff(had, now, true); c.Scrolled > 0 || c.Move != nil {
			painted, end := out, p.pens
			p.pens = start
			moved := p.paint(f, status, full, c)
			// Both leave the person's terminal in the same pen: what
			// follows is painted as it would be after either.
			var pen strings.Builder
			p.setPen(&pen, end.pen)
			if moved += pen.String(); len(moved) >= len(painted) {
				out = painted
			} else {
				out = moved
			}
			p.pens = end
		}
	}
	p.prev = f
	if out != "" {
		p.full = false
	}
	return out
}

// pens is what a Painter knows of the person's terminal besides its
// cells: what a painting changes, and a second try starts again from.
type pens struct {
	pen    screen.Style // the SGR state of the person's terminal
	modes  Modes        // the key modes set on the person's terminal
	status string       // the status line shown
}

// paint writes what c says changed from the frame before to f.
func (p *Painter) paint(f Frame, status string, full bool, c Change) string {
	b := &p.b
	b.Reset()
	cols, rows, _, hasStatus := p.Layout(f)
	if full {
		// Everything outside the frame stays blank from here on.
		b.WriteString("\x1b[m\x1b[H\x1b[2J")
		p.pen = screen.Style{}
		p.status = ""
	}
	b.WriteString("\x1b[?25l") // no cursor flying around while drawing
	hide := b.Len()
	if c.Scrolled > 0 {
		p.scroll(b, 0, rows-1, int(min(c.Scrolled, int64(rows))))
	}
	if m := c.Move; m != nil {
		p.scroll(b, m.Top, m.Bottom, m.By)
	}
	for _, y := range c.Rows {
		if y >= rows {
			break
		}
		row := f.Cells[y*f.Cols : y*f.Cols+cols]
		var old []screen.Cell
		if h := c.From(y); !full && h >= 0 {
			old = p.prev.Cells[h*f.Cols : h*f.Cols+cols]
		}
		p.paintRow(b, y, row, old, old == nil)
	}
	if hasStatus && (full || status != p.status) {
		p.paintStatus(b, status)
	}
	p.status = status
	p.setModes(b, f.Modes)
	cur := f.Cursor
	if b.Len() == hide && cur == p.prev.Cursor {
		// Nothing changed: nothing to send.
		return ""
	}
	if cur.Row < rows && cur.Col < cols {
		fmt.Fprintf(b, "\x1b[%d;%dH", cur.Row+1, cur.Col+1)
		if cur.Visible {
			b.WriteString("\x1b[?25h")
		}
	}
	return b.String()
}

// scroll moves rows top to bottom of the person's terminal up by rows
// (down when by < 0), blank rows coming in in the plain pen: a scroll
// region around them, unless they are all its rows.
func (p *Painter) scroll(b *strings.Builder, top, bottom, by int) {
	if by == 0 {
		return
	}
	p.setPen(b, screen.Style{})
	region := top > 0 || bottom < p.rows-1
	if region {
		fmt.Fprintf(b, "\x1b[%d;%dr", top+1, bottom+1)
	}
	if by > 0 {
		fmt.Fprintf(b, "\x1b[%dS", by)
	} else {
		fmt.Fprintf(b, "\x1b[%dT", -by)
	}
	if region {
		b.WriteString("\x1b[r")
	}
}

// paintRow sends the cells of row y that differ from old (all of them that
// are not blank when full).
func (p *Painter) paintRow(b *strings.Builder, y int, row, old []screen.Cell, full bool) {
	from, to := 0, len(row) // the cells to send: [from, to)
	if full {
		for to > 0 && emptyCell(&row[to-1]) {
			to--
		}
	} else {
		for from < len(row) && row[from] == old[from] {
			from++
		}
		for to > from && row[to-1] == old[to-1] {
			to--
		}
	}
	if from >= to {
		return
	}
	// Start at a character's first cell; end after its last.
	for from > 0 && row[from].Width == 0 && row[from-1].Width >= 2 {
		from--
	}
	if w := row[to-1].Width; w >= 2 {
		to = min(to-1+w, len(row))
	}
	fmt.Fprintf(b, "\x1b[%d;%dH", y+1, from+1)
	for x := from; x < to; {
		c := &row[x]
		w := max(c.Width, 1)
		p.setPen(b, c.Style)
		switch {
		case x+w > len(row):
			// A wide character the view's right edge cuts: a blank, as
			// tmux shows it.
			b.WriteByte(' ')
			w = 1
		case c.Text == "":
			b.WriteByte(' ')
		default:
			b.WriteString(c.Text)
		}
		x += w
	}
}

// paintStatus writes the status line on the terminal's last row. It names
// the session's program, which chose its name: the text's controls are
// spelled out (spell.Out).
func (p *Painter) paintStatus(b *strings.Builder, status string) {
	fmt.Fprintf(b, "\x1b[%d;1H\x1b[m\x1b[7m", p.rows)
	p.pen = screen.Style{Attrs: screen.Reverse}
	w := 0
	g := uniseg.NewGraphemes(spell.Out(status))
	for g.Next() {
		if w+g.Width() > p.cols {
			break
		}
		b.WriteString(g.Str())
		w += g.Width()
	}
	b.WriteString(strings.Repeat(" ", max(p.cols-w, 0)))
	b.WriteString("\x1b[m")
	p.pen = screen.Style{}
}

func (p *Painter) setPen(b *strings.Builder, s screen.Style) {
	if p.pen == s {
		return
	}
	// A reset then the whole style: terminals agree on it, whatever
	// attributes they lack.
	b.WriteString("\x1b[m")
	if s != (screen.Style{}) {
		writeSGR(b, s)
	}
	p.pen = s
}

// sgrAttrs are the SGR parameters of the attributes, in the order they
// are sent.
var sgrAttrs = []struct {
	a screen.Attr
	n string
}{{screen.Bold, "1"}, {screen.Faint, "2"}, {screen.Italic, "3"}, {screen.Blink, "5"}, {screen.RapidBlink, "6"},
	{screen.Reverse, "7"}, {screen.Conceal, "8"}, {screen.Strike, "9"}, {screen.Overline, "53"}}

// writeSGR writes the one SGR sequence that sets s on a terminal whose
// pen is plain.
func writeSGR(b *strings.Builder, s screen.Style) {
	b.WriteString("\x1b[")
	sep := ""
	param := func(v string) {
		b.WriteString(sep)
		b.WriteString(v)
		sep = ";"
	}
	for _, a := range sgrAttrs {
		if s.Attrs&a.a != 0 {
			param(a.n)
		}
	}
	switch s.Underline {
	case 0:
	case 1:
		param("4")
	default:
		param("4:" + strconv.Itoa(int(s.Underline)))
	}
	writeColor(param, s.Fg, 30, 90, "38")
	writeColor(param, s.Bg, 40, 100, "48")
	writeColor(param, s.UnderlineColor, -1, -1, "58")
	b.WriteByte('m')
}

// writeColor writes the parameters of colour c: the first 8 of the
// palette as base+n, the next 8 as bright+n-8 (when the SGR has such
// forms, base >= 0), else ext;5;n or ext;2;r;g;b.
func writeColor(param func(string), c screen.Color, base, bright int, ext string) {
	if n, ok := c.Palette(); ok {
		switch {
		case base >= 0 && n < 8:
			param(strconv.Itoa(base + int(n)))
		case base >= 0 && n < 16:
			param(strconv.Itoa(bright + int(n) - 8))
		default:
			param(ext + ";5;" + strconv.Itoa(int(n)))
		}
		return
	}
	if r, g, bl, ok := c.RGB(); ok {
		param(fmt.Sprintf("%s;2;%d;%d;%d", ext, r, g, bl))
	}
}

// setModes makes the person's terminal send what the program expects for
// cursor keys, the keypad and pastes.
func (p *Painter) setModes(b *strings.Builder, m Modes) {
	if m.AppCursor != p.modes.AppCursor {
		b.WriteString(map[bool]string{true: "\x1b[?1h", false: "\x1b[?1l"}[m.AppCursor])
	}
	if m.AppKeypad != p.modes.AppKeypad {
		b.WriteString(map[bool]string{true: "\x1b=", false: "\x1b>"}[m.AppKeypad])
	}
	if m.BracketedPaste != p.modes.BracketedPaste {
		b.WriteString(map[bool]string{true: "\x1b[?2004h", false: "\x1b[?2004l"}[m.BracketedPaste])
	}
	p.modes = m
}

// emptyCell reports whether a cell shows nothing: a space or nothing in the
// default style.
func emptyCell(c *screen.Cell) bool {
	return (c.Text == "" || c.Text == " ") && c.Width == 1 && c.Style == (screen.Style{}) && c.Link == ""
}
