package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfourteenthDir holds the hundredfourteenth set (issue 44,
// hundred-and-fourteenth round): live cases of real Debian programs that
// no other test, table, fixture or doc of agentty names, made to measure
// the classifier once as it was on REPLs, interpreters and shells nobody
// here had looked at: VPCS (the Virtual PC Simulator's console), OTcl's
// otclsh and XOTcl's xotclsh, snimpy (an SNMP shell over Python's),
// Ifeffit's command-line shell, the gluster console, sqlline (a JDBC SQL
// shell), udunits2 (a units calculator) and bash with liquidprompt's
// prompt, each at its first prompt and after a command. Each case's label
// (mode, state) was written from what the program prints, seen by running
// it by hand in tmux outside agentty, and committed before its screen was
// captured.
const hundredfourteenthDir = "../testdata/modes-hundredfourteenth"

// hundredfourteenthSet is the hundredfourteenth set. Labels say what a
// person reads on the screen.
func hundredfourteenthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	vpcs := unseenHome(notes, "vpcs")
	otclsh := unseenHome(notes, "otclsh")
	xotclsh := unseenHome(notes, "xotclsh")
	snimpy := unseenHome(notes, "snimpy")
	ifeffit := unseenHome(notes, "ifeffit")
	gluster := unseenHome(notes, "gluster")
	sqlline := unseenHome(notes, "sqlline")
	udunits := unseenHome(notes, "udunits2")
	// bash reads the set's start file from its home, where it sources
	// liquidprompt.
	liquid := unseenHome(func(t *testing.T, dir string) {
		notes(t, dir)
		rc, err := os.ReadFile(filepath.Join("..", "testdata", "hundredfourteenth", "bashrc"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, ".bashrc"), rc, 0o644); err != nil {
			t.Fatal(err)
		}
	}, "bash", "-i")
	return []corpusCase{
		// Device consoles: VPCS's banner over its "VPCS[1]>" prompt, and
		// after an address given to its first PC.
		needs(is(modes.REPL, "vpcs", "vpcs", vpcs, wait("VPCS[1]>")), "vpcs"),
		needs(is(modes.REPL, "vpcs-after-command", "vpcs", vpcs, wait("VPCS[1]>"), typed("ip 10.0.0.2/24", "PC1 : 10.0.0.2"), settle), "vpcs"),

		// Tcl's object shells: otclsh's and xotclsh's bare "%" prompt, and
		// after an expression computed.
		needs(is(modes.REPL, "otclsh", "otclsh", otclsh, wait("%"), settle), "otclsh"),
		needs(is(modes.REPL, "otclsh-after-command", "otclsh", otclsh, wait("%"), settle, typed("expr 6 * 7", "42"), settle), "otclsh"),
		needs(is(modes.REPL, "xotclsh", "xotclsh", xotclsh, wait("%"), settle), "xotclsh"),
		needs(is(modes.REPL, "xotclsh-after-command", "xotclsh", xotclsh, wait("%"), settle, typed("set x [expr {6*7}]", "42"), settle), "xotclsh"),

		// Interpreters of their own languages: snimpy's "[snimpy]>" under
		// its banner, Ifeffit's "Ifeffit>", each also after a command.
		needs(is(modes.REPL, "snimpy", "snimpy", snimpy, wait("[snimpy]>")), "snimpy"),
		needs(is(modes.REPL, "snimpy-after-command", "snimpy", snimpy, wait("[snimpy]>"), typed("1+41", "42"), settle), "snimpy"),
		needs(is(modes.REPL, "ifeffit", "ifeffit", ifeffit, wait("Ifeffit>")), "ifeffit"),
		needs(is(modes.REPL, "ifeffit-after-command", "ifeffit", ifeffit, wait("Ifeffit>"), typed("a = 6*7", "Ifeffit>"), typed("show a", "42.0"), settle), "ifeffit"),

		// Management and database consoles: the gluster prompt (its
		// commands wait on a daemon, so only its first prompt), sqlline's
		// "sqlline>" under its warnings, and after a command it answers
		// without a connection.
		needs(is(modes.REPL, "gluster", "gluster", gluster, wait("gluster>")), "gluster"),
		needs(is(modes.REPL, "sqlline", "sqlline", sqlline, wait("sqlline>")), "sqlline"),
		needs(is(modes.REPL, "sqlline-after-command", "sqlline", sqlline, wait("sqlline>"), typed("!dbinfo", "No current connection"), settle), "sqlline"),

		// A calculator: udunits2's "You have:", and after a conversion
		// answered, at "You have:" again.
		needs(is(modes.REPL, "udunits2", "udunits2", udunits, wait("You have:")), "udunits2"),
		needs(is(modes.REPL, "udunits2-after-command", "udunits2", udunits, wait("You have:"),
			typed("mile", "You want:"), typed("km", "1.609"), settle), "udunits2"),

		// A shell: bash with liquidprompt's prompt, at its first prompt and
		// after a command.
		needs(is(modes.Shell, "liquidprompt", "bash", liquid, wait("]"), settle), "bash", "liquidprompt_activate"),
		needs(is(modes.Shell, "liquidprompt-after-command", "bash", liquid, wait("]"), settle, typed("echo six times seven", "six times seven"), settle), "bash", "liquidprompt_activate"),
	}
}

// TestModesHundredfourteenth drives the hundredfourteenth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfourteenth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfourteenth(t *testing.T) {
	captureSet(t, hundredfourteenthDir, hundredfourteenthSet())
}
