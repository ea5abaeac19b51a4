package host

import "golang.org/x/sys/unix"

// socketPeerCred returns the uid (LOCAL_PEERCRED) and pid (LOCAL_PEERPID)
// of the peer of the Unix socket fd.
func socketPeerCred(fd int) (uid, pid int, err error) {
	cred, err := unix.GetsockoptXucred(fd, unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
	if err != nil {
		return -1, 0, err
	}
	pid, err = unix.GetsockoptInt(fd, unix.SOL_LOCAL, unix.LOCAL_PEERPID)
	if err != nil {
		return -1, 0, err
	}
	return int(cred.Uid), pid, nil
}

// unknownPeer says why LOCAL_PEERPID gives no pid.
const unknownPeer = "macOS gave no pid for it"
