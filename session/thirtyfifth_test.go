package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtyfifthDir holds the thirty-fifth set (issue 44, thirty-fifth
// round): live cases of Debian programs written in C or Rust that no
// other test, table, fixture or doc of agentty names, made after the
// thirty-third round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode and state)
// was written from what the program is known to draw (its documentation
// and source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const thirtyfifthDir = "../testdata/modes-thirtyfifth"

// The thirty-fifth set's preparations: two files for hexcompare to set
// side by side, a feed of two items for sfeed_curses.
const (
	thirtyfifthBins = `printf 'abc\n' > a.bin && printf 'abd\n' > b.bin`
	thirtyfifthFeed = `printf '1700000000\tRelay release 7\thttp://example.org/r7\t\thtml\t\t\t\t\n1700000100\tMirror moved\thttp://example.org/m\t\thtml\t\t\t\t\n' > news`
)

// thirtyfifthSet is the thirty-fifth set. Labels say what a person reads
// on the screen.
func thirtyfifthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	augtool := unseenHome(notes, "augtool")
	linkParser := unseenHome(notes, "link-parser")
	foma := unseenHome(notes, "foma")
	yaz := unseenHome(notes, "yaz-client")
	mixvm := unseenHome(notes, "mixvm")
	snek := unseenHome(notes, "snek")
	hexcompare := unseenHome(shPrep(thirtyfifthBins), "hexcompare", "a.bin", "b.bin")
	sfeed := unseenHome(shPrep(thirtyfifthFeed), "sfeed_curses", "news")
	smemstat := unseenHome(notes, "smemstat", "-T")
	return []corpusCase{
		// REPLs, at their prompt and after a command: Augeas' augtool,
		// link-grammar's parser, the finite-state compiler foma, YAZ's
		// Z39.50 client, GNU MDK's MIX virtual machine, the Snek
		// language.
		needs(is(modes.REPL, "augtool", "augtool", augtool, wait("augtool>")), "augtool"),
		needs(is(modes.REPL, "augtool-after-command", "augtool", augtool, wait("augtool>"), typed("print /augeas/version", "pathx"), settle), "augtool"),
		needs(is(modes.REPL, "link-parser", "link-parser", linkParser, wait("linkparser>")), "link-parser"),
		needs(is(modes.REPL, "link-parser-after-command", "link-parser", linkParser, wait("linkparser>"), typed("the cat sat", "LEFT-WALL"), settle), "link-parser"),
		needs(is(modes.REPL, "foma", "foma", foma, wait("foma[0]:")), "foma"),
		needs(is(modes.REPL, "yaz-client", "yaz-client", yaz, wait("Z>")), "yaz-client"),
		needs(is(modes.REPL, "yaz-client-after-command", "yaz-client", yaz, wait("Z>"), typed("help", "zversion"), settle), "yaz-client"),
		needs(is(modes.REPL, "mixvm", "mixvm", mixvm, wait("MIX>")), "mixvm"),
		needs(is(modes.REPL, "mixvm-after-command", "mixvm", mixvm, wait("MIX>"), typed("help", "scmf"), settle), "mixvm"),
		needs(is(modes.REPL, "snek", "snek", snek, wait("Welcome to Snek")), "snek"),
		needs(is(modes.REPL, "snek-after-command", "snek", snek, wait("Welcome to Snek"), typed("print(6*7)", "42"), settle), "snek"),

		// Full-screen programs: hexcompare's two files side by side
		// (also moved a line), sfeed_curses' feed, smemstat's top-like
		// list of processes' memory. sfeed_curses' feed moved an item was
		// removed, unreached: Down moved within the pane of feeds, which
		// holds one feed, so the screen did not change.
		needs(is(modes.TUI, "hexcompare", "hexcompare", hexcompare, wait("Full View")), "hexcompare"),
		needs(is(modes.TUI, "hexcompare-moved", "hexcompare", hexcompare, wait("Full View"), down, settle), "hexcompare"),
		needs(is(modes.TUI, "sfeed-curses", "sfeed_curses", sfeed, wait("Mirror moved")), "sfeed_curses"),
		needs(is(modes.TUI, "smemstat", "smemstat", smemstat, wait("USS")), "smemstat"),
	}
}

// TestModesThirtyfifth drives the thirty-fifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirtyfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesThirtyfifth(t *testing.T) { captureSet(t, thirtyfifthDir, thirtyfifthSet()) }
