package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twentyfirstDir holds the twentyfirst set (issue 44, twentyfirst
// round): live cases of prompt and terminal libraries that no other
// test, table, fixture or doc of agentty names, driven by small demo
// scripts, to measure the classifier once as it was on programs nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the library is known to draw (its documentation and source, and
// the demo run by hand in tmux outside agentty) and committed before its
// screen was captured.
const twentyfirstDir = "../testdata/modes-twentyfirst"

// twentyfirstNode runs a script of the twentyfirst set's npm fixture;
// twentyfirstScript one of its Python, Perl or Ruby scripts, with
// Debian's interpreter; twentyfirstGo a program of its Go module.
var (
	twentyfirstNode   = setFixtures("twentyfirst").node
	twentyfirstScript = setFixtures("twentyfirst").script
	twentyfirstGo     = setFixtures("twentyfirst").goProgram
)

// twentyfirstSet is the twentyfirst set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func twentyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	py, perl, ruby := pythonPath, perlPath, "/usr/bin/ruby"
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	demo := func(lib, kind string) opener { return twentyfirstNode("twentyfirst-demo.mjs", lib, kind) }
	prask := func(kind string) opener { return demo("prask", kind) }
	menu := demo("simple-terminal-menu", "select")
	termList := demo("term-list", "select")
	tree := demo("tree-prompt", "select")
	selectLine := demo("select-line", "select")
	listSelect := demo("cli-list-select", "multiselect")
	pressOn := demo("press-to-continue", "enter")
	readcommand := demo("readcommand", "loop")
	grid := twentyfirstGo("hosts-grid")
	configshell := twentyfirstScript(py, "py/twentyfirst_demo.py", "configshell")
	tickit := twentyfirstScript(perl, "pl/twentyfirst_demo.pl", "tickit-console")
	reline := twentyfirstScript(ruby, "rb/twentyfirst_demo.rb", "reline")
	getpass := twentyfirstScript(ruby, "rb/twentyfirst_demo.rb", "getpass")
	curses := twentyfirstScript(ruby, "rb/twentyfirst_demo.rb", "curses")
	stfl := func(kind string) opener { return twentyfirstScript(perl, "pl/twentyfirst_demo.pl", "stfl", kind) }
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const mirrorQ, platforms, noteQ = "Which mirror should serve the images?", "Which platforms should the release build?", "Where should the release note go?"
	mirror := func(question string, highlighted int, more ...string) *modes.Prompt {
		opts := append([]string{"mirror-fra", "mirror-ord", "mirror-nrt"}, more...)
		if highlighted >= 0 {
			opts[highlighted] = ">" + opts[highlighted]
		}
		return want(modes.Select, question, "", opts...)
	}
	targets := want(modes.Multiselect, platforms, "", ">[ ] linux", "[ ] darwin", "[ ] windows")
	ticked := want(modes.Multiselect, platforms, "", "[ ] linux", ">[x] darwin", "[ ] windows")
	return []corpusCase{
		// Full-screen programs: 76creates/stickers' table (a Bubble Tea
		// table of its own; also moved), a Tickit::Console console (also
		// after a command).
		needs(is(modes.TUI, "stickers", "76creates/stickers", grid, wait("relay-sin")), goNeeds...),
		needs(is(modes.TUI, "stickers-moved", "76creates/stickers", grid, wait("relay-sin"), down, settle), goNeeds...),
		needs(is(modes.TUI, "tickit-console", "Tickit::Console", tickit, wait("Relay console")), perl),
		needs(is(modes.TUI, "tickit-console-after-command", "Tickit::Console", tickit, wait("Relay console"), typed("status", "3 targets ready"), settle), perl),

		// REPLs, at their prompt and after a command: readcommand's loop,
		// configshell-fb's shell, Ruby's Reline.
		needs(is(modes.REPL, "readcommand", "readcommand", readcommand, wait("deploy>")), node...),
		needs(is(modes.REPL, "readcommand-after-command", "readcommand", readcommand, wait("deploy>"), typed("status", "3 targets ready"), settle), node...),
		needs(is(modes.REPL, "configshell", "configshell-fb", configshell, wait("/>")), py),
		needs(is(modes.REPL, "configshell-after-command", "configshell-fb", configshell, wait("/>"), typed("status", "3 targets ready"), settle), py),
		needs(is(modes.REPL, "reline", "Reline", reline, wait("vault>")), ruby),
		needs(is(modes.REPL, "reline-after-command", "Reline", reline, wait("vault>"), typed("status", "2 secrets sealed"), settle), ruby),

		// Prompt libraries. JavaScript: prask's string, password,
		// boolean, select (also moved) and multiselect (also ticked).
		needs(ask("prask-text", "prask", prask("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("prask-password", "prask", prask("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
		needs(ask("prask-confirm", "prask", prask("confirm"), want(modes.Confirm, purge, "", ">No", "Yes"), wait("Yes")), node...),
		needs(ask("prask-select", "prask", prask("select"), mirror(mirrorQ, 0), wait("mirror-nrt")), node...),
		needs(ask("prask-select-moved", "prask", prask("select"), mirror(mirrorQ, 1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("prask-multiselect", "prask", prask("multiselect"), targets, wait("windows")), node...),
		needs(ask("prask-multiselect-ticked", "prask", prask("multiselect"), ticked, wait("windows"), down, settle, space, settle), node...),

		// simple-terminal-menu's boxed menu, term-list's list (no
		// question), inquirer-tree-prompt's tree, inquirer-select-line's
		// place for a line, each also moved; cli-list-select's checked
		// list under a printed question (also ticked);
		// inquirer-press-to-continue's line asking for Enter.
		needs(ask("simple-terminal-menu", "simple-terminal-menu", menu, mirror(mirrorQ, 0, "exit"), wait("exit")), node...),
		needs(ask("simple-terminal-menu-moved", "simple-terminal-menu", menu, mirror(mirrorQ, 1, "exit"), wait("exit"), down, settle), node...),
		needs(ask("term-list", "term-list", termList, mirror("…", 0), wait("mirror-nrt")), node...),
		needs(ask("term-list-moved", "term-list", termList, mirror("…", 1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("tree-prompt", "inquirer-tree-prompt", tree,
			want(modes.Select, mirrorQ, "", ">europe", "mirror-fra", "america", "mirror-ord", "asia", "mirror-nrt"), wait("mirror-nrt")), node...),
		needs(ask("tree-prompt-moved", "inquirer-tree-prompt", tree,
			want(modes.Select, mirrorQ, "", "europe", ">mirror-fra", "america", "mirror-ord", "asia", "mirror-nrt"), wait("mirror-nrt"), down, settle), node...),
		needs(ask("select-line", "inquirer-select-line", selectLine,
			want(modes.Select, noteQ, "", ">NEW NOTE", "v7.0 notes", "v6.2 notes", "v6.1 notes"), wait("v6.1 notes")), node...),
		needs(ask("select-line-moved", "inquirer-select-line", selectLine,
			want(modes.Select, noteQ, "", "v7.0 notes", ">NEW NOTE", "v6.2 notes", "v6.1 notes"), wait("v6.1 notes"), down, settle), node...),
		needs(ask("cli-list-select", "cli-list-select", listSelect, targets, wait("windows")), node...),
		needs(ask("cli-list-select-ticked", "cli-list-select", listSelect, ticked, wait("windows"), down, settle, space, settle), node...),
		needs(ask("press-to-continue", "inquirer-press-to-continue", pressOn, pressEnter("Press Enter to publish the release..."), wait("publish the release")), node...),

		// Perl: STFL's forms, a list under a question (its highlighted
		// row in reverse video; also moved) and a field with a default.
		needs(ask("stfl-list", "STFL", stfl("list"), mirror(mirrorQ, 0), wait("mirror-nrt")), perl),
		needs(ask("stfl-list-moved", "STFL", stfl("list"), mirror(mirrorQ, 1), wait("mirror-nrt"), down, settle), perl),
		needs(ask("stfl-input", "STFL", stfl("input"), want(modes.Text, "Name of the release:", "release-7"), wait("release-7")), perl),

		// Ruby: io/console's getpass; a menu drawn with Debian's
		// ruby-curses, its highlighted row in reverse video (also moved).
		needs(ask("io-console-getpass", "io/console", getpass, want(modes.Password, "Vault passphrase:", ""), wait("Vault passphrase")), ruby),
		needs(ask("ruby-curses", "ruby-curses", curses, mirror(mirrorQ, 0), wait("Enter to choose")), ruby),
		needs(ask("ruby-curses-moved", "ruby-curses", curses, mirror(mirrorQ, 1), wait("Enter to choose"), down, settle), ruby),
	}
}

// TestModesTwentyfirst drives the twentyfirst set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/twentyfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesTwentyfirst(t *testing.T) { captureSet(t, twentyfirstDir, twentyfirstSet()) }
