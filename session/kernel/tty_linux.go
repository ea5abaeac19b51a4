package kernel

import (
	"errors"
	"fmt"

	"golang.org/x/sys/unix"
)

const (
	ioctlGetTermios = unix.TCGETS
	ioctlInputQueue = unix.TIOCINQ
)

// drainMax bounds how much input DiscardInput reads: input that keeps
// coming as it reads is not input that waited.
const drainMax = 1 << 20

// DiscardInput discards the input waiting for the program that it has not
// read, including input still crossing the PTY, and returns how many bytes
// it discarded; its error is the flush's (tcflush TCIFLUSH). fd is the
// slave.
//
// Input written to the master reaches the line discipline through a
// kernel work queue, which a poll flushes only while nothing waits
// (PendingInput): with keys waiting, a count of the queue misses those
// written just before, and tcflush discards them uncounted. A read
// flushes that work before it finds the queue empty (n_tty_read), so the
// input is discarded by reading it, on a description of the slave of its
// own (/proc/self/fd), non-blocking, that the program does not share:
// what the reads return is what was discarded. A read finds nothing while
// the program is inside a read of its own (it holds the line discipline's
// read lock), and input then waits only for less than the program asked
// for: what is left is counted and flushed.
func DiscardInput(fd int) (int, error) {
	n := 0
	own, err := unix.Open(fmt.Sprintf("/proc/self/fd/%d", fd), unix.O_RDONLY|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err == nil { // else (no /proc, a terminal opened exclusively) the flush does it all
		n = drain(own)
		_ = unix.Close(own)
	}
	left := PendingInput(fd)
	if err := unix.IoctlSetInt(fd, unix.TCFLSH, unix.TCIFLUSH); err != nil {
		return n, err
	}
	return n + left, nil
}

// drain reads fd, non-blocking, until it finds nothing (or drainMax), and
// returns how many bytes it read.
func drain(fd int) int {
	buf := make([]byte, 4096)
	n := 0
	for n < drainMax {
		m, err := unix.Read(fd, buf)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if m <= 0 {
			break
		}
		n += m
	}
	return n
}
