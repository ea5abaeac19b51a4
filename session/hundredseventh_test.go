package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventhDir holds the hundredseventh set (issue 44,
// hundred-and-seventh round): live cases of npm prompt libraries
// (@winches/prompts, inquirer2, typed-prompts, email-prompt-ts,
// minimal-password-prompt, prompt-lite), each driven by a script of the
// set's own, and of command-line programs built on prompts that run
// offline up to their moments (select-version-cli, Remotion's
// create-video, create-langgraph), none of them named by any other test,
// table, fixture or doc of agentty, to measure the classifier once as it
// was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted one)
// was written from what the program draws, run by hand in tmux outside
// agentty, and committed before its screen was captured.
const hundredseventhDir = "../testdata/modes-hundredseventh"

// hundredseventhNode runs a script of the hundredseventh set's npm
// fixture (its demo, or a program's bin) from a home of its own.
var hundredseventhNode = setFixtures("hundredseventh").node

// hundredseventhSet is the hundredseventh set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func hundredseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	bs := step{keys: "<bs>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	demo := func(args ...string) opener { return hundredseventhNode("hundredseventh-demo.mjs", args...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	date, number, zone := demo("winches", "date"), demo("winches", "number"), demo("winches", "autocomplete")
	region, checks, token := demo("inquirer2", "list"), demo("inquirer2", "checkbox"), demo("inquirer2", "password")
	rawlist, expand, confirm := demo("typed", "rawlist"), demo("typed", "expand"), demo("typed", "confirm")
	email, passphrase, lite, version := demo("email"), demo("password"), demo("prompt-lite"), demo("select-version")
	video := hundredseventhNode("node_modules/create-video/bin.js")
	langgraph := hundredseventhNode("node_modules/create-langgraph/dist/cli.js")

	const restart, port, zoneQ = "When should the relay restart?", "Which port should the relay listen on?", "Pick the relay's time zone"
	zones := []string{"Europe/Berlin", "Europe/Lisbon", "America/Chicago", "America/Lima", "Asia/Tokyo", "Africa/Nairobi"}
	const regionQ, checksQ = "Which region should host the relay?", "Which health checks should run?"
	regions := []string{"Frankfurt", "Dublin", "Virginia", "Singapore"}
	checkList := []string{"ping", "disk", "memory", "certificates"}
	mirrors := func(highlighted int) *modes.Prompt {
		return pick("Which mirror should serve the images?", highlighted, "1|Oslo", "2|Porto", "3|Tallinn")
	}
	conflict := want(modes.Choice, "Overwrite relay.conf?", "y", "y|y", "a|a", "d|d", "h|h")
	versions := func(highlighted int) *modes.Prompt {
		return pick("Select release version…", highlighted, "patch: 1.4.3", "minor: 1.5.0", "major: 2.0.0",
			"prepatch: 1.4.3-0", "preminor: 1.5.0-0", "premajor: 2.0.0-0", "prerelease: 1.4.3-0")
	}

	// create-video: Remotion's templates (twenty of them on the screen,
	// more below), then TailwindCSS's No / Yes toggle; create-langgraph:
	// where to create the project (a placeholder of "."), then its
	// templates as radio buttons, the highlighted one with its hint.
	templates := func(highlighted int) *modes.Prompt {
		return pick("Choose a template:…", highlighted,
			"Blank Nothing except an empty canvas",
			"Hello World A playground with a simple animation",
			"Next.js SaaS template for video generation apps",
			"Next.js (Vercel Sandbox) Render videos on-demand using Vercel Sandbox",
			"Next.js (No Tailwind) SaaS template for video generation apps",
			"Next.js (Pages dir) SaaS template for video generation apps",
			"Recorder A video production tool built entirely in JavaScript",
			"Prompt to Motion Graphics SaaS Starter Kit SaaS template for AI-powered animation generation",
			"Hello World (JavaScript) The default starter template in plain JS",
			"Render Server An Express.js server for rendering videos with Remotion",
			"Electron Render Remotion videos from a desktop app",
			"React Router SaaS template for video generation apps",
			"React Three Fiber Remotion + React Three Fiber Starter Template",
			"Still images Dynamic PNG/JPEG template with built-in server",
			"Audiogram Text and waveform visualization for podcasts",
			"Music Visualization Text and waveform visualization for podcasts",
			"Prompt to Video Create a story with images and voiceover from a prompt",
			"Skia React Native Skia starter",
			"Overlay Overlays for video editing software",
			"Code Hike Beautiful code animations")
	}
	toTailwind := []step{wait("Code Hike"), enter("Add TailwindCSS?")}
	const where = "Where would you like to create your project?"
	graphTemplates := func(highlighted int, hint string) *modes.Prompt {
		opts := []string{"New LangGraph Project", "ReAct Agent", "Memory Agent", "Retrieval Agent", "Data-enrichment Agent"}
		opts[highlighted] += " " + hint
		return pick("Select a template", highlighted, opts...)
	}
	toGraphTemplate := []step{wait(where), enter("Select a template")}

	return []corpusCase{
		// @winches/prompts (a fork of prompts): a date and time whose
		// year is underlined (also a year down), a port (also typed
		// over), a list filtered by typed text (also filtered to two).
		needs(ask("winches-date", "@winches/prompts", date, want(modes.Text, restart, "2025-03-14 09:30"), wait("09:30")), node...),
		needs(ask("winches-date-moved", "@winches/prompts", date, want(modes.Text, restart, "2024-03-14 09:30"),
			wait("09:30"), key("<down>"), settle), node...),
		needs(ask("winches-number", "@winches/prompts", number, want(modes.Text, port, "8080"), wait("8080")), node...),
		needs(ask("winches-number-typed", "@winches/prompts", number, want(modes.Text, port, "…"),
			wait("8080"), bs, bs, bs, bs, typing("9443"), settle), node...),
		needs(ask("winches-autocomplete", "@winches/prompts", zone, pick(zoneQ, 0, zones...), wait("Nairobi")), node...),
		needs(ask("winches-autocomplete-typed", "@winches/prompts", zone, pick(zoneQ, 0, "America/Chicago", "America/Lima"),
			wait("Nairobi"), typing("am"), settle), node...),

		// inquirer2: a list (also moved), boxes with one ticked (also a
		// second ticked), a password (also typed, drawn as stars).
		needs(ask("inquirer2-list", "inquirer2", region, pick(regionQ+" (Use arrow keys)", 0, regions...), wait("Singapore")), node...),
		needs(ask("inquirer2-list-moved", "inquirer2", region, pick(regionQ, 1, regions...), wait("Singapore"), key("<down>"), settle), node...),
		needs(ask("inquirer2-checkbox", "inquirer2", checks, ticks(checksQ+" (Press <space> to select)", 0, map[int]bool{1: true}, checkList...),
			wait("certificates")), node...),
		needs(ask("inquirer2-checkbox-ticked", "inquirer2", checks, ticks(checksQ, 0, map[int]bool{0: true, 1: true}, checkList...),
			wait("certificates"), key(" "), settle), node...),
		needs(ask("inquirer2-password", "inquirer2", token, want(modes.Password, "Relay API token", ""), wait("API token")), node...),
		needs(ask("inquirer2-password-typed", "inquirer2", token, want(modes.Password, "Relay API token", ""),
			wait("API token"), step{text: "s3cret", secret: true}, settle), node...),

		// typed-prompts, over its own inquirer 1: a numbered list over
		// "Answer:" (also with 2 typed), an expand of keys with y the
		// default, a yes/no whose default is no.
		needs(ask("typed-prompts-rawlist", "typed-prompts", rawlist, mirrors(0), wait("Answer:")), node...),
		needs(ask("typed-prompts-rawlist-typed", "typed-prompts", rawlist, mirrors(1), wait("Answer:"), typing("2"), settle), node...),
		needs(ask("typed-prompts-expand", "typed-prompts", expand, conflict, wait("(Yadh)")), node...),
		needs(ask("typed-prompts-confirm", "typed-prompts", confirm, yesNo("Keep a backup of the old relay.conf?", "no"), wait("(y/N)")), node...),

		// email-prompt-ts: an e-mail address (also typed up to its
		// domain, the rest of it suggested in grey); minimal-password-
		// prompt: a passphrase, nothing echoed; prompt-lite: a line
		// with its default in brackets (also with a host typed).
		needs(ask("email-prompt-ts", "email-prompt-ts", email, want(modes.Text, "Enter your email:", ""), wait("your email")), node...),
		needs(ask("email-prompt-ts-typed", "email-prompt-ts", email, want(modes.Text, "Enter your email:", "…"),
			wait("your email"), typing("relay@gm"), settle), node...),
		needs(ask("minimal-password-prompt", "minimal-password-prompt", passphrase, want(modes.Password, "Vault passphrase:", ""),
			wait("passphrase")), node...),
		needs(ask("prompt-lite", "prompt-lite", lite, want(modes.Text, "…Relay host:", "relay.local"), wait("relay.local")), node...),
		needs(ask("prompt-lite-typed", "prompt-lite", lite, want(modes.Text, "…Relay host:", "relay.local"),
			wait("relay.local"), typing("relay.example.org"), settle), node...),

		// select-version-cli: a release's versions drawn on standard
		// error (also moved two down).
		needs(ask("select-version-cli", "select-version-cli", version, versions(0), wait("prerelease")), node...),
		needs(ask("select-version-cli-moved", "select-version-cli", version, versions(2), wait("prerelease"), key("<down>"), key("<down>"), settle), node...),

		// create-video: its templates (also moved), TailwindCSS's
		// toggle with Yes underlined (also moved to No).
		needs(ask("create-video-template", "create-video", video, templates(0), wait("Code Hike")), node...),
		needs(ask("create-video-template-moved", "create-video", video, templates(1), wait("Code Hike"), key("<down>"), settle), node...),
		needs(ask("create-video-tailwind", "create-video", video, want(modes.Confirm, "Add TailwindCSS?", "", "No", ">Yes"), toTailwind...), node...),
		needs(ask("create-video-tailwind-no", "create-video", video, want(modes.Confirm, "Add TailwindCSS?", "", ">No", "Yes"),
			steps(toTailwind, key("<left>"), settle)...), node...),

		// create-langgraph: where to create the project, then its
		// templates (also moved).
		needs(ask("create-langgraph-where", "create-langgraph", langgraph, want(modes.Text, where, "."), wait(where)), node...),
		needs(ask("create-langgraph-template", "create-langgraph", langgraph,
			graphTemplates(0, "(A simple, minimal chatbot with memory.)"), toGraphTemplate...), node...),
		needs(ask("create-langgraph-template-moved", "create-langgraph", langgraph,
			graphTemplates(1, "(A simple agent that can be flexibly extended to many tools.)"), steps(toGraphTemplate, key("<down>"), settle)...), node...),
	}
}

// TestModesHundredseventh drives the hundredseventh set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredseventh. Whether the classifier reads
// them right is that test's measure, not a failure here.
func TestModesHundredseventh(t *testing.T) {
	captureSet(t, hundredseventhDir, hundredseventhSet())
}
