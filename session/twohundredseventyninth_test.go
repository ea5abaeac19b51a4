package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventyninthDir holds the twohundredseventyninth set (issue
// 44, two-hundred-and-seventy-ninth round): live cases of JavaScript CLIs
// built on prompt libraries, which cannot run here (no npm package, no
// network), imitated by a fixture of its own (one script run by Debian's
// node, no npm package, keys read raw a key at a time), each drawing what
// the CLI draws at one of its moments the way its library draws it (its
// words, pointers, boxes, dim hints and placeholders, colours and cursor,
// from its documentation, source and published screenshots as known):
// ngryman's cz-emoji (inquirer with its autocomplete: a commit type
// searched, a scope, a description), The Graph's graph-cli `graph init`
// (enquirer through gluegun: a protocol, a directory with its initial, a
// network searched, a start block, a confirm), NodeBB's `./nodebb setup`
// (flatiron's prompt: defaults in brackets, a hidden password), the
// NativeScript CLI's `ns create` (prompts: a name, a style and a
// template) and ieedan's jsrepo `add` (clack: a path with a placeholder,
// blocks to tick, a confirm, installing). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` were cz-emoji, ngryman, graph-cli,
// graphprotocol, subgraph, edgeandnode, nodebb, nbbpm, nativescript,
// "ns create", jsrepo and ieedan (none found; "the graph" is found only
// as English words). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const twohundredseventyninthDir = "../testdata/modes-twohundredseventyninth"

// twohundredseventyninthNode is Debian's node, which runs the set's
// script.
const twohundredseventyninthNode = "/usr/bin/node"

// twohundredseventyninthTool runs one tool of the set's script with
// Debian's node, over a home holding notes.txt and long.txt.
func twohundredseventyninthTool(tool string) opener {
	return setFixtures("twohundredseventyninth").script(twohundredseventyninthNode, "js/twohundredseventyninth-demo.js", tool)
}

// twohundredseventyninthSet is the twohundredseventyninth set. Labels
// say what a person reads on the screen: a list filtered by what is
// typed is a select of what it shows, a number or a line with a value
// offered a text question with that default, a hidden line a password.
func twohundredseventyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := twohundredseventyninthNode
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: "<space>"}
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
	text := func(q, def string) *modes.Prompt { return want(modes.Text, q, def) }

	// cz-emoji-like (ngryman's cz-emoji under `git cz`; inquirer with
	// inquirer-autocomplete-prompt, lines on the main screen): a green
	// `?`, the bold `Select the type of change you're committing:` and a
	// dim `(Use arrow keys or type to search)` (wrapped at the width)
	// over ten types of its fourteen (an emoji, `name:` and a
	// description), the highlighted one cyan after `❯`, and a dim `(Move
	// up and down to reveal more choices)` (a select, at first); `fix`
	// typed after the question, five types left (a select of them); a
	// type chosen, `? Specify a scope: ` and the cursor (a text
	// question); a scope entered, `? Write a short description: ` typed
	// into (a text question).
	cz := twohundredseventyninthTool("cz-emoji")
	const typeQ = "Select the type of change you're committing:"
	types := []string{
		"🎨  style:      Improve structure / format of the code.",
		"🔥  prune:      Remove code or files.",
		"🐛  fix:        Fix a bug.",
		"🚑  quickfix:   Critical hotfix.",
		"✨  feature:    Introduce new features.",
		"📝  docs:       Add or update documentation.",
		"🚀  deploy:     Deploy stuff.",
		"💄  ui:         Add or update the UI and style files.",
		"🎉  init:       Begin a project.",
		"💚  fix-ci:     Fix CI Build.",
	}
	fixes := []string{
		"🐛  fix:        Fix a bug.",
		"🚑  quickfix:   Critical hotfix.",
		"💚  fix-ci:     Fix CI Build.",
		"🔒  security:   Fix security issues.",
		"🚨  lint:       Fix compiler / linter warnings.",
	}
	atType := []step{wait("reveal more choices"), settle}
	toScope := steps(atType, []step{typing("fix"), settle, enter("Specify a scope:"), settle})

	// graph-like (The Graph's graph-cli, `graph init`; gluegun's prompts,
	// that is enquirer, lines on the main screen): a cyan `?`, the bold
	// `Protocol` and a dim `…` over five protocols, the highlighted one
	// cyan and underlined after `❯` (a select, at first and moved);
	// answered, `✔ Protocol · ethereum`, then `? Subgraph slug › `; a
	// slug entered, `? Directory to create the subgraph in ›` with its
	// initial `ledger-events` dim (a text question with that default);
	// `? Ethereum network …` over eight networks (a select), also with
	// `arb` typed after it, two left; a network and a contract address
	// entered, its ABI and start block fetched, `? Start Block ›
	// 187342190` (the number offered dim: a text question with that
	// default); the contract's name taken, `? Index contract events as
	// entities (Y/n) › true` (a yes/no, yes).
	graph := twohundredseventyninthTool("graph")
	protocols := []string{"ethereum", "near", "cosmos", "arweave", "substreams"}
	networks := []string{"mainnet", "sepolia", "holesky", "arbitrum-one", "arbitrum-sepolia", "base", "base-sepolia", "bsc"}
	atProtocol := []step{wait("substreams"), settle}
	toDirectory := steps(atProtocol, []step{enter("Subgraph slug"), settle, typed("ledger-events", "Directory to create"), settle})
	toNetwork := steps(toDirectory, []step{enter("Ethereum network"), settle})
	toStart := steps(toNetwork, []step{typing("arb"), settle, enter("Contract address"), settle,
		typed("0x5f4e3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f", "Start Block"), settle})

	// nodebb-like (NodeBB's `./nodebb setup`; flatiron's prompt with its
	// message and delimiter blank, a line at a time on the main screen):
	// `Welcome to NodeBB v3.8.4!`, two yellow lines of why it asks, `Press
	// enter to accept the default setting (shown in brackets).` and `URL
	// used to access this NodeBB (http://localhost:4567) ` (a text
	// question with that default); two Enters, `Would you like to submit
	// anonymous plugin usage to nbbpm? (yes) ` (a yes/no, yes); Enter,
	// `Which database to use (mongo) ` (a text question, mongo); Enter,
	// `Now configuring mongo database:`, its URI, host, port and user
	// taken as they come, `Password of your MongoDB database ` and nothing
	// echoed (a password, at first and typed into).
	nodebb := twohundredseventyninthTool("nodebb")
	atURL := []step{wait("(http://localhost:4567)"), settle}
	toUsage := steps(atURL, []step{enter("NodeBB secret"), enter("plugin usage"), settle})
	toDatabase := steps(toUsage, []step{enter("Which database"), settle})
	toPassword := steps(toDatabase, []step{enter("MongoDB connection URI"), enter("Host IP"), enter("Host port"),
		enter("MongoDB Username"), enter("Password of your MongoDB"), settle})
	mongoPass := want(modes.Password, "Password of your MongoDB database", "")

	// ns-like (the NativeScript CLI's `ns create`; prompts, lines on the
	// main screen): a cyan `?`, the bold `First, what will be the name of
	// your app?` and a grey `›`, the cursor after it (a text question);
	// a name entered, `✔ … ledger-app` and `? Next, which style of
	// NativeScript project would you like to use: › - Use arrow-keys.
	// Return to submit.` (wrapped) over six styles, the highlighted one
	// cyan and underlined after `❯` with its grey description (a select,
	// at first and moved); React chosen, `? Finally, which template would
	// you like to start with:` over three templates (a select).
	ns := twohundredseventyninthTool("ns")
	const styleQ = "Next, which style of NativeScript project would you like to use:"
	styles := []string{"Angular", "React", "Vue.js", "Svelte", "Plain TypeScript", "Plain JavaScript"}
	atName := []step{wait("name of your app?"), settle}
	toStyle := steps(atName, []step{typed("ledger-app", "Return to submit."), settle})

	// jsrepo-like (ieedan's jsrepo, `npx jsrepo add`; clack, lines on the
	// main screen, the cursor hidden): `┌ jsrepo v1.41.3` in reverse,
	// `◇ Fetched manifest from github/ieedan/std`, then a cyan `◆ Where
	// should we add the blocks?` over the dim placeholder `./src/blocks`
	// (its first cell in reverse) and `└` (a text question, Enter taking
	// the placeholder); Enter, `◆ Which blocks would you like to add?`
	// over nine blocks with `◻` boxes, the highlighted one's box cyan and
	// the rest dim (a multiselect, at first; two down, space ticks a
	// green `◼`, one down more); Enter, `◆ Would you like to install
	// dependencies?` over `● Yes / ○ No` (a yes/no, Yes highlighted);
	// Enter, `◓ Installing dependencies with npm...` turning (at work, no
	// question).
	jsrepo := twohundredseventyninthTool("jsrepo")
	const blocksQ = "Which blocks would you like to add?"
	atPath := []step{wait("./src/blocks"), settle}
	toBlocks := steps(atPath, []step{enter("utils/url"), settle})
	toTicked := steps(toBlocks, []step{down, settle, down, settle, space, settle, down, settle})
	toDeps := steps(toTicked, []step{enter("install dependencies?"), settle})

	return []corpusCase{
		// cz-emoji-like: the types (also searched), a scope, a
		// description typed.
		needs(ask("cz-emoji-like", "cz-emoji-like", cz, pick(typeQ, 0, types...), atType...), node),
		needs(ask("cz-emoji-like-searched", "cz-emoji-like", cz, pick(typeQ, 0, fixes...),
			steps(atType, []step{typing("fix"), settle})...), node),
		needs(ask("cz-emoji-like-scope", "cz-emoji-like", cz, text("Specify a scope:", ""), toScope...), node),
		needs(ask("cz-emoji-like-description", "cz-emoji-like", cz, text("Write a short description:", ""),
			steps(toScope, []step{typed("ledger", "short description"), settle, typing("round totals to cents"), settle})...), node),

		// graph-like: the protocols (also moved), the directory, the
		// networks (also searched), the start block, a confirm.
		needs(ask("graph-like", "graph-like", graph, pick("Protocol", 0, protocols...), atProtocol...), node),
		needs(ask("graph-like-moved", "graph-like", graph, pick("Protocol", 1, protocols...),
			steps(atProtocol, []step{down, settle})...), node),
		needs(ask("graph-like-directory", "graph-like", graph, text("Directory to create the subgraph in", "ledger-events"), toDirectory...), node),
		needs(ask("graph-like-network", "graph-like", graph, pick("Ethereum network", 0, networks...), toNetwork...), node),
		needs(ask("graph-like-network-searched", "graph-like", graph, pick("Ethereum network", 0, "arbitrum-one", "arbitrum-sepolia"),
			steps(toNetwork, []step{typing("arb"), settle})...), node),
		needs(ask("graph-like-start-block", "graph-like", graph, text("Start Block", "187342190"), toStart...), node),
		needs(ask("graph-like-index", "graph-like", graph, yesNo("Index contract events as entities", "yes"),
			steps(toStart, []step{enter("Contract Name"), enter("Index contract events"), settle})...), node),

		// nodebb-like: the URL, plugin usage, the database, the
		// database's password (also typed into).
		needs(ask("nodebb-like", "nodebb-like", nodebb, text("URL used to access this NodeBB", "http://localhost:4567"), atURL...), node),
		needs(ask("nodebb-like-usage", "nodebb-like", nodebb, yesNo("Would you like to submit anonymous plugin usage to nbbpm?", "yes"), toUsage...), node),
		needs(ask("nodebb-like-database", "nodebb-like", nodebb, text("Which database to use", "mongo"), toDatabase...), node),
		needs(ask("nodebb-like-password", "nodebb-like", nodebb, mongoPass, toPassword...), node),
		needs(ask("nodebb-like-password-typed", "nodebb-like", nodebb, mongoPass,
			steps(toPassword, []step{typing("hunter2"), settle})...), node),

		// ns-like: the app's name, the styles (also moved), the
		// templates.
		needs(ask("ns-like", "ns-like", ns, text("First, what will be the name of your app?", ""), atName...), node),
		needs(ask("ns-like-style", "ns-like", ns, pick(styleQ, 0, styles...), toStyle...), node),
		needs(ask("ns-like-style-moved", "ns-like", ns, pick(styleQ, 1, styles...), steps(toStyle, []step{down, settle})...), node),
		needs(ask("ns-like-template", "ns-like", ns, pick("Finally, which template would you like to start with:", 0, "Hello World", "SideDrawer", "Tabs"),
			steps(toStyle, []step{down, settle, enter("which template"), settle})...), node),

		// jsrepo-like: the path, the blocks (also one ticked), the
		// dependencies to install, installing.
		needs(ask("jsrepo-like", "jsrepo-like", jsrepo, text("Where should we add the blocks?", "./src/blocks"), atPath...), node),
		needs(ask("jsrepo-like-blocks", "jsrepo-like", jsrepo, want(modes.Multiselect, blocksQ, "",
			">[ ] utils/array-sum", "[ ] utils/dispose", "[ ] utils/ipv4-address", "[ ] utils/lines", "[ ] utils/math",
			"[ ] utils/pad", "[ ] utils/rand", "[ ] utils/result", "[ ] utils/url"), toBlocks...), node),
		needs(ask("jsrepo-like-ticked", "jsrepo-like", jsrepo, want(modes.Multiselect, blocksQ, "",
			"[ ] utils/array-sum", "[ ] utils/dispose", "[x] utils/ipv4-address", ">[ ] utils/lines", "[ ] utils/math",
			"[ ] utils/pad", "[ ] utils/rand", "[ ] utils/result", "[ ] utils/url"), toTicked...), node),
		needs(ask("jsrepo-like-dependencies", "jsrepo-like", jsrepo,
			want(modes.Confirm, "Would you like to install dependencies?", "", ">Yes", "No"), toDeps...), node),
		needs(running("jsrepo-like-installing", "jsrepo-like", jsrepo, steps(toDeps, []step{enter("Installing dependencies")})...), node),
	}
}

// TestModesTwohundredseventyninth drives the twohundredseventyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventyninth(t *testing.T) {
	captureSet(t, twohundredseventyninthDir, twohundredseventyninthSet())
}
