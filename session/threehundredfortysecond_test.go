package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortysecondDir holds the threehundredfortysecond set (issue
// 44, three-hundred-and-forty-second round): live cases of dialogs drawn
// over full-screen programs, each program shown without and with its
// dialogs, by programs that cannot run here (none is packaged by Debian;
// they are DOS programs, a FidoNet editor built for DOS and OS/2, a
// music player from PyPI and a BASIC IDE drawn in its own window),
// imitated by a fixture of its own (Debian's python3 and its curses, on
// the alternate screen, keys read raw one at a time, not echoed), each
// drawing what the program draws at one of its moments (its words,
// layout, boxes, buttons, colours, reverse video and cursor, from its
// documentation and published screenshots as known): Directory Freedom,
// a DOS two-panel file manager (its panels, files marked, a copy box
// asking where, a copy progress box with a Cancel button, the copied
// files, a delete question, a quit question), MsgEd, the FidoNet message
// editor (its message list, a message read, its editor, a save and send
// question, an area list), Jörg Lehmann's PyTone (its browser and
// playlist, a save playlist as field, the playlist saved, a search field,
// a quit question) and the QB64 IDE (its editor, its Options menu, a
// Code Layout form of check boxes, a Display Settings form, compiling, an
// unsaved question). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty (grepped with `git grep
// -il`: directory freedom, dirfree, msged, paul edwards, pytone, lehmann,
// jörg, qb64, galleon, phoenix edition). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredfortysecondDir = "../testdata/modes-threehundredfortysecond"

// threehundredfortysecondTool runs one program of the set's script with
// Debian's python3.
func threehundredfortysecondTool(tool string) opener {
	return setFixtures("threehundredfortysecond").script(pythonPath, "py/threehundredfortysecond_dialogs.py", tool)
}

// threehundredfortysecondSet is the threehundredfortysecond set. Labels
// say what a person reads on the screen: a program drawing its own
// screen with no box open is a full-screen program (an editor where the
// cursor waits in the text being written), a box of a field asks its
// label (the value shown there its default), a box of buttons a confirm
// (the focused button highlighted), a box of check boxes a multiselect, a
// menu or list box a select (the highlighted one marked), a progress box
// or a status line at work running.
func threehundredfortysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	// dirfree-like (Directory Freedom, a DOS two-panel file manager; the
	// alternate screen): two double-framed cyan-on-blue panels, C:\LEDGER
	// (the bar on LEDGER.EXE) and C:\BACKUP (only ..), Name, Size and
	// Date columns, a count of files and bytes at each foot, a dim
	// `Directory Freedom 4.0  Shareware - please register` line, the DOS
	// prompt `C:\LEDGER>` with the cursor after it and the key bar `1Help
	// 2Menu ... 8Delete 9Sort 10Quit` (a full-screen program); two Downs
	// and three Inserts, PAYROLL.DAT, LEDGER.BAK and LEDGER.CFG marked in
	// yellow, `3 files marked, 39,836 bytes` (the program); F5, a grey box
	// `Copy`: `Copy 3 files to:` over a field holding C:\BACKUP\ with the
	// cursor after it, `[ Copy ]` (focused, green) and `[ Cancel ]` (a
	// text question, C:\BACKUP\ shown); Enter, a box `Copying`: From and
	// To, a bar filling with its per cent, a Total bar, a focused `[
	// Cancel ]` (at work, no question); then the panels again, the three
	// files in C:\BACKUP, `3 files, 39,836 bytes` (the program); from the
	// start, three Downs and F8, a red box `Delete`: `Do you wish to
	// delete LEDGER.BAK?` over `[ Yes ]` (focused) and `[ No ]` (a
	// confirm); F10, a grey box `Quit`: `Do you want to quit Directory
	// Freedom?` over `[ Yes ]` (focused) and `[ No ]` (a confirm).
	dirfree := threehundredfortysecondTool("dirfree")
	atPanels := []step{wait("8Delete")}
	atMarked := then(atPanels, down, down, key("<insert>", ""), key("<insert>", ""), key("<insert>", "3 files marked"))
	atCopy := then(atMarked, key("<f5>", "Copy 3 files to:"))

	// msged-like (MsgEd, the FidoNet message editor; the alternate
	// screen): a blue title `MsgEd  FIDO.LEDGER  (Ledger support echo)`,
	// a list of five messages (number, From, To, Subject), the fourth
	// under a cyan bar, a key line `Enter read   R reply   E enter   A
	// areas   Esc quit` (a full-screen program); Enter, the message: its
	// header (Msg: 4 of 5, From, To, Subj with FidoNet addresses), its
	// text, tear line and origin in green (the program); R, the reply
	// being written under a header and two quoted lines, a line typed,
	// the cursor after it, a status line `Insert   Line 8 Col ...   Alt-S
	// save  Esc abort` (an editor); Alt-S, a box `Save`: `Save and send
	// this message?` over Yes (cyan, focused) and No (a confirm); at the
	// list, A, a box `Select Area`: Netmail, FIDO.LEDGER (the bar),
	// FIDO.SYSOP, LOCAL.BBS, Bad messages (a select).
	msged := threehundredfortysecondTool("msged")
	atList := []step{wait("A areas")}
	atRead := then(atList, key("<enter>", "Origin: Haas Point"))
	atReply := then(atRead, key("r", "Alt-S save"), text("Fine by me, 2, 4 and 8 it is.", ""), settle)

	// pytone-like (Jörg Lehmann's PyTone, a curses music player; the
	// alternate screen): a blue title `PyTone 3.0.3 ... Playing 1/4`, a
	// box `Database: Artists` of six artists (the third under a cyan
	// bar), a box `Playlist (4 songs, 16:33)` of four songs (the first
	// playing, `▶`, yellow), the song playing with a bar and 2:07/3:51,
	// a key line `F1 help  Tab switch  p pause  w save playlist  /
	// search  Ctrl-X quit` (a full-screen program); w, a box `Save
	// playlist`: `Save playlist as:` and an empty cyan field with the
	// cursor in it (a text question); evening and Enter, the key line
	// now `Playlist saved as evening.m3u` (the program); /, a box
	// `Search`: `Search for:` and an empty field with the cursor in it (a
	// text question); Ctrl-X, a box: `Do you really want to quit? (y/n)`
	// (a yes/no, no default).
	pytone := threehundredfortysecondTool("pytone")
	atMain := []step{wait("w save playlist")}

	// qb64-like (the QB64 IDE, drawn in text mode in its own window;
	// here the alternate screen, white on blue): a grey menu bar `File
	// Edit View Search Run Options Help`, a framed window `Untitled`, a
	// Status window `OK`, a cyan key line `<Shift+F1=Help> <F5=Run>
	// <F6=Window>` and the row:column; a line `PRINT "Total:"; total`
	// typed, the title now `Untitled*`, the cursor after it (an editor);
	// Alt+O, the Options menu dropped (Options in black on the bar):
	// Display..., IDE Colors..., Language..., Code Layout...,
	// Backup/Undo..., Swap Mouse Buttons, Syntax Checker, Output EXE to
	// Source Folder, the first in black (a select titled Options); three
	// Downs and Enter, a grey box `Code Layout`: `[X] Auto indent` (the
	// cursor in it), `[X] Auto spacing & Upper/Lowercase formatting`, `[
	// ] Indent SUBs and FUNCTIONs`, `< OK >` (black) and `< Cancel >` (a
	// multiselect); Alt+O and Enter, a box `Display Settings`: `Window
	// Width [120 ]` (the cursor after 120), `Window Height [40  ]`, `[ ]
	// Custom Font`, `[X] Restore window position`, OK and Cancel (a form
	// asking Window Width, 120 shown); F5, the Status window `Creating
	// executable file...` over a filling bar (at work, no question);
	// Ctrl+Q, a box `QB64`: `Program is not saved. Save it now?` over `<
	// Yes >` (black, focused), `< No >` and `< Cancel >` (a confirm).
	qb64 := threehundredfortysecondTool("qb64")
	atEditor := []step{wait("<F5=Run>"), text(`PRINT "Total:"; total`, "Untitled*")}
	options := []string{"Display...", "IDE Colors...", "Language...", "Code Layout...", "Backup/Undo...",
		"Swap Mouse Buttons", "Syntax Checker", "Output EXE to Source Folder"}
	atOptions := then(atEditor, key("<alt-o>", "Output EXE to Source Folder"))

	return []corpusCase{
		needs(is(modes.TUI, "dirfree-like", "dirfree-like", dirfree, then(atPanels, settle)...), py),
		needs(is(modes.TUI, "dirfree-like-marked", "dirfree-like", dirfree, then(atMarked, settle)...), py),
		needs(ask("dirfree-like-copy", "dirfree-like", dirfree, want(modes.Text, "Copy 3 files to:", `C:\BACKUP\`), then(atCopy, settle)...), py),
		needs(running("dirfree-like-copying", "dirfree-like", dirfree, then(atCopy, key("<enter>", "Total"))...), py),
		needs(is(modes.TUI, "dirfree-like-copied", "dirfree-like", dirfree,
			then(atCopy, key("<enter>", "Total"), wait("3 files, 39,836 bytes"), settle)...), py),
		needs(ask("dirfree-like-delete", "dirfree-like", dirfree, want(modes.Confirm, "Do you wish to delete LEDGER.BAK?", "", ">Yes", "No"),
			then(atPanels, down, down, down, key("<f8>", "Do you wish to delete"), settle)...), py),
		needs(ask("dirfree-like-quit", "dirfree-like", dirfree, want(modes.Confirm, "Do you want to quit Directory Freedom?", "", ">Yes", "No"),
			then(atPanels, key("<f10>", "Do you want to quit"), settle)...), py),

		needs(is(modes.TUI, "msged-like", "msged-like", msged, then(atList, settle)...), py),
		needs(is(modes.TUI, "msged-like-read", "msged-like", msged, then(atRead, settle)...), py),
		needs(is(modes.Editor, "msged-like-reply", "msged-like", msged, atReply...), py),
		needs(ask("msged-like-send", "msged-like", msged, want(modes.Confirm, "Save and send this message?", "", ">Yes", "No"),
			then(atReply, key("<alt-s>", "Save and send this message?"), settle)...), py),
		needs(ask("msged-like-areas", "msged-like", msged,
			pick(modes.Select, "Select Area", 1, "Netmail", "FIDO.LEDGER", "FIDO.SYSOP", "LOCAL.BBS", "Bad messages"),
			then(atList, key("a", "Select Area"), settle)...), py),

		needs(is(modes.TUI, "pytone-like", "pytone-like", pytone, then(atMain, settle)...), py),
		needs(ask("pytone-like-save", "pytone-like", pytone, want(modes.Text, "Save playlist as:", ""),
			then(atMain, key("w", "Save playlist as:"), settle)...), py),
		needs(is(modes.TUI, "pytone-like-saved", "pytone-like", pytone,
			then(atMain, key("w", "Save playlist as:"), text("evening", ""), key("<enter>", "Playlist saved as evening.m3u"), settle)...), py),
		needs(ask("pytone-like-search", "pytone-like", pytone, want(modes.Text, "Search for:", ""),
			then(atMain, key("/", "Search for:"), settle)...), py),
		needs(ask("pytone-like-quit", "pytone-like", pytone, yesNo("Do you really want to quit?", ""),
			then(atMain, key("<ctrl-x>", "Do you really want to quit?"), settle)...), py),

		needs(is(modes.Editor, "qb64-like", "qb64-like", qb64, then(atEditor, settle)...), py),
		needs(ask("qb64-like-options", "qb64-like", qb64, pick(modes.Select, "Options", 0, options...), then(atOptions, settle)...), py),
		needs(ask("qb64-like-layout", "qb64-like", qb64,
			want(modes.Multiselect, "Code Layout", "", ">[x] Auto indent", "[x] Auto spacing & Upper/Lowercase formatting",
				"[ ] Indent SUBs and FUNCTIONs"),
			then(atOptions, down, down, down, key("<enter>", "Indent SUBs and FUNCTIONs"), settle)...), py),
		needs(ask("qb64-like-display", "qb64-like", qb64, want(modes.Text, "Window Width", "120"),
			then(atOptions, key("<enter>", "Display Settings"), settle)...), py),
		needs(running("qb64-like-compiling", "qb64-like", qb64, then(atEditor, key("<f5>", "Creating executable file"))...), py),
		needs(ask("qb64-like-unsaved", "qb64-like", qb64,
			want(modes.Confirm, "Program is not saved. Save it now?", "", ">Yes", "No", "Cancel"),
			then(atEditor, key("<ctrl-q>", "Program is not saved."), settle)...), py),
	}
}

// TestModesThreehundredfortysecond drives the threehundredfortysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortysecond(t *testing.T) {
	captureSet(t, threehundredfortysecondDir, threehundredfortysecondSet())
}
