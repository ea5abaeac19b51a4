package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfourteenthDir holds the twohundredfourteenth set (issue 44,
// two-hundred-and-fourteenth round): live cases of developer tools'
// set-up wizards imitated by a fixture of its own (a data build tool's
// init, a deploy tool's init and login, the installers and uninstallers
// of SDK and version managers), each printing, on the main screen and a
// line at a time through input() and getpass, what a tool that cannot run
// here prints at one of its questions (its words, layout, defaults and
// colours, from its documentation, source and published transcripts):
// at its first question, after an answer, and after a refused answer.
// None of the tools is named by any other test, table, fixture or doc of
// agentty. Each case's label was written from what the imitated tool
// means to a person and committed before its screen was captured.
const twohundredfourteenthDir = "../testdata/modes-twohundredfourteenth"

// twohundredfourteenthScript runs the set's Python script, with Debian's
// python3.
var twohundredfourteenthScript = setFixtures("twohundredfourteenth").script

// twohundredfourteenthSet is the twohundredfourteenth set. Labels say what
// a person reads on the screen; "…" in a question or default stands for
// any text.
func twohundredfourteenthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return twohundredfourteenthScript(py, "py/twohundredfourteenth_demo.py", args...)
	}
	dbt := like("dbt")
	zappa := like("zappa")
	elan := like("elan")
	swiftly := like("swiftly", "init")
	swiftlyUninstall := like("swiftly", "uninstall")
	rbenvInstall := like("rbenv", "install")
	rbenvUninstall := like("rbenv", "uninstall")
	gigalixir := like("gigalixir")
	projectName := want(modes.Text, "Enter a name for your project (letters, digits, underscore):", "")
	adapters := want(modes.Select, "Which database would you like to use?", "", "1|postgres", "2|duckdb")
	stage := want(modes.Text, "What do you want to call this environment (default 'dev'):", "dev")
	netrc := yesNo("Would you like us to save your api key to your ~/.netrc file?", "yes")
	return []corpusCase{
		// dbt init: its project's name (letters, digits, underscore), at
		// first and asked again under `relay-dw is not a valid project
		// name.`; its numbered adapters over `Enter a number: `, after the
		// name and asked again under click's `Error: '3' is not one of
		// '1', '2'.`; its profile's `port [5432]: ` and its password with
		// echo off.
		needs(ask("dbt-like", "dbt-like", dbt, projectName, wait("Enter a name")), py),
		needs(ask("dbt-like-refused", "dbt-like", dbt, projectName,
			wait("Enter a name"), typed("relay-dw", "not a valid project name"), settle), py),
		needs(ask("dbt-like-database", "dbt-like", dbt, adapters,
			wait("Enter a name"), typed("relay_dw", "Enter a number")), py),
		needs(ask("dbt-like-database-refused", "dbt-like", dbt, adapters,
			wait("Enter a name"), typed("relay_dw", "Enter a number"), typed("3", "is not one of"), settle), py),
		needs(ask("dbt-like-port", "dbt-like", dbt, want(modes.Text, "port:", "5432"),
			wait("Enter a name"), typed("relay_dw", "Enter a number"), typed("1", "host ("), typed("localhost", "port [5432]")), py),
		needs(ask("dbt-like-password", "dbt-like", dbt, want(modes.Password, "pass (dev password):", ""),
			wait("Enter a name"), typed("relay_dw", "Enter a number"), typed("1", "host ("), typed("localhost", "port [5432]"),
			enter("user (dev"), typed("ada", "pass (dev")), py),

		// zappa init, under its banner: its stage's name (`(default
		// 'dev')`), at first and asked again under a red `Stage names must
		// match a-zA-Z0-9_`; its bucket after the stage; its
		// `[y/n/(p)rimary]` choice of regions; and its settings printed
		// for a `(default 'y') [y/n]` confirm.
		needs(ask("zappa-like", "zappa-like", zappa, stage, wait("call this environment")), py),
		needs(ask("zappa-like-refused", "zappa-like", zappa, stage,
			wait("call this environment"), typed("my-env", "Stage names must match"), settle), py),
		needs(ask("zappa-like-bucket", "zappa-like", zappa, want(modes.Text, "What do you want to call your bucket?", "zappa-3f9k2x7pq"),
			wait("call this environment"), enter("call your bucket")), py),
		needs(ask("zappa-like-globally", "zappa-like", zappa,
			want(modes.Choice, "Would you like to deploy this application globally?", "n", "y|y", "n|n", "p|primary"),
			wait("call this environment"), enter("call your bucket"), enter("app's function? (default"), enter("(p)rimary")), py),
		needs(ask("zappa-like-settings", "zappa-like", zappa, yesNo("Does this look okay?", "yes"),
			wait("call this environment"), enter("call your bucket"), enter("app's function? (default"), enter("(p)rimary"),
			typed("n", "Does this look")), py),

		// elan-init, Lean's version manager's installer: its numbered
		// menu over a bare `>`, then, customized, its toolchain (`[stable]`)
		// and its PATH (`(y/n) [y]`), each asked on a row of its own and
		// answered on the row under it.
		needs(ask("elan-like", "elan-like", elan,
			want(modes.Select, "…", "1", "1|Proceed with installation (default)", "2|Customize installation", "3|Cancel installation"),
			wait("3) Cancel installation")), py),
		needs(ask("elan-like-toolchain", "elan-like", elan, want(modes.Text, "Default toolchain? (stable/nightly/none)", "stable"),
			wait("3) Cancel installation"), typed("2", "Default toolchain?")), py),
		needs(ask("elan-like-path", "elan-like", elan, yesNo("Modify PATH variable?", "yes"),
			wait("3) Cancel installation"), typed("2", "Default toolchain?"), enter("Modify PATH variable?")), py),

		// swiftly, the Swift toolchain manager: init's `Proceed? (Y/n): `
		// under what it installs where, at first and asked again under
		// `Please input either "y" or "n", …`; uninstall's `Proceed?
		// (y/N): ` under the toolchain it removes.
		needs(ask("swiftly-like", "swiftly-like", swiftly, yesNo("Proceed?", "yes"), wait("Proceed? (Y/n)")), py),
		needs(ask("swiftly-like-refused", "swiftly-like", swiftly, yesNo("Proceed?", "yes"),
			wait("Proceed? (Y/n)"), typed("sure", "Please input either"), settle), py),
		needs(ask("swiftly-like-uninstall", "swiftly-like", swiftlyUninstall, yesNo("Proceed?", "no"), wait("Proceed? (y/N)")), py),

		// rbenv's ruby-build: install over an installed version
		// (`continue with installation? (y/N) `) and uninstall (`rbenv:
		// remove …? [y|N] `).
		needs(ask("rbenv-like-install", "rbenv-like", rbenvInstall, yesNo("continue with installation?", "no"),
			wait("continue with installation")), py),
		needs(ask("rbenv-like-uninstall", "rbenv-like", rbenvUninstall, yesNo("rbenv: remove …/.rbenv/versions/3.2.2?", "no"),
			wait("[y|N]")), py),

		// gigalixir login, a deploy tool's click prompts: its e-mail, its
		// password with echo off, its `[Y/n]` confirm of saving the key,
		// also asked again under `Error: invalid input`.
		needs(ask("gigalixir-like", "gigalixir-like", gigalixir, want(modes.Text, "Email:", ""), wait("Email:")), py),
		needs(ask("gigalixir-like-password", "gigalixir-like", gigalixir, want(modes.Password, "Password:", ""),
			wait("Email:"), typed("ada@example.com", "Password:")), py),
		needs(ask("gigalixir-like-netrc", "gigalixir-like", gigalixir, netrc,
			wait("Email:"), typed("ada@example.com", "Password:"), typed("hunter22", ".netrc file")), py),
		needs(ask("gigalixir-like-refused", "gigalixir-like", gigalixir, netrc,
			wait("Email:"), typed("ada@example.com", "Password:"), typed("hunter22", ".netrc file"),
			typed("sure", "invalid input"), settle), py),
	}
}

// TestModesTwohundredfourteenth drives the twohundredfourteenth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfourteenth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredfourteenth(t *testing.T) {
	captureSet(t, twohundredfourteenthDir, twohundredfourteenthSet())
}
