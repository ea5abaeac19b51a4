package session

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// unseenDir holds the unseen set: live cases of programs and prompt
// libraries that no other test and no table of agentty names, to measure
// the classifier on programs it was never tuned on (issue 44). Each case's
// label (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program is known to draw,
// before its screen was captured or looked at; modes' TestSetsAccuracy/unseen
// reports it per program, with a confusion table of modes.
const unseenDir = "../testdata/modes-unseen"

// unseenHome runs argv in a fresh directory that is also its HOME (the
// programs write their settings and history there), prepared by prep.
func unseenHome(prep func(t *testing.T, dir string), argv ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := t.TempDir()
		if prep != nil {
			prep(t, dir)
		}
		// "{dir}" in argv is that directory (nnn reads PWD, which is the
		// test's own).
		a := make([]string, len(argv))
		for i, x := range argv {
			a[i] = strings.ReplaceAll(x, "{dir}", dir)
		}
		return Options{Argv: a, Cwd: dir, Env: map[string]string{"HOME": dir, "PWD": dir}}
	}
}

// sh runs a command line in dir for a case's preparation.
func sh(t *testing.T, dir, line string) {
	t.Helper()
	cmd := exec.Command("bash", "-c", line)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", line, err, out)
	}
}

// notes writes notes.txt and long.txt (longFile's) into dir.
func notes(t *testing.T, dir string) { longFile(t, nil, dir) }

// shPrep is a preparation that runs a command line after notes.
func shPrep(line string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		notes(t, dir)
		sh(t, dir, line)
	}
}

// unseenGo runs a program of the unseen set's Go module; unseenNode a
// library's prompt of its npm fixture; unseenPy one of its Python
// script, with Debian's python3 (where python3-rich, python3-click and
// python3-urwid are installed).
func unseenGo(name string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, "../testdata/unseen/go")
		return Options{Argv: append([]string{filepath.Join(bin, name)}, args...), Cwd: t.TempDir()}
	}
}

func unseenNode(args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, "../testdata/unseen/npm")
		return Options{Argv: sessiontest.Node(dir, true, "unseen-demo.mjs", args...), Cwd: t.TempDir()}
	}
}

func unseenPy(args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		script, err := filepath.Abs("../testdata/unseen/py/unseen_demo.py")
		if err != nil {
			t.Fatal(err)
		}
		return Options{Argv: append([]string{"/usr/bin/python3", script}, args...), Cwd: t.TempDir()}
	}
}

// unseen is the unseen set. Labels say what a person reads on the screen;
// "…" in a question or default stands for any text.
func unseen() []corpusCase {
	slow := 30 * time.Second
	q, w := modes.Question, WaitingForInput
	ed := func(name, program string, open func(*testing.T, *fixtures) Options, expect string) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: []step{{expect: expect, timeout: slow}}, mode: modes.Editor, state: w}
	}
	repl := func(name, program string, open func(*testing.T, *fixtures) Options, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: w}
	}
	tui := func(name, program string, open func(*testing.T, *fixtures) Options, expect string) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: []step{{expect: expect, timeout: slow}}, mode: modes.TUI, state: w}
	}
	ask := func(name, program string, open func(*testing.T, *fixtures) Options, p *modes.Prompt, steps ...step) corpusCase {
		m := modes.Question
		if p.Kind == modes.Password {
			m = modes.PasswordPrompt
		}
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: m, state: w, prompt: p}
	}
	python := []string{"python3"}
	node := []string{"node", "npm"}
	goNeeds := []string{"go"}
	img := "truncate -s 64M disk.img"
	return []corpusCase{
		// Editors.
		ed("mg", "mg", unseenHome(notes, "mg", "notes.txt"), "second line"),
		ask("mg-save-question", "mg", unseenHome(notes, "mg", "notes.txt"),
			want(modes.Choice, "Save file …?", "", "y|y", "n|n", "!|!", ".|.", "q|q", "C-r|C-r", "C-h|C-h"),
			step{expect: "second line", timeout: slow}, step{text: "x"}, step{keys: "<ctrl-x><ctrl-c>"}),
		ed("jed", "jed", unseenHome(notes, "jed", "notes.txt"), "second line"),
		ed("e3", "e3", unseenHome(notes, "e3", "notes.txt"), "second line"),
		ed("zile", "zile", unseenHome(notes, "zile", "notes.txt"), "second line"),
		ask("zile-save-question", "zile", unseenHome(notes, "zile", "notes.txt"),
			want(modes.Choice, "Save file …?", "", "y|y", "n|n", "!|!", ".|.", "q|q"),
			step{expect: "second line", timeout: slow}, step{text: "x"}, step{keys: "<ctrl-x><ctrl-c>"}),
		ed("vile", "vile", unseenHome(notes, "vile", "notes.txt"), "second line"),
		ed("dte", "dte", unseenHome(notes, "dte", "notes.txt"), "second line"),
		ed("hexedit", "hexedit", unseenHome(notes, "hexedit", "notes.txt"), "first"),

		// Pagers and browsers.
		{name: "w3m-file", program: "w3m", open: unseenHome(notes, "w3m", "long.txt"),
			steps: []step{{expect: "row 001", timeout: slow}}, mode: modes.Pager, state: w},
		ask("w3m-quit-question", "w3m", unseenHome(notes, "w3m", "long.txt"), want(modes.Confirm, "…exit w3m?", "", "y|yes", "n|no"),
			step{expect: "row 001", timeout: slow}, step{keys: "q"}),
		tui("lynx", "lynx", unseenHome(shPrep(`printf '<html><title>Start</title><body><h1>Start page</h1><p><a href="a.html">first link</a></p></body></html>' >page.html`), "lynx", "page.html"), "first link"),
		ask("lynx-quit-question", "lynx", unseenHome(shPrep(`printf '<html><title>Start</title><body><h1>Start page</h1><p><a href="a.html">first link</a></p></body></html>' >page.html`), "lynx", "page.html"),
			want(modes.Confirm, "Are you sure you want to quit?", "yes", "y|yes", "n|no"),
			step{expect: "first link", timeout: slow}, step{keys: "q"}),

		// Full-screen programs, and the questions they ask inside.
		tui("vifm", "vifm", unseenHome(notes, "vifm", ".", "."), "notes.txt"),
		ask("vifm-delete-question", "vifm", unseenHome(notes, "vifm", ".", "."), want(modes.Confirm, "…", "", "y|yes", "n|no"),
			step{expect: "notes.txt", timeout: slow}, step{keys: "dd"}),
		tui("nnn", "nnn", unseenHome(notes, "nnn", "{dir}"), "notes.txt"),
		ask("nnn-new-question", "nnn", unseenHome(notes, "nnn", "{dir}"), want(modes.Choice, "…", "", "f|file", "d|dir", "s|sym", "h|hard"),
			step{expect: "notes.txt", timeout: slow}, step{keys: "n"}),
		ask("cfdisk-label-type", "cfdisk", unseenHome(shPrep(img), "cfdisk", "disk.img"),
			want(modes.Select, "Select label type", "", ">gpt", "dos", "sgi", "sun"), step{expect: "sun", timeout: slow}),
		tui("cfdisk-table", "cfdisk", unseenHome(shPrep(img+" && parted -s disk.img mklabel msdos mkpart primary 1MiB 32MiB"), "cfdisk", "disk.img"), "Quit"),
		tui("calcurse", "calcurse", unseenHome(notes, "calcurse", "-D", "cal"), "Appointments"),
		ask("calcurse-quit-question", "calcurse", unseenHome(notes, "calcurse", "-D", "cal"), want(modes.Confirm, "…quit…", "", "y|yes", "n|no"),
			step{expect: "Appointments", timeout: slow}, step{keys: "q"}),
		tui("sc", "sc", unseenHome(notes, "sc"), "A"),
		func() corpusCase {
			c := tui("nudoku", "nudoku", unseenHome(notes, "/usr/games/nudoku"), "nudoku")
			c.needs = []string{"/usr/games/nudoku"} // Debian installs games out of PATH
			return c
		}(),

		// REPLs, at their prompt and after a command.
		repl("gnuplot", "gnuplot", unseenHome(notes, "gnuplot"), step{expect: "gnuplot>", timeout: slow}),
		repl("gnuplot-after-command", "gnuplot", unseenHome(notes, "gnuplot"), step{expect: "gnuplot>", timeout: slow}, step{text: "print 6*7", enter: true, expect: "42"}),
		repl("gforth", "gforth", unseenHome(notes, "gforth"), step{expect: "bye", timeout: slow}),
		repl("gforth-after-command", "gforth", unseenHome(notes, "gforth"), step{expect: "bye", timeout: slow}, step{text: "6 7 * .", enter: true, expect: "42"}),
		repl("clisp", "clisp", unseenHome(notes, "clisp", "-q"), step{expect: "[1]>", timeout: slow}),
		repl("clisp-after-command", "clisp", unseenHome(notes, "clisp", "-q"), step{expect: "[1]>", timeout: slow}, step{text: "(* 6 7)", enter: true, expect: "[2]>"}),
		repl("gp", "gp", unseenHome(notes, "gp", "-q"), step{timeout: slow}),
		repl("calc", "calc", unseenHome(notes, "calc"), step{timeout: slow}),
		repl("qalc", "qalc", unseenHome(notes, "qalc"), step{timeout: slow}),
		repl("parted", "parted", unseenHome(shPrep(img+" && parted -s disk.img mklabel msdos"), "parted", "disk.img"), step{expect: "(parted)", timeout: slow}),
		repl("gawk-debugger", "gawk", unseenHome(shPrep(`printf 'BEGIN { print "hi" }\n' >prog.awk`), "gawk", "-D", "-f", "prog.awk"), step{expect: "gawk>", timeout: slow}),
		repl("lftp", "lftp", unseenHome(notes, "lftp"), step{expect: "lftp", timeout: slow}),
		repl("nslookup", "nslookup", unseenHome(notes, "nslookup"), step{timeout: slow}),
		repl("cdecl", "cdecl", unseenHome(notes, "cdecl"), step{expect: "cdecl>", timeout: slow}),
		repl("cdecl-after-command", "cdecl", unseenHome(notes, "cdecl"), step{expect: "cdecl>", timeout: slow}, step{text: "explain int *p", enter: true, expect: "pointer"}),
		repl("xmllint-shell", "xmllint", unseenHome(shPrep(`printf '<doc><item>a</item></doc>\n' >doc.xml`), "xmllint", "--shell", "doc.xml"), step{expect: "/ >", timeout: slow}),
		{name: "go-prompt", program: "go-prompt", needs: goNeeds, open: unseenGo("goprompt-demo"), steps: []step{{expect: "kv>", timeout: slow}}, mode: modes.REPL, state: w},
		{name: "go-prompt-after-command", program: "go-prompt", needs: goNeeds, open: unseenGo("goprompt-demo"),
			steps: []step{{expect: "kv>", timeout: slow}, {text: "set a 1"}, {keys: "<enter>", expect: "OK"}}, mode: modes.REPL, state: w},

		// Questions asked on a line.
		ask("unzip-replace", "unzip", unseenHome(shPrep("zip -q a.zip notes.txt"), "unzip", "a.zip"),
			want(modes.Choice, "replace notes.txt?", "", "y|yes", "n|no", "A|All", "N|None", "r|rename"), step{expect: "replace", timeout: slow}),
		ask("7z-overwrite", "7z", unseenHome(shPrep("7z a -bd a.7z notes.txt >/dev/null"), "7z", "x", "a.7z"),
			want(modes.Choice, "…", "", "y|Yes", "n|No", "a|Always", "s|Skip all", "u|Auto rename all", "q|Quit"), step{expect: "uit?", timeout: slow}),
		ask("gzip-overwrite", "gzip", unseenHome(shPrep("gzip -k notes.txt"), "gzip", "notes.txt"),
			want(modes.Confirm, "gzip: notes.txt.gz already exists; do you wish to overwrite?", "", "y|yes", "n|no"), step{expect: "overwrite", timeout: slow}),
		ask("patch-reversed", "patch", unseenHome(shPrep(`cp notes.txt old.txt && sed -i 's/second/2nd/' notes.txt && (diff -u old.txt notes.txt >p.diff || true)`), "patch", "-i", "p.diff", "notes.txt"),
			want(modes.Confirm, "…Assume -R?", "no", "y|yes", "n|no"), step{expect: "Assume", timeout: slow}),
		ask("mkfs-proceed", "mkfs.ext4", unseenHome(shPrep(img+" && mkfs.ext4 -q -F disk.img"), "mkfs.ext4", "disk.img"),
			want(modes.Confirm, "Proceed anyway?", "no", "y|yes", "n|no"), step{expect: "Proceed", timeout: slow}),
		ask("parted-mklabel", "parted", unseenHome(shPrep(img+" && parted -s disk.img mklabel msdos"), "parted", "disk.img", "mklabel", "gpt"),
			want(modes.Confirm, "…", "", "y|Yes", "n|No"), step{expect: "Yes/No", timeout: slow}),
		ask("fdisk-partition-type", "fdisk", unseenHome(shPrep(img), "fdisk", "disk.img"),
			want(modes.Choice, "…", "p", "p|primary (0 primary, 0 extended, 4 free)", "e|extended (container for logical partitions)"),
			step{expect: "Command (m for help)", timeout: slow}, step{text: "n", enter: true, expect: "Select"}),
		ask("fdisk-partition-number", "fdisk", unseenHome(shPrep(img), "fdisk", "disk.img"),
			want(modes.Text, "Partition number (1-4…):", "1"),
			step{expect: "Command (m for help)", timeout: slow}, step{text: "n", enter: true, expect: "Select"}, step{text: "p", enter: true, expect: "Partition number"}),
		ask("gdisk-proceed", "gdisk", unseenHome(shPrep(img), "gdisk", "disk.img"),
			want(modes.Confirm, "Proceed?", "", "y|Y", "n|N"),
			step{expect: "Command (? for help)", timeout: slow}, step{text: "o", enter: true, expect: "Proceed"}),
		ask("ln-i", "ln", unseenHome(shPrep("touch other.txt"), "ln", "-i", "other.txt", "notes.txt"),
			want(modes.Confirm, "ln: replace 'notes.txt'?", "", "y|yes", "n|no"), step{expect: "replace", timeout: slow}),
		{name: "chfn", program: "chfn", open: func(t *testing.T, f *fixtures) Options {
			f.needUser(t)
			return Options{Argv: []string{"chfn", testUser}}
		}, steps: []step{{expect: "Full Name", timeout: slow}}, mode: q, state: w, prompt: want(modes.Text, "…Full Name…", "")},

		// Passwords.
		ask("mkpasswd", "mkpasswd", unseenHome(notes, "mkpasswd"), want(modes.Password, "Password:", ""), step{expect: "Password", timeout: slow}),
		ask("zip-encrypt", "zip", unseenHome(notes, "zip", "-e", "out.zip", "notes.txt"), want(modes.Password, "Enter password:", ""), step{expect: "password", timeout: slow}),
		ask("ccrypt", "ccrypt", unseenHome(notes, "ccrypt", "-e", "notes.txt"), want(modes.Password, "Enter encryption key:", ""), step{expect: "key", timeout: slow}),

		// Python: rich's prompts.
		{name: "rich-text", program: "rich", needs: python, open: unseenPy("rich", "text"), steps: []step{{expect: "Service name", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Service name", "api")},
		{name: "rich-choice", program: "rich", needs: python, open: unseenPy("rich", "choice"), steps: []step{{expect: "Region", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Choice, "Region", "eu", "eu|eu", "us|us", "ap|ap")},
		{name: "rich-confirm", program: "rich", needs: python, open: unseenPy("rich", "confirm"), steps: []step{{expect: "Deploy now", timeout: slow}},
			mode: q, state: w, prompt: yesNo("Deploy now?", "")},
		{name: "rich-password", program: "rich", needs: python, open: unseenPy("rich", "password"), steps: []step{{expect: "Access token", timeout: slow}},
			mode: modes.PasswordPrompt, state: w, prompt: want(modes.Password, "Access token:", "")},

		// Python: click's prompts.
		{name: "click-text", program: "click", needs: python, open: unseenPy("click", "text"), steps: []step{{expect: "Port", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Port:", "8080")},
		{name: "click-choice", program: "click", needs: python, open: unseenPy("click", "choice"), steps: []step{{expect: "Colour", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Choice, "Colour:", "", "red|red", "green|green", "blue|blue")},
		{name: "click-confirm", program: "click", needs: python, open: unseenPy("click", "confirm"), steps: []step{{expect: "cache", timeout: slow}},
			mode: q, state: w, prompt: yesNo("Delete the cache?", "no")},
		{name: "click-password", program: "click", needs: python, open: unseenPy("click", "password"), steps: []step{{expect: "password", timeout: slow}},
			mode: modes.PasswordPrompt, state: w, prompt: want(modes.Password, "Database password:", "")},

		// Python: urwid.
		{name: "urwid-menu", program: "urwid", needs: python, open: unseenPy("urwid", "menu"), steps: []step{{expect: "Blue", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Select, "Choose a colour", "", ">Red", "Green", "Blue")},
		{name: "urwid-menu-moved", program: "urwid", needs: python, open: unseenPy("urwid", "menu"), steps: []step{{expect: "Blue", timeout: slow}, {keys: "<down>"}},
			mode: q, state: w, prompt: want(modes.Select, "Choose a colour", "", "Red", ">Green", "Blue")},
		{name: "urwid-edit", program: "urwid", needs: python, open: unseenPy("urwid", "edit"), steps: []step{{expect: "Project name", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Project name:", "demo")},
		{name: "urwid-dialog", program: "urwid", needs: python, open: unseenPy("urwid", "dialog"), steps: []step{{expect: "Discard", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Confirm, "Discard the changes?", "", ">Yes", "No")},

		// Go: tview.
		{name: "tview-list", program: "tview", needs: goNeeds, open: unseenGo("tview-demo", "list"), steps: []step{{expect: "Cherry", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Select, "Pick a fruit", "", ">Apple", "Banana", "Cherry")},
		{name: "tview-list-moved", program: "tview", needs: goNeeds, open: unseenGo("tview-demo", "list"), steps: []step{{expect: "Cherry", timeout: slow}, {keys: "<down><down>"}},
			mode: q, state: w, prompt: want(modes.Select, "Pick a fruit", "", "Apple", "Banana", ">Cherry")},
		{name: "tview-form", program: "tview", needs: goNeeds, open: unseenGo("tview-demo", "form"), steps: []step{{expect: "Cancel", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Host name", "web-1")},
		{name: "tview-modal", program: "tview", needs: goNeeds, open: unseenGo("tview-demo", "modal"), steps: []step{{expect: "Cancel", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Choice, "Quit without saving?", "", ">Quit", "Cancel")},

		// Go: pterm's interactive printers.
		{name: "pterm-select", program: "pterm", needs: goNeeds, open: unseenGo("pterm-demo", "select"), steps: []step{{expect: "ap-south", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Select, "Pick a region", "", ">eu-west", "us-east", "ap-south")},
		{name: "pterm-select-moved", program: "pterm", needs: goNeeds, open: unseenGo("pterm-demo", "select"), steps: []step{{expect: "ap-south", timeout: slow}, {keys: "<down>"}},
			mode: q, state: w, prompt: want(modes.Select, "Pick a region", "", "eu-west", ">us-east", "ap-south")},
		{name: "pterm-multiselect", program: "pterm", needs: goNeeds, open: unseenGo("pterm-demo", "multiselect"), steps: []step{{expect: "cron", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Multiselect, "Services to restart", "", ">[ ] api", "[ ] worker", "[ ] cron")},
		{name: "pterm-confirm", program: "pterm", needs: goNeeds, open: unseenGo("pterm-demo", "confirm"), steps: []step{{expect: "cache", timeout: slow}},
			mode: q, state: w, prompt: yesNo("Delete the cache?", "no")},
		{name: "pterm-input", program: "pterm", needs: goNeeds, open: unseenGo("pterm-demo", "input"), steps: []step{{expect: "Bucket", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Bucket name:", "")},

		// npm: terminal-kit.
		{name: "terminal-kit-menu", program: "terminal-kit", needs: node, open: unseenNode("terminal-kit", "menu"), steps: []step{{expect: "Cherry", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Select, "Pick a fruit", "", ">Apple", "Banana", "Cherry")},
		{name: "terminal-kit-menu-moved", program: "terminal-kit", needs: node, open: unseenNode("terminal-kit", "menu"), steps: []step{{expect: "Cherry", timeout: slow}, {keys: "<down>"}},
			mode: q, state: w, prompt: want(modes.Select, "Pick a fruit", "", "Apple", ">Banana", "Cherry")},
		{name: "terminal-kit-yesno", program: "terminal-kit", needs: node, open: unseenNode("terminal-kit", "yesno"), steps: []step{{expect: "Overwrite", timeout: slow}},
			mode: q, state: w, prompt: yesNo("Overwrite the file?", "yes")},
		{name: "terminal-kit-input", program: "terminal-kit", needs: node, open: unseenNode("terminal-kit", "input"), steps: []step{{expect: "Your name", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Your name:", "")},

		// npm: blessed.
		{name: "blessed-list", program: "blessed", needs: node, open: unseenNode("blessed", "list"), steps: []step{{expect: "development", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Select, "Pick an environment", "", ">staging", "production", "development")},
		{name: "blessed-question", program: "blessed", needs: node, open: unseenNode("blessed", "question"), steps: []step{{expect: "Drop the table", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Confirm, "Drop the table?", "", "Okay", "Cancel")},
		{name: "blessed-prompt", program: "blessed", needs: node, open: unseenNode("blessed", "prompt"), steps: []step{{expect: "Table name", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Table name:", "users")},

		// npm: readline-sync.
		{name: "readline-sync-yn", program: "readline-sync", needs: node, open: unseenNode("readline-sync", "yn"), steps: []step{{expect: "Publish", timeout: slow}},
			mode: q, state: w, prompt: yesNo("Publish the package?", "")},
		{name: "readline-sync-select", program: "readline-sync", needs: node, open: unseenNode("readline-sync", "select"), steps: []step{{expect: "Package manager", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Choice, "Package manager?", "", "1|npm", "2|yarn", "3|pnpm", "0|CANCEL")},
		{name: "readline-sync-question", program: "readline-sync", needs: node, open: unseenNode("readline-sync", "question"), steps: []step{{expect: "Registry", timeout: slow}},
			mode: q, state: w, prompt: want(modes.Text, "Registry URL:", "")},
	}
}

// TestModesUnseen drives the unseen cases live to the labelled moment and,
// with -update, stores their screens,
// labels and facts for modes' TestSetsAccuracy/unseen. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesUnseen(t *testing.T) {
	captureSet(t, unseenDir, unseen())
}
