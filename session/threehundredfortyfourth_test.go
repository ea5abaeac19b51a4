package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortyfourthDir holds the threehundredfortyfourth set
// (issue 44, three-hundred-and-forty-fourth round): live cases of a
// release wizard driving four prompt libraries that Debian does not
// package, imitated by a fixture of its own (one script run by Debian's
// python3), each drawing what the library draws at one of its moments:
// fourtreestech's promptpy (cooked lines: a free text, a number in a
// range with its default in brackets, reprompted under an error line,
// lettered options with a default, a date in a format with a default, a
// Y/N question), gooli's termenu (an inline menu on the main screen, the
// current item in reverse video, items with their descriptions, letters
// typed after the title filtering them, a multiselect whose marked items
// carry a `*`, a yes/no menu), Textualize's trogon (a Textual form on
// the alternate screen built from a command's options: the command tree,
// a text field, a choice's dropdown open, its command info, its search)
// and pyTermTk (a window of widgets on the alternate screen: a line
// edit, a date widget, a spin box, a combo box's list open, a confirming
// dialog of Yes and No). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: grepped with `git grep
// -il` before they were chosen were promptpy, fourtreestech, termenu,
// gooli, trogon, textualize, pytermtk, termtk and
// ceccopierangiolieugenio (and, found named and left, among others:
// enquirer, prompts, clack, inquirer, inquirerer, questionary,
// inquirerpy, beaupy, simple-term-menu, cutie, survey, bullet, pick,
// pyinputplus, aprompt, promptkit, picotui, pytermgui, consolemenu,
// curses-menu, enquiries, cli-select, derhuerst, terminal-kit, cliffy,
// @effect, @topcli, @poppinss, consola, gluegun, cookiecutter, copier,
// flit, promzard and deno). Each case's label says what a person reads
// on the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredfortyfourthDir = "../testdata/modes-threehundredfortyfourth"

// threehundredfortyfourthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfortyfourthTool(tool string) opener {
	return setFixtures("threehundredfortyfourth").script(pythonPath, "py/threehundredfortyfourth_wizards.py", tool)
}

// threehundredfortyfourthSet is the threehundredfortyfourth set. Labels
// say what a person reads on the screen: a line asking, the cursor after
// it, is a question (a number or a date typed is a text; lettered
// options a choice; Y/N a yes/no), its default where the line marks
// one; a list with one item marked current is a select (its marks a
// multiselect), a list of yes and no a yes/no; a full-screen form is a
// TUI, a list dropped open from one of its fields a select, a dialog of
// Yes and No a yes/no.
func threehundredfortyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// promptpy-like (fourtreestech's promptpy, as a release wizard asks
	// with it): `release wizard 0.3 - plan the next release` over `Code
	// name: ` (a text, no default); Orion, `Sprint length in days (1-30)
	// [14]: ` (a text, default 14); 45, `Invalid input - number must be
	// between 1 and 30` over the same line asked again (the same); 10,
	// `Enter S to ship, H to hold, Q to quit [S]: ` (a choice of S, H and
	// Q, default S); s, `Release date (dd/mm/yyyy) [01/12/2026]: ` (a
	// text, default 01/12/2026); 31/02/2026, `Invalid input - please enter
	// a date in the format dd/mm/yyyy` over it asked again (the same);
	// 15/12/2026, `Tag the release (Y/N)? [Y]: ` (a yes/no, default yes).
	pp := threehundredfortyfourthTool("promptpy")
	atCode := []step{wait("Code name:"), settle}
	atSprint := then(atCode, typed("Orion", "Sprint length"), settle)
	atRange := then(atSprint, typed("45", "between 1 and 30"), settle)
	atOptions := then(atRange, typed("10", "to quit [S]"), settle)
	atDate := then(atOptions, typed("s", "Release date"), settle)
	atBadDate := then(atDate, typed("31/02/2026", "format dd/mm/yyyy"), settle)
	sprint := want(modes.Text, "Sprint length in days (1-30)", "14")
	date := want(modes.Text, "Release date (dd/mm/yyyy)", "01/12/2026")

	// termenu-like (gooli's termenu, as the wizard sets up a project with
	// it): `release wizard 0.3 - set up the project`, then `Choose a
	// runtime:` over six runtimes, each with its description (python3.12
	// CPython, the reference interpreter; pypy3.10; node22; node20;
	// deno2; bun1), the first in reverse video (a select, python3.12
	// current); down twice, node22 current (the select); node typed,
	// `Choose a runtime: node` over node22 (current) and node20 (the
	// select); Enter, `Choose a runtime: node22` over `Select features
	// (space to mark, enter when done):` and five features; Docker image
	// and Pre-commit hooks marked `*`, Changelog current (a multiselect);
	// Enter, the features chosen over `Deploy now?`, yes (current) and no
	// (a yes/no).
	tm := threehundredfortyfourthTool("termenu")
	atRuntime := []step{wait("bun1"), settle}
	atFilter := then(atRuntime, text("node"), settle)
	atFeatures := then(atFilter, key("<enter>", "Select features"), settle, key("<space><down><down><space><down>", ""))
	runtime := "Choose a runtime:"

	// trogon-like (Textualize's trogon over the wizard's release-cli, on
	// the alternate screen): a title bar `⭘ release-cli - publish`, at the
	// left `Commands` and the tree `▼ release-cli` (build, publish
	// current, yank), at the right `publish`, its help, `Options` and its
	// fields (`--version` a text box, `--channel` a choice box showing
	// stable and `▼`, `--dry-run` a tick box), the command line built
	// (`$ release-cli publish --channel stable`), `Close & Run` and the
	// footer `^r Close & Run  ^t Focus Command Tree  ^o Command Info  ^s
	// Search  f1 About` (a TUI); Tab and 1.4.0 typed into `--version`, the
	// command line with `--version 1.4.0` (the TUI); Tab and Enter on
	// `--channel`, down, its list dropped open under it, stable, beta
	// (current) and nightly (a select of the channel); ^o, a box `Command
	// Info` with the command's usage and options and `Press ESC to close.`
	// (the TUI); ^s and pub typed, a search field over the tree (the TUI).
	tg := threehundredfortyfourthTool("trogon")
	atForm := []step{wait("Close & Run"), settle}
	atVersion := then(atForm, key("<tab>", ""), text("1.4.0"), wait("--version 1.4.0"), settle)

	// pytermtk-like (pyTermTk, as the wizard adds a milestone, on the
	// alternate screen, the mouse reported): `pyTermTk - milestones` over
	// a window framed with double lines, `╡ New milestone ╞` and
	// `[_][^][x]` in its top, the fields Title (empty, the cursor in it),
	// Due (`2026 ▲▼ / 12 ▲▼ / 15 ▲▼`), Points (8 ▲▼), Priority (`[ Normal
	// ^]`) and the buttons Ok and Cancel (a TUI); Q4 launch typed, the
	// day up to 17, the points up to 11 (the TUI); Tab to Priority, Enter
	// and down, its list dropped open, Low, Normal, High (current) and
	// Urgent (a select); Enter, Tab to Ok and Enter, a dialog `╡ Confirm
	// ╞` asking `Create milestone 'Q4 launch'?` over the buttons Yes
	// (current) and No (a yes/no); right, No current (the yes/no).
	tk := threehundredfortyfourthTool("pytermtk")
	atWindow := []step{wait("New milestone"), settle}
	atFilled := then(atWindow, text("Q4 launch"), key("<tab>", ""), key("<up><up>", ""), key("<tab>", ""),
		key("<up><up><up>", ""), settle)
	atPriority := then(atFilled, key("<tab>", ""), key("<enter>", "Urgent"), key("<down>", ""), settle)
	atConfirm := then(atPriority, key("<enter>", ""), key("<tab>", ""), key("<enter>", "Create milestone"), settle)
	create := "Create milestone 'Q4 launch'?"

	return []corpusCase{
		// promptpy-like: a text, a number, its error, lettered options,
		// a date, its error, a yes/no.
		needs(ask("promptpy-like", "promptpy-like", pp, want(modes.Text, "Code name:", ""), atCode...), py),
		needs(ask("promptpy-like-sprint", "promptpy-like", pp, sprint, atSprint...), py),
		needs(ask("promptpy-like-range", "promptpy-like", pp, sprint, atRange...), py),
		needs(ask("promptpy-like-options", "promptpy-like", pp,
			want(modes.Choice, "Enter S to ship, H to hold, Q to quit", "S", "S|ship", "H|hold", "Q|quit"), atOptions...), py),
		needs(ask("promptpy-like-date", "promptpy-like", pp, date, atDate...), py),
		needs(ask("promptpy-like-bad-date", "promptpy-like", pp, date, atBadDate...), py),
		needs(ask("promptpy-like-tag", "promptpy-like", pp, yesNo("Tag the release?", "yes"),
			then(atBadDate, typed("15/12/2026", "Tag the release"), settle)...), py),

		// termenu-like: a list with descriptions, moved, filtered, a
		// multiselect, a yes/no menu.
		needs(ask("termenu-like", "termenu-like", tm,
			want(modes.Select, runtime, "", ">python3.12", "pypy3.10", "node22", "node20", "deno2", "bun1"), atRuntime...), py),
		needs(ask("termenu-like-down", "termenu-like", tm,
			want(modes.Select, runtime, "", "python3.12", "pypy3.10", ">node22", "node20", "deno2", "bun1"),
			then(atRuntime, key("<down><down>", ""), settle)...), py),
		needs(ask("termenu-like-filter", "termenu-like", tm, want(modes.Select, runtime, "", ">node22", "node20"), atFilter...), py),
		needs(ask("termenu-like-features", "termenu-like", tm,
			ticks("Select features (space to mark, enter when done):", 3, map[int]bool{0: true, 2: true},
				"Docker image", "GitHub Actions workflow", "Pre-commit hooks", "Changelog", "Code of conduct"),
			then(atFeatures, settle)...), py),
		needs(ask("termenu-like-deploy", "termenu-like", tm, want(modes.Confirm, "Deploy now?", "", ">yes", "no"),
			then(atFeatures, key("<enter>", "Deploy now?"), settle)...), py),

		// trogon-like: its form, a field typed, a dropdown, the command's
		// info, its search.
		needs(is(modes.TUI, "trogon-like", "trogon-like", tg, atForm...), py),
		needs(is(modes.TUI, "trogon-like-version", "trogon-like", tg, atVersion...), py),
		needs(ask("trogon-like-channel", "trogon-like", tg, want(modes.Select, "--channel", "", "stable", ">beta", "nightly"),
			then(atVersion, key("<tab>", ""), key("<enter>", "nightly"), key("<down>", ""), settle)...), py),
		needs(is(modes.TUI, "trogon-like-info", "trogon-like", tg, then(atVersion, key("<ctrl-o>", "Command Info"), settle)...), py),
		needs(is(modes.TUI, "trogon-like-search", "trogon-like", tg,
			then(atForm, key("<ctrl-s>", ""), settle, text("pub"), settle)...), py),

		// pytermtk-like: its window, filled, a combo box open, a dialog,
		// its other button.
		needs(is(modes.TUI, "pytermtk-like", "pytermtk-like", tk, atWindow...), py),
		needs(is(modes.TUI, "pytermtk-like-filled", "pytermtk-like", tk, atFilled...), py),
		needs(ask("pytermtk-like-priority", "pytermtk-like", tk,
			want(modes.Select, "Priority:", "", "Low", "Normal", ">High", "Urgent"), atPriority...), py),
		needs(ask("pytermtk-like-confirm", "pytermtk-like", tk, want(modes.Confirm, create, "", ">Yes", "No"), atConfirm...), py),
		needs(ask("pytermtk-like-no", "pytermtk-like", tk, want(modes.Confirm, create, "", "Yes", ">No"),
			then(atConfirm, key("<right>", ""), settle)...), py),
	}
}

// TestModesThreehundredfortyfourth drives the threehundredfortyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortyfourth(t *testing.T) {
	captureSet(t, threehundredfortyfourthDir, threehundredfortyfourthSet())
}
