package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredfiftyfirstDir holds the twohundredfiftyfirst set (issue 44,
// two-hundred-and-fifty-first round): live cases of command-line programs
// from the npm registry that draw rich or full-screen terminal UIs and
// wizards and that no other test, table, fixture or doc of agentty names,
// each name grepped unnamed before it was chosen: create-better-fullstack
// (a full-stack project builder's clack wizard under its block-letter
// banner), create-instantsearch-app (a search app scaffolder's inquirer
// questions), create-liveblocks-app (a collaboration kit's prompts menu
// and questions), create-shiftapi (a Go and TypeScript API scaffolder's
// clack wizard), turtle-race (a blessed board of live metric graphs fed on
// its standard input) and climem (a blessed-contrib chart of a node
// process's memory), each run from the set's pinned npm fixture with
// Debian's node in a home of its own, with no network use up to its
// moments: the first screen, after a move, a key, a box ticked or typed
// text, and a later question or confirm. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program draws, run by hand in tmux outside
// agentty, and committed before its screen was captured.
const twohundredfiftyfirstDir = "../testdata/modes-twohundredfiftyfirst"

// twohundredfiftyfirstCLI runs a program of the twohundredfiftyfirst
// set's npm fixture (the script its package names as its bin) with node
// from a home of its own, which is also where it works, with its
// telemetry and update checks off. wrap, when set, is a shell script run
// with sh -c before node: its $0 is the fixture's node_modules and node's
// command line follows as its arguments.
func twohundredfiftyfirstCLI(wrap string, bin string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twohundredfiftyfirst").dir(), "npm"))
		home := t.TempDir()
		env := map[string]string{"HOME": home}
		setPairs(env, []string{"DO_NOT_TRACK", "1", "NO_UPDATE_NOTIFIER", "1", "npm_config_update_notifier", "false",
			"BTS_TELEMETRY_DISABLED", "1"})
		argv := sessiontest.Node(dir, true, "node_modules/"+bin, args...)
		if wrap != "" {
			sessiontest.WriteFile(t, filepath.Join(home, "app.js"), twohundredfiftyfirstApp)
			argv = append([]string{"sh", "-c", wrap, filepath.Join(dir, "node_modules")}, argv...)
		}
		return Options{Argv: argv, Cwd: home, Env: env}
	}
}

// twohundredfiftyfirstApp is a node app that keeps a quarter of a
// megabyte more every quarter of a second, lets half of it go at sixty,
// and ends by itself after three minutes.
const twohundredfiftyfirstApp = `const kept = [];
let n = 0;
setInterval(() => {
  n++;
  kept.push(Buffer.alloc(256 * 1024, n));
  if (kept.length > 60) kept.splice(0, 30);
}, 250);
setTimeout(() => process.exit(0), 180000);
`

// twohundredfiftyfirstFeed prints three metrics in two groups every half
// second for five minutes (relay.requests, relay.errors, cache.hits) into
// the program its arguments name.
const twohundredfiftyfirstFeed = `i=0
while [ $i -lt 600 ]; do
  i=$((i+1))
  echo "relay.requests $((i*3 % 17 + 5))"
  echo "relay.errors $((i % 4))"
  echo "cache.hits $((i*7 % 23 + 10))"
  sleep 0.5
done | "$@"`

// twohundredfiftyfirstReporter starts app.js with climem's reporter
// listening on mem.sock in the home, waits for the socket, then runs the
// program its arguments name.
const twohundredfiftyfirstReporter = `CLIMEM="$PWD/mem.sock" node -r "$0/climem" app.js &
while [ ! -S "$PWD/mem.sock" ]; do sleep 0.1; done
exec "$@"`

// twohundredfiftyfirstSet is the twohundredfiftyfirst set. Labels say
// what a person reads on the screen.
func twohundredfiftyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	fullstack := twohundredfiftyfirstCLI("", "create-better-fullstack/dist/cli.mjs")
	search := twohundredfiftyfirstCLI("", "create-instantsearch-app/src/cli/index.js")
	liveblocks := twohundredfiftyfirstCLI("", "create-liveblocks-app/dist/index.cjs")
	shiftapi := twohundredfiftyfirstCLI("", "create-shiftapi/dist/index.mjs")
	race := func(t *testing.T, f *fixtures) Options {
		o := twohundredfiftyfirstCLI("", "turtle-race/turtle-race.js")(t, f)
		o.Argv = append([]string{"sh", "-c", twohundredfiftyfirstFeed, "sh"}, o.Argv...)
		return o
	}
	climem := twohundredfiftyfirstCLI(twohundredfiftyfirstReporter, "climem/climem.js", "mem.sock")

	// create-better-fullstack (clack, under its block-letter banner): `◆
	// Enter your project name or path (relative to current directory)`
	// over my-app drawn dim, the cursor on its m; the dependency channel,
	// a list (● at Stable, its description after it); the composition;
	// the ecosystem, a list of eight (● at TypeScript and its
	// description; also moved, React Native's description shown); how
	// much to configure; the project type, boxes (◼ Web ticked and
	// highlighted, ◻ Native; also moved and ticked, ◼ Native with its
	// description), over `↑/↓ navigate • space select • enter confirm •
	// b back • ctrl+c cancel`.
	const ecosystem = "Select ecosystem"
	ecosystems := []string{"TypeScript", "React Native", "Rust", "Python", "Go", "Java", ".NET", "Elixir"}
	ecosystemsAt := func(i int, hint string) []string {
		o := append([]string{}, ecosystems...)
		o[i] += " (" + hint + ")"
		return o
	}
	const projectType = "Select project type"
	web := "Web (React, Vue or Svelte Web Application)"
	toChannel := []step{wait("Enter your project name"), settle, enter("dependency version channel")}
	toEcosystem := steps(toChannel, enter("Select project composition"), enter(ecosystem))
	toType := steps(toEcosystem, enter("How much do you want to configure?"), enter(projectType), settle)

	// create-instantsearch-app (inquirer): the project's directory, an
	// empty line; the app's name, (relay) its default after relay was
	// typed as the directory; the template, a list under the heading
	// Web (❯ at Autocomplete, then the heading Mobile) over `(Move up
	// and down to reveal more choices)`, also moved.
	const template = "InstantSearch template"
	templates := []string{"Autocomplete", "InstantSearch.js", "React InstantSearch", "Vue InstantSearch", "Vue InstantSearch with Vue 3",
		"InstantSearch Android", "InstantSearch iOS", "React InstantSearch Native"}
	toAppName := []step{wait("Project directory"), typed("relay", "name of the application or widget")}
	toTemplate := steps(toAppName, enter(template))

	// create-liveblocks-app (prompts, under its logo): what to do, a
	// list (❯ at the first; also moved); the project's directory, its
	// initial value after `›`; the authentication, a list whose
	// highlighted entry has its description after ` - `; deploying on
	// Vercel, (Y/n).
	const todo = "What would you like to do?"
	todos := []string{"Get the Next.js Starter Kit", "Get an example from the Liveblocks repo", "Create a liveblocks.config file", "Upgrade Liveblocks packages"}
	toDirectory := []step{wait(todo), settle, enter("name your project directory?")}
	toAuth := steps(toDirectory, enter("Which authentication method"))
	toVercel := steps(toAuth, down, settle, enter("deploy on Vercel?"))

	// create-shiftapi (clack): `◆ Project name` over my-app drawn dim;
	// the framework, a list (● at React + Vite; also moved); the
	// directory, the Go module path and the server port (8080 drawn
	// dim); after the project is scaffolded, whether to install its
	// dependencies, `● Yes / ○ No`.
	const framework = "Framework"
	frameworks := []string{"React + Vite", "Svelte + Vite", "Next.js"}
	toFramework := []step{wait("Project name"), settle, enter(framework)}
	toPort := steps(toFramework, enter("Directory"), enter("Go module path"), enter("Server port"))
	toInstall := steps(toPort, enter("Install dependencies?"))

	// turtle-race (blessed, fed relay.requests, relay.errors and
	// cache.hits every half second): the groups relay and cache, a
	// graph of bars for each metric with its scale at the left and the
	// time under it, growing each second; after <left>, the same board
	// (scrolled back, where there is anything to scroll back to).
	toRace := []step{wait("hits"), wait("errors")}

	// climem (blessed-contrib, over app.js run with its reporter): the
	// chart Memory (MB), its scale down the left, three lines drawn in
	// braille and a legend box of rss, heapTotal and heapUsed.
	return []corpusCase{
		// create-better-fullstack: the name, the channel, the ecosystem
		// (also moved), the project type (also moved and ticked).
		needs(ask("better-fullstack-name", "create-better-fullstack", fullstack,
			want(modes.Text, "Enter your project name or path (relative to current directory)", "my-app"), wait("Enter your project name"), settle), node...),
		needs(ask("better-fullstack-channel", "create-better-fullstack", fullstack, pick("Choose dependency version channel", 0,
			"Stable (Use Better Fullstack's curated pinned versions)", "Latest", "Beta"), toChannel...), node...),
		needs(ask("better-fullstack-ecosystem", "create-better-fullstack", fullstack,
			pick(ecosystem, 0, ecosystemsAt(0, "Full-stack TypeScript web with React, Vue, Svelte, and more")...), toEcosystem...), node...),
		needs(ask("better-fullstack-ecosystem-moved", "create-better-fullstack", fullstack,
			pick(ecosystem, 1, ecosystemsAt(1, "Expo and React Native mobile apps with native integrations")...), steps(toEcosystem, down, settle)...), node...),
		needs(ask("better-fullstack-type", "create-better-fullstack", fullstack, ticks(projectType, 0, map[int]bool{0: true}, web, "Native"), toType...), node...),
		needs(ask("better-fullstack-type-ticked", "create-better-fullstack", fullstack,
			ticks(projectType, 1, map[int]bool{0: true, 1: true}, web, "Native (Create a React Native/Expo app)"), steps(toType, down, settle, space, settle)...), node...),

		// create-instantsearch-app: the directory, the name, the
		// template (also moved).
		needs(ask("instantsearch-directory", "create-instantsearch-app", search, want(modes.Text, "Project directory", ""), wait("Project directory")), node...),
		needs(ask("instantsearch-name", "create-instantsearch-app", search, want(modes.Text, "The name of the application or widget", "relay"), toAppName...), node...),
		needs(ask("instantsearch-template", "create-instantsearch-app", search, pick(template+" (Use arrow keys)", 0, templates...), toTemplate...), node...),
		needs(ask("instantsearch-template-moved", "create-instantsearch-app", search, pick(template, 1, templates...), steps(toTemplate, down, settle)...), node...),

		// create-liveblocks-app: what to do (also moved), the directory,
		// the authentication, Vercel.
		needs(ask("liveblocks-todo", "create-liveblocks-app", liveblocks, pick(todo, 0, todos...), wait(todo), settle), node...),
		needs(ask("liveblocks-todo-moved", "create-liveblocks-app", liveblocks, pick(todo, 1, todos...), wait(todo), settle, down, settle), node...),
		needs(ask("liveblocks-directory", "create-liveblocks-app", liveblocks,
			want(modes.Text, "What would you like to name your project directory?", "liveblocks-starter-kit"), toDirectory...), node...),
		needs(ask("liveblocks-auth", "create-liveblocks-app", liveblocks, pick("Which authentication method would you like to use in your project?", 0,
			"Demo - Add your own authentication later", "GitHub", "Auth0"), toAuth...), node...),
		needs(ask("liveblocks-vercel", "create-liveblocks-app", liveblocks, yesNo("Would you like to deploy on Vercel?", "yes"), toVercel...), node...),

		// create-shiftapi: the name, the framework (also moved), the
		// port, the install.
		needs(ask("shiftapi-name", "create-shiftapi", shiftapi, want(modes.Text, "Project name", "my-app"), wait("Project name"), settle), node...),
		needs(ask("shiftapi-framework", "create-shiftapi", shiftapi, pick(framework, 0, frameworks...), toFramework...), node...),
		needs(ask("shiftapi-framework-moved", "create-shiftapi", shiftapi, pick(framework, 1, frameworks...), steps(toFramework, down, settle)...), node...),
		needs(ask("shiftapi-port", "create-shiftapi", shiftapi, want(modes.Text, "Server port", "8080"), toPort...), node...),
		needs(ask("shiftapi-install", "create-shiftapi", shiftapi,
			want(modes.Confirm, "Install dependencies? (go mod tidy & npm install)", "", ">Yes", "No"), toInstall...), node...),

		// turtle-race: the board, after <left>.
		needs(is(modes.TUI, "turtle-race", "turtle-race", race, toRace...), node...),
		needs(is(modes.TUI, "turtle-race-left", "turtle-race", race, steps(toRace, step{keys: "<left>"}, wait("hits"))...), node...),

		// climem: the chart.
		needs(is(modes.TUI, "climem", "climem", climem, wait("heapUsed")), node...),
	}
}

// TestModesTwohundredfiftyfirst drives the twohundredfiftyfirst set live
// to the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredfiftyfirst. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredfiftyfirst(t *testing.T) {
	captureSet(t, twohundredfiftyfirstDir, twohundredfiftyfirstSet())
}
