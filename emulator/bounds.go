package emulator

import "github.com/charmbracelet/x/ansi"

// Parameters x/vt takes as they come and later indexes its screen with.
// Each is clamped to the screen before x/vt's handler runs (the parameters
// alias the parser's own storage, which the handler reads, so changing them
// in place is enough); the count bounds and the scroll region's bottom
// margin are in fixes.go. FuzzSequences hunts for more.

// registerBounds installs the clamps. They are registered last, so they
// run first.
func (t *Terminal) registerBounds() {
	// DECSLRM (CSI left ; right s, with left/right margin mode set): x/vt
	// keeps a right margin past the screen and indexes past the row with it
	// on the next scroll (a panic). xterm clamps it to the last column.
	t.vt.RegisterCsiHandler('s', func(params ansi.Params) bool {
		if !t.lrMargins {
			if !t.inner {
				t.saveOrigin()
			}
			return false // SCOSC: save the cursor
		}
		for i := 0; i < len(params) && i < 2; i++ {
			if n := params[i].Param(0); n > t.cols {
				params[i] = ansi.Param(t.cols)
			}
		}
		return false
	})

	// Resetting left/right margin mode (CSI ? 69 l) puts the margins back
	// to the screen's edges in xterm; x/vt keeps them, and with a left
	// margin the cursor at column 1 is outside the region, where a line
	// feed never scrolls. Reset them first, while the mode still allows
	// DECSLRM, and put the cursor back.
	t.vt.RegisterCsiHandler(ansi.Command('?', 0, 'l'), func(params ansi.Params) bool {
		if !t.lrMargins || t.inner {
			return false
		}
		for _, p := range params {
			if p.Param(-1) == 69 {
				pos := t.cursorPos()
				t.innerWrite([]byte("\x1b[s" + ansi.CursorPosition(pos.X+1, pos.Y+1)))
				break
			}
		}
		return false
	})
}
