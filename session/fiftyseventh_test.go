package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftyseventhDir holds the fiftyseventh set (issue 44, fifty-seventh
// round): live cases of Debian's interpreters, calculators and protocol
// consoles that no other test, table, fixture or doc of agentty names,
// made to measure the classifier once as it was on programs nobody here
// had looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation, and the program run by
// hand outside agentty) and committed before its screen was captured.
const fiftyseventhDir = "../testdata/modes-fiftyseventh"

// fiftyseventhSet is the fiftyseventh set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fiftyseventhSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	const sftpServer = "/usr/lib/openssh/sftp-server"
	ikarus := unseenHome(notes, "ikarus")
	bcal := unseenHome(notes, "bcal")
	sftp := unseenHome(notes, "sftp", "-D", sftpServer)
	chuck := unseenHome(notes, "chuck", "--silent", "--shell")
	return []corpusCase{
		// Ikarus Scheme's REPL: at its first `>`, after an expression's
		// value, after an unhandled exception, and inside an expression
		// left open (no continuation prompt: the cursor on a bare row).
		needs(is(modes.REPL, "ikarus", "ikarus", ikarus, wait("Ghuloum"), settle), "ikarus"),
		needs(is(modes.REPL, "ikarus-after-expression", "ikarus", ikarus, wait("Ghuloum"), typed("(* 6 7)", "42"), settle), "ikarus"),
		needs(is(modes.REPL, "ikarus-after-error", "ikarus", ikarus, wait("Ghuloum"), typed("(car 5)", "irritants"), settle), "ikarus"),
		needs(is(modes.REPL, "ikarus-continuation", "ikarus", ikarus, wait("Ghuloum"), step{text: "(+ 1", enter: true, timeout: setSlow}, settle), "ikarus"),

		// bcal, a storage and byte calculator: its `bcal>` at its start,
		// after a value, after an invalid expression.
		needs(is(modes.REPL, "bcal", "bcal", bcal, wait("bcal>"), settle), "bcal"),
		needs(is(modes.REPL, "bcal-after-expression", "bcal", bcal, wait("bcal>"), typed("3*4", "12"), settle), "bcal"),
		needs(is(modes.REPL, "bcal-after-error", "bcal", bcal, wait("bcal>"), typed("foo+", "invalid expression"), settle), "bcal"),

		// OpenSSH's sftp attached straight to a local sftp-server (-D, no
		// network): its `sftp>` at its start, after pwd, after a cd to a
		// directory that is not there.
		needs(is(modes.REPL, "sftp", "sftp", sftp, wait("sftp>"), settle), "sftp", sftpServer),
		needs(is(modes.REPL, "sftp-after-command", "sftp", sftp, wait("sftp>"), typed("pwd", "Remote working directory"), settle), "sftp", sftpServer),
		needs(is(modes.REPL, "sftp-after-error", "sftp", sftp, wait("sftp>"), typed("cd /nonexistent", "No such file"), settle), "sftp", sftpServer),

		// ChucK's shell, its virtual machine silent: its `chuck %>` at its
		// start, after pwd, after a word it does not know, and its
		// `code  1>` continuation inside a `{` block.
		needs(is(modes.REPL, "chuck-shell", "chuck", chuck, wait("chuck %>"), settle), "chuck"),
		needs(is(modes.REPL, "chuck-shell-after-command", "chuck", chuck, wait("chuck %>"), typed("pwd", "/"), settle), "chuck"),
		needs(is(modes.REPL, "chuck-shell-after-error", "chuck", chuck, wait("chuck %>"), typed("frobnicate", "command not found"), settle), "chuck"),
		needs(is(modes.REPL, "chuck-shell-continuation", "chuck", chuck, wait("chuck %>"), typed("{", "code  1>"), settle), "chuck"),
	}
}

// TestModesFiftyseventh drives the fiftyseventh set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftyseventh. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftyseventh(t *testing.T) { captureSet(t, fiftyseventhDir, fiftyseventhSet()) }
