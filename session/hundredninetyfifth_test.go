package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetyfifthDir holds the hundredninetyfifth set (issue 44,
// hundred-and-ninety-fifth round): live cases of programs that imitate
// terminal viewers of a text no file named on their command line gives
// them, programs no other test, table, fixture or doc of agentty names:
// markless (a README viewer), ijq and jiq (JSON explorers over jq
// filters), logss (a log follower splitting its stream into
// containers), critique (a viewer of the working tree's diff) and tere
// (a folder tree explorer), each at first sight, after scrolling or
// moving, with its search or filter typed, and with a help or a dialog
// of its own, to measure the classifier once as it was on programs
// nobody here had looked at. Each case's label (mode, state, and for
// critique's file list its prompt) was written from what the real tool
// is known to draw (its documentation, source and published
// screenshots, and the imitation run by hand in tmux outside agentty)
// and committed before its screen was captured.
const hundredninetyfifthDir = "../testdata/modes-hundredninetyfifth"

// hundredninetyfifthScript runs a mode of the set's Python fixture with
// Debian's interpreter, over a home holding notes.txt and long.txt.
var hundredninetyfifthScript = setFixtures("hundredninetyfifth").script

// hundredninetyfifthSet is the hundredninetyfifth set. Labels say what
// a person reads on the screen.
func hundredninetyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	pg, tui := modes.Pager, modes.TUI
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(mode string) opener {
		return hundredninetyfifthScript(py, "py/hundredninetyfifth_demo.py", mode)
	}
	markless, ijq, jiq := like("markless"), like("ijq"), like("jiq")
	logss, critique, tere := like("logss"), like("critique"), like("tere")
	const marklessUp, ijqUp, jiqUp = "? help │ q quit", "Error", "[jiq]>"
	const logssUp, critiqueUp, tereUp = "?: help", "ctrl+p files", "Esc to exit"
	files := func(highlighted int) *modes.Prompt {
		opts := []string{"src/relay.rs", "src/config.rs", "README.md"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select file", "", opts...)
	}
	picked := key("<ctrl-p>", "Select file")
	return []corpusCase{
		// markless, a README viewer (its contents on the left, the
		// rendered document on the right, a status bar in reverse
		// video): at first sight, a page on, its `Search: ` bar with a
		// word typed, its help window over the document.
		needs(is(pg, "markless-like", "markless-like", markless, wait(marklessUp)), py),
		needs(is(pg, "markless-like-paged", "markless-like", markless, wait(marklessUp), key("<space>", "Line 22/"), settle), py),
		needs(is(pg, "markless-like-search", "markless-like", markless, wait(marklessUp), key("/", "Search:"), typed("install", "Search: install"), settle), py),
		needs(is(pg, "markless-like-help", "markless-like", markless, wait(marklessUp), key("?", "Press any key"), settle), py),

		// ijq, interactive jq (tview): its Input and Output boxes side by
		// side over its Filter field and Error box; at first sight
		// (filter `.`), with `.services[1]` typed, and with the focus
		// tabbed to the output, scrolled down.
		needs(is(pg, "ijq-like", "ijq-like", ijq, wait(ijqUp), settle), py),
		needs(is(pg, "ijq-like-filtered", "ijq-like", ijq, wait(ijqUp), typed("services[1]", ".services[1]"), settle), py),
		needs(is(pg, "ijq-like-output-scrolled", "ijq-like", ijq, wait(ijqUp), settle, step{keys: "<tab>"}, down, down, down, settle), py),

		// jiq, jid over jq's filters: the `[jiq]> .` query on the first
		// row, the JSON under it; at first sight and with `.services`
		// typed.
		needs(is(pg, "jiq-like", "jiq-like", jiq, wait(jiqUp), settle), py),
		needs(is(pg, "jiq-like-query", "jiq-like", jiq, wait(jiqUp), typed("services", ".services"), settle), py),

		// logss, a log follower: its ERROR, WARN and INFO containers,
		// each with its count and latest lines, a key bar in reverse
		// video; at first sight and with its help window open.
		needs(is(pg, "logss-like", "logss-like", logss, wait(logssUp), settle), py),
		needs(is(pg, "logss-like-help", "logss-like", logss, wait(logssUp), key("?", "show this help"), settle), py),

		// critique, the working tree's diff (its rows numbered, added
		// and removed rows coloured): at first sight, a page on, and its
		// `Select file` list of the changed files (also moved down).
		needs(is(pg, "critique-like", "critique-like", critique, wait(critiqueUp), settle), py),
		needs(is(pg, "critique-like-paged", "critique-like", critique, wait(critiqueUp), key("<space>", "src/config.rs"), settle), py),
		needs(ask("critique-like-files", "critique-like", critique, files(0), wait(critiqueUp), picked, settle), py),
		needs(ask("critique-like-files-moved", "critique-like", critique, files(1), wait(critiqueUp), picked, down, settle), py),

		// tere, a folder explorer: the home's entries under its path,
		// the highlighted one in reverse video; at first sight, moved
		// down, with `do` typed to search (its matches counted at the
		// foot), and its help screen.
		needs(is(tui, "tere-like", "tere-like", tere, wait(tereUp), settle), py),
		needs(is(tui, "tere-like-moved", "tere-like", tere, wait(tereUp), down, down, settle), py),
		needs(is(tui, "tere-like-search", "tere-like", tere, wait(tereUp), typed("do", "do: 2 matches"), settle), py),
		needs(is(tui, "tere-like-help", "tere-like", tere, wait(tereUp), key("?", "tere help"), settle), py),
	}
}

// TestModesHundredninetyfifth drives the hundredninetyfifth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetyfifth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredninetyfifth(t *testing.T) {
	captureSet(t, hundredninetyfifthDir, hundredninetyfifthSet())
}
