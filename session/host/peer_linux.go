package host

import "golang.org/x/sys/unix"

// socketPeerUID returns the uid of the peer of the Unix socket fd
// (SO_PEERCRED).
func socketPeerUID(fd int) (int, error) {
	cred, err := unix.GetsockoptUcred(fd, unix.SOL_SOCKET, unix.SO_PEERCRED)
	if err != nil {
		return -1, err
	}
	return int(cred.Uid), nil
}
