package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twentiethDir holds the twentieth set (issue 44, twentieth round): live
// cases of Debian programs that no other test, table, fixture or doc of
// agentty names, made after the nineteenth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation, and the program run by hand in tmux outside
// agentty) and committed before its screen was captured.
const twentiethDir = "../testdata/modes-twentieth"

// The twentieth set's preparations: a text with two words misspelt for
// hunspell, a C file for cscope, two files in the trash (their original
// place and time fixed, for trash-restore run from that place), a vault's
// directory for securefs, a Kconfig of three options for kconfig-mconf
// and kconfig-conf, a file and a patch for wiggle.
const (
	twentiethDraft  = `printf 'The relay sends teh packets to the mirrro.\n' > draft.txt`
	twentiethC      = `printf 'int relay(int n) { return n * 2; }\nint main(void) { return relay(21); }\n' > main.c`
	twentiethTrash  = `mkdir -p .local/share/Trash/info .local/share/Trash/files && printf 'a\n' > .local/share/Trash/files/old-build.log && printf 'b\n' > .local/share/Trash/files/draft-v1.txt && printf '[Trash Info]\nPath=/tmp/relay-trash/old-build.log\nDeletionDate=2026-03-14T09:30:00\n' > .local/share/Trash/info/old-build.log.trashinfo && printf '[Trash Info]\nPath=/tmp/relay-trash/draft-v1.txt\nDeletionDate=2026-03-14T09:45:00\n' > .local/share/Trash/info/draft-v1.txt.trashinfo`
	twentiethVault  = `mkdir vault`
	twentiethKconf  = `printf 'mainmenu "Relay Configuration"\n\nconfig RELAY_TLS\n\tbool "Serve over TLS"\n\tdefault y\n\nconfig RELAY_METRICS\n\tbool "Export metrics"\n\nconfig RELAY_PORT\n\tint "Listen port"\n\tdefault 8443\n' > Kconfig`
	twentiethPatch  = `printf 'relay one\nrelay two\nrelay three\n' > relay.conf && printf -- '--- relay.conf\n+++ relay.conf\n@@ -1,3 +1,3 @@\n relay one\n-relay two\n+relay 2\n relay three\n' > fix.patch`
	twentiethRestor = `mkdir -p /tmp/relay-trash && cd /tmp/relay-trash && exec trash-restore`
)

// twentiethSet is the twentieth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func twentiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	pwman := unseenHome(notes, "pwman3")
	phalanx := gamePath("phalanx")
	hunspell := unseenHome(shPrep(twentiethDraft), "hunspell", "-d", "en_US", "draft.txt")
	cscope := unseenHome(shPrep(twentiethC), "cscope")
	trash := unseenHome(shPrep(twentiethTrash), "sh", "-c", twentiethRestor)
	purePw := unseenHome(notes, "pure-pw", "useradd", "relay", "-u", "1000", "-g", "1000", "-d", "/srv/ftp/relay", "-f", "{dir}/pureftpd.passwd")
	byobu := unseenHome(notes, "byobu-config")
	securefs := unseenHome(shPrep(twentiethVault), "securefs", "create", "vault")
	mconf := unseenHome(shPrep(twentiethKconf), "kconfig-mconf", "Kconfig")
	kconf := unseenHome(shPrep(twentiethKconf), "kconfig-conf", "--oldaskconfig", "Kconfig")
	wiggle := unseenHome(shPrep(twentiethPatch), "wiggle", "--browse", "--patch", "fix.patch")
	const master = "Please type in the master password:"
	byobuMenu := func(highlighted int) *modes.Prompt {
		opts := []string{"Help -- Quick Start Guide", "Toggle status notifications", "Change escape sequence", "Byobu currently does not launch at login (toggle on)"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Byobu Configuration Menu", "", opts...)
	}
	return []corpusCase{
		// Full-screen programs: hunspell checking a text (also after the
		// first word is let be), cscope's screen of searches (also after
		// a search), kconfig-mconf's menu of options (also moved), wiggle
		// browsing a patch (also after its file is opened).
		needs(is(modes.TUI, "hunspell", "hunspell", hunspell, wait("R)epl")), "hunspell"),
		needs(is(modes.TUI, "hunspell-after-key", "hunspell", hunspell, wait("R)epl"), step{keys: " "}, settle), "hunspell"),
		needs(is(modes.TUI, "cscope", "cscope", cscope, wait("Find this C symbol")), "cscope"),
		needs(is(modes.TUI, "cscope-after-search", "cscope", cscope, wait("Find this C symbol"), typed("relay", "main.c"), settle), "cscope"),
		needs(is(modes.TUI, "kconfig-mconf", "kconfig-mconf", mconf, wait("Listen port")), "kconfig-mconf"),
		needs(is(modes.TUI, "kconfig-mconf-moved", "kconfig-mconf", mconf, wait("Listen port"), down, settle), "kconfig-mconf"),
		needs(is(modes.TUI, "wiggle", "wiggle", wiggle, wait("Patched Files")), "wiggle"),
		needs(is(modes.TUI, "wiggle-after-key", "wiggle", wiggle, wait("Patched Files"), key("<enter>", "Mode: merge"), settle), "wiggle"),

		// REPLs, at their prompt and after a command: the King James
		// Bible's verse prompt, the chess engine phalanx (a move played),
		// the password manager pwman3 (once its master password is
		// given).
		needs(is(modes.REPL, "bible", "bible", unseenHome(notes, "bible"), wait("bible(KJV)")), "bible"),
		needs(is(modes.REPL, "bible-after-command", "bible", unseenHome(notes, "bible"), wait("bible(KJV)"), typed("John 3:16", "God so loved"), settle), "bible"),
		needs(is(modes.REPL, "phalanx", "phalanx", unseenHome(notes, phalanx), wait("white, 1")), phalanx),
		needs(is(modes.REPL, "phalanx-after-move", "phalanx", unseenHome(notes, phalanx), wait("white, 1"), typed("e2e4", "white, 2"), settle), phalanx),
		needs(is(modes.REPL, "pwman3", "pwman3", pwman, wait("master password"), typed("hunter22", "pwman>")), "pwman3"),
		needs(is(modes.REPL, "pwman3-after-command", "pwman3", pwman, wait("master password"), typed("hunter22", "pwman>"), typed("help", "Documented commands"), settle), "pwman3"),

		// Questions asked on a line: trash-restore's numbered files,
		// imv's new name (the old one typed in), tin's newsrc,
		// kconfig-conf's options (a yes, a no, a number), pwman3's new
		// entry's user name.
		needs(ask("trash-restore", "trash-restore", trash, want(modes.Select, "What file to restore [0..1]:", "",
			"0|2026-03-14 09:30:00 /tmp/relay-trash/old-build.log", "1|2026-03-14 09:45:00 /tmp/relay-trash/draft-v1.txt"), wait("What file to restore")), "trash-restore"),
		needs(ask("imv", "imv", unseenHome(notes, "imv", "notes.txt"), want(modes.Text, "…", "notes.txt"), wait("notes.txt")), "imv"),
		needs(ask("tin", "tin", unseenHome(notes, "tin"), yesNo("Try and save newsrc file again?", "y"), wait("newsrc file again")), "tin"),
		needs(ask("kconfig-conf-tls", "kconfig-conf", kconf, yesNo("Serve over TLS (RELAY_TLS)", "y"), wait("RELAY_TLS")), "kconfig-conf"),
		needs(ask("kconfig-conf-metrics", "kconfig-conf", kconf, yesNo("Export metrics (RELAY_METRICS)", "n"), wait("RELAY_TLS"), enter("RELAY_METRICS")), "kconfig-conf"),
		needs(ask("kconfig-conf-port", "kconfig-conf", kconf, want(modes.Text, "Listen port (RELAY_PORT)", "8443"),
			wait("RELAY_TLS"), enter("RELAY_METRICS"), enter("RELAY_PORT")), "kconfig-conf"),
		needs(ask("pwman3-new-username", "pwman3", pwman, want(modes.Text, "Username:", ""),
			wait("master password"), typed("hunter22", "pwman>"), typed("new", "Username")), "pwman3"),

		// Dialog boxes: byobu-config's menu drawn by newt (also moved, and
		// its list of status items to tick), kconfig-mconf's question to
		// save on leaving.
		needs(ask("byobu-config", "byobu-config", byobu, byobuMenu(0), wait("Quick Start Guide")), "byobu-config"),
		needs(ask("byobu-config-moved", "byobu-config", byobu, byobuMenu(1), wait("Quick Start Guide"), down, settle), "byobu-config"),
		needs(ask("byobu-config-status", "byobu-config", byobu, want(modes.Multiselect, "Toggle status notifications", "",
			">[ ] apport", "[ ] arch", "[ ] battery", "[x] cpu_count", "[x] cpu_freq", "[ ] cpu_temp", "[ ] custom", "[x] date", "[x] disk", "[ ] disk_io", "[ ] distro", "[ ] entropy"),
			wait("Quick Start Guide"), down, settle, key("<enter>", "cpu_count"), settle), "byobu-config"),
		needs(ask("kconfig-mconf-save", "kconfig-mconf", mconf, want(modes.Confirm, "Do you wish to save your new configuration?", "", ">y|Yes", "n|No"),
			wait("Listen port"), key("<esc><esc>", "save your new configuration"), settle), "kconfig-mconf"),

		// Passwords: pwman3's master password and a new entry's, pure-pw's
		// new FTP user's (asked and asked again), securefs' new vault's
		// (asked and asked again).
		needs(ask("pwman3-password", "pwman3", pwman, want(modes.Password, master, ""), wait("master password")), "pwman3"),
		needs(ask("pwman3-new-password", "pwman3", pwman, want(modes.Password, "Password (leave empty to create one):", ""),
			wait("master password"), typed("hunter22", "pwman>"), typed("new", "Username"), typed("relay", "leave empty")), "pwman3"),
		needs(ask("pure-pw", "pure-pw", purePw, want(modes.Password, "Password:", ""), wait("Password")), "pure-pw"),
		needs(ask("pure-pw-again", "pure-pw", purePw, want(modes.Password, "Enter it again:", ""), wait("Password"), typed("hunter22", "again")), "pure-pw"),
		needs(ask("securefs", "securefs", securefs, want(modes.Password, "Enter password:", ""), wait("Enter password")), "securefs"),
		needs(ask("securefs-again", "securefs", securefs, want(modes.Password, "Again:", ""), wait("Enter password"), settle, typed("hunter22", "Again")), "securefs"),
	}
}

// TestModesTwentieth drives the twentieth set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/twentieth. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesTwentieth(t *testing.T) { captureSet(t, twentiethDir, twentiethSet()) }
