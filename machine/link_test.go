package machine

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// agenttyBinary builds agentty once for the test binary, as the README's
// install line does.
var agenttyBinary struct {
	once sync.Once
	path string
	err  error
}

// buildAgentty returns the path of agentty built from this module by the
// README's install line (CGO_ENABLED=0 go install ...@latest, run here on
// ./cmd/agentty), for the links to bring: the binary a user installs is
// the one the machine tests copy to machines.
func buildAgentty(t *testing.T) string {
	t.Helper()
	agenttyBinary.once.Do(func() {
		dir, err := os.MkdirTemp("", "agentty-machine-test-")
		if err != nil {
			agenttyBinary.err = err
			return
		}
		agenttyBinary.path = filepath.Join(dir, "agentty")
		agenttyBinary.err = installLine(dir)
	})
	if agenttyBinary.err != nil {
		t.Fatal(agenttyBinary.err)
	}
	return agenttyBinary.path
}

// readmeInstall is the README's install command, without its comment.
const readmeInstall = "go install github.com/agentty/agentty/cmd/agentty@latest"

// installLine runs the README's install line into dir (GOBIN), on this
// module's ./cmd/agentty, with the environment the line sets.
func installLine(dir string) error {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		return err
	}
	var line string
	for _, l := range strings.Split(string(readme), "\n") {
		if strings.Contains(l, readmeInstall) {
			line, _, _ = strings.Cut(l, "#")
			break
		}
	}
	if line == "" {
		return fmt.Errorf("the README has no line with %q", readmeInstall)
	}
	env := append(os.Environ(), "GOBIN="+dir)
	words := strings.Fields(line)
	for len(words) > 0 && strings.Contains(words[0], "=") {
		env = append(env, words[0])
		words = words[1:]
	}
	if strings.Join(words, " ") != readmeInstall {
		return fmt.Errorf("the README's install line %q is not env assignments and %q", line, readmeInstall)
	}
	cmd := exec.Command("go", "install", "./cmd/agentty")
	cmd.Dir, cmd.Env = "..", env
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("the README's install line: %v\n%s", err, out)
	}
	return nil
}

func TestMain(m *testing.M) {
	if mode := os.Getenv(hostileEnv); mode != "" {
		hostileMain(mode) // the far side of a prefix, not a test
	}
	code := m.Run()
	removeImage()
	if agenttyBinary.path != "" {
		os.RemoveAll(filepath.Dir(agenttyBinary.path))
	}
	os.Exit(code)
}

// farSide is a "machine" that is this one, seen through a prefix: its own
// cache and runtime directories, so that it shares nothing with the test's
// user.
type farSide struct {
	dir, cache, runtime, log string
}

func newFarSide(t *testing.T) *farSide {
	t.Helper()
	// Short: the host's socket path must fit.
	dir, err := os.MkdirTemp("", "am-")
	if err != nil {
		t.Fatal(err)
	}
	f := &farSide{dir: dir, cache: filepath.Join(dir, "cache"), runtime: filepath.Join(dir, "run"), log: filepath.Join(dir, "prefix.log")}
	t.Cleanup(func() {
		f.stopHost(t)
		// The host writes its state file as it ends.
		deadline := time.Now().Add(15 * time.Second)
		for len(sessiontest.Find(f.runtime)) > 0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		os.RemoveAll(dir)
	})
	return f
}

// stopHost stops the far side's session host, as agentty host stop does.
func (f *farSide) stopHost(t *testing.T) {
	bin := buildAgentty(t)
	cmd := exec.Command(bin, "host", "stop", "--runtime-dir", f.runtime)
	_ = cmd.Run()
}

// prefix writes a script that logs its arguments, one call a line, and
// then runs what follows its first two (as docker exec -i CONTAINER
// would), with the far side's directories in its environment.
func (f *farSide) prefix(t *testing.T) []string {
	t.Helper()
	script := filepath.Join(f.dir, "exec")
	body := fmt.Sprintf(`#!/bin/sh
printf '%%s\n' "$*" >>%s
shift 2
export XDG_CACHE_HOME=%s AGENTTY_RUNTIME_DIR=%s
exec "$@"
`, f.log, f.cache, f.runtime)
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return []string{script, "-i", "box"}
}

// calls returns the lines the prefix logged.
func (f *farSide) calls(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(f.log)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(b)), "\n")
}

// hostInfo is what the far host says of itself at /v1/hello.
type hostInfo struct {
	PID      int    `json:"pid"`
	Version  string `json:"version"`
	Socket   string `json:"socket"`
	Sessions int    `json:"sessions"`
}

// hello asks the session host at the far end of l who it is.
func hello(t *testing.T, l *Link) hostInfo {
	t.Helper()
	hc := &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) { return l.Dial(ctx) },
	}}
	defer hc.CloseIdleConnections()
	// The first hello makes the link: a probe, a copy, a host started.
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://agentty/v1/hello", nil)
	resp, err := hc.Do(req)
	if err != nil {
		t.Fatalf("hello over the link: %v", err)
	}
	defer resp.Body.Close()
	var info hostInfo
	if err := json.NewDecoder(resp.Body).Decode(&info); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("hello over the link: %s, %v", resp.Status, err)
	}
	return info
}

// TestLinkBringsItselfOnce: the prefix is used as given (its words, then
// sh, then the cached binary's path and link); the first link copies the
// binary into the far cache, whole (its sha256), and a second link does
// not copy it again: its probe finds it and becomes the link, one run of
// the prefix; both reach the far side's own session host, which
// outlives a killed link, and the next dial makes the link again.
func TestLinkBringsItselfOnce(t *testing.T) {
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("a Unix shell is needed")
	}
	bin := buildAgentty(t)
	far := newFarSide(t)
	m := Machine{Name: "box", Prefix: far.prefix(t), Timeout: 20 * time.Second}
	opts := Options{Version: "v1.2.3-test", Self: bin}

	start := time.Now()
	l := NewLink(m, opts)
	first := hello(t, l)
	t.Logf("first open (probe, copy, link, host start): %v", time.Since(start))
	facts, copied := l.Facts()
	if !copied {
		t.Fatal("the first link did not copy the binary")
	}
	if facts.OS != runtime.GOOS || facts.Arch != runtime.GOARCH || facts.Cache != filepath.Join(far.cache, "agentty") {
		t.Errorf("facts = %+v; want %s/%s, cache %s/agentty", facts, runtime.GOOS, runtime.GOARCH, far.cache)
	}
	if !strings.HasPrefix(first.Socket, far.runtime+"/") || first.PID <= 0 {
		t.Errorf("the far host is %+v; want one in %s", first, far.runtime)
	}
	b, err := opts.binary(bin)
	if err != nil {
		t.Fatal(err)
	}
	remote := facts.Path(b)
	data, err := os.ReadFile(remote)
	if err != nil {
		t.Fatalf("the cached binary: %v", err)
	}
	sum := sha256.Sum256(data)
	if hex.EncodeToString(sum[:]) != b.Hash || !strings.Contains(remote, "/v1.2.3-test-") {
		t.Errorf("the cached binary %s is not the one sent (%s)", remote, b.Hash)
	}
	// A probe, the copy, and the link, each sh with a script: the link's
	// checks the binary before it execs it.
	want := []string{"-i box sh", "-i box sh", "-i box sh"}
	if got := far.calls(t); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the prefix was called with\n%q\nwant\n%q", got, want)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Dial(context.Background()); !errors.Is(err, ErrLinkClosed) {
		t.Errorf("Dial after Close = %v, want ErrLinkClosed", err)
	}

	start = time.Now()
	l2 := NewLink(m, opts)
	t.Cleanup(func() { l2.Close() })
	second := hello(t, l2)
	t.Logf("later open (probe, link): %v", time.Since(start))
	if _, copied := l2.Facts(); copied {
		t.Error("the second link copied the binary again")
	}
	if second.PID != first.PID {
		t.Errorf("the second link reached host pid %d, want the first's %d", second.PID, first.PID)
	}
	// The probe found the binary and became the link: one run of the
	// prefix.
	want = append(want, "-i box sh")
	if got := far.calls(t); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the prefix was called with\n%q\nwant\n%q", got, want)
	}

	// A dropped link: the next dial makes it again, and the far host is
	// the same.
	l2.Kill()
	if third := hello(t, l2); third.PID != first.PID {
		t.Errorf("after the link dropped, host pid %d, want %d", third.PID, first.PID)
	}
	if n := len(far.calls(t)); n != len(want)+1 {
		t.Errorf("after the link dropped the prefix ran %d times in all, want %d (one more, the probe that becomes the link)", n, len(want)+1)
	}
}

// TestUnreachableMachine: a link that cannot be made is ErrUnreachable
// naming the machine and saying what the prefix printed, within the
// machine's timeout, whether the prefix fails or hangs.
func TestUnreachableMachine(t *testing.T) {
	dir := t.TempDir()
	fails := filepath.Join(dir, "fails")
	hangs := filepath.Join(dir, "hangs")
	if err := os.WriteFile(fails, []byte("#!/bin/sh\necho 'ssh: connect to host gone.example port 22: Connection refused' >&2\nexit 255\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(hangs, []byte("#!/bin/sh\necho 'still dialling' >&2\nsleep 60\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m    Machine
		want []string
	}{
		{Machine{Name: "gone", Prefix: []string{fails, "gone.example"}, Timeout: 5 * time.Second}, []string{"machine gone", "Connection refused", "exit status 255"}},
		{Machine{Name: "slow", Prefix: []string{hangs}, Timeout: 700 * time.Millisecond}, []string{"machine slow", "no answer within 700ms", "still dialling"}},
	} {
		t.Run(c.m.Name, func(t *testing.T) {
			// The dial ends by what the machine's timeout or ssh says (the
			// error's words tell which); a minute is a hang.
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			l := NewLink(c.m, Options{Version: "test"})
			defer l.Close()
			_, err := l.Dial(ctx)
			if !errors.Is(err, ErrUnreachable) {
				t.Fatalf("Dial = %v, want ErrUnreachable", err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error %q does not say %q", err, w)
				}
			}
		})
	}
}
