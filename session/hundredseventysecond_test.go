package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventysecondDir holds the hundredseventysecond set (issue 44,
// hundred-and-seventy-second round): live cases of the interactive
// set-up screens of command-line tools that cannot run here, imitated by
// a Python script of the set's own (Debian's python3 and its standard
// library only): a project scaffolder's and a backend framework's new-app
// questions, cloud and hosting CLIs' logins and project creation, and an
// editor-extension publisher's confirm and token, each drawn the way the
// tool's prompt library draws it (promptui's masked prompt, the prompts
// library's text and list, survey's filtered select and input, Symfony
// console's questions, lines read with echo off), none of them named by
// any other test, table, fixture or doc of agentty. Each question is
// taken at first sight and after a move or typed text. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the imitated tool means to a
// person, run by hand in tmux outside agentty, and committed before its
// screen was captured.
const hundredseventysecondDir = "../testdata/modes-hundredseventysecond"

// hundredseventysecondScript runs the set's Python script, with Debian's
// python3.
var hundredseventysecondScript = setFixtures("hundredseventysecond").script

// hundredseventysecondSet is the hundredseventysecond set. Labels say what
// a person reads on the screen; "…" in a question or default stands for
// any text.
func hundredseventysecondSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := step{text: "s3cret", secret: true}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	like := func(tool string) opener {
		return hundredseventysecondScript(py, "py/hundredseventysecond_demo.py", tool)
	}

	// koyeb login: promptui's masked prompt, a blue "?" (a green "✔"
	// once typed), the question bold over two rows, stars, promptui's
	// block cursor with the terminal's hidden.
	koyeb := like("koyeb")
	toToken := []step{wait("settings/api")}

	// scalingo login and civo apikey save: lines read in the terminal's
	// own line mode, the secret with echo off.
	scalingo, civo := like("scalingo"), like("civo")
	toUser := []step{wait("Username or email:")}
	toName := []step{wait("account/API Key:")}

	// vsce package's warning and its [y/N]; vsce login's token drawn as
	// stars.
	vscePackage, vsceLogin := like("vsce-package"), like("vsce-login")
	toPAT := []step{wait("for publisher 'relay':")}

	// upsun project:create: Symfony console's questions, the field and
	// its option in yellow, "Default:" under it, "> " to answer on; the
	// regions listed with their ids in brackets.
	upsun := like("upsun")
	toTitle := []step{wait("Default: Untitled Project")}
	regions := []string{
		"ca-1.platform.sh|Canada (Azure) [33 gC02eq/kWh]",
		"ch-1.platform.sh|Switzerland (Google) [28 gC02eq/kWh]",
		"de-2.platform.sh|Germany (Google) [354 gC02eq/kWh]",
		"fr-3.platform.sh|France (OVH) [58 gC02eq/kWh]",
		"uk-1.platform.sh|United Kingdom (Google) [215 gC02eq/kWh]",
		"us-3.platform.sh|United States (Azure) [409 gC02eq/kWh]",
	}

	// create-react-native-app: the prompts library's text (its default
	// grey after "›") and select ("❯" and the title cyan, underlined),
	// the name answered left above with "✔" and "…".
	crna := like("create-react-native-app")
	const crnaProgram = "create-react-native-app-like"
	toAppName := []step{wait("What is your app named?")}
	toStart := steps(toAppName, step{enter: true, expect: "Return to submit", timeout: setSlow})
	const startQ = "How would you like to start"
	starts := []string{"Default new app", "Template from https://github.com/expo/examples"}

	// encore app create: survey's select (a green "?", the help in cyan
	// brackets, "> " and the highlighted template cyan, typing filters)
	// and its input, the template answered left above.
	encore := like("encore")
	toTemplate := []step{wait("Empty app (Start from scratch)")}
	const templateQ = "Select app template:"
	templates := []string{"Hello World (Encore introduction)", "Uptime Monitor (Event-driven architecture)",
		"GraphQL (GraphQL API using gqlgen)", "Slack Bot (Slack bot implementation)",
		"URL Shortener (REST API, SQL database)", "Empty app (Start from scratch)"}

	return []corpusCase{
		// koyeb login's token, empty and typed.
		needs(ask("koyeb-like-token", "koyeb-like", koyeb, want(modes.Password, "Enter your personal access token. …", ""), toToken...), py),
		needs(ask("koyeb-like-token-typed", "koyeb-like", koyeb, want(modes.Password, "Enter your personal access token. …", ""),
			steps(toToken, secret, settle)...), py),

		// scalingo login's user and password; civo apikey save's name and
		// key.
		needs(ask("scalingo-like-user", "scalingo-like", scalingo, want(modes.Text, "Username or email:", ""), toUser...), py),
		needs(ask("scalingo-like-password", "scalingo-like", scalingo, want(modes.Password, "Password:", ""),
			steps(toUser, typed("ada@example.com", "Password:"))...), py),
		needs(ask("civo-like-name", "civo-like", civo, want(modes.Text, "Enter a nice name for this account/API Key:", ""), toName...), py),
		needs(ask("civo-like-key", "civo-like", civo, want(modes.Password, "Enter the API key:", ""),
			steps(toName, typed("relay", "Enter the API key:"))...), py),

		// vsce: the package's confirm; the login's token, empty and typed.
		needs(ask("vsce-like-package", "vsce-like", vscePackage, yesNo("Do you want to continue?", "no"), wait("[y/N]")), py),
		needs(ask("vsce-like-login", "vsce-like", vsceLogin, want(modes.Password, "Personal Access Token for publisher 'relay':", ""), toPAT...), py),
		needs(ask("vsce-like-login-typed", "vsce-like", vsceLogin, want(modes.Password, "Personal Access Token for publisher 'relay':", ""),
			steps(toPAT, secret, settle)...), py),

		// upsun project:create's title with its default (also typed, the
		// default still printed above), and its regions after the title
		// taken by Enter.
		needs(ask("upsun-like-title", "upsun-like", upsun, want(modes.Text, "Project title (--title)", "Untitled Project"), toTitle...), py),
		needs(ask("upsun-like-title-typed", "upsun-like", upsun, want(modes.Text, "Project title (--title)", "Untitled Project"),
			steps(toTitle, typing("Relay"), settle)...), py),
		needs(ask("upsun-like-region", "upsun-like", upsun, want(modes.Select, "Region (--region)", "", regions...),
			steps(toTitle, step{enter: true, expect: "us-3.platform.sh", timeout: setSlow}, settle)...), py),

		// create-react-native-app's name, with its default and typed over;
		// its start, at first and moved down.
		needs(ask("create-react-native-app-like-name", crnaProgram, crna, want(modes.Text, "What is your app named?", "my-app"), toAppName...), py),
		needs(ask("create-react-native-app-like-name-typed", crnaProgram, crna, want(modes.Text, "What is your app named?", "…"),
			steps(toAppName, typing("relay"), settle)...), py),
		needs(ask("create-react-native-app-like-start", crnaProgram, crna, pick(startQ, 0, starts...), toStart...), py),
		needs(ask("create-react-native-app-like-start-moved", crnaProgram, crna, pick(startQ, 1, starts...),
			steps(toStart, key("<down>"), settle)...), py),

		// encore app create's template, at first, moved down and filtered
		// by "Sla" to one; its app name after the template is taken.
		needs(ask("encore-like-template", "encore-like", encore, pick(templateQ, 0, templates...), toTemplate...), py),
		needs(ask("encore-like-template-moved", "encore-like", encore, pick(templateQ, 1, templates...),
			steps(toTemplate, key("<down>"), settle)...), py),
		needs(ask("encore-like-template-filtered", "encore-like", encore, pick(templateQ, 0, "Slack Bot (Slack bot implementation)"),
			steps(toTemplate, typing("Sla"), wait("template: Sla"), settle)...), py),
		needs(ask("encore-like-name", "encore-like", encore, want(modes.Text, "App Name (lowercase letters, digits, and dashes)", ""),
			steps(toTemplate, step{enter: true, expect: "App Name", timeout: setSlow}, settle)...), py),
	}
}

// TestModesHundredseventysecond drives the hundredseventysecond set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredseventysecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredseventysecond(t *testing.T) {
	captureSet(t, hundredseventysecondDir, hundredseventysecondSet())
}
