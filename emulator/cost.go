package emulator

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// This file bounds what one sequence costs. A Feed lets go of the
// terminal's lock between two units of output (see Feed), so a unit's cost
// is what another call may have to wait; x/vt does every sequence in one
// go, so a sequence whose work the program chooses (REP repeats a character
// up to two billion times) is cut here into pieces: x/vt does the first
// piece with the sequence, and the rest waits in t.cont, which the feed
// runs a piece at a time after the sequence, letting go of the lock between
// pieces when somebody waits (run's unitEnd). Counts beyond what can change
// the screen are cut too, so that one sequence costs a bounded number of
// screens' worth of work.

// more runs the next piece of the work in t.cont. The caller holds mu, and
// x/vt's parser is in its ground state.
func (t *Terminal) more() {
	c := t.cont
	t.cont, t.inMore = nil, true
	defer func() { t.inMore = false }()
	if c() {
		t.cont = c
	}
}

// finishMore runs what is left in t.cont, without pauses: for work left
// by a sequence that did not end in a Feed's own loop.
func (t *Terminal) finishMore() {
	for t.cont != nil {
		t.more()
	}
}

// repPiece is how many characters one piece of a REP prints: a line's
// worth, so that a piece scrolls the screen once or twice at most.
func (t *Terminal) repPiece() int { return max(t.cols, 512) }

// repeat bounds a REP (CSI n b) before x/vt's handler runs it, in params[0]:
// x/vt prints the first piece, t.cont the rest.
//
// Where the lines a REP scrolls off go into history (the main screen, with
// autowrap on and no left/right margins; x/vt keeps what scrolls off the
// top of a scroll region too), the screen and the history come out as with
// the full count: of a REP that prints more than rows+3 full lines, every
// line scrolled off after the first few is the character repeated across
// the screen (whether the cursor starts above, in or below the scroll
// region), so those lines are not printed but pushed into history as text
// once the rest is done, copies of the last line the rest pushed (pushed in
// the middle or at the end of a run of equal lines, the history reads the
// same). Elsewhere lines scrolled off are lost, and the count is cut to a
// screenful plus the remainder modulo the width, which leaves the same
// screen and cursor.
func (t *Terminal) repeat(params ansi.Params) {
	n := params[0].Param(1)
	if n < 1 {
		n = 1
	}
	piece := t.repPiece()
	if t.inMore {
		// A piece of a REP (which a resize in a pause may have made more
		// than this screen's few screenfuls): no more pieces of its own.
		params[0] = ansi.Param(min(n, piece))
		return
	}
	var lines int64 // lines pushed into history instead of printed
	if !t.altScreen && !t.noAutowrap && !t.lrMargins {
		if full, keep := n/t.cols, t.rows+3; full > keep {
			lines = int64(full - keep)
			n -= int(lines) * t.cols
		}
	} else if area := t.cols * t.rows; n > area+t.cols {
		n = area + n%t.cols
	}
	if n <= piece && lines == 0 {
		params[0] = ansi.Param(n)
		return
	}
	first := min(n, piece)
	params[0] = ansi.Param(first)
	left := n - first
	// Lines in history, and in x/vt's staging store, before the REP.
	before := t.history.total + int64(t.vt.Scrollback().Len())
	t.cont = func() bool {
		if left > 0 {
			k := min(left, t.repPiece())
			left -= k
			t.writeVT([]byte("\x1b[" + strconv.Itoa(k) + "b"))
			return true
		}
		if lines > 0 {
			t.drainScrollback()
			// x/vt had a character to repeat (the REP printed, and
			// scrolled), and the last line it scrolled off is that
			// character across the screen, as the lines left out are.
			if t.history.total > before && t.history.len() > 0 {
				if l := t.history.at(t.history.len() - 1); uniform(l, t.cols) {
					t.history.pushRepeat(l, lines)
				}
			}
		}
		return false
	}
}

// uniform reports whether s is one character repeated n times.
func uniform(s string, n int) bool {
	r, size := utf8.DecodeRuneInString(s)
	return size > 0 && len(s) == n*size && strings.Count(s, string(r)) == n
}
