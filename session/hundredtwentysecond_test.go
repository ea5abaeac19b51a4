package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentysecondDir holds the hundredtwentysecond set (issue 44,
// hundred-and-twenty-second round): live cases of installers, setup
// scripts and first-run wizards imitated by a fixture of its own, each
// printing what a tool that cannot run here prints at one of its moments
// (its words, layout, defaults, cursor and terminal modes, from its
// documentation, source and published transcripts): numbered menus with a
// default in brackets, text with a default in brackets or parentheses,
// passwords asked twice with echo off, a licence paged with a
// reverse-video --More-- then a numbered accept, a raw-mode select, and
// whiptail's boxed yes/no and input boxes on the alternate screen. None of
// the tools is named by any other test, table, fixture or doc of agentty.
// Each case's label was written from what the imitated tool means to a
// person and committed before its screen was captured.
const hundredtwentysecondDir = "../testdata/modes-hundredtwentysecond"

// hundredtwentysecondScript runs the set's Python script, with Debian's
// python3.
var hundredtwentysecondScript = setFixtures("hundredtwentysecond").script

// hundredtwentysecondSet is the hundredtwentysecond set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredtwentysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(args ...string) opener {
		return hundredtwentysecondScript(py, "py/hundredtwentysecond_demo.py", args...)
	}
	citrix := like("citrix")
	wireguard := like("wireguard-install")
	webmin := like("webmin")
	ispconfig := like("ispconfig")
	juliaup := like("juliaup")
	dns := []string{"1|Current system resolvers", "2|Google", "3|1.1.1.1", "4|OpenDNS", "5|Quad9", "6|Gcore", "7|AdGuard", "8|Specify custom resolvers"}
	julia := func(highlighted int) *modes.Prompt {
		opts := []string{"Proceed with installation", "Customize installation", "Cancel installation"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Do you want to install with these default configuration choices?", "", opts...)
	}
	return []corpusCase{
		// The Citrix Workspace app's setupwfc: its numbered setup option
		// (`Enter option number 1-2 [1]: `), its install directory
		// (`[default /opt/Citrix/ICAClient]`), its licence paged by a
		// more(1)-like pager at `--More--(58%)`, and, after q, its
		// numbered accept (`[2]`, "I do not accept").
		needs(ask("citrix-like", "citrix-like", citrix, want(modes.Select, "Select a setup option:", "1",
			"1|Install Citrix Workspace app 24.8.0.98", "2|Quit Citrix Workspace app setup."), wait("Enter option number")), py),
		needs(ask("citrix-like-directory", "citrix-like", citrix,
			want(modes.Text, "Please enter the directory in which Citrix Workspace app is to be installed.", "/opt/Citrix/ICAClient"),
			wait("Enter option number"), enter("abandon the installation")), py),
		needs(is(modes.Pager, "citrix-like-licence", "citrix-like", citrix,
			wait("Enter option number"), enter("abandon the installation"), enter("--More--"), settle), py),
		needs(ask("citrix-like-accept", "citrix-like", citrix, want(modes.Select, "Select an option:", "2", "1|I accept", "2|I do not accept"),
			wait("Enter option number"), enter("abandon the installation"), enter("--More--"),
			step{text: "q", expect: "I do not accept", timeout: setSlow}), py),

		// Nyr's wireguard-install: its numbered IPv4 addresses (`[1]`),
		// its port (`Port [51820]: `) and its numbered DNS servers.
		needs(ask("wireguard-install-like", "wireguard-install-like", wireguard,
			want(modes.Select, "Which IPv4 address should be used?", "1", "1|10.0.2.15", "2|192.168.122.1"), wait("IPv4 address [1]")), py),
		needs(ask("wireguard-install-like-port", "wireguard-install-like", wireguard,
			want(modes.Text, "What port should WireGuard listen to?", "51820"), wait("IPv4 address [1]"), enter("Port [51820]")), py),
		needs(ask("wireguard-install-like-dns", "wireguard-install-like", wireguard,
			want(modes.Select, "Select a DNS server for the client:", "1", dns...),
			wait("IPv4 address [1]"), enter("Port [51820]"), enter("Name [client]"), enter("DNS server [1]")), py),

		// Webmin's setup.sh: the web server port (`(default 10000)`), the
		// login password and its repetition with echo off, and its SSL
		// question (`(y/n)`, no default).
		needs(ask("webmin-like", "webmin-like", webmin, want(modes.Text, "Web server port", "10000"), wait("Web server port")), py),
		needs(ask("webmin-like-password", "webmin-like", webmin, want(modes.Password, "Login password:", ""),
			wait("Web server port"), enter("Login name"), enter("Login password")), py),
		needs(ask("webmin-like-again", "webmin-like", webmin, want(modes.Password, "Password again:", ""),
			wait("Web server port"), enter("Login name"), enter("Login password"), typed("hunter22", "Password again")), py),
		needs(ask("webmin-like-ssl", "webmin-like", webmin, yesNo("Use SSL", ""),
			wait("Web server port"), enter("Login name"), enter("Login password"), typed("hunter22", "Password again"),
			typed("hunter22", "Use SSL")), py),

		// ISPConfig's install.php: after its language and mode taken with
		// Enter, the server's name with its default in brackets, wrapped
		// over two rows.
		needs(ask("ispconfig-like", "ispconfig-like", ispconfig,
			want(modes.Text, "Full qualified hostname (FQDN) of the server, eg server1.domain.tld", "relay.example.com"),
			wait("Select language"), enter("Installation mode"), enter("Full qualified hostname")), py),

		// Juliaup's installer: dialoguer's select in raw mode, the cursor
		// hidden, at first and moved down.
		needs(ask("juliaup-like", "juliaup-like", juliaup, julia(0), wait("Cancel installation")), py),
		needs(ask("juliaup-like-moved", "juliaup-like", juliaup, julia(1), wait("Cancel installation"), down, settle), py),

		// whiptail's boxed dialogs on the alternate screen: PiVPN's static
		// address yes/no and its WireGuard port input box (default
		// 51820), Mail-in-a-Box's e-mail address input box.
		needs(ask("pivpn-like-static", "pivpn-like", like("pivpn-static"),
			want(modes.Confirm, "Do you want to use your current network settings as a static address?", "", ">Yes", "No"), wait("<No>")), py),
		needs(ask("pivpn-like-port", "pivpn-like", like("pivpn-port"), want(modes.Text, "…default wireguard port…", "51820"), wait("<Cancel>")), py),
		needs(ask("mailinabox-like", "mailinabox-like", like("mailinabox"), want(modes.Text, "…Email Address…", "me@relay.example.com"), wait("<Cancel>")), py),
	}
}

// TestModesHundredtwentysecond drives the hundredtwentysecond set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwentysecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredtwentysecond(t *testing.T) {
	captureSet(t, hundredtwentysecondDir, hundredtwentysecondSet())
}
