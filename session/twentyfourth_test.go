package session

import (
	"strconv"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twentyfourthDir holds the twentyfourth set (issue 44, twentyfourth
// round): live cases of Perl, Ruby and Python consoles, prompt libraries
// and terminal programs that no other test, table, fixture or doc of
// agentty names, made to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const twentyfourthDir = "../testdata/modes-twentyfourth"

// twentyfourthScript runs one of the twentyfourth set's Python, Perl or
// Ruby scripts with Debian's interpreter.
var twentyfourthScript = setFixtures("twentyfourth").script

// The twentyfourth set's preparations: a taskwarrior database of three
// tasks for vit, a todoman configuration over one list, a vdirsyncer
// pair whose second side lacks the first's collection, an address book
// of two contacts for khard.
const (
	twentyfourthTasks = `printf 'data.location=~/.task\nconfirmation=no\n' > .taskrc && ` +
		`for d in 'Cut the release' 'Tag the images' 'Publish the notes'; do HOME=$PWD task add "$d" >/dev/null; done`
	twentyfourthTodo = `mkdir -p .config/todoman cal/work && ` +
		`printf 'path = "%s/cal/*"\ndate_format = "%%Y-%%m-%%d"\ntime_format = "%%H:%%M"\ndefault_list = "work"\n' "$PWD" > .config/todoman/config.py`
	twentyfourthPair = `mkdir -p .config/vdirsyncer cal/work backup && ` +
		`printf '[general]\nstatus_path = "~/.vdirsyncer/status/"\n\n[pair releases]\na = "releases_local"\nb = "releases_backup"\ncollections = ["from a", "from b"]\n\n` +
		`[storage releases_local]\ntype = "filesystem"\npath = "~/cal/"\nfileext = ".ics"\n\n` +
		`[storage releases_backup]\ntype = "filesystem"\npath = "~/backup/"\nfileext = ".ics"\n' > .config/vdirsyncer/config`
	twentyfourthContacts = `mkdir -p .config/khard book && ` +
		`printf '[addressbooks]\n[[work]]\npath = ~/book/\n\n[general]\ndebug = no\ndefault_action = list\neditor = /bin/false\nmerge_editor = /bin/false\n' > .config/khard/khard.conf && ` +
		`for n in Lovelace Byron; do printf 'BEGIN:VCARD\nVERSION:3.0\nFN:Ada %s\nN:%s;Ada;;;\nUID:ada-%s\nEMAIL:ada-%s@example.org\nEND:VCARD\n' $n $n $n $n > book/$n.vcf; done`
)

// twentyfourthRedis runs iredis against a Redis server of the case's own.
func twentyfourthRedis(t *testing.T, f *fixtures) Options {
	port := sessiontest.Redis(t)
	return unseenHome(notes, "iredis", "-p", strconv.Itoa(port))(t, f)
}

// twentyfourthPostgres runs pgcli, with args, against a PostgreSQL server
// of the case's own (run as root, as its own user).
func twentyfourthPostgres(args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		port := sessiontest.Postgres(t)
		a := append([]string{"pgcli"}, args...)
		a = append(a, "-h", "127.0.0.1", "-p", strconv.Itoa(port), "-U", "postgres", "postgres")
		return unseenHome(notes, a...)(t, f)
	}
}

// twentyfourthSet is the twentyfourth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func twentyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py, perl, ruby := pythonPath, perlPath, "/usr/bin/ruby"
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	ioPager := twentyfourthScript(perl, "pl/twentyfourth_demo.pl", "io-pager", "page")
	posixSelect := twentyfourthScript(perl, "pl/twentyfourth_demo.pl", "posix-select", "select")
	byebug := twentyfourthScript(ruby, "rb/twentyfourth_demo.rb", "byebug", "repl")
	miniterm := twentyfourthScript(py, "py/twentyfourth_demo.py", "miniterm", "text")
	perlconsole := unseenHome(notes, "perlconsole")
	iperl := unseenHome(notes, "iperl")
	pirl := unseenHome(notes, "pirl")
	vit := unseenHome(shPrep(twentyfourthTasks), "vit")
	todoman := unseenHome(shPrep(twentyfourthTodo), "todoman", "new", "-i")
	vdirsyncer := unseenHome(shPrep(twentyfourthPair), "vdirsyncer", "discover")
	toot := unseenHome(notes, "toot", "login")
	khard := func(args ...string) opener {
		return unseenHome(shPrep(twentyfourthContacts), append([]string{"khard"}, args...)...)
	}
	iredis := twentyfourthRedis
	pgcli := twentyfourthPostgres()
	const port = "Enter port index or full name:"
	return []corpusCase{
		// A pager: Perl's IO::Pager paging a log through less, at its
		// top and a page down.
		needs(is(modes.Pager, "io-pager", "IO::Pager", ioPager, wait("step 001")), perl, "less"),
		needs(is(modes.Pager, "io-pager-moved", "IO::Pager", ioPager, wait("step 001"), step{keys: "<pgdn>"}, settle), perl, "less"),

		// REPLs, at their prompt and after a command: Perl's
		// perlconsole, iperl (App::REPL) and pirl (Shell::Perl), Ruby's
		// byebug stopped in a script, Python's iredis over a Redis server
		// of its own (also while a command is typed, its completions
		// shown under it) and pgcli over a PostgreSQL server of its own.
		needs(is(modes.REPL, "perlconsole", "perlconsole", perlconsole, wait("Perl>")), "perlconsole"),
		needs(is(modes.REPL, "perlconsole-after-command", "perlconsole", perlconsole, wait("Perl>"), typed("6*7", "42"), settle), "perlconsole"),
		needs(is(modes.REPL, "iperl", "iperl", iperl, wait("App::REPL")), "iperl"),
		needs(is(modes.REPL, "iperl-after-command", "iperl", iperl, wait("App::REPL"), typed("6*7", "$VAR1 = 42"), settle), "iperl"),
		needs(is(modes.REPL, "pirl", "pirl", pirl, wait("pirl @>")), "pirl"),
		needs(is(modes.REPL, "pirl-after-command", "pirl", pirl, wait("pirl @>"), typed("6*7", "42"), settle), "pirl"),
		needs(is(modes.REPL, "byebug", "byebug", byebug, wait("(byebug)")), ruby),
		needs(is(modes.REPL, "iredis", "iredis", iredis, wait("127.0.0.1:")), "iredis", "redis-server"),
		needs(is(modes.REPL, "iredis-after-command", "iredis", iredis, wait("127.0.0.1:"), typed("SET release 7", "OK"), settle), "iredis", "redis-server"),
		needs(is(modes.REPL, "iredis-typing", "iredis", iredis, wait("127.0.0.1:"), typed("SET release 7", "OK"), settle, step{text: "GET rel"}, settle), "iredis", "redis-server"),
		needs(is(modes.REPL, "pgcli", "pgcli", pgcli, wait("postgres@127:postgres>")), "pgcli"),
		needs(is(modes.REPL, "pgcli-after-command", "pgcli", pgcli, wait("postgres@127:postgres>"), typed("select 6*7 as answer", "SELECT 1"), settle), "pgcli"),
		needs(is(modes.REPL, "byebug-after-command", "byebug", byebug, wait("(byebug)"), typed("jobs.size * 21", "42"), settle), ruby),

		// Full-screen programs: vit's task list over taskwarrior (also
		// moved down a row), todoman's form for a new task (also with
		// its summary typed).
		needs(is(modes.TUI, "vit", "vit", vit, wait("(y/n)"), typed("y", "Press enter"), step{enter: true, expect: "Publish the notes", timeout: setSlow}, settle), "vit", "task"),
		needs(is(modes.TUI, "vit-moved", "vit", vit, wait("(y/n)"), typed("y", "Press enter"), step{enter: true, expect: "Publish the notes", timeout: setSlow}, settle,
			step{keys: "j"}, settle), "vit", "task"),
		needs(is(modes.TUI, "todoman-new", "todoman", todoman, wait("Summary:")), "todoman"),
		needs(is(modes.TUI, "todoman-new-typed", "todoman", todoman, wait("Summary:"), step{text: "Cut the release"}, settle), "todoman"),

		// Questions asked on a line: vit's first start (create its
		// configuration, then Enter to go on), vdirsyncer's collection
		// to create, toot's instance to log in to, pyserial miniterm's
		// port (asked again after a wrong index), khard's contact to
		// remove.
		needs(ask("vit-config", "vit", vit, yesNo("… doesn't exist, create?", ""), wait("(y/n)")), "vit", "task"),
		needs(ask("vit-continue", "vit", vit, pressEnter("Press enter to continue..."), wait("(y/n)"), typed("y", "Press enter")), "vit", "task"),
		needs(ask("vdirsyncer-discover", "vdirsyncer", vdirsyncer, yesNo("Should vdirsyncer attempt to create it?", "n"), wait("[y/N]")), "vdirsyncer"),
		needs(ask("toot-login", "toot", toot, want(modes.Text, "Choose an instance", "mastodon.social"), wait("Choose an instance")), "toot"),
		needs(ask("miniterm-port", "pyserial miniterm", miniterm, want(modes.Text, port, ""), wait("Enter port index")), py),
		needs(ask("miniterm-port-again", "pyserial miniterm", miniterm, want(modes.Text, port, ""), wait("Enter port index"), typed("7", "Invalid index"), settle), py),
		needs(ask("khard-remove", "khard", khard("remove", "Lovelace"),
			yesNo("Deleting contact Ada Lovelace from address book work. Are you sure?", "n"), wait("(y/N)")), "khard"),

		// A password: pgcli's, asked before it connects (-W).
		needs(ask("pgcli-password", "pgcli", twentyfourthPostgres("-W"), want(modes.Password, "Password for postgres:", ""), wait("Password for postgres")), "pgcli"),

		// Menus to pick from: Perl's Shell::POSIX::Select, the shell's
		// select loop (numbered items, its prompt under them); khard's
		// contacts to pick one from.
		needs(ask("khard-show", "khard", khard("show", "Ada"),
			want(modes.Select, "Select contact for Show action", "", "1|Ada Byron", "2|Ada Lovelace"), wait("Enter Index")), "khard"),
		needs(ask("posix-select", "Shell::POSIX::Select", posixSelect,
			want(modes.Select, "Which mirror should serve the images?", "", "1|mirror-fra", "2|mirror-ord", "3|mirror-nrt"), wait("Which mirror")), perl),
	}
}

// TestModesTwentyfourth drives the twentyfourth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/twentyfourth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesTwentyfourth(t *testing.T) { captureSet(t, twentyfourthDir, twentyfourthSet()) }
