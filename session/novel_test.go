package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// novelDir holds the novel set (issue 44, third round): live cases of
// programs and prompt libraries that no other test, table or fixture of
// agentty names, made before the third round changed the classifier, to
// measure it once as it was and once after, on programs nobody looked
// at. Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw and committed before its screen was captured; its screens
// are measured, never read to tune.
const novelDir = "../testdata/modes-novel"

// novelNode runs a library's prompt of the novel set's npm fixture;
// novelScript one of its Perl, Ruby or Python scripts, with Debian's
// interpreter (where the libraries the script uses are installed).
func novelNode(args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, "../testdata/novel/npm")
		return Options{Argv: sessiontest.Node(dir, true, "novel-demo.mjs", args...), Cwd: t.TempDir()}
	}
}

func novelScript(prep func(*testing.T, string), interpreter, script string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join("../testdata/novel", script))
		if err != nil {
			t.Fatal(err)
		}
		return unseenHome(prep, append([]string{interpreter, s}, args...)...)(t, f)
	}
}

// novelSet is the novel set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func novelSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	game := func(name string) string { return "/usr/games/" + name }
	node := []string{"node", "npm"}
	perl := "/usr/bin/perl"
	ruby := "/usr/bin/ruby"
	py := "/usr/bin/python3"
	return []corpusCase{
		// Editors, showing the file they were given.
		is(modes.Editor, "jove", "jove", unseenHome(notes, "jove", "notes.txt"), wait("second line")),
		is(modes.Editor, "jove-typed", "jove", unseenHome(notes, "jove", "notes.txt"), wait("second line"), step{text: "hello ", expect: "hello"}),
		is(modes.Editor, "hexcurse", "hexcurse", unseenHome(notes, "hexcurse", "notes.txt"), settle),
		is(modes.Editor, "hexer", "hexer", unseenHome(notes, "hexer", "notes.txt"), settle),
		is(modes.Editor, "shed", "shed", unseenHome(notes, "shed", "notes.txt"), settle),
		is(modes.Editor, "xwpe", "we", unseenHome(notes, "we", "notes.txt"), wait("second line")),

		// A pager.
		needs(is(modes.Pager, "python-pager", "python-pager", novelScript(notes, py, "py/novel_pager.py", "long.txt"), wait("row 010")), py),

		// Full-screen programs.
		is(modes.TUI, "cmus", "cmus", unseenHome(notes, "cmus"), settle),
		needs(is(modes.TUI, "ninvaders", "ninvaders", unseenHome(notes, game("ninvaders")), settle), game("ninvaders")),
		needs(is(modes.TUI, "moon-buggy", "moon-buggy", unseenHome(notes, game("moon-buggy")), settle), game("moon-buggy")),
		needs(is(modes.TUI, "tint", "tint", unseenHome(notes, game("tint")), settle), game("tint")),
		is(modes.TUI, "speedometer", "speedometer", unseenHome(notes, "speedometer", "-r", "lo"), settle),

		// REPLs, at their prompt and after a command.
		is(modes.REPL, "maxima", "maxima", unseenHome(notes, "maxima"), wait("(%i1)")),
		is(modes.REPL, "maxima-after-command", "maxima", unseenHome(notes, "maxima"), wait("(%i1)"), step{text: "6*7;", enter: true, expect: "(%i2)"}),
		is(modes.REPL, "mit-scheme", "mit-scheme", unseenHome(notes, "mit-scheme"), wait("]=>")),
		is(modes.REPL, "mit-scheme-after-command", "mit-scheme", unseenHome(notes, "mit-scheme"), wait("]=>"), step{text: "(* 6 7)", enter: true, expect: "42"}),
		is(modes.REPL, "smlnj", "sml", unseenHome(notes, "sml"), wait("Standard ML"), settle),
		is(modes.REPL, "smlnj-after-command", "sml", unseenHome(notes, "sml"), wait("Standard ML"), settle, step{text: "6*7;", enter: true, expect: "42"}, settle),
		is(modes.REPL, "gcl", "gcl", unseenHome(notes, "gcl"), wait(">")),
		is(modes.REPL, "ngspice", "ngspice", unseenHome(notes, "ngspice"), wait("ngspice 1")),
		is(modes.REPL, "ngspice-after-command", "ngspice", unseenHome(notes, "ngspice"), wait("ngspice 1"), step{text: "echo hello", enter: true, expect: "ngspice 2"}),
		is(modes.REPL, "spatialite", "spatialite", unseenHome(notes, "spatialite"), wait("spatialite>")),
		is(modes.REPL, "yorick", "yorick", unseenHome(notes, "yorick"), settle),
		needs(is(modes.REPL, "term-shellui", "term-shellui", novelScript(notes, perl, "pl/novel_demo.pl", "shellui"), wait("notes>")), perl),
		needs(is(modes.REPL, "term-shellui-after-command", "term-shellui", novelScript(notes, perl, "pl/novel_demo.pl", "shellui"), wait("notes>"), step{text: "add buy milk", enter: true, expect: "added"}), perl),

		// Questions asked on a line.
		needs(ask("find-ok", "find", unseenHome(notes, "find", ".", "-name", "notes.txt", "-ok", "rm", "{}", ";"), yesNo("…rm…notes.txt…", ""), wait("?")), "find"),
		needs(ask("xargs-p", "xargs", unseenHome(notes, "bash", "-c", "echo notes.txt | xargs -p rm"), yesNo("rm notes.txt…", ""), wait("?")), "xargs"),
		needs(ask("tar-w", "tar", unseenHome(shPrep("tar cf a.tar notes.txt"), "tar", "-xwf", "a.tar"), yesNo("extract…notes.txt…", ""), wait("?")), "tar"),
		ask("pax-rename", "pax", unseenHome(shPrep("pax -w -f a.tar notes.txt"), "pax", "-r", "-i", "-f", "a.tar"), want(modes.Text, "…", ""), wait("Input")),
		ask("cpio-rename", "cpio", unseenHome(shPrep("echo notes.txt | cpio -o -F a.cpio 2>/dev/null"), "cpio", "-i", "-r", "-F", "a.cpio"), want(modes.Text, "rename notes.txt ->", ""), wait("rename")),
		ask("compress-overwrite", "compress", unseenHome(shPrep("cp notes.txt n.txt && compress -f n.txt && cp notes.txt n.txt"), "compress", "-d", "n.txt.Z"), yesNo("Do you wish to overwrite n.txt…", ""), wait("overwrite")),
		needs(ask("unar-overwrite", "unar", unseenHome(shPrep("zip -q a.zip notes.txt"), "unar", "a.zip"), want(modes.Choice, "…", ""), wait("exists")), "unar", "zip"),
		ask("certtool", "certtool", unseenHome(shPrep("certtool --generate-privkey --outfile key.pem 2>/dev/null"), "certtool", "--generate-self-signed", "--load-privkey", "key.pem"),
			want(modes.Text, "Country name (2 chars):", ""), wait("chars")),
		ask("cpan", "cpan", unseenHome(notes, "cpan"), want(modes.Confirm, "Would you like to configure as much as possible automatically?", "yes", "y|yes", "n|no"), wait("automatically")),
		needs(ask("thor-yes", "thor", novelScript(notes, ruby, "rb/novel_demo.rb", "yes"), yesNo("Overwrite the old report?", ""), wait("report")), ruby),
		needs(ask("thor-limited", "thor", novelScript(notes, ruby, "rb/novel_demo.rb", "limited"), want(modes.Choice, "Which region?", "", "eu|eu", "us|us", "ap|ap"), wait("region")), ruby),
		needs(ask("thor-default", "thor", novelScript(notes, ruby, "rb/novel_demo.rb", "default"), want(modes.Text, "Service name?", "api"), wait("Service")), ruby),
		needs(ask("thor-collision", "thor", novelScript(notes, ruby, "rb/novel_demo.rb", "collision"),
			want(modes.Choice, "Overwrite …notes.txt?…", "Y", "Y|Y", "n|n", "a|a", "q|q", "d|d", "h|h", "m|m"), wait("Overwrite")), ruby),
		needs(ask("read-default", "read", novelNode("read", "default"), want(modes.Text, "Service name:", "api"), wait("Service")), node...),
		needs(ask("prompts-text", "prompts", novelNode("prompts", "text"), want(modes.Text, "…Service name…", "api"), wait("Service")), node...),
		needs(ask("prompts-confirm", "prompts", novelNode("prompts", "confirm"), yesNo("…Delete the cache?…", "no"), wait("cache")), node...),
		needs(ask("prompt-confirm", "prompt-base", novelNode("base", "confirm"), yesNo("…Delete the old builds?…", "yes"), wait("builds")), node...),
		needs(ask("term-clui-confirm", "term-clui", novelScript(notes, perl, "pl/novel_demo.pl", "clui", "confirm"), yesNo("Delete the old logs?", ""), wait("logs")), perl),
		needs(ask("term-clui-ask", "term-clui", novelScript(notes, perl, "pl/novel_demo.pl", "clui", "ask"), want(modes.Text, "Service name?…", "api"), wait("Service")), perl),

		// Passwords.
		ask("htpasswd", "htpasswd", unseenHome(notes, "htpasswd", "-c", "pw.txt", "ann"), want(modes.Password, "New password:", ""), wait("password")),
		ask("htdigest", "htdigest", unseenHome(notes, "htdigest", "-c", "dg.txt", "realm", "ann"), want(modes.Password, "New password:", ""), wait("password")),
		ask("minisign", "minisign", unseenHome(notes, "minisign", "-G", "-p", "k.pub", "-s", "k.key"), want(modes.Password, "Password:", ""), wait("Password")),
		ask("signify", "signify-openbsd", unseenHome(notes, "signify-openbsd", "-G", "-p", "k.pub", "-s", "k.sec"), want(modes.Password, "passphrase:", ""), wait("passphrase")),
		ask("vncpasswd", "vncpasswd", unseenHome(notes, "vncpasswd", "pw"), want(modes.Password, "Password:", ""), wait("Password")),
		ask("mcrypt", "mcrypt", unseenHome(notes, "mcrypt", "notes.txt"), want(modes.Password, "Enter passphrase:", ""), wait("passphrase:")),
		needs(ask("read-silent", "read", novelNode("read", "silent"), want(modes.Password, "Access token:", ""), wait("Access token")), node...),
		needs(ask("prompts-password", "prompts", novelNode("prompts", "password"), want(modes.Password, "…Access token…", ""), wait("Access token")), node...),

		// Menus and fields drawn by libraries.
		needs(ask("prompts-select", "prompts", novelNode("prompts", "select"), want(modes.Select, "…Pick a region…", "", ">eu-west", "us-east", "ap-south"), wait("ap-south")), node...),
		needs(ask("prompts-toggle", "prompts", novelNode("prompts", "toggle"), want(modes.Confirm, "…Deploy now?…", "", ">no", "yes"), wait("Deploy")), node...),
		needs(ask("prompts-multiselect", "prompts", novelNode("prompts", "multiselect"), want(modes.Multiselect, "…Pick toppings…", "", ">[ ] Cheese", "[ ] Olives", "[ ] Basil"), wait("Basil")), node...),
		needs(ask("prompt-list", "prompt-base", novelNode("base", "list"), want(modes.Select, "…Which region?…", "", ">eu-west", "us-east", "ap-south"), wait("ap-south")), node...),
		needs(ask("prompt-checkbox", "prompt-base", novelNode("base", "checkbox"), want(modes.Multiselect, "…Pick toppings…", "", ">[ ] Cheese", "[ ] Olives", "[ ] Basil"), wait("Basil")), node...),
		needs(ask("console-menu", "console-menu", novelNode("console-menu", "menu"), want(modes.Select, "Pick a fruit", "", ">a|Apple", "b|Banana", "c|Cherry"), wait("Cherry")), node...),
		needs(ask("select-shell", "select-shell", novelNode("select-shell", "one"), want(modes.Select, "Pick a colour:", "", ">red", "green", "blue"), wait("blue")), node...),
		needs(ask("term-clui-choose", "term-clui", novelScript(notes, perl, "pl/novel_demo.pl", "clui", "choose"), want(modes.Select, "Pick a fruit…", "", ">Apple", "Banana", "Cherry"), wait("Cherry")), perl),
	}
}

// TestModesNovel drives the novel set live to the labelled moment and,
// with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/novel. Whether the classifier reads them right is that
// test's measure, not a failure here.
func TestModesNovel(t *testing.T) {
	captureSet(t, novelDir, novelSet())
}
