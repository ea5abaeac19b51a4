package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventeenthDir holds the hundredseventeenth set (issue 44,
// hundred-and-seventeenth round): live cases of the line questions,
// password prompts and consoles of package managers, version-control
// tools, database admin tools and backup tools, each imitated by a
// fixture of its own printing, on the main screen and a line at a time
// (readline, getpass, input, and a raw read of one key where the tool
// reads one), what a tool that cannot run here prints at one of its
// moments (its words, layout, defaults, cursor and terminal modes, from
// its documentation, source and published transcripts), none of them
// named by any other test, table, fixture or doc of agentty. Each case's
// label was written from what the imitated tool means to a person and
// committed before its screen was captured.
const hundredseventeenthDir = "../testdata/modes-hundredseventeenth"

// hundredseventeenthScript runs the set's Python script, with Debian's
// python3.
var hundredseventeenthScript = setFixtures("hundredseventeenth").script

// hundredseventeenthSet is the hundredseventeenth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredseventeenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredseventeenthScript(py, "py/hundredseventeenth_demo.py", args...)
	}
	urpmi := like("urpmi")
	bzr := like("bzr")
	shelve := like("bzr-shelve")
	kopia := like("kopia")
	tarsnap := like("tarsnap")
	nuke := like("tarsnap-nuke")
	secure := like("mysql_secure_installation")
	createuser := like("createuser")
	mysqladmin := like("mysqladmin")
	bconsole := like("bconsole")
	rman := like("rman")
	const pw = "Relay-2026!pw"
	providers := []string{"1|php8.2-fpm-8.2.13-1.mga9.x86_64: PHP FastCGI Process Manager (to install)",
		"2|apache-mod_php8.2-8.2.13-1.mga9.x86_64: PHP module for Apache (to install)"}
	restoreItems := []string{"1|List last 20 Jobs run", "2|List Jobs where a given File is saved",
		"3|Enter list of comma separated JobIds to select", "4|Enter SQL list command",
		"5|Select the most recent backup for a client", "6|Select backup for a client before a specified time",
		"7|Enter a list of files to restore", "8|Enter a list of files to restore before a specified time",
		"9|Find the JobIds of the most recent backup for a client",
		"10|Find the JobIds for a backup for a client before a specified time",
		"11|Enter a list of directories to restore for found JobIds",
		"12|Select full restore to a specified Job date", "13|Cancel"}
	return []corpusCase{
		// A package manager: urpmi's numbered providers over `What is
		// your choice? (1-2)`, then its `(Y/n)` confirm of the install.
		needs(ask("urpmi-like", "urpmi-like", urpmi, want(modes.Select, "What is your choice?", "", providers...), wait("What is your choice")), py),
		needs(ask("urpmi-like-proceed", "urpmi-like", urpmi, yesNo("Proceed with the installation of the 4 packages?", "yes"),
			wait("What is your choice"), typed("1", "Proceed with")), py),

		// A version-control tool: bzr uncommit's `([y]es, [n]o):`, and
		// bzr shelve's hunk under `([y]es, [N]o, [f]inish, [q]uit):`,
		// read a key at a time in raw mode.
		needs(ask("bzr-like", "bzr-like", bzr, yesNo("Uncommit these revisions?", ""), wait("Uncommit these")), py),
		needs(ask("bzr-like-shelve", "bzr-like", shelve, want(modes.Choice, "Shelve?", "n", "y|yes", "n|No", "f|finish", "q|quit"), wait("Shelve?")), py),

		// Backup tools' passwords with echo off: kopia's new
		// repository's, asked twice, tarsnap-keygen's account password,
		// and tarsnap --nuke's phrase to type.
		needs(ask("kopia-like", "kopia-like", kopia, want(modes.Password, "Enter password to create new repository:", ""), wait("Enter password")), py),
		needs(ask("kopia-like-again", "kopia-like", kopia, want(modes.Password, "Re-enter password for verification:", ""),
			wait("Enter password"), typed(pw, "Re-enter")), py),
		needs(ask("tarsnap-like", "tarsnap-like", tarsnap, want(modes.Password, "Enter tarsnap account password:", ""), wait("account password")), py),
		needs(ask("tarsnap-like-nuke", "tarsnap-like", nuke, want(modes.Text, "Please type 'No Tomorrow' to continue:", ""), wait("No Tomorrow")), py),

		// A database admin tool's walk: MySQL's mysql_secure_installation,
		// its `Press y|Y for Yes, any other key for No:` under the
		// question, its numbered policy levels, the new password asked
		// twice with echo off, and its confirm of the password.
		needs(ask("mysql_secure_installation-like", "mysql_secure_installation-like", secure,
			yesNo("Would you like to setup VALIDATE PASSWORD component?", ""), wait("Press y|Y")), py),
		needs(ask("mysql_secure_installation-like-policy", "mysql_secure_installation-like", secure,
			want(modes.Select, "Please enter 0 = LOW, 1 = MEDIUM and 2 = STRONG:", "", "0|LOW", "1|MEDIUM", "2|STRONG"),
			wait("Press y|Y"), typed("y", "Please enter 0")), py),
		needs(ask("mysql_secure_installation-like-password", "mysql_secure_installation-like", secure, want(modes.Password, "New password:", ""),
			wait("Press y|Y"), typed("y", "Please enter 0"), typed("1", "New password")), py),
		needs(ask("mysql_secure_installation-like-again", "mysql_secure_installation-like", secure, want(modes.Password, "Re-enter new password:", ""),
			wait("Press y|Y"), typed("y", "Please enter 0"), typed("1", "New password"), typed(pw, "Re-enter")), py),
		needs(ask("mysql_secure_installation-like-continue", "mysql_secure_installation-like", secure,
			yesNo("Do you wish to continue with the password provided?", ""),
			wait("Press y|Y"), typed("y", "Please enter 0"), typed("1", "New password"), typed(pw, "Re-enter"), typed(pw, "continue with")), py),

		// Database admin tools' questions: PostgreSQL's createuser
		// --interactive --pwprompt (the role's name, its password asked
		// again, `(y/n)` for a superuser), mysqladmin drop's `[y/N]`.
		needs(ask("createuser-like", "createuser-like", createuser, want(modes.Text, "Enter name of role to add:", ""), wait("name of role")), py),
		needs(ask("createuser-like-again", "createuser-like", createuser, want(modes.Password, "Enter it again:", ""),
			wait("name of role"), typed("relay", "password for new role"), typed(pw, "again")), py),
		needs(ask("createuser-like-superuser", "createuser-like", createuser, yesNo("Shall the new role be a superuser?", ""),
			wait("name of role"), typed("relay", "password for new role"), typed(pw, "again"), typed(pw, "superuser")), py),
		needs(ask("mysqladmin-like", "mysqladmin-like", mysqladmin, yesNo("Do you really want to drop the 'relay' database", "no"), wait("[y/N]")), py),

		// Consoles: Bacula's bconsole (`*`, after `version`, and
		// `restore`'s thirteen numbered items over `Select item:
		// (1-13):`), and Oracle's RMAN (`RMAN>`, after a command, and
		// `delete obsolete;`'s `(enter YES or NO)?`).
		needs(is(modes.REPL, "bconsole-like", "bconsole-like", bconsole, wait("cancel a command")), py),
		needs(is(modes.REPL, "bconsole-like-after-command", "bconsole-like", bconsole, wait("cancel a command"), typed("version", "bookworm"), settle), py),
		needs(ask("bconsole-like-restore", "bconsole-like", bconsole, want(modes.Select, "Select item:", "", restoreItems...),
			wait("cancel a command"), typed("restore", "Select item")), py),
		needs(is(modes.REPL, "rman-like", "rman-like", rman, wait("RMAN>")), py),
		needs(is(modes.REPL, "rman-like-after-command", "rman-like", rman, wait("RMAN>"), typed("show retention policy;", "# default"), settle), py),
		needs(ask("rman-like-delete", "rman-like", rman, yesNo("Do you really want to delete the above objects…", ""),
			wait("RMAN>"), typed("delete obsolete;", "YES or NO")), py),
	}
}

// TestModesHundredseventeenth drives the hundredseventeenth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredseventeenth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredseventeenth(t *testing.T) {
	captureSet(t, hundredseventeenthDir, hundredseventeenthSet())
}
