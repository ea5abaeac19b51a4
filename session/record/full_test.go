package record

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session/sessiontest"
)

// An event line that cannot be read ends the recording there: the events
// before it are read, and the error names the line and says when it was
// cut short.
func TestReadUpToTheLastWholeLine(t *testing.T) {
	for _, tt := range []struct {
		cast   string
		events int
		want   string
	}{
		{header + `[0.1, "o", "a"]` + "\n" + `[0.2, "o", "b`, 1, `line 3: an event must be a JSON array [seconds, "type", "data"], in a line cut short`},
		{header + `[0.1, "o", "a"]` + "\n" + `[0.2, "o", "b"]` + "\n" + `{"not": "an event"}` + "\n" + `[0.3, "o", "c"]` + "\n", 2, "line 4: an event must be a JSON array"},
		{header + `[0.1, "o", "a"]` + "\n" + `[0.5, "o", "` + strings.Repeat("x", maxCastLine), 1, "line 3: longer than 16 MiB"},
	} {
		c, err := Read(strings.NewReader(tt.cast))
		if !errors.Is(err, ErrCut) || !strings.Contains(err.Error(), tt.want) || c == nil || len(c.Events) != tt.events {
			t.Errorf("%.40q: %v, %v", tt.cast, c, err)
		}
	}
}

// tinyDisk mounts a tmpfs of size bytes for the test (root only).
func tinyDisk(t *testing.T, size string) string {
	t.Helper()
	if os.Geteuid() != 0 {
		sessiontest.Unavailable(t, "mounting a tmpfs needs root; run the tests as root, as .ci/run does")
	}
	sessiontest.Need(t, "mount", "umount")
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", dir).CombinedOutput(); err != nil {
		sessiontest.Unavailable(t, "mount a tmpfs: %v %s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("umount", dir).Run() })
	return dir
}

// A recording whose disk fills up (another file takes what is left of a
// small tmpfs) stops at a whole line followed by the marker saying why,
// and reads back whole; Stopped says why.
func TestWriterStopsWhenItsDiskIsFull(t *testing.T) {
	dir := tinyDisk(t, "256k")
	w, err := Create(filepath.Join(dir, "a.cast"), Header{Width: 80, Height: 24}, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Another file takes the rest of the disk.
	filler, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := filler.Write(bytes.Repeat([]byte("f"), 1024)); err != nil {
			break
		}
	}
	filler.Close()
	chunk := strings.Repeat("output \x1b[1mbold\x1b[m line\r\n", 100)
	for i := 0; i < 10000 && w.Stopped() == ""; i++ {
		w.Output(chunk)
	}
	w.Output("after")
	w.Close()
	if why := w.Stopped(); !strings.Contains(why, "its disk has no room for more") {
		t.Fatalf("Stopped: %q", why)
	}
	b, err := os.ReadFile(filepath.Join(dir, "a.cast"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := Read(bytes.NewReader(b))
	if err != nil || !bytes.HasSuffix(b, []byte("\n")) {
		t.Fatalf("the recording does not read back whole: %v (ends %q)", err, b[max(len(b)-80, 0):])
	}
	last := c.Events[len(c.Events)-1]
	if last.Type != "m" || !strings.HasPrefix(last.Data, "recording stopped: its disk has no room for more") || strings.Contains(string(b), "after") {
		t.Errorf("the recording ends with %+v", last)
	}
	t.Logf("%d events, %d bytes, then: %s", len(c.Events), len(b), last.Data)
}
