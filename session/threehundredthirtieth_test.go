package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtiethDir holds the threehundredthirtieth set (issue
// 44, three-hundred-and-thirtieth round): live cases of four terminal
// editors of other ecosystems that Debian does not package, imitated by
// a fixture of its own (one script run by Debian's python3 with its
// curses, on the alternate screen, keys read raw a key at a time), each
// given the file to edit as its argument and drawing what the editor
// draws at one of its moments (the file, its status row with the mode,
// the file and the place, its ':' or M-x command line, its find,
// replace and go-to-line fields, its questions and its help, from its
// documentation, source and screenshots as known): Ticki's Sodium, a
// vim-like editor in Rust (Normal, Insert and Visual, its ':' prompt, a
// quit over unsaved changes, its help), Mogens Brodsgaard Lund's Liquid,
// a vim-like editor in Clojure (normal, insert, its ':' and '/' lines, a
// file changed on disk, a modified buffer killed), Atsuo Ishimoto's kaa,
// a console editor in Python (the file, typed into, its Search, Replace
// and Goto line fields, a save asked on close) and neurocyte's Flow
// Control, an editor in Zig, with its emacs keys (the file, typed into,
// M-x, find, goto line, its help, a modified buffer killed). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: grepped with `git grep -il` before they were chosen
// were sodium (matched only inside libsodium-wrappers, an npm package in
// a package-lock), ticki (only inside ticking and Tickit), redox (only
// inside the crate names redox_syscall and redox_termios in a
// Cargo.lock), liquid (only as liquidprompt and as Liquid, a template
// language in a list), mogens, mogenslund, brodsgaard, kaa (only inside
// base64 in package-locks, go.sum files and stored screens), ishimoto,
// atsuo, flow control (only in microcom's help, of a serial line's flow
// control), flow-control and neurocyte; flow, the Zig editor's
// executable, is a common word matched only as the word (and, found
// named and left, among others: helix, kakoune, amp, ox, iota, zee,
// kibi, hecto, pepper, smith, kiro, lem, moe, pyvim, suplemon, vy,
// slap, diakonos, textbringer, orbiton, gomacs, godit, yi, remacs,
// jexer, edwin, freemacs, mince, micro, mle, dte, tilde, turbo and
// textadept). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredthirtiethDir = "../testdata/modes-threehundredthirtieth"

// threehundredthirtiethTool runs one editor of the set's script with
// Debian's python3 on file, in a home holding notes.txt and long.txt.
func threehundredthirtiethTool(tool, file string) opener {
	return setFixtures("threehundredthirtieth").script(pythonPath, "py/threehundredthirtieth_editors.py", tool, file)
}

// threehundredthirtiethSet is the threehundredthirtieth set. Labels say
// what a person reads on the screen: an editor's file under or over its
// status row is an editor's, in whatever mode, with a selection, with a
// ':' or M-x command line typed on its last row (a command of the
// editor's, not a question) and on its help screen; a field the editor
// opens to ask a value (what to find, what to put in its place, a line
// to go to) is a text question; a line asking whether to quit, reload or
// kill a buffer, keys y and n, is a yes/no, and a save asked over
// buttons a confirm of them.
func threehundredthirtiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	ed := modes.Editor

	// sodium-like (Ticki's Sodium, `sodium notes.txt`): the file's three
	// lines over `~` rows, the status row in reverse video ` Normal
	// notes.txt` … `1,1`, the cursor on the first character (an editor);
	// i and `new ` typed, ` Insert  notes.txt [+]` (the editor); v and l
	// l, ` Visual`, `fir` in reverse video (the editor); ':' and
	// `s/line/row/` typed, ` Prompt` and `:s/line/row/` on the last row,
	// the cursor after it (the editor at its command line); x, then `:q`
	// entered, `notes.txt has unsaved changes. Quit anyway? (y/n) ` on
	// the last row (a yes/no, no default); `:help` entered, its help of
	// modes, keys and commands over ` Help  *help*` (the editor).
	sodium := threehundredthirtiethTool("sodium", "notes.txt")
	atSodium := []step{wait("Normal"), settle}

	// liquid-like (Mogens Brodsgaard Lund's Liquid, `liquid long.txt`):
	// the file's first 22 rows over a cyan status row `long.txt   (1,1)
	// [normal]` (an editor); i and `xy ` typed, `long.txt *` … `[insert]`
	// (the editor); ':' and `e notes.txt` typed on the last row (the
	// editor at its command line); '/' and `needle` typed there (the
	// editor at its search line); `:!echo … >> long.txt` entered, `long.txt
	// changed on disk. Reload? (y/n) ` (a yes/no, no default); x, then
	// `:bd` entered, `Buffer modified, kill anyway? (y or n) ` (a yes/no,
	// no default).
	liquid := threehundredthirtiethTool("liquid", "long.txt")
	atLiquid := []step{wait("[normal]"), settle}

	// kaa-like (Atsuo Ishimoto's kaa, `kaa notes.txt`): a tab ` notes.txt `
	// on a white top row, the file, and the status row ` notes.txt  1:1
	// [utf-8:LF]  [default]  Alt+M:menu` (an editor); `abc ` typed, the
	// tab `notes.txt*` (the editor); Ctrl+F, `Search: ` and an underlined
	// field with `[Ignore case] [Word] [Regex]` beside it over ` [Enter]:OK
	// [Esc]:Cancel`, `line` typed (a text question `Search:`); Ctrl+R,
	// `line` searched and Enter, `Replace: ` under it, the cursor in its
	// field (a text question `Replace:`); Ctrl+G, `Goto line: ` (a text
	// question); typed into and Ctrl+Q, `Save file notes.txt?` over
	// `[Yes] [No] [Cancel]`, Yes in reverse video, each first letter
	// underlined (a confirm, Yes highlighted).
	kaa := threehundredthirtiethTool("kaa", "notes.txt")
	atKaa := []step{wait("Alt+M:menu"), settle}

	// flow-like (neurocyte's Flow Control with its emacs keys, `flow
	// notes.txt`): the file under a gutter of line numbers over a magenta
	// status row ` flow  notes.txt` … `Ln 1, Col 1` (an editor); `abc `
	// typed, `notes.txt *` (the editor); M-x and `open_file` typed, ` M-x
	// open_file` on the last row (the editor at its M-x line); C-s, `
	// find: ` and `third` typed (a text question `find:`); M-g g, ` goto
	// line: ` (a text question); F1, its keybindings over ` help
	// *keybindings*` (the editor); typed into and C-x k, ` Buffer
	// notes.txt is modified, kill anyway? (y/n)` (a yes/no, no default).
	flow := threehundredthirtiethTool("flow", "notes.txt")
	atFlow := []step{wait("Ln 1, Col 1"), settle}

	return []corpusCase{
		// sodium-like: normal, insert, visual, its prompt, a quit, help.
		needs(is(ed, "sodium-like", "sodium-like", sodium, atSodium...), py),
		needs(is(ed, "sodium-like-insert", "sodium-like", sodium, then(atSodium, key("i", "Insert"), text("new ", "[+]"), settle)...), py),
		needs(is(ed, "sodium-like-visual", "sodium-like", sodium,
			then(atSodium, key("v", "Visual"), key("l", "1,2"), key("l", "1,3"), settle)...), py),
		needs(is(ed, "sodium-like-command", "sodium-like", sodium,
			then(atSodium, key(":", "Prompt"), text("s/line/row/", ""), settle)...), py),
		needs(ask("sodium-like-quit", "sodium-like", sodium, yesNo("notes.txt has unsaved changes. Quit anyway?", ""),
			then(atSodium, key("x", "[+]"), key(":", "Prompt"), text("q", ""), key("<enter>", "Quit anyway?"), settle)...), py),
		needs(is(ed, "sodium-like-help", "sodium-like", sodium,
			then(atSodium, key(":", "Prompt"), text("help", ""), key("<enter>", "Prompt commands"), settle)...), py),

		// liquid-like: normal, insert, its ':' and '/' lines, changed on
		// disk, a modified buffer killed.
		needs(is(ed, "liquid-like", "liquid-like", liquid, atLiquid...), py),
		needs(is(ed, "liquid-like-insert", "liquid-like", liquid, then(atLiquid, key("i", "[insert]"), text("xy ", "long.txt *"), settle)...), py),
		needs(is(ed, "liquid-like-command", "liquid-like", liquid, then(atLiquid, key(":", ""), text("e notes.txt", ""), settle)...), py),
		needs(is(ed, "liquid-like-search", "liquid-like", liquid, then(atLiquid, key("/", ""), text("needle", ""), settle)...), py),
		needs(ask("liquid-like-reload", "liquid-like", liquid, yesNo("long.txt changed on disk. Reload?", ""),
			then(atLiquid, key(":", ""), text("!echo row 301 of the file >> long.txt", ""), key("<enter>", "changed on disk"), settle)...), py),
		needs(ask("liquid-like-kill", "liquid-like", liquid, yesNo("Buffer modified, kill anyway?", ""),
			then(atLiquid, key("x", "long.txt *"), key(":", ""), text("bd", ""), key("<enter>", "kill anyway?"), settle)...), py),

		// kaa-like: the file, typed into, search, replace, goto line, a
		// save asked.
		needs(is(ed, "kaa-like", "kaa-like", kaa, atKaa...), py),
		needs(is(ed, "kaa-like-typed", "kaa-like", kaa, then(atKaa, text("abc ", "notes.txt*"), settle)...), py),
		needs(ask("kaa-like-search", "kaa-like", kaa, want(modes.Text, "Search:", ""),
			then(atKaa, key("<ctrl-f>", "[Ignore case]"), text("line", ""), settle)...), py),
		needs(ask("kaa-like-replace", "kaa-like", kaa, want(modes.Text, "Replace:", ""),
			then(atKaa, key("<ctrl-r>", "[Ignore case]"), text("line", ""), key("<enter>", "Replace:"), settle)...), py),
		needs(ask("kaa-like-goto", "kaa-like", kaa, want(modes.Text, "Goto line:", ""),
			then(atKaa, key("<ctrl-g>", "Goto line:"), settle)...), py),
		needs(ask("kaa-like-save", "kaa-like", kaa, want(modes.Confirm, "Save file notes.txt?", "", ">y|Yes", "n|No", "c|Cancel"),
			then(atKaa, text("abc ", "notes.txt*"), key("<ctrl-q>", "Save file"), settle)...), py),

		// flow-like: the file, typed into, M-x, find, goto line, help, a
		// modified buffer killed.
		needs(is(ed, "flow-like", "flow-like", flow, atFlow...), py),
		needs(is(ed, "flow-like-typed", "flow-like", flow, then(atFlow, text("abc ", "notes.txt *"), settle)...), py),
		needs(is(ed, "flow-like-mx", "flow-like", flow, then(atFlow, key("<alt-x>", "M-x"), text("open_file", ""), settle)...), py),
		needs(ask("flow-like-find", "flow-like", flow, want(modes.Text, "find:", ""),
			then(atFlow, key("<ctrl-s>", "find:"), text("third", ""), settle)...), py),
		needs(ask("flow-like-goto", "flow-like", flow, want(modes.Text, "goto line:", ""),
			then(atFlow, key("<alt-g>", ""), key("g", "goto line:"), settle)...), py),
		needs(is(ed, "flow-like-help", "flow-like", flow, then(atFlow, key("<f1>", "keybindings"), settle)...), py),
		needs(ask("flow-like-kill", "flow-like", flow, yesNo("Buffer notes.txt is modified, kill anyway?", ""),
			then(atFlow, text("abc ", "notes.txt *"), key("<ctrl-x>", ""), key("k", "kill anyway?"), settle)...), py),
	}
}

// TestModesThreehundredthirtieth drives the threehundredthirtieth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtieth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtieth(t *testing.T) {
	captureSet(t, threehundredthirtiethDir, threehundredthirtiethSet())
}
