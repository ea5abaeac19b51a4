package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfiftyninthDir holds the twohundredfiftyninth set (issue 44,
// two-hundred-and-fifty-ninth round): live cases of full-screen terminal
// editors, viewers and notes apps of today that cannot run here (none is
// packaged by Debian; they come from PyPI or crates.io, out of reach
// here, and want a Simplenote account or a wiki online), imitated by a
// fixture of its own (Debian's python3 and its curses, on the alternate
// screen, keys read one at a time, raw and not echoed), each drawing what
// the real program draws at its moments (its words, layout, colours,
// reverse video and cursor, from its documentation, source and published
// screenshots): tui-journal (its Journals list framed beside the entry's
// Content, its editor in insert mode typed into, its unsaved-changes box,
// its fuzzy finder narrowed as typed), scm-record's diff editor (files,
// sections and lines with their checkboxes, one toggled, its Quit box and
// its two buttons), wikicurses (an article, paged, its Open: field typed
// into, its Table of Contents box, moved), browsr (its directory tree
// beside a Markdown, CSV or JSON preview, its command palette narrowed as
// typed) and sncli (its list of notes, moved, a note shown, its `Search (
// gstyle ): ` line typed into). None of them is named by any other test,
// table, fixture or doc of agentty. Each case's label says what a person
// reads on the screen, written from the fixture run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const twohundredfiftyninthDir = "../testdata/modes-twohundredfiftyninth"

// twohundredfiftyninthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredfiftyninthScript = setFixtures("twohundredfiftyninth").script

// twohundredfiftyninthSet is the twohundredfiftyninth set. Labels say
// what a person reads on the screen: tui for a screen of panes and lists
// waiting for keys (an app's own finder or command palette included, as
// an editor's are its editor), editor for a buffer typed into, pager for
// an article or a note shown to be read; a question for a box or a line
// that asks (its words, without the brackets of its keys), a select for a
// box of entries whose highlighted one Enter picks (its title as the
// question).
func twohundredfiftyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	tui, pager := modes.TUI, modes.Pager
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredfiftyninthScript(py, "py/twohundredfiftyninth_tui.py", tool)
	}
	journal := like("tjournal")
	record := like("scm-record")
	wiki := like("wikicurses")
	browsr := like("browsr")
	sncli := like("sncli")

	// tjournal-like (tui-journal): `Journals` framed (rounded, yellow
	// when focused) beside `Content`, five entries of a title and a
	// date with tags, the selected one in reverse video, its text on the
	// right, its keys on the last row (`q Quit  ? Help  n New  Tab Cycle
	// …  F Fuzzy find`), the cursor hidden: at first and moved to
	// Groceries (tui); Tab and i, `Content - Insert` in the frame's
	// title, `Bring the card. ` typed before `- oat milk` (`Content -
	// Insert *`, the cursor after it; an editor); Esc and Tab, a box
	// `Unsaved changes` asking `Do you want to save the changes on the`
	// / `current journal?` over `(Y)es  (N)o  (C)ancel` (a confirm of the
	// three keys, no default); F, a box `Fuzzy Find` with `> ` and the
	// cursor after it over the five titles, the first in reverse video,
	// `5/5` at its foot, at first and with gro typed (`1/5`, Groceries
	// alone): the app's own finder (tui).
	atJournal := []step{wait("F Fuzzy find")}
	journalTyped := then(atJournal, key("<down>", "oat milk"), key("<tab>", "Content - Normal"),
		key("i", "Content - Insert"), text("Bring the card. ", "Bring the card."))
	journalFind := then(atJournal, key("F", "Fuzzy Find"))

	// scm-record-like (scm-record's diff editor, scm-diff-editor): a
	// menu bar `File   Edit   Select   View` in reverse video over three
	// files, their sections (`Section 1/2`) and their lines, each with a
	// checkbox `[●]` (a file or section part-checked `[◐]`), removed
	// lines red, added green, the focused row in reverse video, the
	// cursor hidden: at first, and moved down twice with Space (`[ ] -
	// let attempts = 3;`, tui); q, a box ` Quit ` over them, `You have
	// changes to 1 file. Are you sure you want` / `to quit?` over
	// `[Go Back]  [Quit]`, Go Back in reverse video (a confirm of the two
	// buttons), and after Tab, Quit in reverse video.
	atRecord := []step{wait("Select   View")}
	recordToggled := then(atRecord, down, key("<down>", ""), key(" ", "[ ] -"))
	recordQuit := then(recordToggled, key("q", "Are you sure"))
	quitQ := "You have changes to 1 file. Are you sure you want to quit?"

	// wikicurses-like (wikicurses on Wikipedia's Teleprinter): a
	// header in reverse video `Wikipedia: Teleprinter` over the
	// article, its headings bold and underlined, the cursor hidden, at
	// first and after Space (paged to `See also`): a pager; o, a box
	// with `Open: ` and the cursor after it over the article, at first
	// and with Telex typed (a text question `Open:`, no default); c, a
	// box ` Table of Contents ` of six headings, the first in reverse
	// video (a select), and moved down once (History highlighted).
	atWiki := []step{wait("Wikipedia: Teleprinter")}
	contents := []string{"Teleprinter", "History", "Operation", "Teleprinters in computing", "Obsolescence", "See also"}
	toc := func(at int) *modes.Prompt {
		o := make([]string, len(contents))
		for i, c := range contents {
			o[i] = c
			if i == at {
				o[i] = ">" + c
			}
		}
		return want(modes.Select, "Table of Contents", "", o...)
	}

	// browsr-like (browsr over a project `relay`): a blue header `⭘
	// browsr — relay` with a clock, the directory tree (📂 relay, docs,
	// 📄 cities.csv, package.json, README.md, setup.cfg) beside the
	// highlighted file's preview, its keys on a blue last row (`q Quit
	// f Toggle Files  t Theme …  ^p palette`), the cursor hidden: at first
	// on README.md (its Markdown rendered), moved up to package.json (its
	// lines numbered) and to cities.csv (a table under a yellow header):
	// tui; Ctrl+P, its command palette (a framed `🔎 Search for
	// commands…`, the cursor there, over seven commands each over its
	// help, the first highlighted), at first and with toggle typed (three
	// left): the app's own palette (tui).
	atBrowsr := []step{wait("Toggle Line Numbers")}
	browsrJSON := then(atBrowsr, key("<up>", "undici"))
	browsrPalette := then(atBrowsr, key("<ctrl-p>", "Search for commands"))

	// sncli-like (sncli, Simplenote's console client, offline): a cyan
	// header `sncli - Simplenote  (6 notes)` with `Sort: date  Tags:
	// all`, six notes each a date, its flags and its title, the selected
	// one in reverse video, a status row `1 of 6 notes  (sync:
	// offline)`, the cursor hidden: at first and moved down (`2 of 6
	// notes`): tui; Enter, the note shown under its title and `Mod: …`,
	// its key, tags and flags over `1-6 of 6  100%` (a pager); /, the
	// last row `Search ( gstyle ): ` with the cursor after it, at first
	// and with tag:home typed (a text question, no default).
	atSncli := []step{wait("sync: offline")}
	sncliSearch := then(atSncli, key("/", "Search ( gstyle ):"))
	searchQ := "Search ( gstyle ):"

	return []corpusCase{
		needs(is(tui, "tjournal-like", "tjournal-like", journal, atJournal...), py),
		needs(is(tui, "tjournal-like-moved", "tjournal-like", journal, then(atJournal, key("<down>", "oat milk"), settle)...), py),
		needs(is(modes.Editor, "tjournal-like-insert", "tjournal-like", journal, then(journalTyped, settle)...), py),
		needs(ask("tjournal-like-unsaved", "tjournal-like", journal,
			want(modes.Confirm, "Do you want to save the changes on the current journal?", "", "y|Yes", "n|No", "c|Cancel"),
			then(journalTyped, key("<esc>", "Content - Normal *"), key("<tab>", "Unsaved changes"), settle)...), py),
		needs(is(tui, "tjournal-like-find", "tjournal-like", journal, then(journalFind, settle)...), py),
		needs(is(tui, "tjournal-like-find-typed", "tjournal-like", journal, then(journalFind, text("gro", "1/5"), settle)...), py),

		needs(is(tui, "scm-record-like", "scm-record-like", record, atRecord...), py),
		needs(is(tui, "scm-record-like-toggled", "scm-record-like", record, then(recordToggled, settle)...), py),
		needs(ask("scm-record-like-quit", "scm-record-like", record, want(modes.Confirm, quitQ, "", ">Go Back", "Quit"),
			then(recordQuit, settle)...), py),
		needs(ask("scm-record-like-quit-switched", "scm-record-like", record, want(modes.Confirm, quitQ, "", "Go Back", ">Quit"),
			then(recordQuit, key("<tab>", ""), settle)...), py),

		needs(is(pager, "wikicurses-like", "wikicurses-like", wiki, atWiki...), py),
		needs(is(pager, "wikicurses-like-paged", "wikicurses-like", wiki, then(atWiki, key(" ", "Obsolescence"), settle)...), py),
		needs(ask("wikicurses-like-open", "wikicurses-like", wiki, want(modes.Text, "Open:", ""),
			then(atWiki, key("o", "Open:"), settle)...), py),
		needs(ask("wikicurses-like-open-typed", "wikicurses-like", wiki, want(modes.Text, "Open:", ""),
			then(atWiki, key("o", "Open:"), text("Telex", "Open: Telex"), settle)...), py),
		needs(ask("wikicurses-like-contents", "wikicurses-like", wiki, toc(0),
			then(atWiki, key("c", "Table of Contents"), settle)...), py),
		needs(ask("wikicurses-like-contents-moved", "wikicurses-like", wiki, toc(1),
			then(atWiki, key("c", "Table of Contents"), down, settle)...), py),

		needs(is(tui, "browsr-like", "browsr-like", browsr, atBrowsr...), py),
		needs(is(tui, "browsr-like-json", "browsr-like", browsr, then(browsrJSON, settle)...), py),
		needs(is(tui, "browsr-like-csv", "browsr-like", browsr, then(browsrJSON, key("<up>", "population"), settle)...), py),
		needs(is(tui, "browsr-like-palette", "browsr-like", browsr, then(browsrPalette, settle)...), py),
		needs(is(tui, "browsr-like-palette-typed", "browsr-like", browsr, then(browsrPalette, text("toggle", "toggle"), settle)...), py),

		needs(is(tui, "sncli-like", "sncli-like", sncli, atSncli...), py),
		needs(is(tui, "sncli-like-moved", "sncli-like", sncli, then(atSncli, key("<down>", "2 of 6 notes"), settle)...), py),
		needs(is(pager, "sncli-like-note", "sncli-like", sncli, then(atSncli, key("<down>", "2 of 6 notes"), key("<enter>", "100%"), settle)...), py),
		needs(ask("sncli-like-search", "sncli-like", sncli, want(modes.Text, searchQ, ""), then(sncliSearch, settle)...), py),
		needs(ask("sncli-like-search-typed", "sncli-like", sncli, want(modes.Text, searchQ, ""),
			then(sncliSearch, text("tag:home", "tag:home"), settle)...), py),
	}
}

// TestModesTwohundredfiftyninth drives the twohundredfiftyninth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfiftyninth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredfiftyninth(t *testing.T) {
	captureSet(t, twohundredfiftyninthDir, twohundredfiftyninthSet())
}
