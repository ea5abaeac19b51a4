//go:build !linux

package kernel

import (
	"errors"
	"fmt"
	"net/netip"
	"runtime"
)

// FindTCPPeer cannot say who is at the other end of a TCP connection
// here: no table of the system's sockets shows the process that holds
// one.
func FindTCPPeer(local, remote netip.AddrPort) (TCPPeer, error) {
	return TCPPeer{UID: -1}, fmt.Errorf("%w: %s does not tell which process holds the other end of a TCP connection (%w)", ErrUnknownProcess, runtime.GOOS, errors.ErrUnsupported)
}
