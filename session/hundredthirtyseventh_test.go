package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtyseventhDir holds the hundredthirtyseventh set (issue 44,
// hundred-and-thirty-seventh round): live cases of privilege, remote-login,
// VPN, disk, key-store and token tools asking for a secret, and beside
// them questions that look like one but echo, each imitated by a fixture
// of its own printing, on the main screen and a line at a time, what a
// tool that cannot run here prints at one of its moments (its words,
// layout, defaults, echo and terminal modes, from its documentation,
// source and published transcripts), none of them named by any other
// test, table, fixture or doc of agentty. Each case's label was written
// from what the imitated tool means to a person and committed before its
// screen was captured.
const hundredthirtyseventhDir = "../testdata/modes-hundredthirtyseventh"

// hundredthirtyseventhScript runs the set's Python script, with Debian's
// python3.
var hundredthirtyseventhScript = setFixtures("hundredthirtyseventh").script

// hundredthirtyseventhSet is the hundredthirtyseventh set. Labels say what
// a person reads on the screen.
func hundredthirtyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	keys := func(s string) step { return step{text: s} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	like := func(tool string) opener {
		return hundredthirtyseventhScript(py, "py/hundredthirtyseventh_demo.py", tool)
	}
	doas := like("doas")
	anyconnect := like("anyconnect")
	xfreerdp := like("xfreerdp")
	zfs := like("zfs")
	loadKey := like("zfs-load-key")
	enroll := like("systemd-cryptenroll")
	secretTool := like("secret-tool")
	pkcs11 := like("pkcs11-tool")
	lpass := like("lpass")
	secret := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	const current = "Please enter current passphrase for disk /dev/sdb1:"
	return []corpusCase{
		// A privilege tool's password, echo off: doas's own line.
		needs(ask("doas-like", "doas-like", doas, secret("doas (ada@relay) password:"), wait("password:")), py),

		// A VPN client's login: the Cisco Secure Client's username
		// (echoed, its default in brackets), its password (echo off)
		// and the banner's accept question.
		needs(ask("anyconnect-like-username", "anyconnect-like", anyconnect, want(modes.Text, "Username:", "ada"), wait("Username:")), py),
		needs(ask("anyconnect-like-password", "anyconnect-like", anyconnect, secret("Password:"),
			wait("Username:"), typed("", "Password:")), py),
		needs(ask("anyconnect-like-banner", "anyconnect-like", anyconnect, yesNo("accept?", ""),
			wait("Username:"), typed("", "Password:"), typed("hunter22", "accept?")), py),

		// A remote-desktop client's login: FreeRDP's domain (echoed)
		// and password (echo off) under its log lines.
		needs(ask("xfreerdp-like-domain", "xfreerdp-like", xfreerdp, want(modes.Text, "Domain:", ""), wait("Domain:")), py),
		needs(ask("xfreerdp-like-password", "xfreerdp-like", xfreerdp, secret("Password:"),
			wait("Domain:"), typed("CORP", "Password:")), py),

		// A dataset's key: zfs create's new passphrase and its retype,
		// zfs load-key's passphrase.
		needs(ask("zfs-like-new", "zfs-like", zfs, secret("Enter new passphrase:"), wait("new passphrase:")), py),
		needs(ask("zfs-like-retype", "zfs-like", zfs, secret("Re-enter new passphrase:"),
			wait("new passphrase:"), typed("correct horse", "Re-enter")), py),
		needs(ask("zfs-load-key-like", "zfs-load-key-like", loadKey, secret("Enter passphrase for 'tank/secure':"), wait("tank/secure")), py),

		// A disk's unlocker: systemd-cryptenroll's ask-password line in
		// raw mode, at first (the grey "(press TAB for no echo)" after
		// it), with five keys echoed as stars, and the new passphrase's
		// repeat.
		needs(ask("systemd-cryptenroll-like", "systemd-cryptenroll-like", enroll, secret(current), wait("no echo")), py),
		needs(ask("systemd-cryptenroll-like-typed", "systemd-cryptenroll-like", enroll, secret(current),
			wait("no echo"), keys("abcde"), waitFor("*****")), py),
		needs(ask("systemd-cryptenroll-like-repeat", "systemd-cryptenroll-like", enroll, secret("Please enter new passphrase for disk /dev/sdb1 (repeat):"),
			wait("no echo"), keys("old"), enter("new passphrase"), keys("newer"), enter("(repeat)"), settle), py),

		// Key stores and tokens: secret-tool store's password, OpenSC's
		// PIN, the LastPass CLI's master password and its one-time code
		// (echo off, as its other secrets).
		needs(ask("secret-tool-like", "secret-tool-like", secretTool, secret("Password:"), wait("Password:")), py),
		needs(ask("pkcs11-tool-like", "pkcs11-tool-like", pkcs11, secret("Please enter User PIN:"), wait("User PIN:")), py),
		needs(ask("lpass-like", "lpass-like", lpass, secret("Master Password:"), wait("Master Password:")), py),
		needs(ask("lpass-like-code", "lpass-like", lpass, secret("Code:"),
			wait("Master Password:"), typed("hunter22", "Code:")), py),
	}
}

// TestModesHundredthirtyseventh drives the hundredthirtyseventh set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredthirtyseventh. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtyseventh(t *testing.T) {
	captureSet(t, hundredthirtyseventhDir, hundredthirtyseventhSet())
}
