package kernel

import "golang.org/x/sys/unix"

// This file reads the terminal's side of the state, the same way on every
// Unix: its foreground process group, its termios flags and its input
// queue. The ioctl numbers that differ are in tty_linux.go and tty_bsd.go.

// TermiosFlags reads ECHO and ICANON from the terminal.
func TermiosFlags(fd int) (echo, canonical, ok bool) {
	t, err := unix.IoctlGetTermios(fd, ioctlGetTermios)
	if err != nil {
		return false, false, false
	}
	return t.Lflag&unix.ECHO != 0, t.Lflag&unix.ICANON != 0, true
}

// ForegroundGroup returns the foreground process group of the terminal whose master
// is fd (Linux, macOS and FreeBSD answer it on the master for a server whose
// controlling terminal it is not), or 0.
func ForegroundGroup(fd int) int {
	pgrp, err := unix.IoctlGetInt(fd, unix.TIOCGPGRP)
	if err != nil {
		return 0
	}
	return pgrp
}

// PendingInput returns how many bytes of input wait in the terminal's line
// discipline for the program to read (complete lines only in canonical
// mode). fd is the slave. Input written to the master crosses Linux's PTY
// in a kernel work queue; a poll of the slave (n_tty_poll) flushes that
// work first while nothing waits, so a 0 is exact: nothing waits and
// nothing is in flight. While something waits, the poll flushes nothing
// and input still in flight is not counted: a count above 0 may be short
// (DiscardInput counts what it discards otherwise). (The BSDs and macOS
// put input into the slave's queue within the master's write.) The poll
// does not consume anything.
func PendingInput(fd int) int {
	_, _ = unix.Poll([]unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}, 0)
	n, err := unix.IoctlGetInt(fd, ioctlInputQueue)
	if err != nil {
		return 0
	}
	return n
}
