package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
)

// run runs agentty with args and returns stdout, stderr and the exit code.
func runAgentty(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	cmd := agentty(t, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if err != nil {
		code = cmd.ProcessState.ExitCode()
		if code < 0 {
			t.Fatal(err)
		}
	}
	return stdout.String(), stderr.String(), code
}

func TestReplayCommand(t *testing.T) {
	dir := t.TempDir()
	cast := filepath.Join(dir, "x.cast")
	sessiontest.WriteFile(t, cast, `{"version": 2, "width": 30, "height": 5, "command": "python3 -q"}`+"\n"+
		`[0.2, "o", ">>> "]`+"\n"+
		`[0.3, "m", "open_session python3 -q → repl, waiting_for_input"]`+"\n"+
		`[0.5, "o", "print(6*7)\r\n42\r\n>>> "]`+"\n"+
		`[0.6, "m", "send_text \"print(6*7)\" <enter> → repl, waiting_for_input"]`+"\n")

	out, errOut, code := runAgentty(t, "replay", cast)
	if code != 0 || !strings.Contains(out, "repl (python3 prompt; replayed)") || !strings.HasSuffix(out, ">>> print(6*7)\n42\n>>>\n") {
		t.Fatalf("replay: %d %s\n%s", code, errOut, out)
	}
	out, _, code = runAgentty(t, "replay", "--marker", "1", cast)
	if code != 0 || strings.Contains(out, "42") || !strings.HasSuffix(out, "\n>>>\n") {
		t.Fatalf("replay --marker 1: %d\n%s", code, out)
	}
	out, _, code = runAgentty(t, "replay", "--at", "0.25", "--json", cast)
	var v struct {
		Lines []string `json:"lines"`
		Mode  string   `json:"mode"`
	}
	if err := json.Unmarshal([]byte(out), &v); code != 0 || err != nil || strings.Join(v.Lines, "|") != ">>>" || v.Mode != "repl" {
		t.Fatalf("replay --at --json: %d %v\n%s", code, err, out)
	}
	out, _, code = runAgentty(t, "replay", "--markers", cast)
	if code != 0 || !strings.Contains(out, "  1      0.300s  open_session python3 -q") || !strings.Contains(out, "  2      0.600s  send_text") {
		t.Fatalf("replay --markers: %d\n%s", code, out)
	}
	pic := filepath.Join(dir, "x.png")
	if _, _, code = runAgentty(t, "replay", "--png", pic, cast); code != 0 {
		t.Fatalf("replay --png: %d", code)
	}
	checkPNG(t, pic, 30, 5)

	// A malformed event line names the line, and what comes before it is
	// replayed; a malformed header is an error naming the line; bad flags
	// are usage errors.
	bad := filepath.Join(dir, "bad.cast")
	sessiontest.WriteFile(t, bad, `{"version": 2, "width": 30, "height": 5}`+"\n"+`[0.1, "o", "a"]`+"\n"+`[0.2, "o"`+"\n")
	out, errOut, code = runAgentty(t, "replay", bad)
	if code != 0 || !strings.Contains(errOut, "bad.cast: line 3: an event must be a JSON array") || !strings.HasSuffix(out, "\na\n") {
		t.Fatalf("malformed event: %d %s\n%s", code, errOut, out)
	}
	sessiontest.WriteFile(t, bad, `{"version": 2, "width": 30`+"\n"+`[0.1, "o", "a"]`+"\n")
	_, errOut, code = runAgentty(t, "replay", bad)
	if code != 1 || !strings.Contains(errOut, "bad.cast: line 1: the header is not a JSON object") {
		t.Fatalf("malformed header: %d %s", code, errOut)
	}
	_, errOut, code = runAgentty(t, "replay", "--marker", "9", cast)
	if code != 1 || !strings.Contains(errOut, "the recording has 2 markers") {
		t.Fatalf("--marker 9: %d %s", code, errOut)
	}
	if _, _, code = runAgentty(t, "replay", "--at", "1", "--marker", "1", cast); code != 2 {
		t.Fatalf("--at with --marker: %d", code)
	}
	if _, _, code = runAgentty(t, "replay"); code != 2 {
		t.Fatalf("no file: %d", code)
	}
}

func checkPNG(t *testing.T, path string, cols, rows int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	cw, ch := emulator.CellSize()
	if b := img.Bounds(); b.Dx() != cols*cw || b.Dy() != rows*ch {
		t.Fatalf("%s is %v, want %dx%d cells of %dx%d", path, b, cols, rows, cw, ch)
	}
}

func TestSnapPNG(t *testing.T) {
	sessiontest.Need(t, "bash")
	pic := filepath.Join(t.TempDir(), "s.png")
	out, _, code := runAgentty(t, "snap", "--size", "40x6", "--png", pic, "--", "bash", "-c", `printf '\033[44m blue \033[0m'; read -r _`)
	if code != 0 || !strings.Contains(out, "blue") {
		t.Fatalf("snap --png: %d\n%s", code, out)
	}
	checkPNG(t, pic, 40, 6)
}

func TestSnapSVG(t *testing.T) {
	sessiontest.Need(t, "bash")
	pic := filepath.Join(t.TempDir(), "s.svg")
	out, _, code := runAgentty(t, "snap", "--size", "40x6", "--svg", pic, "--", "bash", "-c", `printf '\033[44m blue \033[0m'; read -r _`)
	if code != 0 || !strings.Contains(out, "blue") {
		t.Fatalf("snap --svg: %d\n%s", code, out)
	}
	data, err := os.ReadFile(pic)
	if err != nil {
		t.Fatal(err)
	}
	cw, ch := emulator.CellSize()
	for _, want := range []string{fmt.Sprintf(`width="%d" height="%d"`, 40*cw, 6*ch), `fill="#0000ee"/>`, `> blue </text>`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("%s has no %s:\n%s", pic, want, data)
		}
	}
}

// serve --record-dir records every session.
func TestServeRecordDir(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := t.TempDir()
	srv := stdioServer(t, "--record-dir", dir)
	res := callTool(t, srv.c, "open_session", map[string]any{"command": "printf 'recorded\\n'; read x"})
	id, _ := res["session_id"].(string)
	callTool(t, srv.c, "close_session", map[string]any{"session_id": id})
	_ = srv.stdin.Close()
	srv.waitExit(t, 15*time.Second)
	files, _ := filepath.Glob(filepath.Join(dir, "*-"+id+".cast"))
	if len(files) != 1 {
		t.Fatalf("recordings in %s: %v", dir, files)
	}
	data, _ := os.ReadFile(files[0])
	if !strings.Contains(string(data), `"o", "recorded\r\n"`) || !strings.Contains(string(data), `"m", "close_session`) {
		t.Fatalf("recording:\n%s", data)
	}
}

// The peak memory of agentty replay on a recording of 150 MiB: output
// events of 128 KiB of coloured log lines (what a session writes, one read
// at a time), a marker every 64 events. Reported, not asserted:
// go test ./cmd/agentty -run '^$' -bench ReplayMemory -benchtime 1x
func BenchmarkReplayMemory(b *testing.B) {
	const size = 150 << 20
	path := filepath.Join(b.TempDir(), "big.cast")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	fmt.Fprintln(f, `{"version": 2, "width": 120, "height": 40, "command": "make"}`)
	var chunk strings.Builder
	for i := 0; chunk.Len() < 128<<10; i++ {
		fmt.Fprintf(&chunk, "\x1b[32m2026-11-21T10:%02d:%02d\x1b[0m \x1b[1;34mINFO\x1b[0m request id=%d path=/api/v1/items status=200\r\n", i/60%60, i%60, i)
	}
	data, _ := json.Marshal(chunk.String())
	written, t := 0, 0.0
	for n := 0; written < size; n++ {
		t += 0.01
		k, _ := fmt.Fprintf(f, "[%.3f, \"o\", %s]\n", t, data)
		written += k
		if n%64 == 63 {
			k, _ = fmt.Fprintf(f, "[%.3f, \"m\", \"send_keys x → shell, waiting_for_input\"]\n", t)
			written += k
		}
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		for _, args := range [][]string{{"replay", path}, {"replay", "--markers", path}} {
			cmd := agentty(b, args...)
			var errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = io.Discard, &errOut
			if err := cmd.Run(); err != nil {
				b.Fatalf("%s: %v\n%s", args, err, errOut.String())
			}
			ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			b.Logf("agentty %s on %d MiB: peak RSS %.1f MiB", strings.Join(args[:len(args)-1], " "), written>>20, float64(ru.Maxrss)/1024)
			name := "replay-peak-MiB"
			if len(args) == 3 {
				name = "markers-peak-MiB"
			}
			b.ReportMetric(float64(ru.Maxrss)/1024, name)
		}
	}
}
