package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightiethDir holds the twohundredeightieth set (issue 44,
// two-hundred-and-eightieth round): live cases of editors of several
// kinds, none of them in the Debian release here, imitated by a fixture
// of its own (Debian's python3, its curses and termios), each drawing
// what the program draws at its moments (its words, layout, boxes,
// highlights, reverse video and cursor, from its documentation and
// published screenshots as known): hexpeek, a hex editor for huge files
// in its prompt mode (its prompt, a dump, an error, a command typed),
// hired, a highlighting ed (its `:` prompt, numbered lines, its unsaved
// changes refused, a command typed), Ki, a modal structural editor (its
// file, moved, inserting, its search prompt, typed into), h-m-m, the
// hacker's mind map (its map, moved, a node edited, its search line,
// its quit question) and sheetsui, a terminal spreadsheet (its grid,
// moved, a cell edited, its command box). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// hexpeek, hired, sidju, ki-editor, kieditor, wongjiahau, h-m-m, hmm.php,
// nadrad, hackers mind map, mindmap, sheetsui, sheetui, zaphar, jeremy
// wall and ironcalc were grepped with `git grep -il`, ki and hmm with
// `git grep -ilw` (as parts of longer words they are matched). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredeightiethDir = "../testdata/modes-twohundredeightieth"

// twohundredeightiethTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredeightiethTool(tool string) opener {
	return setFixtures("twohundredeightieth").script(pythonPath, "py/twohundredeightieth_edit.py", tool)
}

// twohundredeightiethSet is the twohundredeightieth set. Labels say what
// a person reads on the screen: a line editor's own command prompt is a
// REPL's, also with a command typed; a file's text in an editor's window
// (a spreadsheet's grid too), also with its search prompt or command box
// open, is an editor's; a mind map of nodes on the alternate screen is a
// full-screen program's; a line asking `Search:` is a text question, and
// a `(y/n)` question a yes/no with no default.
func twohundredeightiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	line := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// hexpeek-like (hexpeek in prompt mode; the main screen, lines read
	// cooked): a bare `> ` (a REPL: the hex editor's command prompt);
	// `0:40`, a dump of offsets, bytes in hex in groups of four and the
	// characters between `>` and `<`, over `> ` again; `zz`, `hexpeek:
	// invalid command 'zz'` over `> `; `10 ff` typed after the prompt,
	// not yet run (the prompt's line typed into).
	hp := twohundredeightiethTool("hexpeek")
	atHp := []step{wait(">"), settle}

	// hired-like (hired, a highlighting ed; the main screen, raw, echoing
	// keys itself): a bare `:` (a REPL: the line editor's prompt); `,n`,
	// the lines numbered in a dim gutter, in yellow, over `:` again; `2d`
	// then `q`, a red `Unsaved changes. Use Q to quit without saving.`
	// over `:`; `5d` typed after the prompt, not yet run.
	hi := twohundredeightiethTool("hired")
	atHi := []step{wait(":"), settle}

	// ki-like (Ki, a modal structural editor; the alternate screen): a
	// cyan tab `📄 notes.txt`, the file's lines after dim line numbers,
	// the selected word in reverse video, a status line of a yellow
	// `MOVE`, `Word` and `~/notes.txt 1:1` (an editor, at first and moved
	// a word on); i and `hello ` typed, `INSERT` and `[*]` (an editor);
	// Esc and /, a window over the status line titled `Search (Literal)`,
	// the cursor in it (an editor's search prompt), typed `seco`.
	ki := twohundredeightiethTool("ki")
	atKi := []step{wait("MOVE"), settle}
	atSearch := then(atKi, text("/", "Search (Literal)"), settle)

	// hmm-like (h-m-m, the hacker's mind map; the alternate screen, the
	// cursor hidden): a bold root `tally service` joined by rounded box
	// lines to yellow nodes `ledger`, `api`, `ops` and their cyan leaves,
	// the active node in reverse video (a full-screen program, at first
	// and moved to a leaf); e, the node's text in the last row, the
	// cursor after it (still the program, a node edited); /, `Search: `
	// in the last row (a text question); with a node changed, q, a bold
	// `Do you want to save the changes? (y/n)` in the last row (a yes/no,
	// no default).
	hm := twohundredeightiethTool("h-m-m")
	atHm := []step{wait("tally service"), settle}
	toEdit := then(atHm, text("lj", ""), settle, text("e", ""), settle)

	// sheetsui-like (sheetsui, a terminal spreadsheet; the alternate
	// screen): a box titled with the cell's address holding its content,
	// the grid in a box titled `sales.csv`, cyan column letters and row
	// numbers, the current cell highlighted, tabs `Sheet1 │ Sheet2` and
	// ` Navigate ` with `Ctrl-h for help, Ctrl-q quit` at the foot (an
	// editor, at first and moved); Enter on B2 and a number typed, the
	// top box titled `Edit: B2` in yellow with the cursor after the text
	// and ` Edit ` at the foot (an editor); :, a yellow box `Command`
	// holding `:` and the cursor above the tabs, ` Command ` at the foot,
	// typed `w` (an editor's command line).
	sui := twohundredeightiethTool("sheetsui")
	atSh := []step{wait("Navigate"), settle}
	moved := then(atSh, text("jl", "B2"), settle)

	return []corpusCase{
		// hexpeek-like: its prompt, a dump, an error, a command typed.
		needs(is(modes.REPL, "hexpeek-like", "hexpeek-like", hp, atHp...), py),
		needs(is(modes.REPL, "hexpeek-like-dump", "hexpeek-like", hp, then(atHp, line("0:40", "third lin"), settle)...), py),
		needs(is(modes.REPL, "hexpeek-like-error", "hexpeek-like", hp, then(atHp, line("zz", "invalid command"), settle)...), py),
		needs(is(modes.REPL, "hexpeek-like-typed", "hexpeek-like", hp, then(atHp, text("10 ff", ""), settle)...), py),

		// hired-like: its prompt, numbered lines, unsaved changes, a
		// command typed.
		needs(is(modes.REPL, "hired-like", "hired-like", hi, atHi...), py),
		needs(is(modes.REPL, "hired-like-numbered", "hired-like", hi, then(atHi, line(",n", "third line"), settle)...), py),
		needs(is(modes.REPL, "hired-like-unsaved", "hired-like", hi, then(atHi, line("2d", ""), settle, line("q", "Unsaved changes"), settle)...), py),
		needs(is(modes.REPL, "hired-like-typed", "hired-like", hi, then(atHi, text("5d", ":5d"), settle)...), py),

		// ki-like: its file, moved, inserting, its search prompt (also
		// typed into).
		needs(is(modes.Editor, "ki-like", "ki-like", ki, atKi...), py),
		needs(is(modes.Editor, "ki-like-moved", "ki-like", ki, then(atKi, text("l", "1:7"), settle)...), py),
		needs(is(modes.Editor, "ki-like-inserting", "ki-like", ki, then(atKi, text("i", "INSERT"), text("hello ", "hello"), settle)...), py),
		needs(is(modes.Editor, "ki-like-search", "ki-like", ki, atSearch...), py),
		needs(is(modes.Editor, "ki-like-search-typed", "ki-like", ki, then(atSearch, text("seco", "seco"), settle)...), py),

		// hmm-like: its map, moved, a node edited, its search line, its
		// quit question.
		needs(is(modes.TUI, "hmm-like", "hmm-like", hm, atHm...), py),
		needs(is(modes.TUI, "hmm-like-moved", "hmm-like", hm, then(atHm, text("lj", ""), settle)...), py),
		needs(is(modes.TUI, "hmm-like-editing", "hmm-like", hm, toEdit...), py),
		needs(ask("hmm-like-search", "hmm-like", hm, want(modes.Text, "Search:", ""), then(atHm, text("/", "Search:"), settle)...), py),
		needs(ask("hmm-like-quit", "hmm-like", hm, yesNo("Do you want to save the changes?", ""),
			then(toEdit, text("s", "totalss"), key("<enter>", ""), settle, text("q", "save the changes"), settle)...), py),

		// sheetsui-like: its grid, moved, a cell edited, its command box.
		needs(is(modes.Editor, "sheetsui-like", "sheetsui-like", sui, atSh...), py),
		needs(is(modes.Editor, "sheetsui-like-moved", "sheetsui-like", sui, moved...), py),
		needs(is(modes.Editor, "sheetsui-like-editing", "sheetsui-like", sui, then(moved, key("<enter>", "Edit: B2"), text("5", "42005"), settle)...), py),
		needs(is(modes.Editor, "sheetsui-like-command", "sheetsui-like", sui, then(atSh, text(":", "Command"), text("w", ":w"), settle)...), py),
	}
}

// TestModesTwohundredeightieth drives the twohundredeightieth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredeightieth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredeightieth(t *testing.T) {
	captureSet(t, twohundredeightiethDir, twohundredeightiethSet())
}
