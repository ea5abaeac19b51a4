package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeighthDir holds the twohundredeighth set (issue 44,
// two-hundred-and-eighth round): live cases of AI coding assistants' and
// developer CLIs' sign-in, set-up and approval screens, imitated by a
// fixture of its own, each printing what a tool that cannot run here
// prints at one of its moments (its words, layout, defaults, colours,
// cursor and terminal modes, from its documentation, source and
// published transcripts), none of them named by any other test, table,
// fixture or doc of agentty: tokens and API keys asked with echo off or
// in clear, a numbered account menu, clack's request field with a dim
// example, its script approval and settings picker, a commit message to
// confirm, an agent's task prompt. Each case's label was written from
// what the imitated tool means to a person and committed before its
// screen was captured.
const twohundredeighthDir = "../testdata/modes-twohundredeighth"

// twohundredeighthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredeighthScript = setFixtures("twohundredeighth").script

// twohundredeighthSet is the twohundredeighth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text. An option's label is its words, without the emoji before
// them or the dim hint clack shows after the highlighted one.
func twohundredeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(tool string) opener {
		return twohundredeighthScript(py, "py/twohundredeighth_demo.py", tool)
	}
	hf := like("huggingface-cli")
	wandb := like("wandb")
	databricks := like("databricks")
	comet := like("comet")
	clearml := like("clearml-init")
	aishell := like("ai-shell")
	aiconfig := like("ai-shell-config")
	oco := like("opencommit")
	ocoUnstaged := like("opencommit-unstaged")
	trae := like("trae")
	const token, choice = "Enter your token", "Enter your choice"
	hfToken := want(modes.Password, "Enter your token (input will not be visible):", "")
	wandbKey := want(modes.Password, "Paste an API key from your profile and hit enter, or press ctrl+c to quit:", "")
	request := want(modes.Text, "What would you like me to do?", "")
	run := func(highlighted int) *modes.Prompt {
		opts := []string{"Yes", "Edit", "Revise", "Copy", "Cancel"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Run this script?", "", opts...)
	}
	settings := func(highlighted int) *modes.Prompt {
		opts := []string{"OpenAI Key", "OpenAI API Endpoint", "Silent Mode", "Model", "Language", "Cancel"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Set config:", "", opts...)
	}
	asked := []step{wait("e.g. list js files"), typed("list js files", "Run this script?"), settle}
	return []corpusCase{
		// huggingface-cli login: its logo of `_|` wrapped at 80
		// columns, its token asked with getpass (at first and with a
		// token typed, nothing shown), then `Add token as git
		// credential? (Y/n) ` asked in clear.
		needs(ask("huggingface-cli-like-token", "huggingface-cli-like", hf, hfToken, wait(token)), py),
		needs(ask("huggingface-cli-like-token-typed", "huggingface-cli-like", hf, hfToken,
			wait(token), step{text: "hf_RelayExampleToken", timeout: setSlow}, settle), py),
		needs(ask("huggingface-cli-like-git-credential", "huggingface-cli-like", hf, yesNo("Add token as git credential?", "yes"),
			wait(token), typed("hf_RelayExampleToken", "git credential")), py),

		// A training script's wandb.init() with no key stored: its
		// numbered account choices over `wandb: Enter your choice: `,
		// then, for an existing account, the API key asked with getpass
		// (wrapped over two rows; at first and with a key typed).
		needs(ask("wandb-like", "wandb-like", wandb, want(modes.Select, "Enter your choice:", "",
			"1|Create a W&B account", "2|Use an existing W&B account", "3|Don't visualize my results"), wait(choice)), py),
		needs(ask("wandb-like-api-key", "wandb-like", wandb, wandbKey, wait(choice), typed("2", "Paste an API key")), py),
		needs(ask("wandb-like-api-key-typed", "wandb-like", wandb, wandbKey,
			wait(choice), typed("2", "Paste an API key"), step{text: "0123456789abcdef0123456789abcdef01234567", timeout: setSlow}, settle), py),

		// Credentials asked a line at a time: the legacy databricks-cli's
		// `databricks configure --token` (its host in clear, then its
		// token hidden), `comet login`'s key hidden, clearml-init's
		// copied configuration asked in clear under its instructions.
		needs(ask("databricks-like-host", "databricks-like", databricks, want(modes.Text, "Databricks Host (should begin with https://):", ""),
			wait("Databricks Host")), py),
		needs(ask("databricks-like-token", "databricks-like", databricks, want(modes.Password, "Token:", ""),
			wait("Databricks Host"), typed("https://adb-1234567890123456.7.azuredatabricks.net", "Token:")), py),
		needs(ask("comet-like", "comet-like", comet, want(modes.Password, "Comet API key:", ""), wait("Comet API key:")), py),
		needs(ask("clearml-init-like", "clearml-init-like", clearml, want(modes.Text, "Paste copied configuration here:", ""),
			wait("Paste copied configuration")), py),

		// ai-shell (clack, raw mode, the cursor hidden): its request
		// field under `┌  AI Shell`, a dim example after an inverse
		// cell (also typed into), then the script and its explanation
		// over `Run this script?` (also moved to Edit); `ai config`'s
		// settings (also moved) and, after OpenAI Key, its key asked in
		// clack's text field, in clear.
		needs(ask("ai-shell-like", "ai-shell-like", aishell, request, wait("e.g. list js files")), py),
		needs(ask("ai-shell-like-typed", "ai-shell-like", aishell, request,
			wait("e.g. list js files"), step{text: "list js files", timeout: setSlow}, settle), py),
		needs(ask("ai-shell-like-run", "ai-shell-like", aishell, run(0), asked...), py),
		needs(ask("ai-shell-like-run-moved", "ai-shell-like", aishell, run(1), append(append([]step{}, asked...), down, settle)...), py),
		needs(ask("ai-shell-like-config", "ai-shell-like", aiconfig, settings(0), wait("Set config")), py),
		needs(ask("ai-shell-like-config-moved", "ai-shell-like", aiconfig, settings(1), wait("Set config"), down, settle), py),
		needs(ask("ai-shell-like-config-key", "ai-shell-like", aiconfig, want(modes.Text, "Enter your OpenAI API key", ""),
			wait("Set config"), key("<enter>", "Enter your OpenAI API key"), settle), py),

		// opencommit's `oco`: the generated message between grey rules
		// over clack's `Confirm the commit message?` (`● Yes / ○ No`;
		// also moved to No), and, with nothing staged, whether to stage
		// all files.
		needs(ask("opencommit-like", "opencommit-like", oco, want(modes.Confirm, "Confirm the commit message?", "", ">Yes", "No"), wait("● Yes")), py),
		needs(ask("opencommit-like-moved", "opencommit-like", oco, want(modes.Confirm, "Confirm the commit message?", "", "Yes", ">No"),
			wait("● Yes"), key("<right>", "● No"), settle), py),
		needs(ask("opencommit-like-unstaged", "opencommit-like", ocoUnstaged,
			want(modes.Confirm, "Do you want to stage all files and generate commit message?", "", ">Yes", "No"), wait("● Yes")), py),

		// trae-agent's `trae-cli interactive`: rich's green panel, its
		// commands and `Task: ` under a rule of `=` (a REPL for tasks
		// and commands; also after `status`), and a task's `Working
		// Directory (…): ` with the current directory its default.
		needs(is(modes.REPL, "trae-like", "trae-like", trae, wait("Task:")), py),
		needs(is(modes.REPL, "trae-like-after-status", "trae-like", trae, wait("Task:"), typed("status", "Provider: openai, Model"), settle), py),
		needs(ask("trae-like-working-dir", "trae-like", trae, want(modes.Text, "Working Directory:", "…"),
			wait("Task:"), typed("add a test for the notes parser", "Working Directory")), py),
	}
}

// TestModesTwohundredeighth drives the twohundredeighth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredeighth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredeighth(t *testing.T) {
	captureSet(t, twohundredeighthDir, twohundredeighthSet())
}
