package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtysixthDir holds the threehundredsixtysixth set (issue
// 44, three-hundred-and-sixty-sixth round): live cases of four pagers and
// document viewers that Debian does not package, imitated by a fixture of
// its own (one script run by Debian's python3), each drawing what the
// program draws at one of its moments (a text paged with its status, a
// search typed at the foot, a table of contents or a page of links, a box
// of its keys, the end of the text, a document opened by its name):
// xvxx's phetch (Rust, termion, a Gopher client: its start page, its help
// menu, its incremental `Find:` typed into, `Go to URL:` typed into, the
// text document it opened, that text's end), jansc's ncgopher (Rust,
// cursive over ncurses, a Gopher and Gemini client: a Gemini page under
// its menu bar, a page on, its `/` search typed into, its box of keys,
// its `Enter gopher or gemini URL:` box typed into, the page's end),
// maharifu's epub (a fork of rupa's Python curses EPUB reader: its table
// of contents, moved, a chapter with its status line, a page on, its last
// page) and piotrmurach's TTY::Pager (Ruby, its BasicPager, as a CLI pages
// its change log on the main screen: four pages, each over `--- Page -N-
// Press enter/return to continue (or q to quit) ---`). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// phetch, xvxx and dvkt (both matched only inside hashes and encoded
// screens), ncgopher, jansc, maharifu, rupa (matched only inside drupal),
// epub (as a word, matched only as the format's name), tty-pager,
// tty::pager, piotrmurach, peter-murach and murach (and, found named and
// left, among others: qman, wiki-tui, treemd, epy, epr, doxx, chawan,
// hygg, streampager, nvimpager, vimpager, mdfried, slit, tdf, baca, mdr,
// mdv, kjv, pypager, fbless, buerg's list, 4dos's list, helppc, sacc,
// bombadillo, amfora, offpunk, telescope, clagrange, vf-1, gopherus's
// maker viste, termpub, nuber, glow, frogmouth, md-tui, isene's viewer and
// the tty toolkit's tty-prompt and tty-reader). Each case's label says
// what a person reads on the screen, written from the fixture run by hand
// in tmux outside agentty at 80x24, and was committed before its screen
// was captured.
const threehundredsixtysixthDir = "../testdata/modes-threehundredsixtysixth"

// threehundredsixtysixthTool runs one tool of the set's script with
// Debian's python3 and the program's own arguments, over a home holding
// notes.txt and long.txt (what each views is held in the script).
func threehundredsixtysixthTool(tool string, args ...string) opener {
	return setFixtures("threehundredsixtysixth").script(pythonPath, "py/threehundredsixtysixth_viewers.py",
		append([]string{tool}, args...)...)
}

// threehundredsixtysixthSet is the threehundredsixtysixth set. Labels say
// what a person reads on the screen: a page or a text shown by a viewer
// that waits for keys to move through it, with its search line open and
// typed into, a box of its keys over it, or at its end, is a pager's (a
// browser's page of links too, as a web page's is); a line or a box
// asking for the address of a document to open, the cursor after what is
// typed, is a text question; a table of contents to choose a section from
// is a select, the section under the cursor its current one; a text
// printed a page at a time over a row asking for a key to go on is a
// pager's.
func threehundredsixtysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	pager := func(name, program string, open opener, steps ...step) corpusCase {
		return needs(is(modes.Pager, name, program, open, steps...), py)
	}

	// phetch-like (xvxx's phetch, `phetch`, on the alternate screen, keys
	// read raw, the cursor hidden): its start page, phetch's name drawn in
	// yellow slashes and bars over `~ * ~`, the links `1. search gopher`,
	// `2. gopherpedia`, `3. gopher lawn`, `4. welcome to gopherspace`, `~ *
	// ~` and `5. show help (ctrl-h)`, `6. show history (ctrl-a)`, `7. show
	// bookmarks (ctrl-b)`, numbers magenta, the first marked by a bold `*`,
	// the last row blank: a pager of the page. h, its help menu `** help
	// topics **` over ten links (keyboard shortcuts … check for updates),
	// the first marked: a pager. /, `Find: ` on the last row, them typed,
	// `Find: them` with the cursor after it and the `*` moved to `7.
	// themes`: its search line, a pager's. From the start page, g, `Go to
	// URL: ` on the last row, the cursor after it, and
	// gopher://tilde.example.org/0/phlog/2026-11-28-ferry.txt typed: a text
	// question asking for the URL to open. Enter, the text document centred
	// (`The Ferry Log, week 48` over its rule and its paragraphs), nothing
	// on the last row: a pager. End, its last lines (`-- written aboard,
	// posted from the library, 28 November 2026`) and blank rows under
	// them: a pager at its end.
	phetch := threehundredsixtysixthTool("phetch")
	ferry := "gopher://tilde.example.org/0/phlog/2026-11-28-ferry.txt"
	atStart := []step{wait("show bookmarks"), settle}
	atHelp := then(atStart, text("h", "help topics"), settle)
	toGoto := then(atStart, text("g", "Go to URL:"), settle, text(ferry, "2026-11-28-ferry.txt"), settle)
	atFerry := then(toGoto, key("<enter>", "The Ferry Log"), settle)

	// ncgopher-like (jansc's ncgopher, `ncgopher
	// gemini://harbour.example.net/tides/log.gmi`, cursive on the alternate
	// screen, its light theme, the cursor hidden): a menu bar ` File
	// History  Bookmarks  Identities  Help`, the URL centred in magenta, the
	// Gemini page as rows (`    #  Harbour Tide Station` on red, its
	// paragraphs indented, `[GEM]  Today's readings` and two more links, `
	// ##  This week`, a table of tide times as `    @` rows), a scroll bar
	// at the right, the URL again on a blue row and ` Commands: Use the
	// arrow keys to move. 'b' for back, 'g' for open URL, 'ESC' for` on the
	// last: a pager of the page. Space, the page a screen on (`##  Spring
	// and neap tides`, its three `*` items, `##  Older notes` and its links):
	// a pager. From the first screen, /, the last row `/` and a field of
	// underscores, spring typed (`/spring____…`, its next cell red): its
	// search line, a pager's. From the first screen, ?, a box over the page
	// holding a table of its keys (`| Key        | Command |`, `| Arrow keys
	// | Move around in the page |` … `| j | Move one line down |`) with its
	// own scroll bar and `<Ok>`: the pager, its help of keys shown. From
	// the first screen, g, a box `┤ Enter gopher or gemini URL: ├` holding
	// a field of underscores and `<Cancel> <Ok>`, and
	// gemini://harbour.example.net/tides/today.gmi typed into it: a text
	// question asking for the URL. From the first screen, End, the page's
	// last rows down to `    >  The sea does not keep office hours. The gauge
	// does.` on red: a pager at its end.
	ncg := threehundredsixtysixthTool("ncgopher", "gemini://harbour.example.net/tides/log.gmi")
	atCapsule := []step{wait("Commands: Use the arrow keys"), settle}

	// epub-like (maharifu's epub, `epub tides.epub`, Python curses on the
	// alternate screen, the keypad set): its table of contents from the
	// top row, `      Notes from the Tide Station` in bold over `    1
	// Cover`, `    2 Preface`, `    3 Chapter 1. Arrival` … `    8 About the
	// Author`, the terminal's cursor at the start of the title's row: a
	// select of the book's eight sections, none current. Down three times,
	// the cursor at the start of `    3 Chapter 1. Arrival`: the select, it
	// current. Tab, the chapter from the top row (two blank rows, `Chapter
	// 1. Arrival`, its paragraphs 80 wide) over its status on the last row
	// `Chapter 1. Arrival ( 3/ 8)` … `Page  1/ 3 ( 48.9%)`, the cursor
	// hidden: a pager of the chapter. PgDn, `Page  2/ 3 ( 97.8%)`: a pager.
	// End, its last line alone over blank rows and `Page  3/ 3 (100.0%)`: a
	// pager at the chapter's end.
	book := threehundredsixtysixthTool("epub", "tides.epub")
	atContents := []step{wait("About the Author"), settle}
	atArrival := then(atContents, key("<down><down><down>", ""), settle)
	atChapter := then(atArrival, key("<tab>", "Page  1/ 3"), settle)
	sections := func(current int) []string {
		names := []string{"Cover", "Preface", "Chapter 1. Arrival", "Chapter 2. The Gauge House",
			"Chapter 3. Spring Tides", "Chapter 4. Winter Readings", "Chapter 5. Departure", "About the Author"}
		opts := make([]string, len(names))
		for i, n := range names {
			o := string(rune('1'+i)) + "|" + n
			if i+1 == current {
				o = ">" + o
			}
			opts[i] = o
		}
		return opts
	}
	contents := "Notes from the Tide Station"

	// tty-pager-like (piotrmurach's TTY::Pager, its BasicPager, as a Ruby
	// CLI pages its change log, `relay changelog`, on the main screen): 22
	// lines of the log (`# Change log`, `## [2.4.0] - 2026-11-20`, `###
	// Added` and its items …), a blank row and `--- Page -1- Press
	// enter/return to continue (or q to quit) ---`, the cursor at the start
	// of the row under it, a key read raw with no echo: a pager. Enter, the
	// next 22 lines over `--- Page -2- …`: a pager. Space, `--- Page -3-
	// …`: a pager. Enter, `--- Page -4- …` under `### Removed`: a pager.
	ttyp := threehundredsixtysixthTool("ttypager", "changelog")
	atPage1 := []step{wait("--- Page -1-"), settle}
	atPage2 := then(atPage1, key("<enter>", "--- Page -2-"), settle)
	atPage3 := then(atPage2, key("<space>", "--- Page -3-"), settle)

	return []corpusCase{
		// phetch-like: its start page, its help menu, its find typed, Go
		// to URL typed, the text opened, its end.
		pager("phetch-like", "phetch-like", phetch, atStart...),
		pager("phetch-like-help", "phetch-like", phetch, atHelp...),
		pager("phetch-like-find", "phetch-like", phetch,
			then(atHelp, text("/", "Find:"), settle, text("them", "Find: them"), settle)...),
		needs(ask("phetch-like-goto", "phetch-like", phetch, want(modes.Text, "Go to URL:", ""), toGoto...), py),
		pager("phetch-like-text", "phetch-like", phetch, atFerry...),
		pager("phetch-like-end", "phetch-like", phetch, then(atFerry, key("<end>", "written aboard"), settle)...),

		// ncgopher-like: a page, a page on, its search typed, its keys,
		// its URL box typed into, the page's end.
		pager("ncgopher-like", "ncgopher-like", ncg, atCapsule...),
		pager("ncgopher-like-paged", "ncgopher-like", ncg, then(atCapsule, text(" ", "Spring and neap tides"), settle)...),
		pager("ncgopher-like-search", "ncgopher-like", ncg,
			then(atCapsule, text("/", "/___"), settle, text("spring", "/spring"), settle)...),
		pager("ncgopher-like-keys", "ncgopher-like", ncg, then(atCapsule, text("?", "Move one line down"), settle)...),
		needs(ask("ncgopher-like-open", "ncgopher-like", ncg, want(modes.Text, "Enter gopher or gemini URL:", ""),
			then(atCapsule, text("g", "Enter gopher or gemini URL:"), settle,
				text("gemini://harbour.example.net/tides/today.gmi", "tides/today.gmi"), settle)...), py),
		pager("ncgopher-like-end", "ncgopher-like", ncg, then(atCapsule, key("<end>", "keep office hours"), settle)...),

		// epub-like: its table of contents, moved, a chapter, a page on,
		// its last page.
		needs(ask("epub-like", "epub-like", book, want(modes.Select, contents, "", sections(0)...), atContents...), py),
		needs(ask("epub-like-moved", "epub-like", book, want(modes.Select, contents, "", sections(3)...), atArrival...), py),
		pager("epub-like-chapter", "epub-like", book, atChapter...),
		pager("epub-like-paged", "epub-like", book, then(atChapter, key("<pgdn>", "Page  2/ 3"), settle)...),
		pager("epub-like-end", "epub-like", book, then(atChapter, key("<end>", "(100.0%)"), settle)...),

		// tty-pager-like: four pages, each over its page break.
		pager("tty-pager-like", "tty-pager-like", ttyp, atPage1...),
		pager("tty-pager-like-page-2", "tty-pager-like", ttyp, atPage2...),
		pager("tty-pager-like-page-3", "tty-pager-like", ttyp, atPage3...),
		pager("tty-pager-like-page-4", "tty-pager-like", ttyp, then(atPage3, key("<enter>", "--- Page -4-"), settle)...),
	}
}

// TestModesThreehundredsixtysixth drives the threehundredsixtysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtysixth(t *testing.T) {
	captureSet(t, threehundredsixtysixthDir, threehundredsixtysixthSet())
}
