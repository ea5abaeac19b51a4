package emulator

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"

	"github.com/agentty/agentty/emulator/screen"
)

// nextTerm's frames and pictures: the engine's cells as the cells the
// painter and drawScreen take.

// Frame is Terminal.Frame.
func (t *nextTerm) Frame() Frame {
	t.lock()
	defer t.mu.Unlock()
	cells, cursor := t.screenCells()
	return Frame{Cols: t.cols, Rows: t.rows, Cells: cells, Cursor: cursor,
		AltScreen: t.scr.AltScreen(), Modes: modesOf(t.scr.Modes())}
}

// Image is Terminal.Image.
func (t *nextTerm) Image() *image.RGBA {
	t.lock()
	cells, cursor := t.screenCells()
	cols, rows := t.cols, t.rows
	t.mu.Unlock()
	return drawScreen(cells, cols, rows, cursor)
}

// PNG writes Image as a PNG.
func (t *nextTerm) PNG(w io.Writer) error {
	if err := png.Encode(w, t.Image()); err != nil {
		return fmt.Errorf("write screen as png: %w", err)
	}
	return nil
}

// screenCells is Terminal.screenCells. The caller holds mu.
func (t *nextTerm) screenCells() ([]uv.Cell, Cursor) {
	t.maskCells()
	cols := t.cols
	cells := make([]uv.Cell, 0, cols*t.rows)
	var row []screen.Cell
	for y := range t.rows {
		row = t.scr.Row(y, row[:0])
		for x := range row {
			cells = append(cells, uvCell(&row[x]))
		}
	}
	// Hidden cells are drawn as the text shows them.
	for i := range cells {
		if c := &cells[i]; c.Link.URL == maskLink && c.Width > 0 {
			w := c.Width
			for j := i; j < i+w && j < len(cells) && j/cols == i/cols; j++ {
				cells[j].Content, cells[j].Width, cells[j].Style = string(maskChar), 1, c.Style
			}
		}
	}
	cur := t.scr.Cursor()
	return cells, Cursor{Row: cur.Row, Col: cur.Col, Visible: cur.Visible}
}

// uvCell is a cell of the engine as the painter takes it: a blank is a
// space.
func uvCell(c *screen.Cell) uv.Cell {
	u := uv.Cell{Content: c.Text, Width: c.Width, Style: uvStyle(c.Style), Link: uv.Link{URL: c.Link}}
	if c.Width == 1 && c.Text == "" {
		u.Content = " "
	}
	return u
}

func uvStyle(s screen.Style) uv.Style {
	return uv.Style{Fg: uvColor(s.Fg), Bg: uvColor(s.Bg), UnderlineColor: uvColor(s.UnderlineColor),
		Underline: uv.Underline(s.Underline), Attrs: uint8(s.Attrs)}
}

// uvColor is a colour of the engine as x/vt gives it: the first 16 of
// the palette as basic colours.
func uvColor(c screen.Color) color.Color {
	if n, ok := c.Palette(); ok {
		if n < 16 {
			return ansi.BasicColor(n)
		}
		return ansi.IndexedColor(n)
	}
	if r, g, b, ok := c.RGB(); ok {
		return color.RGBA{r, g, b, 0xff}
	}
	return nil
}
