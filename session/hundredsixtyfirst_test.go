package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsixtyfirstDir holds the hundred-sixty-first set (issue 44,
// hundred-sixty-first round): live cases of real Debian programs with a
// command prompt of their own that no other test, table, fixture or doc of
// agentty names, made to measure the classifier once as it was on programs
// nobody here had looked at: gnome-calculator's line calculator gcalccmd
// and rrdtool's command loop (rrdtool -). Each case's label (mode, state)
// was written from what a person reads on the screen, the program run by
// hand in tmux outside agentty, and committed before its screen was
// captured. Neither has a continuation line.
const hundredsixtyfirstDir = "../testdata/modes-hundredsixtyfirst"

// hundredsixtyfirstSet is the hundred-sixty-first set. Labels say what a
// person reads on the screen.
func hundredsixtyfirstSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	calc := unseenHome(notes, "gcalccmd")
	rrd := unseenHome(notes, "rrdtool", "-")
	return []corpusCase{
		// A calculator: gcalccmd's "> " prompt (under its warnings that
		// the currency rates cannot be fetched), after a sum (42) and
		// after an expression it cannot read ("Error 1"). They wait for the
		// last warning ("… EUR rate"): the first capture waited for "> ",
		// which the trimmed screen never shows, timed out, and was driven
		// again with this wait, its labels unchanged.
		needs(is(modes.REPL, "gcalccmd", "gcalccmd", calc, wait("EUR rate"), settle), "gcalccmd"),
		needs(is(modes.REPL, "gcalccmd-after-command", "gcalccmd", calc, wait("EUR rate"), settle, typed("6*7", "42"), settle), "gcalccmd"),
		needs(is(modes.REPL, "gcalccmd-after-error", "gcalccmd", calc, wait("EUR rate"), settle, typed("6*/", "Error"), settle), "gcalccmd"),

		// A database tool's command loop: rrdtool -, which prints no
		// prompt but answers each command with its output and an
		// "OK u:… s:… r:…" line, after pwd and after an info on a
		// file that is not there ("ERROR: opening …").
		needs(is(modes.REPL, "rrdtool-after-command", "rrdtool", rrd, typed("pwd", "OK u:"), settle), "rrdtool"),
		needs(is(modes.REPL, "rrdtool-after-error", "rrdtool", rrd, typed("info /nonexistent.rrd", "ERROR:"), settle), "rrdtool"),
	}
}

// TestModesHundredsixtyfirst drives the hundred-sixty-first set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredsixtyfirst. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredsixtyfirst(t *testing.T) {
	captureSet(t, hundredsixtyfirstDir, hundredsixtyfirstSet())
}
