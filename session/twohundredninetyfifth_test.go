package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetyfifthDir holds the twohundredninetyfifth set (issue 44,
// two-hundred-and-ninety-fifth round): live cases of terminal pagers and
// viewers that cannot run here (not packaged by Debian; from crates.io,
// the Go proxy's source or a library Debian does not ship), imitated by
// a fixture of its own (one script run by Debian's python3 with its
// curses, on the alternate screen, keys read raw a key at a time), each
// drawing what the viewer draws over a document of its kind (its words,
// layout, boxes, colours, reverse video and cursor, from its
// documentation and published screenshots as known): notcurses' tfman
// over a manual page (its structure browser in the lower right corner,
// no status row; paged; the browser hidden), mdterm over a Markdown
// README (its status bar; paged; at the end; its search row typed into;
// its help; its table of contents), goreader over an EPUB chapter (no
// status row at all; paged; the next chapter), logana over a log (its
// title and status bars; its include-filter line, empty and typed into;
// the filter applied; its search row typed into) and tbr over a
// plain-text book (its status bar; paged; its search row typed into; its
// goto-line box typed into; its chapter dialog). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// each was grepped with `git grep -il` before it was chosen (tfman,
// notcurses, dankamongmen, Nick Black; mdterm, bahdotsh; goreader,
// taylorskalyo; logana; tbr and its maker zangloo — tbr is matched
// here only inside other words, JetBrains, atBrowsr, firstBracket and
// hashes of lockfiles). Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const twohundredninetyfifthDir = "../testdata/modes-twohundredninetyfifth"

// twohundredninetyfifthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredninetyfifthScript = setFixtures("twohundredninetyfifth").script

// twohundredninetyfifthSet is the twohundredninetyfifth set. Labels say
// what a person reads on the screen: a pager for a document shown to be
// read a page at a time, with or without a status row, at its end, with
// its help over it or its bare search row (`/word`) typed into; a text
// question for a line or box of the viewer's own that asks for a value
// by name (a filter, a line to go to), no default; a select for a box of
// entries whose highlighted one Enter jumps to (its title the question).
func twohundredninetyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	pager := modes.Pager
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredninetyfifthScript(py, "py/twohundredninetyfifth_viewers.py", tool)
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// tfman-like (notcurses' tfman on a manual page, tally(1); the
	// alternate screen, the cursor hidden, no status row): the page with
	// its bold header and section names, options in cyan, and its
	// structure browser, a grey box of the page's sections in the lower
	// right corner with the current one in reverse video (a pager); f, a
	// page on, the page's end (a pager); s, the browser hidden, only the
	// page (a pager).
	tfman := like("tfman")
	atTfman := []step{wait("General Commands Manual"), settle}

	// mdterm-like (mdterm on a README; the alternate screen): headings in
	// colour after `█` and `▌`, bullets, a boxed code block and a table,
	// over a cyan status bar ` README.md │ § Tally ... 0%  ? help` (a
	// pager); Space, a page on (`§ Remote ledgers`, a pager); G, the end
	// (`100%`, a pager); `/retry` typed on the bottom row in place of the
	// status bar, the cursor after it (a pager); `?`, a box `Keybindings`
	// of twelve keys over the page and `press any key to close` (a
	// pager); o, a box `Table of Contents` of eight headings, the first
	// after `▸` in reverse video (a select).
	mdterm := like("mdterm")
	atMdterm := []step{wait("? help"), settle}
	headings := []string{"Tally", "Installation", "Quick start", "Remote ledgers", "Configuration", "Exit status", "Contributing", "Licence"}

	// goreader-like (goreader on an EPUB's chapter; the alternate screen,
	// the cursor hidden, no status row nor any chrome): the chapter's
	// bold title `I. THE HARBOUR` over its paragraphs (a pager); f, a
	// page on, the chapter's end (a pager); L, the next chapter `II. THE
	// LIGHT ON THE NESS`, one paragraph over empty rows (a pager).
	goreader := like("goreader")
	atGoreader := []step{wait("I. THE HARBOUR"), settle}

	// logana-like (logana on app.log; the alternate screen): a magenta
	// title bar ` logana │ app.log │ logfmt │ 240 lines`, log lines with
	// their levels in colour, the first in reverse video, and a status
	// bar ` NORMAL │ app.log │ line 1/240 │ i include  o exclude  /
	// search  ? help` (a pager of the log); i, the status bar says
	// FILTER and the last row `Include filter: ` waits, the cursor after
	// it (a text question, no default), also with timeout typed; Enter,
	// the title `│ include: timeout` over the 18 matching lines and `line
	// 1/18 (filtered)` (a pager); `/refused` typed on the last row under
	// a SEARCH status bar (a pager).
	logana := like("logana")
	atLogana := []step{wait("NORMAL"), settle}
	include := want(modes.Text, "Include filter:", "")
	toInclude := then(atLogana, key("i", "Include filter:"), settle)

	// tbr-like (tbr on a plain-text book, kesting.txt; the alternate
	// screen): chapters' titles bold yellow over indented paragraphs and
	// a reverse-video status bar ` kesting.txt │ Chapter 1  The Harbour
	// │ line 1/183` (a pager); Space, a page on (`line 24/183`, a pager);
	// `/Maren` typed on the bottom row in place of the status bar (a
	// pager); g, a box `Goto line` over the page with 120 typed in it,
	// the cursor after it (a text question, no default); c, a box `Select
	// chapter` of six chapters, the current first in reverse video (a
	// select).
	tbr := like("tbr")
	atTbr := []step{wait("line 1/183"), settle}
	chapters := []string{"Chapter 1  The Harbour", "Chapter 2  The Light on the Ness", "Chapter 3  The Keeper's Log",
		"Chapter 4  Winter Stores", "Chapter 5  The Storm", "Chapter 6  What the Sea Kept"}

	return []corpusCase{
		// tfman-like: the page and its structure browser, paged, the
		// browser hidden.
		needs(is(pager, "tfman-like", "tfman-like", tfman, atTfman...), py),
		needs(is(pager, "tfman-like-paged", "tfman-like", tfman, then(atTfman, key("f", "household.ledger"), settle)...), py),
		needs(is(pager, "tfman-like-no-browser", "tfman-like", tfman, then(atTfman, key("s", ""), settle)...), py),

		// mdterm-like: the README, paged, at its end, searching, its
		// help, its table of contents.
		needs(is(pager, "mdterm-like", "mdterm-like", mdterm, atMdterm...), py),
		needs(is(pager, "mdterm-like-paged", "mdterm-like", mdterm, then(atMdterm, key(" ", "Remote ledgers"), settle)...), py),
		needs(is(pager, "mdterm-like-end", "mdterm-like", mdterm, then(atMdterm, key("G", "100%"), settle)...), py),
		needs(is(pager, "mdterm-like-search", "mdterm-like", mdterm, then(atMdterm, text("/retry", "/retry"), settle)...), py),
		needs(is(pager, "mdterm-like-help", "mdterm-like", mdterm, then(atMdterm, key("?", "press any key to close"), settle)...), py),
		needs(ask("mdterm-like-toc", "mdterm-like", mdterm, pick("Table of Contents", 0, headings...),
			then(atMdterm, key("o", "Table of Contents"), settle)...), py),

		// goreader-like: the chapter, paged, the next chapter.
		needs(is(pager, "goreader-like", "goreader-like", goreader, atGoreader...), py),
		needs(is(pager, "goreader-like-paged", "goreader-like", goreader, then(atGoreader, key("f", "all the way down"), settle)...), py),
		needs(is(pager, "goreader-like-next-chapter", "goreader-like", goreader, then(atGoreader, key("L", "THE LIGHT ON THE NESS"), settle)...), py),

		// logana-like: the log, its include-filter line (empty and
		// typed into), filtered, searching.
		needs(is(pager, "logana-like", "logana-like", logana, atLogana...), py),
		needs(ask("logana-like-include", "logana-like", logana, include, toInclude...), py),
		needs(ask("logana-like-include-typed", "logana-like", logana, include,
			then(toInclude, text("timeout", "filter: timeout"), settle)...), py),
		needs(is(pager, "logana-like-filtered", "logana-like", logana,
			then(toInclude, text("timeout", "filter: timeout"), key("<enter>", "(filtered)"), settle)...), py),
		needs(is(pager, "logana-like-search", "logana-like", logana, then(atLogana, text("/refused", "/refused"), settle)...), py),

		// tbr-like: the book, paged, searching, a line to go to, its
		// chapters.
		needs(is(pager, "tbr-like", "tbr-like", tbr, atTbr...), py),
		needs(is(pager, "tbr-like-paged", "tbr-like", tbr, then(atTbr, key(" ", "line 24/183"), settle)...), py),
		needs(is(pager, "tbr-like-search", "tbr-like", tbr, then(atTbr, text("/Maren", "/Maren"), settle)...), py),
		needs(ask("tbr-like-goto", "tbr-like", tbr, want(modes.Text, "Goto line", ""),
			then(atTbr, key("g", "Goto line"), text("120", "120"), settle)...), py),
		needs(ask("tbr-like-chapters", "tbr-like", tbr, pick("Select chapter", 0, chapters...),
			then(atTbr, key("c", "Select chapter"), settle)...), py),
	}
}

// TestModesTwohundredninetyfifth drives the twohundredninetyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredninetyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredninetyfifth(t *testing.T) {
	captureSet(t, twohundredninetyfifthDir, twohundredninetyfifthSet())
}
