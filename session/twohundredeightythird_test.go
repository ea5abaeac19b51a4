package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightythirdDir holds the two-hundred-and-eighty-third set
// (issue 44, two-hundred-and-eighty-third round): live cases of document
// and data readers nobody here had named: GNU Info, the stand-alone Info
// reader of texinfo, run for real (Debian's info package, on its own
// manual, info-stnd), and three that cannot run here (no Ruby, no
// network, no PyPI), imitated by a Python script of the set's own
// (testdata/twohundredeightythird/py, run by Debian's python3) drawing
// what each draws at one of its moments, from its documentation, source
// and published transcripts as known: Ruby's ri in its interactive mode
// (`ri -i`, no pager: a name asked at `>> `, its documentation printed
// above the next one), James Saryerwinnie's JMESPath terminal (jpterm: an
// expression line over the input JSON and the live result) and Igor
// Chubin's cheat.sh client shell (`cht.sh --shell`: a query asked at
// `cht.sh> `, its answer printed, a language context, its help). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: texinfo, GNU Info, info-stnd, info reader, ri -i,
// rdoc, Dave Thomas, pragdave, jpterm, jmespath, jamesls, Saryerwinnie,
// cheat.sh, cht.sh and chubin were each grepped (git grep -il) unnamed
// before they were chosen (`info` and `ri` are too short to grep whole:
// `ri` shows only as the escape RI and `info` only as a word, never as a
// program run). Each case's label (mode, state, prompt kind, question,
// default and options) says what a person reads on the screen, written
// from the programs run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredeightythirdDir = "../testdata/modes-twohundredeightythird"

// twohundredeightythirdScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredeightythirdScript = setFixtures("twohundredeightythird").script

// infoPath is where Debian's info package installs GNU Info.
const infoPath = "/usr/bin/info"

// twohundredeightythirdSet is the two-hundred-and-eighty-third set.
// Labels say what a person reads on the screen: a reader's page, its
// search typed at its foot and its help window are a pager; a line at
// its foot asking a menu item or a node by name is a text question; a
// reader asking a name or a query at a prompt of its own, and printing
// its answer above the next, is a REPL; an expression line over live
// results asks a text.
func twohundredeightythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	like := func(flow string) opener {
		return twohundredeightythirdScript(py, "py/twohundredeightythird_docs.py", flow)
	}

	// info (GNU Info 6.8, `info info-stnd`; the alternate screen, keys
	// read raw): the manual's Top node (`Stand-alone GNU Info` over its
	// menu of nodes), a reversed mode line `-----Info:
	// (info-stnd)Top, 31 lines --Top---` and the echo area `Welcome to
	// Info version 6.8. Type H for help, h for tutorial.` (a pager); a
	// space scrolls to its end (`--Bot`, a pager); m asks `Menu item:` in
	// the echo area (a text question, at first and with `Index
	// Commands` typed); entered, that node (a pager); s asks `Regexp
	// search: ` with `regexp` typed (a pager's search); g asks `Goto
	// node:` (a text question); H splits off the `Basic Info command
	// keys` help window (a pager).
	info := unseenHome(notes, infoPath, "info-stnd")
	atTop := []step{wait("Welcome to Info"), settle}
	toMenu := steps(atTop, []step{key("m", "Menu item:"), settle})
	toMenuTyped := steps(toMenu, []step{typing("Index Commands", "Menu item: Index Commands"), settle})

	// ri-like (Ruby's `ri -i -T`: interactive, no pager; lines on the
	// main screen read cooked): `Enter the method name you want to look
	// up.`, two more lines of hints and `>> ` (a REPL, at first and with
	// `Array#each` typed); entered, `= Array#each`, `(from ruby core)`,
	// its signatures between rules, its text and example, and `>> `
	// again (a REPL); a name it does not know, `Nothing known about
	// Array#eachh` and `>> ` (a REPL).
	ri := like("ri")
	atRi := []step{wait("Enter a blank line to exit."), settle}
	toDoc := steps(atRi, []step{typed("Array#each", "Integer 2"), settle})

	// jpterm-like (the JMESPath terminal over a JSON file; the alternate
	// screen, keys read raw): `JMESPath Expression: ` on the top row with
	// the cursor after it, over two boxes side by side, `Input JSON`
	// (the file, indented) and `JMESPath result` (empty) (a text
	// question, at first); `locations` typed, the result shows the list
	// (a text question); the filter `locations[?state == 'WA'].name`
	// typed, the result shows three names (a text question); the filter
	// left unclosed, the result box shows `Error: Invalid jmespath
	// expression` and `Expected: ']', got: EOF` (a text question).
	jp := like("jpterm")
	const jpQ = "JMESPath Expression:"
	atJp := []step{wait("JMESPath result"), settle}

	// cheat-like (the cheat.sh client's shell, `cht.sh --shell`; lines
	// on the main screen read cooked): `type 'help' for the cht.sh shell
	// help` over `cht.sh> ` (a REPL, at first and with a query typed);
	// `python reverse list` entered, the answer's grey comments and code
	// and `cht.sh> ` again (a REPL); `cd go`, `cht.sh/go> ` (a REPL);
	// `reverse slice` there, its Go answer and `cht.sh/go> ` (a REPL);
	// `help`, its commands listed and `cht.sh> ` (a REPL).
	cheat := like("cheat")
	atCheat := []step{wait("shell help"), settle}
	toAnswer := steps(atCheat, []step{typed("python reverse list", "cc by-sa"), settle})
	toGo := steps(toAnswer, []step{typed("cd go", "cht.sh/go>"), settle})

	return []corpusCase{
		// info: the Top node, at its end, the menu item asked (also
		// typed), the node, a search, a node asked, the help window.
		needs(is(modes.Pager, "info", "info", info, atTop...), infoPath),
		needs(is(modes.Pager, "info-page", "info", info, steps(atTop, []step{key("<space>", "--Bot"), settle})...), infoPath),
		needs(ask("info-menu", "info", info, want(modes.Text, "Menu item:", ""), toMenu...), infoPath),
		needs(ask("info-menu-typed", "info", info, want(modes.Text, "Menu item:", ""), toMenuTyped...), infoPath),
		needs(is(modes.Pager, "info-node", "info", info, steps(toMenuTyped, []step{key("<enter>", "Index Commands, 40 lines"), settle})...), infoPath),
		needs(is(modes.Pager, "info-search", "info", info, steps(atTop, []step{key("s", "Regexp search:"), typing("regexp", "search: regexp"), settle})...), infoPath),
		needs(ask("info-goto", "info", info, want(modes.Text, "Goto node:", ""), steps(atTop, []step{key("g", "Goto node:"), settle})...), infoPath),
		needs(is(modes.Pager, "info-help", "info", info, steps(atTop, []step{key("H", "Basic Info command keys"), settle})...), infoPath),

		// ri-like: the name asked (also typed), a method's
		// documentation, a name it does not know.
		needs(is(modes.REPL, "ri-like", "ri-like", ri, atRi...), py),
		needs(is(modes.REPL, "ri-like-typed", "ri-like", ri, steps(atRi, []step{typing("Array#each", ">> Array#each"), settle})...), py),
		needs(is(modes.REPL, "ri-like-doc", "ri-like", ri, toDoc...), py),
		needs(is(modes.REPL, "ri-like-unknown", "ri-like", ri, steps(toDoc, []step{typed("Array#eachh", "Nothing known"), settle})...), py),

		// jpterm-like: the expression asked, a path typed, a filter
		// typed, a filter left unclosed.
		needs(ask("jpterm-like", "jpterm-like", jp, want(modes.Text, jpQ, ""), atJp...), py),
		needs(ask("jpterm-like-path", "jpterm-like", jp, want(modes.Text, jpQ, ""),
			steps(atJp, []step{typing("locations", `"New York"`), settle})...), py),
		needs(ask("jpterm-like-filter", "jpterm-like", jp, want(modes.Text, jpQ, ""),
			steps(atJp, []step{typing("locations[?state == 'WA'].name", `"Bellevue",`), settle})...), py),
		needs(ask("jpterm-like-error", "jpterm-like", jp, want(modes.Text, jpQ, ""),
			steps(atJp, []step{typing("locations[?state == 'WA'", "got: EOF"), settle})...), py),

		// cheat-like: the shell (also a query typed), an answer, a
		// language's context, its answer there, the help.
		needs(is(modes.REPL, "cheat-like", "cheat-like", cheat, atCheat...), py),
		needs(is(modes.REPL, "cheat-like-typed", "cheat-like", cheat, steps(atCheat, []step{typing("python reverse list", "> python reverse list"), settle})...), py),
		needs(is(modes.REPL, "cheat-like-answer", "cheat-like", cheat, toAnswer...), py),
		needs(is(modes.REPL, "cheat-like-cd", "cheat-like", cheat, toGo...), py),
		needs(is(modes.REPL, "cheat-like-go-answer", "cheat-like", cheat, steps(toGo, []step{typed("reverse slice", "Jonathan Hall"), settle})...), py),
		needs(is(modes.REPL, "cheat-like-help", "cheat-like", cheat, steps(atCheat, []step{typed("help", "cht.sh/go> /python zip list"), settle})...), py),
	}
}

// TestModesTwohundredeightythird drives the twohundredeightythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightythird(t *testing.T) {
	captureSet(t, twohundredeightythirdDir, twohundredeightythirdSet())
}
