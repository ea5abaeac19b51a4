package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// nineteenthDir holds the nineteenth set (issue 44, nineteenth round):
// live cases of prompt and terminal libraries and of npm CLIs that ask
// at their start, none of them named by any other test, table, fixture or
// doc of agentty, made after the seventeenth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand
// outside agentty) and committed before its screen was captured.
const nineteenthDir = "../testdata/modes-nineteenth"

// nineteenthNode runs a script of the nineteenth set's npm fixture;
// nineteenthScript one of its Python or Perl scripts, with Debian's
// interpreter.
var (
	nineteenthNode   = setFixtures("nineteenth").node
	nineteenthScript = setFixtures("nineteenth").script
)

// nineteenthCLI runs an npm CLI of the nineteenth set's fixture (script,
// a path under its node_modules) from a home of its own.
func nineteenthCLI(script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("nineteenth").dir(), "npm"))
		home := t.TempDir()
		return Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// nineteenthSet is the nineteenth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func nineteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	py, perl := pythonPath, perlPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	searchList := nineteenthNode("nineteenth-demo.mjs", "search-list", "select")
	checkboxPlus := nineteenthNode("nineteenth-demo.mjs", "checkbox-plus", "multiselect")
	table := nineteenthNode("nineteenth-demo.mjs", "table", "grid")
	maxlength := nineteenthNode("nineteenth-demo.mjs", "maxlength", "text")
	datepicker := nineteenthNode("nineteenth-demo.mjs", "datepicker", "date")
	command := nineteenthNode("nineteenth-demo.mjs", "command", "repl")
	autocomplete := nineteenthNode("nineteenth-demo.mjs", "autocomplete", "select")
	expand := nineteenthNode("nineteenth-demo.mjs", "prompt-expand", "choice")
	inkTab := nineteenthNode("nineteenth-demo.mjs", "ink-tab", "tabs")
	termkey := nineteenthScript(perl, "pl/nineteenth_demo.pl", "termkey", "console")
	enlighten := nineteenthScript(py, "py/nineteenth_demo.py", "enlighten", "console")
	rspack := nineteenthCLI("node_modules/create-rspack/bin.js")
	solid := nineteenthCLI("node_modules/create-solid/dist/bin.mjs")
	qwik := nineteenthCLI("node_modules/create-qwik/create-qwik.cjs")
	farm := nineteenthCLI("node_modules/create-farm/create-farm.js")
	waku := nineteenthCLI("node_modules/create-waku/cli.js")
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	mirrors := []string{"mirror-fra", "mirror-ord", "mirror-nrt", "mirror-gru", "mirror-jnb"}
	const mirrorQ = "Which mirror serves the release? (Press <enter> to submit)"
	const nightlyQ = "Which mirror mirrors the nightly builds?"
	const mirrorsQ = "Which mirrors get the release?"
	const tableQ = "Which channel does each host follow? (Press <space> to select, <Up and Down> to move rows, <Left and Right> to move columns)"
	hosts := []string{"relay-ams", "relay-iad", "relay-sin"}
	const dateQ = "When does the release go out?"
	conflict := want(modes.Choice, "Conflict on notes.txt:", "y", "y|y", "a|a", "d|d", "x|x", "h|h")
	rspackTools := []string{"Rstest - testing", "Rslint - linting", "ESLint - linting", "Prettier - formatting", "Biome - linting & formatting"}
	const rspackToolsQ = "Select additional tools (Use <space> to select, <enter> to continue)"
	solidTypes := []string{"Solid 2.0 (RC)", "SolidStart (Solid 1.x)", "SolidJS + Vite (Solid 1.x)", "Library"}
	const qwikQ = "Where would you like to create your new project? (Use '.' or './' for current directory)"
	farmFrameworks := []string{"Vanilla", "React - (https://react.dev/)", "Vue3 - (https://vuejs.org/)", "Vue2 - (https://v2.vuejs.org/)",
		"Svelte - (https://svelte.dev/)", "Solid - (https://solidjs.com/)", "Lit - (https://lit.dev/)", "Preact - (https://preactjs.com/)",
		"NestJS - (https://nestjs.com/)", "Tauri2 - (https://tauri.app/)", "Tauri - (https://tauri.app/)", "Electron - (https://www.electronjs.org/)"}
	return []corpusCase{
		// inquirer-search-list: a list of mirrors (also moved, and
		// filtered by a word typed).
		needs(ask("search-list", "inquirer-search-list", searchList, pick(mirrorQ, 0, mirrors...), wait("mirror-jnb")), node...),
		needs(ask("search-list-moved", "inquirer-search-list", searchList, pick(mirrorQ, 1, mirrors...), wait("mirror-jnb"), down, settle), node...),
		needs(ask("search-list-filtered", "inquirer-search-list", searchList, pick(mirrorQ, 0, "mirror-nrt"),
			wait("mirror-jnb"), step{text: "nrt"}, settle), node...),

		// inquirer-autocomplete-standalone: a list of mirrors, the
		// highlighted one's description under it (also moved, and
		// filtered by letters typed).
		needs(ask("autocomplete", "inquirer-autocomplete-standalone", autocomplete,
			pick(nightlyQ+" (Use arrow keys or type to search)", 0, mirrors...), wait("serves the nightlies")), node...),
		needs(ask("autocomplete-moved", "inquirer-autocomplete-standalone", autocomplete,
			pick(nightlyQ+" (Use arrow keys or type to search)", 1, mirrors...), wait("serves the nightlies"), key("<down>", "mirror-ord serves"), settle), node...),
		needs(ask("autocomplete-typed", "inquirer-autocomplete-standalone", autocomplete, pick(nightlyQ, 0, "mirror-gru"),
			wait("serves the nightlies"), step{text: "gr", expect: "mirror-gru serves", timeout: setSlow}, settle), node...),

		// inquirer-checkbox-plus-prompt: a searchable list of ticks (also
		// moved and one ticked).
		needs(ask("checkbox-plus", "inquirer-checkbox-plus-prompt", checkboxPlus, ticks(mirrorsQ, 0, nil, mirrors...), wait("mirror-jnb")), node...),
		needs(ask("checkbox-plus-ticked", "inquirer-checkbox-plus-prompt", checkboxPlus, ticks(mirrorsQ, 1, map[int]bool{1: true}, mirrors...),
			wait("mirror-jnb"), down, settle, step{keys: " "}, settle), node...),

		// inquirer-table-prompt: a grid of radio choices in a table, a
		// column picked for each host's row (also moved a row down).
		needs(ask("table", "inquirer-table-prompt", table, pick(tableQ, 0, hosts...), wait("relay-sin")), node...),
		needs(ask("table-moved", "inquirer-table-prompt", table, pick(tableQ, 1, hosts...), wait("relay-sin"), down, settle), node...),

		// inquirer-maxlength-input-prompt: a line with its count of
		// characters under it (also some typed).
		needs(ask("maxlength", "inquirer-maxlength-input-prompt", maxlength, want(modes.Text, "Release tag", "v7.0.0"), wait("characters")), node...),
		needs(ask("maxlength-typed", "inquirer-maxlength-input-prompt", maxlength, want(modes.Text, "Release tag", "v7.0.0"),
			wait("characters"), step{text: "v8", expect: "2/20", timeout: setSlow}), node...),

		// inquirer-datepicker-prompt: a date and time changed field by
		// field with the arrows (also its year moved up).
		needs(ask("datepicker", "inquirer-datepicker-prompt", datepicker, want(modes.Text, dateQ, "2026-03-14 09:30"), wait("09:30")), node...),
		needs(ask("datepicker-changed", "inquirer-datepicker-prompt", datepicker, want(modes.Text, dateQ, "2027-03-14 09:30"),
			wait("09:30"), key("<up>", "2027"), settle), node...),

		// prompt-expand: a conflict answered by a key (also with one
		// typed, its choice named under the question).
		needs(ask("prompt-expand", "prompt-expand", expand, conflict, wait("Yadxh")), node...),
		needs(ask("prompt-expand-typed", "prompt-expand", expand, conflict, wait("Yadxh"), key("d", "Show diff"), settle), node...),

		// REPLs, at their prompt and after a command: a console of
		// inquirer-command-prompt's prompts, a console read key by key
		// through Term::TermKey, and a console under enlighten's status
		// bar pinned to the last row.
		needs(is(modes.REPL, "command-prompt", "inquirer-command-prompt", command, wait("relay>")), node...),
		needs(is(modes.REPL, "command-prompt-after-command", "inquirer-command-prompt", command, wait("relay>"), typed("status", "relay-sin down"), settle), node...),
		needs(is(modes.REPL, "termkey", "Term::TermKey", termkey, wait("relay>")), perl),
		needs(is(modes.REPL, "termkey-after-command", "Term::TermKey", termkey, wait("relay>"), typed("status", "relay-sin down"), settle), perl),
		needs(is(modes.REPL, "enlighten", "enlighten", enlighten, wait("commands")), py),
		needs(is(modes.REPL, "enlighten-after-command", "enlighten", enlighten, wait("commands"), typed("status", "relay-sin down"), settle), py),

		// A full-screen view: ink-tab's row of tabs over the tab's rows
		// (also after the next tab is chosen).
		needs(is(modes.TUI, "ink-tab", "ink-tab", inkTab, wait("switch tab")), node...),
		needs(is(modes.TUI, "ink-tab-after-key", "ink-tab", inkTab, wait("switch tab"), key("<right>", "build 43"), settle), node...),

		// npm CLIs that ask at their start. create-rspack: the project's
		// name, its framework (also moved), its language, its tools (a
		// list of ticks).
		needs(ask("create-rspack-name", "create-rspack", rspack, want(modes.Text, "Project name or path", "rspack-project"), wait("Project name or path")), node...),
		needs(ask("create-rspack-framework", "create-rspack", rspack, pick("Select framework", 0, "Vanilla", "React", "Vue"),
			wait("Project name or path"), enter("Select framework")), node...),
		needs(ask("create-rspack-framework-moved", "create-rspack", rspack, pick("Select framework", 1, "Vanilla", "React", "Vue"),
			wait("Project name or path"), enter("Select framework"), down, settle), node...),
		needs(ask("create-rspack-language", "create-rspack", rspack, pick("Select language", 0, "TypeScript", "JavaScript"),
			wait("Project name or path"), enter("Select framework"), enter("Select language")), node...),
		needs(ask("create-rspack-tools", "create-rspack", rspack, ticks(rspackToolsQ, 0, nil, rspackTools...),
			wait("Project name or path"), enter("Select framework"), enter("Select language"), enter("additional tools")), node...),

		// create-solid: the project's name, its type, SolidStart's
		// version, then a yes or no for TypeScript.
		needs(ask("create-solid-name", "create-solid", solid, want(modes.Text, "Project Name", "solid-project"), wait("Project Name")), node...),
		needs(ask("create-solid-type", "create-solid", solid, pick("What type of project would you like to create?", 1, solidTypes...),
			wait("Project Name"), enter("type of project")), node...),
		needs(ask("create-solid-version", "create-solid", solid, pick("Which version of SolidStart?", 0, "2 (Stable)", "1 (Legacy)"),
			wait("Project Name"), enter("type of project"), enter("Which version")), node...),
		needs(ask("create-solid-typescript", "create-solid", solid, want(modes.Confirm, "Use Typescript?", "yes"),
			wait("Project Name"), enter("type of project"), enter("Which version"), enter("Use Typescript")), node...),

		// create-qwik: where the project goes, under its logo.
		needs(ask("create-qwik-dir", "create-qwik", qwik, want(modes.Text, qwikQ, "./qwik-app"), wait("qwik-app")), node...),

		// create-waku: the project's name.
		needs(ask("create-waku-name", "create-waku", waku, want(modes.Text, "Project Name", "waku-project"), wait("waku-project")), node...),

		// create-farm: the project's name, then its framework (also
		// moved).
		needs(ask("create-farm-name", "create-farm", farm, want(modes.Text, "Project name", "farm-project"), wait("Project name")), node...),
		needs(ask("create-farm-framework", "create-farm", farm, pick("Select a framework:", 0, farmFrameworks...),
			wait("Project name"), enter("Electron")), node...),
		needs(ask("create-farm-framework-moved", "create-farm", farm, pick("Select a framework:", 1, farmFrameworks...),
			wait("Project name"), enter("Electron"), down, settle), node...),
	}
}

// TestModesNineteenth drives the nineteenth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/nineteenth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesNineteenth(t *testing.T) { captureSet(t, nineteenthDir, nineteenthSet()) }
