package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtysecondDir holds the twohundredthirtysecond set (issue
// 44, two-hundred-and-thirty-second round): live cases of AI coding
// agents, a chat CLI, a deploy CLI's login and deploy, and a chat TUI,
// imitated by a fixture of its own (Pochi, the deepagents CLI,
// chatblade, the Northflank CLI, the Zeabur CLI and tenere), each
// drawing what a tool that cannot run here draws at one of its moments
// (its words, layout, rounded boxes, pointers, dim hints, colours,
// cursor and terminal modes, from its documentation, source and
// published screenshots), none of them named by any other test, table,
// fixture or doc of agentty: message boxes at rest and typed into, a
// model picker, a shell command and a file write to approve (also moved,
// and the prompt after approving), agents at work, a chat prompt before
// and after an answer and while one streams, a context name with its
// default, an API token masked, a default project and a deploy project
// picked, a new service to confirm, a deploy at work, and a chat TUI's
// panes in normal and insert mode and under its help. Each case's label
// was written from the fixture run by hand in tmux outside agentty and
// committed before its screen was captured.
const twohundredthirtysecondDir = "../testdata/modes-twohundredthirtysecond"

// twohundredthirtysecondScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredthirtysecondScript = setFixtures("twohundredthirtysecond").script

// twohundredthirtysecondSet is the twohundredthirtysecond set. Labels
// say what a person reads on the screen. An option's label is its words,
// without the mark before them or the quick key in brackets after them
// (given as its key).
func twohundredthirtysecondSet() []corpusCase {
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
		return twohundredthirtysecondScript(py, "py/twohundredthirtysecond_demo.py", tool)
	}
	pochi := like("pochi")
	deep := like("deepagents")
	chatblade := like("chatblade")
	northflank := like("northflank")
	zeabur := like("zeabur")
	tenere := like("tenere")
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	proceed := func(h int) *modes.Prompt {
		return pick("Do you want to proceed?", h, "1|Yes",
			"2|Yes, and don't ask again for npm test commands in this project",
			"3|No, and tell Pochi what to do differently (esc)")
	}
	model := pick("Select a model", 0, "1|pochi/glm-4.6 (default)", "2|pochi/qwen3-coder-480b",
		"3|pochi/gpt-oss-120b", "4|pochi/minimax-m2", "5|Add a custom model…")
	approval := func(h int) *modes.Prompt {
		return pick("Tool Action Requires Approval", h, "y|Approve", "n|Reject", "a|Auto-accept all going forward")
	}
	project := func(h int) *modes.Prompt {
		return pick("Which project should be used by default?", h,
			"relay-api", "relay-web", "staging-sandbox", "None (ask every time)")
	}
	deployTo := func(h int) *modes.Prompt {
		return pick("Select project", h, "relay-production (hkg1)", "relay-staging (sfo1)", "Create a new project")
	}
	token := want(modes.Password, "Enter your API token:", "")
	const pochiBox, ready, query, contextName, arrows, tenereWelcome = "Ask Pochi to build",
		"Ready to code!", "query (type 'quit' to exit)", "name for this context", "Use arrows to move",
		"Welcome to tenere"
	bash := []step{wait(pochiBox), typed("run the tests", "Do you want to proceed?")}
	readme := []step{wait(ready), typed("add a README", "quick keys")}
	named := []step{wait(contextName), typed("relay", "API token")}
	projects := steps(named, []step{{text: "nf-relay-0123456789", secret: true, enter: true, expect: "Use arrow keys", timeout: setSlow}})
	service := []step{wait(arrows), key("<enter>", "(Y/n)")}
	return []corpusCase{
		// Pochi (TabbyML's agent; Ink, the main screen, raw, the cursor
		// hidden): its message box under its banner, `❯` and a dim
		// `Ask Pochi to build anything…` after a reverse-video cell
		// (also typed into), the auto-approve hint under it (a REPL
		// for tasks); `/model`'s models numbered in a box under
		// `Select a model`, `Enter to confirm · Esc to exit` under it;
		// after `run the tests` a spinner, then `npm test` in a yellow
		// box over `Do you want to proceed?` and three numbered options
		// (also moved); after another task a spinner with `Thinking…`
		// and the seconds counted (at work, no question).
		needs(is(modes.REPL, "pochi-like", "pochi-like", pochi, wait(pochiBox), settle), py),
		needs(is(modes.REPL, "pochi-like-typed", "pochi-like", pochi, wait(pochiBox), typing("add a health check"), settle), py),
		needs(ask("pochi-like-model", "pochi-like", pochi, model, wait(pochiBox), typed("/model", "Select a model"), settle), py),
		needs(ask("pochi-like-bash", "pochi-like", pochi, proceed(0), steps(bash, []step{settle})...), py),
		needs(ask("pochi-like-bash-moved", "pochi-like", pochi, proceed(1), steps(bash, []step{down, settle})...), py),
		needs(running("pochi-like-working", "pochi-like", pochi, wait(pochiBox), typed("add a health check", "esc to interrupt")), py),

		// The deepagents CLI (LangChain's; rich's output and
		// prompt_toolkit's line on the main screen, the cursor shown at
		// the line): its block-letter banner, `✓ Ready to code! What
		// would you like to build?`, its tips and `> ` over a
		// reverse-video toolbar (a REPL for tasks); after `add a
		// README` the file write in a yellow panel titled `⚠  Tool
		// Action Requires Approval` (the README's lines in green) over
		// Approve / Reject / Auto-accept under a `❯` pointer, each with
		// its quick key, a hint under them (also moved); approved, the
		// write reported and `> ` again; after another task a spinner
		// with `Agent is thinking...` (at work, no question).
		needs(is(modes.REPL, "deepagents-like", "deepagents-like", deep, wait(ready), settle), py),
		needs(ask("deepagents-like-approval", "deepagents-like", deep, approval(0), steps(readme, []step{settle})...), py),
		needs(ask("deepagents-like-approval-moved", "deepagents-like", deep, approval(1), steps(readme, []step{down, settle})...), py),
		needs(is(modes.REPL, "deepagents-like-approved", "deepagents-like", deep, steps(readme, []step{key("<enter>", "Updated file README.md"), settle})...), py),
		needs(running("deepagents-like-working", "deepagents-like", deep, wait(ready), typed("explain the repo", "Agent is thinking")), py),

		// chatblade -i (a line read in cooked mode, rich's rules): its
		// `query (type 'quit' to exit): : ` (a REPL for queries), again
		// under an answer between `user` and `assistant` rules and its
		// token count, and while a long answer streams word by word (at
		// work, no question).
		needs(is(modes.REPL, "chatblade-like", "chatblade-like", chatblade, wait(query), settle), py),
		needs(is(modes.REPL, "chatblade-like-answered", "chatblade-like", chatblade, wait(query),
			typed("what does a pipe do in bash?", "tokens (estimated)"), settle), py),
		needs(running("chatblade-like-streaming", "chatblade-like", chatblade, wait(query), typed("tell me a story", "Once upon")), py),

		// northflank login (inquirer's prompts on the main screen): under
		// two grey lines, `? Enter a name for this context: (default)`
		// (the default dim); named, `? Enter your API token: ` masking
		// each key with `*` (at first and with a token typed); the token
		// verified, `✔ Logged in to team relay-team …` over `? Which
		// project should be used by default? (Use arrow keys)` and four
		// projects under a `❯` pointer (also moved).
		needs(ask("northflank-like-context", "northflank-like", northflank,
			want(modes.Text, "Enter a name for this context:", "default"), wait(contextName)), py),
		needs(ask("northflank-like-token", "northflank-like", northflank, token, steps(named, []step{settle})...), py),
		needs(ask("northflank-like-token-typed", "northflank-like", northflank, token,
			steps(named, []step{{text: "nf-relay-0123456789", secret: true, timeout: setSlow}, settle})...), py),
		needs(ask("northflank-like-project", "northflank-like", northflank, project(0), steps(projects, []step{settle})...), py),
		needs(ask("northflank-like-project-moved", "northflank-like", northflank, project(1), steps(projects, []step{down, settle})...), py),

		// zeabur deploy (a Go CLI's prompts, the main screen): an INFO
		// line and `✓ Fetched 2 projects` over `? Select project  [Use
		// arrows to move, type to filter]` and three entries under a
		// `>` pointer (also moved); picked, `? Create a new service
		// "relay-api" in project relay-production? (Y/n)`; answered, a
		// spinner with `Deploying relay-api... building (Ns)` (at work,
		// no question).
		needs(ask("zeabur-like", "zeabur-like", zeabur, deployTo(0), wait(arrows), settle), py),
		needs(ask("zeabur-like-moved", "zeabur-like", zeabur, deployTo(1), wait(arrows), down, settle), py),
		needs(ask("zeabur-like-service", "zeabur-like", zeabur,
			yesNo(`Create a new service "relay-api" in project relay-production?`, "yes"), steps(service, []step{settle})...), py),
		needs(running("zeabur-like-deploying", "zeabur-like", zeabur, steps(service, []step{typed("y", "Deploying relay-api")})...), py),

		// tenere (a ratatui chat TUI, the alternate screen, raw, the
		// cursor hidden): a `Chat` pane with its welcome over a `Prompt`
		// pane, `NORMAL` in reverse video on the last row; after `i`,
		// `INSERT`, the prompt pane yellow and a question typed into it;
		// after `?` a `Help` box of keys over the chat pane (a TUI at
		// each).
		needs(is(modes.TUI, "tenere-like", "tenere-like", tenere, wait(tenereWelcome), settle), py),
		needs(is(modes.TUI, "tenere-like-insert", "tenere-like", tenere, wait(tenereWelcome),
			step{text: "i", expect: "INSERT", timeout: setSlow}, typing("how do I reverse a list in rust"), settle), py),
		needs(is(modes.TUI, "tenere-like-help", "tenere-like", tenere, wait(tenereWelcome), step{text: "?", expect: "Show this help", timeout: setSlow}, settle), py),
	}
}

// TestModesTwohundredthirtysecond drives the twohundredthirtysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtysecond(t *testing.T) {
	captureSet(t, twohundredthirtysecondDir, twohundredthirtysecondSet())
}
