package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentyseventhDir holds the hundred-and-twenty-seventh set (issue
// 44, hundred-and-twenty-seventh round): live cases of real Debian
// full-screen programs that no other test, table, fixture or doc of
// agentty names, made to measure the classifier once as it was on programs
// nobody here had looked at. Each program and its package was grepped
// unnamed before it was chosen; each case's label was written from the
// program run by hand in tmux outside agentty, and committed before its
// screen was captured.
//
// Most of Debian's full-screen monitors, file managers, clients and games
// are named here already; of the unnamed ones tried, horst, numatop,
// latencytop, btscanner, audtty, gertty, sen and xaos fail or hang here
// without hardware, a daemon or a display. Seven moments of a second
// program, Allure of the Stars (allure's Allure, its terminal frontend:
// its opening autoplay, its main menu at first and after one and two moves
// down, its "Tweak convenience settings:" dialog at first, after a value
// turned and after a move down), were labelled and committed with these
// but never reached: the frontend wants 45 rows, and a case's terminal
// has 24, so Allure only printed "The terminal is too small." and exited.
// They were removed, not driven again, which leaves one program.
const hundredtwentyseventhDir = "../testdata/modes-hundredtwentyseventh"

// hundredtwentyseventhSet is the hundred-and-twenty-seventh set. Labels
// say what a person reads on the screen.
func hundredtwentyseventhSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	return []corpusCase{
		// A system monitor: irqtop's table of interrupt rates per CPU,
		// redrawn each second, and its flat top-like view (-t).
		needs(is(modes.TUI, "irqtop", "irqtop", unseenHome(notes, "irqtop"), wait("irqTotal"), settle), "irqtop"),
		needs(is(modes.TUI, "irqtop-top", "irqtop", unseenHome(notes, "irqtop", "-t"), wait("irqtop"), settle), "irqtop"),
	}
}

// TestModesHundredtwentyseventh drives the hundred-and-twenty-seventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/hundredtwentyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesHundredtwentyseventh(t *testing.T) {
	captureSet(t, hundredtwentyseventhDir, hundredtwentyseventhSet())
}
