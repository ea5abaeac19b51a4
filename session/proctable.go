package session

import (
	"path/filepath"
	"strings"

	"github.com/agentty/agentty/emulator"
)

// This file holds what every platform's process table gives: one process
// as the kernel lists it, and how a person would name it. The tables are
// read in proc_linux.go (procfs) and proc_darwin.go (sysctl kern.proc);
// elsewhere there is none (proc_other.go). Each provides:
//
//	sessionProcs(sid, pgrp int) []procStat  the live processes of a kernel session (of one group when pgrp > 0)
//	cmdline(pid int) []string               a process's argv
//
// The session's teardown and every state backend use them.

// procStat is one process as the kernel's process table lists it.
type procStat struct {
	pid, ppid, pgrp, session int
	// state is the scheduler's letter as Linux spells it: R running, S
	// sleeping, D in uninterruptible sleep, T stopped, Z zombie, X dead;
	// '?' where the kernel says only that the process is alive (macOS
	// does not tell a running process from a sleeping one).
	state byte
	comm  string // the kernel's name for the executable (truncated: 15 bytes on Linux, 16 on macOS)
	start uint64 // when it started, in the platform's unit: only compared with each other
}

// programOf names a process the way a person would: by the kernel's name
// for its executable (comm), which neither a login shell's '-' nor a
// program that rewrites its argv changes. argv[0] is used only to complete
// a comm the kernel cut short ("clickhouse-clie" is "clickhouse-client"),
// and when there is no comm. A process chooses both (prctl PR_SET_NAME,
// exec -a): the name has its controls spelled out (emulator.Visible).
func programOf(st procStat, argv []string) string {
	return emulator.Visible(rawProgramOf(st, argv))
}

// rawProgramOf is programOf with the bytes as the process set them: a comm
// cut inside a character is still a prefix of argv[0].
func rawProgramOf(st procStat, argv []string) string {
	arg0 := ""
	if len(argv) > 0 {
		arg0 = filepath.Base(strings.TrimPrefix(argv[0], "-"))
		if arg0 == "." || arg0 == "/" {
			arg0 = ""
		}
	}
	switch {
	case st.comm == "":
		return arg0
	case len(st.comm) >= maxComm && len(arg0) > len(st.comm) && strings.HasPrefix(arg0, st.comm):
		return arg0
	}
	return st.comm
}

// maxComm is the shortest length at which a platform cuts the kernel's
// process name (Linux: 15 bytes; macOS: 16).
const maxComm = 15
