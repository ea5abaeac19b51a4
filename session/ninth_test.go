package session

import (
	"os"
	"os/exec"
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninthDir holds the ninth set (issue 44, ninth round): live cases of
// programs and prompt libraries that no other test, table, fixture or doc
// of agentty names, made after the eighth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw and committed before its screen was captured.
const ninthDir = "../testdata/modes-ninth"

// ninthGo runs a program of the ninth set's Go module (a demo of a
// library, or a program the module builds as a tool) over a prepared
// home; ninthNode a script of its npm fixture; ninthScript one of its
// Python or Perl scripts, with Debian's interpreter.
var ninthGo, ninthNode, ninthScript = setFixtures("ninth").goProgram, setFixtures("ninth").node, setFixtures("ninth").script

// ninthAsUser runs a command line as the fixtures' unprivileged user
// (freeciv-server and poezio refuse root) in a fresh directory that is
// its HOME, prepared by prep and handed to that user.
func ninthAsUser(prep func(*testing.T, string), line string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		f.needUser(t)
		dir, err := os.MkdirTemp("", "agentty-ninth-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = os.RemoveAll(dir) })
		if prep != nil {
			prep(t, dir)
		}
		if out, err := exec.Command("chown", "-R", testUser+":", dir).CombinedOutput(); err != nil {
			t.Fatalf("chown %s: %v\n%s", dir, err, out)
		}
		c := "cd " + dir + " && HOME=" + dir + " exec " + line
		return Options{Argv: []string{"su", testUser, "--session-command", c}, Cwd: dir}
	}
}

// The ninth set's preparations: a web server's log in the combined
// format; a tpp deck and a markdown deck; a page of links and rows; a
// taskwarrior configuration; a directory to back up and its archive; an
// easy-rsa PKI; a CVS repository with a working copy; a fossil checkout
// that ignores *.log; reportbug's settings, so that it does not
// configure itself first; poezio's settings, pointed at this machine.
const (
	ninthLog       = `for i in $(seq 10 40); do printf '127.0.0.1 - - [25/Nov/2026:10:%02d:00 +0000] "GET /page/%d HTTP/1.1" 200 %d "-" "curl/8.0"\n' $i $i $((100+i)); done > access.log`
	ninthTpp       = `printf -- '--author Ann Example\n--title Release notes\n--newpage first\n--heading First slide\nrow one of the deck\n--newpage second\n--heading Second slide\nrow two of the deck\n' > deck.tpp`
	ninthPatat     = `printf '# First slide\n\nrow one of the deck\n\n---\n\n# Second slide\n\nrow two of the deck\n' > deck.md`
	ninthPage      = `{ echo '<html><body><h1>Rows</h1><p><a href="notes.txt">first link</a></p>'; sed 's/.*/<p>&<\/p>/' long.txt; echo '</body></html>'; } > page.html`
	ninthTask      = `mkdir .task && printf 'data.location=~/.task\n' > .taskrc`
	ninthBackup    = `mkdir src && cp notes.txt long.txt src/ && dar -Q -c bk -R src >/dev/null`
	ninthPKI       = `/usr/share/easy-rsa/easyrsa --batch init-pki >/dev/null 2>&1`
	ninthCVS       = `export HOME=$PWD && cvs -Q -d $PWD/repo init && mkdir imp && cp notes.txt imp/ && (cd imp && cvs -Q -d $PWD/../repo import -m init proj vendor start) && cvs -Q -d $PWD/repo checkout proj`
	ninthFossil    = `export HOME=$PWD USER=ann && fossil init -A ann repo.fossil >/dev/null && mkdir wc && cd wc && fossil open ../repo.fossil >/dev/null && fossil settings ignore-glob '*.log' >/dev/null && cp ../notes.txt notes.log`
	ninthReportbug = `printf 'mode novice\n' > .reportbugrc`
	ninthPoezio    = `mkdir -p .config/poezio && printf '[Poezio]\njid = ann@localhost\npassword = not-a-secret\ncustom_host = 127.0.0.1\ncustom_port = 5299\n' > .config/poezio/poezio.cfg`
)

// ninthSet is the ninth set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func ninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	games, node, py, perl := gameCase, nodeNeeds, pythonPath, perlPath
	easyrsa := "/usr/share/easy-rsa/easyrsa"
	bashC := func(line string) []string { return []string{"bash", "-c", line} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	yi := func() func(*testing.T, *fixtures) Options {
		return unseenHome(notes, "yi", "--frontend=vty", "--keymap=emacs", "notes.txt")
	}
	inq := func(kind string) func(*testing.T, *fixtures) Options {
		return ninthNode("ninth-demo.mjs", "inquirerer", kind)
	}
	clapp := func(kind string) func(*testing.T, *fixtures) Options {
		return ninthNode("ninth-demo.mjs", "clapp", kind)
	}
	reportbugRoot := want(modes.Choice, "Running 'reportbug' as root is probably insecure!…Continue…", "N", "y|y", "N|N", "q|q", "?|?")
	return []corpusCase{
		// Editors: a file given, a file typed into, and the question yi
		// asks on its last row when it is left with a changed buffer;
		// tetradraw's canvas; the edit boxes of Perl's Cdk and Python's
		// urwid_readline, holding a file.
		is(modes.Editor, "yi", "yi", yi(), wait("second line")),
		is(modes.Editor, "yi-typed", "yi", yi(), wait("second line"), step{text: "hello ", expect: "hello"}),
		ask("yi-quit-question", "yi", yi(), want(modes.Choice, "do you want to save the buffer: …notes.txt?…", "", "y|y", "n|n", "q|q", "c|c", "!|!"),
			wait("second line"), step{text: "hello ", expect: "hello"}, step{keys: "<ctrl-x><ctrl-c>", expect: "save the buffer", timeout: setSlow}),
		is(modes.Editor, "tetradraw", "tetradraw", unseenHome(notes, "tetradraw"), settle),
		is(modes.Editor, "tetradraw-typed", "tetradraw", unseenHome(notes, "tetradraw"), settle, step{text: "hello"}, settle),
		needs(is(modes.Editor, "cdk-mentry", "Cdk", ninthScript(perl, "pl/ninth_demo.pl", "cdk", "mentry", "notes.txt"), wait("second line")), perl),
		needs(is(modes.Editor, "urwid-readline", "urwid_readline", ninthScript(py, "py/ninth_demo.py", "urwid-readline", "edit", "notes.txt"), wait("second line")), py),
		needs(is(modes.Editor, "urwid-readline-typed", "urwid_readline", ninthScript(py, "py/ninth_demo.py", "urwid-readline", "edit", "notes.txt"),
			wait("second line"), step{text: "hello ", expect: "hello"}), py),

		// Pagers and viewers: two decks of slides, a text browser on a
		// page of this machine.
		is(modes.Pager, "tpp", "tpp", unseenHome(shPrep(ninthTpp), "tpp", "deck.tpp"), wait("Release notes")),
		is(modes.Pager, "tpp-next", "tpp", unseenHome(shPrep(ninthTpp), "tpp", "deck.tpp"), wait("Release notes"), step{keys: "<space>", expect: "First slide", timeout: setSlow}),
		is(modes.Pager, "patat", "patat", unseenHome(shPrep(ninthPatat), "patat", "deck.md"), wait("First slide")),
		is(modes.Pager, "patat-next", "patat", unseenHome(shPrep(ninthPatat), "patat", "deck.md"), wait("First slide"), step{keys: "<right>", expect: "Second slide", timeout: setSlow}),
		is(modes.Pager, "netrik", "netrik", unseenHome(shPrep(ninthPage), "netrik", "page.html"), wait("first link")),
		is(modes.Pager, "netrik-moved", "netrik", unseenHome(shPrep(ninthPage), "netrik", "page.html"), wait("first link"), step{keys: "<pgdn>"}, settle),

		// Full-screen programs: log analysers, monitors of load and of
		// the loopback's traffic, games, chat clients pointed at this
		// machine.
		is(modes.TUI, "goaccess", "goaccess", unseenHome(shPrep(ninthLog), "goaccess", "access.log", "--log-format=COMBINED"), settle),
		is(modes.TUI, "apachetop", "apachetop", unseenHome(shPrep(ninthLog), "apachetop", "-f", "access.log"), settle),
		is(modes.TUI, "ttyload", "ttyload", unseenHome(notes, "ttyload"), settle),
		is(modes.TUI, "jnettop", "jnettop", rootCase(unseenHome(notes, "jnettop", "-i", "lo")), settle),
		is(modes.TUI, "tcptrack", "tcptrack", rootCase(unseenHome(notes, "tcptrack", "-i", "lo")), settle),
		games("bombardier", func(g string) corpusCase {
			return is(modes.TUI, "bombardier", "bombardier", unseenHome(notes, g), settle)
		}),
		games("gearhead", func(g string) corpusCase { return is(modes.TUI, "gearhead", "gearhead", unseenHome(notes, g), settle) }),
		is(modes.TUI, "poezio", "poezio", ninthAsUser(shPrep(ninthPoezio), "poezio"), settle, settle),
		needs(is(modes.TUI, "ircii", "ircII", unseenHome(notes, "ircII", "ann", "127.0.0.1:6699"), settle, settle), "ircII"),

		// REPLs, at their prompt and after a command.
		is(modes.REPL, "pike", "pike8.0", unseenHome(notes, "pike8.0"), wait(">")),
		is(modes.REPL, "pike-after-command", "pike8.0", unseenHome(notes, "pike8.0"), wait(">"), typed("6*7;", "42"), settle),
		is(modes.REPL, "poke", "poke", unseenHome(notes, "poke"), wait("(poke)")),
		is(modes.REPL, "poke-after-command", "poke", unseenHome(notes, "poke"), wait("(poke)"), typed("6*7", "42"), settle),
		is(modes.REPL, "maude", "maude", unseenHome(notes, "maude"), wait("Maude>")),
		is(modes.REPL, "maude-after-command", "maude", unseenHome(notes, "maude"), wait("Maude>"), typed("red 6 * 7 .", "42"), settle),
		is(modes.REPL, "sollya", "sollya", unseenHome(notes, "sollya"), wait(">")),
		is(modes.REPL, "sollya-after-command", "sollya", unseenHome(notes, "sollya"), wait(">"), typed("6*7;", "42"), settle),
		games("freeciv-server", func(g string) corpusCase {
			return is(modes.REPL, "freeciv-server", "freeciv-server", ninthAsUser(notes, g+" --bind 127.0.0.1 --port 55561 --Announce none"), wait("help"))
		}),
		games("freeciv-server", func(g string) corpusCase {
			return is(modes.REPL, "freeciv-server-after-command", "freeciv-server", ninthAsUser(notes, g+" --bind 127.0.0.1 --port 55562 --Announce none"),
				wait("help"), step{text: "help", enter: true}, settle)
		}),
		needs(is(modes.REPL, "yaegi", "yaegi", ninthGo("yaegi"), wait(">")), goNeeds...),
		needs(is(modes.REPL, "yaegi-after-command", "yaegi", ninthGo("yaegi"), wait(">"), typed("6*7", "42"), settle), goNeeds...),
		needs(is(modes.REPL, "glua", "glua", ninthGo("glua"), wait(">")), goNeeds...),
		needs(is(modes.REPL, "glua-after-command", "glua", ninthGo("glua"), wait(">"), typed("print(6*7)", "42"), settle), goNeeds...),
		is(modes.REPL, "tasksh", "tasksh", unseenHome(shPrep(ninthTask), "tasksh"), wait("tasksh>")),
		is(modes.REPL, "tasksh-after-command", "tasksh", unseenHome(shPrep(ninthTask), "tasksh"), wait("tasksh>"), typed("count", "0"), settle),

		// A shell, built from the Go module proxy (u-root's rush).
		needs(is(modes.Shell, "rush", "rush", ninthGo("rush"), settle), goNeeds...),
		needs(is(modes.Shell, "rush-after-command", "rush", ninthGo("rush"), settle, typed("echo hello there", "hello there"), settle), goNeeds...),

		// Questions asked on a line by command-line tools, two of them
		// under the command line they were typed at.
		ask("dar-overwrite", "dar", unseenHome(shPrep(ninthBackup), "dar", "-c", "bk", "-R", "src"),
			want(modes.Confirm, "…bk.1.dar…is about to be overwritten…", "", "return|YES", "Esc|NO"),
			wait("old slices"), step{keys: "<esc>", expect: "overwritten", timeout: setSlow}),
		ask("reportbug-root", "reportbug", rootCase(unseenHome(shPrep(ninthReportbug), "reportbug")), reportbugRoot, wait("insecure")),
		ask("reportbug-mode", "reportbug", rootCase(unseenHome(notes, "reportbug")),
			want(modes.Select, "Please choose the default operating mode for reportbug.…", "novice", "1|novice", "2|standard", "3|advanced", "4|expert"),
			wait("Select mode")),
		needs(ask("reportbug-typed", "reportbug", rootCase(typedShell(shPrep(ninthReportbug))), reportbugRoot, settle, typed("reportbug", "insecure")), "bash", "reportbug"),
		needs(ask("cvs-release-typed", "cvs", typedShell(shPrep(ninthCVS)), yesNo("Are you sure you want to release (and delete) directory `proj'…", ""),
			settle, typed(`cvs -d "$PWD/repo" release -d proj`, "Are you sure")), "bash", "cvs"),
		needs(ask("fossil-add-ignored", "fossil", unseenHome(shPrep(ninthFossil), bashC("cd wc && USER=ann exec fossil add notes.log")...),
			want(modes.Choice, "File \"notes.log\" matches \"ignore-glob\".…", "no", "a|all", "y|yes", "n|no"), wait("ignore-glob")), "fossil"),
		ask("gpgsm-key-kind", "gpgsm", unseenHome(notes, "gpgsm", "--gen-key"),
			want(modes.Select, "Please select what kind of key you want:", "", "1|RSA", "2|Existing key", "3|Existing key from card"), wait("selection")),
		ask("gpgsm-keysize", "gpgsm", unseenHome(notes, "gpgsm", "--gen-key"), want(modes.Text, "What keysize do you want?…", "3072"),
			wait("selection"), typed("1", "keysize")),

		// Passwords.
		ask("dar-password", "dar", unseenHome(shPrep("mkdir src && cp notes.txt src/"), "dar", "-c", "enc", "-R", "src", "-K", "aes:"),
			want(modes.Password, "…password:", ""), wait("password")),
		needs(ask("easyrsa-passphrase", "easyrsa", unseenHome(shPrep(ninthPKI), easyrsa, "build-ca"), want(modes.Password, "Enter New CA Key Passphrase:", ""),
			wait("Passphrase")), easyrsa, "openssl"),
		ask("saslpasswd2", "saslpasswd2", unseenHome(notes, "saslpasswd2", "-c", "-f", "sasldb", "-u", "example.org", "ann"), want(modes.Password, "Password:", ""), wait("Password")),

		// Prompt libraries. JavaScript: inquirerer's questions (its flag
		// shown beside each) and @stacksjs/clapp's lists.
		needs(ask("inquirerer-text", "inquirerer", inq("text"), want(modes.Text, "Which cluster should receive the deploy?…", "staging-2"), wait("cluster")), node...),
		needs(ask("inquirerer-list", "inquirerer", inq("list"), want(modes.Select, "Which runner should build the image?…", "", ">arm-small", "x86-large", "gpu-node"), wait("gpu-node")), node...),
		needs(ask("inquirerer-list-moved", "inquirerer", inq("list"), want(modes.Select, "Which runner should build the image?…", "", "arm-small", ">x86-large", "gpu-node"),
			wait("gpu-node"), step{keys: "<down>"}, settle), node...),
		needs(ask("inquirerer-checkbox", "inquirerer", inq("checkbox"),
			want(modes.Multiselect, "Which suites should gate the release?…", "", ">[ ] smoke", "[ ] contract", "[ ] soak"), wait("soak")), node...),
		needs(ask("clapp-select", "@stacksjs/clapp", clapp("select"), want(modes.Select, "Which database should the service use?", "", ">postgres", "sqlite", "mysql"), wait("mysql")), node...),
		needs(ask("clapp-select-moved", "@stacksjs/clapp", clapp("select"), want(modes.Select, "Which database should the service use?", "", "postgres", ">sqlite", "mysql"),
			wait("mysql"), step{keys: "<down>"}, settle), node...),
		needs(ask("clapp-multiselect", "@stacksjs/clapp", clapp("multiselect"),
			want(modes.Multiselect, "Which regions should mirror the bucket?", "", ">[ ] fra", "[ ] gru", "[ ] syd"), wait("syd")), node...),

		// Go: Bowery/prompt's lines, gookit/gcli's interact (keyed lists
		// and a yes-or-no), dixonwille/wmenu's numbered menu and its
		// yes-or-no.
		needs(ask("bowery-default", "Bowery/prompt", ninthGo("bowery-demo", "default"), want(modes.Text, "Bucket region…", "eu-west-1"), wait("Bucket region")), goNeeds...),
		needs(ask("bowery-ask", "Bowery/prompt", ninthGo("bowery-demo", "ask"), yesNo("Rotate the signing key?", ""), wait("signing key")), goNeeds...),
		needs(ask("bowery-password", "Bowery/prompt", ninthGo("bowery-demo", "password"), want(modes.Password, "Registry password:", ""), wait("Registry password")), goNeeds...),
		needs(ask("gcli-select", "gcli", ninthGo("gcli-demo", "select"),
			want(modes.Select, "Which region should serve the cache?", "0", "0|oslo", "1|lima", "2|perth", "q|quit"), wait("Your choice")), goNeeds...),
		needs(ask("gcli-multiselect", "gcli", ninthGo("gcli-demo", "multi"),
			want(modes.Multiselect, "Which checks should run before the merge?", "", "0|lint", "1|unit", "2|race", "q|quit"), wait("Your choice")), goNeeds...),
		needs(ask("gcli-confirm", "gcli", ninthGo("gcli-demo", "confirm"), yesNo("Publish the nightly build?", "no"), wait("nightly")), goNeeds...),
		needs(ask("wmenu-select", "wmenu", ninthGo("wmenu-demo", "select"), want(modes.Select, "Which datacenter should run the job?", "", "1|north", "2|south", "3|east"), wait("datacenter")), goNeeds...),
		needs(ask("wmenu-yes-no", "wmenu", ninthGo("wmenu-demo", "yes-no"), yesNo("Rotate the API keys?", "no"), wait("API keys")), goNeeds...),

		// Perl: Cdk's dialog box with buttons and its scrolling list (its
		// multi-line entry is with the editors); IO::Prompt's questions.
		needs(ask("cdk-dialog", "Cdk", ninthScript(perl, "pl/ninth_demo.pl", "cdk", "dialog"), want(modes.Confirm, "Drop the stale build artifacts?…", "", ">Drop", "Keep"), wait("Keep")), perl),
		needs(ask("cdk-scroll", "Cdk", ninthScript(perl, "pl/ninth_demo.pl", "cdk", "scroll"), want(modes.Select, "Which mirror should take the upload?", "", ">lisbon", "nairobi", "seoul"), wait("seoul")), perl),
		needs(ask("cdk-scroll-moved", "Cdk", ninthScript(perl, "pl/ninth_demo.pl", "cdk", "scroll"), want(modes.Select, "Which mirror should take the upload?", "", "lisbon", ">nairobi", "seoul"),
			wait("seoul"), step{keys: "<down>"}, settle), perl),
		needs(ask("io-prompt-text", "IO::Prompt", ninthScript(perl, "pl/ninth_demo.pl", "io-prompt", "text"), want(modes.Text, "Release branch…", "main"), wait("Release branch")), perl),
		needs(ask("io-prompt-yn", "IO::Prompt", ninthScript(perl, "pl/ninth_demo.pl", "io-prompt", "yn"), yesNo("Purge the old snapshots?", ""), wait("snapshots")), perl),
		needs(ask("io-prompt-menu", "IO::Prompt", ninthScript(perl, "pl/ninth_demo.pl", "io-prompt", "menu"),
			want(modes.Select, "Which shard should be rebalanced first?", "", "a|alpha", "b|beta", "c|gamma"), wait("gamma")), perl),
		needs(ask("io-prompt-password", "IO::Prompt", ninthScript(perl, "pl/ninth_demo.pl", "io-prompt", "password"), want(modes.Password, "Vault password:", ""), wait("Vault password")), perl),

		// Python: clint's prompts.
		needs(ask("clint-yn", "clint", ninthScript(py, "py/ninth_demo.py", "clint", "yn"), yesNo("Rebuild the search index?", "no"), wait("search index")), py),
		needs(ask("clint-query", "clint", ninthScript(py, "py/ninth_demo.py", "clint", "query"), want(modes.Text, "Cluster name:…", "staging"), wait("Cluster name")), py),
		needs(ask("clint-options", "clint", ninthScript(py, "py/ninth_demo.py", "clint", "options"),
			want(modes.Select, "Which pool should host the replica?", "1", "1|amber", "2|cobalt", "3|jade"), wait("jade")), py),
	}
}

// TestModesNinth drives the ninth set live to the labelled moment and,
// with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/ninth. Whether the classifier reads them right is that
// test's measure, not a failure here.
func TestModesNinth(t *testing.T) {
	captureSet(t, ninthDir, ninthSet())
}
