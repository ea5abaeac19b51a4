package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventyfifthDir holds the hundredseventyfifth set (issue 44,
// hundred-and-seventy-fifth round): live cases of pagers and viewers
// imitated by a Python curses fixture of its own (raw mode, the
// alternate screen), each drawing what a tool that cannot run here draws
// over a file of the set's own in testdata/hundredseventyfifth/files (its
// words, layout, frames, colours, reverse video and cursor, from its
// documentation, source and published screenshots), none of them named
// by any other test, table, fixture or doc of agentty: logmerger (a
// Textual log viewer merging two logs by timestamp into one table), jnv
// (a JSON viewer under its jq filter line), xleak (a spreadsheet viewer
// over a CSV file), treemd (a markdown reader: the outline of headings
// beside the selected section), rusty-man (a Rust documentation reader,
// its TUI viewer) and hexhog (a hex viewer in a frame); each at first
// sight, after paging or moving, with its search or filter open and typed
// into, and treemd with its help open. Each case's label was written
// from what the screen means to a person (a viewer, its own search and
// help included), and from running the imitation by hand in tmux outside
// agentty, and committed before its screen was captured.
const hundredseventyfifthDir = "../testdata/modes-hundredseventyfifth"

// hundredseventyfifthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt; the script reads
// its own sibling files.
var hundredseventyfifthScript = setFixtures("hundredseventyfifth").script

// hundredseventyfifthSet is the hundredseventyfifth set. Labels say what
// a person reads on the screen.
func hundredseventyfifthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	pg := modes.Pager
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(name string) opener {
		return hundredseventyfifthScript(py, "py/hundredseventyfifth_demo.py", name)
	}
	logmerger, jnv, xleak := like("logmerger"), like("jnv"), like("xleak")
	treemd, rustyMan, hexhog := like("treemd"), like("rusty-man"), like("hexhog")
	const logmergerUp, jnvUp, xleakUp = "Go to timestamp", `"harbor": "Kelp Cove"`, "? help  q quit"
	const treemdUp, rustyManUp, hexhogUp = "j/k move", "Struct kelp::Tide", "PgDn page"
	return []corpusCase{
		// logmerger: a header (" ⭘" and "logmerger - gate.log,
		// ferry.log" centred on blue), the merged table (Line, Timestamp,
		// a column for each log, WARN yellow, ERROR red, the cursor row
		// on yellow) and Textual's footer of bindings (q Quit, f Find, n
		// Find next, p Find prev, l Go to line, t Go to timestamp), the
		// cursor hidden; at first, a page down with PgDn (from line 22),
		// and with f's Find dialog over the table, "timeout" typed in
		// its input (the cursor after it, "Enter find   Esc cancel").
		needs(is(pg, "logmerger-like", "logmerger-like", logmerger, wait(logmergerUp), settle), py),
		needs(is(pg, "logmerger-like-paged", "logmerger-like", logmerger, wait(logmergerUp), key("<pgdn>", "06:04:16"), settle), py),
		needs(is(pg, "logmerger-like-find", "logmerger-like", logmerger, wait(logmergerUp), key("f", "Find:"), typed("timeout", "▊ timeout"), settle), py),

		// jnv: its filter line ("❯❯ ." in magenta, the cursor after
		// the dot) over tides.json pretty-printed, keys cyan, strings
		// green, no bar; at first, and with "tides[1]" typed after the
		// dot, the JSON below narrowed to that tide.
		needs(is(pg, "jnv-like", "jnv-like", jnv, wait(jnvUp), settle), py),
		needs(is(pg, "jnv-like-filtered", "jnv-like", jnv, wait(jnvUp), typed("tides[1]", "08:31"), settle), py),

		// xleak: a cyan title bar (" xleak │ ledger.csv │ Sheet 1/1:
		// ledger │ 46 rows × 6 cols"), the sheet as a grid under column
		// letters with row numbers, the selected cell in reverse, the
		// cell's name and value under a rule, and a dim hint row ("↑↓←→
		// move  PgUp/PgDn page  / search  n next  ? help  q quit"), the
		// cursor hidden; at first (A1), moved three rows down and one
		// right (B4: Petrel), and with "/" opening its search line in the
		// hint row's place, "Kestrel" typed (the cursor after it). The
		// slash is typed and the screen left to settle, as the hint row
		// already shows slashes.
		needs(is(pg, "xleak-like", "xleak-like", xleak, wait(xleakUp), settle), py),
		needs(is(pg, "xleak-like-moved", "xleak-like", xleak, wait(xleakUp), down, down, down, key("<right>", "B4: Petrel"), settle), py),
		needs(is(pg, "xleak-like-search", "xleak-like", xleak, wait(xleakUp), step{text: "/"}, settle, typed("Kestrel", "/Kestrel"), settle), py),

		// treemd: a bordered " Outline " pane of harbor-guide.md's
		// headings (▼ before those with children, the selected one on
		// cyan) beside a bordered pane of the selected section, a status
		// row at the foot ("1/11 Kelp Cove Harbor Guide │ j/k move  /
		// search  ? help  q quit"), the cursor hidden; at first, moved
		// two headings down with jj (3/11 Pilotage, the section shown
		// from its heading), with "/" opening its "Search: " line at the
		// foot, "fees" typed, and with "?" opening its Help box of keys
		// over both panes ("Press ? or Esc" on its frame).
		needs(is(pg, "treemd-like", "treemd-like", treemd, wait(treemdUp), settle), py),
		needs(is(pg, "treemd-like-moved", "treemd-like", treemd, wait(treemdUp), typed("jj", "3/11 Pilotage"), settle), py),
		needs(is(pg, "treemd-like-search", "treemd-like", treemd, wait(treemdUp), typed("/", "Search:"), typed("fees", "Search: fees"), settle), py),
		needs(is(pg, "treemd-like-help", "treemd-like", treemd, wait(treemdUp), typed("?", "Toggle help"), settle), py),

		// rusty-man: its TUI viewer of kelp::Tide's documentation from
		// the top row ("Struct kelp::Tide" bold and underlined, section
		// headings bold, signatures coloured), no bar, the cursor hidden;
		// at first, and a page on with Space (Tide::next's signature).
		needs(is(pg, "rusty-man-like", "rusty-man-like", rustyMan, wait(rustyManUp), settle), py),
		needs(is(pg, "rusty-man-like-paged", "rusty-man-like", rustyMan, wait(rustyManUp), typed(" ", "Option<&Tide>"), settle), py),

		// hexhog: harbor-guide.md.gz in a frame (offset │ eight bytes ┊
		// eight bytes │ their characters, bytes coloured by kind, the
		// cursor byte in reverse), a status row at the foot (" hexhog │
		// harbor-guide.md.gz │ 0x00000000 / 0x00000337 │ ←↑↓→ move  PgDn
		// page  q quit"), the cursor hidden; at first, and a page down
		// with PgDn (from offset 00000150).
		needs(is(pg, "hexhog-like", "hexhog-like", hexhog, wait(hexhogUp), settle), py),
		needs(is(pg, "hexhog-like-paged", "hexhog-like", hexhog, wait(hexhogUp), key("<pgdn>", "00000150│"), settle), py),
	}
}

// TestModesHundredseventyfifth drives the hundredseventyfifth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredseventyfifth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredseventyfifth(t *testing.T) {
	captureSet(t, hundredseventyfifthDir, hundredseventyfifthSet())
}
