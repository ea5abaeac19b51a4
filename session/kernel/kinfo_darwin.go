package kernel

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// kinfo.go decodes struct kinfo_proc by offset, so that it is tested on
// every platform. Here the compiler checks those offsets against
// golang.org/x/sys/unix's Go mirror of the struct: each pair of arrays
// below has a negative length, and the build fails, unless the two agree.
var kinfoLayout unix.KinfoProc

var (
	_ [unix.SizeofKinfoProc - kinfoSize]struct{}
	_ [kinfoSize - unix.SizeofKinfoProc]struct{}

	_ [unsafe.Offsetof(kinfoLayout.Proc.P_starttime) - kinfoStartSec]struct{}
	_ [kinfoStartSec - unsafe.Offsetof(kinfoLayout.Proc.P_starttime)]struct{}
	_ [unsafe.Offsetof(kinfoLayout.Proc.P_starttime.Usec) - kinfoStartUsec]struct{}
	_ [kinfoStartUsec - unsafe.Offsetof(kinfoLayout.Proc.P_starttime.Usec)]struct{}
	_ [unsafe.Offsetof(kinfoLayout.Proc.P_stat) - kinfoStat]struct{}
	_ [kinfoStat - unsafe.Offsetof(kinfoLayout.Proc.P_stat)]struct{}
	_ [unsafe.Offsetof(kinfoLayout.Proc.P_pid) - kinfoPid]struct{}
	_ [kinfoPid - unsafe.Offsetof(kinfoLayout.Proc.P_pid)]struct{}
	_ [unsafe.Offsetof(kinfoLayout.Proc.P_comm) - kinfoComm]struct{}
	_ [kinfoComm - unsafe.Offsetof(kinfoLayout.Proc.P_comm)]struct{}
	_ [len(kinfoLayout.Proc.P_comm) - kinfoCommLen]struct{}
	_ [kinfoCommLen - len(kinfoLayout.Proc.P_comm)]struct{}

	_ [unsafe.Offsetof(kinfoLayout.Eproc) + unsafe.Offsetof(kinfoLayout.Eproc.Ppid) - kinfoPpid]struct{}
	_ [kinfoPpid - unsafe.Offsetof(kinfoLayout.Eproc) - unsafe.Offsetof(kinfoLayout.Eproc.Ppid)]struct{}
	_ [unsafe.Offsetof(kinfoLayout.Eproc) + unsafe.Offsetof(kinfoLayout.Eproc.Pgid) - kinfoPgid]struct{}
	_ [kinfoPgid - unsafe.Offsetof(kinfoLayout.Eproc) - unsafe.Offsetof(kinfoLayout.Eproc.Pgid)]struct{}
	_ [unsafe.Offsetof(kinfoLayout.Eproc) + unsafe.Offsetof(kinfoLayout.Eproc.Tdev) - kinfoTdev]struct{}
	_ [kinfoTdev - unsafe.Offsetof(kinfoLayout.Eproc) - unsafe.Offsetof(kinfoLayout.Eproc.Tdev)]struct{}
	_ [unsafe.Offsetof(kinfoLayout.Eproc) + unsafe.Offsetof(kinfoLayout.Eproc.Tpgid) - kinfoTpgid]struct{}
	_ [kinfoTpgid - unsafe.Offsetof(kinfoLayout.Eproc) - unsafe.Offsetof(kinfoLayout.Eproc.Tpgid)]struct{}
)
