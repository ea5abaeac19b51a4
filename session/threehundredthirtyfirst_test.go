package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtyfirstDir holds the threehundredthirtyfirst set (issue
// 44, three-hundred-and-thirty-first round): live cases of the line
// questions of four developer tools that Debian does not package, a
// codemod tool's hunks with their letter keys, a code generator's
// questions with their defaults, a release tool's next version and
// questions and an ORM's migrations asking whether to proceed, imitated
// by a fixture of its own (one script run by Debian's python3, answers
// read as cooked lines), each drawing what the program draws at one of
// its moments on the main screen (its words, colours and questions, from
// its documentation, source and published sessions as known):
// Facebook's codemod.py (a patch on a cleared screen and `Accept change
// (y = yes [default], n = no, …)? `, asked again after a wrong answer,
// the next patch after n and after y), mr.bob (its welcome over the
// questions of a Plone add-on's template, each with its default in
// brackets or none, a (y/n) among them), Minilla's `minil release`
// (`Next Release? [0.02] `, typed over, `Edit file? [y] `, its tests at
// work, `Release to CPAN ? [y/n] `) and the Orator ORM's `orator`
// (migrate, rollback, reset and seed asked in Symfony console's style,
// the question over ` > `, a migration at work). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were codemod,
// fastmod, facebook (matched only inside a path of www.facebook.com
// listed by a captured find), mr.bob, mrbob, bobtemplates, plone, domen,
// kozar, minil, minilla, tokuhirom, orator (matched only inside
// decorator), eustace and sdispater (and, found named and left, among
// others: darcs, mercurial, sapling, jj, crecord, got, bzr, git-machete,
// perforce, svn, unison, rpmconf, dispatch-conf, etc-update, pacdiff,
// zest.releaser, tbump, git-flow, release-it, sbt, giter8, maven,
// gradle, yeoman, plop, hygen, cookiecutter, cargo-generate, symfony,
// doctrine, laravel, yii, jest, vitest, mocha, ava, ptw, rstest,
// web-test-runner, sqitch, liquibase, prisma, drizzle, django, aerich,
// piccolo, sqlx, yoyo and cleo). Each case's label says what a person
// reads on the screen, written from the fixture run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredthirtyfirstDir = "../testdata/modes-threehundredthirtyfirst"

// threehundredthirtyfirstTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtyfirstTool(tool string, args ...string) opener {
	return setFixtures("threehundredthirtyfirst").script(pythonPath, "py/threehundredthirtyfirst_devtools.py",
		append([]string{tool}, args...)...)
}

// threehundredthirtyfirstSet is the threehundredthirtyfirst set. Labels
// say what a person reads on the screen: a line the tool prints to ask,
// the cursor after it (or on the ` > ` under it), is a question: a choice
// of the letter keys it lists, a yes/no where it asks for one, a text
// where it asks for a value, with the default it shows in brackets; a
// tool at work on an answer, no question on the screen, is at work.
func threehundredthirtyfirstSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	left := func(s string) step { return step{text: s, timeout: setSlow} }
	// working is a case of a tool at work on an answer.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// codemod-like (Facebook's codemod.py, `codemod -m -d src
	// --extensions py 'assertEquals\(' 'assertEqual('`): the screen
	// cleared, `src/ledger/tests/test_accounts.py:12` in bold over two
	// lines of context, the old line red after `- `, the new green after
	// `+ `, two more lines and `Accept change (y = yes [default], n = no,
	// e = edit in $EDITOR, A = yes to all, E = yes+edit, q = quit)? `
	// (wrapped; a choice of y, n, e, A, E and q, default y); x answered,
	// the question again under it (the same choice); n answered, the
	// next patch, at line 17, and the question (the same choice); y
	// answered there, a patch of src/ledger/tests/test_import.py:40 and
	// the question (the same choice).
	codemod := threehundredthirtyfirstTool("codemod")
	accept := want(modes.Choice, "Accept change", "y", "y|yes", "n|no", "e|edit in $EDITOR", "A|yes to all", "E|yes+edit", "q|quit")
	atCodemod := []step{wait("q = quit)?"), settle}
	atSecond := then(atCodemod, typed("n", "test_accounts.py:17"), settle)

	// mrbob-like (mr.bob, `mrbob bobtemplates.plone:addon -O
	// collective.ledger`): `Welcome to mr.bob interactive mode. …`,
	// `Answer with a question mark to display help.` and `Values in
	// square brackets at the end of the questions show the default value
	// if there is no answer.` over `--> Author's name [Ada Quill]: ` (a
	// text defaulting to Ada Quill); Enter, `--> Author's email
	// [ada@quill.example]: ` (a text defaulting to ada@quill.example);
	// Enter, `--> Author's github username: ` (a text, no default);
	// aquill, `--> Package description [An add-on for Plone]: ` (a text
	// defaulting to An add-on for Plone); Enter, `--> Do you want me to
	// initialize a GIT repository in your new package? (y/n) [y]: `
	// (wrapped before its colon; a yes/no defaulting to yes); Enter,
	// `--> Plone version [6.0.9]: ` (a text defaulting to 6.0.9); Enter,
	// `--> Python version for virtualenv [python3]: ` (a text defaulting
	// to python3).
	mrbob := threehundredthirtyfirstTool("mrbob")
	atName := []step{wait("Author's name"), settle}
	atEmail := then(atName, typed("", "Author's email"), settle)
	atUser := then(atEmail, typed("", "github username"), settle)
	atDescription := then(atUser, typed("aquill", "Package description"), settle)
	atGit := then(atDescription, typed("", "GIT repository"), settle)
	atPlone := then(atGit, typed("", "Plone version"), settle)

	// minil-like (Minilla's `minil release`): `Running
	// CheckUntrackedFiles`, `Running CheckOrigin` and `Running
	// BumpVersion` over `Next Release? [0.02] ` (a text defaulting to
	// 0.02), also with 0.03 typed after it and not yet entered; Enter,
	// `Running CheckChanges`, `No mention of version '0.02' in changes
	// file 'Changes'` over `Edit file? [y] ` (a yes/no defaulting to
	// yes); n, `Running RegenerateFiles`, `Running RunHooks`, `Running
	// DistTest`, `Building Ledger-Tiny` and the tests' lines coming a few
	// seconds apart, no question (at work); then `All tests
	// successful.`, `Result: PASS`, `Running MakeDist`, `Wrote
	// Ledger-Tiny-0.02.tar.gz` and `Running UploadToCPAN` over `Release
	// to CPAN ? [y/n] ` (a yes/no, no default).
	minil := threehundredthirtyfirstTool("minil")
	atVersion := []step{wait("Next Release?"), settle}
	atEdit := then(atVersion, typed("", "Edit file?"), settle)
	atTesting := then(atEdit, typed("n", "t/00_compile.t"))

	// orator-like (the Orator ORM's `orator`, its questions in Symfony
	// console's style): `orator migrate`, ` Are you sure you want to
	// proceed with the migration? (yes/no) [no]:` (the question green,
	// the default yellow) over ` > ` (a yes/no defaulting to no), also
	// with yes typed after ` > ` and not yet entered; entered, `Migrated
	// 2026_11_02_101500_create_accounts_table` and no more for a while
	// (at work); `orator migrate:rollback`, ` Are you sure you want to
	// rollback the last migration? (yes/no) [no]:` over ` > ` (a yes/no
	// defaulting to no); `orator migrate:reset`, ` Are you sure you want
	// to reset all of the migrations? (yes/no) [no]:` (the same); `orator
	// db:seed`, ` Are you sure you want to seed the database? (yes/no)
	// [no]:` (the same).
	migrate := threehundredthirtyfirstTool("orator", "migrate")
	atMigrate := []step{wait("(yes/no)"), settle}
	orator := func(name, cmd, question string) corpusCase {
		return needs(ask(name, "orator-like", threehundredthirtyfirstTool("orator", cmd), yesNo(question, "no"), atMigrate...), py)
	}

	return []corpusCase{
		// codemod-like: a patch, asked again, the next, the third.
		needs(ask("codemod-like", "codemod-like", codemod, accept, atCodemod...), py),
		needs(ask("codemod-like-again", "codemod-like", codemod, accept, then(atCodemod, typed("x", "q = quit)?"), settle)...), py),
		needs(ask("codemod-like-second", "codemod-like", codemod, accept, atSecond...), py),
		needs(ask("codemod-like-third", "codemod-like", codemod, accept, then(atSecond, typed("y", "test_import.py"), settle)...), py),

		// mrbob-like: its questions, with and without defaults.
		needs(ask("mrbob-like", "mrbob-like", mrbob, want(modes.Text, "Author's name", "Ada Quill"), atName...), py),
		needs(ask("mrbob-like-email", "mrbob-like", mrbob, want(modes.Text, "Author's email", "ada@quill.example"), atEmail...), py),
		needs(ask("mrbob-like-username", "mrbob-like", mrbob, want(modes.Text, "Author's github username", ""), atUser...), py),
		needs(ask("mrbob-like-description", "mrbob-like", mrbob, want(modes.Text, "Package description", "An add-on for Plone"), atDescription...), py),
		needs(ask("mrbob-like-git", "mrbob-like", mrbob,
			yesNo("Do you want me to initialize a GIT repository in your new package?", "yes"), atGit...), py),
		needs(ask("mrbob-like-plone", "mrbob-like", mrbob, want(modes.Text, "Plone version", "6.0.9"), atPlone...), py),
		needs(ask("mrbob-like-python", "mrbob-like", mrbob, want(modes.Text, "Python version for virtualenv", "python3"),
			then(atPlone, typed("", "Python version"), settle)...), py),

		// minil-like: the version, typed over, Changes, its tests, the
		// upload.
		needs(ask("minil-like", "minil-like", minil, want(modes.Text, "Next Release?", "0.02"), atVersion...), py),
		needs(ask("minil-like-typed", "minil-like", minil, want(modes.Text, "Next Release?", "0.02"),
			then(atVersion, left("0.03"), settle)...), py),
		needs(ask("minil-like-changes", "minil-like", minil, yesNo("Edit file?", "yes"), atEdit...), py),
		needs(working("minil-like-testing", "minil-like", minil, atTesting...), py),
		needs(ask("minil-like-upload", "minil-like", minil, yesNo("Release to CPAN ?", ""),
			then(atTesting, wait("Release to CPAN"), settle)...), py),

		// orator-like: its questions, one typed, a migration at work.
		needs(ask("orator-like", "orator-like", migrate, yesNo("Are you sure you want to proceed with the migration?", "no"), atMigrate...), py),
		needs(ask("orator-like-typed", "orator-like", migrate, yesNo("Are you sure you want to proceed with the migration?", "no"),
			then(atMigrate, left("yes"), settle)...), py),
		needs(working("orator-like-migrating", "orator-like", migrate, then(atMigrate, typed("yes", "Migrated"))...), py),
		orator("orator-like-rollback", "migrate:rollback", "Are you sure you want to rollback the last migration?"),
		orator("orator-like-reset", "migrate:reset", "Are you sure you want to reset all of the migrations?"),
		orator("orator-like-seed", "db:seed", "Are you sure you want to seed the database?"),
	}
}

// TestModesThreehundredthirtyfirst drives the threehundredthirtyfirst
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtyfirst(t *testing.T) {
	captureSet(t, threehundredthirtyfirstDir, threehundredthirtyfirstSet())
}
