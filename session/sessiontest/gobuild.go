package sessiontest

import (
	"context"
	"crypto/sha256"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// GoPrograms builds the Go programs of the module in dir (testdata/tui,
// relative to the test: its own go.mod, with programs of its own and the
// tools its go.mod names, gum among them) and returns the directory that
// holds them, one executable per program named after its directory or
// tool. The modules come from the Go module proxy, pinned by the module's
// go.sum. The build is made once per machine, in the user's cache
// directory under a name taken from the module's files' hash; a test that
// finds it there reuses it. Without go, or when the build fails, the test
// is skipped (failed under AGENTTY_REQUIRE_PROGRAMS=1).
func GoPrograms(t testing.TB, dir string) string {
	t.Helper()
	Need(t, "go")
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		h.Write([]byte(rel + "\x00"))
		h.Write(b)
		return nil
	})
	if err != nil {
		t.Fatalf("read the Go programs in %s: %v", dir, err)
	}
	return cached(t, "go", h.Sum(nil), func(tmp string) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "go", "build", "-o", tmp+string(filepath.Separator), "./...", "tool")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			Unavailable(t, "go build of the Go fixture programs failed: %v\n%s", err, out)
		}
	})
}
