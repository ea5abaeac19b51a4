package emulator

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"strings"

	"github.com/agentty/agentty/emulator/screen"
)

// Stretch is a stretch of one row's cells that look the same, for showing a
// screen in a web page: the text and how many cells it covers, with the
// colours resolved as pictures resolve them (16 and 256 colours through
// xterm's palette, faint and inverse applied), so that the page only lays
// out what the emulator says. A wide character is a stretch of its own.
type Stretch struct {
	Text  string `json:"t"`
	Cells int    `json:"n"`
	// Fg and Bg are #rrggbb, or "" for the default colours (DefaultColors).
	Fg string `json:"fg,omitempty"`
	Bg string `json:"bg,omitempty"`
	// Attrs is a set of StretchBold, StretchItalic, StretchStrike.
	Attrs int `json:"a,omitempty"`
	// Underline is 0 (none), 1 single, 2 double, 3 curly, 4 dotted, 5
	// dashed; UnderlineColor is #rrggbb or "" for the text's colour.
	Underline      int    `json:"u,omitempty"`
	UnderlineColor string `json:"uc,omitempty"`
}

// Stretch attributes.
const (
	StretchBold   = 1
	StretchItalic = 2
	StretchStrike = 4
)

// DefaultColors returns the foreground and background, as #rrggbb, of a
// cell that sets none: the same fixed dark theme pictures use.
func DefaultColors() (fg, bg string) { return hexColor(defaultFg), hexColor(defaultBg) }

// Stretches returns row y as stretches, left to right, covering every cell of the
// row (blanks included).
func (f *Frame) Stretches(y int) []Stretch {
	row := f.Cells[y*f.Cols : (y+1)*f.Cols]
	var out []Stretch
	var text strings.Builder
	var cur Stretch
	flush := func() {
		if cur.Cells > 0 {
			cur.Text = text.String()
			out = append(out, cur)
		}
		text.Reset()
		cur = Stretch{}
	}
	for x := 0; x < len(row); {
		c := &row[x]
		w := max(c.Width, 1)
		content := c.Text
		switch {
		case x+w > len(row):
			// A wide character the right edge cuts: a blank, as the
			// painter and pictures show it.
			w, content = 1, " "
		case content == "":
			content = " "
		}
		if c.Style.Attrs&screen.Conceal != 0 {
			content = strings.Repeat(" ", w)
		}
		r := stretchStyle(&c.Style)
		if w > 1 || cur.Cells > 0 && (cur.Fg != r.Fg || cur.Bg != r.Bg || cur.Attrs != r.Attrs ||
			cur.Underline != r.Underline || cur.UnderlineColor != r.UnderlineColor) {
			flush()
		}
		if cur.Cells == 0 {
			cur = r
		}
		text.WriteString(content)
		cur.Cells += w
		if w > 1 {
			flush()
		}
		x += w
	}
	flush()
	return out
}

// stretchStyle is the look of a cell as a stretch without text.
func stretchStyle(s *screen.Style) Stretch {
	fg, bg := cellColors(s)
	var r Stretch
	if fg != defaultFg {
		r.Fg = hexColor(fg)
	}
	if bg != defaultBg {
		r.Bg = hexColor(bg)
	}
	if s.Attrs&screen.Bold != 0 {
		r.Attrs |= StretchBold
	}
	if s.Attrs&screen.Italic != 0 {
		r.Attrs |= StretchItalic
	}
	if s.Attrs&screen.Strike != 0 {
		r.Attrs |= StretchStrike
	}
	if s.Underline != 0 {
		r.Underline = min(int(s.Underline), 5)
		if s.UnderlineColor != 0 {
			r.UnderlineColor = hexColor(resolveColor(s.UnderlineColor, fg))
		}
	}
	return r
}

func hexColor(c color.RGBA) string {
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}

// Image draws the frame as Terminal.Image draws the screen.
func (f *Frame) Image() *image.RGBA {
	return drawScreen(f.Cells, f.Cols, f.Rows, f.Cursor)
}

// PNG writes the frame's Image as a PNG.
func (f *Frame) PNG(w io.Writer) error {
	if err := png.Encode(w, f.Image()); err != nil {
		return fmt.Errorf("write frame as png: %w", err)
	}
	return nil
}

// EncodeText returns what a terminal sends for typed or pasted text:
// newlines as carriage returns (the Enter key), and, for a paste when the
// program enabled bracketed paste in m, the text between the paste markers
// (with any end marker inside it taken out, so that it cannot end the
// paste early).
func EncodeText(text string, paste bool, m Modes) []byte {
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\r"), "\n", "\r")
	if !paste || !m.BracketedPaste {
		return []byte(text)
	}
	b := make([]byte, 0, len(text)+12)
	b = append(b, "\x1b[200~"...)
	b = append(b, strings.ReplaceAll(text, "\x1b[201~", "")...)
	return append(b, "\x1b[201~"...)
}
