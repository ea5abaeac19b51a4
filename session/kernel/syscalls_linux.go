package kernel

import "golang.org/x/sys/unix"

// syscallKind sorts the system calls a program waits for input in. Every
// architecture has the p-variants of poll and select; amd64 also has the
// older calls (oldSyscallKind).
func syscallKind(nr int) scKind {
	switch nr {
	case unix.SYS_READ, unix.SYS_READV, unix.SYS_PREAD64, unix.SYS_PREADV, unix.SYS_PREADV2:
		return scRead
	case unix.SYS_PPOLL:
		return scPoll
	case unix.SYS_PSELECT6:
		return scSelect
	case unix.SYS_EPOLL_PWAIT, unix.SYS_EPOLL_PWAIT2:
		return scEpoll
	}
	return oldSyscallKind(nr)
}

// timeoutArg says where a system call that waits for input keeps its
// timeout: the argument's index and its form; -1 when it has none.
func timeoutArg(nr int) (int, timeoutForm) {
	switch nr {
	case unix.SYS_EPOLL_PWAIT:
		return 3, inMillis
	case unix.SYS_PPOLL:
		return 2, atTimespec
	case unix.SYS_EPOLL_PWAIT2:
		return 3, atTimespec
	case unix.SYS_PSELECT6:
		return 4, atTimespec
	}
	return oldTimeoutArg(nr)
}
