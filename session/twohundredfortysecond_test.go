package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortysecondDir holds the twohundredfortysecond set (issue 44,
// two-hundred-and-forty-second round): live cases of command-line tools
// of clouds, clusters, databases and releases that cannot run here,
// imitated by a fixture of its own (Debian's python3, on the main screen
// in line mode: lines read cooked and echoed, secrets read by getpass
// with echo off), none of them, nor the programs they imitate, named by
// any other test, table, fixture or doc of agentty, each drawing what
// the real tool draws at its moments (its words, layout and notation of
// answers, from its documentation and source as known): the EB CLI of
// AWS Elastic Beanstalk (`eb init`'s numbered regions with `(default is
// 3)`, its application name with a generated default, a `(Y/n)`, its
// numbered platforms; `eb terminate`'s environment name typed to
// confirm; `eb create`'s events while it works), aws-adfs's login (user,
// password, a numbered role to assume), Aiven's avn (a password, a
// two-factor code, a service's name re-entered before it is
// terminated), the STACKIT CLI (a Kubernetes cluster's delete `(y/N)`,
// its spinner while it deletes, a kubeconfig overwrite `(y/N)`), Piccolo
// ORM's piccolo (a rename asked while a migration is made, a user's
// name, password and `Enter y or n`), catkin_prepare_release (three `[Y/n]?`
// questions: the version bumped, the changelogs, the push) and towncrier
// (a news fragment's issue and type, then removing fragments once the
// changelog is built). Each case's label (mode, state, prompt kind,
// question, default, options) was written from the fixture run by hand
// in tmux outside agentty at 80x24, and committed before its screen was
// captured.
const twohundredfortysecondDir = "../testdata/modes-twohundredfortysecond"

// twohundredfortysecondScript runs a tool and flow of the set's Python
// fixture with Debian's interpreter, over a home holding notes.txt and
// long.txt.
func twohundredfortysecondScript(tool, flow string) opener {
	return setFixtures("twohundredfortysecond").script(pythonPath, "py/twohundredfortysecond_demo.py", tool, flow)
}

// twohundredfortysecondSet is the twohundredfortysecond set. Labels say
// what a person reads on the screen: a question is its words without
// the notation of its answers (`[Y/n]`, `(y/N)`, `(default is 3)`,
// `Enter y or n`); a numbered list's entries are options whose number is
// their key, the default the number the screen names; a name to type
// back before something is destroyed is a text question.
func twohundredfortysecondSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// running is a case of a tool at work, drawing, no question asked.
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
	ebInit := twohundredfortysecondScript("beanstalk", "init")
	ebTerminate := twohundredfortysecondScript("beanstalk", "terminate")
	ebCreate := twohundredfortysecondScript("beanstalk", "create")
	adfs := twohundredfortysecondScript("adfs", "login")
	avnLogin := twohundredfortysecondScript("avn", "login")
	avnTerminate := twohundredfortysecondScript("avn", "terminate")
	stackitDelete := twohundredfortysecondScript("stackit", "delete")
	stackitKube := twohundredfortysecondScript("stackit", "kubeconfig")
	piccoloMigrate := twohundredfortysecondScript("piccolo", "migrate")
	piccoloUser := twohundredfortysecondScript("piccolo", "user")
	catkin := twohundredfortysecondScript("catkin", "")
	towncrierCreate := twohundredfortysecondScript("towncrier", "create")
	towncrierBuild := twohundredfortysecondScript("towncrier", "build")

	regions := want(modes.Select, "Select a default region", "3",
		"1|us-east-1 : US East (N. Virginia)", "2|us-west-1 : US West (N. California)",
		"3|us-west-2 : US West (Oregon)", "4|eu-west-1 : EU (Ireland)",
		"5|eu-central-1 : EU (Frankfurt)", "6|ap-south-1 : Asia Pacific (Mumbai)",
		"7|ap-southeast-1 : Asia Pacific (Singapore)", "8|ap-southeast-2 : Asia Pacific (Sydney)",
		"9|ap-northeast-1 : Asia Pacific (Tokyo)", "10|ap-northeast-2 : Asia Pacific (Seoul)",
		"11|sa-east-1 : South America (Sao Paulo)", "12|us-east-2 : US East (Ohio)",
		"13|ca-central-1 : Canada (Central)", "14|eu-west-2 : EU (London)",
		"15|eu-west-3 : EU (Paris)", "16|eu-north-1 : EU (Stockholm)")
	platforms := want(modes.Select, "Select a platform branch.", "1",
		"1|Python 3.12 running on 64bit Amazon Linux 2023", "2|Python 3.11 running on 64bit Amazon Linux 2023",
		"3|Python 3.9 running on 64bit Amazon Linux 2023", "4|Python 3.8 running on 64bit Amazon Linux 2")
	roles := want(modes.Select, "Please choose the role you would like to assume:", "",
		"0|arn:aws:iam::111122223333:role/relay-admin", "1|arn:aws:iam::111122223333:role/relay-readonly",
		"2|arn:aws:iam::444455556666:role/relay-deploy")
	const (
		region   = "(default is 3):"
		appName  = "Enter Application Name"
		avnPass  = "Aiven password:"
		username = "Enter username:"
		release  = "[Y/n]?"
	)
	toApp := []step{wait(region), typed("5", appName), settle}
	toPython := steps(toApp, []step{typed("", "Is this correct?"), settle})
	toPlatform := steps(toPython, []step{typed("y", "platform branch"), settle})
	toPassword := []step{wait("Username:"), typed("alice", "Password:"), settle}
	toRole := steps(toPassword, []step{secret("hunter2", "Selection:"), settle})
	toOTP := []step{wait(avnPass), secret("hunter2", "OTP:"), settle}
	toUserPassword := []step{wait(username), typed("ada", "Enter email:"), typed("ada@acme.example", "Enter password:"), settle}
	toAdmin := steps(toUserPassword, []step{secret("correct-horse", "Confirm password:"), secret("correct-horse", "Admin user?"), settle})
	toChangelog := []step{wait(release), typed("y", "forthcoming section of the changelog"), settle}
	toPush := steps(toChangelog, []step{typed("", "modify the remote repository"), settle})
	return []corpusCase{
		// beanstalk-like (the EB CLI of AWS Elastic Beanstalk; lines read
		// cooked). `eb init`: `Select a default region` over sixteen rows
		// `N) region : name` and `(default is 3): ` (a numbered select,
		// default 3, at first and with 5 typed, not entered); then `Enter
		// Application Name` over `(default is "relay-api"): ` (a text
		// question with a default); then `It appears you are using
		// Python. Is this correct?` over `(Y/n): ` (a yes/no, default
		// yes); then `Select a platform branch.` over four numbered
		// platforms and `(default is 1): ` (a numbered select, default
		// 1). `eb terminate`: `The environment "relay-api-dev" and all
		// associated instances will be terminated.` over `To confirm,
		// type the environment name: ` (a text question). `eb create`:
		// the archive uploaded, the environment's details, `Printing
		// Status:` and an INFO event every second and a half (at work,
		// no question).
		needs(ask("beanstalk-like-region", "beanstalk-like", ebInit, regions, wait(region), settle), py),
		needs(ask("beanstalk-like-region-typed", "beanstalk-like", ebInit, regions, wait(region), typing("5"), settle), py),
		needs(ask("beanstalk-like-app", "beanstalk-like", ebInit, want(modes.Text, "Enter Application Name", "relay-api"), toApp...), py),
		needs(ask("beanstalk-like-python", "beanstalk-like", ebInit, yesNo("It appears you are using Python. Is this correct?", "yes"), toPython...), py),
		needs(ask("beanstalk-like-platform", "beanstalk-like", ebInit, platforms, toPlatform...), py),
		needs(ask("beanstalk-like-terminate", "beanstalk-like", ebTerminate, want(modes.Text, "To confirm, type the environment name:", ""),
			wait("type the environment name"), settle), py),
		needs(running("beanstalk-like-create", "beanstalk-like", ebCreate, wait("Using elasticbeanstalk-us-west-2")), py),

		// adfs-like (aws-adfs login; cooked, the password by getpass):
		// `Username: ` (a text question); then `Password: ` with echo
		// off (a password prompt, at first and with keys typed unseen);
		// then `Please choose the role you would like to assume:` over
		// three rows `[ N ] -> arn:…` and `Selection: ` (a numbered
		// select, no default).
		needs(ask("adfs-like-username", "adfs-like", adfs, want(modes.Text, "Username:", ""), wait("Username:"), settle), py),
		needs(ask("adfs-like-password", "adfs-like", adfs, want(modes.Password, "Password:", ""), toPassword...), py),
		needs(ask("adfs-like-password-typed", "adfs-like", adfs, want(modes.Password, "Password:", ""),
			steps(toPassword, []step{{text: "hunter2", secret: true, timeout: setSlow}, settle})...), py),
		needs(ask("adfs-like-role", "adfs-like", adfs, roles, toRole...), py),

		// avn-like (Aiven's avn; cooked, the password by getpass). `avn
		// user login`: `alice@acme.example's Aiven password: ` with echo
		// off (a password prompt, at first and typed into unseen); then
		// `Two-factor authentication OTP: ` (a text question). `avn
		// service terminate relay-pg`: three lines of warning over
		// `Re-enter service name 'relay-pg' for immediate termination: `
		// (a text question, at first and with the name typed).
		needs(ask("avn-like-password", "avn-like", avnLogin, want(modes.Password, "alice@acme.example's Aiven password:", ""), wait(avnPass), settle), py),
		needs(ask("avn-like-password-typed", "avn-like", avnLogin, want(modes.Password, "alice@acme.example's Aiven password:", ""),
			wait(avnPass), step{text: "hunter2", secret: true, timeout: setSlow}, settle), py),
		needs(ask("avn-like-otp", "avn-like", avnLogin, want(modes.Text, "Two-factor authentication OTP:", ""), toOTP...), py),
		needs(ask("avn-like-terminate", "avn-like", avnTerminate, want(modes.Text, "Re-enter service name 'relay-pg' for immediate termination:", ""),
			wait("for immediate termination"), settle), py),
		needs(ask("avn-like-terminate-typed", "avn-like", avnTerminate, want(modes.Text, "Re-enter service name 'relay-pg' for immediate termination:", ""),
			wait("for immediate termination"), typing("relay-pg"), settle), py),

		// stackit-like (the STACKIT CLI; cooked). `stackit ske cluster
		// delete relay`: `Are you sure you want to delete cluster
		// "relay"? (This cannot be undone) (y/N) ` (a yes/no, default
		// no); answered y, `⠼ Deleting cluster` with its braille spinner
		// turning (at work, no question). `stackit ske kubeconfig create
		// relay`: its overwrite question wrapped over two rows, ending
		// `(y/N) ` (a yes/no, default no).
		needs(ask("stackit-like-delete", "stackit-like", stackitDelete,
			yesNo(`Are you sure you want to delete cluster "relay"? (This cannot be undone)`, "no"), wait("(y/N)"), settle), py),
		needs(running("stackit-like-deleting", "stackit-like", stackitDelete, wait("(y/N)"), typed("y", "Deleting cluster")), py),
		needs(ask("stackit-like-kubeconfig", "stackit-like", stackitKube,
			yesNo(`Are you sure you want to update your kubeconfig for SKE cluster "relay"? This will OVERWRITE your current kubeconfig file, if it exists.`, "no"),
			wait("(y/N)"), settle), py),

		// piccolo-like (Piccolo ORM's piccolo; cooked, passwords by
		// getpass). `piccolo migrations new blog --auto`: `🚀 Creating
		// new migration ...` over `Did you rename the `+"`name`"+` column to
		// `+"`title`"+` on the `+"`band`"+` table? (y/N) ` (a yes/no, default
		// no). `piccolo user create`: `Enter username:` with the answer
		// read on the row under it (a text question); after the name and
		// the email, `Enter password:` over a row read with echo off (a
		// password prompt); after it and its confirmation, `Admin user?
		// Enter y or n:` over the row for the answer (a yes/no, no
		// default).
		needs(ask("piccolo-like-rename", "piccolo-like", piccoloMigrate,
			yesNo("Did you rename the `name` column to `title` on the `band` table?", "no"), wait("(y/N)"), settle), py),
		needs(ask("piccolo-like-username", "piccolo-like", piccoloUser, want(modes.Text, "Enter username:", ""), wait(username), settle), py),
		needs(ask("piccolo-like-password", "piccolo-like", piccoloUser, want(modes.Password, "Enter password:", ""), toUserPassword...), py),
		needs(ask("piccolo-like-admin", "piccolo-like", piccoloUser, yesNo("Admin user?", ""), toAdmin...), py),

		// catkin-like (catkin_prepare_release --bump minor; cooked):
		// `Prepare the source repository for a release.`, the repository
		// type and two packages in bold over `Prepare release of version
		// '1.4.0' [Y/n]? ` (a yes/no, default yes); answered y, the two
		// packages whose changelogs have a forthcoming section over
		// `Rename the forthcoming section of the changelog files to
		// version '1.4.0' [Y/n]? ` (a yes/no, default yes); with Enter,
		// the version bumped, committed and tagged, and the two git
		// pushes over `Execute commands which will modify the remote
		// repository [Y/n]? ` (a yes/no, default yes).
		needs(ask("catkin-like", "catkin-like", catkin, yesNo("Prepare release of version '1.4.0'", "yes"), wait(release), settle), py),
		needs(ask("catkin-like-changelog", "catkin-like", catkin,
			yesNo("Rename the forthcoming section of the changelog files to version '1.4.0'", "yes"), toChangelog...), py),
		needs(ask("catkin-like-push", "catkin-like", catkin,
			yesNo("Execute commands which will modify the remote repository", "yes"), toPush...), py),

		// towncrier-like (towncrier; cooked). `towncrier
		// create`: `Issue number (`+"`+`"+` if none): ` (a text question);
		// with 482 entered, `Fragment type (feature, bugfix, doc,
		// removal, misc): ` (a choice of five words, no default).
		// `towncrier build`: its steps, `I want to remove the following
		// files:` and four fragments over `Is it okay if I remove those
		// files? [Y/n]: ` (a yes/no, default yes).
		needs(ask("towncrier-like-issue", "towncrier-like", towncrierCreate, want(modes.Text, "Issue number (`+` if none):", ""),
			wait("Issue number"), settle), py),
		needs(ask("towncrier-like-type", "towncrier-like", towncrierCreate,
			want(modes.Choice, "Fragment type", "", "feature", "bugfix", "doc", "removal", "misc"),
			wait("Issue number"), typed("482", "Fragment type"), settle), py),
		needs(ask("towncrier-like-remove", "towncrier-like", towncrierBuild, yesNo("Is it okay if I remove those files?", "yes"),
			wait("remove those files?"), settle), py),
	}
}

// TestModesTwohundredfortysecond drives the twohundredfortysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfortysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfortysecond(t *testing.T) {
	captureSet(t, twohundredfortysecondDir, twohundredfortysecondSet())
}
