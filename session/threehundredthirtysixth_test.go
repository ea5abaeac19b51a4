package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// threehundredthirtysixthDir holds the threehundredthirtysixth set (issue
// 44, three-hundred-and-thirty-sixth round): live cases of five pagers
// and viewers from other ecosystems than Debian's, each given the file it
// views as its argument, imitated by a fixture of its own (one script run
// by Debian's python3, drawing with curses on the alternate screen, keys
// read raw), each drawing what the program draws at one of its moments
// (its status line or footer, its search prompt, its help screen and the
// mark of its end, from its documentation and screenshots as known):
// mefemefe's T-JSON (tuijson, Python: a JSON file as a collapsible tree,
// at first, collapsed, its search box typed into, a node found, expanded
// and at its end), medialab's xan (`xan view -p`, Rust: a CSV file as a
// boxed table paged by less, at first, a page on, at its end, a search
// typed, less's help), zhangzhishan's taill (Rust: a log file followed,
// paused, its search typed, its help panel, scrolled to the top), kitty's
// diff kitten (`kitten diff`, Go: two files side by side, at first, at
// the next change, a search typed, a match found, at the end) and ManT's
// mant (`mant --input`, Rust: a Markdown file in its reader, at first, a
// page on, a search typed, its help, at its end). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were tuijson,
// mefemefe, xan (as a word), medialab, taill, zhangzhishan, kitty,
// kovid, kitten (matched only inside robotfindskitten), mant (as a
// word) and zoi-cli (and, found named and left, among others: jless,
// jnv, jqp, jiq, jid, otree, json-tui, jsonui, tson, tjson (only inside
// getJSON), tabview, tidy-viewer, csvlens, csview, tabiew, csvq, pspg,
// mlr, toolong, tailspin, tspin, klp, gonzo, lnav, logria, logmerger,
// lazyjournal, nerdlog, hl, kl, stern, multitail, ydiff, icdiff,
// diffnav, riff, delta, diff-so-fancy, git-split-diffs, cdiff,
// frogmouth, mdless, md-tui, mdcat, glow, mandoc, pinfo, perldoc,
// pydoc, tldr, rdoc, moar, moor, ov's maker noborus and wander). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was committed
// before its screen was captured.
const threehundredthirtysixthDir = "../testdata/modes-threehundredthirtysixth"

// threehundredthirtysixthViewer runs one viewer of the set's script with
// Debian's python3 and the program's own arguments, over a home holding
// notes.txt, long.txt and the files the viewers view (orders.json,
// stations.csv, app.log, old.conf, new.conf and README.md, copied from
// the set's data/).
func threehundredthirtysixthViewer(args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		d := setFixtures("threehundredthirtysixth").dir()
		s, err := filepath.Abs(filepath.Join(d, "py", "threehundredthirtysixth_viewers.py"))
		if err != nil {
			t.Fatal(err)
		}
		prep := func(t *testing.T, dir string) {
			notes(t, dir)
			for _, name := range []string{"orders.json", "stations.csv", "app.log", "old.conf", "new.conf", "README.md"} {
				b, err := os.ReadFile(filepath.Join(d, "data", name))
				if err != nil {
					t.Fatal(err)
				}
				sessiontest.WriteFile(t, filepath.Join(dir, name), string(b))
			}
		}
		return unseenHome(prep, append([]string{pythonPath, s}, args...)...)(t, f)
	}
}

// threehundredthirtysixthSet is the threehundredthirtysixth set. Labels
// say what a person reads on the screen: a file shown by a viewer that
// waits for keys to move through it, with its search prompt open and
// typed into, its help shown, or at its end, is a pager's; a log viewer
// following its file (nothing more being written to it) waits for keys
// as a pager too.
func threehundredthirtysixthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	pager := func(name, program string, open opener, steps ...step) corpusCase {
		return needs(is(modes.Pager, name, program, open, steps...), py)
	}

	// tuijson-like (mefemefe's T-JSON, `tuijson orders.json`): a blue
	// header `⭘ T-JSON — orders.json`, the tree `▼ orders.json {3}` with
	// `├── ▼ store {3}` (name, city, open), `├── ▼ orders [12]` (twelve
	// `▶ [n] {6}` folded) and `└── updated: "2026-11-28T09:14:02Z"`, the
	// root's row in reverse video, over a footer of keys (`q QUIT SPACE
	// COLLAPSE/EXPAND e EXPANDALL c COLLAPSEALL s SEARCH`): a pager of
	// the tree; c, store and orders folded; s, a box `Search: ` over the
	// footer, fuel typed into it; Enter, the box gone, order [7] and its
	// tags unfolded, `[0]: "fuel"` in reverse video; e, every node
	// unfolded, then End, the tree scrolled to `└── updated: …` in
	// reverse video. A pager each time.
	tuijson := threehundredthirtysixthViewer("tuijson", "orders.json")
	atTree := []step{wait("s  SEARCH"), settle}
	toSearch := then(atTree, text("s", "Search:"), settle, text("fuel", "Search: fuel"), settle)

	// xan-like (medialab's xan, `xan view -p stations.csv`, paged by less
	// -S): `Displaying 7 cols from 40 rows of stations.csv` over a boxed
	// table (`-`, station, town, lat, lon, elev_m, opened, status) over
	// less's `:`: a pager at first; Space, the last rows and the box's
	// foot; G, `(END)` in reverse video; `/Faro` typed on the prompt
	// row; h, less's help (`SUMMARY OF LESS COMMANDS` over `HELP --
	// Press RETURN for more, or q when done` in reverse video).
	xan := threehundredthirtysixthViewer("xan", "view", "-p", "stations.csv")
	atTable := []step{wait("rows of stations.csv"), settle}

	// taill-like (zhangzhishan's taill, `taill -f app.log`): a box `┌
	// app.log [FOLLOWING] ─…┐` around the log's last 21 lines (time in
	// blue, the level coloured, the message) over a blue status bar `
	// FOLLOWING │ 120 lines │ 100-120 │ Level: ALL │ Filter: - │ ? help
	// q quit`: following its file, waiting for keys; Space, `[PAUSED]`
	// and ` PAUSED │ …`; /, the status bar become `Search: `, timeout
	// typed; ?, a yellow box ` Help ` of its keys over the log; g, the
	// log's first lines, paused, `│ 1-21 │`. A pager each time.
	taill := threehundredthirtysixthViewer("taill", "-f", "app.log")
	atFollow := []step{wait("FOLLOWING │"), settle}

	// kitten-diff-like (kitty's diff kitten, `kitten diff old.conf
	// new.conf`): ` old.conf` and ` new.conf` in a blue title row, `@@
	// -1,14 +1,15 @@` dim, the two files side by side with line numbers,
	// removed lines red on the left, added green on the right, and at
	// the foot only `+8,-7 0%` at the right: a pager at first; n, the
	// next hunk `@@ -16,7 +17,7 @@` at the top; `/format` typed on the
	// foot row; Enter, `1 matches found` and `format` highlighted, at
	// 100%; G from the first, the last lines at 100%.
	kitten := threehundredthirtysixthViewer("kitten", "diff", "old.conf", "new.conf")
	atDiff := []step{wait("+8,-7 0%"), settle}
	toFormat := then(atDiff, text("/format", "/format"), settle)

	// mant-like (ManT's mant, `mant --input README.md`): a blue bar `
	// mant  README.md` with `Markdown` at its right, the document
	// rendered (`Relay` in magenta, `OVERVIEW` and the other sections in
	// bold cyan, paragraphs indented) over a reverse status line `
	// README.md  1-22/130  16%` with `/ search  o outline  ? help  q
	// quit` at its right: a pager at first; Space, `23-44/130  33%`;
	// `/SIGHUP` typed on the status row; ?, its help page `Keys`
	// (Reading, Searching, Elsewhere) over ` Help   ? or Esc: back`; G,
	// `109-130/130  (END)`.
	mant := threehundredthirtysixthViewer("mant", "--input", "README.md")
	atReader := []step{wait("? help  q quit"), settle}

	return []corpusCase{
		// tuijson-like: at first, collapsed, searching, found, at its
		// end.
		pager("tuijson-like", "tuijson-like", tuijson, atTree...),
		pager("tuijson-like-collapsed", "tuijson-like", tuijson, then(atTree, text("c", "▶ store"), settle)...),
		pager("tuijson-like-search", "tuijson-like", tuijson, toSearch...),
		pager("tuijson-like-found", "tuijson-like", tuijson, then(toSearch, key("<enter>", `"fuel"`), settle)...),
		pager("tuijson-like-end", "tuijson-like", tuijson,
			then(atTree, text("e", `"Alves"`), settle, key("<end>", "updated:"), settle)...),

		// xan-like: at first, a page on, at its end, a search typed,
		// less's help.
		pager("xan-like", "xan-like", xan, atTable...),
		pager("xan-like-paged", "xan-like", xan, then(atTable, text(" ", "ST040"), settle)...),
		pager("xan-like-end", "xan-like", xan, then(atTable, text("G", "(END)"), settle)...),
		pager("xan-like-search", "xan-like", xan, then(atTable, text("/Faro", "/Faro"), settle)...),
		pager("xan-like-help", "xan-like", xan, then(atTable, text("h", "SUMMARY OF LESS COMMANDS"), settle)...),

		// taill-like: following, paused, a search typed, its help, at
		// the top.
		pager("taill-like", "taill-like", taill, atFollow...),
		pager("taill-like-paused", "taill-like", taill, then(atFollow, text(" ", "PAUSED │"), settle)...),
		pager("taill-like-search", "taill-like", taill,
			then(atFollow, text("/", "Search:"), settle, text("timeout", "Search: timeout"), settle)...),
		pager("taill-like-help", "taill-like", taill, then(atFollow, text("?", "toggle this help"), settle)...),
		pager("taill-like-top", "taill-like", taill, then(atFollow, text("g", "│ 1-21 │"), settle)...),

		// kitten-diff-like: at first, the next change, a search typed,
		// found, at the end.
		pager("kitten-diff-like", "kitten-diff-like", kitten, atDiff...),
		pager("kitten-diff-like-next", "kitten-diff-like", kitten, then(atDiff, text("n", "@@ -16,7"), settle)...),
		pager("kitten-diff-like-search", "kitten-diff-like", kitten, toFormat...),
		pager("kitten-diff-like-found", "kitten-diff-like", kitten, then(toFormat, key("<enter>", "matches found"), settle)...),
		pager("kitten-diff-like-end", "kitten-diff-like", kitten, then(atDiff, text("G", "100%"), settle)...),

		// mant-like: at first, a page on, a search typed, its help, at
		// its end.
		pager("mant-like", "mant-like", mant, atReader...),
		pager("mant-like-paged", "mant-like", mant, then(atReader, text(" ", "23-44/130"), settle)...),
		pager("mant-like-search", "mant-like", mant, then(atReader, text("/SIGHUP", "/SIGHUP"), settle)...),
		pager("mant-like-help", "mant-like", mant, then(atReader, text("?", "or Esc: back"), settle)...),
		pager("mant-like-end", "mant-like", mant, then(atReader, text("G", "(END)"), settle)...),
	}
}

// TestModesThreehundredthirtysixth drives the threehundredthirtysixth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtysixth(t *testing.T) {
	captureSet(t, threehundredthirtysixthDir, threehundredthirtysixthSet())
}
