package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// eleventhDir holds the eleventh set (issue 44, eleventh round): live
// cases of programs and prompt libraries that no other test, table,
// fixture or doc of agentty names, made after the tenth round, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the
// program run by hand outside agentty) and committed before its screen
// was captured.
const eleventhDir = "../testdata/modes-eleventh"

// eleventhNode runs a script of the eleventh set's npm fixture;
// eleventhScript one of its Python, Perl or Tcl scripts, with Debian's
// interpreter.
var eleventhNode, eleventhScript = setFixtures("eleventh").node, setFixtures("eleventh").script

// eleventhGo runs a program of the eleventh set's Go module (a demo of a
// library, or a program the module builds as a tool) over a home
// prepared by prep.
func eleventhGo(prep func(*testing.T, string), name string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, filepath.Join(setFixtures("eleventh").dir(), "go"))
		return unseenHome(prep, append([]string{filepath.Join(bin, name)}, args...)...)(t, f)
	}
}

// inZone is o run in the time zone tz, its other environment kept.
func inZone(o opener, tz string) opener {
	return func(t *testing.T, f *fixtures) Options {
		opts := o(t, f)
		opts.Env["TZ"] = tz
		return opts
	}
}

// The eleventh set's preparations: a Markdown file for glow; pudb's
// settings, its welcome seen; a project directory for poetry; two
// copies of a file for the duplicate finders; a directory for an NSS
// database.
const (
	eleventhMarkdown = `printf '# Release notes\n\nThe relay now keeps its queue across restarts.\n\n## Changes\n\n' > notes.md && for i in $(seq 1 60); do echo "- change number $i of the release"; done >> notes.md`
	eleventhPudb     = `mkdir -p .config/pudb && printf '[pudb]\nseen_welcome = e999\n' > .config/pudb/pudb.cfg`
	eleventhPoetry   = `mkdir relay`
	eleventhDups     = `mkdir -p dup/a dup/b && echo same > dup/a/report.txt && echo same > dup/b/report.txt`
	eleventhNSS      = `mkdir nss`
)

// eleventhSet is the eleventh set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func eleventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	py := pythonPath
	perl := perlPath
	tcl := "/usr/bin/tclsh"
	bashC := func(line string) []string { return []string{"bash", "-c", line} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	glow := eleventhGo(shPrep(eleventhMarkdown), "glow")
	cliUx := func(kind string) opener { return eleventhNode("eleventh-demo.mjs", "cli-ux", kind) }
	makemaker := func(kind string) opener {
		return eleventhScript(perl, "pl/eleventh_demo.pl", "makemaker", kind)
	}
	poetry := unseenHome(shPrep(eleventhPoetry), bashC("cd relay && exec poetry init")...)
	// khal writes today's date into its choices: a zone twelve hours
	// behind UTC keeps it the day the labels were written through the
	// capture.
	khal := inZone(unseenHome(notes, "khal", "configure"), "Etc/GMT+12")
	smenu := unseenHome(notes, bashC(`echo oslo lima perth | exec smenu -m "Which city should host the mirror?"`)...)
	percol := unseenHome(notes, bashC(`printf 'oslo\nlima\nperth\n' | exec percol --prompt "Which city should host the mirror? %q"`)...)
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"oslo", "lima", "perth"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which city should host the mirror?", "", opts...)
	}
	runner := func(highlighted int) *modes.Prompt {
		opts := []string{"arm64-large", "amd64-small", "riscv-board"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which runner should take the nightly build?", "", opts...)
	}
	nodeMenu := want(modes.Select, "…", "", "1|Tag the release", "2|Publish the notes", "3|Roll back", "4|Quit")
	pudb := func(t *testing.T, f *fixtures) Options {
		o := eleventhScript(py, "py/eleventh_demo.py", "pudb", "stop")(t, f)
		sh(t, o.Cwd, eleventhPudb)
		return o
	}
	certutil := unseenHome(shPrep(eleventhNSS), "certutil", "-N", "-d", "{dir}/nss")
	vault := unseenHome(notes, "ansible-vault", "create", "secrets.yml")
	return []corpusCase{
		// An editor: THE (the Hessling editor) on a short file, and on a
		// long one a page down.
		is(modes.Editor, "the", "the", unseenHome(notes, "the", "notes.txt"), wait("second line")),
		is(modes.Editor, "the-moved", "the", unseenHome(notes, "the", "long.txt"), wait("row 001"), step{keys: "<pgdn>"}, settle),

		// A pager: glow showing a Markdown document, at its top and a
		// page down; its list of documents is a full-screen program.
		needs(is(modes.TUI, "glow-list", "glow", glow, wait("notes.md")), goNeeds...),
		needs(is(modes.Pager, "glow-document", "glow", glow, wait("notes.md"), step{enter: true, expect: "change number 1", timeout: setSlow}, settle), goNeeds...),
		needs(is(modes.Pager, "glow-document-moved", "glow", glow, wait("notes.md"), step{enter: true, expect: "change number 1", timeout: setSlow}, settle, step{keys: "<pgdn>"}, settle), goNeeds...),

		// Full-screen programs: a system monitor, a BitTorrent client, an
		// IRC client pointed at this machine, a game, a calculator of
		// bits, a debugger of Python.
		needs(is(modes.TUI, "gotop", "gotop", eleventhGo(notes, "gotop"), wait("CPU")), goNeeds...),
		needs(is(modes.TUI, "gotop-moved", "gotop", eleventhGo(notes, "gotop"), wait("CPU"), down, settle), goNeeds...),
		is(modes.TUI, "rtorrent", "rtorrent", unseenHome(notes, "rtorrent"), wait("rTorrent")),
		is(modes.TUI, "epic5", "epic5", unseenHome(notes, "epic5", "-n", "ann", "127.0.0.1:6699"), settle, settle),
		needs(ask("dopewars-title", "dopewars", unseenHome(notes, gamePath("dopewars")), pressEnter("Press any key..."), wait("Press any key")), gamePath("dopewars")),
		needs(ask("dopewars-name", "dopewars", unseenHome(notes, gamePath("dopewars")), want(modes.Text, "Hey dude, what's your name?", ""),
			wait("Press any key"), step{keys: "x", expect: "your name", timeout: setSlow}), gamePath("dopewars")),
		is(modes.TUI, "bitwise", "bitwise", unseenHome(notes, "bitwise"), wait("Decimal")),
		is(modes.TUI, "bitwise-typed", "bitwise", unseenHome(notes, "bitwise"), wait("Decimal"), step{text: "42"}, settle),
		needs(is(modes.TUI, "pudb", "pudb", pudb, wait("Breakpoints")), py),

		// REPLs, at their prompt and after a command: a debugger's
		// front-end, a firewall's console, NTP's query program, an SQLite
		// shell, Kerberos' keytab tool, a calculator, a Forth, anko (Go
		// module proxy).
		is(modes.REPL, "cgdb", "cgdb", unseenHome(notes, "cgdb"), wait("continue without paging"), typed("c", "(gdb)"), settle),
		is(modes.REPL, "cgdb-after-command", "cgdb", unseenHome(notes, "cgdb"), wait("continue without paging"), typed("c", "(gdb)"), settle, typed("info line", "No line"), settle),
		is(modes.REPL, "nft", "nft", rootCase(unseenHome(notes, "nft", "-i")), wait("nft>")),
		is(modes.REPL, "nft-after-command", "nft", rootCase(unseenHome(notes, "nft", "-i")), wait("nft>"), step{text: "list tables", enter: true}, settle),
		is(modes.REPL, "ntpq", "ntpq", unseenHome(notes, "ntpq"), wait("ntpq>")),
		is(modes.REPL, "ntpq-after-command", "ntpq", unseenHome(notes, "ntpq"), wait("ntpq>"), typed("version", "ntpsec"), settle),
		is(modes.REPL, "litecli", "litecli", unseenHome(notes, "litecli", "notes.db"), wait("notes.db>")),
		is(modes.REPL, "litecli-after-command", "litecli", unseenHome(notes, "litecli", "notes.db"), wait("notes.db>"), typed("select 6*7;", "42"), settle),
		is(modes.REPL, "ktutil", "ktutil", unseenHome(notes, "ktutil"), wait("ktutil:")),
		is(modes.REPL, "ktutil-after-command", "ktutil", unseenHome(notes, "ktutil"), wait("ktutil:"), typed("list", "Principal"), settle),
		is(modes.REPL, "wcalc", "wcalc", unseenHome(notes, "wcalc"), wait("->")),
		is(modes.REPL, "wcalc-after-command", "wcalc", unseenHome(notes, "wcalc"), wait("->"), typed("6*7", "42"), settle),
		is(modes.REPL, "pforth", "pforth", unseenHome(notes, "pforth"), wait("PForth")),
		is(modes.REPL, "pforth-after-command", "pforth", unseenHome(notes, "pforth"), wait("PForth"), typed("6 7 * .", "ok"), settle),
		needs(is(modes.REPL, "anko", "anko", eleventhGo(notes, "anko"), settle), goNeeds...),
		needs(is(modes.REPL, "anko-after-command", "anko", eleventhGo(notes, "anko"), settle, typed("println(6*7)", "42"), settle), goNeeds...),

		// Questions asked on a line by command-line tools: poetry's new
		// project, khal's settings, two finders of duplicate files.
		ask("poetry-name", "poetry", poetry, want(modes.Text, "Package name", "relay"), wait("Package name")),
		ask("poetry-version", "poetry", poetry, want(modes.Text, "Version", "0.1.0"), wait("Package name"), step{enter: true, expect: "Version", timeout: setSlow}),
		ask("poetry-description", "poetry", poetry, want(modes.Text, "Description", ""),
			wait("Package name"), step{enter: true, expect: "Version", timeout: setSlow}, step{enter: true, expect: "Description", timeout: setSlow}),
		ask("khal-configure", "khal", khal, want(modes.Select, "What ordering of year, month, date do you want to use?…", "",
			"0|year-month-day (today: 2026-11-25)", "1|day/month/year (today: 25/11/2026)", "2|month/day/year (today: 11/25/2026)", "3|Custom"), wait("choose one")),
		ask("fdupes-delete", "fdupes", unseenHome(shPrep(eleventhDups), "fdupes", "-r", "-d", "-o", "name", "dup"),
			want(modes.Multiselect, "…Preserve files [1 - 2, all, help]…", "", "[ ] 1|dup/a/report.txt", "[ ] 2|dup/b/report.txt"), wait("Preserve files")),
		ask("jdupes-delete", "jdupes", unseenHome(shPrep(eleventhDups), "jdupes", "-r", "-d", "-O", "dup"),
			want(modes.Select, "Set 1 of 1: keep which files?…", "", "1|dup/a/report.txt", "2|dup/b/report.txt", "a|all", "n|none", "l|link all", "s|symlink all"), wait("keep which files")),

		// Lists to pick from: smenu's and percol's, under a question.
		ask("smenu", "smenu", smenu, mirror(0), wait("perth")),
		ask("smenu-moved", "smenu", smenu, mirror(1), wait("perth"), step{keys: "<right>"}, settle),
		ask("percol", "percol", percol, mirror(0), wait("perth")),
		ask("percol-moved", "percol", percol, mirror(1), wait("perth"), down, settle),

		// Passwords: NSS's new database, ansible's vault, vlock's lock.
		ask("certutil", "certutil", certutil, want(modes.Password, "Enter new password:", ""), wait("new password")),
		ask("certutil-again", "certutil", certutil, want(modes.Password, "Re-enter password:", ""), wait("new password"), typed("hunter22!", "Re-enter")),
		ask("ansible-vault", "ansible-vault", vault, want(modes.Password, "New Vault password:", ""), wait("Vault password")),
		ask("ansible-vault-confirm", "ansible-vault", vault, want(modes.Password, "Confirm New Vault password:", ""), wait("Vault password"), typed("hunter22", "Confirm")),
		ask("vlock", "vlock", rootCase(unseenHome(notes, "vlock")), pressEnter("Please press [ENTER] to unlock."), wait("ENTER")),
		ask("vlock-password", "vlock", rootCase(unseenHome(notes, "vlock")), want(modes.Password, "…'s Password:", ""), wait("ENTER"), step{enter: true, expect: "Password", timeout: setSlow}),

		// Prompt libraries. JavaScript: cli-ux's prompts (oclif's), and
		// node-menu's numbered menu.
		needs(ask("cli-ux-text", "cli-ux", cliUx("text"), want(modes.Text, "Which bucket should hold the backups?", "nightly-eu"), wait("backups")), node...),
		needs(ask("cli-ux-confirm", "cli-ux", cliUx("confirm"), yesNo("Rotate the signing keys?…", ""), wait("signing keys")), node...),
		needs(ask("cli-ux-password", "cli-ux", cliUx("password"), want(modes.Password, "Registry token", ""), wait("Registry token")), node...),
		needs(ask("node-menu", "node-menu", eleventhNode("eleventh-demo.mjs", "node-menu", "menu"), nodeMenu, wait(">>")), node...),
		needs(ask("node-menu-after-choice", "node-menu", eleventhNode("eleventh-demo.mjs", "node-menu", "menu"), pressEnter("Press Enter to continue..."),
			wait(">>"), typed("1", "Press Enter")), node...),

		// Go: desertbit/grumble's console, nexidian/gocliselect's menu.
		needs(is(modes.REPL, "grumble", "grumble", eleventhGo(notes, "grumble-demo"), wait("relay »")), goNeeds...),
		needs(is(modes.REPL, "grumble-after-command", "grumble", eleventhGo(notes, "grumble-demo"), wait("relay »"), typed("status", "3 peers"), settle), goNeeds...),
		needs(ask("gocliselect", "gocliselect", eleventhGo(notes, "cliselect-demo"), runner(0), wait("riscv-board")), goNeeds...),
		needs(ask("gocliselect-moved", "gocliselect", eleventhGo(notes, "cliselect-demo"), runner(1), wait("riscv-board"), down, settle), goNeeds...),

		// Python: cliff's interactive console (pudb is with the
		// full-screen programs).
		needs(is(modes.REPL, "cliff", "cliff", eleventhScript(py, "py/eleventh_demo.py", "cliff", "console"), wait("(")), py),
		needs(is(modes.REPL, "cliff-after-command", "cliff", eleventhScript(py, "py/eleventh_demo.py", "cliff", "console"), wait("("), typed("status", "3 peers"), settle), py),

		// Perl: Term::Shell's console, ExtUtils::MakeMaker's prompt.
		needs(is(modes.REPL, "term-shell", "Term::Shell", eleventhScript(perl, "pl/eleventh_demo.pl", "term-shell", "console"), wait("relay>")), perl),
		needs(is(modes.REPL, "term-shell-after-command", "Term::Shell", eleventhScript(perl, "pl/eleventh_demo.pl", "term-shell", "console"), wait("relay>"), typed("status", "3 peers"), settle), perl),
		needs(ask("makemaker-prompt", "ExtUtils::MakeMaker", makemaker("text"), want(modes.Text, "Where should the cache live?", "/var/cache/relay"), wait("cache live")), perl),
		needs(ask("makemaker-prompt-yn", "ExtUtils::MakeMaker", makemaker("yn"), yesNo("Purge the old index?…", "n"), wait("old index")), perl),

		// Tcl: tclreadline's console over tclsh.
		needs(is(modes.REPL, "tclreadline", "tclreadline", eleventhScript(tcl, "tcl/eleventh_demo.tcl"), wait("tclsh")), tcl),
		needs(is(modes.REPL, "tclreadline-after-command", "tclreadline", eleventhScript(tcl, "tcl/eleventh_demo.tcl"), wait("tclsh"), typed("expr 6*7", "42"), settle), tcl),
	}
}

// TestModesEleventh drives the eleventh set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/eleventh. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesEleventh(t *testing.T) { captureSet(t, eleventhDir, eleventhSet()) }
