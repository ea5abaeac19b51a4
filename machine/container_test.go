package machine

import (
	"archive/tar"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/session/sessiontest"
)

// The container the machine tests reach with podman: an image of the
// machine's own busybox-static alone (no registry is reached), built once
// for the test binary and removed at its end (TestMain).
var containerImage struct {
	once sync.Once
	tag  string
	err  error
}

// busybox is where Debian's busybox-static puts its binary.
const busybox = "/bin/busybox"

// needPodman skips (or, under AGENTTY_REQUIRE_PROGRAMS=1, fails) a test
// without podman, runc and a static busybox.
func needPodman(t *testing.T) {
	t.Helper()
	sessiontest.Need(t, "podman", "runc")
	if os.Geteuid() != 0 {
		sessiontest.Unavailable(t, "the container tests run podman as root, as .ci/run does")
	}
	if err := static(busybox); err != nil {
		sessiontest.Unavailable(t, "%s is not a static busybox (install busybox-static): %v", busybox, err)
	}
}

// buildImage builds the image: a root file system holding busybox and a
// link to it for each of its programs, /tmp (sticky, as on any machine),
// /root (root's home, 0700) and an /etc/passwd naming root, imported with
// podman import.
func buildImage(t *testing.T) string {
	t.Helper()
	containerImage.once.Do(func() {
		containerImage.tag = fmt.Sprintf("localhost/agentty-machine-test:%d-%d", os.Getpid(), time.Now().UnixNano())
		containerImage.err = importImage(containerImage.tag)
	})
	if containerImage.err != nil {
		t.Fatal(containerImage.err)
	}
	return containerImage.tag
}

func importImage(tag string) error {
	bb, err := os.ReadFile(busybox)
	if err != nil {
		return err
	}
	list, err := exec.Command(busybox, "--list").Output()
	if err != nil {
		return fmt.Errorf("busybox --list: %v", err)
	}
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	now := time.Now()
	dir := func(name string, mode int64) {
		_ = tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: name + "/", Mode: mode, ModTime: now})
	}
	file := func(name string, mode int64, data []byte) {
		_ = tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: name, Mode: mode, Size: int64(len(data)), ModTime: now})
		_, _ = tw.Write(data)
	}
	for _, d := range []string{"bin", "etc", "proc", "sys", "dev", "run"} {
		dir(d, 0o755)
	}
	dir("tmp", 0o1777)
	dir("root", 0o700)
	file("bin/busybox", 0o755, bb)
	for _, a := range strings.Fields(string(list)) {
		if a != "busybox" {
			_ = tw.WriteHeader(&tar.Header{Typeflag: tar.TypeSymlink, Name: "bin/" + a, Linkname: "busybox", Mode: 0o777, ModTime: now})
		}
	}
	file("etc/passwd", 0o644, []byte("root:x:0:0:root:/root:/bin/sh\n"))
	file("etc/group", 0o644, []byte("root:x:0:\n"))
	if err := tw.Close(); err != nil {
		return err
	}
	cmd := exec.Command("podman", "import", "-", tag)
	cmd.Stdin = &buf
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("podman import: %v\n%s", err, out)
	}
	return nil
}

// removeImage removes the image TestMain's run built, if it did.
func removeImage() {
	if containerImage.tag != "" && containerImage.err == nil {
		_ = exec.Command("podman", "rmi", "-f", containerImage.tag).Run()
	}
}

// startContainer runs a container of the image that sleeps until it is
// removed at the test's end, with the runtime and limits this kind of
// machine needs (crun fails on its cgroups; podman's default rlimits are
// above what it may raise them to), and returns its name.
func startContainer(t *testing.T) string {
	t.Helper()
	image := buildImage(t)
	name := fmt.Sprintf("agentty-machine-test-%d-%d", os.Getpid(), time.Now().UnixNano())
	args := []string{"run", "-d", "--name", name, "--runtime", "runc",
		"--ulimit", "nofile=" + limit(unix.RLIMIT_NOFILE, 4096), "--ulimit", "nproc=" + limit(unix.RLIMIT_NPROC, 4096),
		image, "/bin/sh", "-c", "trap 'exit 0' TERM; while :; do sleep 1; done"}
	if out, err := exec.Command("podman", args...).CombinedOutput(); err != nil {
		t.Fatalf("podman run: %v\n%s", err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("podman", "rm", "-f", "-t", "0", name).CombinedOutput(); err != nil {
			t.Logf("podman rm: %v\n%s", err, out)
		}
	})
	return name
}

// limit is soft:hard of at most most, within this process's hard limit of
// resource r (podman may not raise it).
func limit(r int, most uint64) string {
	var rl unix.Rlimit
	n := most
	if unix.Getrlimit(r, &rl) == nil && uint64(rl.Max) < n {
		n = uint64(rl.Max)
	}
	return strconv.FormatUint(n, 10) + ":" + strconv.FormatUint(n, 10)
}

// inContainer runs a command in container name and returns its output.
func inContainer(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command("podman", append([]string{"exec", name}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("podman exec %s %q: %v\n%s", name, args, err, out)
	}
	return string(out)
}

// TestContainerMachine: a machine that is a podman container (a busybox
// image), reached with the prefix podman exec -i NAME and the binary the
// README installs. The first open copies agentty into the container
// (root's ~/.cache there) and opens sh there, a later one (a new local
// host) finds it; the state is the container's kernel's (a sleep running,
// a read waiting); a secret typed is masked; a dropped link (its podman
// exec killed) loses nothing, the next call makes it again; and once the
// session is closed, nothing of it is left in the container.
func TestContainerMachine(t *testing.T) {
	needPodman(t)
	bin := buildAgentty(t)
	name := startContainer(t)
	m := Machine{Name: "pod", Prefix: []string{"podman", "exec", "-i", name}, Timeout: 60 * time.Second}
	load := func() (Config, error) { return Config{Machines: map[string]Machine{"pod": m}}, nil }
	opts := Options{Version: "container-test", Self: bin}
	dir := t.TempDir()

	open := func(call func(string, map[string]any) map[string]any) (string, time.Duration) {
		t.Helper()
		began := time.Now()
		out := call("open_session", map[string]any{"machine": "pod", "argv": []string{"sh"}, "env": map[string]string{"PS1": "pod$ "}})
		took := time.Since(began)
		id, _ := out["session_id"].(string)
		if !strings.HasPrefix(id, "pod:") || out["machine"] != "pod" || out["state"] != "waiting_for_input" || out["state_source"] != "kernel" {
			t.Fatalf("open_session in the container: %v", out)
		}
		return id, took
	}
	_, hc, stop := frontEnd(t, dir, load, opts)
	first, firstTook := open(mcpOver(t, hc))
	if ls := inContainer(t, name, "ls", "/root/.cache/agentty"); !strings.Contains(ls, "container-test-") {
		t.Errorf("agentty was not copied to root's cache in the container: %q", ls)
	}
	stop() // the links end; the far host and its session stay
	_, hc, _ = frontEnd(t, dir, load, opts)
	call, try := mcpOver(t, hc), tryOver(t, hc)
	id, laterTook := open(call)
	t.Logf("first open in the container (probe, copy, link, host start, sh): %v; later open (a new local host: probe, link, sh): %v",
		firstTook.Round(time.Millisecond), laterTook.Round(time.Millisecond))
	call("close_session", map[string]any{"session_id": first, "force": true})

	// The container's kernel says what the program does.
	out := call("send_text", map[string]any{"session_id": id, "text": "sleep 2", "enter": true, "timeout_ms": 300})
	if out["state"] != "running" || out["state_source"] != "kernel" {
		t.Errorf("sleep 2 in the container: state %v (%v), want running (kernel)", out["state"], out["state_source"])
	}
	out = call("send_text", map[string]any{"session_id": id, "text": "read x", "enter": true, "timeout_ms": 5000})
	if out["state"] != "waiting_for_input" || out["state_source"] != "kernel" {
		t.Errorf("read x in the container: state %v (%v), want waiting_for_input (kernel)", out["state"], out["state_source"])
	}
	call("send_text", map[string]any{"session_id": id, "text": "", "enter": true})

	// A secret typed there is masked.
	const secret = "sk-pod-4e1d2f7a9c"
	call("send_text", map[string]any{"session_id": id, "text": "printf 'Token: '; read t; echo got ${#t}", "enter": true, "expect": "Token:"})
	out = call("send_text", map[string]any{"session_id": id, "text": secret, "secret": true, "enter": true, "expect": "got 17", "delta": false})
	screen, _ := json.Marshal(out["lines"])
	if strings.Contains(string(screen), secret) || !strings.Contains(string(screen), "got 17") {
		t.Errorf("the secret in the container is not masked, or did not arrive: %s", screen)
	}

	// The link drops (its podman exec killed): the call under way may
	// fail, naming the machine; the next one makes the link again, and
	// the session is there.
	var links []int
	for _, pid := range sessiontest.Find("podman exec -i " + name + " sh") {
		if _, ppid, ok := sessiontest.Stat(pid); ok && ppid == os.Getpid() {
			links = append(links, pid)
		}
	}
	if len(links) != 1 {
		t.Fatalf("want one podman exec of the link, found %v", links)
	}
	if err := syscall.Kill(links[0], syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	var again map[string]any
	sessiontest.Eventually(t, 30*time.Second, "a call after the link dropped", func() bool {
		out, failed := try("send_text", map[string]any{"session_id": id, "text": "echo back-$((6*7))", "enter": true, "expect": "back-42"})
		if failed != "" && !strings.Contains(failed, "machine pod") {
			t.Fatalf("a call after the link dropped: %s", failed)
		}
		again = out
		return failed == ""
	})
	if again["session_id"] != id {
		t.Errorf("after the link dropped: %v", again)
	}

	// Closed: nothing of the session is left in the container; the far
	// host runs on, with no child.
	call("close_session", map[string]any{"session_id": id, "force": true})
	var host string
	var left []string
	sessiontest.Eventually(t, 10*time.Second, "the session's processes to end in the container", func() bool {
		host, left = children(inContainer(t, name, "ps", "-o", "pid,ppid,args"))
		return host != "" && len(left) == 0
	})
	if host == "" || len(left) > 0 {
		t.Errorf("after close_session, the far host (pid %q) has these processes of the session left in the container: %q", host, left)
	}
}

// children finds the far host (agentty host run) in busybox ps -o
// pid,ppid,args's output, and lists the processes whose parent it is.
func children(ps string) (host string, out []string) {
	for _, l := range strings.Split(ps, "\n") {
		if f := strings.Fields(l); len(f) > 3 && strings.HasSuffix(f[2], "/agentty") && f[3] == "host" {
			host = f[0]
		}
	}
	for _, l := range strings.Split(ps, "\n") {
		if f := strings.Fields(l); len(f) > 2 && host != "" && f[1] == host {
			out = append(out, l)
		}
	}
	return host, out
}
