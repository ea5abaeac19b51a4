package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventhDir holds the threehundredseventh set (issue 44,
// three-hundred-and-seventh round): live cases of read-only viewers that
// no other test, table, fixture or doc of agentty names, imitated by one
// script of the set's own run by Debian's python3 (keys read raw, a key
// at a time), each drawing what the real program draws at one of its
// moments (its words, layout, colours, reverse video, cursor and
// screen, from its documentation and published screenshots as known):
// Browsh's text browser reading a page (moved a line, a page, to its
// end, its URL bar opened and typed into), keifu's git commit graph (at
// first, moved, a file's diff, scrolled, its help popup), xtail
// following growing logs (a file's lines, another file's, its list of
// recently changed files on ctrl-c, more lines after it) and `qsv table
// | less -S` paging a CSV table (at first, a page on, its end, a search
// typed and found, less's help). Names grepped with `git grep -ilw`
// before choosing, none found: browsh, Browsh, tombh, Buckley-Houston,
// keifu, trasta, xtail, Chip Rosenthal, qsv, jqnatividad, dathere
// (rejected as named elsewhere: hl, tv (tidy-viewer), heksa's maker
// raspi, hte (HT Editor), bookokrat). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen
// was captured.
const threehundredseventhDir = "../testdata/modes-threehundredseventh"

// threehundredseventhViewer runs one viewer of the set's script with
// Debian's python3.
func threehundredseventhViewer(tool string) opener {
	return setFixtures("threehundredseventh").script(pythonPath, "py/threehundredseventh_viewers.py", tool)
}

// threehundredseventhSet is the threehundredseventh set. Labels say what
// a person reads on the screen: a page, a diff or a table read and
// scrolled, with its search or address line open, is a pager's; a
// commit list with panels and a popup a full-screen program's; logs
// flowing by, nothing asked, a program at work.
func threehundredseventhSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// browsh-like (Browsh 1.8, a text browser over a headless Firefox;
	// the alternate screen, the cursor hidden): a tab bar ` Relay —
	// documentation ` with its ` x `, a grey URL bar `
	// https://relay.example.org/docs/`, and the page under them, its
	// heading bold, its links blue and underlined: a pager, at first,
	// moved a line down, a page down (PgDn) and at its end (End, `Last
	// updated 3 May 2026.`); ctrl-l, the URL bar emptied and white with
	// the cursor in it (the browser's goto line, still a pager), and with
	// `relay.example.org/faq` typed into it.
	browsh := threehundredseventhViewer("browsh")
	atPage := []step{wait("Relay: a small mail relay"), settle}
	toURL := then(atPage, text("\x0c", ""), settle)

	// keifu-like (keifu, a Ratatui git commit graph; the alternate
	// screen, the cursor hidden): a box ` Commits (~/relay) ` of ten
	// commits, a coloured graph (`●`, `│ ●`, `●─╯`), green branch labels,
	// messages, dim dates and authors and yellow hashes, the first in
	// reverse video, over a box ` Detail ` of its hash, author, message
	// and changed files with `+9 -3`, and a dim row of keys (`j/k move
	// enter diff ... ? help q quit`): a full-screen program, at first and
	// moved down; Enter, the box ` internal/ledger/retry.go (4f1c2ab) `
	// of its diff, hunks blue, added rows green and removed red, over `j/k
	// scroll ... esc/q back` (a pager, at first and scrolled); ?, a box `
	// Help ` of its keys over the commits (the full-screen program).
	keifu := threehundredseventhViewer("keifu")
	atLog := []step{wait("? help  q quit"), settle}
	toDiff := then(atLog, key("<enter>", "(4f1c2ab)"), settle)

	// xtail-like (Debian's xtail following the files under
	// /var/log/relay; the main screen, cooked, not echoed): nothing, then
	// `*** /var/log/relay/relay.log ***` over its new lines (at work,
	// nothing asked); `*** /var/log/relay/access.log ***` over another
	// file's; ctrl-c, `*** recently changed files ***`, a numbered list
	// of them with dates and `currently watching: 4 files 1 dirs 0
	// unknown entries`, still following; more lines of relay.log after
	// it. At work each time.
	xtail := threehundredseventhViewer("xtail")
	atAccess := []step{wait("access.log ***")}

	// qsv-like (`qsv table stations.csv | less -S`; the alternate
	// screen): the table's aligned columns (station, town, lat, lon,
	// elev_m, opened, status), 23 rows over less's `:` prompt: a pager,
	// at first, a page on (space), at its end (G, `(END)` in reverse
	// video), with `/Faro` typed on the prompt row and with it found
	// (Enter, Faro in reverse video), and with less's help (h, `SUMMARY
	// OF LESS COMMANDS` over `HELP -- Press RETURN for more, or q when
	// done`), also a page on (space, its SEARCHING commands).
	qsv := threehundredseventhViewer("qsv")
	atTable := []step{wait("ST022"), settle}
	toSearch := then(atTable, text("/Faro", "/Faro"), settle)

	return []corpusCase{
		// browsh-like: a page, moved, paged, at its end, its URL bar
		// opened and typed into.
		needs(is(modes.Pager, "browsh-like", "browsh-like", browsh, atPage...), py),
		needs(is(modes.Pager, "browsh-like-line", "browsh-like", browsh, then(atPage, key("<down>", ""), settle)...), py),
		needs(is(modes.Pager, "browsh-like-paged", "browsh-like", browsh, then(atPage, key("<pgdn>", "Start it with"), settle)...), py),
		needs(is(modes.Pager, "browsh-like-end", "browsh-like", browsh, then(atPage, key("<end>", "Last updated 3 May"), settle)...), py),
		needs(is(modes.Pager, "browsh-like-url", "browsh-like", browsh, toURL...), py),
		needs(is(modes.Pager, "browsh-like-url-typed", "browsh-like", browsh, then(toURL, text("relay.example.org/faq", "org/faq"), settle)...), py),

		// keifu-like: the commits, moved, a file's diff (also
		// scrolled), the help popup.
		needs(is(modes.TUI, "keifu-like", "keifu-like", keifu, atLog...), py),
		needs(is(modes.TUI, "keifu-like-moved", "keifu-like", keifu, then(atLog, key("<down>", ""), settle)...), py),
		needs(is(modes.Pager, "keifu-like-diff", "keifu-like", keifu, toDiff...), py),
		needs(is(modes.Pager, "keifu-like-diff-scrolled", "keifu-like", keifu, then(toDiff, text("jjj", ""), settle)...), py),
		needs(is(modes.TUI, "keifu-like-help", "keifu-like", keifu, then(atLog, text("?", "toggle this help"), settle)...), py),

		// xtail-like: one file's lines, another's, the list of changed
		// files, more lines after it.
		needs(running("xtail-like", "xtail-like", xtail, wait("status=deferred")), py),
		needs(running("xtail-like-access", "xtail-like", xtail, atAccess...), py),
		needs(running("xtail-like-listing", "xtail-like", xtail, then(atAccess, text("\x03", "currently watching:"))...), py),
		needs(running("xtail-like-later", "xtail-like", xtail, wait("msg=7f3a24")), py),

		// qsv-like: the table, a page on, its end, a search typed and
		// found, less's help (also a page on).
		needs(is(modes.Pager, "qsv-like", "qsv-like", qsv, atTable...), py),
		needs(is(modes.Pager, "qsv-like-paged", "qsv-like", qsv, then(atTable, key("<space>", "ST045"), settle)...), py),
		needs(is(modes.Pager, "qsv-like-end", "qsv-like", qsv, then(atTable, text("G", "(END)"), settle)...), py),
		needs(is(modes.Pager, "qsv-like-search", "qsv-like", qsv, toSearch...), py),
		needs(is(modes.Pager, "qsv-like-found", "qsv-like", qsv, then(toSearch, key("<enter>", ""), settle)...), py),
		needs(is(modes.Pager, "qsv-like-help", "qsv-like", qsv, then(atTable, text("h", "SUMMARY OF LESS COMMANDS"), settle)...), py),
		needs(is(modes.Pager, "qsv-like-help-paged", "qsv-like", qsv, then(atTable, text("h", "SUMMARY OF LESS COMMANDS"), settle, key("<space>", "SEARCHING"), settle)...), py),
	}
}

// TestModesThreehundredseventh drives the threehundredseventh set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/threehundredseventh. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredseventh(t *testing.T) {
	captureSet(t, threehundredseventhDir, threehundredseventhSet())
}
