package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetyseventhDir holds the hundredninetyseventh set (issue 44,
// hundred-and-ninety-seventh round): live cases of version-control and
// package tools' interactive screens imitated by a fixture of its own
// (pacman-contrib's pacdiff, koji, aicommits, go-mod-upgrade, npm-upgrade,
// cargo-workspaces' `cargo ws version` and changie), each drawing on the
// main screen what the real tool draws at one of its moments (its words,
// layout, defaults, colours, cursor and terminal modes, from its
// documentation, its prompt library and published transcripts), none of
// them named by any other test, table, fixture or doc of agentty. Each
// case's label was written from what the imitated tool means to a person
// and committed before its screen was captured.
const hundredninetyseventhDir = "../testdata/modes-hundredninetyseventh"

// hundredninetyseventhScript runs the set's Python script, with Debian's
// python3.
var hundredninetyseventhScript = setFixtures("hundredninetyseventh").script

// hundredninetyseventhSet is the hundredninetyseventh set. Labels say what
// a person reads on the screen; "…" in a question or default stands for
// any text.
func hundredninetyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down, space := step{keys: "<down>"}, step{keys: "<space>"}
	like := func(tool string) opener {
		return hundredninetyseventhScript(py, "py/hundredninetyseventh_demo.py", tool)
	}
	pacdiff := like("pacdiff")
	koji := like("koji")
	aicommits := like("aicommits")
	gomod := like("go-mod-upgrade")
	npmUpgrade := like("npm-upgrade")
	cargoWs := like("cargo-ws")
	changie := like("changie")

	pacnew := want(modes.Choice, "…", "", "v|View", "m|Merge", "s|Skip", "r|Remove pacnew", "o|Overwrite with pacnew", "q|Quit")
	commitTypes := func(highlighted int) *modes.Prompt {
		opts := []string{"feat: A new feature", "fix: A bug fix", "docs: Documentation only changes",
			"style: Changes that do not affect the meaning of the code",
			"refactor: A code change that neither fixes a bug nor adds a feature",
			"perf: A code change that improves performance",
			"test: Adding missing tests or correcting existing tests"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "What type of change are you committing?", "", opts...)
	}
	const modulesQ = "Choose which modules to update"
	modules := []string{"github.com/fatih/color v1.15.0 -> v1.17.0", "github.com/spf13/cobra v1.7.0 -> v1.8.1",
		"github.com/stretchr/testify v1.8.4 -> v1.9.0", "golang.org/x/mod v0.12.0 -> v0.20.0", "golang.org/x/term v0.11.0 -> v0.23.0"}
	update := func(q string, highlighted int) *modes.Prompt {
		opts := []string{"Yes", "No", "Show changelog", "Ignore", "Finish update process"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, q, "", opts...)
	}
	const chalk = `Update "chalk" in package.json from ^4.1.2 to ^5.3.0?`
	const commander = `Update "commander" in package.json from ^9.4.1 to ^12.1.0?`
	bumps := func(highlighted int) *modes.Prompt {
		opts := []string{"Patch (0.3.2)", "Minor (0.4.0)", "Major (1.0.0)", "Prepatch (0.3.2-alpha.0)",
			"Preminor (0.4.0-alpha.0)", "Premajor (1.0.0-alpha.0)", "Custom Prerelease", "Custom Version"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select a new version (currently 0.3.1)", "", opts...)
	}
	kinds := func(highlighted int) *modes.Prompt {
		opts := []string{"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Kind", "", opts...)
	}
	return []corpusCase{
		// A merge of configuration files a file at a time: pacdiff's
		// lettered choices for a .pacnew file, read as a line (wrapped
		// over two rows), at the first file and after Skip at the next.
		// Both were driven again after the capture: their first wait,
		// for `[v/m/s/r/o/q]`, split by the wrap, had timed out; they
		// now wait for `(Q)uit`.
		needs(ask("pacdiff-like", "pacdiff-like", pacdiff, pacnew, wait("(Q)uit")), py),
		needs(ask("pacdiff-like-skipped", "pacdiff-like", pacdiff, pacnew, wait("(Q)uit"), typed("s", "sshd_config"), settle), py),

		// Commit message prompts: koji's type of change (inquire's list
		// of seven rows of eleven, `>` and cyan on the highlighted one,
		// the cursor after the question; also moved down, and its scope
		// asked after a type chosen), aicommits' suggested message
		// (clack's `● Yes / ○ No` under it, the cursor hidden; also
		// moved to No).
		needs(ask("koji-like", "koji-like", koji, commitTypes(0), wait("type to filter")), py),
		needs(ask("koji-like-moved", "koji-like", koji, commitTypes(1), wait("type to filter"), down, settle), py),
		needs(ask("koji-like-scope", "koji-like", koji, want(modes.Text, "What's the scope of this change?", ""),
			wait("type to filter"), down, settle, key("<enter>", "scope"), settle), py),
		needs(ask("aicommits-like", "aicommits-like", aicommits, want(modes.Confirm, "Use this commit message?", "", ">Yes", "No"), wait("● Yes")), py),
		needs(ask("aicommits-like-moved", "aicommits-like", aicommits, want(modes.Confirm, "Use this commit message?", "", "Yes", ">No"),
			wait("● Yes"), key("<right>", "● No"), settle), py),

		// A dependency upgrader's checkbox list: go-mod-upgrade's modules
		// in survey's multiselect (its help wrapped over two rows, the
		// cursor hidden), at first, with the first ticked, and with the
		// second ticked too after a move.
		needs(ask("go-mod-upgrade-like", "go-mod-upgrade-like", gomod, ticks(modulesQ, 0, nil, modules...), wait("golang.org/x/term")), py),
		needs(ask("go-mod-upgrade-like-ticked", "go-mod-upgrade-like", gomod, ticks(modulesQ, 0, map[int]bool{0: true}, modules...),
			wait("golang.org/x/term"), space, settle), py),
		needs(ask("go-mod-upgrade-like-moved-ticked", "go-mod-upgrade-like", gomod, ticks(modulesQ, 1, map[int]bool{0: true, 1: true}, modules...),
			wait("golang.org/x/term"), space, settle, down, settle, space, settle), py),

		// An upgrader asking module by module: npm-upgrade's inquirer
		// list under its table of outdated modules, at the first module,
		// moved to No, and at the second after Yes.
		needs(ask("npm-upgrade-like", "npm-upgrade-like", npmUpgrade, update(chalk, 0), wait("Finish update process")), py),
		needs(ask("npm-upgrade-like-moved", "npm-upgrade-like", npmUpgrade, update(chalk, 1), wait("Finish update process"), down, settle), py),
		needs(ask("npm-upgrade-like-answered", "npm-upgrade-like", npmUpgrade, update(commander, 0),
			wait("Finish update process"), key("<enter>", `"commander" in package.json`), settle), py),

		// Release tools asking a version bump: `cargo ws version`'s
		// dialoguer list (`❯` green, the entry cyan, the cursor hidden),
		// moved to Minor, and its confirmation after Minor chosen
		// (`(y/n) › no`); changie new's kind of change (survey's select,
		// also moved), and its body asked after one chosen.
		needs(ask("cargo-ws-like", "cargo-ws-like", cargoWs, bumps(0), wait("Custom Version")), py),
		needs(ask("cargo-ws-like-moved", "cargo-ws-like", cargoWs, bumps(1), wait("Custom Version"), down, settle), py),
		needs(ask("cargo-ws-like-confirm", "cargo-ws-like", cargoWs, yesNo("Are you sure you want to create these versions?", "no"),
			wait("Custom Version"), down, settle, key("<enter>", "Are you sure"), settle), py),
		needs(ask("changie-like", "changie-like", changie, kinds(0), wait("Security")), py),
		needs(ask("changie-like-moved", "changie-like", changie, kinds(1), wait("Security"), down, settle), py),
		needs(ask("changie-like-body", "changie-like", changie, want(modes.Text, "Body", ""),
			wait("Security"), down, settle, key("<enter>", "Body"), settle), py),
	}
}

// TestModesHundredninetyseventh drives the hundredninetyseventh set live
// to the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetyseventh. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredninetyseventh(t *testing.T) {
	captureSet(t, hundredninetyseventhDir, hundredninetyseventhSet())
}
