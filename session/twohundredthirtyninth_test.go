package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtyninthDir holds the twohundredthirtyninth set (issue 44,
// two-hundred-and-thirty-ninth round): live cases of terminal libraries
// of Debian's for Ruby, Python and Perl that no other test, table,
// fixture or doc of agentty names, each package and module name grepped
// unnamed before it was chosen, each driven by a small script of the
// set's (testdata/twohundredthirtyninth) asking what a deploy, CI,
// container, packaging, training or mail tool asks. Every prompt library
// of Debian's for the three languages was named here already (the
// question, menu, readline and dialog ones among them), so the scripts
// draw their questions with these: TTY::Cursor's moves redrawing a
// select of regions in place and then a (y/N) line, TTY::Spinner's
// spinner while a plugin index is fetched and then a checklist of
// plugins, Terminal::Table's table of containers over a name with its
// default and then a [y/N], colorama's colours on a new package's
// questions with their defaults and then a token read with echo off,
// wasabi's loading spinner, its table of pipelines and its
// get_raw_input() questions with defaults, pastel's tags colouring a
// console's prompt and its deploy command's (yes/no) question, and
// Term::Twiddle's thingy turning while a mailbox is checked and then two
// yes-or-no questions. Each is seen at its first screen, after a key, a
// move, a tick or text typed, and at the next question after an answer,
// and the spinners while they turn. Each case's label was written from
// the script run by hand in tmux outside agentty and committed before its
// screen was captured.
const twohundredthirtyninthDir = "../testdata/modes-twohundredthirtyninth"

// twohundredthirtyninthFixtures names the set's scripts.
var twohundredthirtyninthFixtures = setFixtures("twohundredthirtyninth")

// twohundredthirtyninthSet is the twohundredthirtyninth set. Labels say
// what a person reads on the screen.
func twohundredthirtyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py, pl, rb := pythonPath, perlPath, "/usr/bin/ruby"
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	// running is a case of a tool at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	ruby := func(args ...string) opener {
		return twohundredthirtyninthFixtures.script(rb, "rb/twohundredthirtyninth_demo.rb", args...)
	}
	python := func(args ...string) opener {
		return twohundredthirtyninthFixtures.script(py, "py/twohundredthirtyninth_demo.py", args...)
	}
	perl := func(args ...string) opener {
		return twohundredthirtyninthFixtures.script(pl, "pl/twohundredthirtyninth_demo.pl", args...)
	}
	region := ruby("region")
	plugins, slowPlugins := ruby("plugins"), ruby("plugins", "slow")
	containers := ruby("containers")
	initPkg := python("init")
	train, slowTrain := python("train"), python("train", "slow")
	console := python("console")
	mail, slowMail := perl("mail"), perl("mail", "slow")

	// marked is opts with the i-th marked as the highlighted one.
	marked := func(opts []string, i int) []string {
		out := append([]string{}, opts...)
		out[i] = ">" + out[i]
		return out
	}
	const (
		regionQ  = "Which region should relay 3.1.0 deploy to?"
		rollout  = "Roll out to all 12 nodes at once?"
		pluginsQ = "Plugins to enable"
		volumes  = "Stop worker-2 and remove its 2 volumes?"
		deleteQ  = "Delete the 12 old messages?"
		trashQ   = "Move them to the Trash instead of deleting them?"
	)
	regions := []string{"eu-west (Dublin)", "eu-central (Frankfurt)", "us-east (Virginia)", "ap-south (Mumbai)"}
	pluginNames := []string{"lint", "coverage", "build-cache", "chat-notify", "sbom"}
	stop := want(modes.Text, "Container to stop", "web-1")
	pkgName := want(modes.Text, "Package name:", "relay-cli")
	pipeline := want(modes.Choice, "Pipeline to train", "1", "1|ner-small", "2|ner-large", "3|tagger")
	deploy := want(modes.Confirm, "Deploy 3.1.0 to production?", "no", "yes", "no")
	return []corpusCase{
		// TTY::Cursor (ruby-tty-cursor): under `Built 4 images for relay
		// 3.1.0.`, a green `?`, the question in bold and a grey hint
		// `(↑/↓ to move, Enter to select)`, the four regions a row each,
		// the highlighted one green after `‣`, redrawn in place with the
		// cursor hidden (keys read raw): at first, moved down, and moved
		// up from the first (wrapped to the last); Enter leaves the
		// question with its answer and asks `? Roll out to all 12 nodes
		// at once? (y/N) `, the cursor after it, read as a line.
		needs(ask("tty-cursor-region", "tty-cursor", region, want(modes.Select, regionQ, "", marked(regions, 0)...), wait("Mumbai"), settle), rb),
		needs(ask("tty-cursor-region-moved", "tty-cursor", region, want(modes.Select, regionQ, "", marked(regions, 1)...),
			wait("Mumbai"), settle, down, settle), rb),
		needs(ask("tty-cursor-region-wrapped", "tty-cursor", region, want(modes.Select, regionQ, "", marked(regions, 3)...),
			wait("Mumbai"), settle, step{keys: "<up>"}, settle), rb),
		needs(ask("tty-cursor-rollout", "tty-cursor", region, yesNo(rollout, "n"),
			wait("Mumbai"), settle, down, settle, step{keys: "<enter>", expect: "Roll out", timeout: setSlow}, settle), rb),

		// TTY::Spinner (ruby-tty-spinner): `[⠹] Fetching the plugin
		// index ...`, its braille dots turning (slowed, at work, no
		// question); done, `[✔] Fetching the plugin index ... (done, 5
		// plugins)` over `? Plugins to enable (Space to tick, Enter to
		// finish)` and five plugins a row each, a box `◯` (`◉` green
		// when ticked), `‣` before the highlighted one, the cursor
		// hidden: at first, the first ticked, and moved down twice and
		// that one ticked too.
		needs(running("tty-spinner-fetching", "tty-spinner", slowPlugins, wait("Fetching the plugin index"), settle), rb),
		needs(ask("tty-spinner-plugins", "tty-spinner", plugins, ticks(pluginsQ, 0, nil, pluginNames...), wait("sbom"), settle), rb),
		needs(ask("tty-spinner-plugins-ticked", "tty-spinner", plugins, ticks(pluginsQ, 0, map[int]bool{0: true}, pluginNames...),
			wait("sbom"), settle, space, settle), rb),
		needs(ask("tty-spinner-plugins-moved-ticked", "tty-spinner", plugins, ticks(pluginsQ, 2, map[int]bool{0: true, 2: true}, pluginNames...),
			wait("sbom"), settle, space, settle, down, down, settle, space, settle), rb),

		// Terminal::Table (ruby-terminal-table): a table drawn in `+`,
		// `-` and `|`, titled `Running containers on build-07`, its
		// header NAME, IMAGE, STATUS and PORTS over four containers,
		// then `Container to stop [web-1]: `, the cursor after it (at
		// first, with worker-2 typed); after it, `Stop worker-2 and
		// remove its 2 volumes? [y/N] `.
		needs(ask("terminal-table-stop", "terminal-table", containers, stop, wait("Container to stop"), settle), rb),
		needs(ask("terminal-table-stop-typed", "terminal-table", containers, stop,
			wait("Container to stop"), settle, step{text: "worker-2"}, settle), rb),
		needs(ask("terminal-table-volumes", "terminal-table", containers, yesNo(volumes, "n"),
			wait("Container to stop"), settle, typed("worker-2", "volumes?"), settle), rb),

		// colorama (python3-colorama): `Creating a new package in
		// ./relay-cli` (the path cyan) and a dim `Press Enter to keep a
		// default.`, then each question a line after a green `?`, in
		// bold, its default dim in parentheses: `? Package name:
		// (relay-cli) ` (at first, with my-relay typed), `? Version:
		// (0.1.0) `, `? Licence: (MIT) `, then `? Token for the package
		// index: ` read by getpass, echo off. Lines are read in
		// canonical mode.
		needs(ask("colorama-name", "colorama", initPkg, pkgName, wait("Package name"), settle), py),
		needs(ask("colorama-name-typed", "colorama", initPkg, pkgName, wait("Package name"), settle, step{text: "my-relay"}, settle), py),
		needs(ask("colorama-version", "colorama", initPkg, want(modes.Text, "Version:", "0.1.0"),
			wait("Package name"), settle, typed("my-relay", "Version"), settle), py),
		needs(ask("colorama-token", "colorama", initPkg, want(modes.Password, "Token for the package index:", ""),
			wait("Package name"), settle, typed("my-relay", "Version"), settle, typed("", "Licence"), settle, typed("", "Token for"), settle), py),

		// wasabi (python3-wasabi): a bold rule `=== Training setup ===`
		// over `⠹ Downloading the pipeline's components...`, wasabi's
		// loading spinner turning (slowed, at work); done, a green `✔
		// Downloaded 3 components` and its detail, a table of three
		// pipelines numbered in its `#` column (Pipeline, Components,
		// Device) under a rule of dashes, then get_raw_input's `
		// Pipeline to train (default: 1):`, indented four, no space
		// after the colon (at first, with 2 typed); after it, `
		// Output directory (default: ./training):`.
		needs(running("wasabi-loading", "wasabi", slowTrain, wait("Downloading the pipeline"), settle), py),
		needs(ask("wasabi-pipeline", "wasabi", train, pipeline, wait("Pipeline to train"), settle), py),
		needs(ask("wasabi-pipeline-typed", "wasabi", train, pipeline, wait("Pipeline to train"), settle, step{text: "2"}, settle), py),
		needs(ask("wasabi-output", "wasabi", train, want(modes.Text, "Output directory", "./training"),
			wait("Pipeline to train"), settle, typed("2", "Output directory"), settle), py),

		// pastel (python3-pastel): `relay console 3.1.0 (build-07)`
		// (its name green) and `Type help for the commands, exit to
		// leave.` (the commands yellow), then its prompt `relay> `
		// (relay green), read by input() without a line editor: at
		// first, after `status` (three services listed, `down` white on
		// red) and with `dep` typed, not entered; `deploy` asks `Deploy
		// 3.1.0 to production? (yes/no) [no]: `, the question black on
		// cyan, the default yellow.
		needs(isCase(modes.REPL, "pastel-console", "pastel", console, wait("relay>"), settle), py),
		needs(isCase(modes.REPL, "pastel-console-status", "pastel", console, wait("relay>"), settle, typed("status", "0 replicas"), settle), py),
		needs(isCase(modes.REPL, "pastel-console-typed", "pastel", console, wait("relay>"), settle, step{text: "dep"}, settle), py),
		needs(ask("pastel-deploy", "pastel", console, deploy, wait("relay>"), settle, typed("deploy", "production?"), settle), py),

		// Term::Twiddle (libterm-twiddle-perl): `Checking the mailbox
		// ops@imap.example.invalid ... ` and its thingy turning, `\`,
		// `|`, `/`, `-` (slowed, at work); done, `148 messages in
		// INBOX, 12 of them older than 90 days.` and a blank line over
		// `Delete the 12 old messages? [y/N] ` (at first, with y typed),
		// then after y, `Move them to the Trash instead of deleting
		// them? [Y/n] `.
		needs(running("twiddle-checking", "Term::Twiddle", slowMail, wait("Checking the mailbox"), settle), pl),
		needs(ask("twiddle-delete", "Term::Twiddle", mail, yesNo(deleteQ, "n"), wait("[y/N]"), settle), pl),
		needs(ask("twiddle-delete-typed", "Term::Twiddle", mail, yesNo(deleteQ, "n"), wait("[y/N]"), settle, step{text: "y"}, settle), pl),
		needs(ask("twiddle-trash", "Term::Twiddle", mail, yesNo(trashQ, "y"), wait("[y/N]"), settle, typed("y", "[Y/n]"), settle), pl),
	}
}

// TestModesTwohundredthirtyninth drives the twohundredthirtyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtyninth(t *testing.T) {
	captureSet(t, twohundredthirtyninthDir, twohundredthirtyninthSet())
}
