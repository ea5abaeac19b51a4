package tools_test

import (
	"encoding/xml"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// mouseEcho turns mouse reporting on with the modes given (none: off) and
// prints each read of its input, spelled out, until it reads "q".
const mouseEcho = `import os, sys, tty
tty.setraw(0)
os.write(1, sys.argv[1].encode() + b"ready\r\n")
while (b := os.read(0, 256)) != b"q":
    os.write(1, repr(b).encode() + b"\r\n")
`

// send_keys' mouse events reach a program in the encoding it asked for,
// as one read, and nothing reaches it where it did not ask.
func TestSendKeysMouse(t *testing.T) {
	sessiontest.Need(t, "python3")
	h := newHarness(t, session.Config{})
	for _, tt := range []struct {
		name, modes, keys, want string
	}{
		{"X10 bytes", `\x1b[?1000h`, "<click:2,5>", `b'\x1b[M &#\x1b[M#&#'`},
		{"SGR", `\x1b[?1002h\x1b[?1006h`, "<rclick:2,5>", `b'\x1b[<2;6;3M\x1b[<2;6;3m'`},
		{"urxvt", `\x1b[?1000h\x1b[?1015h`, "<wheeldown:0,79>", `b'\x1b[97;80;1M'`},
		{"X10 presses", `\x1b[?9h`, "<ctrl-click:1,1>", `b'\x1b[M ""'`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			id := h.open(map[string]any{"argv": []string{"python3", "-c", mouseEcho, strings.ReplaceAll(tt.modes, `\x1b`, "\x1b")},
				"cols": 80, "rows": 10, "expect": "ready"}).SessionID
			v := h.screen("send_keys", map[string]any{"session_id": id, "keys": tt.keys, "expect": "'"})
			if !hasLine(v, tt.want) {
				t.Fatalf("%s: want %s on the screen:\n%s", tt.keys, tt.want, screenText(v))
			}
		})
	}

	t.Run("reporting off", func(t *testing.T) {
		id := h.open(map[string]any{"argv": []string{"python3", "-c", mouseEcho, ""}, "expect": "ready"}).SessionID
		msg := h.refused("send_keys", map[string]any{"session_id": id, "keys": "x<click:1,1>"})
		if !strings.Contains(msg, "mouse reporting is off") || !strings.Contains(msg, "nothing was sent") {
			t.Fatalf("refusal: %s", msg)
		}
		// Nothing went, not even the key before the click: the next
		// read is the next key.
		v := h.screen("send_keys", map[string]any{"session_id": id, "keys": "y", "expect": "'"})
		if !hasLine(v, "b'y'") || strings.Contains(screenText(v), "b'x") {
			t.Fatalf("after the refusal:\n%s", screenText(v))
		}
	})

	t.Run("off the screen", func(t *testing.T) {
		id := h.open(map[string]any{"argv": []string{"python3", "-c", mouseEcho, "\x1b[?1000h\x1b[?1006h"}, "cols": 40, "rows": 5, "expect": "ready"}).SessionID
		if msg := h.refused("send_keys", map[string]any{"session_id": id, "keys": "<click:5,0>"}); !strings.Contains(msg, "off the 40x5 screen") {
			t.Fatalf("refusal: %s", msg)
		}
		if msg := h.refused("send_keys", map[string]any{"session_id": id, "keys": "<click:1>"}); !strings.Contains(msg, "ROW,COL") {
			t.Fatalf("refusal: %s", msg)
		}
	})
}

// A click lands where the result said the text is, in programs that read
// the mouse their own way: vim (its own decoding of the mode it picks)
// and htop (ncurses').
func TestSendKeysClickPrograms(t *testing.T) {
	t.Run("vim", func(t *testing.T) {
		sessiontest.Need(t, "vim")
		h := newHarness(t, session.Config{})
		dir := t.TempDir()
		sessiontest.WriteFile(t, filepath.Join(dir, "f.txt"), "first line\nsecond line\nthird line here\n")
		// vim turns the mouse on as it runs its -c commands, after it
		// showed the file: the echo after them says they ran.
		id := h.open(map[string]any{"argv": []string{"vim", "-u", "NONE", "-N", "-c", "set mouse=a ruler", "-c", "redraw | echo 'mouse on'", "f.txt"},
			"cwd": dir, "cols": 60, "rows": 10, "expect": "mouse on"}).SessionID
		v := h.screen("send_keys", map[string]any{"session_id": id, "keys": "<click:2,6>"})
		if v.Cursor.Row != 2 || v.Cursor.Col != 6 || !strings.Contains(screenText(v), "3,7") {
			t.Fatalf("after the click the cursor is at %d,%d:\n%s", v.Cursor.Row, v.Cursor.Col, screenText(v))
		}
		v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "<click:0,0>x"})
		if v.Lines[0] != "irst line" {
			t.Fatalf("x after a click on the first cell:\n%s", screenText(v))
		}
	})
	t.Run("htop", func(t *testing.T) {
		sessiontest.Need(t, "htop")
		h := newHarness(t, session.Config{})
		v := h.open(map[string]any{"argv": []string{"htop"}, "cols": 120, "rows": 30, "env": map[string]string{"HTOPRC": "/dev/null"}, "expect": "F10Quit"})
		row, col := -1, -1
		for i, l := range v.Lines {
			if c := strings.Index(l, "F10Quit"); c >= 0 {
				row, col = i, c
			}
		}
		if row < 0 {
			t.Fatalf("no F10Quit on htop's screen:\n%s", screenText(v))
		}
		id := v.SessionID
		v = h.screen("send_keys", map[string]any{"session_id": id, "keys": fmt.Sprintf("<click:%d,%d>", row, col)})
		if v.State != "exited" {
			v = h.screen("wait_for", map[string]any{"session_id": id, "state": "exited", "timeout_ms": 5000})
		}
		if v.State != "exited" {
			t.Fatalf("a click on F10Quit did not end htop:\n%s", screenText(v))
		}
	})
}

// read_screen with format svg adds the screen as an SVG picture, its text
// as text; never while a secret shows.
func TestReadScreenSVG(t *testing.T) {
	sessiontest.Need(t, "bash", "python3")
	h := newHarness(t, session.Config{})
	id := h.open(map[string]any{"cols": 40, "rows": 8, "command": `printf '\033[41m  \033[0m \033[1;32mgreen <&>\033[0m\n'; read x`}).SessionID
	res := h.ok("read_screen", map[string]any{"session_id": id, "format": "svg", "since_revision": 0})
	var svg *mcp.TextResourceContents
	for _, c := range res.Content {
		if er, ok := c.(mcp.EmbeddedResource); ok {
			if tr, ok := er.Resource.(mcp.TextResourceContents); ok {
				svg = &tr
			}
		}
	}
	if svg == nil || svg.MIMEType != "image/svg+xml" || !strings.HasSuffix(svg.URI, "/"+id+"/screen.svg") {
		t.Fatalf("no SVG beside the text: %+v", res.Content)
	}
	for _, want := range []string{`fill="#cd0000"/>`, `fill="#00cd00" font-weight="bold">green &lt;&amp;&gt;</text>`} {
		if !strings.Contains(svg.Text, want) {
			t.Errorf("the SVG has no %s:\n%s", want, svg.Text)
		}
	}
	var x struct{}
	if err := xml.Unmarshal([]byte(svg.Text), &x); err != nil {
		t.Fatalf("the SVG is not XML: %v", err)
	}

	id = h.open(map[string]any{"command": `python3 -c 'input("say: ")'`}).SessionID
	h.screen("send_text", map[string]any{"session_id": id, "text": "opensesame-42", "secret": true})
	res = h.call("read_screen", map[string]any{"session_id": id, "format": "svg"})
	if !res.IsError || !strings.Contains(tools.Text(res), "no picture while secret input shows") || strings.Contains(fmt.Sprint(res.Content), "opensesame") {
		t.Fatalf("an SVG of a secret: %s", tools.Text(res))
	}
}
