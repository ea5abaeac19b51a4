package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirteenthDir holds the hundredthirteenth set (issue 44,
// hundred-and-thirteenth round): live cases of pagers and viewers
// imitated by a fixture of its own, each given a file of the set's own
// (a log, a markdown notebook, two configurations to compare, a CSV
// table, a JSON document) and drawing what a program that cannot run
// here draws over it (its layout, status bar or prompt, colours, reverse
// video, cursor and screen, from its documentation, source and published
// screenshots), none of them named by any other test, table, fixture or
// doc of agentty: a log highlighter paging through less -RX on the main
// screen, a markdown renderer and a diff tool paging through less -R on
// the alternate screen, a markdown reader, a CSV table viewer and a JSON
// tree viewer drawn with curses; each at its top, a page (or a move)
// down, with its search prompt open, and at its end. Each case's label
// was written from what the imitated program means to a person and
// committed before its screen was captured.
const hundredthirteenthDir = "../testdata/modes-hundredthirteenth"

// hundredthirteenthScript runs the set's Python script, with Debian's
// python3; the script copies the file it is given from the set's files/
// into its working directory.
var hundredthirteenthScript = setFixtures("hundredthirteenth").script

// hundredthirteenthSet is the hundredthirteenth set. Labels say what a
// person reads on the screen.
func hundredthirteenthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	press := func(keys, expect string) step { return step{keys: keys, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredthirteenthScript(py, "py/hundredthirteenth_demo.py", args...)
	}
	tspin := like("tspin", "kiln.log")
	mdless := like("mdless", "glaze.md")
	diffoscope := like("diffoscope", "old.cfg", "new.cfg")
	mdt := like("mdt", "glaze.md")
	tabiew := like("tw", "firings.csv")
	otree := like("otree", "kiln.json")
	const logTop, mdTop, diffTop, mdtBar, twTop, otreeFoot = "controller started", "Glaze notebook", "+++ new.cfg", "Preview │", "Row: 1/64", "[G] bottom"
	return []corpusCase{
		// A log highlighter: tailspin's `tspin kiln.log`, the log's
		// dates, levels and numbers coloured and paged through less -RX
		// on the main screen (`:` on the last row): at its top, a page
		// on, with `/` opened, and at its end (`(END)` in reverse
		// video).
		needs(is(modes.Pager, "tspin-like", "tspin-like", tspin, wait(logTop)), py),
		needs(is(modes.Pager, "tspin-like-paged", "tspin-like", tspin, wait(logTop), typed(" ", "09:45:15"), settle), py),
		needs(is(modes.Pager, "tspin-like-search", "tspin-like", tspin, wait(logTop), typed("/", ""), settle), py),
		needs(is(modes.Pager, "tspin-like-end", "tspin-like", tspin, wait(logTop), typed("G", "(END)"), settle), py),

		// A markdown renderer: mdcat run as mdless, the notebook's
		// headings bold and blue, its tables boxed, paged through less
		// -R on the alternate screen: at its top, a page on, with `/`
		// opened, and at its end.
		needs(is(modes.Pager, "mdless-like", "mdless-like", mdless, wait(mdTop)), py),
		needs(is(modes.Pager, "mdless-like-paged", "mdless-like", mdless, wait(mdTop), typed(" ", "Tenmoku"), settle), py),
		needs(is(modes.Pager, "mdless-like-search", "mdless-like", mdless, wait(mdTop), typed("/", ""), settle), py),
		needs(is(modes.Pager, "mdless-like-end", "mdless-like", mdless, wait(mdTop), typed("G", "(END)"), settle), py),

		// A diff tool: diffoscope's text report of two configurations
		// (`---`, `+++`, each hunk behind `│`, removed rows red, added
		// green) paged through less -R on the alternate screen: at its
		// top, a page on, with `/` opened, and at its end.
		needs(is(modes.Pager, "diffoscope-like", "diffoscope-like", diffoscope, wait(diffTop)), py),
		needs(is(modes.Pager, "diffoscope-like-paged", "diffoscope-like", diffoscope, wait(diffTop), typed(" ", ""), settle), py),
		needs(is(modes.Pager, "diffoscope-like-search", "diffoscope-like", diffoscope, wait(diffTop), typed("/", ""), settle), py),
		needs(is(modes.Pager, "diffoscope-like-end", "diffoscope-like", diffoscope, wait(diffTop), typed("G", "(END)"), settle), py),

		// A markdown reader: md-tui's `mdt glaze.md`, the notebook
		// rendered full screen over a status bar (`Preview │ glaze.md │
		// 0%`): at its top, half a page on (d), its Search box opened
		// with `/`, and at its end (G, 100%).
		needs(is(modes.Pager, "mdt-like", "mdt-like", mdt, wait(mdtBar)), py),
		needs(is(modes.Pager, "mdt-like-paged", "mdt-like", mdt, wait(mdtBar), typed("d", ""), settle), py),
		needs(is(modes.Pager, "mdt-like-search", "mdt-like", mdt, wait(mdtBar), typed("/", "Search"), settle), py),
		needs(is(modes.Pager, "mdt-like-end", "mdt-like", mdt, wait(mdtBar), typed("G", "100%"), settle), py),

		// A CSV table viewer: tabiew's `tw firings.csv`, the header row
		// bold, the selected row highlighted over a status bar (`Row:
		// 1/64`): at its top, a page down, with `/` opened on the last
		// row, and at its end.
		needs(is(modes.Pager, "tabiew-like", "tabiew-like", tabiew, wait(twTop)), py),
		needs(is(modes.Pager, "tabiew-like-paged", "tabiew-like", tabiew, wait(twTop), press("<pgdn>", "Row: 22/64"), settle), py),
		needs(is(modes.Pager, "tabiew-like-search", "tabiew-like", tabiew, wait(twTop), typed("/", ""), settle), py),
		needs(is(modes.Pager, "tabiew-like-end", "tabiew-like", tabiew, wait(twTop), typed("G", "Row: 64/64"), settle), py),

		// A JSON tree viewer: otree's `otree kiln.json`, a Tree panel
		// beside a Data panel over a footer of keys: at its top, moved
		// down a node, and at its last node.
		needs(is(modes.Pager, "otree-like", "otree-like", otree, wait(otreeFoot)), py),
		needs(is(modes.Pager, "otree-like-moved", "otree-like", otree, wait(otreeFoot), typed("j", "2/79"), settle), py),
		needs(is(modes.Pager, "otree-like-end", "otree-like", otree, wait(otreeFoot), typed("G", "79/79"), settle), py),
	}
}

// TestModesHundredthirteenth drives the hundredthirteenth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirteenth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredthirteenth(t *testing.T) {
	captureSet(t, hundredthirteenthDir, hundredthirteenthSet())
}
