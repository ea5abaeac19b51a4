package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// serverEntry is the MCP Registry's server.json (its schema 2025-12-11),
// the fields agentty's holds, in the order the Registry's own examples
// write them. A field it does not know is refused when read, so that
// nothing written in the repository's server.json is dropped from the
// release's.
type serverEntry struct {
	Schema      string          `json:"$schema"`
	Name        string          `json:"name"`
	Title       string          `json:"title,omitempty"`
	Description string          `json:"description"`
	Repository  json.RawMessage `json:"repository,omitempty"`
	WebsiteURL  string          `json:"websiteUrl,omitempty"`
	Version     string          `json:"version"`
	Packages    []registryPkg   `json:"packages"`
}

// registryPkg is one channel a client installs agentty from: the npm
// package, the OCI image or an MCP Bundle.
type registryPkg struct {
	RegistryType         string          `json:"registryType"`
	RegistryBaseURL      string          `json:"registryBaseUrl,omitempty"`
	Identifier           string          `json:"identifier"`
	Version              string          `json:"version,omitempty"`
	FileSHA256           string          `json:"fileSha256,omitempty"`
	RuntimeHint          string          `json:"runtimeHint,omitempty"`
	Transport            json.RawMessage `json:"transport"`
	RuntimeArguments     json.RawMessage `json:"runtimeArguments,omitempty"`
	PackageArguments     json.RawMessage `json:"packageArguments,omitempty"`
	EnvironmentVariables json.RawMessage `json:"environmentVariables,omitempty"`
}

// readServerEntry reads the repository's server.json, refusing a field
// this program would not carry over.
func readServerEntry(file string) (serverEntry, error) {
	var e serverEntry
	b, err := os.ReadFile(file)
	if err != nil {
		return e, fmt.Errorf("%w (the MCP Registry's entry, server.json at the repository's root)", err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return e, fmt.Errorf("%s: %w", file, err)
	}
	if e.Name == "" || e.Version == "" {
		return e, fmt.Errorf("%s names no server or no version", file)
	}
	return e, nil
}

// releaseTag is a version that names a release: vMAJOR.MINOR.PATCH, as
// the release's git tag spells it.
var releaseTag = regexp.MustCompile(`^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$`)

// bundleFile is the name an MCP Bundle has in a release:
// agentty_VERSION_OS_ARCH.mcpb.
var bundleFile = regexp.MustCompile(`^agentty_[0-9A-Za-z][0-9A-Za-z._-]*_([a-z]+)_([a-z0-9]+)\.mcpb$`)

// stamp makes the release's entry from the repository's: the version (as
// npm spells it) at the top and on the npm package, the image tagged with
// the version as given (as make image tags it), and each bundle at url
// with its sha256 (sums, by file name). The repository's entry must name
// agentty-mcp on npm, one image and a bundle for every platform the
// release builds, or stamp refuses it; a release's version (vX.Y.Z) must
// be the entry's own, so that the tagged commit says what it publishes.
func stamp(e serverEntry, version, url string, sums map[string]string) (serverEntry, error) {
	rel := npmVersion(version)
	if releaseTag.MatchString(version) && e.Version != rel {
		return e, fmt.Errorf("server.json says version %s but the release is %s: set its versions to %s first", e.Version, version, rel)
	}
	out := e
	out.Version = rel
	out.Packages = nil
	bundles := map[string]bool{}
	for _, p := range e.Packages {
		switch p.RegistryType {
		case "npm":
			if p.Identifier != npmName {
				return e, fmt.Errorf("server.json's npm package is %q, not %s", p.Identifier, npmName)
			}
			p.Version = rel
		case "oci":
			i := strings.LastIndexByte(p.Identifier, ':')
			if i < 0 || strings.Contains(p.Identifier[i:], "/") {
				return e, fmt.Errorf("server.json's image %q has no tag", p.Identifier)
			}
			p.Identifier = p.Identifier[:i+1] + version
		case "mcpb":
			m := bundleFile.FindStringSubmatch(path.Base(p.Identifier))
			if m == nil || !isPlatform(m[1], m[2]) || bundles[m[1]+"/"+m[2]] {
				return e, fmt.Errorf("server.json's bundle %q is not agentty_VERSION_OS_ARCH.mcpb of a platform the release builds, once", p.Identifier)
			}
			bundles[m[1]+"/"+m[2]] = true
			name := bundleName(version, m[1], m[2])
			sum, ok := sums[name]
			if !ok {
				return e, fmt.Errorf("no sum of %s", name)
			}
			p.Identifier = strings.TrimSuffix(url, "/") + "/" + name
			p.FileSHA256 = sum
		default:
			return e, fmt.Errorf("server.json names a %q package, which make dist does not make", p.RegistryType)
		}
		out.Packages = append(out.Packages, p)
	}
	if len(bundles) != len(platforms) {
		return e, fmt.Errorf("server.json names %d of the release's %d bundles", len(bundles), len(platforms))
	}
	return out, nil
}

func isPlatform(goos, arch string) bool {
	for _, p := range platforms {
		if p.OS == goos && p.Arch == arch {
			return true
		}
	}
	return false
}

// writeServerEntry writes dir/server.json, the entry to publish with
// mcp-publisher publish dist/server.json.
func writeServerEntry(dir string, e serverEntry) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(e); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "server.json"), b.Bytes(), 0o644)
}
