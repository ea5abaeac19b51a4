package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtyeighthDir holds the thirty-eighth set (issue 44, thirty-eighth
// round): live cases of Debian REPLs and consoles, line questions and
// password prompts that no other test, table, fixture or doc of agentty
// names, to measure the classifier once as it was on programs nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the program is known to draw (its documentation and source, and
// the program run by hand outside agentty) and committed before its
// screen was captured.
const thirtyeighthDir = "../testdata/modes-thirtyeighth"

// The thirty-eighth set's preparations: a KDC profile that keeps a
// Kerberos realm's database in the home, and that database made, for
// kadmin.local.
const (
	thirtyeighthKDC   = `printf '[realms]\n\tEXAMPLE.ORG = {\n\t\tdatabase_name = %s/principal\n\t\tkey_stash_file = %s/stash\n\t\tacl_file = %s/kadm5.acl\n\t}\n' "$PWD" "$PWD" "$PWD" > kdc.conf && touch kadm5.acl`
	thirtyeighthRealm = thirtyeighthKDC + ` && KRB5_KDC_PROFILE="$PWD/kdc.conf" kdb5_util -r EXAMPLE.ORG create -s -P hunter22 >/dev/null 2>&1`
)

// thirtyeighthSet is the thirty-eighth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func thirtyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	pin := func(expect string) step {
		return step{text: "hunter22", enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	fricas := unseenHome(notes, "fricas", "-nosman")
	abc := unseenHome(notes, "berkeley-abc")
	jtag := unseenHome(notes, "jtag")
	perldl := unseenHome(notes, "perldl")
	kadmin := unseenHome(shPrep(thirtyeighthRealm), "env", "KRB5_KDC_PROFILE={dir}/kdc.conf", "kadmin.local", "-r", "EXAMPLE.ORG")
	kdb5 := unseenHome(shPrep(thirtyeighthKDC), "env", "KRB5_KDC_PROFILE={dir}/kdc.conf", "kdb5_util", "-r", "EXAMPLE.ORG", "create", "-s")
	bochs := unseenHome(notes, "bochs")
	vpnc := rootCase(unseenHome(notes, "vpnc", "--no-detach"))
	notmuch := unseenHome(notes, "notmuch", "setup")
	const principal = `Enter password for principal "relay@EXAMPLE.ORG":`
	mainMenu := want(modes.Select, "…", "2", "1|Restore factory default configuration", "2|Read options from...", "3|Edit options",
		"4|Save options to...", "5|Restore the Bochs state from...", "6|Begin simulation", "7|Quit now")
	optionsMenu := want(modes.Select, "…", "0", "0|Return to previous menu", "1|Optional plugin control", "2|Logfile options",
		"3|Log options for all devices", "4|Log options for individual devices", "5|CPU options", "6|CPUID options",
		"7|Memory options", "8|Clock & CMOS options", "9|PCI options", "10|Bochs Display & Interface options",
		"11|Keyboard & Mouse options", "12|Disk & Boot options", "13|Serial / Parallel / USB options",
		"14|Network card options", "15|Sound card options", "16|Other options", "17|User-defined options")
	return []corpusCase{
		// REPLs and consoles, at their prompt and after a line typed: the
		// computer algebra system FriCAS, Berkeley's logic synthesis
		// system ABC, UrJTAG's JTAG console (also after a word it does
		// not know), PDL's perldl shell, MIT Kerberos' kadmin.local.
		needs(is(modes.REPL, "fricas", "fricas", fricas, wait("(1) ->")), "fricas"),
		needs(is(modes.REPL, "fricas-after-command", "fricas", fricas, wait("(1) ->"), typed("6*7", "(2) ->"), settle), "fricas"),
		needs(is(modes.REPL, "berkeley-abc", "berkeley-abc", abc, wait("abc 01>")), "berkeley-abc"),
		needs(is(modes.REPL, "berkeley-abc-after-command", "berkeley-abc", abc, wait("abc 01>"), typed("help", "inv_put"), settle), "berkeley-abc"),
		needs(is(modes.REPL, "urjtag", "jtag", jtag, wait("jtag>")), "jtag"),
		needs(is(modes.REPL, "urjtag-after-command", "jtag", jtag, wait("jtag>"), typed("help", "help COMMAND"), settle), "jtag"),
		needs(is(modes.REPL, "urjtag-after-error", "jtag", jtag, wait("jtag>"), typed("frobnicate", "frobnicate"), settle), "jtag"),
		needs(is(modes.REPL, "perldl", "perldl", perldl, wait("pdl>")), "perldl"),
		needs(is(modes.REPL, "perldl-after-command", "perldl", perldl, wait("pdl>"), typed("p sequence(5)", "[0 1 2 3 4]"), settle), "perldl"),
		needs(is(modes.REPL, "kadmin-local", "kadmin.local", kadmin, wait("kadmin.local:")), "kadmin.local", "kdb5_util"),
		needs(is(modes.REPL, "kadmin-local-after-command", "kadmin.local", kadmin, wait("kadmin.local:"),
			typed("listprincs", "krbtgt/EXAMPLE.ORG"), settle), "kadmin.local", "kdb5_util"),

		// Passwords: kadmin.local's for a new principal, asked and asked
		// again; kdb5_util's master key of a new realm, asked and asked
		// again; vpnc's IPSec secret, also with a few characters typed,
		// and its user's password.
		needs(ask("kadmin-local-addprinc", "kadmin.local", kadmin, want(modes.Password, principal, ""),
			wait("kadmin.local:"), typed("addprinc relay", "Enter password")), "kadmin.local", "kdb5_util"),
		needs(ask("kadmin-local-addprinc-again", "kadmin.local", kadmin, want(modes.Password, `Re-enter password for principal "relay@EXAMPLE.ORG":`, ""),
			wait("kadmin.local:"), typed("addprinc relay", "Enter password"), pin("Re-enter")), "kadmin.local", "kdb5_util"),
		needs(ask("kdb5-util-master-key", "kdb5_util", kdb5, want(modes.Password, "Enter KDC database master key:", ""),
			wait("master key:")), "kdb5_util"),
		needs(ask("kdb5-util-master-key-again", "kdb5_util", kdb5, want(modes.Password, "Re-enter KDC database master key to verify:", ""),
			wait("master key:"), pin("to verify")), "kdb5_util"),

		// vpnc asking, with no configuration, for what it needs to
		// connect: the gateway, the group's ID (texts), the group's
		// secret (a password, also with a few characters typed), the
		// user's name, the user's password.
		needs(ask("vpnc-gateway", "vpnc", vpnc, want(modes.Text, "Enter IPSec gateway address:", ""), wait("gateway address")), "vpnc"),
		needs(ask("vpnc-id", "vpnc", vpnc, want(modes.Text, "Enter IPSec ID for vpn.example.org:", ""),
			wait("gateway address"), typed("vpn.example.org", "IPSec ID")), "vpnc"),
		needs(ask("vpnc-secret", "vpnc", vpnc, want(modes.Password, "Enter IPSec secret for relay@vpn.example.org:", ""),
			wait("gateway address"), typed("vpn.example.org", "IPSec ID"), typed("relay", "IPSec secret")), "vpnc"),
		needs(ask("vpnc-secret-typed", "vpnc", vpnc, want(modes.Password, "Enter IPSec secret for relay@vpn.example.org:", ""),
			wait("gateway address"), typed("vpn.example.org", "IPSec ID"), typed("relay", "IPSec secret"),
			step{text: "hunt", secret: true}, settle), "vpnc"),
		needs(ask("vpnc-username", "vpnc", vpnc, want(modes.Text, "Enter username for vpn.example.org:", ""),
			wait("gateway address"), typed("vpn.example.org", "IPSec ID"), typed("relay", "IPSec secret"), pin("username")), "vpnc"),
		needs(ask("vpnc-password", "vpnc", vpnc, want(modes.Password, "Enter password for relay@vpn.example.org:", ""),
			wait("gateway address"), typed("vpn.example.org", "IPSec ID"), typed("relay", "IPSec secret"), pin("username"),
			typed("relay", "Enter password")), "vpnc"),

		// Numbered menus asked on a line, the default in brackets: Bochs'
		// start menu, its options menu (after 3 typed).
		needs(ask("bochs-start-menu", "bochs", bochs, mainMenu, wait("Please choose one: [2]")), "bochs"),
		needs(ask("bochs-options-menu", "bochs", bochs, optionsMenu, wait("Please choose one: [2]"), typed("3", "Please choose one: [0]")), "bochs"),

		// notmuch's setup asking question by question, its answer's
		// default in brackets: the user's name, their address, another
		// address (none by default), the directory of their mail.
		needs(ask("notmuch-setup-name", "notmuch", notmuch, want(modes.Text, "Your full name…", "…"), wait("Your full name")), "notmuch"),
		needs(ask("notmuch-setup-address", "notmuch", notmuch, want(modes.Text, "Your primary email address…", "…"),
			wait("Your full name"), enter("primary email")), "notmuch"),
		needs(ask("notmuch-setup-other-address", "notmuch", notmuch, want(modes.Text, "Additional email address…", ""),
			wait("Your full name"), enter("primary email"), enter("Additional email")), "notmuch"),
		needs(ask("notmuch-setup-mail-directory", "notmuch", notmuch, want(modes.Text, "Top-level directory of your email archive…", "…"),
			wait("Your full name"), enter("primary email"), enter("Additional email"), enter("Top-level directory")), "notmuch"),
	}
}

// TestModesThirtyeighth drives the thirty-eighth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/thirtyeighth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesThirtyeighth(t *testing.T) { captureSet(t, thirtyeighthDir, thirtyeighthSet()) }
