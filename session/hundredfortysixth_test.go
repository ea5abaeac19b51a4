package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortysixthDir holds the hundredfortysixth set (issue 44,
// hundred-and-forty-sixth round): live cases of pagers and viewers
// imitated by a fixture of its own (Python curses on the alternate
// screen, as each imitated viewer draws), each drawing what a viewer that
// cannot run here draws over a file of the set's own: two tree viewers
// (a JSON file's tree in a tview frame, a rendered chart's YAML documents
// in a Textual tree beside the YAML), a log viewer's table of entries,
// two diff and patch viewers (a diff's files beside its coloured hunks, a
// mailed patch under a review header) and a documentation browser (an
// article beside its contents), none of them named by any other test,
// table, fixture or doc of agentty: at its first screen, a page down,
// with its help open (its keys in two columns in a box over the screen),
// and with its search or filter prompt open at the foot, a word typed in
// it. Each case's label was written from what the imitated viewer means
// to a person (a pager, its help and its own search prompt included) and
// committed before its screen was captured.
const hundredfortysixthDir = "../testdata/modes-hundredfortysixth"

// hundredfortysixthScript runs the set's Python script, with Debian's
// python3; the files it shows are in testdata/hundredfortysixth/files.
var hundredfortysixthScript = setFixtures("hundredfortysixth").script

// hundredfortysixthSet is the hundredfortysixth set. Labels say what a
// person reads on the screen.
func hundredfortysixthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	pg := modes.Pager
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(name string) opener {
		return hundredfortysixthScript(py, "py/hundredfortysixth_demo.py", name)
	}
	tson := like("tson")
	helmyaml := like("helmyaml")
	gonzo := like("gonzo")
	revdiff := like("revdiff")
	tuicr := like("tuicr")
	wikitui := like("wikitui")
	return []corpusCase{
		// tson (a JSON tree viewer over fleet.json, in a tview frame
		// titled with the file, its node in reverse, `1/108` under the
		// frame): its first screen, a page down (`22/108`), its help
		// (`Keybindings`, keys in two columns), and its `filter: ` prompt
		// at the foot with `driver` typed.
		needs(is(pg, "tson-like", "tson-like", tson, wait("1/108")), py),
		needs(is(pg, "tson-like-paged", "tson-like", tson, wait("1/108"), key("<pgdn>", "22/108"), settle), py),
		needs(is(pg, "tson-like-help", "tson-like", tson, wait("1/108"), key("?", "press any key to close"), settle), py),
		needs(is(pg, "tson-like-filter", "tson-like", tson, wait("1/108"), key("/", "filter:"), typed("driver", "filter: driver"), settle), py),

		// helm-yaml-tui (a Textual viewer of a rendered chart,
		// release.yaml: a header, the chart's documents in a tree beside
		// the YAML with line numbers, a footer of keys): its first
		// screen, the YAML paged down, its `Keys` help, and its search
		// input docked over the footer with `ledger-worker` typed.
		needs(is(pg, "helmyaml-like", "helm-yaml-tui-like", helmyaml, wait("helm-yaml-tui")), py),
		needs(is(pg, "helmyaml-like-paged", "helm-yaml-tui-like", helmyaml, wait("helm-yaml-tui"), key("<pgdn>", "containerPort"), settle), py),
		needs(is(pg, "helmyaml-like-help", "helm-yaml-tui-like", helmyaml, wait("helm-yaml-tui"), key("?", "escape to close"), settle), py),
		needs(is(pg, "helmyaml-like-search", "helm-yaml-tui-like", helmyaml, wait("helm-yaml-tui"), key("/", "Search YAML"), typed("ledger-worker", "▊ ledger-worker"), settle), py),

		// gonzo (a log viewer's table of gateway.log's 160 entries,
		// TIME, LEVEL, SERVICE, MESSAGE and STATUS, its row in reverse,
		// `1-20 of 160` and a row of keys under it): its first screen, a
		// page down (`21-40 of 160`), its help, and its `Filter: ` prompt
		// at the foot with `refused` typed.
		needs(is(pg, "gonzo-like", "gonzo-like", gonzo, wait("1-20 of 160")), py),
		needs(is(pg, "gonzo-like-paged", "gonzo-like", gonzo, wait("1-20 of 160"), key("<pgdn>", "21-40 of 160"), settle), py),
		needs(is(pg, "gonzo-like-help", "gonzo-like", gonzo, wait("1-20 of 160"), key("?", "Press ? or Esc to close"), settle), py),
		needs(is(pg, "gonzo-like-filter", "gonzo-like", gonzo, wait("1-20 of 160"), key("/", "Filter:"), typed("refused", "Filter: refused"), settle), py),

		// revdiff (a diff viewer over ledger.diff: its files in a pane
		// beside the coloured hunks, a status bar in reverse): its first
		// screen, a page down (`line 22/71`), its help, and its `/`
		// prompt at the foot with `rest` typed.
		needs(is(pg, "revdiff-like", "revdiff-like", revdiff, wait("line 1/71")), py),
		needs(is(pg, "revdiff-like-paged", "revdiff-like", revdiff, wait("line 1/71"), key("<pgdn>", "line 22/71"), settle), py),
		needs(is(pg, "revdiff-like-help", "revdiff-like", revdiff, wait("line 1/71"), key("?", "any key closes"), settle), py),
		needs(is(pg, "revdiff-like-search", "revdiff-like", revdiff, wait("line 1/71"), key("/", ""), typed("rest", "/rest"), settle), py),

		// tuicr (a patch reviewer over rounding.patch: a header, the
		// mailed patch with a gutter of line numbers, a `NORMAL` bar of
		// keys): its first screen, a page down (`48%`), its help, and its
		// `/` prompt on the last row with `ROUNDING` typed.
		needs(is(pg, "tuicr-like", "tuicr-like", tuicr, wait("0/3 viewed")), py),
		needs(is(pg, "tuicr-like-paged", "tuicr-like", tuicr, wait("0/3 viewed"), key("<pgdn>", "48%"), settle), py),
		needs(is(pg, "tuicr-like-help", "tuicr-like", tuicr, wait("0/3 viewed"), key("?", "Esc / q / ? to close"), settle), py),
		needs(is(pg, "tuicr-like-search", "tuicr-like", tuicr, wait("0/3 viewed"), key("/", ""), typed("ROUNDING", "/ROUNDING"), settle), py),

		// wiki-tui (a documentation browser's article, Rounding, from
		// rounding.txt: a search bar, the article in a frame, its
		// contents beside it): its first screen, a page down, its help
		// with `<Close>`, and its `Find: ` prompt at the foot with
		// `bankers` typed.
		needs(is(pg, "wikitui-like", "wiki-tui-like", wikitui, wait("Contents")), py),
		needs(is(pg, "wikitui-like-paged", "wiki-tui-like", wikitui, wait("Contents"), key("<pgdn>", "(included)"), settle), py),
		needs(is(pg, "wikitui-like-help", "wiki-tui-like", wikitui, wait("Contents"), key("?", "<Close>"), settle), py),
		needs(is(pg, "wikitui-like-find", "wiki-tui-like", wikitui, wait("Contents"), key("/", "Find:"), typed("bankers", "Find: bankers"), settle), py),
	}
}

// TestModesHundredfortysixth drives the hundredfortysixth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfortysixth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfortysixth(t *testing.T) {
	captureSet(t, hundredfortysixthDir, hundredfortysixthSet())
}
