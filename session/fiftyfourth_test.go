package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftyfourthDir holds the fiftyfourth set (issue 44, fifty-fourth
// round): live cases of small scripts drawn with Lua, Python and Perl
// libraries of Debian's (lua-term, lua-readline, lua-curses,
// python3-termcolor, python3-colored, python3-prettytable) and of
// Catmandu's REPL, that no other test, table, fixture or doc of agentty
// names, made after the fiftysecond round, to measure the classifier
// once as it was on programs nobody here had looked at. Each case's
// label (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the library is known to draw
// (its source, and the fixture run by hand outside agentty) and
// committed before its screen was captured.
const fiftyfourthDir = "../testdata/modes-fiftyfourth"

// fiftyfourthScript runs one of the fiftyfourth set's scripts with an
// interpreter of Debian's over a home of its own.
var fiftyfourthScript = setFixtures("fiftyfourth").script

// The Lua interpreters the set's Lua scripts run with: Debian's
// lua-curses is built for Lua 5.1 to 5.3 only.
const (
	fiftyfourthLua       = "/usr/bin/lua5.4"
	fiftyfourthLuaCurses = "/usr/bin/lua5.3"
)

// fiftyfourthSet is the fiftyfourth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fiftyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	lua, lua53, python := fiftyfourthLua, fiftyfourthLuaCurses, pythonPath
	down, right, space := step{keys: "<down>"}, step{keys: "<right>"}, step{keys: " "}
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	term := func(kind string) opener { return fiftyfourthScript(lua, "lua/fiftyfourth_term.lua", kind) }
	rl := func(kind string) opener { return fiftyfourthScript(lua, "lua/fiftyfourth_readline.lua", kind) }
	curses := func(kind string) opener { return fiftyfourthScript(lua53, "lua/fiftyfourth_curses.lua", kind) }
	py := func(kind string) opener { return fiftyfourthScript(python, "py/fiftyfourth_demo.py", kind) }
	catmandu := unseenHome(notes, "catmandu", "repl")
	const mirrors, platforms, purge = "Which mirror should serve the images?", "Which platforms should the release build?", "Purge the old artifacts?"
	const branch, channels = "Which branch should the release be cut from?", "Which channel should the release go to?"
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	mirror := func(highlighted int) *modes.Prompt {
		return pick(mirrors, highlighted, "mirror-fra", "mirror-ord", "mirror-nrt")
	}
	boxed := func(highlighted int) *modes.Prompt {
		return pick(mirrors, highlighted, "mirror-fra (Frankfurt)", "mirror-ord (Chicago)", "mirror-nrt (Tokyo)")
	}
	channel := func(highlighted int) *modes.Prompt {
		return pick(channels, highlighted, "stable", "beta", "nightly")
	}
	numbered := want(modes.Select, mirrors, "2", "1|mirror-fra", "2|mirror-ord", "3|mirror-nrt")
	conflict := want(modes.Choice, "…", "", "k|keep yours", "t|take theirs", "d|diff", "q|quit")
	return []corpusCase{
		// lua-term: a list picked with the arrow keys under a "? "
		// question, the highlighted entry in reverse video (also moved),
		// a list of boxes (also moved and ticked), a yes/no line (also
		// with its answer typed, before Enter).
		needs(ask("lua-term-select", "lua-term", term("select"), mirror(0), wait("enter to pick")), lua),
		needs(ask("lua-term-select-moved", "lua-term", term("select"), mirror(1), wait("enter to pick"), down, settle), lua),
		needs(ask("lua-term-multiselect", "lua-term", term("multiselect"),
			ticks(platforms, 0, nil, "linux", "darwin", "windows"), wait("space to tick")), lua),
		needs(ask("lua-term-multiselect-ticked", "lua-term", term("multiselect"),
			ticks(platforms, 1, map[int]bool{1: true}, "linux", "darwin", "windows"), wait("space to tick"), down, settle, space, settle), lua),
		needs(ask("lua-term-confirm", "lua-term", term("confirm"), yesNo(purge, "no"), wait("(y/N)")), lua),
		needs(ask("lua-term-confirm-typed", "lua-term", term("confirm"), yesNo(purge, "no"), wait("(y/N)"), typing("y"), settle), lua),

		// lua-readline: a calculator's loop ("calc> "), also after a
		// sum; a question with its default in brackets, also with text
		// typed.
		needs(is(modes.REPL, "lua-readline-repl", "lua-readline", rl("repl"), wait("calc>")), lua),
		needs(is(modes.REPL, "lua-readline-repl-after-sum", "lua-readline", rl("repl"), wait("calc>"), typed("6*7", "= 42")), lua),
		needs(ask("lua-readline-text", "lua-readline", rl("text"), want(modes.Text, branch, "release-7"), wait("[release-7]")), lua),
		needs(ask("lua-readline-text-typed", "lua-readline", rl("text"), want(modes.Text, branch, "release-7"),
			wait("[release-7]"), typing("main"), settle), lua),

		// lua-curses, on the alternate screen: a boxed menu of mirrors,
		// the highlighted one in reverse video (also moved); a boxed
		// yes/no with <Yes> and <No> buttons (also moved to No); a log
		// viewer with a status row and its keys (also scrolled).
		needs(ask("lua-curses-menu", "lua-curses", curses("menu"), boxed(0), wait("Enter: pick")), lua53),
		needs(ask("lua-curses-menu-moved", "lua-curses", curses("menu"), boxed(1), wait("Enter: pick"), down, settle), lua53),
		needs(ask("lua-curses-yesno", "lua-curses", curses("yesno"), want(modes.Confirm, "Purge the old artifacts of release 6?", "", ">Yes", "No"), wait("<No>")), lua53),
		needs(ask("lua-curses-yesno-moved", "lua-curses", curses("yesno"), want(modes.Confirm, "Purge the old artifacts of release 6?", "", "Yes", ">No"),
			wait("<No>"), right, settle), lua53),
		needs(is(modes.Pager, "lua-curses-viewer", "lua-curses", curses("viewer"), wait("q: quit")), lua53),
		needs(is(modes.Pager, "lua-curses-viewer-scrolled", "lua-curses", curses("viewer"), wait("q: quit"),
			step{text: "jjj", expect: "lines 4-", timeout: setSlow}, settle), lua53),

		// python3-termcolor: coloured "? " lines: a yes/no, a keyed
		// choice under what it is about, a line with its default in
		// parentheses (also with text typed), a hidden passphrase (also
		// typed).
		needs(ask("termcolor-confirm", "termcolor", py("confirm"), yesNo("Rotate the signing key now?", "no"), wait("[y/N]")), python),
		needs(ask("termcolor-choice", "termcolor", py("choice"), conflict, wait("[q]uit")), python),
		needs(ask("termcolor-text", "termcolor", py("text"), want(modes.Text, "Release notes title…", "Relay 7"), wait("Release notes")), python),
		needs(ask("termcolor-text-typed", "termcolor", py("text"), want(modes.Text, "Release notes title…", "Relay 7"),
			wait("Release notes"), typing("Relay 7 GA"), settle), python),
		needs(ask("termcolor-password", "termcolor", py("password"), want(modes.Password, "Passphrase for deploy.key:", ""), wait("Passphrase")), python),
		needs(ask("termcolor-password-typed", "termcolor", py("password"), want(modes.Password, "Passphrase for deploy.key:", ""),
			wait("Passphrase"), step{text: "hunter22", secret: true}, settle), python),

		// python3-prettytable: a numbered menu laid out as a table, the
		// question under it with its default in brackets (also with a
		// number typed).
		needs(ask("prettytable-menu", "prettytable", py("menu"), numbered, wait("images? [2]")), python),
		needs(ask("prettytable-menu-typed", "prettytable", py("menu"), numbered, wait("images? [2]"), typing("3"), settle), python),

		// python3-colored: a list picked with the arrow keys, the
		// highlighted entry in reverse video, its keys under it (also
		// moved).
		needs(ask("colored-select", "colored", py("select"), channel(0), wait("enter to pick")), python),
		needs(ask("colored-select-moved", "colored", py("select"), channel(1), wait("enter to pick"), down, settle), python),

		// catmandu repl: Catmandu's Perl shell, its prompt "$ ", also
		// after an expression.
		needs(is(modes.REPL, "catmandu-repl", "catmandu", catmandu, wait("$")), "catmandu"),
		needs(is(modes.REPL, "catmandu-repl-after-expression", "catmandu", catmandu, wait("$"), typed("my $n = 6 * 7", "42")), "catmandu"),
	}
}

// TestModesFiftyfourth drives the fiftyfourth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftyfourth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftyfourth(t *testing.T) { captureSet(t, fiftyfourthDir, fiftyfourthSet()) }
