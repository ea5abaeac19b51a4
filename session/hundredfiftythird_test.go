package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftythirdDir holds the hundred-and-fifty-third set (issue 44,
// hundred-and-fifty-third round): live cases of text pagers and document
// readers imitated by a fixture of its own, none of them named by any
// other test, table, fixture or doc of agentty: termpub and bookokrat
// (EPUB readers), presenterm (Markdown slides), mdfried (a Markdown
// viewer), loggo (a log viewer following its file) and mandown (a README
// shown as a man page through man's pager), each drawn with curses on
// the alternate screen over a file of the set's own in
// testdata/hundredfiftythird/files, each with a status row of its own (a
// percent, "page 2/8", "1 / 7", a heading path, a file's name and byte
// count with "--follow--", man's "Manual page README(7) line 1"), at
// first sight, paged down, at the end, and with its own search or go-to
// row open at the foot. Each draws what the imitated tool draws (its
// words, layout, colours and cursor, from its documentation and published
// screenshots). Each case's label was written from what the screen means
// to a person and committed before its screen was captured: all are
// pagers, waiting for a key.
const hundredfiftythirdDir = "../testdata/modes-hundredfiftythird"

// hundredfiftythirdScript runs the set's Python script, with Debian's
// python3.
var hundredfiftythirdScript = setFixtures("hundredfiftythird").script

// hundredfiftythirdSet is the hundred-and-fifty-third set. Labels say
// what a person reads on the screen.
func hundredfiftythirdSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	keyIn := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(what string) opener {
		return hundredfiftythirdScript(py, "py/hundredfiftythird_demo.py", what)
	}
	pager := func(name, program string, steps ...step) corpusCase {
		return needs(is(modes.Pager, name, program+"-like", like(program), steps...), py)
	}
	termpub := []step{wait("14%"), settle}
	bookokrat := []step{wait("page 1/8"), settle}
	presenterm := []step{wait("1 / 7"), settle}
	mdfried := []step{wait("README.md  tidemark"), settle}
	loggo := []step{wait("--follow--"), settle}
	mandown := []step{wait("line 1 (press h"), settle}
	then := func(s []step, more ...step) []step { return append(append([]step{}, s...), more...) }
	return []corpusCase{
		// termpub (the book's text with a margin, a reverse status row:
		// the book's title and chapter on the left, the percent read on
		// the right): at first (14%), a page down with Space (28%), at
		// the end with G (100%), and with its search row open at the
		// foot, "/ferry" typed.
		pager("termpub-like", "termpub", termpub...),
		pager("termpub-like-paged", "termpub", then(termpub, keyIn(" ", "28%"), settle)...),
		pager("termpub-like-end", "termpub", then(termpub, keyIn("G", "100%"), settle)...),
		pager("termpub-like-search", "termpub", then(termpub, keyIn("/", "/"), keyIn("ferry", "/ferry"), settle)...),

		// bookokrat (the book in a rounded frame titled with the book and
		// its author, the chapter and "page N/8" in the frame's foot, a
		// row of keys under it): at first, a page down with PgDn ("page
		// 2/8"), and with its search row open under the frame, "/ferry"
		// typed. That last was first driven waiting for "/" to show after
		// the slash, which the capture never saw, as "j/k" in the row of
		// keys it replaced already showed one; it now types the slash and
		// lets the screen settle, its label unchanged.
		pager("bookokrat-like", "bookokrat", bookokrat...),
		pager("bookokrat-like-paged", "bookokrat", then(bookokrat, key("<pgdn>", "page 2/8"), settle)...),
		pager("bookokrat-like-search", "bookokrat", then(bookokrat, step{text: "/"}, settle, keyIn("ferry", "/ferry"), settle)...),

		// presenterm (slides.md a slide at a time, its title centred and
		// underlined over its bullets, "N / 7" at the foot's right): the
		// first slide, the second after Right, and the last after G.
		pager("presenterm-like", "presenterm", presenterm...),
		pager("presenterm-like-next", "presenterm", then(presenterm, key("<right>", "2 / 7"), settle)...),
		pager("presenterm-like-last", "presenterm", then(presenterm, keyIn("G", "7 / 7"), settle)...),

		// mdfried (README.md rendered, headings bold and coloured, a
		// status row with the file's name, the top row's heading path and
		// a percent): at first (35%), a page down with PgDn ("tidemark ›
		// Usage", 71%), and with its search row open, "/table" typed.
		pager("mdfried-like", "mdfried", mdfried...),
		pager("mdfried-like-paged", "mdfried", then(mdfried, key("<pgdn>", "› Usage"), settle)...),
		pager("mdfried-like-search", "mdfried", then(mdfried, keyIn("/", "/"), keyIn("table", "/table"), settle)...),

		// loggo (quayd.log's entries in TIME, LEVEL and MESSAGE columns
		// under a coloured header, a reverse status row with the file's
		// name and size): following its end ("--follow--"), scrolled back
		// a page with PgUp ("line 98/120 81%"), and with its go-to row
		// open, ":40" typed.
		pager("loggo-like", "loggo", loggo...),
		pager("loggo-like-scrolled", "loggo", then(loggo, key("<pgup>", "line 98/120"), settle)...),
		pager("loggo-like-goto", "loggo", then(loggo, keyIn(":", ":"), keyIn("40", ":40"), settle)...),

		// mandown (README.md as a man page, README(7), its sections in
		// bold, shown by man's pager with its reverse prompt " Manual
		// page README(7) line 1 (press h for help or q to quit)"): at
		// first, a page down with Space ("line 24"), at the end with G
		// ("line 48/70 (END)"), and with the pager's search row open,
		// "/cross" typed.
		pager("mandown-like", "mandown", mandown...),
		pager("mandown-like-paged", "mandown", then(mandown, keyIn(" ", "line 24 (press h"), settle)...),
		pager("mandown-like-end", "mandown", then(mandown, keyIn("G", "(END)"), settle)...),
		pager("mandown-like-search", "mandown", then(mandown, keyIn("/", "/"), keyIn("cross", "/cross"), settle)...),
	}
}

// TestModesHundredfiftythird drives the hundred-and-fifty-third set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredfiftythird. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredfiftythird(t *testing.T) {
	captureSet(t, hundredfiftythirdDir, hundredfiftythirdSet())
}
