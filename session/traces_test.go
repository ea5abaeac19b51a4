package session

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/session/settle"
)

// tracesDir holds the traces of real sessions that package settle replays
// in its table test (settle.TestTraces).
const tracesDir = "settle/testdata/traces"

// A traceCase is a real program driven to a call whose wait is recorded:
// the looks it took, and the outcome a person would give it.
type traceCase struct {
	name  string
	needs []string
	open  func(t *testing.T, f *fixtures) Options
	// login logs in to the ssh fixture first (its password).
	login bool
	// ready is what to wait for before the call (text on the screen; ""
	// settles), when the call is not the open's own wait.
	ready string
	// keys or text (with enter) is the call's input; with neither, the
	// call is the open's first wait.
	keys, text string
	enter      bool
	timeout    time.Duration // the call's (default 5 s)
	want       Outcome
	// shows is text the call's screen must show.
	shows string
}

func traceCases() []traceCase {
	python := func(script string) func(*testing.T, *fixtures) Options {
		return argv("python3", "-c", script)
	}
	return []traceCase{
		{name: "cat-key", needs: []string{"cat"}, open: argv("cat"), ready: "", keys: "x", want: Settled, shows: "x"},
		{name: "bubbletea-list-down", needs: []string{"go"}, open: goProgram("tea-list"), ready: "Banana", keys: "<down>", want: Settled},
		{name: "ink-select-down", needs: []string{"node"}, open: node("ink-select.mjs"), ready: "Banana", keys: "<down>", want: Settled, shows: "❯ Banana"},
		{name: "fzf-filter", needs: []string{"fzf", "seq"}, open: command("seq 100 | fzf"), ready: "100/100", keys: "77", want: Settled, shows: "1/100"},
		{name: "htop-sort", needs: []string{"htop"}, open: argv("htop"), ready: "PID", keys: "M", want: Settled},
		{name: "vim-insert", needs: []string{"vim"}, open: argv("vim", "-u", "NONE", "-N"), ready: "", keys: "ihello", want: Settled, shows: "hello"},
		{name: "less-page", needs: []string{"less", "seq"}, open: command("seq 1000 | less"), ready: "", keys: "<space>", want: Settled, shows: "46"},
		{name: "ssh-remote-command", needs: []string{"ssh"}, open: ssh(""), login: true, ready: "$", text: "echo remote-$((6*7))", enter: true, want: Settled, shows: "remote-42"},
		{name: "late-first-frame", needs: []string{"python3"}, timeout: 10 * time.Second, open: python("import sys, threading, time\n" +
			"def draw():\n    time.sleep(1.5)\n    sys.stdout.write('first-frame'); sys.stdout.flush()\n" +
			"sys.stdout.write('\\x1b[?1049h'); sys.stdout.flush()\n" +
			"threading.Thread(target=draw, daemon=True).start()\nsys.stdin.readline()\n"), want: Settled, shows: "first-frame"},
		{name: "never-drawn", needs: []string{"python3"}, timeout: 3 * time.Second, open: python("import sys, threading, time\n" +
			"def wait():\n    while True: time.sleep(0.05)\n" +
			"sys.stdout.write('\\x1b[?1049h'); sys.stdout.flush()\n" +
			"threading.Thread(target=wait, daemon=True).start()\nsys.stdin.readline()\n"), want: TimedOut},
		{name: "silent-network-client", needs: []string{"redis-cli"}, open: func(t *testing.T, f *fixtures) Options {
			return Options{Argv: []string{"redis-cli", "-p", strconv.Itoa(f.redis(t))}}
		}, ready: ">", text: "SUBSCRIBE news", enter: true, want: Quiet, shows: "Reading messages"},
		{name: "node-inspect", needs: []string{"node"}, timeout: 10 * time.Second, open: func(t *testing.T, f *fixtures) Options {
			// The debugger client talks to the node it starts over a
			// loopback connection, whose answers TCP holds back 40 ms at
			// a time: a first screen that stops at "Debugger attached."
			// is one taken between two of them.
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "script.js"), []byte("let x = 1;\nx += 2;\nconsole.log(x);\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			return Options{Argv: []string{"node", "inspect", "--port=0", "script.js"}, Cwd: dir}
		}, want: Settled, shows: "Break on start in script.js:1"},
		{name: "computing-before-drawing", needs: []string{"python3"}, timeout: 10 * time.Second, open: python(
			"import time\nt = time.time()\nwhile time.time() - t < 1.5: pass\nprint('drawn-after-work')\ninput()\n"), want: Settled, shows: "drawn-after-work"},
	}
}

// TestTraces drives each trace case live: its call must end with the
// outcome a person would give it, on a screen that shows what it says.
// With -update it writes each call's trace (its looks and that outcome)
// to tracesDir, for package settle's table test.
func TestTraces(t *testing.T) {
	f := newFixtures(t)
	var mu sync.Mutex
	var last settle.Trace
	m := NewManager(Config{Trace: func(tr settle.Trace) {
		mu.Lock()
		last = tr
		mu.Unlock()
	}})
	t.Cleanup(func() { _ = m.Close() })
	if portable(m) {
		t.Skip("the traces are the kernel backend's looks")
	}
	ctx := context.Background()
	for _, c := range traceCases() {
		t.Run(c.name, func(t *testing.T) {
			sessiontest.Need(t, c.needs...)
			opts := c.open(t, f)
			opts.Cols, opts.Rows = 80, 24
			if opts.Cwd == "" {
				opts.Cwd = t.TempDir()
			}
			s, err := m.Open(opts)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _, _ = m.CloseSession(s.ID(), true) })
			timeout := c.timeout
			if timeout == 0 {
				timeout = 5 * time.Second
			}
			var v Screen
			if c.keys == "" && c.text == "" {
				v, err = s.Settle(ctx, Expect{}, timeout)
			} else {
				if c.login {
					if _, err := s.WaitFor(ctx, Cond{Text: "password"}, 20*time.Second); err != nil {
						t.Fatal(err)
					}
					if _, err := s.Send(ctx, Input{Text: []byte(testPassword + "\r"), Secret: testPassword}, Expect{}, 20*time.Second); err != nil {
						t.Fatal(err)
					}
				}
				if c.ready != "" {
					if _, err := s.WaitFor(ctx, Cond{Text: c.ready}, 20*time.Second); err != nil {
						t.Fatal(err)
					}
				}
				if _, err := s.Settle(ctx, Expect{}, 20*time.Second); err != nil {
					t.Fatal(err)
				}
				in := Input{Text: []byte(c.text)}
				if c.keys != "" {
					if in.Keys, err = emulator.ParseKeys(c.keys); err != nil {
						t.Fatal(err)
					}
				}
				if c.enter {
					in.Text = append(in.Text, '\r')
				}
				v, err = s.Send(ctx, in, Expect{}, timeout)
			}
			if err != nil {
				t.Fatal(err)
			}
			mu.Lock()
			tr := last
			mu.Unlock()
			screen := strings.Join(v.Lines, "\n")
			if v.Wait.Outcome != c.want || !strings.Contains(screen, c.shows) {
				t.Fatalf("%s after %dms, want %s showing %q:\n%s", v.Wait.Outcome, v.Wait.WaitedMs, c.want, c.shows, screen)
			}
			if r, i := settle.Replay(tr); r.Outcome != c.want {
				t.Fatalf("the trace replays to %s at look %d (%s), want %s", r.Outcome, i, r.Why, c.want)
			}
			t.Logf("%s after %dms, %d looks", v.Wait.Outcome, v.Wait.WaitedMs, len(tr.Looks))
			if *updateCorpus {
				tr.Name, tr.Want = c.name, c.want
				file, err := os.Create(filepath.Join(tracesDir, c.name+".json"))
				if err != nil {
					t.Fatal(err)
				}
				defer file.Close()
				if err := settle.WriteTrace(file, tr); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
