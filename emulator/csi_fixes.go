package emulator

import (
	"fmt"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// This file holds corrections to how x/vt moves the cursor and edits the
// screen, found by the differential tests (differential_test.go), with
// xterm's control sequence documentation (ctlseqs) as the judge where tmux
// and xterm.js agree with it. Like those of fixes.go they are handlers in
// front of x/vt's, registered per terminal; no x/vt table is changed. They
// are registered after the others, so they run first.

// countFinals are the CSI sequences whose parameters are counts or 1-based
// positions, for which xterm reads 0 as 1 (ctlseqs: "Ps = 0 or omitted
// means 1"); x/vt reads a 0 as 0, which moves the cursor, scrolls or edits
// nothing (or, for positions, the cell before the first). The value is how
// many of the leading parameters are such counts.
var countFinals = map[byte]int{
	'@': 1, // ICH
	'A': 1, // CUU
	'B': 1, // CUD
	'C': 1, // CUF
	'D': 1, // CUB
	'E': 1, // CNL
	'F': 1, // CPL
	'G': 1, // CHA
	'H': 2, // CUP
	'I': 1, // CHT
	'L': 1, // IL
	'M': 1, // DL
	'P': 1, // DCH
	'S': 1, // SU
	'T': 1, // SD (with one parameter; five are mouse tracking)
	'X': 1, // ECH
	'Z': 1, // CBT
	'`': 1, // HPA
	'a': 1, // HPR
	'b': 1, // REP
	'd': 1, // VPA
	'e': 1, // VPR
	'f': 2, // HVP
}

func (t *Terminal) registerCSIFixes() {
	// DECSC: see restoreCursor (x/vt's saves the rest).
	t.vt.RegisterEscHandler('7', func() bool {
		if !t.inner {
			t.saveOrigin()
		}
		return false
	})

	// DECRC: see restoreCursor.
	t.vt.RegisterEscHandler('8', func() bool {
		if t.inner {
			return false
		}
		t.restoreCursor()
		return true
	})

	// EL 0 and ED 0 with a pending wrap: the cursor is past the last
	// column (tmux, xterm.js), so nothing on its row is erased and the
	// wrap stays; x/vt erases the last column (and EL ends the wrap).
	// (And an EL 0 over cells that are blank already is left out: see
	// blankTail, elide.go.)
	// The wrap after a wide character at the right edge (feed.go's
	// pending, x/vt's cursor on the character's second half) is a pending
	// wrap too: EL and ED keep it (the scanner does), and EL 0 and ED 0
	// erase neither half of the character.
	t.vt.RegisterCsiHandler('K', func(params ansi.Params) bool {
		n, _, _ := params.Param(0, 0)
		if !t.inner && n == 0 && t.eraseKeepsRow() {
			return true
		}
		t.shown.forgetRow(t.cursorPos().Y) // x/vt's EL erases the row
		return false
	})
	t.vt.RegisterCsiHandler('J', func(params ansi.Params) bool {
		n, _, _ := params.Param(0, 0)
		if t.inner || n != 0 || !t.pendingWrap() && !t.widePending() {
			return false
		}
		y := t.cursorPos().Y
		row := t.rowCopy(y)
		t.innerWrite([]byte("\x1b[J")) // x/vt's keeps the pending wrap
		from := t.cols - 1
		if t.widePending() {
			from = max(t.cols-2, 0)
		}
		for x := from; x < t.cols; x++ {
			if row[x].Width > 0 {
				t.setCell(x, y, &row[x])
			}
		}
		return true
	})

	// IRM, as x/vt takes it (x/vt has no insert mode; feed.go inserts).
	for _, final := range []byte{'h', 'l'} {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			for _, p := range params {
				if p.Param(-1) == 4 {
					t.insertMode = final == 'h'
				}
			}
			return false
		})
	}

	// RIS and DECSTR reset insert mode, and the origin mode DECRC restores
	// (xterm's reset saves the cursor anew, DECOM reset).
	t.vt.RegisterEscHandler('c', func() bool {
		t.insertMode = false
		t.savedOrigin = [2]bool{}
		return false
	})
	t.vt.RegisterCsiHandler(ansi.Command(0, '!', 'p'), func(ansi.Params) bool {
		t.insertMode = false
		t.savedOrigin[t.screen()] = false
		return false
	})

	// REP in insert mode inserts each character it repeats; x/vt's
	// overwrites.
	t.vt.RegisterCsiHandler('b', func(params ansi.Params) bool {
		if t.inner || !t.insertMode {
			return false
		}
		if len(params) > 0 {
			t.repeat(params) // bounded, and the rest in pieces (cost.go)
		}
		n, _, _ := params.Param(0, 1)
		for range max(n, 1) {
			if t.pendingWrap() && !t.noAutowrap {
				t.wrapLine()
			}
			t.editChars('@', 1) // x/vt's ICH would blank wide characters
			t.innerWrite([]byte("\x1b[b"))
		}
		return true
	})

	// DECSED and DECSEL erase what ED and EL erase but the cells DECSCA
	// protects; agentty has no protected cells (x/vt has no DECSCA), so they
	// are ED and EL. x/vt ignores them.
	for _, final := range []byte{'J', 'K'} {
		t.vt.RegisterCsiHandler(ansi.Command('?', 0, final), func(params ansi.Params) bool {
			n, _, _ := params.Param(0, 0)
			t.shown.forget()
			_, _ = t.vt.Write(fmt.Appendf(nil, "\x1b[%d%c", n, final)) // through agentty's ED and EL
			return true
		})
	}

	// HVP is CUP (ctlseqs); x/vt's ignores origin mode.
	t.vt.RegisterCsiHandler('f', func(params ansi.Params) bool {
		row, _, _ := params.Param(0, 1)
		col, _, _ := params.Param(1, 1)
		t.innerWrite(fmt.Appendf(nil, "\x1b[%d;%dH", row, col))
		return true
	})

	// ICH and DCH: see editChars. Both end a pending wrap (xterm's
	// InsertChar and DeleteChar reset it), which x/vt's keep: the next
	// character went to the row below.
	for _, final := range []byte{'@', 'P'} {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			if t.inner {
				return false
			}
			n, _, _ := params.Param(0, 1)
			t.editChars(final, n)
			if t.pendingWrap() {
				pos := t.cursorPos()
				t.moveTo(pos.X, pos.Y)
			}
			return true
		})
	}

	// CUU, CUD, CNL, CPL and VPR stop at the top or bottom margin when the
	// cursor starts on the margin's side of it, else at the screen's edge
	// (xterm's CursorUp and CursorDown); x/vt stops at the screen's edge
	// whenever the cursor starts outside the region, and its carriage
	// return for CNL and CPL misplaces the row under origin mode.
	for _, final := range []byte{'A', 'B', 'E', 'F', 'e'} {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			if t.inner || t.fullRegion[t.screen()] {
				return false
			}
			n, _, _ := params.Param(0, 1)
			n = max(n, 1)
			top, bottom, _, _ := t.margins()
			pos := t.cursorPos()
			var y int
			if final == 'A' || final == 'F' {
				limit := top
				if pos.Y < top {
					limit = 0
				}
				y = max(pos.Y-n, limit)
			} else {
				limit := bottom - 1
				if pos.Y >= bottom {
					limit = t.rows - 1
				}
				y = min(pos.Y+n, limit)
			}
			t.moveTo(pos.X, y)
			if final == 'E' || final == 'F' {
				t.carriageReturn()
			}
			return true
		})
	}

	t.followPen()

	// Zero means one. The parameters alias the parser's storage, which the
	// handlers after this one read, so rewriting them in place is enough.
	for final, n := range countFinals {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			for i := 0; i < n && i < len(params); i++ {
				if params[i].Param(-1) == 0 {
					params[i] = ansi.Param(1)
				}
			}
			return false
		})
	}
}

// editChars is ICH (final '@') or DCH ('P') of n cells at the cursor. It
// runs x/vt's, which has three faults it mends:
//
//   - on a row outside the top and bottom margins it does nothing (xterm
//     edits the cursor's row wherever it is): the margins are lifted for it;
//   - moving a wide character it blanks it (it sets each cell with the
//     overwrite rules of printing, which clear a wide character's other
//     half): the row is rewritten from a copy taken before;
//   - a wide character pushed half off the row stays: it is blanked, as
//     after a resize.
func (t *Terminal) editChars(final byte, n int) {
	n = min(max(n, 1), t.cols)
	pos := t.cursorPos()
	if final == 'P' && !t.lrMargins {
		t.eraseDamaged(n, pos.X, pos.Y)
	}
	row := t.rowCopy(pos.Y)
	lift := false
	var top, bottom int
	if !t.fullRegion[t.screen()] {
		top, bottom, _, _ = t.margins()
		lift = pos.Y < top || pos.Y >= bottom
	}
	if lift {
		t.innerWrite([]byte("\x1b[r"))
		t.moveTo(pos.X, pos.Y)
	}
	t.innerWrite(fmt.Appendf(nil, "\x1b[%d%c", n, final))
	if lift {
		t.innerWrite(fmt.Appendf(nil, "\x1b[%d;%dr", top+1, bottom))
		t.moveTo(pos.X, pos.Y)
	}
	if !t.lrMargins {
		t.mendRow(final, n, pos.X, pos.Y, row)
	}

}

// eraseDamaged erases, before a DCH of n cells at x on row y, the wide
// characters the deletion cuts in two, as xterm's DeleteChar does
// (DamagedCells, then ClearCells: blanks in the pen's colours): one whose
// second half is at x (its first half stays), one whose first half is
// deleted and second half not. x/vt's DCH moved the half that stays, with
// the character's colours and attributes, as a blank.
func (t *Terminal) eraseDamaged(n, x, y int) {
	second := func(x int) bool {
		c := t.vt.CellAt(x, y)
		return x > 0 && c != nil && c.Width == 0 && c.Content == ""
	}
	from, to := x+1, x-1 // the cells to erase, [from, to]
	if second(x) {
		from = x - 1
	}
	if end := min(x+n, t.cols-1); second(end) {
		to = end
	}
	if from > to {
		return
	}
	t.moveTo(from, y)
	t.innerWrite(fmt.Appendf(nil, "\x1b[%dX", to-from+1))
	t.moveTo(x, y)
}

// rowCopy copies the cells of screen row y.
func (t *Terminal) rowCopy(y int) []vtCell {
	row := make([]vtCell, t.cols)
	for x := range row {
		if c := t.vt.CellAt(x, y); c != nil {
			row[x] = *c
		}
	}
	return row
}

// mendRow puts back the wide characters x/vt's ICH or DCH of n cells at x
// blanked on row y (orig is the row before). x/vt moves cells by setting
// each with the overwrite rules of printing: its DCH blanks every wide
// character it moves left (the second half, set after the first, clears
// it), its ICH the one it moves off the cell after the inserted blanks.
// And a wide character ICH pushes half off the row is blanked, as after a
// resize.
func (t *Terminal) mendRow(final byte, n, x, y int, orig []vtCell) {
	if final == 'P' {
		for j := x; j+n < t.cols; j++ {
			if c := orig[j+n]; c.Width == 2 {
				t.setCell(j, y, &c)
			}
		}
		return
	}
	if j := x + n; j < t.cols && orig[j-1].Width == 2 && (orig[x].Width > 0 || orig[x].Content != "") {
		c := orig[x] // blanked with the wide character x/vt cleared at j-1
		t.setCell(j, y, &c)
	}
	t.blankCut(y, y+1)
}

// carriageReturn is CR. Under origin mode x/vt's adds the top margin to
// the row, moving the cursor down; the row is put back.
func (t *Terminal) carriageReturn() {
	y := t.cursorPos().Y
	t.innerWrite([]byte{'\r'})
	if pos := t.cursorPos(); pos.Y != y {
		t.moveTo(pos.X, y)
	}
}

// restoreCursor is DECRC: x/vt's, which keeps the pending wrap of the
// cursor it leaves (the next character would wrap from the restored
// position); xterm, tmux and xterm.js have none there unless one was saved.
// And origin mode comes back as DECSC saved it, which x/vt does not save:
// with nothing saved, reset (xterm's CursorRestoreFlags; the VT510's DECRC
// with no DECSC before it resets DECOM).
func (t *Terminal) restoreCursor() {
	t.innerWrite([]byte("\x1b8"))
	pos := t.cursorPos()
	if origin := t.savedOrigin[t.screen()]; origin != t.originMode {
		mode := ansi.ResetMode(ansi.ModeOrigin)
		if origin {
			mode = ansi.SetMode(ansi.ModeOrigin)
		}
		t.innerWrite([]byte(mode)) // x/vt's does not move the cursor
	}
	t.moveTo(pos.X, pos.Y) // a cursor move ends x/vt's pending wrap
}

// saveOrigin saves origin mode for restoreCursor, as DECSC, SCOSC and
// entering mode 1049 save the cursor.
func (t *Terminal) saveOrigin() { t.savedOrigin[t.screen()] = t.originMode }

// eraseAbove is ED 1: x/vt's EL 1 on the cursor's row, then its blank (with
// the pen's background) on every row above. The cursor does not move (a
// pending wrap stays, as in tmux and xterm.js).
func (t *Terminal) eraseAbove() {
	t.innerWrite([]byte("\x1b[1K"))
	t.blankRows(0, t.cursorPos().Y)
}

// eraseAll is ED 2 without x/vt's push of the screen into its scrollback:
// x/vt's EL 2 on the cursor's row, then its blank on every other row. x/vt's
// own ED 2 blanks with no background colour.
func (t *Terminal) eraseAll() {
	t.innerWrite([]byte("\x1b[2K"))
	y := t.cursorPos().Y
	t.blankRows(0, y)
	t.blankRows(y+1, t.rows)
}

// blankRows sets every cell of rows [y0, y1) to the blank x/vt's erase put
// at the start of the cursor's row.
func (t *Terminal) blankRows(y0, y1 int) {
	blank := uv.EmptyCell
	if c := t.vt.CellAt(0, t.cursorPos().Y); c != nil {
		blank = *c
	}
	for y := y0; y < y1; y++ {
		for x := 0; x < t.cols; x++ {
			t.setCell(x, y, &blank)
		}
	}
}

// wrapLine moves the cursor to the start of the next line, scrolling at the
// bottom margin, as a wrap does.
func (t *Terminal) wrapLine() {
	if t.originMode {
		t.carriageReturn()
		t.writeVT([]byte{'\n'})
		return
	}
	t.writeVT(crlf)
}

// probePen returns the style x/vt prints with (it does not export it): a space
// is printed in the top left cell, read, and the cell put back. The cursor
// is left at the top left.
func (t *Terminal) probePen() uv.Style {
	var keep vtCell
	if c := t.vt.CellAt(0, 0); c != nil {
		keep = *c
	}
	t.moveTo(0, 0)
	t.innerWrite([]byte{' '})
	var st uv.Style
	if c := t.vt.CellAt(0, 0); c != nil {
		st = c.Style
	}
	t.setCell(0, 0, &keep)
	t.moveTo(0, 0)
	return st
}

// widePending reports whether the wrap a wide character at the right edge
// leaves (feed.go) is pending.
func (t *Terminal) widePending() bool { return t.pending && t.fixesApply() }

// setPendingWrap puts x/vt back into the pending wrap at the end of the
// cursor's row that a cursor move of agentty's ended: the last column's
// character is printed again, in its own style, and the pen put back.
func (t *Terminal) setPendingWrap() {
	y := t.cursorPos().Y
	c := t.vt.CellAt(t.cols-1, y)
	if c == nil || c.Width != 1 || t.noAutowrap || !t.scan.plainCharset() {
		return
	}
	cell := *c
	content := cell.Content
	if content == "" {
		content = " "
	}
	pen := t.probePen()
	t.moveTo(t.cols-1, y)
	t.innerWrite([]byte("\x1b[0m" + cell.Style.String() + content + "\x1b[0m" + pen.String()))
}

// screen is 0 for the main screen, 1 for the alternate one.
func (t *Terminal) screen() int {
	if t.altScreen {
		return 1
	}
	return 0
}

// moveTo puts the cursor at a cell, counted from the screen's top left
// corner whether or not origin mode is set.
func (t *Terminal) moveTo(x, y int) {
	cup := []byte(ansi.CursorPosition(x+1, y+1))
	if t.originMode {
		// Origin mode counts from the margins; x/vt's DECOM does not move
		// the cursor itself (fixes.go adds that for programs).
		cup = append(append([]byte("\x1b[?6l"), cup...), "\x1b[?6h"...)
	}
	t.innerWrite(cup)
}

// margins returns the scroll region of the screen shown: rows [top,
// bottom) and columns [left, right). x/vt does not export it; under origin
// mode its CUP clamps to it, which tells. The cursor is put back.
func (t *Terminal) margins() (top, bottom, left, right int) {
	pos := t.cursorPos()
	origin := t.originMode
	probe := []byte("\x1b[H")
	if !origin {
		probe = append([]byte("\x1b[?6h"), probe...)
	}
	t.innerWrite(probe)
	first := t.cursorPos()
	t.innerWrite([]byte("\x1b[9999;9999H"))
	last := t.cursorPos()
	if !origin {
		t.innerWrite([]byte("\x1b[?6l"))
	}
	t.moveTo(pos.X, pos.Y)
	return first.Y, last.Y + 1, first.X, last.X + 1
}

// setMargins sets the scroll region of the screen shown, as margins
// returns it. The cursor ends at the top left (origin mode's home).
func (t *Terminal) setMargins(top, bottom, left, right int) {
	t.innerWrite(fmt.Appendf(nil, "\x1b[%d;%dr", top+1, bottom))
	if t.lrMargins {
		t.innerWrite(fmt.Appendf(nil, "\x1b[%d;%ds", left+1, right))
	}
}
