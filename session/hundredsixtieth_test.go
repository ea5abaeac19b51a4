package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsixtiethDir holds the hundredsixtieth set (issue 44,
// hundred-and-sixtieth round): live cases of the questions of install and
// setup scripts, none of them named by any other test, table, fixture or
// doc of agentty: discourse_docker's discourse-setup, Zimbra
// Collaboration's install.sh, Oh My Zsh's install.sh, Virtualmin's
// install.sh, the Pterodactyl installation script and Hestia Control
// Panel's hst-install-debian.sh. Each is imitated by the set's Python
// script printing, on the main screen and a line at a time, what the
// script prints when it asks (its words, layout, defaults, colours,
// cursor and terminal modes, from its source and published transcripts):
// text fields with defaults in brackets or parentheses, confirms in many
// notations (`[N]`, `[Y]`, `[Y/n]`, `(y/n)`, `[y/N]:`), a numbered menu
// on an `* Input 0-6:` line, questions asked again after a wrong answer,
// a long question wrapped over two rows and a password masked with `*`;
// each at first sight and some with an answer typed. Each case's label
// was written from what a person reads on the screen and committed
// before its screen was captured. No moment was removed nor driven again.
const hundredsixtiethDir = "../testdata/modes-hundredsixtieth"

// hundredsixtiethScript runs the set's Python script, with Debian's
// python3.
var hundredsixtiethScript = setFixtures("hundredsixtieth").script

// hundredsixtiethSet is the hundredsixtieth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func hundredsixtiethSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	like := func(tool string) opener {
		return hundredsixtiethScript(py, "py/hundredsixtieth_demo.py", tool)
	}
	discourse := like("discourse-setup")
	zimbra := like("zimbra")
	ohMyZsh := like("oh-my-zsh")
	virtualmin := like("virtualmin")
	pterodactyl := like("pterodactyl-installer")
	hestia := like("hestia")

	toEmail := []step{wait("[discourse.example.com]:"), typed("forum.example.com", "admin account(s)?")}
	toMaxmind := append(append([]step(nil), toEmail...), enter("SMTP server address?"), enter("SMTP port?"), enter("SMTP user name?"),
		enter("SMTP password?"), enter("notification email"), enter("Let's Encrypt"), enter("Maxmind"))

	const licenseQ = "Do you agree with the terms of the software license agreement?"
	const zshQ = "Do you want to change your default shell to zsh?"

	const menuQ = "What would you like to do?"
	menu := []string{"0|Install the panel", "1|Install Wings",
		"2|Install both [0] and [1] on the same machine (wings script runs after panel)",
		"3|Install panel with canary version of the script (the versions that lives in master, may be broken!)",
		"4|Install Wings with canary version of the script (the versions that lives in master, may be broken!)",
		"5|Install both [3] and [4] on the same machine (wings script runs after panel)",
		"6|Uninstall panel or wings with canary version of the script (the versions that lives in master, may be broken!)"}
	toDatabase := []step{wait("Input 0-6:"), typed("0", "Database name")}
	toPassword := append(append([]step(nil), toDatabase...), enter("Database username"), enter("randomly generated password"))
	const passwordQ = "Password (press enter to use randomly generated password):"

	const hestiaQ = "Would you like to continue with the installation?"
	toHestiaEmail := []step{wait("[y/N]:"), typed("y", "admin email address")}

	return []corpusCase{
		// discourse-setup's values asked with bash's `read -p`, each
		// with its default in brackets: the hostname at first sight,
		// the admin e-mail after a hostname typed, and the Maxmind
		// account id, whose question wraps over two rows.
		needs(ask("discourse-setup-like-hostname", "discourse-setup-like", discourse,
			want(modes.Text, "Hostname for your Discourse?", "discourse.example.com"), wait("[discourse.example.com]:")), py),
		needs(ask("discourse-setup-like-email", "discourse-setup-like", discourse,
			want(modes.Text, "Email address for admin account(s)?", "me@example.com,you@example.com"), toEmail...), py),
		needs(ask("discourse-setup-like-maxmind", "discourse-setup-like", discourse,
			want(modes.Text, "Optional Maxmind Account ID (ENTER to continue without MAXMIND GeoLite2 geolocation database)", "123456"),
			toMaxmind...), py),

		// Zimbra's install.sh under its license: `[N]` at first sight
		// and with a y typed, then `Use Zimbra's package repository
		// [Y]`, confirms with those defaults.
		needs(ask("zimbra-like-license", "zimbra-like", zimbra, yesNo(licenseQ, "no"), wait("agreement? [N]")), py),
		needs(ask("zimbra-like-license-typed", "zimbra-like", zimbra, yesNo(licenseQ, "no"), wait("agreement? [N]"), settle, step{text: "y"}, settle), py),
		needs(ask("zimbra-like-repository", "zimbra-like", zimbra, yesNo("Use Zimbra's package repository", "yes"),
			wait("agreement? [N]"), typed("y", "package repository [Y]")), py),

		// Oh My Zsh's install.sh after its clone: a yellow `[Y/n]`, at
		// first sight and with an n typed.
		needs(ask("oh-my-zsh-like", "oh-my-zsh-like", ohMyZsh, yesNo(zshQ, "yes"), wait("[Y/n]")), py),
		needs(ask("oh-my-zsh-like-typed", "oh-my-zsh-like", ohMyZsh, yesNo(zshQ, "yes"), wait("[Y/n]"), settle, step{text: "n"}, settle), py),

		// Virtualmin's install.sh: ` Continue? (y/n) ` under its
		// welcome, at first sight and asked again after "maybe" with a
		// yellow `Please enter y or n:`; then, after y, its hostname
		// with no default.
		needs(ask("virtualmin-like", "virtualmin-like", virtualmin, yesNo("Continue?", ""), wait("Continue? (y/n)")), py),
		needs(ask("virtualmin-like-again", "virtualmin-like", virtualmin, yesNo("Continue?", ""),
			wait("Continue? (y/n)"), typed("maybe", "Please enter y or n:"), settle), py),
		needs(ask("virtualmin-like-hostname", "virtualmin-like", virtualmin,
			want(modes.Text, "Please enter a fully qualified hostname (for example, host.example.com):", ""),
			wait("Continue? (y/n)"), typed("y", "fully qualified hostname")), py),

		// The Pterodactyl installation script: its numbered menu (seven
		// entries, three wrapped) over `* Input 0-6:`, at first sight
		// and shown again after 9 under `* ERROR: Invalid option`; the
		// database name with its default in parentheses; the password
		// read a key at a time, at first sight and with `********`.
		needs(ask("pterodactyl-installer-like", "pterodactyl-installer-like", pterodactyl, want(modes.Select, menuQ, "", menu...), wait("Input 0-6:")), py),
		needs(ask("pterodactyl-installer-like-again", "pterodactyl-installer-like", pterodactyl, want(modes.Select, menuQ, "", menu...),
			wait("Input 0-6:"), typed("9", "Invalid option"), settle), py),
		needs(ask("pterodactyl-installer-like-database", "pterodactyl-installer-like", pterodactyl, want(modes.Text, "Database name", "panel"),
			toDatabase...), py),
		needs(ask("pterodactyl-installer-like-password", "pterodactyl-installer-like", pterodactyl, want(modes.Password, passwordQ, ""),
			toPassword...), py),
		needs(ask("pterodactyl-installer-like-password-typed", "pterodactyl-installer-like", pterodactyl, want(modes.Password, passwordQ, ""),
			append(append([]step(nil), toPassword...), step{text: "hunter22", secret: true, expect: "********", timeout: setSlow})...), py),

		// Hestia's installer: its banner and list of software over
		// `[y/N]:`, then the admin's e-mail and the hostname with its
		// default in brackets.
		needs(ask("hestia-like", "hestia-like", hestia, yesNo(hestiaQ, "no"), wait("[y/N]:")), py),
		needs(ask("hestia-like-email", "hestia-like", hestia, want(modes.Text, "Please enter admin email address:", ""), toHestiaEmail...), py),
		needs(ask("hestia-like-hostname", "hestia-like", hestia, want(modes.Text, "Please enter FQDN hostname", "relay.example.com"),
			append(append([]step(nil), toHestiaEmail...), typed("ada@example.com", "FQDN hostname"))...), py),
	}
}

// TestModesHundredsixtieth drives the hundredsixtieth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredsixtieth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredsixtieth(t *testing.T) {
	captureSet(t, hundredsixtiethDir, hundredsixtiethSet())
}
