package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twentysixthDir holds the twentysixth set (issue 44, twentysixth
// round): live cases of prompt libraries, and of CLIs built on them, that
// no other test, table, fixture or doc of agentty names, made to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default, options
// and the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand outside
// agentty) and committed before its screen was captured.
const twentysixthDir = "../testdata/modes-twentysixth"

// twentysixthNode runs a script of the twentysixth set's npm fixture;
// twentysixthScript its Python script, with Debian's interpreter;
// twentysixthGo a program of its Go module.
var (
	twentysixthNode   = setFixtures("twentysixth").node
	twentysixthScript = setFixtures("twentysixth").script
	twentysixthGo     = setFixtures("twentysixth").goProgram
)

// twentysixthSet is the twentysixth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func twentysixthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	demo := func(lib string) func(string) opener {
		return func(kind string) opener { return twentysixthNode("twentysixth-demo.mjs", lib, kind) }
	}
	lerna, serverless := demo("lerna"), demo("serverless")
	yocto := demo("yocto-spinner")("text")
	fuzzyPath := demo("fuzzy-path")("select")
	searchCheckbox := demo("search-checkbox")("multiselect")
	fileSelector := demo("file-selector")("select")
	bump := demo("bump")("cli")
	hygen := demo("hygen")("cli")
	halo := func(kind string) opener { return twentysixthScript(py, "py/twentysixth_demo.py", "halo", kind) }
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const platforms, notesLink = "Which platforms should the release build?", "Which file should the release notes link?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which mirror should serve the images?", "", opts...)
	}
	targets := []string{"linux", "darwin", "windows"}
	bumps := func(highlighted int) *modes.Prompt {
		opts := []string{"major (2.0.0)", "minor (1.5.0)", "patch (1.4.3)", "pre-release major (2.0.0-beta.1)", "pre-release minor (1.5.0-beta.1)",
			"pre-release patch (1.4.3-beta.1)", "pre-release (1.4.3-beta.1)", "leave as-is (1.4.2)", "custom..."}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…How would you like to bump it?", "", opts...)
	}
	channel := func(highlighted int) *modes.Prompt {
		opts := []string{"stable", "beta", "nightly"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which channel should it ship on?", "", opts...)
	}
	files := func(highlighted int) *modes.Prompt {
		opts := []string{"./", "docs/", "src/", "notes.txt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, notesLink, "", opts...)
	}
	return []corpusCase{
		// JavaScript prompt libraries. @lerna/prompt (Lerna's, over
		// inquirer 8): its confirmation, an expand prompt whose default
		// is its help key ("(ynH)"), a list (also moved), a line.
		needs(ask("lerna-confirm", "@lerna/prompt", lerna("confirm"), want(modes.Choice, purge, "h", "y|y", "n|n", "h|h"), wait("(ynH)")), node...),
		needs(ask("lerna-select", "@lerna/prompt", lerna("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("lerna-select-moved", "@lerna/prompt", lerna("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("lerna-text", "@lerna/prompt", lerna("text"), want(modes.Text, branch, ""), wait("release be cut")), node...),

		// @serverless/inquirer (inquirer 6 with the Serverless theme, a
		// "Serverless:" tag before each question): a line with a default,
		// a yes/no, a list (also moved), a checkbox list (also ticked), a
		// password.
		needs(ask("serverless-text", "@serverless/inquirer", serverless("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("serverless-confirm", "@serverless/inquirer", serverless("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("serverless-select", "@serverless/inquirer", serverless("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("serverless-select-moved", "@serverless/inquirer", serverless("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("serverless-multiselect", "@serverless/inquirer", serverless("multiselect"), ticks(platforms, 0, nil, targets...), wait("windows")), node...),
		needs(ask("serverless-multiselect-ticked", "@serverless/inquirer", serverless("multiselect"), ticks(platforms, 1, map[int]bool{1: true}, targets...),
			wait("windows"), down, settle, step{keys: " "}, settle), node...),
		needs(ask("serverless-password", "@serverless/inquirer", serverless("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),

		// yocto-spinner's spinner, stopped with a tick, then a line asked
		// with a default in brackets; inquirer-fuzzy-path's files (also
		// moved); inquirer-search-checkbox's list (also ticked);
		// inquirer-file-selector's folder browser (also moved).
		needs(ask("yocto-spinner-text", "yocto-spinner", yocto, want(modes.Text, "Release name…", "release-7"), wait("Release name")), node...),
		needs(ask("fuzzy-path", "inquirer-fuzzy-path", fuzzyPath, want(modes.Select, notesLink, "", ">docs/install.md", "src/main.c"), wait("src/main.c")), node...),
		needs(ask("fuzzy-path-moved", "inquirer-fuzzy-path", fuzzyPath, want(modes.Select, notesLink, "", "docs/install.md", ">src/main.c"), wait("src/main.c"), down, settle), node...),
		needs(ask("search-checkbox", "inquirer-search-checkbox", searchCheckbox, ticks(platforms, 0, nil, targets...), wait("windows")), node...),
		needs(ask("search-checkbox-ticked", "inquirer-search-checkbox", searchCheckbox, ticks(platforms, 1, map[int]bool{1: true}, targets...),
			wait("windows"), down, settle, step{keys: " "}, settle), node...),
		needs(ask("file-selector", "inquirer-file-selector", fileSelector, files(0), wait("notes.txt")), node...),
		needs(ask("file-selector-moved", "inquirer-file-selector", fileSelector, files(1), wait("notes.txt"), down, settle), node...),

		// CLIs built on them: version-bump-prompt's bump in a package at
		// 1.4.2 (its list, patch highlighted; also moved), hygen's
		// generator asking a name, then a channel (also moved).
		needs(ask("bump", "version-bump-prompt", bump, bumps(2), wait("custom")), node...),
		needs(ask("bump-moved", "version-bump-prompt", bump, bumps(3), wait("custom"), down, settle), node...),
		needs(ask("hygen-text", "hygen", hygen, want(modes.Text, "What is the release called?", ""), wait("release called")), node...),
		needs(ask("hygen-select", "hygen", hygen, channel(0), wait("release called"), typed("v8-relay", "nightly")), node...),
		needs(ask("hygen-select-moved", "hygen", hygen, channel(1), wait("release called"), typed("v8-relay", "nightly"), down, settle), node...),

		// Go: briandowns/spinner's spinner, then a line with a default;
		// theckman/yacspin's, stopped with a tick, then a yes/no.
		needs(ask("briandowns-spinner-text", "briandowns/spinner", twentysixthGo("spinner-demo"), want(modes.Text, "Mirror region…", "eu-west"), wait("Mirror region")), goNeeds...),
		needs(ask("yacspin-confirm", "theckman/yacspin", twentysixthGo("yacspin-demo"), yesNo("Deploy release-7 to production?", "no"), wait("production?")), goNeeds...),

		// Python: halo's spinner, stopped with a tick, then a line with a
		// default, a yes/no, a passphrase.
		needs(ask("halo-text", "halo", halo("text"), want(modes.Text, branch+"…", "release-7"), wait("release be cut")), py),
		needs(ask("halo-confirm", "halo", halo("confirm"), yesNo(purge, "no"), wait("old artifacts")), py),
		needs(ask("halo-password", "halo", halo("password"), want(modes.Password, secret+":", ""), wait("passphrase")), py),
	}
}

// TestModesTwentysixth drives the twentysixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/twentysixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesTwentysixth(t *testing.T) { captureSet(t, twentysixthDir, twentysixthSet()) }
