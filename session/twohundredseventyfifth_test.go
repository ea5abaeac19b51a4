package session

import (
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// twohundredseventyfifthDir holds the twohundredseventyfifth set (issue
// 44, two-hundred-and-seventy-fifth round): live cases of a calculator, a
// less-common language's REPL and two database query consoles that
// Debian 12 does not package, imitated by a fixture of its own (one
// script run by Debian's python3, lines edited with readline as these
// programs edit them with their own line editors, a password read
// without echo), each drawing what the program draws at one of its
// moments on the main screen (its banner, prompt, answers, tables,
// errors and questions, from its documentation and published sessions
// as known): PaddiM8's kalker (at its prompt, typed into, after an
// answer, after an error, summing), Egison's interpreter (at its prompt,
// after an answer, after a pattern match, after an error, busy),
// CUBRID's csql (its password asked, at its prompt, after a result, in
// an unfinished statement, after an error, counting) and the NebulaGraph
// console (at its prompt, typed into, a space used, after a result,
// after an error, busy). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: grepped with `git grep
// -il` before they were chosen were kalker, paddim, egison, satoshi egi,
// cubrid, csql, nebula, nebula-console, nebulagraph and vesoft (and,
// found named and left, among others: rdbg, trepan, tpl, mycli, duckdb,
// clickhouse, mariadb, sqlite3, guile, sbcl, swipl, smalltalk, erlang,
// janet, fennel, jython, basex, acl2, radare2 and lldb). Each case's
// label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredseventyfifthDir = "../testdata/modes-twohundredseventyfifth"

// twohundredseventyfifthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredseventyfifthTool(tool string) opener {
	return setFixtures("twohundredseventyfifth").script(pythonPath, "py/twohundredseventyfifth_repl.py", tool)
}

// twohundredseventyfifthSet is the twohundredseventyfifth set. Labels
// say what a person reads on the screen: a calculator's, a language's or
// a query console's prompt, with a line typed after it, an answer, a
// table or an error above it, or a statement left open under it, is a
// REPL's; a REPL evaluating, its line entered and no prompt back, is a
// REPL at work; a line that asks for a password not shown as typed is a
// password prompt.
func twohundredseventyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	// busy enters a line the REPL works on for minutes; the screen is
	// taken while it works.
	busy := func(s string) step { return step{text: s, enter: true, timeout: 3 * time.Second} }
	// working is a case of a REPL at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// kalker-like (PaddiM8's kalker, `kalker` with no expression):
	// `kalker v2.1.0` and `Type 'help' for instructions.` over `>> ` (a
	// REPL); `sqrt(2) * 3` typed and not entered (the REPL); entered, `=
	// 4.2426406871` under it over `>> ` again (the REPL); `foo(2)`
	// entered, a red `Undefined function: 'foo'.` over the prompt (the
	// REPL); a sum to a hundred million entered, no prompt back (the REPL
	// at work).
	kalker := twohundredseventyfifthTool("kalker")
	atKalker := []step{wait("for instructions."), settle}
	const root = "sqrt(2) * 3"

	// egison-like (Satoshi Egi's Egison, `egison` with no file): `Egison
	// Version 4.1.3`, `https://www.egison.org`, `Welcome to Egison
	// Interpreter!` over `> ` (a REPL); `take 10 primes` answered with a
	// list of ten primes over `> ` (the REPL); a `matchAll` of a
	// multiset answered with three pairs (the REPL); `fooo 3` entered,
	// `Unbound variable: fooo` over the prompt (the REPL); the length of
	// two hundred thousand primes asked, no prompt back (the REPL at
	// work).
	egison := twohundredseventyfifthTool("egison")
	atEgison := []step{wait("Welcome to Egison Interpreter!"), settle}

	// csql-like (CUBRID's CSQL interpreter, `csql -u dba demodb`):
	// `Enter Password : ` and the cursor after it, nothing shown as typed
	// (a password); the password entered, a tab-indented `CUBRID SQL
	// Interpreter`, ``Type `;help' for help messages.`` and `csql> ` (a
	// REPL of SQL); a select entered on two lines, `=== <Result of SELECT
	// Command in Line 1> ===` over three athletes under a rule of `=`,
	// `3 rows selected. (0.006839 sec) Committed.`, `1 command(s)
	// successfully processed.` and `csql> ` (the REPL); a select's first
	// line entered without its `;`, `csql> ` again under it (the REPL,
	// its statement unfinished); a misspelt table, `ERROR: before ' ; '`
	// over `Unknown class "dba.athelete".` and the prompt (the REPL); a
	// count of a big table entered, no prompt back (the REPL at work).
	csql := twohundredseventyfifthTool("csql")
	atPassword := []step{wait("Enter Password :"), settle}
	atCsql := then(atPassword, secret("demo-dba", "for help messages."), settle)

	// nebula-like (vesoft's NebulaGraph console, `nebula-console -addr
	// 127.0.0.1 -port 9669 -u root -p nebula`): `Welcome!` over
	// `(root@nebula) [(none)]> ` (a REPL of nGQL); `SHOW SPACES;` typed
	// and not entered (the REPL); `USE basketballplayer;` entered,
	// `Execution succeeded (time spent 1.405ms/2.063ms)`, the date and the
	// prompt `(root@nebula) [basketballplayer]> ` (the REPL); a `GO FROM`
	// query, a table of two ids in +---+ borders, `Got 2 rows (time spent
	// …)`, the date and the prompt (the REPL); `FETCH PROP ON player;`,
	// `[ERROR (-1004)]: SyntaxError: syntax error near `FETCH'` and the
	// prompt (the REPL); a MATCH of paths up to six hops entered, no
	// prompt back (the REPL at work).
	nebula := twohundredseventyfifthTool("nebula")
	atNebula := []step{wait("(root@nebula) [(none)]>"), settle}
	atSpace := then(atNebula, typed("USE basketballplayer;", "[basketballplayer]>"), settle)

	return []corpusCase{
		// kalker-like: its prompt, typed into, an answer, an error,
		// summing.
		needs(is(modes.REPL, "kalker-like", "kalker-like", kalker, atKalker...), py),
		needs(is(modes.REPL, "kalker-like-typed", "kalker-like", kalker, then(atKalker, typing(root), settle)...), py),
		needs(is(modes.REPL, "kalker-like-answer", "kalker-like", kalker, then(atKalker, typed(root, "= 4.2426406871"), settle)...), py),
		needs(is(modes.REPL, "kalker-like-error", "kalker-like", kalker, then(atKalker, typed("foo(2)", "Undefined function"), settle)...), py),
		needs(working("kalker-like-summing", "kalker-like", kalker, then(atKalker, busy("sum(n=1, 10^8, 1/n^2)"))...), py),

		// egison-like: its prompt, an answer, a match, an error, busy.
		needs(is(modes.REPL, "egison-like", "egison-like", egison, atEgison...), py),
		needs(is(modes.REPL, "egison-like-answer", "egison-like", egison, then(atEgison, typed("take 10 primes", "23, 29]"), settle)...), py),
		needs(is(modes.REPL, "egison-like-match", "egison-like", egison,
			then(atEgison, typed("matchAll [1, 2, 3] as multiset integer with $x :: $rs -> (x, rs)", "(3, [1, 2])"), settle)...), py),
		needs(is(modes.REPL, "egison-like-error", "egison-like", egison, then(atEgison, typed("fooo 3", "Unbound variable"), settle)...), py),
		needs(working("egison-like-busy", "egison-like", egison, then(atEgison, busy("length (take 200000 primes)"))...), py),

		// csql-like: its password, its prompt, a result, an unfinished
		// statement, an error, counting.
		needs(ask("csql-like-password", "csql-like", csql, want(modes.Password, "Enter Password :", ""), atPassword...), py),
		needs(is(modes.REPL, "csql-like", "csql-like", csql, atCsql...), py),
		needs(is(modes.REPL, "csql-like-result", "csql-like", csql,
			then(atCsql, typed("select name, gender, event", ""), typed("from athlete where nation_code = 'KOR' limit 3;", "successfully processed"), settle)...), py),
		needs(is(modes.REPL, "csql-like-continuation", "csql-like", csql, then(atCsql, typed("select name, gender, event", ""), settle)...), py),
		needs(is(modes.REPL, "csql-like-error", "csql-like", csql, then(atCsql, typed("select * from athelete;", "Unknown class"), settle)...), py),
		needs(working("csql-like-counting", "csql-like", csql, then(atCsql, busy("select count(*) from game_log;"))...), py),

		// nebula-like: its prompt, typed into, a space used, a result,
		// an error, busy.
		needs(is(modes.REPL, "nebula-like", "nebula-like", nebula, atNebula...), py),
		needs(is(modes.REPL, "nebula-like-typed", "nebula-like", nebula, then(atNebula, typing("SHOW SPACES;"), settle)...), py),
		needs(is(modes.REPL, "nebula-like-use", "nebula-like", nebula, atSpace...), py),
		needs(is(modes.REPL, "nebula-like-result", "nebula-like", nebula,
			then(atSpace, typed(`GO FROM "player100" OVER follow YIELD dst(edge) AS id;`, "Got 2 rows"), settle)...), py),
		needs(is(modes.REPL, "nebula-like-error", "nebula-like", nebula, then(atSpace, typed("FETCH PROP ON player;", "SyntaxError"), settle)...), py),
		needs(working("nebula-like-busy", "nebula-like", nebula, then(atSpace, busy("MATCH p=(v:player)-[*1..6]-() RETURN count(p);"))...), py),
	}
}

// TestModesTwohundredseventyfifth drives the twohundredseventyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventyfifth(t *testing.T) {
	captureSet(t, twohundredseventyfifthDir, twohundredseventyfifthSet())
}
