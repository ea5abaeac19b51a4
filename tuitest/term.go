package tuitest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

// Term is a program running on a pseudo-terminal for one test.
type Term struct {
	t       testing.TB
	m       *session.Manager // its own: the program's session and nothing else
	s       *session.Session
	argv    []string
	timeout time.Duration
	masks   []*regexp.Regexp
}

// Option sets how Start runs the program.
type Option func(*options)

type options struct {
	cols, rows int
	env        []string
	dir        string
	timeout    time.Duration
	masks      []string
}

// DefaultTimeout is how long a call waits unless Timeout says.
const DefaultTimeout = 10 * time.Second

// Size sets the terminal's size in cells (80x24 by default).
func Size(cols, rows int) Option { return func(o *options) { o.cols, o.rows = cols, rows } }

// Env adds variables, each "NAME=VALUE", to the program's environment.
func Env(kv ...string) Option { return func(o *options) { o.env = append(o.env, kv...) } }

// Dir sets the directory the program starts in (the test's working
// directory by default).
func Dir(dir string) Option { return func(o *options) { o.dir = dir } }

// Timeout sets how long each call may wait for the program (10 s by
// default): to settle, to show a text, to exit.
func Timeout(d time.Duration) Option { return func(o *options) { o.timeout = d } }

// Mask hides what the regular expression matches on a row in the
// snapshots, text and pictures alike: for what changes from run to run.
func Mask(pattern string) Option { return func(o *options) { o.masks = append(o.masks, pattern) } }

// Start runs argv (no shell) on a pseudo-terminal for the length of the
// test and returns once it has settled. A program named with a slash
// ("./app") is found from Dir, as a shell started there would; a bare
// name is looked up in PATH. t.Cleanup ends it and everything it
// started.
func Start(t testing.TB, argv []string, opts ...Option) *Term {
	t.Helper()
	o := options{cols: 80, rows: 24, timeout: DefaultTimeout}
	for _, opt := range opts {
		opt(&o)
	}
	if len(argv) == 0 || argv[0] == "" {
		t.Fatalf("tuitest: Start: no program to run")
	}
	if _, _, err := emulator.ParseSize(fmt.Sprintf("%dx%d", o.cols, o.rows)); err != nil {
		t.Fatalf("tuitest: Size(%d, %d): %v", o.cols, o.rows, err)
	}
	if o.timeout <= 0 {
		t.Fatalf("tuitest: Timeout(%v): want a positive duration", o.timeout)
	}
	env := map[string]string{}
	for _, kv := range o.env {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" || strings.ContainsAny(k, "\x00") || strings.Contains(v, "\x00") {
			t.Fatalf("tuitest: Env(%q): want NAME=VALUE", kv)
		}
		env[k] = v
	}
	term := &Term{t: t, argv: argv, timeout: o.timeout}
	for _, p := range o.masks {
		re, err := regexp.Compile(p)
		if err != nil {
			t.Fatalf("tuitest: Mask(%q): %v", p, err)
		}
		term.masks = append(term.masks, re)
	}
	release, err := holdMark()
	if err != nil {
		t.Fatalf("tuitest: start %q: %v", argv, err)
	}
	t.Cleanup(release) // after the manager's Close: cleanups run last first
	// No reaping while the test runs, however long it takes.
	term.m = session.NewManager(session.Config{MaxSessions: 1, IdleTimeout: 1000 * time.Hour})
	t.Cleanup(func() { _ = term.m.Close() })
	s, err := term.m.Open(session.Options{Argv: argv, Cwd: o.dir, Cols: o.cols, Rows: o.rows, Env: env, BaseEnv: baseEnv()})
	if err != nil {
		t.Fatalf("tuitest: start %q: %v", argv, err)
	}
	term.s = s
	v, err := s.Settle(term.ctx(), session.Expect{}, term.timeout)
	term.settled("Start", v, err)
	return term
}

// baseEnv is the environment every program starts from, before the
// session's own variables and Env's.
func baseEnv() []string {
	env := []string{"LANG=C.UTF-8"}
	for _, k := range []string{"PATH", "HOME"} {
		if v, ok := os.LookupEnv(k); ok {
			env = append(env, k+"="+v)
		}
	}
	return env
}

// ctx is the test's context, done as the test ends.
func (term *Term) ctx() context.Context { return term.t.Context() }

// Keys types keys in agentty's key notation (plain characters, <enter>,
// <ctrl-c>, <click:ROW,COL>… as send_keys takes them) as a person types
// them: each key is its own write, the next once the program has read the
// one before. It returns once the program has settled and drawn what the
// keys caused, also where it draws from a timer (Bubble Tea, Ink).
func (term *Term) Keys(keys string) {
	term.t.Helper()
	term.press(fmt.Sprintf("Keys(%q)", keys), keys)
}

// Type types text literally, in one write (a newline as Enter), and
// returns once the program has settled.
func (term *Term) Type(text string) {
	term.t.Helper()
	term.send(fmt.Sprintf("Type(%q)", text), session.Text(emulator.EncodeText(text, false, emulator.Modes{})))
}

// Click clicks the left button on the cell at row, col (0-based), where
// the program turned mouse reporting on, and returns once it has settled;
// it fails the test where the program did not.
func (term *Term) Click(row, col int) {
	term.t.Helper()
	term.press(fmt.Sprintf("Click(%d, %d)", row, col), fmt.Sprintf("<click:%d,%d>", row, col))
}

// ClickText clicks on the first cell of the first place the screen shows
// text (rows top to bottom, each left to right), as Click does.
func (term *Term) ClickText(text string) {
	term.t.Helper()
	f := term.s.Frame()
	at := f.Find(regexp.MustCompile(regexp.QuoteMeta(text)))
	if len(at) == 0 {
		term.fatalf("ClickText(%q): the text is not on the screen", text)
	}
	term.Click(at[0].Row, at[0].Col)
}

// press types keys in key notation, key by key, as session does (see
// session.Keys), once it has checked that the terminal would send them
// all (a click where the program turned the mouse on).
func (term *Term) press(what, notation string) {
	term.t.Helper()
	keys, err := emulator.ParseKeys(notation)
	if err == nil {
		err = emulator.CheckKeys(keys, term.s.Terminal().Modes())
	}
	if err != nil {
		term.fatalf("%s: %v", what, err)
	}
	term.send(what, session.Keys(keys...))
}

// send gives the program input and waits for it to settle.
func (term *Term) send(what string, in session.Input) {
	term.t.Helper()
	v, err := term.s.Send(term.ctx(), in, session.Expect{}, term.timeout)
	term.settled(what, v, err)
}

// Resize changes the terminal's size and returns once the program has
// redrawn.
func (term *Term) Resize(cols, rows int) {
	term.t.Helper()
	if _, _, err := emulator.ParseSize(fmt.Sprintf("%dx%d", cols, rows)); err != nil {
		term.fatalf("Resize(%d, %d): %v", cols, rows, err)
	}
	v, err := term.s.Resize(term.ctx(), cols, rows, term.timeout)
	term.settled(fmt.Sprintf("Resize(%d, %d)", cols, rows), v, err)
}

// settled fails the test unless a call's wait ended with the program
// settled (or exited: a program may end on a key).
func (term *Term) settled(what string, v session.Screen, err error) {
	term.t.Helper()
	switch {
	case errors.Is(err, session.ErrExited):
		term.fatalf("%s: the program has exited (%s)", what, term.exitWords())
	case err != nil:
		term.fatalf("%s: %v", what, err)
	case v.Wait == nil:
	case v.Wait.Outcome == session.TimedOut:
		term.fatalf("%s: the program did not settle within %v (it is %s)", what, term.timeout, v.State)
	}
}

// WaitText waits until text is on the screen, and fails the test with
// the screen shown when it is not within the timeout.
func (term *Term) WaitText(text string) {
	term.t.Helper()
	term.wait(fmt.Sprintf("WaitText(%q)", text), session.Cond{Text: text})
}

// WaitRegex waits until the regular expression matches the screen (its
// rows joined by newlines), and fails the test with the screen shown when
// it does not within the timeout.
func (term *Term) WaitRegex(pattern string) {
	term.t.Helper()
	re, err := regexp.Compile(pattern)
	if err != nil {
		term.fatalf("WaitRegex(%q): %v", pattern, err)
	}
	term.wait(fmt.Sprintf("WaitRegex(%q)", pattern), session.Cond{Regex: re})
}

func (term *Term) wait(what string, cond session.Cond) {
	term.t.Helper()
	v, err := term.s.WaitFor(term.ctx(), cond, term.timeout)
	switch {
	case err != nil:
		term.fatalf("%s: %v", what, err)
	case v.Wait != nil && v.Wait.Outcome == session.Matched:
	case v.Wait != nil && v.Wait.Outcome == session.ExitedO:
		term.fatalf("%s: the program exited (%s) without showing it", what, term.exitWords())
	default:
		term.fatalf("%s: not on the screen within %v", what, term.timeout)
	}
}

// WaitExit waits until the program has ended and everything it wrote is
// on the screen, and returns its exit code: 128 plus the signal's number
// when a signal ended it. It fails the test when the program runs on past
// the timeout.
func (term *Term) WaitExit() int {
	term.t.Helper()
	t := time.NewTimer(term.timeout)
	defer t.Stop()
	select {
	case <-term.s.Done():
	case <-t.C:
		term.fatalf("WaitExit: the program still runs after %v", term.timeout)
	case <-term.ctx().Done():
		term.fatalf("WaitExit: the test ended first")
	}
	code, err := term.exitCode()
	if err != nil {
		term.fatalf("WaitExit: %v", err)
	}
	return code
}

// exitCode is how the ended program ended, as a shell reports it.
func (term *Term) exitCode() (int, error) {
	exited, code, sig := term.s.ExitStatus()
	switch {
	case !exited:
		return 0, errors.New("the program has not exited")
	case sig == "":
		return code, nil
	}
	n := unix.SignalNum(sig)
	if n == 0 {
		return 0, fmt.Errorf("the program was ended by %s, a signal with no number here", sig)
	}
	return 128 + int(n), nil
}

// exitWords says how the program ended, for messages.
func (term *Term) exitWords() string {
	if _, _, sig := term.s.ExitStatus(); sig != "" {
		return "killed by " + sig
	}
	code, _ := term.exitCode()
	return fmt.Sprintf("code %d", code)
}

// fatalf fails the test with the screen shown.
func (term *Term) fatalf(format string, args ...any) {
	term.t.Helper()
	term.t.Fatalf("tuitest: %s: %s\n%s", strings.Join(term.argv, " "), fmt.Sprintf(format, args...), term.shown())
}

// shown is the screen now, for a failure: its size, the cursor and its
// rows numbered as Click counts them.
func (term *Term) shown() string {
	f := term.s.Frame()
	s := screenOf(f)
	var b strings.Builder
	cur := "hidden"
	if s.Cursor.Visible {
		cur = fmt.Sprintf("%d,%d", s.Cursor.Row, s.Cursor.Col)
	}
	fmt.Fprintf(&b, "the screen (%dx%d, cursor %s):\n", s.Cols, s.Rows, cur)
	lines := s.Lines[:len(strings.Split(s.Text(), "\n"))]
	for i, l := range lines {
		fmt.Fprintf(&b, "%4d |%s\n", i, l)
	}
	return b.String()
}
