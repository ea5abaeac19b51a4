package screen

import (
	"encoding/binary"
	"slices"
	"unicode/utf8"
)

// Rows and cells of one screen, the rows kept in a ring.

// ClusterMax is the most bytes of a grapheme cluster one cell keeps (the
// runes after them still join the cell and are dropped).
const ClusterMax = 32

// cell is one cell of the grid, in one word, so that writing one is one
// store: from its low bits, its character's glyph id (glyph.go: 0 a
// blank, below 0x80 ASCII; 30 bits), its kind (2 bits: narrow, wide, the
// first half of a wide character, or tail, its second half), its style's
// id in the terminal's style table (16 bits) and its hyperlink's in the
// link table (16 bits, 0 none). The zero cell is a plain blank; a cell
// of ASCII is its byte, with its style and link above it.
type cell uint64

// The kinds of cell.
const (
	narrow uint8 = iota
	wide
	tail
)

const (
	idBits = 30
	idMask = 1<<idBits - 1
)

// blankOf is a blank of style st and no link.
func blankOf(st uint16) cell { return cell(st) << 32 }

// penCell is a blank of style st and link id.
func penCell(st, link uint16) cell { return cell(st)<<32 | cell(link)<<48 }

func (k cell) ch() uint32    { return uint32(k) & idMask }
func (k cell) kind() uint8   { return uint8(uint32(k) >> idBits) }
func (k cell) style() uint16 { return uint16(k >> 32) }
func (k cell) link() uint16  { return uint16(k >> 48) }

// with is k holding glyph id of the kind given, in its style and link.
func (k cell) with(id uint32, kind uint8) cell {
	return k&^(1<<32-1) | cell(id) | cell(kind)<<idBits
}

// withID is k holding glyph id, its kind, style and link kept.
func (k cell) withID(id uint32) cell { return k&^idMask | cell(id) }

// withLink is k with link id.
func (k cell) withLink(id uint16) cell { return k&^(0xFFFF<<48) | cell(id)<<48 }

func kindOf(width int) uint8 {
	if width == 2 {
		return wide
	}
	return narrow
}

// row is one row of a screen. wrapped says its text goes on on the next
// row (the cursor wrapped there). text is the text of cells[:known] as
// rowInto writes it, kept as runs of text print there left to right from
// the row's start (the bytes of those runs: goesOn, goOn), so that the
// row's text costs a copy when it scrolls into history; any other write
// at or before column known forgets it (printed, touch).
type row struct {
	cells   []cell
	text    []byte
	end     int32 // cells[end:] are plain blanks
	known   int32
	wrapped bool
}

// forget empties what r knows of its text.
func (r *row) forget() { r.known, r.text = 0, r.text[:0] }

// printed notes that a run of text was printed into r's cells from
// column x0 (cut: it blanked the head of a wide character at x0-1): r
// forgets its text when it knew that of cells the run changed.
func (r *row) printed(x0 int, cut bool) {
	if k := int(r.known); k > x0 || k == x0 && cut {
		r.forget()
	}
}

// goOn is printed for a run of n bytes printed into cells [x0, x1), each
// of its characters into cells of its own, its bytes their glyphs' text;
// when r knew its text up to x0, and has room (growing its text to the
// most a row needs), it returns where the run's bytes go for r to know
// its text up to x1 (the caller writes them there), else nil.
func (r *row) goOn(x0, x1, n int, cut bool) []byte {
	r.printed(x0, cut)
	k := len(r.text)
	if int(r.known) != x0 || k+n > 4*len(r.cells) {
		return nil
	}
	if k+n > cap(r.text) {
		r.text = slices.Grow(r.text, 4*len(r.cells)-k)
	}
	r.text, r.known = r.text[:k+n], int32(x1)
	return r.text[k:]
}

// goesOn is goOn where r knew its text up to x0 and has room without
// growing, and nil otherwise, changing nothing (inlined where text is
// printed; textGoesOn does the rest).
func (r *row) goesOn(x0, x1, n int, cut bool) []byte {
	if k := len(r.text); int(r.known) == x0 && k+n <= cap(r.text) && !cut {
		r.text, r.known = r.text[:k+n], int32(x1)
		return r.text[k:]
	}
	return nil
}

// grid is the rows of one screen, rows[(top+y)%len(rows)] being row y.
type grid struct {
	rows []row
	top  int
	cols int
}

func newGrid(cols, rows int) *grid {
	g := &grid{rows: make([]row, rows), cols: cols}
	for i := range g.rows {
		g.rows[i].cells = make([]cell, cols)
	}
	return g
}

// row returns row y (0 the top).
func (g *grid) row(y int) *row {
	i := g.top + y
	if i >= len(g.rows) {
		i -= len(g.rows) // no division: this is on every path
	}
	return &g.rows[i]
}

// blankRow fills r with blank cells of style st.
func blankRow(r *row, st uint16) {
	if st == 0 {
		fillBlank(r.cells[:r.end], 0)
		r.end = 0
	} else {
		fillBlank(r.cells, st)
		r.end = int32(len(r.cells))
	}
	r.wrapped = false
	r.forget()
}

// touch returns row y's cells for a write that changes none before
// column x0 but for blanking a wide character's head at x0-1, and none
// at or past column x1 but for blanking a wide character's tail there (a
// tail is never past the row's end).
func (g *grid) touch(y, x0, x1 int) []cell {
	r := g.row(y)
	r.end = int32(min(max(int(r.end), x1), len(r.cells)))
	if int(r.known) >= x0 {
		r.forget()
	}
	return r.cells
}

// extend is touch for a run of text that writes r's cells up to x1
// (goOn says what r then knows of its text).
func (r *row) extend(x1 int) []cell {
	r.end = int32(min(max(int(r.end), x1), len(r.cells)))
	return r.cells
}

// fillBlank makes every cell of cs a blank of style st.
func fillBlank(cs []cell, st uint16) {
	if st == 0 && len(cs) > 4 {
		clear(cs)
		return
	}
	fill(cs, blankOf(st))
}

// fill sets every cell of cs to k; a long run by doubling copies, which
// cost less than a store a cell (and far less under the race detector,
// which checks a copy once and a store each time).
func fill(cs []cell, k cell) {
	if len(cs) < 64 {
		for i := range cs {
			cs[i] = k
		}
		return
	}
	cs[0] = k
	for n := 1; n < len(cs); n *= 2 {
		copy(cs[n:], cs[:n])
	}
}

// rowText is a row's text with its trailing blanks trimmed: a wide
// character once, a blank as a space.
func (c *core) rowText(r *row, buf *[]byte) string { return string(c.rowBytes(r, buf)) }

// rowBytes is rowText in buf (which it grows); *buf is left holding the
// text untrimmed.
func (c *core) rowBytes(r *row, buf *[]byte) []byte {
	need := 4*int(r.end) + 4
	for {
		b := slices.Grow((*buf)[:0], need)
		if n := c.rowInto(r, b[:cap(b)]); n >= 0 {
			*buf = b[:n]
			return trimBlanks(b[:n])
		}
		need = (ClusterMax+4)*int(r.end) + 4 // a long cluster in every cell
	}
}

// rowInto writes row r's text, a blank as a space and a wide character
// once, untrimmed, into b and returns its length; -1 when b is too short.
// b has room enough with 4 bytes a cell and 4 more when no glyph of the
// row is longer than 4 bytes.
func (c *core) rowInto(r *row, b []byte) int {
	cs := r.cells[:r.end]
	if len(b) < 4*len(cs)+4 {
		return -1
	}
	i := 0
	for ; i < len(cs) && uint32(cs[i])-1 < 0x7f; i++ { // ASCII (narrow), the most of most rows
		b[i] = byte(cs[i])
	}
	// The rest a cell at a time: a rune encoded where it goes, a cluster
	// of 4 bytes or fewer with one store of 4 (b has room for 4 a cell
	// to its end).
	n := i
	list, short := c.glyphs.list, c.glyphs.short
	for ; i < len(cs); i++ {
		switch id := cs[i].ch(); {
		case cs[i].kind() == tail:
		case id == 0:
			b[n] = ' '
			n++
		case id < clusterBase:
			n += utf8.EncodeRune(b[n:], rune(id))
		case short[id-clusterBase] != 0:
			u := short[id-clusterBase]
			binary.LittleEndian.PutUint32(b[n:n+4], uint32(u))
			n += int(u >> 56)
		default:
			s := list[id-clusterBase]
			if len(b)-n < len(s)+4*(len(cs)-i)+4 {
				return -1
			}
			n += copy(b[n:], s)
		}
	}
	return n
}

// trimBlanks is b without its trailing spaces.
func trimBlanks(b []byte) []byte {
	n := len(b)
	for n > 0 && b[n-1] == ' ' {
		n--
	}
	return b[:n]
}

// rotateUp moves rows [top, bottom] of g up by one, the top one coming
// back at the bottom (the caller blanks it).
func (g *grid) rotateUp(top, bottom int) {
	if top == 0 && bottom == len(g.rows)-1 {
		if g.top++; g.top == len(g.rows) {
			g.top = 0
		}
		return
	}
	first := *g.row(top)
	for y := top; y < bottom; y++ {
		*g.row(y) = *g.row(y + 1)
	}
	*g.row(bottom) = first
}

// rotateDown moves rows [top, bottom] of g down by one, the bottom one
// coming back at the top (the caller blanks it).
func (g *grid) rotateDown(top, bottom int) {
	if top == 0 && bottom == len(g.rows)-1 {
		g.top = (g.top + len(g.rows) - 1) % len(g.rows)
		return
	}
	last := *g.row(bottom)
	for y := bottom; y > top; y-- {
		*g.row(y) = *g.row(y - 1)
	}
	*g.row(top) = last
}

// cutString cuts s to at most n bytes, at a rune's start.
func cutString(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
