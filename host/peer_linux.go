package host

import (
	"bytes"
	"errors"
	"net"
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

// pinPeer holds on to the process that made connection c, pid as
// SO_PEERCRED gave it: the pidfd the kernel made of that process when it
// connected (SO_PEERPIDFD, Linux 6.5), else one opened for pid now. The
// first is that process whether or not pid is another's by now: a
// session's program that connects, hands the connection to its child and
// exits leaves a pin that is not alive, even when its pid went to another
// process before the connection was accepted. The second (older kernels)
// tells that apart only from the moment it is opened.
func pinPeer(c *net.UnixConn, pid int) *peerPin {
	p := &peerPin{pid: pid, fd: -1}
	fd, err := peerPidfd(c)
	switch {
	case err == nil:
		p.fd = fd
		return p
	case !errors.Is(err, unix.ENOPROTOOPT):
		p.gone = true // the kernel keeps no such process: it ended
		return p
	}
	fd, err = unix.PidfdOpen(pid, 0)
	switch {
	case err == nil:
		p.fd = fd
	case err != unix.ENOSYS:
		p.gone = true
	}
	return p
}

// peerPidfd returns the pidfd of the process that made connection c
// (SO_PEERPIDFD); ENOPROTOOPT where the kernel has none.
func peerPidfd(c *net.UnixConn) (int, error) {
	rc, err := c.SyscallConn()
	if err != nil {
		return -1, err
	}
	fd, gerr := -1, error(nil)
	if err := rc.Control(func(s uintptr) { fd, gerr = unix.GetsockoptInt(int(s), unix.SOL_SOCKET, unix.SO_PEERPIDFD) }); err != nil {
		return -1, err
	}
	return fd, gerr
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
