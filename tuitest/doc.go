// Package tuitest tests terminal programs from Go tests: it runs a program
// on a pseudo-terminal through agentty's session code (the one the MCP
// tools use), types keys at it, waits for what it draws and compares the
// screen with golden snapshots. It owns the test-facing API (a [Term] per
// program, its [Screen] and [Cell]s) and the golden files' format; it does
// not own processes, waiting or the emulator, which are the session and
// emulator packages'.
//
//	func TestPick(t *testing.T) {
//		t.Parallel()
//		term := tuitest.Start(t, []string{"./app"}, tuitest.Size(80, 24))
//		term.Keys("jj<enter>")
//		term.WaitText("Selected: three")
//		term.MatchSnapshot("selected")
//		if code := term.WaitExit(); code != 0 {
//			t.Fatalf("exit code %d", code)
//		}
//	}
//
// # Waiting
//
// No call sleeps or polls on a timer of its own. [Start], [Term.Keys],
// [Term.Type], [Term.Click] and [Term.Resize] return once the program has
// settled: the kernel shows it blocked reading its terminal again, with
// everything it wrote on the screen, and a renderer's short timer (Bubble
// Tea's, Ink's) has fired and drawn (see the session package). Keys types
// as a person does: each key is its own write, the next once the program
// has read the one before, so "jj" moves a list twice. The waits
// ([Term.WaitText], [Term.WaitRegex], [Term.WaitExit]) end as soon as what
// they wait for holds, and fail the test with the screen shown once the
// timeout ([Timeout], 10 s by default) has passed. [Term.WaitExit] returns
// once the program has ended and all it wrote is on the screen.
//
// # Goldens
//
// [Term.MatchSnapshot] compares the settled screen with
// testdata/snapshots/<TestName>/<name>.golden (a subtest's name makes
// directories of its own). A golden file holds, each on its own line: the
// size ("size 80x24"); the cursor ("cursor 3,7" where it shows, "cursor
// hidden" where it does not); the screen's rows down to the last that is
// not blank, each quoted as Go quotes strings (so that nothing invisible
// hides in a diff); then a line for each run of cells on a row whose look
// differs from the default, "style ROW COL[-COL] LOOK" (columns inclusive,
// LOOK as fg=red bg=#ff8700 bold faint italic underline blink reverse
// conceal strike, colours by name for the 16 basic ones, 16-255 by number,
// #rrggbb for direct colours). On a blank cell only what shows counts (its
// background, reverse with its colour, underline, strike), so a program
// that sets a colour it writes no text in does not churn its goldens.
//
// go test -update writes the goldens (and passes); without it a missing
// golden fails the test. A mismatch fails the test with a unified diff
// from the golden to the screen, and leaves the screen beside the golden,
// as <name>.actual (the golden's format) and <name>.actual.svg (a picture,
// its text as text), for inspection; the golden itself is left as it was.
// [Mask] hides what changes from run to run (a time, a pid) in the goldens
// and the pictures: every cell a match covers is drawn as '*'.
//
// tuitest defines the -update flag unless a package initialised before it
// did (then it reads that one); a test package that defines a flag of that
// name itself must read tuitest's instead (flag.Lookup("update")).
//
// # The same on every machine
//
// The program's environment is a fixed base, not the test's: TERM
// (xterm-256color), COLORTERM (truecolor), LANG (C.UTF-8), PATH and HOME
// from the test's environment, AGENTTY_SESSION (s1) and, where agentty
// tracks a session's processes by it, AGENTTY_SESSION_KEY; then the
// variables [Env] gives. Nothing else is inherited, so NO_COLOR or a
// locale on one machine cannot change a golden. It starts in [Dir], by
// default the test's working directory (the package's directory).
//
// The terminal answers a program's queries the same way everywhere:
// primary device attributes ESC[?62;1;6;22c, secondary ESC[>1;10;0c,
// XTVERSION "agentty", the device status ESC[0n, the cursor's position
// (DSR 6, DECXCPR), the modes DECRQM asks for, the default foreground
// (OSC 10) and cursor colour (OSC 12) white, rgb:ffff/ffff/ffff, and the
// background (OSC 11) black, rgb:0000/0000/0000 (a dark terminal); other
// queries get no answer. Pictures use the same fixed dark theme.
//
// # Lifetime
//
// A [Term] belongs to its test: t.Cleanup ends the program and everything
// it started (its whole process tree, including what left its process
// group or ignores SIGHUP), and blocks until they are gone. Each Term has
// its own session manager, so tests that call t.Parallel share nothing.
// While a Term is open the test process is marked as a server of sessions,
// as agentty's own servers are (kernel.MarkServer; on Linux a child
// subreaper with an abstract socket agentty/server/PID/START): every
// session host and page of the machine refuses the programs it runs and
// all they start, as it refuses an agentty session's. A test binary that
// marks itself first (it runs an agentty server) keeps its own mark.
//
// A Term's methods fail the test through t (with t.Fatalf, except
// a snapshot's mismatch, which is t.Errorf so that later snapshots are
// compared too) and must be called from the test's goroutine, as t's own.
package tuitest
