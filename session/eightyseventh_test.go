package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eightyseventhDir holds the eightyseventh set (issue 44, eighty-seventh
// round): live cases of small programs, each drawing what a real tool
// that cannot run here draws at one of its interactive moments (its
// words, layout, colours, reverse video, cursor, screen and echo), named
// after that tool with "-like", of tools that no other test, table,
// fixture or doc of agentty names, to measure the classifier once as it
// was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted
// one) was written from what the real tool is known to draw (its
// documentation, source and published screens, and the fixture run by
// hand outside agentty) and committed before its screen was captured.
const eightyseventhDir = "../testdata/modes-eightyseventh"

// eightyseventhLike runs one of the eightyseventh set's programs, all in
// its Python script.
func eightyseventhLike(name string, args ...string) opener {
	return setFixtures("eightyseventh").script(pythonPath, "py/eightyseventh_demo.py", append([]string{name}, args...)...)
}

// eightyseventhSet is the eightyseventh set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func eightyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := eightyseventhLike
	const id = "0123456789abcdef0123456789abcdef"
	return []corpusCase{
		// A pager: a tldr page paged by less, at its top and a page down.
		needs(is(modes.Pager, "tldr-like", "tldr-like", like("tldr-like"), wait("Archiving utility")), py, "less"),
		needs(is(modes.Pager, "tldr-like-moved", "tldr-like", like("tldr-like"), wait("Archiving utility"), step{keys: "<pgdn>"}, settle), py, "less"),

		// Full-screen programs: zenith's monitor; gobang's databases and
		// records (also moved down the tree); lazyjj's jj log (also
		// moved to the next change); xplr's explorer (also moved);
		// taskell's board (also moved down a card); termusic's player;
		// ikhal's calendar.
		needs(is(modes.TUI, "zenith-like", "zenith-like", like("zenith-like"), wait("Next Section")), py),
		needs(is(modes.TUI, "gobang-like", "gobang-like", like("gobang-like"), wait("Focus connections")), py),
		needs(is(modes.TUI, "gobang-like-moved", "gobang-like", like("gobang-like"), wait("Focus connections"), down, settle), py),
		needs(is(modes.TUI, "lazyjj-like", "lazyjj-like", like("lazyjj-like"), wait("Log for: @")), py),
		needs(is(modes.TUI, "lazyjj-like-moved", "lazyjj-like", like("lazyjj-like"), wait("Log for: @"), down, settle), py),
		needs(is(modes.TUI, "xplr-like", "xplr-like", like("xplr-like"), wait("Input [default]")), py),
		needs(is(modes.TUI, "xplr-like-moved", "xplr-like", like("xplr-like"), wait("Input [default]"), down, settle), py),
		needs(is(modes.TUI, "taskell-like", "taskell-like", like("taskell-like"), wait("Press ? for help")), py),
		needs(is(modes.TUI, "taskell-like-moved", "taskell-like", like("taskell-like"), wait("Press ? for help"), down, settle), py),
		needs(is(modes.TUI, "termusic-like", "termusic-like", like("termusic-like"), wait("Volume: 70")), py),
		needs(is(modes.TUI, "ikhal-like", "ikhal-like", like("ikhal-like"), wait("Release review")), py),

		// A filter list to pick from: mcfly's history search, the best
		// match selected under the empty search (also moved down one).
		needs(ask("mcfly-like", "mcfly-like", like("mcfly-like"), want(modes.Select, "…", "", ">git status", "make", "ls -l"), wait("McFly")), py),
		needs(ask("mcfly-like-moved", "mcfly-like", like("mcfly-like"), want(modes.Select, "…", "", "git status", ">make", "ls -l"),
			wait("McFly"), down, settle), py),

		// Questions inside full-screen programs: termusic's quit box, Yes
		// focused; xplr's rename in its input box, the name in it;
		// ncspot's login dialog, its user name and then its password.
		needs(ask("termusic-like-quit", "termusic-like", like("termusic-like"), want(modes.Confirm, "Are you sure you want to quit termusic?", "", ">Yes", "No"),
			wait("Volume: 70"), key("q", "quit termusic")), py),
		needs(ask("xplr-like-rename", "xplr-like", like("xplr-like"), want(modes.Text, "…", "notes.txt"),
			wait("Input [default]"), key("jjj", "[ notes.txt]"), settle, key("r", "Input [rename]")), py),
		needs(ask("ncspot-like-login", "ncspot-like", like("ncspot-like"), want(modes.Text, "Username", ""), wait("<Login>")), py),
		needs(ask("ncspot-like-password", "ncspot-like", like("ncspot-like"), want(modes.Password, "Password", ""),
			wait("<Login>"), key("alice", "alice"), step{keys: "<tab>"}, settle), py),

		// Questions on lines: spotify-tui's first run, its client's id
		// and then its secret; dstask's remove, asked before it removes.
		needs(ask("spotify-tui-like", "spotify-tui-like", like("spotify-tui-like"), want(modes.Text, "Enter your Client ID:", ""), wait("Client ID:")), py),
		needs(ask("spotify-tui-like-secret", "spotify-tui-like", like("spotify-tui-like"), want(modes.Text, "Enter your Client Secret:", ""),
			wait("Client ID:"), typed(id, "Client Secret:")), py),
		needs(ask("dstask-like", "dstask-like", like("dstask-like"), yesNo("This will delete the task permanently. Continue?", ""), wait("[y/n]")), py),
	}
}

// TestModesEightyseventh drives the eightyseventh set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/eightyseventh. Whether the classifier reads
// them right is that test's measure, not a failure here.
func TestModesEightyseventh(t *testing.T) { captureSet(t, eightyseventhDir, eightyseventhSet()) }
