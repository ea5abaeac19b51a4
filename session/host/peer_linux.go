package host

import "golang.org/x/sys/unix"

// socketPeerCred returns the uid and pid of the peer of the Unix socket fd
// (SO_PEERCRED).
func socketPeerCred(fd int) (uid, pid int, err error) {
	cred, err := unix.GetsockoptUcred(fd, unix.SOL_SOCKET, unix.SO_PEERCRED)
	if err != nil {
		return -1, 0, err
	}
	return int(cred.Uid), int(cred.Pid), nil
}
