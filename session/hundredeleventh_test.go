package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeleventhDir holds the hundredeleventh set (issue 44,
// hundred-and-eleventh round): live cases of terminal text editors, a
// hex editor, pagers, a man page viewer, an EPUB reader and a diff
// viewer imitated by a fixture of its own (Python's curses, on the
// alternate screen), each drawing over a file of the set's own what a
// program that cannot run here draws at one of its moments (its words,
// layout, status line, mode line or ruler, colours, reverse video,
// cursor and terminal modes, from its documentation, source and
// published screenshots), none of them named by any other test, table,
// fixture or doc of agentty: at rest, and after a key (a command line
// opened, a search prompt, a page down, a quit-without-saving
// question). Each case's label was written from what the imitated
// program means to a person and committed before its screen was
// captured.
const hundredeleventhDir = "../testdata/modes-hundredeleventh"

// hundredeleventhScript runs the set's Python script, with Debian's
// python3.
var hundredeleventhScript = setFixtures("hundredeleventh").script

// hundredeleventhSet is the hundredeleventh set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredeleventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	press := func(keys, expect string) step { return step{keys: keys, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredeleventhScript(py, "py/hundredeleventh_demo.py", args...)
	}
	setedit := like("setedit")
	suplemon := like("suplemon")
	hexdino := like("hexdino")
	slit := like("slit")
	qman := like("qman")
	diffnav := like("diffnav")
	epy := like("epy")
	const tvKeys, supBar, hexRow, slitBar, manBar, diffHelp, epyTitle = "Alt-X Exit", "Suplemon Editor", "00000000:", "Filters: 0", "Manual page garden(7)", "q quit", "M. Hart"
	return []corpusCase{
		// Editors at rest and after a key: setedit's Turbo Vision
		// desktop (its menu bar, the editor window's double frame with
		// the ruler `1:1` on its foot, the status line of keys), and
		// after a letter typed and Alt-X its `Information` box
		// (`garden.md has been modified. Save?` over Yes, No, Cancel,
		// Yes focused); suplemon's top bar, gutter and status bar, its
		// `Find: ` field opened with ^F, and its `Exit without saving?
		// [y/n]: ` asked on the last row after a letter typed and ^Q.
		needs(is(modes.Editor, "setedit-like", "setedit-like", setedit, wait(tvKeys)), py),
		needs(ask("setedit-like-save-modified", "setedit-like", setedit,
			want(modes.Choice, "garden.md has been modified. Save?", "", ">y|Yes", "n|No", "Cancel"),
			wait(tvKeys), typed("x", "═* 1:2"), press("<alt-x>", "has been modified")), py),
		needs(is(modes.Editor, "suplemon-like", "suplemon-like", suplemon, wait(supBar)), py),
		needs(is(modes.Editor, "suplemon-like-find", "suplemon-like", suplemon, wait(supBar), press("<ctrl-f>", "Find:"), settle), py),
		needs(ask("suplemon-like-exit", "suplemon-like", suplemon, yesNo("Exit without saving?", ""),
			wait(supBar), typed("x", "Ln 1 Col 2"), press("<ctrl-q>", "Exit without saving")), py),

		// A vim-like hex editor: hexdino's offsets, bytes and their
		// ASCII, the cursor on the first byte, and its `:` command line
		// opened at the foot.
		needs(is(modes.Editor, "hexdino-like", "hexdino-like", hexdino, wait(hexRow)), py),
		needs(is(modes.Editor, "hexdino-like-command", "hexdino-like", hexdino, wait(hexRow), typed(":", ""), settle), py),

		// Pagers and viewers: slit's log with its info bar (also with
		// its `/` search opened); qman's man page with its status bar
		// (also a page down, and its `Search for: ` field); diffnav's
		// file tree and diff (also moved down to the next file); epy's
		// book under its title and progress (also a page on).
		needs(is(modes.Pager, "slit-like", "slit-like", slit, wait(slitBar)), py),
		needs(is(modes.Pager, "slit-like-search", "slit-like", slit, wait(slitBar), typed("/", ""), settle), py),
		needs(is(modes.Pager, "qman-like", "qman-like", qman, wait(manBar)), py),
		needs(is(modes.Pager, "qman-like-paged", "qman-like", qman, wait(manBar), typed(" ", "line 16/"), settle), py),
		needs(is(modes.Pager, "qman-like-search", "qman-like", qman, wait(manBar), typed("/", "Search for:"), settle), py),
		needs(is(modes.Pager, "diffnav-like", "diffnav-like", diffnav, wait(diffHelp)), py),
		needs(is(modes.Pager, "diffnav-like-moved", "diffnav-like", diffnav, wait(diffHelp), typed("j", "internal/beds/beds.go"), settle), py),
		needs(is(modes.Pager, "epy-like", "epy-like", epy, wait(epyTitle)), py),
		needs(is(modes.Pager, "epy-like-paged", "epy-like", epy, wait(epyTitle), typed(" ", "blackfly"), settle), py),
	}
}

// TestModesHundredeleventh drives the hundredeleventh set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeleventh. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredeleventh(t *testing.T) {
	captureSet(t, hundredeleventhDir, hundredeleventhSet())
}
