package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetysixthDir holds the hundredninetysixth set (issue 44,
// hundred-and-ninety-sixth round): live cases of security and network
// tools' interactive prompts imitated by a fixture of its own, each
// printing, on the main screen and a line at a time, what a tool that
// cannot run here prints at one of its moments (its words, layout,
// defaults, echo off where it reads a secret, from its documentation,
// source and published transcripts), none of them named by any other
// test, table, fixture or doc of agentty: a certificate tool's
// passphrase asked twice, an identity server's installer asking a series
// of fields with defaults and a password twice, a remote desktop's and
// two VPN clients' trust of a certificate and their passwords, a wallet
// key generator's passwords and seed question, and a VPN client's
// activation code. Each is seen at first sight, typed, and, where the
// tool asks again, after a wrong answer (rdesktop's and lncli's asked
// again were driven a second time, their wait for the echoed `maybe`
// fixed to a wait for the question asked again; their labels were not
// changed). Each case's label was written
// from what the imitated tool means to a person and committed before its
// screen was captured.
const hundredninetysixthDir = "../testdata/modes-hundredninetysixth"

// hundredninetysixthScript runs the set's Python script, with Debian's
// python3.
var hundredninetysixthScript = setFixtures("hundredninetysixth").script

// hundredninetysixthSet is the hundredninetysixth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredninetysixthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredninetysixthScript(py, "py/hundredninetysixth_demo.py", args...)
	}
	certstrap := like("certstrap")
	ipa := like("ipa-server-install")
	rdesktop := like("rdesktop")
	snx := like("snx")
	forti := like("forticlientsslvpn_cli")
	lncli := like("lncli")
	express := like("expressvpn")
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	trust := want(modes.Confirm, "Do you trust this certificate?", "", "yes|yes", "no|no")
	seed := want(modes.Choice, "Do you have an existing cipher seed mnemonic or extended master root key you want to use?", "",
		"y|use an existing cipher seed mnemonic", "x|use an extended master root key", "n|create a new seed")
	const seedAsk = "(Enter y/x/n)"
	return []corpusCase{
		// A certificate tool's key passphrase, asked twice with echo
		// off: certstrap init's first and its again.
		needs(ask("certstrap-like", "certstrap-like", certstrap, want(modes.Password, "Enter passphrase (empty for no passphrase):", ""),
			wait("Enter passphrase")), py),
		needs(ask("certstrap-like-again", "certstrap-like", certstrap, want(modes.Password, "Enter same passphrase again:", ""),
			wait("Enter passphrase"), typed("relaypass1", "same passphrase again")), py),

		// FreeIPA's server installer: its fields with defaults in
		// brackets (integrated DNS `[no]`, the host name, the realm),
		// its Directory Manager password, its confirmation, and the
		// password asked again after `Password mismatch!`.
		needs(ask("ipa-server-install-like", "ipa-server-install-like", ipa, yesNo("Do you want to configure integrated DNS (BIND)?", "no"),
			wait("integrated DNS")), py),
		needs(ask("ipa-server-install-like-host", "ipa-server-install-like", ipa, want(modes.Text, "Server host name:", "ipa.relay.test"),
			wait("integrated DNS"), enter("Server host name")), py),
		needs(ask("ipa-server-install-like-realm", "ipa-server-install-like", ipa, want(modes.Text, "Please provide a realm name:", "RELAY.TEST"),
			wait("integrated DNS"), enter("Server host name"), enter("confirm the domain"), enter("realm name [")), py),
		needs(ask("ipa-server-install-like-password", "ipa-server-install-like", ipa, want(modes.Password, "Directory Manager password:", ""),
			wait("integrated DNS"), enter("Server host name"), enter("confirm the domain"), enter("realm name ["), enter("Directory Manager password")), py),
		needs(ask("ipa-server-install-like-confirm", "ipa-server-install-like", ipa, want(modes.Password, "Password (confirm):", ""),
			wait("integrated DNS"), enter("Server host name"), enter("confirm the domain"), enter("realm name ["), enter("Directory Manager password"),
			typed("relaysecret1", "Password (confirm)")), py),
		needs(ask("ipa-server-install-like-mismatch", "ipa-server-install-like", ipa, want(modes.Password, "Directory Manager password:", ""),
			wait("integrated DNS"), enter("Server host name"), enter("confirm the domain"), enter("realm name ["), enter("Directory Manager password"),
			typed("relaysecret1", "Password (confirm)"), typed("relaysecret2", "Password mismatch!"), settle), py),

		// A remote desktop's certificate exception: rdesktop's
		// `Do you trust this certificate (yes/no)? ` under the
		// certificate's details, and asked again after `maybe`.
		needs(ask("rdesktop-like", "rdesktop-like", rdesktop, trust, wait("Do you trust")), py),
		needs(ask("rdesktop-like-again", "rdesktop-like", rdesktop, trust, wait("Do you trust"), typed("maybe", "Do you trust"), settle), py),

		// VPN clients' passwords and trust of the gateway: Check Point's
		// SNX (`Please enter your password:`, then `Do you accept?
		// [y]es/[N]o:` under the root CA's fingerprint, each answered on
		// the next row) and FortiClient's SSL VPN command line
		// (`Password for VPN:`, then `Would you like to connect to this
		// server? (Y/N)`).
		needs(ask("snx-like", "snx-like", snx, want(modes.Password, "Please enter your password:", ""), wait("enter your password")), py),
		needs(ask("snx-like-certificate", "snx-like", snx, yesNo("Do you accept?", "no"),
			wait("enter your password"), typed("hunter22", "Do you accept?")), py),
		needs(ask("forticlientsslvpn_cli-like", "forticlientsslvpn_cli-like", forti, want(modes.Password, "Password for VPN:", ""), wait("Password for VPN")), py),
		needs(ask("forticlientsslvpn_cli-like-certificate", "forticlientsslvpn_cli-like", forti, yesNo("Would you like to connect to this server?", ""),
			wait("Password for VPN"), typed("hunter22", "connect to this server")), py),

		// A Lightning wallet's key generator: lncli create's wallet
		// password and its confirmation, its y/x/n seed question, the
		// question asked again after `maybe`, and the seed's optional
		// passphrase, read with echo off.
		needs(ask("lncli-like", "lncli-like", lncli, want(modes.Password, "Input wallet password:", ""), wait("wallet password")), py),
		needs(ask("lncli-like-confirm", "lncli-like", lncli, want(modes.Password, "Confirm password:", ""),
			wait("wallet password"), typed("relaywallet1", "Confirm password")), py),
		needs(ask("lncli-like-seed", "lncli-like", lncli, seed,
			wait("wallet password"), typed("relaywallet1", "Confirm password"), typed("relaywallet1", seedAsk)), py),
		needs(ask("lncli-like-seed-again", "lncli-like", lncli, seed,
			wait("wallet password"), typed("relaywallet1", "Confirm password"), typed("relaywallet1", seedAsk), typed("maybe", "Do you have an existing"), settle), py),
		needs(ask("lncli-like-passphrase", "lncli-like", lncli,
			want(modes.Password, "Input your passphrase if you wish to encrypt it (or press enter to proceed without a cipher seed passphrase):", ""),
			wait("wallet password"), typed("relaywallet1", "Confirm password"), typed("relaywallet1", seedAsk), typed("n", "optionally be encrypted")), py),

		// A VPN client's activation: expressvpn activate's code, then
		// its diagnostics question `(Y/n)` wrapped over three rows.
		needs(ask("expressvpn-like", "expressvpn-like", express, want(modes.Text, "Enter activation code:", ""), wait("activation code")), py),
		needs(ask("expressvpn-like-diagnostics", "expressvpn-like", express, yesNo("Help improve ExpressVPN: …", "yes"),
			wait("activation code"), typed("EAXRELAY7Q2M9KD4WN3P", "(Y/n)")), py),
	}
}

// TestModesHundredninetysixth drives the hundredninetysixth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetysixth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredninetysixth(t *testing.T) {
	captureSet(t, hundredninetysixthDir, hundredninetysixthSet())
}
