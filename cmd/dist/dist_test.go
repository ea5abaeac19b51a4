package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"debug/elf"
	"debug/macho"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/agentty/agentty/session/sessiontest"
)

// testVersion is the version the tests build the release as.
const testVersion = "v0.0.0-dist-test"

func TestNPMVersion(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"v1.2.3", "1.2.3"},
		{"1.2.3", "1.2.3"},
		{"v1.2.3-rc.1", "1.2.3-rc.1"},
		{"v1.2.3-4-gabcdef1", "1.2.3-4-gabcdef1"}, // git describe past a tag
		{"6ca3e3c", "0.0.0-6ca3e3c"},              // git describe --always, no tag
		{"0123456", "0.0.0-g0123456"},             // digits with a leading zero are no identifier
		{"1234567", "0.0.0-1234567"},
		{"dev", "0.0.0-dev"},
		{"v1.2", "0.0.0-v1.2"},
		{"release_7", "0.0.0-release-7"},
	} {
		got := npmVersion(c.in)
		if got != c.want || !semver.MatchString(got) {
			t.Errorf("npmVersion(%q) = %q, want %q (semver: %v)", c.in, got, c.want, semver.MatchString(got))
		}
	}
}

func TestCheckVersion(t *testing.T) {
	for _, v := range []string{"v1.2.3", "6ca3e3c", "v1.2.3-4-gabcdef1", "1.0_rc"} {
		if err := checkVersion(v); err != nil {
			t.Errorf("checkVersion(%q): %v", v, err)
		}
	}
	for _, v := range []string{"", "-v1", ".1", "v1/2", "v1 2", "v1.2.3+build", "v1;rm"} {
		if checkVersion(v) == nil {
			t.Errorf("checkVersion(%q) accepted it", v)
		}
	}
}

var (
	distOnce sync.Once
	distDir  string
	distErr  string
)

// release is make dist's directory, made once for the package's tests
// with VERSION testVersion (the build recipe of the Makefile, as a
// release is made).
func release(t *testing.T) string {
	t.Helper()
	sessiontest.Need(t, "make", "git")
	distOnce.Do(func() {
		dir, err := os.MkdirTemp("", "agentty-dist-")
		if err != nil {
			distErr = err.Error()
			return
		}
		distDir = dir
		cmd := exec.Command("make", "--no-print-directory", "dist", "VERSION="+testVersion, "DIST="+dir)
		cmd.Dir = repoRoot(t)
		if out, err := cmd.CombinedOutput(); err != nil {
			distErr = "make dist: " + err.Error() + "\n" + string(out)
		}
	})
	if distErr != "" {
		t.Fatal(distErr)
	}
	return distDir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if distDir != "" {
		os.RemoveAll(distDir)
	}
	os.Exit(code)
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// untgz reads a gzipped tar: its entries' names, modes and bodies.
func untgz(t *testing.T, path string) []file {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	tr := tar.NewReader(zr)
	var out []file
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, file{Name: h.Name, Mode: h.Mode, Body: b})
	}
}

// make dist writes an archive a platform holding the binary alone at its
// top (static on Linux; on macOS linking only the system's libraries),
// which reports the version; sums that sha256sum -c accepts; a Homebrew
// formula whose URLs name the archives, with their sums; and the npm
// packages, their binaries the archives'.
func TestDist(t *testing.T) {
	dir := release(t)
	binaries := map[string][]byte{}
	for _, p := range platforms {
		name := "agentty_" + testVersion + "_" + p.OS + "_" + p.Arch + ".tar.gz"
		files := untgz(t, filepath.Join(dir, name))
		if len(files) != 1 || files[0].Name != "agentty" || files[0].Mode != 0o755 {
			t.Fatalf("%s holds %d entries, the first %q mode %o; want agentty alone, 0755", name, len(files), files[0].Name, files[0].Mode)
		}
		bin := files[0].Body
		binaries[p.OS+"/"+p.Arch] = bin
		if st, _ := os.Stat(filepath.Join(dir, name)); st != nil {
			t.Logf("%s: %.1f MiB (the binary %.1f MiB)", name, float64(st.Size())/(1<<20), float64(len(bin))/(1<<20))
		}
		switch p.OS {
		case "linux":
			f, err := elf.NewFile(bytes.NewReader(bin))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			libs, _ := f.ImportedLibraries()
			for _, prog := range f.Progs {
				if prog.Type == elf.PT_INTERP || prog.Type == elf.PT_DYNAMIC {
					t.Errorf("%s is not static: it has %v (libraries %v)", name, prog.Type, libs)
				}
			}
		case "darwin":
			f, err := macho.NewFile(bytes.NewReader(bin))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			libs, _ := f.ImportedLibraries()
			if !slices.Contains(libs, "/usr/lib/libSystem.B.dylib") {
				t.Errorf("%s links %v, not libSystem", name, libs)
			}
			for _, l := range libs {
				if !strings.HasPrefix(l, "/usr/lib/") && !strings.HasPrefix(l, "/System/Library/") {
					t.Errorf("%s links %s, which is not the system's", name, l)
				}
			}
		}
	}

	// The binary of this machine says its version.
	if bin, ok := binaries[runtime.GOOS+"/"+runtime.GOARCH]; ok {
		path := filepath.Join(t.TempDir(), "agentty")
		if err := os.WriteFile(path, bin, 0o755); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(path, "version").CombinedOutput()
		if err != nil || !strings.HasPrefix(string(out), "agentty "+testVersion+" ") {
			t.Errorf("agentty version: %q (%v)", out, err)
		}
	}

	sessiontest.Need(t, "sha256sum")
	check := exec.Command("sha256sum", "-c", "SHA256SUMS")
	check.Dir = dir
	if out, err := check.CombinedOutput(); err != nil || strings.Count(string(out), ": OK") != 2*len(platforms) { // archives and bundles
		t.Errorf("sha256sum -c SHA256SUMS: %v\n%s", err, out)
	}

	formula, err := os.ReadFile(filepath.Join(dir, "homebrew", "agentty.rb"))
	if err != nil {
		t.Fatal(err)
	}
	pairs := regexp.MustCompile(`url "([^"]+)"\s+sha256 "([0-9a-f]{64})"`).FindAllStringSubmatch(string(formula), -1)
	if len(pairs) != len(platforms) || !strings.Contains(string(formula), `version "0.0.0-dist-test"`) || !strings.Contains(string(formula), `bin.install "agentty"`) ||
		!strings.Contains(string(formula), "brew install "+tap+"/agentty") {
		t.Fatalf("the formula names %d archives:\n%s", len(pairs), formula)
	}
	for _, p := range pairs {
		name := p[1][strings.LastIndexByte(p[1], '/')+1:]
		if !strings.HasPrefix(p[1], "https://github.com/agentty/agentty/releases/download/"+testVersion+"/") {
			t.Errorf("the formula's URL %s", p[1])
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("the formula names %s: %v", name, err)
			continue
		}
		if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != p[2] {
			t.Errorf("the formula's sha256 of %s is %s, not the archive's", name, p[2])
		}
	}

	// The npm packages: agentty-mcp's command, and the binaries of the
	// platforms as optional dependencies declaring os and cpu; no script.
	// agentty-mcp's mcpName is the server's name in server.json, which
	// proves the MCP Registry the package is that server's.
	top := npmManifest(t, filepath.Join(dir, "npm", "agentty-mcp-0.0.0-dist-test.tgz"))
	if top["bin"].(map[string]any)["agentty"] != "bin/agentty.js" || top["version"] != "0.0.0-dist-test" || top["scripts"] != nil {
		t.Errorf("agentty-mcp's package.json: %v", top)
	}
	entry, err := readServerEntry(filepath.Join(repoRoot(t), "server.json"))
	if err != nil {
		t.Fatal(err)
	}
	if top["mcpName"] != entry.Name {
		t.Errorf("agentty-mcp's mcpName is %v, not server.json's name %s", top["mcpName"], entry.Name)
	}
	deps, _ := top["optionalDependencies"].(map[string]any)
	if len(deps) != len(platforms) {
		t.Errorf("agentty-mcp's optional dependencies: %v", deps)
	}
	for _, p := range platforms {
		name := platformPackage(p.OS, p.Arch)
		if deps[name] != "0.0.0-dist-test" {
			t.Errorf("agentty-mcp depends on %s %v", name, deps[name])
		}
		path := filepath.Join(dir, "npm", name+"-0.0.0-dist-test.tgz")
		m := npmManifest(t, path)
		if m["name"] != name || !slices.Equal(strs(m["os"]), []string{npmOS[p.OS]}) || !slices.Equal(strs(m["cpu"]), []string{npmCPU[p.Arch]}) || m["scripts"] != nil {
			t.Errorf("%s's package.json: %v", name, m)
		}
		found := false
		for _, f := range untgz(t, path) {
			if f.Name == "package/bin/agentty" {
				found = f.Mode == 0o755 && bytes.Equal(f.Body, binaries[p.OS+"/"+p.Arch])
			}
		}
		if !found {
			t.Errorf("%s does not hold the archive's binary as package/bin/agentty, 0755", name)
		}
	}
}

// npmManifest is the package.json of an npm tarball.
func npmManifest(t *testing.T, path string) map[string]any {
	t.Helper()
	for _, f := range untgz(t, path) {
		if f.Name == "package/package.json" {
			var m map[string]any
			if err := json.Unmarshal(f.Body, &m); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			return m
		}
	}
	t.Fatalf("%s has no package/package.json", path)
	return nil
}

func strs(v any) []string {
	var out []string
	for _, s := range v.([]any) {
		out = append(out, s.(string))
	}
	return out
}
