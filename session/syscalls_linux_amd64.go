package session

import "golang.org/x/sys/unix"

func syscallKind(nr int) scKind {
	switch nr {
	case unix.SYS_READ, unix.SYS_READV, unix.SYS_PREAD64, unix.SYS_PREADV, unix.SYS_PREADV2:
		return scRead
	case unix.SYS_POLL, unix.SYS_PPOLL:
		return scPoll
	case unix.SYS_SELECT, unix.SYS_PSELECT6:
		return scSelect
	case unix.SYS_EPOLL_WAIT, unix.SYS_EPOLL_PWAIT, unix.SYS_EPOLL_PWAIT2:
		return scEpoll
	}
	return scOther
}

// timeoutArg says where a system call that waits for input keeps its
// timeout: the argument's index and its form; -1 when it has none.
func timeoutArg(nr int) (int, timeoutForm) {
	switch nr {
	case unix.SYS_POLL:
		return 2, inMillis
	case unix.SYS_EPOLL_WAIT, unix.SYS_EPOLL_PWAIT:
		return 3, inMillis
	case unix.SYS_PPOLL:
		return 2, atTimespec
	case unix.SYS_EPOLL_PWAIT2:
		return 3, atTimespec
	case unix.SYS_PSELECT6:
		return 4, atTimespec
	case unix.SYS_SELECT:
		return 4, atTimeval
	}
	return -1, 0
}
