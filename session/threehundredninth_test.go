package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredninthDir holds the threehundredninth set (issue 44,
// three-hundred-and-ninth round): live cases of interactive consoles that
// cannot run here (they want a target to attack, a debug probe on a
// board, an Atari's TOS), imitated by a fixture of its own (Debian's
// python3, lines read cooked and echoed by the terminal, on the main
// screen), each drawing what the real console draws at its moments (its
// words, banners, colours and prompts, from its documentation, source
// and published transcripts as known): the Metasploit Framework's
// msfconsole (its prompt, a module used, its options, a mistyped
// command, a handler started), sqlmap taking over a database (its two
// questions of tests, testing, a parameter found vulnerable, its SQL
// shell, a query, a statement it will not run), OpenOCD's command
// console over telnet (its prompt, a halt, an unknown command, flashing,
// flashed) and the Hatari emulator's debugger (its prompt, registers, an
// unknown command, a disassembly, emulation continued). None of them,
// nor their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` were metasploit, msfconsole,
// rapid7 and msf6 (matched only inside integrity hashes of lockfiles),
// sqlmap, stampar and damele, openocd, open on-chip and dominic rath,
// hatari and huth. Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const threehundredninthDir = "../testdata/modes-threehundredninth"

// threehundredninthConsole runs one console of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredninthConsole(tool string) opener {
	return setFixtures("threehundredninth").script(pythonPath, "py/threehundredninth_consoles.py", tool)
}

// threehundredninthSet is the threehundredninth set. Labels say what a
// person reads on the screen: a console's prompt waiting for a command,
// after its output or its error, is a REPL's (a debugger's too); a
// console at work, its log growing or nothing drawn after the command
// and no question, is running; a line asking with `[Y/n]` a yes/no
// whose default is the capital.
func threehundredninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a console at work, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// msf-like (the Metasploit Framework's msfconsole): a tip, the
	// ASCII-art banner, its version and module counts in `=[ ... ]`
	// rows, a documentation line and `msf6 > ` (msf6 underlined): a
	// REPL; `use exploit/multi/handler`, `[*] Using configured payload
	// generic/shell_reverse_tcp` and the prompt `msf6
	// exploit(multi/handler) > ` with the module's path in red (the
	// REPL); `show options`, its module's, payload's and target's tables,
	// back at the prompt (the REPL); `shwo` mistyped, a red `[-] Unknown
	// command: shwo. Did you mean show? Run the help command for more
	// details.` over the prompt (the REPL); `run`, `[*] Started reverse
	// TCP handler on 10.0.0.4:4444` and nothing more, the handler waiting
	// for a connection, no prompt (at work, no question).
	msf := threehundredninthConsole("msf")
	atMsf := []step{wait("msf6 >"), settle}
	atHandler := then(atMsf, typed("use exploit/multi/handler", "exploit(multi/handler) >"), settle)

	// sqlmap-like (`sqlmap -u URL --sql-shell`): its yellow banner, the
	// legal disclaimer, `[*] starting @ ...` and `[time] [INFO]` lines,
	// then `it looks like the back-end DBMS is 'MySQL'. Do you want to
	// skip test payloads specific for other DBMSes? [Y/n] ` (wrapped over
	// two rows; a yes/no defaulting to yes); Enter, `for the remaining
	// tests, do you want to include all tests for 'MySQL' extending
	// provided level (1) and risk (1) values? [Y/n] ` (likewise); n, its
	// tests logged a line a second or so (at work, no question); then
	// `GET parameter 'id' is vulnerable. Do you want to keep testing the
	// others (if any)? [y/N] ` (a yes/no defaulting to no); Enter, the
	// injection points found, the DBMS and `calling MySQL shell. To quit
	// type 'x' or 'q' and press ENTER` over `sql-shell> ` (a REPL); a
	// SELECT typed, `fetching SQL SELECT statement query output`,
	// `retrieved: 'shop@localhost'` and `SELECT user(): 'shop@localhost'`
	// over the prompt again (the REPL); an UPDATE typed, a yellow WARNING
	// that non-query statements need stacked queries, over the prompt
	// (the REPL).
	sqlmap := threehundredninthConsole("sqlmap")
	const skipQ = "it looks like the back-end DBMS is 'MySQL'. Do you want to skip test payloads specific for other DBMSes?"
	const includeQ = "for the remaining tests, do you want to include all tests for 'MySQL' extending provided level (1) and risk (1) values?"
	atSkip := []step{wait("other DBMSes? [Y/n]"), settle}
	atInclude := then(atSkip, enter("risk (1) values? [Y/n]"), settle)
	atKeep := then(atInclude, typed("n", "keep testing the others"), settle)
	atShell := then(atKeep, enter("sql-shell>"), settle)

	// openocd-like (OpenOCD's command console, `telnet localhost 4444`):
	// telnet's `Trying 127.0.0.1...`, `Connected to localhost.`, `Escape
	// character is '^]'.`, `Open On-Chip Debugger` and `> ` (a REPL);
	// `halt`, `[stm32f4x.cpu] halted due to debug-request, current mode:
	// Thread` and its xPSR, pc and msp over the prompt (the REPL);
	// `resume now` mistyped, `invalid command name "resume"` (the REPL,
	// as the script answers any unknown word); `flash write_image erase
	// build/relay.elf`, `auto erase enabled` and nothing more for
	// fourteen seconds, no prompt (at work, no question); then `wrote
	// 49152 bytes from file build/relay.elf in 13.904718s (3.452 KiB/s)`
	// and the prompt (the REPL).
	ocd := threehundredninthConsole("openocd")
	atOcd := []step{wait("Open On-Chip Debugger"), settle}
	const image = "flash write_image erase build/relay.elf"

	// hatari-like (the Hatari emulator's debugger, entered at start):
	// three `INFO :` lines, a rule, `You have entered debug mode. Type c
	// to continue emulation, h for help.`, the CPU's state and its
	// current instruction over `> ` (a debugger's prompt: a REPL); `r`,
	// the 68000's registers, its prefetch and `Next PC:` over the prompt
	// (the REPL); `fooz`, `Unknown command 'fooz'` (the REPL); `d`, ten
	// lines of disassembly from the PC (the REPL); `c`, `Returning to
	// emulation...` and a rule, no prompt, the emulator running (at
	// work, no question).
	hatari := threehundredninthConsole("hatari")
	atHatari := []step{wait("Type c to continue emulation"), settle}

	return []corpusCase{
		// msf-like: its prompt, a module used, its options, a mistyped
		// command, a handler started.
		needs(is(modes.REPL, "msf-like", "msf-like", msf, atMsf...), py),
		needs(is(modes.REPL, "msf-like-module", "msf-like", msf, atHandler...), py),
		needs(is(modes.REPL, "msf-like-options", "msf-like", msf, then(atHandler, typed("show options", "info -d"), settle)...), py),
		needs(is(modes.REPL, "msf-like-error", "msf-like", msf, then(atHandler, typed("shwo", "Unknown command"), settle)...), py),
		needs(running("msf-like-running", "msf-like", msf, then(atHandler, typed("run", "Started reverse TCP handler"))...), py),

		// sqlmap-like: two questions of tests, testing, a parameter
		// found vulnerable, its SQL shell, a query, a statement refused.
		needs(ask("sqlmap-like-skip", "sqlmap-like", sqlmap, yesNo(skipQ, "yes"), atSkip...), py),
		needs(ask("sqlmap-like-include", "sqlmap-like", sqlmap, yesNo(includeQ, "yes"), atInclude...), py),
		needs(running("sqlmap-like-testing", "sqlmap-like", sqlmap, then(atInclude, typed("n", "Generic inline queries"))...), py),
		needs(ask("sqlmap-like-keep", "sqlmap-like", sqlmap, yesNo("GET parameter 'id' is vulnerable. Do you want to keep testing the others (if any)?", "no"), atKeep...), py),
		needs(is(modes.REPL, "sqlmap-like-shell", "sqlmap-like", sqlmap, atShell...), py),
		needs(is(modes.REPL, "sqlmap-like-query", "sqlmap-like", sqlmap, then(atShell, typed("SELECT user()", "SELECT user(): 'shop@localhost'"), settle)...), py),
		needs(is(modes.REPL, "sqlmap-like-warning", "sqlmap-like", sqlmap, then(atShell, typed("UPDATE users SET role='admin' WHERE id=1", "stacked queries"), settle)...), py),

		// openocd-like: its prompt, a halt, an unknown command,
		// flashing, flashed.
		needs(is(modes.REPL, "openocd-like", "openocd-like", ocd, atOcd...), py),
		needs(is(modes.REPL, "openocd-like-halt", "openocd-like", ocd, then(atOcd, typed("halt", "msp: 0x2001ffd8"), settle)...), py),
		needs(is(modes.REPL, "openocd-like-error", "openocd-like", ocd, then(atOcd, typed("resume now", "invalid command name"), settle)...), py),
		needs(running("openocd-like-flashing", "openocd-like", ocd, then(atOcd, typed(image, "auto erase enabled"))...), py),
		needs(is(modes.REPL, "openocd-like-flashed", "openocd-like", ocd, then(atOcd, typed(image, "wrote 49152 bytes"), settle)...), py),

		// hatari-like: its prompt, registers, an unknown command, a
		// disassembly, emulation continued.
		needs(is(modes.REPL, "hatari-like", "hatari-like", hatari, atHatari...), py),
		needs(is(modes.REPL, "hatari-like-regs", "hatari-like", hatari, then(atHatari, typed("r", "Next PC:"), settle)...), py),
		needs(is(modes.REPL, "hatari-like-error", "hatari-like", hatari, then(atHatari, typed("fooz", "Unknown command"), settle)...), py),
		needs(is(modes.REPL, "hatari-like-disasm", "hatari-like", hatari, then(atHatari, typed("d", "bra.w"), settle)...), py),
		needs(running("hatari-like-continued", "hatari-like", hatari, then(atHatari, typed("c", "Returning to emulation"))...), py),
	}
}

// TestModesThreehundredninth drives the threehundredninth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/threehundredninth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesThreehundredninth(t *testing.T) {
	captureSet(t, threehundredninthDir, threehundredninthSet())
}
