package emulator

import (
	"fmt"
	"strings"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/rivo/uniseg"
)

// Frame is the screen's cells at one moment, for painting on a person's
// terminal: what the agent reads as lines, with every cell's colours and
// attributes. It is a value: nothing in it is shared with the terminal.
type Frame struct {
	Cols, Rows int
	// Cells holds Rows*Cols cells, row by row. A wide character's second
	// cell has Width 0 and no content.
	Cells     []uv.Cell
	Cursor    Cursor
	AltScreen bool
	Modes     Modes
}

// Frame returns the screen's cells now, with the cursor and the modes that
// decide what a person's keys must send.
func (t *Terminal) Frame() Frame {
	cells, cols, rows, cursor := t.screenCells()
	t.lock()
	defer t.mu.Unlock()
	return Frame{Cols: cols, Rows: rows, Cells: cells, Cursor: cursor, AltScreen: t.altScreen, Modes: t.modes}
}

// Line returns row y as text, as Snapshot's Lines has it: trailing spaces
// trimmed, a wide character once.
func (f *Frame) Line(y int) string {
	var b strings.Builder
	spaces := 0
	row := f.Cells[y*f.Cols : (y+1)*f.Cols]
	for i := range row {
		c := &row[i]
		if c.Content == "" {
			if c.Width == 0 && i > 0 && row[i-1].Width >= 2 {
				continue // the second half of a wide character
			}
			spaces++
			continue
		}
		writeCell(&b, c, &spaces)
	}
	return b.String()
}

// SetPlain replaces row y with text in the default style, cut at the row's
// width; the session uses it to show a redacted row.
func (f *Frame) SetPlain(y int, text string) {
	row := f.Cells[y*f.Cols : (y+1)*f.Cols]
	for i := range row {
		row[i] = uv.Cell{}
	}
	x := 0
	g := uniseg.NewGraphemes(text)
	for g.Next() && x < f.Cols {
		w := max(g.Width(), 1)
		if x+w > f.Cols {
			break
		}
		row[x] = uv.Cell{Content: g.Str(), Width: w}
		x += w
	}
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
	status     string
	pen        uv.Style // the SGR state of the person's terminal
	modes      Modes    // the key modes set on the person's terminal
	full       bool     // the next Paint redraws everything
	b          strings.Builder
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
// video on the last row.
func (p *Painter) Paint(f Frame, status string) string {
	b := &p.b
	b.Reset()
	cols, rows, _, hasStatus := p.Layout(f)
	full := p.full || p.prev.Cols != f.Cols || p.prev.Rows != f.Rows
	if full {
		// Everything outside the frame stays blank from here on.
		b.WriteString("\x1b[m\x1b[H\x1b[2J")
		p.pen = uv.Style{}
		p.status = ""
	}
	b.WriteString("\x1b[?25l") // no cursor flying around while drawing
	hide := b.Len()
	for y := 0; y < rows; y++ {
		row := f.Cells[y*f.Cols : y*f.Cols+cols]
		var old []uv.Cell
		if !full {
			old = p.prev.Cells[y*f.Cols : y*f.Cols+cols]
		}
		p.paintRow(b, y, row, old, full)
	}
	if !hasStatus {
		status = ""
	}
	if hasStatus && (full || status != p.status) {
		p.paintStatus(b, status)
	}
	p.status = status
	p.setModes(b, f.Modes)
	c := f.Cursor
	if b.Len() == hide && c == p.prev.Cursor {
		// Nothing changed: nothing to send.
		p.prev = f
		return ""
	}
	if c.Row < rows && c.Col < cols {
		fmt.Fprintf(b, "\x1b[%d;%dH", c.Row+1, c.Col+1)
		if c.Visible {
			b.WriteString("\x1b[?25h")
		}
	}
	p.prev = f
	p.full = false
	return b.String()
}

// paintRow sends the cells of row y that differ from old (all of them that
// are not blank when full).
func (p *Painter) paintRow(b *strings.Builder, y int, row, old []uv.Cell, full bool) {
	from, to := 0, len(row) // the cells to send: [from, to)
	if full {
		for to > 0 && emptyCell(&row[to-1]) {
			to--
		}
	} else {
		for from < len(row) && row[from].Equal(&old[from]) {
			from++
		}
		for to > from && row[to-1].Equal(&old[to-1]) {
			to--
		}
	}
	if from >= to {
		return
	}
	// Start at a character's first cell; end after its last.
	for from > 0 && row[from].Width == 0 && row[from].Content == "" && row[from-1].Width >= 2 {
		from--
	}
	if w := row[to-1].Width; w >= 2 {
		to = min(to-1+w, len(row))
	}
	fmt.Fprintf(b, "\x1b[%d;%dH", y+1, from+1)
	for x := from; x < to; {
		c := &row[x]
		w := max(c.Width, 1)
		p.setPen(b, &c.Style)
		switch {
		case x+w > len(row):
			// A wide character the view's right edge cuts: a blank, as
			// tmux shows it.
			b.WriteByte(' ')
			w = 1
		case c.Content == "":
			b.WriteByte(' ')
		default:
			b.WriteString(c.Content)
		}
		x += w
	}
}

// paintStatus writes the status line on the terminal's last row. It names
// the session's program, which chose its name: the text's controls are
// spelled out (Visible).
func (p *Painter) paintStatus(b *strings.Builder, status string) {
	fmt.Fprintf(b, "\x1b[%d;1H\x1b[m\x1b[7m", p.rows)
	p.pen = uv.Style{Attrs: uv.AttrReverse}
	w := 0
	g := uniseg.NewGraphemes(Visible(status))
	for g.Next() {
		if w+g.Width() > p.cols {
			break
		}
		b.WriteString(g.Str())
		w += g.Width()
	}
	b.WriteString(strings.Repeat(" ", max(p.cols-w, 0)))
	b.WriteString("\x1b[m")
	p.pen = uv.Style{}
}

func (p *Painter) setPen(b *strings.Builder, s *uv.Style) {
	if p.pen.Equal(s) {
		return
	}
	// A reset then the whole style: terminals agree on it, whatever
	// attributes they lack.
	b.WriteString("\x1b[m")
	if !s.IsZero() {
		b.WriteString(s.String())
	}
	p.pen = *s
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
func emptyCell(c *uv.Cell) bool {
	return (c.Content == "" || c.Content == " ") && c.Style.IsZero() && c.Link.IsZero()
}
