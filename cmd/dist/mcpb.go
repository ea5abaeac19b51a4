package main

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// An MCP Bundle (.mcpb) is a zip of a manifest.json and the server, which
// Claude Desktop (and other clients of the format) installs in one step:
// https://github.com/modelcontextprotocol/mcpb, MANIFEST.md, version 0.3.
// agentty's holds the static binary as server/agentty, one bundle per
// platform, since a manifest names no architecture.

// bundleName is a platform's bundle in the release directory.
func bundleName(version, goos, arch string) string {
	return fmt.Sprintf("agentty_%s_%s_%s.mcpb", version, goos, arch)
}

// bundleManifest is manifest.json, its fields in the order MANIFEST.md
// lists them.
type bundleManifest struct {
	ManifestVersion string                `json:"manifest_version"`
	Name            string                `json:"name"`
	DisplayName     string                `json:"display_name"`
	Version         string                `json:"version"`
	Description     string                `json:"description"`
	LongDescription string                `json:"long_description"`
	Author          bundleAuthor          `json:"author"`
	Repository      repository            `json:"repository"`
	Homepage        string                `json:"homepage"`
	Documentation   string                `json:"documentation"`
	Support         string                `json:"support"`
	Server          bundleServer          `json:"server"`
	Keywords        []string              `json:"keywords"`
	Compatibility   bundleCompatibility   `json:"compatibility"`
	UserConfig      map[string]userOption `json:"user_config"`
}

type bundleAuthor struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

type bundleServer struct {
	Type       string          `json:"type"`
	EntryPoint string          `json:"entry_point"`
	MCPConfig  bundleMCPConfig `json:"mcp_config"`
}

type bundleMCPConfig struct {
	Command string            `json:"command"`
	Args    []string          `json:"args"`
	Env     map[string]string `json:"env"`
}

type bundleCompatibility struct {
	Platforms []string `json:"platforms"`
}

// userOption is one of the options a person may set where the bundle is
// installed; the client puts its value (or its default) where the
// manifest's args say ${user_config.KEY}.
type userOption struct {
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Required    bool   `json:"required"`
	Default     any    `json:"default"`
	Min         *int   `json:"min,omitempty"`
}

// manifestFor is the bundle manifest of a platform. The client runs
// ${__dirname}/server/agentty serve with the options: an empty runtime
// directory is agentty's own default, as --runtime-dir "" is.
func manifestFor(e serverEntry, version, goos string) bundleManifest {
	one := 1
	return bundleManifest{
		ManifestVersion: "0.3",
		Name:            "agentty",
		DisplayName:     "agentty",
		Version:         version,
		Description:     e.Description,
		LongDescription: "An MCP server that runs programs on pseudo-terminals and answers every call with the screen they drew, " +
			"the cursor, the mode (shell, editor, pager, password prompt, REPL, question, full-screen tui) and the state " +
			"(running, waiting for input, stopped, exited), taken from the kernel. Sessions outlive the client in a " +
			"session host of the user's, which `agentty attach` and `agentty web` show to people.",
		Author:        bundleAuthor{Name: "The agentty authors", URL: homepage},
		Repository:    repository{Type: "git", URL: homepage + ".git"},
		Homepage:      homepage,
		Documentation: homepage + "/blob/main/docs/tools.md",
		Support:       homepage + "/issues",
		Server: bundleServer{
			Type:       "binary",
			EntryPoint: "server/agentty",
			MCPConfig: bundleMCPConfig{
				Command: "${__dirname}/server/agentty",
				Args: []string{"serve",
					"--runtime-dir=${user_config.runtime_dir}",
					"--max-sessions=${user_config.max_sessions}",
					"--shell=${user_config.shell}"},
				Env: map[string]string{},
			},
		},
		Keywords:      []string{"terminal", "pty", "shell", "tui", "repl"},
		Compatibility: bundleCompatibility{Platforms: []string{goos}},
		UserConfig: map[string]userOption{
			"runtime_dir": {Type: "directory", Title: "Runtime directory",
				Description: "Where the session host keeps its socket, state and log; empty: $XDG_RUNTIME_DIR/agentty, else agentty-UID in the temp directory",
				Default:     ""},
			"max_sessions": {Type: "number", Title: "Open sessions",
				Description: "How many sessions may be open at once; one more is an error naming those to close",
				Default:     16, Min: &one},
			"shell": {Type: "string", Title: "Shell",
				Description: "The shell of interactive sessions and of commands given as a command line",
				Default:     "bash"},
		},
	}
}

// writeBundle writes a platform's bundle: manifest.json and
// server/agentty (0755), each at packTime, so that the same binary makes
// the same bundle.
func writeBundle(dir string, e serverEntry, version, goos, arch string) (name, sum string, err error) {
	bin, err := readBinary(dir, goos, arch)
	if err != nil {
		return "", "", err
	}
	var mf bytes.Buffer
	enc := json.NewEncoder(&mf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(manifestFor(e, npmVersion(version), goos)); err != nil {
		return "", "", err
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range []file{{Name: "manifest.json", Mode: 0o644, Body: mf.Bytes()}, {Name: "server/agentty", Mode: 0o755, Body: bin}} {
		h := &zip.FileHeader{Name: f.Name, Method: zip.Deflate, Modified: packTime}
		h.SetMode(os.FileMode(f.Mode))
		w, err := zw.CreateHeader(h)
		if err != nil {
			return "", "", err
		}
		if _, err := w.Write(f.Body); err != nil {
			return "", "", err
		}
	}
	if err := zw.Close(); err != nil {
		return "", "", err
	}
	name = bundleName(version, goos, arch)
	s := sha256.Sum256(buf.Bytes())
	return name, hex.EncodeToString(s[:]), os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644)
}
