package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventyninthDir holds the hundred-seventy-ninth set (issue 44,
// hundred-seventy-ninth round): live cases of real Debian programs with a
// prompt of their own, each linked with GNU readline or libedit, that no
// other test, table, fixture or doc of agentty names: smf-utils' smfsh,
// fityk's cfityk, bossa-cli's bossash, ldmtool, pyxplot, dhtnode,
// libgda-5.0-bin's gda-sql-5.0, evolver-nox's Surface Evolver and
// qepcad. Each is seen at its first prompt, after one command run and
// after an error, made to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options) was written from what the
// program draws when run by hand outside agentty, and committed before
// its screen was captured.
const hundredseventyninthDir = "../testdata/modes-hundredseventyninth"

// hundredseventyninthSet is the hundred-seventy-ninth set. Labels say what
// a person reads on the screen; "…" in a question or default stands for
// any text.
func hundredseventyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	home := func(argv ...string) opener { return unseenHome(notes, argv...) }
	return []corpusCase{
		// REPLs of tools, at their first prompt, after a command and
		// after an unknown command: smfsh (a MIDI file shell, "smfsh>"),
		// cfityk (a curve fitter's console, "=->"), bossash (a flash
		// programmer's shell, "bossa>", whose "info" says no device is
		// connected), ldmtool (Windows LDM volumes, "ldm>"), pyxplot
		// (a plotter's "pyxplot>", its error a caret under the word).
		needs(is(modes.REPL, "smfsh", "smfsh", home("smfsh"), wait("smfsh>")), "smfsh"),
		needs(is(modes.REPL, "smfsh-after-command", "smfsh", home("smfsh"), wait("smfsh>"), typed("ppqn 96", "changed to 96"), settle), "smfsh"),
		needs(is(modes.REPL, "smfsh-after-error", "smfsh", home("smfsh"), wait("smfsh>"), typed("frobnicate", "No such command"), settle), "smfsh"),
		needs(is(modes.REPL, "cfityk", "cfityk", home("cfityk"), wait("=->")), "cfityk"),
		needs(is(modes.REPL, "cfityk-after-command", "cfityk", home("cfityk"), wait("=->"), typed("print 6*7", "42"), settle), "cfityk"),
		needs(is(modes.REPL, "cfityk-after-error", "cfityk", home("cfityk"), wait("=->"), typed("frobnicate", "Syntax error"), settle), "cfityk"),
		needs(is(modes.REPL, "bossash", "bossash", home("bossash"), wait("bossa>")), "bossash"),
		needs(is(modes.REPL, "bossash-after-command", "bossash", home("bossash"), wait("bossa>"), typed("info", "No device connected"), settle), "bossash"),
		needs(is(modes.REPL, "bossash-after-error", "bossash", home("bossash"), wait("bossa>"), typed("frobnicate", "Undefined command"), settle), "bossash"),
		needs(is(modes.REPL, "ldmtool", "ldmtool", home("ldmtool"), wait("ldm>")), "ldmtool"),
		needs(is(modes.REPL, "ldmtool-after-command", "ldmtool", home("ldmtool"), wait("ldm>"), typed("scan", "[]"), settle), "ldmtool"),
		needs(is(modes.REPL, "ldmtool-after-error", "ldmtool", home("ldmtool"), wait("ldm>"), typed("frobnicate", "Unrecognised command"), settle), "ldmtool"),
		needs(is(modes.REPL, "pyxplot", "pyxplot", home("pyxplot"), wait("pyxplot>")), "pyxplot"),
		needs(is(modes.REPL, "pyxplot-after-command", "pyxplot", home("pyxplot"), wait("pyxplot>"), typed("print 6*7", "42"), settle), "pyxplot"),
		needs(is(modes.REPL, "pyxplot-after-error", "pyxplot", home("pyxplot"), wait("pyxplot>"), typed("frobnicate", "No such variable"), settle), "pyxplot"),

		// A DHT node's console (">>") at its first prompt and after an
		// unknown command, and the GDA SQL console ("gda>") at its first
		// prompt under its banner.
		needs(is(modes.REPL, "dhtnode", "dhtnode", home("dhtnode"), wait(">>"), settle), "dhtnode"),
		needs(is(modes.REPL, "dhtnode-after-error", "dhtnode", home("dhtnode"), wait(">>"), settle, typed("frobnicate", "Unknown command"), settle), "dhtnode"),
		needs(is(modes.REPL, "gda-sql", "gda-sql-5.0", home("gda-sql-5.0"), wait("gda>"), settle), "gda-sql-5.0"),

		// Questions asked on a line: Surface Evolver's datafile name (at
		// first, and again after a file it cannot open), then its command
		// prompt once none is given; qepcad's informal description, then
		// its variable list and its number of free variables.
		needs(ask("evolver", "evolver", home("evolver"), want(modes.Text, "Enter new datafile name (none to continue, q to quit):", ""), wait("datafile name")), "evolver"),
		needs(ask("evolver-after-error", "evolver", home("evolver"), want(modes.Text, "Enter new datafile name (none to continue, q to quit):", ""),
			wait("datafile name"), typed("nosuch.fe", "Cannot open datafile"), settle), "evolver"),
		needs(is(modes.REPL, "evolver-command", "evolver", home("evolver"), wait("datafile name"), typed("", "Enter command:"), settle), "evolver"),
		needs(ask("qepcad", "qepcad", home("qepcad"), want(modes.Text, "Enter an informal description  between '[' and ']':", ""), wait("informal description")), "qepcad"),
		needs(ask("qepcad-variables", "qepcad", home("qepcad"), want(modes.Text, "Enter a variable list:", ""),
			wait("informal description"), typed("[test]", "variable list"), settle), "qepcad"),
		needs(ask("qepcad-free-variables", "qepcad", home("qepcad"), want(modes.Text, "Enter the number of free variables:", ""),
			wait("informal description"), typed("[test]", "variable list"), typed("(x,y)", "free variables"), settle), "qepcad"),
	}
}

// TestModesHundredseventyninth drives the hundred-seventy-ninth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredseventyninth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredseventyninth(t *testing.T) {
	captureSet(t, hundredseventyninthDir, hundredseventyninthSet())
}
