package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentysecondDir holds the threehundredtwentysecond set
// (issue 44, three-hundred-and-twenty-second round): live cases of five
// prompt libraries of JavaScript and Python as a small CLI wizard drives
// each, and of the shell the wizard leaves when it ends, imitated by a
// fixture of its own (one script run by Debian's python3, keys read raw
// as these libraries read them), each drawing what the library draws at
// one of its moments on the main screen (its pointers, check marks,
// colours and masks, from its source and README as known): alice1017's
// SelectMenu (a select list over prompt_toolkit 1, orange ` > ` on the
// chosen line, asked twice, then the shell), sebageek's clintermission (a
// menu and a multi-select menu, `▶` and `[x]`/`[ ]`, then the shell),
// npm's intelli-prompt (an autocomplete that clears the screen at every
// key, suggestions under the typed text, then the shell), npm's
// @jrc03c/prompt (a line, a secret echoed as asterisks, a yes/no the
// wizard words itself, then the shell) and PyPI's maskpw (a user name,
// a password echoed as the caller's `#`, then the shell). None of them,
// nor their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// selectmenu, alice1017, clintermission, sebageek, lohff, intelli-prompt,
// prompt-sense, jrc03c and maskpw (climenu, clintermission's module, is
// matched here and is not used; found named and left, among others:
// pyinquirer, inquirerpy, questionary, beaupy, simple-term-menu, cutie,
// enquiries, whaaaaat, consolemenu, terminal-kit, cli-select, qoa,
// poppinss, topcli, prompt-sync, promptly, cliffy, vorpal, gluegun,
// listr, ink-select, typer, pyinputplus, promptui, survey, clack,
// inquirer, enquirer, prompts, cleo, plumbum, clint, consola,
// @effect/cli, @astrojs/cli-kit, qprompt, pwinput, maskpass,
// select-shell, derhuerst's select-prompt, co-prompt, async-prompt,
// password-prompt and prompter). The wizards' own names (blogkit,
// shipit, officebot, mailsetup, vaultctl) are not named elsewhere either.
// Each case's label says what a person reads on the screen, written from
// the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredtwentysecondDir = "../testdata/modes-threehundredtwentysecond"

// threehundredtwentysecondWizard runs one library's wizard of the set's
// script with Debian's python3, over a home holding notes.txt and
// long.txt.
func threehundredtwentysecondWizard(library string) opener {
	return setFixtures("threehundredtwentysecond").script(pythonPath, "py/threehundredtwentysecond_wizards.py", library)
}

// threehundredtwentysecondSet is the threehundredtwentysecond set. Labels
// say what a person reads on the screen: a list the cursor or a pointer
// moves in is a select (its highlighted entry marked), one with boxes to
// tick a multiselect; a line asked with the cursor after it is a text
// question (a password where what is typed is hidden or masked), a line
// asking yes or no a yes/no; the shell's prompt under the wizard's last
// words is a shell.
func threehundredtwentysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	space := step{keys: "<space>"}
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	const shellPS1 = "ada@devbox:~/site$"

	// selectmenu-like (alice1017's SelectMenu in `blogkit new`): `blogkit
	// new - a blog in two questions`, then `What language do you like?`
	// (bold) with ` (Use arrow keys)` over `> Python` (orange), `Ruby`,
	// `Javascript`, `HTML`, `CSS`, the cursor at Python (a select, Python
	// highlighted); Down twice, ` > Javascript` (a select, Javascript
	// highlighted); Enter, the list gone and the question left, `Which
	// theme should the blog use? (Use arrow keys)` over ` > minimal`,
	// `classic`, `dark`, `paper` (a select, minimal highlighted); Down,
	// ` > classic` (a select, classic highlighted); Enter, `Created blog/
	// (Javascript, theme classic).` and `Run `blogkit serve` in blog/ to
	// preview it.` over `ada@devbox:~/site$ ` (a shell).
	selectmenu := threehundredtwentysecondWizard("selectmenu")
	atLanguage := []step{wait("(Use arrow keys)"), settle}
	atTheme := then(atLanguage, down, down, settle, enter("Which theme"), settle)
	language := func(sel string) *modes.Prompt {
		opts := []string{"Python", "Ruby", "Javascript", "HTML", "CSS"}
		for i, o := range opts {
			if o == sel {
				opts[i] = ">" + o
			}
		}
		return want(modes.Select, "What language do you like?", "", opts...)
	}
	theme := func(sel string) *modes.Prompt {
		opts := []string{"minimal", "classic", "dark", "paper"}
		for i, o := range opts {
			if o == sel {
				opts[i] = ">" + o
			}
		}
		return want(modes.Select, "Which theme should the blog use?", "", opts...)
	}

	// clintermission-like (sebageek's clintermission in `shipit`):
	// `shipit 0.9.2 - deploy from this checkout (a1f3c9e)`, then `Select
	// a deployment target:` over `  ▶ staging`, `    production`, `
	// local`, the cursor hidden (a select, staging highlighted); Down,
	// `▶ production` (a select, production highlighted); Enter, that
	// menu left drawn and `Which services should be restarted?` over `▶
	// [ ] api`, `[x] worker`, `[ ] scheduler`, `[ ] cache` (a multiselect,
	// api highlighted, worker ticked); Space and Down, `[x] api`, `▶ [x]
	// worker` (a multiselect, worker highlighted, api and worker ticked);
	// Enter, `Deploying a1f3c9e to production...`, `Restarted api,
	// worker.`, `Done in 4.2s.` over `ada@devbox:~/site$ ` (a shell).
	clint := threehundredtwentysecondWizard("clintermission")
	atTarget := []step{wait("deployment target:"), settle}
	atServices := then(atTarget, down, settle, enter("be restarted?"), settle)
	atTicked := then(atServices, space, settle, down, settle)

	// intelli-prompt-like (npm's intelli-prompt in `officebot setup`):
	// `officebot setup` over `Pick a city for the new office: `, the
	// cursor after it (a text question, no default); `B` typed, the
	// screen cleared and `Pick a city for the new office: B` over `>
	// Berlin` (cyan), `Bern`, `Bergen`, `Bordeaux`, `Boston` (a select,
	// Berlin highlighted); `er` typed and Down, `Pick a city for the new
	// office: Ber` over `Berlin`, `> Bern`, `Bergen` (a select, Bern
	// highlighted); Enter, `You picked Bern` and `Office in Bern saved to
	// officebot.json.` over `ada@devbox:~/site$ ` (a shell).
	intelli := threehundredtwentysecondWizard("intelli")
	atCity := []step{wait("new office:"), settle}
	atB := then(atCity, step{text: "B", expect: "Boston", timeout: setSlow}, settle)
	atBern := then(atB, step{text: "er"}, settle, down, settle)

	// jrc03c-prompt-like (npm's @jrc03c/prompt in `mailsetup`):
	// `mailsetup - your outgoing mail account` over `Hey! What's your
	// name? `, the cursor after it (a text question), also with `Ada`
	// typed; entered, `Nice to meet you, Ada!` over `SMTP password: ` (a
	// password), also with six asterisks typed; entered, `Save these
	// settings to ~/.mailsetuprc? (yes/no) ` (a yes/no, no default);
	// `yes` entered, `Saved.` over `ada@devbox:~/site$ ` (a shell).
	jrc := threehundredtwentysecondWizard("jrc03c")
	atName := []step{wait("What's your name?"), settle}
	atSMTP := then(atName, typed("Ada", "SMTP password:"), settle)
	atSave := then(atSMTP, step{text: "s3cret", enter: true, secret: true, expect: "(yes/no)", timeout: setSlow}, settle)

	// maskpw-like (PyPI's maskpw in `vaultctl login`): `vaultctl login -
	// vault.example.net` over `Username: ` (a text question); `ada`
	// entered, `Password: ` (a password), also with `#######` typed;
	// entered, `Logged in as ada; token cached for 8 hours.` over
	// `ada@devbox:~/site$ ` (a shell).
	mask := threehundredtwentysecondWizard("maskpw")
	atUser := []step{wait("Username:"), settle}
	atPassword := then(atUser, typed("ada", "Password:"), settle)

	return []corpusCase{
		// selectmenu-like: the language, moved, the theme, moved, the
		// shell after.
		needs(ask("selectmenu-like", "selectmenu-like", selectmenu, language("Python"), atLanguage...), py),
		needs(ask("selectmenu-like-moved", "selectmenu-like", selectmenu, language("Javascript"), then(atLanguage, down, down, settle)...), py),
		needs(ask("selectmenu-like-theme", "selectmenu-like", selectmenu, theme("minimal"), atTheme...), py),
		needs(ask("selectmenu-like-theme-moved", "selectmenu-like", selectmenu, theme("classic"), then(atTheme, down, settle)...), py),
		needs(is(modes.Shell, "selectmenu-like-shell", "selectmenu-like", selectmenu,
			then(atTheme, down, settle, enter(shellPS1), settle)...), py),

		// clintermission-like: a target, moved, services to tick, one
		// ticked, the shell after.
		needs(ask("clintermission-like-target", "clintermission-like", clint,
			want(modes.Select, "Select a deployment target:", "", ">staging", "production", "local"), atTarget...), py),
		needs(ask("clintermission-like-target-moved", "clintermission-like", clint,
			want(modes.Select, "Select a deployment target:", "", "staging", ">production", "local"), then(atTarget, down, settle)...), py),
		needs(ask("clintermission-like-services", "clintermission-like", clint,
			want(modes.Multiselect, "Which services should be restarted?", "", ">[ ] api", "[x] worker", "[ ] scheduler", "[ ] cache"), atServices...), py),
		needs(ask("clintermission-like-services-ticked", "clintermission-like", clint,
			want(modes.Multiselect, "Which services should be restarted?", "", "[x] api", ">[x] worker", "[ ] scheduler", "[ ] cache"), atTicked...), py),
		needs(is(modes.Shell, "clintermission-like-shell", "clintermission-like", clint,
			then(atTicked, enter(shellPS1), settle)...), py),

		// intelli-prompt-like: the question, a letter typed, moved, the
		// shell after.
		needs(ask("intelli-prompt-like", "intelli-prompt-like", intelli,
			want(modes.Text, "Pick a city for the new office:", ""), atCity...), py),
		needs(ask("intelli-prompt-like-typed", "intelli-prompt-like", intelli,
			want(modes.Select, "Pick a city for the new office:", "", ">Berlin", "Bern", "Bergen", "Bordeaux", "Boston"), atB...), py),
		needs(ask("intelli-prompt-like-moved", "intelli-prompt-like", intelli,
			want(modes.Select, "Pick a city for the new office:", "", "Berlin", ">Bern", "Bergen"), atBern...), py),
		needs(is(modes.Shell, "intelli-prompt-like-shell", "intelli-prompt-like", intelli,
			then(atBern, enter(shellPS1), settle)...), py),

		// jrc03c-prompt-like: a name, typed, a password, typed, a yes/no,
		// the shell after.
		needs(ask("jrc03c-prompt-like", "jrc03c-prompt-like", jrc, want(modes.Text, "Hey! What's your name?", ""), atName...), py),
		needs(ask("jrc03c-prompt-like-typed", "jrc03c-prompt-like", jrc, want(modes.Text, "Hey! What's your name?", ""),
			then(atName, step{text: "Ada"}, settle)...), py),
		needs(ask("jrc03c-prompt-like-password", "jrc03c-prompt-like", jrc, want(modes.Password, "SMTP password:", ""), atSMTP...), py),
		needs(ask("jrc03c-prompt-like-password-typed", "jrc03c-prompt-like", jrc, want(modes.Password, "SMTP password:", ""),
			then(atSMTP, step{text: "s3cret", secret: true}, settle)...), py),
		needs(ask("jrc03c-prompt-like-save", "jrc03c-prompt-like", jrc, yesNo("Save these settings to ~/.mailsetuprc?", ""), atSave...), py),
		needs(is(modes.Shell, "jrc03c-prompt-like-shell", "jrc03c-prompt-like", jrc, then(atSave, typed("yes", shellPS1), settle)...), py),

		// maskpw-like: a user name, a password, typed, the shell after.
		needs(ask("maskpw-like", "maskpw-like", mask, want(modes.Text, "Username:", ""), atUser...), py),
		needs(ask("maskpw-like-password", "maskpw-like", mask, want(modes.Password, "Password:", ""), atPassword...), py),
		needs(ask("maskpw-like-password-typed", "maskpw-like", mask, want(modes.Password, "Password:", ""),
			then(atPassword, step{text: "hunter2", secret: true}, settle)...), py),
		needs(is(modes.Shell, "maskpw-like-shell", "maskpw-like", mask,
			then(atPassword, step{text: "hunter2", enter: true, secret: true, expect: shellPS1, timeout: setSlow}, settle)...), py),
	}
}

// TestModesThreehundredtwentysecond drives the threehundredtwentysecond
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentysecond(t *testing.T) {
	captureSet(t, threehundredtwentysecondDir, threehundredtwentysecondSet())
}
