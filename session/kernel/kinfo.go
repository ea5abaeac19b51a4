package kernel

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// This file decodes what macOS's sysctl kern.proc and kern.procargs2
// return. It is plain byte parsing, built on every platform so that its
// tests run here too; only proc_darwin.go calls it.

// The layout of struct kinfo_proc (sys/sysctl.h) as a 64-bit process gets
// it, the same on amd64 and arm64 (golang.org/x/sys/unix.KinfoProc;
// kinfo_darwin_test.go checks these offsets against it). Little-endian.
const (
	kinfoSize      = 648 // unix.SizeofKinfoProc
	kinfoStartSec  = 0   // kp_proc.p_starttime.tv_sec, int64
	kinfoStartUsec = 8   // kp_proc.p_starttime.tv_usec, int32
	kinfoStat      = 36  // kp_proc.p_stat, int8
	kinfoPid       = 40  // kp_proc.p_pid, int32
	kinfoSigignore = 232 // kp_proc.p_sigignore, uint32
	kinfoComm      = 243 // kp_proc.p_comm, [17]byte, NUL-terminated
	kinfoCommLen   = 17
	kinfoPpid      = 560 // kp_eproc.e_ppid, int32
	kinfoPgid      = 564 // kp_eproc.e_pgid, int32
	kinfoTdev      = 572 // kp_eproc.e_tdev, int32: the controlling terminal, -1 (NODEV) when none
	kinfoTpgid     = 576 // kp_eproc.e_tpgid, int32: that terminal's foreground group
)

// macOS's p_stat values (sys/proc.h). xnu sets only SIDL, SRUN, SSTOP and
// SZOMB: a process blocked in read(2) is SRUN like one on a CPU.
const (
	darwinSIDL   = 1
	darwinSRUN   = 2
	darwinSSLEEP = 3
	darwinSSTOP  = 4
	darwinSZOMB  = 5
)

// kinfoProc is the part of one struct kinfo_proc agentty uses.
type kinfoProc struct {
	Proc
	tdev  int // the controlling terminal's device, -1 when none
	tpgid int // the foreground group of that terminal
}

// parseKinfoProcs decodes the array of struct kinfo_proc that sysctl
// kern.proc.{pid,pgrp,all} returns. Each process's state is given as the
// Linux letter Proc uses: SRUN (alive, running or not) is '?'.
func parseKinfoProcs(b []byte) ([]kinfoProc, error) {
	if len(b)%kinfoSize != 0 {
		return nil, fmt.Errorf("kinfo_proc: %d bytes, not a multiple of %d", len(b), kinfoSize)
	}
	le := binary.LittleEndian
	out := make([]kinfoProc, 0, len(b)/kinfoSize)
	for off := 0; off < len(b); off += kinfoSize {
		k := b[off : off+kinfoSize]
		comm := k[kinfoComm : kinfoComm+kinfoCommLen]
		if i := bytes.IndexByte(comm, 0); i >= 0 {
			comm = comm[:i]
		}
		p := kinfoProc{
			Proc: Proc{
				Pid:   int(int32(le.Uint32(k[kinfoPid:]))),
				PPid:  int(int32(le.Uint32(k[kinfoPpid:]))),
				Pgrp:  int(int32(le.Uint32(k[kinfoPgid:]))),
				State: darwinState(int8(k[kinfoStat])),
				Comm:  string(comm),
				Start: uint64(le.Uint64(k[kinfoStartSec:]))*1e6 + uint64(le.Uint32(k[kinfoStartUsec:])),
				// macOS numbers SIGTSTP 18, SIGTTOU 22 (sys/signal.h).
				RunsJobs: ignoresStops(uint64(le.Uint32(k[kinfoSigignore:])), 18, 22),
			},
			tdev:  int(int32(le.Uint32(k[kinfoTdev:]))),
			tpgid: int(int32(le.Uint32(k[kinfoTpgid:]))),
		}
		out = append(out, p)
	}
	return out, nil
}

// alive drops zombies.
func alive(procs []kinfoProc) []kinfoProc {
	out := procs[:0]
	for _, p := range procs {
		if p.State != 'Z' && p.Pid > 0 {
			out = append(out, p)
		}
	}
	return out
}

// darwinState maps p_stat to Proc's letters.
func darwinState(stat int8) byte {
	switch stat {
	case darwinSIDL:
		return 'R' // being forked
	case darwinSRUN:
		return '?'
	case darwinSSLEEP:
		return 'S'
	case darwinSSTOP:
		return 'T'
	case darwinSZOMB:
		return 'Z'
	}
	return '?'
}

// parseProcargs2 decodes sysctl kern.procargs2: argc as a 32-bit integer,
// the executable's path, NUL padding, then argc NUL-terminated arguments
// (the environment follows; it is not read).
func parseProcargs2(b []byte) []string {
	if len(b) < 4 {
		return nil
	}
	argc := int(int32(binary.LittleEndian.Uint32(b)))
	if argc <= 0 || argc > 1<<16 {
		return nil
	}
	rest := b[4:]
	i := bytes.IndexByte(rest, 0)
	if i < 0 {
		return nil
	}
	rest = bytes.TrimLeft(rest[i:], "\x00")
	argv := make([]string, 0, min(argc, 64))
	for len(argv) < argc && len(rest) > 0 {
		j := bytes.IndexByte(rest, 0)
		if j < 0 {
			argv = append(argv, string(rest))
			break
		}
		argv = append(argv, string(rest[:j]))
		rest = rest[j+1:]
	}
	return argv
}

// lookFromTable is what macOS's process table says of foreground group
// pgrp: its members and whether one is stopped. It cannot see a reader.
func lookFromTable(procs []kinfoProc, pgrp int) Group {
	l := Group{Pgrp: pgrp, Reader: -1}
	for _, p := range procs {
		if p.Pgrp == pgrp && p.State != 'Z' {
			l.Members = append(l.Members, p.Proc)
		}
	}
	l.Stopped = groupStopped(l.Members)
	return l
}
