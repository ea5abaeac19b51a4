package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentyfirstDir holds the threehundredtwentyfirst set
// (issue 44, three-hundred-and-twenty-first round): live cases of five
// read-eval-print loops and query tools that Debian does not package,
// prompts not often seen (a vocabulary in the prompt, a prompt counting
// the lines entered, continuation lines numbered or dotted, the server,
// user and password a query tool asks before its prompt), imitated by a
// fixture of its own (one script run by Debian's python3, lines edited
// with readline as these programs edit them with their own line
// editors, secrets read with echo off), each drawing what the program
// draws at one of its moments on the main screen (its banner, its
// questions, its prompt, its answers, tables and errors, from its
// documentation and published sessions as known): Altibase's iSQL (the
// server with its default, the user, the password, its prompt, a table,
// an error), the H2 Database Engine's Shell tool (its URL with the
// default on an `[Enter]` line, the password, its prompt, a statement
// left open, an error), the Factor language's listener (`IN:
// scratchpad`, the data stack, another vocabulary in the prompt, an
// error with its restarts, a long sum at work), `futhark repl` (its
// counted prompt at first, after a definition, after a value and after
// an error) and TmaxTibero's tbSQL (the user, the password, its prompt,
// a statement's second line numbered, an error). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// altibase, tibero, tbsql, tmaxsoft, tmaxtibero, h2database, org.h2,
// "h2 shell", "thomas mueller", factorcode, scratchpad, pestov, futhark
// (and, as whole words with `-iw`, h2, matched only as HTML's heading
// tag and inside node-fetch-h2, and factor, matched only as a word, in
// two-factor and replication factor, and as other algebra systems'
// factor functions; diku, the University of Copenhagen's department,
// matched only inside npm and badge names); found named and left, among
// others: sqlline, jdbc,
// fricas, janet, intersystems, freetds, tsql, mit-scheme, clisp, chicken,
// kdb, lispworks, macaulay, scilab, gauche, hdbsql, orientdb, surrealdb,
// babashka, mariadb, sqlplus, gremlin, acl2, maude, cafeobj, gprolog,
// rebol, basex, giac, monero, kadmin, cubrid, obclient, ingres, gt.m,
// nuosql, bsql, yugabyte, gsql, dameng, erlang, elixir, unison, dhall,
// chezscheme, picolisp, newlisp, fennel, pike, yorick, ngspice, yosys,
// kotlin, swift, gretl, pspp, mdb-sql, evcxr, yaegi, ammonite, utop,
// cling, tdengine, fdbcli, ksql and egison. Each case's label says what
// a person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen
// was captured.
const threehundredtwentyfirstDir = "../testdata/modes-threehundredtwentyfirst"

// threehundredtwentyfirstTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredtwentyfirstTool(tool string) opener {
	return setFixtures("threehundredtwentyfirst").script(pythonPath, "py/threehundredtwentyfirst_repl.py", tool)
}

// threehundredtwentyfirstSet is the threehundredtwentyfirst set. Labels
// say what a person reads on the screen: a tool's prompt, with a table,
// a value, the data stack or an error above it, or its continuation
// prompt under a statement left open, is a REPL's; a tool at work on a
// line entered, no prompt back, is a REPL at work; a line the tool
// prints to ask for a setting before its prompt, the cursor after it, is
// a question (a password prompt where echo is off and it asks for one).
func threehundredtwentyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	entered := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// working is a case of a tool at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// altibase-like (Altibase's iSQL, run bare): a dashed box of
	// `Altibase Client Query utility.`, `Release Version 7.1.0.5.2`, its
	// copyright and `All Rights Reserved.` over `Write Server Name
	// (default:127.0.0.1) : ` (a text question, default 127.0.0.1);
	// Enter, `Write UserID : ` (a text question); SYS, `Write Password
	// : ` with echo off (a password); typed, `ISQL_CONNECTION = TCP,
	// SERVER = 127.0.0.1, PORT_NO = 20300` over `iSQL> ` (a REPL of
	// SQL); a select, ACCOUNT and TOTAL over dashes, three rows and `3
	// rows selected.` over the prompt (the REPL); a misspelt table,
	// `[ERR-31031 : Table or view was not found :`, the statement with
	// carets under it and `]` over the prompt (the REPL).
	alti := threehundredtwentyfirstTool("altibase")
	atServer := []step{wait("(default:127.0.0.1) :"), settle}
	atUser := then(atServer, typed("", "Write UserID"), settle)
	atAltiPassword := then(atUser, typed("SYS", "Write Password"), settle)
	atIsql := then(atAltiPassword, hidden("manager", "ISQL_CONNECTION"), settle)

	// h2-like (the H2 Database Engine's Shell tool, `java -cp h2.jar
	// org.h2.tools.Shell`): `Welcome to H2 Shell 2.2.224 (2023-09-17)`
	// and `Exit with Ctrl+C` over `[Enter]   jdbc:h2:~/test` and `URL`,
	// the cursor after it (a text question, default jdbc:h2:~/test);
	// Enter at it, at `Driver` (org.h2.Driver) and at `User` (sa),
	// `Password` with echo off (a password); typed, `Connected`, its
	// commands (`help or ?      Help` … `quit or exit   Close the
	// connection and exit`) over `sql> ` (a REPL of SQL); a select's
	// first line entered without its `;`, `...> ` under it (the REPL);
	// a misspelt table, `Error: org.h2.jdbc.JdbcSQLSyntaxErrorException:
	// Table "LEDGR" not found; SQL statement:` (wrapped) and the
	// statement over the prompt (the REPL).
	h2 := threehundredtwentyfirstTool("h2")
	atURL := []step{wait("jdbc:h2:~/test"), settle}
	atH2Password := then(atURL, typed("", "Driver"), settle, typed("", "User"), settle, typed("", "Password"), settle)
	atSQL := then(atH2Password, hidden("secret", "quit or exit"), settle)

	// factor-like (the Factor language's listener in a terminal):
	// `Factor 0.99 x86.64 (2255, heads/master-…, Jan 15 2024 …)` and
	// `[GCC 12.2.0] on linux` over `IN: scratchpad ` (a REPL); `3 4 +`
	// entered, an empty line, `--- Data stack:` and 7 over the prompt
	// (the REPL); `IN: ledger` entered, `IN: ledger ` (the REPL, another
	// vocabulary in its prompt); `{ 1 2 3 } lenght` entered, `1: { 1 2 3
	// } lenght` with a caret under it, `No word named “lenght” found in
	// current vocabulary search path`, `The following restarts are
	// available:`, `:1      Defer word in current vocabulary`, `:2
	// Continue` and `Type :help for debugging help.` over `IN: ledger `
	// (the REPL); a sum of a trillion numbers entered, nothing printed,
	// no prompt back (the REPL at work).
	factor := threehundredtwentyfirstTool("factor")
	atFactor := []step{wait("IN: scratchpad"), settle}
	atLedger := then(atFactor, typed("3 4 +", "Data stack"), settle, entered("IN: ledger"), settle)

	// futhark-like (`futhark repl`): its four rows of slashes and bars,
	// `Version 0.25.13.`, `Copyright (C) DIKU, University of Copenhagen,
	// released under the ISC license.` and `Run :help for a list of
	// commands.` over `[0]> ` (a REPL); `let sq (x: i64) = x * x`
	// entered, `[1]> ` under it, nothing printed (the REPL); `map sq
	// (iota 5)`, `[0i64, 1i64, 4i64, 9i64, 16i64]` over `[2]> ` (the
	// REPL); `lenght [1,2,3]`, `Error at [2]> :1:1-6:` and `Unknown name
	// "lenght".` over `[3]> ` (the REPL).
	fut := threehundredtwentyfirstTool("futhark")
	atFut := []step{wait("[0]>"), settle}
	atDefined := then(atFut, typed("let sq (x: i64) = x * x", "[1]>"), settle)

	// tibero-like (TmaxTibero's tbSQL, run bare): `tbSQL 7` and
	// `TmaxTibero Corporation Copyright (c) 2020-. All rights reserved.`
	// over `Enter Username: ` (a text question); SYS, `Enter Password: `
	// with echo off (a password); typed, `Connected to Tibero.` over
	// `SQL> ` (a REPL of SQL); a select's first line entered without its
	// `;`, `  2 ` under it (the REPL, its continuation numbered); a
	// misspelt table, `TBR-8033: Specified schema object was not
	// found.`, `at line 1, column 15 of null:` and the statement with a
	// caret under it over the prompt (the REPL).
	tib := threehundredtwentyfirstTool("tibero")
	atTibUser := []step{wait("Enter Username:"), settle}
	atTibPassword := then(atTibUser, typed("SYS", "Enter Password:"), settle)
	atTibSQL := then(atTibPassword, hidden("tibero", "Connected to Tibero."), settle)

	return []corpusCase{
		// altibase-like: the server, the user, the password, its prompt,
		// a table, an error.
		needs(ask("altibase-like-server", "altibase-like", alti, want(modes.Text, "Write Server Name", "127.0.0.1"), atServer...), py),
		needs(ask("altibase-like-user", "altibase-like", alti, want(modes.Text, "Write UserID :", ""), atUser...), py),
		needs(ask("altibase-like-password", "altibase-like", alti, want(modes.Password, "Write Password :", ""), atAltiPassword...), py),
		needs(is(modes.REPL, "altibase-like", "altibase-like", alti, atIsql...), py),
		needs(is(modes.REPL, "altibase-like-table", "altibase-like", alti,
			then(atIsql, typed("select account, sum(cents) total from ledger group by account;", "3 rows selected"), settle)...), py),
		needs(is(modes.REPL, "altibase-like-error", "altibase-like", alti,
			then(atIsql, typed("select * from ledgr;", "ERR-31031"), settle)...), py),

		// h2-like: the URL, the password, its prompt, a statement open,
		// an error.
		needs(ask("h2-like-url", "h2-like", h2, want(modes.Text, "URL", "jdbc:h2:~/test"), atURL...), py),
		needs(ask("h2-like-password", "h2-like", h2, want(modes.Password, "Password", ""), atH2Password...), py),
		needs(is(modes.REPL, "h2-like", "h2-like", h2, atSQL...), py),
		needs(is(modes.REPL, "h2-like-continuation", "h2-like", h2,
			then(atSQL, typed("select account, sum(cents) total", "...>"), settle)...), py),
		needs(is(modes.REPL, "h2-like-error", "h2-like", h2,
			then(atSQL, typed("select * from ledgr;", "not found"), settle)...), py),

		// factor-like: its prompt, the data stack, another vocabulary,
		// an error, at work.
		needs(is(modes.REPL, "factor-like", "factor-like", factor, atFactor...), py),
		needs(is(modes.REPL, "factor-like-stack", "factor-like", factor,
			then(atFactor, typed("3 4 +", "Data stack"), settle)...), py),
		needs(is(modes.REPL, "factor-like-vocabulary", "factor-like", factor, atLedger...), py),
		needs(is(modes.REPL, "factor-like-error", "factor-like", factor,
			then(atLedger, typed("{ 1 2 3 } lenght", "restarts are available"), settle)...), py),
		needs(working("factor-like-busy", "factor-like", factor, then(atLedger, entered("1000000000000 <iota> sum"), settle)...), py),

		// futhark-like: its prompt, a definition, a value, an error.
		needs(is(modes.REPL, "futhark-like", "futhark-like", fut, atFut...), py),
		needs(is(modes.REPL, "futhark-like-defined", "futhark-like", fut, atDefined...), py),
		needs(is(modes.REPL, "futhark-like-value", "futhark-like", fut,
			then(atDefined, typed("map sq (iota 5)", "16i64"), settle)...), py),
		needs(is(modes.REPL, "futhark-like-error", "futhark-like", fut,
			then(atDefined, typed("lenght [1,2,3]", "Unknown name"), settle)...), py),

		// tibero-like: the user, the password, its prompt, a numbered
		// continuation, an error.
		needs(ask("tibero-like-user", "tibero-like", tib, want(modes.Text, "Enter Username:", ""), atTibUser...), py),
		needs(ask("tibero-like-password", "tibero-like", tib, want(modes.Password, "Enter Password:", ""), atTibPassword...), py),
		needs(is(modes.REPL, "tibero-like", "tibero-like", tib, atTibSQL...), py),
		needs(is(modes.REPL, "tibero-like-continuation", "tibero-like", tib,
			then(atTibSQL, entered("select account, sum(cents) total"), settle)...), py),
		needs(is(modes.REPL, "tibero-like-error", "tibero-like", tib,
			then(atTibSQL, typed("select * from ledgr;", "TBR-8033"), settle)...), py),
	}
}

// TestModesThreehundredtwentyfirst drives the threehundredtwentyfirst
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentyfirst(t *testing.T) {
	captureSet(t, threehundredtwentyfirstDir, threehundredtwentyfirstSet())
}
