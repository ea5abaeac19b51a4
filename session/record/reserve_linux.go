package record

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// reserve takes room on f's disk for n bytes from off, beyond the file's
// end, without making the file longer (fallocate, FALLOC_FL_KEEP_SIZE):
// what is written there later needs no more room. errNoReserve: the
// file's system does not do that.
func reserve(f *os.File, off, n int64) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var ferr error
	if err := rc.Control(func(fd uintptr) {
		for {
			ferr = unix.Fallocate(int(fd), unix.FALLOC_FL_KEEP_SIZE, off, n)
			if ferr != unix.EINTR {
				return
			}
		}
	}); err != nil {
		return err
	}
	if errors.Is(ferr, unix.EOPNOTSUPP) || errors.Is(ferr, unix.ENOSYS) {
		return errNoReserve
	}
	return ferr
}
