package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eightyfourthDir holds the eightyfourth set (issue 44, eighty-fourth
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
const eightyfourthDir = "../testdata/modes-eightyfourth"

// eightyfourthLike runs one of the eightyfourth set's programs, all in
// its Python script.
func eightyfourthLike(name string, args ...string) opener {
	return setFixtures("eightyfourth").script(pythonPath, "py/eightyfourth_demo.py", append([]string{name}, args...)...)
}

// eightyfourthSet is the eightyfourth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func eightyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := eightyfourthLike
	return []corpusCase{
		// An editor: kibi's, notes.txt open (its text, "~" under it, the
		// status bar in reverse video, the message bar of its keys), and
		// after a few letters typed.
		needs(is(modes.Editor, "kibi-like", "kibi-like", like("kibi-like"), wait("Ctrl-Q = quit")), py),
		needs(is(modes.Editor, "kibi-like-after-typing", "kibi-like", like("kibi-like"), wait("Ctrl-Q = quit"), key("relay ", "(modified)"), settle), py),

		// A pager: diff-so-fancy's diff paged by less -FRX as git pages
		// it (":" on its last row), at its top and a page down.
		needs(is(modes.Pager, "diff-so-fancy-like", "diff-so-fancy-like", like("diff-so-fancy-like"), wait("modified: relay/config.go")), py, "less"),
		needs(is(modes.Pager, "diff-so-fancy-like-moved", "diff-so-fancy-like", like("diff-so-fancy-like"), wait("modified: relay/config.go"),
			step{keys: "<pgdn>"}, settle), py, "less"),

		// Full-screen programs: nvtop's GPU monitor; gitu's status (also
		// moved down a line); broot's tree (also moved); lazysql's
		// connections; joshuto's three columns; tuir's subreddit (also
		// moved down a submission).
		needs(is(modes.TUI, "nvtop-like", "nvtop-like", like("nvtop-like"), wait("Save Config")), py),
		needs(is(modes.TUI, "gitu-like", "gitu-like", like("gitu-like"), wait("Recent commits")), py),
		needs(is(modes.TUI, "gitu-like-moved", "gitu-like", like("gitu-like"), wait("Recent commits"), down, settle), py),
		needs(is(modes.TUI, "broot-like", "broot-like", like("broot-like"), wait("a few letters to search")), py),
		needs(is(modes.TUI, "broot-like-moved", "broot-like", like("broot-like"), wait("a few letters to search"), down, settle), py),
		needs(is(modes.TUI, "lazysql-like", "lazysql-like", like("lazysql-like"), wait("[q] Quit")), py),
		needs(is(modes.TUI, "joshuto-like", "joshuto-like", like("joshuto-like"), wait("root@relay")), py),
		needs(is(modes.TUI, "tuir-like", "tuir-like", like("tuir-like"), wait("(not logged in)")), py),
		needs(is(modes.TUI, "tuir-like-moved", "tuir-like", like("tuir-like"), wait("(not logged in)"), down, settle), py),

		// A filter list to pick from: atuin's history search, the newest
		// entry selected over the filter box (also moved up one).
		needs(ask("atuin-like", "atuin-like", like("atuin-like"), want(modes.Select, "…", "", "ls -l", "make", ">git status"), wait("[ GLOBAL ]")), py),
		needs(ask("atuin-like-moved", "atuin-like", like("atuin-like"), want(modes.Select, "…", "", "ls -l", ">make", "git status"),
			wait("[ GLOBAL ]"), step{keys: "<up>"}, settle), py),

		// Questions inside a full-screen program: lazysql's quit modal,
		// Yes focused; joshuto's delete on its bottom line; tuir's page
		// asked for on its bottom line.
		needs(ask("lazysql-like-quit", "lazysql-like", like("lazysql-like"), want(modes.Confirm, "Are you sure you want to quit?", "", ">Yes", "No"),
			wait("[q] Quit"), key("q", "sure you want to quit")), py),
		needs(ask("joshuto-like-delete", "joshuto-like", like("joshuto-like"), yesNo("Delete 1 files?", "yes"),
			wait("root@relay"), key("D", "Delete 1 files")), py),
		needs(ask("tuir-like-prompt", "tuir-like", like("tuir-like"), want(modes.Text, "Enter page: /", ""),
			wait("(not logged in)"), key("/", "Enter page")), py),

		// Questions on lines: atuin login's user name, then its password
		// read with echo off.
		needs(ask("atuin-like-login", "atuin-like", like("atuin-like", "login"), want(modes.Text, "Please enter username:", ""), wait("username")), py),
		needs(ask("atuin-like-login-password", "atuin-like", like("atuin-like", "login"), want(modes.Password, "Please enter password:", ""),
			wait("username"), typed("relay", "password")), py),
	}
}

// TestModesEightyfourth drives the eightyfourth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/eightyfourth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesEightyfourth(t *testing.T) { captureSet(t, eightyfourthDir, eightyfourthSet()) }
