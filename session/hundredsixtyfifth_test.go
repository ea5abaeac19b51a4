package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredsixtyfifthDir holds the hundredsixtyfifth set (issue 44,
// hundred-and-sixty-fifth round): live cases of real Debian command-line
// tools that ask the person a question on their line, none of them named
// by any other test, table, fixture or doc of agentty:
// colossal-cave-adventure (python-adventure's Colossal Cave Adventure),
// jigdo-file's jigdo-lite and uudeview. They ask in their own notations:
// an upper-case yes/no question answered after a bare `>`, asked again
// after a wrong answer; a text field on a `jigdo:` line under its
// instructions; a one-key action on a file, `[d] (?=help)`, and its help
// listing the keys. Each at first sight and some with an answer typed (not
// yet sent). Each case's label was written from what a person reads on
// the screen, the program run by hand in tmux outside agentty, and
// committed before its screen was captured. No moment was removed nor
// driven again.
const hundredsixtyfifthDir = "../testdata/modes-hundredsixtyfifth"

// hundredsixtyfifthUue writes notes.txt and long.txt and beside them the
// set's uuencoded file, minutes.uue, and an out/ directory to decode into.
func hundredsixtyfifthUue(t *testing.T, dir string) {
	notes(t, dir)
	b, err := os.ReadFile(filepath.Join(setFixtures("hundredsixtyfifth").dir(), "minutes.uue"))
	if err != nil {
		t.Fatal(err)
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "minutes.uue"), string(b))
	if err := os.Mkdir(filepath.Join(dir, "out"), 0o755); err != nil {
		t.Fatal(err)
	}
}

// hundredsixtyfifthSet is the hundredsixtyfifth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredsixtyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s} }

	adventure := gamePath("colossal-cave-adventure")
	cave := unseenHome(notes, adventure)
	const instructionsQ = "WELCOME TO ADVENTURE!!  WOULD YOU LIKE INSTRUCTIONS?"
	const quitQ = "DO YOU REALLY WANT TO QUIT NOW?"
	toQuit := []step{wait("INSTRUCTIONS?"), typed("no", "DOWN A GULLY."), typed("quit", quitQ), settle}

	jigdo := unseenHome(notes, "jigdo-lite")
	const jigdoQ = "jigdo"

	uu := unseenHome(hundredsixtyfifthUue, "uudeview", "-p", "out", "minutes.uue")
	const uuQ = "-rw-r--r-- minutes.txt is OK"
	uuHelp := []string{"d|decode the file", "y|yes - same as (d)", "x|extract - same as (d)", "a|decode all files",
		"n|go to next file", "i|show file info", "e|execute a command", "l|list textfile", "r|rename file",
		"a|decode all files", "b|go back to the previous file", "p|set decode path: out/", "q|quit program",
		"c|display copyright"}

	return []corpusCase{
		// Colossal Cave Adventure's questions, in capitals and answered
		// after a bare `>`: whether to show the instructions, at first
		// sight, with `no` typed, and asked again under `PLEASE ANSWER
		// THE QUESTION.` after `maybe`; then, after `no` and `quit` at
		// the end of the road, whether to quit, at first sight and with
		// `y` typed. Yes/no confirms with no default.
		needs(ask("colossal-cave-adventure", "colossal-cave-adventure", cave,
			yesNo(instructionsQ, ""), wait("INSTRUCTIONS?"), settle), adventure),
		needs(ask("colossal-cave-adventure-typed", "colossal-cave-adventure", cave,
			yesNo(instructionsQ, ""), wait("INSTRUCTIONS?"), settle, typing("no"), settle), adventure),
		needs(ask("colossal-cave-adventure-again", "colossal-cave-adventure", cave,
			yesNo(instructionsQ, ""), wait("INSTRUCTIONS?"), typed("maybe", "PLEASE ANSWER THE QUESTION."), settle), adventure),
		needs(ask("colossal-cave-adventure-quit", "colossal-cave-adventure", cave,
			yesNo(quitQ, ""), toQuit...), adventure),
		needs(ask("colossal-cave-adventure-quit-typed", "colossal-cave-adventure", cave,
			yesNo(quitQ, ""), append(append([]step(nil), toQuit...), typing("y"), settle)...), adventure),

		// jigdo-lite's first question: its banner and instructions over
		// a `jigdo:` line asking for a .jigdo file's name or URL, a text
		// field with no default, at first sight and with a URL typed.
		needs(ask("jigdo-lite", "jigdo-lite", jigdo, want(modes.Text, jigdoQ, ""), wait("jigdo:"), settle), "jigdo-lite"),
		needs(ask("jigdo-lite-typed", "jigdo-lite", jigdo, want(modes.Text, jigdoQ, ""),
			wait("jigdo:"), settle, typing("http://example.org/debian-dvd-1.jigdo"), settle), "jigdo-lite"),

		// uudeview's question for each file it found: the file's mode,
		// name and state, then `[d] (?=help)`, a one-key action whose
		// default is d (decode), at first sight and with `n` typed; and
		// after `?` its help, the keys and what they do, over the same
		// question asked again.
		needs(ask("uudeview", "uudeview", uu, want(modes.Choice, uuQ, "d", "?|help"), wait("(?=help)"), settle), "uudeview"),
		needs(ask("uudeview-typed", "uudeview", uu, want(modes.Choice, uuQ, "d", "?|help"),
			wait("(?=help)"), settle, typing("n"), settle), "uudeview"),
		needs(ask("uudeview-help", "uudeview", uu, want(modes.Choice, uuQ, "d", uuHelp...),
			wait("(?=help)"), typed("?", "(q)uit program"), settle), "uudeview"),
	}
}

// TestModesHundredsixtyfifth drives the hundredsixtyfifth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredsixtyfifth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredsixtyfifth(t *testing.T) {
	captureSet(t, hundredsixtyfifthDir, hundredsixtyfifthSet())
}
