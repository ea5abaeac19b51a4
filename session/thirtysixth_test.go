package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtysixthDir holds the thirty-sixth set (issue 44, thirty-sixth
// round): live cases of Debian programs written in C, C++, Go or Rust
// that hold a terminal and that no other test, table, fixture or doc of
// agentty names, made after the thirty-fifth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand
// outside agentty) and committed before its screen was captured.
const thirtysixthDir = "../testdata/modes-thirtysixth"

// thirtysixthBranches prints three lines for yank to offer.
const thirtysixthBranches = `printf 'main\nrelease-7\nhotfix\n'`

// thirtysixthSet is the thirty-sixth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func thirtysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	down := step{keys: "<down>"}
	ripasso := unseenHome(notes, "ripasso-cursive")
	wuzz := unseenHome(notes, "wuzz")
	terminews := unseenHome(notes, "terminews")
	aptDater := unseenHome(notes, "apt-dater")
	boinctui := unseenHome(notes, "boinctui")
	pacvim := unseenHome(notes, gamePath("pacvim"))
	tlf := unseenHome(notes, "tlf")
	yank := unseenHome(notes, "bash", "-c", thirtysixthBranches+" | yank-cli")
	sacc := unseenHome(notes, "sacc", "127.0.0.1")
	branches := func(highlighted int) *modes.Prompt {
		opts := []string{"main", "release-7", "hotfix"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…", "", opts...)
	}
	const create = "…would you like to create it?…"
	return []corpusCase{
		// Dialogs inside a full-screen program: ripasso's (a password
		// store's manager, in Rust) first start, asking to create the
		// store (its Create button highlighted, then Cancel after Right),
		// then Create pressed, asking for a GPG key's id.
		needs(ask("ripasso-init", "ripasso-cursive", ripasso, want(modes.Confirm, create, "", ">Create", "Cancel"), wait("<Cancel>")), "ripasso-cursive"),
		needs(ask("ripasso-init-cancel", "ripasso-cursive", ripasso, want(modes.Confirm, create, "", "Create", ">Cancel"),
			wait("<Cancel>"), step{keys: "<right>"}, settle), "ripasso-cursive"),
		needs(ask("ripasso-gpg-key", "ripasso-cursive", ripasso, want(modes.Text, "…Please enter your GPG key ID", ""),
			wait("<Cancel>"), step{enter: true, expect: "GPG key ID", timeout: setSlow}), "ripasso-cursive"),

		// Questions on a line of a full-screen program: tlf (a contest
		// logger) on a terminal smaller than it wants, asking `Continue
		// anyway? Y/(N)`; then, answered, its start asking for any key.
		needs(ask("tlf-small-terminal", "tlf", tlf, yesNo("…Continue anyway?", "n"), wait("Continue anyway")), "tlf"),
		needs(ask("tlf-any-key", "tlf", tlf, pressEnter("Press any key to continue!"),
			wait("Continue anyway"), step{text: "y", expect: "Press any key", timeout: setSlow}), "tlf"),

		// A gopher client, sacc, that could not reach its server, asking
		// for a key on its last row.
		needs(ask("sacc-unreachable", "sacc", sacc, pressEnter("…Press a key to continue…"), wait("Press a key")), "sacc"),

		// A list to pick from: yank's lines read from a pipe, the first
		// highlighted in reverse video (also moved down one).
		needs(ask("yank", "yank", yank, branches(0), wait("hotfix")), "yank-cli"),
		needs(ask("yank-moved", "yank", yank, branches(1), wait("hotfix"), down, settle), "yank-cli"),

		// Full-screen programs: tlf's log (after that key), wuzz (an HTTP
		// inspector, in Go; also with an address typed), terminews (a
		// news reader, in Go, with no sites yet), apt-dater's groups of
		// hosts (also moved), boinctui's hosts' configuration over its
		// offline window (also closed with Esc), pacvim's title screen.
		// pacvim's game started was removed, unreached: the Enter sent at
		// its title (also after a few keys) did not start it, though by
		// hand, in tmux, an Enter sent a second after the title does.
		needs(is(modes.TUI, "tlf-log", "tlf", tlf, wait("Continue anyway"), step{text: "y", expect: "Press any key", timeout: setSlow},
			step{text: "x", timeout: setSlow}, wait("== cqww =="), settle), "tlf"),
		needs(is(modes.TUI, "wuzz", "wuzz", wuzz, wait("Response body")), "wuzz"),
		needs(is(modes.TUI, "wuzz-url-typed", "wuzz", wuzz, wait("Response body"), step{text: "127.0.0.1:9/x", expect: "127.0.0.1:9/x", timeout: setSlow}, settle), "wuzz"),
		needs(is(modes.TUI, "terminews", "terminews", terminews, wait("No news yet")), "terminews"),
		needs(is(modes.TUI, "apt-dater", "apt-dater", aptDater, wait("Updates pending")), "apt-dater"),
		needs(is(modes.TUI, "apt-dater-moved", "apt-dater", aptDater, wait("Updates pending"), down, settle), "apt-dater"),
		needs(is(modes.TUI, "boinctui", "boinctui", boinctui, wait("Configuration")), "boinctui"),
		needs(is(modes.TUI, "boinctui-closed", "boinctui", boinctui, wait("Configuration"), step{keys: "<esc>"}, settle), "boinctui"),
		needs(is(modes.TUI, "pacvim", "pacvim", pacvim, wait("PRESS ENTER TO PLAY")), gamePath("pacvim")),
	}
}

// TestModesThirtysixth drives the thirty-sixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirtysixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesThirtysixth(t *testing.T) { captureSet(t, thirtysixthDir, thirtysixthSet()) }
