package emulator

// The painter as it was before it asked the differ (Diff) what changed:
// kept here while the two are compared.

import (
	"fmt"
	"strings"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/spell"
)

// oldPainter draws frames on a person's terminal (a terminal emulator that
// understands xterm's sequences), sending only the cells that changed since
// the frame before. The person's terminal may be of another size than the
// frames: the top-left part that fits is shown, and a status line says so.
//
// A oldPainter is not safe for concurrent use.
type oldPainter struct {
	cols, rows int   // the person's terminal
	prev       Frame // the frame on the person's screen; zero before the first
	status     string
	pen        screen.Style // the SGR state of the person's terminal
	modes      Modes        // the key modes set on the person's terminal
	full       bool         // the next Paint redraws everything
	b          strings.Builder
}

// NewoldPainter returns a painter for a terminal of cols x rows cells.
func newOldPainter(cols, rows int) *oldPainter {
	return &oldPainter{cols: max(cols, 1), rows: max(rows, 1), full: true}
}

// Resize tells the painter the person's terminal has a new size; the next
// Paint redraws everything.
func (p *oldPainter) Resize(cols, rows int) {
	p.cols, p.rows = max(cols, 1), max(rows, 1)
	p.full = true
}

// Layout says how a frame fits the person's terminal: how many of its
// columns and rows are shown (from the top left), and whether some are cut
// off. A status line takes the terminal's last row when the frame does not
// fill the terminal exactly or is cut.
func (p *oldPainter) Layout(f Frame) (cols, rows int, cut, status bool) {
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
func (p *oldPainter) Start() string {
	return "\x1b[?1049h\x1b[m\x1b[H\x1b[2J"
}

// End is what the person's terminal is sent last: the modes set for the
// program reset, the cursor shown, and the person's own screen back.
// It resets every mode a oldPainter sets, whatever it set.
func (p *oldPainter) End() string {
	p.modes = Modes{}
	return "\x1b[m\x1b[?1l\x1b>\x1b[?2004l\x1b[?25h\x1b[?1049l"
}

// Paint returns what brings the person's terminal from the previous frame
// to f, with status (when Layout says there is a status line) in reverse
// video on the last row.
func (p *oldPainter) Paint(f Frame, status string) string {
	b := &p.b
	b.Reset()
	cols, rows, _, hasStatus := p.Layout(f)
	full := p.full || p.prev.Cols != f.Cols || p.prev.Rows != f.Rows
	if full {
		// Everything outside the frame stays blank from here on.
		b.WriteString("\x1b[m\x1b[H\x1b[2J")
		p.pen = screen.Style{}
		p.status = ""
	}
	b.WriteString("\x1b[?25l") // no cursor flying around while drawing
	hide := b.Len()
	for y := 0; y < rows; y++ {
		row := f.Cells[y*f.Cols : y*f.Cols+cols]
		var old []screen.Cell
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
func (p *oldPainter) paintRow(b *strings.Builder, y int, row, old []screen.Cell, full bool) {
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
func (p *oldPainter) paintStatus(b *strings.Builder, status string) {
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

func (p *oldPainter) setPen(b *strings.Builder, s screen.Style) {
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

// setModes makes the person's terminal send what the program expects for
// cursor keys, the keypad and pastes.
func (p *oldPainter) setModes(b *strings.Builder, m Modes) {
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
