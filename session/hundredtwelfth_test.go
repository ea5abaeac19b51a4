package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwelfthDir holds the hundredtwelfth set (issue 44,
// hundred-and-twelfth round): live cases of terminal text editors
// imitated by a fixture of its own, each started with notes.txt as its
// argument and drawing, on the alternate screen through curses, what an
// editor that cannot run here draws at one of its moments (its words,
// layout, bars, colours, reverse video and cursor, from its
// documentation, source and published screenshots), none of them named
// by any other test, table, fixture or doc of agentty: two modal
// editors (pyvim, xvi), a kilo-style editor with its help bar (hecto),
// two Emacs-style and status-line editors (uEmacs/PK, diakonos) and a
// Turbo Vision IDE with its menu bar, project window and key bar
// (RHIDE), at rest, moved, typed into, with a command or search line
// open, and with their own questions. Each case's label was written from
// what the imitated editor means to a person, and from running the
// imitation by hand in tmux, and committed before its screen was
// captured.
const hundredtwelfthDir = "../testdata/modes-hundredtwelfth"

// hundredtwelfthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredtwelfthScript = setFixtures("hundredtwelfth").script

// hundredtwelfthSet is the hundredtwelfth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func hundredtwelfthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	editor := func(name string) opener {
		return hundredtwelfthScript(py, "py/hundredtwelfth_demo.py", name, "notes.txt")
	}
	pyvim := editor("pyvim")
	xvi := editor("xvi")
	hecto := editor("hecto")
	uemacs := editor("uemacs")
	diakonos := editor("diakonos")
	rhide := editor("rhide")
	const (
		pyvimReady, xviReady, hectoReady = "1,1", "34 characters", "Ctrl-Q = quit"
		uemacsReady, diakonosReady       = "uEmacs/PK 4.0", "Diakonos 0.9.8"
		rhideReady                       = "F10 Menu"
	)
	return []corpusCase{
		// pyvim: the text over ~ rows, its reverse window bar with the
		// file's name and the cursor's place; at rest, moved down two
		// rows with j, a :w typed on its command line, a /third typed on
		// its search line, and typed into in insert mode (-- INSERT --,
		// the bar's [+]).
		needs(is(modes.Editor, "pyvim-like", "pyvim-like", pyvim, wait(pyvimReady)), py),
		needs(is(modes.Editor, "pyvim-like-moved", "pyvim-like", pyvim, wait(pyvimReady), text("jj", "3,1"), settle), py),
		needs(is(modes.Editor, "pyvim-like-command-line", "pyvim-like", pyvim, wait(pyvimReady), text(":w", ":w"), settle), py),
		needs(is(modes.Editor, "pyvim-like-search", "pyvim-like", pyvim, wait(pyvimReady), text("/third", "/third"), settle), py),
		needs(is(modes.Editor, "pyvim-like-insert-typed", "pyvim-like", pyvim, wait(pyvimReady), text("inew ", "[+]"), settle), py),

		// xvi: vi's screen, ~ rows and `"notes.txt" 3 lines, 34
		// characters` on its last row; at rest, typed into in insert
		// mode (no mode shown), and a search line /third open.
		needs(is(modes.Editor, "xvi-like", "xvi-like", xvi, wait(xviReady)), py),
		needs(is(modes.Editor, "xvi-like-insert-typed", "xvi-like", xvi, wait(xviReady), text("inew ", "new first"), settle), py),
		needs(is(modes.Editor, "xvi-like-search", "xvi-like", xvi, wait(xviReady), text("/third", "/third"), settle), py),

		// hecto: ~ rows, a reverse status bar (`notes.txt - 3 lines`,
		// `1/3`) over `HELP: Ctrl-F = find | Ctrl-S = save | Ctrl-Q =
		// quit`; at rest, moved down, typed into (`(modified)`), its
		// search line `Search (ESC to cancel, Arrows to navigate): `
		// open, and its warning after Ctrl-Q on unsaved changes.
		needs(is(modes.Editor, "hecto-like", "hecto-like", hecto, wait(hectoReady)), py),
		needs(is(modes.Editor, "hecto-like-moved", "hecto-like", hecto, wait(hectoReady), down, down, settle), py),
		needs(is(modes.Editor, "hecto-like-typed", "hecto-like", hecto, wait(hectoReady), text("new ", "(modified)"), settle), py),
		needs(is(modes.Editor, "hecto-like-search", "hecto-like", hecto, wait(hectoReady), step{keys: "<ctrl-f>", expect: "Search (ESC", timeout: setSlow}, settle), py),
		needs(is(modes.Editor, "hecto-like-quit-warning", "hecto-like", hecto, wait(hectoReady), text("new ", "(modified)"),
			step{keys: "<ctrl-q>", expect: "unsaved changes", timeout: setSlow}, settle), py),

		// uEmacs/PK: the text over its reverse mode line (`-- uEmacs/PK
		// 4.0: notes.txt (File: notes.txt)`); at rest, typed into (`-*`),
		// and its questions on the message line: C-x C-c on a changed
		// buffer's `Modified buffers exist. Leave anyway (y/n)? `, and
		// C-x C-w's `Write file: `.
		needs(is(modes.Editor, "uemacs-like", "uemacs-like", uemacs, wait(uemacsReady)), py),
		needs(is(modes.Editor, "uemacs-like-typed", "uemacs-like", uemacs, wait(uemacsReady), text("new ", "-* uEmacs"), settle), py),
		needs(ask("uemacs-like-leave", "uemacs-like", uemacs, yesNo("Modified buffers exist. Leave anyway?", ""),
			wait(uemacsReady), text("new ", "-* uEmacs"), step{keys: "<ctrl-x><ctrl-c>", expect: "Leave anyway", timeout: setSlow}, settle), py),
		needs(ask("uemacs-like-write-file", "uemacs-like", uemacs, want(modes.Text, "Write file:", ""),
			wait(uemacsReady), step{keys: "<ctrl-x><ctrl-w>", expect: "Write file:", timeout: setSlow}, settle), py),

		// diakonos: the text over its reverse status line (`----
		// notes.txt -- Diakonos 0.9.8`, `L   1/  3 C 1`); at rest and
		// typed into (`(unsaved)`).
		needs(is(modes.Editor, "diakonos-like", "diakonos-like", diakonos, wait(diakonosReady)), py),
		needs(is(modes.Editor, "diakonos-like-typed", "diakonos-like", diakonos, wait(diakonosReady), text("new ", "(unsaved)"), settle), py),

		// RHIDE: Turbo Vision's menu bar (≡ File Edit Search Run Compile
		// …), the file's double-framed window over the project window
		// (long.txt, notes.txt) and the key bar (F1 Help F2 Save …
		// F10 Menu); at rest, moved down, typed into (`*` in the frame),
		// and Alt-X on the changed file: its Confirm box `notes.txt has
		// been modified. Save?` with Yes (focused), No and Cancel.
		needs(is(modes.Editor, "rhide-like", "rhide-like", rhide, wait(rhideReady)), py),
		needs(is(modes.Editor, "rhide-like-moved", "rhide-like", rhide, wait(rhideReady), down, settle), py),
		needs(is(modes.Editor, "rhide-like-typed", "rhide-like", rhide, wait(rhideReady), text("new ", "* 1:5"), settle), py),
		needs(ask("rhide-like-save", "rhide-like", rhide, want(modes.Choice, "notes.txt has been modified. Save?", "", ">y|Yes", "n|No", "Cancel"),
			wait(rhideReady), text("new ", "* 1:5"), step{keys: "<alt-x>", expect: "has been modified", timeout: setSlow}, settle), py),
	}
}

// TestModesHundredtwelfth drives the hundredtwelfth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwelfth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredtwelfth(t *testing.T) { captureSet(t, hundredtwelfthDir, hundredtwelfthSet()) }
