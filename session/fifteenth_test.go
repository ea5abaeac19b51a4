package session

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// fifteenthDir holds the fifteenth set (issue 44, fifteenth round): live
// cases of prompt and terminal libraries and of npm CLIs that ask at
// their start, none of them named by any other test, table, fixture or
// doc of agentty, made after the thirteenth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand
// outside agentty) and committed before its screen was captured.
const fifteenthDir = "../testdata/modes-fifteenth"

// fifteenthNode runs a script of the fifteenth set's npm fixture;
// fifteenthScript one of its Python or Perl scripts, with Debian's
// interpreter; fifteenthGo a program of its Go module.
var (
	fifteenthNode   = setFixtures("fifteenth").node
	fifteenthScript = setFixtures("fifteenth").script
	fifteenthGo     = setFixtures("fifteenth").goProgram
)

// fifteenthCLI runs an npm CLI of the fifteenth set's fixture (script, a
// path under its node_modules) from a home of its own, prepared by prep
// (given the home and the fixture's installed directory); "{npm}" in args
// is that directory.
func fifteenthCLI(prep func(t *testing.T, home, npm string), script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("fifteenth").dir(), "npm"))
		home := t.TempDir()
		if prep != nil {
			prep(t, home, dir)
		}
		a := make([]string, len(args))
		for i, x := range args {
			a[i] = strings.ReplaceAll(x, "{npm}", dir)
		}
		return Options{Argv: sessiontest.Node(dir, true, script, a...), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// fifteenthCommit prepares a git repository with a file staged and
// commitizen's configuration naming the fixture's
// cz-conventional-changelog, for git-cz to ask about the commit.
func fifteenthCommit(t *testing.T, home, npm string) {
	t.Helper()
	sessiontest.Need(t, "git")
	sh(t, home, fmt.Sprintf(`git init -q . && git config user.email relay@example.org && git config user.name relay && printf 'relay\n' > notes.txt && git add notes.txt && printf '{"path":"%s"}' > .czrc`,
		filepath.Join(npm, "node_modules", "cz-conventional-changelog")))
}

// fifteenthSet is the fifteenth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fifteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node, czNeeds := nodeNeeds, []string{"node", "npm", "git"}
	py, perl := pythonPath, perlPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	autopage := fifteenthScript(py, "py/fifteenth_demo.py", "autopage")
	curtsies := fifteenthScript(py, "py/fifteenth_demo.py", "curtsies")
	tickit := fifteenthScript(perl, "pl/fifteenth_demo.pl", "tickit")
	rlGnu := fifteenthScript(perl, "pl/fifteenth_demo.pl", "readline-gnu")
	rlPerl := fifteenthScript(perl, "pl/fifteenth_demo.pl", "readline-perl")
	readkey := fifteenthScript(perl, "pl/fifteenth_demo.pl", "readkey")
	isympy := unseenHome(notes, "isympy3")
	bubbline := fifteenthGo("bubbline-demo")
	gopass := fifteenthGo("gopass-demo")
	rawlist := fifteenthNode("fifteenth-demo.mjs", "prompt-rawlist", "select")
	date := fifteenthNode("fifteenth-demo.mjs", "date", "date")
	vue := fifteenthCLI(nil, "node_modules/create-vue/bundle.js")
	next := fifteenthCLI(nil, "node_modules/create-next-app/dist/index.js")
	t3 := fifteenthCLI(nil, "node_modules/create-t3-app/dist/index.js")
	plop := fifteenthCLI(nil, "node_modules/plop/bin/plop.js", "--plopfile", "{npm}/fifteenth-plopfile.mjs")
	cz := fifteenthCLI(fifteenthCommit, "node_modules/commitizen/bin/git-cz")
	const mirrorQ = "Which mirror should serve the images?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, mirrorQ, "", opts...)
	}
	features := func(ticked int) *modes.Prompt {
		opts := []string{"JSX Support", "Router (SPA development)", "Pinia (state management)", "Vitest (unit testing)",
			"End-to-End Testing", "Linter (error prevention)", "Prettier (code formatting)"}
		for i := range opts {
			switch {
			case i == ticked:
				opts[i] = ">[x] " + opts[i]
			case ticked < 0 && i == 0:
				opts[i] = ">[ ] " + opts[i]
			default:
				opts[i] = "[ ] " + opts[i]
			}
		}
		return want(modes.Multiselect, "Select features to include in your project:", "", opts...)
	}
	changeTypes := func(highlighted int) *modes.Prompt {
		opts := []string{
			"feat:     A new feature",
			"fix:      A bug fix",
			"docs:     Documentation only changes",
			"style:    Changes that do not affect the meaning of the code (white-space, formatting, missing semi-colons, etc)",
			"refactor: A code change that neither fixes a bug nor adds a feature",
			"perf:     A code change that improves performance",
		}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select the type of change that you're committing:", "", opts...)
	}
	const nextQ = "Would you like to use the recommended Next.js defaults?"
	const t3Q = "Will you be using TypeScript or JavaScript?"
	const plopQ = "[PLOP] Please choose a generator."
	return []corpusCase{
		// A pager: a long log written through autopage, which starts
		// less; at its top and a page down.
		needs(is(modes.Pager, "autopage", "autopage", autopage, wait("build step   5")), py, "less"),
		needs(is(modes.Pager, "autopage-moved", "autopage", autopage, wait("build step   5"), step{keys: "<pgdn>"}, settle), py, "less"),

		// Full-screen programs: a curtsies window and a Tickit board,
		// each also after a key it answers on the screen.
		needs(is(modes.TUI, "curtsies", "curtsies", curtsies, wait("no key yet")), py),
		needs(is(modes.TUI, "curtsies-after-key", "curtsies", curtsies, wait("no key yet"), step{keys: "x", expect: "last key: x", timeout: setSlow}, settle), py),
		needs(is(modes.TUI, "tickit", "Tickit", tickit, wait("q quit")), perl),
		needs(is(modes.TUI, "tickit-after-key", "Tickit", tickit, wait("q quit"), step{keys: "r", expect: "refreshed", timeout: setSlow}, settle), perl),

		// REPLs, at their prompt and after a command: SymPy's isympy3
		// (over IPython), consoles read through Term::ReadLine::Gnu,
		// Term::ReadLine::Perl and knz/bubbline.
		needs(is(modes.REPL, "isympy", "isympy3", isympy, wait("In [1]:")), "isympy3"),
		needs(is(modes.REPL, "isympy-after-command", "isympy3", isympy, wait("In [1]:"), typed("diff(x**3, x)", "In [2]:"), settle), "isympy3"),
		needs(is(modes.REPL, "readline-gnu", "Term::ReadLine::Gnu", rlGnu, wait("jobs>")), perl),
		needs(is(modes.REPL, "readline-gnu-after-command", "Term::ReadLine::Gnu", rlGnu, wait("jobs>"), typed("list", "2 jobs waiting"), settle), perl),
		needs(is(modes.REPL, "readline-perl", "Term::ReadLine::Perl", rlPerl, wait("queue>")), perl),
		needs(is(modes.REPL, "readline-perl-after-command", "Term::ReadLine::Perl", rlPerl, wait("queue>"), typed("list", "2 jobs waiting"), settle), perl),
		needs(is(modes.REPL, "bubbline", "bubbline", bubbline, wait("relay>")), goNeeds...),
		needs(is(modes.REPL, "bubbline-after-command", "bubbline", bubbline, wait("relay>"), typed("status", "3 peers connected"), settle), goNeeds...),

		// Passwords, asked and asked again: howeyc/gopass (echoing
		// stars), Term::ReadKey's echo turned off.
		needs(ask("gopass", "gopass", gopass, want(modes.Password, "Archive passphrase:", ""), wait("Archive passphrase")), goNeeds...),
		needs(ask("gopass-again", "gopass", gopass, want(modes.Password, "Confirm the passphrase:", ""),
			wait("Archive passphrase"), typed("hunter22", "Confirm the passphrase")), goNeeds...),
		needs(ask("readkey", "Term::ReadKey", readkey, want(modes.Password, "Backup passphrase:", ""), wait("Backup passphrase")), perl),
		needs(ask("readkey-again", "Term::ReadKey", readkey, want(modes.Password, "Type it again:", ""),
			wait("Backup passphrase"), typed("hunter22", "Type it again")), perl),

		// npm CLIs that ask at their start. create-vue: the project's
		// name, TypeScript (a toggle), the features (a list of ticks,
		// also one ticked).
		needs(ask("create-vue-name", "create-vue", vue, want(modes.Text, "Project name (target directory):", "vue-project"), wait("Project name")), node...),
		needs(ask("create-vue-typescript", "create-vue", vue, want(modes.Confirm, "Use TypeScript?", "", ">Yes", "No"),
			wait("Project name"), enter("Use TypeScript")), node...),
		needs(ask("create-vue-features", "create-vue", vue, features(-1),
			wait("Project name"), enter("Use TypeScript"), enter("JSX Support")), node...),
		needs(ask("create-vue-features-ticked", "create-vue", vue, features(1),
			wait("Project name"), enter("Use TypeScript"), enter("JSX Support"), down, settle, step{keys: " "}, settle), node...),

		// create-next-app: the project's name, the recommended defaults
		// (also moved to its second choice).
		needs(ask("create-next-app-name", "create-next-app", next, want(modes.Text, "What is your project named?", "my-app"), wait("project named")), node...),
		needs(ask("create-next-app-defaults", "create-next-app", next, want(modes.Select, nextQ, "", ">Yes, use recommended defaults", "No, customize settings"),
			wait("project named"), enter("recommended")), node...),
		needs(ask("create-next-app-defaults-moved", "create-next-app", next, want(modes.Select, nextQ, "", "Yes, use recommended defaults", ">No, customize settings"),
			wait("project named"), enter("recommended"), down, settle), node...),

		// create-t3-app: the project's name (an empty field), then the
		// language (also moved).
		needs(ask("create-t3-app-name", "create-t3-app", t3, want(modes.Text, "What will your project be called?", ""), wait("project be called")), node...),
		needs(ask("create-t3-app-language", "create-t3-app", t3, want(modes.Select, t3Q, "", ">TypeScript", "JavaScript"),
			wait("project be called"), typed("relay-app", "JavaScript")), node...),
		needs(ask("create-t3-app-language-moved", "create-t3-app", t3, want(modes.Select, t3Q, "", "TypeScript", ">JavaScript"),
			wait("project be called"), typed("relay-app", "JavaScript"), down, settle), node...),

		// plop over a plopfile of two generators: its menu of them (also
		// moved), then each one's question.
		needs(ask("plop-generator", "plop", plop, want(modes.Select, plopQ, "", ">relay - a relay host's config", "mirror - a mirror's config"), wait("mirror's config")), node...),
		needs(ask("plop-generator-moved", "plop", plop, want(modes.Select, plopQ, "", "relay - a relay host's config", ">mirror - a mirror's config"),
			wait("mirror's config"), down, settle), node...),
		needs(ask("plop-relay-name", "plop", plop, want(modes.Text, "Name of the relay host?", "relay-ams"), wait("mirror's config"), enter("relay host?")), node...),
		needs(ask("plop-mirror-public", "plop", plop, yesNo("Serve the mirror publicly?", "no"), wait("mirror's config"), down, settle, enter("publicly")), node...),

		// commitizen's git-cz with cz-conventional-changelog: the type of
		// change (also moved), then its scope.
		needs(ask("commitizen-type", "commitizen", cz, changeTypes(0), wait("type of change")), czNeeds...),
		needs(ask("commitizen-type-moved", "commitizen", cz, changeTypes(1), wait("type of change"), down, settle), czNeeds...),
		needs(ask("commitizen-scope", "commitizen", cz, want(modes.Text, "What is the scope of this change (e.g. component or file name):", ""),
			wait("type of change"), enter("scope of this change")), czNeeds...),

		// Prompt libraries: prompt-rawlist's list (also after a number
		// typed), inquirer-date-prompt's date (also a day up).
		needs(ask("prompt-rawlist", "prompt-rawlist", rawlist, mirror(0), wait("mirror-nrt")), node...),
		needs(ask("prompt-rawlist-typed", "prompt-rawlist", rawlist, mirror(1), wait("mirror-nrt"), step{text: "2"}, settle), node...),
		needs(ask("date-prompt", "inquirer-date-prompt", date, want(modes.Text, "When should the release go out?", "14/03/2026, 09:30"), wait("release go out")), node...),
		needs(ask("date-prompt-moved", "inquirer-date-prompt", date, want(modes.Text, "When should the release go out?", "…"),
			wait("release go out"), step{keys: "<up>", expect: "15/03/2026", timeout: setSlow}, settle), node...),
	}
}

// TestModesFifteenth drives the fifteenth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fifteenth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFifteenth(t *testing.T) { captureSet(t, fifteenthDir, fifteenthSet()) }
