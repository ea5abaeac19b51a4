package emulator

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"github.com/agentty/agentty/emulator/screen"
)

// The screen as an SVG picture: the grid Image draws (its cell size, its
// colours resolved by the same code through Stretches, the cursor as a
// block), with the text kept as text, one <text> element a stretch of
// cells that look the same, so that the picture can be searched, read and
// diffed. Each element is told the width of its cells (textLength), so
// the grid holds whatever monospace font the viewer has.

// svgFont is the font the picture asks for: Go Mono, which Image draws
// with, then what the viewer has.
const svgFont = `'Go Mono', 'DejaVu Sans Mono', 'Menlo', 'Consolas', monospace`

// SVG writes the screen as an SVG picture; see [Frame.SVG].
func (t *Terminal) SVG(w io.Writer) error {
	f := t.Frame()
	return f.SVG(w)
}

// SVG writes the frame as an SVG picture of CellSize cells: the
// background of each stretch of cells that look the same as a rectangle,
// its text as a <text> element (bold, italic, the colours with faint and
// reverse applied, as Image draws them), underlines (single, double,
// curly, dotted, dashed) and strikethrough as lines, concealed text as
// blanks, and the cursor, when shown, as a block with its cell's colours
// swapped. Hidden cells are stars, as in every view of the screen.
func (f *Frame) SVG(w io.Writer) error {
	fs := fonts()
	cw, ch := fs.cellW, fs.cellH
	defFg, defBg := DefaultColors()
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="%s" font-size="%d" xml:space="preserve">`+"\n",
		f.Cols*cw, f.Rows*ch, f.Cols*cw, f.Rows*ch, svgFont, fontSize)
	fmt.Fprintf(b, `<rect width="100%%" height="100%%" fill="%s"/>`+"\n", defBg)
	for y := range f.Rows {
		x := 0
		top := y * ch
		for _, s := range f.Stretches(y) {
			left, width := x*cw, s.Cells*cw
			x += s.Cells
			fg := or(s.Fg, defFg)
			if s.Bg != "" {
				fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", left, top, width, ch, s.Bg)
			}
			if strings.TrimLeft(s.Text, " ") != "" {
				svgText(b, s, left, top+fs.ascent, width, fg)
			}
			if s.Underline != 0 {
				svgUnderline(b, s.Underline, left, width, top+fs.ascent+1, or(s.UnderlineColor, fg))
			}
			if s.Attrs&StretchStrike != 0 {
				fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="1" fill="%s"/>`+"\n", left, top+fs.ascent-fs.xHeight/2, width, fg)
			}
		}
	}
	f.svgCursor(b, cw, ch, fs.ascent)
	b.WriteString("</svg>\n")
	return b.Flush()
}

// svgCursor draws the cursor's block: its cell (the whole of a wide
// character) with foreground and background swapped, as Image does.
func (f *Frame) svgCursor(b *bufio.Writer, cw, ch, ascent int) {
	c := f.Cursor
	if !c.Visible || c.Row < 0 || c.Row >= f.Rows || c.Col < 0 || c.Col >= f.Cols {
		return
	}
	x := c.Col
	for x > 0 && f.Cells[c.Row*f.Cols+x].Width == 0 {
		x-- // on a wide character's second cell: the character's block
	}
	cell := &f.Cells[c.Row*f.Cols+x]
	w := max(cell.Width, 1)
	if x+w > f.Cols {
		w = 1
	}
	defFg, defBg := DefaultColors()
	s := stretchStyle(&cell.Style)
	s.Cells = w
	s.Text = cell.Text
	fg, bg := or(s.Bg, defBg), or(s.Fg, defFg)
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x*cw, c.Row*ch, w*cw, ch, bg)
	if s.Text != "" && s.Text != " " && cell.Style.Attrs&screen.Conceal == 0 {
		svgText(b, s, x*cw, c.Row*ch+ascent, w*cw, fg)
	}
}

// svgText writes a stretch's text with its baseline at y, fitted to width.
func svgText(b *bufio.Writer, s Stretch, x, y, width int, fill string) {
	fmt.Fprintf(b, `<text x="%d" y="%d" textLength="%d" lengthAdjust="spacingAndGlyphs" fill="%s"`, x, y, width, fill)
	if s.Attrs&StretchBold != 0 {
		b.WriteString(` font-weight="bold"`)
	}
	if s.Attrs&StretchItalic != 0 {
		b.WriteString(` font-style="italic"`)
	}
	b.WriteString(">")
	_ = xml.EscapeText(b, []byte(s.Text)) // writes to a bufio.Writer, whose error Flush returns
	b.WriteString("</text>\n")
}

// svgUnderline draws an underline of a style (Stretch.Underline) just
// below the baseline, at y, as Image's drawUnderline does.
func svgUnderline(b *bufio.Writer, style, x, width, y int, c string) {
	line := func(y int, dash string) {
		fmt.Fprintf(b, `<line x1="%d" y1="%d.5" x2="%d" y2="%d.5" stroke="%s" stroke-width="1"%s/>`+"\n", x, y, x+width, y, c, dash)
	}
	switch style {
	case underlineDouble:
		line(y-1, "")
		line(y+1, "")
	case underlineCurly:
		fmt.Fprintf(b, `<path d="M%d %d.5`, x, y)
		for px := x; px < x+width; px += 4 {
			fmt.Fprintf(b, ` q1 -1 2 0 q1 1 2 0`)
		}
		fmt.Fprintf(b, `" fill="none" stroke="%s" stroke-width="1"/>`+"\n", c)
	case underlineDotted:
		line(y, ` stroke-dasharray="1 1"`)
	case underlineDashed:
		line(y, ` stroke-dasharray="4 2"`)
	default:
		line(y, "")
	}
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
