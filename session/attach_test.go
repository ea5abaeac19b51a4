package session

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// A person attached with exclusive locks out the agent's input (send, run,
// resize, signal, close) while reading still works; every result lists the
// people attached; detaching hands the session back and the next result
// says so, once.
func TestExclusiveAttachLocksOutInput(t *testing.T) {
	sessiontest.Need(t, "bash")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{})
	ctx := context.Background()
	if _, err := s.Settle(ctx, Expect{}, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	p, err := s.Attach("terminal", true, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Attach("terminal", true, false); !errors.Is(err, ErrTakenOver) {
		t.Errorf("a second exclusive attach: %v, want ErrTakenOver", err)
	}
	refused := map[string]func() (Screen, error){
		"send":   func() (Screen, error) { return s.Send(ctx, Text([]byte("echo hi\r")), Expect{}, time.Second) },
		"resize": func() (Screen, error) { return s.Resize(ctx, 80, 20, time.Second) },
		"signal": func() (Screen, error) { return s.Signal(ctx, Signals["INT"], time.Second) },
		"run": func() (Screen, error) {
			r, err := s.Run(ctx, "echo hi", time.Second, 100)
			return r.Screen, err
		},
		"close": func() (Screen, error) { return m.CloseSession(s.ID(), true) },
	}
	for name, call := range refused {
		v, err := call()
		if !errors.Is(err, ErrTakenOver) || !strings.Contains(err.Error(), "a person has taken over session "+s.ID()) {
			t.Errorf("%s while taken over: %v, want ErrTakenOver naming the session", name, err)
		}
		if len(v.Attached) != 1 || !v.Attached[0].Exclusive || v.Attached[0].Who != "terminal" {
			t.Errorf("%s: attached %+v, want the exclusive terminal", name, v.Attached)
		}
	}
	// The person types; the agent reads it.
	if err := p.Input([]byte("echo person-$((6*7))\r")); err != nil {
		t.Fatal(err)
	}
	v, err := s.WaitFor(ctx, Cond{Text: "person-42"}, 5*time.Second)
	if err != nil || v.Wait.Outcome != Matched {
		t.Fatalf("the person's input did not run: %v\n%s", err, strings.Join(v.Lines, "\n"))
	}
	if len(v.Attached) != 1 || v.HandedBack != nil {
		t.Errorf("read while attached: attached %+v, handed back %+v", v.Attached, v.HandedBack)
	}
	if info := s.Info(); len(info.Attached) != 1 {
		t.Errorf("Info.Attached %+v", info.Attached)
	}
	p.Detach()
	p.Detach() // twice does nothing
	v, err = s.Send(ctx, Text([]byte("echo agent-$((6*7))\r")), Expect{Text: "agent-42"}, 5*time.Second)
	if err != nil {
		t.Fatalf("send after detach: %v", err)
	}
	if v.HandedBack == nil || v.HandedBack.Who != "terminal" || len(v.Attached) != 0 {
		t.Errorf("first result after detach: handed back %+v, attached %+v", v.HandedBack, v.Attached)
	}
	if v = s.Read(Page{}, nil); v.HandedBack != nil {
		t.Errorf("the hand-back is reported again: %+v", v.HandedBack)
	}
}

// A watcher cannot type; a person who shares (not exclusive) leaves the
// agent's input working; people attached keep a session from the idle
// reaper.
func TestSharedAndReadOnlyAttach(t *testing.T) {
	sessiontest.Need(t, "bash")
	// The idle timeout is far longer than the session's open and the
	// attach that follows take on a loaded machine (the reaper would close
	// a session between its open and an attach that came later).
	m := NewManager(Config{IdleTimeout: 2 * time.Second})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Command: "cat"})
	ctx := context.Background()
	w, err := s.Attach("terminal", false, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Input([]byte("x")); err == nil {
		t.Error("a watcher typed")
	}
	if err := w.Resize(80, 20); err == nil {
		t.Error("a watcher resized")
	}
	if _, err := s.Attach("terminal", true, true); err == nil {
		t.Error("a watcher took over")
	}
	p, err := s.Attach("terminal", false, false)
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.Send(ctx, Text([]byte("shared\r")), Expect{}, 5*time.Second)
	if err != nil || len(v.Attached) != 2 || v.Attached[1].ReadOnly || !v.Attached[0].ReadOnly {
		t.Fatalf("send while shared: %v, attached %+v", err, v.Attached)
	}
	// A session used last after it, with nobody attached, is reaped: the
	// reaper has found this one unused for as long, and left it open.
	later := open(t, m, Options{Command: "cat"})
	sessiontest.Eventually(t, 30*time.Second, "the reaper to close the session nobody is attached to", func() bool {
		_, err := m.Get(later.ID())
		return err != nil
	})
	if _, err := m.Get(s.ID()); err != nil {
		t.Fatalf("reaped while people are attached: %v", err)
	}
	if err := p.Resize(70, 10); err != nil {
		t.Fatal(err)
	}
	if c, r := s.Terminal().Size(); c != 70 || r != 10 {
		t.Errorf("size after the person's resize: %dx%d", c, r)
	}
	p.Detach()
	w.Detach()
	sessiontest.Eventually(t, 5*time.Second, "the idle reaper to close the session once nobody is attached", func() bool {
		_, err := m.Get(s.ID())
		return err != nil
	})
}

// Names are unique among open sessions; the error names the session that
// has it.
func TestSessionNamesAreUnique(t *testing.T) {
	sessiontest.Need(t, "bash")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Command: "cat", Name: "build"})
	_, err := m.Open(Options{Command: "cat", Name: "build"})
	if !errors.Is(err, ErrNameTaken) || !strings.Contains(err.Error(), s.ID()) {
		t.Fatalf("second open named build: %v, want ErrNameTaken naming %s", err, s.ID())
	}
	if got, ok := m.ByName("build"); !ok || got != s {
		t.Errorf("ByName: %v %v", got, ok)
	}
	if _, err := m.CloseSession(s.ID(), true); err != nil {
		t.Fatal(err)
	}
	open(t, m, Options{Command: "cat", Name: "build"})
}

// A session an earlier host lost is named as lost, and no new session gets
// its id.
func TestLostSessions(t *testing.T) {
	sessiontest.Need(t, "bash")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	m.SetLost("the previous session host (pid 99) ended without closing its sessions", []Lost{{SessionID: "s3", Command: "python3"}}, 3)
	_, err := m.Get("s3")
	if !errors.Is(err, ErrNoSession) || !strings.Contains(err.Error(), "lost") || !strings.Contains(err.Error(), "pid 99") {
		t.Errorf("Get of a lost id: %v", err)
	}
	if s := open(t, m, Options{Command: "cat"}); s.ID() != "s4" {
		t.Errorf("first id after lost s3: %s, want s4", s.ID())
	}
}

// What a person's terminal is painted from never shows secret input.
func TestFrameRedactsSecrets(t *testing.T) {
	sessiontest.Need(t, "cat")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	s := open(t, m, Options{Argv: []string{"cat"}})
	ctx := context.Background()
	if _, err := s.Send(ctx, Input{Text: []byte("pw hunter22\r"), Secret: "hunter22"}, Expect{}, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	f := s.Frame()
	var rows []string
	for y := 0; y < f.Rows; y++ {
		rows = append(rows, f.Line(y))
	}
	screen := strings.Join(rows, "\n")
	if strings.Contains(screen, "hunter22") || !strings.Contains(screen, "pw ****") {
		t.Errorf("the frame shows:\n%s", screen)
	}
}
