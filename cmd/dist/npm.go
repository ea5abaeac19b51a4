package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// npmName is the package of agentty's command on npm (the name agentty
// belongs to another project there).
const npmName = "agentty-mcp"

// launcher is the command of the package npmName: it runs the binary of
// the platform's package.
//
//go:embed npm/agentty.js
var launcher []byte

// readme is the package npmName's README.
//
//go:embed npm/README.md
var readme []byte

// npm's names of Go's operating systems and architectures
// (process.platform, process.arch).
var (
	npmOS  = map[string]string{"linux": "linux", "darwin": "darwin"}
	npmCPU = map[string]string{"amd64": "x64", "arm64": "arm64"}
)

// platformPackage is the name of the npm package that holds the binary of
// a platform (Go's names).
func platformPackage(goos, arch string) string {
	return npmName + "-" + npmOS[goos] + "-" + npmCPU[arch]
}

// manifest is an npm package.json, its fields in the order npm writes them.
type manifest struct {
	Name                 string            `json:"name"`
	Version              string            `json:"version"`
	MCPName              string            `json:"mcpName,omitempty"`
	Description          string            `json:"description"`
	Keywords             []string          `json:"keywords,omitempty"`
	Homepage             string            `json:"homepage"`
	Repository           repository        `json:"repository"`
	Bin                  map[string]string `json:"bin,omitempty"`
	Files                []string          `json:"files"`
	OS                   []string          `json:"os,omitempty"`
	CPU                  []string          `json:"cpu,omitempty"`
	Engines              map[string]string `json:"engines,omitempty"`
	PreferUnplugged      bool              `json:"preferUnplugged,omitempty"`
	OptionalDependencies map[string]string `json:"optionalDependencies,omitempty"`
}

type repository struct {
	Type string `json:"type"`
	URL  string `json:"url"`
}

var (
	homepage = "https://github.com/agentty/agentty"
	repo     = repository{Type: "git", URL: "git+https://github.com/agentty/agentty.git"}
)

// writeNPM writes dir/npm/: the package npmName and one per platform,
// packed as npm pack packs them. npmName's package.json says mcpName, the
// server's name in the MCP Registry, which proves the Registry that the
// package is that server's.
func writeNPM(dir, version, mcpName string) error {
	out := filepath.Join(dir, "npm")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	main := manifest{
		Name: npmName, Version: version, MCPName: mcpName,
		Description: "agentty: real terminals for AI agents, as an MCP server (npx -y agentty-mcp serve)",
		Keywords:    []string{"mcp", "terminal", "pty", "agent"},
		Homepage:    homepage, Repository: repo,
		Bin:                  map[string]string{"agentty": "bin/agentty.js"},
		Files:                []string{"bin/agentty.js", "README.md"},
		Engines:              map[string]string{"node": ">=18"},
		OptionalDependencies: map[string]string{},
	}
	for _, p := range platforms {
		name := platformPackage(p.OS, p.Arch)
		main.OptionalDependencies[name] = version
		bin, err := readBinary(dir, p.OS, p.Arch)
		if err != nil {
			return err
		}
		m := manifest{
			Name: name, Version: version,
			Description: fmt.Sprintf("The agentty binary for %s on %s; installed by %s", npmOS[p.OS], npmCPU[p.Arch], npmName),
			Homepage:    homepage, Repository: repo,
			Files:           []string{"bin/agentty"},
			OS:              []string{npmOS[p.OS]},
			CPU:             []string{npmCPU[p.Arch]},
			PreferUnplugged: true,
		}
		text := fmt.Sprintf("# %s\n\nThe `agentty` binary for %s on %s. Install [%s](https://www.npmjs.com/package/%s), which installs this package where it fits.\n",
			name, npmOS[p.OS], npmCPU[p.Arch], npmName, npmName)
		if err := writePackage(out, m, []file{{Name: "README.md", Mode: 0o644, Body: []byte(text)}, {Name: "bin/agentty", Mode: 0o755, Body: bin}}); err != nil {
			return err
		}
	}
	return writePackage(out, main, []file{{Name: "README.md", Mode: 0o644, Body: readme}, {Name: "bin/agentty.js", Mode: 0o755, Body: launcher}})
}

// writePackage packs m with files into dir/NAME-VERSION.tgz, every entry
// under package/, as npm pack does.
func writePackage(dir string, m manifest, files []file) error {
	var pj bytes.Buffer
	enc := json.NewEncoder(&pj)
	enc.SetEscapeHTML(false) // ">=18", as npm writes it
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return err
	}
	all := []file{{Name: "package.json", Mode: 0o644, Body: pj.Bytes()}}
	all = append(all, files...)
	for i := range all {
		all[i].Name = "package/" + all[i].Name
	}
	b, err := tgz(all)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, m.Name+"-"+m.Version+".tgz"), b, 0o644)
}

// semver is semver.org's pattern of a version.
var semver = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)` +
	`(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?` +
	`(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`)

// npmVersion is the release's version as npm takes it: without a leading
// v; a version that is no semver then (an untagged commit's hash, as git
// describe --always gives it, or "dev") is a prerelease of 0.0.0 named by
// it, 0.0.0-HASH, its characters made ones a prerelease may hold.
func npmVersion(v string) string {
	if t, ok := strings.CutPrefix(v, "v"); ok && semver.MatchString(t) {
		return t
	}
	if semver.MatchString(v) {
		return v
	}
	pre := strings.Map(func(r rune) rune {
		if r == '.' || r == '-' || ('0' <= r && r <= '9') || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') {
			return r
		}
		return '-'
	}, v)
	if s := "0.0.0-" + pre; semver.MatchString(s) {
		return s
	}
	// A hash of digits alone that starts with 0 is no prerelease
	// identifier (numeric ones have no leading zero): git's own prefix
	// makes it one.
	return "0.0.0-g" + strings.ReplaceAll(strings.Trim(pre, ".-"), ".", "-")
}
