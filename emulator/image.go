package emulator

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"sync"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/charmbracelet/x/ansi"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/gomonobolditalic"
	"golang.org/x/image/font/gofont/gomonoitalic"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// fontSize is the size of the Go Mono faces pictures are drawn with, in
// pixels (points at 72 DPI). At 14 px a cell is 8x17 pixels.
const fontSize = 14

// The colours of a cell that sets none: a fixed dark theme, so that the same
// screen always gives the same picture. OSC 4, 10 and 11 (palette and default
// colour changes) are not followed, for the same reason.
var (
	defaultFg = color.RGBA{0xd0, 0xd0, 0xd0, 0xff} // #d0d0d0
	defaultBg = color.RGBA{0x00, 0x00, 0x00, 0xff} // #000000
)

// basic holds xterm's default 16 basic colours. The other 240 indexed
// colours (a 6x6x6 colour cube and 24 greys) are the same in x/ansi's
// IndexedColor, but its basic 16 are not xterm's.
var basic = func() (p [16]color.RGBA) {
	for i, v := range [16]uint32{
		0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
		0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
	} {
		p[i] = color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
	}
	return p
}()

// The faces of fontSet.faces: bit 0 is bold, bit 1 italic.
const (
	faceRegular = 0
	faceBold    = 1
	faceItalic  = 2
)

// maxGlyphs bounds the glyph cache. Go Mono has under a thousand glyphs per
// face; the bound is for the runes it lacks, which are cached too.
const maxGlyphs = 8192

// fontSet is the Go Mono family at fontSize, with the grid it gives.
type fontSet struct {
	cellW, cellH int // pixels
	ascent       int // pixels from the top of a cell to the baseline
	xHeight      int // pixels

	mu     sync.Mutex // guards faces (an opentype.Face is not safe for concurrent use) and glyphs
	faces  [4]font.Face
	glyphs map[glyphKey]glyph
}

type glyphKey struct {
	r    rune
	face int
}

// glyph is a rune as one face draws it.
type glyph struct {
	ok bool // the face has the rune
	// mask is the coverage, in coordinates where the dot (the origin on the
	// baseline) is (0, 0); nil for a glyph without ink, such as a space.
	mask *image.Alpha
}

// fonts parses the faces the first time a picture is drawn. The fonts are
// compiled in, so a failure is a broken build and panics.
var fonts = sync.OnceValue(func() *fontSet {
	fs := &fontSet{glyphs: make(map[glyphKey]glyph)}
	for i, ttf := range [4][]byte{
		faceRegular:           gomono.TTF,
		faceBold:              gomonobold.TTF,
		faceItalic:            gomonoitalic.TTF,
		faceBold | faceItalic: gomonobolditalic.TTF,
	} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(fmt.Sprintf("emulator: parse Go Mono face %d: %v", i, err))
		}
		fs.faces[i], err = opentype.NewFace(f, &opentype.FaceOptions{Size: fontSize, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			panic(fmt.Sprintf("emulator: Go Mono face %d: %v", i, err))
		}
	}
	m := fs.faces[faceRegular].Metrics()
	adv, _ := fs.faces[faceRegular].GlyphAdvance('M')
	fs.cellW = adv.Ceil()
	fs.ascent = m.Ascent.Ceil()
	fs.cellH = fs.ascent + m.Descent.Ceil()
	fs.xHeight = m.XHeight.Round()
	return fs
})

// glyph returns rune r in a face, rasterizing it on first use.
func (fs *fontSet) glyph(r rune, face int) glyph {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	k := glyphKey{r, face}
	if g, ok := fs.glyphs[k]; ok {
		return g
	}
	dr, mask, maskp, _, ok := fs.faces[face].Glyph(fixed.Point26_6{}, r)
	g := glyph{ok: ok}
	if ok && !dr.Empty() {
		// mask is the face's own buffer, reused by the next call: copy it.
		g.mask = image.NewAlpha(dr)
		draw.Draw(g.mask, dr, mask, maskp, draw.Src)
	}
	if len(fs.glyphs) < maxGlyphs {
		fs.glyphs[k] = g
	}
	return g
}

// CellSize returns the size in pixels of one cell in the pictures
// [Terminal.Image] draws: a picture of a cols x rows screen is
// cols*w x rows*h pixels.
func CellSize() (w, h int) {
	fs := fonts()
	return fs.cellW, fs.cellH
}

// Image renders the screen as a picture: one CellSize rectangle per cell,
// drawn with the Go Mono fonts. It shows the colours (16 and 256 through
// xterm's default palette, truecolour as given, unset ones as #d0d0d0 on
// #000000), bold and italic (with those faces), faint (the foreground halfway
// to the background), inverse, underline (single, double, curly, dotted,
// dashed; in the underline colour when one is set), strikethrough and
// concealed text, wide characters across two cells, and the cursor, when
// shown, as a block: its cell with foreground and background swapped. Blink
// is drawn steady. A character the font lacks (CJK, emoji) is drawn as an
// outlined box as wide as its cells.
//
// The picture of a large screen is large: 4 bytes a pixel, so about 1 MB for
// 80x24 cells and 270 MB at MaxCols x MaxRows.
func (t *Terminal) Image() *image.RGBA {
	t.lock()
	cells, cursor := t.screenCells()
	cols, rows := t.cols, t.rows
	t.mu.Unlock()
	return drawScreen(cells, cols, rows, cursor)
}

// PNG writes Image as a PNG.
func (t *Terminal) PNG(w io.Writer) error {
	return writePNG(w, t.Image())
}

// writePNG writes a picture as a PNG.
func writePNG(w io.Writer, img *image.RGBA) error {
	if err := png.Encode(w, img); err != nil {
		return fmt.Errorf("write screen as png: %w", err)
	}
	return nil
}

// drawScreen draws cells, cols x rows of them row by row, and the cursor.
func drawScreen(cells []screen.Cell, cols, rows int, cursor Cursor) *image.RGBA {
	fs := fonts()
	img := image.NewRGBA(image.Rect(0, 0, cols*fs.cellW, rows*fs.cellH))
	for y := range rows {
		for x := 0; x < cols; {
			c := &cells[y*cols+x]
			// A wide character covers the placeholder cells after it.
			w := max(c.Width, 1)
			if x+w > cols {
				w = 1
			}
			r := image.Rect(x*fs.cellW, y*fs.cellH, (x+w)*fs.cellW, (y+1)*fs.cellH)
			onCursor := cursor.Visible && cursor.Row == y && cursor.Col >= x && cursor.Col < x+w
			fs.drawCell(img, r, c, onCursor)
			x += w
		}
	}
	return img
}

// drawCell draws one cell (or the cells of a wide character) into r.
func (fs *fontSet) drawCell(img *image.RGBA, r image.Rectangle, c *screen.Cell, onCursor bool) {
	s := &c.Style
	fg, bg := cellColors(s)
	if onCursor {
		fg, bg = bg, fg
	}
	fill(img, r, bg)
	if s.Attrs&screen.Conceal != 0 {
		return
	}
	face := faceRegular
	if s.Attrs&screen.Bold != 0 {
		face |= faceBold
	}
	if s.Attrs&screen.Italic != 0 {
		face |= faceItalic
	}
	fs.drawText(img, r, c.Text, face, fg)
	if s.Underline != 0 {
		ul := fg
		if s.UnderlineColor != 0 {
			ul = resolveColor(s.UnderlineColor, fg)
		}
		fs.drawUnderline(img, r, s.Underline, ul)
	}
	if s.Attrs&screen.Strike != 0 {
		hline(img, r.Min.X, r.Max.X, r.Min.Y+fs.ascent-fs.xHeight/2, fg, solid)
	}
}

// drawText draws a grapheme cluster in r: its first rune, and any more runes
// (combining marks) at the same origin. A first rune the font lacks is drawn
// as a box filling r; later runes the font lacks (a variation selector, a
// zero-width joiner, an unknown mark) are left out.
func (fs *fontSet) drawText(img *image.RGBA, r image.Rectangle, s string, face int, fg color.RGBA) {
	if s == "" || s == " " {
		return
	}
	// A glyph the font has for a wide character is centred in its cells.
	dot := image.Pt(r.Min.X+(r.Dx()-fs.cellW)/2, r.Min.Y+fs.ascent)
	first := true
	for _, ch := range s {
		g := fs.glyph(ch, face)
		if !g.ok && face != faceRegular {
			g = fs.glyph(ch, faceRegular)
		}
		switch {
		case !g.ok && first:
			box(img, r, fg)
			return
		case g.mask != nil:
			blend(img, g.mask, dot, r, fg)
		}
		first = false
	}
}

// box outlines r, inset by a pixel: the mark of a character the font lacks.
func box(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Inset(1)
	if r.Empty() {
		return
	}
	hline(img, r.Min.X, r.Max.X, r.Min.Y, c, solid)
	hline(img, r.Min.X, r.Max.X, r.Max.Y-1, c, solid)
	fill(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+1, r.Max.Y), c)
	fill(img, image.Rect(r.Max.X-1, r.Min.Y, r.Max.X, r.Max.Y), c)
}

// drawUnderline draws an underline of a style along the bottom of r, just
// below the baseline.
func (fs *fontSet) drawUnderline(img *image.RGBA, r image.Rectangle, style uint8, c color.RGBA) {
	y := r.Min.Y + fs.ascent + 1
	switch style {
	case underlineDouble:
		hline(img, r.Min.X, r.Max.X, y-1, c, solid)
		hline(img, r.Min.X, r.Max.X, y+1, c, solid)
	case underlineCurly:
		// A wave two pixels high, its phase from x so that it runs on
		// across cells.
		for x := r.Min.X; x < r.Max.X; x++ {
			dy := [4]int{0, -1, 0, 1}[x%4]
			hline(img, x, x+1, y+dy, c, solid)
		}
	case underlineDotted:
		hline(img, r.Min.X, r.Max.X, y, c, func(x int) bool { return x%2 == 0 })
	case underlineDashed:
		hline(img, r.Min.X, r.Max.X, y, c, func(x int) bool { return x%6 < 4 })
	default:
		hline(img, r.Min.X, r.Max.X, y, c, solid)
	}
}

// solid is the pattern of a solid line.
func solid(int) bool { return true }

// hline draws the pixels [x0, x1) of row y for which on(x) holds. Pixels
// outside the picture are left out.
func hline(img *image.RGBA, x0, x1, y int, c color.RGBA, on func(x int) bool) {
	if y < img.Rect.Min.Y || y >= img.Rect.Max.Y {
		return
	}
	for x := max(x0, img.Rect.Min.X); x < min(x1, img.Rect.Max.X); x++ {
		if on(x) {
			img.SetRGBA(x, y, c)
		}
	}
}

// fill paints r (clipped to the picture) with c.
func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Rect)
	if r.Empty() {
		return
	}
	// Paint one pixel, double it along the first row, copy that row down.
	first := img.Pix[img.PixOffset(r.Min.X, r.Min.Y):img.PixOffset(r.Max.X, r.Min.Y)]
	first[0], first[1], first[2], first[3] = c.R, c.G, c.B, c.A
	for n := 4; n < len(first); n *= 2 {
		copy(first[n:], first[:n])
	}
	for y := r.Min.Y + 1; y < r.Max.Y; y++ {
		copy(img.Pix[img.PixOffset(r.Min.X, y):], first)
	}
}

// blend paints c through a glyph's mask with its dot at dot, clipped to
// clip: each pixel moves from what it was towards c by the mask's coverage.
func blend(img *image.RGBA, mask *image.Alpha, dot image.Point, clip image.Rectangle, c color.RGBA) {
	r := mask.Rect.Add(dot).Intersect(clip).Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		m := mask.Pix[mask.PixOffset(r.Min.X-dot.X, y-dot.Y):]
		p := img.Pix[img.PixOffset(r.Min.X, y):]
		for i := range r.Dx() {
			a := uint32(m[i])
			if a == 0 {
				continue
			}
			q := p[4*i : 4*i+4 : 4*i+4]
			if a == 0xff {
				q[0], q[1], q[2], q[3] = c.R, c.G, c.B, 0xff
				continue
			}
			q[0] = uint8((uint32(q[0])*(255-a) + uint32(c.R)*a) / 255)
			q[1] = uint8((uint32(q[1])*(255-a) + uint32(c.G)*a) / 255)
			q[2] = uint8((uint32(q[2])*(255-a) + uint32(c.B)*a) / 255)
			q[3] = 0xff
		}
	}
}

// The underline styles of screen.Style's Underline past a single one.
const (
	underlineDouble = 2 + iota
	underlineCurly
	underlineDotted
	underlineDashed
)

// resolveColor maps a cell's colour to RGB: the default to def, the 16
// basic colours to xterm's, the other palette colours through x/ansi
// (xterm's colour cube and greys), a direct colour as given.
func resolveColor(c screen.Color, def color.RGBA) color.RGBA {
	if n, ok := c.Palette(); ok {
		if n < 16 {
			return basic[n]
		}
		r, g, b, _ := ansi.IndexedColor(n).RGBA()
		return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
	}
	if r, g, b, ok := c.RGB(); ok {
		return color.RGBA{r, g, b, 0xff}
	}
	return def
}

// cellColors are the colours a style draws with: its foreground and
// background resolved (the defaults where unset), faint and reverse
// applied. Pictures, SVG and the web page's stretches all take them from
// here.
func cellColors(s *screen.Style) (fg, bg color.RGBA) {
	fg, bg = resolveColor(s.Fg, defaultFg), resolveColor(s.Bg, defaultBg)
	if s.Attrs&screen.Faint != 0 {
		fg = mix(fg, bg)
	}
	if s.Attrs&screen.Reverse != 0 {
		fg, bg = bg, fg
	}
	return fg, bg
}

// mix returns the colour halfway between a and b.
func mix(a, b color.RGBA) color.RGBA {
	return color.RGBA{
		uint8((uint16(a.R) + uint16(b.R)) / 2),
		uint8((uint16(a.G) + uint16(b.G)) / 2),
		uint8((uint16(a.B) + uint16(b.B)) / 2),
		0xff,
	}
}
