package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsecondDir holds the two-hundred-second set (issue 44,
// two-hundred-and-second round): live cases of a real Debian full-screen
// text game that no other test, table, fixture or doc of agentty names,
// made to measure the classifier once as it was on a program nobody here
// had looked at. Each case's label (mode, state, prompt kind, question,
// options) was written from what the program draws, run by hand in tmux
// outside agentty, and committed before its screen was captured. The
// set was meant to hold monitors, file managers, mail, news and music
// programs too; every one of those that Debian has and that runs here
// was found named by an earlier set, and its time ran out: it holds one
// program.
const twohundredsecondDir = "../testdata/modes-twohundredsecond"

// twohundredsecondSet is the two-hundred-second set. Labels say what a
// person reads on the screen.
func twohundredsecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	shogi := gamePath("gnuminishogi")
	curses := unseenHome(notes, shogi, "-C")
	return []corpusCase{
		// A question drawn full screen: GNU minishogi's curses display
		// at its first screen, `GNU Shogi 1.4.2` over the ten numbered
		// time controls and `Enter Level:`, the cursor after it.
		needs(ask("minishogi-level", "gnuminishogi", curses,
			want(modes.Select, "Enter Level:", "",
				"1|40 moves in   5 minutes", "2|40 moves in  15 minutes", "3|40 moves in  30 minutes",
				"4|all moves in  15 minutes", "5|all moves in  30 minutes",
				"6|all moves in  15 minutes, 30 seconds fischer clock", "7|all moves in  30 minutes, 30 seconds fischer clock",
				"8|1 move  in   1 minute", "9|1 move  in  15 minutes", "10|1 move  in  30 minutes"),
			wait("Enter Level:")), shogi),

		// The game: its 5x5 board drawn in boxes once a level is
		// chosen, `Your move is?` at the right; after a pawn's move
		// (5d5c) and the computer's answer (`My move is:`); and its
		// command summary (`help`) over `Hit <RET> to return:`.
		needs(is(modes.TUI, "minishogi-board", "gnuminishogi", curses, wait("Enter Level:"), typed("1", "Your move is?"), settle), shogi),
		needs(is(modes.TUI, "minishogi-moved", "gnuminishogi", curses, wait("Enter Level:"), typed("1", "Your move is?"), settle,
			typed("5d5c", "My move is:"), settle), shogi),
		needs(is(modes.TUI, "minishogi-help", "gnuminishogi", curses, wait("Enter Level:"), typed("1", "Your move is?"), settle,
			typed("help", "Hit <RET> to return:"), settle), shogi),
	}
}

// TestModesTwohundredsecond drives the two-hundred-second set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/twohundredsecond. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesTwohundredsecond(t *testing.T) {
	captureSet(t, twohundredsecondDir, twohundredsecondSet())
}
