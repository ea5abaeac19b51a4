package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twentyninthDir holds the twentyninth set (issue 44, twentyninth round):
// live cases of Debian programs that no other test, table, fixture or
// doc of agentty names, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// the program run by hand in tmux outside agentty) and committed before
// its screen was captured.
const twentyninthDir = "../testdata/modes-twentyninth"

// Where Debian's 9base puts Plan 9's programs.
const twentyninthPlan9 = "/usr/lib/plan9/bin/"

// twentyninthTypos writes a file with two misspellings for codespell: one
// with a single fix, one with three.
const twentyninthTypos = `printf 'the recieve path\nbetter tha nothing\n' > typos.txt`

// twentyninthSet is the twentyninth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func twentyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	hoc := unseenHome(notes, twentyninthPlan9+"hoc")
	sam := unseenHome(notes, twentyninthPlan9+"sam", "-d", "notes.txt")
	mdbSQL := unseenHome(notes, "mdb-sql")
	ecasound := unseenHome(notes, "ecasound", "-c")
	mirb := unseenHome(notes, "mirb")
	cvc4 := unseenHome(notes, "cvc4", "--lang=smt2")
	dvtm := func(t *testing.T, f *fixtures) Options {
		o := unseenHome(notes, "dvtm", "bash --norc --noprofile -i")(t, f)
		o.Env["PS1"] = "$ "
		o.Env["SHELL"] = "/bin/bash"
		return o
	}
	ginsh := unseenHome(notes, "ginsh")
	codespell := unseenHome(shPrep(twentyninthTypos), "codespell", "-i", "3", "-w", "typos.txt")
	debmany := unseenHome(notes, "debmany", "dvtm")
	cntlm := unseenHome(notes, "cntlm", "-H", "-u", "ann", "-d", "corp")
	ftpasswd := unseenHome(notes, "ftpasswd", "--passwd", "--name=ann", "--uid=1000", "--home={dir}", "--shell=/bin/sh", "--file={dir}/ftpd.passwd")
	docs := func(highlighted int) *modes.Prompt {
		opts := []string{
			"/usr/share/doc/dvtm/README.md.gz|README.md.gz",
			"/usr/share/doc/dvtm/changelog.Debian.gz|changelog.Debian.gz",
			"/usr/share/doc/dvtm/copyright|copyright",
			"/usr/share/doc/dvtm/examples/dvtm-status|dvtm-status",
			"/usr/share/man/man1/dvtm-editor.1.gz|dvtm-editor.1.gz",
			"/usr/share/man/man1/dvtm-pager.1.gz|dvtm-pager.1.gz",
			"/usr/share/man/man1/dvtm.1.gz|dvtm.1.gz",
		}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select a file (installed:dvtm)", "", opts...)
	}
	return []corpusCase{
		// An editor: Plan 9's sam in its line mode (-d, no window), over
		// a file, at its start and after a command printing the file.
		needs(is(modes.Editor, "sam-d", "sam", sam, wait("notes.txt")), twentyninthPlan9+"sam"),
		needs(is(modes.Editor, "sam-d-after-command", "sam", sam, wait("notes.txt"), typed(",p", "second line"), settle), twentyninthPlan9+"sam"),

		// A pager: debmany's file opened from its menu (a README in the
		// pager it starts).
		needs(is(modes.Pager, "debmany-pager", "debmany", debmany, wait("dvtm.1.gz"), step{keys: "<enter>", expect: "dvtm-0.15", timeout: setSlow}, settle), "debmany", "dialog", "less"),

		// A full-screen program: the terminal multiplexer dvtm over a
		// bash, with one window and after a second one was opened
		// (Ctrl-g c): a shell prompt where the cursor is.
		needs(is(modes.Shell, "dvtm", "dvtm", dvtm, wait("bash-"), settle), "dvtm", "bash"),
		needs(is(modes.Shell, "dvtm-second-window", "dvtm", dvtm, wait("bash-"), settle, step{keys: "<ctrl-g>c"}, settle), "dvtm", "bash"),

		// REPLs, at their prompt and after a command: Plan 9's hoc (no
		// prompt), mdbtools' mdb-sql, ecasound's interactive mode, mruby's
		// mirb, CVC4 reading SMT-LIB, GiNaC's ginsh.
		needs(is(modes.REPL, "hoc", "hoc", hoc, settle), twentyninthPlan9+"hoc"),
		needs(is(modes.REPL, "hoc-after-command", "hoc", hoc, settle, typed("6*7", "42"), settle), twentyninthPlan9+"hoc"),
		needs(is(modes.REPL, "mdb-sql", "mdb-sql", mdbSQL, wait("1 =>")), "mdb-sql"),
		needs(is(modes.REPL, "mdb-sql-after-command", "mdb-sql", mdbSQL, wait("1 =>"), typed("list tables", "2 =>"), settle), "mdb-sql"),
		needs(is(modes.REPL, "ecasound", "ecasound", ecasound, wait("for help)>")), "ecasound"),
		needs(is(modes.REPL, "ecasound-after-command", "ecasound", ecasound, wait("for help)>"), typed("h", "ecasound-iam"), settle), "ecasound"),
		needs(is(modes.REPL, "mirb", "mirb", mirb, wait("Interactive Ruby Shell")), "mirb"),
		needs(is(modes.REPL, "mirb-after-command", "mirb", mirb, wait("Interactive Ruby Shell"), wait(">"), typed("6*7", "=> 42"), settle), "mirb"),
		needs(is(modes.REPL, "cvc4", "cvc4", cvc4, wait("CVC4>")), "cvc4"),
		needs(is(modes.REPL, "cvc4-after-command", "cvc4", cvc4, wait("CVC4>"), typed("(set-logic ALL)", "CVC4>"), settle, typed("(simplify (* 6 7))", "42"), settle), "cvc4"),

		needs(is(modes.REPL, "ginsh", "ginsh", ginsh, wait("list of help topics")), "ginsh"),
		needs(is(modes.REPL, "ginsh-after-command", "ginsh", ginsh, wait("list of help topics"), typed("6*7;", "42"), settle), "ginsh"),

		// Questions asked on a line: codespell's interactive fixes, a
		// misspelling with one fix (yes or no, yes the default), then one
		// with three, numbered.
		needs(ask("codespell-fix", "codespell", codespell, yesNo("recieve ==> receive", "yes"), wait("(Y/n)")), "codespell"),
		needs(ask("codespell-choose", "codespell", codespell, want(modes.Select, "Choose an option (blank for none)…", "", "0|than", "1|that", "2|the"),
			wait("(Y/n)"), typed("y", "Choose an option")), "codespell"),

		// A menu to pick from: debmany's files of a package (dialog's
		// menu), also moved.
		needs(ask("debmany", "debmany", debmany, docs(0), wait("dvtm.1.gz")), "debmany", "dialog"),
		needs(ask("debmany-moved", "debmany", debmany, docs(1), wait("dvtm.1.gz"), down, settle), "debmany", "dialog"),

		// Passwords: cntlm's hash of a proxy password, ProFTPD's ftpasswd
		// (asked and asked again).
		needs(ask("cntlm-hash", "cntlm", cntlm, want(modes.Password, "Password:", ""), wait("Password")), "cntlm"),
		needs(ask("ftpasswd", "ftpasswd", ftpasswd, want(modes.Password, "Password:", ""), wait("Password")), "ftpasswd"),
		needs(ask("ftpasswd-again", "ftpasswd", ftpasswd, want(modes.Password, "Re-type password:", ""), wait("Password"), typed("hunter22", "Re-type")), "ftpasswd"),
	}
}

// TestModesTwentyninth drives the twentyninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/twentyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesTwentyninth(t *testing.T) { captureSet(t, twentyninthDir, twentyninthSet()) }
