package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortyfifthDir holds the twohundredfortyfifth set (issue 44,
// two-hundred-and-forty-fifth round): live cases of real Debian programs
// of mixed kinds that no other test, table, fixture or doc of agentty
// names, each package and program name grepped unnamed before it was
// chosen, each installed with apt-get and run in a home of its own:
// GrADS (grads, the Grid Analysis and Display System, in batch mode: its
// `Landscape mode?` question on its own line, then its `ga->` command
// line), OpenDBX's odbx-sql (its `Password:` line, which echoes, then its
// interactive SQL shell over an SQLite file), xjdic (the Japanese-English
// dictionary: its `SEARCH KEY:` prompt in reverse video and the `(y/n)`
// questions it asks between pages of matches and of its help),
// icecream-sundae (icecc's full-screen monitor, on its own simulated
// farm of ten hosts: its status lines over a table of hosts), HPE's
// ilorest (the Redfish tool's `iLOrest >` command line and the password
// its login asks for, echo off) and prolix (a running command's output
// filtered, paused by Enter into its `prolix>` prompt). Every Debian
// editor, pager and file viewer that runs here on a pseudo-terminal was
// found named by an earlier set, so the set has none of them. Each
// case's label (mode, state, prompt kind, question, default and options)
// was written from the program run by hand in tmux outside agentty and
// committed before its screen was captured.
const twohundredfortyfifthDir = "../testdata/modes-twohundredfortyfifth"

// twohundredfortyfifthBeds is the chatty command prolix runs: two lines
// every two seconds, for ten minutes at most.
const twohundredfortyfifthBeds = `i=0; while [ $i -lt 300 ]; do i=$((i+1)); echo "pump: pressure ok ($i)"; echo "bed $((i % 4)): watered 2 l"; sleep 2; done`

// twohundredfortyfifthSet is the twohundredfortyfifth set. Labels say
// what a person reads on the screen.
func twohundredfortyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	repl, tui := modes.REPL, modes.TUI
	// typed is a line typed and entered, then the text it waits for.
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	// running is a case of a program at work, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	grads := unseenHome(nil, "grads", "-b")
	odbx := unseenHome(nil, "odbx-sql", "-b", "sqlite3", "-h", "./", "-d", "garden.db", "-u", "ada", "-w", "-i")
	xjdic := unseenHome(nil, "xjdic")
	sundae := unseenHome(nil, "icecream-sundae", "--simulate", "--sim-seed", "7", "--sim-speed", "600000")
	ilo := unseenHome(nil, "ilorest")
	prolix := unseenHome(nil, "prolix", "--", "sh", "-c", twohundredfortyfifthBeds)
	const (
		gradsG, odbxG, xjdicG, sundaeG, iloG, prolixG = "/usr/bin/grads", "/usr/bin/odbx-sql", "/usr/bin/xjdic", "/usr/bin/icecream-sundae", "/usr/bin/ilorest", "/usr/bin/prolix"
		landscape                                     = "('n' for portrait)"
		searchKey                                     = "SEARCH KEY:"
	)
	landscapeQ := yesNo("Landscape mode?", "yes")
	password := want(modes.Password, "Password:", "")
	more := yesNo("Continue displaying matches?", "")
	// odbxIn is the password given and the shell reached.
	odbxIn := []step{wait("Password:"), settle, {text: "abc", enter: true, secret: true, expect: "sql>", timeout: setSlow}}
	withOdbx := func(rest ...step) []step { return append(append([]step{}, odbxIn...), rest...) }
	return []corpusCase{
		// grads -b: its banner (`Grid Analysis and Display System
		// (GrADS) Version 2.2.1`, its config lines) over `Landscape
		// mode? ('n' for portrait): `, the cursor after it: a yes/no
		// question whose Enter means landscape (default yes), at first
		// and with `n` typed, not entered. Answered, `GX Package
		// Initialization: Size = 11 8.5` and `Running in Batch mode`
		// over `ga-> `, its command line (a REPL): at first, after `q
		// config` (its list of `-+- … ENABLED` lines), with `q file`
		// typed, not entered, and after a misspelt command (`Unknown
		// command: pinrt`).
		needs(ask("grads-landscape", "grads", grads, landscapeQ, wait(landscape), settle), gradsG),
		needs(ask("grads-landscape-typed", "grads", grads, landscapeQ, wait(landscape), settle, step{text: "n"}, settle), gradsG),
		needs(is(repl, "grads-prompt", "grads", grads, wait(landscape), settle, key("<enter>", "ga->"), settle), gradsG),
		needs(is(repl, "grads-config", "grads", grads, wait(landscape), settle, key("<enter>", "ga->"), settle,
			typed("q config", "gxconfig"), settle), gradsG),
		needs(is(repl, "grads-typed", "grads", grads, wait(landscape), settle, key("<enter>", "ga->"), settle,
			step{text: "q file"}, settle), gradsG),
		needs(is(repl, "grads-unknown", "grads", grads, wait(landscape), settle, key("<enter>", "ga->"), settle,
			typed("pinrt", "Unknown command"), settle), gradsG),

		// odbx-sql over garden.db (-w): `Password: ` alone, the cursor
		// after it, a password prompt at first and with three letters
		// typed (which it echoes). Given, `Interactive SQL shell, use
		// .help to list available commands` over `sql> `, its SQL shell
		// (a REPL): at first; after a table made, a row put in it and
		// `select * from beds;` (`name|plant`, `---`,
		// `"north"|"kale"`); with a statement entered without its `;`,
		// the continuation `  -> ` under it; and after `.help`.
		needs(ask("odbx-sql-password", "odbx-sql", odbx, password, wait("Password:"), settle), odbxG),
		needs(ask("odbx-sql-password-typed", "odbx-sql", odbx, password, wait("Password:"), settle,
			step{text: "abc", secret: true}, settle), odbxG),
		needs(is(repl, "odbx-sql-shell", "odbx-sql", odbx, withOdbx(settle)...), odbxG),
		needs(is(repl, "odbx-sql-select", "odbx-sql", odbx, withOdbx(settle,
			typed("create table beds (name text, plant text);", "sql>"), settle,
			typed("insert into beds values ('north', 'kale');", "sql>"), settle,
			typed("select * from beds;", `"kale"`), settle)...), odbxG),
		needs(is(repl, "odbx-sql-continued", "odbx-sql", odbx, withOdbx(settle,
			typed("select 1 + 1", "->"), settle)...), odbxG),
		needs(is(repl, "odbx-sql-help", "odbx-sql", odbx, withOdbx(settle,
			typed(".help", ".quit"), settle)...), odbxG),

		// xjdic: its banner and modes (`Loading Dictionary and Index
		// files.`, `Long Kanji Display Mode: ON`) over `XJDIC [1:edict]
		// SEARCH KEY:` in reverse video, the cursor after it, its
		// lookup prompt (a REPL): at first and with `garden` typed, not
		// entered. Entered, the matches (kana shown as 7-bit JIS) over
		// `Continue displaying matches? (y/n)`, a yes/no question with
		// no default, at first and after y (the next page, asked
		// again); `?`'s usage summary over `Continue Help Display?
		// (y/n)`, the same; and `-` (`Long Kanji Display Mode: OFF`)
		// over the lookup prompt again, a REPL.
		needs(is(repl, "xjdic", "xjdic", xjdic, wait(searchKey), settle), xjdicG),
		needs(is(repl, "xjdic-typed", "xjdic", xjdic, wait(searchKey), settle, step{text: "garden"}, settle), xjdicG),
		needs(ask("xjdic-more", "xjdic", xjdic, more, wait(searchKey), settle, typed("garden", "(y/n)"), settle), xjdicG),
		needs(ask("xjdic-more-next", "xjdic", xjdic, more, wait(searchKey), settle, typed("garden", "(y/n)"), settle,
			step{text: "y"}, settle), xjdicG),
		needs(ask("xjdic-help", "xjdic", xjdic, yesNo("Continue Help Display?", ""), wait(searchKey), settle,
			key("?", "Continue Help"), settle), xjdicG),
		needs(is(repl, "xjdic-long-off", "xjdic", xjdic, wait(searchKey), settle, key("-", "Mode: OFF"), settle), xjdicG),

		// icecream-sundae on its simulated farm, one cycle a ten
		// minutes: bold `Scheduler: simulator Netname: ICECREAM`,
		// `Servers:`, `Total:` and `Jobs:` lines over a bar, then a
		// green header row (`↓ ID NAME IN CUR MAX JOBS OUT LOCAL ACTIVE
		// PENDING SPEED`, the sorted column cyan) over ten hosts a row
		// each, `+ 1  Host 1 …`, the cursor hidden, full-screen: at
		// first, sorted by NAME (→, the header's NAME cyan) and with a
		// host's row marked (↓, its `+` cyan).
		needs(is(tui, "icecream-sundae", "icecream-sundae", sundae, wait("Host 10"), settle), sundaeG),
		needs(is(tui, "icecream-sundae-sorted", "icecream-sundae", sundae, wait("Host 10"), settle, step{keys: "<right>"}, settle), sundaeG),
		needs(is(tui, "icecream-sundae-row", "icecream-sundae", sundae, wait("Host 10"), settle, step{keys: "<down>"}, settle), sundaeG),

		// ilorest: `iLOrest : RESTful Interface Tool version 3.6.0.0`,
		// its copyright and a rule over `iLOrest > `, its command line
		// (a REPL): at first and after `help` (its commands, a name and
		// a line each). `login 127.0.0.1 -u ada` asks `Password:` on the
		// next line, echo off, a password prompt (also with letters
		// typed); given, `ERROR   : Could not reach URL. Retries have
		// been exhausted.` over the command line again, a REPL.
		needs(is(repl, "ilorest", "ilorest", ilo, wait("iLOrest >"), settle), iloG),
		needs(is(repl, "ilorest-help", "ilorest", ilo, wait("iLOrest >"), settle, typed("help", "bootorder"), settle), iloG),
		needs(ask("ilorest-password", "ilorest", ilo, password, wait("iLOrest >"), settle,
			typed("login 127.0.0.1 -u ada", "Password:"), settle), iloG),
		needs(ask("ilorest-password-typed", "ilorest", ilo, password, wait("iLOrest >"), settle,
			typed("login 127.0.0.1 -u ada", "Password:"), settle, step{text: "abc", secret: true}, settle), iloG),
		needs(is(repl, "ilorest-login-failed", "ilorest", ilo, wait("iLOrest >"), settle,
			typed("login 127.0.0.1 -u ada", "Password:"), settle, step{text: "abc", enter: true, secret: true, expect: "Retries", timeout: setSlow}, settle), iloG),

		// prolix running a chatty loop (`pump: pressure ok (N)` and `bed
		// N: watered 2 l` every two seconds): while it runs, the lines
		// coming (at work, no question); Enter pauses it under
		// `prolix>` underlined, the cursor after it (a REPL): at first,
		// after `help` (its commands, `To keep going, just enter an
		// empty line.`), and with `ignore_substring pump:` typed, not
		// entered.
		needs(running("prolix-running", "prolix", prolix, wait("bed 3"), settle), prolixG),
		needs(is(repl, "prolix-prompt", "prolix", prolix, wait("bed 1"), key("<enter>", "prolix>"), settle), prolixG),
		needs(is(repl, "prolix-help", "prolix", prolix, wait("bed 1"), key("<enter>", "prolix>"), settle,
			typed("help", "keep going"), settle), prolixG),
		needs(is(repl, "prolix-typed", "prolix", prolix, wait("bed 1"), key("<enter>", "prolix>"), settle,
			step{text: "ignore_substring pump:"}, settle), prolixG),
	}
}

// TestModesTwohundredfortyfifth drives the twohundredfortyfifth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfortyfifth. Whether
// the classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredfortyfifth(t *testing.T) {
	captureSet(t, twohundredfortyfifthDir, twohundredfortyfifthSet())
}
