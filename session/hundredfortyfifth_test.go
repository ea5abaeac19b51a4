package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortyfifthDir holds the hundredfortyfifth set (issue 44,
// hundred-and-forty-fifth round): live cases of real programs from
// Debian's packages that no other test, table, fixture or doc of agentty
// names (each program and its package grepped unnamed before it was
// chosen): a music player's file selector, an image viewer drawn in
// characters, two system monitors, a mail reader's setup questions and a
// mail reader's pager, each at its first screen, after a key or two,
// with its help screen or its own search or command prompt open. Each
// case's label (mode, state, prompt kind, question, default, options)
// was written from what a person reads on the program's screen, run by
// hand in tmux outside agentty, and committed before its screen was
// captured.
const hundredfortyfifthDir = "../testdata/modes-hundredfortyfifth"

// hundredfortyfifthFiles is where the set's files are (the picture the
// image viewer shows).
const hundredfortyfifthFiles = "../testdata/hundredfortyfifth/files"

// hundredfortyfifthMaildir writes a maildir of three messages into the
// case's home and makes them mblaze's current sequence.
const hundredfortyfifthMaildir = `export HOME="$PWD" && mkdir -p .mblaze Mail/INBOX/cur Mail/INBOX/new Mail/INBOX/tmp && ` +
	`for i in 1 2 3; do printf 'From: Grace Hopper <grace@example.org>\nTo: ada@example.org\nSubject: Relay report %s\nDate: Tue, 0%s Oct 2024 09:00:00 +0000\nMessage-Id: <r%s@example.org>\n\nThe relay moved %s batches last night.\nAll of them arrived.\n\n-- \nGrace\n' $i $i $i $i >Mail/INBOX/cur/100$i.relay:2,S; done && ` +
	`mlist Mail/INBOX | mblaze-sort -d | mseq -S >/dev/null`

// hundredfortyfifthSet is the hundredfortyfifth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredfortyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// picture copies the set's picture into the case's home.
	picture := func(t *testing.T, dir string) {
		notes(t, dir)
		src, err := filepath.Abs(filepath.Join(hundredfortyfifthFiles, "relay.png"))
		if err != nil {
			t.Fatal(err)
		}
		sh(t, dir, "cp '"+src+"' relay.png")
	}
	// asUser names the user sup-config offers as the name (it reads
	// USER, and stops where it is unset).
	asUser := func(o opener) opener {
		return func(t *testing.T, f *fixtures) Options {
			op := o(t, f)
			op.Env["USER"] = "ada"
			return op
		}
	}
	ocp := unseenHome(notes, "ocp-curses", "-spdevpNone")
	fim := unseenHome(picture, "fim", "-o", "aa", "relay.png")
	mless := unseenHome(shPrep(hundredfortyfifthMaildir), "mblaze-less", "1")
	sup := asUser(unseenHome(notes, "sup-config"))
	const supName = `What's your name?`
	toSources := []step{wait(supName), typed("", "email address?"), typed("", "Alternate email"), typed("", "signature?"),
		typed("", "editor would you like"), typed("", "12h"), typed("24h", "Your wish?")}
	return []corpusCase{
		// A music player: Open Cubic Player's curses file selector (no
		// sound device, its player set to none) at first, moved down a
		// row, with its hypertext help open (F1), and with two letters
		// typed into its quickfind field.
		needs(is(modes.TUI, "ocp", "ocp-curses", ocp, wait("quickfind")), "ocp-curses"),
		needs(is(modes.TUI, "ocp-moved", "ocp-curses", ocp, wait("quickfind"), step{keys: "<down>"}, settle), "ocp-curses"),
		needs(is(modes.TUI, "ocp-help", "ocp-curses", ocp, wait("quickfind"), step{keys: "<f1>", expect: "Using help", timeout: setSlow}, settle), "ocp-curses"),
		needs(is(modes.TUI, "ocp-quickfind", "ocp-curses", ocp, wait("quickfind"), step{text: "me", expect: "[me", timeout: setSlow}, settle), "ocp-curses"),

		// An image viewer: fim drawing a picture in characters (aalib),
		// at first, zoomed in with +, and with its own command line
		// (`:`) open on its last row.
		needs(is(modes.TUI, "fim", "fim", fim, wait("C-h - Help"), settle), "fim"),
		needs(is(modes.TUI, "fim-zoomed", "fim", fim, wait("C-h - Help"), settle, step{keys: "+"}, settle), "fim"),
		needs(is(modes.TUI, "fim-command", "fim", fim, wait("C-h - Help"), settle, step{keys: ":"}, settle), "fim"),

		// System monitors: faultstat's top mode (-T), its page faulters
		// redrawn each second, and bpfmon's graphs of the loopback's TCP
		// bytes and packets (as root, to capture).
		needs(is(modes.TUI, "faultstat-top", "faultstat", unseenHome(notes, "faultstat", "-T"), wait("Major"), settle), "faultstat"),
		needs(is(modes.TUI, "bpfmon", "bpfmon", rootCase(unseenHome(notes, "bpfmon", "lo", "tcp")), wait("bytes per second"), settle), "bpfmon"),

		// A mail reader's pager: mblaze's mblaze-less (mless) showing the
		// first of three messages under their scan lines, the next one
		// after :n, and with its search prompt (/) open. The next one was
		// driven again, its label unchanged: it waited for `message 2`,
		// where the status row counts the scan as the first and says
		// `mless 2 (message 3 of 4)`; it now waits for `mless 2`.
		needs(is(modes.Pager, "mblaze-less", "mblaze-less", mless, wait("Relay report 1"), settle), "mblaze-less", "mlist", "mseq"),
		needs(is(modes.Pager, "mblaze-less-next", "mblaze-less", mless, wait("Relay report 1"), settle, step{text: ":n", expect: "mless 2", timeout: setSlow}, settle), "mblaze-less", "mlist", "mseq"),
		needs(is(modes.Pager, "mblaze-less-search", "mblaze-less", mless, wait("Relay report 1"), settle, step{keys: "/"}, settle), "mblaze-less", "mlist", "mseq"),

		// A mail reader's questions: sup-config (sup-mail's setup) asking
		// a line at a time, its default told as `(enter for "…")`: the
		// name, the primary address, the alternates, the signature file,
		// and its numbered menus of sources and of a source's type over
		// `Your wish?` and `What type of mail source is it?`.
		needs(ask("sup-config", "sup-config", sup, want(modes.Text, supName, "ada"), wait(supName)), "sup-config"),
		needs(ask("sup-config-email", "sup-config", sup, want(modes.Text, "What's your (primary) email address?", "ada@localhost"),
			wait(supName), typed("", "email address?")), "sup-config"),
		needs(ask("sup-config-alternates", "sup-config", sup, want(modes.Text, "Alternate email addresses:", ""),
			wait(supName), typed("", "email address?"), typed("", "Alternate email")), "sup-config"),
		needs(ask("sup-config-signature", "sup-config", sup, want(modes.Text, "What file contains your signature?", "…/.signature"),
			wait(supName), typed("", "email address?"), typed("", "Alternate email"), typed("", "signature?")), "sup-config"),
		needs(ask("sup-config-sources", "sup-config", sup, want(modes.Select, "Your wish?", "", "1|Add a new source.", "2|Done adding sources!"),
			toSources...), "sup-config"),
		needs(ask("sup-config-source-type", "sup-config", sup,
			want(modes.Select, "What type of mail source is it?", "", "1|mbox file", "2|maildir directory", "3|Get me out of here!"),
			append(append([]step{}, toSources...), typed("1", "type of mail source"))...), "sup-config"),
	}
}

// TestModesHundredfortyfifth drives the hundredfortyfifth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfortyfifth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfortyfifth(t *testing.T) {
	captureSet(t, hundredfortyfifthDir, hundredfortyfifthSet())
}
