package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// sixthDir holds the sixth set (issue 44, sixth round): live cases of
// programs and prompt libraries that no other test, table or fixture of
// agentty names, made after the fifth round, to measure the classifier
// once as it was on programs nobody here had looked at. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program is known to draw
// and committed before its screen was captured.
const sixthDir = "../testdata/modes-sixth"

// sixthGo runs a program of the sixth set's Go module; sixthNode a
// library's prompt of its npm fixture.
func sixthGo(name string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, "../testdata/sixth/go")
		return Options{Argv: append([]string{filepath.Join(bin, name)}, args...), Cwd: t.TempDir()}
	}
}

func sixthNode(args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, "../testdata/sixth/npm")
		return Options{Argv: sessiontest.Node(dir, true, "sixth-demo.mjs", args...), Cwd: t.TempDir()}
	}
}

// The sixth set's preparations: an archive holding one file whose name
// is not the archive's, and a file to compress.
const (
	sixthArchive = `mkdir in && cp notes.txt in/report.txt && tar -C in -czf bundle.tar.gz report.txt && rm -r in`
	sixthPlain   = `cp notes.txt data.txt`
)

// sixthSet is the sixth set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func sixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	game := func(name string) string { return "/usr/games/" + name }
	games := func(name string, c func(string) corpusCase) corpusCase { return needs(c(game(name)), game(name)) }
	node := []string{"node", "npm"}
	goNeeds := []string{"go"}
	return []corpusCase{
		// An editor: a file given, a file typed into, and its question on
		// leaving a changed file.
		is(modes.Editor, "efte", "efte", unseenHome(notes, "nefte", "notes.txt"), settle),
		is(modes.Editor, "efte-typed", "efte", unseenHome(notes, "nefte", "notes.txt"), settle, step{text: "hello ", expect: "hello"}),
		ask("efte-quit-changed", "efte", unseenHome(notes, "nefte", "notes.txt"), want(modes.Confirm, "…", "", ">Yes", "No", "Cancel"),
			settle, step{text: "hello ", expect: "hello"}, step{keys: "<alt-x>"}, settle),

		// Full-screen programs: games, their menus, and a file tree.
		games("vitetris", func(g string) corpusCase { return is(modes.TUI, "vitetris", "vitetris", unseenHome(notes, g), settle) }),
		games("bastet", func(g string) corpusCase { return is(modes.TUI, "bastet", "bastet", unseenHome(notes, g), settle) }),
		games("nsnake", func(g string) corpusCase { return is(modes.TUI, "nsnake", "nsnake", unseenHome(notes, g), settle) }),
		games("pacman4console", func(g string) corpusCase {
			return is(modes.TUI, "pacman4console", "pacman4console", unseenHome(notes, g), settle)
		}),
		games("atc", func(g string) corpusCase { return is(modes.TUI, "atc", "atc", unseenHome(notes, g), settle) }),
		games("hangman", func(g string) corpusCase { return is(modes.TUI, "hangman", "hangman", unseenHome(notes, g), settle) }),
		is(modes.TUI, "ytree", "ytree", unseenHome(notes, "ytree"), settle),
		is(modes.TUI, "ytree-moved", "ytree", unseenHome(notes, "ytree"), settle, step{keys: "<down>"}, settle),

		// REPLs, at their prompt and after a command.
		is(modes.REPL, "gap", "gap", unseenHome(notes, "gap"), wait("gap>")),
		is(modes.REPL, "gap-after-command", "gap", unseenHome(notes, "gap"), wait("gap>"), step{text: "6*7;", enter: true, expect: "42"}, settle),
		is(modes.REPL, "bsh", "bsh", unseenHome(notes, "bsh"), wait("bsh")),
		is(modes.REPL, "bsh-after-command", "bsh", unseenHome(notes, "bsh"), wait("bsh"), step{text: "print(6*7);", enter: true, expect: "42"}, settle),
		games("battlestar", func(g string) corpusCase {
			return is(modes.REPL, "battlestar", "battlestar", unseenHome(notes, g), settle)
		}),
		games("battlestar", func(g string) corpusCase {
			return is(modes.REPL, "battlestar-after-command", "battlestar", unseenHome(notes, g), settle, step{text: "look", enter: true}, settle)
		}),

		// Shells.
		is(modes.Shell, "xonsh", "xonsh", unseenHome(notes, "xonsh"), settle),
		is(modes.Shell, "xonsh-after-command", "xonsh", unseenHome(notes, "xonsh"), settle, step{text: "echo $((6*7))", enter: true}, settle),
		is(modes.Shell, "elvish", "elvish", unseenHome(notes, "elvish"), settle),
		is(modes.Shell, "elvish-after-command", "elvish", unseenHome(notes, "elvish"), settle, step{text: "echo (* 6 7)", enter: true, expect: "42"}, settle),

		// Questions asked on a line.
		games("adventure", func(g string) corpusCase {
			return ask("adventure", "adventure", unseenHome(notes, g), yesNo("…Would you like instructions?…", ""), wait("instructions"))
		}),
		games("cribbage", func(g string) corpusCase {
			return ask("cribbage", "cribbage", unseenHome(notes, g), yesNo("…instructions…", ""), wait("instructions"))
		}),
		ask("dtrx", "dtrx", unseenHome(shPrep(sixthArchive), "dtrx", "bundle.tar.gz"),
			want(modes.Choice, "…What do you want to do?", "I", "I|inside", "r|rename", "h|here"), wait("want to do")),

		// Passwords.
		ask("lrzip-encrypt", "lrzip", unseenHome(shPrep(sixthPlain), "lrzip", "-e", "data.txt"), want(modes.Password, "…passphrase…", ""), wait("assphrase")),
		ask("ruby-getpass", "ruby", unseenHome(notes, "ruby", "-rio/console", "-e", `p STDIN.getpass("Deploy key: ")`), want(modes.Password, "Deploy key:", ""), wait("Deploy")),

		// Prompt libraries: JavaScript's consola and qoa, Go's promptkit
		// and go-fuzzyfinder.
		needs(ask("consola-text", "consola", sixthNode("consola", "text"), want(modes.Text, "…Which branch should be deployed?…", "release"), wait("branch")), node...),
		needs(ask("consola-confirm", "consola", sixthNode("consola", "confirm"), want(modes.Confirm, "…Delete the build cache?…", "", "Yes", ">No"), wait("cache")), node...),
		needs(ask("consola-select", "consola", sixthNode("consola", "select"), want(modes.Select, "…Pick a package manager…", "", ">npm", "pnpm", "yarn"), wait("yarn")), node...),
		needs(ask("consola-select-moved", "consola", sixthNode("consola", "select"), want(modes.Select, "…Pick a package manager…", "", "npm", ">pnpm", "yarn"), wait("yarn"), step{keys: "<down>"}, settle), node...),
		needs(ask("consola-multiselect", "consola", sixthNode("consola", "multiselect"), want(modes.Multiselect, "…Which linters should run?…", "", ">[ ] eslint", "[ ] stylelint", "[ ] markdownlint"), wait("markdownlint")), node...),
		needs(ask("qoa-confirm", "qoa", sixthNode("qoa", "confirm"), yesNo("…Send the report now?…", ""), wait("report")), node...),
		needs(ask("qoa-interactive", "qoa", sixthNode("qoa", "interactive"), want(modes.Select, "…Which region hosts the data?…", "", ">Oslo", "Quebec", "Tokyo"), wait("Tokyo")), node...),
		needs(ask("qoa-interactive-moved", "qoa", sixthNode("qoa", "interactive"), want(modes.Select, "…Which region hosts the data?…", "", "Oslo", ">Quebec", "Tokyo"), wait("Tokyo"), step{keys: "<down>"}, settle), node...),
		needs(ask("qoa-secure", "qoa", sixthNode("qoa", "secure"), want(modes.Password, "…Vault token:…", ""), wait("token")), node...),
		needs(ask("promptkit-select", "promptkit", sixthGo("promptkit-demo", "select"), want(modes.Select, "…Which mirror should serve the files?…", "", ">Berlin", "Lima", "Perth"), wait("Perth")), goNeeds...),
		needs(ask("promptkit-select-moved", "promptkit", sixthGo("promptkit-demo", "select"), want(modes.Select, "…Which mirror should serve the files?…", "", "Berlin", ">Lima", "Perth"), wait("Perth"), step{keys: "<down>"}, settle), goNeeds...),
		needs(ask("promptkit-confirm", "promptkit", sixthGo("promptkit-demo", "confirm"), want(modes.Confirm, "…Restart the worker now?…", "", ">Yes", "No"), wait("worker")), goNeeds...),
		needs(ask("promptkit-text", "promptkit", sixthGo("promptkit-demo", "text"), want(modes.Text, "…Bucket name:…", "assets"), wait("Bucket")), goNeeds...),
		needs(ask("fuzzyfinder", "go-fuzzyfinder", sixthGo("fuzzyfinder-demo"), want(modes.Select, "…", "", ">Aberdeen", "Bergen", "Cadiz", "Dundee"), wait("Dundee")), goNeeds...),
	}
}

// TestModesSixth drives the sixth set live to the labelled moment and,
// with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/sixth. Whether the classifier reads them right is that
// test's measure, not a failure here.
func TestModesSixth(t *testing.T) {
	captureSet(t, sixthDir, sixthSet())
}
