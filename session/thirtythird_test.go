package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtythirdDir holds the thirty-third set (issue 44, thirty-third
// round): live cases of programs and prompt libraries that no other
// test, table, fixture or doc of agentty names, made after the
// thirty-first round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const thirtythirdDir = "../testdata/modes-thirtythird"

// thirtythirdNode runs a script of the thirty-third set's npm fixture.
var thirtythirdNode = setFixtures("thirtythird").node

// The thirty-third set's preparations: two replicas for unison to
// reconcile, two versions of a file for sdiff to merge.
const (
	thirtythirdReplicas = `mkdir -p a b && printf 'alpha\n' > a/notes.txt && printf 'beta\n' > a/todo.txt`
	thirtythirdVersions = `printf 'one\ntwo\nthree\nfour\nfive\nsix\nseven\n' > x.txt && printf 'one\n2\nthree\nfour\nfive\n6\nseven\n' > y.txt`
)

// thirtythirdSet is the thirty-third set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func thirtythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	promptPromise := func(kind string) opener { return thirtythirdNode("thirtythird-demo.mjs", "prompt-promise", kind) }
	nodeConfirm := thirtythirdNode("thirtythird-demo.mjs", "node-confirm", "confirm")
	promzard := thirtythirdNode("thirtythird-demo.mjs", "promzard", "text")
	vttest := unseenHome(notes, "vttest")
	sdiff := unseenHome(shPrep(thirtythirdVersions), "sdiff", "-o", "merged.txt", "x.txt", "y.txt")
	rlwrap := unseenHome(notes, "rlwrap", "-S", "notes> ", "cat")
	smbpasswd := rootCase(unseenHome(notes, "smbpasswd", "-a", "root"))
	unison := unseenHome(shPrep(thirtythirdReplicas), "unison", "-ui", "text", "a", "b")
	scrollz := unseenHome(notes, "scrollz")
	raku := unseenHome(notes, "raku")
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase:"
	return []corpusCase{
		// Menus to pick from by number: vttest's main menu, its menu of
		// test parameters (after 12 typed); the first test's screen, a
		// frame of E's asking for Return.
		needs(ask("vttest", "vttest", vttest, want(modes.Select, "…", "",
			"0|Exit", "1|Test of cursor movements", "2|Test of screen features", "3|Test of character sets",
			"4|Test of double-sized characters", "5|Test of keyboard", "6|Test of terminal reports", "7|Test of VT52 mode",
			"8|Test of VT102 features (Insert/Delete Char/Line)", "9|Test of known bugs", "10|Test of reset and self-test",
			"11|Test non-VT100 (e.g., VT220, XTERM) terminals", "12|Modify test-parameters"), wait("Enter choice number")), "vttest"),
		needs(ask("vttest-parameters", "vttest", vttest, want(modes.Select, "…", "",
			"0|Exit", "1|Setup terminal to original test-configuration", "2|Send 7-bit controls", "3|Receive 7-bit controls",
			"4|Operating level 1 (VT100)", "5|Logging disabled", "6|Padding disabled", "7|Slow-movement/scrolling disabled"),
			wait("Enter choice number"), typed("12", "Menu 12")), "vttest"),
		needs(ask("vttest-cursor-test", "vttest", vttest, pressEnter("…Push <RETURN>"), wait("Enter choice number"), typed("1", "Push <RETURN>")), "vttest"),

		// REPLs, at their prompt and after a command: Rakudo's Raku,
		// rlwrap over cat with a prompt of its own, sdiff's merge prompt
		// ("%", a command a hunk), at its first hunk and its second.
		needs(is(modes.REPL, "raku", "raku", raku, wait("[0] >")), "raku"),
		needs(is(modes.REPL, "raku-after-command", "raku", raku, wait("[0] >"), typed("say 6*7", "42"), settle), "raku"),
		needs(is(modes.REPL, "rlwrap", "rlwrap", rlwrap, wait("notes>")), "rlwrap"),
		needs(is(modes.REPL, "rlwrap-after-command", "rlwrap", rlwrap, wait("notes>"), typed("hello there", "hello there"), settle), "rlwrap"),
		needs(is(modes.REPL, "sdiff", "sdiff", sdiff, wait("%")), "sdiff"),
		needs(is(modes.REPL, "sdiff-after-command", "sdiff", sdiff, wait("%"), typed("l", "six"), settle), "sdiff"),

		// A full-screen IRC client with no server: its banner and
		// status line, and after a command.
		needs(is(modes.TUI, "scrollz", "scrollz", scrollz, wait("/SERVER"), settle), "scrollz"),
		needs(is(modes.TUI, "scrollz-after-command", "scrollz", scrollz, wait("/SERVER"), settle, typed("/SZINFO", "Client uptime"), settle), "scrollz"),

		// Questions asked on a line: unison's text interface, its notice
		// asking for Return, its reconciliation of a new file (the
		// action in brackets the default), its last question.
		needs(ask("unison-notice", "unison", unison, pressEnter("Press return to continue."), wait("Press return")), "unison"),
		needs(ask("unison-reconcile", "unison", unison, want(modes.Choice, "…notes.txt…", "f"),
			wait("Press return"), step{enter: true, expect: "notes.txt", timeout: setSlow}, settle), "unison"),
		needs(ask("unison-proceed", "unison", unison, yesNo("Proceed with propagating updates?", ""),
			wait("Press return"), step{enter: true, expect: "notes.txt", timeout: setSlow}, settle,
			step{keys: "f", expect: "todo.txt", timeout: setSlow}, settle, step{keys: "f", expect: "Proceed", timeout: setSlow}), "unison"),

		// Passwords: smbpasswd's, asked and asked again.
		needs(ask("smbpasswd", "smbpasswd", smbpasswd, want(modes.Password, "New SMB password:", ""), wait("New SMB password")), "smbpasswd"),
		needs(ask("smbpasswd-again", "smbpasswd", smbpasswd, want(modes.Password, "Retype new SMB password:", ""),
			wait("New SMB password"), step{text: "hunter22", enter: true, expect: "Retype", timeout: setSlow}), "smbpasswd"),

		// Prompt libraries, JavaScript: prompt-promise (a line, a
		// confirmation, a masked password, also with a few characters
		// typed), node-confirm (over yesno, after what it will delete),
		// promzard (npm init's wizard: a question with its default in
		// parentheses, and the next one).
		needs(ask("prompt-promise-text", "prompt-promise", promptPromise("text"), want(modes.Text, branch, ""), wait("release be cut")), node...),
		needs(ask("prompt-promise-confirm", "prompt-promise", promptPromise("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("prompt-promise-password", "prompt-promise", promptPromise("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
		needs(ask("prompt-promise-password-typed", "prompt-promise", promptPromise("password"), want(modes.Password, secret, ""),
			wait("passphrase"), step{text: "hunter", expect: "******", timeout: setSlow}, settle), node...),
		needs(ask("node-confirm", "node-confirm", nodeConfirm, yesNo("Are you sure?", ""), wait("Are you sure")), node...),
		needs(ask("promzard", "promzard", promzard, want(modes.Text, "Name of the release:", "release-7"), wait("release-7")), node...),
		needs(ask("promzard-next", "promzard", promzard, want(modes.Text, "Which channel should it go to:", "stable"),
			wait("release-7"), step{enter: true, expect: "(stable)", timeout: setSlow}), node...),
	}
}

// TestModesThirtythird drives the thirty-third set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirtythird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesThirtythird(t *testing.T) { captureSet(t, thirtythirdDir, thirtythirdSet()) }
