package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthDir holds the threehundredth set (issue 44, three-
// hundredth round): live cases of read-only viewers that cannot run here
// (a Rust document reader, a Go e-book pager, a Rust log viewer and a
// Rust interactive blame, none of them a Debian package), imitated by a
// fixture of its own (Debian's python3 and its curses, keys read one at
// a time, raw and not echoed), each drawing what the real program draws
// at its moments (its words, layout, rules, boxes, colours, reverse
// video and cursor, from its documentation, source and screenshots as
// known): kruserr's hygg reading a document (a justified page, moved,
// at its end, its search and command lines, a match found), TLINDEN's
// epuppy reading an e-book (its title and percentage boxes, moved, at
// its end, its help rows, its UI hidden), davidmoreno's tailtales (`tt`)
// on a log (its current line and status bar, at its end, its search and
// filter lines, filtered) and kojiishi's git-iblame on a Go file (its
// annotated lines, moved a commit down, its help, a line number typed,
// jumped there, the commit shown). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty: `git grep
// -il` found nothing for hygg, kruserr, epuppy, TLINDEN, "von Dein",
// tailtales, davidmoreno, git-iblame, iblame and kojiishi (tailtales'
// executable `tt` is two letters, matched inside other words, and is not
// used as a name). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const threehundredthDir = "../testdata/modes-threehundredth"

// threehundredthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredthScript = setFixtures("threehundredth").script

// threehundredthSet is the threehundredth set. Labels say what a person
// reads on the screen: a viewer of a document, a book, a log or a file's
// blame that only shows and moves is a pager, waiting for keys, also
// with its search, filter, command or line-number line being typed at
// its foot and with its page of keys shown.
func threehundredthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return threehundredthScript(py, "py/threehundredth_viewers.py", tool)
	}
	pager := func(name, program string, open opener, steps ...step) corpusCase {
		return needs(is(modes.Pager, name, program, open, steps...), py)
	}

	// hygg-like (kruserr's hygg, a vim-like document reader; the
	// alternate screen): a document's text justified in a centred
	// column, `Chapter 1. The Green Ledger` at the top, the cursor at the
	// first line, `0%` at the right of the row above the last (a pager);
	// PgDn, `12%`; G, its last lines and `88%`; `/schooner` typed on the
	// last row, the cursor after it; Enter, the match highlighted yellow
	// and `14%`; `:120` typed on the last row (each a pager).
	hygg := like("hygg")
	atHygg := []step{wait("Chapter 1. The Green Ledger"), settle}

	// epuppy-like (TLINDEN's epuppy, an EPUB reader built on a bubbletea
	// viewport; the alternate screen, the cursor hidden): the book's
	// title in a rounded box joined to a rule, the chapter's text wrapped
	// to the width, a rule joined to a box `  0%` at the foot (a pager);
	// f, `67%`; f five times more, ` 100%`; ? pressed, its help rows
	// (`↑ move up`, `↓ move down`, `← decrease text width`, `→ increase
	// text width`, `? toggle help`, `q quit`, `h toggle ui`) under the
	// foot box, the title box scrolled off the top; h pressed instead,
	// the text alone, no title nor percentage (each a pager).
	epuppy := like("epuppy")
	atBook := []step{wait("The Harbour Ledger"), settle}

	// tailtales-like (davidmoreno's tailtales, `tt svc.log`, a TUI log
	// viewer; the alternate screen): log lines, a timestamp dim, the
	// level coloured, the service cyan, the first line reversed as the
	// current one, and a reversed status bar ` svc.log` ... `1/480` (a
	// pager); G, the last line current, `480/480`; `/` and `timeout`
	// typed, `Search: timeout` bold on the last row; `f` and `ERROR`
	// typed, `Filter: ERROR`; Enter, only the ERROR lines and ` svc.log
	// filter: ERROR` ... `1/69` (each a pager).
	tt := like("tailtales")
	atLog := []step{wait("svc.log"), settle}
	toFilter := then(atLog, key("f", "Filter:"), text("ERROR", "Filter: ERROR"), settle)

	// git-iblame-like (kojiishi's git-iblame on
	// internal/ledger/retry.go; the alternate screen): annotated lines
	// like git blame's (the hash yellow, author and date cyan, the line
	// number dim, the source), the current line reversed, a reversed
	// status row `1/46 3f9c1e2a Dana Okafor ledger: first cut of the
	// client` (a pager); down twice, moved to the next commit's lines
	// and back (line 23); h, a page `Commands` of keys and what they do
	// over a reversed `Press any key to continue`; `31` typed, `Line:
	// 31` on the last row, the cursor after it; Enter, line 31 current;
	// s there, the commit (`commit e2a8f6d3…`, Author, Date, message)
	// and its diff, red and green, over a reversed `e2a8f6d3  q: back`
	// (each a pager).
	iblame := like("git-iblame")
	atBlame := []step{wait("first cut of the client"), settle}
	toLine := then(atBlame, text("31", "Line: 31"), settle)
	atLine := then(toLine, key("<enter>", "31/46"), settle)

	return []corpusCase{
		// hygg-like: a page, moved, at the end, its search typed, a
		// match found, its command line.
		pager("hygg-like", "hygg-like", hygg, atHygg...),
		pager("hygg-like-moved", "hygg-like", hygg, then(atHygg, key("<pgdn>", "12%"), settle)...),
		pager("hygg-like-end", "hygg-like", hygg, then(atHygg, key("G", "88%"), settle)...),
		pager("hygg-like-search", "hygg-like", hygg, then(atHygg, text("/schooner", "/schooner"), settle)...),
		pager("hygg-like-found", "hygg-like", hygg, then(atHygg, text("/schooner", "/schooner"), key("<enter>", "14%"), settle)...),
		pager("hygg-like-command", "hygg-like", hygg, then(atHygg, text(":120", ":120"), settle)...),

		// epuppy-like: a page, moved, at the end, its help, its UI
		// hidden.
		pager("epuppy-like", "epuppy-like", epuppy, atBook...),
		pager("epuppy-like-moved", "epuppy-like", epuppy, then(atBook, key("f", "67%"), settle)...),
		pager("epuppy-like-end", "epuppy-like", epuppy, then(atBook, key("f", "67%"), text("fffff", "100%"), settle)...),
		pager("epuppy-like-help", "epuppy-like", epuppy, then(atBook, key("?", "toggle ui"), settle)...),
		pager("epuppy-like-bare", "epuppy-like", epuppy, then(atBook, key("f", "67%"), key("h", ""), settle)...),

		// tailtales-like: the log, at its end, its search typed, its
		// filter typed, filtered.
		pager("tailtales-like", "tailtales-like", tt, atLog...),
		pager("tailtales-like-end", "tailtales-like", tt, then(atLog, key("G", "480/480"), settle)...),
		pager("tailtales-like-search", "tailtales-like", tt, then(atLog, key("/", "Search:"), text("timeout", "Search: timeout"), settle)...),
		pager("tailtales-like-filter", "tailtales-like", tt, toFilter...),
		pager("tailtales-like-filtered", "tailtales-like", tt, then(toFilter, key("<enter>", "filter: ERROR"), settle)...),

		// git-iblame-like: the blame, moved, its help, a line number
		// typed, jumped there, the commit shown.
		pager("git-iblame-like", "git-iblame-like", iblame, atBlame...),
		pager("git-iblame-like-moved", "git-iblame-like", iblame, then(atBlame, down, settle, down, wait("23/46"), settle)...),
		pager("git-iblame-like-help", "git-iblame-like", iblame, then(atBlame, key("h", "Press any key to continue"), settle)...),
		pager("git-iblame-like-line", "git-iblame-like", iblame, toLine...),
		pager("git-iblame-like-jumped", "git-iblame-like", iblame, atLine...),
		pager("git-iblame-like-commit", "git-iblame-like", iblame, then(atLine, key("s", "q: back"), settle)...),
	}
}

// TestModesThreehundredth drives the threehundredth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredth(t *testing.T) {
	captureSet(t, threehundredthDir, threehundredthSet())
}
