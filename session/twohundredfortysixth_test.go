package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortysixthDir holds the twohundredfortysixth set (issue 44,
// two-hundred-and-forty-sixth round): live cases of AI-era terminal
// tools that cannot run here (no model, no server, no key), imitated by a
// fixture of its own (one script run by Debian's node, no npm package,
// keys read raw a key at a time), each drawing what the tool draws at
// one of its moments (its words, layout, boxes, pointers, dim hints,
// colours, cursor and terminal modes, from its documentation, source and
// published screenshots): TmuxAI's chat in a tmux pane (its prompt,
// thinking, a command to execute, executed), aicommit2's commit messages
// from several models (generating, then a list to pick from), Butterfish's
// shell with an AI in it (its prompt, an answer streaming, a goal's
// command to run, cancelled), Gollama's manager of local models (its
// table, moved, a delete to confirm), nekot's chat client of models (its
// chat and input box, typed into, thinking, its model picker), RA.Aid's
// agent (at work, a shell command to execute, its question to the human)
// and HolmesGPT's interactive investigation (its prompt, its slash
// commands' menu, thinking, a command to approve, its answer). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty. Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const twohundredfortysixthDir = "../testdata/modes-twohundredfortysixth"

// twohundredfortysixthNode is Debian's node, which runs the set's script.
const twohundredfortysixthNode = "/usr/bin/node"

// twohundredfortysixthTool runs one tool of the set's script with
// Debian's node, over a home holding notes.txt and long.txt.
func twohundredfortysixthTool(tool string) opener {
	return setFixtures("twohundredfortysixth").script(twohundredfortysixthNode, "js/twohundredfortysixth-demo.js", tool)
}

// twohundredfortysixthSet is the twohundredfortysixth set. Labels say
// what a person reads on the screen: an agent's or a chat's line for
// tasks on the main screen is a REPL's, a chat client on the alternate
// screen a full-screen program, a prompt in a shell a shell; a tool at
// work, a spinner turning and no question, is running.
func twohundredfortysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := twohundredfortysixthNode
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	press := func(k, expect string) step { return step{text: k, expect: expect, timeout: setSlow} }
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
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// tmuxai-like (alvinunreal's TmuxAI; lines on the main screen, raw,
	// echoed by the tool): `TmuxAI v1.1.2 · exec pane %2 · model
	// gpt-4.1-mini` and `Type '/help' for a list of commands, '/exit' to
	// quit.` over `TmuxAI » ` (a REPL for tasks, at first and typed
	// into); a question entered, `⠋ Thinking… (Ns · esc to cancel)`
	// turning under it (at work, no question); then its answer, the
	// command `du -sh /var/* | sort -h | tail -5` in yellow and
	// `Execute this command? [Y/n] ` (a yes/no defaulting to yes);
	// answered y, `✓ Sent to pane %2`, the command's output, a line of
	// answer and `TmuxAI » ` again (the REPL).
	tmuxai := twohundredfortysixthTool("tmuxai")
	const disk = "why is the disk full?"
	atTmuxai := []step{wait("'/exit' to quit."), settle}
	toExecute := steps(atTmuxai, []step{typed(disk, "Execute this command?"), settle})

	// aicommit2-like (tak-bro's aicommit2; lines on the main screen, the
	// cursor hidden): `┌  aicommit2` (reverse video), `◇  Detected 3
	// staged files:` and the files, then `⠋  Generating commit messages
	// with 3 models… Ns` over a row a model, `✔ done` or a spinner and
	// its seconds (at work, no question); all done, `◇  Generated 3
	// commit messages in 6s` over a green `?`, the bold `Pick a commit
	// message to use:` and a dim `(Ctrl+c to exit)` over three messages,
	// each after its provider in brackets, the highlighted one cyan after
	// `❯` (a select, at first and moved down).
	aicommit := twohundredfortysixthTool("aicommit2")
	const pickQ = "Pick a commit message to use:"
	messages := []string{
		"[OpenAI] feat(health): add /healthz endpoint to the relay",
		"[Mistral] feat: add health check route and its tests",
		"[Ollama] chore: add health endpoint",
	}
	toPick := []step{wait(pickQ), settle}

	// butterfish-like (bakks' Butterfish shell; lines on the main screen,
	// raw, echoed by the tool): a dim line of how to ask over `🐠
	// ada@relay:~/relay$ ` (a shell, at first); a line starting with a
	// capital entered, its answer streamed in light blue under it (at
	// work, no question); a goal `!run the tests and fix what fails`
	// entered, `Goal: …`, a line of plan, `> pytest -q` in yellow and
	// `Run this command? [y/N] ` (a yes/no defaulting to no); answered n,
	// `Goal cancelled.` over the prompt again (a shell).
	butterfish := twohundredfortysixthTool("butterfish")
	atShell := []step{wait("relay$"), settle}
	toGoal := steps(atShell, []step{typed("!run the tests and fix what fails", "Run this command?"), settle})

	// gollama-like (sammcj's Gollama; the alternate screen, the cursor
	// hidden): ` Gollama ` white on pink and `8 models · ollama at
	// 127.0.0.1:11434`, a bold header `Name Size Quant Family Modified
	// ID` over eight models a row each, the highlighted one pink and bold
	// after a `│` bar, and a dim row of keys at the foot (`↑/k up • ↓/j
	// down • / filter • enter run • i inspect • D delete • q quit`): a
	// full-screen program, at first and moved down; D pressed, the foot
	// row is a red `Are you sure you want to delete qwen2.5-coder:7b?
	// (y/N)` (a yes/no defaulting to no).
	gollama := twohundredfortysixthTool("gollama")
	atGollama := []step{wait("D delete"), settle}

	// nekot-like (tearingItUp786's nekot; the alternate screen): a row
	// of tabs (`Chat` white on pink, `Settings`, `Sessions`) and the
	// model at its right, a grey box of the chat (`No messages yet. Type
	// a question below and press enter.`), a pink box of the input with
	// `┃ ` and a dim `Ask a question…`, the cursor in it, and a dim row of
	// keys: a full-screen program, at first and typed into; a question
	// sent, `You  …` and `⠋ Thinking… Ns (esc to stop)` turning in the
	// chat, the cursor hidden (at work, no question); Tab to Settings and
	// m, ` Choose a model ` white on pink, `5 items`, five models each
	// over its dim provider, the highlighted one pink after a `│` bar,
	// and a dim row of keys (a select, at first and moved down).
	nekot := twohundredfortysixthTool("nekot")
	const commitQ = "how do I find the commit that added healthz?"
	atNekot := []step{wait("Ask a question"), settle}
	toModels := steps(atNekot, []step{{keys: "<tab>", timeout: setSlow}, settle, press("m", "Choose a model"), settle})
	models := []string{"qwen2.5-coder:7b", "llama3.1:8b", "mistral-nemo:12b", "gpt-4o-mini", "gemini-2.0-flash"}

	// ra-aid-like (ai-christianson's RA.Aid; rich's panels on the main
	// screen, lines read cooked and echoed): a blue `RA.Aid v0.18.0`
	// panel of the task and models, `🔎 Research Stage`, a `📂 Directory
	// Tree` panel and `⠋ Thinking… Ns` turning (at work, no question);
	// then `🛠️  Implementation Stage`, a yellow `🐚 Shell Command` panel
	// of `pytest -q tests/test_health.py` and `Execute this command?
	// (y=yes, n=no, c=enable cowboy mode for session) [y/n/c]` over
	// `(y): ` (a choice of three keys, the default y); answered y, a
	// `✅ Command output` panel, a `💭 Question` panel of `Should /healthz
	// also report whether the database answers?` over `> ` (a text
	// question, at first and typed into).
	raAid := twohundredfortysixthTool("ra-aid")
	const dbQ = "Should /healthz also report whether the database answers?"
	execute := want(modes.Choice, "Execute this command?", "y", "y|yes", "n|no", "c|enable cowboy mode for session")
	toRaExecute := []step{wait("(y):"), settle}
	toQuestion := steps(toRaExecute, []step{typed("y", "database answers?"), settle})

	// holmes-like (Robusta's HolmesGPT, `holmes ask` interactive;
	// prompt_toolkit on the main screen): `Welcome to HolmesGPT: Type
	// '/exit' to exit, '/help' for commands.` over a bold blue `User: `
	// (a REPL, at first); `/` typed, a completion menu of eight slash
	// commands under it, each on grey with its description on a darker
	// grey (still the REPL's line); a question entered, `⠋ Thinking...
	// Ns` turning (at work, no question); then two `Running tool #N`
	// lines, a yellow `Holmes wants to run a command that is not on its
	// allow list:`, the command in bold and `Do you want to run this
	// command? [y/N]: ` (a yes/no defaulting to no); answered n, `AI:
	// relay-api crashes at start: …` over `User: ` again (the REPL).
	holmes := twohundredfortysixthTool("holmes")
	const crashQ = "why is relay-api crashlooping in prod?"
	atHolmes := []step{wait("'/help' for commands."), settle}
	toApprove := steps(atHolmes, []step{typed(crashQ, "Do you want to run this command?"), settle})

	return []corpusCase{
		// tmuxai-like: the prompt (also typed into), thinking, the
		// command to execute, executed.
		needs(is(modes.REPL, "tmuxai-like", "tmuxai-like", tmuxai, atTmuxai...), node),
		needs(is(modes.REPL, "tmuxai-like-typed", "tmuxai-like", tmuxai, steps(atTmuxai, []step{typing(disk), settle})...), node),
		needs(running("tmuxai-like-thinking", "tmuxai-like", tmuxai, steps(atTmuxai, []step{typed(disk, "Thinking")})...), node),
		needs(ask("tmuxai-like-execute", "tmuxai-like", tmuxai, yesNo("Execute this command?", "yes"), toExecute...), node),
		needs(is(modes.REPL, "tmuxai-like-executed", "tmuxai-like", tmuxai,
			steps(toExecute, []step{press("y", "Most of it is"), settle})...), node),

		// aicommit2-like: generating, the messages to pick (also moved).
		needs(running("aicommit2-like-generating", "aicommit2-like", aicommit, wait("Generating commit messages")), node),
		needs(ask("aicommit2-like", "aicommit2-like", aicommit, pick(pickQ, 0, messages...), toPick...), node),
		needs(ask("aicommit2-like-moved", "aicommit2-like", aicommit, pick(pickQ, 1, messages...), steps(toPick, []step{down, settle})...), node),

		// butterfish-like: the shell's prompt, an answer streaming, a
		// goal's command to run, cancelled.
		needs(is(modes.Shell, "butterfish-like", "butterfish-like", butterfish, atShell...), node),
		needs(running("butterfish-like-answering", "butterfish-like", butterfish,
			steps(atShell, []step{typed("How do I find the largest files here?", "You can find")})...), node),
		needs(ask("butterfish-like-goal", "butterfish-like", butterfish, yesNo("Run this command?", "no"), toGoal...), node),
		needs(is(modes.Shell, "butterfish-like-cancelled", "butterfish-like", butterfish,
			steps(toGoal, []step{press("n", "Goal cancelled."), settle})...), node),

		// gollama-like: the table (also moved), a delete to confirm.
		needs(is(modes.TUI, "gollama-like", "gollama-like", gollama, atGollama...), node),
		needs(is(modes.TUI, "gollama-like-moved", "gollama-like", gollama, steps(atGollama, []step{down, settle})...), node),
		needs(ask("gollama-like-delete", "gollama-like", gollama, yesNo("Are you sure you want to delete qwen2.5-coder:7b?", "no"),
			steps(atGollama, []step{down, settle, press("D", "Are you sure"), settle})...), node),

		// nekot-like: the chat (also typed into), thinking, the model
		// picker (also moved).
		needs(is(modes.TUI, "nekot-like", "nekot-like", nekot, atNekot...), node),
		needs(is(modes.TUI, "nekot-like-typed", "nekot-like", nekot, steps(atNekot, []step{typing(commitQ), settle})...), node),
		needs(running("nekot-like-thinking", "nekot-like", nekot, steps(atNekot, []step{typed(commitQ, "Thinking")})...), node),
		needs(ask("nekot-like-models", "nekot-like", nekot, pick("Choose a model", 0, models...), toModels...), node),
		needs(ask("nekot-like-models-moved", "nekot-like", nekot, pick("Choose a model", 1, models...), steps(toModels, []step{down, settle})...), node),

		// ra-aid-like: at work, the command to execute, the question to
		// the human (also typed into).
		needs(running("ra-aid-like-working", "ra-aid-like", raAid, wait("Thinking")), node),
		needs(ask("ra-aid-like-execute", "ra-aid-like", raAid, execute, toRaExecute...), node),
		needs(ask("ra-aid-like-question", "ra-aid-like", raAid, want(modes.Text, dbQ, ""), toQuestion...), node),
		needs(ask("ra-aid-like-question-typed", "ra-aid-like", raAid, want(modes.Text, dbQ, ""),
			steps(toQuestion, []step{typing("yes, with a 2s timeout"), settle})...), node),

		// holmes-like: the prompt, its slash menu, thinking, a command
		// to approve, answered.
		needs(is(modes.REPL, "holmes-like", "holmes-like", holmes, atHolmes...), node),
		needs(is(modes.REPL, "holmes-like-slash", "holmes-like", holmes,
			steps(atHolmes, []step{press("/", "Exit interactive mode"), settle})...), node),
		needs(running("holmes-like-thinking", "holmes-like", holmes, steps(atHolmes, []step{typed(crashQ, "Thinking")})...), node),
		needs(ask("holmes-like-approve", "holmes-like", holmes, yesNo("Do you want to run this command?", "no"), toApprove...), node),
		needs(is(modes.REPL, "holmes-like-answered", "holmes-like", holmes,
			steps(toApprove, []step{press("n", "DATABASE_URL"), settle})...), node),
	}
}

// TestModesTwohundredfortysixth drives the twohundredfortysixth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfortysixth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredfortysixth(t *testing.T) {
	captureSet(t, twohundredfortysixthDir, twohundredfortysixthSet())
}
