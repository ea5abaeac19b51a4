package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftyeighthDir holds the threehundredfiftyeighth set
// (issue 44, three-hundred-and-fifty-eighth round): live cases of
// full-screen forms and wizards drawn by TUI frameworks, in programs
// that Debian does not package (or that cannot run here: no greetd
// daemon, no Jira site, no Proxmox VE server, no installer's disks),
// imitated by a fixture of its own (one script run by Debian's python3
// on the alternate screen, keys read raw one at a time, not echoed, the
// screen drawn whole and written where it changed), each drawing what
// the program draws at one of its moments (its words, frames, colours,
// reverse video and cursor, from its documentation, its source and its
// screenshots as known): apognu's tuigreet (ratatui: a box
// `Authenticate into HOST` whose `Username:` then `Password:` field
// holds the terminal's cursor, an error over the password asked again,
// its `Change session` and `Power` menus in the box's place),
// whyisdifficult's jiratui (Textual: its search selects, work items and
// tabbed details, a `New Work Item` form over the dimmed screen with
// selects, an input, a text area, Save and Cancel, a select's list
// dropped open, a dialog asking to quit), devnullvoid's pvetui (tview:
// its first-run configuration wizard, a form of yellow labels and blue
// fields in a double-lined frame, a drop-down's green list open, a check
// box ticked, a modal asking to save anyway) and oVirt Node's installer
// (urwid: keyboard layouts, a boot disk's radios, installation disks'
// check boxes, a console password's two fields, `< Quit >  < Back >`
// buttons) and Kairos's interactive installer (Bubble Tea: one step at
// a time in a rounded frame, a disk, its options, a user's name and
// password, a summary asking to start). None of them, nor their makers,
// is named by any other test, table, fixture or doc of agentty (grepped
// with `git grep -il`: tuigreet, apognu, popineau, greetd, jiratui,
// whyisdifficult, pvetui, devnullvoid, ovirt, ovirt-node, fabiand,
// kairos, kairos-io, spectro, spectrocloud; Red Hat, oVirt's sponsor, is
// named as a distribution's maker elsewhere; and, found named and left,
// among others: subiquity, conjure-up, archinstall, proxmox, talos,
// termscp, tui-realm, cursive, posting, harlequin, elia, oterm, kaskade,
// dolphie, bagels, calcure, sqlit, toot, zulip-terminal, wicd, lazysql,
// podman-tui, e1s, lazyssh, sshm, discordo, vi-mongo, dblab, godap,
// jira-cli, ktea, gh-dash, superfile, go-blueprint, atmos, encore, pug,
// atac, slumber, rainfrog, gobang, lemurs, npyscreen, asciimatics,
// py_cui, tui-go, clui, ftxui, finalcut, terminal.gui, lanterna, imtui,
// cqroot, huh, gum and charmbracelet). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen
// was captured.
const threehundredfiftyeighthDir = "../testdata/modes-threehundredfiftyeighth"

// threehundredfiftyeighthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfiftyeighthTool(tool string) opener {
	return setFixtures("threehundredfiftyeighth").script(pythonPath, "py/threehundredfiftyeighth_forms.py", tool)
}

// threehundredfiftyeighthSet is the threehundredfiftyeighth set. Labels
// say what a person reads on the screen: a form of many fields (a
// search bar over a table, a work item's form, a configuration wizard)
// is a full-screen program, whichever field holds the cursor; a step
// that asks for one thing (a greeter's or an installer's name or
// password, the cursor in that field) is a question of its label, a
// password where the field is masked; a list under a heading or dropped
// open from a field is a select, its highlighted entry marked (its
// check boxes a multiselect); a dialog or a step asking to go on with
// two answers is a confirm of those answers.
func threehundredfiftyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	secret := func(s string, enter bool) step {
		return step{text: s, enter: enter, secret: true, timeout: setSlow}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// tuigreet-like (apognu's tuigreet as `tuigreet --time --asterisks
	// --greeting …` runs it under greetd; ratatui, the alternate screen):
	// the time `Sun, 29 Nov 2026 - 10:42` at the top, a box `┌
	// Authenticate into kelp-cove ─` holding `Welcome to Kelp Cove.
	// Authorised users only.` and `Username: ` with the cursor after it,
	// the status row ` ESC  Reset  F2  Change command  F3  Choose session
	// F12  Power` at the foot (a text question); ada and Enter, `Username:
	// ada` over `Password: ` and the cursor (a password); hunter2 and
	// Enter, `Authentication failed, please try again.` in red in the
	// greeting's place over the password asked again (the same); F3, the
	// box gone for `Change session` listing Sway, Hyprland, niri, GNOME and
	// Plasma (Wayland), the current one reversed, down once to Hyprland (a
	// select); F12, `Power` listing Shut down (reversed) and Reboot (a
	// select).
	tg := threehundredfiftyeighthTool("tuigreet")
	atUser := []step{wait("Username:"), settle}
	atPass := then(atUser, typed("ada", "Password:"), settle)
	password := want(modes.Password, "Password:", "")

	// jiratui-like (whyisdifficult's jiratui; Textual, the alternate
	// screen, the mouse reported, the cursor hidden): a header `⭘
	// JiraTUI — kelp.atlassian.net`, selects framed with their titles
	// (Project `KELP ▼`, Type, Status and Assignee `Select ▼`), a Search
	// button, `Work Items (7)` (a table of keys, summaries and states,
	// KELP-142 highlighted) beside tabs `Info  Details  Comments  Links`
	// and KELP-142's fields, a footer `^q Quit  ^n New work item  /
	// Search  ^r Refresh … ^p palette` (a full-screen program); ^n, over
	// the screen dimmed, `New Work Item`'s form: Project (`KELP - Kelp
	// Cove ▼`, focused, its border orange), Work Item Type (`Task ▼`),
	// Assignee, Priority (`Medium ▼`), Summary (its placeholder), a
	// Description text area, Save and Cancel, a footer `esc Close  tab
	// Next field  ^s Save` (the full-screen program); Tab, Enter and down,
	// Work Item Type's list dropped open under it, Task, Story
	// (highlighted), Bug, Epic and Sub-task (a select); Enter, Tab three
	// times and `Kelp sensor drops readings at dawn` typed into Summary,
	// Textual's reversed cell after it (the full-screen program); Esc and
	// ^q, a dialog `Are you sure you want to quit?` over Quit (focused,
	// reversed) and Cancel (a confirm of those).
	jt := threehundredfiftyeighthTool("jiratui")
	atMain := []step{wait("Work Items"), settle}
	atNew := then(atMain, key("<ctrl-n>", "New Work Item"), settle)
	atType := then(atNew, key("<tab>", ""), key("<enter>", "Sub-task"), key("<down>", ""), settle)
	atSummary := then(atType, key("<enter>", ""), key("<tab><tab><tab>", ""),
		text("Kelp sensor drops readings at dawn", "readings at dawn"), settle)

	// pvetui-like (devnullvoid's pvetui at its first run; tview, the
	// alternate screen): `pvetui v1.0.4  No configuration found at
	// ~/.config/pvetui/config.yml` over a form framed in double lines,
	// titled ` pvetui Configuration Wizard `: yellow labels and blue
	// fields (Profile name `default`, Proxmox API URL, Username, Realm
	// `pam`, Auth method `Password`, Password, API token ID, API token
	// secret, SSH username `root`, Skip TLS verification and Debug logging
	// check boxes), the buttons Save and Cancel, the cursor after
	// `default`, a row of keys under it (a full-screen program); the URL
	// and root typed, Realm focused and reversed (the full-screen
	// program); Tab, Enter and down, Auth method's green list open under
	// it, Password and API token (highlighted white) (a select); Enter,
	// the token's ID and secret (asterisks) typed, Skip TLS verification
	// ticked `X`, focused (the full-screen program); ^s, the form's frame
	// single, a modal framed double `Could not reach
	// https://pve.kelp.lan:8006` / `(connection refused).` / `Save the
	// configuration anyway?` over `Save anyway` (focused) and `Back` (a
	// confirm of those).
	pv := threehundredfiftyeighthTool("pvetui")
	atWizard := []step{wait("Configuration Wizard"), settle}
	atFilled := then(atWizard, key("<tab>", ""), text("https://pve.kelp.lan:8006", "kelp.lan:8006"), key("<tab>", ""),
		text("root", ""), key("<tab>", ""), settle)
	atAuth := then(atFilled, key("<tab>", ""), key("<enter>", "API token"), key("<down>", ""), settle)
	atTLS := then(atAuth, key("<enter>", ""), key("<tab><tab>", ""), text("root@pam!pvetui", "pam!pvetui"), key("<tab>", ""),
		secret("3f1c9a2e-7b40-4d8e-a1f2-6c9e0b5d7a13", false), key("<tab><tab>", ""), key("<space>", ""), settle)

	// ovirt-like (oVirt Node 3.0's installer; urwid, the alternate
	// screen, the mouse reported): a blue title row `oVirt Node
	// Hypervisor 3.0.6-1.0.201406130959.el6 … Install`, `Keyboard Layout
	// Selection`, `Choose the Keyboard Layout you would like to apply to
	// this system.`, `Current Active Keyboard Layout:  U.S. English`,
	// `Available Keyboard Layouts` over eleven layouts, U.S. English
	// reversed with the cursor on its first cell, `< Quit >  < Back >  <
	// Continue >` and a grey row of keys (a select); Enter, `Boot Device`,
	// `Please select the disk to use for booting oVirt Node` over a
	// table's heading and radios of /dev/sda, /dev/sdb and `Other device:`,
	// down and space, `(X)` on /dev/sdb, its row reversed, the cursor in
	// its mark, `Disk Details` under them (a select); Enter, `Installation
	// Device`, `Please select the disk(s) to use for installation of oVirt
	// Node` over check boxes of both disks, down and space, both `[X]`,
	// /dev/sdb's row reversed (a multiselect); Tab to Continue and Enter,
	// `Require a password for local console access?`, a note, `Password:`
	// and `Confirm Password:`, the cursor in the first (a password); a
	// password typed (asterisks) and Enter, the cursor in the second (a
	// password).
	ov := threehundredfiftyeighthTool("ovirt")
	atKeyboard := []step{wait("Available Keyboard Layouts"), settle}
	atBoot := then(atKeyboard, key("<enter>", "Boot Device"), settle, key("<down>", ""), key("<space>", ""), settle)
	atDevices := then(atBoot, key("<enter>", "Installation Device"), settle, key("<down>", ""), key("<space>", ""), settle)
	atPassword := then(atDevices, key("<tab><tab><tab>", ""), key("<enter>", "Require a password"), settle)
	layouts := []string{"Slovak (qwerty)", "Slovenian", "Spanish", "Swedish", "Swiss French (latin1)",
		"Swiss German (latin1)", "Turkish", ">U.S. English", "U.S. International", "Ukrainian", "United Kingdom"}
	sda := "ata       /dev/sda     QEMU_HARDDISK_QM00001   40.0"
	sdb := "ata       /dev/sdb     QEMU_HARDDISK_QM00002   120.0"

	// kairos-like (Kairos's interactive installer; Bubble Tea, the
	// alternate screen, the cursor hidden): a rounded purple frame, `
	// Kairos Interactive Installer ` on purple, `Select Installation
	// Disk` over `All data on the selected disk will be erased.`, `>
	// /dev/vda (40 GiB)` in pink and `/dev/vdb (120 GiB)`, a grey help row
	// `↑/k up • ↓/j down • enter select • ctrl+c quit` (a select); Enter
	// and down, `Installation Options` over `Disk: /dev/vda (40 GiB)`,
	// Start Install and `> Customize Further (User, SSH Keys, etc.)` (a
	// select); Enter, `Customize Installation`, Enter on User & Password,
	// `User & Password` over a note, `Username:` over `> ` and a grey
	// placeholder username, its first cell reversed, and `Password:` over
	// `> password` grey (a text question); ada typed, Tab and a password
	// typed, `> ***********` and a reversed cell after it (a password);
	// Enter, `✓ User & Password`, down and Enter on `Finish Customization
	// and start Installation`, `Installation Summary` (disk, user, SSH
	// keys, reboot), `This will erase all data on /dev/vda.` in red,
	// `Start the installation?` over `> Yes` in pink and No (a confirm of
	// those).
	ka := threehundredfiftyeighthTool("kairos")
	atDisk := []step{wait("Select Installation Disk"), settle}
	atOptions := then(atDisk, key("<enter>", "Installation Options"), key("<down>", ""), settle)
	atUsername := then(atOptions, key("<enter>", "Customize Installation"), key("<enter>", "Create the user"), settle)
	atKPassword := then(atUsername, text("ada", ""), key("<tab>", ""), secret("tide-pool-7", false), settle)

	return []corpusCase{
		// tuigreet-like: its name, its password, refused and asked
		// again, its sessions, its power menu.
		needs(ask("tuigreet-like", "tuigreet-like", tg, want(modes.Text, "Username:", ""), atUser...), py),
		needs(ask("tuigreet-like-password", "tuigreet-like", tg, password, atPass...), py),
		needs(ask("tuigreet-like-failed", "tuigreet-like", tg, password,
			then(atPass, step{text: "hunter2", enter: true, secret: true, expect: "Authentication failed", timeout: setSlow}, settle)...), py),
		needs(ask("tuigreet-like-sessions", "tuigreet-like", tg,
			want(modes.Select, "Change session", "", "Sway", ">Hyprland", "niri", "GNOME", "Plasma (Wayland)"),
			then(atUser, key("<f3>", "Change session"), key("<down>", ""), settle)...), py),
		needs(ask("tuigreet-like-power", "tuigreet-like", tg, want(modes.Select, "Power", "", ">Shut down", "Reboot"),
			then(atUser, key("<f12>", "Shut down"), settle)...), py),

		// jiratui-like: its work items, a new one's form, a select open,
		// a summary typed, the dialog asking to quit.
		needs(is(modes.TUI, "jiratui-like", "jiratui-like", jt, atMain...), py),
		needs(is(modes.TUI, "jiratui-like-new", "jiratui-like", jt, atNew...), py),
		needs(ask("jiratui-like-type", "jiratui-like", jt,
			want(modes.Select, "Work Item Type", "", "Task", ">Story", "Bug", "Epic", "Sub-task"), atType...), py),
		needs(is(modes.TUI, "jiratui-like-summary", "jiratui-like", jt, atSummary...), py),
		needs(ask("jiratui-like-quit", "jiratui-like", jt, want(modes.Confirm, "Are you sure you want to quit?", "", ">Quit", "Cancel"),
			then(atSummary, key("<esc>", ""), key("<ctrl-q>", "Are you sure you want to quit?"), settle)...), py),

		// pvetui-like: its wizard, filled, a drop-down open, a box
		// ticked, the modal asking to save.
		needs(is(modes.TUI, "pvetui-like", "pvetui-like", pv, atWizard...), py),
		needs(is(modes.TUI, "pvetui-like-filled", "pvetui-like", pv, atFilled...), py),
		needs(ask("pvetui-like-auth", "pvetui-like", pv, want(modes.Select, "Auth method", "", "Password", ">API token"), atAuth...), py),
		needs(is(modes.TUI, "pvetui-like-tls", "pvetui-like", pv, atTLS...), py),
		needs(ask("pvetui-like-save", "pvetui-like", pv,
			want(modes.Confirm, "Save the configuration anyway?", "", ">Save anyway", "Back"),
			then(atTLS, key("<ctrl-s>", "Save the configuration anyway?"), settle)...), py),

		// ovirt-like: its keyboard layouts, the boot disk's radios, the
		// installation disks' boxes, a password and its confirmation.
		needs(ask("ovirt-like", "ovirt-like", ov,
			want(modes.Select, "Choose the Keyboard Layout you would like to apply to this system.", "", layouts...), atKeyboard...), py),
		needs(ask("ovirt-like-boot", "ovirt-like", ov,
			want(modes.Select, "Please select the disk to use for booting oVirt Node", "", sda, ">"+sdb, "Other device:"), atBoot...), py),
		needs(ask("ovirt-like-devices", "ovirt-like", ov,
			ticks("Please select the disk(s) to use for installation of oVirt Node", 1, map[int]bool{0: true, 1: true}, sda, sdb),
			atDevices...), py),
		needs(ask("ovirt-like-password", "ovirt-like", ov, want(modes.Password, "Password:", ""), atPassword...), py),
		needs(ask("ovirt-like-confirm", "ovirt-like", ov, want(modes.Password, "Confirm Password:", ""),
			then(atPassword, secret("kelp-cove-42", true), settle)...), py),

		// kairos-like: its disks, its options, a user's name, its
		// password, the summary asking to start.
		needs(ask("kairos-like", "kairos-like", ka,
			want(modes.Select, "Select Installation Disk", "", ">/dev/vda (40 GiB)", "/dev/vdb (120 GiB)"), atDisk...), py),
		needs(ask("kairos-like-options", "kairos-like", ka,
			want(modes.Select, "Installation Options", "", "Start Install", ">Customize Further (User, SSH Keys, etc.)"), atOptions...), py),
		needs(ask("kairos-like-user", "kairos-like", ka, want(modes.Text, "Username:", ""), atUsername...), py),
		needs(ask("kairos-like-password", "kairos-like", ka, want(modes.Password, "Password:", ""), atKPassword...), py),
		needs(ask("kairos-like-start", "kairos-like", ka, want(modes.Confirm, "Start the installation?", "", ">Yes", "No"),
			then(atKPassword, key("<enter>", "✓ User & Password"), key("<down>", ""), key("<enter>", "Start the installation?"), settle)...), py),
	}
}

// TestModesThreehundredfiftyeighth drives the threehundredfiftyeighth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftyeighth(t *testing.T) {
	captureSet(t, threehundredfiftyeighthDir, threehundredfiftyeighthSet())
}
