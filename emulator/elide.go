package emulator

import (
	"encoding/binary"
	"image/color"
	"strconv"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// Redraws of cells that already show what is drawn.
//
// A program that redraws its screen (top, htop, a pager or an editor
// scrolling) sends every row again, and most of each row is what the screen
// shows already: padding, labels, columns whose values did not change. x/vt
// spends most of its time per printed character, so for a run of plain
// text feed.go hands writeText the run, which writes it to x/vt but steps
// the cursor over each stretch of cells that already hold the same
// character in the pen's style (CUF), instead of printing it again.
// Printing a character over its own copy changes nothing but the cursor's
// place, so the screen is what printing the run gives; x/vt draws every
// cell that changes.

// pen is x/vt's pen (the style and hyperlink it prints with), which it does
// not export, followed from the sequences it takes: the style from SGR
// sequences once one starts with a reset, the hyperlink until an OSC 8;
// both from a cell just printed, and from a full reset; neither after
// restoring a saved cursor or switching screens.
type pen struct {
	styleUnknown bool // zero values: a new terminal's pen is known
	linkUnknown  bool
	cell         vtCell // Content and Width unused
}

func (p *pen) known() bool { return !p.styleUnknown && !p.linkUnknown }

// followPen registers the handlers that keep t.pen. They run before x/vt's
// (and pass the sequence on) whoever writes the sequence, agentty's fixes
// too.
func (t *Terminal) followPen() {
	t.vt.RegisterCsiHandler('m', func(params ansi.Params) bool {
		if len(params) == 0 || params[0].Param(0) == 0 && !params[0].HasMore() {
			t.pen.styleUnknown = false
			t.pen.cell.Style = uv.Style{}
		}
		if !t.pen.styleUnknown {
			uv.ReadStyle(params, &t.pen.cell.Style) // what x/vt's does next
		}
		return false
	})
	forget := func() bool {
		t.pen.styleUnknown, t.pen.linkUnknown = true, true
		return false
	}
	t.vt.RegisterEscHandler('8', forget)
	t.vt.RegisterCsiHandler('u', func(ansi.Params) bool { return forget() })
	t.vt.RegisterEscHandler('c', func() bool {
		t.pen = pen{} // x/vt's reset clears the cursor
		return false
	})
	t.vt.RegisterOscHandler(8, func([]byte) bool {
		t.pen.linkUnknown = true
		return false
	})
	for _, final := range []byte{'h', 'l'} {
		t.vt.RegisterCsiHandler(ansi.Command('?', 0, final), func(params ansi.Params) bool {
			for _, p := range params {
				switch p.Param(-1) {
				case 47, 1047, 1048, 1049:
					forget()
				}
			}
			return false
		})
	}
}

// blankTail reports whether the cells of the cursor's row from the cursor
// on are already what EL 0 would make them (blanks in the pen's background),
// when the pen is known: the EL is then left out.
func (t *Terminal) blankTail() bool {
	if !t.pen.known() || t.lrMargins || t.noFast {
		return false
	}
	pos := t.aheadPos() // reads cells only: a deferred move stays deferred
	bg, ok := keyOf(t.pen.cell.Style.Bg)
	if !ok {
		return false
	}
	// What shown knows first (a blank is a space in a pen of the
	// background alone), then x/vt's cells, which it then knows.
	id := t.shown.idOf(penKey{bg: bg})
	text, pens := t.shown.row(pos.Y)
	if text == nil {
		return false
	}
	known := true
	for x := pos.X; x < t.cols && known; x++ {
		known = text[x] == ' ' && pens[x] == id
	}
	if known {
		return true
	}
	for x := pos.X; x < t.cols; x++ {
		c := t.vt.CellAt(x, pos.Y)
		if c == nil || c.Width != 1 || c.Content != " " || c.Style.Attrs != 0 || c.Style.Underline != 0 ||
			c.Style.Fg != nil || c.Style.UnderlineColor != nil || !bg.is(c.Style.Bg) ||
			len(c.Link.URL) != 0 || len(c.Link.Params) != 0 {
			return false
		}
	}
	for x := pos.X; x < t.cols; x++ {
		text[x], pens[x] = ' ', id
	}
	return true
}

// elideMin is the shortest run of text worth comparing.
const elideMin = 8

// stepMin is the shortest stretch of unchanged cells worth a cursor move
// instead of printing: x/vt parses a CUF in about the time it prints one
// character (a map lookup for the autowrap mode, a string allocated, the
// old cell's style compared with the new one's).
const stepMin = 2

// writeText writes a run of printable ASCII (no combining mark can join its
// last character: the caller keeps that back) to x/vt at the cursor, which
// x/vt has, the scanner's character set being ASCII and insert mode off.
func (t *Terminal) writeText(run []byte, keepLast bool) {
	if len(run) < elideMin || t.lrMargins || t.noFast {
		t.writeVT(run)
		return
	}
	if t.pen.known() && !t.pendingWrap() {
		pen := penOf(&t.pen.cell)
		t.elide(run, 0, t.aheadPos(), &pen, keepLast)
		return
	}
	// The first character shows where the run lands (it may wrap from a
	// pending wrap) and the pen's style, which it took.
	before := t.cursorPos()
	t.writeVT(run[:1])
	pos := t.cursorPos()
	switch {
	case pos.Y == before.Y && pos.X == before.X+1:
	case pos.X == 1 && (pos.Y != before.Y || before.X > 0):
		// Wrapped to the next line (which may have scrolled into place).
	default:
		// On the last column: x/vt now has a pending wrap.
		t.writeVT(run[1:])
		return
	}
	first := t.vt.CellAt(pos.X-1, pos.Y)
	if first == nil || first.Width != 1 || len(first.Content) != 1 || first.Content[0] != run[0] {
		t.writeVT(run[1:])
		return
	}
	t.pen = pen{cell: *first}
	pen := penOf(first)
	t.elide(run, 1, pos, &pen, keepLast)
}

// elide writes run[from:], which goes at pos (the cursor), stepping over
// the stretches of cells that show it already in the pen's style. It
// compares with what shown knows of the row, and with x/vt's cells where
// that knows nothing, and then knows the cells it wrote.
func (t *Terminal) elide(run []byte, from int, pos uv.Position, pen *penCell, keepLast bool) {
	id := t.shown.id(pen)
	text, pens := t.shown.row(pos.Y)
	if text == nil {
		t.writeVT(run[from:])
		return
	}
	written := from // run[:written] is in x/vt
	x := pos.X      // where run[i] goes
	// The last column is always printed: printing there is what leaves
	// x/vt's pending wrap. With keepLast so is the run's last character.
	end := len(run)
	if keepLast {
		end--
	}
	i := from
	for i < end && x < t.cols-1 {
		// k cells from x show run[i:] in the pen already: known to
		// (a known cell holds a printable character, in a pen of id 1 or
		// more), or compared with x/vt's.
		n := min(end-i, t.cols-1-x)
		want, have, in := run[i:i+n], text[x:x+n], pens[x:x+n]
		k := 0
		for k+8 <= n && binary.LittleEndian.Uint64(have[k:]) == binary.LittleEndian.Uint64(want[k:]) &&
			in[k] == id && in[k+1] == id && in[k+2] == id && in[k+3] == id &&
			in[k+4] == id && in[k+5] == id && in[k+6] == id && in[k+7] == id {
			k += 8 // eight known cells at a time
		}
		for k < n {
			if c := have[k]; c == want[k] && in[k] == id || c == 0 && pen.shows(t.vt.CellAt(x+k, pos.Y), want[k]) {
				k++
				continue
			}
			break
		}
		if k >= stepMin {
			t.writeScanned(run[written:i])
			if i+k == len(run) {
				// The run's last stretch: the cursor move waits for
				// what follows, which is often a CUP that makes it
				// needless (ahead, shown.go).
				t.ahead += k
			} else {
				var cuf [16]byte
				t.writeScanned(cursorForward(cuf[:0], k))
			}
			written = i + k
		}
		k = max(k, 1)
		i += k
		x += k
	}
	// The cells from pos on show run[from:i] in the pen now.
	copy(text[pos.X:x], run[from:i])
	if id == 0 {
		clear(text[pos.X:x])
	}
	for c, in := 0, pens[pos.X:x]; c < len(in); c++ {
		in[c] = id
	}
	switch {
	case i == len(run):
	case i == end && x < t.cols-1:
		// The last character, kept: printed at x.
		text[x], pens[x] = run[i], id
		if id == 0 {
			text[x] = 0
		}
	case len(run)-i == 1:
		text[x] = 0 // the last column, x/vt's pending wrap
	default:
		t.writeVT(run[written:]) // past the last column: a wrap, or autowrap off
		return
	}
	t.writeScanned(run[written:])
}

// penCell is what printing an ASCII character with the pen leaves in a
// cell, prepared for comparing cells with it quickly: elide compares every
// cell of a redrawn row, so the pen's colours are sorted by type once here
// instead of for each cell.
type penCell struct {
	cell vtCell // Content set per comparison
	// The pen's colours are nil, or of the types x/vt's SGR makes
	// (compared without the interface machinery); any other type makes
	// every cell differ, and the run is printed.
	plain      bool
	fg, bg, ul colourKey
	attrs      uint8
	underline  uv.Underline
	noLink     bool // the pen has no hyperlink (most do not)
}

// colourKey is a colour of one of the types x/vt's SGR makes, as its type
// and value.
type colourKey struct {
	kind  uint8 // 0 none, 1 ansi.BasicColor, 2 ansi.IndexedColor, 3 color.RGBA
	value color.RGBA
}

// keyOf returns a colour's key, and false for a type SGR does not make.
func keyOf(c color.Color) (colourKey, bool) {
	switch v := c.(type) {
	case nil:
		return colourKey{}, true
	case ansi.BasicColor:
		return colourKey{kind: 1, value: color.RGBA{R: uint8(v)}}, true
	case ansi.IndexedColor:
		return colourKey{kind: 2, value: color.RGBA{R: uint8(v)}}, true
	case color.RGBA:
		return colourKey{kind: 3, value: v}, true
	}
	return colourKey{}, false
}

// is reports whether a cell's colour is the one k stands for, of the same
// type (printing would store the pen's).
func (k *colourKey) is(c color.Color) bool {
	switch k.kind {
	case 0:
		return c == nil
	case 1:
		v, ok := c.(ansi.BasicColor)
		return ok && uint8(v) == k.value.R
	case 2:
		v, ok := c.(ansi.IndexedColor)
		return ok && uint8(v) == k.value.R
	default:
		v, ok := c.(color.RGBA)
		return ok && v == k.value
	}
}

func penOf(c *vtCell) penCell {
	p := penCell{cell: *c, attrs: c.Style.Attrs, underline: c.Style.Underline, noLink: c.Link == uv.Link{}}
	var okFg, okBg, okUl bool
	p.fg, okFg = keyOf(c.Style.Fg)
	p.bg, okBg = keyOf(c.Style.Bg)
	p.ul, okUl = keyOf(c.Style.UnderlineColor)
	p.plain = okFg && okBg && okUl
	return p
}

// shows reports whether cell c already shows character b in the pen's
// style (printing it there would change nothing).
func (p *penCell) shows(c *vtCell, b byte) bool {
	if c == nil || len(c.Content) != 1 || c.Content[0] != b || c.Width != 1 || !p.plain ||
		c.Style.Attrs != p.attrs || c.Style.Underline != p.underline {
		return false
	}
	if p.noLink {
		if len(c.Link.URL) != 0 || len(c.Link.Params) != 0 {
			return false
		}
	} else if c.Link != p.cell.Link {
		return false
	}
	return p.fg.is(c.Style.Fg) && p.bg.is(c.Style.Bg) && p.ul.is(c.Style.UnderlineColor)
}

// cursorForward appends CUF n to b.
func cursorForward(b []byte, n int) []byte {
	b = append(b, "\x1b["...)
	b = strconv.AppendInt(b, int64(n), 10)
	return append(b, 'C')
}
