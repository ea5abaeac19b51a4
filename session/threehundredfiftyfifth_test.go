package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftyfifthDir holds the threehundredfiftyfifth set (issue
// 44, three-hundred-and-fifty-fifth round): live cases of five pagers,
// document readers and data viewers that Debian does not package,
// imitated by a fixture of its own (one script run by Debian's python3),
// each drawing what the program draws at one of its moments (its text
// with a status or a place, its search prompt, its help, the end of its
// text, a list it offers): shadyabhi's mantee (Go, Bubble Tea: `man
// -k`'s results as an inline list, then the page chosen on the alternate
// screen between a pane of its options and a pane of its sections, its
// `/` line, its matches, its end), mtshrmn's nuber (an EPUB reader in
// Python's curses: a chapter from the screen's first row with its place
// at the top right, `/` on a reversed last row, its matches, its boxed
// table of contents, the book's last page), beshralghalil's marustdown
// (`mar`, Rust: a Markdown file laid out with a cursor line over a
// status bar of `ln N/M` and the trail of headings, its search, its
// outline picker, its end), Wilfred Hughes's difftastic (as `git diff`'s
// external diff, its side-by-side output paged by git's less -FRX on the
// main screen: a page, the next, a search typed, less's help, `(END)`)
// and SenyuXie's parqx (Python, Textual: a Parquet file as a table with
// a cell cursor over a status line and a footer of keys, at its last
// row, its SQL editor panel, its row cursor). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were mantee,
// shadyabhi, nuber, mtshrmn, marustdown, beshralghalil, mar (as a word
// matched only as March's abbreviation), difftastic, difft (matched only
// inside difftool, DiffText and diffTop), wilfred, parqx and senyuxie
// (and, found named and left, among others: epr, epy, baca, bk, termpub,
// tbr, peep, mandown, kjv, lookatme, mdv, slides, wikicurses, jpterm,
// critique, md-tui, mdr, mdview, glow, frogmouth, lue, tldr, cheat.sh,
// qsv, vimpager, batman, bat-extras, tuicr, revdiff, diffview, ydiff,
// lazygit, gitui and tig). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredfiftyfifthDir = "../testdata/modes-threehundredfiftyfifth"

// threehundredfiftyfifthTool runs one tool of the set's script with
// Debian's python3 and the program's own arguments, over a home holding
// notes.txt and long.txt (what each views is held in the script).
func threehundredfiftyfifthTool(tool string, args ...string) opener {
	return setFixtures("threehundredfiftyfifth").script(pythonPath, "py/threehundredfiftyfifth_viewers.py",
		append([]string{tool}, args...)...)
}

// threehundredfiftyfifthSet is the threehundredfiftyfifth set. Labels
// say what a person reads on the screen: a text shown by a reader that
// waits for keys to move through it, with its place or its status, its
// search line open and typed into, its matches shown, its help shown, or
// at its end, is a pager's; a list of pages, chapters or headings to go
// to, one highlighted, is a select; a full-screen table of a file's rows
// with a cell cursor and a footer of keys, no place in a text shown, is
// a TUI, with its SQL editor panel open too.
func threehundredfiftyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	pager := func(name, program string, open opener, steps ...step) corpusCase {
		return needs(is(modes.Pager, name, program, open, steps...), py)
	}

	// mantee-like (shadyabhi's mantee, `mantee relay`, Bubble Tea): on
	// the main screen, the cursor hidden, `Search results for: relay` in
	// bold pink over `> relay(1) - forward files between hosts over ssh`
	// in bold yellow on purple, `relay.conf(5) - configuration file for
	// relay` and `relayd(8) - the relay daemon, serving relay clients`,
	// over a grey `[1/3] ↑/k up • ↓/j down • enter select • q quit`: a
	// select of the three pages. Enter, on the alternate screen: a purple
	// title bar ` relay(1) `, three panes side by side (`OPTIONS (0%)`
	// and the page's options, `> -a, --archive` highlighted; `CONTENT
	// (0%)` and the page's first lines cut at 22 columns, the first under
	// a grey bar; `SECTIONS (0%)`, `> NAME` highlighted) over a grey key
	// row `tab switch • ↑↓ navigate • enter select • G sections • ? help
	// • q quit`: a pager of the page. `/` and partial typed, the key row
	// become `/partial█`: its search line, a pager's. Enter, the title
	// bar ` relay(1) search: partial [1/5 matches] `, the first match's
	// line orange after an arrow, the others on green, the options pane
	// down to `> -P, --partial`: a pager. From the page, ^D fifteen times,
	// `CONTENT (100%)` over the page's last lines and `> AUTHOR`: a pager
	// at its end.
	mantee := threehundredfiftyfifthTool("mantee", "relay")
	atResults := []step{wait("enter select • q quit"), settle}
	atPage := then(atResults, key("<enter>", "CONTENT (0%)"), settle)
	toSearch := then(atPage, text("/partial", "/partial"), settle)

	// nuber-like (mtshrmn's nuber, `nuber keeper.epub`, curses on the
	// alternate screen, the cursor hidden, no status row): the first
	// chapter of The Keeper's Log from the top row, `Chapter I. The Light
	// at Gull Rock` in bold, its paragraphs 80 wide, and a bold `23%` at
	// the top right: a pager of the book. `/` and lantern typed, the last
	// row reversed across the screen reading `/lantern`: its search line,
	// a pager's. Enter, the text scrolled to its first match a third of
	// the way down, it yellow in reverse video and the others magenta,
	// `33%` at the top right: a pager. From the first page, t, a box
	// `Table of Contents` over the text holding the three chapters,
	// `Chapter I. The Light at Gull Rock` in reverse video: a select of
	// the chapters. From the first page, l twice, the last chapter
	// `Chapter III. The Last Entry` from its title down to `THE END` (it
	// is shorter than the screen), `96%` at the top right: a pager at the
	// book's end.
	nuber := threehundredfiftyfifthTool("nuber", "keeper.epub")
	atChapter := []step{wait("Chapter I. The Light"), settle}
	toLantern := then(atChapter, text("/", ""), settle, text("lantern", "/lantern"), settle)

	// marustdown-like (beshralghalil's marustdown, `mar RUNBOOK.md`,
	// crossterm on the alternate screen, the cursor hidden): the runbook
	// laid out 76 wide between margins, `██ Tidewater Runbook` in bold
	// blue over a rule of `━`, the first row under a cursor bar, its
	// sections under `▌` headings and rules of `─`, over a grey status bar
	// ` ln 1/96 │ Tidewater Runbook`: a pager of the file. `/` and backoff
	// typed, the status bar ` /backoff` with the cursor after it: its
	// search line, a pager's. Enter, the cursor bar on `▌ Backoff and
	// retries` (the first line holding it), each backoff reversed in
	// yellow, the status ` ln 47/96 │ Tidewater Runbook › Backoff and
	// retries`: a pager. From the first page, o, the outline: the nine
	// headings indented by level, each with its line number at the
	// right, `Tidewater Runbook` under the cursor bar, over the status
	// ` outline: ` with the cursor after it: a select of the headings.
	// From the first page, G, the runbook's last lines (its checklist and
	// `▌ License`) over ` ln 96/96 │ Tidewater Runbook › License`: a pager
	// at its end.
	mar := threehundredfiftyfifthTool("mar", "RUNBOOK.md")
	atRunbook := []step{wait("ln 1/96"), settle}
	toBackoff := then(atRunbook, text("/backoff", "/backoff"), settle)

	// difftastic-like (Wilfred Hughes's difftastic as `git diff`'s
	// external diff, paged by git's less -FRX on the main screen, the
	// keypad left alone): `conf/ferry.toml --- 1/2 --- TOML` in bold
	// yellow and dim, the two versions side by side with their line
	// numbers (the changed ones bold red at the left and bold green at
	// the right, the changed words red and green), a second hunk, `ferry/
	// upload.py --- 1/3 --- Python` at the foot, over less's `:`: a pager
	// of the diff. Space, the next page (`BACKOFF_START = 2` and `def
	// backoff(n):` added at the right) over `:`: a pager. From the first
	// page, `/backoff` typed on the last row: less's search line, a
	// pager's (typed as `/`, then backoff, each settled: on the main
	// screen the wait takes the line typed there for its echo). From the first page, h, less's help (`SUMMARY OF LESS
	// COMMANDS`, `MOVING`) over `HELP -- Press RETURN for more, or q when
	// done` in reverse video: a pager. From the first page, G, the diff's
	// last lines (`def drain(spool, cfg):`) over `(END)` in reverse
	// video: a pager at its end.
	difft := threehundredfiftyfifthTool("difftastic")
	atDiff := []step{wait("ferry/upload.py --- 1/3"), settle}

	// parqx-like (SenyuXie's parqx, `parqx trips.parquet`, Textual on the
	// alternate screen, the cursor hidden, the mouse reported): a table of
	// the file's trips, a bold header row (trip_id, pickup_at, dropoff_at,
	// zone, distanc… cut at the right) over rows numbered from 0, numbers
	// cyan and times yellow, the first trip_id cell on blue, scrollbars at
	// the right and at the foot, over `trips.parquet · 1,200 rows ·
	// original values` and the footer ` f2 SQL  f5 Run SQL  h Header  i
	// Index  z Zebra  c Cursor` with `^p palette` at the right: a TUI.
	// ^End, the last twenty rows down to 1199, its trip_id on blue: the
	// TUI. From the first screen, F2, its SQL panel over the table:
	// `Current file: data · F5 / Ctrl+Enter to run · Escape to cancel`, an
	// editor box in a blue frame holding `  1 SELECT * FROM data` (its
	// first letter a block cursor) and the buttons Run (blue), Cancel and
	// Browse file: the TUI. From the first screen, c, the whole first row
	// on blue (a row cursor): the TUI.
	parqx := threehundredfiftyfifthTool("parqx", "trips.parquet")
	atTable := []step{wait("^p palette"), settle}

	return []corpusCase{
		// mantee-like: its results, the page, its search typed, its
		// matches, the page's end.
		needs(ask("mantee-like", "mantee-like", mantee,
			want(modes.Select, "Search results for: relay", "",
				">relay(1) - forward files between hosts over ssh",
				"relay.conf(5) - configuration file for relay",
				"relayd(8) - the relay daemon, serving relay clients"), atResults...), py),
		pager("mantee-like-page", "mantee-like", mantee, atPage...),
		pager("mantee-like-search", "mantee-like", mantee, toSearch...),
		pager("mantee-like-found", "mantee-like", mantee, then(toSearch, key("<enter>", "partial [1/5 matches]"), settle)...),
		pager("mantee-like-end", "mantee-like", mantee,
			then(atPage, key("<ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d><ctrl-d>",
				"CONTENT (100%)"), settle)...),

		// nuber-like: a chapter, its search typed, its matches, its table
		// of contents, the book's end.
		pager("nuber-like", "nuber-like", nuber, atChapter...),
		pager("nuber-like-search", "nuber-like", nuber, toLantern...),
		pager("nuber-like-found", "nuber-like", nuber, then(toLantern, key("<enter>", "33%"), settle)...),
		needs(ask("nuber-like-contents", "nuber-like", nuber,
			want(modes.Select, "Table of Contents", "",
				">Chapter I. The Light at Gull Rock", "Chapter II. Fog", "Chapter III. The Last Entry"),
			then(atChapter, text("t", "Table of Contents"), settle)...), py),
		pager("nuber-like-end", "nuber-like", nuber,
			then(atChapter, text("l", "Chapter II. Fog"), settle, text("l", "THE END"), settle)...),

		// marustdown-like: the file, its search typed, its match, its
		// outline, its end.
		pager("marustdown-like", "marustdown-like", mar, atRunbook...),
		pager("marustdown-like-search", "marustdown-like", mar, toBackoff...),
		pager("marustdown-like-found", "marustdown-like", mar, then(toBackoff, key("<enter>", "› Backoff and retries"), settle)...),
		needs(ask("marustdown-like-outline", "marustdown-like", mar,
			want(modes.Select, "outline:", "", ">Tidewater Runbook", "Overview", "Paging", "Escalation",
				"Restarts", "Backoff and retries", "Dashboards", "Handover checklist", "License"),
			then(atRunbook, text("o", "outline:"), settle)...), py),
		pager("marustdown-like-end", "marustdown-like", mar, then(atRunbook, text("G", "ln 96/96"), settle)...),

		// difftastic-like: a page, the next, a search typed, less's help,
		// the end.
		pager("difftastic-like", "difftastic-like", difft, atDiff...),
		pager("difftastic-like-paged", "difftastic-like", difft, then(atDiff, text(" ", "BACKOFF_START = 2"), settle)...),
		pager("difftastic-like-search", "difftastic-like", difft, then(atDiff, text("/", ""), settle, text("backoff", ""), settle)...),
		pager("difftastic-like-help", "difftastic-like", difft, then(atDiff, text("h", "SUMMARY OF LESS COMMANDS"), settle)...),
		pager("difftastic-like-end", "difftastic-like", difft, then(atDiff, text("G", "(END)"), settle)...),

		// parqx-like: the table, its last row, its SQL panel, a row
		// cursor.
		needs(is(modes.TUI, "parqx-like", "parqx-like", parqx, atTable...), py),
		needs(is(modes.TUI, "parqx-like-bottom", "parqx-like", parqx, then(atTable, key("<ctrl-end>", "1199"), settle)...), py),
		needs(is(modes.TUI, "parqx-like-sql", "parqx-like", parqx, then(atTable, key("<f2>", "Current file: data"), settle)...), py),
		needs(is(modes.TUI, "parqx-like-row-cursor", "parqx-like", parqx, then(atTable, text("c", ""), settle)...), py),
	}
}

// TestModesThreehundredfiftyfifth drives the threehundredfiftyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftyfifth(t *testing.T) {
	captureSet(t, threehundredfiftyfifthDir, threehundredfiftyfifthSet())
}
