package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// vmHWM is the peak resident memory of a process, from /proc.
func vmHWM(t testing.TB, pid int) int64 { return procMemory(t, pid, "VmHWM") }

// procMemory is a size field of /proc/PID/status (VmHWM, VmRSS), in bytes.
func procMemory(t testing.TB, pid int, field string) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == field+":" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	t.Fatalf("no %s in /proc/%d/status", field, pid)
	return 0
}

// Over stdio, a 96 MiB send_text is refused unread with a JSON-RPC error
// carrying its id, quickly, with the server's memory flat; the server
// answers the next request. Standalone and as a front end of the host.
func TestStdioOversizedRequest(t *testing.T) {
	for _, mode := range []string{"standalone", "front end"} {
		t.Run(mode, func(t *testing.T) {
			args := []string{"serve", "--standalone"}
			if mode == "front end" {
				args = []string{"serve", "--runtime-dir", runtimeDir(t)}
			}
			oversizedStdio(t, agentty(t, args...))
		})
	}
}

func oversizedStdio(t *testing.T, cmd *exec.Cmd) {
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	replies := make(chan map[string]any, 10)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(nil, 16<<20)
		for sc.Scan() {
			var m map[string]any
			if json.Unmarshal(sc.Bytes(), &m) == nil {
				replies <- m
			}
		}
		close(replies)
	}()
	next := func(what string) map[string]any {
		t.Helper()
		select {
		case m, ok := <-replies:
			if !ok {
				t.Fatalf("%s: the server ended", what)
			}
			return m
		case <-time.After(60 * time.Second):
			t.Fatalf("%s: no answer", what)
		}
		return nil
	}
	fmt.Fprintln(stdin, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	next("initialize")
	fmt.Fprintln(stdin, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	base := vmHWM(t, cmd.Process.Pid)

	const size = 96 << 20 // three times the growth allowed below
	start := time.Now()
	io.WriteString(stdin, `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"send_text","arguments":{"session_id":"s1","text":"`)
	chunk := bytes.Repeat([]byte("x"), 1<<20)
	for range size >> 20 {
		if _, err := stdin.Write(chunk); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Fprintln(stdin, `"}},"id":77}`)
	m := next("the oversized request")
	took := time.Since(start)
	errObj, _ := m["error"].(map[string]any)
	if m["id"] != float64(77) || errObj == nil || errObj["code"] != float64(-32600) || !strings.Contains(fmt.Sprint(errObj["message"]), "over the limit") {
		t.Fatalf("reply to the oversized request: %v", m)
	}
	peak := vmHWM(t, cmd.Process.Pid)
	t.Logf("%d MiB request refused in %v; peak RSS %d MiB (%d MiB before)", size>>20, took.Round(time.Millisecond), peak>>20, base>>20)
	if peak-base > 32<<20 {
		t.Errorf("the server's peak RSS grew by %d MiB reading a refused request", (peak-base)>>20)
	}
	fmt.Fprintln(stdin, `{"jsonrpc":"2.0","id":78,"method":"ping"}`)
	if m := next("ping after"); m["id"] != float64(78) || m["error"] != nil {
		t.Fatalf("ping after: %v", m)
	}
}
