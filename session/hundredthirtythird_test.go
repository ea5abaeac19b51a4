package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtythirdDir holds the hundredthirtythird set (issue 44,
// hundred-and-thirty-third round): live cases of REPLs and consoles
// imitated by a fixture of its own, each printing, on the main screen and
// a line at a time with readline's line editing, what a tool that cannot
// run here prints at its prompts (its banner, prompt, continuation prompt,
// output and error messages, from its documentation, source and published
// transcripts), none of them named by any other test, table, fixture or
// doc of agentty: a database shell (HBase's), a cache's (valkey-cli), a
// scientific system's (SageMath's), a graph console (TinkerPop's Gremlin
// Console), a stream processor's (the ksqlDB CLI), a debugger stopped in a
// program (winedbg), a logic language's top level (XSB Prolog's) and a
// functional language's (PureScript's PSCi). Each is seen at its first
// prompt under its banner, after a command and its output, in a statement
// left open (its continuation prompt) where the tool has one, and after an
// error. Each case's label was written from what the imitated tool means
// to a person and committed before its screen was captured.
const hundredthirtythirdDir = "../testdata/modes-hundredthirtythird"

// hundredthirtythirdScript runs the set's Python script, with Debian's
// python3.
var hundredthirtythirdScript = setFixtures("hundredthirtythird").script

// hundredthirtythirdSet is the hundredthirtythird set. Labels say what a
// person reads on the screen.
func hundredthirtythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredthirtythirdScript(py, "py/hundredthirtythird_demo.py", args...)
	}
	hbase := like("hbase")
	valkey := like("valkey-cli")
	sage := like("sage")
	gremlin := like("gremlin")
	ksql := like("ksql")
	winedbg := like("winedbg")
	xsb := like("xsb")
	psci := like("psci")
	const (
		hbasePrompt  = "hbase:001:0>"
		valkeyPrompt = "127.0.0.1:6379>"
		sagePrompt   = "sage:"
		gremlinHead  = "tinkerpop.tinkergraph"
		ksqlPrompt   = "ksql>"
		winePrompt   = "Wine-dbg>"
		xsbHead      = "[Build date"
		psciHead     = "import Prelude"
	)
	graph := typed("g = TinkerGraph.open().traversal()", "graphtraversalsource")
	return []corpusCase{
		// A database shell: HBase's JRuby shell at its first prompt,
		// after `list` and its table, with `create 'notes',` left open
		// (`hbase:002:0*`), and after a table that does not exist.
		needs(is(modes.REPL, "hbase-like", "hbase-like", hbase, wait(hbasePrompt)), py),
		needs(is(modes.REPL, "hbase-like-after-command", "hbase-like", hbase, wait(hbasePrompt), typed("list", `=> ["notes"]`), settle), py),
		needs(is(modes.REPL, "hbase-like-continuation", "hbase-like", hbase, wait(hbasePrompt), typed("create 'notes',", "hbase:002:0*"), settle), py),
		needs(is(modes.REPL, "hbase-like-after-error", "hbase-like", hbase, wait(hbasePrompt), typed("describe 'nosuch'", "does not exist"), settle), py),

		// A cache's shell: valkey-cli at its first prompt, after SET and
		// its OK, and after an unknown command's `(error) ERR`.
		needs(is(modes.REPL, "valkey-cli-like", "valkey-cli-like", valkey, wait(valkeyPrompt)), py),
		needs(is(modes.REPL, "valkey-cli-like-after-command", "valkey-cli-like", valkey, wait(valkeyPrompt),
			typed("SET greeting hello", "OK"), settle), py),
		needs(is(modes.REPL, "valkey-cli-like-after-error", "valkey-cli-like", valkey, wait(valkeyPrompt),
			typed("HELO there", "(error) ERR"), settle), py),

		// A scientific system: SageMath at its first prompt under its
		// boxed banner, after a factorisation, in a loop's body
		// (`....:`), and after IPython's NameError traceback.
		needs(is(modes.REPL, "sage-like", "sage-like", sage, wait(sagePrompt)), py),
		needs(is(modes.REPL, "sage-like-after-command", "sage-like", sage, wait(sagePrompt), typed("factor(2024)", "11 * 23"), settle), py),
		needs(is(modes.REPL, "sage-like-continuation", "sage-like", sage, wait(sagePrompt), typed("for p in primes(10):", "....:"), settle), py),
		needs(is(modes.REPL, "sage-like-after-error", "sage-like", sage, wait(sagePrompt), typed("foo", "is not defined"), settle), py),

		// A graph console: the Gremlin Console at its first prompt under
		// its ASCII-art banner, after a traversal source is made, with a
		// traversal left open (`......1>`), at its question after an
		// error (`Display stack trace? [yN]`), and back at its prompt
		// once it is answered no.
		needs(is(modes.REPL, "gremlin-like", "gremlin-like", gremlin, wait(gremlinHead)), py),
		needs(is(modes.REPL, "gremlin-like-after-command", "gremlin-like", gremlin, wait(gremlinHead), graph, settle), py),
		needs(is(modes.REPL, "gremlin-like-continuation", "gremlin-like", gremlin, wait(gremlinHead), graph,
			typed("g.V().", "......1>"), settle), py),
		needs(ask("gremlin-like-stack-trace", "gremlin-like", gremlin, yesNo("Display stack trace?", "no"),
			wait(gremlinHead), typed("foo", "[yN]"), settle), py),
		needs(is(modes.REPL, "gremlin-like-after-error", "gremlin-like", gremlin, wait(gremlinHead),
			typed("foo", "[yN]"), typed("n", ""), settle), py),

		// A stream processor's console: the ksqlDB CLI at its first
		// prompt under its banner, and after SHOW TOPICS; and its table.
		needs(is(modes.REPL, "ksql-like", "ksql-like", ksql, wait(ksqlPrompt)), py),
		needs(is(modes.REPL, "ksql-like-after-command", "ksql-like", ksql, wait(ksqlPrompt), typed("SHOW TOPICS;", "pageviews"), settle), py),

		// A debugger stopped in a program: winedbg at its start, and
		// after a backtrace.
		needs(is(modes.REPL, "winedbg-like", "winedbg-like", winedbg, wait(winePrompt)), py),
		needs(is(modes.REPL, "winedbg-like-after-command", "winedbg-like", winedbg, wait(winePrompt), typed("bt", "RtlUserThreadStart"), settle), py),

		// A logic language: XSB Prolog's top level (`| ?-`) at its first
		// prompt, after a query's answer and yes, and after an
		// existence error and no.
		needs(is(modes.REPL, "xsb-like", "xsb-like", xsb, wait(xsbHead), settle), py),
		needs(is(modes.REPL, "xsb-like-after-query", "xsb-like", xsb, wait(xsbHead), settle, typed("X is 6*7.", "yes"), settle), py),
		needs(is(modes.REPL, "xsb-like-after-error", "xsb-like", xsb, wait(xsbHead), settle, typed("foo.", "Forward Continuation"), settle), py),

		// A functional language: PureScript's PSCi at its first prompt,
		// after an expression's value, and after an unknown value's
		// error.
		needs(is(modes.REPL, "psci-like", "psci-like", psci, wait(psciHead), settle), py),
		needs(is(modes.REPL, "psci-like-after-command", "psci-like", psci, wait(psciHead), settle, typed("1 + 2", "3"), settle), py),
		needs(is(modes.REPL, "psci-like-after-error", "psci-like", psci, wait(psciHead), settle, typed("foo", "Unknown value"), settle), py),
	}
}

// TestModesHundredthirtythird drives the hundredthirtythird set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtythird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtythird(t *testing.T) {
	captureSet(t, hundredthirtythirdDir, hundredthirtythirdSet())
}
