package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredeightyfirstDir holds the hundredeightyfirst set (issue 44,
// hundred-and-eighty-first round): live cases of command-line tools from
// the npm registry that ask questions when run, programs that no other
// test, table, fixture or doc of agentty names (Bower's package
// initialiser, bower init; Stryker's config initialiser, stryker init;
// CapRover's deploy helper, caprover login and caprover serversetup;
// cz-customizable's commit message wizard, a changelog tool's front end),
// each program and package grepped unnamed before it was chosen (the
// prompt library all four draw with, Inquirer, in one version or
// another, is named elsewhere), each at its questions in turn, at first
// sight and after a move or typed text, run in a scratch home of its own
// with no network but the npm registry's, each asking before it would
// fetch anything. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program drew when run by hand in tmux outside agentty, and committed
// before its screen was captured. No moment was removed;
// bower-init-name-typed and caprover-login-url-typed were driven again,
// their typed text sent and the screen left to settle rather than waited
// for (the wait never saw the text its row showed), their labels
// unchanged.
const hundredeightyfirstDir = "../testdata/modes-hundredeightyfirst"

// hundredeightyfirstCLI runs a program of the hundredeightyfirst set's
// npm fixture (the script its package names as its bin) with node from a
// home of its own, made ready by prep when it is set.
func hundredeightyfirstCLI(bin string, prep func(t *testing.T, home string), args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredeightyfirst").dir(), "npm"))
		home := t.TempDir()
		if prep != nil {
			prep(t, home)
		}
		o := Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"})
		return o
	}
}

// hundredeightyfirstPackage gives a home a package.json of a package
// named relay, as stryker init reads.
func hundredeightyfirstPackage(t *testing.T, home string) {
	if err := os.WriteFile(filepath.Join(home, "package.json"), []byte(`{"name":"relay","version":"1.0.0"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// hundredeightyfirstRepo makes a home a git repository with one staged
// file and cz-customizable's example configuration as its .cz-config.js.
func hundredeightyfirstRepo(t *testing.T, home string) {
	conf, err := os.ReadFile(filepath.Join(setFixtures("hundredeightyfirst").dir(), "cz-config.js"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, ".cz-config.js"), conf, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, "relay.txt"), []byte("relay\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"init", "-q", "."}, {"add", "relay.txt"}} {
		cmd := exec.Command("git", args...)
		cmd.Dir, cmd.Env = home, append(os.Environ(), "HOME="+home)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v: %s", args, err, out)
		}
	}
}

// hundredeightyfirstSet is the hundredeightyfirst set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredeightyfirstSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	bower := hundredeightyfirstCLI("bower/bin/bower", nil, "init", "--allow-root")
	stryker := hundredeightyfirstCLI("@stryker-mutator/core/bin/stryker.js", hundredeightyfirstPackage, "init")
	login := hundredeightyfirstCLI("caprover/built/commands/caprover.js", nil, "login")
	serversetup := hundredeightyfirstCLI("caprover/built/commands/caprover.js", nil, "serversetup")
	cz := hundredeightyfirstCLI("cz-customizable/standalone.js", hundredeightyfirstRepo)

	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// bower init: the package's name (its default the home's folder),
	// description, main file, keywords, authors, licence, homepage, then
	// three (Y/n) and (y/N) questions and the JSON it will write.
	toDescription := []step{wait("? name"), enter("description")}
	toLicense := steps(toDescription, enter("main file"), enter("keywords"), enter("authors"), enter("license"))
	toDependencies := steps(toLicense, enter("homepage"), enter("as dependencies?"))
	toPrivate := steps(toDependencies, enter("ignore list?"), enter("as private"))
	toLooksGood := steps(toPrivate, enter("Looks good?"))

	// stryker init: a preset for a framework (a separator above
	// None/other), then, with svelte's, the test runner, the config
	// file's type, the package manager.
	const preset = "Are you using one of these frameworks? Then select a preset configuration."
	presets := []string{"angular-cli", "create-react-app", "svelte", "vue", "None/other"}
	const runner = "Which test runner are you using?"
	toRunner := []step{wait("preset configuration"), down, down, settle, enter(runner)}
	toConfigType := steps(toRunner, down, settle, enter("config file?"))
	toManager := steps(toConfigType, enter("package manager"))

	// caprover login: the machine's URL under a question of two rows,
	// its password, the name to store it under; caprover serversetup: a
	// (Y/n), the server's address.
	const url = `CapRover machine URL address, it is "[http[s]://][captain.]your-captain-root.domain":`
	toPassword := []step{wait("URL address"), typed("captain.relay.example.com", "password")}
	toMachineName := steps(toPassword, typed("hunter2", "machine name"))

	// cz-customizable with its example configuration, in a repository
	// with a file staged: the type of change (a list of seven rows, one
	// entry over two, over a hint that more are below), the scope under
	// an empty row, the subject (its default drawn as "(false)"), then,
	// after three empty answers, the message and a key to answer with.
	const changeType = "Select the type of change that you're committing:"
	types := []string{
		"feat:     A new feature",
		"fix:      A bug fix",
		"docs:     Documentation only changes",
		"style:    Changes that do not affect the meaning of the code (white-space, formatting, missing semi-colons, etc)",
		"refactor: A code change that neither fixes a bug nor adds a feature",
		"perf:     A code change that improves performance",
	}
	toScope := []step{wait("type of change"), down, settle, enter("SCOPE")}
	toSubject := steps(toScope, enter("IMPERATIVE"))
	toProceed := steps(toSubject, typed("fix the relay timeout", "LONGER"), enter("BREAKING"), enter("ISSUES CLOSED"), enter("proceed with the commit"))

	return []corpusCase{
		// bower init: a line with its folder's name for a default (also
		// with a name typed over it), a line with none, one defaulting to
		// MIT, a (Y/n), a (y/N) wrapped over two rows, a (Y/n) under the
		// JSON it will write.
		needs(ask("bower-init-name", "bower", bower, want(modes.Text, "name", "…"), wait("? name")), node...),
		needs(ask("bower-init-name-typed", "bower", bower, want(modes.Text, "name", "…"), wait("? name"), typing("relay"), settle), node...),
		needs(ask("bower-init-description", "bower", bower, want(modes.Text, "description", ""), toDescription...), node...),
		needs(ask("bower-init-license", "bower", bower, want(modes.Text, "license", "MIT"), toLicense...), node...),
		needs(ask("bower-init-dependencies", "bower", bower,
			yesNo("set currently installed components as dependencies?", "yes"), toDependencies...), node...),
		needs(ask("bower-init-private", "bower", bower,
			yesNo("would you like to mark this package as private which prevents it from being accidentally published to the registry?", "no"), toPrivate...), node...),
		needs(ask("bower-init-looks-good", "bower", bower, yesNo("Looks good?", "yes"), toLooksGood...), node...),

		// stryker init: a list of presets with a separator (also moved),
		// two lists of two (one also moved), a list of three.
		needs(ask("stryker-init-preset", "@stryker-mutator/core", stryker, pick(preset, 0, presets...), wait("preset configuration")), node...),
		needs(ask("stryker-init-preset-moved", "@stryker-mutator/core", stryker, pick(preset, 1, presets...), wait("preset configuration"), down, settle), node...),
		needs(ask("stryker-init-runner", "@stryker-mutator/core", stryker, pick(runner, 0, "jest", "vitest"), toRunner...), node...),
		needs(ask("stryker-init-runner-moved", "@stryker-mutator/core", stryker, pick(runner, 1, "jest", "vitest"), steps(toRunner, down, settle)...), node...),
		needs(ask("stryker-init-config-type", "@stryker-mutator/core", stryker,
			pick("What file type do you want for your config file?", 0, "JSON", "JavaScript"), toConfigType...), node...),
		needs(ask("stryker-init-package-manager", "@stryker-mutator/core", stryker,
			pick("Which package manager do you want to use?", 0, "npm", "yarn", "pnpm"), toManager...), node...),

		// caprover login: a line under a question of two rows with a
		// default (also with an address typed, the default gone), a
		// masked password (also with one typed, nothing shown), a line
		// with a default; caprover serversetup: a (Y/n), a line with a
		// default.
		needs(ask("caprover-login-url", "caprover", login, want(modes.Text, url, "captain.captainroot.yourdomain.com"), wait("URL address")), node...),
		needs(ask("caprover-login-url-typed", "caprover", login, want(modes.Text, url, ""), wait("URL address"), typing("captain.relay.example.com"), settle), node...),
		needs(ask("caprover-login-password", "caprover", login, want(modes.Password, "CapRover machine password:", ""), toPassword...), node...),
		needs(ask("caprover-login-password-typed", "caprover", login, want(modes.Password, "CapRover machine password:", ""),
			steps(toPassword, typing("hunter2"), settle)...), node...),
		needs(ask("caprover-login-machine-name", "caprover", login,
			want(modes.Text, "CapRover machine name, with whom the login credentials are stored locally:", "captain-01"), toMachineName...), node...),
		needs(ask("caprover-serversetup-started", "caprover", serversetup,
			yesNo("have you already started CapRover container on your server?", "yes"), wait("CapRover container")), node...),
		needs(ask("caprover-serversetup-ip", "caprover", serversetup, want(modes.Text, "IP address of your server:", "123.123.123.123"),
			wait("CapRover container"), enter("IP address")), node...),

		// cz-customizable: its types (also moved), its scopes with a
		// separator, the subject, the commit's confirmation by a key.
		needs(ask("cz-customizable-type", "cz-customizable", cz, pick(changeType, 0, types...), wait("type of change")), node...),
		needs(ask("cz-customizable-type-moved", "cz-customizable", cz, pick(changeType, 1, types...), wait("type of change"), down, settle), node...),
		needs(ask("cz-customizable-scope", "cz-customizable", cz,
			pick("Denote the SCOPE of this change (optional):", 0, "accounts", "admin", "exampleScope", "changeMe", "empty", "custom"), toScope...), node...),
		needs(ask("cz-customizable-subject", "cz-customizable", cz,
			want(modes.Text, "Write a SHORT, IMPERATIVE tense description of the change:", "false"), toSubject...), node...),
		needs(ask("cz-customizable-proceed", "cz-customizable", cz,
			want(modes.Choice, "Are you sure you want to proceed with the commit above?", "y", "y|y", "n|n", "e|e", "h|h"), toProceed...), node...),
	}
}

// TestModesHundredeightyfirst drives the hundredeightyfirst set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightyfirst. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredeightyfirst(t *testing.T) {
	captureSet(t, hundredeightyfirstDir, hundredeightyfirstSet())
}
