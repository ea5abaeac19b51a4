package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftiethDir holds the fiftieth set (issue 44, fiftieth round): live
// cases of Debian programs that hold a terminal and that no other test,
// table, fixture or doc of agentty names — a console slide show, a
// multicolumn terminal around a shell, an 8051 emulator's prompt, a Lua
// application server's console, a Go game record viewer with its help
// and its line questions, and an image viewer drawing in letters — made
// to measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default) was written from what the program is known to draw (its
// documentation, and the program run by hand in tmux outside agentty)
// and committed before its screen was captured.
const fiftiethDir = "../testdata/modes-fiftieth"

// fiftiethTalk is presentty's talk: a title and two slides in
// reStructuredText.
const fiftiethTalk = `printf '=============\nHarbour Notes\n=============\n\nFirst slide\n===========\n\n* Tides rise twice a day\n* Boats wait at the pier\n\nSecond slide\n============\n\nThe lighthouse keeper writes a log.\n' > talk.rst`

// fiftiethImage is aview's picture: a grey gradient, 64 by 48, in PGM.
const fiftiethImage = `python3 -c "
import sys
w, h = 64, 48
rows = b''.join(bytes(((x*4+y*2)%256) for x in range(w)) for y in range(h))
open('tide.pgm', 'wb').write(b'P5 %d %d 255\n' % (w, h) + rows)"`

// fiftiethSet is the fiftieth set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func fiftiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	presentty := unseenHome(shPrep(fiftiethTalk), "presentty", "talk.rst")
	tcvt := unseenHome(notes, "tcvt")
	emu := unseenHome(notes, "emu8051-cli")
	tarantool := unseenHome(notes, "tarantool")
	mgt := unseenHome(notes, gamePath("mgt"))
	aview := unseenHome(shPrep(fiftiethImage), "aview", "tide.pgm")
	board := wait("for help")
	return []corpusCase{
		// A slide show: presentty's first slide, and the next one after
		// the right arrow.
		needs(is(modes.TUI, "presentty-slide", "presentty", presentty, wait("Boats wait")), "presentty"),
		needs(is(modes.TUI, "presentty-next-slide", "presentty", presentty, wait("Boats wait"),
			step{keys: "<right>", expect: "lighthouse keeper", timeout: setSlow}), "presentty"),

		// A shell in two columns: tcvt around the login shell, at its
		// prompt and after a command.
		needs(is(modes.Shell, "tcvt-shell", "tcvt", tcvt, settle), "tcvt"),
		needs(is(modes.Shell, "tcvt-after-ls", "tcvt", tcvt, settle, typed("ls", "notes.txt"), settle), "tcvt"),

		// REPLs: emu8051's console (`->` under its list of commands),
		// also after `dr` drew its registers; tarantool's console, also
		// after an expression and after an error.
		needs(is(modes.REPL, "emu8051", "emu8051-cli", emu, wait("Reset emulator timer")), "emu8051-cli"),
		needs(is(modes.REPL, "emu8051-registers", "emu8051-cli", emu, wait("Reset emulator timer"), typed("dr", "Emulator timer B")), "emu8051-cli"),
		needs(is(modes.REPL, "tarantool", "tarantool", tarantool, wait("tarantool>")), "tarantool"),
		needs(is(modes.REPL, "tarantool-after-expression", "tarantool", tarantool, wait("tarantool>"), typed("1 + 1", "- 2")), "tarantool"),
		needs(is(modes.REPL, "tarantool-after-error", "tarantool", tarantool, wait("tarantool>"), typed("nosuch()", "error"), settle), "tarantool"),

		// A Go game record viewer: mgt's empty board, its cursor moved
		// right (6), its help (?), and its line questions at the
		// bottom: the node to jump to (g) and the node's name (n).
		needs(is(modes.TUI, "mgt-board", "mgt", mgt, board), gamePath("mgt")),
		needs(is(modes.TUI, "mgt-board-moved", "mgt", mgt, board, step{text: "6"}, settle), gamePath("mgt")),
		needs(is(modes.TUI, "mgt-help", "mgt", mgt, board, step{text: "?", expect: "MGT Version", timeout: setSlow}), gamePath("mgt")),
		needs(ask("mgt-jump", "mgt", mgt, want(modes.Text, "Move to node # ?", ""), board,
			step{text: "g", expect: "Move to node", timeout: setSlow}), gamePath("mgt")),
		needs(ask("mgt-name", "mgt", mgt, want(modes.Text, "Name:", ""), board,
			step{text: "n", expect: "Name:", timeout: setSlow}), gamePath("mgt")),

		// An image viewer drawing in letters: aview's picture.
		needs(is(modes.TUI, "aview", "aview", aview, settle), "aview"),
	}
}

// TestModesFiftieth drives the fiftieth set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/fiftieth. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesFiftieth(t *testing.T) { captureSet(t, fiftiethDir, fiftiethSet()) }
