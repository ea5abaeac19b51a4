package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtyfifthDir holds the threehundredthirtyfifth set (issue
// 44, three-hundred-and-thirty-fifth round): live cases of four
// interactive shells other than bash and zsh that Debian does not
// package, imitated by a fixture of its own (one script run by Debian's
// python3, lines edited with readline), each drawing what the shell draws
// at one of its moments on the main screen (its banner, its prompt with a
// path, a git branch, the last exit status or two lines, its answers and
// errors, a command running in the foreground, a job stopped, a line left
// open after a quote, a history search, a question a command it runs
// asks, from its documentation and source as known): geophile's marcel
// (at its prompt, tuples, an error, Tab's list of operators and
// executables, readline's reverse search, a log followed in the
// foreground), sl-sh's slosh (its two-line prompt with the branch, a
// failed command's status in it, the prompt out of the repository, a
// Lisp form's value, sudo's password, a build in the foreground),
// schemesh (its prompt, a Scheme value, a string left open, a find in the
// foreground, a job stopped with C-z) and closh (its prompt, a `|>` pipe
// into Clojure, a Clojure exception, rm's question, a ping in the
// foreground). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: grepped with `git grep -il`
// before they were chosen were marcel, orenstein, geophile, slosh, sl-sh,
// stanfield, schemesh, ghilardi, cosmos72, closh and dundalek (and, found
// named and left, among others: fish, tcsh, nushell, elvish, xonsh, ksh,
// mksh, yash, oksh, ysh, powershell, pwsh, murex, hilbish, fizsh, crush,
// eshell, ammonite, xiki, ion, dune, janet, chez, atuin, mcfly and
// microsoft). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredthirtyfifthDir = "../testdata/modes-threehundredthirtyfifth"

// threehundredthirtyfifthShell runs one shell of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtyfifthShell(name string) opener {
	return setFixtures("threehundredthirtyfifth").script(pythonPath, "py/threehundredthirtyfifth_shells.py", name)
}

// threehundredthirtyfifthSet is the threehundredthirtyfifth set. Labels
// say what a person reads on the screen: a shell's prompt, with an
// answer, an error, a list or a job's report above it, or a line left open
// under it, or its history search on the line, is a shell waiting; a
// command entered, its output going on and no prompt back, is the shell
// at work; a line a command it runs prints to ask, the cursor after it,
// is a question (a password prompt where echo is off and it asks for
// one).
func threehundredthirtyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k string) step { return step{keys: k, timeout: setSlow} }
	// working is a case of a shell at work on a command entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Shell, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// marcel-like (geophile's marcel): `M me@box:~/ledger$ ` (M red,
	// me@box green, the directory cyan) alone on the screen (a shell);
	// `gen 5 | map (x: (x, x**0.5))` entered, five tuples `(0, 0.0)` …
	// `(4, 2.0)` over the prompt (the shell); `ls /nope` entered, `(Error(ls:
	// [Errno 2] No such file or directory: '/nope'))` in red over the
	// prompt (the shell); Tab twice on the empty line, readline's list of
	// 153 operators and executables in six columns over the prompt (the
	// shell); C-r and `map`, `(reverse-i-search)`map': gen 10 | map (x: (x,
	// x * x))` on the line (the shell, searching its history); `tail -f
	// ~/ledger/import.log` entered, four log lines, the last `waiting for
	// the file to be complete`, no prompt back (the shell at work).
	marcel := threehundredthirtyfifthShell("marcel")
	atMarcel := []step{wait("~/ledger$"), settle}

	// slosh-like (sl-sh's slosh): `slosh 0.11.1` and the two quoted lines
	// of the default init.slosh's note over `[emacs]:box:~/ledger/(main)`
	// and `λ ` under it (a shell, its prompt two lines, the git branch in
	// it); `ls missing` entered, `ls: cannot access 'missing': No such file
	// or directory` over the prompt with `(2)` in red after the branch (the
	// shell); `cd /tmp` entered, `[emacs]:box:/tmp/` over `λ ` (the shell);
	// `(+ 1 2)` entered, `3` over the prompt (the shell); `sudo apt update`
	// entered, `[sudo] password for me: ` with echo off (a password); `make`
	// entered, three `cc -O2 -Wall -c …` lines, no prompt back (the shell
	// at work).
	slosh := threehundredthirtyfifthShell("slosh")
	atSlosh := []step{wait("customize your shell"), settle}

	// schemesh-like: `shell me@box:~/ledger:` (shell green, me cyan, box
	// yellow, the directory blue) alone on the screen (a shell); `(+ 1 2)`
	// entered, `3` over the prompt (the shell); `echo "total for` entered,
	// the quote left open, the cursor on the empty line under it (the
	// shell, the command going on); `find ~/ledger -name '*.conf'` entered,
	// three paths, no prompt back (the shell at work); `sleep 100` entered
	// and C-z, `^Z` and `; job  1+       (stopped sigtstp)  {sleep 100}`
	// over the prompt (the shell).
	schemesh := threehundredthirtyfifthShell("schemesh")
	atSchemesh := []step{wait("~/ledger:"), settle}

	// closh-like (closh, the Clojure shell): `$ ` alone on the screen (a
	// shell); `ls |> (take 3)` entered, `("long.txt" "notes.txt"
	// "report.txt")` over the prompt (the shell); `(/ 1 0)` entered,
	// `Execution error (ArithmeticException) at user/eval1 (REPL:1).` and
	// `Divide by zero` over the prompt (the shell); `rm -i notes.txt`
	// entered, `rm: remove regular file 'notes.txt'? ` (a yes/no, no
	// default); `ping 10.0.0.7` entered, `PING 10.0.0.7 …` and a reply a
	// second, no prompt back (the shell at work).
	closh := threehundredthirtyfifthShell("closh")
	atCloshPrompt := []step{wait("$"), settle}

	return []corpusCase{
		// marcel-like: its prompt, tuples, an error, Tab's list, a
		// history search, at work.
		needs(is(modes.Shell, "marcel-like", "marcel-like", marcel, atMarcel...), py),
		needs(is(modes.Shell, "marcel-like-tuples", "marcel-like", marcel,
			then(atMarcel, typed("gen 5 | map (x: (x, x**0.5))", "(4, 2.0)"), settle)...), py),
		needs(is(modes.Shell, "marcel-like-error", "marcel-like", marcel,
			then(atMarcel, typed("ls /nope", "No such file"), settle)...), py),
		needs(is(modes.Shell, "marcel-like-completions", "marcel-like", marcel,
			then(atMarcel, key("<tab>"), key("<tab>"), wait("zcat"), settle)...), py),
		needs(is(modes.Shell, "marcel-like-history-search", "marcel-like", marcel,
			then(atMarcel, key("<ctrl-r>"), step{text: "map", timeout: setSlow})...), py),
		needs(working("marcel-like-tail", "marcel-like", marcel,
			then(atMarcel, typed("tail -f ~/ledger/import.log", "file to be complete"))...), py),

		// slosh-like: its two-line prompt, a status, out of the
		// repository, a form's value, a password, at work.
		needs(is(modes.Shell, "slosh-like", "slosh-like", slosh, atSlosh...), py),
		needs(is(modes.Shell, "slosh-like-status", "slosh-like", slosh,
			then(atSlosh, typed("ls missing", "(2)"), settle)...), py),
		needs(is(modes.Shell, "slosh-like-cd", "slosh-like", slosh,
			then(atSlosh, typed("cd /tmp", "box:/tmp/"), settle)...), py),
		needs(is(modes.Shell, "slosh-like-form", "slosh-like", slosh,
			then(atSlosh, typed("(+ 1 2)", "3"), settle)...), py),
		needs(ask("slosh-like-sudo", "slosh-like", slosh, want(modes.Password, "[sudo] password for me:", ""),
			then(atSlosh, typed("sudo apt update", "password for me"), settle)...), py),
		needs(working("slosh-like-make", "slosh-like", slosh,
			then(atSlosh, typed("make", "report.o report.c"))...), py),

		// schemesh-like: its prompt, a value, a quote left open, at
		// work, a job stopped.
		needs(is(modes.Shell, "schemesh-like", "schemesh-like", schemesh, atSchemesh...), py),
		needs(is(modes.Shell, "schemesh-like-value", "schemesh-like", schemesh,
			then(atSchemesh, typed("(+ 1 2)", "3"), settle)...), py),
		needs(is(modes.Shell, "schemesh-like-open-quote", "schemesh-like", schemesh,
			then(atSchemesh, step{text: `echo "total for`, enter: true, timeout: setSlow}, settle)...), py),
		needs(working("schemesh-like-find", "schemesh-like", schemesh,
			then(atSchemesh, typed("find ~/ledger -name '*.conf'", ".git/config"))...), py),
		needs(is(modes.Shell, "schemesh-like-stopped", "schemesh-like", schemesh,
			then(atSchemesh, step{text: "sleep 100", enter: true, timeout: setSlow}, key("<ctrl-z>"), wait("stopped sigtstp"), settle)...), py),

		// closh-like: its prompt, a pipe into Clojure, an exception,
		// rm's question, at work.
		needs(is(modes.Shell, "closh-like", "closh-like", closh, atCloshPrompt...), py),
		needs(is(modes.Shell, "closh-like-pipe", "closh-like", closh,
			then(atCloshPrompt, typed("ls |> (take 3)", "report.txt"), settle)...), py),
		needs(is(modes.Shell, "closh-like-exception", "closh-like", closh,
			then(atCloshPrompt, typed("(/ 1 0)", "Divide by zero"), settle)...), py),
		needs(ask("closh-like-rm", "closh-like", closh, yesNo("rm: remove regular file 'notes.txt'?", ""),
			then(atCloshPrompt, typed("rm -i notes.txt", "regular file"), settle)...), py),
		needs(working("closh-like-ping", "closh-like", closh,
			then(atCloshPrompt, typed("ping 10.0.0.7", "icmp_seq=2"))...), py),
	}
}

// TestModesThreehundredthirtyfifth drives the threehundredthirtyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtyfifth(t *testing.T) {
	captureSet(t, threehundredthirtyfifthDir, threehundredthirtyfifthSet())
}
