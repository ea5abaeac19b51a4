package session

import (
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// threehundredseventyfourthDir holds the threehundredseventyfourth set
// (issue 44, three-hundred-and-seventy-fourth round): live cases of five
// debugger and profiler front ends that Debian does not package, each
// over a small ledger program, imitated by a fixture of its own (one
// script run by Debian's python3), each drawing what the front end
// draws at one of its moments (its words, layout, frames, colours,
// reverse video and cursor, from its documentation, source and
// screenshots as known): GDB with cyrus-and's GDB dashboard (the `>>>`
// prompt, the dashboard's modules under rules of `─` at a stop, the
// current source line's number bold green and `!` at a breakpoint, a
// value printed, a frame up, a function called that runs on, gdb's
// question before killing the program), godzie44's BugStalker (its
// console at `(bs) `: a breakpoint hit and its line of source, a
// vector's values, `Restart a program?` over `(bs y/n) `; its TUI on
// the alternate screen: tabs in rounded frames, the source with `▶` at
// the current line, the variables pane widened, a popup asking before
// restarting the program), benfred's py-spy (`py-spy top`: its top-like
// table redrawn each second on the main screen, sorted by another
// column, by function, its help), P403n1x87's Austin TUI (a header, the
// last stack's table, Full mode's tree of every stack, a flame graph,
// paused) and puremourning's Vimspector in Vim (its windows of
// variables, watches and stack beside the code and its output, a
// breakpoint's condition and hit count asked on the command line, a
// frame chosen in the stack, a popup asking before terminating the
// debuggee). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: grepped with `git grep -il`
// before they were chosen were gdb-dashboard, cyrus-and, cardaci,
// bugstalker, godzie44, derevtsov, py-spy, py_spy, benfred,
// frederickson, austin-tui, austin_tui, austin, p403n1x87, tornetta,
// vimspector, puremourning and `ben jackson`; and, found named and
// left, among others: gdb, pudb, cgdb, pwndbg, the
// threehundredfiftyninth set's debuggers (gef, pdbr, mdb, Debugger.jl,
// dbgpClient), pdbpp, ipdb, lldb, delve, radare2, memray, pprof,
// strace, ltrace and hotspot (nnd, ugdb and jart, blinkenlights' maker,
// matched only inside lockfiles' and go.sum's hashes, and were left
// too). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen
// was captured.
const threehundredseventyfourthDir = "../testdata/modes-threehundredseventyfourth"

// threehundredseventyfourthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredseventyfourthTool(tool string) opener {
	return setFixtures("threehundredseventyfourth").script(pythonPath, "py/threehundredseventyfourth_debuggers.py", tool)
}

// threehundredseventyfourthSet is the threehundredseventyfourth set.
// Labels say what a person reads on the screen: a debugger at its
// prompt, a dashboard, a value, a frame or a stack above it, is a REPL
// waiting; a debugger that called a function or let the program run
// on, no prompt back, is the REPL at work; a line asking with `(y or
// n)` or `(bs y/n)`, the cursor after it, is a yes/no with no default;
// a full-screen front end (panes, tabs, a profiler's live table) is a
// TUI; Vim laid out by a plugin is an editor, a value it asks for on
// its command line a text question; a dialog drawn over a full-screen
// program asking whether to go on is the yes/no it asks, its current
// button marked.
func threehundredseventyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	// busy enters a line the debugger works on for minutes; the screen
	// is taken while it works.
	busy := func(s string) step { return step{text: s, enter: true, timeout: 3 * time.Second} }
	// working is a case of a debugger at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// gdbdash-like (GDB with cyrus-and's GDB dashboard, `gdb -q
	// ./ledger`): `Reading symbols from ./ledger...` over `>>> ` in grey;
	// `b total`, `Breakpoint 1 at 0x1174: file ledger.c, line 10.`; `r`,
	// the screen cleared under `─── Output/messages ───`, libthread_db's
	// lines, the program's `ledger: 3 entries read from notes.txt`,
	// `Breakpoint 1, total (xs=0x7fffffffe2b0, n=3) at ledger.c:10`, then
	// the dashboard seen from its end: the last rows of `Registers`,
	// `─── Source ───` (lines 5 to 14, ` 10` bold green after a red `!`),
	// `─── Stack ───` (`[0] from 0x0000555555555174 in total+11 at
	// ledger.c:10`, `[1] … in main+95 at ledger.c:29`), `─── Threads
	// ───`, `─── Variables ───` (`arg xs = 0x7fffffffe2b0: 120, n = 3`,
	// `loc sum = 140737351961264, i = 21845`), a rule, and `>>> ` in bold
	// magenta (a REPL); `p *xs@n`, `$1 = {120, 45, 300}` over the prompt
	// (the REPL); `up`, `#1  0x0000555555555290 in main (argc=1,
	// argv=0x7fffffffe4b8) at ledger.c:29` and its line over the prompt
	// (the REPL); `call compound(465, 30)`, the screen cleared under `───
	// Output/messages ───`, no prompt back (the REPL at work); `kill`,
	// `Kill the program being debugged? (y or n) ` (a yes/no, no
	// default).
	gd := threehundredseventyfourthTool("gdbdash")
	atGdb := []step{wait("Reading symbols from"), settle}
	atStop := then(atGdb, typed("b total", "Breakpoint 1 at"), settle, typed("r", "loc sum"), settle)

	// bugstalker-like (godzie44's BugStalker, `bs ./target/debug/ledger`):
	// a blank row, `BugStalker greets` and a blank row over `(bs) ` in
	// dark green; `break main.rs:14`, `New breakpoint 1 at
	// 0x55555555c8a1: /home/ada/ledger/src/main.rs:14`; `run`, the
	// program's `ledger: 3 entries read from notes.txt`, `Hit breakpoint
	// 1 at 0x55555555c8a1: /home/ada/ledger/src/main.rs:14` and `  14
	// let total: i64 = entries.iter().sum();` in Solarized's colours over
	// `(bs) ` (a REPL); `var entries`, `entries = Vec<i64> {`, `0: 120`,
	// `1: 45`, `2: 300` and `}` over the prompt (the REPL); `run` again,
	// `Restart a program?` over `(bs y/n) ` (a yes/no, no default); `tui`,
	// its TUI on the alternate screen, the cursor hidden: a frame `[1]`
	// holding the tab `🔴 Breakpoints` over a frame `Breakpoints` (`NEW`,
	// `1 B /home/ada/l`), a frame `[2]` holding `</> Source │ 📃 Output │
	// 🤖 Asm │ 🔮 Oracles │ 💾 Logs` over `Program source code
	// ("/home/ada/ledger/src/main.rs")`, lines 7 to 20 with `▶  14 …` in
	// light red, a `Help` frame of keys (`<Alt-1 / Alt-2> expand
	// left/right window | <F6> step out | …`) and a `Process` frame
	// `stopped` (a TUI); Tab and Alt-1, the left tabs widened, `🔴
	// Breakpoints │ 🧩 Variables │ 🧵 Threads`, Variables in reverse
	// video, over a frame `Variables` holding the tree `▼ arguments and
	// variables`, `▼ arguments`, `▼ variables`, `▼ entries Vec<i64>` and
	// its three values, its first row marked `▶` in yellow (a TUI); from
	// the TUI, r, a popup over the middle of the screen, `Restart a
	// program?` centred in a green frame, ` yes ` in reverse video in its
	// bottom right corner (the other button left out of the tenth of the
	// popup's width its buttons get) (a yes/no, yes current).
	bs := threehundredseventyfourthTool("bugstalker")
	atBs := []step{wait("BugStalker greets"), settle}
	atHit := then(atBs, typed("break main.rs:14", "New breakpoint 1"), settle, typed("run", "Hit breakpoint 1"), settle)
	atTui := then(atHit, typed("tui", "Program source code"), settle)

	// pyspy-like (benfred's py-spy, `py-spy top -- python3 ledger.py`, on
	// the main screen, drawn again each second): `Collecting samples from
	// 'python3 ledger.py' (python v3.11.2)`, `Total Samples` and its count, `GIL:
	// 100.00%, Active: 100.00%, Threads: 1`, a reversed bar `  %Own
	// %Total  OwnTime  TotalTime  Function (filename:line)` (%Own bold),
	// eleven rows sorted by %Own (` 70.03%  70.03%    1.07s     1.07s
	// compound (ledger.py:20)` first), blank rows and `Press Control-C to
	// quit, or ? for help.` (its keys in reverse video) with the cursor
	// after it (a TUI); 3, the same sorted by OwnTime, its heading bold
	// (the TUI); l, the rows by function, `  Function (filename)`,
	// `compound (ledger.py)` first of five (the TUI); ?, four rows over a
	// reversed ` Keyboard Shortcuts ` bar, `key` and `action` in green and
	// seven keys with what they do (the TUI).
	spy := threehundredseventyfourthTool("pyspy")
	atTop := []step{wait("Press Control-C to quit"), settle}

	// austintui-like (P403n1x87's Austin TUI, `austin-tui python3
	// ledger.py`, curses on the alternate screen, the cursor hidden):
	// `Austin  TUI` over its logo in green, ` Wall Time Profile` on
	// yellow, `CPU  99%` and `MEM  11M` with their bars, `1/1`, `Command
	// python3 ledger.py`, `Python 3.11.2`, `PID 48213`, `PID:TID
	// 48213:48213`, `Samples 1297`, `⏲️  13"`, `Threshold 0%`, a reversed
	// heading `OWN TOTAL %OWN %TOTAL FUNCTION`, the last stack's three
	// frames (`<module> (ledger.py:33)`, `report (ledger.py:29)`,
	// `compound (ledger.py:20)`) and the command bar `Q Quit ← PrvThrd →
	// NxtThrd L Live T Top F Full G Grph S Save`, each key on a coloured
	// cell (a TUI); f, Full mode, every stack as a tree of `├─`, `│` and
	// `└─`, the last one bright and the others dim, F's cell lit (the
	// TUI); g, a reversed `FLAME GRAPH` bar over the stacks as coloured
	// blocks (the TUI); from the table, p, paused: the logo yellow, the
	// samples and the time stopped (the TUI).
	austin := threehundredseventyfourthTool("austintui")
	atAustin := []step{wait("FUNCTION"), settle}

	// vimspector-like (puremourning's Vimspector in Vim, stopped in
	// ledger.py, on the alternate screen): down the left, a window
	// `vimspector.Variables` (`- Scope: Locals`, `+ special variables:`,
	// `+ entries: [120, 45, 300]`, `- entry: 45`, `- result: 120`, `+
	// Scope: Globals`), `vimspector.Watches` (`Watches: ----`) and
	// `vimspector.StackTrace` (a WinBar `Pause/Continue +/- Focus`, `▶ -
	// Thread 1: MainThread (Paused on breakpoint)`, `▶   2:
	// total@ledger.py:14`, `3: report@ledger.py:27`, `4:
	// <module>@ledger.py:33`), each over its status line; at the right
	// the code window (a WinBar `■ Stop ▶ Cont ▷ Pause ↷ Next …`, lines 9
	// to 17 of ledger.py, `●▶` before `result += entry`, the cursor
	// there, `def compound(amount, years):` not fitting, `@`) over its
	// status line `ledger.py      14,9       34%`, and the output window
	// (a WinBar `Console stdout* server`, `>`) (an editor); k and `\` F9,
	// `Enter condition expression: ` on the command line, the cursor
	// after it (a text question); `entry > 100` and Enter, the screen up a
	// row, that line over `Enter hit count expression: ` (a text
	// question); Ctrl-W t, Ctrl-W j twice, j twice and Enter in the stack,
	// `▶` before `3: report@ledger.py:27`, the code window at line 27 on a
	// blue background, the cursor there, the variables `- path:
	// 'notes.txt'` (the editor); `:VimspectorReset` entered, a popup in a
	// rounded frame over the windows: `Terminate debuggee?` over `(Y)es
	// (N)o (D)efault`, (D)efault highlighted (a yes/no keyed y and n with
	// a third answer keyed d, Default current).
	vs := threehundredseventyfourthTool("vimspector")
	atVim := []step{wait("vimspector.StackTrace"), settle}
	atCondition := then(atVim, key("k", ""), key(`\<f9>`, "Enter condition expression"), settle)

	return []corpusCase{
		// gdbdash-like: stopped, a value, a frame up, a call at work,
		// its question before killing.
		needs(is(modes.REPL, "gdbdash-like", "gdbdash-like", gd, atStop...), py),
		needs(is(modes.REPL, "gdbdash-like-print", "gdbdash-like", gd, then(atStop, typed("p *xs@n", "{120, 45, 300}"), settle)...), py),
		needs(is(modes.REPL, "gdbdash-like-up", "gdbdash-like", gd, then(atStop, typed("up", "in main (argc=1"), settle)...), py),
		needs(working("gdbdash-like-call", "gdbdash-like", gd, then(atStop, busy("call compound(465, 30)"))...), py),
		needs(ask("gdbdash-like-kill", "gdbdash-like", gd, yesNo("Kill the program being debugged?", ""),
			then(atStop, typed("kill", "Kill the program being debugged?"), settle)...), py),

		// bugstalker-like: its console stopped, a value, its question;
		// its TUI, the variables pane, its popup.
		needs(is(modes.REPL, "bugstalker-like", "bugstalker-like", bs, atHit...), py),
		needs(is(modes.REPL, "bugstalker-like-var", "bugstalker-like", bs, then(atHit, typed("var entries", "2: 300"), settle)...), py),
		needs(ask("bugstalker-like-restart", "bugstalker-like", bs, yesNo("Restart a program?", ""),
			then(atHit, typed("run", "(bs y/n)"), settle)...), py),
		needs(is(modes.TUI, "bugstalker-like-tui", "bugstalker-like", bs, atTui...), py),
		needs(is(modes.TUI, "bugstalker-like-variables", "bugstalker-like", bs,
			then(atTui, key("<tab>", "Variables"), key("<alt-1>", "Threads"), settle)...), py),
		needs(ask("bugstalker-like-tui-restart", "bugstalker-like", bs, want(modes.Confirm, "Restart a program?", "", ">yes"),
			then(atTui, key("r", "Restart a program?"), settle)...), py),

		// pyspy-like: its table, sorted by another column, by
		// function, its help.
		needs(is(modes.TUI, "pyspy-like", "pyspy-like", spy, atTop...), py),
		needs(is(modes.TUI, "pyspy-like-owntime", "pyspy-like", spy, then(atTop, text("3", ""), settle)...), py),
		needs(is(modes.TUI, "pyspy-like-functions", "pyspy-like", spy, then(atTop, text("l", "Function (filename)"), settle)...), py),
		needs(is(modes.TUI, "pyspy-like-help", "pyspy-like", spy, then(atTop, text("?", "Keyboard Shortcuts"), settle)...), py),

		// austintui-like: the last stack, the tree of all, a flame
		// graph, paused.
		needs(is(modes.TUI, "austintui-like", "austintui-like", austin, atAustin...), py),
		needs(is(modes.TUI, "austintui-like-full", "austintui-like", austin, then(atAustin, key("f", "├─"), settle)...), py),
		needs(is(modes.TUI, "austintui-like-graph", "austintui-like", austin, then(atAustin, key("g", "FLAME GRAPH"), settle)...), py),
		needs(is(modes.TUI, "austintui-like-paused", "austintui-like", austin, then(atAustin, key("p", ""), settle)...), py),

		// vimspector-like: its windows, a condition and a hit count
		// asked, a frame chosen, its question before terminating.
		needs(is(modes.Editor, "vimspector-like", "vimspector-like", vs, atVim...), py),
		needs(ask("vimspector-like-condition", "vimspector-like", vs, want(modes.Text, "Enter condition expression:", ""),
			atCondition...), py),
		needs(ask("vimspector-like-hit-count", "vimspector-like", vs, want(modes.Text, "Enter hit count expression:", ""),
			then(atCondition, typed("entry > 100", "Enter hit count expression"), settle)...), py),
		needs(is(modes.Editor, "vimspector-like-frame", "vimspector-like", vs,
			then(atVim, key("<ctrl-w>t", ""), key("<ctrl-w>j", ""), key("<ctrl-w>j", ""), key("jj", ""),
				key("<enter>", "path: 'notes.txt'"), settle)...), py),
		needs(ask("vimspector-like-reset", "vimspector-like", vs,
			want(modes.Confirm, "Terminate debuggee?", "", "y|Yes", "n|No", ">d|Default"),
			then(atVim, typed(":VimspectorReset", "Terminate debuggee?"), settle)...), py),
	}
}

// TestModesThreehundredseventyfourth drives the threehundredseventyfourth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventyfourth(t *testing.T) {
	captureSet(t, threehundredseventyfourthDir, threehundredseventyfourthSet())
}
