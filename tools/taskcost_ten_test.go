package tools_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// TestTaskCostTen drives ten tasks of the kinds an agent met in issue
// 45's trial, scripted through the MCP tools with their defaults (and
// asking for part of a screen where an agent reads a full-screen program
// for one thing): git add -p then the commit message in vim, git
// mergetool with vimdiff, gdb on a program that segfaults, the Python
// REPL, IPython, htop sorted by memory, mc making a directory, psql's
// pager, a gum script and node inspect. It prints for each the calls,
// the characters of text read and the seconds inside calls, and checks
// from outside (or on the screen) that each got done. With
// TASKCOST_SHOW=1 every result's text is logged.
//
//	go test ./tools -run TaskCostTen -v
func TestTaskCostTen(t *testing.T) {
	if testing.Short() {
		t.Skip("drives ten tasks of real programs")
	}
	sessiontest.Need(t, "bash", "git", "vim", "gdb", "python3", "ipython3", "htop", "mc", "psql", "node")
	ownHome(t, "")
	a := &agent{harness: newHarness(t, session.Config{})}
	a.narrow = narrows(t, a.harness)
	var total agent
	git := map[string]any{"GIT_AUTHOR_NAME": "a", "GIT_AUTHOR_EMAIL": "a@example.com", "GIT_COMMITTER_NAME": "a",
		"GIT_COMMITTER_EMAIL": "a@example.com", "EDITOR": "vim -u NONE -n", "GIT_PAGER": "cat"}
	task := func(name string, run func(dir string)) {
		t.Run(name, func(t *testing.T) {
			a.t = t
			before := *a
			run(t.TempDir())
			calls, text, spent := a.calls-before.calls, a.text-before.text, a.spent-before.spent
			t.Logf("%-26s %2d calls, %5d characters of text, %5.1f s inside calls", name, calls, text, spent.Seconds())
			total.calls, total.text, total.spent = total.calls+calls, total.text+text, total.spent+spent
		})
	}
	shell := func(dir string, env map[string]any) string {
		_, v := a.must("open_session", map[string]any{"cwd": dir, "env": env, "rows": 24})
		return v.SessionID
	}
	sh := func(dir, script string) string {
		a.t.Helper()
		out, err := exec.Command("bash", "-c", script).CombinedOutput()
		if err != nil {
			a.t.Fatalf("%s: %v\n%s", script, err, out)
		}
		return string(out)
	}
	gitEnv := "export GIT_AUTHOR_NAME=a GIT_AUTHOR_EMAIL=a@example.com GIT_COMMITTER_NAME=a GIT_COMMITTER_EMAIL=a@example.com; "

	task("git add -p, vim commit", func(dir string) {
		lines := make([]string, 30)
		for i := range lines {
			lines[i] = fmt.Sprintf("line %d", i+1)
		}
		sessiontest.WriteFile(a.t, filepath.Join(dir, "notes.txt"), strings.Join(lines, "\n")+"\n")
		sh(dir, gitEnv+"cd "+dir+" && git init -q . && git add notes.txt && git commit -qm first && sed -i 's/^line 2$/line two/; s/^line 28$/line twenty-eight/' notes.txt")
		id := shell(dir, git)
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "git add -p", "enter": true})
		if !has(text, "Stage this hunk") {
			a.t.Fatalf("git add -p asked nothing:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "y", "enter": true})
		a.must("send_text", map[string]any{"session_id": id, "text": "n", "enter": true})
		text, _ = a.must("send_text", map[string]any{"session_id": id, "text": "git commit", "enter": true})
		if !has(text, "Please enter the commit message") {
			a.until(id, "vim with the message", func(text string, _ tools.Screen) bool { return has(text, "commit message") })
		}
		a.must("send_keys", map[string]any{"session_id": id, "keys": "iStage line two<esc>:wq<enter>"})
		if out := sh(dir, "cd "+dir+" && git log -1 --format=%s && git diff --cached --stat && git diff --stat"); !strings.HasPrefix(out, "Stage line two\n") || strings.Count(out, "notes.txt") != 1 {
			a.t.Errorf("git: not committed as asked:\n%s", out)
		}
	})

	task("git mergetool, vimdiff", func(dir string) {
		sessiontest.WriteFile(a.t, filepath.Join(dir, "f.txt"), "alpha\nbeta\ngamma\n")
		sh(dir, gitEnv+"cd "+dir+" && git init -q -b main . && git add f.txt && git commit -qm base && git checkout -qb other && sed -i 's/beta/beta from other/' f.txt && git commit -qam other && "+
			"git checkout -q main && sed -i 's/beta/beta from main/' f.txt && git commit -qam main && git config merge.tool vimdiff && git config mergetool.prompt false && git config mergetool.keepBackup false")
		id := shell(dir, git)
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "git merge other", "enter": true})
		if !has(text, "CONFLICT") {
			a.t.Fatalf("no conflict:\n%s", text)
		}
		text, _ = a.must("send_text", map[string]any{"session_id": id, "text": "git mergetool", "enter": true})
		if !has(text, "REMOTE") {
			a.until(id, "vimdiff", func(text string, _ tools.Screen) bool { return has(text, "REMOTE") })
		}
		a.must("send_keys", map[string]any{"session_id": id, "keys": "]c:diffget REMOTE<enter>"})
		a.must("send_keys", map[string]any{"session_id": id, "keys": ":wqa<enter>"})
		a.must("send_text", map[string]any{"session_id": id, "text": "git commit --no-edit -q && git log --oneline | wc -l", "enter": true})
		if b, _ := os.ReadFile(filepath.Join(dir, "f.txt")); string(b) != "alpha\nbeta from other\ngamma\n" {
			a.t.Errorf("the merge took %q", b)
		}
	})

	task("gdb on a segfault", func(dir string) {
		python := strings.TrimSpace(sh(dir, `python3 -c 'import sys; print(sys.executable)'`))
		_, v := a.must("open_session", map[string]any{"argv": []string{"gdb", "-q", "-nx", "-iex", "set debuginfod enabled off", "--args", python, "-c", "import ctypes; ctypes.string_at(0)"}, "cwd": dir, "rows": 24, "expect": "(gdb)"})
		id := v.SessionID
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "run", "enter": true, "timeout_ms": 30000})
		if !has(text, "SIGSEGV") {
			a.until(id, "the segfault", func(text string, _ tools.Screen) bool { return has(text, "SIGSEGV") })
		}
		text, _ = a.must("send_text", map[string]any{"session_id": id, "text": "bt 3", "enter": true})
		if !has(text, "#0") {
			a.t.Errorf("gdb: no backtrace:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "quit", "enter": true})
		text, _ = a.answerOr(id, []any{"confirm", true}, map[string]any{"text": "y", "enter": true})
		if !has(text, "exited") {
			a.t.Errorf("gdb did not quit:\n%s", text)
		}
	})

	task("python REPL", func(dir string) {
		_, v := a.must("open_session", map[string]any{"argv": []string{"python3", "-q"}, "cwd": dir, "rows": 24})
		id := v.SessionID
		a.must("send_text", map[string]any{"session_id": id, "text": "def sq(x):\n    return x * x\n", "enter": true})
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "sq(12)", "enter": true})
		if !has(text, "144") {
			a.t.Errorf("python: sq(12):\n%s", text)
		}
		text, _ = a.must("send_text", map[string]any{"session_id": id, "text": "sq('a')", "enter": true})
		if !has(text, "TypeError") {
			a.t.Errorf("python: no error line:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "exit()", "enter": true})
	})

	task("ipython", func(dir string) {
		_, v := a.must("open_session", map[string]any{"argv": []string{"ipython3", "--no-banner", "--colors=NoColor"}, "cwd": dir, "rows": 24, "timeout_ms": 30000})
		id := v.SessionID
		a.must("send_text", map[string]any{"session_id": id, "text": "squares = [i * i for i in range(10)]", "enter": true})
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "sum(squares)", "enter": true})
		if !has(text, "285") {
			a.t.Errorf("ipython: sum:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "exit", "enter": true})
	})

	task("htop sorted by memory", func(dir string) {
		_, v := a.must("open_session", a.with(map[string]any{"argv": []string{"htop"}, "cwd": dir, "rows": 24}, "tail", 5))
		id := v.SessionID
		text, _ := a.must("send_keys", a.with(map[string]any{"session_id": id, "keys": "M"}, "grep", "PID"))
		if !has(text, "MEM%") {
			a.t.Errorf("htop: no header row:\n%s", text)
		}
		a.must("send_keys", map[string]any{"session_id": id, "keys": "q"})
	})

	task("mc, a new directory", func(dir string) {
		_, v := a.must("open_session", a.with(map[string]any{"argv": []string{"mc", "-u"}, "cwd": dir, "rows": 24}, "tail", 5))
		id := v.SessionID
		text, _ := a.must("send_keys", map[string]any{"session_id": id, "keys": "<f7>"})
		if !has(text, "directory") {
			a.t.Errorf("mc: no mkdir dialog:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "reports", "enter": true})
		text, _ = a.must("send_keys", map[string]any{"session_id": id, "keys": "<f10>"})
		if has(text, "quit") && !has(text, "exited") {
			a.answerOr(id, []any{"confirm", true}, map[string]any{"keys": "<enter>"})
		}
		if st, err := os.Stat(filepath.Join(dir, "reports")); err != nil || !st.IsDir() {
			a.t.Errorf("mc made no directory: %v", err)
		}
	})

	task("psql and its pager", func(dir string) {
		port := sessiontest.Postgres(a.t)
		_, v := a.must("open_session", map[string]any{"argv": []string{"psql", "-h", "127.0.0.1", "-p", strconv.Itoa(port), "-U", "postgres"},
			"cwd": dir, "rows": 24, "env": map[string]any{"PAGER": "less"}})
		id := v.SessionID
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "SELECT n, n * n AS square FROM generate_series(1, 200) AS n;", "enter": true})
		if !has(text, "square") {
			a.t.Errorf("psql: no table:\n%s", text)
		}
		text, _ = a.must("send_keys", a.with(map[string]any{"session_id": id, "keys": "/^ *150 <enter>"}, "grep", "150"))
		if !has(text, "22500") {
			a.t.Errorf("psql: the pager did not find 150:\n%s", text)
		}
		a.must("send_keys", map[string]any{"session_id": id, "keys": "q"})
		a.must("send_text", map[string]any{"session_id": id, "text": `\q`, "enter": true})
	})

	task("gum script", func(dir string) {
		bin := sessiontest.GoPrograms(a.t, filepath.Join("..", "testdata", "tui"))
		script := `name=$(gum input --placeholder "your name"); flavour=$(gum choose vanilla chocolate strawberry); ` +
			`gum confirm "Order $flavour for $name?" && echo "ordered $flavour for $name"; read -r _`
		text, v := a.must("open_session", map[string]any{"command": script, "cwd": dir, "rows": 24,
			"env": map[string]any{"PATH": bin + string(os.PathListSeparator) + os.Getenv("PATH")}})
		id := v.SessionID
		if !has(text, "your name") {
			a.until(id, "gum input", func(text string, _ tools.Screen) bool { return has(text, "your name") })
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "Ann", "enter": true})
		a.answerOr(id, []any{"choice", "chocolate"}, map[string]any{"keys": "<down><enter>"})
		text, _ = a.answerOr(id, []any{"confirm", true}, map[string]any{"keys": "y"})
		if !has(text, "ordered chocolate for Ann") {
			a.until(id, "the order", func(text string, _ tools.Screen) bool { return has(text, "ordered chocolate for Ann") })
		}
	})

	task("node inspect", func(dir string) {
		sessiontest.WriteFile(a.t, filepath.Join(dir, "total.js"), "const prices = [3, 4, 5];\nlet total = 0;\nfor (const p of prices) total += p;\ndebugger;\nconsole.log('total', total);\n")
		text, v := a.must("open_session", map[string]any{"argv": []string{"node", "inspect", "total.js"}, "cwd": dir, "rows": 24, "expect": "debug>", "timeout_ms": 20000})
		id := v.SessionID
		if !has(text, "debug>") {
			a.until(id, "the debugger's prompt", func(text string, _ tools.Screen) bool { return has(text, "debug>") })
		}
		text, _ = a.must("send_text", map[string]any{"session_id": id, "text": "cont", "enter": true, "expect": "debug>"})
		if !has(text, "debugger") {
			a.until(id, "the break at debugger", func(text string, _ tools.Screen) bool {
				return has(text, "break in") && strings.Count(text, "debug>") >= 2
			})
		}
		text, _ = a.must("send_text", map[string]any{"session_id": id, "text": "exec total", "enter": true, "expect": "12"})
		if !has(text, "12") {
			a.t.Errorf("node inspect: total:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": ".exit", "enter": true})
	})

	a.t = t
	t.Logf("%-26s %2d calls, %5d characters of text, %5.1f s inside calls", "all", total.calls, total.text, total.spent.Seconds())
	if a.headers > 0 {
		t.Logf("header: %.1f characters on average over %d results (narrowing %v)", float64(a.headerText)/float64(a.headers), a.headers, a.narrow)
	}
}
