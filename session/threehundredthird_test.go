package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirdDir holds the threehundredthird set (issue 44,
// three-hundred-and-third round): live cases of installers, setup
// wizards and admin tools that cannot run here (no network, no server,
// no Debian package), imitated by a fixture of its own (one script run by
// Debian's python3 and its standard library), each drawing what the real
// program draws at one of its questions (its words, layout, colours,
// pointers, boxes and cursor, from its documentation, source and
// published screenshots as known): Seafile's setup-seafile-mysql.sh (its
// line questions in cooked mode, defaults in brackets, a numbered way to
// make the databases, the MySQL root password with echo off), Streisand's
// provisioning (numbered menus of providers and regions with defaults, a
// server name, an API token with echo off), Sandstorm's install.sh (a
// numbered menu with a default, yes questions defaulting to yes, a
// subdomain), Lando's `lando init` and `lando destroy` (inquirer's lists
// and questions, keys read raw) and iRedMail's installer (dialog boxes on
// a blue ground, on the alternate screen: a yes/no box with buttons, an
// input box, a radio list, a password box, a check list). Before they
// were chosen each was grepped unnamed with `git grep -il` (seafile,
// haiwen; streisand, jlund, jay carlson; sandstorm, sandcats, kentonv,
// varda; lando, lando.dev, tandem; iredmail, huangbin). Each case's label
// says what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredthirdDir = "../testdata/modes-threehundredthird"

// threehundredthirdTool runs one flow of the set's script with Debian's
// python3, over a home holding notes.txt and long.txt.
func threehundredthirdTool(flow string) opener {
	return setFixtures("threehundredthird").script(pythonPath, "py/threehundredthird_setup.py", flow)
}

// threehundredthirdSet is the threehundredthird set. Labels say what a
// person reads on the screen: a line asking a value is a text question
// (its default the one the brackets show), a numbered menu answered by
// typing its number a choice, a hidden answer a password; a box of
// buttons or a list in a box is the question it asks.
func threehundredthirdSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	then := func(first []step, more ...step) []step { return append(append([]step{}, first...), more...) }
	seafile, streisand, sandstorm := threehundredthirdTool("seafile"), threehundredthirdTool("streisand"), threehundredthirdTool("sandstorm")
	landoInit, landoDestroy, iredmail := threehundredthirdTool("lando-init"), threehundredthirdTool("lando-destroy"), threehundredthirdTool("iredmail")

	// seafile-like (Seafile's setup-seafile-mysql.sh, lines read in
	// cooked mode): a rule, `This script will guide you to setup your
	// seafile server using MySQL.`, the manual's address and `Press ENTER
	// to continue` between rules; then each question over its hint lines
	// and a bracketed hint the cursor after it: `[ server name ] `, `[
	// This server's ip or domain ] `, `Which port do you want to use for
	// the seafile fileserver?` over `[ default "8082" ] `; `Please choose
	// a way to initialize seafile databases:` between rules, `[1] Create
	// new ccnet/seafile/seahub databases`, `[2] Use existing …` and `[ 1
	// or 2 ] `; the mysql host and port (defaults localhost and 3306);
	// `What is the password of the mysql root user?` over `[ root
	// password ] ` with echo off; `verifying password of user root ...
	// done`, then the mysql user of seafile over `[ default "seafile" ] `.
	seaName := []step{wait("Press ENTER to continue"), typed("", "[ server name ]")}
	seaPort := then(seaName, typed("relay", "[ This server's ip"), typed("10.0.0.5", `default "8082"`))
	seaDB := then(seaPort, typed("", "[ 1 or 2 ]"))
	seaRoot := then(seaDB, typed("1", `default "localhost"`), typed("", `default "3306"`), typed("", "[ root password ]"))
	seaUser := then(seaRoot, hidden("hunter2", `default "seafile"`))

	// streisand-like (Streisand's `./streisand`, lines read in cooked
	// mode): `Which provider are you using?` over eight numbered
	// providers and `Please choose the number of your provider. Press
	// enter for default (1) [1]: `; 3 entered, `Running: ansible-playbook
	// playbooks/digitalocean.yml` and Ansible's questions: `In what region
	// should the server be located? (for example: nyc3)` over eight
	// numbered regions and `Please choose the number of your region.
	// Press enter for default (#5) region.` over ` [5]: `; `What should
	// the server name be? Press enter for default (streisand-host).` over
	// ` [streisand-host]: `; `Please enter your DigitalOcean API token
	// (https://…/settings/applications): ` (wrapped), echo off.
	strRegion := []step{wait("default (1) [1]:"), typed("3", " [5]:")}
	strName := then(strRegion, typed("", "[streisand-host]:"))
	strToken := then(strName, typed("", "API token"))
	providers := []string{"1|Amazon", "2|Azure", "3|DigitalOcean", "4|Google", "5|Linode", "6|Rackspace",
		"7|Localhost (Advanced)", "8|Existing Server (Advanced)"}
	regions := []string{"1|Amsterdam     (Datacenter 3)", "2|Bangalore", "3|Frankfurt", "4|London",
		"5|New York      (Datacenter 3)", "6|San Francisco (Datacenter 2)", "7|Singapore", "8|Toronto"}

	// sandstorm-like (Sandstorm's install.sh, lines read in cooked mode):
	// `Sandstorm makes it easy to run web apps on your own server. You can
	// have:` over `1. A typical install, to use Sandstorm (press enter to
	// accept this default)` and `2. A development server, …` (wrapped),
	// then `How are you going to use this Sandstorm install? [1] `; Enter,
	// what it is going to do (five `* ` lines) over `OK to continue? [yes]
	// `; Enter, what sandcats.io provides over `Do you want to use a free
	// sandcats.io subdomain? [yes] `; Enter, `Choose your desired Sandcats
	// subdomain …` over `What *.sandcats.io subdomain would you like? [] `.
	sandContinue := []step{wait("install? [1]"), typed("", "OK to continue? [yes]")}
	sandCats := then(sandContinue, typed("", "subdomain? [yes]"))
	sandSub := then(sandCats, typed("", "would you like? []"))

	// lando-like (Lando's `lando init`, inquirer's prompts, keys read raw,
	// on the main screen): a green `?`, the bold `From where should we get
	// your app's codebase?` and a dim `(Use arrow keys)` over five sources,
	// the highlighted cyan after `❯`, the cursor hidden: at first and moved
	// down; the first chosen, its answer in cyan and `What recipe do you
	// want to use?` over seven of its fourteen recipes and a dim `(Move up
	// and down to reveal more choices)`; acquia chosen, `Where is your
	// webroot relative to the init destination? (.) ` (the default dim,
	// the cursor after it); `lando destroy`'s `? Are you sure you want to
	// DESTROY? (y/N) `.
	const sourceQ, recipeQ = "From where should we get your app's codebase?", "What recipe do you want to use?"
	sources := []string{"current working directory", "github", "pantheon", "platformsh", "remote git repo or archive"}
	landoRecipe := []step{wait("(Use arrow keys)"), settle, key("<enter>", recipeQ)}

	// iredmail-like (iRedMail's installer, dialog boxes on the alternate
	// screen): its back title `iRedMail: Open Source Mail Server
	// Solution` over a rule on a blue ground, a white box titled in blue,
	// its buttons under a rule (the focused one white on blue), the cursor
	// hidden but in a field; `Welcome and thanks for your use`: a welcome,
	// two `* ` lines and `Would you like to continue?` over `< Yes >` (focused)
	// and `< No >`; Enter, `Default mail storage path`: `Please specify a
	// directory (in lowercase) used to store user mailboxes. …` over a
	// field holding `/var/vmail` (the cursor after it), `< OK >` and `<
	// Cancel >`; Enter, `Choose preferred backend used to store mail
	// accounts`: a radio list, `(*) OpenLDAP`, `( ) MariaDB`, `( )
	// PostgreSQL` with their descriptions, the highlighted name white on
	// blue, at first and moved down; MariaDB chosen (moved, Enter),
	// `Password for MySQL administrator: root`, an empty field, the cursor
	// in it; a password typed (nothing shown) and Enter, `Optional
	// components`: a check list of five, all `[*]`, the first highlighted.
	irWelcome := []step{wait("Would you like to continue?"), settle}
	irStorage := then(irWelcome, key("<enter>", "Default mail storage path"))
	irBackend := then(irStorage, settle, key("<enter>", "Choose preferred backend"))
	irPassword := then(irBackend, settle, key("<down>", ""), settle, key("<enter>", "Password for MySQL administrator"))
	irComponents := then(irPassword, settle, hidden("S3cret-mail", "Optional components"))
	backends := func(highlighted int) *modes.Prompt {
		o := []string{"OpenLDAP", "MariaDB", "PostgreSQL"}
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, "Choose preferred backend used to store mail accounts", "", o...)
	}

	return []corpusCase{
		needs(ask("seafile-like-intro", "seafile-like", seafile, pressEnter("Press ENTER to continue"),
			wait("Press ENTER to continue"), settle), py),
		needs(ask("seafile-like-name", "seafile-like", seafile,
			want(modes.Text, "What is the name of the server? It will be displayed on the client.", ""), then(seaName, settle)...), py),
		needs(ask("seafile-like-port", "seafile-like", seafile,
			want(modes.Text, "Which port do you want to use for the seafile fileserver?", "8082"), then(seaPort, settle)...), py),
		needs(ask("seafile-like-databases", "seafile-like", seafile,
			want(modes.Choice, "Please choose a way to initialize seafile databases:", "",
				"1|Create new ccnet/seafile/seahub databases", "2|Use existing ccnet/seafile/seahub databases"),
			then(seaDB, settle)...), py),
		needs(ask("seafile-like-root-password", "seafile-like", seafile,
			want(modes.Password, "What is the password of the mysql root user?", ""), then(seaRoot, settle)...), py),
		needs(ask("seafile-like-user", "seafile-like", seafile,
			want(modes.Text, "Enter the name for mysql user of seafile. It would be created if not exists.", "seafile"),
			then(seaUser, settle)...), py),

		needs(ask("streisand-like-provider", "streisand-like", streisand,
			want(modes.Choice, "Which provider are you using?", "1", providers...), wait("default (1) [1]:"), settle), py),
		needs(ask("streisand-like-region", "streisand-like", streisand,
			want(modes.Choice, "In what region should the server be located?", "5", regions...), then(strRegion, settle)...), py),
		needs(ask("streisand-like-name", "streisand-like", streisand,
			want(modes.Text, "What should the server name be?", "streisand-host"), then(strName, settle)...), py),
		needs(ask("streisand-like-token", "streisand-like", streisand,
			want(modes.Password, "Please enter your DigitalOcean API token (https://cloud.digitalocean.com/settings/applications):", ""),
			then(strToken, settle)...), py),

		needs(ask("sandstorm-like-use", "sandstorm-like", sandstorm,
			want(modes.Choice, "How are you going to use this Sandstorm install?", "1",
				"1|A typical install, to use Sandstorm (press enter to accept this default)",
				"2|A development server, for working on Sandstorm itself or localhost-based app development"),
			wait("install? [1]"), settle), py),
		needs(ask("sandstorm-like-continue", "sandstorm-like", sandstorm, yesNo("OK to continue?", "yes"), then(sandContinue, settle)...), py),
		needs(ask("sandstorm-like-sandcats", "sandstorm-like", sandstorm,
			yesNo("Do you want to use a free sandcats.io subdomain?", "yes"), then(sandCats, settle)...), py),
		needs(ask("sandstorm-like-subdomain", "sandstorm-like", sandstorm,
			want(modes.Text, "What *.sandcats.io subdomain would you like?", ""), then(sandSub, settle)...), py),

		needs(ask("lando-like-source", "lando-like", landoInit,
			want(modes.Select, sourceQ, "", append([]string{">" + sources[0]}, sources[1:]...)...), wait("(Use arrow keys)"), settle), py),
		needs(ask("lando-like-source-moved", "lando-like", landoInit,
			want(modes.Select, sourceQ, "", sources[0], ">"+sources[1], sources[2], sources[3], sources[4]),
			wait("(Use arrow keys)"), settle, key("<down>", ""), settle), py),
		needs(ask("lando-like-recipe", "lando-like", landoInit,
			want(modes.Select, recipeQ, "", ">acquia", "backdrop", "drupal10", "drupal11", "joomla", "lamp", "laravel"),
			then(landoRecipe, settle)...), py),
		needs(ask("lando-like-webroot", "lando-like", landoInit,
			want(modes.Text, "Where is your webroot relative to the init destination?", "."),
			then(landoRecipe, settle, key("<enter>", "webroot relative"), settle)...), py),
		needs(ask("lando-like-destroy", "lando-like", landoDestroy, yesNo("Are you sure you want to DESTROY?", "no"),
			wait("(y/N)"), settle), py),

		needs(ask("iredmail-like-welcome", "iredmail-like", iredmail,
			want(modes.Confirm, "Would you like to continue?", "", ">Yes", "No"), irWelcome...), py),
		needs(ask("iredmail-like-storage", "iredmail-like", iredmail,
			want(modes.Text, "Please specify a directory (in lowercase) used to store user mailboxes.", "/var/vmail"),
			then(irStorage, settle)...), py),
		needs(ask("iredmail-like-backend", "iredmail-like", iredmail, backends(0), then(irBackend, settle)...), py),
		needs(ask("iredmail-like-backend-moved", "iredmail-like", iredmail, backends(1),
			then(irBackend, settle, key("<down>", ""), settle)...), py),
		needs(ask("iredmail-like-password", "iredmail-like", iredmail,
			want(modes.Password, "Please specify password for MySQL administrator root on server localhost.", ""),
			then(irPassword, settle)...), py),
		needs(ask("iredmail-like-components", "iredmail-like", iredmail,
			ticks("Optional components", 0, map[int]bool{0: true, 1: true, 2: true, 3: true, 4: true},
				"Roundcubemail", "SOGo", "netdata", "iRedAdmin", "Fail2ban"),
			then(irComponents, settle)...), py),
	}
}

// TestModesThreehundredthird drives the threehundredthird set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredthird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesThreehundredthird(t *testing.T) {
	captureSet(t, threehundredthirdDir, threehundredthirdSet())
}
