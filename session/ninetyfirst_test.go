package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetyfirstDir holds the ninetyfirst set (issue 44, ninety-first
// round): live cases of small programs, each a mode of one Python script
// drawing what a prompt library of another language that cannot run here
// draws at one of its interactive moments (.NET's Sharprompt, Rust's
// cliclack, Dart's mason_logger, Python's beaupy, PHP's CLImate,
// Shopify's cli-ui, Kotlin's Clikt, Haskell's haskeline, Java's
// Lanterna), none of them named by any other test, table, fixture or doc
// of agentty, to measure the classifier once as it was on screens nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the library is known to draw (its documentation and source, and
// the program run by hand in tmux outside agentty) and committed before
// its screen was captured.
const ninetyfirstDir = "../testdata/modes-ninetyfirst"

// ninetyfirstLike runs one of the ninetyfirst set's programs, all in its
// Python script.
func ninetyfirstLike(name string, args ...string) opener {
	return setFixtures("ninetyfirst").script(pythonPath, "py/ninetyfirst_demo.py", append([]string{name}, args...)...)
}

// ninetyfirstSet is the ninetyfirst set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func ninetyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	tick := step{keys: " "}
	like := ninetyfirstLike
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const mirrorQ, platforms = "Which mirror should serve the images?", "Which platforms should the release build?"
	mirror := func(q string, highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, q, "", opts...)
	}
	targets := func(q string, highlighted int, ticked map[int]bool) *modes.Prompt {
		return ticks(q, highlighted, ticked, "linux", "darwin", "windows")
	}
	sharp := func(kind string) opener { return like("sharprompt-like", kind) }
	clack := func(kind string) opener { return like("cliclack-like", kind) }
	mason := func(kind string) opener { return like("mason-logger-like", kind) }
	beaupy := func(kind string) opener { return like("beaupy-like", kind) }
	climate := func(kind string) opener { return like("climate-like", kind) }
	cliui := func(kind string) opener { return like("cli-ui-like", kind) }
	clikt := func(kind string) opener { return like("clikt-like", kind) }
	lanterna := func(kind string) opener { return like("lanterna-like", kind) }
	haskeline := like("haskeline-like")
	return []corpusCase{
		// Sharprompt (.NET): Input with its default in brackets, Confirm
		// [y/N], Password (also with eight stars typed), Select (also
		// moved), MultiSelect (also with darwin ticked), each "? "
		// green and the question bold with a colon, the list's pointer
		// "›" in cyan, a dim hint under it.
		needs(ask("sharprompt-like-input", "sharprompt-like", sharp("input"), want(modes.Text, branch+":", "release-7"), wait("(release-7)")), py),
		needs(ask("sharprompt-like-confirm", "sharprompt-like", sharp("confirm"), yesNo(purge+":", "no"), wait("[y/N]")), py),
		needs(ask("sharprompt-like-password", "sharprompt-like", sharp("password"), want(modes.Password, secret+":", ""), wait("passphrase:")), py),
		needs(ask("sharprompt-like-password-typed", "sharprompt-like", sharp("password"), want(modes.Password, secret+":", ""),
			wait("passphrase:"), step{text: "hunter22", expect: "********", timeout: setSlow}), py),
		needs(ask("sharprompt-like-select", "sharprompt-like", sharp("select"), mirror(mirrorQ+":", 0), wait("Hint:")), py),
		needs(ask("sharprompt-like-select-moved", "sharprompt-like", sharp("select"), mirror(mirrorQ+":", 1), wait("Hint:"), down, settle), py),
		needs(ask("sharprompt-like-multiselect", "sharprompt-like", sharp("multiselect"), targets(platforms+":", 0, nil), wait("Hint:")), py),
		needs(ask("sharprompt-like-multiselect-ticked", "sharprompt-like", sharp("multiselect"), targets(platforms+":", 1, map[int]bool{1: true}),
			wait("Hint:"), down, settle, tick, settle), py),

		// cliclack (Rust): clack's rail ("┌ release", "◆" at the asked
		// step, "│" and "└"): input with its placeholder dim, password
		// "▪", confirm "○ Yes / ● No", select with "●"/"○" (also
		// moved), multiselect with darwin ticked "◼".
		needs(ask("cliclack-like-input", "cliclack-like", clack("input"), want(modes.Text, branch, "release-7"), wait("release-7")), py),
		needs(ask("cliclack-like-password", "cliclack-like", clack("password"), want(modes.Password, secret, ""), wait("passphrase")), py),
		needs(ask("cliclack-like-confirm", "cliclack-like", clack("confirm"), want(modes.Confirm, purge, "", "Yes", ">No"), wait("No")), py),
		needs(ask("cliclack-like-select", "cliclack-like", clack("select"), mirror(mirrorQ, 0), wait("mirror-nrt")), py),
		needs(ask("cliclack-like-select-moved", "cliclack-like", clack("select"), mirror(mirrorQ, 1), wait("mirror-nrt"), down, settle), py),
		needs(ask("cliclack-like-multiselect-ticked", "cliclack-like", clack("multiselect"), targets(platforms, 1, map[int]bool{1: true}),
			wait("windows"), down, settle, tick, settle), py),

		// mason_logger (Dart): prompt with its default dim in brackets,
		// confirm (y/N), chooseOne with "❯" (also moved), chooseAny with
		// "◉"/"◯" (also with darwin ticked).
		needs(ask("mason-logger-like-prompt", "mason-logger-like", mason("prompt"), want(modes.Text, branch, "release-7"), wait("(release-7)")), py),
		needs(ask("mason-logger-like-confirm", "mason-logger-like", mason("confirm"), yesNo(purge, "no"), wait("(y/N)")), py),
		needs(ask("mason-logger-like-chooseone", "mason-logger-like", mason("chooseone"), mirror(mirrorQ, 0), wait("mirror-nrt")), py),
		needs(ask("mason-logger-like-chooseone-moved", "mason-logger-like", mason("chooseone"), mirror(mirrorQ, 1), wait("mirror-nrt"), down, settle), py),
		needs(ask("mason-logger-like-chooseany", "mason-logger-like", mason("chooseany"), targets(platforms, 0, nil), wait("windows")), py),
		needs(ask("mason-logger-like-chooseany-ticked", "mason-logger-like", mason("chooseany"), targets(platforms, 1, map[int]bool{1: true}),
			wait("windows"), down, settle, tick, settle), py),

		// beaupy (Python): the question printed bold, then select's
		// list with "> " (also moved), select_multiple with "[ ]"/"[x]"
		// (darwin ticked), confirm's "> Yes" over "No".
		needs(ask("beaupy-like-select", "beaupy-like", beaupy("select"), mirror(mirrorQ, 0), wait("mirror-nrt")), py),
		needs(ask("beaupy-like-select-moved", "beaupy-like", beaupy("select"), mirror(mirrorQ, 1), wait("mirror-nrt"), down, settle), py),
		needs(ask("beaupy-like-multiselect-ticked", "beaupy-like", beaupy("multiselect"), targets(platforms, 1, map[int]bool{1: true}),
			wait("confirm with enter"), down, settle, tick, settle), py),
		needs(ask("beaupy-like-confirm", "beaupy-like", beaupy("confirm"), want(modes.Confirm, purge, "", ">Yes", "No"), wait("No")), py),

		// CLImate (PHP): confirm "[y/n]", password with echo off, input,
		// radio "❯ ●" (also moved), checkboxes (darwin ticked).
		needs(ask("climate-like-confirm", "climate-like", climate("confirm"), yesNo(purge, ""), wait("[y/n]")), py),
		needs(ask("climate-like-password", "climate-like", climate("password"), want(modes.Password, secret, ""), wait("passphrase")), py),
		needs(ask("climate-like-input", "climate-like", climate("input"), want(modes.Text, branch, ""), wait("cut from?")), py),
		needs(ask("climate-like-radio", "climate-like", climate("radio"), mirror(mirrorQ, 0), wait("mirror-nrt")), py),
		needs(ask("climate-like-radio-moved", "climate-like", climate("radio"), mirror(mirrorQ, 1), wait("mirror-nrt"), down, settle), py),
		needs(ask("climate-like-checkboxes-ticked", "climate-like", climate("checkboxes"), targets(platforms, 1, map[int]bool{1: true}),
			wait("windows"), down, settle, tick, settle), py),

		// Shopify's cli-ui: in a frame "┏━━ Release", ask with options
		// "(Choose with ↑ ↓ ⏎)" over "> 1. mirror-fra" (also moved),
		// confirm's "1. yes"/"2. no", ask for a line with its default.
		needs(ask("cli-ui-like-select", "cli-ui-like", cliui("select"),
			want(modes.Select, mirrorQ, "", ">1|mirror-fra", "2|mirror-ord", "3|mirror-nrt"), wait("mirror-nrt")), py),
		needs(ask("cli-ui-like-select-moved", "cli-ui-like", cliui("select"),
			want(modes.Select, mirrorQ, "", "1|mirror-fra", ">2|mirror-ord", "3|mirror-nrt"), wait("mirror-nrt"), down, settle), py),
		needs(ask("cli-ui-like-confirm", "cli-ui-like", cliui("confirm"), want(modes.Confirm, purge, "", ">1|yes", "2|no"), wait("2. no")), py),
		needs(ask("cli-ui-like-ask", "cli-ui-like", cliui("ask"), want(modes.Text, branch, "release-7"), wait("empty = release-7")), py),

		// Clikt (Kotlin): prompt "[release-7]: ", confirm "[y/N]: ",
		// hidden input.
		needs(ask("clikt-like-prompt", "clikt-like", clikt("prompt"), want(modes.Text, branch, "release-7"), wait("[release-7]:")), py),
		needs(ask("clikt-like-confirm", "clikt-like", clikt("confirm"), yesNo(purge, "no"), wait("[y/N]:")), py),
		needs(ask("clikt-like-password", "clikt-like", clikt("password"), want(modes.Password, secret+":", ""), wait("passphrase:")), py),

		// haskeline (Haskell): a REPL over its line editor in raw mode,
		// at its prompt and after a command.
		needs(is(modes.REPL, "haskeline-like", "haskeline-like", haskeline, wait("ledger>")), py),
		needs(is(modes.REPL, "haskeline-like-after-command", "haskeline-like", haskeline, wait("ledger>"), typed("6*7", "42"), settle), py),

		// Lanterna (Java): dialogs on the alternate screen over a blue
		// desktop: a message dialog's "< Yes >"/"< No >" (also moved to
		// No), a list dialog (also moved), a text input dialog.
		needs(ask("lanterna-like-message", "lanterna-like", lanterna("message"), want(modes.Confirm, purge, "", ">Yes", "No"), wait("< No >")), py),
		needs(ask("lanterna-like-message-no", "lanterna-like", lanterna("message"), want(modes.Confirm, purge, "", "Yes", ">No"),
			wait("< No >"), step{keys: "<tab>"}, settle), py),
		needs(ask("lanterna-like-list", "lanterna-like", lanterna("list"), mirror(mirrorQ, 0), wait("< Cancel >")), py),
		needs(ask("lanterna-like-list-moved", "lanterna-like", lanterna("list"), mirror(mirrorQ, 1), wait("< Cancel >"), down, settle), py),
		needs(ask("lanterna-like-input", "lanterna-like", lanterna("input"), want(modes.Text, branch, "release-7"), wait("< Cancel >")), py),
	}
}

// TestModesNinetyfirst drives the ninetyfirst set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/ninetyfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesNinetyfirst(t *testing.T) { captureSet(t, ninetyfirstDir, ninetyfirstSet()) }
