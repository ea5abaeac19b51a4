package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventyseventhDir holds the twohundredseventyseventh set
// (issue 44, two-hundred-and-seventy-seventh round): live cases of Python
// command-line prompts in setup and installer scripts that cannot run here
// (PyPI is unreachable), imitated by a fixture of its own (one script run
// by Debian's python3, its standard library only), each drawing what the
// real one draws at one of its moments (its words, layout, tables,
// pointers, ticks, colours, reverse-video cursor cells, hidden or shown
// cursor, raw or cooked input, from its documentation, source and
// published screenshots as known): an installer built on questo's
// elements (petereon's library: a multi-select of components with ticks,
// a paged select of timezones filtered by what is typed, a line with
// completions), a first-run setup asking its administrator's password
// through maskpass (asterisks for what is typed), Prefect's interactive
// `prefect deploy` (selects drawn as rich tables, rich's prompts with
// defaults, a yes/no, a number of seconds), Reflex's `reflex init` (a
// numbered template to pick, then installing) and ESPHome's wizard (lines
// asked with input(), a microcontroller's name among five). None of them,
// nor their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` were questo, petereon, maskpass,
// prefect, prefecthq, reflex, reflex-dev, pynecone, esphome, nabu casa,
// nabucasa, otto winter and ottowinter (none found; beaupy, petereon's
// other library, is named, its maker nowhere). The named libraries of the
// theme (questionary, InquirerPy, rich, click, pick, simple-term-menu,
// beaupy, bullet, cutie, typer, PyInquirer, python-inquirer, consolemenu)
// and the tools found named (dbt, huggingface-cli, copier, cookiecutter,
// commitizen, pdm, flit, hatch, kedro, pwinput and stdiomask's maker
// asweigart, curses-menu, qprompt, cli-ui) were left out. Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const twohundredseventyseventhDir = "../testdata/modes-twohundredseventyseventh"

// twohundredseventyseventhTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredseventyseventhTool(tool string) opener {
	return setFixtures("twohundredseventyseventh").script(pythonPath, "py/twohundredseventyseventh_setup.py", tool)
}

// twohundredseventyseventhSet is the twohundredseventyseventh set. Labels
// say what a person reads on the screen: a list whose highlighted entry
// Enter picks is a select (its title the question, the entries shown),
// one whose entries are ticked a multiselect, a numbered list whose number
// is typed a choice, a line asking for words a text question (its default
// where the prompt shows one), one whose typing is masked a password; a
// tool at work, a spinner turning and no question, is running.
func twohundredseventyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	key := func(k string) step { return step{keys: k, timeout: setSlow} }
	// running is a case of a tool at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
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

	// questo-like (an installer built on petereon's questo, its default
	// renderers, drawn in place on the main screen like rich's Live, the
	// cursor hidden, keys read raw a key at a time): `relay 2.4
	// installer` and a dim line over the bold `Select components to
	// install` and six components, each after a cyan `>` where the
	// pointer is and a green `✓` where ticked (the first ticked at
	// first): a multiselect, at first and with the pointer moved down two
	// and the third ticked with space; Enter, the bold `Select your
	// timezone` over the first five of twelve timezones, the pointer on
	// the first, and a page line `•◦` (a select); `e` and `u` typed, the
	// filter `eu` pink and underlined after the title and the three
	// Europe/ timezones left, `Eu` pink in each (a select still); Enter,
	// the bold `Install directory` over `>  ` and the typed value, a
	// reverse-video cell its cursor; `/opt/` typed and Tab, a row of
	// completions under it, the first in reverse video (a text question).
	questo := twohundredseventyseventhTool("questo")
	comps := []string{"relay server (required)", "relay command-line client", "web dashboard",
		"Prometheus exporter", "systemd units", "bash and zsh completions"}
	const compQ = "Select components to install"
	atComps := []step{wait("bash and zsh completions"), settle}
	atZones := steps(atComps, []step{enter("Select your timezone"), settle})
	atDir := steps(atZones, []step{enter("Install directory"), settle})

	// maskpass-like (a first-run setup asking its administrator's
	// password with maskpass's askpass, a key at a time, raw, an asterisk
	// shown for each): `ledgerd 1.8 first-run setup`, a rule, three lines
	// of what it does over `Enter password: ` (a password, at first and
	// with eight characters typed, `********`); Enter, `Confirm password:
	// ` (a password).
	mask := twohundredseventyseventhTool("maskpass")
	atPass := []step{wait("Enter password:"), settle}

	// prefect-like (Prefect's `prefect deploy`, interactive; lines on the
	// main screen): a green `?`, `Select a flow to deploy` and a bright
	// blue `[Use arrows to move; enter to select]` over a rich table
	// (heavy head, `Flow Name` and `Location`) of three flows, the
	// highlighted row's pointer `>` and name bold blue, the cursor hidden
	// (a select, at first and moved down); Enter, `? Deployment name
	// (default): ` (a text question whose default is shown); Enter, `?
	// Would you like to configure schedules for this deployment? [y/n]
	// (y): ` (a yes/no defaulting to yes); Enter, `? What type of schedule
	// would you like to use?` (the hint wrapped) over a table of three
	// schedule types and their wrapped descriptions (a select); Enter, `?
	// Seconds between scheduled runs (3600): ` (a number to type: a text
	// question with its default).
	prefect := twohundredseventyseventhTool("prefect")
	flows := []string{"nightly_etl", "refresh_dashboards", "backfill_orders"}
	const flowQ = "Select a flow to deploy"
	atFlows := []step{wait("backfill_orders"), settle}
	atName := steps(atFlows, []step{enter("Deployment name"), settle})
	atSchedules := steps(atName, []step{enter("configure schedules"), settle})
	atType := steps(atSchedules, []step{enter("recurrence rules"), settle})

	// reflex-like (Reflex's `reflex init`; lines on the main screen, a
	// line read cooked): a cyan `Info:` line, `Get started with a
	// template:` over three numbered templates `(0) blank (…) - A minimal
	// template`, `(1) ai - …`, `(2) sidebar (…) - …` (wrapped at a word)
	// and `Which template would you like to use? (0): ` (a choice of the
	// numbers defaulting to 0, at first and with 2 typed); Enter, `Info:
	// Initializing the app directory.` over `⠋ Installing base frontend
	// packages` and the installer's last line, turning (at work, no
	// question).
	reflex := twohundredseventyseventhTool("reflex")
	template := want(modes.Choice, "Which template would you like to use?", "0",
		"0|blank (https://blank-template.reflex.run) - A minimal template",
		"1|ai - Generate a template using AI [Experimental]",
		"2|sidebar (https://sidebar-template.reflex.run) - A template with a sidebar to navigate pages.")
	atTemplate := []step{wait("Which template would you like to use?"), settle}

	// esphome-like (ESPHome's `esphome wizard livingroom.yaml`; lines on
	// the main screen, each read cooked with input(), long lines broken
	// by the terminal): its greeting, `============= STEP 1
	// =============` and the big letters of CORE, what a node's name is
	// for and an example over a bold white `(name): ` (a text question);
	// livingroom entered, STEP 2 and `Please choose one of the supported
	// microcontrollers (Use ESP8266 for Sonoff devices).` over
	// `(ESP32/ESP8266/BK72XX/RP2040/RTL87XX): ` (a choice of the five
	// words typed); ESP32 entered, where to find a board and an example
	// over `(board): ` (a text question); esp32dev entered, STEP 3 (WiFi),
	// what the SSID is and an example over `(ssid): ` (a text question);
	// a network entered, the WiFi password asked (`Leave empty for no
	// password`) over `(PSK): `, what is typed shown (a text question).
	esphome := twohundredseventyseventhTool("esphome")
	atNode := []step{wait("(name):"), settle}
	atPlatform := steps(atNode, []step{typed("livingroom", "RTL87XX):"), settle})
	atBoard := steps(atPlatform, []step{typed("ESP32", "(board):"), settle})
	atSSID := steps(atBoard, []step{typed("esp32dev", "(ssid):"), settle})

	return []corpusCase{
		// questo-like: components ticked, a timezone (also filtered), a
		// directory with completions.
		needs(ask("questo-like", "questo-like", questo, ticks(compQ, 0, map[int]bool{0: true}, comps...), atComps...), py),
		needs(ask("questo-like-ticked", "questo-like", questo, ticks(compQ, 2, map[int]bool{0: true, 2: true}, comps...),
			steps(atComps, []step{key("<down>"), settle, key("<down>"), settle, key("<space>"), settle})...), py),
		needs(ask("questo-like-timezone", "questo-like", questo, pick("Select your timezone", 0,
			"Africa/Cairo", "America/Chicago", "America/New_York", "America/Sao_Paulo", "Asia/Kolkata"), atZones...), py),
		needs(ask("questo-like-filtered", "questo-like", questo, pick("Select your timezone", 0,
			"Europe/Berlin", "Europe/London", "Europe/Paris"),
			steps(atZones, []step{{text: "e", timeout: setSlow}, settle, typing("u", "Europe/Paris"), settle})...), py),
		needs(ask("questo-like-directory", "questo-like", questo, want(modes.Text, "Install directory", ""),
			steps(atDir, []step{{text: "/opt/", timeout: setSlow}, settle, key("<tab>"), settle})...), py),

		// maskpass-like: the password, typed, confirmed.
		needs(ask("maskpass-like", "maskpass-like", mask, want(modes.Password, "Enter password:", ""), atPass...), py),
		needs(ask("maskpass-like-typed", "maskpass-like", mask, want(modes.Password, "Enter password:", ""),
			steps(atPass, []step{typing("hunter22", "********"), settle})...), py),
		needs(ask("maskpass-like-confirm", "maskpass-like", mask, want(modes.Password, "Confirm password:", ""),
			steps(atPass, []step{typed("hunter22", "Confirm password:"), settle})...), py),

		// prefect-like: a flow (also moved), its name, schedules, their
		// type, the seconds between runs.
		needs(ask("prefect-like", "prefect-like", prefect, pick(flowQ, 0, flows...), atFlows...), py),
		needs(ask("prefect-like-moved", "prefect-like", prefect, pick(flowQ, 1, flows...),
			steps(atFlows, []step{key("<down>"), settle})...), py),
		needs(ask("prefect-like-name", "prefect-like", prefect, want(modes.Text, "Deployment name", "default"), atName...), py),
		needs(ask("prefect-like-schedules", "prefect-like", prefect,
			yesNo("Would you like to configure schedules for this deployment?", "yes"), atSchedules...), py),
		needs(ask("prefect-like-schedule-type", "prefect-like", prefect,
			pick("What type of schedule would you like to use?", 0, "Interval", "Cron", "RRule"), atType...), py),
		needs(ask("prefect-like-seconds", "prefect-like", prefect, want(modes.Text, "Seconds between scheduled runs", "3600"),
			steps(atType, []step{enter("Seconds between scheduled runs"), settle})...), py),

		// reflex-like: a template (also typed), installing.
		needs(ask("reflex-like", "reflex-like", reflex, template, atTemplate...), py),
		needs(ask("reflex-like-typed", "reflex-like", reflex, template,
			steps(atTemplate, []step{typing("2", "(0): 2"), settle})...), py),
		needs(running("reflex-like-installing", "reflex-like", reflex,
			steps(atTemplate, []step{typed("2", "Installing base frontend packages")})...), py),

		// esphome-like: the node's name, its microcontroller, its
		// board, the WiFi's SSID and key.
		needs(ask("esphome-like", "esphome-like", esphome, want(modes.Text, "(name):", ""), atNode...), py),
		needs(ask("esphome-like-platform", "esphome-like", esphome,
			want(modes.Choice, "Please choose one of the supported microcontrollers (Use ESP8266 for Sonoff devices).", "",
				"ESP32", "ESP8266", "BK72XX", "RP2040", "RTL87XX"), atPlatform...), py),
		needs(ask("esphome-like-board", "esphome-like", esphome, want(modes.Text, "(board):", ""), atBoard...), py),
		needs(ask("esphome-like-ssid", "esphome-like", esphome, want(modes.Text, "(ssid):", ""), atSSID...), py),
		needs(ask("esphome-like-psk", "esphome-like", esphome, want(modes.Text, "(PSK):", ""),
			steps(atSSID, []step{typed("Hangar 18", "(PSK):"), settle})...), py),
	}
}

// TestModesTwohundredseventyseventh drives the twohundredseventyseventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventyseventh(t *testing.T) {
	captureSet(t, twohundredseventyseventhDir, twohundredseventyseventhSet())
}
