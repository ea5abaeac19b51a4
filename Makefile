# agentty's build. The release binaries are static (CGO_ENABLED=0), so each
# cross-compiles from any machine: `make release` builds all four into
# dist/. CI (.ci/run) builds them too, so a change that breaks one fails.

PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64
DIST      := dist

.PHONY: build release test clean

# The binary for this machine.
build:
	CGO_ENABLED=0 go build -trimpath -o agentty ./cmd/agentty

# dist/agentty-OS-ARCH for every supported platform.
release:
	@set -e; for p in $(PLATFORMS); do \
		os=$${p%/*}; arch=$${p#*/}; \
		echo "$(DIST)/agentty-$$os-$$arch"; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch go build -trimpath -o $(DIST)/agentty-$$os-$$arch ./cmd/agentty; \
	done

# What CI runs: packages, the cross builds and vets, both state backends.
test:
	bash .ci/run

clean:
	rm -rf $(DIST) agentty
