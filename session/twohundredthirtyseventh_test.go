package session

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredthirtyseventhDir holds the twohundredthirtyseventh set (issue
// 44, two-hundred-and-thirty-seventh round): live cases of command-line
// programs from the npm registry that draw full-screen or rich terminal
// UIs and that no other test, table, fixture or doc of agentty names, each
// name grepped unnamed before it was chosen: nodejs-dashboard (a blessed
// telemetry dashboard over a node app it starts), git-commander (a
// blessed git client), project-compass (an Ink workspace dashboard),
// branchwright's `brw create` (an inquirer branch maker) and gitzy (a
// clack commit wizard), each run from the set's pinned npm fixture with
// Debian's node in a home of its own, with no network use up to its
// moments: the first screen, after a move, a key or typed text, and a
// dialog, a popup or the next question. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program draws, run by hand in tmux outside
// agentty, and committed before its screen was captured.
const twohundredthirtyseventhDir = "../testdata/modes-twohundredthirtyseventh"

// twohundredthirtyseventhCLI runs a program of the twohundredthirtyseventh
// set's npm fixture (the script its package names as its bin) with node
// from a home of its own, which prep fills and where it works, with its
// telemetry and update checks off.
func twohundredthirtyseventhCLI(prep func(t *testing.T, home, dir string, env map[string]string), bin string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twohundredthirtyseventh").dir(), "npm"))
		home := t.TempDir()
		env := map[string]string{"HOME": home}
		setPairs(env, []string{"DO_NOT_TRACK", "1", "NO_UPDATE_NOTIFIER", "1", "npm_config_update_notifier", "false"})
		if prep != nil {
			prep(t, home, dir, env)
		}
		return Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home, Env: env}
	}
}

// twohundredthirtyseventhApp is a node app's package (relay) in the home,
// with a script that prints a line a second on stdout and every fourth
// one on stderr, loading nodejs-dashboard's reporter when the dashboard
// names it.
func twohundredthirtyseventhApp(t *testing.T, home string) {
	sessiontest.WriteFile(t, filepath.Join(home, "package.json"),
		`{"name":"relay","version":"1.0.0","scripts":{"start":"node app.js","test":"node test.js"}}`+"\n")
	sessiontest.WriteFile(t, filepath.Join(home, "app.js"), `if (process.env.DASHBOARD_REPORTER) require(process.env.DASHBOARD_REPORTER);
let n = 0;
setInterval(() => {
  n++;
  console.log("relay: served request " + n);
  if (n % 4 === 0) console.error("relay: slow reply " + n);
}, 1000);
`)
}

// twohundredthirtyseventhRepo makes the home a git repository on main
// with one commit, two more branches (feature/login, fix/typo), a.txt
// changed and b.txt new; staged stages both.
func twohundredthirtyseventhRepo(staged bool) func(*testing.T, string, string, map[string]string) {
	return func(t *testing.T, home, dir string, env map[string]string) {
		sessiontest.Need(t, "git")
		for k, v := range gitIdentity {
			env[k] = v
		}
		sessiontest.WriteFile(t, filepath.Join(home, "a.txt"), "relay settings\n")
		gitIn(t, home, "init", "-q", "-b", "main")
		gitIn(t, home, "add", "a.txt")
		gitIn(t, home, "commit", "-qm", "first")
		gitIn(t, home, "branch", "feature/login")
		gitIn(t, home, "branch", "fix/typo")
		sessiontest.WriteFile(t, filepath.Join(home, "a.txt"), "relay settings\nport 8080\n")
		sessiontest.WriteFile(t, filepath.Join(home, "b.txt"), "notes\n")
		if staged {
			gitIn(t, home, "add", "a.txt", "b.txt")
		}
	}
}

// twohundredthirtyseventhSet is the twohundredthirtyseventh set. Labels
// say what a person reads on the screen; "…" in a question stands for any
// text.
func twohundredthirtyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	withGit := append([]string{"git"}, nodeNeeds...)
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	dashboard := twohundredthirtyseventhCLI(func(t *testing.T, home, dir string, env map[string]string) {
		twohundredthirtyseventhApp(t, home)
		env["DASHBOARD_REPORTER"] = filepath.Join(dir, "node_modules", "nodejs-dashboard")
	}, "nodejs-dashboard/bin/nodejs-dashboard.js", "--port", "0", "--", "node", "app.js")
	dashboardOn := func(t *testing.T, f *fixtures) Options {
		o := dashboard(t, f)
		for i, a := range o.Argv {
			if a == "--port" {
				o.Argv[i+1] = strconv.Itoa(sessiontest.FreePort(t))
			}
		}
		return o
	}
	commander := twohundredthirtyseventhCLI(twohundredthirtyseventhRepo(false), "git-commander/bin/git-commander")
	compass := twohundredthirtyseventhCLI(func(t *testing.T, home, dir string, env map[string]string) {
		twohundredthirtyseventhApp(t, home)
	}, "project-compass/src/cli.js")
	brw := twohundredthirtyseventhCLI(twohundredthirtyseventhRepo(false), "@branchwright/cli/dist/cjs/cli.js", "create")
	gitzy := twohundredthirtyseventhCLI(twohundredthirtyseventhRepo(true), "gitzy/dist/run.mjs")

	// nodejs-dashboard (blessed, over `node app.js`, whose reporter it
	// loads): boxes of line-drawing characters titled stdout, stderr, cpu
	// utilization, event loop and memory, the app's lines scrolling in
	// the first two and the graphs redrawn each second; after <right>
	// the next layout (one log box over both streams); after ? a box of
	// keybindings over it; after g a box `Goto Time` asking `Enter a time
	// value between :00 and :NN` over an empty field and two buttons,
	// Accept and Cancel.
	toDash := []step{wait("served request 3")}

	// git-commander (blessed): two boxes, Staged Files and Not Staged
	// Files (`M a.txt`, `? b.txt`, the first highlighted), the repository
	// and branch under them and two rows of keys (space:SELECT … C-b:
	// BRANCH); after space a.txt marked `*`; after C-a (the mark added)
	// and C-c an empty box to write the commit message in over
	// `C-s:SAVE & COMMIT    escape:CANCEL`; after C-b a popup of the
	// branches, the current `* main` highlighted, over `enter:CHECKOUT
	// C-a:ADD C-d:DEL`; after C-l the log, one commit a row, over
	// `C-r:RESET COMMIT  escape:CANCEL  C-f:PAGE DOWN  C-b:PAGE UP`.
	toCommander := []step{wait("C-b:BRANCH"), settle}

	// project-compass (Ink): its art board of four cards (Pulse, Focus,
	// Orbit, Runtime) over the Projects box, `> relay 🟢 ok` its one
	// project (the top rows scrolled off, as it draws taller than 24
	// rows); after Enter the project's card (its tasks: 1. npm install,
	// 2. Test, 3. Start, and `B/T/R/I run · C add · R port · Enter
	// back`); after U the Workspace Settings form (rows of settings, ▶
	// at the first, `[↑/↓] Navigate  [Enter] Edit  [Esc] Back`), also
	// moved down a row; after ? its help of keys (`? or Esc to close`).
	toCompass := []step{wait("Projects"), settle}
	toSettings := steps(toCompass, step{text: "U", expect: "Workspace Settings", timeout: setSlow}, settle)

	// brw create (inquirer): `? Select branch type`, a list (❯ at
	// Feature) over `↑↓ navigate • ⏎ select`, also moved; the ticket
	// ID, an empty line; the description, an empty line.
	const branchType = "Select branch type"
	branchTypes := []string{"Feature", "Bug Fix", "Chore"}
	toTicket := []step{wait(branchType), enter("Enter ticket ID")}
	toDescription := steps(toTicket, enter("Enter branch description"))

	// gitzy (clack, in a repository with its changes staged): `◆
	// Choose the type`, a search line over a list of types, ● at the
	// highlighted one and its description after it, `...` for more,
	// then `↑/↓ to select • Enter: confirm • Type: to search`; also
	// moved, and with fi typed (three matches); then the short
	// description, a line with `5-64 characters` dim in it; the longer
	// one (`Optional — press Enter twice to skip`); the breaking changes
	// (`skip when none`).
	const typeQ = "Choose the type"
	types := []string{"\U0001f916 chore", "\U0001f477 ci", "\U0001f4dd docs", "\u2728 feat", "\U0001f41b fix",
		"\u26a1\ufe0f perf", "\U0001f504 refactor", "\U0001f680 release", "\u23ea revert"}
	typesAt := func(i int, hint string) []string {
		o := append([]string{}, types...)
		o[i] += " (" + hint + ")"
		return o
	}
	choreHint := "Other changes that don't modify src or test files"
	ciHint := "Changes to CI configuration files and scripts"
	toSubject := []step{wait(typeQ), enter("Add a short description")}
	toBody := steps(toSubject, typed("tidy the relay config", "Add a longer description"))
	toBreaking := steps(toBody, enter(""), enter("Add any breaking changes"))

	return []corpusCase{
		// nodejs-dashboard: the dashboard, the next layout, the
		// keybindings, the goto box.
		needs(is(modes.TUI, "nodejs-dashboard", "nodejs-dashboard", dashboardOn, toDash...), node...),
		needs(is(modes.TUI, "nodejs-dashboard-layout", "nodejs-dashboard", dashboardOn, steps(toDash, step{keys: "<right>"}, wait("served request 6"))...), node...),
		needs(is(modes.TUI, "nodejs-dashboard-help", "nodejs-dashboard", dashboardOn, steps(toDash, key("?", "keybindings"))...), node...),
		needs(ask("nodejs-dashboard-goto", "nodejs-dashboard", dashboardOn, want(modes.Text, "Enter a time value between :00 and …", ""),
			steps(toDash, key("g", "Goto Time"))...), node...),

		// git-commander: the status, a file marked, the commit box, the
		// branches, the log.
		needs(is(modes.TUI, "git-commander", "git-commander", commander, toCommander...), withGit...),
		needs(is(modes.TUI, "git-commander-marked", "git-commander", commander, steps(toCommander, key(" ", "* M a.txt"), settle)...), withGit...),
		needs(is(modes.Editor, "git-commander-commit", "git-commander", commander,
			steps(toCommander, key(" ", "* M a.txt"), step{keys: "<ctrl-a>"}, settle, key("<ctrl-c>", "SAVE & COMMIT"), settle)...), withGit...),
		needs(ask("git-commander-branches", "git-commander", commander, want(modes.Select, "", "", "feature/login", "fix/typo", ">* main"),
			steps(toCommander, key("<ctrl-b>", "CHECKOUT"), settle)...), withGit...),
		needs(is(modes.Pager, "git-commander-log", "git-commander", commander, steps(toCommander, key("<ctrl-l>", "PAGE DOWN"), settle)...), withGit...),

		// project-compass: the dashboard, the project, the settings (also
		// moved), the help.
		needs(is(modes.TUI, "project-compass", "project-compass", compass, toCompass...), node...),
		needs(is(modes.TUI, "project-compass-project", "project-compass", compass, steps(toCompass, enter("Enter back"), settle)...), node...),
		needs(is(modes.TUI, "project-compass-settings", "project-compass", compass, toSettings...), node...),
		needs(is(modes.TUI, "project-compass-settings-moved", "project-compass", compass, steps(toSettings, down, settle)...), node...),
		needs(is(modes.TUI, "project-compass-help", "project-compass", compass, steps(toCompass, key("?", "to close"), settle)...), node...),

		// brw create: the type (also moved), the ticket, the description.
		needs(ask("brw-create-type", "@branchwright/cli", brw, pick(branchType, 0, branchTypes...), wait(branchType)), withGit...),
		needs(ask("brw-create-type-moved", "@branchwright/cli", brw, pick(branchType, 1, branchTypes...), wait(branchType), down, settle), withGit...),
		needs(ask("brw-create-ticket", "@branchwright/cli", brw, want(modes.Text, "Enter ticket ID (optional, leave blank to skip)", ""), toTicket...), withGit...),
		needs(ask("brw-create-description", "@branchwright/cli", brw, want(modes.Text, "Enter branch description", ""), toDescription...), withGit...),

		// gitzy: the type (also moved, and searched), the short and the
		// longer description, the breaking changes.
		needs(ask("gitzy-type", "gitzy", gitzy, pick(typeQ, 0, typesAt(0, choreHint)...), wait(typeQ), settle), withGit...),
		needs(ask("gitzy-type-moved", "gitzy", gitzy, pick(typeQ, 1, typesAt(1, ciHint)...), wait(typeQ), settle, down, settle), withGit...),
		needs(ask("gitzy-type-searched", "gitzy", gitzy, pick(typeQ, 0, types[0]+" ("+choreHint+")", types[1], types[4]),
			wait(typeQ), settle, step{text: "fi", expect: "3 matches", timeout: setSlow}, settle), withGit...),
		needs(ask("gitzy-subject", "gitzy", gitzy, want(modes.Text, "Add a short description", ""), toSubject...), withGit...),
		needs(ask("gitzy-body", "gitzy", gitzy, want(modes.Text, "Add a longer description", ""), toBody...), withGit...),
		needs(ask("gitzy-breaking", "gitzy", gitzy, want(modes.Text, "Add any breaking changes", ""), toBreaking...), withGit...),
	}
}

// TestModesTwohundredthirtyseventh drives the twohundredthirtyseventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtyseventh(t *testing.T) {
	captureSet(t, twohundredthirtyseventhDir, twohundredthirtyseventhSet())
}
