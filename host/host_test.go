package host

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The runtime directory is the user's own and closed to others: made 0700,
// closed when found open, refused when it is a symlink or another user's.
func TestRuntimeDir(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "rt")
	got, err := RuntimeDir(dir)
	if err != nil || got != dir {
		t.Fatalf("RuntimeDir: %q %v", got, err)
	}
	if st, _ := os.Stat(dir); st.Mode().Perm() != 0o700 {
		t.Errorf("made %v, want 0700", st.Mode().Perm())
	}
	_ = os.Chmod(dir, 0o755)
	if _, err := RuntimeDir(dir); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(dir); st.Mode().Perm() != 0o700 {
		t.Errorf("an open directory was left %v", st.Mode().Perm())
	}
	link := filepath.Join(base, "link")
	_ = os.Symlink(dir, link)
	if _, err := RuntimeDir(link); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("a symlink: %v", err)
	}
	t.Setenv(EnvRuntimeDir, dir)
	if got, _ := RuntimeDir(""); got != dir {
		t.Errorf("$%s: %q", EnvRuntimeDir, got)
	}
	if os.Getuid() == 0 {
		other := filepath.Join(base, "other")
		_ = os.Mkdir(other, 0o700)
		if err := os.Chown(other, 1, 1); err != nil {
			t.Fatal(err)
		}
		if _, err := RuntimeDir(other); err == nil || !strings.Contains(err.Error(), "another user") {
			t.Errorf("another user's directory: %v", err)
		}
	}
}

func TestParseKey(t *testing.T) {
	for name, want := range map[string]byte{"ctrl-]": 0x1d, "ctrl-q": 0x11, "CTRL-A": 1, "ctrl-\\": 0x1c, "ctrl-@": 0} {
		if got, err := ParseKey(name); err != nil || got != want {
			t.Errorf("%s: %#x %v, want %#x", name, got, err, want)
		}
	}
	for _, bad := range []string{"]", "ctrl-", "ctrl-ab", "alt-x", "ctrl-1"} {
		if _, err := ParseKey(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A line over the bound is skipped whole, and the next one is read.
func TestReadLineBound(t *testing.T) {
	in := "short\n" + strings.Repeat("x", 200) + "\nnext\nlast"
	br := bufio.NewReaderSize(strings.NewReader(in), 16)
	var got []string
	for {
		line, err := readLine(br, 100)
		switch {
		case errors.Is(err, errLineTooLong):
			got = append(got, "<too long>")
			continue
		case len(line) > 0:
			got = append(got, strings.TrimSpace(string(line)))
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				t.Fatal(err)
			}
			break
		}
	}
	if strings.Join(got, ",") != "short,<too long>,next,last" {
		t.Errorf("lines: %q", got)
	}
}

// isAnswerTo knows a result of a request from a request of the host's.
func TestIsAnswerTo(t *testing.T) {
	if !isAnswerTo([]byte(`{"jsonrpc":"2.0","id":7,"result":{}}`), []byte("7")) ||
		isAnswerTo([]byte(`{"jsonrpc":"2.0","id":7,"method":"x"}`), []byte("7")) ||
		isAnswerTo([]byte(`{"jsonrpc":"2.0","id":8,"result":{}}`), []byte("7")) {
		t.Error("isAnswerTo")
	}
}

// Each version's instance name is its own, readable, and short enough for
// a socket path; a path too long for a socket is said so, naming the fix.
func TestVersionName(t *testing.T) {
	for v, want := range map[string]string{"v1.4.0": "host-v1.4.0", "devel-abcdef123456": "host-devel-abcdef123456", "1.0/0 x": "host-1.0_0_x"} {
		if got := VersionName(v); got != want {
			t.Errorf("VersionName(%q) = %q, want %q", v, got, want)
		}
	}
	a, b := VersionName("v0.0.0-20260102150405-abcdef123456"), VersionName("v0.0.0-20260102150405-abcdef123457")
	if a == b || len(a) > len("host-")+24 || !strings.HasPrefix(a, "host-v0.0.0-20260102") {
		t.Errorf("pseudo-versions: %q %q", a, b)
	}
	if err := PathsIn("/run/user/1000/agentty", a).CheckSocket(); err != nil {
		t.Errorf("a usual path: %v", err)
	}
	long := "/" + strings.Repeat("d", maxSocketPath)
	err := PathsIn(long, a).CheckSocket()
	if !errors.Is(err, ErrSocketPath) || !strings.Contains(err.Error(), long) || !strings.Contains(err.Error(), EnvRuntimeDir) {
		t.Errorf("a path too long: %v", err)
	}
}
