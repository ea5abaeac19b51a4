package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfiftyfourthDir holds the twohundredfiftyfourth set (issue 44,
// two-hundred-and-fifty-fourth round): live cases of npm prompt libraries
// that no other test, table, fixture or doc of agentty names
// (@biggerstar/inquirer-selectable-table, a table of rows to pick one of;
// fc-filepick, a file chooser filtered as one types; enquirer-esm, a
// mirror of a prompt system, through its toggle, form, number and sort;
// easy-cli-framework's prompts; console-read-write's questions on a line;
// readline-vim's vim bindings on a read-eval-print loop), each driven by a
// script of the set's own asking what a small tool would ask (a release
// to roll back, a file to attach, a nightly build, an invoice contact, an
// environment and its services, a feature flag, a ledger), to measure the
// classifier once as it was on programs nobody here had looked at: at
// first sight, after a move, after typing or filtering, and after an
// answer at the next question. Each case's label (mode, state, prompt
// kind, question, default, options and the highlighted one) was written
// from what the program draws, run by hand in tmux outside agentty, and
// committed before its screen was captured.
const twohundredfiftyfourthDir = "../testdata/modes-twohundredfiftyfourth"

// twohundredfiftyfourthDemo runs the set's demo script in one of its modes
// (a library, and what it asks) from a home of its own.
func twohundredfiftyfourthDemo(args ...string) opener {
	return setFixtures("twohundredfiftyfourth").node("twohundredfiftyfourth-demo.js", args...)
}

// twohundredfiftyfourthSet is the twohundredfiftyfourth set. Labels say
// what a person reads on the screen.
func twohundredfiftyfourthSet() []corpusCase {
	ask, is, needs, wait, settle := askCase, isCase, needing, waitFor, settled
	node := nodeNeeds
	demo := twohundredfiftyfourthDemo
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := key("<down>")
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// @biggerstar/inquirer-selectable-table (over inquirer 8): a boxed
	// table of releases under a yellow bold header (Version, Released,
	// By), the highlighted row bold cyan, the cursor hidden; the prompt's
	// question and its hint are not drawn (the table is drawn over them).
	// After Enter the table stays, no row highlighted, and a second table
	// (Environment, Region) is drawn under it, its first row highlighted.
	table := demo("selectable-table")
	tableChain := demo("selectable-table", "chain")
	releases := []string{"v2.4.1 2024-03-02 ada", "v2.4.0 2024-02-20 lin", "v2.3.9 2024-02-11 ada", "v2.3.8 2024-01-30 sam"}

	// fc-filepick (over enquirer's autocomplete): the screen cleared, the
	// question green, bold and underlined after a cyan ?, a dim … after
	// it; then Enter custom path (bold blue), .. and the entries of
	// project/ in order, the highlighted one underlined cyan. Typing
	// filters the list (the typed text after the …, the match's letters
	// red); Enter on a folder clears the screen and asks again over that
	// folder's entries.
	const fileQ = "Which file should be attached to the report?"
	files := []string{"Enter custom path", "..", "README.md", "docs", "package.json", "scripts", "src"}
	filepick := demo("fc-filepick", "file")

	// enquirer-esm: a toggle of No / Yes after a dim ‣, the chosen one
	// underlined cyan (moved with the right arrow); a form of three
	// fields under its question, each field's name right-aligned before
	// a gray :, the focused one cyan with its initial value dim under the
	// cursor, the others' values a dim …; a number after ‣, its initial
	// value cyan; a list to sort under a dim hint (Use <shift>+<up/down>
	// to sort), the highlighted entry underlined cyan.
	const nightlyQ = "Run the nightly build on weekends?"
	const sortQ = "Order the deploy stages"
	stages := []string{"build", "test", "stage", "release"}

	// easy-cli-framework (over yargs-interactive and inquirer 7): a list
	// with ❯ under (Use arrow keys), boxes ◉/◯ under the key hints, a
	// (Y/n), a line with its default in parentheses, a hidden line
	// showing [hidden] [input is hidden], a number with its default in
	// parentheses; in the chained run the environment's answer stays on
	// its row above the services' boxes.
	const envQ = "Which environment should be restarted?"
	envs := []string{"staging", "production", "preview"}
	services := []string{"api", "worker", "scheduler", "web"}
	const boxHint = " (Press <space> to select, <a> to toggle all, <i> to invert selection)"

	// console-read-write: a line of news, then each question on its own
	// line, the cursor after it; the answer stays and the next question
	// is drawn under it.
	const flagQ = "Name of the new flag?"

	// readline-vim on node's read-eval-print loop: a banner, then the
	// `ledger > ` prompt; an amount entered prints the total and a new
	// prompt; Esc puts the line in vim's normal mode, which the script
	// shows as `ledger [normal] > ` (0 then x deletes its first
	// character).
	ledger := demo("readline-vim")

	return []corpusCase{
		// @biggerstar/inquirer-selectable-table: the releases (also
		// moved), the environments after a release was chosen.
		needs(ask("selectable-table", "@biggerstar/inquirer-selectable-table", table, pick("", 0, releases...), wait("v2.3.8")), node...),
		needs(ask("selectable-table-moved", "@biggerstar/inquirer-selectable-table", table, pick("", 1, releases...),
			wait("v2.3.8"), down, settle), node...),
		needs(ask("selectable-table-next", "@biggerstar/inquirer-selectable-table", tableChain,
			pick("", 0, "staging eu-west", "production eu-west", "production us-east"), wait("v2.3.8"), down, settle, enter("us-east")), node...),

		// fc-filepick: project/'s entries (also moved, also filtered),
		// then docs/'s after it was entered.
		needs(ask("fc-filepick", "fc-filepick", filepick, pick(fileQ, 0, files...), wait("package.json")), node...),
		needs(ask("fc-filepick-moved", "fc-filepick", filepick, pick(fileQ, 2, files...), wait("package.json"), down, down, settle), node...),
		needs(ask("fc-filepick-filtered", "fc-filepick", filepick, pick(fileQ, 0, "scripts"), wait("package.json"), typing("sc"), settle), node...),
		needs(ask("fc-filepick-folder", "fc-filepick", filepick, pick(fileQ, 0, "Enter custom path", "..", "setup.md"),
			wait("package.json"), down, down, down, enter("setup.md"), settle), node...),

		// enquirer-esm: the toggle (also moved), the form (also at its
		// second field, typed), the number, the sort (also moved).
		needs(ask("enquirer-esm-toggle", "enquirer-esm", demo("enquirer-esm", "toggle"), want(modes.Confirm, nightlyQ, "", ">No", "Yes"),
			wait("weekends?")), node...),
		needs(ask("enquirer-esm-toggle-moved", "enquirer-esm", demo("enquirer-esm", "toggle"), want(modes.Confirm, nightlyQ, "", "No", ">Yes"),
			wait("weekends?"), key("<right>"), settle), node...),
		needs(ask("enquirer-esm-form", "enquirer-esm", demo("enquirer-esm", "form"), want(modes.Text, "Company", "Acme Ltd"), wait("VAT number")), node...),
		needs(ask("enquirer-esm-form-typed", "enquirer-esm", demo("enquirer-esm", "form"), want(modes.Text, "Email", ""),
			wait("VAT number"), down, typing("ops@acme.test"), settle), node...),
		needs(ask("enquirer-esm-number", "enquirer-esm", demo("enquirer-esm", "number"), want(modes.Text, "How many build workers?", "4"),
			wait("build workers?")), node...),
		needs(ask("enquirer-esm-sort", "enquirer-esm", demo("enquirer-esm", "sort"), pick(sortQ, 0, stages...), wait("release")), node...),
		needs(ask("enquirer-esm-sort-moved", "enquirer-esm", demo("enquirer-esm", "sort"), pick(sortQ, 1, stages...), wait("release"), down, settle), node...),

		// easy-cli-framework: the environment (also moved), the services,
		// the (Y/n), the window's name, the password, the replicas, and
		// the services after the environment was chosen.
		needs(ask("easy-cli-framework-choice", "easy-cli-framework", demo("easy-cli-framework", "choice"),
			pick(envQ+" (Use arrow keys)", 0, envs...), wait("preview")), node...),
		needs(ask("easy-cli-framework-choice-moved", "easy-cli-framework", demo("easy-cli-framework", "choice"),
			pick(envQ, 1, envs...), wait("preview"), down, settle), node...),
		needs(ask("easy-cli-framework-multiple", "easy-cli-framework", demo("easy-cli-framework", "multiple"),
			ticks("Which services should be restarted?"+boxHint, 0, map[int]bool{0: true}, services...), wait("scheduler")), node...),
		needs(ask("easy-cli-framework-confirm", "easy-cli-framework", demo("easy-cli-framework", "confirm"),
			yesNo("Apply the pending migrations?", "yes"), wait("(Y/n)")), node...),
		needs(ask("easy-cli-framework-text", "easy-cli-framework", demo("easy-cli-framework", "text"),
			want(modes.Text, "Name of the maintenance window", "sunday-night"), wait("(sunday-night)")), node...),
		needs(ask("easy-cli-framework-password", "easy-cli-framework", demo("easy-cli-framework", "password"),
			want(modes.Password, "Database password", ""), wait("input is hidden")), node...),
		needs(ask("easy-cli-framework-number", "easy-cli-framework", demo("easy-cli-framework", "number"),
			want(modes.Text, "How many replicas after the restart?", "3"), wait("(3)")), node...),
		needs(ask("easy-cli-framework-next", "easy-cli-framework", demo("easy-cli-framework", "chain"),
			ticks("Which services of production should be restarted?"+boxHint, 0, nil, services...),
			wait("preview"), down, settle, enter("services of production")), node...),

		// console-read-write: the flag's name, then its owner.
		needs(ask("console-read-write", "console-read-write", demo("console-read-write"), want(modes.Text, flagQ, ""), wait(flagQ)), node...),
		needs(ask("console-read-write-next", "console-read-write", demo("console-read-write"), want(modes.Text, "Who owns dark-mode?", ""),
			wait(flagQ), typed("dark-mode", "Who owns dark-mode?"), settle), node...),

		// readline-vim: the ledger's prompt, after an amount, and in
		// normal mode after editing.
		needs(is(modes.REPL, "readline-vim", "readline-vim", ledger, wait("ledger >")), node...),
		needs(is(modes.REPL, "readline-vim-total", "readline-vim", ledger, wait("ledger >"), typed("12.50", "total 12.50"), settle), node...),
		needs(is(modes.REPL, "readline-vim-normal", "readline-vim", ledger, wait("ledger >"), typing("12.50"), settle,
			key("<esc>"), wait("[normal]"), typing("0"), settle, typing("x"), settle), node...),
	}
}

// TestModesTwohundredfiftyfourth drives the twohundredfiftyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfiftyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfiftyfourth(t *testing.T) {
	captureSet(t, twohundredfiftyfourthDir, twohundredfiftyfourthSet())
}
