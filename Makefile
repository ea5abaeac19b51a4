# agentty's build: the one recipe of a static binary (bin), and what is
# made of it: the four release binaries (release), the release archives
# with the MCP Bundles, the npm packages, the Homebrew formula and the MCP
# Registry's entry (dist), the container image (image). Every binary is static (CGO_ENABLED=0), so each
# cross-compiles from any machine, and reports VERSION in agentty version.
#
#   make                                   ./agentty for this machine
#   make bin GOOS=linux GOARCH=arm64 OUT=path
#                                          one static binary, anywhere
#   make release                           dist/agentty-OS-ARCH, the four platforms
#   make dist [VERSION=v1.2.3]             dist/: archives, bundles (.mcpb), SHA256SUMS,
#                                          npm/, homebrew/, server.json
#   make image [VERSION=v1.2.3] [BASE=debian:bookworm-slim]
#                                          agentty:VERSION and agentty:latest
#
# CI (.ci/run) builds the four binaries too, so a change that breaks one
# fails.

PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64
DIST      := dist

# The version, as given: archive names and image tags spell it so; npm's
# packages drop its leading v, and a version that is no release (an
# untagged commit's hash) is 0.0.0-HASH there.
VERSION   ?= $(shell git describe --tags --always 2>/dev/null || echo dev)

# Where the Homebrew formula fetches the archives from, and where
# server.json says the bundles are.
RELEASE_URL ?= https://github.com/agentty/agentty/releases/download/$(VERSION)

# The image: its base, the architecture of its binary, the program that
# builds it (podman, else docker) and flags for that program's build
# (e.g. --runtime runc --ulimit nofile=4096:4096).
BASE        ?= debian:bookworm-slim
IMAGE_ARCH  ?= $(shell go env GOARCH)
CONTAINER   ?= $(shell command -v podman >/dev/null 2>&1 && echo podman || echo docker)
IMAGE_FLAGS ?=

# bin's defaults: this machine, ./agentty.
GOOS   ?= $(shell go env GOOS)
GOARCH ?= $(shell go env GOARCH)
OUT    ?= agentty

LDFLAGS := -s -w -X main.buildVersion=$(VERSION)

.PHONY: build bin release dist image test ci clean checkversion

space := $(subst ,, )

build:
	@$(MAKE) --no-print-directory bin GOOS=$(shell go env GOOS) GOARCH=$(shell go env GOARCH) OUT=agentty

# The one recipe of a binary: static, stripped, its paths trimmed, the
# version stamped (the revision is Go's VCS stamp).
bin: checkversion
	CGO_ENABLED=0 GOOS=$(GOOS) GOARCH=$(GOARCH) go build -trimpath -ldflags '$(LDFLAGS)' -o $(OUT) ./cmd/agentty

# dist/agentty-OS-ARCH for every supported platform (what agentty's
# --release-dir takes for machines of another platform).
release: checkversion
	@set -e; for p in $(PLATFORMS); do \
		$(MAKE) --no-print-directory bin GOOS=$${p%/*} GOARCH=$${p#*/} OUT=$(DIST)/agentty-$${p%/*}-$${p#*/}; \
	done

# The release: each binary in an archive and an MCP Bundle of its own,
# their sums, the npm packages, the Homebrew formula (the tap
# agentty/tap) and server.json stamped with the release (cmd/dist packs
# them, with no tool but Go's own library: tar, gzip, zip, sha256 and
# npm's tarballs). A release vX.Y.Z must be server.json's version.
dist: release
	go run ./cmd/dist -version '$(VERSION)' -dir $(DIST) -url '$(RELEASE_URL)' -server-json server.json

# The container image, from the Containerfile; its context holds the
# binary alone, so that the build pulls nothing but BASE.
image: checkversion
	@mkdir -p $(DIST)/image
	@$(MAKE) --no-print-directory bin GOOS=linux GOARCH=$(IMAGE_ARCH) OUT=$(DIST)/image/agentty
	$(CONTAINER) build $(IMAGE_FLAGS) --build-arg BASE=$(BASE) -t agentty:$(VERSION) -t agentty:latest -f Containerfile $(DIST)/image

# A version names files and image tags: letters, digits, '.', '_', '-'.
checkversion:
	@case '$(VERSION)' in \
		''|[!0-9A-Za-z]*|*[!0-9A-Za-z._-]*) echo "VERSION '$(VERSION)' must start with a letter or digit and hold only letters, digits, '.', '_' and '-'" >&2; exit 2;; \
	esac

# The tests, the README's test command (bash .ci/run installs the
# programs they drive first, then runs it): with the race detector, the
# two longest packages first (go test starts packages in the order
# named, two at a time on two cores; tools and cmd/agentty take 8 to 9
# minutes each, so the others fill the second core beside them); then,
# without it, the packages of pure functions (PURE: no goroutine of
# theirs shares memory, so the detector has nothing to find there, and
# it slows them tenfold: modes' 4,000 screens take 94 s under it, 9 s
# without), and the emulator again and the tools tests in RACEFREE:
# tests whose time goes to feeding or encoding megabytes in one
# goroutine skip themselves under the detector (sessiontest.RaceBuild).
PURE     := modes spell emulator/screen session/delta
RACEFREE := ^TestFarAnswersBounded$$
test:
	go test -race -count=1 -timeout 30m ./tools ./cmd/agentty \
		$$(go list ./... | grep -v -x -E '.*/($(subst $(space),|,$(PURE)))')
	go test -count=1 -timeout 10m $(addprefix ./,$(PURE)) ./emulator
	go test -count=1 -timeout 10m -run '$(RACEFREE)' ./tools

# What CI runs: the Debian packages the tests drive, the release
# binaries, vet and staticcheck, the tests, the benchmarks, and the
# tests again under the portable state backend.
ci:
	bash .ci/run

clean:
	rm -rf $(DIST) agentty
