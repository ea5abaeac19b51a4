package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightyfirstDir holds the twohundredeightyfirst set (issue
// 44, two-hundred-and-eighty-first round): live cases of full-screen
// system administration tools' dialogs and forms that cannot run here
// (they want a firewall's daemon, a boot disk and real drives, a whole
// security distribution, root and debconf), imitated by a fixture of its
// own (Debian's python3 and its curses, keys read one at a time, raw and
// not echoed), each drawing what the real tool draws at its moments (its
// words, layout, boxes, colours, reverse video and cursor, from its
// documentation, source and published screenshots as known): Vuurmuur's
// vuurmuur_conf (its main menu, moved, its rules, a rule to delete, a
// new interface's name), Darik's Boot and Nuke (its disks, one ticked,
// its wipe methods, moved, wiping), Security Onion's setup in whiptail
// dialogs (a yes/no, a radio list, moved, an input box, a password box, a
// message box, a gauge) and localepurge's debconf questions (a checklist
// of locales, ticked, three yes/no boxes). None of them, nor their makers,
// is named by any other test, table, fixture or doc of agentty: `git grep
// -il` found nothing for vuurmuur, vuurmuur_conf, victor julien, dban,
// darik, darik's, "security onion", securityonion, so-setup, localepurge
// and path-exclude. Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const twohundredeightyfirstDir = "../testdata/modes-twohundredeightyfirst"

// twohundredeightyfirstScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredeightyfirstScript = setFixtures("twohundredeightyfirst").script

// twohundredeightyfirstSet is the twohundredeightyfirst set. Labels say
// what a person reads on the screen: a select for a menu or list whose
// highlighted row Enter picks (its title or the sentence over it as the
// question, `…` where the box has none; a radio list's mark as the
// entry's tick), a multiselect for a checklist ticked with Space, a
// confirm for a box of buttons (the focused one highlighted), a text
// question for an input box (the value in it its default), a password
// for a box that shows stars, tui for a list of work with its keys at
// the foot, and a full-screen program at work (a gauge, a wipe's
// progress) running with no question.
func twohundredeightyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredeightyfirstScript(py, "py/twohundredeightyfirst_tui.py", tool)
	}
	// working is a full-screen program at work, drawing, no question.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.TUI, state: Running}
	}
	// mark highlights the entry h of opts.
	mark := func(h int, opts ...string) []string {
		o := append([]string{}, opts...)
		o[h] = ">" + o[h]
		return o
	}
	vuurmuur, dban, so, purge := like("vuurmuur"), like("dban"), like("so-setup"), like("localepurge")

	// vuurmuur-like (Vuurmuur's vuurmuur_conf, ncurses, white on blue, a
	// cyan title row `Vuurmuur_conf 0.8` and a cyan foot row of keys
	// `[F10] Quit [F12] Help`): a box ` Main Menu ` (its title yellow) of
	// twelve entries, Rules in reverse video, the cursor on it, and a
	// yellow help line under it (`Edit the firewall rules.`): a select,
	// at first and moved down twice (Interfaces); Rules and Enter, a box
	// ` Rules ` of seven rules under a yellow header `Nr Action Service
	// Source Destination Options`, the first in reverse video, `[INS] New
	// [DEL] Remove [RET] Edit [F4] Search [F10] Back` at the foot (tui);
	// down twice and Delete, a red box ` Confirm `: `Are you sure you
	// want to delete this rule?` over Yes and No, No highlighted (a
	// confirm, No focused); Interfaces and Enter, then Insert, a grey box
	// ` New Interface `: `Please enter the name of the new interface (e.g.
	// lan, wan, dmz):` over an empty underlined field, the cursor in it (a
	// text question, no default).
	atMain := []step{wait("Edit the firewall rules.")}
	atRules := then(atMain, key("<enter>", "Destination"))
	mainMenu := func(h int) *modes.Prompt {
		return want(modes.Select, "Main Menu", "", mark(h, "Rules", "Zones", "Interfaces", "Services",
			"Vrmr Options", "Logview", "Status", "Connections", "Bandwidth usage", "Application Settings", "About", "Quit")...)
	}

	// dban-like (Darik's Boot and Nuke 2.3.0, white on blue, its title
	// row in reverse video): an ` Options ` box (Entropy, PRNG, `Method:
	// DoD Short`, Verify, Rounds) beside an empty ` Statistics ` box over
	// an untitled box of four disks, each after `[    ]`, the first in
	// reverse video, the cursor on it, `P=PRNG M=Method V=Verify R=Rounds
	// J=Up K=Down Space=Select F10=Start` on the last row: a checklist,
	// at first and with the first ticked by Space (`[wipe]`); M, the box
	// holds six wipe methods, DoD Short (the current) in reverse video,
	// its security level and description beside them, `J=Up K=Down
	// Space=Select` at the foot: a select, at first and moved down once
	// (DoD 5220.22-M); Space there and F10, the wipe: the statistics
	// filled (runtime, remaining, throughput turning), the ticked disk
	// over `[NN.NN%, round 1 of 1, pass 1 of 7] [writing] [NNN MB/s]`
	// rising, the cursor hidden (at work, no question).
	atDisks := []step{wait("F10=Start")}
	atMethods := then(atDisks, space, settle, key("m", "Security Level"))
	disks := func(ticked bool) *modes.Prompt {
		first := "[ ] "
		if ticked {
			first = "[x] "
		}
		return want(modes.Multiselect, "…", "",
			">"+first+"ATA Disk  WDC WD5000AAKX-0  465GB   WD-WCC2EK123456",
			"[ ] ATA Disk  ST1000DM003-1CH1  931GB   Z1D4ABCD",
			"[ ] ATA Disk  SAMSUNG SSD 850   232GB   S21PNXAG401234",
			"[ ] USB Disk  SanDisk Cruzer    14GB    4C530001171121")
	}
	methods := func(h int) *modes.Prompt {
		return want(modes.Select, "…", "", mark(h, "Quick Erase", "RCMP TSSIT OPS-II", "DoD Short",
			"DoD 5220.22-M", "Gutmann Wipe", "PRNG Stream")...)
	}

	// so-setup-like (Security Onion's setup, whiptail: a blue ground
	// under the back title `Security Onion Setup`, grey windows with a
	// red title, the focused button or entry white on red): ` Security
	// Onion Setup `'s welcome, `Welcome to Security Onion Setup!`, what
	// setup will do and `Would you like to continue?` over <Yes> (focused)
	// and <No> (a confirm); Enter, ` Install Type `: `What kind of
	// installation would you like to do?` and `Press SPACE to select an
	// option, then ENTER to continue.` over five entries each a tag and a
	// description, `(*)` before EVAL, EVAL highlighted, <Ok> <Cancel>: a
	// select, at first and moved down once (STANDALONE highlighted, EVAL
	// still marked); Enter, ` Hostname `: `Enter the hostname (not FQDN)
	// you would like to set:` over a field holding securityonion, the
	// cursor after it (a text question, that its default); Enter, ` Web
	// Admin Password `: `Enter a password for the web admin user:` over
	// an empty field (a password), and with seven stars typed; Enter, `
	// Minimum Requirements `'s message and one <Ok> (a choice of Ok);
	// Enter, the gauge: `Installing salt...`, `Please wait while Security
	// Onion is installed.` and a bar whose percent rises (at work).
	atWelcome := []step{wait("Would you like to continue?")}
	atType := then(atWelcome, key("<enter>", "What kind of installation"))
	atHost := then(atType, key("<enter>", "Enter the hostname"))
	atPassword := then(atHost, key("<enter>", "web admin user"))
	atMinimum := then(atPassword, secret("secret1"), key("<enter>", "Minimum Requirements"))
	installType := func(h int) *modes.Prompt {
		return want(modes.Select, "What kind of installation would you like to do?", "", mark(h,
			"[x] EVAL|Evaluation mode (not for production)", "[ ] STANDALONE|Standalone production install",
			"[ ] IMPORT|Import PCAP or log files", "[ ] DISTRIBUTED|Distributed install submenu",
			"[ ] DESKTOP|Install Security Onion Desktop")...)
	}

	// localepurge-like (localepurge's questions in debconf's whiptail
	// front end: the back title `Package configuration`, each window `
	// Configuring localepurge `): what localepurge removes and `Locale
	// files to keep on this system:` over a checklist of language codes,
	// eight shown (aa … bn) each after `[ ]`, a scroll mark, the first
	// highlighted, <Ok> <Cancel>: a multiselect, at first and moved down
	// twice with am ticked by Space; Enter, what dpkg's --path-exclude
	// does over `Use dpkg --path-exclude?` and <Yes> (focused) <No> (a
	// confirm); Enter, `Also delete localized man pages?` (a confirm);
	// Enter, `Inform about new locales?` (a confirm).
	atLocales := []step{wait("Locale files to keep")}
	atExclude := then(atLocales, key("<enter>", "Use dpkg --path-exclude?"))
	atMan := then(atExclude, key("<enter>", "Also delete localized"))
	locales := func(h, ticked int) *modes.Prompt {
		codes := []string{"aa", "af", "am", "an", "ar", "be", "bg", "bn"}
		for i := range codes {
			if i == ticked {
				codes[i] = "[x] " + codes[i]
			} else {
				codes[i] = "[ ] " + codes[i]
			}
		}
		return want(modes.Multiselect, "Locale files to keep on this system:", "", mark(h, codes...)...)
	}
	yesBox := func(q string) *modes.Prompt { return want(modes.Confirm, q, "", ">Yes", "No") }

	return []corpusCase{
		needs(ask("vuurmuur-like", "vuurmuur-like", vuurmuur, mainMenu(0), then(atMain, settle)...), py),
		needs(ask("vuurmuur-like-moved", "vuurmuur-like", vuurmuur, mainMenu(2),
			then(atMain, down, down, key("", "Edit the network interfaces."), settle)...), py),
		needs(is(modes.TUI, "vuurmuur-like-rules", "vuurmuur-like", vuurmuur, then(atRules, settle)...), py),
		needs(ask("vuurmuur-like-delete", "vuurmuur-like", vuurmuur,
			want(modes.Confirm, "Are you sure you want to delete this rule?", "", "Yes", ">No"),
			then(atRules, down, down, key("<delete>", "delete this rule?"), settle)...), py),
		needs(ask("vuurmuur-like-new-interface", "vuurmuur-like", vuurmuur,
			want(modes.Text, "Please enter the name of the new interface (e.g. lan, wan, dmz):", ""),
			then(atMain, down, down, key("<enter>", "IP address"), key("<insert>", "new interface"), settle)...), py),

		needs(ask("dban-like", "dban-like", dban, disks(false), then(atDisks, settle)...), py),
		needs(ask("dban-like-ticked", "dban-like", dban, disks(true), then(atDisks, space, key("", "[wipe]"), settle)...), py),
		needs(ask("dban-like-methods", "dban-like", dban, methods(2), then(atMethods, settle)...), py),
		needs(ask("dban-like-methods-moved", "dban-like", dban, methods(3),
			then(atMethods, down, key("", "7 passes"), settle)...), py),
		needs(working("dban-like-wiping", "dban-like", dban,
			then(atMethods, down, key("", "7 passes"), space, key("", "F10=Start"), key("<f10>", "pass 1 of 7"))...), py),

		needs(ask("so-setup-like", "so-setup-like", so, yesBox("Would you like to continue?"), then(atWelcome, settle)...), py),
		needs(ask("so-setup-like-type", "so-setup-like", so, installType(0), then(atType, settle)...), py),
		needs(ask("so-setup-like-type-moved", "so-setup-like", so, installType(1), then(atType, down, settle)...), py),
		needs(ask("so-setup-like-hostname", "so-setup-like", so,
			want(modes.Text, "Enter the hostname (not FQDN) you would like to set:", "securityonion"), then(atHost, settle)...), py),
		needs(ask("so-setup-like-password", "so-setup-like", so,
			want(modes.Password, "Enter a password for the web admin user:", ""), then(atPassword, settle)...), py),
		needs(ask("so-setup-like-password-typed", "so-setup-like", so,
			want(modes.Password, "Enter a password for the web admin user:", ""),
			then(atPassword, text("secret1", "*******"), settle)...), py),
		needs(ask("so-setup-like-minimum", "so-setup-like", so, want(modes.Choice,
			"This machine has 8GB of RAM. Security Onion requires at least 12GB of RAM for an EVAL install. "+
				"Setup will continue, but performance may suffer.", "", ">Ok"), then(atMinimum, settle)...), py),
		needs(working("so-setup-like-installing", "so-setup-like", so,
			then(atMinimum, key("<enter>", "Please wait while"))...), py),

		needs(ask("localepurge-like", "localepurge-like", purge, locales(0, -1), then(atLocales, settle)...), py),
		needs(ask("localepurge-like-ticked", "localepurge-like", purge, locales(2, 2),
			then(atLocales, down, down, space, key("", "[*] am"), settle)...), py),
		needs(ask("localepurge-like-exclude", "localepurge-like", purge, yesBox("Use dpkg --path-exclude?"),
			then(atExclude, settle)...), py),
		needs(ask("localepurge-like-man", "localepurge-like", purge, yesBox("Also delete localized man pages?"),
			then(atMan, settle)...), py),
		needs(ask("localepurge-like-new", "localepurge-like", purge, yesBox("Inform about new locales?"),
			then(atMan, key("<enter>", "Inform about new"), settle)...), py),
	}
}

// TestModesTwohundredeightyfirst drives the twohundredeightyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightyfirst(t *testing.T) {
	captureSet(t, twohundredeightyfirstDir, twohundredeightyfirstSet())
}
