package main

import (
	"archive/zip"
	"bytes"
	"context"
	"debug/elf"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// mcpbTools is testdata/mcpb installed from its lock file: the official
// CLI of MCP Bundles (@anthropic-ai/mcpb) and config.js, which asks that
// package's own code for the command a client runs.
func mcpbTools(t *testing.T) string {
	t.Helper()
	return sessiontest.NPM(t, filepath.Join("..", "..", "testdata", "mcpb"))
}

// mcpb runs the official CLI and returns what it printed.
func mcpb(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("node", append([]string{filepath.Join(dir, "node_modules", "@anthropic-ai", "mcpb", "dist", "cli", "cli.js")}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("mcpb %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// unzipBundle reads a bundle's entries: names, modes and bodies.
func unzipBundle(t *testing.T, path string) map[string]file {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer zr.Close()
	out := map[string]file{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name] = file{Name: f.Name, Mode: int64(f.Mode().Perm()), Body: b}
	}
	return out
}

// make dist writes an MCP Bundle a platform, which the official CLI
// validates (mcpb validate on its manifest), reads (mcpb info) and packs
// again from its files (mcpb pack) to a bundle of the same entries; its
// binary is the archive's, executable. A bundle of this machine's
// platform, unpacked by mcpb unpack, runs as its manifest says: the
// command and arguments the package's own code makes of it (as Claude
// Desktop does: ${__dirname} the bundle's directory, the options the
// person set, else their defaults), and an MCP client lists its tools and
// gets a terminal; the options reach the server (max_sessions). The time
// from the start to the first tools/list, and each bundle's size, are
// logged.
func TestMCPB(t *testing.T) {
	sessiontest.Need(t, "node", "npm", "bash")
	dist := release(t)
	cli := mcpbTools(t)
	for _, p := range platforms {
		t.Run(p.OS+"_"+p.Arch, func(t *testing.T) {
			name := bundleName(testVersion, p.OS, p.Arch)
			path := filepath.Join(dist, name)
			st, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %.2f MiB", name, float64(st.Size())/(1<<20))
			entries := unzipBundle(t, path)
			bin, err := readBinary(dist, p.OS, p.Arch)
			if err != nil {
				t.Fatal(err)
			}
			if len(entries) != 2 || entries["manifest.json"].Mode != 0o644 || entries["server/agentty"].Mode != 0o755 || !bytes.Equal(entries["server/agentty"].Body, bin) {
				t.Fatalf("%s holds %d entries; want manifest.json 0644 and server/agentty 0755, the release's binary", name, len(entries))
			}
			var m bundleManifest
			if err := json.Unmarshal(entries["manifest.json"].Body, &m); err != nil {
				t.Fatal(err)
			}
			wantOS := map[string]string{"linux": "linux", "darwin": "darwin"}[p.OS]
			if m.Server.Type != "binary" || m.Version != npmVersion(testVersion) || len(m.Compatibility.Platforms) != 1 || m.Compatibility.Platforms[0] != wantOS {
				t.Errorf("the manifest: server %s, version %s, platforms %v", m.Server.Type, m.Version, m.Compatibility.Platforms)
			}

			// The official CLI: validate the manifest, read the bundle,
			// pack its files again.
			files := t.TempDir()
			for _, f := range entries {
				dst := filepath.Join(files, f.Name)
				if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(dst, f.Body, os.FileMode(f.Mode)); err != nil {
					t.Fatal(err)
				}
			}
			out := mcpb(t, cli, "validate", filepath.Join(files, "manifest.json"))
			if !strings.Contains(out, "validation passes") {
				t.Errorf("mcpb validate: %s", out)
			}
			t.Logf("mcpb validate: %s", strings.TrimSpace(out))
			if out := mcpb(t, cli, "info", path); !strings.Contains(out, name) {
				t.Errorf("mcpb info: %s", out)
			}
			packed := filepath.Join(t.TempDir(), "packed.mcpb")
			mcpb(t, cli, "pack", files, packed)
			again := unzipBundle(t, packed)
			for n, f := range entries {
				g, ok := again[n]
				if !ok || g.Mode != f.Mode || !bytes.Equal(g.Body, f.Body) {
					t.Errorf("mcpb pack of the bundle's files differs at %s", n)
				}
			}
			if len(again) != len(entries) {
				t.Errorf("mcpb pack made %d entries of the bundle's %d", len(again), len(entries))
			}

			if p.OS != "linux" {
				return
			}
			unpacked := t.TempDir()
			mcpb(t, cli, "unpack", path, unpacked)
			config := clientConfig(t, cli, unpacked, map[string]any{})
			if config.Command != filepath.Join(unpacked, "server", "agentty") || !strings.Contains(strings.Join(config.Args, " "), "--max-sessions=16") {
				t.Errorf("the client would run %s %v", config.Command, config.Args)
			}
			f, err := elf.Open(config.Command)
			if err != nil {
				t.Fatal(err)
			}
			machine := f.Machine
			f.Close()
			if want := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[p.Arch]; machine != want {
				t.Errorf("the bundle's server is for %v, not %s", machine, p.Arch)
			}
			if p.OS != runtime.GOOS || p.Arch != runtime.GOARCH {
				t.Logf("not started: this machine is %s/%s", runtime.GOOS, runtime.GOARCH)
				return
			}

			// As installed with its defaults: the runtime directory is
			// agentty's own ($XDG_RUNTIME_DIR/agentty here).
			xdg := t.TempDir()
			env := append(os.Environ(), "XDG_RUNTIME_DIR="+xdg)
			t.Cleanup(func() { stopHost(t, dist, filepath.Join(xdg, "agentty")) })
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			start := time.Now()
			c := overStdio(ctx, t, transport.NewStdio(config.Command, env, config.Args...), "the bundle's server")
			list, err := c.ListTools(ctx, mcp.ListToolsRequest{})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("the unpacked bundle's server, started as its manifest says, to the first tools/list: %v (%d tools)", time.Since(start).Round(time.Millisecond), len(list.Tools))
			if len(list.Tools) == 0 {
				t.Fatal("no tools")
			}
			if _, err := os.Stat(filepath.Join(xdg, "agentty")); err != nil {
				t.Errorf("the default runtime directory: %v", err)
			}

			// With the options a person set: a runtime directory of their
			// own and one session at most.
			runtimeDir := t.TempDir()
			config = clientConfig(t, cli, unpacked, map[string]any{"runtime_dir": runtimeDir, "max_sessions": 1})
			t.Cleanup(func() { stopHost(t, dist, runtimeDir) })
			c = overStdio(ctx, t, transport.NewStdio(config.Command, nil, config.Args...), "the bundle's server, configured")
			call := func(tool string, args map[string]any) *mcp.CallToolResult {
				t.Helper()
				var req mcp.CallToolRequest
				req.Params.Name, req.Params.Arguments = tool, args
				res, err := c.CallTool(ctx, req)
				if err != nil {
					t.Fatalf("%s: %v", tool, err)
				}
				return res
			}
			var r tools.RunResult
			res := call("run_command", map[string]any{"command": "echo from-$((6*7))"})
			if res.IsError {
				t.Fatalf("run_command: %s", tools.Text(res))
			}
			if err := tools.Decode(res, &r); err != nil || !strings.Contains(r.Output, "from-42") {
				t.Fatalf("run_command through the bundle: %q %v", r.Output, err)
			}
			if res := call("open_session", map[string]any{"argv": []string{"cat"}}); res.IsError {
				t.Fatalf("open_session: %s", tools.Text(res))
			}
			if res := call("open_session", map[string]any{"argv": []string{"cat"}}); !res.IsError || !strings.Contains(tools.Text(res), "limit") {
				t.Errorf("a second session with max_sessions 1: %s", tools.Text(res))
			}
			if socks, _ := filepath.Glob(filepath.Join(runtimeDir, "host-*.sock")); len(socks) == 0 {
				t.Errorf("no session host in the runtime directory the person chose")
			}
		})
	}
}

// mcpConfig is what a client runs for a bundle.
type mcpConfig struct {
	Command string            `json:"command"`
	Args    []string          `json:"args"`
	Env     map[string]string `json:"env"`
}

// clientConfig is the command and arguments @anthropic-ai/mcpb's
// getMcpConfigForManifest makes of the unpacked bundle in dir with the
// person's options.
func clientConfig(t *testing.T, cli, dir string, options map[string]any) mcpConfig {
	t.Helper()
	opts, _ := json.Marshal(options)
	out, err := exec.Command("node", filepath.Join(cli, "config.js"), dir, string(opts)).Output()
	if err != nil {
		t.Fatalf("config.js: %v\n%s", err, out)
	}
	var c mcpConfig
	if err := json.Unmarshal(out, &c); err != nil {
		t.Fatalf("config.js: %v\n%s", err, out)
	}
	return c
}
