package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentyfifthDir holds the hundredtwentyfifth set (issue 44,
// hundred-and-twenty-fifth round): live cases of npm prompt libraries
// (interrogator, @snyk/inquirer, prompt-async, askcharacter, askpassword),
// each driven by a script of the set's own, and of two scaffolders that
// ask (create-maizzle, create-vocs), run offline up to their moments, none
// of them named by any other test, table, fixture or doc of agentty, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program draws, run by hand in tmux outside agentty, and committed
// before its screen was captured.
const hundredtwentyfifthDir = "../testdata/modes-hundredtwentyfifth"

// hundredtwentyfifthNode runs a script of the hundredtwentyfifth set's
// npm fixture (its demo, or a program's bin) from a home of its own.
var hundredtwentyfifthNode = setFixtures("hundredtwentyfifth").node

// hundredtwentyfifthSet is the hundredtwentyfifth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredtwentyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := key("<down>")
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	demo := func(args ...string) opener { return hundredtwentyfifthNode("hundredtwentyfifth-demo.mjs", args...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	beds, crops, vents := demo("interrogator", "list"), demo("interrogator", "checkboxes"), demo("interrogator", "confirm")
	packet, tray := demo("interrogator", "expand"), demo("interrogator", "rawlist")
	site, plots, apiKey := demo("snyk", "input"), demo("snyk", "number"), demo("snyk", "password")
	hub, stale, vault := demo("prompt-async"), demo("askcharacter"), demo("askpassword")
	maizzle := hundredtwentyfifthNode("node_modules/create-maizzle/bin/create-maizzle.mjs")
	vocs := hundredtwentyfifthNode("node_modules/create-vocs/_lib/bin.js")

	const bedsQ, cropsQ = "Which bed should the seedlings go to?", "Which crops need watering today?…"
	bedList := []string{"North bed", "South bed", "Cold frame", "Greenhouse"}
	cropList := []string{"Tomatoes", "Lettuce", "Beans", "Courgettes"}
	const packetQ = "Seed packet already logged. What now?"
	trays := func(highlighted int) *modes.Prompt {
		return pick("Which tray should be sown first?", highlighted, "1|Tray A", "2|Tray B", "3|Tray C")
	}
	const siteQ, apiKeyQ = "Name of the allotment site", "Weather station API key"

	// create-maizzle: where to create the project (a dim ./maizzle that
	// Enter refuses), its starters (Default or Custom), the custom
	// starters, then Install dependencies? as ● Yes / ○ No.
	const whereQ = "Where should we create your project?"
	customs := []string{"v4.x", "API", "AMP4Email", "Liquid", "Mailchimp", "Markdown", "RSS", "WordPress API", "Git"}
	toStarter := []step{wait(whereQ), typed("./relay", "Select a Starter")}
	toCustom := steps(toStarter, down, settle, enter("custom Starter"))
	toInstall := steps(toCustom, down, down, settle, enter("Install dependencies?"))
	const nameQ = "Enter the name of your project"

	return []corpusCase{
		// interrogator (a fork of inquirer): a ❯ list (also moved), ◯/◉
		// boxes under a hint wrapped over two rows, one ticked (also the
		// first ticked), a (Y/n), an expand of keys (also with r typed,
		// its choice shown under it), a numbered list over "Answer:"
		// (also with 2 typed).
		needs(ask("interrogator-list", "interrogator", beds, pick(bedsQ+" (Use arrow keys)", 0, bedList...), wait("Greenhouse")), node...),
		needs(ask("interrogator-list-moved", "interrogator", beds, pick(bedsQ, 1, bedList...), wait("Greenhouse"), down, settle), node...),
		needs(ask("interrogator-checkboxes", "interrogator", crops, ticks(cropsQ, 0, map[int]bool{1: true}, cropList...), wait("Courgettes")), node...),
		needs(ask("interrogator-checkboxes-ticked", "interrogator", crops, ticks(cropsQ, 0, map[int]bool{0: true, 1: true}, cropList...),
			wait("Courgettes"), key(" "), settle), node...),
		needs(ask("interrogator-confirm", "interrogator", vents, yesNo("Open the roof vents?", "yes"), wait("(Y/n)")), node...),
		needs(ask("interrogator-expand", "interrogator", packet, want(modes.Choice, packetQ, "k", "k|k", "r|r", "b|b", "h|h"), wait("(Krbh)")), node...),
		needs(ask("interrogator-expand-typed", "interrogator", packet, want(modes.Choice, packetQ, "k", "k|k", ">r|r", "b|b", "h|h"),
			wait("(Krbh)"), typing("r"), settle), node...),
		needs(ask("interrogator-rawlist", "interrogator", tray, trays(0), wait("Answer:")), node...),
		needs(ask("interrogator-rawlist-typed", "interrogator", tray, trays(1), wait("Answer:"), typing("2"), settle), node...),

		// @snyk/inquirer (inquirer 7): a line with its default in
		// parentheses (also typed over, the default gone), a number with
		// its default, a password (also typed, drawn as stars).
		needs(ask("snyk-inquirer-input", "@snyk/inquirer", site, want(modes.Text, siteQ, "Riverside"), wait("(Riverside)")), node...),
		needs(ask("snyk-inquirer-input-typed", "@snyk/inquirer", site, want(modes.Text, siteQ, "…"), wait("(Riverside)"), typing("Gar"), settle), node...),
		needs(ask("snyk-inquirer-number", "@snyk/inquirer", plots, want(modes.Text, "How many plots are let?", "24"), wait("(24)")), node...),
		needs(ask("snyk-inquirer-password", "@snyk/inquirer", apiKey, want(modes.Password, apiKeyQ, ""), wait("API key")), node...),
		needs(ask("snyk-inquirer-password-typed", "@snyk/inquirer", apiKey, want(modes.Password, apiKeyQ, ""),
			wait("API key"), step{text: "s3cret", secret: true}, settle), node...),

		// prompt-async (over prompt): `prompt: Sensor hub host:
		// (hub.local)`, then, after Enter, its hidden key, nothing
		// echoed.
		needs(ask("prompt-async-host", "prompt-async", hub, want(modes.Text, "…Sensor hub host:", "hub.local"), wait("(hub.local)")), node...),
		needs(ask("prompt-async-key", "prompt-async", hub, want(modes.Password, "…Sensor hub key:", ""),
			wait("(hub.local)"), enter("Sensor hub key:")), node...),

		// askcharacter: a [y/N] line answered by one key; askpassword: a
		// passphrase under a line saying what it unlocks (also typed,
		// nothing echoed).
		needs(ask("askcharacter", "askcharacter", stale, yesNo("Delete the 3 stale sensor readings?", "no"), wait("[y/N]")), node...),
		needs(ask("askpassword", "askpassword", vault, want(modes.Password, "Vault passphrase:", ""), wait("passphrase:")), node...),
		needs(ask("askpassword-typed", "askpassword", vault, want(modes.Password, "Vault passphrase:", ""),
			wait("passphrase:"), step{text: "hunter22", secret: true}, settle), node...),

		// create-maizzle: where to create the project (also refused
		// empty, `Please enter a path.` under it), its starters (also
		// moved), the custom starters (also moved two down), Install
		// dependencies? (also moved to No).
		needs(ask("create-maizzle-where", "create-maizzle", maizzle, want(modes.Text, whereQ, ""), wait(whereQ)), node...),
		needs(ask("create-maizzle-where-refused", "create-maizzle", maizzle, want(modes.Text, whereQ, ""),
			wait(whereQ), enter("Please enter a path.")), node...),
		needs(ask("create-maizzle-starter", "create-maizzle", maizzle, pick("Select a Starter", 0, "Default", "Custom"), toStarter...), node...),
		needs(ask("create-maizzle-starter-moved", "create-maizzle", maizzle, pick("Select a Starter", 1, "Default", "Custom"),
			steps(toStarter, down, settle)...), node...),
		needs(ask("create-maizzle-custom", "create-maizzle", maizzle, pick("Select a custom Starter", 0, customs...), toCustom...), node...),
		needs(ask("create-maizzle-custom-moved", "create-maizzle", maizzle, pick("Select a custom Starter", 2, customs...),
			steps(toCustom, down, down, settle)...), node...),
		needs(ask("create-maizzle-install", "create-maizzle", maizzle, want(modes.Confirm, "Install dependencies?", "", ">Yes", "No"), toInstall...), node...),
		needs(ask("create-maizzle-install-no", "create-maizzle", maizzle, want(modes.Confirm, "Install dependencies?", "", "Yes", ">No"),
			steps(toInstall, key("<right>"), settle)...), node...),

		// create-vocs: its project's name, an empty line (also with a
		// name typed).
		needs(ask("create-vocs-name", "create-vocs", vocs, want(modes.Text, nameQ, ""), wait(nameQ)), node...),
		needs(ask("create-vocs-name-typed", "create-vocs", vocs, want(modes.Text, nameQ, "…"), wait(nameQ), typing("relay"), settle), node...),
	}
}

// TestModesHundredtwentyfifth drives the hundredtwentyfifth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwentyfifth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredtwentyfifth(t *testing.T) {
	captureSet(t, hundredtwentyfifthDir, hundredtwentyfifthSet())
}
