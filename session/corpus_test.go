package session

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

var updateCorpus = flag.Bool("update", false, "rewrite testdata/modes from the live runs")

// corpusShard splits the live corpus across processes run side by side
// (.ci/run does, for the portable backend, whose cases mostly wait):
// "i/n" runs the cases whose index is i modulo n.
var corpusShard = flag.String("corpus-shard", "", "run only the corpus cases i of every n (i/n)")

// inShard reports whether case number i belongs to the -corpus-shard.
func inShard(t *testing.T, i int) bool {
	if *corpusShard == "" {
		return true
	}
	var k, n int
	if _, err := fmt.Sscanf(*corpusShard, "%d/%d", &k, &n); err != nil || n <= 0 || k < 0 || k >= n {
		t.Fatalf("-corpus-shard %q: want i/n with 0 <= i < n", *corpusShard)
	}
	return i%n == k
}

// corpusDir holds the labelled mode corpus: one JSON file per case with the
// screen and kernel facts captured at the case's moment, and its label.
const corpusDir = "../testdata/modes"

// A corpus case drives a real program to a realistic moment and says, by
// hand, what mode, state and detail agentty must report there.
type corpusCase struct {
	name    string
	program string   // for the accuracy table; the executable the case needs
	also    []string // other executables it needs
	open    func(t *testing.T, f *fixtures) Options
	steps   []step
	mode    modes.Mode
	state   State
	detail  string // the mode detail must contain it
	prompt  *modes.Prompt
	// needs are the executables the case needs when program is not one
	// (a scaffolder run by node).
	needs []string
	// portable is the state the portable backend reports where only a
	// kernel that shows what a program waits on can see the labelled one
	// (cat blocked reading, with nothing on its line, looks like a sleep);
	// that result must say state_source quiet.
	portable State
}

// step is one thing done to reach the moment: keys or text sent (then a
// settle, or a wait for text), or only a wait.
type step struct {
	keys    string // key notation
	text    string // literal text
	enter   bool
	secret  bool
	expect  string        // wait for this text instead of settling
	timeout time.Duration // default 10s
}

// pyPrompt waits for python's prompt (printed once python runs).
var pyPrompt = step{expect: ">>>", timeout: 20 * time.Second}

func argv(a ...string) func(*testing.T, *fixtures) Options {
	return func(*testing.T, *fixtures) Options { return Options{Argv: a} }
}

func command(c string) func(*testing.T, *fixtures) Options {
	return func(*testing.T, *fixtures) Options { return Options{Command: c} }
}

func withEnv(o func(*testing.T, *fixtures) Options, kv ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		opts := o(t, f)
		opts.Env = map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			opts.Env[kv[i]] = kv[i+1]
		}
		return opts
	}
}

// inDir runs a command line in a fresh directory prepared by prep.
func inDir(prep func(t *testing.T, f *fixtures, dir string), c string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := t.TempDir()
		if prep != nil {
			prep(t, f, dir)
		}
		return Options{Command: c, Cwd: dir}
	}
}

func longFile(t *testing.T, f *fixtures, dir string) {
	var b strings.Builder
	for i := 1; i <= 300; i++ {
		if i == 150 {
			b.WriteString("the needle is here\n")
			continue
		}
		fmt.Fprintf(&b, "row %03d of the file\n", i)
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "long.txt"), b.String())
	sessiontest.WriteFile(t, filepath.Join(dir, "notes.txt"), "first line\nsecond line\nthird line\n")
}

// vimEditing keeps a vim editing name in dir until the test ends, so its
// swap file is there for another editor to find.
func vimEditing(t *testing.T, dir, name string) {
	t.Helper()
	cmd := exec.Command("vim", "--clean", name)
	cmd.Dir = dir
	ptm, err := pty.Start(cmd)
	if err != nil {
		t.Fatal(err)
	}
	go func() { _, _ = io.Copy(io.Discard, ptm) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		_ = ptm.Close()
	})
	swap := filepath.Join(dir, "."+name+".swp")
	sessiontest.Eventually(t, 10*time.Second, "vim's swap file", func() bool {
		_, err := os.Stat(swap)
		return err == nil
	})
}

// inRepo runs a command in a copy of the fixture repository of its own (an
// editor left by one case must not show up in the next).
func inRepo(c string, env ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := filepath.Join(t.TempDir(), "repo")
		if out, err := exec.Command("cp", "-a", f.gitRepo(t), dir).CombinedOutput(); err != nil {
			t.Fatalf("copy repo: %v\n%s", err, out)
		}
		opts := Options{Command: c, Cwd: dir, Env: map[string]string{"GIT_PAGER": "less", "LESS": ""}}
		maps.Copy(opts.Env, gitIdentity)
		for i := 0; i+1 < len(env); i += 2 {
			opts.Env[env[i]] = env[i+1]
		}
		return opts
	}
}

func asUser(c string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		f.needUser(t)
		// --session-command, not -c: su -c starts the command in a new
		// session, without the terminal.
		return Options{Argv: []string{"su", testUser, "--session-command", c}, Cwd: "/tmp"}
	}
}

func ssh(remote string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		port := f.sshdPort(t)
		a := []string{"ssh", "-p", strconv.Itoa(port), "-o", "StrictHostKeyChecking=no",
			"-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-t", testUser + "@127.0.0.1"}
		if remote != "" {
			a = append(a, remote)
		}
		return Options{Argv: a}
	}
}

var plainPrompt = []string{"PS1", "$ "}

// dashboard is a full-screen program of no known kind: a curses status
// board that redraws every half second and quits on q.
const dashboard = `import curses, itertools

def main(w):
    curses.curs_set(0)
    w.timeout(500)
    for n in itertools.count():
        w.erase()
        w.addstr(0, 0, "service dashboard   tick %d" % n)
        w.addstr(2, 2, "queue depth: %d" % (n % 7))
        w.addstr(3, 2, "workers:     4")
        w.refresh()
        if w.getch() == ord("q"):
            return

curses.wrapper(main)
`

func corpus() []corpusCase {
	cases := modeCorpus()
	for i := range cases {
		cases[i].prompt = modePrompts[cases[i].name]
	}
	return append(cases, promptCorpus()...)
}

func modeCorpus() []corpusCase {
	login := step{text: testPassword, enter: true, secret: true}
	loginTo := func(shows string) step { l := login; l.expect = shows; return l }
	return []corpusCase{
		// Shells.
		{name: "bash-agentty", program: "bash", open: func(*testing.T, *fixtures) Options { return Options{} },
			mode: modes.Shell, state: WaitingForInput, detail: "bash prompt"},
		{name: "bash-after-output", program: "bash", open: func(*testing.T, *fixtures) Options { return Options{} },
			steps: []step{{text: "ls /", enter: true}}, mode: modes.Shell, state: WaitingForInput, detail: "bash prompt"},
		{name: "bash-plain", program: "bash", open: withEnv(argv("bash", "--norc", "--noprofile", "-i"), plainPrompt...),
			mode: modes.Shell, state: WaitingForInput, detail: "bash prompt"},
		{name: "bash-colour", program: "bash", open: withEnv(argv("bash", "--norc", "--noprofile", "-i"),
			"PS1", `\[\e[1;32m\]\u@\h\[\e[0m\]:\[\e[1;34m\]\w\[\e[0m\]\$ `),
			mode: modes.Shell, state: WaitingForInput, detail: "bash prompt"},
		{name: "bash-two-line", program: "bash", open: withEnv(argv("bash", "--norc", "--noprofile", "-i"),
			"PS1", `\[\e[33m\]┌─[\u@\h]─[\w]\n\[\e[33m\]└─▶\[\e[0m\] `),
			mode: modes.Shell, state: WaitingForInput, detail: "bash prompt"},
		{name: "bash-continuation", program: "bash", open: func(*testing.T, *fixtures) Options { return Options{} },
			steps: []step{{text: "for i in 1 2; do", enter: true}}, mode: modes.Shell, state: WaitingForInput, detail: "bash, continuation prompt"},
		{name: "bash-typing", program: "bash", open: withEnv(argv("bash", "--norc", "--noprofile", "-i"), plainPrompt...),
			steps: []step{{text: "echo half typed"}}, mode: modes.Shell, state: WaitingForInput, detail: "bash prompt"},
		{name: "dash", program: "dash", open: withEnv(argv("dash", "-i"), plainPrompt...),
			mode: modes.Shell, state: WaitingForInput, detail: "dash prompt"},
		{name: "dash-after-command", program: "dash", open: withEnv(argv("dash", "-i"), plainPrompt...),
			steps: []step{{text: "echo hello", enter: true}}, mode: modes.Shell, state: WaitingForInput, detail: "dash prompt"},
		{name: "sh", program: "dash", open: withEnv(argv("sh", "-i"), plainPrompt...),
			mode: modes.Shell, state: WaitingForInput, detail: "sh prompt"},
		{name: "zsh", program: "zsh", open: withEnv(argv("zsh", "-f", "-i"), "PS1", "%n@%m %~ %# "),
			mode: modes.Shell, state: WaitingForInput, detail: "zsh prompt"},
		{name: "zsh-after-command", program: "zsh", open: withEnv(argv("zsh", "-f", "-i"), "PS1", "%n@%m %~ %# "),
			steps: []step{{text: "print -P '%F{red}red%f'", enter: true}}, mode: modes.Shell, state: WaitingForInput, detail: "zsh prompt"},
		{name: "fish", program: "fish", open: argv("fish", "--no-config", "-i"),
			mode: modes.Shell, state: WaitingForInput, detail: "fish prompt"},
		{name: "fish-after-command", program: "fish", open: argv("fish", "--no-config", "-i"),
			steps: []step{{text: "echo from fish", enter: true}}, mode: modes.Shell, state: WaitingForInput, detail: "fish prompt"},

		// Editors.
		{name: "vim-normal", program: "vim", open: inDir(longFile, "vim -u NONE notes.txt"),
			mode: modes.Editor, state: WaitingForInput, detail: "vim, normal mode"},
		{name: "vim-insert", program: "vim", open: inDir(longFile, "vim -u NONE notes.txt"),
			steps: []step{{keys: "ohello"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, insert mode"},
		{name: "vim-command-line", program: "vim", open: inDir(longFile, "vim -u NONE notes.txt"),
			steps: []step{{keys: ":set nu"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, command line"},
		{name: "vim-clean-normal", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			mode: modes.Editor, state: WaitingForInput, detail: "vim, normal mode"},
		{name: "vim-clean-insert", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: "A more"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, insert mode"},
		{name: "vim-clean-replace", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: "R"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, replace mode"},
		{name: "vim-clean-visual", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: "vj"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, visual mode"},
		{name: "vim-clean-visual-line", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: "V"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, visual line mode"},
		{name: "vim-clean-command-line", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: ":%s/line/LINE/"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, command line"},
		{name: "vim-clean-search", program: "vim", open: inDir(longFile, "vim --clean long.txt"),
			steps: []step{{keys: "/needle"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, search prompt"},
		{name: "vim-help", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: ":help<enter>", expect: "help.txt"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, help"},
		{name: "vim-hit-enter", program: "vim", open: inDir(longFile, "vim --clean notes.txt"),
			steps: []step{{keys: ":!echo from the shell<enter>", expect: "Press ENTER"}}, mode: modes.Question, state: WaitingForInput, detail: "vim asks"},
		{name: "vim-swap-file", program: "vim", open: inDir(func(t *testing.T, f *fixtures, dir string) {
			longFile(t, f, dir)
			sessiontest.WriteFile(t, filepath.Join(dir, ".notes.txt.swp"), "not really a swap file, but vim still asks about it\n")
		}, "vim --clean notes.txt"), mode: modes.Question, state: WaitingForInput, detail: "vim asks"},
		{name: "vim-tiny-normal", program: "vim.tiny", open: inDir(longFile, "vim.tiny -u NONE notes.txt"),
			mode: modes.Editor, state: WaitingForInput, detail: "vim.tiny, normal mode"},
		{name: "vim-tiny-command-line", program: "vim.tiny", open: inDir(longFile, "vim.tiny -u NONE notes.txt"),
			steps: []step{{keys: ":wq"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim.tiny, command line"},
		{name: "nano", program: "nano", open: inDir(longFile, "nano notes.txt"),
			mode: modes.Editor, state: WaitingForInput, detail: "nano, editing"},
		{name: "nano-typing", program: "nano", open: inDir(longFile, "nano notes.txt"),
			steps: []step{{text: "typed into nano"}}, mode: modes.Editor, state: WaitingForInput, detail: "nano, editing"},
		{name: "nano-save-question", program: "nano", open: inDir(longFile, "nano notes.txt"),
			steps: []step{{text: "x"}, {keys: "<ctrl-x>"}}, mode: modes.Question, state: WaitingForInput, detail: "nano asks"},
		{name: "nano-file-name", program: "nano", open: inDir(longFile, "nano notes.txt"),
			steps: []step{{text: "x"}, {keys: "<ctrl-o>"}}, mode: modes.Question, state: WaitingForInput, detail: "nano asks"},
		{name: "git-commit-hit-enter", program: "git", also: []string{"vim"}, open: inRepo("git add -A && git commit", "GIT_EDITOR", "vim -u NONE"),
			mode: modes.Question, state: WaitingForInput, detail: "vim asks: press Enter"},
		{name: "git-commit-editor", program: "git", also: []string{"vim"}, open: inRepo("git add -A && git commit", "GIT_EDITOR", "vim -u NONE"),
			steps: []step{{keys: "<enter>"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, normal mode"},
		{name: "git-commit-insert", program: "git", also: []string{"vim"}, open: inRepo("git add -A && git commit", "GIT_EDITOR", "vim --clean"),
			steps: []step{{keys: "Ofix the notes"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, insert mode"},
		{name: "nano-lock-question", program: "nano", open: inDir(func(t *testing.T, f *fixtures, dir string) {
			longFile(t, f, dir)
			vimEditing(t, dir, "notes.txt")
		}, "nano --locking notes.txt"),
			steps: []step{{expect: "open anyway"}}, mode: modes.Question, state: WaitingForInput, detail: "nano asks"},
		{name: "git-commit-nano", program: "git", also: []string{"nano"}, open: inRepo("git add -A && git commit", "GIT_EDITOR", "nano"),
			mode: modes.Editor, state: WaitingForInput, detail: "nano, editing"},
		{name: "git-rebase-interactive", program: "git", also: []string{"vim"}, open: inRepo("git rebase -i --autostash HEAD~3", "GIT_EDITOR", "vim -u NONE"),
			steps: []step{{keys: "<enter>"}}, mode: modes.Editor, state: WaitingForInput, detail: "vim, normal mode"},

		// Pagers.
		{name: "less-top", program: "less", open: withEnv(inDir(longFile, "less long.txt"), "LESS", ""),
			mode: modes.Pager, state: WaitingForInput, detail: "less, viewing"},
		{name: "less-middle", program: "less", open: withEnv(inDir(longFile, "less long.txt"), "LESS", ""),
			steps: []step{{keys: "100j"}}, mode: modes.Pager, state: WaitingForInput, detail: "less, viewing"},
		{name: "less-end", program: "less", open: withEnv(inDir(longFile, "less long.txt"), "LESS", ""),
			steps: []step{{keys: "G"}}, mode: modes.Pager, state: WaitingForInput, detail: "less, end of file"},
		{name: "less-search-prompt", program: "less", open: withEnv(inDir(longFile, "less long.txt"), "LESS", ""),
			steps: []step{{keys: "/need"}}, mode: modes.Pager, state: WaitingForInput, detail: "less, search prompt"},
		{name: "less-after-search", program: "less", open: withEnv(inDir(longFile, "less long.txt"), "LESS", ""),
			steps: []step{{keys: "/needle<enter>"}}, mode: modes.Pager, state: WaitingForInput, detail: "less, viewing"},
		{name: "less-help", program: "less", open: withEnv(inDir(longFile, "less long.txt"), "LESS", ""),
			steps: []step{{keys: "h"}}, mode: modes.Pager, state: WaitingForInput, detail: "less"},
		{name: "more", program: "more", open: inDir(longFile, "more long.txt"),
			mode: modes.Pager, state: WaitingForInput, detail: "more, more to see"},
		{name: "more-later", program: "more", open: inDir(longFile, "more long.txt"),
			steps: []step{{keys: " "}}, mode: modes.Pager, state: WaitingForInput, detail: "more, more to see"},
		{name: "less-press-return", program: "less", open: withEnv(inDir(longFile, "less missing.txt long.txt"), "LESS", ""),
			mode: modes.Question, state: WaitingForInput, detail: "less asks: press Enter"},
		{name: "man", program: "man", also: []string{"less"}, open: withEnv(argv("man", "ls"), "MANPAGER", "less", "LESS", ""),
			mode: modes.Pager, state: WaitingForInput, detail: "less, viewing"},
		{name: "man-end", program: "man", also: []string{"less"}, open: withEnv(argv("man", "ls"), "MANPAGER", "less", "LESS", ""),
			steps: []step{{keys: "G"}}, mode: modes.Pager, state: WaitingForInput, detail: "less, end of file"},
		{name: "git-log", program: "git", also: []string{"less"}, open: inRepo("git log"),
			mode: modes.Pager, state: WaitingForInput, detail: "less, viewing"},
		{name: "git-log-end", program: "git", also: []string{"less"}, open: inRepo("git log"),
			steps: []step{{keys: "G"}}, mode: modes.Pager, state: WaitingForInput, detail: "less, end of file"},
		{name: "git-diff", program: "git", also: []string{"less"}, open: inRepo("git diff HEAD~5"),
			mode: modes.Pager, state: WaitingForInput, detail: "less"},

		// REPLs. Each python3 case first waits for its prompt: a
		// python3 found on the PATH may be a version manager's shim
		// (pyenv's, a bash script running readlink and others), which
		// on a loaded machine has not started python when the portable
		// backend, seeing a blank screen quiet for 2 s, says it waits.
		{name: "python3", program: "python3", open: argv("python3", "-q"),
			steps: []step{pyPrompt, {}}, mode: modes.REPL, state: WaitingForInput, detail: "python3 prompt"},
		{name: "python3-continuation", program: "python3", open: argv("python3", "-q"),
			steps: []step{pyPrompt, {text: "def f(x):", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "python3, continuation line"},
		{name: "python3-after-error", program: "python3", open: argv("python3", "-q"),
			steps: []step{pyPrompt, {text: "1/0", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "python3 prompt"},
		{name: "python3-busy", program: "python3", open: argv("python3", "-q"),
			steps: []step{pyPrompt, {text: "while True: pass", enter: true}, {enter: true, timeout: 300 * time.Millisecond}},
			mode:  modes.REPL, state: Running, detail: "python3, busy"},
		{name: "python3-help", program: "python3", open: argv("python3", "-q"),
			steps: []step{pyPrompt, {text: "help()", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "python3"},
		{name: "pdb", program: "python3", open: inDir(func(t *testing.T, f *fixtures, dir string) {
			sessiontest.WriteFile(t, filepath.Join(dir, "s.py"), "x = 1\nprint(x)\n")
		}, "python3 -m pdb s.py"), mode: modes.REPL, state: WaitingForInput, detail: "pdb prompt"},
		{name: "node", program: "node", open: argv("node"),
			mode: modes.REPL, state: WaitingForInput, detail: "node prompt"},
		{name: "node-continuation", program: "node", open: argv("node"),
			steps: []step{{text: "function f() {", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "node, continuation line"},
		{name: "sqlite3", program: "sqlite3", open: argv("sqlite3"),
			mode: modes.REPL, state: WaitingForInput, detail: "sqlite3 prompt"},
		{name: "sqlite3-continuation", program: "sqlite3", open: argv("sqlite3"),
			steps: []step{{text: "select 1", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "sqlite3, continuation line"},
		{name: "psql", program: "psql", open: func(t *testing.T, f *fixtures) Options {
			return Options{Argv: []string{"psql", "-h", "127.0.0.1", "-p", strconv.Itoa(f.postgres(t)), "-U", "postgres"}}
		}, mode: modes.REPL, state: WaitingForInput, detail: "psql prompt"},
		{name: "psql-continuation", program: "psql", open: func(t *testing.T, f *fixtures) Options {
			return Options{Argv: []string{"psql", "-h", "127.0.0.1", "-p", strconv.Itoa(f.postgres(t)), "-U", "postgres"}}
		}, steps: []step{{text: "select 1", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "psql, continuation line"},
		{name: "psql-result", program: "psql", open: func(t *testing.T, f *fixtures) Options {
			return Options{Argv: []string{"psql", "-h", "127.0.0.1", "-p", strconv.Itoa(f.postgres(t)), "-U", "postgres"}}
		}, steps: []step{{text: "select 6*7 as answer;", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "psql prompt"},
		{name: "redis-cli", program: "redis-cli", open: func(t *testing.T, f *fixtures) Options {
			return Options{Argv: []string{"redis-cli", "-p", strconv.Itoa(f.redis(t))}}
		}, mode: modes.REPL, state: WaitingForInput, detail: "redis-cli prompt"},
		{name: "redis-cli-after-command", program: "redis-cli", open: func(t *testing.T, f *fixtures) Options {
			return Options{Argv: []string{"redis-cli", "-p", strconv.Itoa(f.redis(t))}}
		}, steps: []step{{text: "set k v", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "redis-cli prompt"},
		{name: "gdb", program: "gdb", open: argv("gdb", "-q"),
			mode: modes.REPL, state: WaitingForInput, detail: "gdb prompt"},
		{name: "gdb-after-command", program: "gdb", open: argv("gdb", "-q"),
			steps: []step{{text: "info registers", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "gdb prompt"},
		{name: "gdb-quit", program: "gdb", also: []string{"sleep"}, open: argv("gdb", "-q", "--args", "sleep", "30"),
			steps: []step{{text: "starti", enter: true, expect: "Program stopped"}, {text: "quit", enter: true, expect: "Quit anyway"}},
			mode:  modes.Question, state: WaitingForInput, detail: "y/n question"},
		{name: "gdb-pending-breakpoint", program: "gdb", open: argv("gdb", "-q"),
			steps: []step{{text: "break nosuch", enter: true, expect: "pending"}},
			mode:  modes.Question, state: WaitingForInput, detail: "y/N question"},
		{name: "bc", program: "bc", open: argv("bc", "-q"),
			mode: modes.REPL, state: WaitingForInput, detail: "bc prompt"},
		{name: "bc-after-sum", program: "bc", open: argv("bc", "-q"),
			steps: []step{{text: "6*7", enter: true}}, mode: modes.REPL, state: WaitingForInput, detail: "bc prompt"},
		{name: "perl-debugger", program: "perl", open: argv("perl", "-de0"),
			mode: modes.REPL, state: WaitingForInput, detail: "perl prompt"},

		// Password prompts.
		{name: "getpass", program: "python3", open: argv("python3", "-c", "import getpass; getpass.getpass()"),
			mode: modes.PasswordPrompt, state: WaitingForInput, detail: "Password:"},
		{name: "read-silent", program: "bash", open: command(`read -rsp "API token: " tok`),
			mode: modes.PasswordPrompt, state: WaitingForInput, detail: "API token:"},
		{name: "sudo", program: "sudo", open: asUser("sudo -k; sudo true"),
			mode: modes.PasswordPrompt, state: WaitingForInput, detail: "password for agentty"},
		{name: "passwd", program: "passwd", open: asUser("passwd"),
			mode: modes.PasswordPrompt, state: WaitingForInput, detail: "password"},
		{name: "passwd-root", program: "passwd", open: func(t *testing.T, f *fixtures) Options {
			f.needUser(t)
			return Options{Argv: []string{"passwd", testUser}}
		}, mode: modes.PasswordPrompt, state: WaitingForInput, detail: "password"},
		{name: "ssh-keygen", program: "ssh-keygen", open: func(t *testing.T, f *fixtures) Options {
			return Options{Argv: []string{"ssh-keygen", "-q", "-t", "ed25519", "-f", filepath.Join(t.TempDir(), "key")}}
		}, mode: modes.PasswordPrompt, state: WaitingForInput, detail: "passphrase"},
		{name: "ssh-password", program: "ssh", open: ssh(""),
			mode: modes.PasswordPrompt, state: WaitingForInput, detail: "password"},

		// Questions.
		{name: "read-yes-no", program: "bash", open: command(`read -p "Continue? [y/N] " x`),
			mode: modes.Question, state: WaitingForInput, detail: "y/N question"},
		{name: "read-press-enter", program: "bash", open: command(`read -p "Press Enter to continue..." x`),
			mode: modes.Question, state: WaitingForInput, detail: "press Enter"},
		{name: "read-continue-default-yes", program: "bash", open: command(`read -p "Continue? [Y/n] " x`),
			mode: modes.Question, state: WaitingForInput, detail: "Y/n question"},
		{name: "read-press-return", program: "bash", open: command(`read -p "Press RETURN to continue" x`),
			mode: modes.Question, state: WaitingForInput, detail: "press Enter"},
		{name: "python-input-y-n", program: "python3", open: argv("python3", "-c", "input('Proceed (y/n)? ')"),
			mode: modes.Question, state: WaitingForInput, detail: "y/n question"},
		{name: "python-input", program: "python3", open: argv("python3", "-c", "input('Overwrite the config file? [y/N] ')"),
			mode: modes.Question, state: WaitingForInput, detail: "y/N question"},
		{name: "python-input-value", program: "python3", open: argv("python3", "-c", "input('Name of the new project: ')"),
			mode: modes.Question, state: WaitingForInput, detail: "prompt for a value"},
		{name: "rm-i", program: "rm", open: inDir(longFile, "rm -i notes.txt"),
			mode: modes.Question, state: WaitingForInput, detail: "question"},
		{name: "cp-i", program: "cp", open: inDir(longFile, "cp -i long.txt notes.txt"),
			mode: modes.Question, state: WaitingForInput, detail: "question"},
		{name: "git-add-p", program: "git", open: inRepo("git add -p"),
			mode: modes.Question, state: WaitingForInput, detail: "choice question"},
		{name: "ssh-host-key", program: "ssh", open: func(t *testing.T, f *fixtures) Options {
			port := f.sshdPort(t)
			known := filepath.Join(t.TempDir(), "known_hosts")
			return Options{Argv: []string{"ssh", "-p", strconv.Itoa(port), "-o", "UserKnownHostsFile=" + known,
				"-o", "StrictHostKeyChecking=ask", testUser + "@127.0.0.1"}}
		}, mode: modes.Question, state: WaitingForInput, detail: "yes/no question"},
		{name: "npm-init", program: "npm", open: inDir(nil, "npm init"),
			steps: []step{{expect: "package name:", timeout: 30 * time.Second}},
			mode:  modes.Question, state: WaitingForInput, detail: "form field"},
		{name: "npm-init-version", program: "npm", open: inDir(nil, "npm init"),
			steps: []step{{expect: "package name:", timeout: 30 * time.Second}, {enter: true, expect: "version:"}},
			mode:  modes.Question, state: WaitingForInput, detail: "form field"},
		{name: "openssl-req", program: "openssl", open: inDir(nil, "openssl req -new -newkey rsa:2048 -nodes -keyout k.pem -out r.csr"),
			steps: []step{{expect: "Country Name", timeout: 30 * time.Second}},
			mode:  modes.Question, state: WaitingForInput, detail: "form field with a default"},

		// Neither.
		{name: "top", program: "top", open: argv("top"),
			steps: []step{{expect: "Tasks:"}}, mode: modes.TUI, state: WaitingForInput, detail: "top, full-screen"},
		{name: "htop", program: "htop", open: argv("htop"),
			// (htop reads every process's files before its first frame:
			// on a loaded machine with many processes that took over ten
			// seconds once.)
			steps: []step{{expect: "PID", timeout: 30 * time.Second}}, mode: modes.TUI, state: WaitingForInput, detail: "htop, full-screen"},
		{name: "dashboard", program: "python3", open: inDir(func(t *testing.T, f *fixtures, dir string) {
			sessiontest.WriteFile(t, filepath.Join(dir, "dash.py"), dashboard)
		}, "python3 dash.py"), steps: []step{{expect: "queue depth"}}, mode: modes.TUI, state: WaitingForInput, detail: "dash.py, full-screen"},
		{name: "sleep", program: "sleep", open: func(*testing.T, *fixtures) Options { return Options{} },
			steps: []step{{text: "sleep 30", enter: true, timeout: 300 * time.Millisecond}}, mode: modes.Shell, state: Running, detail: "running: sleep 30"},
		{name: "shell-loop", program: "sleep", open: func(*testing.T, *fixtures) Options { return Options{} },
			steps: []step{{text: "for i in 1 2 3; do sleep 10; done", enter: true, timeout: 300 * time.Millisecond}},
			mode:  modes.Shell, state: Running, detail: "running: for i in 1 2 3; do sleep 10; done"},
		{name: "make-build", program: "make", open: inDir(func(t *testing.T, f *fixtures, dir string) {
			var b strings.Builder
			b.WriteString("all:\n\tfor i in $$(seq 1 400); do echo \"compiling unit $$i\"; sleep 0.01; done\n")
			sessiontest.WriteFile(t, filepath.Join(dir, "Makefile"), b.String())
		}, "make"), steps: []step{{expect: "compiling unit 20"}}, mode: modes.Unknown, state: Running, detail: "make running"},
		{name: "pytest-collecting", program: "pytest", open: inDir(func(t *testing.T, f *fixtures, dir string) {
			// Collection imports the module, which takes its time.
			sessiontest.WriteFile(t, filepath.Join(dir, "test_x.py"), "import time\ntime.sleep(60)\n\ndef test_x():\n    assert True\n")
		}, "pytest -p no:cacheprovider ."), steps: []step{{expect: "collecting", timeout: 30 * time.Second}},
			mode: modes.Unknown, state: Running, detail: "pytest running"},
		{name: "cat", program: "cat", open: argv("cat"),
			mode: modes.Unknown, state: WaitingForInput, detail: "cat waiting for input", portable: Running},
		{name: "cat-after-line", program: "cat", open: argv("cat"),
			steps: []step{{text: "a line", enter: true}}, mode: modes.Unknown, state: WaitingForInput, detail: "cat waiting for input", portable: Running},
		{name: "tail-follow", program: "tail", open: inDir(longFile, "tail -f long.txt"),
			steps: []step{{expect: "row 300", timeout: 5 * time.Second}, {timeout: 300 * time.Millisecond}},
			mode:  modes.Unknown, state: Running, detail: "tail running"},
		{name: "watch", program: "watch", open: argv("watch", "-n", "1", "date"),
			steps: []step{{expect: "Every"}}, mode: modes.TUI, state: Running, detail: "watch, full-screen"},
		{name: "exited", program: "bash", open: command("echo done; exit 3"),
			mode: modes.Exited, state: Exited, detail: "exited"},
		{name: "exited-killed", program: "bash", open: command("echo going; kill -KILL $$"),
			mode: modes.Exited, state: Exited, detail: "exited"},

		// Behind a relay: ssh to the local sshd, programs on the far side.
		// The two vims edit files of their own without a swap file: cases
		// run side by side (the corpus in shards), and a swap file left by
		// one (or by a run killed before) makes the other ask a question.
		// Each login waits for the far program's screen, then settles:
		// what a relay's wait cannot see coming it waits for no longer
		// than settle.QuietAfter, and on a loaded machine (the portable
		// pass runs beside the benchmarks) the far side may start later.
		{name: "ssh-remote-shell", program: "ssh", open: withEnv(ssh(""), "LC_ALL", "C.UTF-8"),
			steps: []step{{expect: "password"}, loginTo("~$")}, mode: modes.Shell, state: WaitingForInput, detail: "inferred"},
		{name: "ssh-remote-vim", program: "ssh", also: []string{"vim"}, open: ssh("vim -u NONE -n /tmp/agentty-remote-notes.txt"),
			steps: []step{{expect: "password"}, loginTo("remote-notes.txt")}, mode: modes.Editor, state: WaitingForInput, detail: "inferred"},
		{name: "ssh-remote-vim-insert", program: "ssh", also: []string{"vim"}, open: ssh("vim --clean -n /tmp/agentty-remote-insert.txt"),
			steps: []step{{expect: "password"}, loginTo("remote-insert.txt"), {keys: "i"}}, mode: modes.Editor, state: WaitingForInput, detail: "insert mode"},
		{name: "ssh-remote-python3", program: "ssh", also: []string{"python3"}, open: ssh("python3 -q"),
			steps: []step{{expect: "password"}, loginTo(">>>")}, mode: modes.REPL, state: WaitingForInput, detail: "inferred"},
		{name: "ssh-remote-question", program: "ssh", open: ssh(`read -p "Deploy now? [y/N] " x`),
			steps: []step{{expect: "password"}, loginTo("Deploy now?")}, mode: modes.Question, state: WaitingForInput, detail: "inferred"},
	}
}

// TestModesCorpus drives every case live: the mode, state and detail
// agentty reports at the moment must be the labelled ones. It logs how soon
// after the program blocked the state flipped to waiting_for_input. With
// -update it rewrites the stored corpus that modes' accuracy test reads.
func TestModesCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("drives dozens of real programs")
	}
	f := newFixtures(t)
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	var flips, relayFlips []time.Duration
	programs := map[string]bool{}
	for i, c := range corpus() {
		if !inShard(t, i) {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			v, snap, o, facts, flip := runCase(t, m, f, c)
			switch want := c.state; {
			case portable(m) && c.portable != "":
				// The labelled state is out of this backend's sight: it
				// must say so.
				if v.State != c.portable || v.Source != SourceQuiet || v.Mode != c.mode {
					t.Errorf("got %s / %s from %q (%s), want %s / %s from quiet", v.Mode, v.State, v.Source, v.ModeDetail, c.mode, c.portable)
				}
			case v.Mode != c.mode || v.State != want || !strings.Contains(v.ModeDetail, c.detail):
				t.Errorf("got %s / %s (%s), want %s / %s (%q)\n%s", v.Mode, v.State, v.ModeDetail, c.mode, want, c.detail, strings.Join(v.Lines, "\n"))
			}
			// How the state was known: the kernel, except behind a relay or
			// under the portable backend, which see no process wait.
			wantSource := SourceKernel
			if (o.relay || portable(m)) && v.State != Exited {
				wantSource = SourceQuiet
			}
			if v.Source != wantSource {
				t.Errorf("state %s from %q, want %q", v.State, v.Source, wantSource)
			}
			if m := modes.MatchPrompt(c.prompt, v.Prompt); !m.All() {
				t.Errorf("prompt %+v:\ngot  %s\nwant %s\n%s", m, promptJSON(v.Prompt), promptJSON(c.prompt), strings.Join(v.Lines, "\n"))
			}
			programs[c.program] = true
			if flip > 0 {
				t.Logf("flip %v", flip.Round(100*time.Microsecond))
				if o.relay {
					relayFlips = append(relayFlips, flip)
				} else {
					flips = append(flips, flip)
				}
			}
			if *updateCorpus {
				store(t, corpusDir, c, facts, snap)
			}
		})
	}
	t.Logf("%d cases, %d programs", len(corpus()), len(programs))
	t.Logf("state backend %s", m.Config().State)
	t.Logf("flip to waiting_for_input after the program blocked: %s (%d cases)", quantiles(flips), len(flips))
	t.Logf("behind a relay (inferred from quiet time): %s (%d cases)", quantiles(relayFlips), len(relayFlips))
}

// store writes a case's sample, its label with the facts and the screen at
// its moment, to dir.
func store(t *testing.T, dir string, c corpusCase, facts modes.Facts, snap emulator.Snapshot) {
	t.Helper()
	data, err := json.MarshalIndent(modes.Sample{Name: c.name, Program: c.program,
		Expect: modes.Label{Mode: c.mode, State: string(c.state), Detail: c.detail, Prompt: c.prompt},
		Facts:  scrubFacts(facts), Screen: scrub(snap)}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, c.name+".json"), append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// scrub hides the machine's host name in a stored screen, replacing it by
// as many x's so that every column, and the cursor, stays where it was.
func scrub(snap emulator.Snapshot) emulator.Snapshot {
	host, err := os.Hostname()
	if err != nil || len(host) < 2 {
		return snap
	}
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(host) + `\b`)
	hide := func(s string) string { return re.ReplaceAllString(s, strings.Repeat("x", len(host))) }
	snap.Lines = slices.Clone(snap.Lines)
	for i, l := range snap.Lines {
		snap.Lines[i] = hide(l)
	}
	snap.Title, snap.Cwd = hide(snap.Title), hide(snap.Cwd)
	return snap
}

// scrubFacts keeps no path of this machine in a stored case's arguments:
// an npm fixture's file under node_modules is kept from there, any other
// absolute path (a script in the test cache or in testdata) as its file
// name, which is all the classifier reads of it.
func scrubFacts(f modes.Facts) modes.Facts {
	f.Args = slices.Clone(f.Args)
	for i, a := range f.Args {
		if j := strings.Index(a, "/node_modules/"); j >= 0 {
			f.Args[i] = a[j+1:]
		} else if filepath.IsAbs(a) {
			f.Args[i] = filepath.Base(a)
		}
	}
	return f
}

func promptJSON(p *modes.Prompt) string {
	b, _ := json.Marshal(p)
	return string(b)
}

func quantiles(d []time.Duration) string {
	if len(d) == 0 {
		return "none"
	}
	median, p95, longest := sessiontest.Quantiles(d)
	r := func(d time.Duration) time.Duration { return d.Round(100 * time.Microsecond) }
	return fmt.Sprintf("median %v, p95 %v, max %v", r(median), r(p95), r(longest))
}

// runCase opens the session, takes the steps and returns the last result,
// the snapshot and observation at the moment, and, when the program waits,
// how long after its last output (when it blocked) the wait returned.
func runCase(t *testing.T, m *Manager, f *fixtures, c corpusCase) (Screen, emulator.Snapshot, observation, modes.Facts, time.Duration) {
	t.Helper()
	if c.needs != nil {
		sessiontest.Need(t, c.needs...)
	} else {
		sessiontest.Need(t, append([]string{c.program}, c.also...)...)
	}
	opts := c.open(t, f)
	opts.Cols, opts.Rows = 80, 24
	if opts.Cwd == "" {
		opts.Cwd = t.TempDir() // not the test's own directory, which names this machine's checkout
	}
	s, err := m.Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = m.CloseSession(s.ID(), true) })
	ctx := context.Background()
	var v Screen
	var started, returned time.Time // the last wait
	// A program the backend cannot see waiting never settles: each wait
	// for it runs to its timeout, which is kept short.
	blind := portable(m) && c.portable != ""
	settle := 20 * time.Second
	if blind {
		settle = 2 * time.Second
	}
	if len(c.steps) == 0 || c.steps[0].keys != "" || c.steps[0].text != "" || c.steps[0].enter {
		started = time.Now()
		v, err = s.Settle(ctx, Expect{}, settle)
		returned = time.Now()
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, st := range c.steps {
		timeout := st.timeout
		if timeout == 0 {
			timeout = 10 * time.Second
		}
		if blind {
			timeout = min(timeout, settle)
		}
		// Keys are pressed one at a time and text typed at once, as the
		// tools do.
		var input Input
		if st.keys != "" {
			if input.Keys, err = emulator.ParseKeys(st.keys); err != nil {
				t.Fatal(err)
			}
		}
		input.Text = []byte(strings.ReplaceAll(st.text, "\n", "\r"))
		if st.enter {
			input.Text = append(input.Text, '\r')
		}
		if st.secret {
			input.Secret = st.text
		}
		started = time.Now()
		switch {
		case len(input.Keys) > 0 || len(input.Text) > 0:
			v, err = s.Send(ctx, input, Expect{Text: st.expect}, timeout)
		case st.expect != "":
			v, err = s.WaitFor(ctx, Cond{Text: st.expect}, timeout)
		default:
			v, err = s.Settle(ctx, Expect{}, timeout)
		}
		returned = time.Now()
		if err != nil {
			t.Fatal(err)
		}
		if st.expect != "" && v.Wait.Outcome != Matched {
			t.Fatalf("%q did not appear:\n%s", st.expect, strings.Join(v.Lines, "\n"))
		}
	}
	if v.Wait != nil && v.Wait.Outcome == Matched && c.state == WaitingForInput {
		// A wait for text returns when the text shows; let it settle.
		started = time.Now()
		v, err = s.Settle(ctx, Expect{}, min(10*time.Second, settle))
		returned = time.Now()
		if err != nil {
			t.Fatal(err)
		}
	}
	// The facts at the moment. A program with threads of its own (fzf's
	// Go runtime) may be seen running for an instant after it settled:
	// look again, for a while, until it waits as it did when the wait
	// returned.
	o := s.kern.observe()
	for deadline := time.Now().Add(5 * time.Second); c.state == WaitingForInput && o.state == Running && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
		o = s.kern.observe()
	}
	snap := s.term.Snapshot()
	v = s.views.view(snap, o)
	var flip time.Duration
	if v.State == WaitingForInput {
		last := at(s.act.output.Load())
		// It counts only when the wait was already watching when the
		// program wrote its last output and blocked.
		if !last.IsZero() && !started.After(last) && returned.After(last) {
			flip = returned.Sub(last)
		}
	}
	return v, snap, o, s.views.facts(o), flip
}
