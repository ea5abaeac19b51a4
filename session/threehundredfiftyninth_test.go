package session

import (
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftyninthDir holds the threehundredfiftyninth set (issue
// 44, three-hundred-and-fifty-ninth round): live cases of five debuggers
// that Debian does not package, each stopping a small ledger program,
// imitated by a fixture of its own (one script run by Debian's python3,
// on the main screen; lines edited with readline where the debugger
// edits them so, read raw and echoed by the program where its own line
// editor reads them), each drawing what the debugger draws at one of
// its moments (its banner, prompt, listings, values, stacks, questions
// and the program's own output between them, from its documentation,
// source and published sessions as known): GDB with hugsy's GEF (its
// context at a breakpoint, registers, stack, code, source, threads and
// trace between rules of `─`, a value printed in hex, a backtrace, gdb's
// `(y or n)` question, the program run on), cansarigol's pdbr (pdb
// printed with Rich: the frame as highlighted Python on Monokai's
// background, a listing with `❱` at the current line, a table of
// locals, `Clear all breaks? `, the program run on), the Melbourne
// Mercury Debugger mdb (its banner and trace events over `mdb> `, a
// breakpoint reached, `print *`, its question before quitting, the
// program run on), Julia's REPL with JuliaDebug's Debugger.jl (`@enter`
// listing the function with `>` at the current line and `About to run:`
// over `1|debug> `, a call stepped into, `bt`, a value at `1|julia> `,
// the program run on) and Xdebug's dbgpClient (raw DBGp commands at
// `(cmd) `, answered `N | command > status/reason`: a breakpoint
// reached, a property, the stack, the script run on). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were gef
// (matched only inside lockfiles' and go.sum's hashes, base64 held by
// stored screens, GeForce and askForBreakingChangeFirst), hugsy, `gdb enhanced
// features`, `gef➤`, pdbr, cansarigol, mercury, mercurylang, somogyi,
// `university of melbourne`, `mdb>` (mdb as a word matched only inside
// mdbtools' mdb-sql; melbourne only a VPN's server in Melbourne),
// debugger.jl, juliadebug, kristofferc, kristoffer, carlsson, timholy,
// pfitzner, `1|debug`, `@enter`, xdebug, dbgpclient, rethans and
// `derick rethans` (dbgp matched only inside lockfiles' integrity
// hashes, derick only inside Ikarus' version string and Frederick;
// Julia itself is named, its REPL in the classifier's table); and,
// found named and left, among others: pdbpp, ipdb, pudb, trepan, jdb,
// windbg, phpdbg, zshdb, bashdb, debugger.lua, mobdebug, netcoredbg,
// mspdebug, dbx, cgdb, peda, pwndbg, frida, delve, rdbg, byebug, pry,
// psysh, lldb, rizin, ocamldebug, idris, segger's j-link, matlab, maple
// and totalview (a file's name in a listing). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredfiftyninthDir = "../testdata/modes-threehundredfiftyninth"

// threehundredfiftyninthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfiftyninthTool(tool string) opener {
	return setFixtures("threehundredfiftyninth").script(pythonPath, "py/threehundredfiftyninth_debuggers.py", tool)
}

// threehundredfiftyninthSet is the threehundredfiftyninth set. Labels
// say what a person reads on the screen: a debugger at its prompt, with
// a listing, a value, a stack or the program's output above it, is a
// REPL waiting; a line it asks with `(y or n)` or a question mark, the
// cursor after it, is a yes/no with no default; a debugger that let the
// program run on, no prompt back, is the REPL at work.
func threehundredfiftyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// busy enters a line the debugger runs the program on for minutes;
	// the screen is taken while it runs.
	busy := func(s string) step { return step{text: s, enter: true, timeout: 3 * time.Second} }
	// working is a case of a debugger at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// gef-like (GDB with hugsy's GEF, `gdb -q ./ledger`): `GEF for linux
	// ready, type `gef' to start, `gef config' to configure`, `93
	// commands loaded and 5 functions added for GDB 13.1 …` (wrapped)
	// and `Reading symbols from ./ledger...` over `gef➤  ` in red; `b
	// total`, `Breakpoint 1 at 0x1189: file ledger.c, line 11.`; `r`,
	// `Starting program: /home/ada/ledger/ledger`, libthread_db's two
	// lines, the program's `ledger: 3 entries read from notes.txt`,
	// `Breakpoint 1, total (xs=0x7fffffffe3c0, n=0x3) at ledger.c:11` and
	// its line, then GEF's context: the legend, registers, stack and
	// code scrolled off, seen from the code's last lines, `source:
	// ledger.c+11` (lines 6 to 15, ` →   11` current), `threads` (`[#0]
	// Id 1, Name: "ledger", stopped … reason: BREAKPOINT`, wrapped),
	// `trace` (`[#0] … → total(…)`, `[#1] … → main()`), a rule and
	// `gef➤  ` in green (a REPL); `p *xs@n`, `$1 = {0x78, 0x2d, 0x12c}`
	// over the prompt (the REPL); `bt`, `#0  total (…) at ledger.c:11`
	// and `#1  0x00005555555551f8 in main (argc=0x1, argv=…) at
	// ledger.c:31` over the prompt (the REPL); `r` again, `The program
	// being debugged has been started already.` over `Start it from the
	// beginning? (y or n) ` (a yes/no, no default); `c`, `Continuing.`,
	// `ledger: total 465` and `ledger: compounding 30 years at 4%...`,
	// no prompt back (the REPL at work).
	gef := threehundredfiftyninthTool("gef")
	atGef := []step{wait("Reading symbols from"), settle}
	atBreak := then(atGef, typed("b total", "Breakpoint 1 at"), settle, typed("r", "source:ledger.c+11"), settle)

	// pdbr-like (cansarigol's pdbr at a `breakpoint()` in ledger.py, run
	// by `python3 ledger.py`): the program's `ledger: 3 entries read from
	// notes.txt`, then the frame `/home/ada/ledger/ledger.py(13)total()`
	// and `-> for entry in entries:` as highlighted Python on Monokai's
	// dark background across the row, over `(Pdbr) ` (a REPL); `l`,
	// lines 8 to 18 of ledger.py numbered on that background, `❱ 13` at
	// `for entry in entries:` (the REPL); `v`, the table `List of local
	// variables` of Variable, Value and Type (entries `[120, 45, 300]`
	// `<class 'list'>`, result `0` `<class 'int'>`) (the REPL); `b 14`,
	// `Breakpoint 1 at /home/ada/ledger/ledger.py:14`, then `clear`,
	// `Clear all breaks? ` (a yes/no, no default); `c`, `ledger: total
	// 465` and `ledger: fetching exchange rates from rates.example.org`,
	// no prompt back (the REPL at work).
	pdbr := threehundredfiftyninthTool("pdbr")
	atPdbr := []step{wait("(Pdbr)"), settle}

	// mdb-like (the Melbourne Mercury Debugger, `mdb ./ledger`):
	// `Melbourne Mercury Debugger, mdb version 22.01.8.`, its two
	// copyrights, `mdb is free software; there is absolutely no warranty
	// for mdb.` and the first event `       1:      1  1 CALL pred
	// ledger.main/2-0 (det) ledger.m:9` over `mdb> ` (a REPL); `break
	// total`, ` 0: + stop  interface pred ledger.total/2-0 (det)`, then
	// `continue`, the program's `ledger: 3 entries read from notes.txt`
	// and `       2:      2  2 CALL pred ledger.total/2-0 (det)
	// ledger.m:20 (ledger.m:13)` over the prompt (the REPL); `print *`,
	// `       Entries (arg 1)` and `[120, 45, 300]` over the prompt (the
	// REPL); `quit`, `mdb: are you sure you want to quit? ` (a yes/no, no
	// default); from the first event, `break report` and `continue`, the
	// program's two lines (`ledger: total 465` the last), no prompt back
	// (the REPL at work).
	mdb := threehundredfiftyninthTool("mdb")
	atMdb := []step{wait("mdb>"), settle}
	atTotal := then(atMdb, typed("break total", "+ stop"), settle, typed("continue", "CALL pred ledger.total"), settle)

	// debuggerjl-like (Julia's REPL with JuliaDebug's Debugger.jl): the
	// Julia banner (its logo, `Documentation: https://docs.julialang.org`,
	// `Version 1.10.4 (2024-06-04)`), `using Debugger;
	// include("ledger.jl")` entered at `julia> `, `compound (generic
	// function with 1 method)`; `@enter report([120, 45, 300])`, `In
	// report(xs) at /home/ada/ledger/ledger.jl:11`, lines 11 to 16 with
	// `>12      t = total(xs)` current, `About to run: (total)([120, 45,
	// 300])` over `1|debug> ` (a REPL); `s`, `In total(xs) at …:3`, lines
	// 3 to 9 with `>4` current and `About to run: (eltype)([120, 45,
	// 300])` over the prompt (the REPL); `bt`, `[1] total(xs) at …:4` and
	// `[2] report(xs) at …:12`, each over `  | xs::Vector{Int64} = [120,
	// 45, 300]`, over the prompt (the REPL); a backtick, the prompt
	// turned `1|julia> `, `xs .* 2` entered, `3-element Vector{Int64}:`,
	// 240, 90 and 600 and a blank row over `1|julia> ` (the REPL); from
	// `@enter`, `bp add 15`, `1] /home/ada/ledger/ledger.jl:15`, then `c`,
	// `ledger: total 465`, no prompt back (the REPL at work).
	jl := threehundredfiftyninthTool("debuggerjl")
	atEnter := []step{wait("julia>"), settle, typed(`using Debugger; include("ledger.jl")`, "generic function"), settle,
		typed("@enter report([120, 45, 300])", "1|debug>"), settle}
	atStep := then(atEnter, typed("s", "In total(xs)"), settle)

	// dbgpclient-like (Xdebug's dbgpClient, `dbgpClient` with ledger.php
	// run under Xdebug): `Xdebug Simple DBGp client (0.6.1)`, `Copyright
	// 2019-2024 by Derick Rethans`, `Waiting for debug server to connect
	// on port 9003.`, then `Connect from 127.0.0.1:51514`, `DBGp/1.0:
	// Xdebug 3.3.2 — For PHP 8.3.8` and `Debugging
	// file:///home/ada/ledger/ledger.php (ID: 7311/ada)` over `(cmd) ` (a
	// REPL); `breakpoint_set -t line -f file:///…/ledger.php -n 9`, `1 |
	// breakpoint_set > enabled, id 73110001`, then `run`, `2 | run >
	// break/ok` and `2 | file:///home/ada/ledger/ledger.php:9` over the
	// prompt (the REPL); `property_get -n $entries`, `3 | property_get`,
	// `3 | $entries: (array) [3]` and its three ints over the prompt (the
	// REPL); `stack_get`, `4 | [0] total() at …:9` and `4 | [1] {main}()
	// at …:21` over the prompt (the REPL); `run` again, no answer and no
	// prompt back while the script runs on (the REPL at work).
	dbgp := threehundredfiftyninthTool("dbgpclient")
	atCmd := []step{wait("(cmd)"), settle}
	atBreakpoint := then(atCmd, typed("breakpoint_set -t line -f file:///home/ada/ledger/ledger.php -n 9", "breakpoint_set >"),
		settle, typed("run", "break/ok"), settle)

	return []corpusCase{
		// gef-like: at a breakpoint, a value, a backtrace, its question,
		// run on.
		needs(is(modes.REPL, "gef-like-break", "gef-like", gef, atBreak...), py),
		needs(is(modes.REPL, "gef-like-print", "gef-like", gef, then(atBreak, typed("p *xs@n", "{0x78, 0x2d, 0x12c}"), settle)...), py),
		needs(is(modes.REPL, "gef-like-backtrace", "gef-like", gef, then(atBreak, typed("bt", "in main (argc"), settle)...), py),
		needs(ask("gef-like-restart", "gef-like", gef, yesNo("Start it from the beginning?", ""),
			then(atBreak, typed("r", "Start it from the beginning?"), settle)...), py),
		needs(working("gef-like-continue", "gef-like", gef, then(atBreak, busy("c"))...), py),

		// pdbr-like: stopped, a listing, the locals, its question, run
		// on.
		needs(is(modes.REPL, "pdbr-like", "pdbr-like", pdbr, atPdbr...), py),
		needs(is(modes.REPL, "pdbr-like-list", "pdbr-like", pdbr, then(atPdbr, typed("l", "18 def main"), settle)...), py),
		needs(is(modes.REPL, "pdbr-like-vars", "pdbr-like", pdbr, then(atPdbr, typed("v", "List of local variables"), settle)...), py),
		needs(ask("pdbr-like-clear", "pdbr-like", pdbr, yesNo("Clear all breaks?", ""),
			then(atPdbr, typed("b 14", "Breakpoint 1 at"), settle, typed("clear", "Clear all breaks?"), settle)...), py),
		needs(working("pdbr-like-continue", "pdbr-like", pdbr, then(atPdbr, busy("c"))...), py),

		// mdb-like: its first event, a breakpoint reached, the
		// variables, its question, run on.
		needs(is(modes.REPL, "mdb-like", "mdb-like", mdb, atMdb...), py),
		needs(is(modes.REPL, "mdb-like-break", "mdb-like", mdb, atTotal...), py),
		needs(is(modes.REPL, "mdb-like-print", "mdb-like", mdb, then(atTotal, typed("print *", "Entries (arg 1)"), settle)...), py),
		needs(ask("mdb-like-quit", "mdb-like", mdb, yesNo("mdb: are you sure you want to quit?", ""),
			then(atTotal, typed("quit", "are you sure you want to quit?"), settle)...), py),
		needs(working("mdb-like-continue", "mdb-like", mdb,
			then(atMdb, typed("break report", "ledger.report/3-0"), settle, busy("continue"))...), py),

		// debuggerjl-like: entered, stepped in, a backtrace, a value,
		// run on.
		needs(is(modes.REPL, "debuggerjl-like", "debuggerjl-like", jl, atEnter...), py),
		needs(is(modes.REPL, "debuggerjl-like-step", "debuggerjl-like", jl, atStep...), py),
		needs(is(modes.REPL, "debuggerjl-like-backtrace", "debuggerjl-like", jl,
			then(atStep, typed("bt", "[2] report(xs)"), settle)...), py),
		needs(is(modes.REPL, "debuggerjl-like-eval", "debuggerjl-like", jl,
			then(atStep, step{text: "`", expect: "1|julia>", timeout: setSlow}, settle,
				typed("xs .* 2", "3-element Vector"), settle)...), py),
		needs(working("debuggerjl-like-continue", "debuggerjl-like", jl,
			then(atEnter, typed("bp add 15", "ledger.jl:15"), settle, busy("c"))...), py),

		// dbgpclient-like: connected, a breakpoint reached, a property,
		// the stack, run on.
		needs(is(modes.REPL, "dbgpclient-like", "dbgpclient-like", dbgp, atCmd...), py),
		needs(is(modes.REPL, "dbgpclient-like-break", "dbgpclient-like", dbgp, atBreakpoint...), py),
		needs(is(modes.REPL, "dbgpclient-like-property", "dbgpclient-like", dbgp,
			then(atBreakpoint, typed("property_get -n $entries", "(array) [3]"), settle)...), py),
		needs(is(modes.REPL, "dbgpclient-like-stack", "dbgpclient-like", dbgp,
			then(atBreakpoint, typed("stack_get", "{main}()"), settle)...), py),
		needs(working("dbgpclient-like-run", "dbgpclient-like", dbgp, then(atBreakpoint, busy("run"))...), py),
	}
}

// TestModesThreehundredfiftyninth drives the threehundredfiftyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftyninth(t *testing.T) {
	captureSet(t, threehundredfiftyninthDir, threehundredfiftyninthSet())
}
