package screen

import (
	"encoding/binary"

	"github.com/charmbracelet/x/ansi"
)

// SGR, and the table styles are interned in: a cell holds a style's id.

// Color is a cell's colour: 0 the terminal's default, PaletteColor(n) an
// entry of the 256-colour palette, RGBColor(r, g, b) a direct colour.
type Color uint32

const (
	paletteTag Color = 1 << 24
	rgbTag     Color = 2 << 24
)

// PaletteColor is entry n of the palette.
func PaletteColor(n uint8) Color { return paletteTag | Color(n) }

// RGBColor is a direct colour.
func RGBColor(r, g, b uint8) Color { return rgbTag | Color(r)<<16 | Color(g)<<8 | Color(b) }

// Palette returns the palette entry and true for a palette colour.
func (c Color) Palette() (uint8, bool) { return uint8(c), c&^0xFFFFFF == paletteTag }

// RGB returns the components and true for a direct colour.
func (c Color) RGB() (r, g, b uint8, ok bool) {
	return uint8(c >> 16), uint8(c >> 8), uint8(c), c&^0xFFFFFF == rgbTag
}

// Attr is a set of SGR attributes.
type Attr uint16

// The attributes SGR sets.
const (
	Bold Attr = 1 << iota
	Faint
	Italic
	Blink
	RapidBlink
	Reverse
	Conceal
	Strike
	Overline
)

// Style is how a cell is drawn. Underline is the underline's style: 0
// none, 1 single, 2 double, 3 curly, 4 dotted, 5 dashed.
type Style struct {
	Fg, Bg, UnderlineColor Color
	Attrs                  Attr
	Underline              uint8
}

// styleMax bounds the styles one terminal interns; past it, new styles
// are drawn plain.
const styleMax = 1 << 16

// styleTable interns styles; id 0 is the plain style.
type styleTable struct {
	list            []Style
	ids             map[Style]uint16
	lastBg, lastErs uint16 // the last erase asked for: a pen and its blank's style
}

func (t *styleTable) init() {
	t.list = []Style{{}}
	t.ids = map[Style]uint16{{}: 0}
	t.lastBg, t.lastErs = 0, 0
}

func (t *styleTable) intern(s Style) uint16 {
	if id, ok := t.ids[s]; ok {
		return id
	}
	if len(t.list) >= styleMax {
		return 0
	}
	id := uint16(len(t.list))
	t.list = append(t.list, s)
	t.ids[s] = id
	return id
}

// erase is the style of a cell erased with pen style id: its background
// only, as xterm erases.
func (t *styleTable) erase(id uint16) uint16 {
	if id == 0 {
		return 0
	}
	if id != t.lastBg {
		t.lastBg, t.lastErs = id, t.intern(Style{Bg: t.list[id].Bg})
	}
	return t.lastErs
}

func init() {
	handle(func(c *core, p ansi.Params) { c.sgr(p) }, 'm')
}

// sgrCache remembers the pens that short SGR sequences made of pens, so
// that the sequences a program repeats cost no style built and hashed.
type sgrCache [64]struct {
	key   uint64 // 0: empty
	style uint16
}

// sgrKey is the key in sgrCache of parameters p applied to pen style
// id, 0 when they do not fit one (more than four, one past 255 or with
// subparameters).
func sgrKey(id uint16, p ansi.Params) uint64 {
	if len(p) > 4 {
		return 0
	}
	k := uint64(len(p)+1)<<48 | uint64(id)<<32
	for i, q := range p {
		n := q.Param(0)
		if n > 255 || q.HasMore() {
			return 0
		}
		k |= uint64(n) << (8 * i)
	}
	return k
}

// sgrSeqs remembers, by their bytes, the SGR sequences of the short form
// programs write most (ESC [, up to 8 digits and semicolons, m) with the
// pen they were applied to and the pen they made, so that such a
// sequence costs no decoding and no dispatch (shortSGR). It is looked at
// before sgrCache, which remembers by their parameters those that come
// through the parser (cut by the end of a write) or are longer.
type sgrSeqs [64]struct {
	seq      uint64 // the bytes between ESC [ and m, little-endian
	n        uint8  // their count + 1; 0: an empty slot
	from, to uint16
}

// shortSGR applies the SGR sequence at the start of p, which starts with
// ESC [, when it is of the short form and p holds 11 bytes or more, and
// returns its length (0 for any other sequence, which the caller
// decodes).
func (c *core) shortSGR(p []byte) int {
	if len(p) < 11 {
		return 0 // the load below reads 8 bytes after ESC [; a sequence at the end of a write is decoded
	}
	n := 0
	for ; n < 8 && p[2+n] != 'm'; n++ {
		if b := p[2+n]; b < '0' || b > ';' || b == ':' {
			return 0
		}
	}
	if p[2+n] != 'm' {
		return 0
	}
	seq := binary.LittleEndian.Uint64(p[2:]) & (1<<(8*n) - 1)
	from := c.pen.style
	h := (seq ^ seq>>23 ^ uint64(from)*0x9E3779B97F4A7C15) * 0x9E3779B97F4A7C15
	slot := &c.sgrSeqs[h>>58]
	if slot.n == uint8(n+1) && slot.seq == seq && slot.from == from {
		c.pen.style = slot.to
		c.last = lastChar{}
		return 3 + n
	}
	k, cmd, np := c.decodeCSI(p[2:])
	if k != n+1 || cmd != 'm' {
		return 0 // never: the short form is a plain SGR
	}
	c.csi(cmd, c.csiParams[:np])
	slot.seq, slot.n, slot.from, slot.to = seq, uint8(n+1), from, c.pen.style
	return 3 + n
}

// sgr applies SGR parameters to the pen.
func (c *core) sgr(p ansi.Params) {
	key := sgrKey(c.pen.style, p)
	slot := &c.sgrCache[(key^key>>32^key>>48)%uint64(len(c.sgrCache))]
	if key != 0 && slot.key == key {
		c.pen.style = slot.style
		return
	}
	c.sgrApply(p)
	if key != 0 {
		slot.key, slot.style = key, c.pen.style
	}
}

func (c *core) sgrApply(p ansi.Params) {
	s := c.styles.list[c.pen.style]
	if len(p) == 0 {
		s = Style{}
	}
	for i := 0; i < len(p); i++ {
		n := p[i].Param(0)
		switch {
		case n == 38 || n == 48 || n == 58:
			var col Color
			col, i = extendedColor(p, i)
			setColor(&s, n, col)
		case p[i].HasMore() && n == 4:
			i++
			s.Underline = uint8(min(max(p[i].Param(1), 0), 5))
			for i < len(p)-1 && p[i].HasMore() {
				i++
			}
		default:
			for i < len(p)-1 && p[i].HasMore() {
				i++ // subparameters of something else: skipped
			}
			sgrOne(&s, n)
		}
	}
	c.pen.style = c.styles.intern(s)
}

// attrOn and attrOff are the attributes SGR n sets and resets, n < 64.
var attrOn = [64]Attr{1: Bold, 2: Faint, 3: Italic, 5: Blink, 6: RapidBlink, 7: Reverse, 8: Conceal, 9: Strike, 53: Overline}
var attrOff = [64]Attr{22: Bold | Faint, 23: Italic, 25: Blink | RapidBlink, 27: Reverse, 28: Conceal, 29: Strike, 55: Overline}

func sgrOne(s *Style, n int) {
	switch {
	case n == 0:
		*s = Style{}
	case n > 0 && n < 64 && attrOn[n] != 0:
		s.Attrs |= attrOn[n]
	case n > 0 && n < 64 && attrOff[n] != 0:
		s.Attrs &^= attrOff[n]
	case n == 4:
		s.Underline = 1
	case n == 21:
		s.Underline = 2
	case n == 24:
		s.Underline = 0
	case n >= 30 && n <= 37:
		s.Fg = PaletteColor(uint8(n - 30))
	case n == 39:
		s.Fg = 0
	case n >= 40 && n <= 47:
		s.Bg = PaletteColor(uint8(n - 40))
	case n == 49:
		s.Bg = 0
	case n == 59:
		s.UnderlineColor = 0
	case n >= 90 && n <= 97:
		s.Fg = PaletteColor(uint8(n - 90 + 8))
	case n >= 100 && n <= 107:
		s.Bg = PaletteColor(uint8(n - 100 + 8))
	}
}

func setColor(s *Style, n int, col Color) {
	switch n {
	case 38:
		s.Fg = col
	case 48:
		s.Bg = col
	default:
		s.UnderlineColor = col
	}
}

// extendedColor reads the colour of SGR 38, 48 or 58 at p[i], in either
// form (38;5;n 38;2;r;g;b, or with colons, 38:2::r:g:b too), and returns
// it (0 when malformed) with the index of its last parameter.
func extendedColor(p ansi.Params, i int) (Color, int) {
	if p[i].HasMore() {
		j := i + 1
		for j < len(p)-1 && p[j].HasMore() {
			j++
		}
		sub := p[i+1 : min(j+1, len(p))]
		return colorOf(sub), j
	}
	if i+1 >= len(p) {
		return 0, i
	}
	switch p[i+1].Param(0) {
	case 5:
		if i+2 < len(p) {
			return PaletteColor(uint8(p[i+2].Param(0))), i + 2
		}
		return 0, len(p) - 1
	case 2:
		if i+4 < len(p) {
			return RGBColor(uint8(p[i+2].Param(0)), uint8(p[i+3].Param(0)), uint8(p[i+4].Param(0))), i + 4
		}
		return 0, len(p) - 1
	}
	return 0, i + 1
}

// colorOf is the colour of the subparameters after 38: (5:n, 2:r:g:b or
// 2:space:r:g:b).
func colorOf(sub ansi.Params) Color {
	if len(sub) == 0 {
		return 0
	}
	switch sub[0].Param(0) {
	case 5:
		if len(sub) >= 2 {
			return PaletteColor(uint8(sub[1].Param(0)))
		}
	case 2:
		if len(sub) >= 5 {
			sub = sub[1:]
		}
		if len(sub) >= 4 {
			return RGBColor(uint8(sub[1].Param(0)), uint8(sub[2].Param(0)), uint8(sub[3].Param(0)))
		}
	}
	return 0
}
