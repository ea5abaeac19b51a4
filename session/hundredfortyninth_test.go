package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredfortyninthDir holds the hundredfortyninth set (issue 44,
// hundred-and-forty-ninth round): live cases of npm packages that no
// other test, table, fixture or doc of agentty names: command-line
// programs that ask (markdown-spellcheck's mdspell over a misspelt
// Markdown file, nps-i's search of a project's scripts), prompt
// libraries driven by a script of the set's own (@seneca/inquirer, a fork
// of inquirer 0.11; promptify's synchronous lines; cliffy's REPL of
// commands) and a full-screen Ink app that asks nothing (a relay's
// monitor in the alternate screen through fullscreen-ink), each at its
// first screen, after moving or typing, and at a second question, run
// offline in a home of its own, to measure the classifier once as it was
// on programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program draws, run by hand in tmux outside
// agentty, and committed before its screen was captured.
const hundredfortyninthDir = "../testdata/modes-hundredfortyninth"

// hundredfortyninthNode runs a script of the hundredfortyninth set's npm
// fixture (its demo, its full screen, or a program's bin) from a home of
// its own holding files, each a name and its text one after the other,
// with the fixture's programs first in PATH.
func hundredfortyninthNode(files []string, script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredfortyninth").dir(), "npm"))
		home := t.TempDir()
		for i := 0; i+1 < len(files); i += 2 {
			if err := os.WriteFile(filepath.Join(home, files[i]), []byte(files[i+1]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		env := map[string]string{"HOME": home, "PATH": filepath.Join(dir, "node_modules/.bin") + ":" + os.Getenv("PATH")}
		setPairs(env, []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"})
		return Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: env}
	}
}

// hundredfortyninthNotes is the Markdown file mdspell checks: two
// misspelt words, each short enough for its suggestions to come quickly.
const hundredfortyninthNotes = "# Relay notes\n\nThe relay restarts every nihgt at two.\nIt reads teh file relay.conf.\n"

// hundredfortyninthScripts is the package-scripts.js nps-i searches.
const hundredfortyninthScripts = `module.exports = {
  scripts: {
    build: { default: "echo building the relay", description: "Build the relay" },
    test: { default: "echo testing the relay", description: "Run the relay's tests" },
    lint: "echo linting",
    deploy: { default: "echo deploying", description: "Deploy the relay to staging" },
  },
}
`

// hundredfortyninthSet is the hundredfortyninth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredfortyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	demo := func(args ...string) opener { return hundredfortyninthNode(nil, "hundredfortyninth-demo.js", args...) }

	mdspell := hundredfortyninthNode([]string{"notes.md", hundredfortyninthNotes}, "node_modules/markdown-spellcheck/bin/mdspell", "notes.md")
	npsi := hundredfortyninthNode([]string{"package-scripts.js", hundredfortyninthScripts}, "node_modules/nps-i/index.js")
	setup, line := demo("seneca", "setup"), demo("seneca", "line")
	promptify, cliffy := demo("promptify"), demo("cliffy")
	monitor := hundredfortyninthNode(nil, "hundredfortyninth-screen.mjs")

	// mdspell: the line of the misspelt word in red under "Spelling -
	// notes.md", then a list whose question is empty ("?   (Use arrow
	// keys)"): what to do with the word, "Enter correct spelling"
	// highlighted, then hunspell's suggestions.
	fixes := func(highlighted int, suggestions ...string) *modes.Prompt {
		return pick("…", highlighted, append([]string{"Ignore", "Add to file ignores", "Add to dictionary - case insensitive", "Enter correct spelling"}, suggestions...)...)
	}
	first := []string{"night", "nigh", "knight", "tight", "sight"}
	toFirst := []step{wait("Enter correct spelling")}
	toCorrect := steps(toFirst, enter("correct word"))
	toSecond := steps(toCorrect, typed("night", "teh file"), wait("heh"))

	// nps-i: the scripts of package-scripts.js, each with its
	// description, to choose or search.
	const scriptQ = "Which script would you like to run?"
	scripts := []string{"build Build the relay", "test Run the relay's tests", "lint", "deploy Deploy the relay to staging"}
	toScripts := []step{wait("Deploy the relay")}

	// @seneca/inquirer: a list of regions, then boxes of health checks;
	// a line with its default, then a password.
	regions := []string{"Frankfurt", "Dublin", "Virginia", "Singapore"}
	const checksQ = "Which health checks should run?"
	checks := []string{"ping", "disk", "memory", "certificates"}
	toRegion := []step{wait("Singapore")}
	toChecks := steps(toRegion, enter("certificates"))
	toHost := []step{wait("Relay host name")}
	toToken := steps(toHost, enter("API token"))

	// promptify: "Relay host:" with its default not drawn, then "Relay
	// API token:", which echoes what is typed. promptify reads three
	// bytes at a time and takes a carriage return among them for text, so
	// the host is typed, settled, then answered by Enter alone (driven
	// again so after the first capture never reached the token; its label
	// unchanged).
	toPromptHost := []step{wait("Relay host:")}
	toPromptToken := steps(toPromptHost, typing("relay.example.org"), settle, enter("API token:"))

	return []corpusCase{
		// markdown-spellcheck's mdspell: the first word's choices (also
		// moved to the first suggestion), the line asking the correct
		// spelling with the word as its default, the second word's
		// choices.
		needs(ask("mdspell-first-word", "markdown-spellcheck", mdspell, fixes(3, first...), toFirst...), node...),
		needs(ask("mdspell-first-word-moved", "markdown-spellcheck", mdspell, fixes(4, first...), steps(toFirst, key("<down>"), settle)...), node...),
		needs(ask("mdspell-correct-spelling", "markdown-spellcheck", mdspell, want(modes.Text, "correct word >", "nihgt"), toCorrect...), node...),
		needs(ask("mdspell-second-word", "markdown-spellcheck", mdspell, fixes(3, "tech", "tee", "meh", "heh", "eh"), toSecond...), node...),

		// nps-i: the scripts (also moved, and searched by "de" down to
		// two).
		needs(ask("nps-i-scripts", "nps-i", npsi, pick(scriptQ+" (Use arrow keys or type to search)", 0, scripts...), toScripts...), node...),
		needs(ask("nps-i-scripts-moved", "nps-i", npsi, pick(scriptQ, 1, scripts...), steps(toScripts, key("<down>"), settle)...), node...),
		needs(ask("nps-i-scripts-searched", "nps-i", npsi, pick(scriptQ, 0, "deploy Deploy the relay to staging", "build Build the relay"),
			steps(toScripts, typing("de"), settle)...), node...),

		// @seneca/inquirer: a list (also moved), boxes with one ticked
		// (also a second ticked), a line with its default in brackets, a
		// password (also typed, drawn as stars).
		needs(ask("seneca-inquirer-list", "@seneca/inquirer", setup, pick("Which region should host the relay? (Use arrow keys)", 0, regions...), toRegion...), node...),
		needs(ask("seneca-inquirer-list-moved", "@seneca/inquirer", setup, pick("Which region should host the relay?", 1, regions...),
			steps(toRegion, key("<down>"), settle)...), node...),
		needs(ask("seneca-inquirer-checkbox", "@seneca/inquirer", setup, ticks(checksQ+" (Press <space> to select)", 0, map[int]bool{1: true}, checks...), toChecks...), node...),
		needs(ask("seneca-inquirer-checkbox-ticked", "@seneca/inquirer", setup, ticks(checksQ, 0, map[int]bool{0: true, 1: true}, checks...),
			steps(toChecks, key(" "), settle)...), node...),
		needs(ask("seneca-inquirer-input", "@seneca/inquirer", line, want(modes.Text, "Relay host name", "relay.local"), toHost...), node...),
		needs(ask("seneca-inquirer-password", "@seneca/inquirer", line, want(modes.Password, "Relay API token", ""), toToken...), node...),
		needs(ask("seneca-inquirer-password-typed", "@seneca/inquirer", line, want(modes.Password, "Relay API token", ""),
			steps(toToken, step{text: "s3cret", secret: true}, settle)...), node...),

		// promptify: an empty line (also with a host typed), then a
		// second line.
		needs(ask("promptify-host", "promptify", promptify, want(modes.Text, "Relay host:", ""), toPromptHost...), node...),
		needs(ask("promptify-host-typed", "promptify", promptify, want(modes.Text, "Relay host:", "…"),
			steps(toPromptHost, typing("relay.example.org"), settle)...), node...),
		needs(ask("promptify-token", "promptify", promptify, want(modes.Text, "Relay API token:", ""), toPromptToken...), node...),

		// cliffy: its REPL at "relay>", and after a command's answer.
		needs(is(modes.REPL, "cliffy-repl", "cliffy", cliffy, wait("relay>")), node...),
		needs(is(modes.REPL, "cliffy-repl-after-command", "cliffy", cliffy, wait("relay>"), typed("status", "messages queued"), settle), node...),

		// fullscreen-ink: a relay's monitor in the alternate screen, its
		// Peers tab, then its Log tab after the right arrow.
		needs(is(modes.TUI, "fullscreen-ink-monitor", "fullscreen-ink", monitor, wait("q quit")), node...),
		needs(is(modes.TUI, "fullscreen-ink-monitor-log", "fullscreen-ink", monitor, wait("q quit"), key("<right>"), wait("lost (timeout)")), node...),
	}
}

// TestModesHundredfortyninth drives the hundredfortyninth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfortyninth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredfortyninth(t *testing.T) {
	captureSet(t, hundredfortyninthDir, hundredfortyninthSet())
}
