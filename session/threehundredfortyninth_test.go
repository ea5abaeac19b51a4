package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortyninthDir holds the threehundredfortyninth set (issue
// 44, three-hundred-and-forty-ninth round): live cases of command-line
// tools of developers and operators that Debian does not package, asking
// on cooked lines, imitated by a fixture of its own (one script run by
// Debian's python3), each drawing what the tool draws at one of its
// moments: Keeper Security's Commander (its shell's `Not logged in> `
// under its logo, `login` asking the email, the master password with
// echo off and again after a wrong one, a numbered menu of 2FA methods
// asked again after a wrong entry, the 2FA code), angristan's
// openvpn-install (bash's `read -e -i`, each answer prefilled in the
// line: the address, a [y/n] question, numbered menus with their range
// in brackets asked again silently until valid, the menu of an installed
// server), Canonical's snapcraft (`login`: email, password, second-factor
// code; `register`'s long question ending `[y/N]: `), lra's mackup
// (`<Yes|No>` questions asked again until answered) and comby's
// `-review` (a patch hunk drawn as patdiff draws it over `Accept change
// (y = yes [default], n = no, e = edit original, E = apply+edit, q =
// quit)?`, `Uh, I don't know that one. Try again.`). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// keepersecurity, keeper security, keeper-security, keepercommander,
// keeper commander (keeper as a word only in an unrelated book's title),
// angristan, openvpn-install, snapcraft, canonical ltd, ubuntu one,
// mackup, raufaste (lra as a word nowhere), comby, comby-tools, rijnard
// and patdiff (and, found named and left, among others: teleport, tsh,
// wandb, dbt, argocd, rancher, nyr's wireguard-install, linode-cli,
// jfrog, aliyun, esphome, pihole, pivpn, huggingface, sentry, drush,
// wp-cli, pyenv, paru, zypper, xbps, gcloud, heroku, ibmcloud,
// cloudfoundry, databricks, 1password, keybase, sdkman, gradle, veracrypt,
// bconsole, bacula, homesick, thor, lxd, codemod, fastmod, aws-vault,
// gimme-aws-creds, gitlab-runner, knife, juju, okta, nordvpn, windscribe,
// expressvpn, protonvpn, anyconnect, globalprotect, stripe, dokku,
// opentofu, easy-rsa and arcanist, which Debian packages). Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const threehundredfortyninthDir = "../testdata/modes-threehundredfortyninth"

// threehundredfortyninthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfortyninthTool(tool string, args ...string) opener {
	return setFixtures("threehundredfortyninth").script(pythonPath, "py/threehundredfortyninth_clis.py",
		append([]string{tool}, args...)...)
}

// threehundredfortyninthSet is the threehundredfortyninth set. Labels
// say what a person reads on the screen: a line asking, the cursor after
// it (or under it), is a question (a value typed a text, a secret with
// echo off a password, an echoed one-time code a text; a numbered list
// over the line a select whose question is the line above the list,
// [y/n], [y/N] and <Yes|No> a yes/no, keys spelt out a choice), its
// default where the line marks one or holds it already typed in; a
// program's own command prompt is a REPL; "…" in a question stands for
// any text (the home's path, a temporary directory).
func threehundredfortyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	entered := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// keeper-like (Keeper Security's Commander, `keeper shell`): its logo
	// in yellow on black, `v17.2.3`, `You are not logged in.` and how to
	// log in over `Not logged in> ` (a REPL); `login`, `Data center: US`
	// and how to change it over `Email: ` (a text); alice@example.com,
	// `Enter master password for alice@example.com` over `Password: `,
	// echo off (a password); a wrong one, `Invalid email or password
	// combination, please re-enter.`, the same line and `Forgot password?
	// Type "recover"<Enter>` over `Password: ` again (a password); the
	// right one, `Two-Factor Authentication Required`, `Select your 2FA
	// method:` over `1. TOTP (Google and Microsoft Authenticator)`, `2.
	// Backup Codes`, `q. Cancel login` and `Selection: ` (a select, no
	// default); 5, `Invalid entry, additional factors of authentication
	// shown may be configured if not currently enabled.` over `Selection:
	// ` again (the select); 1, `2FA Code Duration: Require Every Login.`
	// and how to change it over `Enter 2FA Code: ` (a text).
	kp := threehundredfortyninthTool("keeper")
	atShell := []step{wait("Not logged in>"), settle}
	atEmail := then(atShell, typed("login", "Email:"), settle)
	atKeeperPassword := then(atEmail, typed("alice@example.com", "Password:"), settle)
	atKeeperWrong := then(atKeeperPassword, hidden("hunter22", "Forgot password?"), settle)
	at2FA := then(atKeeperWrong, hidden("correct horse battery", "Selection:"), settle)
	at2FAAgain := then(at2FA, typed("5", "Invalid entry"), settle)
	methods := want(modes.Select, "Select your 2FA method:", "",
		"1|TOTP (Google and Microsoft Authenticator)", "2|Backup Codes", "q|Cancel login")

	// openvpn-install-like (angristan's openvpn-install.sh, bash's `read
	// -e -i`, each answer prefilled): its welcome and why it asks over `IP
	// address: 10.0.0.5` (a text, default 10.0.0.5); Enter, `Public IPv4
	// address or hostname: 203.0.113.7`, Enter, `Checking for IPv6
	// connectivity...`, `Your host does not appear to have IPv6
	// connectivity.` over `Do you want to enable IPv6 support (NAT)?
	// [y/n]: n` (a yes/no, default no); Enter, `What port do you want
	// OpenVPN to listen to?` over `1) Default: 1194`, `2) Custom`, `3)
	// Random [49152-65535]` and `Port choice [1-3]: 1` (a select, default
	// 1); Enter twice (the protocol), `What DNS resolvers do you want to
	// use with the VPN?` over thirteen resolvers and `DNS [1-12]: 11`; 11
	// rubbed out and 14 entered, `DNS [1-12]: 11` again under it (a
	// select, default 11). Installed: `It looks like OpenVPN is already
	// installed.`, `What do you want to do?` over four actions and `Select
	// an option [1-4]: ` (no prefill); 5, the same line again under it (a
	// select, no default); 1 and alice, `Do you want to protect the
	// configuration file with a password?` over `(e.g. encrypt the private
	// key with a password)`, two options and `Select an option [1-2]: 1`
	// (a select, default 1).
	ov := threehundredfortyninthTool("openvpn-install")
	atIP := []step{wait("IP address:"), settle}
	atIPv6 := then(atIP, key("<enter>", "Public IPv4"), settle, key("<enter>", "IPv6 support"), settle)
	atPort := then(atIPv6, key("<enter>", "Port choice"), settle)
	atDNS := then(atPort, key("<enter>", "Protocol [1-2]"), settle, key("<enter>", "DNS [1-12]"), settle)
	ovm := threehundredfortyninthTool("openvpn-install", "installed")
	atMenu := []step{wait("Select an option [1-4]"), settle}
	atMenuAgain := then(atMenu, entered("5"), settle)
	resolvers := []string{"1|Current system resolvers (from /etc/resolv.conf)", "2|Self-hosted DNS Resolver (Unbound)",
		"3|Cloudflare (Anycast: worldwide)", "4|Quad9 (Anycast: worldwide)", "5|Quad9 uncensored (Anycast: worldwide)",
		"6|FDN (France)", "7|DNS.WATCH (Germany)", "8|OpenDNS (Anycast: worldwide)", "9|Google (Anycast: worldwide)",
		"10|Yandex Basic (Russia)", "11|AdGuard DNS (Anycast: worldwide)", "12|NextDNS (Anycast: worldwide)", "13|Custom"}

	// snapcraft-like (Canonical's snapcraft): `snapcraft login`'s `Enter
	// your Ubuntu One e-mail address and password.` and where to make an
	// account over `Email: ` (a text); alice@example.com, `Password: `,
	// echo off (a password); entered, `Second-factor auth: ` (a text: the
	// code is echoed). `snapcraft register relay-cli`: where to read more,
	// then why names matter over `Would you say that MOST users will
	// expect 'relay-cli' to come from` / `you, and be the software you
	// intend to publish there? [y/N]: ` (a yes/no, default no).
	sc := threehundredfortyninthTool("snapcraft", "login")
	atSnapEmail := []step{wait("Email:"), settle}
	atSnapPassword := then(atSnapEmail, typed("alice@example.com", "Password:"), settle)
	const register = "Would you say that MOST users will expect 'relay-cli' to come from you, " +
		"and be the software you intend to publish there?"

	// mackup-like (lra's mackup over a file_system storage in ~/dotfiles):
	// `mackup backup` with no storage folder, `Mackup needs a directory to
	// store your configuration files` over `Do you want to create it now?
	// <HOME/dotfiles/Mackup> <Yes|No> ` (a yes/no, no default); maybe,
	// the two lines asked again under it (the same); with a folder synced
	// from another machine, `Backing up .bash_profile ...`, `.bashrc`,
	// `.gitconfig`, then `A file named HOME/dotfiles/Mackup/.gitconfig
	// already exists in the Mackup folder.` over `Are you sure that you
	// want to replace it? (use --force to skip this prompt) <Yes|No> ` (a
	// yes/no); `mackup uninstall`'s `You are going to uninstall Mackup.`
	// and what it does over `Are you sure? <Yes|No> ` (a yes/no).
	mk := threehundredfortyninthTool("mackup", "backup")
	atCreate := []step{wait("<Yes|No>"), settle}
	create := yesNo("Do you want to create it now? <…/dotfiles/Mackup>", "")

	// comby-like (comby's `comby 'fmt.Println(:[1])' 'log.Println(:[1])'
	// .go -review`, lines read with read_line): the screen cleared, `There
	// are 3 matches in total, spread across 2 files to review.` over
	// `Press any key to continue on this patching adventure (Ctrl-C to
	// cancel).`, the cursor under it (a press of Enter); Enter, the screen
	// cleared, a hunk of cmd/relay/main.go as patdiff draws it (`------`,
	// `++++++`, `@|-41,7 +41,7 ====…`, ` |` context, `-|` fmt in red,
	// `+|` log in green) over `Accept change (y = yes [default], n = no, e
	// = edit original, E = apply+edit, q = quit)?`, the cursor under it (a
	// choice, default y); x, `Uh, I don't know that one. Try again.` under
	// it (the choice); n, the screen cleared, the file's other hunk
	// (`@|-17,7 +17,7`) over the same question (the choice).
	cb := threehundredfortyninthTool("comby", "fmt.Println(:[1])", "log.Println(:[1])", ".go", "-review")
	atReview := []step{wait("patching adventure"), settle}
	atHunk := then(atReview, key("<enter>", "Accept change"), settle)
	atUnknown := then(atHunk, typed("x", "Try again"), settle)
	accept := want(modes.Choice, "Accept change?", "y", "y|yes", "n|no", "e|edit original", "E|apply+edit", "q|quit")

	return []corpusCase{
		// keeper-like: its shell, the email, the password and again, the
		// 2FA methods and again, the code.
		needs(is(modes.REPL, "keeper-like", "keeper-like", kp, atShell...), py),
		needs(ask("keeper-like-email", "keeper-like", kp, want(modes.Text, "Email:", ""), atEmail...), py),
		needs(ask("keeper-like-password", "keeper-like", kp, pw("Password:"), atKeeperPassword...), py),
		needs(ask("keeper-like-wrong", "keeper-like", kp, pw("Password:"), atKeeperWrong...), py),
		needs(ask("keeper-like-2fa", "keeper-like", kp, methods, at2FA...), py),
		needs(ask("keeper-like-2fa-again", "keeper-like", kp, methods, at2FAAgain...), py),
		needs(ask("keeper-like-code", "keeper-like", kp, want(modes.Text, "Enter 2FA Code:", ""),
			then(at2FAAgain, typed("1", "Enter 2FA Code:"), settle)...), py),

		// openvpn-install-like: the address, IPv6, the port, the DNS
		// asked again, the menu asked again, a password or not.
		needs(ask("openvpn-install-like", "openvpn-install-like", ov, want(modes.Text, "IP address:", "10.0.0.5"), atIP...), py),
		needs(ask("openvpn-install-like-ipv6", "openvpn-install-like", ov,
			yesNo("Do you want to enable IPv6 support (NAT)?", "no"), atIPv6...), py),
		needs(ask("openvpn-install-like-port", "openvpn-install-like", ov,
			want(modes.Select, "What port do you want OpenVPN to listen to?", "1", "1|Default: 1194", "2|Custom",
				"3|Random [49152-65535]"), atPort...), py),
		needs(ask("openvpn-install-like-dns-again", "openvpn-install-like", ov,
			want(modes.Select, "What DNS resolvers do you want to use with the VPN?", "11", resolvers...),
			then(atDNS, key("<bs><bs>", ""), entered("14"), settle)...), py),
		needs(ask("openvpn-install-like-menu-again", "openvpn-install-like", ovm,
			want(modes.Select, "What do you want to do?", "", "1|Add a new user", "2|Revoke existing user",
				"3|Remove OpenVPN", "4|Exit"), atMenuAgain...), py),
		needs(ask("openvpn-install-like-password-option", "openvpn-install-like", ovm,
			want(modes.Select, "Do you want to protect the configuration file with a password?", "1",
				"1|Add a passwordless client", "2|Use a password for the client"),
			then(atMenuAgain, typed("1", "Client name:"), settle, typed("alice", "protect the configuration"), settle)...), py),

		// snapcraft-like: the email, the password, the second factor, a
		// name's registration.
		needs(ask("snapcraft-like", "snapcraft-like", sc, want(modes.Text, "Email:", ""), atSnapEmail...), py),
		needs(ask("snapcraft-like-password", "snapcraft-like", sc, pw("Password:"), atSnapPassword...), py),
		needs(ask("snapcraft-like-second-factor", "snapcraft-like", sc, want(modes.Text, "Second-factor auth:", ""),
			then(atSnapPassword, hidden("hunter22", "Second-factor auth:"), settle)...), py),
		needs(ask("snapcraft-like-register", "snapcraft-like", threehundredfortyninthTool("snapcraft", "register", "relay-cli"),
			yesNo(register, "no"), wait("[y/N]"), settle), py),

		// mackup-like: its folder made, asked again, a file to replace,
		// its uninstall.
		needs(ask("mackup-like", "mackup-like", mk, create, atCreate...), py),
		needs(ask("mackup-like-again", "mackup-like", mk, create, then(atCreate, entered("maybe"), settle)...), py),
		needs(ask("mackup-like-conflict", "mackup-like", threehundredfortyninthTool("mackup-synced", "backup"),
			yesNo("Are you sure that you want to replace it?", ""), wait("already exists"), settle), py),
		needs(ask("mackup-like-uninstall", "mackup-like", threehundredfortyninthTool("mackup-synced", "uninstall"),
			yesNo("Are you sure?", ""), wait("Are you sure?"), settle), py),

		// comby-like: its count of matches, a hunk, a key it does not
		// know, the next hunk.
		needs(ask("comby-like", "comby-like", cb,
			pressEnter("Press any key to continue on this patching adventure (Ctrl-C to cancel)."), atReview...), py),
		needs(ask("comby-like-hunk", "comby-like", cb, accept, atHunk...), py),
		needs(ask("comby-like-unknown", "comby-like", cb, accept, atUnknown...), py),
		needs(ask("comby-like-next", "comby-like", cb, accept, then(atUnknown, typed("n", "-17,7"), settle)...), py),
	}
}

// TestModesThreehundredfortyninth drives the threehundredfortyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortyninth(t *testing.T) {
	captureSet(t, threehundredfortyninthDir, threehundredfortyninthSet())
}
