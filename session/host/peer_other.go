//go:build unix && !linux && !darwin && !freebsd

package host

import (
	"fmt"
	"runtime"
)

// socketPeerUID refuses: on this system golang.org/x/sys reads no Unix
// socket peer's credentials, and the session host admits only processes it
// knows to be its own user's.
func socketPeerUID(int) (int, error) {
	return -1, fmt.Errorf("a Unix socket peer's uid cannot be read on %s: use agentty serve --standalone", runtime.GOOS)
}
