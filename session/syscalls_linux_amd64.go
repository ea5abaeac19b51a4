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
