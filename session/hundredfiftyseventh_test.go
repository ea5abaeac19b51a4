package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftyseventhDir holds the hundredfiftyseventh set (issue 44,
// hundred-and-fifty-seventh round): live cases of scaffolders from the
// npm registry whose questions are drawn by terminal prompt libraries,
// programs that no other test, table, fixture or doc of agentty names
// (vuepress-theme-hope's scaffolder, create-vuepress-theme-hope, on
// @inquirer/prompts' select, input and confirm; Coinbase's
// create-onchain, on prompts' text and toggle; Probot's create-probot-app,
// on the classic inquirer's input), each program and package
// grepped unnamed before it was chosen, each at its questions in turn,
// run offline in a home of its own, to measure the classifier once as it
// was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted one)
// was written from what the program draws, run by hand in tmux outside
// agentty, and committed before its screen was captured.
const hundredfiftyseventhDir = "../testdata/modes-hundredfiftyseventh"

// hundredfiftyseventhSet is the hundredfiftyseventh set. Labels say what
// a person reads on the screen; "…" in a default stands for any text.
func hundredfiftyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	fx := setFixtures("hundredfiftyseventh")
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	hope := fx.node("node_modules/create-vuepress-theme-hope/dist/index.js", "docs")
	onchain := fx.node("node_modules/create-onchain/dist/esm/cli.js")
	probot := fx.node("node_modules/create-probot-app/bin/create-probot-app.js", "relay")

	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// create-vuepress-theme-hope docs: the language to display, the
	// package manager (npm alone here), the bundler, the project's name,
	// description, version and license (each a line with its default in
	// parentheses), its type, then three (y/N) or (Y/n) questions.
	const language = "Select a language to display / 选择显示语言"
	toManager := []step{wait("选择显示语言"), enter("Choose package manager")}
	toBundler := steps(toManager, enter("Which bundler"))
	toName := steps(toBundler, enter("Your project name"))
	toDescription := steps(toName, enter("Your project description"))
	toVersion := steps(toDescription, enter("Your project version"))
	toLicense := steps(toVersion, enter("Your project license"))
	toType := steps(toLicense, enter("What type of project"))
	toLanguages := steps(toType, enter("multiple languages?"))
	toGit := steps(toLanguages, enter("Initialize a git repository?"))
	toWorkflow := steps(toGit, enter("GitHub workflow"))

	// create-onchain: under its banner of `::::` letters, wrapped at 80
	// columns, the project's name (a line holding its default), the API
	// key (optional, empty), and the usage data toggle `no / yes`.
	const usage = "Share anonymous usage data to help improve create-onchain?"
	toKey := []step{wait("Project name:"), enter("Client API Key")}
	toUsage := steps(toKey, enter("anonymous usage data"))

	// create-probot-app relay: under `Let's create a Probot app!`, its
	// lines in turn, each with its default in parentheses or none (the
	// author's and the GitHub user's defaults are the user running it);
	// after the repository's name it clones a template from GitHub,
	// which it cannot reach here, so the flow stops there.
	toAppDescription := []step{wait("App name:"), enter("Description of app:")}
	toAuthor := steps(toAppDescription, enter("Author's full name:"))
	toEmail := steps(toAuthor, enter("Author's email address:"))
	toHomepage := steps(toEmail, enter("Homepage:"))
	toOwner := steps(toHomepage, enter("GitHub user or org name:"))
	toRepository := steps(toOwner, enter("Repository name:"))

	return []corpusCase{
		// create-vuepress-theme-hope: a list of two languages (also
		// moved), a list of one, a list of two bundlers (also moved),
		// four lines with defaults, a list of two types, three y/n
		// questions with their defaults.
		needs(ask("hope-language", "create-vuepress-theme-hope", hope, pick(language, 0, "English", "简体中文"), wait("选择显示语言")), node...),
		needs(ask("hope-language-moved", "create-vuepress-theme-hope", hope, pick(language, 1, "English", "简体中文"), wait("选择显示语言"), down, settle), node...),
		needs(ask("hope-package-manager", "create-vuepress-theme-hope", hope, pick("Choose package manager", 0, "npm"), toManager...), node...),
		needs(ask("hope-bundler", "create-vuepress-theme-hope", hope, pick("Which bundler do you want to use?", 0, "vite", "webpack"), toBundler...), node...),
		needs(ask("hope-bundler-moved", "create-vuepress-theme-hope", hope, pick("Which bundler do you want to use?", 1, "vite", "webpack"),
			steps(toBundler, down, settle)...), node...),
		needs(ask("hope-name", "create-vuepress-theme-hope", hope, want(modes.Text, "Your project name", "vuepress-theme-hope-template"), toName...), node...),
		needs(ask("hope-description", "create-vuepress-theme-hope", hope,
			want(modes.Text, "Your project description", "A project of vuepress-theme-hope"), toDescription...), node...),
		needs(ask("hope-version", "create-vuepress-theme-hope", hope, want(modes.Text, "Your project version", "2.0.0"), toVersion...), node...),
		needs(ask("hope-license", "create-vuepress-theme-hope", hope, want(modes.Text, "Your project license", "MIT"), toLicense...), node...),
		needs(ask("hope-type", "create-vuepress-theme-hope", hope, pick("What type of project do you want to create?", 0, "blog", "docs"), toType...), node...),
		needs(ask("hope-languages", "create-vuepress-theme-hope", hope, yesNo("Does the project need multiple languages?", "no"), toLanguages...), node...),
		needs(ask("hope-git", "create-vuepress-theme-hope", hope, yesNo("Initialize a git repository?", "yes"), toGit...), node...),
		needs(ask("hope-workflow", "create-vuepress-theme-hope", hope,
			yesNo("Do you need a GitHub workflow to deploy docs on GitHub pages?", "yes"), toWorkflow...), node...),

		// create-onchain: a line holding its default, an empty optional
		// line, the toggle at no and moved right to yes.
		needs(ask("onchain-name", "create-onchain", onchain, want(modes.Text, "Project name:", "my-onchainkit-app"), wait("Project name:")), node...),
		needs(ask("onchain-api-key", "create-onchain", onchain,
			want(modes.Text, "Enter your Coinbase Developer Platform Client API Key: (optional)", ""), toKey...), node...),
		needs(ask("onchain-usage", "create-onchain", onchain, want(modes.Confirm, usage, "", ">no", "yes"), toUsage...), node...),
		needs(ask("onchain-usage-yes", "create-onchain", onchain, want(modes.Confirm, usage, "", "no", ">yes"),
			steps(toUsage, step{keys: "<right>"}, settle)...), node...),

		// create-probot-app: seven lines, five with defaults, two empty.
		needs(ask("probot-name", "create-probot-app", probot, want(modes.Text, "App name:", "relay"), wait("App name:")), node...),
		needs(ask("probot-description", "create-probot-app", probot, want(modes.Text, "Description of app:", "A Probot app"), toAppDescription...), node...),
		needs(ask("probot-author", "create-probot-app", probot, want(modes.Text, "Author's full name:", "…"), toAuthor...), node...),
		needs(ask("probot-email", "create-probot-app", probot, want(modes.Text, "Author's email address:", ""), toEmail...), node...),
		needs(ask("probot-homepage", "create-probot-app", probot, want(modes.Text, "Homepage:", ""), toHomepage...), node...),
		needs(ask("probot-owner", "create-probot-app", probot, want(modes.Text, "GitHub user or org name:", "…"), toOwner...), node...),
		needs(ask("probot-repository", "create-probot-app", probot, want(modes.Text, "Repository name:", "relay"), toRepository...), node...),
	}
}

// TestModesHundredfiftyseventh drives the hundredfiftyseventh set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfiftyseventh. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredfiftyseventh(t *testing.T) {
	captureSet(t, hundredfiftyseventhDir, hundredfiftyseventhSet())
}
