package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtyfirstDir holds the twohundredthirtyfirst set (issue 44,
// two-hundred-and-thirty-first round): live cases of real Debian programs
// of mixed kinds that no other test, table, fixture or doc of agentty
// names, each installed with apt-get and run on files or state the case
// writes in a home of its own: yokadi, a to-do list's command line, and
// its questions; Djinn, a REPL of Haskell types; acorn-fdisk, a partition
// editor's command line and its question; cpustat, a monitor of processes
// drawn full-screen or printed line after line; lsmbox, a full-screen
// list of mailboxes and their counts; fwknop, a client that asks for its
// keys with echo off; and screenie, a menu of screen sessions asking for
// a choice, a name and a job on its own lines. Every small editor and
// pager of Debian's that runs here was found named by an earlier set.
// Each case's label (mode, state, prompt kind, question, default and
// options) was written from the program run by hand in tmux outside
// agentty and committed before its screen was captured.
const twohundredthirtyfirstDir = "../testdata/modes-twohundredthirtyfirst"

// twohundredthirtyfirstMail is a preparation writing two maildirs under
// Mail/ (inbox with a new and a read message, lists with an unread one)
// beside notes.txt and long.txt.
var twohundredthirtyfirstMail = shPrep(`mkdir -p Mail/inbox/cur Mail/inbox/new Mail/inbox/tmp Mail/lists/cur Mail/lists/new Mail/lists/tmp &&
printf 'From: ada@example.org\nSubject: pines\n\nWater them.\n' > Mail/inbox/new/1.host &&
printf 'From: ada@example.org\nSubject: cones\n\nCount them.\n' > Mail/inbox/cur/2.host:2,S &&
printf 'From: list@example.org\nSubject: digest\n\nNews.\n' > Mail/lists/cur/3.host:2,`)

// twohundredthirtyfirstScreenie runs screenie over a home holding
// notes.txt and long.txt, its screen sessions kept in a directory of
// that home.
func twohundredthirtyfirstScreenie() opener {
	return func(t *testing.T, f *fixtures) Options {
		o := unseenHome(shPrep("mkdir -m 700 .screen"), "screenie")(t, f)
		o.Env["SCREENDIR"] = filepath.Join(o.Cwd, ".screen")
		return o
	}
}

// twohundredthirtyfirstSet is the twohundredthirtyfirst set. Labels say
// what a person reads on the screen; "…" in a question or default stands
// for any text.
func twohundredthirtyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true} }
	// running is a case of a program at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	const (
		yokadiPath   = "/usr/bin/yokadi"
		djinnPath    = "/usr/bin/djinn"
		acornPath    = "/usr/sbin/acorn-fdisk"
		cpustatPath  = "/usr/sbin/cpustat"
		lsmboxPath   = "/usr/bin/lsmbox"
		fwknopPath   = "/usr/bin/fwknop"
		screeniePath = "/usr/bin/screenie"
	)
	yokadi := unseenHome(notes, yokadiPath)
	djinn := unseenHome(notes, djinnPath)
	acorn := unseenHome(shPrep("truncate -s 20M disk.img"), acornPath, "disk.img")
	top := unseenHome(notes, cpustatPath, "-X")
	lines := unseenHome(notes, cpustatPath)
	mail := unseenHome(twohundredthirtyfirstMail, lsmboxPath, "-c", "-i", "1", "Mail/inbox", "Mail/lists")
	mailArriving := unseenHome(twohundredthirtyfirstMail, "sh", "-c",
		`(sleep 4; printf 'From: bo@example.org\nSubject: moss\n\nSee it.\n' > Mail/inbox/new/4.host) & exec `+lsmboxPath+` -c -i 1 Mail/inbox Mail/lists`)
	knock := unseenHome(notes, fwknopPath, "-A", "tcp/22", "-a", "127.0.0.1", "-D", "127.0.0.1")
	knockHMAC := unseenHome(notes, fwknopPath, "--use-hmac", "-A", "tcp/22", "-a", "127.0.0.1", "-D", "127.0.0.1")
	screenie := twohundredthirtyfirstScreenie()
	sessions := want(modes.Choice, "select:", "", "a|new session", "q|quit")
	return []corpusCase{
		// yokadi: under the lines creating its database and keywords, its
		// `yokadi> ` prompt at first and after a task added and listed
		// (a table of the project's tasks), REPLs; t_add of a project
		// that does not exist asks `Project 'garden' does not exist,
		// create it (y/n)?` and t_remove `Remove task 'Water the pines'
		// (y/n)?`, confirms with no default.
		needs(is(modes.REPL, "yokadi", "yokadi", yokadi, wait("yokadi>"), settle), yokadiPath),
		needs(is(modes.REPL, "yokadi-listed", "yokadi", yokadi, wait("yokadi>"),
			typed("t_add garden Water the pines", "create it"), typed("y", "Added task"), typed("t_list", "Due date"), settle), yokadiPath),
		needs(ask("yokadi-new-project", "yokadi", yokadi, yesNo("Project 'garden' does not exist, create it?", ""),
			wait("yokadi>"), typed("t_add garden Water the pines", "create it"), settle), yokadiPath),
		needs(ask("yokadi-remove", "yokadi", yokadi, yesNo("Remove task 'Water the pines'?", ""),
			wait("yokadi>"), typed("t_add garden Water the pines", "create it"), typed("y", "Added task"),
			typed("t_remove 1", "Remove task"), settle), yokadiPath),

		// Djinn: `Welcome to Djinn`, `Type :h to get help.` over its
		// `Djinn> ` prompt; after a query answered (`f a b c = b (a
		// c)`), after :h's list of commands and settings, and after a
		// query it cannot answer (`-- g cannot be realized.`), all REPLs.
		needs(is(modes.REPL, "djinn", "djinn", djinn, wait("Djinn>"), settle), djinnPath),
		needs(is(modes.REPL, "djinn-answered", "djinn", djinn, wait("Djinn>"),
			typed("f ? (a -> b) -> (b -> c) -> a -> c", "f a b c"), settle), djinnPath),
		needs(is(modes.REPL, "djinn-help", "djinn", djinn, wait("Djinn>"), typed(":h", "cutoff="), settle), djinnPath),
		needs(is(modes.REPL, "djinn-unrealized", "djinn", djinn, wait("Djinn>"), typed("g ? a -> b", "cannot be realized"), settle), djinnPath),

		// acorn-fdisk on an empty disk image: `partitioning scheme not
		// recognised`, `Please use 'r' to open the partition as a
		// specific type`, its `Command (m for help): ` line, at first and
		// after m's `Command action` menu (REPLs: a tool's command line);
		// r's `Partitioning scheme: ` asks for a name (text, no default).
		needs(is(modes.REPL, "acorn-fdisk", "acorn-fdisk", acorn, wait("Command (m for help)"), settle), acornPath),
		needs(is(modes.REPL, "acorn-fdisk-menu", "acorn-fdisk", acorn, wait("Command (m for help)"),
			typed("m", "Command action"), settle), acornPath),
		needs(ask("acorn-fdisk-scheme", "acorn-fdisk", acorn, want(modes.Text, "Partitioning scheme:", ""),
			wait("Command (m for help)"), typed("r", "Partitioning scheme:"), settle), acornPath),

		// cpustat: -X's top-like screen (`%CPU %USR %SYS PID S CPU Time
		// Task` over the busiest processes, redrawn each second) is a
		// full-screen monitor (tui); plain, it prints that table again
		// every second, at work with no question (running).
		needs(is(modes.TUI, "cpustat-top", "cpustat", top, wait("Task")), cpustatPath),
		needs(running("cpustat-lines", "cpustat", lines, wait("Task")), cpustatPath),

		// lsmbox -c: its bold header (`mailbox: total: new: old:`), a row
		// per maildir in cyan and a `Summary:` row, redrawn full-screen
		// (a monitor, tui), at first and after a new message arrived in
		// the inbox (its counts 3 and 2).
		needs(is(modes.TUI, "lsmbox", "lsmbox", mail, wait("Summary:"), settle), lsmboxPath),
		needs(is(modes.TUI, "lsmbox-arrived", "lsmbox", mailArriving, wait("Summary:"),
			step{expect: "Summary:                                     4", timeout: setSlow}, settle), lsmboxPath),

		// fwknop: under `[*] Creating initial rc file: ….fwknoprc.`, its
		// `Enter encryption key: ` with echo off, at first and with four
		// letters typed it does not show; with --use-hmac, after the key,
		// `Enter HMAC key: `, all password prompts.
		needs(ask("fwknop-key", "fwknop", knock, want(modes.Password, "Enter encryption key:", ""),
			wait("Enter encryption key:"), settle), fwknopPath),
		needs(ask("fwknop-key-typed", "fwknop", knock, want(modes.Password, "Enter encryption key:", ""),
			wait("Enter encryption key:"), settle, secret("pine"), settle), fwknopPath),
		needs(ask("fwknop-hmac", "fwknop", knockHMAC, want(modes.Password, "Enter HMAC key:", ""),
			wait("Enter encryption key:"), settle, step{text: "pine", secret: true, enter: true, expect: "Enter HMAC key:", timeout: setSlow}, settle), fwknopPath),

		// screenie: `screenie - terminal screen-session handler`, its
		// keyed entries `a) new session` and `q) quit`, a note on the
		// x and d suffixes and `select: ` (a choice), at first and
		// redrawn under `Incorrect selection: z`; after a, `Session
		// name: ` and, after a name, `Job: ` (texts, no default).
		needs(ask("screenie", "screenie", screenie, sessions, wait("select:"), settle), screeniePath),
		needs(ask("screenie-incorrect", "screenie", screenie, sessions,
			wait("select:"), typed("z", "Incorrect selection"), settle), screeniePath),
		needs(ask("screenie-name", "screenie", screenie, want(modes.Text, "Session name:", ""),
			wait("select:"), typed("a", "Session name:"), settle), screeniePath),
		needs(ask("screenie-job", "screenie", screenie, want(modes.Text, "Job:", ""),
			wait("select:"), typed("a", "Session name:"), typed("pines", "Job:"), settle), screeniePath),
	}
}

// TestModesTwohundredthirtyfirst drives the twohundredthirtyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtyfirst(t *testing.T) {
	captureSet(t, twohundredthirtyfirstDir, twohundredthirtyfirstSet())
}
