package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtenthDir holds the threehundredtenth set (issue 44,
// three-hundred-and-tenth round): live cases of scaffolders and init
// wizards on prompt libraries of .NET and Python that cannot run here
// (no NuGet, no PyPI), imitated by a fixture of its own (one script run
// by Debian's python3, keys read raw a key at a time where the library
// reads them so, lines read cooked where it reads lines), each drawing
// what the library draws at one of its prompts (its words, pointers,
// ticks, hint rows, colours, cursor and terminal modes, from its
// documentation and source as known): PromptPlus (FRACerqueira's, .NET:
// an input with a grey default, a select and a multiselect with their
// descriptions and tooltips, a masked date, a (Y/n) confirm, answered
// prompts folded above), clypi (danimelchor's, Python: line prompts with
// defaults in brackets, a parse error and the prompt again, a password
// echoed as stars, a [y/N] confirm, a spinner), pzp (andreax79's,
// Python: an fzf-like picker below the cursor with a header and a
// filter) and EasyConsole (splttingatms', .NET: numbered menu pages
// under a breadcrumb, an integer asked again until it parses). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: `git grep -il` found nothing for promptplus, prompt
// plus, fracerqueira, clypi, danimelchor, andreax79, easyconsole, easy
// console, splttingatms (pzp is matched only inside other strings, never
// as a word: `git grep -ilw pzp` finds nothing). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredtenthDir = "../testdata/modes-threehundredtenth"

// threehundredtenthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredtenthScript = setFixtures("threehundredtenth").script

// threehundredtenthSet is the threehundredtenth set. Labels say what a
// person reads on the screen: a list with a pointer is a select, a list
// of ticks a multiselect, numbered options over a line to type a choice,
// a line to type a text question (its default where the library shows
// one: grey in the field or in brackets), a line typed as stars or
// echoing nothing a password; a spinner turning and no question is
// running.
func threehundredtenthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	press := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: "<space>"}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	like := func(flow string) opener {
		return threehundredtenthScript(py, "py/threehundredtenth_wizards.py", flow)
	}

	// promptplus-like (FRACerqueira's PromptPlus, .NET; `relay-scaffold
	// 2.1.0 - new service project` on the main screen, raw): each prompt
	// a yellow `?` and the message bold with a colon, a dim description
	// row under it and a dim `Tooltips: …` row at the foot; answered, it
	// folds to a green `✓ Message: answer` row that stays above the next.
	// `Project name:` with a grey `Relay.Api` in its field, the cursor at
	// its start (a text question defaulting to it); `Target framework:`
	// followed by the current entry, three frameworks, the current one
	// cyan after `>`, the cursor hidden (a select, at first and moved
	// down); `Features:` over four entries with `[ ]` ticks, the current
	// one cyan after `>` (a multiselect, at first and with the second
	// ticked `[x]`); `First release date: ____-__-__`, a mask filled as
	// digits are typed (a text question, at first and with 2026 typed);
	// `Create the project in ./Relay.Api (Y/n): ` (a yes/no defaulting to
	// yes).
	pp := like("promptplus")
	atName := []step{wait("F1 help"), settle}
	toFramework := steps(atName, []step{press("<enter>", "Target framework"), settle})
	frameworks := []string{"net8.0 (LTS)", "net9.0 (STS)", "net6.0 (out of support)"}
	toFeatures := steps(toFramework, []step{down, settle, press("<enter>", "Space toggle"), settle})
	toDate := steps(toFeatures, []step{down, settle, space, settle, press("<enter>", "yyyy-MM-dd"), settle})
	const dateQ = "First release date:"
	toCreate := steps(toDate, []step{typed("20260315", "(Y/n):"), settle})

	// clypi-like (danimelchor's clypi, Python; lines on the main screen,
	// read cooked): under a magenta `ledger init · set up a new ledger
	// package`, each prompt cyan with its default dim in brackets:
	// `Package name [ledger]: ` (a text question defaulting to ledger);
	// `Minimum test coverage (%) [80]: ` answered `abc`, a red `Error:`
	// and `could not parse 'abc' as int`, then the same prompt again (a
	// text question defaulting to 80); `PyPI token: ` read raw, echoed as
	// stars (a password, at first and typed into); `Initialise a git
	// repository? [y/N]: ` (a yes/no defaulting to no); y, a magenta
	// braille spinner turning before `Creating the virtual environment`
	// (at work, no question).
	cl := like("clypi")
	atPackage := []step{wait("[ledger]:"), settle}
	toCoverage := steps(atPackage, []step{typed("", "[80]:"), settle, typed("abc", "as int"), settle})
	toToken := steps(toCoverage, []step{typed("85", "PyPI token:"), settle})
	toGit := steps(toToken, []step{typing("pypi-abcd"), settle, typed("", "[y/N]:"), settle})

	// pzp-like (andreax79's pzp, Python; below the cursor on the main
	// screen, raw): under `scaffold: choose the template of the new
	// project`, the bold header `Select a template for the new project`,
	// six templates with their descriptions from the top, the current one
	// bold on a grey bar after a red `> `, a yellow `  6/6` and a blue
	// `> ` prompt at the foot with the cursor after it (a select, at
	// first, moved down, and with `li` typed: three templates left, `3/6`).
	pz := like("pzp")
	const templateQ = "Select a template for the new project"
	templates := []string{
		"fastapi-service     HTTP API on FastAPI and uvicorn",
		"flask-app           a Flask web application",
		"cli-tool            a command-line tool on argparse",
		"library             a plain package with tests",
		"django-site         a Django project with one app",
		"worker              a queue worker on RQ",
	}
	atPicker := []step{wait("6/6"), settle}

	// easyconsole-like (splttingatms' EasyConsole, .NET; lines on the
	// main screen, read cooked): each page clears the screen and draws
	// `---- Relay setup ----`, a breadcrumb of pages underlined with
	// dashes, numbered options `1. Database` and `Choose an option: ` (a
	// choice of numbers, at first and with 1 typed); Database chosen, its
	// page `Main Page > Database` with PostgreSQL, SQLite and Back (a
	// choice of numbers); PostgreSQL chosen, `Host: localhost` over
	// `Port: ` (a text question); `54x` entered, `Please enter an
	// integer: ` (a text question).
	ec := like("easyconsole")
	atMenu := []step{wait("Choose an option:"), settle}
	mainMenu := want(modes.Choice, "Choose an option:", "", "1|Database", "2|Message queue", "3|Exit")
	toDatabase := steps(atMenu, []step{typed("1", "Main Page > Database"), settle})
	toPort := steps(toDatabase, []step{typed("1", "Port:"), settle})

	return []corpusCase{
		// promptplus-like: an input, a select (also moved), a
		// multiselect (also ticked), a masked date (also typed into), a
		// confirm.
		needs(ask("promptplus-like", "promptplus-like", pp, want(modes.Text, "Project name:", "Relay.Api"), atName...), py),
		needs(ask("promptplus-like-framework", "promptplus-like", pp, pick("Target framework:", 0, frameworks...), toFramework...), py),
		needs(ask("promptplus-like-framework-moved", "promptplus-like", pp, pick("Target framework:", 1, frameworks...),
			steps(toFramework, []step{down, settle})...), py),
		needs(ask("promptplus-like-features", "promptplus-like", pp,
			want(modes.Multiselect, "Features:", "", ">[ ] Docker support", "[ ] OpenAPI (Swagger)", "[ ] Health checks", "[ ] Unit tests (xUnit)"),
			toFeatures...), py),
		needs(ask("promptplus-like-features-ticked", "promptplus-like", pp,
			want(modes.Multiselect, "Features:", "", "[ ] Docker support", ">[x] OpenAPI (Swagger)", "[ ] Health checks", "[ ] Unit tests (xUnit)"),
			steps(toFeatures, []step{down, settle, space, settle})...), py),
		needs(ask("promptplus-like-date", "promptplus-like", pp, want(modes.Text, dateQ, ""), toDate...), py),
		needs(ask("promptplus-like-date-typed", "promptplus-like", pp, want(modes.Text, dateQ, ""),
			steps(toDate, []step{typing("2026"), settle})...), py),
		needs(ask("promptplus-like-create", "promptplus-like", pp, yesNo("Create the project in ./Relay.Api", "yes"), toCreate...), py),

		// clypi-like: line prompts with defaults, a parse error, a
		// password (also typed into), a confirm, the spinner.
		needs(ask("clypi-like", "clypi-like", cl, want(modes.Text, "Package name", "ledger"), atPackage...), py),
		needs(ask("clypi-like-coverage-error", "clypi-like", cl, want(modes.Text, "Minimum test coverage (%)", "80"), toCoverage...), py),
		needs(ask("clypi-like-token", "clypi-like", cl, want(modes.Password, "PyPI token:", ""), toToken...), py),
		needs(ask("clypi-like-token-typed", "clypi-like", cl, want(modes.Password, "PyPI token:", ""),
			steps(toToken, []step{typing("pypi-abcd"), settle})...), py),
		needs(ask("clypi-like-git", "clypi-like", cl, yesNo("Initialise a git repository?", "no"), toGit...), py),
		needs(corpusCase{name: "clypi-like-venv", program: "clypi-like", open: cl, mode: modes.Unknown, state: Running,
			steps: steps(toGit, []step{typed("y", "virtual environment")})}, py),

		// pzp-like: the picker at first, moved, filtered.
		needs(ask("pzp-like", "pzp-like", pz, pick(templateQ, 0, templates...), atPicker...), py),
		needs(ask("pzp-like-moved", "pzp-like", pz, pick(templateQ, 1, templates...), steps(atPicker, []step{down, settle})...), py),
		needs(ask("pzp-like-filtered", "pzp-like", pz, pick(templateQ, 0, templates[1], templates[2], templates[3]),
			steps(atPicker, []step{step{text: "li", expect: "3/6", timeout: setSlow}, settle})...), py),

		// easyconsole-like: the main page (also typed into), the
		// database page, the port, the port asked again.
		needs(ask("easyconsole-like", "easyconsole-like", ec, mainMenu, atMenu...), py),
		needs(ask("easyconsole-like-typed", "easyconsole-like", ec, mainMenu, steps(atMenu, []step{typing("1"), settle})...), py),
		needs(ask("easyconsole-like-database", "easyconsole-like", ec,
			want(modes.Choice, "Choose an option:", "", "1|PostgreSQL", "2|SQLite", "3|Back"), toDatabase...), py),
		needs(ask("easyconsole-like-port", "easyconsole-like", ec, want(modes.Text, "Port:", ""), toPort...), py),
		needs(ask("easyconsole-like-port-again", "easyconsole-like", ec, want(modes.Text, "Please enter an integer:", ""),
			steps(toPort, []step{typed("54x", "enter an integer"), settle})...), py),
	}
}

// TestModesThreehundredtenth drives the threehundredtenth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredtenth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredtenth(t *testing.T) {
	captureSet(t, threehundredtenthDir, threehundredtenthSet())
}
