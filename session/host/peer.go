package host

import "net"

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
