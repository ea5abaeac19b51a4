package session

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// The held-out sets of the mode classifier (issue 44's rounds: unseen,
// fresh, check, recheck, novel, blind, sixth, seventh, eighth…) are built
// alike: cases labelled from what a program is known to draw and
// committed before any screen of them is captured, then captured once by
// a live run. This file holds what they share.

// captureSet drives a held-out set live to each case's labelled moment
// and, with -update, stores its screen, facts and label in dir for
// modes' accuracy tests. A state other than the labelled one is logged,
// measured as the rest of the label (a program that polls its terminal
// is seen at work); how the classifier reads a case is never logged nor
// a failure here: a set is measured, not tuned to.
func captureSet(t *testing.T, dir string, cases []corpusCase) {
	t.Helper()
	heldOutLive(t)
	f := newFixtures(t)
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	for i, c := range cases {
		if !inShard(t, i) {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			v, snap, _, facts, _ := runCase(t, m, f, c)
			if v.State != c.state {
				t.Logf("state %s, labelled %s", v.State, c.state)
			}
			if *updateCorpus {
				store(t, dir, c, facts, snap)
			}
		})
	}
}

// setPairs sets in env each name and value of pairs, given one after
// the other ("DO_NOT_TRACK", "1", …): what keeps a program of a set from
// its telemetry and update checks.
func setPairs(env map[string]string, pairs []string) {
	for i := 0; i+1 < len(pairs); i += 2 {
		env[pairs[i]] = pairs[i+1]
	}
}

// opener prepares and names what a case runs.
type opener = func(*testing.T, *fixtures) Options

// setSlow bounds how long a held-out case waits for its program at a
// step: long enough for a program that compiles or loads a runtime at
// its first start on a loaded machine.
const setSlow = 30 * time.Second

// isCase is a case whose label is a mode with no prompt, the program
// waiting for input.
func isCase(mode modes.Mode, name, program string, open opener, steps ...step) corpusCase {
	return corpusCase{name: name, program: program, open: open, steps: steps, mode: mode, state: WaitingForInput}
}

// askCase is a case whose label is a prompt: a question, or a password
// prompt where the prompt asks for one.
func askCase(name, program string, open opener, p *modes.Prompt, steps ...step) corpusCase {
	m := modes.Question
	if p.Kind == modes.Password {
		m = modes.PasswordPrompt
	}
	return corpusCase{name: name, program: program, open: open, steps: steps, mode: m, state: WaitingForInput, prompt: p}
}

// needing is c run only where these programs are installed.
func needing(c corpusCase, programs ...string) corpusCase {
	c.needs = programs
	return c
}

// waitFor is a step that waits for text to show; settled one that waits
// for the program to settle.
func waitFor(expect string) step { return step{expect: expect, timeout: setSlow} }

var settled = step{timeout: setSlow}

// setFixtures names a held-out set's fixtures in testdata (its Go module
// in go/, its npm package in npm/, its scripts beside them).
type setFixtures string

func (d setFixtures) dir() string { return filepath.Join("..", "testdata", string(d)) }

// goProgram runs a program of the set's Go module over a home holding
// notes.txt and long.txt.
func (d setFixtures) goProgram(name string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, filepath.Join(d.dir(), "go"))
		dir := t.TempDir()
		notes(t, dir)
		return Options{Argv: append([]string{filepath.Join(bin, name)}, args...), Cwd: dir, Env: map[string]string{"HOME": dir}}
	}
}

// node runs a script of the set's npm package from a home of its own.
func (d setFixtures) node(script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(d.dir(), "npm"))
		home := t.TempDir()
		return Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// script runs one of the set's scripts with an interpreter of Debian's,
// over a home holding notes.txt and long.txt.
func (d setFixtures) script(interpreter, script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join(d.dir(), script))
		if err != nil {
			t.Fatal(err)
		}
		return unseenHome(notes, append([]string{interpreter, s}, args...)...)(t, f)
	}
}

// gamePath is where Debian installs a game; gameCase is the case c makes
// of it, run only where it is installed.
// ticks is the label of a multiselect: its entries' boxes ticked where
// ticked says, the highlighted one marked.
func ticks(q string, highlighted int, ticked map[int]bool, opts ...string) *modes.Prompt {
	o := make([]string, len(opts))
	for i, s := range opts {
		box := "[ ] "
		if ticked[i] {
			box = "[x] "
		}
		if i == highlighted {
			box = ">" + box
		}
		o[i] = box + s
	}
	return want(modes.Multiselect, q, "", o...)
}

func gamePath(name string) string { return "/usr/games/" + name }

func gameCase(name string, c func(string) corpusCase) corpusCase {
	return needing(c(gamePath(name)), gamePath(name))
}

// What the sets' library cases need, and the interpreters of Debian's
// they run scripts with.
var (
	nodeNeeds  = []string{"node", "npm"}
	goNeeds    = []string{"go"}
	pythonPath = "/usr/bin/python3"
	perlPath   = "/usr/bin/perl"
)

// typedShell opens bash with a plain prompt ("$ ") over a home prepared
// by prep, for a command typed at it: the program it starts draws under
// the command line.
func typedShell(prep func(*testing.T, string)) opener {
	return func(t *testing.T, f *fixtures) Options {
		o := unseenHome(prep, "bash", "--norc", "--noprofile", "-i")(t, f)
		o.Env["PS1"] = "$ "
		return o
	}
}

// rootCase is a case whose program needs root for its labelled moment (a
// packet capture, a disk or package tool, a packager that installs what
// it packs).
func rootCase(o opener) opener {
	return func(t *testing.T, f *fixtures) Options {
		needRoot(t, "for the program's labelled moment")
		return o(t, f)
	}
}
