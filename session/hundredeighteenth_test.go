package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeighteenthDir holds the hundredeighteenth set (issue 44,
// hundred-and-eighteenth round): live cases of pagers, readers and
// viewers imitated by a fixture of its own (Python's curses, on the
// alternate screen), each drawing over a file of the set's own (a book's
// chapter, an access log, a parquet table's rows, a feed database) what
// a program that cannot run here draws at one of its moments (its text,
// header, status or key line, scrollbar, its search prompt, from its
// documentation, source and published screenshots), none of them named
// by any other test, table, fixture or doc of agentty: two terminal
// EPUB readers, neovim run as a pager, a parquet viewer, a git log
// viewer and an RSS reader, at their top, a page down, at their end, and
// with their search prompt open. Each case's label was written from what
// the imitated program means to a person and committed before its
// screen was captured.
const hundredeighteenthDir = "../testdata/modes-hundredeighteenth"

// hundredeighteenthScript runs the set's Python script, with Debian's
// python3.
var hundredeighteenthScript = setFixtures("hundredeighteenth").script

// hundredeighteenthSet is the hundredeighteenth set. Labels say what a
// person reads on the screen.
func hundredeighteenthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	press := func(keys, expect string) step { return step{keys: keys, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredeighteenthScript(py, "py/hundredeighteenth_demo.py", args...)
	}
	epr := like("epr", "keeper.epub")
	baca := like("baca", "keeper.epub")
	nvimpager := like("nvimpager", "access.log")
	parqeye := like("parqeye", "trips.parquet")
	serie := like("serie")
	russ := like("russ", "feeds.db")
	const chapter, bacaBar, logInfo, parqTabs, serieHead, russKeys = "CHAPTER III", "keeper  0%", `"access.log" [RO]`, "Row Groups", "HEAD -> main", "enter read entry"
	return []corpusCase{
		// E-book readers over a chapter: epr's bare text column with
		// its progress at the top right (at the chapter's top, a page
		// on, at its end, and its ` Regex:` search prompt on the last
		// row); baca's centred column, scrollbar and progress bar (at
		// the top, a page on, and its `Search...` box open).
		needs(is(modes.Pager, "epr-like", "epr-like", epr, wait(chapter)), py),
		needs(is(modes.Pager, "epr-like-paged", "epr-like", epr, wait(chapter), press(" ", "16%"), settle), py),
		needs(is(modes.Pager, "epr-like-end", "epr-like", epr, wait(chapter), press("G", "nobody came"), settle), py),
		needs(is(modes.Pager, "epr-like-search", "epr-like", epr, wait(chapter), press("/", "Regex:"), settle), py),
		needs(is(modes.Pager, "baca-like", "baca-like", baca, wait(bacaBar)), py),
		needs(is(modes.Pager, "baca-like-paged", "baca-like", baca, wait(bacaBar), press(" ", ""), settle), py),
		needs(is(modes.Pager, "baca-like-search", "baca-like", baca, wait(bacaBar), press("/", "Search..."), settle), py),

		// Neovim as a pager over an access log: the file's message on
		// the last row at first, a page on, at its end ("~" rows past
		// it), and its `/` search command line.
		needs(is(modes.Pager, "nvimpager-like", "nvimpager-like", nvimpager, wait(logInfo)), py),
		needs(is(modes.Pager, "nvimpager-like-paged", "nvimpager-like", nvimpager, wait(logInfo), press(" ", "06:42:"), settle), py),
		needs(is(modes.Pager, "nvimpager-like-end", "nvimpager-like", nvimpager, wait(logInfo), press("G", "09:39:"), settle), py),
		needs(is(modes.Pager, "nvimpager-like-search", "nvimpager-like", nvimpager, wait(logInfo), press("/", ""), settle), py),

		// A parquet viewer's table of rows under its tabs, its row
		// highlighted: at the top, a page down, at the last row.
		needs(is(modes.Pager, "parqeye-like", "parqeye-like", parqeye, wait(parqTabs)), py),
		needs(is(modes.Pager, "parqeye-like-paged", "parqeye-like", parqeye, wait(parqTabs), press("<pgdn>", "Rows 17-32"), settle), py),
		needs(is(modes.Pager, "parqeye-like-end", "parqeye-like", parqeye, wait(parqTabs), press("G", "Rows 135-150"), settle), py),

		// A git log viewer's commit graph, the selected commit reversed:
		// at the top, moved down a commit, at the first commit.
		needs(is(modes.Pager, "serie-like", "serie-like", serie, wait(serieHead)), py),
		needs(is(modes.Pager, "serie-like-moved", "serie-like", serie, wait(serieHead), press("j", ""), settle), py),
		needs(is(modes.Pager, "serie-like-end", "serie-like", serie, wait(serieHead), press("G", "Initial commit"), settle), py),

		// An RSS reader: its feeds, info and entries panes with their
		// keys, and an entry opened to read.
		needs(is(modes.Pager, "russ-like", "russ-like", russ, wait(russKeys)), py),
		needs(is(modes.Pager, "russ-like-entry", "russ-like", russ, wait(russKeys), press("<enter>", "esc back to entries"), settle), py),
	}
}

// TestModesHundredeighteenth drives the hundredeighteenth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeighteenth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredeighteenth(t *testing.T) {
	captureSet(t, hundredeighteenthDir, hundredeighteenthSet())
}
