package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfiftyseventhDir holds the twohundredfiftyseventh set (issue
// 44, two-hundred-and-fifty-seventh round): live cases of terminal
// programs of the AI era that cannot run here (no model, no key, no
// server), imitated by a fixture of its own (Debian's python3 and its
// termios, frames redrawn in place on the main screen as Ink, clack,
// inquirer, prompt_toolkit and ratatui's inline viewport redraw theirs,
// and one on the alternate screen with curses; keys read one at a time,
// raw, not echoed), each drawing what the real program draws at its
// moments (its words, layout, colours, boxes, pointers, dim hints and
// cursor, from its documentation, source and published screenshots):
// OpenClaw's onboarding wizard (its security note and risk confirm, also
// moved, its mode and provider lists, its masked API key, installing its
// gateway), TunaCode's coding agent (its banner and prompt with a
// placeholder, typed into, its slash menu filtered as typed, thinking,
// a diff to approve with numbered options, applied), Task Master's model
// set-up (the main model's list, moved, the research model's list after
// it) and its parsing of a PRD at work, OpenSpec's init (its checklist of
// AI tools, ticked, creating its structure), PAR LLAMA's manager of local
// models on the alternate screen (its grid of models, moved, a delete to
// confirm, its chat input typed into) and VT Code's agent (its workspace
// trust dialog, moved, its prompt, its slash commands filtered as typed,
// its theme picker, a plan at work). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty. Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const twohundredfiftyseventhDir = "../testdata/modes-twohundredfiftyseventh"

// twohundredfiftyseventhScript runs a tool of the set's Python fixture
// with Debian's python3, over a home holding notes.txt and long.txt.
func twohundredfiftyseventhScript(args ...string) opener {
	return setFixtures("twohundredfiftyseventh").script(pythonPath, "py/twohundredfiftyseventh_agents.py", args...)
}

// twohundredfiftyseventhSet is the twohundredfiftyseventh set. Labels say
// what a person reads on the screen: an agent's prompt for tasks on the
// main screen is a REPL's (a line being typed into it, or its slash
// commands' menu under or over it, included), a manager of models on the
// alternate screen a full-screen program; a list whose highlighted entry
// Enter picks is a select, a checklist a multiselect, numbered answers
// typed on a line a choice, a secret shown masked a password; a tool at
// work, a spinner turning and no question, is running.
func twohundredfiftyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a tool at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// openclaw-like (OpenClaw's `openclaw onboard`, Peter Steinberger's
	// assistant; clack's prompts on the main screen, the cursor hidden):
	// `🦞 OpenClaw 2026.1.29 (3f2a9c1) — Your own personal AI
	// assistant.`, `┌  OpenClaw onboarding` in reverse video, a `◇
	// Security` note box (`Security warning — please read.` and its
	// advice), then a cyan `◆  I understand this is powerful and
	// inherently risky. Continue?` over `│  ○ Yes / ● No` (No's dot
	// green) and `└` (a confirm, No highlighted; moved left, Yes
	// highlighted); Yes entered, the answer kept dim under a green `◇`
	// and `◆  Onboarding mode` over `● QuickStart (Configure details
	// later via openclaw configure.)` and a dim `○ Manual` (a select,
	// QuickStart highlighted); entered, a `QuickStart` note box (gateway
	// port, bind, auth, Tailscale) and `◆  Model/auth provider` over
	// seven providers (a select, moved down to Anthropic, its hint
	// `(setup-token + API key)` after it); entered, `◆  Enter Anthropic
	// API key` over a line of `▪` a typed character and a reverse-video
	// cursor (a password prompt, a key typed); entered, `◒  Installing
	// Gateway service…` turning (at work, no question).
	openclaw := twohundredfiftyseventhScript("openclaw")
	const risky = "I understand this is powerful and inherently risky. Continue?"
	providers := []string{"OpenAI", "Anthropic", "MiniMax", "Moonshot AI", "Google", "OpenRouter", "Skip for now"}
	atRisk := []step{wait("Continue?"), settle}
	toMode := then(atRisk, key("<left>", ""), settle, key("<enter>", "Onboarding mode"), settle)
	toProvider := then(toMode, key("<enter>", "Model/auth provider"), settle)
	toKey := then(toProvider, down, settle, key("<enter>", "Enter Anthropic API key"), settle)
	withKey := then(toKey, step{text: "sk-ant-relay-0042", secret: true, timeout: setSlow}, settle)

	// tunacode-like (TunaCode, alchemiststudiosDOTai's coding agent once
	// geekforbrains' sidekick; rich's output and prompt_toolkit's prompt
	// on the main screen): a cyan block-letter banner, `AI-powered
	// development assistant  v0.0.76`, `● Model: openai:gpt-4.1 ●
	// Context: 0/200k ● Plan mode: off`, a yellow `⚠ Caution:` line and
	// a dim line of hints, then a cyan `>` and a dim `Ask anything, / for
	// commands, @ for files`, the cursor after `> `, and a reverse-video
	// toolbar `openai:gpt-4.1 │ ~/relay │ Esc+Enter newline │ Ctrl+C
	// twice exits` some rows under it (a REPL for tasks, at first and
	// with a request typed); `/mo` typed, a completion menu of one row
	// under it, `/model` on grey and `Switch model (/model
	// <provider:name>)` on a darker grey (the REPL's line); a request
	// entered, `⠋ Thinking...` turning under it (at work, no question);
	// then `● Tool(read_file) relay/server.py (38 lines)`, a yellow box
	// `🔧 update_file` of `File: relay/server.py` and a diff (its hunk
	// header cyan, four added lines green), `1. Yes (default)`, `2. Yes,
	// and don't ask again for commands like this`, `3. No, and tell
	// TunaCode what to do differently` and `Choose an option [1/2/3]
	// (1): `, read cooked (a choice of three numbered answers, the
	// default 1); 1 entered, `✓ Updated relay/server.py (+4 −0)`, two
	// lines of answer and the prompt with its placeholder and toolbar
	// again (the REPL).
	tunacode := twohundredfiftyseventhScript("tunacode")
	const healthz = "add a /healthz route to the relay"
	atTuna := []step{wait("Ctrl+C twice exits"), settle}
	toUpdate := then(atTuna, typed(healthz, "Choose an option"), settle)
	update := want(modes.Choice, "Choose an option", "1", "1|Yes", "2|Yes, and don't ask again for commands like this",
		"3|No, and tell TunaCode what to do differently")

	// taskmaster-like (Task Master, Eyal Toledano's task planner for
	// agents; figlet's banner, boxen and inquirer on the main screen, the
	// cursor hidden): a cyan `Task Master` banner, `by
	// https://x.com/eyaltoledano`, a box `Version: 0.27.1   Project:
	// relay`, `Starting interactive model setup...`, then a green `?`,
	// the bold `Select the main model for generation/updates:` and a dim
	// `(Use arrow keys)` over seven models (provider / model and cost),
	// the highlighted one cyan after `❯`, and a dim `(Use arrow keys to
	// reveal more choices)` (a select, at first and moved down twice);
	// entered, `✔ Select the main model…: openai / gpt-4o ($2.5/$10)`
	// and `? Select the research model:` over five models (a select);
	// with `parse-prd`, a box `Parsing PRD file: .taskmaster/docs/prd.txt`,
	// `⠋ Parsing PRD and generating tasks...` turning and a progress bar
	// `Tasks N/10 |██░░…| N% | ⏱ 00:SS | Tokens (I/O): …` (at work, no
	// question).
	taskModels := twohundredfiftyseventhScript("taskmaster", "models")
	taskParse := twohundredfiftyseventhScript("taskmaster", "parse")
	const mainQ = "Select the main model for generation/updates:"
	mainModels := []string{"anthropic / claude-sonnet-4-20250514 (current)", "anthropic / claude-opus-4-20250514 ($15/$75)",
		"openai / gpt-4o ($2.5/$10)", "openai / o3 ($2/$8)", "google / gemini-2.5-pro ($1.25/$10)",
		"xai / grok-3 ($3/$15)", "ollama / qwen3:14b (local)"}
	researchModels := []string{"perplexity / sonar-pro (current)", "perplexity / sonar ($1/$1)",
		"perplexity / sonar-reasoning-pro ($2/$8)", "openai / gpt-4o-search-preview ($2.5/$10)", "xai / grok-3 ($3/$15)"}
	atModels := []step{wait("reveal more choices"), settle}
	modelsMoved := then(atModels, down, down, settle)

	// openspec-like (OpenSpec's `openspec init`, Fission AI's spec tool
	// for coding agents; on the main screen, the cursor hidden): a bold
	// block-letter banner, `Welcome to OpenSpec!`, a dim `Step 1/2`, the
	// bold `Which AI tools do you use?` and a dim `Space to toggle · ↑/↓
	// to move · Enter to continue` over eight tools, each after a `[ ]`
	// box, the highlighted one cyan and bold after a cyan `▌` (a
	// multiselect, at first; Claude Code and Cursor ticked, `[x]` green,
	// the cursor on Cursor); entered, `✔ Which AI tools do you use?
	// Claude Code, Cursor` and `⠋ Creating OpenSpec structure...`
	// turning (at work, no question).
	openspec := twohundredfiftyseventhScript("openspec")
	const toolsQ = "Which AI tools do you use?"
	specTools := []string{"Claude Code", "Cline", "Cursor", "Codex", "GitHub Copilot", "Windsurf", "Kilo Code",
		"AGENTS.md (for other tools)"}
	atSpec := []step{wait("Enter to continue"), settle}
	space := step{keys: "<space>"}
	specTicked := then(atSpec, space, settle, down, down, settle, space, settle)

	// parllama-like (PAR LLAMA, Paul Robello's Textual manager of local
	// models and chats; the alternate screen, the cursor hidden): a blue
	// header `⭘  PAR LLAMA v0.3.24  09:41:07`, tabs `Local Site Chat
	// Prompts Tools Create Options Logs` (Local yellow and underlined), a
	// dim `Filter local models` box and six model cards in two columns
	// (name, params, quant, size, modified), the focused one's border
	// cyan and bold, and a footer of keys (`^q Quit f1 Help ^d Delete ^p
	// Pull …`) (a full-screen program, at first and moved right to
	// qwen2.5-coder:7b); Ctrl-D opens a red modal box `Delete model`,
	// `Delete qwen2.5-coder:7b?` over two buttons `Yes` and `No`, No
	// focused (a confirm, No highlighted); Tab to Chat, `Provider [
	// Ollama ▼ ] Model [ llama3.2:latest ▼ ]`, `Start a conversation
	// with the model below.` and a cyan box with the dim `Chat with AI`,
	// the cursor in it, typed into (a full-screen program).
	parllama := twohundredfiftyseventhScript("parllama")
	atLocal := []step{wait("Filter local models"), settle}
	localMoved := then(atLocal, key("<right>", ""), settle)

	// vtcode-like (VT Code, Vinh Nguyen's coding agent; ratatui's inline
	// viewport on the main screen): a yellow box `Workspace Trust`, `Do
	// you trust the files in this workspace?`, `~/relay` in cyan, two
	// lines of what trust allows, `▶ 1. Trust this workspace (full
	// auto)` bold cyan, `2. Trust with tools policy (ask before edits
	// and commands)`, `3. Quit`, and a dim hint row `↑↓ select · Enter
	// confirm · 1-3 choose · Esc quit` under it (a select of numbered
	// entries, at first and moved down to 2); entered, a cyan box `VT
	// Code v0.43.2` (model, workspace and trust, a dim line of hints)
	// over a grey input box `❯ Implement {feature}...` (the placeholder
	// dim, the cursor after `❯ `) and a dim status row (a REPL for
	// tasks); `/th` typed, a box `Slash commands` over the input of one
	// row `/theme   Switch the UI theme` in reverse video (the REPL's
	// line); entered, a box `Select theme` of six themes, `▶ Ciapre Dark
	// (current)` bold cyan, and a dim `↑↓ move · Enter apply · Esc
	// cancel` (a select); a request entered, `❯ add a /healthz route`,
	// `• Updated Plan` over three `☐` steps, the first cyan, and `⠋
	// Thinking · Ns · Esc to interrupt` turning over the empty input box
	// (at work, no question).
	vtcode := twohundredfiftyseventhScript("vtcode")
	trust := []string{"1|Trust this workspace (full auto)", "2|Trust with tools policy (ask before edits and commands)", "3|Quit"}
	const trustQ = "Do you trust the files in this workspace?"
	atTrust := []step{wait("Esc quit"), settle}
	atVT := then(atTrust, down, settle, key("<enter>", "Implement {feature}"), settle)
	toThemes := then(atVT, typing("/th"), settle, key("<enter>", "Select theme"), settle)
	themes := []string{"Ciapre Dark (current)", "Ciapre Blue", "Solarized Dark", "Solarized Light", "Gruvbox Dark", "Tomorrow Night"}

	return []corpusCase{
		// openclaw-like: the risk confirm (also moved), the mode, the
		// provider (moved), the masked key, installing.
		needs(ask("openclaw-like", "openclaw-like", openclaw, want(modes.Confirm, risky, "", "Yes", ">No"), atRisk...), py),
		needs(ask("openclaw-like-moved", "openclaw-like", openclaw, want(modes.Confirm, risky, "", ">Yes", "No"),
			then(atRisk, key("<left>", ""), settle)...), py),
		needs(ask("openclaw-like-mode", "openclaw-like", openclaw, pick("Onboarding mode", 0, "QuickStart", "Manual"), toMode...), py),
		needs(ask("openclaw-like-provider-moved", "openclaw-like", openclaw, pick("Model/auth provider", 1, providers...),
			then(toProvider, down, settle)...), py),
		needs(ask("openclaw-like-api-key", "openclaw-like", openclaw, want(modes.Password, "Enter Anthropic API key", ""), withKey...), py),
		needs(running("openclaw-like-installing", "openclaw-like", openclaw,
			then(withKey, key("<enter>", "Installing Gateway service"))...), py),

		// tunacode-like: the prompt (also typed into), its slash menu
		// filtered, thinking, the diff to approve, applied.
		needs(is(modes.REPL, "tunacode-like", "tunacode-like", tunacode, atTuna...), py),
		needs(is(modes.REPL, "tunacode-like-typed", "tunacode-like", tunacode, then(atTuna, typing(healthz), settle)...), py),
		needs(is(modes.REPL, "tunacode-like-slash", "tunacode-like", tunacode,
			then(atTuna, step{text: "/mo", expect: "Switch model", timeout: setSlow}, settle)...), py),
		needs(running("tunacode-like-thinking", "tunacode-like", tunacode, then(atTuna, typed(healthz, "Thinking"))...), py),
		needs(ask("tunacode-like-update", "tunacode-like", tunacode, update, toUpdate...), py),
		needs(is(modes.REPL, "tunacode-like-updated", "tunacode-like", tunacode,
			then(toUpdate, typed("1", "to check it."), settle)...), py),

		// taskmaster-like: the main model's list (also moved), the
		// research model's after it, parsing at work.
		needs(ask("taskmaster-like", "taskmaster-like", taskModels, pick(mainQ, 0, mainModels...), atModels...), py),
		needs(ask("taskmaster-like-moved", "taskmaster-like", taskModels, pick(mainQ, 2, mainModels...), modelsMoved...), py),
		needs(ask("taskmaster-like-research", "taskmaster-like", taskModels, pick("Select the research model:", 0, researchModels...),
			then(modelsMoved, key("<enter>", "Select the research model:"), settle)...), py),
		needs(running("taskmaster-like-parsing", "taskmaster-like", taskParse, wait("Parsing PRD and generating tasks")), py),

		// openspec-like: the checklist (also ticked), creating.
		needs(ask("openspec-like", "openspec-like", openspec, ticks(toolsQ, 0, nil, specTools...), atSpec...), py),
		needs(ask("openspec-like-ticked", "openspec-like", openspec, ticks(toolsQ, 2, map[int]bool{0: true, 2: true}, specTools...),
			specTicked...), py),
		needs(running("openspec-like-creating", "openspec-like", openspec,
			then(specTicked, key("<enter>", "Creating OpenSpec structure"))...), py),

		// parllama-like: the models (also moved), a delete to confirm,
		// the chat typed into.
		needs(is(modes.TUI, "parllama-like", "parllama-like", parllama, atLocal...), py),
		needs(is(modes.TUI, "parllama-like-moved", "parllama-like", parllama, localMoved...), py),
		needs(ask("parllama-like-delete", "parllama-like", parllama, want(modes.Confirm, "Delete qwen2.5-coder:7b?", "", "Yes", ">No"),
			then(localMoved, key("<ctrl-d>", "Delete model"), settle)...), py),
		needs(is(modes.TUI, "parllama-like-chat-typed", "parllama-like", parllama,
			then(atLocal, key("<tab>", "Chat with AI"), settle, typing("write a haiku about health checks"), settle)...), py),

		// vtcode-like: the trust dialog (also moved), the prompt, its
		// slash commands filtered, the theme picker, a plan at work.
		needs(ask("vtcode-like", "vtcode-like", vtcode, want(modes.Select, trustQ, "", append([]string{">" + trust[0]}, trust[1:]...)...),
			atTrust...), py),
		needs(ask("vtcode-like-moved", "vtcode-like", vtcode, want(modes.Select, trustQ, "", trust[0], ">"+trust[1], trust[2]),
			then(atTrust, down, settle)...), py),
		needs(is(modes.REPL, "vtcode-like-prompt", "vtcode-like", vtcode, atVT...), py),
		needs(is(modes.REPL, "vtcode-like-slash", "vtcode-like", vtcode,
			then(atVT, step{text: "/th", expect: "Switch the UI theme", timeout: setSlow}, settle)...), py),
		needs(ask("vtcode-like-themes", "vtcode-like", vtcode, pick("Select theme", 0, themes...), toThemes...), py),
		needs(running("vtcode-like-working", "vtcode-like", vtcode, then(atVT, typed("add a /healthz route", "Updated Plan"))...), py),
	}
}

// TestModesTwohundredfiftyseventh drives the twohundredfiftyseventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfiftyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfiftyseventh(t *testing.T) {
	captureSet(t, twohundredfiftyseventhDir, twohundredfiftyseventhSet())
}
