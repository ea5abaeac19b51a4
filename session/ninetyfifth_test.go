package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetyfifthDir holds the ninetyfifth set (issue 44, ninety-fifth
// round): live cases of programs imitated by a fixture of its own, each
// drawing what a program that cannot run here draws at one of its
// moments (its words, layout, frames, colours, reverse video, cursor and
// terminal modes, from its documentation, source and published
// screenshots), none of them named by any other test, table, fixture or
// doc of agentty: editors, pagers and REPLs, the kinds a held-out set has
// least of. Each case's label was written from what the imitated program
// means to a person and committed before its screen was captured.
const ninetyfifthDir = "../testdata/modes-ninetyfifth"

// ninetyfifthScript runs the set's Python script, with Debian's python3,
// over a home holding notes.txt and long.txt.
var ninetyfifthScript = setFixtures("ninetyfifth").script

// ninetyfifthSet is the ninetyfifth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func ninetyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, expect: s, timeout: setSlow} }
	like := func(args ...string) opener {
		return ninetyfifthScript(py, "py/ninetyfifth_demo.py", args...)
	}
	tv := like("turbovision", "notes.txt")
	routeros := like("routeros")
	junos := like("junos")
	oleo := like("oleo", "sales.oleo")
	euporie := like("euporie", "relays.ipynb")
	hexpatch := like("hexpatch", "notes.txt")
	man := like("solaris-man")
	cypher := like("cypher-shell")
	arango := like("arangosh")
	mysqlsh := like("mysqlsh")
	cdb := like("cdb")
	const mikrotik, mysql = "[admin@MikroTik] >", "SQL >"
	return []corpusCase{
		// Editors, each over a file given in its arguments: Turbo
		// Vision's tvedit (a menu bar on top, a status bar of keys at the
		// foot, the text in a blue double-framed window; at first sight,
		// after typing, and asking to save on Alt-X), RouterOS's script
		// editor (reached from its console), GNU Oleo's spreadsheet (a
		// value typed on its input line), euporie's notebook (cells
		// boxed, typed into the first) and hexpatch's hex editor (a digit
		// typed over a byte).
		needs(is(modes.Editor, "tvedit-like", "turbovision-like", tv, wait("F10 Menu")), py),
		needs(is(modes.Editor, "tvedit-like-typed", "turbovision-like", tv, wait("F10 Menu"), text("abc"), settle), py),
		needs(ask("tvedit-like-save", "turbovision-like", tv, want(modes.Confirm, "notes.txt has been modified. Save?", "", ">Yes", "No", "Cancel"),
			wait("F10 Menu"), text("abc"), settle, step{keys: "<alt-x>", expect: "has been modified", timeout: setSlow}), py),
		needs(is(modes.Editor, "routeros-like-editor", "routeros-like", routeros, wait(mikrotik), typed("/system script edit relay source", "Ctrl-O")), py),
		needs(is(modes.Editor, "routeros-like-editor-typed", "routeros-like", routeros, wait(mikrotik), typed("/system script edit relay source", "Ctrl-O"), text("xy"), settle), py),
		needs(is(modes.Editor, "oleo-like", "oleo-like", oleo, wait("R4C2")), py),
		needs(is(modes.Editor, "oleo-like-typed", "oleo-like", oleo, wait("R4C2"), text("117"), settle), py),
		needs(is(modes.Editor, "euporie-like", "euporie-like", euporie, wait("Idle")), py),
		needs(is(modes.Editor, "euporie-like-typed", "euporie-like", euporie, wait("Idle"), text("*2"), settle), py),
		needs(is(modes.Editor, "hexpatch-like", "hexpatch-like", hexpatch, wait("NORMAL")), py),
		needs(is(modes.Editor, "hexpatch-like-typed", "hexpatch-like", hexpatch, wait("NORMAL"), step{text: "4", expect: "First", timeout: setSlow}, settle), py),

		// Pagers: Solaris' man page through more, at its top and a page
		// on (`--More--(NN%)` reversed on the last row).
		needs(is(modes.Pager, "solaris-man-like", "solaris-man-like", man, wait("--More--(32%)")), py),
		needs(is(modes.Pager, "solaris-man-like-page", "solaris-man-like", man, wait("--More--(32%)"), step{keys: " ", expect: "--More--(65%)", timeout: setSlow}, settle), py),

		// REPLs, at their first prompt, after a command and at a
		// continuation line: RouterOS's console (`{...` in an open
		// block), Junos' CLI (operational `>`, configuration `#` under
		// `[edit]`), cypher-shell (continuing on a blank-padded row),
		// arangosh (its prompt names the server and database), MySQL
		// Shell (its `->`), cdb's `0:000>`.
		needs(is(modes.REPL, "routeros-like", "routeros-like", routeros, wait(mikrotik)), py),
		needs(is(modes.REPL, "routeros-like-after-command", "routeros-like", routeros, wait(mikrotik), typed("/ip address print", "ether1"), settle), py),
		needs(is(modes.REPL, "routeros-like-continuation", "routeros-like", routeros, wait(mikrotik), typed(":if (1) do={", "{..."), settle), py),
		needs(is(modes.REPL, "junos-like", "junos-like", junos, wait("admin@router>")), py),
		needs(is(modes.REPL, "junos-like-after-command", "junos-like", junos, wait("admin@router>"), typed("show version", "mx204"), settle), py),
		needs(is(modes.REPL, "junos-like-configure", "junos-like", junos, wait("admin@router>"), typed("configure", "admin@router#"), settle), py),
		needs(is(modes.REPL, "cypher-shell-like", "cypher-shell-like", cypher, wait("neo4j@neo4j>")), py),
		needs(is(modes.REPL, "cypher-shell-like-after-command", "cypher-shell-like", cypher, wait("neo4j@neo4j>"), typed("MATCH (n) RETURN count(n);", "1 row"), settle), py),
		needs(is(modes.REPL, "cypher-shell-like-continuation", "cypher-shell-like", cypher, wait("neo4j@neo4j>"), step{text: "MATCH (n)", enter: true, timeout: setSlow}, settle), py),
		needs(is(modes.REPL, "arangosh-like", "arangosh-like", arango, wait("@orders>")), py),
		needs(is(modes.REPL, "arangosh-like-after-command", "arangosh-like", arango, wait("@orders>"), typed("db._collections().length", "12"), settle), py),
		needs(is(modes.REPL, "mysqlsh-like", "mysqlsh-like", mysqlsh, wait(mysql)), py),
		needs(is(modes.REPL, "mysqlsh-like-after-command", "mysqlsh-like", mysqlsh, wait(mysql), typed("SELECT 6*7;", "1 row in set"), settle), py),
		needs(is(modes.REPL, "mysqlsh-like-continuation", "mysqlsh-like", mysqlsh, wait(mysql), typed("SELECT 6*7", "->"), settle), py),
		needs(is(modes.REPL, "cdb-like", "cdb-like", cdb, wait("0:000>")), py),
		needs(is(modes.REPL, "cdb-like-after-command", "cdb-like", cdb, wait("0:000>"), typed("k", "LdrInitializeThunk"), settle), py),

		// A question a REPL asks: Junos' exit from configuration mode
		// with changes not committed.
		needs(ask("junos-like-uncommitted", "junos-like", junos, want(modes.Confirm, "Exit with uncommitted changes?", "yes", "yes", "no"),
			wait("admin@router>"), typed("configure", "admin@router#"), typed("set system host-name edge1", "[edit]"), typed("exit", "uncommitted changes?")), py),
	}
}

// TestModesNinetyfifth drives the ninetyfifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/ninetyfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesNinetyfifth(t *testing.T) { captureSet(t, ninetyfifthDir, ninetyfifthSet()) }
