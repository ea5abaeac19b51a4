package host

import (
	"net"
	"sync"
)

// peerCred returns the uid and pid of the process at the other end of c,
// as the kernel recorded them when it connected (socketPeerCred asks the
// platform's kernel). pid is 0 when the kernel does not say.
func peerCred(c *net.UnixConn) (uid, pid int, err error) {
	rc, err := c.SyscallConn()
	if err != nil {
		return -1, 0, err
	}
	var cerr error
	uid = -1
	if err := rc.Control(func(fd uintptr) { uid, pid, cerr = socketPeerCred(int(fd)) }); err != nil {
		return -1, 0, err
	}
	if cerr != nil {
		return -1, 0, cerr
	}
	return uid, pid, nil
}

// peerPin holds on to the process that made a connection, so that what is
// read of pid later is known to be that process's (peer_linux.go: a pidfd)
// and a connection whose maker has gone is not served: a session's program
// could otherwise connect, hand the connection to its child and exit, and
// the pid be another process's by the first request.
type peerPin struct {
	pid  int
	fd   int  // a pidfd, -1 where there is none
	gone bool // the process had ended when it was pinned
	once sync.Once
}

// release lets the process go; it is safe to call more than once.
func (p *peerPin) release() {
	p.once.Do(func() { p.close() })
}
