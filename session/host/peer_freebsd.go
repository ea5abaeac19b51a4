package host

import "golang.org/x/sys/unix"

// socketPeerUID returns the uid of the peer of the Unix socket fd
// (LOCAL_PEERCRED, as getpeereid reads it).
func socketPeerUID(fd int) (int, error) {
	cred, err := unix.GetsockoptXucred(fd, unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
	if err != nil {
		return -1, err
	}
	return int(cred.Uid), nil
}
