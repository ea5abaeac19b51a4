package tools_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// counted is a harness that counts the tool calls a test makes, as an
// agent would spend them.
type counted struct {
	*harness
	calls int
}

func (c *counted) screen(tool string, args map[string]any) tools.Screen {
	c.t.Helper()
	c.calls++
	return c.harness.screen(tool, args)
}

// waitPrompt reads the screen until it shows a prompt asking question
// (read_screen calls an agent would not need: they are not counted).
func (h *harness) waitPrompt(id, question string) tools.Screen {
	h.t.Helper()
	return h.until(id, 30*time.Second, "the prompt "+quote(question), func(v tools.Screen) bool {
		return v.Prompt != nil && strings.Contains(v.Prompt.Question, question)
	})
}

func quote(s any) string { b, _ := json.Marshal(s); return string(b) }

func answer(h *counted, id string, kv ...any) tools.Screen {
	h.t.Helper()
	args := map[string]any{"session_id": id}
	for i := 0; i+1 < len(kv); i += 2 {
		args[kv[i].(string)] = kv[i+1]
	}
	return h.screen("answer_prompt", args)
}

func npmDir(t *testing.T) string { return sessiontest.NPM(t, "../testdata/npm") }

// A scaffolder's questions answered by label: the project name, a framework
// and a variant, and (create-vite 9) whether to install and start now.
// The files it wrote are checked. The calls are counted against an agent
// that has send_keys alone and checks the screen after each key.
func TestAnswerPromptScaffolder(t *testing.T) {
	dir := npmDir(t)
	cases := []struct {
		name, script       string
		framework, variant string
		install            bool // asks "Install with npm and start now?"
		files              map[string]string
		marker             string // what marks the highlighted entry on the screen
	}{
		{name: "prompts (create-vite 5)", script: "node_modules/create-vite-5/index.js", framework: "React", variant: "TypeScript + SWC",
			files: map[string]string{"package.json": `"@vitejs/plugin-react-swc"`, "src/main.tsx": "createRoot"}, marker: "❯"},
		{name: "clack (create-vite 9)", script: "node_modules/create-vite/index.js", framework: "Vue", variant: "JavaScript", install: true,
			files: map[string]string{"package.json": `"vue"`, "src/main.js": "createApp"}, marker: "●"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := &counted{harness: newHarness(t, session.Config{})}
			work := t.TempDir()
			open := map[string]any{"argv": sessiontest.Node(dir, true, c.script), "cwd": work, "cols": 80, "rows": 24}
			id := h.open(open).SessionID
			h.calls++
			v := h.waitPrompt(id, "Project name")
			if v.Prompt.Kind != modes.Text || v.Prompt.Default != "vite-project" {
				t.Fatalf("project name prompt: %+v", v.Prompt)
			}
			v = answer(h, id, "text", "shop")
			v = h.waitPrompt(id, "Select a framework")
			if i := v.Prompt.SelectedIndex(); i < 0 || v.Prompt.Options[i].Label != "Vanilla" {
				t.Fatalf("framework menu: %+v", v.Prompt)
			}
			answer(h, id, "choice", c.framework)
			v = h.waitPrompt(id, "Select a variant")
			answer(h, id, "choice", c.variant)
			if c.install {
				v = h.waitPrompt(id, "start now")
				if v.Prompt.Kind != modes.Confirm {
					t.Fatalf("install question: %+v", v.Prompt)
				}
				answer(h, id, "confirm", false)
			}
			v = h.until(id, 30*time.Second, "the scaffolder to finish", func(v tools.Screen) bool { return v.State == session.Exited })
			if !strings.Contains(screenText(v), c.variant) || !strings.Contains(screenText(v), c.framework) {
				t.Errorf("the answers are not on the final screen:\n%s", screenText(v))
			}
			for name, want := range c.files {
				b, err := os.ReadFile(filepath.Join(work, "shop", name))
				if err != nil || !strings.Contains(string(b), want) {
					t.Errorf("shop/%s: %v, want it to hold %s:\n%.400s", name, err, want, b)
				}
			}
			withAnswer := h.calls

			// The same with send_keys alone: an agent that cannot count
			// presses one arrow at a time and reads the highlighted row
			// off the screen after each.
			h.calls = 0
			work2 := t.TempDir()
			open["cwd"] = work2
			id = h.open(open).SessionID
			h.calls++
			h.waitPrompt(id, "Project name")
			h.screen("send_text", map[string]any{"session_id": id, "text": "shop", "enter": true})
			for _, target := range []string{c.framework, c.variant} {
				v = h.until(id, 30*time.Second, "a menu", func(v tools.Screen) bool { return highlighted(v, c.marker) != "" })
				for i := 0; highlighted(v, c.marker) != target; i++ {
					if i > 20 {
						t.Fatalf("send_keys alone: %q never highlighted:\n%s", target, screenText(v))
					}
					v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<down>"})
				}
				h.screen("send_keys", map[string]any{"session_id": id, "keys": "<enter>"})
			}
			if c.install {
				h.waitPrompt(id, "start now")
				v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<right>"})
				h.screen("send_keys", map[string]any{"session_id": id, "keys": "<enter>"})
			}
			h.until(id, 30*time.Second, "the scaffolder to finish", func(v tools.Screen) bool { return v.State == session.Exited })
			if _, err := os.Stat(filepath.Join(work2, "shop", "package.json")); err != nil {
				t.Errorf("send_keys alone made no project: %v", err)
			}
			t.Logf("calls to finish the scaffolder: %d with answer_prompt, %d with send_keys alone (one key a call, checked)", withAnswer, h.calls)
			if withAnswer >= h.calls {
				t.Errorf("answer_prompt took %d calls, send_keys alone %d", withAnswer, h.calls)
			}
		})
	}
}

// highlighted is the label of the row a marker starts, read off the text.
func highlighted(v tools.Screen, marker string) string {
	for _, l := range v.Lines {
		t := strings.TrimLeft(strings.TrimSpace(l), "│ ")
		if strings.HasPrefix(t, marker) {
			return strings.TrimSpace(strings.TrimPrefix(t, marker))
		}
	}
	return ""
}

// fzf: an item picked by label, in view or found by typing it.
func TestAnswerPromptFzf(t *testing.T) {
	sessiontest.Need(t, "fzf")
	for _, c := range []struct{ name, list, pick string }{
		{"in view", `printf 'alpha\nbeta\ngamma\ndelta\n'`, "gamma"},
		{"off screen", `seq 1 500 | sed 's/^/item-/'`, "item-321"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := &counted{harness: newHarness(t, session.Config{})}
			dir := t.TempDir()
			id := h.open(map[string]any{"command": c.list + " | fzf > picked.txt", "cwd": dir, "cols": 80, "rows": 24}).SessionID
			v := h.until(id, 10*time.Second, "fzf's list", func(v tools.Screen) bool { return v.Prompt != nil && len(v.Prompt.Options) > 0 })
			if v.Prompt.Kind != modes.Select || !v.Prompt.Readable() {
				t.Fatalf("fzf: %+v", v.Prompt)
			}
			answer(h, id, "choice", c.pick)
			h.until(id, 10*time.Second, "fzf to exit", func(v tools.Screen) bool { return v.State == session.Exited })
			if b, _ := os.ReadFile(filepath.Join(dir, "picked.txt")); string(b) != c.pick+"\n" {
				t.Fatalf("fzf picked %q, want %q", b, c.pick)
			}
		})
	}
}

// whiptail --checklist: two boxes ticked, the one ticked before unticked.
func TestAnswerPromptWhiptailChecklist(t *testing.T) {
	sessiontest.Need(t, "whiptail")
	h := &counted{harness: newHarness(t, session.Config{})}
	dir := t.TempDir()
	id := h.open(map[string]any{"cwd": dir, "cols": 80, "rows": 24,
		"command": "whiptail --checklist 'Pick fruit' 15 50 4 a Apple on b Banana off c Cherry off d Date off 2> picked.txt"}).SessionID
	v := h.waitPrompt(id, "Pick fruit")
	if v.Prompt.Kind != modes.Multiselect {
		t.Fatalf("checklist: %+v", v.Prompt)
	}
	answer(h, id, "choices", []string{"Banana", "Date"})
	h.until(id, 10*time.Second, "whiptail to exit", func(v tools.Screen) bool { return v.State == session.Exited })
	if b, _ := os.ReadFile(filepath.Join(dir, "picked.txt")); string(b) != `"b" "d"` {
		t.Fatalf("whiptail printed %q, want %q", b, `"b" "d"`)
	}
}

// A numbered menu whose prompt takes several numbers (gcli's "Your
// choice(multi use , separate):"): answer_prompt types the chosen ones'
// numbers, set apart by commas, in a line, as the prompt asks.
func TestAnswerPromptNumberedMulti(t *testing.T) {
	sessiontest.Need(t, "sh")
	h := &counted{harness: newHarness(t, session.Config{})}
	script := `printf 'Which checks should run before the merge?\n  0) lint\n  1) unit\n  2) race\n'; ` +
		`printf 'Your choice(multi use , separate): '; read x; echo "picked [$x]"; read y`
	id := h.open(map[string]any{"command": script, "cols": 80, "rows": 24}).SessionID
	v := h.waitPrompt(id, "Which checks should run before the merge?")
	if v.Prompt.Kind != modes.Multiselect || len(v.Prompt.Options) != 3 {
		t.Fatalf("numbered menu: %+v", v.Prompt)
	}
	answer(h, id, "choices", []string{"race", "lint"})
	h.until(id, 10*time.Second, "the program to print what was picked", func(v tools.Screen) bool {
		return slices.Contains(v.Lines, "picked [0,2]")
	})
}

// git add -p: the first hunk staged with y, the second left with n.
func TestAnswerPromptGitAddP(t *testing.T) {
	sessiontest.Need(t, "git")
	dir := t.TempDir()
	var b strings.Builder
	for i := 1; i <= 30; i++ {
		b.WriteString("line " + string(rune('a'+i%26)) + "\n")
	}
	lines := strings.Split(b.String(), "\n")
	sessiontest.WriteFile(t, filepath.Join(dir, "f.txt"), b.String())
	git := func(args ...string) string {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=A", "GIT_AUTHOR_EMAIL=a@example.com",
			"GIT_COMMITTER_NAME=A", "GIT_COMMITTER_EMAIL=a@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	git("init", "-q")
	git("add", "f.txt")
	git("commit", "-qm", "first")
	lines[1], lines[27] = "changed near the top", "changed near the end"
	sessiontest.WriteFile(t, filepath.Join(dir, "f.txt"), strings.Join(lines, "\n"))

	h := &counted{harness: newHarness(t, session.Config{})}
	id := h.open(map[string]any{"command": "git add -p", "cwd": dir, "cols": 80, "rows": 24,
		"env": map[string]string{"GIT_CONFIG_GLOBAL": "/dev/null", "GIT_PAGER": "cat"}}).SessionID
	v := h.waitPrompt(id, "(1/2) Stage this hunk")
	if v.Prompt.Kind != modes.Choice {
		t.Fatalf("git add -p: %+v", v.Prompt)
	}
	answer(h, id, "choice", "y")
	h.waitPrompt(id, "(2/2) Stage this hunk")
	answer(h, id, "choice", "n")
	h.until(id, 10*time.Second, "git to exit", func(v tools.Screen) bool { return v.State == session.Exited })
	staged := git("diff", "--cached")
	if !strings.Contains(staged, "+changed near the top") || strings.Contains(staged, "changed near the end") {
		t.Fatalf("git diff --cached:\n%s", staged)
	}
}

// [Y/n] questions answered no: a line read by bash, a whiptail box, and
// inquirer's confirm (keys in raw mode, then Enter).
func TestAnswerPromptConfirmFalse(t *testing.T) {
	sessiontest.Need(t, "bash", "whiptail")
	h := &counted{harness: newHarness(t, session.Config{})}

	id := h.open(map[string]any{"cols": 80, "rows": 24,
		"command": `read -p "Do you want to continue? [Y/n] " a; echo "answer=[$a]"; read -r _`}).SessionID
	v := h.waitPrompt(id, "Do you want to continue?")
	if v.Prompt.Kind != modes.Confirm || v.Prompt.Default != "yes" {
		t.Fatalf("[Y/n]: %+v", v.Prompt)
	}
	v = answer(h, id, "confirm", false)
	if !hasLine(v, "answer=[n]") {
		t.Fatalf("read got another answer:\n%s", screenText(v))
	}

	id = h.open(map[string]any{"cols": 80, "rows": 24,
		"command": `whiptail --yesno 'Delete everything?' 10 40; echo "status=$?"; read -r _`}).SessionID
	h.waitPrompt(id, "Delete everything?")
	v = answer(h, id, "confirm", false)
	v = h.until(id, 10*time.Second, "whiptail's status", func(v tools.Screen) bool { return strings.Contains(screenText(v), "status=") })
	if !strings.Contains(screenText(v), "status=1") {
		t.Fatalf("whiptail --yesno answered no should exit 1:\n%s", screenText(v))
	}
}

// Every kind of @inquirer/prompts prompt, answered and its answer printed,
// in colour and without (NO_COLOR, as Node also draws under CI): there what
// is typed looks like the question's own words.
func TestAnswerPromptInquirer(t *testing.T) {
	dir := npmDir(t)
	for _, colour := range []bool{true, false} {
		testAnswerPromptInquirer(t, dir, colour)
	}
}

func testAnswerPromptInquirer(t *testing.T, dir string, colour bool) {
	look := map[bool]string{true: "", false: " plain"}[colour]
	for _, c := range []struct {
		kind   string
		answer []any
		want   string
	}{
		{"select", []any{"choice", "SQLite"}, `"sq"`},
		{"checkbox", []any{"choices", []string{"TypeScript", "Vitest"}}, `["ts","vitest"]`},
		{"confirm", []any{"confirm", false}, `false`},
		{"input", []any{"text", "shop"}, `"shop"`},
		{"input", []any{"text", ""}, `"my-app"`},
		// The program prints the password back; results show it masked.
		{"password", []any{"text", "hunter2-secret"}, `"` + strings.Repeat("*", len("hunter2-secret")) + `"`},
		{"expand", []any{"choice", "d"}, `"diff"`},
		{"rawlist", []any{"choice", "Apache-2.0"}, `"apache"`},
	} {
		t.Run(c.kind+" "+quote(c.answer[1])+look, func(t *testing.T) {
			h := &counted{harness: newHarness(t, session.Config{})}
			id := h.open(map[string]any{"argv": sessiontest.Node(dir, colour, "inquirer-demo.mjs", c.kind), "cols": 80, "rows": 24}).SessionID
			h.until(id, 30*time.Second, "the prompt", func(v tools.Screen) bool { return v.Prompt != nil })
			answered := answer(h, id, c.answer...)
			v := h.until(id, 10*time.Second, "the answer", func(v tools.Screen) bool { return strings.Contains(screenText(v), "ANSWER ") })
			got := regexp.MustCompile(`ANSWER (.*)`).FindStringSubmatch(screenText(v))[1]
			if got != c.want {
				t.Errorf("answer %s, want %s\n%s", got, c.want, screenText(v))
			}
			if c.kind == "password" {
				// The secret itself reached the program, and no result
				// shows it: the program printed it back, redacted.
				for _, r := range []tools.Screen{answered, v} {
					raw, _ := json.Marshal(r)
					if strings.Contains(string(raw), "hunter2") {
						t.Errorf("the password shows in the result: %s", raw)
					}
				}
			}
		})
	}
}

// A menu whose highlight nothing on the screen shows: every option's
// selected is null, and answer_prompt refuses to move; the same menu with
// reverse video is answered.
func TestAnswerPromptUnreadableMenu(t *testing.T) {
	sessiontest.Need(t, "python3")
	script, err := filepath.Abs("../testdata/prompts/menu.py")
	if err != nil {
		t.Fatal(err)
	}
	h := &counted{harness: newHarness(t, session.Config{})}
	open := func(style string) string {
		return h.open(map[string]any{"argv": []string{"python3", script, style, "Pick a colour:", "red", "green", "blue"}, "cols": 80, "rows": 24}).SessionID
	}
	id := open("plain")
	v := h.waitPrompt(id, "Pick a colour")
	if v.Prompt.Kind != modes.Select || len(v.Prompt.Options) != 3 {
		t.Fatalf("plain menu: %+v", v.Prompt)
	}
	for _, o := range v.Prompt.Options {
		if o.Selected != nil {
			t.Fatalf("plain menu: %q has selected %v, want null", o.Label, *o.Selected)
		}
	}
	msg := h.refused("answer_prompt", map[string]any{"session_id": id, "choice": "green"})
	if !strings.Contains(msg, "cannot move it safely") {
		t.Fatalf("refusal: %s", msg)
	}
	if v := h.screen("read_screen", map[string]any{"session_id": id}); v.State != session.WaitingForInput || strings.Contains(screenText(v), "chose") {
		t.Fatalf("the refused answer pressed keys:\n%s", screenText(v))
	}

	for _, style := range []string{"inverse", "marker"} {
		id = open(style)
		h.waitPrompt(id, "Pick a colour")
		answer(h, id, "choice", "blue")
		v = h.until(id, 10*time.Second, "the menu's answer", func(v tools.Screen) bool { return strings.Contains(screenText(v), "chose ") })
		if !strings.Contains(screenText(v), "chose blue") {
			t.Fatalf("%s menu chose another:\n%s", style, screenText(v))
		}
	}
}

// A list in a box, its question in the box's top edge and its highlight a
// background, with no hint (as curses programs, tview and urwid draw
// them): a select whose highlighted row every result names, in the
// structured content and in the text, and which answer_prompt answers.
func TestAnswerPromptBoxedMenu(t *testing.T) {
	sessiontest.Need(t, "python3")
	script, err := filepath.Abs("../testdata/prompts/menu.py")
	if err != nil {
		t.Fatal(err)
	}
	h := &counted{harness: newHarness(t, session.Config{})}
	id := h.open(map[string]any{"argv": []string{"python3", script, "boxed", "Pick a colour", "red", "green", "blue"}, "cols": 80, "rows": 24}).SessionID
	v := h.waitPrompt(id, "Pick a colour")
	if v.Prompt.Kind != modes.Select || v.Prompt.Question != "Pick a colour" || v.Prompt.SelectedIndex() != 0 {
		t.Fatalf("boxed menu: %+v\n%s", v.Prompt, tools.Render(v))
	}
	if v.SelectedRow == nil || *v.SelectedRow != 3 || len(v.Highlights) != 1 || v.Highlights[0].Text != "red" {
		t.Fatalf("highlights %+v, selected row %v, want red on row 3", v.Highlights, v.SelectedRow)
	}
	if !strings.Contains(tools.Render(v), "red               │  ◀ selected") {
		t.Fatalf("the text does not mark the selected row:\n%s", tools.Render(v))
	}
	answer(h, id, "choice", "blue")
	v = h.until(id, 10*time.Second, "the menu's answer", func(v tools.Screen) bool { return strings.Contains(screenText(v), "chose ") })
	if !strings.Contains(screenText(v), "chose blue") {
		t.Fatalf("the boxed menu chose another:\n%s", screenText(v))
	}
}

// Mistakes come back as errors that say what to do.
func TestAnswerPromptErrors(t *testing.T) {
	sessiontest.Need(t, "whiptail", "bash")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"command": "whiptail --menu 'Choose a fruit' 15 50 4 a Apple b Banana c Cherry", "cols": 80, "rows": 24}).SessionID
	h.waitPrompt(id, "Choose a fruit")
	for _, c := range []struct {
		args map[string]any
		want string
	}{
		{map[string]any{"choice": "Mango"}, `no option matches "Mango"; the options are: "Apple", "Banana", "Cherry"`},
		{map[string]any{"choice": "Apple", "text": "x"}, "exactly one of"},
		{map[string]any{}, "exactly one of"},
		{map[string]any{"text": "x"}, "answer it with choice"},
		{map[string]any{"choices": []string{"Apple"}}, "answer it with choice"},
		{map[string]any{"confirm": true}, "answer it with choice"},
	} {
		args := map[string]any{"session_id": id}
		for k, v := range c.args {
			args[k] = v
		}
		if msg := h.refused("answer_prompt", args); !strings.Contains(msg, c.want) {
			t.Errorf("%v: %s, want %q", c.args, msg, c.want)
		}
	}
	sh := h.open(map[string]any{"cols": 80, "rows": 24}).SessionID
	if msg := h.refused("answer_prompt", map[string]any{"session_id": sh, "choice": "x"}); !strings.Contains(msg, "shows no question") {
		t.Errorf("no prompt: %s", msg)
	}
}

// Lists longer than their window: the option is brought into view by
// moving down (whiptail stops at the end; inquirer wraps round), and a
// label in no part of the list is an error naming every option seen.
func TestAnswerPromptScrolling(t *testing.T) {
	sessiontest.Need(t, "whiptail")
	h := &counted{harness: newHarness(t, session.Config{})}
	dir := t.TempDir()
	items := "a Apple b Banana c Cherry d Date e Elderberry f Fig g Grape h Honeydew"
	id := h.open(map[string]any{"cwd": dir, "cols": 80, "rows": 24,
		"command": "whiptail --menu 'Choose a fruit' 12 50 3 " + items + " 2> picked.txt"}).SessionID
	v := h.waitPrompt(id, "Choose a fruit")
	if len(v.Prompt.Options) != 3 {
		t.Fatalf("a window of 3: %+v", v.Prompt.Options)
	}
	msg := h.refused("answer_prompt", map[string]any{"session_id": id, "choice": "Mango"})
	for _, l := range []string{"Apple", "Honeydew"} {
		if !strings.Contains(msg, strconvQuote(l)) {
			t.Errorf("the refusal does not name %s: %s", l, msg)
		}
	}
	answer(h, id, "choice", "Grape")
	h.until(id, 10*time.Second, "whiptail to exit", func(v tools.Screen) bool { return v.State == session.Exited })
	if b, _ := os.ReadFile(filepath.Join(dir, "picked.txt")); string(b) != "g" {
		t.Fatalf("whiptail printed %q, want g", b)
	}

	id = h.open(map[string]any{"cwd": dir, "cols": 80, "rows": 24,
		"command": "whiptail --checklist 'Pick fruit' 12 50 3 a Apple on b Banana off c Cherry off d Date off e Elderberry off f Fig off 2> ticked.txt"}).SessionID
	h.waitPrompt(id, "Pick fruit")
	answer(h, id, "choices", []string{"Banana", "Fig"})
	h.until(id, 10*time.Second, "whiptail to exit", func(v tools.Screen) bool { return v.State == session.Exited })
	// Apple, ticked and out of view once the list has scrolled to Fig, is
	// unticked while in view.
	if b, _ := os.ReadFile(filepath.Join(dir, "ticked.txt")); string(b) != `"b" "f"` {
		t.Fatalf("whiptail printed %q, want %q", b, `"b" "f"`)
	}

	npm := npmDir(t)
	id = h.open(map[string]any{"argv": sessiontest.Node(npm, true, "node_modules/create-hono/bin"), "cwd": dir, "cols": 80, "rows": 24}).SessionID
	h.waitPrompt(id, "Target directory")
	answer(h, id, "text", "")
	h.waitPrompt(id, "Which template")
	v = answer(h, id, "choice", "nodejs")
	if !strings.Contains(screenText(v), "Which template do you want to use? nodejs") {
		t.Fatalf("create-hono did not take nodejs:\n%s", screenText(v))
	}
}

func strconvQuote(s string) string { return `"` + s + `"` }

// A question that shows what was typed as secret input: neither the
// prompt's question nor its default shows it.
func TestPromptHidesSecrets(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cols": 80, "rows": 24,
		"command": `read -rsp "Token: " t; echo; read -p "Store $t in the keyring [$t]: " a; read -p "Keep $t-backup? [y/N] " b`}).SessionID
	h.waitPrompt(id, "Token")
	v := h.screen("send_text", map[string]any{"session_id": id, "text": "tok-9f8e7d", "enter": true, "secret": true})
	v = h.until(id, 10*time.Second, "the question", func(v tools.Screen) bool { return v.Prompt != nil && v.Prompt.Kind == modes.Text })
	raw, _ := json.Marshal(v.Prompt)
	if strings.Contains(string(raw), "9f8e7d") || !strings.Contains(v.Prompt.Question, "Store") {
		t.Fatalf("the prompt shows the secret: %s", raw)
	}
	v = answer(&counted{harness: h}, id, "text", "")
	v = h.until(id, 10*time.Second, "the confirm", func(v tools.Screen) bool { return v.Prompt != nil && v.Prompt.Kind == modes.Confirm })
	if raw, _ := json.Marshal(v); strings.Contains(string(raw), "9f8e7d") {
		t.Fatalf("the result shows the secret: %s", raw)
	}
}

// Questions of other kinds, each answered and its effect checked: keys
// typed to programs that read lines and to programs that take each key,
// a field's text replaced, a radio list's entry ticked.
func TestAnswerPromptPrograms(t *testing.T) {
	for _, c := range []struct {
		name   string
		needs  []string
		prep   func(t *testing.T, dir string)
		cmd    string
		answer []any
		check  func(t *testing.T, dir string, v tools.Screen)
	}{
		{name: "rm -i yes", needs: []string{"rm"}, cmd: "rm -i notes.txt; read -r _",
			prep:   func(t *testing.T, dir string) { sessiontest.WriteFile(t, filepath.Join(dir, "notes.txt"), "x\n") },
			answer: []any{"confirm", true},
			check: func(t *testing.T, dir string, v tools.Screen) {
				if _, err := os.Stat(filepath.Join(dir, "notes.txt")); !os.IsNotExist(err) {
					t.Errorf("notes.txt is still there (%v)", err)
				}
			}},
		{name: "nano's save question answered no", needs: []string{"nano"}, cmd: "nano notes.txt",
			prep: func(t *testing.T, dir string) {
				sessiontest.WriteFile(t, filepath.Join(dir, "notes.txt"), "first\n")
			},
			answer: nil, // the steps below
			check: func(t *testing.T, dir string, v tools.Screen) {
				if b, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(b) != "first\n" {
					t.Errorf("notes.txt is %q after no", b)
				}
			}},
		{name: "vim's swap file question by label", needs: []string{"vim"}, cmd: "vim --clean notes.txt",
			prep: func(t *testing.T, dir string) {
				sessiontest.WriteFile(t, filepath.Join(dir, "notes.txt"), "first\n")
				sessiontest.WriteFile(t, filepath.Join(dir, ".notes.txt.swp"), "not a swap file\n")
			},
			answer: []any{"choice", "Edit anyway"},
			check: func(t *testing.T, dir string, v tools.Screen) {
				if v.Mode != modes.Editor {
					t.Errorf("vim is not editing: %s (%s)\n%s", v.Mode, v.ModeDetail, screenText(v))
				}
			}},
		{name: "whiptail's field replaced", needs: []string{"whiptail"}, cmd: "whiptail --inputbox 'Host name' 10 40 web-1 2> out.txt",
			answer: []any{"text", "db-2"},
			check: func(t *testing.T, dir string, v tools.Screen) {
				if b, _ := os.ReadFile(filepath.Join(dir, "out.txt")); string(b) != "db-2" {
					t.Errorf("whiptail printed %q, want db-2", b)
				}
			}},
		{name: "dialog's radio list", needs: []string{"dialog"}, cmd: "dialog --radiolist 'Pick one' 15 50 4 a Apple off b Banana on c Cherry off 2> out.txt",
			answer: []any{"choice", "Cherry"},
			check: func(t *testing.T, dir string, v tools.Screen) {
				if b, _ := os.ReadFile(filepath.Join(dir, "out.txt")); string(b) != "c" {
					t.Errorf("dialog printed %q, want c", b)
				}
			}},
		{name: "a line read by python", needs: []string{"python3"}, cmd: `python3 -c "print('got', input('Name of the new project: '))"; read -r _`,
			answer: []any{"text", "shop"},
			check: func(t *testing.T, dir string, v tools.Screen) {
				if !hasLine(v, "got shop") {
					t.Errorf("python read another line:\n%s", screenText(v))
				}
			}},
		{name: "bash's select by label", needs: []string{"bash"}, cmd: `select s in bash zsh fish; do echo "picked $s"; break; done; read -r _`,
			answer: []any{"choice", "fish"},
			check: func(t *testing.T, dir string, v tools.Screen) {
				if !hasLine(v, "picked fish") {
					t.Errorf("select picked another:\n%s", screenText(v))
				}
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			sessiontest.Need(t, c.needs...)
			h := &counted{harness: newHarness(t, session.Config{})}
			dir := t.TempDir()
			if c.prep != nil {
				c.prep(t, dir)
			}
			id := h.open(map[string]any{"command": c.cmd, "cwd": dir, "cols": 80, "rows": 24}).SessionID
			var v tools.Screen
			if c.answer == nil {
				// nano: change the text, ask to quit, answer no.
				h.until(id, 10*time.Second, "nano", func(v tools.Screen) bool { return v.Mode == modes.Editor })
				h.screen("send_text", map[string]any{"session_id": id, "text": "more"})
				v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-x>"})
				if v.Prompt == nil || v.Prompt.Kind != modes.Confirm {
					t.Fatalf("nano's question: %+v\n%s", v.Prompt, screenText(v))
				}
				answer(h, id, "confirm", false)
				v = h.until(id, 10*time.Second, "nano to exit", func(v tools.Screen) bool { return v.State == session.Exited })
			} else {
				h.until(id, 10*time.Second, "the prompt", func(v tools.Screen) bool { return v.Prompt != nil })
				v = answer(h, id, c.answer...)
				v = h.until(id, 10*time.Second, "the answer's effect", func(v tools.Screen) bool { return v.Prompt == nil || v.State == session.Exited })
			}
			c.check(t, dir, v)
		})
	}
}

// TestAnswerPromptLineQuestions: each way a program asks on one line reads
// as a question with a prompt that answer_prompt answers, and the program
// takes the answer: gdb's (y or n) and (y or [n]) (readline, raw mode),
// (y/n), [Y/n], and the lines that ask only for Enter (vim's hit-enter
// prompt, "Press RETURN").
func TestAnswerPromptLineQuestions(t *testing.T) {
	for _, c := range []struct {
		name     string
		needs    []string
		argv     []string
		steps    []string // lines sent first, each waited for to settle
		keys     bool     // the steps are keys (send_keys), as vim's normal mode takes them
		question string
		answer   []any
		effect   string // a line the program shows after the answer
		exited   bool
	}{
		{name: "gdb quit anyway", needs: []string{"gdb", "sleep"}, argv: []string{"gdb", "-q", "--args", "sleep", "30"},
			steps: []string{"starti", "quit"}, question: "Quit anyway?", answer: []any{"confirm", true}, exited: true},
		{name: "gdb pending breakpoint", needs: []string{"gdb"}, argv: []string{"gdb", "-q"},
			steps: []string{"break nosuch"}, question: "Make breakpoint pending", answer: []any{"confirm", false}, effect: "(gdb)"},
		{name: "(y/n)", needs: []string{"python3"}, argv: []string{"python3", "-c", "print('got', input('Proceed (y/n)? ')); input()"},
			question: "Proceed?", answer: []any{"confirm", false}, effect: "got n"},
		{name: "[Y/n]", needs: []string{"bash"}, argv: []string{"bash", "-c", `read -p "Continue? [Y/n] " a; echo "got $a"; read`},
			question: "Continue?", answer: []any{"confirm", true}, effect: "got y"},
		{name: "Press RETURN", needs: []string{"bash"}, argv: []string{"bash", "-c", `read -p "Press RETURN to continue" a; echo "went on"; read`},
			question: "Press RETURN", answer: []any{"choice", "continue"}, effect: "went on"},
		{name: "less after a missing file", needs: []string{"less"}, argv: []string{"sh", "-c", "seq 1 100 > long.txt; LESS= exec less missing.txt long.txt"},
			question: "Press RETURN", answer: []any{"choice", "continue"}, effect: "1"},
		{name: "vim's hit-enter prompt", needs: []string{"vim"}, argv: []string{"vim", "--clean"},
			steps: []string{":!echo from the shell<enter>"}, keys: true, question: "Press ENTER", answer: []any{"choice", "continue"}, effect: "~"},
	} {
		t.Run(c.name, func(t *testing.T) {
			sessiontest.Need(t, c.needs...)
			h := &counted{harness: newHarness(t, session.Config{})}
			id := h.open(map[string]any{"argv": c.argv, "cwd": t.TempDir(), "cols": 80, "rows": 24}).SessionID
			for _, s := range c.steps {
				h.until(id, 10*time.Second, "waiting", func(v tools.Screen) bool { return v.State == session.WaitingForInput })
				if c.keys {
					h.screen("send_keys", map[string]any{"session_id": id, "keys": s})
					continue
				}
				h.screen("send_text", map[string]any{"session_id": id, "text": s, "enter": true})
			}
			v := h.until(id, 10*time.Second, "the question", func(v tools.Screen) bool { return v.Mode == modes.Question })
			if v.Prompt == nil || !strings.Contains(v.Prompt.Question, c.question) {
				t.Fatalf("question %s (%s) with prompt %s\n%s", v.Mode, v.ModeDetail, quote(v.Prompt), screenText(v))
			}
			answer(h, id, c.answer...)
			h.until(id, 10*time.Second, "the answer's effect", func(v tools.Screen) bool {
				if c.exited {
					return v.State == session.Exited
				}
				return v.Mode != modes.Question && v.State == session.WaitingForInput && hasLine(v, c.effect)
			})
		})
	}
}

// Text the agent typed after a field's label, not yet entered, is the
// field's value and no default the program offered; answer_prompt
// replaces it.
func TestTypedTextIsNoDefault(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := &counted{harness: newHarness(t, session.Config{})}
	id := h.open(map[string]any{"argv": []string{"bash", "--norc", "--noprofile", "-c",
		`read -r -p 'Enter receive code: ' code; printf 'got [%s]\n' "$code"`}, "cols": 80, "rows": 24}).SessionID
	v := h.waitPrompt(id, "Enter receive code")
	if v.Prompt.Kind != modes.Text || v.Prompt.Default != "" {
		t.Fatalf("the field at first: %+v", v.Prompt)
	}
	h.screen("send_text", map[string]any{"session_id": id, "text": "ember-kettle"})
	v = h.until(id, 30*time.Second, "the typed code on the screen", func(v tools.Screen) bool {
		return strings.Contains(screenText(v), "code: ember-kettle") && v.Prompt != nil
	})
	if v.Prompt.Kind != modes.Text || v.Prompt.Default != "" {
		t.Errorf("with ember-kettle typed: %+v, want a text field with no default", v.Prompt)
	}
	answer(h, id, "text", "copper-lake")
	v = h.until(id, 30*time.Second, "the program to end", func(v tools.Screen) bool { return v.State == session.Exited })
	if !strings.Contains(screenText(v), "got [copper-lake]") {
		t.Errorf("answer_prompt did not replace what was typed:\n%s", screenText(v))
	}
}

// A key the agent typed after a confirm's keys, not yet entered, is no
// default the program offered.
func TestTypedKeyIsNoDefault(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := &counted{harness: newHarness(t, session.Config{})}
	id := h.open(map[string]any{"argv": []string{"bash", "--norc", "--noprofile", "-c",
		`read -r -p 'Remove the old chain data? (y/n) ' a; printf 'got [%s]\n' "$a"`}, "cols": 80, "rows": 24}).SessionID
	h.waitPrompt(id, "Remove the old chain data")
	h.screen("send_text", map[string]any{"session_id": id, "text": "y"})
	v := h.until(id, 30*time.Second, "the typed key on the screen", func(v tools.Screen) bool {
		return strings.Contains(screenText(v), "(y/n) y") && v.Prompt != nil
	})
	if v.Prompt.Kind != modes.Confirm || v.Prompt.Default != "" {
		t.Errorf("with y typed: %+v, want a confirm with no default", v.Prompt)
	}
}
