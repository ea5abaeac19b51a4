package main

import (
	"encoding/json"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/spell"
	"github.com/agentty/agentty/tools"
)

// hostile is what a program, a client or an agent may put in a string a
// person's terminal is shown: OSC 52 (write the clipboard), a title, a
// clear screen, a right-to-left override, a C1 CSI, a zero-width space
// and a byte that is not UTF-8.
const hostile = "\x1b]52;c;aGk=\x07\x1b]0;pwned\x07\x1b[2J\u202eevil\u009b31m\u200b\xff!"

// spelledOnly fails the test when out holds anything a terminal would act
// on, or that reorders or hides text: every line of it is as spell.Out
// leaves it, the newlines ending the lines aside.
func spelledOnly(t *testing.T, what, out string) {
	t.Helper()
	if !utf8.ValidString(out) {
		t.Errorf("%s printed bytes that are not UTF-8: %q", what, out)
	}
	for _, line := range strings.Split(out, "\n") {
		if spell.Out(line) != line {
			t.Errorf("%s printed a line with controls: %q", what, line)
		}
	}
}

// The agent's arguments are in a recording's markers: agentty replay
// --markers lists them spelled out, as results show them.
func TestReplayMarkersSpelled(t *testing.T) {
	sessiontest.Need(t, "cat")
	dir := t.TempDir()
	srv := stdioServer(t, "--record-dir", dir)
	res := callTool(t, srv.c, "open_session", map[string]any{"argv": []string{"cat"}})
	id, _ := res["session_id"].(string)
	callTool(t, srv.c, "send_keys", map[string]any{"session_id": id, "keys": hostile, "timeout_ms": 2000})
	callTool(t, srv.c, "send_text", map[string]any{"session_id": id, "text": hostile, "timeout_ms": 2000})
	callTool(t, srv.c, "close_session", map[string]any{"session_id": id, "force": true})
	files, _ := filepath.Glob(filepath.Join(dir, "*.cast"))
	if len(files) != 1 {
		t.Fatalf("recordings in %s: %v", dir, files)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"m", "send_keys`) {
		t.Fatalf("no send_keys marker in the recording:\n%s", data)
	}
	out, errOut, code := runAgentty(t, "replay", "--markers", files[0])
	if code != 0 || !strings.Contains(out, `send_keys \x1b]52;c;aGk=\a`) || !strings.Contains(out, `\u202eevil\u009b31m\u200b`) {
		t.Fatalf("replay --markers: %d %s\n%s", code, errOut, out)
	}
	spelledOnly(t, "replay --markers", out)
	spelledOnly(t, "replay --markers (stderr)", errOut)
}

// A session host (here one the test plays) says what it likes in its
// answers: agentty host status, ls, attach's errors and web print it
// spelled out.
func TestHostAnswersSpelled(t *testing.T) {
	dir := runtimeDir(t)
	paths := ownPaths(dir)
	ln, err := net.Listen("unix", paths.Socket)
	if err != nil {
		t.Fatal(err)
	}
	info := host.Info{Proto: host.Proto, Version: version(), PID: 1, Started: hostile, Socket: hostile, Web: "http://127.0.0.1:1" + hostile,
		LostWhy: hostile, Lost: []tools.LostSession{{SessionID: "s7" + hostile, Command: hostile}}}
	mux := http.NewServeMux()
	answer := func(w http.ResponseWriter, v any) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(v)
	}
	mux.HandleFunc("GET /v1/hello", func(w http.ResponseWriter, r *http.Request) { answer(w, info) })
	mux.HandleFunc("GET /v1/sessions", func(w http.ResponseWriter, r *http.Request) {
		answer(w, host.Listing{Host: info, Notes: []string{hostile}, Sessions: []tools.SessionRow{{
			SessionID: "s1" + hostile, Name: hostile, Program: hostile, Mode: hostile, State: hostile, OpenedBy: hostile, Machine: hostile,
			Cols: 80, Rows: 24,
		}}})
	})
	mux.HandleFunc("GET /v1/attach", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, hostile, http.StatusForbidden)
	})
	mux.HandleFunc("GET /v1/web", func(w http.ResponseWriter, r *http.Request) {
		answer(w, host.WebLogin{URL: hostile, LoginURL: "http://127.0.0.1:1/login#token=" + hostile})
	})
	srv := &http.Server{Handler: mux}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })

	for _, args := range [][]string{
		{"host", "status"},
		{"ls"},
		{"attach", "s1" + hostile},
		{"attach", hostile},
		{"web", "--no-open"},
	} {
		out, _ := agenttyIn(t, dir, args...)
		if !strings.Contains(out, `\x1b]52;c;aGk=\a`) {
			t.Errorf("%s printed nothing of what the host said:\n%s", args, out)
		}
		spelledOnly(t, strings.Join(args, " "), out)
	}
}
