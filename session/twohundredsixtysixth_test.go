package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixtysixthDir holds the twohundredsixtysixth set (issue 44,
// two-hundred-and-sixty-sixth round): live cases of real Debian programs
// with interactive terminal moments that no other test, table, fixture
// or doc of agentty names, each installed with apt-get and run in a home
// of its own, fully offline: eblook (the EB electronic-dictionary
// browser's `eblook>` command line, with no book), microcom
// (Pengutronix's small serial terminal, on a pseudo-terminal of its
// own, its `->` command prompt after Ctrl-\), gitsome (Donne Martin's
// GitHub shell: its shell at first, then `gh-gitsome configure`'s
// questions, its login, a password and the error of no network) and
// keyringer (the shared-secrets keyring's `init`, asking a name and an
// email for its git repository). Names grepped unnamed (`git grep -il`,
// over every tracked file) before they were chosen: eblook, microcom,
// gitsome, gh-gitsome, donnemartin, Donne Martin, Pengutronix,
// keyringer; many others were found named and dropped (wordgrinder,
// profanity, lastpass/lpass, ktutil, gdbmtool, sqlcipher, tdbtool,
// cdecl, pinentry, otpw, ...). Each case's
// label (mode, state, prompt kind, question, default and options) was
// written from the program run by hand in tmux outside agentty at 80x24
// and committed before its screen was captured.
const twohundredsixtysixthDir = "../testdata/modes-twohundredsixtysixth"

// twohundredsixtysixthPty runs microcom on the slave side of a
// pseudo-terminal of its own whose master python3 keeps open for it: a
// serial line nobody talks on (-f: the lock file a case before it
// left for a pseudo-terminal of the same number is ignored).
const twohundredsixtysixthPty = `import os
m, s = os.openpty()
os.set_inheritable(m, True)
os.execvp("microcom", ["microcom", "-f", "-s", "9600", "-p", os.ttyname(s)])`

// twohundredsixtysixthSet is the twohundredsixtysixth set. Labels say
// what a person reads on the screen.
func twohundredsixtysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	repl, shell := modes.REPL, modes.Shell
	// typed is a line typed and entered, then the text it waits for.
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	const (
		eblookG, microcomG, gitsomeG, keyringerG = "/usr/bin/eblook", "/usr/bin/microcom", "/usr/bin/gitsome", "/usr/bin/keyringer"
	)
	eblook := unseenHome(nil, "eblook")
	microcom := unseenHome(nil, "python3", "-c", twohundredsixtysixthPty)
	gitsome := unseenHome(nil, "gitsome")
	keyringer := unseenHome(nil, "keyringer", "garden", "init", "{dir}/kr")

	// eblook with no book: `Warning: you should specify a book directory
	// first` over `eblook> `, the cursor after it, its command line (a
	// REPL): at first, with `search garden` typed and not entered, after
	// `help` (its commands, a name and a line each, the prompt under
	// them), after `show` (its variables, `search-method   glob`), after
	// `search garden` (`You should specify a book directory first`) and
	// after a misspelt command (`Unknown command: pinrt`).
	atEblook := []step{wait("eblook>"), settle}

	// microcom on a line nobody talks on: `connected to /dev/pts/N`,
	// `Escape character: Ctrl-\`, `Type the escape character to get to
	// the prompt.`; Ctrl-\ pressed, `Enter command. Try 'help' for a list
	// of builtin commands` over `-> `, its command prompt (a REPL): at
	// first, after `help` (its builtin commands, `speed - set terminal
	// speed` and the rest), after `speed` (`current speed: 9600`) and
	// with `flow` typed, not entered.
	atMicrocom := []step{wait("Type the escape character"), settle, {text: "\x1c", expect: "Try 'help'", timeout: setSlow}, settle}

	// gitsome: xonsh's welcome (`Welcome to the xonsh shell 0.13.4`, its
	// `xonfig wizard` and `xonfig tutorial` hints between rules) over
	// `<user>@host /dir # `, gitsome's shell (a shell), at first.
	// `gh-gitsome configure` entered: `User Login: ` (a line to type: a
	// text question), at first and with `ada` typed; entered, `Do you
	// want to log in with a password [Y] or a personal access token [n]?
	// [Y/n]: ` with the cursor on the next line (a yes/no whose Enter
	// says yes), at first and after `abc` (`Error: invalid input`, asked
	// again); `y` entered, `Password: ` (a password prompt, echo off), at
	// first and with three letters typed; given, a Python traceback
	// ending in `requests.exceptions.ConnectionError: ...` (no network)
	// over the shell's prompt again (a shell).
	atShell := []step{wait("xonfig tutorial"), settle}
	login := want(modes.Text, "User Login:", "")
	toLogin := steps(atShell, []step{typed("gh-gitsome configure", "User Login:"), settle})
	method := yesNo("Do you want to log in with a password [Y] or a personal access token [n]?", "yes")
	toMethod := steps(toLogin, []step{typed("ada", "[Y/n]:"), settle})
	password := want(modes.Password, "Password:", "")
	toPassword := steps(toMethod, []step{typed("y", "Password:"), settle})

	// keyringer garden init ~/kr: `Creating ~/.keyringer/config...`, `No
	// git config found, so please chose a name and email address to
	// identify your changes in the new keyring repository.` and `Enter
	// your desired name/pseudonym: ` (a text question), at first and
	// with `Ada` typed; entered, `Enter your desired email address: ` (a
	// text question), at first and with an address typed.
	name := want(modes.Text, "Enter your desired name/pseudonym:", "")
	email := want(modes.Text, "Enter your desired email address:", "")
	atName := []step{wait("name/pseudonym:"), settle}
	toEmail := steps(atName, []step{typed("Ada", "email address:"), settle})

	return []corpusCase{
		// eblook: its command line, typed into, help, show, a search
		// with no book, a misspelt command.
		needs(is(repl, "eblook", "eblook", eblook, atEblook...), eblookG),
		needs(is(repl, "eblook-typed", "eblook", eblook, steps(atEblook, []step{{text: "search garden"}, settle})...), eblookG),
		needs(is(repl, "eblook-help", "eblook", eblook, steps(atEblook, []step{typed("help", "Quit program"), settle})...), eblookG),
		needs(is(repl, "eblook-show", "eblook", eblook, steps(atEblook, []step{typed("show", "search-method"), settle})...), eblookG),
		needs(is(repl, "eblook-search", "eblook", eblook, steps(atEblook, []step{typed("search garden", "You should specify"), settle})...), eblookG),
		needs(is(repl, "eblook-unknown", "eblook", eblook, steps(atEblook, []step{typed("pinrt", "Unknown command"), settle})...), eblookG),

		// microcom: its command prompt, help, speed, typed into.
		needs(is(repl, "microcom", "microcom", microcom, atMicrocom...), microcomG),
		needs(is(repl, "microcom-help", "microcom", microcom, steps(atMicrocom, []step{typed("help", "quit microcom"), settle})...), microcomG),
		needs(is(repl, "microcom-speed", "microcom", microcom, steps(atMicrocom, []step{typed("speed", "current speed"), settle})...), microcomG),
		needs(is(repl, "microcom-typed", "microcom", microcom, steps(atMicrocom, []step{{text: "flow"}, settle})...), microcomG),

		// gitsome: its shell, configure's login, the way to log in, a
		// password, no network.
		needs(is(shell, "gitsome", "gitsome", gitsome, atShell...), gitsomeG),
		needs(ask("gitsome-login", "gitsome", gitsome, login, toLogin...), gitsomeG),
		needs(ask("gitsome-login-typed", "gitsome", gitsome, login, steps(toLogin, []step{{text: "ada"}, settle})...), gitsomeG),
		needs(ask("gitsome-method", "gitsome", gitsome, method, toMethod...), gitsomeG),
		needs(ask("gitsome-method-invalid", "gitsome", gitsome, method, steps(toMethod, []step{typed("abc", "invalid input"), settle})...), gitsomeG),
		needs(ask("gitsome-password", "gitsome", gitsome, password, toPassword...), gitsomeG),
		needs(ask("gitsome-password-typed", "gitsome", gitsome, password, steps(toPassword, []step{{text: "abc", secret: true}, settle})...), gitsomeG),
		needs(is(shell, "gitsome-failed", "gitsome", gitsome, steps(toPassword, []step{
			{text: "abc", enter: true, secret: true, expect: "ConnectionError", timeout: setSlow}, settle})...), gitsomeG),

		// keyringer init: a name, then an email, each also typed into.
		needs(ask("keyringer-name", "keyringer", keyringer, name, atName...), keyringerG),
		needs(ask("keyringer-name-typed", "keyringer", keyringer, name, steps(atName, []step{{text: "Ada"}, settle})...), keyringerG),
		needs(ask("keyringer-email", "keyringer", keyringer, email, toEmail...), keyringerG),
		needs(ask("keyringer-email-typed", "keyringer", keyringer, email, steps(toEmail, []step{{text: "ada@example.org"}, settle})...), keyringerG),
	}
}

// TestModesTwohundredsixtysixth drives the twohundredsixtysixth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredsixtysixth. Whether
// the classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredsixtysixth(t *testing.T) {
	captureSet(t, twohundredsixtysixthDir, twohundredsixtysixthSet())
}
