package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eightysecondDir holds the eightysecond set (issue 44, eighty-second
// round): live cases of small programs, each drawing what a real tool
// that cannot run here draws at one of its interactive moments (its
// words, layout, colours, keys, screen and echo), named after that tool
// with "-like", of tools that no other test, table, fixture or doc of
// agentty names, to measure the classifier once as it was on programs
// nobody here had looked at. Each case's label (mode, state, prompt
// kind, question, default, options and the highlighted one) was written
// from what the real tool is known to draw (its documentation, source and
// published screens, and the fixture run by hand outside agentty) and
// committed before its screen was captured.
const eightysecondDir = "../testdata/modes-eightysecond"

// eightysecondLike runs one of the eightysecond set's programs, all in
// its Python script.
func eightysecondLike(name string, args ...string) opener {
	return setFixtures("eightysecond").script(pythonPath, "py/eightysecond_demo.py", append([]string{name}, args...)...)
}

// eightysecondSet is the eightysecond set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func eightysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := eightysecondLike
	const ci = "Which CI provider should the project use?"
	return []corpusCase{
		// REPLs, at their prompt and after a command: the Wolfram
		// kernel's text interface, cmaple, Magma, console Stata, MATLAB
		// without its desktop, dotnet fsi.
		needs(is(modes.REPL, "mathematica-like", "mathematica-like", like("mathematica-like"), wait("In[1]:=")), py),
		needs(is(modes.REPL, "mathematica-like-after-command", "mathematica-like", like("mathematica-like"), wait("In[1]:="), typed("6*7", "In[2]:="), settle), py),
		needs(is(modes.REPL, "maple-like", "maple-like", like("maple-like"), wait("Type ? for help.")), py),
		needs(is(modes.REPL, "maple-like-after-command", "maple-like", like("maple-like"), wait("Type ? for help."), typed("6*7;", "42"), settle), py),
		needs(is(modes.REPL, "magma-like", "magma-like", like("magma-like"), wait("Ctrl>-D to quit")), py),
		needs(is(modes.REPL, "magma-like-after-command", "magma-like", like("magma-like"), wait("Ctrl>-D to quit"), typed("6*7;", "42"), settle), py),
		needs(is(modes.REPL, "stata-like", "stata-like", like("stata-like"), wait("set_maxvar")), py),
		needs(is(modes.REPL, "stata-like-after-command", "stata-like", like("stata-like"), wait("set_maxvar"), typed("display 6*7", "42"), settle), py),
		needs(is(modes.REPL, "matlab-like", "matlab-like", like("matlab-like"), wait("www.mathworks.com")), py),
		needs(is(modes.REPL, "matlab-like-after-command", "matlab-like", like("matlab-like"), wait("www.mathworks.com"), typed("6*7", "ans ="), settle), py),
		needs(is(modes.REPL, "dotnet-fsi-like", "dotnet-fsi-like", like("dotnet-fsi-like"), wait("#help;;")), py),
		needs(is(modes.REPL, "dotnet-fsi-like-after-command", "dotnet-fsi-like", like("dotnet-fsi-like"), wait("#help;;"), typed("6*7;;", "val it"), settle), py),

		// Full-screen: oxker's containers, panes and help bar on the
		// alternate screen (also moved down a container).
		needs(is(modes.TUI, "oxker-like", "oxker-like", like("oxker-like"), wait("show help")), py),
		needs(is(modes.TUI, "oxker-like-moved", "oxker-like", like("oxker-like"), wait("show help"), down, settle), py),

		// Questions asked on a line: avdmanager's hardware profile,
		// flutter's Android licences (the review, then a licence's
		// accept), knife's delete and configure, mix phx.new's
		// dependencies, supabase init's editor settings.
		needs(ask("avdmanager-like", "avdmanager-like", like("avdmanager-like"), yesNo("Do you wish to create a custom hardware profile?", "no"), wait("hardware profile")), py),
		needs(ask("flutter-like-review", "flutter-like", like("flutter-like"), yesNo("Review licenses that have not been accepted?", "no"), wait("(y/N)?")), py),
		needs(ask("flutter-like-accept", "flutter-like", like("flutter-like"), yesNo("Accept?", "no"), wait("(y/N)?"), typed("y", "Accept?")), py),
		needs(ask("knife-like-delete", "knife-like", like("knife-like"), yesNo("Do you really want to delete relay-sin?", ""), wait("(Y/N)")), py),
		needs(ask("knife-like-configure", "knife-like", like("knife-like", "configure"),
			want(modes.Text, "Please enter the chef server URL:", "https://relay/organizations/myorg"), wait("server URL")), py),
		needs(ask("knife-like-configure-user", "knife-like", like("knife-like", "configure"),
			want(modes.Text, "Please enter an existing username or clientname for the API:", "root"),
			wait("server URL"), step{enter: true, expect: "clientname", timeout: setSlow}), py),
		needs(ask("phx-new-like", "phx-new-like", like("phx-new-like"), yesNo("Fetch and install dependencies?", "yes"), wait("[Yn]")), py),
		needs(ask("supabase-like-init", "supabase-like", like("supabase-like"), yesNo("Generate VS Code settings for Deno?", "no"), wait("VS Code")), py),
		needs(ask("supabase-like-init-next", "supabase-like", like("supabase-like"), yesNo("Generate IntelliJ Settings for Deno?", "no"),
			wait("VS Code"), typed("n", "IntelliJ")), py),

		// Fields: helm registry login's user name, cargo-generate's
		// project name.
		needs(ask("helm-like-login", "helm-like", like("helm-like"), want(modes.Text, "Username:", ""), wait("Username")), py),
		needs(ask("cargo-generate-like-name", "cargo-generate-like", like("cargo-generate-like"), want(modes.Text, "Project Name:", ""), wait("Project Name")), py),

		// A list to pick from: cargo-generate's placeholder choices
		// (dialoguer's colourful select), also moved.
		needs(ask("cargo-generate-like-select", "cargo-generate-like", like("cargo-generate-like"), want(modes.Select, ci, "", ">github", "gitlab", "none"),
			wait("Project Name"), typed("hello", "none")), py),
		needs(ask("cargo-generate-like-select-moved", "cargo-generate-like", like("cargo-generate-like"), want(modes.Select, ci, "", "github", ">gitlab", "none"),
			wait("Project Name"), typed("hello", "none"), down, settle), py),

		// Passwords, echo off: helm registry login's after the user
		// name, supabase link's database password.
		needs(ask("helm-like-login-password", "helm-like", like("helm-like"), want(modes.Password, "Password:", ""), wait("Username"), typed("relay", "Password")), py),
		needs(ask("supabase-like-link-password", "supabase-like", like("supabase-like", "link"),
			want(modes.Password, "Enter your database password (or leave blank to skip):", ""), wait("database password")), py),
	}
}

// TestModesEightysecond drives the eightysecond set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/eightysecond. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesEightysecond(t *testing.T) { captureSet(t, eightysecondDir, eightysecondSet()) }
