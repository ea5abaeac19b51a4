package tools_test

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// secretKit checks results, recordings and pictures for a secret.
type secretKit struct {
	t      *testing.T
	h      *harness
	secret string
}

func newSecret(prefix string, n int) string {
	const alnum = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
	b := make([]byte, n)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = alnum[int(b[i])%len(alnum)]
	}
	return prefix + string(b)
}

// leaks reports the first piece of the secret (six characters or more) in
// data, a part of a secret being a leak too.
func (k *secretKit) leaks(data string) string {
	for i := 0; i+6 <= len(k.secret); i++ {
		if strings.Contains(data, k.secret[i:i+6]) {
			return k.secret[i : i+6]
		}
	}
	return ""
}

// leaksOf reports the first piece (six characters or more) of part in
// data.
func (k *secretKit) leaksOf(data, part string) string {
	for i := 0; i+6 <= len(part); i++ {
		if strings.Contains(data, part[i:i+6]) {
			return part[i : i+6]
		}
	}
	return ""
}

// clean fails when any field of a result, its text rendering or its
// structured content, holds a piece of the secret; it returns the text.
func (k *secretKit) clean(what string, res *mcp.CallToolResult) string {
	k.t.Helper()
	b, err := json.Marshal(res)
	if err != nil {
		k.t.Fatal(err)
	}
	if p := k.leaks(string(b)); p != "" {
		k.t.Fatalf("%s: the secret (%q) is in the result:\n%s", what, p, b)
	}
	return tools.Text(res)
}

// call calls a tool that must succeed, checks its result and decodes it.
func (k *secretKit) call(tool string, args map[string]any) tools.Screen {
	k.t.Helper()
	res := k.h.ok(tool, args)
	k.clean(tool, res)
	var v tools.Screen
	k.h.decode(res, &v)
	return v
}

// noPicture asks for a picture, which must be refused while the secret
// shows.
func (k *secretKit) noPicture(id string) {
	k.t.Helper()
	for _, format := range []string{"png", "svg"} {
		res := k.h.call("read_screen", map[string]any{"session_id": id, "format": format})
		msg := k.clean("read_screen "+format, res)
		if !res.IsError || !strings.Contains(msg, "no picture while secret input shows") {
			k.t.Fatalf("a %s picture while the secret shows: %s", format, msg)
		}
	}
}

// starred fails unless the secret shows masked somewhere in lines: the
// checks above must not pass because the secret never reached the screen.
func (k *secretKit) starred(what string, lines []string) {
	k.t.Helper()
	if !strings.Contains(strings.Join(lines, "\n"), "*****") {
		k.t.Fatalf("%s: no masked secret shows:\n%s", what, strings.Join(lines, "\n"))
	}
}

// recording checks a closed session's recording: the file, the text its
// output draws (escape codes between the secret's characters stripped),
// and the screen and scrollback of a replay up to every marker.
func (k *secretKit) recording(path string) {
	k.t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		k.t.Fatal(err)
	}
	if p := k.leaks(string(data)); p != "" {
		k.t.Fatalf("the secret (%q) is in the recording file", p)
	}
	c := readCast(k.t, path)
	var out strings.Builder
	for _, e := range c.Events {
		if e.Type == "o" {
			out.WriteString(e.Data)
		}
	}
	for _, form := range []string{ansi.Strip(out.String()), strings.NewReplacer("\r", "", "\n", "").Replace(ansi.Strip(out.String()))} {
		if p := k.leaks(form); p != "" {
			k.t.Fatalf("the recording's output prints the secret (%q) between escape codes or lines", p)
		}
	}
	for i := range c.Markers() {
		v, term, err := session.Replay(c, session.ReplayPoint{Marker: i + 1})
		if err != nil {
			k.t.Fatal(err)
		}
		all := strings.Join(v.Lines, "\n") + strings.Join(term.Scrollback(1000), "\n") + v.Title
		_ = term.Close()
		if p := k.leaks(all); p != "" {
			k.t.Fatalf("replayed to marker %d, the recording shows the secret (%q)", i+1, p)
		}
	}
}

// The secret matrix: a secret sent with send_text {secret: true} never
// comes back, in any field of any result (send_text, send_keys,
// read_screen with scrollback, wait_for, run_command's output, resize,
// signal, list_sessions, close_session's final screen, the text rendering),
// a picture or a recording — wrapped across rows, quoted in mode_detail,
// echoed with colours between its characters, in the title, in a
// command's output; from bash's read, nano's file-name prompt, python's
// getpass and a script that echoes it with colours.
func TestSecretMatrix(t *testing.T) {
	sessiontest.Need(t, "bash", "python3", "nano")
	h := newHarness(t, session.Config{RecordDir: t.TempDir()})

	t.Run("bash read, wrapped at the edge", func(t *testing.T) {
		k := &secretKit{t: t, h: h, secret: newSecret("sk-live-0", 23)}
		open := k.h.ok("open_session", map[string]any{"cols": 30, "rows": 8,
			"command": `read -p "Paste the API token: " t; echo "got ${#t}"; read -r _`})
		k.clean("open_session", open)
		var o tools.Screen
		h.decode(open, &o)
		id := o.SessionID
		v := k.call("send_text", map[string]any{"session_id": id, "text": k.secret, "secret": true})
		if !strings.HasPrefix(v.Lines[0], "Paste the API token: *") || !strings.HasPrefix(v.Lines[1], "*****") {
			t.Fatalf("the wrapped echo is not masked on both rows:\n%s", screenText(v))
		}
		k.noPicture(id)
		v = k.call("read_screen", map[string]any{"session_id": id, "scrollback": 100, "since_revision": 0})
		k.starred("read_screen", v.Lines)
		k.call("wait_for", map[string]any{"session_id": id, "text": "Paste", "state": "waiting_for_input"})
		k.call("resize_session", map[string]any{"session_id": id, "cols": 25, "rows": 8})
		k.call("send_signal", map[string]any{"session_id": id, "signal": "WINCH"})
		v = k.call("send_keys", map[string]any{"session_id": id, "keys": "<enter>"})
		if !hasLine(v, "got "+itoa(len(k.secret))) {
			t.Fatalf("the program did not get the secret:\n%s", screenText(v))
		}
		k.starred("send_keys", v.Lines)
		k.clean("list_sessions", k.h.ok("list_sessions", map[string]any{}))
		v = k.call("close_session", map[string]any{"session_id": id})
		if v.Changed {
			k.starred("close_session", v.Lines)
		}
		k.recording(o.Recording)
	})

	// (nano's own search, ^W, is the editor's, as vim's "/" is: its
	// file-name prompt is a question, quoted in mode_detail.)
	t.Run("nano file-name prompt, quoted in mode_detail", func(t *testing.T) {
		k := &secretKit{t: t, h: h, secret: newSecret("ghp_", 28)}
		o := k.call("open_session", map[string]any{"argv": []string{"nano", "--ignorercfiles", "notes.txt"}, "cwd": t.TempDir(), "cols": 80, "rows": 12})
		id := o.SessionID
		k.call("send_keys", map[string]any{"session_id": id, "keys": "<C-o>"})
		v := k.call("send_text", map[string]any{"session_id": id, "text": k.secret, "secret": true})
		if v.Mode != "question" || !strings.Contains(v.ModeDetail, "File Name to Write") || !strings.Contains(v.ModeDetail, "*****") {
			t.Fatalf("mode %s (%s): the test needs nano's prompt quoted in mode_detail", v.Mode, v.ModeDetail)
		}
		k.noPicture(id)
		k.call("wait_for", map[string]any{"session_id": id, "mode": "question"})
		k.call("read_screen", map[string]any{"session_id": id, "scrollback": 10})
		k.clean("list_sessions", k.h.ok("list_sessions", map[string]any{}))
		k.call("send_keys", map[string]any{"session_id": id, "keys": "<C-c>"})
		k.call("close_session", map[string]any{"session_id": id})
		k.recording(o.Recording)
	})

	t.Run("getpass, then echoed with colours, in the title, into the scrollback", func(t *testing.T) {
		k := &secretKit{t: t, h: h, secret: newSecret("xoxb-", 27)}
		script := `import getpass, sys
s = getpass.getpass("Token: ")
sys.stdout.write("\x1b]0;title " + s + "\x07")
sys.stdout.write("coloured: " + "".join("\x1b[3%dm%s" % (i % 7 + 1, c) for i, c in enumerate(s)) + "\x1b[0m\n")
input("more? ")
for i in range(40):
    print("filler", i)
input("end? ")
`
		o := k.call("open_session", map[string]any{"argv": []string{"python3", "-c", script}, "cols": 30, "rows": 10})
		id := o.SessionID
		if o.Mode != "password_prompt" {
			t.Fatalf("getpass: mode %s", o.Mode)
		}
		v := k.call("send_text", map[string]any{"session_id": id, "text": k.secret, "secret": true, "enter": true})
		if !strings.HasPrefix(v.Title, "title ****") || !strings.Contains(screenText(v), "coloured: ****") {
			t.Fatalf("title %q, screen:\n%s", v.Title, screenText(v))
		}
		k.noPicture(id)
		v = k.call("send_text", map[string]any{"session_id": id, "text": "", "enter": true, "expect": "end?"})
		v = k.call("read_screen", map[string]any{"session_id": id, "scrollback": 200})
		k.starred("scrollback", v.Scrollback)
		// Off the screen, the secret no longer stops a picture.
		if res := h.ok("read_screen", map[string]any{"session_id": id, "format": "png"}); len(res.Content) < 2 {
			t.Fatalf("no picture once the secret scrolled off: %s", tools.Text(res))
		}
		k.call("close_session", map[string]any{"session_id": id})
		k.recording(o.Recording)
	})

	t.Run("run_command output", func(t *testing.T) {
		k := &secretKit{t: t, h: h, secret: newSecret("AKIA", 28)}
		o := k.call("open_session", map[string]any{"cols": 40, "rows": 10})
		id := o.SessionID
		var r tools.RunResult
		h.decode(h.ok("run_command", map[string]any{"session_id": id, "command": `read -rs -p 'token: ' T; echo`, "timeout_ms": 3000}), &r)
		if r.Finished {
			t.Fatal("read -s finished without input")
		}
		k.call("send_text", map[string]any{"session_id": id, "text": k.secret, "secret": true, "enter": true})
		for _, cmd := range []struct {
			command string
			max     int
		}{
			{`echo "plain $T"; for ((i=0; i<${#T}; i++)); do printf '\e[3%dm%s' $((i%7+1)) "${T:i:1}"; done; printf '\e[0m\n'`, 20000},
			{`printf '%s\n' "${T:0:14}" "${T:14}"; printf '\e]0;%s\a' "$T"; printf 'wrapped: %s%s\n' "$T" "$T"`, 20000},
			{`seq 1 300; echo "tail $T"; printf 'cleared %s\n' "$T"; printf '\033c'; echo "after reset $T"`, 200},
			// Shown whole, then written over in part a moment later.
			{`printf 'token %s' "$T"; sleep 0.3; printf '\rXXXXXXXXXXXXXXXX\n'; printf '%s' "$T"; sleep 0.3; printf '\r\033[12C\033[K\n'`, 20000},
		} {
			res := h.ok("run_command", map[string]any{"session_id": id, "command": cmd.command, "max_output_chars": cmd.max})
			k.clean("run_command", res)
			h.decode(res, &r)
			if !r.Finished || !strings.Contains(r.Output, "*****") {
				t.Fatalf("%s: finished %v, output %q", cmd.command, r.Finished, r.Output)
			}
		}
		k.call("read_screen", map[string]any{"session_id": id, "scrollback": 1000})
		k.call("close_session", map[string]any{"session_id": id})
		k.recording(o.Recording)
	})

	// A passphrase wrapped with two of its spaces at the screen's edge,
	// and one whose wide character moves on to the next row after them.
	t.Run("passphrase wrapped at its spaces", func(t *testing.T) {
		for _, tt := range []struct {
			secret string
			cols   int
		}{
			{"Correct  horse battery staple", 15},
			{"Grüne  日本 kaufen", 14},
		} {
			k := &secretKit{t: t, h: h, secret: tt.secret}
			o := h.screen("open_session", map[string]any{"cols": tt.cols, "rows": 8, "record": true,
				"command": `read -p "Pass: " t; echo "got ${#t}"; read -r _`})
			v := k.call("send_text", map[string]any{"session_id": o.SessionID, "text": tt.secret, "secret": true, "enter": true})
			k.starred("send_text", v.Lines)
			k.call("read_screen", map[string]any{"session_id": o.SessionID, "scrollback": 10})
			k.call("close_session", map[string]any{"session_id": o.SessionID})
			k.recording(o.Recording)
		}
	})

	// A secret of many short lines (a key, an .env file) pasted into cat,
	// taller than the screen: the rows left on the screen are masked with
	// the history above them, however many lines it has; and cat's copy
	// comes while the terminal still echoes the paste, so the two mix,
	// cut anywhere: no piece of six bytes shows.
	t.Run("many lines, taller than the screen", func(t *testing.T) {
		var lines []string
		for i := range 30 {
			lines = append(lines, fmt.Sprintf("KEY_%02d=%s", i, newSecret("", 16)))
		}
		k := &secretKit{t: t, h: h, secret: strings.Join(lines, "\n")}
		o := h.screen("open_session", map[string]any{"cols": 100, "rows": 10, "record": true, "command": "cat; read -r _"})
		v := k.call("send_text", map[string]any{"session_id": o.SessionID, "text": k.secret + "\n", "secret": true})
		k.starred("send_text", v.Lines)
		for _, l := range lines {
			if p := k.leaksOf(screenText(v), l[7:]); p != "" {
				t.Fatalf("a line of the secret shows (%q):\n%s", p, screenText(v))
			}
		}
		v = k.call("read_screen", map[string]any{"session_id": o.SessionID, "scrollback": 100})
		for _, l := range lines {
			if p := k.leaksOf(strings.Join(v.Scrollback, "\n")+screenText(v), l[7:]); p != "" {
				t.Fatalf("a line of the secret shows in the scrollback (%q)", p)
			}
		}
		k.call("close_session", map[string]any{"session_id": o.SessionID})
	})

	// The command a session was opened with is a text a result carries
	// too: list_sessions, and the program of an ended session.
	t.Run("in the session's command", func(t *testing.T) {
		k := &secretKit{t: t, h: h, secret: newSecret("pw-", 20)}
		o := h.screen("open_session", map[string]any{"command": "read -rs x; [ \"$x\" = " + k.secret + " ] && echo same; read -r _"})
		v := k.call("send_text", map[string]any{"session_id": o.SessionID, "text": k.secret, "secret": true, "enter": true})
		if !hasLine(v, "same") {
			t.Fatalf("the program did not get the secret:\n%s", screenText(v))
		}
		list := k.clean("list_sessions", k.h.ok("list_sessions", map[string]any{}))
		if !strings.Contains(list, "= *****") {
			t.Fatalf("list_sessions shows no masked command:\n%s", list)
		}
		k.call("read_screen", map[string]any{"session_id": o.SessionID})
		k.call("close_session", map[string]any{"session_id": o.SessionID})
	})

	// A secret shorter than four characters is shown in results (the rule
	// send_text's description states), and hidden from the recording.
	t.Run("short secret", func(t *testing.T) {
		o := h.screen("open_session", map[string]any{"command": `read -p "PIN: " p; echo "PIN has ${#p} digits"; read -r _`})
		v := h.screen("send_text", map[string]any{"session_id": o.SessionID, "text": "k9Z", "secret": true, "enter": true})
		if !hasLine(v, "PIN: k9Z") || !hasLine(v, "PIN has 3 digits") {
			t.Fatalf("results show a short secret as it is:\n%s", screenText(v))
		}
		h.screen("close_session", map[string]any{"session_id": o.SessionID})
		data, err := os.ReadFile(o.Recording)
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		for _, e := range readCast(t, o.Recording).Events {
			if e.Type == "o" {
				out.WriteString(e.Data)
			}
		}
		if strings.Contains(string(data), "k9Z") || !strings.Contains(out.String(), "PIN: ***\r\n") {
			t.Fatalf("the recording:\n%s", data)
		}
	})
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// A program that floods its output with a secret and pieces of it,
// wrapped at the screen's edge: the command's output, the screen and every
// line of the scrollback are masked.
func TestSecretFlood(t *testing.T) {
	h := newHarness(t, session.Config{})
	k := &secretKit{t: t, h: h, secret: newSecret("sk-", 18)}
	o := h.open(map[string]any{"cols": 37, "rows": 20})
	h.screen("send_text", map[string]any{"session_id": o.SessionID, "text": "read -rs x", "enter": true})
	k.call("send_text", map[string]any{"session_id": o.SessionID, "text": k.secret, "secret": true, "enter": true})
	res := h.ok("run_command", map[string]any{"session_id": o.SessionID, "timeout_ms": 60000,
		"command": `yes "$x ${x:0:9} $x" | head -20000; echo done`})
	if out := k.clean("run_command", res); !strings.Contains(out, "*****") || !strings.Contains(out, "done") {
		t.Fatalf("the flood did not finish, or shows no mask:\n%s", out)
	}
	v := k.call("read_screen", map[string]any{"session_id": o.SessionID, "scrollback": 5000})
	if len(v.Scrollback) < 1000 {
		t.Fatalf("%d lines of scrollback", len(v.Scrollback))
	}
}
