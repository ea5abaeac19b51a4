package kernel

import (
	"time"

	"golang.org/x/sys/unix"
)

// CoarseTimer is the least time a Go timer sleeps on Linux when nothing
// else wakes the process: the runtime waits for its timers in
// epoll_wait, whose timeout is in whole milliseconds, and rounds a
// shorter one up to a millisecond (runtime/netpoll_epoll.go). A settle's
// margin of a fraction of that took a millisecond or more.
const CoarseTimer = time.Millisecond

// SleepShort sleeps for d, at most about CoarseTimer, in nanosleep(2), which
// the kernel's high-resolution timers end on time (give or take the
// thread's timer slack, 50 µs). The goroutine's thread sleeps in the
// system call meanwhile, as in any blocking one.
func SleepShort(d time.Duration) {
	ts := unix.NsecToTimespec(int64(d))
	for unix.Nanosleep(&ts, &ts) == unix.EINTR {
	}
}
