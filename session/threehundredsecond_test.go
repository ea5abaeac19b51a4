package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsecondDir holds the threehundredsecond set (issue 44,
// three-hundred-and-second round): live cases of prompt and wizard
// libraries of languages other than those of the libraries named here,
// that cannot run here (no Elixir, Dart, Kotlin or .NET, no hex, pub,
// Maven or NuGet), imitated by a fixture of its own (one script run by
// Debian's python3 with its curses and termios), each drawing what a
// program using the library draws at one of its moments (its words,
// layout, numbers, pointers, brackets, colours, reverse video, cursor,
// screen and input modes, from the library's documentation, source and
// published screenshots as known): Elixir's Owl in a mix task (a numbered
// select read as a line, an integer input, a secret input, a [yN]
// confirm; cooked lines), Dart's cli_dialog in a package generator (a
// question, a list under `(Use arrow keys)`, a (y/N) boolean; keys read
// raw), Kotlin's Kotter as Kobweb's `kobweb create app` draws its
// questions (grey defaults, a [Yes] No toggle) and .NET's Terminal.Gui v1
// in a setup tool's Wizard (a text field, a radio group, check boxes and
// a MessageBox, on the alternate screen). None of them, nor their makers,
// is named by any other test, table, fixture or doc of agentty: `git grep
// -il` found nothing for Owl (as a word: only barnowl's OWL ADMIN), Owl.IO,
// fuelen, cli_dialog, Kotter, varabyte, kobweb, Terminal.Gui, gui.cs and
// migueldeicaza. Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredsecondDir = "../testdata/modes-threehundredsecond"

// threehundredsecondScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredsecondScript = setFixtures("threehundredsecond").script

// threehundredsecondSet is the threehundredsecond set. Labels say what a
// person reads on the screen: a numbered list over a line to type its
// number a choice of the numbers, a list with a pointer or a radio group
// a select (the highlighted entry marked), check boxes a multiselect, a
// line to type a text question (its default what the program shows as
// taken on Enter: a grey suggestion or a field's value), a line whose
// typing is not shown a password, (y/N), [yN] or a Yes/No pair a yes/no.
func threehundredsecondSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	line := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return threehundredsecondScript(py, "py/threehundredsecond_prompts.py", tool)
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// owl-like (Elixir's Owl in a mix task, `mix relay.setup`; lines on
	// the main screen, read cooked and echoed): a bold `Relay setup` over
	// Owl.IO.select's label `Deploy region`, four options numbered in
	// blue (`1. eu-west (Dublin)` ...) and a blue `> ` where the number is
	// typed (a choice of the numbers, no default), at first and with 2
	// typed; entered, Owl.IO.input's `Number of replicas (1-9)` over `> `
	// (a text question), at first and after 0 was refused with a red
	// `must be between 1 and 9` and the label asked again; 3 entered, the
	// secret `Database password` over `> ` (a password), at first and
	// typed into, nothing shown; entered, a summary and Owl.IO.confirm's
	// `Apply these settings? [yN]: ` (a yes/no defaulting to no).
	owl := like("owl")
	region := want(modes.Choice, "Deploy region", "", "1|eu-west (Dublin)", "2|us-east (Virginia)", "3|ap-south (Mumbai)", "4|sa-east (São Paulo)")
	replicas := want(modes.Text, "Number of replicas (1-9)", "")
	dbPassword := want(modes.Password, "Database password", "")
	atRegion := []step{wait("4. sa-east"), settle}
	atReplicas := then(atRegion, line("2", "Number of replicas"), settle)
	atPassword := then(atReplicas, line("3", "Database password"), settle)

	// clidialog-like (Dart's cli_dialog in a package generator; lines on
	// the main screen, keys read raw): a green `?` and the bold `What is
	// the name of your package? ` with the cursor after it (a text
	// question, no default), at first and typed into; entered, the answer
	// cyan after it and `? Which template would you like to use? (Use
	// arrow keys)` over four templates, the highlighted one cyan after
	// `❯`, the cursor hidden (a select, at first and moved down twice);
	// chosen, `? Would you like to add a GitHub Actions workflow? (y/N) `
	// (a yes/no defaulting to no).
	dialog := like("clidialog")
	const pkgQ = "What is the name of your package?"
	const tmplQ = "Which template would you like to use?"
	templates := []string{"console-full", "package-simple", "server-shelf", "web-simple"}
	atName := []step{wait(pkgQ), settle}
	atTemplate := then(atName, line("relay_sync", "web-simple"), settle)

	// kotter-like (Kotlin's Kotter, as Kobweb's `kobweb create app` draws
	// its questions; lines on the main screen, keys read raw): `🕸️
	// Welcome to Kobweb!`, `Create a project from the app template.`, a
	// dim `Press ENTER to accept a default value, shown in grey.`, then a
	// cyan `?` and the bold `The folder you would like to create your
	// project in:` with a grey `my-project` under the cursor (a text
	// question defaulting to my-project), at first and with relay-site
	// typed over it (no default shown); each answered question a green
	// `✓` line; `Group name for your project:` with a grey
	// `org.example.myproject` (its default); `Would you like to include
	// Markdown support?` with a cyan `[Yes]` beside ` No `, the cursor
	// hidden (a yes/no, Yes highlighted), at first and after → (`[No]`
	// highlighted); No chosen, `Title of your site:` with a grey `My
	// Project` (its default).
	kotter := like("kotter")
	const folderQ = "The folder you would like to create your project in:"
	const groupQ = "Group name for your project:"
	const markdownQ = "Would you like to include Markdown support?"
	atFolder := []step{wait("my-project"), settle}
	atGroup := then(atFolder, line("relay-site", "org.example.myproject"), settle)
	atMarkdown := then(atGroup, key("<enter>", "[Yes]"), settle)

	// termgui-like (.NET's Terminal.Gui v1 in a setup tool; the
	// alternate screen, blue, curses): a top row `Relay Server Setup 3.2`,
	// a Wizard's grey frame titled `Relay Server Setup - Location (step 1
	// of 3)`, its help text over a rule, `Installation path:` beside a
	// cyan text field holding `/opt/relay`, the cursor after it, and `[
	// Back ]  [◦ Next... ◦]` at its foot (a text question whose field
	// holds its default); Enter, step 2 `Edition`: `Choose the edition to
	// install.` over a radio group `(•) Community`, `( ) Professional`, `(
	// ) Enterprise`, the focused one cyan (a select, at first and after ↓
	// and Space chose Professional); Enter, step 3 `Components`: `Choose
	// the components to install.` over four check boxes `[x] Server`, `[x]
	// Command-line tools`, `[ ] Documentation`, `[ ] Samples`, the focused
	// one cyan, `[◦ Finish ◦]` (a multiselect, at first and after ↓ ↓
	// Space ticked Documentation); Esc, a red MessageBox `Cancel setup`:
	// `Do you want to cancel the setup?` over a focused default `[◦ Yes
	// ◦]` and `[ No ]` (a yes/no whose Enter says yes).
	termgui := like("termgui")
	const editionQ = "Choose the edition to install."
	const compsQ = "Choose the components to install."
	editions := []string{"Community", "Professional", "Enterprise"}
	comps := []string{"Server", "Command-line tools", "Documentation", "Samples"}
	atLocation := []step{wait("Installation path:"), settle}
	atEdition := then(atLocation, key("<enter>", "Enterprise"), settle)
	atComps := then(atEdition, key("<enter>", "Samples"), settle)

	return []corpusCase{
		// owl-like: the region (also typed), the replicas (also after a
		// refusal), the password (also typed), the settings to apply.
		needs(ask("owl-like", "owl-like", owl, region, atRegion...), py),
		needs(ask("owl-like-typed", "owl-like", owl, region, then(atRegion, typing("2", "> 2"), settle)...), py),
		needs(ask("owl-like-replicas", "owl-like", owl, replicas, atReplicas...), py),
		needs(ask("owl-like-replicas-refused", "owl-like", owl, replicas,
			then(atReplicas, line("0", "must be between 1 and 9"), settle)...), py),
		needs(ask("owl-like-password", "owl-like", owl, dbPassword, atPassword...), py),
		needs(ask("owl-like-password-typed", "owl-like", owl, dbPassword, then(atPassword, secret("hunter2"), settle)...), py),
		needs(ask("owl-like-apply", "owl-like", owl, yesNo("Apply these settings?", "no"),
			then(atPassword, secret("hunter2"), key("<enter>", "[yN]"), settle)...), py),

		// clidialog-like: the package's name (also typed), the template
		// (also moved), the workflow.
		needs(ask("clidialog-like", "clidialog-like", dialog, want(modes.Text, pkgQ, ""), atName...), py),
		needs(ask("clidialog-like-typed", "clidialog-like", dialog, want(modes.Text, pkgQ, ""),
			then(atName, typing("relay_sync", ""), settle)...), py),
		needs(ask("clidialog-like-template", "clidialog-like", dialog, pick(tmplQ, 0, templates...), atTemplate...), py),
		needs(ask("clidialog-like-template-moved", "clidialog-like", dialog, pick(tmplQ, 2, templates...),
			then(atTemplate, down, settle, down, settle)...), py),
		needs(ask("clidialog-like-workflow", "clidialog-like", dialog, yesNo("Would you like to add a GitHub Actions workflow?", "no"),
			then(atTemplate, key("<enter>", "(y/N)"), settle)...), py),

		// kotter-like: the folder (also typed), the group, Markdown
		// (also switched), the title.
		needs(ask("kotter-like", "kotter-like", kotter, want(modes.Text, folderQ, "my-project"), atFolder...), py),
		needs(ask("kotter-like-typed", "kotter-like", kotter, want(modes.Text, folderQ, ""),
			then(atFolder, typing("relay-site", ""), settle)...), py),
		needs(ask("kotter-like-group", "kotter-like", kotter, want(modes.Text, groupQ, "org.example.myproject"), atGroup...), py),
		needs(ask("kotter-like-markdown", "kotter-like", kotter, want(modes.Confirm, markdownQ, "", ">Yes", "No"), atMarkdown...), py),
		needs(ask("kotter-like-markdown-switched", "kotter-like", kotter, want(modes.Confirm, markdownQ, "", "Yes", ">No"),
			then(atMarkdown, key("<right>", "[No]"), settle)...), py),
		needs(ask("kotter-like-title", "kotter-like", kotter, want(modes.Text, "Title of your site:", "My Project"),
			then(atMarkdown, key("<right>", "[No]"), settle, key("<enter>", "Title of your site"), settle)...), py),

		// termgui-like: the path, the edition (also chosen), the
		// components (also ticked), the cancel box.
		needs(ask("termgui-like", "termgui-like", termgui, want(modes.Text, "Installation path:", "/opt/relay"), atLocation...), py),
		needs(ask("termgui-like-edition", "termgui-like", termgui, pick(editionQ, 0, editions...), atEdition...), py),
		needs(ask("termgui-like-edition-chosen", "termgui-like", termgui, pick(editionQ, 1, editions...),
			then(atEdition, down, settle, key("<space>", "(•) Professional"), settle)...), py),
		needs(ask("termgui-like-components", "termgui-like", termgui, ticks(compsQ, 0, map[int]bool{0: true, 1: true}, comps...), atComps...), py),
		needs(ask("termgui-like-components-ticked", "termgui-like", termgui, ticks(compsQ, 2, map[int]bool{0: true, 1: true, 2: true}, comps...),
			then(atComps, down, settle, down, settle, key("<space>", "[x] Documentation"), settle)...), py),
		needs(ask("termgui-like-cancel", "termgui-like", termgui, yesNo("Do you want to cancel the setup?", "yes"),
			then(atComps, key("<esc>", "Cancel setup"), settle)...), py),
	}
}

// TestModesThreehundredsecond drives the threehundredsecond set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredsecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesThreehundredsecond(t *testing.T) {
	captureSet(t, threehundredsecondDir, threehundredsecondSet())
}
