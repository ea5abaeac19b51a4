package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtyfirstDir holds the threehundredsixtyfirst set (issue
// 44, three-hundred-and-sixty-first round): live cases of four database
// clients and query consoles that Debian does not package, imitated by a
// fixture of its own (one script run by Debian's python3), each drawing
// what the program draws at one of its moments (its banner, prompts,
// continuation prompts, tables, errors, completions, spinners, the
// password it asks to connect and the question it asks before a
// destructive statement, from its documentation and source as known):
// cloudspannerecosystem's spanner-cli (chzyer/readline's `spanner> `,
// `spanner(rw txn)> ` in a transaction, `      -> ` under a statement
// left open, tablewriter's tables, its `-\|/` progress mark, its cooked
// `Do you want to continue? [yes/no] ` before a DROP DATABASE), Turso's
// SQL shell `tursodb` (rustyline, its completions listed under the line,
// `turso> ` and a continuation prompt that counts the parentheses left
// open, `(x1...> `, comfy-table's boxed tables, a query at work),
// Skytable's `skysh` (`Enter password: ` read raw, its welcome text, `> `
// becoming `bank> ` after `use bank`, `(Okay)`, numbered rows, a server
// error code) and riii111's sabiql (a ratatui TUI over psql on the
// alternate screen: its Connection Setup form, its Explorer, Inspector
// and Result panes, the Result paged, the SQL Editor modal with its
// completion popup and its Running spinner, the DELETE preview it asks
// to confirm). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: grepped with `git grep -il`
// before they were chosen were spanner, cloudspannerecosystem,
// yfuruyama, turso, tursodb, tursodatabase, chiselstrike, limbo, skysh,
// skytable, ohsayan, sayan, nandan, blueql, sabiql and riii111 (and,
// found named and left, among others: rqlite, jsqsh (its maker Scott C.
// Gray named with sqsh), bteq and teradata, rainfrog, gobang, lazysql,
// dblab, termdbms, vi-mongo, keydb, kdb+, fauna, sqlit, mssql-cli,
// dbcli, sqlx, heavysql, omnisql, heavydb, intersystems, iris, db2, ibm,
// sybase, drizzle, atlas, ydb, scylla, tidb, ksql, timescale, cassandra,
// dgraph, xtdb, crash as a word, and ddbsh and partiql, their maker
// Amazon named). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const threehundredsixtyfirstDir = "../testdata/modes-threehundredsixtyfirst"

// threehundredsixtyfirstTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredsixtyfirstTool(tool string) opener {
	return setFixtures("threehundredsixtyfirst").script(pythonPath, "py/threehundredsixtyfirst_dbclients.py", tool)
}

// threehundredsixtyfirstSet is the threehundredsixtyfirst set. Labels
// say what a person reads on the screen: a console's prompt, with a
// banner, a table, rows or an error above it, is a REPL's; so is its
// continuation prompt under a statement left open and its prompt with a
// word typed and the completions listed under it; a console at work on a
// statement entered, no prompt back (a progress mark at most), is a REPL
// at work; a line asking for a password when connecting, nothing
// echoed, is a password prompt; a cooked line asking yes or no before a
// destructive statement is a yes/no question (no default marked); a
// full-screen client is a TUI, its form of connection fields too, its
// SQL editor with a completion popup under the word typed too (an aid
// to the query being edited, not a question), and while its query runs
// (its spinner turning) a TUI at work; the dialog it draws to confirm a
// DELETE is a yes/no of Confirm and Cancel.
func threehundredsixtyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	sent := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	// working is a case of a program at work in mode.
	working := func(mode modes.Mode, name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: mode, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// spanner-like (cloudspannerecosystem's `spanner-cli -p acme-prod -i
	// main -d ledger`): `Connected.` over `spanner> ` (a REPL); `SELECT
	// SingerId, FirstName, LastName FROM Singers;` entered, a `+---+`
	// table of five singers, `5 rows in set (2.41 msecs)` and an empty
	// line over `spanner> ` (the REPL); `SELECT SingerId, AlbumTitle`
	// entered, `      -> ` under it (the REPL, its continuation);
	// `BEGIN;` entered, `Query OK, 0 rows affected (0.00 sec)` and an
	// empty line over `spanner(rw txn)> ` (the REPL, in a transaction);
	// `DROP DATABASE ledger_old;` entered, `Database "ledger_old" will be
	// dropped.` over `Do you want to continue? [yes/no] `, the cursor
	// after it, cooked (a yes/no, no default); `SELECT COUNT(*) FROM
	// Transactions AS t1 CROSS JOIN Transactions AS t2;` entered (wrapped),
	// the progress mark turning (`-`, `\`, `|`, `/`) at the start of the
	// row under it, no prompt back (the console at work).
	sp := threehundredsixtyfirstTool("spanner")
	atSpanner := []step{wait("spanner>"), settle}

	// turso-like (Turso's `tursodb shop.db`, rustyline): `Turso v0.2.2`,
	// `Enter ".help" for usage hints.`, `Did you know that Turso supports
	// Vector Search? Type .manual vector to learn more.` and `This
	// software is in BETA, use caution with production data and ensure
	// you have backups.` (each wrapped at the edge) over `turso> ` (a
	// REPL); `SELECT * FROM ord` typed and Tab twice, `ORDER
	// order_items  orders` listed under the line and the prompt with the
	// line drawn again under them (the REPL, completions listed); `SELECT
	// name FROM customers WHERE id IN (` entered, `(x1...> ` under it
	// (the REPL, one parenthesis open); `SELECT customer_id FROM orders
	// WHERE total > 100);` entered there, a boxed table of five names (a
	// rule between every row) over `turso> ` (the REPL); at the first
	// prompt a `WITH RECURSIVE` count that never ends entered, nothing
	// under it, no prompt back (the console at work).
	tu := threehundredsixtyfirstTool("turso")
	atTurso := []step{wait("turso>"), settle}
	atParen := then(atTurso, typed("SELECT name FROM customers WHERE id IN (", "(x1...>"), settle)

	// skysh-like (Skytable's `skysh`): `Enter password: `, read raw,
	// nothing echoed (a password); typed, its welcome text (`Welcome to
	// the Skytable Interactive shell (REPL environment).`, tips on BlueQL
	// and skysh's own commands, `Now, it's time to get querying!`) and an
	// empty line over `> ` (a REPL); `use bank` entered, `(Okay)` in cyan
	// over `bank> ` (the REPL, its space named); `select all * from
	// accounts limit 5` entered, five rows numbered `(1)` … `(5)` in grey
	// italic (`("ada", 1200, true)` …) over `bank> ` (the REPL); `select *
	// from accounts where username = "zed"` entered, `(server error code:
	// 111)` in red over `bank> ` (the REPL).
	sk := threehundredsixtyfirstTool("skysh")
	atSkPass := []step{wait("Enter password:"), settle}
	atSkWelcome := then(atSkPass, hidden("hunter22", "time to get querying"), settle)
	atBank := then(atSkWelcome, typed("use bank", "(Okay)"), settle)

	// sabiql-like (riii111's sabiql, on the alternate screen, keys read
	// raw, the cursor hidden, a `█` drawn where text goes): a first run,
	// its header `sabiql | default | - | - | no dsn` and its empty panes
	// dimmed under a ` Connection Setup ` box of Host (localhost, `█`
	// after it), Port (5432), Database, User, Password, `SSL Mode: [
	// prefer ▼ ]`, `Note: Connection info is stored locally in plain
	// text` and ` Tab: Next │ Shift+Tab: Prev │ Ctrl+S: Save │ Esc:
	// Cancel ` in its foot (a TUI, a form); shop, ada and a password (as
	// stars) filled in and ^s, the header `sabiql | default | shop |
	// public.customers | connected`, `[1] Explorer` (`Tables [9]`, `>
	// public.customer` in yellow), `[2] Inspector` (its tabs, the
	// columns of customers), `[3] Result [PREVIEW] (100 rows, 14ms)` (id,
	// name and email of 1001 to 1006, a scroll bar, `◀ cols 1-3 of 5 ▶`)
	// and its footer of keys (a TUI); 3 and ^d twice, the Result framed
	// in cyan, 1007 to 1012 shown, 1007 in reverse, the footer `j/k:Row
	// ^D/^U:Page  dd:Delete …` (the TUI, its result paged); s and `SELECT
	// * FROM ord` typed, the ` SQL Editor ` modal over the dimmed panes,
	// the query and `█`, under it a popup of order_items (highlighted),
	// orders (`table`) and ORDER (`keyword`), `Ready │ Alt+Enter: Run …`
	// (the TUI, its completions); s, `SELECT pg_sleep(600);` typed and
	// Alt+Enter, `◐ Running 1.2s` turning and counting in yellow (the TUI
	// at work); paged, jj and dd, a ` Confirm DELETE ` box framed in
	// yellow, `Target`, `id: "1009"`, `SQL Preview`, `DELETE FROM
	// public.customers`, `WHERE id = '1009';` and ` Enter/Y: Confirm │
	// Esc/N: Cancel ` in its foot (a yes/no of Confirm and Cancel).
	sb := threehundredsixtyfirstTool("sabiql")
	atSetup := []step{wait("Connection Setup"), settle}
	atMain := then(atSetup, key("<tab><tab>", ""), text("shop", ""), key("<tab>", ""), text("ada", ""), key("<tab>", ""),
		step{text: "hunter22", secret: true, timeout: setSlow}, key("<ctrl-s>", "| connected"), settle)
	atPaged := then(atMain, key("3", ""), key("<ctrl-d><ctrl-d>", "1012"), settle)

	return []corpusCase{
		// spanner-like: its prompt, a table, a statement left open, a
		// transaction, DROP DATABASE's question, at work.
		needs(is(modes.REPL, "spanner-like", "spanner-like", sp, atSpanner...), py),
		needs(is(modes.REPL, "spanner-like-table", "spanner-like", sp,
			then(atSpanner, typed("SELECT SingerId, FirstName, LastName FROM Singers;", "rows in set"), settle)...), py),
		needs(is(modes.REPL, "spanner-like-continued", "spanner-like", sp,
			then(atSpanner, typed("SELECT SingerId, AlbumTitle", "->"), settle)...), py),
		needs(is(modes.REPL, "spanner-like-txn", "spanner-like", sp,
			then(atSpanner, typed("BEGIN;", "rw txn"), settle)...), py),
		needs(ask("spanner-like-drop", "spanner-like", sp,
			want(modes.Confirm, "Do you want to continue?", "", "yes|yes", "no|no"),
			then(atSpanner, typed("DROP DATABASE ledger_old;", "[yes/no]"), settle)...), py),
		needs(working(modes.REPL, "spanner-like-busy", "spanner-like", sp,
			then(atSpanner, typed("SELECT COUNT(*) FROM Transactions AS t1 CROSS JOIN Transactions AS t2;", "|"))...), py),

		// turso-like: its banner, completions, a parenthesis open, a
		// table, at work.
		needs(is(modes.REPL, "turso-like", "turso-like", tu, atTurso...), py),
		needs(is(modes.REPL, "turso-like-complete", "turso-like", tu,
			then(atTurso, text("SELECT * FROM ord", ""), key("<tab><tab>", "order_items"), settle)...), py),
		needs(is(modes.REPL, "turso-like-paren", "turso-like", tu, atParen...), py),
		needs(is(modes.REPL, "turso-like-table", "turso-like", tu,
			then(atParen, typed("SELECT customer_id FROM orders WHERE total > 100);", "Radia Perlman"), settle)...), py),
		needs(working(modes.REPL, "turso-like-busy", "turso-like", tu,
			then(atTurso, sent("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c;"))...), py),

		// skysh-like: its password, its welcome, a space used, rows, an
		// error.
		needs(ask("skysh-like", "skysh-like", sk, want(modes.Password, "Enter password:", ""), atSkPass...), py),
		needs(is(modes.REPL, "skysh-like-welcome", "skysh-like", sk, atSkWelcome...), py),
		needs(is(modes.REPL, "skysh-like-space", "skysh-like", sk, atBank...), py),
		needs(is(modes.REPL, "skysh-like-rows", "skysh-like", sk,
			then(atBank, typed("select all * from accounts limit 5", "(5)"), settle)...), py),
		needs(is(modes.REPL, "skysh-like-error", "skysh-like", sk,
			then(atBank, typed(`select * from accounts where username = "zed"`, "server error code"), settle)...), py),

		// sabiql-like: its setup form, its panes, the result paged, the
		// SQL editor's completions, a query running, a DELETE to confirm.
		needs(is(modes.TUI, "sabiql-like-setup", "sabiql-like", sb, atSetup...), py),
		needs(is(modes.TUI, "sabiql-like", "sabiql-like", sb, atMain...), py),
		needs(is(modes.TUI, "sabiql-like-paged", "sabiql-like", sb, atPaged...), py),
		needs(is(modes.TUI, "sabiql-like-complete", "sabiql-like", sb,
			then(atMain, key("s", "SQL Editor"), text("SELECT * FROM ord", "order_items"), settle)...), py),
		needs(working(modes.TUI, "sabiql-like-running", "sabiql-like", sb,
			then(atMain, key("s", "SQL Editor"), text("SELECT pg_sleep(600);", ""), key("<alt-enter>", "Running"))...), py),
		needs(ask("sabiql-like-delete", "sabiql-like", sb, want(modes.Confirm, "Confirm DELETE", "", "y|Confirm", "n|Cancel"),
			then(atPaged, text("jj", ""), text("dd", "Confirm DELETE"), settle)...), py),
	}
}

// TestModesThreehundredsixtyfirst drives the threehundredsixtyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtyfirst(t *testing.T) {
	captureSet(t, threehundredsixtyfirstDir, threehundredsixtyfirstSet())
}
