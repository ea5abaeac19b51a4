package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeleventhDir holds the two-hundred-and-eleventh set (issue 44,
// two-hundred-and-eleventh round): live cases of real Debian programs that
// hold an interactive prompt of their own (a Gopher client's shell, a
// Direct Connect client's shell, a cluster quorum simulator's console, a
// PIC microcontroller simulator's console, a personal finance shell, an
// IMAP administration shell), that no other test, table, fixture or doc
// of agentty names (each program and its package grepped unnamed before
// it was chosen), made to measure the classifier once on programs nobody
// here had looked at. Each is seen at its first prompt, after a command
// and its output, and after an error; none of them has a continuation
// prompt. Each case's label (mode, state) was written from what the
// program prints (run by hand in tmux outside agentty) and committed
// before its screen was captured.
const twohundredeleventhDir = "../testdata/modes-twohundredeleventh"

// twohundredeleventhSet is the two-hundred-and-eleventh set. Labels say
// what a person reads on the screen.
func twohundredeleventhSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	const vf1, microdc2, vqsim = "/usr/bin/vf1", "/usr/bin/microdc2", "/usr/bin/corosync-vqsim"
	const simulpic, clipf, cyradm = "/usr/bin/simulpic", "/usr/bin/clipf", "/usr/bin/cyradm"
	home := func(argv ...string) opener { return unseenHome(nil, argv...) }
	return []corpusCase{
		// VF-1, a command-line Gopher client: its welcome over `VF-1>`,
		// after help (its documented commands), after a command it lacks
		// (`What?`) and after set (its options and their values).
		needs(is(modes.REPL, "vf1", "vf1", home(vf1), wait("VF-1>"), settle), vf1),
		needs(is(modes.REPL, "vf1-help", "vf1", home(vf1), wait("VF-1>"), typed("help", "Documented commands"), settle), vf1),
		needs(is(modes.REPL, "vf1-unknown", "vf1", home(vf1), wait("VF-1>"), typed("frobnicate", "What?"), settle), vf1),
		needs(is(modes.REPL, "vf1-set", "vf1", home(vf1), wait("VF-1>"), typed("set", "encoding"), settle), vf1),

		// microdc2, a Direct Connect client with no hub joined: its file
		// list loaded over `microdc2>`, after help (two columns of
		// commands), after a command it lacks (`Unknown command.`) and
		// after set (its settings).
		needs(is(modes.REPL, "microdc2", "microdc2", home(microdc2), wait("microdc2>"), settle), microdc2),
		needs(is(modes.REPL, "microdc2-help", "microdc2", home(microdc2), wait("microdc2>"), typed("help", "unqueue USER"), settle), microdc2),
		needs(is(modes.REPL, "microdc2-unknown", "microdc2", home(microdc2), wait("microdc2>"), typed("frobnicate", "Unknown command."), settle), microdc2),
		needs(is(modes.REPL, "microdc2-set", "microdc2", home(microdc2), wait("microdc2>"), typed("set", "listingdir"), settle), microdc2),

		// corosync-vqsim, the votequorum simulator, with no corosync.conf:
		// a bare `vqsim>`, after three nodes brought up (a status line
		// each), after one of them sent down (`Quit (on request)`), and
		// after a command it lacks (its whole help, the prompt under it).
		needs(is(modes.REPL, "vqsim", "corosync-vqsim", home(vqsim), wait("vqsim>"), settle), vqsim),
		needs(is(modes.REPL, "vqsim-up", "corosync-vqsim", home(vqsim), wait("vqsim>"), typed("up 1,2,3", "nodes=[1 2 3]"), settle), vqsim),
		needs(is(modes.REPL, "vqsim-down", "corosync-vqsim", home(vqsim), wait("vqsim>"), typed("up 1,2,3", "nodes=[1 2 3]"), settle,
			typed("down 3", "Quit (on request)"), settle), vqsim),
		needs(is(modes.REPL, "vqsim-unknown", "corosync-vqsim", home(vqsim), wait("vqsim>"), typed("frobnicate", "bring node(s) online"), settle), vqsim),

		// SimulPic, a PIC16F84 simulator: its banner over the simulated
		// time's prompt `0.000000 ms>`, after dr (its registers), after a
		// command it lacks (`h for Help`) and after three steps run (its
		// debug lines and registers, the time moved on).
		needs(is(modes.REPL, "simulpic", "simulpic", home(simulpic), wait("ms>"), settle), simulpic),
		needs(is(modes.REPL, "simulpic-registers", "simulpic", home(simulpic), wait("ms>"), typed("dr", "TRISB"), settle), simulpic),
		needs(is(modes.REPL, "simulpic-unknown", "simulpic", home(simulpic), wait("ms>"), typed("x", "h for Help"), settle), simulpic),
		needs(is(modes.REPL, "simulpic-steps", "simulpic", home(simulpic), wait("ms>"), typed("s 3", "0.001200 ms>"), settle), simulpic),

		// clipf, personal finance accounting in the command line: its
		// banner over a prompt of the day's date, after calc (`42.00`),
		// after a command it lacks (`*** Unknown syntax:`) and after op ls
		// (an empty list of operations and its totals).
		needs(is(modes.REPL, "clipf", "clipf", home(clipf), wait("particular command."), settle), clipf),
		needs(is(modes.REPL, "clipf-calc", "clipf", home(clipf), wait("particular command."), typed("calc 6*7", "42.00"), settle), clipf),
		needs(is(modes.REPL, "clipf-unknown", "clipf", home(clipf), wait("particular command."), typed("frobnicate", "Unknown syntax"), settle), clipf),
		needs(is(modes.REPL, "clipf-operations", "clipf", home(clipf), wait("particular command."), typed("op ls", "Totals:"), settle), clipf),

		// cyradm, the Cyrus IMAP administration shell, connected to no
		// server: a bare `cyradm>`, after help (its commands), after lm
		// (`no connection to server`) and after a word it is no command
		// for (`No such file or directory`).
		needs(is(modes.REPL, "cyradm", "cyradm", home(cyradm), wait("cyradm>"), settle), cyradm),
		needs(is(modes.REPL, "cyradm-help", "cyradm", home(cyradm), wait("cyradm>"), typed("help", "show commands"), settle), cyradm),
		needs(is(modes.REPL, "cyradm-no-server", "cyradm", home(cyradm), wait("cyradm>"), typed("lm", "no connection to server"), settle), cyradm),
		needs(is(modes.REPL, "cyradm-unknown", "cyradm", home(cyradm), wait("cyradm>"), typed("frobnicate", "No such file"), settle), cyradm),
	}
}

// TestModesTwohundredeleventh drives the two-hundred-and-eleventh set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredeleventh. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredeleventh(t *testing.T) {
	captureSet(t, twohundredeleventhDir, twohundredeleventhSet())
}
