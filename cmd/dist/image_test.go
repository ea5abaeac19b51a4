package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// podmanFlags are what podman needs on the machines the tests run on: the
// runc runtime, and limits given, not inherited.
var podmanFlags = []string{"--runtime", "runc", "--ulimit", "nofile=4096:4096", "--ulimit", "nproc=4096:4096"}

// make image builds agentty:VERSION and agentty:latest from the
// Containerfile, on a base the test makes from the Debian mirror (no image
// registry is reachable): debootstrap of the Containerfile's suite with its
// packages, cached in the user's cache directory under the hash of the
// Containerfile and the suite, imported with podman import. Then an MCP
// client runs it as docker run -i --rm -v "$PWD:/work" -w /work agentty serve
// (podman's): the agent's terminals are in the container, in the directory
// mounted, with the usual tools, their state from the kernel. The image's
// size is logged.
func TestImage(t *testing.T) {
	sessiontest.Need(t, "podman", "runc", "debootstrap", "make", "tar")
	if os.Geteuid() != 0 {
		sessiontest.Unavailable(t, "debootstrap, which makes the image's base, needs root")
	}
	root := repoRoot(t)
	base := debianBase(t, root)

	version := "v0.0.0-image-test-" + randomHex(4)
	image := "agentty:" + version
	mk := exec.Command("make", "--no-print-directory", "image", "VERSION="+version, "BASE="+base, "CONTAINER=podman",
		"IMAGE_FLAGS="+strings.Join(podmanFlags, " "), "DIST="+t.TempDir())
	mk.Dir = root
	start := time.Now()
	out, err := mk.CombinedOutput()
	t.Cleanup(func() { removeImage(t, image) })
	if err != nil {
		t.Fatalf("make image: %v\n%s", err, out)
	}
	t.Logf("make image on the cached base: %v", time.Since(start).Round(time.Millisecond))
	for _, tag := range []string{image, "agentty:latest"} {
		size, err := exec.Command("podman", "image", "inspect", "--format", "{{.Size}}", tag).Output()
		if err != nil {
			t.Fatalf("podman image inspect %s: %v", tag, err)
		}
		t.Logf("%s: %s bytes", tag, strings.TrimSpace(string(size)))
	}
	// The label that proves the MCP Registry the image is server.json's
	// server.
	entry, err := readServerEntry(filepath.Join(root, "server.json"))
	if err != nil {
		t.Fatal(err)
	}
	if label, err := exec.Command("podman", "image", "inspect", "--format", `{{index .Labels "io.modelcontextprotocol.server.name"}}`, image).Output(); err != nil || strings.TrimSpace(string(label)) != entry.Name {
		t.Errorf("the image's label io.modelcontextprotocol.server.name is %q (%v), not %s", label, err, entry.Name)
	}
	if out, err := exec.Command("podman", append(append([]string{"run"}, podmanFlags...), "--rm", image, "version")...).CombinedOutput(); err != nil ||
		!strings.HasPrefix(string(out), "agentty "+version+" ") {
		t.Errorf("agentty version in the image: %v\n%s", err, out)
	}

	work := t.TempDir()
	// The container's user writes here: any uid may, as in a project its
	// user mounts.
	if err := os.Chmod(work, 0o777); err != nil {
		t.Fatal(err)
	}
	sessiontest.WriteFile(t, filepath.Join(work, "marker.txt"), "mounted from the host\n")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	serve := func(flags ...string) *client.Client {
		t.Helper()
		name := "agentty-image-test-" + randomHex(4)
		args := append(append(append([]string{"run"}, podmanFlags...), flags...), "--name", name, "-i", "--rm", "-v", work+":/work", "-w", "/work", image, "serve")
		t.Cleanup(func() { _ = exec.Command("podman", "rm", "-f", "--ignore", name).Run() })
		return overStdio(ctx, t, transport.NewStdio("podman", nil, args...), "podman run")
	}
	start = time.Now()
	c := serve()
	if _, err := c.ListTools(ctx, mcp.ListToolsRequest{}); err != nil {
		t.Fatal(err)
	}
	t.Logf("podman run to the first tools/list: %v", time.Since(start).Round(time.Millisecond))

	call := func(tool string, args map[string]any, into any) {
		t.Helper()
		var req mcp.CallToolRequest
		req.Params.Name, req.Params.Arguments = tool, args
		res, err := c.CallTool(ctx, req)
		if err != nil || res.IsError {
			t.Fatalf("%s in the container: %v %s", tool, err, textOf(res))
		}
		if err := tools.Decode(res, into); err != nil {
			t.Fatal(err)
		}
	}
	var r tools.RunResult
	call("run_command", map[string]any{"command": "pwd; cat marker.txt; for p in bash git less vi nano curl python3 jq ps; do command -v $p >/dev/null || echo missing $p; done"}, &r)
	if !strings.HasPrefix(r.Output, "/work\nmounted from the host") || strings.Contains(r.Output, "missing") || r.ExitCode == nil || *r.ExitCode != 0 {
		t.Fatalf("run_command in the container: %q", r.Output)
	}
	var v tools.Screen
	call("open_session", map[string]any{"argv": []string{"less", "marker.txt"}, "cols": 60, "rows": 8}, &v)
	if v.Mode != "pager" || v.StateSource != "kernel" || v.State != "waiting_for_input" || !strings.Contains(strings.Join(v.Lines, "\n"), "mounted from the host") {
		t.Fatalf("less in the container: mode %s, state %s (%s):\n%s", v.Mode, v.State, v.StateSource, tools.Render(v))
	}
	call("close_session", map[string]any{"session_id": v.SessionID}, &v)

	// The server and its sessions are not root's: a file a session writes
	// in the mounted project is the image's user's (uid 1000), and with
	// --user, that uid's, which the image does not name.
	owner := func(file string) int {
		t.Helper()
		st, err := os.Stat(filepath.Join(work, file))
		if err != nil {
			t.Fatal(err)
		}
		return int(st.Sys().(*syscall.Stat_t).Uid)
	}
	call("run_command", map[string]any{"command": "echo written > by-default; id -u; ps -o user= -p 1"}, &r)
	if uid := owner("by-default"); uid != 1000 || !strings.HasPrefix(r.Output, "1000\n") || strings.Contains(r.Output, "root") {
		t.Errorf("by default, a session's file is uid %d's; the session runs as, and the server as: %q", uid, r.Output)
	}
	c.Close()
	c = serve("--user", "4321:4321")
	call("run_command", map[string]any{"command": "echo written > by-user; id -u; cd && pwd && touch here"}, &r)
	if uid := owner("by-user"); uid != 4321 || !strings.HasPrefix(r.Output, "4321\n") || r.ExitCode == nil || *r.ExitCode != 0 {
		t.Errorf("with --user 4321:4321, a session's file is uid %d's; the session: %q", uid, r.Output)
	}
}

// debianBase returns the image of a Debian base for the Containerfile: the
// suite its BASE names, with the packages it installs, made by debootstrap
// from the Debian mirror ($AGENTTY_DEBIAN_MIRROR, else deb.debian.org)
// without what a slim image leaves out (documentation, manuals, locales,
// apt's caches), and imported into podman. The tar is kept in the user's
// cache directory under the hash of the Containerfile, the suite and the
// mirror; the image, once imported, is found by the same name.
func debianBase(t *testing.T, root string) string {
	t.Helper()
	cf, err := os.ReadFile(filepath.Join(root, "Containerfile"))
	if err != nil {
		t.Fatal(err)
	}
	sm := regexp.MustCompile(`(?m)^ARG BASE=debian:([a-z]+)`).FindSubmatch(cf)
	pm := regexp.MustCompile(`(?m)^ARG PACKAGES="([^"]+)"`).FindSubmatch(cf)
	if sm == nil || pm == nil {
		t.Fatal("the Containerfile names no Debian suite in BASE, or no PACKAGES")
	}
	suite, pkgs := string(sm[1]), strings.Fields(string(pm[1]))
	mirror := os.Getenv("AGENTTY_DEBIAN_MIRROR")
	if mirror == "" {
		mirror = "http://deb.debian.org/debian"
	}
	const slim = "usr/share/doc usr/share/man usr/share/info usr/share/locale usr/share/groff usr/share/lintian var/cache/apt/archives var/lib/apt/lists"
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s", cf, suite, mirror, slim)
	key := hex.EncodeToString(h.Sum(nil))[:16]
	image := "localhost/agentty-test-base:" + suite + "-" + key
	if exec.Command("podman", "image", "exists", image).Run() == nil {
		return image
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	dir := filepath.Join(cache, "agentty-test")
	tarball := filepath.Join(dir, "debian-"+suite+"-"+key+".tar")
	if _, err := os.Stat(tarball); err != nil {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		tmp, err := os.MkdirTemp(dir, "debootstrap-")
		if err != nil {
			t.Fatal(err)
		}
		defer os.RemoveAll(tmp)
		rootfs := filepath.Join(tmp, "root")
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
		defer cancel()
		boot := exec.CommandContext(ctx, "debootstrap", "--variant=minbase", "--include="+strings.Join(pkgs, ","), suite, rootfs, mirror)
		if out, err := boot.CombinedOutput(); err != nil {
			sessiontest.Unavailable(t, "debootstrap %s from %s: %v\n%s", suite, mirror, err, tail(out))
		}
		for _, p := range strings.Fields(slim) {
			ents, _ := os.ReadDir(filepath.Join(rootfs, p))
			for _, e := range ents {
				if err := os.RemoveAll(filepath.Join(rootfs, p, e.Name())); err != nil {
					t.Fatal(err)
				}
			}
		}
		part := filepath.Join(tmp, "base.tar")
		if out, err := exec.Command("tar", "-C", rootfs, "--numeric-owner", "-cf", part, ".").CombinedOutput(); err != nil {
			t.Fatalf("tar the base: %v\n%s", err, out)
		}
		if err := os.Rename(part, tarball); err != nil {
			t.Fatal(err)
		}
		t.Logf("debootstrap of %s with the Containerfile's packages: %v", suite, time.Since(start).Round(time.Second))
	}
	if out, err := exec.Command("podman", "import", tarball, image).CombinedOutput(); err != nil {
		t.Fatalf("podman import: %v\n%s", err, out)
	}
	return image
}

// removeImage removes the test's image and, when agentty:latest is that
// image, that tag.
func removeImage(t *testing.T, image string) {
	id, err := exec.Command("podman", "image", "inspect", "--format", "{{.Id}}", image).Output()
	if err != nil {
		return
	}
	latest, _ := exec.Command("podman", "image", "inspect", "--format", "{{.Id}}", "agentty:latest").Output()
	if strings.TrimSpace(string(latest)) == strings.TrimSpace(string(id)) {
		_ = exec.Command("podman", "untag", strings.TrimSpace(string(id)), "localhost/agentty:latest").Run()
	}
	if out, err := exec.Command("podman", "rmi", image).CombinedOutput(); err != nil {
		t.Logf("podman rmi %s: %v\n%s", image, err, out)
	}
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func tail(b []byte) string {
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

func textOf(res *mcp.CallToolResult) string {
	if res == nil {
		return ""
	}
	return tools.Text(res)
}
