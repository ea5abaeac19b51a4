package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtyseventhDir holds the threehundredsixtyseventh set
// (issue 44, three-hundred-and-sixty-seventh round): live cases of five
// REPLs and language shells that Debian does not package, imitated by a
// fixture of its own (one script run by Debian's python3), each drawing
// what the program draws at one of its moments on the main screen (its
// banner, its prompt with or without a counter, a value printed, an
// error and its trace, a continuation under an input not ended, a list
// of completions, a question the line editor asks, an evaluation that
// does not come back, from its source, documentation and published
// sessions as known): evhub's Coconut (`>>> ` read by prompt_toolkit, a
// blank `    ` under a line ending in a colon, its fuzzy completer's
// menu dropped under the word on Tab, Python's tracebacks),
// bhauman's rebel-readline over Clojure (`user=> ` read by JLine,
// `  #_=> ` under a form left open, JLine's list of candidates with
// their descriptions, its `do you wish to see all 743 possibilities (248
// lines)?`, Clojure's error and `(pst)`'s trace), waf's CSharpRepl (`> `
// read by PrettyPrompt, a bare indented line under a statement not
// complete, its completion box and documentation box under `Math.`, an
// exception in a red panel with its stack trace), REDUCE's CSL build
// (the numbered prompt `1: `, `2: `…, a result in two rows, `*****
// Zero divisor`, `Declare f operator ? (Y or N)`) and RustPython
// (`>>>>> ` and `..... ` read by rustyline, its list of completions on a
// second Tab and its `Display all 312 possibilities? (y or n)`). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: grepped with `git grep -il` before they were chosen
// were coconut, evhub, hubinger, coconut-lang, rebel-readline, `rebel
// readline`, bhauman, hauman, csharprepl, fuqua, reduce-algebra, redcsl,
// `free csl`, codemist, hearn, `arthur norman`, rustpython, youknowone,
// coolreader18 and windelbouwman (rebel matched only inside
// moreBelow, waf as a word only an `acme-waf-logs` bucket; PrettyPrompt,
// waf's line editor under CSharpRepl, is named in docs/state.md only as
// a library left out, never captured; and, found named and left, among
// others: Io and Steve Dekorte, Gambit (under Gerbil), planck,
// babashka, nbb, uiua, mathics, numbat, kalker, inim, lfe, ptpython,
// utop, xonsh, arturo, allegro, lispworks, crystal's icr, scryer,
// trealla, egison, scala, sbt, vlang, julia, deno, evcxr, ammonite,
// jshell, kotlin, idris, unison, purescript, swift, janet, fennel,
// gforth, clozure, basilisp, irust, roc, carp and cling, Koka's maker
// Microsoft, and croissant's maker Giannangeli). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredsixtyseventhDir = "../testdata/modes-threehundredsixtyseventh"

// threehundredsixtyseventhTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredsixtyseventhTool(tool string) opener {
	return setFixtures("threehundredsixtyseventh").script(pythonPath, "py/threehundredsixtyseventh_repls.py", tool)
}

// threehundredsixtyseventhSet is the threehundredsixtyseventh set.
// Labels say what a person reads on the screen: a language's prompt
// (numbered or not), with a banner, a value, an error or a trace above
// it, its continuation under an input not ended, and its line with a
// word typed and the completions listed or boxed under it, is a REPL's
// waiting; a REPL at work on a line entered, no prompt back, is a REPL
// at work; a question the REPL or its line editor asks, y or n to
// answer and none marked the default, is a yes/no with no default.
func threehundredsixtyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	sent := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	// working is a case of a REPL at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// coconut-like (evhub's Coconut, `coconut` alone, prompt_toolkit in
	// raw mode, bracketed paste set): `Coconut Interpreter v3.1.2 (Python
	// 3.12):` and `(enter 'exit()' or press Ctrl-D to end)` over `>>> `;
	// `range(1, 6) |> map$(x -> x**2) |> list` entered (in Pygments'
	// colours), `[1, 4, 9, 16, 25]` over `>>> ` (a REPL); `ledger.total()`
	// entered there, `Traceback (most recent call last):`, `  File
	// "<string>", line 1, in <module>` and `NameError: name 'ledger' is
	// not defined` over `>>> ` (the REPL); `def total(xs):` entered at the
	// first `>>> `, the cursor after a blank `    ` on the row under it
	// (the REPL, its continuation); ma typed and Tab, a grey menu of map,
	// match, makedata, mapreduce, MatchError, fmap, starmap, py_map,
	// parallel_map and concurrent_map dropped under the word, none
	// selected (the REPL, its completions); `range(10**10) |>
	// reduce$(+)` entered, no prompt back (the REPL at work).
	co := threehundredsixtyseventhTool("coconut")
	atCoconut := []step{wait("Ctrl-D to end"), settle}
	atMapped := then(atCoconut, typed("range(1, 6) |> map$(x -> x**2) |> list", "[1, 4, 9, 16, 25]"), settle)

	// rebel-like (bhauman's rebel-readline over Clojure, JLine in raw
	// mode, bracketed paste set): `[Rebel readline] Type :repl/help for
	// online help info` over `user=> `; `(->> (range 1 6) (map #(* %
	// %)))` entered, `(1 4 9 16 25)` over `user=> ` (a REPL); `(/ 1725 0)`
	// entered, `Execution error (ArithmeticException) at user/eval2017
	// (REPL:1).` and `Divide by zero`, then `(pst)` entered,
	// `ArithmeticException Divide by zero` over twelve tab-indented
	// frames (clojure.lang.Numbers.divide … clojure.main/repl/fn--9215)
	// and `nil` over `user=> ` (the REPL);
	// `(defn total [xs]` entered, `  #_=> ` under it, the cursor indented
	// two more (the REPL, its continuation); `(ma` typed and Tab, twelve
	// candidates (macroexpand … max-key) in two columns under the line,
	// each with `(f clojure.core)` in grey, the cursor after `(ma` (the
	// REPL, its completions); `(` typed and Tab, `Rebel Readline: do you
	// wish to see all 743 possibilities (248 lines)?` under the line, the
	// cursor after `user=> (` (a yes/no, no default).
	rb := threehundredsixtyseventhTool("rebel")
	atRebel := []step{wait("Type :repl/help"), settle}

	// csharprepl-like (waf's CSharpRepl, PrettyPrompt reading keys raw,
	// the keypad in application mode): `Welcome to the C# REPL (Read Eval
	// Print Loop)!`, how to evaluate (wrapped at a word, `them.` on a row
	// of its own) and `Type help to learn more, exit to quit, and clear
	// to clear your terminal.` over a blank row and `> `; `new[] { 1200,
	// 450, 75 }.Sum()` entered, `1725` and a blank row over `> ` (a
	// REPL); `1725 / int.Parse("0")` entered there, a red panel titled
	// `DivideByZeroException`, `Attempted to divide by zero.` over its
	// stack trace (`at Submission#1.<<Initialize>>d__0.MoveNext()`, `---
	// End of stack trace from previous location ---`, Roslyn's
	// ScriptExecutionState frame wrapped), a blank row and `> ` (the
	// REPL); `if (DateTime.Now.Hour > 12)` entered at the first `> `, the
	// cursor two columns in on the row under it, no prompt there (the
	// REPL, its statement not complete); `var area = Math.` typed, a blue
	// box under the caret of Abs (a cyan `>` before it), Acos … BigMul,
	// joined at its right to a box `double Math.Abs(double value) (+ 6
	// overloads)` / `Returns the absolute value of a double-precision
	// floating-point number.` (the REPL, its completions); `while (true)
	// { }` entered, no prompt back (the REPL at work).
	cs := threehundredsixtyseventhTool("csharprepl")
	atCs := []step{wait("clear your terminal"), settle}
	atSum := then(atCs, typed("new[] { 1200, 450, 75 }.Sum()", "1725"), settle)

	// reduce-like (REDUCE's CSL build, `redcsl --nogui`, its own line
	// editor in raw mode): `Reduce (Free CSL version, revision 6860),
	// 7-Jul-2024 ...` and a blank row over `1: ` (a REPL, its prompt
	// numbered); `(x+1)^3;` entered, a blank row, ` x  + 3*x  + 3*x + 1`
	// under its exponents `3` and `2` on the row above, a blank row and
	// `2: ` (the REPL); `1/(a-a);` entered there, `***** Zero divisor`
	// between blank rows over `3: ` (the REPL); `f(x) := x^2;` entered at
	// `1: `, a blank row and `Declare f operator ? (Y or N) `, the cursor
	// after it (a yes/no, no default); `for i := 1:100000000 sum i;`
	// entered at `1: `, no prompt back (the REPL at work).
	rd := threehundredsixtyseventhTool("reduce")
	atReduce := []step{wait("Free CSL version"), settle}
	atCubed := then(atReduce, typed("(x+1)^3;", "3*x + 1"), settle)

	// rustpython-like (RustPython, rustyline in raw mode, bracketed paste
	// off): `Welcome to the magnificent Rust Python 0.4.0 interpreter 😱
	// 🖖` and `No previous history.` over `>>>>> ` (a REPL); `sum(x / y
	// for x, y in [(1725, 5), (1, 0)])` entered, `Traceback (most recent
	// call last):`, its frames `<module>` and `<genexpr>` in `<stdin>` and
	// `ZeroDivisionError: division by zero` over `>>>>> ` (the REPL);
	// `def total(xs):` entered at the first `>>>>> `, `..... ` under it
	// (the REPL, its continuation); `str.` typed and Tab twice, str's 47
	// methods in five columns under the line and `>>>>> str.` drawn again
	// under them (the REPL, its completions); `import os` entered, `os.`
	// typed and Tab twice, `Display all 312 possibilities? (y or n)`
	// under the line, the cursor after it (a yes/no, no default).
	rp := threehundredsixtyseventhTool("rustpython")
	atRust := []step{wait("No previous history."), settle}

	return []corpusCase{
		// coconut-like: a value, a traceback, a block's continuation,
		// its completer's menu, at work.
		needs(is(modes.REPL, "coconut-like-value", "coconut-like", co, atMapped...), py),
		needs(is(modes.REPL, "coconut-like-traceback", "coconut-like", co,
			then(atMapped, typed("ledger.total()", "NameError"), settle)...), py),
		needs(is(modes.REPL, "coconut-like-continuation", "coconut-like", co,
			then(atCoconut, sent("def total(xs):"), settle)...), py),
		needs(is(modes.REPL, "coconut-like-complete", "coconut-like", co,
			then(atCoconut, text("ma", ""), key("<tab>", "concurrent_map"), settle)...), py),
		needs(working("coconut-like-busy", "coconut-like", co,
			then(atCoconut, sent("range(10**10) |> reduce$(+)"))...), py),

		// rebel-like: a value, an error and its trace, a form left open,
		// its candidates listed, its question before listing them all.
		needs(is(modes.REPL, "rebel-like-value", "rebel-like", rb,
			then(atRebel, typed("(->> (range 1 6) (map #(* % %)))", "(1 4 9 16 25)"), settle)...), py),
		needs(is(modes.REPL, "rebel-like-trace", "rebel-like", rb,
			then(atRebel, typed("(/ 1725 0)", "Divide by zero"), settle, typed("(pst)", "NO_SOURCE_FILE"), settle)...), py),
		needs(is(modes.REPL, "rebel-like-continuation", "rebel-like", rb,
			then(atRebel, typed("(defn total [xs]", "#_=>"), settle)...), py),
		needs(is(modes.REPL, "rebel-like-complete", "rebel-like", rb,
			then(atRebel, text("(ma", ""), key("<tab>", "max-key"), settle)...), py),
		needs(ask("rebel-like-all", "rebel-like", rb,
			yesNo("do you wish to see all 743 possibilities (248 lines)?", ""),
			then(atRebel, text("(", ""), key("<tab>", "possibilities"), settle)...), py),

		// csharprepl-like: a value, an exception and its trace, a
		// statement not complete, its completion box, at work.
		needs(is(modes.REPL, "csharprepl-like-value", "csharprepl-like", cs, atSum...), py),
		needs(is(modes.REPL, "csharprepl-like-exception", "csharprepl-like", cs,
			then(atSum, typed(`1725 / int.Parse("0")`, "Attempted to divide by zero"), settle)...), py),
		needs(is(modes.REPL, "csharprepl-like-continuation", "csharprepl-like", cs,
			then(atCs, sent("if (DateTime.Now.Hour > 12)"), settle)...), py),
		needs(is(modes.REPL, "csharprepl-like-complete", "csharprepl-like", cs,
			then(atCs, text("var area = Math.", "BigMul"), settle)...), py),
		needs(working("csharprepl-like-busy", "csharprepl-like", cs,
			then(atCs, sent("while (true) { }"))...), py),

		// reduce-like: its numbered prompt, a result, an error, its
		// question, at work.
		needs(is(modes.REPL, "reduce-like", "reduce-like", rd, atReduce...), py),
		needs(is(modes.REPL, "reduce-like-value", "reduce-like", rd, atCubed...), py),
		needs(is(modes.REPL, "reduce-like-error", "reduce-like", rd,
			then(atCubed, typed("1/(a-a);", "Zero divisor"), settle)...), py),
		needs(ask("reduce-like-declare", "reduce-like", rd, yesNo("Declare f operator ?", ""),
			then(atReduce, typed("f(x) := x^2;", "(Y or N)"), settle)...), py),
		needs(working("reduce-like-busy", "reduce-like", rd,
			then(atReduce, sent("for i := 1:100000000 sum i;"))...), py),

		// rustpython-like: its prompt, a traceback, a block's
		// continuation, its completions listed, its question before
		// listing them all.
		needs(is(modes.REPL, "rustpython-like", "rustpython-like", rp, atRust...), py),
		needs(is(modes.REPL, "rustpython-like-traceback", "rustpython-like", rp,
			then(atRust, typed("sum(x / y for x, y in [(1725, 5), (1, 0)])", "ZeroDivisionError"), settle)...), py),
		needs(is(modes.REPL, "rustpython-like-continuation", "rustpython-like", rp,
			then(atRust, typed("def total(xs):", "....."), settle)...), py),
		needs(is(modes.REPL, "rustpython-like-complete", "rustpython-like", rp,
			then(atRust, text("str.", ""), key("<tab>", ""), key("<tab>", "removeprefix"), settle)...), py),
		needs(ask("rustpython-like-all", "rustpython-like", rp, yesNo("Display all 312 possibilities?", ""),
			then(atRust, sent("import os"), settle, text("os.", ""), key("<tab>", ""),
				key("<tab>", "Display all"), settle)...), py),
	}
}

// TestModesThreehundredsixtyseventh drives the threehundredsixtyseventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtyseventh(t *testing.T) {
	captureSet(t, threehundredsixtyseventhDir, threehundredsixtyseventhSet())
}
