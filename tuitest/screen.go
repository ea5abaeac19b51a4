package tuitest

import (
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

// Screen is the terminal's screen at one moment. Rows and columns are
// 0-based, as in agentty's MCP results.
type Screen struct {
	// Lines has one entry per row, trailing spaces trimmed; a wide
	// character appears once.
	Lines      []string
	Cursor     Cursor
	Cols, Rows int

	frame emulator.Frame
}

// Cursor is where the cursor is, and whether the program shows it.
type Cursor struct {
	Row, Col int
	Visible  bool
}

// Cell is one cell of the screen: its text and how it is drawn.
type Cell struct {
	// Text is the cell's character (a grapheme cluster): " " for a blank,
	// "" for the second cell of a wide character.
	Text string
	// Fg and Bg are the colours: a basic colour's name ("red",
	// "bright-blue"…), a palette colour's number ("205"), a direct colour
	// as "#ff8700", or "" for the terminal's default.
	Fg, Bg                                  string
	Bold, Italic, Underline, Reverse, Faint bool
}

// Screen returns the screen once the program has settled.
func (term *Term) Screen() Screen {
	term.t.Helper()
	v, err := term.s.Settle(term.ctx(), session.Expect{}, term.timeout)
	term.settled("Screen", v, err)
	return screenOf(term.s.Frame())
}

// screenOf reads a frame as a Screen.
func screenOf(f emulator.Frame) Screen {
	s := Screen{Lines: make([]string, f.Rows), Cursor: Cursor(f.Cursor), Cols: f.Cols, Rows: f.Rows, frame: f}
	for y := range f.Rows {
		s.Lines[y] = f.Line(y)
	}
	return s
}

// Text returns the rows joined by newlines, without the blank rows at the
// bottom.
func (s Screen) Text() string {
	n := len(s.Lines)
	for n > 0 && s.Lines[n-1] == "" {
		n--
	}
	return strings.Join(s.Lines[:n], "\n")
}

// Cell returns the cell at row, col; the zero Cell off the screen.
func (s Screen) Cell(row, col int) Cell {
	if row < 0 || row >= s.Rows || col < 0 || col >= s.Cols {
		return Cell{}
	}
	l := s.frame.LookAt(row, col)
	return Cell{
		Text: s.frame.CellText(row, col),
		Fg:   emulator.ColorName(l.Fg), Bg: emulator.ColorName(l.Bg),
		Bold: l.Attr&emulator.Bold != 0, Italic: l.Attr&emulator.Italic != 0, Underline: l.Attr&emulator.Underline != 0,
		Reverse: l.Attr&emulator.Inverse != 0, Faint: l.Attr&emulator.Faint != 0,
	}
}
