package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightyninthDir holds the two-hundred-and-eighty-ninth set
// (issue 44, two-hundred-and-eighty-ninth round): live cases of
// command-line tools that ask line questions while they run and cannot
// run here (no network, no Arch, no server), imitated by a Python script
// of the set's own (testdata/twohundredeightyninth/py, run by Debian's
// python3, lines read cooked, secrets with echo off), each drawing on the
// main screen what the tool draws at one of its moments: its words,
// layout, defaults, keys and colours, from its documentation, source and
// published transcripts as known. pikaur installing a package from the
// AUR (its own questions, sudo's password, pacman's numbered providers,
// makepkg building), git-machete's discover, traverse and add (key lists
// of its own, a question after a rebase's output has scrolled), the tsuru
// client's login, app removal and deploy, borgmatic creating a
// repository (borg's passphrases), backing up and deleting one, and
// Lektor's quickstart (values with defaults in brackets, yes/no
// defaulting to yes). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: grepped unnamed with
// `git grep -il` before they were chosen were pikaur, actionless and
// yauhen; git-machete, git machete, machete and virtuslab; tsuru and
// globo.com; borgmatic, witten and helfman; lektor, ronacher and
// mitsuhiko. Each case's label (mode, state, prompt kind, question,
// default and options) says what a person reads on the screen, written
// from the script run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredeightyninthDir = "../testdata/modes-twohundredeightyninth"

// twohundredeightyninthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredeightyninthScript = setFixtures("twohundredeightyninth").script

// twohundredeightyninthSet is the two-hundred-and-eighty-ninth set.
// Labels say what a person reads on the screen; a tool at work,
// printing and asking nothing, is running.
func twohundredeightyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
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
		return twohundredeightyninthScript(py, "py/twohundredeightyninth_asks.py", flow)
	}

	// pikaur-like (`pikaur -S tally-git`; bold blue `::` before bold
	// words): the repository and AUR packages to be installed, then `::
	// Proceed with installation? [Y/n] ` over `:: [v]iew package details
	// [m]anually select packages` and `>> `, the cursor after it (a
	// yes/no defaulting to yes, two more keys beside; also with `y`
	// typed, not entered); y entered, the package retrieved and `:: Do
	// you want to edit PKGBUILD for tally-git package? [y/N] ` over `>> `
	// (a yes/no defaulting to no); Enter, sudo's `[sudo] password for
	// alice: ` (a password); the password entered, pacman's `:: There are
	// 2 providers available for cargo:`, `:: Repository extra`, `   1)
	// rust  2) rustup` and `Enter a number (default=1): ` (a select of
	// numbered entries defaulting to 1); Enter, makepkg's `==> Making
	// package: …` and `[N/64] Compiling src/….rs` lines growing (at
	// work).
	pik := like("pikaur")
	proceed := want(modes.Confirm, "Proceed with installation?", "yes",
		"y|yes", "n|no", "v|view package details", "m|manually select packages")
	atProceed := []step{wait("]anually select packages"), settle}
	atEdit := steps(atProceed, []step{typed("y", "edit PKGBUILD"), settle})
	atSudo := steps(atEdit, []step{enter("password for alice"), settle})
	atProvider := steps(atSudo, []step{hidden("hunter2", "Enter a number"), settle})

	// git-machete-like (`git machete discover`, `traverse` and `add`; a
	// line read at a time): `Discovered tree of branch dependencies:`
	// over develop's tree of branches (edges green and red, notes grey
	// and red) and `Save the above tree to .git/machete? (y, e[dit], N) `
	// (a yes/no defaulting to no, an edit beside; also with `y` typed, not
	// entered); traverse: `Checking out feature/retry`, the tree (the
	// current branch bold, underlined and starred) and `Rebase
	// feature/retry onto develop? (y, N, q, yq) ` (a choice of four keys
	// defaulting to N); y entered, ten `Rebasing (N/10) …` lines, the
	// tree again and `Branch feature/retry diverged from (and has newer
	// commits than) its remote` / `counterpart origin/feature/retry.`
	// over `Push feature/retry with force-with-lease to origin? (y, N, q,
	// yq) ` (the same four keys, the first rows scrolled away); add: the
	// one line `Add feature/export onto the inferred upstream (parent)
	// branch develop? (y, N) ` (a yes/no defaulting to no).
	discover, traverse, add := like("machete-discover"), like("machete-traverse"), like("machete-add")
	save := want(modes.Confirm, "Save the above tree to .git/machete?", "no", "y|yes", "e|edit", "N|no")
	fourKeys := func(q string) *modes.Prompt { return want(modes.Choice, q, "N", "y|y", "N|N", "q|q", "yq|yq") }
	atSave := []step{wait("(y, e[dit], N)"), settle}
	atRebase := []step{wait("(y, N, q, yq)"), settle}

	// tsuru-like (the tsuru client; a line read at a time): `tsuru
	// login`'s `Email: ` (a line to type), then `Password: ` with echo
	// off (a password); `tsuru app remove -a tally`'s one line `Are you
	// sure you want to remove app "tally"? (y/n) ` (a yes/no with no
	// default; also with `y` typed, not entered); `tsuru app deploy`'s
	// upload line and ` ---> …` build lines growing (at work).
	login, remove, deploy := like("tsuru-login"), like("tsuru-remove"), like("tsuru-deploy")
	removeQ := yesNo(`Are you sure you want to remove app "tally"?`, "")
	atEmail := []step{wait("Email:"), settle}
	atRemove := []step{wait("(y/n)"), settle}

	// borgmatic-like (`borgmatic repo-create`, `create --progress` and
	// `repo-delete`; borg's questions under borgmatic's log lines):
	// `ssh://alice@backup.example.com/./tally: Creating repository` over
	// `Enter new passphrase: ` (a password), then `Enter same passphrase
	// again: ` (a password) and `Do you want your passphrase to be
	// displayed for verification? [yN]: ` (a yes/no defaulting to no);
	// create: `…: Creating archive` over borg's progress line (`N GB O N
	// GB C N GB D N N home/alice/…`) redrawn in place (at work);
	// repo-delete: `You requested to DELETE the following repository
	// completely *including* all archives it contains:`, its ID, location
	// and three archives, then `Type 'YES' if you understand this and
	// want to continue: ` (a line to type).
	repoCreate, backup, repoDelete := like("borgmatic-repo-create"), like("borgmatic-create"), like("borgmatic-repo-delete")
	atPass := []step{wait("Enter new passphrase"), settle}
	atAgain := steps(atPass, []step{hidden("correct horse", "passphrase again"), settle})
	atDisplay := steps(atAgain, []step{hidden("correct horse", "displayed for verification"), settle})

	// lektor-like (`lektor quickstart`; click's prompts, a line read at a
	// time): `Lektor Quickstart` underlined with `=`, a paragraph, then
	// `Step 1:` over three dim-barred lines and `> Project Name: ` (a
	// line to type, no default); Tally entered, `Step 2:` and `> Author
	// Name [Alice Liddell]: ` (a line defaulting to Alice Liddell);
	// Enter, `Step 3:` and `> Project Path [/home/alice/Tally]: ` (a line
	// defaulting to the path); Enter, `Step 4:` and `> Add Basic Blog
	// [Y/n]: ` (a yes/no defaulting to yes); Enter, `That's all. Create
	// project? [Y/n]: ` (a yes/no defaulting to yes).
	lek := like("lektor")
	atName := []step{wait("Project Name:"), settle}
	atAuthor := steps(atName, []step{typed("Tally", "Author Name"), settle})
	atPath := steps(atAuthor, []step{enter("Project Path"), settle})
	atBlog := steps(atPath, []step{enter("Add Basic Blog"), settle})
	atCreate := steps(atBlog, []step{enter("Create project?"), settle})

	return []corpusCase{
		// pikaur-like: the install to proceed with (also typed), the
		// PKGBUILD to edit or not, sudo's password, the provider to
		// choose, building.
		needs(ask("pikaur-like", "pikaur-like", pik, proceed, atProceed...), py),
		needs(ask("pikaur-like-typed", "pikaur-like", pik, proceed, steps(atProceed, []step{typing("y"), settle})...), py),
		needs(ask("pikaur-like-edit", "pikaur-like", pik, yesNo("Do you want to edit PKGBUILD for tally-git package?", "no"), atEdit...), py),
		needs(ask("pikaur-like-sudo", "pikaur-like", pik, want(modes.Password, "[sudo] password for alice:", ""), atSudo...), py),
		needs(ask("pikaur-like-provider", "pikaur-like", pik,
			want(modes.Select, "There are 2 providers available for cargo", "1", "1|rust", "2|rustup"), atProvider...), py),
		needs(running("pikaur-like-building", "pikaur-like", pik, steps(atProvider, []step{enter("Compiling"), settle})...), py),

		// git-machete-like: the tree to save (also typed), the rebase,
		// the push after the rebase's output, a branch to add.
		needs(ask("git-machete-like-discover", "git-machete-like", discover, save, atSave...), py),
		needs(ask("git-machete-like-discover-typed", "git-machete-like", discover, save, steps(atSave, []step{typing("y"), settle})...), py),
		needs(ask("git-machete-like-rebase", "git-machete-like", traverse, fourKeys("Rebase feature/retry onto develop?"), atRebase...), py),
		needs(ask("git-machete-like-push", "git-machete-like", traverse, fourKeys("Push feature/retry with force-with-lease to origin?"),
			steps(atRebase, []step{typed("y", "force-with-lease"), settle})...), py),
		needs(ask("git-machete-like-add", "git-machete-like", add,
			yesNo("Add feature/export onto the inferred upstream (parent) branch develop?", "no"), wait("(y, N)"), settle), py),

		// tsuru-like: the email, the password, the removal to confirm
		// (also typed), deploying.
		needs(ask("tsuru-like-email", "tsuru-like", login, want(modes.Text, "Email:", ""), atEmail...), py),
		needs(ask("tsuru-like-password", "tsuru-like", login, want(modes.Password, "Password:", ""),
			steps(atEmail, []step{typed("alice@example.com", "Password:"), settle})...), py),
		needs(ask("tsuru-like-remove", "tsuru-like", remove, removeQ, atRemove...), py),
		needs(ask("tsuru-like-remove-typed", "tsuru-like", remove, removeQ, steps(atRemove, []step{typing("y"), settle})...), py),
		needs(running("tsuru-like-deploying", "tsuru-like", deploy, wait("Collecting flask"), settle), py),

		// borgmatic-like: the new passphrase, again, whether to display
		// it, backing up, the deletion to confirm by typing YES.
		needs(ask("borgmatic-like-passphrase", "borgmatic-like", repoCreate, want(modes.Password, "Enter new passphrase:", ""), atPass...), py),
		needs(ask("borgmatic-like-again", "borgmatic-like", repoCreate, want(modes.Password, "Enter same passphrase again:", ""), atAgain...), py),
		needs(ask("borgmatic-like-display", "borgmatic-like", repoCreate,
			yesNo("Do you want your passphrase to be displayed for verification?", "no"), atDisplay...), py),
		needs(running("borgmatic-like-creating", "borgmatic-like", backup, wait(" N home/alice/"), settle), py),
		needs(ask("borgmatic-like-delete", "borgmatic-like", repoDelete,
			want(modes.Text, "Type 'YES' if you understand this and want to continue:", ""), wait("Type 'YES'"), settle), py),

		// lektor-like: the name, the author, the path, the blog, the
		// project to create.
		needs(ask("lektor-like-name", "lektor-like", lek, want(modes.Text, "Project Name:", ""), atName...), py),
		needs(ask("lektor-like-author", "lektor-like", lek, want(modes.Text, "Author Name", "Alice Liddell"), atAuthor...), py),
		needs(ask("lektor-like-path", "lektor-like", lek, want(modes.Text, "Project Path", "/home/alice/Tally"), atPath...), py),
		needs(ask("lektor-like-blog", "lektor-like", lek, yesNo("Add Basic Blog", "yes"), atBlog...), py),
		needs(ask("lektor-like-create", "lektor-like", lek, yesNo("That's all. Create project?", "yes"), atCreate...), py),
	}
}

// TestModesTwohundredeightyninth drives the two-hundred-and-eighty-ninth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightyninth(t *testing.T) {
	captureSet(t, twohundredeightyninthDir, twohundredeightyninthSet())
}
