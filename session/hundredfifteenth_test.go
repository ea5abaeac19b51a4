package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfifteenthDir holds the hundredfifteenth set (issue 44,
// hundred-and-fifteenth round): live cases of npm CLIs and scaffolders
// imitated by a fixture of its own, each drawing, on the main screen with
// the terminal raw and without echo (as Node's setRawMode leaves it), the
// prompts the tool asks at one of its moments in the looks of the
// JavaScript prompt library it uses (inquirer, prompts, enquirer,
// @clack/prompts, Ink: their marks, pointers, ticks, masks, hints,
// colours and cursor), none of them named by any other test, table,
// fixture or doc of agentty. Each case's label was written from what the
// imitated tool means to a person and committed before its screen was
// captured. No number nor date prompt is among them: none of the tools
// imitated asks one.
const hundredfifteenthDir = "../testdata/modes-hundredfifteenth"

// hundredfifteenthScript runs the set's Python script, with Debian's
// python3.
var hundredfifteenthScript = setFixtures("hundredfifteenth").script

// hundredfifteenthSet is the hundredfifteenth set. Labels say what a
// person reads on the screen.
func hundredfifteenthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: "<space>"}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	like := func(tool string) opener {
		return hundredfifteenthScript(py, "py/hundredfifteenth_demo.py", tool)
	}
	eth := like("create-eth")
	directus := like("create-directus-extension")
	llama := like("create-llama")
	saleor := like("saleor")
	mastra := like("create-mastra")
	cdktf := like("cdktf")
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	const solidity = "What solidity framework do you want to use?"
	toSolidity := []step{wait("Your project name"), enter("solidity framework")}
	toInstall := steps(toSolidity, []step{enter("Install packages")})
	const extType = "Choose the extension type"
	extTypes := []string{"interface", "display", "layout", "module", "panel", "theme", "hook", "endpoint", "operation", "bundle"}
	const framework = "Which framework would you like to use?"
	frameworks := []string{"NextJS", "Express", "FastAPI (Python)"}
	toFramework := []step{wait("project named"), enter("framework")}
	toKey := steps(toFramework, []step{down, enter("API key")})
	const environment = "Select environment"
	environments := []string{"relay-production", "relay-staging", "relay-dev-ada", "storefront-demo", "storefront-staging", "checkout-sandbox"}
	const components = "Choose components to install:"
	toComponents := []step{wait("name your project"), enter("components")}
	const provider = "Select default provider:"
	providers := []string{"OpenAI (recommended)", "Anthropic", "Groq", "Google", "Cerebras"}
	toProvider := steps(toComponents, []step{enter("default provider")})
	const review = "Please review the diff output above for relay-stack"
	plans := []string{"Approve", "Dismiss", "Stop"}
	return []corpusCase{
		// inquirer: scaffold-eth's create-eth, its project name with a
		// default in parentheses, its solidity framework (`❯`, also
		// moved) and its `(Y/n)` install.
		needs(ask("create-eth-like", "create-eth-like", eth, want(modes.Text, "Your project name:", "my-dapp-example"), wait("Your project name")), py),
		needs(ask("create-eth-like-framework", "create-eth-like", eth, pick(modes.Select, solidity, 0, "hardhat", "foundry", "none"), toSolidity...), py),
		needs(ask("create-eth-like-framework-moved", "create-eth-like", eth, pick(modes.Select, solidity, 1, "hardhat", "foundry", "none"),
			steps(toSolidity, []step{down, settle})...), py),
		needs(ask("create-eth-like-install", "create-eth-like", eth, yesNo("Install packages?", "yes"), toInstall...), py),

		// inquirer: create-directus-extension's extension type (ten
		// rows, also moved twice) and the extension's name, a field with
		// no default.
		needs(ask("create-directus-extension-like", "create-directus-extension-like", directus, pick(modes.Select, extType, 0, extTypes...), wait("extension type")), py),
		needs(ask("create-directus-extension-like-moved", "create-directus-extension-like", directus, pick(modes.Select, extType, 2, extTypes...),
			wait("extension type"), down, down, settle), py),
		needs(ask("create-directus-extension-like-name", "create-directus-extension-like", directus, want(modes.Text, "Choose a name for the extension", ""),
			wait("extension type"), enter("name for the extension")), py),

		// prompts: create-llama's project name (its initial value grey
		// after `›`), its framework (`❯`, also moved) and its OpenAI key
		// masked with `*` after a few typed.
		needs(ask("create-llama-like", "create-llama-like", llama, want(modes.Text, "What is your project named?", "my-app"), wait("project named")), py),
		needs(ask("create-llama-like-framework", "create-llama-like", llama, pick(modes.Select, framework, 0, frameworks...), toFramework...), py),
		needs(ask("create-llama-like-framework-moved", "create-llama-like", llama, pick(modes.Select, framework, 1, frameworks...),
			steps(toFramework, []step{down, settle})...), py),
		needs(ask("create-llama-like-api-key", "create-llama-like", llama, want(modes.Password, "Please provide your OpenAI API key (leave blank to skip):", ""),
			steps(toKey, []step{{text: "sk-relay", secret: true}, settle})...), py),

		// enquirer: saleor-cli's environment, an autocomplete at first
		// sight and filtered by `st`, and its `(y/N) › false` confirm.
		needs(ask("saleor-like", "saleor-like", saleor, pick(modes.Select, environment, 0, environments...), wait("Select environment")), py),
		needs(ask("saleor-like-filtered", "saleor-like", saleor, pick(modes.Select, environment, 0, "relay-staging", "storefront-demo", "storefront-staging"),
			wait("Select environment"), step{text: "st"}, settle), py),
		needs(ask("saleor-like-sample-data", "saleor-like", saleor, yesNo("Do you want to populate the database with sample data?", "no"),
			wait("Select environment"), enter("sample data")), py),

		// @clack/prompts: create-mastra's project name (a dim
		// placeholder that is its default), its components (`◻`, also
		// moved to the second and ticked `◼`) and its provider (`●`,
		// also moved).
		needs(ask("create-mastra-like", "create-mastra-like", mastra, want(modes.Text, "What do you want to name your project?", "my-mastra-app"), wait("name your project")), py),
		needs(ask("create-mastra-like-components", "create-mastra-like", mastra, ticks(components, 0, nil, "Agents", "Workflows"), toComponents...), py),
		needs(ask("create-mastra-like-components-ticked", "create-mastra-like", mastra, ticks(components, 1, map[int]bool{1: true}, "Agents", "Workflows"),
			steps(toComponents, []step{down, space, settle})...), py),
		needs(ask("create-mastra-like-provider", "create-mastra-like", mastra, pick(modes.Select, provider, 0, providers...), toProvider...), py),
		needs(ask("create-mastra-like-provider-moved", "create-mastra-like", mastra, pick(modes.Select, provider, 1, providers...),
			steps(toProvider, []step{down, settle})...), py),

		// Ink: cdktf deploy's approval of its plan under the plan, at
		// first sight and moved to Dismiss.
		needs(ask("cdktf-like", "cdktf-like", cdktf, pick(modes.Select, review, 0, plans...), wait("Please review")), py),
		needs(ask("cdktf-like-moved", "cdktf-like", cdktf, pick(modes.Select, review, 1, plans...), wait("Please review"), down, settle), py),
	}
}

// TestModesHundredfifteenth drives the hundredfifteenth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfifteenth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfifteenth(t *testing.T) {
	captureSet(t, hundredfifteenthDir, hundredfifteenthSet())
}
