package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftythirdDir holds the threehundredfiftythird set (issue
// 44, three-hundred-and-fifty-third round): live cases of five query
// consoles of databases and data tools that Debian does not package,
// imitated by a fixture of its own (one script run by Debian's python3,
// on the main screen), each drawing what the program draws at one of its
// moments (its banner, prompts, continuation prompts, result tables,
// errors, the pager it starts for a long result, a query at work and the
// password it asks when connecting, from its documentation, source and
// published sessions as known): SQream DB's `sqream sql` (its
// `Password:`, `. . . >` under a statement left open, rows as comma
// separated values with `6 rows` and `time:`), GBase 8a's `gccli` (a
// MySQL-like client: `Enter password: `, `    -> `, a boxed table with
// `rows in set (Elapsed: …)`, a syntax error, `pager less`), Yellowbrick's
// `ybsql` (a psql-like client: `Password for user ada: `, an error with
// its caret, a long result through `more`), Turbot's `steampipe query`
// (go-prompt's line editor: its welcome, the completion window of tables
// under the word typed, `.multi on` and its `>>  ` prompt, the
// `Executing query…` spinner, a long table through `less -SRXF`) and
// pola-rs' `polars` CLI (reedline's `〉` prompt, `.help`, a DataFrame's
// table, a statement left open, an error). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were sqream,
// clientcmd, gccli, gbase, general data technology, ybsql, yellowbrick,
// steampipe, turbot, polars, pola-rs and ritchie vink (the line editors
// they use, go-prompt and reedline, are named as libraries; and, found
// named and left, among others: duckdb, clickhouse, usql, pgcli, mycli,
// litecli, iredis, cockroach, mongosh, cqlsh, influx, sqlcmd, snowsql,
// trino, presto, sqlline, beeline, surrealdb, edgedb, dolt, tidb,
// cypher-shell, neo4j, arangosh, couchbase, sqlplus, sqlcl, informix,
// vsql, vertica, exaplus, exasol, hdbsql, ysqlsh, yugabyte, mgconsole,
// memgraph, harlequin, ksql, flink, bendsql, databend, libsql, tdengine,
// ignite, derby, isql-fb, firebird, gsql, tsql, athena, planetscale,
// mysqlsh, voltdb, csql, cubrid, nebula, altibase, ingres, mclient,
// monetdb, tarantool, aerospike, fdbcli, hbase, phoenix, immudb, kuzu,
// stata, tibero, tbsql, nuosql, nuodb, typedb, elasticsearch, impala,
// obclient, oceanbase, orientdb, gremlin, gfsh, netezza, nzsql, disql,
// dameng, databricks, mimer and virtuoso, and Apache's Accumulo, IoTDB,
// DataFusion and Spark, their maker named). Each case's label says what
// a person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredfiftythirdDir = "../testdata/modes-threehundredfiftythird"

// threehundredfiftythirdTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfiftythirdTool(tool string) opener {
	return setFixtures("threehundredfiftythird").script(pythonPath, "py/threehundredfiftythird_consoles.py", tool)
}

// threehundredfiftythirdSet is the threehundredfiftythird set. Labels say
// what a person reads on the screen: a console's prompt, with a banner, a
// table, rows or an error above it, is a REPL's; so is its continuation
// prompt under a statement left open, and its prompt with a line typed
// and the completion window under it; a console at work on a statement
// entered, no prompt back (a spinner at most), is a REPL at work; the
// pager it started for a long result is a pager; a line asking for a
// password when connecting, echo off, is a password prompt.
func threehundredfiftythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	sent := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// working is a case of a console at work on a statement entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// sqream-like (SQream DB's `sqream sql --port=5000 --username=rhendricks
	// -d master`): `Password:` alone, echo off (a password); typed, an
	// empty line, `Interactive client mode` and `To quit, use ^D or \q.`
	// over `master=> ` (a REPL); `SELECT name, weight` entered, `. . . > `
	// under it (the REPL, its continuation); `FROM cool_animals ORDER BY
	// weight;` entered there, six rows of a name padded to 20 and a
	// weight separated by a comma (`Possum              ,3` …
	// `Elephant            ,6500`), `6 rows`, `time: 0.004512s` and an
	// empty line over `master=> ` (the REPL); at the first prompt `SELECT
	// COUNT(*) FROM nba t1, nba t2, nba t3;` entered, nothing under it,
	// no prompt back (the console at work).
	sq := threehundredfiftythirdTool("sqream")
	atSqPass := []step{wait("Password:"), settle}
	atMaster := then(atSqPass, hidden("hunter22", "master=>"), settle)
	atSqOpen := then(atMaster, typed("SELECT name, weight", ". . . >"), settle)

	// gccli-like (GBase 8a's `gccli -uroot -p`, a MySQL-like client):
	// `Enter password: `, echo off (a password); typed, an empty line and
	// `GBase client 9.5.3.28.12509af27. Copyright (c) 2004-2024, GBase.
	// All Rights Reserved.` (wrapped at the edge) over `gbase> `; `SELECT
	// region, SUM(amount) AS total` entered, `    -> ` under it (a REPL,
	// its continuation); `FROM orders GROUP BY region;` entered there, a
	// boxed table of four regions and their totals (`+--------+…+`, `|
	// region |      total |`), `4 rows in set (Elapsed: 00:00:00.03)` and
	// an empty line over `gbase> ` (the REPL); at the first prompt
	// `SELECT * FORM orders;` entered, `ERROR 1064 (42000):
	// (GBA-02SC-1001) You have an error in your SQL syntax; …  near 'FORM
	// orders' at line 1` (wrapped on three rows) over `gbase> ` (the
	// REPL); `pager less` entered, `PAGER set to 'less'`, then `SELECT *
	// FROM orders;`, less on the alternate screen showing the boxed
	// table's head (order_id, customer, region, amount, order_date; 100001
	// to 100020) over its `:` (a pager).
	gc := threehundredfiftythirdTool("gccli")
	atGcPass := []step{wait("Enter password:"), settle}
	atGbase := then(atGcPass, hidden("hunter22", "gbase>"), settle)
	atGcOpen := then(atGbase, typed("SELECT region, SUM(amount) AS total", "->"), settle)

	// ybsql-like (Yellowbrick's `ybsql -h yb-prod -U ada premdb`, a
	// psql-like client): `Password for user ada: `, echo off (a
	// password); typed, `ybsql (5.4.7)` and `Type "help" for help.` over
	// `premdb=> `; `select * from matches;` entered, `ERROR:  relation
	// "matches" does not exist`, `LINE 1: select * from matches;` and a
	// `^` under matches over `premdb=> ` (a REPL); `select * from match
	// where seasonid = 20;` entered, more showing the table's head
	// (seasonid, matchday, htid, atid, ftscore, htscore over a rule and
	// 21 matches of 2011-08) over `--More--` (a pager); at the prompt
	// `select count(*) from match m1, match m2, match m3;` entered,
	// nothing under it, no prompt back (the console at work).
	yb := threehundredfiftythirdTool("ybsql")
	atYbPass := []step{wait("Password for user ada:"), settle}
	atPremdb := then(atYbPass, hidden("hunter22", "premdb=>"), settle)

	// steampipe-like (Turbot's `steampipe query`, go-prompt's line
	// editor in raw mode): `Welcome to Steampipe v0.24.2` and `For more
	// information, type .help` (.help bold) over `> ` (a REPL); `select
	// name, region from aws_s3` typed, not entered, keywords highlighted,
	// under it go-prompt's completion window of seven tables (cyan, each
	// `Table` in turquoise beside it: aws_s3_access_point …
	// aws_s3_object_version), none selected (the REPL, a line being
	// typed); `.multi on` entered, `select name, region,
	// versioning_enabled` entered under `> .multi on`, `>>  ` under it
	// (the REPL, its continuation); `from aws_s3_bucket;` entered there,
	// forty buckets in a table of `+---+` rules through `less -SRXF`, its
	// head (name, region, versioning_enabled; acme-logs …
	// acme-mobile-builds) on the main screen over less's `:` (a pager);
	// at the first prompt `select count(*) from
	// aws_cloudtrail_trail_event;` entered, `⠋ Executing query…`
	// spinning under it, the cursor hidden (the console at work).
	sp := threehundredfiftythirdTool("steampipe")
	atWelcome := []step{wait("For more information"), settle}
	atMulti := then(atWelcome, sent(".multi on"), settle, typed("select name, region, versioning_enabled", ">>"), settle)

	// polars-like (pola-rs' `polars` CLI, reedline in raw mode while a
	// line is read): `Polars CLI version 0.9.0` and `Type .help for
	// help.` over its cyan `〉` (a REPL); `.help` entered, its five
	// commands and what they do in two columns, no borders (`.exit  Exit
	// this program` … `.help  Display this help.`) over `〉` (the REPL);
	// `SELECT borough, count(*) AS trips FROM read_csv('trips.csv') GROUP
	// BY 1;` entered (highlighted), a DataFrame's table (`┌───┬───┐`,
	// borough and trips over `---` and str, u32, `╞═══╪═══╡`, seven
	// boroughs, `└───┴───┘`) over `〉` (the REPL); `SELECT borough,
	// avg(fare) AS fare` entered, no `;`, the same `〉` under it, the
	// statement left open (the REPL); `FROM tripz;` entered there, `Error:
	// relation 'tripz' was not found` over `〉` (the REPL).
	pl := threehundredfiftythirdTool("polars")
	atPolars := []step{wait("Type .help for help."), settle}
	atPlOpen := then(atPolars, sent("SELECT borough, avg(fare) AS fare"), settle)

	return []corpusCase{
		// sqream-like: its password, its prompt, a statement left open,
		// its rows, at work.
		needs(ask("sqream-like", "sqream-like", sq, want(modes.Password, "Password:", ""), atSqPass...), py),
		needs(is(modes.REPL, "sqream-like-prompt", "sqream-like", sq, atMaster...), py),
		needs(is(modes.REPL, "sqream-like-continued", "sqream-like", sq, atSqOpen...), py),
		needs(is(modes.REPL, "sqream-like-rows", "sqream-like", sq,
			then(atSqOpen, typed("FROM cool_animals ORDER BY weight;", "6 rows"), settle)...), py),
		needs(working("sqream-like-busy", "sqream-like", sq,
			then(atMaster, sent("SELECT COUNT(*) FROM nba t1, nba t2, nba t3;"))...), py),

		// gccli-like: its password, a statement left open, a table, an
		// error, less.
		needs(ask("gccli-like", "gccli-like", gc, want(modes.Password, "Enter password:", ""), atGcPass...), py),
		needs(is(modes.REPL, "gccli-like-continued", "gccli-like", gc, atGcOpen...), py),
		needs(is(modes.REPL, "gccli-like-table", "gccli-like", gc,
			then(atGcOpen, typed("FROM orders GROUP BY region;", "rows in set"), settle)...), py),
		needs(is(modes.REPL, "gccli-like-error", "gccli-like", gc,
			then(atGbase, typed("SELECT * FORM orders;", "ERROR 1064"), settle)...), py),
		needs(is(modes.Pager, "gccli-like-pager", "gccli-like", gc,
			then(atGbase, typed("pager less", "PAGER set to"), settle, typed("SELECT * FROM orders;", "100020"), settle)...), py),

		// ybsql-like: its password, an error, more, at work.
		needs(ask("ybsql-like", "ybsql-like", yb, want(modes.Password, "Password for user ada:", ""), atYbPass...), py),
		needs(is(modes.REPL, "ybsql-like-error", "ybsql-like", yb,
			then(atPremdb, typed("select * from matches;", "does not exist"), settle)...), py),
		needs(is(modes.Pager, "ybsql-like-pager", "ybsql-like", yb,
			then(atPremdb, typed("select * from match where seasonid = 20;", "--More--"), settle)...), py),
		needs(working("ybsql-like-busy", "ybsql-like", yb,
			then(atPremdb, sent("select count(*) from match m1, match m2, match m3;"))...), py),

		// steampipe-like: its welcome, completions, multi-line, less, at
		// work.
		needs(is(modes.REPL, "steampipe-like", "steampipe-like", sp, atWelcome...), py),
		needs(is(modes.REPL, "steampipe-like-complete", "steampipe-like", sp,
			then(atWelcome, step{text: "select name, region from aws_s3", expect: "aws_s3_object_version", timeout: setSlow},
				settle)...), py),
		needs(is(modes.REPL, "steampipe-like-multi", "steampipe-like", sp, atMulti...), py),
		needs(is(modes.Pager, "steampipe-like-pager", "steampipe-like", sp,
			then(atMulti, typed("from aws_s3_bucket;", "acme-mobile-builds"), settle)...), py),
		needs(working("steampipe-like-busy", "steampipe-like", sp,
			then(atWelcome, typed("select count(*) from aws_cloudtrail_trail_event;", "Executing query"))...), py),

		// polars-like: its prompt, its help, a table, a statement left
		// open, an error.
		needs(is(modes.REPL, "polars-like", "polars-like", pl, atPolars...), py),
		needs(is(modes.REPL, "polars-like-help", "polars-like", pl, then(atPolars, typed(".help", "alias for .exit"), settle)...), py),
		needs(is(modes.REPL, "polars-like-table", "polars-like", pl,
			then(atPolars, typed("SELECT borough, count(*) AS trips FROM read_csv('trips.csv') GROUP BY 1;", "Staten Island"),
				settle)...), py),
		needs(is(modes.REPL, "polars-like-open", "polars-like", pl, atPlOpen...), py),
		needs(is(modes.REPL, "polars-like-error", "polars-like", pl,
			then(atPlOpen, typed("FROM tripz;", "was not found"), settle)...), py),
	}
}

// TestModesThreehundredfiftythird drives the threehundredfiftythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftythird(t *testing.T) {
	captureSet(t, threehundredfiftythirdDir, threehundredfiftythirdSet())
}
