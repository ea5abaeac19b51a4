package screen

import "github.com/charmbracelet/x/ansi"

// Modes: SM RM (IRM, LNM), DECSET DECRST (cursor keys, origin, autowrap,
// cursor visibility, DECLRMM, mouse tracking, bracketed paste, the
// alternate screens 47, 1047, 1048, 1049), DECKPAM DECKPNM (feed.go),
// DECSTR and RIS.

// modes holds every mode the terminal acts on; modes it only reports
// (DECRQM) are in other.
type modes struct {
	insert         bool // IRM
	lnm            bool // LNM: LF also returns
	appCursor      bool // DECCKM
	appKeypad      bool // DECKPAM, DECNKM
	origin         bool // DECOM
	autowrap       bool // DECAWM
	lrmm           bool // DECLRMM
	bracketedPaste bool // 2004
	mouse          int  // the tracking mode set last (9, 1000, 1002, 1003), 0 none
	// mouseEnc is the coordinate encoding set last (1005 UTF-8, 1006 SGR,
	// 1015 urxvt, 1016 SGR in pixels), 0 for X10's bytes. As in xterm the
	// four exclude each other, and a reset ends only the one in force.
	mouseEnc int
	// other holds the modes set or reset that change nothing here, by
	// number (DEC modes) or minus number (ANSI modes), for DECRQM.
	other map[int]bool
}

func defaultModes() modes { return modes{autowrap: true, other: map[int]bool{}} }

func init() {
	handle(func(c *core, p ansi.Params) { c.setModes(p, true, false) }, 'h')
	handle(func(c *core, p ansi.Params) { c.setModes(p, false, false) }, 'l')
	handle(func(c *core, p ansi.Params) { c.setModes(p, true, true) }, ansi.Command('?', 0, 'h'))
	handle(func(c *core, p ansi.Params) { c.setModes(p, false, true) }, ansi.Command('?', 0, 'l'))
	handle(func(c *core, _ ansi.Params) { c.softReset() }, ansi.Command(0, '!', 'p'))
}

func (c *core) setModes(p ansi.Params, on, dec bool) {
	for i := range p {
		n := p[i].Param(-1)
		switch {
		case n < 0:
		case dec:
			c.setDECMode(n, on)
		case n == 4:
			c.modes.insert = on
		case n == 20:
			c.modes.lnm = on
		default:
			c.modes.other[-n] = on
		}
	}
}

func (c *core) setDECMode(n int, on bool) {
	switch n {
	case 1:
		c.modes.appCursor = on
	case 6:
		c.modes.origin = on
		c.moveTo(0, 0)
	case 7:
		c.modes.autowrap = on
	case 25:
		c.cur.hidden = !on
	case 66:
		c.modes.appKeypad = on
	case 69:
		c.modes.lrmm = on
		if !on {
			c.marg.left, c.marg.right = 0, c.cols-1
		}
	case 9, 1000, 1002, 1003:
		if on {
			c.modes.mouse = n
		} else {
			c.modes.mouse = 0
		}
	case 1005, 1006, 1015, 1016:
		if on {
			c.modes.mouseEnc = n
		} else if c.modes.mouseEnc == n {
			c.modes.mouseEnc = 0
		}
	case 2004:
		c.modes.bracketedPaste = on
	case 47:
		c.switchScreen(on, false)
	case 1047:
		c.switchScreen(on, !on)
	case 1048:
		c.saveOrRestore(on)
	case 1049:
		c.altScreen1049(on)
	default:
		c.modes.other[n] = on
	}
}

// switchScreen shows the alternate screen (on) or the primary one; clear
// says the alternate screen is erased before it is left. The cursor, the
// pen and the margins are one for both screens.
func (c *core) switchScreen(on, clear bool) {
	if on == c.altShown() {
		return
	}
	if !on && clear {
		c.eraseRows(0, c.rows)
	}
	c.g = c.primary
	if on {
		c.g = c.alternate
	}
}

func (c *core) saveOrRestore(save bool) {
	if save {
		c.saveCursor()
	} else {
		c.restoreCursor()
	}
}

// altScreen1049 saves the cursor and shows an erased alternate screen, or
// shows the primary one and restores the cursor.
func (c *core) altScreen1049(on bool) {
	if on {
		c.saveCursor()
		if !c.altShown() {
			// Erased plain, as tmux and xterm.js have it (xterm's
			// ClearScreen would take the pen's background).
			c.switchScreen(true, false)
			for y := 0; y < c.rows; y++ {
				blankRow(c.g.row(y), 0)
			}
		}
		return
	}
	c.switchScreen(false, false)
	c.restoreCursor()
}

// softReset is DECSTR, as xterm's ReallyReset does it (soft): autowrap
// back on and DECLRMM off (resetMarginMode) with the rest.
func (c *core) softReset() {
	c.modes.insert, c.modes.origin, c.modes.appCursor, c.modes.appKeypad = false, false, false, false
	c.modes.autowrap, c.modes.lrmm = true, false
	c.cur.hidden = false
	c.marg = margins{bottom: c.rows - 1, right: c.cols - 1}
	c.pen = pen{}
	c.cs = charsets{}
	c.saved[c.screenIndex()] = savedCursor{}
	c.cur.pending = false
}

// fullReset is RIS: a new terminal's state, both screens erased, history
// kept.
func (c *core) fullReset() {
	c.clears++
	c.g = c.primary
	if c.lis.Left != nil {
		c.heardErased(2)
	}
	c.resetState()
	c.eraseRows(0, c.rows)
	c.g = c.alternate
	c.eraseRows(0, c.rows)
	c.g = c.primary
}

// modeSetting is a mode's setting as DECRQM reports it: 1 set, 2 reset,
// 0 not recognized.
func (c *core) modeSetting(n int, dec bool) int {
	b := func(on bool) int {
		if on {
			return 1
		}
		return 2
	}
	if !dec {
		switch n {
		case 4:
			return b(c.modes.insert)
		case 20:
			return b(c.modes.lnm)
		}
		n = -n
	} else {
		switch n {
		case 1:
			return b(c.modes.appCursor)
		case 6:
			return b(c.modes.origin)
		case 7:
			return b(c.modes.autowrap)
		case 25:
			return b(!c.cur.hidden)
		case 66:
			return b(c.modes.appKeypad)
		case 69:
			return b(c.modes.lrmm)
		case 9, 1000, 1002, 1003:
			return b(c.modes.mouse == n)
		case 1005, 1006, 1015, 1016:
			return b(c.modes.mouseEnc == n)
		case 2004:
			return b(c.modes.bracketedPaste)
		case 1047, 1049:
			return b(c.altShown())
		case 1001, 1004, 1048:
			return b(c.modes.other[n])
		}
	}
	if on, ok := c.modes.other[n]; ok {
		return b(on)
	}
	return 0
}
