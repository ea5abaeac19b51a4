package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightyninthDir holds the hundredeightyninth set (issue 44,
// hundred-and-eighty-ninth round): live cases of AI coding agents' and
// developer CLIs' interactive screens imitated by a fixture of its own
// (Python curses or raw mode), each printing what a tool that cannot run
// here prints at one of its moments (its words, layout, defaults,
// colours, reverse video, cursor, alternate screen or not, raw mode and
// echo), none of them named by any other test, table, fixture or doc of
// agentty: a sign-in menu and its device code, a pairing code's Enter,
// an API key field, a code run's and a diff's confirms, an agent's
// multi-line input box with its hint, its permission question with
// numbered, pointed options, its model picker, a tunnel's console. Each
// case's label was written from what the imitated tool means to a person
// and committed before its screen was captured.
const hundredeightyninthDir = "../testdata/modes-hundredeightyninth"

// hundredeightyninthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredeightyninthScript = setFixtures("hundredeightyninth").script

// hundredeightyninthSet is the hundredeightyninth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredeightyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(args ...string) opener {
		return hundredeightyninthScript(py, "py/hundredeightyninth_demo.py", args...)
	}
	auth0 := like("auth0")
	stripe := like("stripe")
	stripeKey := like("stripe-key")
	gptEngineer := like("gpt-engineer")
	mentat := like("mentat")
	qodoChat := like("qodo-chat")
	qodo := like("qodo")
	ngrok := like("ngrok")
	const hint = "Plan, ask, or build anything"
	signIn := func(highlighted int) *modes.Prompt {
		opts := []string{"As a user", "As a machine"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "How would you like to authenticate?", "", opts...)
	}
	allow := func(highlighted int) *modes.Prompt {
		opts := []string{"1|Allow", "2|Allow all for this session", "3|Deny, and tell qodo what to do differently"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Allow running this command?", "", opts...)
	}
	models := func(highlighted int) *modes.Prompt {
		opts := []string{"gpt-4.1", "claude-4-sonnet", "o4-mini", "gemini-2.5-pro", "deepseek-r1"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select a model", "", opts...)
	}
	asked := []step{wait(hint), typed("run the tests", "Allow running")}
	return []corpusCase{
		// A sign-in menu: auth0 login's survey select (`> As a user`,
		// also moved to `As a machine`), and once chosen its device code
		// over `Press Enter to open the browser to log in or ^C to
		// quit...`.
		needs(ask("auth0-like", "auth0-like", auth0, signIn(0), wait("type to filter")), py),
		needs(ask("auth0-like-moved", "auth0-like", auth0, signIn(1), wait("type to filter"), down, settle), py),
		needs(ask("auth0-like-device-code", "auth0-like", auth0, pressEnter("Press Enter to open the browser to log in or ^C to quit..."),
			wait("type to filter"), step{keys: "<enter>", expect: "Press Enter", timeout: setSlow}), py),

		// stripe login's pairing code and its Enter (the URL wrapped over
		// two rows), and `stripe login --interactive`'s API key, echo
		// off, at first and after a key typed.
		needs(ask("stripe-like", "stripe-like", stripe, pressEnter("Press Enter to open the browser or visit … (^C to quit)"), wait("^C to quit")), py),
		needs(ask("stripe-like-api-key", "stripe-like", stripeKey, want(modes.Password, "Enter your API key:", ""), wait("API key")), py),
		needs(ask("stripe-like-api-key-typed", "stripe-like", stripeKey, want(modes.Password, "Enter your API key:", ""),
			wait("API key"), step{text: "sk_test_51Relay", timeout: setSlow}, settle), py),

		// Confirms printed a line at a time: gpt-engineer's `Do you want
		// to execute this code? (Y/n)` above the command and `If yes,
		// press enter. Otherwise, type "no"`; mentat's `Apply these
		// changes? 'Y/n/i' or provide feedback.` over its `>>> ` line.
		needs(ask("gpt-engineer-like", "gpt-engineer-like", gptEngineer, yesNo("Do you want to execute this code?", "yes"), wait("Otherwise")), py),
		needs(ask("mentat-like", "mentat-like", mentat, want(modes.Choice, "Apply these changes? …", "y", "y|Y", "n|n", "i|i"), wait(">>>")), py),

		// Qodo Command: its multi-line input box with a dim hint (idle,
		// and typed into), the permission question of a command it runs
		// (numbered, pointed with `❯`; also moved), and its model picker
		// on the alternate screen (reverse video; also moved). The typed
		// box was driven again after the first capture: it waited for
		// the text it typed, which the wait never counts.
		needs(is(modes.REPL, "qodo-like", "qodo-like", qodoChat, wait(hint)), py),
		needs(is(modes.REPL, "qodo-like-typed", "qodo-like", qodoChat, wait(hint), step{text: "run the tests", timeout: setSlow}, settle), py),
		needs(ask("qodo-like-permission", "qodo-like", qodoChat, allow(0), append(append([]step{}, asked...), settle)...), py),
		needs(ask("qodo-like-permission-moved", "qodo-like", qodoChat, allow(1), append(append([]step{}, asked...), down, settle)...), py),
		needs(ask("qodo-like-models", "qodo-like", qodo, models(0), wait("esc cancel")), py),
		needs(ask("qodo-like-models-moved", "qodo-like", qodo, models(1), wait("esc cancel"), down, settle), py),

		// A tunnel's console: ngrok's session status, forwarding and
		// requests on the alternate screen, the cursor hidden.
		needs(is(modes.TUI, "ngrok-like", "ngrok-like", ngrok, wait("HTTP Requests")), py),
	}
}

// TestModesHundredeightyninth drives the hundredeightyninth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightyninth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredeightyninth(t *testing.T) {
	captureSet(t, hundredeightyninthDir, hundredeightyninthSet())
}
