package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetiethDir holds the hundred-and-ninetieth set (issue 44,
// hundred-and-ninetieth round): live cases of Debian programs that read
// commands at a prompt of their own through readline or libedit, that no
// other test, table, fixture or doc of agentty names (each program and
// its package grepped unnamed before it was chosen), made to measure the
// classifier once on programs nobody here had looked at. Each case's
// label (mode, state, prompt) was written from what the program prints
// (run by hand in tmux outside agentty) and committed before its screen
// was captured.
const hundredninetiethDir = "../testdata/modes-hundredninetieth"

// hundredninetiethSet is the hundred-and-ninetieth set. Labels say what a
// person reads on the screen.
func hundredninetiethSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	const mothur, nrniv, pdsh, ipmish = "/usr/bin/mothur", "/usr/bin/nrniv", "/usr/bin/pdsh", "/usr/bin/ipmish"
	home := func(argv ...string) opener { return unseenHome(nil, argv...) }
	// pdsh runs its commands on two hosts through its exec module, which
	// runs them here with %h the host's name.
	hosts := home(pdsh, "-R", "exec", "-w", "alpha,beta")
	return []corpusCase{
		// mothur, the microbial ecology suite: its banner over
		// `mothur >`, after help() (its FAQ and the forum's address
		// above the prompt) and after get.current() (the current files).
		needs(is(modes.REPL, "mothur", "mothur", home(mothur), wait("mothur >"), settle), mothur),
		needs(is(modes.REPL, "mothur-help", "mothur", home(mothur), wait("mothur >"), typed("help()", "Pat Schloss"), settle), mothur),
		needs(is(modes.REPL, "mothur-current", "mothur", home(mothur), wait("mothur >"), typed("get.current()", "Current files saved"), settle), mothur),

		// NEURON's nrniv, its hoc interpreter: `oc>` under its banner,
		// after an assignment (`first instance of x`), after x printed
		// (42) and after a division printed.
		needs(is(modes.REPL, "nrniv", "nrniv", home(nrniv), wait("oc>"), settle), nrniv),
		needs(is(modes.REPL, "nrniv-assigned", "nrniv", home(nrniv), wait("oc>"), typed("x = 6*7", "first instance of x"), settle), nrniv),
		needs(is(modes.REPL, "nrniv-printed", "nrniv", home(nrniv), wait("oc>"), typed("x = 6*7", "first instance of x"), typed("print x", "42"), settle), nrniv),
		needs(is(modes.REPL, "nrniv-division", "nrniv", home(nrniv), wait("oc>"), typed("print 355/113", "3.14159"), settle), nrniv),

		// pdsh's interactive `pdsh>` over two hosts: at first sight,
		// after a command each host answers (`alpha: alpha`), after
		// another, and after both.
		needs(is(modes.REPL, "pdsh", "pdsh", hosts, wait("pdsh>"), settle), pdsh),
		needs(is(modes.REPL, "pdsh-hosts", "pdsh", hosts, wait("pdsh>"), typed("echo %h", "alpha: alpha"), settle), pdsh),
		needs(is(modes.REPL, "pdsh-hello", "pdsh", hosts, wait("pdsh>"), typed("echo hello", "alpha: hello"), settle), pdsh),
		needs(is(modes.REPL, "pdsh-both", "pdsh", hosts, wait("pdsh>"), typed("echo %h", "alpha: alpha"), typed("echo hello", "alpha: hello"), settle), pdsh),

		// OpenIPMI's ipmish, its bare `> ` prompt: at first sight, after
		// help (its commands listed) and after a command it lacks a
		// subcommand for (an error line).
		needs(is(modes.REPL, "ipmish", "ipmish", home(ipmish), wait(">"), settle), ipmish),
		needs(is(modes.REPL, "ipmish-help", "ipmish", home(ipmish), wait(">"), typed("help", "leave the program"), settle), ipmish),
		needs(is(modes.REPL, "ipmish-domain", "ipmish", home(ipmish), wait(">"), typed("domain", "Missing command"), settle), ipmish),
	}
}

// TestModesHundredninetieth drives the hundred-and-ninetieth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetieth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredninetieth(t *testing.T) {
	captureSet(t, hundredninetiethDir, hundredninetiethSet())
}
