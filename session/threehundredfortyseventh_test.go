package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// threehundredfortyseventhDir holds the threehundredfortyseventh set
// (issue 44, three-hundred-and-forty-seventh round): live cases of four
// pagers and document, log and data viewers that Debian does not
// package, each given what it views as its argument, imitated by a
// fixture of its own (one script run by Debian's python3, keys read raw
// on the alternate screen), each drawing what the program draws at one
// of its moments (its status line, search prompt, help, end and follow
// mode, from its source, documentation and screenshots as known):
// markbt's streampager (`sp server.log`, Rust and termwiz: the file over
// a silver ruler, a page on, following its end by G, its `Search:`
// prompt typed into, the match found under a search bar, its help shown
// as a file titled HELP), galalen's btail (`btail -f deploy.log`, Go and
// Bubble Tea: the log's lines under their times in a grey box over a
// footer of keys, scrolled up, at its top, its search input by ctrl+f,
// typed into), shuklasaharsh's lazyman (`lazyman crontab`, Go and Bubble
// Tea: the man pages found beside a preview, a page read, at its end,
// `Search in Document` typed into, its matches highlighted) and
// chrisvest's XXV (`xxv firmware.bin`, Rust and cursive: a hex view
// framed under the file's name over a bar of hints, a page on, its
// `Search` dialog typed into, the hits found, its help in a dialog).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty: grepped with `git grep -il` before they were
// chosen were streampager, markbt, btail, galalen, lazyman,
// shuklasaharsh, saharsh, chrisvest and `chris vest`, and xxv (matched
// only as the numeral of Phalanx XXV and inside hashes and encoded
// screens) (and, found named and left, among others: qman, pinfo, tfman,
// epy, baca, bookokrat, tdf, doxx, treemd, mdfried, hygg, mdr, glow, jless,
// lnav, toolong, loggo, kail, taill, tailtales, json-log-viewer, jlv,
// otel-tui, hwatch, systemctl-tui, wiki-tui, presenterm, rusty-man,
// cppman, xleak, parqeye, harlequin, csvi, sqlit, ijq, hexdino, serie,
// gitu, termshark, pypager, nvimpager, slit, moor, pspg, ov's maker
// noborus, fx's maker antonmedv, bat's maker sharkdp and zoi-cli). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was committed
// before its screen was captured.
const threehundredfortyseventhDir = "../testdata/modes-threehundredfortyseventh"

// threehundredfortyseventhViewer runs one viewer of the set's script with
// Debian's python3 and the program's own arguments, over a home holding
// notes.txt, long.txt and the files the viewers view (server.log,
// deploy.log and firmware.bin, copied from the set's data/; the man pages
// lazyman reads stay in data/man, as a system's would).
func threehundredfortyseventhViewer(args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		d := setFixtures("threehundredfortyseventh").dir()
		s, err := filepath.Abs(filepath.Join(d, "py", "threehundredfortyseventh_pagers.py"))
		if err != nil {
			t.Fatal(err)
		}
		prep := func(t *testing.T, dir string) {
			notes(t, dir)
			for _, name := range []string{"server.log", "deploy.log", "firmware.bin"} {
				b, err := os.ReadFile(filepath.Join(d, "data", name))
				if err != nil {
					t.Fatal(err)
				}
				sessiontest.WriteFile(t, filepath.Join(dir, name), string(b))
			}
		}
		return unseenHome(prep, append([]string{pythonPath, s}, args...)...)(t, f)
	}
}

// threehundredfortyseventhSet is the threehundredfortyseventh set. Labels
// say what a person reads on the screen: a file, a log, a man page or a
// file's bytes shown by a viewer that waits for keys to move through it,
// with its search prompt, field or dialog open and typed into, its
// matches found, its help shown, at its end or following it, is a
// pager's; the list of man pages a query found, beside a preview of the
// one highlighted, is a full-screen program's own list (a TUI).
func threehundredfortyseventhSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	pager := func(name, program string, open opener, steps ...step) corpusCase {
		return needs(is(modes.Pager, name, program, open, steps...), py)
	}

	// streampager-like (markbt's streampager, `sp server.log`, on the
	// alternate screen, the cursor hidden): the log's first 23 lines, each
	// wider than the screen cut with a bold navy `>` in the last column,
	// over a silver ruler `  server.log` … `lines   1- 23/180`: a pager;
	// Space, `lines  24- 46/180`; G, its last lines, `lines 158-END/180`
	// (following the end, waking every 100 ms); `/`, a silver `  Search:`
	// over the ruler, `upstream timed out` typed after it, the cursor
	// there; Enter, the prompt gone, the view centred on the first match
	// (teal, the others olive), a silver search bar `  upstream timed
	// out` … `1 of 6 matches on 6 lines` over `lines  28- 49/180`; h, its
	// help as a file: `Stream Pager (sp)`, `General`, `Navigation` and the
	// keys with what they do (`Ctrl-C or q   Quit` …), over `  HELP` …
	// `lines   1- 23/ 48`. A pager each time.
	sp := threehundredfortyseventhViewer("streampager", "server.log")
	atFile := []step{wait("lines   1- 23/180"), settle}
	toSearch := then(atFile, text("/", "Search:"), settle, text("upstream timed out", "upstream timed out"), settle)

	// btail-like (galalen's btail, `btail -f deploy.log`, on the alternate
	// screen, the cursor hidden): ` btail 🐝 ` on grey centred over a
	// grey-bordered box of the log's lines (the first ten of its last
	// twenty, as btail reads them), each under `[hh:mm:ss AM]` and over a
	// blank row, addresses on blue, long lines wrapped in the box, the
	// box scrolled to its foot, and the footer `q: quit | ctrl+f: search`
	// on grey: a pager following its file; Up, two rows up (the key moves
	// the view twice); Home, its first line at the top; ctrl+f, the footer
	// become `> Search...` (a reversed S, the rest grey) beside `matches:
	// 0 | buffer: 10/500 | esc: cancel`; `timeout` typed, `> timeout` and
	// a blinking block, `matches: 2 | …`, the two in pink on grey in the
	// box. A pager each time.
	bt := threehundredfortyseventhViewer("btail", "-f", "deploy.log")
	atTail := []step{wait("ctrl+f: search"), settle}
	toFind := then(atTail, key("<ctrl-f>", "Search..."), settle)

	// lazyman-like (shuklasaharsh's lazyman, `lazyman crontab`, on the
	// alternate screen, the cursor hidden): `  LazyMan - Manual Pages  `
	// in magenta on grey, `Sections: [1]General Commands` cut short,
	// `Showing 2 man pages`, `▸ crontab(1) - maintain crontab files
	// for...` bold magenta over `crontab(5) - tables for driving cron`,
	// its help row cut to `↑/k up • ↓/j down • enter v`, and right of a
	// grey `│` a `  Preview  ` of crontab(1) cut at the screen's edge: a
	// TUI (its list of pages); Enter, `  crontab(1)  ` over the page's
	// first 19 lines (`CRONTAB(1)   General Commands Manual …`, NAME,
	// SYNOPSIS, DESCRIPTION) over `↑/k up • ↓/j down • g top • G bottom •
	// u/d half page • / search • q/esc back`: a pager; G, the page's end
	// (`4th Berkeley Distribution   19 April 2010   CRONTAB(1)`): a pager;
	// `/` and editor typed, `  Search in Document  ` over `> editor` and
	// a blinking block, `enter search • esc cancel` under it: a pager's
	// search; Enter, `  crontab(1)  ` and `  [Search: editor - Match
	// 1/4]` over the page from the first line holding editor, each editor
	// bold black on yellow, `… n next match • N prev match …`: a pager.
	lm := threehundredfortyseventhViewer("lazyman", "crontab")
	atList := []step{wait("Showing 2 man pages"), settle}
	atPage := then(atList, key("<enter>", "u/d half page"), settle)
	toTyped := then(atPage, text("/", "Search in Document"), settle, text("editor", "> editor"), settle)

	// xxv-like (chrisvest's XXV, `xxv firmware.bin`, on the alternate
	// screen, the cursor hidden, the mouse reported): a frame titled `┤
	// firmware.bin ├` in light red round 21 rows of offsets
	// (`0x00000000` light blue), 16 bytes in hex coloured by kind (control
	// bytes red, printable white, high bytes yellow, `¦` after the
	// eighth) and their text (`RLYFW␁␄␂¦␀␘␀␀␡<␑�`), over `Quit   Go to
	// Open   Switch   Visual   Width` (first letters underlined): a
	// pager; J, a page on (`0x00000150` first); `/` and RELAY typed, a
	// dialog `┤ Search ├` over the view, `ASCII: RELAY___…` and `HEX:
	// 52454c4159___…` over `<Cancel> <Search>`: a pager's search; Enter,
	// the dialog gone, RELAY's five bytes on dark blue at 0x10 and 0x75;
	// ?, a dialog of its help text (`Using XXV`, `=========`, `XXV is a
	// hex viewer. There is no editing capability.` …) with a scroll bar
	// and `<Ok>` over the view. A pager each time.
	xv := threehundredfortyseventhViewer("xxv", "firmware.bin")
	atHex := []step{wait("Switch   Visual   Width"), settle}
	toRelay := then(atHex, text("/", "ASCII:"), settle, text("RELAY", "52454c4159"), settle)

	return []corpusCase{
		// streampager-like: at first, a page on, following its end, a
		// search typed, found, its help.
		pager("streampager-like", "streampager-like", sp, atFile...),
		pager("streampager-like-paged", "streampager-like", sp, then(atFile, text(" ", "lines  24- 46/180"), settle)...),
		pager("streampager-like-follow", "streampager-like", sp, then(atFile, text("G", "158-END/180"), settle)...),
		pager("streampager-like-search", "streampager-like", sp, toSearch...),
		pager("streampager-like-found", "streampager-like", sp,
			then(toSearch, key("<enter>", "1 of 6 matches on 6 lines"), settle)...),
		pager("streampager-like-help", "streampager-like", sp, then(atFile, text("h", "Stream Pager (sp)"), settle)...),

		// btail-like: following, scrolled up, at its top, its search,
		// typed into.
		pager("btail-like", "btail-like", bt, atTail...),
		pager("btail-like-up", "btail-like", bt, then(atTail, key("<up>", ""), settle)...),
		pager("btail-like-top", "btail-like", bt, then(atTail, key("<home>", "draining 10.0.2.77"), settle)...),
		pager("btail-like-search", "btail-like", bt, toFind...),
		pager("btail-like-typed", "btail-like", bt, then(toFind, text("timeout", "matches: 2"), settle)...),

		// lazyman-like: its list, a page, its end, its search typed, the
		// matches found.
		needs(is(modes.TUI, "lazyman-like", "lazyman-like", lm, atList...), py),
		pager("lazyman-like-page", "lazyman-like", lm, atPage...),
		pager("lazyman-like-end", "lazyman-like", lm, then(atPage, text("G", "4th Berkeley Distribution"), settle)...),
		pager("lazyman-like-search", "lazyman-like", lm, toTyped...),
		pager("lazyman-like-found", "lazyman-like", lm, then(toTyped, key("<enter>", "Match 1/4"), settle)...),

		// xxv-like: at first, a page on, its search typed, the hits, its
		// help.
		pager("xxv-like", "xxv-like", xv, atHex...),
		pager("xxv-like-paged", "xxv-like", xv, then(atHex, text("J", "0x00000150"), settle)...),
		pager("xxv-like-search", "xxv-like", xv, toRelay...),
		pager("xxv-like-found", "xxv-like", xv, then(toRelay, key("<enter>", "0x000000A0│ 30 70"), settle)...),
		pager("xxv-like-help", "xxv-like", xv, then(atHex, text("?", "Using XXV"), settle)...),
	}
}

// TestModesThreehundredfortyseventh drives the threehundredfortyseventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortyseventh(t *testing.T) {
	captureSet(t, threehundredfortyseventhDir, threehundredfortyseventhSet())
}
