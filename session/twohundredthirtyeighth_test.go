package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtyeighthDir holds the twohundredthirtyeighth set (issue
// 44, two-hundred-and-thirty-eighth round): live cases of terminal
// programs of the AI era that cannot run here (coding agents asking a
// model that is not here, a chat TUI of agents), imitated by a fixture of
// its own (Debian's python3; termios for the main screen's programs,
// curses for the one on the alternate screen), each drawing what the
// tool draws at one of its moments (its words, layout, boxes, pointers,
// dim hints, colours, cursor and terminal modes, from its documentation,
// source and published screenshots): LLxprt Code (Ink on the main
// screen: its welcome and input box with a placeholder, also typed into,
// a slash menu filtered as typed, its theme picker, at work), OVHcloud's
// SHAI (a ratatui viewport on the main screen: its input box, a command
// to allow under numbered options and a hint row, at work; `shai auth`:
// a provider picker and an API key masked), Stakpak's agent (an API key
// masked, its input box, its slash menu filtered, a plan at work),
// mini-swe-agent's `mini` (a task asked, a command to execute, at work),
// bosun's kwaak (its chat, input and help on the alternate screen, at
// work) and Code Puppy (its first-run questions, its prompt, an edit's
// diff to approve, the prompt again after it). None of them is named by
// any other test, table, fixture or doc of agentty. Each case's label
// says what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const twohundredthirtyeighthDir = "../testdata/modes-twohundredthirtyeighth"

// twohundredthirtyeighthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredthirtyeighthScript = setFixtures("twohundredthirtyeighth").script

// twohundredthirtyeighthSet is the twohundredthirtyeighth set. Labels
// say what a person reads on the screen: a question is its words without
// the notation of its answers; an option's label is its words without
// the pointer or the bullet before them (its number given as its key).
func twohundredthirtyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	// running is a case of a tool at work, drawing, no question asked.
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
	like := func(tool string) opener {
		return twohundredthirtyeighthScript(py, "py/twohundredthirtyeighth_demo.py", tool)
	}
	llxprt := like("llxprt")
	shai := like("shai")
	shaiAuth := like("shai-auth")
	stakpak := like("stakpak")
	mini := like("mini")
	kwaak := like("kwaak")
	puppy := like("puppy")
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	theme := func(h int) *modes.Prompt {
		return pick("Select Theme", h, "1|ANSI Dark", "2|Atom One Dark", "3|Ayu Dark", "4|Default Dark",
			"5|Dracula Dark", "6|GitHub Dark", "7|Green Screen Dark", "8|Shades Of Purple Dark")
	}
	allow := func(h int) *modes.Prompt {
		return pick("Allow SHAI to run this command?", h, "1|Yes", "2|Yes, and don't ask again this session",
			"3|No, tell SHAI what to do instead")
	}
	stakpakKey := want(modes.Password, "Enter your API key:", "")
	task := want(modes.Text, "What do you want to do?", "")
	const (
		llxprtBox    = "Type your message or @path"
		shaiBox      = "Ask SHAI anything"
		providers    = "Select a provider"
		stakpakBox   = "Type your message or / for"
		miniTask     = "What do you want to do?"
		kwaakWelcome = "Your agents are ready"
		puppyName    = "name the puppy?"
	)
	toTheme := []step{wait(llxprtBox), typed("/theme", "Select Theme"), settle}
	toAllow := []step{wait(shaiBox), typed("run the tests", "Allow SHAI to run"), settle}
	toKey := []step{wait("Enter your API key:"), settle}
	toStakpak := steps(toKey, []step{{text: "sk-stak-0123456789", secret: true, enter: true, expect: stakpakBox, timeout: setSlow}, settle})
	toExecute := []step{wait(miniTask), typed("fix the failing test in tests/test_relay.py", "Execute?"), settle}
	toOwner := []step{wait(puppyName), typed("Biscuit", "knows its owner"), settle}
	toPuppy := steps(toOwner, []step{typed("Ada", ">>>"), settle})
	toEdit := steps(toPuppy, []step{typed("add a docstring to main in app.py", "[y/n]:"), settle})
	return []corpusCase{
		// llxprt-like (LLxprt Code, Vybestack's agent; Ink on the main
		// screen, raw, the cursor hidden): its block-letter banner in
		// blue to magenta, `Tips for getting started:` and four tips,
		// an input box `>` with a reverse-video cell and a dim `Type
		// your message or @path/to/file` placeholder (also typed into),
		// a foot row of the folder, `no sandbox` and the model (a REPL
		// for tasks); with `/t` typed, the box holds `/t` over three
		// commands and their descriptions, the first in magenta (still
		// the REPL's line); `/theme` entered, a box of `> Select Theme`
		// and eight numbered themes, `●` on the first (also moved to the
		// second), an `Apply To` list, a preview box and `(Use Enter to
		// select, Tab to change focus)` (a select); after a task a
		// magenta spinner `Counting electrons... (esc to cancel, Ns)`
		// over the empty input box (at work, no question).
		needs(is(modes.REPL, "llxprt-like", "llxprt-like", llxprt, wait(llxprtBox), settle), py),
		needs(is(modes.REPL, "llxprt-like-typed", "llxprt-like", llxprt, wait(llxprtBox), typing("explain main.go"), settle), py),
		needs(is(modes.REPL, "llxprt-like-slash", "llxprt-like", llxprt, wait(llxprtBox),
			step{text: "/t", expect: "change the theme", timeout: setSlow}, settle), py),
		needs(ask("llxprt-like-theme", "llxprt-like", llxprt, theme(0), toTheme...), py),
		needs(ask("llxprt-like-theme-moved", "llxprt-like", llxprt, theme(1), steps(toTheme, []step{down, settle})...), py),
		needs(running("llxprt-like-working", "llxprt-like", llxprt, wait(llxprtBox), typed("explain main.go", "esc to cancel")), py),

		// shai-like (OVHcloud's SHAI; a ratatui viewport on the main
		// screen, raw, the cursor at the input): a magenta welcome box
		// (`✻ SHAI v0.1.6 the OVHcloud coding agent`, provider, model,
		// folder) over an input box `> Ask SHAI anything, or / for
		// commands` (dim) and `? for shortcuts` under it (a REPL for
		// tasks); after `run the tests` a yellow `bash` box of `cargo
		// test --workspace` over `Allow SHAI to run this command?`,
		// three numbered options under a `›` pointer and `↑/↓ select ·
		// enter confirm · esc cancel` (a select, also moved); allowed,
		// `✓ bash(cargo test --workspace) allowed` and a spinner
		// `Running cargo test --workspace… (Ns · esc to interrupt)` (at
		// work, no question). `shai auth`: `Select a provider` over
		// three providers under a `›` pointer and a hint row (a select);
		// the first picked, `API key for OVHcloud AI Endpoints: ` with
		// each key shown as `•` (a password prompt, typed into).
		needs(is(modes.REPL, "shai-like", "shai-like", shai, wait(shaiBox), settle), py),
		needs(ask("shai-like-allow", "shai-like", shai, allow(0), toAllow...), py),
		needs(ask("shai-like-allow-moved", "shai-like", shai, allow(1), steps(toAllow, []step{down, settle})...), py),
		needs(running("shai-like-running", "shai-like", shai, steps(toAllow, []step{key("<enter>", "Running cargo test")})...), py),
		needs(ask("shai-like-provider", "shai-like", shaiAuth,
			pick("Select a provider", 0, "OVHcloud AI Endpoints", "OpenRouter", "Custom endpoint"), wait(providers), settle), py),
		needs(ask("shai-like-key-typed", "shai-like", shaiAuth, want(modes.Password, "API key for OVHcloud AI Endpoints:", ""),
			wait(providers), key("<enter>", "API key for"), step{text: "ovh-0123456789abcdef", secret: true, timeout: setSlow}, settle), py),

		// stakpak-like (Stakpak's DevOps agent; ratatui on the main
		// screen, the cursor shown): `Welcome to Stakpak!`, where to get
		// a key, `Enter your API key: ` with each key shown as `*` (a
		// password prompt, at first and typed into); saved, its block
		// letters, profile and model over a square box `→ Type your
		// message or / for commands` (dim) and a hint row (a REPL for
		// tasks); with `/s` typed, three commands under it, the first in
		// reverse video (still the REPL's line); after a task a `Plan`
		// of four boxes, the first ticked, over a spinner `Building the
		// relay-api image… (Ns · esc to cancel)` (at work, no question).
		needs(ask("stakpak-like-key", "stakpak-like", stakpak, stakpakKey, toKey...), py),
		needs(ask("stakpak-like-key-typed", "stakpak-like", stakpak, stakpakKey,
			steps(toKey, []step{{text: "sk-stak-0123456789", secret: true, timeout: setSlow}, settle})...), py),
		needs(is(modes.REPL, "stakpak-like", "stakpak-like", stakpak, toStakpak...), py),
		needs(is(modes.REPL, "stakpak-like-slash", "stakpak-like", stakpak,
			steps(toStakpak, []step{{text: "/s", expect: "show account status", timeout: setSlow}, settle})...), py),
		needs(running("stakpak-like-plan", "stakpak-like", stakpak, steps(toStakpak, []step{typed("deploy the api", "esc to cancel")})...), py),

		// mini-like (mini-swe-agent's `mini`; rich's rules and
		// prompt_toolkit's line on the main screen, the cursor shown):
		// its greeting and config line, `What do you want to do?` in
		// yellow over `> ` and a reverse-video toolbar (a text question,
		// at first and typed into); the task entered, rules for System,
		// User and `mini-swe-agent (step 1, $0.00):`, a THOUGHT and a
		// bash block, then under a `User:` rule `Execute? Enter to
		// confirm, or Type a comment/command (/h for available
		// commands)` over `> ` (a confirm whose answer is Enter);
		// confirmed, the observation and a spinner `Waiting for the LM
		// to respond...` (at work, no question).
		needs(ask("mini-like-task", "mini-like", mini, task, wait(miniTask), settle), py),
		needs(ask("mini-like-task-typed", "mini-like", mini, task, wait(miniTask), typing("fix the failing test"), settle), py),
		needs(ask("mini-like-execute", "mini-like", mini, want(modes.Confirm, "Execute?", "", "<enter>|confirm"), toExecute...), py),
		needs(running("mini-like-working", "mini-like", mini, steps(toExecute, []step{key("<enter>", "step 2")})...), py),

		// kwaak-like (bosun's kwaak; curses on the alternate screen, the
		// cursor hidden): a tab row (`Chats` in reverse video, `Logs`),
		// a `Chats` pane (`> ● Chat 1 (ready)`), a `Chat 1` pane with
		// its welcome, an `Input` box with a dim `Type a message, or
		// /help for commands` and a row of keys at the foot (a TUI, at
		// first and with a question typed into the input); after `/help`
		// its commands listed in the chat pane (a TUI); after a
		// question, `(running)`, a spinner in the chats pane and `Agent
		// is working… (Ns)` in the chat (at work, no question).
		needs(is(modes.TUI, "kwaak-like", "kwaak-like", kwaak, wait(kwaakWelcome), settle), py),
		needs(is(modes.TUI, "kwaak-like-typed", "kwaak-like", kwaak, wait(kwaakWelcome), typing("how is the relay configured?"), settle), py),
		needs(is(modes.TUI, "kwaak-like-help", "kwaak-like", kwaak, wait(kwaakWelcome), typed("/help", "/diff pull"), settle), py),
		needs(running("kwaak-like-working", "kwaak-like", kwaak, wait(kwaakWelcome), typed("how is the relay configured?", "Agent is working")), py),

		// puppy-like (Code Puppy; lines read cooked, echoed, on the main
		// screen): `🐶 Welcome to Code Puppy! Let's get you set up.`
		// over `🐶 What should we name the puppy? ` (a text question);
		// named, `👤 What's your name (so Biscuit knows its owner)? ` (a
		// text question); answered, its block letters, `Biscuit is
		// ready, Ada!` with the model and `>>> ` (a REPL for tasks);
		// after a task, `AGENT REASONING`, a yellow `EDIT FILE: app.py`
		// box of a diff adding a docstring, then `Apply this change to
		// app.py? [y/n]: ` (a yes/no, no default); answered y, `✓ Edited
		// app.py` over `>>> ` again (the REPL).
		needs(ask("puppy-like-name", "puppy-like", puppy, want(modes.Text, "What should we name the puppy?", ""), wait(puppyName), settle), py),
		needs(ask("puppy-like-owner", "puppy-like", puppy, want(modes.Text, "What's your name (so Biscuit knows its owner)?", ""), toOwner...), py),
		needs(is(modes.REPL, "puppy-like", "puppy-like", puppy, toPuppy...), py),
		needs(ask("puppy-like-edit", "puppy-like", puppy, yesNo("Apply this change to app.py?", ""), toEdit...), py),
		needs(is(modes.REPL, "puppy-like-edited", "puppy-like", puppy, steps(toEdit, []step{typed("y", "Edited app.py"), settle})...), py),
	}
}

// TestModesTwohundredthirtyeighth drives the twohundredthirtyeighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtyeighth(t *testing.T) {
	captureSet(t, twohundredthirtyeighthDir, twohundredthirtyeighthSet())
}
