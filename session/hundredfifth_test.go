package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfifthDir holds the hundredfifth set (issue 44, hundred-and-fifth
// round): live cases of AI coding agents and LLM command-line tools
// imitated by a fixture of its own (iFlow CLI, grok-cli, Kilo Code's
// CLI, OpenHands' CLI, LM Studio's lms and fabric), each drawing what a
// tool that cannot run here draws at one of its moments (its words,
// layout, rounded Ink boxes, pointers, dim hints, colours, cursor and
// terminal modes, from its documentation, source and published
// screenshots), none of them named by any other test, table, fixture or
// doc of agentty: first-run theme and provider pickers, an API key,
// input boxes at rest and typed into, a slash-command menu open under
// the box, approval questions, a diff shown for approval, a model
// picker, a setup's numbered plugins. Each case's label was written from
// what the imitated tool means to a person and committed before its
// screen was captured.
const hundredfifthDir = "../testdata/modes-hundredfifth"

// hundredfifthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredfifthScript = setFixtures("hundredfifth").script

// hundredfifthSet is the hundredfifth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func hundredfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(args ...string) opener {
		return hundredfifthScript(py, "py/hundredfifth_demo.py", args...)
	}
	iflow := like("iflow")
	grok := like("grok")
	kilocode := like("kilocode")
	openhands := like("openhands")
	lms := like("lms")
	fabric := like("fabric")
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}
	themes := func(h int) *modes.Prompt {
		return pick(modes.Select, "Select Theme", h, "1|ANSI Dark", "2|Atom One Dark", "3|Ayu Dark", "4|Default Dark", "5|Dracula Dark", "6|GitHub Dark")
	}
	proceed := func(h int) *modes.Prompt {
		return pick(modes.Select, "Do you want to proceed with this operation?", h, "Yes", "Yes, and don't ask again this session", "No", "No, with feedback")
	}
	providers := func(h int) *modes.Prompt {
		return pick(modes.Select, "Which provider would you like to use?", h,
			"Kilo Code (recommended)", "Anthropic", "OpenAI", "OpenRouter", "Google Gemini", "Ollama")
	}
	choose := func(h int) *modes.Prompt {
		return pick(modes.Select, "Choose an option:", h, "Yes, proceed", "No (and allow to enter instructions)", "Always proceed (don't ask again)")
	}
	models := func(h int) *modes.Prompt {
		return pick(modes.Select, "Select a model to load…", h, "qwen/qwen3-4b-2507 (2.50 GB)", "google/gemma-3-12b (8.07 GB)",
			"openai/gpt-oss-20b (12.11 GB)", "mistralai/devstral-small-2507 (14.33 GB)", "meta-llama-3.1-8b-instruct (4.92 GB)")
	}
	const theme, grokBox, provider, help, plugin = "Select Theme", "auto-edit: off", "Which provider", "Type /help for help", "[Plugin Number]"
	themed := []step{wait(theme), enter("Type your message")}
	asked := []step{wait(grokBox), typed("add a line to notes.txt", "Esc cancel")}
	keyed := []step{wait(provider), down, enter("API key:")}
	saved := append(append([]step{}, keyed...), typed("sk-ant-api03-relay", "Type a message"))
	ran := []step{wait(help), typed("list the files", "Always proceed")}
	return []corpusCase{
		// iflow (a Gemini CLI fork, Ink, the main screen): its first
		// run's theme picker (a rounded box, `● 1. ANSI Dark` in green
		// over the other numbered themes and an unfocused `Apply To`;
		// also moved), then its input box at rest (a dim placeholder
		// after `> `, the folder, sandbox and model under it) and typed
		// into. The typed-into cases here and grok's type and settle: a
		// wait for the typed text never matched (it is its echo), so
		// they were driven again so, their labels unchanged.
		needs(ask("iflow-like-theme", "iflow-like", iflow, themes(0), wait(theme)), py),
		needs(ask("iflow-like-theme-moved", "iflow-like", iflow, themes(1), wait(theme), down, settle), py),
		needs(is(modes.REPL, "iflow-like", "iflow-like", iflow, append(append([]step{}, themed...), settle)...), py),
		needs(is(modes.REPL, "iflow-like-typed", "iflow-like", iflow,
			append(append([]step{}, themed...), step{text: "explain notes.txt", timeout: setSlow}, settle)...), py),

		// grok-cli (Ink, the main screen): its `❯ ` input box under
		// the logo and tips, at rest and typed into; an edit of
		// notes.txt shown as a diff, then `Do you want to proceed with
		// this operation?` with a `❯` pointer (also moved).
		needs(is(modes.REPL, "grok-like", "grok-like", grok, wait(grokBox), settle), py),
		needs(is(modes.REPL, "grok-like-typed", "grok-like", grok, wait(grokBox),
			step{text: "add a line to notes.txt", timeout: setSlow}, settle), py),
		needs(ask("grok-like-edit", "grok-like", grok, proceed(0), append(append([]step{}, asked...), settle)...), py),
		needs(ask("grok-like-edit-moved", "grok-like", grok, proceed(1), append(append([]step{}, asked...), down, settle)...), py),

		// Kilo Code's CLI (Ink, the main screen): its first run's
		// provider picker (also moved), the provider's API key in a box
		// (empty, then typed and masked with `*`), its input box at rest
		// after setup, and with `/` typed, its commands listed under the
		// box (the first pointed at): still the agent's input line, the
		// commands offered to complete it.
		needs(ask("kilocode-like-provider", "kilocode-like", kilocode, providers(0), wait(provider)), py),
		needs(ask("kilocode-like-provider-moved", "kilocode-like", kilocode, providers(1), wait(provider), down, settle), py),
		needs(ask("kilocode-like-api-key", "kilocode-like", kilocode, want(modes.Password, "Enter your Anthropic API key:", ""),
			append(append([]step{}, keyed...), settle)...), py),
		needs(ask("kilocode-like-api-key-typed", "kilocode-like", kilocode, want(modes.Password, "Enter your Anthropic API key:", ""),
			append(append([]step{}, keyed...), step{text: "sk-ant-api03", expect: "************", timeout: setSlow}, settle)...), py),
		needs(is(modes.REPL, "kilocode-like", "kilocode-like", kilocode, append(append([]step{}, saved...), settle)...), py),
		needs(is(modes.REPL, "kilocode-like-slash", "kilocode-like", kilocode,
			append(append([]step{}, saved...), step{text: "/", expect: "Start a new task", timeout: setSlow}, settle)...), py),

		// OpenHands' CLI (prompt_toolkit, a line at a time): its `> `
		// prompt under the banner, and after a message the action it
		// asks to run and `Choose an option:` (also moved).
		needs(is(modes.REPL, "openhands-like", "openhands-like", openhands, wait(help), settle), py),
		needs(ask("openhands-like-confirm", "openhands-like", openhands, choose(0), append(append([]step{}, ran...), settle)...), py),
		needs(ask("openhands-like-confirm-moved", "openhands-like", openhands, choose(1), append(append([]step{}, ran...), down, settle)...), py),

		// LM Studio's `lms load`: an inquirer list of the downloaded
		// models with their sizes, the first pointed at (also moved).
		needs(ask("lms-like", "lms-like", lms, models(0), wait("Select a model")), py),
		needs(ask("lms-like-moved", "lms-like", lms, models(1), wait("Select a model"), down, settle), py),

		// fabric --setup, a line at a time with echo: its numbered AI
		// vendors over `[Plugin Number] Enter the number…`, then the
		// chosen vendor's API key asked in clear.
		needs(ask("fabric-like", "fabric-like", fabric,
			want(modes.Select, "[Plugin Number] Enter the number of the plugin to setup (leave empty to skip):", "",
				"1|Anthropic", "2|Azure", "3|Bedrock", "4|DeepSeek", "5|Gemini", "6|Groq", "7|LM Studio", "8|Mistral", "9|Ollama", "10|OpenAI", "11|OpenRouter"),
			wait(plugin)), py),
		needs(ask("fabric-like-api-key", "fabric-like", fabric, want(modes.Text, "Enter your Anthropic API KEY (leave empty to skip):", ""),
			wait(plugin), typed("1", "API KEY")), py),
	}
}

// TestModesHundredfifth drives the hundredfifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/hundredfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesHundredfifth(t *testing.T) { captureSet(t, hundredfifthDir, hundredfifthSet()) }
