package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixtythirdDir holds the sixtythird set (issue 44, sixtythird round):
// live cases of Debian programs that no other test, table, fixture or doc
// of agentty names (a calendar client, an interpreter for Glulx story
// files, the Inform 6 compiler and a calendar printer), made to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt) was written from what the
// program is known to draw (its documentation, and the program run by
// hand outside agentty) and committed before its screen was captured.
const sixtythirdDir = "../testdata/modes-sixtythird"

// sixtythirdSet is the sixtythird set. Labels say what a person reads on
// the screen.
func sixtythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	gcalcli := unseenHome(notes, "gcalcli", "--noauth_local_webserver", "list")
	code := want(modes.Text, "Enter verification code:", "")
	glulxe := gamePath("glulxe")
	return []corpusCase{
		// gcalcli, with no token in its home, prints Google's consent
		// link and asks for the code the page gives: a text question
		// under a warning and a long URL.
		needs(ask("gcalcli-code", "gcalcli", gcalcli, code, wait("verification code")), "gcalcli"),
		// The same question, asked by gcalcli agenda typed at a shell.
		needs(ask("gcalcli-agenda-typed", "gcalcli", typedShell(notes), code, settle,
			typed("gcalcli --noauth_local_webserver agenda", "verification code")), "bash", "gcalcli"),
		// glulxe given a story file that is not there: its glk screen
		// (full-screen, curses) says the game file could not be opened
		// and "Hit any key to exit.": a full-screen program waiting for a
		// key.
		needs(is(modes.TUI, "glulxe-no-story", "glulxe", unseenHome(notes, glulxe, "{dir}/lamp.ulx"), wait("Hit any key")), glulxe),
		// The same, run from a shell, after the key: glulxe has left and
		// the shell prompts again.
		needs(is(modes.Shell, "glulxe-after-key", "glulxe", typedShell(notes), settle,
			typed(glulxe+" lamp.ulx", "Hit any key"), step{keys: "x", timeout: setSlow}, settle), "bash", glulxe),
		// inform6 given a source that is not there prints its error and
		// ends; the shell prompts again.
		needs(is(modes.Shell, "inform6-typed", "inform6", typedShell(notes), settle,
			typed("inform6 -G lamp.inf", "Fatal error")), "bash", "inform6"),
		// gcal prints this month's calendar and ends; the shell prompts
		// again.
		needs(is(modes.Shell, "gcal-typed", "gcal", typedShell(notes), settle,
			typed("gcal", "Saturday")), "bash", "gcal"),
	}
}

// TestModesSixtythird drives the sixtythird set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtythird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtythird(t *testing.T) { captureSet(t, sixtythirdDir, sixtythirdSet()) }
