package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirteenthDir holds the twohundredthirteenth set (issue 44,
// two-hundred-and-thirteenth round): live cases of modern terminal text
// editors and viewers that cannot run here and that no other test,
// table, fixture or doc of agentty names (Neovim with nvim-tree.lua's
// file tree and with diffview.nvim's diff, Emacs's Ediff, evil-helix,
// Minimum Profit with its tabs, hedhyw's json-log-viewer, rich-cli's
// Markdown pager), each imitated by the set's Python script (Debian's
// python3 and its standard library, raw mode, no echo) drawing what the
// real tool draws at one of its moments (its words, layout, status and
// mode lines, colours, reverse video, cursor and screen, from its
// documentation, source and published screenshots): at first sight,
// after a move or typing, with its command line or search open, or at
// its remove, quit or save-before-quit question. Each case's label
// (mode, state, prompt kind, question, default and options) was written
// from what the imitated tool means to a person, and from the imitation
// run by hand in tmux outside agentty, and committed before its screen
// was captured.
const twohundredthirteenthDir = "../testdata/modes-twohundredthirteenth"

// twohundredthirteenthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredthirteenthScript = setFixtures("twohundredthirteenth").script

// twohundredthirteenthSet is the twohundredthirteenth set. Labels say
// what a person reads on the screen; "…" in a question or default stands
// for any text.
func twohundredthirteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed, pg := modes.Editor, modes.Pager
	like := func(name string) opener {
		return twohundredthirteenthScript(py, "py/twohundredthirteenth_demo.py", name)
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	tree, diffview, ediff := like("nvim-tree"), like("diffview"), like("ediff")
	helix, mp, jlv, rich := like("evil-helix"), like("mp"), like("jlv"), like("rich-pager")
	const treeUp, diffUp, ediffUp, helixUp, mpUp, jlvUp, richUp = "NvimTree_1", "Help: g?", "Type ? for help", "1 sel", "mp 5.61", "enter open", "Garden notes"
	return []corpusCase{
		// Neovim with nvim-tree.lua's file tree on the left (`~/..` over
		// long.txt and notes.txt, the cursor in the tree, each window's
		// status line) beside notes.txt: at first, moved down the tree
		// (editors), and d's `Remove notes.txt? y/N: ` on the command
		// line (a confirm whose default is no).
		needs(is(ed, "nvim-tree-like", "nvim-tree-like", tree, wait(treeUp)), py),
		needs(is(ed, "nvim-tree-like-moved", "nvim-tree-like", tree, wait(treeUp), down, settle), py),
		needs(ask("nvim-tree-like-remove", "nvim-tree-like", tree, yesNo("Remove notes.txt?", "no"),
			wait(treeUp), down, settle, key("d", "y/N")), py),

		// Neovim with diffview.nvim's :DiffviewOpen (its file panel,
		// `Changes (2)` over two modified files, the old and new sides
		// of the selected one in two diff windows): at first, moved to
		// the second file, and with `:DiffviewClose` typed on its
		// command line, all editors.
		needs(is(ed, "diffview-like", "diffview-like", diffview, wait(diffUp)), py),
		needs(is(ed, "diffview-like-moved", "diffview-like", diffview, wait(diffUp), down, wait(":0:/long.txt")), py),
		needs(is(ed, "diffview-like-command", "diffview-like", diffview, wait(diffUp), text(":DiffviewClose", ":DiffviewClose"), settle), py),

		// Emacs's Ediff in a terminal (buffer A's window over B's, each
		// with its mode line, the control panel's `Type ? for help` at
		// the foot): at first and with the first difference selected
		// (n: `1 of 2`), editors; q's `Quit this Ediff session? (y or
		// n) ` in the echo area, a confirm with no default.
		needs(is(ed, "ediff-like", "ediff-like", ediff, wait(ediffUp)), py),
		needs(is(ed, "ediff-like-next", "ediff-like", ediff, wait(ediffUp), text("n", "1 of 2"), settle), py),
		needs(ask("ediff-like-quit", "ediff-like", ediff, yesNo("Quit this Ediff session?", ""),
			wait(ediffUp), text("n", "1 of 2"), text("q", "(y or n)")), py),

		// evil-helix on notes.txt (a gutter of line numbers, ` NOR `
		// and `1 sel  1:1` on its status line): at first, in insert
		// mode with a word typed (` INS `, `[+]`), and with its
		// `search:` prompt opened by / and typed into, all editors.
		needs(is(ed, "evil-helix-like", "evil-helix-like", helix, wait(helixUp)), py),
		needs(is(ed, "evil-helix-like-typed", "evil-helix-like", helix, wait(helixUp), text("i", "INS"), text("fresh ", "[+]"), settle), py),
		needs(is(ed, "evil-helix-like-search", "evil-helix-like", helix, wait(helixUp), text("/", "search:"), text("pine", "search:pine"), settle), py),

		// Minimum Profit 5 on notes.txt (its menu bar, the tabs of
		// notes.txt and long.txt, its reverse status line): at first and
		// after a letter typed (`notes.txt*`), editors; ctrl-q's
		// `notes.txt has changed. Save changes? [Y/N]` on the status
		// line, a confirm with no default.
		needs(is(ed, "mp-like", "mp-like", mp, wait(mpUp)), py),
		needs(is(ed, "mp-like-typed", "mp-like", mp, wait(mpUp), text("x", "notes.txt*"), settle), py),
		needs(ask("mp-like-quit", "mp-like", mp, yesNo("notes.txt has changed. Save changes?", ""),
			wait(mpUp), text("x", "notes.txt*"), key("<ctrl-q>", "[Y/N]")), py),

		// json-log-viewer: its framed table of log entries (`Time`,
		// `Level`, `Message`, the selected row in a colour, its keys at
		// the foot): at first, moved down, and an entry's JSON opened
		// with Enter (`esc back`), all pagers.
		needs(is(pg, "jlv-like", "jlv-like", jlv, wait(jlvUp)), py),
		needs(is(pg, "jlv-like-moved", "jlv-like", jlv, wait(jlvUp), down, settle), py),
		needs(is(pg, "jlv-like-entry", "jlv-like", jlv, wait(jlvUp), down, settle, key("<enter>", "esc back")), py),

		// rich-cli's `--pager` over a Markdown guide (its heading boxed,
		// bullets, a scroll bar in the right column, no cursor): at
		// first and a page down, pagers.
		needs(is(pg, "rich-pager-like", "rich-pager-like", rich, wait(richUp)), py),
		needs(is(pg, "rich-pager-like-scrolled", "rich-pager-like", rich, wait(richUp), key("<pgdn>", "Winter"), settle), py),
	}
}

// TestModesTwohundredthirteenth drives the twohundredthirteenth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredthirteenth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredthirteenth(t *testing.T) {
	captureSet(t, twohundredthirteenthDir, twohundredthirteenthSet())
}
