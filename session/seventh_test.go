package session

import (
	"strconv"
	"testing"

	"github.com/agentty/agentty/modes"
)

// seventhDir holds the seventh set (issue 44, seventh round): live cases
// of programs and prompt libraries that no other test, table, fixture or
// doc of agentty names, made after the sixth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw and committed before its screen was captured.
const seventhDir = "../testdata/modes-seventh"

// seventhGo runs a program of the seventh set's Go module; seventhNode a
// script of its npm fixture (a library's prompt, or a program it
// installs); seventhScript one of its Python or Perl scripts, with
// Debian's interpreter, over a prepared home.
var seventhGo, seventhNode, seventhScript = setFixtures("seventh").goProgram, setFixtures("seventh").node, setFixtures("seventh").script

// seventhDropbear runs dropbear's ssh client against the fixtures' sshd,
// from a home with no known hosts.
func seventhDropbear(t *testing.T, f *fixtures) Options {
	port := f.sshdPort(t)
	home := t.TempDir()
	return Options{Argv: []string{"dbclient", "-p", strconv.Itoa(port), testUser + "@127.0.0.1"}, Cwd: home,
		Env: map[string]string{"HOME": home}}
}

// The seventh set's preparations: a book in FictionBook's XML; a darcs
// repository with a file added and not yet recorded, its author known.
const (
	seventhBook  = `{ printf '<?xml version="1.0" encoding="utf-8"?>\n<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><description><title-info><book-title>Rows</book-title><author><first-name>Ann</first-name><last-name>Example</last-name></author><lang>en</lang></title-info></description><body><section><title><p>Rows</p></title>\n'; sed 's/.*/<p>&<\/p>/' long.txt; printf '</section></body></FictionBook>\n'; } > book.fb2`
	seventhDarcs = `mkdir -p .darcs && echo 'Ann Example <ann@example.org>' > .darcs/author && HOME=$PWD darcs init >/dev/null && HOME=$PWD darcs add notes.txt >/dev/null`
)

// seventhSet is the seventh set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func seventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	games, node, py, perl := gameCase, nodeNeeds, pythonPath, perlPath
	inkui := func(kind string) func(*testing.T, *fixtures) Options {
		return seventhNode("seventh-demo.mjs", "inkui", kind)
	}
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	return []corpusCase{
		// Editors: a file given, a file typed into, and a question the
		// editor asks on its bottom row (lpe's file name to save as).
		is(modes.Editor, "lpe", "lpe", unseenHome(notes, "lpe", "notes.txt"), wait("second line")),
		is(modes.Editor, "lpe-typed", "lpe", unseenHome(notes, "lpe", "notes.txt"), wait("second line"), step{text: "hello ", expect: "hello"}),
		ask("lpe-save-as", "lpe", unseenHome(notes, "lpe", "notes.txt"), want(modes.Text, "file:", ""),
			wait("second line"), step{text: "hello ", expect: "hello"}, step{keys: "<ctrl-f><ctrl-a>", expect: "file:"}),
		is(modes.Editor, "hyx", "hyx", unseenHome(notes, "hyx", "notes.txt"), settle),
		is(modes.Editor, "hyx-moved", "hyx", unseenHome(notes, "hyx", "notes.txt"), settle, step{keys: "<down>"}, settle),
		needs(is(modes.Editor, "gowid-edit", "gowid", seventhGo("gowid-demo", "edit", "notes.txt"), wait("second line")), goNeeds...),
		needs(is(modes.Editor, "gowid-edit-typed", "gowid", seventhGo("gowid-demo", "edit", "notes.txt"), wait("second line"), step{text: "hello ", expect: "hello"}), goNeeds...),
		needs(is(modes.Editor, "textpad", "curses.textpad", seventhScript(py, "py/seventh_demo.py", "textpad", "notes.txt"), wait("second line")), py),
		needs(is(modes.Editor, "textpad-typed", "curses.textpad", seventhScript(py, "py/seventh_demo.py", "textpad", "notes.txt"), wait("second line"), step{text: "hello ", expect: "hello"}), py),

		// A dialog box with buttons over a full-screen program.
		needs(ask("gowid-dialog", "gowid", seventhGo("gowid-demo", "dialog", "notes.txt"), want(modes.Confirm, "Discard the changes to notes.txt?", "", ">Ok", "Cancel"), wait("Cancel")), goNeeds...),

		// Pagers.
		is(modes.Pager, "gitview", "gitview", unseenHome(notes, "gitview", "long.txt"), settle),
		is(modes.Pager, "gitview-moved", "gitview", unseenHome(notes, "gitview", "long.txt"), settle, step{keys: "<pgdn>"}, settle),
		is(modes.Pager, "fbless", "fbless", unseenHome(shPrep(seventhBook), "fbless", "book.fb2"), wait("row 00")),
		is(modes.Pager, "fbless-moved", "fbless", unseenHome(shPrep(seventhBook), "fbless", "book.fb2"), wait("row 00"), step{keys: "<space>"}, settle),
		needs(is(modes.Pager, "ttypager", "pydoc.ttypager", seventhScript(py, "py/seventh_demo.py", "ttypager", "long.txt"), wait("row 00")), py),

		// Full-screen programs: file managers, monitors, chat, mail and
		// music clients, games, a typing tutor, dashboards.
		is(modes.TUI, "gitfm", "gitfm", unseenHome(notes, "gitfm"), settle),
		is(modes.TUI, "gitfm-moved", "gitfm", unseenHome(notes, "gitfm"), settle, step{keys: "<down>"}, settle),
		is(modes.TUI, "clex", "clex", unseenHome(notes, "clex"), settle),
		is(modes.TUI, "s-tui", "s-tui", unseenHome(notes, "s-tui"), settle, settle),
		is(modes.TUI, "weechat", "weechat", unseenHome(notes, "weechat"), settle),
		is(modes.TUI, "profanity", "profanity", unseenHome(notes, "profanity"), settle),
		is(modes.TUI, "ncmpc", "ncmpc", unseenHome(notes, "ncmpc"), settle),
		is(modes.TUI, "alpine", "alpine", unseenHome(notes, "alpine"), settle),
		is(modes.TUI, "gtypist", "gtypist", unseenHome(notes, "gtypist"), settle),
		games("petris", func(g string) corpusCase { return is(modes.TUI, "petris", "petris", unseenHome(notes, g), settle) }),
		games("curseofwar", func(g string) corpusCase {
			return is(modes.TUI, "curseofwar", "curseofwar", unseenHome(notes, g), settle)
		}),
		games("robotfindskitten", func(g string) corpusCase {
			return is(modes.TUI, "robotfindskitten", "robotfindskitten", unseenHome(notes, g), settle)
		}),
		games("typespeed", func(g string) corpusCase {
			return is(modes.TUI, "typespeed", "typespeed", unseenHome(notes, g), settle)
		}),
		games("asciijump", func(g string) corpusCase {
			return is(modes.TUI, "asciijump", "asciijump", unseenHome(notes, g), settle)
		}),
		games("canfield", func(g string) corpusCase { return is(modes.TUI, "canfield", "canfield", unseenHome(notes, g), settle) }),
		games("snake", func(g string) corpusCase { return is(modes.TUI, "snake", "snake", unseenHome(notes, g), settle) }),
		games("tetris-bsd", func(g string) corpusCase {
			return is(modes.TUI, "tetris-bsd", "tetris-bsd", unseenHome(notes, g), settle)
		}),
		needs(is(modes.TUI, "gtop", "gtop", seventhNode("node_modules/gtop/bin/gtop"), settle, settle), node...),
		needs(is(modes.TUI, "termdash-dash", "termdash", seventhGo("termdash-demo", "dash"), wait("Workers")), goNeeds...),

		// REPLs, at their prompt and after a command.
		is(modes.REPL, "scm", "scm", unseenHome(notes, "scm"), wait(">")),
		is(modes.REPL, "scm-after-command", "scm", unseenHome(notes, "scm"), wait(">"), step{text: "(* 6 7)", enter: true, expect: "42"}, settle),
		is(modes.REPL, "elk", "elk", unseenHome(notes, "elk"), wait(">")),
		is(modes.REPL, "elk-after-command", "elk", unseenHome(notes, "elk"), wait(">"), step{text: "(* 6 7)", enter: true, expect: "42"}, settle),
		is(modes.REPL, "sscm", "sscm", unseenHome(notes, "sscm"), wait("sscm>")),
		is(modes.REPL, "sscm-after-command", "sscm", unseenHome(notes, "sscm"), wait("sscm>"), step{text: "(* 6 7)", enter: true, expect: "42"}, settle),
		is(modes.REPL, "cadaver", "cadaver", unseenHome(notes, "cadaver"), wait("dav:")),
		is(modes.REPL, "cadaver-after-command", "cadaver", unseenHome(notes, "cadaver"), wait("dav:"), step{text: "help", enter: true}, settle),
		needs(is(modes.REPL, "ishell", "ishell", seventhGo("ishell-demo"), wait(">>>")), goNeeds...),
		needs(is(modes.REPL, "ishell-after-command", "ishell", seventhGo("ishell-demo"), wait(">>>"), step{text: "count a b", enter: true, expect: "2 items"}, settle), goNeeds...),

		// Shells.
		is(modes.Shell, "sash", "sash", unseenHome(notes, "sash"), settle),
		is(modes.Shell, "sash-after-command", "sash", unseenHome(notes, "sash"), settle, step{text: "echo hello there", enter: true, expect: "hello there"}, settle),
		is(modes.Shell, "fizsh", "fizsh", unseenHome(notes, "fizsh"), settle),
		is(modes.Shell, "fizsh-after-command", "fizsh", unseenHome(notes, "fizsh"), settle, step{text: "echo $((6*7))", enter: true, expect: "42"}, settle),

		// Questions asked on a line.
		ask("darcs-record", "darcs", unseenHome(shPrep(seventhDarcs), "darcs", "record"),
			want(modes.Choice, "Shall I record this change?…", "", "y|y", "n|n", "W|W"), wait("record this change")),
		needs(ask("dbclient-host-key", "dbclient", seventhDropbear, yesNo("Do you want to continue connecting?", ""), wait("continue connecting")), "dbclient"),
		games("trek", func(g string) corpusCase {
			return ask("trek", "trek", unseenHome(notes, g), want(modes.Text, "What length game:", ""),
				wait("Press return"), step{enter: true, expect: "length game"})
		}),
		ask("borg-verify", "borg", unseenHome(notes, "borg", "init", "-e", "repokey", "repo"), yesNo("Do you want your passphrase to be displayed for verification?", "no"),
			wait("passphrase"), secret("seventh-pass", "again"), secret("seventh-pass", "verification")),

		// Passwords.
		ask("borg-init", "borg", unseenHome(notes, "borg", "init", "-e", "repokey", "repo"), want(modes.Password, "Enter new passphrase:", ""), wait("passphrase")),
		ask("restic-init", "restic", unseenHome(notes, "restic", "init", "-r", "repo"), want(modes.Password, "enter password for new repository:", ""), wait("password")),

		// Prompt libraries. JavaScript: Ink's component kit @inkjs/ui, with
		// a numbered list in a box over an "Enter to confirm" hint and a
		// field with its label in a box.
		needs(ask("inkui-select", "@inkjs/ui", inkui("select"), want(modes.Select, "Which environment should receive the build?", "", ">staging", "production", "preview"), wait("preview")), node...),
		needs(ask("inkui-select-moved", "@inkjs/ui", inkui("select"), want(modes.Select, "Which environment should receive the build?", "", "staging", ">production", "preview"), wait("preview"), step{keys: "<down>"}, settle), node...),
		needs(ask("inkui-multiselect", "@inkjs/ui", inkui("multiselect"), want(modes.Multiselect, "Which checks should run before the merge?…", "", ">[ ] lint", "[ ] test", "[ ] audit"), wait("audit")), node...),
		needs(ask("inkui-multiselect-ticked", "@inkjs/ui", inkui("multiselect"), want(modes.Multiselect, "Which checks should run before the merge?…", "", ">[x] lint", "[ ] test", "[ ] audit"), wait("audit"), step{keys: "<space>"}, settle), node...),
		needs(ask("inkui-confirm", "@inkjs/ui", inkui("confirm"), yesNo("Publish the package now?", "yes"), wait("Publish")), node...),
		needs(ask("inkui-text", "@inkjs/ui", inkui("text"), want(modes.Text, "Project name:", ""), wait("Project")), node...),
		needs(ask("inkui-password", "@inkjs/ui", inkui("password"), want(modes.Password, "API token:", ""), wait("token")), node...),
		needs(ask("inkui-numbered", "@inkjs/ui", inkui("numbered"), want(modes.Select, "Do you want to run this command?", "", ">1|Yes", "2|Yes, and don't ask again", "3|No"), wait("Enter to confirm")), node...),
		needs(ask("inkui-numbered-moved", "@inkjs/ui", inkui("numbered"), want(modes.Select, "Do you want to run this command?", "", "1|Yes", ">2|Yes, and don't ask again", "3|No"), wait("Enter to confirm"), step{keys: "<down>"}, settle), node...),
		needs(ask("inkui-boxed-field", "@inkjs/ui", inkui("boxed"), want(modes.Text, "Tag name:", ""), wait("Tag name")), node...),

		// Go: Songmu/prompter's questions on a line, cqroot/prompt's
		// Bubble Tea lists and field, termdash's field with its label in a
		// box.
		needs(ask("prompter-yn", "prompter", seventhGo("prompter-demo", "yn"), yesNo("Restart the worker now?", "yes"), wait("worker")), goNeeds...),
		needs(ask("prompter-choose", "prompter", seventhGo("prompter-demo", "choose"), want(modes.Choice, "Which region hosts the backups?", "eu", "eu|eu", "us|us", "ap|ap"), wait("backups")), goNeeds...),
		needs(ask("prompter-prompt", "prompter", seventhGo("prompter-demo", "prompt"), want(modes.Text, "Bucket name…", "assets"), wait("Bucket")), goNeeds...),
		needs(ask("prompter-password", "prompter", seventhGo("prompter-demo", "password"), want(modes.Password, "Vault token:", ""), wait("Vault")), goNeeds...),
		needs(ask("cqprompt-choose", "cqroot/prompt", seventhGo("cqprompt-demo", "choose"), want(modes.Select, "…Pick a region…", "", ">eu-west", "us-east", "ap-south"), wait("ap-south")), goNeeds...),
		needs(ask("cqprompt-choose-moved", "cqroot/prompt", seventhGo("cqprompt-demo", "choose"), want(modes.Select, "…Pick a region…", "", "eu-west", ">us-east", "ap-south"), wait("ap-south"), step{keys: "<down>"}, settle), goNeeds...),
		needs(ask("cqprompt-multichoose", "cqroot/prompt", seventhGo("cqprompt-demo", "multichoose"), want(modes.Multiselect, "…Which checks should run?…", "", ">[ ] lint", "[ ] test", "[ ] vet"), wait("vet")), goNeeds...),
		needs(ask("cqprompt-input", "cqroot/prompt", seventhGo("cqprompt-demo", "input"), want(modes.Text, "…Bucket name…", "assets"), wait("Bucket")), goNeeds...),
		needs(ask("termdash-field", "termdash", seventhGo("termdash-demo", "field"), want(modes.Text, "Release name:", ""), wait("Release name")), goNeeds...),

		// Perl: Term::Prompt.
		needs(ask("term-prompt-yn", "Term::Prompt", seventhScript(perl, "pl/seventh_demo.pl", "yn"), yesNo("Delete the old logs?", "no"), wait("logs")), perl),
		needs(ask("term-prompt-text", "Term::Prompt", seventhScript(perl, "pl/seventh_demo.pl", "text"), want(modes.Text, "Service name:", "api"), wait("Service")), perl),
		needs(ask("term-prompt-choice", "Term::Prompt", seventhScript(perl, "pl/seventh_demo.pl", "choice"), want(modes.Choice, "Which region?", "eu", "eu|eu", "us|us", "ap|ap"), wait("region")), perl),
		needs(ask("term-prompt-password", "Term::Prompt", seventhScript(perl, "pl/seventh_demo.pl", "password"), want(modes.Password, "Vault token:", ""), wait("Vault")), perl),
	}
}

// TestModesSeventh drives the seventh set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/seventh. Whether the classifier reads them right is that
// test's measure, not a failure here.
func TestModesSeventh(t *testing.T) {
	captureSet(t, seventhDir, seventhSet())
}
