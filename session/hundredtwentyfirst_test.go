package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentyfirstDir holds the hundredtwentyfirst set (issue 44,
// hundred-and-twenty-first round): live cases of AI coding agents and
// LLM command-line tools imitated by a fixture of its own (Letta Code,
// Augment's auggie, Codebuff, Kimi CLI, Atlassian's Rovo Dev CLI and
// Plandex), each drawing, on the main screen with the terminal raw and
// without echo, what a tool that cannot run here draws at one of its
// moments (its words, layout, rounded Ink boxes, numbered options under
// a `❯` pointer, dim hints, colours, cursor and terminal modes, from its
// documentation, source and published screenshots), none of them named
// by any other test, table, fixture or doc of agentty: a first run's
// login method menu and trust-this-folder question, permission prompts
// over a command, input boxes at rest and typed into, a slash-command
// menu open under the box, a setup's platform and model pickers and its
// API key, a model pack picker, and an agent at work (a spinner, no
// prompt). Each case's label was written from what the imitated tool
// means to a person and committed before its screen was captured.
const hundredtwentyfirstDir = "../testdata/modes-hundredtwentyfirst"

// hundredtwentyfirstScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredtwentyfirstScript = setFixtures("hundredtwentyfirst").script

// hundredtwentyfirstSet is the hundredtwentyfirst set. Labels say what a
// person reads on the screen.
func hundredtwentyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	like := func(args ...string) opener {
		return hundredtwentyfirstScript(py, "py/hundredtwentyfirst_demo.py", args...)
	}
	letta := like("letta")
	auggie := like("auggie")
	codebuff := like("codebuff")
	kimi := like("kimi")
	rovodev := like("rovodev")
	plandex := like("plandex")
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}
	connect := func(h int) *modes.Prompt {
		return pick(modes.Select, "How would you like to connect?", h,
			"1|Log in to Letta Cloud", "2|Use a Letta API key", "3|Connect to a self-hosted Letta server")
	}
	proceed := func(h int) *modes.Prompt {
		return pick(modes.Select, "Do you want to proceed?", h, "1|Yes",
			"2|Yes, and don't ask again for ls commands in this project", "3|No, and tell Letta what to do differently (esc)")
	}
	platforms := func(h int) *modes.Prompt {
		return pick(modes.Select, "Select the API platform", h,
			"1|Kimi For Coding", "2|Moonshot AI Open Platform (moonshot.ai)", "3|Moonshot AI 开放平台 (moonshot.cn)")
	}
	allow := func(h int) *modes.Prompt {
		return pick(modes.Select, "Rovo Dev wants to run this command. Allow it?", h,
			"1|Allow (once)", "2|Allow (session)", "3|Deny (once)", "4|Deny (session)")
	}
	packs := func(h int) *modes.Prompt {
		return pick(modes.Select, "Select a model pack:", h,
			"daily-driver", "reasoning", "strong", "cheap", "oss", "gemini-planner", "o3-planner", "anthropic")
	}
	const connectQ, lettaBox, trust, auggieBox, codebuffBox, platform, pack = "How would you like to connect?", "? for shortcuts",
		"Do you trust the files", "/ for commands", "Enter to send", "Select the API platform", "Select a model pack"
	logged := []step{wait(connectQ), enter(lettaBox)}
	asked := steps(logged, []step{typed("list the files", "Do you want to proceed?")})
	trusted := []step{wait(trust), enter(auggieBox)}
	keyed := []step{wait(platform), enter("API key:")}
	return []corpusCase{
		// Letta Code (Ink, the main screen): its first run's login
		// method menu (numbered, `❯` on the first; also moved), then its
		// input box at rest (a dim placeholder after `> `) and typed
		// into, and after a message the command it wants to run in a
		// box with `Do you want to proceed?`, three numbered options and
		// `Esc to cancel` (also moved).
		needs(ask("letta-like-login", "letta-like", letta, connect(0), wait(connectQ)), py),
		needs(ask("letta-like-login-moved", "letta-like", letta, connect(1), wait(connectQ), down, settle), py),
		needs(is(modes.REPL, "letta-like", "letta-like", letta, steps(logged, []step{settle})...), py),
		needs(is(modes.REPL, "letta-like-typed", "letta-like", letta,
			steps(logged, []step{{text: "list the files", timeout: setSlow}, settle})...), py),
		needs(ask("letta-like-bash", "letta-like", letta, proceed(0), steps(asked, []step{settle})...), py),
		needs(ask("letta-like-bash-moved", "letta-like", letta, proceed(1), steps(asked, []step{down, settle})...), py),

		// Augment's auggie (Ink, the main screen): its first run's
		// `Do you trust the files in this folder?` in a yellow box over
		// two numbered options, then its input box at rest and, with
		// `/` typed, its slash commands listed under the box: still the
		// agent's input line, the commands offered to complete it.
		needs(ask("auggie-like-trust", "auggie-like", auggie,
			pick(modes.Select, "Do you trust the files in this folder?", 0, "1|Yes, proceed", "2|No, exit"), wait(trust)), py),
		needs(is(modes.REPL, "auggie-like", "auggie-like", auggie, steps(trusted, []step{settle})...), py),
		needs(is(modes.REPL, "auggie-like-slash", "auggie-like", auggie,
			steps(trusted, []step{{text: "/", expect: "Start a new conversation", timeout: setSlow}, settle})...), py),

		// Codebuff (Ink, the main screen): its input box at rest and
		// typed into, and after a message the agent at work: a braille
		// spinner, `Thinking…` and the seconds counted, no prompt.
		needs(is(modes.REPL, "codebuff-like", "codebuff-like", codebuff, wait(codebuffBox), settle), py),
		needs(is(modes.REPL, "codebuff-like-typed", "codebuff-like", codebuff, wait(codebuffBox),
			step{text: "fix the bug in notes.txt", timeout: setSlow}, settle), py),
		needs(corpusCase{name: "codebuff-like-working", program: "codebuff-like", open: codebuff,
			steps: []step{wait(codebuffBox), typed("fix the bug in notes.txt", "esc to interrupt")},
			mode:  modes.REPL, state: Running}, py),

		// Kimi CLI's /setup (raw, the main screen): its API platforms
		// numbered under a `❯` pointer (also moved), its API key
		// (empty, then typed and masked with `*`) and its models.
		needs(ask("kimi-like-platform", "kimi-like", kimi, platforms(0), wait(platform)), py),
		needs(ask("kimi-like-platform-moved", "kimi-like", kimi, platforms(1), wait(platform), down, settle), py),
		needs(ask("kimi-like-api-key", "kimi-like", kimi, want(modes.Password, "Enter your API key:", ""), steps(keyed, []step{settle})...), py),
		needs(ask("kimi-like-api-key-typed", "kimi-like", kimi, want(modes.Password, "Enter your API key:", ""),
			steps(keyed, []step{{text: "sk-kimi", expect: "*******", timeout: setSlow}, settle})...), py),
		needs(ask("kimi-like-model", "kimi-like", kimi,
			pick(modes.Select, "Select the model", 0, "1|kimi-for-coding", "2|kimi-k2-turbo-preview", "3|kimi-k2-0905-preview", "4|kimi-latest"),
			steps(keyed, []step{typed("sk-kimi-relay", "Select the model"), settle})...), py),

		// Rovo Dev CLI (the main screen): the command it wants to run in
		// a box, `Rovo Dev wants to run this command. Allow it?` and
		// four numbered choices under a `❯` pointer (also moved).
		needs(ask("rovodev-like", "rovodev-like", rovodev, allow(0), wait("Allow it?")), py),
		needs(ask("rovodev-like-moved", "rovodev-like", rovodev, allow(1), wait("Allow it?"), down, settle), py),

		// Plandex's model pack picker (a survey list, the main screen):
		// `? Select a model pack:` over eight packs, `>` on the first
		// (also moved twice).
		needs(ask("plandex-like", "plandex-like", plandex, packs(0), wait(pack)), py),
		needs(ask("plandex-like-moved", "plandex-like", plandex, packs(2), wait(pack), down, down, settle), py),
	}
}

// TestModesHundredtwentyfirst drives the hundredtwentyfirst set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwentyfirst. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredtwentyfirst(t *testing.T) {
	captureSet(t, hundredtwentyfirstDir, hundredtwentyfirstSet())
}
