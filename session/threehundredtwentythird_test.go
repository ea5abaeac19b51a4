package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentythirdDir holds the threehundredtwentythird set (issue
// 44, three-hundred-and-twenty-third round): live cases of file viewers,
// a help viewer and a log follower that no other test, table, fixture or
// doc of agentty names, imitated by one script of the set's own run by
// Debian's python3 (keys read raw, a key at a time), each drawing what
// the real program draws at one of its moments (its words, layout,
// reverse video, cursor and screen, from its documentation and published
// screenshots as known): JP Software's 4DOS / Take Command LIST viewing
// a log (at first, a line and a page on, at its end, its Find prompt
// open and a text found, its help box, its print question), Vernon
// Buerg's LIST (at first, a line on, at its end past the end of file
// marker, its Scan prompt open, typed into and a text found, its keys),
// how2 showing stackoverflow's answers in the terminal (an answer over
// its SPACE line, its list of questions, moved, another answer) and
// kail tailing a Kubernetes deployment's logs (lines flowing by). Names
// grepped with `git grep -il` (and `-ilw`) before choosing, none found:
// 4dos, take command, tcc, jp software, jpsoft, vernon buerg, buerg,
// list.com, how2, santinic, kail (matched only inside Kailua-Kona, a
// town in another set's data), boz (rejected as named elsewhere:
// lnav, moar, moor, ov's maker noborus, pspg, pinfo, glow, mdcat,
// multitail, tailspin, tspin, toolong, jless, csvlens, tabview,
// vimpager, nvimpager, slit, journalctl, logtop, gonzo, w3m, lazyjournal,
// frogmouth, qman, epy, mdless, logria, fbless, tldr, nerdlog, loggo,
// lv, kermit, gnuplot, OpenVMS's help (vms), md-tui, oxker, cht.sh,
// goaccess, sdsf and ccze). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredtwentythirdDir = "../testdata/modes-threehundredtwentythird"

// threehundredtwentythirdViewer runs one program of the set's script
// with Debian's python3.
func threehundredtwentythirdViewer(tool string) opener {
	return setFixtures("threehundredtwentythird").script(pythonPath, "py/threehundredtwentythird_viewers.py", tool)
}

// threehundredtwentythirdSet is the threehundredtwentythird set. Labels
// say what a person reads on the screen: a file shown under or over a
// status row, scrolled, at its end, with its search row open or its keys
// shown, is a pager's; a line asking which to print, or asking for SPACE
// under an answer, is a question; a list of questions, one highlighted,
// a select; log lines flowing by, nothing asked, a program at work.
func threehundredtwentythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// jplist-like (4DOS / Take Command's LIST viewing C:\RELAY\RELAY.LOG;
	// the alternate screen, the cursor hidden): a status bar in reverse
	// video on the top row, ` LIST  C:\RELAY\RELAY.LOG` and `Col 0
	// Lines 1-23   16%`, over 23 rows of the log (a pager); a line on
	// (Down, `Lines 2-24`), a page on (PgDn, `Lines 24-46   32%`), at its
	// end (End, `Lines 118-140   100%`); F, the top row `Find: ` with the
	// cursor after it (the pager's search row); `timeout` typed and Enter,
	// the log from the line found, `timeout` in reverse video (the
	// pager); F1, a double-lined box `LIST Keys` of its keys over the log
	// and `Press any key to return to LIST` (the pager's help); P, the top
	// row `Print (F)ile or (P)age ?`, the cursor after it (a choice of F
	// and P, no default).
	jplist := threehundredtwentythirdViewer("jplist")
	atList := []step{wait("Lines 1-23"), settle}
	toFind := then(atList, text("f", "Find:"), settle)

	// buerg-like (Vernon Buerg's LIST viewing RELAY.LOG; the alternate
	// screen, the cursor hidden): a status row in reverse video, ` LIST
	// 9.6b  11-28-26  15:02   Line: 1    Col: 1    RELAY.LOG`, 22 rows of
	// the log and a row of keys in reverse video at the bottom, ` Keys:
	// Up Dn PgUp PgDn Home End   F or / Scan   N Next   H Help   X Exit`
	// (a pager); a line on (Down, `Line: 2`); at its end (End, `Line:
	// 55`, its last lines over `*** End of File ***`); /, the bottom row
	// ` Scan for: ` with the cursor after it (the pager's search row),
	// also with `deferred` typed there; Enter, the log with `deferred`
	// in reverse video (the pager); H, a screen of its keys under ` LIST
	// 9.6b  Help` over ` Press any key to return to the file` (the
	// pager's help).
	buerg := threehundredtwentythirdViewer("buerg")
	atBuerg := []step{wait("Line: 1 "), settle}
	toScan := then(atBuerg, text("/", "Scan for:"), settle)
	toTyped := then(toScan, text("deferred", "deferred"), settle)

	// how2-like (`how2 follow log file`, on the main screen): the
	// question in bold green, the answer's lines and a command indented,
	// then dim `Press SPACE for more choices, any other key to quit.`,
	// the cursor after it (a choice: SPACE for more, no default); SPACE,
	// `Pick another question:` in bold over five questions, the first in
	// reverse video, the cursor hidden (a select, the first highlighted);
	// Down, the second highlighted (the select); Enter, `tail -f
	// equivalent that survives log rotation` and its answer over the
	// same SPACE line (the choice again).
	how2 := threehundredtwentythirdViewer("how2")
	atAnswer := []step{wait("any other key to quit"), settle}
	toChoices := then(atAnswer, key("<space>", "Pick another question:"), settle)
	questions := []string{
		"How to follow a log file and show only new lines?",
		"tail -f equivalent that survives log rotation",
		"How do I grep the output of tail -f?",
		"Show the last n lines of a file and keep watching it",
		"Why does tail -f stop after logrotate?",
	}
	marked := func(n int) []string {
		out := make([]string, len(questions))
		for i, q := range questions {
			if i == n {
				q = ">" + q
			}
			out[i] = q
		}
		return out
	}
	space := want(modes.Choice, "Press SPACE for more choices, any other key to quit.", "", "<space>|more choices")

	// kail-like (`kail -d relay`, on the main screen, echo off): a line
	// every 0.4 s, `relay/relay-7f9c5d-x2kqp[relay]: 2026-11-28T15:02:00
	// .000Z level=info relay started, version 2.4.1, pid 4121` and the
	// like from three pods, wrapped at 80 columns; at work, nothing
	// asked, at first, after the bounce line and once the screen has
	// scrolled.
	kail := threehundredtwentythirdViewer("kail")

	return []corpusCase{
		// jplist-like: the log, a line and a page on, its end, Find
		// open, found, its help, its print question.
		needs(is(modes.Pager, "jplist-like", "jplist-like", jplist, atList...), py),
		needs(is(modes.Pager, "jplist-like-line", "jplist-like", jplist, then(atList, key("<down>", "Lines 2-24"), settle)...), py),
		needs(is(modes.Pager, "jplist-like-paged", "jplist-like", jplist, then(atList, key("<pgdn>", "Lines 24-46"), settle)...), py),
		needs(is(modes.Pager, "jplist-like-end", "jplist-like", jplist, then(atList, key("<end>", "100%"), settle)...), py),
		needs(is(modes.Pager, "jplist-like-find", "jplist-like", jplist, toFind...), py),
		needs(is(modes.Pager, "jplist-like-found", "jplist-like", jplist,
			then(toFind, text("timeout", "Find: timeout"), settle, key("<enter>", "Lines 97-119"), settle)...), py),
		needs(is(modes.Pager, "jplist-like-help", "jplist-like", jplist, then(atList, key("<f1>", "Press any key to return to LIST"), settle)...), py),
		needs(ask("jplist-like-print", "jplist-like", jplist, want(modes.Choice, "Print (F)ile or (P)age ?", "", "F|File", "P|Page"),
			then(atList, text("p", "Print (F)ile"), settle)...), py),

		// buerg-like: the log, a line on, its end, Scan open and typed
		// into, found, its keys.
		needs(is(modes.Pager, "buerg-like", "buerg-like", buerg, atBuerg...), py),
		needs(is(modes.Pager, "buerg-like-line", "buerg-like", buerg, then(atBuerg, key("<down>", "Line: 2 "), settle)...), py),
		needs(is(modes.Pager, "buerg-like-end", "buerg-like", buerg, then(atBuerg, key("<end>", "End of File"), settle)...), py),
		needs(is(modes.Pager, "buerg-like-scan", "buerg-like", buerg, toScan...), py),
		needs(is(modes.Pager, "buerg-like-scan-typed", "buerg-like", buerg, toTyped...), py),
		needs(is(modes.Pager, "buerg-like-scanned", "buerg-like", buerg, then(toTyped, key("<enter>", "F or / Scan"), settle)...), py),
		needs(is(modes.Pager, "buerg-like-help", "buerg-like", buerg, then(atBuerg, text("h", "Press any key to return to the file"), settle)...), py),

		// how2-like: an answer, its list of questions (also moved),
		// another answer.
		needs(ask("how2-like", "how2-like", how2, space, atAnswer...), py),
		needs(ask("how2-like-choices", "how2-like", how2, want(modes.Select, "Pick another question:", "", marked(0)...), toChoices...), py),
		needs(ask("how2-like-moved", "how2-like", how2, want(modes.Select, "Pick another question:", "", marked(1)...),
			then(toChoices, key("<down>", ""), settle)...), py),
		needs(ask("how2-like-answer", "how2-like", how2, space,
			then(toChoices, key("<down>", ""), settle, key("<enter>", "GNU tail can do it"), settle)...), py),

		// kail-like: log lines flowing by.
		needs(running("kail-like", "kail-like", kail, wait("15:02:01")), py),
		needs(running("kail-like-bounced", "kail-like", kail, wait("status=bounced")), py),
		needs(running("kail-like-scrolled", "kail-like", kail, wait("15:02:20")), py),
	}
}

// TestModesThreehundredtwentythird drives the threehundredtwentythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentythird(t *testing.T) {
	captureSet(t, threehundredtwentythirdDir, threehundredtwentythirdSet())
}
