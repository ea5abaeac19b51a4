package host

import (
	"bytes"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// socketPeerCred returns the uid and pid of the peer of the Unix socket fd
// (SO_PEERCRED).
func socketPeerCred(fd int) (uid, pid int, err error) {
	cred, err := unix.GetsockoptUcred(fd, unix.SOL_SOCKET, unix.SO_PEERCRED)
	if err != nil {
		return -1, 0, err
	}
	return int(cred.Uid), int(cred.Pid), nil
}

// pinPeer opens a pidfd for pid: while it says the process lives, pid
// names that process and no other.
func pinPeer(pid int) *peerPin {
	p := &peerPin{pid: pid, fd: -1}
	fd, err := unix.PidfdOpen(pid, 0)
	switch {
	case err == nil:
		p.fd = fd
	case err != unix.ENOSYS:
		p.gone = true
	}
	return p
}

// alive reports whether the pinned process still runs (a zombie does
// not). Without pidfds (Linux before 5.3) a pid reused meanwhile is not
// told apart.
func (p *peerPin) alive() bool {
	if p.gone || p.fd >= 0 && unix.PidfdSendSignal(p.fd, 0, nil, 0) != nil {
		return false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(p.pid) + "/stat")
	if err != nil {
		return false
	}
	i := bytes.LastIndexByte(b, ')')
	return i >= 0 && i+2 < len(b) && b[i+2] != 'Z'
}

func (p *peerPin) close() {
	if p.fd >= 0 {
		_ = unix.Close(p.fd)
	}
}

// unknownPeer says why SO_PEERCRED gives no pid: the process is in a pid
// namespace this host does not see (a container's).
const unknownPeer = "it runs in a pid namespace this host does not see"
