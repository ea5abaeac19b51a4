package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortysecondDir holds the hundredfortysecond set (issue 44,
// hundred-and-forty-second round): live cases of AI coding agents
// imitated by a fixture of its own (Kode, Qoder CLI, CodeBuddy Code,
// Neovate Code, Nanocoder and Octofriend), each drawing, with Ink's
// log-update on the main screen and the terminal raw, without echo and
// with the cursor hidden, what a tool that cannot run here draws at one
// of its moments (its words, layout, rounded boxes, options under a `❯`
// pointer, dim hints and colours, from its documentation, source and
// published screenshots), none of them named by any other test, table,
// fixture or doc of agentty: a first run's theme picker and login
// method menu, a trust-this-folder question, permission prompts over a
// shell command and over a diff, a model picker, message boxes at rest
// and typed into, a slash-command menu open under the box, and an agent
// at work (a spinner and the seconds counted, no question). Each case's
// label was written from what the imitated tool means to a person and
// committed before its screen was captured.
const hundredfortysecondDir = "../testdata/modes-hundredfortysecond"

// hundredfortysecondScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredfortysecondScript = setFixtures("hundredfortysecond").script

// hundredfortysecondSet is the hundredfortysecond set. Labels say what a
// person reads on the screen.
func hundredfortysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	like := func(args ...string) opener {
		return hundredfortysecondScript(py, "py/hundredfortysecond_demo.py", args...)
	}
	kode := like("kode")
	qoder := like("qoder")
	codebuddy := like("codebuddy")
	neovate := like("neovate")
	nanocoder := like("nanocoder")
	octofriend := like("octofriend")
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	theme := func(h int) *modes.Prompt {
		return pick("Choose the option that looks best when you select it", h,
			"Light text", "Dark text", "Light text (colorblind-friendly)", "Dark text (colorblind-friendly)")
	}
	trust := func(h int) *modes.Prompt {
		return pick("Do you trust the files in this folder?", h, "1|Yes, proceed", "2|No, exit")
	}
	proceed := func(h int) *modes.Prompt {
		return pick("Do you want to proceed?", h, "1|Yes",
			"2|Yes, and don't ask again for rm commands in this project", "3|No, and tell Qoder what to do differently (esc)")
	}
	login := func(h int) *modes.Prompt {
		return pick("Select login method:", h, "1|Google / GitHub (codebuddy.ai)", "2|WeChat (codebuddy.cn)",
			"3|iOA (Tencent employees)", "4|API key")
	}
	edit := func(h int) *modes.Prompt {
		return pick("Do you want to make this edit to hello.py?", h, "1|Yes",
			"2|Yes, allow all edits during this session (shift+tab)", "3|No, and tell Neovate what to do differently (esc)")
	}
	models := func(h int) *modes.Prompt {
		return pick("Select a model for Ollama:", h,
			"qwen2.5-coder:14b", "qwen3-coder:30b", "devstral:24b", "llama3.1:8b", "deepseek-coder-v2:16b")
	}
	const themes, trusting, qoderBox, asked, method, neovateBox, editing, picker, octoBox = "colorblind-friendly",
		"Do you trust the files", "? for shortcuts", "Do you want to proceed?", "Select login method",
		"100% context left", "Do you want to make this edit", "Press Escape to cancel", "Ctrl+P to open the menu"
	trusted := []step{wait(trusting), enter(qoderBox)}
	bash := steps(trusted, []step{typed("rebuild it", asked)})
	diff := []step{wait(neovateBox), typed("fix the typo", editing)}
	return []corpusCase{
		// Kode's first run (Ink, the main screen): `Let's get started.`
		// and `Choose the option that looks best when you select it`
		// over four text styles under a `❯` pointer, a diff previewing
		// the style under them (also moved down).
		needs(ask("kode-like-theme", "kode-like", kode, theme(0), wait(themes)), py),
		needs(ask("kode-like-theme-moved", "kode-like", kode, theme(1), wait(themes), down, settle), py),

		// Qoder CLI (Ink, the main screen): its first run's
		// `Do you trust the files in this folder?` in a yellow box, two
		// numbered options in it (also moved); then its message box at
		// rest (a dim placeholder after `> `) and typed into; and after
		// a message the shell command it wants to run in a box with
		// `Do you want to proceed?` and three numbered options, `Esc to
		// cancel` under it (also moved). The typed moment was driven
		// again once: its step first waited for its own typed text,
		// which a wait never counts, and timed out; it now types and
		// settles.
		needs(ask("qoder-like-trust", "qoder-like", qoder, trust(0), wait(trusting)), py),
		needs(ask("qoder-like-trust-moved", "qoder-like", qoder, trust(1), wait(trusting), down, settle), py),
		needs(is(modes.REPL, "qoder-like", "qoder-like", qoder, steps(trusted, []step{settle})...), py),
		needs(is(modes.REPL, "qoder-like-typed", "qoder-like", qoder, steps(trusted, []step{{text: "rebuild it", timeout: setSlow}, settle})...), py),
		needs(ask("qoder-like-bash", "qoder-like", qoder, proceed(0), steps(bash, []step{settle})...), py),
		needs(ask("qoder-like-bash-moved", "qoder-like", qoder, proceed(1), steps(bash, []step{down, settle})...), py),

		// CodeBuddy Code's first run (Ink, the main screen): its login
		// methods numbered under `Select login method:` and a `❯`
		// pointer (also moved).
		needs(ask("codebuddy-like-login", "codebuddy-like", codebuddy, login(0), wait(method)), py),
		needs(ask("codebuddy-like-login-moved", "codebuddy-like", codebuddy, login(1), wait(method), down, settle), py),

		// Neovate Code (Ink, the main screen): its message box at rest
		// under its banner, and with `/` typed its slash commands listed
		// under the box (still the agent's input line, the commands
		// offered to complete it); after a message the edit it wants to
		// make, a diff in a box over `Do you want to make this edit to
		// hello.py?` and three numbered options (also moved).
		needs(is(modes.REPL, "neovate-like", "neovate-like", neovate, wait(neovateBox), settle), py),
		needs(is(modes.REPL, "neovate-like-slash", "neovate-like", neovate, wait(neovateBox),
			typing("/", "Switch or display the current model"), settle), py),
		needs(ask("neovate-like-edit", "neovate-like", neovate, edit(0), steps(diff, []step{settle})...), py),
		needs(ask("neovate-like-edit-moved", "neovate-like", neovate, edit(1), steps(diff, []step{down, settle})...), py),

		// Nanocoder's /model (Ink, the main screen): the models of its
		// provider under `Select a model for Ollama:` and a `❯` pointer
		// (also moved).
		needs(ask("nanocoder-like-model", "nanocoder-like", nanocoder, models(0), wait(picker)), py),
		needs(ask("nanocoder-like-model-moved", "nanocoder-like", nanocoder, models(1), wait(picker), down, settle), py),

		// Octofriend (Ink, the main screen): its message box at rest,
		// and after a message the agent at work: a braille spinner,
		// `Octo is working...` and the seconds counted, no question.
		needs(is(modes.REPL, "octofriend-like", "octofriend-like", octofriend, wait(octoBox), settle), py),
		needs(corpusCase{name: "octofriend-like-working", program: "octofriend-like", open: octofriend,
			steps: []step{wait(octoBox), typed("fix the bug", "esc to interrupt")},
			mode:  modes.REPL, state: Running}, py),
	}
}

// TestModesHundredfortysecond drives the hundredfortysecond set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfortysecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredfortysecond(t *testing.T) {
	captureSet(t, hundredfortysecondDir, hundredfortysecondSet())
}
