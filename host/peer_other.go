//go:build unix && !linux && !darwin && !freebsd

package host

import (
	"fmt"
	"runtime"
)

// socketPeerCred refuses: on this system golang.org/x/sys reads no Unix
// socket peer's credentials, and the session host admits only processes it
// knows to be its own user's.
func socketPeerCred(int) (uid, pid int, err error) {
	return -1, 0, fmt.Errorf("a Unix socket peer's uid cannot be read on %s: use agentty serve --standalone", runtime.GOOS)
}

const unknownPeer = "this system does not say"
