package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortysecondDir holds the forty-second set (issue 44, forty-second
// round): live cases of small scripts in Python, Lua, Tcl and Ruby that
// ask on their line with the languages' own reading of a line (Python's
// input() and code.interact, Lua's io.read, Tcl's gets, Ruby's gets) —
// questions with defaults, keys, numbered choices and ticks, passwords
// read with the echo off, and REPL-shaped loops with prompts of their own
// — and of Debian consoles (Mono's C# shell, HOL88, YAML::Shell's ysh,
// WWW::Mechanize::Shell with its own pager) that no other test, table,
// fixture or doc of agentty names, to measure the classifier once as it
// was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted one)
// was written from what the program is known to draw (its documentation
// and source, and the program run by hand in tmux outside agentty) and
// committed before its screen was captured.
const fortysecondDir = "../testdata/modes-fortysecond"

// fortysecondScript runs one of the forty-second set's scripts.
var fortysecondScript = setFixtures("fortysecond").script

// fortysecondSet is the forty-second set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fortysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	const lua, tcl, ruby = "/usr/bin/lua", "/usr/bin/tclsh", "/usr/bin/ruby"
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	wizard := func(kind string) opener { return fortysecondScript(py, "py/fortysecond_wizard.py", kind) }
	console := fortysecondScript(py, "py/fortysecond_console.py")
	ledger := func(kind string) opener { return fortysecondScript(lua, "lua/fortysecond.lua", kind) }
	inventory := func(kind string) opener { return fortysecondScript(tcl, "tcl/fortysecond.tcl", kind) }
	builder := func(kind string) opener { return fortysecondScript(ruby, "rb/fortysecond.rb", kind) }
	csharp := unseenHome(notes, "csharp")
	hol := unseenHome(notes, "hol88")
	ysh := unseenHome(notes, "ysh")
	mech := unseenHome(notes, "perl", "-MWWW::Mechanize::Shell", "-e", "WWW::Mechanize::Shell->new(q(shell))->cmdloop")
	const mirrorQ, platformsQ = "Which mirror should serve the images?", "Which platforms should the release build?"
	mirrors := want(modes.Select, mirrorQ, "1", "1|Frankfurt", "2|Chicago", "3|Tokyo")
	platforms := func(darwin string) *modes.Prompt {
		return want(modes.Multiselect, platformsQ, "", "1|[x] linux", "2|["+darwin+"] darwin", "3|[ ] windows")
	}
	return []corpusCase{
		// Python's input(): a name with its default in brackets (asked,
		// and with a few characters typed), a numbered menu under its
		// question with the default number (asked, and asked again after
		// an answer out of range), a y/N confirm, keys in brackets.
		needs(ask("input-release", "input() wizard", wizard("release"), want(modes.Text, "Name of the release…", "release-7"), wait("[release-7]")), py),
		needs(ask("input-release-typed", "input() wizard", wizard("release"), want(modes.Text, "Name of the release…", "release-7"), wait("[release-7]"),
			step{text: "rel"}, settle), py),
		needs(ask("input-mirror", "input() wizard", wizard("mirror"), mirrors, wait("default 1]")), py),
		needs(ask("input-mirror-again", "input() wizard", wizard("mirror"), mirrors, wait("default 1]"), typed("7", "not one of")), py),
		needs(ask("input-purge", "input() wizard", wizard("purge"), yesNo("Purge the old artifacts?", "no"), wait("(y/N)")), py),
		needs(ask("input-diverged", "input() wizard", wizard("diverged"), want(modes.Choice, "…", "", "r|rebase", "m|merge", "a|abort"), wait("[a]bort")), py),

		// Python's code.interact with a prompt of its own ("relay» "):
		// at its prompt, after an expression, after an error, inside an
		// unfinished block (its continuation prompt).
		needs(is(modes.REPL, "code-interact", "code.interact", console, wait("relay»")), py),
		needs(is(modes.REPL, "code-interact-after-command", "code.interact", console, wait("relay»"), typed("len(peers) * 14", "42"), settle), py),
		needs(is(modes.REPL, "code-interact-after-error", "code.interact", console, wait("relay»"), typed("peers[7]", "IndexError"), settle), py),
		needs(is(modes.REPL, "code-interact-block", "code.interact", console, wait("relay»"), typed("for p in peers:", "relay…"), settle), py),

		// Lua's io.read: a passphrase read with the echo off (asked, and
		// with a few characters typed), Abort/Retry/Ignore, and a
		// REPL-shaped loop numbering its prompt ("ledger:001> ") at its
		// prompt, after a command and after an unknown one.
		needs(ask("io-read-passphrase", "io.read script", ledger("passphrase"), want(modes.Password, "Deploy key passphrase:", ""), wait("passphrase:")), lua),
		needs(ask("io-read-passphrase-typed", "io.read script", ledger("passphrase"), want(modes.Password, "Deploy key passphrase:", ""), wait("passphrase:"),
			step{text: "hunt", secret: true}, settle), lua),
		needs(ask("io-read-retry", "io.read script", ledger("retry"), want(modes.Choice, "Abort, Retry, Ignore?", "", "a|Abort", "r|Retry", "i|Ignore"), wait("Ignore?")), lua),
		needs(is(modes.REPL, "io-read-ledger", "io.read script", ledger("ledger"), wait("ledger:001>")), lua),
		needs(is(modes.REPL, "io-read-ledger-after-command", "io.read script", ledger("ledger"), wait("ledger:001>"), typed("balance", "42.00 EUR"), settle), lua),
		needs(is(modes.REPL, "io-read-ledger-after-error", "io.read script", ledger("ledger"), wait("ledger:001>"), typed("payout", "unknown command"), settle), lua),

		// Tcl's gets: a loop whose prompt counts its items ("inv[3]> ")
		// at its prompt and after a listing, a [yes/no] question with no
		// default, a number with its range and default.
		needs(is(modes.REPL, "gets-inventory", "gets script", inventory("loop"), wait("inv[3]>")), tcl),
		needs(is(modes.REPL, "gets-inventory-after-command", "gets script", inventory("loop"), wait("inv[3]>"), typed("list", "washers"), settle), tcl),
		needs(is(modes.REPL, "gets-inventory-after-add", "gets script", inventory("loop"), wait("inv[3]>"), typed("add rivets", "inv[4]>"), settle), tcl),
		needs(ask("gets-overwrite", "gets script", inventory("overwrite"), want(modes.Confirm, "inventory.db exists. Overwrite it?", "", "yes|yes", "no|no"), wait("[yes/no]")), tcl),
		needs(ask("gets-copies", "gets script", inventory("copies"), want(modes.Text, "How many copies should be printed? (1-9)…", "2"), wait("[2]:")), tcl),

		// Ruby's gets: platforms ticked by their numbers (asked, and
		// asked again after one toggled), a passphrase with the echo off.
		needs(ask("gets-platforms", "Ruby gets script", builder("platforms"), platforms(" "), wait("when done")), ruby),
		needs(ask("gets-platforms-toggled", "Ruby gets script", builder("platforms"), platforms("x"), wait("when done"), typed("2", "[x] darwin"), settle), ruby),
		needs(ask("gets-passphrase", "Ruby gets script", builder("passphrase"), want(modes.Password, "Signing key passphrase (it will not be shown):", ""),
			wait("not be shown")), ruby),

		// Debian consoles: Mono's C# shell (at its prompt, after a
		// statement, after a compile error), HOL88 (its bare "#" prompt,
		// and after an expression), YAML::Shell's ysh (at its prompt and
		// after a document), WWW::Mechanize::Shell (its "(no url)>"
		// prompt, and its help paged by its own pager).
		needs(is(modes.REPL, "csharp", "csharp", csharp, wait("csharp>")), "csharp"),
		needs(is(modes.REPL, "csharp-after-command", "csharp", csharp, wait("csharp>"), typed("6*7", "42"), settle), "csharp"),
		needs(is(modes.REPL, "csharp-after-error", "csharp", csharp, wait("csharp>"), typed("int x = ;", "error CS"), settle), "csharp"),
		needs(is(modes.REPL, "hol88", "hol88", hol, wait("HOL88 Version")), "hol88"),
		needs(is(modes.REPL, "hol88-after-command", "hol88", hol, wait("HOL88 Version"), settle, typed("6*7;;", "42 : int"), settle), "hol88"),
		needs(is(modes.REPL, "ysh", "ysh", ysh, wait("ysh >")), "ysh"),
		needs(is(modes.REPL, "ysh-after-command", "ysh", ysh, wait("ysh >"), typed("peers: [fra, nrt]", "- fra"), settle), "ysh"),
		needs(is(modes.REPL, "mechanize-shell", "WWW::Mechanize::Shell", mech, wait("(no url)>")), "perl"),
		needs(is(modes.Pager, "mechanize-shell-help", "WWW::Mechanize::Shell", mech, wait("(no url)>"), typed("help", "any key for more")), "perl"),
	}
}

// TestModesFortysecond drives the forty-second set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortysecond. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortysecond(t *testing.T) { captureSet(t, fortysecondDir, fortysecondSet()) }
