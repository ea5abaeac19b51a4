package machine

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// The binary goes as base64 lines of 76 characters that decode to it,
// whatever its size and however the script is read.
func TestBase64Lines(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, size := range []int{0, 1, 56, 57, 58, lineBytes * 64, lineBytes*64 + 1, 100_003} {
		data := make([]byte, size)
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		var got bytes.Buffer
		r := &base64Lines{src: bytes.NewReader(data)}
		buf := make([]byte, 1+size%97)
		if _, err := io.CopyBuffer(struct{ io.Writer }{&got}, struct{ io.Reader }{r}, buf); err != nil {
			t.Fatal(err)
		}
		text := got.String()
		if size > 0 && !strings.HasSuffix(text, "\n") {
			t.Errorf("%d bytes: the last line is not ended", size)
		}
		var dec []byte
		for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
			if len(line) > 76 {
				t.Fatalf("%d bytes: a line of %d characters", size, len(line))
			}
			b, err := base64.StdEncoding.DecodeString(line)
			if err != nil {
				t.Fatalf("%d bytes: %v", size, err)
			}
			dec = append(dec, b...)
		}
		if !bytes.Equal(dec, data) {
			t.Errorf("%d bytes: decoded %d bytes that differ", size, len(dec))
		}
	}
}

// The copy's script is made as it is read: sending a 16 MiB binary
// allocates a small part of it (the script held whole, as before, took
// about twice the binary's size).
func TestCopyScriptStreams(t *testing.T) {
	path := filepath.Join(t.TempDir(), "agentty")
	const size = 16 << 20
	if err := os.WriteFile(path, bytes.Repeat([]byte("agentty\x00"), size/8), 0o700); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	script, err := copyScript(Binary{Path: path, Size: size, Hash: "h", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	n, err := io.Copy(io.Discard, script)
	_ = script.Close()
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if want := int64(size) * 4 / 3; n < want {
		t.Fatalf("the script is %d bytes, less than the binary's base64 (%d)", n, want)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 2<<20 {
		t.Errorf("making the script allocated %d bytes for a %d-byte binary; want it streamed", alloc, size)
	}
}

// TestInstalledBinaryReachesMachines: the binary the README's install
// line gives is static (every machine test copies it: buildAgentty), and
// one installed without it (go install with cgo on, linked dynamically) is
// refused for a machine with the fix, the README's line.
func TestInstalledBinaryReachesMachines(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("an ELF binary's interpreter says it is dynamic")
	}
	if err := static(buildAgentty(t)); err != nil {
		t.Fatalf("the README's install line gives a binary that cannot go to machines: %v", err)
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "install", "./cmd/agentty")
	cmd.Dir, cmd.Env = "..", append(os.Environ(), "GOBIN="+dir, "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go install: %v\n%s", err, out)
	}
	plain := filepath.Join(dir, "agentty")
	if static(plain) == nil {
		t.Skip("go install with cgo on gives a static binary here (no C compiler)")
	}
	far := newFarSide(t)
	l := NewLink(Machine{Name: "box", Prefix: far.prefix(t), Timeout: 20 * time.Second}, Options{Version: "plain-test", Self: plain})
	defer l.Close()
	_, err := l.Dial(context.Background())
	if !errors.Is(err, ErrNoBinary) || !strings.Contains(err.Error(), "linked dynamically") || !strings.Contains(err.Error(), "CGO_ENABLED=0 go install github.com/agentty/agentty/cmd/agentty@latest") {
		t.Errorf("a link bringing a binary linked dynamically: %v; want ErrNoBinary naming the README's line", err)
	}
}
