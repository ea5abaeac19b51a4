package session

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/record"
	"github.com/agentty/agentty/session/sessiontest"
)

const header = `{"version": 2, "width": 20, "height": 4, "timestamp": 1, "command": "vim notes.txt"}` + "\n"

func TestReplayPoints(t *testing.T) {
	cast := header +
		`[0.1, "o", "one"]` + "\n" +
		`[0.2, "x", "an event type a player ignores"]` + "\n" +
		`[0.3, "m", "send_keys a → editor, waiting_for_input"]` + "\n" +
		`[0.4, "i", "typed"]` + "\n" +
		`[1.5, "o", "\r\ntwo \u65e5"]` + "\n" +
		`[1.6, "r", "30x5"]` + "\n" +
		`[2.0, "m", "close_session → unknown, exited"]` + "\n"
	c, err := record.Read(strings.NewReader(cast))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Events) != 7 || len(c.Markers()) != 2 || c.Markers()[1].Line != 8 {
		t.Fatalf("events %d, markers %+v", len(c.Events), c.Markers())
	}
	check := func(p ReplayPoint, lines []string, cols int, mode modes.Mode, state State) {
		t.Helper()
		v, term, err := Replay(c, p)
		if err != nil {
			t.Fatal(err)
		}
		defer term.Close()
		if strings.Join(v.Lines, "|") != strings.Join(lines, "|") || v.Cols != cols || v.Mode != mode || v.State != state {
			t.Errorf("%+v: got %q %d cols %s %s (%s)", p, v.Lines, v.Cols, v.Mode, v.State, v.ModeDetail)
		}
	}
	check(ReplayPoint{Marker: 1}, []string{"one"}, 20, modes.Editor, WaitingForInput)
	check(ReplayPoint{At: 1.0}, []string{"one"}, 20, modes.Editor, WaitingForInput)
	check(ReplayPoint{At: 1.55}, []string{"one", "two 日"}, 20, modes.Editor, WaitingForInput)
	check(ReplayPoint{Marker: 2}, []string{"one", "two 日"}, 30, modes.Unknown, Exited)
	check(ReplayPoint{}, []string{"one", "two 日"}, 30, modes.Unknown, Exited)
	if _, _, err := Replay(c, ReplayPoint{Marker: 3}); err == nil || !strings.Contains(err.Error(), "has 2 markers") {
		t.Errorf("marker 3 of 2: %v", err)
	}
}

// A UTF-8 character cut between two reads is written whole, in the later
// event: every event's data is text.
func TestRecorderKeepsCharactersWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.cast")
	r, err := record.Create(path, record.Header{Width: 20, Height: 4}, 0)
	if err != nil {
		t.Fatal(err)
	}
	s := &Session{term: emulator.New(20, 4, 0), rec: record.NewTape(r)}
	output := func(p []byte) {
		s.term.Locked(func(emulator.Held) { s.rec.Output(p, &s.secrets) })
		s.rec.Write(s.term)
	}
	word := []byte("日本")
	output(word[:1])
	output(word[1:4])
	output(word[4:])
	output([]byte("\xe2\x9c")) // cut at the end of the session
	s.endRecording()
	r.Output("after close") // ignored, no panic
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := record.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range c.Events {
		got = append(got, e.Data)
	}
	if strings.Join(got, "|") != "日|本|\ufffd\ufffd" {
		t.Fatalf("events %q\n%s", got, data)
	}
}

// No recording, however malformed, panics the reader or the replay.
func FuzzReadCast(f *testing.F) {
	f.Add(header + `[0.1, "o", "a\u001b[31mb"]` + "\n" + `[0.2, "r", "10x3"]` + "\n" + `[0.3, "m", "x → editor, running"]` + "\n")
	f.Add(`{"version": 2, "width": 2, "height": 1}` + "\n" + `[1e308, "o", "\u001b[1;60r\u001b[5M"]` + "\n")
	f.Add("[")
	f.Fuzz(func(t *testing.T, cast string) {
		c, err := record.Read(strings.NewReader(cast))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") {
				t.Fatalf("an error that names no line: %v", err)
			}
			return
		}
		for _, p := range []ReplayPoint{{}, {Marker: 1}, {At: 0.2}} {
			if _, term, err := Replay(c, p); err == nil {
				_ = term.Close()
			}
		}
	})
}

// A recording stops growing at its size limit: the file ends with a marker
// saying so, however much more the program writes, and stays a valid
// recording.
func TestRecordingSizeLimit(t *testing.T) {
	sessiontest.Need(t, "bash", "yes")
	dir := t.TempDir()
	const limit = 64 << 10
	m := NewManager(Config{RecordDir: dir, RecordMax: limit})
	defer m.Close()
	s, err := m.Open(Options{Command: "yes 'a line of output'"})
	if err != nil {
		t.Fatal(err)
	}
	path := s.Recording()
	var size int64
	defer func() {
		if t.Failed() {
			t.Logf("%d bytes, ending %q", size, tailOf(t, path))
		}
	}()
	sessiontest.Eventually(t, 20*time.Second, "the recording to reach its limit", func() bool {
		st, err := os.Stat(path)
		if err != nil {
			return false
		}
		size = st.Size()
		return size > limit-512 && strings.Contains(tailOf(t, path), "recording stopped")
	})
	// The program keeps writing, more than the limit again; the file
	// does not grow.
	fed := func() uint64 {
		s.io.out.mu.Lock()
		defer s.io.out.mu.Unlock()
		return s.io.out.fed
	}
	stopped := fed()
	sessiontest.Eventually(t, 20*time.Second, "more output than the limit on the screen since", func() bool { return fed() > stopped+limit })
	if _, err := m.CloseSession(s.ID(), true); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Size() > limit || st.Size() != size {
		t.Fatalf("the recording is %d bytes (was %d when it stopped), over its limit %d or still growing", st.Size(), size, limit)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c, err := record.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	last := c.Events[len(c.Events)-1]
	if last.Type != "m" || !strings.Contains(last.Data, "--record-max") {
		t.Fatalf("the last event is %+v", last)
	}
}

func tailOf(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data[max(len(data)-300, 0):])
}

// A result that Mark brings up to the screen of the moment (output came
// after it was taken) says what changed since the result before it, the
// last screen the agent has, not since the one it replaces, which never
// went out.
func TestMarkedAgainFromTheScreenReturnedBefore(t *testing.T) {
	sessiontest.Need(t, "sleep")
	m := NewManager(Config{RecordDir: t.TempDir()})
	defer m.Close()
	s, err := m.Open(Options{Command: "sleep 600", Cols: 20, Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	look := func() Screen { return s.views.view(s.term.Snapshot(), s.kern.observe()) }
	s.term.Feed([]byte("row A\r\n"))
	look() // the result the agent has
	s.term.Feed([]byte("row B\r\n"))
	v := look() // taken, not yet gone out
	s.term.Feed([]byte("row C\r\n"))
	s.Mark("send_keys x", &v)
	got := map[int]string{}
	for _, r := range v.Delta.Rows {
		got[r.Row] = r.Text
	}
	if got[1] != "row B" || got[2] != "row C" || !v.Changed {
		t.Fatalf("the marked result's delta has rows %v (changed %v), want row 1 %q and row 2 %q: "+
			"what changed since the last result that went out", got, v.Changed, "row B", "row C")
	}
	if again := look(); again.Changed {
		t.Fatalf("a look right after the marked result changed (%v): the result was not remembered as returned", again.Delta.Rows)
	}
}

// A result another caller got between a result's first look and its
// marker is the last the agent has: the marked result is reckoned from
// that one.
func TestMarkedAgainAfterAnotherResult(t *testing.T) {
	sessiontest.Need(t, "sleep")
	m := NewManager(Config{RecordDir: t.TempDir()})
	defer m.Close()
	s, err := m.Open(Options{Command: "sleep 600", Cols: 20, Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	look := func() Screen { return s.views.view(s.term.Snapshot(), s.kern.observe()) }
	s.term.Feed([]byte("row A\r\n"))
	look()
	s.term.Feed([]byte("row B\r\n"))
	v := look() // taken, not yet gone out
	s.term.Feed([]byte("row C\r\n"))
	look() // another caller's result, with rows B and C
	s.term.Feed([]byte("row D\r\n"))
	s.Mark("send_keys x", &v)
	got := map[int]string{}
	for _, r := range v.Delta.Rows {
		got[r.Row] = r.Text
	}
	if len(got) != 1 || got[3] != "row D" {
		t.Fatalf("the marked result's delta has rows %v, want row 3 %q alone: what changed since the result another caller got", got, "row D")
	}
}
