package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentyeighthDir holds the threehundredtwentyeighth set
// (issue 44, three-hundred-and-twenty-eighth round): live cases of a
// podcast player, a mail reader, a news reader and a music player in the
// terminal, programs that cannot run here (none is packaged by Debian, or
// it needs the network), imitated by a fixture of its own (Debian's
// python3: curses on the alternate screen for the first two, the normal
// screen and keys read one at a time for the news reader, the screen
// cleared and lines read cooked for the music player), each drawing what
// the program draws at one of its moments (its words, layout, panes,
// highlighted row, status line and prompts, from its documentation and
// published screenshots as known): gilcu3's Hullcaster, the podcast
// player (two panes, a help screen, its feed line and remove question),
// Dan Heller's Mush, the Mail User's Shell in its curses mode (its
// header list, a message in its own pager, its To:, Subject: and save
// lines), Larry Wall's rn, the news reader (its read-now question, an
// article paged, its what-next question, its catch-up question) and
// mps-youtube, np1's music player (its banner, search results, help,
// settings, a song playing). None of them, nor their makers, is named
// by any other test, table, fixture or doc of agentty (grepped with `git
// grep -il`: hullcaster, hull caster, gilcu3, mush, mail user's shell,
// mail users shell, dan heller, heller, larry wall, rn (only inside
// other words; `git grep -ilw rn` finds variables and a word's tail),
// mps-youtube, mps youtube, mps_youtube, mpsyoutube, mpsyt, np1 (only
// inside hashes of package-lock.json files)). Hullcaster is a fork of a
// podcast player that is named elsewhere; its own name is not. Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredtwentyeighthDir = "../testdata/modes-threehundredtwentyeighth"

// threehundredtwentyeighthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredtwentyeighthTool(tool string) opener {
	return setFixtures("threehundredtwentyeighth").script(pythonPath, "py/threehundredtwentyeighth_readers.py", tool)
}

// threehundredtwentyeighthSet is the threehundredtwentyeighth set. Labels
// say what a person reads on the screen: a program drawing its own panes,
// list or help with no question asked is a full-screen program; a
// message or article shown a page at a time under a more line is a
// pager; a line the program writes to ask, the cursor after it, a
// question (keys in brackets a choice, [y/n] a yes/no, a field a text,
// its bracketed value the default); a console's prompt under its
// results a REPL's, and the console playing a song, no prompt back, the
// REPL at work.
func threehundredtwentyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// working is a case of a console at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}

	// hullcaster-like (gilcu3's Hullcaster, a podcast player on curses;
	// the alternate screen, the cursor hidden): two panes split by a
	// rule, ` Podcasts ` (bold yellow, the pane in use) over five feeds
	// with their unplayed and all episodes, the first in reverse video,
	// and ` Episodes ` over six episodes of it; a blue status line
	// `Press "?" for help.` (a full-screen program); j, the second feed
	// highlighted (the program); l, the Episodes pane in use, its first
	// episode in reverse video, the feed left bold (the program); ?,
	// `Available keybindings:` over its keys and what they do and `Press
	// "Esc" to go back.` in reverse video (the program's help screen, a
	// full-screen program); a, `Feed URL: ` on the status line, the
	// cursor after it (a text question); r, `Are you sure you want to
	// remove the podcast? (y/n) ` there (a yes/no, no default).
	hull := threehundredtwentyeighthTool("podcasts")
	atPods := []step{wait(`Press "?" for help.`)}

	// mush-like (Dan Heller's Mush, the Mail User's Shell, in its curses
	// mode; the alternate screen): `"/var/mail/ann": 5 messages, 2 new,
	// 0 deleted` over the header list, each row its number, status,
	// sender, date, lines/bytes and quoted subject, the current one
	// after `>` in reverse video; a rule and `Mail User's Shell (7.2.6)
	// -- type '?' for help` at the bottom (a full-screen program); d,
	// the first marked D, `1 deleted`, the second current (the program);
	// Enter, `Message 1:` over the message's headers and body, a
	// reverse-video `...continue (88%)...` under it (a pager); m, a
	// cleared screen and `To: ` with the cursor after it (a text
	// question); bob@example.org entered, `Subject: ` under it (a text
	// question); s at the list, `save in file [~/mbox]: ` on the bottom
	// line (a text question, default ~/mbox).
	mush := threehundredtwentyeighthTool("mail")
	atList := []step{wait("type '?' for help")}

	// rn-like (Larry Wall's rn, the news reader; the normal screen,
	// keys read one at a time): `Unread news in comp.lang.c 12
	// articles` and two more groups, then `******** 12 unread articles
	// in comp.lang.c--read now? [ynq] ` (a choice of y, n and q, no
	// default); c, `Do you really want to mark everything as read? [yn]
	// ` (a yes/no, no default); y, the screen cleared, `Article 1001 (11
	// more) in comp.lang.c:`, its headers and quoted body, `--MORE--(81%)`
	// under them (a pager); space, the rest and `End of article 1001 (of
	// 1012) -- what next? [npq] ` (a choice of n, p and q); q, `********
	// 4 unread articles in comp.os.linux.misc--read now? [ynq] ` (a
	// choice of y, n and q).
	rn := threehundredtwentyeighthTool("news")
	atGroup := []step{wait("read now? [ynq]")}
	atArticle := then(atGroup, key("y", "--MORE--"))
	atEnd := then(atArticle, key("<space>", "what next? [npq]"))
	ynq := []string{"y|y", "n|n", "q|q"}

	// mps-youtube-like (np1's mps-youtube, a music player searching
	// YouTube; the normal screen cleared, lines read cooked): its name
	// in figlet letters, `version 0.2.8`, `Enter /search-term to search
	// or [h]elp`, the same line in green over `> ` (a REPL); `/daft
	// punk` entered, a table of eight results (Num, Title, Length,
	// Views), `Enter 1-8 to play, a to add, n for next page` and
	// `Search results for daft punk` in yellow over `> ` (the REPL);
	// `set`, a table of its settings (Key, Value) and `Enter set <key>
	// <value> to change` over `> ` (the REPL); `h`, `Basic Usage` and
	// `Help Topics` over `> ` (the REPL); `2` at the results, `Playing:
	// Daft Punk - Around The World [Official Audio]`, its keys and a
	// progress line counting up, no prompt back (the REPL at work).
	mps := threehundredtwentyeighthTool("music")
	atBanner := []step{wait("version 0.2.8")}
	atResults := then(atBanner, typed("/daft punk", "Search results for"))

	return []corpusCase{
		needs(is(modes.TUI, "hullcaster-like", "hullcaster-like", hull, then(atPods, settle)...), py),
		needs(is(modes.TUI, "hullcaster-like-moved", "hullcaster-like", hull, then(atPods, key("j", ""), settle)...), py),
		needs(is(modes.TUI, "hullcaster-like-episodes", "hullcaster-like", hull, then(atPods, key("l", ""), settle)...), py),
		needs(is(modes.TUI, "hullcaster-like-help", "hullcaster-like", hull, then(atPods, key("?", "Available keybindings:"), settle)...), py),
		needs(ask("hullcaster-like-feed", "hullcaster-like", hull, want(modes.Text, "Feed URL:", ""),
			then(atPods, key("a", "Feed URL:"), settle)...), py),
		needs(ask("hullcaster-like-remove", "hullcaster-like", hull, yesNo("Are you sure you want to remove the podcast?", ""),
			then(atPods, key("r", "remove the podcast?"), settle)...), py),

		needs(is(modes.TUI, "mush-like", "mush-like", mush, then(atList, settle)...), py),
		needs(is(modes.TUI, "mush-like-deleted", "mush-like", mush, then(atList, key("d", "1 deleted"), settle)...), py),
		needs(is(modes.Pager, "mush-like-message", "mush-like", mush, then(atList, key("<enter>", "...continue"), settle)...), py),
		needs(ask("mush-like-to", "mush-like", mush, want(modes.Text, "To:", ""), then(atList, key("m", "To:"), settle)...), py),
		needs(ask("mush-like-subject", "mush-like", mush, want(modes.Text, "Subject:", ""),
			then(atList, key("m", "To:"), typed("bob@example.org", "Subject:"), settle)...), py),
		needs(ask("mush-like-save", "mush-like", mush, want(modes.Text, "save in file", "~/mbox"),
			then(atList, key("s", "save in file"), settle)...), py),

		needs(ask("rn-like", "rn-like", rn, want(modes.Choice, "12 unread articles in comp.lang.c--read now?", "", ynq...),
			then(atGroup, settle)...), py),
		needs(ask("rn-like-catch-up", "rn-like", rn, yesNo("Do you really want to mark everything as read?", ""),
			then(atGroup, key("c", "mark everything as read?"), settle)...), py),
		needs(is(modes.Pager, "rn-like-article", "rn-like", rn, then(atArticle, settle)...), py),
		needs(ask("rn-like-what-next", "rn-like", rn, want(modes.Choice, "End of article 1001 (of 1012) -- what next?", "", "n|n", "p|p", "q|q"),
			then(atEnd, settle)...), py),
		needs(ask("rn-like-next-group", "rn-like", rn, want(modes.Choice, "4 unread articles in comp.os.linux.misc--read now?", "", ynq...),
			then(atEnd, key("q", "4 unread articles"), settle)...), py),

		needs(is(modes.REPL, "mps-youtube-like", "mps-youtube-like", mps, then(atBanner, settle)...), py),
		needs(is(modes.REPL, "mps-youtube-like-results", "mps-youtube-like", mps, then(atResults, settle)...), py),
		needs(is(modes.REPL, "mps-youtube-like-settings", "mps-youtube-like", mps, then(atBanner, typed("set", "audio_format"), settle)...), py),
		needs(is(modes.REPL, "mps-youtube-like-help", "mps-youtube-like", mps, then(atBanner, typed("h", "Help Topics"), settle)...), py),
		needs(working("mps-youtube-like-playing", "mps-youtube-like", mps, then(atResults, typed("2", "0:02 / 7:09"))...), py),
	}
}

// TestModesThreehundredtwentyeighth drives the threehundredtwentyeighth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentyeighth(t *testing.T) {
	captureSet(t, threehundredtwentyeighthDir, threehundredtwentyeighthSet())
}
