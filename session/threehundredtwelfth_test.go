package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwelfthDir holds the threehundredtwelfth set (issue 44,
// three-hundred-and-twelfth round): live cases of dialogs and forms drawn
// by full-screen programs on TUI toolkits, programs that cannot run here
// (no PyPI, no Go or Haskell build of them, no server to talk to),
// imitated by a fixture of its own (one script run by Debian's python3
// and its curses, on the alternate screen, keys read one at a time, raw,
// not echoed), each drawing what the program draws at one of its moments
// (its words, layout, boxes, buttons, colours, reverse video and cursor,
// from its documentation, source and published screenshots as known):
// Textual Paint on Textual (its canvas, its Open dialog, also typed
// into, its `Save changes to Untitled?` message box, also moved, its
// Attributes dialog), conjure-up on urwid (its spells, also moved, its
// clouds, its credential form's key and secret, deploying), Matterhorn on
// Brick (its login form's three fields, connecting, its channel
// switcher) and tut on tview (its timeline, a modal asking to delete a
// toot, also moved, its links, a poll to vote in, also ticked). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: grepped (git grep -il) were textual-paint, textual
// paint, odhner, 1j01, conjure, conjure-up, matterhorn, matterhorn-chat,
// jtdaugherty, daugherty, tut (as a word), lindroth, rasmuslindroth (the
// toolkits Textual, urwid, Brick and tview are named elsewhere, and
// Mattermost and Mastodon, the servers the clients talk to; none of these
// made the programs). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const threehundredtwelfthDir = "../testdata/modes-threehundredtwelfth"

// threehundredtwelfthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredtwelfthScript = setFixtures("threehundredtwelfth").script

// threehundredtwelfthSet is the threehundredtwelfth set. Labels say what
// a person reads on the screen: a dialog's field where the cursor waits
// is a text question (its label as the question, a value shown in it as
// its default), a masked one a password; a message box of buttons a
// confirm of them (the focused one highlighted); a list in a dialog a
// select (its title or the line asking above it the question), a list of
// boxes to tick a multiselect; a program's own screen with no dialog
// over it a full-screen program; a program at work, a spinner turning
// and no question, running.
func threehundredtwelfthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return threehundredtwelfthScript(py, "py/threehundredtwelfth_dialogs.py", tool)
	}
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	paint, conjure, matter, tut := like("textual-paint"), like("conjure-up"), like("matterhorn"), like("tut")

	// textual-paint-like (Textual Paint, MS Paint in the terminal on
	// Textual): a title bar `✐ Untitled - Paint`, a menu bar `File  Edit
	// View  Image  Colors  Help`, a tools box at the left, a canvas with a
	// drawing, a palette and `For Help, click Help Topics on the Help
	// Menu.` at the foot, the cursor hidden (a full-screen program);
	// Ctrl+O its `Open` window (a title bar in blue with its `×`, a
	// directory tree of /home/ada, `File name:` and its input, the
	// cursor in it, and the buttons `Open` and `Cancel`: a text question,
	// at first and with sketch.ans typed); Ctrl+N its `Paint` message box
	// `⚠  Save changes to Untitled?` over the buttons `Yes`, `No`,
	// `Cancel`, the focused one in blue (a confirm of the three, Yes
	// focused, then No after Tab); Ctrl+E its `Attributes` window, `File
	// last saved:` and `Size on disk:` over `Width:` (80 in its input, the
	// cursor after it) and `Height:` (24), OK and Cancel (a text question
	// whose shown value is 80).
	atPaint := []step{wait("Help Topics on the Help Menu"), settle}
	atOpen := then(atPaint, key("<ctrl-o>", "File name:"), settle)
	atSave := then(atPaint, key("<ctrl-n>", "Save changes to Untitled?"), settle)
	saveQ := "Save changes to Untitled?"

	// conjure-up-like (conjure-up 2.6 on urwid): a magenta header bar
	// `conjure-up` with its version; `Choose a Spell` over a list under
	// `Recommended` (kubernetes-core, kubeflow, openstack-base,
	// hadoop-spark, graylog), the focused one in reverse, its `Spell
	// details` at the right, `[ QUIT ]  [ CONTINUE ]` and `(Q)uit (H)elp
	// (B)ack` at the foot (a select, at first and moved down); Enter,
	// `Choose a Cloud`, `Where would you like to deploy kubernetes-core?`
	// over `Public Clouds` (aws, azure, google) and `Custom Clouds`
	// (localhost, maas, vsphere), the focused one in reverse (a select);
	// Enter on aws, `New Credential Creation`, `Enter your AWS
	// credentials` over `Credential name:` (ada-aws), `AWS Access Key:`
	// and `AWS Secret Access Key:` on grey fields, `Region:` and `< SAVE
	// >`, the focused field's label bold and the cursor in it (a text
	// question; after a key typed and Down, the secret's field, its typing
	// shown as stars: a password); Enter, `Deploying kubernetes-core to
	// aws/us-east-1`, its applications with a spinner turning before each
	// waiting one and a bar filling (at work, no question).
	spells := []string{"kubernetes-core", "kubeflow", "openstack-base", "hadoop-spark", "graylog"}
	clouds := []string{"aws", "azure", "google", "localhost", "maas", "vsphere"}
	atSpells := []step{wait("(Q)uit (H)elp (B)ack"), settle}
	atCloud := then(atSpells, key("<enter>", "Where would you like to deploy"), settle)
	atCreds := then(atCloud, key("<enter>", "Enter your AWS credentials"), settle)
	atSecret := then(atCreds, text("AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"), down, settle)

	// matterhorn-like (Matterhorn, a Mattermost client on Brick): a
	// rounded box titled `Welcome to Matterhorn`, `Please enter your
	// Mattermost credentials to log in.` over `Server URL:`, `Username:`
	// and `Password:`, the focused field on blue with the cursor in it,
	// and `Press Enter to log in or Esc to exit.` (a text question
	// `Server URL:`, at first; its URL typed and Tab, `Username:`; a name
	// typed and Tab, `Password:`, stars shown for what is typed: a
	// password); Enter, `⠋ Connecting to chat.example.com ...` turning
	// in the box (at work, no question); then its channels at the left,
	// the messages of ~ledger-team at the right and `> ` at the foot;
	// Ctrl+G, `Switch to channel [use ^ and $ to anchor]: ` on the
	// bottom row, the cursor after it (a text question).
	atLogin := []step{wait("Press Enter to log in"), settle}
	atUser := then(atLogin, text("chat.example.com", "chat.example.com"), key("<tab>", ""), settle)
	atPass := then(atUser, text("ada", "ada"), key("<tab>", ""), settle)
	atConnect := then(atPass, secret("hunter22"), key("<enter>", "Connecting to chat.example.com"))
	atMain := then(atConnect, wait("[help: F1]"), settle)

	// tut-like (tut, a Mastodon client on tview): a blue bar `tut  Home`,
	// the timeline at the left (the first toot highlighted on blue), the
	// toot at the right, and `[C]ompose [R]eply [B]oost [F]avorite
	// [D]elete [O]pen [V]ote [Q]uit` at the foot (a full-screen
	// program); d, a modal on blue, `Are you sure you want to delete this
	// toot?` over the buttons `Yes` and `No`, the focused one white (a
	// confirm, Yes focused, then No after Tab); o, a box titled `Links`
	// of three URLs, the first on blue (a select); v, a box titled `Vote`,
	// `Which editor do you use most? (multiple choice)` over `[ ] vim`,
	// `[ ] emacs`, `[ ] helix`, `[ ] nano`, the first on blue, and
	// `[Space] toggle  [Enter] vote  [Esc] cancel` (a multiselect, at
	// first and with vim ticked and emacs highlighted).
	atTut := []step{wait("[V]ote [Q]uit"), settle}
	atDelete := then(atTut, text("d", "delete this toot?"), settle)
	atPoll := then(atTut, text("v", "[Space] toggle"), settle)
	deleteQ := "Are you sure you want to delete this toot?"
	pollQ := "Which editor do you use most? (multiple choice)"
	links := []string{"https://git.example.org/ada/ledger/releases/v1.4.2",
		"https://git.example.org/ada/ledger/compare/v1.4.1...v1.4.2",
		"https://ledger.example.org/docs/changelog"}

	return []corpusCase{
		// textual-paint-like: its canvas, the Open dialog (also typed
		// into), the save message box (also moved), the Attributes
		// dialog.
		needs(is(modes.TUI, "textual-paint-like", "textual-paint-like", paint, atPaint...), py),
		needs(ask("textual-paint-like-open", "textual-paint-like", paint, want(modes.Text, "File name:", ""), atOpen...), py),
		needs(ask("textual-paint-like-open-typed", "textual-paint-like", paint, want(modes.Text, "File name:", ""),
			then(atOpen, text("sketch.ans", "sketch.ans"), settle)...), py),
		needs(ask("textual-paint-like-save", "textual-paint-like", paint, want(modes.Confirm, saveQ, "", ">Yes", "No", "Cancel"), atSave...), py),
		needs(ask("textual-paint-like-save-moved", "textual-paint-like", paint, want(modes.Confirm, saveQ, "", "Yes", ">No", "Cancel"),
			then(atSave, key("<tab>", ""), settle)...), py),
		needs(ask("textual-paint-like-attributes", "textual-paint-like", paint, want(modes.Text, "Width:", "80"),
			then(atPaint, key("<ctrl-e>", "Size on disk:"), settle)...), py),

		// conjure-up-like: its spells (also moved), its clouds, its
		// credential form's key and secret, deploying.
		needs(ask("conjure-up-like", "conjure-up-like", conjure, pick("Choose a Spell", 0, spells...), atSpells...), py),
		needs(ask("conjure-up-like-moved", "conjure-up-like", conjure, pick("Choose a Spell", 1, spells...), then(atSpells, down, settle)...), py),
		needs(ask("conjure-up-like-cloud", "conjure-up-like", conjure, pick("Where would you like to deploy kubernetes-core?", 0, clouds...), atCloud...), py),
		needs(ask("conjure-up-like-credentials", "conjure-up-like", conjure, want(modes.Text, "AWS Access Key:", ""), atCreds...), py),
		needs(ask("conjure-up-like-secret", "conjure-up-like", conjure, want(modes.Password, "AWS Secret Access Key:", ""), atSecret...), py),
		needs(running("conjure-up-like-deploying", "conjure-up-like", conjure,
			then(atSecret, secret("wJalrXUtnFEMI"), key("<enter>", "Deploying applications"))...), py),

		// matterhorn-like: its login form's three fields, connecting,
		// its channel switcher.
		needs(ask("matterhorn-like", "matterhorn-like", matter, want(modes.Text, "Server URL:", ""), atLogin...), py),
		needs(ask("matterhorn-like-username", "matterhorn-like", matter, want(modes.Text, "Username:", ""), atUser...), py),
		needs(ask("matterhorn-like-password", "matterhorn-like", matter, want(modes.Password, "Password:", ""), atPass...), py),
		needs(running("matterhorn-like-connecting", "matterhorn-like", matter, atConnect...), py),
		needs(ask("matterhorn-like-switch", "matterhorn-like", matter, want(modes.Text, "Switch to channel [use ^ and $ to anchor]:", ""),
			then(atMain, key("<ctrl-g>", "Switch to channel"), settle)...), py),

		// tut-like: its timeline, the delete modal (also moved), its
		// links, a poll (also ticked).
		needs(is(modes.TUI, "tut-like", "tut-like", tut, atTut...), py),
		needs(ask("tut-like-delete", "tut-like", tut, want(modes.Confirm, deleteQ, "", ">Yes", "No"), atDelete...), py),
		needs(ask("tut-like-delete-moved", "tut-like", tut, want(modes.Confirm, deleteQ, "", "Yes", ">No"),
			then(atDelete, key("<tab>", ""), settle)...), py),
		needs(ask("tut-like-links", "tut-like", tut, pick("Links", 0, links...), then(atTut, text("o", "docs/changelog"), settle)...), py),
		needs(ask("tut-like-poll", "tut-like", tut, want(modes.Multiselect, pollQ, "", ">[ ] vim", "[ ] emacs", "[ ] helix", "[ ] nano"), atPoll...), py),
		needs(ask("tut-like-poll-ticked", "tut-like", tut, want(modes.Multiselect, pollQ, "", "[x] vim", ">[ ] emacs", "[ ] helix", "[ ] nano"),
			then(atPoll, key("<space>", "[x] vim"), down, settle)...), py),
	}
}

// TestModesThreehundredtwelfth drives the threehundredtwelfth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/threehundredtwelfth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesThreehundredtwelfth(t *testing.T) {
	captureSet(t, threehundredtwelfthDir, threehundredtwelfthSet())
}
