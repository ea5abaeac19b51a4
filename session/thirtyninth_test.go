package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtyninthDir holds the thirty-ninth set (issue 44, thirty-ninth
// round): live cases of Debian programs (REPLs, pagers, a full-screen
// file browser with its questions, line questions and password prompts)
// that no other test, table, fixture or doc of agentty names, to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default, options
// and the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand outside
// agentty) and committed before its screen was captured.
const thirtyninthDir = "../testdata/modes-thirtyninth"

// The thirty-ninth set's preparation: an empty opam repository in the
// home, for opam init to start from without a network.
const thirtyninthOpamRepo = `mkdir -p repo/packages && printf 'opam-version: "2.0"\n' > repo/repo`

// thirtyninthSet is the thirty-ninth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func thirtyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	pin := func(expect string) step {
		return step{text: "hunter22", enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	right, pgdn := step{keys: "<right>"}, step{keys: "<pgdn>"}
	r := unseenHome(notes, "R", "--no-save", "--no-restore")
	rAsking := unseenHome(notes, "R", "--no-restore")
	gdl := unseenHome(notes, "gdl")
	ij := unseenHome(notes, "ij")
	opamInit := unseenHome(shPrep(thirtyninthOpamRepo), "opam", "init", "--bare", "-k", "local", "default", "{dir}/repo")
	opamHelp := unseenHome(notes, "opam", "help", "init")
	doveadm := unseenHome(notes, "doveadm", "pw")
	prosody := rootCase(unseenHome(notes, "prosodyctl", "adduser", "relay@localhost"))
	pilot := unseenHome(notes, "pilot")
	httpie := unseenHome(notes, "http", "-a", "relay", "http://127.0.0.1:9/status")
	const rWait = "Type 'q()' to quit R."
	mirrors := want(modes.Select, "…", "",
		"60|Russia (Moscow) [https]", "61|South Africa (Johannesburg) [https]", "62|Spain (A Coruña) [https]",
		"63|Spain (Madrid) [https]", "64|Sweden (Borås) [https]", "65|Sweden (Umeå) [https]", "66|Switzerland [https]",
		"67|Taiwan (Taipei) [https]", "68|Turkey (Denizli) [https]", "69|Turkey (Istanbul) [https]", "70|Turkey (Mersin) [https]",
		"71|UK (Bristol) [https]", "72|UK (London 1) [https]", "73|USA (IA) [https]", "74|USA (KS) [https]", "75|USA (MI) [https]",
		"76|USA (OH) [https]", "77|USA (OR) [https]", "78|USA (TN) [https]", "79|USA (TX 1) [https]", "80|Uruguay [https]",
		"81|(other mirrors)")
	return []corpusCase{
		// REPLs, at their prompt and after a line typed: R, the GNU Data
		// Language (also after a syntax error), Apache Derby's ij (after
		// a statement with no connection, and after one answered).
		needs(is(modes.REPL, "r", "R", r, wait(rWait)), "R"),
		needs(is(modes.REPL, "r-after-command", "R", r, wait(rWait), typed("6*7", "[1] 42"), settle), "R"),
		needs(is(modes.REPL, "gdl", "gdl", gdl, wait("GDL>")), "gdl"),
		needs(is(modes.REPL, "gdl-after-command", "gdl", gdl, wait("GDL>"), typed("print, 6*7", "42"), settle), "gdl"),
		needs(is(modes.REPL, "gdl-after-error", "gdl", gdl, wait("GDL>"), typed("x = [1,2,3", "syntax error"), settle), "gdl"),
		needs(is(modes.REPL, "ij", "ij", ij, wait("ij>")), "ij", "java"),
		needs(is(modes.REPL, "ij-after-error", "ij", ij, wait("ij>"), typed("values 6*7;", "Unable to establish connection"), settle), "ij", "java"),
		needs(is(modes.REPL, "ij-after-command", "ij", ij, wait("ij>"),
			step{text: "connect 'jdbc:derby:memory:relay;create=true';", enter: true, timeout: setSlow},
			typed("values 6*7;", "1 row selected"), settle), "ij", "java"),

		// Questions asked by R on its line: which help page of two
		// (a numbered menu), whether to save the workspace when quitting
		// (keys y, n, c), which CRAN mirror (a numbered menu longer than
		// the screen, its end shown).
		needs(ask("r-help-choose", "R", r, want(modes.Select, "Choose one", "",
			"1|The Default Scatterplot Function {graphics}", "2|Generic X-Y Plotting {base}"),
			wait(rWait), typed("help(plot)", "Selection:")), "R"),
		needs(ask("r-quit-save", "R", rAsking, want(modes.Choice, "Save workspace image?", "", "y|y", "n|n", "c|c"),
			wait(rWait), typed("q()", "Save workspace image")), "R"),
		needs(ask("r-cran-mirror", "R", r, mirrors, wait(rWait), typed("chooseCRANmirror(graphics=FALSE)", "Selection:")), "R"),

		// Pagers: R's help page of the function picked (at its top and
		// a page down), opam's manual of `opam init` (also a page down).
		needs(is(modes.Pager, "r-help-page", "R", r, wait(rWait), typed("help(plot)", "Selection:"),
			typed("1", "Draw a scatter plot"), settle), "R"),
		needs(is(modes.Pager, "r-help-page-moved", "R", r, wait(rWait), typed("help(plot)", "Selection:"),
			typed("1", "Draw a scatter plot"), settle, pgdn, settle), "R"),
		needs(is(modes.Pager, "opam-help", "opam", opamHelp, wait("OPAM-INIT")), "opam"),
		needs(is(modes.Pager, "opam-help-moved", "opam", opamHelp, wait("OPAM-INIT"), pgdn, settle), "opam"),

		// opam init's setup: whether to change ~/.bash_profile (keys N,
		// y, f, N the default), then the name of another file.
		needs(ask("opam-init-profile", "opam", opamInit, want(modes.Choice, "Do you want opam to modify ~/.bash_profile?", "N", "N|N", "y|y", "f|f"),
			wait("[N/y/f]")), "opam"),
		needs(ask("opam-init-file", "opam", opamInit, want(modes.Text, "Enter the name of the file to update:", ""),
			wait("[N/y/f]"), typed("f", "name of the file")), "opam"),

		// The full-screen file browser pilot (Alpine's): its listing
		// (also moved to a file), the question of deleting that file (Y,
		// N, ^C; No in brackets), the new name of that file (its name
		// given).
		needs(is(modes.TUI, "pilot", "pilot", pilot, wait("(parent dir)")), "pilot"),
		needs(is(modes.TUI, "pilot-moved", "pilot", pilot, wait("(parent dir)"), right, settle), "pilot"),
		needs(ask("pilot-delete", "pilot", pilot, want(modes.Confirm, `Delete file "…long.txt" ?`, "N", "Y|Yes", "N|No", "^C|Cancel"),
			wait("(parent dir)"), right, settle, step{text: "D", expect: "Delete file", timeout: setSlow}), "pilot"),
		needs(ask("pilot-rename", "pilot", pilot, want(modes.Text, "Rename file to:", "long.txt"),
			wait("(parent dir)"), right, settle, step{text: "R", expect: "Rename file to", timeout: setSlow}), "pilot"),

		// Passwords: Dovecot's `doveadm pw` (asked, also with a few
		// characters typed, and asked again), Prosody's new user's (asked
		// and asked again, as root), HTTPie's for basic authentication.
		needs(ask("doveadm-pw", "doveadm", doveadm, want(modes.Password, "Enter new password:", ""), wait("new password")), "doveadm"),
		needs(ask("doveadm-pw-typed", "doveadm", doveadm, want(modes.Password, "Enter new password:", ""), wait("new password"),
			step{text: "hunt", secret: true}, settle), "doveadm"),
		needs(ask("doveadm-pw-again", "doveadm", doveadm, want(modes.Password, "Retype new password:", ""), wait("new password"), pin("Retype")), "doveadm"),
		needs(ask("prosodyctl-adduser", "prosodyctl", prosody, want(modes.Password, "Enter new password:", ""), wait("new password")), "prosodyctl"),
		needs(ask("prosodyctl-adduser-again", "prosodyctl", prosody, want(modes.Password, "Retype new password:", ""),
			wait("new password"), pin("Retype")), "prosodyctl"),
		needs(ask("httpie-password", "http", httpie, want(modes.Password, "http: password for relay@127.0.0.1:9::", ""), wait("password for")), "http"),
	}
}

// TestModesThirtyninth drives the thirty-ninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirtyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesThirtyninth(t *testing.T) { captureSet(t, thirtyninthDir, thirtyninthSet()) }
