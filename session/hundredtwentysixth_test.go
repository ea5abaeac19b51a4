package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentysixthDir holds the hundredtwentysixth set (issue 44,
// hundred-and-twenty-sixth round): live cases of real Debian programs
// that no other test, table, fixture or doc of agentty names, made to
// measure the classifier once as it was on the consoles of an algebra
// system and of a relational-algebra calculator nobody here had looked
// at: relational-cli (relational-cli's `> ` prompt, on a CSV file of the
// case's own) and the Axiom computer algebra system (`axiom -nox`, its
// numbered `(1) -> ` prompt). Each case's label (mode, state) was written
// from what the program prints, seen by running it by hand in tmux
// outside agentty, and committed before its screen was captured.
const hundredtwentysixthDir = "../testdata/modes-hundredtwentysixth"

// hundredtwentysixthSet is the hundredtwentysixth set. Labels say what a
// person reads on the screen.
func hundredtwentysixthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	relational := unseenHome(shPrep(`printf 'id,name\n1,ada\n2,bob\n' > people.csv`), "relational-cli")
	axiom := unseenHome(notes, "axiom", "-nox")
	const load = "LOAD people.csv people"
	return []corpusCase{
		// relational-cli, a console of relational algebra: its banner
		// and its `> ` prompt (under two `> ;` comment rows), after a
		// CSV file loaded as a relation (`Loaded relation people`), and
		// after a selection (`-> query: …` over the relation's rows).
		needs(is(modes.REPL, "relational-cli", "relational-cli", relational, wait("Type HELP"), settle), "relational-cli"),
		needs(is(modes.REPL, "relational-cli-after-load", "relational-cli", relational, wait("Type HELP"),
			typed(load, "Loaded relation"), settle), "relational-cli"),
		needs(is(modes.REPL, "relational-cli-after-query", "relational-cli", relational, wait("Type HELP"),
			typed(load, "Loaded relation"), typed("σ id > 1 (people)", "bob"), settle), "relational-cli"),

		// Axiom's interpreter without its graphics: its banner and
		// `(1) -> `, then after an integral (the result drawn over
		// three rows, its `Type:` line and `(2) -> `) and after a
		// factorisation.
		needs(is(modes.REPL, "axiom", "axiom", axiom, wait("(1) ->"), settle), "axiom"),
		needs(is(modes.REPL, "axiom-after-command", "axiom", axiom, wait("(1) ->"),
			typed("integrate(x^2*sin(x), x)", "(2) ->"), settle), "axiom"),
		needs(is(modes.REPL, "axiom-after-two-commands", "axiom", axiom, wait("(1) ->"),
			typed("integrate(x^2*sin(x), x)", "(2) ->"), typed("factor(x^4 - 1)", "(3) ->"), settle), "axiom"),
	}
}

// TestModesHundredtwentysixth drives the hundredtwentysixth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwentysixth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredtwentysixth(t *testing.T) {
	captureSet(t, hundredtwentysixthDir, hundredtwentysixthSet())
}
