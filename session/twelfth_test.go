package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twelfthDir holds the twelfth set (issue 44, twelfth round): live cases
// of programs and prompt libraries that no other test, table, fixture or
// doc of agentty names, made after the eleventh round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand
// outside agentty) and committed before its screen was captured.
const twelfthDir = "../testdata/modes-twelfth"

// twelfthNode runs a script of the twelfth set's npm fixture;
// twelfthScript one of its Python scripts, with Debian's interpreter;
// twelfthGo a program of its Go module.
var (
	twelfthNode   = setFixtures("twelfth").node
	twelfthScript = setFixtures("twelfth").script
	twelfthGo     = setFixtures("twelfth").goProgram
)

// The twelfth set's preparations: a ledger for bean-query, a mailbox
// for s-nail, todo.txt's settings and list.
const (
	twelfthBooks = `printf 'option "title" "Relay books"\n2026-01-01 open Assets:Bank\n2026-01-01 open Expenses:Food\n2026-02-01 * "Lunch"\n  Expenses:Food  12.00 EUR\n  Assets:Bank\n' > books.beancount`
	twelfthMbox  = `printf 'From ops@example.org Wed Nov 25 10:00:00 2026\nFrom: ops@example.org\nTo: ann@example.org\nSubject: relay queue\nDate: Wed, 25 Nov 2026 10:00:00 +0000\n\nThe relay queue is empty again.\n\n' > mbox`
	twelfthTodo  = `printf 'export TODO_DIR="$HOME"\nexport TODO_FILE="$TODO_DIR/todo.txt"\nexport DONE_FILE="$TODO_DIR/done.txt"\nexport REPORT_FILE="$TODO_DIR/report.txt"\n' > todo.cfg && echo 'call the bank about the relay lease' > todo.txt`
)

// twelfthSet is the twelfth set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func twelfthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	amplify := func(kind string) opener { return twelfthNode("twelfth-demo.mjs", "amplify-prompts", kind) }
	yargs := func(kind string) opener { return twelfthNode("twelfth-demo.mjs", "yargs-interactive", kind) }
	infinite := func(kind string) opener { return twelfthGo("infinite-demo", kind) }
	clikit := func(kind string) opener { return twelfthScript(py, "py/twelfth_demo.py", "clikit", kind) }
	clickRepl := twelfthScript(py, "py/twelfth_demo.py", "click-repl", "console")
	dicoshell := unseenHome(notes, py, "/usr/lib/python3/dist-packages/dicoshell.py")
	// hledger writes today's date as the default of its first question:
	// a zone twelve hours behind UTC keeps it the day the labels were
	// written through the capture.
	hledgerAdd := inZone(unseenHome(notes, "hledger", "-f", "{dir}/relay.journal", "add"), "Etc/GMT+12")
	crawl := gamePath("crawl")
	slashem := gamePath("slashem")
	advent := gamePath("advent")
	hoichess := gamePath("hoichess")
	sjeng := gamePath("sjeng")
	empire := gamePath("empire")
	beanQuery := unseenHome(shPrep(twelfthBooks), "bean-query", "books.beancount")
	snail := unseenHome(shPrep(twelfthMbox), "s-nail", "-f", "mbox")
	mosquitto := unseenHome(notes, "mosquitto_passwd", "-c", "passwords", "ann")
	vnc := unseenHome(notes, "x11vnc", "-storepasswd", "{dir}/vncpass")
	pianobar := unseenHome(notes, "pianobar")
	runner := func(highlighted int) *modes.Prompt {
		opts := []string{"arm64-large", "amd64-small", "riscv-board"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which runner should take the nightly build?", "", opts...)
	}
	const bucket, keys, token = "Which bucket should hold the backups?", "Rotate the signing keys?", "Registry token"
	const regions = "Which regions should mirror the release?"
	return []corpusCase{
		// Pagers: perldoc showing a document (less under it), at its top,
		// a page down, and showing one function; hledger's manual.
		needs(is(modes.Pager, "perldoc", "perldoc", unseenHome(notes, "perldoc", "perlintro"), wait("perlintro")), "perldoc"),
		needs(is(modes.Pager, "perldoc-moved", "perldoc", unseenHome(notes, "perldoc", "perlintro"), wait("perlintro"), step{keys: "<pgdn>"}, settle), "perldoc"),
		needs(is(modes.Pager, "perldoc-function", "perldoc", unseenHome(notes, "perldoc", "-f", "sprintf"), wait("sprintf")), "perldoc"),
		needs(is(modes.Pager, "hledger-help", "hledger", unseenHome(notes, "hledger", "help"), wait("hledger")), "hledger", "man"),

		// Full-screen programs: a power monitor, a monitor of the
		// firewall's connections, a system monitor, a game of Dungeon
		// Crawl under way, a MUD client (also after a command) and an XMPP
		// client with no account.
		needs(is(modes.TUI, "powertop", "powertop", rootCase(unseenHome(notes, "powertop")), wait("Overview")), "powertop"),
		needs(is(modes.TUI, "powertop-tab", "powertop", rootCase(unseenHome(notes, "powertop")), wait("Overview"), step{keys: "<tab>"}, settle), "powertop"),
		needs(is(modes.TUI, "iptstate", "iptstate", rootCase(unseenHome(notes, "iptstate")), wait("IPTState")), "iptstate"),
		needs(is(modes.TUI, "iptstate-sorted", "iptstate", rootCase(unseenHome(notes, "iptstate")), wait("IPTState"), step{keys: "b", expect: "SrcPort", timeout: setSlow}, settle), "iptstate"),
		needs(is(modes.TUI, "saidar", "saidar", unseenHome(notes, "saidar"), wait("Hostname"), wait("Date : 20")), "saidar"),
		needs(is(modes.TUI, "crawl-game", "crawl", unseenHome(notes, crawl, "-name", "ann", "-species", "minotaur", "-background", "fighter",
			"-extra-opt-first", "weapon=flail", "-seed", "1"), wait("list of commands")), crawl),
		needs(is(modes.TUI, "tinyfugue", "tinyfugue", unseenHome(notes, "tf5"), wait("no world")), "tf5"),
		needs(is(modes.TUI, "tinyfugue-after-command", "tinyfugue", unseenHome(notes, "tf5"), wait("no world"), typed("/version", "Built for"), settle), "tf5"),
		needs(is(modes.TUI, "mcabber", "mcabber", unseenHome(notes, "mcabber"), wait("MCabber")), "mcabber"),

		// REPLs, at their prompt and after a command: a dictionary, DNS
		// updates, Perl's Devel::REPL, Beancount's query shell, C-Kermit,
		// two chess engines, a mail reader, GNU Dico's Python shell,
		// click-repl's console, Colossal Cave once its question is
		// answered.
		needs(is(modes.REPL, "sdcv", "sdcv", unseenHome(notes, "sdcv"), wait("Enter word")), "sdcv"),
		needs(is(modes.REPL, "sdcv-after-command", "sdcv", unseenHome(notes, "sdcv"), wait("Enter word"), typed("relay", "Nothing similar"), settle), "sdcv"),
		needs(is(modes.REPL, "nsupdate", "nsupdate", unseenHome(notes, "nsupdate"), wait(">")), "nsupdate"),
		needs(is(modes.REPL, "nsupdate-after-command", "nsupdate", unseenHome(notes, "nsupdate"), wait(">"), typed("help", "check-names"), settle), "nsupdate"),
		needs(is(modes.REPL, "devel-repl", "Devel::REPL", unseenHome(notes, "re.pl"), wait("$")), "re.pl"),
		needs(is(modes.REPL, "devel-repl-after-command", "Devel::REPL", unseenHome(notes, "re.pl"), wait("$"), typed("6*7", "42"), settle), "re.pl"),
		needs(is(modes.REPL, "bean-query", "bean-query", beanQuery, wait("beancount>")), "bean-query"),
		needs(is(modes.REPL, "bean-query-after-command", "bean-query", beanQuery, wait("beancount>"), typed("select narration", "Lunch"), settle), "bean-query"),
		needs(is(modes.REPL, "kermit", "kermit", unseenHome(notes, "kermit"), wait("C-Kermit>")), "kermit"),
		needs(is(modes.REPL, "hoichess", "hoichess", unseenHome(notes, hoichess), wait("White (1)")), hoichess),
		needs(is(modes.REPL, "hoichess-after-move", "hoichess", unseenHome(notes, hoichess), wait("White (1)"), typed("e2e4", "White (2)"), settle), hoichess),
		needs(is(modes.REPL, "sjeng", "sjeng", unseenHome(notes, sjeng), wait("Sjeng:")), sjeng),
		needs(is(modes.REPL, "s-nail", "s-nail", snail, wait("relay queue")), "s-nail"),
		needs(is(modes.REPL, "s-nail-after-command", "s-nail", snail, wait("relay queue"), typed("type 1", "empty again"), settle), "s-nail"),
		needs(is(modes.REPL, "dicoshell", "dicoshell", dicoshell, wait("dico>")), py),
		needs(is(modes.REPL, "click-repl", "click-repl", clickRepl, wait("relay>")), py),
		needs(is(modes.REPL, "click-repl-after-command", "click-repl", clickRepl, wait("relay>"), typed("status", "3 peers"), settle), py),
		needs(is(modes.REPL, "advent-after-answer", "advent", unseenHome(notes, advent), wait("instructions"), typed("n", "brick building"), settle), advent),

		// Questions asked on a line: timewarrior's first start, hledger's
		// new transaction, pianobar's login, Colossal Cave's, SLASH'EM's
		// and Dungeon Crawl's first questions, empire's difficulty,
		// todo.txt deleting an item.
		needs(ask("timew", "timew", unseenHome(notes, "timew"), yesNo("Create new database in …?", ""), wait("new database")), "timew"),
		needs(ask("hledger-add-date", "hledger", hledgerAdd, want(modes.Text, "Date", "2026-11-25"), wait("Date [")), "hledger"),
		needs(ask("hledger-add-description", "hledger", hledgerAdd, want(modes.Text, "Description", ""),
			wait("Date ["), step{enter: true, expect: "Description", timeout: setSlow}), "hledger"),
		needs(ask("pianobar-email", "pianobar", pianobar, want(modes.Text, "…Email:", ""), wait("Email")), "pianobar"),
		needs(ask("advent", "advent", unseenHome(notes, advent), yesNo("…Would you like instructions?", ""), wait("instructions")), advent),
		needs(ask("slashem-name", "slashem", unseenHome(notes, slashem), want(modes.Text, "Who are you?", ""), wait("Who are you")), slashem),
		needs(ask("slashem-pick", "slashem", unseenHome(notes, slashem), want(modes.Choice, "Shall I pick a character's race, role, gender and alignment for you?", "", "y|y", "n|n", "q|q"),
			wait("Who are you"), typed("ann", "Shall I pick")), slashem),
		needs(ask("crawl-name", "crawl", unseenHome(notes, crawl), want(modes.Text, "Enter your name:", ""), wait("Enter your name")), crawl),
		needs(ask("empire", "empire", unseenHome(notes, empire), want(modes.Text, "Choose a difficulty level where 0 is easy and 63 is hard:", ""), wait("difficulty")), empire),
		needs(ask("todo-txt-delete", "todo-txt", unseenHome(shPrep(twelfthTodo), "todo-txt", "-d", "todo.cfg", "del", "1"),
			yesNo("Delete 'call the bank about the relay lease'?", ""), wait("Delete")), "todo-txt"),

		// Passwords: mosquitto's password file, x11vnc's stored
		// password, hashalot's passphrase, pianobar's login.
		needs(ask("mosquitto-passwd", "mosquitto_passwd", mosquitto, want(modes.Password, "Password:", ""), wait("Password")), "mosquitto_passwd"),
		needs(ask("mosquitto-passwd-again", "mosquitto_passwd", mosquitto, want(modes.Password, "Reenter password:", ""), wait("Password"), typed("hunter22", "Reenter")), "mosquitto_passwd"),
		needs(ask("x11vnc-storepasswd", "x11vnc", vnc, want(modes.Password, "Enter VNC password:", ""), wait("VNC password")), "x11vnc"),
		needs(ask("x11vnc-storepasswd-verify", "x11vnc", vnc, want(modes.Password, "Verify password:", ""), wait("VNC password"), typed("hunter22", "Verify")), "x11vnc"),
		needs(ask("hashalot", "hashalot", unseenHome(notes, "hashalot", "sha256"), want(modes.Password, "Enter passphrase:", ""), wait("passphrase")), "hashalot"),
		needs(ask("pianobar-password", "pianobar", pianobar, want(modes.Password, "…Password:", ""), wait("Email"), typed("ann@example.org", "Password")), "pianobar"),

		// Prompt libraries. JavaScript: @aws-amplify/amplify-prompts (the
		// Amplify CLI's, over enquirer) and yargs-interactive (over
		// inquirer).
		needs(ask("amplify-prompts-text", "amplify-prompts", amplify("text"), want(modes.Text, bucket, "nightly-eu"), wait("backups")), node...),
		needs(ask("amplify-prompts-confirm", "amplify-prompts", amplify("confirm"), yesNo(keys, "no"), wait("signing keys")), node...),
		needs(ask("amplify-prompts-select", "amplify-prompts", amplify("select"), runner(0), wait("riscv-board")), node...),
		needs(ask("amplify-prompts-select-moved", "amplify-prompts", amplify("select"), runner(1), wait("riscv-board"), down, settle), node...),
		needs(ask("amplify-prompts-multiselect", "amplify-prompts", amplify("multiselect"),
			want(modes.Multiselect, regions, "", ">[ ] eu-west", "[ ] us-east", "[ ] ap-south"), wait("ap-south")), node...),
		needs(ask("amplify-prompts-password", "amplify-prompts", amplify("password"), want(modes.Password, token, ""), wait("Registry token")), node...),
		needs(ask("yargs-interactive-text", "yargs-interactive", yargs("text"), want(modes.Text, bucket, "nightly-eu"), wait("backups")), node...),
		needs(ask("yargs-interactive-confirm", "yargs-interactive", yargs("confirm"), yesNo(keys, "no"), wait("signing keys")), node...),
		needs(ask("yargs-interactive-select", "yargs-interactive", yargs("select"), runner(0), wait("riscv-board")), node...),
		needs(ask("yargs-interactive-select-moved", "yargs-interactive", yargs("select"), runner(1), wait("riscv-board"), down, settle), node...),
		needs(ask("yargs-interactive-password", "yargs-interactive", yargs("password"), want(modes.Password, token, ""), wait("Registry token")), node...),

		// Go: fzdwx/infinite's questions.
		needs(ask("infinite-select", "infinite", infinite("select"), runner(0), wait("riscv-board")), goNeeds...),
		needs(ask("infinite-select-moved", "infinite", infinite("select"), runner(1), wait("riscv-board"), down, settle), goNeeds...),
		needs(ask("infinite-multiselect", "infinite", infinite("multiselect"),
			want(modes.Multiselect, regions, "", ">[ ] eu-west", "[ ] us-east", "[ ] ap-south"), wait("ap-south")), goNeeds...),
		needs(ask("infinite-multiselect-ticked", "infinite", infinite("multiselect"),
			want(modes.Multiselect, regions, "", "[ ] eu-west", ">[x] us-east", "[ ] ap-south"), wait("ap-south"), down, settle, step{keys: "<tab>"}, settle), goNeeds...),
		needs(ask("infinite-confirm", "infinite", infinite("confirm"), yesNo(keys, "no"), wait("signing keys")), goNeeds...),
		needs(ask("infinite-text", "infinite", infinite("text"), want(modes.Text, bucket, "nightly-eu"), wait("backups")), goNeeds...),
		needs(ask("infinite-password", "infinite", infinite("password"), want(modes.Password, token+":", ""), wait("Registry token")), goNeeds...),

		// Python: clikit's questions (the toolkit under cleo); click-repl
		// is with the REPLs.
		needs(ask("clikit-text", "clikit", clikit("text"), want(modes.Text, bucket, "nightly-eu"), wait("backups")), py),
		needs(ask("clikit-confirm", "clikit", clikit("confirm"), yesNo(keys, "no"), wait("signing keys")), py),
		needs(ask("clikit-choice", "clikit", clikit("choice"),
			want(modes.Select, "Which runner should take the nightly build?", "arm64-large", "0|arm64-large", "1|amd64-small", "2|riscv-board"), wait("riscv-board")), py),
		needs(ask("clikit-password", "clikit", clikit("password"), want(modes.Password, token+":", ""), wait("Registry token")), py),
	}
}

// TestModesTwelfth drives the twelfth set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/twelfth. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesTwelfth(t *testing.T) { captureSet(t, twelfthDir, twelfthSet()) }
