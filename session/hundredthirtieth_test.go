package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtiethDir holds the hundredthirtieth set (issue 44,
// hundred-and-thirtieth round): live cases of pagers and text viewers
// imitated by a fixture of its own, each drawing with curses, on the
// alternate screen as the tool it imitates does, a file of its own at
// one of its moments (at its top, a page down, at its end, with its
// search prompt open, with its help screen): a man-page viewer (w3mman,
// mangl), a log viewer (nerdlog), a git-log pager (grv), a JSON viewer
// (jsonui) and a Markdown reader (mdr), none of them named by any other
// test, table, fixture or doc of agentty. Each case's label was written
// from what the imitated tool means to a person, and from running the
// imitation by hand in tmux outside agentty, and committed before its
// screen was captured.
const hundredthirtiethDir = "../testdata/modes-hundredthirtieth"

// hundredthirtiethScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredthirtiethScript = setFixtures("hundredthirtieth").script

// hundredthirtiethSet is the hundredthirtieth set. Labels say what a
// person reads on the screen: a pager, whatever it pages, and the
// question a pager asks as that question.
func hundredthirtiethSet() []corpusCase {
	is, ask, needs, wait := isCase, askCase, needing, waitFor
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(tool string) opener {
		return hundredthirtiethScript(py, "py/hundredthirtieth_demo.py", tool)
	}
	w3mman := like("w3mman")
	mangl := like("mangl")
	nerdlog := like("nerdlog")
	grv := like("grv")
	jsonui := like("jsonui")
	mdr := like("mdr")
	pager := modes.Pager
	const (
		w3mTop   = "Viewing <man ls>"
		manglTop = "ls(1)  line 1/"
		logTop   = "F1 or ? for help"
		grvTop   = "Commits for branch master (1/44)"
		mdrTop   = "README.md"
	)
	return []corpusCase{
		// w3mman's page of ls(1) in w3m (the cursor at its top left,
		// `Viewing <man ls>` on its last row): at its top, a page down
		// (Space), at its end (G), with `Forward: ` open (/), with w3m's
		// help page (H), and its `Do you want to exit w3m? (y/n)` asked
		// on q, a y/n confirm with no default.
		needs(is(pager, "w3mman-like", "w3mman-like", w3mman, wait(w3mTop)), py),
		needs(is(pager, "w3mman-like-page-down", "w3mman-like", w3mman, wait(w3mTop), key("<space>", "with -lt")), py),
		needs(is(pager, "w3mman-like-end", "w3mman-like", w3mman, wait(w3mTop), key("G", "GNU coreutils 9.1")), py),
		needs(is(pager, "w3mman-like-search", "w3mman-like", w3mman, wait(w3mTop), key("/", "Forward:")), py),
		needs(is(pager, "w3mman-like-help", "w3mman-like", w3mman, wait(w3mTop), key("H", "w3m help page")), py),
		needs(ask("w3mman-like-quit", "w3mman-like", w3mman, yesNo("Do you want to exit w3m?", ""), wait(w3mTop), key("q", "exit w3m")), py),

		// mangl's ls(1) (a reverse status row ` ls(1)  line 1/57  40%`):
		// at its top, with `/author` typed at its search row, with its
		// keyboard shortcuts (?).
		needs(is(pager, "mangl-like", "mangl-like", mangl, wait(manglTop)), py),
		needs(is(pager, "mangl-like-search", "mangl-like", mangl, wait(manglTop), key("/", ""), text("author", "/author")), py),
		needs(is(pager, "mangl-like-help", "mangl-like", mangl, wait(manglTop), key("?", "keyboard shortcuts")), py),

		// nerdlog's logs of three hosts under its query row and
		// histogram, the cursor hidden: at its top, at its end (G), with
		// its keys (?).
		needs(is(pager, "nerdlog-like", "nerdlog-like", nerdlog, wait(logTop)), py),
		needs(is(pager, "nerdlog-like-end", "nerdlog-like", nerdlog, wait(logTop), key("G", "41/58")), py),
		needs(is(pager, "nerdlog-like-help", "nerdlog-like", nerdlog, wait(logTop), key("?", "edit the pattern")), py),

		// grv's commits of a branch (a tab row, a reverse status row): at
		// its top, a page down (PgDn), with `/relay` typed at its search
		// row.
		needs(is(pager, "grv-like", "grv-like", grv, wait(grvTop)), py),
		needs(is(pager, "grv-like-page-down", "grv-like", grv, wait(grvTop), key("<pgdn>", "(22/44)")), py),
		needs(is(pager, "grv-like-search", "grv-like", grv, wait(grvTop), key("/", ""), text("relay", "/relay")), py),

		// jsonui's tree of a package.json (its first row highlighted,
		// `root` on a reverse last row): at its top, with its help (h).
		needs(is(pager, "jsonui-like", "jsonui-like", jsonui, wait("root")), py),
		needs(is(pager, "jsonui-like-help", "jsonui-like", jsonui, wait("root"), key("h", "jsonui help")), py),

		// mdr's README.md (headings coloured, a dim `README.md ───  N%`
		// last row): at its top, a page down (PgDn), at its end (G),
		// with its keybindings (?).
		needs(is(pager, "mdr-like", "mdr-like", mdr, wait(mdrTop)), py),
		needs(is(pager, "mdr-like-page-down", "mdr-like", mdr, wait(mdrTop), key("<pgdn>", "70%")), py),
		needs(is(pager, "mdr-like-end", "mdr-like", mdr, wait(mdrTop), key("G", "MIT")), py),
		needs(is(pager, "mdr-like-help", "mdr-like", mdr, wait(mdrTop), key("?", "Keybindings")), py),
	}
}

// TestModesHundredthirtieth drives the hundredthirtieth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredthirtieth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredthirtieth(t *testing.T) {
	captureSet(t, hundredthirtiethDir, hundredthirtiethSet())
}
