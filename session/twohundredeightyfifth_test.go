package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightyfifthDir holds the two-hundred-and-eighty-fifth set
// (issue 44, two-hundred-and-eighty-fifth round): live cases of setup
// wizards and installers of several stacks that cannot run here (no
// network), imitated by a Python script of the set's own
// (testdata/twohundredeightyfifth/py, run by Debian's python3), each
// drawing on the main screen what the tool draws at one of its moments:
// its words, layout, defaults, keys and colours, from its documentation,
// source and published transcripts as known. Deployer's `dep init`
// (PHP, Symfony Console's keyed choices and bracketed defaults, read a
// line at a time), Starship's install.sh piped into sh (shell, a `[y/N]`
// and sudo's password), cargo-lambda's `cargo lambda new` (Rust,
// inquire's prompts read raw a key at a time) and its build, and JBang
// running a script from a source not yet trusted (Java, a numbered
// choice read as a line, then its JDK download). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped unnamed with `git grep -il` before they were chosen were
// deployer, dep init, deployer.org and medvedev; starship and kushner;
// cargo-lambda, cargo lambda, calavera and ActiveMqEvent; jbang,
// jbangdev and rydahl. Each case's label (mode, state, prompt kind,
// question, default and options) says what a person reads on the
// screen, written from the script run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const twohundredeightyfifthDir = "../testdata/modes-twohundredeightyfifth"

// twohundredeightyfifthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredeightyfifthScript = setFixtures("twohundredeightyfifth").script

// twohundredeightyfifthSet is the two-hundred-and-eighty-fifth set.
// Labels say what a person reads on the screen; a tool at work,
// printing and asking nothing, is running.
func twohundredeightyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	like := func(flow string) opener {
		return twohundredeightyfifthScript(py, "py/twohundredeightyfifth_demo.py", flow)
	}

	// deployer-like (Deployer's `dep init`; Symfony Console's questions,
	// read a line at a time): a blank line, ` Select project language
	// [php]:` (the question green, the default yellow) over `  [0] php`
	// and `  [1] yaml` (keys yellow) and ` > `, the cursor after it (a
	// select of keyed entries defaulting to php, none highlighted; also
	// with `1` typed, not entered); the default taken, ` Select project
	// template [common]:` over eleven keyed templates `[0 ] common` …
	// `[10] yii` and ` > ` (likewise, also typed); then ` Repository
	// [git@github.com:alice/tally.git]:`, ` Project name [tally]:` and `
	// Hosts (comma separated) []:` each over ` > ` (a line to type, its
	// default in brackets; the last's brackets empty, no default; also
	// with a host typed).
	dep := like("deployer")
	const langQ, templateQ = "Select project language", "Select project template"
	lang := want(modes.Select, langQ, "php", "0|php", "1|yaml")
	templates := want(modes.Select, templateQ, "common", "0|common", "1|laravel", "2|symfony", "3|wordpress", "4|drupal",
		"5|cakephp", "6|codeigniter", "7|contao", "8|magento2", "9|typo3", "10|yii")
	atLang := []step{wait("[1] yaml"), settle}
	atTemplate := steps(atLang, []step{enter("[10] yii"), settle})
	atRepo := steps(atTemplate, []step{enter("Repository ["), settle})
	atName := steps(atRepo, []step{enter("Project name ["), settle})
	atHosts := steps(atName, []step{enter("Hosts (comma separated)"), settle})

	// starship-like (Starship's install.sh piped into sh): a bold
	// `Configuration` over `> Bin directory: /usr/local/bin`, `>
	// Platform:`, `> Arch:` (the `>` grey and bold, the values green), `>
	// Tarball URL: …` (wrapped) and the magenta `?` of `? Install
	// Starship latest to /usr/local/bin? [y/N] `, the cursor after it (a
	// yes/no defaulting to no; also with `y` typed, not entered); y
	// entered, a yellow `! Escalated permissions are required to install
	// to /usr/local/bin` over sudo's `[sudo] password for alice: ` (a
	// password); the password entered, `? Installing Starship, please
	// wait…` and nothing more (at work); with `-b ~/.local/bin`, a yellow
	// `! Bin directory /home/alice/.local/bin is not in your $PATH` before
	// the same question of that directory.
	star, starLocal := like("starship"), like("starship-local")
	install := yesNo("Install Starship latest to /usr/local/bin?", "no")
	atInstall := []step{wait("[y/N]"), settle}
	toSudo := steps(atInstall, []step{typed("y", "password for alice"), settle})

	// cargo-lambda-like (`cargo lambda new tally-fn`; inquire's prompts,
	// keys read raw): a green `?` and `Is this function an HTTP function?
	// (y/N) `, the cursor after it, over its help in cyan brackets
	// (wrapped): a yes/no defaulting to no (also with `n` typed, not
	// entered); n entered, the answer folds to `? Is this function an
	// HTTP function? No` and `? AWS Event type that this function
	// receives ` asks over seven of its event types, the highlighted one
	// cyan after `>`, and the cyan help `[↑↓ to move, tab to
	// autocomplete, enter to submit. …]` (a select, at first and moved
	// down; with `sqs` typed, the three sqs types left); `cargo lambda
	// build`: `Compiling` lines grow over cargo's `Building [==> ]
	// N/214: …` bar (at work).
	lambdaNew, lambdaBuild := like("cargo-lambda-new"), like("cargo-lambda-build")
	const httpQ, eventQ = "Is this function an HTTP function?", "AWS Event type that this function receives"
	atHTTP := []step{wait("Lambda URL]"), settle}
	atEvents := steps(atHTTP, []step{typing("n"), settle, enter("Event type"), settle})
	events := []string{"activemq::ActiveMqEvent", "autoscaling::AutoScalingEvent", "chime_bot::ChimeBotEvent",
		"cloudformation::CloudFormationCustomResourceRequest", "cloudwatch_events::CloudWatchEvent",
		"cloudwatch_logs::LogsEvent", "codebuild::CodeBuildEvent"}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// jbang-like (JBang running `tally@alice/tally-scripts`; a line read
	// at a time): `[jbang] https://github.com/alice/…/tally.java is not
	// from a trusted source thus not running it automatically.`
	// (wrapped), `If you trust the url to be safe to run you can do one of
	// the following` over `0) Trust once: …`, `1) Trust limited url in
	// future: https://github.com/alice/`, `2) Trust all subdomains in
	// future: https://github.com/`, `Any other response will result in
	// exit.` and `[jbang] Type in your choice and hit enter. Times out
	// after 10 seconds.`, the cursor on the row below (a select of keyed
	// entries, no default; also with `1` typed, not entered); 1 entered,
	// its trust added, dependencies resolved and `Downloading JDK 21. Be
	// patient, this can take several minutes... N%` counting (at work).
	jb := like("jbang")
	trust := want(modes.Select, "If you trust the url to be safe to run you can do one of the following", "",
		"0|Trust once: Add no trust, just run this time", "1|Trust limited url in future: https://github.com/alice/",
		"2|Trust all subdomains in future: https://github.com/")
	atTrust := []step{wait("Times out after 10 seconds."), settle}

	return []corpusCase{
		// deployer-like: the language, the template, the repository,
		// the project's name, the hosts.
		needs(ask("deployer-like-language", "deployer-like", dep, lang, atLang...), py),
		needs(ask("deployer-like-language-typed", "deployer-like", dep, lang, steps(atLang, []step{typing("1"), settle})...), py),
		needs(ask("deployer-like-template", "deployer-like", dep, templates, atTemplate...), py),
		needs(ask("deployer-like-template-typed", "deployer-like", dep, templates, steps(atTemplate, []step{typing("1"), settle})...), py),
		needs(ask("deployer-like-repository", "deployer-like", dep, want(modes.Text, "Repository", "git@github.com:alice/tally.git"), atRepo...), py),
		needs(ask("deployer-like-name", "deployer-like", dep, want(modes.Text, "Project name", "tally"), atName...), py),
		needs(ask("deployer-like-hosts", "deployer-like", dep, want(modes.Text, "Hosts (comma separated)", ""), atHosts...), py),
		needs(ask("deployer-like-hosts-typed", "deployer-like", dep, want(modes.Text, "Hosts (comma separated)", ""),
			steps(atHosts, []step{typing("deploy@relay.example.com"), settle})...), py),

		// starship-like: the install to confirm (also typed), sudo's
		// password, installing, the install to a directory off PATH.
		needs(ask("starship-like", "starship-like", star, install, atInstall...), py),
		needs(ask("starship-like-typed", "starship-like", star, install, steps(atInstall, []step{typing("y"), settle})...), py),
		needs(ask("starship-like-sudo", "starship-like", star, want(modes.Password, "[sudo] password for alice:", ""), toSudo...), py),
		needs(running("starship-like-installing", "starship-like", star, steps(toSudo, []step{hidden("hunter2", "please wait"), settle})...), py),
		needs(ask("starship-like-local", "starship-like", starLocal, yesNo("Install Starship latest to /home/alice/.local/bin?", "no"), atInstall...), py),

		// cargo-lambda-like: HTTP or not (also typed), the event type
		// (moved, filtered), building.
		needs(ask("cargo-lambda-like-http", "cargo-lambda-like", lambdaNew, yesNo(httpQ, "no"), atHTTP...), py),
		needs(ask("cargo-lambda-like-http-typed", "cargo-lambda-like", lambdaNew, yesNo(httpQ, "no"), steps(atHTTP, []step{typing("n"), settle})...), py),
		needs(ask("cargo-lambda-like-event", "cargo-lambda-like", lambdaNew, pick(eventQ, 0, events...), atEvents...), py),
		needs(ask("cargo-lambda-like-event-moved", "cargo-lambda-like", lambdaNew, pick(eventQ, 1, events...), steps(atEvents, []step{down, settle})...), py),
		needs(ask("cargo-lambda-like-event-filtered", "cargo-lambda-like", lambdaNew, pick(eventQ, 0, "sqs::SqsEvent", "sqs::SqsBatchResponse", "sqs::SqsApiEvent"),
			steps(atEvents, []step{typing("sqs"), settle})...), py),
		needs(running("cargo-lambda-like-building", "cargo-lambda-like", lambdaBuild, wait("Building ["), settle), py),

		// jbang-like: the trust to choose (also typed), the JDK's
		// download.
		needs(ask("jbang-like-trust", "jbang-like", jb, trust, atTrust...), py),
		needs(ask("jbang-like-trust-typed", "jbang-like", jb, trust, steps(atTrust, []step{typing("1"), settle})...), py),
		needs(running("jbang-like-downloading", "jbang-like", jb, steps(atTrust, []step{typed("1", "Downloading JDK 21")}, []step{settle})...), py),
	}
}

// TestModesTwohundredeightyfifth drives the two-hundred-and-eighty-fifth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightyfifth(t *testing.T) {
	captureSet(t, twohundredeightyfifthDir, twohundredeightyfifthSet())
}
