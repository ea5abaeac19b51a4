package session

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// freshDir holds the fresh held-out set (issue 44, second round): live
// cases of programs and prompt libraries that no other test, table or
// fixture of agentty names, made after the unseen set had become a
// development set. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw and committed before its screen was captured
// or looked at; modes' TestSetsAccuracy/fresh reports it per program, with a
// confusion table of modes.
const freshDir = "../testdata/modes-fresh"

// freshGo runs a program of the fresh set's Go module; freshNode a
// library's prompt of its npm fixture; freshScript one of its Python,
// Ruby or Perl scripts, with Debian's interpreter (where the libraries
// the script uses are installed).
func freshGo(name string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, "../testdata/fresh/go")
		return Options{Argv: append([]string{filepath.Join(bin, name)}, args...), Cwd: t.TempDir()}
	}
}

func freshNode(args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, "../testdata/fresh/npm")
		return Options{Argv: sessiontest.Node(dir, true, "fresh-demo.mjs", args...), Cwd: t.TempDir()}
	}
}

func freshScript(interpreter, script string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join("../testdata/fresh", script))
		if err != nil {
			t.Fatal(err)
		}
		return Options{Argv: append([]string{interpreter, s}, args...), Cwd: t.TempDir()}
	}
}

// gitPrep makes dir a repository whose one commit holds notes.txt and
// long.txt, then runs line there.
func gitPrep(line string) func(*testing.T, string) {
	return shPrep(`git init -q -b main . && git add notes.txt long.txt && git -c user.name=A -c user.email=a@example.com commit -qm base` +
		` && ` + line)
}

// asRoot is a case that needs root (chage and chsh change an account).
func asRoot(o func(*testing.T, *fixtures) Options) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		f.needUser(t)
		return o(t, f)
	}
}

// fresh is the fresh held-out set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func fresh() []corpusCase {
	slow := 30 * time.Second
	w := WaitingForInput
	ed := func(name, program string, open func(*testing.T, *fixtures) Options, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Editor, state: w}
	}
	pager := func(name, program string, open func(*testing.T, *fixtures) Options, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Pager, state: w}
	}
	repl := func(name, program string, open func(*testing.T, *fixtures) Options, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: w}
	}
	tui := func(name, program string, open func(*testing.T, *fixtures) Options, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.TUI, state: w}
	}
	ask := func(name, program string, open func(*testing.T, *fixtures) Options, p *modes.Prompt, steps ...step) corpusCase {
		m := modes.Question
		if p.Kind == modes.Password {
			m = modes.PasswordPrompt
		}
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: m, state: w, prompt: p}
	}
	needs := func(c corpusCase, programs ...string) corpusCase {
		c.needs = programs
		return c
	}
	wait := func(expect string) step { return step{expect: expect, timeout: slow} }
	settle := step{timeout: slow}
	goNeeds := []string{"go"}
	node := []string{"node", "npm"}
	python := []string{"/usr/bin/python3"}
	ruby := []string{"ruby"}
	perl := []string{"perl"}
	page := shPrep(`printf '<html><title>Start</title><body><h1>Start page</h1><p><a href="a.html">first link</a></p><p>Some text to read.</p></body></html>' >page.html`)
	csv := shPrep(`printf 'name,qty,price\napple,3,0.50\nbanana,12,0.25\ncherry,40,0.10\n' >data.csv`)
	mbox := shPrep(`printf 'From alice@example.com Mon Nov 23 10:00:00 2026\nFrom: Alice <alice@example.com>\nTo: bob@example.com\nSubject: Quarterly report\nDate: Mon, 23 Nov 2026 10:00:00 +0000\n\nThe numbers are in.\n\nFrom carol@example.com Mon Nov 23 11:00:00 2026\nFrom: Carol <carol@example.com>\nTo: bob@example.com\nSubject: Lunch on Friday\nDate: Mon, 23 Nov 2026 11:00:00 +0000\n\nNoon?\n\n' >mbox`)
	img := "truncate -s 32M disk.img"
	return []corpusCase{
		// Editors, and the questions they ask.
		ed("jupp", "jupp", unseenHome(notes, "jupp", "notes.txt"), wait("second line")),
		ask("jupp-quit-question", "jupp", unseenHome(notes, "jupp", "notes.txt"), want(modes.Choice, "…", "", "y|y", "n|n", "^C|^C"),
			wait("second line"), step{text: "x"}, step{keys: "<ctrl-c>"}),
		ed("tilde", "tilde", unseenHome(notes, "tilde", "notes.txt"), wait("second line")),
		ask("tilde-quit-question", "tilde", unseenHome(notes, "tilde", "notes.txt"), want(modes.Choice, "…", "", ">y|Yes", "n|No", "c|Cancel"),
			wait("second line"), step{text: "x"}, step{keys: "<ctrl-q>"}),
		ed("le", "le", unseenHome(notes, "le", "notes.txt"), wait("second line")),
		ed("nvi", "nvi", unseenHome(notes, "nvi", "notes.txt"), wait("second line")),
		ed("nvi-insert", "nvi", unseenHome(notes, "nvi", "notes.txt"), wait("second line"), step{keys: "oadded line"}),
		ed("elvis-tiny", "elvis-tiny", unseenHome(notes, "elvis-tiny", "notes.txt"), wait("second line")),
		ed("vis", "vis", unseenHome(notes, "vis", "notes.txt"), wait("second line")),
		ed("vis-insert", "vis", unseenHome(notes, "vis", "notes.txt"), wait("second line"), step{keys: "oadded line"}),
		ed("bvi", "bvi", unseenHome(notes, "bvi", "notes.txt"), wait("first")),

		// Pagers and browsers, and the questions they ask.
		pager("links2", "links2", unseenHome(page, "links2", "page.html"), wait("first link")),
		ask("links2-quit-question", "links2", unseenHome(page, "links2", "page.html"), want(modes.Confirm, "…", "", ">y|Yes", "n|No"),
			wait("first link"), step{keys: "q"}),
		pager("elinks", "elinks", unseenHome(page, "elinks", "page.html"), wait("first link")),
		ask("elinks-quit-question", "elinks", unseenHome(page, "elinks", "page.html"), want(modes.Confirm, "…", "", ">y|Yes", "n|No"),
			wait("first link"), step{keys: "q"}),
		pager("info", "info", unseenHome(notes, "info", "ls"), settle),
		pager("pinfo", "pinfo", unseenHome(notes, "pinfo", "ls"), settle),
		pager("lv", "lv", unseenHome(notes, "lv", "long.txt"), wait("row 001")),
		pager("lv-end", "lv", unseenHome(notes, "lv", "long.txt"), wait("row 001"), step{keys: "G"}),
		pager("pspg", "pspg", unseenHome(csv, "pspg", "--csv", "-f", "data.csv"), wait("banana")),

		// Full-screen programs, and the questions they ask inside.
		tui("bmon", "bmon", unseenHome(notes, "bmon"), wait("lo")),
		tui("tty-clock", "tty-clock", unseenHome(notes, "tty-clock"), settle),
		needs(tui("greed", "greed", unseenHome(notes, "/usr/games/greed"), settle), "/usr/games/greed"),
		needs(ask("greed-quit-question", "greed", unseenHome(notes, "/usr/games/greed"), want(modes.Confirm, "…quit…", "", "y|yes", "n|no"),
			settle, step{keys: "q"}), "/usr/games/greed"),
		tui("nload", "nload", unseenHome(notes, "nload", "lo"), wait("lo")),
		tui("cbm", "cbm", unseenHome(notes, "cbm"), wait("lo")),
		tui("aptitude", "aptitude", unseenHome(notes, "aptitude"), step{expect: "Packages", timeout: 90 * time.Second}),
		ask("aptitude-quit-question", "aptitude", unseenHome(notes, "aptitude"), want(modes.Confirm, "…quit…", "", ">y|Yes", "n|No"),
			step{expect: "Packages", timeout: 90 * time.Second}, step{keys: "q"}),
		tui("neomutt", "neomutt", unseenHome(func(t *testing.T, dir string) { mbox(t, dir); sh(t, dir, "mkdir Mail") }, "neomutt", "-n", "-F", "/dev/null", "-f", "mbox"), wait("Quarterly report")),
		needs(tui("visidata", "visidata", unseenHome(csv, "vd", "data.csv"), wait("banana")), "vd"),
		tui("gdu", "gdu", unseenHome(notes, "gdu", "{dir}"), wait("notes.txt")),
		tui("cmatrix", "cmatrix", unseenHome(notes, "cmatrix"), settle),

		// REPLs, at their prompt and after a command.
		repl("gprolog", "gprolog", unseenHome(notes, "gprolog"), wait("?-")),
		repl("gprolog-after-command", "gprolog", unseenHome(notes, "gprolog"), wait("?-"), step{text: "X is 6*7.", enter: true, expect: "42"}),
		repl("chezscheme", "chezscheme", unseenHome(notes, "chezscheme"), settle),
		repl("chezscheme-after-command", "chezscheme", unseenHome(notes, "chezscheme"), settle, step{text: "(* 6 7)", enter: true, expect: "42"}),
		repl("hugs", "hugs", unseenHome(notes, "hugs"), settle),
		repl("hugs-after-command", "hugs", unseenHome(notes, "hugs"), settle, step{text: "6*7", enter: true, expect: "42"}),
		repl("yacas", "yacas", unseenHome(notes, "yacas"), wait("In>")),
		repl("yacas-after-command", "yacas", unseenHome(notes, "yacas"), wait("In>"), step{text: "6*7;", enter: true, expect: "42"}),
		repl("units", "units", unseenHome(notes, "units"), wait("You have")),
		repl("units-after-command", "units", unseenHome(notes, "units"), wait("You have"),
			step{text: "1 mile", enter: true, expect: "You want"}, step{text: "km", enter: true, expect: "1.609344"}),
		repl("bwbasic", "bwbasic", unseenHome(notes, "bwbasic"), wait("bwBASIC:")),
		repl("bwbasic-after-command", "bwbasic", unseenHome(notes, "bwbasic"), wait("bwBASIC:"), step{text: "PRINT 6*7", enter: true, expect: "42"}),
		repl("expect", "expect", unseenHome(notes, "expect"), wait("expect1.1>")),
		repl("expect-after-command", "expect", unseenHome(notes, "expect"), wait("expect1.1>"), step{text: "expr 6*7", enter: true, expect: "42"}),
		repl("spim", "spim", unseenHome(notes, "spim"), wait("(spim)")),
		repl("sqlcipher", "sqlcipher", unseenHome(notes, "sqlcipher"), wait("sqlite>")),
		repl("sqlcipher-after-command", "sqlcipher", unseenHome(notes, "sqlcipher"), wait("sqlite>"), step{text: "select 6*7;", enter: true, expect: "42"}),
		repl("newlisp", "newlisp", unseenHome(notes, "newlisp"), settle),
		repl("newlisp-after-command", "newlisp", unseenHome(notes, "newlisp"), settle, step{text: "(* 6 7)", enter: true, expect: "42"}),
		needs(repl("picolisp", "picolisp", unseenHome(notes, "pil", "+"), settle), "pil"),
		needs(repl("csi", "chicken", unseenHome(notes, "csi"), wait("#;1>")), "csi"),
		needs(repl("csi-after-command", "chicken", unseenHome(notes, "csi"), wait("#;1>"), step{text: "(* 6 7)", enter: true, expect: "42"}), "csi"),
		repl("telnet", "telnet", unseenHome(notes, "telnet"), wait("telnet>")),
		repl("tnftp", "tnftp", unseenHome(notes, "tnftp"), wait("ftp>")),
		repl("ecl", "ecl", unseenHome(notes, "ecl"), settle),

		// Questions asked on a line.
		ask("zstd-overwrite", "zstd", unseenHome(shPrep("zstd -q notes.txt"), "zstd", "notes.txt"), yesNo("…overwrite…", ""), wait("overwrite")),
		ask("lz4-overwrite", "lz4", unseenHome(shPrep("lz4 -q notes.txt notes.txt.lz4"), "lz4", "notes.txt"), yesNo("…overwrite…", "no"), wait("overwrite")),
		needs(ask("git-difftool", "git-difftool", unseenHome(gitPrep("echo more >>notes.txt"), "git", "difftool", "-t", "vimdiff"),
			yesNo("Launch 'vimdiff'…", "yes"), wait("Launch")), "git"),
		needs(ask("git-mergetool", "git-mergetool", unseenHome(gitPrep(`git checkout -qb other && sed -i s/second/2nd/ notes.txt && git -c user.name=A -c user.email=a@example.com commit -qam other`+
			` && git checkout -q main && sed -i s/second/two/ notes.txt && git -c user.name=A -c user.email=a@example.com commit -qam main && (git merge -q other >/dev/null 2>&1 || true)`),
			"git", "-c", "mergetool.prompt=true", "mergetool", "-t", "vimdiff"), want(modes.Choice, "Hit return to start merge resolution tool…", "", "<enter>|continue"), wait("Hit return")), "git"),
		needs(ask("git-clean-i", "git-clean", unseenHome(gitPrep("touch a.tmp b.tmp"), "git", "clean", "-i"),
			want(modes.Select, "What now>", "", "1|clean", "2|filter by pattern", "3|select by numbers", "4|ask each", "5|quit", "6|help"), wait("What now")), "git"),
		needs(ask("git-add-i", "git-add", unseenHome(gitPrep("echo more >>notes.txt"), "git", "add", "-i"),
			want(modes.Select, "What now>", "", "1|status", "2|update", "3|revert", "4|add untracked", "5|patch", "6|diff", "7|quit", "8|help"), wait("What now")), "git"),
		ask("chage", "chage", asRoot(argv("chage", testUser)), want(modes.Text, "Minimum Password Age…", "0"), wait("Minimum")),
		ask("chsh", "chsh", asRoot(argv("chsh", testUser)), want(modes.Text, "Login Shell…", "/bin/bash"), wait("Login Shell")),
		needs(ask("mcopy-overwrite", "mcopy", unseenHome(shPrep("mkfs.vfat -C fat.img 1440 >/dev/null && mcopy -i fat.img notes.txt ::"), "mcopy", "-i", "fat.img", "notes.txt", "::"),
			want(modes.Choice, "…", "", "a|autorename", "A|autorename-all", "r|rename", "R|rename-all", "o|overwrite", "O|overwrite-all", "s|skip", "S|skip-all", "q|quit"),
			wait("exists")), "mcopy", "mkfs.vfat"),
		needs(ask("npx-proceed", "npx", unseenHome(notes, "npx", "cowsay", "hi"), yesNo("Ok to proceed?", "yes"), step{expect: "proceed", timeout: 60 * time.Second}), "npx"),
		needs(ask("git-credential-username", "git-credential", unseenHome(notes, "bash", "-c", `printf 'protocol=https\nhost=example.com\n\n' | git credential fill`),
			want(modes.Text, "Username for 'https://example.com':", ""), wait("Username")), "git"),
		needs(ask("cryptsetup-confirm", "cryptsetup", unseenHome(shPrep(img), "cryptsetup", "luksFormat", "disk.img"),
			want(modes.Text, "Are you sure?…", ""), wait("Are you sure")), "cryptsetup"),

		// Passwords.
		ask("age", "age", unseenHome(notes, "age", "-p", "-o", "out.age", "notes.txt"), want(modes.Password, "Enter passphrase…", ""), wait("passphrase")),
		ask("scrypt", "scrypt", unseenHome(notes, "scrypt", "enc", "notes.txt", "out.enc"), want(modes.Password, "Please enter passphrase:", ""), wait("passphrase")),
		ask("gocryptfs", "gocryptfs", unseenHome(shPrep("mkdir cipher"), "gocryptfs", "-init", "cipher"), want(modes.Password, "Password:", ""), wait("Password")),
		needs(ask("cryptsetup-passphrase", "cryptsetup", unseenHome(shPrep(img), "cryptsetup", "luksFormat", "disk.img"),
			want(modes.Password, "Enter passphrase for disk.img:", ""), wait("Are you sure"), step{text: "YES", enter: true, expect: "passphrase"}), "cryptsetup"),
		needs(ask("git-credential-password", "git-credential", unseenHome(notes, "bash", "-c", `printf 'protocol=https\nhost=example.com\n\n' | git credential fill`),
			want(modes.Password, "Password for 'https://alice@example.com':", ""), wait("Username"), step{text: "alice", enter: true, expect: "Password"}), "git"),
		needs(ask("pinentry-curses", "pinentry-curses", unseenHome(notes, "bash", "-c",
			`T=$(tty); printf 'SETDESC Enter the passphrase of the backup key\nSETPROMPT Passphrase:\nGETPIN\n' | pinentry-curses --ttyname "$T"`),
			want(modes.Password, "…", ""), wait("backup key")), "pinentry-curses"),

		// Go: github.com/peterh/liner (a REPL's line editor).
		needs(repl("liner", "liner", freshGo("liner-demo"), wait("calc>")), goNeeds...),
		needs(repl("liner-after-command", "liner", freshGo("liner-demo"), wait("calc>"), step{text: "add 2 3", enter: true, expect: "5"}), goNeeds...),
		// Go: github.com/awesome-gocui/gocui.
		needs(ask("gocui-list", "gocui", freshGo("gocui-demo"), want(modes.Select, "Pick an environment", "", ">staging", "production", "development"), wait("development")), goNeeds...),
		needs(ask("gocui-list-moved", "gocui", freshGo("gocui-demo"), want(modes.Select, "Pick an environment", "", "staging", ">production", "development"),
			wait("development"), step{keys: "<down>"}), goNeeds...),
		// Go: github.com/gizak/termui.
		needs(ask("termui-list", "termui", freshGo("termui-demo", "list"), want(modes.Select, "Restart which service?", "", ">api", "worker", "scheduler"), wait("scheduler")), goNeeds...),
		needs(tui("termui-dashboard", "termui", freshGo("termui-demo", "dashboard"), wait("Traffic")), goNeeds...),
		// Go: github.com/charmbracelet/bubbles' text area and file picker.
		needs(ask("bubbles-textarea", "bubbles", freshGo("bubbles-demo", "textarea"), want(modes.Text, "Describe the change:", ""), wait("Describe")), goNeeds...),
		needs(ask("bubbles-filepicker", "bubbles", func(t *testing.T, f *fixtures) Options {
			o := freshGo("bubbles-demo", "filepicker")(t, f)
			longFile(t, f, o.Cwd)
			return o
		}, want(modes.Select, "Pick a file to upload:", "", ">long.txt", "notes.txt"), wait("notes.txt")), goNeeds...),

		// npm: @topcli/prompts.
		needs(ask("topcli-select", "topcli-prompts", freshNode("topcli", "select"), want(modes.Select, "Pick a fruit", "", ">Apple", "Banana", "Cherry"), wait("Cherry")), node...),
		needs(ask("topcli-confirm", "topcli-prompts", freshNode("topcli", "confirm"), yesNo("Use TypeScript?", "no"), wait("TypeScript")), node...),
		needs(ask("topcli-question", "topcli-prompts", freshNode("topcli", "question"), want(modes.Text, "Project name?", "demo"), wait("Project name")), node...),
		needs(ask("topcli-multiselect", "topcli-prompts", freshNode("topcli", "multiselect"),
			want(modes.Multiselect, "Pick fruits", "", ">[ ] Apple", "[ ] Banana", "[ ] Cherry"), wait("Cherry")), node...),
		// npm: prompt-sync.
		needs(ask("prompt-sync-text", "prompt-sync", freshNode("prompt-sync", "text"), want(modes.Text, "Service name:", ""), wait("Service name")), node...),
		needs(ask("prompt-sync-hidden", "prompt-sync", freshNode("prompt-sync", "hidden"), want(modes.Password, "Access token:", ""), wait("Access token")), node...),
		// npm: prompt (flatiron).
		needs(ask("prompt-text", "prompt", freshNode("prompt", "text"), want(modes.Text, "…Service name…", "api"), wait("Service name")), node...),
		needs(ask("prompt-hidden", "prompt", freshNode("prompt", "hidden"), want(modes.Password, "…Access token…", ""), wait("Access token")), node...),
		// npm: vorpal (a REPL framework).
		needs(repl("vorpal", "vorpal", freshNode("vorpal"), wait("store$")), node...),
		needs(repl("vorpal-after-command", "vorpal", freshNode("vorpal"), wait("store$"), step{text: "add 2 3", enter: true, expect: "5"}), node...),
		// npm: cli-select.
		needs(ask("cli-select", "cli-select", freshNode("cli-select"), want(modes.Select, "Pick a fruit:", "", ">Apple", "Banana", "Cherry"), wait("Cherry")), node...),

		// Python: pythondialog (on dialog), snack (newt) and cmd.
		needs(ask("pythondialog-form", "pythondialog", freshScript("/usr/bin/python3", "py/fresh_demo.py", "pythondialog", "form"),
			want(modes.Text, "…", "db-1"), wait("Port")), append(python, "dialog")...),
		needs(ask("pythondialog-treeview", "pythondialog", freshScript("/usr/bin/python3", "py/fresh_demo.py", "pythondialog", "treeview"),
			want(modes.Select, "Pick a node", "", ">cluster", "web servers", "databases"), wait("databases")), append(python, "dialog")...),
		needs(ask("snack-listbox", "snack", freshScript("/usr/bin/python3", "py/fresh_demo.py", "snack", "listbox"),
			want(modes.Select, "Pick a region", "", ">eu-west", "us-east", "ap-south"), wait("ap-south")), python...),
		needs(ask("snack-entry", "snack", freshScript("/usr/bin/python3", "py/fresh_demo.py", "snack", "entry"),
			want(modes.Text, "…Table name…", "users"), wait("Table name")), python...),
		needs(ask("snack-buttons", "snack", freshScript("/usr/bin/python3", "py/fresh_demo.py", "snack", "buttons"),
			want(modes.Confirm, "Drop the table?", "", ">y|Yes", "n|No"), wait("Drop the table")), python...),
		needs(repl("cmd", "python-cmd", freshScript("/usr/bin/python3", "py/fresh_demo.py", "cmd"), wait("(todo)")), python...),
		needs(repl("cmd-after-command", "python-cmd", freshScript("/usr/bin/python3", "py/fresh_demo.py", "cmd"), wait("(todo)"),
			step{text: "add buy milk", enter: true, expect: "added"}), python...),

		// Ruby: tty-prompt and HighLine.
		needs(ask("tty-prompt-select", "tty-prompt", freshScript("ruby", "rb/fresh_demo.rb", "tty-prompt", "select"),
			want(modes.Select, "Pick a fruit", "", ">Apple", "Banana", "Cherry"), wait("Cherry")), ruby...),
		needs(ask("tty-prompt-select-moved", "tty-prompt", freshScript("ruby", "rb/fresh_demo.rb", "tty-prompt", "select"),
			want(modes.Select, "Pick a fruit", "", "Apple", ">Banana", "Cherry"), wait("Cherry"), step{keys: "<down>"}), ruby...),
		needs(ask("tty-prompt-multi", "tty-prompt", freshScript("ruby", "rb/fresh_demo.rb", "tty-prompt", "multi"),
			want(modes.Multiselect, "Pick fruits", "", ">[ ] Apple", "[ ] Banana", "[ ] Cherry"), wait("Cherry")), ruby...),
		needs(ask("tty-prompt-yes", "tty-prompt", freshScript("ruby", "rb/fresh_demo.rb", "tty-prompt", "yes"), yesNo("Deploy now?", "yes"), wait("Deploy")), ruby...),
		needs(ask("tty-prompt-ask", "tty-prompt", freshScript("ruby", "rb/fresh_demo.rb", "tty-prompt", "ask"), want(modes.Text, "Service name?", "api"), wait("Service name")), ruby...),
		needs(ask("tty-prompt-mask", "tty-prompt", freshScript("ruby", "rb/fresh_demo.rb", "tty-prompt", "mask"), want(modes.Password, "Access token:", ""), wait("Access token")), ruby...),
		needs(ask("tty-prompt-enum", "tty-prompt", freshScript("ruby", "rb/fresh_demo.rb", "tty-prompt", "enum"),
			want(modes.Choice, "…", "1", "1|small", "2|medium", "3|large"), wait("large")), ruby...),
		needs(ask("highline-agree", "highline", freshScript("ruby", "rb/fresh_demo.rb", "highline", "agree"), yesNo("Deploy now?", ""), wait("Deploy")), ruby...),
		needs(ask("highline-ask", "highline", freshScript("ruby", "rb/fresh_demo.rb", "highline", "ask"), want(modes.Text, "Service name?", "api"), wait("Service name")), ruby...),
		needs(ask("highline-choose", "highline", freshScript("ruby", "rb/fresh_demo.rb", "highline", "choose"),
			want(modes.Select, "Pick a fruit?", "", "1|Apple", "2|Banana", "3|Cherry"), wait("Pick a fruit")), ruby...),

		// Perl: Term::Choose and Term::UI.
		needs(ask("term-choose", "term-choose", freshScript("perl", "pl/fresh_demo.pl", "term-choose"),
			want(modes.Select, "Pick a fruit", "", ">Apple", "Banana", "Cherry"), wait("Cherry")), perl...),
		needs(ask("term-ui-yn", "term-ui", freshScript("perl", "pl/fresh_demo.pl", "term-ui", "yn"), yesNo("Deploy now?", "no"), wait("Deploy")), perl...),
		needs(ask("term-ui-reply", "term-ui", freshScript("perl", "pl/fresh_demo.pl", "term-ui", "reply"),
			want(modes.Choice, "Pick a colour…", "2", "1|red", "2|green", "3|blue"), wait("Pick a colour")), perl...),
	}
}

// TestModesFresh drives the fresh held-out cases live to the labelled
// moment and, with -update, stores their screens, labels and facts for
// modes' TestSetsAccuracy/fresh. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesFresh(t *testing.T) {
	captureSet(t, freshDir, fresh())
}
