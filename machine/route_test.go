package machine

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestRoute: which calls go to a machine, with which arguments there.
func TestRoute(t *testing.T) {
	for _, c := range []struct {
		tool, args       string
		machine, far, id string // far: the arguments sent there; "" when the call stays here
	}{
		{tool: "open_session", args: `{"command": "ls"}`},
		{tool: "open_session", args: `{"command": "ls", "machine": ""}`},
		{tool: "open_session", args: `{"command": "ls", "machine": "box"}`, machine: "box", far: `{"command":"ls"}`},
		{tool: "open_session", args: `{"machine": 3}`},
		{tool: "send_keys", args: `{"session_id": "s1", "keys": "a"}`},
		{tool: "send_keys", args: `{"session_id": "box:s1", "keys": "a"}`, machine: "box", far: `{"keys":"a","session_id":"s1"}`, id: "s1"},
		{tool: "read_screen", args: `{"session_id": ":s1"}`},
		{tool: "read_screen", args: `{"session_id": "box:"}`},
		{tool: "read_screen", args: `{"session_id": 7}`},
		{tool: "list_sessions", args: `{}`},
	} {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			var args map[string]json.RawMessage
			if err := json.Unmarshal([]byte(c.args), &args); err != nil {
				t.Fatal(err)
			}
			m, out, id, ok := route(c.tool, args)
			if ok != (c.far != "") {
				t.Fatalf("routed = %v, want %v", ok, c.far != "")
			}
			if !ok {
				return
			}
			far, _ := json.Marshal(out)
			if m != c.machine || string(far) != c.far || id != c.id {
				t.Errorf("route = %q %s %q, want %q %s %q", m, far, id, c.machine, c.far, c.id)
			}
		})
	}
}

// TestBinaryFor: this agentty's own binary for this platform when it is
// static; another platform's from the release directory, named as make
// release names it; else ErrNoBinary naming the file and how to build it.
func TestBinaryFor(t *testing.T) {
	dist := t.TempDir()
	other := filepath.Join(dist, "agentty-linux-riscv64")
	if err := os.WriteFile(other, []byte("not really"), 0o755); err != nil {
		t.Fatal(err)
	}
	o := Options{Version: "v9", ReleaseDir: dist}
	b, err := o.binaryFor("linux", "riscv64")
	if err != nil || b.Path != other || b.Size != 10 || !strings.HasPrefix(b.Key, "v9-") {
		t.Errorf("binaryFor(linux, riscv64) = %+v, %v; want %s", b, err, other)
	}
	_, err = o.binaryFor("freebsd", "arm64")
	if !errors.Is(err, ErrNoBinary) || !strings.Contains(err.Error(), "agentty-freebsd-arm64") || !strings.Contains(err.Error(), "make release") || !strings.Contains(err.Error(), dist) {
		t.Errorf("binaryFor(freebsd, arm64) = %v; want ErrNoBinary naming agentty-freebsd-arm64, %s and make release", err, dist)
	}
	// A binary linked dynamically (cgo) is not copied.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	_, err = Options{Version: "v9", Self: self}.binaryFor(runtime.GOOS, runtime.GOARCH)
	if static(self) != nil {
		if !errors.Is(err, ErrNoBinary) || !strings.Contains(err.Error(), "linked dynamically") {
			t.Errorf("the test binary, linked dynamically: %v; want ErrNoBinary saying so", err)
		}
	} else if err != nil {
		t.Errorf("the test binary, static: %v", err)
	}
}
