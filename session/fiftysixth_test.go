package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftysixthDir holds the fiftysixth set (issue 44, fifty-sixth round):
// live cases of Debian's full-screen viewers, chat, music and monitor
// clients and their first-run questions that no other test, table,
// fixture or doc of agentty names, made after the fiftyfifth round, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation, and the program run by
// hand outside agentty) and committed before its screen was captured.
const fiftysixthDir = "../testdata/modes-fiftysixth"

// The fiftysixth set's preparations: a password store of three entries
// in two folders for upass to browse (their files empty: upass lists
// them, it decrypts none).
const (
	fiftysixthStore = `mkdir -p .password-store/web .password-store/bank && touch .password-store/web/mail.gpg .password-store/web/forum.gpg .password-store/bank/savings.gpg`
)

// fiftysixthSet is the fiftysixth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fiftysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	upass := unseenHome(shPrep(fiftysixthStore), "upass")
	upassEmpty := unseenHome(notes, "upass")
	glirc := unseenHome(notes, "glirc")
	zomg := unseenHome(notes, "zomg")
	linpac := unseenHome(notes, "linpac")
	yacpi := unseenHome(notes, "yacpi")
	nyancat := unseenHome(notes, "nyancat")
	pipes := unseenHome(notes, gamePath("pipes"))
	sites := want(modes.Choice, "Do you have accounts with last.fm, libre.fm, or both?", "", "1|last.fm", "2|libre.fm", "3|last.fm and libre.fm")
	return []corpusCase{
		// A viewer: upass, a read-only browser of a pass store (its
		// folders, a folder opened by Enter, its search field opened by
		// /, its help opened by h; and its note over an empty store).
		needs(is(modes.TUI, "upass", "upass", upass, wait("bank/"), settle), "upass"),
		needs(is(modes.TUI, "upass-folder", "upass", upass, wait("bank/"), settle, step{keys: "<enter>", expect: "web/mail", timeout: setSlow}, settle), "upass"),
		needs(ask("upass-search", "upass", upass, want(modes.Text, "Keyword:", ""), wait("bank/"), settle,
			step{text: "/", expect: "Keyword", timeout: setSlow}, settle), "upass"),
		needs(is(modes.TUI, "upass-help", "upass", upass, wait("bank/"), settle, step{text: "h", expect: "Available commands", timeout: setSlow}, settle), "upass"),
		needs(is(modes.TUI, "upass-empty", "upass", upassEmpty, wait("empty"), settle), "upass"),

		// Chat: glirc, an IRC client, with no server (its window and
		// input row, and its help after /help was typed).
		needs(is(modes.TUI, "glirc", "glirc", glirc, wait("(*)"), settle), "glirc"),
		needs(is(modes.TUI, "glirc-help", "glirc", glirc, wait("(*)"), settle, typed("/help", "Client commands"), settle), "glirc"),

		// Music: zomg's first run asking which scrobbling sites to use
		// (a numbered list over `site choice>`), then the account's name
		// and password.
		needs(ask("zomg-site", "zomg", zomg, sites, wait("site choice>"), settle), "zomg"),
		needs(ask("zomg-username", "zomg", zomg, want(modes.Text, "libre.fm username>", ""), wait("site choice>"), settle,
			typed("2", "username>"), settle), "zomg"),
		needs(ask("zomg-password", "zomg", zomg, want(modes.Password, "libre.fm password>", ""), wait("site choice>"), settle,
			typed("2", "username>"), typed("alice", "password>"), settle), "zomg"),

		// Packet radio: LinPac's first run asking the station's callsign,
		// then its home BBS's, each on the row under its question.
		needs(ask("linpac-callsign", "linpac", linpac, want(modes.Text, "Your callsign:", ""), wait("Your callsign:"), settle), "linpac"),
		needs(ask("linpac-bbs", "linpac", linpac, want(modes.Text, "Enter your home BBS callsign with SSID :", ""), wait("Your callsign:"), settle,
			typed("N0CALL", "home BBS"), settle), "linpac"),

		// Monitors: yacpi's full screen of the machine's power (and its
		// help drawn over it by h).
		needs(is(modes.TUI, "yacpi", "yacpi", yacpi, wait("reload"), settle), "yacpi"),
		needs(is(modes.TUI, "yacpi-help", "yacpi", yacpi, wait("reload"), settle, step{text: "h", expect: "Press any", timeout: setSlow}, settle), "yacpi"),

		// Animations: nyancat, and pipes.sh's screensaver, each drawing
		// till a key is pressed.
		needs(is(modes.TUI, "nyancat", "nyancat", nyancat, wait("nyaned")), "nyancat"),
		needs(is(modes.TUI, "pipes", "pipes.sh", pipes, wait("━")), gamePath("pipes")),
	}
}

// TestModesFiftysixth drives the fiftysixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftysixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftysixth(t *testing.T) { captureSet(t, fiftysixthDir, fiftysixthSet()) }
