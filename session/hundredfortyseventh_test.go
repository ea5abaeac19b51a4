package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortyseventhDir holds the hundredfortyseventh set (issue 44,
// hundred-and-forty-seventh round): live cases of small modal and
// modeless text editors imitated by a fixture of its own (Python curses,
// raw mode, on the alternate screen), each drawing what an editor that
// cannot run here draws over notes.txt of the case's home (no status row
// at all, a status row at the top, a mode line or a mode word at the
// foot, a gutter of line numbers and `~` past the end: its words, layout,
// reverse video, colours, cursor and terminal modes, from its
// documentation, source and published screenshots), none of them named
// by any other test, table, fixture or doc of agentty: neatvi, the
// traditional vi (Heirloom's ex/vi), atto, WordStar, CRiSP in its BRIEF
// style and pepper, at their first screen, after typing, with their
// command line or their own search open, and at their question (or their
// refusal) before they quit unsaved. Each case's label was written from
// what the imitated editor means to a person (an editor, its command line
// and search included; its question as what it asks) and committed
// before its screen was captured. One moment was driven again, its label
// unchanged: pepper's command line, waited for by a `:` its key step never
// saw appear (the status bar's `notes.txt:1,1` held one already), now by
// `:open long.txt` once typed.
const hundredfortyseventhDir = "../testdata/modes-hundredfortyseventh"

// hundredfortyseventhScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredfortyseventhScript = setFixtures("hundredfortyseventh").script

// hundredfortyseventhSet is the hundredfortyseventh set. Labels say what
// a person reads on the screen.
func hundredfortyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed := modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	then := func(first []step, more ...step) []step { return append(append([]step{}, first...), more...) }
	like := func(name string) opener {
		return hundredfortyseventhScript(py, "py/hundredfortyseventh_demo.py", name, "notes.txt")
	}
	neatvi, exvi, atto := like("neatvi"), like("exvi"), like("atto")
	wordstar, crisp, pepper := like("wordstar"), like("crisp"), like("pepper")
	const neatUp, exUp, attoUp, wsUp, crispUp, pepperUp = `"notes.txt"  3 lines`, "3 lines, 34 characters", "Atto: == notes.txt", "INSERT ON", "Line: 1", "notes.txt:1,1"
	neatTyped := []step{wait(neatUp), key("i", ""), typed("new ", "new first")}
	exTyped := []step{wait(exUp), key("i", "INPUT MODE"), typed("new ", "new first")}
	attoTyped := []step{wait(attoUp), typed("new ", "=* Atto")}
	wsTyped := []step{wait(wsUp), typed("new ", "COL 05")}
	crispTyped := []step{wait(crispUp), typed("new ", "Col: 5")}
	return []corpusCase{
		// neatvi: no status row at all, the text from the top row, `~`
		// past the end, `"notes.txt"  3 lines  [r]` on the foot row at
		// first; typed into in insert mode (no mode word shown), `/second`
		// typed on the foot row (its search), and `:q` once modified
		// refused with `buffer modified`, all editor.
		needs(is(ed, "neatvi-like", "neatvi-like", neatvi, wait(neatUp)), py),
		needs(is(ed, "neatvi-like-typed", "neatvi-like", neatvi, then(neatTyped, settle)...), py),
		needs(is(ed, "neatvi-like-search", "neatvi-like", neatvi, wait(neatUp), typed("/second", "/second"), settle), py),
		needs(is(ed, "neatvi-like-quit-refused", "neatvi-like", neatvi,
			then(neatTyped, key("<esc>", ""), typed(":q", ":q"), enter("buffer modified"), settle)...), py),

		// The traditional vi (Heirloom's ex/vi) with number and showmode
		// set: a gutter of line numbers, `~` past the end, `"notes.txt" 3
		// lines, 34 characters` on the foot row; typed into (`INPUT MODE`
		// at the foot's right), `:%s/line/row/` typed on its command line,
		// and `:q` refused with `No write since last change (:quit!
		// overrides)`, all editor.
		needs(is(ed, "exvi-like", "exvi-like", exvi, wait(exUp)), py),
		needs(is(ed, "exvi-like-typed", "exvi-like", exvi, then(exTyped, settle)...), py),
		needs(is(ed, "exvi-like-command", "exvi-like", exvi, wait(exUp), typed(":%s/line/row/", ":%s/line/row/"), settle), py),
		needs(is(ed, "exvi-like-quit-refused", "exvi-like", exvi,
			then(exTyped, key("<esc>", ""), typed(":q", ":q"), enter("No write since"), settle)...), py),

		// atto: modeless, its mode line in reverse video above the foot
		// (`== Atto: == notes.txt ===`, `=*` once modified); its first
		// screen, typed into, C-s's `Search: second` (editor), and C-x
		// C-c's `Modified buffers exist; really exit (y/n) ? n`, the `n`
		// under the cursor its default.
		needs(is(ed, "atto-like", "atto-like", atto, wait(attoUp)), py),
		needs(is(ed, "atto-like-typed", "atto-like", atto, then(attoTyped, settle)...), py),
		needs(is(ed, "atto-like-search", "atto-like", atto, wait(attoUp), key("<ctrl-s>", "Search:"), typed("second", "Search: second"), settle), py),
		needs(ask("atto-like-quit", "atto-like", atto, yesNo("Modified buffers exist; really exit?", "no"),
			then(attoTyped, key("<ctrl-x><ctrl-c>", "really exit"), settle)...), py),

		// WordStar 3.3: its status row at the top (`C:NOTES.TXT  PAGE 1
		// LINE 1  COL 01 … INSERT ON`), the main menu and the ruler under
		// it, the flag column at the right; its first screen, typed into,
		// ^QF's `FIND?` with `second` typed (editor), and ^KQ's `ABANDON
		// EDITED VERSION OF FILE C:NOTES.TXT? (Y/N):`.
		needs(is(ed, "wordstar-like", "wordstar-like", wordstar, wait(wsUp)), py),
		needs(is(ed, "wordstar-like-typed", "wordstar-like", wordstar, then(wsTyped, settle)...), py),
		needs(is(ed, "wordstar-like-find", "wordstar-like", wordstar, wait(wsUp), key("<ctrl-q>f", "FIND?"), typed("second", "FIND? second"), settle), py),
		needs(ask("wordstar-like-quit", "wordstar-like", wordstar, yesNo("ABANDON EDITED VERSION OF FILE C:NOTES.TXT?", ""),
			then(wsTyped, key("<ctrl-k>q", "ABANDON"), settle)...), py),

		// CRiSP in its BRIEF style: the buffer in a double-lined window
		// with the file's name in its top border, the status row at the
		// foot (`Line: 1     Col: 1` and the clock); its first screen,
		// typed into, F5's `Search for: second` and F10's `Command: `
		// (editor), and Alt-X's `1 buffer has not been saved.  Exit
		// [ynw]?`, a choice of its three keys.
		needs(is(ed, "crisp-like", "crisp-like", crisp, wait(crispUp)), py),
		needs(is(ed, "crisp-like-typed", "crisp-like", crisp, then(crispTyped, settle)...), py),
		needs(is(ed, "crisp-like-search", "crisp-like", crisp, wait(crispUp), key("<f5>", "Search for:"), typed("second", "Search for: second"), settle), py),
		needs(is(ed, "crisp-like-command", "crisp-like", crisp, wait(crispUp), key("<f10>", "Command:"), settle), py),
		needs(ask("crisp-like-quit", "crisp-like", crisp,
			want(modes.Choice, "1 buffer has not been saved.  Exit?", "", "y|y", "n|n", "w|w"),
			then(crispTyped, key("<alt-x>", "Exit [ynw]"), settle)...), py),

		// pepper: `~` past the end, its cursor a coloured block (the
		// terminal's hidden), its status bar on the foot row with
		// `notes.txt:1,1` at the right; typed into (`-- INSERT --` at its
		// left, `*notes.txt:1,5`), `/` with `second` typed on its
		// `search:` line, and `:` opening its command line, all editor.
		needs(is(ed, "pepper-like", "pepper-like", pepper, wait(pepperUp)), py),
		needs(is(ed, "pepper-like-typed", "pepper-like", pepper, wait(pepperUp), key("i", "INSERT"), typed("new ", "*notes.txt:1,5"), settle), py),
		needs(is(ed, "pepper-like-search", "pepper-like", pepper, wait(pepperUp), typed("/second", "search:second"), settle), py),
		needs(is(ed, "pepper-like-command", "pepper-like", pepper, wait(pepperUp), key(":", ""), typed("open long.txt", ":open long.txt"), settle), py),
	}
}

// TestModesHundredfortyseventh drives the hundredfortyseventh set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredfortyseventh. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredfortyseventh(t *testing.T) {
	captureSet(t, hundredfortyseventhDir, hundredfortyseventhSet())
}
