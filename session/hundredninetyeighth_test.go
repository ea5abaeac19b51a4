package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetyeighthDir holds the hundred-and-ninety-eighth set (issue
// 44, hundred-and-ninety-eighth round): live cases of real Debian
// programs that hold an interactive prompt of their own (a solver's
// shell, a disc image's shell, a macro language's interactive session, a
// morphology system's command line), that no other test, table, fixture
// or doc of agentty names (each program and its package grepped unnamed
// before it was chosen), made to measure the classifier once on programs
// nobody here had looked at. Each case's label (mode, state, prompt) was
// written from what the program prints (run by hand in tmux outside
// agentty) and committed before its screen was captured.
const hundredninetyeighthDir = "../testdata/modes-hundredninetyeighth"

// hundredninetyeighthSet is the hundred-and-ninety-eighth set. Labels say
// what a person reads on the screen.
func hundredninetyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// line is a line typed to zoem, which answers nothing until a dot.
	line := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	const symphony, udfclient, mkudffs = "/usr/bin/symphony", "/usr/bin/udfclient", "/usr/sbin/mkudffs"
	const zoem, malaga, malmake = "/usr/bin/zoem", "/usr/bin/malaga", "/usr/bin/malmake"
	home := func(argv ...string) opener { return unseenHome(nil, argv...) }
	// udfclient opens a small UDF disc image that udftools' mkudffs
	// makes in the case's home, its volume labelled NOTES.
	disc := unseenHome(func(t *testing.T, dir string) {
		sh(t, dir, "truncate -s 4M udf.img && "+mkudffs+" --media-type=hd --label=NOTES udf.img")
	}, udfclient, "{dir}/udf.img")
	// malaga runs the palindrome grammar of its package's formal
	// examples, compiled by malmake in the case's home.
	grammar := unseenHome(func(t *testing.T, dir string) {
		sh(t, dir, "cp /usr/share/doc/malaga-bin/examples/formal/* . && "+malmake+" palindrome.pro")
	}, malaga, "palindrome.pro")
	return []corpusCase{
		// COIN-OR's SYMPHONY, its interactive MILP solver: its banner
		// over `SYMPHONY:`, after help (its main commands), after a
		// command it lacks (`Unknown command!`), and load's own question
		// for a file's name.
		needs(is(modes.REPL, "symphony", "symphony", home(symphony), wait("SYMPHONY:"), settle), symphony),
		needs(is(modes.REPL, "symphony-help", "symphony", home(symphony), wait("SYMPHONY:"), typed("help", "quit/exit"), settle), symphony),
		needs(is(modes.REPL, "symphony-unknown", "symphony", home(symphony), wait("SYMPHONY:"), typed("frobnicate", "Unknown command!"), settle), symphony),
		needs(ask("symphony-load", "symphony", home(symphony), want(modes.Text, "Name of the file:", ""),
			wait("SYMPHONY:"), typed("load", "Name of the file:"), settle), symphony),

		// udfclient, a shell over a UDF disc image: its volume listed
		// over `UDF>`, after help (its commands), after cd to a directory
		// the disc lacks (an error line) and after ls.
		needs(is(modes.REPL, "udfclient", "udfclient", disc, wait("UDF>"), settle), udfclient, mkudffs),
		needs(is(modes.REPL, "udfclient-help", "udfclient", disc, wait("UDF>"), typed("help", "exits program"), settle), udfclient, mkudffs),
		needs(is(modes.REPL, "udfclient-missing", "udfclient", disc, wait("UDF>"), typed("cd nosuch", "No such file"), settle), udfclient, mkudffs),
		needs(is(modes.REPL, "udfclient-ls", "udfclient", disc, wait("UDF>"), typed("ls", "UDF> ls"), settle), udfclient, mkudffs),

		// zoem's interactive session, which draws no prompt: its banner
		// (a single dot interprets what was typed), a macro typed and not
		// yet interpreted (a continuation), the macro interpreted (42
		// between its marks) and an escape it ignores (its error lines).
		// Its three typed cases first timed out waiting for their own
		// typed line; they were driven again waiting for the banner's
		// last line, then for zoem to settle after a line.
		needs(is(modes.REPL, "zoem", "zoem", home(zoem), wait("Interactive session"), settle), zoem),
		needs(is(modes.REPL, "zoem-continued", "zoem", home(zoem), wait("Separator can be changed"), settle, line(`\f{+}{6}{36}`), settle), zoem),
		needs(is(modes.REPL, "zoem-result", "zoem", home(zoem), wait("Separator can be changed"), settle, line(`\f{+}{6}{36}`), typed(".", "42"), settle), zoem),
		needs(is(modes.REPL, "zoem-error", "zoem", home(zoem), wait("Separator can be changed"), settle, line(`\1+{2}`), typed(".", "ignoring escape"), settle), zoem),

		// malaga, the natural language analysis system: its banner over
		// `malaga>`, after an analysis (`Analyses of "abba"`), after a
		// word it takes for an unknown command, and after help (its
		// commands and options).
		needs(is(modes.REPL, "malaga", "malaga", grammar, wait("malaga>"), settle), malaga, malmake),
		needs(is(modes.REPL, "malaga-analysis", "malaga", grammar, wait("malaga>"), typed("ma abba", "Analyses of"), settle), malaga, malmake),
		needs(is(modes.REPL, "malaga-unknown", "malaga", grammar, wait("malaga>"), typed("abba", "Unknown command"), settle), malaga, malmake),
		needs(is(modes.REPL, "malaga-help", "malaga", grammar, wait("malaga>"), typed("help", "Options available"), settle), malaga, malmake),
	}
}

// TestModesHundredninetyeighth drives the hundred-and-ninety-eighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/hundredninetyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesHundredninetyeighth(t *testing.T) {
	captureSet(t, hundredninetyeighthDir, hundredninetyeighthSet())
}
