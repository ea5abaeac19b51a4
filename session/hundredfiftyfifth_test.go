package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftyfifthDir holds the hundredfiftyfifth set (issue 44,
// hundred-and-fifty-fifth round): live cases of the questions of
// command-line tools written in Perl, Ruby, PHP, Go and Rust, none of them
// named by any other test, table, fixture or doc of agentty: Perl's
// Dist::Zilla (`dzil setup`, over Term::UI), Ruby's WPScan and fastlane
// (over HighLine), PHP's Drush (over Symfony Console), Go's cosign and
// saml2aws (over AlecAivazis' survey), Rust's kondo, topgrade and
// cargo-binstall. Each is imitated by a fixture of its own printing, on
// the main screen, what the tool prints when it asks (its words, layout,
// defaults, colours, cursor and terminal modes, from its documentation,
// source and published transcripts), a line at a time or in raw mode as
// the library it asks with reads: confirms with their defaults in many
// notations (`[y/N]:` after two spaces, `[Y]es [N]o, default: [N]`,
// `(yes/no) [yes]:`, `[y/N]`, `[yes]/no`), numbered and lettered menus,
// text fields with defaults in brackets or parentheses, passwords with
// echo off or masked with `*`, and questions asked again after a wrong
// answer; each at first sight and some with an answer typed. Each case's
// label was written from what a person reads on the screen and committed
// before its screen was captured. No moment was removed; three were
// driven again, their labels unchanged: WPScan's and kondo's with a
// letter typed first waited for that letter to show, which the capture
// never saw, and cargo-binstall's asked again first waited for `? maybe`,
// which its echo, ahead of the `? `, never made; each now lets the screen
// settle, types, and settles again.
const hundredfiftyfifthDir = "../testdata/modes-hundredfiftyfifth"

// hundredfiftyfifthScript runs the set's Python script, with Debian's
// python3.
var hundredfiftyfifthScript = setFixtures("hundredfiftyfifth").script

// hundredfiftyfifthSet is the hundredfiftyfifth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredfiftyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(tool string) opener {
		return hundredfiftyfifthScript(py, "py/hundredfiftyfifth_demo.py", tool)
	}
	dzil := like("dzil")
	wpscan := like("wpscan")
	fastlane := like("fastlane")
	drushSI := like("drush-si")
	drushCC := like("drush-cc")
	cosignKeys := like("cosign-keys")
	cosignSign := like("cosign-sign")
	saml2aws := like("saml2aws")
	kondo := like("kondo")
	topgrade := like("topgrade")
	binstall := like("cargo-binstall")

	const pauseQ = "Do you want to enter your PAUSE account details?"
	toCopyright := []step{wait("name?"), typed("Ada Lovelace", "email address?"), typed("ada@example.com", "[Ada Lovelace]")}
	toPause := append(append([]step(nil), toCopyright...), enter("[Perl_5]"), enter("[y/N]"))

	const fastlaneQ = "What would you like to use fastlane for?"
	lanes := []string{"1|\U0001f4f8  Automate screenshots", "2|\U0001f469\u200d\u2708\ufe0f  Automate beta distribution to TestFlight",
		"3|\U0001f680  Automate App Store distribution", "4|\U0001f6e0  Manual setup - manually setup your project to automate your tasks"}

	const cacheQ = "Choose a cache to clear"
	caches := []string{"drush|drush", "theme-registry|theme-registry", "router|router", "css-js|css-js", "render|render",
		"plugin|plugin", "bin|bin", "views|views", "all|all"}

	const roleQ = "Please choose the role"
	roles := []string{"Account: relay-prod (123456789012) / Admin", "Account: relay-prod (123456789012) / ReadOnly",
		"Account: relay-staging (210987654321) / Admin", "Account: relay-staging (210987654321) / Developer"}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	toPassword := []step{wait("(ada@example.com)"), enter("Password")}
	toRole := append(append([]step(nil), toPassword...), step{text: "hunter22", secret: true, enter: true, expect: "choose the role", timeout: setSlow})

	const kondoQ = "delete above artifact directories?"
	kondoOpts := []string{"y|yes", "n|no", "a|all", "q|quit"}
	const binstallQ = "Do you wish to continue?"

	return []corpusCase{
		// Perl: Dist::Zilla's `dzil setup` over Term::UI, a line at a
		// time: the copyright holder with its default in brackets, the
		// PAUSE question (`[y/N]:`) at first sight and asked again after
		// "maybe", the PAUSE password with echo off.
		needs(ask("dzil-like-copyright", "dzil-like", dzil, want(modes.Text, "Who, by default, holds the copyright on your code?", "Ada Lovelace"),
			toCopyright...), py),
		needs(ask("dzil-like-pause", "dzil-like", dzil, yesNo(pauseQ, "no"), toPause...), py),
		needs(ask("dzil-like-pause-again", "dzil-like", dzil, yesNo(pauseQ, "no"),
			append(append([]step(nil), toPause...), typed("maybe", "Invalid selection"), settle)...), py),
		needs(ask("dzil-like-password", "dzil-like", dzil, want(modes.Password, "What is your PAUSE password?", ""),
			append(append([]step(nil), toPause...), typed("y", "PAUSE id?"), typed("ADA", "PAUSE password?"))...), py),

		// Ruby: WPScan's question after its banner (`[Y]es [N]o,
		// default: [N]`), at first sight and with a Y typed; fastlane
		// init's numbered choice over HighLine's `?  `, at first sight
		// and asked again after a number not listed.
		needs(ask("wpscan-like", "wpscan-like", wpscan, yesNo("Do you want to update now?", "no"), wait("default: [N]")), py),
		needs(ask("wpscan-like-typed", "wpscan-like", wpscan, yesNo("Do you want to update now?", "no"), wait("default: [N]"), settle, step{text: "Y"}, settle), py),
		needs(ask("fastlane-like", "fastlane-like", fastlane, want(modes.Select, fastlaneQ, "", lanes...), wait("Manual setup")), py),
		needs(ask("fastlane-like-again", "fastlane-like", fastlane, want(modes.Select, fastlaneQ, "", lanes...),
			wait("Manual setup"), typed("9", "You must choose"), settle), py),

		// PHP: Drush in Symfony Console's style: site:install's
		// `(yes/no) [yes]:` over ` > `, cache:clear's choice of keyed
		// caches with its default in brackets, at first sight and asked
		// again under an [ERROR] block.
		needs(ask("drush-like-site-install", "drush-like", drushSI, yesNo("Do you want to continue?", "yes"), wait("(yes/no)")), py),
		needs(ask("drush-like-cache", "drush-like", drushCC, want(modes.Select, cacheQ, "all", caches...), wait("[all           ]")), py),
		needs(ask("drush-like-cache-again", "drush-like", drushCC, want(modes.Select, cacheQ, "all", caches...),
			wait("[all           ]"), typed("everything", "[ERROR]"), settle), py),

		// Go: cosign generate-key-pair's password and its repeat with
		// echo off, cosign sign's `[y/N]` under its terms; saml2aws
		// login over survey in raw mode: the username with its default
		// in parentheses, the password at first sight and typed (`*`
		// for each letter), the role list at first sight and moved
		// down.
		needs(ask("cosign-like-password", "cosign-like", cosignKeys, want(modes.Password, "Enter password for private key:", ""), wait("private key:")), py),
		needs(ask("cosign-like-password-again", "cosign-like", cosignKeys, want(modes.Password, "Enter password for private key again:", ""),
			wait("private key:"), step{text: "s3cr3t", secret: true, enter: true, expect: "again:", timeout: setSlow}), py),
		needs(ask("cosign-like-sign", "cosign-like", cosignSign, yesNo("Are you sure you would like to continue?", "no"), wait("[y/N]")), py),
		needs(ask("saml2aws-like-username", "saml2aws-like", saml2aws, want(modes.Text, "Username", "ada@example.com"), wait("(ada@example.com)")), py),
		needs(ask("saml2aws-like-password", "saml2aws-like", saml2aws, want(modes.Password, "Password", ""), toPassword...), py),
		needs(ask("saml2aws-like-password-typed", "saml2aws-like", saml2aws, want(modes.Password, "Password", ""),
			append(append([]step(nil), toPassword...), step{text: "hunter22", secret: true, expect: "********", timeout: setSlow})...), py),
		needs(ask("saml2aws-like-role", "saml2aws-like", saml2aws, pick(roleQ, 0, roles...), toRole...), py),
		needs(ask("saml2aws-like-role-moved", "saml2aws-like", saml2aws, pick(roleQ, 1, roles...),
			append(append([]step(nil), toRole...), down, settle)...), py),

		// Rust: kondo's `([y]es, [n]o, [a]ll, [q]uit):` at first sight,
		// asked again after an x, and with an a typed; topgrade's
		// `Retry? (y)es/(N)o/(s)hell/(q)uit` for a key after a failed
		// step; cargo-binstall's `[yes]/no` over `? `, at first sight and
		// asked again after "maybe".
		needs(ask("kondo-like", "kondo-like", kondo, want(modes.Choice, kondoQ, "", kondoOpts...), wait("[q]uit")), py),
		needs(ask("kondo-like-again", "kondo-like", kondo, want(modes.Choice, kondoQ, "", kondoOpts...),
			wait("[q]uit"), typed("x", "invalid choice"), settle), py),
		needs(ask("kondo-like-typed", "kondo-like", kondo, want(modes.Choice, kondoQ, "", kondoOpts...), wait("[q]uit"), settle, step{text: "a"}, settle), py),
		needs(ask("topgrade-like", "topgrade-like", topgrade, want(modes.Choice, "Retry?", "n", "y|yes", "n|No", "s|shell", "q|quit"),
			wait("(q)uit")), py),
		needs(ask("cargo-binstall-like", "cargo-binstall-like", binstall, yesNo(binstallQ, "yes"), wait("[yes]/no")), py),
		needs(ask("cargo-binstall-like-again", "cargo-binstall-like", binstall, yesNo(binstallQ, "yes"),
			wait("[yes]/no"), settle, step{text: "maybe", enter: true}, settle), py),
	}
}

// TestModesHundredfiftyfifth drives the hundredfiftyfifth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfiftyfifth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfiftyfifth(t *testing.T) {
	captureSet(t, hundredfiftyfifthDir, hundredfiftyfifthSet())
}
