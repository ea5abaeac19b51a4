package tools_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/record"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// recorded drives one session through tool calls on a server that records
// every session, and returns the screen each call returned (close_session's
// last) and the recording.
func recorded(t *testing.T, open map[string]any, calls [][2]any) ([]tools.Screen, string) {
	t.Helper()
	dir := t.TempDir()
	h := newHarness(t, session.Config{RecordDir: dir})
	first := h.screen("open_session", open)
	id := first.SessionID
	if first.Recording == "" || filepath.Dir(first.Recording) != dir {
		t.Fatalf("open_session names no recording in %s: %q", dir, first.Recording)
	}
	screens := []tools.Screen{first}
	for _, c := range calls {
		args := map[string]any{"session_id": id}
		for k, v := range c[1].(map[string]any) {
			args[k] = v
		}
		screens = append(screens, h.screen(c[0].(string), args))
	}
	if !screens[len(screens)-1].Closed {
		// A session whose program ended closed by itself with the
		// result that showed its final screen: no close_session.
		screens = append(screens, h.screen("close_session", map[string]any{"session_id": id}))
	}
	for i, v := range screens {
		if !v.Changed && i > 0 {
			// An unchanged screen comes without its rows: it is the last.
			screens[i].Lines = screens[i-1].Lines
		}
	}
	return screens, first.Recording
}

func readCast(t *testing.T, path string) *record.Cast {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c, err := record.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Replaying a recording up to each marker gives the screen that tool call
// returned, exactly.
func TestReplayReproducesEveryResult(t *testing.T) {
	long := strings.Repeat("a line of the file\n", 60) + "the needle\n" + strings.Repeat("more of the file\n", 60)
	tests := []struct {
		name  string
		need  string
		setup func(dir string)
		open  map[string]any
		calls [][2]any
	}{
		{"vim", "vim", nil, map[string]any{"command": "vim -u NONE notes.txt", "cols": 80, "rows": 24}, [][2]any{
			{"send_keys", map[string]any{"keys": "ihello, recording<esc>"}},
			{"send_keys", map[string]any{"keys": "o\x1b[1mnot bold<esc>"}},
			{"resize_session", map[string]any{"cols": 100, "rows": 30}},
			{"send_keys", map[string]any{"keys": ":set number<enter>"}},
			{"read_screen", map[string]any{}},
			{"send_keys", map[string]any{"keys": ":wq<enter>"}},
		}},
		{"less", "less", func(dir string) {
			if err := os.WriteFile(filepath.Join(dir, "long.txt"), []byte(long), 0o644); err != nil {
				t.Fatal(err)
			}
		}, map[string]any{"command": "less long.txt", "cols": 80, "rows": 24, "env": map[string]any{"LESS": ""}}, [][2]any{
			{"send_keys", map[string]any{"keys": "G"}},
			{"send_keys", map[string]any{"keys": "g/needle<enter>"}},
			{"wait_for", map[string]any{"mode": "pager"}},
			{"send_keys", map[string]any{"keys": "q"}},
		}},
		{"python3", "python3", nil, map[string]any{"command": "python3 -q", "cols": 80, "rows": 24}, [][2]any{
			{"send_text", map[string]any{"text": "x = 6*7", "enter": true}},
			{"send_text", map[string]any{"text": "print('\\x1b[32m%d\\x1b[0m' % x, '日本語', 'e\\u0301')", "enter": true}},
			{"send_text", map[string]any{"text": "def f(n):\n    return n + 1\n", "paste": true, "enter": true}},
			{"send_text", map[string]any{"text": "f(x)", "enter": true, "expect": "43"}},
			{"send_keys", map[string]any{"keys": "<ctrl-d>"}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sessiontest.Need(t, tt.need)
			dir := t.TempDir()
			if tt.setup != nil {
				tt.setup(dir)
			}
			tt.open["cwd"] = dir
			screens, path := recorded(t, tt.open, tt.calls)
			c := readCast(t, path)
			markers := c.Markers()
			if len(markers) != len(screens) {
				t.Fatalf("%d markers for %d tool calls", len(markers), len(screens))
			}
			for i, want := range screens {
				replayed, term, err := session.Replay(c, session.ReplayPoint{Marker: i + 1})
				if err != nil {
					t.Fatal(err)
				}
				got := tools.NewScreen(replayed, tools.Full)
				_ = term.Close()
				if !slices.Equal(got.Lines, want.Lines) || got.Cursor != want.Cursor || got.Cols != want.Cols ||
					got.Rows != want.Rows || got.AltScreen != want.AltScreen || got.Title != want.Title ||
					got.Mode != want.Mode || got.State != want.State {
					t.Fatalf("marker %d (%s): replay differs from the result\nreplay: %s %s %+v %dx%d alt %v\n%s\nresult: %s %s %+v %dx%d alt %v\n%s",
						i+1, markers[i].Data, got.Mode, got.State, got.Cursor, got.Cols, got.Rows, got.AltScreen, screenText(got),
						want.Mode, want.State, want.Cursor, want.Cols, want.Rows, want.AltScreen, screenText(want))
				}
			}
		})
	}
}

// The file is asciicast v2: a header with the size, time, command and
// TERM/SHELL, then output, input, resize and marker events, written as the
// session runs. Secret input is never written.
func TestRecordingFileAndSecrets(t *testing.T) {
	sessiontest.Need(t, "python3")
	state := t.TempDir()
	t.Setenv("XDG_STATE_HOME", state)
	h := newHarness(t, session.Config{})
	const secret = "hunter2-correct-horse"
	v := h.open(map[string]any{"record": true, "cols": 90, "rows": 20,
		"command": `python3 -c 'import getpass; s = getpass.getpass("Token: "); print("got", len(s)); input("echo> "); input("more> ")'`})
	id := v.SessionID
	if !strings.HasPrefix(v.Recording, filepath.Join(state, "agentty", "recordings")+string(filepath.Separator)) {
		t.Fatalf("recording %q is not in the state directory", v.Recording)
	}
	// Flushed as it runs: the prompt is in the file before the session ends.
	data, err := os.ReadFile(v.Recording)
	if err != nil || !strings.Contains(string(data), "Token: ") {
		t.Fatalf("the prompt is not in the file yet (%v):\n%s", err, data)
	}
	if st, err := os.Stat(v.Recording); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("recording permissions: %v %v", st.Mode(), err)
	}
	h.screen("send_text", map[string]any{"session_id": id, "text": secret, "enter": true, "secret": true})
	// The program echoes the secret back: the recording hides it as results do.
	h.screen("send_text", map[string]any{"session_id": id, "text": "not " + secret, "enter": true})
	h.screen("resize_session", map[string]any{"session_id": id, "cols": 70, "rows": 20})
	h.screen("close_session", map[string]any{"session_id": id})

	data, err = os.ReadFile(v.Recording)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte(secret)) {
		t.Fatalf("the secret is in the recording:\n%s", data)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	var header struct {
		Version, Width, Height int
		Timestamp              int64
		Command                string
		Env                    map[string]string
	}
	if err := json.Unmarshal([]byte(lines[0]), &header); err != nil {
		t.Fatal(err)
	}
	if header.Version != 2 || header.Width != 90 || header.Height != 20 || header.Timestamp < time.Now().Add(-time.Hour).Unix() ||
		!strings.HasPrefix(header.Command, "python3 -c") || header.Env["TERM"] != "xterm-256color" || header.Env["SHELL"] == "" {
		t.Fatalf("header: %s", lines[0])
	}
	kinds := map[string][]string{}
	last := 0.0
	for _, l := range lines[1:] {
		var e [3]any
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatalf("event %s: %v", l, err)
		}
		at, _ := e[0].(float64)
		if at < last {
			t.Fatalf("time goes back at %s", l)
		}
		last = at
		kinds[e[1].(string)] = append(kinds[e[1].(string)], e[2].(string))
	}
	for _, want := range []struct{ kind, data string }{
		{"o", "Token: "}, {"i", "not " + strings.Repeat("*", len(secret))}, {"i", "\r"}, {"r", "70x20"}, {"m", "send_text (secret input redacted) → "}, {"m", "open_session python3 -c"}, {"m", "close_session → exited, exited"},
	} {
		found := false
		for _, d := range kinds[want.kind] {
			found = found || strings.Contains(d, want.data)
		}
		if !found {
			t.Errorf("no %q event with %q: %q", want.kind, want.data, kinds[want.kind])
		}
	}
	if len(kinds["m"]) != 5 {
		t.Errorf("%d markers for 5 tool calls: %q", len(kinds["m"]), kinds["m"])
	}
	if !strings.Contains(strings.Join(kinds["o"], ""), "not ****") {
		t.Errorf("the echoed secret is not redacted in the output: %q", kinds["o"])
	}
}

// Debian's asciinema plays the file back: `asciinema cat` prints the output
// the program wrote, byte for byte, and through a fresh emulator it draws
// the session's last screen.
func TestAsciinemaCatsTheRecording(t *testing.T) {
	sessiontest.Need(t, "asciinema", "bash")
	screens, path := recorded(t, map[string]any{"cols": 60, "rows": 10,
		"command": `printf 'plain\n\033[31mred\033[0m 日本語 e\xcc\x81 👍\n'; printf '\033[2;30Hplaced'; read x`}, nil)

	cmd := exec.Command("asciinema", "cat", path)
	var out bytes.Buffer
	cmd.Stdout = &out // the terminal is only for asciinema's /dev/tty
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "PYTHONIOENCODING=utf-8")
	tty, err := pty.StartWithAttrs(cmd, nil, &syscall.SysProcAttr{Setsid: true, Setctty: true})
	if err != nil {
		t.Fatal(err)
	}
	go func() { _, _ = io.Copy(io.Discard, tty) }()
	err = cmd.Wait()
	_ = tty.Close()
	if err != nil {
		t.Fatalf("asciinema cat: %v\n%s", err, out.String())
	}
	want := "plain\r\n\x1b[31mred\x1b[0m 日本語 e\u0301 👍\r\n\x1b[2;30Hplaced"
	if !strings.HasPrefix(out.String(), want) {
		t.Fatalf("asciinema cat printed %q, want it to start with %q", out.String(), want)
	}
	term := emulator.New(60, 10, 100)
	defer term.Close()
	go func() { _, _ = io.Copy(io.Discard, term.Replies()) }()
	_, _ = term.Write(out.Bytes())
	last := screens[len(screens)-1]
	got := term.Snapshot().Lines
	for len(got) > 0 && got[len(got)-1] == "" {
		got = got[:len(got)-1]
	}
	if !slices.Equal(got, last.Lines) {
		t.Fatalf("asciinema's output draws\n%s\nthe session's last screen was\n%s", strings.Join(got, "\n"), screenText(last))
	}
}

// read_screen with format png adds a picture of the screen beside the text;
// never while a secret shows.
func TestReadScreenPicture(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cols": 40, "rows": 8, "command": `printf '\033[41m  \033[0m red\n'; read x`}).SessionID
	res := h.ok("read_screen", map[string]any{"session_id": id, "format": "png", "since_revision": 0})
	var img *mcp.ImageContent
	for _, c := range res.Content {
		if ic, ok := c.(mcp.ImageContent); ok {
			img = &ic
		}
	}
	if img == nil || img.MIMEType != "image/png" || !strings.Contains(tools.Text(res), "red") {
		t.Fatalf("no PNG beside the text: %+v", res.Content)
	}
	raw, err := base64.StdEncoding.DecodeString(img.Data)
	if err != nil {
		t.Fatal(err)
	}
	pic, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	cw, ch := emulator.CellSize()
	if b := pic.Bounds(); b.Dx() != 40*cw || b.Dy() != 8*ch {
		t.Fatalf("picture %v, want %dx%d cells of %dx%d", b, 40, 8, cw, ch)
	}
	if r, g, b, _ := pic.At(cw/2, ch/2).RGBA(); r>>8 < 150 || g>>8 > 60 || b>>8 > 60 {
		t.Fatalf("the red cell is %d,%d,%d", r>>8, g>>8, b>>8)
	}
	if msg := h.refused("read_screen", map[string]any{"session_id": id, "format": "jpeg"}); !strings.Contains(msg, "text, png or svg") {
		t.Fatalf("bad format: %s", msg)
	}

	sessiontest.Need(t, "python3")
	id = h.open(map[string]any{"command": `python3 -c 'input("say: ")'`}).SessionID
	h.screen("send_text", map[string]any{"session_id": id, "text": "opensesame-42", "secret": true})
	if msg := h.refused("read_screen", map[string]any{"session_id": id, "format": "png"}); !strings.Contains(msg, "no picture while secret input shows") {
		t.Fatalf("a picture of a secret: %s", msg)
	}
}

// A program that echoes each key of a secret as it comes (node's readline,
// inquirer) writes it in pieces that arrive in separate reads: the
// recording still never holds it.
func TestRecordingRedactsSecretEchoedInPieces(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{RecordDir: t.TempDir()})
	const secret = "sk-TOPSECRET-0123456789"
	script := `import os, time, tty
tty.setcbreak(0)
os.write(1, b"key> ")
while (c := os.read(0, 1)) not in (b"\r", b"\n"):
    os.write(1, c)
    time.sleep(0.003)
os.write(1, b"\r\ndone\r\n")
os.read(0, 1)
`
	v := h.open(map[string]any{"argv": []string{"python3", "-c", script}})
	s, err := h.m.Get(v.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	// The recording holds output back to redact it, so its events cannot
	// show how the echo came: count the chunks fed to the terminal (each
	// read from the PTY is one Write; two between looks count as one).
	term := s.Terminal()
	stop, counted := make(chan struct{}), make(chan int)
	go func() {
		n := 0
		for {
			select {
			case <-term.Changed():
				n++
			case <-stop:
				counted <- n
				return
			}
		}
	}()
	w := h.screen("send_text", map[string]any{"session_id": v.SessionID, "text": secret, "enter": true, "secret": true, "expect": "done"})
	close(stop)
	reads := <-counted
	if !hasLine(w, "key> "+strings.Repeat("*", len(secret))) {
		t.Fatalf("the result shows:\n%s", screenText(w))
	}
	// The done line may share the last piece's read: three reads or more
	// mean the echo itself came in two or more.
	if reads < 3 {
		t.Fatalf("the echo and the done line came in %d reads; the test needs the echo in pieces", reads)
	}
	h.screen("close_session", map[string]any{"session_id": v.SessionID})
	data, err := os.ReadFile(v.Recording)
	if err != nil {
		t.Fatal(err)
	}
	c := readCast(t, v.Recording)
	if bytes.Contains(data, []byte(secret)) || bytes.Contains(data, []byte("TOPSECRET")) {
		t.Fatalf("the secret, echoed in %d reads, is in the recording:\n%s", reads, data)
	}
	var out strings.Builder
	for _, e := range c.Events {
		if e.Type == "o" {
			out.WriteString(e.Data)
		}
	}
	if !strings.Contains(out.String(), "key> ****") {
		t.Fatalf("the output does not show the redacted echo: %q", out.String())
	}
}
