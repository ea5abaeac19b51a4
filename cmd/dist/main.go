// Command dist packs agentty's release from the binaries make release
// built (DIR/agentty-OS-ARCH), with Go's own library and no other tool:
//
//   - DIR/agentty_VERSION_OS_ARCH.tar.gz, the binary alone at the top of
//     each (named agentty), for every platform;
//   - DIR/agentty_VERSION_OS_ARCH.mcpb, an MCP Bundle for every platform
//     (manifest.json and server/agentty), what Claude Desktop installs in
//     one step;
//   - DIR/SHA256SUMS, the archives' and bundles' sums as sha256sum -c
//     reads them;
//   - DIR/npm/: the package agentty-mcp, whose command agentty runs the
//     binary of the platform's package, agentty-mcp-OS-CPU (os linux or
//     darwin, cpu x64 or arm64: npm's names), one per platform, each
//     declaring its os and cpu and listed by agentty-mcp as an optional
//     dependency, so npm installs the one that fits and nothing is
//     downloaded by a script (the way esbuild and biome ship theirs); packed
//     as npm pack packs them (NAME-VERSION.tgz), ready for npm publish;
//   - DIR/homebrew/agentty.rb, the formula naming the archives under
//     -url, with their sums, for the tap agentty/tap;
//   - DIR/server.json, the MCP Registry's entry: the repository's
//     server.json (-server-json) with the release's version and each
//     bundle's URL under -url and sha256, for mcp-publisher publish.
//
// Usage (make dist runs it):
//
//	go run ./cmd/dist -version v1.2.3 -dir dist -url https://github.com/agentty/agentty/releases/download/v1.2.3 -server-json server.json
//
// The version is spelled as given in the archives' names; npm takes it
// without its leading v, and a version that is not semver (an untagged
// commit's hash, as git describe --always gives it) becomes
// 0.0.0-HASH there. Everything written is the same for the same binaries:
// the archives' times are npm's fixed one, their owners root.
package main

import (
	"flag"
	"fmt"
	"os"
)

// platforms are the release's, as Go names them.
var platforms = []struct{ OS, Arch string }{
	{"linux", "amd64"}, {"linux", "arm64"}, {"darwin", "amd64"}, {"darwin", "arm64"},
}

func main() {
	fs := flag.NewFlagSet("dist", flag.ExitOnError)
	version := fs.String("version", "", "the release's version, as archive names spell it (e.g. v1.2.3)")
	dir := fs.String("dir", "dist", "the directory holding agentty-OS-ARCH, where the release is written")
	url := fs.String("url", "", "where the archives and bundles are downloaded from (the Homebrew formula's and server.json's URLs)")
	entry := fs.String("server-json", "server.json", "the MCP Registry's entry of agentty, which the release's server.json stamps")
	_ = fs.Parse(os.Args[1:])
	if err := pack(*dir, *version, *url, *entry); err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

// pack writes the release into dir from the binaries there and the
// Registry's entry in file.
func pack(dir, version, url, file string) error {
	if err := checkVersion(version); err != nil {
		return err
	}
	if url == "" {
		return fmt.Errorf("-url is empty: give the address the archives are downloaded from")
	}
	entry, err := readServerEntry(file)
	if err != nil {
		return err
	}
	var archives []archive
	for _, p := range platforms {
		a, err := writeArchive(dir, version, p.OS, p.Arch)
		if err != nil {
			return err
		}
		archives = append(archives, a)
	}
	// The bundles carry the entry's description; the entry carries their
	// sums.
	sums := map[string]string{}
	files := archives
	for _, p := range platforms {
		name, sum, err := writeBundle(dir, entry, version, p.OS, p.Arch)
		if err != nil {
			return err
		}
		sums[name] = sum
		files = append(files, archive{OS: p.OS, Arch: p.Arch, Name: name, Sum: sum})
	}
	release, err := stamp(entry, version, url, sums)
	if err != nil {
		return err
	}
	if err := writeSums(dir, files); err != nil {
		return err
	}
	if err := writeNPM(dir, npmVersion(version), entry.Name); err != nil {
		return err
	}
	if err := writeFormula(dir, version, url, archives); err != nil {
		return err
	}
	return writeServerEntry(dir, release)
}
