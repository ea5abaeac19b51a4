package host

import "net"

// peerUID returns the uid of the process at the other end of c, as the
// kernel recorded it when it connected (socketPeerUID asks the platform's
// kernel).
func peerUID(c *net.UnixConn) (int, error) {
	rc, err := c.SyscallConn()
	if err != nil {
		return -1, err
	}
	uid, cerr := -1, error(nil)
	if err := rc.Control(func(fd uintptr) { uid, cerr = socketPeerUID(int(fd)) }); err != nil {
		return -1, err
	}
	if cerr != nil {
		return -1, cerr
	}
	return uid, nil
}
