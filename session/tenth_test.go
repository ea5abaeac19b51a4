package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// tenthDir holds the tenth set (issue 44, tenth round): live cases of
// programs and prompt libraries that no other test, table, fixture or doc
// of agentty names, made after the ninth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source) and committed before its screen was
// captured.
const tenthDir = "../testdata/modes-tenth"

// tenthGo runs a program of the tenth set's Go module (a demo of a
// library, or a program the module builds as a tool) over a prepared
// home; tenthNode a script of its npm fixture; tenthScript one of its
// Python, Perl or Tcl scripts, with Debian's interpreter.
var tenthGo, tenthNode, tenthScript = setFixtures("tenth").goProgram, setFixtures("tenth").node, setFixtures("tenth").script

// tenthShell opens bash with a plain prompt over a home prepared by
// prep, for a command typed at it.
func tenthShell(prep func(*testing.T, string)) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		o := unseenHome(prep, "bash", "--norc", "--noprofile", "-i")(t, f)
		o.Env["PS1"] = "$ "
		return o
	}
}

// The tenth set's preparations: a Django project with its database made;
// a password file whose first line is broken, and its shadow; a vault
// directory and a mount point for cryfs (and only the mount point, for
// its question whether to create the vault); an index of the home for
// duc.
const (
	tenthDjango = `django-admin startproject demo . && /usr/bin/python3 manage.py migrate -v 0`
	tenthPwck   = `printf 'garbage\nroot:x:0:0:root:/root:/bin/bash\n' > passwd && printf 'root:*:19000:0:99999:7:::\n' > shadow && chmod 600 shadow`
	tenthVault  = `mkdir vault mnt`
	tenthMnt    = `mkdir mnt`
	tenthDuc    = `duc index -q -d duc.db .`
)

// tenthSet is the tenth set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func tenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := []string{"node", "npm"}
	goNeeds := []string{"go"}
	py := "/usr/bin/python3"
	perl := "/usr/bin/perl"
	tcl := "/usr/bin/tclsh"
	bashC := func(line string) []string { return []string{"bash", "-c", line} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	satext := func(kind string, args ...string) func(*testing.T, *fixtures) Options {
		return tenthScript(py, "py/tenth_demo.py", append([]string{"urwid-satext", kind}, args...)...)
	}
	effect := func(kind string) func(*testing.T, *fixtures) Options {
		return tenthNode("tenth-demo.mjs", "effect-cli", kind)
	}
	django := func() func(*testing.T, *fixtures) Options {
		return unseenHome(shPrep(tenthDjango), bashC("LOGNAME=ann USER=ann exec /usr/bin/python3 manage.py createsuperuser")...)
	}
	cryfs := func(prep string) func(*testing.T, *fixtures) Options {
		return unseenHome(shPrep(prep), bashC("CRYFS_NO_UPDATE_CHECK=true exec cryfs vault mnt")...)
	}
	certbot := []string{"certbot", "register", "--config-dir", "{dir}/le", "--work-dir", "{dir}/le", "--logs-dir", "{dir}/le"}
	puttygen := "puttygen -t ed25519 -o key.ppk"
	pelicanWhere := want(modes.Text, "Where do you want to create your new web site?", ".")
	return []corpusCase{
		// Editors: aretext (vim-like) on a file and after typing;
		// aewan's untitled drawing;
		// urwid_satext's memo holding a file, and its dialog asking
		// whether to discard the changed text.
		needs(is(modes.Editor, "aretext", "aretext", tenthGo("aretext", "notes.txt"), wait("second line")), goNeeds...),
		needs(is(modes.Editor, "aretext-typed", "aretext", tenthGo("aretext", "notes.txt"), wait("second line"), step{keys: "i"}, step{text: "hello ", expect: "hello"}), goNeeds...),
		is(modes.Editor, "aewan", "aewan", unseenHome(notes, "aewan"), settle),
		needs(is(modes.Editor, "urwid-satext-memo", "urwid_satext", satext("memo", "notes.txt"), wait("second line")), py),
		needs(ask("urwid-satext-discard", "urwid_satext", satext("memo", "notes.txt"), want(modes.Confirm, "Discard the changes to notes.txt?", "", ">Yes", "No"),
			wait("second line"), step{text: "hello ", expect: "hello"}, step{keys: "<ctrl-x>", expect: "Discard", timeout: setSlow}), py),

		// Pagers and viewers: a hex viewer, bat paging a file, tcllib's
		// pager.
		is(modes.Pager, "vbindiff", "vbindiff", unseenHome(notes, "vbindiff", "long.txt"), settle),
		is(modes.Pager, "vbindiff-moved", "vbindiff", unseenHome(notes, "vbindiff", "long.txt"), settle, step{keys: "<pgdn>"}, settle),
		is(modes.Pager, "bat", "batcat", unseenHome(notes, "batcat", "--paging=always", "long.txt"), wait("row 001")),
		is(modes.Pager, "bat-moved", "batcat", unseenHome(notes, "batcat", "--paging=always", "long.txt"), wait("row 001"), step{keys: "<pgdn>"}, settle),
		needs(is(modes.Pager, "tcllib-pager", "tcllib", tenthScript(tcl, "tcl/tenth_demo.tcl", "pager", "long.txt"), wait("row 001")), tcl),

		// Full-screen programs: monitors of the loopback's traffic and of
		// a route, file managers, an IRC client pointed at
		// this machine.
		is(modes.TUI, "bwm-ng", "bwm-ng", unseenHome(notes, "bwm-ng"), settle),
		is(modes.TUI, "pktstat", "pktstat", rootCase(unseenHome(notes, "pktstat", "-i", "lo")), settle),
		is(modes.TUI, "dnstop", "dnstop", rootCase(unseenHome(notes, "dnstop", "lo")), settle),
		is(modes.TUI, "mtr", "mtr", rootCase(unseenHome(notes, "mtr", "127.0.0.1")), settle),
		is(modes.TUI, "vfu", "vfu", unseenHome(notes, "vfu"), settle),
		is(modes.TUI, "duc-ui", "duc", unseenHome(shPrep(tenthDuc), "duc", "ui", "-d", "duc.db", "."), settle),
		is(modes.TUI, "epic4", "epic4", unseenHome(notes, "epic4", "-n", "ann", "127.0.0.1:6699"), settle, settle),

		// Menus in full-screen programs: testdisk's first question (where
		// to log) and dselect's main menu.
		ask("testdisk-log", "testdisk", rootCase(unseenHome(notes, "testdisk")),
			want(modes.Select, "…Use arrow keys to select, then press Enter key:", "", ">Create", "Append", "No Log"), wait("No Log")),
		ask("testdisk-log-moved", "testdisk", rootCase(unseenHome(notes, "testdisk")),
			want(modes.Select, "…Use arrow keys to select, then press Enter key:", "", "Create", ">Append", "No Log"), wait("No Log"), down, settle),
		ask("dselect", "dselect", rootCase(unseenHome(notes, "dselect")),
			want(modes.Select, "…", "", ">0|Access", "1|Update", "2|Select", "3|Install", "4|Config", "5|Remove", "6|Quit"), wait("Quit")),

		// REPLs, at their prompt and after a command.
		is(modes.REPL, "mspdebug", "mspdebug", unseenHome(notes, "mspdebug", "sim"), wait("(mspdebug)")),
		is(modes.REPL, "mspdebug-after-command", "mspdebug", unseenHome(notes, "mspdebug", "sim"), wait("(mspdebug)"), step{text: "regs", enter: true}, settle),
		is(modes.REPL, "rigctl", "rigctl", unseenHome(notes, "rigctl", "-m", "1"), wait("Rig command")),
		is(modes.REPL, "rigctl-after-command", "rigctl", unseenHome(notes, "rigctl", "-m", "1"), wait("Rig command"), step{text: "f", enter: true}, settle),
		is(modes.REPL, "gnucap", "gnucap", unseenHome(notes, "gnucap"), wait("gnucap>")),
		is(modes.REPL, "gnucap-after-command", "gnucap", unseenHome(notes, "gnucap"), wait("gnucap>"), step{text: "list", enter: true}, settle),
		is(modes.REPL, "tdbtool", "tdbtool", unseenHome(notes, "tdbtool"), wait("tdb>")),
		is(modes.REPL, "tdbtool-after-command", "tdbtool", unseenHome(notes, "tdbtool"), wait("tdb>"), step{text: "create notes.tdb", enter: true}, settle),
		is(modes.REPL, "yosys", "yosys", unseenHome(notes, "yosys"), wait("yosys>")),
		is(modes.REPL, "yosys-after-command", "yosys", unseenHome(notes, "yosys"), wait("yosys>"), step{text: "help", enter: true}, settle),
		needs(is(modes.REPL, "tengo", "tengo", tenthGo("tengo"), wait(">>")), goNeeds...),
		needs(is(modes.REPL, "tengo-after-command", "tengo", tenthGo("tengo"), wait(">>"), typed("6*7", "42"), settle), goNeeds...),
		needs(is(modes.REPL, "starlark", "starlark", tenthGo("starlark"), wait(">>>")), goNeeds...),
		needs(is(modes.REPL, "starlark-after-command", "starlark", tenthGo("starlark"), wait(">>>"), typed("6*7", "42"), settle), goNeeds...),

		// A shell: fdclone's fdsh.
		is(modes.Shell, "fdsh", "fdsh", unseenHome(notes, "fdsh"), settle),
		is(modes.Shell, "fdsh-after-command", "fdsh", unseenHome(notes, "fdsh"), settle, typed("echo hello there", "hello there"), settle),

		// Questions asked on a line by command-line tools, one of them
		// under the command line it was typed at.
		ask("pelican-quickstart", "pelican-quickstart", unseenHome(notes, "pelican-quickstart"), pelicanWhere, wait("Where do you want")),
		ask("pelican-quickstart-url", "pelican-quickstart", unseenHome(notes, "pelican-quickstart"), yesNo("Do you want to specify a URL prefix?…", "yes"),
			wait("Where do you want"), step{enter: true, expect: "title", timeout: setSlow}, typed("Release notes", "author"), typed("Ann Example", "language"), typed("en", "URL prefix")),
		needs(ask("pelican-quickstart-typed", "pelican-quickstart", tenthShell(notes), pelicanWhere, settle, typed("pelican-quickstart", "Where do you want")), "bash", "pelican-quickstart"),
		needs(ask("django-createsuperuser", "django-admin", django(), want(modes.Text, "Username (leave blank to use 'ann'):", "ann"), wait("Username")), "django-admin", "python3"),
		ask("certbot-register", "certbot", unseenHome(notes, certbot...), want(modes.Text, "Enter email address (used for urgent renewal and security notices)…", ""), wait("email address")),
		ask("debfoster", "debfoster", rootCase(unseenHome(notes, "debfoster", "-k", "{dir}/keepers")),
			want(modes.Choice, "Keep …?", "Y", "Y|Y", "n|n", "p|p", "s|s", "i|i", "u|u", "q|q", "x|x", "?|?"), wait("Keep")),
		ask("pwck", "pwck", rootCase(unseenHome(shPrep(tenthPwck), "pwck", "passwd", "shadow")), yesNo("delete line 'garbage'?", ""), wait("delete line")),
		needs(ask("cryfs-create", "cryfs", cryfs(tenthMnt), yesNo("…Do you want to create it?", ""), wait("create it")), "cryfs"),
		needs(ask("cryfs-defaults", "cryfs", cryfs(tenthVault), yesNo("Use default settings?", ""), wait("default settings")), "cryfs"),

		// Passwords, one typed at a bash prompt.
		needs(ask("cryfs-password", "cryfs", cryfs(tenthVault), want(modes.Password, "Password:", ""), wait("default settings"), typed("y", "Password")), "cryfs"),
		needs(ask("django-password", "django-admin", django(), want(modes.Password, "Password:", ""),
			wait("Username"), typed("ann", "Email"), typed("ann@example.org", "Password")), "django-admin", "python3"),
		ask("puttygen", "puttygen", unseenHome(notes, bashC("exec "+puttygen)...), want(modes.Password, "Enter passphrase to save key:", ""), wait("passphrase")),
		needs(ask("puttygen-typed", "puttygen", tenthShell(notes), want(modes.Password, "Enter passphrase to save key:", ""), settle, typed(puttygen, "passphrase")), "bash", "puttygen"),
		ask("ecryptfs-add-passphrase", "ecryptfs-add-passphrase", unseenHome(notes, "ecryptfs-add-passphrase"), want(modes.Password, "Passphrase:", ""), wait("Passphrase")),

		// Prompt libraries. JavaScript: @effect/cli's prompts.
		needs(ask("effect-cli-text", "@effect/cli", effect("text"), want(modes.Text, "Which cluster should receive the deploy?", "staging-2"), wait("cluster")), node...),
		needs(ask("effect-cli-confirm", "@effect/cli", effect("confirm"), yesNo("Purge the build cache?", "no"), wait("build cache")), node...),
		needs(ask("effect-cli-select", "@effect/cli", effect("select"), want(modes.Select, "Which database should the service use?", "", ">postgres", "sqlite", "mysql"), wait("mysql")), node...),
		needs(ask("effect-cli-select-moved", "@effect/cli", effect("select"), want(modes.Select, "Which database should the service use?", "", "postgres", ">sqlite", "mysql"),
			wait("mysql"), down, settle), node...),

		// Go: koki-develop/go-fzf's finder, the question as its prompt.
		needs(ask("go-fzf-select", "go-fzf", tenthGo("fzf-demo", "select"), want(modes.Select, "Which region should host the cache?", "", ">oslo", "lima", "perth"), wait("perth")), goNeeds...),
		needs(ask("go-fzf-select-moved", "go-fzf", tenthGo("fzf-demo", "select"), want(modes.Select, "Which region should host the cache?", "", "oslo", ">lima", "perth"),
			wait("perth"), down, settle), goNeeds...),
		needs(ask("go-fzf-multi", "go-fzf", tenthGo("fzf-demo", "multi"), want(modes.Multiselect, "Which checks should gate the merge?", "", ">[ ] lint", "[ ] unit", "[ ] race"), wait("race")), goNeeds...),

		// Python: urwid_satext's dialogs (its memo is with the editors).
		needs(ask("urwid-satext-input", "urwid_satext", satext("input"), want(modes.Text, "…Branch name:", "release-2.1"), wait("Branch name")), py),
		needs(ask("urwid-satext-password", "urwid_satext", satext("password"), want(modes.Password, "…Keyring passphrase:", ""), wait("Keyring passphrase")), py),

		// Perl: perlmenu's numbered menu, App::Cmd::Plugin::Prompt's and
		// IO::Prompt::Tiny's questions.
		needs(ask("perlmenu", "perlmenu", tenthScript(perl, "pl/tenth_demo.pl", "perlmenu", "select"),
			want(modes.Select, "Which mirror should take the upload?", "", ">1|lisbon", "2|nairobi", "3|seoul"), wait("seoul")), perl),
		needs(ask("perlmenu-moved", "perlmenu", tenthScript(perl, "pl/tenth_demo.pl", "perlmenu", "select"),
			want(modes.Select, "Which mirror should take the upload?", "", "1|lisbon", ">2|nairobi", "3|seoul"), wait("seoul"), down, settle), perl),
		needs(ask("app-cmd-prompt-yn", "App::Cmd::Plugin::Prompt", tenthScript(perl, "pl/tenth_demo.pl", "app-cmd-prompt", "yn"), yesNo("Rebuild the search index?", "no"), wait("search index")), perl),
		needs(ask("app-cmd-prompt-str", "App::Cmd::Plugin::Prompt", tenthScript(perl, "pl/tenth_demo.pl", "app-cmd-prompt", "str"), want(modes.Text, "Release channel", "stable"), wait("Release channel")), perl),
		needs(ask("io-prompt-tiny-text", "IO::Prompt::Tiny", tenthScript(perl, "pl/tenth_demo.pl", "io-prompt-tiny", "text"), want(modes.Text, "Bucket region?", "eu-west-1"), wait("Bucket region")), perl),
		needs(ask("io-prompt-tiny-yn", "IO::Prompt::Tiny", tenthScript(perl, "pl/tenth_demo.pl", "io-prompt-tiny", "yn"), yesNo("Delete the old snapshots?", "no"), wait("snapshots")), perl),

		// Tcl: tcllib's term::interact menu, boxed under a question (its
		// pager is with the pagers).
		needs(ask("tcllib-menu", "tcllib", tenthScript(tcl, "tcl/tenth_demo.tcl", "menu"), want(modes.Select, "Which shard should be rebalanced first?", "", ">alpha", "beta", "gamma"), wait("gamma")), tcl),
		needs(ask("tcllib-menu-moved", "tcllib", tenthScript(tcl, "tcl/tenth_demo.tcl", "menu"), want(modes.Select, "Which shard should be rebalanced first?", "", "alpha", ">beta", "gamma"),
			wait("gamma"), down, settle), tcl),
	}
}

// TestModesTenth drives the tenth set live to the labelled moment and,
// with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/tenth. Whether the classifier reads them right is that
// test's measure, not a failure here.
func TestModesTenth(t *testing.T) { captureSet(t, tenthDir, tenthSet()) }
