package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// seventysecondDir holds the seventysecond set (issue 44, seventy-second
// round): live cases of npm programs (a package scaffolder, a component
// generator, a release tool, a publishing wizard, a REPL) and a terminal
// renderer that no other test, table, fixture or doc of agentty names,
// to measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the
// program run by hand in tmux outside agentty) and committed before its
// screen was captured.
const seventysecondDir = "../testdata/modes-seventysecond"

// seventysecondNode runs a script of the seventysecond set's npm fixture
// (a program's own entry in its node_modules, or the set's demo) in a
// fresh directory that is also its HOME, prepared by prep, with env
// added to its environment.
func seventysecondNode(prep func(*testing.T, string), env map[string]string, script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("seventysecond").dir(), "npm"))
		home := t.TempDir()
		if prep != nil {
			prep(t, home)
		}
		e := map[string]string{"HOME": home}
		for k, v := range env {
			e[k] = v
		}
		return Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: e}
	}
}

// The seventysecond set's preparations: three React components for
// generact to copy; a package with a changelog, committed in a git
// repository whose origin is on GitHub, for gh-release; a package for
// publish-please's configuration.
const (
	seventysecondComponents = `for c in Badge Button Card; do mkdir -p src/components/$c && printf "import React from 'react'\n\nconst $c = () => <div>$c</div>\n\nexport default $c\n" > src/components/$c/$c.js; done`
	seventysecondRelease    = `printf '{"name":"relay","version":"1.2.0","repository":"https://github.com/example/relay"}\n' > package.json && printf '# Changelog\n\n## [1.2.0] - 2026-11-20\n### Added\n- Mirrors in Tokyo.\n\n## [1.1.0] - 2026-10-01\n### Fixed\n- Retries.\n' > CHANGELOG.md && git init -q && git add . && git -c user.email=dev@example.com -c user.name=dev commit -qm 'Release 1.2.0' && git remote add origin https://github.com/example/relay.git`
	seventysecondPackage    = `printf '{"name":"relay","version":"1.2.0","scripts":{"test":"true"}}\n' > package.json`
)

// seventysecondSet is the seventysecond set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func seventysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	tsdx := seventysecondNode(nil, nil, "node_modules/tsdx/dist/index.js", "create", "mylib")
	generact := seventysecondNode(shPrep(seventysecondComponents), nil, "node_modules/generact/dist/cli.js")
	ghRelease := seventysecondNode(shPrep(seventysecondRelease), map[string]string{"GH_RELEASE_GITHUB_API_TOKEN": "x"}, "node_modules/gh-release/bin/cli.js")
	// publish-please runs its configuration wizard when npm's arguments
	// (as npm run hands them over) hold "config".
	publishPlease := seventysecondNode(shPrep(seventysecondPackage),
		map[string]string{"npm_config_argv": `{"remain":[],"cooked":["run","config"],"original":["run","config"]}`},
		"node_modules/publish-please/bin/publish-please.js", "config")
	curse := seventysecondNode(nil, nil, "seventysecond-curse.mjs")
	nesh := seventysecondNode(nil, nil, "node_modules/nesh/bin/nesh.js")
	const template, component = "Choose a template", "Which component do you want to replicate?"
	components := func(highlighted int) *modes.Prompt {
		opts := []string{"Badge src/components/Badge/Badge.js", "Button src/components/Button/Button.js", "Card src/components/Card/Card.js"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, component, "", opts...)
	}
	return []corpusCase{
		// A package scaffolder: tsdx create's template, at first sight
		// and moved down.
		needs(ask("tsdx-template", "tsdx", tsdx,
			want(modes.Select, template, "", ">basic - A basic TypeScript library", "react - A React component library"), wait("A React component library")), node...),
		needs(ask("tsdx-template-moved", "tsdx", tsdx,
			want(modes.Select, template, "", "basic - A basic TypeScript library", ">react - A React component library"), wait("A React component library"), down, settle), node...),

		// A component generator: generact's component to copy (also
		// moved), the new one's name and its folder, each with a default.
		needs(ask("generact-component", "generact", generact, components(0), wait("Card src/components")), node...),
		needs(ask("generact-component-moved", "generact", generact, components(1), wait("Card src/components"), down, settle), node...),
		needs(ask("generact-name", "generact", generact, want(modes.Text, "How do you want to name Button component?", "Button"),
			wait("Card src/components"), down, settle, enter("How do you want to name")), node...),
		needs(ask("generact-folder", "generact", generact, want(modes.Text, "In which folder do you want to put Panel component?", "src/components"),
			wait("Card src/components"), down, settle, enter("How do you want to name"), typed("Panel", "In which folder")), node...),

		// A release tool: gh-release's release shown, then asked to
		// publish it (no by default).
		needs(ask("gh-release-publish", "gh-release", ghRelease, yesNo("publish release to github?", "no"), wait("publish release to github")), append([]string{"git"}, node...)...),

		// A configuration wizard: publish-please's scripts before
		// publishing (yes by default), the script (npm test by default),
		// the scripts after publishing.
		needs(ask("publish-please-before", "publish-please", publishPlease,
			yesNo("Do you want to run any scripts before publishing (e.g. build steps, tests)?", "yes"), wait("before publishing")), node...),
		needs(ask("publish-please-script", "publish-please", publishPlease, want(modes.Text, "Input pre-publish script", "npm test"),
			wait("before publishing"), enter("pre-publish script")), node...),
		needs(ask("publish-please-after", "publish-please", publishPlease,
			yesNo("Do you want to run any scripts after succesful publishing (e.g. release announcements, binary uploading)?", "yes"),
			wait("before publishing"), enter("pre-publish script"), enter("after succesful")), node...),

		// A full-screen list drawn by react-curse, at first sight and
		// moved down.
		needs(is(modes.TUI, "react-curse", "react-curse", curse, wait("q quit")), node...),
		needs(is(modes.TUI, "react-curse-moved", "react-curse", curse, wait("q quit"), down, settle), node...),

		// A REPL: nesh, Node's enhanced shell, after a command (its
		// first prompt is followed by its history plugin's error).
		needs(is(modes.REPL, "nesh-after-command", "nesh", nesh, wait("nesh>"), typed("6*7", "42"), settle), node...),
	}
}

// TestModesSeventysecond drives the seventysecond set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/seventysecond. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesSeventysecond(t *testing.T) { captureSet(t, seventysecondDir, seventysecondSet()) }
