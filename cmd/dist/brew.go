package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// tap is the Homebrew tap the formula is published in: the repository
// github.com/agentty/homebrew-tap holds it as Formula/agentty.rb, and
// brew install agentty/tap/agentty installs it.
const tap = "agentty/tap"

// writeFormula writes homebrew/agentty.rb: a formula that installs the
// archive of the machine's platform from url, checked by its sha256.
func writeFormula(dir, version, url string, archives []archive) error {
	find := func(goos, arch string) archive {
		for _, a := range archives {
			if a.OS == goos && a.Arch == arch {
				return a
			}
		}
		panic("no archive for " + goos + "/" + arch) // pack made one for every platform
	}
	base := strings.TrimSuffix(url, "/")
	block := func(indent, goos, arch string) string {
		a := find(goos, arch)
		return fmt.Sprintf("%surl \"%s/%s\"\n%ssha256 \"%s\"\n", indent, base, a.Name, indent, a.Sum)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `# The Homebrew formula of agentty %s, written by make dist: Formula/agentty.rb
# of the tap %s (github.com/%s), installed with brew install %s/agentty.
class Agentty < Formula
  desc "Real terminals for AI agents, as an MCP server"
  homepage "%s"
  version "%s"

  on_macos do
    on_arm do
%s    end
    on_intel do
%s    end
  end

  on_linux do
    on_arm do
%s    end
    on_intel do
%s    end
  end

  def install
    bin.install "agentty"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/agentty version")
  end
end
`, version, tap, tapRepo(), tap, homepage, strings.TrimPrefix(version, "v"),
		block("      ", "darwin", "arm64"), block("      ", "darwin", "amd64"),
		block("      ", "linux", "arm64"), block("      ", "linux", "amd64"))
	out := filepath.Join(dir, "homebrew")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "agentty.rb"), []byte(b.String()), 0o644)
}

// tapRepo is the GitHub repository of tap: OWNER/homebrew-NAME, as brew
// tap OWNER/NAME finds it.
func tapRepo() string {
	owner, name, _ := strings.Cut(tap, "/")
	return owner + "/homebrew-" + name
}
