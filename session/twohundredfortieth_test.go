package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortiethDir holds the twohundredfortieth set (issue 44,
// two-hundred-and-fortieth round): live cases of full-screen terminal
// editors, pagers and viewers of today that cannot run here, imitated by
// a fixture of its own (Python's curses, Debian's python3; json-tui's
// inline tree drawn with ANSI sequences in raw mode), none of them, nor
// the programs they imitate, named by any other test, table, fixture or
// doc of agentty, each drawing what the real program draws (its buffer,
// gutter, mode or status line, panes, tables, folds and key bars, its
// colours, reverse video and cursor): gomacs (a small Emacs in Go),
// duat (a modal editor in Rust), Joplin's terminal app (a notes app),
// json-tui (a JSON viewer that folds), otel-tui (a viewer of traces and
// logs with a filter line), lumen's diff viewer and CSViewer-TUI (cvit,
// a CSV viewer); each at its first screen, after a move, a key or typed
// text, and at what it opens over its screen: a command line or M-x
// whose candidates narrow as typed, a goto line, a filter line at first
// and typed into, a key help, and a question before it quits modified or
// deletes a note. Each case's label (mode, state, prompt kind, question,
// default, options) was written from what the real program is known to
// draw, and the imitation run by hand in tmux outside agentty at 80x24,
// and committed before its screen was captured.
const twohundredfortiethDir = "../testdata/modes-twohundredfortieth"

// twohundredfortiethScript runs a mode of the set's Python fixture with
// Debian's interpreter, over a home holding notes.txt and long.txt.
func twohundredfortiethScript(mode string) opener {
	return setFixtures("twohundredfortieth").script(pythonPath, "py/twohundredfortieth_demo.py", mode)
}

// twohundredfortiethSet is the twohundredfortieth set. Labels say what
// a person reads on the screen: an editor's own command line, M-x and
// its candidates are the editor's; a TUI's command line is the TUI's; a
// line that asks for a value (a line number, a filter) is a text
// question; a question before quitting or deleting is a yes/no.
func twohundredfortiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed, tui := modes.Editor, modes.TUI
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	entered := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }

	// gomacs-like: gomacs over notes.txt (its three lines at the top,
	// the cursor at the first; a reverse-video mode line `-UUU:---
	// notes.txt  All  L1  (Fundamental) ---…` on the row above the last;
	// the minibuffer, empty, on the last): at first; with `Buy milk. `
	// typed (`**` in the mode line); M-x: `M-x ` in the minibuffer, the
	// cursor after it (the editor's command line), also with goto typed
	// (`M-x goto{goto-char | goto-line}`, its candidates narrowed);
	// M-g g: `Goto line: `, the cursor after it (a text question);
	// typed into and C-x C-c: `Modified buffers exist; exit anyway? (y
	// or n) ` (a yes/no with no default).
	gomacs := twohundredfortiethScript("gomacs")
	atBuffer := []step{wait("(Fundamental)")}
	gomacsTyped := steps(atBuffer, typed("Buy milk. ", "-UUU:**-"))

	// duat-like: duat over long.txt (a gutter of line numbers, the
	// current one in bold yellow, the main selection a reverse cell,
	// the terminal's cursor hidden; on the last row, at the right, the
	// status line `long.txt  normal  1 sel  1:1`): at first; i and
	// `Hello ` typed (`long.txt[+]  insert`); `:` (its prompt line on
	// the left of the last row, the status `prompt`, the first eight
	// of its commands listed over it, the first on cyan), also with wr
	// typed (the list narrowed to the four write…), all the editor's.
	duat := twohundredfortiethScript("duat")
	atLong := []step{wait("1 sel  1:1")}

	// joplin-like: Joplin's terminal app (three framed panes:
	// Notebooks, Personal in bold; Notes, Groceries in reverse video;
	// Note, the current note's title in bold over its text; its hint
	// `Type `:help shortcuts` for …` on the last row, the cursor
	// hidden): at first; ↓ to Dentist on Friday (its text shown); `:` and
	// `mknote Call the plumber` typed on the last row (its command
	// line, the cursor after it); `:rmnote Dentist` entered: `Delete
	// note? (y/N) ` on the last row, the cursor after it (a yes/no
	// defaulting to no).
	joplin := twohundredfortiethScript("joplin")
	atNotes := []step{wait("help shortcuts")}

	// json-tui-like: json-tui over a package.json, drawn inline from
	// the top row (no alternate screen, the cursor hidden): `{`, the
	// object's keys a row each, its inner objects folded (`▶ "scripts":
	// {…},`), the focused row in reverse video (name at first), `}`: at
	// first; ↓ three times to scripts; ↓ four times and Enter on
	// dependencies, unfolded (`▼ "dependencies": {` over its three
	// entries and `},`).
	jsonTUI := twohundredfortiethScript("json-tui")
	atTree := []step{wait(`"dependencies": {…}`)}

	// otel-tui-like: otel-tui (`otel-tui v0.5.3` and its pages `1
	// Traces  2 Metrics  3 Logs`, the current on cyan; a framed table,
	// `Filter by service or span name:` over its header and six traces,
	// the first in reverse video; a framed Details pane; its keys on the
	// last row, the cursor hidden): at first; Ctrl+N to Logs (`Logs
	// (12)`, `Filter by service or body:` over twelve records);
	// / there: the filter's label in yellow, the cursor in its field (a
	// text question), also with checkout typed (`Logs (3)`).
	otel := twohundredfortiethScript("otel-tui")
	atTraces := []step{wait("Traces (6)")}
	toLogs := steps(atTraces, key("<ctrl-n>", "Logs (12)"))
	toFilter := steps(toLogs, key("/", ""), settle)
	filter := want(modes.Text, "Filter by service or body:", "")

	// lumen-like: lumen's diff viewer (`Files (3)` framed on the left,
	// `M src/notes.rs` in reverse video; the file's old and new sides
	// framed beside it, line numbers, removed rows on red, added rows on
	// green; `src/notes.rs  +2 -2   j/k scroll  ]/[ file  ? help  q quit`
	// on the last row, the cursor hidden): at first; ] to src/sync.rs;
	// ? to a framed Keybindings box over it.
	lumen := twohundredfortiethScript("lumen")
	atDiff := []step{wait("src/notes.rs (old)")}

	// cvit-like: CSViewer-TUI (a blue header `CSViewer-TUI — cities.csv`,
	// the table's header row in bold yellow over seventeen cities, the
	// cursor's cell on yellow, a footer `^q Quit  / Search` and `row 1/17,
	// col 1/5`, the cursor hidden): at first; ↓ and → (row 2/17, col
	// 2/5).
	cvit := twohundredfortiethScript("cvit")
	atTable := []step{wait("row 1/17, col 1/5")}

	return []corpusCase{
		// A small Emacs in Go: gomacs's buffer (also typed into), its
		// M-x (also narrowed), its Goto line, its question to exit.
		needs(is(ed, "gomacs-like", "gomacs-like", gomacs, atBuffer...), py),
		needs(is(ed, "gomacs-like-typed", "gomacs-like", gomacs, steps(gomacsTyped, settle)...), py),
		needs(is(ed, "gomacs-like-mx", "gomacs-like", gomacs, steps(atBuffer, key("<alt-x>", "M-x"), settle)...), py),
		needs(is(ed, "gomacs-like-mx-typed", "gomacs-like", gomacs,
			steps(atBuffer, key("<alt-x>", "M-x"), typed("goto", "goto-line}"), settle)...), py),
		needs(ask("gomacs-like-goto", "gomacs-like", gomacs, want(modes.Text, "Goto line:", ""),
			steps(atBuffer, key("<alt-g>g", "Goto line:"), settle)...), py),
		needs(ask("gomacs-like-quit", "gomacs-like", gomacs, yesNo("Modified buffers exist; exit anyway?", ""),
			steps(gomacsTyped, key("<ctrl-x><ctrl-c>", "exit anyway?"), settle)...), py),

		// A modal editor in Rust: duat in normal mode, in insert mode,
		// its command line (also narrowed).
		needs(is(ed, "duat-like", "duat-like", duat, atLong...), py),
		needs(is(ed, "duat-like-insert", "duat-like", duat, steps(atLong, key("i", "insert"), typed("Hello ", "1:7"), settle)...), py),
		needs(is(ed, "duat-like-command", "duat-like", duat, steps(atLong, key(":", "prompt"), settle)...), py),
		needs(is(ed, "duat-like-command-typed", "duat-like", duat,
			steps(atLong, key(":", "prompt"), typed("wr", ":wr"), settle)...), py),

		// A notes app: Joplin's panes (also moved), its command line
		// typed into, its question to delete a note.
		needs(is(tui, "joplin-like", "joplin-like", joplin, atNotes...), py),
		needs(is(tui, "joplin-like-moved", "joplin-like", joplin, steps(atNotes, key("<down>", "Dr. Moreau"), settle)...), py),
		needs(is(tui, "joplin-like-command", "joplin-like", joplin,
			steps(atNotes, key(":", ""), typed("mknote Call the plumber", ":mknote Call the plumber"), settle)...), py),
		needs(ask("joplin-like-delete", "joplin-like", joplin, yesNo("Delete note?", "n"),
			steps(atNotes, key(":", ""), entered("rmnote Dentist", "Delete note?"), settle)...), py),

		// A JSON viewer that folds: json-tui's tree (also moved, and a
		// fold opened).
		needs(is(tui, "json-tui-like", "json-tui-like", jsonTUI, atTree...), py),
		needs(is(tui, "json-tui-like-moved", "json-tui-like", jsonTUI, steps(atTree, step{keys: "<down><down><down>"}, settle)...), py),
		needs(is(tui, "json-tui-like-unfolded", "json-tui-like", jsonTUI,
			steps(atTree, step{keys: "<down><down><down><down>"}, settle, key("<enter>", `"express"`), settle)...), py),

		// A viewer of traces and logs: otel-tui's traces, its logs, their
		// filter line (also typed into).
		needs(is(tui, "otel-tui-like", "otel-tui-like", otel, atTraces...), py),
		needs(is(tui, "otel-tui-like-logs", "otel-tui-like", otel, steps(toLogs, settle)...), py),
		needs(ask("otel-tui-like-filter", "otel-tui-like", otel, filter, toFilter...), py),
		needs(ask("otel-tui-like-filter-typed", "otel-tui-like", otel, filter,
			steps(toFilter, typed("checkout", "Logs (3)"), settle)...), py),

		// A diff viewer: lumen's files and sides (also on the next
		// file), its key help.
		needs(is(tui, "lumen-like", "lumen-like", lumen, atDiff...), py),
		needs(is(tui, "lumen-like-next-file", "lumen-like", lumen, steps(atDiff, key("]", "src/sync.rs (old)"), settle)...), py),
		needs(is(tui, "lumen-like-help", "lumen-like", lumen, steps(atDiff, key("?", "Keybindings"), settle)...), py),

		// A CSV viewer: cvit's table (also moved).
		needs(is(tui, "cvit-like", "cvit-like", cvit, atTable...), py),
		needs(is(tui, "cvit-like-moved", "cvit-like", cvit, steps(atTable, key("<down><right>", "row 2/17, col 2/5"), settle)...), py),
	}
}

// TestModesTwohundredfortieth drives the twohundredfortieth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredfortieth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredfortieth(t *testing.T) {
	captureSet(t, twohundredfortiethDir, twohundredfortiethSet())
}
