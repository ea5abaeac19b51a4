package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixtyfourthDir holds the twohundredsixtyfourth set (issue 44,
// two-hundred-and-sixty-fourth round): live cases of AI coding agents, AI
// commit-message and review tools and AI shell assistants that cannot
// run here (no model, no server, no key), imitated by a fixture of its
// own (one script run by Debian's node, no npm package, keys read raw a
// key at a time), each drawing what the tool draws at one of its moments
// (its words, layout, boxes, pointers, dim hints, colours, cursor and
// terminal modes, from its documentation, source and published
// screenshots as known): appleboy's CodeGPT writing a commit message
// (summarizing, its preview to confirm), GPTComet's commit message
// (generating, what to do with it, retried), the CodeRabbit CLI's review
// (reviewing, its comments, moved, a fix to apply), Magic CLI's suggested
// command (what to do with it, moved, a run to confirm), Shell Whiz's
// `sw ask` (its actions, a revision asked for and typed), the classic
// Auto-GPT (its goal asked, thinking, a command to authorise) and
// Devon's pair-programmer chat (its input box, its slash commands,
// thinking, an edit to allow, allowed, its model picker). None of them,
// nor their makers, is named by any other test, table, fixture or doc of
// agentty. Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const twohundredsixtyfourthDir = "../testdata/modes-twohundredsixtyfourth"

// twohundredsixtyfourthNode is Debian's node, which runs the set's script.
const twohundredsixtyfourthNode = "/usr/bin/node"

// twohundredsixtyfourthTool runs one tool of the set's script with
// Debian's node, over a home holding notes.txt and long.txt.
func twohundredsixtyfourthTool(tool string) opener {
	return setFixtures("twohundredsixtyfourth").script(twohundredsixtyfourthNode, "js/twohundredsixtyfourth-demo.js", tool)
}

// twohundredsixtyfourthSet is the twohundredsixtyfourth set. Labels say
// what a person reads on the screen: an agent's chat with an input box
// on the main screen is a REPL's, a review on the alternate screen a
// full-screen program; a tool at work, a spinner turning and no
// question, is running.
func twohundredsixtyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := twohundredsixtyfourthNode
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	press := func(k, expect string) step { return step{text: k, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
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

	// codegpt-like (appleboy's CodeGPT, `codegpt commit --preview`; lines
	// on the main screen): `Summarize the commit message use gpt-4o-mini
	// model` over `⠋ We are trying to summarize a git diff (Ns)` turning
	// (at work, no question); then the `====Commit Summary====` block of
	// a conventional commit message, `Write the commit message to
	// .git/COMMIT_EDITMSG file` and the bold `Commit preview summary?`
	// with a bold green `▸Yes` beside `No`, the cursor hidden (a yes/no
	// whose Enter says yes).
	codegpt := twohundredsixtyfourthTool("codegpt")

	// gptcomet-like (belingud's GPTComet, `gmsg commit`; lines on the
	// main screen, raw): `⠋ 🤖 Hang tight! I'm cooking up something
	// good! Ns` turning (at work, no question); then `✓ Generated commit
	// message:` over the message in a green box and the bold `Do you want
	// to use this commit message?` and ` (y)es, (n)o, (r)etry, (e)dit: `
	// (a choice of four keys, no default); r pressed, the spinner again,
	// then another message in its box and the same question under it.
	gptcomet := twohundredsixtyfourthTool("gptcomet")
	useMsg := want(modes.Choice, "Do you want to use this commit message?", "", "y|yes", "n|no", "r|retry", "e|edit")
	toUse := []step{wait("(e)dit:"), settle}

	// coderabbit-like (the CodeRabbit CLI's interactive review; the
	// alternate screen, the cursor hidden): an orange `🐇 CodeRabbit CLI
	// v0.3.4` banner, `Reviewing uncommitted changes in ~/tally on
	// feat/retry-backoff`, stages ticked `✔` and the current one turning
	// with its seconds, `ctrl+c quit` at the foot (at work, no question);
	// then `Review completed · 3 comments`, three comments of a kind
	// (`⚠ Potential issue`, `✎ Refactor suggestion`, `· Nitpick`), a
	// file:line and a line of text each, the highlighted one after an
	// orange `❯`, a `Suggested fix` box of its diff and a dim row of keys
	// (`↑/↓ move · enter expand · a apply fix · c copy prompt for agent ·
	// q quit`): a full-screen program, at first and moved down; a pressed
	// on the first, the foot row is a bold yellow `Apply the suggested fix
	// to internal/ledger/retry.go?` and `(y/N)` (a yes/no defaulting to
	// no).
	coderabbit := twohundredsixtyfourthTool("coderabbit")
	atReview := []step{wait("a apply fix"), settle}

	// magic-cli-like (guywaldman's Magic CLI, `magic-cli suggest`; lines
	// on the main screen): `Generating suggested command for prompt "list
	// the ten largest files here"...`, `Suggested command:` and the
	// command in cyan, an `Explanation:`, then a green `?` and `Select
	// what to do with the command` over four options, the highlighted one
	// cyan after `>`, and a cyan `[↑↓ to move, enter to select, type to
	// filter]` (a select, at first and moved down); Execute chosen, the
	// question folds to one line and `? Are you sure you want to run this
	// command? (y/N) ` asks (a yes/no defaulting to no).
	magic := twohundredsixtyfourthTool("magic-cli")
	const whatQ = "Select what to do with the command"
	whatOpts := []string{"Execute", "Copy to clipboard", "Revise the command", "Cancel"}
	atWhat := []step{wait("type to filter]"), settle}

	// shell-whiz-like (beimzhan's Shell Whiz, `sw ask`; lines on the main
	// screen): `Wait, Shell Whiz is thinking...` turning, then a rule
	// titled `Command` over the command in yellow, a rule titled
	// `Explanation` over two lines, and a yellow `?` with the bold `Select
	// an action` and a dim `(Use arrow keys)` over five actions, the
	// highlighted one magenta after `»` (a select); `Revise the query`
	// chosen, the question folds to one line and `? Enter your revision:
	// ` waits, the cursor after it (a text question, at first and typed
	// into).
	whiz := twohundredsixtyfourthTool("shell-whiz")
	actions := []string{"Run this command", "Explain this command", "Revise the query", "Edit by hand", "Exit"}
	atActions := []step{wait("(Use arrow keys)"), settle}
	toRevision := steps(atActions, []step{down, settle, down, settle, enter("Enter your revision:"), settle})
	revision := want(modes.Text, "Enter your revision:", "")

	// autogpt-like (Significant Gravitas' classic Auto-GPT; lines on the
	// main screen, read a line at a time): a green `Welcome to Auto-GPT!`
	// and `Create an AI-Assistant:` line over a bold cyan `I want Auto-GPT
	// to: ` (a text question); a goal entered, NAME, ROLE and GOALS of
	// the assistant and `- Thinking... ` turning (at work, no question);
	// then its THOUGHTS, REASONING, PLAN, CRITICISM, `NEXT ACTION: COMMAND
	// = execute_shell ARGUMENTS = {'command_line': 'go test ./...'}`, the
	// magenta `Enter 'y' to authorise command, 'y -N' to run N continuous
	// commands, 'n' to exit program, or enter feedback for
	// LedgerFixGPT...` over `Input:` (a line to type: a text question).
	autogpt := twohundredsixtyfourthTool("autogpt")
	const goal = "find and fix the failing tests of the tally service"
	atGoal := []step{wait("I want Auto-GPT to:"), settle}
	authorise := want(modes.Text, "Enter 'y' to authorise command, 'y -N' to run N continuous commands, 'n' to exit program, or enter feedback for LedgerFixGPT...", "")

	// devon-like (entropy-research's Devon, its terminal UI; Ink-like
	// boxes on the main screen): an orange box `✦ Welcome to Devon`, `an
	// open-source pair programmer`, `cwd: ~/tally · model:
	// claude-3-5-sonnet`, a dim tip, a grey input box `> Type your
	// message or / for commands` (the placeholder dim, the cursor in the
	// box) and a dim row of hints (`/ commands · ↵ send · esc interrupt ·
	// ctrl+c exit`): a REPL for tasks, at first; `/` typed, five slash
	// commands under the box, the first orange (still the REPL's line); a
	// task entered, `> task` and `⠋ Devon is thinking… (Ns · esc to
	// interrupt)` turning, the cursor hidden (at work, no question); then
	// `● Devon wants to edit internal/ledger/retry.go`, a box of its diff
	// and the bold `Allow this edit?` over `❯ 1. Yes`, `2. Yes, and don't
	// ask again this session`, `3. No, tell Devon what to do differently`
	// (a select of numbered options); Enter, `✔ Edited
	// internal/ledger/retry.go` over the input box again (the REPL);
	// `/model` entered, a box `Select a model` of four models, the
	// highlighted one orange after `❯`, over `↑/↓ move · ↵ choose · esc
	// cancel` (a select).
	devon := twohundredsixtyfourthTool("devon")
	const task = "make Post stop retrying when the context ends"
	atDevon := []step{wait("ctrl+c exit"), settle}
	toAllow := steps(atDevon, []step{typed(task, "Allow this edit?"), settle})
	allow := want(modes.Select, "Allow this edit?", "", ">1|Yes", "2|Yes, and don't ask again this session", "3|No, tell Devon what to do differently")
	models := []string{"claude-3-5-sonnet", "gpt-4o", "llama-3-70b", "codestral-latest"}

	return []corpusCase{
		// codegpt-like: summarizing, the preview to confirm.
		needs(running("codegpt-like-summarizing", "codegpt-like", codegpt, wait("summarize a git diff (")), node),
		needs(ask("codegpt-like", "codegpt-like", codegpt, yesNo("Commit preview summary?", "yes"), wait("Commit preview summary?"), settle), node),

		// gptcomet-like: generating, what to do with the message,
		// retried.
		needs(running("gptcomet-like-generating", "gptcomet-like", gptcomet, wait("cooking up something good")), node),
		needs(ask("gptcomet-like", "gptcomet-like", gptcomet, useMsg, toUse...), node),
		needs(ask("gptcomet-like-retried", "gptcomet-like", gptcomet, useMsg,
			steps(toUse, []step{press("r", "round ledger totals to whole cents"), settle})...), node),

		// coderabbit-like: reviewing, the comments (also moved), a fix
		// to apply.
		needs(running("coderabbit-like-reviewing", "coderabbit-like", coderabbit, wait("ctrl+c quit")), node),
		needs(is(modes.TUI, "coderabbit-like", "coderabbit-like", coderabbit, atReview...), node),
		needs(is(modes.TUI, "coderabbit-like-moved", "coderabbit-like", coderabbit, steps(atReview, []step{down, settle})...), node),
		needs(ask("coderabbit-like-apply", "coderabbit-like", coderabbit, yesNo("Apply the suggested fix to internal/ledger/retry.go?", "no"),
			steps(atReview, []step{press("a", "Apply the suggested fix"), settle})...), node),

		// magic-cli-like: what to do with the command (also moved), a
		// run to confirm.
		needs(ask("magic-cli-like", "magic-cli-like", magic, pick(whatQ, 0, whatOpts...), atWhat...), node),
		needs(ask("magic-cli-like-moved", "magic-cli-like", magic, pick(whatQ, 1, whatOpts...), steps(atWhat, []step{down, settle})...), node),
		needs(ask("magic-cli-like-execute", "magic-cli-like", magic, yesNo("Are you sure you want to run this command?", "no"),
			steps(atWhat, []step{enter("Are you sure"), settle})...), node),

		// shell-whiz-like: its actions, a revision asked for (also
		// typed into).
		needs(ask("shell-whiz-like", "shell-whiz-like", whiz, pick("Select an action", 0, actions...), atActions...), node),
		needs(ask("shell-whiz-like-revise", "shell-whiz-like", whiz, revision, toRevision...), node),
		needs(ask("shell-whiz-like-revise-typed", "shell-whiz-like", whiz, revision,
			steps(toRevision, []step{typing("only ports above 1024"), settle})...), node),

		// autogpt-like: its goal asked, thinking, a command to
		// authorise.
		needs(ask("autogpt-like", "autogpt-like", autogpt, want(modes.Text, "I want Auto-GPT to:", ""), atGoal...), node),
		needs(running("autogpt-like-thinking", "autogpt-like", autogpt, steps(atGoal, []step{typed(goal, "Thinking...")})...), node),
		needs(ask("autogpt-like-authorise", "autogpt-like", autogpt, authorise,
			steps(atGoal, []step{typed(goal, "feedback for LedgerFixGPT"), settle})...), node),

		// devon-like: the input box, its slash commands, thinking, an
		// edit to allow, allowed, the model picker.
		needs(is(modes.REPL, "devon-like", "devon-like", devon, atDevon...), node),
		needs(is(modes.REPL, "devon-like-slash", "devon-like", devon, steps(atDevon, []step{press("/", "quit Devon"), settle})...), node),
		needs(running("devon-like-thinking", "devon-like", devon, steps(atDevon, []step{typed(task, "Devon is thinking")})...), node),
		needs(ask("devon-like-allow", "devon-like", devon, allow, toAllow...), node),
		needs(is(modes.REPL, "devon-like-allowed", "devon-like", devon, steps(toAllow, []step{enter("Edited internal"), settle})...), node),
		needs(ask("devon-like-models", "devon-like", devon, pick("Select a model", 0, models...),
			steps(atDevon, []step{typed("/model", "Select a model"), settle})...), node),
	}
}

// TestModesTwohundredsixtyfourth drives the twohundredsixtyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredsixtyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredsixtyfourth(t *testing.T) {
	captureSet(t, twohundredsixtyfourthDir, twohundredsixtyfourthSet())
}
