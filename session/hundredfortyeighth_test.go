package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortyeighthDir holds the hundredfortyeighth set (issue 44,
// hundred-and-forty-eighth round): live cases of prompt widgets of
// terminal prompt libraries of other languages than the ones agentty's
// tests drive, none of them named by any other test, table, fixture or
// doc of agentty: Rust's promptuity (its Fancy theme), promkit and asky,
// Go's go-interact, .NET's McMaster.Extensions.CommandLineUtils Prompt
// and InquirerCS, Java's consoleui and picocli. No Ruby library was left
// unnamed, so none is imitated. Each is imitated by a fixture of its own
// drawing, on the main screen, what the library draws (its glyphs,
// layout, defaults, colours, cursor and terminal modes, from its
// documentation and published screenshots): select lists, multi-selects
// with [x] or ◉ marks, confirms, text fields with a placeholder or a
// default, password fields with masks, each at first sight and after a
// move or typed text. Each case's label was written from what a person
// reads on the screen and committed before its screen was captured.
const hundredfortyeighthDir = "../testdata/modes-hundredfortyeighth"

// hundredfortyeighthScript runs the set's Python script, with Debian's
// python3.
var hundredfortyeighthScript = setFixtures("hundredfortyeighth").script

// hundredfortyeighthSet is the hundredfortyeighth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredfortyeighthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s, expect: s, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	like := func(lib string) opener {
		return hundredfortyeighthScript(py, "py/hundredfortyeighth_demo.py", lib)
	}
	promptuity := like("promptuity")
	promkit := like("promkit")
	asky := like("asky")
	gointeract := like("go-interact")
	mcmaster := like("mcmaster")
	inquirercs := like("inquirercs")
	consoleui := like("consoleui")
	picocli := like("picocli")
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	const frameworkQ = "Which web framework?"
	frameworks := []string{"axum", "actix-web", "rocket", "warp"}
	toFramework := []step{wait("my-relay"), typed("relay", "warp")}

	const colorQ = "What's your favorite color?"
	colors := []string{"red", "green", "blue", "yellow", "purple"}

	const languagesQ = "What languages do you know?…"
	languages := []string{"Rust", "Go", "C#", "Java", "Ruby"}

	const envQ = "Which environment do you want to deploy to?"
	envs := []string{"Development", "Staging", "Production"}
	const servicesQ = "Which services should be restarted?"
	services := []string{"api", "worker", "scheduler", "gateway"}

	const pizzaQ = "Which pizza do you want?"
	const toppingsQ = "What do you want as extra toppings?"
	toppings := []string{"Cheese", "Bacon", "Onions", "Olives"}

	return []corpusCase{
		// promptuity's Fancy theme (clack-like, raw mode): a project
		// name with a dim placeholder, a framework of ● / ○ rows at
		// first sight and moved down, a ● Yes / ○ No confirm.
		needs(ask("promptuity-name", "promptuity-like", promptuity, want(modes.Text, "Project name", ""), wait("my-relay")), py),
		needs(ask("promptuity-framework", "promptuity-like", promptuity, pick(frameworkQ, 0, frameworks...), toFramework...), py),
		needs(ask("promptuity-framework-moved", "promptuity-like", promptuity, pick(frameworkQ, 1, frameworks...),
			append(toFramework, down, settle)...), py),
		needs(ask("promptuity-git", "promptuity-like", promptuity, want(modes.Confirm, "Initialize a git repository?", "", ">Yes", "No"),
			append(toFramework, down, settle, enter("git repository"))...), py),

		// promkit: its readline (a bold title over `❯❯ `) at first sight
		// and with a name typed, then its listbox (`❯ ` before the
		// highlighted row), also moved down.
		needs(ask("promkit-readline", "promkit-like", promkit, want(modes.Text, "What is your name?", ""), wait("❯❯")), py),
		needs(ask("promkit-readline-typed", "promkit-like", promkit, want(modes.Text, "What is your name?", ""), wait("❯❯"), typing("Ada")), py),
		needs(ask("promkit-listbox", "promkit-like", promkit, pick(colorQ, 0, colors...), wait("❯❯"), typed("Ada", "purple")), py),
		needs(ask("promkit-listbox-moved", "promkit-like", promkit, pick(colorQ, 1, colors...), wait("❯❯"), typed("Ada", "purple"), down, settle), py),

		// asky: a `?` multi-select of [ ] boxes under a `›` pointer (also
		// with the first ticked and the pointer moved down), then its
		// password (`›` and a dot for each letter), also typed into.
		needs(ask("asky-multiselect", "asky-like", asky, ticks(languagesQ, 0, nil, languages...), wait("Ruby")), py),
		needs(ask("asky-multiselect-ticked", "asky-like", asky, ticks(languagesQ, 1, map[int]bool{0: true}, languages...),
			wait("Ruby"), space, down, settle), py),
		needs(ask("asky-password", "asky-like", asky, want(modes.Password, "Enter your password", ""), wait("Ruby"), enter("password")), py),
		needs(ask("asky-password-typed", "asky-like", asky, want(modes.Password, "Enter your password", ""),
			wait("Ruby"), enter("password"), secret("hunter2"), settle), py),

		// go-interact, a line at a time: numbered targets over
		// `choose (1): `, a `[yN]` bool, a password with echo off.
		needs(ask("go-interact-choice", "go-interact-like", gointeract,
			want(modes.Select, "deploy target:", "1", "1|staging", "2|production", "3|canary"), wait("choose (1)")), py),
		needs(ask("go-interact-bool", "go-interact-like", gointeract, yesNo("really deploy to production?", "no"),
			wait("choose (1)"), typed("2", "[yN]")), py),
		needs(ask("go-interact-password", "go-interact-like", gointeract, want(modes.Password, "vault password:", ""),
			wait("choose (1)"), typed("2", "[yN]"), typed("n", "vault password")), py),

		// McMaster.Extensions.CommandLineUtils' Prompt, in its yellow: a
		// string with its default in brackets, a password echoed as `*`
		// (at first sight and typed), a `[y/N]` question.
		needs(ask("mcmaster-title", "mcmaster-like", mcmaster, want(modes.Text, "Release notes title", "Relay 1.4.0"), wait("[Relay 1.4.0]")), py),
		needs(ask("mcmaster-key", "mcmaster-like", mcmaster, want(modes.Password, "API key:", ""), wait("[Relay 1.4.0]"), enter("API key:")), py),
		needs(ask("mcmaster-key-typed", "mcmaster-like", mcmaster, want(modes.Password, "API key:", ""),
			wait("[Relay 1.4.0]"), enter("API key:"), step{text: "s3cr3t", secret: true, expect: "******", timeout: setSlow}), py),
		needs(ask("mcmaster-push", "mcmaster-like", mcmaster, yesNo("Push the package now?", "no"),
			wait("[Relay 1.4.0]"), enter("API key:"), step{text: "s3cr3t", secret: true, enter: true, expect: "[y/N]", timeout: setSlow}), py),

		// InquirerCS: a `[?]` list with `>` and the row in cyan (also
		// moved down), then its checkbox list of [x] / [ ] (one ticked,
		// then the first ticked too), the cursor hidden.
		needs(ask("inquirercs-select", "inquirercs-like", inquirercs, pick(envQ, 0, envs...), wait("reveal more")), py),
		needs(ask("inquirercs-select-moved", "inquirercs-like", inquirercs, pick(envQ, 1, envs...), wait("reveal more"), down, settle), py),
		needs(ask("inquirercs-checkbox", "inquirercs-like", inquirercs, ticks(servicesQ, 0, map[int]bool{1: true}, services...),
			wait("reveal more"), enter("gateway")), py),
		needs(ask("inquirercs-checkbox-ticked", "inquirercs-like", inquirercs, ticks(servicesQ, 0, map[int]bool{0: true, 1: true}, services...),
			wait("reveal more"), enter("gateway"), space, settle), py),

		// consoleui: a `? ` list under `❯`, then ◯ / ◉ checkboxes (also
		// with the first ticked and the pointer moved down), then a
		// `(y/N)` confirm.
		needs(ask("consoleui-list", "consoleui-like", consoleui, pick(pizzaQ, 0, "Margherita", "Veneziana", "Hawai", "Quattro Stagioni"), wait("Quattro")), py),
		needs(ask("consoleui-checkbox", "consoleui-like", consoleui, ticks(toppingsQ, 0, nil, toppings...), wait("Quattro"), enter("Olives")), py),
		needs(ask("consoleui-checkbox-ticked", "consoleui-like", consoleui, ticks(toppingsQ, 1, map[int]bool{0: true}, toppings...),
			wait("Quattro"), enter("Olives"), space, down, settle), py),
		needs(ask("consoleui-confirm", "consoleui-like", consoleui, yesNo("Is this pizza for delivery?", "no"),
			wait("Quattro"), enter("Olives"), space, enter("(y/N)")), py),

		// picocli: an interactive option's value asked with echo off.
		needs(ask("picocli-password", "picocli-like", picocli, want(modes.Password, "Enter value for --password (Passphrase of the keystore):", ""),
			wait("Enter value")), py),
	}
}

// TestModesHundredfortyeighth drives the hundredfortyeighth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfortyeighth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredfortyeighth(t *testing.T) {
	captureSet(t, hundredfortyeighthDir, hundredfortyeighthSet())
}
