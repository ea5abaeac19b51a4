package host

import "golang.org/x/sys/unix"

// socketPeerCred returns the uid of the peer of the Unix socket fd
// (LOCAL_PEERCRED, as getpeereid reads it); golang.org/x/sys does not give
// the peer's pid here, so pid is 0: the host cannot tell a session's
// program from the user's other processes, and refuses it (peer.judge).
func socketPeerCred(fd int) (uid, pid int, err error) {
	cred, err := unix.GetsockoptXucred(fd, unix.SOL_LOCAL, unix.LOCAL_PEERCRED)
	if err != nil {
		return -1, 0, err
	}
	return int(cred.Uid), 0, nil
}

// unknownPeer says why there is no pid.
const unknownPeer = "FreeBSD's LOCAL_PEERCRED, as golang.org/x/sys reads it, gives no pid"
