package session

import (
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// twohundredeightyfourthDir holds the twohundredeightyfourth set (issue
// 44, two-hundred-and-eighty-fourth round): live cases of interactive
// consoles that mix a command prompt with questions of their own and
// cannot run here (no server, no switch, no model, no BBS), imitated by a
// fixture of its own (one script run by Debian's python3, lines read
// cooked, the game's keys raw), each printing on the main screen what the
// program prints at one of its moments (its words, layout and colours,
// from its documentation, source and published transcripts): SurrealDB's
// SQL shell (its prompt, a query typed, a long query at work, a result),
// an ArubaOS-CX switch's CLI (its prompt, configure mode, a firmware copy
// to confirm and at work, a reboot's two questions), Paul Kulchenko's
// MobDebug console (paused, an eval, running to a breakpoint, paused
// there), AbanteAI's rawdog (its prompt, a request typed, thinking, a
// script to run, run) and TradeWars 2002 (its command prompt, a move,
// warping, a sale, quitting). Grepped unnamed with `git grep -il` before
// they were chosen: surreal, surrealdb, aruba, arubaos, aos-cx, mobdebug,
// kulchenko, rawdog, abante, abanteai, tradewars, trade wars, tw2002,
// martech, epic interactive, gary martin, john pritchett (HPE, Aruba's
// owner, is found here as a word and as a substring; Aruba itself
// nowhere). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const twohundredeightyfourthDir = "../testdata/modes-twohundredeightyfourth"

// twohundredeightyfourthTool runs one console of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredeightyfourthTool(tool string) opener {
	return setFixtures("twohundredeightyfourth").script(pythonPath, "py/twohundredeightyfourth_consoles.py", tool)
}

// twohundredeightyfourthSet is the twohundredeightyfourth set. Labels say
// what a person reads on the screen: a console's command prompt (a
// query's, a switch's, a debugger's, an agent's or a game's) is a REPL's,
// also with a line typed at it; a console at work, its prompt gone, is
// running; a line asking for a value is a text question, one asking y or
// n a yes/no.
func twohundredeightyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	press := func(k, expect string) step { return step{text: k, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// entered sends Enter and waits a moment, no more: what is entered
	// prints nothing while it runs.
	entered := step{keys: "<enter>", timeout: 3 * time.Second}

	// surreal-like (SurrealDB's `surreal sql --endpoint memory --ns shop
	// --db shop --pretty`): `shop/shop> ` and the cursor after it (a
	// REPL), at first and with a SELECT typed; `SLEEP 40s;` entered, the
	// line and nothing under it (at work); the SELECT entered, `-- Query
	// 1 (execution time: 1.3ms)` over three records in brackets and the
	// prompt again (the REPL).
	surreal := twohundredeightyfourthTool("surreal")
	atShop := []step{wait("shop/shop>"), settle}
	const query = "SELECT * FROM person;"

	// arubacx-like (an ArubaOS-CX switch's CLI on its console): `Aruba
	// 6300M …`, the last login, `show version`'s fields and `6300# ` (a
	// REPL); `configure terminal`, `6300(config)# ` (the REPL); `copy
	// tftp://… secondary`, `The secondary image will be deleted.` over
	// `Continue (y/n)? ` (a yes/no, no default); y, a row of # filling
	// with its percent (at work); `boot system primary`, `Checking if the
	// configuration needs to be saved...` over `Do you want to save the
	// current configuration (y/n)? ` (a yes/no); y, `The running
	// configuration was saved …`, `This will reboot the entire switch …`
	// over `Continue (y/n)? ` (a yes/no).
	aruba := twohundredeightyfourthTool("arubacx")
	atSwitch := []step{wait("30 days"), typed("show version", "BIOS Version"), settle}
	toCopy := then(atSwitch, typed("copy tftp://10.0.0.5/FL_10_13_1000.swi secondary", "Continue (y/n)?"), settle)
	toSave := then(atSwitch, typed("boot system primary", "save the current configuration"), settle)

	// mobdebug-like (MobDebug's console, `require('mobdebug').listen()`):
	// `Lua Remote Debugger`, `Run the program you wish to debug`, `Paused
	// at file ledger.lua`, `Type 'help' for commands` over `> ` (a REPL);
	// `eval total`, `0` and the prompt again (the REPL); a breakpoint set
	// and `run` entered, no prompt while the program runs (at work); then
	// `Paused at file ledger.lua line 14` over `> ` (the REPL).
	mob := twohundredeightyfourthTool("mobdebug")
	atPaused := []step{wait("for commands"), settle}
	toRun := then(atPaused, typed("setb ledger.lua 14", ""), settle, typing("run"), settle, entered)

	// rawdog-like (AbanteAI's rawdog): a dog and the block-letter name,
	// `Rawdog v0.1.6`, `Powered by gpt-4-turbo-preview`, `What can I do
	// for you? (Ctrl-C to exit)` over `> ` (a REPL), at first and with a
	// request typed; entered, `⠋ Thinking...` turning (at work); then a
	// python script in a markdown fence over `Execute script in markdown
	// above? (Y/n): ` (a yes/no, yes by default); Enter, the script's
	// output and `What can I do for you?` over `> ` again (the REPL).
	rawdog := twohundredeightyfourthTool("rawdog")
	atAsk := []step{wait("Ctrl-C to exit"), settle}
	const request = "list the three largest files here"
	toExecute := then(atAsk, typed(request, "Execute script in markdown above?"), settle)

	// tradewars-like (TradeWars 2002, a BBS door, ANSI colours): sector 1's
	// `Sector : 1 in The Federation.`, its beacon, port, planet and warps
	// over `Command [TL=00:00:00]:[1] (?=Help)? : ` (the game's command
	// prompt, a key at a time: a REPL); M, `<Move>`, the warps and `To
	// which Sector [1] ? ` (a text question; 1 is the sector it is in);
	// 2 entered, `<Auto Pilot Engaged>` and `Warping to Sector 2 ...` (at
	// work); at sector 2, P: `<Port>`, `Docking...`, its commerce report
	// and `How many holds of Fuel Ore do you want to sell [20]? ` (a text
	// question, 20 its default); Q, `Confirmed? (Y/N)? ` (a yes/no).
	tw := twohundredeightyfourthTool("tradewars")
	atCommand := []step{wait("(?=Help)? :"), settle}
	toMove := then(atCommand, press("M", "To which Sector"), settle)
	toSector2 := then(toMove, typed("2", "Auto Pilot Engaged"))

	return []corpusCase{
		// surreal-like: its prompt, a query typed, a long query, a
		// result.
		needs(is(modes.REPL, "surreal-like", "surreal-like", surreal, atShop...), py),
		needs(is(modes.REPL, "surreal-like-typed", "surreal-like", surreal, then(atShop, typing(query), settle)...), py),
		needs(running("surreal-like-sleeping", "surreal-like", surreal, then(atShop, typing("SLEEP 40s;"), settle, entered)...), py),
		needs(is(modes.REPL, "surreal-like-result", "surreal-like", surreal, then(atShop, typed(query, "execution time"), settle)...), py),

		// arubacx-like: its prompt, configure mode, a copy to confirm and
		// at work, a reboot's two questions.
		needs(is(modes.REPL, "arubacx-like", "arubacx-like", aruba, atSwitch...), py),
		needs(is(modes.REPL, "arubacx-like-config", "arubacx-like", aruba, then(atSwitch, typed("configure terminal", "6300(config)#"), settle)...), py),
		needs(ask("arubacx-like-copy", "arubacx-like", aruba, yesNo("Continue?", ""), toCopy...), py),
		needs(running("arubacx-like-copying", "arubacx-like", aruba, then(toCopy, typed("y", "%"))...), py),
		needs(ask("arubacx-like-save", "arubacx-like", aruba, yesNo("Do you want to save the current configuration?", ""), toSave...), py),
		needs(ask("arubacx-like-reboot", "arubacx-like", aruba, yesNo("Continue?", ""),
			then(toSave, typed("y", "render it unavailable"), settle)...), py),

		// mobdebug-like: paused, an eval, running, paused at the
		// breakpoint.
		needs(is(modes.REPL, "mobdebug-like", "mobdebug-like", mob, atPaused...), py),
		needs(is(modes.REPL, "mobdebug-like-eval", "mobdebug-like", mob, then(atPaused, typed("eval total", ""), settle)...), py),
		needs(running("mobdebug-like-running", "mobdebug-like", mob, toRun...), py),
		needs(is(modes.REPL, "mobdebug-like-paused", "mobdebug-like", mob, then(toRun, wait("line 14"), settle)...), py),

		// rawdog-like: its prompt, a request typed, thinking, a script
		// to run, run.
		needs(is(modes.REPL, "rawdog-like", "rawdog-like", rawdog, atAsk...), py),
		needs(is(modes.REPL, "rawdog-like-typed", "rawdog-like", rawdog, then(atAsk, typing(request), settle)...), py),
		needs(running("rawdog-like-thinking", "rawdog-like", rawdog, then(atAsk, typed(request, "Thinking..."))...), py),
		needs(ask("rawdog-like-execute", "rawdog-like", rawdog, yesNo("Execute script in markdown above?", "yes"), toExecute...), py),
		needs(is(modes.REPL, "rawdog-like-ran", "rawdog-like", rawdog, then(toExecute, enter("./notes.txt"), settle)...), py),

		// tradewars-like: its command prompt, a move, warping, a sale,
		// quitting.
		needs(is(modes.REPL, "tradewars-like", "tradewars-like", tw, atCommand...), py),
		needs(ask("tradewars-like-move", "tradewars-like", tw, want(modes.Text, "To which Sector [1] ?", ""), toMove...), py),
		needs(running("tradewars-like-warping", "tradewars-like", tw, toSector2...), py),
		needs(ask("tradewars-like-sell", "tradewars-like", tw, want(modes.Text, "How many holds of Fuel Ore do you want to sell?", "20"),
			then(toSector2, wait("[2] (?=Help)? :"), settle, press("P", "want to sell"), settle)...), py),
		needs(ask("tradewars-like-quit", "tradewars-like", tw, yesNo("Confirmed?", ""), then(atCommand, press("Q", "Confirmed?"), settle)...), py),
	}
}

// TestModesTwohundredeightyfourth drives the twohundredeightyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightyfourth(t *testing.T) {
	captureSet(t, twohundredeightyfourthDir, twohundredeightyfourthSet())
}
