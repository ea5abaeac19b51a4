package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortiethDir holds the hundredfortieth set (issue 44,
// hundred-and-fortieth round): live cases of pagers and text viewers
// imitated by a fixture of its own (Python curses on the alternate screen,
// or the main screen where the imitated viewer draws there), each drawing
// what a viewer that cannot run here draws over a file of the set's own
// (a compressed log, a unified diff, a configuration file, a CSV table),
// with its status row in its own form (the file's name, ":", "(END)",
// vim's message and ruler with a percent, a cell's place and the row
// count, a range of lines and a percent), none of them named by any other
// test, table, fixture or doc of agentty: at its first screen, a page
// down, at the end, and with its search prompt open. Each case's label
// was written from what the imitated viewer means to a person (a pager,
// its own search prompt included) and committed before its screen was
// captured.
const hundredfortiethDir = "../testdata/modes-hundredfortieth"

// hundredfortiethScript runs the set's Python script, with Debian's
// python3; the files it shows are in testdata/hundredfortieth/files.
var hundredfortiethScript = setFixtures("hundredfortieth").script

// hundredfortiethSet is the hundredfortieth set. Labels say what a person
// reads on the screen.
func hundredfortiethSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	pg := modes.Pager
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	entered := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(name string) opener {
		return hundredfortiethScript(py, "py/hundredfortieth_demo.py", name)
	}
	xzless := like("xzless")
	riff := like("riff")
	vless := like("vless")
	csvi := like("csvi")
	peep := like("peep")
	return []corpusCase{
		// xzless (less over relay.log.xz, 200 rows of a daemon's log):
		// its first screen (the file's name in reverse on the last row),
		// a page down (`:`), the end (`(END)`), its `/` prompt being
		// typed, and the screen its search moved to.
		needs(is(pg, "xzless-like", "xzless-like", xzless, wait("relay.log.xz")), py),
		needs(is(pg, "xzless-like-paged", "xzless-like", xzless, wait("relay.log.xz"), key(" ", "09:00:45"), settle), py),
		needs(is(pg, "xzless-like-end", "xzless-like", xzless, wait("relay.log.xz"), key("G", "(END)"), settle), py),
		needs(is(pg, "xzless-like-search", "xzless-like", xzless, wait("relay.log.xz"), key("/", ""), typed("needle", "/needle"), settle), py),
		needs(is(pg, "xzless-like-found", "xzless-like", xzless, wait("relay.log.xz"), key("/", ""), entered("needle", "checksum mismatch"), settle), py),

		// riff (a unified diff coloured and paged through less -R from a
		// pipe): its first screen (`:` only), the end (`(END)`), and its
		// `/` prompt being typed.
		needs(is(pg, "riff-like", "riff-like", riff, wait("@@ -2,8")), py),
		needs(is(pg, "riff-like-end", "riff-like", riff, wait("@@ -2,8"), key("G", "(END)"), settle), py),
		needs(is(pg, "riff-like-search", "riff-like", riff, wait("@@ -2,8"), key("/", ""), typed("peer20", "/peer20"), settle), py),

		// vless (vim's less.sh macros over relay.conf): its first screen
		// (`"relay.conf" [readonly] 51L, 1065B` and the ruler `1,1 Top`),
		// a page down (the ruler at `24,1 82%`), the end (`Bot`), and its
		// `/` prompt being typed on the last row.
		needs(is(pg, "vless-like", "vless-like", vless, wait("[readonly]")), py),
		needs(is(pg, "vless-like-paged", "vless-like", vless, wait("[readonly]"), key(" ", "82%"), settle), py),
		needs(is(pg, "vless-like-end", "vless-like", vless, wait("[readonly]"), key("G", "Bot"), settle), py),
		needs(is(pg, "vless-like-search", "vless-like", vless, wait("[readonly]"), key("/", ""), typed("timeout", "/timeout"), settle), py),

		// csvi (a CSV viewer over inventory.csv): its grid at first
		// (the header underlined, the current cell in reverse, a status
		// row `1:1/61 "inventory.csv" [CSV] [LF] [UTF8]`), moved down
		// and right, a page down, and at the last row.
		needs(is(pg, "csvi-like", "csvi-like", csvi, wait("[CSV]")), py),
		needs(is(pg, "csvi-like-moved", "csvi-like", csvi, wait("[CSV]"), key("j", "1:2/61"), key("l", "2:2/61"), settle), py),
		needs(is(pg, "csvi-like-paged", "csvi-like", csvi, wait("[CSV]"), key("<pgdn>", "1:24/61"), settle), py),
		needs(is(pg, "csvi-like-end", "csvi-like", csvi, wait("[CSV]"), key("G", "1:61/61"), settle), py),

		// peep (a viewer of nine rows drawn on the main screen under the
		// command line that ran it, raw mode, the cursor hidden, its
		// status row ` peep: relay.conf  1-9/51 (17%) ` in reverse):
		// first, a page down, and at the end.
		needs(is(pg, "peep-like", "peep-like", peep, wait("1-9/51")), py),
		needs(is(pg, "peep-like-paged", "peep-like", peep, wait("1-9/51"), key(" ", "10-18/51"), settle), py),
		needs(is(pg, "peep-like-end", "peep-like", peep, wait("1-9/51"), key("G", "43-51/51"), settle), py),
	}
}

// TestModesHundredfortieth drives the hundredfortieth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfortieth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfortieth(t *testing.T) { captureSet(t, hundredfortiethDir, hundredfortiethSet()) }
