package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeighteenthDir holds the twohundredeighteenth set (issue 44,
// two-hundred-and-eighteenth round): live cases of terminal prompt
// libraries of the npm registry that no other test, table, fixture or doc
// of agentty names (@flyingrobots/bijou's forms over its Node adapter
// @flyingrobots/bijou-node, tuiuiu.js's components, serverline's kept
// readline line, node-option's selector), each driven by a script of the
// set's own asking what a real command-line program would ask (a release
// tool, a database client, a deploy tool, a game server's console, a
// storage tool): a line with a default, a hidden line, a yes or no, a
// list, a list of boxes and a list filtered as one types, each at first
// sight, after a move, a tick or typed text, and at the next question
// after an answer. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// script draws, run by hand in tmux outside agentty, and committed before
// its screen was captured.
const twohundredeighteenthDir = "../testdata/modes-twohundredeighteenth"

// twohundredeighteenthScript runs one of the set's scripts (in its npm
// fixture beside the pinned libraries) with node from a home of its own.
func twohundredeighteenthScript(script string, args ...string) opener {
	return setFixtures("twohundredeighteenth").node(script, args...)
}

// twohundredeighteenthSet is the twohundredeighteenth set. Labels say
// what a person reads on the screen.
func twohundredeighteenthSet() []corpusCase {
	ask, is, needs, wait, settle := askCase, isCase, needing, waitFor, settled
	node := nodeNeeds
	typing := func(s string) step { return step{text: s} }
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

	// bijou-release (@flyingrobots/bijou's forms): `? Release name
	// (v2.4.0)`, the default dim in brackets after the question, the
	// cursor after it (also with a name typed after it); the channel, a
	// list under its question marked ❯ (also moved); the targets, ◯ boxes
	// under the question and a dim `(space to toggle, enter to confirm)`
	// (also with the first ticked ◉); `? Push the tag now? [Y/n]`. With
	// sign it first asks who signs, a list under a `:` filter line and
	// `5/5 items` (also with `da` typed one key at a time: `/ da` over
	// Ada Moreau and Dana Kowalski, `2/5 items`).
	release := twohundredeighteenthScript("bijou-release.mjs")
	sign := twohundredeighteenthScript("bijou-release.mjs", "sign")
	const channelQ = "Which channel gets this build?"
	channels := []string{"stable", "beta", "nightly"}
	const targetsQ = "Which targets should be built?"
	targets := []string{"linux-x64", "linux-arm64", "darwin-arm64", "windows-x64"}
	const signQ = "Who signs this release?"
	toChannel := []step{wait("Release name"), enter(channelQ)}
	toTargets := steps(toChannel, enter(targetsQ))
	toPush := steps(toTargets, space, settle, enter("Push the tag now?"))
	toSign := []step{wait(signQ), settle}

	// tuiuiu-connect (tuiuiu.js's TextInput and Select, their states made
	// once): `Database host` over a rounded box holding `▶
	// localhost:5432` and a drawn block cursor; `Database password` over
	// the same box with `password` dim in it; the driver, a list marked ▶
	// over `4 items` (also moved); the options, ○ boxes over `0 selected
	// of 3` (also with the first ticked ●); `? ` over `Save this
	// connection profile?`, then `▶ ● Yes` and `No`.
	connect := twohundredeighteenthScript("tuiuiu-connect.mjs")
	const driverQ = "Which driver should connect?"
	drivers := []string{"postgres", "mysql", "sqlite", "mssql"}
	const optionsQ = "Which options should be on?"
	options := []string{"TLS", "Connection pooling", "Read-only session"}
	toPassword := []step{wait("Database host"), settle, enter("Database password")}
	toDriver := steps(toPassword, enter(driverQ))
	toOptions := steps(toDriver, enter(optionsQ))
	toSave := steps(toOptions, enter("Save this connection profile?"))

	// tuiuiu-deploy (tuiuiu.js's Autocomplete, then a Select): the
	// service, a rounded box with `service name` dim in it under the
	// question (also with `bil` typed a key at a time: a box of the two
	// billing services under it, the first marked ▶; also moved); Enter
	// puts the highlighted one in the field and a second submits it;
	// then the environment, a list marked ▶ over `3 items`.
	deploy := twohundredeighteenthScript("tuiuiu-deploy.mjs")
	const serviceQ = "Which service should be deployed?"
	billing := []string{"billing-api", "billing-worker"}
	toTyped := []step{wait(serviceQ), settle, typing("b"), settle, typing("i"), settle, typing("l"), settle}
	toEnvironment := steps(toTyped, down, settle, step{enter: true, timeout: setSlow}, enter("to which environment?"))

	// serverline-console (serverline): five startup lines and
	// `server> ` (also with `kick ada` typed on it); `kick ada` asks
	// `Kick ada from the server? (y/n)` on the next line, and after `y`,
	// `ada was kicked.` over `server> ` again; `op bram` asks `RCON
	// password: ` with `[-=]` after it, the typed keys hidden (also after
	// typing).
	console := twohundredeighteenthScript("serverline-console.js")
	const kickQ = "Kick ada from the server?"
	toConsole := []step{wait("server>"), settle}
	toKick := steps(toConsole, typed("kick ada", kickQ))
	toRCON := steps(toConsole, typed("op bram", "RCON password:"))

	// node-option-bucket (node-option): `Which region should host the
	// bucket? (space to pick, enter to confirm)` over rows `>[ ]
	// eu-west-1`, the highlighted one's text in reverse video, the cursor
	// hidden (also moved down and picked, `[✓]`); then `Region:
	// eu-central-1` and the events to be notified of, boxes the same way.
	bucket := twohundredeighteenthScript("node-option-bucket.js")
	const regionQ = "Which region should host the bucket?"
	regions := []string{"eu-west-1", "eu-central-1", "us-east-1", "ap-southeast-2"}
	const eventsQ = "Which events should send a notification?"
	events := []string{"object created", "object deleted", "lifecycle expiry", "replication failed"}
	toRegion := []step{wait("ap-southeast-2"), settle}
	toEvents := steps(toRegion, down, settle, space, settle, enter("replication failed"))

	return []corpusCase{
		// bijou-release: the name (also typed), the channel (also moved),
		// the targets (also ticked), the push; the signer (also
		// filtered).
		needs(ask("bijou-release-name", "bijou-release", release, want(modes.Text, "Release name", "v2.4.0"), wait("Release name"), settle), node...),
		needs(ask("bijou-release-name-typed", "bijou-release", release, want(modes.Text, "Release name", "v2.4.0"),
			wait("Release name"), settle, typing("v2.5.0-rc1"), settle), node...),
		needs(ask("bijou-release-channel", "bijou-release", release, pick(channelQ, 0, channels...), toChannel...), node...),
		needs(ask("bijou-release-channel-moved", "bijou-release", release, pick(channelQ, 1, channels...), steps(toChannel, down, settle)...), node...),
		needs(ask("bijou-release-targets", "bijou-release", release, ticks(targetsQ, 0, nil, targets...), toTargets...), node...),
		needs(ask("bijou-release-targets-ticked", "bijou-release", release, ticks(targetsQ, 0, map[int]bool{0: true}, targets...),
			steps(toTargets, space, settle)...), node...),
		needs(ask("bijou-release-push", "bijou-release", release, yesNo("Push the tag now?", "yes"), toPush...), node...),
		needs(ask("bijou-release-signer", "bijou-release", sign, pick(signQ, 0, "Ada Moreau", "Bram Okafor", "Chen Li", "Dana Kowalski", "Emil Sørensen"),
			toSign...), node...),
		needs(ask("bijou-release-signer-filtered", "bijou-release", sign, pick(signQ, 0, "Ada Moreau", "Dana Kowalski"),
			steps(toSign, typing("d"), settle, typing("a"), settle)...), node...),

		// tuiuiu-connect: the host, the password, the driver (also
		// moved), the options (also ticked), the save.
		needs(ask("tuiuiu-connect-host", "tuiuiu-connect", connect, want(modes.Text, "Database host", "localhost:5432"), wait("Database host"), settle), node...),
		needs(ask("tuiuiu-connect-password", "tuiuiu-connect", connect, want(modes.Password, "Database password", ""), toPassword...), node...),
		needs(ask("tuiuiu-connect-driver", "tuiuiu-connect", connect, pick(driverQ, 0, drivers...), toDriver...), node...),
		needs(ask("tuiuiu-connect-driver-moved", "tuiuiu-connect", connect, pick(driverQ, 1, drivers...), steps(toDriver, down, settle)...), node...),
		needs(ask("tuiuiu-connect-options", "tuiuiu-connect", connect, ticks(optionsQ, 0, nil, options...), toOptions...), node...),
		needs(ask("tuiuiu-connect-options-ticked", "tuiuiu-connect", connect, ticks(optionsQ, 0, map[int]bool{0: true}, options...),
			steps(toOptions, space, settle)...), node...),
		needs(ask("tuiuiu-connect-save", "tuiuiu-connect", connect, want(modes.Confirm, "Save this connection profile?", "", ">Yes", "No"), toSave...), node...),

		// tuiuiu-deploy: the service (also typed, also moved), the
		// environment.
		needs(ask("tuiuiu-deploy-service", "tuiuiu-deploy", deploy, want(modes.Text, serviceQ, ""), wait(serviceQ), settle), node...),
		needs(ask("tuiuiu-deploy-service-typed", "tuiuiu-deploy", deploy, pick(serviceQ, 0, billing...), toTyped...), node...),
		needs(ask("tuiuiu-deploy-service-moved", "tuiuiu-deploy", deploy, pick(serviceQ, 1, billing...), steps(toTyped, down, settle)...), node...),
		needs(ask("tuiuiu-deploy-environment", "tuiuiu-deploy", deploy, pick("Deploy billing-worker to which environment?", 0, "staging", "canary", "production"),
			toEnvironment...), node...),

		// serverline-console: the console (also typed on, also after a
		// kick answered), the kick, the RCON password (also typed).
		needs(is(modes.REPL, "serverline-console", "serverline-console", console, toConsole...), node...),
		needs(is(modes.REPL, "serverline-console-typed", "serverline-console", console, steps(toConsole, typing("kick ada"), settle)...), node...),
		needs(ask("serverline-console-kick", "serverline-console", console, yesNo(kickQ, ""), toKick...), node...),
		needs(is(modes.REPL, "serverline-console-kicked", "serverline-console", console, steps(toKick, typed("y", "ada was kicked."), settle)...), node...),
		needs(ask("serverline-console-rcon", "serverline-console", console, want(modes.Password, "RCON password:", ""), toRCON...), node...),
		needs(ask("serverline-console-rcon-typed", "serverline-console", console, want(modes.Password, "RCON password:", ""),
			steps(toRCON, step{text: "hunter2", secret: true}, settle)...), node...),

		// node-option-bucket: the region (also moved and picked), the
		// events (also moved twice and ticked).
		needs(ask("node-option-region", "node-option-bucket", bucket, ticks(regionQ, 0, nil, regions...), toRegion...), node...),
		needs(ask("node-option-region-picked", "node-option-bucket", bucket, ticks(regionQ, 1, map[int]bool{1: true}, regions...),
			steps(toRegion, down, settle, space, settle)...), node...),
		needs(ask("node-option-events", "node-option-bucket", bucket, ticks(eventsQ, 0, nil, events...), toEvents...), node...),
		needs(ask("node-option-events-ticked", "node-option-bucket", bucket, ticks(eventsQ, 2, map[int]bool{2: true}, events...),
			steps(toEvents, down, settle, down, settle, space, settle)...), node...),
	}
}

// TestModesTwohundredeighteenth drives the twohundredeighteenth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredeighteenth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredeighteenth(t *testing.T) {
	captureSet(t, twohundredeighteenthDir, twohundredeighteenthSet())
}
