package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetyninthDir holds the ninetyninth set (issue 44, ninety-ninth
// round): live cases of programs imitated by a fixture of its own, each
// drawing what a program that cannot run here draws at one of its
// moments (its banner, prompts, continuation lines, output and
// questions, in the terminal's line mode as over a serial line or ssh),
// none of them named by any other test, table, fixture or doc of
// agentty: consoles of databases, network devices and appliances. Each
// case's label was written from what the imitated program means to a
// person and committed before its screen was captured.
const ninetyninthDir = "../testdata/modes-ninetyninth"

// ninetyninthScript runs the set's Python script, with Debian's python3,
// over a home holding notes.txt and long.txt.
var ninetyninthScript = setFixtures("ninetyninth").script

// ninetyninthSet is the ninetyninth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func ninetyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return ninetyninthScript(py, "py/ninetyninth_demo.py", args...)
	}
	sqlplus := like("sqlplus")
	db2 := like("db2")
	fortios := like("fortios")
	vyos := like("vyos")
	procurve := like("procurve")
	panos := like("panos")
	smash := like("smash")
	ups := like("ups")
	login := like("relay-login")
	snowsql := like("snowsql")
	cbq := like("cbq")
	taos := like("taos")
	const snow = "relay#COMPUTE_WH@SALES.PUBLIC>"
	switchUp := typed("", "switch>")
	return []corpusCase{
		// Database shells, at their first prompt after the banner, after
		// a statement with its output, and at a continuation line:
		// Oracle's SQL*Plus (`SQL>`, `  2` continuing), IBM Db2's CLP
		// (`db2 =>`, `db2 (cont.) =>` after a backslash), SnowSQL (its
		// prompt names a warehouse, a database and a schema), Couchbase's
		// cbq (a document database, JSON results) and TDengine's taos (a
		// time-series database).
		needs(is(modes.REPL, "sqlplus-like", "sqlplus-like", sqlplus, wait("SQL>")), py),
		needs(is(modes.REPL, "sqlplus-like-after-command", "sqlplus-like", sqlplus, wait("SQL>"), typed("SELECT 6*7 FROM dual;", "42"), settle), py),
		needs(is(modes.REPL, "sqlplus-like-continuation", "sqlplus-like", sqlplus, wait("SQL>"), typed("SELECT 6*7", "  2"), settle), py),
		needs(is(modes.REPL, "db2-clp-like", "db2-clp-like", db2, wait("db2 =>")), py),
		needs(is(modes.REPL, "db2-clp-like-after-command", "db2-clp-like", db2, wait("db2 =>"), typed("values 6*7", "record(s) selected"), settle), py),
		needs(is(modes.REPL, "db2-clp-like-continuation", "db2-clp-like", db2, wait("db2 =>"), typed(`values \`, "db2 (cont.) =>"), settle), py),
		needs(is(modes.REPL, "snowsql-like", "snowsql-like", snowsql, wait(snow)), py),
		needs(is(modes.REPL, "snowsql-like-after-command", "snowsql-like", snowsql, wait(snow), typed("select 6*7;", "1 Row(s) produced"), settle), py),
		needs(is(modes.REPL, "cbq-like", "cbq-like", cbq, wait("cbq>")), py),
		needs(is(modes.REPL, "cbq-like-after-command", "cbq-like", cbq, wait("cbq>"), typed("SELECT 6*7;", `"status": "success"`), settle), py),
		needs(is(modes.REPL, "cbq-like-continuation", "cbq-like", cbq, wait("cbq>"), typed("SELECT 6*7", "   >"), settle), py),
		needs(is(modes.REPL, "taos-like", "taos-like", taos, wait("taos>")), py),
		needs(is(modes.REPL, "taos-like-after-command", "taos-like", taos, wait("taos>"), typed("show databases;", "Query OK"), settle), py),

		// Questions a database shell asks: SQL*Plus' password on
		// connect (echo off).
		needs(ask("sqlplus-like-password", "sqlplus-like", sqlplus, want(modes.Password, "Enter password:", ""), wait("SQL>"), typed("connect system", "Enter password:")), py),

		// Device CLIs, read as REPLs: FortiOS (`fw01 #`, `fw01 (global)
		// #` in the global context), an HPE ProCurve-like switch
		// (`switch>`, `switch#`, `switch(config)#`, `switch(eth-1)#`),
		// PAN-OS (`admin@PA-VM>`, `admin@PA-VM#` under `[edit]`), a BMC's
		// SMASH CLP (`/admin1->`). VyOS' CLI is bash (vbash), read as a
		// shell, in operational and configuration mode.
		needs(is(modes.REPL, "fortios-like", "fortios-like", fortios, wait("fw01 #")), py),
		needs(is(modes.REPL, "fortios-like-after-command", "fortios-like", fortios, wait("fw01 #"), typed("get system status", "Operation Mode"), settle), py),
		needs(is(modes.REPL, "fortios-like-global", "fortios-like", fortios, wait("fw01 #"), typed("config global", "fw01 (global) #"), settle), py),
		needs(is(modes.REPL, "procurve-like", "procurve-like", procurve, wait("Press any key"), switchUp, settle), py),
		needs(is(modes.REPL, "procurve-like-after-command", "procurve-like", procurve, wait("Press any key"), switchUp, typed("show version", "Boot ROM Version"), settle), py),
		needs(is(modes.REPL, "procurve-like-enabled", "procurve-like", procurve, wait("Press any key"), switchUp, typed("enable", "switch#"), settle), py),
		needs(is(modes.REPL, "procurve-like-interface", "procurve-like", procurve, wait("Press any key"), switchUp, typed("enable", "switch#"),
			typed("configure terminal", "switch(config)#"), typed("interface 1", "switch(eth-1)#"), settle), py),
		needs(is(modes.REPL, "panos-like", "panos-like", panos, wait("admin@PA-VM>")), py),
		needs(is(modes.REPL, "panos-like-after-command", "panos-like", panos, wait("admin@PA-VM>"), typed("show system info", "operational-mode"), settle), py),
		needs(is(modes.REPL, "panos-like-configure", "panos-like", panos, wait("admin@PA-VM>"), typed("configure", "admin@PA-VM#"), settle), py),
		needs(is(modes.REPL, "smash-clp-like", "smash-clp-like", smash, wait("/admin1->")), py),
		needs(is(modes.REPL, "smash-clp-like-after-command", "smash-clp-like", smash, wait("/admin1->"), typed("show /system1", "enabledstate"), settle), py),
		needs(is(modes.Shell, "vyos-like", "vyos-like", vyos, wait("vyos@vyos:~$")), py),
		needs(is(modes.Shell, "vyos-like-after-command", "vyos-like", vyos, wait("vyos@vyos:~$"), typed("show interfaces", "::1/128"), settle), py),
		needs(is(modes.Shell, "vyos-like-configure", "vyos-like", vyos, wait("vyos@vyos:~$"), typed("configure", "vyos@vyos#"), settle), py),

		// Questions a device asks: FortiOS' and the switch's reboot
		// confirms (y/n, no default).
		needs(ask("fortios-like-reboot", "fortios-like", fortios, want(modes.Confirm, "Do you want to continue?", "", "y", "n"),
			wait("fw01 #"), typed("execute reboot", "(y/n)")), py),
		needs(ask("procurve-like-reload", "procurve-like", procurve, want(modes.Confirm, "Device will be rebooted, do you want to continue?", "", "y", "n"),
			wait("Press any key"), switchUp, typed("enable", "switch#"), typed("reload", "[y/n]?")), py),

		// Logins: a serial console's (`relay login:`, then `Password:`
		// with echo off) and a UPS network card's (`User Name :`, then
		// `Password  :`), and that card's numbered menu after it.
		needs(ask("relay-login-like", "getty-like", login, want(modes.Text, "relay login:", ""), wait("relay login:")), py),
		needs(ask("relay-login-like-password", "getty-like", login, want(modes.Password, "Password:", ""), wait("relay login:"), typed("admin", "Password:")), py),
		needs(ask("ups-nmc-like-user", "ups-nmc-like", ups, want(modes.Text, "User Name :", ""), wait("User Name :")), py),
		needs(ask("ups-nmc-like-password", "ups-nmc-like", ups, want(modes.Password, "Password  :", ""), wait("User Name :"), typed("admin", "Password")), py),
		needs(ask("ups-nmc-like-menu", "ups-nmc-like", ups, want(modes.Select, "Control Console", "", "1- Device Manager", "2- Network", "3- System", "4- Logout"),
			wait("User Name :"), typed("admin", "Password"), typed("admin", "Control Console"), settle), py),
	}
}

// TestModesNinetyninth drives the ninetyninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/ninetyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesNinetyninth(t *testing.T) { captureSet(t, ninetyninthDir, ninetyninthSet()) }
