package session

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// ninetyfourthDir holds the ninety-fourth set (issue 44, ninety-fourth
// round): live cases of npm command-line tools that no other test,
// table, fixture or doc of agentty names (a smart contract toolkit's
// project wizard and console, a ClojureScript dialect's REPL, a docs
// site generator's question, a bot scaffolder's questions), each run
// offline from an npm fixture, to measure the classifier once as it was
// on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted
// one) was written from what the program is known to draw (its source,
// and the program run by hand outside agentty) and committed before its
// screen was captured.
const ninetyfourthDir = "../testdata/modes-ninetyfourth"

// ninetyfourthCLI runs an npm CLI of the ninety-fourth set's fixture
// (script, a path under its installed directory) from a home of its own,
// prepared by the shell line prep ("{npm}" in it the fixture's installed
// directory).
func ninetyfourthCLI(prep, script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("ninetyfourth").dir(), "npm"))
		home := t.TempDir()
		if prep != "" {
			sh(t, home, strings.ReplaceAll(prep, "{npm}", dir))
		}
		return Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// The ninety-fourth set's preparations: a Hardhat project over the
// fixture's packages for its console, a docs folder for docsify to find.
const (
	ninetyfourthHardhat = `printf 'module.exports = { solidity: "0.8.28" };\n' > hardhat.config.js && ln -s {npm}/node_modules node_modules`
	ninetyfourthDocs    = `mkdir -p docs && printf '# Relay\n' > docs/README.md`
)

// ninetyfourthSet is the ninety-fourth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func ninetyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down, left := step{keys: "<down>"}, step{keys: "<left>"}
	hardhat := "node_modules/hardhat/internal/cli/bootstrap.js"
	hardhatInit := ninetyfourthCLI("", hardhat, "init")
	hardhatConsole := ninetyfourthCLI(ninetyfourthHardhat, hardhat, "console")
	squint := ninetyfourthCLI("", "node_modules/squint-cljs/node_cli.js", "repl")
	docsify := ninetyfourthCLI(ninetyfourthDocs, "node_modules/docsify-cli/bin/docsify", "init", "./docs")
	discordBot := ninetyfourthCLI("", "node_modules/create-discord-bot/dist/index.js")
	const todo = "What do you want to do?"
	project := func(highlighted int) *modes.Prompt {
		opts := []string{"Create a JavaScript project", "Create a TypeScript project", "Create a TypeScript project (with Viem)", "Create an empty hardhat.config.js", "Quit"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, todo, "", opts...)
	}
	toRoot := []step{wait(todo), enter("project root")}
	toGitignore := append(append([]step{}, toRoot...), enter(".gitignore"))
	toInstall := append(append([]step{}, toGitignore...), enter("dependencies"))
	const typescript = "Do you want to use TypeScript?"
	toTypescript := []step{wait("name of the directory"), enter("TypeScript")}
	return []corpusCase{
		// Hardhat's project wizard (enquirer under its own CLI): what to
		// do (also moved), the project's root, a .gitignore, installing
		// the sample's dependencies.
		needs(ask("hardhat-init", "hardhat", hardhatInit, project(0), wait(todo)), node...),
		needs(ask("hardhat-init-moved", "hardhat", hardhatInit, project(1), wait(todo), down, settle), node...),
		needs(ask("hardhat-init-root", "hardhat", hardhatInit, want(modes.Text, "Hardhat project root:", "…"), toRoot...), node...),
		needs(ask("hardhat-init-gitignore", "hardhat", hardhatInit, yesNo("Do you want to add a .gitignore?", "yes"), toGitignore...), node...),
		needs(ask("hardhat-init-install", "hardhat", hardhatInit,
			yesNo("Do you want to install this sample project's dependencies with npm (hardhat @nomicfoundation/hardhat-toolbox)?", "yes"), toInstall...), node...),

		// REPLs, at their prompt and after a command: Hardhat's console
		// (node's REPL over a project), squint's ClojureScript REPL.
		needs(is(modes.REPL, "hardhat-console", "hardhat", hardhatConsole, wait("Welcome to Node.js"), settle), node...),
		needs(is(modes.REPL, "hardhat-console-after-command", "hardhat", hardhatConsole, wait("Welcome to Node.js"), settle, typed("6*7", "42"), settle), node...),
		needs(is(modes.REPL, "squint-repl", "squint", squint, wait("user=>")), node...),
		needs(is(modes.REPL, "squint-repl-after-command", "squint", squint, wait("user=>"), typed("(* 6 7)", "42"), settle), node...),

		// Questions: docsify's rewrite of an existing docs folder (y/N),
		// create-discord-bot's directory and its TypeScript toggle (also
		// moved to No).
		needs(ask("docsify-rewrite", "docsify", docsify, yesNo("Are you sure you want to rewrite it?", "no"), wait("rewrite it")), node...),
		needs(ask("create-discord-bot-directory", "create-discord-bot", discordBot,
			want(modes.Text, "What is the name of the directory you want to create this project in?", "my-bot"), wait("name of the directory")), node...),
		needs(ask("create-discord-bot-typescript", "create-discord-bot", discordBot, want(modes.Confirm, typescript, "", "No", ">Yes"), toTypescript...), node...),
		needs(ask("create-discord-bot-typescript-no", "create-discord-bot", discordBot, want(modes.Confirm, typescript, "", ">No", "Yes"),
			append(append([]step{}, toTypescript...), left, settle)...), node...),
	}
}

// TestModesNinetyfourth drives the ninety-fourth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/ninetyfourth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesNinetyfourth(t *testing.T) { captureSet(t, ninetyfourthDir, ninetyfourthSet()) }
