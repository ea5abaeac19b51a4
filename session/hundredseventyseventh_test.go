package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventyseventhDir holds the hundredseventyseventh set (issue 44,
// hundred-and-seventy-seventh round): live cases of line-mode programs
// that ask several questions in a row and cannot run here — an
// application server's account tool, a web framework's and a scanner's
// user creation, a learning platform's and a backup server's installers,
// a certificate system's interactive installation and a backup tool's
// restore — each imitated by a Python script of the set's own (Debian's
// python3 and its standard library's getpass only, on the main screen, a
// line at a time, the terminal in its own line mode, passwords read with
// echo off), none of them named by any other test, table, fixture or doc
// of agentty. Each question is taken at first sight, with an answer typed
// and not yet sent, or asked again after a wrong answer. Each case's
// label (mode, state, prompt kind, question, default and options) was
// written from what the imitated tool means to a person, run by hand in
// tmux outside agentty, and committed before its screen was captured.
const hundredseventyseventhDir = "../testdata/modes-hundredseventyseventh"

// hundredseventyseventhScript runs the set's Python script, with Debian's
// python3.
var hundredseventyseventhScript = setFixtures("hundredseventyseventh").script

// hundredseventyseventhSet is the hundredseventyseventh set. Labels say
// what a person reads on the screen; "…" in a question or default stands
// for any text.
func hundredseventyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	like := func(tool string) opener {
		return hundredseventyseventhScript(py, "py/hundredseventyseventh_demo.py", tool)
	}

	// WildFly's add-user.sh: the user's type keyed a) and b) over
	// `(a): `, the user's name, its password and the password again
	// with echo off (`* Error *` and `The passwords do not match.` over
	// the password asked anew), and `Is this correct yes/no? ` asked
	// again after `maybe`.
	wildfly := like("wildfly")
	toType := []step{wait("(a):")}
	toUsername := steps(toType, typed("a", "Username :"))
	toPassword := steps(toUsername, typed("ada", "Password :"))
	types := []string{"a|Management User (mgmt-users.properties)", "b|Application User (application-users.properties)"}
	const typeQ = "What type of user do you wish to add?"

	// Flask-AppBuilder's `flask fab create-admin`: click's prompts, each
	// default in brackets, the password and its confirmation with echo
	// off, `Error: The two entered values do not match.` over the
	// password asked anew.
	fab := like("fab")
	toAdmin := []step{wait("Username [admin]:")}
	toEmail := steps(toAdmin, typed("", "User first name"), typed("", "User last name"), typed("", "Email ["))

	// nessuscli adduser: the login, its password twice with echo off
	// (`Passwords do not match` over the first asked anew), the system
	// administrator's `(y/n) [n]: ` and, after the rules, `Is that ok?
	// (y/n) [n]: ` under the user's summary.
	nessus := like("nessuscli")
	toLogin := []step{wait("Login :")}
	toNessusPassword := steps(toLogin, typed("ada", "Login password :"))
	toNessusAdmin := steps(toNessusPassword, hidden("s3cret", "(again)"), hidden("s3cret", "(y/n) [n]:"))
	const adminQ = "Do you want this user to be a Nessus 'system' administrator user (can upload plugins, etc.)?"

	// Moodle's admin/cli/install.php: each `== heading ==` over `type
	// value, press Enter to use default value (…)` and a `: ` row to
	// answer on; `Incorrect value, please retry.` over the question
	// asked anew.
	moodle := like("moodle")
	toLanguage := []step{wait("default value (en)")}
	toPermission := steps(toLanguage, typed("", "(2777)"))
	languages := []string{"en|English (en)", "?|Available language packs"}
	drivers := []string{"mysqli", "auroramysql", "mariadb", "pgsql", "sqlsrv", "oci"}

	// BackupPC's configure.pl: `--> question [default]? ` under a
	// paragraph of help; the user asked anew under `getpwnam() says
	// that user backupc doesn't exist.`.
	backuppc := like("backuppc")
	toConfig := []step{wait("main config.pl []?")}
	toPaths := steps(toConfig, typed("", "paths correct?"))
	toUser := steps(toPaths, typed("", "run on host"), typed("", "run as user"))

	// Dogtag's pkispawn: its subsystem (asked again, silently, after
	// `XCA`; that case was driven again, its first capture having waited
	// for `XCA` to show, which the wait never saw though the row showed
	// it, and now lets the screen settle after it), Tomcat's ports, the administrator's password twice with
	// echo off (`Passwords do not match.` over the first asked anew) and
	// `Import certificate (Yes/No) [N]? `.
	pkispawn := like("pkispawn")
	toSubsystem := []step{wait("[CA]:")}
	toInstance := steps(toSubsystem, typed("", "Instance [pki-tomcat]"))
	toPKIPassword := steps(toInstance, typed("", "HTTP port [8080]"), typed("", "Secure HTTP"), typed("", "AJP port"),
		typed("", "Management port"), typed("", "Username [caadmin]"), typed("", "Password:"))
	subsystems := []string{"CA", "KRA", "OCSP", "TKS", "TPS"}

	// Back In Time's `backintime restore`: the file, then its snapshots
	// numbered from 0 over `SnapshotID to restore: `, asked again under
	// `"7" is not a valid SnapshotID`.
	backintime := like("backintime")
	toFile := []step{wait("File to restore:")}
	toSnapshot := steps(toFile, typed("notes.txt", "SnapshotID to restore:"))
	snapshots := []string{"0|20250301-020001-412", "1|20250228-020001-087", "2|20250227-020002-951", "3|20250226-020001-330"}

	return []corpusCase{
		// add-user.sh: the type at first and again after `c`, the name
		// typed, the password again after a mismatch, the confirm again
		// after `maybe`.
		needs(ask("wildfly-like-type", "wildfly-like", wildfly, want(modes.Select, typeQ, "a", types...), toType...), py),
		needs(ask("wildfly-like-type-again", "wildfly-like", wildfly, want(modes.Select, typeQ, "a", types...),
			steps(toType, typed("c", "Valid responses are A"))...), py),
		needs(ask("wildfly-like-username-typed", "wildfly-like", wildfly, want(modes.Text, "Username :", ""),
			steps(toUsername, typing("ada"), settle)...), py),
		needs(ask("wildfly-like-password-again", "wildfly-like", wildfly, want(modes.Password, "Password :", ""),
			steps(toPassword, hidden("s3cret", "Re-enter"), hidden("s3cr3t", "do not match"))...), py),
		needs(ask("wildfly-like-correct-again", "wildfly-like", wildfly, yesNo("Is this correct yes/no?", ""),
			steps(toPassword, hidden("s3cret", "Re-enter"), hidden("s3cret", "What groups"), typed("", "Is this correct"),
				typed("maybe", "yes, y, no and n"))...), py),

		// create-admin: the user name at first and typed over its
		// default, the e-mail with its default, the password again
		// after a mismatch.
		needs(ask("fab-like-username", "fab-like", fab, want(modes.Text, "Username", "admin"), toAdmin...), py),
		needs(ask("fab-like-username-typed", "fab-like", fab, want(modes.Text, "Username", "admin"),
			steps(toAdmin, typing("ada"), settle)...), py),
		needs(ask("fab-like-email", "fab-like", fab, want(modes.Text, "Email", "admin@fab.org"), toEmail...), py),
		needs(ask("fab-like-password-again", "fab-like", fab, want(modes.Password, "Password:", ""),
			steps(toEmail, typed("", "Password:"), hidden("s3cret", "Repeat for"), hidden("s3cr3t", "do not match"))...), py),

		// adduser: the login, the password again after a mismatch, the
		// administrator's confirm with `y` typed, the last confirm.
		needs(ask("nessuscli-like-login", "nessuscli-like", nessus, want(modes.Text, "Login :", ""), toLogin...), py),
		needs(ask("nessuscli-like-password-again", "nessuscli-like", nessus, want(modes.Password, "Login password :", ""),
			steps(toNessusPassword, hidden("s3cret", "(again)"), hidden("s3cr3t", "do not match"))...), py),
		needs(ask("nessuscli-like-admin-typed", "nessuscli-like", nessus, yesNo(adminQ, "no"),
			steps(toNessusAdmin, typing("y"), settle)...), py),
		needs(ask("nessuscli-like-ok", "nessuscli-like", nessus, yesNo("Is that ok?", "no"),
			steps(toNessusAdmin, typed("y", "BLANK LINE"), typed("", "Is that ok?"))...), py),

		// install.php: the language at first and again after `xx`, the
		// permission with `2770` typed, the database driver's list.
		needs(ask("moodle-like-language", "moodle-like", moodle, want(modes.Select, "Choose a language", "en", languages...), toLanguage...), py),
		needs(ask("moodle-like-language-again", "moodle-like", moodle, want(modes.Select, "Choose a language", "en", languages...),
			steps(toLanguage, typed("xx", "please retry"))...), py),
		needs(ask("moodle-like-permission-typed", "moodle-like", moodle, want(modes.Text, "Data directories permission", "2777"),
			steps(toPermission, typing("2770"), settle)...), py),
		needs(ask("moodle-like-driver", "moodle-like", moodle, want(modes.Select, "Choose database driver", "mysqli", drivers...),
			steps(toPermission, typed("", "== Web address"), typed("https://relay.example.com", "== Data directory"), typed("", "(mysqli)"))...), py),

		// configure.pl: the old config's path, the paths' confirm, the
		// user again after a wrong one, the install directory typed.
		needs(ask("backuppc-like-config", "backuppc-like", backuppc, want(modes.Text, "Full path to existing main config.pl", ""), toConfig...), py),
		needs(ask("backuppc-like-paths", "backuppc-like", backuppc, yesNo("Are these paths correct?", "yes"), toPaths...), py),
		needs(ask("backuppc-like-user-again", "backuppc-like", backuppc, want(modes.Text, "BackupPC should run as user", "backuppc"),
			steps(toUser, typed("backupc", "doesn't exist"))...), py),
		needs(ask("backuppc-like-install-typed", "backuppc-like", backuppc, want(modes.Text, "Install directory (full path)", "/usr/local/BackupPC"),
			steps(toUser, typed("", "Install directory"), typing("/opt/BackupPC"), settle)...), py),

		// pkispawn: the subsystem at first and again after `XCA`, the
		// HTTP port typed, the password again after a mismatch, the
		// import's confirm.
		needs(ask("pkispawn-like-subsystem", "pkispawn-like", pkispawn, want(modes.Select, "Subsystem", "CA", subsystems...), toSubsystem...), py),
		needs(ask("pkispawn-like-subsystem-again", "pkispawn-like", pkispawn, want(modes.Select, "Subsystem", "CA", subsystems...),
			steps(toSubsystem, step{text: "XCA", enter: true, timeout: setSlow}, settle)...), py),
		needs(ask("pkispawn-like-http-port-typed", "pkispawn-like", pkispawn, want(modes.Text, "HTTP port", "8080"),
			steps(toInstance, typed("", "HTTP port [8080]"), typing("8180"), settle)...), py),
		needs(ask("pkispawn-like-password-again", "pkispawn-like", pkispawn, want(modes.Password, "Password:", ""),
			steps(toPKIPassword, hidden("s3cret", "Verify password"), hidden("s3cr3t", "do not match"))...), py),
		needs(ask("pkispawn-like-import", "pkispawn-like", pkispawn, yesNo("Import certificate", "no"),
			steps(toPKIPassword, hidden("s3cret", "Verify password"), hidden("s3cret", "Import certificate"))...), py),

		// restore: the file, the snapshot at first and again after `7`.
		needs(ask("backintime-like-file", "backintime-like", backintime, want(modes.Text, "File to restore:", ""), toFile...), py),
		needs(ask("backintime-like-snapshot", "backintime-like", backintime, want(modes.Select, "SnapshotID to restore:", "", snapshots...), toSnapshot...), py),
		needs(ask("backintime-like-snapshot-again", "backintime-like", backintime, want(modes.Select, "SnapshotID to restore:", "", snapshots...),
			steps(toSnapshot, typed("7", "not a valid"))...), py),
	}
}

// TestModesHundredseventyseventh drives the hundredseventyseventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/hundredseventyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesHundredseventyseventh(t *testing.T) {
	captureSet(t, hundredseventyseventhDir, hundredseventyseventhSet())
}
