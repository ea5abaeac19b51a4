package emulator

import uv "github.com/charmbracelet/ultraviolet"

// What elide knows the screen's cells show.
//
// elide compares each cell of a redrawn run with the character it would
// print there, through x/vt's cells (four calls deep, colours behind
// interfaces): in a full-screen redraw that comparison is most of
// agentty's own time. shownCells keeps, per cell, the ASCII character and
// the pen that elide last left there, so a redraw of the same text is
// compared byte by byte. It draws nothing: x/vt still gets every change,
// and a cell not known here is compared with x/vt's.
//
// It is forgotten whenever anything but elide may have changed a cell:
// the scanner forgets it for every sequence, control and character it
// does not know to leave the cells alone (sequence, control and run in
// feed.go), and writeVT, innerWrite, setCell, a resize and a fault forget
// it whatever they write. Only the scanner's own units (writeScanned) and
// elide's writes leave it.
type shownCells struct {
	epoch uint32   // the knowledge of a row holds while its epoch is this
	rows  []uint32 // each row's epoch
	text  []byte   // per cell (row-major): the ASCII character shown, 0 unknown
	pen   []uint16 // per cell: the pen it is shown in (an id of pens)
	cols  int
	pens  map[penKey]uint16
	// recent are the last pens looked up (id 0: none), next the one to
	// replace.
	recent [8]recentPen
	next   int
}

// penKey is what makes two pens print the same cell.
type penKey struct {
	fg, bg, ul colourKey
	attrs      uint8
	underline  uv.Underline
	link       uv.Link
}

// maxPens bounds the pens given an id; past it, everything is forgotten.
const maxPens = 1 << 12

// resize makes room for a screen of cols x rows, knowing nothing.
func (k *shownCells) resize(cols, rows int) {
	k.cols = cols
	k.rows = make([]uint32, rows)
	k.text = make([]byte, cols*rows)
	k.pen = make([]uint16, cols*rows)
	k.forget()
}

// forget drops what is known of every cell.
func (k *shownCells) forget() {
	k.epoch++
	if k.epoch == 0 { // wrapped: a row's old epoch could come back
		clear(k.rows)
		k.epoch = 1
	}
}

// forgetRow drops what is known of row y's cells.
func (k *shownCells) forgetRow(y int) {
	if y >= 0 && y < len(k.rows) {
		k.rows[y] = 0
	}
}

// row returns the known characters and pens of row y (0 where unknown).
func (k *shownCells) row(y int) ([]byte, []uint16) {
	if y < 0 || y >= len(k.rows) {
		return nil, nil
	}
	text, pen := k.text[y*k.cols:(y+1)*k.cols], k.pen[y*k.cols:(y+1)*k.cols]
	if k.rows[y] != k.epoch {
		clear(text)
		k.rows[y] = k.epoch
	}
	return text, pen
}

// id returns the pen's id (from 1), or 0 for a pen whose colours elide
// cannot compare (nothing is then known of the cells it prints).
func (k *shownCells) id(p *penCell) uint16 {
	if !p.plain {
		return 0
	}
	return k.idOf(penKey{fg: p.fg, bg: p.bg, ul: p.ul, attrs: p.attrs, underline: p.underline, link: p.cell.Link})
}

// idOf returns the id of a pen.
func (k *shownCells) idOf(key penKey) uint16 {
	// A program redraws with a few pens: the recent ones are looked
	// through before the map.
	for i := range k.recent {
		if r := &k.recent[i]; r.id != 0 && r.key == key {
			return r.id
		}
	}
	id, ok := k.pens[key]
	if !ok {
		if k.pens == nil || len(k.pens) >= maxPens {
			k.pens = map[penKey]uint16{}
			k.recent = [8]recentPen{}
			k.forget() // the old ids go
		}
		id = uint16(len(k.pens) + 1)
		k.pens[key] = id
	}
	k.recent[k.next] = recentPen{key, id}
	k.next = (k.next + 1) % len(k.recent)
	return id
}

// recentPen is a pen's id, kept among the recent ones.
type recentPen struct {
	key penKey
	id  uint16
}

// setCell sets a cell of x/vt's screen, forgetting what elide knew of the
// row (x/vt may blank the other half of a wide character there).
func (t *Terminal) setCell(x, y int, c *uv.Cell) {
	t.shown.forgetRow(y)
	t.vt.SetCell(x, y, c)
}

// A deferred cursor move.
//
// elide steps over the cells at the end of a run that show it already with
// a CUF, and a full-screen redraw follows that at once with a CUP to the
// next row: the CUF is x/vt's work for nothing. So the run's last stretch
// is not written but kept in t.ahead, the columns the cursor is to the
// right of x/vt's. Whatever would read or move x/vt's cursor writes it
// first (settle): cursorPos, and every unit written but an SGR (which reads
// no cursor) and a CUP or HVP (which make it needless). It never outlives
// a Feed or a pause (fed), so no reader sees it.

// settle writes the deferred cursor move, if any.
func (t *Terminal) settle() {
	if t.ahead == 0 {
		return
	}
	var cuf [16]byte
	k := t.ahead
	t.ahead = 0
	t.writeScanned(cursorForward(cuf[:0], k))
}

// cursorPos is x/vt's cursor, after the deferred move.
func (t *Terminal) cursorPos() uv.Position {
	t.settle()
	return t.vt.CursorPosition()
}

// aheadPos is where the cursor is, with the deferred move still deferred;
// for reading cells.
func (t *Terminal) aheadPos() uv.Position {
	pos := t.vt.CursorPosition()
	pos.X += t.ahead
	return pos
}

// oneCSI reports whether p is one CSI sequence with plain parameters and
// the final byte final.
func oneCSI(p []byte, final byte) bool {
	var params []byte
	switch {
	case len(p) >= 3 && p[0] == 0x1b && p[1] == '[':
		params = p[2 : len(p)-1]
	case len(p) >= 2 && p[0] == 0x9b:
		params = p[1 : len(p)-1]
	default:
		return false
	}
	return p[len(p)-1] == final && plainParams(params)
}
