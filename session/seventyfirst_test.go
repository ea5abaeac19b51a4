package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// seventyfirstDir holds the seventyfirst set (issue 44, seventy-first
// round): live cases of Debian programs from sections other sets rarely
// reached (a small Lisp's interpreter, a grep's query interface, a SIP
// phone's console, a search engine's omniprompt, a shell library's
// interactive steps, a translation checker), none of which any other
// test, table, fixture or doc of agentty names, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand in
// tmux outside agentty) and committed before its screen was captured.
const seventyfirstDir = "../testdata/modes-seventyfirst"

// The seventyfirst set's preparations: a few lines for ugrep's query
// interface to search, a French catalogue for acheck to check.
const (
	seventyfirstHosts = `printf 'relay-fra mirror\nrelay-ord mirror\nrelay-nrt standby\n' > hosts.txt`
	seventyfirstPO    = `printf 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: fr\\n"\n\nmsgid "Open the file."\nmsgstr "ouvrir le fichier"\n' > fr.po`
)

// seventyfirstShellia is shellia's example script, run in its
// interactive mode.
const seventyfirstShellia = "/usr/share/doc/shellia/examples/hello_world"

// seventyfirstSet is the seventyfirst set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func seventyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	zenlisp := unseenHome(notes, "zenlisp")
	ugrep := unseenHome(shPrep(seventyfirstHosts), "ugrep", "-Q")
	linphonec := unseenHome(notes, "linphonec")
	ddgr := unseenHome(notes, "ddgr")
	shellia := unseenHome(notes, "sh", seventyfirstShellia, "-i")
	acheck := unseenHome(shPrep(seventyfirstPO), "acheck", "fr.po")
	return []corpusCase{
		// REPLs, at their prompt and after a command: zenlisp (no prompt
		// drawn, the cursor on the line under its banner), linphone's
		// console linphonec, ddgr's omniprompt (no search made).
		needs(is(modes.REPL, "zenlisp", "zenlisp", zenlisp, wait("Nils M Holm")), "zenlisp"),
		needs(is(modes.REPL, "zenlisp-after-command", "zenlisp", zenlisp, wait("Nils M Holm"), typed("(cons 'a '(b c))", "=> "), settle), "zenlisp"),
		needs(is(modes.REPL, "linphonec", "linphonec", linphonec, wait("linphonec>"), settle), "linphonec"),
		needs(is(modes.REPL, "linphonec-after-command", "linphonec", linphonec, wait("linphonec>"), settle, typed("help", "Exit linphonec"), settle), "linphonec"),
		needs(is(modes.REPL, "ddgr", "ddgr", ddgr, wait("ddgr (? for help)")), "ddgr"),
		needs(is(modes.REPL, "ddgr-after-command", "ddgr", ddgr, wait("ddgr (? for help)"), typed("?", "omniprompt keys"), settle), "ddgr"),

		// Full-screen: ugrep's query interface (-Q), at its start, with a
		// pattern typed, and its help of keys and options (F1).
		needs(is(modes.TUI, "ugrep-query", "ugrep", ugrep, wait("relay-nrt standby"), settle), "ugrep"),
		needs(is(modes.TUI, "ugrep-query-typed", "ugrep", ugrep, wait("relay-nrt standby"), settle, step{text: "row 099", expect: "row 099 of the file", timeout: setSlow}, settle), "ugrep"),
		needs(is(modes.TUI, "ugrep-query-help", "ugrep", ugrep, wait("relay-nrt standby"), settle, step{keys: "<f1>", expect: "help and options", timeout: setSlow}, settle), "ugrep"),

		// Questions: shellia's menu of a script's steps, its default the
		// next step (also after the first step run by Enter); acheck's
		// line asking to press Enter (Text::Aspell not installed).
		needs(ask("shellia", "shellia", shellia,
			want(modes.Select, "…", "1", `1|echo "hello"`, `2|echo "world"`, "d|... change dbg: 0", "c|continue without questions", "q|quit"), wait("? [1]")), seventyfirstShellia),
		needs(ask("shellia-after-step", "shellia", shellia,
			want(modes.Select, "…", "2", `1|echo "hello"`, `2|echo "world"`, "d|... change dbg: 0", "q|quit"), wait("? [1]"), step{enter: true, expect: "? [2]", timeout: setSlow}, settle), seventyfirstShellia),
		needs(ask("acheck", "acheck", acheck, pressEnter("Press 'Enter' to continue"), wait("Press 'Enter'")), "acheck"),
	}
}

// TestModesSeventyfirst drives the seventyfirst set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/seventyfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSeventyfirst(t *testing.T) { captureSet(t, seventyfirstDir, seventyfirstSet()) }
