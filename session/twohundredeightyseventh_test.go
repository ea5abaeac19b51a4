package session

import (
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// twohundredeightyseventhDir holds the twohundredeightyseventh set (issue
// 44, two-hundred-and-eighty-seventh round): live cases of five REPLs
// that Debian does not package, a database's SQL shell, a compiled
// language's REPL, a ClojureScript REPL, a calculator of units and an
// instrumentation toolkit's REPL, imitated by a fixture of its own (one
// script run by Debian's python3, lines edited with readline as these
// programs edit them with their own line editors), each drawing what the
// program draws at one of its moments on the main screen (its banner,
// its prompt with the branch, the namespace or the process in it, its
// continuation prompt, its answers, tables and errors, from its
// documentation and published sessions as known): DoltHub's Dolt (`dolt
// sql`: at its prompt, the branch dirty, a statement left open, an
// error, busy), the V language's REPL (at its prompt, a function left
// open, an error, busy, a question its program asks), Mike Fikes'
// Planck (at its prompt, in another namespace, a form left open, an
// error, busy), David Peter's Numbat (at its prompt, typed into, an
// answer, an error) and Frida's REPL on a spawned process (at its
// prompt, an answer, an error, busy). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty: grepped
// with `git grep -il` (and -w for the short ones) before they were
// chosen were dolt, dolthub, liquidata, vlang, "v repl", medvednikov,
// planck, mike fikes, numbat, sharkdp, david peter, frida, oleavr and
// ravnås (and, found named and left, among others: wolframscript's
// wolfram, pry, byebug, clickhouse, unison, delve, dlv, tarantool,
// gremlin, kalker, idris, dhall, babashka, yaegi, cdb, microsoft, rdbg,
// psysh, ipdb, gforth, mruby, janet, txr, duktape and mujs). Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const twohundredeightyseventhDir = "../testdata/modes-twohundredeightyseventh"

// twohundredeightyseventhTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredeightyseventhTool(tool string) opener {
	return setFixtures("twohundredeightyseventh").script(pythonPath, "py/twohundredeightyseventh_repl.py", tool)
}

// twohundredeightyseventhSet is the twohundredeightyseventh set. Labels
// say what a person reads on the screen: a language's, a calculator's, a
// query shell's or a toolkit's prompt, with a line typed after it, an
// answer, a table or an error above it, or its continuation prompt under
// a line left open, is a REPL's; a REPL evaluating, its line entered and
// no prompt back, is a REPL at work; a line a program run from the REPL
// prints to ask, the cursor after it, is a question.
func twohundredeightyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// busy enters a line the REPL works on for minutes; the screen is
	// taken while it works.
	busy := func(s string) step { return step{text: s, enter: true, timeout: 3 * time.Second} }
	// working is a case of a REPL at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// dolt-like (DoltHub's Dolt, `dolt sql` in a database tally): three
	// `#` lines (`# Welcome to the DoltSQL shell.`, `# Statements must be
	// terminated with ';'.`, how to exit and `"\help" for help.`) over
	// `tally/main> ` (a REPL of SQL); an insert entered, `Query OK, 1 row
	// affected (0.00 sec)` over `tally/main*> `, the branch marked dirty
	// (the REPL); a select's first line entered without its `;`, `->`
	// under it right-aligned to the prompt (the REPL, its statement
	// open); a misspelt table, `error on line 1 for query select * from
	// ledgr: table not found: ledgr` over the prompt (the REPL); `select
	// sleep(600);` entered, no prompt back (the REPL at work).
	dolt := twohundredeightyseventhTool("dolt")
	atDolt := []step{wait(`"\help" for help.`), settle}
	atDirty := then(atDolt, typed("insert into entries values (4, 'fuel', -4100);", "tally/main*>"), settle)

	// vlang-like (the V language's `v repl`): the V logo in blue beside
	// six lines, `Welcome to the V REPL (for help with V itself, type
	// exit , then run  v help ).`, that the REPL is highly experimental,
	// the version and `Use Ctrl-C or  exit  to exit, or  help  to see
	// other available commands.` (long lines wrapped at 80), over `>>> `
	// (a REPL); `fn total(xs []int) int {` entered, `... ` under it (the
	// REPL, a function open); `println(totl)` entered, the compiler's
	// `/tmp/v_0/repl/run.v:4:9: error: undefined ident: `totl`` in red
	// and bold, the numbered lines and `~~~~` under the name, over `>>> `
	// (the REPL); `time.sleep(10 * time.minute)` entered, no prompt back
	// (the REPL at work); `os.input('Overwrite ledger.csv? [y/N] ')`
	// entered, the program's `Overwrite ledger.csv? [y/N] ` and the
	// cursor after it (a yes/no defaulting to no).
	vlang := twohundredeightyseventhTool("vlang")
	atV := []step{wait("other available"), settle}

	// planck-like (Mike Fikes' Planck, `plk`): `ClojureScript 1.11.132`,
	// where to find docs and source, `Results: Stored in *1, *2, *3,` and
	// `an exception in *e` over `cljs.user=> ` (a REPL); `(ns
	// ledger.core)` entered, `nil` over `ledger.core=> ` (the REPL, in
	// another namespace); `(defn total [xs]` entered there, `#_=> ` under
	// it, right-aligned to the prompt (the REPL, a form open); a `throw`
	// of an ex-info, a red `Execution error (ExceptionInfo) at (<cljs
	// repl>:1).` and `ledger is closed` over `cljs.user=> ` (the REPL);
	// `(reduce + (range 1e12))` entered, no prompt back (the REPL at
	// work).
	planck := twohundredeightyseventhTool("planck")
	atPlanck := []step{wait("an exception in *e"), settle}
	atLedger := then(atPlanck, typed("(ns ledger.core)", "ledger.core=>"), settle)

	// numbat-like (David Peter's Numbat, `numbat` with no file): NUMBAT in
	// bold block letters beside `Numbat 1.11.0` and `https://numbat.dev/`
	// over `>>> ` (a REPL); `8 km / (1 h + 25 min)` typed and not entered
	// (the REPL); entered, the expression read back in full words and `=
	// 5.64706 km/h    [Velocity]` over `>>> ` (the REPL); `2 meter + 3
	// second` entered, a boxed diagnostic, a red bold `error: while type
	// checking`, `┌─ <input:1>:1:1`, the line with `-------` under the
	// length and `^^^^^^^^ Time` under the time, `= Incompatible
	// dimensions in binary operator '+':` and both sides, over `>>> ` (the
	// REPL).
	numbat := twohundredeightyseventhTool("numbat")
	atNumbat := []step{wait("https://numbat.dev/"), settle}
	const trip = "8 km / (1 h + 25 min)"

	// frida-like (Frida's REPL, `frida -f ./tally --serve`): the Frida logo
	// beside `Frida 16.5.9 - A world-class dynamic instrumentation
	// toolkit`, its commands (`help`, `object?`, `exit/quit` each with
	// `->` and what it does), `More info at https://frida.re/docs/home/`
	// and `Connected to Local System (id=local)`, then ``Spawned `./tally
	// --serve`. Resuming main thread!`` over `[Local::tally ]-> ` (a REPL
	// of JavaScript in the process); `Process.id` entered, `4242` over the
	// prompt (the REPL); `totl.toString()` entered, a red `ReferenceError:
	// 'totl' is not defined` and `at <eval> (<input>:1)` over the prompt
	// (the REPL); `while (true) {}` entered, no prompt back (the REPL at
	// work).
	frida := twohundredeightyseventhTool("frida")
	atFrida := []step{wait("Resuming main thread!"), settle}

	return []corpusCase{
		// dolt-like: its prompt, the branch dirty, a statement open, an
		// error, busy.
		needs(is(modes.REPL, "dolt-like", "dolt-like", dolt, atDolt...), py),
		needs(is(modes.REPL, "dolt-like-dirty", "dolt-like", dolt, atDirty...), py),
		needs(is(modes.REPL, "dolt-like-continuation", "dolt-like", dolt, then(atDolt, typed("select account, cents", "->"), settle)...), py),
		needs(is(modes.REPL, "dolt-like-error", "dolt-like", dolt, then(atDirty, typed("select * from ledgr;", "table not found"), settle)...), py),
		needs(working("dolt-like-busy", "dolt-like", dolt, then(atDirty, busy("select sleep(600);"))...), py),

		// vlang-like: its prompt, a function open, an error, busy, its
		// program's question.
		needs(is(modes.REPL, "vlang-like", "vlang-like", vlang, atV...), py),
		needs(is(modes.REPL, "vlang-like-continuation", "vlang-like", vlang, then(atV, typed("fn total(xs []int) int {", "..."), settle)...), py),
		needs(is(modes.REPL, "vlang-like-error", "vlang-like", vlang, then(atV, typed("println(totl)", "undefined ident"), settle)...), py),
		needs(working("vlang-like-busy", "vlang-like", vlang, then(atV, busy("time.sleep(10 * time.minute)"))...), py),
		needs(ask("vlang-like-question", "vlang-like", vlang, yesNo("Overwrite ledger.csv?", "no"),
			then(atV, typed("os.input('Overwrite ledger.csv? [y/N] ')", "ledger.csv? [y/N]"), settle)...), py),

		// planck-like: its prompt, another namespace, a form open, an
		// error, busy.
		needs(is(modes.REPL, "planck-like", "planck-like", planck, atPlanck...), py),
		needs(is(modes.REPL, "planck-like-ns", "planck-like", planck, atLedger...), py),
		needs(is(modes.REPL, "planck-like-continuation", "planck-like", planck, then(atLedger, typed("(defn total [xs]", "#_=>"), settle)...), py),
		needs(is(modes.REPL, "planck-like-error", "planck-like", planck,
			then(atPlanck, typed(`(throw (ex-info "ledger is closed" {:id 7}))`, "Execution error"), settle)...), py),
		needs(working("planck-like-busy", "planck-like", planck, then(atPlanck, busy("(reduce + (range 1e12))"))...), py),

		// numbat-like: its prompt, typed into, an answer, an error.
		needs(is(modes.REPL, "numbat-like", "numbat-like", numbat, atNumbat...), py),
		needs(is(modes.REPL, "numbat-like-typed", "numbat-like", numbat, then(atNumbat, typing(trip), settle)...), py),
		needs(is(modes.REPL, "numbat-like-answer", "numbat-like", numbat, then(atNumbat, typed(trip, "[Velocity]"), settle)...), py),
		needs(is(modes.REPL, "numbat-like-error", "numbat-like", numbat, then(atNumbat, typed("2 meter + 3 second", "right hand side"), settle)...), py),

		// frida-like: its prompt, an answer, an error, busy.
		needs(is(modes.REPL, "frida-like", "frida-like", frida, atFrida...), py),
		needs(is(modes.REPL, "frida-like-answer", "frida-like", frida, then(atFrida, typed("Process.id", "4242"), settle)...), py),
		needs(is(modes.REPL, "frida-like-error", "frida-like", frida, then(atFrida, typed("totl.toString()", "ReferenceError"), settle)...), py),
		needs(working("frida-like-busy", "frida-like", frida, then(atFrida, busy("while (true) {}"))...), py),
	}
}

// TestModesTwohundredeightyseventh drives the twohundredeightyseventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightyseventh(t *testing.T) {
	captureSet(t, twohundredeightyseventhDir, twohundredeightyseventhSet())
}
