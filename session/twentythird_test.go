package session

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twentythirdDir holds the twentythird set (issue 44, twentythird
// round): live cases of programs and prompt libraries that no other
// test, table, fixture or doc of agentty names (a language's console and
// its help in a pager, a proof assistant's console, a password safe's
// dialogs and window, PAM's and a group's passwords, an archiver's
// questions and password, a terminal tester's menu, load and cache
// monitors, a keyboard's debconf dialog, npm's prompt
// libraries and a version bumper's menu), made to measure the classifier
// once as it was on programs nobody here had looked at. Each case's
// label (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program is known to draw
// (its documentation and source, and the program run by hand outside
// agentty) and committed before its screen was captured.
const twentythirdDir = "../testdata/modes-twentythird"

// twentythirdNode runs a script of the twentythird set's npm fixture.
var twentythirdNode = setFixtures("twentythird").node

// twentythirdCLI runs an npm CLI of the twentythird set's fixture
// (script, a path under its node_modules) from a home of its own,
// prepared by the shell line prep.
func twentythirdCLI(prep, script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twentythird").dir(), "npm"))
		home := t.TempDir()
		if prep != "" {
			sh(t, home, prep)
		}
		return Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// twentythirdEnv is o with these variables set; "{dir}" in a value is
// the case's home.
func twentythirdEnv(o opener, kv ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		opts := o(t, f)
		for i := 0; i+1 < len(kv); i += 2 {
			opts.Env[kv[i]] = strings.ReplaceAll(kv[i+1], "{dir}", opts.Cwd)
		}
		return opts
	}
}

// The twentythird set's preparations: a package released as 1.4.2 in
// git, with a fix committed since, for bumpp; an ARJ archive of
// notes.txt, which is left beside it, for arj to extract over it.
const (
	twentythirdArj     = `arj a relay notes.txt >/dev/null`
	twentythirdRelease = `printf '{"name":"relay","version":"1.4.2"}\n' > package.json && git init -q -b main . && git add -A && git -c user.email=relay@example.org -c user.name=relay commit -qm 'release 1.4.2' && git tag v1.4.2 && printf 'relay\n' > notes.txt && git add -A && git -c user.email=relay@example.org -c user.name=relay commit -qm 'fix: relay notes'`
)

// twentythirdSet is the twentythird set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func twentythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true} }
	down, space, tab := step{keys: "<down>"}, step{keys: " "}, step{keys: "<tab>"}
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }

	pypy := unseenHome(notes, "pypy3")
	coq := unseenHome(notes, "coqtop")
	yapet := unseenHome(notes, "yapet", "relay.pet")
	pamtester := rootCase(unseenHome(notes, "pamtester", "login", "root", "authenticate"))
	gpasswd := rootCase(unseenHome(notes, "gpasswd", "users"))
	tack := unseenHome(notes, "tack")
	tload := unseenHome(notes, "tload")
	arjExtract := unseenHome(shPrep(twentythirdArj), "arj", "x", "relay.arj")
	arjGarble := unseenHome(notes, "arj", "a", "-g?", "secret", "notes.txt")
	slabtop := rootCase(unseenHome(notes, "slabtop"))
	keyboard := rootCase(twentythirdEnv(unseenHome(notes, "dpkg-reconfigure", "keyboard-configuration"), "DEBIAN_FRONTEND", "dialog"))
	ionic := func(kind string) opener { return twentythirdNode("twentythird-demo.mjs", "ionic", kind) }
	shim := func(kind string) opener { return twentythirdNode("twentythird-demo.mjs", "shim", kind) }
	table := twentythirdNode("twentythird-demo.mjs", "table-checkbox", "multiselect")
	bumpp := twentythirdCLI(twentythirdRelease, "node_modules/bumpp/bin/bumpp.mjs")

	const branch, purge, secretQ = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const platforms = "Which platforms should the release build?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which mirror should serve the images?", "", opts...)
	}
	mirrors := func(highlighted int, ticked bool) *modes.Prompt {
		rows := []string{"mirror-fra Frankfurt", "mirror-ord Chicago", "mirror-nrt Tokyo"}
		return ticks("Which mirrors should serve the images?", highlighted, map[int]bool{highlighted: ticked}, rows...)
	}
	bump := func(highlighted int) *modes.Prompt {
		opts := []string{"major 2.0.0", "minor 1.5.0", "patch 1.4.3", "next 1.4.3", "conventional 1.4.3",
			"pre-patch 1.4.3-beta.1", "pre-minor 1.5.0-beta.1", "pre-major 2.0.0-beta.1", "as-is 1.4.2", "custom ..."}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Current version 1.4.2", "", opts...)
	}
	// keyboard-configuration's models, the ten its list shows at first
	// and once moved down one (it scrolls).
	models0 := []string{"Diamond 9801/9802", "Ennyah DKB-1008", "Everex STEPnote", "FL90", "Fujitsu-Siemens Amilo laptop",
		"Generic 101-key PC", "Generic 102-key PC", "Generic 104-key PC", "Generic 104-key PC with L-shaped Enter key", "Generic 105-key PC"}
	models1 := append(append([]string{}, models0[1:]...), "Generic 86-key PC")
	models := func(shown []string, highlighted int) *modes.Prompt {
		opts := append([]string{}, shown...)
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Keyboard model:", "", opts...)
	}
	return []corpusCase{
		// REPLs, at their prompt and after a command: PyPy's console,
		// Coq's coqtop.
		needs(is(modes.REPL, "pypy3", "pypy3", pypy, wait(">>>>")), "pypy3"),
		needs(is(modes.REPL, "pypy3-after-command", "pypy3", pypy, wait(">>>>"), typed("6*7", "42"), settle), "pypy3"),
		needs(is(modes.REPL, "coqtop", "coqtop", coq, wait("Coq <")), "coqtop"),
		needs(is(modes.REPL, "coqtop-after-command", "coqtop", coq, wait("Coq <"), typed("Compute 6*7.", "= 42"), settle), "coqtop"),

		// A pager: PyPy's help of dict, in its pager (less), at its top
		// and a page down.
		needs(is(modes.Pager, "pypy3-help", "pypy3", pypy, wait(">>>>"), typed("help(dict)", "class dict"), settle), "pypy3", "less"),
		needs(is(modes.Pager, "pypy3-help-moved", "pypy3", pypy, wait(">>>>"), typed("help(dict)", "class dict"), settle, step{keys: "<pgdn>"}, settle), "pypy3", "less"),

		// A password safe: YAPET's question to create its file, the new
		// file's password in a box, then its (empty) window.
		needs(ask("yapet-create", "yapet", yapet, want(modes.Confirm, "…does not exist. Create?", "", ">Yes", "No"), wait("Create?")), "yapet"),
		needs(ask("yapet-password", "yapet", yapet, want(modes.Password, "Enter password for …", ""), wait("Create?"), enter("New Password")), "yapet"),
		needs(is(modes.TUI, "yapet-window", "yapet", yapet, wait("Create?"), enter("New Password"),
			secret("hunter22"), tab, secret("hunter22"), tab, enter("Opened file"), settle), "yapet"),

		// Passwords: PAM's through pamtester, a group's through
		// gpasswd (asked and asked again).
		needs(ask("pamtester", "pamtester", pamtester, want(modes.Password, "Password:", ""), wait("Password:")), "pamtester"),
		needs(ask("gpasswd", "gpasswd", gpasswd, want(modes.Password, "New Password:", ""), wait("New Password:")), "gpasswd"),
		needs(ask("gpasswd-again", "gpasswd", gpasswd, want(modes.Password, "Re-enter new password:", ""),
			wait("New Password:"), step{text: "hunter22", enter: true, secret: true, expect: "Re-enter", timeout: setSlow}), "gpasswd"),

		// A question on a line: arj's, to overwrite a file it extracts
		// (also after a wrong answer, asked again with its answers).
		needs(ask("arj-overwrite", "arj", arjExtract, yesNo("notes.txt…is same or newer, Overwrite?", ""), wait("Overwrite?")), "arj"),
		needs(ask("arj-overwrite-reasked", "arj", arjExtract, want(modes.Confirm, "Yes, No, or Quit?", "", "Yes", "No", "Quit"),
			wait("Overwrite?"), typed("x", "Yes, No, or Quit?")), "arj"),

		// A password that echoes: arj's garble password, asked and asked
		// again (it shows what is typed).
		needs(ask("arj-password", "arj", arjGarble, want(modes.Password, "Enter garble password:", ""), wait("garble password")), "arj"),
		needs(ask("arj-password-again", "arj", arjGarble, want(modes.Password, "Re-enter password to verify:", ""),
			wait("garble password"), typed("hunter22", "Re-enter")), "arj"),

		// Menus answered by a key: tack's main menu, its default in
		// brackets.
		needs(ask("tack", "tack", tack, want(modes.Choice, "…", "n", "b|display basic information", "m|change modes", "t|tools",
			"n|begin testing", "l|start logging", "q|quit", "?|help"), wait("tack [n] >")), "tack"),

		// Full-screen programs: tload's load graph; slabtop's caches
		// (also sorted by cache size).
		needs(is(modes.TUI, "tload", "tload", tload, wait(","), settle), "tload"),
		needs(is(modes.TUI, "slabtop", "slabtop", slabtop, wait("OBJ/SLAB"), settle), "slabtop"),
		needs(is(modes.TUI, "slabtop-sorted", "slabtop", slabtop, wait("OBJ/SLAB"), settle, step{keys: "c"}, settle), "slabtop"),

		// A dialog box: keyboard-configuration's debconf questions drawn
		// by whiptail, its keyboard models (also moved down one, the list
		// scrolled).
		needs(ask("keyboard-model", "keyboard-configuration", keyboard, models(models0, 9), wait("Keyboard model")), "dpkg-reconfigure", "whiptail"),
		needs(ask("keyboard-model-moved", "keyboard-configuration", keyboard, models(models1, 9), wait("Keyboard model"), down, settle), "dpkg-reconfigure", "whiptail"),

		// Prompt libraries. JavaScript: @ionic/cli-framework-prompts
		// (over inquirer 7), @deno/shim-prompts, @adobe/inquirer-table-checkbox;
		// bumpp's menu of versions.
		needs(ask("ionic-text", "@ionic/cli-framework-prompts", ionic("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("ionic-confirm", "@ionic/cli-framework-prompts", ionic("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("ionic-select", "@ionic/cli-framework-prompts", ionic("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("ionic-select-moved", "@ionic/cli-framework-prompts", ionic("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("ionic-multiselect", "@ionic/cli-framework-prompts", ionic("multiselect"),
			want(modes.Multiselect, platforms, "", ">[ ] linux", "[ ] darwin", "[ ] windows"), wait("windows")), node...),
		needs(ask("ionic-multiselect-ticked", "@ionic/cli-framework-prompts", ionic("multiselect"),
			want(modes.Multiselect, platforms, "", "[ ] linux", ">[x] darwin", "[ ] windows"), wait("windows"), down, settle, space, settle), node...),
		needs(ask("ionic-password", "@ionic/cli-framework-prompts", ionic("password"), want(modes.Password, secretQ, ""), wait("passphrase")), node...),
		needs(ask("shim-text", "@deno/shim-prompts", shim("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("shim-confirm", "@deno/shim-prompts", shim("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("table-checkbox", "@adobe/inquirer-table-checkbox", table, mirrors(0, false), wait("Tokyo")), node...),
		needs(ask("table-checkbox-ticked", "@adobe/inquirer-table-checkbox", table, mirrors(1, true), wait("Tokyo"), down, settle, space, settle), node...),
		needs(ask("bumpp", "bumpp", bumpp, bump(3), wait("custom")), append([]string{"git"}, node...)...),
		needs(ask("bumpp-moved", "bumpp", bumpp, bump(4), wait("custom"), down, settle), append([]string{"git"}, node...)...),
	}
}

// TestModesTwentythird drives the twentythird set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/twentythird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesTwentythird(t *testing.T) { captureSet(t, twentythirdDir, twentythirdSet()) }
