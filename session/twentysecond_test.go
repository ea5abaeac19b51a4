package session

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twentysecondDir holds the twentysecond set (issue 44, twentysecond
// round): live cases of developers' and operators' tools that no other
// test, table, fixture or doc of agentty names (build tools' and
// debuggers' consoles, database clients on a file, a password manager's
// console, installers and uninstallers, scaffolders' questions, a
// network console), made to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const twentysecondDir = "../testdata/modes-twentysecond"

// twentysecondCLI runs an npm CLI of the twentysecond set's fixture
// (script, a path under its node_modules) from a home of its own,
// prepared by prep (given the home and the fixture's installed
// directory).
func twentysecondCLI(prep func(t *testing.T, home, npm string), script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twentysecond").dir(), "npm"))
		home := t.TempDir()
		if prep != nil {
			prep(t, home, dir)
		}
		return Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// twentysecondGo runs a tool of the twentysecond set's Go module in a
// home prepared by prep.
func twentysecondGo(prep func(t *testing.T, dir string), name string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, filepath.Join(setFixtures("twentysecond").dir(), "go"))
		return unseenHome(prep, append([]string{filepath.Join(bin, name)}, args...)...)(t, f)
	}
}

// twentysecondEnv is o with these variables set; "{dir}" in a value is
// the case's home.
func twentysecondEnv(o opener, kv ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		opts := o(t, f)
		for i := 0; i+1 < len(kv); i += 2 {
			opts.Env[kv[i]] = strings.ReplaceAll(kv[i+1], "{dir}", opts.Cwd)
		}
		return opts
	}
}

// twentysecondNPMPrep is a preparation of an npm CLI's home: a shell
// line, "{npm}" in it the fixture's installed directory.
func twentysecondNPMPrep(line string) func(t *testing.T, home, npm string) {
	return func(t *testing.T, home, npm string) {
		sh(t, home, strings.ReplaceAll(line, "{npm}", npm))
	}
}

// The twentysecond set's preparations: an SConstruct for scons, a
// CMakeLists.txt for ccmake, a module for flit, a Firebird database for
// isql-fb, a CSV file for csvq, a
// KeePass database for keepassxc-cli, a program for rdbg, local gems for
// gem to uninstall, a package.json for create-jest and ntl, a monorepo
// in git for changesets.
const (
	twentysecondSCons    = `printf "env = Environment()\nenv.Command('relay.txt', [], 'echo relay > \$TARGET')\n" > SConstruct`
	twentysecondCMake    = `printf 'cmake_minimum_required(VERSION 3.13)\nproject(relay NONE)\noption(RELAY_TLS "Build the relay with TLS" ON)\nset(RELAY_PORT "8443" CACHE STRING "Port the relay listens on")\n' > CMakeLists.txt`
	twentysecondFlit     = `printf '"""Relay the build notes."""\n__version__ = "0.1"\n' > relay.py`
	twentysecondFirebird = `echo "CREATE DATABASE '$PWD/relay.fdb' USER 'SYSDBA';" | HOME=$PWD isql-fb -q`
	twentysecondCSV      = `printf 'host,region,peers\nrelay-fra,eu,3\nrelay-ord,us,5\nrelay-nrt,ap,2\n' > hosts.csv`
	twentysecondKeePass  = `export HOME=$PWD && printf 'hunter22\nhunter22\n' | keepassxc-cli db-create -p relay.kdbx && printf 'hunter22\n' | keepassxc-cli add relay.kdbx mirror-fra -u deploy`
	twentysecondRuby     = `printf 'peers = %%w[relay-fra relay-ord relay-nrt]\ntotal = peers.size * 14\nputs "relaying to #{total} peers"\n' > relay.rb`
	// twentysecondGems installs relay_notes 1.0.0 and 2.0.0 in ./gems;
	// twentysecondGemDeps relay_notes 1.0.0 and relay_pack, which
	// depends on it.
	twentysecondGems     = `for v in 1.0.0 2.0.0; do mkdir -p src$v/lib && printf 'module Relay; end\n' > src$v/lib/relay_notes.rb && printf 'Gem::Specification.new do |s|\n  s.name = "relay_notes"\n  s.version = "%s"\n  s.summary = "Relay notes"\n  s.authors = ["Ada Relay"]\n  s.files = ["lib/relay_notes.rb"]\n  s.license = "MIT"\nend\n' $v > src$v/relay_notes.gemspec && (cd src$v && gem build -q relay_notes.gemspec && GEM_HOME=../gems GEM_PATH=../gems gem install -q --local --no-document relay_notes-$v.gem); done`
	twentysecondGemDeps  = `for g in relay_notes relay_pack; do mkdir -p $g/lib && printf 'module Relay; end\n' > $g/lib/$g.rb && dep= && if [ $g = relay_pack ]; then dep='  s.add_dependency "relay_notes"\n'; fi && printf "Gem::Specification.new do |s|\n  s.name = \"$g\"\n  s.version = \"1.0.0\"\n  s.summary = \"Relay\"\n  s.authors = [\"Ada Relay\"]\n  s.files = [\"lib/$g.rb\"]\n  s.license = \"MIT\"\n${dep}end\n" > $g/$g.gemspec && (cd $g && gem build -q $g.gemspec && GEM_HOME=../gems GEM_PATH=../gems gem install -q --local --no-document $g-1.0.0.gem); done`
	twentysecondScripts  = `printf '{\n  "name": "relay",\n  "version": "1.0.0",\n  "scripts": {\n    "build": "node build.js",\n    "lint": "eslint .",\n    "test": "echo no tests"\n  }\n}\n' > package.json`
	twentysecondMonorepo = `mkdir -p packages/relay-core packages/relay-cli && printf '{"name":"relay-monorepo","private":true,"workspaces":["packages/*"]}\n' > package.json && printf '{"name":"relay-core","version":"1.0.0"}\n' > packages/relay-core/package.json && printf '{"name":"relay-cli","version":"1.0.0"}\n' > packages/relay-cli/package.json && git init -q -b main . && HOME=$PWD node {npm}/node_modules/@changesets/cli/bin.js init >/dev/null && git add -A && git -c user.email=relay@example.org -c user.name=relay commit -qm init`
)

// twentysecondRdbg is the debugger of Ruby's bundled debug gem.
const twentysecondRdbg = "/usr/lib/ruby/gems/3.1.0/gems/debug-1.4.0/exe/rdbg"

// twentysecondSet is the twentysecond set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func twentysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	down, space := step{keys: "<down>"}, step{keys: " "}
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }

	scons := unseenHome(shPrep(twentysecondSCons), "scons", "--interactive")
	ccmake := unseenHome(shPrep(twentysecondCMake), "ccmake", ".")
	scapy := unseenHome(notes, "/usr/bin/scapy")
	flit := unseenHome(shPrep(twentysecondFlit), "flit", "init")
	isql := unseenHome(notes, "isql", "-k", "Driver=SQLite3;Database={dir}/relay.db")
	mitmproxy := unseenHome(notes, "mitmproxy", "--listen-host", "127.0.0.1", "--listen-port", "18442")
	keepassCreate := unseenHome(notes, "keepassxc-cli", "db-create", "-p", "relay.kdbx")
	keepassOpen := unseenHome(shPrep(twentysecondKeePass), "keepassxc-cli", "open", "relay.kdbx")
	tasksel := rootCase(twentysecondEnv(unseenHome(notes, "tasksel"), "DEBIAN_FRONTEND", "dialog"))
	rdbg := unseenHome(shPrep(twentysecondRuby), "ruby", twentysecondRdbg, "relay.rb")
	gems := func(prep, gem string) opener {
		return twentysecondEnv(unseenHome(shPrep(prep), "gem", "uninstall", gem), "GEM_HOME", "{dir}/gems", "GEM_PATH", "{dir}/gems")
	}
	firebird := unseenHome(shPrep(twentysecondFirebird), "isql-fb", "-user", "SYSDBA", "{dir}/relay.fdb")
	csvq := twentysecondGo(shPrep(twentysecondCSV), "csvq")
	createJest := twentysecondCLI(twentysecondNPMPrep(twentysecondScripts), "node_modules/create-jest/bin/create-jest.js")
	ntl := func(args ...string) opener {
		return twentysecondCLI(twentysecondNPMPrep(twentysecondScripts), "node_modules/ntl/cli.js", args...)
	}
	changeset := twentysecondCLI(twentysecondNPMPrep(twentysecondMonorepo), "node_modules/@changesets/cli/bin.js")

	const license = "Choose a license…"
	licenses := []string{"1|MIT - simple and permissive", "2|Apache - explicitly grants patent rights",
		"3|GPL - ensures that code based on this is shared with the same terms", "4|Skip - choose a license later"}
	tasks := func(highlighted int, ticked bool) *modes.Prompt {
		labels := []string{"Debian desktop environment", "... GNOME", "... Xfce", "... GNOME Flashback", "... KDE Plasma",
			"... Cinnamon", "... MATE", "... LXDE", "... LXQt"}
		return ticks("Choose software to install:", highlighted, map[int]bool{highlighted: ticked}, labels...)
	}
	const testEnv = "Choose the test environment that will be used for testing"
	const include = "Which packages would you like to include?"
	return []corpusCase{
		// Build systems' and debuggers' consoles, at their prompt and
		// after a command: scons' interactive mode, Ruby's rdbg on a
		// small program.
		needs(is(modes.REPL, "scons", "scons", scons, wait("scons>>>")), "scons"),
		needs(is(modes.REPL, "scons-after-build", "scons", scons, wait("scons>>>"), typed("build relay.txt", "done building targets"), settle), "scons"),
		needs(is(modes.REPL, "rdbg", "rdbg", rdbg, wait("(rdbg)")), "ruby", twentysecondRdbg),
		needs(is(modes.REPL, "rdbg-after-command", "rdbg", rdbg, wait("(rdbg)"), typed("next", "relay.rb:2"), typed("p peers.size", "=> 3"), settle), "ruby", twentysecondRdbg),

		// Database clients on a file, at their prompt and after a query:
		// unixODBC's isql over SQLite's ODBC driver, Firebird's isql-fb
		// over an embedded database (also with a statement left open,
		// at its continuation prompt), csvq over a CSV file.
		needs(is(modes.REPL, "isql", "isql", isql, wait("SQL>")), "isql"),
		needs(is(modes.REPL, "isql-after-query", "isql", isql, wait("SQL>"), typed("SELECT 6*7 AS answer", "rows fetched"), settle), "isql"),
		needs(is(modes.REPL, "isql-fb", "isql-fb", firebird, wait("SQL>")), "isql-fb"),
		needs(is(modes.REPL, "isql-fb-after-query", "isql-fb", firebird, wait("SQL>"), typed("SELECT 6*7 AS answer FROM rdb$database;", "ANSWER"), settle), "isql-fb"),
		needs(is(modes.REPL, "isql-fb-continued", "isql-fb", firebird, wait("SQL>"), typed("SELECT 6*7 AS answer", "CON>"), settle), "isql-fb"),
		needs(is(modes.REPL, "csvq", "csvq", csvq, wait("csvq interactive shell")), goNeeds...),
		needs(is(modes.REPL, "csvq-after-query", "csvq", csvq, wait("csvq interactive shell"), typed("SELECT * FROM hosts;", "relay-nrt"), settle), goNeeds...),

		// A network console: Scapy's, over IPython, at its prompt and
		// after a packet built.
		needs(is(modes.REPL, "scapy", "scapy", scapy, wait("Welcome to Scapy"), settle), "/usr/bin/scapy"),
		needs(is(modes.REPL, "scapy-after-command", "scapy", scapy, wait("Welcome to Scapy"), settle, typed(`IP(dst="127.0.0.1")/ICMP()`, "proto=icmp"), settle), "/usr/bin/scapy"),

		// A password manager's console: keepassxc-cli's new database's
		// password (asked and asked again), the password of one to open,
		// then its console (also after a command).
		needs(ask("keepassxc-create", "keepassxc-cli", keepassCreate, want(modes.Password, "Enter password to encrypt database (optional):", ""),
			wait("Enter password to encrypt")), "keepassxc-cli"),
		needs(ask("keepassxc-create-repeat", "keepassxc-cli", keepassCreate, want(modes.Password, "Repeat password:", ""),
			wait("Enter password to encrypt"), secret("hunter22", "Repeat password")), "keepassxc-cli"),
		needs(ask("keepassxc-open-password", "keepassxc-cli", keepassOpen, want(modes.Password, "Enter password to unlock relay.kdbx:", ""),
			wait("Enter password to unlock")), "keepassxc-cli"),
		needs(is(modes.REPL, "keepassxc-open", "keepassxc-cli", keepassOpen, wait("Enter password to unlock"), secret("hunter22", "relay.kdbx>"), settle), "keepassxc-cli"),
		needs(is(modes.REPL, "keepassxc-open-after-command", "keepassxc-cli", keepassOpen, wait("Enter password to unlock"), secret("hunter22", "relay.kdbx>"),
			typed("ls", "mirror-fra"), settle), "keepassxc-cli"),

		// Full-screen programs: ccmake's empty cache, its entries once
		// configured (also moved); mitmproxy's flows and its help.
		needs(is(modes.TUI, "ccmake", "ccmake", ccmake, wait("EMPTY CACHE")), "ccmake"),
		needs(is(modes.TUI, "ccmake-configured", "ccmake", ccmake, wait("EMPTY CACHE"), step{keys: "c", expect: "RELAY_PORT", timeout: setSlow}, settle), "ccmake"),
		needs(is(modes.TUI, "ccmake-moved", "ccmake", ccmake, wait("EMPTY CACHE"), step{keys: "c", expect: "RELAY_PORT", timeout: setSlow}, settle, down, settle), "ccmake"),
		needs(is(modes.TUI, "mitmproxy", "mitmproxy", mitmproxy, wait("127.0.0.1:18442")), "mitmproxy"),
		needs(is(modes.TUI, "mitmproxy-help", "mitmproxy", mitmproxy, wait("127.0.0.1:18442"), step{text: "?", expect: "Key Bindings", timeout: setSlow}, settle), "mitmproxy"),

		// Questions after a key pressed: mitmproxy's quit.
		needs(ask("mitmproxy-quit", "mitmproxy", mitmproxy, want(modes.Confirm, "Quit…", "", "y|yes", "n|no"),
			wait("127.0.0.1:18442"), step{text: "q", expect: "Quit", timeout: setSlow}, settle), "mitmproxy"),

		// Scaffolders' questions: flit init's module name, its licence
		// (and asked again after a wrong answer); create-jest's questions
		// (a confirmation, another after it, a list of environments, also
		// moved).
		needs(ask("flit-module", "flit", flit, want(modes.Text, "Module name", "relay"), wait("Module name")), "flit"),
		needs(ask("flit-license", "flit", flit, want(modes.Choice, license, "", licenses...),
			wait("Module name"), enter("Author"), enter("Author email"), enter("Home page"), enter("Enter 1-4")), "flit"),
		needs(ask("flit-license-again", "flit", flit, want(modes.Choice, license, "", licenses...),
			wait("Module name"), enter("Author"), enter("Author email"), enter("Home page"), enter("Enter 1-4"), typed("9", "Try again"), settle), "flit"),
		needs(ask("create-jest-script", "create-jest", createJest,
			yesNo(`Would you like to use Jest when running "test" script in "package.json"?`, "y"), wait("(Y/")), node...),
		needs(ask("create-jest-typescript", "create-jest", createJest,
			yesNo("Would you like to use Typescript for the configuration file?", "n"), wait("(Y/"), enter("Typescript")), node...),
		needs(ask("create-jest-environment", "create-jest", createJest, want(modes.Select, testEnv, "", ">node", "jsdom (browser-like)"),
			wait("(Y/"), enter("Typescript"), enter("jsdom")), node...),
		needs(ask("create-jest-environment-moved", "create-jest", createJest, want(modes.Select, testEnv, "", "node", ">jsdom (browser-like)"),
			wait("(Y/"), enter("Typescript"), enter("jsdom"), down, settle), node...),

		// Lists to pick from: ntl's npm scripts (also moved, and picked
		// several, also ticked); changesets' packages (also ticked, then
		// its next question), and its summary asked.
		needs(ask("ntl", "ntl", ntl(), want(modes.Select, "Select a task to run:", "", ">build", "lint", "test"), wait("Select a task")), node...),
		needs(ask("ntl-moved", "ntl", ntl(), want(modes.Select, "Select a task to run:", "", "build", ">lint", "test"), wait("Select a task"), down, settle), node...),
		needs(ask("ntl-multiple", "ntl", ntl("-m"), want(modes.Multiselect, "Select a task to run:", "", ">[ ] build", "[ ] lint", "[ ] test"),
			wait("Select a task")), node...),
		needs(ask("ntl-multiple-ticked", "ntl", ntl("-m"), want(modes.Multiselect, "Select a task to run:", "", ">[x] build", "[ ] lint", "[ ] test"),
			wait("Select a task"), space, settle), node...),
		needs(ask("changeset", "changesets", changeset,
			want(modes.Multiselect, include, "", ">[ ] unchanged packages", "[ ] relay-cli", "[ ] relay-core"), wait("relay-core")), node...),
		needs(ask("changeset-ticked", "changesets", changeset,
			want(modes.Multiselect, include, "", "[ ] unchanged packages", ">[x] relay-cli", "[ ] relay-core"), wait("relay-core"), down, settle, space, settle), node...),
		needs(ask("changeset-major", "changesets", changeset,
			want(modes.Multiselect, "Which packages should have a major bump?", "", ">[ ] all packages", "[ ] relay-cli@1.0.0"),
			wait("relay-core"), down, settle, space, settle, enter("major bump")), node...),
		needs(ask("changeset-summary", "changesets", changeset, want(modes.Text, "Please enter a summary for this change…", ""),
			wait("relay-core"), down, settle, space, settle, enter("major bump"), enter("minor bump"), enter("Summary")), node...),

		// Installers and uninstallers: tasksel's software to install
		// (also ticked), drawn by debconf with whiptail; gem uninstall's
		// versions to pick from, and its question when others depend on
		// the gem.
		needs(ask("tasksel", "tasksel", tasksel, tasks(0, false), wait("Choose software to install")), "tasksel", "whiptail"),
		needs(ask("tasksel-ticked", "tasksel", tasksel, tasks(1, true), wait("Choose software to install"), down, settle, space, settle), "tasksel", "whiptail"),
		needs(ask("gem-uninstall-select", "gem", gems(twentysecondGems, "relay_notes"),
			want(modes.Choice, "Select gem to uninstall:", "", "1|relay_notes-1.0.0", "2|relay_notes-2.0.0", "3|All versions"), wait("All versions")), "gem"),
		needs(ask("gem-uninstall-dependents", "gem", gems(twentysecondGemDeps, "relay_notes"),
			yesNo("Continue with Uninstall?", "n"), wait("Continue with Uninstall")), "gem"),
	}
}

// TestModesTwentysecond drives the twentysecond set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twentysecond. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesTwentysecond(t *testing.T) { captureSet(t, twentysecondDir, twentysecondSet()) }
