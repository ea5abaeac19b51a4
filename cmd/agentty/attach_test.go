package main

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// person is agentty attach (or watch) running on a PTY of its own, as in a
// person's terminal emulator; an emulator plays that terminal.
type person struct {
	t      testing.TB
	cmd    *exec.Cmd
	ptm    *os.File
	term   *emulator.Terminal
	stderr *sessiontest.Buffer
	raw    sessiontest.Buffer // every byte the person's terminal got
	read   chan struct{}      // closed when the PTY's output ends
	exited chan struct{}      // closed when the command has been waited for
	err    error
}

// startPerson runs agentty with args on a cols x rows terminal.
func startPerson(t testing.TB, cols, rows int, args ...string) *person {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "AGENTTY_TEST_MAIN=1", "TERM=xterm-256color")
	return startPersonCmd(t, cols, rows, cmd)
}

// startPersonCmd runs cmd, an agentty command, on a cols x rows terminal.
func startPersonCmd(t testing.TB, cols, rows int, cmd *exec.Cmd) *person {
	t.Helper()
	p := &person{t: t, cmd: cmd, term: emulator.New(cols, rows, 100), stderr: &sessiontest.Buffer{}, read: make(chan struct{}), exited: make(chan struct{})}
	p.term.DiscardReplies()
	cmd.Stderr = p.stderr
	ptm, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(cols), Rows: uint16(rows)})
	if err != nil {
		t.Fatal(err)
	}
	p.ptm = ptm
	go func() {
		defer close(p.read)
		buf := make([]byte, 64<<10)
		for {
			n, err := ptm.Read(buf)
			if n > 0 {
				_, _ = p.raw.Write(buf[:n])
				_, _ = p.term.Write(buf[:n])
			}
			if err != nil {
				return
			}
		}
	}()
	go func() {
		p.err = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.exited
		_ = ptm.Close()
		<-p.read
		_ = p.term.Close()
	})
	return p
}

// until waits for the person's screen to satisfy ok.
func (p *person) until(what string, ok func(emulator.Snapshot) bool) emulator.Snapshot {
	p.t.Helper()
	var s emulator.Snapshot
	deadline := time.Now().Add(20 * time.Second)
	for {
		s = p.term.Snapshot()
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the person's terminal never showed %s; it shows:\n%s\nstderr: %s", what, strings.Join(s.Lines, "\n"), p.stderr)
		}
		select {
		case <-p.exited:
			if s = p.term.Snapshot(); ok(s) {
				return s
			}
			p.t.Fatalf("agentty ended (%v) before the terminal showed %s; stderr: %s\nscreen:\n%s", p.err, what, p.stderr, strings.Join(s.Lines, "\n"))
		case <-time.After(5 * time.Millisecond):
		}
	}
}

func (p *person) typ(s string) {
	p.t.Helper()
	if _, err := p.ptm.Write([]byte(s)); err != nil {
		p.t.Fatal(err)
	}
}

// wait waits for agentty to end and returns what it said on stderr.
func (p *person) wait() string {
	p.t.Helper()
	select {
	case <-p.exited:
	case <-time.After(20 * time.Second):
		p.t.Fatalf("agentty did not end; stderr: %s", p.stderr)
	}
	if p.err != nil {
		p.t.Fatalf("agentty ended with %v; stderr: %s", p.err, p.stderr)
	}
	return p.stderr.String()
}

func shows(text string) func(emulator.Snapshot) bool {
	return func(s emulator.Snapshot) bool { return strings.Contains(strings.Join(s.Lines, "\n"), text) }
}

// greenPrompt opens a bash whose prompt "agent$ " is green.
func greenPrompt(t testing.TB, fe *serveProc) tools.Screen {
	t.Helper()
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"argv": []string{"bash", "--norc", "--noprofile"},
		"env": map[string]string{"PS1": `\[\e[32m\]agent$ \[\e[m\]`}, "cols": 80, "rows": 24, "expect": "agent$"}, &v)
	return v
}

// A person attaches from a terminal of their own: the screen is painted at
// once from the emulator (colours, cursor, alternate screen), output streams
// live, their keys reach the program, the agent's results say they are
// there, and the detach key gives the terminal back with the session going
// on.
func TestAttach(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	v := greenPrompt(t, fe)
	fe.must(t, "send_text", map[string]any{"session_id": v.SessionID, "text": "echo hello", "enter": true}, nil)

	p := startPerson(t, 100, 30, "attach", "--runtime-dir", dir, v.SessionID)
	// The paint ends with the status line and the cursor put back: a
	// snapshot taken as the session's rows show can be mid-paint.
	s := p.until("the session's screen, its status line and the cursor", func(s emulator.Snapshot) bool {
		return shows("agent$ echo hello\nhello\nagent$")(s) && strings.Contains(s.Lines[len(s.Lines)-1], "detach: ") && s.Cursor.Visible
	})
	if !s.AltScreen {
		t.Error("attach does not use the terminal's alternate screen")
	}
	f := p.term.Frame()
	if c := f.Cells[0]; c.Text != "a" || c.Style.Fg != screen.PaletteColor(2) {
		t.Errorf("the prompt's first cell on the person's terminal: %q %+v, want a green a", c.Text, c.Style)
	}
	if s.Cursor.Row != 2 || s.Cursor.Col != 7 || !s.Cursor.Visible {
		t.Errorf("the person's cursor %+v, want row 2 col 7 as in the session", s.Cursor)
	}
	if last := s.Lines[29]; !strings.Contains(last, v.SessionID) || !strings.Contains(last, "detach: ctrl-]") {
		t.Errorf("status line %q", last)
	}
	var r tools.Screen
	fe.must(t, "read_screen", map[string]any{"session_id": v.SessionID}, &r)
	if len(r.Attached) != 1 || r.Attached[0].Who != "terminal" || r.Attached[0].Exclusive || r.Attached[0].ReadOnly || r.Attached[0].Since == "" {
		t.Errorf("attached while a person is: %+v", r.Attached)
	}

	p.typ("echo from-$((6*7))\r")
	p.until("the person's command's output", shows("\nfrom-42\n"))
	var w tools.Screen
	fe.must(t, "wait_for", map[string]any{"session_id": v.SessionID, "text": "from-42\n", "timeout_ms": 10000}, &w)
	fe.must(t, "send_text", map[string]any{"session_id": v.SessionID, "text": "echo agent-typed", "enter": true}, nil)
	p.until("the agent's input, live", shows("\nagent-typed\n"))

	p.typ("\x1d") // ctrl-]
	if msg := p.wait(); !strings.Contains(msg, "detached from session "+v.SessionID+"; it goes on") {
		t.Errorf("after detaching: %q", msg)
	}
	<-p.read
	if s := p.term.Snapshot(); s.AltScreen || !s.Cursor.Visible {
		t.Errorf("the person's terminal was not given back: alt screen %v, cursor %+v", s.AltScreen, s.Cursor)
	}
	var after tools.Screen
	fe.must(t, "send_text", map[string]any{"session_id": v.SessionID, "text": "echo still-here", "enter": true, "delta": false}, &after)
	if len(after.Attached) != 0 || after.HandedBack != nil || !strings.Contains(strings.Join(after.Lines, "\n"), "\nstill-here") {
		t.Errorf("after the person left: attached %+v, handed back %+v\n%s", after.Attached, after.HandedBack, strings.Join(after.Lines, "\n"))
	}
}

// A full-screen program on the alternate screen is painted as it is: its
// cells, attributes and cursor.
func TestAttachPaintsAlternateScreen(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": `printf '\e[?1049h\e[H\e[1;31mALT red\e[m\e[3;2H\e[7minverse\e[m\e[5;10H'; read -r _`,
		"cols": 40, "rows": 6}, &v)
	if !v.AltScreen {
		t.Fatalf("the program is not on the alternate screen: %+v", v)
	}
	p := startPerson(t, 40, 6, "watch", "--runtime-dir", dir, v.SessionID)
	s := p.until("the alternate screen", shows("ALT red\n\n inverse"))
	f := p.term.Frame()
	if c := f.Cells[0]; c.Style.Fg != screen.PaletteColor(1) || c.Style.Attrs&screen.Bold == 0 {
		t.Errorf("ALT's style %+v, want bold red", c.Style)
	}
	if c := f.Cells[2*40+1]; c.Text != "i" || c.Style.Attrs&screen.Reverse == 0 {
		t.Errorf("inverse's first cell %q %+v", c.Text, c.Style)
	}
	if s.Cursor.Row != 4 || s.Cursor.Col != 9 {
		t.Errorf("cursor %+v, want 4,9", s.Cursor)
	}
	if strings.Contains(strings.Join(s.Lines, "\n"), "watching") {
		t.Errorf("a terminal of the session's size has no status line:\n%s", strings.Join(s.Lines, "\n"))
	}
	p.typ("q")
	p.wait()
}

// Watching is read-only: the person's keys do not reach the program, and
// the agent's results say someone watches.
func TestWatch(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	v := greenPrompt(t, fe)
	p := startPerson(t, 80, 25, "watch", "--runtime-dir", dir, v.SessionID)
	p.until("the prompt", shows("agent$"))
	p.until("the status line", shows("watching (read-only)"))
	var r tools.Screen
	fe.must(t, "read_screen", map[string]any{"session_id": v.SessionID}, &r)
	if len(r.Attached) != 1 || !r.Attached[0].ReadOnly {
		t.Errorf("attached while watched: %+v", r.Attached)
	}
	p.typ("echo typed-by-watcher\r")
	// Whatever the watcher typed would be in the PTY before what the agent
	// sends next; the agent's command runs alone.
	fe.must(t, "send_text", map[string]any{"session_id": v.SessionID, "text": "echo agent-$((1+1))", "enter": true, "expect": "agent-2\n"}, &r)
	if strings.Contains(strings.Join(r.Lines, "\n"), "typed-by-watcher") {
		t.Errorf("the watcher's keys reached the program:\n%s", strings.Join(r.Lines, "\n"))
	}
	p.until("the agent's output, live", shows("\nagent-2\n"))
	p.typ("q")
	if msg := p.wait(); !strings.Contains(msg, "detached") {
		t.Errorf("after q: %q", msg)
	}
}

// attach --exclusive locks the agent's input tools out with a clear error,
// read tools work; detaching hands the session back and the agent's next
// result says so.
func TestAttachExclusive(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	v := greenPrompt(t, fe)
	p := startPerson(t, 80, 24, "attach", "--exclusive", "--runtime-dir", dir, v.SessionID)
	p.until("the prompt", shows("agent$"))
	var r tools.Screen
	sessiontest.Eventually(t, 10*time.Second, "the agent to see the person attached", func() bool {
		fe.must(t, "read_screen", map[string]any{"session_id": v.SessionID}, &r)
		return len(r.Attached) == 1
	})
	if !r.Attached[0].Exclusive {
		t.Errorf("attached %+v, want exclusive", r.Attached)
	}
	res, err := fe.call("send_text", map[string]any{"session_id": v.SessionID, "text": "echo agent", "enter": true}, time.Minute)
	if err != nil || !res.IsError || !strings.Contains(tools.Text(res), "a person has taken over session "+v.SessionID) {
		t.Fatalf("send_text while taken over: %v %s", err, tools.Text(res))
	}
	p.typ("echo person-$((2*3))\r")
	fe.must(t, "wait_for", map[string]any{"session_id": v.SessionID, "text": "person-6\n", "timeout_ms": 10000}, nil)
	p.typ("\x1d")
	p.wait()
	var after tools.Screen
	res = fe.must(t, "send_text", map[string]any{"session_id": v.SessionID, "text": "echo agent-again", "enter": true}, &after)
	if after.HandedBack == nil || len(after.Attached) != 0 || !strings.Contains(tools.Text(res), "handed back by the person at a terminal") {
		t.Errorf("the first result after the person left: handed_back %+v attached %+v\n%s", after.HandedBack, after.Attached, tools.Text(res))
	}
}

// A smaller terminal shows the top-left part and says so; attach --resize
// fits the session to the terminal; a terminal resized while attached is
// repainted.
func TestAttachSmallerTerminal(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": `for i in $(seq 1 24); do printf '\n%02d-%075d' $i $i; done; printf '\e[H'; read -r _`, "cols": 80, "rows": 24, "expect": "24-"}, &v)
	p := startPerson(t, 40, 10, "watch", "--runtime-dir", dir, v.SessionID)
	s := p.until("the status line", shows(v.SessionID+": top-left 40x9 of 80x24 · detach"))
	for i, want := range []string{"01-" + strings.Repeat("0", 37), "09-" + strings.Repeat("0", 37)} {
		if row := i * 8; s.Lines[row] != want {
			t.Errorf("row %d on the small terminal: %q, want %q", row, s.Lines[row], want)
		}
	}
	// The person's terminal grows: the whole screen shows, with no cut.
	if err := pty.Setsize(p.ptm, &pty.Winsize{Cols: 100, Rows: 30}); err != nil {
		t.Fatal(err)
	}
	p.term.Resize(100, 30)
	_ = p.cmd.Process.Signal(syscall.SIGWINCH)
	p.until("the whole screen after the resize", func(s emulator.Snapshot) bool {
		return strings.HasPrefix(s.Lines[23], "24-") && !strings.Contains(strings.Join(s.Lines, "\n"), "top-left")
	})
	p.typ("q")
	p.wait()

	q := startPerson(t, 50, 12, "attach", "--resize", "--runtime-dir", dir, v.SessionID)
	q.until("the session at the terminal's size", func(s emulator.Snapshot) bool { return !strings.Contains(strings.Join(s.Lines, "\n"), "top-left") })
	var r tools.Screen
	sessiontest.Eventually(t, 10*time.Second, "the session to take the terminal's size", func() bool {
		fe.must(t, "read_screen", map[string]any{"session_id": v.SessionID}, &r)
		return r.Cols == 50 && r.Rows == 12
	})
	q.typ("\x1d")
	q.wait()
}

// agentty ls lists the sessions with who is attached; attach takes a name
// as well as an id; an unknown one is a clear error.
func TestLs(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	out, _ := agenttyIn(t, dir, "ls")
	if !strings.Contains(out, "no session host is running") {
		t.Errorf("ls with no host: %q", out)
	}
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "cat", "name": "catty", "cols": 70, "rows": 9}, &v)
	p := startPerson(t, 80, 24, "watch", "--runtime-dir", dir, "catty")
	p.until("the first paint", func(s emulator.Snapshot) bool { return s.AltScreen })
	sessiontest.Eventually(t, 10*time.Second, "ls to show the watcher", func() bool {
		out, _ = agenttyIn(t, dir, "ls")
		return strings.Contains(out, "1 ")
	})
	for _, want := range []string{"ID", "ATTACHED", v.SessionID, "catty", "cat", "70x9", "test 1 (stdio front end"} {
		if !strings.Contains(out, want) {
			t.Errorf("ls lacks %q:\n%s", want, out)
		}
	}
	p.typ("q")
	p.wait()
	if out, err := agenttyIn(t, dir, "attach", "s99"); err == nil || !strings.Contains(out, `no session "s99"`) {
		t.Errorf("attach s99: %v %q", err, out)
	}
}

// agenttyIn runs agentty with args and --runtime-dir dir (after the
// command's words), and returns its combined output.
func agenttyIn(t testing.TB, dir string, args ...string) (string, error) {
	t.Helper()
	n := 1
	if args[0] == "host" {
		n = 2
	}
	args = append(args[:n:n], append([]string{"--runtime-dir", dir}, args[n:]...)...)
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "AGENTTY_TEST_MAIN=1")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// When the session's program ends, the person's terminal is given back and
// they are told how it ended.
func TestAttachSessionEnds(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := runtimeDir(t)
	fe := startFrontEnd(t, dir, nil)
	var v tools.Screen
	fe.must(t, "open_session", map[string]any{"command": "echo waiting; read -r _; exit 3", "expect": "waiting"}, &v)
	p := startPerson(t, 80, 24, "watch", "--runtime-dir", dir, v.SessionID)
	p.until("the program", shows("waiting"))
	fe.must(t, "send_keys", map[string]any{"session_id": v.SessionID, "keys": "<enter>"}, nil)
	if msg := p.wait(); !strings.Contains(msg, "session "+v.SessionID+" exited (code 3)") {
		t.Errorf("after the program ended: %q", msg)
	}
}
