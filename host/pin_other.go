//go:build unix && !linux

package host

import (
	"net"

	"golang.org/x/sys/unix"
)

// pinPeer notes pid, the process that made c; there is no pidfd here, so a
// pid reused meanwhile is not told apart.
func pinPeer(_ *net.UnixConn, pid int) *peerPin {
	return &peerPin{pid: pid, fd: -1, gone: unix.Kill(pid, 0) != nil}
}

// alive reports whether a process pid still runs.
func (p *peerPin) alive() bool {
	return !p.gone && unix.Kill(p.pid, 0) == nil
}

func (p *peerPin) close() {}
