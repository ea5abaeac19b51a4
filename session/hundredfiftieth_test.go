package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftiethDir holds the hundredfiftieth set (issue 44,
// hundred-and-fiftieth round): live cases of REPLs, database clients, a
// coordination service's client, routers' consoles, debuggers and an
// interactive shell imitated by a fixture of its own, each printing, on
// the main screen and a line at a time through readline, what a tool
// that cannot run here prints under its banner, after a command and its
// output, in a continuation line and after an error, with prompts of its
// own forms (a counter, a name and a mode, marks), none of them named by
// any other test, table, fixture or doc of agentty. Each case's label was
// written from what the imitated tool means to a person and committed
// before its screen was captured.
const hundredfiftiethDir = "../testdata/modes-hundredfiftieth"

// hundredfiftiethScript runs the set's Python script, with Debian's
// python3.
var hundredfiftiethScript = setFixtures("hundredfiftieth").script

// hundredfiftiethSet is the hundredfiftieth set. Labels say what a person
// reads on the screen: a REPL waiting at its prompt, or a shell.
func hundredfiftiethSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredfiftiethScript(py, "py/hundredfiftieth_demo.py", args...)
	}
	ysqlsh := like("ysqlsh")
	vtysh := like("vtysh")
	birdc := like("birdc")
	zkcli := like("zkcli")
	pwndbg := like("pwndbg")
	zshdb := like("zshdb")
	spark := like("spark-shell")
	presto := like("presto")
	hilbish := like("hilbish")
	const (
		ysql   = "yugabyte=#"
		router = "router1#"
		zk     = "(CONNECTED) 0]"
		scala  = "scala>"
	)
	return []corpusCase{
		// A database's SQL shell: ysqlsh (YugabyteDB's psql) at
		// `yugabyte=# ` under its banner, after a query's table, after
		// an error with its caret, and in a continuation `yugabyte-# `.
		needs(is(modes.REPL, "ysqlsh-like", "ysqlsh-like", ysqlsh, wait(ysql)), py),
		needs(is(modes.REPL, "ysqlsh-like-after-query", "ysqlsh-like", ysqlsh, wait(ysql),
			typed("SELECT name, region FROM relay.nodes;", "(2 rows)"), settle), py),
		needs(is(modes.REPL, "ysqlsh-like-after-error", "ysqlsh-like", ysqlsh, wait(ysql),
			typed("SELECT * FROM users;", "does not exist"), settle), py),
		needs(is(modes.REPL, "ysqlsh-like-continuation", "ysqlsh-like", ysqlsh, wait(ysql),
			typed("SELECT count(*)", "yugabyte-#"), settle), py),

		// A router's console: FRRouting's vtysh at `router1# ` under its
		// greeting, after `show ip route`, in configuration mode
		// (`router1(config)# `) and after its `% Unknown command`.
		needs(is(modes.REPL, "vtysh-like", "vtysh-like", vtysh, wait(router)), py),
		needs(is(modes.REPL, "vtysh-like-after-command", "vtysh-like", vtysh, wait(router),
			typed("show ip route", "C>* 192.168.50.0/24"), settle), py),
		needs(is(modes.REPL, "vtysh-like-config", "vtysh-like", vtysh, wait(router),
			typed("configure terminal", "router1(config)#"), settle), py),
		needs(is(modes.REPL, "vtysh-like-after-error", "vtysh-like", vtysh, wait(router),
			typed("shwo run", "% Unknown command"), settle), py),

		// A routing daemon's client: birdc's `bird> ` under
		// `BIRD 2.0.12 ready.` and after `show protocols`.
		needs(is(modes.REPL, "birdc-like", "birdc-like", birdc, wait("bird>")), py),
		needs(is(modes.REPL, "birdc-like-after-command", "birdc-like", birdc, wait("bird>"),
			typed("show protocols", "ospf1"), settle), py),

		// ZooKeeper's zkCli.sh, its prompt counting commands
		// (`[zk: localhost:2181(CONNECTED) 0] `), first and after `ls /`.
		needs(is(modes.REPL, "zkcli-like", "zkcli-like", zkcli, wait(zk)), py),
		needs(is(modes.REPL, "zkcli-like-after-command", "zkcli-like", zkcli, wait(zk),
			typed("ls /", "(CONNECTED) 1]"), settle), py),

		// Debuggers: gdb with pwndbg (`pwndbg> ` in red under gdb's
		// banner and pwndbg's tip of the day), after `break main` and
		// after a command the program not running cannot answer; zshdb
		// stopped at a script's line (`zshdb<0> `), and after `next`
		// (`zshdb<1> `).
		needs(is(modes.REPL, "pwndbg-like", "pwndbg-like", pwndbg, wait("pwndbg>")), py),
		needs(is(modes.REPL, "pwndbg-like-after-command", "pwndbg-like", pwndbg, wait("pwndbg>"),
			typed("break main", "Breakpoint 1 at"), settle), py),
		needs(is(modes.REPL, "pwndbg-like-after-error", "pwndbg-like", pwndbg, wait("pwndbg>"),
			typed("x/4gx $rsp", "no registers"), settle), py),
		needs(is(modes.REPL, "zshdb-like", "zshdb-like", zshdb, wait("zshdb<0>")), py),
		needs(is(modes.REPL, "zshdb-like-after-command", "zshdb-like", zshdb, wait("zshdb<0>"),
			typed("next", "zshdb<1>"), settle), py),

		// Query shells of data engines: spark-shell's `scala> ` under
		// Spark's banner, after an expression (`res0: Long = 5`) and in
		// a continuation (`     | `); the Presto CLI's
		// `presto:default> ` alone on its screen and after a query.
		needs(is(modes.REPL, "spark-shell-like", "spark-shell-like", spark, wait(scala)), py),
		needs(is(modes.REPL, "spark-shell-like-after-expression", "spark-shell-like", spark, wait(scala),
			typed("spark.range(5).count()", "res0: Long"), settle), py),
		needs(is(modes.REPL, "spark-shell-like-continuation", "spark-shell-like", spark, wait(scala),
			typed("val xs = List(1,", "     |"), settle), py),
		needs(is(modes.REPL, "presto-like", "presto-like", presto, wait("presto:default>")), py),
		needs(is(modes.REPL, "presto-like-after-query", "presto-like", presto, wait("presto:default>"),
			typed("SELECT count(*) FROM orders;", "rows/s"), settle), py),

		// An interactive shell: Hilbish's greeting over its prompt
		// (its user, `~` and `∆`, in colours), and after `ls`.
		needs(is(modes.Shell, "hilbish-like", "hilbish-like", hilbish, wait("∆")), py),
		needs(is(modes.Shell, "hilbish-like-after-command", "hilbish-like", hilbish, wait("∆"),
			typed("ls", "notes.txt"), settle), py),
	}
}

// TestModesHundredfiftieth drives the hundredfiftieth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfiftieth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfiftieth(t *testing.T) {
	captureSet(t, hundredfiftiethDir, hundredfiftiethSet())
}
