package tools_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// agent is a scripted agent: it makes the calls of a task through the MCP
// tools and counts what they cost it, calls, characters of text and time
// spent inside calls, as issue 37's trial counted them.
type agent struct {
	*harness
	calls, text int
	spent       time.Duration
	// narrow: the server takes grep and tail (see narrows); headers and
	// headerText count the results' header lines and their characters.
	narrow              bool
	headers, headerText int
}

// do makes a call and returns its text and screen; an isError result is
// returned too (the script decides what to do next, as an agent would).
func (a *agent) do(tool string, args map[string]any) (string, tools.Screen, bool) {
	a.t.Helper()
	start := time.Now()
	res := a.call(tool, args)
	a.spent += time.Since(start)
	a.calls++
	text := tools.Text(res)
	a.text += utf8.RuneCountInString(text)
	if !res.IsError {
		head, _, _ := strings.Cut(text, "\n")
		a.headers++
		a.headerText += utf8.RuneCountInString(head)
	}
	if os.Getenv("TASKCOST_SHOW") != "" {
		a.t.Logf("%s %v -> %d chars:\n%s", tool, redactArgs(args), utf8.RuneCountInString(text), text)
	}
	var v tools.Screen
	if !res.IsError {
		_ = tools.Decode(res, &v)
	}
	return text, v, res.IsError
}

// must is do for a call that must succeed.
func (a *agent) must(tool string, args map[string]any) (string, tools.Screen) {
	a.t.Helper()
	text, v, failed := a.do(tool, args)
	if failed {
		a.t.Fatalf("%s %v: %s", tool, redactArgs(args), text)
	}
	return text, v
}

// until reads the screen, as an agent does when a result does not show
// yet what it waits for, until ok holds (each read is a call it pays for).
func (a *agent) until(id string, what string, ok func(string, tools.Screen) bool) {
	a.t.Helper()
	text := ""
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		var v tools.Screen
		text, v = a.must("read_screen", map[string]any{"session_id": id, "since_revision": 0})
		if ok(text, v) {
			return
		}
		time.Sleep(100 * time.Millisecond) // the agent thinks between calls
	}
	a.t.Fatalf("%s never showed within 30 s:\n%s", what, text)
}

// answerOr answers the screen's prompt with answer_prompt, or, when it
// refuses (it read no prompt), with the keys or text given, as an agent
// falls back to send_keys.
func (a *agent) answerOr(id string, answer []any, fallback map[string]any) (string, tools.Screen) {
	a.t.Helper()
	args := map[string]any{"session_id": id}
	for i := 0; i+1 < len(answer); i += 2 {
		args[answer[i].(string)] = answer[i+1]
	}
	if text, v, failed := a.do("answer_prompt", args); !failed {
		return text, v
	}
	fallback["session_id"] = id
	tool := "send_keys"
	if _, ok := fallback["text"]; ok {
		tool = "send_text"
	}
	return a.must(tool, fallback)
}

func has(text, want string) bool { return strings.Contains(text, want) }

// TestTaskCost drives ten tasks of the kinds issue 37's trial gave an
// agent, through the MCP tools, scripted, and prints what each cost:
// calls, characters of text, and seconds inside calls. pdb on a buggy
// script, git rebase -i with vim, redis-cli pub/sub, ssh's first contact
// (host key, password), create-vite, dpkg-reconfigure tzdata's dialog
// wizard (read, not answered to the end: it would change the machine's
// time zone), crontab -e's editor question, the node REPL's .editor and
// tab completion, fzf, and less +F on a growing log. Each task checks
// that it got done. With TASKCOST_SHOW=1 every result's text is logged.
//
//	go test ./tools -run TaskCost -v
func TestTaskCost(t *testing.T) {
	if testing.Short() {
		t.Skip("drives ten tasks of real programs")
	}
	sessiontest.Need(t, "python3", "git", "vim", "redis-cli", "ssh", "node", "dpkg-reconfigure", "whiptail", "crontab", "fzf", "less")
	home := t.TempDir()
	t.Setenv("HOME", home)
	a := &agent{harness: newHarness(t, session.Config{})}
	var total agent
	task := func(name string, run func()) {
		before := *a
		run()
		calls, text, spent := a.calls-before.calls, a.text-before.text, a.spent-before.spent
		t.Logf("%-28s %2d calls, %5d characters of text, %5.1f s inside calls", name, calls, text, spent.Seconds())
		total.calls, total.text, total.spent = total.calls+calls, total.text+text, total.spent+spent
	}
	open := func(args map[string]any) (string, tools.Screen) {
		text, v := a.must("open_session", args)
		t.Cleanup(func() { _, _ = a.m.CloseSession(v.SessionID, true) })
		return text, v
	}

	task("pdb on a buggy script", func() {
		dir := t.TempDir()
		src, err := os.ReadFile("../testdata/prompts/average.py")
		if err != nil {
			t.Fatal(err)
		}
		sessiontest.WriteFile(t, filepath.Join(dir, "average.py"), string(src))
		_, v := open(map[string]any{"argv": []string{"python3", "-m", "pdb", "average.py"}, "cwd": dir, "rows": 30})
		id := v.SessionID
		for _, cmd := range []string{"break average", "continue", "p xs", "continue", "p xs", "continue"} {
			a.must("send_text", map[string]any{"session_id": id, "text": cmd, "enter": true})
		}
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "p total, len(xs)", "enter": true})
		if !has(text, "(0, 0)") {
			t.Errorf("pdb: no post-mortem values:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "quit", "enter": true})
	})

	task("git rebase -i with vim", func() {
		dir := t.TempDir()
		git := "git -c user.name=a -c user.email=a@example.com"
		if out, err := exec.Command("bash", "-c", "cd "+dir+" && git init -q . && for i in 1 2 3; do echo $i > f; git add f; "+git+" commit -qm commit-$i; done").CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		_, v := open(map[string]any{"cwd": dir, "env": map[string]any{"EDITOR": "vim"}, "rows": 24})
		id := v.SessionID
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": git + " rebase -i HEAD~2", "enter": true})
		if !has(text, "pick") {
			a.until(id, "the todo list", func(text string, _ tools.Screen) bool { return has(text, "pick") })
		}
		a.must("send_keys", map[string]any{"session_id": id, "keys": "jcwsquash<esc>:wq<enter>"})
		a.must("send_keys", map[string]any{"session_id": id, "keys": ":wq<enter>"})
		text, _ = a.must("run_command", map[string]any{"session_id": id, "command": "git log --oneline | wc -l"})
		if !has(text, "\n2") {
			t.Errorf("rebase: the commits were not squashed:\n%s", text)
		}
	})

	task("redis-cli pub/sub", func() {
		port := sessiontest.Redis(t)
		_, v := open(map[string]any{"argv": []string{"redis-cli", "-p", strconv.Itoa(port)}, "rows": 16})
		id := v.SessionID
		a.must("send_text", map[string]any{"session_id": id, "text": "SUBSCRIBE news", "enter": true})
		if out, err := exec.Command("redis-cli", "-p", strconv.Itoa(port), "PUBLISH", "news", "hello-agent").CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		a.must("wait_for", map[string]any{"session_id": id, "text": "hello-agent", "timeout_ms": 10000})
		a.must("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})
	})

	task("ssh first contact", func() {
		port := sessiontest.PasswordSSHD(t, "agentty")
		known := filepath.Join(t.TempDir(), "known_hosts")
		_, v := open(map[string]any{"argv": []string{"ssh", "-p", strconv.Itoa(port), "-o", "UserKnownHostsFile=" + known, "agentty@127.0.0.1"}, "rows": 16})
		id := v.SessionID
		if v.Prompt == nil {
			a.until(id, "the host key question", func(text string, _ tools.Screen) bool { return has(text, "continue connecting") })
		}
		text, _ := a.answerOr(id, []any{"confirm", true}, map[string]any{"text": "yes", "enter": true})
		if !has(text, "password") {
			a.until(id, "the password prompt", func(text string, _ tools.Screen) bool { return has(text, "password:") })
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "agentty-test-pw", "secret": true, "enter": true})
		text, _ = a.must("send_text", map[string]any{"session_id": id, "text": "whoami", "enter": true})
		if !has(text, "\nagentty") {
			t.Errorf("ssh: not logged in:\n%s", text)
		}
		a.must("send_text", map[string]any{"session_id": id, "text": "exit", "enter": true})
	})

	task("npm create vite", func() {
		npm := sessiontest.NPM(t, "../testdata/npm")
		dir := t.TempDir()
		text, v := open(map[string]any{"argv": sessiontest.Node(npm, true, "node_modules/create-vite/index.js"), "cwd": dir, "rows": 24})
		id := v.SessionID
		if !has(text, "Project name") {
			a.until(id, "the first question", func(text string, _ tools.Screen) bool { return has(text, "Project name") })
		}
		// Each question as it comes, by what it asks.
		answers := []struct {
			question string
			answer   []any
			fallback map[string]any
		}{
			{"Project name", []any{"text", "shop"}, map[string]any{"text": "shop", "enter": true}},
			{"framework", []any{"choice", "React"}, map[string]any{"keys": "<down><down><enter>"}},
			{"variant", []any{"choice", "TypeScript"}, map[string]any{"keys": "<enter>"}},
			{"linter", []any{"choice", "ESLint"}, map[string]any{"keys": "<enter>"}},
			{"Install", []any{"confirm", false}, map[string]any{"keys": "<right><enter>"}},
		}
		for _, q := range answers {
			if strings.Contains(text, q.question) {
				text, _ = a.answerOr(id, q.answer, q.fallback)
			}
		}
		if _, err := os.Stat(filepath.Join(dir, "shop", "package.json")); err != nil {
			a.until(id, "the project", func(string, tools.Screen) bool {
				_, err := os.Stat(filepath.Join(dir, "shop", "package.json"))
				return err == nil
			})
		}
	})

	task("dpkg-reconfigure tzdata", func() {
		if os.Geteuid() != 0 {
			t.Skip("needs root to reconfigure a package")
		}
		text, v := open(map[string]any{"command": "dpkg-reconfigure tzdata", "env": map[string]any{"DEBIAN_FRONTEND": "dialog"}, "rows": 30, "timeout_ms": 30000})
		id := v.SessionID
		if !has(text, "Geographic area") {
			a.until(id, "the first question", func(text string, _ tools.Screen) bool { return has(text, "Geographic area") })
		}
		text, _ = a.answerOr(id, []any{"choice", "Europe"}, map[string]any{"keys": "E<enter>"})
		if !has(text, "Berlin") && !has(text, "Amsterdam") {
			a.until(id, "the cities", func(text string, _ tools.Screen) bool { return has(text, "Amsterdam") })
		}
		a.must("close_session", map[string]any{"session_id": id, "force": true}) // not to change the machine's zone
	})

	task("crontab -e, editor question", func() {
		_, v := open(map[string]any{"command": "unset EDITOR VISUAL; crontab -e", "env": map[string]any{"HOME": t.TempDir()}, "rows": 24})
		id := v.SessionID
		text, _ := a.answerOr(id, []any{"choice", "/bin/nano"}, map[string]any{"text": "1", "enter": true})
		if !has(text, "GNU nano") {
			a.until(id, "nano", func(text string, _ tools.Screen) bool { return has(text, "GNU nano") })
		}
		text, _ = a.must("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-x>"})
		if !has(text, "No modification") && !has(text, "exited") {
			t.Errorf("crontab: nano did not leave as it came:\n%s", text)
		}
	})

	task("node .editor and completion", func() {
		_, v := open(map[string]any{"argv": []string{"node"}, "rows": 20})
		id := v.SessionID
		a.must("send_text", map[string]any{"session_id": id, "text": ".editor", "enter": true})
		a.must("send_text", map[string]any{"session_id": id, "text": "function sq(x) {\nreturn x * x\n}"})
		a.must("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-d>"})
		text, _ := a.must("send_text", map[string]any{"session_id": id, "text": "sq(7)", "enter": true})
		if !has(text, "49") {
			t.Errorf("node: sq(7):\n%s", text)
		}
		text, _ = a.must("send_keys", map[string]any{"session_id": id, "keys": "Math.ma<tab>"})
		if !has(text, "Math.max") {
			t.Errorf("node: no completion:\n%s", text)
		}
		a.must("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-u>"})
		a.must("send_text", map[string]any{"session_id": id, "text": ".exit", "enter": true})
	})

	task("fzf", func() {
		_, v := open(map[string]any{"command": "seq 1 300 | sed 's/^/item-/' | fzf; read -r _", "rows": 20})
		id := v.SessionID
		text, _ := a.answerOr(id, []any{"choice", "item-150"}, map[string]any{"keys": "item-150<enter>"})
		if !has(text, "item-150") {
			t.Errorf("fzf: nothing picked:\n%s", text)
		}
	})

	task("less +F on a growing log", func() {
		log := filepath.Join(t.TempDir(), "app.log")
		sessiontest.WriteFile(t, log, "")
		stop := make(chan struct{})
		done := make(chan struct{})
		go func() {
			defer close(done)
			for i := 1; ; i++ {
				select {
				case <-stop:
					return
				case <-time.After(200 * time.Millisecond):
				}
				f, err := os.OpenFile(log, os.O_APPEND|os.O_WRONLY, 0)
				if err != nil {
					return
				}
				fmt.Fprintf(f, "request %d served\n", i)
				_ = f.Close()
			}
		}()
		defer func() { close(stop); <-done }()
		// The log grows all the time: the screen never stops changing,
		// and the agent does not wait long for it.
		_, v := open(map[string]any{"argv": []string{"less", "+F", log}, "rows": 16, "timeout_ms": 3000})
		id := v.SessionID
		a.must("wait_for", map[string]any{"session_id": id, "text": "served", "timeout_ms": 10000})
		a.must("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-c>"})
		a.must("send_keys", map[string]any{"session_id": id, "keys": "g"})
		// Checked on the whole screen, not counted: the result may say
		// only what changed.
		if v := a.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0}); !hasLine(v, "request 1 served") {
			t.Errorf("less: not at the top:\n%s", screenText(v))
		}
		a.must("send_keys", map[string]any{"session_id": id, "keys": "q"})
	})

	t.Logf("%-28s %2d calls, %5d characters of text, %5.1f s inside calls", "all", total.calls, total.text, total.spent.Seconds())

}
