//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package kernel

import "golang.org/x/sys/unix"

const (
	ioctlGetTermios = unix.TIOCGETA
	// ioctlInputQueue is FIONREAD, _IOR('f', 127, int), the same number on
	// macOS and the BSDs; golang.org/x/sys/unix does not name it there.
	ioctlInputQueue = 0x4004667f
)

// DiscardInput discards the input waiting in the terminal's line
// discipline that the program has not read (tcflush TCIFLUSH: TIOCFLUSH
// with FREAD, 1), and returns how many bytes it discarded. fd is the
// slave. Input is in the queue once the master's write returns, so its
// count is all there is.
func DiscardInput(fd int) (int, error) {
	n := PendingInput(fd)
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCFLUSH, 1); err != nil {
		return 0, err
	}
	return n, nil
}
