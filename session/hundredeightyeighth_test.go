package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightyeighthDir holds the hundredeightyeighth set (issue 44,
// hundred-and-eighty-eighth round): live cases of line-mode installers
// and set-up tools that cannot run here (a password manager's and a mail
// server's installers, a CI runner's registration, an artifact store's
// CLI configuration, a VPN installer's prompts, a file cloud's user
// creation), each imitated by a fixture of its own that prints, on the
// main screen and a line at a time, the tool's own series of questions in
// its own notation (defaults in brackets, numbered choices, yes/no as
// (y/n), [y/N] or (y/n) [n], passwords with echo off); each at first
// sight, some with an answer typed and not yet sent, some asked again
// after a wrong answer. None of the tools is named by any other test,
// table, fixture or doc of agentty. Each case's label was written from
// what the imitated tool means to a person and committed before its
// screen was captured. Six cases (bitwarden-like-typed, the four
// mailcow-like, algo-like-typed) were driven again after the first
// capture timed out on them: the mailcow-like ones waited for words the
// screen wraps over two rows ("servers hostname", now "hostname
// (FQDN)"), the two typed ones waited for the typed text to come back
// (now they settle before and after it is typed, as a person would wait
// for the prompt); labels unchanged.
const hundredeightyeighthDir = "../testdata/modes-hundredeightyeighth"

// hundredeightyeighthScript runs the set's Python script, with Debian's
// python3.
var hundredeightyeighthScript = setFixtures("hundredeightyeighth").script

// hundredeightyeighthSet is the hundredeightyeighth set. Labels say what a
// person reads on the screen; "…" in a question stands for any text.
func hundredeightyeighthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	keyed := func(s string) step { return step{text: s, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	like := func(tool string) opener {
		return hundredeightyeighthScript(py, "py/hundredeightyeighth_demo.py", tool)
	}
	bitwarden := like("bitwarden")
	mailcow := like("mailcow")
	runner := like("gitlab-runner")
	jfrog := like("jfrog")
	algo := like("algo")
	occ := like("occ")
	domain := want(modes.Text, "Enter the domain name for your Bitwarden instance (ex. bitwarden.example.com):", "")
	hostname := want(modes.Text, "Mail server hostname (FQDN)…", "")
	executor := want(modes.Select, "Enter an executor…", "", "custom", "docker", "parallels", "shell", "ssh", "virtualbox",
		"docker-windows", "docker+machine", "kubernetes", "docker-autoscaler", "instance")
	serverID := want(modes.Text, "Enter a unique server identifier:", "")
	clientCert := yesNo("Is the Artifactory reverse proxy configured to accept a client certificate?", "no")
	provider := want(modes.Select, "Enter the number of your desired provider", "", "1|DigitalOcean", "2|Amazon Lightsail", "3|Amazon EC2",
		"4|Microsoft Azure", "5|Google Compute Engine", "6|Hetzner Cloud", "7|Vultr", "8|Scaleway", "9|OpenStack (DreamCompute optimised)",
		"10|CloudStack (Exoscale optimised)", "11|Linode", "12|Install to existing Ubuntu latest LTS server (for more advanced users)")
	const url, token = "https://gitlab.example.com/", "glrt-relayexampletoken"
	return []corpusCase{
		// A password manager's installer: bitwarden.sh install's domain
		// below its banner (first sight, a name typed and not sent), then
		// its Let's Encrypt question as (y/n).
		needs(ask("bitwarden-like", "bitwarden-like", bitwarden, domain, wait("Enter the domain name")), py),
		needs(ask("bitwarden-like-typed", "bitwarden-like", bitwarden, domain, wait("Enter the domain name"), settle,
			keyed("vault.example.com"), settle), py),
		needs(ask("bitwarden-like-letsencrypt", "bitwarden-like", bitwarden, yesNo("Do you want to use Let's Encrypt to generate a free SSL certificate?", ""),
			wait("Enter the domain name"), typed("vault.example.com", "Let's Encrypt")), py),

		// A mail server's installer: mailcow's generate_config.sh, its
		// hostname (first sight, asked again after a name that is no
		// FQDN), its time zone with the detected one in brackets, its
		// branch by number ([1/2], the first the default).
		needs(ask("mailcow-like", "mailcow-like", mailcow, hostname, wait("hostname (FQDN)")), py),
		needs(ask("mailcow-like-again", "mailcow-like", mailcow, hostname, wait("hostname (FQDN)"), typed("mail", "not a FQDN"), settle), py),
		needs(ask("mailcow-like-timezone", "mailcow-like", mailcow, want(modes.Text, "Timezone", "Etc/UTC"),
			wait("hostname (FQDN)"), typed("mail.example.com", "Timezone")), py),
		needs(ask("mailcow-like-branch", "mailcow-like", mailcow,
			want(modes.Select, "Choose the Branch with it's number [1/2]", "1",
				"1|master branch (stable updates) | default, recommended", "2|nightly branch (unstable updates, testing) | not-production ready"),
			wait("hostname (FQDN)"), typed("mail.example.com", "Timezone"), enter("Branch with")), py),

		// A CI runner's registration: gitlab-runner register, each
		// question on its row and answered on the next: the instance URL,
		// the description with a default in brackets, the executor named
		// from a list (first sight and asked again after an unknown one).
		needs(ask("gitlab-runner-like", "gitlab-runner-like", runner, want(modes.Text, "Enter the GitLab instance URL (for example, https://gitlab.com/):", ""),
			wait("instance URL")), py),
		needs(ask("gitlab-runner-like-description", "gitlab-runner-like", runner, want(modes.Text, "Enter a description for the runner:", "relay"),
			wait("instance URL"), typed(url, "registration token"), typed(token, "[relay]")), py),
		needs(ask("gitlab-runner-like-executor", "gitlab-runner-like", runner, executor,
			wait("instance URL"), typed(url, "registration token"), typed(token, "[relay]"), enter("tags"), enter("maintenance note"),
			enter("Enter an executor")), py),
		needs(ask("gitlab-runner-like-again", "gitlab-runner-like", runner, executor,
			wait("instance URL"), typed(url, "registration token"), typed(token, "[relay]"), enter("tags"), enter("maintenance note"),
			enter("Enter an executor"), typed("dokcer", "Invalid executor"), settle), py),

		// An artifact store's CLI configuration: jfrog config add, its
		// server id (first sight, typed and not sent), its password with
		// echo off, its client-certificate yes/no with [n] (first sight,
		// asked again after an answer it cannot read).
		needs(ask("jfrog-like", "jfrog-like", jfrog, serverID, wait("server identifier")), py),
		needs(ask("jfrog-like-typed", "jfrog-like", jfrog, serverID, wait("server identifier"), step{text: "relay", expect: "identifier: relay", timeout: setSlow}), py),
		needs(ask("jfrog-like-password", "jfrog-like", jfrog, want(modes.Password, "JFrog password or API key:", ""),
			wait("server identifier"), typed("relay", "Platform URL"), typed("https://relay.jfrog.io", "access token"), enter("JFrog username"),
			typed("ada", "password or API key")), py),
		needs(ask("jfrog-like-client-cert", "jfrog-like", jfrog, clientCert,
			wait("server identifier"), typed("relay", "Platform URL"), typed("https://relay.jfrog.io", "access token"), enter("JFrog username"),
			typed("ada", "password or API key"), typed("hunter22", "client certificate")), py),
		needs(ask("jfrog-like-again", "jfrog-like", jfrog, clientCert,
			wait("server identifier"), typed("relay", "Platform URL"), typed("https://relay.jfrog.io", "access token"), enter("JFrog username"),
			typed("ada", "password or API key"), typed("hunter22", "client certificate"), typed("maybe", "valid option"), settle), py),

		// A VPN installer's prompts: algo's providers by number (first
		// sight, a number typed and not sent, asked again after one out
		// of range), the server's name with [algo] on the row above, a
		// yes/no as [y/N] on the row above its ": ".
		needs(ask("algo-like", "algo-like", algo, provider, wait("desired provider")), py),
		needs(ask("algo-like-typed", "algo-like", algo, provider, wait("desired provider"), settle, keyed("12"), settle), py),
		needs(ask("algo-like-again", "algo-like", algo, provider, wait("desired provider"), typed("15", "between 1 and 12"), settle), py),
		needs(ask("algo-like-name", "algo-like", algo, want(modes.Text, "Name the vpn server", "algo"),
			wait("desired provider"), typed("12", "[algo]")), py),
		needs(ask("algo-like-cellular", "algo-like", algo, yesNo("Do you want macOS/iOS clients to enable \"Connect On Demand\" when connected to cellular networks?", "no"),
			wait("desired provider"), typed("12", "[algo]"), enter("[y/N]")), py),

		// A file cloud's user creation: Nextcloud's occ user:add, its
		// password and its confirmation, with echo off.
		needs(ask("occ-like", "occ-like", occ, want(modes.Password, "Enter password:", ""), wait("Enter password")), py),
		needs(ask("occ-like-confirm", "occ-like", occ, want(modes.Password, "Confirm password:", ""),
			wait("Enter password"), typed("hunter22 horse", "Confirm password")), py),
	}
}

// TestModesHundredeightyeighth drives the hundredeightyeighth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightyeighth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredeightyeighth(t *testing.T) {
	captureSet(t, hundredeightyeighthDir, hundredeightyeighthSet())
}
