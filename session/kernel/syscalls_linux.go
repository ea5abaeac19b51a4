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

// The futex operations that sleep with a timeout (linux/futex.h): the
// operation's number is its argument's low bits, beside the flags.
const (
	futexWait          = 0
	futexLockPI        = 6
	futexWaitBitset    = 9
	futexWaitRequeuePI = 11
	futexLockPI2       = 13
	futexCmdMask       = 0x7f // past FUTEX_PRIVATE_FLAG (128) and FUTEX_CLOCK_REALTIME (256)
	futexClockRealtime = 256
)

// timedWait says where a system call that sleeps keeps its timeout: the
// argument's index and its form, and for a time to wake at, its clock;
// -1 when it has none. It knows the calls that wait for input (epoll,
// poll, select), for another thread (futex) and for time (nanosleep).
func timedWait(nr int, args [6]uint64) (int, timeoutForm, int32) {
	switch nr {
	case unix.SYS_EPOLL_PWAIT:
		return 3, inMillis, 0
	case unix.SYS_PPOLL:
		return 2, atTimespec, 0
	case unix.SYS_EPOLL_PWAIT2:
		return 3, atTimespec, 0
	case unix.SYS_PSELECT6:
		return 4, atTimespec, 0
	case unix.SYS_NANOSLEEP:
		return 0, atTimespec, 0
	case unix.SYS_CLOCK_NANOSLEEP: // (clock, flags, request, remain)
		if args[1]&unix.TIMER_ABSTIME != 0 {
			return 2, untilTimespec, int32(args[0])
		}
		return 2, atTimespec, 0
	case unix.SYS_FUTEX: // (uaddr, op, val, timeout, uaddr2, val3)
		clock := int32(unix.CLOCK_MONOTONIC)
		if args[1]&futexClockRealtime != 0 {
			clock = unix.CLOCK_REALTIME
		}
		switch args[1] & futexCmdMask {
		case futexWait:
			return 3, atTimespec, 0
		case futexWaitBitset, futexWaitRequeuePI, futexLockPI2:
			return 3, untilTimespec, clock
		case futexLockPI:
			return 3, untilTimespec, unix.CLOCK_REALTIME
		}
		return -1, 0, 0
	case unix.SYS_FUTEX_WAITV: // (waiters, count, flags, timeout, clock)
		return 3, untilTimespec, int32(args[4])
	}
	i, form := oldTimeoutArg(nr)
	return i, form, 0
}
