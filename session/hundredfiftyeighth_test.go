package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftyeighthDir holds the hundredfiftyeighth set (issue 44,
// hundred-and-fifty-eighth round): live cases of password, passphrase and
// code prompts imitated by a fixture of its own, each printing, on the
// main screen and a line at a time, what a tool that cannot run here
// prints at one of its moments (its words, layout, defaults and echo, from
// its documentation, source and published transcripts), none of them
// named by any other test, table, fixture or doc of agentty: passwords
// asked with echo off, asked twice, asked again after a wrong one, and
// next to them questions that only mention a password but ask yes or no,
// a path or a plan. Each case's label was written from what the imitated
// tool means to a person and committed before its screen was captured.
const hundredfiftyeighthDir = "../testdata/modes-hundredfiftyeighth"

// hundredfiftyeighthScript runs the set's Python script, with Debian's
// python3.
var hundredfiftyeighthScript = setFixtures("hundredfiftyeighth").script

// hundredfiftyeighthSet is the hundredfiftyeighth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredfiftyeighthSet() []corpusCase {
	is, ask, needs, wait := isCase, askCase, needing, waitFor
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredfiftyeighthScript(py, "py/hundredfiftyeighth_demo.py", args...)
	}
	tcCreate := like("truecrypt-create")
	tcMount := like("truecrypt-mount")
	unrar := like("unrar")
	steamcmd := like("steamcmd")
	pgadmin := like("pgadmin4")
	proton := like("protonvpn-cli")
	apksigner := like("apksigner")
	// TrueCrypt's volume creation answered up to its password: the
	// volume type, path, size, algorithms and filesystem.
	toPassword := []step{wait("Volume type:"), typed("", "Enter volume path"), typed("/home/ada/secret.tc", "Enter volume size"),
		typed("10M", "Encryption algorithm"), typed("", "Hash algorithm"), typed("", "Filesystem:"), typed("", "Enter password:")}
	then := func(steps []step, more ...step) []step { return append(append([]step{}, steps...), more...) }
	toShort := then(toPassword, typed("hunter22", "Re-enter password:"), typed("hunter22", "short password?"))
	toPgPassword := []step{wait("Email address:"), typed("ada@example.com", "Password:")}
	toProtonPassword := []step{wait("OpenVPN username:"), typed("ada-relay", "OpenVPN password:")}
	toSteamPassword := []step{wait("Steam>"), typed("login ada_relay", "password:")}
	return []corpusCase{
		// TrueCrypt 7.1a's text mode creating a volume: its password with
		// echo off, asked twice; its `(y=Yes/n=No) [No]` question about a
		// short password; its keyfile path with `[none]`. Mounting a
		// volume: the password asked again after a wrong one.
		needs(ask("truecrypt-like-password", "truecrypt-like", tcCreate, want(modes.Password, "Enter password:", ""), toPassword...), py),
		needs(ask("truecrypt-like-reenter", "truecrypt-like", tcCreate, want(modes.Password, "Re-enter password:", ""),
			then(toPassword, typed("hunter22", "Re-enter password:"))...), py),
		needs(ask("truecrypt-like-short", "truecrypt-like", tcCreate, yesNo("Are you sure you want to use a short password?", "no"), toShort...), py),
		needs(ask("truecrypt-like-keyfile", "truecrypt-like", tcCreate, want(modes.Text, "Enter keyfile path", "none"),
			then(toShort, typed("y", "Enter keyfile path"))...), py),
		needs(ask("truecrypt-like-wrong", "truecrypt-like", tcMount, want(modes.Password, "Enter password for /home/ada/secret.tc:", ""),
			wait("Enter password for"), typed("hunter2", "Incorrect password")), py),

		// unrar's password for an encrypted file, echo off, said so in
		// its prompt.
		needs(ask("unrar-like", "unrar-like", unrar, want(modes.Password, "Enter password (will not be echoed) for notes.txt:", ""), wait("Enter password")), py),

		// SteamCMD's console: its `Steam>` prompt, then `login`'s
		// password with echo off and its Steam Guard code, echoed.
		needs(is(modes.REPL, "steamcmd-like", "steamcmd-like", steamcmd, wait("Steam>")), py),
		needs(ask("steamcmd-like-password", "steamcmd-like", steamcmd, want(modes.Password, "password:", ""), toSteamPassword...), py),
		needs(ask("steamcmd-like-guard", "steamcmd-like", steamcmd, want(modes.Text, "Steam Guard code:", ""),
			then(toSteamPassword, typed("hunter22", "Steam Guard code:"))...), py),

		// pgAdmin 4's setup of its first user: the e-mail address, the
		// password with echo off, asked twice, then asked again after
		// the two did not match.
		needs(ask("pgadmin4-like-email", "pgadmin4-like", pgadmin, want(modes.Text, "Email address:", ""), wait("Email address:")), py),
		needs(ask("pgadmin4-like-password", "pgadmin4-like", pgadmin, want(modes.Password, "Password:", ""), toPgPassword...), py),
		needs(ask("pgadmin4-like-retype", "pgadmin4-like", pgadmin, want(modes.Password, "Retype password:", ""),
			then(toPgPassword, typed("hunter22", "Retype password:"))...), py),
		needs(ask("pgadmin4-like-mismatch", "pgadmin4-like", pgadmin, want(modes.Password, "Password:", ""),
			then(toPgPassword, typed("hunter22", "Retype password:"), typed("hunter23", "do not match"))...), py),

		// ProtonVPN-CLI 2's init: the OpenVPN username, its password with
		// echo off, asked twice, then the numbered plans over `Your plan:`.
		needs(ask("protonvpn-cli-like-username", "protonvpn-cli-like", proton, want(modes.Text, "Enter your ProtonVPN OpenVPN username:", ""),
			wait("OpenVPN username:")), py),
		needs(ask("protonvpn-cli-like-password", "protonvpn-cli-like", proton, want(modes.Password, "Enter your ProtonVPN OpenVPN password:", ""),
			toProtonPassword...), py),
		needs(ask("protonvpn-cli-like-confirm", "protonvpn-cli-like", proton, want(modes.Password, "Confirm your ProtonVPN OpenVPN password:", ""),
			then(toProtonPassword, typed("hunter22", "Confirm your"))...), py),
		needs(ask("protonvpn-cli-like-plan", "protonvpn-cli-like", proton, want(modes.Select, "Please choose your ProtonVPN Plan", "",
			"1|Free", "2|Basic", "3|Plus", "4|Visionary"),
			then(toProtonPassword, typed("hunter22", "Confirm your"), typed("hunter22", "Your plan:"))...), py),

		// apksigner's keystore password, echo off.
		needs(ask("apksigner-like", "apksigner-like", apksigner, want(modes.Password, "Keystore password for signer #1:", ""), wait("Keystore password")), py),
	}
}

// TestModesHundredfiftyeighth drives the hundredfiftyeighth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfiftyeighth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredfiftyeighth(t *testing.T) {
	captureSet(t, hundredfiftyeighthDir, hundredfiftyeighthSet())
}
