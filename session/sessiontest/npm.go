package sessiontest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// readyMark marks an install or a build that finished.
const readyMark = ".agentty-installed"

// NPM installs the npm packages that the lock file in dir (testdata/npm,
// relative to the test) names, with the scripts beside it, and returns the
// directory that holds them and their node_modules. The install is made
// once per machine, in the user's cache directory under a name taken from
// the files' hash, by npm ci; a test that finds it there reuses it. Without
// node or npm, or when the install fails, the test is skipped (failed under
// AGENTTY_REQUIRE_PROGRAMS=1).
func NPM(t testing.TB, dir string) string {
	t.Helper()
	Need(t, "node", "npm")
	ents, err := os.ReadDir(dir)
	var files []string
	for _, e := range ents {
		if e.Type().IsRegular() {
			files = append(files, filepath.Join(dir, e.Name()))
		}
	}
	if err != nil || len(files) == 0 {
		t.Fatalf("no npm fixture files in %s (%v)", dir, err)
	}
	h := sha256.New()
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		h.Write([]byte(filepath.Base(f) + "\x00"))
		h.Write(b)
	}
	return cached(t, "npm", h.Sum(nil), func(tmp string) {
		for _, f := range files {
			b, _ := os.ReadFile(f)
			WriteFile(t, filepath.Join(tmp, filepath.Base(f)), string(b))
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error")
		cmd.Dir = tmp
		if out, err := cmd.CombinedOutput(); err != nil {
			Unavailable(t, "npm ci of the fixture packages failed: %v\n%s", err, out)
		}
	})
}

// cached returns the directory of the user's cache directory named after
// kind and sum, the hash of what it is made from: made there once per
// machine by fill, which gets a fresh directory to fill, then renamed into
// place (a test in another package may be making the same at the same
// time).
func cached(t testing.TB, kind string, sum []byte, fill func(dir string)) string {
	t.Helper()
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	root := filepath.Join(cache, "agentty-test")
	dest := filepath.Join(root, kind+"-"+hex.EncodeToString(sum)[:16])
	if _, err := os.Stat(filepath.Join(dest, readyMark)); err == nil {
		return dest
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	tmp, err := os.MkdirTemp(root, "making-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	fill(tmp)
	WriteFile(t, filepath.Join(tmp, readyMark), "")
	if err := os.Rename(tmp, dest); err != nil {
		if _, serr := os.Stat(filepath.Join(dest, readyMark)); serr != nil {
			t.Fatalf("make %s: %v", dest, err)
		}
	}
	return dest
}

// Node is the argv that runs a script of the npm fixture (a path under
// dir, as NPM returns it) with node. The prompt libraries draw defaults,
// placeholders and what is typed in their own looks, which Node turns off
// under NO_COLOR, NODE_DISABLE_COLORS and CI (set by CI runners): with
// colour these are taken out of the program's environment, so a case sees
// the same screen on every machine; without, NO_COLOR=1 is set.
func Node(dir string, colour bool, script string, args ...string) []string {
	a := []string{"env", "-u", "CI", "-u", "NO_COLOR", "-u", "NODE_DISABLE_COLORS", "-u", "FORCE_COLOR"}
	if !colour {
		a = append(a, "NO_COLOR=1")
	}
	return append(append(a, "node", filepath.Join(dir, script)), args...)
}
