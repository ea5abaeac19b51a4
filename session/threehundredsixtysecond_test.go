package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtysecondDir holds the threehundredsixtysecond set (issue
// 44, three-hundred-and-sixty-second round): live cases of four terminal
// file managers and pickers that Debian does not package, imitated by a
// fixture of its own (one script run by Debian's python3), each drawing
// what the real one draws at one of its moments over a made-up project
// folder, /home/ada/ledger: alexpasmantier's television (`tv files`, a
// ratatui fuzzy finder: an input box titled with its channel, the results
// under it with the current one marked `> ` on a bar, bat's numbered
// preview of it at the right, a status bar, its remote control of
// channels drawn over them), stevearc's oil.nvim in Neovim (the folder as
// a buffer of names, a name changed in insert mode, a line deleted, `:w`
// opening a rounded float of the actions over `[Y]es    [N]o`, Neovim's
// confirm() asking `Save changes?` before an edited buffer is left,
// Ctrl-p's preview split, the progress float of a slow copy), GiorgosXou's
// TUIFIManager (curses: a grid of drawn icons with their names under them,
// the selected one in reverse video, an info label on the last row, its
// right-click menu, find on typing, a name edited in place under its icon,
// its properties window) and davep's textual-fspicker (a Textual app's
// modal Open and Save as dialogs over the app dimmed: the current
// directory over its entries, a file name input, its buttons, an error in
// its bottom edge). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: grepped with `git grep -il`
// before they were chosen were television, alexpasmantier, oil.nvim,
// stevearc, tuifimanager, giorgosxou, uni-curses, textual-fspicker,
// fspicker and davep, and oil as a word (only lamp oil in other sets'
// texts) (and, found named and left, among others: yazi, joshuto, xplr,
// broot, superfile, walk, antonmedv, felix, hunter, fff, nnn, ranger,
// vifm, lf, lfm, tfm, xfm, rover, noice, cfiles, far2l, far manager,
// termscp, mistakenelf, nvim-tree, neo-tree, nerdtree, telescope,
// treemacs, skim, peco, percol, selecta, fpp, twf, kondo, diskonaut, dua,
// tere, dos navigator, volkov, norton, xtree, ztree, pathminder, pc tools,
// dos shell, 4dos, lotus for Magellan, browsr, dfshow and inquirer's file
// pickers; clifm is left out as Debian packages it). Each case's label
// says what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredsixtysecondDir = "../testdata/modes-threehundredsixtysecond"

// threehundredsixtysecondTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredsixtysecondTool(tool string) opener {
	return setFixtures("threehundredsixtysecond").script(pythonPath, "py/threehundredsixtysecond_files.py", tool)
}

// threehundredsixtysecondSet is the threehundredsixtysecond set. Labels
// say what a person reads on the screen: a picker's list with one entry
// marked current under the box it is filtered from is a select (the box's
// title its question); a file manager's own screen (a grid of icons, its
// find mode echoed on its label row, a properties window) is a TUI, a
// menu dropped open over it with one entry on a bar a select, a name
// being typed in place with its drawn cursor a text question (its label
// row naming what is renamed); Neovim showing a folder as a buffer of
// names is an editor, in insert mode or split with a preview too, and at
// work while a copy's progress float runs; a float or a confirm() line
// offering `[Y]es` and `[N]o` a yes/no; a dialog's list with one entry
// highlighted a select, its file name field holding the cursor a text
// question (a name put there by the program its default).
func threehundredsixtysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	busy := func(mode modes.Mode, name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: mode, state: Running}
	}

	// tv-like (alexpasmantier's television, `tv files`, on the alternate
	// screen, keys read raw, the cursor shown in the input): a rounded box
	// `files` holding `> ` and `12 / 12` at its right, a box `Results`
	// under it of twelve paths (README.md, notes.txt, todo.txt, old.log,
	// summary.json, ledger-2026.csv, backup.tar, archive/ledger-2025.csv,
	// archive/notes-2025.txt, invoices/inv-0412.pdf, invoices/inv-0413.pdf,
	// reports/ledger-q1.md), the first marked `> ` on a grey bar, a box at
	// the right titled README.md with its lines numbered, and the status
	// bar ` CHANNEL  files   [Hint] Remote Control: Ctrl-t • Help: Ctrl-h`
	// and `v0.11.9` (a select of the files, README.md current); led
	// typed, `3 / 12`, ledger-2026.csv (current), reports/ledger-q1.md and
	// archive/ledger-2025.csv, their matched letters red, ledger-2026.csv
	// previewed (the select); down, reports/ledger-q1.md current and
	// previewed (the select); from the start, Ctrl-t, the remote control
	// over them: a box `Channels` of ten channels (alias current, `dirs
	// F2`, `env F3`, `files F1`, git-branch, git-diff, git-log,
	// git-reflog, git-repos, text), `Description`, `Search` holding `> `
	// and the cursor, `Requirements [OK]`, a drawn television set, the
	// status bar ` REMOTE ` (a select of the channels); git typed in its
	// search, git-branch (current) to git-repos left (the select).
	tv := threehundredsixtysecondTool("tv")
	atFiles := []step{wait("v0.11.9"), settle}
	atLed := then(atFiles, text("led"), wait("3 / 12"), settle)
	atRemote := then(atFiles, key("<ctrl-t>", "Channels"), settle)
	files := "files"
	channels := "Channels"

	// oil-like (stevearc's oil.nvim in Neovim, `nvim .` in the project, on
	// the alternate screen, the mouse reported): the buffer of names
	// (archive/, invoices/ and reports/ bold cyan, then README.md,
	// backup.tar, ledger-2026.csv, notes.txt, old.log, summary.json,
	// todo.txt), `~` under them, the status line `oil:///home/ada/ledger/`
	// with its ruler `1,6` and `All` (an editor); down six lines and cw,
	// minutes typed over notes, `-- INSERT --` and `[+]` (the editor); Esc,
	// down and dd, old.log gone, `:w`, a rounded float in the middle
	// holding `  MOVE notes.txt -> minutes.txt` and `DELETE old.log` over
	// `[Y]es    [N]o`, the cursor hidden (a yes/no, no question in words);
	// instead Esc and Enter on the renamed line, Neovim's confirm() over
	// the last rows: `Save changes?` over `[Y]es, (N)o: `, the cursor after
	// it (a yes/no, Yes the default); from the start, down five lines to
	// ledger-2026.csv and Ctrl-p, the buffer at the left of a line down the
	// middle and the file's first lines at the right, each window with its
	// status line (`ledger-2026.csv [Preview]` cut with `<`) (the editor);
	// from the start, backup.tar yanked, up to archive/ and Enter, its two
	// names, p pasting backup.tar, `:w` and its float `  COPY backup.tar ->
	// archive/backup.tar`, y, a wide float holding that line over `1/1 [
	// ====      ]`, its bar moving twenty times a second, over `[M]inimize
	// [C]ancel` (the editor at work).
	oil := threehundredsixtysecondTool("oil")
	atBuffer := []step{wait("oil:///home/ada/ledger/"), settle}
	atRenaming := then(atBuffer, text("jjjjjjcwminutes"), wait("minutes.txt"), settle)
	atRenamed := then(atRenaming, key("<esc>", ""), settle)

	// tuifi-like (GiorgosXou's TUIFIManager, `tuifi` in the project, curses
	// on the alternate screen, the mouse reported, the cursor hidden): a
	// grid of drawn icons, five a row, each with its name under it (..,
	// README.md, archive, backup.tar, invoices; ledger-2026.csv cut over
	// two rows, notes.txt, old.log, reports, summary.json; todo.txt); right,
	// down and right, the notes.txt icon in reverse video and the label
	// row `[0010] [6] /home/ada/ledger/notes.txt [412 bytes]` reversed
	// yellow (a TUI); Alt-Down and down, a framed menu at the icon of ten
	// entries, each an action and its key after a `│` (`Open       │
	// ENTER` … `Properties │ CTRL+P`), Open on a white bar (a select of the
	// actions); from the start, Ctrl-f and led typed, the grid narrowed to
	// .. and ledger-2026.csv (reversed) and the label row `SEARCH: led`
	// (the TUI: its find, echoed on its label row); from notes.txt, Ctrl-r
	// and minutes.txt typed, `minutes.tx` and `t` under the icon, a white
	// cell after them (its drawn cursor), the label row `[RENAMING]
	// notes.txt` (a text question); from notes.txt instead, Ctrl-p, a
	// framed yellow window over the grid: `MODIFIED:`, `ACCESSED:`,
	// `CHANGED :` and their times, the icon, `SIZE: 412 bytes`, `OPEN:
	// nvim`, `INODE 1837302`, the name, ` OWNER: ada` reversed (the TUI).
	tf := threehundredsixtysecondTool("tuifi")
	atGrid := []step{wait("Donators"), settle}
	atNotes := then(atGrid, key("<right><down><right>", "412 bytes"), settle)

	// fspicker-like (davep's textual-fspicker in a Textual notes app, on
	// the alternate screen, the mouse reported, the cursor hidden): the
	// app's header `Ledger notes — notes.txt`, notes.txt's lines and its
	// footer `^o Open  ^s Save as  ^q Quit`; Ctrl-o, the app dimmed under
	// a framed dialog `Open`: `/home/ada/ledger` over a rule, eight
	// entries each an icon, its name, its size and its time (.., archive,
	// invoices, README.md, ledger-2026.csv, notes.txt, old.log,
	// summary.json), .. on a blue bar, an empty input and the buttons Open
	// and Cancel (a select of the entries, .. current); down five times,
	// notes.txt on the bar (the select); Tab and sum typed in the input,
	// `mary.json` dim after it, its drawn cursor on the m (a text question,
	// no default); from the app, Ctrl-s and Tab, a dialog `Save as`, the
	// input's border blue holding notes.txt selected (a text question,
	// notes.txt the default); Enter, ` Overwrite is not allowed ` on red in
	// the dialog's bottom edge, notes.txt still in the input (the same).
	fs := threehundredsixtysecondTool("fspicker")
	atApp := []step{wait("Ledger notes"), settle}
	atOpen := then(atApp, key("<ctrl-o>", "/home/ada/ledger"), settle)
	atSave := then(atApp, key("<ctrl-s>", "Save as"), settle, key("<tab>", ""), settle)
	saveAs := want(modes.Text, "Save as", "notes.txt")

	return []corpusCase{
		// tv-like: the files channel, filtered, moved, the remote
		// control, filtered.
		needs(ask("tv-like", "tv-like", tv,
			want(modes.Select, files, "", ">README.md", "notes.txt", "todo.txt", "old.log", "summary.json",
				"ledger-2026.csv", "backup.tar", "archive/ledger-2025.csv", "archive/notes-2025.txt",
				"invoices/inv-0412.pdf", "invoices/inv-0413.pdf", "reports/ledger-q1.md"), atFiles...), py),
		needs(ask("tv-like-filter", "tv-like", tv,
			want(modes.Select, files, "", ">ledger-2026.csv", "reports/ledger-q1.md", "archive/ledger-2025.csv"),
			atLed...), py),
		needs(ask("tv-like-down", "tv-like", tv,
			want(modes.Select, files, "", "ledger-2026.csv", ">reports/ledger-q1.md", "archive/ledger-2025.csv"),
			then(atLed, key("<down>", ""), settle)...), py),
		needs(ask("tv-like-remote", "tv-like", tv,
			want(modes.Select, channels, "", ">alias", "F2|dirs", "F3|env", "F1|files", "git-branch", "git-diff",
				"git-log", "git-reflog", "git-repos", "text"), atRemote...), py),
		needs(ask("tv-like-remote-filter", "tv-like", tv,
			want(modes.Select, channels, "", ">git-branch", "git-diff", "git-log", "git-reflog", "git-repos"),
			then(atRemote, text("git"), settle)...), py),

		// oil-like: the folder's buffer, a name changed, the actions'
		// float, saving before leaving, the preview, a copy at work.
		needs(is(modes.Editor, "oil-like", "oil-like", oil, atBuffer...), py),
		needs(is(modes.Editor, "oil-like-rename", "oil-like", oil, atRenaming...), py),
		needs(ask("oil-like-confirm", "oil-like", oil, want(modes.Confirm, "", "", "y|Yes", "n|No"),
			then(atRenamed, text("jdd"), settle, text(":w"), key("<enter>", "DELETE old.log"), settle)...), py),
		needs(ask("oil-like-save-changes", "oil-like", oil, want(modes.Confirm, "Save changes?", "yes", "y|Yes", "n|No"),
			then(atRenamed, key("<enter>", "Save changes?"), settle)...), py),
		needs(is(modes.Editor, "oil-like-preview", "oil-like", oil,
			then(atBuffer, text("jjjjj"), settle, key("<ctrl-p>", "[Preview]"), settle)...), py),
		needs(busy(modes.Editor, "oil-like-copy", "oil-like", oil,
			then(atBuffer, text("jjjjyykkkk"), settle, key("<enter>", "ledger/archive/"), settle, text("p:w"),
				key("<enter>", "COPY backup.tar"), settle, text("y"), wait("[M]inimize"))...), py),

		// tuifi-like: its grid with a file selected, its menu, its find,
		// a name edited in place, its properties.
		needs(is(modes.TUI, "tuifi-like", "tuifi-like", tf, atNotes...), py),
		needs(ask("tuifi-like-menu", "tuifi-like", tf,
			want(modes.Select, "", "", ">Open", "Cut", "Copy", "Paste", "Delete", "Rename", "Reload", "New File",
				"New Folder", "Properties"),
			then(atNotes, key("<alt-down>", "Properties"), settle, key("<down>", ""), settle)...), py),
		needs(is(modes.TUI, "tuifi-like-search", "tuifi-like", tf,
			then(atGrid, key("<ctrl-f>", "[INPUT]"), settle, text("led"), wait("SEARCH: led"), settle)...), py),
		needs(ask("tuifi-like-rename", "tuifi-like", tf, want(modes.Text, "[RENAMING] notes.txt", ""),
			then(atNotes, key("<ctrl-r>", "[RENAMING]"), settle, text("minutes.txt"), wait("minutes.tx"), settle)...), py),
		needs(is(modes.TUI, "tuifi-like-properties", "tuifi-like", tf,
			then(atNotes, key("<ctrl-p>", "MODIFIED:"), settle)...), py),

		// fspicker-like: the Open dialog, moved, a name typed, the Save
		// as dialog, its error.
		needs(ask("fspicker-like", "fspicker-like", fs,
			want(modes.Select, "Open", "", ">..", "archive", "invoices", "README.md", "ledger-2026.csv", "notes.txt",
				"old.log", "summary.json"), atOpen...), py),
		needs(ask("fspicker-like-moved", "fspicker-like", fs,
			want(modes.Select, "Open", "", "..", "archive", "invoices", "README.md", "ledger-2026.csv", ">notes.txt",
				"old.log", "summary.json"),
			then(atOpen, key("<down><down><down><down><down>", ""), settle)...), py),
		needs(ask("fspicker-like-typed", "fspicker-like", fs, want(modes.Text, "Open", ""),
			then(atOpen, key("<tab>", ""), settle, text("sum"), settle)...), py),
		needs(ask("fspicker-like-save", "fspicker-like", fs, saveAs, atSave...), py),
		needs(ask("fspicker-like-exists", "fspicker-like", fs, saveAs,
			then(atSave, key("<enter>", "Overwrite is not allowed"), settle)...), py),
	}
}

// TestModesThreehundredsixtysecond drives the threehundredsixtysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtysecond(t *testing.T) {
	captureSet(t, threehundredsixtysecondDir, threehundredsixtysecondSet())
}
