package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetyseventhDir holds the ninetyseventh set (issue 44, ninety-seventh
// round): live cases of AI coding agents' terminal UIs imitated by a
// fixture of its own, each drawing what an agent that cannot run here
// draws at one of its moments (its words, layout, frames, colours,
// reverse video, cursor and terminal modes, from its documentation,
// source and published screenshots), none of them named by any other
// test, table, fixture or doc of agentty: their idle input boxes and
// prompts, their pickers, their approval questions, a diff to apply, an
// API key. Each case's label was written from what the imitated program
// means to a person and committed before its screen was captured.
const ninetyseventhDir = "../testdata/modes-ninetyseventh"

// ninetyseventhScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var ninetyseventhScript = setFixtures("ninetyseventh").script

// ninetyseventhSet is the ninetyseventh set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func ninetyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(args ...string) opener {
		return ninetyseventhScript(py, "py/ninetyseventh_demo.py", args...)
	}
	aider := like("aider")
	opencode := like("opencode")
	auth := like("opencode-auth")
	crush := like("crush")
	qwen := like("qwen-code")
	cursor := like("cursor-agent")
	kiro := like("kiro")
	cline := like("cline")
	const banner, tips, hint = "Repo-map", "/help for more information", "Plan, search, build anything"
	models := func(highlighted int) *modes.Prompt {
		opts := []string{"Claude Sonnet 4", "Claude Opus 4.1", "GPT-5", "Gemini 2.5 Pro", "Qwen3 Coder"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select model", "", opts...)
	}
	trust := func(highlighted int) *modes.Prompt {
		opts := []string{"1|Trust folder (work)", "2|Trust parent folder (root)", "3|Don't trust (esc)"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Do you trust this folder?", "", opts...)
	}
	approve := func(highlighted int) *modes.Prompt {
		opts := []string{"1|Yes, allow once", "2|Yes, allow always ...", "3|No, suggest changes (esc)"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Allow execution of: 'go'?", "", opts...)
	}
	trusted := []step{wait("Do you trust"), {keys: "<enter>", expect: "Type your message", timeout: setSlow}}
	asked := append(append([]step{}, trusted...), typed("run the tests", "Allow execution"))
	return []corpusCase{
		// aider: its `> ` prompt under the files in the chat (a REPL for
		// messages and /commands), after /tokens, and its questions: a
		// file named in a message, a new file.
		needs(is(modes.REPL, "aider-like", "aider-like", aider, wait(banner)), py),
		needs(is(modes.REPL, "aider-like-after-command", "aider-like", aider, wait(banner), typed("/tokens", "max context window"), settle), py),
		needs(ask("aider-like-add-file", "aider-like", aider,
			want(modes.Choice, "Add file to the chat?", "yes", "y|Yes", "n|No", "a|All", "s|Skip all", "d|Don't ask again"),
			wait(banner), typed("fix the bug in long.txt", "Add file")), py),
		needs(ask("aider-like-new-file", "aider-like", aider, yesNo("Create new file?", "yes"), wait(banner), typed("/new plan.md", "Create new file")), py),

		// opencode: its full-screen TUI with the input box at its foot,
		// its model picker (also moved); `opencode auth login`'s
		// provider list (also moved) and API key.
		needs(is(modes.TUI, "opencode-like", "opencode-like", opencode, wait("enter send")), py),
		needs(ask("opencode-like-models", "opencode-like", opencode, models(0), wait("enter send"), step{keys: "<ctrl-x>m", expect: "Select model", timeout: setSlow}, settle), py),
		needs(ask("opencode-like-models-moved", "opencode-like", opencode, models(1), wait("enter send"), step{keys: "<ctrl-x>m", expect: "Select model", timeout: setSlow}, down, settle), py),
		needs(ask("opencode-like-auth", "opencode-like", auth,
			want(modes.Select, "Select provider", "", ">Anthropic (recommended)", "GitHub Copilot", "OpenAI", "Google", "OpenRouter"), wait("OpenRouter")), py),
		needs(ask("opencode-like-auth-moved", "opencode-like", auth,
			want(modes.Select, "Select provider", "", "Anthropic", ">GitHub Copilot", "OpenAI", "Google", "OpenRouter"), wait("OpenRouter"), down, settle), py),
		needs(ask("opencode-like-api-key", "opencode-like", auth, want(modes.Password, "Enter your API key", ""),
			wait("OpenRouter"), step{keys: "<enter>", expect: "API key", timeout: setSlow}), py),
		needs(ask("opencode-like-api-key-typed", "opencode-like", auth, want(modes.Password, "Enter your API key", ""),
			wait("OpenRouter"), step{keys: "<enter>", expect: "API key", timeout: setSlow}, step{text: "sk-ant", expect: "▪▪▪▪▪▪", timeout: setSlow}), py),

		// crush: its permission dialog over the session (buttons with
		// their keys, the first focused; also tabbed to the second).
		needs(ask("crush-like-permission", "crush-like", crush, want(modes.Choice, "…", "", ">a|Allow", "s|Allow for Session", "d|Deny"), wait("Permission Required")), py),
		needs(ask("crush-like-permission-moved", "crush-like", crush, want(modes.Choice, "…", "", "a|Allow", ">s|Allow for Session", "d|Deny"),
			wait("Permission Required"), step{keys: "<tab>"}, settle), py),

		// qwen-code (Ink, the main screen): its trust-folder select
		// (also moved), its input box idle and typed into, its tool
		// approval (also moved).
		needs(ask("qwen-code-like-trust", "qwen-code-like", qwen, trust(0), wait("Do you trust")), py),
		needs(ask("qwen-code-like-trust-moved", "qwen-code-like", qwen, trust(1), wait("Do you trust"), down, settle), py),
		needs(is(modes.REPL, "qwen-code-like", "qwen-code-like", qwen, append(append([]step{}, trusted...), settle)...), py),
		needs(is(modes.REPL, "qwen-code-like-typed", "qwen-code-like", qwen, append(append([]step{}, trusted...), step{text: "run the tests", timeout: setSlow}, settle)...), py),
		needs(ask("qwen-code-like-approve", "qwen-code-like", qwen, approve(0), append(append([]step{}, asked...), settle)...), py),
		needs(ask("qwen-code-like-approve-moved", "qwen-code-like", qwen, approve(1), append(append([]step{}, asked...), down, settle)...), py),

		// cursor-agent: its input box, and `Run this command?`.
		needs(is(modes.REPL, "cursor-agent-like", "cursor-agent-like", cursor, wait(hint)), py),
		needs(ask("cursor-agent-like-run", "cursor-agent-like", cursor, want(modes.Select, "Run this command?", "", ">y|Run (once)", "n|Skip", "Auto-run everything"),
			wait(hint), typed("run the tests", "Run this command")), py),

		// kiro-cli: its `> ` prompt, its tool approval [y/n/t].
		needs(is(modes.REPL, "kiro-like", "kiro-like", kiro, wait("fuzzy search")), py),
		needs(ask("kiro-like-approve", "kiro-like", kiro, want(modes.Choice, "Allow this action?…", "", "y|yes", "n|no", "t|trust"),
			wait("fuzzy search"), typed("run the tests", "n/t]")), py),

		// cline: a diff to apply, asked (Y/n).
		needs(ask("cline-like-diff", "cline-like", cline, yesNo("Apply these changes to notes.txt?", "yes"), wait("(Y/n)")), py),
	}
}

// TestModesNinetyseventh drives the ninetyseventh set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/ninetyseventh. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesNinetyseventh(t *testing.T) { captureSet(t, ninetyseventhDir, ninetyseventhSet()) }
