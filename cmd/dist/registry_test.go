package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/registry/pkg/model"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// registrySchema is the MCP Registry's server.json schema of the version
// the Registry's sources call current (2025-12-11), taken from those
// sources as the module proxy serves them (the module is in go.mod, its
// sum in go.sum): the file the Registry itself validates with.
func registrySchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	if model.CurrentSchemaVersion != "2025-12-11" {
		t.Fatalf("the Registry's current schema is %s; server.json and this test are written for 2025-12-11", model.CurrentSchemaVersion)
	}
	list := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/modelcontextprotocol/registry")
	list.Dir = repoRoot(t)
	out, err := list.Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		t.Fatalf("go list -m github.com/modelcontextprotocol/registry: %q %v", out, err)
	}
	file := filepath.Join(dir, "internal", "validators", "schemas", model.CurrentSchemaVersion+".json")
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if id, _ := doc.(map[string]any)["$id"].(string); id != model.CurrentSchemaURL {
		t.Fatalf("%s is the schema %q, not %s", file, id, model.CurrentSchemaURL)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(model.CurrentSchemaURL, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(model.CurrentSchemaURL)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// validEntry checks a server.json against the schema and the Registry's
// publishing rules, and returns it decoded.
func validEntry(t *testing.T, schema *jsonschema.Schema, file string, release bool) map[string]any {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if err := schema.Validate(doc); err != nil {
		t.Fatalf("%s against the Registry's schema %s:\n%v", file, model.CurrentSchemaVersion, err)
	}
	var e map[string]any
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatal(err)
	}
	for _, p := range publishingProblems(e, release) {
		t.Errorf("%s: %s", file, p)
	}
	return e
}

// The Registry's publishing rules beyond its schema (its validators, and
// the ownership and package checks publish makes), as they apply to the
// channels agentty has: a name in reverse-DNS form with one slash whose
// namespace the publisher proves (io.github.OWNER for the repository's
// owner), a description of at most 100 characters, exact versions (no
// range, no "latest"), an npm package of registry.npmjs.org with a
// version, an image of an allowed registry tagged in its identifier, and
// bundles on GitHub or GitLab releases whose URL says mcp, each with its
// sha256 once it is the release's (release).
var (
	serverName   = regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]/[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]$`)
	versionRange = regexp.MustCompile(`^\s*(\^|~|>=|<=|>|<|=)|\|\||\s-\s|(^|\.)(x|X|\*)(\.|-|$)`)
	imageTag     = regexp.MustCompile(`^(ghcr\.io|docker\.io|quay\.io|mcr\.microsoft\.com|[a-z0-9.-]+\.pkg\.dev|[a-z0-9.-]+\.azurecr\.io)/[a-z0-9._/-]+:[A-Za-z0-9_][A-Za-z0-9._-]*$`)
	sha256Hex    = regexp.MustCompile(`^[a-f0-9]{64}$`)
)

func publishingProblems(e map[string]any, release bool) []string {
	var out []string
	bad := func(f string, args ...any) { out = append(out, fmt.Sprintf(f, args...)) }
	str := func(m map[string]any, k string) string { s, _ := m[k].(string); return s }
	exact := func(where, v string) {
		if v == "latest" || versionRange.MatchString(v) {
			bad("%s: version %q is not one exact version", where, v)
		}
	}

	name := str(e, "name")
	if !serverName.MatchString(name) || strings.Count(name, "/") != 1 {
		bad("name %q is not NAMESPACE/NAME in reverse-DNS form", name)
	}
	repo, _ := e["repository"].(map[string]any)
	if u, err := url.Parse(str(repo, "url")); err != nil || u.Host != "github.com" || str(repo, "source") != "github" {
		bad("repository %v is not a GitHub repository", repo)
	} else if owner := strings.Split(strings.Trim(u.Path, "/"), "/")[0]; !strings.HasPrefix(name, "io.github."+owner+"/") {
		bad("name %q is not in io.github.%s, the namespace the repository's owner proves", name, owner)
	}
	if d := str(e, "description"); d == "" || len([]rune(d)) > 100 {
		bad("description of %d characters (1 to 100)", len([]rune(d)))
	}
	if w := str(e, "websiteUrl"); w != "" && !strings.HasPrefix(w, "https://") {
		bad("websiteUrl %q is not https", w)
	}
	exact("version", str(e, "version"))
	pkgs, _ := e["packages"].([]any)
	if len(pkgs) == 0 {
		bad("no packages")
	}
	for i, raw := range pkgs {
		p, _ := raw.(map[string]any)
		where := fmt.Sprintf("packages[%d] (%s)", i, str(p, "registryType"))
		id := str(p, "identifier")
		if strings.ContainsAny(id, " \t") {
			bad("%s: identifier %q has spaces", where, id)
		}
		if tr, _ := p["transport"].(map[string]any); str(tr, "type") != "stdio" || str(tr, "url") != "" {
			bad("%s: transport %v is not stdio without a url", where, tr)
		}
		for _, key := range []string{"runtimeArguments", "packageArguments"} {
			args, _ := p[key].([]any)
			for _, a := range args {
				arg, _ := a.(map[string]any)
				switch str(arg, "type") {
				case "named":
					n := str(arg, "name")
					if n == "" || strings.ContainsAny(n, "<> $") || (str(arg, "value") != "" && strings.HasPrefix(str(arg, "value"), n)) {
						bad("%s: %s: named argument %v", where, key, arg)
					}
				case "positional":
					if _, ok := arg["value"]; !ok && str(arg, "valueHint") == "" {
						bad("%s: %s: positional argument with no value or valueHint", where, key)
					}
				default:
					bad("%s: %s: argument of type %q", where, key, str(arg, "type"))
				}
			}
		}
		switch str(p, "registryType") {
		case "npm":
			if base := str(p, "registryBaseUrl"); base != "" && base != "https://registry.npmjs.org" {
				bad("%s: registryBaseUrl %q", where, base)
			}
			if id == "" || str(p, "version") == "" || str(p, "fileSha256") != "" {
				bad("%s: needs an identifier and a version, and no fileSha256", where)
			}
			exact(where, str(p, "version"))
		case "oci":
			if str(p, "registryBaseUrl") != "" || str(p, "version") != "" || str(p, "fileSha256") != "" {
				bad("%s: an image has its registry and tag in its identifier, and no fileSha256", where)
			}
			if !imageTag.MatchString(id) {
				bad("%s: %q is not REGISTRY/NAME:TAG of an allowed registry", where, id)
			}
			exact(where, id[strings.LastIndexByte(id, ':')+1:])
		case "mcpb":
			u, err := url.Parse(id)
			if err != nil || u.Scheme != "https" || (u.Host != "github.com" && u.Host != "gitlab.com") || !strings.Contains(strings.ToLower(id), "mcp") || str(p, "registryBaseUrl") != "" {
				bad("%s: %q is not an https URL of a GitHub or GitLab release naming mcp", where, id)
			}
			if s := str(p, "fileSha256"); (release && s == "") || (s != "" && !sha256Hex.MatchString(s)) {
				bad("%s: fileSha256 %q", where, s)
			}
		default:
			bad("%s: a registry type agentty does not publish to", where)
		}
	}
	return out
}

// The checker of the rules finds what it is for.
func TestPublishingProblems(t *testing.T) {
	good := func() map[string]any {
		var e map[string]any
		b, err := os.ReadFile(filepath.Join(repoRoot(t), "server.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &e); err != nil {
			t.Fatal(err)
		}
		return e
	}
	if p := publishingProblems(good(), false); len(p) != 0 {
		t.Fatalf("server.json: %v", p)
	}
	pkg := func(e map[string]any, i int) map[string]any { return e["packages"].([]any)[i].(map[string]any) }
	for _, c := range []struct {
		name   string
		break_ func(e map[string]any)
	}{
		{"two slashes", func(e map[string]any) { e["name"] = "io.github.agentty/agentty/x" }},
		{"another owner's namespace", func(e map[string]any) { e["name"] = "io.github.someone/agentty" }},
		{"long description", func(e map[string]any) { e["description"] = strings.Repeat("x", 101) }},
		{"latest", func(e map[string]any) { e["version"] = "latest" }},
		{"a range", func(e map[string]any) { pkg(e, 0)["version"] = "^0.1.0" }},
		{"a wildcard", func(e map[string]any) { pkg(e, 0)["version"] = "0.1.x" }},
		{"an image without a tag", func(e map[string]any) { pkg(e, 1)["identifier"] = "ghcr.io/agentty/agentty" }},
		{"an image with a version field", func(e map[string]any) { pkg(e, 1)["version"] = "0.1.0" }},
		{"a bundle elsewhere", func(e map[string]any) { pkg(e, 2)["identifier"] = "https://example.com/agentty.mcpb" }},
		{"a named argument with a value in its name", func(e map[string]any) {
			pkg(e, 1)["runtimeArguments"].([]any)[0].(map[string]any)["name"] = "-v {project}:/work"
		}},
	} {
		e := good()
		c.break_(e)
		if len(publishingProblems(e, false)) == 0 {
			t.Errorf("%s: no problem found", c.name)
		}
	}
	if len(publishingProblems(good(), true)) == 0 {
		t.Error("a release's bundles without fileSha256: no problem found")
	}
}

// server.json at the repository's root is valid against the Registry's
// schema and its rules; it is the entry a release of its own version
// publishes (make dist stamps it as it is, adding the bundles' sums); and
// the channels prove it theirs: the npm package's mcpName (TestDist
// reads it from the tarball) and the image's label name it.
func TestServerJSON(t *testing.T) {
	root := repoRoot(t)
	file := filepath.Join(root, "server.json")
	schema := registrySchema(t)
	e := validEntry(t, schema, file, false)
	// The schema is the one that refuses: a name of two slashes, a long
	// description, an entry without a version, a package without a
	// transport.
	for _, bad := range []func(m map[string]any){
		func(m map[string]any) { m["name"] = "io.github.agentty/agentty/x" },
		func(m map[string]any) { m["description"] = strings.Repeat("x", 101) },
		func(m map[string]any) { delete(m, "version") },
		func(m map[string]any) { delete(m["packages"].([]any)[0].(map[string]any), "transport") },
	} {
		var m map[string]any
		b, _ := json.Marshal(e)
		_ = json.Unmarshal(b, &m)
		bad(m)
		b, _ = json.Marshal(m)
		doc, _ := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if schema.Validate(doc) == nil {
			t.Errorf("the schema took %s", b)
		}
	}
	if e["$schema"] != model.CurrentSchemaURL {
		t.Errorf("$schema %v, not %s", e["$schema"], model.CurrentSchemaURL)
	}

	entry, err := readServerEntry(file)
	if err != nil {
		t.Fatal(err)
	}
	version := "v" + entry.Version
	sums := map[string]string{}
	want := entry
	want.Packages = append([]registryPkg(nil), entry.Packages...)
	for i, p := range want.Packages {
		if p.RegistryType == "mcpb" {
			h := sha256.Sum256([]byte(p.Identifier))
			sum := hex.EncodeToString(h[:])
			sums[path.Base(p.Identifier)] = sum
			want.Packages[i].FileSHA256 = sum
		}
	}
	got, err := stamp(entry, version, "https://github.com/agentty/agentty/releases/download/"+version, sums)
	if err != nil {
		t.Fatal(err)
	}
	gb, _ := json.Marshal(got)
	wb, _ := json.Marshal(want)
	if !bytes.Equal(gb, wb) {
		t.Errorf("the release %s would publish\n%s\nnot server.json's\n%s", version, gb, wb)
	}

	cf, err := os.ReadFile(filepath.Join(root, "Containerfile"))
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`(?m)^LABEL io\.modelcontextprotocol\.server\.name="([^"]+)"`).FindSubmatch(cf); m == nil || string(m[1]) != entry.Name {
		t.Errorf("the Containerfile labels the image %q, not %s", m, entry.Name)
	}
}

// make dist stamps server.json for the release: its version (npm's
// spelling of the release's), the npm package's, the image's tag, and a
// bundle for every platform at the release's URL with the sha256 of the
// file make dist wrote. It is valid as one to publish.
func TestReleaseServerJSON(t *testing.T) {
	dist := release(t)
	e := validEntry(t, registrySchema(t), filepath.Join(dist, "server.json"), true)
	want := npmVersion(testVersion)
	if e["version"] != want {
		t.Errorf("version %v, not the release's %s", e["version"], want)
	}
	bundles := 0
	for _, raw := range e["packages"].([]any) {
		p := raw.(map[string]any)
		id, _ := p["identifier"].(string)
		switch p["registryType"] {
		case "npm":
			if p["version"] != want {
				t.Errorf("the npm package's version %v", p["version"])
			}
		case "oci":
			if !strings.HasSuffix(id, ":"+testVersion) {
				t.Errorf("the image %s is not tagged %s", id, testVersion)
			}
		case "mcpb":
			bundles++
			prefix := "https://github.com/agentty/agentty/releases/download/" + testVersion + "/"
			b, err := os.ReadFile(filepath.Join(dist, strings.TrimPrefix(id, prefix)))
			if !strings.HasPrefix(id, prefix) || err != nil {
				t.Errorf("the bundle %s is not one make dist wrote under %s: %v", id, prefix, err)
				continue
			}
			if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != p["fileSha256"] {
				t.Errorf("the bundle %s's fileSha256 is not its sum", id)
			}
		}
	}
	if bundles != len(platforms) {
		t.Errorf("%d bundles", bundles)
	}
}

// stamp refuses what it cannot make a release's entry of.
func TestStampRefuses(t *testing.T) {
	entry, err := readServerEntry(filepath.Join(repoRoot(t), "server.json"))
	if err != nil {
		t.Fatal(err)
	}
	sums := map[string]string{}
	for _, p := range platforms {
		sums[bundleName("v9.9.9", p.OS, p.Arch)] = strings.Repeat("0", 64)
	}
	if _, err := stamp(entry, "v9.9.9", "https://github.com/agentty/agentty/releases/download/v9.9.9", sums); err == nil || !strings.Contains(err.Error(), "set its versions to 9.9.9") {
		t.Errorf("a release of another version than server.json's: %v", err)
	}
	less := entry
	less.Packages = entry.Packages[:len(entry.Packages)-1]
	if _, err := stamp(less, "v0.0.0-x", "https://x/y", map[string]string{}); err == nil {
		t.Error("server.json without a platform's bundle was stamped")
	}
	other := entry
	other.Packages = append([]registryPkg{{RegistryType: "pypi", Identifier: "agentty"}}, entry.Packages...)
	if _, err := stamp(other, "v0.0.0-x", "https://x/y", map[string]string{}); err == nil {
		t.Error("server.json with a pypi package was stamped")
	}
}
