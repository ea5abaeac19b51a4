package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
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

// npx -y agentty-mcp serve, as an MCP client's command, against a local
// npm registry (verdaccio, from testdata/verdaccio's lock file, with no
// uplink: nothing comes from anywhere else) that holds the packages make
// dist packed: npm installs agentty-mcp and the one platform package that
// fits, runs no script, and the client gets terminals. The time from npx's
// start to the first tools/list, with an empty npm cache, is logged.
func TestNPX(t *testing.T) {
	sessiontest.Need(t, "node", "npm", "npx", "bash")
	if _, ok := npmOS[runtime.GOOS]; !ok {
		t.Skipf("no npm package for %s", runtime.GOOS)
	}
	dist := release(t)
	registry := startVerdaccio(t)

	// npm's own files: a cache of the test's own (cold), and a user config
	// that names the registry (and a token: npm publishes only with one).
	npmDir := t.TempDir()
	rc := filepath.Join(npmDir, "npmrc")
	hostPort := strings.TrimPrefix(registry, "http://")
	sessiontest.WriteFile(t, rc, "registry="+registry+"/\n//"+hostPort+"/:_authToken=agentty-test\nupdate-notifier=false\nfund=false\naudit=false\n")
	env := append(os.Environ(), "npm_config_userconfig="+rc, "npm_config_cache="+filepath.Join(npmDir, "publish-cache"),
		"npm_config_registry="+registry+"/")
	tgzs, _ := filepath.Glob(filepath.Join(dist, "npm", "*.tgz"))
	if len(tgzs) != 5 {
		t.Fatalf("make dist packed %d npm packages: %v", len(tgzs), tgzs)
	}
	for _, tgz := range tgzs {
		// A version with a prerelease part needs a tag; a release's is latest.
		pub := exec.Command("npm", "publish", tgz, "--tag", "latest")
		pub.Env = env
		if out, err := pub.CombinedOutput(); err != nil {
			t.Fatalf("npm publish %s: %v\n%s", filepath.Base(tgz), err, out)
		}
	}

	runtimeDir := t.TempDir()
	work := t.TempDir()
	cold := append(slicesWithout(env, "npm_config_cache="), "npm_config_cache="+filepath.Join(npmDir, "cache"))
	t.Cleanup(func() { stopHost(t, dist, runtimeDir) })
	start := time.Now()
	tr := transport.NewStdioWithOptions("npx", cold, []string{"-y", "agentty-mcp", "serve", "--runtime-dir", runtimeDir},
		transport.WithCommandFunc(func(ctx context.Context, command string, env []string, args []string) (*exec.Cmd, error) {
			cmd := exec.CommandContext(ctx, command, args...)
			cmd.Env, cmd.Dir = env, work
			return cmd, nil
		}))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	c := overStdio(ctx, t, tr, "npx")
	list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("npx -y agentty-mcp serve to the first tools/list, npm's cache empty, a local registry: %v (%d tools)", time.Since(start).Round(time.Millisecond), len(list.Tools))

	var req mcp.CallToolRequest
	req.Params.Name = "run_command"
	req.Params.Arguments = map[string]any{"command": "echo from-$((6*7)); pwd"}
	res, err := c.CallTool(ctx, req)
	if err != nil || res.IsError {
		t.Fatalf("run_command through npx: %v %v", err, res)
	}
	var out struct {
		Output   string `json:"output"`
		ExitCode *int   `json:"exit_code"`
	}
	if err := tools.Decode(res, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.Output, "from-42") || !strings.Contains(out.Output, work) || out.ExitCode == nil || *out.ExitCode != 0 {
		t.Fatalf("run_command through npx: %+v", out)
	}

	// npm installed the platform package that fits, and no other.
	installed, _ := filepath.Glob(filepath.Join(npmDir, "cache", "_npx", "*", "node_modules", "agentty-mcp*"))
	var names []string
	for _, p := range installed {
		names = append(names, filepath.Base(p))
	}
	if want := []string{"agentty-mcp", platformPackage(runtime.GOOS, runtime.GOARCH)}; !slices.Equal(names, want) {
		t.Errorf("npx installed %v, want %v", names, want)
	}

	// The command of the package is agentty's, its version the release's.
	ver := exec.Command("npx", "--offline", "agentty-mcp", "version")
	ver.Env, ver.Dir = cold, work
	if b, err := ver.CombinedOutput(); err != nil || !strings.Contains(string(b), "agentty "+testVersion+" ") {
		t.Errorf("npx agentty-mcp version: %v\n%s", err, b)
	}

	launcherRunsItsOwn(t, cold)
}

// The launcher runs only the platform package of its own install and
// version. Installed without optional dependencies, in a project under a
// directory whose node_modules holds a platform package of another
// version and one of its own version, with NODE_PATH naming a third: it
// runs none of them (each would leave a file), says which package is
// missing and how to install it, and runs agentty once that is done.
func launcherRunsItsOwn(t *testing.T, env []string) {
	top := t.TempDir()
	project := filepath.Join(top, "project")
	version := npmVersion(testVersion)
	plat := platformPackage(runtime.GOOS, runtime.GOARCH)
	ran := filepath.Join(top, "planted-ran")
	plant := func(nodeModules, version string) {
		dir := filepath.Join(nodeModules, plat)
		if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
			t.Fatal(err)
		}
		sessiontest.WriteFile(t, filepath.Join(dir, "package.json"), `{"name": "`+plat+`", "version": "`+version+`"}`)
		bin := filepath.Join(dir, "bin", "agentty")
		sessiontest.WriteFile(t, bin, "#!/bin/sh\necho "+version+" >> '"+ran+"'\n")
		if err := os.Chmod(bin, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	plant(filepath.Join(top, "node_modules"), "0.0.1")
	plant(filepath.Join(top, "elsewhere", "node_modules"), version)
	plant(filepath.Join(top, "path", "node_modules"), version)
	if err := os.MkdirAll(project, 0o755); err != nil {
		t.Fatal(err)
	}
	sessiontest.WriteFile(t, filepath.Join(project, "package.json"), `{"name": "project", "version": "1.0.0", "private": true}`)
	npm := func(args ...string) {
		t.Helper()
		cmd := exec.Command("npm", args...)
		cmd.Env, cmd.Dir = env, project
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("npm %v: %v\n%s", args, err, out)
		}
	}
	npm("install", "--omit=optional", "agentty-mcp@"+version)
	if _, err := os.Stat(filepath.Join(project, "node_modules", plat)); !os.IsNotExist(err) {
		t.Fatalf("npm installed %s under --omit=optional: %v", plat, err)
	}
	run := func() (string, error) {
		cmd := exec.Command(filepath.Join(project, "node_modules", ".bin", "agentty"), "version")
		cmd.Env = append(slicesWithout(env, "NODE_PATH="), "NODE_PATH="+filepath.Join(top, "path", "node_modules")+":"+filepath.Join(top, "elsewhere", "node_modules"))
		cmd.Dir = project
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run()
	if b, _ := os.ReadFile(ran); len(b) > 0 {
		t.Errorf("the launcher ran a planted binary (versions %q): %s", b, out)
	}
	if err == nil || !strings.Contains(out, plat+"@"+version+" is not installed") || !strings.Contains(out, "npm install "+plat+"@"+version) {
		t.Errorf("the launcher without its platform package: %v\n%s", err, out)
	}
	npm("install", plat+"@"+version)
	if out, err := run(); err != nil || !strings.Contains(out, "agentty "+testVersion+" ") {
		t.Errorf("the launcher once %s is installed: %v\n%s", plat, err, out)
	}
	if b, _ := os.ReadFile(ran); len(b) > 0 {
		t.Errorf("the launcher ran a planted binary (versions %q)", b)
	}
}

// startVerdaccio starts a registry on loopback that holds only what is
// published to it, and returns its URL; it ends with the test.
func startVerdaccio(t *testing.T) string {
	t.Helper()
	dir := sessiontest.NPM(t, filepath.Join("..", "..", "testdata", "verdaccio"))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	state := t.TempDir()
	config := filepath.Join(state, "config.yaml")
	sessiontest.WriteFile(t, config, fmt.Sprintf(`storage: %s
auth:
  htpasswd:
    file: %s
    max_users: -1
uplinks: {}
packages:
  '**':
    access: $all
    publish: $all
    unpublish: $all
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
`, filepath.Join(state, "storage"), filepath.Join(state, "htpasswd")))
	cmd := exec.Command("node", filepath.Join(dir, "node_modules", "verdaccio", "bin", "verdaccio"), "--config", config, "--listen", addr)
	var log sessiontest.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	url := "http://" + addr
	sessiontest.Eventually(t, time.Minute, "verdaccio to answer", func() bool {
		if cmd.ProcessState != nil {
			t.Fatalf("verdaccio ended:\n%s", log.String())
		}
		resp, err := http.Get(url + "/-/ping")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	})
	return url
}

// stopHost ends the session host agentty serve started in runtimeDir,
// with the release's own binary.
func stopHost(t *testing.T, dist, runtimeDir string) {
	bin := filepath.Join(dist, binaryName(runtime.GOOS, runtime.GOARCH))
	out, err := exec.Command(bin, "host", "stop", "--runtime-dir", runtimeDir).CombinedOutput()
	if err != nil && !strings.Contains(string(out), "no session host") {
		t.Logf("agentty host stop: %v\n%s", err, out)
	}
}

func slicesWithout(env []string, prefix string) []string {
	var out []string
	for _, e := range env {
		if !strings.HasPrefix(e, prefix) {
			out = append(out, e)
		}
	}
	return out
}

// overStdio starts an MCP client on tr's command (what, in messages) and
// initializes it; the client closes when the test ends, and the command's
// stderr is logged if the test failed.
func overStdio(ctx context.Context, t *testing.T, tr *transport.Stdio, what string) *client.Client {
	t.Helper()
	c := client.NewClient(tr)
	if err := c.Start(ctx); err != nil {
		t.Fatalf("start %s: %v", what, err)
	}
	var stderr sessiontest.Buffer
	copied := make(chan struct{})
	go func() { _, _ = io.Copy(&stderr, tr.Stderr()); close(copied) }()
	t.Cleanup(func() {
		_ = c.Close()
		<-copied
		if t.Failed() {
			t.Logf("%s's stderr:\n%s", what, stderr.String())
		}
	})
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{Params: mcp.InitializeParams{
		ProtocolVersion: mcp.LATEST_LEGACY_PROTOCOL_VERSION, ClientInfo: mcp.Implementation{Name: "agentty-dist-test", Version: "1"},
	}}); err != nil {
		t.Fatalf("initialize agentty through %s: %v", what, err)
	}
	return c
}
