package kernel

import (
	"slices"

	"golang.org/x/sys/unix"
)

// This file reads macOS's process table through sysctl: kern.proc.pgrp for
// the processes of one group, kern.proc.all with getsid(2) for those of a
// kernel session (xnu has no kern.proc.session), kern.procargs2 for argv.
// There is no procfs.

// groupProcs returns the live processes of process group pgrp.
func groupProcs(pgrp int) []kinfoProc {
	b, err := unix.SysctlRaw("kern.proc.pgrp", pgrp)
	if err != nil {
		return nil
	}
	procs, err := parseKinfoProcs(b)
	if err != nil {
		return nil
	}
	return alive(procs)
}

// SessionProcs returns the live processes of kernel session sid, optionally
// only those of one process group. For a whole session it reads the whole
// table once and asks getsid(2) only of the processes that share the
// leader's controlling terminal (of every process when the leader is gone).
func SessionProcs(sid, pgrp int) []Proc {
	var procs []kinfoProc
	if pgrp > 0 {
		procs = groupProcs(pgrp)
	} else {
		b, err := unix.SysctlRaw("kern.proc.all")
		if err != nil {
			return nil
		}
		all, err := parseKinfoProcs(b)
		if err != nil {
			return nil
		}
		procs = alive(all)
		tdev := -1
		for _, p := range procs {
			if p.Pid == sid {
				tdev = p.tdev
			}
		}
		if tdev != -1 {
			procs = slices.DeleteFunc(procs, func(p kinfoProc) bool { return p.tdev != tdev })
		}
	}
	var out []Proc
	for _, p := range procs {
		// A group lies within one session; asking each process also
		// checks that the group still belongs to this session.
		if s, err := unix.Getsid(p.Pid); err == nil && s == sid {
			p.Session = sid
			out = append(out, p.Proc)
		}
	}
	return out
}

// Cmdline returns a process's argv.
func Cmdline(pid int) []string {
	b, err := unix.SysctlRaw("kern.procargs2", pid)
	if err != nil {
		return nil
	}
	return parseProcargs2(b)
}

// exeName is "" on macOS: the name kern.proc gives (comm) names the
// program.
func exeName(pid int) string { return "" }

// SignalReader is -1 here: which descriptors ask for SIGIO is not read.
func SignalReader(members []Proc, tty string) int { return -1 }
