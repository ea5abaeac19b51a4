package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtyninthDir holds the threehundredthirtyninth set (issue
// 44, three-hundred-and-thirty-ninth round): live cases of four system
// and network administration consoles that cannot run here (no firewall,
// no SAS controller, no XFS dump on a tape, no identity server), imitated
// by a fixture of its own (one script run by Debian's python3, lines read
// cooked on the main screen, secrets read with echo off), each drawing
// what the program draws at one of its moments (its banners, menus,
// prompts, tables, questions and dialogs, from its documentation, source
// and published sessions as known): Zyxel's ZLD command line on a
// ZyWALL/USG firewall (its user, privileged, configuration and interface
// modes in the prompt, a routing table, an error, a ping at work), LSI
// Logic's lsiutil (its numbered device, main and RAID menus and the two
// `[Yes or No, default is No]` confirms of a volume's deletion),
// xfsrestore's interactive restore (its subtree selection dialog, a
// listing, files marked, the restore at work, its numbered interrupt
// dialog and its confirm) and Kanidm's credential update shell (its
// status and help, a new password and its confirmation, the status
// again, a yes/no to commit). None of them, nor their makers, is named
// by any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were zyxel, zywall, zynos, usg60,
// zld (matched only inside hashes of lock files), lsiutil, lsi logic,
// lsi corp, avago, xfsrestore, xfsdump, silicon graphics, sgi (matched
// only as the name of fdisk's disk label type and inside other words),
// kanidm, firstyear and william brown (and, found named and left, among
// others: pan-os, pfsense, opnsense, netgate, truenas, freenas, bacula,
// bconsole, amanda, amrecover, bbackupquery, networker, netbackup,
// timeshift, proxmox, freeipa, heimdal, kadmin, synapse,
// register_new_matrix_user, keycloak, nextcloud, django, createsuperuser,
// flask-appbuilder, prosody, openbsd, freebsd, slackware, openvms, plan
// 9, alpine, chfn, chsh, samba, sonicwall, sophos, alliedware, aruba,
// ruckus, exos, fastiron, birdc, dietpi, openmediavault, solaris and
// mondo). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredthirtyninthDir = "../testdata/modes-threehundredthirtyninth"

// threehundredthirtyninthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtyninthTool(tool string) opener {
	return setFixtures("threehundredthirtyninth").script(pythonPath, "py/threehundredthirtyninth_admin.py", tool)
}

// threehundredthirtyninthSet is the threehundredthirtyninth set. Labels
// say what a person reads on the screen: a console's prompt, with a
// table, a listing, a status or an error above it, is a REPL's; a
// console at work on a line entered, no prompt back, is a REPL at work;
// a program that has left its prompt to do its work is unknown and
// running; a numbered menu over a line asking for one of its numbers is
// a choice of them; a line the program prints to ask, the cursor after
// it, is a question (a password prompt where echo is off and it asks
// for one).
func threehundredthirtyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	entered := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// working is a case of a console at work on a line entered; busy one
	// of a program at work with no prompt of its own.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	busy := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// zyxel-like (Zyxel's ZLD command line, a USG60W over ssh as admin):
	// `Welcome to USG60W`, `Username: admin` and `Last login: …` over
	// `Router> ` (a REPL); `enable` and `configure terminal` entered,
	// `Router(config)# ` (the REPL, its mode in the prompt); `enable` and
	// `show ip route` entered, the flags' legend and a table of five
	// routes between `=` rules over `Router# ` (the REPL); in the
	// configuration `interface ge2` entered, `Router(config-if-ge)# `
	// (the REPL); `shwo` entered at `Router> `, `Retval: -1` and
	// `ERROR: Parse error/command not found!` over the prompt (the
	// REPL); `ping 8.8.8.8` entered, `PING 8.8.8.8 (8.8.8.8): 56 data
	// bytes` and a reply a second, no prompt back (the console at work).
	zyxel := threehundredthirtyninthTool("zyxel")
	atZyxel := []step{wait("Router>"), settle}
	atEnable := then(atZyxel, entered("enable"), settle)
	atConfig := then(atEnable, typed("configure terminal", "Router(config)#"), settle)

	// lsiutil-like (LSI Logic's MPT configuration utility, lsiutil
	// 1.63): its title, `1 MPT Port found` and the port table (`1.
	// ioc0 LSI Logic SAS1068E B3 …`) over `Select a device:  [1-1 or 0
	// to quit] ` (a choice of the one port); 1, its main menu of numbered
	// actions (its first scrolled off: 2. Download firmware … 99. Reset
	// port, e, p and w) over `Main menu, select an option:  [1-99 or
	// e/p/w or 0 to quit] ` (a choice of them); 21, `RAID actions menu,
	// select an option:` under its eleven (a choice of them); 31, `Volume
	// 0 is Bus 0 Target 2, Type IM (Integrated Mirroring)`, `All data on
	// Volume 0 will be lost!` over `Are you sure you want to continue?
	// [Yes or No, default is No] ` (a yes/no defaulting to no); yes,
	// `Zero the first and last blocks of the volume's member disks?  [Yes
	// or No, default is No]` (wrapped; a yes/no defaulting to no).
	lsi := threehundredthirtyninthTool("lsiutil")
	atLsi := []step{wait("Select a device"), settle}
	atMain := then(atLsi, typed("1", "Main menu, select an option"), settle)
	atRaid := then(atMain, typed("21", "RAID actions menu"), settle)
	atDelete := then(atRaid, typed("31", "Are you sure you want to continue?"), settle)

	// xfsrestore-like (xfsrestore -i from a dump file of /home): its
	// `xfsrestore:` lines (the strategy, the version with `type ^C for
	// status and control`, the dump's host, mount point, session, labels
	// and ids, the directories read), then the `subtree selection
	// dialog` rule and its commands (pwd, ls, cd, add, delete, extract,
	// quit, help) over ` -> ` (a REPL of its dialog); `ls`, four entries
	// with their inode numbers over ` -> ` (the REPL); `cd ada`, `add
	// notes.txt`, `add mail` and `ls`, the four entries with `*` before
	// the two added (the REPL); `extract`, the `end dialog` rule and
	// `xfsrestore: restoring non-directory files`, no prompt (unknown,
	// at work); ^C, `^C` and the `restore interrupt dialog` rule over
	// `please select one of the following operations`, `1: interrupt
	// this session`, `2: change verbosity`, `3: display metrics`, `4:
	// continue (default) (timeout in 3600 sec)` and ` -> ` (a choice of
	// the four, default 4); 1, `please confirm` over `1: interrupt this
	// session`, `2: continue (default) …` and ` -> ` (a confirm of the
	// two, default 2).
	xfs := threehundredthirtyninthTool("xfsrestore")
	atXfs := []step{wait("subtree selection dialog"), settle}
	atMarked := then(atXfs, entered("cd ada"), settle, entered("add notes.txt"), settle, entered("add mail"), settle,
		typed("ls", "projects/"), settle)
	atRestoring := then(atMarked, typed("extract", "restoring non-directory files"), settle)
	atInterrupt := then(atRestoring, step{keys: "<ctrl-c>", expect: "restore interrupt dialog", timeout: setSlow}, settle)

	// kanidm-like (Kanidm's `kanidm person credential update ada`):
	// `spn: ada@idm.example.com`, `Can Commit: true`, `Primary
	// Credential:` `not set`, `Passkeys:` `none` over `cred update (?
	// for help) # ` (a REPL); `?`, its usage and commands (status,
	// password, totp, remove-totp, backup-codes, remove, passkey, commit,
	// end, help) over the prompt (the REPL); `password`, `New password: `
	// with echo off (a password); typed, `Confirm password: ` (a
	// password); typed again, `success` over the prompt, and `status`,
	// the status with `password: set` over the prompt (the REPL);
	// `commit`, `Do you want to commit your changes? [y/n] ` (a yes/no,
	// no default).
	kanidm := threehundredthirtyninthTool("kanidm")
	atKanidm := []step{wait("(? for help) #"), settle}
	atNewPass := then(atKanidm, typed("password", "New password:"), settle)
	atConfirmPass := then(atNewPass, hidden("Tr0ub4dor&3x", "Confirm password:"), settle)
	atSet := then(atConfirmPass, hidden("Tr0ub4dor&3x", "success"), settle)

	return []corpusCase{
		// zyxel-like: its prompt, configuration mode, a table, an
		// interface, an error, at work.
		needs(is(modes.REPL, "zyxel-like", "zyxel-like", zyxel, atZyxel...), py),
		needs(is(modes.REPL, "zyxel-like-config", "zyxel-like", zyxel, atConfig...), py),
		needs(is(modes.REPL, "zyxel-like-routes", "zyxel-like", zyxel, then(atEnable, typed("show ip route", "Persist"), settle)...), py),
		needs(is(modes.REPL, "zyxel-like-interface", "zyxel-like", zyxel,
			then(atConfig, typed("interface ge2", "config-if-ge"), settle)...), py),
		needs(is(modes.REPL, "zyxel-like-error", "zyxel-like", zyxel, then(atZyxel, typed("shwo", "Parse error"), settle)...), py),
		needs(working("zyxel-like-ping", "zyxel-like", zyxel, then(atZyxel, typed("ping 8.8.8.8", "seq=1"))...), py),

		// lsiutil-like: the device, the main menu, the RAID menu, two
		// confirms.
		needs(ask("lsiutil-like", "lsiutil-like", lsi, want(modes.Choice, "Select a device:", "", "1|ioc0"), atLsi...), py),
		needs(ask("lsiutil-like-main", "lsiutil-like", lsi, want(modes.Choice, "Main menu, select an option:", "",
			"2|Download firmware (update the FLASH)", "4|Download/erase BIOS and/or FCode (update the FLASH)",
			"8|Scan for devices", "10|Change IOC settings (interrupt coalescing)", "13|Change SAS IO Unit settings",
			"16|Display attached devices", "20|Diagnostics", "21|RAID actions", "23|Reset target",
			"42|Display operating system names for devices", "45|Concatenate SAS firmware and NVDATA files",
			"59|Dump PCI config space", "60|Show non-default settings", "61|Restore default settings",
			"66|Show SAS discovery errors", "69|Show board manufacturing information",
			"97|Reset SAS link, HARD RESET", "98|Reset SAS link", "99|Reset port",
			"e|Enable expert mode in menus", "p|Enable paged mode", "w|Enable logging"), atMain...), py),
		needs(ask("lsiutil-like-raid", "lsiutil-like", lsi, want(modes.Choice, "RAID actions menu, select an option:", "",
			"1|Show volumes", "2|Show physical disks", "3|Get volume state", "30|Create volume", "31|Delete volume",
			"32|Change volume settings", "50|Create hot spare", "99|Reset port",
			"e|Enable expert mode in menus", "p|Enable paged mode", "w|Enable logging"), atRaid...), py),
		needs(ask("lsiutil-like-delete", "lsiutil-like", lsi, yesNo("Are you sure you want to continue?", "no"), atDelete...), py),
		needs(ask("lsiutil-like-zero", "lsiutil-like", lsi,
			yesNo("Zero the first and last blocks of the volume's member disks?", "no"),
			then(atDelete, typed("yes", "Zero the first"), settle)...), py),

		// xfsrestore-like: its dialog, a listing, files marked, at work,
		// its interrupt dialog and its confirm.
		needs(is(modes.REPL, "xfsrestore-like", "xfsrestore-like", xfs, atXfs...), py),
		needs(is(modes.REPL, "xfsrestore-like-ls", "xfsrestore-like", xfs, then(atXfs, typed("ls", "quota.user"), settle)...), py),
		needs(is(modes.REPL, "xfsrestore-like-marked", "xfsrestore-like", xfs, atMarked...), py),
		needs(busy("xfsrestore-like-restoring", "xfsrestore-like", xfs, atRestoring...), py),
		needs(ask("xfsrestore-like-interrupt", "xfsrestore-like", xfs, want(modes.Choice, "please select one of the following operations", "4",
			"1|interrupt this session", "2|change verbosity", "3|display metrics", "4|continue"), atInterrupt...), py),
		needs(ask("xfsrestore-like-confirm", "xfsrestore-like", xfs, want(modes.Confirm, "please confirm", "2",
			"1|interrupt this session", "2|continue"), then(atInterrupt, typed("1", "please confirm"), settle)...), py),

		// kanidm-like: its prompt, its help, a password and its
		// confirmation, the status, a yes/no.
		needs(is(modes.REPL, "kanidm-like", "kanidm-like", kanidm, atKanidm...), py),
		needs(is(modes.REPL, "kanidm-like-help", "kanidm-like", kanidm, then(atKanidm, typed("?", "backup-codes"), settle)...), py),
		needs(ask("kanidm-like-password", "kanidm-like", kanidm, want(modes.Password, "New password:", ""), atNewPass...), py),
		needs(ask("kanidm-like-confirm", "kanidm-like", kanidm, want(modes.Password, "Confirm password:", ""), atConfirmPass...), py),
		needs(is(modes.REPL, "kanidm-like-status", "kanidm-like", kanidm, then(atSet, typed("status", "password: set"), settle)...), py),
		needs(ask("kanidm-like-commit", "kanidm-like", kanidm, yesNo("Do you want to commit your changes?", ""),
			then(atSet, typed("commit", "commit your changes?"), settle)...), py),
	}
}

// TestModesThreehundredthirtyninth drives the threehundredthirtyninth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtyninth(t *testing.T) {
	captureSet(t, threehundredthirtyninthDir, threehundredthirtyninthSet())
}
