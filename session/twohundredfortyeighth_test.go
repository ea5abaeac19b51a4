package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortyeighthDir holds the twohundredfortyeighth set (issue
// 44, two-hundred-and-forty-eighth round): live cases of full-screen
// terminal viewers and browsers that cannot run here, imitated by a
// fixture of its own (Debian's python3; curses on the alternate screen
// for six, termios on the main screen for the one paged by more), each
// drawing what the real program draws at one of its moments (its words,
// layout, title bar, status line or none, colours, reverse video, cursor
// and terminal modes, from its documentation and published screenshots):
// ZTree Win's file viewer (a text file, paged, as a hex dump, its SEARCH
// for: question at the foot, a match found), IBM BookManager READ/MVS's
// topic of a book (paged forward, a search typed on its command line and
// its hits), HelpPC 2.10's reference page (only a title bar; paged, its
// box of keys over it), Paradox 4.5 for DOS viewing a table (moved two
// records, its Zoom asking a value, also typed, the record found),
// tuifeed's panes of feeds and articles (moved, an article read in a view
// of its own), process-compose's log pane under its processes (a find
// line typed at its foot, the log filtered, its box of shortcuts) and
// `git icdiff`'s two columns paged by more (`--More--(N%)`, the next
// screenful, a /pattern typed on the last row, skipped to it). None of
// them is named by any other test, table, fixture or doc of agentty.
// Each case's label says what a person reads on the screen, written from
// the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredfortyeighthDir = "../testdata/modes-twohundredfortyeighth"

// twohundredfortyeighthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredfortyeighthScript = setFixtures("twohundredfortyeighth").script

// twohundredfortyeighthSet is the twohundredfortyeighth set. Labels say
// what a person reads on the screen: pager for a text, a book, a page, a
// table or a diff being read (its search or command line being typed
// included, a box of keys over it too), tui for a screen of panes, the
// prompt of a question asked on its own row: its words.
func twohundredfortyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredfortyeighthScript(py, "py/twohundredfortyeighth_view.py", tool)
	}
	ztree := like("ztree")
	book := like("bookmanager")
	helppc := like("helppc")
	paradox := like("paradox")
	feed := like("tuifeed")
	pc := like("process-compose")
	icdiff := like("icdiff")

	ztreeUp := wait("Line: 1 of 76")
	ztreeSearch := []step{ztreeUp, key("s", "SEARCH for:"), text("timeout", "SEARCH for: timeout"), settle}
	bookUp := wait("TOPIC 2.3 LINE 1 OF 41")
	helpUp := wait("Quick Reference")
	paradoxUp := wait("Record 1 of 15")
	zoom := []step{paradoxUp, key("<ctrl-z>", "Value:"), settle}
	value := want(modes.Text, "Value:", "")
	feedUp := wait("Articles")
	pcUp := wait("Logs: relay")
	pcFind := []step{pcUp, key("<ctrl-f>", "Find:"), text("floor-b", "Find: floor-b"), settle}
	moreUp := wait("--More--(22%)")
	return []corpusCase{
		// ztree-like (ZTree Win's viewer, V on a file; curses on the
		// alternate screen, white on blue, the cursor hidden): `Path:
		// C:\RELAY` and the date on the top row, `FILE: README.TXT
		// Size: 2,664 Line: 1 of 76 ASCII` under it, a double rule, the
		// text, then `VIEW Ascii Dump Format Gather Hex Mask Search
		// Unwrap Wordstar` (each first letter bright yellow) and a row
		// of keys (a pager, at first and paged to line 20); H shows a
		// hex dump (offsets, sixteen bytes, their characters; `Offset:
		// 000000 HEX`, a pager); S asks `SEARCH for: ` at the foot over
		// `enter search string ◄─┘ ok F1 help ESC cancel` (a text
		// question, typed into); Enter finds it, `Line: 24 of 76`, the
		// match on yellow (a pager).
		needs(is(modes.Pager, "ztree-like", "ztree-like", ztree, ztreeUp, settle), py),
		needs(is(modes.Pager, "ztree-like-paged", "ztree-like", ztree, ztreeUp, key("<pgdn>", "Line: 20 of 76"), settle), py),
		needs(is(modes.Pager, "ztree-like-hex", "ztree-like", ztree, ztreeUp, key("h", "Offset: 000000"), settle), py),
		needs(ask("ztree-like-search", "ztree-like", ztree, want(modes.Text, "SEARCH for:", ""), ztreeSearch...), py),
		needs(is(modes.Pager, "ztree-like-found", "ztree-like", ztree, then(ztreeSearch, key("<enter>", "Line: 24 of 76"), settle)...), py),

		// bookmanager-like (IBM BookManager READ/MVS; a 3270 screen in
		// curses, green and turquoise on black, the cursor on the
		// command line): an action bar, `BOOK: EQQRLY01 Relay
		// Operator's Guide` with `TOPIC 2.3 LINE 1 OF 41` at the right,
		// `Command ===> ____` and `Scroll ===> PAGE`, the topic's text,
		// two rows of PF keys `F1=Help … F8=Fwd … F12=Cancel` (a pager,
		// at first and after F8: LINE 17); `search timeout` typed on the
		// command line (still the pager); entered, `3 SEARCH HITS FOR
		// TIMEOUT` at the right and each hit in reverse video (a pager).
		needs(is(modes.Pager, "bookmanager-like", "bookmanager-like", book, bookUp, settle), py),
		needs(is(modes.Pager, "bookmanager-like-forward", "bookmanager-like", book, bookUp, key("<f8>", "LINE 17 OF 41"), settle), py),
		needs(is(modes.Pager, "bookmanager-like-search-typed", "bookmanager-like", book, bookUp,
			text("search timeout", "search timeout_"), settle), py),
		needs(is(modes.Pager, "bookmanager-like-hits", "bookmanager-like", book, bookUp, typed("search timeout", "SEARCH HITS"), settle), py),

		// helppc-like (HelpPC 2.10, David Jurgens' reference; curses,
		// white on blue, the cursor hidden): only a title bar, `HelpPC
		// 2.10  INT 10 - Video BIOS Services  Quick Reference Util` in
		// black on cyan, the page in a double frame, its links in
		// yellow, no status line (a pager, at first and paged down to
		// its end); F1 opens a `Keys` box of its keys over the page (a
		// pager under a help box).
		needs(is(modes.Pager, "helppc-like", "helppc-like", helppc, helpUp, settle), py),
		needs(is(modes.Pager, "helppc-like-paged", "helppc-like", helppc, helpUp, key("<pgdn>", "explicitly returned"), settle), py),
		needs(is(modes.Pager, "helppc-like-keys", "helppc-like", helppc, helpUp, key("<f1>", "leave HelpPC"), settle), py),

		// paradox-like (Paradox 4.5 for DOS viewing a table; curses,
		// the cursor in the current field): `Viewing Customer table:
		// Record 1 of 15` on the top row and `Main` at its right, the
		// table in a double-line frame (CUSTOMER, Cust ID, Name,
		// Street, City), the current field in reverse video (a pager, at
		// first and two records down: Record 3); Ctrl-Z (Zoom) asks
		// `Value: ` on the top row over `Enter value or pattern to
		// search for in the Name field, then press ◄─┘.` (a text
		// question, at first and typed into); entered, Record 9 of 15,
		// Marmot Divers' name in reverse video (a pager).
		needs(is(modes.Pager, "paradox-like", "paradox-like", paradox, paradoxUp, settle), py),
		needs(is(modes.Pager, "paradox-like-moved", "paradox-like", paradox, paradoxUp, step{keys: "<down>"},
			key("<down>", "Record 3 of 15"), settle), py),
		needs(ask("paradox-like-zoom", "paradox-like", paradox, value, zoom...), py),
		needs(ask("paradox-like-zoom-typed", "paradox-like", paradox, value, then(zoom, text("marm", "Value: marm"), settle)...), py),
		needs(is(modes.Pager, "paradox-like-found", "paradox-like", paradox, then(zoom, typed("marm", "Record 9 of 15"), settle)...), py),

		// tuifeed-like (tuifeed, a feed reader; curses on the alternate
		// screen, the cursor hidden): a `Feeds` box (`> Relay releases`
		// in cyan), an `Articles` box of five titles and dates, the
		// first in black on cyan, the article's summary in a box under
		// them titled with it, its keys on the bottom row (a TUI, at
		// first and moved to the second article); Enter on the first
		// opens it in a view of its own: a box titled with the feed, its
		// title in yellow, Date, Author, Link, the text, `<ESC> go back
		// <↑/↓> scroll …` (a pager: the message being read).
		needs(is(modes.TUI, "tuifeed-like", "tuifeed-like", feed, feedUp, settle), py),
		needs(is(modes.TUI, "tuifeed-like-moved", "tuifeed-like", feed, feedUp, key("<down>", "Floor B's relay held"), settle), py),
		needs(is(modes.Pager, "tuifeed-like-article", "tuifeed-like", feed, feedUp, key("<enter>", "Link:"), settle), py),

		// process-compose-like (process-compose's TUI; curses on the
		// alternate screen, the cursor hidden): `Process Compose 🔥
		// v1.40.1`, its host and counts, a table of three processes (the
		// relay's row in black on cyan), a `Logs: relay [follow]` box of
		// its log (WARN lines yellow, ERROR red), its keys on the bottom
		// row (a TUI); Ctrl-F opens `Find: ` at the log's foot, typed
		// into (the TUI); entered, `Logs: relay (filter: floor-b)` and
		// only the three lines found, the word on yellow (the TUI); F1
		// then a `Shortcuts` box of twelve keys over it (the TUI).
		needs(is(modes.TUI, "process-compose-like", "process-compose-like", pc, pcUp, settle), py),
		needs(is(modes.TUI, "process-compose-like-find", "process-compose-like", pc, pcFind...), py),
		needs(is(modes.TUI, "process-compose-like-filtered", "process-compose-like", pc,
			then(pcFind, key("<enter>", "(filter: floor-b)"), settle)...), py),
		needs(is(modes.TUI, "process-compose-like-help", "process-compose-like", pc,
			then(pcFind, key("<enter>", "(filter: floor-b)"), key("<f1>", "Shortcuts"), settle)...), py),

		// icdiff-like (`git icdiff` paged by more on the main screen,
		// keys read one at a time, not echoed): commits, each file's
		// name over two columns, old at the left and new at the right
		// with line numbers in yellow, changed lines red at the left and
		// green at the right, `--More--(22%)` in reverse video on the
		// last row (a pager); space shows the next screenful (49%); `/`
		// then `busy` typed on that row (the pager); entered,
		// `...skipping` and the screenful from the match, `--More--(84%)`
		// (a pager).
		needs(is(modes.Pager, "icdiff-like", "icdiff-like", icdiff, moreUp, settle), py),
		needs(is(modes.Pager, "icdiff-like-next", "icdiff-like", icdiff, moreUp, key("<space>", "--More--(49%)"), settle), py),
		needs(is(modes.Pager, "icdiff-like-search", "icdiff-like", icdiff, moreUp, key("<space>", "--More--(49%)"),
			key("/", ""), text("busy", "/busy"), settle), py),
		needs(is(modes.Pager, "icdiff-like-found", "icdiff-like", icdiff, moreUp, key("<space>", "--More--(49%)"),
			key("/", ""), typed("busy", "--More--(84%)"), settle), py),
	}
}

// TestModesTwohundredfortyeighth drives the twohundredfortyeighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfortyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfortyeighth(t *testing.T) {
	captureSet(t, twohundredfortyeighthDir, twohundredfortyeighthSet())
}
