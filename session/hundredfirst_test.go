package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfirstDir holds the hundredfirst set (issue 44, hundred-and-first
// round): live cases of programs that imitate LLM and AI command-line
// tools no other test, table, fixture or doc of agentty names (ollama,
// simonw's llm, shell-gpt, gptme, k8sgpt, aichat, tgpt, elia, oterm),
// each drawing what the real tool draws at one of its moments, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// real tool is known to draw (its documentation, source and published
// screenshots, and the imitation run by hand outside agentty) and
// committed before its screen was captured.
const hundredfirstDir = "../testdata/modes-hundredfirst"

// hundredfirstScript runs a mode of the hundredfirst set's Python fixture
// with Debian's interpreter.
var hundredfirstScript = setFixtures("hundredfirst").script

// hundredfirstSet is the hundredfirst set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func hundredfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	demo := func(mode string) opener { return hundredfirstScript(py, "py/hundredfirst_demo.py", mode) }
	const answer = "How can I"
	models := func(highlighted int) *modes.Prompt {
		opts := []string{"llama3.1:8b", "mistral:7b", "qwen2.5:7b", "gemma2:9b"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select a model:", "", opts...)
	}
	execute := want(modes.Choice, "…", "", "e|Execute", "d|Describe", "a|Abort")
	return []corpusCase{
		// REPLs of chat tools, at their prompt and after an answer:
		// ollama run's (raw mode, bracketed paste, a dim placeholder
		// after ">>> "), llm chat's ("> " under its banner), sgpt
		// --repl's (">>> "), gptme's "User: ", aichat's ("〉" with the
		// model on the right, raw mode), tgpt -i's (a two-row "╭─ You",
		// "╰─>" prompt).
		needs(is(modes.REPL, "ollama", "ollama-like", demo("ollama"), wait("Send a message")), py),
		needs(is(modes.REPL, "ollama-after-answer", "ollama-like", demo("ollama"), wait("Send a message"), typed("hello", answer), settle), py),
		needs(is(modes.REPL, "llm-chat", "llm-chat-like", demo("llm-chat"), wait("!edit")), py),
		needs(is(modes.REPL, "llm-chat-after-answer", "llm-chat-like", demo("llm-chat"), wait("!edit"), typed("hello", "assist you"), settle), py),
		needs(is(modes.REPL, "sgpt-repl", "sgpt-like", demo("sgpt-repl"), wait("REPL mode")), py),
		needs(is(modes.REPL, "sgpt-repl-after-answer", "sgpt-like", demo("sgpt-repl"), wait("REPL mode"), typed("hello", answer), settle), py),
		needs(is(modes.REPL, "gptme-user", "gptme-like", demo("gptme-user"), wait("User")), py),
		needs(is(modes.REPL, "aichat", "aichat-like", demo("aichat"), wait("gpt-4o-mini")), py),
		needs(is(modes.REPL, "aichat-after-answer", "aichat-like", demo("aichat"), wait("gpt-4o-mini"), typed("hello", "assist you"), settle), py),
		needs(is(modes.REPL, "tgpt", "tgpt-like", demo("tgpt"), wait("╰─>")), py),
		needs(is(modes.REPL, "tgpt-after-answer", "tgpt-like", demo("tgpt"), wait("╰─>"), typed("hello", answer), settle), py),

		// Full-screen chat programs at rest: elia's home screen (its
		// chats listed, a message box at the foot; also moved down the
		// list).
		needs(is(modes.TUI, "elia", "elia-like", demo("elia"), wait("^q Quit")), py),
		needs(is(modes.TUI, "elia-moved", "elia-like", demo("elia"), wait("^q Quit"), down, settle), py),

		// Questions: sgpt --shell's suggested command and its choice
		// (also after Describe), gptme's confirm before running code,
		// oterm's new chat dialog's model list (also moved), k8sgpt auth
		// add's key.
		needs(ask("sgpt-shell", "sgpt-like", demo("sgpt-shell"), execute, wait("[A]bort")), py),
		needs(ask("sgpt-shell-described", "sgpt-like", demo("sgpt-shell"), execute, wait("[A]bort"), typed("d", "seven days"), settle), py),
		needs(ask("gptme-confirm", "gptme-like", demo("gptme-confirm"), yesNo("Execute this code?", "yes"), wait("(Y/n)")), py),
		needs(ask("oterm-model", "oterm-like", demo("oterm"), models(0), wait("Create")), py),
		needs(ask("oterm-model-moved", "oterm-like", demo("oterm"), models(1), wait("Create"), down, settle), py),
		needs(ask("k8sgpt-auth", "k8sgpt-like", demo("k8sgpt-auth"), want(modes.Password, "Enter openai Key:", ""), wait("Key:")), py),
	}
}

// TestModesHundredfirst drives the hundredfirst set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/hundredfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesHundredfirst(t *testing.T) { captureSet(t, hundredfirstDir, hundredfirstSet()) }
