package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixteenthDir holds the sixteenth set (issue 44, sixteenth round): live
// cases of programs Debian packages that no other test, table, fixture
// or doc of agentty names, made after the fifteenth round, to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw (its documentation and source, and the program run by
// hand outside agentty) and committed before its screen was captured.
const sixteenthDir = "../testdata/modes-sixteenth"

// The sixteenth set's preparations: a makefile for remake to debug,
// three bookmarks for cdargs.
const (
	sixteenthMake      = `printf 'all:\n\ttrue\n' > Makefile`
	sixteenthBookmarks = `printf 'doc /usr/share/doc\netc /etc\nlog /var/log\n' > .cdargs`
)

// sixteenthSet is the sixteenth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func sixteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	line := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	right := step{keys: "<right>"}
	remake := unseenHome(shPrep(sixteenthMake), "remake", "-X")
	hping := unseenHome(notes, "hping3")
	xorriso := unseenHome(notes, "xorriso", "-dialog", "on")
	fairymax := gamePath("fairymax")
	ssssSplit := unseenHome(notes, "ssss-split", "-t", "2", "-n", "3")
	ssssCombine := unseenHome(notes, "ssss-combine", "-t", "2")
	otpw := unseenHome(notes, "otpw-gen", "-f", "{dir}/otpw")
	authenticator := unseenHome(notes, "google-authenticator")
	const installMH = "/usr/bin/mh/install-mh"
	mh := unseenHome(notes, installMH)
	pente := gamePath("pente")
	cdargs := unseenHome(shPrep(sixteenthBookmarks), "cdargs")
	atom4 := gamePath("atom4")
	const knight = "/usr/libexec/ncurses-examples/knight"
	pal := unseenHome(notes, "pal", "-m")
	iotop := rootCase(unseenHome(notes, "iotop-c"))
	ettercap := rootCase(unseenHome(notes, "ettercap", "-C"))
	const level1 = "Level of player 1 [0=Player, 1..9=Computer]:"
	const level2 = "Level of player 2 [0=Player, 1..9=Computer]:"
	bookmarks := func(highlighted int) *modes.Prompt {
		opts := []string{"0|[doc]  /usr/share/doc", "1|[etc]  /etc", "2|[log]  /var/log"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…", "", opts...)
	}
	return []corpusCase{
		// REPLs, at their prompt and after a command: GNU remake's make
		// debugger, hping3's Tcl shell, xorriso's dialog, the chess engine
		// Fairy-Max (no prompt: xboard's protocol read a line at a time).
		// concalc after a sum was removed, unreached: it reads one line,
		// prints its value and exits.
		needs(is(modes.REPL, "remake", "remake", remake, wait("remake<0>")), "remake"),
		needs(is(modes.REPL, "remake-after-command", "remake", remake, wait("remake<0>"), typed("info target all", "recipe to execute"), settle), "remake"),
		needs(is(modes.REPL, "hping3", "hping3", hping, wait("hping3>")), "hping3"),
		needs(is(modes.REPL, "hping3-after-command", "hping3", hping, wait("hping3>"), typed("hping resolve localhost", "127.0.0.1"), settle), "hping3"),
		needs(is(modes.REPL, "xorriso", "xorriso", xorriso, wait("enter option and arguments")), "xorriso"),
		needs(is(modes.REPL, "xorriso-after-command", "xorriso", xorriso, wait("enter option and arguments"), typed("-pwd", "current working directory"), settle), "xorriso"),
		needs(is(modes.REPL, "fairymax", "fairymax", unseenHome(notes, fairymax), wait("H.G. Muller")), fairymax),
		needs(is(modes.REPL, "fairymax-after-command", "fairymax", unseenHome(notes, fairymax), wait("H.G. Muller"), line("xboard"), line("new"), typed("e2e4", "move "), settle), fairymax),

		// Questions asked on a line: google-authenticator's (time-based
		// tokens? a code from the app, then update the file?), nmh's
		// install-mh (help? the standard path?), ssss-combine's first
		// share, Pente's players' levels and a move.
		needs(ask("google-authenticator", "google-authenticator", authenticator,
			yesNo("Do you want authentication tokens to be time-based", ""), wait("time-based")), "google-authenticator"),
		needs(ask("google-authenticator-code", "google-authenticator", authenticator,
			want(modes.Text, "Enter code from app (-1 to skip):", ""), wait("time-based"), typed("y", "Enter code from app")), "google-authenticator"),
		needs(ask("google-authenticator-update", "google-authenticator", authenticator,
			yesNo(`Do you want me to update your "…/.google_authenticator" file?`, ""),
			wait("time-based"), typed("y", "Enter code from app"), typed("-1", "update your")), "google-authenticator"),
		needs(ask("install-mh", "install-mh", mh, yesNo("Do you want help?", ""), wait("want help")), installMH),
		needs(ask("install-mh-path", "install-mh", mh, yesNo(`Do you want the standard nmh path "…/Mail"?`, ""),
			wait("want help"), typed("n", "standard nmh path")), installMH),
		needs(ask("ssss-combine", "ssss-combine", ssssCombine, want(modes.Text, "Share [1/2]:", ""), wait("Share [1/2]")), "ssss-combine"),
		needs(ask("pente-level", "pente", unseenHome(notes, pente, "-text"), want(modes.Text, level1, ""), wait("Level of player 1")), pente),
		needs(ask("pente-level-second", "pente", unseenHome(notes, pente, "-text"), want(modes.Text, level2, ""),
			wait("Level of player 1"), typed("0", "Level of player 2")), pente),
		needs(ask("pente-move", "pente", unseenHome(notes, pente, "-text"), want(modes.Text, "Player 2 [O]:", ""),
			wait("Level of player 1"), typed("0", "Level of player 2"), typed("0", "moved at"), settle), pente),

		// Passwords: ssss-split's secret (echo off), otpw-gen's prefix
		// password, asked and asked again.
		needs(ask("ssss-split", "ssss-split", ssssSplit, want(modes.Password, "Enter the secret, at most 128 ASCII characters:", ""), wait("Enter the secret")), "ssss-split"),
		needs(ask("otpw-gen", "otpw-gen", otpw, want(modes.Password, "Enter new prefix password:", ""), wait("Enter new prefix password")), "otpw-gen"),
		needs(ask("otpw-gen-again", "otpw-gen", otpw, want(modes.Password, "Reenter prefix password:", ""),
			wait("Enter new prefix password"), step{text: "hunter22", enter: true, secret: true, expect: "Reenter", timeout: setSlow}), "otpw-gen"),

		// A list to pick from: cdargs' bookmarks (also moved); fields in
		// a full-screen program: pal's new event's calendar file, pal's
		// date to go to.
		needs(ask("cdargs", "cdargs", cdargs, bookmarks(0), wait("/var/log")), "cdargs"),
		needs(ask("cdargs-moved", "cdargs", cdargs, bookmarks(1), wait("/var/log"), down, settle), "cdargs"),
		needs(ask("pal-add-event", "pal", pal, want(modes.Text, "…Calendar file…", "~/.pal/"),
			wait("Press 'h' for help"), step{text: "a", expect: "Filename:", timeout: setSlow}), "pal"),
		needs(ask("pal-goto", "pal", pal, want(modes.Text, "Goto date:", ""), wait("Press 'h' for help"), step{text: "g", expect: "Goto date", timeout: setSlow}), "pal"),

		// Full-screen programs: Atom-4's board (also after a key), the
		// knight's tour of ncurses' examples (also after a key), pal's
		// calendar (also with its help shown), iotop-c's list of threads
		// (also sorted by another column), ettercap's curses window.
		needs(is(modes.TUI, "atom4", "atom4", unseenHome(notes, atom4, "-mt"), wait("Welcome to Atom-4")), atom4),
		needs(is(modes.TUI, "atom4-after-key", "atom4", unseenHome(notes, atom4, "-mt"), wait("Welcome to Atom-4"), right, settle), atom4),
		needs(is(modes.TUI, "knight", "knight", unseenHome(notes, knight), wait("KNIGHT'S MOVE")), knight),
		needs(is(modes.TUI, "knight-after-key", "knight", unseenHome(notes, knight), wait("KNIGHT'S MOVE"), right, settle), knight),
		needs(is(modes.TUI, "pal", "pal", pal, wait("Press 'h' for help")), "pal"),
		needs(is(modes.TUI, "pal-help", "pal", pal, wait("Press 'h' for help"), step{text: "h", expect: "exit help", timeout: setSlow}), "pal"),
		needs(is(modes.TUI, "iotop-c", "iotop-c", iotop, wait("DISK READ"), settle), "iotop-c"),
		needs(is(modes.TUI, "iotop-c-sorted", "iotop-c", iotop, wait("DISK READ"), right, settle), "iotop-c"),
		needs(is(modes.TUI, "ettercap", "ettercap", ettercap, wait("User messages")), "ettercap"),
	}
}

// TestModesSixteenth drives the sixteenth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixteenth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixteenth(t *testing.T) { captureSet(t, sixteenthDir, sixteenthSet()) }
