package tuitest_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tuitest"
)

// menu is tuitest's own test program: a list, every kind of colour, the
// mouse (see testdata/menu.py).
func menu(t testing.TB, opts ...tuitest.Option) *tuitest.Term {
	t.Helper()
	sessiontest.Need(t, "python3")
	path, err := filepath.Abs("testdata/menu.py")
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.Start(t, []string{"python3", path}, append([]tuitest.Option{tuitest.Size(50, 10)}, opts...)...)
}

func TestMenu(t *testing.T) {
	t.Parallel()
	term := menu(t)
	s := term.Screen()
	if s.Lines[1] != "> Apple" || s.Lines[2] != "  Banana" || s.Lines[6] != "size 50x10" || s.Lines[9] != "" {
		t.Fatalf("first screen:\n%s", s.Text())
	}
	if s.Cursor != (tuitest.Cursor{Row: 6, Col: 0, Visible: true}) || s.Rows != 10 || s.Cols != 50 || len(s.Lines) != 10 {
		t.Fatalf("cursor %+v, %dx%d, %d lines", s.Cursor, s.Cols, s.Rows, len(s.Lines))
	}
	if got := s.Text(); !strings.HasPrefix(got, "Pick a fruit:\n> Apple\n") || !strings.HasSuffix(got, "\nsize 50x10") {
		t.Fatalf("Text: %q", got)
	}
	// The colours line: red bb orange it ul faint rev 日本
	for _, c := range []struct {
		row, col int
		want     tuitest.Cell
	}{
		{0, 0, tuitest.Cell{Text: "P", Bold: true}},
		{1, 0, tuitest.Cell{Text: ">", Fg: "205", Bold: true}},
		{1, 7, tuitest.Cell{Text: " "}},
		{5, 0, tuitest.Cell{Text: "r", Fg: "red"}},
		{5, 3, tuitest.Cell{Text: " "}},
		{5, 4, tuitest.Cell{Text: "b", Bg: "bright-blue"}},
		{5, 7, tuitest.Cell{Text: "o", Fg: "#ff8700"}},
		{5, 14, tuitest.Cell{Text: "i", Italic: true}},
		{5, 17, tuitest.Cell{Text: "u", Underline: true}},
		{5, 20, tuitest.Cell{Text: "f", Faint: true}},
		{5, 26, tuitest.Cell{Text: "r", Reverse: true}},
		{5, 30, tuitest.Cell{Text: "日"}},
		{5, 31, tuitest.Cell{Text: ""}},
		{5, 32, tuitest.Cell{Text: "本"}},
		{5, 49, tuitest.Cell{Text: " "}},
		{10, 0, tuitest.Cell{}}, // off the screen
	} {
		if got := s.Cell(c.row, c.col); got != c.want {
			t.Errorf("cell %d,%d: %+v, want %+v", c.row, c.col, got, c.want)
		}
	}

	term.Keys("jj")
	if s := term.Screen(); s.Lines[3] != "> Cherry" || s.Cell(3, 2).Fg != "205" || s.Cell(1, 2).Fg != "" {
		t.Fatalf("after jj:\n%s", s.Text())
	}
	term.Keys("<up>")
	term.WaitText("> Banana")
	term.ClickText("Durian")
	term.WaitText("Selected: Durian")
	if code := term.WaitExit(); code != 3 {
		t.Fatalf("exit code %d, want Durian's index 3", code)
	}
	if s := term.Screen(); s.Lines[0] != "Selected: Durian" {
		t.Fatalf("the screen after the program exited:\n%s", s.Text())
	}
}

// Keys returns with the program's answer on the screen, every time: no
// sleep, no retry, however the keys come.
func TestKeysSettle(t *testing.T) {
	t.Parallel()
	term := menu(t)
	want := []string{"Apple", "Banana", "Cherry", "Durian"}
	sel := 0
	for i, k := range []string{"j", "<down>", "j", "k", "<up>", "jjj", "kk", "<down>", "k"} {
		for _, c := range strings.Split(strings.NewReplacer("<down>", "j", "<up>", "k").Replace(k), "") {
			if c == "j" {
				sel = min(sel+1, 3)
			} else {
				sel = max(sel-1, 0)
			}
		}
		term.Keys(k)
		if got := term.Screen().Lines[1+sel]; got != "> "+want[sel] {
			t.Fatalf("key %d (%s): row %d is %q, want %q", i, k, 1+sel, got, "> "+want[sel])
		}
	}
}

// Resize returns once the program has redrawn at the new size.
func TestResize(t *testing.T) {
	t.Parallel()
	term := menu(t)
	term.Resize(60, 12)
	if s := term.Screen(); s.Lines[6] != "size 60x12" || s.Cols != 60 || len(s.Lines) != 12 {
		t.Fatalf("after Resize(60, 12):\n%s", s.Text())
	}
}

func TestWaitExit(t *testing.T) {
	sessiontest.Need(t, "bash")
	for _, c := range []struct {
		script string
		want   int
	}{
		{"exit 0", 0}, {"printf done; exit 7", 7}, {"kill -TERM $$", 128 + 15}, {"kill -KILL $$", 128 + 9}, {"kill -INT $$", 128 + 2},
	} {
		t.Run(c.script, func(t *testing.T) {
			t.Parallel()
			term := tuitest.Start(t, []string{"bash", "-c", c.script})
			if got := term.WaitExit(); got != c.want {
				t.Fatalf("%s: %d, want %d", c.script, got, c.want)
			}
		})
	}
	t.Run("all it wrote", func(t *testing.T) {
		t.Parallel()
		term := tuitest.Start(t, []string{"bash", "-c", "read x; seq 1 5000; echo the-end"})
		term.Type("go\n")
		term.WaitExit()
		if s := term.Screen(); !strings.HasSuffix(s.Text(), "5000\nthe-end") {
			t.Fatalf("the last screen:\n%s", s.Text())
		}
	})
}

// The program's environment is the fixed base and Env's, nothing of the
// test's.
func TestEnvironmentIsFixed(t *testing.T) {
	sessiontest.Need(t, "env", "printenv")
	t.Setenv("NO_COLOR", "1")
	t.Setenv("LC_ALL", "POSIX")
	t.Setenv("TERM", "dumb")
	term := tuitest.Start(t, []string{"env"}, tuitest.Size(250, 40), tuitest.Env("K=V=W", "EMPTY="))
	term.WaitExit()
	got := map[string]string{}
	var names []string
	for _, l := range term.Screen().Lines {
		if k, v, ok := strings.Cut(l, "="); ok && envName.MatchString(k) {
			got[k] = v
			if k != "AGENTTY_SESSION_KEY" { // where agentty tracks the processes by it
				names = append(names, k)
			}
		}
	}
	slices.Sort(names)
	want := []string{"AGENTTY_SESSION", "COLORTERM", "EMPTY", "HOME", "K", "LANG", "PATH", "TERM"}
	if !slices.Equal(names, want) {
		t.Fatalf("variables %v, want %v", names, want)
	}
	if got["TERM"] != "xterm-256color" || got["COLORTERM"] != "truecolor" || got["LANG"] != "C.UTF-8" || got["K"] != "V=W" ||
		got["HOME"] != os.Getenv("HOME") || got["AGENTTY_SESSION"] != "s1" {
		t.Fatalf("values: %v", got)
	}
	// PATH may wrap: its rows joined are the test's.
	term = tuitest.Start(t, []string{"printenv", "PATH"})
	term.WaitExit()
	if p := strings.Join(term.Screen().Lines, ""); p != os.Getenv("PATH") {
		t.Fatalf("PATH %q, want the test's %q", p, os.Getenv("PATH"))
	}
}

var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// Dir sets where the program starts; by default it is the test's
// directory.
func TestDir(t *testing.T) {
	t.Parallel()
	sessiontest.Need(t, "pwd")
	dir := t.TempDir()
	term := tuitest.Start(t, []string{"pwd"}, tuitest.Dir(dir))
	term.WaitExit()
	here, _ := os.Getwd()
	if got := term.Screen().Lines[0]; got != dir {
		t.Fatalf("pwd in Dir: %q, want %q", got, dir)
	}
	term = tuitest.Start(t, []string{"pwd"})
	term.WaitExit()
	if got := term.Screen().Lines[0]; got != here {
		t.Fatalf("pwd: %q, want %q", got, here)
	}
}

// A program and everything it started end with its test, however they
// tried to leave.
func TestEverythingEndsWithTheTest(t *testing.T) {
	t.Parallel()
	sessiontest.Need(t, "bash", "setsid", "nohup", "sleep")
	tag := sessiontest.NewTag()
	script, n := sessiontest.Escapees(tag)
	t.Run("start them", func(t *testing.T) {
		term := tuitest.Start(t, []string{"bash", "-c", script + "echo started; read x"})
		term.WaitText("started")
		sessiontest.Eventually(t, 10*time.Second, "the escapees to start", func() bool { return len(sessiontest.Find("1000."+tag)) == n })
	})
	if left := sessiontest.Find("1000." + tag); len(left) > 0 {
		t.Fatalf("processes left after the test: %v", left)
	}
}

// Each test's Term is its own: tests running in parallel share nothing.
func TestParallelTerms(t *testing.T) {
	for i := range 6 {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			t.Parallel()
			term := menu(t)
			for range i % 4 {
				term.Keys("j")
			}
			term.Keys("<enter>")
			if code := term.WaitExit(); code != i%4 {
				t.Fatalf("exit code %d, want %d", code, i%4)
			}
		})
	}
}

// recorder is a testing.TB whose failures are recorded instead of
// failing the test: for the failures tuitest reports. Its Fatalf ends the
// goroutine, as testing's does; what it does not override is the test's.
type recorder struct {
	testing.TB
	mu   sync.Mutex // guards msgs
	msgs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

// failures runs f with a recorder of t's and returns what failed.
func failures(t *testing.T, f func(tb testing.TB)) string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return strings.Join(r.msgs, "\n")
}

// Every failure names the call and shows the screen.
func TestFailures(t *testing.T) {
	t.Parallel()
	sessiontest.Need(t, "bash", "python3")
	// Long enough for python3 to start on a loaded machine: the waits
	// that fail wait it out.
	// Long enough for python to start and draw the menu on a loaded
	// machine (these run side by side): what is timed out is the wait.
	short := tuitest.Timeout(10 * time.Second)
	for _, c := range []struct {
		name string
		run  func(tb testing.TB)
		want []string
	}{
		{"WaitText", func(tb testing.TB) { menu(tb, short).WaitText("Mango") },
			[]string{`WaitText("Mango"): not on the screen within 10s`, "the screen (50x10, cursor 6,0):", "   1 |> Apple", "   6 |size 50x10"}},
		{"WaitRegex", func(tb testing.TB) { menu(tb, short).WaitRegex(`Apple\d`) }, []string{`WaitRegex("Apple\\d"): not on the screen within 10s`}},
		{"a bad regex", func(tb testing.TB) { menu(tb).WaitRegex(`(`) }, []string{`WaitRegex("("): error parsing regexp`}},
		{"WaitText after the exit", func(tb testing.TB) {
			tuitest.Start(tb, []string{"bash", "-c", "echo bye; exit 4"}).WaitText("never")
		}, []string{`WaitText("never"): the program exited (code 4) without showing it`, "   0 |bye"}},
		{"WaitExit", func(tb testing.TB) { menu(tb, short).WaitExit() }, []string{"WaitExit: the program still runs after 10s"}},
		{"Keys after the exit", func(tb testing.TB) {
			term := tuitest.Start(tb, []string{"bash", "-c", "exit 2"})
			term.WaitExit()
			term.Keys("x")
		}, []string{`Keys("x"): the program has exited (code 2)`}},
		{"an unknown key", func(tb testing.TB) { menu(tb).Keys("<nokey>") }, []string{`Keys("<nokey>"): unknown key name <nokey>`}},
		{"a click with the mouse off", func(tb testing.TB) {
			tuitest.Start(tb, []string{"bash", "-c", "echo no mouse; read x"}).ClickText("mouse")
		}, []string{`Click(0, 3): mouse reporting is off`, "   0 |no mouse"}},
		{"a click off the screen", func(tb testing.TB) { menu(tb).Click(10, 0) }, []string{`Click(10, 0): no mouse report for that position: <click:10,0> is off the 50x10 screen`}},
		{"ClickText", func(tb testing.TB) { menu(tb).ClickText("Mango") }, []string{`ClickText("Mango"): the text is not on the screen`}},
		{"no program", func(tb testing.TB) { tuitest.Start(tb, []string{"no-such-program-here"}) }, []string{`start ["no-such-program-here"]: cannot start program`}},
		{"Env", func(tb testing.TB) { tuitest.Start(tb, []string{"true"}, tuitest.Env("NOVALUE")) }, []string{`Env("NOVALUE"): want NAME=VALUE`}},
		{"Size", func(tb testing.TB) { tuitest.Start(tb, []string{"true"}, tuitest.Size(0, 24)) }, []string{`Size(0, 24): want COLSxROWS within`}},
		{"Mask", func(tb testing.TB) { tuitest.Start(tb, []string{"true"}, tuitest.Mask("(")) }, []string{`Mask("("): error parsing regexp`}},
		{"a program that never settles", func(tb testing.TB) {
			tuitest.Start(tb, []string{"bash", "-c", "while :; do echo spin; done"}, tuitest.Timeout(300*time.Millisecond))
		}, []string{"Start: the program did not settle within 300ms (it is running)"}},
		{"a snapshot's name", func(tb testing.TB) { menu(tb).MatchSnapshot("../x") }, []string{`MatchSnapshot("../x"): a name is letters`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got := failures(t, c.run)
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("the failure does not say %q:\n%s", w, got)
				}
			}
			if !strings.HasPrefix(got, "tuitest: ") {
				t.Errorf("the failure does not start with tuitest: %s", got)
			}
		})
	}
}

// update sets -update for the length of a test, which must not be
// parallel.
func update(t *testing.T) {
	t.Helper()
	if err := flag.Set("update", "true"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = flag.Set("update", "false") })
}

// A program named with a slash is found from Dir, as a shell there finds
// ./app.
func TestStartFromDir(t *testing.T) {
	t.Parallel()
	sessiontest.Need(t, "bash")
	dir := t.TempDir()
	sessiontest.WriteFile(t, filepath.Join(dir, "app"), "#!/bin/bash\necho \"app in $PWD with $1\"\n")
	if err := os.Chmod(filepath.Join(dir, "app"), 0o755); err != nil {
		t.Fatal(err)
	}
	term := tuitest.Start(t, []string{"./app", "--flag"}, tuitest.Dir(dir))
	term.WaitText("app in " + dir + " with --flag")
	if code := term.WaitExit(); code != 0 {
		t.Fatalf("exit code %d", code)
	}
}

// The terminal answers a program's queries as tuitest's doc says, the same
// on every machine, and leaves unanswered what it does not know.
func TestQueryAnswers(t *testing.T) {
	t.Parallel()
	sessiontest.Need(t, "python3")
	path, err := filepath.Abs("testdata/queries.py")
	if err != nil {
		t.Fatal(err)
	}
	term := tuitest.Start(t, []string{"python3", path})
	if code := term.WaitExit(); code != 0 {
		t.Fatalf("exit code %d:\n%s", code, term.Screen().Text())
	}
	want := []string{
		"DA1 ESC[?62;1;6;22c",
		"DA2 ESC[>1;10;0c",
		`XTVERSION ESCP>|agenttyESC\`,
		"DSR5 ESC[0n",
		"CPR ESC[3;5R",
		"DECXCPR ESC[?3;5R",
		"DECRQM25 ESC[?25;1$y",
		"OSC10 ESC]10;rgb:ffff/ffff/ffffBEL",
		"OSC11 ESC]11;rgb:0000/0000/0000BEL",
		"OSC12 ESC]12;rgb:ffff/ffff/ffffBEL",
		"XTWINOPS14+DA1 ESC[?62;1;6;22c",
	}
	if got := term.Screen().Lines[:len(want)]; !slices.Equal(got, want) {
		t.Fatalf("the answers:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
