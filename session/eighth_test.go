package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eighthDir holds the eighth set (issue 44, eighth round): live cases of
// programs and prompt libraries that no other test, table, fixture or doc
// of agentty names, made after the seventh round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw and committed before its screen was captured.
const eighthDir = "../testdata/modes-eighth"

// eighthGo runs a program of the eighth set's Go module (a demo of a
// library, or a program the module builds as a tool) over a prepared
// home; eighthNode a script of its npm fixture; eighthScript one of its
// Python or Perl scripts, with Debian's interpreter.
var eighthGo, eighthNode, eighthScript = setFixtures("eighth").goProgram, setFixtures("eighth").node, setFixtures("eighth").script

// The eighth set's preparations: a cookiecutter template (a name, a slug
// and a list of licences); a Debian source directory to debianise, and
// the command line that debianises it as a named user; a breezy branch with one commit, its author known; a directory to back
// up; a markdown deck; remind's empty file of reminders.
const (
	eighthTemplate = `mkdir -p tmpl/'{{cookiecutter.project_slug}}' && printf '{"project_name": "Demo Project", "project_slug": "demo", "license": ["MIT", "BSD-3-Clause", "GPL-3.0"]}\n' > tmpl/cookiecutter.json && cp notes.txt tmpl/'{{cookiecutter.project_slug}}'/`
	eighthSource   = `mkdir hello-1.0 && cp notes.txt hello-1.0/`
	eighthBranch   = `export HOME=$PWD && brz init -q . && brz whoami 'Ann Example <ann@example.org>' && brz add -q notes.txt && brz commit -q -m first`
	eighthBackup   = `mkdir src && cp notes.txt long.txt src/`
	eighthDeck     = `printf '%%title: Release notes\n\n# First slide\n\nrow one of the deck\n\n-------------------------------------------------\n\n# Second slide\n\nrow two of the deck\n' > deck.md`
	eighthRemind   = `touch .reminders`
	eighthDhMake   = `cd hello-1.0 && LOGNAME=ann USER=ann DEBFULLNAME='Ann Example' DEBEMAIL=ann@example.org exec dh_make --createorig`
)

// eighthSet is the eighth set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func eighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	games, node, py, perl := gameCase, nodeNeeds, pythonPath, perlPath
	bashC := func(line string) []string { return []string{"bash", "-c", line} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	multi := func() func(*testing.T, *fixtures) Options {
		return eighthNode("eighth-demo.mjs", "ink-multi-select", "multiselect")
	}
	return []corpusCase{
		// Editors: a file given, a file typed into, and the questions
		// XEmacs asks on its echo line when a changed buffer is killed
		// (the buffer's name, then whether to kill it anyway).
		is(modes.Editor, "xemacs", "xemacs21", unseenHome(notes, "xemacs21", "-nw", "notes.txt"), wait("second line")),
		is(modes.Editor, "xemacs-typed", "xemacs21", unseenHome(notes, "xemacs21", "-nw", "notes.txt"), wait("second line"), step{text: "hello ", expect: "hello"}),
		ask("xemacs-kill-buffer", "xemacs21", unseenHome(notes, "xemacs21", "-nw", "notes.txt"), want(modes.Text, "Kill buffer:…", "notes.txt"),
			wait("second line"), step{text: "hello ", expect: "hello"}, step{keys: "<ctrl-x>k", expect: "Kill buffer", timeout: setSlow}),
		ask("xemacs-kill-changed", "xemacs21", unseenHome(notes, "xemacs21", "-nw", "notes.txt"), yesNo("Buffer notes.txt modified; kill anyway?", ""),
			wait("second line"), step{text: "hello ", expect: "hello"}, step{keys: "<ctrl-x>k", expect: "Kill buffer", timeout: setSlow},
			step{keys: "<enter>", expect: "kill anyway", timeout: setSlow}),
		needs(is(modes.Editor, "femto", "femto", eighthGo("femto", "notes.txt"), wait("second line")), goNeeds...),
		needs(is(modes.Editor, "femto-typed", "femto", eighthGo("femto", "notes.txt"), wait("second line"), step{text: "hello ", expect: "hello"}), goNeeds...),
		needs(is(modes.Editor, "tuigo-edit", "tui-go", eighthGo("tuigo-demo", "edit", "notes.txt"), wait("second line")), goNeeds...),
		needs(is(modes.Editor, "curses-widgets-memo", "Curses::Widgets", eighthScript(perl, "pl/eighth_demo.pl", "curses-widgets", "memo", "notes.txt"), wait("second line")), perl),

		// Pagers and viewers.
		needs(is(modes.Pager, "moar", "moar", eighthGo("moar", "long.txt"), wait("row 001")), goNeeds...),
		needs(is(modes.Pager, "moar-moved", "moar", eighthGo("moar", "long.txt"), wait("row 001"), step{keys: "<pgdn>"}, settle), goNeeds...),
		needs(is(modes.Pager, "ov", "ov", eighthGo("ov", "long.txt"), wait("row 001")), goNeeds...),
		needs(is(modes.Pager, "ov-moved", "ov", eighthGo("ov", "long.txt"), wait("row 001"), step{keys: "<pgdn>"}, settle), goNeeds...),
		is(modes.Pager, "mdp", "mdp", unseenHome(shPrep(eighthDeck), "mdp", "deck.md"), wait("First slide")),

		// Full-screen programs: a file manager, a calendar, games, a
		// network monitor's menu, a chat client, a music player.
		is(modes.TUI, "lfm", "lfm", unseenHome(notes, "lfm"), settle),
		is(modes.TUI, "lfm-moved", "lfm", unseenHome(notes, "lfm"), settle, step{keys: "<down>"}, settle),
		is(modes.TUI, "wyrd", "wyrd", unseenHome(shPrep(eighthRemind), "wyrd"), settle),
		games("netris", func(g string) corpusCase { return is(modes.TUI, "netris", "netris", unseenHome(notes, g), settle) }),
		games("freesweep", func(g string) corpusCase {
			return is(modes.TUI, "freesweep", "freesweep", unseenHome(notes, g), settle)
		}),
		games("moria", func(g string) corpusCase { return is(modes.TUI, "moria", "moria", unseenHome(notes, g), settle) }),
		is(modes.TUI, "iptraf-ng", "iptraf-ng", unseenHome(notes, "iptraf-ng"), settle),
		is(modes.TUI, "finch", "finch", unseenHome(notes, "finch"), settle, settle),
		is(modes.TUI, "mp3blaster", "mp3blaster", unseenHome(notes, "mp3blaster"), settle),

		// Dialogs: a box with buttons over a file manager, drawn by
		// tui-go and by Perl's Curses::Widgets.
		ask("lfm-delete", "lfm", unseenHome(notes, "lfm"), want(modes.Confirm, "Delete '…'?", "", ">Yes", "All", "No", "Stop"),
			settle, step{keys: "<down>"}, settle, step{keys: "<f8>", expect: "Stop", timeout: setSlow}),
		needs(ask("tuigo-dialog", "tui-go", eighthGo("tuigo-demo", "dialog"), want(modes.Confirm, "Discard the unsaved changes to notes.txt?", "", ">Discard", "Keep editing"), wait("Keep editing")), goNeeds...),
		needs(ask("curses-widgets-dialog", "Curses::Widgets", eighthScript(perl, "pl/eighth_demo.pl", "curses-widgets", "dialog"), want(modes.Confirm, "Purge the cached tiles?", "", ">Purge", "Keep"), wait("Keep")), perl),

		// REPLs, at their prompt and after a command.
		is(modes.REPL, "slsh", "slsh", unseenHome(notes, "slsh"), wait("slsh>")),
		is(modes.REPL, "slsh-after-command", "slsh", unseenHome(notes, "slsh"), wait("slsh>"), typed("6*7;", "42"), settle),
		is(modes.REPL, "clips", "clips", unseenHome(notes, "clips"), wait("CLIPS>")),
		is(modes.REPL, "clips-after-command", "clips", unseenHome(notes, "clips"), wait("CLIPS>"), typed("(* 6 7)", "42"), settle),
		is(modes.REPL, "gsi", "gsi", unseenHome(notes, "gsi"), wait(">")),
		is(modes.REPL, "gsi-after-command", "gsi", unseenHome(notes, "gsi"), wait(">"), typed("(* 6 7)", "42"), settle),
		is(modes.REPL, "gdbmtool", "gdbmtool", unseenHome(notes, "gdbmtool", "notes.db"), wait("gdbmtool>")),
		is(modes.REPL, "gdbmtool-after-command", "gdbmtool", unseenHome(notes, "gdbmtool", "notes.db"), wait("gdbmtool>"), typed("count", "0"), settle),
		is(modes.REPL, "tftp", "tftp", unseenHome(notes, "tftp", "127.0.0.1"), wait("tftp>")),
		is(modes.REPL, "tftp-after-command", "tftp", unseenHome(notes, "tftp", "127.0.0.1"), wait("tftp>"), typed("status", "Mode"), settle),
		is(modes.REPL, "ptpython", "ptpython", unseenHome(notes, "ptpython"), wait(">>>")),
		is(modes.REPL, "ptpython-after-command", "ptpython", unseenHome(notes, "ptpython"), wait(">>>"), typed("6*7", "42"), settle),
		games("gnubg", func(g string) corpusCase {
			return is(modes.REPL, "gnubg", "gnubg", unseenHome(notes, g, "-t"), wait("No game"))
		}),
		games("gnubg", func(g string) corpusCase {
			return is(modes.REPL, "gnubg-after-command", "gnubg", unseenHome(notes, g, "-t"), wait("No game"), step{text: "help", enter: true}, settle)
		}),

		// Shells, built from Go modules.
		needs(is(modes.Shell, "murex", "murex", eighthGo("murex"), settle, settle), goNeeds...),
		needs(is(modes.Shell, "murex-after-command", "murex", eighthGo("murex"), settle, settle, step{text: "echo hello there"},
			step{keys: "<enter>", expect: "hello there", timeout: setSlow}, settle), goNeeds...),
		needs(is(modes.Shell, "oh", "oh", eighthGo("oh"), settle), goNeeds...),
		needs(is(modes.Shell, "oh-after-command", "oh", eighthGo("oh"), settle, typed("echo hello there", "hello there"), settle), goNeeds...),

		// Questions asked on a line by command-line tools, one of them
		// under the command line it was typed at.
		ask("dh-make", "dh_make", unseenHome(shPrep(eighthSource), bashC(eighthDhMake)...),
			want(modes.Choice, "Type of package:…", "", "s|single", "i|indep", "l|library", "p|python"), wait("s/i/l/p")),
		ask("cookiecutter", "cookiecutter", unseenHome(shPrep(eighthTemplate), "cookiecutter", "tmpl"),
			want(modes.Text, "project_name…", "Demo Project"), wait("project_name")),
		ask("cookiecutter-license", "cookiecutter", unseenHome(shPrep(eighthTemplate), "cookiecutter", "tmpl"),
			want(modes.Select, "Select license:", "1", "1|MIT", "2|BSD-3-Clause", "3|GPL-3.0"),
			wait("project_name"), step{enter: true, expect: "project_slug", timeout: setSlow}, step{enter: true, expect: "Choose from", timeout: setSlow}),
		needs(ask("cookiecutter-typed", "cookiecutter", typedShell(shPrep(eighthTemplate)), want(modes.Text, "project_name…", "Demo Project"),
			settle, typed("cookiecutter tmpl", "project_name")), "bash", "cookiecutter"),
		ask("brz-uncommit", "brz", unseenHome(shPrep(eighthBranch), "brz", "uncommit"), yesNo("Uncommit these revisions?", ""), wait("Uncommit")),

		// Passwords.
		ask("systemd-ask-password", "systemd-ask-password", unseenHome(notes, "systemd-ask-password", "Vault passphrase:"), want(modes.Password, "…Vault passphrase:", ""), wait("passphrase")),
		needs(ask("aespipe", "aespipe", unseenHome(notes, bashC("aespipe -e AES128 < notes.txt > notes.aes")...), want(modes.Password, "Password:", ""), wait("Password")), "aespipe"),
		ask("duplicity", "duplicity", unseenHome(shPrep(eighthBackup), "duplicity", "src", "file://{dir}/backup"), want(modes.Password, "GnuPG passphrase for decryption:", ""), wait("passphrase")),

		// Prompt libraries. JavaScript: the Ink component ink-multi-select,
		// a list of ticks.
		needs(ask("ink-multi-select", "ink-multi-select", multi(), want(modes.Multiselect, "Which suites should run tonight?…", "", ">[ ] unit", "[ ] e2e", "[ ] bench"), wait("bench")), node...),
		needs(ask("ink-multi-select-ticked", "ink-multi-select", multi(), want(modes.Multiselect, "Which suites should run tonight?…", "", ">[x] unit", "[ ] e2e", "[ ] bench"), wait("bench"), step{keys: "<space>"}, settle), node...),
		needs(ask("ink-multi-select-moved", "ink-multi-select", multi(), want(modes.Multiselect, "Which suites should run tonight?…", "", "[ ] unit", ">[x] e2e", "[ ] bench"), wait("bench"), step{keys: "<down>"}, settle, step{keys: "<space>"}, settle), node...),

		// Go: marcusolsson/tui-go's list in a box (its dialog and edit box
		// are above); tcnksm/go-input's questions on lines.
		needs(ask("tuigo-list", "tui-go", eighthGo("tuigo-demo", "list"), want(modes.Select, "Which queue should the job go to?", "", ">default", "urgent", "bulk"), wait("bulk")), goNeeds...),
		needs(ask("tuigo-list-moved", "tui-go", eighthGo("tuigo-demo", "list"), want(modes.Select, "Which queue should the job go to?", "", "default", ">urgent", "bulk"), wait("bulk"), step{keys: "<down>"}, settle), goNeeds...),
		needs(ask("goinput-ask", "go-input", eighthGo("goinput-demo", "ask"), want(modes.Text, "…Which bucket should hold the logs?…", "logs-eu"), wait("Enter a value")), goNeeds...),
		needs(ask("goinput-select", "go-input", eighthGo("goinput-demo", "select"), want(modes.Select, "Which region hosts the cluster?", "1", "1|eu-north", "2|us-west", "3|ap-east"), wait("Enter a number")), goNeeds...),
		needs(ask("goinput-secret", "go-input", eighthGo("goinput-demo", "secret"), want(modes.Password, "…Deploy token…", ""), wait("Enter a value")), goNeeds...),

		// Python: cleo's questions (as its applications ask them) and
		// plumbum's.
		needs(ask("cleo-text", "cleo", eighthScript(py, "py/eighth_demo.py", "cleo", "text"), want(modes.Text, "Package name…", "demo-app"), wait("Package name")), py),
		needs(ask("cleo-confirm", "cleo", eighthScript(py, "py/eighth_demo.py", "cleo", "confirm"), yesNo("Publish the release?", "no"), wait("Publish")), py),
		needs(ask("cleo-choice", "cleo", eighthScript(py, "py/eighth_demo.py", "cleo", "choice"), want(modes.Select, "Which license?…", "MIT", "0|MIT", "1|Apache-2.0", "2|GPL-3.0"), wait("GPL-3.0")), py),
		needs(ask("cleo-secret", "cleo", eighthScript(py, "py/eighth_demo.py", "cleo", "secret"), want(modes.Password, "API token:", ""), wait("API token")), py),
		needs(ask("plumbum-ask", "plumbum", eighthScript(py, "py/eighth_demo.py", "plumbum", "ask"), yesNo("Rotate the logs now?", "yes"), wait("Rotate")), py),
		needs(ask("plumbum-choose", "plumbum", eighthScript(py, "py/eighth_demo.py", "plumbum", "choose"), want(modes.Select, "Which mirror should serve the files?", "2", "1|Lisbon", "2|Nairobi", "3|Seoul"), wait("Choice")), py),
		needs(ask("plumbum-prompt", "plumbum", eighthScript(py, "py/eighth_demo.py", "plumbum", "prompt"), want(modes.Text, "Worker count…", "4"), wait("Worker count")), py),

		// Perl: Term::Query, Term::ReadPassword, and Curses::Widgets' field
		// with its caption on its frame and its list box.
		needs(ask("term-query-yn", "Term::Query", eighthScript(perl, "pl/eighth_demo.pl", "term-query", "yn"), yesNo("Remove the stale locks?", "no"), wait("stale locks")), perl),
		needs(ask("term-query-text", "Term::Query", eighthScript(perl, "pl/eighth_demo.pl", "term-query", "text"), want(modes.Text, "Release channel:", "stable"), wait("Release channel")), perl),
		needs(ask("term-readpassword", "Term::ReadPassword", eighthScript(perl, "pl/eighth_demo.pl", "readpassword"), want(modes.Password, "Signing key passphrase:", ""), wait("passphrase")), perl),
		needs(ask("curses-widgets-field", "Curses::Widgets", eighthScript(perl, "pl/eighth_demo.pl", "curses-widgets", "field"), want(modes.Text, "…Hostname…", ""), wait("Hostname")), perl),
		needs(ask("curses-widgets-list", "Curses::Widgets", eighthScript(perl, "pl/eighth_demo.pl", "curses-widgets", "list"), want(modes.Select, "Which node should take the backup?", "", ">alpha-1", "beta-2", "gamma-3"), wait("gamma-3")), perl),
	}
}

// TestModesEighth drives the eighth set live to the labelled moment and,
// with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/eighth. Whether the classifier reads them right is that
// test's measure, not a failure here.
func TestModesEighth(t *testing.T) {
	captureSet(t, eighthDir, eighthSet())
}
