package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredtenthDir holds the twohundredtenth set (issue 44,
// two-hundred-and-tenth round): live cases of npm prompt libraries
// (bvaughn-enquirer, a fork of enquirer with its own look; bluebird-inquirer
// over inquirer 0.8; inquirer-fs-selector, a file chooser over inquirer
// 8; promise-prompt and wait-for-user-input, bare lines) each driven by a
// script of the set's own, and env-prompt's command, none of them named by
// any other test, table, fixture or doc of agentty, to measure the
// classifier once as it was on programs nobody here had looked at: a line
// with and without a default, a yes or no, a list, a list of boxes, a
// hidden line, a number and a list filtered as one types, each at first
// sight, after a move or a tick, after typing, and at a validation error.
// Each case's label (mode, state, prompt kind, question, default, options
// and the highlighted one) was written from what the program draws, run
// by hand in tmux outside agentty, and committed before its screen was
// captured.
const twohundredtenthDir = "../testdata/modes-twohundredtenth"

// twohundredtenthDemo runs the set's demo script in one of its modes (a
// library, and what it asks) from a home of its own.
func twohundredtenthDemo(args ...string) opener {
	return setFixtures("twohundredtenth").node("twohundredtenth-demo.js", args...)
}

// twohundredtenthEnvPrompt runs env-prompt's command (its package's bin)
// with node from a home of its own holding a .env.dist of three
// variables and no .env, so that it asks for each.
func twohundredtenthEnvPrompt() opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twohundredtenth").dir(), "npm"))
		home := t.TempDir()
		dist := "API_HOSTNAME=https://example.com\nAPI_USER=api_user\nAPI_PASS=myP4ss\n"
		if err := os.WriteFile(filepath.Join(home, ".env.dist"), []byte(dist), 0o644); err != nil {
			t.Fatal(err)
		}
		return Options{Argv: sessiontest.Node(dir, true, "node_modules/env-prompt/dist/index.js"), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// twohundredtenthSet is the twohundredtenth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func twohundredtenthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// bvaughn-enquirer: a line whose default is drawn dim under the
	// cursor (the cluster), a bare line refused when it is not a ticket's
	// name, a number filled with its initial value (raised by the up
	// arrow, refused above 9), a (Y/n) drawn with `true` after it, a list
	// marked ▸, boxes drawn as dim ✔ that turn green when ticked (refused
	// when none is), a hidden line drawn as stars (refused under 6), a
	// list filtered by what is typed on the question's row.
	be := func(what string) opener { return twohundredtenthDemo("bvaughn-enquirer", what) }
	const clusterQ = "Name of the staging cluster"
	const ticketQ = "Ticket to close with this deploy"
	const replicasQ = "How many replicas should run?"
	const drainQ = "Drain the old nodes first?"
	const regionQ = "Which region hosts the cluster?"
	regions := []string{"eu-west", "eu-central", "us-east", "ap-south"}
	const addonsQ = "Which add-ons should be installed?"
	addons := []string{"ingress", "metrics", "backups", "tracing"}
	const tokenQ = "Registry token"
	const imageQ = "Which base image?"
	images := []string{"alpine", "debian-slim", "distroless", "ubuntu", "busybox-glibc", "rockylinux"}

	// bluebird-inquirer (inquirer 0.8): a list under its hint, a (y/N),
	// a line with its default in brackets.
	const channelQ = "Which channel gets the announcement?"
	channels := []string{"#general", "#releases", "#ops", "#random"}
	const postQ = "Post it now?"
	const titleQ = "Title of the announcement:"

	// inquirer-fs-selector: the files and folders of site/ in the home,
	// each after its icon, the current folder highlighted and named as
	// the default in brackets, under the folder's path and over three
	// hints.
	files := []string{"📁 ..", "📂 .", "📁 assets", "📄 feed.xml", "📄 index.html", "📁 posts", "📄 robots.txt"}
	filesAt := func(h int) *modes.Prompt {
		o := append([]string{}, files...)
		o[h] = ">" + o[h]
		return want(modes.Select, "Which file should be published?", ".", o...)
	}

	// env-prompt: a yellow notice, then each new variable of .env.dist on
	// a cyan background with its value in the file as the default in
	// brackets.
	env := twohundredtenthEnvPrompt()

	return []corpusCase{
		// bvaughn-enquirer: the cluster (also typed over), the ticket
		// refused, the replicas (also raised, also refused), the (Y/n),
		// the regions (also moved), the add-ons (also moved and ticked,
		// also refused with none), the token (also typed, also refused),
		// the base images (also filtered by typing).
		needs(ask("bvaughn-enquirer-input", "bvaughn-enquirer", be("input"), want(modes.Text, clusterQ, "lisbon-2"), wait("staging cluster")), node...),
		needs(ask("bvaughn-enquirer-input-typed", "bvaughn-enquirer", be("input"), want(modes.Text, clusterQ, ""),
			wait("staging cluster"), typing("porto-1"), settle), node...),
		needs(ask("bvaughn-enquirer-input-refused", "bvaughn-enquirer", be("input-bare"), want(modes.Text, ticketQ, ""),
			wait("this deploy"), typed("fix login", "OPS-123"), settle), node...),
		needs(ask("bvaughn-enquirer-number", "bvaughn-enquirer", be("number"), want(modes.Text, replicasQ, "3"), wait("replicas")), node...),
		needs(ask("bvaughn-enquirer-number-raised", "bvaughn-enquirer", be("number"), want(modes.Text, replicasQ, ""),
			wait("replicas"), key("<up>"), settle), node...),
		needs(ask("bvaughn-enquirer-number-refused", "bvaughn-enquirer", be("number"), want(modes.Text, replicasQ, ""),
			wait("replicas"), key("<up>"), settle, typed("2", "Between 1 and 9"), settle), node...),
		needs(ask("bvaughn-enquirer-confirm", "bvaughn-enquirer", be("confirm"), yesNo(drainQ, "yes"), wait("(Y/n)")), node...),
		needs(ask("bvaughn-enquirer-select", "bvaughn-enquirer", be("select"), pick(regionQ, 0, regions...), wait("ap-south")), node...),
		needs(ask("bvaughn-enquirer-select-moved", "bvaughn-enquirer", be("select"), pick(regionQ, 1, regions...),
			wait("ap-south"), key("<down>"), settle), node...),
		needs(ask("bvaughn-enquirer-multiselect", "bvaughn-enquirer", be("multiselect"), ticks(addonsQ, 0, nil, addons...), wait("tracing")), node...),
		needs(ask("bvaughn-enquirer-multiselect-moved-ticked", "bvaughn-enquirer", be("multiselect"), ticks(addonsQ, 1, map[int]bool{1: true}, addons...),
			wait("tracing"), key("<down>"), key(" "), settle), node...),
		needs(ask("bvaughn-enquirer-multiselect-refused", "bvaughn-enquirer", be("multiselect"), ticks(addonsQ, 0, nil, addons...),
			wait("tracing"), enter("at least one add-on"), settle), node...),
		needs(ask("bvaughn-enquirer-password", "bvaughn-enquirer", be("password"), want(modes.Password, tokenQ, ""), wait("Registry token")), node...),
		needs(ask("bvaughn-enquirer-password-typed", "bvaughn-enquirer", be("password"), want(modes.Password, tokenQ, ""),
			wait("Registry token"), step{text: "abc", secret: true}, settle), node...),
		needs(ask("bvaughn-enquirer-password-refused", "bvaughn-enquirer", be("password"), want(modes.Password, tokenQ, ""),
			wait("Registry token"), step{text: "abc", secret: true, enter: true, expect: "6 characters", timeout: setSlow}, settle), node...),
		needs(ask("bvaughn-enquirer-autocomplete", "bvaughn-enquirer", be("autocomplete"), pick(imageQ, 0, images...), wait("rockylinux")), node...),
		needs(ask("bvaughn-enquirer-autocomplete-typed", "bvaughn-enquirer", be("autocomplete"), pick(imageQ, 0, "debian-slim"),
			wait("rockylinux"), typing("de"), settle), node...),

		// bluebird-inquirer: the channels (also moved), the (y/N) (also
		// with y typed), the title (also typed).
		needs(ask("bluebird-inquirer-list", "bluebird-inquirer", twohundredtenthDemo("bluebird-inquirer", "list"),
			pick(channelQ+" (Use arrow keys)", 0, channels...), wait("Use arrow keys")), node...),
		needs(ask("bluebird-inquirer-list-moved", "bluebird-inquirer", twohundredtenthDemo("bluebird-inquirer", "list"),
			pick(channelQ, 1, channels...), wait("Use arrow keys"), key("<down>"), settle), node...),
		needs(ask("bluebird-inquirer-confirm", "bluebird-inquirer", twohundredtenthDemo("bluebird-inquirer", "confirm"), yesNo(postQ, "no"), wait("(y/N)")), node...),
		needs(ask("bluebird-inquirer-confirm-typed", "bluebird-inquirer", twohundredtenthDemo("bluebird-inquirer", "confirm"), yesNo(postQ, "no"),
			wait("(y/N)"), typing("y"), settle), node...),
		needs(ask("bluebird-inquirer-input", "bluebird-inquirer", twohundredtenthDemo("bluebird-inquirer", "input"),
			want(modes.Text, titleQ, "Weekly release"), wait("(Weekly release)")), node...),
		needs(ask("bluebird-inquirer-input-typed", "bluebird-inquirer", twohundredtenthDemo("bluebird-inquirer", "input"),
			want(modes.Text, titleQ, "Weekly release"), wait("(Weekly release)"), typing("Spring"), settle), node...),

		// inquirer-fs-selector: site/'s entries (also moved to assets).
		needs(ask("inquirer-fs-selector", "inquirer-fs-selector", twohundredtenthDemo("inquirer-fs-selector"), filesAt(1), wait("robots.txt")), node...),
		needs(ask("inquirer-fs-selector-moved", "inquirer-fs-selector", twohundredtenthDemo("inquirer-fs-selector"), filesAt(2),
			wait("robots.txt"), key("<down>"), settle), node...),

		// promise-prompt: a bare question (also typed).
		needs(ask("promise-prompt", "promise-prompt", twohundredtenthDemo("promise-prompt"), want(modes.Text, "Name of the release train:", ""), wait("release train:")), node...),
		needs(ask("promise-prompt-typed", "promise-prompt", twohundredtenthDemo("promise-prompt"), want(modes.Text, "Name of the release train:", ""),
			wait("release train:"), typing("autumn"), settle), node...),

		// wait-for-user-input: a [y/N] line (also with y typed).
		needs(ask("wait-for-user-input", "wait-for-user-input", twohundredtenthDemo("wait-for-user-input"),
			yesNo("Delete the 3 stale branches?", "no"), wait("[y/N]")), node...),
		needs(ask("wait-for-user-input-typed", "wait-for-user-input", twohundredtenthDemo("wait-for-user-input"),
			yesNo("Delete the 3 stale branches?", "no"), wait("[y/N]"), typing("y"), settle), node...),

		// env-prompt: API_HOSTNAME, then API_USER after Enter kept the
		// first's default (also typed).
		needs(ask("env-prompt", "env-prompt", env, want(modes.Text, "API_HOSTNAME", "https://example.com"), wait("(https://example.com):")), node...),
		needs(ask("env-prompt-next", "env-prompt", env, want(modes.Text, "API_USER", "api_user"),
			wait("(https://example.com):"), enter("(api_user):")), node...),
		needs(ask("env-prompt-next-typed", "env-prompt", env, want(modes.Text, "API_USER", "api_user"),
			wait("(https://example.com):"), enter("(api_user):"), typing("deploy"), settle), node...),
	}
}

// TestModesTwohundredtenth drives the twohundredtenth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredtenth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredtenth(t *testing.T) { captureSet(t, twohundredtenthDir, twohundredtenthSet()) }
