package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirdDir holds the hundredthird set (issue 44, hundred-and-third
// round): live cases of developer tools imitated by a fixture of its own,
// each printing, on the main screen and a line at a time, what a tool
// that cannot run here prints at one of its moments (its words, layout,
// defaults, cursor and terminal modes, from its documentation, source and
// published transcripts), none of them named by any other test, table,
// fixture or doc of agentty. Each case's label was written from what the
// imitated tool means to a person and committed before its screen was
// captured.
const hundredthirdDir = "../testdata/modes-hundredthird"

// hundredthirdScript runs the set's Python script, with Debian's
// python3.
var hundredthirdScript = setFixtures("hundredthird").script

// hundredthirdSet is the hundredthird set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func hundredthirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	tab := step{keys: "<tab>"}
	like := func(args ...string) opener {
		return hundredthirdScript(py, "py/hundredthird_demo.py", args...)
	}
	pecl := like("pecl")
	ibmcloud := like("ibmcloud")
	sqitch := like("sqitch")
	linode := like("linode-cli")
	conan := like("conan")
	rebar3 := like("rebar3")
	nimble := like("nimble")
	aliyun := like("aliyun")
	const eshell = "1>"
	accounts := []string{"1|Relay Team's Account (4f1c2d0a9b8e7c6d5e4f3a2b1c0d9e8f)", "2|Ada Lovelace's Account (0a9b8e7c6d5e4f3a2b1c0d9e8f4f1c2d)"}
	ibmRegions := []string{"1|au-syd", "2|in-che", "3|jp-osa", "4|jp-tok", "5|eu-de", "6|eu-gb", "7|ca-tor", "8|us-south", "9|us-east", "10|br-sao"}
	linodeRegions := []string{"1|ap-west", "2|ca-central", "3|ap-southeast", "4|us-central", "5|us-west", "6|us-southeast", "7|us-east",
		"8|eu-west", "9|ap-south", "10|eu-central", "11|ap-northeast"}
	return []corpusCase{
		// Confirms asked on a line: pecl's build options (`[no] :`, the
		// first and the second), sqitch's revert (`[Yes]`), conan's
		// removal (`(yes/no):`, wrapped over two rows).
		needs(ask("pecl-like", "pecl-like", pecl, yesNo("enable igbinary serializer support?", "no"), wait("serializer support")), py),
		needs(ask("pecl-like-second", "pecl-like", pecl, yesNo("enable lzf compression support?", "no"),
			wait("serializer support"), step{enter: true, expect: "lzf compression", timeout: setSlow}), py),
		needs(ask("sqitch-like", "sqitch-like", sqitch, yesNo("Revert all changes from db:pg:flipr_test?", "yes"), wait("Revert all")), py),
		needs(ask("conan-like", "conan-like", conan, yesNo("Remove the recipe and all the packages of '…'?", ""), wait("(yes/no)")), py),

		// A cloud CLI's interactive login: ibmcloud's e-mail, its
		// password with echo off, its numbered accounts and regions.
		needs(ask("ibmcloud-like-email", "ibmcloud-like", ibmcloud, want(modes.Text, "Email>", ""), wait("Email>")), py),
		needs(ask("ibmcloud-like-password", "ibmcloud-like", ibmcloud, want(modes.Password, "Password>", ""),
			wait("Email>"), typed("ada@example.com", "Password>")), py),
		needs(ask("ibmcloud-like-account", "ibmcloud-like", ibmcloud, want(modes.Select, "Select an account:", "", accounts...),
			wait("Email>"), typed("ada@example.com", "Password>"), typed("hunter22", "Enter a number>")), py),
		needs(ask("ibmcloud-like-region", "ibmcloud-like", ibmcloud, want(modes.Select, "Select a region (or press enter to skip):", "", ibmRegions...),
			wait("Email>"), typed("ada@example.com", "Password>"), typed("hunter22", "Enter a number>"), typed("1", "Select a region")), py),

		// Numbered regions and text fields of cloud CLIs' configuration:
		// linode-cli's default region, aliyun's access key id (`[]`) and
		// default region.
		needs(ask("linode-cli-like", "linode-cli-like", linode, want(modes.Select, "Default Region (Optional):", "", linodeRegions...), wait("Default Region (Optional)")), py),
		needs(ask("aliyun-like", "aliyun-like", aliyun, want(modes.Text, "Access Key Id…", ""), wait("Access Key Id")), py),
		needs(ask("aliyun-like-region", "aliyun-like", aliyun, want(modes.Text, "Default Region Id…", ""),
			wait("Access Key Id"), typed("LTAI5tRelayExample", "Access Key Secret"), typed("relaysecret", "Default Region Id")), py),

		// nimble init's package type, cycled with Tab on three rows
		// (`> binary <`), and its version with a default in brackets on
		// a prompt row and answered on the next.
		needs(ask("nimble-like", "nimble-like", nimble, want(modes.Select, "Package type?", "", ">library", "binary", "hybrid"), wait("hybrid")), py),
		needs(ask("nimble-like-tabbed", "nimble-like", nimble, want(modes.Select, "Package type?", "", "library", ">binary", "hybrid"), wait("hybrid"), tab, settle), py),
		needs(ask("nimble-like-version", "nimble-like", nimble, want(modes.Text, "Initial version of package?", "0.1.0"),
			wait("hybrid"), step{enter: true, expect: "Answer:", timeout: setSlow}), py),

		// A build tool's REPL: rebar3 shell's Erlang shell, at its first
		// prompt and after an expression.
		needs(is(modes.REPL, "rebar3-like", "rebar3-like", rebar3, wait(eshell)), py),
		needs(is(modes.REPL, "rebar3-like-after-command", "rebar3-like", rebar3, wait(eshell), typed("6 * 7.", "2>"), settle), py),
	}
}

// TestModesHundredthird drives the hundredthird set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/hundredthird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesHundredthird(t *testing.T) { captureSet(t, hundredthirdDir, hundredthirdSet()) }
