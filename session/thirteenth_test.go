package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirteenthDir holds the thirteenth set (issue 44, thirteenth round):
// live cases of programs and prompt libraries that no other test, table,
// fixture or doc of agentty names, made after the twelfth round, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the
// program run by hand outside agentty) and committed before its screen
// was captured.
const thirteenthDir = "../testdata/modes-thirteenth"

// thirteenthNode runs a script of the thirteenth set's npm fixture;
// thirteenthScript one of its Python or Perl scripts, with Debian's
// interpreter; thirteenthGo a program of its Go module.
var (
	thirteenthNode   = setFixtures("thirteenth").node
	thirteenthScript = setFixtures("thirteenth").script
	thirteenthGo     = setFixtures("thirteenth").goProgram
)

// The thirteenth set's preparations: a makefile for checkinstall to
// package, a shell history for hstr, a few files for rclone ncdu.
const (
	thirteenthMake    = `printf 'all:\n\ttrue\ninstall:\n\ttrue\n' > Makefile`
	thirteenthHistory = `printf 'ls -l\nmake\ngit status\n' > .bash_history`
	thirteenthFiles   = `mkdir -p docs src && printf 'relay\n' > docs/install.md && printf 'int main(void) { return 0; }\n' > src/main.c`
)

// thirteenthSet is the thirteenth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func thirteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	py, perl := pythonPath, perlPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	poppinss := func(kind string) opener { return thirteenthNode("thirteenth-demo.mjs", "poppinss", kind) }
	selectPro := func(kind string) opener { return thirteenthNode("thirteenth-demo.mjs", "select-pro", kind) }
	gluegun := func(kind string) opener { return thirteenthNode("thirteenth-demo.mjs", "gluegun", kind) }
	autocomplete := thirteenthNode("thirteenth-demo.mjs", "autocomplete", "select")
	promptInput := thirteenthNode("thirteenth-demo.mjs", "prompt-input", "text")
	listr := thirteenthNode("thirteenth-demo.mjs", "listr2", "text")
	coPrompt := thirteenthNode("thirteenth-demo.mjs", "co-prompt", "text")
	uiDialog := func(kind string) opener { return thirteenthScript(perl, "pl/thirteenth_demo.pl", "ui-dialog", kind) }
	zoid := thirteenthScript(perl, "pl/thirteenth_demo.pl", "zoid")
	textual := thirteenthScript(py, "py/thirteenth_demo.py", "textual")
	urwidtrees := thirteenthScript(py, "py/thirteenth_demo.py", "urwidtrees")
	octave := unseenHome(notes, "octave-cli")
	rclone := unseenHome(notes, "rclone", "config")
	checkinstall := rootCase(unseenHome(shPrep(thirteenthMake), "checkinstall", "--install=no"))
	hstr := unseenHome(shPrep(thirteenthHistory), "hstr")
	iselect := unseenHome(notes, "iselect", "-a", "-t", "Which mirror should serve the images?", "mirror-fra", "mirror-ord", "mirror-nrt")
	tintin := gamePath("tt++")
	trader := gamePath("trader")
	omega := gamePath("omega-rpg")
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const platforms = "Which platforms should the release build?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		if highlighted >= 0 {
			opts[highlighted] = ">" + opts[highlighted]
		}
		return want(modes.Select, "Which mirror should serve the images?", "", opts...)
	}
	targets := want(modes.Multiselect, platforms, "", ">[ ] linux", "[ ] darwin", "[ ] windows")
	return []corpusCase{
		// Pagers: octave's help of a function in its pager (less), at
		// its top and a page down.
		needs(is(modes.Pager, "octave-help", "octave", octave, wait("octave:1>"), typed("more on", "octave:2>"), typed("help plot", "Produce 2-D plots")), "octave-cli", "less"),
		needs(is(modes.Pager, "octave-help-moved", "octave", octave, wait("octave:1>"), typed("more on", "octave:2>"), typed("help plot", "Produce 2-D plots"),
			step{keys: "<pgdn>"}, settle), "octave-cli", "less"),

		// Full-screen programs: an RPN calculator (also with a number
		// entered), a SIP capture, a Direct Connect client (also after a
		// command), rclone's disk usage browser, a roguelike's opening
		// screen; Bubble Tea's bubble-table (also moved), a Textual app,
		// an urwidtrees tree (also moved).
		needs(is(modes.TUI, "orpie", "orpie", unseenHome(notes, "orpie"), wait("Calculator Modes")), "orpie"),
		needs(is(modes.TUI, "orpie-after-number", "orpie", unseenHome(notes, "orpie"), wait("Calculator Modes"), step{text: "42", enter: true, timeout: setSlow}, settle), "orpie"),
		needs(is(modes.TUI, "sngrep", "sngrep", rootCase(unseenHome(notes, "sngrep")), wait("SIP messages flow viewer")), "sngrep"),
		needs(is(modes.TUI, "ncdc", "ncdc", unseenHome(notes, "ncdc"), wait("main>")), "ncdc"),
		needs(is(modes.TUI, "ncdc-after-command", "ncdc", unseenHome(notes, "ncdc"), wait("main>"), typed("/help", "/version"), settle), "ncdc"),
		needs(is(modes.TUI, "rclone-ncdu", "rclone", unseenHome(shPrep(thirteenthFiles), "rclone", "ncdu", "."), wait("Total usage"), settle), "rclone"),
		needs(is(modes.TUI, "omega-rpg", "omega-rpg", unseenHome(notes, omega), wait("-Done-")), omega),
		needs(is(modes.TUI, "bubble-table", "bubble-table", thirteenthGo("hosts-table"), wait("relay-sin")), goNeeds...),
		needs(is(modes.TUI, "bubble-table-moved", "bubble-table", thirteenthGo("hosts-table"), wait("relay-sin"), down, settle), goNeeds...),
		needs(is(modes.TUI, "textual", "textual", textual, wait("relay-sin")), py),
		needs(is(modes.TUI, "urwidtrees", "urwidtrees", urwidtrees, wait("README")), py),
		needs(is(modes.TUI, "urwidtrees-moved", "urwidtrees", urwidtrees, wait("README"), down, settle), py),

		// REPLs, at their prompt and after a command: GNU Octave,
		// Mathomatic, Singular, the FTP client yafc, the MUD client
		// TinTin++, ergochat/readline's and elk-language/go-prompt's
		// consoles, Term::ReadLine::Zoid's. go-prompt's console after a
		// command was removed, unreached: the Enter typed after the
		// command, with its completions drawn under it, ran nothing.
		needs(is(modes.REPL, "octave", "octave", octave, wait("octave:1>")), "octave-cli"),
		needs(is(modes.REPL, "octave-after-command", "octave", octave, wait("octave:1>"), typed("6*7", "ans = 42"), settle), "octave-cli"),
		needs(is(modes.REPL, "mathomatic", "mathomatic", unseenHome(notes, "mathomatic"), wait("1->")), "mathomatic"),
		needs(is(modes.REPL, "mathomatic-after-command", "mathomatic", unseenHome(notes, "mathomatic"), wait("1->"), typed("x=6*7", "x = 42"), settle), "mathomatic"),
		needs(is(modes.REPL, "singular", "Singular", unseenHome(notes, "Singular"), wait("Kaiserslautern")), "Singular"),
		needs(is(modes.REPL, "singular-after-command", "Singular", unseenHome(notes, "Singular"), wait("Kaiserslautern"), typed("int n = 6*7; n;", "42"), settle), "Singular"),
		needs(is(modes.REPL, "yafc", "yafc", unseenHome(notes, "yafc"), wait("yafc>")), "yafc"),
		needs(is(modes.REPL, "yafc-after-command", "yafc", unseenHome(notes, "yafc"), wait("yafc>"), typed("help", "show_trace"), settle), "yafc"),
		needs(is(modes.REPL, "tintin", "TinTin++", unseenHome(notes, tintin), wait("T I N T I N")), tintin),
		needs(is(modes.REPL, "tintin-after-command", "TinTin++", unseenHome(notes, tintin), wait("T I N T I N"), typed("#math n {6*7};#showme {n is $n}", "n is 42"), settle), tintin),
		needs(is(modes.REPL, "ergochat-readline", "ergochat/readline", thirteenthGo("readline-demo"), wait("relay>")), goNeeds...),
		needs(is(modes.REPL, "ergochat-readline-after-command", "ergochat/readline", thirteenthGo("readline-demo"), wait("relay>"), typed("status", "3 peers connected"), settle), goNeeds...),
		needs(is(modes.REPL, "elk-go-prompt", "elk-language/go-prompt", thirteenthGo("goprompt-demo"), wait("ledger>")), goNeeds...),
		needs(is(modes.REPL, "readline-zoid", "Term::ReadLine::Zoid", zoid, wait("queue>")), perl),
		needs(is(modes.REPL, "readline-zoid-after-command", "Term::ReadLine::Zoid", zoid, wait("queue>"), typed("list", "2 jobs waiting"), settle), perl),

		// Questions asked on a line: rclone's configuration (its menu,
		// a new remote's name, the menu of its password), Star Traders'
		// players asked in a box, checkinstall's questions.
		needs(ask("rclone-config", "rclone", rclone,
			want(modes.Select, "No remotes found, make a new one?", "", "n|New remote", "s|Set configuration password", "q|Quit config"), wait("n/s/q>")), "rclone"),
		needs(ask("rclone-config-name", "rclone", rclone, want(modes.Text, "Enter name for new remote.", ""), wait("n/s/q>"), typed("n", "name>")), "rclone"),
		needs(ask("rclone-config-encrypt", "rclone", rclone, want(modes.Select, "…", "", "a|Add Password", "q|Quit to main menu"), wait("n/s/q>"), typed("s", "a/q>")), "rclone"),
		needs(ask("trader", "trader", unseenHome(notes, trader), want(modes.Text, "Enter number of players [1-8] or <C> to continue a game:", ""), wait("number of players")), trader),
		needs(ask("checkinstall-docs", "checkinstall", checkinstall, yesNo("Should I create a default set of package docs?", "y"), wait("package docs")), "checkinstall"),
		needs(ask("checkinstall-fields", "checkinstall", checkinstall, want(modes.Text, "Enter a number to change any of them or press ENTER to continue:", ""),
			wait("package docs"), step{enter: true, expect: "description", timeout: setSlow}, step{enter: true, expect: "Enter a number", timeout: setSlow}), "checkinstall"),

		// Menus and lists to pick from: iselect's, hstr's history (also
		// moved).
		needs(ask("iselect", "iselect", iselect, mirror(0), wait("mirror-nrt")), "iselect"),
		needs(ask("iselect-moved", "iselect", iselect, mirror(1), wait("mirror-nrt"), down, settle), "iselect"),
		needs(ask("hstr", "hstr", hstr, want(modes.Select, "…", "", "git status", "make", "ls -l"), wait("HISTORY")), "hstr"),
		needs(ask("hstr-moved", "hstr", hstr, want(modes.Select, "…", "", ">git status", "make", "ls -l"), wait("HISTORY"), down, settle), "hstr"),

		// Passwords: slappasswd's, rclone's configuration password.
		needs(ask("slappasswd", "slappasswd", unseenHome(notes, "slappasswd"), want(modes.Password, "New password:", ""), wait("New password")), "slappasswd"),
		needs(ask("slappasswd-again", "slappasswd", unseenHome(notes, "slappasswd"), want(modes.Password, "Re-enter new password:", ""),
			wait("New password"), typed("hunter22", "Re-enter")), "slappasswd"),
		needs(ask("rclone-config-password", "rclone", rclone, want(modes.Password, "Enter NEW configuration password:", ""),
			wait("n/s/q>"), typed("s", "a/q>"), typed("a", "password:")), "rclone"),

		// Prompt libraries. JavaScript: @poppinss/prompts (AdonisJS',
		// over enquirer), gluegun's prompt (over enquirer),
		// inquirer-select-pro, inquirer-autocomplete-prompt, prompt-input,
		// listr2's prompt through its enquirer adapter, co-prompt.
		needs(ask("poppinss-text", "@poppinss/prompts", poppinss("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("poppinss-confirm", "@poppinss/prompts", poppinss("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("poppinss-select", "@poppinss/prompts", poppinss("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("poppinss-select-moved", "@poppinss/prompts", poppinss("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("poppinss-multiselect", "@poppinss/prompts", poppinss("multiselect"), targets, wait("windows")), node...),
		needs(ask("poppinss-multiselect-ticked", "@poppinss/prompts", poppinss("multiselect"),
			want(modes.Multiselect, platforms, "", "[ ] linux", ">[x] darwin", "[ ] windows"), wait("windows"), down, settle, step{keys: " "}, settle), node...),
		needs(ask("poppinss-password", "@poppinss/prompts", poppinss("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
		needs(ask("gluegun-text", "gluegun", gluegun("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("gluegun-confirm", "gluegun", gluegun("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("gluegun-select", "gluegun", gluegun("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("gluegun-select-moved", "gluegun", gluegun("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("gluegun-password", "gluegun", gluegun("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
		needs(ask("select-pro-select", "inquirer-select-pro", selectPro("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("select-pro-select-moved", "inquirer-select-pro", selectPro("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("select-pro-multiselect", "inquirer-select-pro", selectPro("multiselect"), targets, wait("windows")), node...),
		needs(ask("autocomplete-select", "inquirer-autocomplete-prompt", autocomplete, mirror(0), wait("mirror-nrt")), node...),
		needs(ask("autocomplete-select-moved", "inquirer-autocomplete-prompt", autocomplete, mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("prompt-input-text", "prompt-input", promptInput, want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("listr2-text", "listr2", listr, want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("co-prompt-text", "co-prompt", coPrompt, want(modes.Text, branch, ""), wait("release be cut")), node...),
		needs(ask("co-prompt-password", "co-prompt", coPrompt, want(modes.Password, secret+":", ""), wait("release be cut"), typed("main", "passphrase")), node...),

		// Go: bgentry/speakeasy's passphrase, asked and asked again;
		// bubble-table, ergochat/readline and elk-language/go-prompt are
		// with the full-screen programs and the REPLs.
		needs(ask("speakeasy", "speakeasy", thirteenthGo("speakeasy-demo"), want(modes.Password, "Vault passphrase:", ""), wait("Vault passphrase")), goNeeds...),
		needs(ask("speakeasy-again", "speakeasy", thirteenthGo("speakeasy-demo"), want(modes.Password, "Repeat the passphrase:", ""),
			wait("Vault passphrase"), typed("hunter22", "Repeat")), goNeeds...),

		// Perl: UI::Dialog's dialogs, drawn by dialog: a yes/no (also
		// moved to No), a menu (also moved), a line with a default, a
		// password.
		needs(ask("ui-dialog-yesno", "UI::Dialog", uiDialog("yesno"), want(modes.Confirm, "Tag the release now?", "", ">y|Yes", "n|No"), wait("No")), perl, "dialog"),
		needs(ask("ui-dialog-yesno-no", "UI::Dialog", uiDialog("yesno"), want(modes.Confirm, "Tag the release now?", "", "y|Yes", ">n|No"), wait("No"), step{keys: "<tab>"}, settle), perl, "dialog"),
		needs(ask("ui-dialog-menu", "UI::Dialog", uiDialog("menu"),
			want(modes.Select, "Which mirror should serve the images?", "", ">fra|Frankfurt", "ord|Chicago", "nrt|Tokyo"), wait("Tokyo")), perl, "dialog"),
		needs(ask("ui-dialog-menu-moved", "UI::Dialog", uiDialog("menu"),
			want(modes.Select, "Which mirror should serve the images?", "", "fra|Frankfurt", ">ord|Chicago", "nrt|Tokyo"), wait("Tokyo"), down, settle), perl, "dialog"),
		needs(ask("ui-dialog-input", "UI::Dialog", uiDialog("input"), want(modes.Text, "Name of the release:", "release-7"), wait("release-7")), perl, "dialog"),
		needs(ask("ui-dialog-password", "UI::Dialog", uiDialog("password"), want(modes.Password, "Signing key passphrase:", ""), wait("Cancel")), perl, "dialog"),
	}
}

// TestModesThirteenth drives the thirteenth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirteenth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesThirteenth(t *testing.T) { captureSet(t, thirteenthDir, thirteenthSet()) }
