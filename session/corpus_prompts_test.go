package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// want builds a labelled prompt. An option is written "label", or
// "key|label" when the screen shows its key; a leading ">" marks the
// highlighted option (the others are then not highlighted; with no ">" the
// highlight cannot be read), and "[x] " or "[ ] " after it a tick.
func want(kind modes.Kind, question, def string, opts ...string) *modes.Prompt {
	p := &modes.Prompt{Kind: kind, Question: question, Default: def}
	readable := false
	for _, o := range opts {
		readable = readable || strings.HasPrefix(o, ">")
	}
	for _, o := range opts {
		var opt modes.Option
		sel := strings.HasPrefix(o, ">")
		o = strings.TrimPrefix(o, ">")
		if readable {
			opt.Selected = &sel
		}
		switch {
		case strings.HasPrefix(o, "[x] "):
			opt.Checked, o = boolp(true), o[4:]
		case strings.HasPrefix(o, "[ ] "):
			opt.Checked, o = boolp(false), o[4:]
		}
		if k, l, ok := strings.Cut(o, "|"); ok && k != "" {
			opt.Key, o = k, l
		}
		opt.Label = o
		p.Options = append(p.Options, opt)
	}
	return p
}

func boolp(b bool) *bool { return &b }

// yesNo is a [y/n] question's prompt.
func yesNo(question, def string) *modes.Prompt {
	return want(modes.Confirm, question, def, "y|yes", "n|no")
}

// pressEnter is the prompt of a line asking only to press Enter.
func pressEnter(question string) *modes.Prompt {
	return want(modes.Choice, question, "", "<enter>|continue")
}

// modePrompts are the prompts of the mode corpus's cases; a case not named
// here shows none.
var modePrompts = map[string]*modes.Prompt{
	"vim-swap-file": want(modes.Choice, `Swap file ".notes.txt.swp" already exists!`, "o",
		"o|Open Read-Only", "e|Edit anyway", "r|Recover", "d|Delete it", "q|Quit", "a|Abort"),
	"nano-save-question":        want(modes.Confirm, "Save modified buffer?", "", "y|Yes", "n|No", "^C|Cancel"),
	"nano-lock-question":        want(modes.Confirm, "File notes.txt is being edited by …; open anyway?", "", "y|Yes", "n|No", "^C|Cancel"),
	"nano-file-name":            want(modes.Text, "File Name to Write:", "notes.txt"),
	"getpass":                   want(modes.Password, "Password:", ""),
	"read-silent":               want(modes.Password, "API token:", ""),
	"sudo":                      want(modes.Password, "[sudo] password for agentty:", ""),
	"passwd":                    want(modes.Password, "Current password:", ""),
	"passwd-root":               want(modes.Password, "New password:", ""),
	"ssh-keygen":                want(modes.Password, "Enter passphrase (empty for no passphrase):", ""),
	"ssh-password":              want(modes.Password, "agentty@127.0.0.1's password:", ""),
	"read-yes-no":               yesNo("Continue?", "no"),
	"gdb-quit":                  yesNo("Quit anyway?", ""),
	"gdb-pending-breakpoint":    yesNo("Make breakpoint pending on future shared library load?", "no"),
	"read-continue-default-yes": yesNo("Continue?", "yes"),
	"python-input-y-n":          yesNo("Proceed?", ""),
	"read-press-enter":          pressEnter("Press Enter to continue..."),
	"less-press-return":         pressEnter("Press RETURN to continue"),
	"read-press-return":         pressEnter("Press RETURN to continue"),
	"vim-hit-enter":             pressEnter("Press ENTER or type command to continue"),
	"git-commit-hit-enter":      pressEnter("Press ENTER or type command to continue"),
	"python-input":              yesNo("Overwrite the config file?", "no"),
	"python-input-value":        want(modes.Text, "Name of the new project:", ""),
	"rm-i":                      yesNo("rm: remove regular file 'notes.txt'?", ""),
	"cp-i":                      yesNo("cp: overwrite 'notes.txt'?", ""),
	"git-add-p":                 want(modes.Choice, "(1/1) Stage this hunk?", "", "y|y", "n|n", "q|q", "a|a", "d|d", "s|s", "e|e", "?|?"),
	"ssh-host-key":              want(modes.Confirm, "Are you sure you want to continue connecting?", "", "yes|yes", "no|no"),
	"npm-init":                  want(modes.Text, "package name:", "…"),
	"npm-init-version":          want(modes.Text, "version:", "1.0.0"),
	"openssl-req":               want(modes.Text, "Country Name (2 letter code):", "AU"),
	"ssh-remote-question":       yesNo("Deploy now?", "no"),
}

// npmDir is the npm fixture packages' directory, installed once.
func npmDir(t *testing.T) string { return sessiontest.NPM(t, "../testdata/npm") }

// node runs a script of the npm fixture (a path under its directory) in a
// fresh directory, in colour; plainNode runs it with NO_COLOR set.
func node(script string, args ...string) func(*testing.T, *fixtures) Options {
	return nodeIn(true, script, args...)
}

func plainNode(script string, args ...string) func(*testing.T, *fixtures) Options {
	return nodeIn(false, script, args...)
}

func nodeIn(colour bool, script string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		return Options{Argv: sessiontest.Node(npmDir(t), colour, script, args...), Cwd: t.TempDir()}
	}
}

// menu runs testdata/prompts/menu.py.
func menu(style string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		script, err := filepath.Abs("../testdata/prompts/menu.py")
		if err != nil {
			t.Fatal(err)
		}
		return Options{Argv: []string{"python3", script, style, "Pick a colour:", "red", "green", "blue"}}
	}
}

// average runs testdata/prompts/average.py with python3 (the one in
// PATH, or the one named) and the arguments given, from a copy in a
// fresh directory (the screens name its path).
func average(python string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		b, err := os.ReadFile("../testdata/prompts/average.py")
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		sessiontest.WriteFile(t, filepath.Join(dir, "average.py"), string(b))
		return Options{Argv: append([]string{python}, args...), Cwd: dir}
	}
}

// goProgram runs a program of the Go fixture module (testdata/tui): gum,
// tea-list, huh-form.
func goProgram(name string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, "../testdata/tui")
		return Options{Argv: append([]string{filepath.Join(bin, name)}, args...)}
	}
}

// gitHunks is a repository with two changed hunks in one file.
func gitHunks(c string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := t.TempDir()
		var b strings.Builder
		for i := 1; i <= 30; i++ {
			b.WriteString("line " + string(rune('a'+i%26)) + "\n")
		}
		orig := b.String()
		sessiontest.WriteFile(t, filepath.Join(dir, "f.txt"), orig)
		gitIn(t, dir, "init", "-q")
		gitIn(t, dir, "add", "f.txt")
		gitIn(t, dir, "commit", "-qm", "first")
		lines := strings.Split(orig, "\n")
		lines[1] = "changed near the top"
		lines[27] = "changed near the end"
		sessiontest.WriteFile(t, filepath.Join(dir, "f.txt"), strings.Join(lines, "\n"))
		return Options{Command: c, Cwd: dir, Env: gitIdentity}
	}
}

func gitIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HOME="+dir)
	for k, v := range gitIdentity {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// promptCorpus are the cases of questions, menus and forms, each with the
// prompt it must show.
func promptCorpus() []corpusCase {
	node20 := []string{"node", "npm"}
	fruit := "15 50 4 a Apple b Banana c Cherry"
	ticks := "15 50 4 a Apple on b Banana off c Cherry off"
	slow := 30 * time.Second
	return []corpusCase{
		// whiptail (newt).
		{name: "whiptail-menu", program: "whiptail", open: command("whiptail --menu 'Choose a fruit' " + fruit),
			steps: []step{{expect: "Cherry"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Choose a fruit", "", ">a|Apple", "b|Banana", "c|Cherry")},
		{name: "whiptail-menu-moved", program: "whiptail", open: command("whiptail --menu 'Choose a fruit' " + fruit),
			steps: []step{{expect: "Cherry"}, {keys: "<down><down>"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Choose a fruit", "", "a|Apple", "b|Banana", ">c|Cherry")},
		{name: "whiptail-checklist", program: "whiptail", open: command("whiptail --checklist 'Pick fruit' " + ticks),
			steps: []step{{expect: "Cherry"}}, mode: modes.Question, state: WaitingForInput, detail: "multiselect prompt",
			prompt: want(modes.Multiselect, "Pick fruit", "", ">[x] a|Apple", "[ ] b|Banana", "[ ] c|Cherry")},
		{name: "whiptail-checklist-ticked", program: "whiptail", open: command("whiptail --checklist 'Pick fruit' " + ticks),
			steps: []step{{expect: "Cherry"}, {keys: "<down><down><space>"}}, mode: modes.Question, state: WaitingForInput, detail: "multiselect prompt",
			prompt: want(modes.Multiselect, "Pick fruit", "", "[x] a|Apple", "[ ] b|Banana", ">[x] c|Cherry")},
		{name: "whiptail-radiolist", program: "whiptail", open: command("whiptail --radiolist 'Pick one' 12 40 3 a Apple off b Banana on c Cherry off"),
			steps: []step{{expect: "Cherry"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick one", "", ">[ ] a|Apple", "[x] b|Banana", "[ ] c|Cherry")},
		{name: "whiptail-yesno", program: "whiptail", open: command("whiptail --yesno 'Delete everything?' 10 40"),
			steps: []step{{expect: "No"}}, mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Delete everything?", "", ">y|Yes", "n|No")},
		{name: "whiptail-yesno-no", program: "whiptail", open: command("whiptail --yesno 'Delete everything?' 10 40"),
			steps: []step{{expect: "No"}, {keys: "<tab>"}}, mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Delete everything?", "", "y|Yes", ">n|No")},
		{name: "whiptail-inputbox", program: "whiptail", open: command("whiptail --inputbox 'Host name' 10 40 web-1"),
			steps: []step{{expect: "web-1"}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Host name", "web-1")},
		{name: "whiptail-passwordbox", program: "whiptail", open: command("whiptail --passwordbox 'Database password' 10 40"),
			steps: []step{{expect: "Cancel"}}, mode: modes.PasswordPrompt, state: WaitingForInput, detail: "password prompt",
			prompt: want(modes.Password, "Database password", "")},

		// Debian's own installer questions (debconf, through whiptail).
		// The case only reads the question: closing it cancels.
		{name: "debconf-tzdata", program: "dpkg-reconfigure", also: []string{"whiptail"}, open: func(t *testing.T, f *fixtures) Options {
			needRoot(t, "to reconfigure a package")
			// (DEBCONF_C_VALUES: the choices as the template writes them,
			// whether or not debconf can convert translations here.)
			return Options{Command: "dpkg-reconfigure tzdata", Env: map[string]string{"DEBIAN_FRONTEND": "dialog", "LC_ALL": "C.UTF-8", "LANGUAGE": "", "DEBCONF_C_VALUES": "true"}}
		}, steps: []step{{expect: "Geographic area", timeout: 30 * time.Second}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Please select the geographic area in which you live. Subsequent configuration questions will narrow this down "+
				"by presenting a list of cities, representing the time zones in which they are located. Geographic area:", "",
				tzdataAreas()...)},

		// dialog (ncurses).
		{name: "dialog-menu", program: "dialog", open: command("dialog --menu 'Choose a fruit' " + fruit),
			steps: []step{{expect: "Cherry"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Choose a fruit", "", ">a|Apple", "b|Banana", "c|Cherry")},
		{name: "dialog-menu-moved", program: "dialog", open: command("dialog --menu 'Choose a fruit' " + fruit),
			steps: []step{{expect: "Cherry"}, {keys: "<down>"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Choose a fruit", "", "a|Apple", ">b|Banana", "c|Cherry")},
		{name: "dialog-checklist", program: "dialog", open: command("dialog --checklist 'Pick fruit' " + ticks),
			steps: []step{{expect: "Cherry"}, {keys: "<down><space>"}}, mode: modes.Question, state: WaitingForInput, detail: "multiselect prompt",
			prompt: want(modes.Multiselect, "Pick fruit", "", "[x] a|Apple", ">[x] b|Banana", "[ ] c|Cherry")},
		{name: "dialog-radiolist", program: "dialog", open: command("dialog --radiolist 'Pick one' 15 50 4 a Apple off b Banana on c Cherry off"),
			steps: []step{{expect: "Cherry"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick one", "", ">[ ] a|Apple", "[x] b|Banana", "[ ] c|Cherry")},
		{name: "dialog-yesno", program: "dialog", open: command("dialog --yesno 'Delete everything?' 8 40"),
			steps: []step{{expect: "No"}}, mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Delete everything?", "", ">y|Yes", "n|No")},
		{name: "dialog-inputbox", program: "dialog", open: command("dialog --inputbox 'Host name' 8 40 web-1"),
			steps: []step{{expect: "web-1"}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Host name", "web-1")},

		// dialog's widgets beyond the common ones: a form with a hidden
		// field, whose empty row splits no column; a file's tail with
		// one button, the cursor left under the text (the file it was
		// given, shown: no empty field); a pause, its count
		// centred in a frame over OK and Cancel; a menu whose entries
		// each sit in a frame of their own.
		{name: "dialog-mixedform", program: "dialog", open: command("dialog --mixedform 'New account' 12 50 3 Login 1 1 ann 1 10 20 0 0 Password 2 1 '' 2 10 20 0 1"),
			steps: []step{{expect: "Password"}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Login", "ann")},
		{name: "dialog-mixedform-hidden", program: "dialog", open: command("dialog --mixedform 'New account' 12 50 3 Login 1 1 ann 1 10 20 0 0 Password 2 1 '' 2 10 20 0 1"),
			steps: []step{{expect: "Password"}, {keys: "<down>"}}, mode: modes.PasswordPrompt, state: WaitingForInput, detail: "password prompt",
			prompt: want(modes.Password, "Password", "")},
		{name: "dialog-tailbox", program: "dialog", open: command("printf 'started\\nlistening on :8080\\n' > svc.log && dialog --tailbox svc.log 10 50"),
			steps: []step{{expect: "8080"}}, mode: modes.Pager, state: WaitingForInput, detail: "viewing svc.log"},
		{name: "dialog-pause", program: "dialog", open: command("dialog --pause 'Restarting in' 10 40 60"),
			steps: []step{{expect: "Cancel"}}, mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Restarting in …", "", ">OK", "Cancel")},
		{name: "dialog-inputmenu", program: "dialog", open: command("dialog --inputmenu 'Rename a host' 16 50 6 web web-1 db db-1"),
			steps: []step{{expect: "Rename"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Rename a host", "", ">web|web-1", "db|db-1")},

		// vim's confirm of each substitution, its keys after "/", two
		// of them control keys, on the last row beside the ruler.
		{name: "vim-substitute-confirm", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: ":%s/line/row/gc<enter>", expect: "replace with row"}}, mode: modes.Question, state: WaitingForInput, detail: "vim asks: choice question",
			prompt: &modes.Prompt{Kind: modes.Choice, Question: "replace with row?", Options: []modes.Option{
				{Label: "y", Key: "y"}, {Label: "n", Key: "n"}, {Label: "a", Key: "a"}, {Label: "q", Key: "q"}, {Label: "l", Key: "l"}, {Label: "^E", Key: "^E"}, {Label: "^Y", Key: "^Y"}}}},

		// Midnight Commander's question over its panels: its message
		// centred on two rows, its buttons under a rule.
		{name: "mc-delete", program: "mc", open: command("touch a.txt b.txt && TERM=xterm mc -u"),
			steps: []step{{expect: "10Quit"}, {keys: "<down><down>", expect: "b.txt"}, {keys: "<f8>", expect: "Delete file"}},
			mode:  modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Delete file \"b.txt\"?", "", ">y|Yes", "n|No")},

		// update-alternatives (Debian's): a table whose first column
		// numbers the choices, the current one marked, over a line that
		// offers Enter or a number; its own alternatives in the case's
		// directory.
		{name: "update-alternatives-config", program: "update-alternatives", needs: []string{"update-alternatives"},
			open:  command("mkdir alt adm && for p in /bin/cat:10 /bin/more:20 /usr/bin/tac:5; do update-alternatives --altdir alt --admindir adm --install \"$PWD/viewer\" viewer ${p%:*} ${p#*:} >/dev/null; done && update-alternatives --altdir alt --admindir adm --config viewer"),
			steps: []step{{expect: "selection number"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Press <enter> to keep the current choice[*], or type selection number:", "0",
				"0|/bin/more 20 auto mode", "1|/bin/cat 10 manual mode", "2|/bin/more 20 manual mode", "3|/usr/bin/tac 5 manual mode")},

		// fzf.
		{name: "fzf", program: "fzf", open: command("printf 'alpha\\nbeta\\ngamma\\ndelta\\n' | fzf"),
			steps: []step{{expect: "4/4"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, ">", "", "delta", "gamma", "beta", ">alpha")},
		{name: "fzf-moved", program: "fzf", open: command("printf 'alpha\\nbeta\\ngamma\\ndelta\\n' | fzf"),
			steps: []step{{expect: "4/4"}, {keys: "<up><up>"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, ">", "", "delta", ">gamma", "beta", "alpha")},
		{name: "fzf-reverse", program: "fzf", open: command("printf 'main\\nfix/login\\nfeature/search\\n' | fzf --reverse --prompt 'Branch> '"),
			steps: []step{{expect: "3/3"}, {keys: "<down>"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Branch>", "", "main", ">fix/login", "feature/search")},
		{name: "fzf-filtered", program: "fzf", open: command("printf 'alpha\\nbeta\\ngamma\\ndelta\\n' | fzf"),
			steps: []step{{expect: "4/4"}, {text: "ta", expect: "2/4"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "> ta", "", "delta", ">beta")},

		// create-vite 9 (@clack/prompts).
		{name: "create-vite-name", program: "create-vite", needs: node20, open: node("node_modules/create-vite/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name:", "vite-project")},
		{name: "create-vite-framework", program: "create-vite", needs: node20, open: node("node_modules/create-vite/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "shop", enter: true, expect: "Others"}},
			mode:  modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Select a framework:", "", ">Vanilla", "Vue", "React", "Preact", "Lit", "Svelte", "Solid", "Ember", "Qwik", "Angular", "Marko", "Others")},
		{name: "create-vite-framework-moved", program: "create-vite", needs: node20, open: node("node_modules/create-vite/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "shop", enter: true, expect: "Others"}, {keys: "<down><down>"}},
			mode:  modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Select a framework:", "", "Vanilla", "Vue", ">React", "Preact", "Lit", "Svelte", "Solid", "Ember", "Qwik", "Angular", "Marko", "Others")},
		{name: "create-vite-variant", program: "create-vite", needs: node20, open: node("node_modules/create-vite/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "shop", enter: true, expect: "Others"}, {keys: "<down><enter>", expect: "JavaScript"}},
			mode:  modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Select a variant:", "", ">TypeScript", "JavaScript", "Official Vue Starter ↗", "Nuxt ↗ https://nuxt.com", "Vike ↗ https://vike.dev")},
		{name: "create-vite-install", program: "create-vite", needs: node20, open: node("node_modules/create-vite/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "shop", enter: true, expect: "Others"}, {keys: "<enter>", expect: "JavaScript"},
				{keys: "<enter>", expect: "start now"}},
			mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Install with npm and start now?", "", ">Yes", "No")},

		// create-vite 5 (prompts).
		{name: "create-vite5-name", program: "create-vite-5", needs: node20, open: node("node_modules/create-vite-5/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name:", "vite-project")},
		{name: "create-vite5-framework", program: "create-vite-5", needs: node20, open: node("node_modules/create-vite-5/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "shop", enter: true, expect: "Others"}, {keys: "<down><down><down>"}},
			mode:  modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Select a framework:", "", "Vanilla", "Vue", "React", ">Preact", "Lit", "Svelte", "Solid", "Qwik", "Angular", "Others")},
		{name: "create-vite5-variant", program: "create-vite-5", needs: node20, open: node("node_modules/create-vite-5/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "shop", enter: true, expect: "Others"}, {keys: "<down><down><enter>", expect: "JavaScript"}, {keys: "<down>"}},
			mode:  modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Select a variant:", "", "TypeScript", ">TypeScript + SWC", "JavaScript", "JavaScript + SWC", "Remix ↗")},

		// create-hono (@inquirer/input, @inquirer/select, @inquirer/confirm).
		{name: "create-hono-directory", program: "create-hono", needs: node20, open: node("node_modules/create-hono/bin"),
			steps: []step{{expect: "Target directory", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Target directory", "my-app")},
		{name: "create-hono-template", program: "create-hono", needs: node20, open: node("node_modules/create-hono/bin"),
			steps: []step{{expect: "Target directory", timeout: slow}, {keys: "<enter>", expect: "template"}, {keys: "<down>"}},
			mode:  modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Which template do you want to use?", "", "aws-lambda", ">bun", "cloudflare-workers", "cloudflare-workers+vite", "deno", "fastly", "lambda-edge")},
		{name: "create-hono-install", program: "create-hono", needs: node20, open: node("node_modules/create-hono/bin"),
			steps: []step{{expect: "Target directory", timeout: slow}, {keys: "<enter>", expect: "template"}, {keys: "<enter>", expect: "dependencies"}},
			mode:  modes.Question, state: WaitingForInput, detail: "Y/n question",
			prompt: yesNo("Do you want to install project dependencies?", "yes")},

		// @inquirer/prompts, each kind.
		{name: "inquirer-select", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "select"),
			steps: []step{{expect: "SQLite", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a database", "", ">PostgreSQL", "MySQL", "SQLite")},
		{name: "inquirer-checkbox", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "checkbox"),
			steps: []step{{expect: "Vitest", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "multiselect prompt",
			prompt: want(modes.Multiselect, "Pick features", "", ">[ ] TypeScript", "[x] ESLint", "[ ] Prettier", "[ ] Vitest")},
		{name: "inquirer-checkbox-ticked", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "checkbox"),
			steps: []step{{expect: "Vitest", timeout: slow}, {keys: "<down><down><space>"}}, mode: modes.Question, state: WaitingForInput, detail: "multiselect prompt",
			prompt: want(modes.Multiselect, "Pick features", "", "[ ] TypeScript", "[x] ESLint", ">[x] Prettier", "[ ] Vitest")},
		{name: "inquirer-confirm", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "confirm"),
			steps: []step{{expect: "repository", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "Y/n question",
			prompt: yesNo("Initialise a git repository?", "yes")},
		{name: "inquirer-input", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "input"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name", "my-app")},
		{name: "inquirer-password", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "password"),
			steps: []step{{expect: "API token", timeout: slow}}, mode: modes.PasswordPrompt, state: WaitingForInput, detail: "password prompt",
			prompt: want(modes.Password, "API token", "")},
		{name: "inquirer-expand", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "expand"),
			steps: []step{{expect: "Conflict", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "choice prompt",
			prompt: want(modes.Choice, "Conflict on file.txt", "y", "y|y", "a|a", "d|d", "h|h")},
		{name: "inquirer-rawlist", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "rawlist"),
			steps: []step{{expect: "GPL", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a licence", "", "1|MIT", "2|Apache-2.0", "3|GPL-3.0")},

		// The same prompts drawn without colour (NO_COLOR; Node reads CI
		// the same way): the default in brackets is read from the words;
		// clack's placeholder looks like typed text and is not reported.
		{name: "create-vite-name-plain", program: "create-vite", needs: node20, open: plainNode("node_modules/create-vite/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name:", "")},
		{name: "create-vite5-name-plain", program: "create-vite-5", needs: node20, open: plainNode("node_modules/create-vite-5/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name:", "vite-project")},
		{name: "create-hono-directory-plain", program: "create-hono", needs: node20, open: plainNode("node_modules/create-hono/bin"),
			steps: []step{{expect: "Target directory", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Target directory", "my-app")},
		{name: "inquirer-input-plain", program: "inquirer", needs: node20, open: plainNode("inquirer-demo.mjs", "input"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name", "my-app")},
		{name: "inquirer-confirm-plain", program: "inquirer", needs: node20, open: plainNode("inquirer-demo.mjs", "confirm"),
			steps: []step{{expect: "repository", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "Y/n question",
			prompt: yesNo("Initialise a git repository?", "yes")},
		{name: "inquirer-select-plain", program: "inquirer", needs: node20, open: plainNode("inquirer-demo.mjs", "select"),
			steps: []step{{expect: "SQLite", timeout: slow}, {keys: "<down>"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a database", "", "PostgreSQL", ">MySQL", "SQLite")},
		{name: "inquirer-expand-plain", program: "inquirer", needs: node20, open: plainNode("inquirer-demo.mjs", "expand"),
			steps: []step{{expect: "Conflict", timeout: slow}}, mode: modes.Question, state: WaitingForInput, detail: "choice prompt",
			prompt: want(modes.Choice, "Conflict on file.txt", "y", "y|y", "a|a", "d|d", "h|h")},

		// Line questions of other programs.
		{name: "bash-select", program: "bash", open: command(`PS3="Pick a shell: "; select s in bash zsh fish; do echo "$s"; break; done`),
			mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a shell:", "", "1|bash", "2|zsh", "3|fish")},
		{name: "apt-style-continue", program: "bash", open: command(`echo "The following NEW packages will be installed:"; echo "  htop"; read -p "Do you want to continue? [Y/n] " a`),
			mode: modes.Question, state: WaitingForInput, detail: "Y/n question",
			prompt: yesNo("Do you want to continue?", "yes")},
		{name: "terraform-style-approve", program: "bash", open: command(`echo "Do you want to perform these actions?"; echo "  Only 'yes' will be accepted to approve."; echo; read -p "  Enter a value: " a`),
			mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Enter a value:", "", "yes|yes", "no|no")},
		{name: "git-add-p-second-hunk", program: "git", open: gitHunks("git add -p"),
			steps: []step{{expect: "Stage this hunk"}, {text: "y", enter: true, expect: "(2/2)"}},
			mode:  modes.Question, state: WaitingForInput, detail: "choice question",
			prompt: want(modes.Choice, "(2/2) Stage this hunk?", "", "y|y", "n|n", "q|q", "a|a", "d|d", "K|K", "g|g", "/|/", "e|e", "?|?")},
		{name: "mv-i", program: "mv", open: inDir(longFile, "mv -i long.txt notes.txt"),
			mode: modes.Question, state: WaitingForInput, detail: "question",
			prompt: yesNo("mv: overwrite 'notes.txt'?", "")},
		{name: "ssh-keygen-overwrite", program: "ssh-keygen", open: inDir(func(t *testing.T, f *fixtures, dir string) {
			sessiontest.WriteFile(t, filepath.Join(dir, "key"), "not a key\n")
		}, "ssh-keygen -q -t ed25519 -f key"),
			mode: modes.Question, state: WaitingForInput, detail: "question",
			prompt: yesNo("Overwrite?", "")},

		// Debuggers: a prompt under location lines ("> file(5)f()",
		// "-> code") is a REPL's, not a menu.
		{name: "pdb-after-continue", program: "pdb", needs: []string{"python3"}, open: average("python3", "-m", "pdb", "average.py"),
			steps: []step{{text: "break 11", enter: true}, {text: "continue", enter: true, expect: "-> return"}},
			mode:  modes.REPL, state: WaitingForInput, detail: "pdb prompt"},
		{name: "pdb-breakpoint", program: "pdb", needs: []string{"python3"}, open: average("python3", "average.py", "breakpoint"),
			steps: []step{{expect: "(Pdb)"}, {text: "step", enter: true}, {text: "next", enter: true}},
			mode:  modes.REPL, state: WaitingForInput, detail: "pdb prompt"},
		{name: "ipdb-after-continue", program: "ipdb", needs: []string{"ipdb3"}, open: average("/usr/bin/python3", "average.py", "ipdb"),
			steps: []step{{expect: "ipdb>", timeout: slow}, {text: "break 11", enter: true}, {text: "continue", enter: true, expect: "--> 11"}},
			mode:  modes.REPL, state: WaitingForInput, detail: "ipdb prompt"},
		{name: "gdb-stopped", program: "gdb", open: argv("gdb", "-q", "-nx", "--args", "sleep", "1"),
			steps: []step{{expect: "(gdb)"}, {text: "starti", enter: true, expect: "_start", timeout: slow}, {text: "x/3i $pc", enter: true}},
			mode:  modes.REPL, state: WaitingForInput, detail: "gdb prompt"},

		// Text fields with something typed.
		{name: "create-vite-name-typed", program: "create-vite", needs: node20, open: node("node_modules/create-vite/index.js"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "my-shop"}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name:", "")},
		{name: "inquirer-input-typed", program: "inquirer", needs: node20, open: node("inquirer-demo.mjs", "input"),
			steps: []step{{expect: "Project name", timeout: slow}, {text: "my-shop"}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name", "")},

		// Bubble Tea: gum, huh and a list of our own, drawn from a timer.
		// A step waits for the frame that shows its keys where the text
		// tells it (then settles): a loaded machine may run the timer after
		// a settle's quiet time, and the moment labelled is that frame. A
		// key that moves is a step of its own: a program kept from running
		// longer than send_keys waits between keys finds them queued as
		// one read, which both frameworks take as one key (jj, or two
		// downs to Ink). Whether send_keys waits for the frame, and types
		// keys apart, is the tools' tests' (TestFramesKeysAsTyped).
		{name: "gum-choose", program: "gum", needs: []string{"go"}, open: goProgram("gum", "choose", "Apple", "Banana", "Cherry"),
			mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Choose:", "", ">Apple", "Banana", "Cherry")},
		{name: "gum-choose-moved", program: "gum", needs: []string{"go"}, open: goProgram("gum", "choose", "--header", "Pick a fruit", "Apple", "Banana", "Cherry"),
			steps: []step{{keys: "j", expect: "> Banana"}, {keys: "j", expect: "> Cherry"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a fruit", "", "Apple", "Banana", ">Cherry")},
		{name: "gum-choose-multi", program: "gum", needs: []string{"go"}, open: goProgram("gum", "choose", "--no-limit", "Apple", "Banana", "Cherry"),
			steps: []step{{keys: "x<down>", expect: "> • Banana"}}, mode: modes.Question, state: WaitingForInput, detail: "multiselect prompt",
			prompt: want(modes.Multiselect, "Choose:", "", "[x] Apple", ">[ ] Banana", "[ ] Cherry")},
		{name: "gum-input", program: "gum", needs: []string{"go"}, open: goProgram("gum", "input", "--header", "What is your name?", "--placeholder", "your name"),
			mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "What is your name?", "")},
		{name: "gum-input-typed", program: "gum", needs: []string{"go"}, open: goProgram("gum", "input", "--header", "What is your name?", "--placeholder", "your name"),
			steps: []step{{text: "Ann", expect: "> Ann"}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "What is your name?", "")},
		{name: "gum-confirm", program: "gum", needs: []string{"go"}, open: goProgram("gum", "confirm", "Ship the order?"),
			mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Ship the order?", "", ">y|Yes", "n|No")},
		{name: "gum-confirm-no", program: "gum", needs: []string{"go"}, open: goProgram("gum", "confirm", "Ship the order?"),
			steps: []step{{keys: "<right>"}}, mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Ship the order?", "", "y|Yes", ">n|No")},
		{name: "gum-filter", program: "gum", needs: []string{"go"}, open: goProgram("gum", "filter", "--placeholder", "Search…", "Apple", "Banana", "Cherry"),
			steps: []step{{text: "an"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "> an", "", ">Banana")},
		{name: "huh-input", program: "huh-form", needs: []string{"go"}, open: goProgram("huh-form"),
			mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "What is your name?", "")},
		{name: "huh-select", program: "huh-form", needs: []string{"go"}, open: goProgram("huh-form"),
			steps: []step{{text: "Ann", enter: true, expect: "Pick a fruit"}, {keys: "<down>", expect: "> Banana"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a fruit", "", "Apple", ">Banana", "Cherry", "Date")},
		{name: "huh-confirm", program: "huh-form", needs: []string{"go"}, open: goProgram("huh-form"),
			steps: []step{{text: "Ann", enter: true, expect: "Pick a fruit"}, {keys: "<enter>", expect: "Ship"}}, mode: modes.Question, state: WaitingForInput, detail: "confirm prompt",
			prompt: want(modes.Confirm, "Ship the order?", "", "y|Yes", ">n|No")},
		{name: "tea-list", program: "tea-list", needs: []string{"go"}, open: goProgram("tea-list"),
			mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Which fruit should we buy?", "", ">Apple", "Banana", "Cherry", "Date", "Elderberry")},
		{name: "tea-list-moved", program: "tea-list", needs: []string{"go"}, open: goProgram("tea-list"),
			steps: []step{{keys: "j", expect: "> Banana"}, {keys: "j", expect: "> Cherry"}, {keys: "j", expect: "> Date"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Which fruit should we buy?", "", "Apple", "Banana", "Cherry", ">Date", "Elderberry")},

		// bubbles' list with its default delegate: each item a title over
		// a line describing it, the current one marked by a bar.
		{name: "bubbles-list", program: "bubbles-list", needs: []string{"go"}, open: goProgram("bubbles-list"),
			steps: []step{{expect: "q quit"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Groceries", "", ">Apple", "Banana", "Cherry")},
		{name: "bubbles-list-moved", program: "bubbles-list", needs: []string{"go"}, open: goProgram("bubbles-list"),
			steps: []step{{expect: "q quit"}, {keys: "<down>", expect: "│ Banana"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Groceries", "", "Apple", ">Banana", "Cherry")},

		// Ink (React for the terminal), on a throttled timer.
		{name: "ink-select", program: "ink", needs: node20, open: node("ink-select.mjs"),
			steps: []step{{keys: "<down>", expect: "❯ Banana"}, {keys: "<down>", expect: "❯ Cherry"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Which fruit should we buy?", "", "Apple", "Banana", ">Cherry", "Date", "Elderberry")},
		{name: "ink-text", program: "ink", needs: node20, open: node("ink-select.mjs", "text"),
			steps: []step{{text: "shop", expect: "name: shop"}}, mode: modes.Question, state: WaitingForInput, detail: "text prompt",
			prompt: want(modes.Text, "Project name:", "")},

		{name: "ink-select-framed", program: "ink", needs: node20, open: node("ink-select.mjs", "framed"),
			steps: []step{{expect: "Esc to exit"}, {keys: "<down>", expect: "❯ 2. No"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Do you trust the files in this folder?", "", "1|Yes, proceed", ">2|No, exit")},

		// A numbered list and "Choose 1-N [d]:" under it (Debian's
		// select-editor, which crontab -e runs first), listing the
		// editors of a bare machine whatever this one has
		// (sessiontest.Editors).
		{name: "select-editor", program: "select-editor", open: func(t *testing.T, f *fixtures) Options {
			return Options{Command: "unset EDITOR VISUAL; exec select-editor", Env: sessiontest.Editors(t)}
		}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Choose 1-4", "1", "1|/bin/nano <---- easiest", "2|/usr/bin/vim.basic", "3|/usr/bin/vim.tiny", "4|/bin/ed")},
		{name: "crontab-e-editor", program: "crontab", open: func(t *testing.T, f *fixtures) Options {
			return Options{Command: "unset EDITOR VISUAL; exec crontab -e", Env: sessiontest.Editors(t)}
		}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Choose 1-4", "1", "1|/bin/nano <---- easiest", "2|/usr/bin/vim.basic", "3|/usr/bin/vim.tiny", "4|/bin/ed")},

		// Menus drawn by a program of its own.
		{name: "menu-inverse", program: "python3", open: menu("inverse"),
			steps: []step{{expect: "blue"}, {keys: "<down>"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a colour:", "", "red", ">green", "blue")},
		{name: "menu-marker", program: "python3", open: menu("marker"),
			steps: []step{{expect: "blue"}, {keys: "<down><down>"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a colour:", "", "red", "green", ">blue")},
		{name: "menu-plain", program: "python3", open: menu("plain"),
			steps: []step{{expect: "blue"}}, mode: modes.Question, state: WaitingForInput, detail: "select prompt",
			prompt: want(modes.Select, "Pick a colour:", "", "red", "green", "blue")},
	}
}

// tzdataAreas are the last eight areas dpkg-reconfigure tzdata lists,
// the current one (the last, Etc) highlighted, as the installed tzdata's
// template names them in the C locale the case runs under (its
// "Choices:"; since 2025b-0+deb12u2 the template also gives English
// names of their own, "Atlantic Ocean", which debconf shows under an
// English locale).
func tzdataAreas() []string {
	areas := []string{"Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific", "US", "Etc"}
	if b, err := os.ReadFile("/var/lib/dpkg/info/tzdata.templates"); err == nil {
		if _, t, ok := strings.Cut(string(b), "Template: tzdata/Areas\n"); ok {
			for _, l := range strings.Split(t, "\n") {
				if c, ok := strings.CutPrefix(l, "Choices: "); ok {
					areas = strings.Split(c, ", ")
					break
				}
			}
		}
	}
	if len(areas) > 8 {
		areas = areas[len(areas)-8:]
	}
	areas[len(areas)-1] = ">" + areas[len(areas)-1]
	return areas
}
