package emulator

import (
	"bytes"
	"fmt"
	"strings"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// This file holds agentty's CSI and ESC handlers in front of x/vt's: bounds
// for parameters that would crash or stall it, and corrections where it
// departs from xterm. A handler registered later runs first; returning false
// hands the sequence on to x/vt's own. Where a correction needs x/vt's
// handler plus something after it, the handler feeds x/vt the sequence again
// with t.inner set (safe: after a CSI or ESC dispatch x/vt's parser only
// returns to ground) and then the correction.

func (t *Terminal) registerFixes() {
	// Queries x/vt answers on its reply pipe (DA1, DA2, DSR, DECRQM, the
	// colour queries of OSC 10–12): counted as they are fed, so that a
	// caller knows a reply is owed before the pipe's reader has run.
	for _, cmd := range []int{'c', ansi.Command('>', 0, 'c'), 'n', ansi.Command('?', 0, 'n'),
		ansi.Command(0, '$', 'p'), ansi.Command('?', '$', 'p')} {
		t.vt.RegisterCsiHandler(cmd, func(ansi.Params) bool {
			t.queries++
			return false
		})
	}
	for _, cmd := range []int{10, 11, 12} {
		t.vt.RegisterOscHandler(cmd, func(data []byte) bool {
			if bytes.HasSuffix(data, []byte(";?")) {
				t.queries++
			}
			return false
		})
	}

	// OSC 8 hyperlinks: x/vt splits "8;params;url" at every ';' and drops
	// the link when the URL has one. Feed it again with those ';' encoded
	// (%3B, the same URL to a browser).
	t.vt.RegisterOscHandler(8, func(data []byte) bool {
		parts := bytes.SplitN(data, []byte{';'}, 3)
		if t.inner || len(parts) != 3 || !bytes.Contains(parts[2], []byte{';'}) {
			return false
		}
		seq := append([]byte("\x1b]8;"), parts[1]...)
		seq = append(seq, ';')
		seq = append(seq, bytes.ReplaceAll(parts[2], []byte{';'}, []byte("%3B"))...)
		t.innerWrite(append(seq, 0x07))
		return true
	})

	// DEC private modes x/vt gets wrong: the alternate screens (47 is not
	// known at all; entering 1047/1049 moves the cursor home; leaving 47 or
	// 1047 puts back the main screen's old cursor, where xterm's cursor is
	// one for both) and origin mode (setting or resetting it homes the
	// cursor).
	for _, set := range []bool{true, false} {
		final := byte('l')
		if set {
			final = 'h'
		}
		t.vt.RegisterCsiHandler(ansi.Command('?', 0, final), func(params ansi.Params) bool {
			if t.inner {
				return false
			}
			special := false
			for _, p := range params {
				switch p.Param(-1) {
				case 6, 47, 1047, 1049:
					special = true
				}
			}
			if !special {
				return false
			}
			for _, p := range params {
				if n := p.Param(-1); n >= 0 {
					t.decMode(n, set)
				}
			}
			return true
		})
	}

	// ED (erase in display).
	t.vt.RegisterCsiHandler('J', func(params ansi.Params) bool {
		if t.inner {
			return false
		}
		switch n, _, _ := params.Param(0, 0); {
		case n == 1:
			// ED 1 erases from the start of the screen to the cursor; x/vt
			// erases the cursor's whole row.
			t.eraseAbove()
			return true
		case n == 2 && !t.altScreen:
			// ED 2 on the main screen: see eraseDisplay.
			t.eraseDisplay()
			return true
		case n == 2:
			t.eraseAll()
			return true
		case n == 3:
			// ED 3 erases the scrollback (ours lives outside x/vt) and
			// leaves the screen alone; x/vt would clear it too. The lines
			// scrolled off in this read, still in x/vt's, go with it.
			if !t.altScreen {
				t.drainScrollback()
				t.history.clear()
			}
			return true
		}
		return false
	})

	// SCORC (CSI u) restores the cursor CSI s saved; x/vt has no handler.
	t.vt.RegisterCsiHandler('u', func(params ansi.Params) bool {
		if len(params) > 0 {
			return false
		}
		t.restoreCursor()
		return true
	})

	// RI (ESC M) ends a pending wrap, as xterm's (CursorUp); x/vt's keeps
	// it, so the next character went to the start of the row below.
	t.vt.RegisterEscHandler('M', func() bool {
		if t.inner || !t.pendingWrap() {
			return false
		}
		t.innerWrite([]byte("\x1bM"))
		pos := t.cursorPos()
		t.moveTo(pos.X, pos.Y) // a cursor move ends x/vt's pending wrap
		return true
	})

	// NEL (ESC E): carriage return and index; x/vt has no handler.
	t.vt.RegisterEscHandler('E', func() bool {
		t.carriageReturn()
		t.innerWrite([]byte("\x1bD"))
		return true
	})

	// DECALN (ESC # 8): as xterm does, fill the screen with E in the
	// default rendition, reset the margins, origin mode and the pen, home.
	t.vt.RegisterEscHandler(ansi.Command(0, '#', '8'), func() bool {
		t.innerWrite([]byte("\x1b[r\x1b[m\x1b[?6l\x1b[H"))
		e := uv.Cell{Content: "E", Width: 1}
		for y := 0; y < t.rows; y++ {
			for x := 0; x < t.cols; x++ {
				t.setCell(x, y, &e)
			}
		}
		return true
	})
	// DECSTBM with a bottom margin past the screen: xterm and tmux clamp it to
	// the last row; x/vt keeps it and later indexes past the screen (a
	// panic on IL/DL/SU/RI). The parameters alias the parser's own storage,
	// which the default handler reads, so clamping them in place is enough.
	t.vt.RegisterCsiHandler('r', func(params ansi.Params) bool {
		if len(params) >= 2 {
			if b := params[1].Param(0); b > t.rows {
				params[1] = ansi.Param(t.rows)
			}
		}
		if len(params) >= 1 {
			if top := params[0].Param(0); top > t.rows {
				params[0] = ansi.Param(t.rows)
			}
		}
		// Follow x/vt's rules to know whether the region is the whole
		// screen (the fast path needs it).
		top, _, _ := params.Param(0, 1)
		top = max(top, 1)
		bottom, _, _ := params.Param(1, t.rows)
		if bottom < 1 {
			bottom = t.rows
		}
		if top < bottom {
			screen := 0
			if t.altScreen {
				screen = 1
			}
			t.fullRegion[screen] = top == 1 && bottom == t.rows
		}
		return false
	})

	// Counts a hostile program makes huge would keep x/vt busy for minutes
	// (REP repeats a character n times, one by one). Bound them to what can
	// change the screen; REP is cut into pieces too (cost.go).
	for _, final := range []byte{'b', 'X', 'I', 'Z', '@', 'P', 'S', 'T'} {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			if len(params) == 0 {
				return false
			}
			n := params[0].Param(1)
			limit := t.cols
			switch final {
			case 'b':
				t.repeat(params)
				return false
			case 'S', 'T':
				limit = t.rows
			}
			if n > limit || n < 0 {
				params[0] = ansi.Param(limit)
			}
			return false
		})
	}

	// IL and DL move the cursor to the left margin and leave its row alone;
	// x/vt also moves it down by the top margin (as if origin mode counted
	// from it twice), and keeps a pending wrap (xterm's InsertLine and
	// DeleteLine reset it, inside the margins, where they move the cursor).
	// Run x/vt's handler (fed again through the parser, which is safe:
	// after a CSI dispatch the parser only returns to ground), then put the
	// cursor back on its row.
	for _, final := range []byte{'L', 'M'} {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			if t.inner {
				return false
			}
			n, _, _ := params.Param(0, 1)
			n = min(max(n, 1), t.rows)
			before := t.cursorPos()
			t.innerWrite(fmt.Appendf(nil, "\x1b[%d%c", n, final))
			if pos := t.cursorPos(); pos.Y != before.Y || pos.X != before.X && t.pendingWrap() {
				t.moveTo(pos.X, before.Y)
			}
			return true
		})
	}

	t.registerCSIFixes()
}

// innerWrite feeds x/vt from inside a handler, past agentty's handlers.
func (t *Terminal) innerWrite(b []byte) {
	t.shown.forget()
	inner := t.inner
	t.inner = true
	defer func() { t.inner = inner }() // also when x/vt panics
	_, _ = t.vt.Write(b)
}

// decMode sets or resets one DEC private mode the way xterm does.
func (t *Terminal) decMode(n int, set bool) {
	pos := t.cursorPos()
	pending := t.pendingWrap()
	seq := func(m int) []byte {
		if set {
			return []byte(ansi.SetMode(ansi.DECMode(m)))
		}
		return []byte(ansi.ResetMode(ansi.DECMode(m)))
	}
	restore := func() {
		t.moveTo(pos.X, pos.Y)
		if pending {
			t.setPendingWrap() // the screens change, the wrap stays
		}
	}
	// x/vt's screens have margins each; xterm's are one set, which the
	// screen switched to keeps.
	// (Probed only for a switch: the probe moves the cursor, which ends a
	// pending wrap a mode that changes nothing must keep.)
	var top, bottom, left, right int
	if (n == 47 || n == 1047 || n == 1049) && set != t.altScreen {
		top, bottom, left, right = t.margins()
	}
	switch n {
	case 47, 1047:
		if set == t.altScreen {
			return
		}
		if set {
			t.innerWrite(seq(1047)) // x/vt clears the alternate screen here
			if n == 47 {
				t.restoreCells(t.alt47) // xterm's 47 keeps what was there
			}
		} else {
			t.alt47 = nil
			if n == 47 {
				t.alt47 = t.copyCells()
			}
			pen := t.probePen()
			t.innerWrite(seq(1047))
			// x/vt's screens have a pen each; xterm's pen is one.
			t.innerWrite([]byte("\x1b[0m" + pen.String()))
		}
		t.setMargins(top, bottom, left, right)
		restore()
	case 1049:
		wasAlt := t.altScreen
		if set {
			t.saveOrigin()
		}
		t.innerWrite(seq(1049))
		if t.altScreen != wasAlt {
			t.setMargins(top, bottom, left, right)
		}
		if set && !wasAlt {
			t.alt47 = nil
			restore()
		}
		if !set {
			// Back on the main screen (or still there), the cursor
			// saved when it was left comes back, as DECRC brings it:
			// with nothing saved, the origin and the default pen.
			t.restoreCursor()
		}
	case 6:
		t.innerWrite(append(seq(6), "\x1b[H"...))
	default:
		t.innerWrite(seq(n))
	}
}

// copyCells copies the current screen's cells but for blank ones (as x/vt
// clears a screen to), for restoreCells to put back on a cleared screen: a
// program toggling a screen it barely wrote to costs little.
func (t *Terminal) copyCells() []cellCopy {
	var cells []cellCopy
	for y := 0; y < t.rows; y++ {
		for x := 0; x < t.cols; x++ {
			if c := t.vt.CellAt(x, y); c != nil && *c != uv.EmptyCell {
				cells = append(cells, cellCopy{x: x, y: y, cell: *c})
			}
		}
	}
	return cells
}

func (t *Terminal) restoreCells(cells []cellCopy) {
	for i := range cells {
		if c := &cells[i].cell; c.Width == 0 && c.Content == "" {
			continue // a wide character's right half: setting it would blank the character
		}
		if cells[i].x < t.cols && cells[i].y < t.rows {
			t.setCell(cells[i].x, cells[i].y, &cells[i].cell)
		}
	}
	t.dirty = true
}

// eraseDisplay is ED 2 on the main screen: the rows down to the last one
// with text go into history, in order (so lines keep their numbers), then the
// screen is blank; the cursor does not move. x/vt pushes only non-empty
// rows, which renumbers every line below the first empty one.
func (t *Terminal) eraseDisplay() {
	t.pushRows(true)
	t.eraseAll()
}

// pushRows pushes the screen's rows into history as they scroll off, with
// hidden cells' own text (see historyText), after the lines x/vt scrolled
// off before: every row, or with trim the rows down to the last one with
// text.
func (t *Terminal) pushRows(trim bool) {
	t.drainScrollback()
	last := t.rows - 1
	rows := make([]string, t.rows)
	hidden := make([][]Span, t.rows)
	for y := 0; y < t.rows; y++ {
		rows[y], hidden[y] = historyCells(t.cols, func(x int) *uv.Cell { return t.vt.CellAt(x, y) }, nil)
	}
	for trim && last >= 0 && strings.TrimRight(rows[last], " ") == "" {
		last--
	}
	for y := 0; y <= last; y++ {
		t.history.pushString(rows[y])
		if len(hidden[y]) > 0 {
			t.hideHistory(t.history.total-1, hidden[y])
		}
	}
}
