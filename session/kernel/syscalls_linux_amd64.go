package kernel

import "golang.org/x/sys/unix"

// oldSyscallKind sorts amd64's older calls that wait for input: poll,
// select and epoll_wait.
func oldSyscallKind(nr int) scKind {
	switch nr {
	case unix.SYS_POLL:
		return scPoll
	case unix.SYS_SELECT:
		return scSelect
	case unix.SYS_EPOLL_WAIT:
		return scEpoll
	}
	return scOther
}

// oldTimeoutArg is timeoutArg for amd64's older calls.
func oldTimeoutArg(nr int) (int, timeoutForm) {
	switch nr {
	case unix.SYS_POLL:
		return 2, inMillis
	case unix.SYS_EPOLL_WAIT:
		return 3, inMillis
	case unix.SYS_SELECT:
		return 4, atTimeval
	}
	return -1, 0
}
