package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetiethDir holds the ninetieth set (issue 44, ninetieth round): live
// cases of programs and prompt libraries that no other test, table,
// fixture or doc of agentty names, made to measure the classifier once
// as it was on programs nobody here had looked at: programs of the set's
// own drawing what tools that cannot run here draw (Textadept's curses
// version, Turbo Vision's tvedit, the hex editor hecate, Textual's
// Markdown browser frogmouth, the log viewer Toolong, the CSV viewer
// tabview, ydiff's side-by-side diff in less, the REPLs of Janet, Fennel,
// Scryer Prolog and Idris 2, Python's beaupy and cutie prompts), each
// named after its tool plus "-like". Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const ninetiethDir = "../testdata/modes-ninetieth"

// ninetiethFiles prepares what the set's viewers open beside notes.txt:
// a Markdown guide, a CSV table, a log, and two files to diff.
const ninetiethFiles = `for i in $(seq 1 40); do printf '## Section %d\n\nParagraph %d of the relay guide.\n\n' $i $i; done > guide.md && ` +
	`(echo host,zone,load; for i in $(seq 1 80); do echo "relay-$i,zone-$((i%5)),0.$i"; done) > hosts.csv && ` +
	`for i in $(seq 1 120); do echo "relay $i started"; done > old.txt && sed 's/^relay 1\(.\) started/relay 1\1 stopped/' old.txt > new.txt && ` +
	`for i in $(seq 1 200); do printf '2026-11-26T20:%02d:00Z INFO relay-%d connected from 10.0.0.%d\n' $((i%60)) $i $i; done > relay.log`

// ninetiethLike runs the set's script with Debian's python3 as the tool
// it imitates, over a home holding notes.txt and ninetiethFiles.
func ninetiethLike(tool string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join(setFixtures("ninetieth").dir(), "py", "ninetieth_demo.py"))
		if err != nil {
			t.Fatal(err)
		}
		return unseenHome(shPrep(ninetiethFiles), append([]string{pythonPath, s, tool}, args...)...)(t, f)
	}
}

// ninetiethSet is the ninetieth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func ninetiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	like := ninetiethLike
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	page := func(expect string) step { return step{keys: "<pgdn>", expect: expect, timeout: setSlow} }
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const platforms = "Which platforms should the release build?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which mirror should serve the images?", "", opts...)
	}
	return []corpusCase{
		// Editors, a file open and after typing: Textadept's curses
		// version (a tab bar, numbered lines, its status bar), Turbo
		// Vision's tvedit (menu bar, a framed window on a blue desktop,
		// function keys), the hex editor hecate (offsets, hex and text
		// columns, the cursor's byte highlighted).
		needs(is(modes.Editor, "textadept-like", "textadept-like", like("textadept", "notes.txt"), wait("Spaces: 2")), py),
		needs(is(modes.Editor, "textadept-like-typed", "textadept-like", like("textadept", "notes.txt"), wait("Spaces: 2"), typing("abc", "*notes.txt"), settle), py),
		needs(is(modes.Editor, "tvedit-like", "tvedit-like", like("tvedit", "notes.txt"), wait("F10 Menu")), py),
		needs(is(modes.Editor, "tvedit-like-typed", "tvedit-like", like("tvedit", "notes.txt"), wait("F10 Menu"), typing("abc", "abcfirst"), settle), py),
		needs(is(modes.Editor, "hecate-like", "hecate-like", like("hecate", "notes.txt"), wait("offset:")), py),
		needs(is(modes.Editor, "hecate-like-typed", "hecate-like", like("hecate", "notes.txt"), wait("offset:"), typing("ab", "notes.txt *"), settle), py),

		// Pagers and viewers, at their top and a page on: frogmouth's
		// rendered Markdown, Toolong's log with its meta bar, ydiff's
		// side-by-side diff in less (no alternate screen, ":" on the last
		// row), tabview's CSV table (also moved a row).
		needs(is(modes.Pager, "frogmouth-like", "frogmouth-like", like("frogmouth", "guide.md"), wait("Table of Contents")), py),
		needs(is(modes.Pager, "frogmouth-like-moved", "frogmouth-like", like("frogmouth", "guide.md"), wait("Table of Contents"), page("Section 11"), settle), py),
		needs(is(modes.Pager, "toolong-like", "toolong-like", like("toolong", "relay.log"), wait("line 1 of 200")), py),
		needs(is(modes.Pager, "toolong-like-moved", "toolong-like", like("toolong", "relay.log"), wait("line 1 of 200"), page("line 22 of 200"), settle), py),
		needs(is(modes.Pager, "ydiff-like", "ydiff-like", like("ydiff", "old.txt", "new.txt"), wait("relay 19 stopped")), py),
		needs(is(modes.Pager, "ydiff-like-moved", "ydiff-like", like("ydiff", "old.txt", "new.txt"), wait("relay 19 stopped"), page("relay 43"), settle), py),
		needs(is(modes.Pager, "tabview-like", "tabview-like", like("tabview", "hosts.csv"), wait("A1: relay-1")), py),
		needs(is(modes.Pager, "tabview-like-moved", "tabview-like", like("tabview", "hosts.csv"), wait("A1: relay-1"), down, wait("A2: relay-2"), settle), py),

		// REPLs, at their prompt and after a command: Janet's, Fennel's,
		// Scryer Prolog's, Idris 2's.
		needs(is(modes.REPL, "janet-like", "janet-like", like("janet"), wait("repl:1:>")), py),
		needs(is(modes.REPL, "janet-like-after-command", "janet-like", like("janet"), wait("repl:1:>"), typed("(* 6 7)", "repl:2:>"), settle), py),
		needs(is(modes.REPL, "fennel-like", "fennel-like", like("fennel"), wait(">>")), py),
		needs(is(modes.REPL, "fennel-like-after-command", "fennel-like", like("fennel"), wait(">>"), typed("(* 6 7)", "42"), settle), py),
		needs(is(modes.REPL, "scryer-prolog-like", "scryer-prolog-like", like("scryer-prolog"), wait("?-")), py),
		needs(is(modes.REPL, "scryer-prolog-like-after-command", "scryer-prolog-like", like("scryer-prolog"), wait("?-"), typed("X is 6*7.", "X = 42."), settle), py),
		needs(is(modes.REPL, "idris2-like", "idris2-like", like("idris2"), wait("Main>")), py),
		needs(is(modes.REPL, "idris2-like-after-command", "idris2-like", like("idris2"), wait("Main>"), typed("6*7", "42"), settle), py),

		// beaupy's prompts: a line, yes or no as a list, a list (also
		// moved), a list of ticks (also ticked).
		needs(ask("beaupy-like-text", "beaupy-like", like("beaupy", "text"), want(modes.Text, branch, ""), wait("cut from?")), py),
		needs(ask("beaupy-like-confirm", "beaupy-like", like("beaupy", "confirm"), want(modes.Confirm, purge, "", ">y|Yes", "n|No"), wait("No")), py),
		needs(ask("beaupy-like-select", "beaupy-like", like("beaupy", "select"), mirror(0), wait("mirror-nrt")), py),
		needs(ask("beaupy-like-select-moved", "beaupy-like", like("beaupy", "select"), mirror(1), wait("mirror-nrt"), down, settle), py),
		needs(ask("beaupy-like-multiselect", "beaupy-like", like("beaupy", "multiselect"), ticks(platforms, 0, nil, "linux", "darwin", "windows"), wait("windows")), py),
		needs(ask("beaupy-like-multiselect-ticked", "beaupy-like", like("beaupy", "multiselect"), ticks(platforms, 1, map[int]bool{1: true}, "linux", "darwin", "windows"),
			wait("windows"), down, settle, step{keys: " "}, settle), py),

		// cutie's prompts: yes or no on a line with the answers under it,
		// a list (also moved), a list of ticks (also ticked), a secret.
		needs(ask("cutie-like-confirm", "cutie-like", like("cutie", "confirm"), want(modes.Confirm, purge, "", "y|Yes", ">n|No"), wait("(Y/N)")), py),
		needs(ask("cutie-like-select", "cutie-like", like("cutie", "select"), mirror(0), wait("mirror-nrt")), py),
		needs(ask("cutie-like-select-moved", "cutie-like", like("cutie", "select"), mirror(1), wait("mirror-nrt"), down, settle), py),
		needs(ask("cutie-like-multiselect", "cutie-like", like("cutie", "multiselect"), ticks(platforms, 0, nil, "linux", "darwin", "windows"), wait("confirm")), py),
		needs(ask("cutie-like-multiselect-ticked", "cutie-like", like("cutie", "multiselect"), ticks(platforms, 1, map[int]bool{1: true}, "linux", "darwin", "windows"),
			wait("confirm"), down, settle, step{keys: " "}, settle), py),
		needs(ask("cutie-like-password", "cutie-like", like("cutie", "password"), want(modes.Password, secret, ""), wait("passphrase")), py),
	}
}

// TestModesNinetieth drives the ninetieth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/ninetieth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesNinetieth(t *testing.T) { captureSet(t, ninetiethDir, ninetiethSet()) }
