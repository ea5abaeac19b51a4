package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetyeighthDir holds the twohundredninetyeighth set (issue
// 44, two-hundred-and-ninety-eighth round): live cases of editors that
// cannot run here (DOS-era word processors and an outliner, and a hex
// editor with no Debian package), imitated by a fixture of its own (one
// script run by Debian's python3 and its curses, keys read raw a key at a
// time, on the alternate screen), each run over a copy of the set's
// garden.txt and drawing what the real editor draws (its words, layout,
// colours, reverse video and cursor, from its manuals and published
// screenshots as known): XyWrite III Plus (XyQuest's word processor, its
// command line on the top row), MaxThink (Neil Larson's outliner, a
// heading in a bar, its function keys on the last row), ViHex
// (amgarrett09's vi-like hex editor, a panel on a blue ground) and
// PC-Write (Quicksoft's word processor, Bob Wallace's), each editing the
// file, moved or typed into, with its search or go-to line open, at its
// question when told to leave unsaved, and showing its help. Before they
// were chosen each was grepped unnamed with `git grep -il` (xywrite,
// xy-write, xyquest; maxthink, max think, neil larson, larson; vihex,
// vi-hex, amgarrett; pc-write, pc write, pcwrite, quicksoft, bob wallace).
// Each case's label says what a person reads on the screen, written from
// the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredninetyeighthDir = "../testdata/modes-twohundredninetyeighth"

// twohundredninetyeighthFixtures are the set's fixtures: its Python
// script and garden.txt beside it.
const twohundredninetyeighthFixtures = setFixtures("twohundredninetyeighth")

// twohundredninetyeighthEditor runs the set's script as the named editor
// over a home holding a copy of garden.txt, given as its argument.
func twohundredninetyeighthEditor(name string) opener {
	py := filepath.Join(twohundredninetyeighthFixtures.dir(), "py")
	script, err := filepath.Abs(filepath.Join(py, "twohundredninetyeighth_demo.py"))
	if err != nil {
		panic(err)
	}
	garden := func(t *testing.T, dir string) {
		b, err := os.ReadFile(filepath.Join(py, "garden.txt"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "garden.txt"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return unseenHome(garden, pythonPath, script, name, "garden.txt")
}

// twohundredninetyeighthSet is the twohundredninetyeighth set. Labels say
// what a person reads on the screen: an editor, with its command line,
// search and go-to prompts and its help screen included (they are the
// editor's own); a question where it asks whether to leave unsaved.
func twohundredninetyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed := modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(first []step, more ...step) []step { return append(append([]step{}, first...), more...) }
	xywrite, maxthink := twohundredninetyeighthEditor("xywrite"), twohundredninetyeighthEditor("maxthink")
	vihex, pcwrite := twohundredninetyeighthEditor("vihex"), twohundredninetyeighthEditor("pcwrite")
	const xyUp, maxUp, hexUp, pcUp = "GARDEN.TXT Lin 1 Col 1", "Item 1 of 12", "0x0000 / 0x01ae", "Line 1  Col 1"

	// xywrite-like (XyWrite III Plus): the command line on the top row
	// (empty), the status line in reverse video under it (`GARDEN.TXT Lin
	// 1 Col 1` at its right, `Modified` once typed into, a message at its
	// left), a ruler `[...+....1....+…]`, the text, `◄` after its end;
	// its first screen; moved down two rows and `new ` typed; F5 and `SE
	// /shed/` typed on the command line; F9 carrying it out, `Found` and
	// the cursor on the shed's line; typed into, `AB` on the command line
	// and F9, the status line asking `File modified. Abort without saving
	// (Y/N)? ` (a yes/no, no default); `HELP` and F9, its help screen
	// (function keys and commands, `Press Esc to return to your text`).
	xyTyped := []step{wait(xyUp), key("<down>", ""), typed("new ", "Modified")}
	xySearch := []step{wait(xyUp), key("<f5>", ""), typed("SE /shed/", "SE /shed/")}

	// maxthink-like (MaxThink): a cyan title row `MaxThink  Outline:
	// GARDEN.MT … Level 1  Item 1 of 12`, an outline of twelve headings
	// (■, ► and • by level, indented), the current one in a white bar, the
	// function keys `1Help 2Edit … 10Quit` on the last row, the cursor
	// hidden; its first screen; moved down two headings; F2 on it, `Edit:`
	// over the keys holding the heading, ` now` typed after it; F7's
	// `Search for: rake`; edited, Enter and F10, `The outline has changed.
	// Save it before quitting (Y/N)? ` (a yes/no, no default); F1, its
	// help screen (`Press any key to go back to the outline`).
	maxEdit := []step{wait(maxUp), key("<down><down>", "Item 3 of 12"), key("<f2>", "Edit:"), typed(" now", "shallots. now")}

	// vihex-like (ViHex): a white panel on a blue ground titled `
	// garden.txt ` (`[+]` once changed), rows of an offset, sixteen hex
	// bytes and their characters, the byte at the cursor in reverse video,
	// a rule over `NORMAL` (or `INSERT`) and `0x0000 / 0x01ae`, the cursor
	// hidden; its first screen; moved by j j l; j, i and `41` typed (a
	// byte changed, INSERT); `:` and `40` typed on its command row; a
	// byte changed, Esc and `:q`, a box `Unsaved changes`: `The file has
	// unsaved changes.` / `Quit without saving?` over `<Yes>` (focused, in
	// blue) and `<No>` (a confirm, Yes highlighted); `?`, a box `Help` of
	// its keys over `<Close>`.

	// pc-write-like (PC-Write): its status line on the top row in white
	// on blue (`F1:Help  Esc:Exit   GARDEN.TXT  Line 1  Col 1  Push  Wrap`,
	// `*` before the name once typed into, `PC-Write` at its right), the
	// ruler `L.......T…R` under it, the text; its first screen; moved down
	// two rows and `new ` typed; F6's `Find what? shed` on the top row;
	// Alt-G's `Go to line: 9`; typed into and Esc, `File changed. Save it
	// before exit (Y/N)? ` on the top row (a yes/no, no default); F1, its
	// help screen (`Press Esc to go back to your file`).
	pcTyped := []step{wait(pcUp), key("<down><down>", "Line 3"), typed("new ", "*GARDEN.TXT")}

	return []corpusCase{
		needs(is(ed, "xywrite-like", "xywrite-like", xywrite, wait(xyUp), settle), py),
		needs(is(ed, "xywrite-like-typed", "xywrite-like", xywrite, wait(xyUp), key("<down><down>", "Lin 3"), typed("new ", "Modified"), settle), py),
		needs(is(ed, "xywrite-like-search", "xywrite-like", xywrite, then(xySearch, settle)...), py),
		needs(is(ed, "xywrite-like-found", "xywrite-like", xywrite, then(xySearch, key("<f9>", "Found"), settle)...), py),
		needs(ask("xywrite-like-abort", "xywrite-like", xywrite, yesNo("File modified. Abort without saving?", ""),
			then(xyTyped, key("<f5>", ""), typed("AB", ""), key("<f9>", "Abort without saving"), settle)...), py),
		needs(is(ed, "xywrite-like-help", "xywrite-like", xywrite, wait(xyUp), key("<f5>", ""), typed("HELP", "HELP"),
			key("<f9>", "Press Esc to return"), settle), py),

		needs(is(ed, "maxthink-like", "maxthink-like", maxthink, wait(maxUp), settle), py),
		needs(is(ed, "maxthink-like-moved", "maxthink-like", maxthink, wait(maxUp), key("<down><down>", "Item 3 of 12"), settle), py),
		needs(is(ed, "maxthink-like-edit", "maxthink-like", maxthink, then(maxEdit, settle)...), py),
		needs(is(ed, "maxthink-like-search", "maxthink-like", maxthink, wait(maxUp), key("<f7>", "Search for:"),
			typed("rake", "Search for: rake"), settle), py),
		needs(ask("maxthink-like-quit", "maxthink-like", maxthink, yesNo("The outline has changed.  Save it before quitting?", ""),
			then(maxEdit, key("<enter>", ""), key("<f10>", "Save it before quitting"), settle)...), py),
		needs(is(ed, "maxthink-like-help", "maxthink-like", maxthink, wait(maxUp), key("<f1>", "Press any key to go back"), settle), py),

		needs(is(ed, "vihex-like", "vihex-like", vihex, wait(hexUp), settle), py),
		needs(is(ed, "vihex-like-moved", "vihex-like", vihex, wait(hexUp), typed("jjl", "0x0021"), settle), py),
		needs(is(ed, "vihex-like-edit", "vihex-like", vihex, wait(hexUp), typed("ji", "INSERT"), typed("41", "[+]"), settle), py),
		needs(is(ed, "vihex-like-goto", "vihex-like", vihex, wait(hexUp), typed(":", ""), typed("40", ":40"), settle), py),
		needs(ask("vihex-like-quit", "vihex-like", vihex,
			want(modes.Confirm, "The file has unsaved changes. Quit without saving?", "", ">Yes", "No"),
			wait(hexUp), typed("i", "INSERT"), typed("41", "[+]"), key("<esc>", "NORMAL"), typed(":q", ":q"),
			key("<enter>", "Quit without saving?"), settle), py),
		needs(is(ed, "vihex-like-help", "vihex-like", vihex, wait(hexUp), typed("?", "<Close>"), settle), py),

		needs(is(ed, "pc-write-like", "pc-write-like", pcwrite, wait(pcUp), settle), py),
		needs(is(ed, "pc-write-like-typed", "pc-write-like", pcwrite, then(pcTyped, settle)...), py),
		needs(is(ed, "pc-write-like-search", "pc-write-like", pcwrite, wait(pcUp), key("<f6>", "Find what?"),
			typed("shed", "Find what? shed"), settle), py),
		needs(is(ed, "pc-write-like-goto", "pc-write-like", pcwrite, wait(pcUp), key("<alt-g>", "Go to line:"),
			typed("9", "Go to line: 9"), settle), py),
		needs(ask("pc-write-like-exit", "pc-write-like", pcwrite, yesNo("File changed. Save it before exit?", ""),
			then(pcTyped, key("<esc>", "Save it before exit"), settle)...), py),
		needs(is(ed, "pc-write-like-help", "pc-write-like", pcwrite, wait(pcUp), key("<f1>", "Press Esc to go back"), settle), py),
	}
}

// TestModesTwohundredninetyeighth drives the twohundredninetyeighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredninetyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredninetyeighth(t *testing.T) {
	captureSet(t, twohundredninetyeighthDir, twohundredninetyeighthSet())
}
