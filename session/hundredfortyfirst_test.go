package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortyfirstDir holds the hundredfortyfirst set (issue 44,
// hundred-and-forty-first round): live cases of IDE-like terminal
// editors imitated by a fixture of its own (Python curses, on the
// alternate screen), each drawing what an editor that cannot run here
// draws over a file of the case's home (a line-number gutter, a file tree
// beside the text, a tab or buffer line, a status bar: its words, layout,
// colours, reverse video, cursor and terminal modes, from its
// documentation, source and published screenshots), none of them named
// by any other test, table, fixture or doc of agentty: three Neovim
// distributions, an Emacs distribution in its vim style and a small
// vi-like editor, at their first screen, after moving and typing (their
// modified mark), with their file finder, command palette or go-to line
// open, with a save-as field, and with their question (or their refusal)
// before they quit unsaved. Each case's label was written from what the
// imitated editor means to a person (an editor, its own search, palette
// and go-to line included; its questions as what they ask) and committed
// before its screen was captured. Four moments were driven again, their
// labels unchanged: the two `confirm q` questions and NvChad's finder,
// waited for by text their redraws never wrote, and Spacemacs' quit,
// whose question longer than a row made the imitation fail until it
// wrapped it over two rows as Emacs grows its minibuffer.
const hundredfortyfirstDir = "../testdata/modes-hundredfortyfirst"

// hundredfortyfirstScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredfortyfirstScript = setFixtures("hundredfortyfirst").script

// hundredfortyfirstSet is the hundredfortyfirst set. Labels say what a
// person reads on the screen; "…" in a question stands for any text.
func hundredfortyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed := modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(name, file string) opener {
		return hundredfortyfirstScript(py, "py/hundredfortyfirst_demo.py", name, file)
	}
	then := func(first []step, more ...step) []step { return append(append([]step{}, first...), more...) }
	lunar := like("lunarvim", "notes.txt")
	astro := like("astronvim", "long.txt")
	chad := like("nvchad", "notes.txt")
	spacemacs := like("spacemacs", "notes.txt")
	bim := like("bim", "long.txt")
	const lunarUp, astroUp, chadUp, spaceUp, bimUp = "File Explorer", "Buffers", "Ln 1, Col 1", "Treemacs", "Line 1/300"
	lunarTyped := []step{wait(lunarUp), down, key("i", "INSERT"), typed("X", "[+]")}
	chadTyped := []step{wait(chadUp), down, key("i", "INSERT"), typed("X", "[+]")}
	spaceTyped := []step{wait(spaceUp), down, key("i", "INSERT"), typed("X", "* notes.txt")}
	bimTyped := []step{wait(bimUp), key("j", "Line 2/300"), key("i", "INSERT"), typed("new ", "[+]")}
	astroAt150 := []step{wait(astroUp), typed(":150", ":150")}
	saveChanges := func(name string) *modes.Prompt {
		return want(modes.Confirm, `Save changes to "`+name+`"?`, "yes", "y|Yes", "n|No", "c|Cancel")
	}
	return []corpusCase{
		// LunarVim: NvimTree beside the buffer under bufferline's tab,
		// lualine's bar; its first screen, moved and typed into (`●` on
		// the tab, `[+]` and `-- INSERT --`), Space f's Telescope Find
		// Files box with `no` typed (editor), and Space q's `confirm q`
		// once modified (`[Y]es, (N)o, (C)ancel: `, Yes the default).
		needs(is(ed, "lunarvim-like", "lunarvim-like", lunar, wait(lunarUp)), py),
		needs(is(ed, "lunarvim-like-typed", "lunarvim-like", lunar, then(lunarTyped, settle)...), py),
		needs(is(ed, "lunarvim-like-find", "lunarvim-like", lunar, wait(lunarUp), typed(" f", "Find Files"), typed("no", "> no"), settle), py),
		needs(ask("lunarvim-like-quit", "lunarvim-like", lunar, saveChanges("notes.txt"),
			then(lunarTyped, key("<esc>", ""), typed(" q", "Save changes"), settle)...), py),

		// AstroNvim: Neo-tree with its source selector beside long.txt,
		// heirline's tabline and status line; its first screen, `:150`
		// typed on the command row (editor), and Space q's `confirm q`
		// after a letter typed at line 150.
		needs(is(ed, "astronvim-like", "astronvim-like", astro, wait(astroUp)), py),
		needs(is(ed, "astronvim-like-goto", "astronvim-like", astro, then(astroAt150, settle)...), py),
		needs(ask("astronvim-like-quit", "astronvim-like", astro, saveChanges("long.txt"),
			then(astroAt150, enter("Ln 150"), key("i", "INSERT"), typed("X", "●"), key("<esc>", ""), typed(" q", "Save changes"), settle)...), py),

		// NvChad: NvimTree, its tabufline, its statusline with the mode's
		// name; its first screen, moved and typed into, Space f's
		// Telescope finder (prompt on top, a preview beside) with `no`
		// typed, and `:q` refused with E37 on the command row (editor).
		needs(is(ed, "nvchad-like", "nvchad-like", chad, wait(chadUp)), py),
		needs(is(ed, "nvchad-like-typed", "nvchad-like", chad, then(chadTyped, settle)...), py),
		needs(is(ed, "nvchad-like-find", "nvchad-like", chad, wait(chadUp), typed(" f", "Find Files"), typed("no", ""), settle), py),
		needs(is(ed, "nvchad-like-quit-refused", "nvchad-like", chad,
			then(chadTyped, key("<esc>", "NORMAL"), typed(":q", ":q"), enter("E37"), settle)...), py),

		// Spacemacs in a terminal (its vim style): Treemacs beside the
		// buffer, spaceline's mode line; its first screen, moved and typed
		// into (`*`), SPC SPC's helm M-x over half the screen with `line`
		// typed (editor), C-x C-w's `Write file: ~/` (a text question
		// whose default is the path it holds), and SPC q q's
		// save-some-buffers question with its keys.
		needs(is(ed, "spacemacs-like", "spacemacs-like", spacemacs, wait(spaceUp)), py),
		needs(is(ed, "spacemacs-like-typed", "spacemacs-like", spacemacs, then(spaceTyped, settle)...), py),
		needs(is(ed, "spacemacs-like-helm", "spacemacs-like", spacemacs, wait(spaceUp), typed("  ", "helm M-x"), typed("line", "M-x line"), settle), py),
		needs(ask("spacemacs-like-write-file", "spacemacs-like", spacemacs, want(modes.Text, "Write file:", "~/"),
			then(spaceTyped, key("<esc>", "N * notes"), key("<ctrl-x><ctrl-w>", "Write file"), settle)...), py),
		needs(ask("spacemacs-like-quit", "spacemacs-like", spacemacs,
			want(modes.Choice, "Save file …/notes.txt?", "", "y|y", "n|n", "!|!", ".|.", "q|q", "C-r|C-r", "C-f|C-f", "d|d", "C-h|C-h"),
			then(spaceTyped, key("<esc>", "N * notes"), typed(" qq", "Save file"), settle)...), py),

		// bim: its tab bar, a gutter of line numbers and a status bar with
		// `Line 1/300 Col: 1` over long.txt; its first screen, `:150` and
		// `/needle` typed on the command row, in insert mode with `new `
		// typed (`+` on the tab, `[+]`), and `:q` refused on the command
		// row (`No write since last change. Use :q! to force exit.`),
		// all editor.
		needs(is(ed, "bim-like", "bim-like", bim, wait(bimUp)), py),
		needs(is(ed, "bim-like-goto", "bim-like", bim, wait(bimUp), typed(":150", ":150"), settle), py),
		needs(is(ed, "bim-like-search", "bim-like", bim, wait(bimUp), typed("/needle", "/needle"), settle), py),
		needs(is(ed, "bim-like-typed", "bim-like", bim, then(bimTyped, settle)...), py),
		needs(is(ed, "bim-like-quit-refused", "bim-like", bim, then(bimTyped, key("<esc>", ""), typed(":q", ":q"), enter("No write"), settle)...), py),
	}
}

// TestModesHundredfortyfirst drives the hundredfortyfirst set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfortyfirst. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredfortyfirst(t *testing.T) {
	captureSet(t, hundredfortyfirstDir, hundredfortyfirstSet())
}
