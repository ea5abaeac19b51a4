package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetysecondDir holds the ninety-second set (issue 44, ninety-second
// round): live cases of programs Debian packages that no other test,
// table, fixture or doc of agentty names, to measure the classifier once
// as it was on programs nobody here had looked at. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program is known to draw
// (its documentation, and the program run by hand outside agentty) and
// committed before its screen was captured.
const ninetysecondDir = "../testdata/modes-ninetysecond"

// The ninety-second set's preparations: a few directories of files for
// gt5 to sum.
const (
	ninetysecondFiles = `mkdir -p docs src && printf 'relay\n' > docs/install.md && head -c 65536 /dev/zero > src/blob.bin`
)

// ninetysecondSet is the ninety-second set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func ninetysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	ksh := unseenHome(notes, "ksh93")
	midish := unseenHome(notes, "midish")
	crm := unseenHome(notes, "crm")
	gt5 := unseenHome(shPrep(ninetysecondFiles), "gt5", ".")
	ckeygen := unseenHome(notes, "ckeygen3", "-t", "ed25519", "-f", "{dir}/relay_key")
	e4crypt := unseenHome(notes, "e4crypt", "add_key", "-S", "0x0123456789abcdef0123456789abcdef")
	sulogin := rootCase(unseenHome(notes, "sulogin"))
	groupmems := rootCase(unseenHome(notes, "groupmems", "-p"))
	return []corpusCase{
		// A shell: the AT&T KornShell (ksh93u+m) at its prompt and after
		// a command.
		needs(is(modes.Shell, "ksh93", "ksh93", ksh, wait("#"), settle), "ksh93"),
		needs(is(modes.Shell, "ksh93-after-command", "ksh93", ksh, wait("#"), typed("echo $((6*7))", "42"), settle), "ksh93"),

		// REPLs, at their prompt and after a command: midish, a MIDI
		// sequencer's shell (no prompt drawn: a line read at a time), and
		// crmsh's cluster shell.
		needs(is(modes.REPL, "midish", "midish", midish, wait("MIDI"), settle), "midish"),
		needs(is(modes.REPL, "midish-after-command", "midish", midish, wait("MIDI"), typed("print 6*7", "42"), settle), "midish"),
		needs(is(modes.REPL, "crmsh", "crm", crm, wait("crm(live")), "crm"),
		needs(is(modes.REPL, "crmsh-after-command", "crm", crm, wait("crm(live"), typed("ls", "configure"), settle), "crm"),

		// A full-screen program: gt5's disk usage browser, its
		// page drawn by w3m (also moved).
		needs(is(modes.TUI, "gt5", "gt5", gt5, wait("files or directories"), settle), "gt5"),
		needs(is(modes.TUI, "gt5-moved", "gt5", gt5, wait("files or directories"), settle, down, settle), "gt5"),

		// Passwords: Twisted's ckeygen3 (asked and asked again), e4crypt's
		// passphrase, groupmems' group password (as root).
		needs(ask("ckeygen3", "ckeygen3", ckeygen, want(modes.Password, "Enter passphrase (empty for no passphrase):", ""), wait("Enter passphrase")), "ckeygen3"),
		needs(ask("ckeygen3-again", "ckeygen3", ckeygen, want(modes.Password, "Enter same passphrase again:", ""),
			wait("Enter passphrase"), typed("hunter22", "again")), "ckeygen3"),
		needs(ask("e4crypt", "e4crypt", e4crypt, want(modes.Password, "Enter passphrase (echo disabled):", ""), wait("Enter passphrase")), "e4crypt"),
		needs(ask("groupmems", "groupmems", groupmems, want(modes.Password, "Password:", ""), wait("Password")), "groupmems"),

		// A question: sulogin, the root account locked, asking for Enter.
		needs(ask("sulogin", "sulogin", sulogin, pressEnter("Press Enter to continue."), wait("Press Enter")), "sulogin"),
	}
}

// TestModesNinetysecond drives the ninety-second set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/ninetysecond. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesNinetysecond(t *testing.T) { captureSet(t, ninetysecondDir, ninetysecondSet()) }
