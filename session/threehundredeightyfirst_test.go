package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeightyfirstDir holds the threehundredeightyfirst set (issue
// 44, three-hundred-and-eighty-first round): live cases of AI coding
// agents and chat command-line tools that Debian does not package and
// that cannot run here (no model, no key, no network), imitated by a
// fixture of its own (one script run by Debian's python3), each drawing
// what the real tool draws at one of its moments (its words, layout,
// colours, cursor and terminal modes, from its source and documentation
// as known): xiaoxx970's gpt-term (prompt_toolkit lines: the API key
// asked at its first start, a `(y/N)` confirm, its `> ` chat line, the
// completion menu of its slash commands, `/model` asking the model with
// the current one filled in, rich's spinner while ChatGPT thinks),
// fuyufjh's heygpt (rustyline's `user => ` prompt, the answer streamed
// after `assistant => `), dylanjcastillo's shell-genie (rich's cooked
// prompts: the backend among bracketed choices, the OpenAI API key, the
// OS, then `ask`'s command and `Do you want to run the command? [y/n]:`),
// crewAIInc's crewAI CLI (`crewai create crew`: click's numbered
// providers and models, a wrong number, the API key asked; `crewai run`:
// the agent's verbose output and the human feedback asked on its final
// result) and Pythagora's GPT Pilot (its plain console: each question
// after its agent in brackets, its buttons listed as `  [key]: label`
// over a prompt_toolkit `> ` line, a command it asks leave to run). None
// of them, nor their makers, is named by any other test, table, fixture
// or doc of agentty: grepped with `git grep -il` before they were chosen
// were gpt-term, gpt_term, chatgpt-in-terminal, xiaoxx970, heygpt,
// fuyufjh, shell-genie, shell_genie, dylanjcastillo, dylan castillo,
// crewai, crew ai, crewaiinc, joaomdmoura, gpt-pilot, gpt_pilot, gpt
// pilot, pythagora and pythagora-io (found named and left, among others:
// claude, anthropic, aider, codex, openai, gemini, opencode, crush,
// charmbracelet, goose, sourcegraph, cline, roo, continue, cursor, qwen,
// kimi, moonshot, plandex, mentat, gpt-engineer, smol, interpreter (open
// interpreter), sgpt, shell-gpt, simonw, aichat, tgpt, elia, oterm,
// gptme, kilocode, warp, amazon q, kiro, copilot, codebuff, trae, auggie,
// augment, droid, factory, qodo, rovo, atlassian, jules, letta,
// openhands, sweep, tabby, fabric, chatblade, ollama, oatmeal, parllama,
// tenere, aiac, k8sgpt, gorilla, butterfish, yai, loz, ai-shell,
// opencommit, aicommits, ra.aid, nanocoder, code-puppy, cagent, vibe,
// mistral, iflow, blackbox, grok, neovate, kode, hermes, zed, junie,
// codel, vtcode, octofriend, deepagents, langchain, groq, swe-agent,
// lumen, gpt4all, lm studio, llama, mozilla (llamafile), shai, qoder,
// codebuddy, windsurf, tlm, taskmaster, toad, cortex and deepseek). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was committed
// before its screen was captured.
const threehundredeightyfirstDir = "../testdata/modes-threehundredeightyfirst"

// threehundredeightyfirstTool runs one tool of the set's script, with its
// arguments, with Debian's python3 over a home holding notes.txt and
// long.txt.
func threehundredeightyfirstTool(args ...string) opener {
	return setFixtures("threehundredeightyfirst").script(pythonPath, "py/threehundredeightyfirst_agents.py", args...)
}

// threehundredeightyfirstSet is the threehundredeightyfirst set. Labels
// say what a person reads on the screen: a chat's line at its prompt is
// a REPL's, its slash commands' menu under the line too, and a chat
// streaming its answer under the line typed at its prompt is that REPL
// busy; a spinner turning before what the tool is doing, no question, is
// the tool at work; a line asking, the cursor after it or on the row
// under it, is a question (a key, a name, a model or a description typed
// is a text; words listed in brackets to type a choice; a numbered list
// to pick from by its number a select; y and n a yes/no), its default
// where the tool marks one (a capital letter, `(default)`, a value filled
// in); an error over a question asked again asks the same.
func threehundredeightyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// busy is a case of a tool at work, no question asked, in the mode
	// it works in.
	busy := func(mode modes.Mode, name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: mode, state: Running}
	}
	const apiKey = "sk-proj-7Qm2xVb81LcT"

	// gpt-term-like (xiaoxx970's gpt-term, first started with no key in
	// its config; prompt_toolkit lines on the main screen, raw, bracketed
	// paste on): `OpenAI API Key not found, please input: ` (a text, the
	// key echoed as typed); the key entered, `Save API Key to config
	// file? (y/N) ` (a yes/no defaulting to no, one key ends it); n, the
	// dim `Hi, welcome to chat with GPT. Type `/help` to display
	// available commands.` over `> ` (the chat's REPL); `/` typed, a grey
	// completion menu of its slash commands under the line, 16 of 21
	// (/raw, /multi, /stream … /delete) and a scrollbar beside them, none
	// current (still the REPL's line); `/model` entered, a green `OpenAI
	// API model: ` with gpt-3.5-turbo filled in after it, the cursor at
	// its end (a text defaulting to gpt-3.5-turbo); a question entered, a
	// green braille spinner before a bold cyan `ChatGPT is thinking...`,
	// the cursor hidden (at work, no question).
	gt := threehundredeightyfirstTool("gpt-term")
	atKey := []step{wait("please input:"), settle}
	atSave := then(atKey, typed(apiKey, "Save API Key"), settle)
	atChat := then(atSave, typing("n", "welcome to chat"), settle)

	// heygpt-like (fuyufjh's heygpt, `heygpt` with no prompt: its
	// interactive mode; rustyline on the main screen): a bold cyan `user`
	// and ` => ` (the chat's REPL), a question typed after it (the same);
	// entered, a bold green `assistant => ` and the answer streamed word
	// by word after it, wrapping (the REPL busy with the line); answered,
	// `user => ` again under the answer (the REPL).
	hg := threehundredeightyfirstTool("heygpt")
	atUser := []step{wait("user =>"), settle}
	const squash = "how do I squash the last three commits"

	// shell-genie-like (dylanjcastillo's shell-genie; rich's prompts on
	// cooked lines): `shell-genie init`: `Select backend:
	// [openai-gpt-3.5-turbo/free-genie]: `, the bracket bold magenta (a
	// choice of the two words); openai-gpt-3.5-turbo entered, `Enter a
	// OpenAI API key: ` (a text, echoed); a key entered, `Is your OS
	// Debian GNU/Linux 12 (bookworm)? [y/n]: ` (a yes/no, no default);
	// `shell-genie ask 'delete the log files older than a week'`: `Command:
	// find . -name "*.log" -type f -mtime +7 -delete` (bold label, yellow
	// command) over `Do you want to run the command? [y/n]: ` (a yes/no,
	// no default).
	sgInit := threehundredeightyfirstTool("shell-genie", "init")
	sgAsk := threehundredeightyfirstTool("shell-genie", "ask", "delete the log files older than a week")
	atBackend := []step{wait("Select backend:"), settle}
	atGenieKey := then(atBackend, typed("openai-gpt-3.5-turbo", "OpenAI API key"), settle)

	// crewai-like (crewAIInc's crewAI CLI; click's cooked lines):
	// `crewai create crew trip_planner`: a bold green `Creating folder
	// trip_planner...`, a cyan `Cache expired or not found. Fetching
	// provider data from the web...`, a full `Downloading  [####…]` bar,
	// then in cyan `Select a provider to set up:` over `1. openai` …
	// `11. sambanova`, `12. other`, `q. Quit` and `Enter the number of
	// your choice or 'q' to quit: ` (a select of the numbered providers,
	// none current); 2 entered, `Select a model to use for Anthropic:`
	// over four models and `q. Quit`, asked the same way (a select of
	// the models); 9 entered, a red `Invalid selection. Please select a
	// number between 1 and 6 or 'q' to quit.` and the line asked again
	// (the same select); 1 entered, `Enter your Anthropic API key (press
	// Enter to skip): ` (a text); `crewai run`: `Running the Crew`, the
	// agent's `# Agent:`, `## Task:` and `## Final Answer:` (its plan of
	// three days), ` ## Final Result:` and the plan again, then in bold
	// yellow `=====`, `## Please provide feedback on the Final Result and
	// the Agent's actions. Respond with 'looks good' or a similar phrase
	// when you're satisfied.` (wrapped) and `=====`, the cursor on the
	// second row under it (a text question).
	crew := threehundredeightyfirstTool("crewai", "create", "crew", "trip_planner")
	crewRun := threehundredeightyfirstTool("crewai", "run")
	atProvider := []step{wait("q. Quit"), settle}
	atModel := then(atProvider, typed("2", "Select a model"), settle)
	providers := []string{"1|openai", "2|anthropic", "3|gemini", "4|nvidia_nim", "5|groq", "6|ollama", "7|watson",
		"8|bedrock", "9|azure", "10|cerebras", "11|sambanova", "12|other", "q|Quit"}
	crewModels := want(modes.Select, "Select a model to use for Anthropic:", "", "1|claude-3-5-sonnet-20240620",
		"2|claude-3-sonnet-20240229", "3|claude-3-opus-20240229", "4|claude-3-haiku-20240307", "q|Quit")

	// gpt-pilot-like (Pythagora's GPT Pilot in its plain console UI: each
	// question printed after its agent's name in brackets, its buttons
	// listed under it as `  [key]: label`, a prompt_toolkit `> ` line,
	// raw, under them): `[Pythagora] What is the project name?` (a text);
	// tally entered, `[Spec Writer] Describe your app in as much detail
	// as possible` over `[continue]: continue`, `[example]: Start an
	// example project` and `[import]: Import an existing project` (a text,
	// the three keys offered beside it); a short description entered,
	// `Checking the complexity of the prompt ...`, its advice that the
	// description is short, the question streamed and then asked,
	// `[Spec Writer] Should an expense be split between several members
	// of the team, or does each expense belong to one member?` over
	// `[skip]: Skip questions` (a text, skip offered); skip entered, the
	// spec streamed, the Architect's, Tech Lead's and Developer's lines,
	// then `[Executor] Can I run command: npm install with 60s timeout?`
	// over `[yes]: Yes (default)` and `[no]: No` (a yes/no defaulting to
	// yes); later entered, `Please choose one of available options` and
	// `> ` again (the same yes/no).
	gp := threehundredeightyfirstTool("gpt-pilot")
	atName := []step{wait("What is the project name?"), settle}
	atDescribe := then(atName, typed("tally", "Describe your app"), settle)
	atClarify := then(atDescribe, typed("A REST API that keeps a ledger of expenses per team", "Skip questions"), settle)
	atRun := then(atClarify, typed("skip", "[no]: No"), settle)
	runNpm := want(modes.Confirm, "Can I run command: npm install with 60s timeout?", "yes", "yes|Yes", "no|No")

	return []corpusCase{
		// gpt-term-like: the key asked, saving it, the chat, its slash
		// commands, the model asked, thinking.
		needs(ask("gpt-term-like-api-key", "gpt-term-like", gt, want(modes.Text, "OpenAI API Key not found, please input:", ""), atKey...), py),
		needs(ask("gpt-term-like-save-key", "gpt-term-like", gt, yesNo("Save API Key to config file?", "no"), atSave...), py),
		needs(is(modes.REPL, "gpt-term-like", "gpt-term-like", gt, atChat...), py),
		needs(is(modes.REPL, "gpt-term-like-slash", "gpt-term-like", gt, then(atChat, typing("/", "/temperature"), settle)...), py),
		needs(ask("gpt-term-like-model", "gpt-term-like", gt, want(modes.Text, "OpenAI API model:", "gpt-3.5-turbo"),
			then(atChat, typed("/model", "OpenAI API model:"), settle)...), py),
		needs(busy(modes.Unknown, "gpt-term-like-thinking", "gpt-term-like", gt,
			then(atChat, typed("why does my goroutine leak after the context is cancelled?", "ChatGPT is thinking"))...), py),

		// heygpt-like: its prompt, a line typed, the answer streaming,
		// answered.
		needs(is(modes.REPL, "heygpt-like", "heygpt-like", hg, atUser...), py),
		needs(is(modes.REPL, "heygpt-like-typed", "heygpt-like", hg, then(atUser, typing(squash, ""), settle)...), py),
		needs(busy(modes.REPL, "heygpt-like-answering", "heygpt-like", hg, then(atUser, typed(squash, "interactive rebase"))...), py),
		needs(is(modes.REPL, "heygpt-like-answered", "heygpt-like", hg, then(atUser, typed(squash, "meantime."), settle)...), py),

		// shell-genie-like: the backend, the key, the OS, the command to
		// run.
		needs(ask("shell-genie-like", "shell-genie-like", sgInit,
			want(modes.Choice, "Select backend:", "", "openai-gpt-3.5-turbo", "free-genie"), atBackend...), py),
		needs(ask("shell-genie-like-key", "shell-genie-like", sgInit, want(modes.Text, "Enter a OpenAI API key:", ""), atGenieKey...), py),
		needs(ask("shell-genie-like-os", "shell-genie-like", sgInit, yesNo("Is your OS Debian GNU/Linux 12 (bookworm)?", ""),
			then(atGenieKey, typed(apiKey, "Is your OS"), settle)...), py),
		needs(ask("shell-genie-like-run", "shell-genie-like", sgAsk, yesNo("Do you want to run the command?", ""),
			wait("run the command?"), settle), py),

		// crewai-like: the providers, the models, a wrong number, the key,
		// the feedback asked.
		needs(ask("crewai-like", "crewai-like", crew, want(modes.Select, "Select a provider to set up:", "", providers...), atProvider...), py),
		needs(ask("crewai-like-model", "crewai-like", crew, crewModels, atModel...), py),
		needs(ask("crewai-like-invalid", "crewai-like", crew, crewModels, then(atModel, typed("9", "Invalid selection"), settle)...), py),
		needs(ask("crewai-like-api-key", "crewai-like", crew, want(modes.Text, "Enter your Anthropic API key (press Enter to skip):", ""),
			then(atModel, typed("1", "API key (press Enter"), settle)...), py),
		needs(ask("crewai-like-feedback", "crewai-like", crewRun,
			want(modes.Text, "…Please provide feedback on the Final Result and the Agent's actions. Respond with 'looks good' or a similar phrase when you're satisfied.", ""),
			wait("looks good"), settle), py),

		// gpt-pilot-like: the project's name, its description, a
		// clarifying question, a command to run, asked again.
		needs(ask("gpt-pilot-like", "gpt-pilot-like", gp, want(modes.Text, "What is the project name?", ""), atName...), py),
		needs(ask("gpt-pilot-like-describe", "gpt-pilot-like", gp,
			want(modes.Text, "Describe your app in as much detail as possible", "",
				"continue|continue", "example|Start an example project", "import|Import an existing project"), atDescribe...), py),
		needs(ask("gpt-pilot-like-question", "gpt-pilot-like", gp,
			want(modes.Text, "Should an expense be split between several members of the team, or does each expense belong to one member?", "",
				"skip|Skip questions"), atClarify...), py),
		needs(ask("gpt-pilot-like-run", "gpt-pilot-like", gp, runNpm, atRun...), py),
		needs(ask("gpt-pilot-like-run-again", "gpt-pilot-like", gp, runNpm, then(atRun, typed("later", "available options"), settle)...), py),
	}
}

// TestModesThreehundredeightyfirst drives the threehundredeightyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeightyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeightyfirst(t *testing.T) {
	captureSet(t, threehundredeightyfirstDir, threehundredeightyfirstSet())
}
