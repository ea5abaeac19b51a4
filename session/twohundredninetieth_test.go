package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetiethDir holds the twohundredninetieth set (issue 44,
// two-hundred-and-ninetieth round): live cases of editors and text
// viewers no Debian package left unnamed here, imitated by a fixture of
// its own (one script run by Debian's python3 with its curses, keys read
// raw a key at a time, on the alternate screen), each drawing what the
// program draws at one of its moments (its words, layout, colours,
// reverse video and cursor, from its documentation and published
// screenshots as known): Russell Nelson's Freemacs, a small Emacs for
// MS-DOS (editing, its I-search and Find file prompts, its question on
// leaving modified buffers), lpan's viw, a small vi clone (editing,
// insert mode, its search and its refusal to quit unsaved), Frank
// Davis's TDE, the Thomson-Davis Editor (editing, its Find prompt, its
// question to save), Arne Thomaßen's retawq, a text-mode web browser
// (paging a long page to its end, its search prompt, its help page, its
// question to quit), and skyjake's Lagrange in its terminal build,
// clagrange, a Gemini browser (paging a long page to its end, its find
// bar). Grepped unnamed with `git grep -il` before they were chosen:
// freemacs, russell nelson, viw (matched only inside encoded bytes),
// lpan, tde (matched only inside other words: stderr), thomson-davis,
// frank davis, byrial, jason hood, retawq, thomaßen, thomassen,
// lagrange, clagrange, skyjake and keränen. Each case's label says what
// a person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const twohundredninetiethDir = "../testdata/modes-twohundredninetieth"

// twohundredninetiethScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt (the script draws
// texts of its own).
var twohundredninetiethScript = setFixtures("twohundredninetieth").script

// twohundredninetiethSet is the twohundredninetieth set. Labels say what
// a person reads on the screen: an editor, its search, find-file and
// command-line prompts and its refusals included; a browser paging a
// page is a pager, its search prompt, find bar and help page included;
// the questions they ask on leaving as what they ask.
func twohundredninetiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed, pager := modes.Editor, modes.Pager
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(tool string) opener {
		return twohundredninetiethScript(py, "py/twohundredninetieth_demo.py", tool)
	}
	freemacs, viw, tde := like("freemacs"), like("viw"), like("tde")
	retawq, clagrange := like("retawq"), like("clagrange")
	const freemacsUp, viwUp, tdeUp = "Russell Nelson", `"notes.txt" 12L`, "Jason Hood"
	const retawqUp, clagrangeUp = "file:///home/user/relay.html", "Relay station log"

	return []corpusCase{
		// freemacs-like (Freemacs): the buffer from the top row, its mode
		// line in reverse video (`---- Freemacs: notes.txt
		// (Fundamental) --All---`, `-**-` once modified) over the echo
		// area (its copyright at first); its first screen, moved down
		// (C-n C-n) and typed into, C-s's `I-search: cider`, C-x C-f's
		// `Find file: ~/` (the cursor after it), and after a change C-x
		// C-c's `Modified buffers exist; exit anyway? (y or n)`.
		needs(is(ed, "freemacs-like", "freemacs-like", freemacs, wait(freemacsUp)), py),
		needs(is(ed, "freemacs-like-typed", "freemacs-like", freemacs, wait(freemacsUp),
			key("<ctrl-n><ctrl-n>", ""), typed("new ", "-**-"), settle), py),
		needs(is(ed, "freemacs-like-isearch", "freemacs-like", freemacs, wait(freemacsUp),
			key("<ctrl-s>", "I-search:"), typed("cider", "I-search: cider"), settle), py),
		// (Relabelled in issue 44's twenty-seventh session: C-x C-f's
		// `Find file:` asks for a file to open, a text question, as the
		// threehundredeighth and threehundredtwentieth sets label it.)
		needs(ask("freemacs-like-find-file", "freemacs-like", freemacs, want(modes.Text, "Find file:", ""),
			wait(freemacsUp), key("<ctrl-x><ctrl-f>", "Find file:"), settle), py),
		needs(ask("freemacs-like-quit", "freemacs-like", freemacs, yesNo("Modified buffers exist; exit anyway?", ""),
			wait(freemacsUp), key("<ctrl-n>", ""), typed("x", "-**-"), key("<ctrl-x><ctrl-c>", "exit anyway"), settle), py),

		// viw-like (viw): line numbers in yellow, `~` in blue past the
		// end, a status bar in reverse video (` NORMAL | notes.txt`, the
		// line and column at its right; `INSERT` in insert mode, `[+]`
		// once modified) over the command line (`"notes.txt" 12L` at
		// first); its first screen, moved down and typed into in insert
		// mode, `/pears` typed at its search line, at the file's last
		// line (G), and after a change and `:q` its red `E37: No write
		// since last change (add ! to override)` (a refusal; nothing
		// asked).
		needs(is(ed, "viw-like", "viw-like", viw, wait(viwUp)), py),
		needs(is(ed, "viw-like-insert", "viw-like", viw, wait(viwUp),
			typed("jji", "INSERT"), typed("new ", "[+]"), settle), py),
		needs(is(ed, "viw-like-search", "viw-like", viw, wait(viwUp), typed("/pears", "/pears"), settle), py),
		needs(is(ed, "viw-like-end", "viw-like", viw, wait(viwUp), typed("G", "12:1"), settle), py),
		needs(is(ed, "viw-like-refused", "viw-like", viw, wait(viwUp), typed("jix", "[+]"), key("<esc>", "NORMAL"),
			typed(":q", ":q"), key("<enter>", "E37"), settle), py),

		// tde-like (TDE): its status line on the top row in bold white on
		// blue (` notes.txt  line:1  col:1  Insert  Indent  Wrap  Tab:8`,
		// `*` before the name once modified), the text under it to `<===
		// End of File ===>`, its copyright in yellow on the bottom row at
		// first; its first screen, moved down and typed into, F5's `Find:
		// pears` on the bottom row, and after a change F4's `File
		// notes.txt has been modified. Save it? (y/n)`.
		needs(is(ed, "tde-like", "tde-like", tde, wait(tdeUp)), py),
		needs(is(ed, "tde-like-typed", "tde-like", tde, wait(tdeUp),
			key("<down><down>", "line:3"), typed("new ", "*notes.txt"), settle), py),
		needs(is(ed, "tde-like-find", "tde-like", tde, wait(tdeUp), key("<f5>", "Find:"), typed("pears", "Find: pears"), settle), py),
		needs(ask("tde-like-quit", "tde-like", tde, yesNo("File notes.txt has been modified. Save it?", ""),
			wait(tdeUp), typed("x", "*notes.txt"), key("<f4>", "Save it?"), settle), py),

		// retawq-like (retawq): the document's title in reverse video on
		// the top row, the page under it (headings bold, links
		// underlined), its URL and place (`(0%)`) on the bottom row, the
		// cursor hidden; at its top, a page down (Space), at its end
		// (End, `(100%)`), `Search for: backoff` on the bottom row (/),
		// its help page of keys (?), and q's `Quit retawq? (y/n)`.
		needs(is(pager, "retawq-like", "retawq-like", retawq, wait(retawqUp)), py),
		needs(is(pager, "retawq-like-page-down", "retawq-like", retawq, wait(retawqUp), key("<space>", "(26%)"), settle), py),
		needs(is(pager, "retawq-like-end", "retawq-like", retawq, wait(retawqUp), key("<end>", "(100%)"), settle), py),
		needs(is(pager, "retawq-like-search", "retawq-like", retawq, wait(retawqUp),
			typed("/", "Search for:"), typed("backoff", "Search for: backoff"), settle), py),
		needs(is(pager, "retawq-like-help", "retawq-like", retawq, wait(retawqUp), typed("?", "Keyboard Commands"), settle), py),
		needs(ask("retawq-like-quit", "retawq-like", retawq, yesNo("Quit retawq?", ""),
			wait(retawqUp), typed("q", "Quit retawq?"), settle), py),

		// clagrange-like (Lagrange's terminal build): a navigation bar
		// in white on blue on the top row (`◀  ▶  ↻  │
		// gemini://relay.example.org/log.gmi`, `☰` at its right), the
		// page under it (its title yellow, days cyan, links green), a
		// scroll bar's thumb on the right edge, the cursor hidden; at its
		// top, a page down (Space), at its end (End, `— end of the log
		// —`), and Ctrl+F's find bar `Find: Pass 3` with `↑  ↓  ✕` on the
		// row above the last.
		needs(is(pager, "clagrange-like", "clagrange-like", clagrange, wait(clagrangeUp)), py),
		needs(is(pager, "clagrange-like-page-down", "clagrange-like", clagrange, wait(clagrangeUp),
			key("<space>", "Pass 3"), settle), py),
		needs(is(pager, "clagrange-like-end", "clagrange-like", clagrange, wait(clagrangeUp),
			key("<end>", "end of the log"), settle), py),
		needs(is(pager, "clagrange-like-find", "clagrange-like", clagrange, wait(clagrangeUp),
			key("<ctrl-f>", "Find:"), typed("Pass 3", "Find: Pass 3"), settle), py),
	}
}

func TestModesTwohundredninetieth(t *testing.T) {
	captureSet(t, twohundredninetiethDir, twohundredninetiethSet())
}
