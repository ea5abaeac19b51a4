package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightyeighthDir holds the twohundredeightyeighth set (issue
// 44, two-hundred-and-eighty-eighth round): live cases of prompt
// libraries in JavaScript (TypeScript for Deno), Python, Rust and Go that
// cannot run here (no PyPI, no crates, no Deno), imitated by a fixture of
// its own (one script run by Debian's python3, keys read raw a key at a
// time where the library reads them so, lines read cooked where it reads
// lines), each drawing what the library draws at one of its prompts (its
// words, pointers, signs, grey hints, colours, cursor and terminal modes,
// from its documentation and source as known): Deno's ask (jsr
// @sallai/ask: an input, a number with its default grey, a masked
// password, a [Y/n] confirm, a select, a checkbox, an editor prompt and
// the editor it launches), NonePrompt (nonebot's, on prompt_toolkit: a
// list with a filter typed, an input with default text, a checkbox, a
// password, a (Y/n) confirm), pick-a-boo (tamada's, Rust: one-line
// pickers of keys with descriptions) and interact (deiwin's, Go: line
// prompts with a default in parentheses, a retry, a [Y/n] confirm). None
// of them, nor their makers, is named by any other test, table, fixture
// or doc of agentty: `git grep -il` found nothing for ask's names
// (jpravetz, sallai; the word ask itself is everywhere and not used as a
// name), noneprompt, nonebot, yanyongyu, pick-a-boo, pick_a_boo, tamada,
// deiwin (interact's own word is everywhere and not used as a name).
// Each case's label says what a person reads on the screen, written from
// the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredeightyeighthDir = "../testdata/modes-twohundredeightyeighth"

// twohundredeightyeighthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredeightyeighthScript = setFixtures("twohundredeightyeighth").script

// twohundredeightyeighthSet is the twohundredeightyeighth set. Labels say
// what a person reads on the screen: a list with a pointer is a select, a
// list of signs a multiselect, a line of keys a choice, a line to type a
// text question (its default where the library shows one: grey, in
// parentheses, or already in the field), a line typed as stars a
// password.
func twohundredeightyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	press := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	right := step{keys: "<right>"}
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
		return twohundredeightyeighthScript(py, "py/twohundredeightyeighth_prompts.py", flow)
	}

	// ask-like (Deno's ask, jsr @sallai/ask; lines on the main screen,
	// keys read raw): under `relay-init scaffolds a new relay service`,
	// each prompt on a new line after a blank one, indented two spaces, a
	// green `?` and the message bold: `Project name:` (a text question);
	// `Port:` with a grey `8080` after it, the cursor on its first digit
	// (a text question defaulting to 8080); `Registry token:` typed as
	// `***` (a password); `Install dependencies? [Y/n]` (a yes/no
	// defaulting to yes); `Pick a template:`, a blank line and four
	// templates, the active one cyan after `❯`, the cursor hidden (a
	// select, at first and moved down); `Features:` with `●` and `○`
	// signs, Docker ticked at first, moved down and Linting ticked (a
	// multiselect); `Release notes:` and a grey `Press <enter> to launch
	// your preferred editor.` (a line asking only Enter); Enter, nano on a
	// temporary file (an editor).
	askLib := like("ask")
	atName := []step{wait("Project name:"), settle}
	toPort := steps(atName, []step{typed("relay", "Port:"), settle})
	toToken := steps(toPort, []step{press("<enter>", "Registry token:"), settle})
	toInstall := steps(toToken, []step{typed("abc", "[Y/n]"), settle})
	toTemplate := steps(toInstall, []step{press("<enter>", "Pick a template:"), settle})
	templates := []string{"Minimal", "HTTP API", "Worker", "CLI"}
	toFeatures := steps(toTemplate, []step{press("<enter>", "Features:"), settle})
	toNotes := steps(toFeatures, []step{press("<enter>", "preferred editor"), settle})
	features := want(modes.Multiselect, "Features:", "", "[x] Docker", ">[x] Linting", "[ ] Tests", "[ ] CI workflow")

	// noneprompt-like (nonebot's NonePrompt, on prompt_toolkit; lines on
	// the main screen, raw): under a green `Creating a new bot
	// project...`, a purple bold `[?]`, the question bold and a grey
	// annotation: `Select a template to use (Use ↑ and ↓ to choose, Enter
	// to submit)` over three templates, `❯` and the highlighted one green,
	// the cursor after the annotation where a filter is typed (a select,
	// at first and with `sim` typed, one template left); `Project Name:`
	// with `awesome-bot` already in its field, the cursor after it (a text
	// question defaulting to it); `Which driver(s) would you like to use
	// (Use ↑ and ↓ to move, Space to select, Enter to submit)` (wrapped)
	// over four drivers, green `●` and `○`, FastAPI ticked at first, moved
	// down and HTTPX ticked (a multiselect); `Superuser token:` typed as
	// `****` (a password); `Install dependencies now? (Y/n)` (a yes/no
	// defaulting to yes).
	none := like("noneprompt")
	const templateQ = "Select a template to use"
	nbTemplates := []string{"bootstrap (for beginners or users)", "simple (for plugin developers)", "minimal (an empty project)"}
	atList := []step{wait("Enter to submit)"), settle}
	toProject := steps(atList, []step{press("<enter>", "Project Name:"), settle})
	toDrivers := steps(toProject, []step{press("<enter>", "Space to select"), settle})
	toSuper := steps(toDrivers, []step{press("<enter>", "Superuser token:"), settle})
	toNbInstall := steps(toSuper, []step{typed("abcd", "(Y/n)"), settle})
	drivers := want(modes.Multiselect, "Which driver(s) would you like to use", "",
		"[x] FastAPI (FastAPI driver)", ">[x] HTTPX (HTTPX driver)", "[ ] websockets (websockets driver)", "[ ] AIOHTTP (AIOHTTP driver)")

	// pick-a-boo-like (tamada's pick-a-boo, Rust on crossterm; the main
	// screen, raw, the cursor hidden): under `cargo-tidy 0.3.1:
	// src/main.rs differs from the template`, `Overwrite src/main.rs?`
	// and its options on one line, the current one by its name bold and
	// underlined, the others by their keys (`Yes /n/d/a`), the current
	// one's description on the row below (a choice of four keys, at first
	// and moved right to No); d and Enter, two diff lines, then `Build
	// profile? Dev /r/b` over all three profiles and their descriptions,
	// the current one after `>` (a select of keyed profiles).
	pab := like("pickaboo")
	atPab := []step{wait("replace it with"), settle}

	// interact-like (deiwin's interact, Go; lines read cooked): under
	// `deployctl: a new service`, `Please enter the service name: ` (a
	// text question); `Please enter the port: (8080) ` (a text question
	// defaulting to 8080); -2 entered, `The number can not be negative!`
	// over `Do you want to try again? [y/N]: ` (a yes/no defaulting to
	// no); y, the port asked again, then typed into (`90`); Enter, `Deploy
	// relay to staging now? [Y/n]: ` (a yes/no defaulting to yes).
	inter := like("interact")
	const portQ = "Please enter the port:"
	atService := []step{wait("service name:"), settle}
	toIPort := steps(atService, []step{typed("relay", "(8080)"), settle})
	toAgain := steps(toIPort, []step{typed("-2", "try again?"), settle})
	toPortAgain := steps(toAgain, []step{typed("y", "[y/N]: y"), settle})

	return []corpusCase{
		// ask-like: its prompts one after another, the editor it
		// launches.
		needs(ask("ask-like", "ask-like", askLib, want(modes.Text, "Project name:", ""), atName...), py),
		needs(ask("ask-like-port", "ask-like", askLib, want(modes.Text, "Port:", "8080"), toPort...), py),
		needs(ask("ask-like-token", "ask-like", askLib, want(modes.Password, "Registry token:", ""),
			steps(toToken, []step{typing("abc"), settle})...), py),
		needs(ask("ask-like-install", "ask-like", askLib, yesNo("Install dependencies?", "yes"), toInstall...), py),
		needs(ask("ask-like-template", "ask-like", askLib, pick("Pick a template:", 0, templates...), toTemplate...), py),
		needs(ask("ask-like-template-moved", "ask-like", askLib, pick("Pick a template:", 1, templates...),
			steps(toTemplate, []step{down, settle})...), py),
		needs(ask("ask-like-features", "ask-like", askLib, features, steps(toFeatures, []step{down, settle, space, settle})...), py),
		needs(ask("ask-like-notes", "ask-like", askLib, pressEnter("Release notes:"), toNotes...), py),
		needs(is(modes.Editor, "ask-like-editor", "ask-like", askLib, steps(toNotes, []step{press("<enter>", "^X Exit"), settle})...), py, "/usr/bin/nano"),

		// noneprompt-like: a list (also filtered), an input with default
		// text, a checkbox, a password, a confirm.
		needs(ask("noneprompt-like", "noneprompt-like", none, pick(templateQ, 0, nbTemplates...), atList...), py),
		needs(ask("noneprompt-like-filtered", "noneprompt-like", none, pick(templateQ, 0, "simple (for plugin developers)"),
			steps(atList, []step{typing("sim"), settle})...), py),
		needs(ask("noneprompt-like-name", "noneprompt-like", none, want(modes.Text, "Project Name:", "awesome-bot"), toProject...), py),
		needs(ask("noneprompt-like-drivers", "noneprompt-like", none, drivers, steps(toDrivers, []step{down, settle, space, settle})...), py),
		needs(ask("noneprompt-like-token", "noneprompt-like", none, want(modes.Password, "Superuser token:", ""),
			steps(toSuper, []step{typing("abcd"), settle})...), py),
		needs(ask("noneprompt-like-install", "noneprompt-like", none, yesNo("Install dependencies now?", "yes"), toNbInstall...), py),

		// pick-a-boo-like: a line of keys (also moved), a keyed list.
		needs(ask("pick-a-boo-like", "pick-a-boo-like", pab,
			want(modes.Choice, "Overwrite src/main.rs?", "", ">y|Yes", "n|No", "d|Diff", "a|All"), atPab...), py),
		needs(ask("pick-a-boo-like-moved", "pick-a-boo-like", pab,
			want(modes.Choice, "Overwrite src/main.rs?", "", "y|Yes", ">n|No", "d|Diff", "a|All"),
			steps(atPab, []step{right, settle})...), py),
		needs(ask("pick-a-boo-like-profile", "pick-a-boo-like", pab,
			want(modes.Select, "Build profile?", "", ">d|Dev", "r|Release", "b|Bench"),
			steps(atPab, []step{press("d", "show the differences"), settle, press("<enter>", "Build profile?"), settle})...), py),

		// interact-like: line prompts, a default, a retry, a confirm.
		needs(ask("interact-like", "interact-like", inter, want(modes.Text, "Please enter the service name:", ""), atService...), py),
		needs(ask("interact-like-port", "interact-like", inter, want(modes.Text, portQ, "8080"), toIPort...), py),
		needs(ask("interact-like-again", "interact-like", inter, yesNo("Do you want to try again?", "no"), toAgain...), py),
		needs(ask("interact-like-port-typed", "interact-like", inter, want(modes.Text, portQ, "8080"),
			steps(toPortAgain, []step{typing("90"), settle})...), py),
		needs(ask("interact-like-deploy", "interact-like", inter, yesNo("Deploy relay to staging now?", "yes"),
			steps(toPortAgain, []step{typed("", "staging now?"), settle})...), py),
	}
}

// TestModesTwohundredeightyeighth drives the twohundredeightyeighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightyeighth(t *testing.T) {
	captureSet(t, twohundredeightyeighthDir, twohundredeightyeighthSet())
}
