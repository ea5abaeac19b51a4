package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortythirdDir holds the hundredfortythird set (issue 44,
// hundred-and-forty-third round): live cases of database shells and
// REPLs built on prompt_toolkit, imitated by a fixture of its own
// (mycli, mssql-cli, athenacli, clickhouse-cli, http-prompt and
// aws-shell), each drawing, on the main screen in raw mode with
// bracketed paste, what a tool that cannot run here draws at its prompt
// (its banner, its prompt and continuation prompt, the rows reserved
// under the input for a completion menu, its grey bottom toolbar, its
// tables, from its documentation, source and published screenshots),
// none of them named by any other test, table, fixture or doc of
// agentty: at its first prompt, after a command and its output, in a
// multi-line statement, with a completion menu open under the typed
// word, in vi mode. Each case's label was written from what the imitated
// tool means to a person and committed before its screen was captured.
const hundredfortythirdDir = "../testdata/modes-hundredfortythird"

// hundredfortythirdScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredfortythirdScript = setFixtures("hundredfortythird").script

// hundredfortythirdSet is the hundredfortythird set. Every label is a
// REPL waiting for input: a person reads a database shell's or REPL's
// prompt, whatever its menu or toolbar shows.
func hundredfortythirdSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredfortythirdScript(py, "py/hundredfortythird_demo.py", args...)
	}
	repl := func(name, program string, open opener, steps ...step) corpusCase {
		return needs(is(modes.REPL, name, program, open, steps...), py)
	}
	mycli, mycliMulti, mycliVi := like("mycli"), like("mycli", "multiline"), like("mycli", "vi")
	mssql := like("mssql-cli")
	athena, athenaVi := like("athenacli"), like("athenacli", "vi")
	clickhouse := like("clickhouse-cli")
	httpPrompt := like("http-prompt")
	aws := like("aws-shell")
	const dbcliBar, awsBar = "[F4] Emacs-mode", "[F10] Exit"
	return []corpusCase{
		// mycli (MySQL's shell): its banner over `MySQL
		// root@localhost:shop> ` and, eight reserved rows under it, the
		// grey toolbar `[F2] Smart Completion: ON  [F3] Multiline: OFF
		// [F4] Emacs-mode`; after a SELECT and its `+----+` table with
		// `3 rows in set` and `Time: 0.002s`; with `SE` typed and a
		// menu of SELECT and SET under it; multi-line (`[F3] Multiline:
		// ON`) with the first row of a SELECT entered and the cursor
		// after its continuation prompt `->`; in vi mode, inserting
		// (`[F4] Vi-mode (I)`) and, after Esc, navigating (`(N)`).
		repl("mycli-like", "mycli-like", mycli, wait(dbcliBar)),
		repl("mycli-like-after-command", "mycli-like", mycli, wait(dbcliBar), typed("SELECT * FROM people", "Time: 0.002s"), settle),
		repl("mycli-like-completion", "mycli-like", mycli, wait(dbcliBar), typing("SE", "SELECT"), settle),
		repl("mycli-like-continuation", "mycli-like", mycliMulti, wait("Multiline: ON"), typed("SELECT * FROM people", "->"), settle),
		repl("mycli-like-vi-insert", "mycli-like", mycliVi, wait("Vi-mode (I)")),
		repl("mycli-like-vi-navigation", "mycli-like", mycliVi, wait("Vi-mode (I)"), key("<esc>", "Vi-mode (N)"), settle),

		// mssql-cli (SQL Server's shell): `master> ` under its banner
		// and over the toolbar; after a SELECT and its table with `(3
		// rows affected)`; with `SH` typed and SHOW in the menu.
		repl("mssql-cli-like", "mssql-cli-like", mssql, wait(dbcliBar)),
		repl("mssql-cli-like-after-command", "mssql-cli-like", mssql, wait(dbcliBar), typed("SELECT * FROM people", "rows affected"), settle),
		repl("mssql-cli-like-completion", "mssql-cli-like", mssql, wait(dbcliBar), typing("SH", "SHOW"), settle),

		// athenacli (Amazon Athena's shell): `us-east-1:default> `
		// with no banner over the toolbar; after a query, its table and
		// `Execution time: … Data scanned: …`; in vi mode after Esc.
		repl("athenacli-like", "athenacli-like", athena, wait(dbcliBar)),
		repl("athenacli-like-after-command", "athenacli-like", athena, wait(dbcliBar), typed("SELECT event_date, count(*) AS hits FROM logs GROUP BY 1", "Data scanned"), settle),
		repl("athenacli-like-vi-navigation", "athenacli-like", athenaVi, wait("Vi-mode (I)"), key("<esc>", "Vi-mode (N)"), settle),

		// clickhouse-cli (ClickHouse's shell over HTTP, multi-line by
		// default, no toolbar): ` :) ` under `Connected to ClickHouse
		// server …`; after a SELECT ended by `;`, the query echoed
		// formatted, its box-drawn table and `Ok. 3 rows in set.`; a
		// statement with no `;` yet, at its continuation ` :-] `.
		repl("clickhouse-cli-like", "clickhouse-cli-like", clickhouse, wait(":)")),
		repl("clickhouse-cli-like-after-command", "clickhouse-cli-like", clickhouse, wait(":)"),
			typed("SELECT number FROM system.numbers LIMIT 3;", "Elapsed"), settle),
		repl("clickhouse-cli-like-continuation", "clickhouse-cli-like", clickhouse, wait(":)"), typed("SELECT count()", ":-]"), settle),

		// http-prompt (an interactive HTTP client): `Version: 2.1.0`
		// over `http://localhost:8000> `; with `g` typed and get in the
		// menu; after `get`, the response's headers and JSON body.
		repl("http-prompt-like", "http-prompt-like", httpPrompt, wait("8000>")),
		repl("http-prompt-like-completion", "http-prompt-like", httpPrompt, wait("8000>"), typing("g", "get"), settle),
		repl("http-prompt-like-after-command", "http-prompt-like", httpPrompt, wait("8000>"), typed("get", "Content-Type"), settle),

		// aws-shell (the AWS CLI's shell): `aws> ` over its toolbar
		// `[F3] Keys: Emacs [F4] Multi-column [F5] Help: ON [F9] Focus:
		// doc [F10] Exit`; with `e` typed and the services in e in the
		// menu; after `ec2 describe-instances` and its table.
		repl("aws-shell-like", "aws-shell-like", aws, wait(awsBar)),
		repl("aws-shell-like-completion", "aws-shell-like", aws, wait(awsBar), typing("e", "elasticache"), settle),
		repl("aws-shell-like-after-command", "aws-shell-like", aws, wait(awsBar), typed("ec2 describe-instances", "InstanceId"), settle),
	}
}

// TestModesHundredfortythird drives the hundredfortythird set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfortythird. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredfortythird(t *testing.T) {
	captureSet(t, hundredfortythirdDir, hundredfortythirdSet())
}
