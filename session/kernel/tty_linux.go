package kernel

import "golang.org/x/sys/unix"

const (
	ioctlGetTermios = unix.TCGETS
	ioctlInputQueue = unix.TIOCINQ
)

// DiscardInput discards the input waiting in the terminal's line
// discipline that the program has not read (tcflush TCIFLUSH). fd is the
// slave.
func DiscardInput(fd int) error {
	return unix.IoctlSetInt(fd, unix.TCFLSH, unix.TCIFLUSH)
}
